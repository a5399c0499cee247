//! The texts of a game: move descriptions, the status lines, `/board text`,
//! the move list and the record.

use super::*;
use crate::i18n::{Lang, Text};

/// A colour as the messages select on it: `white` or `black` (a king's or
/// a reserve's colour, whose word each language inflects itself).
pub(super) fn color_key(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// What a move does, in words, for its announcement (`before`: the
/// position it was made in): a reference. Pieces are passed as their
/// English names (`knight`), which each language selects on.
pub(super) fn describe(before: &Position, mv: Move, auto: bool) -> Text {
    let name = |sq: Square| before.piece_at(sq).map_or("piece", |p| p.kind.name());
    let (from, to) = (mv.from.to_string(), mv.to.to_string());
    match mv.kind {
        MoveKind::Drop(Kind::King) if auto => crate::text!(
            "exchange-says-king-auto",
            color = color_key(before.side_to_move())
        ),
        MoveKind::Drop(Kind::King) => crate::text!("exchange-says-king", square = to),
        MoveKind::Drop(k) => crate::text!("exchange-says-drop", piece = k.name(), square = to),
        MoveKind::Swap => crate::text!(
            "exchange-says-swap",
            piece = name(mv.from),
            from = from,
            other = name(mv.to),
            to = to
        ),
        _ => match before.captured_piece(mv) {
            Some(p) if p.kind == Kind::King => crate::text!(
                "exchange-says-takes-king",
                piece = name(mv.from),
                from = from,
                color = color_key(p.color)
            ),
            Some(p) => crate::text!(
                "exchange-says-takes",
                piece = name(mv.from),
                from = from,
                other = p.kind.name(),
                to = to
            ),
            None => crate::text!("exchange-says-step", from = from, to = to),
        },
    }
}

impl Exchange {
    /// `color`'s reserve, one entry per man, Q R B N order (the king first
    /// while it waits to be placed).
    pub(super) fn reserve_list(&self, color: Color) -> Vec<Kind> {
        let mut out = Vec::new();
        for kind in std::iter::once(Kind::King).chain(RESERVE_KINDS) {
            for _ in 0..self.position.reserve(color, kind) {
                out.push(kind);
            }
        }
        out
    }

    /// `Q Q R B N` (lower case for Black), or `-` when empty.
    pub(super) fn reserve_letters(&self, color: Color) -> String {
        let letters: Vec<String> = self
            .reserve_list(color)
            .into_iter()
            .map(|k| chess::Piece::new(color, k).fen_char().to_string())
            .collect();
        if letters.is_empty() {
            "-".into()
        } else {
            letters.join(" ")
        }
    }

    /// `White: 9 in reserve (Q 2, R 2, B 3, N 2), 3 on the board`
    fn figures(&self, color: Color) -> Text {
        let list = self.reserve_list(color);
        let counts: Vec<String> = std::iter::once(Kind::King)
            .chain(RESERVE_KINDS)
            .filter_map(|k| {
                let n = self.position.reserve(color, k);
                (n > 0).then(|| format!("{} {n}", notation::letter_ref(k)))
            })
            .collect();
        let on_board = self
            .position
            .pieces()
            .filter(|(_, p)| p.color == color)
            .count();
        let seat = seat_word(KIND.seat_name(color));
        if list.is_empty() {
            crate::text!("exchange-figures-empty", seat = seat, board = on_board)
        } else {
            crate::text!(
                "exchange-figures",
                seat = seat,
                n = list.len(),
                counts = counts.join(", "),
                board = on_board
            )
        }
    }

    /// `No capture or drop for 13 plies (6½ moves each); a draw at 20
    /// moves each.` once the count is worth a look (10 plies or more): in
    /// the moves the rules and the result speak of.
    pub(super) fn quiet_line(&self) -> Option<crate::i18n::Text> {
        let n = self.position.halfmove_clock();
        let half = if n % 2 == 1 { "½" } else { "" };
        (n >= 10 && self.outcome.is_none()).then(|| {
            crate::text!(
                "exchange-quiet",
                n = n,
                moves = format!("{}{half}", n / 2),
                limit = QUIET_PLIES / 2
            )
        })
    }

    /// The caption's figures: `Move 3.` while the game runs, then each
    /// player's reserve (counted by kind) and men on the board, and the
    /// count toward the quiet-move draw once it reaches 10. Before the
    /// kings, what White has to do.
    pub fn text_status(&self) -> Text {
        let mut lines = Vec::new();
        if self.outcome.is_none() {
            let mut head =
                crate::text!("exchange-move-number", n = self.position.fullmove_number());
            if self.kings_to_place() {
                head.push_plain(" ");
                head.push(&crate::text!("exchange-place-king"));
            }
            lines.push(head);
        }
        lines.push(self.figures(Color::White).and_plain("."));
        lines.push(self.figures(Color::Black).and_plain("."));
        lines.extend(self.quiet_line());
        Text::join(lines, "\n")
    }

    /// `/board text`: chat.md's grid (one character per square, upper case
    /// White), then `White reserve: Q Q R B N` and `Black reserve: q r b n`
    /// (`-` when empty). Example (5×5 after the kings):
    ///
    /// ```text
    /// 5 ....k
    /// 4 .....
    /// 3 .....
    /// 2 .....
    /// 1 K....
    ///   abcde
    /// White reserve: Q Q Q R R R B B B N N N
    /// Black reserve: q q q r r r b b b n n n
    /// ```
    pub fn text_board(&self) -> Text {
        Text::plain(&format!(
            "{}\nWhite reserve: {}\nBlack reserve: {}",
            self.position.board_text(),
            self.reserve_letters(Color::White),
            self.reserve_letters(Color::Black)
        ))
    }

    /// The move list, one line per move number: `1. K@a1 K@f6`,
    /// `2. Q@c3 R@d4`, … (a set-up game with Black first starts `1... `).
    /// … and, once the game is over, `Result: 1-0, White wins …` (as
    /// Opok's list ends).
    pub fn text_moves(&self) -> Text {
        let mut lines = self.numbered_moves(None);
        if let Some(o) = &self.outcome {
            lines.push(crate::text!(
                "exchange-result",
                score = o.result.score(),
                reason = &o.reason
            ));
        }
        Text::join(lines, "\n")
    }

    /// The moves numbered, with the piece letters of `lang` (a record), or
    /// with `None` of each reader (`/moves`).
    fn numbered_moves(&self, lang: Option<Lang>) -> Vec<Text> {
        // (number, text, waiting for Black's move of the same number)
        let mut lines: Vec<(u32, Text, bool)> = Vec::new();
        for ply in &self.plies {
            let san = match lang {
                Some(lang) => Text::plain(&notation::translate(&ply.san, lang)),
                None => notation::localized_text(&ply.san),
            };
            match (ply.by, lines.last_mut()) {
                (Seat::Black, Some((n, text, open))) if *open && *n == ply.number => {
                    text.push_plain(" ");
                    text.push(&san);
                    *open = false;
                }
                (Seat::Black, _) => {
                    let line = Text::plain(&format!("{}... ", ply.number)).and(&san);
                    lines.push((ply.number, line, false))
                }
                (Seat::White, _) => {
                    let line = Text::plain(&format!("{}. ", ply.number)).and(&san);
                    lines.push((ply.number, line, true))
                }
            }
        }
        lines.into_iter().map(|(_, text, _)| text).collect()
    }

    /// `/export`: a PGN-like record. Tags `Event`, `Site`, `Variant
    /// "Exchange"`, `BoardSize "6x6"`, `Result`, `Termination` (the reason,
    /// once over), `SetUp` and `FEN` (the start: empty board and reserves,
    /// or the set-up position); then the moves in SAN
    /// (drops `Q@c3`, swaps `b2<>d4`), wrapped at 80 columns, ending with
    /// the result (`*` while the game runs).
    /// `args` may ask for the piece letters of another language
    /// (`lang=uk`, `lang=pl`, `lang=ru`; a tag `PieceLetters` then names
    /// it); other words are ignored.
    pub fn text_export(&self, args: &str) -> Text {
        let (lang, _) = notation::letters::export_lang(args);
        let result = self.outcome.as_ref().map_or("*", |o| o.result.score());
        let mut tags = vec![
            ("Event", "Exchange Chess".to_string()),
            ("Site", "boardbot".to_string()),
            ("Variant", "Exchange".to_string()),
            ("BoardSize", format!("{0}x{0}", self.size)),
            ("Result", result.to_string()),
        ];
        if let Some(o) = &self.outcome {
            // A record is read by tools: English.
            tags.push(("Termination", crate::i18n::en(&o.reason)));
        }
        // The start is never chess's: always named (an empty board with
        // full reserves, or the set-up position).
        let fen = match &self.setup {
            Some(fen) => fen.clone(),
            None => start_position(self.size).to_fen(),
        };
        tags.push(("SetUp", "1".into()));
        tags.push(("FEN", fen));
        if lang != Lang::EN {
            tags.push(("PieceLetters", lang.code().to_string()));
        }
        let mut out: String = tags
            .iter()
            .map(|(k, v)| {
                format!(
                    "[{k} \"{}\"]\n",
                    v.replace('\\', "\\\\").replace('"', "\\\"")
                )
            })
            .collect();
        out.push('\n');
        // With a language's letters the lines are plain text.
        let mut tokens: Vec<String> = self
            .numbered_moves(Some(lang))
            .into_iter()
            .map(String::from)
            .collect();
        tokens.push(result.to_string());
        let mut line = String::new();
        for token in tokens.iter().flat_map(|t| t.split(' ')) {
            if !line.is_empty() && line.len() + 1 + token.len() > 80 {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(token);
        }
        out.push_str(&line);
        Text::plain(&out)
    }
}
