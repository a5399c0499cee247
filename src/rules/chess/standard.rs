//! End-of-game rules of standard chess, and [`ChessGame`]: a position with
//! the history that repetition needs. Kriegspiel's referee uses this; the
//! checks on a single position are usable by any game with a check rule.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::moves::Move;
use super::notation::{MoveError, Style};
use super::piece::{Color, Kind};
use super::position::{Position, RepetitionKey};
use super::variant::Rules;
use crate::rules::GameResult;

/// How a game of chess stands after the last move. Every ending is decided
/// automatically (Kriegspiel players cannot see the board to claim).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Status {
    Ongoing,
    /// The side to move is checkmated.
    Checkmate,
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// See [`Position::insufficient_material`].
    InsufficientMaterial,
    /// The current position occurred for the third time.
    ThreefoldRepetition,
    /// 50 moves by each side without a capture or pawn move (or drop).
    FiftyMoves,
}

impl Status {
    pub fn is_over(self) -> bool {
        self != Status::Ongoing
    }

    /// The result, given who is to move in the final position.
    pub fn result(self, to_move: Color) -> Option<GameResult> {
        match self {
            Status::Ongoing => None,
            Status::Checkmate => Some(GameResult::win_for(to_move.other())),
            _ => Some(GameResult::Draw),
        }
    }

    /// The referee's words for an ending: `Checkmate`, `Stalemate`,
    /// `Draw by insufficient material`, … (empty while ongoing).
    pub fn announcement(self) -> &'static str {
        match self {
            Status::Ongoing => "",
            Status::Checkmate => "Checkmate",
            Status::Stalemate => "Stalemate",
            Status::InsufficientMaterial => "Draw by insufficient material",
            Status::ThreefoldRepetition => "Draw by threefold repetition",
            Status::FiftyMoves => "Draw by the 50-move rule",
        }
    }
}

impl Position {
    /// In check with no move (games with a check rule).
    pub fn is_checkmate(&self) -> bool {
        self.in_check() && self.moves().is_empty()
    }

    /// Not in check and no move (games with a check rule). Drops count as
    /// moves, so a side with something to drop is rarely stalemated.
    pub fn is_stalemate(&self) -> bool {
        !self.in_check() && self.moves().is_empty()
    }

    /// Neither side can ever mate, counting the board and the reserves:
    /// no pawn, rook, queen or dragon anywhere, and either at most one
    /// knight or bishop in all, or no knight and every bishop on the board
    /// on squares of one colour (a bishop in a reserve may still be dropped
    /// on either colour). This covers K v K, K+N v K, K+B v K and K+B v K+B
    /// with same-coloured bishops (also several such bishops).
    pub fn insufficient_material(&self) -> bool {
        let mut minors = 0u32;
        let mut knights = 0u32;
        let mut colors = [false; 2];
        for (sq, p) in self.pieces() {
            match p.kind {
                Kind::King => {}
                Kind::Knight => {
                    minors += 1;
                    knights += 1;
                }
                Kind::Bishop => {
                    minors += 1;
                    colors[sq.is_dark() as usize] = true;
                }
                _ => return false,
            }
        }
        for color in [Color::White, Color::Black] {
            for kind in [Kind::Queen, Kind::Rook, Kind::Pawn, Kind::Dragon] {
                if self.reserve(color, kind) > 0 {
                    return false;
                }
            }
            let (n, b) = (
                self.reserve(color, Kind::Knight),
                self.reserve(color, Kind::Bishop),
            );
            minors += (n + b) as u32;
            knights += n as u32;
            if b > 0 {
                colors = [true; 2];
            }
        }
        minors <= 1 || (knights == 0 && !(colors[0] && colors[1]))
    }
}

/// A move that is not legal in the current position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct IllegalMove(pub Move);

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Illegal move {}{}.", self.0.from, self.0.to)
    }
}

impl std::error::Error for IllegalMove {}

/// A game of chess (or of any rules with a check rule): the start, the
/// moves, and the positions seen, for repetition and the record.
///
/// Serialized as `{rules, start (FEN), moves (long algebraic)}` and replayed
/// on load, so saves stay small and a corrupted save cannot smuggle in an
/// illegal position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChessGame {
    start: Position,
    position: Position,
    moves: Vec<Move>,
    /// `keys[i]`: the position after `i` moves.
    keys: Vec<RepetitionKey>,
}

impl Default for ChessGame {
    fn default() -> Self {
        ChessGame::new(Position::startpos())
    }
}

impl ChessGame {
    /// A game from `start`.
    pub fn new(start: Position) -> ChessGame {
        let key = start.repetition_key();
        ChessGame {
            position: start.clone(),
            start,
            moves: Vec::new(),
            keys: vec![key],
        }
    }

    /// A game from the standard starting position.
    pub fn standard() -> ChessGame {
        ChessGame::default()
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The moves played so far.
    pub fn history(&self) -> &[Move] {
        &self.moves
    }

    /// The legal moves now.
    pub fn legal_moves(&self) -> Vec<Move> {
        self.position.moves()
    }

    /// Plays `mv` if it is legal.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        if !self.position.is_legal(mv) {
            return Err(IllegalMove(mv));
        }
        self.record_move(mv);
        Ok(())
    }

    /// Parses `text` against the legal moves and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<Move, MoveError> {
        let mv = self.position.parse_move(text)?;
        self.record_move(mv);
        Ok(mv)
    }

    /// Plays a move known to be legal and remembers it.
    fn record_move(&mut self, mv: Move) {
        self.position.play(mv);
        self.moves.push(mv);
        self.keys.push(self.position.repetition_key());
    }

    /// Takes back the last move (replays from the start).
    pub fn undo(&mut self) -> Option<Move> {
        let last = self.moves.pop()?;
        self.keys.pop();
        let mut pos = self.start.clone();
        for &m in &self.moves {
            pos.play(m);
        }
        self.position = pos;
        Some(last)
    }

    /// How many times the current position has occurred (1 = first time).
    pub fn repetitions(&self) -> usize {
        let now = self.keys.last();
        self.keys.iter().filter(|k| Some(*k) == now).count()
    }

    /// The state of the game, checking in this order: checkmate,
    /// stalemate, insufficient material, threefold repetition, 50 moves.
    pub fn status(&self) -> Status {
        let pos = &self.position;
        if pos.moves().is_empty() {
            return if pos.in_check() {
                Status::Checkmate
            } else {
                Status::Stalemate
            };
        }
        if pos.insufficient_material() {
            Status::InsufficientMaterial
        } else if self.repetitions() >= 3 {
            Status::ThreefoldRepetition
        } else if pos.halfmove_clock() >= 100 {
            Status::FiftyMoves
        } else {
            Status::Ongoing
        }
    }

    /// The moves as a numbered record in `style`, with check marks:
    /// `1. e4 e5 2. Nf3`. A game starting with Black to move begins `1...`.
    pub fn record(&self, style: Style) -> String {
        let mut pos = self.start.clone();
        let mut out = String::new();
        for (i, &m) in self.moves.iter().enumerate() {
            let number = pos.fullmove_number();
            if pos.side_to_move() == Color::White {
                out += &format!("{number}. ");
            } else if i == 0 {
                out += &format!("{number}... ");
            }
            out += &pos.format_move(m, style, true);
            out.push(' ');
            pos.play(m);
        }
        out.truncate(out.trim_end().len());
        out
    }
}

#[derive(Serialize, Deserialize)]
struct GameData {
    rules: Rules,
    start: String,
    moves: Vec<String>,
}

impl Serialize for ChessGame {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut pos = self.start.clone();
        let mut moves = Vec::with_capacity(self.moves.len());
        for &m in &self.moves {
            moves.push(pos.long(m));
            pos.play(m);
        }
        GameData {
            rules: *self.start.rules(),
            start: self.start.to_fen(),
            moves,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for ChessGame {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let data = GameData::deserialize(d)?;
        let start = Position::from_fen(&data.start, data.rules).map_err(D::Error::custom)?;
        let mut game = ChessGame::new(start);
        for text in &data.moves {
            game.play_text(text)
                .map_err(|e| D::Error::custom(format!("move '{text}': {e}")))?;
        }
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn insufficient(fen: &str) -> bool {
        Position::from_fen(fen, Rules::chess())
            .unwrap()
            .insufficient_material()
    }

    #[test]
    fn insufficient_material_cases() {
        assert!(insufficient("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
        assert!(insufficient("4k3/8/8/8/8/8/8/4KN2 w - - 0 1"));
        assert!(insufficient("4k3/8/8/8/8/8/8/4KB2 w - - 0 1"));
        // Bishops on the same colour (f1 and c8 are both light).
        assert!(insufficient("2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1"));
        assert!(!insufficient("1b2k3/8/8/8/8/8/8/4KB2 w - - 0 1"));
        assert!(!insufficient("4k3/8/8/8/8/8/8/3NKN2 w - - 0 1"));
        assert!(!insufficient("4k3/8/8/8/8/8/8/3BKN2 w - - 0 1"));
        assert!(!insufficient("4k3/8/8/8/8/8/8/4K2P w - - 0 1"));
        assert!(!insufficient("4k3/8/8/8/8/8/8/4K2R w - - 0 1"));
        // Reserves count (Korpalski).
        let kb = Position::from_fen("8/8/8/8/8/8/8/K6k[B] w - - 0 1", Rules::korpalski()).unwrap();
        assert!(kb.insufficient_material());
        let kbb =
            Position::from_fen("8/8/8/8/8/8/8/KB5k[b] w - - 0 1", Rules::korpalski()).unwrap();
        assert!(!kbb.insufficient_material());
        let kp = Position::from_fen("8/8/8/8/8/8/8/K6k[p] w - - 0 1", Rules::korpalski()).unwrap();
        assert!(!kp.insufficient_material());
    }

    #[test]
    fn fools_mate() {
        let mut g = ChessGame::standard();
        for m in ["f3", "e5", "g4", "Qh4#"] {
            assert_eq!(g.status(), Status::Ongoing);
            g.play_text(m).unwrap();
        }
        assert_eq!(g.status(), Status::Checkmate);
        assert_eq!(
            g.status().result(g.position().side_to_move()),
            Some(GameResult::BlackWins)
        );
        assert_eq!(g.record(Style::San), "1. f3 e5 2. g4 Qh4#");
        assert!(g.position().is_checkmate());
    }

    #[test]
    fn stalemate() {
        let pos = Position::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", Rules::chess()).unwrap();
        assert!(pos.is_stalemate());
        assert_eq!(ChessGame::new(pos).status(), Status::Stalemate);
    }

    #[test]
    fn threefold_and_undo() {
        let mut g = ChessGame::standard();
        let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"];
        for m in shuffle.iter().chain(shuffle.iter()) {
            assert_eq!(g.status(), Status::Ongoing);
            g.play_text(m).unwrap();
        }
        assert_eq!(g.repetitions(), 3);
        assert_eq!(g.status(), Status::ThreefoldRepetition);
        g.undo();
        assert_eq!(g.status(), Status::Ongoing);
        assert_eq!(g.history().len(), 7);
    }

    #[test]
    fn fifty_moves() {
        let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", Rules::chess()).unwrap();
        let mut g = ChessGame::new(pos);
        assert_eq!(g.status(), Status::Ongoing);
        g.play_text("Ra2").unwrap();
        assert_eq!(g.status(), Status::FiftyMoves);
    }

    #[test]
    fn serde_replays() {
        let mut g = ChessGame::standard();
        for m in [
            "e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5", "O-O", /* refused */
        ] {
            let _ = g.play_text(m);
        }
        assert_eq!(g.history().len(), 6);
        let json = serde_json::to_value(&g).unwrap();
        assert_eq!(json["moves"][2], "e4d5");
        let back: ChessGame = serde_json::from_value(json.clone()).unwrap();
        assert_eq!(back, g);
        let mut bad = json;
        bad["moves"][0] = "e2e5".into();
        assert!(serde_json::from_value::<ChessGame>(bad).is_err());
        assert!(g
            .play(Move::normal(
                g.position().kings(Color::White)[0],
                g.position().kings(Color::White)[0]
            ))
            .is_err());
    }
}
