//! Outbox → Bot API calls: Telegram's flood limits, retries, and what each
//! error means for the queued message.
//!
//! A message is deleted from the outbox only once Telegram accepted it
//! (or refused it for good); until then it stays queued, across restarts.

use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

use teloxide::prelude::*;
use teloxide::types::{CallbackQueryId, InlineKeyboardMarkup, InputFile, MessageId, ParseMode};
use teloxide::{ApiError, RequestError};
use tokio::sync::watch;
use tokio::time::Instant;

use super::markup::{self, Part};
use super::{now_ms, SharedHub};
use crate::core::Outgoing;

mod limits;
pub use limits::{Limiter, Limits};

/// When the bot stops: sending goes on until the deadline, and a wait that
/// would end after it is given up (the message stays queued).
#[derive(Clone, Debug)]
pub struct Deadline(watch::Receiver<Option<Instant>>);

impl Deadline {
    pub fn new(rx: watch::Receiver<Option<Instant>>) -> Deadline {
        Deadline(rx)
    }

    pub fn passed(&self) -> bool {
        self.0.borrow().is_some_and(|d| Instant::now() >= d)
    }

    /// Sleeps until `t`; `false` if the bot must stop before then.
    pub async fn sleep_until(&mut self, t: Instant) -> bool {
        loop {
            if self.0.borrow_and_update().is_some_and(|d| t > d) {
                return false;
            }
            tokio::select! {
                _ = tokio::time::sleep_until(t) => return true,
                changed = self.0.changed() => {
                    if changed.is_err() {
                        // Nobody can set a deadline any more.
                        tokio::time::sleep_until(t).await;
                        return true;
                    }
                }
            }
        }
    }
}

/// Everything a sender needs.
pub struct Ctx {
    pub bot: Bot,
    pub hub: SharedHub,
    pub limiter: Mutex<Limiter>,
    /// Told of every message Telegram took (`/healthz`).
    pub health: std::sync::Arc<crate::ops::Health>,
    /// With `[web]`: where the "Open board" buttons lead.
    pub web: Option<crate::web::Links>,
}

/// What became of a queued message.
#[derive(Debug, PartialEq, Eq)]
pub enum Fate {
    /// Out of the outbox: delivered, or refused for good.
    Done,
    /// Still queued: the bot is stopping.
    Kept,
    /// Sent, but the outbox could not be updated (a database failure): not
    /// to be sent again by this run.
    Unrecorded,
}

/// What an error from Telegram means for the message.
#[derive(Debug, PartialEq, Eq)]
enum Failure {
    /// Flood control: wait, then send again.
    RetryAfter(Duration),
    /// The group became a supergroup: send there.
    Migrate(i64),
    /// The network or Telegram failed: send again after a pause.
    Transient,
    /// An error we do not know: a few more tries, then give up.
    Unknown(String),
    /// The edit changed nothing: as good as delivered.
    NotModified,
    /// Telegram refused the markup: send as plain text.
    Markup,
    /// The recipient cannot be reached (blocked the bot, left, deleted).
    Gone(String),
    /// The request is wrong and will stay wrong.
    Refused(String),
}

fn classify(e: &RequestError) -> Failure {
    match e {
        RequestError::RetryAfter(s) => Failure::RetryAfter(s.duration()),
        RequestError::MigrateToChatId(c) => Failure::Migrate(c.0),
        RequestError::Network(_) | RequestError::Io(_) => Failure::Transient,
        // A reply that is not the Bot API's JSON (a proxy's error page):
        // retried a few times like an unknown error, then dropped, so one
        // persistently garbled answer cannot stall the chat's queue.
        RequestError::InvalidJson { raw, .. } => Failure::Unknown(format!(
            "not JSON: {}",
            raw.chars().take(80).collect::<String>()
        )),
        RequestError::Api(api) => match api {
            ApiError::MessageNotModified => Failure::NotModified,
            ApiError::CantParseEntities(_) => Failure::Markup,
            // Why, in words the players read (references: see crate::i18n).
            ApiError::BotBlocked => Failure::Gone(crate::t!("unreachable-blocked")),
            ApiError::UserDeactivated => Failure::Gone(crate::t!("unreachable-deleted")),
            ApiError::CantInitiateConversation | ApiError::ChatNotFound => {
                Failure::Gone(crate::t!("unreachable-not-started"))
            }
            ApiError::BotKicked
            | ApiError::BotKickedFromSupergroup
            | ApiError::BotKickedFromChannel
            | ApiError::GroupDeactivated
            | ApiError::CantTalkWithBots
            | ApiError::NotEnoughRightsToPostMessages => Failure::Gone(api.to_string()),
            ApiError::Unknown(text) => {
                if text.starts_with("Forbidden") {
                    Failure::Gone(text.clone())
                } else if text.starts_with("Bad Request") {
                    Failure::Refused(text.clone())
                } else if text.starts_with("Too Many Requests") {
                    Failure::Transient
                } else {
                    // "Internal Server Error", "Bad Gateway", …
                    Failure::Unknown(text.clone())
                }
            }
            other => Failure::Refused(other.to_string()),
        },
    }
}

/// The pause before try number `n` (from 1) after a failure: 0.5 s,
/// doubling, at most 30 s.
pub fn backoff(n: u32) -> Duration {
    let ms = 500u64.saturating_mul(1 << n.saturating_sub(1).min(10));
    Duration::from_millis(ms.min(30_000))
}

/// Tries of a request failing with an unknown error before it is dropped.
const UNKNOWN_TRIES: u32 = 5;

/// What became of one part of a message.
enum Sent {
    Ok(Option<i64>),
    Gone(String),
    Refused(String),
    Kept,
}

impl Ctx {
    /// Delivers one outbox entry, in order and within the limits; deletes
    /// it from the outbox once Telegram took it.
    pub async fn deliver(&self, deadline: &mut Deadline, id: i64, msg: Outgoing) -> Fate {
        let shown = msg.shown();
        match msg {
            Outgoing::Answer {
                query_id,
                text,
                alert,
            } => {
                self.answer(deadline, id, query_id, text.into(), alert)
                    .await
            }
            Outgoing::ClearButtons { chat, message_id } => {
                // In the chat's lane and within its limits like any send.
                let mut chat = chat;
                let part = Part::ClearButtons { message_id };
                match self.send_part(deadline, &mut chat, &part, None).await {
                    Sent::Kept => return Fate::Kept,
                    // Removed, or "message is not modified": it had none.
                    Sent::Ok(_) => {}
                    // "message to edit not found" (deleted), "message can't
                    // be edited", the bot gone from the group: either way
                    // there is nothing more to remove.
                    Sent::Refused(why) | Sent::Gone(why) => {
                        tracing::info!(outbox = id, chat, message_id, %why, "buttons not removed; nothing left to remove");
                    }
                }
                let result = self
                    .hub
                    .call(move |h| h.delivered(id, chat, None, Default::default(), now_ms()))
                    .await;
                recorded(result)
            }
            Outgoing::Document {
                chat,
                caption,
                name,
                content,
                game,
            } => {
                let part = Part::Document {
                    bytes: String::from(content).into_bytes(),
                    name,
                    caption: markup::escape(&caption),
                };
                self.deliver_file(deadline, id, chat, game, part, shown)
                    .await
            }
            Outgoing::Animation {
                chat,
                caption,
                gif,
                game,
                ..
            } => {
                let Some(gif) = gif else {
                    // Nothing was drawn (no positions): nothing to send.
                    let result = self
                        .hub
                        .call(move |h| h.delivered(id, chat, None, Default::default(), now_ms()))
                        .await;
                    return recorded(result);
                };
                let part = Part::Animation {
                    gif,
                    caption: markup::escape(&caption),
                };
                self.deliver_file(deadline, id, chat, game, part, shown)
                    .await
            }
            Outgoing::Message {
                chat,
                text,
                code,
                photo,
                buttons,
                game,
                mentions,
                open_board,
                ..
            } => {
                let parts = markup::plan(&text, code.as_deref(), photo.as_deref(), &mentions);
                let open = match (&self.web, open_board) {
                    (Some(links), Some(open)) => {
                        let (url, web_app) = links.for_chat(chat, &open.link);
                        Some(markup::LinkButton {
                            label: open.label.into(),
                            url,
                            web_app,
                        })
                    }
                    _ => None,
                };
                let keyboard = markup::keyboard_with(&buttons, open.as_ref());
                let mut chat = chat;
                let mut ids = Vec::new();
                let last = parts.len().saturating_sub(1);
                for (i, part) in parts.iter().enumerate() {
                    let kb = if i == last { keyboard.as_ref() } else { None };
                    match self.send_part(deadline, &mut chat, part, kb).await {
                        Sent::Ok(m) => ids.extend(m),
                        Sent::Kept => return Fate::Kept,
                        Sent::Refused(why) => {
                            tracing::error!(outbox = id, chat, %why, "Telegram refused a message part; it is dropped");
                        }
                        Sent::Gone(why) => {
                            tracing::warn!(outbox = id, chat, %why, "recipient unreachable; message dropped");
                            let result = self
                                .hub
                                .call(move |h| h.undeliverable(id, chat, game, &why, now_ms()))
                                .await;
                            return recorded(result);
                        }
                    }
                }
                let result = self
                    .hub
                    .call(move |h| h.delivered_parts(id, chat, &ids, shown, now_ms()))
                    .await;
                recorded(result)
            }
        }
    }

    /// One file message: sent, refused (dropped, logged) or undeliverable.
    async fn deliver_file(
        &self,
        deadline: &mut Deadline,
        id: i64,
        chat: i64,
        game: Option<i64>,
        part: Part,
        shown: crate::message::Shown,
    ) -> Fate {
        let mut chat = chat;
        let ids = match self.send_part(deadline, &mut chat, &part, None).await {
            Sent::Ok(m) => m.into_iter().collect::<Vec<_>>(),
            Sent::Kept => return Fate::Kept,
            Sent::Refused(why) => {
                tracing::error!(outbox = id, chat, %why, "Telegram refused a file; it is dropped");
                Vec::new()
            }
            Sent::Gone(why) => {
                tracing::warn!(outbox = id, chat, %why, "recipient unreachable; file dropped");
                let result = self
                    .hub
                    .call(move |h| h.undeliverable(id, chat, game, &why, now_ms()))
                    .await;
                return recorded(result);
            }
        };
        let result = self
            .hub
            .call(move |h| h.delivered_parts(id, chat, &ids, shown, now_ms()))
            .await;
        recorded(result)
    }

    async fn answer(
        &self,
        deadline: &mut Deadline,
        id: i64,
        query_id: String,
        text: String,
        alert: bool,
    ) -> Fate {
        // Telegram shows at most 200 characters.
        let text: String = if text.chars().count() > 200 {
            text.chars().take(199).chain(['…']).collect()
        } else {
            text
        };
        let mut tries = 0;
        loop {
            let frozen = self.limiter().frozen_until(Instant::now());
            if let Some(until) = frozen {
                if !deadline.sleep_until(until).await {
                    return Fate::Kept;
                }
            }
            if deadline.passed() {
                return Fate::Kept;
            }
            let mut req = self
                .bot
                .answer_callback_query(CallbackQueryId(query_id.clone()))
                .show_alert(alert);
            if !text.is_empty() {
                req = req.text(text.clone());
            }
            let failure = match req.await {
                Ok(_) => {
                    self.accepted("answerCallbackQuery");
                    break;
                }
                Err(e) => classify(&e),
            };
            match failure {
                Failure::RetryAfter(d) => self.freeze(d),
                Failure::Transient | Failure::Unknown(_) if tries < UNKNOWN_TRIES => {
                    // A button press must be answered within seconds; after
                    // a few tries it is too late anyway.
                    tries += 1;
                    retried("network");
                    if !deadline.sleep_until(Instant::now() + backoff(tries)).await {
                        return Fate::Kept;
                    }
                }
                other => {
                    tracing::info!(outbox = id, ?other, "button answer dropped");
                    break;
                }
            }
        }
        let result = self
            .hub
            .call(move |h| h.delivered(id, 0, None, Default::default(), now_ms()))
            .await;
        log_failure(result);
        Fate::Done
    }

    fn limiter(&self) -> MutexGuard<'_, Limiter> {
        self.limiter.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn freeze(&self, d: Duration) {
        tracing::warn!(seconds = d.as_secs_f64(), "Telegram asks to wait (429)");
        metrics::counter!("boardbot_telegram_429_total").increment(1);
        retried("429");
        self.limiter().freeze(Instant::now() + d);
    }

    /// Waits for a slot to send to `chat`; `false` if the bot stops first.
    async fn slot(&self, deadline: &mut Deadline, chat: i64) -> bool {
        loop {
            let r = self.limiter().reserve(chat, Instant::now());
            match r {
                Ok(()) => return !deadline.passed(),
                Err(t) => {
                    if !deadline.sleep_until(t).await {
                        return false;
                    }
                }
            }
        }
    }

    /// One Bot API call, sent again until Telegram takes it or refuses it
    /// for good.
    async fn send_part(
        &self,
        deadline: &mut Deadline,
        chat: &mut i64,
        part: &Part,
        kb: Option<&InlineKeyboardMarkup>,
    ) -> Sent {
        let mut tries = 0;
        let mut html = true;
        loop {
            if !self.slot(deadline, *chat).await {
                return Sent::Kept;
            }
            let result = match part {
                Part::Text(text) => {
                    let mut req = if html {
                        self.bot
                            .send_message(ChatId(*chat), text.clone())
                            .parse_mode(ParseMode::Html)
                    } else {
                        self.bot.send_message(ChatId(*chat), markup::plain(text))
                    };
                    if let Some(kb) = kb {
                        req = req.reply_markup(kb.clone());
                    }
                    req.await
                }
                Part::Photo { png, caption } => {
                    let file = InputFile::memory(png.clone()).file_name("board.png");
                    let mut req = self.bot.send_photo(ChatId(*chat), file);
                    if !caption.is_empty() {
                        req = if html {
                            req.caption(caption.clone()).parse_mode(ParseMode::Html)
                        } else {
                            req.caption(markup::plain(caption))
                        };
                    }
                    if let Some(kb) = kb {
                        req = req.reply_markup(kb.clone());
                    }
                    req.await
                }
                Part::Document {
                    bytes,
                    name,
                    caption,
                } => {
                    let file = InputFile::memory(bytes.clone()).file_name(name.clone());
                    let mut req = self.bot.send_document(ChatId(*chat), file);
                    if !caption.is_empty() {
                        req = if html {
                            req.caption(caption.clone()).parse_mode(ParseMode::Html)
                        } else {
                            req.caption(markup::plain(caption))
                        };
                    }
                    req.await
                }
                Part::Animation { gif, caption } => {
                    let file = InputFile::memory(gif.clone()).file_name("game.gif");
                    let mut req = self.bot.send_animation(ChatId(*chat), file);
                    if !caption.is_empty() {
                        req = if html {
                            req.caption(caption.clone()).parse_mode(ParseMode::Html)
                        } else {
                            req.caption(markup::plain(caption))
                        };
                    }
                    req.await
                }
                Part::ClearButtons { message_id } => {
                    self.bot
                        .edit_message_reply_markup(ChatId(*chat), MessageId(*message_id as i32))
                        .await
                }
            };
            let e = match result {
                Ok(m) => {
                    self.accepted(method_of(part));
                    return Sent::Ok(Some(m.id.0 as i64));
                }
                Err(e) => e,
            };
            match classify(&e) {
                Failure::RetryAfter(d) => self.freeze(d),
                Failure::Migrate(new) => {
                    let old = *chat;
                    tracing::info!(old, new, "group became a supergroup");
                    let _ = log_failure(self.hub.call(move |h| h.migrate_chat(old, new)).await);
                    *chat = new;
                    retried("migrated");
                }
                Failure::Transient => {
                    tries += 1;
                    retried("network");
                    let pause = backoff(tries);
                    tracing::warn!(chat = *chat, error = %e, ?pause, "sending failed; trying again");
                    if !deadline.sleep_until(Instant::now() + pause).await {
                        return Sent::Kept;
                    }
                }
                Failure::Unknown(text) => {
                    tries += 1;
                    if tries >= UNKNOWN_TRIES {
                        return dropped(Sent::Refused(text));
                    }
                    retried("unknown");
                    tracing::warn!(chat = *chat, error = %text, "sending failed; trying again");
                    if !deadline.sleep_until(Instant::now() + backoff(tries)).await {
                        return Sent::Kept;
                    }
                }
                Failure::NotModified => return Sent::Ok(None),
                Failure::Markup if html => {
                    tracing::error!(chat = *chat, error = %e, "Telegram refused the HTML; sending plain text");
                    html = false;
                    retried("markup");
                }
                Failure::Markup => return dropped(Sent::Refused(e.to_string())),
                Failure::Gone(why) => return dropped(Sent::Gone(why)),
                Failure::Refused(why) => return dropped(Sent::Refused(why)),
            }
        }
    }
}

impl Ctx {
    /// Telegram took a call of `method`.
    fn accepted(&self, method: &'static str) {
        metrics::counter!("boardbot_messages_sent_total", "method" => method).increment(1);
        self.health.sent();
    }
}

/// The Bot API method that sends `part`.
fn method_of(part: &Part) -> &'static str {
    match part {
        Part::Text(_) => "sendMessage",
        Part::Photo { .. } => "sendPhoto",
        Part::Document { .. } => "sendDocument",
        Part::Animation { .. } => "sendAnimation",
        Part::ClearButtons { .. } => "editMessageReplyMarkup",
    }
}

/// A call is sent again, for `reason`.
fn retried(reason: &'static str) {
    metrics::counter!("boardbot_send_retries_total", "reason" => reason).increment(1);
}

/// A message part given up for good.
fn dropped(sent: Sent) -> Sent {
    let reason = match &sent {
        Sent::Gone(_) => "unreachable",
        _ => "refused",
    };
    metrics::counter!("boardbot_messages_dropped_total", "reason" => reason).increment(1);
    sent
}

fn log_failure<E: std::fmt::Display>(r: Result<Result<(), E>, super::CorePanicked>) -> bool {
    match r {
        Ok(Ok(())) => true,
        Ok(Err(e)) => {
            tracing::error!(error = %e, "outbox update failed");
            false
        }
        Err(e) => {
            tracing::error!(error = %e, "outbox update failed");
            false
        }
    }
}

fn recorded<E: std::fmt::Display>(r: Result<Result<(), E>, super::CorePanicked>) -> Fate {
    if log_failure(r) {
        Fate::Done
    } else {
        Fate::Unrecorded
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_are_classified() {
        use teloxide::types::Seconds;
        assert_eq!(
            classify(&RequestError::RetryAfter(Seconds::from_seconds(3))),
            Failure::RetryAfter(Duration::from_secs(3))
        );
        assert!(matches!(
            classify(&RequestError::Api(ApiError::BotBlocked)),
            Failure::Gone(_)
        ));
        assert_eq!(
            classify(&RequestError::Api(ApiError::MessageNotModified)),
            Failure::NotModified
        );
        assert!(matches!(
            classify(&RequestError::Api(ApiError::Unknown(
                "Forbidden: bot can't initiate conversation with a user".into()
            ))),
            Failure::Gone(_)
        ));
        assert!(matches!(
            classify(&RequestError::Api(ApiError::Unknown(
                "Internal Server Error".into()
            ))),
            Failure::Unknown(_)
        ));
        assert!(matches!(
            classify(&RequestError::Api(ApiError::MessageIsTooLong)),
            Failure::Refused(_)
        ));
        // A garbled reply is an unknown error (bounded tries), not a
        // network failure (retried forever).
        let garbled = serde_json::from_str::<serde_json::Value>("<html>").unwrap_err();
        assert!(matches!(
            classify(&RequestError::InvalidJson {
                source: std::sync::Arc::new(garbled),
                raw: "<html>".into(),
            }),
            Failure::Unknown(_)
        ));
        // An edit of a message that is gone is refused for good, not retried.
        assert!(matches!(
            classify(&RequestError::Api(ApiError::MessageToEditNotFound)),
            Failure::Refused(_)
        ));
        assert!(matches!(
            classify(&RequestError::Api(ApiError::MessageCantBeEdited)),
            Failure::Refused(_)
        ));
    }

    #[test]
    fn backoff_grows_and_is_capped() {
        assert_eq!(backoff(1), Duration::from_millis(500));
        assert_eq!(backoff(2), Duration::from_secs(1));
        assert_eq!(backoff(30), Duration::from_secs(30));
    }
}
