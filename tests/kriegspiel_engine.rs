//! Kriegspiel's level 5 converts a won ending against a greedy opponent
//! (one that sees the referee's board and takes whatever it can): its king
//! goes for the enemy pawn it can take, its own pawn runs to promotion, and
//! the queen mates blind, all before the 50-move rule. Before the ending
//! terms (src/engine/kriegspiel/plan.rs) the bot's king wandered about
//! until the 50-move rule drew such games.

use std::time::Duration;

use boardbot::engine::{kriegspiel, Engine, GreedyEngine, Level, RandomEngine};
use boardbot::rules::kriegspiel::{Kriegspiel, RuleSet};
use boardbot::rules::{Game, GameResult, Seat, TestCtx};
use rand::SeedableRng;

/// Plays `fen` out, the bot (to move) at level 5 with `ms` per decision
/// against greedy; the game's result for the bot and the bot's moves.
fn play_out(fen: &str, ms: u64, seed: u64) -> (Option<GameResult>, u32, String) {
    play_out_against(fen, ms, seed, &mut GreedyEngine, true)
}

/// [`play_out`] against `opponent`; `start_known`: whether the bot knows
/// where the enemy men start (as in a problem).
fn play_out_against(
    fen: &str,
    ms: u64,
    seed: u64,
    opponent: &mut dyn Engine,
    start_known: bool,
) -> (Option<GameResult>, u32, String) {
    let mut game = Kriegspiel::from_fen(fen, RuleSet::Wild16).expect("a legal position");
    let bot = game.turn();
    let level = Level::new(5).within(Duration::from_millis(ms));
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut moves = 0;
    for _ in 0..2_000 {
        let Some(seat) = game.to_move() else { break };
        let text = if seat == bot {
            kriegspiel::choose_with(&game.knowledge(bot), &level, start_known, &mut rng)
        } else {
            opponent.choose(&game, seat, &mut rng)
        }
        .expect("a move to make");
        let before = game.chess().history().len();
        game.play(seat, &text, &mut TestCtx::new(seed).ctx())
            .expect("the engines' texts are accepted");
        if seat == bot && game.chess().history().len() > before {
            moves += 1;
        }
    }
    let result = game.outcome().map(|o| o.result);
    let reason = game
        .outcome()
        .map(|o| boardbot::i18n::en(&o.reason))
        .unwrap_or_default();
    (result, moves, reason)
}

/// The enemy has its king and pawns blocked by the bot's men, and the bot
/// does not know where they start: it follows the king's squares as
/// against a bare king, and mates a random mover without stalemating it
/// or leaving it a man to take. From the boards alone, level 5 drew 3 of
/// 140 such games (seeds 0–19 of seven positions): its queen left to the
/// king twice in the first, a stalemate in the second; and three of its
/// own stalemates of a king with blocked pawns drew whole games against a
/// random mover (seeds 60, 62 and 65 of the arena). Now 140 of 140 win.
#[test]
fn level_5_mates_a_king_beside_blocked_pawns() {
    for (fen, seeds) in [
        ("6k1/8/8/8/8/4p3/4K2P/Q7 w - - 0 1", [17, 18]),
        ("7r/5p1P/5k2/4p1p1/4P3/5q2/8/2n1K2b b - - 0 1", [3, 9]),
        ("8/8/2k5/8/1p5p/1P5P/8/3QK3 w - - 0 1", [0, 1]),
    ] {
        let game = Kriegspiel::from_fen(fen, RuleSet::Wild16).unwrap();
        let bot = game.turn();
        for seed in seeds {
            let (result, moves, reason) =
                play_out_against(fen, 300, seed, &mut RandomEngine, false);
            assert_eq!(
                result,
                Some(GameResult::win_for(bot)),
                "{fen} seed {seed}: {reason} after {moves} moves"
            );
            assert!(moves <= 70, "{fen} seed {seed}: won only in {moves} moves");
        }
    }
}

#[test]
fn level_5_wins_king_and_pawn_against_a_blocked_pawn() {
    // Each pawn blocks the other: the bot's king must take the enemy pawn
    // (which no one defends) before its own pawn can run. Seeds 3 and 6 of
    // the first and 14 of the second were drawn when the bare-king
    // procedure scored a lone pawn by its steps to promotion (an h-pawn
    // pushed too late, the pawn left to the king, `a8=Q+ Kxa8`); it now
    // has a king-and-pawn table.
    for (fen, seed) in [
        ("6k1/7p/7P/8/8/8/8/K7 b - - 0 1", 1),
        ("7k/8/8/8/8/p7/P7/4K3 w - - 0 1", 2),
        ("6k1/7p/7P/8/8/8/8/K7 b - - 0 1", 3),
        ("6k1/7p/7P/8/8/8/8/K7 b - - 0 1", 6),
        ("7k/8/8/8/8/p7/P7/4K3 w - - 0 1", 14),
    ] {
        let game = Kriegspiel::from_fen(fen, RuleSet::Wild16).unwrap();
        let bot = game.turn();
        let (result, moves, reason) = play_out(fen, 300, seed);
        assert_eq!(
            result,
            Some(GameResult::win_for(bot)),
            "{fen} seed {seed}: {reason} after {moves} moves"
        );
        assert!(moves <= 80, "{fen} seed {seed}: won only in {moves} moves");
    }
}

/// With little time (many games at once shrink the budget) level 5 still
/// weighs every attempt: it used to score the attempts one after the other
/// in the order of their names and, out of time, play the best of the
/// first few (it shuffled a rook from a1 to a3 and back for twenty moves
/// while its men were taken). Here only the rook on h1 taking the queen
/// on h7 (the set-up start is known) saves the rook and wins the queen,
/// and it comes last by name.
#[test]
fn level_5_out_of_time_still_weighs_every_attempt() {
    let fen = "k7/7q/8/8/8/8/P7/K6R w - - 0 1";
    for seed in 0..3 {
        let game = Kriegspiel::from_fen(fen, RuleSet::Wild16).expect("a legal position");
        let level = Level::new(5).within(Duration::from_millis(1));
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let text = kriegspiel::choose(&game.knowledge(game.turn()), &level, &mut rng);
        assert_eq!(text.as_deref(), Some("h1h7"), "seed {seed}");
    }
}

/// White's attempts (level 5 with `ms` to think, one per seed of
/// `seeds`) after Black, to move in `fen`, plays `h7h6` unseen; and the
/// game at that point.
fn white_attempts_after_h7h6(
    fen: &str,
    ms: u64,
    seeds: std::ops::Range<u64>,
) -> (Kriegspiel, Vec<(u64, String)>) {
    use boardbot::rules::Seat;
    let mut game = Kriegspiel::from_fen(fen, RuleSet::Wild16).expect("a legal position");
    game.play(Seat::Black, "h7h6", &mut TestCtx::new(1).ctx())
        .expect("a legal move");
    let known = game.knowledge(Seat::White);
    let level = Level::new(5).within(Duration::from_millis(ms));
    let attempts = seeds
        .map(|seed| {
            let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
            let text = kriegspiel::choose(&known, &level, &mut rng).expect("an attempt");
            (seed, text)
        })
        .collect();
    (game, attempts)
}

/// Out of time (many games at once), level 5 searches only a board or two
/// of its sample, but the others count too, by their static value less
/// what it leaves in an enemy man's reach. Black's bishop on e6 guards g4
/// through f5 and watches d5, b3 and d7, and Black's unseen reply (a pawn step) left it there: on
/// most boards that fit what White heard the queen is lost on those
/// squares. Before, the queen went there whenever the one board searched
/// had the bishop elsewhere (20 of these 40 seeds: it took the pawn on
/// g4, attacked the bishop from d5, b3 or d7, or went to f3 where the g4
/// pawn takes), and greedy would take it.
#[test]
fn level_5_out_of_time_does_not_put_its_queen_where_a_bishop_takes_it() {
    use boardbot::rules::chess::{Color, Kind};
    use boardbot::rules::Seat;
    let (game, attempts) =
        white_attempts_after_h7h6("7k/6pp/4b3/8/6p1/8/8/2KQ4 b - - 0 1", 1, 0..40);
    let mut lost = Vec::new();
    for (seed, text) in attempts {
        let mut after = game.clone();
        after
            .play(Seat::White, &text, &mut TestCtx::new(seed).ctx())
            .expect("an attempt is accepted (legal or not)");
        // The queen where a black man takes it on the real board.
        let real = after.position();
        let queen = real
            .pieces()
            .find(|(_, p)| p.color == Color::White && p.kind == Kind::Queen)
            .map(|(sq, _)| sq)
            .expect("the queen");
        if real.is_attacked(queen, Color::Black) {
            lost.push((seed, text));
        }
    }
    // Now 3 of 40 (all of its few boards had the bishop elsewhere).
    assert!(lost.len() <= 6, "the queen left en prise: {lost:?}");
}

/// A bare king hemmed in among three queens, a rook, two knights and two
/// bishops (seed 73's game 6, its start unknown to the bot): the tables,
/// which score one queen or rook at a time, liked only moves that
/// stalemated, and level 5 shuffled its rook until the 50-move rule drew
/// (these seeds: 4 draws in 4). Where the king's square is the only one it
/// may stand on, a search of the whole board finds the mate.
#[test]
fn level_5_mates_a_hemmed_in_king_among_many_men() {
    let fen = "1q6/8/7p/r6p/4bpk1/2p2n2/2q2nK1/4b3 b - - 0 1";
    for seed in 0..3 {
        let (result, moves, reason) = play_out_against(fen, 300, seed, &mut RandomEngine, false);
        assert_eq!(
            result,
            Some(GameResult::BlackWins),
            "seed {seed}: {reason} after {moves} moves"
        );
        assert!(moves <= 20, "seed {seed}: won only in {moves} moves");
    }
}

/// A mate on a few boards does not outweigh a queen lost on the others.
/// Black's knight on b7 guards d8; White's `Qd8` mates only where Black's
/// unseen move took the knight away (to a5, c5 or d8: 3 of Black's 21
/// moves) and loses the queen to `Nxd8` on nearly all the rest. When the
/// search's mate score (10^8) went into the mean, one mating board of the
/// sample was enough and level 5 played `Qd8` in all 20 of these seeds
/// (none now).
#[test]
fn level_5_does_not_give_its_queen_for_a_mate_on_a_few_boards() {
    let (_, attempts) =
        white_attempts_after_h7h6("7k/1n4pp/8/8/8/1r6/8/3Q3K b - - 0 1", 1000, 0..20);
    let gave: Vec<u64> = attempts
        .into_iter()
        .filter(|(_, text)| text == "d1d8")
        .map(|(seed, _)| seed)
        .collect();
    assert!(gave.len() <= 3, "Qd8 in seeds {gave:?}");
}

/// Seed 77's game 2 against random (level 5 Black, 715db86), up to Black's
/// 47th move: every action as `SEAT:attempt`, refused ones included.
/// White has its king on g4 and one man, a pawn on e6 blocked by Black's
/// knight; Black's boards had White's last man a knight (Black took every
/// man of White's without the kind it heard mattering) and saw `Qe3`, which
/// leaves the king no square, mate in two. It was a stalemate.
const SEED_77_BEFORE_QE3: &str = "
    W:a2a3 B:a7a5 W:b2b4 B:a5b4 W:e2e4 B:b7a6 B:a8a1 B:b7c6 B:c7d6 B:e7f6 B:f7e6
    B:e7d6 B:h7g6 B:d7e6 B:g7h6 B:c7b6 B:f7g6 B:d7c6 B:g7f6 B:c7c5 W:a3b4 B:a8a1
    W:c2c3 B:a1b1 W:c1b2 B:b1d1 W:f2f3 W:g2h3 W:f1a6 W:e1e2 B:b7a6 B:d1d5 B:c5d4
    B:b7c6 B:d1d6 B:d1d4 B:d7c6 B:g7f6 B:d1h1 B:d7e6 B:e7d6 B:h7g6 B:f7e6 B:d1g1
    B:f7g6 B:d1d3 B:e7f6 B:g7h6 B:c5b4 W:e4f5 W:g1h3 B:d1b1 W:b2a3 B:b4a3 W:c3c4
    B:a3a2 W:d2d4 B:a2a1q W:g2g4 B:b1f1 W:e2d1 W:h1d1 W:d4d5 B:a1d1 W:e2e1
    W:g4g5 W:e2d2 W:e2f1 W:h1d1 W:g4h5 W:c4b5 W:h1a1 W:h1b1 W:e2e3 B:e7e6 W:e4e5
    B:f8d6 W:h1b1 W:e3d2 W:h3g5 B:d1b1 W:h1f1 B:b1f1 W:g4h5 W:e3e2 W:d5c6 W:e3f3
    B:d8b6 W:e5f6 W:f2g3 W:d5d6 W:d5e6 B:f1f5 B:b6f2 W:f3e4 B:f7f5 W:h2h3 W:e5d6
    W:e6f7 W:h2h4 W:h2g3 W:e4e3 W:g5f3 W:e6d7 W:g5h7 W:c4d5 W:e4f3 W:c4c5 W:c4b5
    W:e4d5 B:f2f3 W:g4h5 W:e6f7 W:g5h3 W:g5h7 W:g5e4 B:f3e4 W:g4f5 W:d5c5 W:d5e4
    W:c4c5 W:d5d4 W:h2h3 W:d5c6 W:c4b5 W:e6d7 W:e5d6 W:e6f7 W:e5f6 W:h2g3 W:g4h5
    W:d5d6 B:e4g4 W:e6f7 W:c4c5 B:g4c4 W:e5f6 W:h2h4 B:f1f4 W:d6c7 B:c4a6 W:e6d7
    B:a6a1 B:c8d7 W:h4g5 W:c7b7 W:c7d6 W:c7b6 W:c5b6 W:c5d6 W:e5e6 W:c5c6 B:b8c6
    W:c7d7 W:c7d6 B:c6e7 W:h4h5 W:d6e7 W:d6c6 W:d6c7 B:a6e2 W:e5f6 W:h4g5 W:c7b7
    B:f4b4 W:e5f6 W:b7c7 B:b4b8 W:e5f6 W:c7d8 W:c7c8 W:h4h5 W:c7b6 W:e5d6 W:c7b8
    B:d7c6 W:e5e6 B:c6b7 W:h4g5 W:b8b7 B:e2e1 W:b7c6 W:b7a6 B:f5f4 W:a6b6 B:g7g5
    W:e6d7 W:b6c5 B:g5h4 W:c5c4 B:e1f2 W:e6d7 W:c4c3 B:e7c6 W:c3d3 B:c6b8 W:d3e2
    W:d3e4 B:f2a7 W:e4f4 B:h4h3 W:f4f3 B:g8e7 W:e6e7 W:f3g4 B:h3h2 W:g4h3
    B:h2h1q W:e6e7 W:h3g4
";

/// From seed 77's record, level 5 does not box in the king whose last man
/// may be a blocked pawn: before, 2 to 3 of 10 seeds played the
/// stalemating `Qe3` there; the boards now lose the kind of man heard
/// taken, and a king left no square beside pawns counts as a stalemate.
#[test]
fn level_5_does_not_box_in_a_king_whose_last_man_may_be_blocked() {
    let mut game = Kriegspiel::new(RuleSet::Wild16);
    for action in SEED_77_BEFORE_QE3.split_whitespace() {
        let (seat, text) = action.split_once(':').expect("SEAT:attempt");
        let seat = if seat == "W" {
            Seat::White
        } else {
            Seat::Black
        };
        game.play(seat, text, &mut TestCtx::new(1).ctx())
            .expect("the record's actions are accepted");
    }
    let bot = game.turn();
    assert_eq!(
        game.chess().position().to_fen().split(' ').next(),
        Some("1n2k2r/q3n2p/4P3/8/6K1/8/8/7q")
    );
    let level = Level::new(5).within(Duration::from_millis(1_000));
    for seed in 0..8 {
        let mut g = game.clone();
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let before = g.chess().history().len();
        while g.chess().history().len() == before {
            let text = kriegspiel::choose(&g.knowledge(bot), &level, &mut rng).expect("an attempt");
            g.play(bot, &text, &mut TestCtx::new(1).ctx())
                .expect("accepted");
        }
        let reason = g
            .outcome()
            .map(|o| boardbot::i18n::en(&o.reason))
            .unwrap_or_default();
        assert!(
            !reason.contains("talemate"),
            "seed {seed}: {}",
            g.chess().position().to_fen()
        );
    }
}
