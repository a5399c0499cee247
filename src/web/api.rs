//! The JSON API the page talks to.
//!
//! - `GET /api/games/LINK`: the game as the asking user may see it
//!   ([`crate::core::WebBoard`]).
//! - `GET /api/games/LINK/wait?version=V`: the same, as soon as it differs
//!   from version `V` (long polling: at most [`WAIT`], then 204). Polling
//!   rather than server-sent events because `EventSource` cannot send the
//!   `Authorization` header.
//! - `POST /api/games/LINK/actions` with `{"text": "e2e4"}`: the action,
//!   through the core as if typed in the game's chat; `{"ok": true}` or a
//!   4xx with the refusal in the user's language.
//! - `GET /api/texts/LANG`: the page's own texts (`web-*` messages of the
//!   Fluent files).
//!
//! Missing, forged or expired credentials: 401. A user who may not act:
//! 403 with the reason. Too many requests: 429. Bodies over 4 KB: 413.

use std::time::{Duration, Instant};

use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use serde_json::json;

use super::WebState;
use crate::core::WebError;
use crate::i18n::{self, Lang};
use crate::message::User;

/// How long a wait is held open before it answers 204.
pub const WAIT: Duration = Duration::from_secs(25);
/// How often a waiting board looks at its game when nothing woke it.
const LOOK_EVERY: Duration = Duration::from_millis(500);
/// The longest action text taken (the longest move is far shorter).
const MAX_TEXT: usize = 200;

fn error(status: StatusCode, text: impl Into<String>) -> Response {
    (status, Json(json!({"ok": false, "error": text.into()}))).into_response()
}

fn no_store(mut r: Response) -> Response {
    r.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-store"),
    );
    r
}

/// The user a request is from, counted against their rate limit.
fn user_of(s: &WebState, headers: &HeaderMap, action: bool) -> Result<User, Box<Response>> {
    let value = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok());
    let now_secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    let user = s
        .auth
        .user(value, now_secs)
        .map_err(|e| Box::new(error(StatusCode::UNAUTHORIZED, e.to_string())))?;
    if !s.limits.take(user.id, action, Instant::now()) {
        return Err(Box::new(error(
            StatusCode::TOO_MANY_REQUESTS,
            "too many requests",
        )));
    }
    Ok(user)
}

fn web_error(e: WebError, user: &User) -> Response {
    match e {
        WebError::NotFound => {
            let lang = Lang::from_telegram(user.lang.as_deref());
            error(
                StatusCode::NOT_FOUND,
                i18n::render(&crate::t!("web-no-game"), lang),
            )
        }
        WebError::Forbidden(why) => error(StatusCode::FORBIDDEN, why),
        WebError::Refused(why) => error(StatusCode::UNPROCESSABLE_ENTITY, why),
        WebError::Core(e) => {
            tracing::error!(error = %e, "a web request failed");
            error(
                StatusCode::INTERNAL_SERVER_ERROR,
                "the bot failed; nothing changed",
            )
        }
    }
}

pub async fn board(
    State(s): State<WebState>,
    Path(link): Path<String>,
    headers: HeaderMap,
) -> Response {
    let user = match user_of(&s, &headers, false) {
        Ok(u) => u,
        Err(r) => return *r,
    };
    let u = user.clone();
    match s
        .backend
        .call(move |hub, now| hub.web_board(&link, &u, now))
        .await
    {
        Ok(Ok(b)) => no_store(Json(b).into_response()),
        Ok(Err(e)) => web_error(e, &user),
        Err(e) => error(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()),
    }
}

#[derive(Deserialize)]
pub struct WaitQuery {
    #[serde(default)]
    version: String,
}

pub async fn wait(
    State(s): State<WebState>,
    Path(link): Path<String>,
    Query(q): Query<WaitQuery>,
    headers: HeaderMap,
) -> Response {
    let user = match user_of(&s, &headers, false) {
        Ok(u) => u,
        Err(r) => return *r,
    };
    let until = tokio::time::Instant::now() + WAIT;
    let mut changes = s.changes.subscribe();
    let mut seen: Option<Option<String>> = None;
    loop {
        let l = link.clone();
        let stamp = match s.backend.call(move |hub, _| hub.web_stamp(&l)).await {
            Ok(Ok(stamp)) => stamp,
            Ok(Err(e)) => return web_error(e.into(), &user),
            Err(e) => return error(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()),
        };
        // The board is built only when its row changed (or at first).
        if seen.as_ref() != Some(&stamp) {
            let (l, u) = (link.clone(), user.clone());
            match s
                .backend
                .call(move |hub, now| hub.web_board(&l, &u, now))
                .await
            {
                Ok(Ok(b)) if b.version != q.version => return no_store(Json(b).into_response()),
                Ok(Ok(_)) => {}
                Ok(Err(e)) => return web_error(e, &user),
                Err(e) => return error(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()),
            }
            seen = Some(stamp);
        }
        if tokio::time::Instant::now() >= until {
            return StatusCode::NO_CONTENT.into_response();
        }
        tokio::select! {
            _ = tokio::time::sleep(LOOK_EVERY) => {}
            _ = changes.changed() => {}
            _ = tokio::time::sleep_until(until) => {}
        }
    }
}

#[derive(Deserialize)]
pub struct ActionBody {
    text: String,
}

pub async fn act(
    State(s): State<WebState>,
    Path(link): Path<String>,
    headers: HeaderMap,
    body: Result<Json<ActionBody>, axum::extract::rejection::JsonRejection>,
) -> Response {
    let user = match user_of(&s, &headers, true) {
        Ok(u) => u,
        Err(r) => return *r,
    };
    let text = match body {
        Ok(Json(b)) => b.text,
        Err(e) => return error(e.status(), e.body_text()),
    };
    if text.trim().is_empty() || text.len() > MAX_TEXT {
        return error(
            StatusCode::UNPROCESSABLE_ENTITY,
            "an action is a short text",
        );
    }
    let u = user.clone();
    let after = s.backend.after_action.clone();
    let result = s
        .backend
        .call(move |hub, now| {
            let r = hub.web_act(&link, &u, &text, now);
            if r.is_ok() {
                after(hub);
            }
            r
        })
        .await;
    match result {
        Ok(Ok(note)) => {
            s.changes.send_modify(|n| *n += 1);
            Json(json!({"ok": true, "note": note})).into_response()
        }
        Ok(Err(e)) => web_error(e, &user),
        Err(e) => error(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()),
    }
}

/// The page's texts in `lang` (English for a language the bot does not
/// speak): every `web-*` message.
pub async fn texts(Path(lang): Path<String>) -> Response {
    let lang = Lang::from_telegram(Some(&lang));
    let map: serde_json::Map<String, serde_json::Value> = i18n::ids(Lang::EN)
        .into_iter()
        .filter(|id| id.starts_with("web-"))
        .map(|id| {
            let text = i18n::render(&i18n::Tr::new(&id).done(), lang);
            (id, serde_json::Value::String(text))
        })
        .collect();
    let mut r = Json(map).into_response();
    r.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("public, max-age=3600"),
    );
    r
}
