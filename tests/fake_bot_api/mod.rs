//! A fake Telegram Bot API server on 127.0.0.1 for end-to-end tests.
//!
//! It is meant to be an honest peer: it answers `/bot<token>/<Method>`
//! (method names in any case, JSON, form or multipart bodies, `attach://`
//! uploads), keeps updates until `getUpdates` confirms them with its
//! `offset` (long polling with `timeout`), numbers messages per chat,
//! checks what Telegram checks (HTML entities, 4096/1024-character limits,
//! callback data of 64 bytes, link buttons: `web_app` only in private
//! chats and on https, `url` only to http(s) or `tg://` addresses, one
//! kind per button; known chats and callback queries, PNG
//! uploads) and answers with well-formed `Message` objects. It knows who is
//! a member of which group with what status (`getChatMember`,
//! `getChatAdministrators`; the test decides who administers a group),
//! sends only the update kinds `allowed_updates` asks for (member updates
//! only when named, as Telegram does), and refuses to send to a group the
//! bot was removed from. Tests inject updates (messages, replies, button
//! presses, members leaving, the bot removed), read back every call, and
//! inject faults: 429 with `retry_after`, 403 from a user who blocked the
//! bot, a dropped connection. It never answers 5xx unless a test asks
//! (teloxide sleeps 10 s after one). With a webhook set it posts the
//! updates to the bot instead ([`webhook`]).

#![allow(dead_code)]

pub mod webhook;

use std::collections::{HashMap, HashSet};
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::extract::connect_info::Connected;
use axum::extract::{ConnectInfo, FromRequest, Multipart, Path, Request, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::any;
use axum::Router;
use serde_json::{json, Map, Value};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;

/// The bot the fake server pretends to be.
pub const BOT_ID: i64 = 7_000_000_001;
pub const BOT_USERNAME: &str = "boardbot_test";

/// A Telegram user, for injecting updates.
#[derive(Clone, Debug)]
pub struct TgUser {
    pub id: i64,
    pub first_name: String,
    pub username: Option<String>,
    /// Telegram's `language_code` for the user (`en` unless told).
    pub language_code: String,
}

impl TgUser {
    pub fn new(id: i64, first_name: &str, username: Option<&str>) -> TgUser {
        TgUser {
            id,
            first_name: first_name.into(),
            username: username.map(str::to_string),
            language_code: "en".into(),
        }
    }

    /// The same user with Telegram set to another language.
    pub fn speaking(mut self, code: &str) -> TgUser {
        self.language_code = code.into();
        self
    }

    pub fn json(&self) -> Value {
        let mut v = json!({"id": self.id, "is_bot": false, "first_name": self.first_name, "language_code": self.language_code});
        if let Some(u) = &self.username {
            v["username"] = json!(u);
        }
        v
    }

    fn private_chat(&self) -> Value {
        let mut v = json!({"id": self.id, "type": "private", "first_name": self.first_name});
        if let Some(u) = &self.username {
            v["username"] = json!(u);
        }
        v
    }
}

/// A fault to answer a call with instead of doing it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// 429 Too Many Requests with `parameters.retry_after`.
    RetryAfter(u32),
    /// 403 Forbidden: bot was blocked by the user.
    Blocked,
    /// The connection is closed without an answer (the call is not done).
    Drop,
    /// Any error: HTTP status and description.
    Error(u16, String),
    /// 200 OK with a body that is not JSON (a broken proxy's page).
    Garbage,
    /// The call is answered as usual, but only after this long.
    Slow(Duration),
}

#[derive(Clone, Debug)]
struct Rule {
    method: String,
    chat: Option<i64>,
    fault: Fault,
    times: usize,
}

/// One call the bot made, as the server saw it.
#[derive(Clone, Debug)]
pub struct Call {
    /// The method name as sent (e.g. `SendMessage`).
    pub method: String,
    /// The parameters: JSON body, form fields or multipart text fields
    /// (JSON-looking fields parsed).
    pub params: Value,
    /// Uploaded files by parameter name, with `attach://` resolved.
    pub files: HashMap<String, Vec<u8>>,
    pub at: Instant,
    /// `Ok(result)` or `Err(description)` as answered; `Err("dropped")`
    /// for a dropped connection.
    pub outcome: Result<Value, String>,
}

impl Call {
    /// Lower-case method name.
    pub fn name(&self) -> String {
        self.method.to_ascii_lowercase()
    }
    pub fn ok(&self) -> bool {
        self.outcome.is_ok()
    }
}

/// A message the bot sent (or edited to), as the chat shows it.
#[derive(Clone, Debug)]
pub struct Sent {
    pub chat: i64,
    pub message_id: i64,
    /// The visible text (or caption) after HTML parsing.
    pub text: String,
    /// The text as sent, with its markup.
    pub raw: String,
    pub parse_mode: Option<String>,
    /// Entities Telegram derived from the markup: (type, visible text).
    pub entities: Vec<(String, String)>,
    /// Mentions of users by id (`text_mention` entities from
    /// `<a href="tg://user?id=…">`): (visible text, user id).
    pub mentions: Vec<(String, i64)>,
    /// PNG bytes of a photo.
    pub photo: Option<Vec<u8>>,
    /// A file sent with `sendDocument` or `sendAnimation`: the method
    /// (`document`, `animation`), the file name as uploaded, the bytes.
    pub file: Option<(String, String, Vec<u8>)>,
    /// Inline keyboard: rows of (label, callback data).
    pub buttons: Vec<Vec<(String, String)>>,
    pub at: Instant,
}

impl Sent {
    /// The text of the `pre` blocks.
    pub fn pre(&self) -> Vec<String> {
        self.entities
            .iter()
            .filter(|(t, _)| t == "pre")
            .map(|(_, s)| s.clone())
            .collect()
    }
}

/// An answer to a button press.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub query_id: String,
    pub text: Option<String>,
    pub alert: bool,
}

struct Queued {
    id: i64,
    update: Value,
    /// Redelivered: returned once whatever the offset.
    force: bool,
}

#[derive(Default)]
struct Inner {
    next_update: i64,
    queue: Vec<Queued>,
    /// Every update ever injected, for redelivery.
    history: HashMap<i64, Value>,
    /// Newest long poll; an older one waiting is ended with 409.
    poll_generation: u64,
    chats: HashMap<i64, Value>,
    next_message_id: HashMap<i64, i64>,
    /// Messages in chats, by (chat, message id).
    messages: HashMap<(i64, i64), Value>,
    calls: Vec<Call>,
    sent: Vec<Sent>,
    answers: Vec<Answer>,
    queries: HashMap<String, bool>,
    commands: HashMap<String, Value>,
    rules: Vec<Rule>,
    blocked: HashSet<i64>,
    offsets: Vec<i64>,
    /// Users seen, as their `User` objects.
    users: HashMap<i64, Value>,
    /// Group members' statuses (`creator`, `administrator`, `member`,
    /// `left`, `kicked`) by (chat, user).
    members: HashMap<(i64, i64), String>,
    /// Groups the bot was removed from: sending there is refused.
    removed: HashSet<i64>,
    /// The webhook and its deliveries.
    hook: webhook::State,
}

struct Shared {
    token: String,
    inner: Mutex<Inner>,
    /// Bumped when updates are injected.
    updates: watch::Sender<u64>,
    /// Bumped after every call.
    calls: watch::Sender<u64>,
    /// Connections to close instead of answering.
    doomed: Arc<Mutex<HashSet<SocketAddr>>>,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The running fake server.
pub struct FakeBotApi {
    addr: SocketAddr,
    shared: Arc<Shared>,
    server: tokio::task::JoinHandle<()>,
    poster: tokio::task::JoinHandle<()>,
}

impl Drop for FakeBotApi {
    fn drop(&mut self) {
        self.server.abort();
        self.poster.abort();
    }
}

impl FakeBotApi {
    /// Starts a server on a free port of 127.0.0.1.
    pub async fn start() -> FakeBotApi {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let addr = listener.local_addr().expect("local address");
        let doomed = Arc::new(Mutex::new(HashSet::new()));
        let shared = Arc::new(Shared {
            token: format!("{BOT_ID}:AAFakeTokenForTests_{}", addr.port()),
            inner: Mutex::new(Inner {
                next_update: 100_000,
                ..Inner::default()
            }),
            updates: watch::channel(0).0,
            calls: watch::channel(0).0,
            doomed: doomed.clone(),
        });
        let app = Router::new()
            .route("/{bot}/{method}", any(handle))
            .with_state(shared.clone());
        let listener = KillListener {
            inner: listener,
            doomed,
        };
        let server = tokio::spawn(async move {
            let _ = axum::serve(listener, app.into_make_service_with_connect_info::<Peer>()).await;
        });
        let poster = tokio::spawn(webhook::deliver(shared.clone()));
        FakeBotApi {
            addr,
            shared,
            server,
            poster,
        }
    }

    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    pub fn token(&self) -> String {
        self.shared.token.clone()
    }

    // ------------------------------------------------------------ updates

    /// Queues an update (its `update_id` is set here) and returns its id.
    pub fn inject(&self, mut update: Value) -> i64 {
        let id = {
            let mut s = self.shared.lock();
            s.next_update += 1;
            let id = s.next_update;
            update["update_id"] = json!(id);
            s.history.insert(id, update.clone());
            s.queue.push(Queued {
                id,
                update,
                force: false,
            });
            id
        };
        self.shared.updates.send_modify(|n| *n += 1);
        id
    }

    /// Sends an update again, as Telegram does when it did not see it
    /// confirmed: it is returned once whatever the bot's offset.
    pub fn redeliver(&self, update_id: i64) {
        {
            let mut s = self.shared.lock();
            let update = s.history[&update_id].clone();
            s.queue.push(Queued {
                id: update_id,
                update,
                force: true,
            });
        }
        self.shared.updates.send_modify(|n| *n += 1);
    }

    /// Updates not yet confirmed by the bot.
    pub fn unconfirmed(&self) -> usize {
        self.shared.lock().queue.len()
    }

    /// A user's message in a chat (`chat`: the chat object; the user's
    /// private chat if `None`). Returns (update id, message id).
    fn user_message(
        &self,
        user: &TgUser,
        chat: Option<Value>,
        text: &str,
        reply_to: Option<i64>,
    ) -> (i64, i64) {
        let chat = chat.unwrap_or_else(|| user.private_chat());
        let chat_id = chat["id"].as_i64().expect("chat id");
        let message = {
            let mut s = self.shared.lock();
            s.chats.insert(chat_id, chat.clone());
            s.users.insert(user.id, user.json());
            if chat_id != user.id {
                s.chats
                    .entry(user.id)
                    .or_insert_with(|| user.private_chat());
                s.members
                    .entry((chat_id, user.id))
                    .or_insert_with(|| "member".into());
            }
            let mut m = json!({
                "message_id": next_id(&mut s, chat_id),
                "date": unix_now(),
                "chat": chat,
                "from": user.json(),
                "text": text,
            });
            if text.starts_with('/') {
                let len = text
                    .split_whitespace()
                    .next()
                    .unwrap_or("")
                    .encode_utf16()
                    .count();
                m["entities"] = json!([{"type": "bot_command", "offset": 0, "length": len}]);
            }
            if let Some(r) = reply_to {
                if let Some(orig) = s.messages.get(&(chat_id, r)) {
                    // Telegram does not nest replies any deeper.
                    let mut orig = orig.clone();
                    if let Some(o) = orig.as_object_mut() {
                        o.remove("reply_to_message");
                    }
                    m["reply_to_message"] = orig;
                }
            }
            let id = m["message_id"].as_i64().unwrap_or(0);
            s.messages.insert((chat_id, id), m.clone());
            m
        };
        let mid = message["message_id"].as_i64().unwrap_or(0);
        (self.inject(json!({"message": message})), mid)
    }

    /// The user has opened a private chat with the bot before (so the bot
    /// may write to them).
    pub fn add_private_chat(&self, user: &TgUser) {
        self.shared
            .lock()
            .chats
            .insert(user.id, user.private_chat());
    }

    /// A text message in the user's private chat with the bot.
    pub fn private_text(&self, user: &TgUser, text: &str) -> i64 {
        self.user_message(user, None, text, None).0
    }

    /// A private message replying to the bot's message `reply_to`.
    pub fn private_reply(&self, user: &TgUser, text: &str, reply_to: i64) -> i64 {
        self.user_message(user, None, text, Some(reply_to)).0
    }

    /// A text message in a group (`chat` < 0) titled `title`.
    pub fn group_text(&self, chat: i64, title: &str, user: &TgUser, text: &str) -> i64 {
        self.user_message(user, Some(group_chat(chat, title)), text, None)
            .0
    }

    /// A group message replying to the bot's message `reply_to`.
    pub fn group_reply(
        &self,
        chat: i64,
        title: &str,
        user: &TgUser,
        text: &str,
        reply_to: i64,
    ) -> i64 {
        let chat = group_chat(chat, title);
        self.user_message(user, Some(chat), text, Some(reply_to)).0
    }

    /// `user` presses the button with callback `data` on the bot's message
    /// `message_id` in `chat`. Returns the callback query id.
    pub fn press(&self, user: &TgUser, chat: i64, message_id: i64, data: &str) -> String {
        let (query_id, message) = {
            let mut s = self.shared.lock();
            let n = s.queries.len() + 1;
            let query_id = format!("{}{n:04}", user.id);
            s.queries.insert(query_id.clone(), false);
            let message = s
                .messages
                .get(&(chat, message_id))
                .cloned()
                .unwrap_or_else(|| panic!("no message {message_id} in chat {chat}"));
            (query_id, message)
        };
        self.inject(json!({
            "callback_query": {
                "id": query_id,
                "from": user.json(),
                "message": message,
                "chat_instance": format!("ci{chat}"),
                "data": data,
            }
        }));
        query_id
    }

    // ------------------------------------------------------------ members

    /// Sets `user`'s status in group `chat` (`creator`, `administrator`,
    /// `member`, `left`, `kicked`) as `getChatMember` reports it.
    pub fn set_status(&self, chat: i64, user: &TgUser, status: &str) {
        let mut s = self.shared.lock();
        s.users.insert(user.id, user.json());
        s.members.insert((chat, user.id), status.to_string());
    }

    /// `user` becomes an administrator of group `chat`.
    pub fn make_admin(&self, chat: i64, user: &TgUser) {
        self.set_status(chat, user, "administrator");
    }

    /// `user`'s status in `chat` as the fake knows it.
    pub fn status(&self, chat: i64, user: i64) -> Option<String> {
        self.shared.lock().members.get(&(chat, user)).cloned()
    }

    /// The service message Telegram posts in a group when `user` leaves it
    /// (`by`: the administrator who removed them, if someone did).
    /// Returns the update id.
    pub fn left_group(&self, chat: i64, title: &str, user: &TgUser, by: Option<&TgUser>) -> i64 {
        let chat_json = group_chat(chat, title);
        let message = {
            let mut s = self.shared.lock();
            s.chats.insert(chat, chat_json.clone());
            s.users.insert(user.id, user.json());
            let status = if by.is_some() { "kicked" } else { "left" };
            s.members.insert((chat, user.id), status.into());
            let id = next_id(&mut s, chat);
            let m = json!({
                "message_id": id,
                "date": unix_now(),
                "chat": chat_json,
                "from": by.unwrap_or(user).json(),
                "left_chat_member": user.json(),
            });
            s.messages.insert((chat, id), m.clone());
            m
        };
        self.inject(json!({ "message": message }))
    }

    /// A `chat_member` update: `user`'s status in group `chat` went from
    /// `old` to `new`, changed by `by` (the user themselves if `None`).
    /// Telegram sends it only to a bot that administers the group, and only
    /// if `allowed_updates` names it. Returns the update id.
    pub fn member_update(
        &self,
        chat: i64,
        title: &str,
        user: &TgUser,
        old: &str,
        new: &str,
        by: Option<&TgUser>,
    ) -> i64 {
        let chat_json = group_chat(chat, title);
        {
            let mut s = self.shared.lock();
            s.chats.insert(chat, chat_json.clone());
            s.users.insert(user.id, user.json());
            s.members.insert((chat, user.id), new.into());
        }
        self.inject(json!({
            "chat_member": {
                "chat": chat_json,
                "from": by.unwrap_or(user).json(),
                "date": unix_now(),
                "old_chat_member": member_json(&user.json(), old),
                "new_chat_member": member_json(&user.json(), new),
            }
        }))
    }

    /// A `my_chat_member` update: the bot's own status in group `chat`
    /// went from `old` to `new` (`left`, `kicked`: removed by `by`). Once
    /// removed, sending to the group is refused with 403. Returns the
    /// update id.
    pub fn bot_status(&self, chat: i64, title: &str, by: &TgUser, old: &str, new: &str) -> i64 {
        let chat_json = group_chat(chat, title);
        {
            let mut s = self.shared.lock();
            s.chats.insert(chat, chat_json.clone());
            s.users.insert(by.id, by.json());
            if new == "left" || new == "kicked" {
                s.removed.insert(chat);
            } else {
                s.removed.remove(&chat);
            }
        }
        self.inject(json!({
            "my_chat_member": {
                "chat": chat_json,
                "from": by.json(),
                "date": unix_now(),
                "old_chat_member": member_json(&bot_user(), old),
                "new_chat_member": member_json(&bot_user(), new),
            }
        }))
    }

    // ------------------------------------------------------------ faults

    /// The next `times` calls of `method` (to `chat`, if given) fail with
    /// `fault`.
    pub fn fail(&self, method: &str, chat: Option<i64>, fault: Fault, times: usize) {
        self.shared.lock().rules.push(Rule {
            method: method.to_ascii_lowercase(),
            chat,
            fault,
            times,
        });
    }

    /// The user blocks the bot: sending to them fails with 403.
    pub fn block(&self, user: i64) {
        self.shared.lock().blocked.insert(user);
    }

    pub fn unblock(&self, user: i64) {
        self.shared.lock().blocked.remove(&user);
    }

    // ------------------------------------------------------------ reading back

    pub fn calls(&self) -> Vec<Call> {
        self.shared.lock().calls.clone()
    }

    /// Calls of one method (any case).
    pub fn calls_of(&self, method: &str) -> Vec<Call> {
        let m = method.to_ascii_lowercase();
        self.calls().into_iter().filter(|c| c.name() == m).collect()
    }

    /// Every message the bot sent, in order.
    pub fn sent(&self) -> Vec<Sent> {
        self.shared.lock().sent.clone()
    }

    /// Messages the bot sent to one chat, in order. (A message whose
    /// keyboard alone was edited is not sent again: see [`Self::message`].)
    pub fn sent_to(&self, chat: i64) -> Vec<Sent> {
        self.sent().into_iter().filter(|m| m.chat == chat).collect()
    }

    /// A message as the chat shows it now (edits applied), as JSON.
    pub fn message(&self, chat: i64, message_id: i64) -> Option<Value> {
        self.shared
            .lock()
            .messages
            .get(&(chat, message_id))
            .cloned()
    }

    /// The inline keyboard a message shows now: rows of (label, data).
    pub fn buttons_of(&self, chat: i64, message_id: i64) -> Vec<Vec<(String, String)>> {
        let Some(m) = self.message(chat, message_id) else {
            return Vec::new();
        };
        m["reply_markup"]["inline_keyboard"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|row| {
                row.as_array()
                    .into_iter()
                    .flatten()
                    .map(|b| {
                        let data = if let Some(u) = b["url"].as_str() {
                            format!("url:{u}")
                        } else if let Some(u) = b["web_app"]["url"].as_str() {
                            format!("web_app:{u}")
                        } else {
                            b["callback_data"].as_str().unwrap_or("").to_string()
                        };
                        (b["text"].as_str().unwrap_or("").to_string(), data)
                    })
                    .collect()
            })
            .collect()
    }

    /// The message ids whose keyboards the bot removed in `chat`
    /// (successful `editMessageReplyMarkup` calls without a keyboard).
    pub fn cleared(&self, chat: i64) -> Vec<i64> {
        self.calls_of("editMessageReplyMarkup")
            .iter()
            .filter(|c| c.ok() && int(&c.params, "chat_id") == Some(chat))
            .filter(|c| c.params.get("reply_markup").is_none_or(Value::is_null))
            .filter_map(|c| int(&c.params, "message_id"))
            .collect()
    }

    pub fn answers(&self) -> Vec<Answer> {
        self.shared.lock().answers.clone()
    }

    /// The commands set for a scope type (`all_private_chats`, …).
    pub fn commands(&self, scope: &str) -> Option<Value> {
        self.shared.lock().commands.get(scope).cloned()
    }

    /// The offsets the bot passed to `getUpdates`.
    pub fn offsets(&self) -> Vec<i64> {
        self.shared.lock().offsets.clone()
    }

    /// Waits until `check` holds (checked after every call), at most
    /// `timeout`. Returns whether it held.
    pub async fn wait_until(
        &self,
        timeout: Duration,
        mut check: impl FnMut(&FakeBotApi) -> bool,
    ) -> bool {
        let mut rx = self.shared.calls.subscribe();
        let end = tokio::time::Instant::now() + timeout;
        loop {
            if check(self) {
                return true;
            }
            tokio::select! {
                r = rx.changed() => if r.is_err() { return check(self) },
                _ = tokio::time::sleep_until(end) => return check(self),
            }
        }
    }

    /// Waits for the `n`-th message to `chat` and returns them all.
    pub async fn wait_messages(&self, chat: i64, n: usize, timeout: Duration) -> Vec<Sent> {
        self.wait_until(timeout, |api| api.sent_to(chat).len() >= n)
            .await;
        let got = self.sent_to(chat);
        assert!(
            got.len() >= n,
            "expected {n} message(s) to {chat}, got {}: {:#?}",
            got.len(),
            got.iter().map(|m| &m.text).collect::<Vec<_>>()
        );
        got
    }

    /// Waits for a message to `chat` whose text contains `needle`.
    pub async fn wait_text(&self, chat: i64, needle: &str, timeout: Duration) -> Sent {
        self.wait_until(timeout, |api| {
            api.sent_to(chat).iter().any(|m| m.text.contains(needle))
        })
        .await;
        let got = self.sent_to(chat);
        got.iter()
            .find(|m| m.text.contains(needle))
            .cloned()
            .unwrap_or_else(|| {
                panic!(
                    "no message to {chat} contains {needle:?}; got: {:#?}",
                    got.iter().map(|m| &m.text).collect::<Vec<_>>()
                )
            })
    }
}

fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

fn next_id(s: &mut Inner, chat: i64) -> i64 {
    let n = s.next_message_id.entry(chat).or_insert(0);
    *n += 1;
    *n
}

fn bot_user() -> Value {
    json!({"id": BOT_ID, "is_bot": true, "first_name": "Board Bot", "username": BOT_USERNAME})
}

/// A group's `Chat` object: a supergroup for the long `-100…` ids.
fn group_chat(chat: i64, title: &str) -> Value {
    let kind = if chat <= -1_000_000_000_000 {
        "supergroup"
    } else {
        "group"
    };
    json!({"id": chat, "type": kind, "title": title})
}

/// A `ChatMember` object with every field its status requires.
fn member_json(user: &Value, status: &str) -> Value {
    let mut m = json!({"user": user, "status": status});
    match status {
        "creator" => m["is_anonymous"] = json!(false),
        "administrator" => {
            for (k, v) in [
                ("can_be_edited", false),
                ("is_anonymous", false),
                ("can_manage_chat", true),
                ("can_delete_messages", true),
                ("can_manage_video_chats", true),
                ("can_restrict_members", true),
                ("can_promote_members", false),
                ("can_change_info", true),
                ("can_invite_users", true),
                ("can_post_stories", false),
                ("can_edit_stories", false),
                ("can_delete_stories", false),
                ("can_pin_messages", true),
            ] {
                m[k] = json!(v);
            }
        }
        "kicked" => m["until_date"] = json!(0),
        _ => {}
    }
    m
}

/// The kind of an update (`message`, `callback_query`, `chat_member`…).
fn update_kind(update: &Value) -> String {
    update
        .as_object()
        .and_then(|o| o.keys().find(|k| *k != "update_id").cloned())
        .unwrap_or_default()
}

/// Whether `getUpdates` with these `allowed_updates` delivers updates of
/// `kind`. Without a list, every kind but `chat_member` and the reaction
/// updates (Telegram sends those only when asked for by name).
fn allowed(params: &Value, kind: &str) -> bool {
    match params.get("allowed_updates") {
        Some(Value::Array(list)) if !list.is_empty() => {
            list.iter().any(|k| k.as_str() == Some(kind))
        }
        _ => !matches!(
            kind,
            "chat_member" | "message_reaction" | "message_reaction_count"
        ),
    }
}

// ---------------------------------------------------------------- HTTP

/// The outcome of one call: a result, or an error with its HTTP status
/// and optional parameters.
enum Reply {
    Ok(Value),
    Err {
        status: u16,
        description: String,
        parameters: Option<Value>,
    },
    Drop,
    Garbage,
    /// Wait, then answer as if no fault were set.
    Slow(Duration),
}

fn err(status: u16, description: impl Into<String>) -> Reply {
    Reply::Err {
        status,
        description: description.into(),
        parameters: None,
    }
}

fn bad(description: &str) -> Reply {
    err(400, format!("Bad Request: {description}"))
}

#[derive(Clone, Copy, Debug)]
struct Peer(SocketAddr);

impl Connected<axum::serve::IncomingStream<'_, KillListener>> for Peer {
    fn connect_info(stream: axum::serve::IncomingStream<'_, KillListener>) -> Self {
        Peer(*stream.remote_addr())
    }
}

async fn handle(
    State(shared): State<Arc<Shared>>,
    Path((bot, method)): Path<(String, String)>,
    ConnectInfo(peer): ConnectInfo<Peer>,
    req: Request,
) -> Response {
    if bot.strip_prefix("bot") != Some(shared.token.as_str()) {
        return respond(err(401, "Unauthorized"));
    }
    let (params, files) = match read_params(req).await {
        Ok(p) => p,
        Err(e) => return respond(bad(&e)),
    };
    let name = method.to_ascii_lowercase();
    let mut reply = fault(&shared, &name, &params);
    if let Some(Reply::Slow(pause)) = reply {
        tokio::time::sleep(pause).await;
        reply = None;
    }
    let reply = match reply {
        Some(f) => f,
        None if name == "getupdates" && shared.lock().hook.webhook.is_some() => err(
            409,
            "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
        ),
        None if name == "getupdates" => get_updates(&shared, &params).await,
        None => {
            let mut s = shared.lock();
            call(&mut s, &name, &params, &files)
        }
    };
    if name == "setwebhook" {
        // The deliverer looks at once.
        shared.updates.send_modify(|n| *n += 1);
    }
    let outcome = match &reply {
        Reply::Ok(v) => Ok(v.clone()),
        Reply::Err { description, .. } => Err(description.clone()),
        Reply::Drop => Err("dropped".into()),
        Reply::Garbage => Err("garbage".into()),
        Reply::Slow(_) => Err("slow".into()),
    };
    {
        let mut s = shared.lock();
        s.calls.push(Call {
            method,
            params,
            files,
            at: Instant::now(),
            outcome,
        });
    }
    shared.calls.send_modify(|n| *n += 1);
    if let Reply::Drop = reply {
        shared
            .doomed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(peer.0);
    }
    respond(reply)
}

fn respond(reply: Reply) -> Response {
    let (status, body) = match reply {
        Reply::Ok(result) => (200, json!({"ok": true, "result": result})),
        Reply::Err {
            status,
            description,
            parameters,
        } => {
            let mut body = json!({"ok": false, "error_code": status, "description": description});
            if let Some(p) = parameters {
                body["parameters"] = p;
            }
            (status, body)
        }
        // The connection is closed while this is written.
        Reply::Drop => (200, json!({"ok": false, "description": "dropped"})),
        Reply::Garbage | Reply::Slow(_) => {
            return (
                StatusCode::OK,
                [(header::CONTENT_TYPE, "text/html")],
                "<html>502 Bad Gateway</html>",
            )
                .into_response()
        }
    };
    (
        StatusCode::from_u16(status).unwrap_or(StatusCode::BAD_REQUEST),
        [(header::CONTENT_TYPE, "application/json")],
        body.to_string(),
    )
        .into_response()
}

/// A multipart or form field's value: JSON if it looks like JSON.
fn field_value(text: String) -> Value {
    let t = text.trim();
    if t.starts_with('{') || t.starts_with('[') {
        if let Ok(v) = serde_json::from_str(t) {
            return v;
        }
    }
    Value::String(text)
}

async fn read_params(req: Request) -> Result<(Value, HashMap<String, Vec<u8>>), String> {
    let query: Map<String, Value> = req
        .uri()
        .query()
        .map(|q| {
            form_pairs(q)
                .into_iter()
                .map(|(k, v)| (k, field_value(v)))
                .collect()
        })
        .unwrap_or_default();
    let content_type = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let mut params = query;
    let mut files = HashMap::new();
    if content_type.starts_with("multipart/form-data") {
        let mut mp = Multipart::from_request(req, &())
            .await
            .map_err(|e| format!("bad multipart body: {e}"))?;
        let mut parts: HashMap<String, Vec<u8>> = HashMap::new();
        while let Some(field) = mp
            .next_field()
            .await
            .map_err(|e| format!("bad multipart field: {e}"))?
        {
            let name = field.name().unwrap_or("").to_string();
            let file_name = field.file_name().map(str::to_string);
            let is_file = file_name.is_some();
            let bytes = field
                .bytes()
                .await
                .map_err(|e| format!("bad multipart field: {e}"))?;
            if is_file {
                if let Some(file_name) = file_name {
                    params.insert(format!("{name}#file_name"), Value::String(file_name));
                }
                parts.insert(name, bytes.to_vec());
            } else {
                params.insert(
                    name,
                    field_value(String::from_utf8_lossy(&bytes).into_owned()),
                );
            }
        }
        // Files named by `attach://name`, at the top level or inside media
        // (their uploaded names follow them).
        let names: Vec<(String, Value)> = params
            .iter()
            .filter_map(|(key, value)| {
                let part = value.as_str()?.strip_prefix("attach://")?;
                let name = params.get(&format!("{part}#file_name"))?;
                Some((format!("{key}#file_name"), name.clone()))
            })
            .collect();
        params.extend(names);
        for (key, value) in params.iter() {
            let target = match value {
                Value::String(s) => Some(s.clone()),
                Value::Object(o) => o.get("media").and_then(Value::as_str).map(str::to_string),
                _ => None,
            };
            if let Some(name) = target.as_deref().and_then(|t| t.strip_prefix("attach://")) {
                match parts.get(name) {
                    Some(bytes) => {
                        files.insert(key.clone(), bytes.clone());
                    }
                    None => return Err(format!("file attach://{name} not found")),
                }
            }
        }
        // Files sent directly under the parameter's own name.
        for (name, bytes) in parts {
            if !params.contains_key(&name) && !files.contains_key(&name) {
                let referenced = params.values().any(|v| {
                    v.as_str() == Some(&format!("attach://{name}"))
                        || v.get("media").and_then(Value::as_str)
                            == Some(&format!("attach://{name}"))
                });
                if !referenced {
                    files.insert(name, bytes);
                }
            }
        }
    } else {
        let body: Bytes = axum::body::to_bytes(req.into_body(), 8 << 20)
            .await
            .map_err(|e| format!("bad body: {e}"))?;
        if content_type.starts_with("application/json") && !body.is_empty() {
            let v: Value = serde_json::from_slice(&body).map_err(|e| format!("bad JSON: {e}"))?;
            match v {
                Value::Object(o) => params.extend(o),
                _ => return Err("the JSON body must be an object".into()),
            }
        } else if content_type.starts_with("application/x-www-form-urlencoded") {
            for (k, v) in form_pairs(&String::from_utf8_lossy(&body)) {
                params.insert(k, field_value(v));
            }
        }
    }
    Ok((Value::Object(params), files))
}

fn form_pairs(s: &str) -> Vec<(String, String)> {
    fn decode(s: &str) -> String {
        let bytes = s.as_bytes();
        let mut out = Vec::with_capacity(bytes.len());
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'+' => out.push(b' '),
                b'%' if i + 2 < bytes.len() => {
                    match std::str::from_utf8(&bytes[i + 1..i + 3])
                        .ok()
                        .and_then(|h| u8::from_str_radix(h, 16).ok())
                    {
                        Some(b) => {
                            out.push(b);
                            i += 2;
                        }
                        None => out.push(b'%'),
                    }
                }
                b => out.push(b),
            }
            i += 1;
        }
        String::from_utf8_lossy(&out).into_owned()
    }
    s.split('&')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap_or((p, ""));
            (decode(k), decode(v))
        })
        .collect()
}

fn int(params: &Value, key: &str) -> Option<i64> {
    match params.get(key)? {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

fn string(params: &Value, key: &str) -> Option<String> {
    match params.get(key)? {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Null => None,
        other => Some(other.to_string()),
    }
}

fn boolean(params: &Value, key: &str) -> bool {
    match params.get(key) {
        Some(Value::Bool(b)) => *b,
        Some(Value::String(s)) => s == "true",
        _ => false,
    }
}

/// The fault for this call, if a test injected one.
fn fault(shared: &Shared, name: &str, params: &Value) -> Option<Reply> {
    let mut s = shared.lock();
    let chat = int(params, "chat_id");
    let sending = name.starts_with("send") || name.starts_with("edit") || name == "copymessage";
    if sending && chat.is_some_and(|c| s.blocked.contains(&c)) {
        return Some(err(403, "Forbidden: bot was blocked by the user"));
    }
    let asking = sending || name == "getchatmember" || name == "getchatadministrators";
    if asking && chat.is_some_and(|c| s.removed.contains(&c)) {
        return Some(err(403, "Forbidden: bot was kicked from the group chat"));
    }
    let i = s
        .rules
        .iter()
        .position(|r| r.times > 0 && r.method == name && (r.chat.is_none() || r.chat == chat))?;
    s.rules[i].times -= 1;
    let fault = s.rules[i].fault.clone();
    if s.rules[i].times == 0 {
        s.rules.remove(i);
    }
    Some(match fault {
        Fault::RetryAfter(secs) => Reply::Err {
            status: 429,
            description: format!("Too Many Requests: retry after {secs}"),
            parameters: Some(json!({"retry_after": secs})),
        },
        Fault::Blocked => err(403, "Forbidden: bot was blocked by the user"),
        Fault::Drop => Reply::Drop,
        Fault::Error(status, description) => err(status, description),
        Fault::Garbage => Reply::Garbage,
        Fault::Slow(pause) => Reply::Slow(pause),
    })
}

async fn get_updates(shared: &Shared, params: &Value) -> Reply {
    let offset = int(params, "offset").unwrap_or(0);
    let limit = int(params, "limit").unwrap_or(100).clamp(1, 100) as usize;
    let timeout = int(params, "timeout").unwrap_or(0).clamp(0, 50) as u64;
    let end = tokio::time::Instant::now() + Duration::from_secs(timeout);
    let generation = {
        let mut s = shared.lock();
        s.offsets.push(offset);
        s.poll_generation += 1;
        s.poll_generation
    };
    let mut rx = shared.updates.subscribe();
    // Wake an older poll so it ends with 409.
    shared.updates.send_modify(|n| *n += 1);
    loop {
        {
            let mut s = shared.lock();
            if s.poll_generation != generation {
                return err(409, "Conflict: terminated by other getUpdates request; make sure that only one bot instance is running");
            }
            if offset > 0 {
                // An update is confirmed by an offset above its id.
                s.queue.retain(|q| q.force || q.id >= offset);
            }
            // Kinds the bot did not ask for are never sent (nor kept).
            s.queue.retain(|q| allowed(params, &update_kind(&q.update)));
            let mut ready: Vec<&mut Queued> = s
                .queue
                .iter_mut()
                .filter(|q| q.force || q.id >= offset)
                .collect();
            ready.sort_by_key(|q| (!q.force, q.id));
            if !ready.is_empty() {
                let out: Vec<Value> = ready
                    .into_iter()
                    .take(limit)
                    .map(|q| {
                        q.force = false;
                        q.update.clone()
                    })
                    .collect();
                return Reply::Ok(Value::Array(out));
            }
        }
        tokio::select! {
            r = rx.changed() => if r.is_err() { return Reply::Ok(json!([])) },
            _ = tokio::time::sleep_until(end) => return Reply::Ok(json!([])),
        }
    }
}

/// Every method but `getUpdates`.
fn call(s: &mut Inner, name: &str, params: &Value, files: &HashMap<String, Vec<u8>>) -> Reply {
    match name {
        "getme" => Reply::Ok(json!({
            "id": BOT_ID,
            "is_bot": true,
            "first_name": "Board Bot",
            "username": BOT_USERNAME,
            "can_join_groups": true,
            "can_read_all_group_messages": false,
            "supports_inline_queries": false,
            "can_connect_to_business": false,
            "has_main_web_app": false,
        })),
        "getwebhookinfo" => webhook::info(s),
        "setwebhook" => webhook::set(s, params),
        "deletewebhook" => webhook::delete(s, params),
        "setmycommands" => {
            let Some(commands) = params.get("commands").filter(|c| c.is_array()) else {
                return bad("parameter \"commands\" is required");
            };
            for c in commands.as_array().into_iter().flatten() {
                let name = c["command"].as_str().unwrap_or("");
                let desc = c["description"].as_str().unwrap_or("");
                let ok_name = (1..=32).contains(&name.len())
                    && name
                        .chars()
                        .all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit() || ch == '_');
                if !ok_name || desc.is_empty() || desc.chars().count() > 256 {
                    return bad("BOT_COMMAND_INVALID");
                }
            }
            let scope = params
                .get("scope")
                .and_then(|s| s.get("type"))
                .and_then(Value::as_str)
                .unwrap_or("default")
                .to_string();
            s.commands.insert(scope, commands.clone());
            Reply::Ok(json!(true))
        }
        "getmycommands" => {
            let scope = params
                .get("scope")
                .and_then(|s| s.get("type"))
                .and_then(Value::as_str)
                .unwrap_or("default");
            Reply::Ok(s.commands.get(scope).cloned().unwrap_or(json!([])))
        }
        "getchatmember" => {
            let (chat, _) = match target_chat(s, params) {
                Ok(c) => c,
                Err(e) => return e,
            };
            let Some(user) = int(params, "user_id") else {
                return bad("user_id is empty");
            };
            let status = match s.members.get(&(chat, user)) {
                Some(status) => status.clone(),
                None if chat == user => "member".into(),
                None => "left".into(),
            };
            let user_json = match s.users.get(&user) {
                Some(u) => u.clone(),
                None if user == BOT_ID => bot_user(),
                None => return bad("user not found"),
            };
            Reply::Ok(member_json(&user_json, &status))
        }
        "getchatadministrators" => {
            let (chat, chat_json) = match target_chat(s, params) {
                Ok(c) => c,
                Err(e) => return e,
            };
            if chat_json["type"] == "private" {
                return bad("there are no administrators in the private chat");
            }
            let mut admins: Vec<(i64, Value)> = s
                .members
                .iter()
                .filter(|((c, _), st)| *c == chat && (*st == "creator" || *st == "administrator"))
                .filter_map(|((_, u), st)| s.users.get(u).map(|j| (*u, member_json(j, st))))
                .collect();
            admins.sort_by_key(|(u, _)| *u);
            Reply::Ok(Value::Array(admins.into_iter().map(|(_, m)| m).collect()))
        }
        "sendmessage" => send_message(s, params),
        "sendphoto" => send_photo(s, params, files),
        "senddocument" => send_file(s, params, files, "document"),
        "sendanimation" => send_file(s, params, files, "animation"),
        "editmessagetext" => edit(s, params, files, Edit::Text),
        "editmessagecaption" => edit(s, params, files, Edit::Caption),
        "editmessagemedia" => edit(s, params, files, Edit::Media),
        "editmessagereplymarkup" => edit(s, params, files, Edit::Markup),
        "deletemessage" => {
            let (Some(chat), Some(id)) = (int(params, "chat_id"), int(params, "message_id")) else {
                return bad("message identifier is not specified");
            };
            match s.messages.remove(&(chat, id)) {
                Some(_) => Reply::Ok(json!(true)),
                None => bad("message to delete not found"),
            }
        }
        "answercallbackquery" => {
            let id = string(params, "callback_query_id").unwrap_or_default();
            match s.queries.get(&id) {
                Some(false) => {}
                _ => {
                    return bad(
                        "query is too old and response timeout expired or query id is invalid",
                    )
                }
            }
            let text = string(params, "text");
            if text.as_ref().is_some_and(|t| t.chars().count() > 200) {
                return bad("MESSAGE_TOO_LONG");
            }
            s.queries.insert(id.clone(), true);
            s.answers.push(Answer {
                query_id: id,
                text,
                alert: boolean(params, "show_alert"),
            });
            Reply::Ok(json!(true))
        }
        _ => err(404, "Not Found"),
    }
}

/// Text, entities and keyboard of a message being sent or edited.
struct Content {
    text: String,
    entities: Vec<Value>,
    markup: Option<Value>,
    buttons: Vec<Vec<(String, String)>>,
}

/// Parses `key` (text or caption) as Telegram would with `parse_mode`.
fn content(params: &Value, key: &str, limit: usize, required: bool) -> Result<Content, Reply> {
    let raw = string(params, key).unwrap_or_default();
    let mode = string(params, "parse_mode").unwrap_or_default();
    let (text, entities) = match mode.to_ascii_lowercase().as_str() {
        "html" => parse_html(&raw).map_err(|e| bad(&format!("can't parse entities: {e}")))?,
        "" => (raw.clone(), Vec::new()),
        other => return Err(bad(&format!("unsupported parse_mode {other} in this fake"))),
    };
    let visible = text.trim();
    if required && visible.is_empty() {
        return Err(bad("message text is empty"));
    }
    if visible.encode_utf16().count() > limit {
        return Err(if key == "caption" {
            bad("message caption is too long")
        } else {
            bad("message is too long")
        });
    }
    let (markup, buttons) = keyboard(params)?;
    Ok(Content {
        text,
        entities,
        markup,
        buttons,
    })
}

/// The inline keyboard of a call, checked as Telegram checks it.
#[allow(clippy::type_complexity)]
fn keyboard(params: &Value) -> Result<(Option<Value>, Vec<Vec<(String, String)>>), Reply> {
    let Some(m) = params.get("reply_markup").filter(|m| !m.is_null()) else {
        return Ok((None, Vec::new()));
    };
    let mut rows = Vec::new();
    if let Some(kb) = m.get("inline_keyboard") {
        for row in kb.as_array().into_iter().flatten() {
            let mut r = Vec::new();
            for b in row.as_array().into_iter().flatten() {
                let label = b["text"].as_str().unwrap_or("").to_string();
                if label.is_empty() {
                    return Err(bad("BUTTON_TEXT_INVALID"));
                }
                let data = b.get("callback_data").and_then(Value::as_str);
                if let Some(d) = data {
                    if d.is_empty() || d.len() > 64 {
                        return Err(bad("BUTTON_DATA_INVALID"));
                    }
                }
                // Link buttons: a `url` (http(s) or tg://) anywhere, a
                // Mini App (`web_app`, https only) in private chats only;
                // exactly one kind per button. Kept as `url:…` and
                // `web_app:…` in place of callback data.
                let url = b.get("url").and_then(Value::as_str);
                let web_app = b.get("web_app").map(|w| w["url"].as_str().unwrap_or(""));
                let kinds = [data.is_some(), url.is_some(), web_app.is_some()];
                if kinds.iter().filter(|k| **k).count() != 1 {
                    return Err(bad("BUTTON_TYPE_INVALID"));
                }
                let has_host = |u: &str, schemes: &[&str]| {
                    schemes.iter().any(|s| {
                        u.strip_prefix(s).is_some_and(|rest| {
                            rest.split(['/', '?', '#'])
                                .next()
                                .is_some_and(|h| !h.is_empty())
                        })
                    }) && !u.contains(char::is_whitespace)
                };
                let shown = if let Some(u) = url {
                    if !has_host(u, &["https://", "http://", "tg://"]) {
                        return Err(bad("BUTTON_URL_INVALID"));
                    }
                    format!("url:{u}")
                } else if let Some(u) = web_app {
                    if int(params, "chat_id").is_none_or(|c| c < 0) {
                        return Err(bad("BUTTON_TYPE_INVALID"));
                    }
                    if !has_host(u, &["https://"]) {
                        return Err(bad("BUTTON_URL_INVALID"));
                    }
                    format!("web_app:{u}")
                } else {
                    data.unwrap_or("").to_string()
                };
                r.push((label, shown));
            }
            rows.push(r);
        }
    }
    Ok((Some(m.clone()), rows))
}

fn target_chat(s: &Inner, params: &Value) -> Result<(i64, Value), Reply> {
    let Some(chat) = int(params, "chat_id") else {
        return Err(bad("chat_id is empty"));
    };
    match s.chats.get(&chat) {
        Some(c) => Ok((chat, c.clone())),
        None => Err(bad("chat not found")),
    }
}

fn entity_texts(text: &str, entities: &[Value]) -> Vec<(String, String)> {
    let units: Vec<u16> = text.encode_utf16().collect();
    entities
        .iter()
        .map(|e| {
            let off = e["offset"].as_u64().unwrap_or(0) as usize;
            let len = e["length"].as_u64().unwrap_or(0) as usize;
            let slice = &units[off.min(units.len())..(off + len).min(units.len())];
            (
                e["type"].as_str().unwrap_or("").to_string(),
                String::from_utf16_lossy(slice),
            )
        })
        .collect()
}

/// (visible text, user id) of each `text_mention` entity.
fn mention_ids(text: &str, entities: &[Value]) -> Vec<(String, i64)> {
    let texts = entity_texts(text, entities);
    entities
        .iter()
        .zip(texts)
        .filter(|(e, _)| e["type"] == "text_mention")
        .filter_map(|(e, (_, t))| Some((t, e["user"]["id"].as_i64()?)))
        .collect()
}

fn send_message(s: &mut Inner, params: &Value) -> Reply {
    let (chat, chat_json) = match target_chat(s, params) {
        Ok(c) => c,
        Err(e) => return e,
    };
    let c = match content(params, "text", 4096, true) {
        Ok(c) => c,
        Err(e) => return e,
    };
    let id = next_id(s, chat);
    let mut m = json!({
        "message_id": id,
        "date": unix_now(),
        "chat": chat_json,
        "from": bot_user(),
        "text": c.text,
    });
    if !c.entities.is_empty() {
        m["entities"] = json!(c.entities);
    }
    if let Some(markup) = &c.markup {
        m["reply_markup"] = markup.clone();
    }
    s.messages.insert((chat, id), m.clone());
    s.sent.push(Sent {
        chat,
        message_id: id,
        entities: entity_texts(&c.text, &c.entities),
        mentions: mention_ids(&c.text, &c.entities),
        text: c.text,
        raw: string(params, "text").unwrap_or_default(),
        parse_mode: string(params, "parse_mode"),
        photo: None,
        file: None,
        buttons: c.buttons,
        at: Instant::now(),
    });
    Reply::Ok(m)
}

/// Width and height from a PNG's header, or `None` if it is not a PNG.
fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    const SIG: &[u8] = b"\x89PNG\r\n\x1a\n";
    if bytes.len() < 24 || &bytes[..8] != SIG || &bytes[12..16] != b"IHDR" {
        return None;
    }
    let w = u32::from_be_bytes(bytes[16..20].try_into().ok()?);
    let h = u32::from_be_bytes(bytes[20..24].try_into().ok()?);
    Some((w, h))
}

fn photo_sizes(bytes: &[u8], n: i64) -> Result<Value, Reply> {
    let Some((w, h)) = png_size(bytes) else {
        return Err(bad("IMAGE_PROCESS_FAILED"));
    };
    Ok(json!([{
        "file_id": format!("AgACAgFake{n}"),
        "file_unique_id": format!("AQADFake{n}"),
        "width": w,
        "height": h,
        "file_size": bytes.len(),
    }]))
}

fn send_photo(s: &mut Inner, params: &Value, files: &HashMap<String, Vec<u8>>) -> Reply {
    let (chat, chat_json) = match target_chat(s, params) {
        Ok(c) => c,
        Err(e) => return e,
    };
    let Some(bytes) = files.get("photo") else {
        return bad("there is no photo in the request");
    };
    let c = match content(params, "caption", 1024, false) {
        Ok(c) => c,
        Err(e) => return e,
    };
    let id = next_id(s, chat);
    let sizes = match photo_sizes(bytes, id) {
        Ok(p) => p,
        Err(e) => return e,
    };
    let mut m = json!({
        "message_id": id,
        "date": unix_now(),
        "chat": chat_json,
        "from": bot_user(),
        "photo": sizes,
    });
    if !c.text.is_empty() {
        m["caption"] = json!(c.text);
    }
    if !c.entities.is_empty() {
        m["caption_entities"] = json!(c.entities);
    }
    if let Some(markup) = &c.markup {
        m["reply_markup"] = markup.clone();
    }
    s.messages.insert((chat, id), m.clone());
    s.sent.push(Sent {
        chat,
        message_id: id,
        entities: entity_texts(&c.text, &c.entities),
        mentions: mention_ids(&c.text, &c.entities),
        text: c.text,
        raw: string(params, "caption").unwrap_or_default(),
        parse_mode: string(params, "parse_mode"),
        photo: Some(bytes.clone()),
        file: None,
        buttons: c.buttons,
        at: Instant::now(),
    });
    Reply::Ok(m)
}

/// `sendDocument` / `sendAnimation`: the file uploaded in the field named
/// `kind`, kept with its name and bytes.
fn send_file(s: &mut Inner, params: &Value, files: &HashMap<String, Vec<u8>>, kind: &str) -> Reply {
    let (chat, chat_json) = match target_chat(s, params) {
        Ok(c) => c,
        Err(e) => return e,
    };
    let Some(bytes) = files.get(kind) else {
        return bad(&format!("there is no {kind} in the request"));
    };
    if bytes.is_empty() {
        return bad("file must be non-empty");
    }
    let name = string(params, &format!("{kind}#file_name")).unwrap_or_default();
    let c = match content(params, "caption", 1024, false) {
        Ok(c) => c,
        Err(e) => return e,
    };
    let id = next_id(s, chat);
    let mut m = json!({
        "message_id": id,
        "date": unix_now(),
        "chat": chat_json,
        "from": bot_user(),
    });
    m[kind] = json!({
        "file_id": format!("BQACAgFake{id}"),
        "file_unique_id": format!("AgADFake{id}"),
        "file_name": name,
        "file_size": bytes.len(),
    });
    if !c.text.is_empty() {
        m["caption"] = json!(c.text);
    }
    s.messages.insert((chat, id), m.clone());
    s.sent.push(Sent {
        chat,
        message_id: id,
        entities: entity_texts(&c.text, &c.entities),
        mentions: mention_ids(&c.text, &c.entities),
        text: c.text,
        raw: string(params, "caption").unwrap_or_default(),
        parse_mode: string(params, "parse_mode"),
        photo: None,
        file: Some((kind.to_string(), name, bytes.clone())),
        buttons: c.buttons,
        at: Instant::now(),
    });
    Reply::Ok(m)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Edit {
    Text,
    Caption,
    Media,
    Markup,
}

fn edit(s: &mut Inner, params: &Value, files: &HashMap<String, Vec<u8>>, what: Edit) -> Reply {
    if params.get("inline_message_id").is_some() {
        return Reply::Ok(json!(true));
    }
    let (Some(chat), Some(id)) = (int(params, "chat_id"), int(params, "message_id")) else {
        return bad("message identifier is not specified");
    };
    let Some(old) = s.messages.get(&(chat, id)).cloned() else {
        return bad("message to edit not found");
    };
    if old["from"]["id"].as_i64() != Some(BOT_ID) {
        return bad("message can't be edited");
    }
    let mut new = old.clone();
    let mut photo = None;
    let c = match what {
        Edit::Text => {
            if old.get("text").is_none() {
                return bad("there is no text in the message to edit");
            }
            let c = match content(params, "text", 4096, true) {
                Ok(c) => c,
                Err(e) => return e,
            };
            new["text"] = json!(c.text);
            new["entities"] = json!(c.entities);
            c
        }
        Edit::Caption => {
            let c = match content(params, "caption", 1024, false) {
                Ok(c) => c,
                Err(e) => return e,
            };
            new["caption"] = json!(c.text);
            new["caption_entities"] = json!(c.entities);
            c
        }
        Edit::Media => {
            let Some(media) = params.get("media").filter(|m| m.is_object()) else {
                return bad("media is required");
            };
            if media["type"].as_str() != Some("photo") {
                return bad("this fake edits photos only");
            }
            let Some(bytes) = files.get("media") else {
                return bad("the media file is missing");
            };
            match photo_sizes(bytes, id) {
                Ok(p) => new["photo"] = p,
                Err(e) => return e,
            }
            photo = Some(bytes.clone());
            let mut c = match content(media, "caption", 1024, false) {
                Ok(c) => c,
                Err(e) => return e,
            };
            // The keyboard comes with the call, not the media.
            match keyboard(params) {
                Ok((markup, buttons)) => {
                    c.markup = markup;
                    c.buttons = buttons;
                }
                Err(e) => return e,
            }
            new["caption"] = json!(c.text);
            new["caption_entities"] = json!(c.entities);
            c
        }
        Edit::Markup => match keyboard(params) {
            Ok((markup, buttons)) => Content {
                text: old["text"]
                    .as_str()
                    .or(old["caption"].as_str())
                    .unwrap_or("")
                    .to_string(),
                entities: Vec::new(),
                markup,
                buttons,
            },
            Err(e) => return e,
        },
    };
    match &c.markup {
        Some(m) => new["reply_markup"] = m.clone(),
        None => {
            if let Some(o) = new.as_object_mut() {
                o.remove("reply_markup");
            }
        }
    }
    if new == old && photo.is_none() {
        return bad("message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message");
    }
    new["edit_date"] = json!(unix_now());
    s.messages.insert((chat, id), new.clone());
    if what == Edit::Markup {
        // The text is as it was: only the keyboard changed (see `buttons_of`).
        return Reply::Ok(new);
    }
    let (text, entities) = (c.text.clone(), c.entities.clone());
    s.sent.push(Sent {
        chat,
        message_id: id,
        entities: entity_texts(&text, &entities),
        mentions: mention_ids(&text, &entities),
        text,
        raw: string(params, "text").unwrap_or_default(),
        parse_mode: string(params, "parse_mode"),
        photo,
        file: None,
        buttons: c.buttons,
        at: Instant::now(),
    });
    Reply::Ok(new)
}

/// Telegram's HTML parse mode: the visible text and its entities, or why
/// Telegram would refuse it.
pub fn parse_html(s: &str) -> Result<(String, Vec<Value>), String> {
    const TAGS: &[(&str, &str)] = &[
        ("b", "bold"),
        ("strong", "bold"),
        ("i", "italic"),
        ("em", "italic"),
        ("u", "underline"),
        ("ins", "underline"),
        ("s", "strikethrough"),
        ("strike", "strikethrough"),
        ("del", "strikethrough"),
        ("tg-spoiler", "spoiler"),
        ("code", "code"),
        ("pre", "pre"),
        ("a", "text_link"),
        ("blockquote", "blockquote"),
    ];
    let mut out = String::new();
    let mut units = 0usize;
    let mut stack: Vec<(String, usize, Option<String>)> = Vec::new();
    let mut entities = Vec::new();
    let mut i = 0;
    while i < s.len() {
        let c = s[i..].chars().next().unwrap_or('\0');
        match c {
            '<' => {
                let Some(end) = s[i..].find('>') else {
                    return Err(format!(
                        "Can't find end of the tag starting at byte offset {i}"
                    ));
                };
                let tag = &s[i + 1..i + end];
                if let Some(name) = tag.strip_prefix('/') {
                    let name = name.trim().to_ascii_lowercase();
                    match stack.pop() {
                        Some((open, start, url)) if open == name => {
                            let kind = TAGS
                                .iter()
                                .find(|(t, _)| *t == name)
                                .map(|(_, k)| *k)
                                .unwrap_or("");
                            if units > start {
                                let mut e =
                                    json!({"type": kind, "offset": start, "length": units - start});
                                match url.as_deref().map(|u| (u, u.strip_prefix("tg://user?id="))) {
                                    // A link to a user by id is a mention of them.
                                    Some((_, Some(id))) => {
                                        let Ok(id) = id.parse::<i64>() else {
                                            return Err(format!(
                                                "Wrong user identifier in \"{id}\""
                                            ));
                                        };
                                        e["type"] = json!("text_mention");
                                        e["user"] = json!({"id": id, "is_bot": false, "first_name": "User"});
                                    }
                                    Some((u, None)) => e["url"] = json!(u),
                                    None => {}
                                }
                                entities.push(e);
                            }
                        }
                        Some((open, _, _)) => {
                            return Err(format!(
                                "Can't find end tag corresponding to start tag \"{open}\""
                            ))
                        }
                        None => return Err(format!("Unexpected end tag at byte offset {i}")),
                    }
                } else {
                    let name = tag
                        .split(|ch: char| ch.is_whitespace())
                        .next()
                        .unwrap_or("")
                        .to_ascii_lowercase();
                    if !TAGS.iter().any(|(t, _)| *t == name) {
                        return Err(format!(
                            "Unsupported start tag \"{name}\" at byte offset {i}"
                        ));
                    }
                    let url = if name == "a" {
                        tag.split_once("href=")
                            .map(|(_, v)| v.trim_matches(|ch| ch == '"' || ch == '\'').to_string())
                    } else {
                        None
                    };
                    stack.push((name, units, url));
                }
                i += end + 1;
            }
            '&' => {
                let rest = &s[i..];
                let Some(semi) = rest[..rest.len().min(12)].find(';') else {
                    return Err(format!(
                        "Character '&' is reserved and must be escaped, at byte offset {i}"
                    ));
                };
                let name = &rest[1..semi];
                let ch = match name {
                    "lt" => '<',
                    "gt" => '>',
                    "amp" => '&',
                    "quot" => '"',
                    _ => {
                        let code = if let Some(hex) =
                            name.strip_prefix("#x").or_else(|| name.strip_prefix("#X"))
                        {
                            u32::from_str_radix(hex, 16).ok()
                        } else if let Some(dec) = name.strip_prefix('#') {
                            dec.parse().ok()
                        } else {
                            None
                        };
                        match code.and_then(char::from_u32) {
                            Some(ch) => ch,
                            None => {
                                return Err(format!(
                                    "Unsupported HTML entity \"&{name};\" at byte offset {i}"
                                ))
                            }
                        }
                    }
                };
                out.push(ch);
                units += ch.len_utf16();
                i += semi + 1;
            }
            _ => {
                out.push(c);
                units += c.len_utf16();
                i += c.len_utf8();
            }
        }
    }
    if let Some((open, _, _)) = stack.pop() {
        return Err(format!(
            "Can't find end tag corresponding to start tag \"{open}\""
        ));
    }
    entities.sort_by_key(|e| e["offset"].as_u64());
    Ok((out, entities))
}

// ---------------------------------------------------------------- connections

/// A listener whose connections can be closed instead of answered.
struct KillListener {
    inner: TcpListener,
    doomed: Arc<Mutex<HashSet<SocketAddr>>>,
}

impl axum::serve::Listener for KillListener {
    type Io = KillStream;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (KillStream, SocketAddr) {
        loop {
            if let Ok((stream, peer)) = self.inner.accept().await {
                let _ = stream.set_nodelay(true);
                return (
                    KillStream {
                        inner: stream,
                        peer,
                        doomed: self.doomed.clone(),
                    },
                    peer,
                );
            }
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.inner.local_addr()
    }
}

struct KillStream {
    inner: TcpStream,
    peer: SocketAddr,
    doomed: Arc<Mutex<HashSet<SocketAddr>>>,
}

impl KillStream {
    fn is_doomed(&self) -> bool {
        self.doomed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .contains(&self.peer)
    }
}

impl Drop for KillStream {
    fn drop(&mut self) {
        self.doomed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.peer);
    }
}

fn reset() -> io::Error {
    io::Error::new(
        io::ErrorKind::ConnectionReset,
        "connection dropped by the test",
    )
}

impl AsyncRead for KillStream {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        if self.is_doomed() {
            return Poll::Ready(Err(reset()));
        }
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl AsyncWrite for KillStream {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        if self.is_doomed() {
            return Poll::Ready(Err(reset()));
        }
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        if self.is_doomed() {
            return Poll::Ready(Err(reset()));
        }
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}
