//! Stalemates the boards miss. Late in a won game the enemy often has a
//! king and a few blocked men, and the boards drawn from what the seat
//! heard place that king only roughly: level 5 stalemated a random mover
//! in 6 of 24 games (seeds 52–55), each time with an attempt that left the
//! king no move on the real board and on none of its own. So each board's
//! king is also tried on the squares next to it, and an attempt is charged
//! for the share of those boards where it stalemates.

use crate::rules::chess::{Kind, Move, Piece, Position};
use crate::rules::Seat;

/// With more enemy men than this (the king included) a stalemate is too
/// rare to look for.
const FEW: usize = 4;

/// Of the boards with `board`'s enemy king moved to a square next to its
/// own (or left there), those where the seat could stand as it does now,
/// the share where `m` leaves the enemy no legal move while not in check.
/// Zero with many enemy men, or where `m` is nowhere legal.
pub fn risk(board: &Position, m: Move, seat: Seat) -> f64 {
    let them = seat.other();
    if board.pieces().filter(|(_, p)| p.color == them).count() > FEW {
        return 0.0;
    }
    let Some(&king) = board.kings(them).first() else {
        return 0.0;
    };
    let (mut tried, mut stalemates) = (0u32, 0u32);
    for df in -1i32..=1 {
        for dr in -1i32..=1 {
            let Some(sq) = king.offset(df, dr) else {
                continue;
            };
            if sq != king && board.piece_at(sq).is_some() {
                continue;
            }
            let mut b = board.clone();
            b.put(king, None);
            b.put(sq, Some(Piece::new(them, Kind::King)));
            // Not a board the seat could face: the enemy king in its
            // reach, or the kings side by side.
            if b.king_attacked(them) || b.king_attacked(seat) {
                continue;
            }
            let Some(real) = b.legal_counterpart(m) else {
                continue;
            };
            tried += 1;
            let after = b.after(real);
            if !after.in_check() && after.moves().is_empty() {
                stalemates += 1;
            }
        }
    }
    if tried == 0 {
        0.0
    } else {
        f64::from(stalemates) / f64::from(tried)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::chess::{Color, Rules};

    use super::super::attempt_named;

    /// The board has the white king on g1, where `Qf2` is check. Of the
    /// squares next to it the king could stand on f1 (check too), g1 and
    /// h1 (f2, g2 and h2 are in the queen's reach): on h1 `Qf2` leaves it
    /// no move, and its pawn is blocked. So one board in three.
    #[test]
    fn a_king_next_to_where_the_board_has_it_may_be_stalemated() {
        let pos = Position::from_fen("4k3/8/8/8/p7/P7/q7/6K1 b - - 0 1", Rules::chess()).unwrap();
        let m = attempt_named(&pos, "a2f2").expect("a queen move");
        assert!((risk(&pos, m, Color::Black) - 1.0 / 3.0).abs() < 1e-9);
        // A quiet king's step far away stalemates nowhere.
        let quiet = attempt_named(&pos, "e8d8").expect("a king move");
        assert_eq!(risk(&pos, quiet, Color::Black), 0.0);
    }
}
