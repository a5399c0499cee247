//! Kriegspiel secrecy on the web board, as for the pictures
//! (`tests/kriegspiel_secrecy.rs`): two games whose announcements are equal
//! but whose hidden moves differ give every player who cannot see those
//! moves, and the group, the same JSON, byte for byte, after every step.

use boardbot::console::incoming;
use boardbot::core::{Hub, HubConfig, User};
use boardbot::store::Store;

fn hub() -> Hub {
    Hub::new(
        Store::in_memory().unwrap(),
        HubConfig {
            seed: Some(7),
            web_links: true,
            ..HubConfig::default()
        },
    )
}

fn user(name: &str) -> User {
    incoming(name, None, "").user
}

const START: &[&str] = &[
    "alice: /start",
    "bob: /start",
    "alice@#club: /new kriegspiel",
    "bob@#club: /join",
];

fn send(hub: &mut Hub, line: &str, now: i64) {
    let (head, text) = line.split_once(": ").unwrap();
    let (who, group) = match head.split_once('@') {
        Some((u, g)) => (u, Some(g)),
        None => (head, None),
    };
    hub.handle(&incoming(who, group, text), now).unwrap();
}

/// Plays both games step by step (`START`, then the moves), comparing
/// the boards of `same` after each step; returns whether `differs` ever
/// saw a difference.
fn compare(one: &[&str], two: &[&str], same: &[&str], differs: &str) -> bool {
    let (mut h1, mut h2) = (hub(), hub());
    let now = 1_700_000_000_000;
    for line in START {
        send(&mut h1, line, now);
        send(&mut h2, line, now);
    }
    let (l1, l2) = (h1.web_link(1).unwrap(), h2.web_link(1).unwrap());
    let mut saw_difference = false;
    assert_eq!(one.len(), two.len());
    for (i, (m1, m2)) in one.iter().zip(two).enumerate() {
        send(&mut h1, m1, now + i as i64);
        send(&mut h2, m2, now + i as i64);
        for name in same {
            let b1 = h1.web_board(&l1, &user(name), now + i as i64).unwrap();
            let b2 = h2.web_board(&l2, &user(name), now + i as i64).unwrap();
            let (j1, j2) = (
                serde_json::to_string(&b1).unwrap(),
                serde_json::to_string(&b2).unwrap(),
            );
            assert_eq!(
                j1, j2,
                "{name}'s board differs after step {i} ({m1} / {m2})"
            );
        }
        let d1 = h1.web_board(&l1, &user(differs), now + i as i64).unwrap();
        let d2 = h2.web_board(&l2, &user(differs), now + i as i64).unwrap();
        saw_difference |= d1 != d2;
    }
    saw_difference
}

#[test]
fn white_and_the_group_get_the_same_board_whatever_black_hides() {
    // Black develops a different knight and makes different (unheard)
    // illegal attempts; White hears only "Black moved" both times.
    let one = [
        "alice: e2e4",
        "bob: d8h4",
        "bob: g8f6",
        "alice: g1f3",
        "bob: Nc6",
        "alice: f1c4",
    ];
    let two = [
        "alice: e2e4",
        "bob: b8c6",
        "alice: g1f3",
        "bob: e7e4",
        "bob: Ng8f6",
        "alice: f1c4",
    ];
    // Carol watches in the group: what she sees must not differ either.
    let (mut h1, mut h2) = (hub(), hub());
    let now = 1_700_000_000_000;
    for line in START {
        send(&mut h1, line, now);
        send(&mut h2, line, now);
    }
    let (l1, l2) = (h1.web_link(1).unwrap(), h2.web_link(1).unwrap());
    for m in one {
        send(&mut h1, m, now);
    }
    for m in two {
        send(&mut h2, m, now);
    }
    for name in ["alice", "carol"] {
        let b1 = h1.web_board(&l1, &user(name), now).unwrap();
        let b2 = h2.web_board(&l2, &user(name), now).unwrap();
        assert_eq!(
            serde_json::to_string(&b1).unwrap(),
            serde_json::to_string(&b2).unwrap(),
            "{name}'s board differs"
        );
    }
    let alices = h1.web_board(&l1, &user("alice"), now).unwrap();
    let json = serde_json::to_string(&alices).unwrap();
    for leak in ["g8f6", "d8h4", "Nc6", "b8c6", "Illegal"] {
        assert!(!json.contains(leak), "{leak} reached White: {json}");
    }
    // White sees only white men.
    let cells = &alices.view.as_ref().unwrap().cells;
    assert!(cells.iter().all(|c| !c.to_string().starts_with('b')));
    assert_eq!(alices.you, Some(0));
    assert_eq!(alices.to_move, Some(1));
    // Bob's own board does differ: his own attempts (d8h4 against e7e4).
    assert_ne!(
        h1.web_board(&l1, &user("bob"), now).unwrap(),
        h2.web_board(&l2, &user("bob"), now).unwrap()
    );
}

#[test]
fn step_by_step_the_observer_learns_nothing_more() {
    // Same turns, different hidden replies with the same announcements.
    let one = [
        "alice: e2e4",
        "bob: g8f6",
        "alice: d2d4",
        "bob: b8c6",
        "alice: g1f3",
    ];
    let two = [
        "alice: e2e4",
        "bob: b8c6",
        "alice: d2d4",
        "bob: g8h6",
        "alice: g1f3",
    ];
    assert!(
        compare(&one, &two, &["alice", "carol"], "bob"),
        "bob's boards should differ somewhere"
    );
}

#[test]
fn the_player_to_move_gets_attempts_from_their_own_board_only() {
    let (mut h1, mut h2) = (hub(), hub());
    let now = 1_700_000_000_000;
    for line in START {
        send(&mut h1, line, now);
        send(&mut h2, line, now);
    }
    let (l1, l2) = (h1.web_link(1).unwrap(), h2.web_link(1).unwrap());
    // Black's knight stands on f6 in one game, on h6 in the other: White's
    // pawn e4-e5 and d-pawn attempts are the same either way.
    for (h, reply) in [(&mut h1, "bob: g8f6"), (&mut h2, "bob: g8h6")] {
        send(h, "alice: e2e4", now);
        send(h, reply, now);
        send(h, "alice: e4e5", now);
        send(h, "bob: a7a6", now);
    }
    let b1 = h1.web_board(&l1, &user("alice"), now).unwrap();
    let b2 = h2.web_board(&l2, &user("alice"), now).unwrap();
    assert_eq!(b1.taps, b2.taps);
    // Pawn captures are offered as attempts whether or not a man is there.
    let texts: Vec<&str> = b1.taps.iter().map(|t| t.text.as_str()).collect();
    assert!(texts.contains(&"e5f6"), "{texts:?}");
    assert!(texts.contains(&"e5d6"), "{texts:?}");
    assert!(texts.contains(&"e5e6"), "{texts:?}");
}
