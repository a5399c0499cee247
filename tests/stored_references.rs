//! What is stored still reads (issue 29): games' states (`Outcome.reason`)
//! and queued messages hold `t!` references, message ids with named
//! arguments, so renaming a message or an argument in the `.ftl` files
//! would silently break games saved before. Every game is played through
//! the hub to its endings (played out, resigned, drawn by agreement, out of
//! time); every reference found in the saved states and the outbox must
//! name a message every language has, with every argument its text uses.
//! And every message id written in the code must exist in every language.

use boardbot::console::{incoming, name_id};
use boardbot::core::{Hub, HubConfig};
use boardbot::i18n::{self, Lang};
use boardbot::rules::{Seat, GAMES};
use boardbot::store::{self, Status, Store};
use rand::{Rng, SeedableRng};

const DAY: i64 = 24 * 3600 * 1000;

#[derive(Clone, Copy, Debug)]
enum Ending {
    PlayedOut,
    Resigned,
    Drawn,
    OutOfTime,
}

fn say(hub: &mut Hub, user: &str, group: Option<&str>, text: &str, now: i64) {
    hub.handle(&incoming(user, group, text), now)
        .expect("handled");
}

/// Plays game `name` through the hub to `ending`; returns every stored
/// text: the games' states and the outbox's payloads.
fn play(name: &str, ending: Ending, seed: u64) -> Vec<String> {
    let mut hub = Hub::new(
        Store::in_memory().expect("store"),
        HubConfig {
            seed: Some(seed),
            pictures: false,
            ..HubConfig::default()
        },
    );
    let kind = GAMES.iter().find(|k| k.name == name).expect("a game");
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut now = 1_700_000_000_000;
    for u in ["alice", "bob"] {
        say(&mut hub, u, None, "/start", now);
    }
    say(
        &mut hub,
        "alice",
        Some("club"),
        &format!("/new {name}"),
        now,
    );
    say(&mut hub, "bob", Some("club"), "/join", now);
    let limit = match ending {
        Ending::PlayedOut => 600,
        Ending::Resigned => 9,
        Ending::Drawn => 6,
        Ending::OutOfTime => 4,
    };
    for _ in 0..limit {
        let row = store::game(hub.conn(), 1).expect("read").expect("game 1");
        if row.status != Status::Active {
            break;
        }
        let state = serde_json::from_str(&row.state).expect("state JSON");
        let game = (kind.load)(state).expect("loads");
        let Some(seat) = game.to_move() else { break };
        let texts = game.legal_texts();
        if texts.is_empty() {
            break;
        }
        let text = &texts[rng.random_range(0..texts.len())];
        let user = who(&row.seats, seat);
        // Secret games take moves in private; the others in the group.
        let group = (!game.private_views()).then_some("club");
        let line = if text.starts_with('/') {
            format!("{text} #1")
        } else {
            format!("#1 {text}")
        };
        now += 60_000;
        say(&mut hub, user, group, &line, now);
    }
    let row = store::game(hub.conn(), 1).expect("read").expect("game 1");
    if row.status == Status::Active {
        match ending {
            Ending::PlayedOut | Ending::Resigned => {
                say(&mut hub, "alice", Some("club"), "/resign #1", now)
            }
            Ending::Drawn => {
                say(&mut hub, "alice", Some("club"), "/draw #1", now);
                say(&mut hub, "bob", Some("club"), "/draw #1", now + 1);
            }
            Ending::OutOfTime => {
                hub.fire_due(now + 60 * DAY).expect("deadlines");
            }
        }
    }
    let conn = hub.conn();
    let mut stored = Vec::new();
    for sql in ["SELECT state FROM games", "SELECT payload FROM outbox"] {
        let mut st = conn.prepare(sql).expect("prepare");
        let rows = st.query_map([], |r| r.get::<_, String>(0)).expect("query");
        stored.extend(rows.map(|r| r.expect("row")));
    }
    // The outbox's texts and a game's outcome are saved as data (ids and
    // arguments), not as marker characters (a game's own notes in its
    // state still are); read back into references for the checks below.
    stored
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let json: serde_json::Value = serde_json::from_str(row).expect("JSON");
            let outcome = json
                .get("outcome")
                .map(|o| o.to_string())
                .unwrap_or_default();
            let dirty = if i == 0 { &outcome } else { row };
            assert!(
                !i18n::is_dirty(dirty),
                "{name}: marker characters saved: {dirty:?}"
            );
            i18n::with_markers(&json).to_string()
        })
        .collect()
}

fn who(seats: &[Option<i64>; 2], seat: Seat) -> &'static str {
    if seats[seat.index()] == Some(name_id("alice")) {
        "alice"
    } else {
        "bob"
    }
}

#[test]
fn every_stored_reference_names_a_message_every_language_has() {
    let mut problems = Vec::new();
    let mut endings_with_reasons = 0;
    for kind in GAMES {
        for (i, ending) in [
            Ending::PlayedOut,
            Ending::Resigned,
            Ending::Drawn,
            Ending::OutOfTime,
        ]
        .into_iter()
        .enumerate()
        {
            let stored = play(kind.name, ending, i as u64 + 1);
            assert!(
                stored.iter().any(|s| i18n::has_refs(s)),
                "{} {ending:?}: nothing stored holds a reference",
                kind.name
            );
            // The state of an ended game keeps why it ended.
            if stored[0].contains("reason") && i18n::has_refs(&stored[0]) {
                endings_with_reasons += 1;
            }
            for s in &stored {
                for p in i18n::problems(s) {
                    problems.push(format!("{} {ending:?}: {p}", kind.name));
                }
            }
        }
    }
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(endings_with_reasons > 0, "no saved state held its ending");
}

#[test]
fn a_renamed_message_or_argument_is_caught() {
    // What the test above would see after a rename in the .ftl files
    // (references stored before it; `t!` with a literal id no longer
    // compiles with a missing message or argument, so these are built at
    // run time).
    let stored = |id: &str, arg: Option<(&str, i64)>| {
        let tr = i18n::Tr::new(id);
        match arg {
            Some((name, n)) => tr.arg(name, n).done(),
            None => tr.done(),
        }
    };
    assert!(i18n::problems(&boardbot::t!("count-moves", n = 3)).is_empty());
    assert!(i18n::problems(&stored("count-moves", Some(("n", 3)))).is_empty());
    assert!(!i18n::problems(&stored("count-moves-renamed", Some(("n", 3)))).is_empty());
    assert!(!i18n::problems(&stored("count-moves", Some(("m", 3)))).is_empty());
    let nested = i18n::Tr::new("language-current")
        .arg("name", stored("gone-away", None))
        .done();
    assert!(!i18n::problems(&nested).is_empty());
}

/// Every `t!("id"…)` and `Tr::new("id")` in the code names a message of
/// every language.
#[test]
fn every_message_id_in_the_code_exists_in_every_language() {
    let mut files = Vec::new();
    let mut dirs = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src"
    ))];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("src") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    let known: Vec<Vec<String>> = Lang::all().map(i18n::ids).collect();
    let mut found = 0;
    let mut missing = Vec::new();
    for file in files {
        let code = std::fs::read_to_string(&file).expect("read");
        for opener in ["t!(", "Tr::new("] {
            for (at, _) in code.match_indices(opener) {
                let line = code[..at].rsplit('\n').next().unwrap_or("");
                if line.trim_start().starts_with("//") {
                    continue; // an example in a comment
                }
                let rest = code[at + opener.len()..].trim_start();
                let Some(rest) = rest.strip_prefix('"') else {
                    continue; // an id computed at run time
                };
                let Some(id) = rest.split('"').next() else {
                    continue;
                };
                if id.is_empty() || !id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
                    continue;
                }
                found += 1;
                for (lang, ids) in Lang::all().zip(&known) {
                    if !ids.iter().any(|k| k == id) {
                        missing.push(format!("{}: {id} ({})", file.display(), lang.code()));
                    }
                }
            }
        }
    }
    assert!(found > 300, "only {found} ids found: the scan is broken");
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}
