//! The texts of a game: `/board text`, the move list, the record and its
//! replay.

use super::*;

/// Why an Opok record does not replay ([`Opok::replay`]): the line at
/// fault (from 1) and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OpokRecordError {
    #[error("line {line}: bad size")]
    BadSize { line: usize },
    #[error("line {line}: size {size} out of range")]
    SizeOutOfRange { line: usize, size: u8 },
    #[error("line {line}: unknown player {who}")]
    UnknownPlayer { line: usize, who: String },
    #[error("the record has no Size: line")]
    NoSize,
    #[error("line {line}: {who} passes but has a move")]
    PassWithMove { line: usize, who: String },
    #[error("line {line}: it is not {who}'s turn")]
    NotTurn { line: usize, who: String },
    /// The game refused the move: its refusal, in English.
    #[error("line {line}: {why}")]
    Refused { line: usize, why: String },
}
impl Opok {
    /// `a1 3 b3`
    pub fn move_text(&self, from: usize, count: u16, to: usize) -> String {
        format!(
            "{} {count} {}",
            square_name(&self.board, from),
            square_name(&self.board, to)
        )
    }

    /// One path (as `a1-a2-b2`) for a legal move.
    pub fn path_text(&self, m: Move) -> Option<String> {
        let path = self.board.find_path(m.from, usize::from(m.count), m.to)?;
        let mut text = square_name(&self.board, m.from);
        for sq in path {
            text.push('-');
            text.push_str(&square_name(&self.board, sq));
        }
        Some(text)
    }

    /// `First: 4 squares, 38 checkers` (a reference).
    pub(super) fn figures(&self, seat: Seat) -> crate::i18n::Text {
        crate::text!(
            "opok-figures",
            seat = seat_word(KIND.seat_name(seat)),
            squares = self.board.squares(seat),
            checkers = self.board.checkers(seat)
        )
    }

    /// The text of one ply for the move list and the record.
    pub(super) fn ply_text(&self, ply: &Ply) -> Text {
        match ply {
            Ply::Pass => crate::text!("opok-pass"),
            Ply::Move {
                from, count, to, ..
            } => Text::plain(&self.move_text(usize::from(*from), *count, usize::from(*to))),
        }
    }

    /// How many checkers a ply captured, and on which squares (`c3, d3`).
    pub(super) fn captured_figures(&self, captured: &[Capture]) -> (u64, String) {
        let total: u64 = captured.iter().map(|c| u64::from(c.height)).sum();
        let squares: Vec<String> = captured
            .iter()
            .map(|c| square_name(&self.board, usize::from(c.square)))
            .collect();
        (total, squares.join(", "))
    }

    /// `captures 4 checkers on c3, d3` (English: the record's comment).
    fn captures_text(&self, captured: &[Capture]) -> String {
        let (count, squares) = self.captured_figures(captured);
        crate::i18n::en(&crate::text!(
            "opok-captures",
            count = count,
            squares = squares
        ))
    }

    /// One line per rank from the top: the rank number right-aligned to the
    /// width of the longest label, a space, then one token per square
    /// separated by spaces: `.` empty, `A3` First's stack of 3, `b12`
    /// Second's stack of 12. Every token is left-aligned and padded to the
    /// width of the longest token on the board, so the columns line up;
    /// trailing spaces are cut. The last grid line has the file letters,
    /// each under the first character of its column's tokens. Under it,
    /// `First: 5 squares, 40 checkers` and the same for Second (squares
    /// held, checkers left). Example (5×5 start):
    ///
    /// ```text
    /// 5 .   .   .   .   b25
    /// 4 .   .   .   .   .
    /// 3 .   .   .   .   .
    /// 2 .   .   .   .   .
    /// 1 A25 .   .   .   .
    ///   a   b   c   d   e
    /// First: 1 square, 25 checkers
    /// Second: 1 square, 25 checkers
    /// ```
    pub fn text_board(&self) -> Text {
        let b = &self.board;
        let n = usize::from(b.size());
        let token = |sq: usize| match b.get(sq) {
            None => ".".to_string(),
            Some(s) => format!(
                "{}{}",
                if s.owner == Seat::White { 'A' } else { 'b' },
                s.height
            ),
        };
        let tokens: Vec<String> = (0..b.len()).map(token).collect();
        let width = tokens.iter().map(String::len).max().unwrap_or(1);
        let label = n.to_string().len();
        let mut out = String::new();
        for rank in (0..n).rev() {
            let row: Vec<String> = (0..n)
                .map(|file| format!("{:<width$}", tokens[rank * n + file]))
                .collect();
            let line = format!("{:>label$} {}", rank + 1, row.join(" "));
            out += line.trim_end();
            out.push('\n');
        }
        let letters: Vec<String> = (0..n)
            .map(|f| format!("{:<width$}", (b'a' + f as u8) as char))
            .collect();
        let line = format!("{:label$} {}", "", letters.join(" "));
        out += line.trim_end();
        out.push('\n');
        // `/board text` is read by tools: English in every language.
        out += &crate::i18n::en(&self.figures(Seat::White));
        out.push('\n');
        out += &crate::i18n::en(&self.figures(Seat::Black));
        Text::plain(&out)
    }

    /// One line per move number: `1. a1 24 c4, g7 24 e4`; a ply that
    /// captured adds `(captures 4 checkers on c3, d3)`, an automatic pass is
    /// `pass`. The result follows when the game is over.
    pub fn text_moves(&self) -> Text {
        if self.plies.is_empty() {
            return match &self.outcome {
                Some(o) => crate::text!("opok-no-moves").and_plain(" ").and(&o.reason),
                None => crate::text!("opok-no-moves-yet"),
            };
        }
        let mut lines = Vec::new();
        for (i, pair) in self.plies.chunks(2).enumerate() {
            let texts: Vec<Text> = pair
                .iter()
                .map(|p| match p {
                    Ply::Move { captured, .. } if !captured.is_empty() => {
                        let (count, squares) = self.captured_figures(captured);
                        crate::text!(
                            "opok-moves-captures",
                            mv = self.ply_text(p),
                            count = count,
                            squares = squares
                        )
                    }
                    _ => self.ply_text(p),
                })
                .collect();
            lines.push(Text::plain(&format!("{}. ", i + 1)).and(&Text::join(texts, ", ")));
        }
        if let Some(o) = &self.outcome {
            lines.push(crate::text!(
                "opok-result",
                score = o.result.score(),
                reason = &o.reason
            ));
        }
        Text::join(lines, "\n")
    }

    /// A plain record, readable by [`Opok::replay`]:
    ///
    /// ```text
    /// Game: Opok
    /// Size: 7
    /// Players: First, Second
    /// Result: 1-0, First wins, 9 squares to 7.
    ///
    /// 1. First: a1 24 c4
    /// 1. Second: g7 24 e4
    /// 2. First: c4 3 d5 ; captures 2 checkers on d4
    /// 2. Second: pass ; no move
    /// ```
    ///
    /// `Result: *` while the game goes on. Moves are in `FROM COUNT TO`
    /// form, which the move parser reads; text after `;` is a comment.
    pub fn text_export(&self) -> Text {
        let mut out = format!(
            "Game: Opok\nSize: {}\nPlayers: First, Second\nResult: {}\n\n",
            self.board.size(),
            match &self.outcome {
                Some(o) => format!("{}, {}", o.result.score(), o.reason),
                None => "*".to_string(),
            }
        );
        for (i, ply) in self.plies.iter().enumerate() {
            let who = KIND.seat_name(Seat::from_index(i % 2));
            let comment = match ply {
                Ply::Pass => " ; no move".to_string(),
                Ply::Move { captured, .. } if !captured.is_empty() => {
                    format!(" ; {}", self.captures_text(captured))
                }
                Ply::Move { .. } => String::new(),
            };
            out += &format!("{}. {who}: {}{comment}\n", i / 2 + 1, self.ply_text(ply));
        }
        // A record is read by tools: English in every language.
        Text::plain(&crate::i18n::en(&out))
    }

    /// Replays a record written by [`Game::export`]: the `Size:` header,
    /// then one ply per line (`1. First: a1 3 b3`, `; …` comments ignored,
    /// `pass` lines checked against the automatic passes). A `Result:` other
    /// than `*` that the moves do not reach (a resignation, a timeout) is
    /// taken as written.
    pub fn replay(record: &str) -> Result<Opok, OpokRecordError> {
        let mut game: Option<Opok> = None;
        let mut result: Option<Outcome> = None;
        for (i, line) in record.lines().enumerate() {
            let line = line.trim();
            let lineno = i + 1;
            if let Some(size) = line.strip_prefix("Size:") {
                let n: u8 = size
                    .trim()
                    .parse()
                    .map_err(|_| OpokRecordError::BadSize { line: lineno })?;
                if !(MIN_SIZE..=MAX_SIZE).contains(&n) {
                    return Err(OpokRecordError::SizeOutOfRange {
                        line: lineno,
                        size: n,
                    });
                }
                game = Some(Opok::new(n));
            } else if let Some(res) = line.strip_prefix("Result:") {
                let res = res.trim();
                let (score, reason) = res.split_once(", ").unwrap_or((res, ""));
                let r = match score {
                    "1-0" => Some(GameResult::WhiteWins),
                    "0-1" => Some(GameResult::BlackWins),
                    "1/2-1/2" => Some(GameResult::Draw),
                    _ => None,
                };
                result = r.map(|result| Outcome {
                    result,
                    reason: crate::i18n::Text::plain(reason),
                });
            } else if let Some((head, text)) = line.split_once(':') {
                let mut words = head.split_whitespace();
                let (Some(num), Some(who), None) = (words.next(), words.next(), words.next())
                else {
                    continue;
                };
                if !num.ends_with('.')
                    || !num
                        .trim_end_matches('.')
                        .bytes()
                        .all(|b| b.is_ascii_digit())
                {
                    continue;
                }
                let seat = match who {
                    "First" => Seat::White,
                    "Second" => Seat::Black,
                    _ => {
                        return Err(OpokRecordError::UnknownPlayer {
                            line: lineno,
                            who: who.to_string(),
                        })
                    }
                };
                let g = game.as_mut().ok_or(OpokRecordError::NoSize)?;
                // Text after `;` is a comment.
                let text = text.split(';').next().unwrap_or("").trim();
                if text == "pass" {
                    let index = g.plies.len().checked_sub(1);
                    let ok = index.is_some_and(|j| {
                        g.plies[j] == Ply::Pass && Seat::from_index(j % 2) == seat
                    });
                    if !ok {
                        return Err(OpokRecordError::PassWithMove {
                            line: lineno,
                            who: who.to_string(),
                        });
                    }
                    continue;
                }
                if g.to_move() != Some(seat) {
                    return Err(OpokRecordError::NotTurn {
                        line: lineno,
                        who: who.to_string(),
                    });
                }
                let refused = |e: Text| OpokRecordError::Refused {
                    line: lineno,
                    why: crate::i18n::en(&e),
                };
                let input = parse_move(&g.board, text).map_err(refused)?;
                let m = g.check(seat, &input).map_err(refused)?;
                g.apply(m);
            }
        }
        let mut g = game.ok_or(OpokRecordError::NoSize)?;
        if g.outcome.is_none() {
            g.outcome = result;
        }
        Ok(g)
    }
}
