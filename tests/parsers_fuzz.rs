//! Every parser of outside input, fed arbitrary text: console lines, the
//! configuration file, render's text boards, and each game's `/new` options
//! and moves. Nothing panics; what is refused changes nothing. (The games'
//! own property tests go deeper into moves; `core_fuzz.rs` covers commands.)

use boardbot::config::Config;
use boardbot::console::parse_line;
use boardbot::render::text_board;
use boardbot::rules::{Seat, TestCtx, GAMES};
use proptest::prelude::*;

/// Text that looks a bit like what the parser expects, and text that does not.
fn input() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "[a-z@#:~ 0-9=/\\-\\[\\]\"\\.,]{0,40}",
        "(token|database|api_url|log|\\[chpok\\]|minutes|bonus) ?= ?[\\[\\]0-9,\" a-z]{0,20}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn console_lines_never_panic(line in input()) {
        let _ = parse_line(&line);
    }

    #[test]
    fn config_files_never_panic(text in input()) {
        if let Ok(mut c) = Config::parse(&text) {
            c.apply_env(|_| None);
            let _ = c.require_token();
            let _ = c.settings();
        }
    }

    #[test]
    fn text_boards_never_panic(text in input(), lines in prop::collection::vec("[0-9]{1,2} [.a-zA-Z0-9 ]{0,14}", 0..14)) {
        let _ = text_board::parse(&text);
        let _ = text_board::parse(&lines.join("\n"));
    }

    #[test]
    fn new_game_options_and_moves_never_panic(
        key in "[a-z]{1,10}",
        value in input(),
        moves in prop::collection::vec(input(), 1..6),
    ) {
        let mut env = TestCtx::new(1);
        for kind in GAMES {
            let mut ctx = env.ctx();
            let _ = (kind.create)(&vec![(key.clone(), value.clone())], &mut ctx);
            let Ok(mut game) = (kind.create)(&Vec::new(), &mut ctx) else { continue };
            for text in &moves {
                let before = game.save().expect("saves");
                let seat = game.to_move().unwrap_or(Seat::White);
                if game.play(seat, text, &mut ctx).is_err() {
                    prop_assert_eq!(&game.save().expect("saves"), &before, "{}: a refused move changed the game", kind.name);
                }
            }
        }
    }
}
