//! Which game a message is about: `#N`, a reply to a board, `/switch`, or
//! the only candidate.

use crate::rules::{Seat, Viewer};
use crate::store::{self, GameRow, Status};

use super::{refused, Loaded, Session, R};

impl Session<'_> {
    pub(super) fn load(&mut self, row: GameRow) -> R<Loaded> {
        let game = self.games.load(&row)?;
        let kind = self.games.kind_of(&row)?;
        Ok(Loaded { row, game, kind })
    }

    pub(super) fn seat_of(&self, row: &GameRow) -> Option<Seat> {
        [Seat::White, Seat::Black]
            .into_iter()
            .find(|s| row.seats[s.index()] == Some(self.user()))
    }

    /// As whom the sender looks at a game here: a player in their private
    /// chat sees their own view, everyone else the public one.
    pub(super) fn viewer(&self, row: &GameRow) -> Viewer {
        match self.seat_of(row) {
            Some(seat) if self.private() => Viewer::Seat(seat),
            _ => Viewer::Public,
        }
    }

    /// The game a command in this chat is about. `finished`: a finished game
    /// will do when nothing runs (for /board, /moves, /export).
    pub(super) fn resolve(&mut self, target: Option<i64>, finished: bool) -> R<Loaded> {
        if let Some(id) = target {
            let row = store::game(self.tx, id)?.filter(|r| {
                r.status != Status::Aborted
                    && (r.seats.contains(&Some(self.user()))
                        || (!self.private() && r.chat_id == Some(self.msg.chat.id)))
            });
            return match row {
                Some(r) => self.load(r),
                None => refused(format!(
                    "There is no game #{id} of yours here. /games lists yours."
                )),
            };
        }
        if !self.private() {
            let chat = self.msg.chat.id;
            let row = match store::group_games(self.tx, chat)?.pop() {
                Some(r) => Some(r),
                None if finished => store::last_group_game(self.tx, chat)?,
                None => None,
            };
            return match row {
                Some(r) => self.load(r),
                None => refused("No game is running in this chat. Start one with /new GAME."),
            };
        }
        let games = store::user_games(self.tx, self.user())?;
        if let Some(r) = self.pick_private(&games)? {
            return self.load(r);
        }
        if !games.is_empty() {
            let list = self.game_list(&games)?;
            return refused(format!(
                "Which game? You have several:\n{list}\nReply to its board, add #N, or choose one with /switch N."
            ));
        }
        let last = if finished {
            store::last_user_game(self.tx, self.user())?
        } else {
            None
        };
        match last {
            Some(r) => self.load(r),
            None => refused("You have no game running. Start one with /new GAME."),
        }
    }

    /// Among a user's games: the one a reply points to, the one chosen with
    /// /switch, or the only one.
    pub(super) fn pick_private(&self, games: &[GameRow]) -> R<Option<GameRow>> {
        if let Some(reply) = self.msg.reply_to {
            if let Some(id) = store::game_of_message(self.tx, self.msg.chat.id, reply)? {
                if let Some(g) = games.iter().find(|g| g.id == id) {
                    return Ok(Some(g.clone()));
                }
            }
        }
        if let Some(id) = store::current_game(self.tx, self.user())? {
            if let Some(g) = games.iter().find(|g| g.id == id) {
                return Ok(Some(g.clone()));
            }
        }
        Ok(match games {
            [one] => Some(one.clone()),
            _ => None,
        })
    }

    /// The game a move typed in a private chat is for.
    pub(super) fn private_move_target(&mut self) -> R<Loaded> {
        let mut games = Vec::new();
        for row in store::user_games(self.tx, self.user())? {
            let l = self.load(row)?;
            // Group games take their moves in the group, except games with
            // private views, whose moves are secret.
            if l.row.chat_id.is_none() || l.game.private_views() {
                games.push(l);
            }
        }
        if games.is_empty() {
            return refused(
                "You have no game to move in here. Start one with /new GAME, or /help.",
            );
        }
        let rows: Vec<GameRow> = games.iter().map(|l| l.row.clone()).collect();
        let waiting: Vec<GameRow> = games
            .iter()
            .filter(|l| {
                l.row.status == Status::Active
                    && l.game
                        .to_move()
                        .is_some_and(|s| Some(s) == self.seat_of(&l.row))
            })
            .map(|l| l.row.clone())
            .collect();
        // The one game waiting for this player's move takes it; with several,
        // a reply or /switch decides.
        let chosen = match waiting.as_slice() {
            [one] => Some(one.clone()),
            _ => self.pick_private(&rows)?,
        };
        let Some(row) = chosen else {
            let list = self.game_list(&rows)?;
            return refused(format!(
                "Which game is this move for? You have several:\n{list}\nReply to its board, or choose one with /switch N."
            ));
        };
        match games.into_iter().find(|l| l.row.id == row.id) {
            Some(l) if l.row.status == Status::Open => refused(format!(
                "Game #{} is still waiting for a second player.",
                l.row.id
            )),
            Some(l) => Ok(l),
            None => {
                refused("You have no game to move in here. Start one with /new GAME, or /help.")
            }
        }
    }
}
