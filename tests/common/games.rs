//! Plays whole games through the [`Game`] trait with seeded random legal
//! actions, for the replay tests and the GIF bench (benches include this
//! file by path).

#![allow(dead_code)] // each includer uses a part

use boardbot::rules::{self, Ctx, Game, Settings};
use rand::{Rng, SeedableRng};

/// A game played out: the game and how many of its actions changed the
/// board (moves; not Chpok's bids).
pub struct PlayedGame {
    pub game: Box<dyn Game>,
    pub board_actions: usize,
}

/// Creates game `name` with `options` and plays random legal actions until
/// it ends or `max_actions` were played; then the player to move resigns
/// if `finish`. Chpok's bids are commands (`/bid …`), sent as such.
pub fn play_random(
    name: &str,
    options: &[(&str, &str)],
    max_actions: usize,
    seed: u64,
    finish: bool,
) -> PlayedGame {
    let kind = rules::find(name).expect("a game");
    let settings = Settings::default();
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut game_rng = rand::rngs::StdRng::seed_from_u64(seed ^ 0x5eed);
    let options: Vec<(String, String)> = options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let mut ctx = Ctx::new(1_700_000_000_000, &mut game_rng, &settings);
    let mut game = (kind.create)(&options, &mut ctx).expect("options accepted");
    game.begin(&mut ctx);
    let mut board_actions = 0;
    for _ in 0..max_actions {
        let Some(seat) = game.to_move() else { break };
        let texts = game.legal_texts();
        if texts.is_empty() {
            break;
        }
        let text = &texts[rng.random_range(0..texts.len())];
        ctx.now_ms += 1000;
        let done = match text.strip_prefix('/') {
            Some(cmd) => {
                let (name, args) = cmd.split_once(' ').unwrap_or((cmd, ""));
                game.command(seat, name, args, &mut ctx)
            }
            None => {
                board_actions += 1;
                game.play(seat, text, &mut ctx)
            }
        };
        if let Err(e) = done {
            panic!("{name}: legal text {text:?} refused: {e}");
        }
    }
    if finish {
        if let Some(seat) = game.to_move() {
            game.resign(seat);
        }
    }
    PlayedGame {
        game,
        board_actions,
    }
}
