//! `boardbot backup`: a copy of the live database through SQLite's online
//! backup API, while `serve` goes on writing.
//!
//! The copy is taken in one step: in WAL mode that step reads one
//! consistent snapshot and never blocks the bot's writer, whereas a copy
//! in many small steps starts over whenever the bot commits in between
//! (and a busy bot commits every few milliseconds). It is written beside
//! the target, checked (`PRAGMA integrity_check`), synced, and only then
//! renamed over the target, so a failed backup never replaces a good one.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, OpenFlags};

/// What a finished backup holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Copied {
    pub bytes: u64,
    pub games: i64,
    pub millis: u128,
}

/// How long the copy waits for a lock before giving up.
const PATIENCE: Duration = Duration::from_secs(30);

/// Copies the database at `from` to `to` (replaced if it exists).
pub fn backup(from: &Path, to: &Path) -> Result<Copied, String> {
    let start = Instant::now();
    if !from.is_file() {
        return Err(format!("{} is not a database file", from.display()));
    }
    if let (Ok(a), Ok(b)) = (from.canonicalize(), to.canonicalize()) {
        if a == b {
            return Err("the backup cannot replace the database itself".into());
        }
    }
    // Never created here: a mistyped path is an error, not an empty copy.
    let source = Connection::open_with_flags(
        from,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|e| format!("cannot open {}: {e}", from.display()))?;
    source
        .busy_timeout(PATIENCE)
        .map_err(|e| format!("{}: {e}", from.display()))?;
    let partial = partial_path(to);
    let _ = std::fs::remove_file(&partial);
    let result = copy_to(&source, &partial);
    let games = match result {
        Ok(games) => games,
        Err(e) => {
            let _ = std::fs::remove_file(&partial);
            return Err(e);
        }
    };
    std::fs::rename(&partial, to)
        .map_err(|e| format!("cannot move the copy to {}: {e}", to.display()))?;
    if let Some(dir) = to.parent().filter(|d| !d.as_os_str().is_empty()) {
        // The rename itself on disk.
        if let Ok(d) = std::fs::File::open(dir) {
            let _ = d.sync_all();
        }
    }
    let bytes = std::fs::metadata(to).map(|m| m.len()).unwrap_or(0);
    Ok(Copied {
        bytes,
        games,
        millis: start.elapsed().as_millis(),
    })
}

fn partial_path(to: &Path) -> PathBuf {
    let mut name = to.as_os_str().to_owned();
    name.push(".partial");
    PathBuf::from(name)
}

/// The copy itself, checked; returns the number of games it holds.
fn copy_to(source: &Connection, path: &Path) -> Result<i64, String> {
    let shown = path.display();
    let mut target = Connection::open(path).map_err(|e| format!("cannot create {shown}: {e}"))?;
    {
        let backup = Backup::new(source, &mut target).map_err(|e| format!("backup: {e}"))?;
        let end = Instant::now() + PATIENCE;
        loop {
            match backup.step(-1).map_err(|e| format!("backup: {e}"))? {
                StepResult::Done => break,
                // Only with pages left, which one step of all pages has not.
                StepResult::More => {}
                StepResult::Busy | StepResult::Locked => {
                    if Instant::now() > end {
                        return Err("backup: the database stayed locked for 30 s".into());
                    }
                    std::thread::sleep(Duration::from_millis(50));
                }
                _ => {}
            }
        }
    }
    let check: String = target
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .map_err(|e| format!("checking the copy: {e}"))?;
    if check != "ok" {
        return Err(format!("the copy fails its integrity check: {check}"));
    }
    let games: i64 = target
        .query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0))
        .map_err(|e| format!("{shown} has no games table: {e}"))?;
    target
        .close()
        .map_err(|(_, e)| format!("closing {shown}: {e}"))?;
    std::fs::File::open(path)
        .and_then(|f| f.sync_all())
        .map_err(|e| format!("syncing {shown}: {e}"))?;
    Ok(games)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Text;
    use crate::message::Outgoing;
    use crate::store::{push_outbox, Store};

    #[test]
    fn copies_a_live_database_and_refuses_nonsense() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("bot.db");
        let store = Store::open(&db).unwrap();
        store
            .conn
            .execute(
                "INSERT INTO games (kind, creator, status, state, created_ms, updated_ms) \
                 VALUES ('opok', 1, 'active', '{}', 0, 0)",
                [],
            )
            .unwrap();
        push_outbox(&store.conn, &Outgoing::text(1, Text::plain("queued")), 0).unwrap();
        // The bot's connection stays open (its log not checkpointed).
        let to = dir.path().join("copy.db");
        let copied = backup(&db, &to).unwrap();
        assert_eq!(copied.games, 1);
        assert!(copied.bytes > 0);
        assert!(!partial_path(&to).exists());
        let copy = Store::open(&to).unwrap();
        let n: i64 = copy
            .conn
            .query_row("SELECT COUNT(*) FROM outbox", [], |r| r.get(0))
            .unwrap();
        assert_eq!(n, 1, "what was committed is in the copy");
        drop(copy);
        // Again over the old copy.
        assert!(backup(&db, &to).is_ok());

        let missing = dir.path().join("nothing.db");
        assert!(backup(&missing, &to)
            .unwrap_err()
            .contains("not a database"));
        assert!(!missing.exists(), "a missing database is not created");
        assert!(backup(&db, &db).unwrap_err().contains("itself"));
        let nowhere = dir.path().join("no/such/dir/copy.db");
        assert!(backup(&db, &nowhere).is_err());
        drop(store);
    }
}
