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

use serde::{Deserialize, Serialize};

pub use bidding::{parse_bid, BidRecord, BidText, Bidding, Target};
pub use board_phase::{Action, BoardPhase, End, Ply};
pub use clocks::TimeControl;
pub use features::{standard_row, Features, Flag};
pub use scoring::{claim, Score};

use super::*;
use crate::render::View;

pub static KIND: GameKind = GameKind {
    name: "chpok",
    title: "Chpok",
    seat_names: ["Challenger", "Opponent"],
    correspondence_options: false,
    create,
    load,
    help: HELP,
    rules: RULES,
    commands: &[
        GameCommand {
            name: "bid",
            about: "Chpok: bid in the auction, e.g. /bid white raise 2",
        },
        GameCommand {
            name: "undo",
            about: "Chpok: take back a move, where the game allows it",
        },
    ],
    looks_like_move: shape::looks_like_move,
    pieces: &['K', 'Q', 'R', 'B', 'N', 'P', 'D'],
    check_settings: clocks::check_settings,
};

/// Chips per player unless `/new chpok chips=N` says otherwise.
pub const DEFAULT_CHIPS: u32 = 15;
pub const MAX_CHIPS: u32 = 99;

const HELP: &str = "\
Chpok: first the bidding, then the board.
Bidding (the challenger first, then in turns):
• /bid TARGET call: put as many chips as you are behind on TARGET. A call on white or time draws the value at random; on row or x it puts back the defaults.
• /bid TARGET raise C [VALUE]: put C chips, at least one more than you are behind, and set the value.
Targets: white (raising it makes you White), time (M+S, e.g. 10+5), row (the home row, e.g. RNBQKBNR, at least one K), x (features, e.g. width=10 koth -pass points=1,0,0,2,3,4,0; default resets all).
Features: width=6…10, limit=10…888, undo=0…5, points=P,N,B,R,Q,K,D, castles=0…5, koth, kingsrun, cruelkings, superqueen, bishopstep, pawnsback, newborn, remove, pass, nokingpromo, noep.
Moves: e2e4, e4, Nf3, Dxe6 (D is the Dragon), exd6, e8=Q or e7e8q, castling e1h1, castle e1 h1, O-O, O-O-O; with the features: P@e2 (newborn pawn), remove e4, pass; /undo.
Options: /new chpok chips=N (1…99, default 15), clocks=off (no clocks at all).";

const RULES: &str = "\
Chpok: bidding, then a chess-like board phase scored in points.
• Bidding: each player has 15 chips and bids in turn on four targets: who plays White, the time control, the home row, the extraordinary features. A call matches the opponent's chips on a target (white and time are then drawn at random, row and x go back to the defaults); a raise puts more and sets the value. A player without chips is skipped; one with chips but no legal bid forfeits them. The bidding clock starts at 100 s, gains 100 s per bid (20 s when the opponent has no chips), at most 200 s; running out loses the game.
• Board: 8 ranks × 6…10 files; rank 2 full of pawns, rank 1 the home row (at least one king), Black mirrored. Pieces move as in chess, with en passant; the Dragon jumps two squares straight or steps one diagonally. There is no check: kings are captured like any piece. Pawns promote to K, Q, R, B, D or N. Castling: a king and a rook on the home row with empty squares between (adjacent ones swap), once per game.
• Points: +1000 per enemy king captured; +1…+4 for ending a move on rank 5…8 counted from your home row; optional piece points; −5000 for running out of time.
• The game ends when a player resigns, the last king of a side is captured, a clock runs out, the move limit is reached, or by the claims: after each Black move from the 20th, if the difference in points was 0 for the last 20 moves it is a draw, and if one side leads and the difference never moved against it over those moves, that side wins. Otherwise more points win.
• Features (the x target): width=6…10 files; limit=L moves each; undo=N takebacks each; points=P,N,B,R,Q,K,D extra points per move by the piece that moved; castles=M per game; koth (your king on the enemy's centre squares ends the game, +1000 per enemy king); kingsrun (the same for reaching the enemy's home row); cruelkings (kings may take their own men); superqueen (the queen also jumps like a knight); bishopstep (a bishop on a corner may step to a side square); pawnsback (pawns may step back onto an empty square); newborn (once: a new pawn on your first two rows, P@e2); remove (instead of moving, remove an own piece, remove e4); pass; nokingpromo (no promotion to king); noep (no en passant).";

fn create(options: &Options, ctx: &mut Ctx) -> Result<Box<dyn Game>, Refusal> {
    let mut chips = None;
    let mut clocks = None;
    for (key, value) in options {
        let v = value.trim().to_ascii_lowercase();
        match key.to_ascii_lowercase().as_str() {
            "chips" => {
                if chips.is_some() {
                    return Err(Refusal::new("chips is given twice."));
                }
                match v.parse::<u32>() {
                    Ok(n) if (1..=MAX_CHIPS).contains(&n) => chips = Some(n),
                    _ => {
                        return Err(Refusal::new(format!(
                            "chips must be a whole number from 1 to {MAX_CHIPS}, not '{}'.",
                            shorten(value)
                        )))
                    }
                }
            }
            "clocks" => {
                if clocks.is_some() {
                    return Err(Refusal::new("clocks is given twice."));
                }
                clocks = Some(match v.as_str() {
                    "off" | "no" | "0" | "false" => false,
                    "on" | "yes" | "1" | "true" => true,
                    _ => {
                        return Err(Refusal::new(format!(
                            "clocks is on or off (clocks=off turns every clock off), not '{}'.",
                            shorten(value)
                        )))
                    }
                });
            }
            "color" | "colour" => {
                return Err(Refusal::new(
                    "Chpok has no color= option: the colours are bid for (the white target).",
                ))
            }
            "days" => {
                return Err(Refusal::new(
                    "Chpok has no days= option: it has its own clocks (the time target); clocks=off turns them off.",
                ))
            }
            other => {
                return Err(Refusal::new(format!(
                    "Chpok has no option '{}'. Options: chips=N (1…{MAX_CHIPS}, default {DEFAULT_CHIPS}), clocks=off.",
                    shorten(other)
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
    /// What the end of the bidding announced (draws, the row fallback).
    pub settled: Vec<String>,
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
        played
            .notes
            .insert(0, Note::all(format!("{name} ran out of time.")));
        Some(played)
    }

    fn bid(&mut self, seat: Seat, args: &str, ctx: &mut Ctx) -> Result<Played, Refusal> {
        if self.bidding_over() {
            return Err(Refusal::new("The bidding is over: now the board decides."));
        }
        if seat != self.bidding.turn {
            return Err(Refusal::new(format!(
                "Not your turn to bid: the {} bids now.",
                bidding::seat_word(self.bidding.turn)
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
    fn finish_bidding(&mut self, ctx: &mut Ctx) -> Vec<String> {
        let s = self.bidding.settle(ctx, self.clocks);
        let mut notes = vec!["The bidding is over.".to_string()];
        notes.extend(s.notes.iter().cloned());
        let board = BoardPhase::new(s.white, s.time, &s.row, s.features);
        let time = if self.clocks {
            format!("Time {}", s.time)
        } else {
            "No clocks".to_string()
        };
        notes.push(format!(
            "The {} plays White, the {} Black. {time}. Home row {}. Features: {}.",
            bidding::seat_word(s.white),
            bidding::seat_word(s.white.other()),
            board.row,
            s.features.describe()
        ));
        self.settled = notes.clone();
        self.board = Some(board);
        self.turn_started_ms = ctx.now_ms;
        notes
    }

    fn play_board(&mut self, seat: Seat, text: &str, ctx: &mut Ctx) -> Result<Played, Refusal> {
        let clocks_on = self.clocks;
        let started = self.turn_started_ms;
        let Some(board) = self.board.as_mut() else {
            return Err(Refusal::new(format!(
                "The board phase begins after the bidding. Bid with {}.",
                bidding::SYNTAX
            )));
        };
        let color = board.color_of(seat);
        if color != board.side() {
            return Err(Refusal::new(format!(
                "Not your turn: {} is to move.",
                board_phase::color_word(board.side())
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
            return Err(Refusal::new(
                "Nothing to undo: /undo takes back moves of the board phase, not bids.",
            ));
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
        let note = format!(
            "{} takes back {} ({used} of {} undos used). Points: White {}, Black {}.",
            board_phase::color_word(color),
            match gone {
                1 => "their last move".to_string(),
                2 => "their last move and the reply".to_string(),
                n => format!("their last move and the {} plies after it", n - 1),
            },
            board.features.undo,
            board.points[0],
            board.points[1]
        );
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
            return Err(Refusal::new("The game is over."));
        }
        if self.board.is_none() {
            return Err(Refusal::new(format!(
                "The board phase begins after the bidding. Bid with {}.",
                bidding::SYNTAX
            )));
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
            return Err(Refusal::new("The game is over."));
        }
        if !matches!(name, "bid" | "undo") {
            return Err(Refusal::new(format!("/{name} is not used in Chpok.")));
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
            Some(b) => format!(
                "{} wins by resignation (points: White {}, Black {}).",
                board_phase::color_word(b.color_of(winner)),
                b.points[0],
                b.points[1]
            ),
            None => format!(
                "{} wins: the {} resigned during the bidding.",
                bidding::seat_word(winner),
                bidding::seat_word(seat)
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
        Err(Refusal::new(
            "Chpok has no draws by agreement: the points decide (a draw comes from level points or the claims rule).",
        ))
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
                    reason: format!(
                        "{} wins: the {}'s bidding clock ran out.",
                        bidding::seat_word(winner),
                        bidding::seat_word(seat)
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

    fn opening_note(&self) -> Option<String> {
        Some(if self.clocks {
            format!(
                "Live: a bidding clock of {} s each (running out loses), then the board clocks bid for (the time target). For correspondence without clocks: /new chpok clocks=off.",
                clocks::BID_START_MS / 1000
            )
        } else {
            "Correspondence (clocks=off): no clocks in the bidding or on the board. For a live game on clocks: /new chpok.".to_string()
        })
    }

    fn status(&self, _viewer: Viewer) -> String {
        self.text_status()
    }

    fn board_text(&self, _viewer: Viewer) -> String {
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

    fn moves(&self, _viewer: Viewer) -> String {
        self.text_moves()
    }

    fn export(&self, args: &str) -> String {
        self.text_export(args)
    }

    fn save(&self) -> Result<serde_json::Value, SaveError> {
        save_json(self)
    }

    fn seat_name(&self, seat: Seat) -> &'static str {
        self.seat_label(seat)
    }

    fn choices(&self, seat: Seat) -> Vec<Choice> {
        if self.outcome.is_some() || self.turn() != seat {
            return Vec::new();
        }
        match &self.board {
            None => self.bid_choices(seat),
            Some(b) if b.features.has(Flag::Pass) => vec![Choice::new("Pass", "pass")],
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
}
