//! The console binary driven by scripts, as a user would: every test starts
//! `boardbot console` on a fresh database and reads what it printed.

mod support;

use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;

use support::*;

const START_5X5: &str = "\
alice@#club: /new opok size=5
bob@#club: /join
";

#[test]
fn a_group_game_starts_and_takes_moves() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{START_5X5}~echo move\nalice@#club: a1 3 b3\n~echo board\nalice@#club: /board text\n"
    ));
    let first = out.lines().next().unwrap_or_default();
    assert!(
        first.starts_with(">> #club: Opok #1: alice (First)"),
        "{out}"
    );
    assert!(out.contains("[buttons] Join"), "{out}");
    assert!(out.contains("bob joins as Second"), "{out}");
    assert!(
        section(&out, "move").starts_with(">> #club: 1. First: a1 3 b3"),
        "{out}"
    );
    assert_eq!(
        grid(section(&out, "board")),
        "5 .   .   .   .   b25\n4 .   .   .   .   .\n3 .   A3  .   .   .\n2 .   .   .   .   .\n1 A22 .   .   .   .\n  a   b   c   d   e"
    );
}

#[test]
fn wrong_inputs_get_a_reason_and_change_nothing() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{START_5X5}alice@#club: a1 3 b3\n~echo before\nalice@#club: /board text\n\
         ~echo turn\nalice@#club: a1 2 a3\n\
         ~echo count\nbob@#club: e5 25 e4\n\
         ~echo off\nbob@#club: e5 2 f5\n\
         ~echo blocked\nbob@#club: e5-e4-d4-c4-c3-b3\n\
         ~echo garbage\nbob@#club: e5 3\n\
         ~echo chatter\nbob@#club: hello there\n\
         ~echo stranger\ncarol@#club: e5 2 d4\n\
         ~echo after\nalice@#club: /board text\n~echo end\n"
    ));
    let before = grid(section(&out, "before"));
    assert!(!before.is_empty());
    assert_eq!(
        before,
        grid(section(&out, "after")),
        "the board changed:\n{out}"
    );
    let answer = |name: &str| section(&out, name).to_string();
    assert!(
        answer("turn").starts_with(">> #club: alice: Not your turn"),
        "{out}"
    );
    assert!(answer("count").contains("at most 24"), "{out}");
    assert!(answer("off").contains("f5"), "{out}");
    assert!(answer("garbage").contains("e5 3"), "{out}");
    // In a group, talk and a spectator's move get no answer at all.
    assert_eq!(answer("chatter"), "", "{out}");
    assert_eq!(answer("stranger"), "", "{out}");
    for name in ["turn", "count", "off", "blocked", "garbage"] {
        assert_eq!(
            answer(name).matches(">> ").count(),
            1,
            "{name}: one answer:\n{out}"
        );
        assert!(
            !answer(name).contains("[photo"),
            "{name}: no board for a refusal"
        );
    }
}

#[test]
fn a_second_game_in_the_same_group_runs_beside_the_first() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{START_5X5}~echo again\ncarol@#club: /new opok\n~echo games\ncarol: /games\n"
    ));
    assert!(
        section(&out, "again").contains("Opok #2: carol (First)"),
        "{out}"
    );
    assert!(section(&out, "games").contains("#2 Opok in #club"), "{out}");
}

#[test]
fn private_game_by_invite_code() {
    let bot = Bot::new();
    let out = bot.run("alice: /new opok size=5\n");
    let code = invite_code(&out);
    assert!(
        out.contains(&format!("https://t.me/boardbot?start={code}")),
        "{out}"
    );
    assert!(
        code.len() >= 10,
        "invite codes are long enough not to be guessed"
    );
    let out = bot.run(&format!(
        "~echo wrong\nbob: /join nosuchcode\n~echo join\nbob: /start {code}\n~echo move\nalice: a1 2 a3\n~echo reply\nbob: e5 2 e3\n"
    ));
    assert!(
        section(&out, "wrong").contains("No game has the invite code"),
        "{out}"
    );
    let join = section(&out, "join");
    assert!(
        join.contains(">> alice: ") && join.contains(">> bob: "),
        "both players see the start:\n{out}"
    );
    let mv = section(&out, "move");
    assert!(
        mv.contains(">> alice: Opok #1 vs bob: 1. First: a1 2 a3")
            && mv.contains(">> bob: Opok #1 vs alice: 1. First: a1 2 a3"),
        "{out}"
    );
    assert!(
        section(&out, "reply").contains(">> alice: Opok #1 vs bob: 1. Second: e5 2 e3"),
        "{out}"
    );
}

#[test]
fn several_private_games_ask_which_and_switch_chooses() {
    let bot = Bot::new();
    let mut script = String::new();
    for _ in 0..2 {
        script.push_str("alice: /new opok size=5\n");
    }
    let out = bot.run(&script);
    let codes = invite_codes(&out);
    assert_eq!(codes.len(), 2, "{out}");
    let out = bot.run(&format!(
        "bob: /join {}\ncarol: /join {}\n~echo which\nalice: a1 2 a3\n~echo switch\nalice: /switch 2\n~echo move\nalice: a1 2 a3\n~echo games\nalice: /games\n",
        codes[0], codes[1]
    ));
    assert!(section(&out, "which").contains("Which game"), "{out}");
    assert!(!section(&out, "which").contains("[photo"), "{out}");
    assert!(section(&out, "switch").contains("#2"), "{out}");
    let mv = section(&out, "move");
    assert!(
        mv.contains(">> carol: Opok #2 vs alice: 1. First: a1 2 a3"),
        "the move went to game 2 (carol's):\n{out}"
    );
    assert!(!mv.contains(">> bob:"), "{out}");
    let games = section(&out, "games");
    assert!(
        games.contains("#1 Opok vs bob (Second) — your move"),
        "{out}"
    );
    assert!(
        games.contains("#2 Opok vs carol (Second) — carol's move"),
        "{out}"
    );
}

/// `/switch #2` names the game as `#N` does in every other command (it
/// used to take the `#2` as the game's target and find no number).
#[test]
fn switch_takes_the_game_number_with_its_hash() {
    let bot = Bot::new();
    let out = bot.run("alice: /new opok size=5\nalice: /new opok size=5\n");
    let codes = invite_codes(&out);
    let out = bot.run(&format!(
        "bob: /join {}\ncarol: /join {}\n~echo switch\nalice: /switch #2\n~echo move\nalice: a1 2 a3\n",
        codes[0], codes[1]
    ));
    assert!(section(&out, "switch").contains("#2"), "{out}");
    assert!(
        section(&out, "move").contains(">> carol: Opok #2 vs alice: 1. First: a1 2 a3"),
        "{out}"
    );
}

#[test]
fn correspondence_limit_reminds_then_ends_the_game() {
    let bot = Bot::new();
    let day = 24 * 3600;
    let out = bot.run(&format!(
        "alice@#club: /new opok size=5 days=1\nbob@#club: /join\n\
         ~echo early\n~wait {}\n~echo remind\n~wait {}\n~echo late\n~wait {}\n~echo after\nalice@#club: a1 2 a3\n",
        day / 2,
        day * 4 / 10 + 60,
        day / 10
    ));
    assert_eq!(section(&out, "early"), "", "{out}");
    let remind = section(&out, "remind");
    assert!(remind.contains("Reminder: alice"), "{out}");
    assert_eq!(remind.matches(">> ").count(), 1, "one reminder:\n{out}");
    let late = section(&out, "late");
    assert!(late.contains("Game over: 0-1"), "{out}");
    assert!(section(&out, "after").contains("over"), "{out}");
}

#[test]
fn abort_only_by_the_creator_and_only_before_moves() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{START_5X5}~echo bob\nbob@#club: /abort\n~echo moved\nalice@#club: a1 2 a3\nalice@#club: /abort\n~echo fresh\nalice@#club: /resign\ncarol@#club: /new opok\ncarol@#club: /abort\n~echo new\ndave@#club: /new opok\n"
    ));
    assert!(
        section(&out, "bob").contains("Only the player who created"),
        "{out}"
    );
    assert!(section(&out, "moved").contains("moves were made"), "{out}");
    // Opok has no draw by agreement: /abort does not point to /draw.
    assert!(
        section(&out, "moved")
            .contains("The game has started: moves were made. /resign to give up.\n"),
        "{out}"
    );
    assert!(section(&out, "fresh").contains("aborted by carol"), "{out}");
    assert!(
        section(&out, "new").contains("waiting for a second player"),
        "{out}"
    );
}

#[test]
fn resignation_ends_with_a_game_over_line_and_opok_has_no_draw_offers() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{START_5X5}~echo draw\nalice@#club: /draw\n~echo resign\nbob@#club: /resign yes\n~echo later\nbob@#club: /resign\n"
    ));
    assert!(section(&out, "draw").contains("not part of Opok"), "{out}");
    let resign = section(&out, "resign");
    assert!(resign.contains("bob (Second) resigns."), "{out}");
    assert!(resign.contains("Game over: 1-0"), "{out}");
    // Finished is finished: the same result, no second Game over.
    let later = section(&out, "later");
    assert!(later.contains("Game #1 is over: 1-0"), "{out}");
    assert!(!later.contains("Game over"), "{out}");
}

#[test]
fn kill_9_right_after_an_answer_keeps_the_move() {
    let bot = Bot::new();
    let mut child = bot
        .command()
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start console");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
    writeln!(stdin, "{START_5X5}alice@#club: a1 3 b3\n~echo answered").expect("write");
    let answer = read_until(&mut lines, "answered");
    assert!(answer.contains("1. First: a1 3 b3"), "{answer}");
    kill9(&mut child);
    drop(stdin);

    let out = bot.run("~echo board\nalice@#club: /board text\n~echo move\nbob@#club: e5 2 d4\n");
    let board = grid(section(&out, "board"));
    assert!(
        board.contains("3 .   A3"),
        "the move survived the crash:\n{out}"
    );
    assert!(
        section(&out, "move").contains("1. Second: e5 2 d4"),
        "{out}"
    );
}

/// A whole game, wrong inputs mixed in, compared line by line with the
/// reviewed transcript in `tests/transcripts/`. After a deliberate change of
/// wording, regenerate with `BLESS=1 cargo test --test console` and review
/// the diff.
#[test]
fn a_whole_opok_game_matches_its_transcript() {
    let bot = Bot::new();
    let out = bot.run(include_str!("transcripts/opok_5x5.txt"));
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/transcripts/opok_5x5.out");
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&path, &out).expect("write transcript");
    }
    let expected = std::fs::read_to_string(&path).expect("read transcript");
    for (i, (got, want)) in out.lines().zip(expected.lines()).enumerate() {
        assert_eq!(got, want, "line {} differs; whole output:\n{out}", i + 1);
    }
    assert_eq!(out.lines().count(), expected.lines().count(), "{out}");
    assert!(
        out.contains("Game over: 0-1, Second wins, 14 squares to 8."),
        "{out}"
    );

    // Every board was drawn: each [photo] names a PNG that decodes.
    let photos: Vec<&str> = out
        .lines()
        .filter_map(|l| l.trim().strip_prefix("[photo IMAGES/")?.strip_suffix(']'))
        .collect();
    assert!(photos.len() >= 26, "a picture per move: {}", photos.len());
    for name in photos {
        let file = std::fs::File::open(bot.images().join(name)).expect("picture written");
        let reader = png::Decoder::new(std::io::BufReader::new(file))
            .read_info()
            .expect("a PNG");
        assert!(reader.info().width >= 200 && reader.info().width <= 1280);
    }
}

#[test]
fn a_game_with_private_views_waits_for_a_player_without_a_private_chat() {
    let bot = Bot::new();
    let out = bot.run(
        "alice: /start\nalice@#club: /new kriegspiel\n~echo join\nbob@#club: /join\n\
         ~echo early\nalice: e2e4\n~echo ready\nbob: /start hello\n~echo move\nalice: e2e4\n",
    );
    let join = section(&out, "join");
    assert!(
        join.contains(">> #club: bob: I can only show you your board in our private chat. Open https://t.me/boardbot?start=hello"),
        "{out}"
    );
    assert!(
        join.contains(">> alice: "),
        "alice, who opened her chat, gets her view:\n{out}"
    );
    assert!(
        !join.contains(">> bob: "),
        "nothing may be sent to a chat bob never opened:\n{out}"
    );
    let early = section(&out, "early");
    assert!(
        early.contains("waits for you") && !early.contains("moved"),
        "{out}"
    );
    assert!(
        early.contains(">> alice: Game #1 waits until both players"),
        "the mover is told:\n{out}"
    );
    let ready = section(&out, "ready");
    assert!(
        ready.contains(">> bob: Kriegspiel #1"),
        "bob gets his board once he opens the chat:\n{out}"
    );
    assert!(ready.contains(">> #club: bob (Black) is ready"), "{out}");
    let mv = section(&out, "move");
    // Each chat is told which game (and the group, whose move it was).
    for head in [
        "#club: Kriegspiel #1, alice (White)",
        "alice: Kriegspiel #1 vs bob",
        "bob: Kriegspiel #1 vs alice",
    ] {
        assert!(
            mv.contains(&format!(">> {head}: White moved. Black's move.")),
            "{head}:\n{out}"
        );
    }
}

#[test]
fn illegal_attempts_do_not_buy_time() {
    let bot = Bot::new();
    let day = 24 * 3600;
    let out = bot.run(&format!(
        "alice: /start\nbob: /start\nalice@#club: /new kriegspiel days=1\nbob@#club: /join\n\
         ~wait {}\nalice: e2e5\n~echo late\n~wait {}\n",
        day / 2,
        day / 2 + 1
    ));
    assert!(
        out.contains(">> alice: Kriegspiel #1 vs bob: Illegal move"),
        "{out}"
    );
    assert!(
        section(&out, "late").contains("Game over: 0-1"),
        "the limit still ran from the last move:\n{out}"
    );
}

#[test]
fn a_game_number_that_cannot_exist_names_no_game() {
    let bot = Bot::new();
    let out = bot.run("alice: /new opok size=5\n~echo big\nalice: /board #99999999999999999999\n");
    let big = section(&out, "big");
    assert!(big.contains("There is no game #"), "{out}");
    assert!(!big.contains("Opok #1"), "{out}");
}

#[test]
fn a_draw_offer_carries_the_accept_button_only_for_the_opponent() {
    let bot = Bot::new();
    let out = bot.run("alice: /new exchange size=5\n");
    let code = invite_code(&out);
    let out = bot.run(&format!("bob: /join {code}\n~echo offer\nalice: /draw\n"));
    let offer = section(&out, "offer");
    let to = |chat: &str| {
        offer
            .split(">> ")
            .find(|b| b.starts_with(&format!("{chat}: ")))
            .unwrap_or_else(|| panic!("nothing to {chat}:\n{out}"))
            .to_string()
    };
    assert!(to("bob").contains("[buttons] Accept draw"), "{out}");
    assert!(!to("alice").contains("Accept draw"), "{out}");
}
