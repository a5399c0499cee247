//! `GET /healthz`: 200 while the database takes a write and Telegram was
//! reached recently, 503 otherwise; the body (JSON) says what was checked,
//! with the ages of the last update received and the last message sent.
//!
//! "Reached" is any successful Bot API call: `getUpdates` answers at least
//! every long-polling timeout, and with a webhook the bot asks
//! `getWebhookInfo` every half minute, so a quiet bot stays healthy and a
//! bot cut off from Telegram turns unhealthy within [`Health::silence`].

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::telegram::{now_ms, SharedHub};

/// How updates come in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Via {
    Polling,
    Webhook,
}

impl Via {
    pub fn name(self) -> &'static str {
        match self {
            Via::Polling => "polling",
            Via::Webhook => "webhook",
        }
    }
}

/// How long a write probe's answer is reused: `/healthz` may be public, and
/// each probe is a synced commit.
const PROBE_REUSE: Duration = Duration::from_secs(5);
/// How long the probe may wait for the database (a long batch holds it).
const PROBE_PATIENCE: Duration = Duration::from_secs(5);

/// What the bot's tasks report as they work; read by `/healthz`.
#[derive(Debug)]
pub struct Health {
    via: Via,
    /// Telegram's silence after which the bot is unhealthy.
    pub silence: Duration,
    /// Times in ms since the epoch; 0: never.
    contact: AtomicI64,
    update: AtomicI64,
    send: AtomicI64,
    /// The webhook's state as `getWebhookInfo` last told it.
    webhook: Mutex<Option<Value>>,
    probe: Mutex<Option<(Instant, Result<(), String>)>>,
}

impl Health {
    pub fn new(via: Via) -> Health {
        Health {
            via,
            silence: Duration::from_secs(120),
            contact: AtomicI64::new(0),
            update: AtomicI64::new(0),
            send: AtomicI64::new(0),
            webhook: Mutex::new(None),
            probe: Mutex::new(None),
        }
    }

    pub fn via(&self) -> Via {
        self.via
    }

    /// A Bot API call succeeded.
    pub fn reached(&self) {
        self.contact.store(now_ms(), Ordering::Relaxed);
    }

    /// Updates came (a `getUpdates` answer, empty or not; a webhook post).
    pub fn updates_came(&self) {
        let now = now_ms();
        self.contact.store(now, Ordering::Relaxed);
        self.update.store(now, Ordering::Relaxed);
    }

    /// Telegram took a message.
    pub fn sent(&self) {
        let now = now_ms();
        self.contact.store(now, Ordering::Relaxed);
        self.send.store(now, Ordering::Relaxed);
    }

    /// What `getWebhookInfo` said: updates waiting, the last error.
    pub fn webhook_info(&self, pending: u32, last_error: Option<String>) {
        self.reached();
        let value = json!({"pending_updates": pending, "last_error": last_error});
        *self.webhook.lock().unwrap_or_else(|e| e.into_inner()) = Some(value);
    }

    /// Seconds since `at` (ms), or null for never.
    fn age(at: &AtomicI64, now: i64) -> Value {
        match at.load(Ordering::Relaxed) {
            0 => Value::Null,
            t => json!(((now - t).max(0) as f64 / 100.0).round() / 10.0),
        }
    }

    async fn probe(&self, hub: &SharedHub) -> Result<(), String> {
        {
            let cached = self.probe.lock().unwrap_or_else(|e| e.into_inner());
            if let Some((at, result)) = cached.as_ref() {
                if at.elapsed() < PROBE_REUSE {
                    return result.clone();
                }
            }
        }
        let call = hub.call(|h| h.probe_write().map_err(|e| e.to_string()));
        let result = match tokio::time::timeout(PROBE_PATIENCE, call).await {
            Ok(Ok(r)) => r,
            Ok(Err(panic)) => Err(panic.to_string()),
            Err(_) => Err(format!(
                "the database did not answer within {} s",
                PROBE_PATIENCE.as_secs()
            )),
        };
        *self.probe.lock().unwrap_or_else(|e| e.into_inner()) =
            Some((Instant::now(), result.clone()));
        result
    }

    /// The check: healthy or not, and the body that says why.
    pub async fn check(&self, hub: &SharedHub) -> (bool, Value) {
        let mut problems: Vec<String> = Vec::new();
        let database = match self.probe(hub).await {
            Ok(()) => "writable".to_string(),
            Err(e) => {
                problems.push(format!("the database takes no write: {e}"));
                format!("error: {e}")
            }
        };
        let now = now_ms();
        let contact = self.contact.load(Ordering::Relaxed);
        let silent = now - contact > self.silence.as_millis() as i64;
        if contact == 0 || silent {
            problems.push(format!(
                "Telegram not reached in the last {} s",
                self.silence.as_secs()
            ));
        }
        let figures = tokio::time::timeout(PROBE_PATIENCE, hub.call(|h| h.figures())).await;
        let (outbox, oldest) = match figures {
            Ok(Ok(Ok(f))) => (
                json!(f.outbox),
                f.oldest_ms
                    .map_or(Value::Null, |t| json!((now - t).max(0) / 1000)),
            ),
            _ => (Value::Null, Value::Null),
        };
        let mut body = json!({
            "status": if problems.is_empty() { "ok" } else { "unavailable" },
            "database": database,
            "updates_via": self.via.name(),
            "telegram_reached_seconds_ago": Self::age(&self.contact, now),
            "last_update_seconds_ago": Self::age(&self.update, now),
            "last_send_seconds_ago": Self::age(&self.send, now),
            "outbox": outbox,
            "outbox_oldest_seconds": oldest,
        });
        if let Some(w) = self
            .webhook
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
        {
            body["webhook"] = w;
        }
        if !problems.is_empty() {
            body["problems"] = json!(problems);
        }
        (problems.is_empty(), body)
    }
}
