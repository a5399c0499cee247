//! Mating a bare king blind. The seat knows its men and the set of squares
//! the king may stand on ([`Belief`]); each attempt splits that set by what
//! the referee would answer: illegal (the set shrinks, nothing else
//! changes, and the seat tries again), or legal with its announcement
//! (checkmate, stalemate, which checks). Every possible board after a
//! legal attempt is scored by its distance to mate with the whole board
//! seen ([`tablebase`](super::tablebase)), and the attempt is chosen by the
//! expected distance over the outcomes, plus a price on what the seat
//! will not know after the king's reply (the squares it may then reach),
//! with any chance of a draw (stalemate, a piece left to the king, a
//! third repetition) priced far above every distance.
//!
//! A board with more than a king and one heavy piece is scored by its best
//! king-and-piece subset (the extra men only help); without a queen or
//! rook, by its best pawn's king-and-pawn table ([`super::kpk`]: a pawn
//! the king catches, or a rook's pawn with the king in the corner, is a
//! draw), else, with more men than one pawn, by how far its pawns are from
//! promotion.

use crate::rules::chess::{Color, Kind, Move, Position, Square};

use super::belief::{bit, index, men_key, squares, Belief, Squares};
use super::kpk::Kpk;
use super::tablebase::{Piece, Table};

/// The price of a chance of a draw, in plies to mate (per unit of chance).
const DRAW: f64 = 4_000.0;
/// The price of one bit of not knowing where the king is, in plies.
const UNKNOWN_BIT: f64 = 1.0;
/// Of an outcome's boards, how much the worst counts beside the mean.
const WORST: f64 = 0.75;
/// An illegal attempt costs a little: a message, and the opponent hears
/// `No` under the English rules.
const ATTEMPT: f64 = 0.3;
/// A position of the seat's men seen once before (a step towards a
/// repetition).
const AGAIN: f64 = 3.0;
/// Where every board is drawn the attempts would cost alike, and the
/// seat's king wandered off (in the endgame trials it walked to a corner
/// while its pawn went on alone). So a draw adds a little: a draw already
/// made (a man taken, a stalemate, a repetition) this much, a lone pawn
/// the king can hold with best play its [`lean`], less.
const MADE: f64 = 100.0;

/// Of a lone pawn that the bare king can hold (by its table): how far it
/// is from promotion and its king from the square in front of it, so that
/// it goes forward with its king in front and a slip lets it through.
fn lean(pos: &Position, us: Color, held: Squares) -> f64 {
    let Some(&k) = pos.kings(us).first() else {
        return MADE;
    };
    let mut pawns = pos
        .pieces()
        .filter(|&(sq, p)| p.color == us && p.kind == Kind::Pawn && held & bit(sq) == 0);
    let (Some((pawn, _)), None) = (pawns.next(), pawns.next()) else {
        return MADE;
    };
    let (last, front) = match us {
        Color::White => (7, pawn.rank() + 1),
        Color::Black => (0, pawn.rank().wrapping_sub(1)),
    };
    // A pawn never stands on its last rank: the square in front is there.
    let gap = Square::new(pawn.file(), front).map_or(0, |f| super::plan::distance(k, f));
    4.0 * f64::from(pawn.rank().abs_diff(last)) + 2.0 * gap as f64
}

/// Plies to mate of a board with the seat's men (`us`) against the bare
/// king, either side to move: by the endgame tables where there is a
/// queen, rook or pawn, else a guess from the pawns; `None` for a draw
/// (a lone pawn the king can hold with best play is one). The men on
/// `held` (blocking enemy pawns) do not count.
pub fn distance(pos: &Position, us: Color, held: Squares) -> Option<f64> {
    let them = us.other();
    let k = index(*pos.kings(us).first()?);
    let w = index(*pos.kings(them).first()?);
    let strong_to_move = pos.side_to_move() == us;
    let mut best: Option<u32> = None;
    let mut majors = 0;
    let mut men = 0;
    for (sq, p) in pos
        .pieces()
        .filter(|&(sq, p)| p.color == us && held & bit(sq) == 0)
    {
        let piece = match p.kind {
            Kind::Queen => Piece::Queen,
            Kind::Rook => Piece::Rook,
            Kind::King => continue,
            _ => {
                men += 1;
                continue;
            }
        };
        majors += 1;
        let t = Table::of(piece);
        let x = index(sq);
        let d = if strong_to_move {
            t.strong_to_move(k, x, w)
        } else {
            t.weak_to_move(k, x, w)
        };
        if let Some(d) = d {
            best = Some(best.map_or(d, |b| b.min(d)));
        }
    }
    if let Some(d) = best {
        return Some(f64::from(d));
    }
    if majors + men == 0 || pos.insufficient_material() {
        return None;
    }
    if majors > 0 {
        // Every heavy piece hangs or stalemates in its subset, but other
        // men remain: far from mate, not drawn.
        return Some(40.0);
    }
    // Pawns and minor pieces: the best pawn's own table (the other men
    // only help), seen from White's side.
    let side = |sq: usize| match us {
        Color::White => sq,
        Color::Black => Kpk::flip(sq),
    };
    let table = Kpk::get();
    let pawns: Vec<Square> = pos
        .pieces()
        .filter(|&(sq, p)| p.color == us && p.kind == Kind::Pawn && held & bit(sq) == 0)
        .map(|(sq, _)| sq)
        .collect();
    let best = pawns
        .iter()
        .filter_map(|&sq| {
            let (k, p, w) = (side(k), side(index(sq)), side(w));
            if strong_to_move {
                table.strong_to_move(k, p, w)
            } else {
                table.weak_to_move(k, p, w)
            }
        })
        .min();
    if let Some(d) = best {
        return Some(f64::from(d));
    }
    if men == 1 {
        return None; // one pawn, and its table says draw
    }
    // No pawn wins alone, but more men remain: far from mate, the nearest
    // promotion first.
    let last = if us == Color::White { 7 } else { 0 };
    let steps = pawns
        .iter()
        .map(|sq| u32::from(sq.rank().abs_diff(last)))
        .min();
    Some(match steps {
        Some(s) => 60.0 + 4.0 * f64::from(s),
        None => 90.0,
    })
}

/// What the enemy to move on `after` can take: `None` when nothing, else
/// the distance to mate after its worst capture for the seat (`us`, the
/// men on `held` not counted), infinite where a capture leaves a draw.
fn after_captures(after: &Position, replies: &[Move], us: Color, held: Squares) -> Option<f64> {
    replies
        .iter()
        .filter(|&&r| after.is_capture(r))
        .map(|&r| {
            let then = after.after(r);
            if then.insufficient_material() {
                f64::INFINITY
            } else {
                distance(&then, us, held).unwrap_or(f64::INFINITY)
            }
        })
        .reduce(f64::max)
}

/// What one attempt may lead to, over the king's possible squares.
struct Scored {
    m: Move,
    cost: f64,
    /// Where the attempt is illegal.
    illegal: Squares,
    /// Boards where it mates, draws, or goes on.
    mates: u32,
    draws: u32,
    /// What tells the draws apart ([`MADE`], [`lean`]).
    lean: f64,
    /// By the checks heard: the king's squares, the distances' sum and
    /// worst, and where the king may be after its reply.
    legal: Vec<(u8, Squares, f64, f64, Squares)>,
}

fn checks_key(pos: &Position) -> u8 {
    pos.check_kinds()
        .into_iter()
        .fold(0, |k, c| k | 1 << (c as u8))
}

/// The seat's men (a key of [`men_key`]) and the king's squares after each
/// of its moves, and the same at each of its turns (see [`Belief`]).
type Seen<'a> = (&'a [(u64, Squares)], &'a [(u64, Squares)]);

/// Scores every attempt of `candidates` for the seat (`us`, to move, with
/// `own`'s men) against the king on one of `kings` (see the module's
/// text), cheapest first. `past` and `turns`: the seat's men and the
/// king's squares after each of its moves and at each of its turns, for
/// repetition.
fn score(
    own: &Position,
    us: Color,
    kings: Squares,
    (past, turns): Seen<'_>,
    held: Squares,
    candidates: &[Move],
) -> Vec<Scored> {
    let them = us.other();
    let boards: Vec<(Square, Position, Vec<Move>, f64)> = squares(kings)
        .map(|sq| {
            let mut board = own.clone();
            board.put(sq, Some(crate::rules::chess::Piece::new(them, Kind::King)));
            board.set_side_to_move(us);
            let moves = board.moves();
            let now = distance(&board, us, held).unwrap_or(DRAW);
            (sq, board, moves, now)
        })
        .collect();
    let n = boards.len().max(1) as f64;
    let mut out = Vec::new();
    for &m in candidates {
        let mut sc = Scored {
            m,
            cost: 0.0,
            illegal: 0,
            mates: 0,
            draws: 0,
            lean: 0.0,
            legal: Vec::new(),
        };
        for (sq, board, moves, _) in &boards {
            let Some(&real) = moves.iter().find(|r| {
                r.from == m.from
                    && r.to == m.to
                    && r.promotion() == m.promotion()
                    && r.is_castle() == m.is_castle()
            }) else {
                sc.illegal |= bit(*sq);
                continue;
            };
            let after = board.after(real);
            let replies = after.moves();
            if replies.is_empty() {
                if after.in_check() {
                    sc.mates += 1;
                } else {
                    sc.draws += 1;
                    sc.lean += MADE;
                }
                continue;
            }
            let taken = after_captures(&after, &replies, us, held);
            let drawn = taken == Some(f64::INFINITY);
            let men = men_key(&after, us);
            let seen = past
                .iter()
                .filter(|(key, set)| *key == men && set & bit(*sq) != 0)
                .count();
            // A king's step back to where it stood at two of the seat's
            // turns with these men brings that position a third time.
            let comes_back = replies.iter().any(|r| {
                turns
                    .iter()
                    .filter(|(key, set)| *key == men && set & bit(r.to) != 0)
                    .count()
                    >= 2
            });
            let Some(mut d) =
                distance(&after, us, held).filter(|_| !drawn && seen < 2 && !comes_back)
            else {
                sc.draws += 1;
                sc.lean += if drawn || seen >= 2 || comes_back {
                    MADE
                } else {
                    lean(&after, us, held)
                };
                continue;
            };
            // A man left to be taken: what is left after the worst
            // capture counts, and a little more.
            if let Some(t) = taken {
                d = d.max(t) + 12.0;
            }
            if seen == 1 {
                d += AGAIN;
            }
            let reach = replies.iter().fold(0, |s, r| s | bit(r.to));
            let key = checks_key(&after);
            match sc.legal.iter_mut().find(|g| g.0 == key) {
                Some(g) => {
                    g.1 |= bit(*sq);
                    g.2 += d;
                    g.3 = g.3.max(d);
                    g.4 |= reach;
                }
                None => sc.legal.push((key, bit(*sq), d, d, reach)),
            }
        }
        if sc.illegal == kings {
            continue; // illegal wherever the king is: tells nothing
        }
        let mut cost = f64::from(sc.draws) * DRAW + sc.lean;
        for &(_, set, sum, worst, reach) in &sc.legal {
            let k = f64::from(set.count_ones());
            let spread = f64::from(reach.count_ones().max(1)).log2();
            cost += k * ((1.0 - WORST) * sum / k + WORST * worst + UNKNOWN_BIT * spread);
        }
        if sc.illegal != 0 {
            let mut sum = 0.0;
            let mut worst: f64 = 0.0;
            for (_, _, _, now) in boards.iter().filter(|b| sc.illegal & bit(b.0) != 0) {
                sum += now;
                worst = worst.max(*now);
            }
            let k = f64::from(sc.illegal.count_ones());
            cost +=
                k * ((1.0 - WORST) * sum / k + WORST * worst + UNKNOWN_BIT * k.log2() + ATTEMPT);
        }
        sc.cost = cost / n;
        out.push(sc);
    }
    out.sort_by(|a, b| a.cost.total_cmp(&b.cost));
    out
}

/// The attempt to make against the bare king, among `candidates` (the
/// seat's possible attempts): the cheapest by [`score`]; `None` when none
/// is worth making. A man that blocks an enemy pawn ([`Belief::held`])
/// moves only when nothing else can: it would free the pawn, and with it
/// what the seat knows.
pub fn choose(belief: &Belief, candidates: &[Move]) -> Option<Move> {
    let us = belief.us;
    let mut own = belief.own.clone();
    own.set_side_to_move(us);
    let free: Vec<Move> = candidates
        .iter()
        .copied()
        .filter(|m| belief.held & bit(m.from) == 0)
        .collect();
    score(
        &own,
        us,
        belief.kings,
        (&belief.past, &belief.turns),
        belief.held,
        if free.is_empty() { candidates } else { &free },
    )
    .first()
    .map(|s| s.m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::chess::Rules;

    /// The seat (`us`, to move in `fen`, which holds its men only) against
    /// a king known to stand on `king`: its belief and the whole board.
    fn known(fen: &str, us: Color, king: &str) -> (Belief, Position) {
        let own = Position::from_fen(fen, Rules::chess()).expect("a position");
        let sq = Square::parse(king).expect("a square");
        let board = super::super::belief::with_king(&own, sq, us.other(), us);
        let belief = Belief {
            own,
            us,
            kings: bit(sq),
            past: Vec::new(),
            turns: Vec::new(),
            held: 0,
        };
        (belief, board)
    }

    /// Kf5 and Pe4 against Kd6, White to move: `e5+` brings the pawn
    /// nearest promotion, but then the lone king holds it (a draw by the
    /// pawn's table), while a king's step first wins. Scored by its steps
    /// to promotion, the pawn went.
    #[test]
    fn the_pawn_waits_for_its_king() {
        let sq = |s: &str| Square::parse(s).expect("a square");
        let (belief, board) = known("8/8/8/5K2/4P3/8/8/8 w - - 0 1", Color::White, "d6");
        let m = choose(&belief, &board.moves()).expect("a move");
        assert_ne!(m.to, sq("e5"), "the push lets the king hold the pawn");
        assert!(
            distance(&board.after(m), Color::White, 0).is_some(),
            "{m:?} keeps the win"
        );
        // Turned round for Black (Kf4, Pe5 against Kd3) it waits as well.
        let (belief, board) = known("8/8/8/4p3/5k2/8/8/8 b - - 0 1", Color::Black, "d3");
        let m = choose(&belief, &board.moves()).expect("a move");
        assert_ne!(m.to, sq("e4"));
        assert!(distance(&board.after(m), Color::Black, 0).is_some());
    }

    /// Kc3 and Pf4 against Kf6: the king holds the pawn with best play,
    /// so every board is drawn by the table, and the attempts used to be
    /// alike (the first, `Kb2`, was played: in the endgame trials the
    /// king walked to a corner while the pawn went on alone). Now the king
    /// comes to the pawn's front, for the chance of a slip.
    #[test]
    fn a_held_pawn_still_goes_forward_with_its_king() {
        let sq = |s: &str| Square::parse(s).expect("a square");
        let (belief, board) = known("8/8/8/8/5P2/2K5/8/8 w - - 0 1", Color::White, "f6");
        assert_eq!(
            distance(&board, Color::White, 0),
            None,
            "the king holds the pawn"
        );
        // In the order of their names, as the seat's attempts come.
        let mut candidates = board.moves();
        candidates.sort_by_key(|&m| crate::rules::kriegspiel::referee::own_long(m));
        let m = choose(&belief, &candidates).expect("a move");
        let gap = |k: Square| k.file().abs_diff(5).max(k.rank().abs_diff(4));
        assert_eq!(
            m.from,
            sq("c3"),
            "the pawn stays where its king can guard it"
        );
        assert!(gap(m.to) < gap(m.from), "{m:?} goes towards f5");
    }

    /// The rook steps from d4 to d3, where it stood at two of the seat's
    /// turns with the king on b7: the king's step to b7 brings that
    /// position a third time, so the board counts as a draw. Once before
    /// is no draw, and the rook's step to e4 is new.
    #[test]
    fn a_kings_step_back_to_a_position_seen_twice_is_a_draw() {
        let sq = |s: &str| Square::parse(s).expect("a square");
        let mut own = Position::from_fen("k7/8/8/8/3R4/8/8/7K w - - 0 1", Rules::chess()).unwrap();
        own.put(sq("a8"), None);
        let find = |text: &str| super::super::attempt_named(&own, text).expect("a rook move");
        let (d3, e4) = (find("d4d3"), find("d4e4"));
        let mut after = own.clone();
        after.play(d3);
        let key = men_key(&after, Color::White);
        let draws = |turns: &[(u64, Squares)], m: Move| {
            score(
                &own,
                Color::White,
                bit(sq("a8")),
                (&[], turns),
                0,
                &[d3, e4],
            )
            .into_iter()
            .find(|s| s.m == m)
            .expect("scored")
            .draws
        };
        let twice = [(key, bit(sq("b7"))), (key, bit(sq("b7")) | bit(sq("c7")))];
        assert_eq!(draws(&twice, d3), 1);
        assert_eq!(draws(&twice, e4), 0);
        assert_eq!(draws(&twice[..1], d3), 0);
        // Elsewhere at those turns, the king cannot step back there.
        let far = [(key, bit(sq("h5"))), (key, bit(sq("h5")))];
        assert_eq!(draws(&far, d3), 0);
    }
}
