//! Move notation: one parser and one formatter for every game.
//!
//! Parsing is two steps. [`parse`] turns text into [`MoveText`] readings
//! (what the text says: piece, partial from-square, to-square, capture
//! sign, promotion, drop, castling, swap) without looking at a position;
//! [`resolve`] finds the one move in a list of legal (or pseudo-legal)
//! moves that a reading describes, or says precisely why there is none or
//! more than one. [`Position::parse_move`] does both against the position's
//! own moves.
//!
//! Accepted input, in any mix:
//! - SAN: `Nf3`, `exd5`, `e8=Q`, `Nbd2`, `R1a3`, `O-O`, `O-O-O` (also with
//!   zeros), `Dxe6` (Dragon, only where the game has dragons);
//! - long algebraic: `e2e4`, `e2-e4`, `e7e8q`, `Ng1-f3`, `b2xc5`; castling
//!   as king to its destination (`e1g1`) or king to rook (`e1h1`);
//! - drops `N@e4`, `@e4` (pawn), `K/c2`; swaps `b2<>d4`, `swap b2 d4`;
//!   castling by squares `castle e1 h1`;
//! - Polish (korpalski.md): `K` król, `H` hetman, `W` wieża, `G` goniec,
//!   `S` skoczek, `p` pionek; `K/c2`, `Ke5-d6`, `pa2-a1=H`, `Wb5:c5`,
//!   `W:f3`, short `Kb3`, `pe8=H`.
//!
//! Squares are case-insensitive (files `a`…`l`, ranks `1`…`12`). A leading
//! upper-case piece letter is a piece (`Bxc3` bishop), a leading lower-case
//! file letter is a file (`bxc3` pawn). Trailing `+ # X ! ?`, `e.p.` and a
//! leading move number (`12.`) are ignored. A pawn move written without a from-file stays on its file
//! (`e4`, `pe8=H`), as in SAN.

use crate::rules::shorten;
use std::fmt;

use super::geometry::{file_char, file_of_char, parse_rank, Square};
use super::moves::{Move, MoveKind};
use super::piece::{Kind, KindSet};
use super::position::Position;
use super::variant::Castling;

/// Output notations.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Style {
    /// Standard algebraic: `Nf3`, `exd5`, `e8=Q`, `O-O`, `N@e4`, `b2<>d4`,
    /// disambiguated against the move list.
    San,
    /// Long algebraic: `e2e4`, `e7e8q`, castling `e1g1` (chess) or `e1h1`
    /// (Chpok, king then rook), `N@e4`, `b2<>d4`.
    Long,
    /// Polish, full form (korpalski.md): `Ke5-d6`, `Wb5:c5`, `pa2-a1=H`,
    /// `K/c2`; mate is `X`.
    Polish,
}

/// What shape of move a text describes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Form {
    /// A man moves on the board.
    Board,
    /// A man is dropped from the reserve (`N@e4`, `K/c2`).
    Drop,
    /// `O-O` (`high`: toward the higher files) or `O-O-O`.
    Castle { high: bool },
    /// `castle e1 h1`: castling named by the king's and the rook's squares
    /// (`from_*` = king, `to` = rook).
    CastleSquares,
    /// `b2<>d4`: two own men change places (`from_*` and `to`).
    Swap,
}

/// One reading of a move text: what it says, before any position is
/// consulted. Squares may lie off the game's board (`i9` on 8×8); that is
/// found when resolving.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MoveText {
    pub form: Form,
    /// The piece letter, if one was written (for drops: the dropped kind,
    /// `Pawn` when none was written).
    pub piece: Option<Kind>,
    /// What is known of the from-square (0-based file / rank).
    pub from_file: Option<u8>,
    pub from_rank: Option<u8>,
    /// The destination (rook square for [`Form::CastleSquares`]); `None`
    /// only for `O-O` / `O-O-O`.
    pub to: Option<Square>,
    /// A capture sign (`x`, `:`) was written. Informational: a capture
    /// written without it, or the reverse, still resolves.
    pub capture: bool,
    pub promotion: Option<Kind>,
    /// A second-choice reading, used only when the readings before it name
    /// no move (an upper-case square `B2C3` after the SAN reading "bishop
    /// from rank 2", so `B1d2` stays SAN).
    pub fallback: bool,
}

impl MoveText {
    fn board(piece: Option<Kind>, from: (Option<u8>, Option<u8>), to: Square) -> MoveText {
        MoveText {
            form: Form::Board,
            piece,
            from_file: from.0,
            from_rank: from.1,
            to: Some(to),
            capture: false,
            promotion: None,
            fallback: false,
        }
    }

    fn squares(form: Form, a: Square, b: Square) -> MoveText {
        MoveText {
            form,
            piece: None,
            from_file: Some(a.file()),
            from_rank: Some(a.rank()),
            to: Some(b),
            capture: false,
            promotion: None,
            fallback: false,
        }
    }

    /// The from-square when both file and rank were written.
    pub fn from_square(&self) -> Option<Square> {
        Square::new(self.from_file?, self.from_rank?)
    }
}

/// Why a text is not a move at all.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ParseError {
    Empty,
    /// Not a move in any notation the bot knows.
    NotAMove(String),
    /// Looks like a square but is none (`m4`, `e0`, `e13`).
    BadSquare(String),
    /// A piece letter that means nothing here (promotion to `X`; `D` in a
    /// game without dragons).
    BadPiece(char),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => f.write_str("Please type a move."),
            ParseError::NotAMove(t) => write!(f, "'{}' is not a move.", shorten(t)),
            ParseError::BadSquare(t) => write!(f, "'{}' is not a square.", shorten(t)),
            ParseError::BadPiece(c) => write!(f, "'{c}' is not a piece here."),
        }
    }
}

impl std::error::Error for ParseError {}

/// Why a text does not name exactly one move of the list. The `Display`
/// text is a short sentence for the player.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveError {
    Parse(ParseError),
    /// A square that is not on this board.
    OffBoard(Square),
    /// The mover has no such man (none of that kind, or nothing on the
    /// written from-square / file / rank).
    NoSuchPiece {
        piece: Option<Kind>,
        from: String,
    },
    /// Nothing of that kind in the mover's reserve.
    NotInReserve(Kind),
    /// The mover has such men but none can make the move. `what` describes
    /// the attempt (`knight to e5`, `castling`, `pawn drop on a1`).
    CannotGo {
        what: String,
    },
    /// Several moves fit; `texts` are the candidates in SAN (unique and
    /// parseable), in the order of `moves`, so the bot can ask which.
    Ambiguous {
        moves: Vec<Move>,
        texts: Vec<String>,
    },
    /// A pawn move to the last rank written without the new piece.
    PromotionMissing {
        choices: KindSet,
        example: String,
    },
    /// The written promotion piece is not allowed (or the move does not
    /// promote).
    PromotionNotAllowed(Kind),
}

impl From<ParseError> for MoveError {
    fn from(e: ParseError) -> Self {
        MoveError::Parse(e)
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Parse(e) => e.fmt(f),
            MoveError::OffBoard(sq) => write!(f, "There is no square {sq} on this board."),
            MoveError::NoSuchPiece { piece, from } => {
                let what = piece.map_or("piece", Kind::name);
                if from.is_empty() {
                    write!(f, "You have no {what}.")
                } else {
                    write!(f, "You have no {what} on {from}.")
                }
            }
            MoveError::NotInReserve(k) => write!(f, "You have no {k} to drop."),
            MoveError::CannotGo { what } => write!(f, "No legal move: {what}."),
            MoveError::Ambiguous { texts, .. } => write!(f, "Which one: {}?", or_list(texts)),
            MoveError::PromotionMissing { choices, example } => {
                let letters: Vec<String> = choices.iter().map(|k| k.letter().to_string()).collect();
                write!(
                    f,
                    "Which piece should the pawn become: {}? For example {example}.",
                    or_list(&letters)
                )
            }
            MoveError::PromotionNotAllowed(k) => write!(f, "The pawn cannot become a {k} here."),
        }
    }
}

impl std::error::Error for MoveError {}

/// `a`, `a or b`, `a, b or c`.
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

// ---------------------------------------------------------------- parsing

/// Parses a move text into its readings, most likely first (see the module
/// doc). Usually one; two when an upper-case letter may be a piece or a
/// file (`B2C3`) or a lower-case `k` a file or the king (`kf2`). `dragons`: the
/// game has dragons, so `D` is the Dragon. Never panics, on any input.
pub fn parse(text: &str, dragons: bool) -> Result<Vec<MoveText>, ParseError> {
    let text = clean(text);
    if text.is_empty() {
        return Err(ParseError::Empty);
    }
    let not_a_move = || ParseError::NotAMove(text.clone());

    // Word forms: `castle e1 h1`, `swap b2 d4`.
    let lower = text.to_ascii_lowercase();
    for (word, form) in [("castle", Form::CastleSquares), ("swap", Form::Swap)] {
        if let Some(rest) = lower.strip_prefix(word) {
            if rest.starts_with(char::is_whitespace) {
                let (a, b) = two_squares(rest).ok_or_else(not_a_move)?;
                return Ok(vec![MoveText::squares(form, a, b)]);
            }
        }
    }

    let cs: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();

    // O-O, O-O-O (letter O or zero, dashes optional).
    if cs.iter().all(|c| matches!(c, 'O' | 'o' | '0' | '-')) {
        let n = cs.iter().filter(|&&c| c != '-').count();
        if n == 2 || n == 3 {
            return Ok(vec![MoveText {
                form: Form::Castle { high: n == 2 },
                piece: Some(Kind::King),
                from_file: None,
                from_rank: None,
                to: None,
                capture: false,
                promotion: None,
                fallback: false,
            }]);
        }
        return Err(not_a_move());
    }

    let compact: String = cs.iter().collect();
    if let Some((a, b)) = compact.split_once("<>") {
        let a = square_or_error(a)?;
        let b = square_or_error(b)?;
        return Ok(vec![MoveText::squares(Form::Swap, a, b)]);
    }

    // Drops: `N@e4`, `@e4`, `K/c2`.
    let drop_split = compact
        .split_once('@')
        .or_else(|| (cs.len() > 2 && cs[1] == '/').then(|| compact.split_at(cs[0].len_utf8())))
        .map(|(l, r)| (l, r.strip_prefix('/').unwrap_or(r)));
    if let Some((left, right)) = drop_split {
        let mut letters = left.chars();
        let kind = match (letters.next(), letters.next()) {
            (None, _) => Kind::Pawn,
            (Some(c), None) => Kind::from_letter(c, dragons).ok_or(ParseError::BadPiece(c))?,
            _ => return Err(not_a_move()),
        };
        let to = square_or_error(right)?;
        return Ok(vec![MoveText {
            form: Form::Drop,
            piece: Some(kind),
            from_file: None,
            from_rank: None,
            to: Some(to),
            capture: false,
            promotion: None,
            fallback: false,
        }]);
    }

    parse_board_move(&cs, dragons).ok_or_else(not_a_move)?
}

/// Removes what never matters: a leading move number, check/mate/annotation
/// marks, `e.p.`, and typographic variants of `x` and `-`.
fn clean(text: &str) -> String {
    let mut s: String = text
        .chars()
        .map(|c| match c {
            '×' => 'x',
            '–' | '—' | '−' => '-',
            c => c,
        })
        .collect();
    // A move number in front (`12.`, `3...`) as in a pasted record.
    let trimmed = s.trim_start();
    let digits = trimmed.len()
        - trimmed
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .len();
    if digits > 0 && trimmed[digits..].starts_with('.') {
        s = trimmed[digits..].trim_start_matches('.').to_string();
    }
    loop {
        let before = s.len();
        let t = s
            .trim_end()
            .trim_end_matches(['+', '#', 'X', '!', '?', '‡', '†']);
        s.truncate(t.len());
        let lower = s.to_ascii_lowercase();
        if lower.ends_with("e.p.") {
            s.truncate(s.len() - 4);
        } else if lower.ends_with(" ep") {
            s.truncate(s.len() - 3);
        }
        if s.len() == before {
            break;
        }
    }
    s.trim().to_string()
}

/// `e1 h1`, `e1h1`, `e1-h1` → two squares.
fn two_squares(s: &str) -> Option<(Square, Square)> {
    let compact: String = s
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .collect();
    let cs: Vec<char> = compact.chars().collect();
    // Split after the first square's rank digits.
    let first_digit = cs.iter().position(|c| c.is_ascii_digit())?;
    let split = cs[first_digit..]
        .iter()
        .position(|c| !c.is_ascii_digit())
        .map(|n| first_digit + n)?;
    let a: String = cs[..split].iter().collect();
    let b: String = cs[split..].iter().collect();
    Some((Square::parse(&a)?, Square::parse(&b)?))
}

/// A whole string that must be one square.
fn square_or_error(s: &str) -> Result<Square, ParseError> {
    Square::parse(s).ok_or_else(|| {
        if s.is_empty() {
            ParseError::NotAMove(s.to_string())
        } else {
            ParseError::BadSquare(s.to_string())
        }
    })
}

/// The board-move grammar, read from the end:
/// `[piece] [from-file] [from-rank] [x|:|-] to-square [[=|/]promotion | (promotion)]`.
/// `None` when the text does not have that shape.
fn parse_board_move(cs: &[char], dragons: bool) -> Option<Result<Vec<MoveText>, ParseError>> {
    let mut end = cs.len();
    let mut promotion = None;
    if end >= 3 && cs[end - 1] == ')' && cs[end - 3] == '(' {
        promotion = Some(cs[end - 2]);
        end -= 3;
    } else if end >= 2
        && cs[end - 1].is_alphabetic()
        && (cs[end - 2].is_ascii_digit() || matches!(cs[end - 2], '=' | '/'))
    {
        promotion = Some(cs[end - 1]);
        end -= 1;
    }
    if end >= 1 && matches!(cs[end - 1], '=' | '/') {
        end -= 1;
    }
    let promotion = match promotion {
        None => None,
        Some(c) => match Kind::from_letter(c, dragons) {
            Some(k) => Some(k),
            None if c.is_ascii_alphabetic() => return Some(Err(ParseError::BadPiece(c))),
            None => return None,
        },
    };

    // The destination square: a file letter and 1–2 rank digits.
    let digits_start = (0..end)
        .rev()
        .take_while(|&i| cs[i].is_ascii_digit())
        .last()?;
    if digits_start == 0 {
        return None;
    }
    let digits: String = cs[digits_start..end].iter().collect();
    let file_c = cs[digits_start - 1];
    let written = || format!("{file_c}{digits}");
    let to = match (file_of_char(file_c), parse_rank(&digits)) {
        (Some(f), Some(r)) => Square::new(f, r)?,
        _ if file_c.is_ascii_alphabetic() => return Some(Err(ParseError::BadSquare(written()))),
        _ => return None,
    };
    end = digits_start - 1;

    let mut capture = false;
    if end >= 1 && matches!(cs[end - 1], 'x' | 'X' | ':' | '-') {
        capture = cs[end - 1] != '-';
        end -= 1;
    }

    let prefix = &cs[..end];
    let mut readings = Vec::new();
    match prefix.first() {
        None => readings.push(MoveText::board(None, (None, None), to)),
        Some(&c0) => {
            let as_piece = piece_letter(c0, dragons).and_then(|k| {
                from_spec(&prefix[1..]).map(|from| MoveText::board(Some(k), from, to))
            });
            let as_file = from_spec(prefix).map(|from| MoveText::board(None, from, to));
            if c0.is_ascii_uppercase() {
                // An upper-case piece letter is the piece; as a file only in
                // a full upper-case from-square (`B2C3`), and only second.
                readings.extend(as_piece);
                if let Some(mut t) = as_file {
                    if as_piece.is_none() {
                        readings.push(t);
                    } else if t.from_file.is_some() && t.from_rank.is_some() {
                        t.fallback = true;
                        readings.push(t);
                    }
                }
            } else {
                readings.extend(as_file);
                // Lower-case `k` is the king only in the bare `kf2`; with a
                // from-square after it (`k10f10`) it is the k-file.
                if c0 != 'k' || prefix.len() == 1 {
                    readings.extend(as_piece);
                }
            }
        }
    }
    if readings.is_empty() {
        return None;
    }
    for r in &mut readings {
        r.capture = capture;
        r.promotion = promotion;
    }
    Some(Ok(readings))
}

/// A leading piece letter: any upper-case piece letter; lower case only
/// where it cannot be a file (`n q r p s w`), and `k` (also file `k`).
fn piece_letter(c: char, dragons: bool) -> Option<Kind> {
    if c.is_ascii_uppercase() || matches!(c, 'n' | 'q' | 'r' | 'p' | 's' | 'w' | 'k') {
        Kind::from_letter(c, dragons)
    } else {
        None
    }
}

/// `""`, file, rank, or file + rank.
fn from_spec(cs: &[char]) -> Option<(Option<u8>, Option<u8>)> {
    let (file, rest) = match cs.first().and_then(|&c| file_of_char(c)) {
        Some(f) => (Some(f), &cs[1..]),
        None => (None, cs),
    };
    if rest.is_empty() {
        return Some((file, None));
    }
    let digits: String = rest.iter().collect();
    Some((file, Some(parse_rank(&digits)?)))
}

// ---------------------------------------------------------------- resolving

/// Finds the move of `moves` (legal or pseudo-legal moves of `pos`, maybe
/// filtered by the game) that `readings` describe. When the readings
/// together name one move, that is it; when they name several (two
/// knights; `kf2` as a k-file pawn and as the king),
/// [`MoveError::Ambiguous`] lists them; fallback readings count only when
/// the others name nothing. When none names a move, the error is the first
/// reading's (a missing promotion piece first: the player must say more).
/// `default_promotion`: the piece a promotion without a letter becomes
/// (Kriegspiel: queen); `None` makes it [`MoveError::PromotionMissing`].
pub fn resolve(
    pos: &Position,
    readings: &[MoveText],
    moves: &[Move],
    default_promotion: Option<Kind>,
) -> Result<Move, MoveError> {
    let mut found: Vec<Move> = Vec::new();
    let mut first_error = None;
    for t in readings {
        if t.fallback && !found.is_empty() {
            break;
        }
        let hits = match resolve_one(pos, t, moves, default_promotion) {
            Ok(m) => vec![m],
            Err(MoveError::Ambiguous { moves, .. }) => moves,
            Err(e @ MoveError::PromotionMissing { .. }) => {
                first_error = Some(e);
                continue;
            }
            Err(e) => {
                first_error.get_or_insert(e);
                continue;
            }
        };
        for m in hits {
            if !found.contains(&m) {
                found.push(m);
            }
        }
    }
    match found.len() {
        0 => Err(first_error.unwrap_or(MoveError::Parse(ParseError::Empty))),
        1 => Ok(found[0]),
        _ => Err(ambiguous(pos, found, moves)),
    }
}

fn resolve_one(
    pos: &Position,
    t: &MoveText,
    moves: &[Move],
    default_promotion: Option<Kind>,
) -> Result<Move, MoveError> {
    let g = pos.geometry();
    for sq in [t.to, t.from_square()].into_iter().flatten() {
        if !g.contains(sq) {
            return Err(MoveError::OffBoard(sq));
        }
    }
    let found: Vec<Move> = match t.form {
        Form::Castle { high } => moves
            .iter()
            .filter(|m| m.is_castle() && (m.to.file() > m.from.file()) == high)
            .copied()
            .collect(),
        Form::CastleSquares => moves
            .iter()
            .filter(|m| m.is_castle() && Some(m.from) == t.from_square() && Some(m.to) == t.to)
            .copied()
            .collect(),
        Form::Swap => moves
            .iter()
            .filter(|m| {
                let (a, b) = (t.from_square(), t.to);
                m.kind == MoveKind::Swap
                    && ((Some(m.from) == a && Some(m.to) == b)
                        || (Some(m.from) == b && Some(m.to) == a))
            })
            .copied()
            .collect(),
        Form::Drop => moves
            .iter()
            .filter(|m| m.dropped() == t.piece && Some(m.to) == t.to)
            .copied()
            .collect(),
        Form::Board => return resolve_board(pos, t, moves, default_promotion),
    };
    match found.as_slice() {
        [one] => Ok(*one),
        [] => Err(match t.form {
            Form::Drop => {
                let kind = t.piece.unwrap_or(Kind::Pawn);
                if pos.reserve(pos.side_to_move(), kind) == 0 {
                    MoveError::NotInReserve(kind)
                } else {
                    let to = t.to.map(|s| s.to_string()).unwrap_or_default();
                    MoveError::CannotGo {
                        what: format!("{kind} drop on {to}"),
                    }
                }
            }
            Form::Swap => MoveError::CannotGo {
                what: "these men cannot swap".into(),
            },
            _ => MoveError::CannotGo {
                what: "castling".into(),
            },
        }),
        _ => Err(ambiguous(pos, found, moves)),
    }
}

fn resolve_board(
    pos: &Position,
    t: &MoveText,
    moves: &[Move],
    default_promotion: Option<Kind>,
) -> Result<Move, MoveError> {
    let to =
        t.to.ok_or_else(|| MoveError::Parse(ParseError::NotAMove(String::new())))?;
    let full_from = t.from_square();
    // No letter and no full from-square: a pawn (SAN). A pawn without a
    // from-file stays on its file.
    let piece = t.piece.or(if full_from.is_some() {
        None
    } else {
        Some(Kind::Pawn)
    });
    let from_file = match (piece, t.from_file) {
        (Some(Kind::Pawn), None) => Some(to.file()),
        (_, f) => f,
    };
    let from_ok = |sq: Square| {
        from_file.is_none_or(|f| sq.file() == f) && t.from_rank.is_none_or(|r| sq.rank() == r)
    };
    let kind_ok = |sq: Square| piece.is_none_or(|k| pos.piece_at(sq).map(|p| p.kind) == Some(k));

    let mut found: Vec<Move> = Vec::new();
    for &m in moves {
        let hit = match m.kind {
            MoveKind::Drop(_) | MoveKind::Swap => false,
            // Castling by squares: king then rook, or king then its
            // destination (chess `e1g1`); never written as a capture.
            MoveKind::Castle => {
                !t.capture
                    && full_from == Some(m.from)
                    && piece.is_none_or(|k| k == Kind::King)
                    && (to == m.to || to == pos.castle_destinations(m.from, m.to).0)
            }
            _ => m.to == to && from_ok(m.from) && kind_ok(m.from),
        };
        if hit {
            found.push(m);
        }
    }

    // Promotion.
    let promoting = !found.is_empty() && found.iter().all(|m| m.promotion().is_some());
    match t.promotion {
        Some(k) => {
            if found.is_empty() {
                // Fall through to the "why not" below.
            } else if !promoting {
                return Err(MoveError::PromotionNotAllowed(k));
            } else {
                found.retain(|m| m.promotion() == Some(k));
                if found.is_empty() {
                    return Err(MoveError::PromotionNotAllowed(k));
                }
            }
        }
        None if promoting => {
            let chosen: Vec<Move> = match default_promotion {
                Some(k) => found
                    .iter()
                    .copied()
                    .filter(|m| m.promotion() == Some(k))
                    .collect(),
                None => Vec::new(),
            };
            if chosen.is_empty() {
                let mut pairs: Vec<(Square, Square)> =
                    found.iter().map(|m| (m.from, m.to)).collect();
                pairs.dedup();
                if pairs.len() == 1 {
                    let choices = found
                        .iter()
                        .filter_map(|m| m.promotion())
                        .fold(KindSet::EMPTY, |s, k| s.with(k));
                    let example = san_with(pos, found[0], moves);
                    return Err(MoveError::PromotionMissing { choices, example });
                }
                return Err(ambiguous(pos, found, moves));
            }
            found = chosen;
        }
        None => {}
    }

    match found.as_slice() {
        [one] => Ok(*one),
        [] => Err(why_not(pos, piece, from_file, t.from_rank, to)),
        _ => Err(ambiguous(pos, found, moves)),
    }
}

/// No move fits: either the mover has no such man, or none can go there.
fn why_not(
    pos: &Position,
    piece: Option<Kind>,
    from_file: Option<u8>,
    from_rank: Option<u8>,
    to: Square,
) -> MoveError {
    let side = pos.side_to_move();
    let have = pos.pieces().any(|(sq, p)| {
        p.color == side
            && piece.is_none_or(|k| p.kind == k)
            && from_file.is_none_or(|f| sq.file() == f)
            && from_rank.is_none_or(|r| sq.rank() == r)
    });
    let from = match (from_file, from_rank) {
        (Some(f), Some(r)) => Square::new(f, r).map(|s| s.to_string()).unwrap_or_default(),
        (Some(f), None) if piece != Some(Kind::Pawn) => format!("file {}", file_char(f)),
        (Some(f), None) => format!("the {}-file", file_char(f)),
        (None, Some(r)) => format!("rank {}", r + 1),
        (None, None) => String::new(),
    };
    if !have {
        return MoveError::NoSuchPiece { piece, from };
    }
    let what = match (piece, from.is_empty()) {
        (Some(k), true) => format!("{k} to {to}"),
        (Some(k), false) => format!("{k} from {from} to {to}"),
        (None, _) => format!("{from} to {to}"),
    };
    MoveError::CannotGo { what }
}

fn ambiguous(pos: &Position, mut found: Vec<Move>, moves: &[Move]) -> MoveError {
    found.dedup();
    let texts = found.iter().map(|&m| san_with(pos, m, moves)).collect();
    MoveError::Ambiguous {
        moves: found,
        texts,
    }
}

// ---------------------------------------------------------------- formatting

/// SAN of `mv` in `pos`, disambiguated against `moves` (the list the move
/// came from), without check marks. Unique within `moves` and parsed back
/// to `mv` by [`resolve`].
pub fn san_with(pos: &Position, mv: Move, moves: &[Move]) -> String {
    match mv.kind {
        MoveKind::Drop(k) => format!("{}@{}", k.letter(), mv.to),
        MoveKind::Swap => format!("{}<>{}", mv.from, mv.to),
        MoveKind::Castle => castle_text(pos, mv, moves),
        _ => {
            let Some(piece) = pos.piece_at(mv.from) else {
                return format!("{}{}", mv.from, mv.to);
            };
            let capture = if pos.is_capture(mv) { "x" } else { "" };
            let promo = mv
                .promotion()
                .map_or(String::new(), |k| format!("={}", k.letter()));
            // Other men of the same kind that could make "the same" move.
            let rivals: Vec<Square> = moves
                .iter()
                .filter(|m| {
                    m.to == mv.to
                        && m.from != mv.from
                        && m.promotion() == mv.promotion()
                        && matches!(
                            m.kind,
                            MoveKind::Normal
                                | MoveKind::DoubleStep
                                | MoveKind::EnPassant
                                | MoveKind::Promotion(_)
                        )
                        && pos.piece_at(m.from).map(|p| p.kind) == Some(piece.kind)
                })
                .map(|m| m.from)
                .collect();
            if piece.kind == Kind::Pawn {
                // SAN pawns: a capture names the from-file; a pawn move
                // staying on its file names nothing. Rivals on the same
                // file (pawns moving back) need the full from-square.
                let stays = mv.from.file() == mv.to.file();
                let clash = rivals.iter().any(|r| r.file() == mv.from.file());
                if clash {
                    return format!("{}{capture}{}{promo}", mv.from, mv.to);
                }
                let file = if stays {
                    String::new()
                } else {
                    file_char(mv.from.file()).to_string()
                };
                let capture = if stays { "" } else { "x" };
                return format!("{file}{capture}{}{promo}", mv.to);
            }
            let dis = if rivals.is_empty() {
                String::new()
            } else if rivals.iter().all(|r| r.file() != mv.from.file()) {
                file_char(mv.from.file()).to_string()
            } else if rivals.iter().all(|r| r.rank() != mv.from.rank()) {
                (mv.from.rank() + 1).to_string()
            } else {
                mv.from.to_string()
            };
            format!("{}{dis}{capture}{}{promo}", piece.kind.letter(), mv.to)
        }
    }
}

/// `O-O` / `O-O-O` when that names one castling of `moves`, otherwise
/// `castle e1 h1`.
fn castle_text(pos: &Position, mv: Move, moves: &[Move]) -> String {
    let high = mv.to.file() > mv.from.file();
    let same_side = moves
        .iter()
        .filter(|m| m.is_castle() && (m.to.file() > m.from.file()) == high)
        .count();
    if same_side <= 1 || pos.rules().castling == Castling::Chess {
        if high { "O-O" } else { "O-O-O" }.to_string()
    } else {
        format!("castle {} {}", mv.from, mv.to)
    }
}

/// Long algebraic (see [`Style::Long`]).
pub fn long_with(pos: &Position, mv: Move, moves: &[Move]) -> String {
    match mv.kind {
        MoveKind::Drop(k) => format!("{}@{}", k.letter(), mv.to),
        MoveKind::Swap => format!("{}<>{}", mv.from, mv.to),
        MoveKind::Castle if pos.rules().castling == Castling::Chess => {
            format!("{}{}", mv.from, pos.castle_destinations(mv.from, mv.to).0)
        }
        MoveKind::Castle => {
            // King then rook; when a king could also take that rook (cruel
            // kings) the plain squares would be ambiguous.
            let clash = moves
                .iter()
                .any(|m| !m.is_castle() && m.from == mv.from && m.to == mv.to);
            if clash {
                format!("castle {} {}", mv.from, mv.to)
            } else {
                format!("{}{}", mv.from, mv.to)
            }
        }
        _ => {
            // A king step that reads like a castling by squares (cruel
            // kings taking an adjacent rook; odd chess set-ups) is written
            // so that it cannot: as a capture, or else in SAN.
            let like_castle = moves.iter().any(|m| {
                m.is_castle()
                    && m.from == mv.from
                    && (m.to == mv.to || pos.castle_destinations(m.from, m.to).0 == mv.to)
            });
            let promo = mv.promotion().map_or(String::new(), |k| {
                k.letter().to_ascii_lowercase().to_string()
            });
            match (like_castle, pos.is_capture(mv)) {
                (false, _) => format!("{}{}{promo}", mv.from, mv.to),
                (true, true) => format!("{}x{}{promo}", mv.from, mv.to),
                (true, false) => san_with(pos, mv, moves),
            }
        }
    }
}

/// Polish full form (see [`Style::Polish`]).
pub fn polish_with(pos: &Position, mv: Move, moves: &[Move]) -> String {
    match mv.kind {
        MoveKind::Drop(k) => format!("{}/{}", k.polish_letter(), mv.to),
        MoveKind::Swap => format!("{}<>{}", mv.from, mv.to),
        MoveKind::Castle => castle_text(pos, mv, moves),
        _ => {
            let letter = pos
                .piece_at(mv.from)
                .map_or('?', |p| p.kind.polish_letter());
            let sep = if pos.is_capture(mv) { ':' } else { '-' };
            let promo = mv.promotion().map_or(String::new(), |k| {
                format!("={}", k.polish_letter().to_ascii_uppercase())
            });
            format!("{letter}{}{sep}{}{promo}", mv.from, mv.to)
        }
    }
}

impl Position {
    /// Parses a player's text against [`Position::moves`].
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        self.parse_move_in(text, &self.moves(), None)
    }

    /// Parses a player's text against `moves` (a game's own filtered list),
    /// with an optional default promotion piece.
    pub fn parse_move_in(
        &self,
        text: &str,
        moves: &[Move],
        default_promotion: Option<Kind>,
    ) -> Result<Move, MoveError> {
        let readings = parse(text, self.rules().dragons)?;
        resolve(self, &readings, moves, default_promotion)
    }

    /// SAN of `mv` (a move of this position), without check marks.
    pub fn san(&self, mv: Move) -> String {
        san_with(self, mv, &self.moves())
    }

    /// Long algebraic of `mv`.
    pub fn long(&self, mv: Move) -> String {
        // Only a king's move (a castling included) can need the other
        // moves to be written unambiguously; saving a game writes every
        // move, so the others skip generating them.
        let king = !mv.is_drop() && self.piece_at(mv.from).is_some_and(|p| p.kind == Kind::King);
        let moves = if king || mv.is_castle() {
            self.moves()
        } else {
            Vec::new()
        };
        long_with(self, mv, &moves)
    }

    /// Polish full form of `mv`, without check marks.
    pub fn polish(&self, mv: Move) -> String {
        polish_with(self, mv, &self.moves())
    }

    /// `mv` in `style`; with `marks`, a check is followed by `+` and a
    /// checkmate (only under a check rule) by `#` (Polish: `X`). In games
    /// without a check rule `+` means an enemy king is attacked.
    pub fn format_move(&self, mv: Move, style: Style, marks: bool) -> String {
        let moves = self.moves();
        let mut s = match style {
            Style::San => san_with(self, mv, &moves),
            Style::Long => long_with(self, mv, &moves),
            Style::Polish => polish_with(self, mv, &moves),
        };
        if marks && style != Style::Long {
            let after = self.after(mv);
            if after.in_check() {
                let mate = self.rules().check_rule && after.moves().is_empty();
                s.push(match (mate, style) {
                    (false, _) => '+',
                    (true, Style::Polish) => 'X',
                    (true, _) => '#',
                });
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> MoveText {
        let r = parse(text, false).unwrap();
        r[0]
    }

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn parse_shapes() {
        let t = one("Nf3");
        assert_eq!((t.piece, t.to), (Some(Kind::Knight), Some(sq("f3"))));
        let t = one("exd5");
        assert_eq!((t.piece, t.from_file, t.capture), (None, Some(4), true));
        let t = one("Bxc3");
        assert_eq!(t.piece, Some(Kind::Bishop));
        let t = one("bxc3");
        assert_eq!((t.piece, t.from_file), (None, Some(1)));
        let t = one("e7e8q");
        assert_eq!(
            (t.from_square(), t.promotion),
            (Some(sq("e7")), Some(Kind::Queen))
        );
        let t = one("pa2-a1=H");
        assert_eq!(
            (t.piece, t.from_square(), t.promotion),
            (Some(Kind::Pawn), Some(sq("a2")), Some(Kind::Queen))
        );
        let t = one("W:f3");
        assert_eq!(
            (t.piece, t.capture, t.to),
            (Some(Kind::Rook), true, Some(sq("f3")))
        );
        let t = one("K/c2");
        assert_eq!((t.form, t.piece), (Form::Drop, Some(Kind::King)));
        let t = one("@e4");
        assert_eq!((t.form, t.piece), (Form::Drop, Some(Kind::Pawn)));
        assert_eq!(one("O-O").form, Form::Castle { high: true });
        assert_eq!(one("0-0-0").form, Form::Castle { high: false });
        assert_eq!(one("castle e1 h1").form, Form::CastleSquares);
        assert_eq!(one("b2<>d4").form, Form::Swap);
        assert_eq!(one("swap b2 d4").form, Form::Swap);
        let t = one("R10a12");
        assert_eq!((t.from_rank, t.to), (Some(9), Some(sq("a12"))));
        let t = one("Nbd2+!?");
        assert_eq!((t.from_file, t.to), (Some(1), Some(sq("d2"))));
        let t = one("exd6 e.p.");
        assert_eq!(t.to, Some(sq("d6")));
        // Two readings: a piece first, an upper-case square second.
        let r = parse("B2C3", false).unwrap();
        assert_eq!(r.len(), 2);
        assert_eq!(r[0].piece, Some(Kind::Bishop));
        assert_eq!(r[1].from_square(), Some(sq("b2")));
        // D is a file without dragons, the Dragon with them.
        assert_eq!(one("Dxe5").from_file, Some(3));
        assert_eq!(parse("Dxe5", true).unwrap()[0].piece, Some(Kind::Dragon));
    }

    #[test]
    fn parse_errors() {
        assert_eq!(parse("", false), Err(ParseError::Empty));
        assert_eq!(parse("  +# ", false), Err(ParseError::Empty));
        assert!(matches!(
            parse("hello", false),
            Err(ParseError::NotAMove(_))
        ));
        assert_eq!(parse("m4", false), Err(ParseError::BadSquare("m4".into())));
        assert_eq!(
            parse("e13", false),
            Err(ParseError::BadSquare("e13".into()))
        );
        assert_eq!(parse("Ne0", false), Err(ParseError::BadSquare("e0".into())));
        assert_eq!(parse("e8=Z", false), Err(ParseError::BadPiece('Z')));
        assert_eq!(parse("e8=D", false), Err(ParseError::BadPiece('D')));
        assert!(parse("e8=D", true).is_ok());
        assert!(parse("O-O-O-O", false).is_err());
        assert!(parse("Ж@e4", false).is_err());
        assert!(parse("é4", false).is_err());
    }
}
