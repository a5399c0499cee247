//! The texts of a game as each viewer may read them: status and figures,
//! the move list, the end-of-game report and the PGN.

use super::referee::own_long;
use super::*;
use crate::i18n::{Lang, Text};
use crate::rules::chess::{notation, Style};

/// The announcements after a move's first (`Pawn at e4 captured, Rank
/// check`), each in the reader's language; empty when there are none.
fn said(notes: &[String]) -> Text {
    Text::join(notes.iter().skip(1).map(|n| referee::spoken(n)), ", ")
}

/// Where an event stands in the game: the move number and the side whose
/// turn it was.
struct Stamp {
    number: u32,
    seat: Seat,
}

impl Stamp {
    /// `3.` for White, `3...` for Black.
    fn label(&self) -> String {
        match self.seat {
            Seat::White => format!("{}.", self.number),
            Seat::Black => format!("{}...", self.number),
        }
    }
}

impl Kriegspiel {
    /// The events with their stamps; `Move` events also with the move.
    fn stamped(&self) -> Vec<(Stamp, &Event, Option<Move>)> {
        let start = self.game.start();
        let mut number = start.fullmove_number();
        let mut side = start.side_to_move();
        let mut ply = 0;
        let mut out = Vec::with_capacity(self.events.len());
        for e in &self.events {
            let stamp = Stamp { number, seat: side };
            let mv = match e {
                Event::Move { .. } => {
                    let m = self.game.history().get(ply).copied();
                    ply += 1;
                    if side == Seat::Black {
                        number += 1;
                    }
                    side = side.other();
                    m
                }
                _ => None,
            };
            out.push((stamp, e, mv));
        }
        out
    }

    /// The running figures `viewer` may know, one per line without a final
    /// period: pieces left (from the announced captures) and, in `wild16`,
    /// the pawn tries of the side to move (as announced).
    pub(super) fn figures(&self, viewer: Viewer) -> Vec<Text> {
        let start = self.game.start();
        let left = |seat: Seat| {
            let men = start.pieces().filter(|(_, p)| p.color == seat).count();
            men.saturating_sub(self.lost(seat))
        };
        let mut lines = match (viewer, &self.outcome) {
            (Viewer::Seat(s), None) => {
                vec![crate::text!(
                    "kriegspiel-opponent-left",
                    n = left(s.other())
                )]
            }
            _ => vec![
                crate::text!("kriegspiel-white-left", n = left(Seat::White)),
                crate::text!("kriegspiel-black-left", n = left(Seat::Black)),
            ],
        };
        if self.rules == RuleSet::Wild16 && self.outcome.is_none() {
            lines.push(crate::text!(
                "kriegspiel-tries-figure",
                n = referee::pawn_tries(self.game.position())
            ));
        }
        lines
    }

    /// The lines under a picture or a `/board text` grid: during play the
    /// last move's announcements (`Black moved: Pawn at e4 captured, Rank
    /// check`), so a board sent again still says what happened, then the
    /// figures.
    pub(super) fn board_lines(&self, viewer: Viewer) -> Vec<Text> {
        let mut lines = Vec::new();
        if self.outcome.is_none() {
            let last = self.events.iter().rev().find_map(|e| match e {
                Event::Move { seat, notes, .. } => Some((*seat, notes)),
                _ => None,
            });
            if let Some((seat, notes)) = last {
                let seat = seat_word(KIND.seat_name(seat));
                let said = said(notes);
                if said.is_empty() {
                    lines.push(crate::text!("kriegspiel-seat-moved", seat = seat));
                } else {
                    lines.push(crate::text!(
                        "kriegspiel-seat-moved-said",
                        seat = seat,
                        said = said
                    ));
                }
            }
        }
        lines.extend(self.figures(viewer));
        lines
    }

    /// See [`Game::status`]: `Move 3.` and the figures; once over, the
    /// figures, and the report when it did not go out with the last
    /// announcements (resignation, agreement).
    pub(super) fn status_text(&self, viewer: Viewer) -> Text {
        let mut lines = Vec::new();
        if self.outcome.is_none() {
            lines.push(crate::text!(
                "kriegspiel-status-move",
                n = self.game.position().fullmove_number()
            ));
        }
        lines.extend(self.figures(viewer).into_iter().map(|l| l.and_plain(".")));
        if self.outcome.is_some() && !self.reported {
            lines.extend(self.report());
        }
        Text::join(lines, "\n")
    }

    /// The word the referee used for an illegal attempt.
    fn illegal_word(&self) -> Text {
        match self.rules {
            RuleSet::Wild16 => crate::text!("kriegspiel-illegal"),
            RuleSet::English => crate::text!("kriegspiel-no"),
        }
    }

    /// See [`Game::moves`]: one line per event `viewer` may know. A
    /// player's own moves and attempts are written out; the other side's
    /// moves only as their announcements.
    pub(super) fn moves_text(&self, viewer: Viewer) -> Text {
        let over = self.outcome.is_some();
        let knows = |seat: Seat| over || viewer == Viewer::Seat(seat);
        let mut lines = Vec::new();
        for (stamp, event, mv) in self.stamped() {
            let label = stamp.label();
            match event {
                Event::Move { seat, notes, .. } => {
                    let head = match mv {
                        Some(m) if knows(*seat) => notation::localized_text(&own_long(m)),
                        _ => crate::text!(
                            "kriegspiel-seat-moved",
                            seat = seat_word(KIND.seat_name(*seat))
                        ),
                    };
                    let said = said(notes);
                    let line = Text::plain(&format!("{label} ")).and(&head);
                    if said.is_empty() {
                        lines.push(line);
                    } else {
                        lines.push(line.and_plain(" — ").and(&said));
                    }
                }
                Event::Illegal { seat, tried } => {
                    if knows(*seat) {
                        let text = crate::text!(
                            "kriegspiel-tried",
                            seat = seat_word(KIND.seat_name(*seat)),
                            tried = notation::localized(tried),
                            answer = self.illegal_word()
                        );
                        lines.push(Text::plain(&format!("{label} ")).and(&text));
                    } else if self.rules == RuleSet::English {
                        let text = crate::text!(
                            "kriegspiel-seat-no",
                            seat = seat_word(KIND.seat_name(*seat))
                        );
                        lines.push(Text::plain(&format!("{label} ")).and(&text));
                    }
                }
                Event::Any { seat, tries } => {
                    let id = if *tries {
                        "kriegspiel-asks-any-try"
                    } else {
                        "kriegspiel-asks-any-no"
                    };
                    let text = crate::text!(id, seat = seat_word(KIND.seat_name(*seat)));
                    lines.push(Text::plain(&format!("{label} ")).and(&text));
                }
            }
        }
        Text::join(lines, "\n")
    }

    /// The record in SAN (with check marks) and the result, one line.
    fn movetext(&self) -> String {
        let record = self.game.record(Style::San);
        let result = self.outcome.as_ref().map_or("*", |o| o.result.score());
        if record.is_empty() {
            result.to_string()
        } else {
            format!("{record} {result}")
        }
    }

    /// `2. e4d5; 5. f1b5, f1c4`, or empty for none.
    fn attempts_of(&self, seat: Seat) -> String {
        let mut groups: Vec<(u32, Vec<String>)> = Vec::new();
        for (stamp, event, _) in self.stamped() {
            if let Event::Illegal { seat: s, tried } = event {
                if *s != seat {
                    continue;
                }
                let tried = notation::localized(tried);
                match groups.last_mut() {
                    Some((n, list)) if *n == stamp.number => list.push(tried),
                    _ => groups.push((stamp.number, vec![tried])),
                }
            }
        }
        if groups.is_empty() {
            return String::new();
        }
        groups
            .iter()
            .map(|(n, list)| format!("{n}. {}", list.join(", ")))
            .collect::<Vec<_>>()
            .join("; ")
    }

    /// What everybody learns at the end: the record and both players'
    /// illegal attempts.
    pub(super) fn report(&self) -> Vec<Text> {
        let attempts = |seat: Seat, id: &str, none: &str| {
            let list = self.attempts_of(seat);
            if list.is_empty() {
                crate::text!(none)
            } else {
                crate::text!(id, list = list)
            }
        };
        vec![
            crate::text!(
                "kriegspiel-report-moves",
                moves = notation::localized_words(&self.movetext())
            ),
            attempts(
                Seat::White,
                "kriegspiel-attempts-white",
                "kriegspiel-attempts-white-none",
            ),
            attempts(
                Seat::Black,
                "kriegspiel-attempts-black",
                "kriegspiel-attempts-black-none",
            ),
        ]
    }

    /// The PGN of a finished game; illegal attempts are comments before the
    /// move that followed them.
    /// The record with the piece letters of `lang` (a `PieceLetters` tag
    /// names them when not English).
    pub(super) fn pgn(&self, lang: Lang) -> Text {
        let result = self.outcome.as_ref().map_or("*", |o| o.result.score());
        let mut out = String::new();
        out += "[Event \"Kriegspiel\"]\n[Site \"boardbot\"]\n";
        out += &format!("[Variant \"Kriegspiel ({})\"]\n", self.rules.name());
        out += "[White \"White\"]\n[Black \"Black\"]\n";
        out += &format!("[Result \"{result}\"]\n");
        let mut head = Text::plain(&out);
        out.clear();
        if let Some(o) = &self.outcome {
            head = head
                .and_plain("[Termination \"")
                .and(&o.reason)
                .and_plain("\"]\n");
        }
        out += &notation::letters::pgn_tag(lang);
        out.push('\n');

        let mut tokens: Vec<String> = Vec::new();
        let mut pos = self.game.start().clone();
        let mut pending: Vec<String> = Vec::new();
        let mut after_comment = true;
        let comment = |seat: Seat, pending: &[String]| {
            format!("{{{} {}}}", KIND.seat_name(seat), pending.join(", "))
        };
        for (stamp, event, mv) in self.stamped() {
            match event {
                Event::Illegal { tried, .. } => pending.push(format!("tried {tried}")),
                Event::Any { tries, .. } => pending.push(format!(
                    "asked Any? ({})",
                    if *tries { "Try" } else { "No" }
                )),
                Event::Move { .. } => {
                    let Some(m) = mv else { continue };
                    if !pending.is_empty() {
                        tokens.push(comment(stamp.seat, &pending));
                        pending.clear();
                        after_comment = true;
                    }
                    if stamp.seat == Seat::White || after_comment {
                        tokens.push(stamp.label());
                    }
                    tokens.push(notation::translate(
                        &pos.format_move(m, Style::San, true),
                        lang,
                    ));
                    pos.play(m);
                    after_comment = false;
                }
            }
        }
        if !pending.is_empty() {
            tokens.push(comment(pos.side_to_move(), &pending));
        }
        tokens.push(result.to_string());
        // Lines of at most 79 characters where possible.
        let mut line = String::new();
        for t in tokens {
            if !line.is_empty() && line.len() + 1 + t.len() > 79 {
                out += &line;
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line += &t;
        }
        out += &line;
        head.and_plain(&out)
    }
}
