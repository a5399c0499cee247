//! Moves and the actions of a running game: game commands, resignation
//! and draws.

use crate::message::{Button, Outgoing};
use crate::rules::{Played, Seat, Viewer};
use crate::store::{self, Status};

use super::talk::looks_like_move;
use super::timers::{schedule, settle};
use super::{refused, Loaded, Session, R};
use crate::core::deliver::{self, Players};

impl Session<'_> {
    pub(super) fn play(&mut self, text: &str) -> R<()> {
        let mut l = if self.private() {
            self.private_move_target()?
        } else {
            match store::group_games(self.tx, self.msg.chat.id)?.pop() {
                Some(row) if row.status == Status::Active => self.load(row)?,
                Some(_) => return Ok(()), // people talk in groups: not every message is a move
                None => {
                    // A player of the game that just ended who types a move
                    // is told so; other talk is left alone.
                    if let Some(last) = store::last_group_game(self.tx, self.msg.chat.id)? {
                        if last.status == Status::Over
                            && self.seat_of(&last).is_some()
                            && looks_like_move(text)
                        {
                            return refused(format!(
                                "Game #{} is over. /new GAME starts another.",
                                last.id
                            ));
                        }
                    }
                    return Ok(());
                }
            }
        };
        let seat = self.seat_of(&l.row);
        if !self.private() && l.game.private_views() {
            if seat.is_some() {
                return refused(
                    "Send your moves to me in our private chat: here everybody would see them.",
                );
            }
            return Ok(());
        }
        let Some(seat) = seat else {
            // A spectator: answer only what would have been a legal move,
            // and ignore chatter.
            if let Some(to_move) = l.game.to_move() {
                let mut probe = l.game.clone_box();
                let mut ctx = self.ctx();
                if probe.play(to_move, text, &mut ctx).is_ok() {
                    return refused("You are not playing in this game.");
                }
            }
            return Ok(());
        };
        if !self.missing_private_chats(&l)?.is_empty() {
            self.ask_for_private_chat(&l)?;
            if self.private() {
                return refused(format!(
                    "Game #{} waits until both players have opened a private chat with me (the link is in the group). Send your move again then.",
                    l.row.id
                ));
            }
            return Ok(());
        }
        match l.game.to_move() {
            None => return refused(format!("Game #{} is over.", l.row.id)),
            Some(s) if s != seat => {
                let players = Players::load(self.tx, &l.row, &*l.game)?;
                return refused(format!("Not your turn: it is {}'s move.", players.label(s)));
            }
            Some(_) => {}
        }
        let mut ctx = self.ctx();
        match l.game.play(seat, text, &mut ctx) {
            Ok(played) => self.apply(&mut l, played, text, Vec::new()),
            Err(refusal) => {
                let choices = l.game.choices_after_refusal(seat, text);
                self.refuse(refusal.0);
                if let (false, Some(Outgoing::Message { buttons, game, .. })) =
                    (choices.is_empty(), self.out.last_mut())
                {
                    *buttons = deliver::buttons(&choices, l.row.id);
                    *game = Some(l.row.id);
                }
                Ok(())
            }
        }
    }

    /// Commits an accepted action: the log, the new state, the clocks, the
    /// announcements.
    pub(super) fn apply(
        &mut self,
        l: &mut Loaded,
        played: Played,
        text: &str,
        lead: Vec<String>,
    ) -> R<()> {
        store::log_action(self.tx, l.row.id, self.user(), text, self.now)?;
        if played.board {
            l.row.draw_offer = None; // a move declines a standing draw offer
        }
        self.finish_or_schedule(l, &played)?;
        store::update_game(self.tx, &l.row)?;
        self.games.put(l.row.id, &l.row.state, &*l.game);
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        let out = deliver::announce(
            &l.row,
            &*l.game,
            &players,
            &played.notes,
            played.board,
            &lead,
            self.config.pictures,
        );
        self.out.extend(out);
        Ok(())
    }

    pub(super) fn finish_or_schedule(&mut self, l: &mut Loaded, played: &Played) -> R<()> {
        settle(l.game.as_ref(), &mut l.row, played, self.now)?;
        Ok(())
    }

    /// Sets the deadlines for the player to move.
    pub(super) fn schedule(&self, l: &mut Loaded) {
        schedule(l.game.as_ref(), &mut l.row, self.now);
    }

    pub(super) fn game_command(&mut self, target: Option<i64>, name: &str, args: &str) -> R<()> {
        let mut l = self.resolve(target, false)?;
        let Some(seat) = self.seat_of(&l.row) else {
            return refused("You are not playing in this game.");
        };
        if l.row.status == Status::Open {
            return refused("The game has not started: it waits for a second player.");
        }
        if !l.kind.commands.iter().any(|c| c.name == name) {
            return refused(format!("/{name} is not used in {}.", l.kind.title));
        }
        let mut ctx = self.ctx();
        match l.game.command(seat, name, args, &mut ctx) {
            Ok(played) => self.apply(&mut l, played, &format!("/{name} {args}"), Vec::new()),
            Err(r) => refused(r.0),
        }
    }

    pub(super) fn resign(&mut self, target: Option<i64>, ask: bool) -> R<()> {
        let mut l = self.resolve(target, false)?;
        let Some(seat) = self.seat_of(&l.row) else {
            return refused("You are not playing in this game.");
        };
        if l.row.status == Status::Open {
            return refused("Nobody has joined yet: /abort cancels the game.");
        }
        if ask {
            let buttons = vec![vec![
                Button::new("Yes, resign", format!("/resign #{}", l.row.id)),
                Button::new("No", format!("/board #{}", l.row.id)),
            ]];
            let ask = Outgoing::text(self.msg.chat.id, format!("Resign game #{}?", l.row.id))
                .with_buttons(buttons)
                .about(l.row.id);
            self.out.push(ask);
            return Ok(());
        }
        let outcome = l.game.resign(seat);
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        let lead = vec![format!("{} resigns.", players.label(seat))];
        let played = Played {
            notes: Vec::new(),
            board: false,
            outcome: Some(outcome),
        };
        self.apply(&mut l, played, "/resign", lead)
    }

    pub(super) fn draw(&mut self, target: Option<i64>) -> R<()> {
        let mut l = self.resolve(target, false)?;
        let Some(seat) = self.seat_of(&l.row) else {
            return refused("You are not playing in this game.");
        };
        if l.row.status != Status::Active {
            return refused("The game has not started yet.");
        }
        if let Err(r) = l.game.can_agree_draw() {
            return refused(r.0);
        }
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        match l.row.draw_offer.map(Seat::from_index) {
            Some(s) if s == seat => refused(format!(
                "You have offered a draw already; {} can accept it with /draw.",
                players.name(seat.other())
            )),
            Some(_) => {
                let outcome = l.game.agree_draw();
                let lead = vec![format!("{} accepts the draw.", players.label(seat))];
                let played = Played {
                    notes: Vec::new(),
                    board: false,
                    outcome: Some(outcome),
                };
                self.apply(&mut l, played, "/draw", lead)
            }
            None => {
                l.row.draw_offer = Some(seat.index());
                l.row.updated_ms = self.now;
                store::update_game(self.tx, &l.row)?;
                store::log_action(self.tx, l.row.id, self.user(), "/draw", self.now)?;
                let text = format!(
                    "{} offers a draw in game #{}. {}: /draw accepts; a move declines.",
                    players.label(seat),
                    l.row.id,
                    players.name(seat.other())
                );
                for r in deliver::recipients(&l.row, &*l.game) {
                    // The offerer's own chat gets no Accept button.
                    let buttons = if r.viewer == Viewer::Seat(seat) {
                        Vec::new()
                    } else {
                        vec![vec![Button::new(
                            "Accept draw",
                            format!("/draw #{}", l.row.id),
                        )]]
                    };
                    let offer = Outgoing::text(r.chat, text.clone())
                        .with_buttons(buttons)
                        .about(l.row.id);
                    self.out.push(offer);
                }
                Ok(())
            }
        }
    }
}
