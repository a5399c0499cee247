//! What the Telegram transport needs of the core beyond [`Hub::handle`],
//! [`Hub::pending`] and [`Hub::delivered`]: reading the outbox past the
//! entries in flight, messages delivered as several Telegram messages, recipients
//! Telegram refuses (a user who blocked the bot), groups that became
//! supergroups, and an apology when handling a message panicked.

use std::collections::HashSet;

use crate::store::{self, Status};

use super::commands::{self, Parse};
use super::{CoreError, Hub};
use crate::message::{Incoming, Outgoing, Shown};
use crate::render;

/// The queued board view of `msg` drawn into its PNG photo, the replay's
/// frames into a GIF (pure: the same views give the same bytes). Texts are
/// left as they are: the hub translates them first. Here, not in
/// `message.rs`, which is plain data: the deliverer draws, outside the
/// hub's lock.
pub fn draw(mut msg: Outgoing) -> Outgoing {
    match &mut msg {
        Outgoing::Message { picture, photo, .. } => {
            if let Some(view) = picture.take() {
                *photo = Some(render::png(&view, render::default_square_px(&view)));
            }
        }
        Outgoing::Animation { frames, gif, .. } if !frames.is_empty() => {
            *gif = Some(render::animation::gif(frames));
            frames.clear();
        }
        _ => {}
    }
    msg
}

impl Hub {
    /// A hub on the database at `path` (created and migrated if needed),
    /// for transports that name no store (the console): the error says
    /// which file could not be opened.
    pub fn open(path: &std::path::Path, config: super::HubConfig) -> Result<Hub, CoreError> {
        Ok(Hub::new(store::Store::open_named(path)?, config))
    }

    /// What a chat is called: a group's title, else the user's name (a
    /// private chat's id is its user's); `None` for a chat never seen or a
    /// database error (the console then shows the id).
    pub fn chat_label(&self, chat: i64) -> Option<String> {
        let conn = self.store.conn();
        match store::chat(conn, chat) {
            Ok(Some((_, title))) => Some(title),
            _ => store::user_name(conn, chat).ok().flatten(),
        }
    }

    /// The highest message id delivered so far (the console numbers its
    /// messages on from it after a restart).
    pub fn last_sent_id(&self) -> Result<Option<i64>, CoreError> {
        Ok(store::max_sent_id(self.store.conn())?)
    }

    /// The newest board delivered to `chat`: the message a console reply
    /// (`USER@CHAT> TEXT`) answers.
    pub fn last_board_message(&self, chat: i64) -> Result<Option<i64>, CoreError> {
        Ok(store::last_board_message(self.store.conn(), chat)?)
    }

    /// Committed messages not yet delivered, oldest first, leaving out
    /// the entries in `skip` (those a sender has in hand already; their
    /// payload is not even read). Translated, but their pictures are left
    /// to draw ([`draw`]): a GIF takes tens of milliseconds, which
    /// the caller spends outside the hub's lock, not in the way of moves.
    pub fn pending_undrawn(
        &self,
        skip: &HashSet<i64>,
        limit: usize,
    ) -> Result<Vec<(i64, Outgoing)>, CoreError> {
        let rows = store::pending_outbox_except(self.store.conn(), skip, limit)?;
        self.translated(rows)
    }

    /// Like [`Hub::delivered`] for a message Telegram got as several
    /// messages (a long text split, a caption sent before its photo): a
    /// reply to any of them finds the game. A delivered board supersedes the
    /// game's earlier messages in the chat: their buttons are removed (only
    /// the latest board acts).
    ///
    /// Committed without waiting for the disk: a power cut right after can
    /// only make the bot send this message again (or leave an old button
    /// that the core refuses anyway), never lose a move. `now` (ms) is the
    /// caller's clock, as for every other call of the core.
    pub fn delivered_parts(
        &mut self,
        outbox_id: i64,
        chat: i64,
        message_ids: &[i64],
        shown: Shown,
        now: i64,
    ) -> Result<(), CoreError> {
        let created = store::relaxed_tx(self.store.conn_mut(), |tx| {
            if let Some(g) = shown.game {
                // Buttons that left while the game ended (a prompt in
                // flight during an abort) go at once: the ending could not
                // see them.
                let stale = shown.buttons && store::queued_before_end(tx, outbox_id, g)?;
                let last = message_ids.len().saturating_sub(1);
                for (i, m) in message_ids.iter().enumerate() {
                    let buttons = shown.buttons && i == last && !stale;
                    store::remember_sent(tx, chat, *m, g, buttons, shown.board)?;
                }
                if let (true, Some(&message_id)) = (stale, message_ids.last()) {
                    let clear = Outgoing::ClearButtons { chat, message_id };
                    store::push_outbox(tx, &clear, now)?;
                }
                if let (true, Some(&newest)) = (shown.board, message_ids.last()) {
                    for old in store::take_buttoned(tx, chat, g, newest)? {
                        let clear = Outgoing::ClearButtons {
                            chat,
                            message_id: old,
                        };
                        store::push_outbox(tx, &clear, now)?;
                    }
                }
            }
            store::take_outbox(tx, outbox_id)
        })?;
        if let Some(created) = created {
            // From the commit that queued it to Telegram's acceptance.
            metrics::histogram!("boardbot_delivery_seconds")
                .record((now - created).max(0) as f64 / 1000.0);
        }
        Ok(())
    }

    /// What the operator's endpoints show: the outbox, the running games.
    pub fn figures(&self) -> Result<store::figures::Figures, CoreError> {
        Ok(store::figures::figures(self.store.conn())?)
    }

    /// Whether the database still takes a write (`/healthz`).
    pub fn probe_write(&mut self) -> Result<(), CoreError> {
        Ok(store::figures::probe_write(self.store.conn_mut())?)
    }

    /// Telegram refuses for good to deliver a queued message to `chat`
    /// (`why`: the user blocked the bot, deleted their account, …). The
    /// message is dropped and the game goes on; the first time it happens
    /// to a user, the game's group (or, in a private game, the opponent) is
    /// told, and the bot stops counting on the user's private chat until
    /// they write to it again.
    pub fn undeliverable(
        &mut self,
        outbox_id: i64,
        chat: i64,
        game: Option<i64>,
        why: &str,
        now_ms: i64,
    ) -> Result<(), CoreError> {
        let tx = self.store.conn_mut().transaction()?;
        store::delete_outbox(&tx, outbox_id)?;
        // Users have positive ids; a group that removed the bot has nobody
        // to tell.
        if chat > 0 && store::private_ok(&tx, chat)? {
            store::clear_private_ok(&tx, chat)?;
            let row = match game {
                Some(g) => store::game(&tx, g)?,
                None => None,
            };
            if let Some(row) = row.filter(|r| matches!(r.status, Status::Open | Status::Active)) {
                let name = store::user_name(&tx, chat)?.unwrap_or_else(|| format!("user {chat}"));
                let text = crate::text!(
                    "unreachable",
                    name = name,
                    why = why,
                    id = row.id,
                    link = format!("https://t.me/{}?start", self.config.bot_username)
                );
                let targets: Vec<i64> = match row.chat_id {
                    Some(group) => vec![group],
                    None => row
                        .seats
                        .iter()
                        .flatten()
                        .copied()
                        .filter(|u| *u != chat)
                        .collect(),
                };
                for t in targets {
                    let out = Outgoing::text(t, text.clone()).about(row.id);
                    store::push_outbox(&tx, &out, now_ms)?;
                }
            }
        }
        tx.commit()?;
        Ok(())
    }

    /// A group became a supergroup with a new chat id: its games, its
    /// queued messages' recipient and its title follow.
    pub fn migrate_chat(&mut self, old: i64, new: i64) -> Result<(), CoreError> {
        if old == new {
            return Ok(());
        }
        let tx = self.store.conn_mut().transaction()?;
        store::migrate_chat(&tx, old, new)?;
        tx.commit()?;
        Ok(())
    }

    /// Handling `msg` failed without an error from the core (it panicked,
    /// and its transaction was rolled back): the sender is told, as for a
    /// failure of the machinery in [`Hub::handle`].
    pub fn failed(&mut self, msg: &Incoming, now_ms: i64) -> Result<(), CoreError> {
        let tx = self.store.conn_mut().transaction()?;
        let out = super::sorry(msg);
        store::push_outbox(&tx, &out, now_ms)?;
        tx.commit()?;
        Ok(())
    }

    /// Whether `/name` is a command the core understands (for the menu).
    pub fn knows_command(name: &str) -> bool {
        matches!(
            commands::parse(&format!("/{name}"), "bot", crate::rules::GAMES),
            Parse::Command(_) | Parse::Refused(_)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Chat, ChatKind, Content, HubConfig, User};
    use crate::store::Store;

    fn hub() -> Hub {
        Hub::new(
            Store::in_memory().unwrap(),
            HubConfig {
                seed: Some(1),
                ..HubConfig::default()
            },
        )
    }

    fn private(user: i64, text: &str) -> Incoming {
        Incoming {
            update_id: None,
            chat: Chat {
                id: user,
                kind: ChatKind::Private,
                title: format!("u{user}"),
            },
            user: User::new(user, format!("u{user}")),
            content: Content::Text(text.into()),
            reply_to: None,
            admin: false,
        }
    }

    #[test]
    fn cursor_parts_and_undeliverable() {
        let mut hub = hub();
        hub.handle(&private(15, "/help"), 1000).unwrap();
        hub.handle(&private(16, "/help"), 1000).unwrap();
        let all = hub.pending_undrawn(&HashSet::new(), 10).unwrap();
        assert_eq!(all.len(), 2);
        let rest = hub.pending_undrawn(&HashSet::from([all[0].0]), 10).unwrap();
        assert_eq!(rest, all[1..]);
        hub.delivered_parts(all[0].0, 15, &[1, 2], Shown::default(), 3000)
            .unwrap();
        // No game: dropped, nobody told.
        hub.undeliverable(all[1].0, 16, None, "blocked", 2000)
            .unwrap();
        assert!(hub.pending(10).unwrap().is_empty());
        assert!(!store::private_ok(hub.conn(), 16).unwrap());
        assert!(store::private_ok(hub.conn(), 15).unwrap());
    }

    #[test]
    fn delivery_bookkeeping_is_dated_by_the_callers_clock() {
        let mut hub = hub();
        hub.handle(&private(15, "/help"), 1000).unwrap();
        let id = hub.pending(10).unwrap()[0].0;
        // An older board of game 9 in chat 15 still has its buttons: the
        // newer board delivered now queues their removal, dated `now`.
        store::remember_sent(hub.conn(), 15, 1, 9, true, true).unwrap();
        let board = Shown {
            game: Some(9),
            buttons: true,
            board: true,
        };
        let now = 77_000;
        hub.delivered_parts(id, 15, &[2], board, now).unwrap();
        let queued = hub.pending(10).unwrap();
        assert_eq!(queued.len(), 1, "{queued:?}");
        assert!(
            matches!(
                queued[0].1,
                Outgoing::ClearButtons {
                    chat: 15,
                    message_id: 1
                }
            ),
            "{queued:?}"
        );
        let created = store::take_outbox(hub.conn(), queued[0].0).unwrap();
        assert_eq!(created, Some(now));
    }

    #[test]
    fn apology_and_commands() {
        let mut hub = hub();
        hub.failed(&private(5, "a1"), 1).unwrap();
        let p = hub.pending(10).unwrap();
        assert!(
            matches!(&p[0].1, Outgoing::Message { chat: 5, text, .. } if text.starts_with("Sorry"))
        );
        assert!(Hub::knows_command("new"));
        assert!(Hub::knows_command("resign"));
        assert!(!Hub::knows_command("frobnicate"));
    }
}
