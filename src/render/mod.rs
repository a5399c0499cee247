//! Board pictures: a pure function from a [`View`] to PNG bytes.
//!
//! - [`png`]`(view, square_px)`: the picture, an 8-bit palette PNG;
//!   [`default_square_px`] picks the bot's size (about 512 px for 8×8, squares
//!   of at least 48 px), [`square_px_for_side`] fits a whole-picture size.
//! - [`picture_size`], [`square_rect`]: the geometry of that picture.
//! - [`animation::gif`]`(frames)`: a whole game (the views of
//!   [`crate::rules::Game::replay`]) as an animated GIF in the same palette.
//! - [`text_board`]: the `/board text` format read back into a `View`;
//!   [`cli`]: `boardbot render`.
//!
//! Piece tiles are rasterized once per square size (on first use) and then
//! copied, so a picture costs about half a millisecond, mostly compression.
//! Layout: rank numbers on the left, file letters below, then reserves and
//! prisons as trays of small pieces, then the text lines.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// What one square shows.
///
/// Stored (in the outbox, as part of a [`View`]) as a short string: `.`
/// empty, `wK`/`bP` a piece, `f3`/`s12` a stack of the first/second player.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cell {
    Empty,
    /// A chess-family piece: `kind` is one of `K Q R B N P D` (D = Dragon).
    Piece {
        white: bool,
        kind: char,
    },
    /// An Opok stack: `first` = owned by the First player.
    Stack {
        first: bool,
        height: u16,
    },
}

/// A row of pieces shown beside or under the board: a reserve or a prison.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Strip {
    /// e.g. `White reserve`
    pub label: String,
    /// The pieces, as (white, kind).
    pub pieces: Vec<(bool, char)>,
}

/// Everything a board picture shows. Built by a game for one viewer, so it
/// can hold nothing that viewer may not see.
///
/// Messages in the outbox keep the view, not the picture: it is a few
/// hundred bytes instead of tens of kilobytes, and the PNG is drawn when the
/// message is taken out for delivery.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct View {
    pub files: u8,
    pub ranks: u8,
    /// `files * ranks` cells; index = rank * files + file, rank 0 is rank 1.
    /// (A boxed slice, not a `Vec`: its size never changes, and the 8 bytes
    /// saved pay for [`View::more`] in every queued message.)
    pub cells: Box<[Cell]>,
    /// Draw from the second seat's side (rank 1 at the top, file a on the right).
    pub flipped: bool,
    /// Squares to highlight as the last move, as (file, rank) from 0.
    pub last_move: Vec<(u8, u8)>,
    /// Squares of checked kings, as (file, rank) from 0.
    pub check: Vec<(u8, u8)>,
    /// Reserves and prisons.
    pub strips: Vec<Strip>,
    /// Short text lines (scores, squares held) drawn under the board.
    pub lines: Vec<String>,
    /// What few views show (Opok's capture marks and players' names),
    /// boxed: a view rides in every queued message and stays small.
    /// Absent in views stored before it existed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub more: Option<Box<More>>,
}

/// The rarer parts of a [`View`]; see [`View::set_captured`] and
/// [`View::set_players`].
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct More {
    /// Squares the last move emptied by capturing (Opok), as (file, rank)
    /// from 0: each marked with a red ring.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub captured: Vec<(u8, u8)>,
    /// The players' names, the first seat's first: Opok's key (which disc
    /// colour is whose, drawn for every view with stacks) adds them to
    /// `First` and `Second`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<[String; 2]>,
    /// Opok's key as drawn (`First: alice`), in the reader's language: set
    /// by [`View::translate`]; without it the key is drawn in English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<[String; 2]>,
}

impl View {
    /// Passes every text the picture shows (strip labels, lines, Opok's
    /// key) through `tr`: the reader's language, before drawing. The
    /// players' names stay as they are.
    pub fn translate(&mut self, tr: &impl Fn(&mut String)) {
        for strip in &mut self.strips {
            tr(&mut strip.label);
        }
        for line in &mut self.lines {
            tr(line);
        }
        if let Some(mut key) = board::key_references(self) {
            for label in &mut key {
                tr(label);
            }
            self.more.get_or_insert_with(Default::default).key = Some(key);
        }
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Cell::Empty => f.write_str("."),
            Cell::Piece { white, kind } => write!(f, "{}{kind}", if white { 'w' } else { 'b' }),
            Cell::Stack { first, height } => {
                write!(f, "{}{height}", if first { 'f' } else { 's' })
            }
        }
    }
}

impl FromStr for Cell {
    type Err = String;
    fn from_str(s: &str) -> Result<Cell, String> {
        let bad = || format!("not a cell: {s:?}");
        let mut chars = s.chars();
        let (Some(tag), rest) = (chars.next(), chars.as_str()) else {
            return Err(bad());
        };
        match tag {
            '.' if rest.is_empty() => Ok(Cell::Empty),
            'w' | 'b' => {
                let mut k = rest.chars();
                match (k.next(), k.next()) {
                    (Some(kind), None) => Ok(Cell::Piece {
                        white: tag == 'w',
                        kind,
                    }),
                    _ => Err(bad()),
                }
            }
            'f' | 's' => Ok(Cell::Stack {
                first: tag == 'f',
                height: rest.parse().map_err(|_| bad())?,
            }),
            _ => Err(bad()),
        }
    }
}

impl Serialize for Cell {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Cell {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Cell, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

impl View {
    pub fn empty(files: u8, ranks: u8) -> View {
        View {
            files,
            ranks,
            cells: vec![Cell::Empty; files as usize * ranks as usize].into(),
            flipped: false,
            last_move: Vec::new(),
            check: Vec::new(),
            strips: Vec::new(),
            lines: Vec::new(),
            more: None,
        }
    }
    pub fn set(&mut self, file: u8, rank: u8, cell: Cell) {
        let i = rank as usize * self.files as usize + file as usize;
        self.cells[i] = cell;
    }
    pub fn get(&self, file: u8, rank: u8) -> Cell {
        self.cells[rank as usize * self.files as usize + file as usize]
    }

    /// Squares the last move emptied by capturing, marked with a ring.
    pub fn captured(&self) -> &[(u8, u8)] {
        self.more.as_ref().map_or(&[], |m| &m.captured)
    }

    /// The players' names (first seat first), if the view has them.
    pub fn players(&self) -> Option<&[String; 2]> {
        self.more.as_ref().and_then(|m| m.players.as_ref())
    }

    /// Marks `squares` as emptied by a capture (Opok).
    pub fn set_captured(&mut self, squares: Vec<(u8, u8)>) {
        if squares.is_empty() && self.more.is_none() {
            return;
        }
        self.more.get_or_insert_with(Default::default).captured = squares;
    }

    /// Gives the picture the players' names, the first seat's first (the
    /// core knows them, the rules do not): Opok's key shows them.
    pub fn set_players(&mut self, names: [String; 2]) {
        self.more.get_or_insert_with(Default::default).players = Some(names);
    }
}

pub mod animation;
mod board;
mod canvas;
pub mod cli;
mod font;
mod lzw;
mod palette;
mod pieces;
mod png_encode;
mod raster;
pub mod svg;
pub mod text_board;
mod tiles;

/// The largest picture side allowed, in pixels.
pub const MAX_SIDE: u32 = 1280;

/// Smallest square drawn, whatever is asked.
const MIN_SQUARE: u32 = 12;

/// The largest picture [`png`] returns, in bytes.
pub const MAX_BYTES: usize = 60 * 1024;

/// Above this size a picture is worth a slower, tighter encoding.
const RETRY_BYTES: usize = 36 * 1024;

/// Draw `view` with squares of `square_px` pixels and encode it as an
/// indexed PNG.
///
/// The square size is reduced if the picture would otherwise be longer than
/// [`MAX_SIDE`] on a side, or (only for very large, crowded pictures) bigger
/// than [`MAX_BYTES`] even at the tightest compression.
pub fn png(view: &View, square_px: u32) -> Vec<u8> {
    let mut s = fit_square(view, square_px);
    loop {
        let layout = board::Layout::new(view, s as usize);
        let canvas = board::draw(view, &layout);
        let mut bytes = png_encode::encode(&canvas, png_encode::Effort::Fast);
        for (effort, above) in [
            (png_encode::Effort::Crowded, RETRY_BYTES),
            (png_encode::Effort::Max, MAX_BYTES),
        ] {
            if bytes.len() > above {
                let tighter = png_encode::encode(&canvas, effort);
                if tighter.len() < bytes.len() {
                    bytes = tighter;
                }
            }
        }
        if bytes.len() <= MAX_BYTES || s <= MIN_SQUARE {
            return bytes;
        }
        s = (s * 9 / 10).max(MIN_SQUARE);
    }
}

/// Width and height of the picture [`png`] makes for this square size
/// (unless it had to shrink it to stay under [`MAX_BYTES`], which only very
/// large crowded pictures need).
pub fn picture_size(view: &View, square_px: u32) -> (u32, u32) {
    let layout = board::Layout::new(view, fit_square(view, square_px) as usize);
    (layout.width as u32, layout.height as u32)
}

/// A square size giving a picture of about 512 px for 8×8 boards, never
/// squares under 48 px (unless the 1280 px limit forces it).
pub fn default_square_px(view: &View) -> u32 {
    let longest = view.files.max(view.ranks).max(1) as u32;
    let s = (480 / longest).clamp(48, 100);
    fit_square(view, s)
}

/// The largest square size whose picture's longest side is at most `side`
/// pixels (and at most [`MAX_SIDE`]).
pub fn square_px_for_side(view: &View, side: u32) -> u32 {
    let side = side.min(MAX_SIDE) as usize;
    let mut s = (side / view.files.max(view.ranks).max(1) as usize).max(MIN_SQUARE as usize);
    while s > MIN_SQUARE as usize && board::Layout::new(view, s).longest_side() > side {
        s -= 1;
    }
    s as u32
}

fn fit_square(view: &View, square_px: u32) -> u32 {
    let s = square_px.max(MIN_SQUARE);
    if board::Layout::new(view, s as usize).longest_side() <= MAX_SIDE as usize {
        s
    } else {
        square_px_for_side(view, MAX_SIDE)
    }
}

/// Where square (`file`, `rank`) (from 0, on the board) lies in the picture
/// [`png`] makes for this square size: (left, top, side) in pixels.
pub fn square_rect(view: &View, square_px: u32, file: u8, rank: u8) -> (u32, u32, u32) {
    let layout = board::Layout::new(view, fit_square(view, square_px) as usize);
    let (files, ranks) = (view.files as usize, view.ranks as usize);
    let (col, row) = if view.flipped {
        (files.saturating_sub(1 + file as usize), rank as usize)
    } else {
        (file as usize, ranks.saturating_sub(1 + rank as usize))
    };
    let s = layout.s;
    (
        (layout.board_x + col * s) as u32,
        (layout.board_y + row * s) as u32,
        s as u32,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views_survive_the_outbox_in_a_few_bytes() {
        let mut v = View::empty(3, 2);
        v.set(
            0,
            0,
            Cell::Piece {
                white: true,
                kind: 'K',
            },
        );
        v.set(
            1,
            0,
            Cell::Piece {
                white: false,
                kind: 'D',
            },
        );
        v.set(
            2,
            0,
            Cell::Stack {
                first: true,
                height: 144,
            },
        );
        v.set(
            0,
            1,
            Cell::Stack {
                first: false,
                height: 1,
            },
        );
        v.flipped = true;
        v.last_move = vec![(0, 0), (1, 1)];
        v.check = vec![(0, 0)];
        v.strips = vec![Strip {
            label: "White reserve".into(),
            pieces: vec![(true, 'Q'), (false, 'N')],
        }];
        v.lines = vec!["First: 2 squares".into()];
        let json = serde_json::to_string(&v).unwrap();
        assert!(
            json.contains(r#"["wK","bD","f144","s1",".","."]"#),
            "{json}"
        );
        assert_eq!(serde_json::from_str::<View>(&json).unwrap(), v);
        for bad in ["", "x", "wKK", "w", "f", "fx", "f-1", ".."] {
            assert!(bad.parse::<Cell>().is_err(), "{bad:?} accepted");
        }
    }

    /// The pixels of `view` drawn with squares of 40 px.
    fn pixels(view: &View) -> Vec<u8> {
        let layout = board::Layout::new(view, 40);
        board::draw(view, &layout).px
    }

    fn labelled(label: &str, line: &str) -> View {
        let mut v = View::empty(4, 4);
        v.strips = vec![Strip {
            label: label.into(),
            pieces: vec![(true, 'Q')],
        }];
        v.lines = vec![line.into()];
        v
    }

    #[test]
    fn labels_in_polish_and_cyrillic_letters_are_drawn() {
        // Each word against as many spaces and as many characters the font
        // lacks (drawn as its missing-glyph box): real letters differ from
        // both.
        for word in [
            "ąęłśżźćńó",
            "ĄĘŁŚŻŹĆŃÓ",
            "іїєґ",
            "ІЇЄҐ",
            "ыэё",
            "Резерв білих",
            "Rezerwa białych",
            "Запас чёрных",
        ] {
            let n = word.chars().count();
            let spaces = " ".repeat(n);
            let missing = "\u{10FFFD}".repeat(n);
            let drawn = pixels(&labelled(word, word));
            assert_ne!(drawn, pixels(&labelled(&spaces, &spaces)), "{word}: blank");
            assert_ne!(
                drawn,
                pixels(&labelled(&missing, &missing)),
                "{word}: missing-glyph boxes"
            );
            for c in word.chars().filter(|c| !c.is_whitespace()) {
                let alone = pixels(&labelled(&c.to_string(), &c.to_string()));
                assert_ne!(alone, pixels(&labelled(" ", " ")), "{c:?} draws nothing");
                assert_ne!(
                    alone,
                    pixels(&labelled("\u{10FFFD}", "\u{10FFFD}")),
                    "{c:?} draws the missing-glyph box"
                );
            }
        }
    }

    #[test]
    fn opoks_key_is_translated_before_drawing_and_names_stay() {
        let mut v = View::empty(5, 5);
        v.set(
            0,
            0,
            Cell::Stack {
                first: true,
                height: 25,
            },
        );
        v.set_players(["alice".into(), String::new()]);
        // Drawn without translation: English.
        assert_eq!(
            board::key_references(&v).map(|k| k.map(|l| crate::i18n::en(&l))),
            Some(["First: alice".to_string(), "Second".to_string()])
        );
        let english = pixels(&v);
        let mut uk = v.clone();
        uk.translate(&|s: &mut String| *s = crate::i18n::render(s, crate::i18n::Lang::UK));
        let key = uk.more.as_ref().and_then(|m| m.key.clone()).unwrap();
        assert!(key[0].ends_with(": alice"), "{key:?}");
        assert!(
            !key[0].contains("First") && !key[1].contains("Second"),
            "{key:?}"
        );
        assert_eq!(uk.players(), v.players());
        assert_ne!(pixels(&uk), english);
        // English translated is drawn as before.
        let mut en = v.clone();
        en.translate(&|s: &mut String| *s = crate::i18n::en(s));
        assert_eq!(pixels(&en), english);
    }
}
