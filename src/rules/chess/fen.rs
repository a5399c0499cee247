//! FEN in and out, for any board size.
//!
//! The board field has one group per rank from the top, `/`-separated,
//! with runs of empty squares as numbers (up to `12`) and `D`/`d` for
//! dragons; a reserve may follow in brackets, crazyhouse style:
//! `…/K7[QRRqp]`. Castling is `KQkq` (chess castling only) or `-`. The
//! half-move clock and move number may be left out.

use super::geometry::Square;
use super::piece::{Color, Kind, Piece};
use super::position::{Position, BLACK_HIGH, BLACK_LOW, WHITE_HIGH, WHITE_LOW};
use super::variant::{Castling, Rules};

/// The standard chess starting position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Why a FEN was not read (for developers and logs).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// The rules' board size is not a board.
    #[error("{0}")]
    Board(#[from] super::geometry::BoardSizeError),
    #[error("empty FEN")]
    Empty,
    #[error("reserve must end with ']'")]
    ReserveEnd,
    #[error("{found} ranks, the board has {height}")]
    RankCount { found: usize, height: u8 },
    #[error("bad number in rank {0}")]
    BadNumber(u8),
    #[error("rank {0} is too long")]
    RankTooLong(u8),
    #[error("'{0}' is not a piece")]
    NotAPiece(char),
    #[error("rank {rank} has {squares} squares, the board has {width}")]
    RankLength { rank: u8, squares: u32, width: u8 },
    #[error("reserve too large")]
    ReserveTooLarge,
    #[error("side to move '{0}'")]
    Side(String),
    #[error("castling right '{0}'")]
    CastlingRight(char),
    #[error("castling '{0}' without king and rook in place")]
    CastlingPieces(String),
    #[error("en-passant square '{0}'")]
    EnPassantSquare(String),
    #[error("en-passant square '{0}' without a pawn that skipped it")]
    EnPassantPawn(String),
    #[error("half-move clock '{0}'")]
    Halfmove(String),
    #[error("move number '{0}'")]
    MoveNumber(String),
    #[error("extra fields after the move number")]
    ExtraFields,
    #[error("the side not to move is in check")]
    OpponentInCheck,
}

impl Position {
    /// Reads a FEN (see the module doc). The board must have the size the
    /// rules give. The error says what is wrong, for developers and logs.
    pub fn from_fen(fen: &str, rules: Rules) -> Result<Position, FenError> {
        let mut pos = Position::empty(rules)?;
        let g = rules.geometry();
        let mut fields = fen.split_whitespace();
        let board_field = fields.next().ok_or(FenError::Empty)?;
        let (placement, reserve) = match board_field.find('[') {
            Some(i) => {
                let rest = &board_field[i + 1..];
                let reserve = rest.strip_suffix(']').ok_or(FenError::ReserveEnd)?;
                (&board_field[..i], Some(reserve))
            }
            None => (board_field, None),
        };
        let ranks: Vec<&str> = placement.split('/').collect();
        if ranks.len() != g.height as usize {
            return Err(FenError::RankCount {
                found: ranks.len(),
                height: g.height,
            });
        }
        for (i, text) in ranks.iter().enumerate() {
            let rank = g.height - 1 - i as u8;
            let mut file: u32 = 0;
            let mut digits = 0u32;
            let flush = |digits: &mut u32, file: &mut u32| {
                *file += *digits;
                *digits = 0;
            };
            for c in text.chars() {
                if let Some(d) = c.to_digit(10) {
                    if digits == 0 && d == 0 {
                        return Err(FenError::BadNumber(rank + 1));
                    }
                    digits = digits * 10 + d;
                    if digits > g.width as u32 {
                        return Err(FenError::RankTooLong(rank + 1));
                    }
                    continue;
                }
                flush(&mut digits, &mut file);
                let piece = Piece::from_fen_char(c, rules.dragons).ok_or(FenError::NotAPiece(c))?;
                if file >= g.width as u32 {
                    return Err(FenError::RankTooLong(rank + 1));
                }
                pos.board[Square::at(file as u8, rank).idx()] = piece.code();
                file += 1;
            }
            flush(&mut digits, &mut file);
            if file != g.width as u32 {
                return Err(FenError::RankLength {
                    rank: rank + 1,
                    squares: file,
                    width: g.width,
                });
            }
        }
        pos.recount_kings();
        if let Some(reserve) = reserve {
            for c in reserve.chars().filter(|&c| c != '-') {
                let p = Piece::from_fen_char(c, rules.dragons).ok_or(FenError::NotAPiece(c))?;
                let n = &mut pos.reserve[p.color.index()][p.kind.index()];
                *n = n.checked_add(1).ok_or(FenError::ReserveTooLarge)?;
            }
        }

        pos.side = match fields.next() {
            None | Some("w") => Color::White,
            Some("b") => Color::Black,
            Some(s) => return Err(FenError::Side(s.to_string())),
        };

        let castling = fields.next().unwrap_or("-");
        if castling != "-" {
            let mut rights = 0;
            for c in castling.chars() {
                rights |= match c {
                    'K' => WHITE_HIGH,
                    'Q' => WHITE_LOW,
                    'k' => BLACK_HIGH,
                    'q' => BLACK_LOW,
                    _ => return Err(FenError::CastlingRight(c)),
                };
            }
            if rules.castling == Castling::Chess {
                if rights & !pos.possible_castling_rights() != 0 {
                    return Err(FenError::CastlingPieces(castling.to_string()));
                }
                pos.castling = rights;
            }
        }

        let ep = fields.next().unwrap_or("-");
        if ep != "-" {
            let sq = Square::parse(ep).ok_or_else(|| FenError::EnPassantSquare(ep.to_string()))?;
            // The square a pawn of the side not to move just skipped.
            let them = pos.side.other();
            let skipped = g.relative_rank(them, 2);
            let pawn = Square::new(sq.file(), g.relative_rank(them, 3));
            if !g.contains(sq)
                || sq.rank() != skipped
                || pawn.and_then(|p| pos.piece_at(p)) != Some(Piece::new(them, Kind::Pawn))
            {
                return Err(FenError::EnPassantPawn(ep.to_string()));
            }
            if rules.en_passant {
                pos.ep = Some(sq);
            }
        }

        if let Some(n) = fields.next() {
            pos.halfmove = n.parse().map_err(|_| FenError::Halfmove(n.to_string()))?;
        }
        if let Some(n) = fields.next() {
            let n: u32 = n.parse().map_err(|_| FenError::MoveNumber(n.to_string()))?;
            pos.fullmove = n.max(1);
        }
        if fields.next().is_some() {
            return Err(FenError::ExtraFields);
        }
        if rules.check_rule && pos.king_attacked(pos.side.other()) {
            return Err(FenError::OpponentInCheck);
        }
        Ok(pos)
    }

    /// Writes the position as FEN (see the module doc); a reserve is
    /// written only when one side has something in it.
    pub fn to_fen(&self) -> String {
        let g = self.geometry();
        let mut s = String::new();
        for rank in (0..g.height).rev() {
            let mut empty = 0;
            for file in 0..g.width {
                match self.piece_at(Square::at(file, rank)) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            s += &empty.to_string();
                            empty = 0;
                        }
                        s.push(p.fen_char());
                    }
                }
            }
            if empty > 0 {
                s += &empty.to_string();
            }
            if rank > 0 {
                s.push('/');
            }
        }
        if self.has_reserve(Color::White) || self.has_reserve(Color::Black) {
            s.push('[');
            for color in [Color::White, Color::Black] {
                for kind in Kind::ALL {
                    for _ in 0..self.reserve(color, kind) {
                        s.push(Piece::new(color, kind).fen_char());
                    }
                }
            }
            s.push(']');
        }
        s.push_str(if self.side == Color::White {
            " w "
        } else {
            " b "
        });
        if self.castling == 0 {
            s.push('-');
        } else {
            for (bit, c) in [
                (WHITE_HIGH, 'K'),
                (WHITE_LOW, 'Q'),
                (BLACK_HIGH, 'k'),
                (BLACK_LOW, 'q'),
            ] {
                if self.castling & bit != 0 {
                    s.push(c);
                }
            }
        }
        match self.ep {
            Some(sq) => s += &format!(" {sq}"),
            None => s += " -",
        }
        s += &format!(" {} {}", self.halfmove, self.fullmove);
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        let cases = [
            (START_FEN, Rules::chess()),
            (
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                Rules::chess(),
            ),
            ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3", Rules::chess()),
            (
                "rnbdqkdbnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBDQKDBNR w - - 0 1",
                Rules::chpok(10),
            ),
            (
                "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1",
                Rules::korpalski(),
            ),
            ("4/4/4/K3[QQRRBBNNqqrrbbnn] b - - 0 1", Rules::exchange(4)),
        ];
        for (fen, rules) in cases {
            let pos = Position::from_fen(fen, rules).unwrap();
            assert_eq!(pos.to_fen(), fen);
        }
        let big = Rules {
            width: 12,
            height: 12,
            ..Rules::chess()
        };
        let fen = "11k/12/12/12/12/12/12/12/12/12/12/K9R1 w - - 0 1";
        assert_eq!(Position::from_fen(fen, big).unwrap().to_fen(), fen);
    }

    #[test]
    fn short_fen_defaults() {
        let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3", Rules::chess()).unwrap();
        assert_eq!(pos.to_fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    }

    #[test]
    fn errors() {
        let chess = Rules::chess();
        for bad in [
            "",
            "8/8/8/8/8/8/8 w - - 0 1",
            "9/8/8/8/8/8/8/8 w - - 0 1",
            "7/8/8/8/8/8/8/8 w - - 0 1",
            "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w - e3 0 1",
            "4k3/8/8/8/8/8/8/4K3 w - - z 1",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra",
            "4k3/8/8/8/8/8/8/4KD2 w - - 0 1",
            "4k3/8/8/8/8/8/8/4K3[Qx] w - - 0 1",
            "4k3/8/8/8/8/8/8/08 w - - 0 1",
            "4R1k1/8/8/8/8/8/8/4K3 w - - 0 1",
        ] {
            assert!(Position::from_fen(bad, chess).is_err(), "{bad}");
        }
        assert!(Position::from_fen(START_FEN, Rules::chpok(6)).is_err());
    }
}
