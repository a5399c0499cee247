//! Render + PNG encode of typical boards, as the bot sends them.
//! `cargo bench --bench render`

use boardbot::render::{self, text_board, View};
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

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

criterion_group!(benches, bench);
criterion_main!(benches);
