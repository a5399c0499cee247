//! Why `serve` stops, and why a call into the hub came back empty: typed,
//! so the caller can tell a refused token from a port in use, and the
//! operator still reads one line (`boardbot: …`).

/// The hub panicked while handling a call: its transaction rolled back,
/// the hub itself is sound (the lock is taken again).
#[derive(Debug, thiserror::Error)]
#[error("the core failed: {0}")]
pub struct CorePanicked(#[from] pub tokio::task::JoinError);

/// Why `serve` could not start or stopped.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    #[error("{0}")]
    NoToken(#[from] crate::config::NoToken),
    /// `api_url` does not parse as a URL.
    #[error("api_url '{url}' is not a URL: {source}")]
    ApiUrl {
        url: String,
        source: serde_json::Error,
    },
    #[error("{0}")]
    Open(#[from] crate::store::OpenError),
    #[error("{0}")]
    Checkpointer(#[from] crate::store::CheckpointError),
    /// The thread that opened the database panicked.
    #[error("opening the database failed: {0}")]
    Opening(tokio::task::JoinError),
    /// A key of `[web]` (checked when the configuration was read; here for
    /// a configuration built in code).
    #[error("{0}")]
    Web(#[from] crate::config::WebConfigError),
    /// A port in use, an address not of this machine.
    #[error("{0}")]
    Listen(#[from] crate::ops::ListenError),
    #[error("Telegram refused the bot token (check it with @BotFather)")]
    TokenRefused,
    #[error("the webhook address {url} is not a URL: {source}")]
    WebhookUrl {
        url: String,
        source: url::ParseError,
    },
    /// Telegram accepts webhooks only on HTTPS ports 443, 80, 88, 8443.
    #[error("Telegram refused the webhook at {url}: {source}")]
    WebhookRefused {
        url: String,
        source: teloxide::ApiError,
    },
}
