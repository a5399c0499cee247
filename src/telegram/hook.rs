//! The webhook's side of the Bot API: `setWebhook` at start, and a watch
//! with `getWebhookInfo` that keeps Telegram's view in sight (its queue,
//! its last delivery error) and sets the webhook again should it be lost.

use std::sync::Arc;
use std::time::Duration;

use teloxide::prelude::*;
use teloxide::RequestError;
use tokio::sync::watch;

use super::intake::UPDATES;
use super::send;
use super::RunError;
use crate::ops::Health;

/// Tells Telegram to post updates to `url` with `secret`. Network failures
/// are tried again; a refusal (Telegram accepts only HTTPS on ports 443,
/// 80, 88 and 8443) is an error.
pub(super) async fn set(bot: &Bot, url: &str, secret: &str) -> Result<(), RunError> {
    let parsed: url::Url = url.parse().map_err(|source| RunError::WebhookUrl {
        url: url.to_string(),
        source,
    })?;
    let mut tries = 0;
    loop {
        let request = bot
            .set_webhook(parsed.clone())
            .secret_token(secret)
            .allowed_updates(UPDATES);
        match request.await {
            Ok(_) => return Ok(()),
            Err(RequestError::Api(source)) => {
                return Err(RunError::WebhookRefused {
                    url: url.to_string(),
                    source,
                })
            }
            Err(e) => {
                tries += 1;
                let pause = send::backoff(tries);
                tracing::warn!(error = %e, ?pause, "setWebhook failed; trying again");
                tokio::time::sleep(pause).await;
            }
        }
    }
}

/// Polling again: the webhook is removed (the updates Telegram holds are
/// kept and come by `getUpdates`).
pub(super) async fn delete(bot: &Bot, health: &Health) {
    match bot.delete_webhook().await {
        Ok(_) => health.reached(),
        Err(e) => tracing::warn!(error = %e, "deleteWebhook failed"),
    }
}

/// Asks `getWebhookInfo` every `every` until `stop`: Telegram reached, its
/// queue, its last error; the webhook set again if it is not ours.
pub(super) async fn watch(
    bot: Bot,
    url: String,
    secret: String,
    health: Arc<Health>,
    every: Duration,
    mut stop: watch::Receiver<bool>,
) {
    let mut last_error = None;
    loop {
        tokio::select! {
            _ = tokio::time::sleep(every) => {}
            _ = stop.changed() => return,
        }
        if *stop.borrow() {
            return;
        }
        let info = match bot.get_webhook_info().await {
            Ok(info) => info,
            Err(e) => {
                tracing::warn!(error = %e, "getWebhookInfo failed");
                continue;
            }
        };
        let at = info.last_error_date.map(|at| at.timestamp());
        let error = info.last_error_message.clone().map(|m| {
            let ago = at.map_or(0, |t| (super::now_ms() / 1000 - t).max(0));
            format!("{m} ({ago} s ago)")
        });
        if at.is_some() && at != last_error {
            tracing::warn!(error = ?error, "Telegram could not post to the webhook");
        }
        last_error = at;
        health.webhook_info(info.pending_update_count, error);
        metrics::gauge!("boardbot_webhook_pending_updates").set(info.pending_update_count);
        if info.url.as_ref().map(|u| u.as_str()) != Some(url.as_str()) {
            // Deleted or replaced by someone else (another process with the
            // same token?): ours again.
            tracing::error!(
                "the webhook is not this bot's any more; setting it again \
                 (is another process using this token?)"
            );
            if let Err(e) = set(&bot, &url, &secret).await {
                tracing::error!(error = %e, "setting the webhook again failed");
            }
        }
    }
}
