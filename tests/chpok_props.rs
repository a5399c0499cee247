//! Property tests for Chpok: random biddings end, random games end, undo
//! restores exactly, storage round-trips, and no text changes a game it
//! is refused by.

use boardbot::rules::chess::{Color, MoveKind};
use boardbot::rules::chpok::{
    standard_row, Action, BoardPhase, Chpok, Features, TimeControl, FLAGS,
};
use boardbot::rules::{Game, Played, Refusal, Seat, TestCtx};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

struct Table {
    g: Chpok,
    env: TestCtx,
}

impl Table {
    fn new(g: Chpok, seed: u64) -> Table {
        Table {
            g,
            env: TestCtx::new(seed),
        }
    }

    fn command(&mut self, seat: Seat, name: &str, args: &str) -> Result<Played, Refusal> {
        self.g.command(seat, name, args, &mut self.env.ctx())
    }

    fn play(&mut self, seat: Seat, text: &str) -> Result<Played, Refusal> {
        self.g.play(seat, text, &mut self.env.ctx())
    }

    fn board(&self) -> &BoardPhase {
        self.g.board.as_ref().expect("board phase")
    }
}

/// A game in its board phase with the features of `x`.
fn board_game(x: &str, seed: u64) -> Table {
    let features = Features::default()
        .with_changes(x)
        .unwrap_or_else(|e| panic!("{x}: {e}"));
    let mut g = Chpok::new(15, false, 0);
    g.board = Some(BoardPhase::new(
        Seat::White,
        TimeControl {
            minutes: 5,
            bonus: 0,
        },
        standard_row(features.width),
        features,
    ));
    Table::new(g, seed)
}

/// Every text the player to move could type for a legal action.
fn legal_texts(b: &BoardPhase) -> Vec<String> {
    let moves = b.pos.moves();
    let mut out: Vec<String> = moves.iter().map(|&m| b.move_text(m, &moves)).collect();
    let f = &b.features;
    if f.has(boardbot::rules::chpok::Flag::Pass) {
        out.push("pass".into());
    }
    if f.has(boardbot::rules::chpok::Flag::Remove) {
        let side = b.side();
        for (sq, p) in b.pos.pieces() {
            if p.color == side {
                out.push(format!("remove {sq}"));
            }
        }
    }
    out
}

/// A random feature set.
fn features_text(rng: &mut StdRng) -> String {
    let mut parts = vec![
        format!("width={}", rng.random_range(6..=10)),
        format!("limit={}", rng.random_range(10..=40)),
        format!("undo={}", rng.random_range(0..=5)),
        format!("castles={}", rng.random_range(0..=5)),
    ];
    let pts: Vec<String> = (0..7)
        .map(|_| rng.random_range(0..=9).to_string())
        .collect();
    parts.push(format!("points={}", pts.join(",")));
    for f in FLAGS {
        if rng.random_bool(0.4) {
            parts.push(f.to_string());
        }
    }
    parts.join(" ")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Random bids (legal ones from the buttons, and garbage) always end
    /// the bidding within two accepted bids per chip, and refused bids
    /// change nothing.
    #[test]
    fn random_biddings_end(seed in any::<u64>(), chips in 1u32..=20) {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut t = Table::new(Chpok::new(chips, true, 0), seed);
        let garbage = [
            "", "white", "x raise", "x raise 1 wings", "time raise 1 0+0", "row raise 1 KK",
            "white call", "time raise 99", "x raise 1 width=12", "row raise 2 default",
            "x raise 3 default koth", "time raise 1 180+60", "white raise 1 me",
        ];
        let mut accepted = 0u32;
        let mut steps = 0;
        while t.g.board.is_none() && t.g.outcome.is_none() {
            steps += 1;
            prop_assert!(steps < 10_000, "the bidding does not end");
            let seat = t.g.to_move().expect("someone bids");
            let before = t.g.clone();
            let choices = t.g.choices(seat);
            t.env.now_ms += rng.random_range(0..2000);
            let (who, args) = if rng.random_bool(0.3) {
                let w = if rng.random_bool(0.8) { seat } else { seat.other() };
                (w, garbage[rng.random_range(0..garbage.len())].to_string())
            } else {
                prop_assert!(!choices.is_empty(), "a bidder with no legal bid");
                let mut c = choices[rng.random_range(0..choices.len())].clone();
                if c.command.ends_with(" ?") {
                    // A raise button asks for the value: refused with the
                    // values as buttons, and nothing changes.
                    let asked = c.command.trim_start_matches("/bid ").to_string();
                    prop_assert!(t.command(seat, "bid", &asked).is_err());
                    prop_assert_eq!(&t.g, &before);
                    let values = t.g.choices_after_refusal(seat, &c.command);
                    prop_assert!(!values.is_empty(), "no values for {}", c.command);
                    c = values[rng.random_range(0..values.len())].clone();
                }
                let args = c.command.trim_start_matches("/bid ").to_string();
                // Add a value now and then.
                let extra = match (args.split(' ').next(), rng.random_range(0..3)) {
                    (Some("time"), 0) => " 7+2",
                    (Some("row"), 0) => " default",
                    (Some("x"), 0) => " width=6 koth",
                    (Some("x"), 1) => " default",
                    _ => "",
                };
                (seat, format!("{args}{extra}"))
            };
            match t.command(who, "bid", &args) {
                Ok(p) if p.outcome.is_some() => {
                    // A bidding clock ran out before the bid: that ends it.
                    prop_assert!(t.g.board.is_none());
                    return Ok(());
                }
                Ok(_) => {
                    accepted += 1;
                    prop_assert!(who == seat);
                    let spent: u32 = t.g.bidding.chips.iter().sum();
                    prop_assert!(spent < before.bidding.chips.iter().sum::<u32>() || t.g.board.is_some());
                }
                Err(_) => prop_assert_eq!(&t.g, &before, "refused {} changed the game", args),
            }
            let back = Chpok::from_json(t.g.save().expect("saves")).expect("loads");
            prop_assert_eq!(&back, &t.g);
        }
        prop_assert!(accepted <= 2 * chips);
        let b = t.board();
        prop_assert_eq!(b.pos.geometry().width, b.features.width);
        prop_assert_eq!(b.row.chars().count(), usize::from(b.features.width));
        prop_assert_eq!(t.g.to_move(), Some(b.white_seat), "White moves first");
    }

    /// Random legal games with random features end within the move limit,
    /// the points add up, D is sampled after each Black ply, and the game
    /// survives storage at every step.
    #[test]
    fn random_games_end(seed in any::<u64>()) {
        let mut rng = StdRng::seed_from_u64(seed);
        let x = features_text(&mut rng);
        let mut t = board_game(&x, seed);
        let limit = usize::from(t.board().features.limit);
        let mut plies = 0;
        while let Some(seat) = t.g.to_move() {
            let texts = legal_texts(t.board());
            prop_assert!(!texts.is_empty(), "{}: nothing to do", x);
            let text = &texts[rng.random_range(0..texts.len())];
            let p = t.play(seat, text);
            prop_assert!(p.is_ok(), "{}: {} refused: {:?}", x, text, p);
            plies += 1;
            prop_assert!(plies <= 2 * limit + 2, "{}: beyond the limit", x);
            let b = t.board();
            let sum = |c: Color| -> i64 {
                b.plies.iter().map(|p| {
                    if p.color == c { p.score.total() } else { p.score.opponent }
                }).sum()
            };
            prop_assert_eq!(b.points, [sum(Color::White), sum(Color::Black)]);
            let black = b.plies.iter().filter(|p| p.color == Color::Black).count();
            prop_assert_eq!(b.samples.len(), black + 1);
            if b.plies.last().map(|p| p.color) == Some(Color::Black) {
                prop_assert_eq!(b.samples.last().copied(), Some(b.points[0] - b.points[1]));
            }
            if plies % 7 == 0 {
                let back = Chpok::from_json(t.g.save().expect("saves")).expect("loads");
                prop_assert_eq!(&back, &t.g);
            }
        }
        prop_assert!(t.g.outcome.is_some());
    }

    /// Undo goes back to exactly the position, points, samples and
    /// castling counts before the player's last move.
    #[test]
    fn undo_restores_exactly(seed in any::<u64>()) {
        let mut rng = StdRng::seed_from_u64(seed);
        let x = format!("{} undo=5 limit=888", features_text(&mut rng));
        let mut t = board_game(&x, seed);
        let mut undos = 0;
        let mut snapshots: Vec<(Seat, BoardPhase)> = Vec::new();
        for _ in 0..60 {
            let Some(seat) = t.g.to_move() else { break };
            // Now and then the player to move (or the other) undoes.
            if undos < 8 && rng.random_bool(0.25) {
                let who = if rng.random_bool(0.5) { seat } else { seat.other() };
                let color = t.board().color_of(who);
                let target = snapshots.iter().rev().find(|(s, _)| *s == who).map(|(_, b)| b.clone());
                let used = t.board().undos_used;
                match t.command(who, "undo", "") {
                    Ok(_) => {
                        undos += 1;
                        let want = target.expect("a move to undo");
                        let b = t.board();
                        prop_assert_eq!(&b.pos, &want.pos);
                        prop_assert_eq!(b.points, want.points);
                        prop_assert_eq!(&b.samples, &want.samples);
                        prop_assert_eq!(&b.plies, &want.plies);
                        for c in [Color::White, Color::Black] {
                            prop_assert_eq!(b.pos.castles_left(c), want.pos.castles_left(c));
                        }
                        prop_assert_eq!(b.undos_used[color.index()], used[color.index()] + 1);
                        // Snapshots after that point are gone.
                        let n = b.plies.len();
                        snapshots.retain(|(_, s)| s.plies.len() < n);
                    }
                    Err(_) => prop_assert!(target.is_none() || used[color.index()] >= 5),
                }
                continue;
            }
            let texts = legal_texts(t.board());
            let text = texts[rng.random_range(0..texts.len())].clone();
            snapshots.push((seat, t.board().clone()));
            let p = t.play(seat, &text);
            prop_assert!(p.is_ok(), "{}: {:?}", text, p);
        }
    }

    /// Arbitrary texts are refused without a change or accepted; never a
    /// panic. Commands likewise.
    #[test]
    fn arbitrary_texts_never_break_a_game(
        texts in proptest::collection::vec(
            prop_oneof![
                ".{0,20}",
                "[a-lA-L][0-9]{1,2}[a-l][0-9]{1,2}[qrbnkdQRBNKD]?",
                "[KQRBNDP]?[a-l]?x?[a-l][1-9](=[A-Z])?[+#!?]*",
                "(remove|castle|pass|O-O|O-O-O|0-0) ?[a-m]?[0-9]{0,2} ?[a-m]?[0-9]{0,2}",
                "(white|time|row|x|w|t) (call|raise) ?[0-9]{0,3} ?.{0,12}",
                "@[a-k][1-9]",
            ],
            1..20,
        ),
        seed in any::<u64>(),
    ) {
        let mut rng = StdRng::seed_from_u64(seed);
        let x = features_text(&mut rng);
        for mut t in [Table::new(Chpok::new(5, true, 0), seed), board_game(&x, seed)] {
            for text in &texts {
                let Some(seat) = t.g.to_move() else { break };
                for who in [seat, seat.other()] {
                    let before = t.g.clone();
                    match t.play(who, text) {
                        Ok(p) => prop_assert!(p.board),
                        Err(_) => prop_assert_eq!(&t.g, &before, "{} changed the game", text),
                    }
                    let before = t.g.clone();
                    if t.command(who, "bid", text).is_err() {
                        prop_assert_eq!(&t.g, &before, "/bid {} changed the game", text);
                    }
                    let _ = t.g.choices_after_refusal(who, text);
                }
            }
            let _ = t.g.status(boardbot::rules::Viewer::Public);
            let _ = t.g.moves(boardbot::rules::Viewer::Public);
            let _ = t.g.export("");
            let back = Chpok::from_json(t.g.save().expect("saves")).expect("loads");
            prop_assert_eq!(&back, &t.g);
        }
    }
}

#[test]
fn castling_moves_are_written_so_they_parse_back() {
    // Every legal move's text resolves back to that move, castling included.
    let mut t = board_game("cruelkings castles=5 pawnsback superqueen bishopstep", 1);
    let mut rng = StdRng::seed_from_u64(9);
    for _ in 0..200 {
        let Some(seat) = t.g.to_move() else { break };
        let b = t.board();
        let moves = b.pos.moves();
        for &m in &moves {
            let text = b.move_text(m, &moves);
            assert_eq!(b.parse(&text), Ok(Action::Move(m)), "{text}");
        }
        let castles: Vec<_> = moves
            .iter()
            .filter(|m| m.kind == MoveKind::Castle)
            .collect();
        let pick = if !castles.is_empty() && rng.random_bool(0.5) {
            *castles[0]
        } else {
            moves[rng.random_range(0..moves.len())]
        };
        let text = b.move_text(pick, &moves);
        t.play(seat, &text).expect("legal");
    }
}
