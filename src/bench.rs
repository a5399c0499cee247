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

use crate::core::{Chat, ChatKind, Content, Hub, HubConfig, Incoming, User};
use crate::rules::Game;
use crate::store::{Checkpointer, Store};

#[derive(clap::Args, Debug, Clone)]
pub struct BenchArgs {
    /// Games played at once.
    #[arg(long, default_value_t = 1000)]
    pub games: usize,
    /// The game of the load phase, as `/new` takes it (e.g. `korpalski`,
    /// `kriegspiel`, `chpok clocks=off`, `exchange size=8`).
    #[arg(long, default_value = "opok size=7")]
    pub game: String,
    /// Moves measured in all.
    #[arg(long, default_value_t = 20_000)]
    pub moves: usize,
    /// Messages committed together in the second and third load phases
    /// (the first commits each message alone), as a transport commits the
    /// messages of one `getUpdates` answer.
    #[arg(long, default_value_t = 16)]
    pub batch: usize,
    /// Games played to the end to size the database.
    #[arg(long, default_value_t = 1000)]
    pub finished: usize,
    /// Games stored for the memory and start-up measurement.
    #[arg(long, default_value_t = 10_000)]
    pub stored: usize,
    /// Moves of the phase with a deliverer beside them (each way).
    #[arg(long, default_value_t = 3000)]
    pub beside_moves: usize,
    /// Moves per second arriving in that phase (Telegram lets a bot send
    /// about 30 messages a second).
    #[arg(long, default_value_t = 100)]
    pub beside_rate: u32,
    /// Directory for the databases (default: a temporary directory).
    #[arg(long)]
    pub dir: Option<PathBuf>,
    /// Only measure opening this database and answering one message
    /// (used by the benchmark itself in a fresh process).
    #[arg(long, hide = true)]
    pub startup: Option<PathBuf>,
    /// Instead of the load phases: N players each playing `--game`
    /// against level 5 at once, thinking on one thread per core as
    /// `serve` does; measures the time from a player's move to the bot's
    /// reply.
    #[arg(long)]
    pub vs_bot: Option<usize>,
    /// With `--vs-bot`: the replies measured.
    #[arg(long, default_value_t = 200)]
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
fn stored_game(hub: &Hub, id: i64) -> Result<Box<dyn Game>, String> {
    let (kind, state) = crate::store::game_state(hub.conn(), id).map_err(|e| e.to_string())?;
    let kind = crate::rules::find(&kind).map_err(|e| e.to_string())?;
    let value = serde_json::from_str(&state).map_err(|e| e.to_string())?;
    (kind.load)(value).map_err(|e| e.to_string())
}

/// Delivers (drops) every committed message, as a transport would.
fn drain(hub: &mut Hub) -> Result<usize, String> {
    let mut n = 0;
    loop {
        let batch = hub.pending(256).map_err(|e| e.to_string())?;
        if batch.is_empty() {
            return Ok(n);
        }
        for (id, _) in batch {
            hub.delivered(id, 0, None, Default::default(), 0)
                .map_err(|e| e.to_string())?;
            n += 1;
        }
    }
}

/// Opens the hub as `serve` does, with the checkpointer beside it.
fn open_hub(path: &Path, pictures: bool) -> Result<(Hub, Option<Checkpointer>), String> {
    let store = Store::open(path).map_err(|e| e.to_string())?;
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
) -> Result<Vec<Table>, String> {
    let mut tables = Vec::with_capacity(count);
    for index in first..first + count {
        tables.push(open_table(hub, index, game)?);
    }
    drain(hub)?;
    Ok(tables)
}

/// Opens one game (its replies left in the outbox).
fn open_table(hub: &mut Hub, index: usize, game: &str) -> Result<Table, String> {
    // Above the computer opponent's ids (1…5).
    let players = [2 * index as i64 + 11, 2 * index as i64 + 12];
    for p in players {
        hub.handle(&private_message(p, "/start"), 0)
            .map_err(|e| e.to_string())?;
    }
    hub.handle(
        &group_message(index, players[0], &format!("/new {game}")),
        0,
    )
    .map_err(|e| e.to_string())?;
    hub.handle(&group_message(index, players[1], "/join"), 0)
        .map_err(|e| e.to_string())?;
    let game = crate::store::last_game_id(hub.conn())
        .map_err(|e| e.to_string())?
        .ok_or("no game was created")?;
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
) -> Result<Option<(Incoming, serde_json::Value)>, String> {
    let game = stored_game(hub, t.game)?;
    let Some(seat) = game.to_move() else {
        return Ok(None);
    };
    let texts = game.legal_texts();
    if texts.is_empty() {
        return Err(format!("game {} has no legal action", t.game));
    }
    let text = &texts[rng.random_range(0..texts.len())];
    let from = t.players[seat.index()];
    let msg = if game.private_views() {
        private_message(from, text)
    } else {
        group_message(t.index, from, text)
    };
    let state = game.save().map_err(|e| e.to_string())?;
    Ok(Some((msg, state)))
}

/// Sends `batch` (one action per table) through the hub as a transport
/// does (one commit for all), delivers the replies and checks that every
/// action was taken. Returns the batch's latency, which is each of its
/// messages' (a message is taken as arrived when the batch starts).
fn play_batch(
    hub: &mut Hub,
    batch: &[(&Table, Incoming, serde_json::Value)],
) -> Result<Latency, String> {
    // Two actions chosen on the same state would refuse one another.
    let mut games: Vec<i64> = batch.iter().map(|(t, _, _)| t.game).collect();
    games.sort_unstable();
    if games.windows(2).any(|w| w[0] == w[1]) {
        return Err(format!("a game twice in one batch: {games:?}"));
    }
    let msgs: Vec<Incoming> = batch.iter().map(|(_, m, _)| m.clone()).collect();
    let start = Instant::now();
    for result in hub.handle_batch(&msgs, 0) {
        result.map_err(|e| e.to_string())?;
    }
    let commit = start.elapsed().as_micros() as u64;
    drain(hub)?;
    let delivered = start.elapsed().as_micros() as u64;
    for (t, msg, before) in batch {
        let after = stored_game(hub, t.game)?
            .save()
            .map_err(|e| e.to_string())?;
        if after == *before {
            return Err(format!(
                "game {}: the bench's action {:?} was refused",
                t.game, msg.content
            ));
        }
    }
    Ok(Latency { commit, delivered })
}

/// Plays one random legal action of `t`; its latency, or `None` when the
/// game is over.
fn play_one(hub: &mut Hub, t: &Table, rng: &mut StdRng) -> Result<Option<Latency>, String> {
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
) -> Result<String, String> {
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
                    tables[i] = fresh.into_iter().next().ok_or("no table")?;
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

fn lock(hub: &Mutex<Hub>) -> MutexGuard<'_, Hub> {
    hub.lock().unwrap_or_else(|e| e.into_inner())
}

/// The deliverer of [`beside_phase`], as `serve`'s: takes up to 100 queued
/// messages through the hub's lock, draws them outside it (or, with
/// `under_lock`, inside it, as `serve` did before issue 29), and marks each
/// delivered, taking the lock again for each. Returns how many it
/// delivered.
fn deliver_beside(hub: &Mutex<Hub>, stop: &AtomicBool, under_lock: bool) -> Result<usize, String> {
    let mut n = 0;
    let none = HashSet::new();
    while !stop.load(Ordering::Relaxed) {
        let batch = {
            let hub = lock(hub);
            let batch = hub.pending_undrawn(&none, 100).map_err(|e| e.to_string())?;
            match under_lock {
                true => batch.into_iter().map(|(id, m)| (id, m.draw())).collect(),
                false => batch,
            }
        };
        if batch.is_empty() {
            std::thread::sleep(std::time::Duration::from_millis(1));
            continue;
        }
        for (id, msg) in batch {
            std::hint::black_box(msg.draw());
            lock(hub)
                .delivered(id, 0, None, Default::default(), 0)
                .map_err(|e| e.to_string())?;
            n += 1;
        }
    }
    Ok(n)
}

/// The last phase: moves arriving at `--beside-rate` a second, committed
/// `--batch` at a time, while a deliverer on another thread takes the
/// replies out through the same lock and draws their pictures, as `serve`
/// runs them. *Commit* here is from a message's arrival (its batch's
/// planned start) to its commit, the wait for the lock included: what the
/// deliverer's drawing costs the players' moves. Run twice: the pictures
/// drawn outside the lock (as `serve` does), and inside it (as it did
/// before issue 29).
fn beside_phase(dir: &Path, args: &BenchArgs, under_lock: bool) -> Result<String, String> {
    let path = dir.join(format!("beside-{under_lock}.db"));
    let (mut hub, _checkpointer) = open_hub(&path, true)?;
    let mut rng = StdRng::seed_from_u64(42);
    let mut tables = start_tables(&mut hub, 0, args.games, &args.game)?;
    let batch = args.batch.clamp(1, tables.len().max(1));
    let hub = Arc::new(Mutex::new(hub));
    let stop = Arc::new(AtomicBool::new(false));
    let deliverer = {
        let (hub, stop) = (hub.clone(), stop.clone());
        std::thread::spawn(move || deliver_beside(&hub, &stop, under_lock))
    };
    let moves = args.beside_moves;
    let gap = std::time::Duration::from_secs_f64(batch as f64 / f64::from(args.beside_rate.max(1)));
    let mut commits: Vec<u64> = Vec::with_capacity(moves);
    let mut next = 0;
    let started = Instant::now();
    let mut arrival = started;
    let played = (|| {
        while commits.len() < moves {
            let size = batch.min(moves - commits.len());
            let mut chosen: Vec<(usize, Incoming)> = Vec::with_capacity(size);
            while chosen.len() < size {
                let i = next % tables.len();
                if chosen.iter().any(|(j, _)| *j == i) {
                    break; // every table has its action in this batch
                }
                next += 1;
                let action = choose(&lock(&hub), &tables[i], &mut rng)?;
                match action {
                    Some((msg, _)) => chosen.push((i, msg)),
                    // A finished game is replaced by a new one at another
                    // table (its replies left to the deliverer).
                    None => tables[i] = open_table(&mut lock(&hub), args.games + next, &args.game)?,
                }
            }
            let msgs: Vec<Incoming> = chosen.into_iter().map(|(_, m)| m).collect();
            // Counted from the planned arrival, so a commit held up makes
            // the next ones late too, as it would players' messages.
            arrival += gap;
            std::thread::sleep(arrival.saturating_duration_since(Instant::now()));
            for result in lock(&hub).handle_batch(&msgs, 0) {
                result.map_err(|e| e.to_string())?;
            }
            let took = arrival.elapsed().as_micros() as u64;
            commits.extend(std::iter::repeat_n(took, msgs.len()));
        }
        Ok::<(), String>(())
    })();
    let secs = started.elapsed().as_secs_f64();
    stop.store(true, Ordering::Relaxed);
    let delivered = deliverer
        .join()
        .map_err(|_| "the deliverer panicked".to_string())??;
    played?;
    commits.sort_unstable();
    let ms = |p: f64| percentile(&commits, p) as f64 / 1000.0;
    Ok(format!(
        "{} moves in {} {} games arriving at {}/s, {batch} messages per commit, a deliverer \
         beside drawing the pictures {} ({delivered} messages): {:.0} moves/s; message to \
         committed reply (the lock's wait included) p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        commits.len(),
        args.games,
        args.game,
        args.beside_rate,
        if under_lock {
            "inside the hub's lock, as before issue 29"
        } else {
            "outside the hub's lock"
        },
        commits.len() as f64 / secs,
        ms(0.5),
        ms(0.99),
        ms(1.0),
    ))
}

/// Plays `n` games to their end and sizes the database per 1,000 games.
fn finished_phase(dir: &Path, n: usize) -> Result<String, String> {
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
    hub.checkpoint().map_err(|e| e.to_string())?;
    let bytes = db_bytes(&path);
    Ok(format!(
        "{n} finished 5×5 games ({moves} moves): database {:.2} MB, {:.2} MB per 1,000 games",
        bytes as f64 / 1e6,
        bytes as f64 / 1e6 * 1000.0 / n.max(1) as f64
    ))
}

/// Stores `n` games (each with a few moves) for the start-up measurement.
fn stored_phase(dir: &Path, n: usize) -> Result<PathBuf, String> {
    let path = dir.join("stored.db");
    let (mut hub, _checkpointer) = open_hub(&path, false)?;
    let mut rng = StdRng::seed_from_u64(9);
    let tables = start_tables(&mut hub, 0, n, "opok size=7")?;
    for t in &tables {
        for _ in 0..4 {
            play_one(&mut hub, t, &mut rng)?;
        }
    }
    hub.checkpoint().map_err(|e| e.to_string())?;
    Ok(path)
}

fn resident_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// In a fresh process: open the database, answer one message, report.
fn startup(path: &Path) -> Result<(), String> {
    let start = Instant::now();
    let (mut hub, _checkpointer) = open_hub(path, true)?;
    hub.handle(&group_message(0, 1, "/board text"), 0)
        .map_err(|e| e.to_string())?;
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

/// A game of `args.game` against level 5 for `user` (who has opened the
/// private chat); its id.
fn start_vs_bot(hub: &mut Hub, user: i64, game: &str) -> Result<i64, String> {
    hub.handle(
        &private_message(user, &format!("/new {game} vs=bot level=5")),
        0,
    )
    .map_err(|e| e.to_string())?;
    crate::store::last_game_id(hub.conn())
        .map_err(|e| e.to_string())?
        .ok_or_else(|| "no game was created".to_string())
}

/// `--vs-bot N`: N players against level 5 at once. Each player moves (a
/// random legal action) as soon as it is their turn; the bot's games go to
/// a pool of thinking threads as in `serve`. Measures from a player's move
/// committed to the bot's move committed (its illegal Kriegspiel attempts
/// on the way included).
fn vs_bot_phase(dir: &Path, args: &BenchArgs, n: usize) -> Result<String, String> {
    use crate::core::BotTask;
    use crate::engine::pool::{self, Pool};
    use std::collections::HashMap;
    let path = dir.join("vs-bot.db");
    let (mut hub, _checkpointer) = open_hub(&path, false)?;
    let mut rng = StdRng::seed_from_u64(5);
    let mut players: Vec<(i64, i64)> = Vec::with_capacity(n);
    for i in 0..n {
        let user = 100 + i as i64;
        hub.handle(&private_message(user, "/start"), 0)
            .map_err(|e| e.to_string())?;
        players.push((user, start_vs_bot(&mut hub, user, &args.game)?));
    }
    let workers = pool::workers();
    let pool: Pool<(BotTask, u64, Option<Incoming>)> = Pool::new(workers);
    let mut moved_at: HashMap<i64, Instant> = HashMap::new();
    let mut turns: HashMap<i64, Instant> = HashMap::new();
    let mut waits: Vec<u64> = Vec::with_capacity(args.replies);
    let mut budgets: Vec<u64> = Vec::new();
    let started = Instant::now();
    let mut seed = 0u64;
    while waits.len() < args.replies && started.elapsed().as_secs() < 3_600 {
        for (user, game) in players.iter_mut() {
            let row = crate::store::game(hub.conn(), *game)
                .map_err(|e| e.to_string())?
                .ok_or("a game vanished")?;
            let g = stored_game(&hub, *game)?;
            let Some(seat) = g.to_move() else {
                *game = start_vs_bot(&mut hub, *user, &args.game)?;
                continue;
            };
            if row.seats[seat.index()] != Some(*user) || moved_at.contains_key(game) {
                continue;
            }
            let texts = g.legal_texts();
            let Some(text) = texts.get(rng.random_range(0..texts.len().max(1))) else {
                continue;
            };
            hub.handle(&private_message(*user, text), 0)
                .map_err(|e| e.to_string())?;
            moved_at.insert(*game, Instant::now());
        }
        for t in hub.bot_tasks().map_err(|e| e.to_string())? {
            if pool.busy(t.game_id) {
                continue;
            }
            seed += 1;
            let s = seed;
            let time = t.time();
            let since = pool::turn_start(&mut turns, t.game_id, t.mid_turn());
            pool.submit(t.game_id, since, time, move |budget| {
                let msg = t.think_within(s, budget);
                (t, budget.as_millis() as u64, msg)
            });
        }
        for (id, (task, budget, thought)) in pool.finished(std::time::Duration::from_millis(20)) {
            budgets.push(budget);
            let before = hub.game_version(id).map_err(|e| e.to_string())?;
            for msg in [thought, task.fallback(seed)].into_iter().flatten() {
                hub.handle(&msg, 0).map_err(|e| e.to_string())?;
                if hub.game_version(id).map_err(|e| e.to_string())? != before {
                    break;
                }
            }
            // The reply is in when the bot's turn is over.
            let g = stored_game(&hub, id)?;
            if g.to_move() != Some(task.seat) {
                if let Some(t0) = moved_at.remove(&id) {
                    waits.push(t0.elapsed().as_millis() as u64);
                }
            }
        }
        drain(&mut hub)?;
    }
    waits.sort_unstable();
    budgets.sort_unstable();
    Ok(format!(
        "{n} games of {} against level 5 at once, {workers} thinking threads: {} replies, move to reply p50 {:.2} s, p99 {:.2} s, max {:.2} s; time given per decision p50 {} ms, min {} ms",
        args.game,
        waits.len(),
        percentile(&waits, 0.5) as f64 / 1000.0,
        percentile(&waits, 0.99) as f64 / 1000.0,
        waits.last().copied().unwrap_or(0) as f64 / 1000.0,
        percentile(&budgets, 0.5),
        budgets.first().copied().unwrap_or(0),
    ))
}

pub fn run(args: &BenchArgs) -> Result<(), String> {
    if let Some(path) = &args.startup {
        return startup(path);
    }
    let tmp;
    let dir = match &args.dir {
        Some(d) => {
            std::fs::create_dir_all(d).map_err(|e| e.to_string())?;
            d.clone()
        }
        None => {
            tmp = std::env::temp_dir().join(format!("boardbot-bench-{}", std::process::id()));
            std::fs::create_dir_all(&tmp).map_err(|e| e.to_string())?;
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
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let out = std::process::Command::new(exe)
        .arg("bench")
        .arg("--startup")
        .arg(&stored)
        .output()
        .map_err(|e| e.to_string())?;
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
