//! The web board in a real browser: headless Chromium (Debian's
//! `chromium`, driven through `chromedriver` with a few calls of the W3C
//! WebDriver protocol) opens the page served by `boardbot console --web`, taps a piece (or a reserve
//! piece) and a square in each of the five games, and the move is
//! committed: the API shows it in the move list and the console prints
//! the new board. A phone-sized screenshot of each game goes to `docs/`.
//!
//! Without Chromium the test says so and passes, except under `CI=true`,
//! where a missing browser fails it (`.ci/run` installs it).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

const CHROMIUM: &str = "/usr/bin/chromium";
const DRIVER: &str = "/usr/bin/chromedriver";
const WAIT: Duration = Duration::from_secs(20);

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A WebDriver session (the W3C protocol, as chromedriver speaks it):
/// just the calls this test needs.
struct Driver {
    http: reqwest::Client,
    session: String,
}

impl Driver {
    async fn call(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
    ) -> Result<Value, String> {
        let url = format!("{}/{path}", self.session);
        let mut r = self.http.request(method, url);
        if let Some(b) = body {
            r = r.json(&b);
        }
        let resp = r.send().await.map_err(|e| e.to_string())?;
        let ok = resp.status().is_success();
        let v: Value = resp.json().await.map_err(|e| e.to_string())?;
        if ok {
            Ok(v["value"].clone())
        } else {
            Err(v["value"]["message"]
                .as_str()
                .unwrap_or("error")
                .to_string())
        }
    }

    async fn goto(&self, url: &str) {
        self.call(reqwest::Method::POST, "url", Some(json!({ "url": url })))
            .await
            .unwrap();
    }

    /// The first element matching a CSS selector, if any.
    async fn find(&self, css: &str) -> Option<String> {
        let v = self
            .call(
                reqwest::Method::POST,
                "element",
                Some(json!({"using": "css selector", "value": css})),
            )
            .await
            .ok()?;
        v.as_object()?.values().next()?.as_str().map(str::to_string)
    }

    /// Waits up to [`WAIT`] for an element.
    async fn wait_for(&self, css: &str) -> Option<String> {
        let until = Instant::now() + WAIT;
        loop {
            if let Some(e) = self.find(css).await {
                return Some(e);
            }
            if Instant::now() > until {
                return None;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    async fn click(&self, element: &str) {
        self.call(
            reqwest::Method::POST,
            &format!("element/{element}/click"),
            Some(json!({})),
        )
        .await
        .unwrap();
    }

    async fn screenshot(&self) -> Vec<u8> {
        use base64::Engine;
        let v = self
            .call(reqwest::Method::GET, "screenshot", None)
            .await
            .unwrap();
        base64::engine::general_purpose::STANDARD
            .decode(v.as_str().unwrap())
            .unwrap()
    }
}

/// Kills a child process when dropped (a failing test leaves none).
struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The five games, each in its group, brought to a position where alice
/// (White, First) taps: `(game, group, set-up lines)`.
const GAMES: &[(&str, &str, &str)] = &[
    (
        "chpok",
        "#chpok",
        "alice@#chpok: /new chpok chips=1 clocks=off\nbob@#chpok: /join\n\
         alice@#chpok: /bid white raise 1\nbob@#chpok: /bid x raise 1 pass\n",
    ),
    (
        "korpalski",
        "#korpalski",
        "alice@#korpalski: /new korpalski color=white\nbob@#korpalski: /join\n",
    ),
    (
        "kriegspiel",
        "#kriegspiel",
        "alice: /start\nbob: /start\nalice@#kriegspiel: /new kriegspiel color=white\nbob@#kriegspiel: /join\n",
    ),
    (
        "opok",
        "#opok",
        "alice@#opok: /new opok size=5 color=white\nbob@#opok: /join\n",
    ),
    (
        "exchange",
        "#exchange",
        "alice@#exchange: /new exchange size=6 color=white\nbob@#exchange: /join\n",
    ),
];

fn browser_present() -> bool {
    std::path::Path::new(CHROMIUM).exists() && std::path::Path::new(DRIVER).exists()
}

/// The console's output so far, read on a thread of its own.
fn collect(out: std::process::ChildStdout) -> Arc<Mutex<String>> {
    let text = Arc::new(Mutex::new(String::new()));
    let t = text.clone();
    std::thread::spawn(move || {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            let mut s = t.lock().unwrap();
            s.push_str(&line);
            s.push('\n');
        }
    });
    text
}

fn wait_for(text: &Arc<Mutex<String>>, what: impl Fn(&str) -> bool) -> String {
    let until = Instant::now() + WAIT;
    loop {
        let s = text.lock().unwrap().clone();
        if what(&s) {
            return s;
        }
        assert!(
            Instant::now() < until,
            "timed out; the console printed:\n{s}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The link of the last board printed to `chat`.
fn link_of(out: &str, chat: &str) -> String {
    let mut link = None;
    let mut current = String::new();
    for line in out.lines() {
        if let Some(rest) = line.strip_prefix(">> ") {
            current = rest.split(':').next().unwrap_or("").to_string();
        } else if current == chat {
            if let Some(i) = line.find("startapp=") {
                link = Some(line[i + "startapp=".len()..].trim().to_string());
            }
        }
    }
    link.unwrap_or_else(|| panic!("no board link for {chat} in:\n{out}"))
}

async fn board(http: &reqwest::Client, base: &str, link: &str, user: &str) -> Value {
    http.get(format!("{base}/api/games/{link}"))
        .header("Authorization", format!("console {user}"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tap_on_a_piece_and_a_square_moves_in_every_game() {
    if !browser_present() {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CI=true: Chromium and chromedriver must be installed ({CHROMIUM}, {DRIVER}); .ci/run installs them"
        );
        eprintln!("SKIPPED: no {CHROMIUM} or {DRIVER} (apt-get install chromium chromium-driver)");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let mut console = Command::new(env!("CARGO_BIN_EXE_boardbot"))
        .args([
            "console",
            "--web",
            &format!("127.0.0.1:{port}"),
            "--seed",
            "3",
        ])
        .arg("--db")
        .arg(dir.path().join("bot.db"))
        .arg("--images")
        .arg(dir.path().join("images"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the console starts");
    let mut stdin = console.stdin.take().unwrap();
    let out = collect(console.stdout.take().unwrap());
    let _console = Killed(console);
    let mut script = String::new();
    for (_, _, setup) in GAMES {
        script.push_str(setup);
    }
    script.push_str("~echo ready\n");
    stdin.write_all(script.as_bytes()).unwrap();
    stdin.flush().unwrap();
    let printed = wait_for(&out, |s| s.contains("~~ ready"));

    let driver_port = free_port();
    let driver = Command::new(DRIVER)
        .arg(format!("--port={driver_port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let _driver = Killed(driver);
    let profile = tempfile::tempdir().unwrap();
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".into(),
        serde_json::json!({
            "binary": CHROMIUM,
            "args": [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync",
                format!("--user-data-dir={}", profile.path().display()),
                "--hide-scrollbars"
            ],
            // A phone: 360 CSS pixels wide, drawn at twice that.
            "mobileEmulation": {"deviceMetrics": {"width": 360, "height": 720, "pixelRatio": 2.0}}
        }),
    );
    let http = reqwest::Client::new();
    let until = Instant::now() + WAIT;
    let base_driver = format!("http://127.0.0.1:{driver_port}");
    let session = loop {
        let r = http
            .post(format!("{base_driver}/session"))
            .json(&json!({"capabilities": {"alwaysMatch": Value::Object(caps.clone())}}))
            .send()
            .await;
        match r {
            Ok(r) => {
                let v: Value = r.json().await.unwrap();
                let id = v["value"]["sessionId"]
                    .as_str()
                    .unwrap_or_else(|| panic!("no session: {v}"));
                break format!("{base_driver}/session/{id}");
            }
            Err(e) => {
                assert!(Instant::now() < until, "chromedriver: {e}");
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
        }
    };
    let client = Driver {
        http: http.clone(),
        session,
    };
    let docs = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    let mut failures = Vec::new();
    for (game, group, _) in GAMES {
        let link = link_of(&printed, group);
        let before = board(&http, &base, &link, "alice").await;
        assert_eq!(before["to_move"], 0, "{game}: alice to move: {before}");
        client
            .goto(&format!("{base}/?startapp={link}&user=alice"))
            .await;
        client
            .wait_for("#board-svg")
            .await
            .unwrap_or_else(|| panic!("{game}: no board"));
        // A piece on the board, else a piece of the reserve.
        let piece = match client.find("[data-movable]").await {
            Some(p) => p,
            None => client
                .find("#reserve button[data-drop]")
                .await
                .unwrap_or_else(|| panic!("{game}: nothing to tap")),
        };
        client.click(&piece).await;
        let target = client
            .wait_for("[data-target]")
            .await
            .unwrap_or_else(|| panic!("{game}: no target lit"));
        let printed_before = out.lock().unwrap().len();
        client.click(&target).await;
        // A promotion or count would ask; none here at the first move.
        let until = Instant::now() + WAIT;
        let after = loop {
            let b = board(&http, &base, &link, "alice").await;
            if b["moves"] != before["moves"] || Instant::now() > until {
                break b;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        };
        // (Exchange's Black king follows White's by itself: then White is
        // to move again; the move list tells.)
        if after["moves"] == before["moves"] {
            failures.push(format!("{game}: the move was not committed: {after}"));
            continue;
        }
        // The console printed the move's board to the group.
        let tail = wait_for(&out, |s| {
            s.len() > printed_before && s[printed_before..].contains(&format!(">> {group}:"))
        });
        assert!(tail[printed_before..].contains("[photo"), "{game}: {tail}");
        // The page shows the new position by itself (long polling), then
        // the screenshot.
        client.wait_for("#board-svg").await.unwrap();
        tokio::time::sleep(Duration::from_millis(700)).await;
        let png = client.screenshot().await;
        assert!(png.starts_with(b"\x89PNG"), "{game}: a PNG screenshot");
        std::fs::write(docs.join(format!("web-{game}.png")), png).unwrap();
    }
    let _ = client.http.delete(&client.session).send().await;
    assert!(failures.is_empty(), "{failures:#?}");
}
