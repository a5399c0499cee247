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

/// How much a king left no square (not in check), whose other men can
/// still move on the board, counts as a stalemate: the board's other men
/// are guesses late in a game, and the real ones are often pawns blocked
/// by the seat's own men. Level 5 boxed in a king beside a pawn blocked by
/// its knight, on a square none of its boards had the pawn on, and
/// stalemated it (seed 77, `47... Qe3`): on its boards the box was a mate
/// in two (the pawn had to move). Where the board's other men are all
/// pawns, a box counts as a stalemate; beside pieces, a quarter of one.
const BOXED_BY_PAWNS: f64 = 1.0;
const BOXED: f64 = 0.25;

/// Of the boards with `board`'s enemy king moved to a square next to its
/// own (or left there), those where the seat could stand as it does now,
/// the share where `m` leaves the enemy no legal move while not in check
/// (and [`BOXED_BY_PAWNS`] or [`BOXED`] of one where it leaves the king
/// alone no move). Zero
/// with many enemy men, or where `m` is nowhere legal.
pub fn risk(board: &Position, m: Move, seat: Seat) -> f64 {
    let them = seat.other();
    if board.pieces().filter(|(_, p)| p.color == them).count() > FEW {
        return 0.0;
    }
    let Some(&king) = board.kings(them).first() else {
        return 0.0;
    };
    let (mut tried, mut stalemates) = (0u32, 0.0f64);
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
            if after.in_check() {
                continue;
            }
            let moves = after.moves();
            if moves.is_empty() {
                stalemates += 1.0;
            } else if let Some(&k) = after.kings(them).first() {
                if moves.iter().all(|mv| mv.from != k) {
                    let pawns_only = after
                        .pieces()
                        .all(|(_, p)| p.color != them || matches!(p.kind, Kind::King | Kind::Pawn));
                    stalemates += if pawns_only { BOXED_BY_PAWNS } else { BOXED };
                }
            }
        }
    }
    if tried == 0 {
        0.0
    } else {
        stalemates / f64::from(tried)
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

    /// A king left no square beside a pawn that can still move is no
    /// stalemate on the board, but the pawn is a guess: it counts as one
    /// (a third of the boards, as above). Beside a knight, a quarter of
    /// one.
    #[test]
    fn a_king_boxed_in_beside_pawns_counts_as_stalemated() {
        let pos = Position::from_fen("4k3/8/8/8/8/P7/q7/6K1 b - - 0 1", Rules::chess()).unwrap();
        let m = attempt_named(&pos, "a2f2").expect("a queen move");
        assert!((risk(&pos, m, Color::Black) - 1.0 / 3.0).abs() < 1e-9);
        let pos = Position::from_fen("4k3/8/8/8/8/N7/q7/6K1 b - - 0 1", Rules::chess()).unwrap();
        let m = attempt_named(&pos, "a2f2").expect("a queen move");
        assert!((risk(&pos, m, Color::Black) - BOXED / 3.0).abs() < 1e-9);
    }
}
