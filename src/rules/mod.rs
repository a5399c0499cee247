//! Pure game rules: no chats, users, SQLite or Telegram here.
//!
//! Every game is one module that provides a [`GameKind`] (its entry in the
//! registry [`GAMES`]) and a state type implementing [`Game`]. The core,
//! the command menus, `/help` and the settings only talk to games through
//! these two, so adding a game never touches them.
//!
//! # Adding a game
//!
//! 1. A folder `rules/<name>/` with the state type (`Clone`, serde) and its
//!    `impl Game`: `turn`, `outcome_slot`/`outcome_slot_mut` (the result; resigning,
//!    draws by agreement and losing on time then come from the trait's
//!    defaults), `play`, `status`, `board_text`, `view`, `moves`, `export`,
//!    `save` (usually [`save_json`]), `untouched`, `legal_texts`.
//! 2. Its pure "looks like a move" test, next to its parser (`shape.rs`,
//!    built from [`shape`]), so a group's conversation is left alone.
//! 3. A `pub static KIND: GameKind` naming it, its seats, `create` (from
//!    `/new` options) and `load`, its `/help` and `/rules` texts, its own
//!    slash commands ([`GameCommand`], they join the parser and the menus),
//!    the piece letters its pictures draw, and [`GameKind::check_settings`]
//!    for its table in `bot.toml` ([`no_settings`] if none).
//! 4. One line in [`GAMES`].
//!
//! `tests/sixth_game.rs` does exactly this for a test-only game, registered
//! from the test crate through `HubConfig::games`, and plays it through the
//! console.

use serde::{Deserialize, Serialize};

use crate::render::View;

pub mod chess;
pub mod chpok;
pub mod computer;
pub mod exchange;
pub mod korpalski;
pub mod kriegspiel;
mod names;
pub mod opok;
pub mod shape;
pub mod taps;

pub use names::{find, find_in, game_names};

/// One of the two seats of a game. Opok calls them First and Second;
/// `White` is the seat that moves first in every game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize, Hash)]
pub enum Seat {
    White,
    Black,
}

impl Seat {
    pub fn other(self) -> Seat {
        match self {
            Seat::White => Seat::Black,
            Seat::Black => Seat::White,
        }
    }
    pub fn index(self) -> usize {
        match self {
            Seat::White => 0,
            Seat::Black => 1,
        }
    }
    pub fn from_index(i: usize) -> Seat {
        if i == 0 {
            Seat::White
        } else {
            Seat::Black
        }
    }
}

/// Who is looking at the game: one of the players, or the public
/// (the group chat, spectators).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Viewer {
    Seat(Seat),
    Public,
}

/// Who an announcement is for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Audience {
    /// Both players and the group (if the game lives in a group).
    All,
    /// One player only (delivered to that player's private chat in games
    /// with private views, otherwise wherever the game is played).
    Seat(Seat),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    pub to: Audience,
    pub text: String,
}

impl Note {
    pub fn all(text: impl Into<String>) -> Note {
        Note {
            to: Audience::All,
            text: text.into(),
        }
    }
    pub fn to(seat: Seat, text: impl Into<String>) -> Note {
        Note {
            to: Audience::Seat(seat),
            text: text.into(),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum GameResult {
    WhiteWins,
    BlackWins,
    Draw,
}

impl GameResult {
    /// `1-0`, `0-1` or `1/2-1/2` (White / First first).
    pub fn score(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }
    pub fn win_for(seat: Seat) -> GameResult {
        match seat {
            Seat::White => GameResult::WhiteWins,
            Seat::Black => GameResult::BlackWins,
        }
    }
}

/// How a game ended: the result and the reason in words, e.g.
/// `Black wins by checkmate.`
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub result: GameResult,
    pub reason: crate::i18n::Text,
}

impl Outcome {
    /// `White wins by resignation.` (`name` is how the game calls the winner)
    pub fn resignation(winner: Seat, name: &str) -> Outcome {
        Outcome {
            result: GameResult::win_for(winner),
            reason: crate::text!("outcome-resignation", winner = seat_word(name)),
        }
    }

    /// `Black wins on time.`
    pub fn on_time(winner: Seat, name: &str) -> Outcome {
        Outcome {
            result: GameResult::win_for(winner),
            reason: crate::text!("outcome-on-time", winner = seat_word(name)),
        }
    }

    /// `Draw by agreement.`
    pub fn agreed_draw() -> Outcome {
        Outcome {
            result: GameResult::Draw,
            reason: crate::text!("outcome-agreed-draw"),
        }
    }
}

/// The refusal every game gives before looking at a move: the game is over,
/// or it is not `seat`'s turn (`turn` is the seat to move, `turn_name` how
/// the game calls it). The core checks the same before it calls a game.
pub fn check_turn(over: bool, turn: Seat, seat: Seat, turn_name: &str) -> Result<(), Refusal> {
    if over {
        return Err(Refusal::new(crate::t!("refusal-game-over")));
    }
    if seat != turn {
        return Err(Refusal::new(crate::t!(
            "refusal-not-your-turn",
            seat = seat_word(turn_name)
        )));
    }
    Ok(())
}

/// A seat's name (`White`, `Challenger`) as a word of the reader's
/// language.
pub fn seat_word(english: &str) -> String {
    crate::i18n::word("seat", english)
}

/// Ends a game whose result is kept in `slot`, unless it has ended already;
/// returns the outcome in force.
pub fn conclude(slot: &mut Option<Outcome>, outcome: Outcome) -> Outcome {
    slot.get_or_insert(outcome).clone()
}

/// The standard `Game::timeout` of games without a clock of their own: the
/// player who ran out loses (nothing happens once the game is over).
pub fn lose_on_time(slot: &mut Option<Outcome>, seat: Seat, winner_name: &str) -> Played {
    if slot.is_some() {
        return Played::default();
    }
    Played {
        outcome: Some(conclude(slot, Outcome::on_time(seat.other(), winner_name))),
        ..Played::default()
    }
}

/// What an accepted action produced.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Played {
    /// Announcements in the order they are to be read.
    pub notes: Vec<Note>,
    /// The position changed: show the board (each recipient their own view).
    pub board: bool,
    /// The game ended with this action.
    pub outcome: Option<Outcome>,
}

/// Why an action was refused. The text is shown to the player as it is;
/// the game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal(pub String);

impl Refusal {
    pub fn new(text: impl Into<String>) -> Refusal {
        Refusal(text.into())
    }
}

/// In English (logs, tests, tools); the reader gets it in their language
/// at delivery.
impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::i18n::en(&self.0))
    }
}

/// A button offered to a player: pressing it sends `command` as if the
/// player had typed it (a move such as `e7e8q`, or a command such as
/// `/bid white raise 2`). Keep commands short: with the game's `#N` added
/// they must fit Telegram's 64 bytes of callback data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub label: String,
    pub command: String,
}

impl Choice {
    pub fn new(label: impl Into<String>, command: impl Into<String>) -> Choice {
        Choice {
            label: label.into(),
            command: command.into(),
        }
    }
}

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

/// [`GameKind::check_settings`] of a game without settings.
pub fn no_settings(_: &serde_json::Value) -> Result<(), String> {
    Err("this game has no settings".into())
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

/// A game in progress (or finished). Serialized with [`Game::save`] and
/// restored with [`GameKind::load`].
pub trait Game: Send + CloneGame {
    /// The registry entry of this game.
    fn kind(&self) -> &'static GameKind;

    /// The seat whose turn it is in the position (also once the game is
    /// over: the seat that would have moved next).
    fn turn(&self) -> Seat;

    /// Where the game keeps its result: `None` while it is being played.
    fn outcome_slot(&self) -> &Option<Outcome>;

    /// The same slot, to end the game (see [`conclude`]).
    fn outcome_slot_mut(&mut self) -> &mut Option<Outcome>;

    /// The seat that must act now; `None` once the game is over.
    fn to_move(&self) -> Option<Seat> {
        match self.outcome_slot() {
            Some(_) => None,
            None => Some(self.turn()),
        }
    }

    /// A move typed by `seat` (the core has checked it is that seat's turn
    /// unless the game says otherwise). Trailing `+ # X ! ?` are the game's
    /// to strip.
    fn play(&mut self, seat: Seat, text: &str, ctx: &mut Ctx) -> Result<Played, Refusal>;

    /// A game-specific command such as `/bid`, `/any` or `/undo`
    /// (`name` without the slash, lower case).
    fn command(
        &mut self,
        seat: Seat,
        name: &str,
        args: &str,
        ctx: &mut Ctx,
    ) -> Result<Played, Refusal> {
        let _ = (seat, args, ctx);
        Err(Refusal::new(crate::t!(
            "play-command-not-used",
            command = name,
            game = self.kind().title()
        )))
    }

    /// `seat` resigns. The default: the other seat wins.
    fn resign(&mut self, seat: Seat) -> Outcome {
        let winner = seat.other();
        let outcome = Outcome::resignation(winner, self.seat_name(winner));
        conclude(self.outcome_slot_mut(), outcome)
    }

    /// Draw by agreement: `Ok` if allowed now.
    fn can_agree_draw(&self) -> Result<(), Refusal> {
        Ok(())
    }

    /// `seat` sent `/draw` while the rules give a draw on demand (Korpalski's
    /// threefold repetition and 50-move rule, which either player may
    /// claim): `Some` with the outcome, the game being over; `None` when no
    /// claim is available now, and `/draw` offers or accepts a draw by
    /// agreement instead. The default: nothing to claim.
    fn claim_draw(&mut self, seat: Seat) -> Option<Outcome> {
        let _ = seat;
        None
    }

    /// Both players agreed a draw.
    fn agree_draw(&mut self) -> Outcome {
        conclude(self.outcome_slot_mut(), Outcome::agreed_draw())
    }

    /// The game's own clock: when (ms since epoch) the player to move runs
    /// out of time, if the game has clocks running.
    fn deadline(&self) -> Option<i64> {
        None
    }

    /// `seat` ran out of time (on the game's own clock or on the
    /// correspondence limit `days=N`): end the game as its rules say.
    /// The default: the player who ran out loses.
    fn timeout(&mut self, seat: Seat, ctx: &mut Ctx) -> Played {
        let _ = ctx;
        let winner_name = self.seat_name(seat.other());
        lose_on_time(self.outcome_slot_mut(), seat, winner_name)
    }

    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome> {
        self.outcome_slot().clone()
    }

    /// The game as it stands at `now_ms`, for showing it: a game whose own
    /// clocks run (Chpok) returns a copy with the time the player to move
    /// has used since their turn began taken off their clock, so that
    /// [`Game::status`], [`Game::view`] and [`Game::board_text`] show the
    /// running clock. `None` (the default): nothing runs, show the game as
    /// it is.
    fn at_time(&self, now_ms: i64) -> Option<Box<dyn Game>> {
        let _ = now_ms;
        None
    }

    /// A sentence for the message that opens a new game (`/new`), e.g.
    /// whether it is played live on clocks or by correspondence and how to
    /// choose the other. The default: nothing.
    fn opening_note(&self) -> Option<String> {
        None
    }

    /// Status lines for a caption: move number and running figures (points,
    /// clocks, reserves, squares held). Not whose turn it is nor the result:
    /// the core adds those lines with the players' names. No hidden
    /// information for `viewer`.
    fn status(&self, viewer: Viewer) -> String;

    /// `/board text` as `chat.md` specifies, as `viewer` may see it.
    fn board_text(&self, viewer: Viewer) -> String;

    /// What the picture shows to `viewer`. `None`: no picture; in a game
    /// with private views that hides the position from `viewer`
    /// (Kriegspiel's group during play), otherwise [`Game::board_text`]
    /// is the board (Chpok's bidding table).
    fn view(&self, viewer: Viewer) -> Option<View>;

    /// The whole game, for its replay ([`crate::render::animation::gif`]):
    /// the start position, then the position after each player's action
    /// (automatic replies and passes fold into the action before them),
    /// each a public view of the full board with that action highlighted
    /// as the last move. The last is the current position. Shows
    /// everything, hidden men included: in a game with private views
    /// (Kriegspiel) ask for it only once the game is over. Empty while a
    /// game has no board yet (Chpok's bidding). The default: the current
    /// public view alone.
    fn replay(&self) -> Vec<View> {
        self.view(Viewer::Public).into_iter().collect()
    }

    /// `/moves`: the move list so far as `viewer` may know it.
    fn moves(&self, viewer: Viewer) -> String;

    /// `/export`: the game record. `args` is the rest of the command
    /// (e.g. `lang=pl`).
    fn export(&self, args: &str) -> String;

    /// The state as JSON, for the store (see [`save_json`]).
    fn save(&self) -> Result<serde_json::Value, SaveError>;

    /// Whether each player gets a private view in their private chat and the
    /// group only public announcements (Kriegspiel).
    fn private_views(&self) -> bool {
        false
    }

    /// The colour `seat` plays, as results are written (`1-0` is a win of
    /// the seat returned as [`Seat::White`]): the seat itself, except in
    /// Chpok once the bidding gave the challenger Black. Everything that
    /// turns a result into a player's win or loss goes through this.
    fn color_of(&self, seat: Seat) -> Seat {
        seat
    }

    /// How `seat` is called now (`White`, `First`, or in Chpok before the
    /// colours are bid for, `Challenger`).
    fn seat_name(&self, seat: Seat) -> &'static str {
        self.kind().seat_name(seat)
    }

    /// Buttons shown with the board to `seat` when it is that seat's turn
    /// (e.g. Chpok's common bids).
    fn choices(&self, seat: Seat) -> Vec<Choice> {
        let _ = seat;
        Vec::new()
    }

    /// Buttons offered with the refusal of `text` typed by `seat` (e.g. the
    /// promotion pieces when a promotion lacks its piece letter).
    fn choices_after_refusal(&self, seat: Seat, text: &str) -> Vec<Choice> {
        let _ = (seat, text);
        Vec::new()
    }

    /// The same for a player reading `lang` (the [`Ctx::lang`] of the
    /// refused play), whose piece letters are read as they read them;
    /// without it, chess-family games offer every reading's candidates.
    fn choices_after_refusal_in(
        &self,
        seat: Seat,
        text: &str,
        lang: crate::i18n::Lang,
    ) -> Vec<Choice> {
        let _ = lang;
        self.choices_after_refusal(seat, text)
    }

    /// Both seats are taken and play begins (the core calls this once, when
    /// the second player joins, before it asks for [`Game::deadline`]):
    /// games with their own clocks start them here.
    fn begin(&mut self, ctx: &mut Ctx) {
        let _ = ctx;
    }

    /// Whether the game is still at its very start (nobody acted yet):
    /// `/abort` is allowed only then.
    fn untouched(&self) -> bool;

    /// Every text the seat to move could send now that the game would
    /// accept as a legal action: each legal move (Chpok in bidding: the bids
    /// of its buttons). Empty once the game is over. For property tests and
    /// the load benchmark, which play random legal games through the core;
    /// never shown to a player (in Kriegspiel it is the hidden position).
    fn legal_texts(&self) -> Vec<String>;

    /// What `seat` may do now as taps on a board (the web board): every
    /// action with its squares ([`taps::Tap`]). Only what `seat` may know:
    /// Kriegspiel offers the attempts its own board allows, not the legal
    /// moves. The default: [`Game::legal_texts`] as buttons, on the seat's
    /// turn.
    fn taps(&self, seat: Seat) -> Vec<taps::Tap> {
        if self.to_move() != Some(seat) {
            return Vec::new();
        }
        self.legal_texts()
            .into_iter()
            .map(taps::Tap::button)
            .collect()
    }

    /// What the computer opponent at `seat` may read of the game (see
    /// [`computer`]). The default: the engines' generic search over this
    /// trait, with no evaluation of the game's own.
    fn reading(&self, seat: Seat) -> computer::Reading<'_> {
        let _ = seat;
        computer::Reading::Texts { score: 0 }
    }
}

/// A copy of a game (the core keeps recently used games loaded). A copy must
/// behave exactly as the game restored from its [`Game::save`] would. Every
/// game that is `Clone` has it.
pub trait CloneGame {
    fn clone_box(&self) -> Box<dyn Game>;
}

impl<T: Game + Clone + 'static> CloneGame for T {
    fn clone_box(&self) -> Box<dyn Game> {
        Box::new(self.clone())
    }
}

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
    pub check_settings: fn(&serde_json::Value) -> Result<(), String>,
}

impl GameKind {
    pub fn seat_name(&self, seat: Seat) -> &'static str {
        self.seat_names[seat.index()]
    }

    /// The game's name as its reader calls it (`Шпок`, `Szachy
    /// Korpalskiego`): a reference to the message `NAME-title`, or the
    /// English title for a game without one.
    pub fn title(&self) -> String {
        crate::i18n::Tr::new(&format!("{}-title", self.name))
            .arg("en", self.title_en)
            .done()
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

impl std::fmt::Debug for GameKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "GameKind({})", self.name)
    }
}

/// Why [`find`] found no game; the text lists the games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FindError {
    NoName(String),
    Unknown(String, String),
    Ambiguous(String, String),
}

impl FindError {
    /// The answer to the user (a reference, see [`crate::i18n`]).
    pub fn text(&self) -> String {
        match self {
            FindError::NoName(list) => crate::t!("find-game-which", list = list),
            FindError::Unknown(name, list) => {
                crate::t!("find-game-unknown", name = shorten(name), list = list)
            }
            FindError::Ambiguous(name, list) => {
                crate::t!("find-game-ambiguous", name = shorten(name), list = list)
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

/// At most 20 characters of a user's text (and `…` if there were more),
/// for quoting it in a refusal without letting the message grow unbounded.
pub fn shorten(text: &str) -> String {
    const MAX: usize = 20;
    let mut out: String = text.chars().take(MAX).collect();
    if text.chars().nth(MAX).is_some() {
        out.push('…');
    }
    out
}

/// `1 square`, `3 squares`.
pub fn plural<N>(n: N, one: &str, many: &str) -> String
where
    N: std::fmt::Display + PartialEq + From<u8>,
{
    let word = if n == N::from(1) { one } else { many };
    format!("{n} {word}")
}

/// Strips the check, mate and annotation signs that may follow a move.
/// An `X` right after `=` is a promotion letter (`dxc8=X`), kept for the
/// game to refuse as no piece, not the Polish mate sign.
pub fn strip_move_marks(text: &str) -> &str {
    let mut t = text.trim();
    loop {
        let cut = t.trim_end_matches(['+', '#', '!', '?']).trim_end();
        let cut = match cut.strip_suffix('X') {
            Some(rest) if !rest.ends_with('=') => rest.trim_end(),
            _ => cut,
        };
        if cut.len() == t.len() {
            return t;
        }
        t = cut;
    }
}
