//! Exchange Chess: threats to a king that never moves. A drop may not give
//! check, so a king falls to a man brought onto a checking line by a
//! capture, a swap or a knight step, set up by a quiet drop a move before
//! (`N@f3`, then the swap `d2<>f3` attacks the king twice). A position in
//! which the side not to move has such a blow ready is not quiet: the
//! search looks one ply further there ([`king_net`]) and the quiescence
//! search does not trust its stand-pat score.
//!
//! The test runs at nearly every leaf, so it looks only where a blow can
//! be: a move that attacks a king not attacked before must arrive on or
//! leave a square on one of its lines or a knight's step from it, and
//! against an attacked king the only drops that can help fill a square
//! between it and its one attacker ([`rescues`]).

use crate::rules::chess::{Color, Kind, Move, Movement, Piece, Position, Square};

use super::{Level, Search, Variant};

/// Plies within which blows ready against a king are looked for.
const NET_PLIES: usize = 12;

/// How many times its nodes a level above 1 searches in Exchange.
const EXCHANGE_NODES: u64 = 4;

/// What a blow ready against the side to move costs a quiescence stand-pat
/// score (centipawns): it may have a defence the captures do not show,
/// or none.
pub(super) const NET_PENALTY: i32 = 400;

impl Search {
    /// Exchange: whether the side not to move has a blow ready against the
    /// side to move's king ([`king_net`]), looked for in the first plies.
    pub(super) fn net_against(&self, pos: &mut Position, ply: usize) -> bool {
        self.variant == Variant::Exchange && ply < NET_PLIES && king_net(pos)
    }
}

/// The nodes `level` may search in `variant`. Exchange's leaves cost more
/// (the blow test, and one ply more where it finds a blow): two plies of a
/// sharp opening, which any fewer lose the king (`1. K@a1 K@f6 2. Q@e4`:
/// 84 of Black's 86 moves), take 20,000–30,000 nodes, so levels 2–5 get
/// four times their nodes there, their time caps unchanged. Level 1 stays
/// at one ply.
pub(super) fn node_budget(variant: Variant, level: &Level) -> u64 {
    let nodes = level.budget.nodes;
    if variant == Variant::Exchange && level.level >= 2 {
        nodes.saturating_mul(EXCHANGE_NODES)
    } else {
        nodes
    }
}

/// Whether the side not to move in `pos`, were it its turn, has a move of a
/// man on the board after which the side to move's king is attacked and
/// no reply of the side to move saves it (takes the attacker's king or
/// leaves its own unattacked). `pos` is left as it was.
pub(super) fn king_net(pos: &mut Position) -> bool {
    let defender = pos.side_to_move();
    if pos.king_count(defender) == 0 {
        return false;
    }
    // A king not attacked now can only be attacked by a move that touches
    // one of its lines (one king: Exchange's).
    let lines = pos
        .king_square(defender)
        .filter(|_| !pos.king_attacked(defender));
    let attacker = defender.other();
    pos.set_side_to_move(attacker);
    let mut blows = Vec::with_capacity(32);
    pos.board_moves_into(&mut blows);
    let mut replies = Vec::with_capacity(64);
    let mut net = false;
    for &m in &blows {
        if pos.captured_piece(m).is_some_and(|p| p.kind == Kind::King) {
            net = true;
            break;
        }
        if lines.is_some_and(|k| !on_lines(k, m.from) && !on_lines(k, m.to)) {
            continue;
        }
        let undo = pos.make(m);
        net = pos.king_attacked(defender) && !has_safe_reply(pos, defender, &mut replies);
        pos.unmake(m, undo);
        if net {
            break;
        }
    }
    pos.set_side_to_move(defender);
    net
}

/// Whether a man arriving on or leaving `sq` can change what attacks a
/// king on `king`: `sq` shares a line with it or is a knight's step away.
fn on_lines(king: Square, sq: Square) -> bool {
    let df = (i32::from(sq.file()) - i32::from(king.file())).abs();
    let dr = (i32::from(sq.rank()) - i32::from(king.rank())).abs();
    df == 0 || dr == 0 || df == dr || (df.min(dr) == 1 && df.max(dr) == 2)
}

/// Whether `us`, to move in `pos`, has a move that takes the enemy king or
/// after which its own king is not attacked. `moves` is a buffer.
fn has_safe_reply(pos: &mut Position, us: Color, moves: &mut Vec<Move>) -> bool {
    rescues(pos, moves);
    moves.iter().any(|&m| saves_king(pos, us, m))
}

/// Into `out`: the moves a quiescence node in `pos` lists. In Exchange
/// only those it may search: its drops (a hundred on an open board) never
/// capture nor threaten, and under attack (`attacked`) only those between
/// the king and one attacker can help; the whole list when these are
/// none, for the end of the game by no legal move. Elsewhere every move.
pub(super) fn quiescence_moves(
    variant: Variant,
    pos: &mut Position,
    attacked: bool,
    out: &mut Vec<Move>,
) {
    if variant != Variant::Exchange {
        pos.generate(out);
    } else if attacked {
        rescues(pos, out);
    } else {
        pos.board_moves_into(out);
        if out.is_empty() {
            pos.generate(out);
        }
    }
}

/// Into `out` (cleared first): the moves of the side to move in `pos`,
/// whose king is attacked, that may save it or take the enemy king, in
/// the order of [`Position::generate`]. In Exchange these are the moves of
/// the men on the board and the drops onto a square between the king and
/// its only attacker: a drop takes nothing and fills one square, so it
/// blocks at most one line and never a knight. Where some move is legal
/// but none of these, `out` gets every move (a side with no legal move has
/// lost, which the caller tells apart from a lost king).
pub(super) fn rescues(pos: &mut Position, out: &mut Vec<Move>) {
    let us = pos.side_to_move();
    let king = pos.king_square(us);
    if pos.rules().movement != Movement::Exchange || king.is_none() {
        pos.generate(out);
        return;
    }
    out.clear();
    pos.board_moves_into(out);
    if let Some(k) = king {
        let attackers = pos.attackers(k, us.other());
        if let [from] = attackers[..] {
            blocking_drops(pos, k, from, out);
        }
    }
    if out.is_empty() {
        pos.generate(out);
    }
}

/// Appends the side to move's legal drops onto the squares strictly
/// between its king `king` and `from` (none unless they share a line),
/// by Exchange's drop rules: not next to a king, not attacking the enemy
/// king. A king, dropped only on a corner, never stands between two squares.
fn blocking_drops(pos: &Position, king: Square, from: Square, out: &mut Vec<Move>) {
    let us = pos.side_to_move();
    let (df, dr) = (
        i32::from(from.file()) - i32::from(king.file()),
        i32::from(from.rank()) - i32::from(king.rank()),
    );
    if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return;
    }
    let rules = pos.rules().drops;
    let kings: Vec<Square> = [us, us.other()]
        .into_iter()
        .flat_map(|c| pos.kings(c))
        .collect();
    let enemy_kings = pos.kings(us.other());
    let near = |a: Square, b: Square| {
        a != b && a.file().abs_diff(b.file()) <= 1 && a.rank().abs_diff(b.rank()) <= 1
    };
    let steps = df.abs().max(dr.abs());
    let mut between: Vec<Square> = (1..steps)
        .filter_map(|i| king.offset(df.signum() * i, dr.signum() * i))
        .filter(|&sq| pos.piece_at(sq).is_none())
        .filter(|&sq| !(rules.away_from_kings && kings.iter().any(|&k| near(k, sq))))
        .collect();
    // Kind by kind, square by square, as the generator lists them (so the
    // search orders them as it did from the whole list).
    between.sort_by_key(|sq| (sq.rank(), sq.file()));
    for kind in Kind::ALL {
        if kind == Kind::King || pos.reserve(us, kind) == 0 {
            continue;
        }
        let piece = Piece::new(us, kind);
        for &sq in &between {
            if rules.no_check && enemy_kings.iter().any(|&k| pos.would_attack(sq, piece, k)) {
                continue;
            }
            out.push(Move::drop(kind, sq));
        }
    }
}

/// Whether `m`, played by `us` in `pos`, takes the enemy king or leaves
/// its own king unattacked (in Exchange a king is taken, not mated).
pub(super) fn saves_king(pos: &mut Position, us: Color, m: Move) -> bool {
    if pos.captured_piece(m).is_some_and(|p| p.kind == Kind::King) {
        return true;
    }
    let undo = pos.make(m);
    let safe = !pos.king_attacked(us);
    pos.unmake(m, undo);
    safe
}

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng};

    use super::*;
    use crate::rules::exchange::Exchange;

    /// The blow test on every move, every reply (what `king_net` must
    /// answer, only slower).
    fn king_net_everywhere(pos: &mut Position) -> bool {
        let defender = pos.side_to_move();
        if pos.king_count(defender) == 0 {
            return false;
        }
        let mut after = pos.clone();
        after.set_side_to_move(defender.other());
        let mut blows = Vec::new();
        after.board_moves_into(&mut blows);
        blows.into_iter().any(|m| {
            if after
                .captured_piece(m)
                .is_some_and(|p| p.kind == Kind::King)
            {
                return true;
            }
            let mut p = after.after(m);
            p.king_attacked(defender)
                && !p
                    .moves()
                    .into_iter()
                    .any(|r| saves_king(&mut p, defender, r))
        })
    }

    /// Random Exchange games on 6×6 and 8×8: at every position the quick
    /// blow test answers as the one that tries everything, and against an
    /// attacked king the rescues keep exactly the saving moves of the
    /// whole list, in its order.
    #[test]
    fn the_quick_blow_test_agrees_with_trying_everything() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        let (mut nets, mut rescued) = (0, 0);
        for game in 0..60 {
            let size = if game % 3 == 0 { 8 } else { 6 };
            let mut pos = Exchange::new(size).position().clone();
            // The kings in opposite corners, as the game places them.
            let corners = pos.geometry().corners();
            let c = rng.random_range(0..4);
            let far = corners
                .into_iter()
                .max_by_key(|s| {
                    s.file().abs_diff(corners[c].file()) + s.rank().abs_diff(corners[c].rank())
                })
                .expect("corners");
            pos.play(Move::drop(Kind::King, corners[c]));
            pos.play(Move::drop(Kind::King, far));
            for _ in 0..40 {
                let moves = pos.moves();
                if moves.is_empty()
                    || pos.king_count(Color::White) * pos.king_count(Color::Black) == 0
                {
                    break;
                }
                let quick = king_net(&mut pos);
                assert_eq!(quick, king_net_everywhere(&mut pos), "{}", pos.to_fen());
                nets += usize::from(quick);
                let us = pos.side_to_move();
                if pos.king_attacked(us) {
                    let mut some = Vec::new();
                    rescues(&mut pos, &mut some);
                    let mut p = pos.clone();
                    some.retain(|&m| saves_king(&mut p, us, m));
                    let all: Vec<Move> = moves
                        .iter()
                        .copied()
                        .filter(|&m| saves_king(&mut p, us, m))
                        .collect();
                    assert_eq!(some, all, "{}", pos.to_fen());
                    rescued += 1;
                }
                let m = moves[rng.random_range(0..moves.len())];
                pos.play(m);
            }
        }
        // The walk met both kinds of position.
        assert!(
            nets > 20 && rescued > 20,
            "{nets} nets, {rescued} attacked kings"
        );
    }
}
