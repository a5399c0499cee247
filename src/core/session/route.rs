//! Which game a plain message is a move for, by one rule in groups and in
//! private chats (`specs/chat.md`, *Quiet on conversation*): a text that
//! looks like a move in exactly one of the sender's games here goes there;
//! `#N`, a reply to a game's board or (in private) `/switch` choose among
//! several; a text that looks like a move in none is conversation (no answer
//! in a group, one short line in private). A game that ended a moment ago
//! still answers its players' moves (*Finished is finished*).

use crate::i18n::Text;
use crate::rules::{self, Seat};
use crate::store::{self, seat_bit, GameRow, Status};
use crate::text;

use super::{refused, Loaded, Session, R};
use crate::message::{Content, Occupant};

/// How long after its end a game still answers its former players' plain
/// moves with `Game #N is over`; later, their chat is conversation again.
const ENDED_ANSWERS_MS: i64 = 10 * 60 * 1000;

/// The game a move goes to, and whether the sender has several games here
/// (then answers about it name the game).
pub(super) struct Route {
    pub game: Loaded,
    pub several: bool,
}

impl Session<'_> {
    /// The game a plain message is a move for, or `None` for conversation
    /// in a group (no answer). `target` is the move's `#N`.
    pub(super) fn move_target(&mut self, target: Option<i64>, text: &str) -> R<Option<Route>> {
        // A button's text comes from the bot: a move, whatever its shape.
        let pressed = matches!(self.msg.content, Content::Button { .. });
        let (mut here, elsewhere) = self.games_here()?;
        let several = here.len() > 1;
        let route = |game: Loaded| -> R<Option<Route>> { Ok(Some(Route { game, several })) };
        // In private a move followed by words (`K@e4 please`) still finds
        // its game, which then says what is wrong with the words.
        let private = self.private();
        let shaped = |l: &Loaded| {
            pressed || (l.kind.looks_like_move)(text) || (private && starts_like_move(l, text))
        };
        if let Some(id) = target {
            if let Some(i) = here.iter().position(|l| l.row.id == id) {
                if self.private() || shaped(&here[i]) {
                    return route(here.swap_remove(i));
                }
                return Ok(None); // `#2 hello` in a group is talk
            }
            if let Some(l) = elsewhere.iter().find(|l| l.row.id == id) {
                return refused(self.played_in_group(l)?);
            }
            if let Some(row) = store::game(self.tx, id)?.filter(|r| self.ended_here(r)) {
                let l = self.load(row)?;
                if self.private() || shaped(&l) {
                    return refused(self.over_text(&l));
                }
                return Ok(None);
            }
            if self.private() {
                return refused(text!("find-no-such-game", id = id));
            }
            if here.iter().any(shaped) {
                return refused(text!("find-not-in-game", id = id));
            }
            return Ok(None);
        }
        if let Some(reply) = self.replied_row()? {
            if let Some(i) = here.iter().position(|l| l.row.id == reply.id) {
                if shaped(&here[i]) {
                    return route(here.swap_remove(i));
                }
            } else if self.ended_here(&reply) {
                let l = self.load(reply)?;
                if shaped(&l) {
                    return refused(self.over_text(&l));
                }
            }
        }
        let running_here = here.iter().any(|l| l.row.status == Status::Active);
        let (mut fits, others): (Vec<Loaded>, Vec<Loaded>) = here.into_iter().partition(shaped);
        if fits.len() == 1 {
            return route(fits.remove(0));
        }
        if fits.is_empty() {
            if let Some(l) = elsewhere.iter().find(|l| shaped(l)) {
                return refused(self.played_in_group(l)?);
            }
            if !running_here {
                if let Some(l) = self.just_ended(text)? {
                    return refused(Text::join(
                        [self.over_text(&l), text!("find-start-another")],
                        " ",
                    ));
                }
            }
            if !self.private() {
                return Ok(None); // conversation
            }
            return match (others.as_slice(), elsewhere.first()) {
                ([], Some(l)) => refused(self.played_in_group(l)?),
                ([], None) => refused(text!("find-no-game-to-move")),
                (games, _) => refused(self.not_a_move(games, text)?),
            };
        }
        // Several games take this shape: the one waiting for the sender's
        // move, else the one chosen with /switch (in private), else ask.
        let waiting: Vec<usize> = (0..fits.len())
            .filter(|&i| self.waits_for_sender(&fits[i]))
            .collect();
        if let [i] = waiting.as_slice() {
            return route(fits.swap_remove(*i));
        }
        let among: Vec<usize> = if waiting.is_empty() {
            (0..fits.len()).collect()
        } else {
            waiting.clone()
        };
        if self.private() {
            if let Some(id) = store::current_game(self.tx, self.user())? {
                if let Some(&i) = among.iter().find(|&&i| fits[i].row.id == id) {
                    return route(fits.swap_remove(i));
                }
            }
        }
        let rows: Vec<GameRow> = among.iter().map(|&i| fits[i].row.clone()).collect();
        let list = self.game_list(&rows)?;
        match (waiting.is_empty(), self.private()) {
            (true, _) => refused(text!("find-not-your-move-anywhere", list = list)),
            (false, true) => refused(text!("find-which-move-private", list = list)),
            (false, false) => refused(text!(
                "find-which-move-group",
                list = list,
                example = format!("#{} {text}", rows[0].id)
            )),
        }
    }

    /// The sender's open and running games that take moves in this chat
    /// (a group's games there; in private, games played from private chats
    /// and games with private views), and, in private, their group games
    /// (whose moves go to the group).
    fn games_here(&mut self) -> R<(Vec<Loaded>, Vec<Loaded>)> {
        let rows = if self.private() {
            store::user_games(self.tx, self.user())?
        } else {
            store::group_games(self.tx, self.msg.chat.id)?
        };
        let mut here = Vec::new();
        let mut elsewhere = Vec::new();
        for row in rows {
            if self.seat_of(&row).is_none() {
                continue;
            }
            let l = self.load(row)?;
            if self.private() && l.row.chat_id.is_some() && !l.game.private_views() {
                elsewhere.push(l);
            } else {
                here.push(l);
            }
        }
        Ok((here, elsewhere))
    }

    /// The game of the bot message this one replies to, whatever its state.
    fn replied_row(&self) -> R<Option<GameRow>> {
        let Some(reply) = self.msg.reply_to else {
            return Ok(None);
        };
        match store::game_of_message(self.tx, self.msg.chat.id, reply)? {
            Some(id) => Ok(store::game(self.tx, id)?),
            None => Ok(None),
        }
    }

    /// Whether `row` is a game of the sender that ended and took its moves
    /// in this chat.
    fn ended_here(&mut self, row: &GameRow) -> bool {
        if !matches!(row.status, Status::Over | Status::Aborted) || self.seat_of(row).is_none() {
            return false;
        }
        if !self.private() {
            return row.chat_id == Some(self.msg.chat.id);
        }
        row.chat_id.is_none() || self.games.load(row).is_ok_and(|game| game.private_views())
    }

    /// The sender's game here that ended less than ten minutes ago and
    /// whose notation `text` looks like: it answers `Game #N is over`.
    fn just_ended(&mut self, text: &str) -> R<Option<Loaded>> {
        let group = (!self.private()).then_some(self.msg.chat.id);
        let Some(row) = store::last_ended_game(self.tx, self.user(), group)? else {
            return Ok(None);
        };
        if row.updated_ms + ENDED_ANSWERS_MS < self.now || !self.ended_here(&row) {
            return Ok(None);
        }
        let l = self.load(row)?;
        Ok((l.kind.looks_like_move)(text).then_some(l))
    }

    /// Whether game `l` waits for the sender's move (and they may still
    /// play it).
    fn waits_for_sender(&self, l: &Loaded) -> bool {
        let Some(seat) = self.seat_of(&l.row) else {
            return false;
        };
        l.row.status == Status::Active
            && l.game.to_move() == Some(seat)
            && l.row.left_seats & seat_bit(seat.index()) == 0
    }

    /// The one short line for a private message that is a move in none of
    /// the sender's `games`: what it is not, and where talk goes.
    pub(super) fn not_a_move(&mut self, games: &[Loaded], text: &str) -> R<Text> {
        let shown = rules::shorten(text);
        let [l] = games else {
            let say = games.iter().any(|l| self.talks_with_say(l));
            return Ok(Text::join(
                [
                    text!("find-not-a-move-anywhere", text = shown),
                    text!(if say { "find-say-or-help" } else { "find-help" }),
                ],
                " ",
            ));
        };
        let game = format!("{} #{}", l.kind.title(), l.row.id);
        let seat = self.seat_of(&l.row).unwrap_or(Seat::White);
        let opponent = l.row.seats[seat.other().index()];
        let hint = if l.game.private_views() && l.row.status == Status::Active {
            text!("play-no-talk-kriegspiel")
        } else if opponent.is_some_and(|u| Occupant::of(u).is_computer()) {
            text!(
                "find-bot-does-not-chat",
                bot = crate::core::BOT_NAME,
                name = l.kind.name
            )
        } else if self.talks_with_say(l) {
            text!(
                "play-say-hint",
                opponent = self.opponent_name(l, seat)?,
                text = shown.clone()
            )
        } else {
            text!("find-help-game", name = l.kind.name)
        };
        Ok(Text::join(
            [text!("find-not-a-move-in", text = shown, game = game), hint],
            " ",
        ))
    }

    /// Whether the sender may talk to the opponent of `l` with `/say`: a
    /// person sits opposite, in a game without a group of its own.
    fn talks_with_say(&self, l: &Loaded) -> bool {
        let Some(seat) = self.seat_of(&l.row) else {
            return false;
        };
        let opponent = l.row.seats[seat.other().index()];
        opponent.is_some_and(|u| !Occupant::of(u).is_computer())
            && (l.row.chat_id.is_none() || l.game.private_views())
            && !(l.game.private_views() && l.row.status == Status::Active)
    }
}

/// Whether `text`, or its first word, has the shape of a move in `l`'s game.
pub(super) fn starts_like_move(l: &Loaded, text: &str) -> bool {
    (l.kind.looks_like_move)(text)
        || text
            .split_whitespace()
            .next()
            .is_some_and(|w| (l.kind.looks_like_move)(w))
}
