//! Kriegspiel attempts: moves judged by the mover's own men only.
//!
//! A Kriegspiel player cannot see the enemy, so what they type is resolved
//! against the moves that look possible on their own board
//! ([`Position::blind_moves`]); the referee then asks whether that attempt
//! is legal on the real board ([`Position::legal_counterpart`]).

use super::moves::{Move, MoveKind};
use super::piece::{Kind, Piece};
use super::position::Position;

impl Position {
    /// The moves the side to move could try if the enemy men were
    /// invisible: every move on the board with the enemy men taken off
    /// (check ignored, since the mover cannot see it), plus each pawn's
    /// diagonal steps onto squares without an own man (possible captures,
    /// en passant included). Castling is offered when the own men allow it.
    /// Resolve a player's text against this list, then look the attempt up
    /// with [`Position::legal_counterpart`].
    pub fn blind_moves(&self) -> Vec<Move> {
        let me = self.side;
        let mut own = self.clone();
        for (sq, p) in self.pieces() {
            if p.color != me {
                own.put(sq, None);
            }
        }
        own.rules.check_rule = false;
        own.ep = None;
        let mut moves = own.pseudo_moves();
        let g = self.geometry();
        let last = g.last_rank(me);
        let pawn = Some(Piece::new(me, Kind::Pawn));
        for (from, _) in self.pieces().filter(|&(_, p)| Some(p) == pawn) {
            let dr = if me.index() == 0 { 1 } else { -1 };
            for df in [-1, 1] {
                let Some(to) = from.offset(df, dr).filter(|&s| g.contains(s)) else {
                    continue;
                };
                if self.piece_at(to).is_some_and(|p| p.color == me) {
                    continue;
                }
                if to.rank() == last {
                    for k in self.promotions(me).iter() {
                        moves.push(Move::new(from, to, MoveKind::Promotion(k)));
                    }
                } else {
                    moves.push(Move::normal(from, to));
                }
            }
        }
        moves
    }

    /// The legal move an attempt stands for: the one with the same from,
    /// to and promotion (an en passant or a capture where the attempt said
    /// a plain step, castling by king and rook squares); `None` when the
    /// attempt is illegal on the real board.
    pub fn legal_counterpart(&self, attempt: Move) -> Option<Move> {
        self.moves().into_iter().find(|m| {
            m.from == attempt.from
                && m.to == attempt.to
                && m.promotion() == attempt.promotion()
                && m.is_castle() == attempt.is_castle()
                && m.dropped() == attempt.dropped()
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::chess::{ChessGame, Kind, Position, Rules, Square};

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn attempts_resolve_on_the_own_board() {
        let mut g = ChessGame::standard();
        for m in ["e4", "d5", "Nc3", "Nf6"] {
            g.play_text(m).unwrap();
        }
        let pos = g.position();
        let blind = pos.blind_moves();
        // A pawn capture is tried even where the own board shows nothing…
        let exf5 = pos
            .parse_move_in("exf5", &blind, Some(Kind::Queen))
            .unwrap();
        assert_eq!(pos.legal_counterpart(exf5), None, "nothing to take on f5");
        // …and the real capture is found.
        let exd5 = pos
            .parse_move_in("exd5", &blind, Some(Kind::Queen))
            .unwrap();
        assert!(pos.legal_counterpart(exd5).is_some());
        // A knight move onto an enemy man (d5) is a capture in reality.
        let nd5 = pos.parse_move_in("Nd5", &blind, None).unwrap();
        assert!(pos.is_capture(pos.legal_counterpart(nd5).unwrap()));
        let bb5 = pos.parse_move_in("Bb5", &blind, None).unwrap();
        assert!(pos.legal_counterpart(bb5).is_some());
        // Impossible even on the own board: own men block, no piece can
        // go there, a bishop moving straight.
        assert!(pos.parse_move_in("Qd1d3", &blind, None).is_err());
        assert!(pos.parse_move_in("Nh4", &blind, None).is_err());
        assert!(pos.parse_move_in("Bf1f3", &blind, None).is_err());
    }

    #[test]
    fn en_passant_and_castling_attempts() {
        let pos =
            Position::from_fen("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1", Rules::chess()).unwrap();
        let blind = pos.blind_moves();
        let ep = pos.parse_move_in("exd6", &blind, None).unwrap();
        assert_eq!(pos.legal_counterpart(ep).map(|m| m.to), Some(sq("d6")));
        let oo = pos.parse_move_in("O-O", &blind, None).unwrap();
        assert!(pos.legal_counterpart(oo).is_some());
        // Castling into an attacked square looks fine on the own board.
        let pos = Position::from_fen("5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1", Rules::chess()).unwrap();
        let oo = pos.parse_move_in("O-O", &pos.blind_moves(), None).unwrap();
        assert_eq!(pos.legal_counterpart(oo), None);
    }
}
