//! One incoming message, handled inside its transaction: commands, moves,
//! seats and turns. Everything the message causes is collected in `out` and
//! written to the outbox by the caller in the same transaction.
//!
//! The rooms, by concern: [`lobby`] (new games, joining, private chats),
//! [`find`] (which game a message is about), [`play`] (moves, game
//! commands, resignation, draws), [`view`] (help, boards, records, lists),
//! [`timers`] (deadlines and reminders), [`ratings`] (stats, leaderboards,
//! history), [`route`] (which game a plain message is a move for, or
//! conversation).

use rand::rngs::StdRng;
use rusqlite::Connection;

use crate::i18n::{Lang, Text};
use crate::message::{ChatKind, Content, Incoming, Outgoing};
use crate::rules::{Ctx, Game, GameKind};
use crate::store::{self, GameRow};

use super::cache::GameCache;
use super::commands::{self, Command, Parse};
use super::gate::Admitted;
use super::{text, CoreError, HubConfig};

mod find;
mod language;
mod lobby;
mod play;
mod ratings;
mod route;
mod timers;
mod view;

pub use timers::{duration_words, fire};

/// Why the handling of a message stopped early.
enum Exit {
    /// The user's request is refused with this text; nothing changed.
    Refused(Text),
    /// The machinery failed: the message's savepoint is rolled back.
    Failed(CoreError),
}

impl From<CoreError> for Exit {
    fn from(e: CoreError) -> Exit {
        Exit::Failed(e)
    }
}

impl From<crate::rules::SaveError> for Exit {
    fn from(e: crate::rules::SaveError) -> Exit {
        Exit::Failed(e.into())
    }
}

impl From<rusqlite::Error> for Exit {
    fn from(e: rusqlite::Error) -> Exit {
        Exit::Failed(e.into())
    }
}

type R<T> = Result<T, Exit>;

/// Ends the handling of a message with a refusal: nothing changed.
fn refused<T>(text: Text) -> R<T> {
    Err(Exit::Refused(text))
}

/// A game's refusal.
fn rules_refusal(refusal: crate::rules::Refusal) -> Text {
    refusal.0
}

/// The `/start` parameter of a deep link that only opens the private chat.
const OPEN_LINK: &str = "hello";

pub struct Session<'a> {
    tx: &'a Connection,
    now: i64,
    rng: &'a mut StdRng,
    config: &'a HubConfig,
    games: &'a mut GameCache,
    msg: &'a Incoming,
    out: Vec<Outgoing>,
    /// The button press is answered (a toast or an alert) already.
    answered: bool,
    /// The sender's language (answers to button presses are written in
    /// it; moves are read with its letters).
    lang: Lang,
    /// Games with a computer seat this message acted on: once committed,
    /// the computer opponent looks whether it is to act in them.
    bot_games: Vec<i64>,
}

/// A game the message acts on, loaded.
struct Loaded {
    row: GameRow,
    game: Box<dyn Game>,
    kind: &'static GameKind,
}

impl<'a> Session<'a> {
    pub fn new(
        tx: &'a Connection,
        now: i64,
        rng: &'a mut StdRng,
        config: &'a HubConfig,
        games: &'a mut GameCache,
        msg: &'a Admitted<'_>,
    ) -> Session<'a> {
        // Only a message through the gate: nothing a person wrote can
        // carry a reference from here on.
        let msg: &'a Incoming = msg;
        Session {
            tx,
            now,
            rng,
            config,
            games,
            msg,
            out: Vec::new(),
            answered: false,
            lang: Lang::EN,
            bot_games: Vec::new(),
        }
    }

    /// The games with a computer seat this message acted on (or only
    /// looked at), for [`crate::core::Hub::bot_games_changed`].
    pub fn bot_games(&self) -> &[i64] {
        &self.bot_games
    }

    /// Notes `row`'s game if the computer opponent holds a seat in it.
    fn note_bot_game(&mut self, row: &GameRow) {
        if super::bot::has_bot_seat(row) && !self.bot_games.contains(&row.id) {
            self.bot_games.push(row.id);
        }
    }

    pub fn finish(mut self) -> Vec<Outgoing> {
        if let Content::Button { query_id, .. } = &self.msg.content {
            if !self.answered {
                self.out.push(Outgoing::Answer {
                    query_id: query_id.clone(),
                    text: Text::default(),
                    alert: false,
                });
            }
        }
        // An answer to a press goes to the presser, in their language.
        for o in &mut self.out {
            if let Outgoing::Answer { text, .. } = o {
                text.translate(self.lang);
            }
        }
        self.out
    }

    fn private(&self) -> bool {
        self.msg.chat.kind == ChatKind::Private
    }

    fn user(&self) -> i64 {
        self.msg.user.id
    }

    /// A message to the chat the incoming message came from.
    fn reply(&mut self, text: Text) {
        self.out.push(Outgoing::text(self.msg.chat.id, text));
    }

    fn reply_code(&mut self, text: Text, code: Text, game: Option<i64>) {
        let mut m = Outgoing::text(self.msg.chat.id, text).with_code(code);
        if let Some(id) = game {
            m = m.about(id);
        }
        self.out.push(m);
    }

    /// The sender as a mention link, if their name needs one.
    fn sender_mention(&self) -> Vec<(String, i64)> {
        if self.msg.user.link {
            vec![(self.msg.user.name.clone(), self.msg.user.id)]
        } else {
            Vec::new()
        }
    }

    /// A short answer to a button press (no alert); a typed message gets it
    /// as a reply.
    fn toast(&mut self, text: Text) {
        match &self.msg.content {
            Content::Button { query_id, .. } if !self.answered => {
                self.answered = true;
                self.out.push(Outgoing::Answer {
                    query_id: query_id.clone(),
                    text,
                    alert: false,
                });
            }
            _ => self.reply(text),
        }
    }

    /// The buttons of the message whose button was pressed are spent: they
    /// are removed.
    fn clear_pressed_buttons(&mut self) {
        if let (Content::Button { .. }, Some(message_id)) = (&self.msg.content, self.msg.reply_to) {
            self.out.push(Outgoing::ClearButtons {
                chat: self.msg.chat.id,
                message_id,
            });
        }
    }

    /// The context a game's action runs in: the time, the randomness and
    /// the settings.
    fn ctx(&mut self) -> Ctx<'_> {
        Ctx::new(self.now, &mut *self.rng, &self.config.settings).in_lang(self.lang)
    }

    /// A refusal: nothing changed. A button press gets it as an alert; in a
    /// group the sender is named.
    fn refuse(&mut self, text: Text) {
        metrics::counter!("boardbot_refusals_total").increment(1);
        // The computer opponent reads no answer: a move it thought before
        // the game changed (an undo, a resignation) is dropped without a
        // word in the group.
        if crate::message::Occupant::of(self.msg.user.id).is_computer() {
            tracing::debug!(refusal = %crate::i18n::en(&text), "the bot's action was refused");
            return;
        }
        if let Content::Button { query_id, .. } = &self.msg.content {
            if !self.answered {
                self.answered = true;
                self.out.push(Outgoing::Answer {
                    query_id: query_id.clone(),
                    text,
                    alert: true,
                });
                return;
            }
        }
        if self.private() {
            self.reply(text);
        } else {
            let named = Text::plain(&self.msg.user.name).and_plain(": ").and(&text);
            self.reply(named);
        }
    }

    /// Handles the message; a refusal is answered here, once.
    pub fn run(&mut self) -> Result<(), CoreError> {
        match self.dispatch() {
            Ok(()) => Ok(()),
            Err(Exit::Refused(text)) => {
                self.refuse(text);
                Ok(())
            }
            Err(Exit::Failed(e)) => Err(e),
        }
    }

    fn dispatch(&mut self) -> R<()> {
        let m = self.msg;
        store::upsert_user(self.tx, m.user.id, &m.user.name)?;
        store::set_user_link(self.tx, m.user.id, m.user.link)?;
        if m.user.lang.is_some() {
            store::set_user_tg_lang(self.tx, m.user.id, m.user.lang.as_deref())?;
        }
        self.lang = store::user_lang(self.tx, m.user.id)?;
        // The computer opponent's messages carry no chat title to keep.
        if !crate::message::Occupant::of(m.user.id).is_computer() {
            store::upsert_chat(self.tx, m.chat.id, m.chat.kind, &m.chat.title)?;
        }
        if self.private() && !store::private_ok(self.tx, m.user.id)? {
            store::set_private_ok(self.tx, m.user.id)?;
            self.private_chat_opened()?;
        }
        let text = match &m.content {
            Content::Text(t) => t.trim(),
            Content::Button { data, .. } => data.trim(),
            Content::Left => return self.left_group(),
            Content::BotRemoved => return self.bot_removed(),
        };
        if text.is_empty() {
            return Ok(());
        }
        if text.starts_with('/') {
            match commands::parse(text, &self.config.bot_username, &self.config.games) {
                Parse::Command(p) => self.command(p.command, p.target),
                Parse::NotForUs => Ok(()),
                Parse::Refused(text) => refused(text),
                Parse::Unknown(name) => {
                    // In groups other bots' commands are common: stay quiet.
                    if self.private() {
                        self.refuse(crate::text!("unknown-command", command = name));
                    }
                    Ok(())
                }
            }
        } else {
            self.play(text)
        }
    }

    fn command(&mut self, command: Command, target: Option<i64>) -> R<()> {
        match command {
            // A deep link that only opens the private chat (see `ask_for_private_chat`).
            Command::Start(Some(code)) if code == OPEN_LINK => Ok(()),
            Command::Start(Some(code)) => self.join(Some(code), None),
            Command::Start(None) => {
                self.reply(text::greeting(&self.config.games, !self.private()));
                Ok(())
            }
            Command::Help(game) => self.help(game),
            Command::Rules(game) => self.rules(game),
            Command::New(new) => self.new_game(new),
            Command::Join(code) => self.join(code, target),
            Command::Board { text } => self.board(target, text),
            Command::Moves => self.moves(target),
            Command::Resign { confirm, asker } => self.resign(target, confirm, asker),
            Command::Draw => self.draw(target),
            Command::Games => self.games(),
            // `/switch #3` names the game as `#N` does elsewhere.
            Command::Switch(id) => self.switch(id.or(target)),
            Command::Export(what) => self.export(target, what),
            Command::Abort => self.abort(target),
            Command::Claim => self.claim(target),
            Command::Say(text) => self.say(target, &text),
            Command::Stats { who, game } => self.stats(who.as_deref(), game),
            Command::Top(game) => self.top(game),
            Command::History(n) => self.history(n),
            Command::Language(lang) => self.language(lang),
            Command::Game { name, args } => self.game_command(target, &name, &args),
        }
    }
}
