//! The replay of a game ([`Game::replay`]): the referee's board from the
//! start, after each legal move. Everything is shown, so the core asks for
//! it only once the game is over.

use super::*;

impl Kriegspiel {
    /// See [`Game::replay`]: the full board after each move, the move and
    /// a checked king marked, as the public sees the board after the end.
    pub(super) fn replay_views(&self) -> Vec<View> {
        let mut game = ChessGame::new(self.game.start().clone());
        let mut views = Vec::with_capacity(self.game.history().len() + 1);
        views.push(frame(game.position(), None));
        for &mv in self.game.history() {
            if game.play(mv).is_err() {
                // The history holds only moves that were legal.
                break;
            }
            views.push(frame(game.position(), Some(mv)));
        }
        views
    }
}

/// The whole board of `pos`, `last` highlighted, a checked king marked.
fn frame(pos: &Position, last: Option<Move>) -> View {
    let mut view = pos.view_with(|_, _| true);
    if let Some(m) = last {
        view.last_move = vec![(m.from.file(), m.from.rank()), (m.to.file(), m.to.rank())];
    }
    if pos.in_check() {
        view.check = pos
            .kings(pos.side_to_move())
            .iter()
            .map(|k| (k.file(), k.rank()))
            .collect();
    }
    view
}
