//! `/top`, `/stats` and `/history` over 100,000 finished rated games: the
//! store's queries, and the whole message through the hub (its
//! transaction, the answer queued in the outbox; pictures off), once with
//! the commit's fsync as `serve` runs, then without it.
//! `cargo bench --bench ratings`
//!
//! The games: 2,000 players, 50 groups (one of them, #0, holds a third of
//! the group games, so nearly everybody played there), a fifth played in
//! private, the five kinds in turn; player 1 plays in one game of twenty
//! (5,000 games: the heaviest history).

use std::time::Instant;

use boardbot::core::{Chat, ChatKind, Hub, HubConfig, Incoming, User};
use boardbot::store::{self, ratings, GameRow, Status, Store};
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

const GAMES: i64 = 100_000;
const PLAYERS: i64 = 2_000;

/// Player `n`'s user id (1…PLAYERS), above the computer opponent's 1…5.
fn person(n: i64) -> i64 {
    n + 10
}
const GROUPS: i64 = 50;
const KINDS: [&str; 5] = ["chpok", "korpalski", "kriegspiel", "opok", "exchange"];

/// A small deterministic generator (no seed file, same games every run).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: i64) -> i64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as i64
    }
}

fn group_id(g: i64) -> i64 {
    -1000 - g
}

const SMALL_GROUP: i64 = -999;

/// A finished game, stored as the core stores one (the rules state does
/// not matter here).
fn finished(
    conn: &rusqlite::Connection,
    kind: &str,
    chat: Option<i64>,
    seats: [i64; 2],
    result: &str,
    t: i64,
) -> GameRow {
    let mut row = GameRow::new(kind, chat, seats[0], "{}".into(), t);
    row.seats = [Some(seats[0]), Some(seats[1])];
    row.status = Status::Over;
    row.result = boardbot::ratings::parse_result(result);
    row.id = store::insert_game(conn, &row).expect("game");
    row
}

/// Fills the database with the games above, each rated as it ends.
fn populate(store: &mut Store) {
    let started = Instant::now();
    let tx = store.conn_mut().transaction().expect("tx");
    for p in (1..=PLAYERS).map(person) {
        store::upsert_user(&tx, p, &format!("player{p}")).expect("user");
    }
    for g in 0..GROUPS {
        store::upsert_chat(&tx, group_id(g), ChatKind::Group, &format!("#group{g}")).expect("chat");
    }
    let mut rng = Lcg(20);
    for i in 0..GAMES {
        let white = if i % 20 == 0 {
            1
        } else {
            1 + rng.below(PLAYERS)
        };
        let mut black = 1 + rng.below(PLAYERS);
        if black == white {
            black = 1 + black % PLAYERS;
        }
        let chat = match rng.below(15) {
            0..=2 => None,
            3..=6 => Some(group_id(0)),
            _ => Some(group_id(1 + rng.below(GROUPS - 1))),
        };
        let result = ["1-0", "0-1", "1/2-1/2"][rng.below(3) as usize];
        let t = 1_700_000_000_000 + i * 60_000;
        let row = finished(
            &tx,
            KINDS[(i % 5) as usize],
            chat,
            [person(white), person(black)],
            result,
            t,
        );
        ratings::rate_game(&tx, &row).expect("rate").expect("rated");
    }
    // A small group among them: three players, ten games each kind.
    for i in 0..50 {
        let seats = [[1, 2], [2, 3], [3, 1]][i % 3];
        let t = 1_700_000_000_000 + (GAMES + i as i64) * 60_000;
        let row = finished(
            &tx,
            KINDS[i % 5],
            Some(SMALL_GROUP),
            seats.map(person),
            "1-0",
            t,
        );
        ratings::rate_game(&tx, &row).expect("rate").expect("rated");
    }
    tx.commit().expect("commit");
    eprintln!(
        "{GAMES} rated games stored and rated in {:.1} s",
        started.elapsed().as_secs_f64()
    );
}

fn message(chat: i64, user: i64, text: &str) -> Incoming {
    let kind = if chat < 0 {
        ChatKind::Group
    } else {
        ChatKind::Private
    };
    let title = if chat < 0 { "#group0" } else { "player" };
    Incoming::text(
        Chat {
            id: chat,
            kind,
            title: title.into(),
        },
        User::new(user, format!("player{user}")),
        text,
    )
}

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("ratings.db");
    let mut store = Store::open(&path).expect("open");
    populate(&mut store);
    {
        let conn = store.conn();
        let members: i64 = conn
            .query_row(
                "SELECT COUNT(DISTINCT user_id) FROM group_players WHERE chat_id = ?1",
                [group_id(0)],
                |r| r.get(0),
            )
            .expect("members");
        eprintln!("group #0: {members} players");
        c.bench_function("store_top_group_korpalski", |b| {
            b.iter(|| ratings::top(conn, black_box("korpalski"), Some(group_id(0)), 10))
        });
        c.bench_function("store_top_small_group_korpalski", |b| {
            b.iter(|| ratings::top(conn, black_box("korpalski"), Some(SMALL_GROUP), 10))
        });
        c.bench_function("store_top_botwide_korpalski", |b| {
            b.iter(|| ratings::top(conn, black_box("korpalski"), None, 10))
        });
        c.bench_function("store_stats_heaviest_player", |b| {
            b.iter(|| ratings::stats(conn, black_box(person(1))))
        });
        c.bench_function("store_history_heaviest_player_10", |b| {
            b.iter(|| ratings::history(conn, black_box(person(1)), None, 10))
        });
    }
    let config = HubConfig {
        pictures: false,
        seed: Some(1),
        ..HubConfig::default()
    };
    let mut hub = Hub::new(store, config);
    let now = 1_800_000_000_000;
    let cases = [
        ("hub_top_in_group", message(group_id(0), person(2), "/top")),
        (
            "hub_top_in_small_group",
            message(SMALL_GROUP, person(2), "/top"),
        ),
        (
            "hub_top_korpalski_private",
            message(person(2), person(2), "/top korpalski"),
        ),
        (
            "hub_stats_heaviest_player",
            message(person(1), person(1), "/stats"),
        ),
        (
            "hub_stats_of_another",
            message(
                group_id(0),
                person(2),
                &format!("/stats @player{}", person(1)),
            ),
        ),
        (
            "hub_history_heaviest_player",
            message(person(1), person(1), "/history"),
        ),
    ];
    // As `serve` commits: each message waits for its fsync.
    let (_, msg) = &cases[0];
    c.bench_function("hub_top_in_group_with_fsync", |b| {
        b.iter(|| hub.handle(black_box(msg), now).expect("handled"))
    });
    // The rest without the wait for the disk (which depends on the disk
    // and its load, not on this work): the core's own time.
    hub.conn()
        .pragma_update(None, "synchronous", "OFF")
        .expect("pragma");
    for (name, msg) in cases {
        c.bench_function(name, |b| {
            b.iter(|| hub.handle(black_box(&msg), now).expect("handled"))
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(30)
        .warm_up_time(std::time::Duration::from_millis(500))
        .measurement_time(std::time::Duration::from_secs(2));
    targets = bench
}
criterion_main!(benches);
