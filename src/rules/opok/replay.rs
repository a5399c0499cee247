//! The replay of a game ([`Game::replay`]) and the squares a move just
//! emptied by capturing. Positions are found by taking the moves back from
//! the current board (each ply records what it captured), so set-up games
//! replay too.

use super::*;

impl Opok {
    /// See [`Game::replay`]: the board before the first ply, then after
    /// each move (passes change nothing and get no frame of their own).
    /// Each frame is the picture the game showed then; the last is the
    /// current one.
    pub(super) fn replay_views(&self) -> Vec<View> {
        // boards[i]: the board before ply i; boards[len]: now.
        let mut boards = vec![self.board.clone()];
        for (i, ply) in self.plies.iter().enumerate().rev() {
            let mut b = boards.last().cloned().unwrap_or_else(|| self.board.clone());
            if let Ply::Move {
                from,
                count,
                to,
                captured,
            } = ply
            {
                let mover = Seat::from_index(i % 2);
                let (from, to) = (usize::from(*from), usize::from(*to));
                let left = b.get(from).map_or(0, |s| s.height);
                b.set(to, None);
                b.set(
                    from,
                    Some(Stack {
                        owner: mover,
                        height: left + count,
                    }),
                );
                for c in captured {
                    b.set(
                        usize::from(c.square),
                        Some(Stack {
                            owner: mover.other(),
                            height: c.height,
                        }),
                    );
                }
            }
            boards.push(b);
        }
        boards.reverse();
        let mut past = Opok {
            board: boards[0].clone(),
            plies: Vec::with_capacity(self.plies.len()),
            outcome: None,
        };
        let mut views: Vec<View> = past.view(Viewer::Public).into_iter().collect();
        for (i, ply) in self.plies.iter().enumerate() {
            past.plies.push(ply.clone());
            past.board = boards[i + 1].clone();
            if matches!(ply, Ply::Move { .. }) {
                if i + 1 == self.plies.len() {
                    past.outcome = self.outcome.clone();
                }
                views.extend(past.view(Viewer::Public));
            }
        }
        // The outcome changes nothing in the picture: the last frame is the
        // current one even when passes followed the last move.
        if let (Some(last), Some(now)) = (views.last_mut(), self.view(Viewer::Public)) {
            *last = now;
        }
        views
    }

    /// The squares where the last move captured checkers (shown until the
    /// next move), as (file, rank).
    pub(super) fn captured_marks(&self) -> Vec<(u8, u8)> {
        match self
            .plies
            .iter()
            .rev()
            .find(|p| matches!(p, Ply::Move { .. }))
        {
            Some(Ply::Move { captured, .. }) => captured
                .iter()
                .map(|c| self.board.coords(usize::from(c.square)))
                .collect(),
            _ => Vec::new(),
        }
    }
}
