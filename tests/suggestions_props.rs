//! Issue 21: a refusal never suggests what would be refused in turn. For
//! every game, random positions are probed with near-miss texts; every move
//! a refusal suggests ("e.g. X", "for example X", "write X", "that move is
//! X", "Which one: X or Y?") and every button offered with it must be
//! accepted by the game at that moment. For the games without hidden
//! information that is the same as being among `legal_texts`; a Kriegspiel
//! suggestion is an attempt on the player's own board, which the referee
//! accepts (legal or announced as illegal) without revealing anything.

use boardbot::rules::{Game, Seat, TestCtx, GAMES};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// Sentences that teach a notation with fixed examples rather than suggest
/// a move for the position (they are the same in every position).
const NOTATION_LESSONS: [&str; 6] = [
    "/bid TARGET call, or /bid TARGET raise CHIPS [VALUE]. Targets: white (raising it makes you White), time (VALUE M+S, e.g. 10+5), row (VALUE the home row, e.g. RNBQKBNR), x (VALUE features, e.g. width=10 koth -pass)",
    "(M+S, e.g. 10+5), row (the home row, e.g. RNBQKBNR, at least one K), x (features, e.g. width=10 koth -pass points=1,0,0,2,3,4,0; default resets all)",
    "Write a move as FROM COUNT TO, e.g. a1 3 b3 (3 checkers from a1 to b3), or as a path of squares, e.g. a1-a2-a3-b3.",
    "Kriegspiel moves are chess moves, e.g. e2e4, Nf3, O-O.",
    "remove SQUARE, e.g. remove e4.",
    "name the squares instead, e.g. castle e1 h1.",
];

/// The texts a refusal offers as moves to type.
fn suggestions(refusal: &str) -> Vec<String> {
    let mut refusal = refusal.to_string();
    for lesson in NOTATION_LESSONS {
        refusal = refusal.replace(lesson, "");
    }
    let refusal = refusal.as_str();
    const MARKERS: [&str; 5] = [
        "e.g. ",
        "for example ",
        "write ",
        "that move is ",
        "Which one: ",
    ];
    let mut out = Vec::new();
    for marker in MARKERS {
        for (i, _) in refusal.match_indices(marker) {
            let rest = &refusal[i + marker.len()..];
            let mut words = rest.split_whitespace();
            while let Some(word) = words.next() {
                let more = word.ends_with(',');
                let token = word.trim_end_matches(['.', ',', ';', ':', ')', '?']);
                // `=R` (a promotion letter to add), `/new …`: not a move.
                if !token.is_empty() && !token.starts_with(['=', '/', '(']) {
                    out.push(token.to_string());
                }
                match words.clone().next() {
                    Some("or") if !more => {
                        words.next();
                    }
                    _ if more => {}
                    _ => break,
                }
            }
        }
    }
    out
}

/// Texts close to legal ones: capture signs added, other pieces, other
/// squares, drops of every letter, promotion letters, two moves in one.
fn probes(legal: &[String], rng: &mut StdRng) -> Vec<String> {
    let mut out = Vec::new();
    let squares = [
        "a1", "b2", "c3", "c4", "d4", "e1", "e2", "e4", "e5", "e8", "f6", "h8",
    ];
    for _ in 0..6 {
        if let Some(l) = legal.get(rng.random_range(0..legal.len().max(1))) {
            out.push(format!("x{l}"));
            out.push(l.replacen(|c: char| c.is_ascii_digit(), "x", 0) + "q");
            out.push(l.to_uppercase());
            out.push(format!("{l} {l}"));
            if l.len() >= 2 {
                let to = &l[l.len() - 2..];
                for p in [
                    "", "Q", "R", "B", "N", "K", "P", "Qx", "x", "@", "Q@", "P@", "K@",
                ] {
                    out.push(format!("{p}{to}"));
                }
            }
        }
        let a = squares[rng.random_range(0..squares.len())];
        let b = squares[rng.random_range(0..squares.len())];
        for t in [
            format!("{a}{b}"),
            format!("{a}x{b}"),
            format!("{a}<>{b}"),
            format!("{a}{b}q"),
            format!("R{b}"),
            format!("Rx{b}"),
            format!("@{b}"),
            format!("{a} 1 {b}"),
            format!("{a}-{b}"),
        ] {
            out.push(t);
        }
    }
    out
}

/// Sends `text` as the game's players would: a `/command` or a move.
fn act(g: &mut dyn Game, seat: Seat, text: &str, env: &mut TestCtx) -> Result<(), String> {
    let result = match text.strip_prefix('/') {
        Some(c) => {
            let (name, args) = c.split_once(' ').unwrap_or((c, ""));
            g.command(seat, name, args, &mut env.ctx())
        }
        None => g.play(seat, text, &mut env.ctx()),
    };
    result.map(|_| ()).map_err(|r| r.0.into())
}

/// Plays a random game of `GAMES[kind_index]`, probing as it goes; returns
/// how many suggestions were checked.
fn check_game(kind_index: usize, seed: u64) -> Result<usize, TestCaseError> {
    let kind = GAMES[kind_index];
    let mut env = TestCtx::new(seed).at(1_000_000);
    let Ok(mut game) = (kind.create)(&Vec::new(), &mut env.ctx()) else {
        return Ok(0);
    };
    game.begin(&mut env.ctx());
    let mut rng = StdRng::seed_from_u64(seed);
    let mut checked = 0;
    for ply in 0..120 {
        let Some(seat) = game.to_move() else { break };
        let legal = game.legal_texts();
        prop_assert!(!legal.is_empty(), "{}: nothing legal", kind.name);
        // Chpok's bidding takes values (rows, times), not moves: probed
        // once its board phase begins.
        let bidding = legal.iter().all(|t| t.starts_with('/'));
        if (ply < 6 || ply % 3 == 0) && !bidding {
            for probe in probes(&legal, &mut rng) {
                let mut copy = game.clone_box();
                let Err(refusal) = act(copy.as_mut(), seat, &probe, &mut env) else {
                    continue;
                };
                let mut offered = suggestions(&refusal);
                offered.extend(
                    game.choices_after_refusal(seat, &probe)
                        .into_iter()
                        .map(|c| c.command),
                );
                for s in offered {
                    let mut trial = game.clone_box();
                    let accepted = act(trial.as_mut(), seat, &s, &mut env);
                    prop_assert!(
                        accepted.is_ok(),
                        "{} ply {ply}: '{probe}' was refused with \"{refusal}\", which suggests '{s}', refused: {:?}\nlegal: {legal:?}",
                        kind.name,
                        accepted
                    );
                    if kind.name != "kriegspiel" {
                        // Accepted means legal: the same move is in legal_texts.
                        let before = game.save().expect("saves");
                        prop_assert_ne!(trial.save().expect("saves"), before);
                    }
                    checked += 1;
                }
            }
        }
        let text = legal[rng.random_range(0..legal.len())].clone();
        act(game.as_mut(), seat, &text, &mut env).map_err(|e| {
            TestCaseError::fail(format!("{}: legal '{text}' refused: {e}", kind.name))
        })?;
        env.now_ms += 1000;
    }
    Ok(checked)
}

#[test]
fn the_probes_do_meet_suggestions_in_every_game_with_move_hints() {
    for (i, kind) in GAMES.iter().enumerate() {
        let checked: usize = (0..4)
            .map(|seed| check_game(i, seed).expect("no bad suggestion"))
            .sum();
        eprintln!("{}: {checked} suggestions checked", kind.name);
        if ["korpalski", "exchange", "kriegspiel"].contains(&kind.name) {
            assert!(checked > 0, "{}: no suggestion was met", kind.name);
        }
    }
}

#[test]
fn the_extractor_finds_the_suggested_moves() {
    assert_eq!(
        suggestions("The first move after the kings is a drop, e.g. Q@c1."),
        ["Q@c1"]
    );
    assert_eq!(
        suggestions("Name the man to drop before the square, e.g. Q@e4 or R@e4 (K, Q)."),
        ["Q@e4", "R@e4"]
    );
    assert_eq!(
        suggestions("Which one: b1d2, f1d2 or f3d2?"),
        ["b1d2", "f1d2", "f3d2"]
    );
    assert_eq!(
        suggestions("White's first move must drop the king: for example K@e1 (or K/e1)."),
        ["K@e1"]
    );
    assert_eq!(
        suggestions(
            "nothing to capture on c4: without the capture sign that move is Rc4 (Wa4-c4)."
        ),
        ["Rc4"]
    );
    assert!(suggestions("Your prison holds no queen (e.g. =R).").is_empty());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn every_suggested_move_is_accepted(kind_index in 0..GAMES.len(), seed in any::<u64>()) {
        check_game(kind_index, seed)?;
    }
}
