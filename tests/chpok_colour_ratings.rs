//! Chpok's seats get their colours in the bidding: the challenger (seated
//! first) may end up Black. Results are written by colour (`1-0`: White
//! wins), so everything that turns a result into a player's win or loss
//! must follow the colours actually played (issue 27, item 1): the rating
//! change under the result, `/stats`, `/history`, `/top`, the record against
//! the computer, and `boardbot ratings --recompute`.

mod support;

use std::process::Command;

use boardbot::ratings::{after_game, Rating};
use boardbot::rules::GameResult::WhiteWins;
use boardbot::store::{ratings as stored, Store};
use support::*;

/// alice challenges; bob wins the White bid, so alice plays Black.
const ALICE_BLACK: &str = "\
alice@#club: /new chpok chips=1 clocks=off
bob@#club: /join
alice@#club: /bid time raise 1 10+0
~echo white
bob@#club: /bid white raise 1
";

/// The ratings after a first game that White (bob) won: [bob, alice].
fn white_won() -> [Rating; 2] {
    after_game(Rating::default(), Rating::default(), WhiteWins)
}

#[test]
fn the_challenger_playing_black_who_resigns_loses() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{ALICE_BLACK}~echo resign\nalice@#club: /resign yes\n\
         ~echo stats\nalice@#club: /stats\n\
         ~echo history-alice\nalice@#club: /history\n\
         ~echo history-bob\nbob@#club: /history\n\
         ~echo top\nbob@#club: /top chpok\n~echo end\n"
    ));
    assert!(
        section(&out, "white").contains("The Opponent plays White, the Challenger Black."),
        "bob won the White bid: {out}"
    );
    let [bob, alice] = white_won();
    assert!(alice.rating < 1500.0 && bob.rating > 1500.0);
    let resign = section(&out, "resign");
    assert!(resign.contains("alice (Black) resigns"), "{resign}");
    assert!(resign.contains("Game over: 1-0"), "{resign}");
    assert!(
        resign.contains(&format!(
            "Ratings: alice 1500? → {}, bob 1500? → {}",
            alice.shown(),
            bob.shown()
        )),
        "{resign}"
    );
    let stats = section(&out, "stats");
    assert!(
        stats.contains(&format!("Chpok: {}", alice.shown()))
            && stats.contains("1 game: 0 wins, 0 draws, 1 loss. Streak: 1 loss."),
        "{stats}"
    );
    assert!(
        section(&out, "history-alice").contains(&format!(
            "#1 Chpok vs bob: lost 1-0, 1500? → {} ({:+})",
            alice.shown(),
            alice.rounded() - 1500
        )),
        "{out}"
    );
    assert!(
        section(&out, "history-bob").contains(&format!(
            "#1 Chpok vs alice: won 1-0, 1500? → {} ({:+})",
            bob.shown(),
            bob.rounded() - 1500
        )),
        "{out}"
    );
    let top = section(&out, "top");
    let first = top.find(&format!("1. bob {}", bob.shown()));
    let second = top.find(&format!("2. alice {}", alice.shown()));
    assert!(first.is_some() && second.is_some(), "{top}");

    // The recomputation from the stored games gives the same figures.
    let snapshot = || {
        let store = Store::open(&bot.db()).expect("open");
        stored::snapshot(store.conn()).expect("snapshot")
    };
    let incremental = snapshot();
    let run = Command::new(env!("CARGO_BIN_EXE_boardbot"))
        .args(["ratings", "--recompute", "--db"])
        .arg(bot.db())
        .env_remove("BOARDBOT_DB")
        .output()
        .expect("run ratings");
    assert!(run.status.success(), "{run:?}");
    assert_eq!(snapshot(), incremental);
    let store = Store::open(&bot.db()).expect("open");
    let (alice_id, _) = stored::user_by_name(store.conn(), "alice")
        .unwrap()
        .unwrap();
    let standing = stored::standing(store.conn(), alice_id, "chpok")
        .unwrap()
        .unwrap();
    assert_eq!(standing.rating, alice);
    assert_eq!(
        (standing.record.wins, standing.record.losses),
        (0, 1),
        "{standing:?}"
    );
}

/// bob (White) runs out of time on the board: Black wins on points, and
/// Black is alice, the challenger.
#[test]
fn the_challenger_playing_black_wins_on_the_board_clock() {
    let out = Bot::new().run(
        "alice@#club: /new chpok chips=1\nbob@#club: /join\n\
         alice@#club: /bid time raise 1 1+0\n~echo white\nbob@#club: /bid white raise 1\n\
         ~echo flag\n~wait 120\n~echo end\n",
    );
    assert!(
        section(&out, "white").contains("The Opponent plays White, the Challenger Black."),
        "{out}"
    );
    let flag = section(&out, "flag");
    assert!(flag.contains("Game over: 0-1"), "{flag}");
    let [alice, bob] = after_game(Rating::default(), Rating::default(), WhiteWins);
    assert!(
        flag.contains(&format!(
            "Ratings: alice 1500? → {}, bob 1500? → {}",
            alice.shown(),
            bob.shown()
        )),
        "alice won: {flag}"
    );
}

/// Against the computer: the record per level counts the game as alice
/// played it.
#[test]
fn a_loss_as_black_against_the_computer_is_a_loss() {
    let out = Bot::new().run(
        "alice: /new chpok vs=bot chips=1 clocks=off\n~echo bid\nalice: /bid time raise 1 10+0\n\
         ~echo resign\nalice: /resign yes\n~echo stats\nalice: /stats chpok\n~echo end\n",
    );
    assert!(
        section(&out, "bid").contains("The Opponent plays White, the Challenger Black."),
        "{out}"
    );
    let resign = section(&out, "resign");
    assert!(resign.contains("Game over: 1-0"), "{resign}");
    assert!(
        section(&out, "stats").contains("Chpok, level 3: 0 wins, 0 draws, 1 loss"),
        "{out}"
    );
}
