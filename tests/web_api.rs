//! The web board's API against the real `serve` (in-process through
//! `boardbot::telegram::run`, with `[web]`) and the fake Bot API: the
//! "Open board" buttons, who may see and do what, and a move posted from
//! the board arriving in the group exactly as a typed one.

mod fake_bot_api;

use std::path::Path;
use std::time::{Duration, Instant};

use boardbot::config::{Config, WebConfig};
use boardbot::telegram::{self, Options};
use boardbot::web::auth::sign_init_data;
use fake_bot_api::{FakeBotApi, Sent, TgUser};
use serde_json::{json, Value};
use tokio::sync::oneshot;

const WAIT: Duration = Duration::from_secs(10);
const GROUP: i64 = -100_200;
const TYPED_GROUP: i64 = -100_300;
const PAGE: &str = "https://board.example.org/app";

fn alice() -> TgUser {
    TgUser::new(1001, "Alice", Some("alice"))
}
fn bob() -> TgUser {
    TgUser::new(1002, "Bob", None)
}
fn carol() -> TgUser {
    TgUser::new(1003, "Carol", Some("carol"))
}

/// A free port on the loopback (taken and released).
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

struct Bot {
    stop: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<Result<(), boardbot::telegram::RunError>>,
    base: String,
    token: String,
    http: reqwest::Client,
}

impl Bot {
    async fn start(api: &FakeBotApi, db: &Path) -> Bot {
        let port = free_port();
        let config = Config {
            token: Some(api.token()),
            api_url: Some(api.url()),
            database: Some(db.to_path_buf()),
            web: Some(WebConfig {
                listen: Some(format!("127.0.0.1:{port}")),
                public_url: Some(PAGE.into()),
                app_name: Some("board".into()),
                ..WebConfig::default()
            }),
            ..Config::default()
        };
        let (tx, rx) = oneshot::channel::<()>();
        // Without Telegram's pacing (tests/telegram.rs tests it).
        let options = Options {
            flush_grace: Duration::from_secs(2),
            limits: telegram::Limits::unpaced(),
            ..Options::default()
        };
        let task = tokio::spawn(telegram::run(config, options, async move {
            let _ = rx.await;
        }));
        let bot = Bot {
            stop: Some(tx),
            task,
            base: format!("http://127.0.0.1:{port}"),
            token: api.token(),
            http: reqwest::Client::new(),
        };
        // The server answers once `serve` is up.
        let until = Instant::now() + WAIT;
        while bot.http.get(&bot.base).send().await.is_err() {
            assert!(Instant::now() < until, "the web board never answered");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        bot
    }

    async fn stop(mut self) {
        if let Some(tx) = self.stop.take() {
            let _ = tx.send(());
        }
        tokio::time::timeout(Duration::from_secs(15), &mut self.task)
            .await
            .expect("the bot stops")
            .expect("no panic")
            .expect("a clean stop");
    }

    /// Init data for `user` as Telegram signs it, `age` seconds old.
    fn init_data(&self, user: &TgUser, age: i64, token: &str) -> String {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs() as i64;
        let date = (now - age).to_string();
        let user_json = user.json().to_string();
        sign_init_data(&[("auth_date", &date), ("user", &user_json)], token)
    }

    fn header(&self, user: &TgUser) -> String {
        format!("tma {}", self.init_data(user, 10, &self.token))
    }

    async fn get(&self, link: &str, auth: Option<String>) -> (u16, Value) {
        let mut r = self.http.get(format!("{}/api/games/{link}", self.base));
        if let Some(a) = auth {
            r = r.header("Authorization", a);
        }
        let resp = r.send().await.unwrap();
        let status = resp.status().as_u16();
        (status, resp.json().await.unwrap_or(Value::Null))
    }

    async fn post(&self, link: &str, auth: Option<String>, body: String) -> (u16, Value) {
        let mut r = self
            .http
            .post(format!("{}/api/games/{link}/actions", self.base))
            .header("Content-Type", "application/json")
            .body(body);
        if let Some(a) = auth {
            r = r.header("Authorization", a);
        }
        let resp = r.send().await.unwrap();
        let status = resp.status().as_u16();
        (status, resp.json().await.unwrap_or(Value::Null))
    }

    async fn act(&self, link: &str, user: &TgUser, text: &str) -> (u16, Value) {
        self.post(
            link,
            Some(self.header(user)),
            json!({ "text": text }).to_string(),
        )
        .await
    }
}

/// The link of the "Open board" button on a message, and whether it is a
/// Mini App button.
fn open_board(m: &Sent) -> Option<(String, bool)> {
    m.buttons.iter().flatten().find_map(|(label, data)| {
        if label != "Open board" {
            return None;
        }
        let (web_app, url) = match data.split_once(':') {
            Some(("web_app", u)) => (true, u),
            Some(("url", u)) => (false, u),
            _ => return None,
        };
        Some((url.split("startapp=").nth(1)?.to_string(), web_app))
    })
}

/// Waits for the `n`-th board photo in `chat`; returns it.
async fn wait_board(api: &FakeBotApi, chat: i64, n: usize) -> Sent {
    assert!(
        api.wait_until(WAIT, |api| api
            .sent_to(chat)
            .iter()
            .filter(|m| m.photo.is_some())
            .count()
            >= n)
            .await,
        "board {n} never came to {chat}: {:#?}",
        api.sent_to(chat)
    );
    api.sent_to(chat)
        .into_iter()
        .filter(|m| m.photo.is_some())
        .nth(n - 1)
        .unwrap()
}

async fn new_group_game(api: &FakeBotApi, chat: i64, title: &str, game: &str) -> Sent {
    api.group_text(chat, title, &alice(), &format!("/new {game} color=white"));
    api.wait_text(chat, "/join", WAIT).await;
    api.group_text(chat, title, &bob(), "/join");
    wait_board(api, chat, 1).await
}

/// The caption with the game's number taken out (two games compared).
fn unnumbered(text: &str) -> String {
    text.replace("#1", "#N").replace("#2", "#N")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_from_the_board_is_a_typed_move_and_only_players_act() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::start(&api, &dir.path().join("bot.db")).await;
    let (a, b, c) = (alice(), bob(), carol());

    // Two games, the same start: one played from the board, one typed.
    let board = new_group_game(&api, GROUP, "Web club", "korpalski").await;
    let (link, web_app) = open_board(&board).expect("an Open board button");
    assert!(!web_app, "groups get a t.me link, not a Mini App button");
    let url = &board.buttons.last().unwrap()[0].1;
    assert_eq!(
        url,
        &format!(
            "url:https://t.me/{}/board?startapp={link}",
            fake_bot_api::BOT_USERNAME
        )
    );
    assert!(link.len() >= 16 && link.bytes().all(|x| x.is_ascii_hexdigit()));
    let typed_board = new_group_game(&api, TYPED_GROUP, "Typed club", "korpalski").await;
    assert_ne!(open_board(&typed_board).unwrap().0, link, "a link per game");

    // What alice may do: Korpalski begins with dropping the king.
    let (status, view) = bot.get(&link, Some(bot.header(&a))).await;
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["you"], 0);
    assert_eq!(view["to_move"], 0);
    assert_eq!(view["view"]["files"], 8);
    let taps = view["taps"].as_array().unwrap();
    assert!(!taps.is_empty());
    let tap = taps
        .iter()
        .find(|t| t["text"] == "K@e1")
        .expect("K@e1 among the taps");
    assert_eq!(tap["drop"], "K");
    assert_eq!(tap["to"], json!([4, 0]));
    // Bob is not to move: no taps for him; carol only watches.
    let (_, bobs) = bot.get(&link, Some(bot.header(&b))).await;
    assert!(bobs["taps"].as_array().unwrap().is_empty());
    assert_eq!(bobs["you"], 1);
    let (status, carols) = bot.get(&link, Some(bot.header(&c))).await;
    assert_eq!(status, 200);
    assert!(carols["you"].is_null() && carols["taps"].as_array().unwrap().is_empty());

    // Refusals change nothing: the spectator, the player not to move,
    // forged or expired init data, no init data, a big body, a bad link.
    let before = api.sent_to(GROUP).len();
    let (status, body) = bot.act(&link, &c, "K@e1").await;
    assert_eq!(status, 403, "{body}");
    assert!(
        body["error"].as_str().unwrap().contains("not playing"),
        "{body}"
    );
    let (status, body) = bot.act(&link, &b, "K@e8").await;
    assert_eq!(status, 403, "{body}");
    assert!(body["error"].as_str().unwrap().contains("alice"), "{body}");
    let forged = format!("tma {}", bot.init_data(&a, 10, "42:not-the-token"));
    let move_body = json!({"text": "K@e1"}).to_string();
    assert_eq!(
        bot.post(&link, Some(forged.clone()), move_body.clone())
            .await
            .0,
        401
    );
    assert_eq!(bot.get(&link, Some(forged)).await.0, 401);
    let old = format!("tma {}", bot.init_data(&a, 2 * 24 * 3600, &bot.token));
    assert_eq!(bot.post(&link, Some(old), move_body.clone()).await.0, 401);
    assert_eq!(bot.post(&link, None, move_body.clone()).await.0, 401);
    let tampered = bot.header(&a).replace("Alice", "Alicia");
    assert_eq!(
        bot.post(&link, Some(tampered), move_body.clone()).await.0,
        401
    );
    let big = json!({"text": "x".repeat(5000)}).to_string();
    assert_eq!(bot.post(&link, Some(bot.header(&a)), big).await.0, 413);
    assert_eq!(
        bot.get("0123456789abcdef", Some(bot.header(&a))).await.0,
        404
    );
    // An illegal move: refused with the game's reason, in the user's words.
    let (status, body) = bot.act(&link, &a, "Q@d1").await;
    assert_eq!(status, 422, "{body}");
    assert!(!body["error"].as_str().unwrap().is_empty());
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        api.sent_to(GROUP).len(),
        before,
        "nothing reached the group"
    );
    let (_, again) = bot.get(&link, Some(bot.header(&a))).await;
    assert_eq!(again["version"], view["version"], "nothing changed");

    // The move from the board, and the same move typed in the other group.
    // The POST answers once its transaction (move, caption, outbox) is
    // committed: its round trip is the time to the caption committed.
    let posted = Instant::now();
    let (status, body) = bot.act(&link, &a, "K@e1").await;
    let committed_ms = posted.elapsed().as_secs_f64() * 1000.0;
    assert_eq!((status, &body["ok"]), (200, &json!(true)), "{body}");
    let web_board = wait_board(&api, GROUP, 2).await;
    let caption_ms = posted.elapsed().as_millis();
    api.group_text(TYPED_GROUP, "Typed club", &a, "K@e1");
    let typed = wait_board(&api, TYPED_GROUP, 2).await;
    assert_eq!(unnumbered(&web_board.text), unnumbered(&typed.text));
    assert!(web_board.text.contains("K@e1"), "{}", web_board.text);
    assert_eq!(web_board.photo, typed.photo, "the same picture");
    assert_eq!(open_board(&web_board).unwrap().0, link);
    // The older board lost its buttons, as after a typed move.
    assert!(
        api.wait_until(WAIT, |api| api.cleared(GROUP).contains(&board.message_id))
            .await
    );
    eprintln!(
        "POST to the group's caption committed: {committed_ms:.1} ms; delivered to Telegram: {caption_ms} ms"
    );

    // Now bob is to move and sees his taps; alice gets 403.
    let (_, bobs) = bot.get(&link, Some(bot.header(&b))).await;
    assert!(!bobs["taps"].as_array().unwrap().is_empty());
    assert_eq!(bot.act(&link, &a, "K@e2").await.0, 403);
    // Resigning from the board ends the game; its last board has no link.
    let (status, _) = bot.act(&link, &b, "/resign yes").await;
    assert_eq!(status, 200);
    api.wait_text(GROUP, "Game over", WAIT).await;
    let last = api.sent_to(GROUP).last().cloned().unwrap();
    assert!(open_board(&last).is_none(), "{last:?}");
    let (status, body) = bot.act(&link, &a, "K@e2").await;
    assert_eq!(status, 403, "{body}");
    bot.stop().await;
}

/// A private game's boards carry a Mini App button to the page; its board
/// is not shown to strangers; the fake Bot API refuses what Telegram does.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn private_boards_open_the_mini_app() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::start(&api, &dir.path().join("bot.db")).await;
    let (a, b, c) = (alice(), bob(), carol());
    api.private_text(&b, "/start");
    api.wait_messages(b.id, 1, WAIT).await;
    api.private_text(&a, "/new opok size=5");
    let invite = api.wait_text(a.id, "start=", WAIT).await;
    let code = invite
        .text
        .split("start=")
        .nth(1)
        .unwrap()
        .split(|ch: char| !ch.is_ascii_alphanumeric())
        .next()
        .unwrap()
        .to_string();
    api.private_text(&b, &format!("/join {code}"));
    let board = wait_board(&api, a.id, 1).await;
    let (link, web_app) = open_board(&board).expect("an Open board button");
    assert!(web_app, "a Mini App button in a private chat");
    let data = &board.buttons.last().unwrap()[0].1;
    assert_eq!(data, &format!("web_app:{PAGE}?startapp={link}"));
    // A stranger with the link sees nothing of a private game.
    let (status, body) = bot.get(&link, Some(bot.header(&c))).await;
    assert_eq!(status, 403, "{body}");
    // Opok taps carry their counts; a move from the board reaches both.
    let (_, view) = bot.get(&link, Some(bot.header(&a))).await;
    let tap = view["taps"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["count"] == 3)
        .expect("a tap of 3 checkers")
        .clone();
    let (status, body) = bot.act(&link, &a, tap["text"].as_str().unwrap()).await;
    assert_eq!(status, 200, "{body}");
    let to_bob = wait_board(&api, b.id, 2).await;
    assert!(
        to_bob.text.contains(tap["text"].as_str().unwrap()),
        "{}",
        to_bob.text
    );

    // The fake refuses a Mini App button in a group and bad URLs, as
    // Telegram does (so the buttons above mean something).
    use teloxide::payloads::SendMessageSetters;
    use teloxide::prelude::{ChatId, Requester};
    use teloxide::types::{InlineKeyboardButton, InlineKeyboardMarkup, WebAppInfo};
    let tg = teloxide::Bot::new(api.token()).set_api_url(api.url().parse().unwrap());
    api.group_text(GROUP, "Club", &a, "hello");
    let url: reqwest::Url = PAGE.parse().unwrap();
    let web_app = InlineKeyboardMarkup::new([[InlineKeyboardButton::web_app(
        "x",
        WebAppInfo { url: url.clone() },
    )]]);
    let refused = tg
        .send_message(ChatId(GROUP), "x")
        .reply_markup(web_app.clone())
        .await;
    assert!(refused.is_err(), "a web_app button in a group");
    assert!(tg
        .send_message(ChatId(a.id), "x")
        .reply_markup(web_app)
        .await
        .is_ok());
    let plain: reqwest::Url = "http://board.example.org/".parse().unwrap();
    let insecure = InlineKeyboardMarkup::new([[InlineKeyboardButton::web_app(
        "x",
        WebAppInfo { url: plain },
    )]]);
    assert!(tg
        .send_message(ChatId(a.id), "x")
        .reply_markup(insecure)
        .await
        .is_err());
    bot.stop().await;
}

/// An open board learns of the opponent's move within 2 s (long polling).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_waiting_board_sees_the_opponents_move() {
    let api = FakeBotApi::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::start(&api, &dir.path().join("bot.db")).await;
    let (a, b) = (alice(), bob());
    let board = new_group_game(&api, GROUP, "Web club", "exchange").await;
    let (link, _) = open_board(&board).unwrap();
    let (_, view) = bot.get(&link, Some(bot.header(&b))).await;
    let version = view["version"].as_str().unwrap().to_string();
    let wait = {
        let (http, base, header) = (bot.http.clone(), bot.base.clone(), bot.header(&b));
        let link = link.clone();
        tokio::spawn(async move {
            let r = http
                .get(format!("{base}/api/games/{link}/wait?version={version}"))
                .header("Authorization", header)
                .send()
                .await
                .unwrap();
            (
                r.status().as_u16(),
                r.json::<Value>().await.unwrap_or(Value::Null),
                Instant::now(),
            )
        })
    };
    tokio::time::sleep(Duration::from_millis(300)).await;
    // Alice types her move in the group (not through the board).
    let typed_at = Instant::now();
    let first = view["taps"].as_array().map(|t| t.len()).unwrap_or(0);
    assert_eq!(first, 0, "bob is not to move");
    let (_, alices) = bot.get(&link, Some(bot.header(&a))).await;
    let text = alices["taps"][0]["text"].as_str().unwrap().to_string();
    api.group_text(GROUP, "Web club", &a, &text);
    let (status, seen, at) = wait.await.unwrap();
    assert_eq!(status, 200, "{seen}");
    // (Exchange's Black king follows White's by itself: White again.)
    assert!(seen["moves"].as_str().unwrap().contains(&text), "{seen:#}");
    assert_ne!(seen["version"], view["version"]);
    let delay = at.duration_since(typed_at);
    assert!(delay < Duration::from_secs(2), "{delay:?}");
    bot.stop().await;
}
