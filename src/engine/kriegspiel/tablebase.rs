//! Distance to mate of king and queen, or king and rook, against a bare
//! king on a seen 8×8 board: computed once by retrograde analysis (a few
//! hundred thousand positions, well under a second) and kept.
//!
//! The blind endgame ([`super::endgame`]) scores each board its seat
//! thinks possible with these distances: a board where the bare king can
//! take the unguarded piece, or is stalemated, is a draw here.

use std::collections::VecDeque;
use std::sync::OnceLock;

/// The strong side's piece besides its king.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    Queen,
    Rook,
}

/// Plies to mate for every position of one ending (`UNKNOWN`: drawn or
/// not a legal position). Squares are `rank * 8 + file`.
pub struct Table {
    piece: Piece,
    /// The strong side to move: plies until the weak king is mated.
    strong: Vec<u8>,
    /// The weak side to move: plies until it is mated (0: it is mated).
    weak: Vec<u8>,
}

/// Drawn, or not a legal position.
pub(super) const UNKNOWN: u8 = u8::MAX;

/// A position's place in a table: the strong king, its man, the weak king.
pub(super) fn index(k: usize, x: usize, w: usize) -> usize {
    (k * 64 + x) * 64 + w
}

/// The plies a table holds for a position; `None` where it holds
/// [`UNKNOWN`] or the squares are off the board.
pub(super) fn plies(table: &[u8], k: usize, x: usize, w: usize) -> Option<u32> {
    let v = *table.get(index(k, x, w))?;
    (v != UNKNOWN).then_some(u32::from(v))
}

pub(super) fn file(sq: usize) -> i32 {
    (sq % 8) as i32
}

pub(super) fn rank(sq: usize) -> i32 {
    (sq / 8) as i32
}

pub(super) fn adjacent(a: usize, b: usize) -> bool {
    a != b && (file(a) - file(b)).abs() <= 1 && (rank(a) - rank(b)).abs() <= 1
}

/// The squares one king step from `sq` (indices `rank * 8 + file`, as
/// [`bit`](super::belief::bit) numbers them).
pub(super) fn neighbours(sq: usize) -> impl Iterator<Item = usize> {
    (-1..=1)
        .flat_map(|df| (-1..=1).map(move |dr| (df, dr)))
        .filter(|&d| d != (0, 0))
        .filter_map(move |(df, dr)| {
            let (f, r) = (file(sq) + df, rank(sq) + dr);
            ((0..8).contains(&f) && (0..8).contains(&r)).then_some((r * 8 + f) as usize)
        })
}

impl Piece {
    fn directions(self) -> &'static [(i32, i32)] {
        match self {
            Piece::Queen => &[
                (1, 0),
                (-1, 0),
                (0, 1),
                (0, -1),
                (1, 1),
                (1, -1),
                (-1, 1),
                (-1, -1),
            ],
            Piece::Rook => &[(1, 0), (-1, 0), (0, 1), (0, -1)],
        }
    }

    /// The squares the piece on `x` reaches, stopping before a square in
    /// `blockers` (and including it when `onto` says so).
    fn slide(self, x: usize, blockers: &[usize], mut each: impl FnMut(usize, bool)) {
        for &(df, dr) in self.directions() {
            let (mut f, mut r) = (file(x) + df, rank(x) + dr);
            while (0..8).contains(&f) && (0..8).contains(&r) {
                let sq = (r * 8 + f) as usize;
                let blocked = blockers.contains(&sq);
                each(sq, blocked);
                if blocked {
                    break;
                }
                f += df;
                r += dr;
            }
        }
    }

    /// Whether the piece on `x` attacks `target` with men on `blockers`.
    fn attacks(self, x: usize, target: usize, blockers: &[usize]) -> bool {
        let mut hit = false;
        self.slide(x, blockers, |sq, _| hit |= sq == target);
        hit
    }
}

impl Table {
    /// The table of `piece` (computed on first use).
    pub fn of(piece: Piece) -> &'static Table {
        static QUEEN: OnceLock<Table> = OnceLock::new();
        static ROOK: OnceLock<Table> = OnceLock::new();
        match piece {
            Piece::Queen => QUEEN.get_or_init(|| Table::build(Piece::Queen)),
            Piece::Rook => ROOK.get_or_init(|| Table::build(Piece::Rook)),
        }
    }

    /// Plies to mate with the strong side (king `k`, piece `x`) to move
    /// against the king on `w`; `None`: a draw, or no legal position.
    pub fn strong_to_move(&self, k: usize, x: usize, w: usize) -> Option<u32> {
        plies(&self.strong, k, x, w)
    }

    /// Plies to mate with the bare king to move (0: it is mated).
    pub fn weak_to_move(&self, k: usize, x: usize, w: usize) -> Option<u32> {
        plies(&self.weak, k, x, w)
    }

    /// The bare king's moves from `w` (a capture of the piece included).
    fn weak_moves(&self, k: usize, x: usize, w: usize) -> Vec<usize> {
        neighbours(w)
            .filter(|&t| !adjacent(t, k) && t != k)
            .filter(|&t| {
                if t == x {
                    // Taking the piece: only when the king does not guard it.
                    !adjacent(x, k)
                } else {
                    !self.piece.attacks(x, t, &[k])
                }
            })
            .collect()
    }

    fn build(piece: Piece) -> Table {
        let n = 64 * 64 * 64;
        let mut t = Table {
            piece,
            strong: vec![UNKNOWN; n],
            weak: vec![UNKNOWN; n],
        };
        // Unresolved replies of each weak-to-move position.
        let mut left = vec![0u8; n];
        let mut queue: VecDeque<(bool, usize, usize, usize)> = VecDeque::new();
        for k in 0..64 {
            for x in 0..64 {
                for w in 0..64 {
                    if k == x || x == w || k == w || adjacent(k, w) {
                        continue;
                    }
                    let replies = t.weak_moves(k, x, w);
                    left[index(k, x, w)] = replies.len() as u8;
                    if replies.is_empty() && piece.attacks(x, w, &[k]) {
                        t.weak[index(k, x, w)] = 0;
                        queue.push_back((false, k, x, w));
                    }
                }
            }
        }
        while let Some((strong_moved_into, k, x, w)) = queue.pop_front() {
            if !strong_moved_into {
                // A lost weak-to-move position: each strong move into it
                // wins.
                let d = t.weak[index(k, x, w)] + 1;
                let mut visit = |k2: usize, x2: usize, t: &mut Table| {
                    if piece.attacks(x2, w, &[k2]) {
                        return; // the weak king in check with the strong side to move
                    }
                    let i = index(k2, x2, w);
                    if t.strong[i] == UNKNOWN {
                        t.strong[i] = d;
                        queue.push_back((true, k2, x2, w));
                    }
                };
                for k2 in neighbours(k) {
                    if k2 != x && k2 != w && !adjacent(k2, w) {
                        visit(k2, x, &mut t);
                    }
                }
                let mut froms = Vec::new();
                piece.slide(x, &[k, w], |sq, blocked| {
                    if !blocked {
                        froms.push(sq);
                    }
                });
                for x2 in froms {
                    visit(k, x2, &mut t);
                }
            } else {
                // A won strong-to-move position: each weak move into it
                // leaves one reply fewer; none left and the weak side lost.
                let d = t.strong[index(k, x, w)] + 1;
                for w2 in neighbours(w) {
                    if w2 == k || w2 == x || adjacent(w2, k) {
                        continue;
                    }
                    let i = index(k, x, w2);
                    if t.weak[i] != UNKNOWN || left[i] == 0 {
                        continue;
                    }
                    left[i] -= 1;
                    if left[i] == 0 {
                        t.weak[i] = d;
                        queue.push_back((false, k, x, w2));
                    }
                }
            }
        }
        t
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// A square's index (`rank * 8 + file`) by its name.
    pub(in crate::engine::kriegspiel) fn sq(s: &str) -> usize {
        let b = s.as_bytes();
        usize::from(b[1] - b'1') * 8 + usize::from(b[0] - b'a')
    }

    #[test]
    fn the_longest_mates_are_the_known_ones() {
        // KQK needs at most 10 moves, KRK at most 16 (19 and 31 plies).
        for (piece, longest) in [(Piece::Queen, 19), (Piece::Rook, 31)] {
            let t = Table::of(piece);
            let max = t.strong.iter().filter(|&&v| v != UNKNOWN).max().copied();
            assert_eq!(max, Some(longest), "{piece:?}");
        }
    }

    #[test]
    fn mates_stalemates_and_a_hanging_piece() {
        let q = Table::of(Piece::Queen);
        // Kb6, Qa7 against Ka8... the queen guarded: mate.
        assert_eq!(q.weak_to_move(sq("b6"), sq("b7"), sq("a8")), Some(0));
        // Kc7, Qb6 against Ka8: stalemate, a draw.
        assert_eq!(q.weak_to_move(sq("c7"), sq("b6"), sq("a8")), None);
        // The queen next to the king, unguarded: taken, a draw.
        assert_eq!(q.weak_to_move(sq("h1"), sq("d5"), sq("e5")), None);
        // Qb6 with the king on c6 to play against Ka8: Qb7 mates.
        assert_eq!(q.strong_to_move(sq("c6"), sq("b6"), sq("a8")), Some(1));
        let r = Table::of(Piece::Rook);
        // Kc6... Rd8 against Kc8? The king on c6 guards nothing on the 8th:
        // Ra8 against Kc8 with Kc6: mate.
        assert_eq!(r.weak_to_move(sq("c6"), sq("a8"), sq("c8")), Some(0));
    }
}
