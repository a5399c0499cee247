//! Running the bot as operators run bots (issue 32): updates by webhook
//! from the fake Bot API (a game, a redelivery, a forged secret, a crash
//! between the commit and the answer, webhooks turned off again),
//! `/healthz`, `/metrics`, and `boardbot backup` during `boardbot bench`.

mod fake_bot_api;

use std::path::{Path, PathBuf};
use std::time::Duration;

use boardbot::config::{Config, WebConfig};
use boardbot::telegram::{self, Options};
use fake_bot_api::{FakeBotApi, Fault, TgUser};
use serde_json::{json, Value};
use tokio::sync::oneshot;

const WAIT: Duration = Duration::from_secs(15);
/// The bot's public address; the fake Bot API routes it to the bot's
/// listener as a TLS-terminating proxy would.
const PUBLIC: &str = "https://bot.example.org";
const CLUB: i64 = -1_001_234_567_890;

fn alice() -> TgUser {
    TgUser::new(1001, "Alice", Some("alice"))
}

fn bob() -> TgUser {
    TgUser::new(1002, "Bob", None)
}

/// A port nobody listens on now.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

fn db(dir: &tempfile::TempDir) -> PathBuf {
    dir.path().join("bot.db")
}

fn config(api: &FakeBotApi, db: &Path, web: Option<WebConfig>) -> Config {
    Config {
        token: Some(api.token()),
        api_url: Some(api.url()),
        database: Some(db.to_path_buf()),
        web,
        ..Config::default()
    }
}

/// `[web]` with a webhook on `port`, routed from [`PUBLIC`].
fn webhook_on(api: &FakeBotApi, port: u16) -> WebConfig {
    api.route_webhooks(PUBLIC, &format!("http://127.0.0.1:{port}"));
    WebConfig {
        listen: Some(format!("127.0.0.1:{port}")),
        public_url: Some(PUBLIC.into()),
        webhook: true,
        ..WebConfig::default()
    }
}

/// Without Telegram's pacing (tests/telegram.rs tests it).
fn quick() -> Options {
    Options {
        flush_grace: Duration::from_secs(2),
        limits: telegram::Limits::unpaced(),
        ..Options::default()
    }
}

/// The bot running in-process against the fake server.
struct Running {
    stop: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<Result<(), boardbot::telegram::RunError>>,
}

impl Running {
    fn start(config: Config, options: Options) -> Running {
        let (tx, rx) = oneshot::channel::<()>();
        let task = tokio::spawn(telegram::run(config, options, async move {
            let _ = rx.await;
        }));
        Running {
            stop: Some(tx),
            task,
        }
    }

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

/// Waits until the bot has set its webhook.
async fn webhook_set(api: &FakeBotApi) -> fake_bot_api::webhook::Webhook {
    assert!(
        api.wait_until(WAIT, |api| api.webhook().is_some()).await,
        "no webhook was set: {:#?}",
        api.calls_of("setWebhook")
    );
    api.webhook().unwrap()
}

fn outbox_len(db: &Path) -> i64 {
    let conn = rusqlite::Connection::open(db).expect("open the database");
    conn.query_row("SELECT COUNT(*) FROM outbox", [], |r| r.get(0))
        .expect("count")
}

/// Whether the database recorded `update_id` as processed.
fn processed(db: &Path, update_id: i64) -> bool {
    let conn = rusqlite::Connection::open(db).expect("open the database");
    conn.query_row(
        "SELECT COUNT(*) FROM updates WHERE update_id = ?1",
        [update_id],
        |r| r.get::<_, i64>(0),
    )
    .expect("count")
        == 1
}

async fn get(url: &str) -> (u16, String) {
    let r = reqwest::get(url).await.expect("an answer");
    let status = r.status().as_u16();
    (status, r.text().await.unwrap_or_default())
}

/// Posts `body` to `url` as Telegram would, with `secret` if given.
async fn post(url: &str, secret: Option<&str>, body: &Value) -> u16 {
    let mut request = reqwest::Client::new().post(url).json(body);
    if let Some(s) = secret {
        request = request.header("X-Telegram-Bot-Api-Secret-Token", s);
    }
    request.send().await.expect("an answer").status().as_u16()
}

/// The bot's local address for a webhook URL under [`PUBLIC`].
fn local(url: &str, port: u16) -> String {
    url.replace(PUBLIC, &format!("http://127.0.0.1:{port}"))
}

/// An update as Telegram posts it: a private `/start` from a user.
fn start_update(update_id: i64, user: i64) -> Value {
    json!({
        "update_id": update_id,
        "message": {
            "message_id": 1,
            "date": 1_700_000_000,
            "chat": {"id": user, "type": "private", "first_name": "Mallory"},
            "from": {"id": user, "is_bot": false, "first_name": "Mallory"},
            "text": "/start",
            "entities": [{"type": "bot_command", "offset": 0, "length": 6}]
        }
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_played_through_the_webhook() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let web = webhook_on(&api, port);
    let bot = Running::start(config(&api, &db(&dir), Some(web)), quick());
    let hook = webhook_set(&api).await;

    // setWebhook: our public address under a random path, a random
    // secret, the update kinds the bot reads.
    assert!(
        hook.url.starts_with(&format!("{PUBLIC}/telegram/")),
        "{}",
        hook.url
    );
    assert!(hook.url.len() > format!("{PUBLIC}/telegram/").len() + 20);
    let secret = hook.secret.clone().expect("a secret token");
    assert!(secret.len() >= 32, "{secret}");
    let allowed: Vec<String> = hook
        .allowed
        .clone()
        .unwrap_or_default()
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k.as_str().unwrap().to_string())
        .collect();
    for kind in ["message", "callback_query", "chat_member", "my_chat_member"] {
        assert!(allowed.contains(&kind.to_string()), "{allowed:?}");
    }

    let (a, b) = (alice(), bob());
    let say = |user: &TgUser, text: &str| api.group_text(CLUB, "Club", user, text);
    say(&a, "/new opok size=5");
    let open = api
        .wait_text(CLUB, "waiting for a second player", WAIT)
        .await;
    let (_, join) = open.buttons[0][0].clone();
    // A button press comes by webhook too, and is answered.
    let q = api.press(&b, CLUB, open.message_id, &join);
    api.wait_text(CLUB, "Bob joins as Second", WAIT).await;
    assert!(
        api.wait_until(WAIT, |api| api.answers().iter().any(|x| x.query_id == q))
            .await
    );
    say(&a, "a1 3 b3");
    api.wait_text(CLUB, "First: a1 3 b3", WAIT).await;
    say(&a, "a1 2 a3");
    api.wait_text(CLUB, "Not your turn", WAIT).await;
    say(&b, "e5 2 d4");
    api.wait_text(CLUB, "e5 2 d4", WAIT).await;

    // Every update came by webhook and was answered 200; nobody polled.
    assert!(api.wait_until(WAIT, |api| api.unconfirmed() == 0).await);
    let posts = api.webhook_posts();
    // /new, the press, three moves: each posted once.
    assert_eq!(posts.len(), 5, "{posts:#?}");
    assert!(posts.iter().all(|p| p.status == 200), "{posts:#?}");
    assert!(api.calls_of("getUpdates").is_empty());
    assert!(api.calls_of("deleteWebhook").is_empty());
    bot.stop().await.unwrap();
    // Stopping leaves the webhook in place: Telegram keeps the updates
    // that come meanwhile for the next start.
    assert!(api.webhook().is_some());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_redelivered_webhook_update_is_ignored() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let web = webhook_on(&api, port);
    let bot = Running::start(config(&api, &db(&dir), Some(web)), quick());
    webhook_set(&api).await;

    let a = alice();
    let update = api.private_text(&a, "/help");
    api.wait_messages(a.id, 1, WAIT).await;
    assert!(api.wait_until(WAIT, |api| api.unconfirmed() == 0).await);
    // Telegram posts it again (it did not hear the 200, say).
    api.redeliver(update);
    assert!(
        api.wait_until(WAIT, |api| api
            .webhook_posts()
            .iter()
            .filter(|p| p.update_id == update && p.status == 200)
            .count()
            == 2)
            .await
    );
    api.private_text(&a, "/games");
    api.wait_text(a.id, "no game", WAIT).await;
    let texts: Vec<String> = api.sent_to(a.id).into_iter().map(|m| m.text).collect();
    assert_eq!(texts.len(), 2, "the help once, then the games: {texts:#?}");
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forged_secret_is_refused_and_changes_nothing() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let web = webhook_on(&api, port);
    let path = db(&dir);
    let bot = Running::start(config(&api, &path, Some(web)), quick());
    let hook = webhook_set(&api).await;
    let url = local(&hook.url, port);
    let secret = hook.secret.clone().unwrap();
    let mallory = 666_001;
    api.add_private_chat(&TgUser::new(mallory, "Mallory", None));
    let update = start_update(900_001, mallory);

    assert_eq!(post(&url, Some("guessed"), &update).await, 401);
    assert_eq!(post(&url, None, &update).await, 401);
    // One character off (the secret is letters and digits).
    let last = if secret.ends_with('x') { 'y' } else { 'x' };
    let wrong = format!("{}{last}", &secret[..secret.len() - 1]);
    assert_eq!(post(&url, Some(&wrong), &update).await, 401);
    // The right secret on another path: no such endpoint.
    let other = format!("http://127.0.0.1:{port}/telegram/elsewhere");
    assert_eq!(post(&other, Some(&secret), &update).await, 404);
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(api.sent_to(mallory).is_empty());
    assert!(!processed(&path, 900_001), "nothing was applied");

    // Not an update at all, with the secret: refused, nothing applied.
    assert_eq!(post(&url, Some(&secret), &json!({"hello": 1})).await, 400);
    // The same update with the secret is taken: the refusals were the
    // secret's doing.
    assert_eq!(post(&url, Some(&secret), &update).await, 200);
    assert!(processed(&path, 900_001), "committed before the 200");
    api.wait_text(mallory, "Hello", WAIT).await;
    bot.stop().await.unwrap();
}

/// `boardbot serve` with a webhook, as a child process.
fn spawn_serve(
    api: &FakeBotApi,
    dir: &tempfile::TempDir,
    port: u16,
    log: &str,
) -> std::process::Child {
    std::process::Command::new(env!("CARGO_BIN_EXE_boardbot"))
        .arg("serve")
        .current_dir(dir.path())
        .env("TELOXIDE_TOKEN", api.token())
        .env("TELOXIDE_API_URL", api.url())
        .env("BOARDBOT_DB", db(dir))
        .env("BOARDBOT_WEB", format!("127.0.0.1:{port}"))
        .env("BOARDBOT_WEB_URL", PUBLIC)
        .env("BOARDBOT_WEBHOOK", "1")
        .env("RUST_LOG", "boardbot=debug")
        .stdout(std::process::Stdio::null())
        .stderr(std::fs::File::create(dir.path().join(log)).unwrap())
        .spawn()
        .expect("start boardbot serve")
}

/// The bot commits an update and dies before Telegram hears its 200:
/// Telegram posts the update again to the restarted bot (at its new
/// address), which recognises it; the reply committed with it is sent
/// once, after the restart.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crash_between_commit_and_answer_loses_nothing() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let path = db(&dir);
    let port = free_port();
    api.route_webhooks(PUBLIC, &format!("http://127.0.0.1:{port}"));
    let mut child = spawn_serve(&api, &dir, port, "log1");
    let log = |name: &str| std::fs::read_to_string(dir.path().join(name)).unwrap_or_default();
    assert!(
        api.wait_until(WAIT, |api| api.webhook().is_some()).await,
        "log:\n{}",
        log("log1")
    );
    let first_url = api.webhook().unwrap().url;

    let a = alice();
    // The reply is held back (Telegram asks to wait), so it is still in
    // the outbox at the crash; the bot's 200 never reaches Telegram.
    api.fail("sendMessage", Some(a.id), Fault::RetryAfter(30), 1);
    api.lose_next_webhook_answer();
    let update = api.private_text(&a, "/start");
    assert!(
        api.wait_until(WAIT, |api| !api.webhook_posts().is_empty()
            && !api.calls_of("sendMessage").is_empty())
            .await,
        "log:\n{}",
        log("log1")
    );
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(processed(&path, update), "committed before answering");
    assert_eq!(outbox_len(&path), 1, "the reply, committed with it");
    assert!(api.sent_to(a.id).is_empty());
    assert_eq!(api.unconfirmed(), 1, "Telegram still holds the update");

    let mut child = spawn_serve(&api, &dir, port, "log2");
    assert!(
        api.wait_until(WAIT, |api| api
            .webhook()
            .is_some_and(|w| w.url != first_url))
            .await,
        "a new path at each start; log:\n{}",
        log("log2")
    );
    api.resume_webhook();
    let got = api.wait_messages(a.id, 1, WAIT).await;
    assert!(got[0].text.contains("Hello"));
    assert!(api.wait_until(WAIT, |api| api.unconfirmed() == 0).await);
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(api.sent_to(a.id).len(), 1, "exactly once");
    assert_eq!(outbox_len(&path), 0);
    let posts = api.webhook_posts();
    assert_eq!(posts.len(), 2, "{posts:#?}");
    assert!(posts
        .iter()
        .all(|p| p.update_id == update && p.status == 200));
    assert_ne!(posts[0].url, posts[1].url);
    child.kill().unwrap();
    child.wait().unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turning_webhooks_off_deletes_the_webhook_and_polls_again() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let web = webhook_on(&api, port);
    let bot = Running::start(config(&api, &db(&dir), Some(web)), quick());
    webhook_set(&api).await;
    bot.stop().await.unwrap();

    // Written while the bot is down: Telegram holds it.
    let a = alice();
    api.private_text(&a, "/start");
    let bot = Running::start(config(&api, &db(&dir), None), quick());
    api.wait_text(a.id, "Hello", WAIT).await;
    assert!(api.webhook().is_none());
    assert_eq!(api.calls_of("deleteWebhook").len(), 1);
    assert!(api.calls_of("getUpdates").iter().any(|c| c.ok()));
    bot.stop().await.unwrap();
}

/// The webhook's refusal by Telegram (an address it does not take) stops
/// `serve` with a clear error.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_webhook_telegram_refuses_is_a_clear_error() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let mut web = webhook_on(&api, port);
    web.public_url = Some("https://bot.example.org:8080".into());
    let bot = Running::start(config(&api, &db(&dir), Some(web)), quick());
    let e = tokio::time::timeout(WAIT, bot.task)
        .await
        .expect("serve stops by itself")
        .unwrap()
        .unwrap_err();
    assert!(
        matches!(&e, boardbot::telegram::RunError::WebhookRefused { url, .. } if url.contains(":8080/")),
        "{e:?}"
    );
    let e = e.to_string();
    assert!(
        e.contains("refused the webhook") && e.contains("ports"),
        "{e}"
    );
}

/// The value of a sample line `name{labels} value` of `/metrics`.
fn sample(text: &str, name_and_labels: &str) -> Option<f64> {
    text.lines()
        .find(|l| l.starts_with(name_and_labels) && l[name_and_labels.len()..].starts_with(' '))
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|v| v.parse().ok())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_and_metrics_show_the_bot_at_work() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let path = db(&dir);
    let (port, metrics_port) = (free_port(), free_port());
    let web = WebConfig {
        listen: Some(format!("127.0.0.1:{port}")),
        metrics_listen: Some(format!("127.0.0.1:{metrics_port}")),
        ..WebConfig::default()
    };
    let options = Options {
        poll_timeout: 1,
        silence: Duration::from_secs(3),
        ..quick()
    };
    let bot = Running::start(config(&api, &path, Some(web)), options);
    let healthz = format!("http://127.0.0.1:{port}/healthz");
    let metrics = format!("http://127.0.0.1:{metrics_port}/metrics");
    assert!(
        api.wait_until(WAIT, |api| !api.calls_of("getUpdates").is_empty())
            .await
    );

    let (status, body) = get(&healthz).await;
    assert_eq!(status, 200, "{body}");
    let v: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["status"], "ok");
    assert_eq!(v["database"], "writable");
    assert_eq!(v["updates_via"], "polling");
    assert!(
        v["telegram_reached_seconds_ago"].as_f64().unwrap() < 3.0,
        "{v}"
    );
    // Metrics are the operator's: on their own address only.
    assert_eq!(
        get(&format!("http://127.0.0.1:{port}/metrics")).await.0,
        404
    );
    assert_eq!(
        get(&format!("http://127.0.0.1:{metrics_port}/healthz"))
            .await
            .0,
        200
    );

    // A short game.
    let (a, b) = (alice(), bob());
    let say = |user: &TgUser, text: &str| api.group_text(CLUB, "Club", user, text);
    say(&a, "/new opok size=5");
    let open = api
        .wait_text(CLUB, "waiting for a second player", WAIT)
        .await;
    api.press(&b, CLUB, open.message_id, &open.buttons[0][0].1);
    api.wait_text(CLUB, "Bob joins as Second", WAIT).await;
    say(&a, "a1 3 b3");
    api.wait_text(CLUB, "First: a1 3 b3", WAIT).await;
    say(&a, "a1 2 a3");
    api.wait_text(CLUB, "Not your turn", WAIT).await;
    say(&b, "e5 2 d4");
    api.wait_text(CLUB, "e5 2 d4", WAIT).await;
    // And one against the computer, which moves first.
    api.private_text(&a, "/new opok size=5 vs=bot level=1 color=black");
    let mut text = String::new();
    for _ in 0..100 {
        let (status, got) = get(&metrics).await;
        assert_eq!(status, 200);
        text = got;
        if sample(&text, "boardbot_engine_think_seconds_count{game=\"opok\"}").is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Kept as the example of docs/metrics.md, when asked for.
    if let Ok(to) = std::env::var("BOARDBOT_METRICS_EXAMPLE") {
        std::fs::write(to, &text).unwrap();
    }
    let at_least = |name: &str, n: f64| {
        let v = sample(&text, name).unwrap_or_else(|| panic!("no {name} in:\n{text}"));
        assert!(v >= n, "{name} = {v}, expected at least {n}");
    };
    at_least("boardbot_actions_total{game=\"opok\"}", 2.0);
    at_least("boardbot_refusals_total", 1.0);
    at_least(
        "boardbot_updates_received_total{via=\"polling\",kind=\"message\"}",
        4.0,
    );
    at_least(
        "boardbot_updates_received_total{via=\"polling\",kind=\"callback_query\"}",
        1.0,
    );
    at_least("boardbot_messages_sent_total{method=\"sendPhoto\"}", 2.0);
    at_least(
        "boardbot_messages_sent_total{method=\"answerCallbackQuery\"}",
        1.0,
    );
    at_least("boardbot_commit_seconds_count", 5.0);
    at_least("boardbot_delivery_seconds_count", 3.0);
    at_least("boardbot_engine_think_seconds_count{game=\"opok\"}", 1.0);
    assert_eq!(
        sample(&text, "boardbot_games_running{game=\"opok\"}"),
        Some(2.0),
        "{text}"
    );
    assert!(sample(&text, "boardbot_outbox_depth").is_some(), "{text}");
    assert!(
        text.contains("boardbot_commit_seconds_bucket{le="),
        "{text}"
    );
    assert!(text.contains("# HELP boardbot_actions_total"), "{text}");

    // Telegram out of reach: unhealthy within the silence, healthy again
    // once it answers.
    api.fail("getUpdates", None, Fault::Drop, 5);
    let mut unhealthy = None;
    for _ in 0..60 {
        let (status, body) = get(&healthz).await;
        if status == 503 {
            unhealthy = Some(body);
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let body = unhealthy.expect("503 while Telegram is out of reach");
    assert!(body.contains("Telegram not reached"), "{body}");
    let mut healthy = false;
    for _ in 0..100 {
        if get(&healthz).await.0 == 200 {
            healthy = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert!(healthy, "healthy again once Telegram answers");

    // The database locked by another process: the write probe cannot
    // finish, and /healthz says so.
    let lock = rusqlite::Connection::open(&path).unwrap();
    lock.execute_batch("BEGIN IMMEDIATE").unwrap();
    // The probe's answer is reused for 5 s.
    tokio::time::sleep(Duration::from_millis(5200)).await;
    let (status, body) = get(&healthz).await;
    assert_eq!(status, 503, "{body}");
    assert!(body.contains("the database takes no write"), "{body}");
    lock.execute_batch("ROLLBACK").unwrap();
    drop(lock);
    bot.stop().await.unwrap();
}

/// The operator's routes as a fragment, served alone on 127.0.0.1:0 (as
/// the web board's server mounts them): the webhook hands an update to
/// the intake and answers 200 only once the intake says it is committed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_router_fragment_answers_after_the_commit() {
    use boardbot::ops::{self, webhook::Endpoint, Health, OpsState, Via};
    let dir = tempfile::tempdir().unwrap();
    let store = boardbot::store::Store::open(&db(&dir)).unwrap();
    let hub = telegram::SharedHub::new(boardbot::core::Hub::new(
        store,
        boardbot::core::HubConfig::default(),
    ));
    let state = OpsState {
        hub,
        health: std::sync::Arc::new(Health::new(Via::Webhook)),
        metrics: None,
    };
    let (endpoint, mut posts) = Endpoint::new();
    let router = ops::routes(state, Some(endpoint.clone()));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(ops::serve(listener, router, std::future::pending()));

    let url = endpoint.url(&base);
    let update = start_update(42, 7);
    let answer = tokio::spawn({
        let (url, secret, update) = (url.clone(), endpoint.secret().to_string(), update.clone());
        async move { post(&url, Some(&secret), &update).await }
    });
    let delivery = tokio::time::timeout(WAIT, posts.recv())
        .await
        .unwrap()
        .expect("the update reaches the intake");
    assert_eq!(delivery.update.id.0, 42);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(!answer.is_finished(), "no answer before the commit");
    delivery.done.send(()).unwrap();
    assert_eq!(answer.await.unwrap(), 200);

    // Not committed (the bot stopping): 503, so Telegram posts it again.
    let answer = tokio::spawn({
        let (url, secret) = (url.clone(), endpoint.secret().to_string());
        async move { post(&url, Some(&secret), &update).await }
    });
    drop(posts.recv().await);
    assert_eq!(answer.await.unwrap(), 503);
    assert_eq!(post(&url, Some("forged"), &start_update(43, 7)).await, 401);

    // No Telegram contact yet: unhealthy, and the body says why.
    let (status, body) = get(&format!("{base}/healthz")).await;
    assert_eq!(status, 503, "{body}");
    assert!(body.contains("Telegram not reached"), "{body}");
    assert!(body.contains("\"database\": \"writable\""), "{body}");
    // No /metrics on this fragment (its handle is not given).
    assert_eq!(get(&format!("{base}/metrics")).await.0, 404);
}

/// `boardbot backup` while `boardbot bench` writes to the database: the
/// copy passes `PRAGMA integrity_check`, opens with `boardbot console`,
/// and holds every game committed before the backup began.
#[test]
fn backup_during_bench_holds_every_committed_game() {
    let dir = tempfile::tempdir().unwrap();
    let exe = env!("CARGO_BIN_EXE_boardbot");
    let mut bench = std::process::Command::new(exe)
        .args([
            "bench", "--games", "20", "--moves", "1000000", "--batch", "4",
        ])
        .args(["--finished", "0", "--stored", "0", "--dir"])
        .arg(dir.path())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("start boardbot bench");
    let live = dir.path().join("load-1-false.db");
    let read = |path: &Path| -> rusqlite::Result<Vec<(i64, i64)>> {
        let conn = rusqlite::Connection::open_with_flags(
            path,
            rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
        )?;
        let mut st = conn.prepare(
            "SELECT g.id, (SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id) \
             FROM games g ORDER BY g.id",
        )?;
        let rows = st.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
        rows.collect()
    };
    // Until the bench has its games and is moving in them.
    let start = std::time::Instant::now();
    let before = loop {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the bench did not start"
        );
        if let Ok(rows) = read(&live) {
            if rows.len() >= 20 && rows.iter().map(|r| r.1).sum::<i64>() >= 40 {
                break rows;
            }
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    let copy = dir.path().join("copy.db");
    let out = std::process::Command::new(exe)
        .args(["backup", "--to"])
        .arg(&copy)
        .arg("--db")
        .arg(&live)
        .output()
        .expect("run boardbot backup");
    let said = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(said.contains("integrity ok"), "{said}");
    // The bench wrote on during the backup (so it was taken live).
    assert!(bench.try_wait().unwrap().is_none(), "the bench still runs");
    let moved_on = read(&live).unwrap().iter().map(|r| r.1).sum::<i64>();
    bench.kill().unwrap();
    bench.wait().unwrap();
    assert!(moved_on > before.iter().map(|r| r.1).sum::<i64>());

    let conn = rusqlite::Connection::open(&copy).unwrap();
    let check: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(check, "ok");
    drop(conn);
    let copied = read(&copy).unwrap();
    for (id, actions) in &before {
        let got = copied.iter().find(|(g, _)| g == id);
        let (_, n) = got.unwrap_or_else(|| panic!("game {id} is missing from the copy"));
        assert!(
            n >= actions,
            "game {id}: {n} actions in the copy, {actions} before"
        );
    }

    // The copy is a database the bot opens: the bench's players are there.
    let mut console = std::process::Command::new(exe)
        .args(["console", "--db"])
        .arg(&copy)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    console
        .stdin
        .take()
        .unwrap()
        .write_all(b"ann: /stats @player11\nann: /stats @nobody99\n")
        .unwrap();
    let out = console.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("player11 has played"), "{text}");
    assert!(text.contains("I don't know @nobody99"), "{text}");
}

/// One `[web]` server carries the Mini App board, the webhook and
/// `/healthz`: a game started by webhook gets an Open board button whose
/// page and API answer on the same address.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_and_the_webhook_share_one_server() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let web = WebConfig {
        app_name: Some("board".into()),
        ..webhook_on(&api, port)
    };
    let bot = Running::start(config(&api, &db(&dir), Some(web)), quick());
    webhook_set(&api).await;
    let (a, b) = (alice(), bob());
    api.group_text(CLUB, "Club", &a, "/new opok size=5");
    let open = api
        .wait_text(CLUB, "waiting for a second player", WAIT)
        .await;
    let (_, join) = open.buttons[0][0].clone();
    api.press(&b, CLUB, open.message_id, &join);
    let board = api.wait_text(CLUB, "Bob joins as Second", WAIT).await;
    // The group board links to the Mini App through t.me.
    let link = board
        .buttons
        .iter()
        .flatten()
        .find_map(|(label, data)| (label == "Open board").then(|| data.clone()))
        .expect("an Open board button");
    assert!(
        link.starts_with("url:https://t.me/") && link.contains("/board?startapp="),
        "{link}"
    );
    let base = format!("http://127.0.0.1:{port}");
    let (status, page) = get(&format!("{base}/")).await;
    assert_eq!(status, 200);
    assert!(page.contains("<html"), "{page}");
    // The board's API is there and asks who is looking.
    let token = link.split("startapp=").nth(1).unwrap();
    let (status, _) = get(&format!("{base}/api/games/{token}")).await;
    assert_eq!(status, 401, "no init data, no board");
    let (status, health) = get(&format!("{base}/healthz")).await;
    assert_eq!(status, 200, "{health}");
    assert!(api.webhook_posts().len() >= 2, "updates came by webhook");
    bot.stop().await.expect("a clean stop");
}
