//! The computer opponent converts won positions: Kriegspiel's level 5
//! mates a lone king blind (king and queen, king and rook, under both rule
//! sets, the defender seeing the whole board and playing the longest
//! defence), and the chess searches score repetitions and the move limits
//! as draws, so a side ahead does not walk into one.

use boardbot::engine::chess::{Search, Tree, Variant};
use boardbot::engine::kriegspiel::drill;
use boardbot::engine::Level;
use boardbot::rules::chess::{Color, Kind, Piece, Position, Rules, Square};
use boardbot::rules::computer::Draws;
use boardbot::rules::kriegspiel::RuleSet;
use rand::SeedableRng;

fn mates_within_50(piece: Kind, rules: RuleSet, start_known: bool, seed: u64, count: u32) {
    let trials = drill::run(
        piece,
        count,
        rules,
        &Level::new(5),
        start_known,
        seed,
        |_, _| {},
    );
    for t in &trials {
        let moves = t
            .mated_in
            .unwrap_or_else(|| panic!("{piece:?} {rules:?}: no mate from {}: {}", t.fen, t.reason));
        assert!(moves <= 50, "{}: mate in {moves}", t.fen);
    }
}

#[test]
fn kriegspiel_level_5_mates_king_and_queen_blind() {
    mates_within_50(Kind::Queen, RuleSet::Wild16, true, 1, 2);
    mates_within_50(Kind::Queen, RuleSet::English, false, 2, 2);
}

#[test]
fn kriegspiel_level_5_mates_king_and_rook_blind() {
    mates_within_50(Kind::Rook, RuleSet::Wild16, false, 3, 2);
    mates_within_50(Kind::Rook, RuleSet::English, true, 4, 2);
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// Korpalski: White a queen and a rook up against a bare king. The
/// engine's best move by its evaluation would walk back into a position of
/// the game's history; scored as a draw (either side may claim a threefold
/// repetition), it is avoided, and without the draw rules it is not.
#[test]
fn a_side_ahead_does_not_repeat_into_a_draw() {
    let mut pos = Position::empty(Rules::korpalski()).unwrap();
    for c in [Color::White, Color::Black] {
        for k in Kind::ALL {
            pos.set_reserve(c, k, 0);
        }
    }
    pos.put(sq("a1"), Some(Piece::new(Color::White, Kind::King)));
    pos.put(sq("d1"), Some(Piece::new(Color::White, Kind::Queen)));
    pos.put(sq("h2"), Some(Piece::new(Color::White, Kind::Rook)));
    pos.put(sq("e5"), Some(Piece::new(Color::Black, Kind::King)));
    pos.set_side_to_move(Color::White);
    pos.set_halfmove_clock(8);
    let roots = pos.moves();
    let level = Level::new(3);
    let pick = |tree: &Tree| {
        let mut rng = rand::rngs::StdRng::seed_from_u64(1);
        let found = Search::new()
            .search_tree(&pos, tree, &roots, &level, &mut rng)
            .unwrap();
        roots[found.index]
    };
    // What the search plays with no history.
    let plain = Tree::plain(Variant::Korpalski);
    let favourite = pick(&plain);
    // Now the position after that move was seen before, twice.
    let repeated = pos.after(favourite);
    let mut between = repeated.clone();
    between.set_side_to_move(Color::White);
    let history = vec![
        repeated.clone(),
        between.clone(),
        repeated.clone(),
        between,
    ];
    let without_rules = Tree {
        history: &history,
        ..plain
    };
    assert_eq!(
        pick(&without_rules),
        favourite,
        "without draw rules the history changes nothing"
    );
    let with_rules = Tree {
        draws: Draws {
            repetition: Some(3),
            quiet_plies: Some(100),
            insufficient_material: true,
        },
        history: &history,
        ..plain
    };
    let chosen = pick(&with_rules);
    assert_ne!(
        chosen, favourite,
        "{}: repeats the position, a draw while far ahead",
        pos.san(favourite)
    );
}
