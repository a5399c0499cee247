//! Opok's search: level 5 looks deeper than level 4 in the opening, where
//! a tall stack has thousands of moves, and the deeper look finds what a
//! shallower one misses.

use std::time::{Duration, Instant};

use boardbot::engine::opok::{analyse, Analysis};
use boardbot::engine::Level;
use boardbot::rules::computer::Reading;
use boardbot::rules::opok::{Board, Opok};
use boardbot::rules::{Game, Seat};
use rand::{Rng, SeedableRng};

/// `level` held by its nodes only (a minute of time), so the result is the
/// same on a loaded machine.
fn by_nodes(k: u8) -> Level {
    let mut level = Level::new(k);
    level.budget.time = Duration::from_secs(60);
    level
}

fn analysed(game: &Opok, level: &Level, seed: u64) -> Analysis {
    let seat = game.to_move().expect("someone to move");
    let Reading::Opok(reading) = game.reading(seat) else {
        panic!("Opok reads as Opok");
    };
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    analyse(&reading, level, &mut rng).expect("a move")
}

/// The 9×9 game after `plies` moves chosen by level 1 (seeded).
fn opening(plies: usize, seed: u64) -> Opok {
    let mut board = Board::new(9);
    let mut seat = Seat::White;
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    for _ in 0..plies {
        let game = Opok::from_position(board.clone(), seat);
        let Reading::Opok(reading) = game.reading(seat) else {
            unreachable!()
        };
        let found = analyse(&reading, &by_nodes(1), &mut rng).expect("a move");
        let m = reading.moves[found.best];
        board.apply(m.from, m.count, m.to);
        seat = seat.other();
    }
    Opok::from_position(board, seat)
}

#[test]
#[ignore = "prints depth, nodes and time per level; run with --nocapture"]
fn profile() {
    for (plies, seed) in [(0, 1), (2, 1), (6, 2), (20, 3), (40, 4)] {
        let game = opening(plies, seed);
        let moves = game.legal_moves().len();
        for k in 2..=5 {
            let started = Instant::now();
            let a = analysed(&game, &Level::new(k), 7);
            println!(
                "plies {plies:>2} moves {moves:>5} level {k}: depth {} nodes {:>8} in {:>5} ms",
                a.depth,
                a.nodes,
                started.elapsed().as_millis()
            );
        }
    }
}

/// The most positions [`solve`] visits before giving up.
const SOLVE_CAP: u64 = 40_000;

/// The exact result of `board` with `mover` to move, from `mover`'s side:
/// +1 won, 0 drawn, −1 lost, every move searched to the end of the game
/// (for endgames with few moves only).
fn solve(board: &Board, mover: Seat, nodes: &mut u64) -> i32 {
    *nodes += 1;
    if *nodes > SOLVE_CAP {
        return 0;
    }
    let mut best = -1;
    for from in 0..board.len() {
        if !board.get(from).is_some_and(|s| s.owner == mover) {
            continue;
        }
        for (count, to) in board.destinations(from) {
            let mut next = board.clone();
            next.apply(from, count, to);
            let v = value_after(&next, mover, nodes);
            best = best.max(v);
            if best == 1 {
                return 1;
            }
        }
    }
    best
}

/// The exact result after `mover` has moved, from `mover`'s side.
fn value_after(board: &Board, mover: Seat, nodes: &mut u64) -> i32 {
    if board.can_move(mover.other()) {
        -solve(board, mover.other(), nodes)
    } else if board.can_move(mover) {
        solve(board, mover, nodes)
    } else {
        (board.squares(mover) as i32 - board.squares(mover.other()) as i32).signum()
    }
}

/// The exact result of each of the mover's moves (in `legal_moves`
/// order); `None` when the game is too big to solve.
fn exact_values(game: &Opok) -> Option<Vec<i32>> {
    let mover = game.to_move()?;
    let mut nodes = 0;
    let out = game
        .legal_moves()
        .iter()
        .map(|m| {
            let mut next = game.board().clone();
            next.apply(m.from, m.count, m.to);
            value_after(&next, mover, &mut nodes)
        })
        .collect();
    (nodes <= SOLVE_CAP).then_some(out)
}

/// Seeded `size`×`size` games of level 1 and random moves, and the positions
/// near their ends where some moves keep a better result than others
/// (each move's exact value).
fn decisive_endgames(size: u8, seeds: std::ops::Range<u64>) -> Vec<(Opok, Vec<i32>)> {
    let mut found = Vec::new();
    for seed in seeds {
        let mut board = Board::new(size);
        let mut seat = Seat::White;
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let mut history = Vec::new();
        loop {
            let game = Opok::from_position(board.clone(), seat);
            let Some(mover) = game.to_move() else { break };
            let Reading::Opok(reading) = game.reading(mover) else {
                unreachable!()
            };
            // Half the moves random, so that the endings do not hang on
            // what the evaluation makes level 1 play.
            let best = if rng.random_range(0..2) == 0 {
                rng.random_range(0..reading.moves.len())
            } else {
                analyse(&reading, &by_nodes(1), &mut rng)
                    .expect("a move")
                    .best
            };
            let m = reading.moves[best];
            history.push(game);
            board.apply(m.from, m.count, m.to);
            seat = mover.other();
        }
        // From the end back, until a position is too big to solve.
        for game in history.into_iter().rev() {
            let Some(values) = exact_values(&game) else {
                break;
            };
            if values.iter().max() != values.iter().min() {
                found.push((game, values));
            }
        }
    }
    found
}

#[test]
#[ignore = "prints how often each level keeps the best result; run with --nocapture"]
fn profile_endgames() {
    for size in [5, 6] {
        let started = Instant::now();
        let cases = decisive_endgames(size, 1..40);
        println!(
            "{} cases in {} ms",
            cases.len(),
            started.elapsed().as_millis()
        );
        for k in 1..=5 {
            let started = Instant::now();
            let hits = cases
                .iter()
                .filter(|(game, values)| {
                    values[analysed(game, &by_nodes(k), 3).best] == *values.iter().max().unwrap()
                })
                .count();
            println!(
                "{size}x{size} level {k}: {hits} of {} best results kept, {} ms",
                cases.len(),
                started.elapsed().as_millis()
            );
        }
    }
}

/// The cause of level 5 playing no better than level 4 (issue 30): where
/// a tall stack has thousands of moves, it got no deeper in its time. Held
/// by nodes only (level 5's ten times its nodes stand for its 2 s), it now
/// finishes at least one ply more than level 4, and three plies in all
/// (four under the evaluation before the room one; with the room one the
/// fourth ply does not fit in the same nodes here).
#[test]
fn level_5_looks_deeper_than_level_4_where_moves_are_many() {
    let game = opening(6, 2);
    assert!(game.legal_moves().len() > 1_000, "a tall stack to move");
    let four = analysed(&game, &by_nodes(4), 7);
    let five = analysed(&game, &by_nodes(5), 7);
    assert!(
        five.depth > four.depth && five.depth >= 3,
        "level 4 {four:?}, level 5 {five:?}"
    );
}

/// Seeded 5×5 and 6×6 endgames (from games of level 1 and random moves)
/// in which some moves keep a better exact result than others: level 5
/// keeps the best result in every one, and level 1 does not (the cases
/// tell the levels apart; which size holds the ones level 1 misses changes
/// with the evaluation, so both are played).
#[test]
fn level_5_keeps_the_best_result_in_solved_endgames() {
    let mut cases = decisive_endgames(5, 1..40);
    cases.extend(decisive_endgames(6, 1..40));
    assert!(cases.len() >= 10, "{} cases", cases.len());
    let kept = |k: u8| {
        cases
            .iter()
            .filter(|(game, values)| {
                values[analysed(game, &by_nodes(k), 3).best] == *values.iter().max().unwrap()
            })
            .count()
    };
    assert_eq!(kept(5), cases.len(), "level 5 misses a best result");
    assert!(
        kept(1) < cases.len(),
        "level 1 keeps them all: the cases are too easy"
    );
}

/// A 7×7 board from First's side: `(square, height)` for First's stacks
/// (positive) and Second's (negative).
fn position(stacks: &[(&str, i16)]) -> Board {
    let mut board = Board::empty(7);
    for &(name, h) in stacks {
        let sq = boardbot::rules::opok::parse_square(&board, name).expect("a square");
        let owner = if h > 0 { Seat::White } else { Seat::Black };
        let height = h.unsigned_abs();
        board.set(sq, Some(boardbot::rules::opok::Stack { owner, height }));
    }
    board
}

/// Issue 30: a tall stack with one way out, which the enemy can close next
/// move, must leave while it can (what a shut-in stack loses is all the
/// room it could have filled). First's 30 on a1 has only b1 free (its own
/// 1 on a2); Second's 2 on c1 can fill b1. A capture in a pocket a1
/// cannot reach (a7's checker to a6 takes a5 and b6) tempted the old
/// evaluation, which counted squares and bare mobility (a shut-in stack
/// lost 48 points whatever its height): levels 1 and 2 took it. Moving
/// most of a1 out is the move, and every level now sees it.
#[test]
fn a_tall_stack_leaves_before_it_is_shut_in() {
    let board = position(&[
        ("a1", 30),
        ("a2", 1),
        ("a4", 1),
        ("a7", 2),
        ("c6", 1),
        ("c1", -2),
        ("a5", -1),
        ("b6", -1),
        ("g7", -30),
    ]);
    let game = Opok::from_position(board, Seat::White);
    for k in [1, 2, 3, 5] {
        let a = analysed(&game, &by_nodes(k), 7);
        let m = game.legal_moves()[a.best];
        assert!(
            m.from == 0 && m.count >= 15,
            "level {k} played {} {} {} ({a:?})",
            m.from,
            m.count,
            m.to
        );
    }
}
