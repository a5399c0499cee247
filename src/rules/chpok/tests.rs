use rand::rngs::StdRng;
use rand::SeedableRng;

use super::clocks::{BID_CAP_MS, BID_START_MS};
use super::*;
use crate::rules::chess::{Color, Kind, Piece, Position, Square};

const CH: Seat = Seat::White; // the challenger
const OP: Seat = Seat::Black; // the opponent

/// A game with its own virtual time and randomness.
struct T {
    g: Chpok,
    now: i64,
    rng: StdRng,
    settings: Settings,
}

impl T {
    fn new(chips: u32) -> T {
        T {
            g: Chpok::new(chips, true, 1_000_000),
            now: 1_000_000,
            rng: StdRng::seed_from_u64(3),
            settings: Settings::default(),
        }
    }

    /// A game in its board phase: the challenger White, 10+5, `row`,
    /// `features` (as `/bid x` text).
    fn board(row: &str, features: &str) -> T {
        let mut t = T::new(15);
        let f = Features::default().with_changes(features).unwrap();
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
        let mut ctx = Ctx {
            now_ms: self.now,
            rng: &mut self.rng,
            settings: &self.settings,
        };
        f(&mut self.g, &mut ctx)
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
        let e = self.bid(seat, args).expect_err(args).0;
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
        let e = self.play(text).expect_err(text).0;
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
        self.g.board_text(Viewer::Public)
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
        .map(|n| n.text.clone())
        .collect::<Vec<_>>()
        .join("\n")
}

// ------------------------------------------------------------------ options

#[test]
fn options_of_new() {
    let mut rng = StdRng::seed_from_u64(1);
    let settings = Settings::default();
    let mut ctx = Ctx {
        now_ms: 0,
        rng: &mut rng,
        settings: &settings,
    };
    let opts = |o: &[(&str, &str)]| -> Options {
        o.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    };
    let g = create(&opts(&[("chips", "7"), ("clocks", "off")]), &mut ctx).unwrap();
    assert_eq!(g.deadline(), None, "clocks=off: no deadline");
    let table = g.board_text(Viewer::Public);
    let chips: Vec<&str> = table
        .lines()
        .find(|l| l.starts_with("chips left"))
        .map(|l| l.split_whitespace().collect())
        .unwrap_or_default();
    assert_eq!(chips, ["chips", "left", "7", "7"], "{table}");
    assert!(!table.contains("bidding clock"), "no clocks: {table}");
    for (bad, why) in [
        (("color", "white"), "bid for"),
        (("days", "3"), "own clocks"),
        (("chips", "0"), "from 1 to 99"),
        (("chips", "x"), "from 1 to 99"),
        (("clocks", "maybe"), "on or off"),
        (("size", "7"), "no option 'size'"),
    ] {
        let e = create(&opts(&[bad]), &mut ctx).err().expect("refused").0;
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
    t.settings.chpok_minutes = vec![7];
    t.settings.chpok_bonus = vec![4];
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
        t.rng = StdRng::seed_from_u64(seed);
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
    let e = t.play("e4").unwrap_err().0;
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
    assert_eq!(h.describe(), "noep");
    assert_eq!(d.describe(), "all defaults");
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
