//! Playing against the computer opponent through the console: a whole
//! game of each of the five games, in a group and privately, to its end;
//! the bot's replies come before the next input line; a stop while the
//! bot is to move is made good at the next start.

use boardbot::console::run_script_with;
use boardbot::core::HubConfig;
use boardbot::rules::{self, Game, Seat};
use boardbot::store::{self, Status, Store};
use rand::{Rng, SeedableRng};

fn config() -> HubConfig {
    HubConfig {
        seed: Some(5),
        pictures: false,
        ..HubConfig::default()
    }
}

/// Game #1 as stored: its row and its rules state.
fn game_one(db: &std::path::Path) -> (store::GameRow, Box<dyn Game>) {
    let s = Store::open(db).unwrap();
    let row = store::game(s.conn(), 1).unwrap().expect("game #1");
    let kind = rules::find(&row.kind).unwrap();
    let game = (kind.load)(serde_json::from_str(&row.state).unwrap()).unwrap();
    (row, game)
}

/// alice opens `new` against the bot in `chat` (`None`: privately) and
/// plays random legal moves until the game ends; returns the whole output.
fn play_out(new: &str, group: Option<&str>, seed: u64) -> String {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let images = dir.path().join("images");
    let prefix = match group {
        Some(g) => format!("alice@{g}"),
        None => "alice".to_string(),
    };
    let mut all = run_script_with(
        config(),
        &db,
        images.clone(),
        &format!("alice: /start\n{prefix}: {new}\n"),
        true,
    )
    .unwrap();
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    for _ in 0..600 {
        let (row, game) = game_one(&db);
        if row.status == Status::Over {
            assert!(row.result.is_some());
            assert!(all.contains("Game over"), "{all}");
            // A game against the bot is never rated: its result counts in
            // a record of its own, per level.
            assert!(!all.contains("Ratings:"), "{all}");
            let stats =
                run_script_with(config(), &db, images.clone(), "alice: /stats\n", true).unwrap();
            assert!(
                stats.contains("alice against boardbot (not rated)"),
                "{stats}"
            );
            let score = row.result.map(|r| r.score()).unwrap_or_default();
            // By the colour alice played: Chpok's seats bid for theirs.
            let alice_seat = if row.seats[0] == Some(boardbot::console::name_id("alice")) {
                Seat::White
            } else {
                Seat::Black
            };
            let alice_white = game.color_of(alice_seat) == Seat::White;
            let want = match (score, alice_white) {
                ("1/2-1/2", _) => "0 wins, 1 draw, 0 losses",
                ("1-0", true) | ("0-1", false) => "1 win, 0 draws, 0 losses",
                _ => "0 wins, 0 draws, 1 loss",
            };
            assert!(stats.contains(want), "{score}: {stats}");
            assert!(!stats.contains("rated games"), "{stats}");
            all.push_str(&stats);
            return all;
        }
        assert_eq!(row.status, Status::Active, "{all}");
        let alice = boardbot::console::name_id("alice");
        let seat = if row.seats[0] == Some(alice) {
            Seat::White
        } else {
            Seat::Black
        };
        assert_eq!(
            game.to_move(),
            Some(seat),
            "the bot answered before the next line"
        );
        let texts = game.legal_texts();
        let text = &texts[rng.random_range(0..texts.len())];
        // Kriegspiel's moves are secret: they go to the private chat.
        let who = if game.private_views() {
            "alice"
        } else {
            prefix.as_str()
        };
        let out = run_script_with(
            config(),
            &db,
            images.clone(),
            &format!("{who}: {text}\n"),
            true,
        )
        .unwrap();
        all.push_str(&out);
    }
    panic!("{new}: the game did not end:\n{all}");
}

#[test]
fn a_whole_game_against_the_bot_in_each_game() {
    for (i, new) in [
        "/new korpalski vs=bot level=1",
        "/new exchange size=5 vs=bot level=2 color=black",
        "/new chpok chips=3 clocks=off vs=bot level=1",
        "/new opok size=5 vs=bot level=2",
        "/new kriegspiel vs=bot level=1 color=black",
    ]
    .iter()
    .enumerate()
    {
        for group in [None, Some("#club")] {
            let out = play_out(new, group, i as u64);
            assert!(out.contains("boardbot (level"), "{out}");
            // Nothing is ever addressed to the bot's own chat.
            assert!(!out.contains(">> boardbot"), "{out}");
        }
    }
}

#[test]
fn the_bot_moves_again_after_a_stop() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let images = dir.path().join("images");
    // Stopped before the bot could think: it is White and to move.
    let out = run_script_with(
        config(),
        &db,
        images.clone(),
        "alice: /new opok size=5 vs=bot color=black\n",
        false,
    )
    .unwrap();
    assert!(out.contains("boardbot (level 3) plays First"), "{out}");
    let (_, game) = game_one(&db);
    assert!(game.untouched(), "nobody moved yet");
    // At the next start the bot moves before any line is read, once.
    let out = run_script_with(config(), &db, images.clone(), "~echo started\n", true).unwrap();
    let (before, _) = out.split_once("~~ started").unwrap();
    assert!(before.contains("1. First:"), "{out}");
    assert_eq!(out.matches("1. First:").count(), 1, "{out}");
    let (_, game) = game_one(&db);
    assert_eq!(game.to_move(), Some(Seat::Black));
    // And a third start has nothing to do.
    let out = run_script_with(config(), &db, images, "~echo again\n", true).unwrap();
    assert_eq!(out.trim(), "~~ again");
}

#[test]
fn options_against_the_bot_are_checked() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let out = run_script_with(
        config(),
        &db,
        dir.path().join("images"),
        "alice: /new opok vs=carl\nalice: /new opok level=9 vs=bot\nalice: /new opok level=2\n",
        true,
    )
    .unwrap();
    assert!(out.contains("vs=bot is the only opponent"), "{out}");
    assert!(
        out.contains("level must be a whole number from 1 to 5"),
        "{out}"
    );
    assert!(out.contains("level= is for a game against me"), "{out}");
    let s = Store::open(&db).unwrap();
    assert!(
        store::game(s.conn(), 1).unwrap().is_none(),
        "no game was made"
    );
}
