//! Parser of the `/board text` format (`specs/chat.md`) into a [`View`].
//!
//! ```text
//! 8 rnbqkbnr          10 ..........        7 b49 . . . . . .
//! ...                  9 ..........        ...
//! 1 RNBQKBNR           ...                 1 A49 . . . . . .
//!   abcdefgh             abcdefghij          a  b  c  d  e  f  g
//! White reserve: Q R R B N P P
//! ```
//!
//! Chess-family rows hold one character per square (`.` empty, upper case
//! White, lower case Black, letters `K Q R B N P D`); Opok rows hold tokens
//! separated by spaces (`.`, `A3` for the First player, `b12` for the
//! Second). Under the grid, `Label: Q R R` lines become strips (reserves and
//! prisons) and any other line is kept as a text line.

use super::{Cell, Strip, View};
use std::fmt;

/// Which kind of grid to read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    /// One character per square.
    Chess,
    /// Space-separated stack tokens.
    Opok,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseError(pub String);

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParseError {}

fn err<T>(msg: impl Into<String>) -> Result<T, ParseError> {
    Err(ParseError(msg.into()))
}

/// A grid row: its rank label and the rest of the line.
fn split_grid_line(line: &str) -> Option<(u32, &str)> {
    let t = line.trim_start();
    let digits = t.bytes().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 || digits > 2 {
        return None;
    }
    let rest = &t[digits..];
    if !rest.starts_with(' ') || rest.trim().is_empty() {
        return None;
    }
    Some((t[..digits].parse().ok()?, rest.trim()))
}

/// Guess the format from the grid rows: Opok rows have spaces between cells.
pub fn guess_format(text: &str) -> Format {
    for line in text.lines() {
        if let Some((_, rest)) = split_grid_line(line) {
            return if rest.split_whitespace().count() > 1 {
                Format::Opok
            } else {
                Format::Chess
            };
        }
    }
    Format::Chess
}

fn chess_row(rest: &str, rank: u32) -> Result<Vec<Cell>, ParseError> {
    rest.chars()
        .map(|c| match c {
            '.' => Ok(Cell::Empty),
            'K' | 'Q' | 'R' | 'B' | 'N' | 'P' | 'D' => Ok(Cell::Piece {
                white: true,
                kind: c,
            }),
            'k' | 'q' | 'r' | 'b' | 'n' | 'p' | 'd' => Ok(Cell::Piece {
                white: false,
                kind: c.to_ascii_uppercase(),
            }),
            _ => err(format!(
                "rank {rank}: '{c}' is not a piece letter (K Q R B N P D) nor '.'"
            )),
        })
        .collect()
}

fn opok_row(rest: &str, rank: u32) -> Result<Vec<Cell>, ParseError> {
    rest.split_whitespace()
        .map(|tok| {
            if tok == "." {
                return Ok(Cell::Empty);
            }
            let mut chars = tok.chars();
            let owner = chars.next().unwrap_or('.');
            let first = match owner {
                'A' => true,
                'b' => false,
                // Tolerate the other case too: the letter says the owner.
                'a' => true,
                'B' => false,
                _ => {
                    return err(format!(
                        "rank {rank}: '{tok}' is not '.', A<height> or b<height>"
                    ))
                }
            };
            match chars.as_str().parse::<u16>() {
                Ok(h) if (1..=999).contains(&h) => Ok(Cell::Stack { first, height: h }),
                _ => err(format!("rank {rank}: bad stack height in '{tok}'")),
            }
        })
        .collect()
}

/// A line like `White reserve: Q R R B N P P` (or `Black prison: -`), as a
/// strip; `None` when the part after the colon is not a list of pieces.
fn strip_line(line: &str) -> Option<Strip> {
    let (label, list) = line.split_once(':')?;
    let label = label.trim();
    if label.is_empty() {
        return None;
    }
    let lower = label.to_ascii_lowercase();
    let side = if lower.contains("white") || lower.contains("first") {
        Some(true)
    } else if lower.contains("black") || lower.contains("second") {
        Some(false)
    } else {
        None
    };
    let mut pieces = Vec::new();
    for tok in list.split(|c: char| c.is_whitespace() || c == ',') {
        if tok.is_empty() || tok == "-" || tok == "\u{2014}" || tok == "none" {
            continue;
        }
        let mut chars = tok.chars();
        let letter = chars.next()?;
        let kind = letter.to_ascii_uppercase();
        if !"KQRBNPD".contains(kind) {
            return None;
        }
        // An optional count: `Q×3`, `Qx3`, `Q*3`, `Q3`.
        let rest = chars.as_str();
        let rest = rest.trim_start_matches(['\u{d7}', 'x', '*']);
        let count: usize = if rest.is_empty() {
            1
        } else {
            rest.parse().ok().filter(|&n| (1..=200).contains(&n))?
        };
        let white = side.unwrap_or(letter.is_ascii_uppercase());
        pieces.extend(std::iter::repeat_n((white, kind), count));
    }
    Some(Strip {
        label: crate::i18n::Text::plain(label),
        pieces,
    })
}

/// Parse a board, guessing its format.
pub fn parse(text: &str) -> Result<View, ParseError> {
    parse_as(text, guess_format(text))
}

/// Parse a board in the given format.
pub fn parse_as(text: &str, format: Format) -> Result<View, ParseError> {
    let mut rows: Vec<(u32, Vec<Cell>)> = Vec::new();
    let mut before: Vec<String> = Vec::new();
    let mut after: Vec<&str> = Vec::new();
    let mut files_line: Option<&str> = None;
    for raw in text.lines() {
        let line = raw.trim_end();
        if line.trim().is_empty() {
            continue;
        }
        let in_grid = files_line.is_none() && after.is_empty();
        if in_grid {
            if let Some((rank, rest)) = split_grid_line(line) {
                let cells = match format {
                    Format::Chess => chess_row(rest, rank)?,
                    Format::Opok => opok_row(rest, rank)?,
                };
                rows.push((rank, cells));
                continue;
            }
            if !rows.is_empty() {
                let t = line.trim();
                if t.chars().all(|c| c.is_ascii_lowercase() || c == ' ') {
                    files_line = Some(t);
                    continue;
                }
            }
        }
        if rows.is_empty() {
            before.push(line.trim().to_string());
        } else {
            after.push(line.trim());
        }
    }
    if rows.is_empty() {
        return err("no board found: expected lines like `8 rnbqkbnr`");
    }
    let ranks = rows.len();
    let files = rows[0].1.len();
    if !(4..=12).contains(&ranks) || !(4..=12).contains(&files) {
        return err(format!(
            "a {files}×{ranks} board: files and ranks must be 4…12"
        ));
    }
    for (rank, cells) in &rows {
        if cells.len() != files {
            return err(format!(
                "rank {rank} has {} squares, rank {} has {files}",
                cells.len(),
                rows[0].0
            ));
        }
    }
    // Rank labels: top to bottom N…1 normally, 1…N when drawn from the
    // second seat's side.
    let descending: Vec<u32> = (1..=ranks as u32).rev().collect();
    let ascending: Vec<u32> = (1..=ranks as u32).collect();
    let labels: Vec<u32> = rows.iter().map(|r| r.0).collect();
    let flipped = if labels == descending {
        false
    } else if labels == ascending {
        true
    } else {
        return err(format!(
            "rank numbers must run from {ranks} down to 1 (top to bottom), got {labels:?}"
        ));
    };
    let mut files_reversed = false;
    if let Some(fl) = files_line {
        let letters: String = fl.chars().filter(|c| !c.is_whitespace()).collect();
        let forward: String = (0..files).map(|f| (b'a' + f as u8) as char).collect();
        let backward: String = forward.chars().rev().collect();
        if letters == backward && files > 1 {
            files_reversed = true;
        } else if letters != forward {
            return err(format!(
                "the file letters should be `{forward}`, got `{letters}`"
            ));
        }
    }
    if files_line.is_some() && files_reversed != flipped {
        return err("rank numbers and file letters disagree about the side the board is seen from");
    }
    let mut view = View::empty(files as u8, ranks as u8);
    view.flipped = flipped;
    for (rank, cells) in &rows {
        for (col, cell) in cells.iter().enumerate() {
            let file = if flipped { files - 1 - col } else { col };
            view.set(file as u8, (*rank - 1) as u8, *cell);
        }
    }
    view.lines
        .extend(before.iter().map(|l| crate::i18n::Text::plain(l)));
    for line in after {
        match strip_line(line) {
            Some(strip) => view.strips.push(strip),
            None => view.lines.push(crate::i18n::Text::plain(line)),
        }
    }
    Ok(view)
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "8 rnbqkbnr\n7 pppppppp\n6 ........\n5 ........\n4 ........\n3 ........\n2 PPPPPPPP\n1 RNBQKBNR\n  abcdefgh\n";

    #[test]
    fn chess_start_position() {
        let v = parse(START).unwrap();
        assert_eq!((v.files, v.ranks), (8, 8));
        assert!(!v.flipped);
        assert_eq!(
            v.get(0, 0),
            Cell::Piece {
                white: true,
                kind: 'R'
            }
        );
        assert_eq!(
            v.get(4, 0),
            Cell::Piece {
                white: true,
                kind: 'K'
            }
        );
        assert_eq!(
            v.get(3, 7),
            Cell::Piece {
                white: false,
                kind: 'Q'
            }
        );
        assert_eq!(v.get(4, 3), Cell::Empty);
        assert!(v.strips.is_empty() && v.lines.is_empty());
    }

    #[test]
    fn ten_ranks_padded_and_dragons() {
        let mut text = String::new();
        for r in (1..=10).rev() {
            let row = match r {
                10 => "rnbdqkdbnr",
                1 => "RNBDQKDBNR",
                _ => "..........",
            };
            text.push_str(&format!("{r:>2} {row}\n"));
        }
        text.push_str("   abcdefghij\n");
        let v = parse(&text).unwrap();
        assert_eq!((v.files, v.ranks), (10, 10));
        assert_eq!(
            v.get(3, 0),
            Cell::Piece {
                white: true,
                kind: 'D'
            }
        );
        assert_eq!(
            v.get(6, 9),
            Cell::Piece {
                white: false,
                kind: 'D'
            }
        );
    }

    #[test]
    fn opok_tokens() {
        let text = "5 . . . . b25\n4 . . . . .\n3 . A3 . . .\n2 . . . . .\n1 A22 . . . .\n  a b c d e\nSquares held: First 2, Second 1\n";
        assert_eq!(guess_format(text), Format::Opok);
        let v = parse(text).unwrap();
        assert_eq!(
            v.get(0, 0),
            Cell::Stack {
                first: true,
                height: 22
            }
        );
        assert_eq!(
            v.get(4, 4),
            Cell::Stack {
                first: false,
                height: 25
            }
        );
        assert_eq!(
            v.get(1, 2),
            Cell::Stack {
                first: true,
                height: 3
            }
        );
        assert_eq!(
            v.lines,
            vec![crate::i18n::Text::plain("Squares held: First 2, Second 1")]
        );
    }

    #[test]
    fn reserves_become_strips_and_scores_lines() {
        let text = format!(
            "{START}White reserve: Q R R B N P P\nBlack prison: -\nBlack reserve: q×2 n\nPoints: White 3, Black 1\n"
        );
        let v = parse(&text).unwrap();
        assert_eq!(v.strips.len(), 3);
        assert_eq!(v.strips[0].label, "White reserve");
        assert_eq!(v.strips[0].pieces.len(), 7);
        assert!(v.strips[0].pieces.iter().all(|p| p.0));
        assert!(v.strips[1].pieces.is_empty());
        assert_eq!(
            v.strips[2].pieces,
            vec![(false, 'Q'), (false, 'Q'), (false, 'N')]
        );
        assert_eq!(
            v.lines,
            vec![crate::i18n::Text::plain("Points: White 3, Black 1")]
        );
    }

    #[test]
    fn flipped_text_is_read_as_flipped() {
        let text = "1 RNBKQBNR\n2 PPPPPPPP\n3 ........\n4 ........\n5 ........\n6 ........\n7 pppppppp\n8 rnbkqbnr\n  hgfedcba\n";
        let v = parse(text).unwrap();
        assert!(v.flipped);
        assert_eq!(
            v.get(0, 0),
            Cell::Piece {
                white: true,
                kind: 'R'
            }
        );
        assert_eq!(
            v.get(4, 0),
            Cell::Piece {
                white: true,
                kind: 'K'
            }
        );
        assert_eq!(
            v.get(3, 7),
            Cell::Piece {
                white: false,
                kind: 'Q'
            }
        );
    }

    #[test]
    fn errors_are_reported() {
        assert!(parse("hello").is_err());
        assert!(parse("4 ..x.\n3 ....\n2 ....\n1 ....\n").is_err());
        assert!(parse("4 ....\n3 ...\n2 ....\n1 ....\n").is_err());
        assert!(parse("4 ....\n2 ....\n3 ....\n1 ....\n").is_err());
        assert!(parse("3 ...\n2 ...\n1 ...\n").is_err());
        assert!(parse_as(
            "4 . . . .\n3 . . . .\n2 . . . .\n1 A0 . . .\n",
            Format::Opok
        )
        .is_err());
    }
}
