//! The referee: what an attempt means on the mover's own board, whether it
//! is legal on the real board, and what is announced after a legal move.
//!
//! Everything a player is told about the other side comes out of
//! [`announcements`] (or, in the `english` rules, the answers to `Any?` and
//! `No`); everything else a player is shown is built from
//! [`own_board`], which holds the player's men and nothing else.

use super::KIND;
use crate::i18n::{Lang, Text};
use crate::rules::chess::notation::{self, Form, MoveText};
use crate::rules::chess::{ChessGame, Kind, Move, MoveError, MoveKind, Position, Square, Status};
use crate::rules::{Refusal, Seat};

/// The longest attempt text kept for the record when it names no move of
/// the mover's own board.
const MAX_TRIED_CHARS: usize = 16;

/// `seat`'s own board: the real position with every enemy man taken off,
/// and nothing the enemy's last move set (en passant square, clocks).
/// Resolving text and drawing a player's view use this board only, so no
/// answer can depend on where the enemy stands.
pub fn own_board(pos: &Position, seat: Seat) -> Position {
    let mut own = Position::empty(*pos.rules()).unwrap_or_else(|_| pos.clone());
    for (sq, p) in pos.pieces() {
        if p.color == seat {
            own.put(sq, Some(p));
        }
    }
    own.set_side_to_move(seat);
    // Castling rights follow the mover's own king and rooks (a rook taken
    // on its corner is announced and gone from the own board too).
    own.set_castling_rights(pos.castling_rights());
    own.set_fullmove_number(pos.fullmove_number());
    own
}

/// What a player's text stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// A move that looks possible on the mover's own board.
    Move(Move),
    /// A move text that names no such move (no man there, a bishop moving
    /// straight, own men in the way): an illegal attempt all the same.
    Impossible(String),
}

impl Attempt {
    /// How the attempt is written in the record: long algebraic for moves
    /// (`e2e4`, `e7e8q`, `O-O`), the cleaned text otherwise.
    pub fn text(&self) -> String {
        match self {
            Attempt::Move(m) => own_long(*m),
            Attempt::Impossible(t) => t.clone(),
        }
    }

    /// A pawn moving diagonally: what the `english` rules call a pawn
    /// capture attempt.
    pub fn is_pawn_capture(&self, own: &Position) -> bool {
        match self {
            Attempt::Move(m) => {
                own.piece_at(m.from).is_some_and(|p| p.kind == Kind::Pawn)
                    && m.from.file() != m.to.file()
            }
            Attempt::Impossible(_) => false,
        }
    }
}

/// A move as the mover knows it: `e2e4`, `e7e8q`, castling `O-O` / `O-O-O`.
/// Never says whether it captured (that is the announcement's job).
pub fn own_long(m: Move) -> String {
    match m.kind {
        MoveKind::Castle => {
            if m.to.file() > m.from.file() {
                "O-O".to_string()
            } else {
                "O-O-O".to_string()
            }
        }
        _ => {
            let promo = m
                .promotion()
                .map(|k| k.letter().to_ascii_lowercase().to_string())
                .unwrap_or_default();
            format!("{}{}{promo}", m.from, m.to)
        }
    }
}

/// Reads `text` typed by the side to move of `pos` against that side's own
/// board. `Err` only for text that is no move at all, an ambiguous text
/// (the question lists the candidates, from the own board) or a square off
/// the board; every other text is an [`Attempt`].
pub fn read_attempt(pos: &Position, text: &str, lang: Lang) -> Result<Attempt, Refusal> {
    let seat = pos.side_to_move();
    let own = own_board(pos, seat);
    let readings = notation::parse_in(text, false, lang).map_err(|e| Refusal::new(e.text()))?;
    if readings
        .iter()
        .all(|r| matches!(r.form, Form::Drop | Form::Swap))
    {
        return Err(Refusal::new(crate::text!("kriegspiel-chess-moves-only")));
    }
    let readings: Vec<MoveText> = readings
        .into_iter()
        .filter(|r| !matches!(r.form, Form::Drop | Form::Swap))
        .collect();
    // A promotion letter on a move that does not reach the last rank is a
    // typing slip, not an attempt (read from the text alone).
    let (last_rank, example) = match seat {
        Seat::White => (pos.geometry().height - 1, "e7e8q"),
        Seat::Black => (0, "e2e1q"),
    };
    if readings
        .iter()
        .all(|r| r.promotion.is_some() && r.to.is_some_and(|to| to.rank() != last_rank))
    {
        return Err(Refusal::new(crate::text!(
            "kriegspiel-promotion-slip",
            text = crate::rules::shorten(text.trim()),
            example = notation::localized(example)
        )));
    }
    let blind = own.blind_moves();
    match notation::resolve(&own, &readings, &blind, Some(Kind::Queen)) {
        Ok(m) => Ok(Attempt::Move(m)),
        Err(MoveError::Ambiguous { moves, letter, .. }) => {
            let mut texts: Vec<String> = moves.iter().map(|&m| own_long(m)).collect();
            texts.dedup();
            Err(Refusal::new(match letter {
                Some(c) => notation::letters::which_reading(c, &texts),
                None => which_one(&texts),
            }))
        }
        Err(e @ (MoveError::OffBoard(_) | MoveError::Parse(_))) => Err(Refusal::new(e.text())),
        // The record keeps English letters: a text in another language's
        // is written as it was read.
        Err(_) if !text.is_ascii() => Ok(Attempt::Impossible(tried_text(
            &readings.first().map_or_else(String::new, MoveText::english),
        ))),
        Err(_) => Ok(Attempt::Impossible(tried_text(text))),
    }
}

/// The candidates of an ambiguous text, as move texts for buttons (its
/// letters read as in `lang`, or every way when `None`).
pub fn candidates(pos: &Position, text: &str, lang: Option<Lang>) -> Vec<String> {
    let own = own_board(pos, pos.side_to_move());
    let readings = match lang {
        Some(lang) => notation::parse_in(text, false, lang),
        None => notation::parse_any(text, false),
    };
    let Ok(readings) = readings else {
        return Vec::new();
    };
    match notation::resolve(&own, &readings, &own.blind_moves(), Some(Kind::Queen)) {
        Err(MoveError::Ambiguous { moves, .. }) => {
            let mut texts: Vec<String> = moves.iter().map(|&m| own_long(m)).collect();
            texts.dedup();
            texts
        }
        _ => Vec::new(),
    }
}

fn tried_text(text: &str) -> String {
    let t: String = crate::rules::strip_move_marks(text)
        .chars()
        .filter(|c| c.is_ascii_graphic())
        .take(MAX_TRIED_CHARS)
        .collect();
    t
}

/// `a`, `a or b`, `a, b or c`.
pub fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// `Which one: a, b or c?` in the reader's language (the moves as
/// typed).
fn which_one(texts: &[String]) -> Text {
    let texts: Vec<String> = texts.iter().map(|t| notation::localized(t)).collect();
    match texts.as_slice() {
        [] | [_] => crate::text!("kriegspiel-which-one-single", move = or_list(&texts)),
        [init @ .., last] => {
            crate::text!("kriegspiel-which-one", list = init.join(", "), last = last)
        }
    }
}

/// The legal move of the real board an own-board move stands for.
pub fn judge(pos: &Position, attempt: &Attempt) -> Option<Move> {
    match attempt {
        Attempt::Move(m) => pos.legal_counterpart(*m),
        Attempt::Impossible(_) => None,
    }
}

/// The side to move's pawn tries: legal pawn captures as distinct from–to
/// pairs (a capture with four promotion pieces is one try; a pinned pawn
/// or a capture that leaves the king in check is none).
pub fn pawn_tries(pos: &Position) -> usize {
    let mut pairs: Vec<(Square, Square)> = pos
        .moves()
        .into_iter()
        .filter(|&m| {
            pos.piece_at(m.from).is_some_and(|p| p.kind == Kind::Pawn) && pos.is_capture(m)
        })
        .map(|m| (m.from, m.to))
        .collect();
    pairs.sort();
    pairs.dedup();
    pairs.len()
}

/// `1 pawn try`, `3 pawn tries`.
pub fn tries_text(n: usize) -> String {
    if n == 1 {
        "1 pawn try".to_string()
    } else {
        format!("{n} pawn tries")
    }
}

/// A note of [`announcements`] (kept in English in the game's events,
/// where the computer opponent reads them) as the reference the players
/// read in their language. Its arguments are only what the words say (a
/// square, a count), so equal announcements give equal references.
pub fn spoken(note: &str) -> Text {
    let white = KIND.seat_name(Seat::White);
    let black = KIND.seat_name(Seat::Black);
    if note == format!("{white} moved. {black}'s move.") {
        return crate::text!("kriegspiel-white-moved");
    }
    if note == format!("{black} moved. {white}'s move.") {
        return crate::text!("kriegspiel-black-moved");
    }
    if let Some(sq) = note
        .strip_prefix("Pawn at ")
        .and_then(|r| r.strip_suffix(" captured"))
    {
        return crate::text!("kriegspiel-pawn-captured", square = sq);
    }
    if let Some(sq) = note
        .strip_prefix("Piece at ")
        .and_then(|r| r.strip_suffix(" captured"))
    {
        return crate::text!("kriegspiel-piece-captured", square = sq);
    }
    if let Some(n) = note
        .strip_suffix(" pawn tries")
        .or_else(|| note.strip_suffix(" pawn try"))
        .and_then(|n| n.parse::<u32>().ok())
    {
        return crate::text!("kriegspiel-pawn-tries", n = n);
    }
    let id = match note {
        "Rank check" => "kriegspiel-check-rank",
        "File check" => "kriegspiel-check-file",
        "Long-diagonal check" => "kriegspiel-check-long-diagonal",
        "Short-diagonal check" => "kriegspiel-check-short-diagonal",
        "Knight check" => "kriegspiel-check-knight",
        "Checkmate" => "kriegspiel-checkmate",
        "Stalemate" => "kriegspiel-stalemate",
        "Draw by insufficient material" => "kriegspiel-end-insufficient",
        "Draw by threefold repetition" => "kriegspiel-end-threefold",
        "Draw by the 50-move rule" => "kriegspiel-end-fifty",
        // Words without a message (none today) are shown as they are.
        _ => return Text::plain(note),
    };
    crate::text!(id)
}

/// What the referee says after the legal move `mv` (already played in
/// `game`; `before` is the position it was played in), in the spec's order:
/// who moved and whose move it is, the capture, each kind of check, the
/// pawn tries (with `count_tries`), the end.
pub fn announcements(
    before: &Position,
    mv: Move,
    game: &ChessGame,
    count_tries: bool,
) -> Vec<String> {
    let mover = before.side_to_move();
    let mut out = vec![format!(
        "{} moved. {}'s move.",
        KIND.seat_name(mover),
        KIND.seat_name(mover.other())
    )];
    if let (Some(sq), Some(p)) = (before.captured_square(mv), before.captured_piece(mv)) {
        let what = if p.kind == Kind::Pawn {
            "Pawn"
        } else {
            "Piece"
        };
        out.push(format!("{what} at {sq} captured"));
    }
    let after = game.position();
    for kind in after.check_kinds() {
        out.push(kind.announcement().to_string());
    }
    let status = game.status();
    if count_tries && status == Status::Ongoing {
        let n = pawn_tries(after);
        if n > 0 {
            out.push(tries_text(n));
        }
    }
    if status != Status::Ongoing {
        out.push(status.announcement().to_string());
    }
    out
}
