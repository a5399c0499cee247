use rand::rngs::StdRng;
use rand::SeedableRng;

use super::clocks::{BID_CAP_MS, BID_START_MS};
use super::*;
use crate::i18n::en;
use crate::rules::chess::{Color, Kind, Piece, Position, Square};

const CH: Seat = Seat::White; // the challenger
const OP: Seat = Seat::Black; // the opponent

/// A game with its own virtual time and randomness.
struct T {
    g: Chpok,
    env: TestCtx,
}

impl T {
    fn new(chips: u32) -> T {
        T {
            g: Chpok::new(chips, true, 1_000_000),
            env: TestCtx::new(3).at(1_000_000),
        }
    }

    /// A game in its board phase: the challenger White, 10+5, `row`,
    /// `features` (as `/bid x` text).
    fn board(row: &str, features: &str) -> T {
        let mut t = T::new(15);
        let f = match features {
            "" => Features::default(),
            text => Features::default().with_changes(text).unwrap(),
        };
        let tc = TimeControl {
            minutes: 10,
            bonus: 5,
        };
        t.g.board = Some(BoardPhase::new(CH, tc, row, f));
        t
    }

    /// A board phase from a FEN (castles left as the features say).
    fn fen(fen: &str, features: &str) -> T {
        let mut t = T::board(standard_row(8), features);
        let b = t.g.board.as_mut().unwrap();
        let mut pos = Position::from_fen(fen, b.features.rules()).unwrap();
        for c in [Color::White, Color::Black] {
            pos.set_castles_left(c, b.features.castles);
            if b.features.has(Flag::Newborn) {
                pos.set_reserve(c, Kind::Pawn, 1);
            }
        }
        b.start = pos.clone();
        b.pos = pos;
        t
    }

    fn ctx<R>(&mut self, f: impl FnOnce(&mut Chpok, &mut Ctx) -> R) -> R {
        f(&mut self.g, &mut self.env.ctx())
    }

    fn bid(&mut self, seat: Seat, args: &str) -> Result<Played, Refusal> {
        self.ctx(|g, c| g.command(seat, "bid", args, c))
    }

    fn ok_bid(&mut self, seat: Seat, args: &str) -> Played {
        self.bid(seat, args)
            .unwrap_or_else(|e| panic!("/bid {args}: {e}"))
    }

    /// A refused bid: the reason, with the state checked unchanged.
    fn bad_bid(&mut self, seat: Seat, args: &str) -> String {
        let before = self.g.clone();
        let e = self.bid(seat, args).expect_err(args).to_string();
        assert_eq!(self.g, before, "{args} changed the game");
        e
    }

    fn play(&mut self, text: &str) -> Result<Played, Refusal> {
        let seat = self.g.to_move().expect("game over");
        self.ctx(|g, c| g.play(seat, text, c))
    }

    fn mv(&mut self, text: &str) -> Played {
        self.play(text)
            .unwrap_or_else(|e| panic!("{text}: {e}\n{}", self.text()))
    }

    fn moves(&mut self, texts: &str) {
        for t in texts.split_whitespace() {
            self.mv(t);
        }
    }

    fn bad(&mut self, text: &str) -> String {
        let before = self.g.clone();
        let e = self.play(text).expect_err(text).to_string();
        assert_eq!(self.g, before, "{text} changed the game");
        e
    }

    fn undo(&mut self, seat: Seat) -> Result<Played, Refusal> {
        self.ctx(|g, c| g.command(seat, "undo", "", c))
    }

    fn b(&self) -> &BoardPhase {
        self.g.board.as_ref().expect("board phase")
    }

    fn at(&self, s: &str) -> Option<Piece> {
        self.b().pos.piece_at(Square::parse(s).unwrap())
    }

    fn points(&self) -> [i64; 2] {
        self.b().points
    }

    fn text(&self) -> String {
        en(&self.g.board_text(Viewer::Public))
    }
}

fn white(k: Kind) -> Option<Piece> {
    Some(Piece::new(Color::White, k))
}

fn black(k: Kind) -> Option<Piece> {
    Some(Piece::new(Color::Black, k))
}

fn notes(p: &Played) -> String {
    p.notes
        .iter()
        .map(|n| en(&n.text))
        .collect::<Vec<_>>()
        .join("\n")
}

// ------------------------------------------------------------------ options

#[test]
fn options_of_new() {
    let mut env = TestCtx::new(1);
    let mut ctx = env.ctx();
    let opts = |o: &[(&str, &str)]| -> Options {
        o.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    };
    let g = create(&opts(&[("chips", "7"), ("clocks", "off")]), &mut ctx).unwrap();
    assert_eq!(g.deadline(), None, "clocks=off: no deadline");
    let table = en(&g.board_text(Viewer::Public));
    let chips: Vec<&str> = table
        .lines()
        .find(|l| l.starts_with("chips"))
        .map(|l| l.split_whitespace().collect())
        .unwrap_or_default();
    assert_eq!(chips, ["chips", "7", "7", "left"], "{table}");
    assert!(
        !table.lines().any(|l| l.starts_with("clock")),
        "no clocks: {table}"
    );
    assert!(table.contains("random (clocks off)"), "{table}");
    for (bad, why) in [
        (("color", "white"), "bid for"),
        (("days", "3"), "own clocks"),
        (("chips", "0"), "from 1 to 99"),
        (("chips", "x"), "from 1 to 99"),
        (("clocks", "maybe"), "on or off"),
        (("size", "7"), "no option 'size'"),
    ] {
        let e = create(&opts(&[bad]), &mut ctx)
            .err()
            .expect("refused")
            .to_string();
        assert!(e.contains(why), "{bad:?}: {e}");
    }
    let g = create(&opts(&[]), &mut ctx).unwrap();
    assert_eq!(g.deadline(), Some(BID_START_MS), "100 s from the start");
    assert_eq!(g.seat_name(CH), "Challenger");
    assert_eq!(g.seat_name(OP), "Opponent");
}

// ------------------------------------------------------------------ bidding

#[test]
fn call_needs_a_gap_and_matches_it() {
    let mut t = T::new(15);
    let e = t.bad_bid(CH, "white call");
    assert!(e.contains("not behind"), "{e}");
    t.ok_bid(CH, "row raise 3 RNBQKBNR");
    // The opponent is 3 behind on row: a call puts exactly 3.
    t.ok_bid(OP, "row call");
    assert_eq!(t.g.bidding.totals[Target::Row.index()], [3, 3]);
    assert_eq!(t.g.bidding.chips, [12, 12]);
    assert_eq!(
        t.g.bidding.row, None,
        "a call on row puts back the standard row"
    );
    // A call needs the chips: 12 behind with 2 chips left is refused.
    let mut t = T::new(15);
    t.ok_bid(CH, "x raise 13 koth");
    t.ok_bid(OP, "time raise 5 5+0");
    let e = t.bad_bid(CH, "time call");
    assert!(e.contains("takes 5 chips; you have 2"), "{e}");
}

#[test]
fn calls_draw_white_and_time_and_reset_row_and_x() {
    let mut t = T::new(15);
    t.env.settings =
        Settings::default().with("chpok", serde_json::json!({"minutes": [7], "bonus": [4]}));
    t.ok_bid(CH, "time raise 1 20+10");
    let p = t.ok_bid(OP, "time call");
    assert_eq!(
        t.g.bidding.time,
        Some(TimeControl {
            minutes: 7,
            bonus: 4
        }),
        "drawn from the configured sets"
    );
    assert!(notes(&p).contains("drawn at random, 7+4"), "{}", notes(&p));
    t.ok_bid(CH, "x raise 2 width=10 koth");
    t.ok_bid(OP, "x call");
    assert_eq!(t.g.bidding.x, Features::default());
    t.ok_bid(CH, "white raise 1");
    assert_eq!(t.g.bidding.white, Some(CH));
    t.ok_bid(OP, "white call");
    assert!(t.g.bidding.white.is_some());
    // Over many seeds both outcomes of the white draw occur.
    let mut seen = [false; 2];
    for seed in 0..20 {
        let mut t = T::new(15);
        t.env.rng = StdRng::seed_from_u64(seed);
        t.ok_bid(CH, "white raise 1");
        t.ok_bid(OP, "white call");
        seen[t.g.bidding.white.unwrap().index()] = true;
    }
    assert_eq!(seen, [true, true]);
}

#[test]
fn raises_need_more_than_the_gap() {
    let mut t = T::new(15);
    t.ok_bid(CH, "white raise 4");
    assert_eq!(t.g.bidding.white, Some(CH), "the raiser becomes White");
    let e = t.bad_bid(OP, "white raise 4");
    assert!(e.contains("at least 5 chips"), "{e}");
    t.ok_bid(OP, "white raise 5");
    assert_eq!(t.g.bidding.white, Some(OP));
    // Already ahead on a target: one chip is enough.
    t.ok_bid(CH, "time raise 1 3+2");
    t.ok_bid(OP, "white raise 1");
    assert_eq!(t.g.bidding.totals[0], [4, 6]);
    let e = t.bad_bid(CH, "row raise 99");
    assert!(e.contains("only 10 chips"), "{e}");
    let e = t.bad_bid(CH, "row raise 0");
    assert!(e.contains("at least 1 chip"), "{e}");
    // Without a value the value stays.
    t.ok_bid(CH, "time raise 1");
    assert_eq!(
        t.g.bidding.time,
        Some(TimeControl {
            minutes: 3,
            bonus: 2
        })
    );
}

#[test]
fn bad_bids_are_explained_and_change_nothing() {
    let mut t = T::new(15);
    let cases = [
        ("", "How to bid"),
        ("colour raise 1", "not a target"),
        ("white", "Call or raise"),
        ("white fold", "neither call nor raise"),
        ("white raise", "How many chips"),
        ("white raise two", "not a number"),
        ("white raise 1 black", "takes no value"),
        ("row call RNBQKBNR", "takes no value"),
        ("time raise 1 0+5", "M+S"),
        ("time raise 1 181+0", "M+S"),
        ("time raise 1 10+61", "M+S"),
        ("time raise 1 ten", "M+S"),
        ("row raise 1 RNBQKBN", "exactly 8 pieces"),
        ("row raise 1 RNBQQBNR", "at least one king"),
        ("row raise 1 RNBQKBNX", "'X' is not a piece"),
        ("x raise 1 wings", "Unknown feature 'wings'"),
        (
            "x raise 1 width=11",
            "width must be a whole number from 6 to 10",
        ),
        ("x raise 1 limit=9", "from 10 to 888"),
        ("x raise 1 undo=6", "from 0 to 5"),
        ("x raise 1 castles=-1", "from 0 to 5"),
        ("x raise 1 points=1,2,3", "seven numbers"),
        ("x raise 1 points=1,2,3,4,5,6,10", "not 0…9"),
        ("x raise 1 koth=maybe", "on or off"),
        ("x raise 1 width", "needs a value"),
    ];
    for (args, why) in cases {
        let e = t.bad_bid(CH, args);
        assert!(e.contains(why), "{args}: {e}");
    }
    // Not the opponent's turn.
    let e = t.bad_bid(OP, "white raise 1");
    assert!(e.contains("Not your turn"), "{e}");
    // Moves wait for the board phase.
    let before = t.g.clone();
    let e = t.play("e4").unwrap_err().to_string();
    assert!(e.contains("after the bidding"), "{e}");
    assert_eq!(t.g, before);
}

#[test]
fn feature_syntax() {
    let d = Features::default();
    let f = d
        .with_changes("width=10 koth -pass points=1,0,0,2,3,4,0 superqueen castles=3")
        .unwrap();
    assert_eq!(f.width, 10);
    assert!(f.has(Flag::Koth) && f.has(Flag::SuperQueen) && !f.has(Flag::Pass));
    assert_eq!(f.points, [1, 0, 0, 2, 3, 4, 0]);
    assert_eq!(f.piece_points(Kind::King), 4);
    assert_eq!(f.piece_points(Kind::Rook), 2);
    assert_eq!(
        f.describe(),
        "width=10 points=1,0,0,2,3,4,0 castles=3 koth superqueen"
    );
    let g = f.with_changes("-koth -width limit=40").unwrap();
    assert_eq!(g.width, 8);
    assert!(!g.has(Flag::Koth) && g.has(Flag::SuperQueen));
    assert_eq!(g.limit, 40);
    let h = g.with_changes("default noep").unwrap();
    assert_eq!(en(&h.describe()), "noep");
    assert_eq!(en(&d.describe()), "all defaults");
    assert_eq!(
        d.with_changes("KOTH Pass=on pass=off").unwrap().describe(),
        "koth"
    );
}

#[test]
fn skipped_turns_forfeits_and_the_end() {
    let mut t = T::new(3);
    t.ok_bid(CH, "white raise 3");
    // The challenger has no chips: the opponent bids alone.
    let p = t.ok_bid(OP, "time raise 1 5+5");
    assert!(notes(&p).contains("Challenger has no chips left: Opponent bids again"));
    assert_eq!(t.g.to_move(), Some(OP));
    // 2 chips left, 3 behind on white: calling is impossible, but raises
    // elsewhere are fine, so no forfeit yet.
    t.ok_bid(OP, "row raise 1 RNBKQBNR");
    // 1 chip left: white needs 3 to call: a raise on x works.
    let p = t.ok_bid(OP, "x raise 1 undo=1");
    assert!(t.g.board.is_some(), "both out of chips: the board phase");
    let text = notes(&p);
    assert!(text.contains("The bidding is over."), "{text}");
    assert!(
        text.contains("The Challenger plays White, the Opponent Black. Time 5+5. Home row RNBKQBNR. Features: undo=1."),
        "{text}"
    );
    assert_eq!(t.g.to_move(), Some(CH), "White moves first");
    assert_eq!(t.g.seat_name(CH), "White");
    assert_eq!(t.g.seat_name(OP), "Black");

    // A forfeit needs every gap bigger than the chips left, which equal
    // starting chips never allow in a real game (the opponent would have
    // spent more than it has); the rule is checked on a made-up state.
    let mut b = Bidding::new(1);
    b.totals = [[0, 2]; 4];
    b.chips = [1, 0];
    assert!(!b.has_legal_bid(CH));
    let (n, over) = b.advance(OP);
    let n: Vec<String> = n.iter().map(|t| en(t)).collect();
    assert!(over);
    assert_eq!(n, ["Challenger has no legal bid and forfeits 1 chip."]);
    assert_eq!(b.chips, [0, 0]);
    assert_eq!(
        b.history.last().map(|r| (r.target, r.chips)),
        Some((None, 1))
    );
    // With chips on both sides the one who can bid gets the turn.
    let mut b = Bidding::new(3);
    b.totals = [[0, 4]; 4];
    b.chips = [3, 2];
    let (n, over) = b.advance(OP);
    let n: Vec<String> = n.iter().map(|t| en(t)).collect();
    assert!(!over);
    assert_eq!(
        n,
        [
            "Challenger has no legal bid and forfeits 3 chips.",
            "Challenger has no chips left: Opponent bids again."
        ]
    );
    assert_eq!(b.turn, OP);
}

// ------------------------------------------------------------------ clocks

#[test]
fn bidding_clock_gains_and_caps() {
    let mut t = T::new(2);
    let start = t.env.now_ms;
    assert_eq!(t.g.deadline(), Some(start + BID_START_MS));
    t.env.now_ms += 30_000;
    t.ok_bid(CH, "white raise 1");
    assert_eq!(t.g.bidding.clock_ms, [170_000, 100_000], "100 − 30 + 100");
    assert_eq!(
        t.g.deadline(),
        Some(t.env.now_ms + 100_000),
        "the opponent's turn"
    );
    t.env.now_ms += 10_000;
    t.ok_bid(OP, "time raise 2 5+0");
    assert_eq!(t.g.bidding.clock_ms[1], 190_000);
    // The opponent has no chips now: the challenger gains only 20 s.
    t.env.now_ms += 1000;
    t.ok_bid(CH, "white raise 1");
    assert_eq!(t.g.bidding.clock_ms[0], 170_000 - 1000 + 20_000);
    assert!(t.g.board.is_some(), "no chips left");
    // Never above 200 s.
    let mut t = T::new(5);
    t.ok_bid(CH, "white raise 1");
    t.ok_bid(OP, "white raise 2");
    t.ok_bid(CH, "white raise 2");
    assert_eq!(t.g.bidding.clock_ms, [BID_CAP_MS, BID_CAP_MS]);
}

#[test]
fn bidding_timeout_loses_at_once() {
    let mut t = T::new(15);
    t.ok_bid(CH, "white raise 1");
    // The opponent's 100 s run out: the core calls timeout.
    t.env.now_ms += 100_000;
    let seat = t.g.to_move().unwrap();
    assert_eq!(seat, OP);
    assert_eq!(t.g.deadline(), Some(t.env.now_ms));
    let p = t.ctx(|g, c| g.timeout(seat, c));
    let o = p.outcome.expect("over");
    assert_eq!(o.result, GameResult::WhiteWins, "the challenger's win");
    assert_eq!(
        crate::i18n::en(&o.reason),
        "Challenger wins: the Opponent's bidding clock ran out."
    );
    assert_eq!(t.g.to_move(), None);
    assert_eq!(t.g.deadline(), None);
    // A bid after the deadline (before the core fired it) also loses.
    let mut t = T::new(15);
    t.env.now_ms += 100_001;
    let p = t.bid(CH, "white raise 1").expect("the flag falls");
    assert_eq!(
        p.outcome.as_ref().map(|o| o.result),
        Some(GameResult::BlackWins),
        "{}",
        notes(&p)
    );
    assert!(notes(&p).contains("Challenger ran out of time."));
    assert_eq!(t.g.bidding.chips, [15, 15], "the late bid is not made");
}

#[test]
fn board_clocks_are_fischer_and_time_costs_5000() {
    let mut t = T::board(standard_row(8), "");
    let start = t.env.now_ms;
    t.g.turn_started_ms = start;
    assert_eq!(t.g.deadline(), Some(start + 600_000));
    t.env.now_ms += 20_000;
    t.mv("e4");
    assert_eq!(t.b().clock_ms, [600_000 - 20_000 + 5000, 600_000]);
    assert_eq!(t.g.deadline(), Some(t.env.now_ms + 600_000));
    t.env.now_ms += 1000;
    t.mv("d5");
    t.env.now_ms += 1000;
    t.mv("exd5");
    assert_eq!(t.points(), [1, 0]);
    // Black runs out: −5000, and the points decide.
    t.env.now_ms += 700_000;
    let p = t.ctx(|g, c| g.timeout(OP, c));
    let o = p.outcome.unwrap();
    assert_eq!(o.result, GameResult::WhiteWins);
    assert_eq!(
        crate::i18n::en(&o.reason),
        "White wins on points, 1 to -5000: Black ran out of time (−5000)."
    );
    assert_eq!(t.points(), [1, -5000]);
    // The status shows both clocks and points; the time control is on the
    // board.
    let status = en(&t.g.status(Viewer::Public));
    assert_eq!(
        status,
        "Points: White 1, Black -5000.\nClocks: White 9:49, Black 0:00."
    );
    assert!(t.text().contains("Clocks 10+5: White 9:49, Black 0:00."));
}

#[test]
fn clocks_off_means_no_deadline_ever() {
    let mut t = T::new(1);
    t.g.clocks = false;
    assert_eq!(t.g.deadline(), None);
    t.env.now_ms += 10_000_000;
    t.ok_bid(CH, "time raise 1 1+0");
    t.ok_bid(OP, "white raise 1");
    assert!(t.g.board.is_some());
    assert_eq!(t.g.deadline(), None);
    t.env.now_ms += 10_000_000;
    t.mv("e4");
    // Said once, at the end of the bidding; the caption has no clocks line
    // and the board says it.
    assert!(t.g.settled.iter().any(|n| en(n).contains("No clocks.")));
    assert_eq!(en(&t.g.status(Viewer::Public)), "Points: White 0, Black 0.");
    assert!(t.text().contains("No clocks."));
}

#[test]
fn the_settled_notes_are_saved_as_data_and_old_ones_still_read() {
    let mut t = T::new(1);
    t.ok_bid(CH, "time raise 1 1+0");
    t.ok_bid(OP, "white raise 1");
    assert!(!t.g.settled.is_empty());
    let saved = t.g.save().expect("saved");
    let json = saved["settled"].to_string();
    assert!(json.contains(r#""id":"chpok-bidding-over""#), "{json}");
    assert!(
        !json.chars().any(|c| ('\u{E000}'..='\u{E004}').contains(&c)),
        "{json}"
    );
    let back = Chpok::from_json(saved.clone()).expect("restored");
    assert_eq!(back.settled, t.g.settled);
    // Saved before: the notes as `t!` wrote them, marker characters and all.
    let mut old = saved;
    old["settled"] = serde_json::Value::Array(
        t.g.settled
            .iter()
            .map(|n| serde_json::Value::String(n.to_string()))
            .collect(),
    );
    let read = Chpok::from_json(old).expect("old state");
    assert_eq!(read.settled, t.g.settled);
    assert_eq!(read.export(""), t.g.export(""));
    assert!(en(&read.export("")).contains(&en(&t.g.settled[1])));
}

// ------------------------------------------------------------------ the end of the bidding

#[test]
fn unbid_targets_are_drawn_and_a_row_that_does_not_fit_falls_back() {
    let mut t = T::new(3);
    t.env.settings =
        Settings::default().with("chpok", serde_json::json!({"minutes": [2], "bonus": [1]}));
    t.ok_bid(CH, "row raise 1 RNBKQBNR");
    t.ok_bid(OP, "x raise 1 width=10");
    t.ok_bid(CH, "x raise 2 width=9");
    let p = t.ok_bid(OP, "x raise 2 -width");
    // Width 8 again: the 8-letter row fits.
    assert_eq!(t.b().row, "RNBKQBNR", "{}", notes(&p));
    let text = notes(&p);
    assert!(
        text.contains("Nobody bid for White: drawn at random"),
        "{text}"
    );
    assert!(
        text.contains("No time control was set: drawn at random, 2+1."),
        "{text}"
    );
    assert_eq!(
        t.b().time,
        TimeControl {
            minutes: 2,
            bonus: 1
        }
    );

    let mut t = T::new(1);
    t.ok_bid(CH, "row raise 1 RNBKQBNR");
    let p = t.ok_bid(OP, "x raise 1 width=10");
    let text = notes(&p);
    assert!(
        text.contains(
            "The home row RNBKQBNR does not fit the width 10: the standard row RNBDQKDBNR is used."
        ),
        "{text}"
    );
    assert_eq!(t.b().row, "RNBDQKDBNR");
    assert_eq!(
        t.text().lines().next(),
        Some("8 rnbdqkdbnr"),
        "a 10-file board"
    );
    assert_eq!(t.text().lines().nth(8), Some("  abcdefghij"));
}

#[test]
fn the_features_reach_the_board() {
    let mut t = T::new(1);
    t.ok_bid(CH, "white raise 1");
    t.ok_bid(OP, "x raise 1 width=6 castles=2 newborn noep nokingpromo");
    let b = t.b();
    assert_eq!(b.white_seat, CH);
    assert_eq!(b.row, "RNQKNR");
    assert_eq!(b.pos.castles_left(Color::White), 2);
    assert_eq!(b.pos.reserve(Color::Black, Kind::Pawn), 1);
    assert!(!b.pos.rules().en_passant);
    assert!(!b.pos.promotions(Color::White).contains(Kind::King));
    let want = [
        "8 rnqknr",
        "7 pppppp",
        "6 ......",
        "5 ......",
        "4 ......",
        "3 ......",
        "2 PPPPPP",
        "1 RNQKNR",
        "  abcdef",
        "                White  Black",
        "points              0      0",
        "castlings left      2      2",
        "newborn pawn   unused unused",
        "Clocks 10+0: White 10:00, Black 10:00.",
        "Features: width=6 castles=2 newborn",
        "  nokingpromo noep.",
    ];
    assert_eq!(t.text(), want.join("\n"));
    assert!(t.text().lines().all(|l| l.chars().count() <= 40));
}

#[test]
fn the_opponent_can_win_white() {
    let mut t = T::new(1);
    t.ok_bid(CH, "time raise 1 3+0");
    t.ok_bid(OP, "white raise 1");
    assert_eq!(t.b().white_seat, OP);
    assert_eq!(t.g.to_move(), Some(OP), "White (the opponent) moves first");
    assert_eq!(t.g.seat_name(OP), "White");
    assert_eq!(t.g.seat_name(CH), "Black");
    let e = t.ctx(|g, c| g.play(CH, "e5", c)).unwrap_err().to_string();
    assert!(e.contains("Not your turn"), "{e}");
    t.mv("e4");
    assert_eq!(t.at("e4"), white(Kind::Pawn));
    // The opponent's own view is White's: not flipped; the challenger's is.
    assert!(!t.g.view(Viewer::Seat(OP)).unwrap().flipped);
    assert!(t.g.view(Viewer::Seat(CH)).unwrap().flipped);
    // A resignation by the challenger (Black) is a White win.
    let o = t.g.resign(CH);
    assert_eq!(o.result, GameResult::WhiteWins);
    assert_eq!(
        crate::i18n::en(&o.reason),
        "White wins by resignation (points: White 0, Black 0)."
    );
}

// ------------------------------------------------------------------ board: moves and points

#[test]
fn rank_points_on_every_move() {
    let mut t = T::fen("4k3/R7/8/8/8/8/8/4K3 w - - 0 1", "");
    let p = t.mv("Rb7");
    assert_eq!(notes(&p), "1. White: Rb7 — +3 (rank 7 +3).");
    t.mv("Kf8");
    t.mv("Rc7");
    assert_eq!(t.points(), [6, 0], "+3 again along rank 7");
    t.mv("Kg8");
    t.mv("Rc8");
    assert_eq!(t.points(), [10, 0], "rank 8: +4");
    // Black counts from its own home row: rank 4 is its fifth.
    let mut t = T::fen("4k3/8/8/8/8/8/8/r3K3 b - - 0 1", "");
    let p = t.mv("Ra4");
    assert_eq!(notes(&p), "1. Black: Ra4 — +1 (rank 5 +1).");
    assert_eq!(t.points(), [0, 1]);
}

#[test]
fn the_dragon_jumps_and_scores() {
    let mut t = T::fen("4k3/8/4p3/4P3/4D3/8/8/4K3 w - - 0 1", "");
    let p = t.mv("Dxe6");
    assert_eq!(notes(&p), "1. White: Dxe6 — +2 (rank 6 +2).");
    assert_eq!(t.at("e6"), white(Kind::Dragon));
    // Dragon moves from e6: two straight or one diagonal.
    t.mv("Kd8");
    let e = t.bad("De7");
    assert!(e.contains("No legal move"), "{e}");
    t.mv("Dd7");
    assert_eq!(t.points(), [5, 0]);
}

#[test]
fn capturing_the_last_king_ends_the_game() {
    let mut t = T::board(standard_row(8), "");
    t.moves("e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7 a6");
    assert_eq!(t.points(), [4, 0], "Qh5 +1, Qxf7 +3");
    let p = t.mv("Qxe8");
    let o = p.outcome.clone().expect("over");
    assert_eq!(o.result, GameResult::WhiteWins);
    assert_eq!(
        crate::i18n::en(&o.reason),
        "White wins on points, 1008 to 0: the last black king was captured."
    );
    assert_eq!(notes(&p), "5. White: Qxe8 — +1004 (king +1000, rank 8 +4).");
    assert_eq!(t.g.to_move(), None);
    let e = t.ctx(|g, c| g.play(OP, "a5", c)).unwrap_err().to_string();
    assert_eq!(e, "The game is over.");
}

#[test]
fn several_kings_each_count() {
    // Black has two kings: taking one scores but does not end the game.
    let mut t = T::fen("k6k/8/8/8/8/8/8/R3K2R w - - 0 1", "");
    let p = t.mv("Rxa8");
    assert!(p.outcome.is_none());
    assert_eq!(
        notes(&p),
        "1. White: Rxa8 — +1004 (king +1000, rank 8 +4). Black has 1 king left."
    );
    t.mv("Kg7");
    let p = t.mv("Rh7");
    assert!(p.outcome.is_none(), "Rh7 only attacks");
    t.mv("Kxh7");
    assert_eq!(t.points(), [1007, 0], "h7 is Black's rank 2");
    // A promotion to king gives a side one more king.
    let mut t = T::fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "");
    t.mv("a8=K");
    assert_eq!(t.b().pos.king_count(Color::White), 2);
    assert_eq!(t.points(), [4, 0]);
}

#[test]
fn piece_points_by_the_kind_that_moved() {
    let mut t = T::board(standard_row(8), "points=1,2,3,4,5,6,7");
    let p = t.mv("e4");
    assert_eq!(notes(&p), "1. White: e4 — +1 (piece +1).");
    t.mv("Nf6");
    assert_eq!(t.points(), [1, 2]);
    t.mv("Ke2");
    t.mv("Nd5");
    assert_eq!(
        t.points(),
        [7, 4],
        "king +6; knight +2 (d5 is Black's rank 4)"
    );
    let mut t = T::fen("4k3/8/8/8/8/8/8/4KD2 w - - 0 1", "points=0,0,0,0,0,0,9");
    t.mv("Df3");
    assert_eq!(t.points(), [9, 0], "dragon");
}

#[test]
fn king_of_the_hill() {
    let mut t = T::fen("k6k/8/8/8/4K3/8/8/8 w - - 0 1", "koth");
    let p = t.mv("Ke5");
    let o = p.outcome.clone().expect("over");
    assert_eq!(notes(&p), "1. White: Ke5 — +2001 (hill +2000, rank 5 +1).");
    assert_eq!(
        crate::i18n::en(&o.reason),
        "White wins on points, 2001 to 0: the white king reached the hill."
    );
    // Without koth it is just a move; other pieces on the hill don't count.
    let mut t = T::fen("k6k/8/8/8/4K3/8/8/8 w - - 0 1", "");
    assert!(t.mv("Ke5").outcome.is_none());
    let mut t = T::fen("k6k/8/8/8/4Q3/8/8/4K3 w - - 0 1", "koth");
    assert!(t.mv("Qd5").outcome.is_none());
    // Black's hill is d4/e4.
    let mut t = T::fen("8/8/8/3k4/8/8/8/K7 b - - 0 1", "koth");
    let p = t.mv("Kd4");
    assert_eq!(p.outcome.map(|o| o.result), Some(GameResult::BlackWins));
    assert_eq!(t.points(), [0, 1001]);
}

#[test]
fn kings_run() {
    let mut t = T::fen("k7/6K1/8/8/8/8/8/8 w - - 0 1", "kingsrun");
    let p = t.mv("Kg8");
    assert_eq!(
        notes(&p),
        "1. White: Kg8 — +1004 (home row +1000, rank 8 +4)."
    );
    assert_eq!(
        en(&p.outcome.unwrap().reason),
        "White wins on points, 1004 to 0: the white king reached Black's home row."
    );
    let mut t = T::fen("k7/6K1/8/8/8/8/8/8 w - - 0 1", "");
    assert!(t.mv("Kg8").outcome.is_none());
}

#[test]
fn cruel_kings_take_their_own_men() {
    let fen = "4k3/8/8/8/8/8/3N4/3QK3 w - - 0 1";
    let mut t = T::fen(fen, "");
    let e = t.bad("Kxd2");
    assert!(e.contains("No legal move"), "{e}");
    let mut t = T::fen(fen, "cruelkings");
    let p = t.mv("Kxd2");
    assert_eq!(
        notes(&p),
        "1. White: Kxd2 — 0 points. The king takes its own knight."
    );
    assert_eq!(t.at("d2"), white(Kind::King));
    assert_eq!(t.points(), [0, 0]);
    // Never an own king.
    let mut t = T::fen("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "cruelkings");
    t.bad("Kxd1");
}

#[test]
fn super_queen_jumps_like_a_knight() {
    let mut t = T::board(standard_row(8), "");
    t.bad("Qc3");
    let mut t = T::board(standard_row(8), "superqueen");
    t.mv("Qc3");
    assert_eq!(t.at("c3"), white(Kind::Queen));
    assert_eq!(t.text().lines().nth(5), Some("3 ..Q....."));
}

#[test]
fn bishop_steps_off_a_corner() {
    let fen = "4k3/8/8/8/8/8/1P6/B3K3 w - - 0 1";
    let mut t = T::fen(fen, "");
    t.bad("Ba2");
    let mut t = T::fen(fen, "bishopstep");
    t.mv("Ba2");
    assert_eq!(t.at("a2"), white(Kind::Bishop));
    t.mv("Kd8");
    t.bad("Ba3"); // not on a corner any more
    t.mv("Bb1");
    t.mv("Kc8");
    t.bad("Bc1");
}

#[test]
fn pawns_step_back() {
    let mut t = T::board(standard_row(8), "pawnsback");
    t.moves("e4 a5");
    t.mv("e3");
    assert_eq!(t.at("e3"), white(Kind::Pawn));
    t.mv("a6");
    assert_eq!(t.at("a6"), black(Kind::Pawn), "a Black pawn goes up");
    // Only onto an empty square; never back without the feature.
    let mut t = T::board(standard_row(8), "");
    t.moves("e4 a5");
    t.bad("e3");
    // Two pawns may then reach one square: the bot asks.
    let mut t = T::fen("4k3/8/8/4P3/8/4P3/8/4K3 w - - 0 1", "pawnsback");
    let e = t.bad("e4");
    assert!(e.starts_with("Which one: "), "{e}");
    assert!(e.contains("e3e4") && e.contains("e5e4"), "{e}");
    t.mv("e5e4");
}

#[test]
fn newborn_pawn_once_per_game() {
    let mut t = T::board(standard_row(8), "");
    t.moves("e4 e5");
    let e = t.bad("P@e2");
    assert!(e.contains("newborn feature is off"), "{e}");
    let mut t = T::board(standard_row(8), "newborn");
    t.moves("e4 e5");
    let e = t.bad("P@e4");
    assert!(
        e.contains("Which one") || e.contains("newborn pawn goes"),
        "{e}"
    );
    let p = t.mv("P@e2");
    assert_eq!(notes(&p), "2. White: P@e2 — 0 points.");
    assert_eq!(t.at("e2"), white(Kind::Pawn));
    t.mv("P@e7");
    t.mv("d4");
    t.mv("d5");
    t.mv("Qd3");
    t.mv("Qd6");
    let e = t.bad("P@d1");
    assert!(e.contains("used your newborn pawn"), "{e}");
    assert!(t.text().contains("newborn pawn     used   used"));
}

#[test]
fn remove_own_pieces() {
    let mut t = T::board(standard_row(8), "");
    let e = t.bad("remove b1");
    assert!(e.contains("remove feature is off"), "{e}");
    let mut t = T::board(standard_row(8), "remove");
    assert!(t.bad("remove e7").contains("not yours"));
    assert!(t.bad("remove e4").contains("no piece on e4"));
    assert!(t.bad("remove z9").contains("not a square"));
    assert!(t.bad("remove").contains("Which piece"));
    let p = t.mv("remove b1");
    assert_eq!(notes(&p), "1. White: remove b1 — 0 points.");
    assert_eq!(t.at("b1"), None);
    // Removing a king: the opponent scores it; the last one ends the game.
    let p = t.mv("remove e8");
    assert_eq!(
        notes(&p),
        "1. Black: remove e8 — White +1000 (a removed king)."
    );
    let o = p.outcome.unwrap();
    assert_eq!(
        crate::i18n::en(&o.reason),
        "White wins on points, 1000 to 0: Black removed their last king."
    );
}

#[test]
fn passing() {
    let mut t = T::board(standard_row(8), "");
    assert!(t.bad("pass").contains("pass feature is off"));
    let mut t = T::board(standard_row(8), "pass");
    let p = t.mv("pass");
    assert_eq!(notes(&p), "1. White: pass — 0 points.");
    assert_eq!(t.g.to_move(), Some(OP));
    assert_eq!(
        t.g.choices(OP)
            .iter()
            .map(|c| (en(&c.label), c.command.as_str()))
            .collect::<Vec<_>>(),
        [("Pass".to_string(), "pass")]
    );
    t.mv("e5");
    assert_eq!(t.b().pos.fullmove_number(), 2);
}

#[test]
fn no_king_promotion() {
    let fen = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    let mut t = T::fen(fen, "");
    let e = t.bad("b8");
    assert!(e.contains("Which piece should the pawn become"), "{e}");
    let choices = t.g.choices_after_refusal(CH, "b8");
    let labels: Vec<String> = choices.iter().map(|c| en(&c.label)).collect();
    assert_eq!(
        labels,
        ["King", "Queen", "Rook", "Bishop", "Knight", "Dragon"]
    );
    assert_eq!(choices[1].command, "b7b8q");
    t.mv("b8=K");
    let mut t = T::fen(fen, "nokingpromo");
    let e = t.bad("b8=K");
    assert!(e.contains("cannot become a king"), "{e}");
    let labels: Vec<String> =
        t.g.choices_after_refusal(CH, "b7b8")
            .into_iter()
            .map(|c| en(&c.label))
            .collect();
    assert_eq!(labels, ["Queen", "Rook", "Bishop", "Knight", "Dragon"]);
    t.mv("b7b8d");
    assert_eq!(t.at("b8"), white(Kind::Dragon));
    assert_eq!(t.points(), [4, 0]);
}

#[test]
fn en_passant_and_noep() {
    let fen = "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1";
    let mut t = T::fen(fen, "");
    t.mv("d5");
    t.mv("exd6");
    assert_eq!(t.at("d5"), None, "taken en passant");
    assert_eq!(t.at("d6"), white(Kind::Pawn));
    let mut t = T::fen(fen, "noep");
    t.mv("d5");
    let e = t.bad("exd6");
    assert_eq!(
        e,
        "En passant is off in this game (noep): a pawn takes only a man on the square it moves to."
    );
}

#[test]
fn castling_chpok_style_with_counters() {
    let fen = "4k3/8/8/8/8/8/8/R3K2R w - - 0 1";
    let mut t = T::fen(fen, "");
    let p = t.mv("O-O");
    assert_eq!(notes(&p), "1. White: O-O — 0 points.");
    assert_eq!(
        (t.at("g1"), t.at("f1")),
        (white(Kind::King), white(Kind::Rook))
    );
    t.mv("Kd8");
    let e = t.bad("castle g1 f1");
    assert_eq!(e, "You have no castlings left (1 per game).");
    // The castling is spent: that is the reason, before the rooks.
    let e = t.bad("O-O-O");
    assert_eq!(e, "You have no castlings left (1 per game).");
    // castles=2: both sides; by squares too.
    let mut t = T::fen(fen, "castles=2");
    t.mv("e1h1");
    t.mv("Kd8");
    t.mv("castle g1 f1");
    // Adjacent: they swap.
    assert_eq!(
        (t.at("f1"), t.at("g1")),
        (white(Kind::King), white(Kind::Rook))
    );
    t.mv("Kc8");
    // K f1 + R a1 would be a third castling.
    assert_eq!(t.bad("f1a1"), "You have no castlings left (2 per game).");
    assert!(t.text().contains("castlings left      0      2"));
    // castles=0: none.
    let mut t = T::fen(fen, "castles=0");
    assert_eq!(
        t.bad("O-O"),
        "Castling is not allowed in this game (castles=0)."
    );
    // Pieces may have moved and squares may be attacked: K b1 + R h1.
    let mut t = T::fen("r3k3/8/8/8/8/8/8/1K5R w - - 0 1", "");
    t.mv("O-O");
    assert_eq!(
        (t.at("c1"), t.at("d1")),
        (white(Kind::Rook), white(Kind::King))
    );
}

#[test]
fn castling_names() {
    // Two rooks on the king's side: O-O does not say which.
    let mut t = T::fen("4k3/8/8/8/8/8/8/4KR1R w - - 0 1", "");
    let e = t.bad("O-O");
    assert!(e.contains("exactly one rook on that side"), "{e}");
    // Adjacent: they swap.
    let p = t.mv("castle e1 f1");
    assert_eq!(notes(&p), "1. White: castle e1 f1 — 0 points.");
    assert_eq!(
        (t.at("f1"), t.at("e1")),
        (white(Kind::King), white(Kind::Rook))
    );
    // Two kings on the home row: O-O is refused.
    let mut t = T::fen("4k3/8/8/8/8/8/8/K3K2R w - - 0 1", "");
    let e = t.bad("O-O");
    assert!(e.contains("exactly one king on your home row"), "{e}");
    t.mv("e1h1");
    // A blocked castling.
    let mut t = T::fen("4k3/8/8/8/8/8/8/4KN1R w - - 0 1", "");
    let e = t.bad("e1h1");
    assert!(e.contains("No castling there"), "{e}");
    // Cruel kings: e1f1 may be a castling or taking the own rook.
    let mut t = T::fen("4k3/8/8/8/8/8/8/4KR2 w - - 0 1", "cruelkings");
    let e = t.bad("e1f1");
    assert_eq!(e, "Which one: Kxf1 or O-O?");
    t.mv("Kxf1");
    assert_eq!(t.at("e1"), None);
}

// ------------------------------------------------------------------ undo

#[test]
fn undo_restores_the_position_and_the_points() {
    let mut t = T::board(standard_row(8), "undo=1");
    t.moves("e4 d5 exd5");
    let after_one = t.g.clone();
    t.mv("e5");
    assert_eq!(t.points(), [1, 0]);
    // It is White's turn: White's undo takes back e5 and exd5.
    let p = t.undo(CH).unwrap();
    assert!(
        notes(&p).contains("White takes back their last move and the reply"),
        "{}",
        notes(&p)
    );
    assert_eq!(t.points(), [0, 0]);
    assert_eq!(t.at("e4"), white(Kind::Pawn));
    assert_eq!(t.at("d5"), black(Kind::Pawn));
    assert_eq!(t.g.to_move(), Some(CH));
    let e = t.undo(CH).unwrap_err().to_string();
    assert!(e.contains("used all your undos"), "{e}");
    // Black (to move after White's undo? no: White to move) takes back d5.
    t.mv("exd5");
    assert_eq!(t.b().pos, after_one.board.as_ref().unwrap().pos);
    t.undo(OP).unwrap();
    assert_eq!(t.g.to_move(), Some(OP));
    assert_eq!(t.at("d5"), None);
    assert_eq!(t.at("d7"), black(Kind::Pawn));
    // Undo off.
    let mut t = T::board(standard_row(8), "");
    t.mv("e4");
    assert!(t.undo(CH).unwrap_err().to_string().contains("undo=0"));
    // Nothing to undo yet.
    let mut t = T::board(standard_row(8), "undo=2");
    assert!(t
        .undo(CH)
        .unwrap_err()
        .to_string()
        .contains("no move to undo"));
}

#[test]
fn undo_restores_castling_counts_and_newborn() {
    let mut t = T::fen("4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "undo=3 newborn");
    let start = t.b().clone();
    t.mv("O-O");
    t.mv("P@e7");
    assert_eq!(t.b().pos.castles_left(Color::White), 0);
    t.undo(CH).unwrap();
    assert_eq!(t.b().pos, start.pos);
    assert_eq!(t.b().pos.castles_left(Color::White), 1);
    assert_eq!(t.b().pos.reserve(Color::Black, Kind::Pawn), 1);
    assert_eq!(t.b().undos_used, [1, 0]);
    // Not after the end.
    let mut t = T::board(standard_row(8), "undo=1 remove");
    t.mv("e4");
    t.mv("remove e8");
    let e = t.undo(OP).unwrap_err().to_string();
    assert_eq!(e, "The game is over.");
}

#[test]
fn undo_keeps_the_clocks_running() {
    let mut t = T::board(standard_row(8), "undo=1");
    t.g.turn_started_ms = t.env.now_ms;
    t.env.now_ms += 10_000;
    t.mv("e4");
    t.env.now_ms += 30_000;
    // Black undoes nothing of its own yet: White takes e4 back while
    // Black's clock runs: Black's 30 s are gone for good.
    t.undo(CH).unwrap();
    assert_eq!(t.b().clock_ms, [595_000, 570_000]);
    assert_eq!(t.g.deadline(), Some(t.env.now_ms + 595_000));
}

// ------------------------------------------------------------------ claims and limits

/// Knight moves that score nothing, for White and Black in turn.
const SHUFFLE: [&str; 4] = ["Nc3", "Nc6", "Nb1", "Nb8"];

#[test]
fn claims_draw_when_level_for_20_moves() {
    let mut t = T::board(standard_row(8), "");
    for i in 0..39 {
        let p = t.mv(SHUFFLE[i % 4]);
        assert!(p.outcome.is_none(), "ply {i}");
    }
    let p = t.mv(SHUFFLE[39 % 4]);
    assert_eq!(t.b().black_moves(), 20);
    let o = p.outcome.expect("a draw by the claims rule");
    assert_eq!(o.result, GameResult::Draw);
    assert_eq!(
        crate::i18n::en(&o.reason),
        "Draw on points, 0 each: the points were level after each of Black's last 20 moves."
    );
}

#[test]
fn claims_win_when_the_lead_never_shrinks() {
    let mut t = T::board(standard_row(8), "");
    t.moves("d4 Nf6 d5");
    // D after Black's moves: 0, then 1 from Black's second move on.
    let mut plies = 3;
    let mut outcome = None;
    while outcome.is_none() {
        let text = ["Nc6", "Nc3", "Nb8", "Nb1"][(plies - 3) % 4];
        outcome = t.mv(text).outcome;
        plies += 1;
        assert!(plies < 60);
    }
    assert_eq!(t.b().black_moves(), 20, "decided at Black's 20th move");
    let o = outcome.unwrap();
    assert_eq!(o.result, GameResult::WhiteWins);
    assert_eq!(
        crate::i18n::en(&o.reason),
        "White wins on points, 1 to 0: White's lead did not shrink over Black's last 20 moves."
    );
    // A lead that shrinks restarts the count.
    let mut t = T::board(standard_row(8), "");
    t.moves("d4 Nf6 d5 e5 Nc3 e4");
    assert_eq!(t.b().samples, [0, 0, 1, 0]);
    assert!(claim(&t.b().samples).is_none());
}

#[test]
fn the_move_limit_ends_the_game_on_points() {
    let mut t = T::board(standard_row(8), "limit=10");
    t.moves("d4 Nf6 d5");
    let mut n = 3;
    let mut last = None;
    while last.is_none() {
        last = t.mv(["Nc6", "Nc3", "Nb8", "Nb1"][(n - 3) % 4]).outcome;
        n += 1;
    }
    assert_eq!(n, 20, "after Black's 10th move");
    assert_eq!(
        en(&last.unwrap().reason),
        "White wins on points, 1 to 0: each player made the limit of 10 moves."
    );
    assert_eq!(
        en(&t.g.status(Viewer::Public)),
        "Points: White 1, Black 0.\nClocks: White 10:50, Black 10:50.\nMove 10 of 10."
    );
}

#[test]
fn a_side_without_moves_passes_and_both_stuck_ends() {
    // Black: Ka1 boxed in by its own pawns a2, b2, b1; nothing can move.
    let mut t = T::fen("7K/8/8/8/3R4/8/pp6/kp6 w - - 0 1", "");
    let p = t.mv("Rd5");
    let text = notes(&p);
    assert!(
        text.contains("1. Black: pass (no move) — 0 points. Black has nothing to do and passes."),
        "{text}"
    );
    assert_eq!(t.g.to_move(), Some(CH));
    assert_eq!(t.points(), [1, 0]);
    // White boxes itself in too: neither can move.
    let mut t = T::fen("6PK/6P1/7P/8/8/8/pp6/kp6 w - - 0 1", "");
    let p = t.mv("h7");
    let o = p.outcome.expect("stuck");
    assert_eq!(
        crate::i18n::en(&o.reason),
        "White wins on points, 3 to 0: neither player can move."
    );
}

// ------------------------------------------------------------------ texts and storage

#[test]
fn records_and_views() {
    let mut t = T::new(1);
    t.ok_bid(CH, "white raise 1");
    t.ok_bid(OP, "time raise 1 5+3");
    t.moves("e4 d5 exd5");
    assert_eq!(
        en(&t.g.moves(Viewer::Public)),
        "1. e4 (0)  d5 (0)\n2. exd5 (+1)\nPoints: White 1, Black 0."
    );
    let record = crate::i18n::en(&t.g.export(""));
    assert!(record.starts_with("Chpok: 1 chips each, clocks on.\nBidding:\n1. Challenger: white raise 1 — Challenger plays White\n2. Opponent: time raise 1 — 5+3\n"), "{record}");
    assert!(
        record.contains("Moves:\n1. e4 (0)  d5 (0)\n2. exd5 (+1)\nPoints: White 1, Black 0."),
        "{record}"
    );
    let view = t.g.view(Viewer::Public).unwrap();
    assert_eq!(view.files, 8);
    assert_eq!(view.last_move, [(4, 3), (3, 4)]);
    assert_eq!(en(&view.lines[0]), "Points: White 1, Black 0");
    // (tests/render.rs draws the views the rules build.)
    let wide = T::board(standard_row(10), "width=10");
    let view = wide.g.view(Viewer::Seat(OP)).unwrap();
    assert!(view.flipped);
    assert_eq!((view.files, view.ranks), (10, 8));
    let o = t.g.resign(OP);
    assert!(en(&t.g.export("")).ends_with(&format!("Result: 1-0, {}", en(&o.reason))));
}

#[test]
fn save_and_load_round_trip() {
    let mut t = T::new(2);
    t.ok_bid(CH, "x raise 1 koth newborn undo=2 points=1,0,0,2,3,4,0");
    let json = t.g.save().expect("saves");
    let back = Chpok::from_json(json.clone()).unwrap();
    assert_eq!(back, t.g);
    t.ok_bid(OP, "white raise 1");
    t.ok_bid(CH, "row raise 1 RNBQKBNR");
    t.ok_bid(OP, "time raise 1 3+2");
    t.moves("e4 e5 P@e2 Nc6");
    t.undo(CH).unwrap();
    let back = Chpok::from_json(t.g.save().expect("saves")).unwrap();
    assert_eq!(back, t.g);
    assert_eq!(back.save().expect("saves"), t.g.save().expect("saves"));
    assert!(Chpok::from_json(serde_json::json!({"chips": 3})).is_err());
    assert!((KIND.load)(serde_json::Value::Null).is_err());
}
