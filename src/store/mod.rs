//! SQLite storage: games, users, chats, the outbox and processed updates.
//!
//! The core opens one transaction per incoming message and calls these
//! functions on it (a `rusqlite::Transaction` derefs to a `Connection`), so
//! a message's state changes and its replies commit together or not at all.

use std::path::{Path, PathBuf};

use rusqlite::{params, Connection, OptionalExtension};

use crate::message::Outgoing;

pub mod backup;
mod checkpoint;
pub mod figures;
mod games;
mod migrations;
mod people;
pub mod ratings;
pub mod web;

pub use checkpoint::{CheckpointError, Checkpointer};
pub use games::*;
pub use people::*;

pub type Result<T> = rusqlite::Result<T>;

/// A database file that could not be opened or brought up to date, named
/// (what `serve`, the console and `ratings` stop with).
#[derive(Debug, thiserror::Error)]
#[error("cannot open {}: {source}", path.display())]
pub struct OpenError {
    pub path: PathBuf,
    pub source: rusqlite::Error,
}

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

    /// [`Store::open`], its error naming the file.
    pub fn open_named(path: &Path) -> std::result::Result<Store, OpenError> {
        Store::open(path).map_err(|source| OpenError {
            path: path.to_path_buf(),
            source,
        })
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

/// Moves the write-ahead log into the database file.
pub fn checkpoint_now(conn: &Connection) -> Result<()> {
    conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
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
    use crate::rules::GameResult;

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
        let id = push_outbox(
            &store.conn,
            &Outgoing::text(1, crate::i18n::Text::plain("hi")),
            0,
        )
        .unwrap();
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
        let id = push_outbox(
            &store.conn,
            &Outgoing::text(1, crate::i18n::Text::plain("again")),
            0,
        )
        .unwrap();
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
