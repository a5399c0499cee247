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
use crate::i18n::Text;

/// What moves look like, for a text that is none.
fn forms() -> Text {
    crate::text!("exchange-forms")
}

/// A square as a message argument.
fn sq(s: Square) -> String {
    s.to_string()
}

impl Exchange {
    /// The legal move (of `legal`) that `text` names, its piece letters
    /// read as a reader of `lang` means them, or why there is none.
    pub(super) fn resolve(&self, text: &str, legal: &[Move], lang: Lang) -> Result<Move, Text> {
        let text = strip_move_marks(text);
        let readings = match notation::parse_in(text, false, lang) {
            Ok(r) => r,
            // Two moves in one message (`Q@c3 R@d4`): the parser joined
            // them into text the player never typed.
            Err(
                ParseError::BadSquare(_) | ParseError::NotAMove(_) | ParseError::Trailing { .. },
            ) if text.split_whitespace().count() > 1
                && text
                    .split_whitespace()
                    .all(|w| notation::parse_in(w, false, lang).is_ok()) =>
            {
                return Err(crate::text!("exchange-two-moves", text = shorten(text)));
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
            Err(MoveError::Ambiguous { texts, .. }) => {
                let texts: Vec<String> = texts.iter().map(|t| notation::localized(t)).collect();
                Err(crate::text!(
                    "exchange-which-one",
                    choices = or_list(&texts)
                ))
            }
            Err(_) => Err(readings
                .first()
                .map(|t| self.why_not(t))
                .unwrap_or_else(forms)),
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
            .filter_map(|t| self.legal_example(&t))
            .collect();
        match corners.as_slice() {
            [] => notation::localized("K@a1"),
            other => or_list(other),
        }
    }

    /// `text` if it names a legal move now (a refusal suggests nothing
    /// that would be refused in turn), in the reader's letters.
    fn legal_example(&self, text: &str) -> Option<String> {
        let legal = self.legal_moves();
        let readings = notation::parse(text, false).ok()?;
        notation::resolve(&self.position, &readings, &legal, None)
            .ok()
            .map(|_| notation::localized(text))
    }

    /// A legal drop to show as an example, a queen's if one may be dropped.
    fn drop_example(&self) -> Option<String> {
        let legal = self.legal_moves();
        [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight]
            .into_iter()
            .find_map(|k| legal.iter().find(|m| m.dropped() == Some(k)))
            .map(|m| {
                notation::localized(&format!(
                    "{}@{}",
                    m.dropped().map_or('Q', Kind::letter),
                    m.to
                ))
            })
    }

    fn parse_error(&self, text: &str, e: ParseError) -> Text {
        let n = self.size;
        let first = if self.kings_to_place() {
            crate::text!("exchange-place-king-first", corners = self.corners_text())
        } else {
            forms()
        };
        match e {
            ParseError::Empty => crate::text!("exchange-type-a-move")
                .and_plain(" ")
                .and(&first),
            ParseError::NotAMove(_) => crate::text!("exchange-not-a-move", text = shorten(text))
                .and_plain(" ")
                .and(&first),
            ParseError::BadSquare(s) => crate::text!(
                "exchange-not-a-square",
                text = shorten(&s),
                n = n,
                last = chess::file_char(n - 1)
            ),
            ParseError::BadPiece(c) => crate::text!("exchange-not-a-piece", letter = c),
            e @ ParseError::Trailing { .. } => e.text(),
        }
    }

    /// Why the reading `t` names no legal move.
    fn why_not(&self, t: &MoveText) -> Text {
        let g = self.position.geometry();
        for sq in [t.to, t.from_square()].into_iter().flatten() {
            if !g.contains(sq) {
                return crate::text!(
                    "exchange-no-such-square",
                    square = sq.to_string(),
                    n = self.size
                );
            }
        }
        if self.kings_to_place() {
            return match (t.form, t.piece, t.to) {
                (Form::Drop, Some(Kind::King), Some(to)) if !g.is_corner(to) => {
                    crate::text!("exchange-king-on-corner", corners = self.corners_text())
                }
                _ => crate::text!("exchange-place-king-first", corners = self.corners_text()),
            };
        }
        let has_men = self.own_men().next().is_some();
        if !has_men && t.form != Form::Drop {
            let first_after_kings = self.setup.is_none() && self.plies.len() == 2;
            let id = match (first_after_kings, self.drop_example().is_some()) {
                (true, true) => "exchange-first-is-drop-eg",
                (true, false) => "exchange-first-is-drop",
                (false, true) => "exchange-no-men-eg",
                (false, false) => "exchange-no-men",
            };
            return crate::text!(id, example = self.drop_example().unwrap_or_default());
        }
        match t.form {
            Form::Castle { .. } | Form::CastleSquares => crate::text!("exchange-no-castling"),
            Form::Drop => match (t.piece, t.to) {
                (Some(kind), Some(to)) => self.why_no_drop(kind, to),
                _ => forms(),
            },
            Form::Swap => match (t.from_square(), t.to) {
                (Some(a), Some(b)) => self.why_no_swap(a, b),
                _ => forms(),
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

    fn why_no_drop(&self, kind: Kind, to: Square) -> Text {
        let pos = &self.position;
        let side = self.turn();
        match kind {
            Kind::Pawn | Kind::Dragon => {
                return match self
                    .legal_example(&format!("Q@{to}"))
                    .or_else(|| self.drop_example())
                {
                    Some(d) => crate::text!("exchange-no-pawns-drop-eg", example = d),
                    None => crate::text!("exchange-no-pawns-drop"),
                };
            }
            Kind::King => return crate::text!("exchange-kings-placed"),
            _ => {}
        }
        if pos.reserve(side, kind) == 0 {
            return if pos.has_reserve(side) {
                crate::text!(
                    "exchange-none-left",
                    piece = kind.name(),
                    reserve = notation::counted(
                        std::iter::once(Kind::King)
                            .chain(RESERVE_KINDS)
                            .map(|k| (k, usize::from(pos.reserve(side, k))))
                    )
                )
            } else {
                crate::text!("exchange-reserve-empty")
            };
        }
        if let Some(p) = pos.piece_at(to) {
            return if p.color == side {
                crate::text!(
                    "exchange-drop-on-own",
                    square = sq(to),
                    piece = p.kind.name()
                )
            } else {
                crate::text!(
                    "exchange-drop-on-enemy",
                    square = sq(to),
                    color = text::color_key(p.color),
                    piece = p.kind.name()
                )
            };
        }
        for color in [side, side.other()] {
            if let Some(k) = pos.kings(color).into_iter().find(|&k| adjacent(k, to)) {
                return crate::text!(
                    "exchange-next-to-king",
                    square = sq(to),
                    color = text::color_key(color),
                    king = sq(k)
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
            return crate::text!(
                "exchange-drop-gives-check",
                piece = kind.name(),
                square = sq(to),
                color = text::color_key(side.other()),
                king = sq(k)
            );
        }
        crate::text!("exchange-cannot-drop", piece = kind.name(), square = sq(to))
    }

    fn why_no_swap(&self, a: Square, b: Square) -> Text {
        let pos = &self.position;
        let side = self.turn();
        if a == b {
            return crate::text!("exchange-swap-same");
        }
        let mut kinds = Vec::new();
        for sq in [a, b] {
            match pos.piece_at(sq) {
                None => return crate::text!("exchange-swap-empty", square = sq.to_string()),
                Some(p) if p.color != side => {
                    return crate::text!(
                        "exchange-swap-not-yours",
                        piece = p.kind.name(),
                        square = sq.to_string()
                    )
                }
                Some(p) if p.kind == Kind::King => {
                    return crate::text!("exchange-swap-king", square = sq.to_string())
                }
                Some(p) => kinds.push(p.kind),
            }
        }
        let (ka, kb) = (kinds[0], kinds.get(1).copied().unwrap_or(kinds[0]));
        crate::text!(
            "exchange-swap-no-attack",
            piece = ka.name(),
            from = sq(a),
            other = kb.name(),
            to = sq(b)
        )
    }

    fn why_no_board_move(&self, t: &MoveText) -> Text {
        let pos = &self.position;
        let side = self.turn();
        let Some(to) = t.to else {
            return forms();
        };
        let full_from = t.from_square();
        if t.piece.is_none() && full_from.is_none() || t.piece == Some(Kind::Pawn) {
            let x = if t.capture { "x" } else { "" };
            let (piece, square) = (
                notation::localized(&format!("Q{x}{to}")),
                format!("c3{x}{to}"),
            );
            return match self.legal_example(&format!("Q@{to}")) {
                Some(d) => crate::text!(
                    "exchange-no-pawns-name-drop",
                    piece = piece,
                    square = square,
                    example = d
                ),
                None => crate::text!("exchange-no-pawns-name", piece = piece, square = square),
            };
        }
        if t.piece == Some(Kind::King) {
            return crate::text!("exchange-kings-never-move");
        }
        let mut movers: Vec<(Square, Kind)> = Vec::new();
        if let Some(from) = full_from {
            match pos.piece_at(from) {
                None => return crate::text!("exchange-no-piece", square = sq(from)),
                Some(p) if p.color != side => {
                    return crate::text!(
                        "exchange-not-yours",
                        piece = p.kind.name(),
                        square = sq(from)
                    )
                }
                Some(p) if p.kind == Kind::King => {
                    return crate::text!("exchange-kings-never-move")
                }
                Some(p) if t.piece.is_some_and(|k| k != p.kind) => {
                    let k = t.piece.unwrap_or(p.kind);
                    return crate::text!(
                        "exchange-other-piece",
                        square = sq(from),
                        piece = p.kind.name(),
                        named = k.name()
                    );
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
            let mut text = self.where_text(t, kind_name);
            if let Some(d) = kind.and_then(|k| self.legal_example(&format!("{}@{to}", k.letter())))
            {
                text.push_plain(" ");
                text.push(&crate::text!("exchange-drop-instead", example = d));
            }
            return text;
        }
        let one = match movers.as_slice() {
            [(sq, k)] => Some((*sq, *k)),
            _ => None,
        };
        match pos.piece_at(to) {
            Some(p) if p.color == side => {
                let mut text =
                    crate::text!("exchange-holds-own", square = sq(to), piece = p.kind.name());
                if let Some((from, _)) = one.filter(|_| p.kind != Kind::King) {
                    if let Some(s) = self.legal_example(&format!("{from}<>{to}")) {
                        text.push_plain(" ");
                        text.push(&crate::text!("exchange-swap-instead", example = s));
                    }
                }
                text
            }
            Some(p) => match one {
                Some((from, k)) => crate::text!(
                    "exchange-does-not-attack",
                    piece = k.name(),
                    from = sq(from),
                    other = p.kind.name(),
                    to = sq(to)
                ),
                None => crate::text!(
                    "exchange-none-attacks",
                    piece = kind_name,
                    other = p.kind.name(),
                    to = sq(to)
                ),
            },
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
                            Some((from, _)) => crate::text!(
                                "exchange-knight-cannot-jump",
                                from = sq(from),
                                to = sq(to)
                            ),
                            None => crate::text!("exchange-no-knight-jumps", to = sq(to)),
                        };
                    }
                    return crate::text!("exchange-no-second-knight", to = sq(to));
                }
                let mut text = crate::text!("exchange-empty-target", square = sq(to));
                if let Some(k) = kind {
                    if let Some(d) = self.legal_example(&format!("{}@{to}", k.letter())) {
                        text.push_plain(" ");
                        text.push(&crate::text!(
                            "exchange-put-instead",
                            piece = k.name(),
                            example = d
                        ));
                    }
                }
                text
            }
        }
    }

    /// `You have no rook on file b.` (`on rank 2`, `on the board`) for a
    /// reading's partial from-square.
    fn where_text(&self, t: &MoveText, piece: &str) -> Text {
        match (t.from_file, t.from_rank) {
            (Some(f), None) => crate::text!(
                "exchange-none-on-file",
                piece = piece,
                file = chess::file_char(f)
            ),
            (None, Some(r)) => crate::text!("exchange-none-on-rank", piece = piece, rank = r + 1),
            _ => crate::text!("exchange-none-on-board", piece = piece),
        }
    }
}

/// `a, b or c` (moves, squares: raw text in the reader's words).
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => crate::t!("exchange-or", list = init.join(", "), last = last),
    }
}
