//! From a player's text to a legal move, or to the reason there is none.
//!
//! The kernel's notation parser reads the text and finds the move among the
//! legal ones (asking which one when several fit). When none fits, the
//! reason is worked out here from what the text says, in the game's own
//! terms: a drop next to a king, a drop giving check, two pieces that do
//! not attack each other, a piece that would move to an empty square, …

use super::notation::{Form, MoveText, ParseError};
use super::*;
use crate::i18n::Lang;

const FORMS: &str =
    "Moves look like Q@c3 (drop), Rxc5 (capture), b2<>d4 (swap) or Nc3e4 (knight step).";

fn article(kind: Kind) -> &'static str {
    match kind {
        Kind::King => "the king",
        Kind::Queen => "a queen",
        Kind::Rook => "a rook",
        Kind::Bishop => "a bishop",
        Kind::Knight => "a knight",
        Kind::Pawn => "a pawn",
        Kind::Dragon => "a dragon",
    }
}

impl Exchange {
    /// The legal move (of `legal`) that `text` names, its piece letters
    /// read as a reader of `lang` means them, or why there is none.
    pub(super) fn resolve(&self, text: &str, legal: &[Move], lang: Lang) -> Result<Move, String> {
        let text = strip_move_marks(text);
        let readings = match notation::parse_in(text, false, lang) {
            Ok(r) => r,
            // Two moves in one message (`Q@c3 R@d4`): the parser joined
            // them into text the player never typed.
            Err(ParseError::BadSquare(_) | ParseError::NotAMove(_))
                if text.split_whitespace().count() > 1
                    && text
                        .split_whitespace()
                        .all(|w| notation::parse_in(w, false, lang).is_ok()) =>
            {
                return Err(format!(
                    "'{}' holds more than one move: type one move at a time.",
                    shorten(text)
                ));
            }
            Err(e) => return Err(self.parse_error(text, e)),
        };
        let readings = match self.as_bishop(text, &readings) {
            Some(bishop) => {
                // Without pawns a lower-case `b` before a capture or a
                // square (`bxe5`, `be5`) can only mean a bishop.
                let mut all = bishop;
                all.extend(readings);
                all
            }
            None => readings,
        };
        match notation::resolve(&self.position, &readings, legal, None) {
            Ok(mv) => Ok(mv),
            Err(e @ MoveError::Ambiguous { .. }) => Err(e.to_string()),
            Err(_) => Err(readings
                .first()
                .map(|t| self.why_not(t))
                .unwrap_or_else(|| FORMS.to_string())),
        }
    }

    /// The bishop readings of a text that the kernel reads as a pawn move
    /// from file `b`, when the mover has a bishop on the board.
    fn as_bishop(&self, text: &str, readings: &[MoveText]) -> Option<Vec<MoveText>> {
        let rest = text.strip_prefix('b')?;
        let pawnlike = readings
            .first()
            .is_some_and(|t| t.form == Form::Board && t.piece.is_none() && t.from_rank.is_none());
        let has_bishop = self.own_men().any(|(_, k)| k == Kind::Bishop);
        if !pawnlike || !has_bishop {
            return None;
        }
        notation::parse(&format!("B{rest}"), false).ok()
    }

    fn corners_text(&self) -> String {
        let g = self.position.geometry();
        let corners: Vec<String> = g
            .corners()
            .into_iter()
            .map(|c| format!("K@{c}"))
            .filter(|t| self.legal_example(t).is_some())
            .collect();
        match corners.as_slice() {
            [] => "K@a1".to_string(),
            [one] => one.clone(),
            [init @ .., last] => format!("{} or {last}", init.join(", ")),
        }
    }

    /// `text` if it names a legal move now: a refusal suggests nothing that
    /// would be refused in turn.
    fn legal_example(&self, text: &str) -> Option<String> {
        let legal = self.legal_moves();
        let readings = notation::parse(text, false).ok()?;
        notation::resolve(&self.position, &readings, &legal, None)
            .ok()
            .map(|_| text.to_string())
    }

    /// A legal drop to show as an example, a queen's if one may be dropped.
    fn drop_example(&self) -> Option<String> {
        let legal = self.legal_moves();
        [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight]
            .into_iter()
            .find_map(|k| legal.iter().find(|m| m.dropped() == Some(k)))
            .map(|m| format!("{}@{}", m.dropped().map_or('Q', Kind::letter), m.to))
    }

    /// `, e.g. Q@b4` with a legal drop, or nothing.
    fn drop_hint(&self) -> String {
        self.drop_example()
            .map_or(String::new(), |d| format!(", e.g. {d}"))
    }

    fn parse_error(&self, text: &str, e: ParseError) -> String {
        let n = self.size;
        let first = if self.kings_to_place() {
            format!(" First put your king on a corner: {}.", self.corners_text())
        } else {
            format!(" {FORMS}")
        };
        match e {
            ParseError::Empty => format!("Please type a move.{first}"),
            ParseError::NotAMove(_) => format!("'{}' is not a move.{first}", shorten(text)),
            ParseError::BadSquare(s) => format!(
                "'{}' is not a square: the board is {n}×{n}, files a–{}, ranks 1–{n}.",
                shorten(&s),
                chess::file_char(n - 1)
            ),
            ParseError::BadPiece(c) => {
                format!("'{c}' is not a piece here: the pieces are Q, R, B, N and the king K.")
            }
        }
    }

    /// Why the reading `t` names no legal move.
    fn why_not(&self, t: &MoveText) -> String {
        let g = self.position.geometry();
        for sq in [t.to, t.from_square()].into_iter().flatten() {
            if !g.contains(sq) {
                return format!("There is no square {sq} on this {0}×{0} board.", self.size);
            }
        }
        if self.kings_to_place() {
            return match (t.form, t.piece, t.to) {
                (Form::Drop, Some(Kind::King), Some(to)) if !g.is_corner(to) => {
                    format!("The king goes on a corner: {}.", self.corners_text())
                }
                _ => format!("First put your king on a corner: {}.", self.corners_text()),
            };
        }
        let has_men = self.own_men().next().is_some();
        if !has_men && t.form != Form::Drop {
            let first_after_kings = self.setup.is_none() && self.plies.len() == 2;
            return if first_after_kings {
                format!(
                    "The first move after the kings is a drop{}.",
                    self.drop_hint()
                )
            } else {
                format!(
                    "You have no piece on the board: drop one from your reserve{}.",
                    self.drop_hint()
                )
            };
        }
        match t.form {
            Form::Castle { .. } | Form::CastleSquares => {
                "There is no castling in Exchange Chess.".into()
            }
            Form::Drop => match (t.piece, t.to) {
                (Some(kind), Some(to)) => self.why_no_drop(kind, to),
                _ => FORMS.into(),
            },
            Form::Swap => match (t.from_square(), t.to) {
                (Some(a), Some(b)) => self.why_no_swap(a, b),
                _ => FORMS.into(),
            },
            Form::Board => self.why_no_board_move(t),
        }
    }

    /// The mover's men on the board other than the king.
    fn own_men(&self) -> impl Iterator<Item = (Square, Kind)> + '_ {
        let side = self.turn();
        self.position
            .pieces()
            .filter(move |(_, p)| p.color == side && p.kind != Kind::King)
            .map(|(sq, p)| (sq, p.kind))
    }

    fn why_no_drop(&self, kind: Kind, to: Square) -> String {
        let pos = &self.position;
        let side = self.turn();
        match kind {
            Kind::Pawn | Kind::Dragon => {
                let example = self
                    .legal_example(&format!("Q@{to}"))
                    .or_else(|| self.drop_example())
                    .map_or(String::new(), |d| format!(", e.g. {d}"));
                return format!(
                    "There are no pawns in Exchange Chess: drop a queen, rook, bishop or knight{example}."
                );
            }
            Kind::King => {
                return "The kings are already on the board, and kings never move.".into()
            }
            _ => {}
        }
        if pos.reserve(side, kind) == 0 {
            return if pos.has_reserve(side) {
                format!(
                    "You have no {kind} left in reserve. Your reserve: {}.",
                    self.reserve_letters(side)
                )
            } else {
                "Your reserve is empty: capture, swap or step a knight instead.".into()
            };
        }
        if let Some(p) = pos.piece_at(to) {
            let whose = if p.color == side {
                "your".to_string()
            } else {
                format!("{}'s", KIND.seat_name(p.color))
            };
            return format!("{to} is not empty: {whose} {} stands there.", p.kind);
        }
        for color in [side, side.other()] {
            if let Some(k) = pos.kings(color).into_iter().find(|&k| adjacent(k, to)) {
                return format!(
                    "{to} is next to the {} king on {k}: nothing may be dropped on the squares around a king.",
                    KIND.seat_name(color)
                );
            }
        }
        let mut probe = pos.clone();
        probe.put(to, Some(chess::Piece::new(side, kind)));
        if let Some(k) = pos
            .kings(side.other())
            .into_iter()
            .find(|&k| probe.attacks(to, k))
        {
            return format!(
                "{} on {to} would attack the {} king on {k}: a drop may not give check.",
                capitalized(article(kind)),
                KIND.seat_name(side.other())
            );
        }
        format!("{} cannot be dropped on {to}.", capitalized(article(kind)))
    }

    fn why_no_swap(&self, a: Square, b: Square) -> String {
        let pos = &self.position;
        let side = self.turn();
        if a == b {
            return "A swap needs two different squares.".into();
        }
        let mut kinds = Vec::new();
        for sq in [a, b] {
            match pos.piece_at(sq) {
                None => return format!("{sq} is empty: a swap exchanges two of your own pieces."),
                Some(p) if p.color != side => {
                    return format!(
                        "The {} on {sq} is not yours: a swap exchanges two of your own pieces.",
                        p.kind
                    )
                }
                Some(p) if p.kind == Kind::King => {
                    return format!("The king on {sq} never moves, so it cannot swap.")
                }
                Some(p) => kinds.push(p.kind),
            }
        }
        let (ka, kb) = (kinds[0], kinds.get(1).copied().unwrap_or(kinds[0]));
        format!(
            "Neither the {ka} on {a} nor the {kb} on {b} attacks the other's square, so they cannot swap."
        )
    }

    fn why_no_board_move(&self, t: &MoveText) -> String {
        let pos = &self.position;
        let side = self.turn();
        let Some(to) = t.to else {
            return FORMS.into();
        };
        let full_from = t.from_square();
        if t.piece.is_none() && full_from.is_none() || t.piece == Some(Kind::Pawn) {
            let drop = self
                .legal_example(&format!("Q@{to}"))
                .map_or(String::new(), |d| format!(", or drop one with {d}"));
            return format!(
                "There are no pawns in Exchange Chess: name the piece (Q{x}{to}) or its square (c3{x}{to}){drop}.",
                x = if t.capture { "x" } else { "" }
            );
        }
        if t.piece == Some(Kind::King) {
            return "Kings never move or capture.".into();
        }
        let mut movers: Vec<(Square, Kind)> = Vec::new();
        if let Some(from) = full_from {
            match pos.piece_at(from) {
                None => return format!("There is no piece on {from}."),
                Some(p) if p.color != side => {
                    return format!("The {} on {from} is not yours.", p.kind)
                }
                Some(p) if p.kind == Kind::King => return "Kings never move or capture.".into(),
                Some(p) if t.piece.is_some_and(|k| k != p.kind) => {
                    let k = t.piece.unwrap_or(p.kind);
                    return format!("The piece on {from} is a {}, not a {k}.", p.kind);
                }
                Some(p) => movers.push((from, p.kind)),
            }
        } else {
            movers.extend(self.own_men().filter(|&(sq, k)| {
                t.piece.is_none_or(|want| want == k)
                    && t.from_file.is_none_or(|f| sq.file() == f)
                    && t.from_rank.is_none_or(|r| sq.rank() == r)
            }));
        }
        let kind = t.piece.or(movers.first().map(|m| m.1));
        let kind_name = kind.map_or("piece", Kind::name);
        if movers.is_empty() {
            let drop = match kind.and_then(|k| self.legal_example(&format!("{}@{to}", k.letter())))
            {
                Some(d) => format!(" To drop one from your reserve, write {d}."),
                None => String::new(),
            };
            return format!("You have no {kind_name}{}.{drop}", self.where_text(t));
        }
        let one = match movers.as_slice() {
            [(sq, k)] => Some((*sq, *k)),
            _ => None,
        };
        let subject = match one {
            Some((sq, k)) => format!("The {k} on {sq}"),
            None => format!("None of your {kind_name}s"),
        };
        match pos.piece_at(to) {
            Some(p) if p.color == side => {
                let swap = match one {
                    Some((sq, _)) if p.kind != Kind::King => self
                        .legal_example(&format!("{sq}<>{to}"))
                        .map_or(String::new(), |s| {
                            format!(" To exchange the two, write {s}.")
                        }),
                    _ => String::new(),
                };
                let own = if p.kind == Kind::King {
                    "your own king".to_string()
                } else {
                    format!("your own {}", p.kind)
                };
                format!("{to} holds {own}: pieces move only to capture.{swap}")
            }
            Some(p) => {
                let verb = if one.is_some() { "does" } else { "do" };
                format!(
                    "{subject} {verb} not attack the {} on {to}, so cannot capture it.",
                    p.kind
                )
            }
            None => {
                let all_knights = movers.iter().all(|&(_, k)| k == Kind::Knight);
                if all_knights {
                    let jumps = movers.iter().any(|&(sq, _)| {
                        let df = sq.file().abs_diff(to.file());
                        let dr = sq.rank().abs_diff(to.rank());
                        (df, dr) == (1, 2) || (df, dr) == (2, 1)
                    });
                    if !jumps {
                        return match one {
                            Some((sq, _)) => format!("A knight on {sq} cannot jump to {to}."),
                            None => format!("None of your knights can jump to {to}."),
                        };
                    }
                    return format!(
                        "No other knight of yours attacks {to}: a knight steps only to an empty square that another of your knights attacks."
                    );
                }
                let drop = match kind {
                    Some(k) => self
                        .legal_example(&format!("{}@{to}", k.letter()))
                        .map_or(String::new(), |d| {
                            format!(" To put {} there from your reserve, write {d}.", article(k))
                        }),
                    None => String::new(),
                };
                format!(
                    "{to} is empty: pieces move only to capture (and a knight may step where another of your knights attacks).{drop}"
                )
            }
        }
    }

    /// ` on file b`, ` on rank 2` or ` on the board` for a reading's partial
    /// from-square.
    fn where_text(&self, t: &MoveText) -> String {
        match (t.from_file, t.from_rank) {
            (Some(f), None) => format!(" on file {}", chess::file_char(f)),
            (None, Some(r)) => format!(" on rank {}", r + 1),
            _ => " on the board".into(),
        }
    }
}

fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}
