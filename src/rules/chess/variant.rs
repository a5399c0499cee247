//! [`Rules`]: the switches that make the kernel play one game or another.
//!
//! A game module picks a preset ([`Rules::chess`], [`Rules::chpok`],
//! [`Rules::korpalski`], [`Rules::exchange`]) and flips what its options
//! change; the position carries the rules, so every query on it follows them.

use serde::{Deserialize, Serialize};

use super::geometry::Geometry;
use super::piece::{Kind, KindSet};

/// How pieces move on the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Movement {
    /// Chess movement: every piece moves and captures as in chess (with the
    /// Chpok switches of [`Rules`]).
    Chess,
    /// Exchange Chess: kings never move; other pieces move only to capture
    /// an enemy man; two own non-king pieces may swap squares when one
    /// attacks the other's square ([`super::MoveKind::Swap`]); a knight may
    /// make a knight move to an empty square that another own knight
    /// attacks.
    Exchange,
}

/// Which castling the game has.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Castling {
    None,
    /// Chess castling with all its conditions: rights (FEN `KQkq`, lost when
    /// the king or that rook moves or the rook is captured), the king on its
    /// home rank, the rook on the corner, empty squares between, the king
    /// not in check and not passing through or landing on an attacked
    /// square. The king goes two files toward the rook (to file `c`/`g` on
    /// 8 files), the rook to the square the king crossed.
    Chess,
    /// Chpok castling: a king and a rook of the same colour on that colour's
    /// home row with only empty squares between them; nothing else matters.
    /// Adjacent: they swap. Otherwise the rook goes next to the king on the
    /// side it came from and the king just beyond the rook (K e1 + R h1 →
    /// R f1, K g1; K b1 + R h1 → R c1, K d1). Each side may castle as often
    /// as its counter allows ([`super::Position::castles_left`]).
    Chpok,
}

/// Where and how men may be dropped from a reserve. Drops always go to an
/// empty square and need the kind in the mover's reserve
/// ([`super::Position::reserve`]); these switches restrict them further.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct DropRules {
    /// Pawns may not be dropped on the first or last rank (Korpalski).
    pub no_pawn_on_end_ranks: bool,
    /// The dropped man may not attack an enemy king (Korpalski: "a drop may
    /// not give check"; Exchange: "not giving check"). A drop cannot uncover
    /// an attack, so this is the same as "no enemy king in check after it".
    pub no_check: bool,
    /// Not on a square adjacent to either king (Exchange).
    pub away_from_kings: bool,
    /// Kings may be dropped only on a corner (Exchange's first move).
    pub king_on_corner: bool,
    /// Only on the mover's home row or pawn row (Chpok's newborn pawn).
    pub home_rows_only: bool,
}

/// The rules of one chess-family game. See the presets for the usual
/// combinations. Serialized with every field optional (missing = chess).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// Files, 4…12.
    pub width: u8,
    /// Ranks, 4…12.
    pub height: u8,
    /// Moves may not leave the mover's own king attacked (chess, Korpalski,
    /// Kriegspiel). Off (Chpok, Exchange): kings are captured like any man,
    /// a side may have several kings or none, and the move list is
    /// pseudo-legal.
    pub check_rule: bool,
    pub movement: Movement,
    pub castling: Castling,
    /// A pawn on its own second rank (White 2, Black `height - 1`) may move
    /// two squares straight ahead over an empty square.
    pub double_step: bool,
    /// En passant captures after a double step.
    pub en_passant: bool,
    /// What pawns promote to (both sides, at the start; the position keeps
    /// a per-side copy that a game may change, see
    /// [`super::Position::set_promotions`]). An empty set means a pawn may
    /// not enter the last rank at all.
    pub promotion: KindSet,
    /// Chpok `superqueen`: the queen also moves like a knight.
    pub super_queen: bool,
    /// Chpok `bishopstep`: a bishop on a corner square may also step to an
    /// orthogonally adjacent square that is empty or holds an enemy man.
    pub bishop_corner_step: bool,
    /// Chpok `pawnsback`: a pawn may step one square straight back onto an
    /// empty square (never capturing, never promoting).
    pub pawns_back: bool,
    /// Chpok `cruelkings`: a king may capture its own men, except kings.
    pub cruel_kings: bool,
    /// The game has dragons: `D` is the Dragon in FEN and in move text.
    /// Elsewhere `D` is only the file letter.
    pub dragons: bool,
    pub drops: DropRules,
}

impl Default for Rules {
    fn default() -> Self {
        Rules::chess()
    }
}

/// Chess promotion choices.
pub const CHESS_PROMOTION: KindSet =
    KindSet::of(&[Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight]);

impl Rules {
    /// Standard chess (also Kriegspiel's board): 8×8, check rule, chess
    /// castling, double step, en passant, promotion to Q R B N.
    pub fn chess() -> Rules {
        Rules {
            width: 8,
            height: 8,
            check_rule: true,
            movement: Movement::Chess,
            castling: Castling::Chess,
            double_step: true,
            en_passant: true,
            promotion: CHESS_PROMOTION,
            super_queen: false,
            bishop_corner_step: false,
            pawns_back: false,
            cruel_kings: false,
            dragons: false,
            drops: DropRules::default(),
        }
    }

    /// Chpok's board phase with default features: `width` files × 8 ranks,
    /// no check rule, Chpok castling, en passant, promotion to K Q R B D N.
    /// Features map to fields: `superqueen` → `super_queen`, `bishopstep` →
    /// `bishop_corner_step`, `pawnsback` → `pawns_back`, `cruelkings` →
    /// `cruel_kings`, `nokingpromo` → remove K from `promotion`, `noep` →
    /// `en_passant = false`; `newborn` → one pawn in the reserve with
    /// `drops.home_rows_only`.
    pub fn chpok(width: u8) -> Rules {
        Rules {
            width,
            height: 8,
            check_rule: false,
            castling: Castling::Chpok,
            promotion: KindSet::of(&[
                Kind::King,
                Kind::Queen,
                Kind::Rook,
                Kind::Bishop,
                Kind::Dragon,
                Kind::Knight,
            ]),
            dragons: true,
            drops: DropRules {
                home_rows_only: true,
                ..DropRules::default()
            },
            ..Rules::chess()
        }
    }

    /// Korpalski Chess: 8×8, check rule, no castling, drops (empty square,
    /// no pawn on ranks 1 and 8, no check). Promotion starts empty: the game
    /// sets each side's promotion set to the Q/R/B/N in that side's prison.
    pub fn korpalski() -> Rules {
        Rules {
            castling: Castling::None,
            promotion: KindSet::EMPTY,
            drops: DropRules {
                no_pawn_on_end_ranks: true,
                no_check: true,
                ..DropRules::default()
            },
            ..Rules::chess()
        }
    }

    /// Exchange Chess on `size`×`size`: exchange movement, no check rule, no
    /// pawns' rules needed, drops away from kings and without check, kings
    /// dropped on corners.
    pub fn exchange(size: u8) -> Rules {
        Rules {
            width: size,
            height: size,
            check_rule: false,
            movement: Movement::Exchange,
            castling: Castling::None,
            double_step: false,
            en_passant: false,
            promotion: KindSet::EMPTY,
            drops: DropRules {
                no_check: true,
                away_from_kings: true,
                king_on_corner: true,
                ..DropRules::default()
            },
            ..Rules::chess()
        }
    }

    /// The board size.
    pub fn geometry(&self) -> Geometry {
        Geometry {
            width: self.width,
            height: self.height,
        }
    }

    /// Whether the kernel can play these rules (board size in range).
    pub fn validate(&self) -> Result<(), super::geometry::BoardSizeError> {
        Geometry::new(self.width, self.height).map(|_| ())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_are_valid_and_serialize() {
        for r in [
            Rules::chess(),
            Rules::chpok(6),
            Rules::chpok(10),
            Rules::korpalski(),
            Rules::exchange(4),
            Rules::exchange(12),
        ] {
            r.validate().unwrap();
            let json = serde_json::to_string(&r).unwrap();
            assert_eq!(serde_json::from_str::<Rules>(&json).unwrap(), r);
        }
        assert!(Rules::chpok(13).validate().is_err());
        // Missing fields default to chess, so older saves still load.
        let r: Rules = serde_json::from_str(r#"{"width": 10}"#).unwrap();
        assert_eq!(
            r,
            Rules {
                width: 10,
                ..Rules::chess()
            }
        );
    }
}
