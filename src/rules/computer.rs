//! What the computer opponent may read of a game.
//!
//! The engines (`crate::engine`) think; the rules never import them. So a
//! game says, through [`Game::reading`](super::Game::reading), which family
//! of search reads it and hands over exactly what that search may see: the
//! chess kernel's position and the game's draw rules for the chess-family
//! games, Opok's board, the offered bids of Chpok's bidding, and for
//! Kriegspiel only what the seat knows (the referee's board never leaves
//! the game). A game that says nothing (the trait's default, e.g. a sixth
//! game registered through `HubConfig::games`) is read as
//! [`Reading::Texts`]: the engines' generic search plays it through the
//! `Game` trait itself (copies, [`Game::legal_texts`](super::Game::legal_texts),
//! `play`) and scores it by the evaluation the game gives there.

use super::chess::{Color, Move, Position};
use super::kriegspiel::Knowledge;
use super::opok;
use super::Seat;

/// A game as one seat's computer opponent reads it.
pub enum Reading<'a> {
    /// A game on the chess kernel (Korpalski, Exchange, Chpok's board).
    Chess(ChessReading<'a>),
    /// Opok: the board and the legal moves.
    Opok(OpokReading<'a>),
    /// A game with hidden men (Kriegspiel): what the seat knows, nothing
    /// more.
    Hidden(Knowledge),
    /// Chpok's bidding: the choices are [`Game::legal_texts`](super::Game::legal_texts).
    Bidding,
    /// Anything else: searched through the `Game` trait. `score` is the
    /// game's own evaluation for the seat (0 = even, higher is better; 0
    /// when the game has none): the generic search maximises it.
    Texts { score: i64 },
}

/// A chess-family game for the search.
pub struct ChessReading<'a> {
    /// The position as the kernel plays it.
    pub pos: &'a Position,
    /// The legal moves, index for index with the first texts of
    /// [`Game::legal_texts`](super::Game::legal_texts) (Chpok may offer
    /// `pass` and `remove` after them).
    pub moves: Vec<Move>,
    /// The reader's colour (Chpok bids seats to colours).
    pub color: Color,
    pub family: Family,
    /// The draws the game's rules give, for the search to score.
    pub draws: Draws,
    /// The positions since the last irreversible move (capture, pawn move
    /// or drop), oldest first, without the current one: for repetition.
    pub history: Vec<Position>,
}

/// Which chess-family rules the kernel's tree follows (the evaluation and
/// the end of the game differ).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// Check, checkmate and drops (Korpalski).
    Korpalski,
    /// No check rule; a king taken or no move loses (Exchange Chess).
    Exchange,
    /// Chpok's board phase: points per move by kind of piece (K Q R B N P D,
    /// by [`Kind::index`](super::chess::Kind::index)) and the points so far
    /// by colour, and where its claims (§4) stand.
    Chpok {
        piece_points: [i64; 7],
        points: [i64; 2],
        claims: super::chpok::Claims,
    },
}

/// The draws a game gives by its rules, in the search's terms.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Draws {
    /// A position seen this many times is drawn (or may be claimed drawn
    /// by the side that wants it). `None`: no repetition rule.
    pub repetition: Option<u8>,
    /// Plies without a capture, pawn move or drop (the kernel's halfmove
    /// clock) after which the game is drawn or may be claimed drawn.
    pub quiet_plies: Option<u32>,
    /// Whether a position without mating material is a draw.
    pub insufficient_material: bool,
}

/// Opok for the search.
pub struct OpokReading<'a> {
    pub board: &'a opok::Board,
    /// The legal moves, index for index with [`Game::legal_texts`](super::Game::legal_texts).
    pub moves: Vec<opok::Move>,
    /// The seat to move.
    pub seat: Seat,
}
