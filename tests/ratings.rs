//! Ratings, statistics and leaderboards (issue 20), driven through the
//! console as players would: three players play several games of two kinds
//! in #club (and one game in private with a fourth); `/top`, `/stats` and
//! `/history` must show what those results imply. The expected ratings are
//! computed here from the results, game by game, with the Glicko-2 update.

mod support;

use std::collections::HashMap;
use std::process::Command;

use boardbot::ratings::{after_game, shown, Rating};
use boardbot::rules::GameResult::{self, BlackWins, Draw, WhiteWins};
use boardbot::store::{ratings as stored, Store};
use support::*;

/// Each player's expected rating per game kind, replayed from results.
#[derive(Default)]
struct Expected {
    ratings: HashMap<(&'static str, &'static str), Rating>,
    /// Each game's rounded ratings before and after, White's first.
    games: HashMap<u32, [(i64, i64); 2]>,
    /// Whether those ratings were provisional (shown with `?`).
    provisional: HashMap<u32, [(bool, bool); 2]>,
}

impl Expected {
    fn game(
        &mut self,
        id: u32,
        kind: &'static str,
        w: &'static str,
        b: &'static str,
        r: GameResult,
    ) {
        let before = [self.of(kind, w), self.of(kind, b)];
        let after = after_game(before[0], before[1], r);
        self.ratings.insert((kind, w), after[0]);
        self.ratings.insert((kind, b), after[1]);
        self.games.insert(
            id,
            [
                (before[0].rounded(), after[0].rounded()),
                (before[1].rounded(), after[1].rounded()),
            ],
        );
        self.provisional.insert(
            id,
            [
                (before[0].provisional(), after[0].provisional()),
                (before[1].provisional(), after[1].provisional()),
            ],
        );
    }

    fn of(&self, kind: &str, user: &str) -> Rating {
        self.ratings
            .iter()
            .find(|((k, u), _)| *k == kind && *u == user)
            .map(|(_, r)| *r)
            .unwrap_or_default()
    }

    /// `1. alice 1662? — 2 games` lines of a leaderboard of `players`.
    fn top(&self, kind: &str, players: &[(&str, i64)]) -> String {
        let mut ranked: Vec<(&str, Rating, i64)> = players
            .iter()
            .map(|(p, n)| (*p, self.of(kind, p), *n))
            .collect();
        ranked.sort_by(|a, b| b.1.rating.total_cmp(&a.1.rating));
        ranked
            .iter()
            .enumerate()
            .map(|(i, (p, r, n))| {
                let games = if *n == 1 { "game" } else { "games" };
                format!("   {}. {p} {} — {n} {games}\n", i + 1, r.shown())
            })
            .collect()
    }

    fn rating_line(&self, kind: &str, title: &str, user: &str) -> String {
        let r = self.of(kind, user);
        format!("{title}: {} (deviation {:.0})", r.shown(), r.deviation)
    }
}

/// The results the scripts below produce.
fn expected() -> Expected {
    let mut e = Expected::default();
    e.game(1, "korpalski", "alice", "bob", WhiteWins);
    e.game(2, "korpalski", "carol", "alice", BlackWins);
    e.game(3, "exchange", "bob", "carol", Draw);
    e.game(4, "exchange", "alice", "carol", BlackWins);
    e.game(5, "korpalski", "bob", "carol", WhiteWins);
    e.game(6, "exchange", "dave", "alice", BlackWins);
    e
}

/// Five rated games in #club: Korpalski #1, #2, #5 and Exchange #3, #4;
/// dave opens a private Exchange game for alice.
const GROUP_GAMES: &str = "\
alice@#club: /new korpalski
bob@#club: /join
bob@#club: /resign yes
carol@#club: /new korpalski
alice@#club: /join
carol@#club: /resign yes
bob@#club: /new exchange
carol@#club: /join
bob@#club: /draw
carol@#club: /draw
alice@#club: /new exchange
carol@#club: /join
alice@#club: /resign yes
bob@#club: /new korpalski
carol@#club: /join
carol@#club: /resign yes
~echo dave
dave: /new exchange
";

/// What the three commands answer, each in its section named `PREFIX-…`.
fn queries(prefix: &str) -> String {
    format!(
        "~echo {prefix}-top-korpalski\nalice@#club: /top korpalski\n\
         ~echo {prefix}-top\nbob@#club: /top\n\
         ~echo {prefix}-top-private\ndave: /top exchange\n\
         ~echo {prefix}-stats\nalice@#club: /stats\n\
         ~echo {prefix}-stats-carol\nbob@#club: /stats @carol korpalski\n\
         ~echo {prefix}-history\nalice@#club: /history\n\
         ~echo {prefix}-history-private\nalice: /history 3\n\
         ~echo {prefix}-end\n"
    )
}

const NAMES: [&str; 7] = [
    "top-korpalski",
    "top",
    "top-private",
    "stats",
    "stats-carol",
    "history",
    "history-private",
];

fn sections<'a>(out: &'a str, prefix: &str) -> Vec<&'a str> {
    NAMES
        .iter()
        .map(|n| section(out, &format!("{prefix}-{n}")))
        .collect()
}

/// `#4 Exchange Chess vs carol: lost 1-0… ` from alice's side.
fn history_line(
    e: &Expected,
    id: u32,
    title: &str,
    opponent: &str,
    seat: usize,
    result: &str,
) -> String {
    let (before, after) = e.games[&id][seat];
    let (was, is) = e.provisional[&id][seat];
    format!(
        "#{id} {title} vs {opponent}: {result}, {} → {} ({:+}) · /export #{id} · /export gif #{id}",
        shown(before, was),
        shown(after, is),
        after - before
    )
}

#[test]
fn leaderboards_stats_and_history_follow_the_results_and_survive_a_restart() {
    let e = expected();
    let bot = Bot::new();
    let first = bot.run(GROUP_GAMES);
    let code = invite_code(section(&first, "dave"));
    // The game over announcement carries the rating changes.
    let (a, b) = (e.games[&1][0], e.games[&1][1]);
    assert!(
        first.contains(&format!(
            "Game over: 1-0, White wins by resignation.\n   Ratings: alice 1500? → {}?, bob 1500? → {}?",
            a.1, b.1
        )),
        "{first}"
    );
    // So does the header of a game that starts: carol's rating after #3.
    let carol_at_4 = after_game(Rating::default(), Rating::default(), Draw)[1];
    assert!(
        first.contains(&format!(
            "Exchange Chess #4: carol joins as Black. alice (White, 1500?) vs carol (Black, {})",
            carol_at_4.shown()
        )),
        "{first}"
    );

    let mut script = format!("alice: /join {code}\ndave: /resign yes\n");
    script.push_str(&queries("before"));
    // A friendly game and an aborted one change nothing but the history.
    script.push_str(
        "~echo friendly\nalice@#club: /new korpalski rated=no\nbob@#club: /join\n\
         alice@#club: /resign yes\n\
         ~echo aborted\ncarol@#club: /new exchange\nbob@#club: /join\ncarol@#club: /abort\n\
         ~echo bad option\nbob@#club: /new opok rated=maybe\n",
    );
    script.push_str(&queries("after"));
    let second = bot.run(&script);

    let before = sections(&second, "before");
    let [top_k, top, top_private, stats, stats_carol, history, history_private] = before.as_slice()
    else {
        unreachable!()
    };
    // Korpalski in #club: alice 2 wins, bob 1-1, carol 0-2.
    let want = e.top("korpalski", &[("alice", 2), ("bob", 2), ("carol", 2)]);
    assert_eq!(
        *top_k,
        format!(">> #club: Top players in #club\n   Korpalski Chess:\n{want}"),
        "{second}"
    );
    // /top: both kinds played here, and dave (who only played in private)
    // is not on the group's board.
    let exchange_club = e.top("exchange", &[("alice", 2), ("bob", 1), ("carol", 2)]);
    assert_eq!(
        *top,
        format!(
            ">> #club: Top players in #club\n   Korpalski Chess:\n{want}   Exchange Chess:\n{exchange_club}"
        ),
        "{second}"
    );
    // In private: the bot-wide board, dave included.
    let exchange_all = e.top(
        "exchange",
        &[("alice", 2), ("bob", 1), ("carol", 2), ("dave", 1)],
    );
    assert_eq!(
        *top_private,
        format!(">> dave: Top players\n   Exchange Chess:\n{exchange_all}"),
        "{second}"
    );
    // alice: two Korpalski wins (best over bob, the first); Exchange, a
    // loss to carol then a win over dave.
    let carol_before_4 = e.games[&4][1].0;
    assert_eq!(
        *stats,
        format!(
            ">> #club: alice: rated games\n   {}\n      2 games: 1 win, 0 draws, 1 loss. Streak: 1 win.\n      Best win: dave (1500), #6.\n   {}\n      2 games: 2 wins, 0 draws, 0 losses. Streak: 2 wins.\n      Best win: bob (1500), #1.\n",
            e.rating_line("exchange", "Exchange Chess", "alice"),
            e.rating_line("korpalski", "Korpalski Chess", "alice"),
        ),
        "{second}"
    );
    assert!(
        carol_before_4 == 1500,
        "carol drew #3 from 1500: {carol_before_4}"
    );
    assert_eq!(
        *stats_carol,
        format!(
            ">> #club: carol: rated games\n   {}\n      2 games: 0 wins, 0 draws, 2 losses. Streak: 2 losses.\n",
            e.rating_line("korpalski", "Korpalski Chess", "carol"),
        ),
        "{second}"
    );
    // alice's games here, newest first (the private #6 is not listed here).
    let lines = [
        history_line(&e, 4, "Exchange Chess", "carol", 0, "lost 0-1"),
        history_line(&e, 2, "Korpalski Chess", "carol", 1, "won 0-1"),
        history_line(&e, 1, "Korpalski Chess", "bob", 0, "won 1-0"),
    ];
    assert_eq!(
        *history,
        format!(
            ">> #club: alice: your last finished games here\n   {}\n   [buttons] Record #4 | Replay #4 | Record #2 | Replay #2 | Record #1 | Replay #1\n",
            lines.join("\n   ")
        ),
        "{second}"
    );
    // In private: every game of hers, the last 3 of them.
    let private_lines = [
        history_line(&e, 6, "Exchange Chess", "dave", 1, "won 0-1"),
        lines[0].clone(),
        lines[1].clone(),
    ];
    assert!(
        history_private.starts_with(&format!(
            ">> alice: alice: your last finished games\n   {}\n",
            private_lines.join("\n   ")
        )),
        "{second}"
    );

    // The friendly game says so, ends without rating changes; the abort and
    // a bad option change nothing.
    let friendly = section(&second, "friendly");
    assert!(friendly.contains("Friendly game: not rated."), "{friendly}");
    assert!(
        friendly.contains("bob joins as Black. alice (White) vs bob (Black)"),
        "{friendly}"
    );
    assert!(friendly.contains("Game over: 0-1"), "{friendly}");
    assert!(!friendly.contains("Ratings:"), "{friendly}");
    assert!(
        section(&second, "aborted").contains("aborted by carol"),
        "{second}"
    );
    assert!(
        section(&second, "bad option").contains("rated must be yes or no"),
        "{second}"
    );
    let after = sections(&second, "after");
    for (i, name) in NAMES.iter().enumerate() {
        if name.starts_with("history") {
            continue;
        }
        assert_eq!(before[i], after[i], "{name} changed:\n{second}");
    }
    // The history lists the friendly game (not the aborted one).
    let friendly_line =
        "#7 Korpalski Chess vs bob: lost 0-1, friendly · /export #7 · /export gif #7";
    assert!(
        after[5].starts_with(&format!(
            ">> #club: alice: your last finished games here\n   {friendly_line}\n   {}",
            lines[0]
        )),
        "{second}"
    );
    assert!(!after[5].contains("#8"), "{second}");

    // A restart keeps everything, and the next game starts from there.
    let third = bot.run(&format!(
        "{}~echo next\nbob@#club: /new korpalski\nalice@#club: /join\nbob@#club: /resign yes\n~echo done\n",
        queries("restart")
    ));
    assert_eq!(sections(&third, "restart"), after, "{third}");
    let next = section(&third, "next");
    let (bob, alice) = (e.of("korpalski", "bob"), e.of("korpalski", "alice"));
    assert!(
        next.contains(&format!(
            "Korpalski Chess #9: alice joins as Black. bob (White, {}) vs alice (Black, {})",
            bob.shown(),
            alice.shown()
        )),
        "{next}"
    );
    let [b2, a2] = after_game(bob, alice, BlackWins);
    assert!(
        next.contains(&format!(
            "Ratings: bob {} → {}, alice {} → {}",
            bob.shown(),
            b2.shown(),
            alice.shown(),
            a2.shown()
        )),
        "{next}"
    );

    // `boardbot ratings --recompute` gives the same figures from the
    // stored games.
    let snapshot = || {
        let store = Store::open(&bot.db()).expect("open");
        stored::snapshot(store.conn()).expect("snapshot")
    };
    let incremental = snapshot();
    assert_eq!(
        incremental
            .lines()
            .filter(|l| l.starts_with("game "))
            .count(),
        7,
        "{incremental}"
    );
    let run = Command::new(env!("CARGO_BIN_EXE_boardbot"))
        .args(["ratings", "--recompute", "--db"])
        .arg(bot.db())
        .env_remove("BOARDBOT_DB")
        .output()
        .expect("run ratings");
    assert!(run.status.success(), "{run:?}");
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        "Recomputed the ratings of 7 rated games.\n"
    );
    assert_eq!(snapshot(), incremental);
}

#[test]
fn a_game_ended_by_the_clock_is_rated_too() {
    // Korpalski with days=1: White never moves and loses on time.
    let bot = Bot::new();
    let out = bot.run(
        "alice@#club: /new korpalski days=1\nbob@#club: /join\n~wait 90000\n~echo top\nbob@#club: /top korpalski\n",
    );
    let [a, b] = after_game(Rating::default(), Rating::default(), BlackWins);
    assert!(
        out.contains(&format!(
            "Ratings: alice 1500? → {}, bob 1500? → {}",
            a.shown(),
            b.shown()
        )),
        "{out}"
    );
    assert!(
        section(&out, "top").contains(&format!("1. bob {} — 1 game", b.shown())),
        "{out}"
    );
}

#[test]
fn nothing_rated_yet() {
    let bot = Bot::new();
    let out = bot.run(
        "~echo top\nalice@#club: /top\n~echo top opok\nalice: /top opok\n~echo stats\nalice@#club: /stats @nobody\n\
         ~echo mine\nalice@#club: /stats\n~echo history\nalice: /history\n~echo bad\nalice: /history many\n~echo end\n",
    );
    assert_eq!(
        section(&out, "top"),
        ">> #club: No rated game has been played here yet.\n"
    );
    assert_eq!(
        section(&out, "top opok"),
        ">> alice: No rated Opok game has been played yet.\n"
    );
    assert!(
        section(&out, "stats").contains("I don't know @nobody"),
        "{out}"
    );
    assert_eq!(
        section(&out, "mine"),
        ">> #club: alice has played no rated game yet.\n"
    );
    assert_eq!(
        section(&out, "history"),
        ">> alice: alice: no finished game yet.\n"
    );
    assert!(section(&out, "bad").contains("/history N"), "{out}");
}
