//! The computer opponent: mates in two found within level 5's budget
//! (standard chess through the kernel, Korpalski drop mates), Kriegspiel's
//! secrecy (equal knowledge, different hidden boards: the same attempt),
//! and short seeded games of every game played to their end.

use boardbot::engine::arena;
use boardbot::engine::chess::{Search, Variant, MATE};
use boardbot::engine::{Engine, Level, Searcher, Spec};
use boardbot::rules::chess::{Color, Kind, Move, Piece, Position, Rules, Square};
use boardbot::rules::korpalski::Korpalski;
use boardbot::rules::kriegspiel::{Kriegspiel, RuleSet};
use boardbot::rules::{Game, Seat, TestCtx};
use rand::SeedableRng;

fn mated(pos: &Position) -> bool {
    pos.moves().is_empty() && pos.in_check()
}

fn mates_in_one(pos: &Position) -> bool {
    pos.moves().into_iter().any(|m| mated(&pos.after(m)))
}

/// `m` mates in two: every reply allows a mate in one.
fn mates_in_two_with(pos: &Position, m: Move) -> bool {
    let p1 = pos.after(m);
    let replies = p1.moves();
    !replies.is_empty() && replies.into_iter().all(|r| mates_in_one(&p1.after(r)))
}

fn is_mate_in_two(pos: &Position) -> bool {
    !mates_in_one(pos) && pos.moves().into_iter().any(|m| mates_in_two_with(pos, m))
}

const CHESS_MATES_IN_TWO: &[&str] = &[
    // Morphy: 1.Ra6 bxa6 2.b7#.
    "kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1",
    // Légal's pattern: 1.Nf6+ gxf6 2.Bxf7#.
    "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1",
    // 1.Qd8+ Bxd8 2.Re8#.
    "r1b2k1r/ppp1bppp/8/1B1Q4/5q2/2P5/PPP2PPP/R3R1K1 w - - 1 1",
    // The rook ladder.
    "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1",
    // The same for Black.
    "1r4k1/r7/8/8/8/8/8/7K b - - 0 1",
];

#[test]
fn level_5_finds_every_chess_mate_in_two() {
    for fen in CHESS_MATES_IN_TWO {
        let pos = Position::from_fen(fen, Rules::chess()).unwrap();
        assert!(is_mate_in_two(&pos), "not a mate in two: {fen}");
        let roots = pos.moves();
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        let found = Search::new()
            .search(
                &pos,
                Variant::Chess,
                [0, 0],
                &roots,
                &Level::new(5),
                &mut rng,
            )
            .unwrap();
        let m = roots[found.index];
        assert!(found.score > MATE - 10, "{fen}: score {}", found.score);
        assert!(
            mates_in_two_with(&pos, m),
            "{fen}: {} does not mate in two",
            pos.san(m)
        );
    }
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// A Korpalski position: `men` on the board, `reserve` for the side to
/// move (the other side has nothing to drop).
fn korpalski(men: &[(&str, Color, Kind)], side: Color, reserve: &[Kind]) -> Korpalski {
    let mut pos = Position::empty(Rules::korpalski()).unwrap();
    for &(s, c, k) in men {
        pos.put(sq(s), Some(Piece::new(c, k)));
    }
    for c in [Color::White, Color::Black] {
        for k in Kind::ALL {
            pos.set_reserve(c, k, 0);
        }
    }
    for &k in reserve {
        pos.set_reserve(side, k, pos.reserve(side, k) + 1);
    }
    pos.set_side_to_move(side);
    Korpalski::from_position(pos, [[0; Kind::COUNT]; 2])
}

#[test]
fn level_5_finds_korpalski_drop_mates() {
    use Kind::*;
    use Seat::{Black as B, White as W};
    let games = [
        // A rook dropped on the e-file, then Re8# (Bd3 guards h7).
        korpalski(
            &[
                ("f7", W, King),
                ("d3", W, Bishop),
                ("h8", B, King),
                ("g7", B, Pawn),
                ("h7", B, Pawn),
            ],
            W,
            &[Rook],
        ),
        // The same for Black.
        korpalski(
            &[
                ("f2", B, King),
                ("d6", B, Bishop),
                ("h1", W, King),
                ("g2", W, Pawn),
                ("h2", W, Pawn),
            ],
            B,
            &[Rook],
        ),
    ];
    for game in games {
        let pos = game.position().clone();
        assert!(is_mate_in_two(&pos), "not a mate in two:\n{pos:?}");
        let seat = game.turn();
        let mut engine = Spec::Level(5).build();
        let mut rng = rand::rngs::StdRng::seed_from_u64(3);
        let text = engine.choose(&game, seat, &mut rng).unwrap();
        let mut played = game.clone();
        played
            .play(seat, &text, &mut TestCtx::new(1).ctx())
            .unwrap();
        let m = *played.plies().last().map(|p| &p.mv).unwrap();
        assert!(m.is_drop(), "{text}: the mate starts with a drop here");
        assert!(mates_in_two_with(&pos, m), "{text} does not mate in two");
        // And the engine finishes it against every defence.
        for reply in played.legal_texts() {
            let mut g = played.clone();
            g.play(seat.other(), &reply, &mut TestCtx::new(1).ctx())
                .unwrap();
            let mate = engine.choose(&g, seat, &mut rng).unwrap();
            g.play(seat, &mate, &mut TestCtx::new(1).ctx()).unwrap();
            let o = g.outcome().expect("mate ends the game");
            assert!(
                o.reason.contains("checkmate"),
                "{reply} {mate}: {}",
                o.reason
            );
        }
    }
}

fn kriegspiel(moves: &[&str]) -> Kriegspiel {
    let mut k = Kriegspiel::new(RuleSet::Wild16);
    for m in moves {
        let seat = k.turn();
        let p = k.play(seat, m, &mut TestCtx::new(1).ctx()).unwrap();
        assert!(p.board, "{m} should be legal");
    }
    k
}

/// `spec`'s engine with its node budget only: the wall-clock cap (a
/// safety net) would make the two games' choices differ on a loaded
/// machine for reasons that have nothing to do with what the bot knows.
fn unhurried(spec: Spec) -> Box<dyn Engine> {
    match spec {
        Spec::Level(k) => {
            let mut level = Level::new(k);
            level.budget.time = std::time::Duration::from_secs(600);
            Box::new(Searcher::new(level))
        }
        other => other.build(),
    }
}

#[test]
fn kriegspiel_bot_never_reads_the_referees_board() {
    // Black heard the same in both games, but only in the first can its
    // knight take a pawn on e4 (and a bot reading the board would).
    let pairs = [
        (
            kriegspiel(&["e4", "Nf6", "Nc3"]),
            kriegspiel(&["a3", "Nf6", "h3"]),
        ),
        (kriegspiel(&["e4"]), kriegspiel(&["d4"])),
        (
            kriegspiel(&["e4", "e5", "Qh5", "Nc6", "Bc4"]),
            kriegspiel(&["d3", "e5", "Nf3", "Nc6", "g3"]),
        ),
    ];
    for (a, b) in &pairs {
        assert_ne!(a.position(), b.position(), "the hidden boards differ");
        assert_eq!(a.knowledge(Seat::Black), b.knowledge(Seat::Black));
        // Level 1 blunders (in Kriegspiel half the time): twelve seeds take that
        // path too; `Random` is the bot's fallback.
        let specs = [
            (Spec::Level(1), 12),
            (Spec::Level(3), 3),
            (Spec::Level(5), 3),
            (Spec::Random, 6),
        ];
        for (spec, seeds) in specs {
            for seed in 0..seeds {
                let mut ra = rand::rngs::StdRng::seed_from_u64(seed);
                let mut rb = rand::rngs::StdRng::seed_from_u64(seed);
                let ca = unhurried(spec).choose(a, Seat::Black, &mut ra);
                let cb = unhurried(spec).choose(b, Seat::Black, &mut rb);
                assert!(ca.is_some());
                assert_eq!(ca, cb, "{}, seed {seed}", spec.name());
            }
        }
    }
}

#[test]
fn every_game_is_played_to_its_end_with_legal_texts_only() {
    for game in [
        "korpalski",
        "exchange size=5",
        "chpok clocks=off",
        "opok size=5",
        "kriegspiel",
    ] {
        for (a, b) in [
            (Spec::Level(1), Spec::Random),
            (Spec::Greedy, Spec::Level(2)),
        ] {
            let t = arena::play(game, a, b, 2, 11, |_, _| {}).unwrap();
            assert_eq!(t.games(), 2, "{game}");
            assert_eq!(
                t.refused, 0,
                "{game}: {} refused texts: {:?}",
                t.refused, t.examples
            );
            assert_eq!(t.unfinished, 0, "{game}: unfinished games");
        }
    }
}

/// The bot accepts a draw only when its evaluation says it is not better:
/// a queen up it declines, a queen down it accepts (from either seat).
#[test]
fn the_bot_accepts_a_draw_only_when_it_is_not_better() {
    use Kind::*;
    let white_queen_up = korpalski(
        &[
            ("e1", Color::White, King),
            ("d1", Color::White, Queen),
            ("e8", Color::Black, King),
        ],
        Color::White,
        &[],
    );
    assert!(!boardbot::engine::accepts_draw(
        &white_queen_up,
        Seat::White
    ));
    assert!(boardbot::engine::accepts_draw(&white_queen_up, Seat::Black));
    let black_queen_up = korpalski(
        &[
            ("e1", Color::White, King),
            ("e8", Color::Black, King),
            ("d8", Color::Black, Queen),
        ],
        Color::White,
        &[],
    );
    assert!(boardbot::engine::accepts_draw(&black_queen_up, Seat::White));
    assert!(!boardbot::engine::accepts_draw(
        &black_queen_up,
        Seat::Black
    ));
}

/// A refused Kriegspiel attempt keeps the seat on its turn (the pool then
/// counts the next decision's time from the turn's start); a move made,
/// or any other game, does not.
#[test]
fn a_refused_kriegspiel_attempt_continues_the_turn() {
    use boardbot::engine::mid_turn;
    let mut k = kriegspiel(&["e4"]);
    assert!(!mid_turn(&k, Seat::Black));
    // The queen is behind its own pawn: illegal, still Black's turn.
    let p = k
        .play(Seat::Black, "d8d6", &mut TestCtx::new(1).ctx())
        .unwrap();
    assert!(!p.board, "d8d6 is illegal here");
    assert_eq!(k.to_move(), Some(Seat::Black));
    assert!(mid_turn(&k, Seat::Black));
    k.play(Seat::Black, "e7e5", &mut TestCtx::new(1).ctx())
        .unwrap();
    assert!(!mid_turn(&k, Seat::Black));
    assert!(!mid_turn(&k, Seat::White));
    let opok = arena::new_game("opok size=5", &mut TestCtx::new(1).ctx()).unwrap();
    assert!(!mid_turn(opok.as_ref(), Seat::White));
}
