//! Who administers a group, for the commands only administrators may give
//! for others (`/abort` of another pair's game): Telegram's `getChatMember`,
//! asked only for such a command and remembered for a few minutes per
//! (group, user).

use std::collections::HashMap;
use std::time::Duration;

use teloxide::prelude::*;
use tokio::time::Instant;

use crate::core::{ChatKind, Content, Incoming};

/// How long an answer of `getChatMember` is trusted.
pub const DEFAULT_TTL: Duration = Duration::from_secs(5 * 60);

/// How long the bot waits for `getChatMember` before taking the sender for
/// a plain member (the group's messages wait meanwhile; other chats' do
/// not, see `intake::Held`).
const ASK_TIMEOUT: Duration = Duration::from_secs(5);

/// Entries kept at most before the expired ones are dropped.
const PRUNE_AT: usize = 4096;

/// The commands whose handling depends on the sender being an
/// administrator of the group.
const ADMIN_COMMANDS: &[&str] = &["abort", "language", "lang"];

/// Whether the core needs to know if the sender of `msg` administers its
/// group: a group message or button press whose command is one of
/// [`ADMIN_COMMANDS`], bare or addressed to this bot (`/abort@bot`).
pub fn needs_check(msg: &Incoming, bot_username: &str) -> bool {
    if msg.chat.kind != ChatKind::Group {
        return false;
    }
    let text = match &msg.content {
        Content::Text(t) => t,
        Content::Button { data, .. } => data,
        Content::Left | Content::BotRemoved => return false,
    };
    let Some(word) = text.split_whitespace().next() else {
        return false;
    };
    let Some(command) = word.strip_prefix('/') else {
        return false;
    };
    let (name, to) = match command.split_once('@') {
        Some((name, to)) => (name, Some(to)),
        None => (command, None),
    };
    let ours = to.is_none_or(|to| to.eq_ignore_ascii_case(bot_username));
    ours && ADMIN_COMMANDS.iter().any(|c| name.eq_ignore_ascii_case(c))
}

/// Remembered answers: (chat, user) → (administrator, when asked).
#[derive(Debug)]
pub struct Admins {
    ttl: Duration,
    known: HashMap<(i64, i64), (bool, Instant)>,
}

impl Admins {
    pub fn new(ttl: Duration) -> Admins {
        Admins {
            ttl,
            known: HashMap::new(),
        }
    }

    /// The remembered answer, if still fresh at `now`.
    pub fn cached(&self, chat: i64, user: i64, now: Instant) -> Option<bool> {
        self.known
            .get(&(chat, user))
            .filter(|(_, at)| now.saturating_duration_since(*at) < self.ttl)
            .map(|(admin, _)| *admin)
    }

    pub fn remember(&mut self, chat: i64, user: i64, admin: bool, now: Instant) {
        if self.known.len() >= PRUNE_AT {
            let ttl = self.ttl;
            self.known
                .retain(|_, (_, at)| now.saturating_duration_since(*at) < ttl);
        }
        self.known.insert((chat, user), (admin, now));
    }

    /// Forgets what is known of a user in a group (they left, were
    /// promoted or demoted).
    pub fn forget(&mut self, chat: i64, user: i64) {
        self.known.remove(&(chat, user));
    }
}

/// Whether `user` is the creator or an administrator of `chat`, as
/// Telegram says; `None` if the call failed or timed out (taken for a plain
/// member, and not remembered, so the next command asks again).
pub async fn ask(bot: &Bot, chat: i64, user: i64) -> Option<bool> {
    let user_id = u64::try_from(user).map(UserId).ok()?;
    let asked = tokio::time::timeout(ASK_TIMEOUT, bot.get_chat_member(ChatId(chat), user_id));
    match asked.await {
        Ok(Ok(member)) => Some(member.kind.is_privileged()),
        Ok(Err(e)) => {
            tracing::warn!(chat, user, error = %e, "getChatMember failed; taken for a plain member");
            None
        }
        Err(_) => {
            tracing::warn!(
                chat,
                user,
                "getChatMember timed out; taken for a plain member"
            );
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Chat, User};

    fn msg(kind: ChatKind, content: Content) -> Incoming {
        Incoming {
            update_id: None,
            chat: Chat {
                id: if kind == ChatKind::Group { -5 } else { 7 },
                kind,
                title: "Club".into(),
            },
            user: User::new(7, "ann"),
            content,
            reply_to: None,
            admin: false,
        }
    }

    fn text(kind: ChatKind, t: &str) -> Incoming {
        msg(kind, Content::Text(t.into()))
    }

    #[test]
    fn only_group_abort_commands_are_checked() {
        let g = ChatKind::Group;
        for t in [
            "/abort",
            "/abort #3",
            "  /abort",
            "/ABORT",
            "/abort@boardbot #3",
            "/abort@BoardBot",
        ] {
            assert!(needs_check(&text(g, t), "boardbot"), "{t}");
        }
        for t in [
            "/abortion",
            "/abort@otherbot",
            "abort",
            "/resign",
            "",
            "e2e4 /abort",
            "/ab",
        ] {
            assert!(!needs_check(&text(g, t), "boardbot"), "{t}");
        }
        assert!(!needs_check(&text(ChatKind::Private, "/abort"), "boardbot"));
        let press = msg(
            g,
            Content::Button {
                data: "/abort #12".into(),
                query_id: "q".into(),
            },
        );
        assert!(needs_check(&press, "boardbot"));
        assert!(!needs_check(&msg(g, Content::Left), "boardbot"));
    }

    #[test]
    fn answers_are_remembered_for_a_while() {
        let mut a = Admins::new(Duration::from_secs(300));
        let t0 = Instant::now();
        assert_eq!(a.cached(-5, 7, t0), None);
        a.remember(-5, 7, true, t0);
        a.remember(-5, 8, false, t0);
        assert_eq!(a.cached(-5, 7, t0 + Duration::from_secs(299)), Some(true));
        assert_eq!(a.cached(-5, 8, t0), Some(false));
        assert_eq!(a.cached(-6, 7, t0), None, "per group");
        assert_eq!(a.cached(-5, 7, t0 + Duration::from_secs(300)), None);
        a.forget(-5, 8);
        assert_eq!(a.cached(-5, 8, t0), None);
    }

    #[test]
    fn memory_stays_bounded() {
        let mut a = Admins::new(Duration::from_secs(1));
        let t0 = Instant::now();
        for u in 0..PRUNE_AT as i64 {
            a.remember(-5, u, false, t0);
        }
        let later = t0 + Duration::from_secs(2);
        a.remember(-5, -1, true, later);
        assert_eq!(a.known.len(), 1);
        assert_eq!(a.cached(-5, -1, later), Some(true));
    }
}
