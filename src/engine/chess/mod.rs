//! The chess-family search: iterative-deepening alpha-beta on the kernel's
//! make/unmake, with a transposition table, captures first (most valuable
//! victim, least valuable attacker), killer and history ordering, and a
//! quiescence search on captures (and on every reply while a king is
//! attacked), late quiet moves reduced; in Exchange a blow ready against
//! a king extends the leaf ([`threats`]). One evaluation per game
//! ([`Variant`]).
//!
//! Draws are scored as the game's rules give them ([`Draws`]): a position
//! repeated (in the tree, or from the game's history), the quiet-move
//! limit (Korpalski's 50 moves, Exchange's 20), insufficient material.
//! Their score has a contempt: a side the root's evaluation sees ahead
//! scores a draw below zero and avoids it; a side behind welcomes it.
//!
//! Chpok's claims (§4) are carried along the line: D is sampled after each
//! Black move, a claim that holds ends the line, and a lead's unbroken run
//! counts in the evaluation ([`claim_pressure`]).
//!
//! The search sees the kernel's moves; each game's extra rules that the
//! kernel does not play (Korpalski's prisons, Chpok's features beyond
//! movement) are left out of the tree. The root moves are the
//! game's own legal moves, so whatever is chosen is legal.

mod claims;
mod eval;
mod hash;
mod threats;

use std::time::Instant;

use rand::{Rng, RngCore};

use crate::rules::chess::{Color, Kind, Move, Position, Square, Undo};
use crate::rules::chpok::Claims;
use crate::rules::computer::{ChessReading, Draws};

use super::bound::Bound;
use super::Level;
use eval::VALUE;
pub use eval::{claim_pressure, Variant};
use hash::hash;

/// Above any evaluation: a position won (`MATE - plies`).
pub const MATE: i32 = 100_000_000;
const INF: i32 = MATE + 1;
/// Scores beyond this are mates (or won games) in some plies.
const MATE_BOUND: i32 = MATE - 10_000;
/// Plies the search never goes beyond (quiescence included).
const MAX_PLY: usize = 96;
/// The largest contempt, in centipawns.
const MAX_CONTEMPT: i64 = 100;
/// Moves searched at full depth before late quiet ones are reduced.
const LMR_AFTER: usize = 4;
/// Quiescence plies in which Exchange's threats to a king are searched.
const QUIET_THREAT_PLIES: usize = 2;

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    best: Option<Move>,
    score: i32,
    depth: i16,
    bound: Bound,
}

const TT_SIZE: usize = 1 << 17;

/// What a search plays by: the evaluation, the game's points (Chpok), the
/// draws of its rules and the positions before the root (for repetition).
#[derive(Clone, Copy, Debug)]
pub struct Tree<'a> {
    pub variant: Variant,
    pub points: [i64; 2],
    pub draws: Draws,
    /// Oldest first, ending with the position just before the root.
    pub history: &'a [Position],
    /// Chpok: where its claims stand at the root.
    pub claims: Option<Claims>,
}

impl Tree<'static> {
    /// `variant` with no points, no draw rules and no history.
    pub fn plain(variant: Variant) -> Tree<'static> {
        Tree {
            variant,
            points: [0, 0],
            draws: Draws::default(),
            history: &[],
            claims: None,
        }
    }
}

/// A searcher with its tables (kept from move to move of one game).
pub struct Search {
    tt: Vec<Option<Entry>>,
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
    variant: Variant,
    points: [i64; 2],
    draws: Draws,
    /// Chpok's claims along the line searched (sampled after Black moves).
    claims: Option<Claims>,
    /// Keys of the positions before the root (oldest first).
    before: Vec<u64>,
    /// `path[ply]`: the key of the position at that ply of the line.
    path: Vec<u64>,
    root_side: Color,
    /// How much the root side dislikes a draw (negative: it wants one).
    contempt: i32,
    nodes: u64,
    node_limit: u64,
    deadline: Instant,
    stopped: bool,
    /// Whether the line searched has had its one net extension.
    net_extended: bool,
}

impl Default for Search {
    fn default() -> Self {
        Search::new()
    }
}

/// What one search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    /// Index of the chosen move in the root list.
    pub index: usize,
    pub score: i32,
    /// The deepest iteration completed.
    pub depth: u32,
    pub nodes: u64,
}

impl Search {
    pub fn new() -> Search {
        Search {
            tt: Vec::new(),
            killers: vec![[None; 2]; MAX_PLY + 2],
            history: vec![0; 144 * 144],
            variant: Variant::Chess,
            points: [0; 2],
            draws: Draws::default(),
            claims: None,
            before: Vec::new(),
            path: vec![0; MAX_PLY + 2],
            root_side: Color::White,
            contempt: 0,
            nodes: 0,
            node_limit: 0,
            deadline: Instant::now(),
            stopped: false,
            net_extended: false,
        }
    }

    /// The text to send in a chess-family game: one of `texts` (the game's
    /// legal texts, whose first ones follow `reading.moves`).
    pub fn choose(
        &mut self,
        reading: &ChessReading,
        texts: &[String],
        level: &Level,
        rng: &mut dyn RngCore,
    ) -> Option<String> {
        let roots = &reading.moves;
        if roots.is_empty() || roots.len() > texts.len() {
            return None;
        }
        if roots.len() == 1 && texts.len() == 1 {
            return texts.first().cloned();
        }
        let (variant, points) = Variant::of(reading.family);
        let tree = Tree {
            variant,
            points,
            draws: reading.draws,
            history: &reading.history,
            claims: Variant::claims_of(reading.family),
        };
        let found = self.search_tree(reading.pos, &tree, roots, level, rng)?;
        texts.get(found.index).cloned()
    }

    /// Searches `roots` (moves of `pos`) within `level`'s budget, without
    /// draw rules (see [`Search::search_tree`]).
    pub fn search(
        &mut self,
        pos: &Position,
        variant: Variant,
        points: [i64; 2],
        roots: &[Move],
        level: &Level,
        rng: &mut dyn RngCore,
    ) -> Option<Found> {
        let tree = Tree {
            points,
            ..Tree::plain(variant)
        };
        self.search_tree(pos, &tree, roots, level, rng)
    }

    /// Searches `roots` (moves of `pos`) within `level`'s budget by the
    /// rules of `tree`.
    pub fn search_tree(
        &mut self,
        pos: &Position,
        tree: &Tree,
        roots: &[Move],
        level: &Level,
        rng: &mut dyn RngCore,
    ) -> Option<Found> {
        if roots.is_empty() {
            return None;
        }
        if self.tt.is_empty() {
            self.tt = vec![None; TT_SIZE];
        }
        for h in self.history.iter_mut() {
            *h /= 8;
        }
        self.variant = tree.variant;
        self.points = tree.points;
        self.draws = tree.draws;
        self.claims = tree.claims;
        self.before = if tree.draws.repetition.is_some() {
            tree.history.iter().map(|p| hash(p, tree.points)).collect()
        } else {
            Vec::new()
        };
        self.root_side = pos.side_to_move();
        let root_eval = self.variant.evaluate_for(pos, self.root_side, self.points)
            + self.claim_term(self.root_side);
        self.contempt = (root_eval / 8).clamp(-MAX_CONTEMPT, MAX_CONTEMPT) as i32;
        self.nodes = 0;
        self.node_limit = threats::node_budget(self.variant, level);
        self.deadline = level.budget.deadline();
        self.stopped = false;
        self.net_extended = false;
        let mut pos = pos.clone();
        self.path[0] = self.key(&pos);
        // Root order: a little noise so equal moves vary from seed to seed.
        let mut order: Vec<(usize, i32)> = roots
            .iter()
            .enumerate()
            .map(|(i, &m)| (i, self.order_key(&pos, m, None, 0) + rng.random_range(0..8)))
            .collect();
        order.sort_by_key(|&(_, k)| std::cmp::Reverse(k));
        let mut best = Found {
            index: order[0].0,
            score: -INF,
            depth: 0,
            nodes: 0,
        };
        for depth in 1..=level.budget.max_depth.max(1) {
            let mut alpha = -INF;
            let mut iteration: Option<(usize, i32)> = None;
            let mut scores = Vec::with_capacity(order.len());
            for (n, &(i, _)) in order.iter().enumerate() {
                let mv = roots[i];
                let (undo, done) = self.play(&mut pos, mv);
                let score = if n == 0 {
                    -self.negamax(&mut pos, depth as i32 - 1, 1, -INF, -alpha)
                } else {
                    // Null window first, full window when it may be better.
                    let s = -self.negamax(&mut pos, depth as i32 - 1, 1, -alpha - 1, -alpha);
                    if s > alpha && !self.stopped {
                        -self.negamax(&mut pos, depth as i32 - 1, 1, -INF, -alpha)
                    } else {
                        s
                    }
                };
                self.take_back(&mut pos, mv, undo, done);
                if self.stopped {
                    break;
                }
                scores.push((i, score));
                if score > alpha {
                    alpha = score;
                    iteration = Some((i, score));
                }
            }
            if let Some((i, score)) = iteration {
                // A cut-short iteration still searched the previous best
                // first, so its best is at least as well informed.
                if !self.stopped || i != best.index || best.score == -INF || score >= best.score {
                    best.index = i;
                    best.score = score;
                }
                if !self.stopped {
                    best.depth = depth;
                }
            }
            if self.stopped || best.score.abs() >= MATE_BOUND {
                break;
            }
            // Next iteration: best first, then by this iteration's scores.
            let searched: std::collections::HashMap<usize, i32> = scores.into_iter().collect();
            order.sort_by_key(|&(i, k)| {
                std::cmp::Reverse(if i == best.index {
                    INF
                } else {
                    searched.get(&i).copied().unwrap_or(k - INF / 2)
                })
            });
        }
        best.nodes = self.nodes;
        Some(best)
    }

    fn out_of_budget(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.nodes >= self.node_limit
            || (self.nodes & 1023 == 0 && Instant::now() >= self.deadline)
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// Makes `mv` with its points (Chpok) and, after a Black move, the
    /// claims' next sample; what [`Search::take_back`] needs to undo it.
    fn play(&mut self, pos: &mut Position, mv: Move) -> (Undo, (i64, Option<Claims>)) {
        let us = pos.side_to_move();
        let gained = self.variant.move_points(pos, mv);
        self.points[us.index()] += gained;
        let claims = self.claims;
        if us == Color::Black {
            self.claims = claims.map(|c| c.after(self.points[0] - self.points[1]));
        }
        (pos.make(mv), (gained, claims))
    }

    fn take_back(&mut self, pos: &mut Position, mv: Move, undo: Undo, done: (i64, Option<Claims>)) {
        pos.unmake(mv, undo);
        self.points[pos.side_to_move().index()] -= done.0;
        self.claims = done.1;
    }

    fn evaluate(&self, pos: &Position) -> i32 {
        let s = self
            .variant
            .evaluate_for(pos, pos.side_to_move(), self.points)
            + self.claim_term(pos.side_to_move());
        s.clamp(-(MATE_BOUND as i64) + 1, MATE_BOUND as i64 - 1) as i32
    }

    /// A draw's score for the side to move in `pos`: the contempt decides
    /// who wants it.
    fn draw_score(&self, pos: &Position) -> i32 {
        if pos.side_to_move() == self.root_side {
            -self.contempt
        } else {
            self.contempt
        }
    }

    /// Whether the position with `key` at `ply` repeats one since the last
    /// irreversible move: earlier in the line, or before the root.
    fn repeated(&self, key: u64, ply: usize, quiet: usize) -> bool {
        let mut back = 2;
        while back <= quiet {
            let k = if back <= ply {
                self.path[ply - back]
            } else {
                match self.before.len().checked_sub(back - ply) {
                    Some(i) => self.before[i],
                    None => return false,
                }
            };
            if k == key {
                return true;
            }
            back += 2;
        }
        false
    }

    /// Whether the side to move must answer an attack on its king (the
    /// check rule's check, or Exchange's threat to take the king).
    fn king_attacked(&self, pos: &Position) -> bool {
        match self.variant {
            Variant::Chess | Variant::Korpalski | Variant::Exchange => pos.in_check(),
            Variant::Chpok { .. } => false,
        }
    }

    /// A draw by material: checked after captures only (the material
    /// changes nowhere else).
    fn dead_draw(&self, pos: &Position) -> bool {
        self.draws.insufficient_material && pos.halfmove_clock() == 0 && pos.insufficient_material()
    }

    fn negamax(
        &mut self,
        pos: &mut Position,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        if let Some(s) = self.variant.terminal(pos, self.points, None, ply) {
            return s;
        }
        if let Some(s) = self.claimed(pos, ply) {
            return s;
        }
        if ply >= MAX_PLY {
            return self.evaluate(pos);
        }
        let key = self.key(pos);
        self.path[ply] = key;
        let quiet = pos.halfmove_clock() as usize;
        if self.draws.repetition.is_some() && self.repeated(key, ply, quiet) {
            return self.draw_score(pos);
        }
        if self.dead_draw(pos) {
            return self.draw_score(pos);
        }
        if self.draws.quiet_plies.is_some_and(|n| quiet >= n as usize) {
            // The limit draws unless the side to move has lost already.
            let mut moves = Vec::with_capacity(64);
            pos.generate(&mut moves);
            return match self.variant.terminal(pos, self.points, Some(&moves), ply) {
                Some(s) => s,
                None => self.draw_score(pos),
            };
        }
        let in_check = self.king_attacked(pos);
        let depth = if in_check { depth + 1 } else { depth };
        if depth <= 0 && !in_check && !self.net_extended && self.net_against(pos, ply) {
            // Exchange: a blow ready against the king is answered in
            // full, one ply (once in a line: both sides may have one).
            self.net_extended = true;
            let s = self.negamax(pos, 1, ply, alpha, beta);
            self.net_extended = false;
            return s;
        }
        if depth <= 0 {
            return self.quiesce(pos, ply, 0, alpha, beta);
        }
        let slot = (key as usize) & (TT_SIZE - 1);
        let mut tt_move = None;
        if let Some(e) = self.tt[slot].filter(|e| e.key == key) {
            tt_move = e.best;
            if i32::from(e.depth) >= depth {
                let s = from_tt(e.score, ply);
                if e.bound.settles(s, alpha, beta) {
                    return s;
                }
            }
        }
        let mut moves = Vec::with_capacity(64);
        pos.generate(&mut moves);
        if let Some(s) = self.variant.terminal(pos, self.points, Some(&moves), ply) {
            return s;
        }
        let mut keyed: Vec<(i32, Move)> = moves
            .iter()
            .map(|&m| (self.order_key(pos, m, tt_move, ply), m))
            .collect();
        keyed.sort_by_key(|&(k, _)| std::cmp::Reverse(k));
        let start_alpha = alpha;
        let mut best = -INF;
        let mut best_move = None;
        for (n, &(_, mv)) in keyed.iter().enumerate() {
            let quiet = !pos.is_capture(mv) && mv.promotion().is_none();
            let (undo, done) = self.play(pos, mv);
            let score = if n == 0 {
                -self.negamax(pos, depth - 1, ply + 1, -beta, -alpha)
            } else {
                // Late quiet moves are searched shallower first (not out of
                // check, nor a move that attacks the enemy king); one that
                // then looks better is searched again at full depth.
                let reduce =
                    depth >= 3 && n >= LMR_AFTER && quiet && !in_check && !self.king_attacked(pos);
                let mut s = -INF;
                if reduce {
                    let r = if n >= 3 * LMR_AFTER { 2 } else { 1 };
                    s = -self.negamax(pos, depth - 1 - r, ply + 1, -alpha - 1, -alpha);
                }
                if !reduce || (s > alpha && !self.stopped) {
                    s = -self.negamax(pos, depth - 1, ply + 1, -alpha - 1, -alpha);
                }
                if s > alpha && s < beta && !self.stopped {
                    -self.negamax(pos, depth - 1, ply + 1, -beta, -alpha)
                } else {
                    s
                }
            };
            self.take_back(pos, mv, undo, done);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if quiet {
                    let k = &mut self.killers[ply];
                    if k[0] != Some(mv) {
                        k[1] = k[0];
                        k[0] = Some(mv);
                    }
                    let h = &mut self.history[square_pair(mv)];
                    *h = (*h + depth * depth).min(1 << 20);
                }
                break;
            }
        }
        let bound = Bound::of(best, start_alpha, beta);
        self.tt[slot] = Some(Entry {
            key,
            best: best_move,
            score: to_tt(best, ply),
            depth: depth as i16,
            bound,
        });
        best
    }

    /// Captures (and promotions) until the position is quiet. A side whose
    /// king is attacked may not stand pat: it searches every reply (under
    /// the check rule every move is one; in Exchange only the replies that
    /// leave the king safe, and none means the king is lost). In Exchange
    /// the first plies also search the quiet moves that attack the king,
    /// and standing pat under a blow ready ([`threats::king_net`]) costs.
    fn quiesce(
        &mut self,
        pos: &mut Position,
        ply: usize,
        qply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        let attacked = ply < MAX_PLY - 8 && self.king_attacked(pos);
        let mut moves = Vec::with_capacity(64);
        threats::quiescence_moves(self.variant, pos, attacked, &mut moves);
        if let Some(s) = self.variant.terminal(pos, self.points, Some(&moves), ply) {
            return s;
        }
        if let Some(s) = self.claimed(pos, ply) {
            return s;
        }
        if self.dead_draw(pos) {
            return self.draw_score(pos);
        }
        let us = pos.side_to_move();
        let mut best = -INF;
        if attacked {
            if self.variant == Variant::Exchange {
                // Only the replies after which the king is safe (or that
                // take the enemy king first).
                moves.retain(|&m| threats::saves_king(pos, us, m));
                if moves.is_empty() {
                    // Whatever it plays, the king is taken next.
                    return -(MATE - ply as i32 - 2);
                }
            }
        } else {
            let mut stand = self.evaluate(pos);
            if stand - threats::NET_PENALTY < beta && self.net_against(pos, ply) {
                stand -= threats::NET_PENALTY;
            }
            if stand >= beta || ply >= MAX_PLY {
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
            // Exchange's kings never move: a swap or knight step that
            // attacks one is as forcing as a capture (first plies only).
            let threats = self.variant == Variant::Exchange && qply < QUIET_THREAT_PLIES;
            let them = us.other();
            moves.retain(|&m| {
                if pos.is_capture(m) || m.promotion().is_some() {
                    return true;
                }
                if !threats || m.is_drop() {
                    return false;
                }
                let undo = pos.make(m);
                let threat = pos.king_attacked(them);
                pos.unmake(m, undo);
                threat
            });
        }
        let mut keyed: Vec<(i32, Move)> = moves
            .iter()
            .map(|&m| (self.order_key(pos, m, None, ply), m))
            .collect();
        keyed.sort_by_key(|&(k, _)| std::cmp::Reverse(k));
        for &(_, mv) in &keyed {
            let (undo, done) = self.play(pos, mv);
            let score = -self.quiesce(pos, ply + 1, qply + 1, -beta, -alpha);
            self.take_back(pos, mv, undo, done);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
        best
    }

    /// Move ordering: the table's move, captures by victim then attacker,
    /// promotions, killers, then history.
    fn order_key(&self, pos: &Position, mv: Move, tt_move: Option<Move>, ply: usize) -> i32 {
        if Some(mv) == tt_move {
            return 1 << 30;
        }
        let mut key = 0;
        if let Some(victim) = pos.captured_piece(mv) {
            let v = if victim.kind == Kind::King {
                5_000
            } else {
                VALUE[victim.kind.index()]
            };
            let a = pos
                .moved_piece(mv)
                .map_or(0, |p| VALUE[p.kind.index()].min(1_000));
            key += 1 << 26;
            key += (v * 16 - a / 8) as i32;
        }
        if let Some(k) = mv.promotion() {
            key += (1 << 25) + VALUE[k.index()] as i32;
        }
        if key > 0 {
            return key;
        }
        let k = &self.killers[ply.min(MAX_PLY)];
        if k[0] == Some(mv) {
            return 1 << 24;
        }
        if k[1] == Some(mv) {
            return (1 << 24) - 1;
        }
        self.history[square_pair(mv)]
    }
}

fn square_index(sq: Square) -> usize {
    usize::from(sq.file()) * 12 + usize::from(sq.rank())
}

fn square_pair(mv: Move) -> usize {
    square_index(mv.from) * 144 + square_index(mv.to)
}

fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}
