//! Who sits, who looks and who hears: the two seats, a viewer, the
//! audience of an announcement.

use super::*;
use crate::i18n::Text;

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
    pub text: Text,
}

impl Note {
    pub fn all(text: Text) -> Note {
        Note {
            to: Audience::All,
            text,
        }
    }
    pub fn to(seat: Seat, text: Text) -> Note {
        Note {
            to: Audience::Seat(seat),
            text,
        }
    }
}
