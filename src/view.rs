//! What a board picture shows, as data: a [`View`] of [`Cell`]s with its
//! [`Strip`]s (reserves, prisons) and text lines.
//!
//! A leaf module: the rules build views (they know what each viewer may
//! see), the renderer draws them, the outbox stores them. It names nothing
//! of the crate but the languages ([`crate::i18n`], for Opok's key), so
//! neither the rules nor the renderer depends on the other through it.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::i18n::{Lang, Text};

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
    pub label: Text,
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
    pub lines: Vec<Text>,
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
    pub key: Option<[Text; 2]>,
}

impl View {
    /// Every text the picture shows (strip labels, lines, Opok's key) in
    /// `lang`, before drawing. The players' names stay as they are.
    pub fn translate(&mut self, lang: Lang) {
        for strip in &mut self.strips {
            strip.label.translate(lang);
        }
        for line in &mut self.lines {
            line.translate(lang);
        }
        if let Some(mut key) = key_references(self) {
            for label in &mut key {
                label.translate(lang);
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

/// A text that is no [`Cell`] (`wK`, `f3`, `.`): the text itself.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a cell: {0:?}")]
pub struct NotACell(pub String);

impl FromStr for Cell {
    type Err = NotACell;
    fn from_str(s: &str) -> Result<Cell, NotACell> {
        let bad = || NotACell(s.to_string());
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

/// Opok's key as references (`picture-key-player`: the seat's word and
/// the player's name, shortened), for views with stacks.
pub(crate) fn key_references(view: &View) -> Option<[Text; 2]> {
    if !view.cells.iter().any(|c| matches!(c, Cell::Stack { .. })) {
        return None;
    }
    let label = |seat: &str, i: usize| {
        let seat = crate::i18n::word_text("seat", seat);
        match view.players() {
            Some(names) if !names[i].trim().is_empty() => {
                let name = names[i].trim();
                let mut short: String = name.chars().take(20).collect();
                if name.chars().count() > 20 {
                    short.push('\u{2026}');
                }
                crate::text!("picture-key-player", seat = seat, name = short)
            }
            _ => seat,
        }
    };
    Some([label("First", 0), label("Second", 1)])
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
            label: Text::plain("White reserve"),
            pieces: vec![(true, 'Q'), (false, 'N')],
        }];
        v.lines = vec![Text::plain("First: 2 squares")];
        let json = serde_json::to_string(&v).unwrap();
        assert!(
            json.contains(r#"["wK","bD","f144","s1",".","."]"#),
            "{json}"
        );
        assert_eq!(serde_json::from_str::<View>(&json).unwrap(), v);
        // A text with references is saved as ids and arguments; one saved
        // as marker characters (before) reads the same.
        let mut v = View::empty(2, 2);
        v.lines = vec![crate::text!("count-moves", n = 2)];
        v.strips = vec![Strip {
            label: crate::text!("count-moves", n = 1),
            pieces: Vec::new(),
        }];
        let json = serde_json::to_value(&v).unwrap();
        assert_eq!(
            json["lines"],
            serde_json::json!([[{"id": "count-moves", "args": {"n": 2}}]])
        );
        let mut old = json.clone();
        old["lines"] = serde_json::json!([crate::t!("count-moves", n = 2)]);
        old["strips"][0]["label"] = serde_json::json!(crate::t!("count-moves", n = 1));
        assert_eq!(serde_json::from_value::<View>(json).unwrap(), v);
        let mut read = serde_json::from_value::<View>(old).unwrap();
        assert_eq!(read, v);
        read.translate(Lang::EN);
        assert_eq!(read.lines[0].as_str(), "2 moves");
        assert_eq!(read.strips[0].label.as_str(), "1 move");
        for bad in ["", "x", "wKK", "w", "f", "fx", "f-1", ".."] {
            assert_eq!(
                bad.parse::<Cell>(),
                Err(NotACell(bad.to_string())),
                "{bad:?} accepted"
            );
        }
    }
}
