//! Chpok (spec `chpok.md`): a bidding phase for four targets (who plays
//! White, the time control, the home row, the extraordinary features), then
//! a chess-like board phase without check, scored in points.
//!
//! Seats: the core's `Seat::White` is the challenger (who sent `/new`),
//! `Seat::Black` the opponent; the colours are bid for, so the game maps
//! seats to colours once the bidding is over ([`BoardPhase::white_seat`]).
//! A game that ends during the bidding has no colours: its result is
//! written challenger first.
//!
//! Texts:
//! - a bid is announced as `Challenger raises time with 3 chips: 10+5.`,
//!   the bidding table is the text board while bidding (see
//!   [`Bidding::table`]);
//! - a move as `5. White: Qxe7 — +1003 (king +1000, rank 7 +3).`;
//! - the end as `White wins on points, 1012 to 7: the last black king was
//!   captured.`

mod bidding;
mod board_phase;
mod choices;
mod clocks;
mod features;
mod replay;
mod scoring;
mod shape;
#[cfg(test)]
mod tests;
mod text;

use crate::text;
use serde::{Deserialize, Serialize};

pub use bidding::{parse_bid, BidRecord, BidText, Bidding, Target};
pub use board_phase::{Action, BoardPhase, End, Ply};
pub use clocks::TimeControl;
pub use features::{standard_row, Features, Flag, FLAGS};
pub use scoring::{claim, Claims, Score};

use super::*;
use crate::view::View;

pub static KIND: GameKind = GameKind {
    name: "chpok",
    title_en: "Chpok",
    seat_names: ["Challenger", "Opponent"],
    correspondence_options: false,
    create,
    load,
    help: HELP,
    rules: RULES,
    commands: &[
        GameCommand {
            name: "bid",
            about: "command-bid",
        },
        GameCommand {
            name: "undo",
            about: "command-undo",
        },
    ],
    looks_like_move: shape::looks_like_move,
    pieces: &['K', 'Q', 'R', 'B', 'N', 'P', 'D'],
    check_settings: clocks::check_settings,
};

/// Chips per player unless `/new chpok chips=N` says otherwise.
pub const DEFAULT_CHIPS: u32 = 15;
pub const MAX_CHIPS: u32 = 99;

/// `/help chpok` and `/rules chpok`: message ids (the texts are in
/// `assets/locales/*.ftl`).
const HELP: &str = "chpok-help";
const RULES: &str = "chpok-rules";

fn create(options: &Options, ctx: &mut Ctx) -> Result<Box<dyn Game>, Refusal> {
    let mut chips = None;
    let mut clocks = None;
    for (key, value) in options {
        let v = value.trim().to_ascii_lowercase();
        match key.to_ascii_lowercase().as_str() {
            "chips" => {
                if chips.is_some() {
                    return Err(Refusal::new(text!("chpok-option-twice", option = "chips")));
                }
                match v.parse::<u32>() {
                    Ok(n) if (1..=MAX_CHIPS).contains(&n) => chips = Some(n),
                    _ => {
                        return Err(Refusal::new(text!(
                            "chpok-number-range",
                            key = "chips",
                            lo = 1,
                            hi = MAX_CHIPS,
                            value = shorten(value)
                        )))
                    }
                }
            }
            "clocks" => {
                if clocks.is_some() {
                    return Err(Refusal::new(text!("chpok-option-twice", option = "clocks")));
                }
                clocks = Some(match v.as_str() {
                    "off" | "no" | "0" | "false" => false,
                    "on" | "yes" | "1" | "true" => true,
                    _ => {
                        return Err(Refusal::new(text!(
                            "chpok-clocks-on-off",
                            value = shorten(value)
                        )))
                    }
                });
            }
            "color" | "colour" => return Err(Refusal::new(text!("chpok-no-color-option"))),
            "days" => return Err(Refusal::new(text!("chpok-no-days-option"))),
            other => {
                return Err(Refusal::new(text!(
                    "chpok-unknown-option",
                    option = shorten(other),
                    max = MAX_CHIPS,
                    default = DEFAULT_CHIPS
                )))
            }
        }
    }
    Ok(Box::new(Chpok::new(
        chips.unwrap_or(DEFAULT_CHIPS),
        clocks.unwrap_or(true),
        ctx.now_ms,
    )))
}

fn load(value: serde_json::Value) -> Result<Box<dyn Game>, LoadError> {
    Ok(Box::new(Chpok::from_json(value)?))
}

/// A game of Chpok.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chpok {
    /// Chips each player started with.
    pub chips: u32,
    /// Clocks on (bidding and board); off with `clocks=off`.
    pub clocks: bool,
    pub bidding: Bidding,
    /// The board phase, once the bidding is over.
    pub board: Option<BoardPhase>,
    /// When the current turn began (ms since the epoch).
    pub turn_started_ms: i64,
    pub outcome: Option<Outcome>,
    /// What the end of the bidding announced (draws, the row fallback),
    /// saved as data (ids and arguments, see [`crate::i18n::Text`]).
    pub settled: Vec<crate::i18n::Text>,
}

impl Chpok {
    pub fn new(chips: u32, clocks: bool, now_ms: i64) -> Chpok {
        Chpok {
            chips,
            clocks,
            bidding: Bidding::new(chips),
            board: None,
            turn_started_ms: now_ms,
            outcome: None,
            settled: Vec::new(),
        }
    }

    /// Restores a game from [`Game::save`] JSON, checking it.
    pub fn from_json(value: serde_json::Value) -> Result<Chpok, LoadError> {
        let game: Chpok = serde_json::from_value(value).map_err(|e| LoadError::new("Chpok", e))?;
        if !game.bidding.x.is_valid() {
            return Err(LoadError::new("Chpok", "features out of range"));
        }
        if let Some(b) = &game.board {
            if !b.features.is_valid()
                || b.pos.geometry().width != b.features.width
                || b.start.geometry().width != b.features.width
            {
                return Err(LoadError::new("Chpok", "board and features disagree"));
            }
        }
        Ok(game)
    }

    /// A copy as it stands at `now_ms`: the time the player to move has
    /// used since the turn began taken off their clock (bidding or board).
    /// `None` when no clock runs or no time has passed.
    pub fn as_of(&self, now_ms: i64) -> Option<Chpok> {
        let used = now_ms - self.turn_started_ms;
        if !self.clocks || self.outcome.is_some() || used <= 0 {
            return None;
        }
        let mut shown = self.clone();
        let clock = match shown.board.as_mut() {
            Some(b) => {
                let side = b.side().index();
                &mut b.clock_ms[side]
            }
            None => {
                let turn = shown.bidding.turn.index();
                &mut shown.bidding.clock_ms[turn]
            }
        };
        *clock = (*clock - used).max(0);
        shown.turn_started_ms = now_ms;
        Some(shown)
    }

    fn bidding_over(&self) -> bool {
        self.board.is_some()
    }

    fn seat_label(&self, seat: Seat) -> &'static str {
        match &self.board {
            Some(b) => board_phase::color_word(b.color_of(seat)),
            None => bidding::seat_word(seat),
        }
    }

    /// The player to move ran out of time before acting now: end the game
    /// as [`Game::timeout`] does.
    fn flag(&mut self, ctx: &mut Ctx) -> Option<Played> {
        let due = self.deadline()?;
        if ctx.now_ms < due {
            return None;
        }
        let seat = self.turn();
        let name = self.seat_label(seat);
        let mut played = self.timeout(seat, ctx);
        played.notes.insert(
            0,
            Note::all(text!("chpok-ran-out-of-time", seat = seat_word(name))),
        );
        Some(played)
    }

    fn bid(&mut self, seat: Seat, args: &str, ctx: &mut Ctx) -> Result<Played, Refusal> {
        if self.bidding_over() {
            return Err(Refusal::new(text!("chpok-bidding-over-board-decides")));
        }
        if seat != self.bidding.turn {
            return Err(Refusal::new(text!(
                "chpok-not-your-turn-to-bid",
                seat = bidding::seat_ref(self.bidding.turn)
            )));
        }
        let bid = parse_bid(args).map_err(Refusal)?;
        let elapsed = ctx.now_ms - self.turn_started_ms;
        let left = self.bidding.clock_ms[seat.index()];
        let note = self.bidding.apply(seat, &bid, ctx).map_err(Refusal)?;
        if self.clocks {
            let opponent_has_chips = self.bidding.chips_of(seat.other()) > 0;
            self.bidding.clock_ms[seat.index()] =
                clocks::after_bid(left, elapsed, opponent_has_chips);
        }
        let mut notes = vec![Note::all(note)];
        let (more, over) = self.bidding.advance(seat);
        notes.extend(more.into_iter().map(Note::all));
        self.turn_started_ms = ctx.now_ms;
        if over {
            notes.extend(self.finish_bidding(ctx).into_iter().map(Note::all));
        }
        Ok(Played {
            notes,
            board: true,
            outcome: self.outcome.clone(),
        })
    }

    /// §5.4: the final values, then the board phase.
    fn finish_bidding(&mut self, ctx: &mut Ctx) -> Vec<Text> {
        let s = self.bidding.settle(ctx, self.clocks);
        let mut notes = vec![text!("chpok-bidding-over")];
        notes.extend(s.notes.iter().cloned());
        let board = BoardPhase::new(s.white, s.time, &s.row, s.features);
        let white = bidding::seat_ref(s.white);
        let black = bidding::seat_ref(s.white.other());
        let features = s.features.describe();
        notes.push(if self.clocks {
            text!(
                "chpok-settled",
                white = white,
                black = black,
                time = s.time.to_string(),
                row = board.row.as_str(),
                features = features
            )
        } else {
            text!(
                "chpok-settled-no-clocks",
                white = white,
                black = black,
                row = board.row.as_str(),
                features = features
            )
        });
        self.settled = notes.clone();
        self.board = Some(board);
        self.turn_started_ms = ctx.now_ms;
        notes
    }

    fn play_board(&mut self, seat: Seat, text: &str, ctx: &mut Ctx) -> Result<Played, Refusal> {
        let clocks_on = self.clocks;
        let started = self.turn_started_ms;
        let Some(board) = self.board.as_mut() else {
            return Err(Refusal::new(text!("chpok-board-after-bidding")));
        };
        let color = board.color_of(seat);
        if color != board.side() {
            return Err(Refusal::new(text!(
                "chpok-not-your-turn",
                color = board_phase::color_ref(board.side())
            )));
        }
        let text = strip_move_marks(text);
        let action = board.parse_in(text, ctx.lang).map_err(Refusal)?;
        let written = board.action_text(action);
        if clocks_on {
            let elapsed = (ctx.now_ms - started).max(0);
            let c = &mut board.clock_ms[color.index()];
            *c = *c - elapsed + board.time.bonus_ms();
        }
        let fx = board.perform(action, written);
        let mut notes = vec![Note::all(fx.note.clone())];
        let mut end = board.end_after(color, &fx);
        if end.is_none() {
            let (more, e) = board.settle();
            notes.extend(more.into_iter().map(Note::all));
            end = e;
        }
        if let Some(end) = end {
            self.outcome = Some(board.outcome(end));
        }
        self.turn_started_ms = ctx.now_ms;
        Ok(Played {
            notes,
            board: true,
            outcome: self.outcome.clone(),
        })
    }

    fn undo(&mut self, seat: Seat, ctx: &mut Ctx) -> Result<Played, Refusal> {
        let clocks_on = self.clocks;
        let started = self.turn_started_ms;
        let Some(board) = self.board.as_mut() else {
            return Err(Refusal::new(text!("chpok-nothing-to-undo")));
        };
        let color = board.color_of(seat);
        let mover = board.side();
        let gone = board.undo(color).map_err(Refusal)?;
        if clocks_on {
            // Clocks do not go back: the time the player to move used counts.
            let c = &mut board.clock_ms[mover.index()];
            *c -= (ctx.now_ms - started).max(0);
        }
        self.turn_started_ms = ctx.now_ms;
        let used = board.undos_used[color.index()];
        let who = board_phase::color_ref(color);
        let allowed = board.features.undo;
        let taken = match gone {
            1 => text!(
                "chpok-undo-one",
                color = who,
                used = used,
                allowed = allowed
            ),
            2 => text!(
                "chpok-undo-two",
                color = who,
                used = used,
                allowed = allowed
            ),
            n => text!(
                "chpok-undo-more",
                color = who,
                plies = n - 1,
                used = used,
                allowed = allowed
            ),
        };
        let note = taken
            .and_plain(" ")
            .and(&text::points_sentence(board.points));
        Ok(Played {
            notes: vec![Note::all(note)],
            board: true,
            outcome: None,
        })
    }

    /// The result when `winner` wins outside the board's points
    /// (resignation, bidding time): by colour once colours are known,
    /// else challenger first.
    fn win_for(&self, winner: Seat) -> GameResult {
        match &self.board {
            Some(b) => GameResult::win_for(b.color_of(winner)),
            None => GameResult::win_for(winner),
        }
    }
}

impl Game for Chpok {
    fn kind(&self) -> &'static GameKind {
        &KIND
    }

    fn turn(&self) -> Seat {
        match &self.board {
            Some(b) => b.seat_of(b.side()),
            None => self.bidding.turn,
        }
    }

    fn outcome_slot(&self) -> &Option<Outcome> {
        &self.outcome
    }

    fn outcome_slot_mut(&mut self) -> &mut Option<Outcome> {
        &mut self.outcome
    }

    fn play(&mut self, seat: Seat, text: &str, ctx: &mut Ctx) -> Result<Played, Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::new(text!("refusal-game-over")));
        }
        if self.board.is_none() {
            return Err(Refusal::new(text!("chpok-board-after-bidding")));
        }
        if let Some(p) = self.flag(ctx) {
            return Ok(p);
        }
        self.play_board(seat, text, ctx)
    }

    fn command(
        &mut self,
        seat: Seat,
        name: &str,
        args: &str,
        ctx: &mut Ctx,
    ) -> Result<Played, Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::new(text!("refusal-game-over")));
        }
        if !matches!(name, "bid" | "undo") {
            return Err(Refusal::new(text!("chpok-command-not-used", name = name)));
        }
        if let Some(p) = self.flag(ctx) {
            return Ok(p);
        }
        match name {
            "bid" => self.bid(seat, args, ctx),
            _ => self.undo(seat, ctx),
        }
    }

    fn resign(&mut self, seat: Seat) -> Outcome {
        if let Some(o) = &self.outcome {
            return o.clone();
        }
        let winner = seat.other();
        let reason = match &self.board {
            Some(b) => crate::text!(
                "chpok-outcome-resignation",
                winner = board_phase::color_ref(b.color_of(winner)),
                white = b.points[0],
                black = b.points[1]
            ),
            None => crate::text!(
                "chpok-outcome-resigned-bidding",
                winner = bidding::seat_ref(winner),
                loser = bidding::seat_ref(seat)
            ),
        };
        let outcome = Outcome {
            result: self.win_for(winner),
            reason,
        };
        self.outcome = Some(outcome.clone());
        outcome
    }

    fn can_agree_draw(&self) -> Result<(), Refusal> {
        Err(Refusal::new(text!("chpok-no-agreed-draws")))
    }

    fn deadline(&self) -> Option<i64> {
        if !self.clocks || self.outcome.is_some() {
            return None;
        }
        let left = match &self.board {
            Some(b) => b.clock_ms[b.side().index()],
            None => self.bidding.clock_ms[self.bidding.turn.index()],
        };
        Some(self.turn_started_ms + left.max(0))
    }

    fn timeout(&mut self, seat: Seat, _ctx: &mut Ctx) -> Played {
        if self.outcome.is_some() {
            return Played::default();
        }
        let outcome = match self.board.as_mut() {
            Some(b) => {
                let color = b.color_of(seat);
                b.clock_ms[color.index()] = 0;
                b.points[color.index()] -= clocks::TIME_PENALTY;
                b.outcome(End::Time { loser: color })
            }
            None => {
                self.bidding.clock_ms[seat.index()] = 0;
                let winner = seat.other();
                Outcome {
                    result: GameResult::win_for(winner),
                    reason: crate::text!(
                        "chpok-outcome-bidding-clock",
                        winner = bidding::seat_ref(winner),
                        loser = bidding::seat_ref(seat)
                    ),
                }
            }
        };
        self.outcome = Some(outcome.clone());
        Played {
            notes: Vec::new(),
            board: true,
            outcome: Some(outcome),
        }
    }

    fn at_time(&self, now_ms: i64) -> Option<Box<dyn Game>> {
        Some(Box::new(self.as_of(now_ms)?))
    }

    fn opening_note(&self) -> Option<Text> {
        Some(if self.clocks {
            text!("chpok-opening-live", seconds = clocks::BID_START_MS / 1000)
        } else {
            text!("chpok-opening-correspondence")
        })
    }

    fn status(&self, _viewer: Viewer) -> Text {
        self.text_status()
    }

    fn board_text(&self, _viewer: Viewer) -> Text {
        match &self.board {
            None => self.bidding.table(self.clocks),
            Some(b) => self.text_board(b),
        }
    }

    fn view(&self, viewer: Viewer) -> Option<View> {
        let b = self.board.as_ref()?;
        Some(self.board_view(b, viewer))
    }

    fn replay(&self) -> Vec<View> {
        self.replay_views()
    }

    fn moves(&self, _viewer: Viewer) -> Text {
        self.text_moves()
    }

    fn export(&self, args: &str) -> Text {
        self.text_export(args)
    }

    fn save(&self) -> Result<serde_json::Value, SaveError> {
        save_json(self)
    }

    fn seat_name(&self, seat: Seat) -> &'static str {
        self.seat_label(seat)
    }

    fn color_of(&self, seat: Seat) -> Seat {
        self.board.as_ref().map_or(seat, |b| b.color_of(seat))
    }

    fn choices(&self, seat: Seat) -> Vec<Choice> {
        if self.outcome.is_some() || self.turn() != seat {
            return Vec::new();
        }
        match &self.board {
            None => self.bid_choices(seat),
            Some(b) if b.features.has(Flag::Pass) => {
                vec![Choice::new(text!("chpok-button-pass"), "pass")]
            }
            Some(_) => Vec::new(),
        }
    }

    fn choices_after_refusal(&self, seat: Seat, text: &str) -> Vec<Choice> {
        self.refusal_choices(seat, text, None)
    }

    fn choices_after_refusal_in(
        &self,
        seat: Seat,
        text: &str,
        lang: crate::i18n::Lang,
    ) -> Vec<Choice> {
        self.refusal_choices(seat, text, Some(lang))
    }

    fn begin(&mut self, ctx: &mut Ctx) {
        self.turn_started_ms = ctx.now_ms;
    }

    fn untouched(&self) -> bool {
        self.bidding.history.is_empty() && self.board.is_none() && self.outcome.is_none()
    }

    fn legal_texts(&self) -> Vec<String> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let Some(b) = &self.board else {
            return self.complete_bids(self.turn());
        };
        let moves = b.pos.moves();
        let mut out: Vec<String> = moves.iter().map(|&m| b.move_text(m, &moves)).collect();
        if b.features.has(Flag::Pass) {
            out.push("pass".into());
        }
        if b.features.has(Flag::Remove) {
            let side = b.side();
            out.extend(
                b.pos
                    .pieces()
                    .filter(|(_, p)| p.color == side)
                    .map(|(sq, _)| format!("remove {sq}")),
            );
        }
        out
    }

    /// The board phase's moves, drops and castling (king, then the chosen
    /// rook), `remove` on the man removed and `pass` as a button; the bids
    /// are the choices' buttons.
    fn taps(&self, seat: Seat) -> Vec<crate::rules::taps::Tap> {
        use crate::rules::taps::{at, chess_tap, Tap};
        if self.outcome.is_some() || self.turn() != seat {
            return Vec::new();
        }
        let Some(b) = &self.board else {
            return Vec::new();
        };
        let moves = b.pos.moves();
        let mut out: Vec<Tap> = moves
            .iter()
            .map(|&m| chess_tap(&b.pos, m, b.move_text(m, &moves), true))
            .collect();
        if b.features.has(Flag::Pass) {
            out.push(Tap::button("pass"));
        }
        if b.features.has(Flag::Remove) {
            let side = b.side();
            out.extend(
                b.pos
                    .pieces()
                    .filter(|(_, p)| p.color == side)
                    .map(|(sq, _)| Tap::squares(format!("remove {sq}"), at(sq), None)),
            );
        }
        out
    }

    fn reading(&self, seat: Seat) -> computer::Reading<'_> {
        let Some(b) = &self.board else {
            return computer::Reading::Bidding;
        };
        let mut piece_points = [0; 7];
        for k in chess::Kind::ALL {
            piece_points[k.index()] = i64::from(b.features.piece_points(k));
        }
        computer::Reading::Chess(computer::ChessReading {
            pos: &b.pos,
            moves: if self.outcome.is_some() {
                Vec::new()
            } else {
                b.pos.moves()
            },
            color: b.color_of(seat),
            family: computer::Family::Chpok {
                piece_points,
                points: b.points,
                claims: Claims::of(&b.samples),
            },
            // Chpok's draws come from its points (claims), not the board.
            draws: computer::Draws::default(),
            history: Vec::new(),
        })
    }
}
