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
//!    `save` (usually [`save_json`]), `untouched`, `legal_texts`. What a
//!    person reads (a refusal, a note, a label, the status, the records)
//!    is a [`Text`]: [`text!`](crate::text) for a message of
//!    `assets/locales`, [`Text::plain`] for a game's English without
//!    translations.
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

use crate::i18n::Text;
use crate::view::View;

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

mod context;
mod outcome;
mod registry;
mod seat;

pub use context::{no_settings, Ctx, Options, Settings, SettingsError, TestCtx};
pub use outcome::{
    check_turn, conclude, lose_on_time, seat_word, Choice, GameResult, Outcome, Played, Refusal,
};
pub use registry::{
    save_json, CreateFn, FindError, GameCommand, GameKind, LoadError, SaveError, GAMES,
};
pub use seat::{Audience, Note, Seat, Viewer};

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
        Err(Refusal::new(crate::text!(
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
    fn opening_note(&self) -> Option<Text> {
        None
    }

    /// Status lines for a caption: move number and running figures (points,
    /// clocks, reserves, squares held). Not whose turn it is nor the result:
    /// the core adds those lines with the players' names. No hidden
    /// information for `viewer`.
    fn status(&self, viewer: Viewer) -> Text;

    /// `/board text` as `chat.md` specifies, as `viewer` may see it.
    fn board_text(&self, viewer: Viewer) -> Text;

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
    fn moves(&self, viewer: Viewer) -> Text;

    /// `/export`: the game record. `args` is the rest of the command
    /// (e.g. `lang=pl`).
    fn export(&self, args: &str) -> Text;

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
