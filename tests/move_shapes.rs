//! Every game's "looks like a move" test (the filter that keeps the bot
//! quiet on conversation in groups) against the game's own legal moves: a
//! legal move must never be taken for talk, in any position of random games
//! of every game and board size.

use boardbot::rules::{Game, Options, TestCtx, GAMES};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// The setups played: each game, at several sizes where it has them.
const SETUPS: &[(&str, &[(&str, &str)])] = &[
    ("chpok", &[("chips", "3"), ("clocks", "off")]),
    ("korpalski", &[]),
    ("kriegspiel", &[]),
    ("opok", &[("size", "5")]),
    ("opok", &[("size", "12")]),
    ("exchange", &[("size", "4")]),
    ("exchange", &[]),
    ("exchange", &[("size", "12")]),
];

fn new_game(name: &str, options: &[(&str, &str)], env: &mut TestCtx) -> Box<dyn Game> {
    let kind = GAMES.iter().find(|k| k.name == name).expect("a game");
    let options: Options = options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    (kind.create)(&options, &mut env.ctx()).expect("the game starts")
}

#[test]
fn every_legal_move_looks_like_a_move() {
    let mut rng = StdRng::seed_from_u64(5);
    let mut checked = 0;
    for (name, options) in SETUPS {
        for game_no in 0..6 {
            let mut env = TestCtx::new(game_no);
            let mut game = new_game(name, options, &mut env);
            let looks = game.kind().looks_like_move;
            for _ in 0..120 {
                let Some(seat) = game.to_move() else { break };
                let texts = game.legal_texts();
                if texts.is_empty() {
                    break;
                }
                for t in &texts {
                    // Commands (Chpok's bids) are not plain messages.
                    if !t.starts_with('/') {
                        assert!(looks(t), "{name}: the legal move {t:?} looks like talk");
                        checked += 1;
                    }
                }
                let pick = &texts[rng.random_range(0..texts.len())];
                let result = if let Some(cmd) = pick.strip_prefix('/') {
                    let (cmd, args) = cmd.split_once(' ').unwrap_or((cmd, ""));
                    game.command(seat, cmd, args, &mut env.ctx())
                } else {
                    game.play(seat, pick, &mut env.ctx())
                };
                assert!(result.is_ok(), "{name}: legal {pick:?} refused: {result:?}");
            }
        }
    }
    assert!(checked > 10_000, "only {checked} moves checked");
}

#[test]
fn near_misses_look_like_moves_and_talk_does_not() {
    for kind in GAMES {
        let looks = kind.looks_like_move;
        let misses: &[&str] = if kind.name == "opok" {
            &["a1 30 c1", "a1-a2-a9", "l12 1 l11"]
        } else {
            &["e2e9", "Nf9", "e8=X", "K@j1"]
        };
        for m in misses {
            assert!(looks(m), "{}: {m:?} should be answered", kind.name);
        }
        for t in [
            "ok",
            "lol",
            "👍",
            "good luck!",
            "thanks, you too",
            "what about e4?",
            "удачі!",
            "дякую",
            "powodzenia!",
            "спасибо",
            "a",
        ] {
            assert!(!looks(t), "{}: {t:?} is talk", kind.name);
        }
    }
}
