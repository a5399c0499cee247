//! Opok: alpha-beta on the board with a selective width (every move at the
//! root, the most promising few below it), iterative deepening, and an
//! evaluation of squares held, stack mobility, checkers left and the
//! enclosures each side could make next.

use std::time::Instant;

use rand::{Rng, RngCore};

use crate::rules::computer::OpokReading;
use crate::rules::opok::Board;
use crate::rules::Seat;

use super::Level;

const WIN: i64 = 1_000_000;

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

struct Node {
    board: Board,
    /// Who moves in `board`; `None` once neither can.
    to_move: Option<Seat>,
}

fn after(board: &Board, seat: Seat, m: (usize, u16, usize)) -> Node {
    let mut b = board.clone();
    b.apply(m.0, m.1, m.2);
    let to_move = if b.can_move(seat.other()) {
        Some(seat.other())
    } else if b.can_move(seat) {
        Some(seat)
    } else {
        None
    };
    Node { board: b, to_move }
}

fn moves(board: &Board, seat: Seat) -> Vec<(usize, u16, usize)> {
    let mut out = Vec::new();
    for from in 0..board.len() {
        if board.get(from).is_some_and(|s| s.owner == seat) {
            for (count, to) in board.destinations(from) {
                out.push((from, count, to));
            }
        }
    }
    out
}

fn final_score(board: &Board, seat: Seat, ply: i64) -> i64 {
    let d = board.squares(seat) as i64 - board.squares(seat.other()) as i64;
    match d.cmp(&0) {
        std::cmp::Ordering::Greater => WIN - ply + d,
        std::cmp::Ordering::Less => -WIN + ply + d,
        std::cmp::Ordering::Equal => 0,
    }
}

struct Ctx {
    nodes: u64,
    limit: u64,
    deadline: Instant,
    stopped: bool,
    width: usize,
}

impl Ctx {
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.limit || (self.nodes & 255 == 0 && Instant::now() >= self.deadline) {
            self.stopped = true;
        }
        self.stopped
    }
}

/// The value of `node` for `seat` searched `depth` plies deep.
fn search(
    node: &Node,
    seat: Seat,
    depth: u32,
    ply: i64,
    mut alpha: i64,
    beta: i64,
    cx: &mut Ctx,
) -> i64 {
    let Some(mover) = node.to_move else {
        return final_score(&node.board, seat, ply);
    };
    if depth == 0 || cx.tick() {
        return evaluate(&node.board, seat);
    }
    // The mover's children, most promising first, only the best few.
    // Scoring them is most of the work: each counts against the budget.
    let mut children: Vec<(i64, Node)> = Vec::new();
    for m in moves(&node.board, mover) {
        if cx.tick() {
            return evaluate(&node.board, seat);
        }
        let child = after(&node.board, mover, m);
        children.push((evaluate(&child.board, mover), child));
    }
    children.sort_by_key(|c| std::cmp::Reverse(c.0));
    children.truncate(cx.width);
    let maximise = mover == seat;
    let mut best = if maximise { -WIN * 2 } else { WIN * 2 };
    let mut beta = beta;
    for (_, child) in &children {
        let v = search(child, seat, depth - 1, ply + 1, alpha, beta, cx);
        if maximise {
            best = best.max(v);
            alpha = alpha.max(v);
        } else {
            best = best.min(v);
            beta = beta.min(v);
        }
        if alpha >= beta || cx.stopped {
            break;
        }
    }
    best
}

/// The move to send (one of `texts`, which follow `reading.moves`).
pub fn choose(
    reading: &OpokReading,
    texts: &[String],
    level: &Level,
    rng: &mut dyn RngCore,
) -> Option<String> {
    let seat = reading.seat;
    let roots: Vec<(usize, u16, usize)> = reading
        .moves
        .iter()
        .map(|m| (m.from, m.count, m.to))
        .collect();
    if roots.is_empty() || roots.len() != texts.len() {
        return None;
    }
    let board = reading.board;
    let mut cx = Ctx {
        nodes: 0,
        // Twice the level's nodes (each counts a child scored): a tall
        // stack has thousands of moves, so at half of them levels 2–4
        // rarely finished two plies in the opening and played little
        // better than greedy (the ladder was not monotone). Level 5 is
        // capped by its time.
        limit: level.budget.nodes * 2,
        deadline: level.budget.deadline(),
        stopped: false,
        width: 4 + 2 * usize::from(level.level),
    };
    let mut scored: Vec<(i64, usize, Node)> = roots
        .iter()
        .enumerate()
        .map(|(i, &m)| {
            let child = after(board, seat, m);
            (
                evaluate(&child.board, seat) + rng.random_range(0..3),
                i,
                child,
            )
        })
        .collect();
    scored.sort_by_key(|c| std::cmp::Reverse(c.0));
    let mut best = scored[0].1;
    let max_depth = level.budget.max_depth.clamp(1, 4);
    for depth in 2..=max_depth {
        let mut alpha = -WIN * 2;
        let mut iteration = None;
        let mut results = Vec::new();
        // The root keeps a wider choice than the inner nodes.
        for (_, i, child) in scored.iter().take(cx.width * 3) {
            let v = search(child, seat, depth - 1, 1, alpha, WIN * 2, &mut cx);
            if cx.stopped {
                break;
            }
            results.push((v, *i));
            if v > alpha {
                alpha = v;
                iteration = Some(*i);
            }
        }
        // A cut-short iteration still counts: it searched the previous
        // best first, and a move it found better was searched in full.
        if let Some(i) = iteration {
            best = i;
        }
        if cx.stopped {
            break;
        }
        // Reorder the root by this iteration's values.
        let order: std::collections::HashMap<usize, i64> =
            results.into_iter().map(|(v, i)| (i, v)).collect();
        scored.sort_by_key(|(v, i, _)| {
            std::cmp::Reverse(order.get(i).copied().unwrap_or(*v - WIN * 4))
        });
    }
    texts.get(best).cloned()
}
