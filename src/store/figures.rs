//! What the operator's endpoints read: the outbox's depth and age, the
//! games running, and whether the database still takes a write.

use rusqlite::Connection;

use super::Result;

/// The figures `/metrics` and `/healthz` show, read at the moment asked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Figures {
    /// Messages committed and not yet delivered.
    pub outbox: i64,
    /// When the oldest of them was committed (ms since the epoch).
    pub oldest_ms: Option<i64>,
    /// Games being played, by kind (kinds with none are left out).
    pub running: Vec<(String, i64)>,
}

pub fn figures(conn: &Connection) -> Result<Figures> {
    let (outbox, oldest_ms) = conn
        .prepare_cached("SELECT COUNT(*), MIN(created_ms) FROM outbox")?
        .query_row([], |r| Ok((r.get(0)?, r.get(1)?)))?;
    let mut st = conn.prepare_cached(
        "SELECT kind, COUNT(*) FROM games WHERE status = 'active' GROUP BY kind ORDER BY kind",
    )?;
    let running = st
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<Vec<_>>>()?;
    Ok(Figures {
        outbox,
        oldest_ms,
        running,
    })
}

/// Proves the database takes a write: the schema version is written again
/// (unchanged) and committed, which takes the write lock, appends a page
/// to the log and syncs it, as every answered move does.
pub fn probe_write(conn: &mut Connection) -> Result<()> {
    let tx = conn.transaction()?;
    let version: i64 = tx.pragma_query_value(None, "user_version", |r| r.get(0))?;
    tx.pragma_update(None, "user_version", version)?;
    tx.commit()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::Outgoing;
    use crate::store::{push_outbox, Store};

    #[test]
    fn figures_count_the_outbox_and_running_games() {
        let mut store = Store::in_memory().unwrap();
        assert_eq!(figures(&store.conn).unwrap(), Figures::default());
        push_outbox(
            &store.conn,
            &Outgoing::text(1, crate::i18n::Text::plain("a")),
            500,
        )
        .unwrap();
        push_outbox(
            &store.conn,
            &Outgoing::text(1, crate::i18n::Text::plain("b")),
            700,
        )
        .unwrap();
        for (kind, status) in [("opok", "active"), ("opok", "active"), ("chpok", "over")] {
            store
                .conn
                .execute(
                    "INSERT INTO games (kind, creator, status, state, created_ms, updated_ms) \
                     VALUES (?1, 1, ?2, '{}', 0, 0)",
                    [kind, status],
                )
                .unwrap();
        }
        let f = figures(&store.conn).unwrap();
        assert_eq!((f.outbox, f.oldest_ms), (2, Some(500)));
        assert_eq!(f.running, vec![("opok".to_string(), 2)]);
        let before: i64 = store
            .conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .unwrap();
        probe_write(&mut store.conn).unwrap();
        let after: i64 = store
            .conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .unwrap();
        assert_eq!(before, after, "the probe changes nothing");
    }

    #[test]
    fn a_read_only_database_fails_the_probe() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ro.db");
        drop(Store::open(&path).unwrap());
        let mut conn =
            Connection::open_with_flags(&path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
        assert!(probe_write(&mut conn).is_err());
    }
}
