//! The search for a game the engines know nothing about ([`Reading::Texts`]:
//! a game registered without a reading of its own). It plays the game
//! through the `Game` trait alone: copies, [`Game::legal_texts`] and
//! [`submit`], minimax with alpha-beta to the level's depth, the game's
//! result at the end and its own evaluation ([`Reading::Texts`]'s `score`)
//! before it. Slow (a copy per node) but exact for small games.
//!
//! [`Reading::Texts`]: crate::rules::computer::Reading::Texts

use std::time::Instant;

use rand::{Rng, RngCore};

use crate::rules::{Game, Seat, TestCtx};

use super::eval::{evaluate, WON};
use super::{submit, Level};

struct Walk {
    seat: Seat,
    nodes: u64,
    limit: u64,
    deadline: Instant,
    stopped: bool,
    ctx: TestCtx,
}

impl Walk {
    /// The game after `text` (a copy), or `None` if it refuses it.
    fn after(&mut self, game: &dyn Game, text: &str) -> Option<Box<dyn Game>> {
        let mover = game.to_move()?;
        let mut copy = game.clone_box();
        submit(copy.as_mut(), mover, text, &mut self.ctx.ctx()).ok()?;
        Some(copy)
    }

    /// The value of `game` for `self.seat`, `depth` actions deep. Sooner
    /// wins (and later losses) score higher.
    fn value(
        &mut self,
        game: &dyn Game,
        depth: u32,
        ply: i64,
        mut alpha: i64,
        mut beta: i64,
    ) -> i64 {
        self.nodes += 1;
        if self.nodes >= self.limit || (self.nodes & 63 == 0 && Instant::now() >= self.deadline) {
            self.stopped = true;
        }
        let Some(mover) = game.to_move() else {
            let v = evaluate(game, self.seat);
            return v - v.signum() * ply;
        };
        if depth == 0 || self.stopped {
            return evaluate(game, self.seat);
        }
        let texts = game.legal_texts();
        if texts.is_empty() {
            return evaluate(game, self.seat);
        }
        let maximise = mover == self.seat;
        let mut best = if maximise { -WON * 2 } else { WON * 2 };
        for text in &texts {
            let Some(next) = self.after(game, text) else {
                continue;
            };
            let v = self.value(next.as_ref(), depth - 1, ply + 1, alpha, beta);
            if maximise {
                best = best.max(v);
                alpha = alpha.max(v);
            } else {
                best = best.min(v);
                beta = beta.min(v);
            }
            if alpha >= beta || self.stopped {
                break;
            }
        }
        best
    }
}

/// The text `seat` sends: the best of `texts` by iterative deepening
/// within `level`'s budget (ties at random).
pub fn choose(
    game: &dyn Game,
    seat: Seat,
    texts: &[String],
    level: &Level,
    rng: &mut dyn RngCore,
) -> Option<String> {
    let mut walk = Walk {
        seat,
        nodes: 0,
        limit: level.budget.nodes / 20,
        deadline: level.budget.deadline(),
        stopped: false,
        ctx: TestCtx::new(rng.next_u64()),
    };
    let children: Vec<(usize, Box<dyn Game>)> = texts
        .iter()
        .enumerate()
        .filter_map(|(i, t)| Some((i, walk.after(game, t)?)))
        .collect();
    if children.is_empty() {
        return None;
    }
    let mut best = children[rng.random_range(0..children.len())].0;
    for depth in 0..level.budget.max_depth.clamp(1, 12) {
        let mut top = -WON * 4;
        let mut ties = Vec::new();
        for (i, child) in &children {
            let v = walk.value(child.as_ref(), depth, 1, -WON * 4, WON * 4);
            if walk.stopped {
                break;
            }
            if v > top {
                top = v;
                ties.clear();
            }
            if v == top {
                ties.push(*i);
            }
        }
        if walk.stopped {
            break;
        }
        best = ties[rng.random_range(0..ties.len())];
        if top.abs() >= WON - 1_000 {
            break;
        }
    }
    texts.get(best).cloned()
}
