//! Kriegspiel (spec `kriegspiel.md`): chess where each player sees only
//! their own men and the bot is the referee.
//!
//! The player to move sends *attempts* in their private chat. An attempt is
//! read against the mover's own board ([`referee::read_attempt`]); if it is
//! illegal on the real board the mover hears `Illegal move` (rules
//! `wild16`) or everybody hears `No` (rules `english`), and tries again. A
//! legal attempt is played and announced to everybody without saying what
//! it was ([`referee::announcements`]).
//!
//! What each viewer is shown:
//! - a player during play: their own men only (built from
//!   [`referee::own_board`]), their own moves and attempts, the other side's
//!   moves as announcements, and counts derived from the announcements;
//! - the public (the group) during play: announcements and counts only;
//! - everybody once the game is over: the whole board, the record and both
//!   players' illegal attempts.
//!
//! Draws by agreement are allowed (`/draw`); every other ending is decided
//! by the referee.

pub mod referee;
mod replay;
mod shape;
mod text;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::chess::notation;
use super::chess::{ChessGame, Move, Position, Status};
use super::*;
use crate::i18n::Lang;
use crate::view::View;
use referee::Attempt;

pub static KIND: GameKind = GameKind {
    name: "kriegspiel",
    title_en: "Kriegspiel",
    seat_names: ["White", "Black"],
    correspondence_options: true,
    create,
    load,
    help: "kriegspiel-help",
    rules: "kriegspiel-rules",
    commands: &[GameCommand {
        name: "any",
        about: "command-any",
    }],
    looks_like_move: shape::looks_like_move,
    pieces: &['K', 'Q', 'R', 'B', 'N', 'P'],
    check_settings: crate::rules::no_settings,
};

/// The rule set chosen with `/new kriegspiel rules=…`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RuleSet {
    /// ICC "Wild 16": illegal attempts to the mover only, pawn tries
    /// announced after every move.
    Wild16,
    /// "Are there any?": `/any`, illegal attempts announced to both.
    English,
}

impl RuleSet {
    pub fn name(self) -> &'static str {
        match self {
            RuleSet::Wild16 => "wild16",
            RuleSet::English => "english",
        }
    }
}

fn create(options: &Options, _ctx: &mut Ctx) -> Result<Box<dyn Game>, Refusal> {
    let mut rules = None;
    for (key, value) in options {
        if !key.eq_ignore_ascii_case("rules") {
            return Err(Refusal::new(crate::text!(
                "kriegspiel-no-option",
                option = shorten(key)
            )));
        }
        if rules.is_some() {
            return Err(Refusal::new(crate::text!("kriegspiel-rules-twice")));
        }
        rules = Some(match value.trim().to_ascii_lowercase().as_str() {
            "wild16" => RuleSet::Wild16,
            "english" => RuleSet::English,
            _ => {
                return Err(Refusal::new(crate::text!(
                    "kriegspiel-rules-value",
                    value = shorten(value)
                )))
            }
        });
    }
    Ok(Box::new(Kriegspiel::new(rules.unwrap_or(RuleSet::Wild16))))
}

fn load(value: serde_json::Value) -> Result<Box<dyn Game>, LoadError> {
    Ok(Box::new(Kriegspiel::from_json(value)?))
}

/// One thing that happened, in order. The game's moves themselves are in
/// the [`ChessGame`]; the `n`-th `Move` event is its `n`-th move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum Event {
    /// An illegal attempt, as written in the record (`e4d5`, `O-O`, or the
    /// text of an attempt impossible on the mover's own board).
    Illegal { seat: Seat, tried: String },
    /// Rules `english`: `seat` asked "Any?"; `tries`: the answer was Try.
    Any { seat: Seat, tries: bool },
    /// A legal move and what was announced after it.
    Move {
        seat: Seat,
        /// The square of the captured man, if the move captured.
        #[serde(default)]
        capture: Option<chess::Square>,
        notes: Vec<String>,
    },
}

/// What one seat knows of a game ([`Kriegspiel::knowledge`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knowledge {
    pub seat: Seat,
    pub rules: RuleSet,
    /// The start position (known to both players).
    pub start: Position,
    /// What the seat saw, in order.
    pub seen: Vec<Seen>,
    /// Rules `english`: the answer was Try, the next attempt must be a pawn
    /// capture.
    pub must_capture: bool,
    pub over: bool,
}

impl Knowledge {
    /// Men of `seat` captured so far (every capture is announced).
    pub fn lost(&self, seat: Seat) -> usize {
        let mut mover = self.start.side_to_move();
        let mut n = 0;
        for s in &self.seen {
            if let Seen::Move { capture, .. } = s {
                if capture.is_some() && mover != seat {
                    n += 1;
                }
                mover = mover.other();
            }
        }
        n
    }
}

/// One thing a seat saw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seen {
    /// A move was made: the seat's own move (`own`), or the opponent's
    /// (`None`, unseen), with the announcements after it.
    Move {
        own: Option<Move>,
        capture: Option<chess::Square>,
        notes: Vec<String>,
    },
    /// The seat's own illegal attempt, as recorded (`e2e4`, `O-O`).
    Illegal { tried: String },
    /// The answer to `/any`.
    Any { tries: bool },
}

/// A game of Kriegspiel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kriegspiel {
    rules: RuleSet,
    game: ChessGame,
    events: Vec<Event>,
    /// Rules `english`: Try was answered and no pawn capture was tried yet.
    #[serde(default)]
    must_capture: bool,
    outcome: Option<Outcome>,
    /// The end-of-game report went out with the final announcements (games
    /// ended by a move or on time). Otherwise (resignation, agreement) the
    /// report is part of the status.
    #[serde(default)]
    reported: bool,
}

impl Kriegspiel {
    pub fn new(rules: RuleSet) -> Kriegspiel {
        Kriegspiel {
            rules,
            game: ChessGame::standard(),
            events: Vec::new(),
            must_capture: false,
            outcome: None,
            reported: false,
        }
    }

    /// A game from a set-up position (tests, problems). Each player is
    /// assumed to know the other side's starting men, as in a problem.
    pub fn from_fen(fen: &str, rules: RuleSet) -> Result<Kriegspiel, chess::FenError> {
        let pos = Position::from_fen(fen, chess::Rules::chess())?;
        let mut k = Kriegspiel::new(rules);
        k.game = ChessGame::new(pos);
        Ok(k)
    }

    /// Restores a game from [`Game::save`] JSON, checking that the events
    /// agree with the moves.
    pub fn from_json(value: serde_json::Value) -> Result<Kriegspiel, LoadError> {
        let k: Kriegspiel =
            serde_json::from_value(value).map_err(|e| LoadError::new("Kriegspiel", e))?;
        let moves = k
            .events
            .iter()
            .filter(|e| matches!(e, Event::Move { .. }))
            .count();
        if moves != k.game.history().len() {
            return Err(LoadError::new("Kriegspiel", "events and moves disagree"));
        }
        Ok(k)
    }

    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    /// The real position (the referee's board).
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    pub fn chess(&self) -> &ChessGame {
        &self.game
    }

    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Everything `seat` knows, and nothing more: the start position, its
    /// own moves, the announcements after every move, its own illegal
    /// attempts and the answers to `/any`. The computer opponent plays from
    /// this alone, never from the referee's board.
    pub fn knowledge(&self, seat: Seat) -> Knowledge {
        let history = self.game.history();
        let mut seen = Vec::new();
        let mut n = 0;
        for e in &self.events {
            match e {
                Event::Move {
                    seat: s,
                    capture,
                    notes,
                } => {
                    let own = (*s == seat).then(|| history.get(n).copied()).flatten();
                    seen.push(Seen::Move {
                        own,
                        capture: *capture,
                        notes: notes.clone(),
                    });
                    n += 1;
                }
                Event::Illegal { seat: s, tried } if *s == seat => {
                    seen.push(Seen::Illegal {
                        tried: tried.clone(),
                    });
                }
                Event::Any { seat: s, tries } if *s == seat || self.rules == RuleSet::English => {
                    seen.push(Seen::Any { tries: *tries });
                }
                _ => {}
            }
        }
        Knowledge {
            seat,
            rules: self.rules,
            start: self.game.start().clone(),
            seen,
            must_capture: self.must_capture && self.turn() == seat,
            over: self.outcome.is_some(),
        }
    }

    /// Whether `seat` asked "Any?" since the last move.
    fn asked_this_turn(&self, seat: Seat) -> Option<bool> {
        self.events
            .iter()
            .rev()
            .take_while(|e| !matches!(e, Event::Move { .. }))
            .find_map(|e| match e {
                Event::Any { seat: s, tries } if *s == seat => Some(*tries),
                _ => None,
            })
    }

    /// Men of `seat` captured so far (each capture is announced).
    pub fn lost(&self, seat: Seat) -> usize {
        self.events
            .iter()
            .filter(|e| matches!(e, Event::Move { seat: s, capture: Some(_), .. } if *s != seat))
            .count()
    }

    /// An illegal attempt: recorded, and answered as the rules say.
    fn illegal(&mut self, seat: Seat, attempt: &Attempt) -> Played {
        self.events.push(Event::Illegal {
            seat,
            tried: attempt.text(),
        });
        self.must_capture = false;
        let note = match self.rules {
            RuleSet::Wild16 => Note::to(seat, crate::text!("kriegspiel-illegal")),
            RuleSet::English => Note::all(crate::text!("kriegspiel-no")),
        };
        Played {
            notes: vec![note],
            board: false,
            outcome: None,
        }
    }

    /// Plays the legal move `mv` and announces it.
    fn apply(&mut self, seat: Seat, mv: Move) -> Played {
        let before = self.game.position().clone();
        let capture = before.captured_square(mv);
        if self.game.play(mv).is_err() {
            // Cannot happen: `mv` came from the legal move list.
            return Played::default();
        }
        let notes = referee::announcements(&before, mv, &self.game, self.rules == RuleSet::Wild16);
        self.events.push(Event::Move {
            seat,
            capture,
            notes: notes.clone(),
        });
        self.must_capture = false;
        let status = self.game.status();
        let mut out: Vec<Note> = notes
            .iter()
            .map(|n| Note::all(referee::spoken(n)))
            .collect();
        if status != Status::Ongoing {
            let to_move = self.game.position().side_to_move();
            let result = status.result(to_move).unwrap_or(GameResult::Draw);
            let reason = match status {
                Status::Checkmate => crate::text!(
                    "kriegspiel-outcome-checkmate",
                    winner = seat_word(KIND.seat_name(to_move.other()))
                ),
                Status::Stalemate => crate::text!("kriegspiel-outcome-stalemate"),
                Status::InsufficientMaterial => crate::text!("kriegspiel-outcome-insufficient"),
                Status::ThreefoldRepetition => crate::text!("kriegspiel-outcome-threefold"),
                Status::FiftyMoves => crate::text!("kriegspiel-outcome-fifty"),
                Status::Ongoing => crate::i18n::Text::default(),
            };
            self.outcome = Some(Outcome { result, reason });
            out.extend(self.report().into_iter().map(Note::all));
            self.reported = true;
        }
        Played {
            notes: out,
            board: true,
            outcome: self.outcome.clone(),
        }
    }

    /// The board as `viewer` may see it now: everything once the game is
    /// over, otherwise only a player's own men.
    fn visible_board(&self, viewer: Viewer) -> Option<Position> {
        let pos = self.game.position();
        match (viewer, &self.outcome) {
            (_, Some(_)) => Some(pos.clone()),
            (Viewer::Seat(s), None) => Some(referee::own_board(pos, s)),
            (Viewer::Public, None) => None,
        }
    }
}

impl Game for Kriegspiel {
    fn kind(&self) -> &'static GameKind {
        &KIND
    }

    fn turn(&self) -> Seat {
        self.game.position().side_to_move()
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
        let pos = self.game.position();
        let attempt = referee::read_attempt(pos, text, ctx.lang)?;
        if self.must_capture {
            let own = referee::own_board(pos, seat);
            if !attempt.is_pawn_capture(&own) {
                return Err(Refusal::new(crate::text!("kriegspiel-must-capture")));
            }
        }
        Ok(match referee::judge(pos, &attempt) {
            Some(mv) => self.apply(seat, mv),
            None => self.illegal(seat, &attempt),
        })
    }

    fn command(
        &mut self,
        seat: Seat,
        name: &str,
        _args: &str,
        _ctx: &mut Ctx,
    ) -> Result<Played, Refusal> {
        if name != "any" {
            return Err(Refusal::new(crate::text!(
                "kriegspiel-unknown-command",
                name = shorten(name)
            )));
        }
        if self.rules == RuleSet::Wild16 {
            return Err(Refusal::new(crate::text!("kriegspiel-any-wild16")));
        }
        if self.outcome.is_some() {
            return Err(Refusal::new(crate::text!("refusal-game-over")));
        }
        if seat != self.turn() {
            return Err(Refusal::new(crate::text!("kriegspiel-any-not-your-turn")));
        }
        if let Some(tries) = self.asked_this_turn(seat) {
            return Err(Refusal::new(crate::text!(if tries {
                "kriegspiel-asked-already-try"
            } else {
                "kriegspiel-asked-already-no"
            })));
        }
        let tries = referee::pawn_tries(self.game.position()) > 0;
        self.events.push(Event::Any { seat, tries });
        self.must_capture = tries;
        Ok(Played {
            notes: vec![
                Note::all(crate::text!(
                    "kriegspiel-asks-any",
                    seat = seat_word(KIND.seat_name(seat))
                )),
                Note::all(crate::text!(if tries {
                    "kriegspiel-try"
                } else {
                    "kriegspiel-no"
                })),
            ],
            board: false,
            outcome: None,
        })
    }

    fn timeout(&mut self, seat: Seat, _ctx: &mut Ctx) -> Played {
        if self.outcome.is_some() {
            return Played::default();
        }
        let winner = seat.other();
        let pos = self.game.position();
        let bare_king = pos
            .pieces()
            .filter(|(_, p)| p.color == winner)
            .all(|(_, p)| p.kind == chess::Kind::King);
        let outcome = if bare_king {
            Outcome {
                result: GameResult::Draw,
                reason: crate::text!(
                    "kriegspiel-outcome-bare-king",
                    loser = seat_word(KIND.seat_name(seat)),
                    winner = seat_word(KIND.seat_name(winner))
                ),
            }
        } else {
            Outcome::on_time(winner, KIND.seat_name(winner))
        };
        self.outcome = Some(outcome.clone());
        self.reported = true;
        Played {
            notes: self.report().into_iter().map(Note::all).collect(),
            board: false,
            outcome: Some(outcome),
        }
    }

    fn status(&self, viewer: Viewer) -> Text {
        self.status_text(viewer)
    }

    fn board_text(&self, viewer: Viewer) -> Text {
        match self.visible_board(viewer) {
            Some(board) => {
                // `/board text` stays English: the grid and its lines.
                let mut text = board.board_text();
                for line in self.board_lines(viewer) {
                    text.push('\n');
                    text += &crate::i18n::en(&line);
                }
                Text::plain(&text)
            }
            None => crate::text!("kriegspiel-position-hidden"),
        }
    }

    fn view(&self, viewer: Viewer) -> Option<View> {
        let board = self.visible_board(viewer)?;
        let mut view = board.view_with(|_, _| true);
        view.flipped = viewer == Viewer::Seat(Seat::Black);
        view.lines = self.board_lines(viewer);
        let pos = self.game.position();
        let last = self.game.history().last().copied();
        let to_move = pos.side_to_move();
        match (viewer, &self.outcome) {
            (_, Some(_)) | (Viewer::Public, _) => {
                if let Some(m) = last {
                    view.last_move =
                        vec![(m.from.file(), m.from.rank()), (m.to.file(), m.to.rank())];
                }
                if pos.in_check() {
                    view.check = pos
                        .kings(to_move)
                        .iter()
                        .map(|k| (k.file(), k.rank()))
                        .collect();
                }
            }
            (Viewer::Seat(s), None) => {
                // Only what `s` knows: their own last move, or the square
                // where the opponent's last move captured; their own king
                // when the referee announced check.
                match self.events.iter().rev().find_map(|e| match e {
                    Event::Move { seat, capture, .. } => Some((*seat, *capture)),
                    _ => None,
                }) {
                    Some((mover, _)) if mover == s => {
                        if let Some(m) = last {
                            view.last_move =
                                vec![(m.from.file(), m.from.rank()), (m.to.file(), m.to.rank())];
                        }
                    }
                    Some((_, Some(sq))) => view.last_move = vec![(sq.file(), sq.rank())],
                    _ => {}
                }
                if to_move == s && pos.in_check() {
                    view.check = board
                        .kings(s)
                        .iter()
                        .map(|k| (k.file(), k.rank()))
                        .collect();
                }
            }
        }
        Some(view)
    }

    fn replay(&self) -> Vec<View> {
        self.replay_views()
    }

    fn moves(&self, viewer: Viewer) -> Text {
        self.moves_text(viewer)
    }

    fn export(&self, args: &str) -> Text {
        match self.outcome {
            Some(_) => self.pgn(notation::letters::export_lang(args).0),
            None => Text::plain("The record is secret until the game ends."),
        }
    }

    fn save(&self) -> Result<serde_json::Value, SaveError> {
        save_json(self)
    }

    fn private_views(&self) -> bool {
        true
    }

    fn choices(&self, seat: Seat) -> Vec<Choice> {
        if self.rules == RuleSet::English
            && self.outcome.is_none()
            && seat == self.turn()
            && self.asked_this_turn(seat).is_none()
        {
            vec![Choice::new(crate::text!("kriegspiel-button-any"), "/any")]
        } else {
            Vec::new()
        }
    }

    fn choices_after_refusal(&self, seat: Seat, text: &str) -> Vec<Choice> {
        if self.outcome.is_some() || seat != self.turn() {
            return Vec::new();
        }
        referee::candidates(self.game.position(), text, None)
            .into_iter()
            .map(|t| Choice::new(notation::localized_text(&t), t))
            .collect()
    }

    fn choices_after_refusal_in(&self, seat: Seat, text: &str, lang: Lang) -> Vec<Choice> {
        if self.outcome.is_some() || seat != self.turn() {
            return Vec::new();
        }
        referee::candidates(self.game.position(), text, Some(lang))
            .into_iter()
            .map(|t| Choice::new(notation::localized_text(&t), t))
            .collect()
    }

    fn untouched(&self) -> bool {
        self.events.is_empty() && self.outcome.is_none()
    }

    fn legal_texts(&self) -> Vec<String> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let pos = self.game.position();
        let moves = self.game.legal_moves();
        // After Try, `play` takes only a pawn capture (there is one: Try
        // means a legal pawn capture exists).
        let own = referee::own_board(pos, self.turn());
        moves
            .iter()
            .filter(|&&m| !self.must_capture || referee::Attempt::Move(m).is_pawn_capture(&own))
            .map(|&m| crate::rules::chess::notation::long_with(pos, m, &moves))
            .collect()
    }

    /// The attempts `seat`'s own board allows ([`Position::blind_moves`]),
    /// never the legal moves: which of them the referee accepts depends on
    /// the hidden men. After Try (the `english` rules) only pawn captures.
    fn taps(&self, seat: Seat) -> Vec<crate::rules::taps::Tap> {
        if self.to_move() != Some(seat) {
            return Vec::new();
        }
        let pos = self.game.position();
        let own = referee::own_board(pos, seat);
        pos.blind_moves()
            .into_iter()
            .filter(|&m| !self.must_capture || referee::Attempt::Move(m).is_pawn_capture(&own))
            .map(|m| crate::rules::taps::chess_tap(&own, m, referee::own_long(m), false))
            .collect()
    }

    /// Only what the seat knows: the referee's board never leaves the game.
    fn reading(&self, seat: Seat) -> computer::Reading<'_> {
        computer::Reading::Hidden(self.knowledge(seat))
    }
}
