//! Actions as a board shows them, for tap-to-move (the web board): each
//! action a player may take now, with the squares it is tapped on.
//!
//! A move is two taps (the man or stack, then where it goes), a drop is a
//! reserve piece then a square, an Exchange swap two own men, Chpok's
//! castling the king then the chosen rook, `remove e4` the man alone; an
//! action without squares (`pass`) is a button. The text is what the game
//! takes typed, so a tap sends exactly what a player could have typed.

use serde::Serialize;

use super::chess::{Move, MoveKind, Position, Square};

/// One action with its squares, as (file, rank) from 0.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Tap {
    /// What the game takes typed (`Nf3`, `K@c2`, `a1 3 b3`, `pass`).
    pub text: String,
    /// The first square tapped: the man or stack that acts.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<(u8, u8)>,
    /// The second square tapped: where it goes (the drop's square, the
    /// swap's other man, castling's rook or the king's destination).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<(u8, u8)>,
    /// A drop: the reserve piece's letter (`K Q R B N P D`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub drop: Option<char>,
    /// A promotion: the new piece's letter, chosen after the squares.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub promotion: Option<char>,
    /// Opok: how many checkers leave the stack.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<u16>,
}

impl Tap {
    /// An action without squares (a button).
    pub fn button(text: impl Into<String>) -> Tap {
        Tap {
            text: text.into(),
            from: None,
            to: None,
            drop: None,
            promotion: None,
            count: None,
        }
    }

    /// An action on squares `from` then `to`.
    pub fn squares(text: impl Into<String>, from: (u8, u8), to: Option<(u8, u8)>) -> Tap {
        Tap {
            from: Some(from),
            to,
            ..Tap::button(text)
        }
    }
}

/// A chess-kernel square as (file, rank).
pub fn at(sq: Square) -> (u8, u8) {
    (sq.file(), sq.rank())
}

/// A chess-family move as taps, written `text`. Castling is tapped as
/// the king, then the rook (`rook_taps`: Chpok, whose player chooses the
/// rook) or the king's destination.
pub fn chess_tap(pos: &Position, m: Move, text: String, rook_taps: bool) -> Tap {
    match m.kind {
        MoveKind::Drop(k) => Tap {
            to: Some(at(m.to)),
            drop: Some(k.letter()),
            ..Tap::button(text)
        },
        MoveKind::Castle if !rook_taps => {
            let (king_to, _) = pos.castle_destinations(m.from, m.to);
            Tap::squares(text, at(m.from), Some(at(king_to)))
        }
        MoveKind::Promotion(k) => Tap {
            promotion: Some(k.letter()),
            ..Tap::squares(text, at(m.from), Some(at(m.to)))
        },
        _ => Tap::squares(text, at(m.from), Some(at(m.to))),
    }
}
