//! What a man left in an enemy man's reach costs, board by board.
//!
//! Each board's search sees a man left en prise, but the average over the
//! boards weighs that loss against gains the seat cannot see: on the
//! boards where the enemy men stand elsewhere the same search finds a
//! capture or a fork for the seat's next move, which it could only make
//! blind. Level 5 put its queen where an unmoved bishop or a pawn took it
//! on a fair share of its boards, and greedy (which sees the board) took
//! it. The loss here is static and certain (the enemy sees what it can
//! take), so it is charged again, as a share of the boards.

use crate::rules::chess::{Color, Kind, Position};

/// A man's worth for what it costs to lose it (the search's scale).
fn worth(kind: Kind) -> i64 {
    match kind {
        Kind::Queen => 900,
        Kind::Rook => 500,
        Kind::Bishop | Kind::Knight => 330,
        Kind::Pawn => 100,
        _ => 0,
    }
}

/// The most `us` loses on `board` to one capture by the enemy (a static
/// exchange one deep): a man attacked and not defended is lost whole, a
/// defended one by what it is worth above its cheapest attacker. The enemy
/// takes the most it can; its king takes only undefended men.
pub fn hanging(board: &Position, us: Color) -> i64 {
    let them = us.other();
    let mut worst = 0;
    for (sq, p) in board.pieces() {
        if p.color != us || p.kind == Kind::King || !board.is_attacked(sq, them) {
            continue;
        }
        let v = worth(p.kind);
        if v <= worst {
            continue;
        }
        let loss = if board.is_attacked(sq, us) {
            let cheapest = board
                .attackers(sq, them)
                .into_iter()
                .filter_map(|a| board.piece_at(a))
                .filter(|a| a.kind != Kind::King)
                .map(|a| worth(a.kind))
                .min();
            cheapest.map_or(0, |c| (v - c).max(0))
        } else {
            v
        };
        worst = worst.max(loss);
    }
    worst
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen, crate::rules::chess::Rules::chess()).unwrap()
    }

    #[test]
    fn a_queen_a_bishop_takes_is_lost_whole() {
        // The queen on g4 is in the reach of the bishop on c8 and nothing
        // of White's guards g4.
        let board = pos("rnbqkbnr/ppp1pppp/8/3p4/6Q1/4P3/PPPP1PPP/RNB1KBNR b KQkq - 0 2");
        assert_eq!(hanging(&board, Color::White), 900);
        // Defended by a knight and attacked by a pawn: a pawn for a queen.
        let board = pos("k7/8/3p4/4Q3/8/5N2/8/4K3 b - - 0 1");
        assert_eq!(hanging(&board, Color::White), 800);
        // A defended pawn attacked by a queen costs nothing; the king
        // alone does not take a guarded man.
        let board = pos("4k3/8/8/5q2/4P3/3P4/8/4K3 b - - 0 1");
        assert_eq!(hanging(&board, Color::White), 0);
        let board = pos("8/8/8/8/4Pk2/3P4/8/4K3 b - - 0 1");
        assert_eq!(hanging(&board, Color::White), 0);
        // Nothing in reach.
        assert_eq!(
            hanging(&pos(crate::rules::chess::START_FEN), Color::White),
            0
        );
    }
}
