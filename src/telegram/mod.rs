//! `boardbot serve`: the bot on Telegram.
//!
//! Three tasks around one [`Hub`]: the poller turns updates (long polling)
//! into [`Incoming`](crate::core::Incoming) messages, the timer fires
//! correspondence deadlines, and the deliverer sends the outbox, one lane
//! per chat so each chat gets its messages in order, within Telegram's
//! limits. The hub is synchronous (SQLite): it runs under `spawn_blocking`
//! behind a mutex that is never held across an await.
//!
//! Shutdown (SIGINT, SIGTERM): the update in hand is finished, polling
//! stops (confirming the last update to Telegram), and the outbox is
//! flushed until a grace period ends; whatever is left is sent at the next
//! start.

use std::collections::{HashMap, HashSet};
use std::future::Future;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use teloxide::prelude::*;
use teloxide::types::{AllowedUpdate, CallbackQueryId};
use teloxide::{ApiError, RequestError};
use tokio::sync::{mpsc, watch, Notify};
use tokio::task::JoinSet;
use tokio::time::Instant;

use crate::config::Config;
use crate::core::{Content, Hub, HubConfig, Incoming, Outgoing};
use crate::store::Store;

pub mod admins;
pub mod markup;
pub mod menu;
pub mod send;
pub mod updates;

pub use send::Limits;

use send::{Deadline, Fate, Limiter};
use updates::Action;

/// How `serve` runs; the defaults are right for Telegram, tests shorten
/// some of them.
#[derive(Clone, Debug)]
pub struct Options {
    pub limits: Limits,
    /// Long-polling timeout of `getUpdates`, in seconds (below the HTTP
    /// client's 17 s timeout).
    pub poll_timeout: u32,
    /// How long the outbox is flushed at shutdown before the bot gives up
    /// and leaves the rest for the next start.
    pub flush_grace: Duration,
    /// How often due deadlines are checked.
    pub tick: Duration,
    /// How long an answer of `getChatMember` (is the sender an
    /// administrator of the group?) is trusted.
    pub admin_cache: Duration,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            limits: Limits::default(),
            poll_timeout: 10,
            flush_grace: Duration::from_secs(10),
            tick: Duration::from_secs(1),
            admin_cache: admins::DEFAULT_TTL,
        }
    }
}

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// The hub, shared by the tasks. Every call runs on a blocking thread.
#[derive(Clone)]
pub struct SharedHub(Arc<Mutex<Hub>>);

impl SharedHub {
    pub fn new(hub: Hub) -> SharedHub {
        SharedHub(Arc::new(Mutex::new(hub)))
    }

    fn lock(&self) -> MutexGuard<'_, Hub> {
        // A panic while handling a message rolled its transaction back: the
        // hub itself is still sound.
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs `f` on the hub; `Err` if it panicked.
    pub async fn call<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Hub) -> T + Send + 'static,
    ) -> Result<T, String> {
        let hub = self.clone();
        tokio::task::spawn_blocking(move || f(&mut hub.lock()))
            .await
            .map_err(|e| format!("the core failed: {e}"))
    }
}

/// Resolves on SIGINT (Ctrl-C) or SIGTERM.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = ctrl_c => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => ctrl_c.await,
        }
    }
    #[cfg(not(unix))]
    ctrl_c.await;
}

fn make_bot(config: &Config) -> Result<Bot, String> {
    let token = config.require_token()?;
    let mut bot = Bot::new(token);
    if let Some(url) = &config.api_url {
        let url = url.trim().trim_end_matches('/');
        // The URL type is reqwest's; it parses through its serde impl.
        let parsed = serde_json::from_value(serde_json::Value::String(url.to_string()))
            .map_err(|e| format!("api_url '{url}' is not a URL: {e}"))?;
        bot = bot.set_api_url(parsed);
    }
    Ok(bot)
}

/// Runs the bot until `shutdown` resolves. Errors: no token, a database
/// that cannot be opened, a token Telegram refuses.
pub async fn run(
    config: Config,
    options: Options,
    shutdown: impl Future<Output = ()> + Send,
) -> Result<(), String> {
    let bot = make_bot(&config)?;
    let db = config.database();
    let store = Store::open(&db).map_err(|e| format!("cannot open {}: {e}", db.display()))?;
    // Checkpoints run beside the bot, not inside an answer; stopped when
    // `run` returns.
    let _checkpointer = store.start_checkpointer()?;
    tokio::pin!(shutdown);

    // Who we are: the username makes the deep links.
    let me = tokio::select! {
        me = get_me(&bot) => me?,
        _ = &mut shutdown => return Ok(()),
    };
    let username = me.username.clone().unwrap_or_else(|| "boardbot".into());
    tracing::info!(bot = %username, "connected to Telegram");
    let polling = Polling {
        bot: bot.clone(),
        username: username.clone(),
        timeout: options.poll_timeout,
        admins: admins::Admins::new(options.admin_cache),
        leaves: updates::Leaves::default(),
    };
    let hub = SharedHub::new(Hub::new(
        store,
        HubConfig {
            settings: config.settings(),
            bot_username: username,
            seed: None,
            pictures: true,
            ..HubConfig::default()
        },
    ));

    // Long polling needs no webhook; the menus are set once per start.
    if let Err(e) = bot.delete_webhook().await {
        tracing::warn!(error = %e, "deleteWebhook failed");
    }
    menu::set_menus(&bot).await;

    let notify = Arc::new(Notify::new());
    let (stop_tx, stop_rx) = watch::channel(false);
    let (deadline_tx, deadline_rx) = watch::channel(None);
    let ctx = Arc::new(send::Ctx {
        bot: bot.clone(),
        hub: hub.clone(),
        limiter: Mutex::new(Limiter::new(options.limits)),
    });
    let mut deliverer = tokio::spawn(deliver_loop(
        ctx,
        notify.clone(),
        stop_rx.clone(),
        Deadline::new(deadline_rx),
    ));
    let timer = tokio::spawn(timer_loop(
        hub.clone(),
        notify.clone(),
        stop_rx.clone(),
        options.tick,
    ));
    let bot_player = tokio::spawn(bot_loop(hub.clone(), notify.clone(), stop_rx.clone()));
    let poller = poll_loop(polling, hub.clone(), notify.clone(), stop_rx);
    tokio::pin!(poller);

    let polled = tokio::select! {
        r = &mut poller => r,
        _ = &mut shutdown => {
            tracing::info!("stopping: finishing the update in hand");
            let _ = stop_tx.send(true);
            (&mut poller).await
        }
    };
    let _ = stop_tx.send(true);
    let _ = timer.await;
    let _ = bot_player.await;
    if let Ok(offset) = &polled {
        confirm(&bot, *offset).await;
    }

    // Flush the outbox within the grace period.
    tracing::info!("flushing the outbox");
    let _ = deadline_tx.send(Some(Instant::now() + options.flush_grace));
    // Requests in flight at the deadline get a little longer to finish, so
    // a message Telegram took is not sent again after the restart.
    let hard = options.flush_grace + Duration::from_secs(3);
    if tokio::time::timeout(hard, &mut deliverer).await.is_err() {
        tracing::warn!("outbox flush cut short; the rest is sent at the next start");
        deliverer.abort();
    }
    let left = hub.call(|h| h.pending(1).map(|p| p.len())).await;
    if let Ok(Ok(n)) = left {
        if n > 0 {
            tracing::info!("messages left queued for the next start");
        }
    }
    tracing::info!("stopped");
    polled.map(|_| ())
}

async fn get_me(bot: &Bot) -> Result<teloxide::types::Me, String> {
    let mut tries = 0;
    loop {
        match bot.get_me().await {
            Ok(me) => return Ok(me),
            Err(RequestError::Api(ApiError::InvalidToken)) => {
                return Err("Telegram refused the bot token (check it with @BotFather)".into())
            }
            Err(e) => {
                tries += 1;
                let pause = send::backoff(tries);
                tracing::warn!(error = %e, ?pause, "getMe failed; trying again");
                tokio::time::sleep(pause).await;
            }
        }
    }
}

/// What the poller needs besides the hub.
struct Polling {
    bot: Bot,
    /// The bot's username: `/abort@username` is ours.
    username: String,
    /// Long-polling timeout, in seconds.
    timeout: u32,
    /// Who administers which group, as far as known.
    admins: admins::Admins,
    /// Leaves reported already (Telegram may report one twice).
    leaves: updates::Leaves,
}

/// The updates the bot asks for. Member updates are not sent unless asked
/// for by name: `chat_member` (someone left a group; only for a bot that
/// administers it) and `my_chat_member` (the bot was removed).
const UPDATES: [AllowedUpdate; 4] = [
    AllowedUpdate::Message,
    AllowedUpdate::CallbackQuery,
    AllowedUpdate::ChatMember,
    AllowedUpdate::MyChatMember,
];

/// Long polling: the updates of each `getUpdates` answer are handled in
/// order (runs of messages committed together, one write to disk per run)
/// and confirmed to Telegram by the next `getUpdates`. Returns the offset to
/// confirm.
async fn poll_loop(
    mut p: Polling,
    hub: SharedHub,
    notify: Arc<Notify>,
    mut stop: watch::Receiver<bool>,
) -> Result<i32, String> {
    let bot = p.bot.clone();
    let mut offset: i32 = 0;
    let mut failures = 0;
    loop {
        if *stop.borrow_and_update() {
            return Ok(offset);
        }
        let request = bot
            .get_updates()
            .offset(offset)
            .timeout(p.timeout)
            .allowed_updates(UPDATES);
        let result = tokio::select! {
            r = request.send() => r,
            _ = stop.changed() => return Ok(offset),
        };
        match result {
            Ok(list) => {
                failures = 0;
                // Messages are handled in runs, each run committed at once;
                // other updates in their place between the runs.
                let mut run: Vec<Incoming> = Vec::new();
                for update in &list {
                    if *stop.borrow() {
                        break;
                    }
                    match updates::action(update) {
                        Action::Handle(mut msg) => {
                            if !p.leaves.fresh(&msg, Instant::now()) {
                                tracing::debug!(chat = msg.chat.id, "a leave reported twice");
                            } else if msg.content == Content::Left {
                                p.admins.forget(msg.chat.id, msg.user.id);
                                run.push(msg);
                            } else {
                                // Asked before the run is committed: the
                                // answer is Telegram's, not the database's.
                                p.admins.mark(&bot, &p.username, &mut msg).await;
                                run.push(msg);
                            }
                        }
                        Action::Member { chat, user } => {
                            p.admins.forget(chat, user);
                            p.leaves.forget(chat, user);
                        }
                        other => {
                            handle_run(&hub, std::mem::take(&mut run)).await;
                            handle_other(&bot, &hub, other).await;
                        }
                    }
                    offset = offset.max((update.id.0 as i32).saturating_add(1));
                }
                handle_run(&hub, run).await;
                notify.notify_one();
                if *stop.borrow() {
                    // The rest is redelivered at the next start.
                    return Ok(offset);
                }
            }
            Err(RequestError::Api(ApiError::InvalidToken)) => {
                return Err("Telegram refused the bot token (check it with @BotFather)".into());
            }
            Err(e) => {
                failures += 1;
                let pause = send::backoff(failures);
                match &e {
                    RequestError::Api(ApiError::TerminatedByOtherGetUpdates) => tracing::error!(
                        "another instance of the bot is polling Telegram with this token"
                    ),
                    _ => tracing::warn!(error = %e, ?pause, "getUpdates failed; trying again"),
                }
                tokio::select! {
                    _ = tokio::time::sleep(pause) => {}
                    _ = stop.changed() => return Ok(offset),
                }
            }
        }
    }
}

/// Handles messages that arrived together, committed together (see
/// [`Hub::handle_batch`]). Should the core panic on one of them, the batch
/// is rolled back and its messages are handled one by one, so only the
/// guilty one fails.
async fn handle_run(hub: &SharedHub, run: Vec<Incoming>) {
    if run.is_empty() {
        return;
    }
    let now = now_ms();
    if run.len() > 1 {
        let batch = run.clone();
        match hub.call(move |h| h.handle_batch(&batch, now)).await {
            Ok(results) => {
                for e in results.into_iter().filter_map(Result::err) {
                    // The core has told the user already.
                    tracing::error!(error = %e, "message failed");
                }
                return;
            }
            Err(panic) => {
                tracing::error!(error = %panic, "a batch panicked; handling its messages one by one")
            }
        }
    }
    for msg in run {
        let m = msg.clone();
        match hub.call(move |h| h.handle(&m, now)).await {
            Ok(Ok(())) => {}
            // The core has told the user already.
            Ok(Err(e)) => tracing::error!(error = %e, "message failed"),
            Err(panic) => {
                tracing::error!(error = %panic, text = ?msg.content, "handling a message panicked");
                let _ = hub.call(move |h| h.failed(&msg, now)).await;
            }
        }
    }
}

/// An update that is not a message for the core.
async fn handle_other(bot: &Bot, hub: &SharedHub, action: Action) {
    match action {
        Action::Handle(msg) => handle_run(hub, vec![msg]).await,
        Action::AnswerOnly(query_id) => {
            let _ = bot.answer_callback_query(CallbackQueryId(query_id)).await;
        }
        Action::Migrate { from, to } => {
            tracing::info!(from, to, "group became a supergroup");
            let _ = hub.call(move |h| h.migrate_chat(from, to)).await;
        }
        Action::Member { .. } | Action::Ignore => {}
    }
}

/// Confirms the handled updates so Telegram does not send them again.
async fn confirm(bot: &Bot, offset: i32) {
    if offset == 0 {
        return;
    }
    let request = bot.get_updates().offset(offset).limit(1).timeout(0);
    if tokio::time::timeout(Duration::from_secs(3), request.send())
        .await
        .is_err()
    {
        tracing::warn!(
            "could not confirm the last updates; they are deduplicated at the next start"
        );
    }
}

/// Fires due deadlines with the real time; forgets old update ids hourly.
/// The computer opponent (`/new GAME vs=bot`): asks the hub which games
/// wait for it (at start too, so a move lost in a stop is thought again),
/// hands them to a pool of thinking threads (one per core) while the hub
/// answers other chats, and hands each message to the hub like any
/// incoming one. With many games waiting each decision gets less time
/// ([`crate::engine::pool::share`]) rather than replies queue. A game where
/// the bot's message and its random fallback changed nothing (an engine
/// bug) is left alone until its state changes.
async fn bot_loop(hub: SharedHub, notify: Arc<Notify>, mut stop: watch::Receiver<bool>) {
    use crate::core::BotTask;
    use crate::engine::pool::{self, Pool};
    type Thought = (BotTask, u64, Option<String>, Option<Incoming>);
    let pool: Arc<Pool<Thought>> = Arc::new(Pool::new(pool::workers()));
    let mut stuck: HashMap<i64, Option<String>> = HashMap::new();
    // When each game's current bot turn began (Kriegspiel: several tries).
    let mut turns: HashMap<i64, std::time::Instant> = HashMap::new();
    loop {
        if *stop.borrow() {
            // The pool joins its threads (a thought in hand ends first).
            let _ = tokio::task::spawn_blocking(move || drop(pool)).await;
            return;
        }
        let tasks = match hub.call(|h| h.bot_tasks()).await {
            Ok(Ok(t)) => t,
            Ok(Err(e)) => {
                tracing::error!(error = %e, "the bot's games could not be read");
                Vec::new()
            }
            Err(e) => {
                tracing::error!(error = %e, "reading the bot's games panicked");
                Vec::new()
            }
        };
        turns.retain(|id, _| tasks.iter().any(|t| t.game_id == *id));
        for t in tasks {
            let id = t.game_id;
            if pool.busy(id) {
                continue;
            }
            let state = hub
                .call(move |h| h.game_state(id))
                .await
                .ok()
                .and_then(|s| s.ok())
                .flatten();
            match stuck.get(&id) {
                Some(s) if *s == state => continue,
                _ => {
                    stuck.remove(&id);
                }
            }
            let seed: u64 = rand::random();
            let time = t.time();
            let since = pool::turn_start(&mut turns, id, t.mid_turn());
            pool.submit(id, since, time, move |budget| {
                let msg = t.think_within(seed, budget);
                (t, seed, state, msg)
            });
        }
        let waiting = Arc::clone(&pool);
        let done = tokio::select! {
            d = tokio::task::spawn_blocking(move || waiting.finished(Duration::from_millis(300))) => d.unwrap_or_default(),
            _ = stop.changed() => Vec::new(),
        };
        for (id, (task, seed, before, thought)) in done {
            let mut progressed = false;
            for msg in [thought, task.fallback(seed)].into_iter().flatten() {
                let handled = hub
                    .call(move |h| {
                        h.handle(&msg, now_ms())?;
                        h.game_state(id)
                    })
                    .await;
                notify.notify_one();
                if let Ok(Ok(after)) = handled {
                    if after != before {
                        progressed = true;
                        break;
                    }
                }
            }
            if !progressed {
                tracing::error!(game = id, "the bot could not act in this game");
                stuck.insert(id, before);
            }
        }
    }
}

async fn timer_loop(
    hub: SharedHub,
    notify: Arc<Notify>,
    mut stop: watch::Receiver<bool>,
    tick: Duration,
) {
    let mut interval = tokio::time::interval(tick);
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    let mut last_prune: Option<Instant> = None;
    loop {
        tokio::select! {
            _ = interval.tick() => {}
            _ = stop.changed() => return,
        }
        if *stop.borrow() {
            return;
        }
        let now = now_ms();
        let fired = hub
            .call(move |h| match h.next_due()? {
                Some(due) if due <= now => h.fire_due(now),
                _ => Ok(0),
            })
            .await;
        match fired {
            Ok(Ok(0)) => {}
            Ok(Ok(n)) => {
                tracing::info!(n, "deadlines fired");
                notify.notify_one();
            }
            Ok(Err(e)) => tracing::error!(error = %e, "firing deadlines failed"),
            Err(e) => tracing::error!(error = %e, "firing deadlines panicked"),
        }
        if last_prune.is_none_or(|t| t.elapsed() > Duration::from_secs(3600)) {
            last_prune = Some(Instant::now());
            let _ = hub.call(move |h| h.prune(now)).await;
        }
    }
}

/// Where a queued message waits its turn: one lane per chat keeps that
/// chat's messages in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Lane {
    Chat(i64),
    Answer(i64),
}

/// Queued messages held in memory at most (a backlog after a long outage
/// is read from the database as the lanes drain).
const MAX_IN_FLIGHT: usize = 1000;

type Lanes = Arc<Mutex<HashMap<Lane, mpsc::UnboundedSender<(i64, Outgoing)>>>>;

struct Deliverer {
    ctx: Arc<send::Ctx>,
    notify: Arc<Notify>,
    deadline: Deadline,
    lanes: Lanes,
    /// Outbox ids handed to a lane and not yet done.
    in_flight: Arc<Mutex<HashSet<i64>>>,
    tasks: JoinSet<()>,
}

async fn deliver_loop(
    ctx: Arc<send::Ctx>,
    notify: Arc<Notify>,
    mut stop: watch::Receiver<bool>,
    deadline: Deadline,
) {
    let mut d = Deliverer {
        ctx,
        notify: notify.clone(),
        deadline,
        lanes: Arc::new(Mutex::new(HashMap::new())),
        in_flight: Arc::new(Mutex::new(HashSet::new())),
        tasks: JoinSet::new(),
    };
    loop {
        let stopping = *stop.borrow_and_update();
        d.dispatch().await;
        if stopping {
            break;
        }
        tokio::select! {
            _ = notify.notified() => {}
            _ = tokio::time::sleep(Duration::from_secs(1)) => {}
            _ = stop.changed() => {}
        }
        while d.tasks.try_join_next().is_some() {}
    }
    // Flush: each lane finishes its queue (or gives up at the deadline).
    // Messages a lane delivers may queue more (a blocked user's group is
    // told), so read on until nothing new comes.
    loop {
        d.lanes.lock().unwrap_or_else(|e| e.into_inner()).clear();
        while d.tasks.join_next().await.is_some() {}
        if d.deadline.passed() || d.dispatch().await == 0 {
            break;
        }
    }
    while d.tasks.join_next().await.is_some() {}
}

impl Deliverer {
    /// Hands every queued message not in flight to its lane; returns how
    /// many.
    async fn dispatch(&mut self) -> usize {
        let mut count = 0;
        loop {
            let skip = self
                .in_flight
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .clone();
            if skip.len() >= MAX_IN_FLIGHT {
                return count;
            }
            let batch = match self
                .ctx
                .hub
                .call(move |h| h.pending_except(&skip, 100))
                .await
            {
                Ok(Ok(b)) => b,
                Ok(Err(e)) => {
                    tracing::error!(error = %e, "reading the outbox failed");
                    return count;
                }
                Err(e) => {
                    tracing::error!(error = %e, "reading the outbox panicked");
                    return count;
                }
            };
            if batch.is_empty() {
                return count;
            }
            for (id, msg) in batch {
                count += 1;
                self.in_flight
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .insert(id);
                let lane = match &msg {
                    Outgoing::Message { chat, .. }
                    | Outgoing::ClearButtons { chat, .. }
                    | Outgoing::Document { chat, .. }
                    | Outgoing::Animation { chat, .. } => Lane::Chat(*chat),
                    // Answers wait for nobody.
                    Outgoing::Answer { .. } => Lane::Answer(id),
                };
                self.enqueue(lane, id, msg);
            }
        }
    }

    fn enqueue(&mut self, lane: Lane, id: i64, msg: Outgoing) {
        let mut lanes = self.lanes.lock().unwrap_or_else(|e| e.into_inner());
        let item = match lanes.get(&lane) {
            Some(tx) => match tx.send((id, msg)) {
                Ok(()) => return,
                Err(mpsc::error::SendError(item)) => item, // the lane ended
            },
            None => (id, msg),
        };
        let (tx, rx) = mpsc::unbounded_channel();
        let _ = tx.send(item);
        lanes.insert(lane.clone(), tx);
        let worker = LaneWorker {
            ctx: self.ctx.clone(),
            notify: self.notify.clone(),
            deadline: self.deadline.clone(),
            lanes: self.lanes.clone(),
            in_flight: self.in_flight.clone(),
            lane,
        };
        self.tasks.spawn(worker.run(rx));
    }
}

struct LaneWorker {
    ctx: Arc<send::Ctx>,
    notify: Arc<Notify>,
    deadline: Deadline,
    lanes: Lanes,
    in_flight: Arc<Mutex<HashSet<i64>>>,
    lane: Lane,
}

impl LaneWorker {
    async fn run(mut self, mut rx: mpsc::UnboundedReceiver<(i64, Outgoing)>) {
        const IDLE: Duration = Duration::from_secs(30);
        loop {
            let next = tokio::select! {
                next = rx.recv() => next,
                _ = tokio::time::sleep(IDLE) => {
                    // Idle: end the lane unless something just arrived
                    // (the map's lock orders this against `enqueue`).
                    let mut lanes = self.lanes.lock().unwrap_or_else(|e| e.into_inner());
                    if rx.is_empty() {
                        lanes.remove(&self.lane);
                        return;
                    }
                    continue;
                }
            };
            let Some((id, msg)) = next else {
                return; // stopping, and the queue is done
            };
            match self.ctx.deliver(&mut self.deadline, id, msg).await {
                Fate::Done => {
                    self.in_flight
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .remove(&id);
                    self.notify.notify_one();
                    if let Lane::Answer(_) = self.lane {
                        // One answer per lane: nothing else comes.
                        self.lanes
                            .lock()
                            .unwrap_or_else(|e| e.into_inner())
                            .remove(&self.lane);
                        return;
                    }
                }
                // Stopping: the rest of this chat's queue stays in the
                // outbox, in order, for the next start.
                Fate::Kept => return,
                // Stays marked in flight so this run does not send it twice.
                Fate::Unrecorded => {}
            }
        }
    }
}
