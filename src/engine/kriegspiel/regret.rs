//! How far a level's moves fall from the best move on the referee's board
//! (`boardbot arena --game kriegspiel --regret --a level=5 --b level=4`).
//!
//! A Kriegspiel game between two levels is decided by a few blunders in a
//! few hundred moves, so ten games cannot tell 50% from 65%. Here both
//! levels answer the same positions: positions are taken from games of a
//! fixed player (level 2, held by its nodes alone, so the same seed gives
//! the same positions on any machine), each level plays its turn there from
//! what its seat heard (its refused attempts included), and the move it
//! ends with is scored on the real board against the best move there by a
//! search that sees everything. The mean of that regret, paired position
//! by position, separates levels with a few hundred positions.

use std::time::Duration;

use rand::SeedableRng;

use crate::engine::chess::{Search, Tree, Variant};
use crate::engine::{Budget, Level};
use crate::rules::chess::{Move, Position};
use crate::rules::kriegspiel::{Kriegspiel, RuleSet};
use crate::rules::{Game, TestCtx};

/// The most a move's regret counts (a lost queen and some): one mate seen
/// by the full-sight search must not outweigh a hundred positions.
pub const CAP: i64 = 1_200;

/// Attempts a seat may spend on one turn before the position is dropped.
const TRIES: usize = 40;

/// The player whose games give the positions: level 2 with time enough
/// that only its nodes hold it.
fn generator() -> Level {
    let mut level = Level::new(2);
    level.budget.time = Duration::from_secs(60);
    level
}

/// Positions, the side to move at the start of its turn, from `games`
/// self-played games under `rules` seeded by `seed`: every `every`-th turn
/// (a turn is one side's move), from the `skip`-th to the `last`-th.
pub fn positions(
    rules: RuleSet,
    games: u32,
    every: usize,
    skip: usize,
    last: usize,
    seed: u64,
) -> Vec<Kriegspiel> {
    let level = generator();
    let mut out = Vec::new();
    for g in 0..games {
        let game_seed = seed.wrapping_mul(7_919).wrapping_add(u64::from(g));
        let mut rng = rand::rngs::StdRng::seed_from_u64(game_seed);
        let mut game = Kriegspiel::new(rules);
        let mut turn = 0usize;
        let mut moves_before = usize::MAX;
        for _ in 0..2_000 {
            let Some(seat) = game.to_move() else { break };
            let moves = game.chess().history().len();
            if moves != moves_before {
                moves_before = moves;
                turn += 1;
                if turn > last {
                    break;
                }
                if turn >= skip && (turn - skip).is_multiple_of(every) {
                    out.push(game.clone());
                }
            }
            let Some(text) = super::choose(&game.knowledge(seat), &level, &mut rng) else {
                break;
            };
            if game
                .play(seat, &text, &mut TestCtx::new(game_seed).ctx())
                .is_err()
            {
                break;
            }
        }
    }
    out
}

/// The move `level` ends its turn with in `game` (its refused attempts
/// heard as in a game), or `None` when it finds none within [`TRIES`].
pub fn turn_of(game: &Kriegspiel, level: &Level, seed: u64) -> Option<Move> {
    let mut game = game.clone();
    let seat = game.to_move()?;
    let before = game.chess().history().len();
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    for _ in 0..TRIES {
        let text = super::choose(&game.knowledge(seat), level, &mut rng)?;
        game.play(seat, &text, &mut TestCtx::new(seed).ctx()).ok()?;
        if game.chess().history().len() > before {
            return game.chess().history().get(before).copied();
        }
    }
    None
}

/// Each legal move's value on the real board `pos` for the side to move,
/// by a search that sees everything (three plies, captures after).
pub fn values(pos: &Position) -> Vec<(Move, i64)> {
    let level = Level {
        budget: Budget {
            max_depth: 3,
            nodes: 60_000,
            time: Duration::from_secs(5),
        },
        ..Level::new(5)
    };
    let tree = Tree::plain(Variant::Chess);
    let mut search = Search::new();
    let mut rng = rand::rngs::StdRng::seed_from_u64(0);
    pos.moves()
        .into_iter()
        .filter_map(|m| {
            let f = search.search_tree(pos, &tree, &[m], &level, &mut rng)?;
            Some((m, i64::from(f.score)))
        })
        .collect()
}

/// The regret of `chosen` among `values`: how much less it is worth than
/// the best, at most [`CAP`].
pub fn regret(values: &[(Move, i64)], chosen: Move) -> Option<i64> {
    let best = values.iter().map(|&(_, v)| v).max()?;
    let own = values.iter().find(|&&(m, _)| m == chosen)?.1;
    Some((best - own).clamp(0, CAP))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::chess::Rules;

    use super::super::attempt_named;

    /// A queen left where a pawn takes it costs about a queen; the best
    /// move costs nothing.
    #[test]
    fn a_queen_left_to_a_pawn_is_regretted_and_the_best_move_is_not() {
        let pos = Position::from_fen("4k3/8/8/3p4/8/8/6Q1/4K3 w - - 0 1", Rules::chess()).unwrap();
        let v = values(&pos);
        let hang = attempt_named(&pos, "g2e4").expect("a queen move");
        let take = attempt_named(&pos, "g2d5").expect("the capture");
        assert!(regret(&v, hang).unwrap() >= 700, "{v:?}");
        assert_eq!(regret(&v, take), Some(0));
    }

    /// The positions come from the seeded games alone: the same seed gives
    /// the same positions, each at the start of a turn.
    #[test]
    fn the_same_seed_gives_the_same_positions() {
        let a = positions(RuleSet::Wild16, 1, 3, 2, 14, 3);
        let b = positions(RuleSet::Wild16, 1, 3, 2, 14, 3);
        // Turns 2, 5, 8, 11 and 14.
        assert_eq!(a.len(), 5);
        let fens = |v: &[Kriegspiel]| v.iter().map(|g| g.position().to_fen()).collect::<Vec<_>>();
        assert_eq!(fens(&a), fens(&b));
        assert_ne!(fens(&a), fens(&positions(RuleSet::Wild16, 1, 3, 2, 14, 4)));
        for g in &a {
            let seat = g.to_move().expect("a side to move");
            assert!(
                !crate::engine::mid_turn(g, seat),
                "a position in the middle of a turn"
            );
        }
    }

    /// A level's turn ends in a move legal on the real board, its refused
    /// attempts heard on the way.
    #[test]
    fn a_turn_ends_in_a_move_legal_on_the_real_board() {
        for g in positions(RuleSet::Wild16, 1, 4, 1, 13, 8) {
            let m = turn_of(&g, &Level::new(1), 5).expect("a move");
            assert!(g.position().moves().contains(&m), "{m:?}");
        }
    }
}
