//! Against a bare king, what the seat knows is exact and small: its own
//! men, and the set of squares where the enemy king may stand. This module
//! follows that set through everything the seat heard since the enemy's
//! last man was taken (every capture is announced, so the seat knows when):
//! its own moves must have been legal and heard as they were, the king's
//! moves spread the set by a step (onto a square of the seat's men only
//! when a capture there was announced), each illegal attempt keeps only
//! the squares where it is illegal, each answer to `/any` only those where
//! it holds.
//!
//! From a set-up start the seat knows the king's square, as in a problem
//! (see `Kriegspiel::from_fen`); otherwise, or when asked to forget it,
//! the set starts as every square the king could legally stand on.

use crate::rules::chess::{Color, Kind, Piece, Position, Square};
use crate::rules::kriegspiel::referee::{self, Attempt};
use crate::rules::kriegspiel::{Knowledge, RuleSet, Seen};

use super::{attempt_named, heard_from_notes, heard_on};

/// Squares as bits: `rank * 8 + file` (Kriegspiel's board is 8×8).
pub type Squares = u64;

pub fn bit(sq: Square) -> Squares {
    1u64 << (usize::from(sq.rank()) * 8 + usize::from(sq.file()))
}

/// The squares of a set, in order.
pub fn squares(set: Squares) -> impl Iterator<Item = Square> {
    (0..64u8)
        .filter(move |i| set >> i & 1 == 1)
        .filter_map(|i| Square::new(i % 8, i / 8))
}

/// The seat's men and the bare king's possible squares, the seat to move.
#[derive(Clone, Debug)]
pub struct Belief {
    /// The seat's men (side to move, castling rights and the halfmove
    /// clock as they are; the enemy king is not on it).
    pub own: Position,
    pub us: Color,
    /// Where the enemy king may stand now.
    pub kings: Squares,
    /// After each of the seat's moves since the king was bare: its men
    /// (a key of [`men_key`]) and where the king could have stood then.
    /// Three times the same position draws.
    pub past: Vec<(u64, Squares)>,
    /// The same at each of the seat's turns since (after the king's
    /// moves): a king's reply can bring a position back a third time.
    pub turns: Vec<(u64, Squares)>,
}

fn with_king(own: &Position, sq: Square, king: Color, side: Color) -> Position {
    let mut p = own.clone();
    p.put(sq, Some(Piece::new(king, Kind::King)));
    p.set_side_to_move(side);
    p
}

/// A key of `color`'s men on `pos` (for repetition).
pub fn men_key(pos: &Position, color: Color) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for (sq, p) in pos.pieces().filter(|(_, p)| p.color == color) {
        for b in [sq.file(), sq.rank(), p.kind.index() as u8] {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x100_0000_01b3);
        }
    }
    h
}

/// Every square where the enemy king could stand with `own`'s men, `side`
/// to move, in a legal position.
fn anywhere(own: &Position, us: Color, side: Color) -> Squares {
    let them = us.other();
    let mut set = 0;
    for i in 0..64u8 {
        let Some(sq) = Square::new(i % 8, i / 8) else {
            continue;
        };
        if own.piece_at(sq).is_some() {
            continue;
        }
        let p = with_king(own, sq, them, side);
        let near = own
            .kings(us)
            .iter()
            .any(|k| k.file().abs_diff(sq.file()) <= 1 && k.rank().abs_diff(sq.rank()) <= 1);
        if !near && !p.king_attacked(side.other()) {
            set |= bit(sq);
        }
    }
    set
}

/// The belief of `known`'s seat when the enemy has nothing but its king
/// and the seat is to move; `None` otherwise. `start_known`: the enemy
/// king's square in a set-up start is known (as in a problem).
pub fn bare_king(known: &Knowledge, start_known: bool) -> Option<Belief> {
    let us = known.seat;
    let them = us.other();
    let wild16 = known.rules == RuleSet::Wild16;
    let mut enemy = known
        .start
        .pieces()
        .filter(|(_, p)| p.color == them)
        .count();
    let mut own = referee::own_board(&known.start, us);
    own.set_halfmove_clock(known.start.halfmove_clock());
    let mut mover = known.start.side_to_move();
    own.set_side_to_move(mover);
    let mut kings: Option<Squares> = (enemy == 1).then(|| match known.start.kings(them).first() {
        Some(&k) if start_known => bit(k),
        _ => anywhere(&own, us, mover),
    });
    let mut past = Vec::new();
    let mut turns = Vec::new();
    for s in &known.seen {
        match s {
            Seen::Move {
                own: mv,
                capture,
                notes,
            } => {
                let heard = heard_from_notes(*capture, notes, wild16);
                if mover == us {
                    let m = (*mv)?;
                    own.set_side_to_move(us);
                    if let Some(set) = kings {
                        let mut next = 0;
                        for sq in squares(set) {
                            let board = with_king(&own, sq, them, us);
                            if !board.moves().contains(&m) {
                                continue;
                            }
                            let after = board.after(m);
                            if heard_on(&board, m, &after, wild16) == heard {
                                next |= bit(sq);
                            }
                        }
                        kings = Some(next);
                    }
                    own.play(m);
                    if capture.is_some() {
                        own.set_halfmove_clock(0);
                        enemy = enemy.saturating_sub(1);
                        if enemy == 1 && kings.is_none() {
                            // The last man taken: the king may be anywhere
                            // the announced checks allow.
                            let all = anywhere(&own, us, them);
                            let set = squares(all)
                                .filter(|&sq| {
                                    let after = with_king(&own, sq, them, them);
                                    let mut checks: Vec<String> = after
                                        .check_kinds()
                                        .into_iter()
                                        .map(|c| c.announcement().to_string())
                                        .collect();
                                    checks.sort();
                                    checks == heard.checks
                                })
                                .fold(0, |s, sq| s | bit(sq));
                            kings = Some(set);
                        }
                    }
                    if let Some(set) = kings {
                        past.push((men_key(&own, us), set));
                    }
                } else {
                    if let Some(set) = kings {
                        let mut next = 0;
                        for sq in squares(set) {
                            let board = with_king(&own, sq, them, them);
                            for km in board.moves() {
                                if board.captured_square(km) != *capture {
                                    continue;
                                }
                                let after = board.after(km);
                                if heard_on(&board, km, &after, wild16) == heard {
                                    next |= bit(km.to);
                                }
                            }
                        }
                        kings = Some(next);
                    }
                    match capture {
                        Some(sq) => {
                            own.put(*sq, None);
                            own.set_halfmove_clock(0);
                        }
                        None => own.set_halfmove_clock(own.halfmove_clock() + 1),
                    }
                    if let Some(set) = kings {
                        turns.push((men_key(&own, us), set));
                    }
                }
                mover = mover.other();
                own.set_side_to_move(mover);
            }
            Seen::Illegal { tried } => {
                let (Some(set), Some(m)) = (kings, attempt_named(&own, tried)) else {
                    continue;
                };
                kings = Some(
                    squares(set)
                        .filter(|&sq| {
                            referee::judge(&with_king(&own, sq, them, us), &Attempt::Move(m))
                                .is_none()
                        })
                        .fold(0, |s, sq| s | bit(sq)),
                );
            }
            Seen::Any { tries } => {
                let Some(set) = kings else { continue };
                kings = Some(
                    squares(set)
                        .filter(|&sq| {
                            (referee::pawn_tries(&with_king(&own, sq, them, us)) > 0) == *tries
                        })
                        .fold(0, |s, sq| s | bit(sq)),
                );
            }
        }
        if kings == Some(0) {
            // What was heard contradicts the start (a set-up start known
            // wrongly): start again from every square possible now.
            kings = Some(anywhere(&own, us, mover));
        }
    }
    if mover != us || known.over {
        return None;
    }
    Some(Belief {
        own,
        us,
        kings: kings?,
        past,
        turns,
    })
}
