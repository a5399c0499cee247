//! Configuration: `bot.toml`, then the environment (`TELOXIDE_TOKEN`,
//! `TELOXIDE_API_URL`, `BOARDBOT_DB`, `BOARDBOT_WEB`, `BOARDBOT_WEB_URL`,
//! `BOARDBOT_WEBHOOK`, `BOARDBOT_METRICS`) on top. Every key is documented
//! in `bot.toml.example`.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::rules::{Settings, SettingsError, GAMES};

/// The file read when `--config` is not given (if it exists).
pub const DEFAULT_FILE: &str = "bot.toml";
/// The database used when neither the file nor the environment names one.
pub const DEFAULT_DB: &str = "boardbot.db";

/// Why the configuration was refused (`boardbot` stops with
/// `configuration: …` before doing anything).
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read {}: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    /// What is wrong inside the file named.
    #[error("{}: {source}", path.display())]
    InFile {
        path: PathBuf,
        source: Box<ConfigError>,
    },
    /// Not TOML, or a value of the wrong type: the TOML reader's words.
    #[error("{}", .0.message())]
    Toml(#[from] toml::de::Error),
    /// A top-level key that is neither a setting nor a game's table.
    #[error("unknown key `{0}`")]
    UnknownKey(String),
    #[error("[web]: {0}")]
    Web(#[from] WebConfigError),
    /// A game's table that does not convert for it to read.
    #[error("{source}")]
    Table {
        game: &'static str,
        source: serde_json::Error,
    },
    /// A game's table that the game refuses.
    #[error("[{game}]: {source}")]
    Settings {
        game: &'static str,
        source: SettingsError,
    },
}

/// No Telegram token anywhere (what `serve` stops with).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "No Telegram token configured. Get one from @BotFather, then put it in bot.toml \
     (token = \"123456:ABC…\", see bot.toml.example) or set TELOXIDE_TOKEN."
)]
pub struct NoToken;

/// A key of `[web]` that is missing or wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WebConfigError {
    #[error("`listen` is missing (e.g. listen = \"127.0.0.1:8080\")")]
    NoListen,
    /// `key` = `value` does not parse as a socket address like `example`.
    #[error("`{key}` = {value:?} is not an address like {example}")]
    NotAnAddress {
        key: &'static str,
        value: String,
        example: &'static str,
    },
    #[error("`public_url` is missing (the HTTPS address Telegram reaches)")]
    NoPublicUrl,
    #[error("`public_url` = {0:?} must be an https:// address")]
    NotHttps(String),
    #[error("`public_url` = {0:?} must not have a query or fragment")]
    QueryInUrl(String),
    #[error("`app_name` = {0:?} must be the Mini App's short name from @BotFather's /newapp")]
    AppName(String),
}

#[derive(Clone, Default, PartialEq, Deserialize)]
pub struct Config {
    /// The Telegram bot token from @BotFather. Never logged.
    #[serde(default)]
    pub token: Option<String>,
    /// The Bot API server (default Telegram's).
    #[serde(default)]
    pub api_url: Option<String>,
    /// The SQLite database file.
    #[serde(default)]
    pub database: Option<PathBuf>,
    /// Log filter for `serve`, e.g. `info` or `boardbot=debug`.
    #[serde(default)]
    pub log: Option<String>,
    /// `[web]`: the bot's web server (the Mini App board, webhook, health,
    /// metrics); without it the bot long-polls and serves nothing.
    #[serde(default)]
    pub web: Option<WebConfig>,
    /// Every other key: a game's table of settings, named after the game
    /// (`[chpok]`); the game reads and checks it.
    #[serde(flatten)]
    pub games: std::collections::BTreeMap<String, toml::Value>,
}

// The token must never reach a log: Debug shows only whether it is set.
impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("token", &self.token.as_ref().map(|_| "<set>"))
            .field("api_url", &self.api_url)
            .field("database", &self.database)
            .field("log", &self.log)
            .field("web", &self.web)
            .finish_non_exhaustive()
    }
}

impl Config {
    /// Reads `path` (or `bot.toml` if it exists when `path` is `None`), then
    /// applies the environment.
    pub fn load(path: Option<&Path>) -> Result<Config, ConfigError> {
        let mut config = match path {
            Some(p) => Self::read(p)?,
            None if Path::new(DEFAULT_FILE).exists() => Self::read(Path::new(DEFAULT_FILE))?,
            None => Config::default(),
        };
        config.apply_env(|k| std::env::var(k).ok());
        config.validate()?;
        Ok(config)
    }

    fn read(path: &Path) -> Result<Config, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        Self::parse(&text).map_err(|e| ConfigError::InFile {
            path: path.to_path_buf(),
            source: Box::new(e),
        })
    }

    pub fn parse(text: &str) -> Result<Config, ConfigError> {
        let config: Config = toml::from_str(text)?;
        for key in config.games.keys() {
            if !GAMES.iter().any(|k| k.name == key) {
                return Err(ConfigError::UnknownKey(key.clone()));
            }
        }
        Ok(config)
    }

    /// Environment overrides; `get` reads a variable (a parameter so tests
    /// need not touch the process environment).
    pub fn apply_env(&mut self, get: impl Fn(&str) -> Option<String>) {
        if let Some(t) = get("TELOXIDE_TOKEN").filter(|t| !t.trim().is_empty()) {
            self.token = Some(t.trim().to_string());
        }
        if let Some(u) = get("TELOXIDE_API_URL").filter(|u| !u.trim().is_empty()) {
            self.api_url = Some(u.trim().to_string());
        }
        if let Some(d) = get("BOARDBOT_DB").filter(|d| !d.trim().is_empty()) {
            self.database = Some(PathBuf::from(d.trim()));
        }
        if let Some(l) = get("BOARDBOT_WEB").filter(|l| !l.trim().is_empty()) {
            self.web.get_or_insert_with(WebConfig::default).listen = Some(l.trim().to_string());
        }
        if let Some(u) = get("BOARDBOT_WEB_URL").filter(|u| !u.trim().is_empty()) {
            self.web.get_or_insert_with(WebConfig::default).public_url = Some(u.trim().to_string());
        }
        if let Some(w) = get("BOARDBOT_WEBHOOK").filter(|w| !w.trim().is_empty()) {
            let on = !matches!(w.trim(), "0" | "false" | "no" | "off");
            self.web.get_or_insert_with(WebConfig::default).webhook = on;
        }
        if let Some(m) = get("BOARDBOT_METRICS").filter(|m| !m.trim().is_empty()) {
            self.web
                .get_or_insert_with(WebConfig::default)
                .metrics_listen = Some(m.trim().to_string());
        }
    }

    fn validate(&self) -> Result<(), ConfigError> {
        if let Some(web) = &self.web {
            web.check()?;
        }
        for kind in GAMES {
            if let Some(table) = self.games.get(kind.name) {
                let game = kind.name;
                let value = serde_json::to_value(table)
                    .map_err(|source| ConfigError::Table { game, source })?;
                (kind.check_settings)(&value)
                    .map_err(|source| ConfigError::Settings { game, source })?;
            }
        }
        Ok(())
    }

    /// The token, or the error `serve` prints when there is none.
    pub fn require_token(&self) -> Result<&str, NoToken> {
        match self.token.as_deref().map(str::trim) {
            Some(t) if !t.is_empty() => Ok(t),
            _ => Err(NoToken),
        }
    }

    pub fn database(&self) -> PathBuf {
        self.database
            .clone()
            .unwrap_or_else(|| PathBuf::from(DEFAULT_DB))
    }

    pub fn settings(&self) -> Settings {
        let mut settings = Settings::default();
        for (game, table) in &self.games {
            if let Ok(value) = serde_json::to_value(table) {
                settings = settings.with(game, value);
            }
        }
        settings
    }
}

/// `[web]`: where the bot's web server listens, how Telegram reaches it,
/// the Mini App's name (the board), and the operator's keys: `webhook`
/// (updates posted by Telegram instead of long polling) and
/// `metrics_listen` (`/metrics` on an address of its own).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WebConfig {
    /// `127.0.0.1:8080`: the address the server listens on (TLS is the
    /// reverse proxy's job). Environment: `BOARDBOT_WEB`.
    #[serde(default)]
    pub listen: Option<String>,
    /// `https://bot.example.org/`: the address Telegram reaches the server
    /// at (the board's page, the webhook's base). Environment:
    /// `BOARDBOT_WEB_URL`.
    #[serde(default)]
    pub public_url: Option<String>,
    /// Receive updates by webhook at `{public_url}/telegram/…` instead of
    /// long polling. Environment: `BOARDBOT_WEBHOOK=1` (`0` turns it off).
    #[serde(default)]
    pub webhook: bool,
    /// `127.0.0.1:9100`: `/metrics` and `/healthz` on an address of their
    /// own, for the operator only (`/metrics` then leaves `listen`).
    /// Environment: `BOARDBOT_METRICS`.
    #[serde(default)]
    pub metrics_listen: Option<String>,
    /// The Mini App's short name from @BotFather's `/newapp`: with it the
    /// server serves the board and boards carry "Open board" buttons
    /// (groups link to `https://t.me/BOT/APP?startapp=LINK`).
    #[serde(default)]
    pub app_name: Option<String>,
}

impl WebConfig {
    /// The listening address, parsed.
    pub fn listen_addr(&self) -> Result<std::net::SocketAddr, WebConfigError> {
        let listen = self.listen.as_deref().unwrap_or("").trim();
        if listen.is_empty() {
            return Err(WebConfigError::NoListen);
        }
        listen.parse().map_err(|_| WebConfigError::NotAnAddress {
            key: "listen",
            value: listen.to_string(),
            example: "127.0.0.1:8080",
        })
    }

    /// The address of `/metrics` when it has its own.
    pub fn metrics_addr(&self) -> Result<Option<std::net::SocketAddr>, WebConfigError> {
        match self.metrics_listen.as_deref().map(str::trim) {
            None | Some("") => Ok(None),
            Some(m) => m
                .parse()
                .map(Some)
                .map_err(|_| WebConfigError::NotAnAddress {
                    key: "metrics_listen",
                    value: m.to_string(),
                    example: "127.0.0.1:9100",
                }),
        }
    }

    /// The public address without a trailing slash (HTTPS: Telegram posts
    /// webhooks nowhere else).
    pub fn public_base(&self) -> Result<&str, WebConfigError> {
        let url = self.public_url.as_deref().unwrap_or("").trim();
        if url.is_empty() {
            return Err(WebConfigError::NoPublicUrl);
        }
        let host = url.strip_prefix("https://").unwrap_or("");
        if host.is_empty() || host.starts_with('/') || url.contains(char::is_whitespace) {
            return Err(WebConfigError::NotHttps(url.to_string()));
        }
        if url.contains(['?', '#']) {
            return Err(WebConfigError::QueryInUrl(url.to_string()));
        }
        Ok(url.trim_end_matches('/'))
    }

    /// The board's page address, as given (HTTPS: Telegram opens nothing
    /// else).
    pub fn page_url(&self) -> Result<&str, WebConfigError> {
        self.public_base()?;
        Ok(self.public_url.as_deref().unwrap_or("").trim())
    }

    /// Whether the server serves the Mini App board (`app_name` is set).
    pub fn board(&self) -> bool {
        self.app_name.is_some()
    }

    /// The Mini App's short name (letters, digits, underscores; 3-30).
    pub fn app(&self) -> Result<&str, WebConfigError> {
        let name = self.app_name.as_deref().unwrap_or("").trim();
        let ok = (3..=30).contains(&name.len())
            && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
        if !ok {
            return Err(WebConfigError::AppName(name.to_string()));
        }
        Ok(name)
    }

    /// Whether anything needs the server on `listen`.
    pub fn serves(&self) -> bool {
        self.listen.is_some() || self.webhook || self.board()
    }

    fn check(&self) -> Result<(), WebConfigError> {
        if self.serves() {
            self.listen_addr()?;
        }
        if self.webhook {
            self.public_base()?;
        }
        if self.board() {
            self.page_url()?;
            self.app()?;
        }
        self.metrics_addr()?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn example_file_parses_and_env_overrides() {
        let text = include_str!("../bot.toml.example");
        let mut c = Config::parse(text).expect("bot.toml.example parses");
        assert!(c.validate().is_ok());
        c.apply_env(|k| match k {
            "TELOXIDE_TOKEN" => Some("42:secret".into()),
            "BOARDBOT_DB" => Some("/tmp/x.db".into()),
            _ => None,
        });
        assert_eq!(c.require_token(), Ok("42:secret"));
        assert_eq!(c.database(), PathBuf::from("/tmp/x.db"));
        assert!(
            !format!("{c:?}").contains("secret"),
            "token must not show in Debug"
        );
    }

    #[test]
    fn missing_token_and_bad_keys_are_clear_errors() {
        let c = Config::parse("").unwrap();
        assert!(c
            .require_token()
            .unwrap_err()
            .to_string()
            .contains("TELOXIDE_TOKEN"));
        assert!(Config::parse("tokn = \"x\"")
            .unwrap_err()
            .to_string()
            .contains("tokn"));
        let mut bad = Config::parse("[chpok]\nminutes = [0]").unwrap();
        bad.apply_env(|_| None);
        assert!(bad.validate().is_err());
    }

    #[test]
    fn web_table_and_its_environment() {
        let text = "[web]\nlisten = \"127.0.0.1:8080\"\npublic_url = \"https://b.example.org/\"\nwebhook = true\nmetrics_listen = \"127.0.0.1:9100\"\napp_name = \"board\"\n";
        let mut c = Config::parse(text).unwrap();
        assert!(c.validate().is_ok());
        let web = c.web.clone().unwrap();
        assert_eq!(web.listen_addr().unwrap().port(), 8080);
        assert_eq!(web.public_base().unwrap(), "https://b.example.org");
        assert_eq!(web.metrics_addr().unwrap().unwrap().port(), 9100);
        assert!(web.webhook);
        assert_eq!(web.page_url().unwrap(), "https://b.example.org/");
        assert_eq!(web.app().unwrap(), "board");
        c.apply_env(|k| match k {
            "BOARDBOT_WEBHOOK" => Some("0".into()),
            "BOARDBOT_METRICS" => Some("127.0.0.1:9200".into()),
            _ => None,
        });
        let web = c.web.clone().unwrap();
        assert!(!web.webhook, "BOARDBOT_WEBHOOK=0 turns it off");
        assert_eq!(web.metrics_addr().unwrap().unwrap().port(), 9200);
        // From the environment alone.
        let mut c = Config::parse("").unwrap();
        c.apply_env(|k| match k {
            "BOARDBOT_WEB" => Some("127.0.0.1:8081".into()),
            "BOARDBOT_WEB_URL" => Some("https://x.example.org".into()),
            "BOARDBOT_WEBHOOK" => Some("1".into()),
            _ => None,
        });
        assert!(c.validate().is_ok());
        assert!(c.web.unwrap().webhook);
        for bad in [
            "[web]\nwebhook = true\npublic_url = \"https://x.org\"",
            "[web]\nwebhook = true\nlisten = \"127.0.0.1:1\"",
            "[web]\nwebhook = true\nlisten = \"127.0.0.1:1\"\npublic_url = \"http://x.org\"",
            "[web]\nlisten = \"nowhere\"",
            "[web]\nmetrics_listen = \"9100\"",
            "[web]\nlisten = \"127.0.0.1:1\"\npublic_url = \"https://x.org\"\napp_name = \"b d\"",
            "[web]\nlisten = \"127.0.0.1:1\"\napp_name = \"board\"",
            "[web]\npublic_url = \"https://x.org\"\napp_name = \"board\"",
        ] {
            let c = Config::parse(bad).unwrap();
            assert!(
                c.validate().unwrap_err().to_string().starts_with("[web]"),
                "{bad}"
            );
        }
        assert!(Config::parse("[web]\nwebhok = true").is_err());
        // Without [web] nothing is asked of it.
        assert!(Config::parse("").unwrap().web.is_none());
    }

    /// Each refusal is the variant that names what failed, and reads as the
    /// operator read it before the errors were typed.
    #[test]
    fn refusals_name_the_key_and_the_value() {
        let e = Config::parse("[chpok]\nminutes = [0]")
            .unwrap()
            .validate()
            .unwrap_err();
        assert!(
            matches!(
                &e,
                ConfigError::Settings {
                    game: "chpok",
                    source: SettingsError::OutOfRange { key: "minutes", .. }
                }
            ),
            "{e:?}"
        );
        assert_eq!(
            e.to_string(),
            "[chpok]: minutes must list minutes from 1 to 180"
        );
        let e = Config::parse("[opok]\nsize = 9")
            .unwrap()
            .validate()
            .unwrap_err();
        assert_eq!(e.to_string(), "[opok]: this game has no settings");
        let e = Config::parse("[chpok]\nminuts = [5]")
            .unwrap()
            .validate()
            .unwrap_err();
        assert!(matches!(
            &e,
            ConfigError::Settings {
                source: SettingsError::Unreadable(_),
                ..
            }
        ));
        assert!(e.to_string().contains("minuts"), "{e}");

        let e = Config::parse("[web]\nlisten = \"nowhere\"")
            .unwrap()
            .validate()
            .unwrap_err();
        assert!(
            matches!(
                &e,
                ConfigError::Web(WebConfigError::NotAnAddress { key: "listen", value, .. })
                    if value == "nowhere"
            ),
            "{e:?}"
        );
        assert_eq!(
            e.to_string(),
            "[web]: `listen` = \"nowhere\" is not an address like 127.0.0.1:8080"
        );
        assert!(
            matches!(Config::parse("ratings = 1"), Err(ConfigError::UnknownKey(k)) if k == "ratings")
        );
        assert!(matches!(
            Config::parse("token = ["),
            Err(ConfigError::Toml(_))
        ));

        // A file names itself before what is wrong in it.
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("bot.toml");
        std::fs::write(&file, "tokn = \"x\"").unwrap();
        let e = Config::load(Some(&file)).unwrap_err();
        assert!(
            matches!(&e, ConfigError::InFile { path, .. } if *path == file),
            "{e:?}"
        );
        assert_eq!(
            e.to_string(),
            format!("{}: unknown key `tokn`", file.display())
        );
        let missing = dir.path().join("none.toml");
        let e = Config::load(Some(&missing)).unwrap_err();
        assert!(
            matches!(&e, ConfigError::Read { path, .. } if *path == missing),
            "{e:?}"
        );
        assert!(e
            .to_string()
            .starts_with(&format!("cannot read {}: ", missing.display())));
    }
}
