//! Every parser of outside input, fed arbitrary text: console lines, the
//! configuration file, render's text boards, and each game's `/new` options
//! and moves. Nothing panics; what is refused changes nothing; and where a
//! parsed value can be written back it round-trips: a console line or a
//! text board written back parses to the same value, and a move text a game
//! accepts plays one of its legal moves, exactly as that move's own text
//! does. (The games' own property tests go deeper into moves;
//! `core_fuzz.rs` covers commands.)

use boardbot::config::Config;
use boardbot::console::{parse_line, Line};
use boardbot::render::{text_board, Cell, View};
use boardbot::rules::{Game, Played, Refusal, Seat, TestCtx, GAMES};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// Text that looks a bit like what the parser expects, and text that does not.
fn input() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "[a-z@#:~ 0-9=/\\-\\[\\]\"\\.,]{0,40}",
        "(token|database|api_url|log|\\[chpok\\]|minutes|bonus) ?= ?[\\[\\]0-9,\" a-z]{0,20}",
    ]
}

/// Console lines of every shape the console reads, some of them wrong.
fn console_line() -> impl Strategy<Value = String> {
    prop_oneof![
        input(),
        " ?[a-z_0-9]{1,6}(@#?[a-z_0-9]{0,6})? ?[:>] ?[ -~]{0,20}",
        "~(wait|echo|admin|leave) ?[ -~]{0,12}",
        "~wait [0-9]{0,4}(\\.[0-9]{0,4})?",
        "~(admin|leave) #[a-z]{1,5} [a-z_]{1,5}",
    ]
}

/// A parsed console line written back in the console's syntax.
fn write_line(line: &Line) -> String {
    match line {
        Line::Message {
            user,
            group,
            text,
            reply,
        } => {
            let chat = group.as_ref().map(|g| format!("@{g}")).unwrap_or_default();
            let mark = if *reply { '>' } else { ':' };
            format!("{user}{chat}{mark} {text}")
        }
        Line::Wait(ms) => format!("~wait {}", *ms as f64 / 1000.0),
        Line::Admin { group, user } => format!("~admin {group} {user}"),
        Line::Leave { group, user } => format!("~leave {group} {user}"),
        Line::Echo(text) => format!("~echo {text}"),
        Line::Nothing => String::new(),
    }
}

/// Whether text board reading would take `line` for a row of the grid
/// (a rank number of one or two digits, a space, something).
fn looks_like_a_row(line: &str) -> bool {
    let t = line.trim_start();
    let digits = t.bytes().take_while(|b| b.is_ascii_digit()).count();
    (1..=2).contains(&digits) && t[digits..].starts_with(' ') && !t[digits..].trim().is_empty()
}

/// A parsed text board written back in the `/board text` format: the
/// grid as seen from its side, file letters, strips, and the text lines
/// (before the grid, except those that would read as a row there).
fn write_board(v: &View) -> String {
    let stacks = v.cells.iter().any(|c| matches!(c, Cell::Stack { .. }));
    let (mut before, mut after) = (Vec::new(), Vec::new());
    for line in &v.lines {
        if after.is_empty() && !looks_like_a_row(line) {
            before.push(line.to_string());
        } else {
            after.push(line.to_string());
        }
    }
    let mut out = before;
    let ranks: Vec<u8> = if v.flipped {
        (0..v.ranks).collect()
    } else {
        (0..v.ranks).rev().collect()
    };
    let files: Vec<u8> = if v.flipped {
        (0..v.files).rev().collect()
    } else {
        (0..v.files).collect()
    };
    for &rank in &ranks {
        let cells: Vec<String> = files
            .iter()
            .map(|&file| match v.get(file, rank) {
                Cell::Empty => ".".to_string(),
                Cell::Piece { white: true, kind } => kind.to_string(),
                Cell::Piece { white: false, kind } => kind.to_ascii_lowercase().to_string(),
                Cell::Stack {
                    first: true,
                    height,
                } => format!("A{height}"),
                Cell::Stack {
                    first: false,
                    height,
                } => format!("b{height}"),
            })
            .collect();
        let sep = if stacks { " " } else { "" };
        out.push(format!("{} {}", rank + 1, cells.join(sep)));
    }
    out.push(files.iter().map(|&f| (b'a' + f) as char).collect());
    for strip in &v.strips {
        let pieces: Vec<String> = strip
            .pieces
            .iter()
            .map(|&(white, kind)| {
                if white {
                    kind.to_string()
                } else {
                    kind.to_ascii_lowercase().to_string()
                }
            })
            .collect();
        let list = if pieces.is_empty() {
            "-".to_string()
        } else {
            pieces.join(" ")
        };
        out.push(format!("{}: {list}", strip.label));
    }
    out.extend(after);
    out.join("\n")
}

/// Text boards: grids of pieces or stacks on every size, with strips and
/// text lines around them, some of them wrong.
fn board_text() -> impl Strategy<Value = String> {
    (
        4usize..=12,
        4usize..=12,
        any::<bool>(),
        prop::collection::vec("[.KQRBNPDkqrbnpd]", 144),
        prop::collection::vec((any::<bool>(), 0u16..=30), 144),
        prop::collection::vec(
            "(White|Black|First|Second|) ?(reserve|prison|held)?: [KQRBNPkqrbnp ,\\-]{0,10}",
            0..3,
        ),
        prop::collection::vec("[A-Za-z0-9:. ]{0,12}", 0..3),
    )
        .prop_map(|(files, ranks, opok, pieces, stacks, strips, lines)| {
            let mut out: Vec<String> = lines.clone();
            for r in (1..=ranks).rev() {
                let row: Vec<String> = (0..files)
                    .map(|f| {
                        let i = (r - 1) * files + f;
                        if opok {
                            match stacks[i] {
                                (_, 0) => ".".to_string(),
                                (true, h) => format!("A{h}"),
                                (false, h) => format!("b{h}"),
                            }
                        } else {
                            pieces[i].clone()
                        }
                    })
                    .collect();
                out.push(format!("{r} {}", row.join(if opok { " " } else { "" })));
            }
            out.push(
                (0..files)
                    .map(|f| (b'a' + f as u8) as char)
                    .collect::<String>(),
            );
            out.extend(strips);
            out.extend(lines);
            out.join("\n")
        })
}

/// Playing `text` (a move, or `/command args`) as `seat` on a copy of
/// `game`, with the same randomness and clock every time.
fn try_text(game: &dyn Game, seat: Seat, text: &str) -> (Box<dyn Game>, Result<Played, Refusal>) {
    let mut copy = game.clone_box();
    let mut env = TestCtx::new(7).at(1_000_000);
    let mut ctx = env.ctx();
    let result = match text.strip_prefix('/') {
        Some(command) => {
            let (name, args) = command.split_once(' ').unwrap_or((command, ""));
            copy.command(seat, name, args, &mut ctx)
        }
        None => copy.play(seat, text, &mut ctx),
    };
    (copy, result)
}

/// Ways a player may write a move the game lists: spaced out, in another
/// case, with marks of check or comment, without its capture sign.
fn vary(text: &str, how: u8) -> String {
    match how {
        0 => format!("  {text} "),
        1 => text.to_uppercase(),
        2 => text.to_lowercase(),
        3 => format!("{text}+"),
        4 => format!("{text}!?"),
        5 => text.replace(['x', ':'], ""),
        6 => text.replace(' ', ""),
        _ => text.replace('-', ""),
    }
}

/// Checks, for `game` at its current position, that every legal text
/// plays, and that each text of `texts` the game
/// accepts leaves it exactly as one of its legal moves does (a refused one
/// leaves it unchanged). `exact`: texts that must play the legal move they
/// were made from.
fn accepted_texts_are_legal_moves(
    game: &dyn Game,
    texts: &[String],
    exact: &[(String, String)],
) -> Result<(), TestCaseError> {
    let name = game.kind().name;
    let Some(seat) = game.to_move() else {
        return Ok(());
    };
    let before = game.save().expect("saves");
    let mut legal = std::collections::BTreeMap::new();
    for text in game.legal_texts() {
        let (after, result) = try_text(game, seat, &text);
        prop_assert!(
            result.is_ok(),
            "{}: legal {:?} refused: {:?}",
            name,
            text,
            result.err()
        );
        // Several texts may leave the same state (two of Chpok's opening
        // bids do): a text is checked against the state of its own move.
        legal.insert(text.clone(), after.save().expect("saves").to_string());
    }
    let states: std::collections::BTreeSet<&String> = legal.values().collect();
    for text in texts {
        let (after, result) = try_text(game, seat, text);
        let state = after.save().expect("saves");
        match result {
            Err(_) => prop_assert_eq!(
                &state,
                &before,
                "{}: refused {:?} changed the game",
                name,
                text
            ),
            // A Kriegspiel attempt the referee finds illegal on the real
            // board is accepted (recorded and announced, the same seat to
            // move, the position unchanged): it is none of the legal moves
            // by design.
            Ok(played)
                if name == "kriegspiel"
                    && !played.board
                    && played.outcome.is_none()
                    && after.to_move() == Some(seat) => {}
            Ok(_) => prop_assert!(
                states.contains(&state.to_string()),
                "{}: {:?} was accepted but is none of the legal moves {:?}",
                name,
                text,
                legal.keys().collect::<Vec<_>>()
            ),
        }
    }
    for (text, of) in exact {
        let (after, result) = try_text(game, seat, text);
        prop_assert!(
            result.is_ok(),
            "{}: {:?} (for {:?}) refused: {:?}",
            name,
            text,
            of,
            result.err()
        );
        prop_assert_eq!(
            Some(&after.save().expect("saves").to_string()),
            legal.get(of),
            "{}: {:?} does not play {:?}",
            name,
            text,
            of
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn console_lines_round_trip(line in console_line()) {
        if let Ok(parsed) = parse_line(&line) {
            let written = write_line(&parsed);
            prop_assert_eq!(parse_line(&written), Ok(parsed), "{:?} written back as {:?}", line, written);
        }
    }

    /// The configuration is read, never written: no round trip, but any
    /// text is an answer, not a panic.
    #[test]
    fn config_files_never_panic(text in input()) {
        if let Ok(mut c) = Config::parse(&text) {
            c.apply_env(|_| None);
            let _ = c.require_token();
            let _ = c.settings();
        }
    }

    #[test]
    fn text_boards_round_trip(
        text in input(),
        lines in prop::collection::vec("[0-9]{1,2} [.a-zA-Z0-9 ]{0,14}", 0..14),
        board in board_text(),
    ) {
        for text in [text, lines.join("\n"), board] {
            if let Ok(view) = text_board::parse(&text) {
                let written = write_board(&view);
                prop_assert_eq!(text_board::parse(&written), Ok(view), "{:?} written back as {:?}", text, written);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// In every game, after a few random legal moves: any text (garbage, or
    /// a legal move's text written another way) is refused and changes
    /// nothing, or plays one of the legal moves; a legal move's own text,
    /// spaced out, plays that move.
    #[test]
    fn new_game_options_and_moves_round_trip(
        key in "[a-z]{1,10}",
        value in input(),
        moves in prop::collection::vec(input(), 1..6),
        seed in any::<u64>(),
        plies in 0usize..30,
        variations in prop::collection::vec((any::<prop::sample::Index>(), 0u8..8), 1..6),
    ) {
        let mut env = TestCtx::new(1);
        for kind in GAMES {
            let mut ctx = env.ctx();
            let _ = (kind.create)(&vec![(key.clone(), value.clone())], &mut ctx);
            let Ok(mut game) = (kind.create)(&Vec::new(), &mut ctx) else { continue };
            game.begin(&mut ctx);
            let mut rng = StdRng::seed_from_u64(seed);
            for _ in 0..plies {
                let Some(seat) = game.to_move() else { break };
                let legal = game.legal_texts();
                prop_assert!(!legal.is_empty(), "{}: {:?} to move has nothing", kind.name, seat);
                let text = &legal[rng.random_range(0..legal.len())];
                let (next, result) = try_text(game.as_ref(), seat, text);
                prop_assert!(result.is_ok(), "{}: legal {:?} refused", kind.name, text);
                game = next;
            }
            let legal = game.legal_texts();
            let mut texts = moves.clone();
            let mut exact = Vec::new();
            if !legal.is_empty() {
                for (i, how) in &variations {
                    let of = i.get(&legal);
                    texts.push(vary(of, *how));
                    if !of.starts_with('/') {
                        exact.push((vary(of, 0), of.clone()));
                    }
                }
            }
            accepted_texts_are_legal_moves(game.as_ref(), &texts, &exact)?;
        }
    }
}
