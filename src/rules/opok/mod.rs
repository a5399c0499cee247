//! Opok: stacks of checkers on an N×N board (spec `opok.md`).
//!
//! Each player starts with N² checkers in one stack on their home corner
//! (First `a1`, Second the opposite corner). A move takes `k` checkers off
//! one's stack of height `h` (1 ≤ k ≤ h − 1) and walks them as a new stack
//! along exactly `k` orthogonal steps through empty squares, never stepping
//! straight back. The arrived stack captures enclosed enemy runs. A player
//! without a move passes automatically; when neither can move, the player
//! holding more squares wins.
//!
//! Texts:
//! - a move is announced as `3. First: a1 3 b3` or
//!   `3. Second: g7 2 f6, captures 4 checkers on c3, d3` (squares in
//!   alphabetical order); an automatic pass
//!   as `Second has no move and passes.`; the end of the game as
//!   `Neither player can move.` with the outcome `First wins, 9 squares to 7.`
//!   or `Draw, 8 squares each.`
//! - `/board text` is described at [`Opok::text_board`], the record at
//!   [`Opok::text_export`].

mod board;
mod check;
mod notation;
mod replay;
mod shape;
#[cfg(test)]
mod tests;
mod text;

use serde::{Deserialize, Serialize};

pub use board::{Board, Capture, Stack, DEFAULT_SIZE, MAX_SIZE, MIN_SIZE};
pub use notation::{parse_move, parse_square, square_name, MoveText};
pub use text::OpokRecordError;

use super::*;
use crate::view::{Cell, View};

pub static KIND: GameKind = GameKind {
    name: "opok",
    title_en: "Opok",
    seat_names: ["First", "Second"],
    correspondence_options: true,
    create,
    load,
    help: "opok-help",
    rules: "opok-rules",
    commands: &[],
    looks_like_move: shape::looks_like_move,
    pieces: &[],
    check_settings: crate::rules::no_settings,
};

fn create(options: &Options, _ctx: &mut Ctx) -> Result<Box<dyn Game>, Refusal> {
    let mut size = None;
    for (key, value) in options {
        if !key.eq_ignore_ascii_case("size") {
            return Err(Refusal::new(crate::text!(
                "opok-no-option",
                key = shorten(key),
                min = MIN_SIZE,
                max = MAX_SIZE
            )));
        }
        if size.is_some() {
            return Err(Refusal::new(crate::text!("opok-size-twice")));
        }
        match value.trim().parse::<u8>() {
            Ok(n) if (MIN_SIZE..=MAX_SIZE).contains(&n) => size = Some(n),
            _ => {
                return Err(Refusal::new(crate::text!(
                    "opok-bad-size",
                    min = MIN_SIZE,
                    max = MAX_SIZE,
                    value = shorten(value)
                )))
            }
        }
    }
    Ok(Box::new(Opok::new(size.unwrap_or(DEFAULT_SIZE))))
}

fn load(value: serde_json::Value) -> Result<Box<dyn Game>, LoadError> {
    Ok(Box::new(Opok::from_json(value)?))
}

/// One turn of one player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ply {
    Move {
        from: u8,
        count: u16,
        to: u8,
        #[serde(default)]
        captured: Vec<Capture>,
    },
    /// An automatic pass: the player had no move.
    Pass,
}

/// A game of Opok. Plies alternate strictly (passes are plies), so ply `i`
/// belongs to First when `i` is even.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Opok {
    board: Board,
    plies: Vec<Ply>,
    outcome: Option<Outcome>,
}

/// A legal move: `count` checkers from `from` to `to` (square indices).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub from: usize,
    pub count: u16,
    pub to: usize,
}

impl Opok {
    /// A new game on a `size`×`size` board (clamped to 5…12).
    pub fn new(size: u8) -> Opok {
        Opok {
            board: Board::new(size),
            plies: Vec::new(),
            outcome: None,
        }
    }

    /// A game from a set-up position with `to_move` to move (for tests and
    /// puzzles). Second to move is recorded as a pass of First; a player
    /// to move without a move passes as in play. Such a game's record does
    /// not replay (replays start from the standard position).
    pub fn from_position(board: Board, to_move: Seat) -> Opok {
        let mut game = Opok {
            board,
            plies: Vec::new(),
            outcome: None,
        };
        if to_move == Seat::Black {
            game.plies.push(Ply::Pass);
        }
        let mut notes = Vec::new();
        game.settle(&mut notes);
        game
    }

    /// Restores a game from [`Game::save`] JSON, checking it.
    pub fn from_json(value: serde_json::Value) -> Result<Opok, LoadError> {
        let game: Opok = serde_json::from_value(value).map_err(|e| LoadError::new("Opok", e))?;
        game.board
            .validate()
            .map_err(|e| LoadError::new("Opok", e))?;
        let n = game.board.len();
        for ply in &game.plies {
            if let Ply::Move {
                from, to, captured, ..
            } = ply
            {
                let off = |sq: u8| usize::from(sq) >= n;
                if off(*from) || off(*to) || captured.iter().any(|c| off(c.square)) {
                    return Err(LoadError::new("Opok", "a move off the board"));
                }
            }
        }
        Ok(game)
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    fn move_number(&self) -> usize {
        self.plies.len() / 2 + 1
    }

    /// Every legal move of the player to move.
    pub fn legal_moves(&self) -> Vec<Move> {
        let Some(seat) = self.to_move() else {
            return Vec::new();
        };
        self.legal_moves_of(seat)
    }

    /// Every legal move of `seat` in the current position.
    pub fn legal_moves_of(&self, seat: Seat) -> Vec<Move> {
        let mut out = Vec::new();
        for from in 0..self.board.len() {
            if self.board.get(from).is_some_and(|s| s.owner == seat) {
                for (count, to) in self.board.destinations(from) {
                    out.push(Move { from, count, to });
                }
            }
        }
        out
    }

    /// Plays a legal move of the player to move and whatever follows
    /// (passes, the end). Returns the notes.
    fn apply(&mut self, m: Move) -> Vec<Note> {
        let seat = self.turn();
        let number = self.move_number();
        let captured = self.board.apply(m.from, m.count, m.to);
        let who = seat_word(KIND.seat_name(seat));
        let move_text = self.move_text(m.from, m.count, m.to);
        let text = if captured.is_empty() {
            crate::text!("opok-played", n = number, seat = who, mv = move_text)
        } else {
            let (count, squares) = self.captured_figures(&captured);
            crate::text!(
                "opok-played-captures",
                n = number,
                seat = who,
                mv = move_text,
                count = count,
                squares = squares
            )
        };
        self.plies.push(Ply::Move {
            from: m.from as u8,
            count: m.count,
            to: m.to as u8,
            captured,
        });
        let mut notes = vec![Note::all(text)];
        self.settle(&mut notes);
        notes
    }

    /// After a ply: the player to move passes if they cannot move but the
    /// other can; if neither can, the game ends and is scored.
    fn settle(&mut self, notes: &mut Vec<Note>) {
        if self.outcome.is_some() {
            return;
        }
        let seat = self.turn();
        if self.board.can_move(seat) {
            return;
        }
        if self.board.can_move(seat.other()) {
            self.plies.push(Ply::Pass);
            notes.push(Note::all(crate::text!(
                "opok-passes",
                seat = seat_word(KIND.seat_name(seat))
            )));
            return;
        }
        let first = self.board.squares(Seat::White);
        let second = self.board.squares(Seat::Black);
        let outcome = match first.cmp(&second) {
            std::cmp::Ordering::Greater => Outcome {
                result: GameResult::WhiteWins,
                reason: crate::text!(
                    "opok-wins",
                    seat = seat_word(KIND.seat_name(Seat::White)),
                    n = first,
                    other = second
                ),
            },
            std::cmp::Ordering::Less => Outcome {
                result: GameResult::BlackWins,
                reason: crate::text!(
                    "opok-wins",
                    seat = seat_word(KIND.seat_name(Seat::Black)),
                    n = second,
                    other = first
                ),
            },
            std::cmp::Ordering::Equal => Outcome {
                result: GameResult::Draw,
                reason: crate::text!("opok-draw", n = first),
            },
        };
        notes.push(Note::all(crate::text!("opok-neither-can-move")));
        self.outcome = Some(outcome);
    }
}

impl Game for Opok {
    fn kind(&self) -> &'static GameKind {
        &KIND
    }

    fn turn(&self) -> Seat {
        Seat::from_index(self.plies.len() % 2)
    }

    fn outcome_slot(&self) -> &Option<Outcome> {
        &self.outcome
    }

    fn outcome_slot_mut(&mut self) -> &mut Option<Outcome> {
        &mut self.outcome
    }

    fn play(&mut self, seat: Seat, text: &str, _ctx: &mut Ctx) -> Result<Played, Refusal> {
        check_turn(
            self.outcome.is_some(),
            self.turn(),
            seat,
            KIND.seat_name(self.turn()),
        )?;
        let text = strip_move_marks(text);
        let input = parse_move(&self.board, text).map_err(Refusal)?;
        let m = self.check(seat, &input).map_err(Refusal)?;
        let notes = self.apply(m);
        Ok(Played {
            notes,
            board: true,
            outcome: self.outcome.clone(),
        })
    }

    fn can_agree_draw(&self) -> Result<(), Refusal> {
        Err(Refusal::new(crate::text!("opok-no-draws")))
    }

    /// `Move 3.` (while playing) then `First: 4 squares, 38 checkers.` and
    /// the same for Second. Whose move it is and the result are the core's
    /// lines.
    fn status(&self, _viewer: Viewer) -> Text {
        let figures = self
            .figures(Seat::White)
            .and_plain(".\n")
            .and(&self.figures(Seat::Black))
            .and_plain(".");
        match &self.outcome {
            Some(_) => figures,
            None => crate::text!("opok-move-number", n = self.move_number())
                .and_plain("\n")
                .and(&figures),
        }
    }

    /// See [`Opok::text_board`].
    fn board_text(&self, _viewer: Viewer) -> Text {
        self.text_board()
    }

    fn view(&self, viewer: Viewer) -> Option<View> {
        let b = &self.board;
        let n = b.size();
        let mut view = View::empty(n, n);
        for sq in 0..b.len() {
            if let Some(s) = b.get(sq) {
                let (f, r) = b.coords(sq);
                view.set(
                    f,
                    r,
                    Cell::Stack {
                        first: s.owner == Seat::White,
                        height: s.height,
                    },
                );
            }
        }
        view.flipped = viewer == Viewer::Seat(Seat::Black);
        if let Some(Ply::Move { from, to, .. }) = self
            .plies
            .iter()
            .rev()
            .find(|p| matches!(p, Ply::Move { .. }))
        {
            view.last_move = vec![b.coords(usize::from(*from)), b.coords(usize::from(*to))];
        }
        view.lines = [Seat::White, Seat::Black]
            .map(|seat| self.figures(seat))
            .to_vec();
        view.set_captured(self.captured_marks());
        Some(view)
    }

    fn replay(&self) -> Vec<View> {
        self.replay_views()
    }

    /// See [`Opok::text_moves`].
    fn moves(&self, _viewer: Viewer) -> Text {
        self.text_moves()
    }

    /// See [`Opok::text_export`].
    fn export(&self, _args: &str) -> Text {
        self.text_export()
    }

    fn save(&self) -> Result<serde_json::Value, SaveError> {
        save_json(self)
    }

    fn untouched(&self) -> bool {
        self.plies.is_empty() && self.outcome.is_none()
    }

    fn legal_texts(&self) -> Vec<String> {
        self.legal_moves()
            .iter()
            .map(|m| self.move_text(m.from, m.count, m.to))
            .collect()
    }

    fn taps(&self, seat: Seat) -> Vec<crate::rules::taps::Tap> {
        if self.to_move() != Some(seat) {
            return Vec::new();
        }
        self.legal_moves()
            .iter()
            .map(|m| crate::rules::taps::Tap {
                count: Some(m.count),
                ..crate::rules::taps::Tap::squares(
                    self.move_text(m.from, m.count, m.to),
                    self.board.coords(m.from),
                    Some(self.board.coords(m.to)),
                )
            })
            .collect()
    }

    fn reading(&self, seat: Seat) -> computer::Reading<'_> {
        computer::Reading::Opok(computer::OpokReading {
            board: &self.board,
            moves: self.legal_moves(),
            seat: self.to_move().unwrap_or(seat),
        })
    }
}
