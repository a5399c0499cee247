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

/// Why a backup failed (the operator reads it as `boardbot: …`); the
/// target is left as it was in every case.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    /// The source is missing or not a file (never created here: a mistyped
    /// path is an error, not an empty copy).
    #[error("{} is not a database file", .0.display())]
    NoDatabase(PathBuf),
    #[error("the backup cannot replace the database itself")]
    SameFile,
    #[error("cannot open {}: {source}", path.display())]
    Open {
        path: PathBuf,
        source: rusqlite::Error,
    },
    /// The source's busy timeout could not be set.
    #[error("{}: {source}", path.display())]
    Source {
        path: PathBuf,
        source: rusqlite::Error,
    },
    #[error("cannot create {}: {source}", path.display())]
    Create {
        path: PathBuf,
        source: rusqlite::Error,
    },
    /// SQLite's backup API failed.
    #[error("backup: {0}")]
    Copy(rusqlite::Error),
    #[error("backup: the database stayed locked for {} s", PATIENCE.as_secs())]
    Locked,
    #[error("checking the copy: {0}")]
    Check(rusqlite::Error),
    /// `PRAGMA integrity_check` said something other than `ok`.
    #[error("the copy fails its integrity check: {0}")]
    Corrupt(String),
    #[error("{} has no games table: {source}", path.display())]
    NoGames {
        path: PathBuf,
        source: rusqlite::Error,
    },
    #[error("closing {}: {source}", path.display())]
    Close {
        path: PathBuf,
        source: rusqlite::Error,
    },
    #[error("syncing {}: {source}", path.display())]
    Sync {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot move the copy to {}: {source}", path.display())]
    Move {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// Copies the database at `from` to `to` (replaced if it exists).
pub fn backup(from: &Path, to: &Path) -> Result<Copied, BackupError> {
    let start = Instant::now();
    if !from.is_file() {
        return Err(BackupError::NoDatabase(from.to_path_buf()));
    }
    if let (Ok(a), Ok(b)) = (from.canonicalize(), to.canonicalize()) {
        if a == b {
            return Err(BackupError::SameFile);
        }
    }
    // Never created here: a mistyped path is an error, not an empty copy.
    let source = Connection::open_with_flags(
        from,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|source| BackupError::Open {
        path: from.to_path_buf(),
        source,
    })?;
    source
        .busy_timeout(PATIENCE)
        .map_err(|source| BackupError::Source {
            path: from.to_path_buf(),
            source,
        })?;
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
    std::fs::rename(&partial, to).map_err(|source| BackupError::Move {
        path: to.to_path_buf(),
        source,
    })?;
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
fn copy_to(source: &Connection, path: &Path) -> Result<i64, BackupError> {
    let at = || path.to_path_buf();
    let mut target =
        Connection::open(path).map_err(|source| BackupError::Create { path: at(), source })?;
    {
        let backup = Backup::new(source, &mut target).map_err(BackupError::Copy)?;
        let end = Instant::now() + PATIENCE;
        loop {
            match backup.step(-1).map_err(BackupError::Copy)? {
                StepResult::Done => break,
                // Only with pages left, which one step of all pages has not.
                StepResult::More => {}
                StepResult::Busy | StepResult::Locked => {
                    if Instant::now() > end {
                        return Err(BackupError::Locked);
                    }
                    std::thread::sleep(Duration::from_millis(50));
                }
                _ => {}
            }
        }
    }
    let check: String = target
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .map_err(BackupError::Check)?;
    if check != "ok" {
        return Err(BackupError::Corrupt(check));
    }
    let games: i64 = target
        .query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0))
        .map_err(|source| BackupError::NoGames { path: at(), source })?;
    target
        .close()
        .map_err(|(_, source)| BackupError::Close { path: at(), source })?;
    std::fs::File::open(path)
        .and_then(|f| f.sync_all())
        .map_err(|source| BackupError::Sync { path: at(), source })?;
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
            .to_string()
            .contains("not a database"));
        assert!(!missing.exists(), "a missing database is not created");
        assert!(backup(&db, &db).unwrap_err().to_string().contains("itself"));
        let nowhere = dir.path().join("no/such/dir/copy.db");
        assert!(backup(&db, &nowhere).is_err());
        drop(store);
    }

    /// Each failure names what failed and where, in the words the
    /// operator saw before the errors were typed.
    #[test]
    fn failures_say_what_and_where() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("nothing.db");
        let e = backup(&missing, &dir.path().join("copy.db")).unwrap_err();
        assert!(
            matches!(&e, BackupError::NoDatabase(p) if *p == missing),
            "{e:?}"
        );
        assert_eq!(
            e.to_string(),
            format!("{} is not a database file", missing.display())
        );

        let db = dir.path().join("bot.db");
        drop(Store::open(&db).unwrap());
        let e = backup(&db, &db).unwrap_err();
        assert!(matches!(e, BackupError::SameFile), "{e:?}");
        assert_eq!(
            e.to_string(),
            "the backup cannot replace the database itself"
        );

        // The copy cannot be made where no directory is: the partial file
        // is named, and nothing is left behind.
        let nowhere = dir.path().join("no/such/dir/copy.db");
        let e = backup(&db, &nowhere).unwrap_err();
        match &e {
            BackupError::Create { path, .. } => assert_eq!(*path, partial_path(&nowhere)),
            other => panic!("not a creation error: {other:?}"),
        }
        assert!(e.to_string().starts_with("cannot create "), "{e}");
        assert!(!partial_path(&nowhere).exists());

        // A database file without the bot's tables is copied but refused.
        let other = dir.path().join("other.db");
        Connection::open(&other)
            .unwrap()
            .execute("CREATE TABLE t (x)", [])
            .unwrap();
        let to = dir.path().join("other-copy.db");
        let e = backup(&other, &to).unwrap_err();
        assert!(matches!(e, BackupError::NoGames { .. }), "{e:?}");
        assert!(e.to_string().contains("has no games table"), "{e}");
        assert!(!to.exists(), "a refused copy replaces nothing");

        assert_eq!(
            BackupError::Locked.to_string(),
            "backup: the database stayed locked for 30 s"
        );
    }
}
