//! Opok's evaluation. Every move puts exactly one new stack on the board,
//! so a side's final score is the squares it holds now plus the empty
//! squares it can still fill before it runs out of moves. A stack of
//! height h can fill at most h − 1 more squares, and only squares of the
//! empty regions it touches: a tall stack that is shut in (no empty
//! neighbour) is worth one square whatever its height, and one with a
//! single way out loses all that room to one enemy move.
//!
//! So each empty region is shared out like territory: a side alone next
//! to it gets as much of it as its stacks can fill; when both touch it,
//! each gets half (they alternate), more when the other cannot fill its
//! half. A stack with one empty neighbour pays a part of what it would
//! lose if that square were taken. Checkers count too (they are the
//! strength to capture and resist), and so does the biggest capture each
//! side could make next (a tall stack left between an enemy stack and an
//! empty square the enemy reaches is lost with all its checkers).

use crate::rules::opok::Board;
use crate::rules::Seat;

/// No square (off the board).
pub(super) const NONE: usize = usize::MAX;
/// No region (a square holding a stack).
pub(super) const NO_REGION: u16 = u16::MAX;
/// A square held.
pub(super) const SQUARE: i64 = 100;
/// A square of empty room a side can still fill (less than one held: it
/// can still be taken away).
const ROOM: i64 = 80;
/// The part of a one-exit stack's possible loss counted now (the enemy
/// needs a move that reaches the exit, and may have better ones).
const RISK_DIV: i64 = 3;

/// Each square's four neighbours ([`NONE`] off the board).
pub(super) fn adjacency(board: &Board) -> Vec<[usize; 4]> {
    (0..board.len())
        .map(|sq| {
            let (f, r) = board.coords(sq);
            let (f, r) = (i32::from(f), i32::from(r));
            [(0, 1), (1, 0), (0, -1), (-1, 0)]
                .map(|(df, dr)| board.square(f + df, r + dr).unwrap_or(NONE))
        })
        .collect()
}

/// 0 for First, 1 for Second.
pub(super) fn side(seat: Seat) -> usize {
    usize::from(seat != Seat::White)
}

/// A side's share of an empty region of `n` squares, in half squares, when
/// its stacks can fill `mine` squares and the other side's `theirs`.
pub(super) fn share2(n: i32, mine: i32, theirs: i32) -> i32 {
    if mine <= 0 || n <= 0 {
        0
    } else if theirs <= 0 {
        2 * mine.min(n)
    } else {
        (2 * mine).min((2 * (n - theirs)).max(n))
    }
}

/// The value of `share2` half squares of room.
pub(super) fn room_value(half_squares: i32) -> i64 {
    i64::from(half_squares) * ROOM / 2
}

/// What a stack with one exit into a region of `n` squares, able to fill
/// `fill` of them, costs its side now: a part of the swing in both sides'
/// shares if the exit were taken (`caps` the region's capacities, the
/// stack's side first).
pub(super) fn risk(n: i32, fill: i32, caps: [i32; 2]) -> i64 {
    let [mine, theirs] = caps;
    let before = share2(n, mine, theirs) - share2(n, theirs, mine);
    let after = share2(n, mine - fill, theirs) - share2(n, theirs, mine - fill);
    room_value(before - after) / RISK_DIV
}

/// How a stack bears on the empty regions: its side, the squares it can
/// fill (height − 1) and the regions next to it (at most four, [`NO_REGION`]
/// where there is none), or `None` for a stack that cannot move.
pub(super) struct Outlet {
    pub side: usize,
    pub fill: i32,
    pub regions: [u16; 4],
    /// Its empty neighbours.
    pub exits: u32,
}

/// The stack on `sq` as an [`Outlet`], its empty neighbours' regions read
/// from `comp` (squares without one are not counted).
pub(super) fn outlet(board: &Board, adj: &[[usize; 4]], comp: &[u16], sq: usize) -> Option<Outlet> {
    let st = board.get(sq)?;
    if st.height < 2 {
        return None;
    }
    let mut regions = [NO_REGION; 4];
    let mut exits = 0;
    for &w in &adj[sq] {
        if w == NONE || !board.is_free(w) {
            continue;
        }
        exits += 1;
        let c = comp[w];
        if c != NO_REGION && !regions.contains(&c) {
            regions[exits as usize - 1] = c;
        }
    }
    (exits > 0).then_some(Outlet {
        side: side(st.owner),
        fill: i32::from(st.height) - 1,
        regions,
        exits,
    })
}

/// The empty regions of a board (orthogonally connected empty squares) and
/// what each side's stacks can fill of each.
pub(super) struct Regions {
    /// Each square's region ([`NO_REGION`] on a stack).
    pub comp: Vec<u16>,
    /// Each region's squares.
    pub size: Vec<i32>,
    /// Each region's capacity per side: the squares the stacks next to it
    /// could fill (their heights − 1, summed).
    pub cap: Vec<[i32; 2]>,
    /// Each region's tallest arrival per side: the most checkers one of
    /// the side's stacks next to it can send (height − 1).
    pub reach: Vec<[i32; 2]>,
}

impl Regions {
    pub(super) fn new(board: &Board, adj: &[[usize; 4]]) -> Regions {
        let mut comp = vec![NO_REGION; board.len()];
        let mut size = Vec::new();
        let mut todo = Vec::with_capacity(board.len());
        for start in 0..board.len() {
            if comp[start] != NO_REGION || !board.is_free(start) {
                continue;
            }
            let id = size.len() as u16;
            comp[start] = id;
            todo.push(start);
            let mut n = 0;
            while let Some(sq) = todo.pop() {
                n += 1;
                for &w in &adj[sq] {
                    if w != NONE && comp[w] == NO_REGION && board.is_free(w) {
                        comp[w] = id;
                        todo.push(w);
                    }
                }
            }
            size.push(n);
        }
        let mut cap = vec![[0; 2]; size.len()];
        let mut reach = vec![[0; 2]; size.len()];
        for sq in 0..board.len() {
            let Some(o) = outlet(board, adj, &comp, sq) else {
                continue;
            };
            for c in o.regions.into_iter().filter(|&c| c != NO_REGION) {
                cap[usize::from(c)][o.side] += o.fill;
                let r = &mut reach[usize::from(c)][o.side];
                *r = (*r).max(o.fill);
            }
        }
        Regions {
            comp,
            size,
            cap,
            reach,
        }
    }

    /// The capacities of region `c`, `side`'s first.
    pub(super) fn caps(&self, c: u16, side: usize) -> [i32; 2] {
        let cap = self.cap[usize::from(c)];
        [cap[side], cap[1 - side]]
    }
}

/// `seat`'s view of `board`: squares and checkers held (100 a square, 20 a checker); the empty room
/// each side can still fill; the risk to stacks with one exit; the best
/// capture each side could make next.
pub fn evaluate(board: &Board, seat: Seat) -> i64 {
    evaluate_with(board, seat, None, &adjacency(board))
}

/// [`evaluate`] with the board's adjacency at hand, and who moves next when
/// known (`next`): its best capture counts three quarters, the other's a
/// quarter (the side to move takes or parries it); unknown, half each.
pub(super) fn evaluate_with(
    board: &Board,
    seat: Seat,
    next: Option<Seat>,
    adj: &[[usize; 4]],
) -> i64 {
    let regions = Regions::new(board, adj);
    let me = side(seat);
    // First's value, then turned to `seat`'s.
    let mut v = 0i64;
    for sq in 0..board.len() {
        let Some(st) = board.get(sq) else { continue };
        let sign = if st.owner == Seat::White { 1 } else { -1 };
        v += sign * (SQUARE + CHECKER * i64::from(st.height));
        if let Some(o) = outlet(board, adj, &regions.comp, sq) {
            if o.exits == 1 && o.regions[0] != NO_REGION {
                let c = o.regions[0];
                let n = regions.size[usize::from(c)];
                v -= sign * risk(n, o.fill, regions.caps(c, o.side));
            }
        }
    }
    for (c, &n) in regions.size.iter().enumerate() {
        let [w, b] = regions.cap[c];
        v += room_value(share2(n, w, b) - share2(n, b, w));
    }
    let v = if me == 0 { v } else { -v };
    let weight = |s: Seat| match next {
        None => 2,
        Some(n) if n == s => 3,
        Some(_) => 1,
    };
    let mine = threat(board, adj, &regions, seat) * weight(seat);
    let theirs = threat(board, adj, &regions, seat.other()) * weight(seat.other());
    v + (mine - theirs) / 4
}

/// What the checkers on the board are worth beyond their squares: the
/// strength to capture and to resist capture (a capture of a tall stack
/// costs far more than its square; at 5 level 5 still left a stack of 39
/// where one enemy move took it, for the room it gained).
pub(super) const CHECKER: i64 = 20;

/// The best capture `seat` could make with one move, by what it takes
/// (squares and checkers), assuming its tallest arrival into each empty
/// region can reach any of its squares.
fn threat(board: &Board, adj: &[[usize; 4]], regions: &Regions, seat: Seat) -> i64 {
    let me = side(seat);
    let mut best = 0i64;
    for sq in 0..board.len() {
        let c = regions.comp[sq];
        if c == NO_REGION {
            continue;
        }
        let arrive = regions.reach[usize::from(c)][me];
        if arrive <= 0 {
            continue;
        }
        let mut taken = 0i64;
        for (d, &first) in adj[sq].iter().enumerate() {
            let (mut at, mut total, mut value) = (first, 0i32, 0i64);
            while at != NONE {
                match board.get(at) {
                    Some(st) if st.owner != seat => {
                        total += i32::from(st.height);
                        value += SQUARE + CHECKER * i64::from(st.height);
                        at = adj[at][d];
                    }
                    Some(far) => {
                        if value > 0 && arrive + i32::from(far.height) > total {
                            taken += value;
                        }
                        break;
                    }
                    None => break,
                }
            }
        }
        best = best.max(taken);
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::opok::Stack;

    fn put(b: &mut Board, sq: usize, owner: Seat, height: u16) {
        b.set(sq, Some(Stack { owner, height }));
    }

    #[test]
    fn shares_of_a_region() {
        // Alone: what the stacks can fill, at most the region.
        assert_eq!(share2(10, 4, 0), 8);
        assert_eq!(share2(10, 40, 0), 20);
        // Both with plenty: half each.
        assert_eq!(share2(10, 40, 40), 10);
        // The other can fill only 2: the rest is mine.
        assert_eq!(share2(10, 40, 2), 16);
    }

    #[test]
    fn a_shut_in_tall_stack_is_worth_one_square() {
        // 7×7: First's 40 on a1 with both neighbours held (own 1 on a2,
        // Second's 1 on b1) against the same 40 with b1 empty.
        let mut shut = Board::empty(7);
        put(&mut shut, 0, Seat::White, 40);
        put(&mut shut, 7, Seat::White, 1);
        put(&mut shut, 1, Seat::Black, 1);
        put(&mut shut, 48, Seat::Black, 40);
        let mut open = shut.clone();
        open.set(1, None);
        put(&mut open, 47, Seat::Black, 1);
        let (s, o) = (evaluate(&shut, Seat::White), evaluate(&open, Seat::White));
        // The open board is worth at least ten squares of room more.
        assert!(o - s > 10 * ROOM, "shut {s}, open {o}");
    }
}
