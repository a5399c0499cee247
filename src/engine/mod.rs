//! Computer opponents: given a game and the seat to play, choose a text the
//! game accepts (a move, or a command such as `/bid white raise 2`).
//!
//! Pure like [`crate::rules`]: no chats, users, SQLite or Telegram. An
//! engine reads the game through the [`Game`] trait and what the game
//! hands over for its seat ([`Game::reading`]: the kernel position, Opok's
//! board, or in Kriegspiel only what the seat knows); it never changes the
//! game it is given and never looks behind the trait.
//!
//! Engines: [`random`](Spec::Random) (uniform over
//! [`Game::legal_texts`]), [`greedy`](Spec::Greedy) (the best immediate
//! gain by the game's own evaluation) and [`level`](Spec::Level) 1…5, which
//! searches: alpha-beta on the chess kernel for Chpok, Korpalski and
//! Exchange ([`chess`]), alpha-beta on the board for Opok ([`opok`]),
//! sampled positions and, against a bare king, the exact set of its
//! possible squares for Kriegspiel ([`kriegspiel`]), and for a game it
//! does not know a search through the trait itself ([`generic`]).

use std::time::{Duration, Instant};

use rand::{Rng, RngCore};

use crate::rules::computer::Reading;
use crate::rules::{Ctx, Game, Played, Refusal, Seat};

pub mod arena;
pub mod bids;
mod bound;
pub mod chess;
pub mod eval;
pub mod generic;
pub mod kriegspiel;
pub mod ladder;
pub mod opok;
pub mod pool;

/// A text that names no engine (`boardbot arena --a`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("engine must be random, greedy or level=1…5, not '{0}'")]
pub struct SpecError(pub String);

/// Which engine: parsed from `random`, `greedy`, `level=K` (or `K`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spec {
    Random,
    Greedy,
    Level(u8),
}

impl Spec {
    /// `random`, `greedy`, `level=3` or `3`.
    pub fn parse(text: &str) -> Result<Spec, SpecError> {
        let t = text.trim().to_ascii_lowercase();
        match t.as_str() {
            "random" => return Ok(Spec::Random),
            "greedy" => return Ok(Spec::Greedy),
            _ => {}
        }
        let n = t.strip_prefix("level=").unwrap_or(&t);
        match n.parse::<u8>() {
            Ok(k @ 1..=5) => Ok(Spec::Level(k)),
            _ => Err(SpecError(crate::rules::shorten(text).to_string())),
        }
    }

    pub fn name(self) -> String {
        match self {
            Spec::Random => "random".into(),
            Spec::Greedy => "greedy".into(),
            Spec::Level(k) => format!("level={k}"),
        }
    }

    /// A fresh engine of this kind.
    pub fn build(self) -> Box<dyn Engine> {
        match self {
            Spec::Random => Box::new(RandomEngine),
            Spec::Greedy => Box::new(GreedyEngine),
            Spec::Level(k) => Box::new(Searcher::new(Level::new(k))),
        }
    }
}

/// A computer player.
pub trait Engine: Send {
    /// A text the game accepts from `seat` now (a move or a command), or
    /// `None` when `seat` has nothing to do (not its turn, game over).
    fn choose(&mut self, game: &dyn Game, seat: Seat, rng: &mut dyn RngCore) -> Option<String>;
}

/// How much a search may spend: nodes (the limit that keeps play
/// reproducible) and wall-clock time (a safety cap).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub max_depth: u32,
    pub nodes: u64,
    pub time: Duration,
}

impl Budget {
    /// When this budget's time runs out, counted from now.
    pub fn deadline(&self) -> Instant {
        Instant::now() + self.time
    }
}

/// A strength level 1…5: the budget and how often it blunders on purpose.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Level {
    pub level: u8,
    pub budget: Budget,
    /// Chance of playing a random legal move instead of the search's move.
    pub blunder: f64,
    /// Kriegspiel: sampled positions per decision.
    pub samples: usize,
}

impl Level {
    /// Level `k` (clamped to 1…5). Level 5 thinks up to 2 s per move.
    pub fn new(k: u8) -> Level {
        let k = k.clamp(1, 5);
        let (max_depth, nodes, ms, blunder, samples) = match k {
            1 => (1, 2_000, 200, 0.25, 4),
            2 => (2, 10_000, 300, 0.05, 8),
            3 => (3, 40_000, 600, 0.0, 16),
            4 => (6, 150_000, 1_000, 0.0, 24),
            _ => (64, 600_000, 2_000, 0.0, 40),
        };
        Level {
            level: k,
            budget: Budget {
                max_depth,
                nodes,
                time: Duration::from_millis(ms),
            },
            blunder,
            samples,
        }
    }
}

impl Level {
    /// This level with at most `time` to think: the node budget and the
    /// Kriegspiel samples shrink in proportion (see [`pool::share`]).
    pub fn within(mut self, time: Duration) -> Level {
        if time < self.budget.time {
            let f = time.as_secs_f64() / self.budget.time.as_secs_f64();
            self.budget.nodes = ((self.budget.nodes as f64 * f) as u64).max(1_000);
            self.samples = ((self.samples as f64 * f).ceil() as usize).max(4);
            self.budget.time = time;
        }
        self
    }
}

/// Sends `text` from `seat` to `game`: a `/command args` to
/// [`Game::command`], anything else to [`Game::play`].
pub fn submit(
    game: &mut dyn Game,
    seat: Seat,
    text: &str,
    ctx: &mut Ctx,
) -> Result<Played, Refusal> {
    match text.strip_prefix('/') {
        Some(rest) => {
            let (name, args) = rest.split_once(' ').unwrap_or((rest, ""));
            game.command(seat, &name.to_ascii_lowercase(), args.trim(), ctx)
        }
        None => game.play(seat, text, ctx),
    }
}

/// Uniform over [`Game::legal_texts`].
pub struct RandomEngine;

impl Engine for RandomEngine {
    fn choose(&mut self, game: &dyn Game, seat: Seat, rng: &mut dyn RngCore) -> Option<String> {
        if game.to_move() != Some(seat) {
            return None;
        }
        // Kriegspiel: the seat's own knowledge, never the referee's moves.
        if let Reading::Hidden(known) = game.reading(seat) {
            return kriegspiel::random_attempt(&known, rng);
        }
        pick(game.legal_texts(), rng)
    }
}

fn pick(mut texts: Vec<String>, rng: &mut dyn RngCore) -> Option<String> {
    if texts.is_empty() {
        return None;
    }
    let i = rng.random_range(0..texts.len());
    Some(texts.swap_remove(i))
}

/// Plays each legal text on a copy and keeps the one after which the
/// game's own evaluation ([`eval::evaluate`]) is best for the mover (ties
/// at random).
pub struct GreedyEngine;

impl Engine for GreedyEngine {
    fn choose(&mut self, game: &dyn Game, seat: Seat, rng: &mut dyn RngCore) -> Option<String> {
        if game.to_move() != Some(seat) {
            return None;
        }
        let mut best: Vec<String> = Vec::new();
        let mut best_score = i64::MIN;
        let mut ctx = crate::rules::TestCtx::new(rng.next_u64());
        for text in game.legal_texts() {
            let mut copy = game.clone_box();
            if submit(copy.as_mut(), seat, &text, &mut ctx.ctx()).is_err() {
                continue;
            }
            let score = eval::evaluate(copy.as_ref(), seat);
            if score > best_score {
                best_score = score;
                best.clear();
            }
            if score == best_score {
                best.push(text);
            }
        }
        pick(best, rng)
    }
}

/// The levels: each game's own search, chosen by what the game hands over
/// ([`Game::reading`]); a game without a reading of its own gets the
/// generic search ([`generic`]).
pub struct Searcher {
    level: Level,
    chess: chess::Search,
}

impl Searcher {
    pub fn new(level: Level) -> Searcher {
        Searcher {
            level,
            chess: chess::Search::new(),
        }
    }
}

impl Engine for Searcher {
    fn choose(&mut self, game: &dyn Game, seat: Seat, rng: &mut dyn RngCore) -> Option<String> {
        if game.to_move() != Some(seat) {
            return None;
        }
        // The level's time counts from here: reading a position and
        // writing its legal texts (thousands in a tall Opok stack's) are
        // part of the move's time, not before it.
        let started = Instant::now();
        let reading = game.reading(seat);
        // Kriegspiel first: the seat's knowledge only (its blunders too),
        // never the referee's legal moves.
        if let Reading::Hidden(known) = &reading {
            return kriegspiel::choose(known, &self.level, rng);
        }
        let texts = game.legal_texts();
        if texts.is_empty() {
            return None;
        }
        if self.level.blunder > 0.0 && rng.random_bool(self.level.blunder) {
            return pick(texts, rng);
        }
        let mut level = self.level;
        level.budget.time = level.budget.time.saturating_sub(started.elapsed());
        let choice = match &reading {
            Reading::Chess(r) => self.chess.choose(r, &texts, &level, rng),
            Reading::Opok(r) => opok::choose(r, &texts, &level, rng),
            Reading::Bidding => bids::bid(&texts),
            Reading::Texts { .. } => generic::choose(game, seat, &texts, &level, rng),
            Reading::Hidden(_) => None,
        };
        // A reading that does not fit its texts (a game's bug): greedy.
        choice.or_else(|| GreedyEngine.choose(game, seat, rng))
    }
}

/// Whether `seat` is still on the turn of its last decision: its last
/// Kriegspiel attempt was refused (or `/any` answered), so the next
/// decision continues the same reply.
pub fn mid_turn(game: &dyn Game, seat: Seat) -> bool {
    use crate::rules::kriegspiel::Seen;
    match game.reading(seat) {
        Reading::Hidden(known) => {
            matches!(
                known.seen.last(),
                Some(Seen::Illegal { .. } | Seen::Any { .. })
            )
        }
        _ => false,
    }
}

/// Whether the bot seated at `seat` accepts a draw offer: only when its
/// evaluation says it is not better.
pub fn accepts_draw(game: &dyn Game, seat: Seat) -> bool {
    eval::evaluate(game, seat) <= 0
}
