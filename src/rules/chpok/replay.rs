//! The replay of a game ([`Game::replay`]): the board phase from its
//! start, rebuilt by performing the recorded plies again. The bidding has
//! no board and no frame.

use super::board_phase::Action;
use super::*;

impl Chpok {
    /// See [`Game::replay`]: the board the board phase began with, then the
    /// board after each ply of a player (automatic passes get no frame),
    /// with the points as they stood. The clocks line is left out: the
    /// record does not keep the clocks of past moves.
    pub(super) fn replay_views(&self) -> Vec<View> {
        let Some(now) = &self.board else {
            return Vec::new();
        };
        let mut b = now.clone();
        b.replay(0);
        let mut past = self.clone();
        past.outcome = None;
        let mut views = vec![frame(&past, &b)];
        for (i, ply) in now.plies.iter().enumerate() {
            b.perform(ply.action, ply.text.clone());
            if ply.action != Action::AutoPass {
                if i + 1 == now.plies.len() {
                    past.outcome = self.outcome.clone();
                }
                views.push(frame(&past, &b));
            }
        }
        views
    }
}

/// `game`'s public picture of board phase `b`, without the clocks line.
fn frame(game: &Chpok, b: &BoardPhase) -> View {
    let mut view = game.board_view(b, Viewer::Public);
    view.lines.truncate(1);
    view
}
