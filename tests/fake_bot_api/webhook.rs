//! The fake's webhook, as Telegram runs one: `setWebhook` (refused as
//! Telegram refuses: no HTTPS, a port other than 443, 80, 88 or 8443, a
//! secret token of other characters or length, `max_connections` outside
//! 1-100, a host it cannot reach), `deleteWebhook`, `getWebhookInfo`, and
//! a deliverer that posts each queued update (its kind allowed) to the
//! webhook with the `X-Telegram-Bot-Api-Secret-Token` header, one at a
//! time in order, until the bot answers 2xx; a failed post is kept and
//! posted again. `getUpdates` is refused (409) while a webhook is set.
//!
//! The public HTTPS address is "routed" to the bot's plain HTTP listener
//! on 127.0.0.1, as a TLS-terminating reverse proxy would
//! ([`FakeBotApi::route_webhooks`]).

use std::time::{Duration, Instant};

use serde_json::{json, Value};

use super::{bad, boolean, int, string, unix_now, update_kind, FakeBotApi, Inner, Reply, Shared};

/// The webhook Telegram was given.
#[derive(Clone, Debug)]
pub struct Webhook {
    pub url: String,
    pub secret: Option<String>,
    /// `allowed_updates` as given (`None`: the default kinds).
    pub allowed: Option<Value>,
    pub max_connections: i64,
}

/// One post to the webhook.
#[derive(Clone, Debug)]
pub struct Post {
    pub update_id: i64,
    pub url: String,
    /// The bot's HTTP status; 0 when no answer came.
    pub status: u16,
    pub at: Instant,
}

/// What the webhook side keeps.
#[derive(Default)]
pub(super) struct State {
    pub webhook: Option<Webhook>,
    /// Public origin (`https://bot.example.org`) → local base URL.
    pub routes: Vec<(String, String)>,
    pub posts: Vec<Post>,
    pub last_error: Option<(i64, String)>,
    /// The next answer is lost (as if the connection broke after the bot
    /// sent it): the update stays queued and delivery pauses.
    pub lose_next: bool,
    pub paused: bool,
}

/// The pause after a failed post before the next try.
const RETRY: Duration = Duration::from_millis(200);

fn valid_secret(s: &str) -> bool {
    (1..=256).contains(&s.len())
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// The scheme-host-port origin of an https URL and its port.
fn origin(url: &str) -> Option<(String, u16)> {
    let rest = url.strip_prefix("https://")?;
    let host_port = rest.split('/').next()?;
    if host_port.is_empty() {
        return None;
    }
    let port = match host_port.rsplit_once(':') {
        Some((_, p)) => p.parse().ok()?,
        None => 443,
    };
    Some((format!("https://{host_port}"), port))
}

/// `setWebhook`.
pub(super) fn set(s: &mut Inner, params: &Value) -> Reply {
    let Some(url) = string(params, "url") else {
        return bad("parameter \"url\" is required");
    };
    if url.is_empty() {
        s.hook.webhook = None;
        return Reply::Ok(json!(true));
    }
    let Some((origin, port)) = origin(&url) else {
        return bad("bad webhook: An HTTPS URL must be provided for webhook");
    };
    if ![443, 80, 88, 8443].contains(&port) {
        return bad("bad webhook: Webhook can be set up only on ports 80, 88, 443 or 8443");
    }
    let secret = string(params, "secret_token");
    if let Some(secret) = &secret {
        if !valid_secret(secret) {
            return bad("secret token contains unallowed characters");
        }
    }
    let max_connections = int(params, "max_connections").unwrap_or(40);
    if !(1..=100).contains(&max_connections) {
        return bad("bad webhook: max_connections must be between 1 and 100");
    }
    if !s.hook.routes.iter().any(|(o, _)| *o == origin) {
        return bad("bad webhook: Failed to resolve host: Name or service not known");
    }
    if boolean(params, "drop_pending_updates") {
        s.queue.clear();
    }
    // "If not specified, the previous setting will be used."
    let allowed = match params.get("allowed_updates") {
        Some(v) if !v.is_null() => Some(v.clone()),
        _ => s.hook.webhook.as_ref().and_then(|w| w.allowed.clone()),
    };
    s.hook.webhook = Some(Webhook {
        url,
        secret,
        allowed,
        max_connections,
    });
    s.hook.last_error = None;
    Reply::Ok(json!(true))
}

/// `deleteWebhook`.
pub(super) fn delete(s: &mut Inner, params: &Value) -> Reply {
    if boolean(params, "drop_pending_updates") {
        s.queue.clear();
    }
    s.hook.webhook = None;
    Reply::Ok(json!(true))
}

/// `getWebhookInfo`.
pub(super) fn info(s: &Inner) -> Reply {
    let Some(w) = &s.hook.webhook else {
        return Reply::Ok(json!({
            "url": "",
            "has_custom_certificate": false,
            "pending_update_count": s.queue.len(),
        }));
    };
    let mut v = json!({
        "url": w.url,
        "has_custom_certificate": false,
        "pending_update_count": s.queue.len(),
        "max_connections": w.max_connections,
    });
    if let Some(a) = &w.allowed {
        v["allowed_updates"] = a.clone();
    }
    if let Some((at, message)) = &s.hook.last_error {
        v["last_error_date"] = json!(at);
        v["last_error_message"] = json!(message);
    }
    Reply::Ok(v)
}

/// Whether the webhook's `allowed_updates` let updates of `kind` through.
fn allowed(w: &Webhook, kind: &str) -> bool {
    let params = match &w.allowed {
        Some(a) => json!({ "allowed_updates": a }),
        None => json!({}),
    };
    super::allowed(&params, kind)
}

/// The next post to make: (update id, update, local URL, secret).
fn next(s: &mut Inner) -> Option<(i64, Value, String, Option<String>)> {
    if s.hook.paused {
        return None;
    }
    let w = s.hook.webhook.clone()?;
    s.queue.retain(|q| allowed(&w, &update_kind(&q.update)));
    let q = s.queue.iter().min_by_key(|q| (!q.force, q.id))?;
    let (origin, _) = origin(&w.url)?;
    let local = s
        .hook
        .routes
        .iter()
        .find(|(o, _)| *o == origin)
        .map(|(_, l)| l.clone())?;
    let url = format!("{local}{}", &w.url[origin.len()..]);
    Some((q.id, q.update.clone(), url, w.secret.clone()))
}

/// Posts queued updates to the webhook while one is set.
pub(super) async fn deliver(shared: std::sync::Arc<Shared>) {
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(20))
        .build()
        .expect("an HTTP client");
    let mut changed = shared.updates.subscribe();
    loop {
        let job = next(&mut shared.lock());
        let Some((id, update, url, secret)) = job else {
            tokio::select! {
                _ = changed.changed() => {}
                _ = tokio::time::sleep(RETRY) => {}
            }
            continue;
        };
        let mut request = client.post(&url).json(&update);
        if let Some(secret) = &secret {
            request = request.header("X-Telegram-Bot-Api-Secret-Token", secret);
        }
        let status = match request.send().await {
            Ok(r) => r.status().as_u16(),
            Err(_) => 0,
        };
        let ok = {
            let mut s = shared.lock();
            let lost = std::mem::take(&mut s.hook.lose_next);
            s.hook.posts.push(Post {
                update_id: id,
                url,
                status,
                at: Instant::now(),
            });
            let ok = (200..300).contains(&status) && !lost;
            if ok {
                // Confirmed: the first copy of it in the queue goes.
                if let Some(i) = s.queue.iter().position(|q| q.id == id) {
                    s.queue.remove(i);
                }
            } else if lost {
                s.hook.paused = true;
                s.hook.last_error = Some((unix_now(), "Connection reset by peer".into()));
            } else {
                let message = match status {
                    0 => "Connection refused".to_string(),
                    n => format!("Wrong response from the webhook: {n}"),
                };
                s.hook.last_error = Some((unix_now(), message));
            }
            ok
        };
        shared.calls.send_modify(|n| *n += 1);
        if !ok {
            tokio::time::sleep(RETRY).await;
        }
    }
}

impl FakeBotApi {
    /// Requests to `public` (`https://bot.example.org`, port 443 unless
    /// given) reach `local` (`http://127.0.0.1:PORT`), as through a
    /// TLS-terminating reverse proxy.
    pub fn route_webhooks(&self, public: &str, local: &str) {
        self.shared.lock().hook.routes.push((
            public.trim_end_matches('/').to_string(),
            local.trim_end_matches('/').to_string(),
        ));
    }

    /// The webhook as set now.
    pub fn webhook(&self) -> Option<Webhook> {
        self.shared.lock().hook.webhook.clone()
    }

    /// Every post to the webhook so far.
    pub fn webhook_posts(&self) -> Vec<Post> {
        self.shared.lock().hook.posts.clone()
    }

    /// The bot's answer to the next post is lost on the way back (the bot
    /// committed, Telegram did not hear it): the update stays queued and
    /// delivery pauses until [`Self::resume_webhook`].
    pub fn lose_next_webhook_answer(&self) {
        self.shared.lock().hook.lose_next = true;
    }

    pub fn resume_webhook(&self) {
        self.shared.lock().hook.paused = false;
        self.shared.updates.send_modify(|n| *n += 1);
    }
}
