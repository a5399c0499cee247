//! What the players read: the status lines, `/board text`, the picture's
//! view, the move list, the record, the bid buttons.

use super::bidding::{seat_word, BidRecord, Target};
use super::board_phase::{color_word, Action, BoardPhase, Ply};
use super::clocks::clock_text;
use super::*;
use crate::render::View;
use crate::rules::chess::Color;

/// `queen` → `Queen`.
pub fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// A ply in the move list: `Qxe7 (+1003)`, `e4 (0)`, `remove e1 (Black +1000)`.
fn ply_entry(p: &Ply) -> String {
    let s = &p.score;
    let pts = if s.opponent > 0 {
        format!("{} +{}", color_word(p.color.other()), s.opponent)
    } else if s.total() > 0 {
        format!("+{}", s.total())
    } else {
        "0".to_string()
    };
    format!("{} ({pts})", p.text)
}

impl Chpok {
    /// The caption's running figures. Bidding: the chips left. Board: the
    /// move number against the limit, both scores, both clocks.
    pub(super) fn text_status(&self) -> String {
        match &self.board {
            None => {
                let b = &self.bidding;
                let mut s = format!(
                    "Bidding. Chips left: Challenger {}, Opponent {}.",
                    b.chips[0], b.chips[1]
                );
                if self.clocks {
                    s += &format!(
                        "\nBidding clocks: Challenger {}, Opponent {}.",
                        clock_text(b.clock_ms[0]),
                        clock_text(b.clock_ms[1])
                    );
                }
                s
            }
            Some(b) => {
                // Once the game is over: the last move number played (after
                // Black's move the position already counts the next one).
                let mut number = b.pos.fullmove_number();
                if self.outcome.is_some() && b.side() == Color::White && number > 1 {
                    number -= 1;
                }
                let mut lines = vec![format!(
                    "Move {} of {}. Points: White {}, Black {}.",
                    number.min(u32::from(b.features.limit)),
                    b.features.limit,
                    b.points[0],
                    b.points[1]
                )];
                lines.push(if self.clocks {
                    format!(
                        "Clocks ({}): White {}, Black {}.",
                        b.time,
                        clock_text(b.clock_ms[0]),
                        clock_text(b.clock_ms[1])
                    )
                } else {
                    "No clocks.".to_string()
                });
                if b.features != Features::default() {
                    lines.push(format!("Features: {}.", b.features.describe()));
                }
                lines.join("\n")
            }
        }
    }

    /// The grid of chat.md, then one line per side: points, castlings
    /// left, the newborn pawn and undos where those features are on.
    pub(super) fn text_board(&self, b: &BoardPhase) -> String {
        let mut lines = vec![b.pos.board_text()];
        for c in [Color::White, Color::Black] {
            lines.push(self.side_line(b, c));
        }
        lines.join("\n")
    }

    /// `White: 12 points, 1 castling left, newborn pawn unused`.
    fn side_line(&self, b: &BoardPhase, c: Color) -> String {
        let pts = b.points_of(c);
        let mut parts = vec![format!("{pts} point{}", if pts == 1 { "" } else { "s" })];
        if b.features.castles > 0 {
            let n = b.pos.castles_left(c);
            parts.push(format!(
                "{n} castling{} left",
                if n == 1 { "" } else { "s" }
            ));
        }
        if b.features.has(Flag::Newborn) {
            let unused = b.pos.reserve(c, crate::rules::chess::Kind::Pawn) > 0;
            parts.push(format!(
                "newborn pawn {}",
                if unused { "unused" } else { "used" }
            ));
        }
        if b.features.undo > 0 {
            let left = b.features.undo.saturating_sub(b.undos_used[c.index()]);
            parts.push(format!(
                "{left} undo{} left",
                if left == 1 { "" } else { "s" }
            ));
        }
        format!("{}: {}", color_word(c), parts.join(", "))
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
        view.lines = vec![
            format!("Points: White {}, Black {}", b.points[0], b.points[1]),
            if self.clocks {
                format!(
                    "Clocks {}: White {}, Black {}",
                    b.time,
                    clock_text(b.clock_ms[0]),
                    clock_text(b.clock_ms[1])
                )
            } else {
                "No clocks".to_string()
            },
        ];
        view
    }

    /// `/moves`: during the bidding the bids so far; then the moves with
    /// the points each scored, one line per move number.
    pub(super) fn text_moves(&self) -> String {
        match &self.board {
            None => self.bid_lines().join("\n"),
            Some(b) => {
                let mut lines = move_lines(b);
                if !lines.is_empty() {
                    lines.push(format!(
                        "Points: White {}, Black {}.",
                        b.points[0], b.points[1]
                    ));
                }
                lines.join("\n")
            }
        }
    }

    fn bid_lines(&self) -> Vec<String> {
        self.bidding
            .history
            .iter()
            .enumerate()
            .map(|(i, r)| format!("{}. {}", i + 1, bid_line(r)))
            .collect()
    }

    /// `/export`: the options, the bidding, its result, the moves with
    /// points, the result.
    pub(super) fn text_export(&self) -> String {
        let mut out = vec![format!(
            "Chpok: {} chips each, clocks {}.",
            self.chips,
            if self.clocks { "on" } else { "off" }
        )];
        out.push("Bidding:".into());
        let bids = self.bid_lines();
        if bids.is_empty() {
            out.push("(no bids)".into());
        }
        out.extend(bids);
        match &self.board {
            None => {
                out.push(format!(
                    "Targets: white {}; time {}; row {}; x {}.",
                    self.bidding.value_text(Target::White),
                    self.bidding.value_text(Target::Time),
                    self.bidding.value_text(Target::Row),
                    self.bidding.value_text(Target::X)
                ));
            }
            Some(b) => {
                out.extend(self.settled.iter().cloned());
                out.push("Moves:".into());
                let moves = move_lines(b);
                if moves.is_empty() {
                    out.push("(no moves)".into());
                }
                out.extend(moves);
                out.push(format!(
                    "Points: White {}, Black {}.",
                    b.points[0], b.points[1]
                ));
            }
        }
        if let Some(o) = &self.outcome {
            out.push(format!("Result: {}, {}", o.result.score(), o.reason));
        }
        out.join("\n")
    }

    /// Buttons for the bidder: a call where one is possible, raises by the
    /// fewest chips and one more on each target.
    pub(super) fn bid_choices(&self, seat: Seat) -> Vec<Choice> {
        let b = &self.bidding;
        let mut out = Vec::new();
        for t in Target::ALL {
            let label = capitalized(t.name());
            if b.can_call(t, seat) {
                out.push(Choice::new(
                    format!("{label}: call {}", b.gap(t, seat)),
                    format!("/bid {} call", t.name()),
                ));
            }
            let min = b.min_raise(t, seat);
            for c in [min, min + 1] {
                if c <= b.chips_of(seat) {
                    out.push(Choice::new(
                        format!("{label}: raise {c}"),
                        format!("/bid {} raise {c}", t.name()),
                    ));
                }
            }
        }
        out
    }
}

/// `Challenger: white raise 3 — Challenger plays White`.
fn bid_line(r: &BidRecord) -> String {
    let who = seat_word(r.seat);
    match r.target {
        None => format!("{who} forfeits {} (no legal bid)", r.chips),
        Some(t) if r.call => format!("{who}: {} call ({}) — {}", t.name(), r.chips, r.value),
        Some(t) => format!("{who}: {} raise {} — {}", t.name(), r.chips, r.value),
    }
}

/// The move list: `1. e4 (0) e5 (0)`, a line per move number (a game
/// always starts with White).
fn move_lines(b: &BoardPhase) -> Vec<String> {
    let mut lines = Vec::new();
    for (i, pair) in b.plies.chunks(2).enumerate() {
        let entries: Vec<String> = pair.iter().map(ply_entry).collect();
        lines.push(format!("{}. {}", i + 1, entries.join("  ")));
    }
    lines
}
