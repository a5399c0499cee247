//! The texts and the picture of a game: `/board text`, the caption status,
//! the move list, the PGN-like records in English and Polish, and the
//! [`View`] with reserves and prisons as strips.

use crate::i18n::Text;
use crate::rules::chess::notation;
use crate::view::Strip;

use super::*;

/// The reserve and prison lines, in the order shown everywhere.
const STRIPS: [(Seat, bool); 4] = [
    (Seat::White, true),
    (Seat::Black, true),
    (Seat::White, false),
    (Seat::Black, false),
];

impl Korpalski {
    /// `White reserve`, `Black prison`: in English, as `/board text`
    /// writes it.
    fn strip_label(seat: Seat, reserve: bool) -> String {
        format!(
            "{} {}",
            KIND.seat_name(seat),
            if reserve { "reserve" } else { "prison" }
        )
    }

    /// The same as a picture's label, in the reader's language.
    fn strip_label_ref(seat: Seat, reserve: bool) -> crate::i18n::Text {
        let id = if reserve {
            "korpalski-label-reserve"
        } else {
            "korpalski-label-prison"
        };
        crate::text!(id, color = color_key(seat))
    }

    fn strip_kinds(&self, seat: Seat, reserve: bool) -> Vec<Kind> {
        if reserve {
            self.reserve_kinds(seat)
        } else {
            self.prison_kinds(seat)
        }
    }

    /// The chat.md grid, then four lines: `White reserve: Q R R B N N P P P
    /// P P P P P`, `Black reserve: …`, `White prison: …`, `Black prison: …`
    /// (`-` when empty). Letters as on the grid: upper case for White's
    /// men, lower case for Black's (as Exchange Chess writes its reserves).
    pub fn text_board(&self) -> Text {
        let mut out = self.pos.board_text();
        for (seat, reserve) in STRIPS {
            let list = self.list_text(self.strip_kinds(seat, reserve));
            out += &format!(
                "\n{}: {}",
                Korpalski::strip_label(seat, reserve),
                match seat {
                    Seat::White => list,
                    Seat::Black => list.to_lowercase(),
                }
            );
        }
        Text::plain(&out)
    }

    /// `Q R×2 B N P×6` in the reader's letters, or `-`: a short list for
    /// captions and refusals.
    pub(super) fn summary(&self, kinds: Vec<Kind>) -> String {
        notation::counted(
            Kind::ALL.map(|kind| (kind, kinds.iter().filter(|&&k| k == kind).count())),
        )
    }

    /// Caption lines: `Move 7.` while the game goes on, who is in check,
    /// then per player `White reserve: Q R×2 N P×6; prison: B`.
    pub fn status_text(&self) -> Text {
        let mut lines = Vec::new();
        if self.outcome.is_none() {
            lines.push(crate::text!(
                "korpalski-status-move",
                n = self.pos.fullmove_number()
            ));
            if self.pos.in_check() {
                lines.push(crate::text!(
                    "korpalski-status-check",
                    seat = seat_word(KIND.seat_name(self.pos.side_to_move()))
                ));
            }
            if let Some(claim) = self.claimable() {
                lines.push(crate::text!(claim.status_id()));
            }
        }
        for seat in [Seat::White, Seat::Black] {
            lines.push(crate::text!(
                "korpalski-status-reserves",
                color = color_key(seat),
                reserve = self.summary(self.reserve_kinds(seat)),
                prison = self.summary(self.prison_kinds(seat))
            ));
        }
        Text::join(lines, "\n")
    }

    /// The picture: the board, the last move, a checked king, and the
    /// reserves and prisons as strips. `flipped` for Black's own view.
    pub fn picture(&self, flipped: bool) -> View {
        let mut view = self.pos.view_with(|_, _| true);
        view.flipped = flipped;
        if let Some(last) = self.plies.last() {
            let m = last.mv;
            view.last_move = if m.is_drop() {
                vec![(m.to.file(), m.to.rank())]
            } else {
                vec![(m.from.file(), m.from.rank()), (m.to.file(), m.to.rank())]
            };
        }
        if self.pos.in_check() {
            if let Some(k) = self.pos.king_square(self.pos.side_to_move()) {
                view.check = vec![(k.file(), k.rank())];
            }
        }
        view.strips = STRIPS
            .iter()
            .map(|&(seat, reserve)| Strip {
                label: Korpalski::strip_label_ref(seat, reserve),
                pieces: self
                    .strip_kinds(seat, reserve)
                    .into_iter()
                    .map(|k| (seat == Seat::White, k.letter()))
                    .collect(),
            })
            .collect();
        view
    }

    /// `/moves`: one line per move number in SAN, `1. K@c2 K@e5` (in the
    /// reader's letters; Polish notation in Polish), then the result when
    /// the game is over.
    pub fn text_moves(&self) -> Text {
        let mut lines = Vec::new();
        for (i, pair) in self.plies.chunks(2).enumerate() {
            let texts: Vec<Text> = pair.iter().map(|p| shown(&p.san, &p.polish)).collect();
            lines.push(Text::plain(&format!("{}. ", i + 1)).and(&Text::join(texts, " ")));
        }
        match (&self.outcome, lines.is_empty()) {
            (None, true) => crate::text!("korpalski-no-moves"),
            (Some(o), true) => crate::text!("korpalski-no-moves-over")
                .and_plain(" ")
                .and(&o.reason),
            (None, false) => Text::join(lines, "\n"),
            (Some(o), false) => {
                lines.push(crate::text!(
                    "korpalski-moves-result",
                    score = o.result.score(),
                    reason = &o.reason
                ));
                Text::join(lines, "\n")
            }
        }
    }

    /// `/export`: a PGN-like record. English by default (SAN with drops as
    /// `N@e4`, mate `#`); `lang=pl` writes the moves in the Polish full
    /// notation of the seed's records (`1.K/c2 K/e5 2.H/d3 …`, captures with
    /// `:`, mate `X`); `lang=uk` and `lang=ru` write SAN with their piece
    /// letters (`Кр@c2`, `Кxe5`). The tags say the start is an empty board
    /// with full reserves, and which letters a record not in English uses.
    pub fn text_export(&self, args: &str) -> Text {
        let (lang, unknown) = notation::letters::export_lang(args);
        let polish = lang == Lang::PL;
        let result = self
            .outcome
            .as_ref()
            .map_or("*", |o| o.result.score())
            .to_string();
        let mut out = String::new();
        if !unknown.is_empty() {
            out += &format!(
                "% Unknown option {}: /export lang=pl gives Polish notation, lang=en English.\n",
                unknown.join(", ")
            );
        }
        let start = "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1";
        out += "[Event \"Korpalski Chess\"]\n[Site \"boardbot\"]\n[Variant \"Korpalski\"]\n";
        out += &format!("[SetUp \"1\"]\n[FEN \"{start}\"]\n[Result \"{result}\"]\n");
        out += &notation::letters::pgn_tag(lang);
        let mut head = Text::plain(&out);
        out.clear();
        if let Some(o) = &self.outcome {
            head = head
                .and_plain("[Termination \"")
                .and(&o.reason)
                .and_plain("\"]\n");
        }
        out.push('\n');
        // Tokens that stay on one line: `12. Nxe7` (number and White's
        // move), `P@e2`, the result.
        let mut tokens: Vec<String> = Vec::new();
        let sep = if polish { "" } else { " " };
        for (i, ply) in self.plies.iter().enumerate() {
            let text = if polish {
                ply.polish.clone()
            } else {
                notation::translate(&ply.san, lang)
            };
            if i % 2 == 0 {
                tokens.push(format!("{}.{sep}{text}", i / 2 + 1));
            } else {
                tokens.push(text);
            }
        }
        tokens.push(result);
        out += &wrap(&tokens, 79);
        head.and_plain(&out)
    }
}

/// Joins tokens with spaces into lines of at most `width` characters
/// (a longer token gets a line of its own).
fn wrap(tokens: &[String], width: usize) -> String {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.chars().count() + 1 + token.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(token);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines.join("\n")
}
