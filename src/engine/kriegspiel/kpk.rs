//! Distance to mate of king and pawn against a bare king on a seen 8×8
//! board, computed once by retrograde analysis (two sides to move × 64
//! kings × 48 pawn squares × 64 kings) and kept, as
//! [`tablebase`](super::tablebase) keeps KQ–K and KR–K.
//!
//! A promotion ends the pawn's part: the position then counts by the
//! queen's or rook's table (whichever mates sooner; a rook where a queen
//! would stalemate), so a promotion next to the bare king, which takes the
//! new queen, is a draw here, as a rook's pawn with the king in its
//! corner, a pawn taken, or a pawn the king catches by the rule of the
//! square. The pawn is White's, moving up the ranks: the caller turns a
//! Black position round ([`Kpk::flip`]).

use std::sync::OnceLock;

use super::tablebase::{adjacent, file, index, neighbours, plies, rank, Piece, Table, UNKNOWN};

/// Plies to mate of every king-and-pawn position (`UNKNOWN`: drawn, or
/// not a legal position). Squares are `rank * 8 + file`.
pub struct Kpk {
    /// The pawn's side to move.
    strong: Vec<u8>,
    /// The bare king to move (0: it is mated).
    weak: Vec<u8>,
}

/// Whether the (White) pawn on `p` attacks `t`.
fn pawn_attacks(p: usize, t: usize) -> bool {
    rank(t) == rank(p) + 1 && (file(t) - file(p)).abs() == 1
}

/// Kings and pawn on different squares, the kings apart, the pawn on
/// ranks 2–7.
fn placed(k: usize, p: usize, w: usize) -> bool {
    k != p && p != w && k != w && !adjacent(k, w) && (8..56).contains(&p)
}

/// The bare king's moves from `w` (taking the pawn where the other king
/// does not guard it: a step next to that king is never one).
fn weak_moves(k: usize, p: usize, w: usize) -> impl Iterator<Item = usize> {
    neighbours(w).filter(move |&t| t != k && !adjacent(t, k) && !pawn_attacks(p, t))
}

impl Kpk {
    /// The table (computed on first use).
    pub fn get() -> &'static Kpk {
        static TABLE: OnceLock<Kpk> = OnceLock::new();
        TABLE.get_or_init(Kpk::build)
    }

    /// A square seen from the other side of the board (a Black pawn's
    /// position as a White one's).
    pub fn flip(sq: usize) -> usize {
        sq ^ 56
    }

    /// Plies to mate with the pawn's side (king `k`, pawn `p`) to move
    /// against the king on `w`; `None`: a draw, or no legal position.
    pub fn strong_to_move(&self, k: usize, p: usize, w: usize) -> Option<u32> {
        plies(&self.strong, k, p, w)
    }

    /// Plies to mate with the bare king to move.
    pub fn weak_to_move(&self, k: usize, p: usize, w: usize) -> Option<u32> {
        plies(&self.weak, k, p, w)
    }

    /// Positions are settled in order of their distance (a bucket per
    /// ply): a promotion enters at one more than its queen's or rook's
    /// table gives, a position of the pawn's side takes the first (least)
    /// distance that reaches it, and one of the bare king's when the last
    /// of its replies is settled (the greatest).
    fn build() -> Kpk {
        let n = 64 * 64 * 64;
        let mut t = Kpk {
            strong: vec![UNKNOWN; n],
            weak: vec![UNKNOWN; n],
        };
        let (queen, rook) = (Table::of(Piece::Queen), Table::of(Piece::Rook));
        // Unsettled replies of each bare-king-to-move position.
        let mut left = vec![0u8; n];
        // (the pawn's side to move, k, p, w) by distance.
        let mut buckets: Vec<Vec<(bool, usize, usize, usize)>> = vec![Vec::new(); 256];
        for k in 0..64 {
            for p in 8..56 {
                for w in 0..64 {
                    if !placed(k, p, w) {
                        continue;
                    }
                    let replies = weak_moves(k, p, w).count() as u8;
                    left[index(k, p, w)] = replies;
                    if replies == 0 && pawn_attacks(p, w) {
                        buckets[0].push((false, k, p, w));
                    }
                    let q = p + 8;
                    if p >= 48 && q != k && q != w && !pawn_attacks(p, w) {
                        let best = [queen.weak_to_move(k, q, w), rook.weak_to_move(k, q, w)]
                            .into_iter()
                            .flatten()
                            .min();
                        if let Some(d) = best {
                            buckets[d as usize + 1].push((true, k, p, w));
                        }
                    }
                }
            }
        }
        for d in 0..255 {
            for (strong, k, p, w) in std::mem::take(&mut buckets[d]) {
                let i = index(k, p, w);
                if strong {
                    if t.strong[i] != UNKNOWN {
                        continue;
                    }
                    t.strong[i] = d as u8;
                    // Each bare-king move into it leaves one reply fewer.
                    for w2 in neighbours(w) {
                        if !placed(k, p, w2) {
                            continue;
                        }
                        let j = index(k, p, w2);
                        if t.weak[j] != UNKNOWN || left[j] == 0 {
                            continue;
                        }
                        left[j] -= 1;
                        if left[j] == 0 {
                            buckets[d + 1].push((false, k, p, w2));
                        }
                    }
                } else {
                    if t.weak[i] != UNKNOWN {
                        continue;
                    }
                    t.weak[i] = d as u8;
                    // Each move of the pawn's side into it wins in d + 1.
                    let mut before = Vec::new();
                    if !pawn_attacks(p, w) {
                        before.extend(neighbours(k).map(|k2| (k2, p)));
                    }
                    if p >= 16 {
                        before.push((k, p - 8));
                    }
                    if rank(p) == 3 && p - 8 != k && p - 8 != w {
                        before.push((k, p - 16));
                    }
                    for (k2, p2) in before {
                        if placed(k2, p2, w) && !pawn_attacks(p2, w) {
                            buckets[d + 1].push((true, k2, p2, w));
                        }
                    }
                }
            }
        }
        t
    }
}

#[cfg(test)]
mod tests {
    use super::super::tablebase::tests::sq;
    use super::*;

    /// Every position's distance is what its moves give, read forwards
    /// (the build works backwards): the pawn's side one more than its best
    /// move's, the bare king one more than its longest reply's when all
    /// lose, and a draw where a move or reply keeps one.
    #[test]
    fn every_position_agrees_with_its_moves() {
        let t = Kpk::get();
        let (queen, rook) = (Table::of(Piece::Queen), Table::of(Piece::Rook));
        let mut won = 0;
        for k in 0..64 {
            for p in 8..56 {
                for w in 0..64 {
                    if !placed(k, p, w) {
                        continue;
                    }
                    let replies: Vec<Option<u32>> = weak_moves(k, p, w)
                        .map(|t2| (t2 != p).then(|| t.strong_to_move(k, p, t2)).flatten())
                        .collect();
                    let weak = if replies.is_empty() {
                        pawn_attacks(p, w).then_some(0)
                    } else {
                        replies
                            .iter()
                            .copied()
                            .collect::<Option<Vec<u32>>>()
                            .map(|v| 1 + v.iter().max().copied().unwrap_or(0))
                    };
                    assert_eq!(t.weak_to_move(k, p, w), weak, "{k} {p} {w}");
                    if pawn_attacks(p, w) {
                        assert_eq!(t.strong_to_move(k, p, w), None);
                        continue;
                    }
                    let mut next: Vec<Option<u32>> = neighbours(k)
                        .filter(|&k2| placed(k2, p, w))
                        .map(|k2| t.weak_to_move(k2, p, w))
                        .collect();
                    let q = p + 8;
                    if q != k && q != w {
                        next.push(if q >= 56 {
                            [queen.weak_to_move(k, q, w), rook.weak_to_move(k, q, w)]
                                .into_iter()
                                .flatten()
                                .min()
                        } else {
                            t.weak_to_move(k, q, w)
                        });
                        if rank(p) == 1 && q + 8 != k && q + 8 != w {
                            next.push(t.weak_to_move(k, q + 8, w));
                        }
                    }
                    let strong = next.into_iter().flatten().min().map(|v| v + 1);
                    assert_eq!(t.strong_to_move(k, p, w), strong, "{k} {p} {w}");
                    won += usize::from(strong.is_some());
                }
            }
        }
        // Most king-and-pawn positions are won with the pawn's side to move.
        assert!(won > 100_000, "{won}");
    }

    /// Kh1 and Pb5 against Kf5: with White to move the pawn runs out of
    /// the king's square (1. b6 Ke6 2. b7 Kd7 3. b8=Q); with Black to move
    /// the king catches it (1… Ke6 2. b6 Kd7 3. b7 Kc7).
    #[test]
    fn the_rule_of_the_square() {
        let t = Kpk::get();
        let (k, p, w) = (sq("h1"), sq("b5"), sq("f5"));
        assert!(t.strong_to_move(k, p, w).is_some());
        assert_eq!(t.weak_to_move(k, p, w), None);
        // One step further back the king is in the square: Pb4 (1. b5
        // Ke5 2. b6 Kd6 3. b7 Kc7 4. b8=Q+ Kxb8), and Pb2, whose two steps
        // bring it to b4 with the king to move.
        assert_eq!(t.strong_to_move(k, sq("b4"), w), None);
        assert_eq!(t.strong_to_move(k, sq("b2"), w), None);
    }

    /// Ke5 and Pe4 against Ke7: the side to move loses the opposition.
    #[test]
    fn the_opposition_decides() {
        let t = Kpk::get();
        let (k, p, w) = (sq("e5"), sq("e4"), sq("e7"));
        assert_eq!(t.strong_to_move(k, p, w), None);
        assert!(t.weak_to_move(k, p, w).is_some());
        // The king in front of its pawn on the sixth rank wins whoever
        // moves.
        let (k, p, w) = (sq("e6"), sq("e5"), sq("e8"));
        assert!(t.strong_to_move(k, p, w).is_some());
        assert!(t.weak_to_move(k, p, w).is_some());
    }

    /// A rook's pawn against the king in its corner is a draw; a
    /// promotion beside the bare king is taken; one guarded mates by the
    /// queen's table.
    #[test]
    fn corners_and_promotions() {
        let t = Kpk::get();
        for k in [sq("b5"), sq("c6"), sq("d4")] {
            assert_eq!(t.strong_to_move(k, sq("a4"), sq("a8")), None);
            assert_eq!(t.weak_to_move(k, sq("a4"), sq("a8")), None);
        }
        // Pb7 against Kc7 with Kh1: 1. b8=Q+ Kxb8.
        assert_eq!(t.strong_to_move(sq("h1"), sq("b7"), sq("c7")), None);
        // Kd7 guards e8: e8=Q mates in the queen's plies after it.
        let queen = Table::of(Piece::Queen);
        let after = queen
            .weak_to_move(sq("d7"), sq("e8"), sq("g7"))
            .expect("a won KQK");
        assert_eq!(
            t.strong_to_move(sq("d7"), sq("e7"), sq("g7")),
            Some(after + 1)
        );
    }
}
