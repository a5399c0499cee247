//! Configuration: `bot.toml`, then the environment (`TELOXIDE_TOKEN`,
//! `TELOXIDE_API_URL`, `BOARDBOT_DB`, `BOARDBOT_WEB`, `BOARDBOT_WEB_URL`,
//! `BOARDBOT_WEBHOOK`, `BOARDBOT_METRICS`) on top. Every key is documented
//! in `bot.toml.example`.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::rules::{Settings, GAMES};

/// The file read when `--config` is not given (if it exists).
pub const DEFAULT_FILE: &str = "bot.toml";
/// The database used when neither the file nor the environment names one.
pub const DEFAULT_DB: &str = "boardbot.db";

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
    pub fn load(path: Option<&Path>) -> Result<Config, String> {
        let mut config = match path {
            Some(p) => Self::read(p)?,
            None if Path::new(DEFAULT_FILE).exists() => Self::read(Path::new(DEFAULT_FILE))?,
            None => Config::default(),
        };
        config.apply_env(|k| std::env::var(k).ok());
        config.validate()?;
        Ok(config)
    }

    fn read(path: &Path) -> Result<Config, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        Self::parse(&text).map_err(|e| format!("{}: {e}", path.display()))
    }

    pub fn parse(text: &str) -> Result<Config, String> {
        let config: Config = toml::from_str(text).map_err(|e| e.message().to_string())?;
        for key in config.games.keys() {
            if !GAMES.iter().any(|k| k.name == key) {
                return Err(format!("unknown key `{key}`"));
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

    fn validate(&self) -> Result<(), String> {
        if let Some(web) = &self.web {
            web.check().map_err(|e| format!("[web]: {e}"))?;
        }
        for kind in GAMES {
            if let Some(table) = self.games.get(kind.name) {
                let value = serde_json::to_value(table).map_err(|e| e.to_string())?;
                (kind.check_settings)(&value).map_err(|e| format!("[{}]: {e}", kind.name))?;
            }
        }
        Ok(())
    }

    /// The token, or the error `serve` prints when there is none.
    pub fn require_token(&self) -> Result<&str, String> {
        match self.token.as_deref().map(str::trim) {
            Some(t) if !t.is_empty() => Ok(t),
            _ => Err(
                "No Telegram token configured. Get one from @BotFather, then put it in bot.toml \
                 (token = \"123456:ABC…\", see bot.toml.example) or set TELOXIDE_TOKEN."
                    .into(),
            ),
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
    pub fn listen_addr(&self) -> Result<std::net::SocketAddr, String> {
        let listen = self.listen.as_deref().unwrap_or("").trim();
        if listen.is_empty() {
            return Err("`listen` is missing (e.g. listen = \"127.0.0.1:8080\")".into());
        }
        listen
            .parse()
            .map_err(|_| format!("`listen` = {listen:?} is not an address like 127.0.0.1:8080"))
    }

    /// The address of `/metrics` when it has its own.
    pub fn metrics_addr(&self) -> Result<Option<std::net::SocketAddr>, String> {
        match self.metrics_listen.as_deref().map(str::trim) {
            None | Some("") => Ok(None),
            Some(m) => m.parse().map(Some).map_err(|_| {
                format!("`metrics_listen` = {m:?} is not an address like 127.0.0.1:9100")
            }),
        }
    }

    /// The public address without a trailing slash (HTTPS: Telegram posts
    /// webhooks nowhere else).
    pub fn public_base(&self) -> Result<&str, String> {
        let url = self.public_url.as_deref().unwrap_or("").trim();
        if url.is_empty() {
            return Err("`public_url` is missing (the HTTPS address Telegram reaches)".into());
        }
        let host = url.strip_prefix("https://").unwrap_or("");
        if host.is_empty() || host.starts_with('/') || url.contains(char::is_whitespace) {
            return Err(format!(
                "`public_url` = {url:?} must be an https:// address"
            ));
        }
        if url.contains(['?', '#']) {
            return Err(format!(
                "`public_url` = {url:?} must not have a query or fragment"
            ));
        }
        Ok(url.trim_end_matches('/'))
    }

    /// The board's page address, as given (HTTPS: Telegram opens nothing
    /// else).
    pub fn page_url(&self) -> Result<&str, String> {
        self.public_base()?;
        Ok(self.public_url.as_deref().unwrap_or("").trim())
    }

    /// Whether the server serves the Mini App board (`app_name` is set).
    pub fn board(&self) -> bool {
        self.app_name.is_some()
    }

    /// The Mini App's short name (letters, digits, underscores; 3-30).
    pub fn app(&self) -> Result<&str, String> {
        let name = self.app_name.as_deref().unwrap_or("").trim();
        let ok = (3..=30).contains(&name.len())
            && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
        if !ok {
            return Err(format!(
                "`app_name` = {name:?} must be the Mini App's short name from @BotFather's /newapp"
            ));
        }
        Ok(name)
    }

    /// Whether anything needs the server on `listen`.
    pub fn serves(&self) -> bool {
        self.listen.is_some() || self.webhook || self.board()
    }

    fn check(&self) -> Result<(), String> {
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
        assert!(c.require_token().unwrap_err().contains("TELOXIDE_TOKEN"));
        assert!(Config::parse("tokn = \"x\"").unwrap_err().contains("tokn"));
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
            assert!(c.validate().unwrap_err().starts_with("[web]"), "{bad}");
        }
        assert!(Config::parse("[web]\nwebhok = true").is_err());
        // Without [web] nothing is asked of it.
        assert!(Config::parse("").unwrap().web.is_none());
    }
}
