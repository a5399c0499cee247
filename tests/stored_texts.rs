//! Texts are saved as data (issue 29): a game's outcome in its state and
//! the texts of queued messages are ids with named arguments, not the
//! marker characters `t!` writes, and a database saved before (texts as
//! marker characters, schema 9) still loads: its ended game reads the same
//! sentence, its queued messages deliver the same words.

use boardbot::console::{incoming, name_id};
use boardbot::core::{Hub, HubConfig};
use boardbot::i18n::{self, Lang};
use boardbot::message::Outgoing;
use boardbot::rules::GAMES;
use boardbot::store::{self, Status, Store};
use serde_json::Value;

// The reference format as today's main saved it: START id (SEP name EQ
// value)* END. Written out here, not taken from the crate, so a change in
// how texts are written cannot hide a change in how old ones are read.
const START: char = '\u{E000}';
const END: char = '\u{E001}';
const SEP: char = '\u{E002}';
const EQ: char = '\u{E003}';

fn hub(path: &std::path::Path) -> Hub {
    Hub::new(
        Store::open(path).expect("open store"),
        HubConfig {
            seed: Some(3),
            pictures: false,
            ..HubConfig::default()
        },
    )
}

fn say(hub: &mut Hub, user: &str, text: &str, now: i64) {
    hub.handle(&incoming(user, Some("club"), text), now)
        .expect("handled");
}

/// A game of Opok that alice resigned: game 1 of the database at `path`.
fn resigned_game(path: &std::path::Path) -> Hub {
    let mut hub = hub(path);
    let now = 1_700_000_000_000;
    for u in ["alice", "bob"] {
        hub.handle(&incoming(u, None, "/start"), now)
            .expect("start");
    }
    say(&mut hub, "alice", "/new opok", now);
    say(&mut hub, "bob", "/join", now);
    let alice = name_id("alice");
    say(&mut hub, "alice", &format!("/resign #1 yes u{alice}"), now);
    let row = store::game(hub.conn(), 1).expect("read").expect("game 1");
    assert_eq!(row.status, Status::Over, "the game ended");
    hub
}

fn state(hub: &Hub) -> Value {
    let row = store::game(hub.conn(), 1).expect("read").expect("game 1");
    serde_json::from_str(&row.state).expect("state JSON")
}

/// The winner's seat as the game names it (`First`, `Second`): the
/// argument of the saved reason.
fn winner(state: &Value) -> String {
    state["outcome"]["reason"][0]["args"]["winner"][0]["args"]["en"]
        .as_str()
        .expect("the winner's seat in the saved reason")
        .to_string()
}

fn reason(hub: &Hub) -> i18n::Text {
    let row = store::game(hub.conn(), 1).expect("read").expect("game 1");
    let kind = GAMES.iter().find(|k| k.name == "opok").expect("opok");
    let game = (kind.load)(serde_json::from_str(&row.state).expect("JSON")).expect("loads");
    game.outcome().expect("over").reason
}

#[test]
fn an_outcome_is_saved_as_its_message_id_and_arguments() {
    let dir = tempfile::tempdir().expect("dir");
    let hub = resigned_game(&dir.path().join("db"));
    let state = state(&hub);
    let saved = state
        .get("outcome")
        .and_then(|o| o.get("reason"))
        .expect("a saved reason");
    let seat = winner(&state);
    assert_eq!(
        *saved,
        serde_json::json!([{"id": "outcome-resignation", "args": {"winner":
            [{"id": format!("seat-{}", seat.to_lowercase()), "args": {"en": seat}}]}}])
    );
    assert_eq!(
        reason(&hub).render(Lang::EN),
        format!("{seat} wins by resignation.")
    );
    // Nothing saved holds a marker character: not the state, not the
    // queued messages.
    let mut st = hub
        .conn()
        .prepare("SELECT payload FROM outbox")
        .expect("sql");
    let payloads: Vec<String> = st
        .query_map([], |r| r.get(0))
        .expect("query")
        .collect::<Result<_, _>>()
        .expect("rows");
    assert!(!payloads.is_empty());
    for row in payloads.iter().chain([&state.to_string()]) {
        assert!(!i18n::is_dirty(row), "marker characters saved: {row:?}");
    }
}

#[test]
fn a_database_with_texts_saved_as_marker_characters_still_reads() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("old.db");
    let (english, ukrainian, seat) = {
        let hub = resigned_game(&path);
        let r = reason(&hub);
        (r.render(Lang::EN), r.render(Lang::UK), winner(&state(&hub)))
    };
    // Today's main saved the reason and the queued texts as marker
    // characters: rewrite the rows so.
    let slug = seat.to_lowercase();
    let old_reason = format!(
        "{START}outcome-resignation{SEP}winner{EQ}{START}seat-{slug}{SEP}en{EQ}{seat}{END}{END}"
    );
    let mut state: Value = {
        let conn = rusqlite::Connection::open(&path).expect("open");
        let s: String = conn
            .query_row("SELECT state FROM games WHERE id = 1", [], |r| r.get(0))
            .expect("state");
        serde_json::from_str(&s).expect("JSON")
    };
    state["outcome"]["reason"] = Value::String(old_reason);
    let chat = name_id("club");
    let old_message = serde_json::json!({"Message": {
        "chat": -chat,
        "text": format!("{START}outcome-agreed-draw{END}\nalice: {START}count-moves{SEP}n{EQ}\u{E004}5{END}"),
        "buttons": [[{"label": format!("{START}button-join{END}"), "data": "/join #1"}]],
        "game": 1
    }});
    let old_document = serde_json::json!({"Document": {
        "chat": -chat,
        "caption": format!("{START}count-moves{SEP}n{EQ}\u{E004}1{END}"),
        "name": "opok-1.txt",
        "content": "1. a1-a2"
    }});
    {
        let conn = rusqlite::Connection::open(&path).expect("open");
        let version: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .expect("version");
        // The old texts are written into this build's tables (schema 9
        // brought the form they replace; later migrations add columns only).
        assert!(version >= 9, "schema {version}");
        assert_eq!(version as usize, boardbot::store::schema_version());
        conn.execute(
            "UPDATE games SET state = ?1 WHERE id = 1",
            [state.to_string()],
        )
        .expect("old state");
        conn.execute("DELETE FROM outbox", [])
            .expect("empty outbox");
        for payload in [&old_message, &old_document] {
            conn.execute(
                "INSERT INTO outbox (created_ms, payload) VALUES (0, ?1)",
                [payload.to_string()],
            )
            .expect("old outbox row");
        }
    }

    let mut hub = hub(&path);
    // The ended game reads the same sentence, in every language.
    let r = reason(&hub);
    assert_eq!(r.render(Lang::EN), english);
    assert_eq!(r.render(Lang::UK), ukrainian);
    // The queued messages deliver, in the group's language.
    let queued = hub.pending(10).expect("outbox");
    assert_eq!(queued.len(), 2, "{queued:?}");
    match &queued[0].1 {
        Outgoing::Message { text, buttons, .. } => {
            assert_eq!(text, "Draw by agreement.\nalice: 5 moves");
            assert_eq!(buttons[0][0].label, "Join");
            assert_eq!(buttons[0][0].data, "/join #1");
        }
        other => panic!("not the message: {other:?}"),
    }
    match &queued[1].1 {
        Outgoing::Document { caption, .. } => assert_eq!(caption, "1 move"),
        other => panic!("not the document: {other:?}"),
    }
    for (id, m) in &queued {
        hub.delivered(*id, m.chat().expect("a chat"), Some(100 + id), m.shown(), 0)
            .expect("delivered");
    }
    // (Delivering the old message queues the removal of its buttons, the
    // game being over.)
    let left = hub.pending(10).expect("outbox");
    assert!(
        left.iter()
            .all(|(_, m)| matches!(m, Outgoing::ClearButtons { .. })),
        "all delivered: {left:?}"
    );
    // Saved again (a move, a resignation…), the old game's reason is data.
    let row = store::game(hub.conn(), 1).expect("read").expect("game 1");
    let kind = GAMES.iter().find(|k| k.name == "opok").expect("opok");
    let game = (kind.load)(serde_json::from_str(&row.state).expect("JSON")).expect("loads");
    let resaved = game.save().expect("saved").to_string();
    assert!(!i18n::is_dirty(&resaved), "{resaved}");
    assert!(
        resaved.contains(r#""id":"outcome-resignation""#),
        "{resaved}"
    );
}
