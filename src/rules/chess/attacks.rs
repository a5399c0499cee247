//! Attacks: which squares a man attacks, whether a square is attacked,
//! check, and the kinds of check Kriegspiel announces.

use serde::{Deserialize, Serialize};

use super::geometry::{Square, STRIDE};
use super::piece::{code, Color, Kind, Piece, EMPTY, OFF_BOARD};
use super::position::Position;

/// Mailbox steps (file + rank × 16).
pub(crate) const KNIGHT: [i32; 8] = [33, 31, 18, 14, -14, -18, -31, -33];
pub(crate) const KING: [i32; 8] = [1, -1, 16, -16, 15, 17, -15, -17];
pub(crate) const ORTHOGONAL: [i32; 4] = [1, -1, 16, -16];
pub(crate) const DIAGONAL: [i32; 4] = [15, 17, -15, -17];
/// The Dragon: two-square orthogonal jumps, then one-square diagonal steps.
pub(crate) const DRAGON: [i32; 8] = [2, -2, 32, -32, 15, 17, -15, -17];

/// A kind of check, as Kriegspiel's referee names it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Serialize, Deserialize)]
pub enum CheckKind {
    /// Along the king's rank.
    Rank,
    /// Along the king's file.
    File,
    /// Along the longer of the two diagonals through the king's square
    /// (counted on the whole board; a tie counts as long).
    LongDiagonal,
    /// Along the shorter diagonal.
    ShortDiagonal,
    /// By a knight jump (also a super queen's knight jump).
    Knight,
}

impl CheckKind {
    /// The referee's words: `Rank check`, `Long-diagonal check`, …
    pub fn announcement(self) -> &'static str {
        match self {
            CheckKind::Rank => "Rank check",
            CheckKind::File => "File check",
            CheckKind::LongDiagonal => "Long-diagonal check",
            CheckKind::ShortDiagonal => "Short-diagonal check",
            CheckKind::Knight => "Knight check",
        }
    }
}

impl Position {
    /// Whether a man of colour `by` attacks `sq` (could capture a man of the
    /// other colour there), under this position's rules. Pawns attack
    /// diagonally forward whether or not they could promote.
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        self.attacked(sq.idx(), by.index())
    }

    /// The hot-path form of [`Position::is_attacked`].
    #[inline]
    pub(crate) fn attacked(&self, s: usize, by: usize) -> bool {
        let b = &self.board;
        let s = s as i32;
        let at = |d: i32| b[(s + d) as usize];

        let pawn = code(by, Kind::Pawn);
        let behind = -Position::forward(by);
        if at(behind - 1) == pawn || at(behind + 1) == pawn {
            return true;
        }
        let knight = code(by, Kind::Knight);
        let queen = code(by, Kind::Queen);
        let knightlike = if self.rules.super_queen {
            queen
        } else {
            knight
        };
        for d in KNIGHT {
            let c = at(d);
            if c == knight || c == knightlike {
                return true;
            }
        }
        let king = code(by, Kind::King);
        for d in KING {
            if at(d) == king {
                return true;
            }
        }
        if self.rules.dragons {
            let dragon = code(by, Kind::Dragon);
            for d in DRAGON {
                if at(d) == dragon {
                    return true;
                }
            }
        }
        // The first man along each line: is it one of these sliders?
        let slider_on = |dirs: &[i32], slider: u8| {
            dirs.iter().any(|&d| {
                let mut t = s + d;
                while b[t as usize] == EMPTY {
                    t += d;
                }
                let c = b[t as usize];
                c == slider || c == queen
            })
        };
        let bishop = code(by, Kind::Bishop);
        if slider_on(&ORTHOGONAL, code(by, Kind::Rook)) || slider_on(&DIAGONAL, bishop) {
            return true;
        }
        if self.rules.bishop_corner_step {
            let g = self.geometry();
            for d in ORTHOGONAL {
                let n = (s + d) as usize;
                if b[n] == bishop && g.is_corner(Square::from_idx(n)) {
                    return true;
                }
            }
        }
        false
    }

    /// Whether any king of `color` is attacked.
    pub fn king_attacked(&self, color: Color) -> bool {
        self.king_in_danger(color.index())
    }

    #[inline]
    pub(crate) fn king_in_danger(&self, us: usize) -> bool {
        match self.king_count[us] {
            0 => false,
            1 => self.attacked(self.king_sq[us].idx(), 1 - us),
            _ => self
                .kings(Color::from_index(us))
                .iter()
                .any(|k| self.attacked(k.idx(), 1 - us)),
        }
    }

    /// Whether the side to move has a king under attack.
    pub fn in_check(&self) -> bool {
        self.king_in_danger(self.side.index())
    }

    /// Squares of the men of colour `by` that attack `sq`.
    pub fn attackers(&self, sq: Square, by: Color) -> Vec<Square> {
        self.pieces()
            .filter(|&(from, p)| p.color == by && self.attacks(from, sq))
            .map(|(from, _)| from)
            .collect()
    }

    /// The enemy men attacking the side to move's king(s).
    pub fn checkers(&self) -> Vec<Square> {
        let them = self.side.other();
        let mut out: Vec<Square> = Vec::new();
        for k in self.kings(self.side) {
            for a in self.attackers(k, them) {
                if !out.contains(&a) {
                    out.push(a);
                }
            }
        }
        out
    }

    /// Every kind of check the side to move's king is in, each once, in
    /// [`CheckKind`] order. Call it after the checking move: a double check
    /// names both lines. A pawn's check is a diagonal check; a dragon's
    /// jump is a rank or file check.
    pub fn check_kinds(&self) -> Vec<CheckKind> {
        let them = self.side.other();
        let g = self.geometry();
        let mut out = Vec::new();
        for k in self.kings(self.side) {
            let (rising, falling) = g.diagonal_lengths(k);
            for a in self.attackers(k, them) {
                let df = a.file() as i32 - k.file() as i32;
                let dr = a.rank() as i32 - k.rank() as i32;
                let kind = if df.abs() + dr.abs() == 3 && df != 0 && dr != 0 {
                    CheckKind::Knight
                } else if dr == 0 {
                    CheckKind::Rank
                } else if df == 0 {
                    CheckKind::File
                } else {
                    let (this, other) = if df.signum() == dr.signum() {
                        (rising, falling)
                    } else {
                        (falling, rising)
                    };
                    if this >= other {
                        CheckKind::LongDiagonal
                    } else {
                        CheckKind::ShortDiagonal
                    }
                };
                out.push(kind);
            }
        }
        out.sort();
        out.dedup();
        out
    }

    /// Whether the man on `from` attacks `target` on the current board.
    /// False for an empty `from`.
    pub fn attacks(&self, from: Square, target: Square) -> bool {
        self.piece_at(from)
            .is_some_and(|p| self.would_attack(from, p, target))
    }

    /// Whether `piece`, standing on `from` (or put there), attacks `target`.
    pub(crate) fn would_attack(&self, from: Square, piece: Piece, target: Square) -> bool {
        let mut hit = false;
        self.for_each_attack(from.idx(), piece, |t| hit |= t == target.idx());
        hit
    }

    /// The squares the man on `from` attacks (empty for an empty square).
    pub fn attacked_squares(&self, from: Square) -> Vec<Square> {
        let mut out = Vec::new();
        if let Some(p) = self.piece_at(from) {
            self.for_each_attack(from.idx(), p, |t| out.push(Square::from_idx(t)));
        }
        out
    }

    /// Calls `f` with every board square that `piece`, standing on `from`,
    /// attacks: for sliders up to and including the first occupied square.
    /// `piece` need not stand there (drops ask "what would it attack").
    pub(crate) fn for_each_attack(&self, from: usize, piece: Piece, mut f: impl FnMut(usize)) {
        let b = &self.board;
        let s = from as i32;
        let jumps = |steps: &[i32], f: &mut dyn FnMut(usize)| {
            for &d in steps {
                let t = (s + d) as usize;
                if b[t] != OFF_BOARD {
                    f(t);
                }
            }
        };
        let slides = |steps: &[i32], f: &mut dyn FnMut(usize)| {
            for &d in steps {
                let mut t = s + d;
                while b[t as usize] != OFF_BOARD {
                    f(t as usize);
                    if b[t as usize] != EMPTY {
                        break;
                    }
                    t += d;
                }
            }
        };
        match piece.kind {
            Kind::Pawn => {
                let fwd = Position::forward(piece.color.index());
                jumps(&[fwd - 1, fwd + 1], &mut f);
            }
            Kind::Knight => jumps(&KNIGHT, &mut f),
            Kind::King => jumps(&KING, &mut f),
            Kind::Dragon => jumps(&DRAGON, &mut f),
            Kind::Rook => slides(&ORTHOGONAL, &mut f),
            Kind::Bishop => {
                slides(&DIAGONAL, &mut f);
                if self.rules.bishop_corner_step
                    && self.geometry().is_corner(Square::from_idx(from))
                {
                    jumps(&ORTHOGONAL, &mut f);
                }
            }
            Kind::Queen => {
                slides(&ORTHOGONAL, &mut f);
                slides(&DIAGONAL, &mut f);
                if self.rules.super_queen {
                    jumps(&KNIGHT, &mut f);
                }
            }
        }
    }
}

/// Whether `a` and `b` are one king step apart.
pub(crate) fn adjacent(a: Square, b: Square) -> bool {
    let d = (a.idx() as i32 - b.idx() as i32).abs();
    a != b && (d == 1 || d == STRIDE - 1 || d == STRIDE || d == STRIDE + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::chess::Rules;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    fn names(v: Vec<Square>) -> Vec<String> {
        let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
        v.sort();
        v
    }

    #[test]
    fn dragon_attacks() {
        let mut pos = Position::empty(Rules::chpok(8)).unwrap();
        pos.put(sq("e4"), Some(Piece::new(Color::White, Kind::Dragon)));
        // Jumps over men in between.
        pos.put(sq("e5"), Some(Piece::new(Color::Black, Kind::Pawn)));
        assert_eq!(
            names(pos.attacked_squares(sq("e4"))),
            ["c4", "d3", "d5", "e2", "e6", "f3", "f5", "g4"]
        );
        assert!(pos.is_attacked(sq("e6"), Color::White));
        assert!(!pos.is_attacked(sq("e5"), Color::White));
        // From a corner only what is on the board.
        let mut pos = Position::empty(Rules::chpok(8)).unwrap();
        pos.put(sq("a1"), Some(Piece::new(Color::Black, Kind::Dragon)));
        assert_eq!(names(pos.attacked_squares(sq("a1"))), ["a3", "b2", "c1"]);
    }

    #[test]
    fn switches_change_attacks() {
        let mut rules = Rules::chpok(8);
        let mut pos = Position::empty(rules).unwrap();
        pos.put(sq("d1"), Some(Piece::new(Color::White, Kind::Queen)));
        pos.put(sq("a1"), Some(Piece::new(Color::White, Kind::Bishop)));
        assert!(!pos.is_attacked(sq("e3"), Color::White));
        assert!(!pos.is_attacked(sq("a2"), Color::White));
        rules.super_queen = true;
        rules.bishop_corner_step = true;
        pos.rules = rules;
        assert!(pos.is_attacked(sq("e3"), Color::White));
        assert!(pos.is_attacked(sq("a2"), Color::White));
        assert!(pos.is_attacked(sq("b1"), Color::White));
        assert!(pos.attacks(sq("a1"), sq("a2")));
        assert!(pos.attacks(sq("d1"), sq("c3")));
    }

    #[test]
    fn check_kinds_name_the_lines() {
        let rules = Rules::chess();
        let kinds = |fen: &str| Position::from_fen(fen, rules).unwrap().check_kinds();
        // Rook on the file and knight: double check.
        assert_eq!(
            kinds("4r1k1/8/8/8/8/3n4/8/4K3 w - - 0 1"),
            [CheckKind::File, CheckKind::Knight]
        );
        assert_eq!(kinds("6k1/8/8/8/8/8/8/r3K3 w - - 0 1"), [CheckKind::Rank]);
        // King e1: a1–h8 direction diagonal e1-h4 has 4 squares, the other
        // (a5-e1) 5: a bishop on h4 gives a short-diagonal check.
        assert_eq!(
            kinds("6k1/8/8/8/7b/8/8/4K3 w - - 0 1"),
            [CheckKind::ShortDiagonal]
        );
        assert_eq!(
            kinds("6k1/8/8/b7/8/8/8/4K3 w - - 0 1"),
            [CheckKind::LongDiagonal]
        );
        // A pawn's check is diagonal: d2 pawn on e1's long diagonal side.
        assert_eq!(
            kinds("6k1/8/8/8/8/8/3p4/4K3 w - - 0 1"),
            [CheckKind::LongDiagonal]
        );
        assert_eq!(
            kinds("6k1/8/8/8/8/8/5p2/4K3 w - - 0 1"),
            [CheckKind::ShortDiagonal]
        );
        assert!(kinds("6k1/8/8/8/8/8/8/4K3 w - - 0 1").is_empty());
    }

    #[test]
    fn adjacency() {
        assert!(adjacent(sq("a1"), sq("b2")));
        assert!(adjacent(sq("l12"), sq("k11")));
        assert!(!adjacent(sq("a1"), sq("a1")));
        assert!(!adjacent(sq("a1"), sq("c1")));
        assert!(!adjacent(sq("h1"), sq("a2")));
    }
}
