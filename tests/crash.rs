//! Crash safety: the console is killed with SIGKILL fifty times at random
//! points while a whole game is played; after each restart on the same
//! database every answered move is there, no move is applied twice, and the
//! game ends exactly as an uninterrupted run of the same moves does.

mod support;

use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;
use std::sync::mpsc;
use std::time::Duration;

use rand::{rngs::StdRng, Rng, SeedableRng};
use support::*;

/// The moves of the reviewed whole game of `tests/transcripts/opok_5x5.txt`
/// (without its wrong inputs).
const MOVES: &[&str] = &[
    "alice@#club: a1 20 b4",
    "bob@#club: e5 15 b3",
    "alice@#club: b4-c4-d4-d3-c3-c4-c5-b5-a5-a4-a3-a2-b2-b1-c1-d1-d2",
    "bob@#club: e5 2 e3",
    "alice@#club: d2-c2-c3-c4-c5-b5-a5-a4-a3-a2-b2-b1-c1-c2-c3-d3",
    "bob@#club: b3 4 c2",
    "alice@#club: a1-b1-b2-a2",
    "bob@#club: e5 4 d4",
    "alice@#club: b4 1 c4",
    "bob@#club: b3 4 b5",
    "alice@#club: d3 1 c3",
    "bob@#club: b3-b4",
    "alice@#club: a1-b1",
    "bob@#club: e5 3 c4",
    "alice@#club: a2-b2",
    "bob@#club: e3 1 e4",
    "alice@#club: d3 1 c3",
    "bob@#club: c2 3 e1",
    "alice@#club: a2-a3",
    "bob@#club: c4 2 d5",
    "bob@#club: b5-c5",
    "bob@#club: b5 1 a5",
    "bob@#club: e1-e2",
    "alice@#club: d3 1 d2",
    "bob@#club: e1 1 d1",
];

/// How many moves the game has, from its record (`/export`).
fn moves_in_record(out: &str) -> usize {
    out.lines()
        .map(str::trim)
        .filter(|l| {
            let Some((num, rest)) = l.split_once(". ") else {
                return false;
            };
            num.chars().all(|c| c.is_ascii_digit())
                && (rest.starts_with("First: ") || rest.starts_with("Second: "))
                && !rest.contains(": pass")
        })
        .count()
}

#[test]
fn fifty_kills_lose_nothing_and_double_nothing() {
    let moves_in =
        |group: &str| -> Vec<String> { MOVES.iter().map(|m| m.replace("#club", group)).collect() };
    let start = |group: &str| format!("alice@{group}: /new opok size=5\nbob@{group}: /join\n");
    let export = |group: &str| format!("~echo record\nalice@{group}: /export\n");

    // The reference: the same moves without interruption.
    let reference_bot = Bot::new();
    let reference = reference_bot.run(&format!(
        "{}{}\n{}",
        start("#club"),
        moves_in("#club").join("\n"),
        export("#club")
    ));
    let reference_record = document(&reference_bot, section(&reference, "record"));
    assert!(reference_record.contains("Result: 0-1"), "{reference}");

    let bot = Bot::new();
    let mut rng = StdRng::seed_from_u64(2026);
    let mut kills = 0;
    let mut games = 0;
    while kills < 50 {
        // Each game is played in its own group, crash after crash, to its end.
        games += 1;
        let group = format!("#g{games}");
        let moves = moves_in(&group);
        bot.run(&start(&group));
        let mut answered_total = 0;
        loop {
            // Where does the game stand after the last crash?
            let out = bot.run(&export(&group));
            let applied = moves_in_record(&document(&bot, section(&out, "record")));
            assert!(
                applied >= answered_total,
                "an answered move was lost: {applied} in the record, {answered_total} answered"
            );
            assert!(
                applied <= moves.len(),
                "more moves than were sent: {applied}"
            );
            if applied == moves.len() {
                assert_eq!(
                    document(&bot, section(&out, "record")),
                    reference_record,
                    "game {games} differs from the uninterrupted one"
                );
                break;
            }
            answered_total = applied + crash_while_playing(&bot, &moves[applied..], &mut rng);
            kills += 1;
        }
    }
}

/// Sends `moves` to a new console process and kills it (SIGKILL) at a random
/// moment: after a few answers, or while it is still working on a line.
/// Returns how many moves were answered before the kill.
fn crash_while_playing(bot: &Bot, moves: &[String], rng: &mut StdRng) -> usize {
    let mut child = bot
        .command()
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start console");
    let mut stdin = child.stdin.take().expect("stdin");
    let stdout = child.stdout.take().expect("stdout");
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut script = String::new();
    for (i, m) in moves.iter().enumerate() {
        script.push_str(&format!("{m}\n~echo done{i}\n"));
    }
    // Written in one go: the console may be anywhere in it when killed.
    let _ = stdin.write_all(script.as_bytes());
    let wait_for = rng.random_range(0..moves.len().min(3) + 1);
    let mut answered = 0;
    while answered < wait_for {
        match rx.recv_timeout(Duration::from_secs(20)) {
            Ok(line) if line.starts_with("~~ done") => answered += 1,
            Ok(_) => {}
            Err(_) => break,
        }
    }
    if rng.random_bool(0.5) {
        std::thread::sleep(Duration::from_micros(rng.random_range(0..3000)));
    }
    kill9(&mut child);
    // Answers printed before the kill count as answered too.
    while let Ok(line) = rx.recv_timeout(Duration::from_millis(50)) {
        if line.starts_with("~~ done") {
            answered += 1;
        }
    }
    answered
}
