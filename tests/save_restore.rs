//! A game kept loaded in memory and the same game restored from its saved
//! state are indistinguishable: the core keeps recently used games loaded
//! (`core::cache`) and otherwise restores them from the database, so every
//! answer must be the same either way.
//!
//! Random legal games of every game (legal actions from
//! `Game::legal_texts`) are played on two copies side by side, one kept in
//! memory (and copied with `clone_box`), the other restored from `save()`
//! before every action; after every action everything a player can see of
//! the two is compared.

use boardbot::rules::{find, Ctx, Game, Seat, TestCtx, Viewer};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// The set-ups played: a game and its `/new` options.
const SETUPS: &[(&str, &[(&str, &str)])] = &[
    ("opok", &[("size", "5")]),
    ("opok", &[("size", "7")]),
    ("korpalski", &[]),
    ("exchange", &[("size", "5")]),
    ("exchange", &[("size", "8")]),
    ("kriegspiel", &[]),
    ("kriegspiel", &[("rules", "english")]),
    ("chpok", &[("chips", "4"), ("clocks", "off")]),
    ("chpok", &[("chips", "6")]),
];

const VIEWERS: [Viewer; 3] = [
    Viewer::Public,
    Viewer::Seat(Seat::White),
    Viewer::Seat(Seat::Black),
];

/// Everything a player or the group can see of a game, and what the next
/// action may be.
fn observed(g: &dyn Game) -> Vec<String> {
    let mut out = vec![
        g.save().expect("saves").to_string(),
        format!("{:?} {:?}", g.to_move(), g.outcome()),
        format!("{:?}", g.legal_texts()),
        format!("{:?}", g.deadline()),
        g.export("").into(),
        format!("{}", g.untouched()),
    ];
    for v in VIEWERS {
        out.push(g.status(v).into());
        out.push(g.board_text(v).into());
        out.push(g.moves(v).into());
        out.push(format!("{:?}", g.view(v)));
    }
    for s in [Seat::White, Seat::Black] {
        out.push(format!("{:?}", g.choices(s)));
    }
    out
}

fn restored(g: &dyn Game) -> Box<dyn Game> {
    (g.kind().load)(g.save().expect("saves")).expect("a saved game loads")
}

fn act(
    g: &mut dyn Game,
    seat: Seat,
    text: &str,
    ctx: &mut Ctx,
) -> Result<boardbot::rules::Played, String> {
    let result = match text.strip_prefix('/') {
        Some(command) => {
            let (name, args) = command.split_once(' ').unwrap_or((command, ""));
            g.command(seat, name, args, ctx)
        }
        None => g.play(seat, text, ctx),
    };
    result.map_err(|r| r.to_string())
}

#[test]
fn a_game_in_memory_and_the_same_game_restored_answer_alike() {
    for (setup, (name, options)) in SETUPS.iter().enumerate() {
        for seed in 0..3u64 {
            let mut pick = StdRng::seed_from_u64(seed * 100 + setup as u64);
            let mut a_env = TestCtx::new(seed).at(1_000_000);
            let kind = find(name).unwrap();
            let options: Vec<(String, String)> = options
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            let mut kept = {
                let mut ctx = a_env.ctx();
                let mut g = (kind.create)(&options, &mut ctx).expect("created");
                g.begin(&mut ctx);
                g
            };
            // The two copies get the same randomness and the same clock.
            let mut b_env = TestCtx::new(seed).at(1_000_000);
            b_env.rng = a_env.rng.clone();
            let mut actions = 0;
            while let Some(seat) = kept.to_move() {
                let copy = restored(kept.as_ref());
                assert_eq!(
                    observed(kept.as_ref()),
                    observed(copy.as_ref()),
                    "{name} {options:?} seed {seed}: after {actions} actions"
                );
                let texts = kept.legal_texts();
                assert!(!texts.is_empty(), "{name}: {seat:?} to move has nothing");
                let text = texts[pick.random_range(0..texts.len())].clone();
                a_env.now_ms += pick.random_range(0..2_000);
                b_env.now_ms = a_env.now_ms;
                // One copy is the kept game copied as the cache copies it,
                // the other restored from its save.
                let mut a = kept.clone_box();
                let mut b = copy;
                let played_a = act(a.as_mut(), seat, &text, &mut a_env.ctx());
                let played_b = act(b.as_mut(), seat, &text, &mut b_env.ctx());
                assert_eq!(played_a, played_b, "{name} seed {seed}: {text}");
                assert!(
                    played_a.is_ok(),
                    "{name}: legal {text:?} refused: {played_a:?}"
                );
                assert_eq!(observed(a.as_ref()), observed(b.as_ref()), "{name}: {text}");
                kept = a;
                actions += 1;
                assert!(actions < 3_000, "{name} seed {seed}: no end");
            }
            assert_eq!(
                observed(kept.as_ref()),
                observed(restored(kept.as_ref()).as_ref())
            );
        }
    }
}
