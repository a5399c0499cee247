//! Render + PNG encode of typical boards, as the bot sends them, and the
//! animated GIF replay of a long game of each of the five games.
//! `cargo bench --bench render`

use boardbot::render::{self, text_board, View};
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

#[path = "../tests/common/games.rs"]
mod games;

fn parse(text: &str) -> View {
    text_board::parse(text).expect("bench board")
}

fn chess_start() -> View {
    parse("8 rnbqkbnr\n7 pppppppp\n6 ........\n5 ........\n4 ........\n3 ........\n2 PPPPPPPP\n1 RNBQKBNR\n  abcdefgh\n")
}

fn chpok_10() -> View {
    let mut v = parse(
        "8 rnbdqkdbnr\n7 pppp.ppppp\n6 ..........\n5 ....p.....\n4 ...D......\n3 ..........\n2 PPPPPPPPPP\n1 RNB.QKDBNR\n  abcdefghij\nPoints: White 4, Black 1\n",
    );
    v.last_move = vec![(3, 0), (3, 3)];
    v
}

fn exchange_12() -> View {
    let mut rows = ["............"; 12];
    rows[0] = "...........k";
    rows[2] = "..b.....r...";
    rows[3] = "....q...n...";
    rows[6] = "..R....b....";
    rows[8] = ".N....Q.....";
    rows[11] = "K...........";
    let mut t = String::new();
    for (i, r) in rows.iter().enumerate() {
        t.push_str(&format!("{:>2} {r}\n", 12 - i));
    }
    t.push_str(
        "   abcdefghijkl\nWhite reserve: Q×17 R×18 B×18 N×17\nBlack reserve: q×17 r×17 b×17 n×17\n",
    );
    parse(&t)
}

fn opok_7() -> View {
    let mut v = parse(
        "7 . . . . . b3 b30\n6 . . b2 . . . b1\n5 . A3 . . b4 . .\n4 . . . A5 . . .\n3 A2 . . . . . .\n2 . A1 . . b2 . .\n1 A28 . A7 . . . .\n  a b c d e f g\nSquares held: First 6, Second 6\n",
    );
    v.last_move = vec![(3, 3)];
    v
}

fn bench(c: &mut Criterion) {
    let cases = [
        ("chess_8x8_start_512px", chess_start()),
        ("chpok_8x10_dragons", chpok_10()),
        ("exchange_12x12_reserves", exchange_12()),
        ("opok_7x7", opok_7()),
    ];
    for (name, view) in cases {
        let s = render::default_square_px(&view);
        // Build the tiles for this size once, as the bot does on first use.
        let first = render::png(&view, s);
        let (w, h) = render::picture_size(&view, s);
        eprintln!("{name}: {w}x{h} px, {} bytes", first.len());
        c.bench_function(name, |b| {
            b.iter(|| render::png(black_box(&view), black_box(s)))
        });
    }
}

/// The replay GIF of a long random game of each game (80 plies where the
/// game lasts that long), from its views ([`boardbot::rules::Game::replay`],
/// computed once) to the GIF bytes, at the bot's size.
fn bench_gif(c: &mut Criterion) {
    type Case<'a> = (&'a str, &'a str, &'a [(&'a str, &'a str)], usize);
    let cases: [Case; 6] = [
        ("gif_korpalski_8x8", "korpalski", &[], 80),
        ("gif_kriegspiel_8x8", "kriegspiel", &[], 80),
        ("gif_exchange_8x8", "exchange", &[("size", "8")], 80),
        ("gif_exchange_12x12", "exchange", &[("size", "12")], 80),
        ("gif_opok_8x8", "opok", &[("size", "8")], 80),
        ("gif_chpok_8x8", "chpok", &[("clocks", "off")], 400),
    ];
    for (label, name, options, actions) in cases {
        let mut played = games::play_random(name, options, actions, 11, false);
        // Chpok's bids come first; keep its board phase at 80 plies too.
        let mut seed = 12;
        while name == "chpok" && played.board_actions < 80 {
            played = games::play_random(name, options, actions, seed, false);
            seed += 1;
        }
        let mut frames = played.game.replay();
        frames.truncate(81);
        let plies = frames.len() - 1;
        let bytes = render::animation::gif(&frames);
        eprintln!("{label}: {plies} plies, {} bytes", bytes.len());
        c.bench_function(&format!("{label}_{plies}_plies"), |b| {
            b.iter(|| render::animation::gif(black_box(&frames)))
        });
    }
}

criterion_group!(benches, bench, bench_gif);
criterion_main!(benches);
