//! New games, joining them, invitations and the private chats that games
//! with private views need.

use crate::i18n::Text;
use crate::text;
use rand::Rng;

use crate::message::{Button, Outgoing};
use crate::rules::{self, Seat, Viewer};
use crate::store::{self, seat_bit, GameRow, Status};

use super::timers::OPEN_FOR_MS;
use super::{refused, Loaded, Session, OPEN_LINK, R};
use crate::core::commands::{Colour, NewGame, Opponent};
use crate::core::deliver::{self, Players};

impl Session<'_> {
    pub(super) fn new_game(&mut self, new: NewGame) -> R<()> {
        let NewGame {
            kind,
            colour,
            days,
            rated,
            opponent,
            settings,
        } = new;
        let group = (!self.private()).then_some(self.msg.chat.id);
        if let Some(chat) = group {
            // Several games may run in a group, but a user has at most one
            // waiting for a player there.
            let open = store::group_games(self.tx, chat)?
                .into_iter()
                .find(|r| r.status == Status::Open && r.creator == self.user());
            if let Some(open) = open {
                return refused(text!("new-one-open-already", id = open.id));
            }
        }
        let mut ctx = self.ctx();
        let game = match (kind.create)(&settings, &mut ctx) {
            Ok(g) => g,
            Err(r) => {
                return refused(super::rules_refusal(r));
            }
        };
        let seat = match colour {
            Colour::White => Seat::White,
            Colour::Black => Seat::Black,
            Colour::Random => Seat::from_index(self.rng.random_range(0..2)),
        };
        let vs_bot = matches!(opponent, Opponent::Computer { .. });
        let mut seats = [None, None];
        seats[seat.index()] = Some(self.user());
        let invite = match (group, vs_bot) {
            (Some(_), _) | (None, true) => None,
            (None, false) => Some(self.invite_code()?),
        };
        let state = game.save()?.to_string();
        let mut row = GameRow::new(kind.name, group, self.user(), state, self.now);
        row.seats = seats;
        row.invite = invite.clone();
        row.days = days;
        // A game nobody joins closes itself.
        row.limit_ms = Some(self.now + OPEN_FOR_MS);
        row.id = store::insert_game(self.tx, &row)?;
        if let Some(chat) = group {
            // The first game's creator gives a group its language.
            store::set_chat_lang(self.tx, chat, self.lang, true)?;
        }
        if !rated || vs_bot {
            store::ratings::set_rated(self.tx, row.id, false)?;
        }
        self.games.put(row.id, &row.state, &*game);
        if let Opponent::Computer { level } = opponent {
            return self.seat_bot(row, level);
        }
        let players = Players::load(self.tx, &row, &*game)?;
        // Whole sentences after the first, each led by a space.
        let mut clock = String::new();
        if let Some(d) = days {
            clock.push(' ');
            clock.push_str(&text!("new-days-per-move", d = d));
        }
        if let Some(note) = game.opening_note() {
            clock.push(' ');
            clock.push_str(&note);
        }
        if !rated {
            clock.push(' ');
            clock.push_str(&text!("new-friendly"));
        }
        match invite {
            None => {
                let text = text!(
                    "new-waiting",
                    game = format!("{} #{}", kind.title(), row.id),
                    players = players.versus(),
                    more = clock
                );
                let join = Button::new(text!("button-join"), format!("/join #{}", row.id));
                let open = Outgoing::text(self.msg.chat.id, text)
                    .with_buttons(vec![vec![join]])
                    .about(row.id)
                    .mentioning(players.mentions());
                self.out.push(open);
            }
            Some(code) => {
                let link = format!("https://t.me/{}?start={code}", self.config.bot_username);
                self.reply(text!(
                    "new-created",
                    game = format!("{} #{}", kind.title(), row.id),
                    seat = deliver::seat_word(game.seat_name(seat)),
                    more = clock,
                    link = link,
                    code = code
                ));
            }
        }
        Ok(())
    }

    /// The computer opponent takes the free seat of the new game `row`
    /// at once; the game starts.
    fn seat_bot(&mut self, row: GameRow, level: u8) -> R<()> {
        let bot = crate::core::bot_user(level);
        store::upsert_user(self.tx, bot, crate::core::BOT_NAME)?;
        // It needs no private chat (it reads none), so games with private
        // views never wait for it.
        store::set_private_ok(self.tx, bot)?;
        let (l, free, players) = self.take_free_seat(row, bot)?;
        self.note_bot_game(&l.row);
        let lead = text!(
            "new-bot-plays",
            game = format!("{} #{}", l.kind.title(), l.row.id),
            bot = crate::core::BOT_NAME,
            level = level,
            seat = deliver::seat_word(l.game.seat_name(free)),
            players = players.versus()
        );
        self.announce_start(&l, &players, lead);
        self.ask_for_private_chat(&l)?;
        Ok(())
    }

    /// Seats `user` in the free seat of an open game and starts it (the
    /// game's `begin`, its deadlines, the row and the cache): the game, the
    /// seat taken and the players as they now stand.
    fn take_free_seat(&mut self, row: GameRow, user: i64) -> R<(Loaded, Seat, Players)> {
        let mut l = self.load(row)?;
        let Some(free) = [Seat::White, Seat::Black]
            .into_iter()
            .find(|s| l.row.seats[s.index()].is_none())
        else {
            return refused(text!("join-both-taken"));
        };
        l.row.seats[free.index()] = Some(user);
        l.row.status = Status::Active;
        l.row.updated_ms = self.now;
        let mut ctx = self.ctx();
        l.game.begin(&mut ctx);
        l.row.state = l.game.save()?.to_string();
        self.schedule(&mut l);
        store::update_game(self.tx, &l.row)?;
        self.games.put(l.row.id, &l.row.state, &*l.game);
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        Ok((l, free, players))
    }

    /// The first board of a game that has just started, after `lead`, to
    /// every chat that follows the game.
    fn announce_start(&mut self, l: &Loaded, players: &Players, lead: Text) {
        let lead = [lead];
        let event = deliver::Event {
            notes: &[],
            board: true,
            lead: &lead,
            after: &[],
            actor: None,
        };
        let out = deliver::announce(
            &l.row,
            &*l.game,
            players,
            &event,
            self.config.pictures,
            self.now,
        );
        self.out.extend(out);
    }

    /// An invite code nobody can guess: 10 characters from 32 (50 bits).
    pub(super) fn invite_code(&mut self) -> R<String> {
        const ALPHABET: &[u8] = b"abcdefghijkmnpqrstuvwxyz23456789";
        loop {
            let code: String = (0..10)
                .map(|_| ALPHABET[self.rng.random_range(0..ALPHABET.len())] as char)
                .collect();
            if store::game_by_invite(self.tx, &code)?.is_none() {
                return Ok(code);
            }
        }
    }

    pub(super) fn join(&mut self, code: Option<String>, target: Option<i64>) -> R<()> {
        let row = match (&code, target, self.private()) {
            (Some(code), _, _) => match store::game_by_invite(self.tx, code)? {
                // A private game is joined from the joiner's private chat,
                // where it is played: the group hears nothing of it.
                Some(r) if !self.private() && r.chat_id.is_none() => {
                    return self.join_privately(code);
                }
                Some(r) => r,
                None => {
                    return refused(text!("join-no-such-code", code = rules::shorten(code)));
                }
            },
            (None, Some(id), _) => match store::game(self.tx, id)?
                .filter(|r| r.chat_id.is_some() && r.chat_id == Some(self.msg.chat.id))
            {
                Some(r) => r,
                None => return refused(text!("join-no-such-game", id = id)),
            },
            (None, None, true) => {
                return refused(text!("join-usage"));
            }
            (None, None, false) => {
                let open: Vec<GameRow> = store::group_games(self.tx, self.msg.chat.id)?
                    .into_iter()
                    .filter(|r| r.status == Status::Open && !r.seats.contains(&Some(self.user())))
                    .collect();
                match open.as_slice() {
                    [one] => one.clone(),
                    [] => {
                        let own = store::group_games(self.tx, self.msg.chat.id)?
                            .into_iter()
                            .find(|r| r.status == Status::Open && r.creator == self.user());
                        return refused(match own {
                            Some(r) => text!("join-own-game", id = r.id),
                            None => text!("join-none-waiting"),
                        });
                    }
                    several => {
                        let several = several.to_vec();
                        let list = self.game_list(&several)?;
                        return refused(text!("join-which", list = list));
                    }
                }
            }
        };
        if row.seats.contains(&Some(self.user())) {
            if row.status == Status::Open && row.chat_id.is_some() {
                return refused(text!("join-own-game", id = row.id));
            }
            return refused(text!("join-already", id = row.id));
        }
        if row.status != Status::Open {
            return refused(text!("join-full", id = row.id));
        }
        let (l, free, players) = self.take_free_seat(row, self.user())?;
        let lead = text!(
            "join-joins",
            game = format!("{} #{}", l.kind.title(), l.row.id),
            player = players.name(free),
            seat = deliver::seat_word(l.game.seat_name(free)),
            players = self.versus_with_ratings(&l.row, &players)?
        );
        self.announce_start(&l, &players, lead);
        self.ask_for_private_chat(&l)?;
        Ok(())
    }

    /// A private game's invite code typed in a group: refused there, with a
    /// button that opens the private chat and joins from it.
    fn join_privately(&mut self, code: &str) -> R<()> {
        let text = Text::plain(&self.msg.user.name)
            .and_plain(": ")
            .and(&text!("join-in-private", code = rules::shorten(code)));
        let link = format!(
            "https://t.me/{}?start={}",
            self.config.bot_username,
            code.trim().to_lowercase()
        );
        let button = Button::link(text!("button-join-privately"), link);
        let m = Outgoing::text(self.msg.chat.id, text)
            .with_buttons(vec![vec![button]])
            .mentioning(self.sender_mention());
        self.out.push(m);
        Ok(())
    }

    /// The deep link that opens the sender's private chat with the bot.
    pub(super) fn open_private_button(&self) -> Button {
        let link = format!(
            "https://t.me/{}?start={OPEN_LINK}",
            self.config.bot_username
        );
        Button::link(text!("button-open-private"), link)
    }

    /// A move of a game with private views typed in its group: never
    /// played or repeated there. The player hears once per game where moves
    /// go, with a button that opens the private chat; later ones get no
    /// answer (a group is for talk).
    pub(super) fn attempt_in_group(&mut self, l: &Loaded) -> R<()> {
        const TOLD: &str = "(a move typed in the group)";
        if store::has_action(self.tx, l.row.id, self.user(), TOLD)? {
            return Ok(());
        }
        store::log_action(self.tx, l.row.id, self.user(), TOLD, self.now)?;
        let text = Text::plain(&self.msg.user.name).and_plain(": ").and(&text!(
            "play-send-privately-once",
            game = format!("{} #{}", l.kind.title(), l.row.id)
        ));
        let m = Outgoing::text(self.msg.chat.id, text)
            .with_buttons(vec![vec![self.open_private_button()]])
            .mentioning(self.sender_mention());
        self.out.push(m);
        Ok(())
    }

    /// The players of a game with private views who have not opened a
    /// private chat with the bot (it cannot write to them).
    pub(super) fn missing_private_chats(&self, l: &Loaded) -> R<Vec<Seat>> {
        let mut missing = Vec::new();
        if !l.game.private_views() {
            return Ok(missing);
        }
        for seat in [Seat::White, Seat::Black] {
            if let Some(user) = l.row.seats[seat.index()] {
                if !store::private_ok(self.tx, user)? {
                    missing.push(seat);
                }
            }
        }
        Ok(missing)
    }

    /// Tells the group which players must open a private chat with the bot
    /// before the game can go on.
    pub(super) fn ask_for_private_chat(&mut self, l: &Loaded) -> R<()> {
        let missing = self.missing_private_chats(l)?;
        if missing.is_empty() {
            return Ok(());
        }
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        let names: Vec<String> = missing.iter().map(|s| players.name(*s)).collect();
        let link = format!(
            "https://t.me/{}?start={OPEN_LINK}",
            self.config.bot_username
        );
        let text = text!(
            "private-chat-needed",
            players = names.join(", "),
            link = link,
            id = l.row.id
        );
        let chat = l.row.chat_id.unwrap_or(self.msg.chat.id);
        let m = Outgoing::text(chat, text)
            .with_buttons(vec![vec![self.open_private_button()]])
            .about(l.row.id);
        self.out.push(m);
        Ok(())
    }

    /// The user just opened their private chat with the bot: games with
    /// private views that waited for them can go on.
    pub(super) fn private_chat_opened(&mut self) -> R<()> {
        for row in store::user_games(self.tx, self.user())? {
            let l = self.load(row)?;
            let Some(seat) = self.seat_of(&l.row) else {
                continue;
            };
            if l.row.status != Status::Active || !l.game.private_views() {
                continue;
            }
            let players = Players::load(self.tx, &l.row, &*l.game)?;
            let r = deliver::Recipient {
                chat: self.user(),
                viewer: Viewer::Seat(seat),
            };
            let head = vec![deliver::tag(l.kind, l.row.id)
                .and_plain(": ")
                .and(&players.versus())];
            let out = deliver::board_messages(
                &r,
                &l.row,
                &*l.game,
                &players,
                &head,
                self.config.pictures,
                self.now,
            );
            self.out.extend(out);
            if self.missing_private_chats(&l)?.is_empty() {
                let text = text!(
                    "private-chat-ready",
                    player = players.label(seat),
                    id = l.row.id
                );
                for r in deliver::recipients(&l.row, &*l.game) {
                    if r.chat != self.user() {
                        self.out
                            .push(Outgoing::text(r.chat, text.clone()).about(l.row.id));
                    }
                }
            }
        }
        Ok(())
    }

    /// `/abort`: the creator cancels a game nobody has moved in yet; a
    /// group's administrators cancel any game of their group. No result.
    pub(super) fn abort(&mut self, target: Option<i64>) -> R<()> {
        // An administrator may abort any game of the group; anyone else
        // only their own.
        let may_admin = self.msg.admin && !self.private();
        let mut l = self.resolve(target, !may_admin)?;
        let admin = may_admin && l.row.chat_id == Some(self.msg.chat.id);
        if matches!(l.row.status, Status::Over | Status::Aborted) {
            return refused(self.over_text(&l));
        }
        if !admin {
            if l.row.creator != self.user() {
                return refused(text!("abort-not-yours"));
            }
            if l.row.status == Status::Active && !l.game.untouched() {
                return refused(if l.game.can_agree_draw().is_ok() {
                    text!("abort-started-draw")
                } else {
                    text!("abort-started")
                });
            }
        }
        let game = format!("{} #{}", l.kind.title(), l.row.id);
        let text = if admin && l.row.creator != self.user() {
            text!(
                "abort-done-admin",
                game = game,
                player = &self.msg.user.name
            )
        } else {
            text!("abort-done", game = game, player = &self.msg.user.name)
        };
        self.close(&mut l, text)
    }

    /// Ends a game without a result and tells everyone who follows it (and
    /// this chat).
    fn close(&mut self, l: &mut Loaded, text: Text) -> R<()> {
        let recipients = deliver::recipients(&l.row, &*l.game);
        l.row.status = Status::Aborted;
        l.row.invite = None;
        l.row.clock_ms = None;
        l.row.limit_ms = None;
        l.row.remind_ms = None;
        l.row.claim_ms = None;
        l.row.claims = 0;
        l.row.draw_offer = None;
        l.row.updated_ms = self.now;
        store::update_game(self.tx, &l.row)?;
        let mut told_here = false;
        for r in recipients {
            told_here |= r.chat == self.msg.chat.id;
            self.out
                .push(Outgoing::text(r.chat, text.clone()).about(l.row.id));
        }
        if !told_here {
            self.reply(text);
        }
        let clears = deliver::clear_ended(self.tx, l.row.id, &self.out)?;
        self.out.extend(clears);
        Ok(())
    }
}

impl Session<'_> {
    /// The sender left the group: a game of theirs waiting for a player
    /// closes; in a running one they lose the right to play, and the
    /// opponent may claim the win.
    pub(super) fn left_group(&mut self) -> R<()> {
        if self.private() {
            return Ok(());
        }
        for row in store::group_games(self.tx, self.msg.chat.id)? {
            let Some(seat) = self.seat_of(&row) else {
                continue;
            };
            let mut l = self.load(row)?;
            if l.row.status == Status::Open {
                let text = text!(
                    "left-closed",
                    game = format!("{} #{}", l.kind.title(), l.row.id),
                    player = &self.msg.user.name
                );
                self.close(&mut l, text)?;
                continue;
            }
            if l.row.left_seats & seat_bit(seat.index()) != 0 {
                continue; // told already (one leave reported twice)
            }
            l.row.left_seats |= seat_bit(seat.index());
            l.row.claims |= seat_bit(seat.other().index());
            l.row.updated_ms = self.now;
            store::update_game(self.tx, &l.row)?;
            let players = Players::load(self.tx, &l.row, &*l.game)?;
            let text = text!(
                "left-claim",
                player = players.label(seat),
                game = format!("{} #{}", l.kind.title(), l.row.id),
                opponent = players.name(seat.other())
            );
            let claim = vec![vec![Button::new(
                text!("button-claim-win"),
                format!("/claim #{}", l.row.id),
            )]];
            for r in deliver::recipients(&l.row, &*l.game) {
                if r.viewer != Viewer::Seat(seat) {
                    let m = Outgoing::text(r.chat, text.clone())
                        .with_buttons(claim.clone())
                        .about(l.row.id)
                        .mentioning(players.mentions());
                    self.out.push(m);
                }
            }
        }
        Ok(())
    }

    /// The bot was removed from the group: its games there end without a
    /// result, and the players hear it in private where the bot may write.
    pub(super) fn bot_removed(&mut self) -> R<()> {
        if self.private() {
            return Ok(());
        }
        let group = self.msg.chat.title.clone();
        for row in store::group_games(self.tx, self.msg.chat.id)? {
            let mut l = self.load(row)?;
            l.row.status = Status::Aborted;
            l.row.invite = None;
            l.row.clock_ms = None;
            l.row.limit_ms = None;
            l.row.remind_ms = None;
            l.row.claim_ms = None;
            l.row.claims = 0;
            l.row.updated_ms = self.now;
            store::update_game(self.tx, &l.row)?;
            let text = text!(
                "bot-removed",
                group = &group,
                game = format!("{} #{}", l.kind.title(), l.row.id)
            );
            for user in l.row.seats.iter().flatten() {
                // The core's queue leaves out chats the user never opened.
                self.out
                    .push(Outgoing::text(*user, text.clone()).about(l.row.id));
            }
        }
        Ok(())
    }
}
