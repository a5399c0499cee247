//! Board pictures: decode what `render::png` produces and check it.

use boardbot::render::{self, text_board, Cell, Strip, View};

const START: &str = "8 rnbqkbnr\n7 pppppppp\n6 ........\n5 ........\n4 ........\n3 ........\n2 PPPPPPPP\n1 RNBQKBNR\n  abcdefgh\n";

fn start() -> View {
    text_board::parse(START).unwrap()
}

/// Write sample pictures to /tmp/boardbot-render for people to look at.
#[test]
#[ignore]
fn write_samples() {
    let dir = std::path::Path::new("/tmp/boardbot-render");
    std::fs::create_dir_all(dir).unwrap();
    let mut v = start();
    v.last_move = vec![(4, 1), (4, 3)];
    let s = render::default_square_px(&v);
    std::fs::write(dir.join("chess_start.png"), render::png(&v, s)).unwrap();
}

#[test]
#[ignore]
fn size_experiment() {
    let mut v = start();
    v.last_move = vec![(4, 1), (4, 3)];
    let s = render::default_square_px(&v);
    render::png(&v, s);
    let t = std::time::Instant::now();
    let n = 50;
    let mut len = 0;
    for _ in 0..n {
        len = render::png(&v, s).len();
    }
    println!("size {len} time {:?}", t.elapsed() / n);
}
