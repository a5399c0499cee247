//! The page: static files from `assets/web/`, embedded in the binary (no
//! build step), and the pieces as SVG, exported from the same outlines the
//! PNGs are drawn from ([`crate::render::svg`]), so chat and app look alike.

use std::sync::OnceLock;

use axum::http::header;
use axum::response::{IntoResponse, Response};

pub const INDEX: &str = include_str!("../../assets/web/index.html");
pub const SCRIPT: &str = include_str!("../../assets/web/app.js");
pub const STYLE: &str = include_str!("../../assets/web/style.css");

fn file(body: &'static str, kind: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            // The page changes with the binary: always revalidated.
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
        .into_response()
}

pub async fn index() -> Response {
    file(INDEX, "text/html; charset=utf-8")
}

pub async fn script() -> Response {
    file(SCRIPT, "text/javascript; charset=utf-8")
}

pub async fn style() -> Response {
    file(STYLE, "text/css; charset=utf-8")
}

/// The pieces' SVG, made once.
pub fn pieces_svg() -> &'static str {
    static SVG: OnceLock<String> = OnceLock::new();
    SVG.get_or_init(crate::render::svg::pieces)
}

pub async fn pieces() -> Response {
    file(pieces_svg(), "image/svg+xml")
}

/// Every file of the page with its size in bytes, as served (the page
/// weight figure).
pub fn weight() -> Vec<(&'static str, usize)> {
    vec![
        ("index.html", INDEX.len()),
        ("app.js", SCRIPT.len()),
        ("style.css", STYLE.len()),
        ("pieces.svg", pieces_svg().len()),
    ]
}
