//! What the players read: the status lines, `/board text`, the picture's
//! view, the move list, the record, the bid buttons.

use super::bidding::{self, BidRecord, Target};
use super::board_phase::{color_ref, color_text, Action, BoardPhase, Ply};
use super::clocks::clock_text;
use super::*;
use crate::i18n::{Lang, Text};
use crate::rules::chess::notation;
use crate::rules::chess::{Color, Kind};
use crate::text;
use crate::view::View;

/// How wide the text tables are: a phone shows 40 columns of code.
pub const COLUMNS: usize = 40;

/// `text` cut into lines of at most `width` characters at spaces (a word
/// longer than that stands alone on its line).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut cur = String::new();
    for word in text.split_whitespace() {
        if !cur.is_empty() && cur.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut cur));
        }
        if !cur.is_empty() {
            cur.push(' ');
        }
        cur.push_str(word);
    }
    if !cur.is_empty() {
        lines.push(cur);
    }
    lines
}

/// A line of a text table: `text` wrapped to [`COLUMNS`], the lines after
/// the first indented by two spaces.
pub fn table_line(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, part) in wrap(text, COLUMNS - 2).into_iter().enumerate() {
        if i == 0 {
            out.push(part);
        } else {
            out.push(format!("  {part}"));
        }
    }
    out
}

/// The label of a promotion button (`Queen`).
pub fn promotion_label(k: Kind) -> Text {
    text!("chpok-button-promote", piece = k.name())
}

/// `Points: White 3, Black 0.`
pub fn points_sentence(points: [i64; 2]) -> Text {
    text!("chpok-points", white = points[0], black = points[1])
}

/// A ply in the move list: `Qxe7 (+1003)`, `e4 (0)`, `remove e1 (Black +1000)`;
/// `lang` `None` for `/moves` (each reader's letters and words), a
/// language for a record (its letters, the English words of the notation).
fn ply_entry(p: &Ply, lang: Option<Lang>) -> Text {
    let s = &p.score;
    let pts = if s.opponent > 0 {
        color_text(p.color.other()).and_plain(&format!(" +{}", s.opponent))
    } else if s.total() > 0 {
        Text::plain(&format!("+{}", s.total()))
    } else {
        Text::plain("0")
    };
    let text = match lang {
        Some(lang) if p.action != Action::AutoPass => {
            Text::plain(&notation::translate(&p.text, lang))
        }
        _ => super::board_phase::ply_words(&p.text),
    };
    text.and_plain(" (").and(&pts).and_plain(")")
}

impl Chpok {
    /// The caption's running figures, only what changes from turn to turn
    /// (the terms of the game are told once, when the bidding ends, and
    /// stay on the picture and `/board text`). Bidding: nothing, the table
    /// (the text board) holds the chips and clocks. Board: both scores,
    /// both clocks where they run, and the move number against a limit bid
    /// for (the default limit of 888 is no limit to count down to; the
    /// move's announcement carries its number).
    pub(super) fn text_status(&self) -> Text {
        let Some(b) = &self.board else {
            return Text::default();
        };
        let mut lines = vec![points_sentence(b.points)];
        if self.clocks {
            lines.push(text!(
                "chpok-clocks",
                white = clock_text(b.clock_ms[0]),
                black = clock_text(b.clock_ms[1])
            ));
        }
        if let Some((n, limit)) = self.move_of_limit(b) {
            lines.push(text!("chpok-move-of-limit", n = n, limit = limit));
        }
        Text::join(lines, "\n")
    }

    /// `Move 7 of 40` when a move limit was bid for: the move being played,
    /// or once the game is over the last move number played (after Black's
    /// move the position already counts the next one).
    fn move_of_limit(&self, b: &BoardPhase) -> Option<(u32, u16)> {
        let limit = b.features.limit;
        if limit == Features::default().limit {
            return None;
        }
        let mut number = b.pos.fullmove_number();
        if self.outcome.is_some() && b.side() == Color::White && number > 1 {
            number -= 1;
        }
        Some((number.min(u32::from(limit)), limit))
    }

    /// The terms of the board phase, which the caption leaves out: the
    /// clocks, the features and the limit, for the picture (`sentences`
    /// false: labels without a full stop) and `/board text` (`sentences`
    /// true: sentences wrapped to [`COLUMNS`] as [`table_line`] wraps
    /// them; each line that holds words is one message).
    fn terms_lines(&self, b: &BoardPhase, sentences: bool) -> Vec<Text> {
        let mut lines = Vec::new();
        let (white, black) = (clock_text(b.clock_ms[0]), clock_text(b.clock_ms[1]));
        let time = b.time.to_string();
        match (self.clocks, sentences) {
            (false, false) => lines.push(text!("chpok-terms-no-clocks")),
            (false, true) => lines.push(text!("chpok-terms-no-clocks-sentence")),
            (true, false) => lines.push(text!(
                "chpok-terms-clocks",
                time = time,
                white = white,
                black = black
            )),
            (true, true) => {
                let english = format!("Clocks {time}: White {white}, Black {black}.");
                // Too long for one line, it breaks before Black's clock.
                let id = if english.chars().count() <= COLUMNS - 2 {
                    "chpok-terms-clocks-sentence"
                } else {
                    "chpok-terms-clocks-wrapped"
                };
                lines.push(
                    crate::i18n::Tr::new(id)
                        .arg("time", time)
                        .arg("white", white)
                        .arg("black", black)
                        .text(),
                );
            }
        }
        if b.features != Features::default() {
            let list = b.features.describe();
            if sentences {
                // The list is notation: wrapped here, the first line's
                // part given to the message.
                let mut wrapped = table_line(&format!("Features: {list}."));
                let first = wrapped.remove(0);
                let part = first.strip_prefix("Features: ").unwrap_or(&first);
                lines.push(text!("chpok-terms-features", list = part));
                lines.extend(wrapped.iter().map(|l| Text::plain(l)));
            } else {
                lines.push(text!("chpok-terms-features", list = list));
            }
        }
        if let Some((n, limit)) = self.move_of_limit(b) {
            lines.push(if sentences {
                text!("chpok-move-of-limit", n = n, limit = limit)
            } else {
                text!("chpok-move-of-limit-label", n = n, limit = limit)
            });
        }
        lines
    }

    /// The grid of chat.md, then the sides' figures (see
    /// [`Chpok::sides_table`]), the clocks, the features, all within 40
    /// columns.
    pub(super) fn text_board(&self, b: &BoardPhase) -> Text {
        let mut lines = vec![Text::plain(&b.pos.board_text())];
        lines.extend(self.sides_table(b));
        lines.extend(self.terms_lines(b, true));
        Text::join(lines, "\n")
    }

    /// The sides' figures as a table under the grid: points, and the
    /// castlings left, undos left and the newborn pawn where those
    /// features are on. Each row is one message keeping the columns (the
    /// label 14 characters wide, the figures come padded to 7).
    ///
    /// ```text
    ///                 White  Black
    /// points              3      0
    /// castlings left      1      0
    /// ```
    fn sides_table(&self, b: &BoardPhase) -> Vec<Text> {
        let row = |id: &str, f: &dyn Fn(Color) -> String| {
            crate::i18n::Tr::new(id)
                .arg("white", format!("{:>7}", f(Color::White)))
                .arg("black", format!("{:>7}", f(Color::Black)))
                .text()
        };
        let mut lines = vec![text!("chpok-sides-head")];
        lines.push(row("chpok-sides-points", &|c| b.points_of(c).to_string()));
        if b.features.castles > 0 {
            lines.push(row("chpok-sides-castlings", &|c| {
                b.pos.castles_left(c).to_string()
            }));
        }
        if b.features.undo > 0 {
            lines.push(row("chpok-sides-undos", &|c| {
                b.features
                    .undo
                    .saturating_sub(b.undos_used[c.index()])
                    .to_string()
            }));
        }
        if b.features.has(Flag::Newborn) {
            let unused = |c| b.pos.reserve(c, crate::rules::chess::Kind::Pawn) > 0;
            lines.push(match (unused(Color::White), unused(Color::Black)) {
                (true, true) => text!("chpok-sides-newborn-unused-unused"),
                (true, false) => text!("chpok-sides-newborn-unused-used"),
                (false, true) => text!("chpok-sides-newborn-used-unused"),
                (false, false) => text!("chpok-sides-newborn-used-used"),
            });
        }
        lines
    }

    /// The picture: the board from `viewer`'s side (Black's player sees it
    /// flipped), the last move, attacked kings of the side to move, the
    /// points and clocks under it.
    pub(super) fn board_view(&self, b: &BoardPhase, viewer: Viewer) -> View {
        let mut view = b.pos.view_with(|_, _| true);
        view.flipped = viewer == Viewer::Seat(b.seat_of(Color::Black));
        if let Some(last) = b.plies.iter().rev().find(|p| p.action != Action::AutoPass) {
            view.last_move = match last.action {
                Action::Move(mv) if mv.is_drop() => vec![(mv.to.file(), mv.to.rank())],
                Action::Move(mv) => vec![
                    (mv.from.file(), mv.from.rank()),
                    (mv.to.file(), mv.to.rank()),
                ],
                Action::Remove(sq) => vec![(sq.file(), sq.rank())],
                Action::Pass | Action::AutoPass => Vec::new(),
            };
        }
        if self.outcome.is_none() {
            let side = b.side();
            view.check = b
                .pos
                .kings(side)
                .into_iter()
                .filter(|&k| b.pos.is_attacked(k, side.other()))
                .map(|k| (k.file(), k.rank()))
                .collect();
        }
        view.lines = vec![crate::text!(
            "chpok-points-label",
            white = b.points[0],
            black = b.points[1]
        )];
        view.lines.extend(self.terms_lines(b, false));
        view
    }

    /// `/moves`: during the bidding the bids so far; then the moves with
    /// the points each scored, one line per move number.
    pub(super) fn text_moves(&self) -> Text {
        match &self.board {
            None => Text::join(self.bid_lines(), "\n"),
            Some(b) => {
                let mut lines = move_lines(b, None);
                if !lines.is_empty() {
                    lines.push(points_sentence(b.points));
                }
                Text::join(lines, "\n")
            }
        }
    }

    fn bid_lines(&self) -> Vec<Text> {
        self.bidding
            .history
            .iter()
            .enumerate()
            .map(|(i, r)| Text::plain(&format!("{}. ", i + 1)).and(&bid_line(r)))
            .collect()
    }

    /// `/export`: the options, the bidding, its result, the moves with
    /// points, the result. `args` may ask for the piece letters of another
    /// language (`lang=uk`: `Дxe6`, `0-0`).
    pub(super) fn text_export(&self, args: &str) -> Text {
        let (lang, _) = notation::letters::export_lang(args);
        let mut out = vec![Text::plain(&format!(
            "Chpok: {} chips each, clocks {}.",
            self.chips,
            if self.clocks { "on" } else { "off" }
        ))];
        out.push(Text::plain("Bidding:"));
        let bids = self.bid_lines();
        if bids.is_empty() {
            out.push(Text::plain("(no bids)"));
        }
        out.extend(bids);
        match &self.board {
            None => {
                let value = |t| self.bidding.value_text(t);
                out.push(
                    Text::plain("Targets: white ")
                        .and(&value(Target::White))
                        .and_plain("; time ")
                        .and(&value(Target::Time))
                        .and_plain("; row ")
                        .and(&value(Target::Row))
                        .and_plain("; x ")
                        .and(&value(Target::X))
                        .and_plain("."),
                );
            }
            Some(b) => {
                out.extend(self.settled.iter().cloned());
                out.push(Text::plain("Moves:"));
                let moves = move_lines(b, Some(lang));
                if moves.is_empty() {
                    out.push(Text::plain("(no moves)"));
                }
                out.extend(moves);
                out.push(Text::plain(&format!(
                    "Points: White {}, Black {}.",
                    b.points[0], b.points[1]
                )));
            }
        }
        if let Some(o) = &self.outcome {
            out.push(Text::plain(&format!("Result: {}, ", o.result.score())).and(&o.reason));
        }
        Text::join(out, "\n")
    }

    /// Buttons for the bidder: a call where one is possible, raises by the
    /// fewest chips and one more on each target. A raise on time, row or x
    /// asks for its value first (`/bid time raise 2 ?`, answered with
    /// [`Chpok::raise_value_choices`]).
    pub(super) fn bid_choices(&self, seat: Seat) -> Vec<Choice> {
        let b = &self.bidding;
        let mut out = Vec::new();
        for t in Target::ALL {
            if b.can_call(t, seat) {
                out.push(Choice::new(
                    text!(
                        "chpok-button-call",
                        target = t.name(),
                        chips = b.gap(t, seat)
                    ),
                    format!("/bid {} call", t.name()),
                ));
            }
            let min = b.min_raise(t, seat);
            for c in [min, min + 1] {
                if c <= b.chips_of(seat) {
                    let ask = if t == Target::White {
                        String::new()
                    } else {
                        format!(" {}", bidding::ASK)
                    };
                    out.push(Choice::new(
                        text!("chpok-button-raise", target = t.name(), chips = c),
                        format!("/bid {} raise {c}{ask}", t.name()),
                    ));
                }
            }
        }
        out
    }

    /// The second step of a raise button: one button per common value of
    /// `t` (`/bid time raise 2 5+3`), when `seat` may raise `t` by `chips`.
    pub(super) fn raise_value_choices(&self, seat: Seat, t: Target, chips: u32) -> Vec<Choice> {
        let b = &self.bidding;
        if self.board.is_some()
            || self.outcome.is_some()
            || b.turn != seat
            || chips < b.min_raise(t, seat)
            || chips > b.chips_of(seat)
        {
            return Vec::new();
        }
        bidding::value_choices(b, t)
            .into_iter()
            .map(|(label, value)| {
                let command = format!("/bid {} raise {chips} {value}", t.name());
                Choice::new(Text::plain(&label), command)
            })
            .collect()
    }

    /// Every complete bid of the buttons: the calls, the white raises, and
    /// each raise's values.
    pub(super) fn complete_bids(&self, seat: Seat) -> Vec<String> {
        let mut out = Vec::new();
        for c in self.bid_choices(seat) {
            match c.command.strip_suffix(&format!(" {}", bidding::ASK)) {
                Some(first) => {
                    let Ok(BidText::Raise { target, chips, .. }) =
                        parse_bid(first.trim_start_matches("/bid "))
                    else {
                        continue;
                    };
                    out.extend(
                        self.raise_value_choices(seat, target, chips)
                            .into_iter()
                            .map(|c| c.command),
                    );
                }
                None => out.push(c.command),
            }
        }
        out
    }
}

/// `Challenger: white raise 3 — Challenger plays White`.
fn bid_line(r: &BidRecord) -> Text {
    let who = bidding::seat_ref(r.seat);
    let value = r.value.as_str();
    match r.target {
        None => text!("chpok-bid-line-forfeit", seat = who, chips = r.chips),
        Some(t) if r.call => text!(
            "chpok-bid-line-call",
            seat = who,
            target = t.name(),
            chips = r.chips,
            value = value
        ),
        Some(t) => text!(
            "chpok-bid-line-raise",
            seat = who,
            target = t.name(),
            chips = r.chips,
            value = value
        ),
    }
}

/// The move list: `1. e4 (0) e5 (0)`, a line per move number (a game
/// always starts with White).
fn move_lines(b: &BoardPhase, lang: Option<Lang>) -> Vec<Text> {
    let mut lines = Vec::new();
    for (i, pair) in b.plies.chunks(2).enumerate() {
        let entries: Vec<Text> = pair.iter().map(|p| ply_entry(p, lang)).collect();
        let line = Text::plain(&format!("{}. ", i + 1)).and(&Text::join(&entries, "  "));
        // Measured in English (a colour word may stand in an entry).
        if crate::i18n::en(&line).chars().count() <= COLUMNS {
            lines.push(line);
        } else {
            // Too wide for a phone: Black's ply under White's.
            let number = format!("{}. ", i + 1);
            let pad = " ".repeat(number.chars().count());
            for (j, e) in entries.iter().enumerate() {
                let lead = if j == 0 { &number } else { &pad };
                lines.push(Text::plain(lead).and(e));
            }
        }
    }
    lines
}

/// `0 points`, `+1003 (king +1000, rank 7 +3)`, `White +1000 (a removed
/// king)`. `hill`: the goal points are the hill's (else the home row's).
pub fn score_words(s: &super::scoring::Score, them: Color, hill: bool) -> Text {
    if s.opponent > 0 {
        return text!(
            "chpok-score-removed-king",
            color = color_ref(them),
            points = s.opponent
        );
    }
    let mut parts = Vec::new();
    if s.goal > 0 {
        parts.push(if hill {
            text!("chpok-score-hill", points = s.goal)
        } else {
            text!("chpok-score-home-row", points = s.goal)
        });
    }
    if s.kings > 0 {
        parts.push(text!("chpok-score-king", points = s.kings));
    }
    if s.rank > 0 {
        parts.push(text!(
            "chpok-score-rank",
            rank = s.rank + 4,
            points = s.rank
        ));
    }
    if s.piece > 0 {
        parts.push(text!("chpok-score-piece", points = s.piece));
    }
    match s.total() {
        0 => text!("chpok-score-zero"),
        t => text!("chpok-score", total = t, parts = Text::join(parts, ", ")),
    }
}
