//! What an action produces: the result and how the game ended, what was
//! played, a refusal, the buttons offered.

use super::*;
use crate::i18n::Text;

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
        return Err(Refusal::new(crate::text!("refusal-game-over")));
    }
    if seat != turn {
        return Err(Refusal::new(crate::text!(
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

/// Why an action was refused, shown to the player in their language; the
/// game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal(pub Text);

impl Refusal {
    /// A refusal saying `text` (made with [`text!`](crate::text), or
    /// [`Text::plain`] for a game's English without translations).
    pub fn new(text: Text) -> Refusal {
        Refusal(text)
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
    pub label: Text,
    pub command: String,
}

impl Choice {
    pub fn new(label: Text, command: impl Into<String>) -> Choice {
        Choice {
            label,
            command: command.into(),
        }
    }
}
