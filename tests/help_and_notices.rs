//! What a new player reads (issue 27): help that names every option,
//! private notices that name the game and the opponent, records as one
//! file, ratings with their `?`, lists with both players, and a resign
//! question that asks. Each test drives the console binary with a script.

mod support;

use support::*;

/// Two players start a Korpalski game in #club; White drops the king.
const KORPALSKI: &str = "\
alice@#club: /new korpalski
bob@#club: /join
alice@#club: K@e1
";

// ------------------------------------------------ 16. help

#[test]
fn help_names_the_computer_opponent_friendly_games_and_replays() {
    let bot = Bot::new();
    let out = bot.run(
        "~echo start\nalice: /start\n~echo group\nalice@#club: /help\n~echo private\nalice: /help\n\
         ~echo korpalski\nalice: /help korpalski\n~echo chpok\nalice: /help chpok\n\
         ~echo opok\nalice@#club: /help opok\n~echo rules\nalice: /rules korpalski\n~echo end\n",
    );
    for name in ["start", "group", "private", "korpalski", "chpok", "opok"] {
        let text = section(&out, name);
        for option in ["vs=bot", "level=", "rated=no"] {
            assert!(text.contains(option), "{name} lacks {option}:\n{text}");
        }
    }
    for name in ["start", "group", "private"] {
        assert!(
            section(&out, name).contains("/export gif"),
            "{name}:\n{out}"
        );
    }
    let korpalski = section(&out, "korpalski");
    assert!(!korpalski.contains("No options besides"), "{korpalski}");
    assert!(korpalski.contains("days=N"), "{korpalski}");
    // Chpok takes neither color= nor days=.
    assert!(!section(&out, "chpok").contains("days="), "{out}");
    // Every bullet of the rules starts a line of its own.
    let rules = section(&out, "rules");
    for line in rules.lines() {
        assert!(
            line.matches('•').count() <= 1 && !line.trim_start().contains(". •"),
            "two bullets on one line: {line}"
        );
    }
}

// ------------------------------------------------ 17. private notices

#[test]
fn the_private_reminder_names_the_game_and_the_opponent() {
    let bot = Bot::new();
    let first = bot.run("alice: /new exchange days=1\n");
    let code = invite_code(&first);
    let out = bot.run(&format!(
        "bob: /join {code}\n~echo remind\n~wait 78000\n~echo end\n"
    ));
    let remind = section(&out, "remind");
    assert!(
        remind.contains(">> alice: Exchange Chess #1 vs bob: Reminder: it is your move"),
        "{out}"
    );
    assert_eq!(remind.matches(">> ").count(), 1, "{out}");
}

#[test]
fn a_draw_offer_to_the_computer_reads_as_one() {
    let bot = Bot::new();
    let out =
        bot.run("erin: /new exchange vs=bot\nerin: K@a1\n~echo offer\nerin: /draw\n~echo end\n");
    let offer = section(&out, "offer");
    assert!(
        offer.contains(">> erin: Exchange Chess #1 vs boardbot: You offer a draw."),
        "{out}"
    );
    assert!(!offer.contains("boardbot: /draw"), "{out}");
}

#[test]
fn a_private_draw_offer_tells_only_the_opponent_how_to_accept() {
    let bot = Bot::new();
    let first = bot.run("alice: /new exchange\n");
    let code = invite_code(&first);
    let out = bot.run(&format!(
        "bob: /join {code}\nalice: K@a1\n~echo offer\nalice: /draw\n~echo end\n"
    ));
    let offer = section(&out, "offer");
    assert!(
        offer.contains(">> alice: Exchange Chess #1 vs bob: You offer a draw."),
        "{out}"
    );
    assert!(
        offer.contains(
            ">> bob: Exchange Chess #1 vs alice: alice (White) offers a draw: /draw accepts it"
        ),
        "{out}"
    );
    assert!(offer.contains("[buttons] Accept draw"), "{out}");
}

// ------------------------------------------------ 18. records, ratings, lists

#[test]
fn export_sends_one_file_and_a_spectator_gets_it_privately() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{KORPALSKI}carol: /start\n\
         ~echo player\nalice@#club: /export\n\
         ~echo spectator\ncarol@#club: /export #1\n\
         ~echo stranger\ndave@#club: /export\n~echo end\n"
    ));
    let player = section(&out, "player");
    assert_eq!(player.matches(">> ").count(), 1, "{out}");
    assert!(
        player.starts_with(
            ">> #club: Korpalski Chess #1: the record (korpalski-1.pgn)\n   [document "
        ),
        "{out}"
    );
    assert!(document(&bot, player).contains("1. K@e1"), "{out}");
    let spectator = section(&out, "spectator");
    assert!(spectator.starts_with(">> carol: "), "{out}");
    assert!(!spectator.contains(">> #club"), "{out}");
    assert!(
        document(&bot, spectator).contains("[White \"alice\"]"),
        "{out}"
    );
    // A spectator the bot cannot write to yet gets a button to open the chat.
    let stranger = section(&out, "stranger");
    assert!(stranger.starts_with(">> #club: dave: "), "{out}");
    assert!(!stranger.contains("[document"), "{out}");
    assert!(
        stranger.contains("[buttons] Open our private chat"),
        "{out}"
    );
}

#[test]
fn history_keeps_the_question_mark_of_provisional_ratings() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{KORPALSKI}alice@#club: /resign yes\n~echo history\nalice@#club: /history\n~echo end\n"
    ));
    let history = section(&out, "history");
    let line = history
        .lines()
        .find(|l| l.contains("#1 Korpalski Chess vs bob"))
        .unwrap_or_else(|| panic!("no line of game #1:\n{out}"));
    assert!(line.contains("1500? → "), "{line}");
    assert!(line.contains("? ("), "{line}");
}

#[test]
fn a_groups_list_names_both_players() {
    let bot = Bot::new();
    let out = bot.run(
        "alice@#club: /new korpalski\nbob@#club: /join\n\
         carol@#club: /new opok size=5\ndave@#club: /join\n\
         ~echo games\ndave@#club: /games\n~echo end\n",
    );
    let games = section(&out, "games");
    assert!(
        games.contains("#2 Opok carol (First) vs dave (Second) — carol's move"),
        "{games}"
    );
    assert!(
        games.contains("#1 Korpalski Chess alice (White) vs bob (Black)"),
        "{games}"
    );
}

#[test]
fn the_resign_prompt_asks_the_player() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{KORPALSKI}~echo ask\nbob@#club: /resign\n~echo end\n"
    ));
    assert!(
        section(&out, "ask").contains(">> #club: bob, resign Korpalski Chess #1?"),
        "{out}"
    );
}
