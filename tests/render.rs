//! Board pictures: decode what `render::png` produces and check it.

use boardbot::i18n::Text;
use boardbot::render::{self, text_board, Cell, Strip, View};
use boardbot::rules::Viewer;

#[path = "common/games.rs"]
mod games;

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
#[ignore = "writes sample pictures for people to look at"]
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
    let mid = board(&[
        "r.b.k..r", "ppp..ppp", "..n..q..", "...pp...", ".b.PP...", "..N..N..", "PPP..PPP",
        "R..QKB.R",
    ]);
    let mut v = text_board::parse(&mid).unwrap();
    v.last_move = vec![sq("c5"), sq("b4")];
    v.check = vec![sq("e1")];
    save("chess_check", &v);
    v.flipped = true;
    save("chess_check_flipped", &v);

    // Chpok: 10 files with dragons; 6 files middle game; points line.
    let chpok10 = board(&[
        "rnbdqkdbnr",
        "pppppppppp",
        "..........",
        "..........",
        "..........",
        "..........",
        "PPPPPPPPPP",
        "RNBDQKDBNR",
    ]);
    save("chpok_start", &text_board::parse(&chpok10).unwrap());
    let chpok_mid = board(&[
        "r.d.kr", "pp..pp", "..pn..", "..Dp..", "...P..", "..N...", "PP..PP", "R..K.R",
    ]);
    let mut v = text_board::parse(&format!(
        "{chpok_mid}Points: White 14, Black 9\nClock: White 4:12, Black 3:57\n"
    ))
    .unwrap();
    v.last_move = vec![sq("b3"), sq("c5")];
    save("chpok_mid", &v);
    let chpok_end = board(&[
        "........", "..D.....", ".....d..", "...k....", "..Q.....", "........", "...K....",
        "........",
    ]);
    let v = text_board::parse(&format!(
        "{chpok_end}Points: White 1032, Black 17\nGame over: 1-0, White captured the last king.\n"
    ))
    .unwrap();
    save("chpok_end", &v);

    // Korpalski: empty start with reserves, middle with prisons.
    let empty8 = board(&["........"; 8]);
    let v = text_board::parse(&format!("{empty8}White reserve: K Q R R B B N N P P P P P P P P\nBlack reserve: k q r r b b n n p p p p p p p p\n")).unwrap();
    save("korpalski_start", &v);
    let korp_mid = board(&[
        "....k...", "..p..p..", "...n....", "..P.....", "....N...", ".....Q..", "...P....",
        "..K.....",
    ]);
    let mut v = text_board::parse(&format!("{korp_mid}White reserve: R B N P P P P\nBlack reserve: q r r b p p p\nWhite prison: P N\nBlack prison: b p p\n")).unwrap();
    v.last_move = vec![sq("e4")];
    save("korpalski_mid", &v);

    // Kriegspiel: each player's view holds only their own pieces.
    let white_view = board(&[
        "........", "........", "........", "........", "....P...", "..N.....", "PPPP.PPP",
        "R.BQKBNR",
    ]);
    let mut v = text_board::parse(&format!(
        "{white_view}Black has 16 pieces\nLast: White moved. Black's move.\n"
    ))
    .unwrap();
    v.last_move = vec![sq("b1"), sq("c3")];
    save("kriegspiel_white", &v);
    let black_view = board(&[
        "rnbqkb.r", "pppp.ppp", ".....n..", "....p...", "........", "........", "........",
        "........",
    ]);
    let mut v =
        text_board::parse(&format!("{black_view}White has 16 pieces\n1 pawn try\n")).unwrap();
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
    let mut v = text_board::parse(&format!(
        "{}Squares held: First 1, Second 1\n",
        opok_start(7)
    ))
    .unwrap();
    save("opok_7_start", &v);
    let opok_mid = board(&[
        ". . . . . b3 b30",
        ". . b2 . . . b1",
        ". A3 . . b4 . .",
        ". . . A5 . . .",
        "A2 . . . . . .",
        ". A1 . . b2 . .",
        "A28 . A7 . . . .",
    ]);
    v = text_board::parse(&format!(
        "{opok_mid}Squares held: First 6, Second 6\nCheckers left: First 46, Second 42\n"
    ))
    .unwrap();
    v.last_move = vec![sq("d4")];
    save("opok_7_mid", &v);
    save(
        "opok_12_start",
        &text_board::parse(&opok_start(12)).unwrap(),
    );
    let mut rows = Vec::new();
    for r in 0..12 {
        let row: Vec<String> = (0..12)
            .map(|f| {
                let h = r * 12 + f + 1;
                if (r + f) % 2 == 0 {
                    format!("A{h}")
                } else {
                    format!("b{h}")
                }
            })
            .collect();
        rows.push(row.join(" "));
    }
    let refs: Vec<&str> = rows.iter().map(|s| s.as_str()).collect();
    save(
        "opok_12_all_heights",
        &text_board::parse(&board(&refs)).unwrap(),
    );

    // Size extremes.
    save(
        "tiny_4x4",
        &text_board::parse(&board(&["k...", "..q.", ".D..", "...K"])).unwrap(),
    );
    let big = board(&["rnbqkbnrdddd"; 12]);
    save("big_12x12", &text_board::parse(&big).unwrap());

    // Whole games: the final picture and the replay of each game.
    for (name, options) in [
        ("korpalski", &[][..]),
        ("kriegspiel", &[][..]),
        ("exchange", &[("size", "8")][..]),
        ("opok", &[("size", "7")][..]),
        ("chpok", &[("clocks", "off")][..]),
    ] {
        let game = games::play_random(name, options, 120, 7, true).game;
        let frames = game.replay();
        if let Some(last) = frames.iter().rev().find(|v| !v.captured().is_empty()) {
            save(&format!("{name}_capture"), last);
        }
        if let Some(last) = frames.last() {
            save(&format!("{name}_end"), last);
        }
        let gif = render::animation::gif(&frames);
        println!("{name}.gif: {} frames, {} bytes", frames.len(), gif.len());
        std::fs::write(dir.join(format!("{name}.gif")), gif).unwrap();
    }
}

/// A decoded picture: width, height and RGB bytes.
struct Picture {
    w: u32,
    h: u32,
    rgb: Vec<u8>,
}

/// Decodes a picture with `image` (checking first that it is the 8-bit
/// palette PNG the bot sends).
fn decode(bytes: &[u8]) -> Picture {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "a PNG");
    // IHDR: bit depth 8, colour type 3 (palette).
    assert_eq!((bytes[24], bytes[25]), (8, 3), "an 8-bit palette PNG");
    let pic = image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
        .expect("PNG data")
        .into_rgb8();
    Picture {
        w: pic.width(),
        h: pic.height(),
        rgb: pic.into_raw(),
    }
}

impl Picture {
    fn px(&self, x: u32, y: u32) -> [u8; 3] {
        let i = ((y * self.w + x) * 3) as usize;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }
    /// The pixels of a square, row by row.
    fn square(&self, rect: (u32, u32, u32)) -> Vec<[u8; 3]> {
        let (x0, y0, s) = rect;
        let mut v = Vec::new();
        for y in y0..y0 + s {
            for x in x0..x0 + s {
                v.push(self.px(x, y));
            }
        }
        v
    }
}

fn luma(c: [u8; 3]) -> u32 {
    (c[0] as u32 * 3 + c[1] as u32 * 6 + c[2] as u32) / 10
}

/// Share of a square's pixels that are near black.
fn dark_share(px: &[[u8; 3]]) -> f64 {
    px.iter().filter(|&&c| luma(c) < 60).count() as f64 / px.len() as f64
}

/// Share of near-black pixels in the middle ninth of a square: a black
/// piece is solid there (over 0.6 for every kind), a white piece shows only
/// its lines (under 0.45).
fn dark_core(pic: &Picture, rect: (u32, u32, u32)) -> f64 {
    let (x, y, s) = rect;
    dark_share(&pic.square((x + s / 3, y + s / 3, s / 3)))
}

fn render_default(v: &View) -> (Vec<u8>, Picture, u32) {
    let s = render::default_square_px(v);
    let bytes = render::png(v, s);
    let pic = decode(&bytes);
    (bytes, pic, s)
}

#[test]
fn start_position_is_about_512_px_and_small() {
    let v = start();
    let (bytes, pic, s) = render_default(&v);
    assert_eq!((pic.w, pic.h), render::picture_size(&v, s));
    assert!(
        (480..=560).contains(&pic.w) && (480..=560).contains(&pic.h),
        "{}x{}",
        pic.w,
        pic.h
    );
    assert!(bytes.len() <= 25 * 1024, "{} bytes", bytes.len());
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
}

#[test]
fn a_piece_changes_its_square_and_empty_squares_are_flat() {
    let full = start();
    let mut empty = start();
    empty.set(4, 1, Cell::Empty);
    let s = render::default_square_px(&full);
    let a = decode(&render::png(&full, s));
    let b = decode(&render::png(&empty, s));
    let rect = render::square_rect(&full, s, 4, 1);
    assert_ne!(a.square(rect), b.square(rect));
    // The empty square is one flat colour; the pawn brings white and black.
    let e = b.square(rect);
    assert!(e.iter().all(|&c| c == e[0]));
    let p = a.square(rect);
    assert!(p.iter().any(|&c| luma(c) > 240) && p.iter().any(|&c| luma(c) < 30));
    // Other squares are untouched.
    let other = render::square_rect(&full, s, 3, 1);
    assert_eq!(a.square(other), b.square(other));
}

#[test]
fn flipped_puts_a1_top_right() {
    let mut v = View::empty(8, 8);
    v.set(
        0,
        0,
        Cell::Piece {
            white: true,
            kind: 'R',
        },
    );
    let s = 60;
    for flipped in [false, true] {
        v.flipped = flipped;
        let pic = decode(&render::png(&v, s));
        let (w, h) = render::picture_size(&v, s);
        // Find the squares holding piece pixels: exactly one, a1.
        let mut with_piece = Vec::new();
        for f in 0..8 {
            for r in 0..8 {
                let sq = pic.square(render::square_rect(&v, s, f, r));
                if sq.iter().any(|&c| c != sq[0]) {
                    with_piece.push(render::square_rect(&v, s, f, r));
                }
            }
        }
        assert_eq!(with_piece.len(), 1);
        let (x, y, side) = with_piece[0];
        if flipped {
            assert!(
                x + side > w * 3 / 4 && y < h / 4,
                "a1 at ({x},{y}) when flipped"
            );
        } else {
            assert!(x < w / 4 && y + side > h * 3 / 4, "a1 at ({x},{y})");
        }
    }
}

#[test]
fn coordinates_follow_orientation() {
    // The rank labels band differs between the two orientations, and the
    // file letters row too; the board squares swap.
    let v = start();
    let mut f = start();
    f.flipped = true;
    let s = 60;
    let a = decode(&render::png(&v, s));
    let b = decode(&render::png(&f, s));
    let (x, y, side) = render::square_rect(&v, s, 0, 7); // a8 top-left
    let label_band: Vec<_> = (y..y + side).map(|yy| a.px(x / 2, yy)).collect();
    let label_band_flipped: Vec<_> = (y..y + side).map(|yy| b.px(x / 2, yy)).collect();
    assert_ne!(label_band, label_band_flipped, "'8' and '1' label differ");
    // Top-left square: black rook on a8 normally, white rook on h1 flipped.
    let tl = render::square_rect(&v, s, 0, 7);
    assert!(dark_core(&a, tl) > 0.5);
    assert!(dark_core(&b, tl) < 0.5);
}

#[test]
fn last_move_and_check_squares_change_colour() {
    let mut v = start();
    let s = 60;
    let plain = decode(&render::png(&v, s));
    v.last_move = vec![(4, 3)];
    v.check = vec![(4, 0)];
    let lit = decode(&render::png(&v, s));
    let e4 = render::square_rect(&v, s, 4, 3);
    assert_ne!(plain.px(e4.0 + 2, e4.1 + 2), lit.px(e4.0 + 2, e4.1 + 2));
    let e1 = render::square_rect(&v, s, 4, 0);
    let red = |p: &Picture| {
        p.square(e1)
            .iter()
            .filter(|c| c[0] > 180 && c[1] < 90 && c[2] < 90)
            .count()
    };
    assert_eq!(red(&plain), 0);
    assert!(red(&lit) > 20, "a red glow around the checked king");
    let d4 = render::square_rect(&v, s, 3, 3);
    assert_eq!(plain.square(d4), lit.square(d4));
}

#[test]
fn kriegspiel_view_with_only_white_pieces_has_no_black_piece_pixels() {
    let white_only = text_board::parse(
        "8 ........\n7 ........\n6 ........\n5 ........\n4 ....P...\n3 ..N.....\n2 PPPP.PPP\n1 R.BQKBNR\n  abcdefgh\n",
    )
    .unwrap();
    let (_, pic, s) = render_default(&white_only);
    for f in 0..8 {
        for r in 0..8 {
            let share = dark_core(&pic, render::square_rect(&white_only, s, f, r));
            assert!(share < 0.5, "dark share {share} on square {f},{r}");
        }
    }
    // The same measure sees every black piece of the start position.
    let (_, full, s) = render_default(&start());
    for f in 0..8 {
        for r in [6, 7] {
            assert!(dark_core(&full, render::square_rect(&start(), s, f, r)) > 0.5);
        }
        assert!(dark_core(&full, render::square_rect(&start(), s, f, 0)) < 0.5);
    }
}

#[test]
fn every_piece_is_distinct_including_the_dragon() {
    let kinds = ['K', 'Q', 'R', 'B', 'N', 'P', 'D'];
    let s = 48;
    let mut seen: Vec<Vec<[u8; 3]>> = Vec::new();
    for white in [true, false] {
        for kind in kinds {
            let mut v = View::empty(4, 4);
            v.set(1, 1, Cell::Piece { white, kind });
            let pic = decode(&render::png(&v, s));
            let sq = pic.square(render::square_rect(&v, s, 1, 1));
            assert!(sq.iter().any(|&c| c != sq[0]), "{kind} is drawn");
            assert!(!seen.contains(&sq), "{kind} looks like another piece");
            seen.push(sq);
        }
    }
    // The Dragon's silhouette is wider than any chess piece's (spread wings).
    let ink_width = |kind: char| {
        let mut v = View::empty(4, 4);
        v.set(1, 1, Cell::Piece { white: false, kind });
        let pic = decode(&render::png(&v, s));
        let (x0, y0, side) = render::square_rect(&v, s, 1, 1);
        let bg = pic.px(x0, y0);
        let cols = (x0..x0 + side).filter(|&x| (y0..y0 + side).any(|y| pic.px(x, y) != bg));
        cols.count()
    };
    let dragon = ink_width('D');
    for k in ['K', 'Q', 'R', 'B', 'N', 'P'] {
        assert!(dragon > ink_width(k), "Dragon wider than {k}");
    }
}

#[test]
fn opok_heights_1_to_144_render_and_differ() {
    let mut v = View::empty(12, 12);
    for i in 0..144u16 {
        let (f, r) = ((i % 12) as u8, (i / 12) as u8);
        v.set(
            f,
            r,
            Cell::Stack {
                first: i % 2 == 0,
                height: i + 1,
            },
        );
    }
    let (bytes, pic, s) = render_default(&v);
    assert!(bytes.len() <= 60 * 1024, "{} bytes", bytes.len());
    assert!(pic.w.max(pic.h) <= 1280);
    let mut squares = Vec::new();
    for i in 0..144u16 {
        let (f, r) = ((i % 12) as u8, (i / 12) as u8);
        squares.push(pic.square(render::square_rect(&v, s, f, r)));
    }
    for i in 0..144 {
        for j in i + 1..144 {
            assert_ne!(squares[i], squares[j], "heights {} and {}", i + 1, j + 1);
        }
    }
}

#[test]
fn every_board_size_fits() {
    let mut sizes: Vec<(u8, u8)> = Vec::new();
    for n in 4..=12 {
        for m in 4..=12 {
            sizes.push((n, m));
        }
    }
    for (files, ranks) in sizes {
        let mut v = View::empty(files, ranks);
        // A busy board: pieces everywhere, the worst case for size.
        let kinds = ['K', 'Q', 'R', 'B', 'N', 'P', 'D'];
        for f in 0..files {
            for r in 0..ranks {
                let i = (f as usize + r as usize * 3) % kinds.len();
                v.set(
                    f,
                    r,
                    Cell::Piece {
                        white: (f + r) % 3 == 0,
                        kind: kinds[i],
                    },
                );
            }
        }
        v.last_move = vec![(0, 0), (files - 1, ranks - 1)];
        v.check = vec![(1, 1)];
        v.strips.push(Strip {
            label: Text::plain("White reserve"),
            pieces: vec![(true, 'Q'); 18],
        });
        v.lines.push(Text::plain("Points: White 12, Black 3"));
        let (bytes, pic, s) = render_default(&v);
        assert_eq!(
            (pic.w, pic.h),
            render::picture_size(&v, s),
            "{files}x{ranks}"
        );
        assert!(pic.w.max(pic.h) <= 1280, "{files}x{ranks}");
        assert!(
            bytes.len() <= 60 * 1024,
            "{files}x{ranks}: {} bytes",
            bytes.len()
        );
        assert!(s >= 48, "{files}x{ranks}: squares of {s} px");
        // Coordinates: the board ends inside the picture.
        let (x, y, side) = render::square_rect(&v, s, files - 1, 0);
        assert!(x + side <= pic.w && y + side <= pic.h);
    }
}

#[test]
fn huge_requests_are_capped_at_1280() {
    let v = start();
    for s in [200, 500, 4000] {
        let pic = decode(&render::png(&v, s));
        assert!(pic.w.max(pic.h) <= 1280, "{s}: {}x{}", pic.w, pic.h);
    }
    let s = render::square_px_for_side(&v, 800);
    let (w, h) = render::picture_size(&v, s);
    assert!(w.max(h) <= 800 && w.max(h) > 740, "{w}x{h}");
    // Degenerate views do not panic.
    let odd = View {
        cells: Box::new([]),
        ..View::empty(8, 8)
    };
    decode(&render::png(&odd, 1));
    decode(&render::png(&View::empty(0, 0), 60));
    let mut unknown = View::empty(4, 4);
    unknown.set(
        0,
        0,
        Cell::Piece {
            white: true,
            kind: 'x',
        },
    );
    unknown.set(
        1,
        0,
        Cell::Stack {
            first: false,
            height: 0,
        },
    );
    unknown.set(
        2,
        0,
        Cell::Stack {
            first: true,
            height: u16::MAX,
        },
    );
    unknown.last_move = vec![(200, 200)];
    decode(&render::png(&unknown, 60));
}

#[test]
fn strips_and_lines_go_under_the_board() {
    let plain = start();
    let mut v = start();
    v.strips.push(Strip {
        label: Text::plain("White reserve"),
        pieces: vec![(true, 'Q'), (true, 'R'), (true, 'R')],
    });
    v.strips.push(Strip {
        label: Text::plain("Black prison"),
        pieces: vec![],
    });
    v.lines.push(Text::plain("Points: White 3, Black 1"));
    let s = 60;
    let (w0, h0) = render::picture_size(&plain, s);
    let (w1, h1) = render::picture_size(&v, s);
    assert_eq!(w0, w1);
    assert!(h1 > h0 + 60);
    let pic = decode(&render::png(&v, s));
    // Something is drawn under the board (tray and label pixels).
    let below: Vec<_> = (h0..h1).map(|y| pic.px(w1 / 2, y)).collect();
    assert!(below.iter().any(|&c| c != below[0]));
}

#[test]
fn cli_renders_a_text_board() {
    let dir = tempfile::tempdir().unwrap();
    let board = dir.path().join("board.txt");
    std::fs::write(&board, format!("{START}White reserve: Q R\n")).unwrap();
    let out = dir.path().join("out.png");
    let args = render::cli::RenderArgs {
        board: board.clone(),
        game: None,
        out: out.clone(),
        size: Some(400),
        repeat: 3,
        flip: true,
        last_move: vec!["e2".into(), "e4".into()],
        check: vec![],
    };
    render::cli::run(&args).unwrap();
    let pic = decode(&std::fs::read(&out).unwrap());
    assert!(pic.w.max(pic.h) <= 400 && pic.w.max(pic.h) > 360);
    // Opok, guessed from its tokens.
    std::fs::write(
        &board,
        "5 . . . . b25\n4 . . . . .\n3 . . . . .\n2 . . . . .\n1 A25 . . . .\n  a b c d e\n",
    )
    .unwrap();
    let args = render::cli::RenderArgs {
        size: None,
        repeat: 1,
        flip: false,
        last_move: vec![],
        ..args
    };
    render::cli::run(&args).unwrap();
    decode(&std::fs::read(&out).unwrap());
    let bad = render::cli::RenderArgs {
        game: Some("go".into()),
        ..args.clone()
    };
    assert!(render::cli::run(&bad).is_err());
    let bad = render::cli::RenderArgs {
        board: dir.path().join("missing.txt"),
        ..args
    };
    assert!(render::cli::run(&bad).is_err());
}

/// Timing through the CLI code path (`benches/compare/run.sh` falls back to
/// it when no `boardbot render` binary is at hand). Run with `--release --ignored`.
#[test]
#[ignore = "a timing, not a check; used by benches/compare/run.sh"]
fn cli_repeat_timing() {
    let dir = tempfile::tempdir().unwrap();
    let board = dir.path().join("start.txt");
    std::fs::write(&board, START).unwrap();
    let repeat = std::env::var("RENDER_REPEAT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(500);
    let args = render::cli::RenderArgs {
        board,
        game: Some("chess".into()),
        out: std::env::var("RENDER_OUT")
            .map(Into::into)
            .unwrap_or_else(|_| dir.path().join("start.png")),
        size: Some(512),
        repeat,
        flip: false,
        last_move: vec![],
        check: vec![],
    };
    render::cli::run(&args).unwrap();
}

/// The frames of a GIF as `image` decodes them (each composed over the
/// earlier ones), as RGB.
fn gif_frames(bytes: &[u8]) -> Vec<Picture> {
    use image::AnimationDecoder;
    let dec = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(bytes)).expect("a GIF");
    dec.into_frames()
        .map(|f| {
            let buf = f.expect("a frame").into_buffer();
            let (w, h) = buf.dimensions();
            Picture {
                w,
                h,
                rgb: image::DynamicImage::ImageRgba8(buf).to_rgb8().into_raw(),
            }
        })
        .collect()
}

/// `frame` shows exactly `png`: the same pixels at the top left, and only
/// the frame colour beyond (frames of one GIF share the largest size).
fn assert_shows(frame: &Picture, png: &Picture, what: &str) {
    assert!(
        frame.w >= png.w && frame.h >= png.h,
        "{what}: frame smaller"
    );
    let background = frame.px(frame.w - 1, frame.h - 1);
    for y in 0..frame.h {
        for x in 0..frame.w {
            let want = if x < png.w && y < png.h {
                png.px(x, y)
            } else {
                background
            };
            assert_eq!(frame.px(x, y), want, "{what}: pixel ({x},{y})");
        }
    }
}

fn png_of(view: &View) -> Picture {
    decode(&render::png(view, render::default_square_px(view)))
}

/// A finished game of each of the five games, at several board sizes:
/// its replay GIF has one frame per move plus the start, the first frame
/// is the start position's picture and the last the final position's.
#[test]
fn a_finished_game_of_each_game_replays_as_a_gif() {
    type Case<'a> = (&'a str, &'a [(&'a str, &'a str)], usize);
    let cases: &[Case] = &[
        ("korpalski", &[], 40),
        ("kriegspiel", &[], 40),
        ("exchange", &[("size", "4")], 30),
        ("exchange", &[("size", "12")], 30),
        ("opok", &[("size", "5")], 200),
        ("opok", &[("size", "12")], 30),
        ("chpok", &[("clocks", "off")], 200),
    ];
    for (seed, &(name, options, actions)) in cases.iter().enumerate() {
        let what = format!("{name} {options:?}");
        let played = games::play_random(name, options, actions, seed as u64 + 1, true);
        let game = &played.game;
        assert!(game.outcome().is_some(), "{what}: finished");
        let frames = game.replay();
        assert_eq!(frames.len(), played.board_actions + 1, "{what}: frames");
        // The last frame is the final position as the public sees it.
        let now = game.view(Viewer::Public).expect("a board at the end");
        assert_eq!(
            frames.last().unwrap().cells,
            now.cells,
            "{what}: final cells"
        );

        let bytes = render::animation::gif(&frames);
        let decoded = gif_frames(&bytes);
        assert_eq!(
            decoded.len(),
            played.board_actions + 1,
            "{what}: GIF frames"
        );
        assert_shows(&decoded[0], &png_of(&frames[0]), &format!("{what}: start"));
        assert_shows(
            decoded.last().unwrap(),
            &png_of(frames.last().unwrap()),
            &format!("{what}: end"),
        );
        // Games whose frames carry the same texts as the game's own picture
        // end on exactly that picture.
        if matches!(name, "korpalski" | "exchange" | "opok") {
            assert_shows(
                decoded.last().unwrap(),
                &png_of(&now),
                &format!("{what}: now"),
            );
        }
        // Every frame in between is its position's picture too.
        let mid = frames.len() / 2;
        assert_shows(
            &decoded[mid],
            &png_of(&frames[mid]),
            &format!("{what}: middle"),
        );
    }
}

/// The replay starts from the position a new game shows.
#[test]
fn replays_start_where_new_games_start() {
    for (name, options) in [
        ("korpalski", &[][..]),
        ("exchange", &[("size", "6")][..]),
        ("opok", &[("size", "7")][..]),
    ] {
        let fresh = games::play_random(name, options, 0, 1, false).game;
        let played = games::play_random(name, options, 12, 2, false).game;
        assert_eq!(
            played.replay()[0],
            fresh.view(Viewer::Public).unwrap(),
            "{name}"
        );
    }
    let played = games::play_random("kriegspiel", &[], 12, 3, true).game;
    let start = text_board::parse(START).unwrap();
    assert_eq!(played.replay()[0].cells, start.cells);
    assert!(played.replay()[1].last_move.len() == 2, "a move is marked");
}

/// Every view the rules build, for every viewer, in every game mid-play
/// (Chpok past its bids, Exchange with pieces dropped), is drawn as the
/// bot's palette PNG of the size the geometry promises. (The rules' own
/// unit tests do not name the renderer: the rules sit below it.)
#[test]
fn every_viewers_view_of_every_game_draws() {
    use boardbot::rules::Seat;
    for (seed, &(name, options)) in [
        ("chpok", &[("clocks", "off")][..]),
        ("korpalski", &[][..]),
        ("kriegspiel", &[][..]),
        ("exchange", &[("size", "6")][..]),
        ("opok", &[("size", "5")][..]),
    ]
    .iter()
    .enumerate()
    {
        let game = games::play_random(name, options, 40, seed as u64 + 11, false).game;
        for viewer in [
            Viewer::Public,
            Viewer::Seat(Seat::White),
            Viewer::Seat(Seat::Black),
        ] {
            // Kriegspiel's public sees no board until the game ends.
            let Some(view) = game.view(viewer) else {
                assert!(name == "kriegspiel" && viewer == Viewer::Public);
                continue;
            };
            assert!(
                view.cells.iter().any(|c| *c != Cell::Empty),
                "{name} {viewer:?}: pieces on the board"
            );
            let (_, pic, s) = render_default(&view);
            assert_eq!(
                (pic.w, pic.h),
                render::picture_size(&view, s),
                "{name} {viewer:?}"
            );
        }
    }
}

/// Rows of the left band, level with board row `row`, that hold label ink.
fn label_rows(pic: &Picture, band_w: u32, top: u32, side: u32) -> u32 {
    let frame = pic.px(0, top);
    (top..top + side)
        .filter(|&y| (0..band_w).any(|x| pic.px(x, y) != frame))
        .count() as u32
}

/// On a phone a 512 px picture is shown about 1:1: rank numbers must be
/// at least 14 px tall at the default size on every board up to 12×12.
#[test]
fn coordinates_are_at_least_14_px_tall_on_every_board() {
    for files in 4..=12u8 {
        for ranks in [4u8, 8, 10, 12] {
            let v = View::empty(files, ranks);
            let (_, pic, s) = render_default(&v);
            let (x, y, side) = render::square_rect(&v, s, 0, ranks - 1);
            let rows = label_rows(&pic, x, y, side);
            assert!(rows >= 14, "{files}x{ranks}: rank label {rows} px tall");
            // And they stay inside their band, clear of the next row.
            assert!(rows < side, "{files}x{ranks}");
        }
    }
}

fn count_colour(pic: &Picture, y0: u32, y1: u32, c: [u8; 3]) -> usize {
    (y0..y1)
        .flat_map(|y| (0..pic.w).map(move |x| (x, y)))
        .filter(|&(x, y)| pic.px(x, y) == c)
        .count()
}

/// Opok pictures say which disc colour is whose: a key under the board
/// with a disc of each colour, and the players' names when given.
#[test]
fn opok_pictures_carry_a_key() {
    let v = text_board::parse(&opok_start(7)).unwrap();
    let (_, pic, s) = render_default(&v);
    let (_, y, side) = render::square_rect(&v, s, 0, 0);
    let below = y + side + 20;
    let first = [0xfa, 0xf6, 0xee];
    let second = [0x2c, 0x2a, 0x33];
    assert!(count_colour(&pic, below, pic.h, first) > 50, "a First disc");
    assert!(
        count_colour(&pic, below, pic.h, second) > 50,
        "a Second disc"
    );
    // Chess pictures have no key.
    let (_, chess, cs) = render_default(&start());
    let (_, cy, cside) = render::square_rect(&start(), cs, 0, 0);
    assert_eq!(count_colour(&chess, cy + cside, chess.h, second), 0);
    // Names go into the key.
    let mut named = v.clone();
    named.set_players(["alice".into(), "bob".into()]);
    let named_pic = png_of(&named);
    assert_eq!((named_pic.w, named_pic.h), (pic.w, pic.h));
    assert_ne!(named_pic.rgb, pic.rgb);
    // Old views (stored before names existed) still load.
    let json = serde_json::to_string(&v).unwrap();
    assert!(!json.contains("more"), "{json}");
    assert_eq!(serde_json::from_str::<View>(&json).unwrap(), v);
    let json = serde_json::to_string(&named).unwrap();
    assert_eq!(serde_json::from_str::<View>(&json).unwrap(), named);
}

/// Squares where checkers were just captured get a red ring.
#[test]
fn opok_capture_squares_are_marked() {
    let v = text_board::parse(&opok_start(5)).unwrap();
    let mut marked = v.clone();
    marked.set_captured(vec![(2, 2)]);
    let s = render::default_square_px(&v);
    let rect = render::square_rect(&v, s, 2, 2);
    let plain = png_of(&v).square(rect);
    let ring = png_of(&marked).square(rect);
    assert!(
        plain.iter().all(|&c| c == plain[0]),
        "an empty square is flat"
    );
    let red = ring.iter().filter(|c| c[0] > 180 && c[1] < 80).count();
    assert!(red > 40, "{red} red pixels");
    // Elsewhere nothing changes.
    let other = render::square_rect(&v, s, 3, 3);
    assert_eq!(png_of(&v).square(other), png_of(&marked).square(other));
}

/// Opok's own view marks where the last move captured.
#[test]
fn opok_games_mark_their_captures() {
    for seed in 1..40 {
        let played = games::play_random("opok", &[("size", "5")], 60, seed, false).game;
        let frames = played.replay();
        if let Some(v) = frames.iter().find(|v| !v.captured().is_empty()) {
            for &(f, r) in v.captured() {
                assert_eq!(v.get(f, r), Cell::Empty, "a captured square is empty");
            }
            return;
        }
    }
    panic!("no capture in 40 random Opok games");
}

/// `boardbot render --out` picks the format by extension; `image` reads
/// each back as the same picture (exactly for lossless formats).
#[test]
fn cli_writes_webp_jpeg_and_gif_by_extension() {
    let dir = tempfile::tempdir().unwrap();
    let board = dir.path().join("board.txt");
    std::fs::write(&board, START).unwrap();
    let png = png_of(&start());
    for (ext, format, exact) in [
        ("webp", image::ImageFormat::WebP, true),
        ("gif", image::ImageFormat::Gif, true),
        ("jpg", image::ImageFormat::Jpeg, false),
    ] {
        let out = dir.path().join(format!("board.{ext}"));
        let args = render::cli::RenderArgs {
            board: board.clone(),
            game: None,
            out: out.clone(),
            size: None,
            repeat: 1,
            flip: false,
            last_move: vec![],
            check: vec![],
        };
        render::cli::run(&args).unwrap();
        let bytes = std::fs::read(&out).unwrap();
        assert_eq!(image::guess_format(&bytes).unwrap(), format, "{ext}");
        let pic = image::load_from_memory(&bytes).unwrap().into_rgb8();
        assert_eq!((pic.width(), pic.height()), (png.w, png.h), "{ext}");
        if exact {
            assert_eq!(pic.into_raw(), png.rgb, "{ext}");
        } else {
            let diff: u64 = pic
                .into_raw()
                .iter()
                .zip(&png.rgb)
                .map(|(&a, &b)| u64::from(a.abs_diff(b)))
                .sum();
            assert!(diff / (png.rgb.len() as u64) < 6, "{ext}: mean error");
        }
    }
    let bad = render::cli::RenderArgs {
        board,
        game: None,
        out: dir.path().join("board.tiff"),
        size: None,
        repeat: 1,
        flip: false,
        last_move: vec![],
        check: vec![],
    };
    assert!(render::cli::run(&bad).is_err());
}
