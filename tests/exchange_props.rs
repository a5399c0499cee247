//! Property tests for Exchange Chess: random legal games on every board
//! size, the text parser, storage.

use boardbot::rules::chess::notation::san_with;
use boardbot::rules::chess::{Color, Kind, Move, MoveKind};
use boardbot::rules::exchange::{self, Exchange};
use boardbot::rules::{Game, Played, Refusal, Seat, TestCtx, Viewer};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn play(g: &mut Exchange, seat: Seat, text: &str) -> Result<Played, Refusal> {
    g.play(seat, text, &mut TestCtx::new(1).ctx())
}

/// Men of `color` on the board and in reserve.
fn men(g: &Exchange, color: Color) -> usize {
    let pos = g.position();
    let board = pos.pieces().filter(|(_, p)| p.color == color).count();
    let reserve: usize = Kind::ALL
        .iter()
        .map(|&k| usize::from(pos.reserve(color, k)))
        .sum();
    board + reserve
}

/// The text a player could type for `m`: SAN, or the squares written out.
fn text_for(g: &Exchange, m: Move, long: bool) -> String {
    let legal = g.legal_moves();
    if !long {
        return san_with(g.position(), m, &legal);
    }
    match m.kind {
        MoveKind::Drop(k) => format!("{}/{}", k.letter(), m.to),
        MoveKind::Swap => format!("swap {} {}", m.to, m.from),
        _ => format!("{}{}", m.from, m.to),
    }
}

/// How the random player picks among the legal moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Policy {
    /// Any legal move.
    Uniform,
    /// Never takes a king when anything else is possible: long games,
    /// often ended by a player without a move.
    SpareKings,
    /// Swaps and knight steps when there are any, else spares kings:
    /// games that reach the quiet-move draw.
    Quiet,
}

fn policy() -> impl Strategy<Value = Policy> {
    prop_oneof![
        Just(Policy::Uniform),
        Just(Policy::SpareKings),
        Just(Policy::Quiet)
    ]
}

/// Plays a random legal game of `size` from `seed`, checking every ply,
/// for at most `limit` plies (`None`: to the end).
fn random_game(
    size: u8,
    seed: u64,
    policy: Policy,
    limit: Option<usize>,
) -> Result<Exchange, TestCaseError> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut g = Exchange::new(size);
    let q = usize::from(exchange::reserve_per_kind(size));
    let start_men = 4 * q + 1;
    // Every drop and every capture resets the quiet count, and there are
    // at most 2·start_men of each; 40 quiet plies end the game.
    let bound = (4 * start_men + 1) * 40 + 2;
    let mut last_men = [start_men, start_men];
    while let Some(seat) = g.to_move() {
        if limit.is_some_and(|l| g.plies().len() >= l) {
            break;
        }
        prop_assert!(g.plies().len() <= bound, "game too long");
        let legal = g.legal_moves();
        prop_assert!(!legal.is_empty(), "the player to move has no move");
        for m in &legal {
            // Kings never move; drops only of reserve men, never a king
            // after the opening.
            let moving = g.position().piece_at(m.from);
            if !m.is_drop() {
                prop_assert!(moving.is_some_and(|p| p.color == seat && p.kind != Kind::King));
            }
        }
        let pos = g.position();
        let spare: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|&m| pos.captured_piece(m).is_none_or(|p| p.kind != Kind::King))
            .collect();
        let quiet: Vec<Move> = spare
            .iter()
            .copied()
            .filter(|&m| !m.is_drop() && !pos.is_capture(m))
            .collect();
        let pool = match policy {
            Policy::Uniform => &legal,
            Policy::SpareKings if !spare.is_empty() => &spare,
            Policy::Quiet if !quiet.is_empty() => &quiet,
            Policy::Quiet if !spare.is_empty() => &spare,
            _ => &legal,
        };
        let m = pool[rng.random_range(0..pool.len())];
        let long = rng.random_bool(0.3);
        let text = text_for(&g, m, long);
        let before = g.clone();
        let played =
            play(&mut g, seat, &text).map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert!(played.board);
        let ply = before.plies().len();
        prop_assert_eq!(g.plies()[ply].mv, m, "{} names the chosen move", text);
        for n in &played.notes {
            prop_assert!(!n.text.starts_with("Game over:"));
        }
        prop_assert_eq!(played.outcome.clone(), g.outcome());
        // Men only leave the game by capture, one at a time, never come back.
        let now = [men(&g, Color::White), men(&g, Color::Black)];
        for i in 0..2 {
            prop_assert!(now[i] <= last_men[i]);
        }
        prop_assert!(now[0] + now[1] + 1 >= last_men[0] + last_men[1]);
        last_men = now;
        // Both kings stand on corners once placed, on opposite corners.
        if let (Some(w), Some(b)) = (
            g.position().king_square(Color::White),
            g.position().king_square(Color::Black),
        ) {
            prop_assert_eq!(w.file() + b.file(), size - 1);
            prop_assert_eq!(w.rank() + b.rank(), size - 1);
        }
        if g.plies().len().is_multiple_of(40) {
            let back = Exchange::from_json(g.save().expect("saves"))
                .map_err(|e| TestCaseError::fail(format!("load: {e}")))?;
            prop_assert_eq!(&back, &g);
        }
    }
    if g.to_move().is_none() {
        prop_assert!(g.outcome().is_some());
        prop_assert!(g.legal_moves().is_empty());
        let mut o = g.outcome().unwrap_or_else(|| unreachable!());
        o.reason = boardbot::i18n::Text::plain(&boardbot::i18n::en(&o.reason));
        prop_assert!(
            o.reason.ends_with("by capturing the king.")
                || o.reason.ends_with("has no legal move.")
                || o.reason.starts_with("Draw: 20 moves"),
            "{}",
            o.reason
        );
    }
    Ok(g)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    /// Random legal games end, by the rules, on every board size; every
    /// move's text names that move; saved games load back equal.
    #[test]
    fn random_games_end_and_round_trip(
        size in 4u8..=12,
        seed in any::<u64>(),
        policy in policy(),
    ) {
        let g = random_game(size, seed, policy, None)?;
        prop_assert!(g.outcome().is_some());
        let back = Exchange::from_json(g.save().expect("saves"))
            .map_err(|e| TestCaseError::fail(format!("load: {e}")))?;
        prop_assert_eq!(&back, &g);
        prop_assert_eq!(back.export(""), g.export(""));
        prop_assert_eq!(back.board_text(Viewer::Public), g.board_text(Viewer::Public));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// No text crashes the game; a refused text changes nothing; an
    /// accepted one is a legal move.
    #[test]
    fn any_text_is_safe(
        size in 4u8..=12,
        seed in any::<u64>(),
        plies in 0usize..30,
        policy in policy(),
        text in prop_oneof![
            any::<String>(),
            "[KQRBNPkqrbnpx@/<>a-m0-9 +#=:-]{0,12}",
            "(swap|castle) [a-m][0-9]{1,2} [a-m][0-9]{1,2}",
        ],
    ) {
        let g = random_game(size, seed, policy, Some(plies))?;
        for seat in [Seat::White, Seat::Black] {
            let mut copy = g.clone();
            match play(&mut copy, seat, &text) {
                Err(r) => {
                    prop_assert_eq!(&copy, &g, "refused {:?} but changed the game", text);
                    prop_assert!(!r.0.is_empty());
                    prop_assert!(r.0.chars().count() < 400, "{}", r.0);
                }
                Ok(_) => {
                    prop_assert_eq!(g.to_move(), Some(seat));
                    let m = copy.plies()[g.plies().len()].mv;
                    prop_assert!(g.legal_moves().contains(&m));
                    prop_assert!(Exchange::from_json(copy.save().expect("saves")).is_ok());
                }
            }
            // Looking never panics either.
            let _ = copy.choices_after_refusal(seat, &text);
        }
    }
}

#[test]
fn every_size_starts_and_loads() {
    for size in 4..=12u8 {
        let g = Exchange::new(size);
        assert_eq!(g.to_move(), Some(Seat::White));
        let back = Exchange::from_json(g.save().expect("saves")).expect("loads");
        assert_eq!(back, g);
        assert!(g.view(Viewer::Seat(Seat::Black)).is_some_and(|v| v.flipped));
    }
}

/// The random players above do reach every ending the rules have, so the
/// properties are checked on all of them.
#[test]
fn random_play_reaches_every_ending() {
    let mut seen = [false; 3];
    for seed in 0..60 {
        for (policy, size) in [
            (Policy::Uniform, 6),
            (Policy::SpareKings, 5),
            (Policy::Quiet, 6),
        ] {
            let g = random_game(size, seed, policy, None).expect("a legal game");
            let reason = boardbot::i18n::en(&g.outcome().expect("over").reason);
            if reason.ends_with("by capturing the king.") {
                seen[0] = true;
            } else if reason.ends_with("has no legal move.") {
                seen[1] = true;
            } else if reason.starts_with("Draw: 20 moves") {
                seen[2] = true;
            }
        }
    }
    assert_eq!(seen, [true; 3], "king taken, no move, quiet draw");
}
