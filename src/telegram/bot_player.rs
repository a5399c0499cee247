//! The computer opponent in `serve` (`/new GAME vs=bot`).
//!
//! Woken by the hub after each commit that acted on a game with a computer
//! seat ([`Hub::watch_bot_games`]), it asks about those games only, thinks
//! on a blocking worker thread while the hub answers other chats, and hands
//! its message to the hub like any incoming one. At start, and every
//! [`SWEEP`] after, it reads every game against the bot: a move lost in a
//! stop is thought again. One game at a time; a game where the bot's
//! message changed nothing (an engine bug) is left alone until its state
//! changes.

use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{watch, Notify};
use tokio::time::Instant;

use super::{now_ms, SharedHub};
use crate::core::{BotTask, Hub};

/// How often every game against the bot is read again, in case a wake-up
/// was missed (none should be: this is a safety net, not the way moves are
/// found).
pub const SWEEP: Duration = Duration::from_secs(60);

/// Games where the bot's message changed nothing, with the state it failed
/// in: left alone while they stay in that state. Bounded: a sweep keeps
/// only the games that still wait for the bot.
#[derive(Debug, Default)]
pub struct Stuck(HashMap<i64, Option<String>>);

impl Stuck {
    /// Whether the bot gave up on game `id` in this very `state`; a game
    /// whose state moved on is forgotten.
    pub fn skips(&mut self, id: i64, state: &Option<String>) -> bool {
        match self.0.get(&id) {
            Some(s) if s == state => true,
            Some(_) => {
                self.0.remove(&id);
                false
            }
            None => false,
        }
    }

    pub fn insert(&mut self, id: i64, state: Option<String>) {
        self.0.insert(id, state);
    }

    /// Keeps only the games in `waiting` (the others ended, or no longer
    /// wait for the bot).
    pub fn keep_only(&mut self, waiting: &BTreeSet<i64>) {
        self.0.retain(|id, _| waiting.contains(id));
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Runs the computer opponent until `stop`; `deliver` wakes the deliverer
/// after each of its moves.
pub async fn bot_loop(hub: SharedHub, deliver: Arc<Notify>, mut stop: watch::Receiver<bool>) {
    let wake = Arc::new(Notify::new());
    {
        let wake = wake.clone();
        // `notify_one` keeps a permit when nobody waits: a commit while the
        // bot thinks is not missed.
        let watching = hub
            .call(move |h| h.watch_bot_games(move || wake.notify_one()))
            .await;
        if let Err(e) = watching {
            tracing::error!(error = %e, "the computer opponent cannot start");
            return;
        }
    }
    let mut stuck = Stuck::default();
    let mut sweep_at = Instant::now();
    loop {
        if *stop.borrow() {
            return;
        }
        let sweep = Instant::now() >= sweep_at;
        let games = match hub.call(move |h| due_games(h, sweep)).await {
            Ok(Ok(g)) => g,
            Ok(Err(e)) => {
                tracing::error!(error = %e, "the bot's games could not be read");
                BTreeSet::new()
            }
            Err(e) => {
                tracing::error!(error = %e, "reading the bot's games panicked");
                BTreeSet::new()
            }
        };
        if sweep {
            sweep_at = Instant::now() + SWEEP;
            stuck.keep_only(&games);
        }
        for id in games {
            if *stop.borrow() {
                return;
            }
            play(&hub, &deliver, &mut stuck, id).await;
        }
        tokio::select! {
            _ = wake.notified() => {}
            _ = tokio::time::sleep_until(sweep_at) => {}
            _ = stop.changed() => {}
        }
    }
}

/// The games to look at: those changed since the last call, and on a sweep
/// every game that waits for the bot.
fn due_games(h: &mut Hub, sweep: bool) -> Result<BTreeSet<i64>, crate::core::CoreError> {
    let mut games: BTreeSet<i64> = h.bot_games_changed().into_iter().collect();
    if sweep {
        games.extend(h.bot_tasks()?.into_iter().map(|t| t.game_id));
    }
    Ok(games)
}

/// The bot acts in game `id` if it is to act there now: the engine's
/// message, or a random legal one if the engine's changed nothing.
async fn play(hub: &SharedHub, deliver: &Notify, stuck: &mut Stuck, id: i64) {
    let found = hub
        .call(move |h| Ok::<_, crate::core::CoreError>((h.bot_task(id)?, h.game_state(id)?)))
        .await;
    let (task, before) = match found {
        Ok(Ok((Some(task), before))) => (task, before),
        Ok(Ok((None, _))) => return,
        Ok(Err(e)) => {
            tracing::error!(error = %e, game = id, "the bot's game could not be read");
            return;
        }
        Err(e) => {
            tracing::error!(error = %e, game = id, "reading the bot's game panicked");
            return;
        }
    };
    if stuck.skips(id, &before) {
        return;
    }
    let seed: u64 = rand::random();
    let mut task: Option<BotTask> = Some(task);
    for attempt in 0..2 {
        let Some(t) = task.take() else { break };
        let thought = tokio::task::spawn_blocking(move || {
            let started = std::time::Instant::now();
            let msg = if attempt == 0 {
                t.think(seed)
            } else {
                t.fallback(seed)
            };
            metrics::histogram!("boardbot_engine_think_seconds", "game" => t.game.kind().name)
                .record(started.elapsed().as_secs_f64());
            (t, msg)
        })
        .await;
        let Ok((t, msg)) = thought else { break };
        task = Some(t);
        let Some(msg) = msg else { continue };
        let handled = hub
            .call(move |h| {
                h.handle(&msg, now_ms())?;
                h.game_state(id)
            })
            .await;
        deliver.notify_one();
        if let Ok(Ok(after)) = handled {
            if after != before {
                return;
            }
        }
    }
    tracing::error!(game = id, "the bot could not act in this game");
    stuck.insert(id, before);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stuck_game_is_skipped_until_its_state_changes() {
        let mut stuck = Stuck::default();
        let state = Some("s1".to_string());
        assert!(!stuck.skips(7, &state));
        stuck.insert(7, state.clone());
        assert!(stuck.skips(7, &state));
        // The opponent moved: tried again, and forgotten.
        assert!(!stuck.skips(7, &Some("s2".into())));
        assert!(stuck.is_empty());
    }

    #[test]
    fn a_sweep_forgets_games_that_no_longer_wait() {
        let mut stuck = Stuck::default();
        for id in 1..=100 {
            stuck.insert(id, Some(format!("s{id}")));
        }
        stuck.keep_only(&BTreeSet::from([3, 50, 1000]));
        assert_eq!(stuck.len(), 2);
        assert!(stuck.skips(3, &Some("s3".into())));
        assert!(stuck.skips(50, &Some("s50".into())));
        assert!(!stuck.skips(4, &Some("s4".into())));
    }
}
