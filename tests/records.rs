//! Records as files: the header the core writes, and reading an export
//! back into the same game.

use boardbot::records::{self, Header};
use boardbot::rules::Viewer;

#[path = "common/games.rs"]
mod games;

/// Every chess-family PGN export reads back through the bot's own reader
/// into the same game: the same position, moves and result (and, where the
/// state is the moves alone, the same saved state).
#[test]
fn pgn_exports_read_back_into_the_same_game() {
    let cases: [(&str, &[(&str, &str)]); 6] = [
        ("korpalski", &[]),
        ("kriegspiel", &[]),
        ("kriegspiel", &[("rules", "english")]),
        ("exchange", &[("size", "4")]),
        ("exchange", &[("size", "8")]),
        ("exchange", &[("size", "12")]),
    ];
    for (i, (name, options)) in cases.into_iter().enumerate() {
        for (seed, finish) in [(1, true), (2, false), (3, true)] {
            let what = format!("{name} {options:?} seed {seed}");
            let actions = 20 + 30 * seed as usize;
            let played = games::play_random(name, options, actions, seed + 10 * i as u64, finish);
            let game = played.game;
            let pgn = game.export("");
            // Kriegspiel's record is secret until the end.
            if game.outcome().is_none() && name == "kriegspiel" {
                continue;
            }
            // Through the core's header too: what players get as a file.
            let header = Header {
                site: Some("Chess \"club\""),
                date_ms: 1_700_000_000_000,
                names: ["alice", "bob"],
                seats: ["White", "Black"],
            };
            for text in [String::from(pgn.clone()), records::finish(&pgn, &header)] {
                let back = records::load(&text).unwrap_or_else(|e| panic!("{what}: {e}\n{text}"));
                assert_eq!(
                    back.board_text(Viewer::Public),
                    game.board_text(Viewer::Public),
                    "{what}"
                );
                assert_eq!(back.outcome(), game.outcome(), "{what}");
                assert_eq!(back.replay(), game.replay(), "{what}");
                if name != "kriegspiel" {
                    // Kriegspiel's state also keeps the illegal tries,
                    // which a PGN keeps only as comments.
                    assert_eq!(
                        back.save().expect("saves"),
                        game.save().expect("saves"),
                        "{what}"
                    );
                    assert_eq!(back.export(""), pgn, "{what}");
                }
            }
        }
    }
}

#[test]
fn pgn_headers_follow_the_seven_tag_roster() {
    let played = games::play_random("kriegspiel", &[], 30, 5, true);
    let pgn = played.game.export("");
    let header = Header {
        site: None,
        date_ms: 1_764_028_800_000, // 2025-11-25
        names: ["alice", "bob"],
        seats: ["White", "Black"],
    };
    let text = records::finish(&pgn, &header);
    let tags: Vec<&str> = text.lines().take_while(|l| l.starts_with('[')).collect();
    let names: Vec<&str> = tags
        .iter()
        .map(|t| t[1..].split(' ').next().unwrap())
        .collect();
    assert_eq!(
        &names[..7],
        ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
    );
    assert_eq!(tags[1], "[Site \"Telegram\"]");
    assert_eq!(tags[2], "[Date \"2025.11.25\"]");
    assert_eq!(tags[3], "[Round \"-\"]");
    assert_eq!(tags[4], "[White \"alice\"]");
    assert!(names.contains(&"Termination"), "{text}");
    // Chess tools refuse unknown variants: the rule set has its own tag.
    assert!(!names.contains(&"Variant"), "{text}");
    assert!(tags.contains(&"[KriegspielRules \"wild16\"]"), "{text}");
    let pgn = records::read_pgn(&text).unwrap();
    assert_eq!(pgn.tag("Site"), Some("Telegram"));

    // Korpalski's drops are written as in crazyhouse PGN, and its empty
    // start is given as a FEN.
    let k = games::play_random("korpalski", &[], 6, 5, true).game;
    let text = records::finish(&k.export(""), &header);
    assert!(
        text.contains("[SetUp \"1\"]") && text.contains("[FEN \""),
        "{text}"
    );
    assert!(records::read_pgn(&text).unwrap().moves[0].starts_with("K@"));
    assert_eq!(
        records::file_name("korpalski", 12, &text),
        "korpalski-12.pgn"
    );

    // Plain records get a Players line.
    let o = games::play_random("opok", &[("size", "5")], 6, 5, false).game;
    let text = records::finish(&o.export(""), &header);
    assert!(
        text.contains("Players: alice (White), bob (Black)"),
        "{text}"
    );
    assert_eq!(records::file_name("opok", 3, &text), "opok-3.txt");
}

#[test]
fn dates_are_utc_calendar_days() {
    assert_eq!(records::pgn_date(0), "1970.01.01");
    assert_eq!(records::pgn_date(951_782_400_000), "2000.02.29");
    assert_eq!(records::pgn_date(1_709_251_199_999), "2024.02.29");
    assert_eq!(records::pgn_date(-1), "1969.12.31");
}

#[test]
fn pgn_reader_skips_numbers_comments_and_variations() {
    let text = "[Event \"x\"]\n[Result \"*\"]\n\n1.e4 {a comment} e5 2. Nf3 (2. f4 exf4) 2... Nc6 $1 ; rest\n3. Bb5 a6 *\n";
    let pgn = records::read_pgn(text).unwrap();
    assert_eq!(pgn.moves, ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
    assert!(records::read_pgn("1. e4 e5").is_err());
}

/// `boardbot replay`: an exported record becomes the replay GIF, for PGN
/// records and Opok's.
#[test]
fn replay_command_draws_a_record() {
    let dir = tempfile::tempdir().unwrap();
    for (name, options) in [
        ("korpalski", &[][..]),
        ("exchange", &[("size", "6")][..]),
        ("opok", &[("size", "6")][..]),
    ] {
        let game = games::play_random(name, options, 30, 9, true).game;
        let record = dir.path().join(format!("{name}.txt"));
        std::fs::write(&record, game.export("").as_str()).unwrap();
        let out = dir.path().join(format!("{name}.gif"));
        let args = boardbot::render::cli::ReplayArgs {
            record,
            out: out.clone(),
            size: None,
        };
        boardbot::render::cli::run_replay(&args).unwrap();
        let bytes = std::fs::read(&out).unwrap();
        assert_eq!(
            bytes,
            boardbot::render::animation::gif(&game.replay()),
            "{name}"
        );
    }
}

/// Writes finished records to /tmp/boardbot-records for people (and chess
/// tools such as python-chess) to read.
#[test]
#[ignore = "writes sample records for people and chess tools to read"]
fn write_sample_records() {
    let dir = std::path::Path::new("/tmp/boardbot-records");
    std::fs::create_dir_all(dir).unwrap();
    let header = Header {
        site: Some("Chess club"),
        date_ms: 1_764_028_800_000,
        names: ["alice", "bob"],
        seats: ["White", "Black"],
    };
    for (name, options) in [
        ("kriegspiel", &[][..]),
        ("kriegspiel", &[("rules", "english")][..]),
        ("korpalski", &[][..]),
        ("exchange", &[("size", "8")][..]),
        ("opok", &[("size", "5")][..]),
    ] {
        let game = games::play_random(name, options, 90, 4, true).game;
        let text = records::finish(&game.export(""), &header);
        let file = records::file_name(name, options.len() as i64 + 1, &text);
        std::fs::write(dir.join(file), text).unwrap();
    }
}
