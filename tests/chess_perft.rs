//! Perft: the number of leaf nodes of the legal-move tree from well-known
//! positions, compared with the published counts (chessprogramming.org
//! "Perft Results"). Any bug in move generation, make/unmake, castling,
//! en passant or promotion shows up as a wrong count.

use boardbot::rules::chess::{Position, Rules, START_FEN};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -";
const POSITION_3: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -";
const POSITION_4: &str = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
const POSITION_5: &str = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";

fn perft(fen: &str, depth: u32) -> u64 {
    let mut pos = Position::from_fen(fen, Rules::chess()).expect("valid FEN");
    let before = pos.clone();
    let n = pos.perft(depth);
    assert_eq!(pos, before, "perft must leave the position unchanged");
    n
}

#[test]
fn start_position_depths_1_to_4() {
    let expected = [20, 400, 8_902, 197_281];
    for (depth, &count) in (1..).zip(expected.iter()) {
        assert_eq!(perft(START_FEN, depth), count, "depth {depth}");
    }
}

#[test]
fn start_position_depth_5() {
    assert_eq!(perft(START_FEN, 5), 4_865_609);
}

#[test]
fn kiwipete() {
    assert_eq!(perft(KIWIPETE, 1), 48);
    assert_eq!(perft(KIWIPETE, 2), 2_039);
    assert_eq!(perft(KIWIPETE, 3), 97_862);
    assert_eq!(perft(KIWIPETE, 4), 4_085_603);
}

#[test]
fn position_3() {
    assert_eq!(perft(POSITION_3, 1), 14);
    assert_eq!(perft(POSITION_3, 5), 674_624);
}

#[test]
fn position_4() {
    assert_eq!(perft(POSITION_4, 1), 6);
    assert_eq!(perft(POSITION_4, 4), 422_333);
    // The same position with colours swapped must give the same count.
    let mirrored = "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
    assert_eq!(perft(mirrored, 4), 422_333);
}

#[test]
fn position_5() {
    assert_eq!(perft(POSITION_5, 1), 44);
    assert_eq!(perft(POSITION_5, 4), 2_103_487);
}

/// Ignored: 119 million leaves take minutes at the test profile's
/// opt-level 1; run with `cargo test --release --test chess_perft -- --ignored`.
#[test]
#[ignore = "minutes at opt-level 1; run with --release -- --ignored"]
fn start_position_depth_6() {
    assert_eq!(perft(START_FEN, 6), 119_060_324);
}

/// Ignored: 194 million leaves, too slow for CI (see above).
#[test]
#[ignore = "minutes at opt-level 1; run with --release -- --ignored"]
fn kiwipete_depth_5() {
    assert_eq!(perft(KIWIPETE, 5), 193_690_690);
}
