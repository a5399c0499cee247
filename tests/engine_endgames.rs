//! The computer opponent converts won positions: Kriegspiel's level 5
//! mates a lone king blind (king and queen, king and rook, under both rule
//! sets, the defender seeing the whole board and playing the longest
//! defence), and the chess searches score repetitions and the move limits
//! as draws, so a side ahead does not walk into one.

use boardbot::engine::chess::{Search, Tree, Variant};
use boardbot::engine::kriegspiel::drill;
use boardbot::engine::Level;
use boardbot::rules::chess::{Color, Kind, Move, Piece, Position, Rules, Square};
use boardbot::rules::computer::Draws;
use boardbot::rules::kriegspiel::RuleSet;
use rand::SeedableRng;

fn mates_within_50(piece: Kind, rules: RuleSet, start_known: bool, seed: u64, count: u32) {
    let trials = drill::run(
        &[piece],
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

// From a set-up start the seat knows where the lone king starts, as in a
// problem; the trials that forget it are harder (the bot's first moves may
// leave a piece where the king can take it).
#[test]
fn kriegspiel_level_5_mates_king_and_queen_blind() {
    mates_within_50(Kind::Queen, RuleSet::Wild16, true, 1, 2);
    mates_within_50(Kind::Queen, RuleSet::English, true, 2, 2);
    mates_within_50(Kind::Queen, RuleSet::Wild16, false, 5, 1);
}

#[test]
fn kriegspiel_level_5_mates_king_and_rook_blind() {
    mates_within_50(Kind::Rook, RuleSet::Wild16, true, 3, 2);
    mates_within_50(Kind::Rook, RuleSet::English, true, 4, 2);
    mates_within_50(Kind::Rook, RuleSet::English, false, 6, 1);
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
    pos.set_halfmove_clock(4);
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
    // A history where the position after that move was seen before: the
    // move, a king step, the move back, the king back (the root is then
    // the start position again).
    let p1 = pos.after(favourite);
    let back = Move::normal(favourite.to, favourite.from);
    let (p2, p3) = p1
        .moves()
        .into_iter()
        .find_map(|b| {
            let p2 = p1.after(b);
            p2.moves().contains(&back).then_some(())?;
            let p3 = p2.after(back);
            let king_back = Move::normal(b.to, b.from);
            let p4 = p3.after(king_back);
            (p3.moves().contains(&king_back) && p4.repetition_key() == pos.repetition_key())
                .then_some((p2, p3))
        })
        .expect("a way back to the start");
    let history = vec![pos.clone(), p1, p2, p3];
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
