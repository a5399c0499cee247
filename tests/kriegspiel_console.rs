//! Kriegspiel through the console binary, as players would type it: games
//! in a group with private chats and games between two private chats,
//! attempts, announcements and who gets them, hidden boards, `/any`, the
//! end of the game.

mod support;

use boardbot::render;
use boardbot::rules::kriegspiel::{Kriegspiel, RuleSet};
use boardbot::rules::{Game, Seat, TestCtx, Viewer};
use support::*;

const GROUP: &str = "\
alice: /start
bob: /start
alice@#club: /new kriegspiel
bob@#club: /join
";

const ENGLISH: &str = "\
alice: /start
bob: /start
alice@#club: /new kriegspiel rules=english
bob@#club: /join
";

/// The chats that got a message in an answer.
fn chats(answer: &str) -> Vec<&str> {
    let mut v: Vec<&str> = answer
        .lines()
        .filter_map(|l| l.strip_prefix(">> "))
        .filter_map(|l| l.split(": ").next())
        .collect();
    v.sort();
    v.dedup();
    v
}

/// The first message to `chat` in an answer (its lines, the first without
/// the `>> chat: ` head).
fn message<'a>(answer: &'a str, chat: &str) -> Vec<&'a str> {
    let head = format!(">> {chat}: ");
    let mut out = Vec::new();
    let mut inside = false;
    for line in answer.lines() {
        if let Some(rest) = line.strip_prefix(&head) {
            if inside {
                break;
            }
            inside = true;
            out.push(rest);
        } else if line.starts_with(">> ") {
            if inside {
                break;
            }
        } else if inside {
            out.push(line.strip_prefix("   ").unwrap_or(line));
        }
    }
    out
}

/// The bytes of the picture in a message.
fn photo(bot: &Bot, msg: &[&str]) -> Vec<u8> {
    let line = msg
        .iter()
        .find(|l| l.starts_with("[photo "))
        .unwrap_or_else(|| panic!("no picture in {msg:?}"));
    let path = line
        .trim_start_matches("[photo ")
        .trim_end_matches(']')
        .replace("IMAGES", &bot.images().display().to_string());
    std::fs::read(path).expect("picture file")
}

/// The same game played through the `Game` trait: `(seat, text)` each.
fn replay(rules: RuleSet, steps: &[(Seat, &str)]) -> Kriegspiel {
    let mut g = Kriegspiel::new(rules);
    let mut env = TestCtx::new(1);
    for (seat, text) in steps {
        let _ = g.play(*seat, text, &mut env.ctx());
    }
    g
}

/// The picture the bot should draw of `g` for `viewer`.
fn drawn(g: &Kriegspiel, viewer: Viewer) -> Vec<u8> {
    let view = g.view(viewer).expect("a view");
    render::png(&view, render::default_square_px(&view))
}

#[test]
fn a_group_game_announces_to_the_group_and_shows_each_player_their_own_men() {
    let bot = Bot::new();
    let out = run_plain(
        &bot,
        &format!(
            "{GROUP}~echo group-move\nalice@#club: e2e4\n\
         ~echo move\nalice: e2e4\n\
         ~echo reply\nbob: d7d5\n\
         ~echo take\nalice: exd5\n\
         ~echo end\n"
        ),
    );
    assert!(
        section(&out, "group-move").contains("private chat"),
        "a move typed in the group is refused:\n{out}"
    );
    assert_eq!(chats(section(&out, "group-move")), ["#club"]);

    let mv = section(&out, "move");
    assert_eq!(chats(mv), ["#club", "alice", "bob"], "{out}");
    assert_eq!(
        message(mv, "#club"),
        [
            "White moved. Black's move.",
            "Move 1.",
            "White pieces left: 16.",
            "Black pieces left: 16.",
            "Pawn tries: 0.",
            "bob (Black) to move."
        ],
        "{out}"
    );
    assert_eq!(
        &message(mv, "alice")[..3],
        [
            "White moved. Black's move.",
            "Move 1.",
            "Opponent pieces left: 16."
        ]
    );
    // Each player's picture is their own view; the group gets none.
    let k = replay(RuleSet::Wild16, &[(Seat::White, "e2e4")]);
    assert_eq!(
        photo(&bot, &message(mv, "alice")),
        drawn(&k, Viewer::Seat(Seat::White))
    );
    assert_eq!(
        photo(&bot, &message(mv, "bob")),
        drawn(&k, Viewer::Seat(Seat::Black))
    );
    assert_ne!(
        drawn(&k, Viewer::Seat(Seat::White)),
        drawn(&k, Viewer::Seat(Seat::Black))
    );
    assert!(
        !mv.contains(">> #club: [photo")
            && !message(mv, "#club").iter().any(|l| l.starts_with("[photo"))
    );

    let reply = section(&out, "reply");
    for chat in ["#club", "alice", "bob"] {
        assert_eq!(
            &message(reply, chat)[..2],
            ["Black moved. White's move.", "1 pawn try"],
            "{chat}:\n{out}"
        );
    }
    let take = section(&out, "take");
    for chat in ["#club", "alice", "bob"] {
        assert_eq!(
            &message(take, chat)[..2],
            ["White moved. Black's move.", "Pawn at d5 captured"],
            "{chat}:\n{out}"
        );
    }
    assert!(message(take, "bob").contains(&"Opponent pieces left: 16."));
    assert!(message(take, "alice").contains(&"Opponent pieces left: 15."));
    assert!(message(take, "#club").contains(&"Black pieces left: 15."));
}

#[test]
fn an_illegal_attempt_is_heard_by_the_mover_only() {
    let bot = Bot::new();
    let out = run_plain(
        &bot,
        &format!(
            "{GROUP}alice: e2e4\nbob: e7e5\nalice: g1f3\nbob: d7d6\nalice: d2d3\nbob: b8c6\n\
         ~echo blocked\nalice: e4e5\n\
         ~echo impossible\nalice: Bf1f3\n\
         ~echo capture-nothing\nalice: e4d5\n\
         ~echo garbage\nalice: hello\n\
         ~echo ambiguous\nalice: Nd2\n\
         ~echo offboard\nalice: e2e9\n\
         ~echo turn\nbob: d7d5\n\
         ~echo end\n"
        ),
    );
    for name in ["blocked", "impossible", "capture-nothing"] {
        let a = section(&out, name);
        assert_eq!(a, ">> alice: Illegal move\n", "{name}:\n{out}");
    }
    let garbage = section(&out, "garbage");
    assert_eq!(chats(garbage), ["alice"]);
    assert!(garbage.contains("not a move"), "{out}");
    let ambiguous = section(&out, "ambiguous");
    assert!(ambiguous.contains("Which one: b1d2 or f3d2?"), "{out}");
    assert!(ambiguous.contains("[buttons] b1d2 | f3d2"), "{out}");
    assert_eq!(chats(ambiguous), ["alice"]);
    assert!(section(&out, "offboard").contains("e9"), "{out}");
    assert!(section(&out, "turn").contains("Not your turn"), "{out}");
    assert_eq!(chats(section(&out, "turn")), ["bob"]);
}

#[test]
fn the_position_stays_hidden_from_the_group_and_spectators() {
    let bot = Bot::new();
    let out = run_plain(
        &bot,
        &format!(
            "{GROUP}alice: e2e4\nbob: d7d5\n\
         ~echo group-board\ncarol@#club: /board\n\
         ~echo group-text\ncarol@#club: /board text\n\
         ~echo spectator-move\ncarol@#club: e4d5\n\
         ~echo group-moves\ncarol@#club: /moves\n\
         ~echo export\nalice: /export\n\
         ~echo private-text\nalice: /board text\n\
         ~echo private-moves\nbob: /moves\n\
         ~echo carol-private\ncarol: /board\n\
         ~echo end\n"
        ),
    );
    for name in ["group-board", "group-text"] {
        let a = section(&out, name);
        assert!(a.contains("hidden"), "{name}:\n{out}");
        assert!(grid(a).is_empty(), "{name}:\n{out}");
    }
    assert_eq!(section(&out, "spectator-move"), "", "{out}");
    assert_eq!(
        section(&out, "group-moves"),
        ">> #club: Kriegspiel #1: the moves so far\n   1. White moved\n   1... Black moved — 1 pawn try\n"
    );
    assert!(section(&out, "export").contains("secret"), "{out}");
    assert_eq!(
        grid(section(&out, "private-text")),
        "8 ........\n7 ........\n6 ........\n5 ........\n4 ....P...\n3 ........\n2 PPPP.PPP\n1 RNBQKBNR"
    );
    assert!(section(&out, "private-text").contains("Pawn tries: 1"));
    assert_eq!(
        section(&out, "private-moves"),
        ">> bob: Kriegspiel #1: the moves so far\n   1. White moved\n   1... d7d5 — 1 pawn try\n"
    );
    assert!(!section(&out, "carol-private").contains("rnbq"), "{out}");
}

#[test]
fn checkmate_shows_everybody_the_board_the_record_and_the_attempts() {
    let bot = Bot::new();
    let out = run_plain(
        &bot,
        &format!(
            "{GROUP}alice: f2f3\nbob: e7e5\nalice: g2g5\nalice: g2g4\nbob: d8d1\n\
         ~echo mate\nbob: Qh4\n\
         ~echo group-board\ncarol@#club: /board text\n\
         ~echo export\nbob: /export\n\
         ~echo after\nalice: e2e4\n\
         ~echo end\n"
        ),
    );
    let mate = section(&out, "mate");
    assert_eq!(chats(mate), ["#club", "alice", "bob"], "{out}");
    let full = "8 rnb.kbnr\n7 pppp.ppp\n6 ........\n5 ....p...\n4 ......Pq\n3 .....P..\n2 PPPPP..P\n1 RNBQKBNR";
    for chat in ["#club", "alice", "bob"] {
        let m = message(mate, chat);
        assert_eq!(
            &m[..6],
            [
                "Black moved. White's move.",
                "Short-diagonal check",
                "Checkmate",
                "Moves: 1. f3 e5 2. g4 Qh4# 0-1",
                "White's illegal attempts: 2. g2g5.",
                "Black's illegal attempts: 2. d8d1."
            ],
            "{chat}:\n{out}"
        );
        assert!(
            m.contains(&"Game over: 0-1, Black wins by checkmate."),
            "{chat}:\n{out}"
        );
        // Everybody's picture is the whole board now.
        let k = replay(
            RuleSet::Wild16,
            &[
                (Seat::White, "f2f3"),
                (Seat::Black, "e7e5"),
                (Seat::White, "g2g4"),
                (Seat::Black, "Qh4"),
            ],
        );
        let viewer = match chat {
            "#club" => Viewer::Public,
            "alice" => Viewer::Seat(Seat::White),
            _ => Viewer::Seat(Seat::Black),
        };
        assert!(k.outcome().is_some());
        assert_eq!(photo(&bot, &m), drawn(&k, viewer), "{chat}");
    }
    assert_eq!(grid(section(&out, "group-board")), full, "{out}");
    let export = document(&bot, section(&out, "export"));
    assert!(export.contains("[Result \"0-1\"]"), "{out}");
    assert!(
        export.contains("1. f3 e5 {White tried g2g5} 2. g4 {Black tried d8d1} 2... Qh4# 0-1"),
        "{out}"
    );
    let after = section(&out, "after");
    assert_eq!(chats(after), ["alice"], "{out}");
    assert!(!after.contains("moved"), "{out}");
}

#[test]
fn english_rules_any_try_and_no() {
    let bot = Bot::new();
    let out = run_plain(
        &bot,
        &format!(
            "{ENGLISH}alice: e2e4\nbob: d7d5\n\
         ~echo any\nalice: /any\n\
         ~echo must\nalice: g1f3\n\
         ~echo no\nalice: e4f5\n\
         ~echo free\nalice: g1f3\n\
         ~echo again\nbob: /any\n\
         ~echo twice\nbob: /any\n\
         ~echo end\n"
        ),
    );
    let any = section(&out, "any");
    assert_eq!(chats(any), ["#club", "alice", "bob"], "{out}");
    for chat in ["#club", "alice", "bob"] {
        assert_eq!(message(any, chat), ["White asks: Any?", "Try"], "{out}");
    }
    let must = section(&out, "must");
    assert_eq!(chats(must), ["alice"]);
    assert!(must.contains("pawn capture"), "{out}");
    let no = section(&out, "no");
    for chat in ["#club", "alice", "bob"] {
        assert_eq!(message(no, chat), ["No"], "{chat}:\n{out}");
    }
    let free = section(&out, "free");
    assert_eq!(
        message(free, "bob")[..2],
        ["White moved. Black's move.", "Move 2."],
        "no pawn-try count in english:\n{out}"
    );
    assert_eq!(
        message(section(&out, "again"), "alice"),
        ["Black asks: Any?", "Try"]
    );
    let twice = section(&out, "twice");
    assert_eq!(chats(twice), ["bob"]);
    assert!(twice.contains("asked already"), "{out}");
}

#[test]
fn wild16_refuses_any_and_options_are_checked() {
    let bot = Bot::new();
    let out = run_plain(
        &bot,
        &format!(
            "{GROUP}~echo any\nalice: /any\n\
         ~echo bad\ncarol@#other: /new kriegspiel rules=fide\n\
         ~echo size\ncarol@#other: /new kriegspiel size=8\n\
         ~echo prefix\ncarol@#third: /new krieg\n\
         ~echo end\n"
        ),
    );
    assert!(section(&out, "any").contains("english"), "{out}");
    assert_eq!(chats(section(&out, "any")), ["alice"]);
    assert!(section(&out, "bad").contains("wild16 or english"), "{out}");
    assert!(section(&out, "size").contains("no option"), "{out}");
    assert!(section(&out, "prefix").contains("Kriegspiel #"), "{out}");
}

#[test]
fn a_private_game_by_invite_plays_between_two_private_chats() {
    let bot = Bot::new();
    let out = run_plain(&bot, "alice: /new kriegspiel\n");
    let code = invite_code(&out);
    let out = run_plain(&bot, &format!(
        "bob: /start {code}\n~echo move\nalice: Nf3\n~echo illegal\nbob: Nf3\n~echo reply\nbob: Nf6\n~echo end\n"
    ));
    let mv = section(&out, "move");
    assert_eq!(chats(mv), ["alice", "bob"], "{out}");
    assert_eq!(message(mv, "bob")[0], "White moved. Black's move.");
    assert!(!mv.contains("Nf3") && !mv.contains("g1f3"), "{out}");
    assert_eq!(section(&out, "illegal"), ">> bob: Illegal move\n", "{out}");
    assert_eq!(
        message(section(&out, "reply"), "alice")[0],
        "Black moved. White's move."
    );
}

#[test]
fn resignation_and_draw_by_agreement_show_the_report() {
    let bot = Bot::new();
    let out = run_plain(
        &bot,
        &format!(
            "{GROUP}alice: e2e4\nbob: e7e6\nalice: d1h5\nbob: g8g6\n\
         ~echo resign\nbob: /resign yes\n\
         ~echo after\nalice: /board text\n\
         ~echo end\n"
        ),
    );
    let resign = section(&out, "resign");
    for chat in ["#club", "alice", "bob"] {
        let m = message(resign, chat);
        assert!(m.contains(&"Moves: 1. e4 e6 2. Qh5 1-0"), "{chat}:\n{out}");
        assert!(
            m.contains(&"Black's illegal attempts: 2. g8g6."),
            "{chat}:\n{out}"
        );
        assert!(
            m.contains(&"Game over: 1-0, White wins by resignation."),
            "{out}"
        );
        assert!(m.iter().any(|l| l.starts_with("[photo ")), "{out}");
    }
    assert!(
        grid(section(&out, "after")).contains("7 pppp.ppp"),
        "the whole board:\n{out}"
    );
    let bot = Bot::new();
    let out = run_plain(
        &bot,
        &format!(
            "{GROUP}alice: e2e4\n~echo offer\nbob: /draw\n~echo accept\nalice: /draw\n~echo end\n"
        ),
    );
    assert!(section(&out, "offer").contains("offers a draw"), "{out}");
    assert!(
        section(&out, "accept").contains("Game over: 1/2-1/2, Draw by agreement."),
        "{out}"
    );
}

#[test]
fn the_game_survives_a_restart_between_attempts() {
    let bot = Bot::new();
    run_plain(
        &bot,
        &format!("{GROUP}alice: e2e4\nbob: e7e5\nalice: e4e5\n"),
    );
    let out = run_plain(
        &bot,
        "~echo moves\nalice: /moves\n~echo play\nalice: g1f3\n~echo end\n",
    );
    assert_eq!(
        section(&out, "moves"),
        ">> alice: Kriegspiel #1: the moves so far\n   1. e2e4\n   1... Black moved\n   2. White tried e4e5: Illegal move\n"
    );
    assert_eq!(
        message(section(&out, "play"), "bob")[0],
        "White moved. Black's move."
    );
}

#[test]
fn a_stray_promotion_letter_is_refused_and_no_tries_are_counted_after_the_end() {
    let bot = Bot::new();
    let out = run_plain(
        &bot,
        &format!(
            "{GROUP}alice: e2e4\n~echo slip\nbob: e7e5q\n~echo d5\nbob: d7d5\n\
         alice: g1f3\nbob: g8f6\nalice: f3g1\nbob: f6g8\nalice: g1f3\nbob: g8f6\nalice: f3g1\n\
         ~echo last\nbob: f6g8\n~echo help\nalice@#club: /help kriegspiel\n~echo end\n"
        ),
    );
    // Malformed, so refused to bob alone and not an illegal attempt.
    let slip = section(&out, "slip");
    assert_eq!(chats(slip), ["bob"], "{slip}");
    assert!(
        slip.trim_end()
            == ">> bob: 'e7e5q' is not a move: a promotion letter goes only with a pawn reaching the last rank (e.g. e2e1q).",
        "{slip}"
    );
    // Threefold repetition with White's exd5 still possible: the end is
    // announced, no pawn-try count.
    let last = section(&out, "last");
    for chat in ["#club", "alice", "bob"] {
        let m = message(last, chat);
        assert_eq!(
            &m[..3],
            [
                "Black moved. White's move.",
                "Draw by threefold repetition",
                "Moves: 1. e4 d5 2. Nf3 Nf6 3. Ng1 Ng8 4. Nf3 Nf6 5. Ng1 Ng8 1/2-1/2"
            ],
            "{chat}:\n{last}"
        );
        assert!(m.contains(&"Black's illegal attempts: none."), "{last}");
        assert!(!m.iter().any(|l| l.contains("pawn tr")), "{chat}:\n{last}");
    }
    // /help describes the english rules' public No.
    assert!(
        section(&out, "help").contains(
            "With rules=english the referee answers No instead, and both players and the group hear it."
        ),
        "{out}"
    );
}
