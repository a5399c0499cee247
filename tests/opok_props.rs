//! Property tests for Opok: random legal games, the text parser, storage.

use boardbot::rules::opok::{self, Board, Opok, Ply, Stack};
use boardbot::rules::{Game, Played, Refusal, Seat, TestCtx, Viewer};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn play(g: &mut Opok, seat: Seat, text: &str) -> Result<Played, Refusal> {
    g.play(seat, text, &mut TestCtx::new(1).ctx())
}

fn checkers(g: &Opok) -> [u32; 2] {
    [
        g.board().checkers(Seat::White),
        g.board().checkers(Seat::Black),
    ]
}

/// Plays a random legal game of `size` from `seed`, checking every ply;
/// stops after `limit` plies (`None`: to the end). Returns the game.
fn random_game(size: u8, seed: u64, limit: Option<usize>) -> Result<Opok, TestCaseError> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut g = Opok::new(size);
    let n2 = usize::from(size) * usize::from(size);
    // Every move adds a stack, every capture removes at least one checker
    // for good, and passes alternate with moves: this bounds a game.
    let bound = 6 * n2 + 4;
    let mut last_saved = g.save().expect("saves");
    while let Some(seat) = g.to_move() {
        if limit.is_some_and(|l| g.plies().len() >= l) {
            break;
        }
        prop_assert!(g.plies().len() <= bound, "game too long");
        let moves = g.legal_moves();
        prop_assert!(!moves.is_empty(), "the player to move has no move");
        let m = moves[rng.random_range(0..moves.len())];
        let count_text = g.move_text(m.from, m.count, m.to);
        let path_text = g
            .path_text(m)
            .ok_or_else(|| TestCaseError::fail("no path"))?;
        let before = checkers(&g);
        let mut by_path = g.clone();
        play(&mut by_path, seat, &path_text)
            .map_err(|e| TestCaseError::fail(format!("{path_text}: {e}")))?;
        let played = play(&mut g, seat, &count_text)
            .map_err(|e| TestCaseError::fail(format!("{count_text}: {e}")))?;
        prop_assert_eq!(&by_path, &g, "both syntaxes give the same game");
        prop_assert!(played.board);
        // Find this move's ply (a pass may follow it).
        let ply = g
            .plies()
            .iter()
            .rev()
            .find(|p| matches!(p, Ply::Move { .. }))
            .cloned();
        let Some(Ply::Move {
            captured, count, ..
        }) = ply
        else {
            return Err(TestCaseError::fail("move not recorded"));
        };
        prop_assert_eq!(count, m.count);
        let taken: u32 = captured.iter().map(|c| u32::from(c.height)).sum();
        let after = checkers(&g);
        prop_assert_eq!(after[seat.index()], before[seat.index()]);
        prop_assert_eq!(
            after[seat.other().index()] + taken,
            before[seat.other().index()]
        );
        prop_assert_eq!(played.outcome.clone(), g.outcome());
        // After every ply: the player to move can move, or nobody can.
        match g.to_move() {
            Some(s) => prop_assert!(g.board().can_move(s)),
            None => {
                prop_assert!(!g.board().can_move(Seat::White));
                prop_assert!(!g.board().can_move(Seat::Black));
            }
        }
        // Storage round trip.
        let saved = g.save().expect("saves");
        prop_assert_ne!(&saved, &last_saved);
        let loaded =
            (opok::KIND.load)(saved.clone()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(loaded.save().expect("saves"), saved.clone());
        last_saved = saved;
    }
    Ok(g)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Whole random games end, keep the checker counts right and accept
    /// every generated move in both syntaxes.
    #[test]
    fn random_games_end(size in 5u8..=12, seed in any::<u64>()) {
        let g = random_game(size, seed, None)?;
        let outcome = g.outcome().ok_or_else(|| TestCaseError::fail("not over"))?;
        let first = g.board().squares(Seat::White);
        let second = g.board().squares(Seat::Black);
        let expected = match first.cmp(&second) {
            std::cmp::Ordering::Greater => "1-0",
            std::cmp::Ordering::Less => "0-1",
            std::cmp::Ordering::Equal => "1/2-1/2",
        };
        prop_assert_eq!(outcome.result.score(), expected);
        // The record replays to the same game; texts never panic.
        let replayed = Opok::replay(&g.export("")).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&replayed, &g);
        let _ = (g.status(Viewer::Public), g.board_text(Viewer::Public), g.moves(Viewer::Public));
        let text = g.board_text(Viewer::Public);
        prop_assert_eq!(text.lines().count(), usize::from(g.board().size()) + 3);
    }
}

/// Inputs that look like moves, to reach the deeper refusals.
fn move_like() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-nA-N][0-9]{1,2} {1,3}-?[0-9]{1,3} {1,3}[a-nA-N][0-9]{1,2}[+#X!?]?",
        "[a-mA-M][0-9]{1,2}( ?- ?[a-mA-M][0-9]{1,2}){1,8}",
        "[a-m0-9 +-]{0,16}",
        any::<String>(),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Arbitrary text never panics, and a refused text changes nothing.
    #[test]
    fn arbitrary_text(size in 5u8..=12, seed in any::<u64>(), plies in 0usize..30,
                      texts in prop::collection::vec(move_like(), 1..8)) {
        let mut g = random_game(size, seed, Some(plies))?;
        for text in texts {
            for seat in [Seat::White, Seat::Black] {
                let before = g.save().expect("saves");
                let copy = g.clone();
                match play(&mut g, seat, &text) {
                    Err(r) => {
                        prop_assert!(!r.0.is_empty());
                        prop_assert_eq!(g.save().expect("saves"), before);
                        prop_assert_eq!(&g, &copy);
                    }
                    Ok(_) => {
                        prop_assert_eq!(copy.to_move(), Some(seat));
                        prop_assert!(g.plies().len() > copy.plies().len());
                    }
                }
            }
        }
    }

    /// A move given as FROM COUNT TO is accepted exactly when it is in the
    /// list of legal moves.
    #[test]
    fn parser_agrees_with_move_list(size in 5u8..=9, seed in any::<u64>(), plies in 0usize..40,
                                    probes in prop::collection::vec((0usize..144, 0u16..20, 0usize..144), 20)) {
        let g = random_game(size, seed, Some(plies))?;
        let Some(seat) = g.to_move() else { return Ok(()) };
        let legal = g.legal_moves();
        let n2 = g.board().len();
        for (from, count, to) in probes {
            let (from, to) = (from % n2, to % n2);
            let text = g.move_text(from, count, to);
            let mut copy = g.clone();
            let accepted = play(&mut copy, seat, &text).is_ok();
            let listed = legal.iter().any(|m| m.from == from && m.count == count && m.to == to);
            prop_assert_eq!(accepted, listed, "{}", text);
        }
        for m in legal.iter().take(30) {
            let mut copy = g.clone();
            prop_assert!(play(&mut copy, seat, &g.move_text(m.from, m.count, m.to)).is_ok());
        }
    }

    /// The path search agrees with a brute-force walk enumeration on random
    /// small boards.
    #[test]
    fn path_search_matches_brute_force(cells in prop::collection::vec(0u8..4, 25), from in 0usize..25, k in 1usize..8) {
        let mut b = Board::empty(5);
        for (sq, c) in cells.iter().enumerate() {
            // About a third of the squares hold a stack.
            if *c == 0 {
                b.set(sq, Some(Stack { owner: Seat::Black, height: 1 }));
            }
        }
        b.set(from, Some(Stack { owner: Seat::White, height: 9 }));
        let mut reach = [false; 25];
        brute(&b, from, None, k, &mut reach);
        for (to, &r) in reach.iter().enumerate() {
            prop_assert_eq!(b.path_exists(from, k, to), r, "from {} k {} to {}", from, k, to);
            if r {
                let path = b.find_path(from, k, to).ok_or_else(|| TestCaseError::fail("no path"))?;
                prop_assert_eq!(path.len(), k);
                let mut prev: Option<usize> = None;
                let mut at = from;
                for &next in &path {
                    prop_assert!(b.direction(at, next).is_some());
                    prop_assert!(b.get(next).is_none());
                    prop_assert_ne!(Some(next), prev);
                    prev = Some(at);
                    at = next;
                }
            }
        }
        let dests = b.destinations(from);
        for (count, to) in dests {
            prop_assert!(b.path_exists(from, usize::from(count), to));
        }
    }
}

fn brute(b: &Board, at: usize, prev: Option<usize>, left: usize, reach: &mut [bool; 25]) {
    if left == 0 {
        reach[at] = true;
        return;
    }
    let (f, r) = b.coords(at);
    for (df, dr) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
        if let Some(next) = b.square(i32::from(f) + df, i32::from(r) + dr) {
            if Some(next) != prev && b.get(next).is_none() {
                brute(b, next, Some(at), left - 1, reach);
            }
        }
    }
}
