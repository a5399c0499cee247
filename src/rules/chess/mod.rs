//! The chess-family kernel shared by Chpok, Korpalski Chess, Kriegspiel and
//! Exchange Chess: boards from 4×4 to 12×12, the chess men and the Dragon,
//! attacks and check, legal or pseudo-legal move generation, castling in
//! two styles, drops, FEN, and one notation parser/formatter for all games.
//!
//! Pure and synchronous: no I/O, no randomness.
//!
//! # How a game uses it
//!
//! 1. Pick [`Rules`] (a preset such as [`Rules::chess`] or [`Rules::chpok`],
//!    then flip the game's switches) and build a [`Position`]
//!    ([`Position::from_fen`], [`Position::with_home_rows`],
//!    [`Position::empty`] plus [`Position::put`] / [`Position::set_reserve`]).
//! 2. Turn a player's text into a [`Move`] with [`Position::parse_move`]
//!    (or [`notation::parse`] + [`notation::resolve`] against a move list the
//!    game has filtered itself). Errors are typed ([`MoveError`]) and print
//!    as short English sentences.
//! 3. [`Position::play`] it; ask [`Position::moves`], [`Position::in_check`],
//!    [`Position::captured_piece`] and friends what happened; describe it
//!    with [`Position::san`], [`Position::long`] or [`Position::polish`].
//! 4. Standard chess end-of-game rules (checkmate, stalemate, insufficient
//!    material, threefold repetition, 50 moves) are in [`standard`]:
//!    [`ChessGame`] keeps the history they need.
//!
//! A game keeps its own extra state (prisons, points, clocks, bids) next to
//! its `Position`; the position holds only what move generation reads:
//! reserves, per-side promotion choices and Chpok castling counters, which a
//! game may set.

mod attacks;
mod blind;
mod display;
mod fen;
mod geometry;
mod movegen;
mod moves;
pub mod notation;
mod piece;
mod position;
pub mod standard;
mod variant;

pub(crate) use attacks::adjacent;
pub use attacks::CheckKind;
pub use fen::{FenError, START_FEN};
pub use geometry::{
    file_char, file_of_char, parse_rank, BoardSizeError, Geometry, NotASquare, Square, MAX_SIDE,
    MIN_SIDE,
};
pub use moves::{Move, MoveKind};
pub use notation::{MoveError, MoveText, ParseError, Style};
pub use piece::{Color, Kind, KindSet, Piece};
pub use position::{
    HomeRowError, Position, RepetitionKey, Undo, BLACK_HIGH, BLACK_LOW, WHITE_HIGH, WHITE_LOW,
};
pub use standard::{ChessGame, Status};
pub use variant::{Castling, DropRules, Movement, Rules, CHESS_PROMOTION};
