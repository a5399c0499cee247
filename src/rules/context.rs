//! What an action may depend on from outside: the time, randomness, the
//! settings from `bot.toml` and `/new` options.

/// Settings from `bot.toml` that games read: one table per game, named
/// after it (`[chpok]`), which only that game reads and checks
/// ([`GameKind::check_settings`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Settings {
    tables: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Settings {
    /// These settings with `game`'s table set to `table`.
    pub fn with(mut self, game: &str, table: serde_json::Value) -> Settings {
        self.tables.insert(game.to_string(), table);
        self
    }

    /// `game`'s table read as `T`; `T::default()` where the table is
    /// missing (a table that does not read was refused at start-up).
    pub fn table<T: serde::de::DeserializeOwned + Default>(&self, game: &str) -> T {
        self.tables
            .get(game)
            .and_then(|v| serde_json::from_value(v.clone()).ok())
            .unwrap_or_default()
    }
}

/// Why a game refuses its table in `bot.toml` (the operator reads it as
/// `configuration: [GAME]: …`).
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    /// The game reads no table at all.
    #[error("this game has no settings")]
    NoSettings,
    /// The table does not read as the game's settings (an unknown key, a
    /// wrong type): serde's words.
    #[error("{0}")]
    Unreadable(#[from] serde_json::Error),
    /// `key` holds a value out of its range: it `must list {expected}`.
    #[error("{key} must list {expected}")]
    OutOfRange {
        key: &'static str,
        expected: &'static str,
    },
}

/// [`GameKind::check_settings`] of a game without settings.
pub fn no_settings(_: &serde_json::Value) -> Result<(), SettingsError> {
    Err(SettingsError::NoSettings)
}

/// Everything from outside that an action may depend on: the time and
/// randomness (seeded in the console) and the settings.
pub struct Ctx<'a> {
    /// Milliseconds since the Unix epoch (virtual time in the console).
    pub now_ms: i64,
    pub rng: &'a mut dyn rand::RngCore,
    pub settings: &'a Settings,
    /// The language of the person acting: it decides how a piece letter
    /// that differs between languages is read (Cyrillic `К`). Texts are
    /// never written in it here: they are references ([`crate::t!`]),
    /// rendered for each reader at delivery.
    pub lang: crate::i18n::Lang,
}

impl<'a> Ctx<'a> {
    pub fn new(now_ms: i64, rng: &'a mut dyn rand::RngCore, settings: &'a Settings) -> Ctx<'a> {
        Ctx {
            now_ms,
            rng,
            settings,
            lang: crate::i18n::Lang::EN,
        }
    }

    /// The same context for a person reading `lang`.
    pub fn in_lang(mut self, lang: crate::i18n::Lang) -> Ctx<'a> {
        self.lang = lang;
        self
    }
}

/// What a [`Ctx`] borrows, owned: seeded randomness, settings and a virtual
/// clock. For tests and tools that drive games without the core:
/// `TestCtx::new(seed).ctx()` is a context at time 0 with default settings.
pub struct TestCtx {
    pub now_ms: i64,
    pub rng: rand::rngs::StdRng,
    pub settings: Settings,
}

impl TestCtx {
    /// Randomness seeded with `seed`, default settings, time 0.
    pub fn new(seed: u64) -> TestCtx {
        TestCtx {
            now_ms: 0,
            rng: rand::SeedableRng::seed_from_u64(seed),
            settings: Settings::default(),
        }
    }

    /// The same at `now_ms`.
    pub fn at(mut self, now_ms: i64) -> TestCtx {
        self.now_ms = now_ms;
        self
    }

    /// A context borrowing this one's parts.
    pub fn ctx(&mut self) -> Ctx<'_> {
        Ctx::new(self.now_ms, &mut self.rng, &self.settings)
    }
}

/// `key=value` options of `/new`, in the order given, with the core's own
/// options (`color`, `days`) already taken out.
pub type Options = Vec<(String, String)>;
