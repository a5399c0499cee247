//! What an attempt is worth on a board no search reached.
//!
//! Level 5 scores every attempt on every board it drew, first one ply
//! deep, then two while time lasts, and plays the best mean. Out of time
//! (many games at once) the searches reach only a few boards, and a mean
//! over a few boards put its queen where an unmoved bishop or a pawn took
//! it on most of the others; greedy (which sees the board) took it. So the
//! boards no search reached count too, by a static value: the board's
//! evaluation after the attempt, less what the enemy's next capture wins
//! (the enemy sees what it can take).
//!
//! This was first charged on every board, on top of the searches' values,
//! which already count the enemy's captures. Counted twice, it made level 5
//! shy and worse: against greedy on an idle machine (seeds 44 and 50,
//! 8 games each) it won 4 with the charge at 100% or 300% and 11 of 16
//! without it.

use crate::rules::chess::{Color, Kind, Move, Position};
use crate::rules::kriegspiel::referee::{self, Attempt};

use super::super::chess::Variant;
use super::plan;

/// Attempt `m`'s value for `us` on `board`, without a search: the
/// evaluation after it (an illegal attempt leaves the board as it is and
/// costs a little), less what the enemy's next capture wins.
pub fn static_value(board: &Position, m: Move, us: Color) -> i64 {
    let (after, illegal) = match referee::judge(board, &Attempt::Move(m)) {
        Some(real) => (board.after(real), 0),
        None => (board.clone(), 5),
    };
    Variant::Chess.evaluate_for(&after, us, [0, 0]) - illegal + plan::ending(&after, us)
        - hanging(&after, us)
}

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

    /// Off the searches, a queen put where a bishop takes it is worth a
    /// queen less than one put where nothing does.
    #[test]
    fn a_queen_in_a_bishops_reach_is_worth_a_queen_less() {
        let board = pos("7k/6p1/4b2p/8/6p1/8/8/2KQ4 w - - 0 2");
        let attempt = |text: &str| {
            board
                .moves()
                .into_iter()
                .find(|&m| referee::own_long(m) == text)
                .unwrap()
        };
        let safe = static_value(&board, attempt("d1d2"), Color::White);
        let lost = static_value(&board, attempt("d1d5"), Color::White);
        assert!(safe - lost > 800, "{safe} against {lost}");
    }
}
