//! Each chess-family game's static evaluation ([`Variant`]), its end of
//! game in the search's terms, and Chpok's points per move.

use crate::rules::chess::{Color, Kind, Move, MoveKind, Position};
use crate::rules::chpok::Claims;
use crate::rules::computer::Family;

use super::MATE;

/// Which game's evaluation and end-of-game rules the search uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// Standard chess (the mate tests; Kriegspiel's sampled boards).
    Chess,
    Korpalski,
    Exchange,
    /// Chpok's board phase: the extra points per move by kind of piece.
    Chpok {
        piece_points: [i64; 7],
    },
}

/// Material values by [`Kind`] index: K Q R B N P D.
pub(super) const VALUE: [i64; 7] = [0, 900, 500, 330, 320, 100, 330];
/// Chpok: centipawns per point of the game's score (a king is 1000 points).
const CHPOK_POINT: i64 = 25;
const KING_POINTS: i64 = 1000;
/// Chpok: centipawns for a lead whose claim run is `r` rounds long, `r²`
/// times this (a run of 19 is worth about seven pawns: one more round
/// and the claim wins).
const CLAIM_RUN: i64 = 2;

/// Chpok's claims (§4) from White's side: the side ahead in D whose lead
/// has not shrunk for `r` rounds is `r` rounds into its claim; the side
/// behind must outscore it in some round before the run reaches 20.
pub fn claim_pressure(c: Claims) -> i64 {
    let run = |r: u8| i64::from(r) * i64::from(r) * CLAIM_RUN;
    match c.last.cmp(&0) {
        std::cmp::Ordering::Greater => run(c.rising),
        std::cmp::Ordering::Less => -run(c.falling),
        std::cmp::Ordering::Equal => 0,
    }
}

impl Variant {
    /// The variant of a game's family, with its points by colour (Chpok's;
    /// zero elsewhere).
    pub fn of(family: Family) -> (Variant, [i64; 2]) {
        match family {
            Family::Korpalski => (Variant::Korpalski, [0, 0]),
            Family::Exchange => (Variant::Exchange, [0, 0]),
            Family::Chpok {
                piece_points,
                points,
                ..
            } => (Variant::Chpok { piece_points }, points),
        }
    }

    /// Where Chpok's claims stand (`None` in the other games).
    pub fn claims_of(family: Family) -> Option<Claims> {
        match family {
            Family::Chpok { claims, .. } => Some(claims),
            _ => None,
        }
    }

    /// The evaluation for `color` (Chpok: with the game's points by colour).
    pub fn evaluate_for(self, pos: &Position, color: Color, points: [i64; 2]) -> i64 {
        let white = self.evaluate_white(pos, points);
        if color == Color::White {
            white
        } else {
            -white
        }
    }

    /// The static evaluation from White's side, in centipawns.
    pub fn evaluate_white(self, pos: &Position, points: [i64; 2]) -> i64 {
        let g = pos.geometry();
        let (cw, ch) = ((i64::from(g.width) - 1) * 5, (i64::from(g.height) - 1) * 5);
        let mut score = 0i64;
        for (sq, p) in pos.pieces() {
            let sign = if p.color == Color::White { 1 } else { -1 };
            let mut v = VALUE[p.kind.index()];
            let (f, r) = (i64::from(sq.file()) * 10, i64::from(sq.rank()) * 10);
            let centre = 20 - ((f - cw).abs().max((r - ch).abs()) / 5).min(20);
            let forward = match p.color {
                Color::White => i64::from(sq.rank()),
                Color::Black => i64::from(g.height - 1 - sq.rank()),
            };
            match p.kind {
                Kind::Knight | Kind::Bishop | Kind::Dragon => v += centre,
                Kind::Queen => v += centre / 2,
                Kind::Pawn => v += forward * forward * 2,
                _ => {}
            }
            if let Variant::Chpok { .. } = self {
                // Men far forward score points every move.
                if p.kind != Kind::King {
                    v += forward * 4;
                }
            }
            score += sign * v;
        }
        match self {
            Variant::Chess => {}
            Variant::Korpalski => {
                score +=
                    reserve_value(pos, Color::White, 10) - reserve_value(pos, Color::Black, 10);
                score +=
                    king_safety(pos, Color::White, 12, 4) - king_safety(pos, Color::Black, 12, 4);
            }
            Variant::Exchange => {
                score += reserve_value(pos, Color::White, 5) - reserve_value(pos, Color::Black, 5);
                score +=
                    king_safety(pos, Color::White, 15, 0) - king_safety(pos, Color::Black, 15, 0);
            }
            Variant::Chpok { .. } => {
                score += (points[0] - points[1]) * CHPOK_POINT;
            }
        }
        score
    }

    /// The game is over in `pos` with its side to move to play: the score
    /// for the side to move (`Some`), or `None` while it goes on. `moves`
    /// is the side's move list when it is known.
    pub(super) fn terminal(
        self,
        pos: &Position,
        points: [i64; 2],
        moves: Option<&[Move]>,
        ply: usize,
    ) -> Option<i32> {
        let us = pos.side_to_move();
        let lost = -(MATE - ply as i32);
        match self {
            Variant::Chess | Variant::Korpalski => match moves {
                Some([]) if pos.in_check() => Some(lost),
                Some([]) => Some(0),
                _ => None,
            },
            Variant::Exchange => {
                let kingless = |c: Color| pos.king_count(c) == 0 && pos.reserve(c, Kind::King) == 0;
                if kingless(us) {
                    Some(lost)
                } else if kingless(us.other()) {
                    Some(-lost)
                } else if moves.is_some_and(|m| m.is_empty()) {
                    Some(lost)
                } else {
                    None
                }
            }
            Variant::Chpok { .. } => {
                if pos.king_count(us) > 0
                    && pos.king_count(us.other()) > 0
                    && moves.is_none_or(|m| !m.is_empty())
                {
                    return None;
                }
                let mine = points[us.index()] - points[us.other().index()];
                Some(match mine.cmp(&0) {
                    std::cmp::Ordering::Greater => -lost,
                    std::cmp::Ordering::Less => lost,
                    std::cmp::Ordering::Equal => 0,
                })
            }
        }
    }

    /// Chpok: the points `mv` scores for the side to move in `pos`.
    pub(super) fn move_points(self, pos: &Position, mv: Move) -> i64 {
        let Variant::Chpok { piece_points } = self else {
            return 0;
        };
        let us = pos.side_to_move();
        let mut pts = 0;
        if let Some(p) = pos.captured_piece(mv) {
            if p.color != us && p.kind == Kind::King {
                pts += KING_POINTS;
            }
        }
        let dest = match mv.kind {
            MoveKind::Castle => pos.castle_destinations(mv.from, mv.to).0,
            _ => mv.to,
        };
        let rel = match us {
            Color::White => i64::from(dest.rank()) + 1,
            Color::Black => 8 - i64::from(dest.rank()),
        };
        if rel >= 5 {
            pts += rel - 4;
        }
        if !mv.is_drop() {
            if let Some(p) = pos.moved_piece(mv) {
                pts += piece_points[p.kind.index()];
            }
        }
        pts
    }
}

/// The men in `color`'s reserve, at their value plus `bonus` each.
fn reserve_value(pos: &Position, color: Color, bonus: i64) -> i64 {
    Kind::ALL
        .iter()
        .filter(|&&k| k != Kind::King)
        .map(|&k| i64::from(pos.reserve(color, k)) * (VALUE[k.index()] + bonus))
        .sum()
}

/// Minus `attacked` per square next to `color`'s king that the enemy
/// attacks (the king's own square counts four times) and minus `drops` per
/// empty square next to it while the enemy has men to drop.
fn king_safety(pos: &Position, color: Color, attacked: i64, drops: i64) -> i64 {
    let Some(k) = pos.king_square(color) else {
        return 0;
    };
    let g = pos.geometry();
    let enemy = color.other();
    let enemy_drops = drops > 0 && pos.has_reserve(enemy);
    let mut s = 0;
    if pos.is_attacked(k, enemy) {
        s -= 4 * attacked;
    }
    for df in -1..=1 {
        for dr in -1..=1 {
            if df == 0 && dr == 0 {
                continue;
            }
            let Some(sq) = k.offset(df, dr).filter(|&s| g.contains(s)) else {
                continue;
            };
            if pos.is_attacked(sq, enemy) {
                s -= attacked;
            }
            if enemy_drops && pos.piece_at(sq).is_none() {
                s -= drops;
            }
        }
    }
    s
}
