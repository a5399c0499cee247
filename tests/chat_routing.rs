//! Which game a message is about, as a new player meets it (issue 27):
//! finished games that fall quiet, talk in private chats, one routing rule
//! for groups and private chats, invite codes typed in a group, actions on
//! a finished game, and Kriegspiel attempts typed in the group. Each test
//! drives the console binary with a script.

mod support;

use support::*;

/// Two players start a Korpalski game in #club; White drops the king.
const KORPALSKI: &str = "\
alice@#club: /new korpalski
bob@#club: /join
alice@#club: K@e1
";

/// The number of messages in an answer.
fn messages(answer: &str) -> usize {
    answer.matches(">> ").count()
}

// ------------------------------------------------ 6. finished is finished

#[test]
fn a_finished_game_answers_its_players_moves_for_ten_minutes_only() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{KORPALSKI}alice@#club: /resign yes\n\
         ~echo soon\nbob@#club: K@e8\n\
         ~echo spectator\ncarol@#club: e4\n\
         ~wait 601\n\
         ~echo later\nalice@#club: Nf3\nbob@#club: e4\nbob@#club: Qxe5\n\
         ~echo named\nbob@#club: #1 K@e8\n\
         ~echo command\nbob@#club: /draw\n~echo end\n"
    ));
    assert!(
        section(&out, "soon").contains("bob: Game #1 is over: 0-1"),
        "{out}"
    );
    assert_eq!(section(&out, "spectator"), "", "{out}");
    // Ten minutes later, plain chat from the former players is talk again.
    assert_eq!(section(&out, "later"), "", "{out}");
    // A move that names the game, and a command, are still answered.
    assert!(section(&out, "named").contains("Game #1 is over"), "{out}");
    assert!(
        section(&out, "command").contains("Game #1 is over"),
        "{out}"
    );
}

#[test]
fn a_finished_game_is_named_right() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{KORPALSKI}alice@#club: /resign yes\n\
         alice@#club: /new korpalski\nalice@#club: /abort\n\
         ~echo aborted\nalice@#club: K@d4\n\
         ~echo stranger\ndave@#club: /abort\n~echo end\n"
    ));
    let aborted = section(&out, "aborted");
    assert!(aborted.contains("Game #2 was aborted"), "{out}");
    assert!(!aborted.contains("#1"), "{out}");
    let stranger = section(&out, "stranger");
    assert!(stranger.contains("No game is running"), "{out}");
    assert!(!stranger.contains("#1"), "{out}");
}

// ------------------------------------------------ 7. talk in private chats

#[test]
fn talk_in_a_private_chat_gets_one_short_line() {
    let bot = Bot::new();
    let first = bot.run("alice: /new korpalski\n");
    let korpalski = invite_code(&first);
    let second = bot.run(&format!("bob: /join {korpalski}\nalice: /new opok\n"));
    let opok = invite_codes(&second)
        .into_iter()
        .last()
        .expect("the Opok invite");
    let long = "x".repeat(5000);
    let out = bot.run(&format!(
        "carol: /join {opok}\n\
         ~echo talk\nalice: good game so far\n\
         ~echo long\nalice: {long}\n\
         ~echo emoji\nalice: 👍\n\
         ~echo unjoined\ndave: /new opok\ndave: /new korpalski\n~echo garbage\ndave: qwerty uiop\n\
         ~echo end\n"
    ));
    for name in ["talk", "long", "emoji"] {
        let answer = section(&out, name);
        assert_eq!(messages(answer), 1, "{name}:\n{out}");
        assert!(
            answer.contains("is not a move in any of your games"),
            "{name}:\n{out}"
        );
        assert!(answer.contains("/say"), "{name}:\n{out}");
        assert!(!answer.contains("Which game"), "{name}:\n{out}");
    }
    assert!(section(&out, "long").len() < 400, "{out}");
    let garbage = section(&out, "garbage");
    assert!(
        garbage.contains("is not a move in any of your games"),
        "{out}"
    );
    assert!(!garbage.contains("Which game"), "{out}");
    assert!(!garbage.contains("/say"), "nobody to talk to:\n{out}");
}

#[test]
fn the_computer_does_not_chat() {
    let bot = Bot::new();
    let out = bot.run(
        "erin: /new korpalski vs=bot\n\
         ~echo hello\nerin: hello\n~echo say\nerin: /say hi\n~echo end\n",
    );
    let hello = section(&out, "hello");
    assert!(hello.contains("boardbot does not chat"), "{out}");
    assert!(!hello.contains("/say"), "{out}");
    let say = section(&out, "say");
    assert!(say.contains("boardbot does not chat"), "{out}");
    assert!(!say.contains("Sent to"), "{out}");
}

// ------------------------------------------------ 8 and 13. one routing rule

#[test]
fn a_move_shape_of_exactly_one_game_goes_there_in_private() {
    let bot = Bot::new();
    let first = bot.run("alice: /new korpalski\n");
    let korpalski = invite_code(&first);
    let second = bot.run(&format!(
        "bob: /join {korpalski}\nalice: /new opok size=5\n"
    ));
    let opok = invite_codes(&second)
        .into_iter()
        .last()
        .expect("the Opok invite");
    // Both games wait for alice's move; only Korpalski takes a drop, only
    // Opok a count between squares.
    let out = bot.run(&format!(
        "carol: /join {opok}\n\
         ~echo drop\nalice: K@e1\n~echo stacks\nalice: a1 3 b3\n~echo end\n"
    ));
    let drop = section(&out, "drop");
    assert!(drop.contains("1. K@e1"), "{out}");
    assert!(!drop.contains("Which game"), "{out}");
    let stacks = section(&out, "stacks");
    assert!(stacks.contains("1. First: a1 3 b3"), "{out}");
    assert!(!stacks.contains("Which game"), "{out}");
}

#[test]
fn a_move_shape_of_the_other_game_is_answered_there_in_a_group() {
    let bot = Bot::new();
    let out = bot.run(
        "alice@#club: /new korpalski\nbob@#club: /join\n\
         carol@#club: /new opok size=5\nalice@#club: /join\n\
         ~echo early\nalice@#club: a1 3 a4\n\
         ~echo first\ncarol@#club: a1 3 b3\n\
         ~echo second\nalice@#club: e5 2 d4\n\
         ~echo chess\nalice@#club: K@e1\n~echo end\n",
    );
    let early = section(&out, "early");
    assert!(
        early.contains("alice: Not your turn in Opok #2: it is carol (First)'s move."),
        "{out}"
    );
    assert!(
        section(&out, "first").contains("1. First: a1 3 b3"),
        "{out}"
    );
    assert!(
        section(&out, "second").contains("1. Second: e5 2 d4"),
        "{out}"
    );
    assert!(section(&out, "chess").contains("1. K@e1"), "{out}");
}

// ------------------------------------------------ 9. invite codes in a group

#[test]
fn a_private_invite_code_typed_in_a_group_is_refused_there() {
    let bot = Bot::new();
    let first = bot.run("alice: /new opok\n");
    let code = invite_code(&first);
    let out = bot.run(&format!(
        "~echo group\nbob@#club: /join {code}\n~echo start\nbob@#club: /start {code}\n\
         ~echo games\nbob: /games\n~echo private\nbob: /join {code}\n~echo end\n"
    ));
    for name in ["group", "start"] {
        let group = section(&out, name);
        assert_eq!(messages(group), 1, "{name}:\n{out}");
        assert!(group.starts_with(">> #club: bob: "), "{name}:\n{out}");
        assert!(group.contains("[buttons] Join in private"), "{out}");
        assert!(!group.contains("bob joins"), "{name}:\n{out}");
    }
    assert!(section(&out, "games").contains("no game running"), "{out}");
    assert!(
        section(&out, "private").contains("bob joins as Second"),
        "{out}"
    );
}

// ------------------------------------------------ 10. one's own waiting game

#[test]
fn the_creator_of_a_waiting_game_hears_that_another_member_must_join() {
    let bot = Bot::new();
    let out = bot.run(
        "alice@#club: /new korpalski\n~echo again\nalice@#club: /new korpalski\n\
         ~echo join\nalice@#club: /join\n~echo numbered\nalice@#club: /join #1\n~echo end\n",
    );
    assert!(
        section(&out, "again").contains("still waiting for a second player"),
        "{out}"
    );
    for name in ["join", "numbered"] {
        let join = section(&out, name);
        assert!(
            join.contains("Game #1 is yours: another member of the group must join it"),
            "{name}:\n{out}"
        );
    }
}

// ------------------------------------------------ 11. actions name the game

#[test]
fn an_action_without_a_game_of_ones_own_names_the_game() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{KORPALSKI}alice@#club: /resign yes\n\
         carol@#club: /new opok size=5\ndave@#club: /join\n\
         ~echo player\nalice@#club: /draw\n~echo stranger\nerin@#club: /draw\n~echo end\n"
    ));
    let player = section(&out, "player");
    assert!(player.contains("Game #1 is over: 0-1"), "{out}");
    assert!(!player.contains("this game"), "{out}");
    assert!(
        section(&out, "stranger").contains("You are not playing in Opok #2."),
        "{out}"
    );
}

// ------------------------------------------------ 15. Kriegspiel in the group

#[test]
fn kriegspiel_attempts_in_the_group_are_answered_once_and_never_played() {
    let bot = Bot::new();
    let out = bot.run(
        "alice: /start\nbob: /start\nalice@#club: /new kriegspiel\nbob@#club: /join\n\
         ~echo first\nalice@#club: e2e4\n\
         ~echo again\nalice@#club: e2e4\nalice@#club: d2d4\n\
         ~echo other\nbob@#club: e7e5\n\
         ~echo private\nalice: e2e4\n~echo end\n",
    );
    let first = section(&out, "first");
    assert_eq!(messages(first), 1, "{out}");
    assert!(first.starts_with(">> #club: alice: "), "{out}");
    assert!(first.contains("private chat"), "{out}");
    assert!(first.contains("[buttons] Open our private chat"), "{out}");
    assert!(!first.contains("e2e4") && !first.contains("e4"), "{out}");
    assert_eq!(section(&out, "again"), "", "{out}");
    let other = section(&out, "other");
    assert!(other.starts_with(">> #club: bob: "), "{out}");
    assert!(!other.contains("e7e5") && !other.contains("e5"), "{out}");
    // Nothing was played in the group: e2e4 is still White's to make.
    assert!(section(&out, "private").contains("White moved"), "{out}");
}
