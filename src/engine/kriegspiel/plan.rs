//! What the short search cannot see on its own: a plan for the ending.
//! Two plies of search over sampled boards find captures and threats but
//! no way forward in a quiet ending, so the bot shuffled until the 50-move
//! rule drew a won game. These terms, added to each board's value after an
//! attempt, give it a direction: the own king walks to the enemy men it
//! can take and, with mating material, drives the enemy king to the edge;
//! pawns run for promotion.

use crate::rules::chess::{Color, Kind, Position, Square};

use super::belief::{bit, index, squares};
use super::tablebase::neighbours;

/// Men other than pawns and kings, by value (the search's scale).
fn piece_value(kind: Kind) -> i64 {
    match kind {
        Kind::Queen => 900,
        Kind::Rook => 500,
        Kind::Bishop | Kind::Knight => 330,
        _ => 0,
    }
}

/// The king steps from `a` to `b`.
pub(super) fn distance(a: Square, b: Square) -> i64 {
    i64::from(a.file().abs_diff(b.file()).max(a.rank().abs_diff(b.rank())))
}

/// The king's steps from `from` to the nearest of `targets`, round the
/// squares its own men stand on and those the enemy attacks (the king may
/// not stand there); where no such way leads there within 14 steps, the
/// steps as the crow flies. Counted as the crow flies, a king on b1 beside
/// its pawn on a2, blocked by an enemy pawn on a3, was as near that pawn
/// on a1 or c1 as on c2 (b2 is guarded), and shuffled between a1 and b1
/// into a threefold repetition.
fn walk(board: &Position, from: Square, targets: &[Square], us: Color) -> i64 {
    let goal = targets.iter().fold(0, |set, &t| set | bit(t));
    let open = |sq: Square| {
        board.piece_at(sq).is_none_or(|p| p.color != us) && !board.is_attacked(sq, us.other())
    };
    let (mut seen, mut edge) = (bit(from), bit(from));
    for steps in 1..=14 {
        let reached = squares(edge)
            .flat_map(|e| neighbours(index(e)))
            .fold(0, |set, i| set | 1 << i)
            & !seen;
        if reached & goal != 0 {
            return steps;
        }
        let next = squares(reached)
            .filter(|&sq| open(sq))
            .fold(0, |set, sq| set | bit(sq));
        if next == 0 {
            break;
        }
        seen |= next;
        edge = next;
    }
    targets
        .iter()
        .map(|&t| distance(from, t))
        .min()
        .unwrap_or(0)
}

/// How far `sq` is from the board's centre (0 in the middle four, 3 in a
/// corner).
fn from_centre(sq: Square) -> i64 {
    let f = i64::from(sq.file());
    let r = i64::from(sq.rank());
    (f - 3).max(4 - f).max((r - 3).max(4 - r)) - 1
}

/// The ending's terms for `us` on `board` (any side to move), in
/// centipawns; 0 while the enemy keeps more than a rook besides pawns
/// (the middlegame is the search's).
pub fn ending(board: &Position, us: Color) -> i64 {
    let them = us.other();
    let (mut ours, mut theirs) = (0, 0);
    let mut their_men: Vec<Square> = Vec::new();
    let mut our_pawns: Vec<Square> = Vec::new();
    let mut their_pawns: Vec<Square> = Vec::new();
    for (sq, p) in board.pieces() {
        let v = piece_value(p.kind);
        if p.color == us {
            ours += v;
            if p.kind == Kind::Pawn {
                our_pawns.push(sq);
            }
        } else {
            theirs += v;
            if p.kind != Kind::King {
                their_men.push(sq);
            }
            if p.kind == Kind::Pawn {
                their_pawns.push(sq);
            }
        }
    }
    if theirs > 500 {
        return 0;
    }
    let (Some(&king), Some(&their_king)) = (board.kings(us).first(), board.kings(them).first())
    else {
        return 0;
    };
    let mut score = 0;
    // Pawns run: the square of the rank beyond the search's own term, more
    // for a pawn no enemy pawn can stop.
    let last = if us == Color::White { 7 } else { 0 };
    for &p in &our_pawns {
        let togo = i64::from(p.rank().abs_diff(last));
        let passed = !their_pawns.iter().any(|e| {
            e.file().abs_diff(p.file()) <= 1
                && if us == Color::White {
                    e.rank() > p.rank()
                } else {
                    e.rank() < p.rank()
                }
        });
        score += (7 - togo) * if passed { 12 } else { 4 };
    }
    // The king goes for what it can take, where the enemy has no piece
    // left to make that dangerous.
    if theirs <= 330 && !their_men.is_empty() {
        score -= 8 * walk(board, king, &their_men, us);
    }
    // Mating material against a king with little: drive it to the edge,
    // the own king close by.
    if ours >= 500 && theirs == 0 {
        score += 10 * from_centre(their_king) - 4 * distance(king, their_king);
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen, crate::rules::chess::Rules::chess()).unwrap()
    }

    #[test]
    fn the_king_is_drawn_to_a_pawn_it_can_take() {
        // Black's king and pawn against White's: the king near the white
        // pawn scores more than the king far from it.
        let near = pos("8/5k1p/7P/8/8/8/8/K7 w - - 0 1");
        let far = pos("k7/7p/7P/8/8/8/8/K7 w - - 0 1");
        assert!(ending(&near, Color::Black) > ending(&far, Color::Black));
    }

    #[test]
    fn the_king_walks_round_the_square_a_pawn_guards() {
        // The enemy pawn on a3 guards b2: from b1 the way to it is by c2
        // and b3, three steps, from c2 two, from a1 four (as the crow
        // flies, two from each).
        let at = |fen: &str| ending(&pos(fen), Color::White);
        let a1 = at("7k/8/8/8/8/p7/P7/K7 w - - 0 1");
        let b1 = at("7k/8/8/8/8/p7/P7/1K6 w - - 0 1");
        let c2 = at("7k/8/8/8/8/p7/P1K5/8 w - - 0 1");
        assert!(c2 > b1 && b1 > a1, "c2 {c2}, b1 {b1}, a1 {a1}");
    }

    #[test]
    fn a_rook_drives_the_king_to_the_edge() {
        let edge = pos("3k4/8/3K4/8/8/8/8/7R w - - 0 1");
        let centre = pos("8/8/8/3k4/8/8/1K6/7R w - - 0 1");
        assert!(ending(&edge, Color::White) > ending(&centre, Color::White));
        // A middlegame is left to the search.
        assert_eq!(
            ending(&pos(crate::rules::chess::START_FEN), Color::White),
            0
        );
    }
}
