//! Configuration: `bot.toml`, then the environment (`TELOXIDE_TOKEN`,
//! `TELOXIDE_API_URL`, `BOARDBOT_DB`) on top. Every key is documented in
//! `bot.toml.example`.

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
    }

    fn validate(&self) -> Result<(), String> {
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
}
