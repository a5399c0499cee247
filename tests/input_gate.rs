//! No input can make the bot write a translated message of its choosing
//! (issue 29): a `t!` reference is a string carrying private-use
//! characters, so every field a person controls (text, button data, a
//! first name, a group title) loses them at the core's one gate.
//!
//! Inputs are arbitrary strings salted with those characters and with a
//! whole forged reference, `count-moves` with n = 7777777 (its rendering,
//! "7777777 moves", can come from nowhere else). They enter as console
//! lines and as Bot API updates read by the Telegram transport's own
//! parser; every message the bot queues is then read as its readers would
//! get it, in every language: neither the forged rendering nor a stray
//! reference character may appear.

use boardbot::core::{Content, Hub, HubConfig, Incoming};
use boardbot::i18n::{self, Lang};
use boardbot::store::Store;
use boardbot::telegram::updates::{action, Action};
use proptest::prelude::*;
use serde_json::{json, Value};

/// The forged reference: what `t!("count-moves", n = 7777777)` makes.
fn forged() -> String {
    boardbot::t!("count-moves", n = 7777777)
}

const MARKS: [char; 5] = ['\u{E000}', '\u{E001}', '\u{E002}', '\u{E003}', '\u{E004}'];

/// A string a person might send: pieces that reach the bot's echoes
/// (commands, moves, game numbers) mixed with reference characters and the
/// forged reference.
fn hostile() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("/".to_string()),
        Just("/new opok".to_string()),
        Just("/say ".to_string()),
        Just("/bid ".to_string()),
        Just("#1 ".to_string()),
        Just("e4".to_string()),
        Just(" ".to_string()),
        Just(forged()),
        Just(forged()),
        (0..MARKS.len()).prop_map(|i| MARKS[i].to_string()),
        "[a-z0-9/#=]{0,6}",
    ];
    prop::collection::vec(piece, 1..6).prop_map(|p| p.concat())
}

fn hub() -> Hub {
    Hub::new(
        Store::in_memory().expect("store"),
        HubConfig {
            seed: Some(7),
            pictures: false,
            ..HubConfig::default()
        },
    )
}

/// Every queued message, as its readers get it in each language, must hold
/// neither the forged rendering nor a reference character.
fn assert_clean(hub: &Hub, what: &str) {
    let conn = hub.conn();
    let mut st = conn.prepare("SELECT payload FROM outbox").expect("prepare");
    let payloads: Vec<String> = st
        .query_map([], |r| r.get(0))
        .expect("query")
        .collect::<Result<_, _>>()
        .expect("rows");
    assert!(!payloads.is_empty(), "{what}: the bot answered nothing");
    for lang in Lang::all() {
        let canary = i18n::render(&forged(), lang);
        for p in &payloads {
            // The whole payload (texts, buttons, names on boards), rendered
            // (its texts are saved as ids and arguments: as references).
            let json: serde_json::Value = serde_json::from_str(p).expect("payload JSON");
            let seen = i18n::render(&i18n::with_markers(&json).to_string(), lang);
            assert!(
                !seen.contains(&canary),
                "{what}: a forged reference rendered ({}): {seen}",
                lang.code()
            );
            assert!(
                !seen.contains(MARKS),
                "{what}: a reference character reached a reader: {seen:?}"
            );
        }
    }
}

fn handle(hub: &mut Hub, msg: &Incoming, now: i64) {
    hub.handle(msg, now).expect("handled");
}

// ------------------------------------------------------------ console

fn console(hub: &mut Hub, user: &str, group: Option<&str>, text: &str, now: i64) {
    let msg = boardbot::console::incoming(user, group, text);
    handle(hub, &msg, now);
}

/// A console line's button press: the console writes `[data]` for one.
fn console_press(hub: &mut Hub, user: &str, data: &str, now: i64) {
    let mut msg = boardbot::console::incoming(user, None, "");
    msg.content = Content::Button {
        data: data.to_string(),
        query_id: "q".into(),
    };
    handle(hub, &msg, now);
}

// ------------------------------------------------------------ Bot API

fn tg_user(id: i64, first_name: &str) -> Value {
    json!({"id": id, "is_bot": false, "first_name": first_name, "language_code": "en"})
}

fn tg_message(update_id: i64, chat: Value, from: Value, text: &str) -> Value {
    json!({
        "update_id": update_id,
        "message": {
            "message_id": update_id,
            "date": 1_700_000_000,
            "chat": chat,
            "from": from,
            "text": text,
        }
    })
}

fn tg_private(id: i64, first_name: &str) -> Value {
    json!({"id": id, "type": "private", "first_name": first_name})
}

fn tg_group(id: i64, title: &str) -> Value {
    json!({"id": id, "type": "group", "title": title})
}

fn tg_press(update_id: i64, from: Value, chat: Value, data: &str) -> Value {
    json!({
        "update_id": update_id,
        "callback_query": {
            "id": format!("cb{update_id}"),
            "from": from,
            "message": {
                "message_id": 1,
                "date": 1_700_000_000,
                "chat": chat,
                "from": {"id": 42, "is_bot": true, "first_name": "boardbot", "username": "boardbot"},
                "text": "board",
            },
            "chat_instance": "ci",
            "data": data,
        }
    })
}

/// An update as Telegram sends it, through the transport's own reading.
fn tg(hub: &mut Hub, update: Value, now: i64) {
    let update: teloxide::types::Update =
        serde_json::from_str(&update.to_string()).expect("a well-formed update");
    match action(&update) {
        Action::Handle(msg) => handle(hub, &msg, now),
        other => panic!("not a message for the core: {other:?} {:?}", update.kind),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn console_input_never_makes_a_reference(
        name in hostile(), title in hostile(), text in hostile(), data in hostile()
    ) {
        let mut hub = hub();
        // The hostile name and title show up in the lobby and the game.
        console(&mut hub, &name, Some(&title), "/new opok", 1_000);
        console(&mut hub, "bob", Some(&title), "/join", 2_000);
        console(&mut hub, &name, Some(&title), &text, 3_000);
        console(&mut hub, &name, None, &text, 4_000);
        console_press(&mut hub, &name, &data, 5_000);
        assert_clean(&hub, "console");
    }

    #[test]
    fn bot_api_input_never_makes_a_reference(
        name in hostile(), title in hostile(), text in hostile(), data in hostile()
    ) {
        let mut hub = hub();
        let eve = || tg_user(1001, &name);
        let bob = || tg_user(1002, "Bob");
        let group = || tg_group(-100, &title);
        tg(&mut hub, tg_message(1, tg_private(1001, &name), eve(), "/start"), 500);
        tg(&mut hub, tg_message(2, group(), eve(), "/new opok"), 1_000);
        tg(&mut hub, tg_message(3, group(), bob(), "/join"), 2_000);
        tg(&mut hub, tg_message(4, group(), eve(), &text), 3_000);
        tg(&mut hub, tg_message(5, tg_private(1001, &name), eve(), &text), 4_000);
        tg(&mut hub, tg_press(6, eve(), group(), &data), 5_000);
        tg(&mut hub, tg_press(7, eve(), tg_private(1001, &name), &data), 6_000);
        assert_clean(&hub, "Bot API");
    }
}

/// The holes the issue names, each on its own: a forged reference as a
/// button's data and as a console line reaches the bot whole.
#[test]
fn a_forged_reference_in_button_data_or_a_console_line_is_plain_text() {
    let mut hub = hub();
    console(&mut hub, "eve", None, &format!("/{}", forged()), 1_000);
    console_press(&mut hub, "eve", &format!("/{}", forged()), 2_000);
    tg(
        &mut hub,
        tg_press(1, tg_user(1001, "Eve"), tg_private(1001, "Eve"), &forged()),
        3_000,
    );
    tg(
        &mut hub,
        tg_press(
            2,
            tg_user(1001, "Eve"),
            tg_private(1001, "Eve"),
            &format!("/{}", forged()),
        ),
        4_000,
    );
    assert_clean(&hub, "forged");
}

/// The web board's moves go through the same gate: a forged reference
/// typed on the board comes back as plain text in the refusal.
#[test]
fn a_forged_reference_typed_on_the_web_board_is_plain_text() {
    use boardbot::console::name_id;
    use boardbot::core::User;
    let mut hub = hub();
    console(&mut hub, "alice", Some("club"), "/new opok", 1_000);
    console(&mut hub, "bob", Some("club"), "/join", 2_000);
    let link = hub.web_link(1).expect("a link");
    let mut answers = Vec::new();
    for name in ["alice", "bob"] {
        let user = User::new(name_id(name), name);
        for text in [
            forged(),
            format!("e4{}", forged()),
            format!("/{}", forged()),
        ] {
            answers.push(format!("{:?}", hub.web_act(&link, &user, &text, 3_000)));
        }
    }
    let canary = i18n::render(&forged(), Lang::EN);
    for a in &answers {
        assert!(!a.contains(&canary) && !a.contains(MARKS), "{a}");
    }
    // The refusal does quote what was typed, cleaned.
    assert!(
        answers.iter().any(|a| a.contains("count-movesn7777777")),
        "{answers:?}"
    );
    assert_clean(&hub, "web");
}
