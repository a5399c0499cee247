//! End to end: the real `serve` code (in-process through
//! `boardbot::telegram::run`, or the `boardbot serve` binary) against the
//! fake Bot API server of `fake_bot_api`.

mod fake_bot_api;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use boardbot::config::Config;
use boardbot::telegram::{self, Options};
use fake_bot_api::{FakeBotApi, Fault, TgUser};
use tokio::sync::oneshot;

const WAIT: Duration = Duration::from_secs(10);

fn alice() -> TgUser {
    TgUser::new(1001, "Alice", Some("alice"))
}

fn bob() -> TgUser {
    TgUser::new(1002, "Bob", None)
}

/// The bot running in-process against the fake server.
struct Running {
    stop: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<Result<(), String>>,
}

fn config(api: &FakeBotApi, db: &Path) -> Config {
    Config {
        token: Some(api.token()),
        api_url: Some(api.url()),
        database: Some(db.to_path_buf()),
        ..Config::default()
    }
}

fn quick() -> Options {
    Options {
        flush_grace: Duration::from_secs(2),
        ..Options::default()
    }
}

impl Running {
    fn start(api: &FakeBotApi, db: &Path, options: Options) -> Running {
        let (tx, rx) = oneshot::channel::<()>();
        let config = config(api, db);
        let task = tokio::spawn(telegram::run(config, options, async move {
            let _ = rx.await;
        }));
        Running {
            stop: Some(tx),
            task,
        }
    }

    /// Asks the bot to stop (as SIGTERM does) and waits until it has.
    async fn stop(mut self) -> Result<(), String> {
        if let Some(tx) = self.stop.take() {
            let _ = tx.send(());
        }
        tokio::time::timeout(Duration::from_secs(15), &mut self.task)
            .await
            .expect("the bot stops within 15 s")
            .expect("the bot task does not panic")
    }
}

fn db(dir: &tempfile::TempDir) -> PathBuf {
    dir.path().join("bot.db")
}

/// The number of messages still queued in the database's outbox.
fn outbox_len(db: &Path) -> i64 {
    let conn = rusqlite_conn(db);
    conn.query_row("SELECT COUNT(*) FROM outbox", [], |r| r.get(0))
        .expect("count")
}

fn rusqlite_conn(db: &Path) -> rusqlite::Connection {
    rusqlite::Connection::open(db).expect("open the database")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn start_answers_and_menus_are_set() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());

    let a = alice();
    api.private_text(&a, "/start");
    let m = api.wait_text(a.id, "Hello", WAIT).await;
    assert_eq!(m.parse_mode.as_deref(), Some("HTML"));
    assert!(m.text.contains("/new"), "{}", m.text);

    // Menus for private chats and groups, and no webhook in the way.
    assert!(
        api.wait_until(WAIT, |api| api.commands("all_group_chats").is_some())
            .await
    );
    let private = api.commands("all_private_chats").expect("private menu");
    let group = api.commands("all_group_chats").expect("group menu");
    let names = |v: &serde_json::Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|c| c["command"].as_str().unwrap().to_string())
            .collect()
    };
    assert!(names(&private).contains(&"start".to_string()));
    assert!(names(&private).contains(&"join".to_string()));
    assert!(names(&group).contains(&"new".to_string()));
    assert!(!names(&group).contains(&"start".to_string()));
    assert_eq!(api.calls_of("getMe").len(), 1);
    assert_eq!(api.calls_of("deleteWebhook").len(), 1);
    // teloxide sends method names in PascalCase.
    assert!(api.calls().iter().any(|c| c.method == "SendMessage"));

    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn redelivered_update_is_applied_once() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());

    let a = alice();
    let update = api.private_text(&a, "/help");
    api.wait_messages(a.id, 1, WAIT).await;
    // The bot confirms the update with its next getUpdates…
    assert!(
        api.wait_until(WAIT, |api| api.offsets().contains(&(update + 1)))
            .await
    );
    // …but Telegram sends it again anyway.
    api.redeliver(update);
    assert!(
        api.wait_until(WAIT, |api| api.unconfirmed() == 0
            && api.offsets().iter().filter(|o| **o == update + 1).count() >= 2)
            .await
    );
    api.private_text(&a, "/games");
    api.wait_text(a.id, "no game", WAIT).await;
    let texts: Vec<String> = api.sent_to(a.id).into_iter().map(|m| m.text).collect();
    assert_eq!(texts.len(), 2, "{texts:#?}");

    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn retry_after_is_honoured() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());

    let a = alice();
    api.fail("sendMessage", Some(a.id), Fault::RetryAfter(2), 1);
    api.private_text(&a, "/start");
    let m = api.wait_messages(a.id, 1, WAIT).await.remove(0);
    let calls = api.calls_of("sendMessage");
    let refused = calls.iter().find(|c| !c.ok()).expect("the 429");
    assert!(refused
        .outcome
        .as_ref()
        .unwrap_err()
        .starts_with("Too Many"));
    let waited = m.at.duration_since(refused.at);
    assert!(
        waited >= Duration::from_millis(1950),
        "sent again after {waited:?}"
    );
    // Once: one refused call, one accepted.
    assert_eq!(calls.len(), 2);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(api.sent_to(a.id).len(), 1);

    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dropped_connection_is_retried() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());

    let a = alice();
    api.fail("sendMessage", Some(a.id), Fault::Drop, 2);
    api.private_text(&a, "/start");
    api.wait_messages(a.id, 1, WAIT).await;
    let calls = api.calls_of("sendMessage");
    assert_eq!(calls.iter().filter(|c| !c.ok()).count(), 2);
    assert_eq!(calls.iter().filter(|c| c.ok()).count(), 1);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(api.sent_to(a.id).len(), 1);

    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn messages_to_one_chat_keep_order_and_pace() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());

    let (a, b) = (alice(), bob());
    api.private_text(&a, "/games");
    api.private_text(&a, "/help");
    api.private_text(&a, "/rules");
    api.private_text(&b, "/games");
    let got = api.wait_messages(a.id, 3, WAIT).await;
    assert!(got[0].text.contains("no game"), "{}", got[0].text);
    assert!(got[1].text.contains("/new"), "{}", got[1].text);
    assert!(got[2].text.contains("Which game"), "{}", got[2].text);
    for pair in got.windows(2) {
        let gap = pair[1].at.duration_since(pair[0].at);
        assert!(
            gap >= Duration::from_millis(950),
            "only {gap:?} between messages to one chat"
        );
    }
    // Another chat is not held up behind Alice's queue.
    let to_bob = api.wait_messages(b.id, 1, WAIT).await;
    assert!(to_bob[0].at < got[2].at);

    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn blocked_user_is_skipped_and_others_served() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let path = db(&dir);
    let bot = Running::start(&api, &path, quick());

    let (a, b) = (alice(), bob());
    api.block(b.id);
    api.private_text(&b, "/start");
    api.private_text(&a, "/start");
    api.wait_messages(a.id, 1, WAIT).await;
    assert!(
        api.wait_until(WAIT, |api| api
            .calls_of("sendMessage")
            .iter()
            .any(|c| c.outcome.as_ref().is_err_and(|e| e.contains("blocked"))))
            .await
    );
    // Dropped from the queue, not retried forever.
    assert!(api.wait_until(WAIT, |_| outbox_len(&path) == 0).await);
    api.unblock(b.id);
    api.private_text(&b, "/help");
    api.wait_messages(b.id, 1, WAIT).await;

    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn restart_between_commit_and_send_delivers_once() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let path = db(&dir);
    let bot = Running::start(
        &api,
        &path,
        Options {
            flush_grace: Duration::from_millis(500),
            ..Options::default()
        },
    );

    let a = alice();
    // Telegram holds the bot back for longer than it will live.
    api.fail("sendMessage", Some(a.id), Fault::RetryAfter(30), 1);
    api.private_text(&a, "/start");
    api.private_text(&a, "/games");
    assert!(
        api.wait_until(WAIT, |api| !api.calls_of("sendMessage").is_empty())
            .await
    );
    let t = Instant::now();
    bot.stop().await.unwrap();
    assert!(
        t.elapsed() < Duration::from_secs(5),
        "stopping took {:?}",
        t.elapsed()
    );
    assert!(api.sent_to(a.id).is_empty());
    // Both replies were committed with their updates and wait in the outbox.
    assert_eq!(outbox_len(&path), 2);

    let bot = Running::start(&api, &path, quick());
    let got = api.wait_messages(a.id, 2, WAIT).await;
    assert!(got[0].text.contains("Hello"));
    assert!(got[1].text.contains("no game"));
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(api.sent_to(a.id).len(), 2, "each message exactly once");
    assert_eq!(outbox_len(&path), 0);
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn button_press_is_answered() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());

    let a = alice();
    api.private_text(&a, "/help");
    let help = api.wait_messages(a.id, 1, WAIT).await.remove(0);
    // A press whose command is refused comes back as an alert…
    let q = api.press(&a, a.id, help.message_id, "/join");
    assert!(
        api.wait_until(WAIT, |api| api.answers().iter().any(|x| x.query_id == q))
            .await
    );
    let answer = api.answers().into_iter().find(|x| x.query_id == q).unwrap();
    assert!(answer.alert);
    assert!(answer.text.unwrap().contains("invite code"));
    // …and an accepted one is answered quietly, its reply in the chat.
    let q = api.press(&a, a.id, help.message_id, "/games");
    api.wait_text(a.id, "no game", WAIT).await;
    assert!(
        api.wait_until(WAIT, |api| api.answers().iter().any(|x| x.query_id == q))
            .await
    );
    let answer = api.answers().into_iter().find(|x| x.query_id == q).unwrap();
    assert!(!answer.alert);

    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_flushes_and_exits_cleanly() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let path = db(&dir);
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_boardbot"))
        .arg("serve")
        .current_dir(dir.path())
        .env("TELOXIDE_TOKEN", api.token())
        .env("TELOXIDE_API_URL", api.url())
        .env("BOARDBOT_DB", &path)
        .env("RUST_LOG", "boardbot=debug")
        .stdout(std::process::Stdio::null())
        .stderr(std::fs::File::create(dir.path().join("log")).unwrap())
        .spawn()
        .expect("start boardbot serve");

    let a = alice();
    // Delivery is held back a moment, so the message is queued at SIGTERM.
    api.fail("sendMessage", Some(a.id), Fault::RetryAfter(1), 1);
    api.private_text(&a, "/start");
    let log = || std::fs::read_to_string(dir.path().join("log")).unwrap_or_default();
    assert!(
        api.wait_until(WAIT, |api| !api.calls_of("sendMessage").is_empty())
            .await,
        "no sendMessage; calls: {:?}\nlog:\n{}",
        api.calls()
            .iter()
            .map(|c| (&c.method, &c.outcome))
            .collect::<Vec<_>>(),
        log()
    );
    let status = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill");
    assert!(status.success());
    let t = Instant::now();
    let exit = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break s;
        }
        assert!(
            t.elapsed() < Duration::from_secs(10),
            "the bot did not exit"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(exit.success(), "exit status {exit:?}");
    // Flushed before exiting: delivered once, nothing left.
    assert_eq!(api.sent_to(a.id).len(), 1);
    assert_eq!(outbox_len(&path), 0);
}
