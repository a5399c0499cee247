//! Kriegspiel level 5's decision time late in a recorded game, where the
//! drawing of boards runs into a dead end.
//! `cargo bench --bench kriegspiel`
//!
//! The game is game 2 of `boardbot arena --game kriegspiel --a level=5
//! --b level=4 --games 6 --seed 131` (level 5 Black, lost), one action a
//! line (`benches/data/kriegspiel_seed131_game2.txt`, made from the
//! arena's record). At actions 133 and 191 (Black to move) every board of
//! the population fails White's 11th move, and drawing the last four turns
//! again from each board finds none: that back-off alone took 3 to 4.5 s
//! of level 5's 2 s before it kept to the drawing's deadline.

use std::time::Duration;

use boardbot::engine::{kriegspiel, Level};
use boardbot::rules::kriegspiel::{Kriegspiel, RuleSet};
use boardbot::rules::{Game, Seat, TestCtx};
use criterion::{criterion_group, criterion_main, Criterion};
use rand::SeedableRng;
use std::hint::black_box;

const GAME: &str = include_str!("data/kriegspiel_seed131_game2.txt");

/// The game after its first `cut` actions.
fn after(cut: usize) -> Kriegspiel {
    let mut game = Kriegspiel::new(RuleSet::Wild16);
    for line in GAME.lines().take(cut) {
        let (c, a) = line.split_once(' ').expect("a colour and an action");
        let seat = if c == "W" { Seat::White } else { Seat::Black };
        game.play(seat, a, &mut TestCtx::new(1).ctx())
            .expect("the recorded action");
    }
    game
}

fn bench(c: &mut Criterion) {
    let level = Level::new(5);
    let mut group = c.benchmark_group("kriegspiel");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    for cut in [133, 191] {
        let game = after(cut);
        let known = game.knowledge(Seat::Black);
        group.bench_function(format!("level5_seed131_action{cut}"), |b| {
            b.iter(|| {
                // The same draws every time: one seed per position.
                let mut rng = rand::rngs::StdRng::seed_from_u64(cut as u64);
                black_box(kriegspiel::choose(&known, &level, &mut rng))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
