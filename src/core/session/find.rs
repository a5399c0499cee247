//! Which game a message is about: `#N`, a reply to one of its messages,
//! `/switch`, or the only candidate; otherwise the bot asks which.

use crate::i18n::Text;
use crate::rules::{Seat, Viewer};
use crate::store::{self, GameRow, Status};
use crate::text;

use super::{refused, Loaded, Session, R};
use crate::core::deliver::Players;

impl Session<'_> {
    pub(super) fn load(&mut self, row: GameRow) -> R<Loaded> {
        // Every change to a stored game goes through here.
        self.note_bot_game(&row);
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

    /// The game a command in this chat is about; a finished game will do
    /// when nothing runs. `own`: the sender acts as a player (/resign,
    /// /draw, /abort…), so in a group only their own games count: those
    /// running, else the one they finished last; a game of others is named
    /// in the refusal. Otherwise (/board, /moves, /export) any game of the
    /// group will do.
    pub(super) fn resolve(&mut self, target: Option<i64>, own: bool) -> R<Loaded> {
        if let Some(id) = target {
            return match store::game(self.tx, id)?.filter(|r| self.reachable(r)) {
                Some(r) => self.load(r),
                None => refused(text!("find-no-such-game", id = id)),
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
            if own && mine.is_empty() {
                return self.own_ended_here(&rows);
            }
            let pick = match (mine.as_slice(), rows.as_slice()) {
                ([one], _) | ([], [one]) => Some(one.clone()),
                ([], []) => None,
                ([], several) | (several, _) => {
                    let several = several.to_vec();
                    let list = self.game_list(&several)?;
                    return refused(text!("find-which-group", id = several[0].id, list = list));
                }
            };
            let row = match pick {
                Some(r) => Some(r),
                None => store::last_group_game(self.tx, chat)?,
            };
            return match row {
                Some(r) => self.load(r),
                None => refused(text!("find-none-here")),
            };
        }
        let games = store::user_games(self.tx, self.user())?;
        if let Some(r) = self.pick_private(&games)? {
            return self.load(r);
        }
        if !games.is_empty() {
            let list = self.game_list(&games)?;
            return refused(text!("find-which-private", list = list));
        }
        match store::last_user_game(self.tx, self.user())? {
            Some(r) => self.load(r),
            None => refused(text!("find-none-running")),
        }
    }

    /// [`Session::resolve`] for an action on a running game by one of its
    /// players: the game and the sender's seat. A finished game answers
    /// `Game #N is over: RESULT` and nothing changes.
    pub(super) fn resolve_seated(&mut self, target: Option<i64>) -> R<(Loaded, Seat)> {
        let l = self.resolve(target, true)?;
        let Some(seat) = self.seat_of(&l.row) else {
            return refused(self.not_playing(&l));
        };
        if matches!(l.row.status, Status::Over | Status::Aborted) {
            return refused(self.over_text(&l));
        }
        Ok((l, seat))
    }

    /// An action in a group by someone who plays no game there now: about
    /// the game they finished last here, else a refusal naming the game
    /// that runs (`running`: the group's games).
    fn own_ended_here(&mut self, running: &[GameRow]) -> R<Loaded> {
        let chat = self.msg.chat.id;
        if let Some(row) = store::last_ended_game(self.tx, self.user(), Some(chat))? {
            return self.load(row);
        }
        match running {
            [] => refused(text!("find-none-here")),
            [one] => {
                let l = self.load(one.clone())?;
                refused(self.not_playing(&l))
            }
            several => {
                let list = self.game_list(several)?;
                refused(text!("find-not-playing-here", list = list))
            }
        }
    }

    /// `You are not playing in Opok #2.`
    pub(super) fn not_playing(&self, l: &Loaded) -> Text {
        text!(
            "find-not-playing-in",
            game = format!("{} #{}", l.kind.title(), l.row.id)
        )
    }

    /// `Game #3 is over: 1-0, White wins by resignation.` (`Game #3 was
    /// aborted.`)
    pub(super) fn over_text(&self, l: &Loaded) -> Text {
        if l.row.status == Status::Aborted {
            return text!("play-aborted", id = l.row.id);
        }
        match l.game.outcome() {
            Some(o) => text!(
                "find-over",
                id = l.row.id,
                result = o.result.score(),
                reason = o.reason
            ),
            None => match l.row.result {
                Some(result) => text!("find-over-result", id = l.row.id, result = result.score()),
                None => text!("find-over-no-result", id = l.row.id),
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

    /// `Korpalski #3 is played in #club: send your moves there.`
    pub(super) fn played_in_group(&self, l: &Loaded) -> R<Text> {
        let game = format!("{} #{}", l.kind.title(), l.row.id);
        let place = match l.row.chat_id {
            Some(chat) => store::chat(self.tx, chat)?.map(|(_, title)| title),
            None => None,
        };
        Ok(match place {
            Some(place) => text!("find-played-in", game = game, place = place),
            None => text!("find-played-in-its-group", game = game),
        })
    }

    /// The opponent of the sender in a game, by name (`…` if none yet).
    pub(super) fn opponent_name(&self, l: &Loaded, seat: Seat) -> R<String> {
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        Ok(players.name(seat.other()))
    }
}
