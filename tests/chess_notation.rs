//! Notation: every legal move of random positions under every game's rules
//! survives format → parse in SAN, long algebraic and Polish; the parser
//! survives any input; and each syntax, error and switch the games rely on
//! works as specified.

use boardbot::rules::chess::notation::{parse, Form};
use boardbot::rules::chess::{
    ChessGame, Color, Kind, KindSet, MoveError, MoveKind, ParseError, Piece, Position, Rules,
    Square, Style,
};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::SeedableRng;

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn fen(fen: &str, rules: Rules) -> Position {
    Position::from_fen(fen, rules).unwrap()
}

/// The move `text` names in `pos`, formatted back as long algebraic.
fn play_long(pos: &Position, text: &str) -> String {
    let m = pos
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e} in {}", pos.to_fen()));
    pos.long(m)
}

fn err(pos: &Position, text: &str) -> MoveError {
    match pos.parse_move(text) {
        Ok(m) => panic!("{text} was accepted as {}", pos.long(m)),
        Err(e) => e,
    }
}

// ------------------------------------------------------- random positions

fn chpok_all_switches(width: u8) -> Rules {
    Rules {
        super_queen: true,
        bishop_corner_step: true,
        pawns_back: true,
        cruel_kings: true,
        ..Rules::chpok(width)
    }
}

const CONFIGS: usize = 8;

/// A start position for each rule set the games use, on every board size
/// the issue names.
fn start(config: usize) -> Position {
    match config {
        0 => Position::startpos(),
        1 => {
            let mut p = Position::with_home_rows(chpok_all_switches(8), "RNBQKBNR").unwrap();
            for c in [Color::White, Color::Black] {
                p.set_castles_left(c, 2);
                p.set_reserve(c, Kind::Pawn, 1);
            }
            p
        }
        2 => {
            let mut p = Position::with_home_rows(Rules::chpok(6), "RNQKNR").unwrap();
            p.set_castles_left(Color::White, 1);
            p.set_castles_left(Color::Black, 1);
            p
        }
        3 => {
            let mut p = Position::with_home_rows(chpok_all_switches(10), "RKBDQKDBKR").unwrap();
            p.set_castles_left(Color::White, 3);
            p.set_castles_left(Color::Black, 3);
            p
        }
        4 => {
            let mut p = korpalski_start();
            for c in [Color::White, Color::Black] {
                p.set_promotions(c, KindSet::of(&[Kind::Queen, Kind::Knight]));
            }
            p
        }
        5 => {
            let mut p = Position::empty(Rules::exchange(5)).unwrap();
            for c in [Color::White, Color::Black] {
                p.set_reserve(c, Kind::King, 1);
                for k in [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight] {
                    p.set_reserve(c, k, 3);
                }
            }
            p
        }
        6 => {
            let rules = Rules {
                width: 12,
                height: 12,
                dragons: true,
                promotion: KindSet::of(&[Kind::Queen, Kind::Dragon, Kind::Knight]),
                ..Rules::chess()
            };
            Position::with_home_rows(rules, "RNBQDKDQBNBR").unwrap()
        }
        _ => {
            let rules = Rules {
                width: 4,
                height: 4,
                castling: boardbot::rules::chess::Castling::None,
                ..Rules::chess()
            };
            Position::with_home_rows(rules, "RQKN").unwrap()
        }
    }
}

fn random_position(config: usize, seed: u64, plies: usize) -> Position {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut pos = start(config);
    for _ in 0..plies {
        let moves = pos.moves();
        let Some(&m) = moves.choose(&mut rng) else {
            break;
        };
        pos.play(m);
    }
    pos
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn every_legal_move_round_trips(
        config in 0..CONFIGS,
        seed in any::<u64>(),
        plies in 0usize..60,
    ) {
        let pos = random_position(config, seed, plies);
        let moves = pos.moves();
        let mut sans = Vec::new();
        for &m in &moves {
            for style in [Style::San, Style::Long, Style::Polish] {
                for marks in [false, true] {
                    let text = pos.format_move(m, style, marks);
                    let back = pos.parse_move_in(&text, &moves, None);
                    prop_assert_eq!(back, Ok(m), "{} in {}", text, pos.to_fen());
                }
            }
            sans.push(pos.san(m));
        }
        let n = sans.len();
        sans.sort();
        sans.dedup();
        prop_assert_eq!(sans.len(), n, "SAN texts are unique in {}", pos.to_fen());
    }

    /// Any text: the parser answers without panicking, and a text it
    /// takes for a move names a legal move that every style writes back
    /// to the same move.
    #[test]
    fn parser_never_panics_and_what_it_reads_round_trips(text in "\\PC{0,30}") {
        for dragons in [false, true] {
            let _ = parse(&text, dragons);
        }
        for config in [0, 1, 4, 6] {
            read_back(&start(config), &text)?;
        }
    }

    #[test]
    fn move_like_text_reads_as_a_legal_move_that_round_trips(
        text in "[a-lA-LmzKQRBNPDHWGSpx:=@/<>()+#!?0Oo\\- 0-9é×]{0,12}",
        plies in 0usize..30,
        seed in any::<u64>(),
    ) {
        for config in 0..CONFIGS {
            read_back(&start(config), &text)?;
            read_back(&random_position(config, seed, plies), &text)?;
        }
    }
}

/// If `text` reads as a move in `pos`, it is a legal move, and that move
/// written in every style (with and without marks) reads back as itself.
fn read_back(pos: &Position, text: &str) -> Result<(), TestCaseError> {
    let Ok(m) = pos.parse_move(text) else {
        return Ok(());
    };
    let moves = pos.moves();
    prop_assert!(
        moves.contains(&m),
        "{:?} read as an illegal move in {}",
        text,
        pos.to_fen()
    );
    for style in [Style::San, Style::Long, Style::Polish] {
        for marks in [false, true] {
            let written = pos.format_move(m, style, marks);
            prop_assert_eq!(
                pos.parse_move(&written),
                Ok(m),
                "{:?} read as {}, written back as {:?}, in {}",
                text,
                pos.long(m),
                written,
                pos.to_fen()
            );
        }
    }
    Ok(())
}

// ------------------------------------------------------- syntax examples

#[test]
fn english_examples() {
    let pos = Position::startpos();
    assert_eq!(play_long(&pos, "Nf3"), "g1f3");
    assert_eq!(play_long(&pos, "e4"), "e2e4");
    assert_eq!(play_long(&pos, "e2e4"), "e2e4");
    assert_eq!(play_long(&pos, "e2-e4"), "e2e4");
    assert_eq!(play_long(&pos, "Ng1-f3"), "g1f3");
    assert_eq!(play_long(&pos, "Ng1f3"), "g1f3");
    assert_eq!(play_long(&pos, "nf3"), "g1f3");
    assert_eq!(play_long(&pos, "NF3"), "g1f3");
    assert_eq!(play_long(&pos, "E2E4"), "e2e4");
    assert_eq!(play_long(&pos, "E4"), "e2e4");
    assert_eq!(play_long(&pos, "e4+!?"), "e2e4");
    assert_eq!(play_long(&pos, " e2 e4 "), "e2e4");
    assert_eq!(play_long(&pos, "1. e4"), "e2e4");
    assert_eq!(play_long(&pos, "1.Nf3"), "g1f3");

    let pos = fen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", Rules::chess());
    assert_eq!(play_long(&pos, "exd5"), "e4d5");
    assert_eq!(play_long(&pos, "ed5"), "e4d5");
    assert_eq!(play_long(&pos, "e4xd5"), "e4d5");
    assert_eq!(play_long(&pos, "e4:d5"), "e4d5");
    assert_eq!(play_long(&pos, "e×d5"), "e4d5");

    let pos = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", Rules::chess());
    assert_eq!(play_long(&pos, "exd6"), "e5d6");
    assert_eq!(play_long(&pos, "exd6 e.p."), "e5d6");
    let ep = pos.parse_move("exd6").unwrap();
    assert_eq!(ep.kind, MoveKind::EnPassant);
    assert_eq!(pos.captured_square(ep), Some(sq("d5")));
    assert_eq!(pos.san(ep), "exd6");

    let pos = fen("8/4P3/8/8/8/8/8/k1K5 w - - 0 1", Rules::chess());
    assert_eq!(play_long(&pos, "e8=Q"), "e7e8q");
    assert_eq!(play_long(&pos, "e8Q"), "e7e8q");
    assert_eq!(play_long(&pos, "e8(N)"), "e7e8n");
    assert_eq!(play_long(&pos, "e8/R"), "e7e8r");
    assert_eq!(play_long(&pos, "e7e8q"), "e7e8q");
    assert_eq!(play_long(&pos, "e7e8=B"), "e7e8b");
    assert_eq!(play_long(&pos, "e7-e8=Q+"), "e7e8q");
    let pos = fen("7k/4P3/8/8/8/8/8/2K5 w - - 0 1", Rules::chess());
    assert_eq!(
        pos.format_move(pos.parse_move("e8=Q").unwrap(), Style::San, true),
        "e8=Q+"
    );
    assert_eq!(
        pos.format_move(pos.parse_move("e8=Q").unwrap(), Style::Polish, true),
        "pe7-e8=H+"
    );

    let pos = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", Rules::chess());
    assert_eq!(play_long(&pos, "O-O"), "e1g1");
    assert_eq!(play_long(&pos, "0-0"), "e1g1");
    assert_eq!(play_long(&pos, "O-O-O"), "e1c1");
    assert_eq!(play_long(&pos, "0-0-0"), "e1c1");
    assert_eq!(play_long(&pos, "e1g1"), "e1g1");
    assert_eq!(play_long(&pos, "e1h1"), "e1g1");
    assert_eq!(play_long(&pos, "e1c1"), "e1c1");
    assert_eq!(pos.san(pos.parse_move("e1g1").unwrap()), "O-O");
}

#[test]
fn bishop_or_b_file() {
    let pos = fen("4k3/8/8/B7/8/2p5/1P6/4K3 w - - 0 1", Rules::chess());
    assert_eq!(play_long(&pos, "bxc3"), "b2c3");
    assert_eq!(play_long(&pos, "Bxc3"), "a5c3");
    // Without a bishop that can take, `Bxc3` is not read as the pawn.
    let pos = fen("4k3/8/8/8/8/2p5/1P6/4K3 w - - 0 1", Rules::chess());
    assert!(matches!(
        err(&pos, "Bxc3"),
        MoveError::NoSuchPiece {
            piece: Some(Kind::Bishop),
            ..
        }
    ));
    assert_eq!(play_long(&pos, "bc3"), "b2c3");
}

#[test]
fn polish_examples() {
    let mut pos = Position::empty(Rules::korpalski()).unwrap();
    pos.set_reserve(Color::White, Kind::King, 1);
    pos.set_reserve(Color::White, Kind::Pawn, 1);
    assert_eq!(play_long(&pos, "K/c2"), "K@c2");
    assert_eq!(play_long(&pos, "K@c2"), "K@c2");
    assert_eq!(play_long(&pos, "p/g2"), "P@g2");
    assert_eq!(play_long(&pos, "P@g2"), "P@g2");
    assert_eq!(play_long(&pos, "@g2"), "P@g2");
    pos.set_reserve(Color::White, Kind::Knight, 1);
    assert_eq!(play_long(&pos, "N@e4"), "N@e4");
    assert_eq!(play_long(&pos, "S/e4"), "N@e4");
    assert_eq!(play_long(&pos, "n@e4"), "N@e4");
    let m = pos.parse_move("N@e4").unwrap();
    assert_eq!(pos.san(m), "N@e4");
    assert_eq!(pos.polish(m), "S/e4");

    let rules = Rules {
        promotion: KindSet::of(&[Kind::Queen]),
        ..Rules::korpalski()
    };
    let pos = fen("7k/8/8/8/4R3/5q2/p7/4K3 b - - 0 1", rules);
    assert_eq!(play_long(&pos, "pa2-a1=H"), "a2a1q");
    assert_eq!(play_long(&pos, "pa1=H"), "a2a1q");
    assert_eq!(play_long(&pos, "H:e4"), "f3e4");
    assert_eq!(play_long(&pos, "Hf3:e4"), "f3e4");
    assert_eq!(pos.polish(pos.parse_move("H:e4").unwrap()), "Hf3:e4");
    assert_eq!(pos.polish(pos.parse_move("a1=Q").unwrap()), "pa2-a1=H");
    let pos = fen("7k/8/8/1R1r4/4K3/8/8/8 w - - 0 1", rules);
    assert_eq!(play_long(&pos, "Ke4:d5"), "e4d5");
    assert_eq!(play_long(&pos, "Ke4-d5"), "e4d5");
    assert_eq!(play_long(&pos, "Kf4"), "e4f4");
    assert_eq!(play_long(&pos, "Ke4-f3"), "e4f3");
    assert_eq!(play_long(&pos, "Wb5:d5"), "b5d5");
    assert_eq!(play_long(&pos, "W:d5"), "b5d5");
    assert_eq!(play_long(&pos, "Wb8+"), "b5b8");

    // Goniec, skoczek.
    let pos = fen("7k/8/8/8/8/8/8/KBN5 w - - 0 1", rules);
    assert_eq!(play_long(&pos, "Gb1-c2"), "b1c2");
    assert_eq!(play_long(&pos, "Sd3"), "c1d3");
    let m = pos.parse_move("Sd3").unwrap();
    assert_eq!(pos.polish(m), "Sc1-d3");
    assert_eq!(pos.polish(pos.parse_move("Ba2").unwrap()), "Gb1-a2");

    let pos = fen("4k3/8/8/8/8/8/p7/4K3 b - - 0 1", Rules::korpalski());
    // No prisoner: no promotion at all (the pawn cannot move).
    assert!(matches!(err(&pos, "pa1=H"), MoveError::CannotGo { .. }));
}

#[test]
fn korpalski_sample_games_replay() {
    // The two complete games of the seed (§2, full notation; §6, short).
    let game1 = "1.K/c2 K/e5 2.H/d3 G/e4 3.W/e3 W/d4 4.G/c3 H/d5 5.W/b5 S/c5 \
        6.Wb5:c5 Hd5:c5 7.Hd3:e4+ Ke5-d6 8.He4-e7+ Kd6-c6 9.He7:c5 Kc6:c5 \
        10.Gc3:d4+ Kc5:d4 11.S/g4 p/g2 12.G/f2 p/a2 13.S/d2 pa2-a1=H 14.We3-e5 p/e3 \
        15.Gf2:e3X";
    let game2 = "1.K/c3 K/f2 2.H/g4 S/e5 3.Hf5+ S/f3 4.W/f4 H/d6 5.W/d4 W/d5 6.W:f3+ S:f3 \
        7.W:d5 W/e5 8.W:e5 G/f6 9.G/e7 G:e7 10.S/d5 H:e5 11.H:e5 S:e5 12.S:e7 p/e2 \
        13.G/d2 pe1=H 14.G:e1+ K:e1 15.p/g7 G/g8 16.p/a7 p/a2 17.pa8=H p/f2 18.S:g8 pf1=H \
        19.He4+ He2 20.H:e2+ K:e2 21.p/e7 pa1=H+ 22.Kb3 Ha8 23.Sf6 p/d2 24.pe8=H H:e8 \
        25.S:e8 pd1=H+ 26.Ka2 Sc4 27.pg8=H Hc2+ 28.S/b2 H:b2X";
    for record in [game1, game2] {
        let mut k = Korpalski::new();
        for token in record.split_whitespace() {
            let text = token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
            k.play(text);
        }
        assert!(k.pos.is_checkmate(), "{}", k.pos.to_fen());
    }
}

/// Just enough of Korpalski Chess to replay records: reserves, prisons as
/// promotion pools, the king first.
struct Korpalski {
    pos: Position,
    prison: [Vec<Kind>; 2],
}

/// Korpalski's empty board with both full reserves.
fn korpalski_start() -> Position {
    let mut pos = Position::empty(Rules::korpalski()).unwrap();
    for c in [Color::White, Color::Black] {
        for (k, n) in [
            (Kind::King, 1),
            (Kind::Queen, 1),
            (Kind::Rook, 2),
            (Kind::Bishop, 2),
            (Kind::Knight, 2),
            (Kind::Pawn, 8),
        ] {
            pos.set_reserve(c, k, n);
        }
    }
    pos
}

impl Korpalski {
    fn new() -> Korpalski {
        Korpalski {
            pos: korpalski_start(),
            prison: [Vec::new(), Vec::new()],
        }
    }

    fn play(&mut self, text: &str) {
        let side = self.pos.side_to_move();
        let mut moves = self.pos.moves();
        if self.pos.king_count(side) == 0 {
            moves.retain(|m| m.dropped() == Some(Kind::King));
        }
        let m = self
            .pos
            .parse_move_in(text, &moves, None)
            .unwrap_or_else(|e| panic!("{text}: {e} in {}", self.pos.to_fen()));
        if let Some(p) = self.pos.captured_piece(m) {
            self.prison[p.color.index()].push(p.kind);
        }
        if let Some(k) = m.promotion() {
            let jail = &mut self.prison[side.index()];
            let i = jail.iter().position(|&j| j == k).unwrap();
            jail.remove(i);
        }
        self.pos.play(m);
        for c in [Color::White, Color::Black] {
            let pool = self.prison[c.index()]
                .iter()
                .filter(|&&k| k != Kind::Pawn && k != Kind::King)
                .fold(KindSet::EMPTY, |s, &k| s.with(k));
            self.pos.set_promotions(c, pool);
        }
        if text.ends_with('+') {
            assert!(self.pos.in_check(), "{text} gives check");
        }
        if text.ends_with('X') {
            assert!(self.pos.is_checkmate(), "{text} mates");
        }
    }
}

#[test]
fn ambiguity_is_reported_with_candidates() {
    let pos = fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", Rules::chess());
    match err(&pos, "Nd2") {
        MoveError::Ambiguous { moves, texts, .. } => {
            assert_eq!(texts, ["Nbd2", "Nfd2"]);
            assert_eq!(moves.len(), 2);
        }
        e => panic!("{e:?}"),
    }
    assert_eq!(err(&pos, "Nd2").to_string(), "Which one: Nbd2 or Nfd2?");
    assert_eq!(play_long(&pos, "Nbd2"), "b1d2");
    assert_eq!(play_long(&pos, "Nfd2"), "f1d2");
    assert_eq!(play_long(&pos, "Nb1d2"), "b1d2");

    // Rank and full-square disambiguation.
    let pos = fen("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", Rules::chess());
    match err(&pos, "Ra3") {
        MoveError::Ambiguous { texts, .. } => assert_eq!(texts, ["R1a3", "R5a3"]),
        e => panic!("{e:?}"),
    }
    let pos = fen("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", Rules::chess());
    let m = pos.parse_move("Qa1b2").unwrap();
    assert_eq!(pos.san(m), "Qa1b2");
    match err(&pos, "Qb2") {
        MoveError::Ambiguous { texts, .. } => assert_eq!(texts, ["Qa1b2", "Qcb2", "Q3b2"]),
        e => panic!("{e:?}"),
    }
}

#[test]
fn typed_errors() {
    let pos = Position::startpos();
    assert!(matches!(err(&pos, ""), MoveError::Parse(ParseError::Empty)));
    assert!(matches!(
        err(&pos, "hello"),
        MoveError::Parse(ParseError::NotAMove(_))
    ));
    assert!(matches!(
        err(&pos, "z4"),
        MoveError::Parse(ParseError::BadSquare(_))
    ));
    assert_eq!(err(&pos, "i9"), MoveError::OffBoard(sq("i9")));
    assert_eq!(
        err(&pos, "i9").to_string(),
        "There is no square i9 on this board."
    );
    match err(&pos, "Qh5") {
        MoveError::CannotGo { what } => {
            assert_eq!(boardbot::i18n::en(&what), "queen to h5")
        }
        e => panic!("{e:?}"),
    }
    assert_eq!(err(&pos, "Nf5").to_string(), "No legal move: knight to f5.");
    assert_eq!(err(&pos, "e2e5").to_string(), "No legal move: e2 to e5.");
    assert_eq!(err(&pos, "e3e4").to_string(), "You have no piece on e3.");
    assert_eq!(err(&pos, "e7e5").to_string(), "You have no piece on e7.");
    assert_eq!(err(&pos, "O-O").to_string(), "No legal move: castling.");
    assert_eq!(err(&pos, "N@e4").to_string(), "You have no knight to drop.");
    assert!(matches!(err(&pos, "Dxe5"), MoveError::CannotGo { .. }));

    let pos = fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Rules::chess());
    assert_eq!(err(&pos, "Qh5").to_string(), "You have no queen.");
    assert_eq!(
        err(&pos, "exd5").to_string(),
        "You have no pawn on the e-file."
    );

    let pos = fen("8/4P3/8/8/8/8/8/k1K5 w - - 0 1", Rules::chess());
    match err(&pos, "e8") {
        MoveError::PromotionMissing { choices, example } => {
            assert_eq!(choices.to_string(), "QRBN");
            assert_eq!(example, "e8=Q");
        }
        e => panic!("{e:?}"),
    }
    assert_eq!(
        err(&pos, "e7e8").to_string(),
        "Which piece should the pawn become: Q, R, B or N? For example e8=Q."
    );
    assert_eq!(
        err(&pos, "e8=K"),
        MoveError::PromotionNotAllowed(Kind::King)
    );
    assert_eq!(
        err(&pos, "Kd2=Q"),
        MoveError::PromotionNotAllowed(Kind::Queen)
    );
    // Kriegspiel's default: no letter means a queen.
    let m = pos
        .parse_move_in("e7e8", &pos.moves(), Some(Kind::Queen))
        .unwrap();
    assert_eq!(m.promotion(), Some(Kind::Queen));
}

// ------------------------------------------------------- Chpok features

#[test]
fn dragon_notation() {
    let mut pos = Position::empty(Rules::chpok(8)).unwrap();
    pos.put(sq("e4"), Some(Piece::new(Color::White, Kind::Dragon)));
    pos.put(sq("e6"), Some(Piece::new(Color::Black, Kind::Pawn)));
    assert_eq!(play_long(&pos, "Dxe6"), "e4e6");
    assert_eq!(play_long(&pos, "De2"), "e4e2");
    assert_eq!(play_long(&pos, "Dd5"), "e4d5");
    assert_eq!(play_long(&pos, "De4-c4"), "e4c4");
    let m = pos.parse_move("Dxe6").unwrap();
    assert_eq!(pos.san(m), "Dxe6");
    assert_eq!(pos.polish(m), "De4:e6");
    assert!(matches!(err(&pos, "De5"), MoveError::CannotGo { .. }));
    // Promotion to a dragon, in both spellings.
    let pos = fen("8/4P3/8/8/8/8/8/k1K5 w - - 0 1", Rules::chpok(8));
    assert_eq!(play_long(&pos, "e8=D"), "e7e8d");
    assert_eq!(play_long(&pos, "e7e8d"), "e7e8d");
    assert_eq!(play_long(&pos, "e8=K"), "e7e8k");
    let nokingpromo = Rules {
        promotion: Rules::chpok(8).promotion.without(Kind::King),
        ..Rules::chpok(8)
    };
    let pos = fen("8/4P3/8/8/8/8/8/k1K5 w - - 0 1", nokingpromo);
    assert_eq!(
        err(&pos, "e8=K"),
        MoveError::PromotionNotAllowed(Kind::King)
    );
}

#[test]
fn chpok_switches_in_notation() {
    let plain = Rules::chpok(8);
    let all = chpok_all_switches(8);
    let setup = "4k3/8/8/8/4P3/3N4/8/B2QK3 w - - 0 1";
    let (p, a) = (fen(setup, plain), fen(setup, all));
    // superqueen: Qd1-e3 is a knight move.
    assert!(p.parse_move("Qe3").is_err());
    assert_eq!(play_long(&a, "Qe3"), "d1e3");
    // bishopstep: Ba1 steps to a2 / b1.
    assert!(p.parse_move("Ba2").is_err());
    assert_eq!(play_long(&a, "Ba2"), "a1a2");
    assert_eq!(play_long(&a, "Bb1"), "a1b1");
    // pawnsback: e4-e3.
    assert!(p.parse_move("e3").is_err());
    assert_eq!(play_long(&a, "e3"), "e4e3");
    // cruelkings: Ke1xd2? no man there; Kxd1 takes the own queen.
    assert!(p.parse_move("Kxd1").is_err());
    assert_eq!(play_long(&a, "Kxd1"), "e1d1");
    let m = a.parse_move("Kxd1").unwrap();
    assert_eq!(
        a.captured_piece(m),
        Some(Piece::new(Color::White, Kind::Queen))
    );
    // newborn: a pawn from the reserve onto the own home or pawn row.
    let mut pos = Position::with_home_rows(plain, "RNBQKBNR").unwrap();
    for m in ["e4", "e5"] {
        pos.play(pos.parse_move(m).unwrap());
    }
    pos.set_reserve(Color::White, Kind::Pawn, 1);
    assert_eq!(play_long(&pos, "P@e2"), "P@e2");
    assert!(matches!(err(&pos, "P@e3"), MoveError::CannotGo { .. }));
    let after = pos.after(pos.parse_move("P@e2").unwrap());
    assert_eq!(after.reserve(Color::White, Kind::Pawn), 0);
    // No check rule: the king may walk into attack.
    let pos = fen("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", plain);
    assert_eq!(play_long(&pos, "Ke2"), "e1e2");
    // noep.
    let noep = Rules {
        en_passant: false,
        ..plain
    };
    let mut pos = fen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", noep);
    pos.play(pos.parse_move("d5").unwrap());
    assert!(matches!(err(&pos, "exd6"), MoveError::CannotGo { .. }));
}

#[test]
fn chpok_castling_notation() {
    let mut pos = fen("4k3/8/8/8/8/8/8/R3K2R w - - 0 1", Rules::chpok(8));
    pos.set_castles_left(Color::White, 1);
    assert_eq!(play_long(&pos, "O-O"), "e1h1");
    assert_eq!(play_long(&pos, "e1h1"), "e1h1");
    assert_eq!(play_long(&pos, "castle e1 h1"), "e1h1");
    assert_eq!(play_long(&pos, "castle e1h1"), "e1h1");
    assert_eq!(play_long(&pos, "O-O-O"), "e1a1");
    let m = pos.parse_move("O-O").unwrap();
    let after = pos.after(m);
    assert_eq!(
        after.piece_at(sq("g1")),
        Some(Piece::new(Color::White, Kind::King))
    );
    assert_eq!(
        after.piece_at(sq("f1")),
        Some(Piece::new(Color::White, Kind::Rook))
    );
    assert!(
        after.parse_move("O-O").is_err(),
        "Black has no castling left"
    );

    // Two kings, each with a rook on either side: O-O is ambiguous and
    // says so; castling by squares is not.
    let mut pos = fen("4k3/8/8/8/8/8/8/RK1R1K1R w - - 0 1", Rules::chpok(8));
    pos.set_castles_left(Color::White, 1);
    match err(&pos, "O-O") {
        MoveError::Ambiguous { texts, .. } => {
            assert_eq!(texts, ["castle b1 d1", "castle f1 h1"])
        }
        e => panic!("{e:?}"),
    }
    assert!(matches!(err(&pos, "O-O-O"), MoveError::Ambiguous { .. }));
    assert_eq!(play_long(&pos, "castle f1 h1"), "f1h1");
    // K b1 + R a1 adjacent: the swap.
    assert_eq!(play_long(&pos, "castle b1 a1"), "b1a1");
    let m = pos.parse_move("b1a1").unwrap();
    assert_eq!(
        pos.after(m).piece_at(sq("a1")),
        Some(Piece::new(Color::White, Kind::King))
    );

    // Cruel kings: `f1g1`-style text could be castling or taking the rook.
    let mut pos = fen("4k3/8/8/8/8/8/8/5KR1 w - - 0 1", chpok_all_switches(8));
    pos.set_castles_left(Color::White, 1);
    match err(&pos, "f1g1") {
        MoveError::Ambiguous { texts, .. } => assert_eq!(texts, ["Kxg1", "O-O"]),
        e => panic!("{e:?}"),
    }
    assert_eq!(pos.long(pos.parse_move("O-O").unwrap()), "castle f1 g1");
    assert_eq!(pos.long(pos.parse_move("Kxg1").unwrap()), "f1xg1");
}

#[test]
fn kriegspiel_needs() {
    // The square of a captured man, and pawn tries.
    let mut g = ChessGame::standard();
    for m in ["e4", "d5"] {
        g.play_text(m).unwrap();
    }
    let pos = g.position().clone();
    assert_eq!(pos.legal_pawn_captures(), [(sq("e4"), sq("d5"))]);
    let m = pos.parse_move("exd5").unwrap();
    assert_eq!(pos.captured_square(m), Some(sq("d5")));
    assert!(pos.after(m).check_kinds().is_empty());
    // Which checks a move gives: Qh5 checks e8 along its short diagonal
    // (e8-h5 has 4 squares, a4-e8 has 5).
    let mut g = ChessGame::standard();
    for m in ["e4", "f6", "d4", "g5"] {
        g.play_text(m).unwrap();
    }
    let pos = g.position().clone();
    let m = pos.parse_move("Qh5").unwrap();
    assert_eq!(
        pos.after(m).check_kinds(),
        [boardbot::rules::chess::CheckKind::ShortDiagonal]
    );
    g.play(m).unwrap();
    assert_eq!(g.status(), boardbot::rules::chess::Status::Checkmate);
    assert_eq!(
        boardbot::rules::chess::CheckKind::ShortDiagonal.announcement(),
        "Short-diagonal check"
    );
}

// ------------------------------------------------------- drops

#[test]
fn drop_restrictions() {
    let mut pos = fen("8/8/8/4k3/8/8/2K5/8 w - - 0 1", Rules::korpalski());
    pos.set_reserve(Color::White, Kind::Pawn, 1);
    pos.set_reserve(Color::White, Kind::Rook, 1);
    assert_eq!(
        err(&pos, "P@e1").to_string(),
        "No legal move: pawn drop on e1."
    );
    assert!(pos.parse_move("p/e8").is_err());
    assert!(pos.parse_move("P@d4").is_err(), "checks e5");
    assert_eq!(play_long(&pos, "P@e4"), "P@e4");
    assert!(pos.parse_move("W/e1").is_err(), "rook on the king's file");
    assert!(pos.parse_move("R@a5").is_err(), "rook on the king's rank");
    assert!(pos.parse_move("R@c2").is_err(), "occupied");
    assert_eq!(play_long(&pos, "W/a1"), "R@a1");
    assert_eq!(err(&pos, "Q@a1"), MoveError::NotInReserve(Kind::Queen));

    // Exchange: not next to either king, not attacking the enemy king.
    let mut pos = Position::empty(Rules::exchange(6)).unwrap();
    pos.put(sq("a1"), Some(Piece::new(Color::White, Kind::King)));
    pos.put(sq("f6"), Some(Piece::new(Color::Black, Kind::King)));
    pos.set_reserve(Color::White, Kind::Queen, 1);
    for bad in ["Q@b2", "Q@a2", "Q@e5", "Q@f1", "Q@a6", "Q@c3", "Q@a1"] {
        assert!(pos.parse_move(bad).is_err(), "{bad}");
    }
    assert_eq!(play_long(&pos, "Q@b4"), "Q@b4");
    assert_eq!(play_long(&pos, "Q/b4"), "Q@b4");
    // Exchange swaps and knight steps.
    pos.put(sq("c3"), Some(Piece::new(Color::White, Kind::Knight)));
    pos.put(sq("e2"), Some(Piece::new(Color::White, Kind::Knight)));
    pos.put(sq("d5"), Some(Piece::new(Color::Black, Kind::Rook)));
    assert_eq!(play_long(&pos, "c3<>e2"), "e2<>c3");
    assert_eq!(play_long(&pos, "swap e2 c3"), "e2<>c3");
    assert_eq!(play_long(&pos, "Nxd5"), "c3d5");
    assert_eq!(play_long(&pos, "c3xd5"), "c3d5");
    assert!(
        pos.parse_move("Nb5").is_err(),
        "quiet moves only as knight steps"
    );
    assert!(pos.parse_move("a1<>c3").is_err(), "never the king");
}

// ------------------------------------------------------- board sizes

#[test]
fn board_sizes() {
    // 4×4.
    let tiny = Rules {
        width: 4,
        height: 4,
        castling: boardbot::rules::chess::Castling::None,
        ..Rules::chess()
    };
    let pos = Position::with_home_rows(tiny, "RQKN").unwrap();
    assert_eq!(pos.to_fen(), "rqkn/pppp/PPPP/RQKN w - - 0 1");
    assert_eq!(play_long(&pos, "axb3"), "a2b3");
    assert_eq!(play_long(&pos, "Nxc3"), "d1c3");
    assert_eq!(err(&pos, "e2"), MoveError::OffBoard(sq("e2")));
    assert_eq!(err(&pos, "a5"), MoveError::OffBoard(sq("a5")));

    // 6 files × 8 ranks.
    let pos = Position::with_home_rows(Rules::chpok(6), "RNQKNR").unwrap();
    assert_eq!(play_long(&pos, "f4"), "f2f4");
    assert_eq!(play_long(&pos, "Nc3"), "b1c3");
    assert_eq!(err(&pos, "g3"), MoveError::OffBoard(sq("g3")));

    // 10 × 8.
    let pos = Position::with_home_rows(Rules::chpok(10), "RNBDQKDBNR").unwrap();
    assert_eq!(play_long(&pos, "j4"), "j2j4");
    assert_eq!(play_long(&pos, "Nj3"), "i1j3");
    assert_eq!(play_long(&pos, "Dd3"), "d1d3");
    assert_eq!(err(&pos, "k3"), MoveError::OffBoard(sq("k3")));
    assert_eq!(err(&pos, "a9"), MoveError::OffBoard(sq("a9")));

    // 12 × 12: files to l, ranks to 12, two-digit ranks everywhere.
    let big = Rules {
        width: 12,
        height: 12,
        ..Rules::chess()
    };
    let pos = fen("10k1/12/12/12/12/12/12/12/12/12/R11/K10R w - - 0 1", big);
    assert_eq!(play_long(&pos, "Ra12"), "a2a12");
    assert_eq!(play_long(&pos, "Ra2-a12"), "a2a12");
    assert_eq!(play_long(&pos, "a2a12"), "a2a12");
    assert_eq!(play_long(&pos, "A2A12"), "a2a12");
    assert_eq!(play_long(&pos, "Rl11"), "l1l11");
    assert_eq!(play_long(&pos, "Rl12+"), "l1l12");
    assert_eq!(play_long(&pos, "Rlk1"), "l1k1");
    assert_eq!(play_long(&pos, "Rak2"), "a2k2");
    let m = pos.parse_move("Rl10").unwrap();
    assert_eq!(pos.san(m), "Rl10");
    assert_eq!(pos.polish(m), "Wl1-l10");
    // Rank disambiguation with two-digit ranks.
    let pos = fen("11k/R11/12/12/12/12/12/12/12/12/12/R10K w - - 0 1", big);
    match err(&pos, "Ra6") {
        MoveError::Ambiguous { texts, .. } => assert_eq!(texts, ["R1a6", "R11a6"]),
        e => panic!("{e:?}"),
    }
    assert_eq!(play_long(&pos, "R11a6"), "a11a6");
    assert_eq!(
        err(&pos, "m1"),
        MoveError::Parse(ParseError::BadSquare("m1".into()))
    );
    assert_eq!(
        err(&pos, "a13"),
        MoveError::Parse(ParseError::BadSquare("a13".into()))
    );
}

#[test]
fn readings_for_ambiguous_letters() {
    // Upper-case long algebraic with a letter that is also a piece.
    let pos = fen("4k3/8/8/8/8/2p5/1P6/4K3 w - - 0 1", Rules::chess());
    assert_eq!(play_long(&pos, "B2C3"), "b2c3");
    // Lower-case k: the k-file where there is one, else the king.
    assert_eq!(play_long(&pos, "kf2"), "e1f2");
    // SAN first: with a bishop on rank 2 able to take, `B2C3` is that
    // bishop (SAN rank disambiguation, as in `B1d2`).
    let pos = fen("4k3/8/8/8/8/2p5/1P1B4/4K3 w - - 0 1", Rules::chess());
    assert_eq!(play_long(&pos, "B2C3"), "d2c3");
    assert_eq!(play_long(&pos, "b2c3"), "b2c3");
    let t = parse("kf2", false).unwrap();
    assert_eq!(t.len(), 2);
    assert_eq!(t[0].form, Form::Board);
}

#[test]
fn marks_and_records() {
    let mut g = ChessGame::standard();
    for m in ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"] {
        g.play_text(m).unwrap();
    }
    assert_eq!(
        g.record(Style::San),
        "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#"
    );
    assert_eq!(
        g.record(Style::Long),
        "1. e2e4 e7e5 2. f1c4 b8c6 3. d1h5 g8f6 4. h5f7"
    );
    assert_eq!(
        g.record(Style::Polish),
        "1. pe2-e4 pe7-e5 2. Gf1-c4 Sb8-c6 3. Hd1-h5 Sg8-f6 4. Hh5:f7X"
    );
    // Chpok (no check rule): `+` marks an attacked king, never mate.
    let pos = fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", Rules::chpok(8));
    let m = pos.parse_move("Qd8").unwrap();
    assert_eq!(pos.format_move(m, Style::San, true), "Qd8+");
}
