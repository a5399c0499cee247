//! Running the bot as operators run bots: Telegram's webhook
//! ([`webhook`]), `GET /healthz` ([`health`]), `GET /metrics`
//! ([`metrics`]), and online backups (`boardbot backup`,
//! [`crate::store::backup`]).
//!
//! The web parts are [`axum::Router`] fragments: [`routes`] for the bot's
//! web server (`[web] listen`), [`operator_routes`] for the operator's own
//! address (`[web] metrics_listen`). `serve` builds them in
//! `telegram::run`.

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::{DefaultBodyLimit, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use metrics_exporter_prometheus::PrometheusHandle;

use crate::telegram::{now_ms, SharedHub};

pub mod health;
pub mod metrics;
pub mod webhook;

pub use health::{Health, Via};

/// What the operator's routes read.
#[derive(Clone)]
pub struct OpsState {
    pub hub: SharedHub,
    pub health: Arc<Health>,
    /// The recorder's handle; `None`: no `/metrics` here.
    pub metrics: Option<PrometheusHandle>,
}

/// The routes of the bot's web server: `/healthz`, `/metrics` when
/// `state.metrics` is set, and the webhook when there is one.
pub fn routes(state: OpsState, webhook: Option<webhook::Endpoint>) -> Router {
    let mut router = Router::new().route("/healthz", get(healthz));
    if state.metrics.is_some() {
        router = router.route("/metrics", get(metrics_text));
    }
    let router = router.with_state(state);
    match webhook {
        Some(endpoint) => router.merge(
            Router::new()
                .route(
                    &format!("{}{{path}}", webhook::PREFIX),
                    post(webhook::receive),
                )
                .layer(DefaultBodyLimit::max(webhook::MAX_BODY))
                .with_state(endpoint),
        ),
        None => router,
    }
}

/// The routes of the operator's own address: `/metrics` and `/healthz`.
pub fn operator_routes(state: OpsState) -> Router {
    Router::new()
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics_text))
        .with_state(state)
}

async fn healthz(State(state): State<OpsState>) -> Response {
    let (healthy, body) = state.health.check(&state.hub).await;
    let status = if healthy {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    (
        status,
        [(header::CONTENT_TYPE, "application/json")],
        format!("{body:#}\n"),
    )
        .into_response()
}

async fn metrics_text(State(state): State<OpsState>) -> Response {
    let Some(handle) = state.metrics.clone() else {
        return StatusCode::NOT_FOUND.into_response();
    };
    // The gauges of stored state, read now (skipped if the database is
    // busy for long: the counters are still worth having).
    let figures = tokio::time::timeout(
        std::time::Duration::from_secs(5),
        state.hub.call(|h| h.figures()),
    )
    .await;
    if let Ok(Ok(Ok(f))) = figures {
        metrics::set_figures(&f, now_ms());
    }
    handle.run_upkeep();
    (
        StatusCode::OK,
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        handle.render(),
    )
        .into_response()
}

/// The addresses `serve` listens on.
pub struct Listeners {
    /// `[web] listen`: `/healthz`, the webhook, and `/metrics` unless the
    /// operator has an address of their own.
    pub web: Option<tokio::net::TcpListener>,
    /// `[web] metrics_listen`: `/metrics` and `/healthz`.
    pub operator: Option<tokio::net::TcpListener>,
}

/// Serves the routes (with `board`'s on the `web` listener) on their
/// listeners until `stop` turns true, and keeps
/// the metrics' histograms drained; returns the servers' tasks.
pub fn start(
    listeners: Listeners,
    board: Option<Router>,
    state: OpsState,
    webhook: Option<webhook::Endpoint>,
    stop: tokio::sync::watch::Receiver<bool>,
) -> Vec<tokio::task::JoinHandle<()>> {
    let stopped = |mut stop: tokio::sync::watch::Receiver<bool>| async move {
        let _ = stop.wait_for(|s| *s).await;
    };
    let mut servers = Vec::new();
    if let Some(listener) = listeners.web {
        let public = OpsState {
            // /metrics is the operator's: on their own address if given.
            metrics: state
                .metrics
                .clone()
                .filter(|_| listeners.operator.is_none()),
            ..state.clone()
        };
        let router = match board {
            Some(board) => board.merge(routes(public, webhook)),
            None => routes(public, webhook),
        };
        servers.push(tokio::spawn(serve(listener, router, stopped(stop.clone()))));
    }
    if let Some(listener) = listeners.operator {
        let router = operator_routes(state.clone());
        servers.push(tokio::spawn(serve(listener, router, stopped(stop.clone()))));
    }
    if let Some(handle) = state.metrics {
        tokio::spawn(metrics::upkeep(handle, stop));
    }
    servers
}

/// An address the bot's server cannot listen on (a port in use).
#[derive(Debug, thiserror::Error)]
#[error("cannot listen on {addr}: {source}")]
pub struct ListenError {
    pub addr: SocketAddr,
    pub source: std::io::Error,
}

/// Takes `addr` (a port in use is a clear error at start).
pub async fn bind(addr: SocketAddr) -> Result<tokio::net::TcpListener, ListenError> {
    tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|source| ListenError { addr, source })
}

/// Serves `router` on `listener` until `shutdown` resolves.
pub async fn serve(
    listener: tokio::net::TcpListener,
    router: Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
) {
    if let Err(e) = axum::serve(listener, router)
        .with_graceful_shutdown(shutdown)
        .await
    {
        tracing::error!(error = %e, "the web server failed");
    }
}
