//! Opok: alpha-beta on the board with a selective width (every move at the
//! root, the most promising few below it), iterative deepening, a
//! transposition table, and an evaluation of squares held, the empty room
//! each side's stacks can still fill and the enclosures each side could
//! make next ([`eval`]).
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

mod eval;

pub use eval::evaluate;
use eval::{Outlet, Regions, CHECKER, NONE, NO_REGION, SQUARE};

const WIN: i64 = 1_000_000;

/// A move: (from, count, to).
type Mv = (usize, u16, usize);

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
/// can send to one square, those that leave both stacks 13 or taller
/// differ mostly in what they may capture, which grows with the count
/// (the room the two stacks can fill is their heights' sum wherever they
/// border the same region): only the smallest and the largest of them are
/// kept (a tall stack's thousands of moves shrink to about a third).
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
    /// Scratch for [`Search::cheap`]: the stacks a move touches, and the
    /// regions whose capacity (per side) or size it changes.
    stacks: Vec<usize>,
    deltas: Vec<(u16, [i32; 2], i32)>,
    /// Scratch for [`Search::cheap`]: those stacks' outlets after the move
    /// and before it.
    after: Vec<Outlet>,
    before: Vec<Outlet>,
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
        let adj = eval::adjacency(board);
        Search {
            adj,
            nodes: 0,
            limit,
            deadline,
            stopped: false,
            width,
            tt: HashMap::new(),
            stacks: Vec::new(),
            deltas: Vec::new(),
            after: Vec::new(),
            before: Vec::new(),
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

    /// The change a move makes to the evaluation, for the mover, counted
    /// on the stacks it touches only (the two it moves, the new one's
    /// neighbours, the ones it captures): squares and checkers held
    /// (captures exact),
    /// the room of the regions those stacks border and the risk to the
    /// ones with one exit. The regions are the board's before the move
    /// (one the move cuts in two still counts whole); the threats are
    /// left to the full evaluation.
    fn cheap(&mut self, pos: &mut Pos, regions: &Regions, mover: Seat, m: Mv) -> i64 {
        let Some(undo) = pos.make(m) else {
            return -WIN;
        };
        let mut stacks = std::mem::take(&mut self.stacks);
        let mut deltas = std::mem::take(&mut self.deltas);
        stacks.clear();
        deltas.clear();
        stacks.push(m.0);
        stacks.push(m.2);
        for &w in &self.adj[m.2] {
            if w != NONE && w != m.0 && pos.board.get(w).is_some() {
                stacks.push(w);
            }
        }
        for c in &undo.captured {
            if !stacks.contains(&usize::from(c.square)) {
                stacks.push(usize::from(c.square));
            }
        }
        let to_region = regions.comp[m.2];
        if to_region != NO_REGION {
            deltas.push((to_region, [0, 0], -1));
        }
        // First's value after the move, less before.
        let sign = |side: usize| 1 - 2 * side as i64;
        let captured = undo.captured.len() as i64;
        let checkers: i64 = undo.captured.iter().map(|c| i64::from(c.height)).sum();
        let mut v = sign(eval::side(mover)) * (SQUARE * (1 + captured) + CHECKER * checkers);
        // Room around the new stack to move on later breaks the ties.
        let room = self.adj[m.2]
            .iter()
            .filter(|&&w| w != NONE && pos.board.is_free(w))
            .count() as i64;
        let mut after = std::mem::take(&mut self.after);
        let mut before = std::mem::take(&mut self.before);
        after.clear();
        before.clear();
        let outlets = |board: &Board, into: &mut Vec<Outlet>| {
            into.extend(
                stacks
                    .iter()
                    .filter_map(|&sq| eval::outlet(board, &self.adj, &regions.comp, sq)),
            );
        };
        outlets(&pos.board, &mut after);
        pos.unmake(undo);
        outlets(&pos.board, &mut before);
        for (outlets, dir) in [(&before, -1), (&after, 1)] {
            for o in outlets {
                for c in o.regions.into_iter().filter(|&c| c != NO_REGION) {
                    let i = match deltas.iter().position(|d| d.0 == c) {
                        Some(i) => i,
                        None => {
                            deltas.push((c, [0, 0], 0));
                            deltas.len() - 1
                        }
                    };
                    deltas[i].1[o.side] += dir * o.fill;
                }
            }
        }
        let changed = |c: u16| -> (i32, [i32; 2]) {
            let (n, cap) = (regions.size[usize::from(c)], regions.cap[usize::from(c)]);
            match deltas.iter().find(|d| d.0 == c) {
                Some(d) => (n + d.2, [cap[0] + d.1[0], cap[1] + d.1[1]]),
                None => (n, cap),
            }
        };
        for d in deltas.iter() {
            let (n0, [w0, b0]) = (
                regions.size[usize::from(d.0)],
                regions.cap[usize::from(d.0)],
            );
            let (n1, [w1, b1]) = changed(d.0);
            v += eval::room_value(eval::share2(n1, w1, b1) - eval::share2(n1, b1, w1))
                - eval::room_value(eval::share2(n0, w0, b0) - eval::share2(n0, b0, w0));
        }
        let one_exit_risk = |o: &Outlet, (n, cap): (i32, [i32; 2])| -> i64 {
            let caps = [cap[o.side], cap[1 - o.side]];
            sign(o.side) * eval::risk(n, o.fill, caps)
        };
        for o in before
            .iter()
            .filter(|o| o.exits == 1 && o.regions[0] != NO_REGION)
        {
            let c = usize::from(o.regions[0]);
            v += one_exit_risk(o, (regions.size[c], regions.cap[c]));
        }
        for o in after
            .iter()
            .filter(|o| o.exits == 1 && o.regions[0] != NO_REGION)
        {
            v -= one_exit_risk(o, changed(o.regions[0]));
        }
        self.stacks = stacks;
        self.deltas = deltas;
        self.after = after;
        self.before = before;
        let delta = v * sign(eval::side(mover));
        delta * 4 + room
    }

    /// The mover's best few moves, best first: every move scored cheaply,
    /// the best of those evaluated in full, `hint` (the table's move) kept
    /// first. Empty when the budget ran out.
    fn children(&mut self, pos: &mut Pos, mover: Seat, ply: i64, hint: Option<Mv>) -> Vec<Child> {
        let all = moves(&pos.board, mover);
        let regions = Regions::new(&pos.board, &self.adj);
        let mut scored = Vec::with_capacity(all.len());
        for m in all {
            if self.tick() {
                return Vec::new();
            }
            let s = if Some(m) == hint {
                WIN
            } else {
                self.cheap(pos, &regions, mover, m)
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
                Some(s) => eval::evaluate_with(&pos.board, mover, Some(s), &self.adj),
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
            return eval::evaluate_with(&pos.board, mover, Some(mover), &self.adj);
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
            return eval::evaluate_with(&pos.board, mover, Some(mover), &self.adj);
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
            Some(s) => eval::evaluate_with(&pos.board, seat, Some(s), &sx.adj),
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
