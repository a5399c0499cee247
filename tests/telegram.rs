//! End to end: the real `serve` code (in-process through
//! `boardbot::telegram::run`, or the `boardbot serve` binary) against the
//! fake Bot API server of `fake_bot_api`.

mod fake_bot_api;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use boardbot::config::Config;
use boardbot::i18n::Text;
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
    task: tokio::task::JoinHandle<Result<(), boardbot::telegram::RunError>>,
}

fn config(api: &FakeBotApi, db: &Path) -> Config {
    Config {
        token: Some(api.token()),
        api_url: Some(api.url()),
        database: Some(db.to_path_buf()),
        ..Config::default()
    }
}

/// The bot without Telegram's pacing (a second per message per chat):
/// only `messages_to_one_chat_keep_order_and_pace` (and the clearing of
/// buttons, through `sender`) runs with the real limits.
fn quick() -> Options {
    Options {
        flush_grace: Duration::from_secs(2),
        limits: telegram::Limits::unpaced(),
        ..Options::default()
    }
}

/// `quick`, with Telegram's limits.
fn paced() -> Options {
    Options {
        limits: telegram::Limits::default(),
        ..quick()
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
    async fn stop(mut self) -> Result<(), boardbot::telegram::RunError> {
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

/// A user whose Telegram speaks Ukrainian is answered in Ukrainian without
/// asking; the command menus are set in every language.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn users_are_answered_in_their_telegram_language() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());

    let olena = TgUser::new(1010, "Olena", Some("olena")).speaking("uk");
    api.private_text(&olena, "/help");
    let m = api.wait_text(olena.id, "/new", WAIT).await;
    for english in ["Games:", "the board again", "offer or accept a draw"] {
        assert!(!m.text.contains(english), "{english} in {}", m.text);
    }
    api.private_text(&olena, "/language");
    api.wait_text(olena.id, "Оберіть мову", WAIT).await;
    // An English speaker in the same bot reads English.
    let a = alice();
    api.private_text(&a, "/help");
    api.wait_text(a.id, "Games:", WAIT).await;
    // Olena switches to Polish: the bot now writes Polish to her.
    api.private_text(&olena, "/language pl");
    api.wait_text(olena.id, "po polsku", WAIT).await;

    // One menu per scope without a language (English) and one per language.
    assert!(
        api.wait_until(WAIT, |api| api.calls_of("SetMyCommands").len() >= 8)
            .await
    );
    let calls = api.calls_of("SetMyCommands");
    let mut codes: Vec<String> = calls
        .iter()
        .map(|c| c.params["language_code"].as_str().unwrap_or("").to_string())
        .collect();
    codes.sort();
    codes.dedup();
    assert_eq!(codes, ["", "pl", "ru", "uk"]);
    let description = |code: &str| -> String {
        let call = calls
            .iter()
            .find(|c| c.params["language_code"].as_str().unwrap_or("") == code)
            .expect("a menu");
        call.params["commands"][0]["description"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    };
    assert_ne!(
        description("uk"),
        description(""),
        "the Ukrainian menu is translated"
    );
    assert_ne!(description("ru"), description("uk"));

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
    let bot = Running::start(&api, &db(&dir), paced());

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
            ..quick()
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
    let mut child = spawn_serve(&api, &dir, "log");

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

/// Even with every library's tracing switched on, the token never reaches
/// the log: not at start-up, not in requests, not in errors.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_token_never_appears_in_the_log() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut child = spawn_serve_logging(&api, &dir, "log", "trace");
    let a = alice();
    // An error on the way, so error paths log too.
    api.fail("sendMessage", Some(a.id), Fault::RetryAfter(1), 1);
    api.private_text(&a, "/start");
    assert!(
        api.wait_until(WAIT, |api| !api.sent_to(a.id).is_empty())
            .await,
        "the bot answered"
    );
    std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill");
    let t = Instant::now();
    while child.try_wait().expect("wait").is_none() {
        assert!(
            t.elapsed() < Duration::from_secs(10),
            "the bot did not exit"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let log = std::fs::read_to_string(dir.path().join("log")).unwrap();
    assert!(log.lines().count() > 5, "trace logging was on:\n{log}");
    let token = api.token();
    let secret = token.split(':').nth(1).unwrap_or(&token);
    assert!(
        !log.contains(secret),
        "the token leaked into the log:\n{log}"
    );
}

fn carol() -> TgUser {
    TgUser::new(1003, "Carol", Some("carol"))
}

/// A supergroup.
const CLUB: i64 = -1_001_234_567_890;

/// The board of a message: its `<pre>` block, or its photo decoded as PNG.
fn shows_board(m: &fake_bot_api::Sent) -> bool {
    match &m.photo {
        Some(png) => decode_png(png).0 > 0,
        None => m.pre().iter().any(|b| b.contains(" a ")),
    }
}

/// (width, height) of a PNG, decoded in full.
fn decode_png(bytes: &[u8]) -> (u32, u32) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().expect("a PNG header");
    let mut buf = vec![0; reader.output_buffer_size().expect("a buffer size")];
    let info = reader.next_frame(&mut buf).expect("PNG data");
    (info.width, info.height)
}

fn all_callback_data(api: &FakeBotApi) -> Vec<String> {
    api.sent()
        .iter()
        .flat_map(|m| m.buttons.iter().flatten().map(|(_, d)| d.clone()))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn group_game_joined_by_button_and_played_by_typing() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());
    let (a, b, c) = (alice(), bob(), carol());
    let say = |user: &TgUser, text: &str| api.group_text(CLUB, "Club", user, text);

    // `/cmd@botname` is ours.
    say(&a, "/new@boardbot_test opok size=5");
    let open = api
        .wait_text(CLUB, "waiting for a second player", WAIT)
        .await;
    assert_eq!(open.buttons.len(), 1);
    let (label, join) = open.buttons[0][0].clone();
    assert_eq!(label, "Join");
    assert!(join.starts_with("/join #"), "{join}");

    // Bob joins with the button; the press is answered quietly.
    let q = api.press(&b, CLUB, open.message_id, &join);
    let joined = api.wait_text(CLUB, "Bob joins as Second", WAIT).await;
    assert!(joined
        .text
        .contains("@alice (First, 1500?) vs Bob (Second, 1500?)"));
    // The board is a PNG photo uploaded from memory, the text its caption.
    let png = joined.photo.as_ref().expect("the board as a photo");
    let (w, h) = decode_png(png);
    assert!(w >= 100 && h >= 100, "{w}x{h}");
    assert!(api
        .calls_of("sendPhoto")
        .iter()
        .all(|c| c.params["parse_mode"] == "HTML"));
    assert!(
        api.wait_until(WAIT, |api| api.answers().iter().any(|x| x.query_id == q))
            .await
    );
    assert!(
        !api.answers()
            .iter()
            .find(|x| x.query_id == q)
            .unwrap()
            .alert
    );

    // Typed moves; a move out of turn is refused and changes nothing.
    say(&a, "a1 3 b3");
    let moved = api.wait_text(CLUB, "First: a1 3 b3", WAIT).await;
    assert!(shows_board(&moved));
    say(&a, "a1 2 a3");
    api.wait_text(CLUB, "Not your turn", WAIT).await;
    // Another bot's command is not ours: no answer.
    say(&b, "/board@otherbot");
    say(&b, "e5 2 d4");
    api.wait_text(CLUB, "e5 2 d4", WAIT).await;
    let texts: Vec<String> = api.sent_to(CLUB).into_iter().map(|m| m.text).collect();
    let refused = texts
        .iter()
        .position(|t| t.contains("Not your turn"))
        .unwrap();
    assert!(texts[refused + 1].contains("e5 2 d4"), "{texts:#?}");

    // Resigning by button: a spectator's press is refused with an alert.
    say(&a, "/resign ?");
    let ask = api.wait_text(CLUB, "@alice, resign Opok #", WAIT).await;
    let (_, yes) = ask.buttons[0][0].clone();
    let q = api.press(&c, CLUB, ask.message_id, &yes);
    assert!(
        api.wait_until(WAIT, |api| api.answers().iter().any(|x| x.query_id == q))
            .await
    );
    let refusal = api.answers().into_iter().find(|x| x.query_id == q).unwrap();
    assert!(refusal.alert);
    // The question is alice's: only her answer counts.
    assert!(refusal.text.unwrap().contains("Only @alice can answer"));
    api.press(&a, CLUB, ask.message_id, &yes);
    api.wait_text(CLUB, "Game over: 0-1", WAIT).await;

    // The finished game's replay comes as an animation: a GIF with one
    // frame per position its caption counts.
    let replay = api.wait_text(CLUB, "the whole game", WAIT).await;
    let (kind, name, gif) = replay.file.clone().expect("an animation");
    assert_eq!(kind, "animation");
    assert!(name.ends_with(".gif"), "{name}");
    let positions: usize = replay
        .text
        .split(", ")
        .nth(1)
        .and_then(|t| t.split(' ').next())
        .and_then(|n| n.parse().ok())
        .expect("a count of positions");
    assert_eq!(gif_frames(&gif), positions);
    assert!(positions >= 3, "{}", replay.text);

    // /export sends the record as a file too.
    say(&b, "/export");
    let doc = api.wait_text(CLUB, "the record (opok-1.txt)", WAIT).await;
    let (kind, name, bytes) = doc.file.clone().expect("a document");
    assert_eq!((kind.as_str(), name.as_str()), ("document", "opok-1.txt"));
    let text = String::from_utf8(bytes).expect("UTF-8");
    assert!(
        text.contains("Players: @alice (First), Bob (Second)"),
        "{text}"
    );
    assert!(text.contains("1. First: a1 3 b3"), "{text}");

    for data in all_callback_data(&api) {
        assert!(data.len() <= 64, "{data}");
    }
    bot.stop().await.unwrap();
}

/// The number of frames of a GIF.
fn gif_frames(bytes: &[u8]) -> usize {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).expect("a GIF");
    let mut n = 0;
    while decoder.read_next_frame().expect("a frame").is_some() {
        n += 1;
    }
    n
}

/// The invite code in the bot's answer to `/new` in a private chat.
fn invite_code(text: &str) -> String {
    let link = format!("https://t.me/{}?start=", fake_bot_api::BOT_USERNAME);
    let at = text.find(&link).expect("a deep link") + link.len();
    text[at..]
        .split(|c: char| !c.is_ascii_alphanumeric())
        .next()
        .unwrap()
        .to_string()
}

/// Alice creates a private game and Bob joins it through the deep link.
async fn private_game(api: &FakeBotApi) -> (TgUser, TgUser) {
    let (a, b) = (alice(), bob());
    api.private_text(&a, "/new opok size=5");
    let invite = api.wait_text(a.id, "Invite a friend", WAIT).await;
    let code = invite_code(&invite.text);
    // Telegram turns the link into `/start CODE`.
    api.private_text(&b, &format!("/start {code}"));
    let to_bob = api.wait_text(b.id, "Bob joins as Second", WAIT).await;
    let to_alice = api.wait_text(a.id, "Bob joins as Second", WAIT).await;
    assert!(shows_board(&to_bob) && shows_board(&to_alice));
    (a, b)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn private_game_by_deep_link() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());
    let (a, b) = private_game(&api).await;

    api.private_text(&a, "a1 3 b3");
    let board = api.wait_text(b.id, "First: a1 3 b3", WAIT).await;
    api.wait_text(a.id, "First: a1 3 b3", WAIT).await;
    // Bob answers by replying to the board message.
    api.private_reply(&b, "e5 2 d4", board.message_id);
    api.wait_text(a.id, "e5 2 d4", WAIT).await;
    api.wait_text(b.id, "e5 2 d4", WAIT).await;
    // `/board text` comes as an HTML <pre> block.
    api.private_text(&a, "/board text");
    let text_board = api
        .wait_text(a.id, "Opok #1: @alice (First) vs Bob", WAIT)
        .await;
    let pre = text_board.pre();
    assert_eq!(pre.len(), 1, "{text_board:#?}");
    assert!(pre[0].contains("A22"), "{}", pre[0]);
    assert!(text_board.raw.contains("<pre>"));
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn blocked_player_does_not_stop_the_game() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());
    let (a, b) = private_game(&api).await;

    api.block(b.id);
    api.private_text(&a, "a1 3 b3");
    api.wait_text(a.id, "First: a1 3 b3", WAIT).await;
    let notice = api.wait_text(a.id, "I cannot write to Bob", WAIT).await;
    assert!(notice.text.contains("they blocked me"), "{}", notice.text);
    assert!(notice.text.contains("The game goes on"));
    // Bob comes back and plays on.
    api.unblock(b.id);
    api.private_text(&b, "e5 2 d4");
    api.wait_text(a.id, "e5 2 d4", WAIT).await;
    api.wait_text(b.id, "e5 2 d4", WAIT).await;
    // Told once, not for every message.
    let notices = api
        .sent_to(a.id)
        .iter()
        .filter(|m| m.text.contains("I cannot write"))
        .count();
    assert_eq!(notices, 1);
    bot.stop().await.unwrap();
}

/// An 8×8 PNG made with the `png` crate.
fn tiny_png() -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut out, 8, 8);
        enc.set_color(png::ColorType::Grayscale);
        enc.set_depth(png::BitDepth::Eight);
        let mut w = enc.write_header().unwrap();
        w.write_image_data(&[128u8; 64]).unwrap();
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn photos_are_uploaded_from_memory_with_captions() {
    use boardbot::core::{Button, Outgoing};
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let path = db(&dir);
    let a = alice();
    api.add_private_chat(&a);
    // Messages the core committed before the bot started.
    {
        let store = boardbot::store::Store::open(&path).unwrap();
        let photo = |text: String| Outgoing::Message {
            chat: a.id,
            text: Text::plain(&text),
            code: None,
            photo: Some(tiny_png()),
            picture: None,
            buttons: vec![vec![Button {
                label: Text::plain("Board"),
                data: "/board #1".into(),
            }]],
            game: Some(1),
            board: false,
            mentions: Vec::new(),
            open_board: None,
        };
        let short = photo("Move 1 <a1 & b3>".into());
        let long = photo(format!("{}\nend", "x".repeat(1100)));
        boardbot::store::push_outbox(store.conn(), &short, 0).unwrap();
        boardbot::store::push_outbox(store.conn(), &long, 0).unwrap();
    }
    let bot = Running::start(&api, &path, quick());
    let got = api.wait_messages(a.id, 3, WAIT).await;
    // A short caption goes with its photo, escaped.
    assert_eq!(got[0].text, "Move 1 <a1 & b3>");
    assert_eq!(got[0].raw, "Move 1 &lt;a1 &amp; b3&gt;");
    assert_eq!(decode_png(got[0].photo.as_ref().unwrap()), (8, 8));
    assert_eq!(
        got[0].buttons,
        vec![vec![("Board".into(), "/board #1".into())]]
    );
    // A long one goes first, as a message of its own; the keyboard stays
    // with the photo.
    assert!(got[1].photo.is_none() && got[1].text.ends_with("end"));
    assert!(got[1].buttons.is_empty());
    assert!(got[2].photo.is_some() && got[2].text.is_empty());
    assert_eq!(got[2].buttons.len(), 1);
    let uploads = api.calls_of("sendPhoto");
    assert!(uploads.iter().all(|c| c.files.contains_key("photo")));
    // Replies to any of them find the game.
    assert!(api.wait_until(WAIT, |_| outbox_len(&path) == 0).await);
    let remembered: i64 = rusqlite_conn(&path)
        .query_row("SELECT COUNT(*) FROM sent WHERE game_id = 1", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(remembered, 3);
    bot.stop().await.unwrap();
}

#[test]
fn callback_data_fits_for_game_ids_up_to_a_trillion() {
    use boardbot::core::{Chat, ChatKind, Content, Hub, HubConfig, Incoming, Outgoing, User};
    let mut hub = Hub::new(
        boardbot::store::Store::in_memory().unwrap(),
        HubConfig {
            seed: Some(7),
            ..HubConfig::default()
        },
    );
    // The next game gets id 10^12.
    hub.conn()
        .execute(
            "INSERT INTO games (id, kind, creator, status, state, created_ms, updated_ms) \
             VALUES (999999999999, 'opok', 1, 'aborted', '{}', 0, 0)",
            [],
        )
        .unwrap();
    let msg = |user: i64, chat: i64, text: &str| Incoming {
        update_id: None,
        chat: Chat {
            id: chat,
            kind: if chat < 0 {
                ChatKind::Group
            } else {
                ChatKind::Private
            },
            title: "Club".into(),
        },
        user: User::new(user, format!("user{user}")),
        content: Content::Text(text.into()),
        reply_to: None,
        admin: false,
    };
    let script = [
        (1, "/new opok"),
        (2, "/join"),
        (1, "/resign ?"),
        (1, "/draw"),
        (2, "/board"),
        (1, "a1 3 b3"),
    ];
    for (user, text) in script {
        hub.handle(&msg(user, CLUB, text), 1).unwrap();
    }
    // Every button of every game kind the core can make, in a group and in
    // private chats.
    for (i, kind) in boardbot::rules::GAMES.iter().enumerate() {
        let group = CLUB - 1 - i as i64;
        hub.handle(&msg(1, group, &format!("/new {}", kind.name)), 1)
            .unwrap();
        hub.handle(&msg(2, group, "/join"), 1).unwrap();
        hub.handle(&msg(1, group, "/resign ?"), 1).unwrap();
        hub.handle(&msg(1, group, "/draw"), 1).unwrap();
    }
    let mut buttons = Vec::new();
    // The games' own buttons (bids, promotion pieces…), with the `#N` the
    // core adds to commands.
    for kind in boardbot::rules::GAMES {
        let mut env = boardbot::rules::TestCtx::new(1).at(1);
        let mut ctx = env.ctx();
        let Ok(game) = (kind.create)(&Vec::new(), &mut ctx) else {
            continue;
        };
        for seat in [boardbot::rules::Seat::White, boardbot::rules::Seat::Black] {
            let mut choices = game.choices(seat);
            for typed in [
                "e8", "a7a8", "exd8", "b8", "a1", "K/c2", "N@e4", "/bid", "x",
            ] {
                choices.extend(game.choices_after_refusal(seat, typed));
            }
            for c in choices {
                let data = if c.command.starts_with('/') {
                    format!("{} #1000000000000", c.command)
                } else {
                    c.command.clone()
                };
                buttons.push(boardbot::core::Button {
                    // As the reader sees it: a game's choice is a reference.
                    label: Text::plain(&boardbot::i18n::en(&c.label)),
                    data,
                });
            }
        }
    }
    for (_, out) in hub.pending(10_000).unwrap() {
        if let Outgoing::Message { buttons: rows, .. } = out {
            buttons.extend(rows.into_iter().flatten());
        }
    }
    assert!(
        buttons.iter().any(|b| b.data.contains("#1000000000000")),
        "{buttons:?}"
    );
    assert!(buttons.len() >= 4, "{buttons:?}");
    for b in &buttons {
        assert!(
            b.data.len() <= boardbot::telegram::markup::CALLBACK_DATA_LIMIT,
            "{b:?}"
        );
        assert!(boardbot::telegram::markup::button_ok(b), "{b:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn long_texts_are_split_and_code_escaped() {
    use boardbot::core::Outgoing;
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let path = db(&dir);
    let a = alice();
    api.add_private_chat(&a);
    let line = "a & b <c> ".repeat(10); // 100 characters
    let text = vec![line.as_str(); 50].join("\n"); // 5049 characters
    let code = "8 r<k&\n  ab</pre>".to_string();
    {
        let store = boardbot::store::Store::open(&path).unwrap();
        let msg = Outgoing::Message {
            chat: a.id,
            text: Text::plain(&text),
            code: Some(Text::plain(&code)),
            photo: None,
            picture: None,
            buttons: Vec::new(),
            game: None,
            board: false,
            mentions: Vec::new(),
            open_board: None,
        };
        boardbot::store::push_outbox(store.conn(), &msg, 0).unwrap();
    }
    let bot = Running::start(&api, &path, quick());
    let got = api.wait_messages(a.id, 2, WAIT).await;
    // Telegram took both parts (it refuses over 4096 characters or bad
    // HTML); together they are the whole text, then the code block.
    assert!(got.iter().all(|m| m.text.encode_utf16().count() <= 4096));
    let joined = format!("{}\n{}", got[0].text, got[1].text);
    // (Trailing spaces of the text are trimmed, as Telegram does.)
    let expected = format!("{}\n{code}", text.trim_end());
    assert!(joined == expected, "got {joined:?}");
    assert_eq!(got[1].pre(), vec![code]);
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn deadline_reminder_fires_from_the_timer() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let path = db(&dir);
    let bot = Running::start(&api, &path, quick());
    let (a, b) = (alice(), bob());
    api.group_text(CLUB, "Club", &a, "/new opok size=5 days=2");
    api.wait_text(CLUB, "waiting for a second player", WAIT)
        .await;
    api.group_text(CLUB, "Club", &b, "/join");
    api.wait_text(CLUB, "Bob joins", WAIT).await;
    // Fast-forward: the reminder is due now (the core keeps deadlines in
    // the database, so a second connection can move them).
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    let changed = rusqlite_conn(&path)
        .execute(
            "UPDATE games SET remind_ms = ?1, due_ms = ?1 WHERE chat_id = ?2 AND status = 'active'",
            rusqlite::params![now - 1000, CLUB],
        )
        .unwrap();
    assert_eq!(changed, 1);
    let reminder = api.wait_text(CLUB, "Reminder: @alice", WAIT).await;
    assert!(reminder.text.contains("left"), "{}", reminder.text);
    bot.stop().await.unwrap();
}

/// `boardbot serve` as a child process against the fake server.
fn spawn_serve(api: &FakeBotApi, dir: &tempfile::TempDir, log: &str) -> std::process::Child {
    spawn_serve_logging(api, dir, log, "boardbot=debug")
}

fn spawn_serve_logging(
    api: &FakeBotApi,
    dir: &tempfile::TempDir,
    log: &str,
    filter: &str,
) -> std::process::Child {
    std::process::Command::new(env!("CARGO_BIN_EXE_boardbot"))
        .arg("serve")
        .current_dir(dir.path())
        .env("TELOXIDE_TOKEN", api.token())
        .env("TELOXIDE_API_URL", api.url())
        .env("BOARDBOT_DB", db(dir))
        .env("RUST_LOG", filter)
        .stdout(std::process::Stdio::null())
        .stderr(std::fs::File::create(dir.path().join(log)).unwrap())
        .spawn()
        .expect("start boardbot serve")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_between_commit_and_send_delivers_once_after_restart() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let path = db(&dir);
    let mut child = spawn_serve(&api, &dir, "log1");

    let a = alice();
    api.fail("sendMessage", Some(a.id), Fault::RetryAfter(30), 1);
    let update = api.private_text(&a, "/start");
    assert!(
        api.wait_until(WAIT, |api| !api.calls_of("sendMessage").is_empty())
            .await,
        "log:\n{}",
        std::fs::read_to_string(dir.path().join("log1")).unwrap_or_default()
    );
    // No shutdown at all: the reply was committed with the update, and
    // never sent.
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(api.sent_to(a.id).is_empty());
    assert_eq!(outbox_len(&path), 1);
    // As if the bot had died before confirming the update, Telegram sends
    // it again: it is not handled twice.
    api.redeliver(update);

    let mut child = spawn_serve(&api, &dir, "log2");
    let got = api.wait_messages(a.id, 1, WAIT).await;
    assert!(got[0].text.contains("Hello"));
    assert!(api.wait_until(WAIT, |api| api.unconfirmed() == 0).await);
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(api.sent_to(a.id).len(), 1, "exactly once");
    assert_eq!(outbox_len(&path), 0);
    child.kill().unwrap();
    child.wait().unwrap();
}

/// The fake server itself, driven by teloxide directly: edits, deletes and
/// the errors Telegram gives for them parse as teloxide expects.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fake_server_speaks_the_bot_api() {
    use teloxide::prelude::*;
    use teloxide::types::{
        InlineKeyboardButton, InlineKeyboardMarkup, InputFile, InputMedia, InputMediaPhoto,
        ParseMode,
    };
    use teloxide::{ApiError, RequestError};

    let api = FakeBotApi::start().await;
    let url = serde_json::from_value(serde_json::Value::String(api.url())).unwrap();
    let bot = Bot::new(api.token()).set_api_url(url);
    let a = alice();
    api.add_private_chat(&a);
    let me = bot.get_me().await.unwrap();
    assert_eq!(me.username(), fake_bot_api::BOT_USERNAME);
    assert!(me.can_join_groups);

    let chat = ChatId(a.id);
    let m = bot
        .send_message(chat, "<b>x</b> &amp; y")
        .parse_mode(ParseMode::Html)
        .await
        .unwrap();
    assert_eq!(m.text(), Some("x & y"));
    let kb = InlineKeyboardMarkup::new([[InlineKeyboardButton::callback("Go", "/board #1")]]);
    // Same text and markup: "message is not modified".
    let same = bot
        .edit_message_text(chat, m.id, "<b>x</b> &amp; y")
        .parse_mode(ParseMode::Html)
        .await;
    assert!(matches!(
        same,
        Err(RequestError::Api(ApiError::MessageNotModified))
    ));
    let edited = bot.edit_message_text(chat, m.id, "z").await.unwrap();
    assert_eq!(edited.text(), Some("z"));
    bot.edit_message_reply_markup(chat, m.id)
        .reply_markup(kb.clone())
        .await
        .unwrap();
    // Bad HTML and oversized callback data are refused like Telegram does.
    let bad = bot
        .send_message(chat, "a < b")
        .parse_mode(ParseMode::Html)
        .await;
    assert!(matches!(
        bad,
        Err(RequestError::Api(ApiError::CantParseEntities(_)))
    ));
    let long = InlineKeyboardMarkup::new([[InlineKeyboardButton::callback("x", "y".repeat(65))]]);
    assert!(bot
        .send_message(chat, "k")
        .reply_markup(long)
        .await
        .is_err());

    // Photos: uploaded, then replaced.
    let p = bot
        .send_photo(chat, InputFile::memory(tiny_png()).file_name("a.png"))
        .caption("c")
        .await
        .unwrap();
    assert_eq!(p.photo().unwrap()[0].width, 8);
    let media = InputMedia::Photo(
        InputMediaPhoto::new(InputFile::memory(tiny_png()).file_name("b.png")).caption("d"),
    );
    let replaced = bot.edit_message_media(chat, p.id, media).await.unwrap();
    assert_eq!(replaced.caption(), Some("d"));
    assert_eq!(
        decode_png(api.sent().last().unwrap().photo.as_ref().unwrap()),
        (8, 8)
    );

    bot.delete_message(chat, p.id).await.unwrap();
    assert!(matches!(
        bot.delete_message(chat, p.id).await,
        Err(RequestError::Api(ApiError::MessageToDeleteNotFound))
    ));
    // Unknown chats, stale button presses and bad tokens.
    assert!(matches!(
        bot.send_message(ChatId(999), "?").await,
        Err(RequestError::Api(ApiError::ChatNotFound))
    ));
    assert!(matches!(
        bot.answer_callback_query(teloxide::types::CallbackQueryId("nope".into()))
            .await,
        Err(RequestError::Api(ApiError::InvalidQueryId))
    ));
    let url = serde_json::from_value(serde_json::Value::String(api.url())).unwrap();
    let wrong = Bot::new("1:wrong").set_api_url(url);
    assert!(matches!(
        wrong.get_me().await,
        Err(RequestError::Api(ApiError::InvalidToken))
    ));
    // Message ids count up per chat.
    let ids: Vec<i64> = api.sent_to(a.id).iter().map(|m| m.message_id).collect();
    assert!(ids.windows(2).all(|w| w[0] <= w[1]), "{ids:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_token_is_a_clear_error() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut config = config(&api, &db(&dir));
    config.token = Some("1:not-the-token".into());
    let result = tokio::time::timeout(WAIT, telegram::run(config, quick(), std::future::pending()))
        .await
        .expect("fails at once");
    let e = result.unwrap_err();
    assert!(matches!(e, telegram::RunError::TokenRefused), "{e:?}");
    assert!(e.to_string().contains("refused the bot token"));
}

/// Updates that arrive together (here: queued while the bot was down, so
/// the first `getUpdates` returns them all) are handled in their order and
/// committed together: a game opened, joined and played in one batch, a
/// refusal in its place, everything confirmed by the next `getUpdates`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn updates_that_arrive_together_are_handled_in_order() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (alice(), bob());
    let say = |user: &TgUser, text: &str| api.group_text(CLUB, "Club", user, text);
    say(&a, "/new opok size=5");
    say(&b, "/join");
    say(&b, "a1 3 b3");
    say(&a, "a1 3 b3");
    let last = say(&b, "e5 2 d4");
    let bot = Running::start(&api, &db(&dir), quick());

    api.wait_text(CLUB, "e5 2 d4", WAIT).await;
    let texts: Vec<String> = api.sent_to(CLUB).into_iter().map(|m| m.text).collect();
    let at = |needle: &str| {
        texts
            .iter()
            .position(|t| t.contains(needle))
            .unwrap_or_else(|| panic!("{needle:?} not in {texts:#?}"))
    };
    assert!(at("waiting for a second player") < at("Bob joins as Second"));
    assert!(at("Bob joins as Second") < at("Not your turn"));
    assert!(at("Not your turn") < at("First: a1 3 b3"));
    assert!(at("First: a1 3 b3") < at("Second: e5 2 d4"));
    // All five came in the bot's first getUpdates and were confirmed at once.
    assert!(
        api.wait_until(WAIT, |api| api.offsets().contains(&(last + 1)))
            .await
    );
    assert!(
        !api.offsets().iter().any(|&o| o > 0 && o <= last),
        "confirmed together: {:?}",
        api.offsets()
    );
    bot.stop().await.unwrap();
    let moves: i64 = rusqlite_conn(&db(&dir))
        .query_row("SELECT COUNT(*) FROM actions", [], |r| r.get(0))
        .unwrap();
    assert_eq!(moves, 2, "each move recorded once");
}

/// A sender of the real `serve` code (`send::Ctx`) on a hub of its own,
/// talking to the fake server, for driving single deliveries.
fn sender(api: &FakeBotApi, db: &Path) -> boardbot::telegram::send::Ctx {
    use boardbot::core::{Hub, HubConfig};
    use boardbot::telegram::send::{Ctx, Limiter};
    use teloxide::prelude::*;
    let store = boardbot::store::Store::open(db).expect("a database");
    let url = serde_json::from_value(serde_json::Value::String(api.url())).unwrap();
    Ctx {
        bot: Bot::new(api.token()).set_api_url(url),
        hub: telegram::SharedHub::new(Hub::new(store, HubConfig::default())),
        limiter: std::sync::Mutex::new(Limiter::new(telegram::Limits::default())),
        health: std::sync::Arc::new(boardbot::ops::Health::new(boardbot::ops::Via::Polling)),
        web: None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clearing_buttons_is_paced_and_done_when_nothing_is_left() {
    use boardbot::core::{Button, Outgoing};
    use boardbot::telegram::send::{Deadline, Fate};
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let ctx = sender(&api, &db(&dir));
    let (_keep, rx) = tokio::sync::watch::channel(None);
    let mut deadline = Deadline::new(rx);
    let a = alice();
    api.add_private_chat(&a);

    let board = Outgoing::text(a.id, Text::plain("Board")).with_buttons(vec![vec![Button::new(
        Text::plain("Offer draw"),
        "/draw #1",
    )]]);
    assert_eq!(ctx.deliver(&mut deadline, 1, board).await, Fate::Done);
    let id = api.sent_to(a.id)[0].message_id;
    assert_eq!(api.buttons_of(a.id, id).len(), 1);

    let clear = Outgoing::ClearButtons {
        chat: a.id,
        message_id: id,
    };
    assert_eq!(
        ctx.deliver(&mut deadline, 2, clear.clone()).await,
        Fate::Done
    );
    assert!(api.buttons_of(a.id, id).is_empty(), "the keyboard is gone");
    assert_eq!(
        api.message(a.id, id).unwrap()["text"],
        "Board",
        "the text stays"
    );
    assert_eq!(api.cleared(a.id), vec![id]);
    // Within the chat's limits like any send: a second after the board.
    let edits = api.calls_of("editMessageReplyMarkup");
    let sent = api.calls_of("sendMessage");
    let gap = edits[0].at.duration_since(sent[0].at);
    assert!(gap >= Duration::from_millis(950), "edited after {gap:?}");
    assert_eq!(api.sent_to(a.id).len(), 1, "an edit is no new message");

    // Nothing left to remove, the message deleted, the bot gone from the
    // group: each done at the first answer, not retried.
    assert_eq!(ctx.deliver(&mut deadline, 3, clear).await, Fate::Done);
    let gone = Outgoing::ClearButtons {
        chat: a.id,
        message_id: 999,
    };
    assert_eq!(ctx.deliver(&mut deadline, 4, gone).await, Fate::Done);
    api.group_text(CLUB, "Club", &a, "hi");
    api.bot_status(CLUB, "Club", &a, "member", "kicked");
    let kicked = Outgoing::ClearButtons {
        chat: CLUB,
        message_id: 1,
    };
    assert_eq!(ctx.deliver(&mut deadline, 5, kicked).await, Fate::Done);
    let outcomes: Vec<String> = api
        .calls_of("editMessageReplyMarkup")
        .iter()
        .map(|c| c.outcome.clone().err().unwrap_or_default())
        .collect();
    assert_eq!(outcomes.len(), 4, "{outcomes:#?}");
    assert!(
        outcomes[1].contains("message is not modified"),
        "{outcomes:#?}"
    );
    assert!(
        outcomes[2].contains("message to edit not found"),
        "{outcomes:#?}"
    );
    assert!(outcomes[3].contains("kicked"), "{outcomes:#?}");
}

/// Alice opens an Opok game in the club and Bob (no username) joins it
/// with the Join button: the board the join posts.
async fn club_game(api: &FakeBotApi) -> fake_bot_api::Sent {
    let (a, b) = (alice(), bob());
    api.group_text(CLUB, "Club", &a, "/new opok size=5");
    let open = api
        .wait_text(CLUB, "waiting for a second player", WAIT)
        .await;
    let (_, join) = open.buttons[0][0].clone();
    api.press(&b, CLUB, open.message_id, &join);
    api.wait_text(CLUB, "Bob joins as Second", WAIT).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abort_asks_telegram_who_administers_the_group() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());
    let (a, b, c) = (alice(), bob(), carol());
    api.make_admin(CLUB, &a);
    let asked = |api: &FakeBotApi, user: i64| {
        api.calls_of("getChatMember")
            .iter()
            .filter(|c| c.params["user_id"].as_i64() == Some(user))
            .count()
    };

    // Only a group `/abort` (bare or addressed to this bot, typed or
    // pressed) makes the bot ask; other commands, other bots' `/abort` and
    // private chats do not.
    api.group_text(CLUB, "Club", &c, "/games");
    api.group_text(CLUB, "Club", &c, "/abort@otherbot");
    api.private_text(&c, "/abort");
    api.wait_messages(c.id, 1, WAIT).await;
    api.group_text(CLUB, "Club", &a, "/abort");
    assert!(api.wait_until(WAIT, |api| asked(api, a.id) == 1).await);
    assert_eq!(asked(&api, c.id), 0);
    let call = &api.calls_of("getChatMember")[0];
    assert_eq!(call.params["chat_id"].as_i64(), Some(CLUB));
    let member = call.outcome.as_ref().expect("answered");
    assert_eq!(member["status"], "administrator");

    // Asked once per (group, user) for a few minutes.
    api.group_text(CLUB, "Club", &a, "/abort@boardbot_test #1");
    api.group_text(CLUB, "Club", &c, "/abort");
    assert!(api.wait_until(WAIT, |api| asked(api, c.id) == 1).await);
    // A failed call is a plain member's answer; the message still gets
    // through to the core (and the failure is not remembered).
    api.fail(
        "getChatMember",
        Some(CLUB),
        Fault::Error(400, "Bad Request: chat not found".into()),
        1,
    );
    api.group_text(CLUB, "Club", &b, "/abort");
    api.group_text(CLUB, "Club", &b, "/abort");
    assert!(api.wait_until(WAIT, |api| asked(api, b.id) == 2).await);
    let before = api.sent_to(CLUB).len();
    api.group_text(CLUB, "Club", &b, "/games");
    api.wait_messages(CLUB, before + 1, WAIT).await;
    assert_eq!(asked(&api, a.id), 1, "remembered");
    assert_eq!(asked(&api, c.id), 1, "remembered");

    // The bot asks for member updates by name (Telegram sends
    // `chat_member` only then).
    let polls = api.calls_of("getUpdates");
    let allowed = &polls.last().unwrap().params["allowed_updates"];
    for kind in ["message", "callback_query", "chat_member", "my_chat_member"] {
        assert!(
            allowed.as_array().unwrap().iter().any(|k| k == kind),
            "{kind} in {allowed}"
        );
    }
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn superseded_boards_lose_their_buttons() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());
    let (a, b) = (alice(), bob());

    let first = club_game(&api).await;
    assert!(!first.buttons.is_empty(), "a running game's board acts");
    api.group_text(CLUB, "Club", &a, "a1 3 b3");
    let second = api.wait_text(CLUB, "First: a1 3 b3", WAIT).await;
    // The first board's keyboard is edited away; the new one keeps its own.
    assert!(
        api.wait_until(WAIT, |api| api.cleared(CLUB).contains(&first.message_id))
            .await,
        "cleared: {:?}",
        api.cleared(CLUB)
    );
    assert!(api.buttons_of(CLUB, first.message_id).is_empty());
    assert!(!api.buttons_of(CLUB, second.message_id).is_empty());
    // The message that opened the game lost its Join button when the game
    // began.
    let open = api
        .wait_text(CLUB, "waiting for a second player", WAIT)
        .await;
    assert!(api.cleared(CLUB).contains(&open.message_id));
    assert!(api.buttons_of(CLUB, open.message_id).is_empty());
    api.group_text(CLUB, "Club", &b, "e5 2 d4");
    let third = api.wait_text(CLUB, "e5 2 d4", WAIT).await;
    assert!(
        api.wait_until(WAIT, |api| api.cleared(CLUB).contains(&second.message_id))
            .await
    );
    assert!(!api.buttons_of(CLUB, third.message_id).is_empty());
    assert!(!api.cleared(CLUB).contains(&third.message_id));
    // Each old board cleared once.
    let mut cleared = api.cleared(CLUB);
    let n = cleared.len();
    cleared.sort();
    cleared.dedup();
    assert_eq!(cleared.len(), n, "{cleared:?}");
    bot.stop().await.unwrap();
}

/// The game number a message names (`Opok #3: …`).
fn game_id(text: &str) -> i64 {
    let at = text.find('#').expect("a game number") + 1;
    text[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .expect("digits after #")
}

fn dave() -> TgUser {
    TgUser::new(1004, "Dave", Some("dave"))
}

/// Waits until the answer to a `/help` sent now reaches `chat`: every
/// answer to what was sent before it has been delivered by then (a chat's
/// messages keep their order).
async fn fence(api: &FakeBotApi, chat: i64, user: &TgUser) {
    let before = api.sent_to(chat).len();
    if chat == user.id {
        api.private_text(user, "/help");
    } else {
        api.group_text(chat, "Club", user, "/help");
    }
    api.wait_messages(chat, before + 1, WAIT).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_without_a_username_are_mentioned_by_link() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());
    let (a, b) = (alice(), bob());

    let joined = club_game(&api).await;
    assert!(joined
        .text
        .contains("@alice (First, 1500?) vs Bob (Second, 1500?)"));
    assert!(
        joined.mentions.contains(&("Bob".to_string(), b.id)),
        "{joined:#?}"
    );
    api.group_text(CLUB, "Club", &a, "a1 3 b3");
    let moved = api.wait_text(CLUB, "First: a1 3 b3", WAIT).await;
    // The turn line names Bob: a mention by id notifies him.
    assert!(
        moved.text.contains("Bob (Second) to move"),
        "{}",
        moved.text
    );
    assert!(moved.mentions.contains(&("Bob".to_string(), b.id)));
    assert!(
        moved
            .raw
            .contains(&format!("<a href=\"tg://user?id={}\">Bob</a>", b.id)),
        "{}",
        moved.raw
    );
    // Alice has a username: `@alice` notifies her, no link needed.
    assert!(moved.mentions.iter().all(|(_, id)| *id != a.id));
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resign_confirmation_counts_only_from_the_asker() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());
    let (a, b, c) = (alice(), bob(), carol());
    let id = game_id(&club_game(&api).await.text);

    api.group_text(CLUB, "Club", &a, "/resign");
    let ask = api
        .wait_text(CLUB, &format!("resign Opok #{id}?"), WAIT)
        .await;
    assert!(ask.text.contains("@alice"), "names the asker: {}", ask.text);
    let yes = ask
        .buttons
        .iter()
        .flatten()
        .find(|(label, _)| label.starts_with("Yes"))
        .map(|(_, data)| data.clone())
        .expect("a Yes button");
    assert_eq!(yes, format!("/resign #{id} yes u{}", a.id));

    // The spectator's and the opponent's presses get an alert and change
    // nothing.
    for who in [&c, &b] {
        let q = api.press(who, CLUB, ask.message_id, &yes);
        assert!(
            api.wait_until(WAIT, |api| api.answers().iter().any(|x| x.query_id == q))
                .await
        );
        let answer = api.answers().into_iter().find(|x| x.query_id == q).unwrap();
        assert!(answer.alert, "{} gets an alert", who.first_name);
        assert!(!answer.text.unwrap_or_default().is_empty());
    }
    fence(&api, CLUB, &c).await;
    assert!(
        api.sent_to(CLUB)
            .iter()
            .all(|m| !m.text.contains("Game over")),
        "nobody resigned"
    );
    // The game goes on…
    api.group_text(CLUB, "Club", &a, "a1 3 b3");
    api.wait_text(CLUB, "First: a1 3 b3", WAIT).await;
    // …until the asker confirms.
    let q = api.press(&a, CLUB, ask.message_id, &yes);
    api.wait_text(CLUB, "Game over: 0-1", WAIT).await;
    assert!(
        api.wait_until(WAIT, |api| api.answers().iter().any(|x| x.query_id == q))
            .await
    );
    bot.stop().await.unwrap();
}

/// The club game; Bob leaves the group by `leave`, and the group is told
/// once even if `again` reports the same leave a second time; Alice claims
/// the win.
async fn leave_then_claim(
    api: &FakeBotApi,
    leave: impl FnOnce(&FakeBotApi),
    again: impl FnOnce(&FakeBotApi),
) {
    let (a, c) = (alice(), carol());
    club_game(api).await;
    leave(api);
    let told = api.wait_text(CLUB, "left the group", WAIT).await;
    assert!(told.text.contains("Bob"), "{}", told.text);
    assert!(told.text.contains("@alice: /claim"), "{}", told.text);
    again(api);
    fence(api, CLUB, &c).await;
    let notices = api
        .sent_to(CLUB)
        .iter()
        .filter(|m| m.text.contains("left the group"))
        .count();
    assert_eq!(notices, 1, "{:#?}", api.sent_to(CLUB));
    api.group_text(CLUB, "Club", &a, "/claim");
    let over = api.wait_text(CLUB, "Game over: ", WAIT).await;
    assert!(over.text.contains("Game over: 1-0"), "{}", over.text);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leaving_the_group_lets_the_opponent_claim() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());
    // The service message a group shows when Bob leaves (all a bot that
    // does not administer the group gets).
    leave_then_claim(
        &api,
        |api| {
            api.left_group(CLUB, "Club", &bob(), None);
        },
        |_| {},
    )
    .await;
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn removed_from_the_group_by_an_admin_lets_the_opponent_claim() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());
    // A bot that administers the group gets the member update, and the
    // service message for the same removal: the group is told once.
    let admin = dave();
    leave_then_claim(
        &api,
        |api| {
            api.member_update(CLUB, "Club", &bob(), "member", "kicked", Some(&admin));
        },
        |api| {
            api.left_group(CLUB, "Club", &bob(), Some(&admin));
        },
    )
    .await;
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn group_admin_aborts_another_pairs_game() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());
    let (a, b, c, d) = (alice(), bob(), carol(), dave());
    api.make_admin(CLUB, &d);
    let id = game_id(&club_game(&api).await.text);
    api.group_text(CLUB, "Club", &a, "a1 3 b3");
    api.wait_text(CLUB, "First: a1 3 b3", WAIT).await;

    // Carol is a plain member: refused, the game goes on.
    api.group_text(CLUB, "Club", &c, &format!("/abort #{id}"));
    fence(&api, CLUB, &c).await;
    api.group_text(CLUB, "Club", &b, "e5 2 d4");
    api.wait_text(CLUB, "Second: e5 2 d4", WAIT).await;
    assert!(api
        .sent_to(CLUB)
        .iter()
        .all(|m| !m.text.to_lowercase().contains("aborted")));

    // Dave administers the group (Telegram says so): the game ends.
    api.group_text(CLUB, "Club", &d, &format!("/abort #{id}"));
    let done = api.wait_text(CLUB, "aborted", WAIT).await;
    assert!(done.text.contains(&format!("#{id}")), "{}", done.text);
    let asked = api.calls_of("getChatMember");
    assert!(asked
        .iter()
        .any(|c| c.params["user_id"].as_i64() == Some(d.id)));
    // Nothing more to play.
    api.group_text(CLUB, "Club", &a, "a2 1 a3");
    fence(&api, CLUB, &c).await;
    assert!(api
        .sent_to(CLUB)
        .iter()
        .all(|m| !m.text.contains("a2 1 a3")));
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bot_removed_from_a_group_ends_its_games_and_tells_the_players() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());
    let (a, b, d) = (alice(), bob(), dave());
    // Both players have started the bot, so it may write to them.
    for who in [&a, &b] {
        api.private_text(who, "/start");
        api.wait_messages(who.id, 1, WAIT).await;
    }
    let id = game_id(&club_game(&api).await.text);

    api.bot_status(CLUB, "Club", &d, "member", "kicked");
    for who in [&a, &b] {
        let told = api.wait_text(who.id, &format!("#{id}"), WAIT).await;
        assert!(told.text.contains("removed from Club"), "{}", told.text);
        assert!(told.text.contains("without a result"), "{}", told.text);
        for result in ["1-0", "0-1", "1/2-1/2"] {
            assert!(!told.text.contains(result), "no result: {}", told.text);
        }
    }
    // The game is over: Alice's move in private finds nothing to play.
    let club_calls = |api: &FakeBotApi| {
        api.calls()
            .iter()
            .filter(|c| c.params["chat_id"].as_i64() == Some(CLUB))
            .filter(|c| c.name().starts_with("send"))
            .count()
    };
    let before = club_calls(&api);
    api.private_text(&a, "a1 3 b3");
    fence(&api, a.id, &a).await;
    assert!(api
        .sent_to(a.id)
        .iter()
        .all(|m| !m.text.contains("First: a1 3 b3")));
    assert_eq!(club_calls(&api), before, "nothing more for the group");
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_opponent_moves_on_telegram() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());
    let a = alice();
    api.private_text(&a, "/new opok size=5 vs=bot level=2 color=black");
    // The bot (First) moves by itself, off the hub, as an ordinary message.
    api.wait_text(a.id, "1. First:", WAIT).await;
    // Alice's move makes it the bot's turn again: that commit wakes it
    // (WAIT is shorter than the bot's safety sweep of every game).
    assert!(WAIT < boardbot::telegram::bot_player::SWEEP);
    let conn = rusqlite_conn(&db(&dir));
    let id = boardbot::store::last_game_id(&conn).unwrap().unwrap();
    let (kind, state) = boardbot::store::game_state(&conn, id).unwrap();
    let game = (boardbot::rules::find(&kind).unwrap().load)(serde_json::from_str(&state).unwrap())
        .unwrap();
    let reply = game.legal_texts().into_iter().next().unwrap();
    api.private_text(&a, &reply);
    api.wait_text(a.id, "2. First:", WAIT).await;
    // Meanwhile and after, everybody else is answered as usual.
    let b = bob();
    api.private_text(&b, "/games");
    api.wait_text(b.id, "no game", WAIT).await;
    bot.stop().await.unwrap();
}

/// The address of the first button of a message, if it is a link button
/// (a link, not a callback).
fn link_button(api: &FakeBotApi, chat: i64, message_id: i64) -> Option<String> {
    let m = api.message(chat, message_id)?;
    let button = &m["reply_markup"]["inline_keyboard"][0][0];
    assert!(button["callback_data"].is_null(), "{button}");
    button["url"].as_str().map(str::to_string)
}

/// A private game's invite code typed in a group is refused there, with a
/// link button to the private chat whose `/start CODE` joins the game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_invite_code_typed_in_a_group_links_to_the_private_chat() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());
    let (a, b) = (alice(), bob());
    api.private_text(&a, "/new opok size=5");
    let invite = api.wait_text(a.id, "Invite a friend", WAIT).await;
    let code = invite_code(&invite.text);
    api.group_text(CLUB, "Club", &b, &format!("/join {code}"));
    let refusal = api
        .wait_text(CLUB, "a game played in private chats", WAIT)
        .await;
    assert_eq!(
        link_button(&api, CLUB, refusal.message_id),
        Some(format!(
            "https://t.me/{}?start={code}",
            fake_bot_api::BOT_USERNAME
        ))
    );
    // Telegram turns the link into `/start CODE` in the private chat.
    api.private_text(&b, &format!("/start {code}"));
    api.wait_text(b.id, "Bob joins as Second", WAIT).await;
    assert!(
        !api.sent_to(CLUB)
            .iter()
            .any(|m| m.text.contains("Bob joins")),
        "the group hears nothing of a private game"
    );
    bot.stop().await.unwrap();
}

/// A Kriegspiel move typed in the group is answered once per player and
/// game, with a link button that opens the private chat; it is never
/// played or repeated there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kriegspiel_moves_typed_in_the_group_get_one_link_to_the_private_chat() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());
    let (a, b) = (alice(), bob());
    for user in [&a, &b] {
        api.private_text(user, "/start");
        api.wait_text(user.id, "Hello", WAIT).await;
    }
    api.group_text(CLUB, "Club", &a, "/new kriegspiel");
    api.wait_text(CLUB, "waiting for a second player", WAIT)
        .await;
    api.group_text(CLUB, "Club", &b, "/join");
    api.wait_text(CLUB, "Bob joins", WAIT).await;
    api.group_text(CLUB, "Club", &a, "e2e4");
    let told = api.wait_text(CLUB, "never here", WAIT).await;
    assert!(!told.text.contains("e2e4"), "{}", told.text);
    assert_eq!(
        link_button(&api, CLUB, told.message_id),
        Some(format!(
            "https://t.me/{}?start=hello",
            fake_bot_api::BOT_USERNAME
        ))
    );
    api.group_text(CLUB, "Club", &a, "e2e4");
    fence(&api, CLUB, &a).await;
    let told_again = api
        .sent_to(CLUB)
        .iter()
        .filter(|m| m.text.contains("never here"))
        .count();
    assert_eq!(told_again, 1, "said once");
    // The move is still White's to make, in private.
    api.private_text(&a, "e2e4");
    api.wait_text(CLUB, "White moved", WAIT).await;
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_garbled_reply_is_retried_a_few_times_then_dropped() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());
    let a = alice();
    let to_alice = |api: &FakeBotApi| {
        api.calls_of("sendMessage")
            .into_iter()
            .filter(|c| c.params["chat_id"].as_i64() == Some(a.id))
            .collect::<Vec<_>>()
    };

    // Every answer to Alice's chat is a proxy's HTML page, five times.
    api.fail("sendMessage", Some(a.id), Fault::Garbage, 5);
    api.private_text(&a, "/games");
    assert!(
        api.wait_until(Duration::from_secs(20), |api| to_alice(api).len() >= 5)
            .await
    );
    // Given up after those tries (a sixth would have gone through): the
    // next message of the chat is not stuck behind it.
    api.private_text(&a, "/help");
    let got = api.wait_messages(a.id, 1, Duration::from_secs(20)).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let got_now = api.sent_to(a.id);
    assert_eq!(got_now.len(), 1, "{got:?}");
    assert!(got_now[0].text.contains("/new"), "{}", got_now[0].text);
    assert_eq!(to_alice(&api).len(), 6);

    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_get_chat_member_holds_only_its_group() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Running::start(&api, &db(&dir), quick());
    let (a, b, c) = (alice(), bob(), carol());
    api.make_admin(CLUB, &a);
    // The bot is up and polling.
    fence(&api, c.id, &c).await;

    let slow = Duration::from_secs(4);
    api.fail("getChatMember", Some(CLUB), Fault::Slow(slow), 1);
    let sent = Instant::now();
    api.group_text(CLUB, "Club", &a, "/abort");
    api.group_text(CLUB, "Club", &a, "/games");
    api.private_text(&b, "/games");
    // Bob's chat is answered while Telegram still thinks about Alice.
    let to_bob = api.wait_messages(b.id, 1, WAIT).await;
    let waited = to_bob[0].at.duration_since(sent);
    assert!(waited < Duration::from_secs(2), "Bob waited {waited:?}");
    // The group's messages waited for the answer, and kept their order
    // (the `/abort` was handled as an administrator's).
    let club = api.wait_messages(CLUB, 2, WAIT).await;
    let asked = api.calls_of("getChatMember");
    assert_eq!(asked.len(), 1);
    assert_eq!(
        asked[0].outcome.as_ref().unwrap()["status"],
        "administrator"
    );
    assert!(club[0].at >= asked[0].at);
    assert!(club[0].at.duration_since(sent) >= slow);

    bot.stop().await.unwrap();
}
