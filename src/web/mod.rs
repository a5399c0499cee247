//! The web board (issue 31): a Telegram Mini App where pieces move by
//! tapping, served by the bot's own process on its tokio runtime.
//!
//! - [`router`] builds every route in one place (the page, the JSON API);
//!   routes for operators (webhooks, health, metrics) join it here.
//! - [`serve`] runs it on a listener until shutdown: `boardbot serve`
//!   starts it when `bot.toml` has `[web]`, `boardbot console --web ADDR`
//!   on a loopback address.
//! - The API ([`api`]) asks the core ([`crate::core::Hub::web_board`],
//!   [`crate::core::Hub::web_act`]), which answers in one transaction like
//!   any chat message; [`auth`] says who is asking.
//! - The page is static files in `assets/web/`, embedded in the binary
//!   ([`assets`]), the pieces exported from the PNGs' own outlines.

use std::future::Future;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};

use axum::routing::{get, post};
use axum::Router;

use crate::core::Hub;

mod api;
mod assets;
pub mod auth;
pub(crate) mod console;
pub mod limit;

pub use assets::weight as page_weight;
pub use auth::Auth;

/// Why the web board could not start, stopped, or could not answer.
#[derive(Debug, thiserror::Error)]
pub enum WebError {
    /// A port in use, an address not of this machine.
    #[error("the web board cannot listen on {addr}: {source}")]
    Listen {
        addr: SocketAddr,
        source: std::io::Error,
    },
    /// The console's board is for this machine only.
    #[error("--web {0}: loopback addresses only")]
    NotLoopback(SocketAddr),
    #[error("cannot start the web board's runtime: {0}")]
    Runtime(std::io::Error),
    #[error("web server: {0}")]
    Serve(std::io::Error),
    /// The hub panicked while answering (its transaction rolled back).
    #[error("the core failed: {0}")]
    CoreFailed(#[from] tokio::task::JoinError),
}

/// Requests larger than this are refused (413).
pub const MAX_BODY: usize = 4 * 1024;

/// The core as the web server reaches it.
#[derive(Clone)]
pub struct Backend {
    hub: Arc<Mutex<Hub>>,
    /// The time in ms since the epoch (the console's is virtual).
    clock: Arc<dyn Fn() -> i64 + Send + Sync>,
    /// Called (on a blocking thread) after an action from the board
    /// committed: `serve` wakes its deliverer, the console prints.
    after_action: Arc<dyn Fn(&mut Hub) + Send + Sync>,
}

impl Backend {
    pub fn new(
        hub: Arc<Mutex<Hub>>,
        clock: impl Fn() -> i64 + Send + Sync + 'static,
        after_action: impl Fn(&mut Hub) + Send + Sync + 'static,
    ) -> Backend {
        Backend {
            hub,
            clock: Arc::new(clock),
            after_action: Arc::new(after_action),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Hub> {
        // A panic while handling a message rolled its transaction back: the
        // hub itself is still sound.
        self.hub.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs `f` on the hub on a blocking thread (SQLite is synchronous).
    async fn call<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Hub, i64) -> T + Send + 'static,
    ) -> Result<T, WebError> {
        let me = self.clone();
        Ok(tokio::task::spawn_blocking(move || {
            let now = (me.clock)();
            f(&mut me.lock(), now)
        })
        .await?)
    }
}

/// What every request handler shares.
#[derive(Clone)]
pub struct WebState {
    backend: Backend,
    auth: Auth,
    limits: Arc<limit::Limits>,
    /// Bumped after each action from a board: waiting boards look at once.
    changes: Arc<tokio::sync::watch::Sender<u64>>,
}

impl WebState {
    pub fn new(backend: Backend, auth: Auth) -> WebState {
        WebState {
            backend,
            auth,
            limits: Arc::new(limit::Limits::default()),
            changes: Arc::new(tokio::sync::watch::channel(0).0),
        }
    }

    /// The same with other rate limits (`per_sec` requests a second per
    /// user, in bursts of `burst`): the benchmark asks far more than a
    /// person would.
    pub fn with_rates(mut self, reads: limit::Rate, actions: limit::Rate) -> WebState {
        self.limits = Arc::new(limit::Limits::new(reads, actions));
        self
    }
}

/// Every route of the web server.
pub fn router(state: WebState) -> Router {
    Router::new()
        .route("/", get(assets::index))
        .route("/app.js", get(assets::script))
        .route("/style.css", get(assets::style))
        .route("/pieces.svg", get(assets::pieces))
        .route("/api/texts/{lang}", get(api::texts))
        .route("/api/games/{link}", get(api::board))
        .route("/api/games/{link}/wait", get(api::wait))
        .route("/api/games/{link}/actions", post(api::act))
        .layer(axum::extract::DefaultBodyLimit::max(MAX_BODY))
        .with_state(state)
}

/// Serves the web board on `listener` until `shutdown` resolves.
pub async fn serve(
    listener: tokio::net::TcpListener,
    state: WebState,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), WebError> {
    axum::serve(listener, router(state))
        .with_graceful_shutdown(shutdown)
        .await
        .map_err(WebError::Serve)
}

/// `serve`'s web board as routes for the bot's server (`ops::start` adds
/// the operator's routes beside them); an action from a board wakes the
/// deliverer (`notify`) at once.
pub fn bot_router(hub: Arc<Mutex<Hub>>, token: String, notify: Arc<tokio::sync::Notify>) -> Router {
    let now = || {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as i64)
    };
    let backend = Backend::new(hub, now, move |_| notify.notify_one());
    let state = WebState::new(backend, Auth::Telegram { token });
    tracing::info!("the web board is served");
    router(state)
}

/// Binds `addr` for the web board, with a clear error.
pub async fn bind(addr: SocketAddr) -> Result<tokio::net::TcpListener, WebError> {
    tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|source| WebError::Listen { addr, source })
}

/// The addresses the "Open board" buttons lead to on Telegram.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Links {
    /// The page (`public_url`): private chats open it as a Mini App.
    pub page: String,
    /// The bot's username and the Mini App's short name: groups get
    /// `https://t.me/BOT/APP?startapp=LINK`.
    pub bot: String,
    pub app: String,
}

impl Links {
    /// The links of `[web]` for the bot named `bot`.
    pub fn new(
        web: &crate::config::WebConfig,
        bot: &str,
    ) -> Result<Links, crate::config::WebConfigError> {
        Ok(Links {
            page: web.page_url()?.to_string(),
            bot: bot.to_string(),
            app: web.app()?.to_string(),
        })
    }

    /// The button's address in a chat: `(url, as a Mini App)`.
    pub fn for_chat(&self, chat: i64, link: &str) -> (String, bool) {
        // Private chats have the user's (positive) id; groups are negative.
        if chat > 0 {
            let sep = if self.page.contains('?') { '&' } else { '?' };
            (format!("{}{sep}startapp={link}", self.page), true)
        } else {
            (
                format!("https://t.me/{}/{}?startapp={link}", self.bot, self.app),
                false,
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn private_chats_open_the_page_groups_a_t_me_link() {
        let links = Links {
            page: "https://b.example.org/board".into(),
            bot: "boardbot".into(),
            app: "board".into(),
        };
        assert_eq!(
            links.for_chat(42, "ab12"),
            ("https://b.example.org/board?startapp=ab12".into(), true)
        );
        assert_eq!(
            links.for_chat(-100, "ab12"),
            ("https://t.me/boardbot/board?startapp=ab12".into(), false)
        );
    }
}
