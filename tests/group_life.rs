//! Living in a group (`specs/chat.md`): quiet on conversation, several
//! games at once, nobody acts for another, finished is finished, nothing
//! waits forever, every notification says which game. Each test drives the
//! console binary with a script, as players would.

mod support;

use boardbot::console::name_id;
use support::*;

/// Two players start a Korpalski game in #club; White drops the king.
const KORPALSKI: &str = "\
alice@#club: /new korpalski
bob@#club: /join
alice@#club: K@e1
";

/// Lines in four languages, emoji and single words: talk, not moves.
const CHATTER: &[&str] = &[
    "good luck!",
    "thanks, you too",
    "ok",
    "lol",
    "👍",
    "what about e4?",
    "удачі!",
    "дякую, і тобі",
    "powodzenia!",
    "dzięki, wzajemnie",
    "спасибо, взаимно",
    "хорошая партия",
    "gg",
];

#[test]
fn conversation_in_a_group_gets_no_answer() {
    let bot = Bot::new();
    let mut script = format!("{KORPALSKI}~echo chatter\n");
    for line in CHATTER {
        for user in ["alice", "bob", "carol"] {
            script.push_str(&format!("{user}@#club: {line}\n"));
        }
    }
    script
        .push_str("~echo move\nbob@#club: K@e8\n~echo talk after\nalice@#club: nice\n~echo end\n");
    let out = bot.run(&script);
    assert_eq!(section(&out, "chatter"), "", "chatter was answered:\n{out}");
    assert!(section(&out, "move").contains("1... K@e8"), "{out}");
    assert_eq!(section(&out, "talk after"), "", "{out}");
}

#[test]
fn move_like_texts_of_players_are_still_answered() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{KORPALSKI}~echo turn\nalice@#club: Qd4\n~echo bad\nbob@#club: Nf9\n\
         ~echo spectator\ncarol@#club: K@e8\n~echo end\n"
    ));
    assert!(
        section(&out, "turn").contains("alice: Not your turn"),
        "{out}"
    );
    assert!(section(&out, "bad").starts_with(">> #club: bob: "), "{out}");
    // A spectator is not a player: the group does not hear from the bot.
    assert_eq!(section(&out, "spectator"), "", "{out}");
}

#[test]
fn two_games_in_one_group_are_played_at_once() {
    let bot = Bot::new();
    let out = bot.run(
        "alice@#club: /new korpalski\nbob@#club: /join\n\
         carol@#club: /new opok size=5\ndave@#club: /join\n\
         ~echo a\nalice@#club: K@e1\n~echo c\ncarol@#club: a1 3 b3\n\
         ~echo b\nbob@#club: K@e8\n~echo d\ndave@#club: e5 2 d4\n\
         ~echo games\ndave@#club: /games\n~echo end\n",
    );
    assert!(section(&out, "a").contains("1. K@e1"), "{out}");
    assert!(section(&out, "c").contains("1. First: a1 3 b3"), "{out}");
    assert!(section(&out, "b").contains("1... K@e8"), "{out}");
    assert!(section(&out, "d").contains("1. Second: e5 2 d4"), "{out}");
    let games = section(&out, "games");
    assert!(games.contains("#1 Korpalski"), "{games}");
    assert!(games.contains("#2 Opok"), "{games}");
}

#[test]
fn one_player_in_two_games_chooses_with_a_number_or_a_reply() {
    let bot = Bot::new();
    let out = bot.run(
        "alice@#club: /new korpalski\nbob@#club: /join\n\
         alice@#club: /new korpalski\ncarol@#club: /join\n\
         ~echo which\nalice@#club: K@e1\n\
         ~echo numbered\nalice@#club: #2 K@d1\n\
         ~echo first\nalice@#club: /board text #1\n\
         ~echo second\nalice@#club: /board text #2\n\
         ~echo reply\nalice@#club: #1 K@e1\nbob@#club: K@e8\ncarol@#club: K@d8\n\
         alice@#club: /board #1\nalice@#club> Q@c1\n\
         ~echo after\nalice@#club: /board text #1\n~echo end\n",
    );
    let which = section(&out, "which");
    assert!(which.contains("Which game"), "{out}");
    assert!(which.contains("#1") && which.contains("#2"), "{which}");
    assert!(section(&out, "numbered").contains("1. K@d1"), "{out}");
    assert!(!grid(section(&out, "first")).contains('K'), "{out}");
    assert!(grid(section(&out, "second")).contains('K'), "{out}");
    // The reply went to game #1, the board alice replied to.
    let reply = section(&out, "reply");
    assert!(reply.contains("2. Q@c1"), "{reply}");
    assert!(grid(section(&out, "after")).contains("1 ..Q.K"), "{out}");
}

#[test]
fn invite_codes_stay_private_and_read_in_any_case() {
    let bot = Bot::new();
    let out = bot.run(
        "alice: /new korpalski\n~echo group\nalice@#club: /games\n~echo private\nalice: /games\n~echo end\n",
    );
    let code = invite_code(&out);
    assert!(section(&out, "private").contains(&code), "{out}");
    assert!(!section(&out, "group").contains(&code), "{out}");
    // A phone capitalises the first letter of the code.
    let upper = {
        let mut c = code.chars();
        let first = c.next().expect("code").to_ascii_uppercase();
        format!("{first}{}", c.as_str())
    };
    let out = bot.run(&format!("~echo join\nbob: /join {upper}\n~echo end\n"));
    let join = section(&out, "join");
    assert!(join.contains("bob joins as Black"), "{out}");
}

#[test]
fn resigning_asks_first_and_only_the_asker_answers() {
    let bot = Bot::new();
    let alice = name_id("alice");
    let out = bot.run(&format!(
        "{KORPALSKI}~echo ask\nalice@#club: /resign\n\
         ~echo other\nbob@#club: /resign #1 yes u{alice}\ncarol@#club: /resign #1 yes u{alice}\n\
         ~echo no\nalice@#club: /resign #1 no u{alice}\n\
         ~echo board\nalice@#club: /board text\n\
         ~echo yes\nalice@#club: /resign #1 yes u{alice}\n\
         ~echo again\nalice@#club: /resign #1 yes\nbob@#club: /draw\nbob@#club: K@e8\n~echo end\n"
    ));
    let ask = section(&out, "ask");
    assert!(ask.contains("alice, resign Korpalski Chess #1?"), "{ask}");
    assert!(ask.contains("[buttons] Yes, resign | No"), "{ask}");
    let other = section(&out, "other");
    assert_eq!(other.matches("Only alice can answer").count(), 2, "{out}");
    assert!(!other.contains("Game over"), "{out}");
    let no = section(&out, "no");
    assert!(!no.contains("Game over") && !no.contains("[photo"), "{no}");
    assert!(
        section(&out, "board").contains("bob (Black) to move"),
        "{out}"
    );
    let yes = section(&out, "yes");
    assert!(yes.contains("alice (White) resigns"), "{yes}");
    assert!(yes.contains("Game over: 0-1"), "{yes}");
    // Finished is finished: one answer each, no second result.
    let again = section(&out, "again");
    assert!(!again.contains("Game over"), "{again}");
    assert!(!again.contains("resigns"), "{again}");
    assert_eq!(
        again
            .matches("Game #1 is over: 0-1, Black wins by resignation.")
            .count(),
        3,
        "{again}"
    );
}

#[test]
fn superseded_boards_lose_their_buttons() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{KORPALSKI}~echo move\nbob@#club: K@e8\n~echo end\n"
    ));
    let mv = section(&out, "move");
    assert!(mv.contains("1... K@e8"), "{mv}");
    assert!(mv.contains(">> #club (edit): [buttons removed]"), "{mv}");
}

#[test]
fn an_administrator_aborts_any_game_of_the_group() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{KORPALSKI}bob@#club: K@e8\n~echo plain\ncarol@#club: /abort #1\n\
         ~echo admin\n~admin #club carol\ncarol@#club: /abort #1\n\
         ~echo after\nalice@#club: Qd4\nalice@#club: /games\n~echo end\n"
    ));
    assert!(section(&out, "plain").contains("administrator"), "{out}");
    let admin = section(&out, "admin");
    assert!(
        admin.contains("Korpalski Chess #1 aborted by carol (administrator)."),
        "{admin}"
    );
    assert!(
        section(&out, "after").contains("No game is running here"),
        "{out}"
    );
}

#[test]
fn an_unjoined_game_closes_after_seven_days() {
    let bot = Bot::new();
    let out = bot.run(
        "alice@#club: /new opok\n~echo twice\nalice@#club: /new korpalski\n\
         ~echo week\n~wait 604800\n~echo again\nalice@#club: /new korpalski\n~echo end\n",
    );
    assert!(
        section(&out, "twice").contains("still waiting for a second player"),
        "{out}"
    );
    assert!(
        section(&out, "week").contains("Opok #1 closed: nobody joined."),
        "{out}"
    );
    assert!(
        section(&out, "again").contains("Korpalski Chess #2"),
        "{out}"
    );
}

#[test]
fn a_player_who_leaves_lets_the_opponent_claim() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{KORPALSKI}~echo early\nalice@#club: /claim\n\
         ~echo leave\n~leave #club bob\n~echo moves\nbob@#club: K@e8\n\
         ~echo claim\nalice@#club: /claim\n~echo end\n"
    ));
    assert!(section(&out, "early").contains("Nothing to claim"), "{out}");
    let leave = section(&out, "leave");
    assert!(leave.contains("bob (Black) left the group"), "{leave}");
    assert!(leave.contains("alice: /claim takes the win"), "{leave}");
    assert!(section(&out, "moves").contains("no longer play"), "{out}");
    let claim = section(&out, "claim");
    assert!(
        claim.contains("Game over: 1-0, White wins: bob left the group."),
        "{claim}"
    );
}

#[test]
fn thirty_days_of_silence_let_the_opponent_claim() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{KORPALSKI}~echo soon\nalice@#club: /claim\n~wait 2592000\n~echo offered\n\
         ~echo claim\nalice@#club: /claim\n~echo end\n"
    ));
    assert!(section(&out, "soon").contains("Nothing to claim"), "{out}");
    let offered = out
        .split("~~ soon")
        .nth(1)
        .and_then(|s| s.split("~~ offered").next())
        .unwrap_or_default();
    assert!(
        offered.contains("has not moved in Korpalski Chess #1 for 30 days"),
        "{out}"
    );
    assert!(offered.contains("[buttons] Claim the win"), "{out}");
    assert!(
        section(&out, "claim")
            .contains("Game over: 1-0, White wins: bob did not move for 30 days."),
        "{out}"
    );
}

#[test]
fn private_notifications_name_the_game_and_the_opponent() {
    let bot = Bot::new();
    let first = bot.run("alice: /new korpalski\n");
    let code = invite_code(&first);
    let out = bot.run(&format!(
        "bob: /join {code}\nalice: K@e1\n~echo move\nbob: K@e8\n~echo end\n"
    ));
    let mv = section(&out, "move");
    assert!(
        mv.contains(">> alice: Korpalski Chess #1 vs bob: 1... K@e8"),
        "{mv}"
    );
    assert!(
        mv.contains(">> bob: Korpalski Chess #1 vs alice: 1... K@e8"),
        "{mv}"
    );
}

#[test]
fn deadlines_show_with_the_board_and_remind_the_player_privately() {
    let bot = Bot::new();
    let out = bot.run(
        "bob: /start\nalice@#club: /new opok size=5 days=2\nbob@#club: /join\nalice@#club: a1 3 b3\n\
         ~echo games\nalice@#club: /games\n~echo remind\n~wait 160000\n~echo end\n",
    );
    assert!(
        out.contains("bob (Second) to move, 2 days 0 h left."),
        "{out}"
    );
    assert!(
        section(&out, "games").contains("bob's move, 2 days 0 h left"),
        "{out}"
    );
    let remind = section(&out, "remind");
    assert!(
        remind.contains(">> bob: Opok #1 vs alice: Reminder: it is your move"),
        "{remind}"
    );
    assert!(remind.contains(">> #club: Reminder: bob"), "{remind}");
}

#[test]
fn private_games_talk_with_say_and_group_moves_stay_in_the_group() {
    let bot = Bot::new();
    let first = bot.run("alice: /new korpalski\n");
    let code = invite_code(&first);
    let out = bot.run(&format!(
        "bob: /join {code}\n~echo say\nalice: /say good luck, have fun\n\
         ~echo hint\nalice: hello there\n\
         carol@#club: /new opok\ndave@#club: /join\n~echo elsewhere\ncarol: a1 3 b3\n~echo end\n"
    ));
    let say = section(&out, "say");
    assert!(
        say.contains(">> bob: 💬 alice: good luck, have fun"),
        "{say}"
    );
    assert!(say.contains(">> alice: Sent to bob."), "{say}");
    assert!(section(&out, "hint").contains("/say"), "{out}");
    assert!(
        section(&out, "elsewhere").contains("Opok #2 is played in #club"),
        "{out}"
    );
}

#[test]
fn help_differs_between_groups_and_private_chats() {
    let bot = Bot::new();
    let out = bot.run("~echo group\nalice@#club: /help\n~echo private\nalice: /help\n~echo end\n");
    let group = section(&out, "group");
    let private = section(&out, "private");
    assert!(!group.contains("invite"), "{group}");
    assert!(group.contains("open a game in this group"), "{group}");
    assert!(private.contains("invite link"), "{private}");
    assert!(private.contains("/say"), "{private}");
    for text in [group, private] {
        let options = text
            .lines()
            .find(|l| l.contains("color="))
            .unwrap_or_else(|| panic!("no options line in {text}"));
        assert!(
            !options.contains("chpok"),
            "Chpok takes no color=: {options}"
        );
    }
}

/// A line that names its game already gets no second header: the group of
/// a Kriegspiel game and each player's private chat read the join once.
#[test]
fn a_notification_names_its_game_once() {
    let bot = Bot::new();
    let out = bot.run(
        "\
alice@#club: /new kriegspiel
bob@#club: /join
alice: e4
",
    );
    assert!(out.contains("Kriegspiel #1: bob joins as Black."), "{out}");
    for repeated in [
        "Kriegspiel #1: Kriegspiel #1",
        "vs bob: Kriegspiel #1:",
        "vs alice: Kriegspiel #1:",
    ] {
        assert!(!out.contains(repeated), "{repeated} in\n{out}");
    }
}
