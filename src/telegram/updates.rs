//! Telegram updates → [`Incoming`] messages for the core.

use teloxide::types::{
    CallbackQuery, Chat as TgChat, ChatMemberUpdated, Message, Update, UpdateKind, User as TgUser,
};

use std::collections::HashMap;
use std::time::Duration;

use tokio::time::Instant;

use crate::core::{Chat, ChatKind, Content, Incoming, User};

/// What an update asks of the bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A message or button press for the core.
    Handle(Incoming),
    /// A button press the core cannot place (no chat, no data): answered
    /// at once so the user's button stops spinning.
    AnswerOnly(String),
    /// A group became a supergroup with a new id.
    Migrate { from: i64, to: i64 },
    /// A member's status in a group changed without their leaving (made or
    /// no longer an administrator…): what is known of their rights is stale.
    Member { chat: i64, user: i64 },
    /// Nothing for us: service messages, channel posts, other bots, edits…
    Ignore,
}

/// How the bot names a user to others: `@username`, else the full name.
pub fn user_name(u: &TgUser) -> String {
    match &u.username {
        Some(name) if !name.is_empty() => format!("@{name}"),
        _ => {
            // The core's gate removes the characters references are made
            // of (a name of nothing else becomes `user N` there too).
            let full = u.full_name();
            if full.trim().is_empty() {
                format!("user {}", u.id.0)
            } else {
                full
            }
        }
    }
}

fn user(u: &TgUser) -> User {
    User {
        id: u.id.0 as i64,
        name: user_name(u),
        link: u.username.as_deref().is_none_or(str::is_empty),
        lang: u.language_code.clone(),
    }
}

/// The core's view of a chat; `None` for channels.
fn chat(c: &TgChat, from: &TgUser) -> Option<Chat> {
    if c.is_private() {
        Some(Chat {
            id: c.id.0,
            kind: ChatKind::Private,
            title: user_name(from),
        })
    } else if c.is_group() || c.is_supergroup() {
        Some(Chat {
            id: c.id.0,
            kind: ChatKind::Group,
            title: c.title().unwrap_or("group").to_string(),
        })
    } else {
        None
    }
}

/// The update as the core sees it.
pub fn action(update: &Update) -> Action {
    let update_id = Some(update.id.0 as i64);
    match &update.kind {
        UpdateKind::Message(m) => message(m, update_id),
        UpdateKind::CallbackQuery(q) => callback(q, update_id),
        UpdateKind::ChatMember(m) => member(m, update_id),
        UpdateKind::MyChatMember(m) => bot_member(m, update_id),
        _ => Action::Ignore,
    }
}

fn message(m: &Message, update_id: Option<i64>) -> Action {
    if let Some(to) = m.migrate_to_chat_id() {
        return Action::Migrate {
            from: m.chat.id.0,
            to: to.0,
        };
    }
    let Some(from) = &m.from else {
        return Action::Ignore; // channel posts, anonymous senders
    };
    // A service message: someone left the group or was removed from it.
    // The one who left is `left_chat_member`; `from` may be whoever
    // removed them. Bots (this one included) are nobody's opponent.
    if let Some(left) = m.left_chat_member() {
        if left.is_bot || !(m.chat.is_group() || m.chat.is_supergroup()) {
            return Action::Ignore;
        }
        return match chat(&m.chat, left) {
            Some(chat) => Action::Handle(Incoming {
                update_id,
                chat,
                user: user(left),
                content: Content::Left,
                reply_to: None,
                admin: false,
            }),
            None => Action::Ignore,
        };
    }
    // Other bots' messages and forwards are not moves by this user.
    if from.is_bot || m.forward_origin().is_some() || m.via_bot.is_some() {
        return Action::Ignore;
    }
    let Some(text) = m.text() else {
        return Action::Ignore;
    };
    let Some(chat) = chat(&m.chat, from) else {
        return Action::Ignore;
    };
    Action::Handle(Incoming {
        admin: false,
        update_id,
        chat,
        user: user(from),
        content: Content::Text(text.to_string()),
        reply_to: m.reply_to_message().map(|r| r.id.0 as i64),
    })
}

fn callback(q: &CallbackQuery, update_id: Option<i64>) -> Action {
    let query_id = q.id.0.clone();
    let (Some(data), Some(msg)) = (&q.data, &q.message) else {
        return Action::AnswerOnly(query_id);
    };
    let Some(chat) = chat(msg.chat(), &q.from) else {
        return Action::AnswerOnly(query_id);
    };
    Action::Handle(Incoming {
        admin: false,
        update_id,
        chat,
        user: user(&q.from),
        content: Content::Button {
            data: data.clone(),
            query_id,
        },
        // A button on a board message belongs to that board's game.
        reply_to: Some(msg.id().0 as i64),
    })
}

/// A group's member (not the bot) changed status (`chat_member`, sent only
/// to a bot that administers the group): a leave or a removal is
/// [`Content::Left`].
fn member(m: &ChatMemberUpdated, update_id: Option<i64>) -> Action {
    let who = &m.new_chat_member.user;
    if who.is_bot || !(m.chat.is_group() || m.chat.is_supergroup()) {
        return Action::Ignore;
    }
    let gone = m.old_chat_member.kind.is_present() && !m.new_chat_member.kind.is_present();
    if !gone {
        return Action::Member {
            chat: m.chat.id.0,
            user: who.id.0 as i64,
        };
    }
    match chat(&m.chat, who) {
        Some(chat) => Action::Handle(Incoming {
            update_id,
            chat,
            user: user(who),
            content: Content::Left,
            reply_to: None,
            admin: false,
        }),
        None => Action::Ignore,
    }
}

/// The bot's own status in a chat changed (`my_chat_member`): removed
/// from a group (left or banned) is [`Content::BotRemoved`], the user being
/// whoever removed it. Being added, promoted, or blocked in a private chat
/// is nothing for the core.
fn bot_member(m: &ChatMemberUpdated, update_id: Option<i64>) -> Action {
    if !(m.chat.is_group() || m.chat.is_supergroup()) {
        return Action::Ignore;
    }
    if m.new_chat_member.kind.is_present() {
        return Action::Ignore;
    }
    match chat(&m.chat, &m.from) {
        Some(chat) => Action::Handle(Incoming {
            update_id,
            chat,
            user: user(&m.from),
            content: Content::BotRemoved,
            reply_to: None,
            admin: false,
        }),
        None => Action::Ignore,
    }
}

/// How long a leave is remembered to recognise its second report.
const LEAVE_WINDOW: Duration = Duration::from_secs(10 * 60);

/// One leave reaches a bot that administers the group twice: as a
/// `chat_member` update and as the `left_chat_member` service message, in
/// either order. The second report is dropped, so the group is told once.
/// Anything else from the user in that group (a message, a press, their
/// rejoining) ends the memory: a later leave is a new one.
#[derive(Debug, Default)]
pub struct Leaves {
    seen: HashMap<(i64, i64), Instant>,
}

impl Leaves {
    /// Whether `msg` goes to the core (`false`: a leave reported already).
    pub fn fresh(&mut self, msg: &Incoming, now: Instant) -> bool {
        let key = (msg.chat.id, msg.user.id);
        if msg.content != Content::Left {
            self.seen.remove(&key);
            return true;
        }
        if let Some(at) = self.seen.get(&key) {
            if now.saturating_duration_since(*at) < LEAVE_WINDOW {
                return false;
            }
        }
        if self.seen.len() >= 4096 {
            self.seen
                .retain(|_, at| now.saturating_duration_since(*at) < LEAVE_WINDOW);
        }
        self.seen.insert(key, now);
        true
    }

    /// The user's status in the group changed otherwise (rejoined…).
    pub fn forget(&mut self, chat: i64, user: i64) {
        self.seen.remove(&(chat, user));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn update(v: serde_json::Value) -> Update {
        // From text, as from Telegram: teloxide's update parser needs it.
        serde_json::from_str(&v.to_string()).expect("a valid update")
    }

    fn private_text(update_id: u32, text: &str, username: Option<&str>) -> serde_json::Value {
        let mut from = json!({"id": 42, "is_bot": false, "first_name": "Ann", "last_name": "Lee"});
        if let Some(u) = username {
            from["username"] = json!(u);
        }
        json!({
            "update_id": update_id,
            "message": {
                "message_id": 7,
                "date": 1700000000,
                "chat": {"id": 42, "type": "private", "first_name": "Ann"},
                "from": from,
                "text": text
            }
        })
    }

    #[test]
    fn private_message() {
        let a = action(&update(private_text(5, "/start abc", Some("ann"))));
        assert_eq!(
            a,
            Action::Handle(Incoming {
                admin: false,
                update_id: Some(5),
                chat: Chat {
                    id: 42,
                    kind: ChatKind::Private,
                    title: "@ann".into()
                },
                user: User::new(42, "@ann"),
                content: Content::Text("/start abc".into()),
                reply_to: None,
            })
        );
        let Action::Handle(m) = action(&update(private_text(6, "hi", None))) else {
            panic!()
        };
        assert_eq!(m.user.name, "Ann Lee");
    }

    #[test]
    fn group_reply_and_button() {
        let u = update(json!({
            "update_id": 9,
            "message": {
                "message_id": 20,
                "date": 1700000000,
                "chat": {"id": -100123, "type": "supergroup", "title": "Club"},
                "from": {"id": 42, "is_bot": false, "first_name": "Ann"},
                "text": "a1 3 b3",
                "reply_to_message": {
                    "message_id": 19, "date": 1700000000,
                    "chat": {"id": -100123, "type": "supergroup", "title": "Club"},
                    "from": {"id": 1, "is_bot": true, "first_name": "Bot", "username": "boardbot"},
                    "text": "board"
                }
            }
        }));
        let Action::Handle(m) = action(&u) else {
            panic!()
        };
        assert_eq!(m.chat.kind, ChatKind::Group);
        assert_eq!(m.chat.title, "Club");
        assert_eq!(m.reply_to, Some(19));

        let q = update(json!({
            "update_id": 10,
            "callback_query": {
                "id": "q1",
                "from": {"id": 43, "is_bot": false, "first_name": "Bob", "username": "bob"},
                "chat_instance": "ci",
                "data": "/join #3",
                "message": {
                    "message_id": 19, "date": 1700000000,
                    "chat": {"id": -5, "type": "group", "title": "Pals"},
                    "from": {"id": 1, "is_bot": true, "first_name": "Bot"},
                    "text": "Opok #3"
                }
            }
        }));
        let Action::Handle(m) = action(&q) else {
            panic!()
        };
        assert_eq!(
            m.content,
            Content::Button {
                data: "/join #3".into(),
                query_id: "q1".into()
            }
        );
        assert_eq!(m.chat.id, -5);
        assert_eq!(m.user.name, "@bob");
    }

    #[test]
    fn bots_channels_and_inline_buttons() {
        let mut v = private_text(1, "hi", None);
        v["message"]["from"]["is_bot"] = json!(true);
        assert_eq!(action(&update(v)), Action::Ignore);
        let q = update(json!({
            "update_id": 11,
            "callback_query": {
                "id": "q2",
                "from": {"id": 43, "is_bot": false, "first_name": "Bob"},
                "chat_instance": "ci",
                "inline_message_id": "im",
                "data": "/board"
            }
        }));
        assert_eq!(action(&q), Action::AnswerOnly("q2".into()));
    }

    fn member_json(user: serde_json::Value, status: &str) -> serde_json::Value {
        let mut m = json!({"user": user, "status": status});
        if status == "kicked" {
            m["until_date"] = json!(0);
        }
        if status == "administrator" {
            for k in [
                "can_be_edited",
                "is_anonymous",
                "can_manage_chat",
                "can_delete_messages",
                "can_manage_video_chats",
                "can_restrict_members",
                "can_promote_members",
                "can_change_info",
                "can_invite_users",
            ] {
                m[k] = json!(false);
            }
        }
        m
    }

    fn member_update(
        kind: &str,
        chat: serde_json::Value,
        who: serde_json::Value,
        old: &str,
        new: &str,
    ) -> Update {
        update(json!({
            "update_id": 30,
            kind: {
                "chat": chat,
                "from": {"id": 50, "is_bot": false, "first_name": "Admin"},
                "date": 1700000000,
                "old_chat_member": member_json(who.clone(), old),
                "new_chat_member": member_json(who, new),
            }
        }))
    }

    fn club() -> serde_json::Value {
        json!({"id": -100123, "type": "supergroup", "title": "Club"})
    }

    #[test]
    fn left_chat_member_is_the_one_who_left() {
        // An administrator removes Ann: `from` is the administrator.
        let u = update(json!({
            "update_id": 21,
            "message": {
                "message_id": 30, "date": 1700000000,
                "chat": club(),
                "from": {"id": 50, "is_bot": false, "first_name": "Admin", "username": "adm"},
                "left_chat_member": {"id": 42, "is_bot": false, "first_name": "Ann"}
            }
        }));
        assert_eq!(
            action(&u),
            Action::Handle(Incoming {
                update_id: Some(21),
                chat: Chat {
                    id: -100123,
                    kind: ChatKind::Group,
                    title: "Club".into()
                },
                user: User {
                    id: 42,
                    name: "Ann".into(),
                    link: true,
                    lang: None,
                },
                content: Content::Left,
                reply_to: None,
                admin: false,
            })
        );
        // A bot leaving (this one or another) is nobody's business.
        let u = update(json!({
            "update_id": 22,
            "message": {
                "message_id": 31, "date": 1700000000,
                "chat": club(),
                "from": {"id": 50, "is_bot": false, "first_name": "Admin"},
                "left_chat_member": {"id": 1, "is_bot": true, "first_name": "Bot", "username": "boardbot"}
            }
        }));
        assert_eq!(action(&u), Action::Ignore);
    }

    #[test]
    fn chat_member_leaving_or_banned_is_left() {
        let ann = json!({"id": 42, "is_bot": false, "first_name": "Ann", "username": "ann"});
        for new in ["left", "kicked"] {
            let u = member_update("chat_member", club(), ann.clone(), "member", new);
            let Action::Handle(m) = action(&u) else {
                panic!("{new}: {:?}", action(&u))
            };
            assert_eq!(m.content, Content::Left, "{new}");
            assert_eq!(m.user, User::new(42, "@ann"));
            assert_eq!(m.chat.id, -100123);
        }
        // Promoted: not a leave, but what we know of Ann's rights is stale.
        let u = member_update(
            "chat_member",
            club(),
            ann.clone(),
            "member",
            "administrator",
        );
        assert_eq!(
            action(&u),
            Action::Member {
                chat: -100123,
                user: 42
            }
        );
        // Banned after leaving: reported once, at the leave.
        let u = member_update("chat_member", club(), ann, "left", "kicked");
        assert!(!matches!(action(&u), Action::Handle(_)));
    }

    #[test]
    fn my_chat_member_removed_is_bot_removed() {
        let me = json!({"id": 1, "is_bot": true, "first_name": "Bot", "username": "boardbot"});
        for new in ["left", "kicked"] {
            let u = member_update("my_chat_member", club(), me.clone(), "member", new);
            let Action::Handle(m) = action(&u) else {
                panic!("{new}")
            };
            assert_eq!(m.content, Content::BotRemoved);
            assert_eq!(m.chat.id, -100123);
            // The user is whoever removed the bot.
            assert_eq!(m.user.id, 50);
        }
        // Added to a group, or blocked in a private chat: nothing for the core.
        let u = member_update("my_chat_member", club(), me.clone(), "left", "member");
        assert_eq!(action(&u), Action::Ignore);
        let private = json!({"id": 42, "type": "private", "first_name": "Ann"});
        let u = member_update("my_chat_member", private, me, "member", "kicked");
        assert_eq!(action(&u), Action::Ignore);
    }

    #[test]
    fn a_leave_reported_twice_reaches_the_core_once() {
        let gone = |id: i64| Incoming {
            update_id: None,
            chat: Chat {
                id: -5,
                kind: ChatKind::Group,
                title: "Club".into(),
            },
            user: User::new(id, "ann"),
            content: Content::Left,
            reply_to: None,
            admin: false,
        };
        let mut l = Leaves::default();
        let t0 = Instant::now();
        assert!(l.fresh(&gone(42), t0));
        assert!(!l.fresh(&gone(42), t0), "the second report");
        assert!(l.fresh(&gone(43), t0), "someone else");
        // Back and gone again: a new leave.
        l.forget(-5, 42);
        assert!(l.fresh(&gone(42), t0));
        let mut said = gone(42);
        said.content = Content::Text("/join".into());
        assert!(l.fresh(&said, t0));
        assert!(l.fresh(&gone(42), t0));
        // Long after: a new leave too.
        assert!(l.fresh(&gone(42), t0 + LEAVE_WINDOW));
    }
}
