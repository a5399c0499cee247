//! Updates in: long polling ([`poll_loop`]) or Telegram's webhook
//! ([`webhook_loop`]), both through [`apply`], so an update is handled the
//! same way whichever way it came: messages in runs committed together
//! (each deduplicated by its `update_id` inside the transaction), other
//! updates in their place between the runs.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

use teloxide::prelude::*;
use teloxide::types::{AllowedUpdate, CallbackQueryId, Update};
use teloxide::{ApiError, RequestError};
use tokio::sync::{mpsc, watch, Notify};
use tokio::time::Instant;

use super::updates::{self, Action};
use super::{admins, now_ms, send, RunError, SharedHub};
use crate::core::{Content, Incoming};
use crate::ops::webhook::Delivery;
use crate::ops::{metrics, Health};

/// What the intake needs besides the hub.
pub(super) struct Intake {
    pub bot: Bot,
    /// The bot's username: `/abort@username` is ours.
    pub username: String,
    /// Long-polling timeout, in seconds.
    pub timeout: u32,
    /// Who administers which group, as far as known.
    pub admins: Arc<Mutex<admins::Admins>>,
    /// Groups whose messages wait for Telegram's word on a sender's rights.
    pub held: Held,
    /// Leaves reported already (Telegram may report one twice).
    pub leaves: updates::Leaves,
    pub health: Arc<Health>,
}

/// The updates the bot asks for. Member updates are not sent unless asked
/// for by name: `chat_member` (someone left a group; only for a bot that
/// administers it) and `my_chat_member` (the bot was removed).
pub(super) const UPDATES: [AllowedUpdate; 4] = [
    AllowedUpdate::Message,
    AllowedUpdate::CallbackQuery,
    AllowedUpdate::ChatMember,
    AllowedUpdate::MyChatMember,
];

/// Groups whose messages wait for `getChatMember` (an `/abort` whose
/// sender's rights are not known yet): the call is made by a task of its
/// own, so the poll loop goes on with other chats at once; the group's
/// later messages queue behind the waiting one, keeping their order.
#[derive(Default)]
pub(super) struct Held {
    chats: Arc<Mutex<HashMap<i64, VecDeque<Incoming>>>>,
    tasks: tokio::task::JoinSet<()>,
}

impl Held {
    fn chats(&self) -> std::sync::MutexGuard<'_, HashMap<i64, VecDeque<Incoming>>> {
        self.chats.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Queues `msg` behind its group's waiting messages, if there are any;
    /// gives it back otherwise.
    fn queue_if_waiting(&self, msg: Incoming) -> Option<Incoming> {
        match self.chats().get_mut(&msg.chat.id) {
            Some(queue) => {
                queue.push_back(msg);
                None
            }
            None => Some(msg),
        }
    }

    /// Waits for the checks in flight and the messages behind them (the
    /// bot is stopping; each check gives up after a few seconds).
    pub(super) async fn finish(&mut self) {
        while self.tasks.join_next().await.is_some() {}
    }
}

/// Handles a held group's messages in order, asking Telegram about each
/// sender whose rights matter and are not remembered, until none is left.
async fn resolve_held(
    bot: Bot,
    username: String,
    admins: Arc<Mutex<admins::Admins>>,
    chats: Arc<Mutex<HashMap<i64, VecDeque<Incoming>>>>,
    chat: i64,
    hub: SharedHub,
    notify: Arc<Notify>,
) {
    let lock_admins = || admins.lock().unwrap_or_else(|e| e.into_inner());
    loop {
        let next = {
            let mut held = chats.lock().unwrap_or_else(|e| e.into_inner());
            match held.get_mut(&chat).and_then(VecDeque::pop_front) {
                Some(msg) => msg,
                None => {
                    // Nothing waits any more: the group's next messages go
                    // through the poll loop again.
                    held.remove(&chat);
                    return;
                }
            }
        };
        let mut msg = next;
        if admins::needs_check(&msg, &username) {
            let (c, u) = (msg.chat.id, msg.user.id);
            let known = lock_admins().cached(c, u, Instant::now());
            msg.admin = match known {
                Some(admin) => admin,
                None => match admins::ask(&bot, c, u).await {
                    Some(admin) => {
                        lock_admins().remember(c, u, admin, Instant::now());
                        admin
                    }
                    None => false,
                },
            };
        }
        handle_run(&hub, vec![msg]).await;
        notify.notify_one();
    }
}

/// Handles `list` in order until `stop` is set; returns how many were
/// handled (the rest are left for Telegram to deliver again). A group
/// message whose sender's rights must be asked of Telegram is handed to
/// [`Held`] with the group's later messages, and counts as handled.
async fn apply(
    p: &mut Intake,
    hub: &SharedHub,
    list: &[Update],
    via: &'static str,
    stop: &watch::Receiver<bool>,
    notify: &Arc<Notify>,
) -> usize {
    let bot = p.bot.clone();
    let mut handled = 0;
    // Messages are handled in runs, each run committed at once; other
    // updates in their place between the runs.
    let mut run: Vec<Incoming> = Vec::new();
    for update in list {
        if *stop.borrow() {
            break;
        }
        let kind = metrics::update_kind(update);
        ::metrics::counter!("boardbot_updates_received_total", "via" => via, "kind" => kind)
            .increment(1);
        match updates::action(update) {
            Action::Handle(msg) => {
                if !p.leaves.fresh(&msg, Instant::now()) {
                    tracing::debug!(chat = msg.chat.id, "a leave reported twice");
                } else if msg.content == Content::Left {
                    p.lock_admins().forget(msg.chat.id, msg.user.id);
                    run.extend(p.held.queue_if_waiting(msg));
                } else if let Some(mut msg) = p.held.queue_if_waiting(msg) {
                    if admins::needs_check(&msg, &p.username) {
                        let known =
                            p.lock_admins()
                                .cached(msg.chat.id, msg.user.id, Instant::now());
                        match known {
                            Some(admin) => {
                                msg.admin = admin;
                                run.push(msg);
                            }
                            None => {
                                // What came before it is committed first.
                                handle_run(hub, std::mem::take(&mut run)).await;
                                let chat = msg.chat.id;
                                p.held.chats().insert(chat, VecDeque::from([msg]));
                                p.held.tasks.spawn(resolve_held(
                                    bot.clone(),
                                    p.username.clone(),
                                    p.admins.clone(),
                                    p.held.chats.clone(),
                                    chat,
                                    hub.clone(),
                                    notify.clone(),
                                ));
                            }
                        }
                    } else {
                        run.push(msg);
                    }
                }
            }
            Action::Member { chat, user } => {
                p.lock_admins().forget(chat, user);
                p.leaves.forget(chat, user);
            }
            other => {
                handle_run(hub, std::mem::take(&mut run)).await;
                handle_other(&bot, hub, other).await;
            }
        }
        handled += 1;
    }
    handle_run(hub, run).await;
    // Finished checks' tasks are reaped (their results are in the hub).
    while p.held.tasks.try_join_next().is_some() {}
    handled
}

impl Intake {
    fn lock_admins(&self) -> std::sync::MutexGuard<'_, admins::Admins> {
        self.admins.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Long polling: the updates of each `getUpdates` answer are handled in
/// order and confirmed to Telegram by the next `getUpdates`. Returns the
/// offset to confirm.
pub(super) async fn poll_loop(
    mut p: Intake,
    hub: SharedHub,
    notify: Arc<Notify>,
    stop: watch::Receiver<bool>,
) -> Result<i32, RunError> {
    let result = poll_updates(&mut p, hub, notify, stop).await;
    p.held.finish().await;
    result
}

async fn poll_updates(
    p: &mut Intake,
    hub: SharedHub,
    notify: Arc<Notify>,
    mut stop: watch::Receiver<bool>,
) -> Result<i32, RunError> {
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
                p.health.updates_came();
                let n = apply(p, &hub, &list, "polling", &stop, &notify).await;
                for update in &list[..n] {
                    offset = offset.max((update.id.0 as i32).saturating_add(1));
                }
                notify.notify_one();
                if *stop.borrow() {
                    // The rest is redelivered at the next start.
                    return Ok(offset);
                }
            }
            Err(RequestError::Api(ApiError::InvalidToken)) => {
                return Err(RunError::TokenRefused);
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

/// The webhook: the updates posted meanwhile are handled together, in
/// `update_id` order, as one `getUpdates` answer would be; each post is
/// answered (its [`Delivery::done`]) once its update is committed. Posts
/// not handled when the bot stops are answered 503, so Telegram posts them
/// again after the restart.
pub(super) async fn webhook_loop(
    mut p: Intake,
    hub: SharedHub,
    notify: Arc<Notify>,
    stop: watch::Receiver<bool>,
    posts: mpsc::Receiver<Delivery>,
) -> Result<i32, RunError> {
    let result = webhook_updates(&mut p, hub, notify, stop, posts).await;
    p.held.finish().await;
    result
}

async fn webhook_updates(
    p: &mut Intake,
    hub: SharedHub,
    notify: Arc<Notify>,
    mut stop: watch::Receiver<bool>,
    mut posts: mpsc::Receiver<Delivery>,
) -> Result<i32, RunError> {
    loop {
        if *stop.borrow_and_update() {
            return Ok(0);
        }
        let first = tokio::select! {
            d = posts.recv() => match d {
                Some(d) => d,
                None => return Ok(0),
            },
            changed = stop.changed() => match changed {
                Ok(()) => continue,
                Err(_) => return Ok(0),
            },
        };
        let mut batch = vec![first];
        while batch.len() < 100 {
            match posts.try_recv() {
                Ok(d) => batch.push(d),
                Err(_) => break,
            }
        }
        batch.sort_by_key(|d| d.update.id.0);
        let (list, done): (Vec<Update>, Vec<_>) =
            batch.into_iter().map(|d| (d.update, d.done)).unzip();
        p.health.updates_came();
        let n = apply(p, &hub, &list, "webhook", &stop, &notify).await;
        notify.notify_one();
        for d in done.into_iter().take(n) {
            let _ = d.send(());
        }
    }
}

/// Handles messages that arrived together, committed together (see
/// [`crate::core::Hub::handle_batch`]). Should the core panic on one of
/// them, the batch is rolled back and its messages are handled one by one,
/// so only the guilty one fails.
async fn handle_run(hub: &SharedHub, run: Vec<Incoming>) {
    if run.is_empty() {
        return;
    }
    let started = std::time::Instant::now();
    let now = now_ms();
    if run.len() > 1 {
        let batch = run.clone();
        match hub.call(move |h| h.handle_batch(&batch, now)).await {
            Ok(results) => {
                ::metrics::histogram!("boardbot_commit_seconds")
                    .record(started.elapsed().as_secs_f64());
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
    ::metrics::histogram!("boardbot_commit_seconds").record(started.elapsed().as_secs_f64());
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
pub(super) async fn confirm(bot: &Bot, offset: i32) {
    if offset == 0 {
        return;
    }
    let request = bot.get_updates().offset(offset).limit(1).timeout(0);
    if tokio::time::timeout(std::time::Duration::from_secs(3), request.send())
        .await
        .is_err()
    {
        tracing::warn!(
            "could not confirm the last updates; they are deduplicated at the next start"
        );
    }
}
