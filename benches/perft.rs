//! Move-generator speed: perft from the start position and Kiwipete, and
//! the cost of parsing and formatting a move.

use std::hint::black_box;

use boardbot::rules::chess::{Position, Rules, Style, START_FEN};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -";

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (name, fen, depth, leaves) in [
        ("start_d4", START_FEN, 4, 197_281u64),
        ("start_d5", START_FEN, 5, 4_865_609),
        ("kiwipete_d4", KIWIPETE, 4, 4_085_603),
    ] {
        let pos = Position::from_fen(fen, Rules::chess()).unwrap();
        group.throughput(Throughput::Elements(leaves));
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut p = pos.clone();
                assert_eq!(p.perft(black_box(depth)), leaves);
            })
        });
    }
    group.finish();
}

fn notation(c: &mut Criterion) {
    let pos = Position::from_fen(KIWIPETE, Rules::chess()).unwrap();
    let moves = pos.moves();
    c.bench_function("parse_san_kiwipete", |b| {
        b.iter(|| pos.parse_move_in(black_box("Nxf7"), &moves, None).unwrap())
    });
    c.bench_function("format_san_all_kiwipete", |b| {
        b.iter(|| {
            for &m in &moves {
                black_box(pos.format_move(m, Style::San, false));
            }
        })
    });
}

criterion_group!(benches, perft, notation);
criterion_main!(benches);
