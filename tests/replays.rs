//! Whole games as animated GIFs and records as files, through the console:
//! a game that ends sends its replay to every chat that follows it (a
//! Kriegspiel game only after the end), `/export gif` sends it on demand
//! where nothing is hidden, and `/export` sends the record as a file that
//! reads back into the same game.

mod support;

use support::*;

/// The paths of the `[KIND PATH]` lines in `out`, as written (`IMAGES/…`).
fn files<'a>(out: &'a str, kind: &str) -> Vec<&'a str> {
    let prefix = format!("[{kind} ");
    out.lines()
        .filter_map(|l| l.trim().strip_prefix(prefix.as_str()))
        .filter_map(|l| l.strip_suffix(']'))
        .collect()
}

fn read(bot: &Bot, path: &str) -> Vec<u8> {
    let path = path.replace("IMAGES", &bot.images().display().to_string());
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The number of frames of a GIF.
fn frames(gif: &[u8]) -> usize {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(gif).expect("a GIF");
    let mut n = 0;
    while decoder.read_next_frame().expect("a frame").is_some() {
        n += 1;
    }
    n
}

#[test]
fn a_finished_game_sends_its_replay_and_export_gif_sends_it_on_demand() {
    let bot = Bot::new();
    let out = bot.run(
        "alice@#club: /new opok size=5\nbob@#club: /join\n\
         alice@#club: a1 3 b3\nbob@#club: e5 2 d4\nalice@#club: b3 1 c3\n\
         ~echo running\nbob@#club: /export gif\n\
         ~echo end\nbob@#club: /resign yes\n~echo done\n",
    );
    let running = section(&out, "running");
    let gifs = files(running, "animation");
    assert_eq!(gifs.len(), 1, "{out}");
    // The start and one position per ply.
    assert_eq!(frames(&read(&bot, gifs[0])), 4, "{out}");
    let end = section(&out, "end");
    assert!(end.contains("Game over: 1-0"), "{end}");
    let gifs = files(end, "animation");
    assert_eq!(gifs.len(), 1, "one replay for the group:\n{end}");
    assert!(
        end.contains(">> #club: Opok #1: the whole game, 4 positions"),
        "{end}"
    );
    assert_eq!(frames(&read(&bot, gifs[0])), 4);
}

#[test]
fn kriegspiel_shows_its_replay_only_after_the_end() {
    let bot = Bot::new();
    let out = bot.run(
        "alice: /start\nbob: /start\nalice@#club: /new kriegspiel\nbob@#club: /join\n\
         alice: e2e4\nbob: e7e5\n\
         ~echo secret\nalice: /export gif\nalice@#club: /export gif #1\n\
         ~echo end\nbob: /resign yes\n~echo done\n",
    );
    let secret = section(&out, "secret");
    assert!(files(secret, "animation").is_empty(), "{secret}");
    assert!(secret.contains("secret until the game ends"), "{secret}");
    let before_end = out.split("~~ end").next().unwrap_or_default();
    assert!(files(before_end, "animation").is_empty(), "{out}");
    let end = section(&out, "end");
    for chat in ["#club", "alice", "bob"] {
        assert!(
            end.contains(&format!(
                ">> {chat}: Kriegspiel #1: the whole game, 3 positions"
            )),
            "{chat}:\n{end}"
        );
    }
    for gif in files(end, "animation") {
        assert_eq!(frames(&read(&bot, gif)), 3);
    }
}

#[test]
fn export_sends_a_record_file_that_reads_back_into_the_game() {
    let bot = Bot::new();
    let out = bot.run(
        "alice@#club: /new korpalski\nbob@#club: /join\n\
         alice@#club: K@e1\nbob@#club: K@e8\nalice@#club: Q@d4\nbob@#club: N@c6\n\
         ~echo board\nalice@#club: /board text\n~echo export\nalice@#club: /export\n~echo end\n",
    );
    let export = section(&out, "export");
    let docs = files(export, "document");
    assert_eq!(docs.len(), 1, "{export}");
    assert!(docs[0].ends_with("korpalski-1.pgn"), "{export}");
    let text = String::from_utf8(read(&bot, docs[0])).expect("UTF-8");
    assert!(text.contains("[Site \"#club\"]"), "{text}");
    assert!(text.contains("[White \"alice\"]"), "{text}");
    let game = boardbot::records::load(&text).expect("the record reads back");
    let board = grid(section(&out, "board"));
    let back = game.board_text(boardbot::rules::Viewer::Public);
    for row in board.lines().filter(|l| !l.trim().is_empty()) {
        assert!(back.contains(row.trim_end()), "{row} missing in\n{back}");
    }
}
