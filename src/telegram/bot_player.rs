//! The computer opponent in `serve` (`/new GAME vs=bot`).
//!
//! Woken by the hub after each commit that acted on a game with a computer
//! seat ([`Hub::watch_bot_games`]), it asks about those games only, thinks
//! on a pool of worker threads while the hub answers other chats, and hands
//! its message to the hub like any incoming one. At start, and every
//! [`SWEEP`] after, it reads every game against the bot: a move lost in a
//! stop is thought again. A game where the bot's
//! message changed nothing (an engine bug) is left alone until the game
//! changes (its version, [`Hub::game_version`]).

use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{watch, Notify};
use tokio::time::Instant;

use super::{now_ms, SharedHub};
use crate::core::{BotTask, Hub, Incoming};
use crate::engine::pool::{self, Pool};

/// How often every game against the bot is read again, in case a wake-up
/// was missed (none should be: this is a safety net, not the way moves are
/// found).
pub const SWEEP: Duration = Duration::from_secs(60);

/// Games where the bot's message changed nothing, with the version it
/// failed in ([`Hub::game_version`]): left alone while they stay at it. Bounded: a sweep keeps
/// only the games that still wait for the bot.
#[derive(Debug, Default)]
pub struct Stuck(HashMap<i64, Option<i64>>);

impl Stuck {
    /// Whether the bot gave up on game `id` at this very `version`; a game
    /// that moved on is forgotten.
    pub fn skips(&mut self, id: i64, version: Option<i64>) -> bool {
        match self.0.get(&id) {
            Some(v) if *v == version => true,
            Some(_) => {
                self.0.remove(&id);
                false
            }
            None => false,
        }
    }

    pub fn insert(&mut self, id: i64, version: Option<i64>) {
        self.0.insert(id, version);
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

/// What a thinking thread hands back: the task, its seed, the game's
/// version when it was asked, and the message it chose.
type Thought = (BotTask, u64, Option<i64>, Option<Incoming>);

/// Runs the computer opponent until `stop`; `deliver` wakes the deliverer
/// after each of its moves. The games woken by commits (and all on a sweep)
/// are handed to a pool of thinking threads (one per core,
/// [`crate::engine::pool`]): with many games waiting each decision gets
/// less time rather than replies queue.
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
    let pool: Arc<Pool<Thought>> = Arc::new(Pool::new(pool::workers()));
    // When each game's current bot turn began (Kriegspiel: several tries).
    let mut turns: HashMap<i64, std::time::Instant> = HashMap::new();
    let mut stuck = Stuck::default();
    let mut sweep_at = Instant::now();
    loop {
        if *stop.borrow() {
            // The pool joins its threads (a thought in hand ends first).
            let _ = tokio::task::spawn_blocking(move || drop(pool)).await;
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
            turns.retain(|id, _| games.contains(id) || pool.busy(*id));
        }
        for id in games {
            submit(&hub, &pool, &mut stuck, &mut turns, id).await;
        }
        if pool.idle() {
            tokio::select! {
                _ = wake.notified() => {}
                _ = tokio::time::sleep_until(sweep_at) => {}
                _ = stop.changed() => {}
            }
            continue;
        }
        // Thoughts in hand: collect what is finished (a commit meanwhile
        // keeps its wake-up permit for the next round).
        let waiting = Arc::clone(&pool);
        let done = tokio::select! {
            d = tokio::task::spawn_blocking(move || waiting.finished(Duration::from_millis(300))) => d.unwrap_or_default(),
            _ = stop.changed() => Vec::new(),
        };
        for (id, (task, seed, before, thought)) in done {
            // The fallback is chosen now: the task stays off the awaits.
            let fallback = task.fallback(seed);
            drop(task);
            if !act(&hub, &deliver, id, before, [thought, fallback]).await {
                tracing::error!(game = id, "the bot could not act in this game");
                stuck.insert(id, before);
            }
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

/// Hands game `id` to the pool if the bot is to act there now (and is not
/// thinking about it already, nor stuck in this state).
async fn submit(
    hub: &SharedHub,
    pool: &Pool<Thought>,
    stuck: &mut Stuck,
    turns: &mut HashMap<i64, std::time::Instant>,
    id: i64,
) {
    if pool.busy(id) {
        return;
    }
    let found = hub
        .call(move |h| Ok::<_, crate::core::CoreError>((h.bot_task(id)?, h.game_version(id)?)))
        .await;
    let (task, version) = match found {
        Ok(Ok((Some(task), version))) => (task, version),
        Ok(Ok((None, _))) => {
            turns.remove(&id);
            return;
        }
        Ok(Err(e)) => {
            tracing::error!(error = %e, game = id, "the bot's game could not be read");
            return;
        }
        Err(e) => {
            tracing::error!(error = %e, game = id, "reading the bot's game panicked");
            return;
        }
    };
    if stuck.skips(id, version) {
        return;
    }
    let seed: u64 = rand::random();
    let time = task.time();
    let since = pool::turn_start(turns, id, task.mid_turn());
    pool.submit(id, since, time, move |budget| {
        let started = std::time::Instant::now();
        let msg = task.think_within(seed, budget);
        metrics::histogram!("boardbot_engine_think_seconds", "game" => task.game.kind().name)
            .record(started.elapsed().as_secs_f64());
        (task, seed, version, msg)
    });
}

/// Hands the bot's message for game `id` to the hub, or a random legal one
/// if it changed nothing; whether the game moved on.
async fn act(
    hub: &SharedHub,
    deliver: &Notify,
    id: i64,
    before: Option<i64>,
    messages: [Option<Incoming>; 2],
) -> bool {
    for msg in messages.into_iter().flatten() {
        let handled = hub
            .call(move |h| {
                h.handle(&msg, now_ms())?;
                h.game_version(id)
            })
            .await;
        deliver.notify_one();
        if let Ok(Ok(after)) = handled {
            if after != before {
                return true;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stuck_game_is_skipped_until_its_state_changes() {
        let mut stuck = Stuck::default();
        assert!(!stuck.skips(7, Some(1)));
        stuck.insert(7, Some(1));
        assert!(stuck.skips(7, Some(1)));
        // The opponent moved: tried again, and forgotten.
        assert!(!stuck.skips(7, Some(2)));
        assert!(stuck.is_empty());
    }

    #[test]
    fn a_sweep_forgets_games_that_no_longer_wait() {
        let mut stuck = Stuck::default();
        for id in 1..=100 {
            stuck.insert(id, Some(id));
        }
        stuck.keep_only(&BTreeSet::from([3, 50, 1000]));
        assert_eq!(stuck.len(), 2);
        assert!(stuck.skips(3, Some(3)));
        assert!(stuck.skips(50, Some(50)));
        assert!(!stuck.skips(4, Some(4)));
    }
}
