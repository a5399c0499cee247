//! SQLite storage: games, users, chats, the outbox and processed updates.
//!
//! The core opens one transaction per incoming message and calls these
//! functions on it (a `rusqlite::Transaction` derefs to a `Connection`), so
//! a message's state changes and its replies commit together or not at all.

use std::path::Path;

use rusqlite::{params, Connection, OptionalExtension};

use crate::i18n::Lang;
use crate::message::{ChatKind, Occupant, Outgoing};
use crate::rules::GameResult;

pub mod backup;
mod checkpoint;
pub mod figures;
mod migrations;
pub mod ratings;
pub mod web;

pub use checkpoint::Checkpointer;

pub type Result<T> = rusqlite::Result<T>;

pub struct Store {
    /// Private: SQL is written only in `store/`; the core hands the
    /// connection to the store's functions ([`Store::conn`]).
    conn: Connection,
}

impl Store {
    /// The connection, for the store's functions (`store::game(store.conn(),
    /// id)`), which hold the SQL.
    pub fn conn(&self) -> &Connection {
        &self.conn
    }

    /// The connection, for the store's functions that open a transaction.
    pub fn conn_mut(&mut self) -> &mut Connection {
        &mut self.conn
    }

    /// Opens (creating if needed) the database at `path` and brings its
    /// schema up to date.
    pub fn open(path: &Path) -> Result<Store> {
        let conn = Connection::open(path)?;
        Self::setup(conn)
    }

    /// A private in-memory database (tests, benchmarks).
    pub fn in_memory() -> Result<Store> {
        Self::setup(Connection::open_in_memory()?)
    }

    fn setup(mut conn: Connection) -> Result<Store> {
        // WAL: readers never block the writer. FULL: a commit returns once
        // its log record is on disk, so a move the bot answered survives a
        // power cut, not only a killed process (it costs one fsync of the
        // log per message). Checkpoints: see `checkpoint`.
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(10))?;
        // Every transaction here writes: take the write lock when it begins,
        // so a second connection waits (busy timeout) instead of failing
        // when a read would have to be upgraded.
        conn.set_transaction_behavior(rusqlite::TransactionBehavior::Immediate);
        let version: usize = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
        migrate(&mut conn)?;
        if version < migrations::RERATE_BEFORE {
            // Ratings are new to this database, or were computed before
            // Chpok's colours were known to them: its finished games count,
            // as they were played.
            let tx = conn.transaction()?;
            ratings::recompute(&tx)?;
            tx.commit()?;
        }
        Ok(Store { conn })
    }
}

fn migrate(conn: &mut Connection) -> Result<()> {
    let version: usize = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    for (i, sql) in migrations::MIGRATIONS.iter().enumerate().skip(version) {
        let tx = conn.transaction()?;
        tx.execute_batch(sql)?;
        tx.pragma_update(None, "user_version", i + 1)?;
        tx.commit()?;
    }
    Ok(())
}

/// The schema version this build expects.
pub fn schema_version() -> usize {
    migrations::MIGRATIONS.len()
}

// ---------------------------------------------------------------- games

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Waiting for a second player.
    Open,
    Active,
    Over,
    Aborted,
}

impl Status {
    fn as_str(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Active => "active",
            Status::Over => "over",
            Status::Aborted => "aborted",
        }
    }
    /// The status written as `s`; `None` for a word this build does not
    /// know (a newer build's, or a damaged row): never guessed.
    fn parse(s: &str) -> Option<Status> {
        match s {
            "open" => Some(Status::Open),
            "active" => Some(Status::Active),
            "over" => Some(Status::Over),
            "aborted" => Some(Status::Aborted),
            _ => None,
        }
    }
}

/// One row of `games`: everything about a game except its rules state,
/// which is the JSON in `state`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    pub id: i64,
    pub kind: String,
    pub chat_id: Option<i64>,
    pub creator: i64,
    /// User ids in the seats, White's first.
    pub seats: [Option<i64>; 2],
    pub status: Status,
    pub invite: Option<String>,
    pub days: Option<i64>,
    pub state: String,
    pub draw_offer: Option<usize>,
    pub clock_ms: Option<i64>,
    pub limit_ms: Option<i64>,
    pub remind_ms: Option<i64>,
    /// The result once the game is over (by colour; stored as `1-0`,
    /// `0-1` or `1/2-1/2`).
    pub result: Option<GameResult>,
    pub created_ms: i64,
    pub updated_ms: i64,
    /// When the player to move will have been silent for 30 days (games
    /// without `days=N`): the opponent may then claim the win.
    pub claim_ms: Option<i64>,
    /// Seats (bit 1 White, bit 2 Black) that may `/claim` the win now.
    pub claims: u8,
    /// Seats whose player left the group: they may not play any more.
    pub left_seats: u8,
}

/// The bit of a seat index in [`GameRow::claims`] and [`GameRow::left_seats`].
pub fn seat_bit(index: usize) -> u8 {
    1 << index
}

impl GameRow {
    /// A new game of `kind` made by `creator` at `now_ms`, waiting for its
    /// players: no seat taken, no deadline, no result. `chat_id` is its
    /// group (`None`: played in private chats); `state` the game's
    /// [`crate::rules::Game::save`]. The id is the store's to give
    /// ([`insert_game`]).
    pub fn new(
        kind: &str,
        chat_id: Option<i64>,
        creator: i64,
        state: String,
        now_ms: i64,
    ) -> GameRow {
        GameRow {
            id: 0,
            kind: kind.to_string(),
            chat_id,
            creator,
            seats: [None, None],
            status: Status::Open,
            invite: None,
            days: None,
            state,
            draw_offer: None,
            clock_ms: None,
            limit_ms: None,
            remind_ms: None,
            result: None,
            created_ms: now_ms,
            updated_ms: now_ms,
            claim_ms: None,
            claims: 0,
            left_seats: 0,
        }
    }

    /// Who holds each seat, White's first.
    pub fn occupants(&self) -> [Option<Occupant>; 2] {
        self.seats.map(|s| s.map(Occupant::of))
    }

    /// The computer's level in each seat it holds (the `white_computer`
    /// and `black_computer` columns).
    fn computer_levels(&self) -> [Option<u8>; 2] {
        self.occupants().map(|o| o.and_then(Occupant::level))
    }

    /// The earliest moment the scheduler has to look at this game. For a
    /// game nobody joined yet, `limit_ms` is when it closes.
    pub fn due_ms(&self) -> Option<i64> {
        [self.clock_ms, self.limit_ms, self.remind_ms, self.claim_ms]
            .into_iter()
            .flatten()
            .min()
    }
}

const GAME_COLUMNS: &str =
    "id, kind, chat_id, creator, white, black, status, invite, days, state, \
     draw_offer, clock_ms, limit_ms, remind_ms, result, created_ms, updated_ms, \
     claim_ms, claims, left_seats";

fn game_from_row(r: &rusqlite::Row) -> Result<GameRow> {
    let status: String = r.get(6)?;
    let status = Status::parse(&status).ok_or_else(|| {
        rusqlite::Error::FromSqlConversionFailure(
            6,
            rusqlite::types::Type::Text,
            format!("unknown game status {status:?}").into(),
        )
    })?;
    let draw: Option<i64> = r.get(10)?;
    let result: Option<String> = r.get(14)?;
    let result = match result {
        None => None,
        Some(text) => Some(crate::ratings::parse_result(&text).ok_or_else(|| {
            rusqlite::Error::FromSqlConversionFailure(
                14,
                rusqlite::types::Type::Text,
                format!("unknown game result {text:?}").into(),
            )
        })?),
    };
    Ok(GameRow {
        id: r.get(0)?,
        kind: r.get(1)?,
        chat_id: r.get(2)?,
        creator: r.get(3)?,
        seats: [r.get(4)?, r.get(5)?],
        status,
        invite: r.get(7)?,
        days: r.get(8)?,
        state: r.get(9)?,
        draw_offer: draw.map(|d| d as usize),
        clock_ms: r.get(11)?,
        limit_ms: r.get(12)?,
        remind_ms: r.get(13)?,
        result,
        created_ms: r.get(15)?,
        updated_ms: r.get(16)?,
        claim_ms: r.get(17)?,
        claims: r.get(18)?,
        left_seats: r.get(19)?,
    })
}

fn query_games(
    conn: &Connection,
    filter: &str,
    args: impl rusqlite::Params,
) -> Result<Vec<GameRow>> {
    let sql = format!("SELECT {GAME_COLUMNS} FROM games {filter}");
    let mut st = conn.prepare_cached(&sql)?;
    let rows = st.query_map(args, game_from_row)?;
    rows.collect()
}

/// Inserts a new game; `row.id` is ignored and the new id returned.
pub fn insert_game(conn: &Connection, row: &GameRow) -> Result<i64> {
    conn.execute(
        "INSERT INTO games (kind, chat_id, creator, white, black, status, invite, days, state, \
         draw_offer, clock_ms, limit_ms, remind_ms, due_ms, result, created_ms, updated_ms, \
         claim_ms, claims, left_seats, white_computer, black_computer) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, \
         ?18, ?19, ?20, ?21, ?22)",
        params![
            row.kind,
            row.chat_id,
            row.creator,
            row.seats[0],
            row.seats[1],
            row.status.as_str(),
            row.invite,
            row.days,
            row.state,
            row.draw_offer.map(|d| d as i64),
            row.clock_ms,
            row.limit_ms,
            row.remind_ms,
            row.due_ms(),
            row.result.map(GameResult::score),
            row.created_ms,
            row.updated_ms,
            row.claim_ms,
            row.claims,
            row.left_seats,
            row.computer_levels()[0],
            row.computer_levels()[1]
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// Writes every field of `row` back.
pub fn update_game(conn: &Connection, row: &GameRow) -> Result<()> {
    let mut st = conn.prepare_cached(
        "UPDATE games SET white = ?2, black = ?3, status = ?4, invite = ?5, state = ?6, \
         draw_offer = ?7, clock_ms = ?8, limit_ms = ?9, remind_ms = ?10, due_ms = ?11, \
         result = ?12, updated_ms = ?13, claim_ms = ?14, claims = ?15, left_seats = ?16, \
         white_computer = ?17, black_computer = ?18, version = version + 1 WHERE id = ?1",
    )?;
    st.execute(params![
        row.id,
        row.seats[0],
        row.seats[1],
        row.status.as_str(),
        row.invite,
        row.state,
        row.draw_offer.map(|d| d as i64),
        row.clock_ms,
        row.limit_ms,
        row.remind_ms,
        row.due_ms(),
        row.result.map(GameResult::score),
        row.updated_ms,
        row.claim_ms,
        row.claims,
        row.left_seats,
        row.computer_levels()[0],
        row.computer_levels()[1]
    ])?;
    Ok(())
}

/// The version of game `id`: counted up by every [`update_game`], so a
/// message that changed the game (a move, a draw offer, a resignation)
/// changed it. `None`: no such game.
pub fn game_version(conn: &Connection, id: i64) -> Result<Option<i64>> {
    conn.prepare_cached("SELECT version FROM games WHERE id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()
}

pub fn game(conn: &Connection, id: i64) -> Result<Option<GameRow>> {
    Ok(query_games(conn, "WHERE id = ?1", [id])?.pop())
}

/// The group's games that are open or running, oldest first.
pub fn group_games(conn: &Connection, chat_id: i64) -> Result<Vec<GameRow>> {
    query_games(
        conn,
        "WHERE chat_id = ?1 AND status IN ('open', 'active') ORDER BY id",
        [chat_id],
    )
}

/// Whether the group has a running game other than `game` (captions then
/// name their game).
pub fn other_running_game(conn: &Connection, chat_id: i64, game: i64) -> Result<bool> {
    conn.prepare_cached(
        "SELECT EXISTS (SELECT 1 FROM games WHERE chat_id = ?1 AND status = 'active' \
         AND id != ?2)",
    )?
    .query_row(params![chat_id, game], |r| r.get(0))
}

/// The group's most recent game of any status except aborted.
pub fn last_group_game(conn: &Connection, chat_id: i64) -> Result<Option<GameRow>> {
    Ok(query_games(
        conn,
        "WHERE chat_id = ?1 AND status != 'aborted' ORDER BY id DESC LIMIT 1",
        [chat_id],
    )?
    .pop())
}

/// The user's games that are open or running, oldest first.
pub fn user_games(conn: &Connection, user: i64) -> Result<Vec<GameRow>> {
    query_games(
        conn,
        "WHERE (white = ?1 OR black = ?1) AND status IN ('open', 'active') ORDER BY id",
        [user],
    )
}

/// The user's most recent finished game.
pub fn last_user_game(conn: &Connection, user: i64) -> Result<Option<GameRow>> {
    Ok(query_games(
        conn,
        "WHERE (white = ?1 OR black = ?1) AND status = 'over' ORDER BY updated_ms DESC, id DESC LIMIT 1",
        [user],
    )?
    .pop())
}

/// The user's game that ended last (finished or aborted), in `group` if
/// given.
pub fn last_ended_game(
    conn: &Connection,
    user: i64,
    group: Option<i64>,
) -> Result<Option<GameRow>> {
    Ok(query_games(
        conn,
        "WHERE (white = ?1 OR black = ?1) AND status IN ('over', 'aborted') \
         AND (?2 IS NULL OR chat_id = ?2) ORDER BY updated_ms DESC, id DESC LIMIT 1",
        params![user, group],
    )?
    .pop())
}

/// The game with this invite code (codes are lower case; a phone's
/// capital first letter does not matter).
pub fn game_by_invite(conn: &Connection, code: &str) -> Result<Option<GameRow>> {
    let code = code.trim().to_lowercase();
    Ok(query_games(conn, "WHERE invite = ?1", [code])?.pop())
}

/// The game whose deadline or reminder is earliest and not later than `now`.
pub fn due_game(conn: &Connection, now_ms: i64) -> Result<Option<GameRow>> {
    Ok(query_games(
        conn,
        "WHERE due_ms IS NOT NULL AND due_ms <= ?1 ORDER BY due_ms, id LIMIT 1",
        [now_ms],
    )?
    .pop())
}

/// The earliest pending deadline or reminder of all games.
pub fn next_due(conn: &Connection) -> Result<Option<i64>> {
    conn.query_row("SELECT MIN(due_ms) FROM games", [], |r| r.get(0))
}

pub fn log_action(conn: &Connection, game: i64, user: i64, text: &str, now_ms: i64) -> Result<()> {
    conn.prepare_cached(
        "INSERT INTO actions (game_id, n, user_id, text, at_ms) VALUES (?1, \
         (SELECT COUNT(*) FROM actions WHERE game_id = ?1), ?2, ?3, ?4)",
    )?
    .execute(params![game, user, text, now_ms])?;
    Ok(())
}

/// Whether `user` has an action `text` in game `game`'s log.
pub fn has_action(conn: &Connection, game: i64, user: i64, text: &str) -> Result<bool> {
    conn.prepare_cached(
        "SELECT 1 FROM actions WHERE game_id = ?1 AND user_id = ?2 AND text = ?3 LIMIT 1",
    )?
    .query_row(params![game, user, text], |_| Ok(()))
    .optional()
    .map(|found| found.is_some())
}

/// The logged actions of a game, in order: (user, text). Accepted moves
/// and commands, and notes in parentheses (`(time)`).
pub fn actions(conn: &Connection, game: i64) -> Result<Vec<(i64, String)>> {
    let mut st =
        conn.prepare_cached("SELECT user_id, text FROM actions WHERE game_id = ?1 ORDER BY n")?;
    let rows = st.query_map([game], |r| Ok((r.get(0)?, r.get(1)?)))?;
    rows.collect()
}

// ---------------------------------------------------------------- users and chats

/// Whether the user's name needs a mention link (they have no @username).
pub fn set_user_link(conn: &Connection, id: i64, link: bool) -> Result<()> {
    conn.prepare_cached("UPDATE users SET link = ?2 WHERE id = ?1 AND link != ?2")?
        .execute(params![id, link])?;
    Ok(())
}

/// The language Telegram reports for the user (`language_code`).
pub fn set_user_tg_lang(conn: &Connection, id: i64, code: Option<&str>) -> Result<()> {
    conn.prepare_cached("UPDATE users SET tg_lang = ?2 WHERE id = ?1 AND tg_lang IS NOT ?2")?
        .execute(params![id, code])?;
    Ok(())
}

/// The language a user chose with `/language`.
pub fn set_user_lang(conn: &Connection, id: i64, lang: Lang) -> Result<()> {
    conn.prepare_cached("UPDATE users SET lang = ?2 WHERE id = ?1")?
        .execute(params![id, lang.code()])?;
    Ok(())
}

/// The language a user reads: the one they chose, else Telegram's, else
/// English.
pub fn user_lang(conn: &Connection, id: i64) -> Result<Lang> {
    let code: Option<String> = conn
        .prepare_cached("SELECT COALESCE(lang, tg_lang) FROM users WHERE id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()?
        .flatten();
    Ok(code.as_deref().and_then(Lang::parse).unwrap_or_default())
}

/// Sets a group's language; with `only_if_unset`, only if it has none yet
/// (the first game's creator gives a group its language).
pub fn set_chat_lang(conn: &Connection, id: i64, lang: Lang, only_if_unset: bool) -> Result<()> {
    let sql = if only_if_unset {
        "UPDATE chats SET lang = ?2 WHERE id = ?1 AND lang IS NULL"
    } else {
        "UPDATE chats SET lang = ?2 WHERE id = ?1"
    };
    conn.prepare_cached(sql)?
        .execute(params![id, lang.code()])?;
    Ok(())
}

/// The language of a chat's messages: a group's own; for a private chat
/// (its id is the user's) the user's; English when none is known.
pub fn chat_lang(conn: &Connection, chat: i64) -> Result<Lang> {
    let code: Option<String> = conn
        .prepare_cached(
            "SELECT COALESCE((SELECT lang FROM chats WHERE id = ?1), \
             (SELECT COALESCE(lang, tg_lang) FROM users WHERE id = ?1))",
        )?
        .query_row([chat], |r| r.get(0))
        .optional()?
        .flatten();
    Ok(code.as_deref().and_then(Lang::parse).unwrap_or_default())
}

/// The user's name and whether it needs a mention link.
pub fn user_naming(conn: &Connection, id: i64) -> Result<Option<(String, bool)>> {
    conn.prepare_cached("SELECT name, link FROM users WHERE id = ?1")?
        .query_row([id], |r| Ok((r.get(0)?, r.get::<_, i64>(1)? != 0)))
        .optional()
}

pub fn upsert_user(conn: &Connection, id: i64, name: &str) -> Result<()> {
    conn.prepare_cached(
        "INSERT INTO users (id, name) VALUES (?1, ?2) \
         ON CONFLICT(id) DO UPDATE SET name = excluded.name WHERE name != excluded.name",
    )?
    .execute(params![id, name])?;
    Ok(())
}

pub fn user_name(conn: &Connection, id: i64) -> Result<Option<String>> {
    conn.prepare_cached("SELECT name FROM users WHERE id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()
}

/// Marks that the user has a private chat with the bot.
pub fn set_private_ok(conn: &Connection, id: i64) -> Result<()> {
    conn.prepare_cached("UPDATE users SET private_ok = 1 WHERE id = ?1 AND private_ok = 0")?
        .execute([id])?;
    Ok(())
}

/// Forgets that the user has a private chat with the bot (Telegram refuses
/// to deliver to it); their next private message sets it again.
pub fn clear_private_ok(conn: &Connection, id: i64) -> Result<()> {
    conn.prepare_cached("UPDATE users SET private_ok = 0 WHERE id = ?1")?
        .execute([id])?;
    Ok(())
}

pub fn private_ok(conn: &Connection, id: i64) -> Result<bool> {
    Ok(conn
        .prepare_cached("SELECT private_ok FROM users WHERE id = ?1")?
        .query_row([id], |r| r.get::<_, i64>(0))
        .optional()?
        .unwrap_or(0)
        != 0)
}

pub fn current_game(conn: &Connection, user: i64) -> Result<Option<i64>> {
    Ok(conn
        .prepare_cached("SELECT current_game FROM users WHERE id = ?1")?
        .query_row([user], |r| r.get(0))
        .optional()?
        .flatten())
}

pub fn set_current_game(conn: &Connection, user: i64, game: Option<i64>) -> Result<()> {
    conn.prepare_cached("UPDATE users SET current_game = ?2 WHERE id = ?1")?
        .execute(params![user, game])?;
    Ok(())
}

pub fn upsert_chat(conn: &Connection, id: i64, kind: ChatKind, title: &str) -> Result<()> {
    let kind = match kind {
        ChatKind::Private => "private",
        ChatKind::Group => "group",
    };
    conn.prepare_cached(
        "INSERT INTO chats (id, kind, title) VALUES (?1, ?2, ?3) ON CONFLICT(id) DO UPDATE \
         SET kind = excluded.kind, title = excluded.title \
         WHERE kind != excluded.kind OR title != excluded.title",
    )?
    .execute(params![id, kind, title])?;
    Ok(())
}

/// A group became a supergroup with a new chat id: its games and its
/// title follow.
pub fn migrate_chat(conn: &Connection, old: i64, new: i64) -> Result<()> {
    conn.execute(
        "UPDATE games SET chat_id = ?2 WHERE chat_id = ?1",
        params![old, new],
    )?;
    conn.execute(
        "INSERT OR IGNORE INTO chats (id, kind, title) SELECT ?2, kind, title FROM chats WHERE id = ?1",
        params![old, new],
    )?;
    conn.execute(
        "UPDATE OR IGNORE group_players SET chat_id = ?2 WHERE chat_id = ?1",
        params![old, new],
    )?;
    Ok(())
}

/// A chat's kind and title, as last seen.
pub fn chat(conn: &Connection, id: i64) -> Result<Option<(ChatKind, String)>> {
    conn.prepare_cached("SELECT kind, title FROM chats WHERE id = ?1")?
        .query_row([id], |r| {
            let kind: String = r.get(0)?;
            let kind = if kind == "group" {
                ChatKind::Group
            } else {
                ChatKind::Private
            };
            Ok((kind, r.get(1)?))
        })
        .optional()
}

/// Moves the write-ahead log into the database file.
pub fn checkpoint_now(conn: &Connection) -> Result<()> {
    conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
}

/// A game's kind and saved state (benchmarks read games behind the core).
pub fn game_state(conn: &Connection, id: i64) -> Result<(String, String)> {
    conn.query_row("SELECT kind, state FROM games WHERE id = ?1", [id], |r| {
        Ok((r.get(0)?, r.get(1)?))
    })
}

/// The id of the newest game.
pub fn last_game_id(conn: &Connection) -> Result<Option<i64>> {
    conn.query_row("SELECT MAX(id) FROM games", [], |r| r.get(0))
}

// ---------------------------------------------------------------- updates

/// Records a Telegram update id; `false` if it was already processed.
pub fn first_time(conn: &Connection, update_id: i64, now_ms: i64) -> Result<bool> {
    let n = conn
        .prepare_cached("INSERT OR IGNORE INTO updates (update_id, at_ms) VALUES (?1, ?2)")?
        .execute(params![update_id, now_ms])?;
    Ok(n == 1)
}

/// Forgets processed update ids older than `before_ms` (Telegram never
/// redelivers an update after 24 hours).
pub fn prune_updates(conn: &Connection, before_ms: i64) -> Result<usize> {
    conn.execute("DELETE FROM updates WHERE at_ms < ?1", [before_ms])
}

/// Forgets the bookkeeping of games that ended (finished or aborted)
/// before `before_ms`: their delivered messages that carry no buttons (a
/// reply to one then no longer finds its game) and their action log. Neither
/// is read once a game is over: records, replays and exports come from the
/// game's row and saved state, ratings from `games` and `ratings`. Returns
/// the rows deleted.
pub fn prune_finished(conn: &Connection, before_ms: i64) -> Result<usize> {
    const ENDED: &str =
        "SELECT id FROM games WHERE status IN ('over', 'aborted') AND updated_ms < ?1";
    let sent = conn.execute(
        &format!("DELETE FROM sent WHERE buttons = 0 AND game_id IN ({ENDED})"),
        [before_ms],
    )?;
    let actions = conn.execute(
        &format!("DELETE FROM actions WHERE game_id IN ({ENDED})"),
        [before_ms],
    )?;
    Ok(sent + actions)
}

/// Runs `f` in a transaction committed without waiting for the disk
/// (`synchronous=NORMAL` for this commit only): for bookkeeping whose loss
/// in a power cut costs at most a message sent twice, never a move. A
/// killed process loses nothing either way.
pub fn relaxed_tx<T>(
    conn: &mut Connection,
    f: impl FnOnce(&rusqlite::Transaction) -> Result<T>,
) -> Result<T> {
    let sync = |conn: &Connection, level: &str| -> Result<()> {
        conn.prepare_cached(&format!("PRAGMA synchronous = {level}"))?
            .execute([])
            .map(drop)
    };
    sync(conn, "NORMAL")?;
    let result = conn.transaction().and_then(|tx| {
        let value = f(&tx)?;
        tx.commit()?;
        Ok(value)
    });
    sync(conn, "FULL")?;
    result
}

// ---------------------------------------------------------------- outbox

/// Queues a message; it is delivered after the transaction commits.
pub fn push_outbox(conn: &Connection, msg: &Outgoing, now_ms: i64) -> Result<i64> {
    // The photo goes into its own BLOB column instead of the JSON.
    let (payload, photo) = match msg {
        Outgoing::Message {
            photo: Some(png), ..
        } => {
            let mut bare = msg.clone();
            if let Outgoing::Message { photo, .. } = &mut bare {
                *photo = None;
            }
            (to_json(&bare), Some(png.as_slice()))
        }
        _ => (to_json(msg), None),
    };
    conn.prepare_cached("INSERT INTO outbox (created_ms, payload, photo) VALUES (?1, ?2, ?3)")?
        .execute(params![now_ms, payload, photo])?;
    Ok(conn.last_insert_rowid())
}

fn to_json(msg: &Outgoing) -> String {
    // Serializing plain data with string keys cannot fail.
    serde_json::to_string(msg).unwrap_or_default()
}

/// Queued messages, oldest first (board views not drawn yet).
pub fn pending_outbox(conn: &Connection, limit: usize) -> Result<Vec<(i64, Outgoing)>> {
    let mut st =
        conn.prepare_cached("SELECT id, payload, photo FROM outbox ORDER BY id LIMIT ?1")?;
    let rows = st.query_map([limit as i64], |r| Ok((r.get(0)?, outbox_message(r)?)))?;
    rows.collect()
}

/// The message of an outbox row selected as `id, payload, photo`.
fn outbox_message(row: &rusqlite::Row) -> Result<Outgoing> {
    let payload: String = row.get(1)?;
    let png: Option<Vec<u8>> = row.get(2)?;
    let mut msg: Outgoing = serde_json::from_str(&payload).map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(1, rusqlite::types::Type::Text, Box::new(e))
    })?;
    if let (Outgoing::Message { photo, .. }, Some(png)) = (&mut msg, png) {
        *photo = Some(png);
    }
    Ok(msg)
}

/// Queued messages, oldest first, leaving out the ids in `skip` (their
/// payload is not even decoded).
pub fn pending_outbox_except(
    conn: &Connection,
    skip: &std::collections::HashSet<i64>,
    limit: usize,
) -> Result<Vec<(i64, Outgoing)>> {
    let mut st = conn.prepare_cached("SELECT id, payload, photo FROM outbox ORDER BY id")?;
    let mut rows = st.query([])?;
    let mut out = Vec::new();
    while let Some(r) = rows.next()? {
        let id: i64 = r.get(0)?;
        if skip.contains(&id) {
            continue;
        }
        out.push((id, outbox_message(r)?));
        if out.len() >= limit {
            break;
        }
    }
    Ok(out)
}

pub fn delete_outbox(conn: &Connection, id: i64) -> Result<()> {
    take_outbox(conn, id).map(drop)
}

/// Deletes a delivered message; when it was committed (ms), if it was
/// still queued.
pub fn take_outbox(conn: &Connection, id: i64) -> Result<Option<i64>> {
    conn.prepare_cached("DELETE FROM outbox WHERE id = ?1 RETURNING created_ms")?
        .query_row([id], |r| r.get(0))
        .optional()
}

// ---------------------------------------------------------------- sent messages

/// Remembers which game a delivered message showed (for replies to it),
/// and whether it carries buttons.
pub fn remember_sent(
    conn: &Connection,
    chat: i64,
    message_id: i64,
    game: i64,
    buttons: bool,
    board: bool,
) -> Result<()> {
    conn.prepare_cached(
        "INSERT OR REPLACE INTO sent (chat_id, message_id, game_id, buttons, board) \
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![chat, message_id, game, buttons, board])?;
    Ok(())
}

/// The messages of `game` in `chat` that still carry buttons, older than
/// `before`; they are marked as having none (the caller removes them).
pub fn take_buttoned(conn: &Connection, chat: i64, game: i64, before: i64) -> Result<Vec<i64>> {
    let ids: Vec<i64> = conn
        .prepare_cached(
            "SELECT message_id FROM sent WHERE chat_id = ?1 AND game_id = ?2 AND buttons = 1 \
             AND message_id < ?3 ORDER BY message_id",
        )?
        .query_map(params![chat, game, before], |r| r.get(0))?
        .collect::<Result<_>>()?;
    conn.prepare_cached(
        "UPDATE sent SET buttons = 0 WHERE chat_id = ?1 AND game_id = ?2 AND buttons = 1 \
         AND message_id < ?3",
    )?
    .execute(params![chat, game, before])?;
    Ok(ids)
}

/// Whether queued message `outbox_id` was queued while `game` still ran
/// and the game has ended since: its buttons are stale controls (a prompt
/// in flight when an administrator aborted the game).
pub fn queued_before_end(conn: &Connection, outbox_id: i64, game: i64) -> Result<bool> {
    conn.prepare_cached(
        "SELECT EXISTS (SELECT 1 FROM outbox o, games g WHERE o.id = ?1 AND g.id = ?2 \
         AND g.status IN ('over', 'aborted') AND o.created_ms < g.updated_ms)",
    )?
    .query_row(params![outbox_id, game], |r| r.get(0))
}

/// Every delivered message of `game`, in any chat, that still carries
/// buttons, as (chat, message id); they are marked as having none (the
/// caller removes them: the game ended).
pub fn take_game_buttons(conn: &Connection, game: i64) -> Result<Vec<(i64, i64)>> {
    let found: Vec<(i64, i64)> = conn
        .prepare_cached(
            "SELECT chat_id, message_id FROM sent WHERE game_id = ?1 AND buttons = 1 \
             ORDER BY chat_id, message_id",
        )?
        .query_map([game], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_>>()?;
    conn.prepare_cached("UPDATE sent SET buttons = 0 WHERE game_id = ?1 AND buttons = 1")?
        .execute([game])?;
    Ok(found)
}

/// The highest message id recorded in any chat (the console numbers its
/// messages on from there after a restart).
pub fn max_sent_id(conn: &Connection) -> Result<Option<i64>> {
    conn.query_row("SELECT MAX(message_id) FROM sent", [], |r| r.get(0))
}

/// The newest board delivered to `chat` (the console's `USER@CHAT> TEXT`
/// replies to it).
pub fn last_board_message(conn: &Connection, chat: i64) -> Result<Option<i64>> {
    conn.prepare_cached("SELECT MAX(message_id) FROM sent WHERE chat_id = ?1 AND board = 1")?
        .query_row([chat], |r| r.get(0))
}

pub fn game_of_message(conn: &Connection, chat: i64, message_id: i64) -> Result<Option<i64>> {
    conn.prepare_cached("SELECT game_id FROM sent WHERE chat_id = ?1 AND message_id = ?2")?
        .query_row([chat, message_id], |r| r.get(0))
        .optional()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn synchronous(conn: &Connection) -> i64 {
        conn.pragma_query_value(None, "synchronous", |r| r.get(0))
            .unwrap()
    }

    #[test]
    fn commits_wait_for_the_disk_except_relaxed_bookkeeping() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(&dir.path().join("db")).unwrap();
        const FULL: i64 = 2;
        assert_eq!(synchronous(&store.conn), FULL);
        let id = push_outbox(&store.conn, &Outgoing::text(1, "hi"), 0).unwrap();
        let seen = relaxed_tx(&mut store.conn, |tx| {
            let during = synchronous(tx);
            delete_outbox(tx, id)?;
            Ok(during)
        })
        .unwrap();
        assert_eq!(seen, 1, "NORMAL inside");
        assert_eq!(synchronous(&store.conn), FULL);
        assert!(pending_outbox(&store.conn, 10).unwrap().is_empty());
        // A failed one rolls back and still restores FULL.
        let id = push_outbox(&store.conn, &Outgoing::text(1, "again"), 0).unwrap();
        let failed = relaxed_tx(&mut store.conn, |tx| {
            delete_outbox(tx, id)?;
            Err::<(), _>(rusqlite::Error::QueryReturnedNoRows)
        });
        assert!(failed.is_err());
        assert_eq!(synchronous(&store.conn), FULL);
        assert_eq!(pending_outbox(&store.conn, 10).unwrap().len(), 1);
    }

    #[test]
    fn an_unknown_status_is_an_error_not_an_abort() {
        let store = Store::in_memory().unwrap();
        for status in ["open", "active", "over", "aborted", "paused"] {
            store
                .conn
                .execute(
                    "INSERT INTO games (kind, creator, status, state, created_ms, updated_ms) \
                     VALUES ('opok', 10, ?1, '{}', 0, 0)",
                    [status],
                )
                .unwrap();
        }
        let read: Vec<_> = (1..=5).map(|id| game(&store.conn, id)).collect();
        let statuses: Vec<Status> = read[..4]
            .iter()
            .map(|r| r.as_ref().unwrap().as_ref().unwrap().status)
            .collect();
        assert_eq!(
            statuses,
            [Status::Open, Status::Active, Status::Over, Status::Aborted]
        );
        let err = read[4].as_ref().unwrap_err().to_string();
        assert!(err.contains("paused"), "{err}");
    }

    /// Results are stored as the text they always were (`1-0`) and read
    /// into a [`GameResult`] here, once; a text that is no result is an
    /// error, not a game without one.
    #[test]
    fn results_are_read_typed_at_the_store_boundary() {
        let store = Store::in_memory().unwrap();
        for result in [Some("1-0"), Some("0-1"), Some("1/2-1/2"), None, Some("2-0")] {
            store
                .conn
                .execute(
                    "INSERT INTO games (kind, creator, status, state, result, created_ms, \
                     updated_ms) VALUES ('opok', 10, 'over', '{}', ?1, 0, 0)",
                    [result],
                )
                .unwrap();
        }
        let read: Vec<_> = (1..=5).map(|id| game(&store.conn, id)).collect();
        let results: Vec<Option<GameResult>> = read[..4]
            .iter()
            .map(|r| r.as_ref().unwrap().as_ref().unwrap().result)
            .collect();
        use GameResult::*;
        assert_eq!(
            results,
            [Some(WhiteWins), Some(BlackWins), Some(Draw), None]
        );
        let err = read[4].as_ref().unwrap_err().to_string();
        assert!(err.contains("2-0"), "{err}");
        // Written back as the same text.
        let mut row = read[2].as_ref().unwrap().clone().unwrap();
        row.id = insert_game(&store.conn, &row).unwrap();
        let text: String = store
            .conn
            .query_row("SELECT result FROM games WHERE id = ?1", [row.id], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(text, "1/2-1/2");
    }
}
