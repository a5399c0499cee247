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
//!   `3. Second: g7 2 f6, captures 4 checkers on c3, d3.`; an automatic pass
//!   as `Second has no move and passes.`; the end of the game as
//!   `Neither player can move.` with the outcome `First wins, 9 squares to 7.`
//!   or `Draw, 8 squares each.`
//! - `/board text` is described at [`Opok::board_text`], the record at
//!   [`Opok::export`].

mod board;
mod notation;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use board::{Board, Capture, Stack, DEFAULT_SIZE, MAX_SIZE, MIN_SIZE};
pub use notation::{parse_move, parse_square, square_name, MoveText};

use super::*;
use crate::render::{Cell, View};

pub static KIND: GameKind = GameKind {
    name: "opok",
    title: "Opok",
    seat_names: ["First", "Second"],
    correspondence_options: true,
    create,
    load,
    help: HELP,
    rules: RULES,
};

const HELP: &str = "\
Opok moves:
• FROM COUNT TO: take COUNT checkers off your stack on FROM and move them \
to the empty square TO, e.g. a1 3 b3. The bot finds a path of exactly \
COUNT steps.
• A path of squares joined by dashes, e.g. a1-a2-a3-b3: as many checkers \
move as the path has steps.
At least one checker always stays behind. A player with no move passes \
automatically.
Option: size=N, the board is N×N with N from 5 to 12 (default 7), \
e.g. /new opok size=9.";

const RULES: &str = "\
Opok, a game of stacks on an N×N board (default 7×7).
• Each player has N² checkers, all in one stack on their home corner: \
First on a1, Second on the opposite corner. First moves first.
• A move: take k checkers off one of your stacks of height h (1 ≤ k ≤ h−1, \
at least one stays) and move them as a new stack along exactly k \
orthogonal steps. The path may not enter any square holding a stack and \
may not step straight back to the square it just left; it may cross \
itself. It ends on an empty square.
• Capture: look from the stack that arrived in each of the four \
directions. A contiguous run of enemy stacks followed by one of your \
stacks is captured if the arrived stack plus that far stack are higher \
than the whole run. Captured checkers leave the game. Only the mover \
captures; corner stacks can never be enclosed.
• A player with no move passes; the other keeps moving.
• When neither player can move, the player whose stacks stand on more \
squares wins; equal is a draw.";

fn create(options: &Options, _ctx: &mut Ctx) -> Result<Box<dyn Game>, Refusal> {
    let mut size = None;
    for (key, value) in options {
        if !key.eq_ignore_ascii_case("size") {
            return Err(Refusal::new(format!(
                "Opok has no option '{}'. The only option is size=N, N from {MIN_SIZE} to {MAX_SIZE}.",
                notation::shorten(key)
            )));
        }
        if size.is_some() {
            return Err(Refusal::new("size is given twice."));
        }
        match value.trim().parse::<u8>() {
            Ok(n) if (MIN_SIZE..=MAX_SIZE).contains(&n) => size = Some(n),
            _ => {
                return Err(Refusal::new(format!(
                    "size must be a whole number from {MIN_SIZE} to {MAX_SIZE}, not '{}'.",
                    notation::shorten(value)
                )))
            }
        }
    }
    Ok(Box::new(Opok::new(size.unwrap_or(DEFAULT_SIZE))))
}

fn load(value: serde_json::Value) -> Result<Box<dyn Game>, String> {
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

fn seat_name(seat: Seat) -> &'static str {
    KIND.seat_name(seat)
}

fn plural(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
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
    /// puzzles). Passes are applied as in play.
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
    pub fn from_json(value: serde_json::Value) -> Result<Opok, String> {
        let game: Opok =
            serde_json::from_value(value).map_err(|e| format!("bad Opok state: {e}"))?;
        game.board.validate()?;
        let n = game.board.len();
        for ply in &game.plies {
            if let Ply::Move { from, to, .. } = ply {
                if usize::from(*from) >= n || usize::from(*to) >= n {
                    return Err("bad Opok state: a move off the board".to_string());
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

    /// The seat whose turn it is by ply count (also after the end).
    fn turn(&self) -> Seat {
        Seat::from_index(self.plies.len() % 2)
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

    fn figures(&self, seat: Seat) -> String {
        format!(
            "{}: {}, {}",
            seat_name(seat),
            plural(self.board.squares(seat) as u64, "square", "squares"),
            plural(self.board.checkers(seat), "checker", "checkers")
        )
    }

    /// Checks a typed move for `seat` against the position.
    fn check(&self, seat: Seat, text: &MoveText) -> Result<Move, String> {
        let b = &self.board;
        let name = |sq: usize| square_name(b, sq);
        let from = match text {
            MoveText::Count { from, .. } => *from,
            MoveText::Path(squares) => match squares.as_slice() {
                [] | [_] => {
                    return Err("A path needs at least two squares, e.g. a1-a2 or a1-a2-b2.".into())
                }
                [first, ..] => *first,
            },
        };
        let stack = match b.get(from) {
            None => return Err(format!("There is no stack on {}.", name(from))),
            Some(s) if s.owner != seat => {
                return Err(format!(
                    "The stack on {} is {}'s, not yours.",
                    name(from),
                    seat_name(s.owner)
                ))
            }
            Some(s) => s,
        };
        if stack.height < 2 {
            return Err(format!(
                "The stack on {} has only 1 checker; it cannot move, since one checker must stay.",
                name(from)
            ));
        }
        let max = i64::from(stack.height) - 1;
        match text {
            MoveText::Count { count, to, .. } => {
                let to = *to;
                if *count < 1 {
                    return Err("You must move at least 1 checker.".into());
                }
                if *count > max {
                    return Err(format!(
                        "The stack on {} has {} checkers; you can move at most {max}.",
                        name(from),
                        stack.height
                    ));
                }
                let k = *count as usize;
                if to == from {
                    return Err(format!(
                        "The checkers must leave {}: a move ends on an empty square.",
                        name(from)
                    ));
                }
                if let Some(s) = b.get(to) {
                    return Err(format!(
                        "{} holds a stack of {}; a move ends on an empty square.",
                        name(to),
                        seat_name(s.owner)
                    ));
                }
                let (f1, r1) = b.coords(from);
                let (f2, r2) = b.coords(to);
                let dist = usize::from(f1.abs_diff(f2)) + usize::from(r1.abs_diff(r2));
                if dist % 2 != k % 2 {
                    return Err(format!(
                        "{} is an {} number of steps from {}, so no path of exactly {} can end there.",
                        name(to),
                        if dist % 2 == 0 { "even" } else { "odd" },
                        name(from),
                        plural(k as u64, "step", "steps")
                    ));
                }
                if dist > k {
                    return Err(format!(
                        "{} is {dist} steps from {}; a path of {} cannot reach it.",
                        name(to),
                        name(from),
                        plural(k as u64, "step", "steps")
                    ));
                }
                if !b.path_exists(from, k, to) {
                    return Err(format!(
                        "No path of exactly {} from {} to {} avoids the stacks.",
                        plural(k as u64, "step", "steps"),
                        name(from),
                        name(to)
                    ));
                }
                Ok(Move {
                    from,
                    count: k as u16,
                    to,
                })
            }
            MoveText::Path(squares) => {
                let steps = squares.len() - 1;
                if steps as i64 > max {
                    return Err(format!(
                        "The stack on {} has {} checkers; you can move at most {max}, but the path has {steps} steps.",
                        name(from),
                        stack.height
                    ));
                }
                for (i, pair) in squares.windows(2).enumerate() {
                    let (a, c) = (pair[0], pair[1]);
                    if b.direction(a, c).is_none() {
                        return Err(format!(
                            "{} to {} is not one orthogonal step.",
                            name(a),
                            name(c)
                        ));
                    }
                    if i > 0 && squares[i - 1] == c {
                        return Err(format!(
                            "The path steps from {} straight back to {}; a stack may not reverse a step.",
                            name(a),
                            name(c)
                        ));
                    }
                    if c == from {
                        return Err(format!(
                            "The path returns to {}, where the stack stands.",
                            name(c)
                        ));
                    }
                    if let Some(s) = b.get(c) {
                        return Err(format!(
                            "The path enters {}, which holds a stack of {}.",
                            name(c),
                            seat_name(s.owner)
                        ));
                    }
                }
                let to = squares[steps];
                Ok(Move {
                    from,
                    count: steps as u16,
                    to,
                })
            }
        }
    }

    /// Plays a legal move of the player to move and whatever follows
    /// (passes, the end). Returns the notes.
    fn apply(&mut self, m: Move) -> Vec<Note> {
        let seat = self.turn();
        let number = self.move_number();
        let captured = self.board.apply(m.from, m.count, m.to);
        let mut text = format!(
            "{number}. {}: {}",
            seat_name(seat),
            self.move_text(m.from, m.count, m.to)
        );
        if !captured.is_empty() {
            text += &format!(", {}.", self.captures_text(&captured));
        }
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
            notes.push(Note::all(format!(
                "{} has no move and passes.",
                seat_name(seat)
            )));
            return;
        }
        let first = self.board.squares(Seat::White);
        let second = self.board.squares(Seat::Black);
        let outcome = match first.cmp(&second) {
            std::cmp::Ordering::Greater => Outcome {
                result: GameResult::WhiteWins,
                reason: format!(
                    "First wins, {} to {second}.",
                    plural(first as u64, "square", "squares")
                ),
            },
            std::cmp::Ordering::Less => Outcome {
                result: GameResult::BlackWins,
                reason: format!(
                    "Second wins, {} to {first}.",
                    plural(second as u64, "square", "squares")
                ),
            },
            std::cmp::Ordering::Equal => Outcome {
                result: GameResult::Draw,
                reason: format!("Draw, {} each.", plural(first as u64, "square", "squares")),
            },
        };
        notes.push(Note::all("Neither player can move."));
        self.outcome = Some(outcome);
    }

    /// The text of one ply for the move list and the record.
    fn ply_text(&self, ply: &Ply) -> String {
        match ply {
            Ply::Pass => "pass".to_string(),
            Ply::Move {
                from, count, to, ..
            } => self.move_text(usize::from(*from), *count, usize::from(*to)),
        }
    }

    fn captures_text(&self, captured: &[Capture]) -> String {
        let total: u64 = captured.iter().map(|c| u64::from(c.height)).sum();
        let squares: Vec<String> = captured
            .iter()
            .map(|c| square_name(&self.board, usize::from(c.square)))
            .collect();
        format!(
            "captures {} on {}",
            plural(total, "checker", "checkers"),
            squares.join(", ")
        )
    }

    /// Replays a record written by [`Game::export`]: the `Size:` header,
    /// then one ply per line (`1. First: a1 3 b3`, `; …` comments ignored,
    /// `pass` lines checked against the automatic passes). A `Result:` other
    /// than `*` that the moves do not reach (a resignation, a timeout) is
    /// taken as written.
    pub fn replay(record: &str) -> Result<Opok, String> {
        let mut game: Option<Opok> = None;
        let mut result: Option<Outcome> = None;
        for (i, line) in record.lines().enumerate() {
            let line = line.trim();
            let lineno = i + 1;
            if let Some(size) = line.strip_prefix("Size:") {
                let n: u8 = size
                    .trim()
                    .parse()
                    .map_err(|_| format!("line {lineno}: bad size"))?;
                if !(MIN_SIZE..=MAX_SIZE).contains(&n) {
                    return Err(format!("line {lineno}: size {n} out of range"));
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
                    reason: reason.to_string(),
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
                    _ => return Err(format!("line {lineno}: unknown player {who}")),
                };
                let g = game.as_mut().ok_or("the record has no Size: line")?;
                // Text after `;` is a comment.
                let text = text.split(';').next().unwrap_or("").trim();
                if text == "pass" {
                    let index = g.plies.len().checked_sub(1);
                    let ok = index.is_some_and(|j| {
                        g.plies[j] == Ply::Pass && Seat::from_index(j % 2) == seat
                    });
                    if !ok {
                        return Err(format!("line {lineno}: {who} passes but has a move"));
                    }
                    continue;
                }
                if g.to_move() != Some(seat) {
                    return Err(format!("line {lineno}: it is not {who}'s turn"));
                }
                let input =
                    parse_move(&g.board, text).map_err(|e| format!("line {lineno}: {e}"))?;
                let m = g
                    .check(seat, &input)
                    .map_err(|e| format!("line {lineno}: {e}"))?;
                g.apply(m);
            }
        }
        let mut g = game.ok_or("the record has no Size: line")?;
        if g.outcome.is_none() {
            g.outcome = result;
        }
        Ok(g)
    }
}

impl Game for Opok {
    fn kind(&self) -> &'static GameKind {
        &KIND
    }

    fn to_move(&self) -> Option<Seat> {
        match self.outcome {
            Some(_) => None,
            None => Some(self.turn()),
        }
    }

    fn play(&mut self, seat: Seat, text: &str, _ctx: &mut Ctx) -> Result<Played, Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::new("The game is over."));
        }
        if seat != self.turn() {
            return Err(Refusal::new(format!(
                "It is not your turn: {} is to move.",
                seat_name(self.turn())
            )));
        }
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

    fn resign(&mut self, seat: Seat) -> Outcome {
        if let Some(o) = &self.outcome {
            return o.clone();
        }
        let outcome = Outcome {
            result: GameResult::win_for(seat.other()),
            reason: format!("{} wins by resignation.", seat_name(seat.other())),
        };
        self.outcome = Some(outcome.clone());
        outcome
    }

    fn can_agree_draw(&self) -> Result<(), Refusal> {
        Err(Refusal::new(
            "Draws by agreement are not part of Opok: the game ends when neither player can move.",
        ))
    }

    fn agree_draw(&mut self) -> Outcome {
        if let Some(o) = &self.outcome {
            return o.clone();
        }
        let outcome = Outcome {
            result: GameResult::Draw,
            reason: "Draw by agreement.".to_string(),
        };
        self.outcome = Some(outcome.clone());
        outcome
    }

    fn timeout(&mut self, seat: Seat, _ctx: &mut Ctx) -> Played {
        if self.outcome.is_some() {
            return Played::default();
        }
        let outcome = Outcome {
            result: GameResult::win_for(seat.other()),
            reason: format!("{} wins on time.", seat_name(seat.other())),
        };
        self.outcome = Some(outcome.clone());
        Played {
            notes: Vec::new(),
            board: false,
            outcome: Some(outcome),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    /// `Move 3, First to move.` (or `Game over: First wins, 9 squares to 7.`)
    /// then `First: 4 squares, 38 checkers.` and the same for Second.
    fn status(&self, _viewer: Viewer) -> String {
        let head = match &self.outcome {
            Some(o) => format!("Game over: {}", o.reason),
            None => format!(
                "Move {}, {} to move.",
                self.move_number(),
                seat_name(self.turn())
            ),
        };
        format!(
            "{head}\n{}.\n{}.",
            self.figures(Seat::White),
            self.figures(Seat::Black)
        )
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
    fn board_text(&self, _viewer: Viewer) -> String {
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
        out += &self.figures(Seat::White);
        out.push('\n');
        out += &self.figures(Seat::Black);
        out
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
        view.lines = vec![self.figures(Seat::White), self.figures(Seat::Black)];
        Some(view)
    }

    /// One line per move number: `1. a1 24 c4, g7 24 e4`; a ply that
    /// captured adds `(captures 4 checkers on c3, d3)`, an automatic pass is
    /// `pass`. The result follows when the game is over.
    fn moves(&self, _viewer: Viewer) -> String {
        if self.plies.is_empty() {
            return match &self.outcome {
                Some(o) => format!("No moves. {}", o.reason),
                None => "No moves yet.".to_string(),
            };
        }
        let mut lines = Vec::new();
        for (i, pair) in self.plies.chunks(2).enumerate() {
            let texts: Vec<String> = pair
                .iter()
                .map(|p| match p {
                    Ply::Move { captured, .. } if !captured.is_empty() => {
                        format!("{} ({})", self.ply_text(p), self.captures_text(captured))
                    }
                    _ => self.ply_text(p),
                })
                .collect();
            lines.push(format!("{}. {}", i + 1, texts.join(", ")));
        }
        if let Some(o) = &self.outcome {
            lines.push(format!("{} {}", o.result.score(), o.reason));
        }
        lines.join("\n")
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
    fn export(&self, _args: &str) -> String {
        let mut out = format!(
            "Game: Opok\nSize: {}\nPlayers: First, Second\nResult: {}\n\n",
            self.board.size(),
            match &self.outcome {
                Some(o) => format!("{}, {}", o.result.score(), o.reason),
                None => "*".to_string(),
            }
        );
        for (i, ply) in self.plies.iter().enumerate() {
            let who = seat_name(Seat::from_index(i % 2));
            let comment = match ply {
                Ply::Pass => " ; no move".to_string(),
                Ply::Move { captured, .. } if !captured.is_empty() => {
                    format!(" ; {}", self.captures_text(captured))
                }
                Ply::Move { .. } => String::new(),
            };
            out += &format!("{}. {who}: {}{comment}\n", i / 2 + 1, self.ply_text(ply));
        }
        out
    }

    fn save(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or(serde_json::Value::Null)
    }

    fn untouched(&self) -> bool {
        self.plies.is_empty() && self.outcome.is_none()
    }
}
