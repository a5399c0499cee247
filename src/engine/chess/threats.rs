//! Exchange Chess: threats to a king that never moves. A drop may not give
//! check, so a king falls to a man brought onto a checking line by a
//! capture, a swap or a knight step, set up by a quiet drop a move before
//! (`N@f3`, then the swap `d2<>f3` attacks the king twice). A position in
//! which the side not to move has such a blow ready is not quiet: the
//! search looks one ply further there ([`king_net`]) and the quiescence
//! search does not trust its stand-pat score.

use crate::rules::chess::{Color, Kind, Move, Position};

use super::{Search, Variant};

/// Plies within which blows ready against a king are looked for.
const NET_PLIES: usize = 12;

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

/// Whether the side not to move in `pos`, were it its turn, has a move of a
/// man on the board after which the side to move's king is attacked and
/// no reply of the side to move saves it (takes the attacker's king or
/// leaves its own unattacked). `pos` is left as it was.
pub(super) fn king_net(pos: &mut Position) -> bool {
    let defender = pos.side_to_move();
    if pos.king_count(defender) == 0 {
        return false;
    }
    let attacker = defender.other();
    pos.set_side_to_move(attacker);
    let mut blows = Vec::with_capacity(32);
    pos.board_moves_into(&mut blows);
    let mut replies = Vec::with_capacity(128);
    let mut net = false;
    for &m in &blows {
        if pos.captured_piece(m).is_some_and(|p| p.kind == Kind::King) {
            net = true;
            break;
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

/// Whether `us`, to move in `pos`, has a move that takes the enemy king or
/// after which its own king is not attacked. `moves` is a buffer.
fn has_safe_reply(pos: &mut Position, us: Color, moves: &mut Vec<Move>) -> bool {
    pos.generate(moves);
    moves.iter().any(|&m| saves_king(pos, us, m))
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
