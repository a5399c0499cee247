//! `boardbot bench`: the load benchmark of the core with SQLite on disk.
//!
//! Drives many games at once (7×7 Opok unless `--game` says otherwise)
//! through the hub exactly as chat messages would, each player sending a
//! random legal action from [`Game::legal_texts`], interleaving the games:
//! first one message per commit, then in batches as the Telegram transport
//! commits the messages of one `getUpdates` answer ([`Hub::handle_batch`]).
//! Measures the time from a message to its replies committed, and to its
//! replies taken from the outbox (board pictures drawn then) and marked
//! delivered; and with a deliverer on another thread beside the moves, as
//! in `serve`, how long a move waits for the hub while pictures are drawn
//! (outside the hub's lock, and for comparison inside it).
//! Then it finishes games to size the database, and fills
//! a database with many stored games to measure a fresh process's start-up
//! time and memory.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use rand::{rngs::StdRng, Rng, SeedableRng};

use crate::core::{draw, Chat, ChatKind, Content, Hub, HubConfig, Incoming, User};
use crate::rules::Game;
use crate::store::{Checkpointer, Store};

mod beside;
mod vs_bot;

/// Why a benchmark stopped: the machinery failed, or the bench's own
/// expectations of the bot did not hold (each named).
#[derive(Debug, thiserror::Error)]
pub enum BenchError {
    #[error("{0}")]
    Core(#[from] crate::core::CoreError),
    #[error("{0}")]
    Db(#[from] rusqlite::Error),
    #[error("{0}")]
    Checkpoint(#[from] crate::store::CheckpointError),
    #[error("{0}")]
    Io(#[from] std::io::Error),
    #[error("{0}")]
    Json(#[from] serde_json::Error),
    #[error("{0}")]
    Game(#[from] crate::rules::FindError),
    #[error("{0}")]
    Load(#[from] crate::rules::LoadError),
    #[error("{0}")]
    Save(#[from] crate::rules::SaveError),
    #[error("no game was created")]
    NoGameCreated,
    /// A finished game's table was not opened again.
    #[error("no table")]
    NoTable,
    #[error("a game vanished")]
    Vanished,
    #[error("game {0} has no legal action")]
    NoLegalAction(i64),
    #[error("a game twice in one batch: {0:?}")]
    TwiceInBatch(Vec<i64>),
    /// An action the bench chose (legal by the stored game) was refused.
    #[error("game {game}: the bench's action {action} was refused")]
    Refused { game: i64, action: String },
    #[error("the deliverer panicked")]
    DelivererPanicked,
}

use beside::beside_phase;
use vs_bot::vs_bot_phase;

#[derive(Debug, Clone)]
pub struct BenchArgs {
    /// Games played at once.
    pub games: usize,
    /// The game of the load phase, as `/new` takes it (e.g. `korpalski`,
    /// `kriegspiel`, `chpok clocks=off`, `exchange size=8`).
    pub game: String,
    /// Moves measured in all.
    pub moves: usize,
    /// Messages committed together in the second and third load phases
    /// (the first commits each message alone), as a transport commits the
    /// messages of one `getUpdates` answer.
    pub batch: usize,
    /// Games played to the end to size the database.
    pub finished: usize,
    /// Games stored for the memory and start-up measurement.
    pub stored: usize,
    /// Moves of the phase with a deliverer beside them (each way).
    pub beside_moves: usize,
    /// Moves per second arriving in that phase (Telegram lets a bot send
    /// about 30 messages a second).
    pub beside_rate: u32,
    /// Directory for the databases (default: a temporary directory).
    pub dir: Option<PathBuf>,
    /// Only measure opening this database and answering one message
    /// (used by the benchmark itself in a fresh process).
    pub startup: Option<PathBuf>,
    /// Instead of the load phases: N players each playing `--game`
    /// against level 5 at once, thinking on one thread per core as
    /// `serve` does; measures the time from a player's move to the bot's
    /// reply.
    pub vs_bot: Option<usize>,
    /// With `--vs-bot`: the replies measured.
    pub replies: usize,
}

fn user(id: i64) -> User {
    User::new(id, format!("player{id}"))
}

fn group_message(game: usize, from: i64, text: &str) -> Incoming {
    Incoming {
        update_id: None,
        chat: Chat {
            id: -(game as i64) - 1,
            kind: ChatKind::Group,
            title: format!("#g{game}"),
        },
        user: user(from),
        content: Content::Text(text.to_string()),
        reply_to: None,
        admin: false,
    }
}

fn private_message(from: i64, text: &str) -> Incoming {
    Incoming {
        update_id: None,
        chat: Chat {
            id: from,
            kind: ChatKind::Private,
            title: format!("player{from}"),
        },
        user: user(from),
        content: Content::Text(text.to_string()),
        reply_to: None,
        admin: false,
    }
}

/// One benchmark game: its group, players and id.
struct Table {
    index: usize,
    players: [i64; 2],
    game: i64,
}

/// The game of a table as stored, to choose a legal action for its player.
fn stored_game(hub: &Hub, id: i64) -> Result<Box<dyn Game>, BenchError> {
    let (kind, state) = crate::store::game_state(hub.conn(), id)?;
    let kind = crate::rules::find(&kind)?;
    let value = serde_json::from_str(&state)?;
    Ok((kind.load)(value)?)
}

/// Delivers (drops) every committed message, as a transport would.
fn drain(hub: &mut Hub) -> Result<usize, BenchError> {
    let mut n = 0;
    loop {
        let batch = hub.pending(256)?;
        if batch.is_empty() {
            return Ok(n);
        }
        for (id, _) in batch {
            hub.delivered(id, 0, None, Default::default(), 0)?;
            n += 1;
        }
    }
}

/// Opens the hub as `serve` does, with the checkpointer beside it.
fn open_hub(path: &Path, pictures: bool) -> Result<(Hub, Option<Checkpointer>), BenchError> {
    let store = Store::open(path)?;
    let checkpointer = store.start_checkpointer()?;
    let hub = Hub::new(
        store,
        HubConfig {
            seed: Some(1),
            pictures,
            ..HubConfig::default()
        },
    );
    Ok((hub, checkpointer))
}

/// Opens `count` games of `game` (`/new` arguments, e.g. `opok size=7`) in
/// groups numbered from `first`, each with two players who have opened
/// their private chats.
fn start_tables(
    hub: &mut Hub,
    first: usize,
    count: usize,
    game: &str,
) -> Result<Vec<Table>, BenchError> {
    let mut tables = Vec::with_capacity(count);
    for index in first..first + count {
        tables.push(open_table(hub, index, game)?);
    }
    drain(hub)?;
    Ok(tables)
}

/// Opens one game (its replies left in the outbox).
fn open_table(hub: &mut Hub, index: usize, game: &str) -> Result<Table, BenchError> {
    // Above the computer opponent's ids (1…5).
    let players = [2 * index as i64 + 11, 2 * index as i64 + 12];
    for p in players {
        hub.handle(&private_message(p, "/start"), 0)?;
    }
    hub.handle(
        &group_message(index, players[0], &format!("/new {game}")),
        0,
    )?;
    hub.handle(&group_message(index, players[1], "/join"), 0)?;
    let game = crate::store::last_game_id(hub.conn())?.ok_or(BenchError::NoGameCreated)?;
    Ok(Table {
        index,
        players,
        game,
    })
}

/// How long one move took, in microseconds.
#[derive(Clone, Copy)]
struct Latency {
    /// From the message to its replies committed to the outbox.
    commit: u64,
    /// From the message to its replies taken from the outbox (pictures
    /// drawn) and marked delivered.
    delivered: u64,
}

/// A random legal action of `t` as its player would send it (in the group,
/// or privately in games with private views), with the game as it was;
/// `None` when the game is over.
fn choose(
    hub: &Hub,
    t: &Table,
    rng: &mut StdRng,
) -> Result<Option<(Incoming, serde_json::Value)>, BenchError> {
    let game = stored_game(hub, t.game)?;
    let Some(seat) = game.to_move() else {
        return Ok(None);
    };
    let texts = game.legal_texts();
    if texts.is_empty() {
        return Err(BenchError::NoLegalAction(t.game));
    }
    let text = &texts[rng.random_range(0..texts.len())];
    let from = t.players[seat.index()];
    let msg = if game.private_views() {
        private_message(from, text)
    } else {
        group_message(t.index, from, text)
    };
    let state = game.save()?;
    Ok(Some((msg, state)))
}

/// Sends `batch` (one action per table) through the hub as a transport
/// does (one commit for all), delivers the replies and checks that every
/// action was taken. Returns the batch's latency, which is each of its
/// messages' (a message is taken as arrived when the batch starts).
fn play_batch(
    hub: &mut Hub,
    batch: &[(&Table, Incoming, serde_json::Value)],
) -> Result<Latency, BenchError> {
    // Two actions chosen on the same state would refuse one another.
    let mut games: Vec<i64> = batch.iter().map(|(t, _, _)| t.game).collect();
    games.sort_unstable();
    if games.windows(2).any(|w| w[0] == w[1]) {
        return Err(BenchError::TwiceInBatch(games));
    }
    let msgs: Vec<Incoming> = batch.iter().map(|(_, m, _)| m.clone()).collect();
    let start = Instant::now();
    for result in hub.handle_batch(&msgs, 0) {
        result?;
    }
    let commit = start.elapsed().as_micros() as u64;
    drain(hub)?;
    let delivered = start.elapsed().as_micros() as u64;
    for (t, msg, before) in batch {
        let after = stored_game(hub, t.game)?.save()?;
        if after == *before {
            return Err(BenchError::Refused {
                game: t.game,
                action: format!("{:?}", msg.content),
            });
        }
    }
    Ok(Latency { commit, delivered })
}

/// Plays one random legal action of `t`; its latency, or `None` when the
/// game is over.
fn play_one(hub: &mut Hub, t: &Table, rng: &mut StdRng) -> Result<Option<Latency>, BenchError> {
    let Some((msg, before)) = choose(hub, t, rng)? else {
        return Ok(None);
    };
    play_batch(hub, &[(t, msg, before)]).map(Some)
}

fn percentile(sorted: &[u64], p: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn db_bytes(path: &Path) -> u64 {
    ["", "-wal"]
        .iter()
        .filter_map(|suffix| {
            let mut p = path.as_os_str().to_owned();
            p.push(suffix);
            std::fs::metadata(PathBuf::from(p)).ok()
        })
        .map(|m| m.len())
        .sum()
}

/// The load phase: `games` games at once, `moves` moves round-robin, sent
/// `batch` at a time (from as many different games).
fn load_phase(
    dir: &Path,
    args: &BenchArgs,
    batch: usize,
    pictures: bool,
) -> Result<String, BenchError> {
    let path = dir.join(format!("load-{batch}-{pictures}.db"));
    let (mut hub, _checkpointer) = open_hub(&path, pictures)?;
    let mut rng = StdRng::seed_from_u64(42);
    let mut tables = start_tables(&mut hub, 0, args.games, &args.game)?;
    let batch = batch.clamp(1, tables.len().max(1));
    let mut latencies: Vec<Latency> = Vec::with_capacity(args.moves);
    let mut batches = 0u64;
    let mut spent_us = 0u64;
    let mut next = 0;
    while latencies.len() < args.moves {
        let size = batch.min(args.moves - latencies.len());
        let mut chosen: Vec<(usize, Incoming, serde_json::Value)> = Vec::with_capacity(size);
        while chosen.len() < size {
            let i = next % tables.len();
            if chosen.iter().any(|(j, _, _)| *j == i) {
                break; // every table has its action in this batch
            }
            next += 1;
            match choose(&hub, &tables[i], &mut rng)? {
                Some((msg, before)) => chosen.push((i, msg, before)),
                None => {
                    // A finished game is replaced by a new one at another table.
                    let fresh = start_tables(&mut hub, args.games + next, 1, &args.game)?;
                    tables[i] = fresh.into_iter().next().ok_or(BenchError::NoTable)?;
                }
            }
        }
        let sent: Vec<_> = chosen
            .into_iter()
            .map(|(i, msg, before)| (&tables[i], msg, before))
            .collect();
        let timed = play_batch(&mut hub, &sent)?;
        batches += 1;
        spent_us += timed.delivered;
        latencies.extend(std::iter::repeat_n(timed, sent.len()));
    }
    let (hits, misses) = hub.cache_stats();
    // Throughput counts the core's time only (messages handled, replies
    // drawn and delivered), not the bench's own choosing of moves.
    let secs = spent_us as f64 / 1e6;
    let ms = |pick: fn(&Latency) -> u64, p: f64| {
        let mut v: Vec<u64> = latencies.iter().map(pick).collect();
        v.sort_unstable();
        percentile(&v, p) as f64 / 1000.0
    };
    Ok(format!(
        "{} moves in {} {} games, {}, {}: {:.0} moves/s; message to committed reply \
         p50 {:.2} ms, p99 {:.2} ms; to reply drawn and delivered p50 {:.2} ms, p99 {:.2} ms; \
         games found loaded {:.0}%; resident {} MB",
        latencies.len(),
        args.games,
        args.game,
        if batch == 1 {
            "one message per commit".to_string()
        } else {
            format!("{batch} messages per commit ({batches} commits)")
        },
        if pictures {
            "with pictures"
        } else {
            "without pictures"
        },
        latencies.len() as f64 / secs,
        ms(|l| l.commit, 0.5),
        ms(|l| l.commit, 0.99),
        ms(|l| l.delivered, 0.5),
        ms(|l| l.delivered, 0.99),
        100.0 * hits as f64 / (hits + misses).max(1) as f64,
        resident_kb().map_or("?".to_string(), |k| (k / 1024).to_string()),
    ))
}

/// Plays `n` games to their end and sizes the database per 1,000 games.
fn finished_phase(dir: &Path, n: usize) -> Result<String, BenchError> {
    let path = dir.join("finished.db");
    let (mut hub, _checkpointer) = open_hub(&path, false)?;
    let mut rng = StdRng::seed_from_u64(7);
    let tables = start_tables(&mut hub, 0, n, "opok size=5")?;
    let mut moves = 0usize;
    for t in &tables {
        while play_one(&mut hub, t, &mut rng)?.is_some() {
            moves += 1;
        }
    }
    hub.checkpoint()?;
    let bytes = db_bytes(&path);
    Ok(format!(
        "{n} finished 5×5 games ({moves} moves): database {:.2} MB, {:.2} MB per 1,000 games",
        bytes as f64 / 1e6,
        bytes as f64 / 1e6 * 1000.0 / n.max(1) as f64
    ))
}

/// Stores `n` games (each with a few moves) for the start-up measurement.
fn stored_phase(dir: &Path, n: usize) -> Result<PathBuf, BenchError> {
    let path = dir.join("stored.db");
    let (mut hub, _checkpointer) = open_hub(&path, false)?;
    let mut rng = StdRng::seed_from_u64(9);
    let tables = start_tables(&mut hub, 0, n, "opok size=7")?;
    for t in &tables {
        for _ in 0..4 {
            play_one(&mut hub, t, &mut rng)?;
        }
    }
    hub.checkpoint()?;
    Ok(path)
}

fn resident_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// In a fresh process: open the database, answer one message, report.
fn startup(path: &Path) -> Result<(), BenchError> {
    let start = Instant::now();
    let (mut hub, _checkpointer) = open_hub(path, true)?;
    hub.handle(&group_message(0, 1, "/board text"), 0)?;
    drain(&mut hub)?;
    let ms = start.elapsed().as_secs_f64() * 1000.0;
    println!(
        "startup_ms={ms:.1} rss_kb={}",
        resident_kb()
            .map(|k| k.to_string())
            .unwrap_or_else(|| "?".into())
    );
    Ok(())
}

pub fn run(args: &BenchArgs) -> Result<(), BenchError> {
    if let Some(path) = &args.startup {
        return startup(path);
    }
    let tmp;
    let dir = match &args.dir {
        Some(d) => {
            std::fs::create_dir_all(d)?;
            d.clone()
        }
        None => {
            tmp = std::env::temp_dir().join(format!("boardbot-bench-{}", std::process::id()));
            std::fs::create_dir_all(&tmp)?;
            tmp
        }
    };
    if let Some(n) = args.vs_bot {
        let line = vs_bot_phase(&dir, args, n.max(1));
        if args.dir.is_none() {
            let _ = std::fs::remove_dir_all(&dir);
        }
        println!("{}", line?);
        return Ok(());
    }
    println!("{}", load_phase(&dir, args, 1, false)?);
    println!("{}", load_phase(&dir, args, args.batch, false)?);
    println!("{}", load_phase(&dir, args, args.batch, true)?);
    println!("{}", beside_phase(&dir, args, false)?);
    println!("{}", beside_phase(&dir, args, true)?);
    println!("{}", finished_phase(&dir, args.finished)?);
    let stored = stored_phase(&dir, args.stored)?;
    let exe = std::env::current_exe()?;
    let out = std::process::Command::new(exe)
        .arg("bench")
        .arg("--startup")
        .arg(&stored)
        .output()?;
    println!(
        "{} stored games, fresh process: {}",
        args.stored,
        String::from_utf8_lossy(&out.stdout).trim()
    );
    if args.dir.is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(game: &str, games: usize, moves: usize) -> BenchArgs {
        BenchArgs {
            games,
            game: game.into(),
            moves,
            batch: 16,
            finished: 0,
            stored: 0,
            beside_moves: moves,
            beside_rate: 1000,
            dir: None,
            startup: None,
            vs_bot: None,
            replies: 0,
        }
    }

    /// A few games against level 5 at once: every reply measured comes,
    /// each within the 10 s the pool keeps to.
    #[test]
    fn vs_bot_replies_are_measured_within_the_limit() {
        let dir = tempfile::tempdir().unwrap();
        let mut a = args("opok size=5", 0, 0);
        a.replies = 6;
        let line = vs_bot_phase(dir.path(), &a, 3).unwrap();
        assert!(
            line.starts_with("3 games of opok size=5 against level 5 at once"),
            "{line}"
        );
        assert!(line.contains(": 6 replies,"), "{line}");
        let max: f64 = line
            .split("max ")
            .nth(1)
            .and_then(|r| r.split(" s;").next())
            .and_then(|v| v.parse().ok())
            .expect("the longest wait");
        assert!(
            max <= crate::engine::pool::REPLY_WITHIN.as_secs_f64(),
            "{line}"
        );
    }

    /// Batches as large as the number of tables, with games ending and
    /// replaced on the way: every action is taken (the phase fails on a
    /// refused one) and exactly the moves asked for are counted.
    #[test]
    fn batched_phases_play_every_action_once() {
        let dir = tempfile::tempdir().unwrap();
        for (game, batch) in [("opok size=5", 4), ("kriegspiel", 3)] {
            let a = args(game, 4, 150);
            let one = load_phase(dir.path(), &a, 1, false).unwrap();
            assert!(one.starts_with("150 moves in 4 "), "{one}");
            assert!(one.contains("one message per commit"), "{one}");
            let many = load_phase(dir.path(), &a, batch, true).unwrap();
            assert!(many.starts_with("150 moves in 4 "), "{many}");
            assert!(
                many.contains(&format!("{batch} messages per commit")),
                "{many}"
            );
        }
    }

    /// The deliverer beside the moves delivers their replies while every
    /// move is committed and counted.
    #[test]
    fn the_phase_with_a_deliverer_beside_plays_every_move() {
        let dir = tempfile::tempdir().unwrap();
        for under_lock in [false, true] {
            let line = beside_phase(dir.path(), &args("opok size=5", 3, 60), under_lock).unwrap();
            assert!(line.starts_with("60 moves in 3 "), "{line}");
            let delivered: usize = line
                .split_once("lock (")
                .or_else(|| line.split_once("issue 29 ("))
                .and_then(|(_, rest)| rest.split_once(' '))
                .and_then(|(n, _)| n.parse().ok())
                .unwrap_or_else(|| panic!("no count of delivered messages: {line}"));
            assert!(delivered > 0, "{line}");
        }
    }
}
