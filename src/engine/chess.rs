//! The chess-family search: iterative-deepening alpha-beta on the kernel's
//! make/unmake, with a transposition table, captures first (most valuable
//! victim, least valuable attacker), killer and history ordering, and a
//! quiescence search on captures. One evaluation per game ([`Variant`]).
//!
//! The search sees the kernel's moves; each game's extra rules that the
//! kernel does not play (Korpalski's prisons, Chpok's claims and features
//! beyond movement, Exchange's 20-move draw) are left out of the tree. The
//! root moves are the game's own legal moves, so whatever is chosen is
//! legal.

use std::sync::OnceLock;
use std::time::Instant;

use rand::{Rng, RngCore};

use crate::rules::chess::{Color, Kind, Move, MoveKind, Position, Square};
use crate::rules::chpok::{BoardPhase, Chpok};
use crate::rules::exchange::Exchange;
use crate::rules::korpalski::Korpalski;
use crate::rules::Game;

use super::Level;

/// Above any evaluation: a position won (`MATE - plies`).
pub const MATE: i32 = 100_000_000;
const INF: i32 = MATE + 1;
/// Scores beyond this are mates (or won games) in some plies.
const MATE_BOUND: i32 = MATE - 10_000;
/// Plies the search never goes beyond (quiescence included).
const MAX_PLY: usize = 96;

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
const VALUE: [i64; 7] = [0, 900, 500, 330, 320, 100, 330];
/// Chpok: centipawns per point of the game's score (a king is 1000 points).
const CHPOK_POINT: i64 = 25;
const KING_POINTS: i64 = 1000;

impl Variant {
    /// The variant of a Chpok board phase.
    pub fn chpok(b: &BoardPhase) -> Variant {
        let mut piece_points = [0; 7];
        for k in Kind::ALL {
            piece_points[k.index()] = i64::from(b.features.piece_points(k));
        }
        Variant::Chpok { piece_points }
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
    fn terminal(
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
    fn move_points(self, pos: &Position, mv: Move) -> i64 {
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

// ----- hashing -----

struct Keys {
    piece: Vec<u64>,
    side: u64,
    castling: [u64; 16],
    ep: [u64; 12],
    reserve: [u64; 14],
    castles_left: [u64; 2],
    points: u64,
}

fn keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        Keys {
            piece: (0..14 * 144).map(|_| next()).collect(),
            side: next(),
            castling: std::array::from_fn(|_| next()),
            ep: std::array::from_fn(|_| next()),
            reserve: std::array::from_fn(|_| next()),
            castles_left: std::array::from_fn(|_| next()),
            points: next(),
        }
    })
}

fn hash(pos: &Position, points: [i64; 2]) -> u64 {
    let k = keys();
    let mut h = 0u64;
    for (sq, p) in pos.pieces() {
        let i = (p.color.index() * 7 + p.kind.index()) * 144
            + usize::from(sq.file()) * 12
            + usize::from(sq.rank());
        h ^= k.piece[i];
    }
    if pos.side_to_move() == Color::Black {
        h ^= k.side;
    }
    h ^= k.castling[usize::from(pos.castling_rights() & 15)];
    if let Some(ep) = pos.en_passant() {
        h ^= k.ep[usize::from(ep.file()).min(11)];
    }
    for c in [Color::White, Color::Black] {
        for kind in Kind::ALL {
            let n = u64::from(pos.reserve(c, kind));
            if n > 0 {
                h ^= k.reserve[c.index() * 7 + kind.index()].wrapping_mul(n + 1);
            }
        }
        let n = u64::from(pos.castles_left(c));
        h ^= k.castles_left[c.index()].wrapping_mul(n + 1);
    }
    let d = points[0] - points[1];
    if d != 0 {
        h ^= k.points.wrapping_mul(d as u64);
    }
    h
}

// ----- the search -----

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    best: Option<Move>,
    score: i32,
    depth: i16,
    bound: Bound,
}

const TT_SIZE: usize = 1 << 17;

/// A searcher with its tables (kept from move to move of one game).
pub struct Search {
    tt: Vec<Option<Entry>>,
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
    variant: Variant,
    points: [i64; 2],
    nodes: u64,
    node_limit: u64,
    deadline: Instant,
    stopped: bool,
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
            nodes: 0,
            node_limit: 0,
            deadline: Instant::now(),
            stopped: false,
        }
    }

    /// The text to send in a chess-family game (`None`: not one of them).
    /// `texts` is the game's [`Game::legal_texts`].
    pub fn choose(
        &mut self,
        game: &dyn Game,
        texts: &[String],
        level: &Level,
        rng: &mut dyn RngCore,
    ) -> Option<String> {
        let any = game.as_any();
        let (pos, variant, roots, points) = if let Some(k) = any.downcast_ref::<Korpalski>() {
            (
                k.position().clone(),
                Variant::Korpalski,
                k.legal_moves().to_vec(),
                [0, 0],
            )
        } else if let Some(x) = any.downcast_ref::<Exchange>() {
            (
                x.position().clone(),
                Variant::Exchange,
                x.legal_moves(),
                [0, 0],
            )
        } else if let Some(c) = any.downcast_ref::<Chpok>() {
            let Some(b) = &c.board else {
                return bid(texts);
            };
            (b.pos.clone(), Variant::chpok(b), b.pos.moves(), b.points)
        } else {
            return None;
        };
        if roots.is_empty() || roots.len() > texts.len() {
            return None;
        }
        if roots.len() == 1 && texts.len() == 1 {
            return texts.first().cloned();
        }
        let found = self.search(&pos, variant, points, &roots, level, rng)?;
        texts.get(found.index).cloned()
    }

    /// Searches `roots` (moves of `pos`) within `level`'s budget.
    pub fn search(
        &mut self,
        pos: &Position,
        variant: Variant,
        points: [i64; 2],
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
        self.variant = variant;
        self.points = points;
        self.nodes = 0;
        self.node_limit = level.budget.nodes;
        self.deadline = level.budget.deadline();
        self.stopped = false;
        let mut pos = pos.clone();
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
                let gained = self.variant.move_points(&pos, mv);
                let us = pos.side_to_move().index();
                self.points[us] += gained;
                let undo = pos.make(mv);
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
                pos.unmake(mv, undo);
                self.points[us] -= gained;
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

    fn evaluate(&self, pos: &Position) -> i32 {
        let s = self
            .variant
            .evaluate_for(pos, pos.side_to_move(), self.points);
        s.clamp(-(MATE_BOUND as i64) + 1, MATE_BOUND as i64 - 1) as i32
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
        if ply >= MAX_PLY {
            return self.evaluate(pos);
        }
        let in_check =
            matches!(self.variant, Variant::Chess | Variant::Korpalski) && pos.in_check();
        let depth = if in_check { depth + 1 } else { depth };
        if depth <= 0 {
            return self.quiesce(pos, ply, alpha, beta);
        }
        let key = hash(pos, self.points);
        let slot = (key as usize) & (TT_SIZE - 1);
        let mut tt_move = None;
        if let Some(e) = self.tt[slot].filter(|e| e.key == key) {
            tt_move = e.best;
            if i32::from(e.depth) >= depth {
                let s = from_tt(e.score, ply);
                match e.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
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
        let us = pos.side_to_move().index();
        for (n, &(_, mv)) in keyed.iter().enumerate() {
            let quiet = !pos.is_capture(mv) && mv.promotion().is_none();
            let gained = self.variant.move_points(pos, mv);
            self.points[us] += gained;
            let undo = pos.make(mv);
            let score = if n == 0 {
                -self.negamax(pos, depth - 1, ply + 1, -beta, -alpha)
            } else {
                let s = -self.negamax(pos, depth - 1, ply + 1, -alpha - 1, -alpha);
                if s > alpha && s < beta && !self.stopped {
                    -self.negamax(pos, depth - 1, ply + 1, -beta, -alpha)
                } else {
                    s
                }
            };
            pos.unmake(mv, undo);
            self.points[us] -= gained;
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
        let bound = if best <= start_alpha {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.tt[slot] = Some(Entry {
            key,
            best: best_move,
            score: to_tt(best, ply),
            depth: depth as i16,
            bound,
        });
        best
    }

    fn quiesce(&mut self, pos: &mut Position, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        let mut moves = Vec::with_capacity(64);
        pos.generate(&mut moves);
        if let Some(s) = self.variant.terminal(pos, self.points, Some(&moves), ply) {
            return s;
        }
        let stand = self.evaluate(pos);
        if stand >= beta || ply >= MAX_PLY {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut keyed: Vec<(i32, Move)> = moves
            .iter()
            .filter(|&&m| pos.is_capture(m) || m.promotion().is_some())
            .map(|&m| (self.order_key(pos, m, None, ply), m))
            .collect();
        keyed.sort_by_key(|&(k, _)| std::cmp::Reverse(k));
        let us = pos.side_to_move().index();
        let mut best = stand;
        for &(_, mv) in &keyed {
            let gained = self.variant.move_points(pos, mv);
            self.points[us] += gained;
            let undo = pos.make(mv);
            let score = -self.quiesce(pos, ply + 1, -beta, -alpha);
            pos.unmake(mv, undo);
            self.points[us] -= gained;
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

/// Chpok's bidding: a simple policy over the offered bids. It values
/// White most, then time (raising it to a long control), spends chips on
/// calls where the opponent put few, and always bids (the bot answers at
/// once, so its bidding clock never runs out).
pub fn bid(texts: &[String]) -> Option<String> {
    let mut best: Option<(i64, String)> = None;
    for t in texts {
        let words: Vec<&str> = t.split_whitespace().collect();
        let (target, how, chips) = match words.as_slice() {
            ["/bid", target, "call"] => (*target, "call", 0),
            ["/bid", target, "raise", c] => (*target, "raise", c.parse::<i64>().unwrap_or(99)),
            _ => continue,
        };
        let (score, text) = match (target, how) {
            ("white", "raise") => (12 - 2 * chips, t.clone()),
            ("time", "raise") => (6 - 2 * chips, format!("{t} 30+10")),
            (_, "call") => (3, t.clone()),
            _ => (1 - chips, t.clone()),
        };
        if best.as_ref().is_none_or(|(s, _)| score > *s) {
            best = Some((score, text));
        }
    }
    best.map(|(_, t)| t)
}
