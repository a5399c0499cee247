//! `GET /metrics`: the Prometheus text format.
//!
//! Counters and histograms are counted where things happen, by one-line
//! calls of the `metrics` facade (nothing is recorded until [`install`]
//! puts a recorder in place, as `serve` does; the console and the
//! benchmarks count nothing). Gauges of stored state (the outbox, the
//! games running) are read from the database when scraped.
//!
//! | metric | kind | where |
//! |---|---|---|
//! | `boardbot_updates_received_total{via,kind}` | counter | updates from `getUpdates` or the webhook |
//! | `boardbot_updates_duplicate_total` | counter | updates seen before (Telegram's redeliveries), ignored |
//! | `boardbot_actions_total{game}` | counter | moves and game actions applied |
//! | `boardbot_refusals_total` | counter | requests refused (illegal move, not your turn…) |
//! | `boardbot_messages_sent_total{method}` | counter | Bot API calls Telegram accepted |
//! | `boardbot_telegram_429_total` | counter | "Too Many Requests" answers |
//! | `boardbot_send_retries_total{reason}` | counter | calls sent again (`429`, `network`, `unknown`, `markup`, `migrated`) |
//! | `boardbot_messages_dropped_total{reason}` | counter | messages given up (`unreachable`, `refused`) |
//! | `boardbot_webhook_refused_total{reason}` | counter | webhook posts refused (`secret`, `body`) |
//! | `boardbot_outbox_depth` | gauge | messages committed, not yet delivered |
//! | `boardbot_outbox_oldest_seconds` | gauge | age of the oldest of them |
//! | `boardbot_games_running{game}` | gauge | games being played |
//! | `boardbot_webhook_pending_updates` | gauge | Telegram's queue for the webhook (`getWebhookInfo`) |
//! | `boardbot_commit_seconds` | histogram | handling updates until their commit |
//! | `boardbot_delivery_seconds` | histogram | a reply's commit until Telegram took it |
//! | `boardbot_engine_think_seconds{game}` | histogram | the computer opponent's thinking |

use std::sync::OnceLock;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

use crate::store::figures::Figures;

/// Bucket bounds of the latency histograms, in seconds: a commit takes
/// milliseconds, a delivery up to Telegram's per-chat pace and beyond.
const SECONDS: &[f64] = &[
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 300.0,
];

static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// Puts the process-wide recorder in place (once; later calls return the
/// same handle). `None` if another recorder was installed first.
pub fn install() -> Option<PrometheusHandle> {
    HANDLE
        .get_or_init(|| {
            let builder = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), SECONDS)
                .ok()?;
            let handle = builder.install_recorder().ok()?;
            describe();
            Some(handle)
        })
        .clone()
}

fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram, Unit};
    describe_counter!(
        "boardbot_updates_received_total",
        "Updates received from Telegram, by way (polling, webhook) and kind."
    );
    describe_counter!(
        "boardbot_updates_duplicate_total",
        "Updates received again (Telegram's redeliveries) and ignored."
    );
    describe_counter!(
        "boardbot_actions_total",
        "Moves and game actions applied, by game."
    );
    describe_counter!(
        "boardbot_refusals_total",
        "Requests refused with an explanation (illegal move, not your turn...)."
    );
    describe_counter!(
        "boardbot_messages_sent_total",
        "Bot API calls Telegram accepted, by method."
    );
    describe_counter!(
        "boardbot_telegram_429_total",
        "Too Many Requests answers from Telegram."
    );
    describe_counter!(
        "boardbot_send_retries_total",
        "Bot API calls sent again, by reason."
    );
    describe_counter!(
        "boardbot_messages_dropped_total",
        "Queued messages given up, by reason."
    );
    describe_counter!(
        "boardbot_webhook_refused_total",
        "Webhook posts refused, by reason."
    );
    describe_gauge!(
        "boardbot_outbox_depth",
        "Messages committed and not yet delivered."
    );
    describe_gauge!(
        "boardbot_outbox_oldest_seconds",
        Unit::Seconds,
        "Age of the oldest message not yet delivered."
    );
    describe_gauge!("boardbot_games_running", "Games being played, by game.");
    describe_gauge!(
        "boardbot_webhook_pending_updates",
        "Updates Telegram holds for the webhook."
    );
    describe_histogram!(
        "boardbot_commit_seconds",
        Unit::Seconds,
        "Time to handle a run of updates and commit it."
    );
    describe_histogram!(
        "boardbot_delivery_seconds",
        Unit::Seconds,
        "Time from a reply's commit to Telegram accepting it."
    );
    describe_histogram!(
        "boardbot_engine_think_seconds",
        Unit::Seconds,
        "The computer opponent's thinking time, by game."
    );
}

/// Sets the gauges read from the database.
pub fn set_figures(f: &Figures, now_ms: i64) {
    metrics::gauge!("boardbot_outbox_depth").set(f.outbox as f64);
    let oldest = f
        .oldest_ms
        .map_or(0.0, |t| (now_ms - t).max(0) as f64 / 1000.0);
    metrics::gauge!("boardbot_outbox_oldest_seconds").set(oldest);
    // Every game, so one whose last game ended shows 0.
    for kind in crate::rules::GAMES {
        let n = f
            .running
            .iter()
            .find(|(k, _)| k == kind.name)
            .map_or(0, |(_, n)| *n);
        metrics::gauge!("boardbot_games_running", "game" => kind.name).set(n as f64);
    }
}

/// The kind of an update, as a metric label.
pub fn update_kind(update: &teloxide::types::Update) -> &'static str {
    use teloxide::types::UpdateKind;
    match &update.kind {
        UpdateKind::Message(_) => "message",
        UpdateKind::CallbackQuery(_) => "callback_query",
        UpdateKind::ChatMember(_) => "chat_member",
        UpdateKind::MyChatMember(_) => "my_chat_member",
        _ => "other",
    }
}

/// Keeps the recorder's histograms drained between scrapes, until `stop`.
pub async fn upkeep(handle: PrometheusHandle, mut stop: tokio::sync::watch::Receiver<bool>) {
    loop {
        tokio::select! {
            _ = tokio::time::sleep(std::time::Duration::from_secs(5)) => handle.run_upkeep(),
            _ = stop.changed() => return,
        }
        if *stop.borrow() {
            return;
        }
    }
}
