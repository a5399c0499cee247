//! Telegram's webhook: updates posted to `{public_url}/telegram/{path}`.
//!
//! The path and the `secret_token` are drawn at random at each start and
//! given to Telegram with `setWebhook`; a post without the secret is
//! refused (401) before anything is read. An accepted update goes to the
//! same intake as a polled one (`telegram::intake`): committed in one
//! transaction, deduplicated by its `update_id`, and only then answered
//! 200. Should the bot stop or die before the answer, Telegram posts the
//! update again and the database recognises it.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use rand::Rng;
use teloxide::types::Update;
use tokio::sync::{mpsc, oneshot};

/// The header Telegram sends the secret in.
pub const SECRET_HEADER: &str = "x-telegram-bot-api-secret-token";

/// Where the webhook's routes start.
pub const PREFIX: &str = "/telegram/";

/// Largest update accepted (Telegram's are a few KB).
pub const MAX_BODY: usize = 1 << 20;

/// An update handed to the intake, with the way to say it is committed.
pub struct Delivery {
    pub update: Update,
    pub done: oneshot::Sender<()>,
}

/// The receiving end of the webhook, shared by the requests.
#[derive(Clone)]
pub struct Endpoint {
    path: Arc<str>,
    secret: Arc<str>,
    tx: mpsc::Sender<Delivery>,
}

/// Letters and digits drawn from the operating system's randomness.
fn random(len: usize) -> String {
    rand::rng()
        .sample_iter(rand::distr::Alphanumeric)
        .take(len)
        .map(char::from)
        .collect()
}

/// Equal strings, compared in time independent of where they differ.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

impl Endpoint {
    /// A new endpoint with a random path and secret, and the queue the
    /// intake reads.
    pub fn new() -> (Endpoint, mpsc::Receiver<Delivery>) {
        let (tx, rx) = mpsc::channel(256);
        let endpoint = Endpoint {
            path: random(32).into(),
            secret: random(64).into(),
            tx,
        };
        (endpoint, rx)
    }

    /// The address Telegram posts to, under the public address `base`.
    pub fn url(&self, base: &str) -> String {
        format!("{}{PREFIX}{}", base.trim_end_matches('/'), self.path)
    }

    /// The `secret_token` for `setWebhook`.
    pub fn secret(&self) -> &str {
        &self.secret
    }
}

/// `POST /telegram/{path}`.
pub async fn receive(
    State(endpoint): State<Endpoint>,
    Path(path): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> StatusCode {
    if !same(path.as_bytes(), endpoint.path.as_bytes()) {
        return StatusCode::NOT_FOUND;
    }
    let secret = headers
        .get(SECRET_HEADER)
        .map(|v| v.as_bytes())
        .unwrap_or_default();
    if !same(secret, endpoint.secret.as_bytes()) {
        metrics::counter!("boardbot_webhook_refused_total", "reason" => "secret").increment(1);
        tracing::warn!("a webhook post without the right secret was refused");
        return StatusCode::UNAUTHORIZED;
    }
    let update: Update = match serde_json::from_slice(&body) {
        Ok(u) => u,
        Err(e) => {
            metrics::counter!("boardbot_webhook_refused_total", "reason" => "body").increment(1);
            tracing::warn!(error = %e, "a webhook post is not an update");
            return StatusCode::BAD_REQUEST;
        }
    };
    let (done, committed) = oneshot::channel();
    if endpoint.tx.send(Delivery { update, done }).await.is_err() {
        // Stopping: Telegram posts it again later.
        return StatusCode::SERVICE_UNAVAILABLE;
    }
    match committed.await {
        Ok(()) => StatusCode::OK,
        Err(_) => StatusCode::SERVICE_UNAVAILABLE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_random_and_compared_whole() {
        let (a, _) = Endpoint::new();
        let (b, _) = Endpoint::new();
        assert_ne!(a.secret(), b.secret());
        assert_ne!(a.path, b.path);
        assert_eq!(a.secret().len(), 64);
        // Telegram's alphabet for secret tokens: A-Z, a-z, 0-9, _ and -.
        assert!(a.secret().bytes().all(|c| c.is_ascii_alphanumeric()));
        assert!(same(b"abc", b"abc"));
        assert!(!same(b"abc", b"abd"));
        assert!(!same(b"abc", b"abcd"));
        assert!(!same(b"", b"a"));
        assert_eq!(
            a.url("https://bot.example.org/"),
            format!("https://bot.example.org/telegram/{}", a.path)
        );
    }
}
