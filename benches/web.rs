//! The web board's figures (issue 31):
//!
//! - `web_board_GAME`: the view request's server time, the core's part
//!   (`Hub::web_board`: the game from the cache, its view, taps, caption
//!   and move list for one user, serialised to JSON) in a game 20 plies in;
//! - `http_view_korpalski`: the whole request through the axum server and
//!   loopback, init data checked (client time included);
//! - the page's weight, printed once.
//!
//! `cargo bench --bench web`

use std::sync::{Arc, Mutex};

use boardbot::console::incoming;
use boardbot::core::{Hub, HubConfig, User};
use boardbot::store::Store;
use boardbot::web::{auth, Auth, Backend, WebState};
use criterion::{criterion_group, criterion_main, Criterion};

const NOW: i64 = 1_700_000_000_000;

fn user(name: &str) -> User {
    incoming(name, None, "").user
}

/// A hub with one group game of `game` played `plies` plies in from the
/// board (each player taking their first tap, or first choice).
fn game_at(game: &str, plies: usize) -> (Hub, String) {
    let mut hub = Hub::new(
        Store::in_memory().unwrap(),
        HubConfig {
            seed: Some(5),
            web_links: true,
            pictures: false,
            ..HubConfig::default()
        },
    );
    for (who, text) in [("alice", "/start"), ("bob", "/start")] {
        hub.handle(&incoming(who, None, text), NOW).unwrap();
    }
    for (who, text) in [
        ("alice", format!("/new {game}")),
        ("bob", "/join".to_string()),
    ] {
        hub.handle(&incoming(who, Some("#club"), &text), NOW)
            .unwrap();
    }
    let link = hub.web_link(1).unwrap();
    for _ in 0..plies {
        let seen = hub.web_board(&link, &user("alice"), NOW).unwrap();
        let who = match seen.to_move {
            Some(0) => "alice",
            Some(_) => "bob",
            None => break,
        };
        let b = hub.web_board(&link, &user(who), NOW).unwrap();
        let text = match (b.taps.first(), b.choices.first()) {
            (Some(t), _) => t.text.clone(),
            (None, Some(c)) => c.text.clone(),
            _ => break,
        };
        let _ = hub.web_act(&link, &user(who), &text, NOW);
    }
    (hub, link)
}

fn web(c: &mut Criterion) {
    for w in boardbot::web::page_weight() {
        println!("page file {}: {} bytes", w.0, w.1);
    }
    println!(
        "page total: {} bytes",
        boardbot::web::page_weight()
            .iter()
            .map(|w| w.1)
            .sum::<usize>()
    );
    for game in [
        "chpok clocks=off",
        "korpalski",
        "kriegspiel",
        "opok",
        "exchange",
    ] {
        let (mut hub, link) = game_at(game, 20);
        let alice = user("alice");
        let name = game.split(' ').next().unwrap();
        c.bench_function(&format!("web_board_{name}"), |b| {
            b.iter(|| {
                let board = hub.web_board(&link, &alice, NOW).unwrap();
                serde_json::to_vec(&board).unwrap()
            })
        });
    }

    // The whole request through the server.
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let (hub, link) = game_at("korpalski", 20);
    let token = "123:bench-token";
    let backend = Backend::new(Arc::new(Mutex::new(hub)), || NOW, |_| {});
    let many = boardbot::web::limit::Rate {
        burst: 1e9,
        per_sec: 1e9,
    };
    let auth = Auth::Telegram {
        token: token.into(),
    };
    let state = WebState::new(backend, auth).with_rates(many, many);
    let listener = runtime
        .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
        .unwrap();
    let addr = listener.local_addr().unwrap();
    runtime.spawn(boardbot::web::serve(
        listener,
        state,
        std::future::pending(),
    ));
    let now_secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs()
        .to_string();
    let user_json = format!(
        r#"{{"id":{},"first_name":"alice","username":"alice"}}"#,
        user("alice").id
    );
    let header = format!(
        "tma {}",
        auth::sign_init_data(&[("auth_date", &now_secs), ("user", &user_json)], token)
    );
    let http = reqwest::Client::new();
    let url = format!("http://{addr}/api/games/{link}");
    c.bench_function("http_view_korpalski", |b| {
        b.iter(|| {
            runtime.block_on(async {
                let r = http
                    .get(&url)
                    .header("Authorization", &header)
                    .send()
                    .await
                    .unwrap();
                assert_eq!(r.status().as_u16(), 200);
                r.bytes().await.unwrap()
            })
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(50).measurement_time(std::time::Duration::from_secs(3));
    targets = web
}
criterion_main!(benches);
