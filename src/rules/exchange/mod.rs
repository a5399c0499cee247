//! Exchange Chess (spec `exchange.md`, issue 9): corner kings that never
//! move, drops from a reserve, captures, swaps under friendly fire and
//! knight steps, on an N×N board (N = 4…12).
//!
//! The chess kernel does the board work: [`Rules::exchange`] gives drops
//! away from the kings and without check, king drops on corners only, and
//! the exchange movement (captures only, [`MoveKind::Swap`], knight steps
//! to a square another own knight attacks; kings never move). This module
//! adds what is the game's own: the opening (White's king on a corner, the
//! Black king placed automatically on the opposite one), the end of the
//! game (a king taken, a player without a legal move, 20 moves each without
//! a capture or a drop, agreement), the texts and the record.
//!
//! Texts:
//! - a move is announced as `3. White: Rxc5+ — the rook on b5 takes the
//!   knight on c5.`, followed by `Check: the Black king on f6 is attacked.`
//!   when it leaves the enemy king attacked; White's king placement is
//!   followed by `1... Black: K@f6 — the Black king goes to the opposite
//!   corner by itself.`; a player left without a move by
//!   `Black has no legal move.`;
//! - `/board text`, the status lines, `/moves` and `/export` are described
//!   at [`Exchange::text_board`], [`Exchange::text_status`],
//!   [`Exchange::text_moves`] and [`Exchange::text_export`] (module `text`);
//! - refusals say why a text names no legal move (module `explain`).

mod explain;
mod replay;
mod shape;
#[cfg(test)]
mod tests;
mod text;

use serde::{Deserialize, Serialize};

use super::chess::notation::{self, san_with, MoveError};
use super::chess::{Color, Kind, Move, MoveKind, Position, Rules, Square};
use super::*;
use crate::i18n::Lang;
use crate::view::{Strip, View};

/// Smallest board side.
pub const MIN_SIZE: u8 = 4;
/// Largest board side.
pub const MAX_SIZE: u8 = 12;
/// Board side when `/new exchange` gives none.
pub const DEFAULT_SIZE: u8 = 6;
/// Plies without a capture or a drop that end the game in a draw (20 moves
/// by each player).
pub const QUIET_PLIES: u32 = 40;

/// The kinds a reserve holds besides the king, in the order they are shown.
pub const RESERVE_KINDS: [Kind; 4] = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];

pub static KIND: GameKind = GameKind {
    name: "exchange",
    title_en: "Exchange Chess",
    seat_names: ["White", "Black"],
    correspondence_options: true,
    create,
    load,
    help: "exchange-help",
    rules: "exchange-rules",
    commands: &[],
    looks_like_move: shape::looks_like_move,
    pieces: &['K', 'Q', 'R', 'B', 'N', 'P'],
    check_settings: crate::rules::no_settings,
};

fn create(options: &Options, _ctx: &mut Ctx) -> Result<Box<dyn Game>, Refusal> {
    let mut size = None;
    for (key, value) in options {
        if !key.eq_ignore_ascii_case("size") {
            let mut text = crate::text!(
                "exchange-no-option",
                key = shorten(key),
                min = MIN_SIZE,
                max = MAX_SIZE
            );
            if value.is_empty() && key.parse::<u8>().is_ok() {
                text.push_plain(" ");
                text.push(&crate::text!("exchange-did-you-mean", size = shorten(key)));
            }
            return Err(Refusal::new(text));
        }
        if size.is_some() {
            return Err(Refusal::new(crate::text!("exchange-size-twice")));
        }
        match value.trim().parse::<u8>() {
            Ok(n) if (MIN_SIZE..=MAX_SIZE).contains(&n) => size = Some(n),
            _ => {
                return Err(Refusal::new(crate::text!(
                    "exchange-bad-size",
                    min = MIN_SIZE,
                    max = MAX_SIZE,
                    value = shorten(value)
                )))
            }
        }
    }
    Ok(Box::new(Exchange::new(size.unwrap_or(DEFAULT_SIZE))))
}

fn load(value: serde_json::Value) -> Result<Box<dyn Game>, LoadError> {
    Ok(Box::new(Exchange::from_json(value)?))
}

/// How many of each of Q, R, B, N a player starts with on a `size`×`size`
/// board: ⌊⌊N²/4⌋/2⌋.
pub fn reserve_per_kind(size: u8) -> u8 {
    let squares = u32::from(size) * u32::from(size);
    // At most 18 (12×12): fits.
    (squares / 4 / 2) as u8
}

/// One ply of the record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ply {
    #[serde(rename = "move")]
    pub mv: Move,
    /// The move as announced (SAN, disambiguated against the legal moves,
    /// `+` when it left the enemy king attacked).
    pub san: String,
    /// Move number (White and Black share one).
    pub number: u32,
    pub by: Seat,
    /// Made by the bot: the Black king's placement.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub auto: bool,
}

/// A game of Exchange Chess.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Exchange {
    size: u8,
    /// The FEN the game started from when it was set up
    /// ([`Exchange::from_position`]); `None` for the normal empty start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    setup: Option<String>,
    position: Position,
    plies: Vec<Ply>,
    outcome: Option<Outcome>,
}

/// The square diagonally opposite `sq` on a `size`×`size` board.
fn opposite(size: u8, sq: Square) -> Option<Square> {
    Square::new(size - 1 - sq.file(), size - 1 - sq.rank())
}

/// Whether two squares are one king step apart.
fn adjacent(a: Square, b: Square) -> bool {
    a != b && a.file().abs_diff(b.file()) <= 1 && a.rank().abs_diff(b.rank()) <= 1
}

impl Exchange {
    /// A new game on a `size`×`size` board (clamped to 4…12): empty board,
    /// each reserve a king and [`reserve_per_kind`] of Q, R, B, N.
    pub fn new(size: u8) -> Exchange {
        let size = size.clamp(MIN_SIZE, MAX_SIZE);
        Exchange {
            size,
            setup: None,
            position: start_position(size),
            plies: Vec::new(),
            outcome: None,
        }
    }

    /// A game from a set-up position (tests, puzzles): any men on the
    /// board, any reserves, either side to move. The position must use
    /// [`Rules::exchange`] for a square board. A player to move without a
    /// legal move loses at once, as in play.
    pub fn from_position(position: Position) -> Result<Exchange, String> {
        let size = position.rules().width;
        if *position.rules() != Rules::exchange(size) {
            return Err("the position is not under Exchange Chess rules".into());
        }
        check_men(&position)?;
        let mut game = Exchange {
            size,
            setup: Some(position.to_fen()),
            position,
            plies: Vec::new(),
            outcome: None,
        };
        let mut notes = Vec::new();
        game.settle(None, &mut notes);
        Ok(game)
    }

    /// Restores a game from [`Game::save`] JSON: the moves must replay from
    /// the start to the stored position.
    pub fn from_json(value: serde_json::Value) -> Result<Exchange, LoadError> {
        let game: Exchange =
            serde_json::from_value(value).map_err(|e| LoadError::new("Exchange Chess", e))?;
        game.validate()
            .map_err(|e| LoadError::new("Exchange Chess", e))?;
        Ok(game)
    }

    fn validate(&self) -> Result<(), String> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&self.size) {
            return Err(format!("size {}", self.size));
        }
        let rules = Rules::exchange(self.size);
        if *self.position.rules() != rules {
            return Err("the position's rules".into());
        }
        let mut pos = match &self.setup {
            None => start_position(self.size),
            Some(fen) => Position::from_fen(fen, rules).map_err(|e| e.to_string())?,
        };
        check_men(&pos)?;
        for (i, ply) in self.plies.iter().enumerate() {
            replay_one(&mut pos, ply.mv).map_err(|e| format!("move {}: {e}", i + 1))?;
        }
        if pos != self.position {
            return Err("the moves do not lead to the stored position".into());
        }
        Ok(())
    }

    pub fn size(&self) -> u8 {
        self.size
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// Whether White still has to put the king on a corner.
    fn kings_to_place(&self) -> bool {
        self.turn() == Seat::White
            && self.position.king_count(Color::White) == 0
            && self.position.reserve(Color::White, Kind::King) > 0
    }

    /// Every legal move of the player to move (none once the game is over).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        self.moves_now()
    }

    /// The legal moves by the position alone. At the start only the king's
    /// corner drops. Otherwise the kernel's exchange moves, without king
    /// drops (a king is placed once, at the start). The first move after
    /// the kings is a drop without a rule of its own: the mover has nothing
    /// on the board to capture, swap or step with.
    fn moves_now(&self) -> Vec<Move> {
        let moves = self.position.moves();
        if self.kings_to_place() {
            moves
                .into_iter()
                .filter(|m| m.dropped() == Some(Kind::King))
                .collect()
        } else {
            moves
                .into_iter()
                .filter(|m| m.dropped() != Some(Kind::King))
                .collect()
        }
    }

    /// Plays a legal move of the player to move and what follows (the
    /// Black king's placement, the end of the game). Returns the notes.
    fn apply(&mut self, mv: Move, legal: &[Move]) -> Vec<Note> {
        let mut notes = Vec::new();
        let captured = self.record(mv, legal, false, &mut notes);
        if mv.dropped() == Some(Kind::King) {
            self.place_black_king(&mut notes);
        }
        self.settle(captured, &mut notes);
        notes
    }

    /// Makes `mv` and records it with its announcement; returns the man it
    /// captured.
    fn record(
        &mut self,
        mv: Move,
        legal: &[Move],
        auto: bool,
        notes: &mut Vec<Note>,
    ) -> Option<Kind> {
        let seat = self.turn();
        let number = self.position.fullmove_number();
        let before = self.position.clone();
        let captured = before.captured_piece(mv).map(|p| p.kind);
        let mut san = san_with(&before, mv, legal);
        self.position.play(mv);
        let check = self.position.king_attacked(seat.other());
        if check && captured != Some(Kind::King) {
            san.push('+');
        }
        let dots = if seat == Seat::White { "." } else { "..." };
        notes.push(Note::all(crate::text!(
            "exchange-played",
            n = number,
            dots = dots,
            seat = seat_word(KIND.seat_name(seat)),
            san = chess::notation::localized(&san),
            what = text::describe(&before, mv, auto)
        )));
        if check && captured != Some(Kind::King) {
            if let Some(k) = self.position.king_square(seat.other()) {
                notes.push(Note::all(crate::text!(
                    "exchange-check",
                    color = text::color_key(seat.other()),
                    square = k.to_string()
                )));
            }
        }
        self.plies.push(Ply {
            mv,
            san,
            number,
            by: seat,
            auto,
        });
        captured
    }

    /// After White's king: the Black king goes on the opposite corner, a
    /// forced move the bot makes.
    fn place_black_king(&mut self, notes: &mut Vec<Note>) {
        if self.turn() != Seat::Black
            || self.position.reserve(Color::Black, Kind::King) == 0
            || self.position.king_count(Color::Black) > 0
        {
            return;
        }
        let Some(white) = self.position.king_square(Color::White) else {
            return;
        };
        let Some(corner) = opposite(self.size, white) else {
            return;
        };
        let mv = Move::drop(Kind::King, corner);
        let legal = self.position.moves();
        if legal.contains(&mv) {
            self.record(mv, &legal, true, notes);
        }
    }

    /// Ends the game if the last move took a king, the player to move has
    /// no legal move, or the quiet-move limit is reached (in that order: a
    /// player without a move loses even on the 40th quiet ply).
    fn settle(&mut self, captured: Option<Kind>, notes: &mut Vec<Note>) {
        if self.outcome.is_some() {
            return;
        }
        let seat = self.turn();
        if captured == Some(Kind::King) {
            let winner = seat.other();
            self.outcome = Some(Outcome {
                result: GameResult::win_for(winner),
                reason: crate::text!(
                    "exchange-wins-king",
                    seat = seat_word(KIND.seat_name(winner))
                ),
            });
            return;
        }
        if self.moves_now().is_empty() {
            let winner = seat.other();
            notes.push(Note::all(crate::text!(
                "exchange-no-legal-move",
                seat = seat_word(KIND.seat_name(seat))
            )));
            self.outcome = Some(Outcome {
                result: GameResult::win_for(winner),
                reason: crate::text!(
                    "exchange-wins-no-move",
                    winner = seat_word(KIND.seat_name(winner)),
                    seat = seat_word(KIND.seat_name(seat))
                ),
            });
            return;
        }
        if self.position.halfmove_clock() >= QUIET_PLIES && !self.kings_to_place() {
            self.outcome = Some(Outcome {
                result: GameResult::Draw,
                reason: crate::text!("exchange-draw-quiet", n = QUIET_PLIES / 2),
            });
        }
    }
}

/// The empty board with full reserves, White to move.
fn start_position(size: u8) -> Position {
    let rules = Rules::exchange(size.clamp(MIN_SIZE, MAX_SIZE));
    // The size is clamped into the kernel's range: this cannot fail.
    let mut pos = Position::empty(rules).unwrap_or_else(|e| unreachable!("{e}"));
    let q = reserve_per_kind(rules.width);
    for color in [Color::White, Color::Black] {
        pos.set_reserve(color, Kind::King, 1);
        for kind in RESERVE_KINDS {
            pos.set_reserve(color, kind, q);
        }
    }
    pos
}

/// No pawns, no dragons, at most one king a side (on the board or in the
/// reserve).
fn check_men(pos: &Position) -> Result<(), String> {
    for color in [Color::White, Color::Black] {
        for kind in [Kind::Pawn, Kind::Dragon] {
            if pos.reserve(color, kind) > 0 {
                return Err(format!("a {kind} in a reserve"));
            }
        }
        if pos.king_count(color) + usize::from(pos.reserve(color, Kind::King)) > 1 {
            return Err("two kings of one colour".into());
        }
    }
    if pos
        .pieces()
        .any(|(_, p)| matches!(p.kind, Kind::Pawn | Kind::Dragon))
    {
        return Err("a pawn on the board".into());
    }
    Ok(())
}

/// Replays one recorded move for [`Exchange::from_json`]: it must be a
/// move the game could have made (a drop onto an empty square from the
/// reserve, a capture or knight step of an own man, a swap of two own
/// men, never a king moving).
fn replay_one(pos: &mut Position, mv: Move) -> Result<(), String> {
    let g = pos.geometry();
    if !g.contains(mv.from) || !g.contains(mv.to) {
        return Err("off the board".into());
    }
    let side = pos.side_to_move();
    let own_man = |sq: Square| {
        pos.piece_at(sq)
            .is_some_and(|p| p.color == side && p.kind != Kind::King)
    };
    let ok = match mv.kind {
        MoveKind::Drop(k) => {
            mv.from == mv.to && pos.piece_at(mv.to).is_none() && pos.reserve(side, k) > 0
        }
        MoveKind::Normal => own_man(mv.from) && pos.piece_at(mv.to).is_none_or(|p| p.color != side),
        MoveKind::Swap => own_man(mv.from) && own_man(mv.to) && mv.from != mv.to,
        _ => false,
    };
    if !ok {
        return Err(format!("{mv:?} cannot be made"));
    }
    pos.play(mv);
    Ok(())
}

impl Game for Exchange {
    fn kind(&self) -> &'static GameKind {
        &KIND
    }

    fn turn(&self) -> Seat {
        self.position.side_to_move()
    }

    fn outcome_slot(&self) -> &Option<Outcome> {
        &self.outcome
    }

    fn outcome_slot_mut(&mut self) -> &mut Option<Outcome> {
        &mut self.outcome
    }

    fn play(&mut self, seat: Seat, text: &str, ctx: &mut Ctx) -> Result<Played, Refusal> {
        check_turn(
            self.outcome.is_some(),
            self.turn(),
            seat,
            KIND.seat_name(self.turn()),
        )?;
        let legal = self.moves_now();
        let mv = self.resolve(text, &legal, ctx.lang).map_err(Refusal)?;
        let notes = self.apply(mv, &legal);
        Ok(Played {
            notes,
            board: true,
            outcome: self.outcome.clone(),
        })
    }

    /// See [`Exchange::text_status`].
    fn status(&self, _viewer: Viewer) -> Text {
        self.text_status()
    }

    /// See [`Exchange::text_board`].
    fn board_text(&self, _viewer: Viewer) -> Text {
        self.text_board()
    }

    fn view(&self, viewer: Viewer) -> Option<View> {
        let pos = &self.position;
        let mut view = pos.view_with(|_, _| true);
        view.flipped = viewer == Viewer::Seat(Seat::Black);
        // The last move; after the opening both kings (White's own choice
        // and the forced reply).
        let mut shown = Vec::new();
        for ply in self.plies.iter().rev() {
            shown.push(ply.mv);
            if !ply.auto {
                break;
            }
        }
        for mv in shown {
            for sq in [mv.from, mv.to] {
                let c = (sq.file(), sq.rank());
                if !view.last_move.contains(&c) {
                    view.last_move.push(c);
                }
            }
        }
        for color in [Color::White, Color::Black] {
            for k in pos.kings(color) {
                if pos.is_attacked(k, color.other()) {
                    view.check.push((k.file(), k.rank()));
                }
            }
        }
        view.strips = [Color::White, Color::Black]
            .into_iter()
            .map(|color| Strip {
                label: crate::text!("exchange-reserve-label", color = text::color_key(color)),
                pieces: self
                    .reserve_list(color)
                    .into_iter()
                    .map(|k| (color == Color::White, k.letter()))
                    .collect(),
            })
            .collect();
        if let Some(line) = self.quiet_line() {
            view.lines.push(line);
        }
        Some(view)
    }

    fn replay(&self) -> Vec<View> {
        self.replay_views()
    }

    /// See [`Exchange::text_moves`].
    fn moves(&self, _viewer: Viewer) -> Text {
        self.text_moves()
    }

    /// See [`Exchange::text_export`].
    fn export(&self, args: &str) -> Text {
        self.text_export(args)
    }

    fn save(&self) -> Result<serde_json::Value, SaveError> {
        save_json(self)
    }

    /// Before the kings: a button per corner.
    fn choices(&self, seat: Seat) -> Vec<Choice> {
        if self.outcome.is_some() || seat != self.turn() || !self.kings_to_place() {
            return Vec::new();
        }
        self.moves_now()
            .into_iter()
            .map(|m| {
                Choice::new(
                    crate::text!("exchange-king-on", square = m.to.to_string()),
                    format!("K@{}", m.to),
                )
            })
            .collect()
    }

    /// After an ambiguous text: a button per candidate; before the kings,
    /// the corners.
    fn choices_after_refusal(&self, seat: Seat, text: &str) -> Vec<Choice> {
        self.candidates(seat, text, None)
    }

    fn choices_after_refusal_in(&self, seat: Seat, text: &str, lang: Lang) -> Vec<Choice> {
        self.candidates(seat, text, Some(lang))
    }

    fn untouched(&self) -> bool {
        self.plies.is_empty() && self.outcome.is_none()
    }

    fn legal_texts(&self) -> Vec<String> {
        let moves = self.legal_moves();
        moves
            .iter()
            .map(|&m| crate::rules::chess::notation::san_with(&self.position, m, &moves))
            .collect()
    }

    fn taps(&self, seat: Seat) -> Vec<crate::rules::taps::Tap> {
        if self.to_move() != Some(seat) {
            return Vec::new();
        }
        let moves = self.legal_moves();
        moves
            .iter()
            .map(|&m| {
                let text = crate::rules::chess::notation::san_with(&self.position, m, &moves);
                crate::rules::taps::chess_tap(&self.position, m, text, false)
            })
            .collect()
    }

    fn reading(&self, seat: Seat) -> computer::Reading<'_> {
        computer::Reading::Chess(computer::ChessReading {
            pos: &self.position,
            moves: self.legal_moves(),
            color: seat,
            family: computer::Family::Exchange,
            draws: computer::Draws {
                repetition: None,
                quiet_plies: Some(QUIET_PLIES),
                insufficient_material: false,
            },
            history: Vec::new(),
        })
    }
}

impl Exchange {
    /// The buttons after a refused `text`: the candidates of an ambiguous
    /// text (its letters read as in `lang`, or every way when `None`);
    /// before the kings, the corners.
    fn candidates(&self, seat: Seat, text: &str, lang: Option<Lang>) -> Vec<Choice> {
        if self.outcome.is_some() || seat != self.turn() {
            return Vec::new();
        }
        if self.kings_to_place() {
            return self.choices(seat);
        }
        let legal = self.moves_now();
        let text = strip_move_marks(text);
        let readings = match lang {
            Some(lang) => notation::parse_in(text, false, lang),
            None => notation::parse_any(text, false),
        };
        let Ok(readings) = readings else {
            return Vec::new();
        };
        match notation::resolve(&self.position, &readings, &legal, None) {
            Err(MoveError::Ambiguous { texts, .. }) => texts
                .into_iter()
                .map(|t| Choice::new(notation::localized_text(&t), t))
                .collect(),
            _ => Vec::new(),
        }
    }
}
