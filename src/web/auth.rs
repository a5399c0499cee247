//! Who is asking: Telegram's Mini App init data, checked as Telegram
//! documents it ("Validating data received via the Mini App"):
//!
//! - the data-check string is every field but `hash`, as `key=value`,
//!   sorted by key, joined by newlines (values URL-decoded);
//! - the secret key is HMAC-SHA256 of the bot token, keyed with
//!   `WebAppData`;
//! - `hash` must be the hex HMAC-SHA256 of the data-check string under
//!   that secret (compared in constant time);
//! - `auth_date` at most [`MAX_AGE_SECS`] old.
//!
//! `boardbot console --web` has no Telegram: there a user is named in the
//! request instead ([`Auth::Console`]), which `serve` never accepts.

use hmac::{Hmac, Mac};
use serde::Deserialize;
use sha2::Sha256;

use crate::message::User;

/// Init data older than this is refused (a day, as the issue asks).
pub const MAX_AGE_SECS: i64 = 24 * 3600;

/// How a server tells who is asking.
#[derive(Clone)]
pub enum Auth {
    /// `Authorization: tma <initData>`, signed with this bot token.
    Telegram { token: String },
    /// `Authorization: console <name>`: the console's users by name
    /// (loopback only, never in `serve`).
    Console,
}

// The token must never reach a log.
impl std::fmt::Debug for Auth {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Auth::Telegram { .. } => f.write_str("Auth::Telegram"),
            Auth::Console => f.write_str("Auth::Console"),
        }
    }
}

/// Why a request has no user.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AuthError {
    #[error("no Authorization header")]
    Missing,
    #[error("init data without a hash")]
    NoHash,
    #[error("init data whose hash does not match")]
    BadHash,
    #[error("init data older than a day")]
    Expired,
    #[error("init data without a user")]
    NoUser,
    #[error("malformed credentials")]
    Malformed,
}

/// The user of Telegram's init data (`WebAppUser`).
#[derive(Debug, Deserialize)]
struct WebAppUser {
    id: i64,
    #[serde(default)]
    first_name: String,
    #[serde(default)]
    last_name: Option<String>,
    #[serde(default)]
    username: Option<String>,
    #[serde(default)]
    language_code: Option<String>,
}

impl Auth {
    /// The user an `Authorization` header value names, at `now_secs`.
    pub fn user(&self, header: Option<&str>, now_secs: i64) -> Result<User, AuthError> {
        let header = header.map(str::trim).filter(|h| !h.is_empty());
        let header = header.ok_or(AuthError::Missing)?;
        let (scheme, value) = header.split_once(' ').ok_or(AuthError::Malformed)?;
        match self {
            Auth::Telegram { token } if scheme.eq_ignore_ascii_case("tma") => {
                check_init_data(value.trim(), token, now_secs)
            }
            Auth::Console if scheme.eq_ignore_ascii_case("console") => console_user(value.trim()),
            _ => Err(AuthError::Malformed),
        }
    }
}

/// A console user by name (`alice`), with the console's id for the name.
fn console_user(name: &str) -> Result<User, AuthError> {
    let ok = !name.is_empty()
        && name.len() <= 32
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !ok {
        return Err(AuthError::Malformed);
    }
    Ok(User::new(crate::console::name_id(name), name))
}

/// Checks Telegram's init data (the query string `Telegram.WebApp.initData`)
/// against the bot token; the user it vouches for.
pub fn check_init_data(init_data: &str, token: &str, now_secs: i64) -> Result<User, AuthError> {
    let mut hash = None;
    let mut fields: Vec<(String, String)> = Vec::new();
    for (k, v) in form_urlencoded::parse(init_data.as_bytes()) {
        if k == "hash" {
            hash = Some(v.into_owned());
        } else {
            fields.push((k.into_owned(), v.into_owned()));
        }
    }
    let hash = hash.ok_or(AuthError::NoHash)?;
    let expected = hex::decode(hash.trim()).map_err(|_| AuthError::BadHash)?;
    fields.sort_by(|a, b| a.0.cmp(&b.0));
    let check: Vec<String> = fields.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let mut mac = data_mac(token);
    mac.update(check.join("\n").as_bytes());
    // `verify_slice` compares in constant time.
    mac.verify_slice(&expected)
        .map_err(|_| AuthError::BadHash)?;
    let field = |name: &str| fields.iter().find(|(k, _)| k == name).map(|(_, v)| v);
    let auth_date: i64 = field("auth_date")
        .and_then(|d| d.parse().ok())
        .ok_or(AuthError::Expired)?;
    if now_secs - auth_date > MAX_AGE_SECS || auth_date - now_secs > 300 {
        return Err(AuthError::Expired);
    }
    let user: WebAppUser = field("user")
        .and_then(|u| serde_json::from_str(u).ok())
        .ok_or(AuthError::NoUser)?;
    if user.id <= 0 {
        return Err(AuthError::NoUser);
    }
    Ok(User {
        id: user.id,
        name: display_name(&user),
        link: user.username.as_deref().is_none_or(str::is_empty),
        lang: user.language_code.clone(),
    })
}

/// HMAC-SHA256 keyed with the secret Telegram derives from the token.
fn data_mac(token: &str) -> Hmac<Sha256> {
    let mut secret = <Hmac<Sha256> as Mac>::new_from_slice(b"WebAppData")
        .expect("HMAC takes a key of any length");
    secret.update(token.as_bytes());
    let key = secret.finalize().into_bytes();
    <Hmac<Sha256> as Mac>::new_from_slice(&key).expect("HMAC takes a key of any length")
}

/// How the bot names a user, as for a chat message: `@username`, else the
/// full name (see `telegram::updates::user_name`).
fn display_name(u: &WebAppUser) -> String {
    if let Some(name) = u.username.as_deref().filter(|n| !n.is_empty()) {
        return format!("@{name}");
    }
    let full = match &u.last_name {
        Some(last) if !last.is_empty() => format!("{} {last}", u.first_name),
        _ => u.first_name.clone(),
    };
    if full.trim().is_empty() {
        format!("user {}", u.id)
    } else {
        full
    }
}

/// Init data signed with `token`, as Telegram would make it (tests, the
/// benchmark, and the browser test's stand-in for Telegram).
pub fn sign_init_data(fields: &[(&str, &str)], token: &str) -> String {
    let mut sorted: Vec<&(&str, &str)> = fields.iter().collect();
    sorted.sort_by(|a, b| a.0.cmp(b.0));
    let check: Vec<String> = sorted.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let mut mac = data_mac(token);
    mac.update(check.join("\n").as_bytes());
    let hash = hex::encode(mac.finalize().into_bytes());
    let mut out = form_urlencoded::Serializer::new(String::new());
    for (k, v) in fields {
        out.append_pair(k, v);
    }
    out.append_pair("hash", &hash);
    out.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOKEN: &str = "123456:TEST-token";
    const NOW: i64 = 1_800_000_000;

    fn data(auth_date: i64) -> String {
        let date = auth_date.to_string();
        sign_init_data(
            &[
                ("query_id", "AAHdF6IQAAAAAN0XohDhrOrc"),
                (
                    "user",
                    r#"{"id":42,"first_name":"Ann","last_name":"Lee","language_code":"uk"}"#,
                ),
                ("auth_date", &date),
                ("start_param", "0123abcd"),
            ],
            TOKEN,
        )
    }

    #[test]
    fn valid_init_data_names_its_user() {
        let user = check_init_data(&data(NOW - 60), TOKEN, NOW).unwrap();
        assert_eq!(user.id, 42);
        assert_eq!(user.name, "Ann Lee");
        assert!(user.link, "no username: named by a mention link");
        assert_eq!(user.lang.as_deref(), Some("uk"));
        let auth = Auth::Telegram {
            token: TOKEN.into(),
        };
        let header = format!("tma {}", data(NOW));
        assert_eq!(auth.user(Some(&header), NOW).unwrap().id, 42);
    }

    /// A known answer: the hash computed by hand from Telegram's recipe
    /// with a general HMAC (Python's `hmac` module), not by this code.
    #[test]
    fn matches_an_independent_computation() {
        let init = "auth_date=1700000000&user=%7B%22id%22%3A7%2C%22first_name%22%3A%22Bo%22%2C%22username%22%3A%22bo%22%7D&hash=0a3a2b2e9f5a7d4c30ee4ba3c5ea53e8e1e7ea9a8d01b4aa7a76a5c4d4c2f2f1";
        // The hash above is not the right one: it must be refused...
        assert_eq!(
            check_init_data(init, TOKEN, 1_700_000_000),
            Err(AuthError::BadHash)
        );
        // ...and this one, computed independently, accepted.
        let good = format!(
            "auth_date=1700000000&user=%7B%22id%22%3A7%2C%22first_name%22%3A%22Bo%22%2C%22username%22%3A%22bo%22%7D&hash={}",
            KNOWN_HASH
        );
        let user = check_init_data(&good, TOKEN, 1_700_000_000).unwrap();
        assert_eq!((user.id, user.name.as_str(), user.link), (7, "@bo", false));
    }

    const KNOWN_HASH: &str = "2e9154df978d363632cfeda4e0b6fa66d6f116f8d842e8048afbd204b98ef6fb";

    #[test]
    fn tampered_field_is_refused() {
        let d = data(NOW).replace("%22id%22%3A42", "%22id%22%3A43");
        assert!(d.contains("%22id%22%3A43"));
        assert_eq!(check_init_data(&d, TOKEN, NOW), Err(AuthError::BadHash));
        let d = data(NOW).replace("start_param=0123abcd", "start_param=0123abce");
        assert_eq!(check_init_data(&d, TOKEN, NOW), Err(AuthError::BadHash));
    }

    #[test]
    fn wrong_token_is_refused() {
        assert_eq!(
            check_init_data(&data(NOW), "123456:other-token", NOW),
            Err(AuthError::BadHash)
        );
    }

    #[test]
    fn expired_is_refused() {
        assert!(check_init_data(&data(NOW - MAX_AGE_SECS + 5), TOKEN, NOW).is_ok());
        assert_eq!(
            check_init_data(&data(NOW - MAX_AGE_SECS - 5), TOKEN, NOW),
            Err(AuthError::Expired)
        );
    }

    #[test]
    fn missing_hash_and_missing_header_are_refused() {
        let d = data(NOW);
        let without: Vec<&str> = d.split('&').filter(|p| !p.starts_with("hash=")).collect();
        assert_eq!(
            check_init_data(&without.join("&"), TOKEN, NOW),
            Err(AuthError::NoHash)
        );
        let auth = Auth::Telegram {
            token: TOKEN.into(),
        };
        assert_eq!(auth.user(None, NOW), Err(AuthError::Missing));
        assert_eq!(auth.user(Some("  "), NOW), Err(AuthError::Missing));
        assert_eq!(auth.user(Some("tma"), NOW), Err(AuthError::Malformed));
        // The console's names are never accepted by a Telegram server.
        assert_eq!(
            auth.user(Some("console alice"), NOW),
            Err(AuthError::Malformed)
        );
        assert_eq!(auth.user(Some("tma hash=zz"), NOW), Err(AuthError::BadHash));
    }

    #[test]
    fn console_names_users_only_in_the_console() {
        let u = Auth::Console.user(Some("console alice"), 0).unwrap();
        assert_eq!(
            (u.id, u.name.as_str()),
            (crate::console::name_id("alice"), "alice")
        );
        assert_eq!(
            Auth::Console.user(Some("console al ice"), 0),
            Err(AuthError::Malformed)
        );
        assert_eq!(
            Auth::Console.user(Some(&format!("tma {}", data(NOW))), NOW),
            Err(AuthError::Malformed)
        );
    }
}
