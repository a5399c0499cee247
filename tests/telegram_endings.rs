//! Against the fake Bot API (issue 27, items 4 and 5): an administrator's
//! `/abort` removes the buttons of the game's last board and of its
//! pending resignation prompt; while a group has two running games, every
//! board's caption names its game.

mod fake_bot_api;

use std::path::Path;
use std::time::Duration;

use boardbot::config::Config;
use boardbot::telegram::{self, Options};
use fake_bot_api::{FakeBotApi, TgUser};
use tokio::sync::oneshot;

const WAIT: Duration = Duration::from_secs(10);

/// A supergroup.
const CLUB: i64 = -1_001_234_567_890;

fn user(id: i64, name: &str) -> TgUser {
    TgUser::new(id, name, None)
}

/// The bot running in-process against the fake server.
struct Running {
    stop: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<Result<(), boardbot::telegram::RunError>>,
}

impl Running {
    fn start(api: &FakeBotApi, db: &Path) -> Running {
        let (tx, rx) = oneshot::channel::<()>();
        let config = Config {
            token: Some(api.token()),
            api_url: Some(api.url()),
            database: Some(db.to_path_buf()),
            ..Config::default()
        };
        // Without Telegram's pacing (tests/telegram.rs tests it).
        let options = Options {
            flush_grace: Duration::from_secs(2),
            limits: telegram::Limits::unpaced(),
            ..Options::default()
        };
        let task = tokio::spawn(telegram::run(config, options, async move {
            let _ = rx.await;
        }));
        Running {
            stop: Some(tx),
            task,
        }
    }

    async fn stop(mut self) {
        if let Some(tx) = self.stop.take() {
            let _ = tx.send(());
        }
        tokio::time::timeout(Duration::from_secs(15), &mut self.task)
            .await
            .expect("the bot stops within 15 s")
            .expect("the bot task does not panic")
            .expect("the bot stops cleanly");
    }
}

/// `creator` opens an Opok game in the club and `joiner` joins it with the
/// Join button: the board the join posts.
async fn opok_game(api: &FakeBotApi, creator: &TgUser, joiner: &TgUser) -> fake_bot_api::Sent {
    let before = api.sent_to(CLUB).len();
    api.group_text(CLUB, "Club", creator, "/new opok size=5");
    let open = api
        .wait_until(WAIT, |api| {
            api.sent_to(CLUB)[before..]
                .iter()
                .any(|m| m.text.contains("waiting for a second player"))
        })
        .await;
    assert!(open);
    let open = api.sent_to(CLUB)[before..]
        .iter()
        .find(|m| m.text.contains("waiting for a second player"))
        .cloned()
        .unwrap();
    let (_, join) = open.buttons[0][0].clone();
    api.press(joiner, CLUB, open.message_id, &join);
    let joined = format!("{} joins as Second", joiner.first_name);
    api.wait_text(CLUB, &joined, WAIT).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn captions_name_their_game_and_abort_clears_every_button() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &dir.path().join("bot.db"));
    let (alice, bob) = (user(2001, "Alice"), user(2002, "Bob"));
    let (carol, dave, zed) = (user(2003, "Carol"), user(2004, "Dave"), user(2005, "Zed"));

    // One game: its captions need no name.
    opok_game(&api, &alice, &bob).await;
    api.group_text(CLUB, "Club", &alice, "a1 3 b3");
    let first = api.wait_text(CLUB, "First: a1 3 b3", WAIT).await;
    assert!(
        first.text.starts_with("1. First: a1 3 b3"),
        "{}",
        first.text
    );
    // Two games: every board's caption starts with its game.
    opok_game(&api, &carol, &dave).await;
    api.group_text(CLUB, "Club", &bob, "e5 2 d4");
    let second = api.wait_text(CLUB, "Second: e5 2 d4", WAIT).await;
    assert!(second.photo.is_some(), "a board picture");
    assert!(
        second.text.starts_with("Opok #1: 1. Second: e5 2 d4"),
        "{}",
        second.text
    );
    api.group_text(CLUB, "Club", &carol, "a1 3 b3");
    let other = api
        .wait_text(CLUB, "Opok #2: 1. First: a1 3 b3", WAIT)
        .await;
    assert!(other.photo.is_some());

    // Bob asks to resign game #1; an administrator aborts it instead.
    api.group_text(CLUB, "Club", &bob, "/resign #1");
    let ask = api.wait_text(CLUB, "resign Opok #1?", WAIT).await;
    assert!(!ask.buttons.is_empty());
    assert!(!api.buttons_of(CLUB, second.message_id).is_empty());
    api.make_admin(CLUB, &zed);
    api.group_text(CLUB, "Club", &zed, "/abort #1");
    api.wait_text(CLUB, "Opok #1 aborted by", WAIT).await;
    for (what, id) in [("board", second.message_id), ("prompt", ask.message_id)] {
        assert!(
            api.wait_until(WAIT, |api| api.cleared(CLUB).contains(&id))
                .await,
            "the {what}'s buttons were removed: {:?}",
            api.cleared(CLUB)
        );
        assert!(api.buttons_of(CLUB, id).is_empty(), "{what}");
    }
    // The other game keeps its live board.
    assert!(!api.buttons_of(CLUB, other.message_id).is_empty());
    bot.stop().await;
}
