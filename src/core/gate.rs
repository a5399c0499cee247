//! The one door for what people write. A `t!` reference is a string
//! carrying private-use characters (see [`crate::i18n`]); a person who
//! could send those characters could make the bot render any message with
//! arguments of their choosing. So every field of an [`Incoming`] a person
//! controls (the text, a button's data, their name, their language code,
//! the chat's title) loses those characters here, before anything reads
//! it. A session runs only on an [`Admitted`] message, which only
//! [`admit`] makes: no path into the core skips the gate, and transports
//! need not clean anything themselves.

use std::borrow::Cow;
use std::ops::Deref;

use crate::i18n;
use crate::message::{ChatKind, Content, Incoming};

/// A message that went through [`admit`].
pub(super) struct Admitted<'m>(Cow<'m, Incoming>);

impl Deref for Admitted<'_> {
    type Target = Incoming;
    fn deref(&self) -> &Incoming {
        &self.0
    }
}

/// `msg` with every field a person controls cleaned (borrowed unchanged
/// when there was nothing to clean, as for nearly every message).
pub(super) fn admit(msg: &Incoming) -> Admitted<'_> {
    if !needs_cleaning(msg) {
        return Admitted(Cow::Borrowed(msg));
    }
    let mut m = msg.clone();
    m.user.name = clean(&m.user.name);
    if m.user.name.trim().is_empty() {
        // A name made only of such characters: named as a transport names
        // a user without one.
        m.user.name = format!("user {}", m.user.id);
    }
    m.user.lang = m.user.lang.as_deref().map(clean);
    m.chat.title = clean(&m.chat.title);
    if m.chat.title.trim().is_empty() {
        m.chat.title = match m.chat.kind {
            ChatKind::Private => m.user.name.clone(),
            ChatKind::Group => "group".into(),
        };
    }
    match &mut m.content {
        Content::Text(text) => *text = clean(text),
        // The query id is Telegram's, not the person's, and must come back
        // unchanged to answer the press.
        Content::Button { data, .. } => *data = clean(data),
        Content::Left | Content::BotRemoved => {}
    }
    Admitted(Cow::Owned(m))
}

/// A text a person wrote that the core reads before it becomes a message
/// (the web board's move, checked before it is routed).
pub(super) fn text(text: &str) -> String {
    clean(text)
}

fn clean(text: &str) -> String {
    i18n::clean(text)
}

fn needs_cleaning(msg: &Incoming) -> bool {
    let content = match &msg.content {
        Content::Text(text) => i18n::is_dirty(text),
        Content::Button { data, .. } => i18n::is_dirty(data),
        Content::Left | Content::BotRemoved => false,
    };
    content
        || i18n::is_dirty(&msg.user.name)
        || msg.user.lang.as_deref().is_some_and(i18n::is_dirty)
        || i18n::is_dirty(&msg.chat.title)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::{Chat, User};

    fn forged() -> String {
        crate::t!("count-moves", n = 7)
    }

    #[test]
    fn every_field_a_person_controls_is_cleaned() {
        let f = forged();
        let msg = Incoming {
            update_id: Some(1),
            chat: Chat {
                id: -5,
                kind: ChatKind::Group,
                title: format!("club {f}"),
            },
            user: User {
                id: 9,
                name: format!("eve {f}"),
                link: true,
                lang: Some(format!("uk{f}")),
            },
            content: Content::Button {
                data: format!("/help {f}"),
                query_id: "q1".into(),
            },
            reply_to: Some(3),
            admin: false,
        };
        let m = admit(&msg);
        assert_eq!(m.chat.title, "club count-movesn7");
        assert_eq!(m.user.name, "eve count-movesn7");
        assert_eq!(m.user.lang.as_deref(), Some("ukcount-movesn7"));
        assert_eq!(
            m.content,
            Content::Button {
                data: "/help count-movesn7".into(),
                query_id: "q1".into()
            }
        );
        assert!(!needs_cleaning(&m));
        // What carries no person's text is kept.
        assert_eq!((m.update_id, m.reply_to, m.user.id), (Some(1), Some(3), 9));
    }

    #[test]
    fn a_name_or_title_of_marks_only_gets_a_plain_one() {
        let marks = "\u{E000}\u{E001}";
        let msg = Incoming::text(
            Chat {
                id: 9,
                kind: ChatKind::Private,
                title: marks.into(),
            },
            User::new(9, marks),
            format!("e4{marks}"),
        );
        let m = admit(&msg);
        assert_eq!(m.user.name, "user 9");
        assert_eq!(m.chat.title, "user 9");
        assert_eq!(m.content, Content::Text("e4".into()));
    }

    #[test]
    fn a_clean_message_is_not_copied() {
        let msg = Incoming::text(
            Chat {
                id: 9,
                kind: ChatKind::Private,
                title: "alice".into(),
            },
            User::new(9, "alice"),
            "e4",
        );
        assert!(matches!(admit(&msg).0, Cow::Borrowed(_)));
    }
}
