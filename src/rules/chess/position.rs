//! [`Position`]: the board, whose turn, and the small state moves depend on;
//! making and unmaking moves.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::geometry::{BoardSizeError, Geometry, Square, CELLS, STRIDE};
use super::moves::{Move, MoveKind};
use super::piece::{code, Color, Kind, KindSet, Piece, EMPTY, OFF_BOARD};
use super::variant::{Castling, Rules};

/// Chess castling right: White toward the higher files (`K` in FEN).
pub const WHITE_HIGH: u8 = 1;
/// White toward file `a` (`Q`).
pub const WHITE_LOW: u8 = 2;
/// Black toward the higher files (`k`).
pub const BLACK_HIGH: u8 = 4;
/// Black toward file `a` (`q`).
pub const BLACK_LOW: u8 = 8;

/// A position of a chess-family game under some [`Rules`].
///
/// Besides the board it holds what the kernel's moves read or change:
/// the side to move, chess castling rights, Chpok castling counters, the
/// en-passant square, the half-move clock and move number, each side's
/// reserve (men that may be dropped) and each side's promotion choices.
/// Anything else a game keeps (prisons, points, clocks) lives in the game
/// next to its `Position`; a game that changes what the kernel reads (a
/// Korpalski prison changes the promotion choices) writes it back with the
/// setters here.
///
/// Serialized as `{rules, fen, castles_left, promotions}`.
#[derive(Clone)]
pub struct Position {
    pub(crate) rules: Rules,
    /// 16×16 mailbox: `EMPTY`, `OFF_BOARD` or a piece code.
    pub(crate) board: [u8; CELLS],
    pub(crate) side: Color,
    pub(crate) castling: u8,
    pub(crate) castles_left: [u8; 2],
    pub(crate) ep: Option<Square>,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) reserve: [[u8; Kind::COUNT]; 2],
    pub(crate) promotions: [KindSet; 2],
    /// Number of kings per side.
    pub(crate) king_count: [u8; 2],
    /// The king's square when `king_count` is 1 (otherwise meaningless).
    pub(crate) king_sq: [Square; 2],
}

/// Equal when everything that matters to the game is equal (the king
/// bookkeeping is derived from the board and left out).
impl PartialEq for Position {
    fn eq(&self, other: &Self) -> bool {
        self.rules == other.rules
            && self.board == other.board
            && self.side == other.side
            && self.castling == other.castling
            && self.castles_left == other.castles_left
            && self.ep == other.ep
            && self.halfmove == other.halfmove
            && self.fullmove == other.fullmove
            && self.reserve == other.reserve
            && self.promotions == other.promotions
    }
}

impl Eq for Position {}

/// What [`Position::make`] needs to take a move back.
#[derive(Clone, Copy, Debug)]
pub struct Undo {
    captured: u8,
    castling: u8,
    ep: Option<Square>,
    halfmove: u32,
    king_count: [u8; 2],
    king_sq: [Square; 2],
}

/// An exact, comparable summary of a position for repetition counting:
/// the board, the side to move, castling rights and counters, the reserves,
/// the promotion choices, and the en-passant square only when an en-passant
/// capture is actually legal (FIDE's notion of "the same position").
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct RepetitionKey(Vec<u8>);

/// Why home rows make no position ([`Position::with_home_rows`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HomeRowError {
    #[error("{0}")]
    BoardSize(#[from] BoardSizeError),
    #[error("The home row needs {needed} pieces, not {got}.")]
    Length { needed: u8, got: usize },
    #[error("'{0}' is not a piece letter.")]
    NotAPiece(char),
}

impl Position {
    /// An empty board under `rules`, White to move. Fails only when the
    /// board size is out of range.
    pub fn empty(rules: Rules) -> Result<Position, BoardSizeError> {
        rules.validate()?;
        let mut board = [OFF_BOARD; CELLS];
        for sq in rules.geometry().squares() {
            board[sq.idx()] = EMPTY;
        }
        Ok(Position {
            rules,
            board,
            side: Color::White,
            castling: 0,
            castles_left: [0; 2],
            ep: None,
            halfmove: 0,
            fullmove: 1,
            reserve: [[0; Kind::COUNT]; 2],
            promotions: [rules.promotion; 2],
            king_count: [0; 2],
            king_sq: [Square::at(0, 0); 2],
        })
    }

    /// The standard chess starting position.
    pub fn startpos() -> Position {
        // The FEN is a constant; parsing it cannot fail.
        Position::from_fen(super::fen::START_FEN, Rules::chess())
            .unwrap_or_else(|e| unreachable!("start FEN: {e}"))
    }

    /// A position with a home row on rank 1 and pawns on rank 2 for White,
    /// mirrored by file for Black (ranks `height` and `height - 1`), as
    /// Chpok sets up. `home_row` is one piece letter per file (`RNBQKBNR`,
    /// `D` allowed with dragons). Chess castling rights are given for every
    /// king/corner-rook pair that chess castling could use.
    pub fn with_home_rows(rules: Rules, home_row: &str) -> Result<Position, HomeRowError> {
        let mut pos = Position::empty(rules)?;
        let letters: Vec<char> = home_row.chars().collect();
        if letters.len() != rules.width as usize {
            return Err(HomeRowError::Length {
                needed: rules.width,
                got: letters.len(),
            });
        }
        let g = rules.geometry();
        for (f, &c) in letters.iter().enumerate() {
            let kind = Piece::from_fen_char(c.to_ascii_uppercase(), rules.dragons)
                .ok_or(HomeRowError::NotAPiece(c))?
                .kind;
            for color in [Color::White, Color::Black] {
                let f = f as u8;
                pos.put(
                    Square::at(f, g.home_rank(color)),
                    Some(Piece::new(color, kind)),
                );
                pos.put(
                    Square::at(f, g.relative_rank(color, 1)),
                    Some(Piece::new(color, Kind::Pawn)),
                );
            }
        }
        if rules.castling == Castling::Chess {
            pos.castling = pos.possible_castling_rights();
        }
        Ok(pos)
    }

    // ----- reading -----

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn geometry(&self) -> Geometry {
        self.rules.geometry()
    }

    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The man on `sq` (`None` for empty squares and squares off this board).
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.board[sq.idx()])
    }

    /// Every man on the board with its square, rank by rank from `a1`.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.geometry()
            .squares()
            .filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    /// Squares of `color`'s kings (any number in games without a check rule).
    pub fn kings(&self, color: Color) -> Vec<Square> {
        if self.king_count[color.index()] == 1 {
            return vec![self.king_sq[color.index()]];
        }
        let k = code(color.index(), Kind::King);
        self.geometry()
            .squares()
            .filter(|sq| self.board[sq.idx()] == k)
            .collect()
    }

    /// The king of `color` when it has exactly one.
    pub fn king_square(&self, color: Color) -> Option<Square> {
        (self.king_count[color.index()] == 1).then_some(self.king_sq[color.index()])
    }

    /// Number of `color`'s kings on the board.
    pub fn king_count(&self, color: Color) -> usize {
        self.king_count[color.index()] as usize
    }

    /// Chess castling rights as the `WHITE_HIGH | …` bits.
    pub fn castling_rights(&self) -> u8 {
        self.castling
    }

    /// Chpok castlings `color` may still make.
    pub fn castles_left(&self, color: Color) -> u8 {
        self.castles_left[color.index()]
    }

    /// The square a pawn skipped with the last move's double step, if any.
    pub fn en_passant(&self) -> Option<Square> {
        self.ep
    }

    /// Plies since the last capture, pawn move or drop.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    /// Move number, from 1, increased after each Black move.
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// How many men of `kind` `color` has in reserve (may drop).
    pub fn reserve(&self, color: Color, kind: Kind) -> u8 {
        self.reserve[color.index()][kind.index()]
    }

    /// Whether `color` has anything to drop.
    pub fn has_reserve(&self, color: Color) -> bool {
        self.reserve[color.index()].iter().any(|&n| n > 0)
    }

    /// What `color`'s pawns may promote to now.
    pub fn promotions(&self, color: Color) -> KindSet {
        self.promotions[color.index()]
    }

    // ----- setting up (games and tests; never from a move) -----

    /// Puts `piece` on `sq` (or empties it). Ignored for squares off this
    /// board. Castling rights are not adjusted; see
    /// [`Position::set_castling_rights`].
    pub fn put(&mut self, sq: Square, piece: Option<Piece>) {
        if !self.geometry().contains(sq) {
            return;
        }
        let old = std::mem::replace(&mut self.board[sq.idx()], piece.map_or(EMPTY, Piece::code));
        // Only a king put or taken away changes the kings' bookkeeping.
        let is_king = |c| c == code(0, Kind::King) || c == code(1, Kind::King);
        if is_king(old) || is_king(self.board[sq.idx()]) {
            self.recount_kings();
        }
    }

    pub fn set_side_to_move(&mut self, color: Color) {
        self.side = color;
    }

    /// Sets chess castling rights (bits `WHITE_HIGH` …); rights without the
    /// king on its home rank and the rook on that corner are dropped.
    pub fn set_castling_rights(&mut self, rights: u8) {
        self.castling = rights & self.possible_castling_rights();
    }

    /// Sets how many Chpok castlings `color` may still make.
    pub fn set_castles_left(&mut self, color: Color, n: u8) {
        self.castles_left[color.index()] = n;
    }

    pub fn set_en_passant(&mut self, sq: Option<Square>) {
        self.ep = sq;
    }

    pub fn set_halfmove_clock(&mut self, n: u32) {
        self.halfmove = n;
    }

    pub fn set_fullmove_number(&mut self, n: u32) {
        self.fullmove = n.max(1);
    }

    /// Sets the number of `kind` in `color`'s reserve.
    pub fn set_reserve(&mut self, color: Color, kind: Kind, n: u8) {
        self.reserve[color.index()][kind.index()] = n;
    }

    /// Sets what `color`'s pawns may promote to (Korpalski: the Q/R/B/N in
    /// that side's prison; Chpok `nokingpromo`: without K).
    pub fn set_promotions(&mut self, color: Color, kinds: KindSet) {
        self.promotions[color.index()] = kinds;
    }

    /// The chess castling rights that the men on the board allow: one king
    /// on the home rank and an own rook on that corner of it.
    pub(crate) fn possible_castling_rights(&self) -> u8 {
        let g = self.geometry();
        let mut rights = 0;
        for (color, high, low) in [
            (Color::White, WHITE_HIGH, WHITE_LOW),
            (Color::Black, BLACK_HIGH, BLACK_LOW),
        ] {
            let Some(k) = self.king_square(color) else {
                continue;
            };
            let home = g.home_rank(color);
            if k.rank() != home {
                continue;
            }
            let rook = Some(Piece::new(color, Kind::Rook));
            if k.file() < g.width - 1 && self.piece_at(Square::at(g.width - 1, home)) == rook {
                rights |= high;
            }
            if k.file() > 0 && self.piece_at(Square::at(0, home)) == rook {
                rights |= low;
            }
        }
        rights
    }

    pub(crate) fn recount_kings(&mut self) {
        for color in [Color::White, Color::Black] {
            let k = code(color.index(), Kind::King);
            let mut n = 0u8;
            for sq in self.geometry().squares() {
                if self.board[sq.idx()] == k {
                    n += 1;
                    self.king_sq[color.index()] = sq;
                }
            }
            self.king_count[color.index()] = n;
        }
    }

    /// Finds the one remaining king of `color` after a capture (rare: only
    /// in games with several kings).
    fn relocate_king(&mut self, color: usize) {
        let k = code(color, Kind::King);
        if let Some(sq) = self
            .geometry()
            .squares()
            .find(|sq| self.board[sq.idx()] == k)
        {
            self.king_sq[color] = sq;
        }
    }

    // ----- facts about a move (before it is made) -----

    /// The man that `mv` moves (the dropped man for drops, the king for
    /// castling).
    pub fn moved_piece(&self, mv: Move) -> Option<Piece> {
        match mv.kind {
            MoveKind::Drop(k) => Some(Piece::new(self.side, k)),
            _ => self.piece_at(mv.from),
        }
    }

    /// The square of the man `mv` captures, if it captures: the target
    /// square, or for en passant the captured pawn's square. Kriegspiel
    /// announces this square. Castling and swaps capture nothing.
    pub fn captured_square(&self, mv: Move) -> Option<Square> {
        let sq = match mv.kind {
            MoveKind::Castle | MoveKind::Drop(_) | MoveKind::Swap => return None,
            MoveKind::EnPassant => Square::at(mv.to.file(), mv.from.rank()),
            _ => mv.to,
        };
        self.piece_at(sq).map(|_| sq)
    }

    /// The man `mv` captures, if any.
    pub fn captured_piece(&self, mv: Move) -> Option<Piece> {
        self.captured_square(mv).and_then(|sq| self.piece_at(sq))
    }

    pub fn is_capture(&self, mv: Move) -> bool {
        self.captured_square(mv).is_some()
    }

    /// Where king and rook end up when the king on `king` castles with the
    /// rook on `rook`, by the rules' castling style: `(king_to, rook_to)`.
    pub fn castle_destinations(&self, king: Square, rook: Square) -> (Square, Square) {
        let rank = king.rank();
        let (kf, rf) = (king.file() as i32, rook.file() as i32);
        let dir = if rf > kf { 1 } else { -1 };
        let w = self.rules.width as i32;
        let (kt, rt) = match self.rules.castling {
            Castling::Chpok if (rf - kf).abs() == 1 => (rf, kf),
            Castling::Chpok => (kf + 2 * dir, kf + dir),
            _ if dir > 0 => (w - 2, w - 3),
            _ => (2, 3),
        };
        (Square::at(kt as u8, rank), Square::at(rt as u8, rank))
    }

    // ----- making moves -----

    /// Plays `mv`, which must come from this position's move list (or at
    /// least be pseudo-legal here), and returns what [`Position::unmake`]
    /// needs to take it back. No legality check: that is the move list's job.
    pub fn make(&mut self, mv: Move) -> Undo {
        let us = self.side.index();
        let them = 1 - us;
        let mut undo = Undo {
            captured: EMPTY,
            castling: self.castling,
            ep: self.ep,
            halfmove: self.halfmove,
            king_count: self.king_count,
            king_sq: self.king_sq,
        };
        self.ep = None;
        self.halfmove += 1;
        let (from, to) = (mv.from.idx(), mv.to.idx());
        match mv.kind {
            MoveKind::Normal | MoveKind::DoubleStep | MoveKind::Promotion(_) => {
                let moving = self.board[from];
                let captured = self.board[to];
                undo.captured = captured;
                self.board[from] = EMPTY;
                self.board[to] = match mv.kind {
                    MoveKind::Promotion(k) => code(us, k),
                    _ => moving,
                };
                if captured != EMPTY || moving == code(us, Kind::Pawn) {
                    self.halfmove = 0;
                }
                if moving == code(us, Kind::King) {
                    self.king_sq[us] = mv.to;
                }
                if mv.kind == MoveKind::DoubleStep && self.rules.en_passant {
                    self.ep = Some(Square::from_idx((from + to) / 2));
                }
                if captured == code(them, Kind::King) {
                    self.king_count[them] -= 1;
                    if self.king_count[them] == 1 {
                        self.relocate_king(them);
                    }
                }
                if mv.kind == MoveKind::Promotion(Kind::King) {
                    self.king_count[us] += 1;
                    if self.king_count[us] == 1 {
                        self.king_sq[us] = mv.to;
                    }
                }
                if self.castling != 0 {
                    self.castling &= !(self.rights_touched(mv.from) | self.rights_touched(mv.to));
                    if moving == code(us, Kind::King) {
                        self.castling &= !own_rights(us);
                    }
                }
            }
            MoveKind::EnPassant => {
                let cap = Square::at(mv.to.file(), mv.from.rank()).idx();
                undo.captured = self.board[cap];
                self.board[cap] = EMPTY;
                self.board[to] = self.board[from];
                self.board[from] = EMPTY;
                self.halfmove = 0;
            }
            MoveKind::Castle => {
                let (kt, rt) = self.castle_destinations(mv.from, mv.to);
                let king = self.board[from];
                let rook = self.board[to];
                self.board[from] = EMPTY;
                self.board[to] = EMPTY;
                self.board[kt.idx()] = king;
                self.board[rt.idx()] = rook;
                if self.king_count[us] == 1 {
                    self.king_sq[us] = kt;
                }
                self.castling &= !own_rights(us);
                if self.rules.castling == Castling::Chpok {
                    self.castles_left[us] = self.castles_left[us].saturating_sub(1);
                }
            }
            MoveKind::Drop(k) => {
                self.board[to] = code(us, k);
                let n = &mut self.reserve[us][k.index()];
                *n = n.saturating_sub(1);
                self.halfmove = 0;
                if k == Kind::King {
                    self.king_count[us] += 1;
                    if self.king_count[us] == 1 {
                        self.king_sq[us] = mv.to;
                    }
                }
            }
            MoveKind::Swap => {
                self.board.swap(from, to);
                if self.king_count[us] == 1 {
                    if self.king_sq[us] == mv.from {
                        self.king_sq[us] = mv.to;
                    } else if self.king_sq[us] == mv.to {
                        self.king_sq[us] = mv.from;
                    }
                }
            }
        }
        if self.side == Color::Black {
            self.fullmove += 1;
        }
        self.side = self.side.other();
        undo
    }

    /// Takes back `mv`, made with [`Position::make`] that returned `undo`.
    pub fn unmake(&mut self, mv: Move, undo: Undo) {
        self.side = self.side.other();
        if self.side == Color::Black {
            self.fullmove -= 1;
        }
        let us = self.side.index();
        let (from, to) = (mv.from.idx(), mv.to.idx());
        match mv.kind {
            MoveKind::Normal | MoveKind::DoubleStep => {
                self.board[from] = self.board[to];
                self.board[to] = undo.captured;
            }
            MoveKind::Promotion(_) => {
                self.board[from] = code(us, Kind::Pawn);
                self.board[to] = undo.captured;
            }
            MoveKind::EnPassant => {
                self.board[from] = self.board[to];
                self.board[to] = EMPTY;
                self.board[Square::at(mv.to.file(), mv.from.rank()).idx()] = undo.captured;
            }
            MoveKind::Castle => {
                let (kt, rt) = self.castle_destinations(mv.from, mv.to);
                let king = self.board[kt.idx()];
                let rook = self.board[rt.idx()];
                self.board[kt.idx()] = EMPTY;
                self.board[rt.idx()] = EMPTY;
                self.board[from] = king;
                self.board[to] = rook;
                if self.rules.castling == Castling::Chpok {
                    self.castles_left[us] += 1;
                }
            }
            MoveKind::Drop(k) => {
                self.board[to] = EMPTY;
                self.reserve[us][k.index()] += 1;
            }
            MoveKind::Swap => self.board.swap(from, to),
        }
        self.castling = undo.castling;
        self.ep = undo.ep;
        self.halfmove = undo.halfmove;
        self.king_count = undo.king_count;
        self.king_sq = undo.king_sq;
    }

    /// The side to move passes (Chpok `pass`): the turn goes over, an
    /// en-passant chance lapses, the clocks count the ply.
    pub fn pass(&mut self) {
        self.ep = None;
        self.halfmove += 1;
        if self.side == Color::Black {
            self.fullmove += 1;
        }
        self.side = self.side.other();
    }

    /// Plays `mv` for good (see [`Position::make`]).
    pub fn play(&mut self, mv: Move) {
        self.make(mv);
    }

    /// The position after `mv`.
    pub fn after(&self, mv: Move) -> Position {
        let mut p = self.clone();
        p.play(mv);
        p
    }

    /// The castling right lost when a man moves from or to `sq`.
    fn rights_touched(&self, sq: Square) -> u8 {
        let g = self.geometry();
        let (w, h) = (g.width - 1, g.height - 1);
        match (sq.file(), sq.rank()) {
            (0, 0) => WHITE_LOW,
            (f, 0) if f == w => WHITE_HIGH,
            (0, r) if r == h => BLACK_LOW,
            (f, r) if f == w && r == h => BLACK_HIGH,
            _ => 0,
        }
    }

    /// See [`RepetitionKey`].
    pub fn repetition_key(&self) -> RepetitionKey {
        let mut v: Vec<u8> = self
            .geometry()
            .squares()
            .map(|sq| self.board[sq.idx()])
            .collect();
        v.push(self.side.index() as u8);
        v.push(self.castling);
        v.extend_from_slice(&self.castles_left);
        for r in &self.reserve {
            v.extend_from_slice(r);
        }
        for p in &self.promotions {
            v.push(p.iter().fold(0, |b, k| b | 1 << k.index()));
        }
        let ep = self
            .ep
            .filter(|_| self.moves().iter().any(|m| m.kind == MoveKind::EnPassant));
        v.push(ep.map_or(0xFF, |sq| sq.idx() as u8));
        RepetitionKey(v)
    }

    /// Step between ranks for `color`'s pawns (internal).
    #[inline]
    pub(crate) fn forward(color: usize) -> i32 {
        if color == 0 {
            STRIDE
        } else {
            -STRIDE
        }
    }
}

/// Both castling bits of side `us`.
fn own_rights(us: usize) -> u8 {
    if us == 0 {
        WHITE_HIGH | WHITE_LOW
    } else {
        BLACK_HIGH | BLACK_LOW
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.to_fen())
    }
}

#[derive(Serialize, Deserialize)]
struct PositionData {
    rules: Rules,
    fen: String,
    #[serde(default)]
    castles_left: [u8; 2],
    promotions: Option<[KindSet; 2]>,
}

impl Serialize for Position {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        PositionData {
            rules: self.rules,
            fen: self.to_fen(),
            castles_left: self.castles_left,
            promotions: Some(self.promotions),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let data = PositionData::deserialize(d)?;
        let mut pos =
            Position::from_fen(&data.fen, data.rules).map_err(serde::de::Error::custom)?;
        pos.castles_left = data.castles_left;
        if let Some(p) = data.promotions {
            pos.promotions = p;
        }
        Ok(pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn make_unmake_restores_everything() {
        let mut pos = Position::startpos();
        let start = pos.clone();
        let mut moves = Vec::new();
        pos.generate(&mut moves);
        for mv in moves {
            let u = pos.make(mv);
            assert_ne!(pos, start);
            pos.unmake(mv, u);
            assert_eq!(pos, start);
        }
    }

    #[test]
    fn chpok_castle_destinations() {
        let pos = Position::empty(Rules::chpok(8)).unwrap();
        let cases = [
            ("e1", "h1", "g1", "f1"),
            ("e1", "a1", "c1", "d1"),
            ("b1", "h1", "d1", "c1"),
            ("e1", "f1", "f1", "e1"),
            ("e1", "g1", "g1", "f1"),
        ];
        for (k, r, kt, rt) in cases {
            assert_eq!(
                pos.castle_destinations(sq(k), sq(r)),
                (sq(kt), sq(rt)),
                "{k}{r}"
            );
        }
        let chess = Position::startpos();
        assert_eq!(
            chess.castle_destinations(sq("e1"), sq("h1")),
            (sq("g1"), sq("f1"))
        );
        assert_eq!(
            chess.castle_destinations(sq("e8"), sq("a8")),
            (sq("c8"), sq("d8"))
        );
    }

    #[test]
    fn home_rows_setup() {
        let pos = Position::with_home_rows(Rules::chpok(9), "RNBQKDBNR").unwrap();
        assert_eq!(
            pos.to_fen(),
            "rnbqkdbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQKDBNR w - - 0 1"
        );
        assert!(Position::with_home_rows(Rules::chpok(9), "RNBQKBNR").is_err());
        assert!(Position::with_home_rows(Rules::chess(), "RNBQKDNR").is_err());
        let chess = Position::with_home_rows(Rules::chess(), "RNBQKBNR").unwrap();
        assert_eq!(chess, Position::startpos());
    }

    #[test]
    fn serde_round_trip() {
        let mut pos = Position::with_home_rows(Rules::chpok(7), "RNBKBNR").unwrap();
        pos.set_castles_left(Color::White, 2);
        pos.set_reserve(Color::Black, Kind::Pawn, 1);
        pos.set_promotions(Color::White, KindSet::of(&[Kind::Queen]));
        let json = serde_json::to_string(&pos).unwrap();
        let back: Position = serde_json::from_str(&json).unwrap();
        assert_eq!(back, pos);
    }

    #[test]
    fn repetition_key_ignores_useless_en_passant() {
        let mut a = Position::startpos();
        a.play(Move::new(sq("e2"), sq("e4"), MoveKind::DoubleStep));
        assert_eq!(a.en_passant(), Some(sq("e3")));
        let mut b = a.clone();
        b.set_en_passant(None);
        assert_eq!(a.repetition_key(), b.repetition_key());
    }
}
