//! Korpalski Chess (spec `korpalski.md`): chess from an empty board. Each
//! player starts with a full set in reserve and on each turn either moves a
//! man on the board or drops one from the reserve; the first move of each
//! player drops their king. Captured men go to their owner's prison and are
//! that player's only promotion pool (a promoted pawn goes there in its
//! place). Checkmate wins; stalemate, insufficient material, fivefold
//! repetition and the 75-move rule draw automatically; threefold repetition
//! and the 50-move rule let either player claim a draw with `/draw`; a draw
//! by agreement needs both reserves empty.
//!
//! The chess kernel ([`crate::rules::chess`]) plays the board: its
//! [`Rules::korpalski`] preset has the drop restrictions and no castling.
//! This module adds what the kernel does not keep: the king-first rule, the
//! prisons (written back into the kernel as each side's promotion choices),
//! the history for repetition and records, the endings, and the texts.
//!
//! Submodules: [`moves`] turns a player's text into a legal move or a
//! refusal that says why; [`ending`] decides how the game stands after a
//! move; [`text`] writes the board text, status, move list and records.

mod ending;
mod moves;
mod replay;
mod shape;
#[cfg(test)]
mod tests;
mod text;

use serde::{Deserialize, Serialize};

use super::chess::{Color, Kind, KindSet, Move, MoveKind, Position, RepetitionKey, Rules};
use super::*;
use crate::i18n::Lang;
use crate::view::View;

pub use ending::{Claim, Ending, FIFTY_MOVES_PLIES, SEVENTY_FIVE_MOVES_PLIES};
pub use moves::long_text;

pub static KIND: GameKind = GameKind {
    name: "korpalski",
    title_en: "Korpalski Chess",
    seat_names: ["White", "Black"],
    correspondence_options: true,
    create,
    load,
    help: "korpalski-help",
    rules: "korpalski-rules",
    commands: &[],
    looks_like_move: shape::looks_like_move,
    pieces: &['K', 'Q', 'R', 'B', 'N', 'P'],
    check_settings: crate::rules::no_settings,
};

/// What each player's reserve holds at the start, by kind.
pub const FULL_SET: [(Kind, u8); 6] = [
    (Kind::King, 1),
    (Kind::Queen, 1),
    (Kind::Rook, 2),
    (Kind::Bishop, 2),
    (Kind::Knight, 2),
    (Kind::Pawn, 8),
];

/// The kinds a pawn may promote to, when they are in the prison.
const PROMOTABLE: [Kind; 4] = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];

fn create(options: &Options, _ctx: &mut Ctx) -> Result<Box<dyn Game>, Refusal> {
    if let Some((key, _)) = options.first() {
        return Err(Refusal::new(crate::text!(
            "korpalski-no-option",
            option = shorten(key)
        )));
    }
    Ok(Box::new(Korpalski::new()))
}

fn load(value: serde_json::Value) -> Result<Box<dyn Game>, LoadError> {
    Ok(Box::new(Korpalski::from_json(value)?))
}

/// One ply: the move and how it reads in the records (with check and mate
/// signs, as they stood when it was played).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    pub mv: Move,
    /// `Qxe4+`, `K@c2`, `a1=Q`, `Bxe3#`.
    pub san: String,
    /// `Hd3:e4+`, `K/c2`, `pa2-a1=H`, `Gf2:e3X`.
    pub polish: String,
    /// The man taken, if any (it went to its owner's prison).
    pub captured: Option<Kind>,
}

/// A game of Korpalski Chess.
///
/// Saved as the moves in long algebraic notation plus the outcome (and a
/// set-up start, if any), and replayed on load, so a saved game cannot hold an illegal position and
/// everything derived (prisons, repetition history, texts) is rebuilt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Korpalski {
    pos: Position,
    /// Men captured from each side, by [`Kind::index`]: White's prison
    /// holds White's lost men.
    prisons: [[u8; Kind::COUNT]; 2],
    plies: Vec<Ply>,
    /// `keys[i]`: the position after `i` plies, for threefold repetition.
    keys: Vec<(RepetitionKey, [[u8; Kind::COUNT]; 2])>,
    /// The legal moves of the side to move (cached: every text is parsed
    /// against them and the endings are decided from them).
    legal: Vec<Move>,
    outcome: Option<Outcome>,
    /// A set-up start; `None` for the standard one.
    start: Option<Start>,
}

/// A set-up start (puzzles, tests): the position as FEN with reserves,
/// and the prisons by [`Kind::index`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Start {
    fen: String,
    prisons: [[u8; Kind::COUNT]; 2],
}

#[derive(Serialize, Deserialize)]
struct SavedGame {
    /// Absent for the standard start (empty board, full reserves).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    start: Option<Start>,
    moves: Vec<String>,
    #[serde(default)]
    outcome: Option<Outcome>,
}

impl Default for Korpalski {
    fn default() -> Self {
        Korpalski::new()
    }
}

impl Korpalski {
    /// A new game: empty board, both reserves full, White to drop the king.
    pub fn new() -> Korpalski {
        let mut pos = match Position::empty(Rules::korpalski()) {
            Ok(p) => p,
            // 8×8 is always a valid size.
            Err(e) => unreachable!("Korpalski board: {e}"),
        };
        for color in [Color::White, Color::Black] {
            for (kind, n) in FULL_SET {
                pos.set_reserve(color, kind, n);
            }
        }
        let mut game = Korpalski::from_position(pos, [[0; Kind::COUNT]; 2]);
        game.start = None;
        game
    }

    /// A game from a set-up position with the given prisons (tests and
    /// puzzles): the promotion choices are set from the prisons and the
    /// ending is decided at once. The start is saved with the game.
    pub fn from_position(mut pos: Position, prisons: [[u8; Kind::COUNT]; 2]) -> Korpalski {
        sync_promotions(&mut pos, &prisons);
        let mut game = Korpalski {
            keys: vec![(pos.repetition_key(), prisons)],
            pos,
            prisons,
            plies: Vec::new(),
            legal: Vec::new(),
            outcome: None,
            start: None,
        };
        game.start = Some(Start {
            fen: game.pos.to_fen(),
            prisons,
        });
        game.legal = moves::legal_moves(&game.pos);
        game.outcome = game.ending().outcome(game.pos.side_to_move());
        game
    }

    /// Restores a game from [`Game::save`] JSON by replaying its moves.
    pub fn from_json(value: serde_json::Value) -> Result<Korpalski, LoadError> {
        let saved: SavedGame =
            serde_json::from_value(value).map_err(|e| LoadError::new("Korpalski", e))?;
        let mut game = match saved.start {
            None => Korpalski::new(),
            Some(start) => {
                let pos = Position::from_fen(&start.fen, Rules::korpalski())
                    .map_err(|e| LoadError::new("Korpalski", format!("start: {e}")))?;
                Korpalski::from_position(pos, start.prisons)
            }
        };
        for (i, text) in saved.moves.iter().enumerate() {
            if game.outcome.is_some() {
                return Err(LoadError::new(
                    "Korpalski",
                    format!("move {} after the end", i + 1),
                ));
            }
            let mv = game
                .pos
                .parse_move_in(text, &game.legal, None)
                .map_err(|e| {
                    LoadError::new("Korpalski", format!("move {} '{text}': {e}", i + 1))
                })?;
            game.apply(mv);
        }
        if game.outcome.is_none() {
            game.outcome = saved.outcome;
        }
        Ok(game)
    }

    pub fn position(&self) -> &Position {
        &self.pos
    }

    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The legal moves of the side to move (none once the game is over).
    pub fn legal_moves(&self) -> &[Move] {
        if self.outcome.is_some() {
            return &[];
        }
        &self.legal
    }

    /// How many men of `kind` `seat` has in prison.
    pub fn prison(&self, seat: Seat, kind: Kind) -> u8 {
        self.prisons[seat.index()][kind.index()]
    }

    /// Plays a legal move of the side to move and decides the ending.
    /// Returns the announcement.
    fn apply(&mut self, mv: Move) -> Text {
        let side = self.pos.side_to_move();
        let number = self.pos.fullmove_number();
        let before = self.pos.clone();
        let moves_before = std::mem::take(&mut self.legal);
        let captured = self.pos.captured_piece(mv);
        if let Some(p) = captured {
            let n = &mut self.prisons[p.color.index()][p.kind.index()];
            *n = n.saturating_add(1);
        }
        if let Some(k) = mv.promotion() {
            // The piece leaves the prison and the pawn takes its place there.
            let prison = &mut self.prisons[side.index()];
            prison[k.index()] = prison[k.index()].saturating_sub(1);
            prison[Kind::Pawn.index()] = prison[Kind::Pawn.index()].saturating_add(1);
        }
        self.pos.play(mv);
        sync_promotions(&mut self.pos, &self.prisons);
        self.keys.push((self.pos.repetition_key(), self.prisons));
        self.legal = moves::legal_moves(&self.pos);
        let ending = self.ending();
        let check = self.pos.in_check();
        let mate = ending == Ending::Checkmate;
        let mark = |mate_sign: char| match (mate, check) {
            (true, _) => mate_sign.to_string(),
            (false, true) => "+".to_string(),
            _ => String::new(),
        };
        let san = chess::notation::san_with(&before, mv, &moves_before) + &mark('#');
        let polish = chess::notation::polish_with(&before, mv, &moves_before) + &mark('X');
        let dots = if side == Color::White { "." } else { "..." };
        // In the reader's letters; in Polish, the seed's own notation.
        let head = crate::text!(
            "korpalski-played",
            n = number,
            dots = dots,
            san = chess::notation::localized(&san),
            polish = polish.as_str()
        );
        let note = match (captured, mv.promotion()) {
            (None, None) => head.and_plain("."),
            (Some(p), None) => crate::text!(
                "korpalski-played-capture",
                move = head,
                color = color_key(p.color),
                piece = p.kind.name()
            ),
            (None, Some(k)) => crate::text!(
                "korpalski-played-promotion",
                move = head,
                color = color_key(side),
                piece = k.name()
            ),
            (Some(p), Some(k)) => crate::text!(
                "korpalski-played-capture-promotion",
                move = head,
                color = color_key(side),
                captured = p.kind.name(),
                piece = k.name()
            ),
        };
        self.plies.push(Ply {
            mv,
            san,
            polish,
            captured: captured.map(|p| p.kind),
        });
        self.outcome = ending.outcome(self.pos.side_to_move());
        note
    }

    /// Whether `seat` has anything left to drop.
    fn can_drop(&self, seat: Seat) -> bool {
        self.pos.has_reserve(seat)
    }
}

/// A move as its reader writes it: SAN in the letters of their language,
/// in Polish the Polish notation of the seed (`K/c2`, `Wb5:c5`).
pub(crate) fn shown(san: &str, polish: &str) -> Text {
    crate::text!(
        "korpalski-notation",
        san = chess::notation::localized(san),
        polish = polish
    )
}

/// `white` or `black`: the key the messages select on.
pub(crate) fn color_key(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Writes each side's promotion choices (the Q/R/B/N in its prison) into
/// the kernel's position.
fn sync_promotions(pos: &mut Position, prisons: &[[u8; Kind::COUNT]; 2]) {
    for color in [Color::White, Color::Black] {
        let set = PROMOTABLE
            .iter()
            .filter(|k| prisons[color.index()][k.index()] > 0)
            .fold(KindSet::EMPTY, |s, &k| s.with(k));
        pos.set_promotions(color, set);
    }
}

impl Game for Korpalski {
    fn kind(&self) -> &'static GameKind {
        &KIND
    }

    fn turn(&self) -> Seat {
        self.pos.side_to_move()
    }

    fn outcome_slot(&self) -> &Option<Outcome> {
        &self.outcome
    }

    fn outcome_slot_mut(&mut self) -> &mut Option<Outcome> {
        &mut self.outcome
    }

    fn play(&mut self, seat: Seat, text: &str, ctx: &mut Ctx) -> Result<Played, Refusal> {
        let side = self.pos.side_to_move();
        check_turn(self.outcome.is_some(), side, seat, KIND.seat_name(side))?;
        let mv = self.read_move(text, ctx.lang)?;
        let note = self.apply(mv);
        Ok(Played {
            notes: vec![Note::all(note)],
            board: true,
            outcome: self.outcome.clone(),
        })
    }

    fn can_agree_draw(&self) -> Result<(), Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::new(crate::text!("refusal-game-over")));
        }
        let can: Vec<Seat> = [Seat::White, Seat::Black]
            .into_iter()
            .filter(|&s| self.can_drop(s))
            .collect();
        Err(Refusal::new(match can.as_slice() {
            [] => return Ok(()),
            [one] => crate::text!(
                "korpalski-agree-draw-one",
                seat = seat_word(KIND.seat_name(*one))
            ),
            _ => crate::text!("korpalski-agree-draw-both"),
        }))
    }

    /// A draw by threefold repetition or the 50-move rule, while one is
    /// available (see [`Korpalski::claimable`]).
    fn claim_draw(&mut self, seat: Seat) -> Option<Outcome> {
        let claim = self.claimable()?;
        let outcome = Outcome {
            result: GameResult::Draw,
            reason: crate::text!(claim.claimed_id(), seat = seat_word(KIND.seat_name(seat))),
        };
        Some(conclude(&mut self.outcome, outcome))
    }

    /// A "Claim draw" button while a claim is available.
    fn choices(&self, seat: Seat) -> Vec<Choice> {
        let _ = seat;
        match self.claimable() {
            Some(_) => vec![Choice::new(
                crate::text!("korpalski-button-claim-draw"),
                "/draw",
            )],
            None => Vec::new(),
        }
    }

    /// See [`Korpalski::status_text`].
    fn status(&self, _viewer: Viewer) -> Text {
        self.status_text()
    }

    /// See [`Korpalski::text_board`].
    fn board_text(&self, _viewer: Viewer) -> Text {
        self.text_board()
    }

    fn view(&self, viewer: Viewer) -> Option<View> {
        Some(self.picture(viewer == Viewer::Seat(Seat::Black)))
    }

    fn replay(&self) -> Vec<View> {
        self.replay_views()
    }

    /// See [`Korpalski::text_moves`].
    fn moves(&self, _viewer: Viewer) -> Text {
        self.text_moves()
    }

    /// See [`Korpalski::text_export`].
    fn export(&self, args: &str) -> Text {
        self.text_export(args)
    }

    fn save(&self) -> Result<serde_json::Value, SaveError> {
        let moves = self.plies.iter().map(|p| moves::long_text(p.mv)).collect();
        save_json(&SavedGame {
            start: self.start.clone(),
            moves,
            outcome: self.outcome.clone(),
        })
    }

    /// Buttons after a refusal: the promotion pieces when the piece letter
    /// is missing, or the candidates when a text names several moves.
    fn choices_after_refusal(&self, seat: Seat, text: &str) -> Vec<Choice> {
        if self.outcome.is_some() || seat != self.pos.side_to_move() {
            return Vec::new();
        }
        self.choices_for(text, None)
    }

    fn choices_after_refusal_in(&self, seat: Seat, text: &str, lang: Lang) -> Vec<Choice> {
        if self.outcome.is_some() || seat != self.pos.side_to_move() {
            return Vec::new();
        }
        self.choices_for(text, Some(lang))
    }

    fn untouched(&self) -> bool {
        self.plies.is_empty() && self.outcome.is_none()
    }

    fn legal_texts(&self) -> Vec<String> {
        self.legal_moves()
            .iter()
            .map(|&m| moves::long_text(m))
            .collect()
    }

    fn taps(&self, seat: Seat) -> Vec<crate::rules::taps::Tap> {
        if self.to_move() != Some(seat) {
            return Vec::new();
        }
        self.legal_moves()
            .iter()
            .map(|&m| crate::rules::taps::chess_tap(&self.pos, m, moves::long_text(m), false))
            .collect()
    }

    fn reading(&self, seat: Seat) -> computer::Reading<'_> {
        computer::Reading::Chess(computer::ChessReading {
            pos: &self.pos,
            moves: self.legal_moves().to_vec(),
            color: seat,
            family: computer::Family::Korpalski,
            // Threefold repetition and the 50-move rule: either player may
            // claim them, so the search counts them as draws.
            draws: computer::Draws {
                repetition: Some(3),
                quiet_plies: Some(FIFTY_MOVES_PLIES),
                insufficient_material: true,
            },
            history: self.recent_positions(),
        })
    }
}

impl Korpalski {
    /// The positions since the last capture, pawn move or drop, oldest
    /// first, without the current one (replayed from the start: the game
    /// keeps only their keys).
    fn recent_positions(&self) -> Vec<Position> {
        let quiet = self.pos.halfmove_clock() as usize;
        if quiet == 0 || self.plies.len() < quiet {
            return Vec::new();
        }
        let mut pos = match &self.start {
            Some(start) => match Position::from_fen(&start.fen, Rules::korpalski()) {
                Ok(p) => p,
                Err(_) => return Vec::new(),
            },
            None => Korpalski::new().pos,
        };
        let first = self.plies.len() - quiet;
        let mut out = Vec::with_capacity(quiet);
        for (i, ply) in self.plies.iter().enumerate() {
            if i >= first {
                out.push(pos.clone());
            }
            pos.play(ply.mv);
        }
        out
    }
}
