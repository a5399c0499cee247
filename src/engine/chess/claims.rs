//! Chpok's claims (§4) in the search: the table's key carries them, the
//! evaluation counts a lead's unbroken run, and a claim that holds after a
//! Black move of the line ends it.

use crate::rules::chess::{Color, Position};
use crate::rules::GameResult;

use super::hash::hash;
use super::{claim_pressure, Search, MATE};

impl Search {
    /// The table's key: the position, the points and (Chpok) the claims.
    pub(super) fn key(&self, pos: &Position) -> u64 {
        let k = hash(pos, self.points);
        match self.claims {
            Some(c) => {
                let runs = u64::from(c.rising) | (u64::from(c.falling) << 8);
                k ^ runs.wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    ^ (c.last as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
            }
            None => k,
        }
    }

    /// Chpok's claims from the side to move's view (centipawns).
    pub(super) fn claim_term(&self, side: Color) -> i64 {
        let white = self.claims.map_or(0, claim_pressure);
        if side == Color::White {
            white
        } else {
            -white
        }
    }

    /// Chpok: the game ended by a claim after Black's last move (sampled
    /// then; the side to move is White again), scored for the side to move.
    pub(super) fn claimed(&self, pos: &Position, ply: usize) -> Option<i32> {
        let c = self.claims?;
        if ply == 0 || pos.side_to_move() != Color::White {
            return None;
        }
        let won = MATE - ply as i32;
        Some(match c.result()? {
            GameResult::WhiteWins => won,
            GameResult::BlackWins => -won,
            _ => self.draw_score(pos),
        })
    }
}
