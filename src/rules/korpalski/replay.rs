//! The replay of a game ([`Game::replay`]): the start, then the picture
//! after each ply, rebuilt by playing the moves again from the start.

use super::*;

impl Korpalski {
    /// See [`Game::replay`]: every position from the start (empty board,
    /// full reserves, or the set-up start) to now, with reserves and
    /// prisons as they stood.
    pub(super) fn replay_views(&self) -> Vec<View> {
        let mut game = match &self.start {
            None => Korpalski::new(),
            Some(start) => match Position::from_fen(&start.fen, Rules::korpalski()) {
                Ok(pos) => Korpalski::from_position(pos, start.prisons),
                // A start this game was made from always reads back.
                Err(_) => return vec![self.picture(false)],
            },
        };
        let mut views = Vec::with_capacity(self.plies.len() + 1);
        views.push(game.picture(false));
        for ply in &self.plies {
            game.apply(ply.mv);
            views.push(game.picture(false));
        }
        views
    }
}
