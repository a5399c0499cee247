//! Piece kinds, colours and sets of kinds.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::rules::Seat;

/// The colour of a man. It is the crate's [`Seat`]: White moves first in
/// every chess-family game, so the two words mean the same here.
pub type Color = Seat;

/// A kind of man. The order is the one used for indexes and reserves.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Kind {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Pawn,
    /// Chpok's Dragon: jumps exactly two squares orthogonally (over anything)
    /// or steps one square diagonally.
    Dragon,
}

impl Kind {
    /// All kinds, in index order.
    pub const ALL: [Kind; 7] = [
        Kind::King,
        Kind::Queen,
        Kind::Rook,
        Kind::Bishop,
        Kind::Knight,
        Kind::Pawn,
        Kind::Dragon,
    ];
    /// Number of kinds (length of per-kind arrays such as reserves).
    pub const COUNT: usize = 7;

    /// Index 0..7 in [`Kind::ALL`] order.
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Option<Kind> {
        Kind::ALL.get(i).copied()
    }

    /// The English (SAN) letter, upper case: `K Q R B N P D`.
    pub fn letter(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Queen => 'Q',
            Kind::Rook => 'R',
            Kind::Bishop => 'B',
            Kind::Knight => 'N',
            Kind::Pawn => 'P',
            Kind::Dragon => 'D',
        }
    }

    /// The Polish letter of korpalski.md: `K` król, `H` hetman, `W` wieża,
    /// `G` goniec, `S` skoczek, `p` pionek (lower case, as in the records).
    /// The Dragon has no Polish name and keeps `D`.
    pub fn polish_letter(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Queen => 'H',
            Kind::Rook => 'W',
            Kind::Bishop => 'G',
            Kind::Knight => 'S',
            Kind::Pawn => 'p',
            Kind::Dragon => 'D',
        }
    }

    /// A piece letter in either language, any case: English `K Q R B N P D`
    /// or Polish `K H W G S P`. `D` is the Dragon only when `dragons` is
    /// set (the game has dragons); otherwise it is not a piece letter.
    /// Whether a lower-case letter may be a file instead is the parser's
    /// business, not this function's.
    pub fn from_letter(c: char, dragons: bool) -> Option<Kind> {
        Some(match c.to_ascii_uppercase() {
            'K' => Kind::King,
            'Q' | 'H' => Kind::Queen,
            'R' | 'W' => Kind::Rook,
            'B' | 'G' => Kind::Bishop,
            'N' | 'S' => Kind::Knight,
            'P' => Kind::Pawn,
            'D' if dragons => Kind::Dragon,
            _ => return None,
        })
    }

    /// English name in lower case, for messages.
    pub fn name(self) -> &'static str {
        match self {
            Kind::King => "king",
            Kind::Queen => "queen",
            Kind::Rook => "rook",
            Kind::Bishop => "bishop",
            Kind::Knight => "knight",
            Kind::Pawn => "pawn",
            Kind::Dragon => "dragon",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A man on the board: colour and kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Piece {
    pub color: Color,
    pub kind: Kind,
}

impl Piece {
    pub fn new(color: Color, kind: Kind) -> Piece {
        Piece { color, kind }
    }

    /// The FEN / board-text letter: upper case for White, lower for Black.
    pub fn fen_char(self) -> char {
        let c = self.kind.letter();
        match self.color {
            Seat::White => c,
            Seat::Black => c.to_ascii_lowercase(),
        }
    }

    /// Inverse of [`Piece::fen_char`]; `D`/`d` (Dragon) only with `dragons`.
    pub fn from_fen_char(c: char, dragons: bool) -> Option<Piece> {
        let kind = match c.to_ascii_uppercase() {
            'K' => Kind::King,
            'Q' => Kind::Queen,
            'R' => Kind::Rook,
            'B' => Kind::Bishop,
            'N' => Kind::Knight,
            'P' => Kind::Pawn,
            'D' if dragons => Kind::Dragon,
            _ => return None,
        };
        let color = if c.is_ascii_uppercase() {
            Seat::White
        } else {
            Seat::Black
        };
        Some(Piece { color, kind })
    }

    /// Board cell code: 1..=7 White, 9..=15 Black (see `position.rs`).
    pub(crate) fn code(self) -> u8 {
        (self.kind as u8 + 1) | ((self.color.index() as u8) << 3)
    }

    /// Inverse of [`Piece::code`]; `None` for empty and off-board cells.
    pub(crate) fn from_code(code: u8) -> Option<Piece> {
        if code == 0 || code & OFF_BOARD != 0 {
            return None;
        }
        let kind = Kind::from_index(((code & 7) - 1) as usize)?;
        Some(Piece {
            color: Seat::from_index(((code >> 3) & 1) as usize),
            kind,
        })
    }
}

/// Cell code of the padding around the board.
pub(crate) const OFF_BOARD: u8 = 0x10;
/// Cell code of an empty square.
pub(crate) const EMPTY: u8 = 0;

/// Cell code of a piece, usable in `const` tables and hot paths.
pub(crate) const fn code(color: usize, kind: Kind) -> u8 {
    (kind as u8 + 1) | ((color as u8) << 3)
}

/// A set of piece kinds: promotion choices, the kinds a drop may use.
/// Serialized as its letters, e.g. `"QRBN"`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct KindSet(u8);

impl KindSet {
    pub const EMPTY: KindSet = KindSet(0);

    /// The set of the given kinds.
    pub const fn of(kinds: &[Kind]) -> KindSet {
        let mut bits = 0u8;
        let mut i = 0;
        while i < kinds.len() {
            bits |= 1 << kinds[i] as u8;
            i += 1;
        }
        KindSet(bits)
    }

    pub fn contains(self, kind: Kind) -> bool {
        self.0 & (1 << kind as u8) != 0
    }
    pub fn insert(&mut self, kind: Kind) {
        self.0 |= 1 << kind as u8;
    }
    pub fn remove(&mut self, kind: Kind) {
        self.0 &= !(1 << kind as u8);
    }
    pub fn with(mut self, kind: Kind) -> KindSet {
        self.insert(kind);
        self
    }
    pub fn without(mut self, kind: Kind) -> KindSet {
        self.remove(kind);
        self
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    /// The kinds in [`Kind::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = Kind> {
        Kind::ALL.into_iter().filter(move |k| self.contains(*k))
    }
    /// Parses letters as [`Kind::from_letter`] (with dragons); `None` on any
    /// other character.
    pub fn from_letters(s: &str) -> Option<KindSet> {
        let mut set = KindSet::EMPTY;
        for c in s.chars() {
            set.insert(Kind::from_letter(c, true)?);
        }
        Some(set)
    }
}

impl fmt::Display for KindSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for k in self.iter() {
            write!(f, "{}", k.letter())?;
        }
        Ok(())
    }
}

impl fmt::Debug for KindSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "KindSet({self})")
    }
}

impl Serialize for KindSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for KindSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        KindSet::from_letters(&s)
            .ok_or_else(|| serde::de::Error::custom(format!("bad piece letters '{s}'")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for color in [Seat::White, Seat::Black] {
            for kind in Kind::ALL {
                let p = Piece::new(color, kind);
                assert_eq!(Piece::from_code(p.code()), Some(p));
                assert_eq!(p.code(), code(color.index(), kind));
                assert_eq!(Piece::from_fen_char(p.fen_char(), true), Some(p));
            }
        }
        assert_eq!(Piece::from_code(EMPTY), None);
        assert_eq!(Piece::from_code(OFF_BOARD), None);
    }

    #[test]
    fn letters() {
        assert_eq!(Kind::from_letter('H', false), Some(Kind::Queen));
        assert_eq!(Kind::from_letter('w', false), Some(Kind::Rook));
        assert_eq!(Kind::from_letter('G', false), Some(Kind::Bishop));
        assert_eq!(Kind::from_letter('S', false), Some(Kind::Knight));
        assert_eq!(Kind::from_letter('p', false), Some(Kind::Pawn));
        assert_eq!(Kind::from_letter('D', false), None);
        assert_eq!(Kind::from_letter('D', true), Some(Kind::Dragon));
        assert_eq!(Kind::from_letter('X', true), None);
        assert_eq!(Piece::from_fen_char('d', false), None);
    }

    #[test]
    fn kind_sets() {
        let s = KindSet::of(&[Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight]);
        assert_eq!(s.to_string(), "QRBN");
        assert_eq!(KindSet::from_letters("NBRQ"), Some(s));
        assert_eq!(s.len(), 4);
        assert!(!s.contains(Kind::King));
        assert!(s.with(Kind::King).contains(Kind::King));
        let json = serde_json::to_string(&s).unwrap();
        assert_eq!(json, "\"QRBN\"");
        assert_eq!(serde_json::from_str::<KindSet>(&json).unwrap(), s);
    }
}
