//! Board pictures: decode what `render::png` produces and check it.

use boardbot::render::{self, text_board, Cell, Strip, View};

const START: &str = "8 rnbqkbnr\n7 pppppppp\n6 ........\n5 ........\n4 ........\n3 ........\n2 PPPPPPPP\n1 RNBQKBNR\n  abcdefgh\n";

fn start() -> View {
    text_board::parse(START).unwrap()
}

/// A text board from rows top to bottom (chess letters or Opok tokens).
fn board(rows: &[&str]) -> String {
    let n = rows.len();
    let mut t = String::new();
    let pad = if n >= 10 { 2 } else { 1 };
    let mut files = 0;
    for (i, row) in rows.iter().enumerate() {
        t.push_str(&format!("{:>pad$} {row}\n", n - i));
        files = if row.contains(' ') {
            row.split_whitespace().count()
        } else {
            row.len()
        };
    }
    let letters: String = (0..files).map(|f| (b'a' + f as u8) as char).collect();
    t.push_str(&format!("{} {letters}\n", " ".repeat(pad)));
    t
}

fn opok_start(n: usize) -> String {
    let mut rows = Vec::new();
    for r in (0..n).rev() {
        let row: Vec<String> = (0..n)
            .map(|f| {
                if f == 0 && r == 0 {
                    format!("A{}", n * n)
                } else if f == n - 1 && r == n - 1 {
                    format!("b{}", n * n)
                } else {
                    ".".to_string()
                }
            })
            .collect();
        rows.push(row.join(" "));
    }
    let refs: Vec<&str> = rows.iter().map(|s| s.as_str()).collect();
    board(&refs)
}

fn sq(name: &str) -> (u8, u8) {
    let b = name.as_bytes();
    (b[0] - b'a', name[1..].parse::<u8>().unwrap() - 1)
}

/// Write sample pictures to /tmp/boardbot-render for people to look at.
#[test]
#[ignore]
fn write_samples() {
    let dir = std::path::Path::new("/tmp/boardbot-render");
    std::fs::create_dir_all(dir).unwrap();
    let save = |name: &str, v: &View| {
        let bytes = render::png(v, render::default_square_px(v));
        println!("{name}: {} bytes", bytes.len());
        std::fs::write(dir.join(format!("{name}.png")), bytes).unwrap();
    };
    let mut v = start();
    v.last_move = vec![sq("e2"), sq("e4")];
    save("chess_start", &v);

    // A middle game with a check, both orientations.
    let mid = board(&["r.b.k..r", "ppp..ppp", "..n..q..", "...pp...", ".b.PP...", "..N..N..", "PPP..PPP", "R..QKB.R"]);
    let mut v = text_board::parse(&mid).unwrap();
    v.last_move = vec![sq("c5"), sq("b4")];
    v.check = vec![sq("e1")];
    save("chess_check", &v);
    v.flipped = true;
    save("chess_check_flipped", &v);

    // Chpok: 10 files with dragons; 6 files middle game; points line.
    let chpok10 = board(&["rnbdqkdbnr", "pppppppppp", "..........", "..........", "..........", "..........", "PPPPPPPPPP", "RNBDQKDBNR"]);
    save("chpok_start", &text_board::parse(&chpok10).unwrap());
    let chpok_mid = board(&["r.d.kr", "pp..pp", "..pn..", "..Dp..", "...P..", "..N...", "PP..PP", "R..K.R"]);
    let mut v = text_board::parse(&format!("{chpok_mid}Points: White 14, Black 9\nClock: White 4:12, Black 3:57\n")).unwrap();
    v.last_move = vec![sq("b3"), sq("c5")];
    save("chpok_mid", &v);
    let chpok_end = board(&["........", "..D.....", ".....d..", "...k....", "..Q.....", "........", "...K....", "........"]);
    let v = text_board::parse(&format!("{chpok_end}Points: White 1032, Black 17\nGame over: 1-0, White captured the last king.\n")).unwrap();
    save("chpok_end", &v);

    // Korpalski: empty start with reserves, middle with prisons.
    let empty8 = board(&["........"; 8]);
    let v = text_board::parse(&format!("{empty8}White reserve: K Q R R B B N N P P P P P P P P\nBlack reserve: k q r r b b n n p p p p p p p p\n")).unwrap();
    save("korpalski_start", &v);
    let korp_mid = board(&["....k...", "..p..p..", "...n....", "..P.....", "....N...", ".....Q..", "...P....", "..K....."]);
    let mut v = text_board::parse(&format!("{korp_mid}White reserve: R B N P P P P\nBlack reserve: q r r b p p p\nWhite prison: P N\nBlack prison: b p p\n")).unwrap();
    v.last_move = vec![sq("e4")];
    save("korpalski_mid", &v);

    // Kriegspiel: each player's view holds only their own pieces.
    let white_view = board(&["........", "........", "........", "........", "....P...", "..N.....", "PPPP.PPP", "R.BQKBNR"]);
    let mut v = text_board::parse(&format!("{white_view}Black has 16 pieces\nLast: White moved. Black's move.\n")).unwrap();
    v.last_move = vec![sq("b1"), sq("c3")];
    save("kriegspiel_white", &v);
    let black_view = board(&["rnbqkb.r", "pppp.ppp", ".....n..", "....p...", "........", "........", "........", "........"]);
    let mut v = text_board::parse(&format!("{black_view}White has 16 pieces\n1 pawn try\n")).unwrap();
    v.flipped = true;
    save("kriegspiel_black", &v);

    // Exchange Chess: 12×12 with big reserves, 6×6 default.
    let mut rows12 = vec!["............"; 12];
    rows12[0] = "...........k";
    rows12[3] = "....q...n...";
    rows12[6] = "..R....b....";
    rows12[11] = "K...........";
    let mut t = board(&rows12);
    t.push_str("White reserve: Q×17 R×18 B×18 N×18\nBlack reserve: q×17 r×18 b×17 n×17\nNo capture or drop for 3 moves\n");
    save("exchange_12", &text_board::parse(&t).unwrap());
    let ex6 = board(&[".....k", "..n...", "......", "...Q..", ".r....", "K....."]);
    let mut v = text_board::parse(&format!("{ex6}White reserve: Q Q Q R R R R B B B B N N N N\nBlack reserve: q q q r r r b b b b n n n\n")).unwrap();
    v.last_move = vec![sq("d3")];
    save("exchange_6", &v);

    // Opok: 7×7 start, middle, 12×12 start (144 high), 5×5.
    let mut v = text_board::parse(&format!("{}Squares held: First 1, Second 1\n", opok_start(7))).unwrap();
    save("opok_7_start", &v);
    let opok_mid = board(&[". . . . . b3 b30", ". . b2 . . . b1", ". A3 . . b4 . .", ". . . A5 . . .", "A2 . . . . . .", ". A1 . . b2 . .", "A28 . A7 . . . ."]);
    v = text_board::parse(&format!("{opok_mid}Squares held: First 6, Second 6\nCheckers left: First 46, Second 42\n")).unwrap();
    v.last_move = vec![sq("d4")];
    save("opok_7_mid", &v);
    save("opok_12_start", &text_board::parse(&opok_start(12)).unwrap());
    let mut rows = Vec::new();
    for r in 0..12 {
        let row: Vec<String> = (0..12)
            .map(|f| {
                let h = r * 12 + f + 1;
                if (r + f) % 2 == 0 { format!("A{h}") } else { format!("b{h}") }
            })
            .collect();
        rows.push(row.join(" "));
    }
    let refs: Vec<&str> = rows.iter().map(|s| s.as_str()).collect();
    save("opok_12_all_heights", &text_board::parse(&board(&refs)).unwrap());

    // Size extremes.
    save("tiny_4x4", &text_board::parse(&board(&["k...", "..q.", ".D..", "...K"])).unwrap());
    let big = board(&["rnbqkbnrdddd"; 12]);
    save("big_12x12", &text_board::parse(&big).unwrap());
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
