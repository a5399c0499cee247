//! The core: turns one [`Incoming`] into state changes and [`Outgoing`]
//! messages, inside one SQLite transaction.
//!
//! Seats, turns, invitations, draw offers, correspondence clocks and
//! per-seat privacy live here; the rules of each game live in
//! [`crate::rules`], behind the [`Game`] trait. Transports call
//! [`Hub::handle`] for every message, [`Hub::fire_due`] when a deadline
//! passes, and deliver [`Hub::pending`] messages, which exist only once
//! their transaction committed.

use rand::{rngs::StdRng, SeedableRng};
use rusqlite::Connection;

use crate::rules::{Game, GameKind, Settings};
use crate::store::{self, GameRow, Store};

mod bot;
mod cache;
mod commands;
mod deliver;
mod gate;
mod new_game;
mod session;
mod text;
mod transport;
mod web;

pub use crate::message::{Button, Chat, ChatKind, Content, Incoming, Outgoing, Shown, User};
pub use bot::{bot_user, BotTask, BOT_NAME, DEFAULT_LEVEL};
pub use transport::draw;
pub use web::{Action as WebAction, Board as WebBoard, PlayerLine, WebError};

/// A failure of the machinery (not of the user's input): the message's
/// transaction is rolled back and the user is told nothing changed.
#[derive(Debug, thiserror::Error)]
pub enum CoreError {
    #[error("database: {0}")]
    Db(#[from] rusqlite::Error),
    #[error("game {id} cannot be loaded: {why}")]
    Load { id: i64, why: String },
    /// The database file could not be opened ([`Hub::open`]).
    #[error("{0}")]
    Open(#[from] crate::store::OpenError),
    /// The row names a game this hub does not host (a game registered by
    /// another build, a damaged row).
    #[error("game {id} cannot be loaded: unknown game kind {name}")]
    UnknownGame {
        id: i64,
        name: crate::store::GameName,
    },
    /// A game could not write its state (logged; the message is refused).
    #[error("{0}")]
    Save(#[from] crate::rules::SaveError),
    /// The message's batch could not be committed (the first error).
    #[error("its batch was not committed: {0}")]
    Batch(String),
}

/// Settings of the core itself.
#[derive(Clone, Debug)]
pub struct HubConfig {
    /// The games the bot hosts ([`crate::rules::GAMES`]; tests may add one).
    pub games: Vec<&'static GameKind>,
    pub settings: Settings,
    /// The bot's Telegram username, for deep links.
    pub bot_username: String,
    /// Seed for every random choice; `None`: from the operating system.
    pub seed: Option<u64>,
    /// Draw board pictures (off only to measure the core without them).
    pub pictures: bool,
    /// Boards of running games get an "Open board" button (the web board,
    /// `[web]` or `console --web`).
    pub web_links: bool,
}

impl Default for HubConfig {
    fn default() -> Self {
        HubConfig {
            games: crate::rules::GAMES.to_vec(),
            settings: Settings::default(),
            bot_username: "boardbot".into(),
            seed: None,
            pictures: true,
            web_links: false,
        }
    }
}

pub struct Hub {
    store: Store,
    config: HubConfig,
    rng: StdRng,
    games: cache::GameCache,
    bot_watch: bot::Watch,
}

impl Hub {
    pub fn new(store: Store, config: HubConfig) -> Hub {
        let rng = match config.seed {
            Some(seed) => StdRng::seed_from_u64(seed),
            None => StdRng::from_os_rng(),
        };
        let games = cache::GameCache::new(config.games.clone());
        Hub {
            store,
            config,
            rng,
            games,
            bot_watch: bot::Watch::default(),
        }
    }

    pub fn conn(&self) -> &Connection {
        self.store.conn()
    }

    pub fn set_bot_username(&mut self, name: &str) {
        self.config.bot_username = name.to_string();
    }

    /// Handles one message or button press. On success its state changes
    /// and replies are committed together; on a failure of the machinery
    /// nothing of it is kept and the sender is told so.
    pub fn handle(&mut self, msg: &Incoming, now_ms: i64) -> Result<(), CoreError> {
        self.handle_batch(std::slice::from_ref(msg), now_ms)
            .pop()
            .unwrap_or(Ok(()))
    }

    /// Handles messages in order, as [`Hub::handle`] would one by one, but
    /// commits them together: one write to disk for the whole batch (a
    /// transport takes the messages that arrived meanwhile, as Telegram's
    /// `getUpdates` returns them). Each message runs in its own savepoint:
    /// a failure of the machinery on one undoes that message only and tells
    /// its sender. Nothing of the batch exists before the commit, so no
    /// reply is delivered before its move is on disk. Returns one result
    /// per message.
    pub fn handle_batch(&mut self, msgs: &[Incoming], now_ms: i64) -> Vec<Result<(), CoreError>> {
        match self.batch_in_tx(msgs, now_ms) {
            Ok(results) => results,
            Err(e) => {
                // The batch could not be committed: nothing of it is kept.
                tracing::error!(error = %e, "batch failed; nothing was changed");
                for msg in msgs {
                    if let Err(e) = self.failed(msg, now_ms) {
                        tracing::error!(error = %e, "could not tell the sender");
                    }
                }
                msgs.iter()
                    .map(|_| Err(CoreError::Batch(e.to_string())))
                    .collect()
            }
        }
    }

    fn batch_in_tx(
        &mut self,
        msgs: &[Incoming],
        now_ms: i64,
    ) -> Result<Vec<Result<(), CoreError>>, CoreError> {
        let mut tx = self.store.conn_mut().transaction()?;
        let mut results = Vec::with_capacity(msgs.len());
        let mut bot_games = Vec::new();
        for msg in msgs {
            let mut sp = tx.savepoint()?;
            let result = handle_in(
                &sp,
                msg,
                now_ms,
                &mut self.rng,
                &self.config,
                &mut self.games,
            );
            let result = result.map(|games| bot_games.extend(games));
            match &result {
                Ok(()) => sp.commit()?,
                Err(e) => {
                    tracing::error!(error = %e, "message failed; nothing was changed");
                    sp.rollback()?;
                    drop(sp);
                    store::push_outbox(&tx, &sorry(msg), now_ms)?;
                }
            }
            results.push(result);
        }
        tx.commit()?;
        self.bot_watch.committed(&bot_games);
        Ok(results)
    }

    /// The earliest moment a deadline or reminder is due.
    pub fn next_due(&self) -> Result<Option<i64>, CoreError> {
        Ok(store::next_due(self.store.conn())?)
    }

    /// Fires every deadline and reminder due at `now_ms`, in order, each in
    /// its own transaction. Returns how many fired.
    pub fn fire_due(&mut self, now_ms: i64) -> Result<usize, CoreError> {
        let mut fired = 0;
        loop {
            let tx = self.store.conn_mut().transaction()?;
            let Some(row) = store::due_game(&tx, now_ms)? else {
                break;
            };
            let bot_game = bot::has_bot_seat(&row).then_some(row.id);
            let mut out = session::fire(
                &tx,
                row,
                now_ms,
                &mut self.rng,
                &self.config,
                &mut self.games,
            )?;
            deliver::name_games(&tx, &self.config.games, &mut out)?;
            web::add_board_links(&tx, &mut out, &self.config, &mut self.rng)?;
            queue(&tx, &out, now_ms)?;
            tx.commit()?;
            self.bot_watch.committed(bot_game.as_slice());
            fired += 1;
        }
        Ok(fired)
    }

    /// How often a message found its game already loaded: (hits, misses).
    pub fn cache_stats(&self) -> (u64, u64) {
        self.games.stats()
    }

    /// Committed messages not yet delivered, oldest first, with their
    /// board pictures drawn (by the caller's thread: `serve` takes them
    /// undrawn with [`Hub::pending_undrawn`] and draws them outside the
    /// hub).
    pub fn pending(&self, limit: usize) -> Result<Vec<(i64, Outgoing)>, CoreError> {
        let rows = store::pending_outbox(self.store.conn(), limit)?;
        Ok(self
            .translated(rows)?
            .into_iter()
            .map(|(id, m)| (id, draw(m)))
            .collect())
    }

    /// Queued messages as their readers see them, in each chat's language,
    /// but their pictures still views ([`draw`] draws them).
    fn translated(&self, rows: Vec<(i64, Outgoing)>) -> Result<Vec<(i64, Outgoing)>, CoreError> {
        let mut out = Vec::with_capacity(rows.len());
        let mut langs = std::collections::HashMap::new();
        for (id, m) in rows {
            let lang = match m.chat() {
                Some(chat) => match langs.get(&chat) {
                    Some(&lang) => lang,
                    None => {
                        let lang = store::chat_lang(self.store.conn(), chat)?;
                        langs.insert(chat, lang);
                        lang
                    }
                },
                None => crate::i18n::Lang::EN, // answers are rendered when made
            };
            out.push((id, m.translated(lang)));
        }
        Ok(out)
    }

    /// A queued message was delivered (Telegram accepted it). `message_id`
    /// is the id Telegram gave it, so replies to it find its game; `shown`
    /// is what the message showed ([`Outgoing::shown`]); `now_ms` the
    /// caller's clock.
    pub fn delivered(
        &mut self,
        outbox_id: i64,
        chat: i64,
        message_id: Option<i64>,
        shown: Shown,
        now_ms: i64,
    ) -> Result<(), CoreError> {
        let ids: Vec<i64> = message_id.into_iter().collect();
        self.delivered_parts(outbox_id, chat, &ids, shown, now_ms)
    }

    /// Moves the write-ahead log into the database file (for measuring its
    /// size; SQLite also does this by itself).
    pub fn checkpoint(&mut self) -> Result<(), CoreError> {
        Ok(store::checkpoint_now(self.store.conn())?)
    }

    /// Forgets processed update ids older than two days (Telegram keeps an
    /// update for at most 24 hours, so none of those can come again), and
    /// the delivered messages without buttons and the action log of games
    /// that ended more than [`KEEP_ENDED_DAYS`] days ago (see
    /// [`store::prune_finished`]). Returns the rows deleted.
    pub fn prune(&mut self, now_ms: i64) -> Result<usize, CoreError> {
        let tx = self.store.conn_mut().transaction()?;
        let updates = store::prune_updates(&tx, now_ms - 2 * DAY_MS)?;
        let ended = store::prune_finished(&tx, now_ms - KEEP_ENDED_DAYS * DAY_MS)?;
        tx.commit()?;
        Ok(updates + ended)
    }
}

pub const DAY_MS: i64 = 24 * 3600 * 1000;

/// How long an ended game's messages still lead a reply to it, and its
/// action log is kept.
pub const KEEP_ENDED_DAYS: i64 = 30;

/// Writes messages to the outbox, leaving out those to private chats the
/// user never opened (Telegram refuses them; such players are asked to open
/// the chat instead).
fn queue(conn: &Connection, out: &[Outgoing], now_ms: i64) -> Result<(), CoreError> {
    for o in out {
        if let Some(chat) = o.chat() {
            // The computer opponent reads no chat: it plays from the game.
            if crate::message::Occupant::of(chat).is_computer() {
                continue;
            }
            // Private chats have the user's (positive) id; groups are negative.
            if chat > 0 && !store::private_ok(conn, chat)? {
                continue;
            }
        }
        store::push_outbox(conn, o, now_ms)?;
    }
    Ok(())
}

/// One message inside the batch's transaction (a savepoint of it); the
/// games with a computer seat it acted on.
fn handle_in(
    tx: &Connection,
    msg: &Incoming,
    now_ms: i64,
    rng: &mut StdRng,
    config: &HubConfig,
    games: &mut cache::GameCache,
) -> Result<Vec<i64>, CoreError> {
    if let Some(update) = msg.update_id {
        if !store::first_time(tx, update, now_ms)? {
            metrics::counter!("boardbot_updates_duplicate_total").increment(1);
            return Ok(Vec::new()); // a redelivered update: already applied
        }
    }
    let msg = gate::admit(msg);
    let mut session = session::Session::new(tx, now_ms, rng, config, games, &msg);
    session.run()?;
    let bot_games = session.bot_games().to_vec();
    let mut out = session.finish();
    deliver::name_games(tx, &config.games, &mut out)?;
    web::add_board_links(tx, &mut out, config, rng)?;
    queue(tx, &out, now_ms)?;
    Ok(bot_games)
}

/// What the sender of a message is told when the machinery failed on it.
fn sorry(msg: &Incoming) -> Outgoing {
    let text = crate::text!("sorry");
    match &msg.content {
        Content::Button { query_id, .. } => Outgoing::Answer {
            query_id: query_id.clone(),
            text,
            alert: true,
        },
        _ => Outgoing::text(msg.chat.id, text),
    }
}

/// Restores a game's rules state from its row.
fn load_game(row: &GameRow, games: &[&'static GameKind]) -> Result<Box<dyn Game>, CoreError> {
    let kind = kind_of(row, games)?;
    let value: serde_json::Value =
        serde_json::from_str(&row.state).map_err(|e| CoreError::Load {
            id: row.id,
            why: e.to_string(),
        })?;
    (kind.load)(value).map_err(|e| CoreError::Load {
        id: row.id,
        why: e.to_string(),
    })
}

fn kind_of(row: &GameRow, games: &[&'static GameKind]) -> Result<&'static GameKind, CoreError> {
    games
        .iter()
        .copied()
        .find(|k| row.kind == k.name)
        .ok_or_else(|| CoreError::UnknownGame {
            id: row.id,
            name: row.kind.clone(),
        })
}
