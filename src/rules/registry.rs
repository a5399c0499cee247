//! The registry: a game's entry ([`GameKind`]), every game ([`GAMES`]),
//! saving and loading a game, and why a game was not found.

use super::*;
use crate::i18n::Text;

/// A game state that could not be written as JSON.
#[derive(Debug, thiserror::Error)]
#[error("the game could not be saved: {0}")]
pub struct SaveError(#[from] serde_json::Error);

/// A saved game that could not be restored (`bad Opok state: …`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad {game} state: {why}")]
pub struct LoadError {
    /// The game's title.
    pub game: &'static str,
    pub why: String,
}

impl LoadError {
    pub fn new(game: &'static str, why: impl std::fmt::Display) -> LoadError {
        LoadError {
            game,
            why: why.to_string(),
        }
    }
}

/// The usual [`Game::save`]: the value as JSON.
pub fn save_json(value: &impl Serialize) -> Result<serde_json::Value, SaveError> {
    Ok(serde_json::to_value(value)?)
}

/// Makes a new game from `/new` options.
pub type CreateFn = fn(&Options, &mut Ctx) -> Result<Box<dyn Game>, Refusal>;

/// A slash command a game handles itself in [`Game::command`].
pub struct GameCommand {
    /// Without the slash, lower case (`bid`).
    pub name: &'static str,
    /// The line Telegram's command menu and `/help` show for it: a message
    /// id of `assets/locales/*.ftl` (`command-bid`); a game without
    /// translations may put the English line here, shown as it is.
    pub about: &'static str,
}

/// A registry entry: one per game. Everything the rest of the bot asks of
/// a game that is not about one game in progress is here.
pub struct GameKind {
    /// The name used in `/new NAME`.
    pub name: &'static str,
    /// The name in English (records, logs). Players read
    /// [`GameKind::title`]: the message `NAME-title` of their language.
    pub title_en: &'static str,
    /// How the two seats are called, White's first.
    pub seat_names: [&'static str; 2],
    /// Whether `/new` accepts `color=` and `days=` (Chpok has its own
    /// colour bidding and clocks).
    pub correspondence_options: bool,
    /// A new game from `/new` options.
    pub create: CreateFn,
    /// Restores a game saved with [`Game::save`].
    pub load: fn(serde_json::Value) -> Result<Box<dyn Game>, LoadError>,
    /// `/help GAME`: move syntax and options. A message id of
    /// `assets/locales/*.ftl` (`opok-help`), or English text shown as it is
    /// (see [`crate::i18n::id_or_text`]).
    pub help: &'static str,
    /// `/rules GAME`: the rules in short (a message id, or English text).
    pub rules: &'static str,
    /// Slash commands the game handles in [`Game::command`].
    pub commands: &'static [GameCommand],
    /// Whether a group message looks like a move in this game (only those
    /// get an answer there; see [`shape`]).
    pub looks_like_move: fn(&str) -> bool,
    /// The piece letters its pictures draw (`K Q R B N P D`); empty for a
    /// game without chess pieces.
    pub pieces: &'static [char],
    /// Checks the game's table of settings in `bot.toml` (named after the
    /// game); [`no_settings`] for a game without settings.
    pub check_settings: fn(&serde_json::Value) -> Result<(), super::SettingsError>,
}

impl GameKind {
    pub fn seat_name(&self, seat: Seat) -> &'static str {
        self.seat_names[seat.index()]
    }

    /// The game's name as its reader calls it (`Шпок`, `Szachy
    /// Korpalskiego`): a reference to the message `NAME-title`, or the
    /// English title for a game without one.
    pub fn title(&self) -> Text {
        crate::i18n::Tr::new(&format!("{}-title", self.name))
            .arg("en", self.title_en)
            .text()
    }
}

/// Every game the bot hosts.
pub static GAMES: &[&GameKind] = &[
    &chpok::KIND,
    &korpalski::KIND,
    &kriegspiel::KIND,
    &opok::KIND,
    &exchange::KIND,
];

/// A game is its registry entry: entries are equal when their names are.
impl PartialEq for GameKind {
    fn eq(&self, other: &GameKind) -> bool {
        self.name == other.name
    }
}

impl Eq for GameKind {}

impl std::fmt::Debug for GameKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "GameKind({})", self.name)
    }
}

/// Why [`find`] found no game; the text lists the games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FindError {
    NoName(Text),
    Unknown(String, Text),
    Ambiguous(String, Text),
}

impl FindError {
    /// The answer to the user.
    pub fn text(&self) -> Text {
        match self {
            FindError::NoName(list) => crate::text!("find-game-which", list = list),
            FindError::Unknown(name, list) => {
                crate::text!("find-game-unknown", name = shorten(name), list = list)
            }
            FindError::Ambiguous(name, list) => {
                crate::text!("find-game-ambiguous", name = shorten(name), list = list)
            }
        }
    }
}

/// In English (logs, tools).
impl std::fmt::Display for FindError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::i18n::en(&self.text()))
    }
}

impl std::error::Error for FindError {}
