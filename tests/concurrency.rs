//! Many games at once, both players and spectators sending at the same
//! time, through two bot processes' worth of connections on one SQLite
//! file: every game ends exactly as it would alone, no move is lost or
//! applied twice, nothing deadlocks, and the second connection waits for
//! the first (busy handling) instead of failing.

use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use boardbot::core::{Chat, ChatKind, Content, Hub, HubConfig, Incoming, User};
use boardbot::store::{self, Store};

/// A whole Opok game on 5×5 (the reviewed game of tests/transcripts), as
/// (player, move); player 0 is First.
const MOVES: &[(usize, &str)] = &[
    (0, "a1 20 b4"),
    (1, "e5 15 b3"),
    (0, "b4-c4-d4-d3-c3-c4-c5-b5-a5-a4-a3-a2-b2-b1-c1-d1-d2"),
    (1, "e5 2 e3"),
    (0, "d2-c2-c3-c4-c5-b5-a5-a4-a3-a2-b2-b1-c1-c2-c3-d3"),
    (1, "b3 4 c2"),
    (0, "a1-b1-b2-a2"),
    (1, "e5 4 d4"),
    (0, "b4 1 c4"),
    (1, "b3 4 b5"),
    (0, "d3 1 c3"),
    (1, "b3-b4"),
    (0, "a1-b1"),
    (1, "e5 3 c4"),
    (0, "a2-b2"),
    (1, "e3 1 e4"),
    (0, "d3 1 c3"),
    (1, "c2 3 e1"),
    (0, "a2-a3"),
    (1, "c4 2 d5"),
    (1, "b5-c5"),
    (1, "b5 1 a5"),
    (1, "e1-e2"),
    (0, "d3 1 d2"),
    (1, "e1 1 d1"),
];

const GAMES: usize = 24;

fn msg(group: usize, user: i64, text: &str) -> Incoming {
    Incoming {
        update_id: None,
        chat: Chat {
            id: -(group as i64) - 1,
            kind: ChatKind::Group,
            title: format!("#g{group}"),
        },
        user: User::new(user, format!("u{user}")),
        content: Content::Text(text.into()),
        reply_to: None,
        admin: false,
    }
}

fn players(group: usize) -> [i64; 2] {
    [1000 + 2 * group as i64, 1001 + 2 * group as i64]
}

/// Handles a message on a shared hub and throws its replies away, as a
/// transport would after sending them.
fn send(hub: &Mutex<Hub>, m: &Incoming) {
    let mut hub = hub.lock().unwrap();
    hub.handle(m, 0).expect("the message is handled");
    while let Ok(batch) = hub.pending(100) {
        if batch.is_empty() {
            break;
        }
        for (id, _) in batch {
            hub.delivered(id, 0, None, Default::default(), 0).unwrap();
        }
    }
}

/// The accepted moves of the game in `group`, read through `hub`.
fn applied(hub: &Mutex<Hub>, group: usize) -> Vec<String> {
    let hub = hub.lock().unwrap();
    let Some(row) = store::last_group_game(hub.conn(), -(group as i64) - 1).unwrap() else {
        return Vec::new();
    };
    store::actions(hub.conn(), row.id)
        .unwrap()
        .into_iter()
        .map(|(_, text)| text)
        .collect()
}

#[test]
fn players_and_spectators_at_once_in_many_games() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bot.db");
    let open = || {
        Arc::new(Mutex::new(Hub::new(
            Store::open(&path).unwrap(),
            HubConfig {
                seed: Some(5),
                pictures: false,
                ..HubConfig::default()
            },
        )))
    };
    // Two connections on the same file: games alternate between them.
    let hubs = [open(), open()];
    for g in 0..GAMES {
        let hub = &hubs[g % 2];
        let [a, b] = players(g);
        send(hub, &msg(g, a, "/new opok size=5"));
        send(hub, &msg(g, b, "/join"));
    }
    let start = Instant::now();
    let mut threads = Vec::new();
    for g in 0..GAMES {
        for seat in 0..2 {
            let hub = hubs[(g + seat) % 2].clone(); // the players of one game use different connections
            threads.push(thread::spawn(move || {
                let user = players(g)[seat];
                for (i, (who, mv)) in MOVES.iter().enumerate() {
                    if *who != seat {
                        continue;
                    }
                    // Send the move until it is in: refused while it is not
                    // our turn, accepted once (a second copy would be
                    // refused as it no longer fits the position).
                    while applied(&hub, g).len() <= i {
                        send(&hub, &msg(g, user, mv));
                        assert!(
                            start.elapsed() < Duration::from_secs(120),
                            "game {g} is stuck"
                        );
                        // Every refused try is a commit that waits for the
                        // disk; a short pause lets the player whose turn it
                        // is get the lock (no person retries faster).
                        thread::sleep(Duration::from_millis(1));
                    }
                }
            }));
        }
        // A spectator who types every move of the game as fast as possible.
        let hub = hubs[g % 2].clone();
        threads.push(thread::spawn(move || {
            for (_, mv) in MOVES.iter().cycle().take(60) {
                send(&hub, &msg(g, 5000 + g as i64, mv));
            }
        }));
    }
    for t in threads {
        t.join().expect("no thread panicked");
    }
    for g in 0..GAMES {
        let moves = applied(&hubs[0], g);
        let expected: Vec<String> = MOVES.iter().map(|(_, m)| m.to_string()).collect();
        assert_eq!(
            moves, expected,
            "game {g} has exactly its moves, in order, once each"
        );
        let hub = hubs[1].lock().unwrap();
        let row = store::last_group_game(hub.conn(), -(g as i64) - 1)
            .unwrap()
            .unwrap();
        assert_eq!(
            row.result.map(|r| r.score()),
            Some("0-1"),
            "game {g} ended as it does alone"
        );
    }
}
