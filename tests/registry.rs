//! What each game's registry entry (`GameKind`) promises holds: the pieces
//! it says it draws are drawn (each differently), its own commands are
//! understood by the bot, and the settings in `bot.toml.example` pass its
//! check.

use boardbot::core::{Chat, ChatKind, Hub, HubConfig, Incoming, Outgoing, User};
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
    for kind in GAMES {
        for c in kind.commands {
            assert!(boardbot::core::Hub::knows_command(c.name), "/{}", c.name);
            assert!(help.contains(&format!("/{} — ", c.name)), "{help}");
            let answer = ask(&mut hub, &format!("/{}", c.name));
            assert!(
                !answer.contains("I don't know"),
                "/{} is not understood: {answer}",
                c.name
            );
        }
    }
    assert!(ask(&mut hub, "/frobnicate").contains("I don't know"));
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
