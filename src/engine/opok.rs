//! Opok: alpha-beta on the board with a selective width (every move at the
//! root, the most promising few below it), iterative deepening, a
//! transposition table, and an evaluation of squares held, stack mobility,
//! checkers left and the enclosures each side could make next.
//!
//! A tall stack has thousands of moves (every count to every square it
//! reaches), so what a node costs is choosing its few children. Each move
//! is first scored cheaply (played and taken back on one board, only the
//! squares it touches re-counted, captures exact); only the best few of
//! those get the full evaluation, and the best of these are searched. The
//! clock is read every few hundred moves scored, inside a ply too.

use std::collections::HashMap;
use std::time::Instant;

use rand::{Rng, RngCore};

use crate::rules::computer::OpokReading;
use crate::rules::opok::{Board, Capture, Stack};
use crate::rules::Seat;

use super::bound::Bound;
use super::Level;

const WIN: i64 = 1_000_000;
/// No square (off the board).
const NONE: usize = usize::MAX;

/// A move: (from, count, to).
type Mv = (usize, u16, usize);

/// `seat`'s view of `board`: squares held count most; then stacks that can
/// still move, checkers kept, and the captures available next move.
pub fn evaluate(board: &Board, seat: Seat) -> i64 {
    let side = |s: Seat| -> i64 {
        let mut v = 0i64;
        for sq in 0..board.len() {
            let Some(st) = board.get(sq) else { continue };
            if st.owner != s {
                continue;
            }
            v += 100;
            if board.stack_can_move(sq) {
                // A tall stack is worth more squares later, with
                // diminishing returns.
                v += 12 + (i64::from(st.height) - 1).min(12) * 3;
            }
        }
        v
    };
    side(seat) - side(seat.other()) + threats(board, seat) - threats(board, seat.other())
}

/// The enemy squares `seat` could take with one step of one checker next
/// to its stacks (a cheap look at enclosure threats).
fn threats(board: &Board, seat: Seat) -> i64 {
    let n = board.size() as i32;
    let mut best = 0i64;
    for sq in 0..board.len() {
        if !board.is_free(sq) {
            continue;
        }
        let (f, r) = board.coords(sq);
        let (f, r) = (i32::from(f), i32::from(r));
        let own_neighbour = [(0, 1), (0, -1), (1, 0), (-1, 0)].iter().any(|&(df, dr)| {
            board
                .square(f + df, r + dr)
                .and_then(|s| board.get(s))
                .is_some_and(|s| s.owner == seat && s.height >= 2)
        });
        if !own_neighbour || f < 0 || r < 0 || f >= n || r >= n {
            continue;
        }
        let caught = board.captures(sq, seat, 1).len() as i64;
        best = best.max(caught);
    }
    best * 40
}

/// Who moves after `mover` has moved: the other seat, or `mover` again
/// when the other has no move (a pass), or `None` once neither can.
fn next_mover(board: &Board, mover: Seat) -> Option<Seat> {
    if board.can_move(mover.other()) {
        Some(mover.other())
    } else if board.can_move(mover) {
        Some(mover)
    } else {
        None
    }
}

/// `seat`'s moves for the search below the root. Of the counts a stack
/// can send to one square, those that leave both stacks taller than
/// [`evaluate`] distinguishes (13 or more) differ only in what they may
/// capture, which grows with the count: only the smallest and the largest
/// of them are kept (a tall stack's thousands of moves shrink to about a
/// third).
fn moves(board: &Board, seat: Seat) -> Vec<Mv> {
    const TALL: u16 = 13;
    let mut out = Vec::new();
    let mut middle: Vec<(u16, u16)> = vec![(u16::MAX, 0); board.len()];
    for from in 0..board.len() {
        let Some(stack) = board.get(from).filter(|s| s.owner == seat) else {
            continue;
        };
        let h = stack.height;
        for (count, to) in board.destinations(from) {
            if count >= TALL && count + TALL <= h {
                let (lo, hi) = &mut middle[to];
                *lo = (*lo).min(count);
                *hi = (*hi).max(count);
            } else {
                out.push((from, count, to));
            }
        }
        for (to, slot) in middle.iter_mut().enumerate() {
            let (lo, hi) = *slot;
            if lo <= hi {
                out.push((from, lo, to));
                if hi != lo {
                    out.push((from, hi, to));
                }
            }
            *slot = (u16::MAX, 0);
        }
    }
    out
}

/// The finished game's value for `seat`: a win or loss (sooner is better)
/// by the squares held.
fn final_score(board: &Board, seat: Seat, ply: i64) -> i64 {
    let d = board.squares(seat) as i64 - board.squares(seat.other()) as i64;
    match d.cmp(&0) {
        std::cmp::Ordering::Greater => WIN - ply + d,
        std::cmp::Ordering::Less => -WIN + ply + d,
        std::cmp::Ordering::Equal => 0,
    }
}

/// A board searched by playing and taking back moves, with its hash.
struct Pos {
    board: Board,
    hash: u64,
}

/// What [`Pos::unmake`] needs to take a move back.
struct Undo {
    from: usize,
    from_stack: Stack,
    to: usize,
    captured: Vec<Capture>,
    hash: u64,
}

/// A square's stack as one signed number (First positive).
fn cell(board: &Board, sq: usize) -> i64 {
    match board.get(sq) {
        None => 0,
        Some(s) if s.owner == Seat::White => i64::from(s.height),
        Some(s) => -i64::from(s.height),
    }
}

/// The hash key of a stack on a square (0 for an empty square).
fn key(sq: usize, cell: i64) -> u64 {
    if cell == 0 {
        return 0;
    }
    // splitmix64 of (square, stack): a fixed pseudo-random key.
    let mut z = ((sq as u64) << 20 ^ (cell as u64 & 0xF_FFFF)).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Pos {
    fn new(board: Board) -> Pos {
        let hash = (0..board.len()).fold(0, |h, sq| h ^ key(sq, cell(&board, sq)));
        Pos { board, hash }
    }

    fn make(&mut self, m: Mv) -> Option<Undo> {
        let (from, _, to) = m;
        let from_stack = self.board.get(from)?;
        let hash = self.hash;
        let old_from = cell(&self.board, from);
        let captured = self.board.apply(m.0, m.1, m.2);
        self.hash ^= key(from, old_from) ^ key(from, cell(&self.board, from));
        self.hash ^= key(to, cell(&self.board, to));
        let sign = if from_stack.owner == Seat::White {
            -1
        } else {
            1
        };
        for c in &captured {
            self.hash ^= key(usize::from(c.square), sign * i64::from(c.height));
        }
        Some(Undo {
            from,
            from_stack,
            to,
            captured,
            hash,
        })
    }

    fn unmake(&mut self, u: Undo) {
        self.board.set(u.to, None);
        self.board.set(u.from, Some(u.from_stack));
        for c in u.captured {
            let stack = Stack {
                owner: u.from_stack.owner.other(),
                height: c.height,
            };
            self.board.set(usize::from(c.square), Some(stack));
        }
        self.hash = u.hash;
    }
}

#[derive(Clone, Copy)]
struct Entry {
    depth: u32,
    value: i64,
    bound: Bound,
    best: Mv,
}

/// A child chosen for the search: the move and its full evaluation for the
/// mover (or the final score when the move ends the game).
struct Child {
    m: Mv,
    leaf: i64,
}

struct Search {
    /// Each square's four neighbours ([`NONE`] off the board).
    adj: Vec<[usize; 4]>,
    nodes: u64,
    limit: u64,
    deadline: Instant,
    stopped: bool,
    width: usize,
    tt: HashMap<u64, Entry>,
}

/// Which seat moves, mixed into a position's hash.
fn side_key(seat: Seat) -> u64 {
    if seat == Seat::White {
        0
    } else {
        0x2545_F491_4F6C_DD1D
    }
}

impl Search {
    fn new(board: &Board, limit: u64, deadline: Instant, width: usize) -> Search {
        let adj = (0..board.len())
            .map(|sq| {
                let (f, r) = board.coords(sq);
                let (f, r) = (i32::from(f), i32::from(r));
                [(0, 1), (1, 0), (0, -1), (-1, 0)]
                    .map(|(df, dr)| board.square(f + df, r + dr).unwrap_or(NONE))
            })
            .collect();
        Search {
            adj,
            nodes: 0,
            limit,
            deadline,
            stopped: false,
            width,
            tt: HashMap::new(),
        }
    }

    /// Counts one unit of work; true once the budget or the clock is spent.
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.limit || (self.nodes & 255 == 0 && Instant::now() >= self.deadline) {
            self.stopped = true;
        }
        self.stopped
    }

    /// The square's part of [`evaluate`]'s squares and mobility, First
    /// positive.
    fn worth(&self, board: &Board, sq: usize) -> i64 {
        let Some(st) = board.get(sq) else { return 0 };
        let mut v = 100;
        if st.height >= 2 && self.adj[sq].iter().any(|&w| w != NONE && board.is_free(w)) {
            v += 12 + (i64::from(st.height) - 1).min(12) * 3;
        }
        if st.owner == Seat::White {
            v
        } else {
            -v
        }
    }

    /// The change a move makes to the squares-and-mobility part of the
    /// evaluation, for the mover, counted on the squares it touches only
    /// (captures exact; the threats are left to the full evaluation).
    fn cheap(&self, pos: &mut Pos, mover: Seat, m: Mv) -> i64 {
        let Some(undo) = pos.make(m) else {
            return -WIN;
        };
        let mut touched = [0u64; 3];
        let mut mark = |sq: usize| touched[sq / 64] |= 1 << (sq % 64);
        let around = |sq: usize, mark: &mut dyn FnMut(usize)| {
            mark(sq);
            for &w in &self.adj[sq] {
                if w != NONE {
                    mark(w);
                }
            }
        };
        around(m.0, &mut mark);
        around(m.2, &mut mark);
        for c in &undo.captured {
            around(usize::from(c.square), &mut mark);
        }
        let squares = || {
            touched.iter().enumerate().flat_map(|(w, &word)| {
                (0..64)
                    .filter(move |b| word >> b & 1 == 1)
                    .map(move |b| w * 64 + b)
            })
        };
        let after: i64 = squares().map(|sq| self.worth(&pos.board, sq)).sum();
        // Room around the new stack to move on later breaks the ties.
        let room = self.adj[m.2]
            .iter()
            .filter(|&&w| w != NONE && pos.board.is_free(w))
            .count() as i64;
        pos.unmake(undo);
        let before: i64 = squares().map(|sq| self.worth(&pos.board, sq)).sum();
        let delta = if mover == Seat::White {
            after - before
        } else {
            before - after
        };
        delta * 4 + room
    }

    /// The mover's best few moves, best first: every move scored cheaply,
    /// the best of those evaluated in full, `hint` (the table's move) kept
    /// first. Empty when the budget ran out.
    fn children(&mut self, pos: &mut Pos, mover: Seat, ply: i64, hint: Option<Mv>) -> Vec<Child> {
        let all = moves(&pos.board, mover);
        let mut scored = Vec::with_capacity(all.len());
        for m in all {
            if self.tick() {
                return Vec::new();
            }
            let s = if Some(m) == hint {
                WIN
            } else {
                self.cheap(pos, mover, m)
            };
            scored.push((s, m));
        }
        scored.sort_by_key(|c| std::cmp::Reverse(c.0));
        scored.truncate(self.width * 2);
        let mut out = Vec::with_capacity(scored.len());
        for (s, m) in scored {
            if self.tick() {
                return Vec::new();
            }
            let Some(undo) = pos.make(m) else { continue };
            let leaf = match next_mover(&pos.board, mover) {
                None => final_score(&pos.board, mover, ply + 1),
                Some(_) => evaluate(&pos.board, mover),
            };
            pos.unmake(undo);
            // The table's move stays first whatever it scores.
            let leaf_key = if s == WIN { WIN * 4 } else { leaf };
            out.push((leaf_key, Child { m, leaf }));
        }
        out.sort_by_key(|c| std::cmp::Reverse(c.0));
        out.into_iter().map(|(_, c)| c).collect()
    }

    /// The value of the child reached by `m` for `mover` (who played it),
    /// searched within the window `(alpha, beta)`.
    fn after(
        &mut self,
        pos: &mut Pos,
        mover: Seat,
        m: Mv,
        depth: u32,
        ply: i64,
        (alpha, beta): (i64, i64),
    ) -> i64 {
        let Some(undo) = pos.make(m) else {
            return -WIN * 2;
        };
        let v = match next_mover(&pos.board, mover) {
            None => final_score(&pos.board, mover, ply + 1),
            Some(s) if s == mover => self.negamax(pos, mover, depth - 1, ply + 1, alpha, beta),
            Some(s) => -self.negamax(pos, s, depth - 1, ply + 1, -beta, -alpha),
        };
        pos.unmake(undo);
        v
    }

    /// The value of `pos` for `mover` (who is to move), `depth` plies deep.
    fn negamax(
        &mut self,
        pos: &mut Pos,
        mover: Seat,
        depth: u32,
        ply: i64,
        mut alpha: i64,
        beta: i64,
    ) -> i64 {
        if depth == 0 || self.stopped {
            return evaluate(&pos.board, mover);
        }
        let key = pos.hash ^ side_key(mover);
        let mut hint = None;
        if let Some(e) = self.tt.get(&key) {
            if e.depth >= depth && e.bound.settles(e.value, alpha, beta) {
                return e.value;
            }
            hint = Some(e.best);
        }
        let children = self.children(pos, mover, ply, hint);
        let Some(first) = children.first() else {
            return evaluate(&pos.board, mover);
        };
        if depth == 1 {
            // The children are the leaves, already evaluated.
            return children.iter().map(|c| c.leaf).max().unwrap_or(first.leaf);
        }
        let alpha0 = alpha;
        let mut best = -WIN * 2;
        let mut best_move = first.m;
        for (i, c) in children.iter().take(self.width).enumerate() {
            // The first child with the whole window, the rest with a null
            // window first (re-searched when they beat it).
            let mut v = if i == 0 {
                self.after(pos, mover, c.m, depth, ply, (alpha, beta))
            } else {
                self.after(pos, mover, c.m, depth, ply, (alpha, alpha + 1))
            };
            if i > 0 && v > alpha && v < beta && !self.stopped {
                v = self.after(pos, mover, c.m, depth, ply, (alpha, beta));
            }
            if self.stopped {
                return best.max(v);
            }
            if v > best {
                best = v;
                best_move = c.m;
            }
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        let bound = Bound::of(best, alpha0, beta);
        self.tt.insert(
            key,
            Entry {
                depth,
                value: best,
                bound,
                best: best_move,
            },
        );
        best
    }
}

/// The move to send (one of `texts`, which follow `reading.moves`).
pub fn choose(
    reading: &OpokReading,
    texts: &[String],
    level: &Level,
    rng: &mut dyn RngCore,
) -> Option<String> {
    if reading.moves.len() != texts.len() {
        return None;
    }
    let found = analyse(reading, level, rng)?;
    texts.get(found.best).cloned()
}

/// What one decision found: the chosen move's index in `reading.moves`,
/// the deepest iteration finished and the work done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Analysis {
    pub best: usize,
    /// Plies of the deepest iteration searched to its end (1: the root's
    /// evaluation only).
    pub depth: u32,
    pub nodes: u64,
}

/// Searches `reading`'s position within `level`'s budget.
pub fn analyse(reading: &OpokReading, level: &Level, rng: &mut dyn RngCore) -> Option<Analysis> {
    let seat = reading.seat;
    let roots: Vec<Mv> = reading
        .moves
        .iter()
        .map(|m| (m.from, m.count, m.to))
        .collect();
    let width = 4 + 2 * usize::from(level.level);
    let mut sx = Search::new(reading.board, limit(level), level.budget.deadline(), width);
    let mut pos = Pos::new(reading.board.clone());
    // Every root move evaluated in full (small noise breaks the ties).
    let mut scored: Vec<(i64, usize)> = Vec::with_capacity(roots.len());
    for (i, &m) in roots.iter().enumerate() {
        let Some(undo) = pos.make(m) else { continue };
        let v = match next_mover(&pos.board, seat) {
            None => final_score(&pos.board, seat, 1),
            Some(_) => evaluate(&pos.board, seat),
        };
        pos.unmake(undo);
        scored.push((v + rng.random_range(0..3), i));
    }
    scored.sort_by_key(|c| std::cmp::Reverse(c.0));
    let mut best = scored.first()?.1;
    let mut done = 1;
    let max_depth = level.budget.max_depth.clamp(1, 8);
    for depth in 2..=max_depth {
        let mut alpha = -WIN * 2;
        let mut iteration = None;
        let mut results = Vec::new();
        // The root keeps a wider choice than the inner nodes.
        for (n, &(_, i)) in scored.iter().take(width * 3).enumerate() {
            let m = roots[i];
            let mut v = if n == 0 {
                sx.after(&mut pos, seat, m, depth, 0, (alpha, WIN * 2))
            } else {
                sx.after(&mut pos, seat, m, depth, 0, (alpha, alpha + 1))
            };
            if n > 0 && v > alpha && !sx.stopped {
                v = sx.after(&mut pos, seat, m, depth, 0, (alpha, WIN * 2));
            }
            if sx.stopped {
                break;
            }
            results.push((v, i));
            if v > alpha {
                alpha = v;
                iteration = Some(i);
            }
        }
        // A cut-short iteration still counts: it searched the previous
        // best first, and a move it found better was searched in full.
        if let Some(i) = iteration {
            best = i;
        }
        if sx.stopped {
            break;
        }
        done = depth;
        if alpha.abs() >= WIN - 1_000 {
            break;
        }
        // Reorder the root by this iteration's values (the moves not
        // searched keep their order behind them).
        let order: HashMap<usize, i64> = results.into_iter().map(|(v, i)| (i, v)).collect();
        scored
            .sort_by_key(|(v, i)| std::cmp::Reverse(order.get(i).copied().unwrap_or(*v - WIN * 4)));
    }
    Some(Analysis {
        best,
        depth: done,
        nodes: sx.nodes,
    })
}

/// The work a level may do: each move scored counts one. Levels 1–4 are
/// held by it (twice the level's nodes: reproducible play); level 5 gets
/// ten times its nodes, more than its 2 s allow on one core, so its clock
/// holds it and it looks a ply deeper than level 4 where the moves are
/// many.
fn limit(level: &Level) -> u64 {
    let times = if level.level >= 5 { 10 } else { 2 };
    level.budget.nodes * times
}
