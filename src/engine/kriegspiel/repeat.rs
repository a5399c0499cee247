//! Repetitions the seat can see coming. The referee draws a game when a
//! position comes a third time, and the boards' searches cannot count
//! repetitions (a drawn board's history is not the real one). But the seat
//! knows its own men exactly: an attempt that puts them back where they
//! already stood after one of its moves repeats the position whenever the
//! enemy's men stand where they stood then too, which a shuffling enemy
//! king soon brings about. Ahead, level 5 shuffled two queens on the a-file
//! against a random mover until the referee called a threefold repetition
//! (seed 52); the charge here makes it look for another way.

use crate::rules::chess::Move;
use crate::rules::kriegspiel::Knowledge;

use super::belief::men_key;

/// Ahead by less than this (the boards' mean evaluation, in centipawns),
/// a repetition costs nothing: a draw is no loss to a side not ahead.
const AHEAD: i64 = 150;

/// What an attempt that puts the men back where they stood once costs:
/// a little, so that a side ahead prefers a new placement when one is as
/// good (the second time is not yet a draw).
const ONCE: i64 = 40;

/// How many times the seat's men already stood (after one of its moves)
/// as each of `candidates`, made on its men now, would leave them.
pub fn times(known: &Knowledge, candidates: &[Move]) -> Option<Vec<usize>> {
    let us = known.seat;
    let mut past: Vec<u64> = Vec::new();
    let own = super::own_men_with(known, |p| past.push(men_key(p, us)))?;
    Some(
        candidates
            .iter()
            .map(|&m| {
                let mut after = own.clone();
                after.play(m);
                let now = men_key(&after, us);
                past.iter().filter(|&&p| p == now).count()
            })
            .collect(),
    )
}

/// What repeating costs an attempt whose placement came `times` times
/// already, the seat ahead by `ahead`: a third time is a draw if the enemy
/// repeats too, and a draw throws the whole advantage away.
pub fn charge(times: usize, ahead: i64) -> i64 {
    if ahead < AHEAD {
        return 0;
    }
    match times {
        0 => 0,
        1 => ONCE,
        _ => ahead.max(2 * AHEAD),
    }
}

#[cfg(test)]
mod tests {
    use super::super::attempt_named;
    use super::*;
    use crate::rules::kriegspiel::{Kriegspiel, RuleSet};
    use crate::rules::{Game, Seat, TestCtx};

    /// The rook went to a7 twice and back while the enemy king wandered:
    /// a7 again is its third time there; a5 and the king's step are new.
    #[test]
    fn the_placements_after_the_seats_own_moves_are_counted() {
        let mut game =
            Kriegspiel::from_fen("8/1p6/8/3k4/8/8/8/R5K1 w - - 0 1", RuleSet::Wild16).unwrap();
        for (i, mv) in [
            "a1a7", "d5d4", "a7a1", "d4d5", "a1a7", "d5e4", "a7a1", "e4d4",
        ]
        .into_iter()
        .enumerate()
        {
            let seat = if i % 2 == 0 { Seat::White } else { Seat::Black };
            game.play(seat, mv, &mut TestCtx::new(1).ctx()).unwrap();
        }
        let known = game.knowledge(Seat::White);
        let own = super::super::own_men(&known).unwrap();
        let candidates = [
            attempt_named(&own, "a1a7").expect("an attempt of the seat's"),
            attempt_named(&own, "a1a5").expect("an attempt of the seat's"),
            attempt_named(&own, "g1g2").expect("an attempt of the seat's"),
        ];
        assert_eq!(times(&known, &candidates), Some(vec![2, 0, 0]));
    }

    #[test]
    fn a_side_ahead_pays_for_a_third_placement_and_a_side_behind_never() {
        assert_eq!(charge(0, 900), 0);
        assert_eq!(charge(1, 900), ONCE);
        assert_eq!(charge(2, 900), 900);
        assert_eq!(charge(3, 160), 2 * AHEAD);
        assert_eq!(charge(5, AHEAD - 1), 0);
        assert_eq!(charge(5, -900), 0);
    }
}
