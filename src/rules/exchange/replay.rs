//! The replay of a game ([`Game::replay`]): the start, then the picture
//! after each player's move, rebuilt by playing the record again.

use super::*;

impl Exchange {
    /// See [`Game::replay`]: the start (empty board, full reserves, or the
    /// set-up start), then the board after each move of a player; the
    /// bot's placement of the Black king shows together with White's king.
    /// Each frame is the picture the game showed then, reserves included;
    /// the last is the current one.
    pub(super) fn replay_views(&self) -> Vec<View> {
        let start = match &self.setup {
            None => start_position(self.size),
            Some(fen) => match Position::from_fen(fen, Rules::exchange(self.size)) {
                Ok(pos) => pos,
                // A start this game was made from always reads back.
                Err(_) => return self.view(Viewer::Public).into_iter().collect(),
            },
        };
        let mut past = Exchange {
            size: self.size,
            setup: self.setup.clone(),
            position: start,
            plies: Vec::with_capacity(self.plies.len()),
            outcome: None,
        };
        let mut views: Vec<View> = past.view(Viewer::Public).into_iter().collect();
        for (i, ply) in self.plies.iter().enumerate() {
            past.position.play(ply.mv);
            past.plies.push(ply.clone());
            let folded = self.plies.get(i + 1).is_some_and(|next| next.auto);
            if !folded {
                if i + 1 == self.plies.len() {
                    past.outcome = self.outcome.clone();
                }
                views.extend(past.view(Viewer::Public));
            }
        }
        views
    }
}
