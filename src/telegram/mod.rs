//! `boardbot serve`: the bot on Telegram.
//!
//! Three tasks around one [`Hub`]: the intake turns updates (long polling,
//! or Telegram's webhook with `[web] webhook`) into
//! [`Incoming`](crate::core::Incoming) messages, the timer fires
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
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use teloxide::prelude::*;
use teloxide::{ApiError, RequestError};
use tokio::sync::{mpsc, watch, Notify};
use tokio::task::JoinSet;
use tokio::time::Instant;

use crate::config::Config;
use crate::core::{Hub, HubConfig, Outgoing};
use crate::ops::{self, Health, Via};
use crate::store::Store;

pub mod admins;
pub mod bot_player;
mod errors;
mod hook;
mod intake;
pub mod markup;
pub mod menu;
pub mod send;
pub mod updates;

pub use errors::{CorePanicked, RunError};
pub use send::Limits;

use intake::Intake;
use send::{Deadline, Fate, Limiter};

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
    /// How often `getWebhookInfo` is asked while updates come by webhook.
    pub webhook_check: Duration,
    /// Telegram's silence after which `/healthz` answers 503.
    pub silence: Duration,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            limits: Limits::default(),
            poll_timeout: 10,
            flush_grace: Duration::from_secs(10),
            tick: Duration::from_secs(1),
            admin_cache: admins::DEFAULT_TTL,
            webhook_check: Duration::from_secs(30),
            silence: Duration::from_secs(120),
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

    /// The hub itself, for the web board's server (same lock).
    pub fn arc(&self) -> Arc<Mutex<Hub>> {
        self.0.clone()
    }

    /// Runs `f` on the hub; `Err` if it panicked.
    pub async fn call<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Hub) -> T + Send + 'static,
    ) -> Result<T, CorePanicked> {
        let hub = self.clone();
        Ok(tokio::task::spawn_blocking(move || f(&mut hub.lock())).await?)
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

fn make_bot(config: &Config) -> Result<Bot, RunError> {
    let token = config.require_token()?;
    let mut bot = Bot::new(token);
    if let Some(url) = &config.api_url {
        let url = url.trim().trim_end_matches('/');
        // The URL type is reqwest's; it parses through its serde impl.
        let parsed = serde_json::from_value(serde_json::Value::String(url.to_string())).map_err(
            |source| RunError::ApiUrl {
                url: url.to_string(),
                source,
            },
        )?;
        bot = bot.set_api_url(parsed);
    }
    Ok(bot)
}

/// Runs the bot until `shutdown` resolves. Errors: no token, a database
/// that cannot be opened, a token Telegram refuses, an address of `[web]`
/// that cannot be listened on, a webhook Telegram refuses.
pub async fn run(
    config: Config,
    options: Options,
    shutdown: impl Future<Output = ()> + Send,
) -> Result<(), RunError> {
    let bot = make_bot(&config)?;
    let db = config.database();
    // Opening may migrate the schema and rate every game again: blocking
    // work, kept off the runtime's threads (the web server and signals
    // stay responsive meanwhile).
    let (store, _checkpointer) = tokio::task::spawn_blocking(move || {
        let store = Store::open_named(&db)?;
        // Checkpoints run beside the bot, not inside an answer; stopped
        // when `run` returns.
        let checkpointer = store.start_checkpointer()?;
        Ok::<_, RunError>((store, checkpointer))
    })
    .await
    .map_err(RunError::Opening)??;
    let web = config.web.clone().unwrap_or_default();
    // The addresses are taken before anything else starts, so a port in
    // use is a clear error at once.
    let listener = match web.serves() {
        true => Some(ops::bind(web.listen_addr()?).await?),
        false => None,
    };
    let metrics_listener = match web.metrics_addr()? {
        Some(addr) => Some(ops::bind(addr).await?),
        None => None,
    };
    let webhook_base = match web.webhook {
        true => Some(web.public_base()?.to_string()),
        false => None,
    };
    let mut health = Health::new(match webhook_base {
        Some(_) => Via::Webhook,
        None => Via::Polling,
    });
    health.silence = options.silence;
    let health = Arc::new(health);
    let prometheus = ops::metrics::install();
    tokio::pin!(shutdown);

    // Who we are: the username makes the deep links.
    let me = tokio::select! {
        me = get_me(&bot) => me?,
        _ = &mut shutdown => return Ok(()),
    };
    health.reached();
    let username = username_of(&me);
    tracing::info!(bot = %username, "connected to Telegram");
    let intake = Intake {
        bot: bot.clone(),
        username: username.clone(),
        timeout: options.poll_timeout,
        admins: Arc::new(Mutex::new(admins::Admins::new(options.admin_cache))),
        held: Default::default(),
        leaves: updates::Leaves::default(),
        health: health.clone(),
    };
    let hub = SharedHub::new(Hub::new(
        store,
        HubConfig {
            settings: config.settings(),
            bot_username: username,
            seed: None,
            pictures: true,
            web_links: web.board(),
            ..HubConfig::default()
        },
    ));

    let notify = Arc::new(Notify::new());
    let (stop_tx, stop_rx) = watch::channel(false);
    let (deadline_tx, deadline_rx) = watch::channel(None);

    // The web side: /healthz and /metrics, the webhook.
    let (endpoint, posts) = match webhook_base {
        Some(_) => {
            let (endpoint, posts) = ops::webhook::Endpoint::new();
            (Some(endpoint), Some(posts))
        }
        None => (None, None),
    };
    let state = ops::OpsState {
        hub: hub.clone(),
        health: health.clone(),
        metrics: prometheus,
    };
    // The board (a Mini App) shares the server with the operator's routes;
    // an action from a board wakes the deliverer at once.
    let board = match web.board() {
        true => Some(crate::web::bot_router(
            hub.arc(),
            config.require_token()?.to_string(),
            notify.clone(),
        )),
        false => None,
    };
    // Serving before the webhook is set: Telegram posts at once.
    let servers = ops::start(
        ops::Listeners {
            web: listener,
            operator: metrics_listener,
        },
        board,
        state,
        endpoint.clone(),
        stop_rx.clone(),
    );

    // Updates by webhook, or by long polling (which needs no webhook); the
    // menus are set once per start.
    let mut watcher = None;
    match (&endpoint, &webhook_base) {
        (Some(endpoint), Some(base)) => {
            let url = endpoint.url(base);
            tokio::select! {
                r = hook::set(&bot, &url, endpoint.secret()) => r?,
                _ = &mut shutdown => return Ok(()),
            }
            health.reached();
            tracing::info!("updates come by webhook");
            watcher = Some(tokio::spawn(hook::watch(
                bot.clone(),
                url,
                endpoint.secret().to_string(),
                health.clone(),
                options.webhook_check,
                stop_rx.clone(),
            )));
        }
        _ => hook::delete(&bot, &health).await,
    }
    menu::set_menus(&bot).await;

    let web_links = match web.board() {
        true => Some(crate::web::Links::new(&web, &username_of(&me))?),
        false => None,
    };
    let ctx = Arc::new(send::Ctx {
        bot: bot.clone(),
        hub: hub.clone(),
        limiter: Mutex::new(Limiter::new(options.limits)),
        health: health.clone(),
        web: web_links,
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
    let bot_player = tokio::spawn(bot_player::bot_loop(
        hub.clone(),
        notify.clone(),
        stop_rx.clone(),
    ));
    let poller: Pin<Box<dyn Future<Output = Result<i32, RunError>> + Send>> = match posts {
        Some(posts) => Box::pin(intake::webhook_loop(
            intake,
            hub.clone(),
            notify.clone(),
            stop_rx,
            posts,
        )),
        None => Box::pin(intake::poll_loop(
            intake,
            hub.clone(),
            notify.clone(),
            stop_rx,
        )),
    };
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
    if let Some(w) = watcher {
        let _ = w.await;
    }
    for server in servers {
        // Posts waiting for a commit are answered 503 by now.
        if tokio::time::timeout(Duration::from_secs(3), server)
            .await
            .is_err()
        {
            tracing::warn!("the web server did not stop in time");
        }
    }
    if let Ok(offset) = &polled {
        intake::confirm(&bot, *offset).await;
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
    let left = hub
        .call(|h| h.pending_undrawn(&HashSet::new(), 1).map(|p| p.len()))
        .await;
    if let Ok(Ok(n)) = left {
        if n > 0 {
            tracing::info!("messages left queued for the next start");
        }
    }
    tracing::info!("stopped");
    polled.map(|_| ())
}

fn username_of(me: &teloxide::types::Me) -> String {
    me.username.clone().unwrap_or_else(|| "boardbot".into())
}

async fn get_me(bot: &Bot) -> Result<teloxide::types::Me, RunError> {
    let mut tries = 0;
    loop {
        match bot.get_me().await {
            Ok(me) => return Ok(me),
            Err(RequestError::Api(ApiError::InvalidToken)) => return Err(RunError::TokenRefused),
            Err(e) => {
                tries += 1;
                let pause = send::backoff(tries);
                tracing::warn!(error = %e, ?pause, "getMe failed; trying again");
                tokio::time::sleep(pause).await;
            }
        }
    }
}

/// Fires due deadlines with the real time; forgets old update ids hourly.
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
                .call(move |h| h.pending_undrawn(&skip, 100))
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

/// A message's pictures drawn on a blocking thread, outside the hub's lock
/// (a replay's GIF takes tens of milliseconds: moves do not wait for it).
/// Should drawing fail, the message goes without its picture and the
/// chat's queue goes on.
async fn drawn(msg: Outgoing) -> Outgoing {
    if !msg.undrawn() {
        return msg;
    }
    let bare = msg.without_pictures();
    let started = std::time::Instant::now();
    match tokio::task::spawn_blocking(move || crate::core::draw(msg)).await {
        Ok(m) => {
            metrics::histogram!("boardbot_draw_seconds").record(started.elapsed().as_secs_f64());
            m
        }
        Err(e) => {
            tracing::error!(error = %e, "drawing a picture failed; the message goes without it");
            bare
        }
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
            let msg = drawn(msg).await;
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
