//! Squares and board sizes.
//!
//! Every board, from 4×4 to 12×12, lives inside one 16×16 mailbox with two
//! rows/columns of padding on each side, so a knight or dragon jump from any
//! real square lands inside the array (on a real square or on padding) and
//! move generation needs no bounds checks. A [`Square`] stores its mailbox
//! index; it is the same value on every board size.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::piece::Color;

/// Smallest board side.
pub const MIN_SIDE: u8 = 4;
/// Largest board side (files `a`…`l`, ranks `1`…`12`).
pub const MAX_SIDE: u8 = 12;

/// Mailbox row length.
pub(crate) const STRIDE: i32 = 16;
/// Padding before the first file / rank.
const PAD: u8 = 2;
/// Mailbox size.
pub(crate) const CELLS: usize = 256;

/// A square named by file and rank (both from 0: `a1` is file 0, rank 0).
/// Independent of the board size; [`Geometry::contains`] says whether it is
/// on a given board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square at `file`, `rank` (0-based); `None` beyond `l12`.
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        if file < MAX_SIDE && rank < MAX_SIDE {
            Some(Square::at(file, rank))
        } else {
            None
        }
    }

    /// Like [`Square::new`] for coordinates known to be in range.
    pub(crate) const fn at(file: u8, rank: u8) -> Square {
        Square((rank + PAD) * STRIDE as u8 + file + PAD)
    }

    /// File from 0 (`a` = 0).
    pub fn file(self) -> u8 {
        (self.0 & 15) - PAD
    }

    /// Rank from 0 (rank `1` = 0).
    pub fn rank(self) -> u8 {
        (self.0 >> 4) - PAD
    }

    /// The square `df` files and `dr` ranks away, if still within `l12`.
    pub fn offset(self, df: i32, dr: i32) -> Option<Square> {
        let f = self.file() as i32 + df;
        let r = self.rank() as i32 + dr;
        if (0..MAX_SIDE as i32).contains(&f) && (0..MAX_SIDE as i32).contains(&r) {
            Some(Square::at(f as u8, r as u8))
        } else {
            None
        }
    }

    /// Parses `a1` … `l12`, case-insensitive, nothing else around it. The
    /// one square reader of every move form: a file letter typed on a
    /// Cyrillic keyboard (`е4`, `с2`) is read as the Latin letter it looks
    /// like ([`super::notation::letters::file_of`]).
    pub fn parse(s: &str) -> Option<Square> {
        let mut chars = s.chars();
        let f = super::notation::letters::file_of(chars.next()?)?;
        let digits = chars.as_str();
        let r = parse_rank(digits)?;
        Some(Square::at(f, r))
    }

    /// Mailbox index (internal).
    #[inline]
    pub(crate) fn idx(self) -> usize {
        self.0 as usize
    }

    /// From a mailbox index known to be a real square (internal).
    #[inline]
    pub(crate) fn from_idx(i: usize) -> Square {
        Square(i as u8)
    }

    /// Whether the two squares share a rank, a file or a diagonal.
    pub fn aligned(self, other: Square) -> bool {
        let df = self.file() as i32 - other.file() as i32;
        let dr = self.rank() as i32 - other.rank() as i32;
        df == 0 || dr == 0 || df.abs() == dr.abs()
    }

    /// The dark/light colour of the square: `true` for the colour of `a1`.
    /// Bishops and dragons never leave their square colour.
    pub fn is_dark(self) -> bool {
        (self.file() + self.rank()).is_multiple_of(2)
    }
}

/// File letter `a`…`l` (either case) to 0-based file.
pub fn file_of_char(c: char) -> Option<u8> {
    let c = c.to_ascii_lowercase();
    if ('a'..='l').contains(&c) {
        Some(c as u8 - b'a')
    } else {
        None
    }
}

/// The file letter of a 0-based file.
pub fn file_char(file: u8) -> char {
    (b'a' + file) as char
}

/// Rank digits `1`…`12` to 0-based rank; no sign, no leading zero.
pub fn parse_rank(s: &str) -> Option<u8> {
    if s.is_empty() || s.len() > 2 || s.starts_with('0') || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: u8 = s.parse().ok()?;
    if (1..=MAX_SIDE).contains(&n) {
        Some(n - 1)
    } else {
        None
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", file_char(self.file()), self.rank() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A text that names no square (`e4`, `j10`): the text itself.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a square")]
pub struct NotASquare(pub String);

impl FromStr for Square {
    type Err = NotASquare;
    fn from_str(s: &str) -> Result<Square, NotASquare> {
        Square::parse(s).ok_or_else(|| NotASquare(s.to_string()))
    }
}

impl Serialize for Square {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Square {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Square::parse(&s).ok_or_else(|| serde::de::Error::custom(format!("bad square '{s}'")))
    }
}

/// A board size out of 4…12 either way: the size asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("A board must be {MIN_SIDE} to {MAX_SIDE} squares each way, not {width}×{height}.")]
pub struct BoardSizeError {
    pub width: u8,
    pub height: u8,
}

/// A board size: `width` files × `height` ranks, each 4…12.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Geometry {
    pub width: u8,
    pub height: u8,
}

impl Geometry {
    /// The standard 8×8 board.
    pub const CHESS: Geometry = Geometry {
        width: 8,
        height: 8,
    };

    /// A board of `width` files and `height` ranks; both must be 4…12.
    pub fn new(width: u8, height: u8) -> Result<Geometry, BoardSizeError> {
        let ok = |n: u8| (MIN_SIDE..=MAX_SIDE).contains(&n);
        if ok(width) && ok(height) {
            Ok(Geometry { width, height })
        } else {
            Err(BoardSizeError { width, height })
        }
    }

    /// Whether the size is within 4…12 each way.
    pub fn is_valid(self) -> bool {
        Geometry::new(self.width, self.height).is_ok()
    }

    /// Whether `sq` is on this board.
    pub fn contains(self, sq: Square) -> bool {
        sq.file() < self.width && sq.rank() < self.height
    }

    /// The square at `file`, `rank` if it is on this board.
    pub fn square(self, file: u8, rank: u8) -> Option<Square> {
        if file < self.width && rank < self.height {
            Some(Square::at(file, rank))
        } else {
            None
        }
    }

    /// All squares, rank by rank from `a1`.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        let (w, h) = (self.width, self.height);
        (0..h).flat_map(move |r| (0..w).map(move |f| Square::at(f, r)))
    }

    /// Number of squares.
    pub fn len(self) -> usize {
        self.width as usize * self.height as usize
    }

    /// Always false (a board has at least 16 squares); for clippy's sake.
    pub fn is_empty(self) -> bool {
        false
    }

    /// The four corners.
    pub fn corners(self) -> [Square; 4] {
        let (w, h) = (self.width - 1, self.height - 1);
        [
            Square::at(0, 0),
            Square::at(w, 0),
            Square::at(0, h),
            Square::at(w, h),
        ]
    }

    pub fn is_corner(self, sq: Square) -> bool {
        self.contains(sq)
            && (sq.file() == 0 || sq.file() == self.width - 1)
            && (sq.rank() == 0 || sq.rank() == self.height - 1)
    }

    /// The home (first) rank of `color`: 0 for White, `height - 1` for Black.
    pub fn home_rank(self, color: Color) -> u8 {
        match color {
            Color::White => 0,
            Color::Black => self.height - 1,
        }
    }

    /// The rank `n` steps from `color`'s home rank (0 = home rank):
    /// `relative_rank(Black, 1)` is Black's pawn rank `height - 2`.
    pub fn relative_rank(self, color: Color, n: u8) -> u8 {
        match color {
            Color::White => n,
            Color::Black => self.height - 1 - n,
        }
    }

    /// The far rank of `color`, where its pawns promote.
    pub fn last_rank(self, color: Color) -> u8 {
        self.home_rank(color.other())
    }

    /// Lengths (in squares) of the two diagonals through `sq`: the one
    /// parallel to a1–h8 and the one parallel to a8–h1. Kriegspiel names a
    /// diagonal check "long" or "short" by these.
    pub fn diagonal_lengths(self, sq: Square) -> (u8, u8) {
        let (f, r) = (sq.file(), sq.rank());
        let (w, h) = (self.width - 1, self.height - 1);
        let rising = f.min(r) + (w - f).min(h - r) + 1;
        let falling = f.min(h - r) + (w - f).min(r) + 1;
        (rising, falling)
    }
}

impl Default for Geometry {
    fn default() -> Self {
        Geometry::CHESS
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for f in 0..12 {
            for r in 0..12 {
                let sq = Square::new(f, r).unwrap();
                assert_eq!((sq.file(), sq.rank()), (f, r));
                assert_eq!(Square::parse(&sq.to_string()), Some(sq));
                assert_eq!(Square::parse(&sq.to_string().to_uppercase()), Some(sq));
            }
        }
        assert_eq!(Square::parse("l12").unwrap().to_string(), "l12");
        for bad in ["", "a", "m1", "a0", "a13", "a01", "a1x", "1a", "é4", "a+1"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn padding_holds_every_jump() {
        // Two squares of padding: the longest jump (2) from any real square
        // stays inside the 256-cell mailbox.
        for f in 0..12u8 {
            for r in 0..12u8 {
                let i = Square::at(f, r).idx() as i32;
                for d in [
                    2,
                    -2,
                    2 * STRIDE,
                    -2 * STRIDE,
                    2 * STRIDE + 1,
                    -2 * STRIDE - 1,
                ] {
                    assert!((0..CELLS as i32).contains(&(i + d)));
                }
            }
        }
    }

    #[test]
    fn geometry() {
        assert!(Geometry::new(3, 8).is_err());
        assert_eq!(
            Geometry::new(3, 8).unwrap_err().to_string(),
            "A board must be 4 to 12 squares each way, not 3×8."
        );
        assert_eq!("z0".parse::<Square>(), Err(NotASquare("z0".into())));
        assert!(Geometry::new(12, 13).is_err());
        let g = Geometry::new(6, 8).unwrap();
        assert_eq!(g.squares().count(), 48);
        assert!(g.contains(Square::parse("f8").unwrap()));
        assert!(!g.contains(Square::parse("g1").unwrap()));
        assert!(!g.contains(Square::parse("a9").unwrap()));
        assert!(g.is_corner(Square::parse("f1").unwrap()));
        assert!(!g.is_corner(Square::parse("h1").unwrap()));
        assert_eq!(g.relative_rank(Color::Black, 1), 6);
        let c = Geometry::CHESS;
        assert_eq!(c.diagonal_lengths(Square::parse("d4").unwrap()), (8, 7));
        assert_eq!(c.diagonal_lengths(Square::parse("a1").unwrap()), (8, 1));
        assert_eq!(c.diagonal_lengths(Square::parse("h3").unwrap()), (3, 6));
    }
}
