//! What each game's registry entry (`GameKind`) promises holds: the pieces
//! it says it draws are drawn (each differently), its own commands are
//! understood by the bot, and the settings in `bot.toml.example` pass its
//! check.

use boardbot::core::{Chat, ChatKind, Hub, HubConfig, Incoming, Outgoing, User};
use boardbot::i18n::{self, Lang};
use boardbot::render::{self, Cell, View};
use boardbot::rules::GAMES;
use boardbot::store::Store;

/// The decoded pixels of a picture.
fn pixels(png: &[u8]) -> Vec<u8> {
    image::load_from_memory(png)
        .expect("a PNG")
        .to_rgba8()
        .into_raw()
}

#[test]
fn every_piece_a_game_names_is_drawn_and_told_apart() {
    for kind in GAMES {
        let empty = pixels(&render::png(&View::empty(8, 8), 48));
        let mut seen = vec![empty];
        for &piece in kind.pieces {
            for white in [true, false] {
                let mut view = View::empty(8, 8);
                let mut cells = view.cells.to_vec();
                cells[0] = Cell::Piece { white, kind: piece };
                view.cells = cells.into();
                let drawn = pixels(&render::png(&view, 48));
                assert!(
                    !seen.contains(&drawn),
                    "{}: {piece} ({}) looks like another piece or nothing",
                    kind.name,
                    if white { "white" } else { "black" }
                );
                seen.push(drawn);
            }
        }
    }
}

#[test]
fn every_game_command_is_understood_and_in_the_help() {
    let mut hub = Hub::new(
        Store::in_memory().expect("store"),
        HubConfig {
            seed: Some(1),
            pictures: false,
            ..HubConfig::default()
        },
    );
    let chat = Chat {
        id: 7,
        kind: ChatKind::Private,
        title: "ann".into(),
    };
    let ask = |hub: &mut Hub, text: &str| -> String {
        let msg = Incoming::text(chat.clone(), User::new(7, "ann"), text);
        hub.handle(&msg, 1_000).expect("handled");
        let mut out = String::new();
        for (id, m) in hub.pending(100).expect("outbox") {
            if let Outgoing::Message { text, .. } = &m {
                out.push_str(text);
            }
            hub.delivered(id, 7, None, Default::default(), 0)
                .expect("delivered");
        }
        out
    };
    let help = ask(&mut hub, "/help");
    // What an unknown command gets, without its name.
    let unknown = i18n::en(&boardbot::t!("unknown-command", command = ""));
    let unknown = unknown.split('/').next().unwrap_or_default();
    for kind in GAMES {
        for c in kind.commands {
            assert!(boardbot::core::Hub::knows_command(c.name), "/{}", c.name);
            assert!(help.contains(&format!("/{} — ", c.name)), "{help}");
            let answer = ask(&mut hub, &format!("/{}", c.name));
            assert!(
                !answer.contains(unknown),
                "/{} is not understood: {answer}",
                c.name
            );
        }
    }
    assert_eq!(
        ask(&mut hub, "/frobnicate"),
        i18n::en(&boardbot::t!("unknown-command", command = "frobnicate"))
    );
}

/// The two answers that once bypassed translation (issue 29): an unknown
/// command, and a game's command in a game that does not use it (`/bid` in
/// Opok, the trait's default), in the reader's language.
#[test]
fn unknown_and_unused_commands_are_answered_in_the_readers_language() {
    for lang in Lang::all() {
        let mut hub = Hub::new(
            Store::in_memory().expect("store"),
            HubConfig {
                seed: Some(1),
                pictures: false,
                ..HubConfig::default()
            },
        );
        let mut said = |user: i64, text: &str| -> String {
            let chat = Chat {
                id: user,
                kind: ChatKind::Private,
                title: format!("u{user}"),
            };
            let msg = Incoming::text(chat, User::new(user, format!("u{user}")), text);
            hub.handle(&msg, 1_000).expect("handled");
            let mut out = String::new();
            for (id, m) in hub.pending(100).expect("outbox") {
                if let Outgoing::Message { chat, text, .. } = &m {
                    if *chat == user {
                        out.push_str(text);
                        out.push('\n');
                    }
                    hub.delivered(id, *chat, None, Default::default(), 0)
                        .expect("delivered");
                }
            }
            out
        };
        said(7, &format!("/language {}", lang.code()));
        let answer = said(7, "/frobnicate");
        let expected = i18n::render(
            &boardbot::t!("unknown-command", command = "frobnicate"),
            lang,
        );
        assert_eq!(answer.trim(), expected, "{}", lang.code());
        // An Opok game against the computer, then a Chpok command in it.
        said(7, "/new opok vs=bot");
        let answer = said(7, "/bid white 1");
        let opok = GAMES.iter().find(|k| k.name == "opok").expect("opok");
        let expected = i18n::render(
            &boardbot::t!(
                "play-command-not-used",
                command = "bid",
                game = opok.title()
            ),
            lang,
        );
        assert!(answer.contains(&expected), "{}: {answer}", lang.code());
        if lang != Lang::EN {
            assert_ne!(
                expected,
                i18n::en(&boardbot::t!(
                    "play-command-not-used",
                    command = "bid",
                    game = opok.title()
                ))
            );
        }
    }
}

#[test]
fn the_example_settings_pass_each_games_check() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/bot.toml.example"))
        .expect("bot.toml.example");
    let table: toml::Table = toml::from_str(&text).expect("TOML");
    let mut checked = 0;
    for kind in GAMES {
        if let Some(settings) = table.get(kind.name) {
            let value = serde_json::to_value(settings).expect("JSON");
            (kind.check_settings)(&value).unwrap_or_else(|e| panic!("{}: {e}", kind.name));
            checked += 1;
        }
    }
    assert!(checked >= 1, "no game's table in bot.toml.example");
    let chpok = GAMES.iter().find(|k| k.name == "chpok").expect("chpok");
    assert!((chpok.check_settings)(&serde_json::json!({"minutes": [0]})).is_err());
    let opok = GAMES.iter().find(|k| k.name == "opok").expect("opok");
    assert!((opok.check_settings)(&serde_json::json!({})).is_err());
}
