//! Moving the write-ahead log into the database file off the hot path.
//!
//! By default SQLite checkpoints inside the commit that makes the log reach
//! 1,000 pages: that one commit writes and syncs several megabytes, and it
//! was the slowest 1 % of answered moves. The server instead runs a
//! [`Checkpointer`]: a thread with its own connection that checkpoints
//! (`PASSIVE`: it never waits for, nor blocks, the writer) every
//! [`INTERVAL`], while the writer's own automatic checkpoint only remains as
//! a safety net at [`SAFETY_NET_PAGES`].

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::Duration;

use rusqlite::Connection;

use super::{Result, Store};

/// How often the checkpointer looks at the log.
pub const INTERVAL: Duration = Duration::from_millis(250);

/// The writer checkpoints by itself only past this many log pages (64 MB
/// of 4 KB pages), should the checkpointer fall behind or stop.
pub const SAFETY_NET_PAGES: i64 = 16_384;

/// A running checkpointer; dropping it stops the thread.
pub struct Checkpointer {
    stop: Option<Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

/// Why the checkpointer could not start (`serve` stops with it).
#[derive(Debug, thiserror::Error)]
pub enum CheckpointError {
    #[error("cannot open {} to checkpoint it: {source}", path.display())]
    Open {
        path: PathBuf,
        source: rusqlite::Error,
    },
    /// The owner's automatic checkpoint could not be raised.
    #[error("{0}")]
    Setting(rusqlite::Error),
    #[error("cannot start the checkpoint thread: {0}")]
    Thread(std::io::Error),
}

impl Store {
    /// Starts checkpointing this database from a thread of its own, and
    /// raises this connection's automatic checkpoint to the safety net.
    /// `None` for an in-memory database, which has no log.
    pub fn start_checkpointer(&self) -> std::result::Result<Option<Checkpointer>, CheckpointError> {
        let Some(path) = self.conn.path().filter(|p| !p.is_empty()) else {
            return Ok(None);
        };
        let path = PathBuf::from(path);
        let conn = open_checkpoint_connection(&path).map_err(|source| CheckpointError::Open {
            path: path.clone(),
            source,
        })?;
        self.conn
            .pragma_update(None, "wal_autocheckpoint", SAFETY_NET_PAGES)
            .map_err(CheckpointError::Setting)?;
        let (stop, stopped) = mpsc::channel::<()>();
        let thread = std::thread::Builder::new()
            .name("checkpoint".into())
            .spawn(move || loop {
                match stopped.recv_timeout(INTERVAL) {
                    Err(RecvTimeoutError::Timeout) => {
                        if let Err(e) = checkpoint(&conn) {
                            tracing::warn!(error = %e, "checkpoint failed; will retry");
                        }
                    }
                    // Stopped, or the owner is gone.
                    _ => return,
                }
            })
            .map_err(CheckpointError::Thread)?;
        Ok(Some(Checkpointer {
            stop: Some(stop),
            thread: Some(thread),
        }))
    }
}

/// The writer starts the log over only after a checkpoint that caught up
/// with it. Should passive checkpoints fall behind a writer that never
/// pauses by more than this many frames (16 MB), the checkpointer makes the
/// writer wait once for a whole checkpoint (`RESTART`).
pub const RESTART_FRAMES: i64 = 4096;

/// One round: a passive checkpoint, and a restarting one when it fell far
/// behind. Returns the frames left in the log.
fn checkpoint(conn: &Connection) -> Result<i64> {
    let (log, done): (i64, i64) = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |r| {
        Ok((r.get(1)?, r.get(2)?))
    })?;
    if log - done > RESTART_FRAMES {
        let (busy, log, done): (i64, i64, i64) =
            conn.query_row("PRAGMA wal_checkpoint(RESTART)", [], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?))
            })?;
        return Ok(if busy == 0 { 0 } else { log - done });
    }
    Ok(log - done)
}

fn open_checkpoint_connection(path: &Path) -> Result<Connection> {
    let conn = Connection::open(path)?;
    // It only checkpoints: never on commits of its own (it makes none).
    // A restarting checkpoint waits at most this long for the writer.
    conn.pragma_update(None, "wal_autocheckpoint", 0)?;
    conn.busy_timeout(Duration::from_millis(100))?;
    Ok(conn)
}

impl Drop for Checkpointer {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn main_file_len(path: &Path) -> u64 {
        std::fs::metadata(path).map(|m| m.len()).unwrap_or(0)
    }

    /// Writes about 2 MB in small commits (under the safety net, so only a
    /// checkpointer moves them into the database file).
    fn write_two_megabytes(store: &Store) {
        let text = "x".repeat(2000);
        for i in 0..1000 {
            store
                .conn
                .execute(
                    "INSERT INTO outbox (created_ms, payload) VALUES (?1, ?2)",
                    rusqlite::params![i, text],
                )
                .unwrap();
        }
    }

    #[test]
    fn the_log_reaches_the_database_file_without_the_writer() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("db");
        let store = Store::open(&path).unwrap();
        let checkpointer = store.start_checkpointer().unwrap().expect("a file");
        let autocheckpoint: i64 = store
            .conn
            .pragma_query_value(None, "wal_autocheckpoint", |r| r.get(0))
            .unwrap();
        assert_eq!(autocheckpoint, SAFETY_NET_PAGES);
        write_two_megabytes(&store);
        let mut waited = Duration::ZERO;
        while main_file_len(&path) < 2_000_000 {
            assert!(
                waited < Duration::from_secs(20),
                "the database file is still {} bytes",
                main_file_len(&path)
            );
            std::thread::sleep(INTERVAL);
            waited += INTERVAL;
        }
        // Stopping is prompt, not a full interval.
        let t = std::time::Instant::now();
        drop(checkpointer);
        assert!(t.elapsed() < INTERVAL);
    }

    #[test]
    fn without_a_checkpointer_the_same_writes_stay_in_the_log() {
        // The control for the test above: the writer alone, with its
        // automatic checkpoint at the safety net, leaves them in the log.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("db");
        let store = Store::open(&path).unwrap();
        store
            .conn
            .pragma_update(None, "wal_autocheckpoint", SAFETY_NET_PAGES)
            .unwrap();
        write_two_megabytes(&store);
        std::thread::sleep(INTERVAL * 2);
        assert!(main_file_len(&path) < 1_000_000);
    }

    #[test]
    fn in_memory_databases_have_none() {
        let store = Store::in_memory().unwrap();
        assert!(store.start_checkpointer().unwrap().is_none());
    }
}
