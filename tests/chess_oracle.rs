//! The kernel configured as standard chess, checked move by move against
//! `cozy-chess` (an independent, bitboard-based move generator) over a few
//! thousand random games from a fixed seed.
//!
//! At every position: the legal move sets, check and the checking men,
//! Kriegspiel's pawn tries, the FEN fields, and the game status
//! (checkmate, stalemate, insufficient material, threefold repetition,
//! 50 moves) must agree. Cozy-chess has no repetition or material rules, so
//! the oracle side counts repetitions with its own `same_position` and
//! judges material on its own bitboards, by the definition documented at
//! `Position::insufficient_material`.

use boardbot::rules::chess::{ChessGame, Move, MoveKind, Position, Rules, Status, START_FEN};
use cozy_chess as cz;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

/// Starting positions: the standard one most often, then positions rich in
/// castling, en passant and promotions, and endgames where mates,
/// stalemates and repetitions are common under random play.
const STARTS: &[&str] = &[
    START_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "8/5k2/8/8/8/8/2K5/6Q1 w - - 0 1",
    "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    "8/8/4k3/8/8/4K3/4R3/4r3 w - - 0 1",
    "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
    "8/8/3k4/8/8/3K4/3B4/3b4 w - - 0 1",
    "8/2P5/8/8/4k3/8/5p2/2K5 w - - 0 1",
];

const GAMES: usize = 3000;
const MAX_PLIES: usize = 300;

fn uci(m: Move) -> String {
    let promo = m.promotion().map_or(String::new(), |k| {
        k.letter().to_ascii_lowercase().to_string()
    });
    // Both encode castling as king-takes-own-rook.
    format!("{}{}{promo}", m.from, m.to)
}

fn cozy_moves(b: &cz::Board) -> Vec<String> {
    let mut v = Vec::new();
    b.generate_moves(|pm| {
        v.extend(pm.into_iter().map(|m| m.to_string()));
        false
    });
    v.sort();
    v
}

/// The oracle's side of the material rule, on cozy's bitboards.
fn cozy_insufficient(b: &cz::Board) -> bool {
    let heavy = b.pieces(cz::Piece::Pawn) | b.pieces(cz::Piece::Rook) | b.pieces(cz::Piece::Queen);
    if !heavy.is_empty() {
        return false;
    }
    let knights = b.pieces(cz::Piece::Knight).len();
    let bishops = b.pieces(cz::Piece::Bishop);
    let one_colour = (bishops & cz::BitBoard::DARK_SQUARES).is_empty()
        || (bishops & cz::BitBoard::LIGHT_SQUARES).is_empty();
    knights + bishops.len() <= 1 || (knights == 0 && one_colour)
}

fn cozy_status(history: &[cz::Board], b: &cz::Board) -> Status {
    let no_moves = !b.generate_moves(|_| true);
    if no_moves {
        return if b.checkers().is_empty() {
            Status::Stalemate
        } else {
            Status::Checkmate
        };
    }
    let repetitions = history.iter().filter(|h| h.same_position(b)).count();
    if cozy_insufficient(b) {
        Status::InsufficientMaterial
    } else if repetitions >= 3 {
        Status::ThreefoldRepetition
    } else if b.halfmove_clock() >= 100 {
        Status::FiftyMoves
    } else {
        Status::Ongoing
    }
}

fn cozy_pawn_tries(b: &cz::Board) -> usize {
    let mut pairs = Vec::new();
    b.generate_moves(|pm| {
        if pm.piece == cz::Piece::Pawn {
            for m in pm {
                if m.from.file() != m.to.file() && !pairs.contains(&(m.from, m.to)) {
                    pairs.push((m.from, m.to));
                }
            }
        }
        false
    });
    pairs.len()
}

fn fen_fields(fen: &str) -> Vec<String> {
    let f: Vec<&str> = fen.split_whitespace().collect();
    // Board, side, castling, clocks; en passant is written differently
    // (cozy only when a capture is legal) and compared via the move lists.
    vec![f[0], f[1], f[2], f[4], f[5]]
        .into_iter()
        .map(String::from)
        .collect()
}

#[derive(Default, Debug)]
struct Seen {
    positions: usize,
    checkmate: usize,
    stalemate: usize,
    insufficient: usize,
    repetition: usize,
    fifty: usize,
    en_passant: usize,
    castles: usize,
    promotions: usize,
    checks: usize,
}

fn play_game(seed: u64, start: &str, seen: &mut Seen) {
    let mut rng = StdRng::seed_from_u64(seed);
    let aggressive = rng.random_bool(0.5);
    let mut game = ChessGame::new(Position::from_fen(start, Rules::chess()).unwrap());
    let mut board: cz::Board = cz::Board::from_fen(start, false).unwrap();
    let mut history = vec![board.clone()];
    for ply in 0..MAX_PLIES {
        let pos = game.position();
        let ctx = || format!("seed {seed}, ply {ply}, {}", pos.to_fen());
        seen.positions += 1;

        let moves = pos.moves();
        let mut ours: Vec<String> = moves.iter().map(|&m| uci(m)).collect();
        ours.sort();
        assert_eq!(ours, cozy_moves(&board), "move sets, {}", ctx());

        assert_eq!(
            pos.in_check(),
            !board.checkers().is_empty(),
            "check, {}",
            ctx()
        );
        let mut checkers: Vec<String> = pos.checkers().iter().map(|s| s.to_string()).collect();
        checkers.sort();
        let mut theirs: Vec<String> = board
            .checkers()
            .into_iter()
            .map(|s| s.to_string())
            .collect();
        theirs.sort();
        assert_eq!(checkers, theirs, "checkers, {}", ctx());
        if pos.in_check() {
            seen.checks += 1;
            assert!(!pos.check_kinds().is_empty(), "check kinds, {}", ctx());
        }

        assert_eq!(
            pos.legal_pawn_captures().len(),
            cozy_pawn_tries(&board),
            "pawn tries, {}",
            ctx()
        );
        assert_eq!(
            fen_fields(&pos.to_fen()),
            fen_fields(&board.to_string()),
            "FEN, {}",
            ctx()
        );
        assert_eq!(
            pos.insufficient_material(),
            cozy_insufficient(&board),
            "material, {}",
            ctx()
        );
        let status = game.status();
        assert_eq!(status, cozy_status(&history, &board), "status, {}", ctx());
        assert_eq!(pos.is_checkmate(), status == Status::Checkmate, "{}", ctx());
        assert_eq!(pos.is_stalemate(), status == Status::Stalemate, "{}", ctx());

        match status {
            Status::Ongoing => {}
            Status::Checkmate => seen.checkmate += 1,
            Status::Stalemate => seen.stalemate += 1,
            Status::InsufficientMaterial => seen.insufficient += 1,
            Status::ThreefoldRepetition => seen.repetition += 1,
            Status::FiftyMoves => seen.fifty += 1,
        }
        if status.is_over() {
            return;
        }

        // Aggressive games prefer captures and promotions half the time,
        // which reaches endgames (and mates) sooner.
        let captures: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| pos.is_capture(m) || m.promotion().is_some())
            .collect();
        let mv = if aggressive && !captures.is_empty() && rng.random_bool(0.5) {
            *captures.choose(&mut rng).unwrap()
        } else {
            *moves.choose(&mut rng).unwrap()
        };
        match mv.kind {
            MoveKind::EnPassant => seen.en_passant += 1,
            MoveKind::Castle => seen.castles += 1,
            MoveKind::Promotion(_) => seen.promotions += 1,
            _ => {}
        }
        let cm: cz::Move = uci(mv).parse().unwrap();
        game.play(mv).unwrap();
        board.play(cm);
        history.push(board.clone());
    }
}

#[test]
fn random_games_agree_with_cozy_chess() {
    let mut seen = Seen::default();
    for i in 0..GAMES {
        // Half the games from the standard start, the rest spread over the
        // other starts.
        let start = if i % 2 == 0 {
            START_FEN
        } else {
            STARTS[1 + (i / 2) % (STARTS.len() - 1)]
        };
        play_game(0x5eed_0000 + i as u64, start, &mut seen);
    }
    println!("{seen:?}");
    // The run must actually have exercised every rule it checks.
    assert!(seen.checkmate > 0, "{seen:?}");
    assert!(seen.stalemate > 0, "{seen:?}");
    assert!(seen.insufficient > 0, "{seen:?}");
    assert!(seen.repetition > 0, "{seen:?}");
    assert!(seen.fifty > 0, "{seen:?}");
    assert!(seen.en_passant > 0, "{seen:?}");
    assert!(seen.castles > 0, "{seen:?}");
    assert!(seen.promotions > 0, "{seen:?}");
    assert!(seen.checks > 0, "{seen:?}");
}
