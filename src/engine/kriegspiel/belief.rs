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

use super::{attempt_named, checks_on, heard_from_notes, heard_on};

/// Squares as bits: `rank * 8 + file` (Kriegspiel's board is 8×8).
pub type Squares = u64;

pub fn bit(sq: Square) -> Squares {
    1u64 << index(sq)
}

/// A square's number, `rank * 8 + file` (its bit in [`Squares`], and its
/// index in the endgame tables).
pub fn index(sq: Square) -> usize {
    usize::from(sq.rank()) * 8 + usize::from(sq.file())
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
    /// The seat's men that block enemy pawns: they stay where they are,
    /// and do not count as mating material.
    pub held: Squares,
}

pub(super) fn with_king(own: &Position, sq: Square, king: Color, side: Color) -> Position {
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

/// Follows the seat's men and the enemy king's squares through what the
/// seat hears, one thing at a time.
struct Follow {
    /// The seat's men, and any enemy men held fixed (blocked pawns).
    own: Position,
    us: Color,
    mover: Color,
    wild16: bool,
    /// Where the enemy king may stand; `None` while not followed.
    kings: Option<Squares>,
    past: Vec<(u64, Squares)>,
    turns: Vec<(u64, Squares)>,
}

impl Follow {
    fn new(known: &Knowledge) -> Follow {
        let us = known.seat;
        let mut own = referee::own_board(&known.start, us);
        own.set_halfmove_clock(known.start.halfmove_clock());
        let mover = known.start.side_to_move();
        own.set_side_to_move(mover);
        Follow {
            own,
            us,
            mover,
            wild16: known.rules == RuleSet::Wild16,
            kings: None,
            past: Vec::new(),
            turns: Vec::new(),
        }
    }

    fn them(&self) -> Color {
        self.us.other()
    }

    /// Takes in one thing seen; `None` where the seat's own move is not
    /// recorded.
    fn see(&mut self, s: &Seen) -> Option<()> {
        let (us, them, wild16) = (self.us, self.them(), self.wild16);
        match s {
            Seen::Move {
                own: mv,
                capture,
                notes,
            } => {
                let heard = heard_from_notes(*capture, notes, wild16);
                if self.mover == us {
                    let m = (*mv)?;
                    self.own.set_side_to_move(us);
                    if let Some(set) = self.kings {
                        let mut next = 0;
                        for sq in squares(set) {
                            let board = with_king(&self.own, sq, them, us);
                            if !board.moves().contains(&m) {
                                continue;
                            }
                            let after = board.after(m);
                            if heard_on(&board, m, &after, wild16) == heard {
                                next |= bit(sq);
                            }
                        }
                        self.kings = Some(next);
                    }
                    self.own.play(m);
                    if capture.is_some() {
                        self.own.set_halfmove_clock(0);
                    }
                    if let Some(set) = self.kings {
                        self.past.push((men_key(&self.own, us), set));
                    }
                } else {
                    if let Some(set) = self.kings {
                        let mut next = 0;
                        for sq in squares(set) {
                            let board = with_king(&self.own, sq, them, them);
                            // The king's moves only: the men held fixed
                            // do not move.
                            for km in board.moves().into_iter().filter(|km| km.from == sq) {
                                if board.captured_square(km) != *capture {
                                    continue;
                                }
                                let after = board.after(km);
                                if heard_on(&board, km, &after, wild16) == heard {
                                    next |= bit(km.to);
                                }
                            }
                        }
                        self.kings = Some(next);
                    }
                    match capture {
                        Some(sq) => {
                            self.own.put(*sq, None);
                            self.own.set_halfmove_clock(0);
                        }
                        None => self.own.set_halfmove_clock(self.own.halfmove_clock() + 1),
                    }
                    if let Some(set) = self.kings {
                        self.turns.push((men_key(&self.own, us), set));
                    }
                }
                self.mover = self.mover.other();
                self.own.set_side_to_move(self.mover);
            }
            Seen::Illegal { tried } => {
                let (Some(set), Some(m)) = (self.kings, attempt_named(&self.own, tried)) else {
                    return Some(());
                };
                self.kings = Some(
                    squares(set)
                        .filter(|&sq| {
                            referee::judge(&with_king(&self.own, sq, them, us), &Attempt::Move(m))
                                .is_none()
                        })
                        .fold(0, |s, sq| s | bit(sq)),
                );
            }
            Seen::Any { tries } => {
                let Some(set) = self.kings else {
                    return Some(());
                };
                self.kings = Some(
                    squares(set)
                        .filter(|&sq| {
                            (referee::pawn_tries(&with_king(&self.own, sq, them, us)) > 0) == *tries
                        })
                        .fold(0, |s, sq| s | bit(sq)),
                );
            }
        }
        Some(())
    }

    /// The belief, where the seat is to move and the game goes on.
    fn belief(self, known: &Knowledge) -> Option<Belief> {
        if self.mover != self.us || known.over {
            return None;
        }
        Some(Belief {
            own: self.own,
            us: self.us,
            kings: self.kings?,
            past: self.past,
            turns: self.turns,
            held: 0,
        })
    }
}

/// The belief of `known`'s seat when the enemy has nothing but its king
/// and the seat is to move; `None` otherwise. `start_known`: the enemy
/// king's square in a set-up start is known (as in a problem).
pub fn bare_king(known: &Knowledge, start_known: bool) -> Option<Belief> {
    let them = known.seat.other();
    let mut enemy = known
        .start
        .pieces()
        .filter(|(_, p)| p.color == them)
        .count();
    let mut f = Follow::new(known);
    f.kings = (enemy == 1).then(|| match known.start.kings(them).first() {
        Some(&k) if start_known => bit(k),
        _ => anywhere(&f.own, f.us, f.mover),
    });
    for s in &known.seen {
        let ours = f.mover == f.us;
        f.see(s)?;
        if let Seen::Move {
            capture: Some(_),
            notes,
            ..
        } = s
        {
            if ours {
                enemy = enemy.saturating_sub(1);
                if enemy == 1 && f.kings.is_none() {
                    // The last man taken: the king may be anywhere the
                    // announced checks allow.
                    let heard = heard_from_notes(None, notes, f.wild16);
                    let set = squares(anywhere(&f.own, f.us, them))
                        .filter(|&sq| checks_on(&with_king(&f.own, sq, them, them)) == heard.checks)
                        .fold(0, |s, sq| s | bit(sq));
                    f.kings = Some(set);
                    f.past.push((men_key(&f.own, f.us), set));
                }
            }
        }
        if f.kings == Some(0) {
            // What was heard contradicts the start (a set-up start known
            // wrongly): start again from every square possible now.
            f.kings = Some(anywhere(&f.own, f.us, f.mover));
        }
    }
    f.belief(known)
}

/// The square in front of a `color` pawn on `sq`.
fn ahead(sq: Square, color: Color) -> Option<Square> {
    sq.offset(0, if color == Color::White { 1 } else { -1 })
}

/// The belief of `known`'s seat when the enemy has its king and, besides
/// it, only the pawns on `pawns` (as every board drawn for the seat has
/// them), each blocked by one of the seat's men or by another of these
/// pawns: `None` otherwise, or where what was heard contradicts it.
///
/// A blocked pawn cannot move but by taking, and every capture is
/// announced: so since the last capture, and since the blocking squares
/// last stood empty after one of the seat's moves, the pawns stood where
/// they stand now and the king alone moved. From then on the king is
/// followed as a bare king is, from every square it could stand on (or
/// the start's, known as in a problem).
pub fn king_and_blocked_pawns(
    known: &Knowledge,
    start_known: bool,
    pawns: &[Square],
) -> Option<Belief> {
    let us = known.seat;
    let them = us.other();
    let blockers: Vec<Square> = pawns
        .iter()
        .map(|&p| ahead(p, them))
        .collect::<Option<_>>()?;
    let enemy = known
        .start
        .pieces()
        .filter(|(_, p)| p.color == them)
        .count();
    if pawns.is_empty() || enemy.checked_sub(known.lost(them)) != Some(1 + pawns.len()) {
        return None;
    }
    // Where each pawn is blocked: by one of the seat's men, or another
    // of the pawns.
    let blocked = |own: &Position| {
        blockers
            .iter()
            .all(|b| pawns.contains(b) || own.piece_at(*b).is_some_and(|p| p.color == us))
    };
    // The stretch followed starts after the last capture, and after the
    // enemy's move from the last position (after one of the seat's moves,
    // or the start) where a pawn stood free.
    let mut from;
    {
        let mut f = Follow::new(known);
        from = usize::from(!blocked(&f.own));
        for (i, s) in known.seen.iter().enumerate() {
            f.see(s)?;
            if matches!(
                s,
                Seen::Move {
                    capture: Some(_),
                    ..
                }
            ) {
                from = i + 1;
            }
            if !blocked(&f.own) {
                from = i + 2;
            }
        }
        if from > known.seen.len() {
            return None;
        }
    }
    let mut f = Follow::new(known);
    for s in &known.seen[..from] {
        f.see(s)?;
    }
    for &p in pawns {
        if f.own.piece_at(p).is_some() {
            return None;
        }
        f.own.put(p, Some(Piece::new(them, Kind::Pawn)));
    }
    f.kings = Some(match known.start.kings(them).first() {
        Some(&k) if start_known && from == 0 => bit(k),
        _ => anywhere(&f.own, us, f.mover),
    });
    for s in &known.seen[from..] {
        f.see(s)?;
        if f.kings == Some(0) {
            return None;
        }
    }
    let held = blockers
        .iter()
        .filter(|b| !pawns.contains(b))
        .fold(0, |set, &b| set | bit(b));
    f.belief(known).map(|b| Belief { held, ..b })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::kriegspiel::Kriegspiel;
    use crate::rules::{Game, Seat, TestCtx};
    use rand::{Rng, SeedableRng};

    fn sq(s: &str) -> Square {
        Square::parse(s).expect("a square")
    }

    /// White's king and queen against Black's king and a pawn on a3,
    /// blocked by White's pawn on a2. Through games of random moves
    /// (White's never the blocking pawn, nor a capture) the set, followed
    /// from every square the king could stand on, always holds the king's
    /// real square, and soon fewer squares than at the start.
    #[test]
    fn a_king_beside_a_blocked_pawn_is_followed() {
        let fen = "8/8/8/3k4/8/p7/P7/K1Q5 w - - 0 1";
        for seed in 0..6 {
            let mut g = Kriegspiel::from_fen(fen, RuleSet::Wild16).unwrap();
            let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
            let mut widest = 0;
            let mut narrowest = 64;
            for _ in 0..60 {
                let Some(seat) = g.to_move() else { break };
                let pos = g.chess().position().clone();
                if seat == Seat::White {
                    let known = g.knowledge(seat);
                    let b = king_and_blocked_pawns(&known, false, &[sq("a3")])
                        .expect("the pawn is blocked and every capture known");
                    let king = pos.kings(Color::Black)[0];
                    assert_ne!(
                        b.kings & bit(king),
                        0,
                        "seed {seed}: the king on {king:?} lost"
                    );
                    assert_eq!(b.held, bit(sq("a2")));
                    widest = widest.max(b.kings.count_ones());
                    narrowest = narrowest.min(b.kings.count_ones());
                }
                let moves: Vec<_> = pos
                    .moves()
                    .into_iter()
                    .filter(|&m| seat == Seat::Black || (m.from != sq("a2") && !pos.is_capture(m)))
                    .collect();
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.random_range(0..moves.len())];
                if pos.is_capture(m) {
                    break; // the king took the queen: another game
                }
                g.play(seat, &referee::own_long(m), &mut TestCtx::new(seed).ctx())
                    .expect("a legal move");
            }
            assert!(
                narrowest < widest,
                "seed {seed}: never narrowed from {widest}"
            );
        }
    }

    /// No belief where a pawn is free, where the enemy has other men
    /// than these pawns, or where a pawn cannot stand where it is said to.
    #[test]
    fn a_free_pawn_or_other_men_give_no_belief() {
        let known = |fen: &str| {
            Kriegspiel::from_fen(fen, RuleSet::Wild16)
                .unwrap()
                .knowledge(Seat::White)
        };
        let blocked = known("8/8/8/3k4/8/p7/P7/K1Q5 w - - 0 1");
        assert!(king_and_blocked_pawns(&blocked, true, &[sq("a3")]).is_some());
        // The pawn on a3 with nothing in front of it.
        let free = known("8/8/8/3k4/8/p7/8/K1Q5 w - - 0 1");
        assert!(king_and_blocked_pawns(&free, true, &[sq("a3")]).is_none());
        // A knight besides the pawn: the enemy has more men than said.
        let knight = known("8/8/8/3k4/8/p7/P7/K1Q4n w - - 0 1");
        assert!(king_and_blocked_pawns(&knight, true, &[sq("a3")]).is_none());
        // Said to stand on a square of the seat's men.
        assert!(king_and_blocked_pawns(&blocked, true, &[sq("a2")]).is_none());
    }
}
