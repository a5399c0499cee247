//! The [`Move`] value.

use serde::{Deserialize, Serialize};

use super::geometry::Square;
use super::piece::Kind;

/// What kind of move a [`Move`] is. The kernel generates them; a game only
/// needs to look at them to describe or filter moves.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum MoveKind {
    /// A man moves from `from` to `to`, capturing whatever stands there
    /// (an enemy man; with cruel kings a king may take an own man).
    Normal,
    /// A pawn's two-square step (may allow en passant next ply).
    DoubleStep,
    /// A pawn takes en passant: `to` is the empty square it goes to; the
    /// captured pawn stands on `to`'s file, `from`'s rank.
    EnPassant,
    /// A pawn moves (or captures) onto the last rank and becomes this kind.
    Promotion(Kind),
    /// Castling, chess or Chpok style: `from` is the king's square, `to` the
    /// rook's square (not the king's destination; see
    /// [`super::Position::castle_destinations`]).
    Castle,
    /// A man of this kind from the mover's reserve is put on `to`
    /// (`from == to` for drops).
    Drop(Kind),
    /// Exchange Chess: the two own men on `from` and `to` change places.
    Swap,
}

/// A move. Small and `Copy`; it only makes sense together with the position
/// it was generated for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub kind: MoveKind,
}

impl Move {
    pub fn new(from: Square, to: Square, kind: MoveKind) -> Move {
        Move { from, to, kind }
    }

    /// A plain move or capture.
    pub fn normal(from: Square, to: Square) -> Move {
        Move::new(from, to, MoveKind::Normal)
    }

    /// A drop of `kind` on `to`.
    pub fn drop(kind: Kind, to: Square) -> Move {
        Move::new(to, to, MoveKind::Drop(kind))
    }

    /// The promotion piece, if this move promotes.
    pub fn promotion(self) -> Option<Kind> {
        match self.kind {
            MoveKind::Promotion(k) => Some(k),
            _ => None,
        }
    }

    /// The dropped kind, if this is a drop.
    pub fn dropped(self) -> Option<Kind> {
        match self.kind {
            MoveKind::Drop(k) => Some(k),
            _ => None,
        }
    }

    pub fn is_drop(self) -> bool {
        matches!(self.kind, MoveKind::Drop(_))
    }

    pub fn is_castle(self) -> bool {
        self.kind == MoveKind::Castle
    }
}
