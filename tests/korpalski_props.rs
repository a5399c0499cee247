//! Property tests for Korpalski Chess: random legal games keep every man
//! accounted for and end; saves round-trip; no text panics or changes a
//! game it is refused in.

use boardbot::rules::chess::{Color, Kind};
use boardbot::rules::korpalski::{long_text, Korpalski};
use boardbot::rules::{Game, Played, Refusal, Seat, TestCtx};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn play(g: &mut Korpalski, seat: Seat, text: &str) -> Result<Played, Refusal> {
    g.play(seat, text, &mut TestCtx::new(1).ctx())
}

/// Board + reserve + prison of `seat`: a promoted pawn goes into the prison
/// in place of the piece it became, so these always add up to 16.
fn accounted(g: &Korpalski, seat: Seat) -> usize {
    let pos = g.position();
    let board = pos.pieces().filter(|(_, p)| p.color == seat).count();
    let mut off = 0;
    for kind in Kind::ALL {
        off += usize::from(pos.reserve(seat, kind)) + usize::from(g.prison(seat, kind));
    }
    board + off
}

/// A random legal game from `seed`, checked at every ply, up to `limit`
/// plies or its end.
fn random_game(seed: u64, limit: usize) -> Result<Korpalski, TestCaseError> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut g = Korpalski::new();
    while let Some(seat) = g.to_move() {
        if g.plies().len() >= limit {
            break;
        }
        let moves = g.legal_moves().to_vec();
        prop_assert!(!moves.is_empty(), "the player to move has no move");
        let m = moves[rng.random_range(0..moves.len())];
        let text = long_text(m);
        let played =
            play(&mut g, seat, &text).map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert!(played.board);
        prop_assert_eq!(g.plies().last().map(|p| p.mv), Some(m));
        let pos = g.position();
        prop_assert!(
            !pos.king_attacked(seat),
            "{text} left the own king in check"
        );
        if m.is_drop() {
            prop_assert!(
                !pos.king_attacked(seat.other()),
                "{text}: a drop gave check"
            );
        }
        for s in [Seat::White, Seat::Black] {
            prop_assert_eq!(accounted(&g, s), 16, "{:?} after {}", s, text);
        }
        prop_assert_eq!(played.outcome.clone(), g.outcome());
    }
    Ok(g)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_games_end_and_round_trip(seed in any::<u64>()) {
        // Bounded by the 50-move rule between irreversible events
        // (32 drops, 30 captures, 96 pawn steps): far below this.
        let g = random_game(seed, 20_000)?;
        prop_assert!(g.outcome().is_some(), "game of {} plies did not end", g.plies().len());
        let back = Korpalski::from_json(g.save().expect("saves")).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&back, &g);
        // The records replay: every SAN and every Polish text names its
        // move (a resignation aside, the ending is the same).
        for polish in [false, true] {
            let mut again = Korpalski::new();
            for (i, ply) in g.plies().iter().enumerate() {
                let text = if polish { &ply.polish } else { &ply.san };
                play(&mut again, Seat::from_index(i % 2), text)
                    .map_err(|e| TestCaseError::fail(format!("ply {i} {text}: {e}")))?;
            }
            prop_assert_eq!(&again, &g);
        }
    }

    #[test]
    fn saves_round_trip_mid_game(seed in any::<u64>(), plies in 0usize..120) {
        let g = random_game(seed, plies)?;
        let back = Korpalski::from_json(g.save().expect("saves")).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&back, &g);
        prop_assert_eq!(back.board_text(boardbot::rules::Viewer::Public), g.board_text(boardbot::rules::Viewer::Public));
    }

    #[test]
    fn any_text_never_panics_and_a_refusal_changes_nothing(
        seed in any::<u64>(),
        plies in 0usize..60,
        text in "\\PC{0,12}|[KQRBNPHWGSpk@/:x=+#a-h1-8 -]{1,9}",
    ) {
        let g = random_game(seed, plies)?;
        for seat in [Seat::White, Seat::Black] {
            let mut probe = g.clone();
            let _ = probe.choices_after_refusal(seat, &text);
            if play(&mut probe, seat, &text).is_err() {
                prop_assert_eq!(&probe, &g, "refused {:?} but changed the game", text);
            }
        }
    }
}

#[test]
fn colours_alternate_and_kings_come_first() {
    let g = random_game(7, 2).unwrap_or_else(|e| panic!("{e}"));
    let pos = g.position();
    assert_eq!(pos.king_count(Color::White), 1);
    assert_eq!(pos.king_count(Color::Black), 1);
    assert_eq!(pos.pieces().count(), 2);
}
