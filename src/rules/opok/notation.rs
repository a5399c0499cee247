//! Square names and the text of moves.

use super::board::Board;
use crate::i18n::Text;
use crate::rules::chess::notation::letters::file_of;
use crate::rules::shorten;

/// The name of square `sq` on `board`, e.g. `c5`.
pub fn square_name(board: &Board, sq: usize) -> String {
    let (f, r) = board.coords(sq);
    format!("{}{}", (b'a' + f) as char, u32::from(r) + 1)
}

/// Reads a square such as `c5` or `C5` (a letter and a number); a file
/// letter typed on a Cyrillic keyboard (`с5`) is the Latin one it looks
/// like, as in every game's moves.
pub fn parse_square(board: &Board, token: &str) -> Result<usize, Text> {
    let mut chars = token.chars();
    // Any Latin letter is a file (`z5` is then off the board).
    let file = chars.next().and_then(|c| {
        if c.is_ascii_alphabetic() {
            Some(c.to_ascii_lowercase() as u8 - b'a')
        } else {
            file_of(c)
        }
    });
    let digits = chars.as_str();
    let (Some(file), true) = (
        file,
        (1..=3).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_digit()),
    ) else {
        return Err(crate::text!("opok-not-a-square", text = shorten(token)));
    };
    let n = board.size();
    let rank: i32 = digits.parse().unwrap_or(0);
    let letter = (b'a' + file) as char;
    let file = i32::from(file);
    match board.square(file, rank - 1) {
        Some(sq) => Ok(sq),
        None => Err(crate::text!(
            "opok-off-board",
            square = format!("{letter}{rank}"),
            n = n
        )),
    }
}

/// A move as typed, before it is checked against the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveText {
    /// `FROM COUNT TO`; the count as typed (may be 0 or negative).
    Count { from: usize, count: i64, to: usize },
    /// `a1-a2-a3`: the squares in order, the first being the stack's.
    Path(Vec<usize>),
}

/// How to write a move, added to refusals of text that is not one.
pub fn syntax() -> Text {
    crate::text!("opok-syntax")
}

/// A refusal's sentence followed by [`syntax`].
fn with_syntax(sentence: Text) -> Text {
    sentence.and_plain(" ").and(&syntax())
}

/// Reads a whole number with an optional sign; huge numbers saturate.
fn parse_count(token: &str) -> Option<i64> {
    let (neg, digits) = match token.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, token.strip_prefix('+').unwrap_or(token)),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let value = digits.parse::<i64>().unwrap_or(i64::MAX);
    Some(if neg { -value } else { value })
}

/// Reads the text of a move (marks already stripped).
pub fn parse_move(board: &Board, text: &str) -> Result<MoveText, Text> {
    let text = text.trim();
    if text.is_empty() {
        return Err(syntax());
    }
    let tokens: Vec<&str> = text.split_whitespace().collect();
    if tokens.len() == 3 {
        if let Some(count) = parse_count(tokens[1]) {
            let from = parse_square(board, tokens[0])?;
            let to = parse_square(board, tokens[2])?;
            return Ok(MoveText::Count { from, count, to });
        }
    }
    if text.contains('-') {
        let parts: Vec<&str> = text.split('-').map(str::trim).collect();
        if parts.iter().any(|p| p.is_empty()) {
            return Err(crate::text!("opok-empty-step", text = shorten(text)));
        }
        let squares = parts
            .iter()
            .map(|p| parse_square(board, p))
            .collect::<Result<Vec<_>, _>>()?;
        return Ok(MoveText::Path(squares));
    }
    match tokens.as_slice() {
        [from, count, _] if parse_square(board, from).is_ok() => Err(with_syntax(crate::text!(
            "opok-not-a-count",
            text = shorten(count)
        ))),
        [from, to] if parse_square(board, from).is_ok() && parse_square(board, to).is_ok() => {
            Err(with_syntax(crate::text!("opok-how-many")))
        }
        [one] if parse_square(board, one).is_ok() => {
            Err(with_syntax(crate::text!("opok-square-alone")))
        }
        _ => Err(with_syntax(crate::text!(
            "opok-not-a-move",
            text = shorten(text)
        ))),
    }
}
