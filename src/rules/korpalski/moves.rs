//! From a player's text to a legal move, or to a refusal that names the
//! rule that forbids it (king first, drop restrictions, promotion from the
//! prison, the own king left in check).

use super::chess::notation::{self, Form, MoveError, MoveText};
use super::chess::{Piece, Square, CHESS_PROMOTION};
use super::*;

/// The legal moves of the side to move in `pos`: the kernel's moves, and
/// while the side's king is still in the reserve only king drops (§7).
pub fn legal_moves(pos: &Position) -> Vec<Move> {
    let mut moves = pos.moves();
    if king_first(pos) {
        moves.retain(|m| m.dropped() == Some(Kind::King));
    }
    moves
}

/// The side to move has not dropped its king yet.
fn king_first(pos: &Position) -> bool {
    pos.reserve(pos.side_to_move(), Kind::King) > 0
}

/// Long algebraic, as saved and as button commands: `K@c2`, `e2e4`,
/// `a2a1q`.
pub fn long_text(mv: Move) -> String {
    match mv.kind {
        MoveKind::Drop(k) => format!("{}@{}", k.letter(), mv.to),
        _ => {
            let promo = mv.promotion().map_or(String::new(), |k| {
                k.letter().to_ascii_lowercase().to_string()
            });
            format!("{}{}{promo}", mv.from, mv.to)
        }
    }
}

/// `queen, rook or knight`: the names of promotion pieces, in the
/// reader's language.
fn kind_list(kinds: impl Iterator<Item = Kind>) -> Text {
    let names: Vec<Text> = kinds.map(|k| crate::text!(piece_id(k))).collect();
    match names.as_slice() {
        [] => Text::default(),
        [one] => one.clone(),
        [init @ .., last] => crate::text!(
            "korpalski-list-or",
            items = Text::join(init, ", "),
            last = last
        ),
    }
}

/// The message naming a promotion piece (`queen`).
fn piece_id(k: Kind) -> &'static str {
    match k {
        Kind::Queen => "korpalski-piece-queen",
        Kind::Rook => "korpalski-piece-rook",
        Kind::Bishop => "korpalski-piece-bishop",
        _ => "korpalski-piece-knight",
    }
}

/// A promotion button's label (`Queen`).
fn button_id(k: Kind) -> &'static str {
    match k {
        Kind::Queen => "korpalski-button-queen",
        Kind::Rook => "korpalski-button-rook",
        Kind::Bishop => "korpalski-button-bishop",
        _ => "korpalski-button-knight",
    }
}

/// A drop as its reader writes it (`К@e4`; in Polish `S/e4`).
fn drop_shown(m: Move) -> Text {
    match m.dropped() {
        Some(k) => super::shown(&long_text(m), &format!("{}/{}", k.polish_letter(), m.to)),
        None => Text::plain(&long_text(m)),
    }
}

impl Korpalski {
    /// The legal move `text` names, read as a reader of `lang` means its
    /// piece letters, or why there is none.
    pub(super) fn read_move(&self, text: &str, lang: Lang) -> Result<Move, Refusal> {
        let text = strip_move_marks(text);
        if text.starts_with(['@', '/']) {
            // Examples only of drops that are legal now, on that square if
            // possible.
            let square = Square::parse(&text[1..]);
            let drops: Vec<Move> = self.legal.iter().filter(|m| m.is_drop()).copied().collect();
            let here: Vec<Move> = drops
                .iter()
                .filter(|m| Some(m.to) == square)
                .copied()
                .collect();
            let pick = if here.is_empty() { drops } else { here };
            let examples: Vec<Text> = pick.iter().take(2).map(|&m| drop_shown(m)).collect();
            return Err(Refusal::new(match examples.as_slice() {
                [] => crate::text!("korpalski-drop-which"),
                [one] => crate::text!("korpalski-drop-which-one", example = one),
                [a, b, ..] => crate::text!("korpalski-drop-which-two", first = a, second = b),
            }));
        }
        let readings = notation::parse_in(text, false, lang)
            .map_err(|e| Refusal::new(crate::text!("korpalski-not-a-move", error = e.text())))?;
        let pos = &self.pos;
        let side = pos.side_to_move();
        if king_first(pos) {
            let king_drop = readings
                .iter()
                .any(|r| r.form == Form::Drop && r.piece == Some(Kind::King));
            if !king_drop {
                // A legal king drop, on the square typed if it is one.
                let typed = readings.iter().find_map(|r| r.to);
                let to = self
                    .legal
                    .iter()
                    .find(|m| Some(m.to) == typed)
                    .or_else(|| self.legal.iter().find(|m| m.to.to_string() == "e1"))
                    .or_else(|| self.legal.first())
                    .map_or("e1".to_string(), |m| m.to.to_string());
                return Err(Refusal::new(crate::text!(
                    "korpalski-king-first",
                    color = color_key(side),
                    square = to
                )));
            }
        }
        match notation::resolve(pos, &readings, &self.legal, None) {
            Ok(m) if readings.iter().any(|r| r.capture) && !pos.is_capture(m) => {
                Err(Refusal::new(crate::text!(
                    "korpalski-nothing-to-capture",
                    square = m.to.to_string(),
                    san = notation::localized(&notation::san_with(pos, m, &self.legal)),
                    polish = notation::polish_with(pos, m, &self.legal)
                )))
            }
            Ok(m) => Ok(m),
            // One piece in the prison: nothing to choose.
            Err(MoveError::PromotionMissing { choices, .. }) if choices.len() == 1 => {
                notation::resolve(pos, &readings, &self.legal, choices.iter().next())
                    .map_err(|e| Refusal::new(e.text()))
            }
            Err(MoveError::PromotionMissing { choices, .. }) => {
                Err(Refusal::new(self.promotion_question(choices)))
            }
            Err(e @ MoveError::Ambiguous { .. }) => Err(Refusal::new(e.text())),
            Err(e) => Err(Refusal::new(self.why_not(&readings, e))),
        }
    }

    /// `Which piece from your prison should the pawn become: …?`
    fn promotion_question(&self, choices: KindSet) -> Text {
        let options: Vec<String> = choices.iter().map(notation::letter_ref).collect();
        crate::text!(
            "korpalski-promotion-question",
            options = options.join(", "),
            letter = notation::letter_ref(choices.iter().next().unwrap_or(Kind::Queen))
        )
    }

    /// Explains why no legal move fits the first reading that the kernel
    /// could not resolve (`err` is the kernel's own reason).
    fn why_not(&self, readings: &[MoveText], err: MoveError) -> Text {
        if matches!(err, MoveError::OffBoard(_) | MoveError::Parse(_)) {
            return err.text();
        }
        let Some(t) = readings.first() else {
            return err.text();
        };
        let found = match t.form {
            Form::Drop => self.why_not_drop(t),
            Form::Board => self
                .late_en_passant(readings)
                .or_else(|| self.why_not_board(readings))
                .or_else(|| self.nothing_to_capture(readings)),
            Form::Castle { .. } | Form::CastleSquares => {
                Some(crate::text!("korpalski-no-castling"))
            }
            Form::Swap => None,
        };
        match (found, &err) {
            (Some(text), _) => text,
            // `Nf3` with both knights in the reserve: the drop is meant.
            (
                None,
                MoveError::NoSuchPiece {
                    piece: Some(k),
                    from,
                },
            ) if from.is_empty() => self.drop_instead(*k, t.to).unwrap_or_else(|| err.text()),
            (None, _) => err.text(),
        }
    }

    /// `You have no knight on the board; to drop one: N@f3.`: a piece named
    /// for a board move that is only in the reserve, with the legal drop of
    /// it on the square typed (or another square if not there).
    fn drop_instead(&self, kind: Kind, to: Option<Square>) -> Option<Text> {
        let drops: Vec<Move> = self
            .legal
            .iter()
            .filter(|m| m.dropped() == Some(kind))
            .copied()
            .collect();
        let example = drops
            .iter()
            .find(|m| Some(m.to) == to)
            .or_else(|| drops.first())?;
        Some(crate::text!(
            "korpalski-no-piece-drop",
            piece = kind.name(),
            drop = long_text(*example)
        ))
    }

    /// A capture onto an empty square that no en passant explains
    /// (`cxd8`): there is nothing there to take.
    fn nothing_to_capture(&self, readings: &[MoveText]) -> Option<Text> {
        readings.iter().find_map(|t| {
            let to = t.to?;
            let pawn_sideways = matches!(t.piece, None | Some(Kind::Pawn))
                && t.from_file.is_some_and(|f| f != to.file());
            (t.form == Form::Board
                && (t.capture || pawn_sideways)
                && self.pos.piece_at(to).is_none())
            .then(|| crate::text!("korpalski-capture-empty", square = to.to_string()))
        })
    }

    fn why_not_drop(&self, t: &MoveText) -> Option<Text> {
        let pos = &self.pos;
        let side = pos.side_to_move();
        let kind = t.piece.unwrap_or(Kind::Pawn);
        let to = t.to?;
        if pos.reserve(side, kind) == 0 {
            return Some(if kind == Kind::King {
                crate::text!("korpalski-king-dropped-already")
            } else {
                crate::text!(
                    "korpalski-none-left",
                    piece = kind.name(),
                    reserve = self.summary(self.reserve_kinds(side))
                )
            });
        }
        if pos.piece_at(to).is_some() {
            return Some(crate::text!("korpalski-occupied", square = to.to_string()));
        }
        let g = pos.geometry();
        if kind == Kind::Pawn && (to.rank() == 0 || to.rank() == g.height - 1) {
            return Some(crate::text!("korpalski-pawn-ranks"));
        }
        let mut after = pos.clone();
        after.put(to, Some(Piece::new(side, kind)));
        if after.king_attacked(side.other()) {
            return Some(if kind == Kind::King {
                crate::text!("korpalski-king-next-to-king", square = to.to_string())
            } else {
                crate::text!(
                    "korpalski-drop-gives-check",
                    piece = kind.name(),
                    square = to.to_string(),
                    color = color_key(side.other())
                )
            });
        }
        if after.king_attacked(side) {
            return Some(if kind == Kind::King {
                crate::text!("korpalski-king-in-check-on", square = to.to_string())
            } else {
                crate::text!(
                    "korpalski-drop-does-not-stop",
                    piece = kind.name(),
                    square = to.to_string()
                )
            });
        }
        None
    }

    /// A pawn capture onto the empty square behind an enemy pawn that may
    /// no longer be taken en passant: why not.
    fn late_en_passant(&self, readings: &[MoveText]) -> Option<Text> {
        let pos = &self.pos;
        let side = pos.side_to_move();
        let back: i16 = if side == Color::White { -1 } else { 1 };
        let step = |sq: Square, d: i16| {
            u8::try_from(i16::from(sq.rank()) + d)
                .ok()
                .and_then(|r| Square::new(sq.file(), r))
        };
        readings.iter().find_map(|t| {
            let to = t.to?;
            let from_file = t.from_file?;
            if t.form != Form::Board
                || !matches!(t.piece, None | Some(Kind::Pawn))
                || from_file.abs_diff(to.file()) != 1
                || pos.piece_at(to).is_some()
            {
                return None;
            }
            let from = u8::try_from(i16::from(to.rank()) + back)
                .ok()
                .and_then(|r| Square::new(from_file, r))?;
            let victim = step(to, back)?;
            if pos.piece_at(from) != Some(Piece::new(side, Kind::Pawn))
                || pos.piece_at(victim) != Some(Piece::new(side.other(), Kind::Pawn))
            {
                return None;
            }
            // En passant goes to the square a double step passed over: the
            // victim must stand two ranks from its own second rank.
            let start = step(to, -back)?;
            let second = match side {
                Color::White => pos.geometry().height - 2,
                Color::Black => 1,
            };
            if start.rank() != second {
                return None;
            }
            let double_stepped = self
                .plies
                .iter()
                .any(|p| p.mv.from == start && p.mv.to == victim);
            Some(if double_stepped {
                crate::text!("korpalski-en-passant-too-late", square = victim.to_string())
            } else {
                crate::text!(
                    "korpalski-en-passant-no-double-step",
                    square = victim.to_string()
                )
            })
        })
    }

    fn why_not_board(&self, readings: &[MoveText]) -> Option<Text> {
        let pos = &self.pos;
        let side = pos.side_to_move();
        // The same text against every move the men could make if the king
        // did not matter and the prison held every piece.
        let mut free = pos.clone();
        free.set_promotions(side, CHESS_PROMOTION);
        let pseudo: Vec<Move> = free.pseudo_moves();
        let pool = pos.promotions(side);
        let hit = match notation::resolve(&free, readings, &pseudo, None) {
            Ok(m) => m,
            Err(MoveError::PromotionMissing { .. }) if pool.is_empty() => {
                return Some(self.empty_prison_text());
            }
            Err(MoveError::PromotionNotAllowed(_)) if pool.is_empty() => {
                return Some(self.empty_prison_text());
            }
            Err(_) => return None,
        };
        if let Some(k) = hit.promotion() {
            if pool.is_empty() {
                return Some(self.empty_prison_text());
            }
            if !pool.contains(k) {
                return Some(crate::text!(
                    "korpalski-prison-lacks",
                    piece = k.name(),
                    choices = kind_list(pool.iter()),
                    letter = notation::letter_ref(pool.iter().next().unwrap_or(Kind::Queen))
                ));
            }
        }
        let what = super::shown(
            &notation::san_with(&free, hit, &pseudo),
            &notation::polish_with(&free, hit, &pseudo),
        );
        let king_moves = pos.piece_at(hit.from).map(|p| p.kind) == Some(Kind::King);
        Some(if king_moves {
            crate::text!("korpalski-king-in-check-on", square = hit.to.to_string())
        } else if pos.in_check() {
            crate::text!("korpalski-move-does-not-stop", move = what)
        } else {
            crate::text!("korpalski-leaves-king-in-check", move = what)
        })
    }

    fn empty_prison_text(&self) -> Text {
        crate::text!("korpalski-prison-empty")
    }

    /// Buttons for a refused text: one per promotion piece when the letter
    /// is missing, one per candidate when the text names several moves.
    /// `lang`: the reader's language, when known (`None`: every reading of
    /// every language counts).
    pub(super) fn choices_for(&self, text: &str, lang: Option<Lang>) -> Vec<Choice> {
        let text = strip_move_marks(text);
        let readings = match lang {
            Some(lang) => notation::parse_in(text, false, lang),
            None => notation::parse_any(text, false),
        };
        let Ok(readings) = readings else {
            return Vec::new();
        };
        match notation::resolve(&self.pos, &readings, &self.legal, None) {
            Err(MoveError::PromotionMissing { .. }) => PROMOTABLE
                .iter()
                .filter_map(|&k| {
                    let with: Vec<MoveText> = readings
                        .iter()
                        .map(|t| MoveText {
                            promotion: Some(k),
                            ..*t
                        })
                        .collect();
                    let m = notation::resolve(&self.pos, &with, &self.legal, None).ok()?;
                    Some(Choice::new(crate::text!(button_id(k)), long_text(m)))
                })
                .collect(),
            Err(MoveError::Ambiguous { moves, texts, .. }) => moves
                .iter()
                .zip(texts)
                .map(|(&m, san)| Choice::new(notation::localized_text(&san), long_text(m)))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The kinds in `seat`'s reserve, one entry per man.
    pub(super) fn reserve_kinds(&self, seat: Seat) -> Vec<Kind> {
        let mut out = Vec::new();
        for kind in Kind::ALL {
            for _ in 0..self.pos.reserve(seat, kind) {
                out.push(kind);
            }
        }
        out
    }

    /// The kinds in `seat`'s prison, one entry per man.
    pub(super) fn prison_kinds(&self, seat: Seat) -> Vec<Kind> {
        let mut out = Vec::new();
        for kind in Kind::ALL {
            for _ in 0..self.prisons[seat.index()][kind.index()] {
                out.push(kind);
            }
        }
        out
    }

    /// `Q R R B N P P`, or `-` for none.
    pub(super) fn list_text(&self, kinds: Vec<Kind>) -> String {
        if kinds.is_empty() {
            return "-".to_string();
        }
        let letters: Vec<String> = kinds.iter().map(|k| k.letter().to_string()).collect();
        letters.join(" ")
    }
}
