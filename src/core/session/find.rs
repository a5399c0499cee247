//! Which game a message is about: `#N`, a reply to one of its messages,
//! `/switch`, or the only candidate; otherwise the bot asks which.

use crate::rules::{Seat, Viewer};
use crate::store::{self, seat_bit, GameRow, Status};
use crate::t;

use super::{refused, Loaded, Session, R};
use crate::core::deliver::Players;

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

    /// Whether the sender may name game `row` from this chat: a game they
    /// play, or (in a group) one of the group's games.
    fn reachable(&self, row: &GameRow) -> bool {
        row.status != Status::Aborted
            && (row.seats.contains(&Some(self.user()))
                || (!self.private() && row.chat_id == Some(self.msg.chat.id)))
    }

    /// The game of the bot message this one replies to (a board, an offer,
    /// a button's message), if the sender may name it.
    fn replied_game(&self) -> R<Option<GameRow>> {
        let Some(reply) = self.msg.reply_to else {
            return Ok(None);
        };
        let Some(id) = store::game_of_message(self.tx, self.msg.chat.id, reply)? else {
            return Ok(None);
        };
        Ok(store::game(self.tx, id)?.filter(|r| self.reachable(r)))
    }

    /// The game a command in this chat is about. `finished`: a finished game
    /// will do when nothing runs (for /board, /moves, /export).
    pub(super) fn resolve(&mut self, target: Option<i64>, finished: bool) -> R<Loaded> {
        if let Some(id) = target {
            return match store::game(self.tx, id)?.filter(|r| self.reachable(r)) {
                Some(r) => self.load(r),
                None => refused(t!("find-no-such-game", id = id)),
            };
        }
        if let Some(r) = self.replied_game()? {
            return self.load(r);
        }
        if !self.private() {
            let chat = self.msg.chat.id;
            let rows = store::group_games(self.tx, chat)?;
            let mine: Vec<GameRow> = rows
                .iter()
                .filter(|r| self.seat_of(r).is_some())
                .cloned()
                .collect();
            let pick = match (mine.as_slice(), rows.as_slice()) {
                ([one], _) | ([], [one]) => Some(one.clone()),
                ([], []) => None,
                ([], several) | (several, _) => {
                    let several = several.to_vec();
                    let list = self.game_list(&several)?;
                    return refused(t!("find-which-group", id = several[0].id, list = list));
                }
            };
            let row = match pick {
                Some(r) => Some(r),
                None if finished => store::last_group_game(self.tx, chat)?,
                None => None,
            };
            return match row {
                Some(r) => self.load(r),
                None => refused(t!("find-none-here")),
            };
        }
        let games = store::user_games(self.tx, self.user())?;
        if let Some(r) = self.pick_private(&games)? {
            return self.load(r);
        }
        if !games.is_empty() {
            let list = self.game_list(&games)?;
            return refused(t!("find-which-private", list = list));
        }
        let last = if finished {
            store::last_user_game(self.tx, self.user())?
        } else {
            None
        };
        match last {
            Some(r) => self.load(r),
            None => refused(t!("find-none-running")),
        }
    }

    /// [`Session::resolve`] for an action on a running game by one of its
    /// players: the game and the sender's seat. A finished game answers
    /// `Game #N is over: RESULT` and nothing changes.
    pub(super) fn resolve_seated(&mut self, target: Option<i64>) -> R<(Loaded, Seat)> {
        let l = self.resolve(target, true)?;
        let Some(seat) = self.seat_of(&l.row) else {
            return refused(t!("find-not-playing"));
        };
        if l.row.status == Status::Over {
            return refused(self.over_text(&l));
        }
        Ok((l, seat))
    }

    /// `Game #3 is over: 1-0, White wins by resignation.`
    pub(super) fn over_text(&self, l: &Loaded) -> String {
        match l.game.outcome() {
            Some(o) => t!(
                "find-over",
                id = l.row.id,
                result = o.result.score(),
                reason = o.reason
            ),
            None => match l.row.result.as_deref() {
                Some(result) => t!("find-over-result", id = l.row.id, result = result),
                None => t!("find-over-no-result", id = l.row.id),
            },
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

    /// The game a move typed in a private chat is for (`target`: its `#N`).
    pub(super) fn private_move_target(&mut self, target: Option<i64>) -> R<Loaded> {
        let mut games = Vec::new();
        let mut elsewhere = Vec::new();
        for row in store::user_games(self.tx, self.user())? {
            let l = self.load(row)?;
            // Group games take their moves in the group, except games with
            // private views, whose moves are secret.
            if l.row.chat_id.is_none() || l.game.private_views() {
                games.push(l);
            } else {
                elsewhere.push(l);
            }
        }
        if let Some(id) = target {
            if let Some(l) = elsewhere.iter().find(|l| l.row.id == id) {
                return refused(self.played_in_group(l)?);
            }
            return match games.into_iter().find(|l| l.row.id == id) {
                Some(l) => Ok(l),
                None => refused(t!("find-no-such-game", id = id)),
            };
        }
        if games.is_empty() {
            return match elsewhere.first() {
                Some(l) => refused(self.played_in_group(l)?),
                None => refused(t!("find-no-game-to-move")),
            };
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
        // A reply or /switch decides; else the one game waiting for this
        // player's move takes it.
        let chosen = match self
            .replied_game()?
            .filter(|r| rows.iter().any(|g| g.id == r.id))
        {
            Some(r) => Some(r),
            None => match waiting.as_slice() {
                [one] => Some(one.clone()),
                _ => self.pick_private(&rows)?,
            },
        };
        let Some(row) = chosen else {
            let list = self.game_list(&rows)?;
            return refused(t!("find-which-move-private", list = list));
        };
        match games.into_iter().find(|l| l.row.id == row.id) {
            Some(l) => Ok(l),
            None => refused(t!("find-no-game-to-move")),
        }
    }

    /// `Korpalski #3 is played in #club: send your moves there.`
    fn played_in_group(&self, l: &Loaded) -> R<String> {
        let game = format!("{} #{}", l.kind.title(), l.row.id);
        let place = match l.row.chat_id {
            Some(chat) => store::chat(self.tx, chat)?.map(|(_, title)| title),
            None => None,
        };
        Ok(match place {
            Some(place) => t!("find-played-in", game = game, place = place),
            None => t!("find-played-in-its-group", game = game),
        })
    }

    /// The game a plain message in a group is a move for, if it is one:
    /// only a player seated in a game of the group whose notation the text
    /// looks like gets an answer; everything else is conversation (`None`).
    pub(super) fn group_move_target(
        &mut self,
        target: Option<i64>,
        text: &str,
    ) -> R<Option<Loaded>> {
        let mut mine = Vec::new();
        for row in store::group_games(self.tx, self.msg.chat.id)? {
            if self.seat_of(&row).is_some() {
                let l = self.load(row)?;
                if (l.kind.looks_like_move)(text) {
                    mine.push(l);
                }
            }
        }
        if mine.is_empty() {
            // A player of a game that ended here who types a move is told.
            if let Some(last) = store::last_group_game(self.tx, self.msg.chat.id)? {
                if last.status == Status::Over
                    && self.seat_of(&last).is_some()
                    && target.is_none_or(|t| t == last.id)
                {
                    let l = self.load(last)?;
                    if (l.kind.looks_like_move)(text) {
                        return refused(format!(
                            "{} {}",
                            self.over_text(&l),
                            t!("find-start-another")
                        ));
                    }
                }
            }
            return Ok(None);
        }
        if let Some(id) = target {
            return match mine.into_iter().find(|l| l.row.id == id) {
                Some(l) => Ok(Some(l)),
                None => refused(t!("find-not-in-game", id = id)),
            };
        }
        if let Some(r) = self.replied_game()? {
            if let Some(i) = mine.iter().position(|l| l.row.id == r.id) {
                return Ok(Some(mine.swap_remove(i)));
            }
        }
        let waiting: Vec<usize> = (0..mine.len())
            .filter(|&i| {
                let l = &mine[i];
                l.row.status == Status::Active
                    && l.game
                        .to_move()
                        .is_some_and(|s| Some(s) == self.seat_of(&l.row))
                    && l.row.left_seats & seat_bit(self.seat_of(&l.row).map_or(0, Seat::index)) == 0
            })
            .collect();
        match waiting.as_slice() {
            [i] => Ok(Some(mine.swap_remove(*i))),
            [] if mine.len() == 1 => Ok(mine.pop()),
            [] => {
                let rows: Vec<GameRow> = mine.iter().map(|l| l.row.clone()).collect();
                let list = self.game_list(&rows)?;
                refused(t!("find-not-your-move-anywhere", list = list))
            }
            several => {
                let rows: Vec<GameRow> = several.iter().map(|&i| mine[i].row.clone()).collect();
                let list = self.game_list(&rows)?;
                refused(t!(
                    "find-which-move-group",
                    list = list,
                    example = format!("#{} {text}", rows[0].id)
                ))
            }
        }
    }

    /// The opponent of the sender in a game, by name (`…` if none yet).
    pub(super) fn opponent_name(&self, l: &Loaded, seat: Seat) -> R<String> {
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        Ok(players.name(seat.other()))
    }
}
