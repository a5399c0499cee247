//! Moves and the actions of a running game: game commands, resignation,
//! draws, claims and messages between the players of a private game.

use crate::message::{Button, Outgoing};
use crate::rules::{self, GameResult, Outcome, Played, Seat, Viewer};
use crate::store::ratings::Change as RatingChange;
use crate::store::{self, seat_bit, Status};

use super::timers::{schedule, settle};
use super::{refused, Loaded, Session, R};
use crate::core::commands::Confirm;
use crate::core::deliver::{self, Players};

/// `#12 Nf3` → (`Some(12)`, `Nf3`): a move names its game with a `#N`
/// prefix.
fn split_target(text: &str) -> (Option<i64>, &str) {
    if let Some(rest) = text.strip_prefix('#') {
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if digits > 0 && rest[digits..].starts_with(char::is_whitespace) {
            if let Ok(id) = rest[..digits].parse::<i64>() {
                return (Some(id), rest[digits..].trim());
            }
        }
    }
    (None, text)
}

impl Session<'_> {
    /// A plain message: a move in private chats (every message is
    /// answered there); in a group only if it looks like a move from a
    /// seated player (see [`Session::group_move_target`]).
    pub(super) fn play(&mut self, text: &str) -> R<()> {
        let (target, text) = split_target(text);
        let l = if self.private() {
            self.private_move_target(target)?
        } else {
            match self.group_move_target(target, text)? {
                Some(l) => l,
                None => return Ok(()), // conversation: not ours to answer
            }
        };
        self.play_in(l, text)
    }

    fn play_in(&mut self, mut l: Loaded, text: &str) -> R<()> {
        let Some(seat) = self.seat_of(&l.row) else {
            return refused("You are not playing in this game.");
        };
        match l.row.status {
            Status::Open => {
                return refused(format!(
                    "Game #{} is still waiting for a second player.",
                    l.row.id
                ))
            }
            Status::Over => return refused(self.over_text(&l)),
            Status::Aborted => return refused(format!("Game #{} was aborted.", l.row.id)),
            Status::Active => {}
        }
        if l.row.left_seats & seat_bit(seat.index()) != 0 {
            return refused(format!(
                "You left the group, so you can no longer play game #{}.",
                l.row.id
            ));
        }
        if !self.private() && l.game.private_views() {
            return refused(
                "Send your moves to me in our private chat: here everybody would see them.",
            );
        }
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
            None => return refused(self.over_text(&l)),
            Some(s) if s != seat => {
                let players = Players::load(self.tx, &l.row, &*l.game)?;
                return refused(format!("Not your turn: it is {}'s move.", players.label(s)));
            }
            Some(_) => {}
        }
        let mut ctx = self.ctx();
        match l.game.play(seat, text, &mut ctx) {
            Ok(played) => self.apply(&mut l, played, text, Vec::new()),
            Err(refusal) if self.private() && !(l.kind.looks_like_move)(text) => {
                // Not a move at all: perhaps a word for the opponent.
                let hint = if l.game.private_views() {
                    "Players do not talk during a Kriegspiel game: only the referee speaks."
                        .to_string()
                } else {
                    format!(
                        "To send it to {}, write /say {}",
                        self.opponent_name(&l, seat)?,
                        rules::shorten(text)
                    )
                };
                refused(format!("{refusal} {hint}"))
            }
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
        let was_running = l.row.status == Status::Active;
        if played.board {
            l.row.draw_offer = None; // a move declines a standing draw offer
        }
        let change = self.finish_or_schedule(l, &played)?;
        store::update_game(self.tx, &l.row)?;
        self.games.put(l.row.id, &l.row.state, &*l.game);
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        let after: Vec<String> = change
            .map(|c| players.rating_line(&c))
            .into_iter()
            .collect();
        let event = deliver::Event {
            notes: &played.notes,
            board: played.board,
            lead: &lead,
            after: &after,
            actor: self.seat_of(&l.row),
        };
        let out = deliver::announce(
            &l.row,
            &*l.game,
            &players,
            &event,
            self.config.pictures,
            self.now,
        );
        self.out.extend(out);
        if was_running && l.row.status == Status::Over && self.config.pictures {
            self.out.extend(deliver::replays(&l.row, &*l.game));
        }
        Ok(())
    }

    /// Stores the game's new state; a game that ends is rated (its rating
    /// changes come back).
    pub(super) fn finish_or_schedule(
        &mut self,
        l: &mut Loaded,
        played: &Played,
    ) -> R<Option<RatingChange>> {
        Ok(settle(
            self.tx,
            l.game.as_ref(),
            &mut l.row,
            played,
            self.now,
        )?)
    }

    /// Sets the deadlines for the player to move.
    pub(super) fn schedule(&self, l: &mut Loaded) {
        schedule(l.game.as_ref(), &mut l.row, self.now);
    }

    pub(super) fn game_command(&mut self, target: Option<i64>, name: &str, args: &str) -> R<()> {
        let (mut l, seat) = self.resolve_seated(target)?;
        if l.row.status == Status::Open {
            return refused("The game has not started: it waits for a second player.");
        }
        if !l.kind.commands.iter().any(|c| c.name == name) {
            return refused(format!("/{name} is not used in {}.", l.kind.title));
        }
        let mut ctx = self.ctx();
        let typed = format!("/{name} {args}");
        match l.game.command(seat, name, args, &mut ctx) {
            Ok(played) => self.apply(&mut l, played, &typed, Vec::new()),
            Err(r) => {
                let choices = l.game.choices_after_refusal(seat, &typed);
                if choices.is_empty() {
                    return refused(r.0);
                }
                // A question with buttons (Chpok's raise asks for its
                // value): a message, also after a button press, since an
                // alert cannot carry buttons.
                let text = if self.private() {
                    r.0
                } else {
                    format!("{}: {}", self.msg.user.name, r.0)
                };
                let ask = Outgoing::text(self.msg.chat.id, text)
                    .with_buttons(deliver::buttons(&choices, l.row.id))
                    .about(l.row.id);
                self.out.push(ask);
                Ok(())
            }
        }
    }

    /// `/resign`: asks first (only the asker's answer counts); `/resign yes`
    /// resigns at once.
    pub(super) fn resign(
        &mut self,
        target: Option<i64>,
        confirm: Option<Confirm>,
        asker: Option<i64>,
    ) -> R<()> {
        if let Some(asker) = asker.filter(|a| *a != self.user()) {
            // Somebody else's question: their answer alone counts.
            let name = store::user_name(self.tx, asker)?.unwrap_or_else(|| "another player".into());
            return refused(format!("Only {name} can answer this question."));
        }
        let (mut l, seat) = self.resolve_seated(target)?;
        if l.row.status == Status::Open {
            return refused("Nobody has joined yet: /abort cancels the game.");
        }
        match confirm {
            None => {
                let who = self.user();
                let id = l.row.id;
                let buttons = vec![vec![
                    Button::new("Yes, resign", format!("/resign #{id} yes u{who}")),
                    Button::new("No", format!("/resign #{id} no u{who}")),
                ]];
                let ask = Outgoing::text(
                    self.msg.chat.id,
                    format!("{}: resign {} #{id}?", self.msg.user.name, l.kind.title),
                )
                .with_buttons(buttons)
                .about(id)
                .mentioning(self.sender_mention());
                self.out.push(ask);
                Ok(())
            }
            Some(Confirm::No) => {
                self.clear_pressed_buttons();
                self.toast("Not resigned: play on.");
                Ok(())
            }
            Some(Confirm::Yes) => {
                self.clear_pressed_buttons();
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
        }
    }

    pub(super) fn draw(&mut self, target: Option<i64>) -> R<()> {
        let (mut l, seat) = self.resolve_seated(target)?;
        if l.row.status != Status::Active {
            return refused("The game has not started yet.");
        }
        if let Some(outcome) = l.game.claim_draw(seat) {
            // A draw the rules let this player claim (Korpalski's
            // repetition and 50-move rule) ends the game at once.
            let players = Players::load(self.tx, &l.row, &*l.game)?;
            let lead = vec![format!("{} claims a draw.", players.label(seat))];
            let played = Played {
                notes: Vec::new(),
                board: false,
                outcome: Some(outcome),
            };
            return self.apply(&mut l, played, "/draw", lead);
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
                    "{} offers a draw in {} #{}. {}: /draw accepts; a move declines.",
                    players.label(seat),
                    l.kind.title,
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
                        .about(l.row.id)
                        .mentioning(players.mentions());
                    self.out.push(offer);
                }
                Ok(())
            }
        }
    }

    /// `/claim`: the win of a game whose opponent left the group or has
    /// been silent for 30 days.
    pub(super) fn claim(&mut self, target: Option<i64>) -> R<()> {
        let (mut l, seat) = self.resolve_seated(target)?;
        if l.row.status != Status::Active {
            return refused("The game has not started yet.");
        }
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        let opponent = players.name(seat.other());
        if l.row.claims & seat_bit(seat.index()) == 0 {
            let why = match (l.row.days, l.row.claim_ms) {
                (Some(_), _) => format!(
                    "{opponent} is still in the game, and game #{} has a time limit of its own.",
                    l.row.id
                ),
                (None, Some(at)) if l.game.to_move() == Some(seat.other()) => format!(
                    "{opponent} is still in the game; you may claim if they stay silent {} more.",
                    super::timers::duration_words(at - self.now)
                ),
                _ => format!("{opponent} is still in the game."),
            };
            return refused(format!("Nothing to claim: {why}"));
        }
        let reason = if l.row.left_seats & seat_bit(seat.other().index()) != 0 {
            format!("{opponent} left the group")
        } else {
            format!("{opponent} did not move for 30 days")
        };
        let winner = l.game.seat_name(seat);
        let outcome = rules::conclude(
            l.game.outcome_slot_mut(),
            Outcome {
                result: GameResult::win_for(seat),
                reason: format!("{winner} wins: {reason}."),
            },
        );
        let lead = vec![format!("{} claims the win.", players.label(seat))];
        let played = Played {
            notes: Vec::new(),
            board: false,
            outcome: Some(outcome),
        };
        self.apply(&mut l, played, "/claim", lead)
    }

    /// `/say TEXT`: a message to the opponent of a private game.
    pub(super) fn say(&mut self, target: Option<i64>, text: &str) -> R<()> {
        if text.trim().is_empty() {
            return refused("/say TEXT sends TEXT to your opponent, e.g. /say good luck!");
        }
        let l = if self.private() && target.is_none() {
            let games: Vec<_> = store::user_games(self.tx, self.user())?;
            match self.pick_private(&games)? {
                Some(r) => self.load(r)?,
                None => self.resolve(None, true)?,
            }
        } else {
            self.resolve(target, true)?
        };
        let Some(seat) = self.seat_of(&l.row) else {
            return refused("You are not playing in this game.");
        };
        if let Some(group) = l.row.chat_id.filter(|_| !l.game.private_views()) {
            let place = store::chat(self.tx, group)?
                .map(|(_, t)| t)
                .unwrap_or_else(|| "its group".into());
            return refused(format!(
                "Game #{} is played in {place}: talk to each other there.",
                l.row.id
            ));
        }
        if l.game.private_views() && l.row.status == Status::Active {
            return refused(
                "Players do not talk during a Kriegspiel game: only the referee speaks. /say works again when it is over.",
            );
        }
        let Some(to) = l.row.seats[seat.other().index()] else {
            return refused("Nobody has joined this game yet.");
        };
        let line = format!(
            "💬 {}: {}\n({} #{} — answer with /say)",
            self.msg.user.name,
            text.trim(),
            l.kind.title,
            l.row.id
        );
        self.out.push(Outgoing::text(to, line).about(l.row.id));
        let name = self.opponent_name(&l, seat)?;
        if store::private_ok(self.tx, to)? {
            self.reply(format!("Sent to {name}."));
        } else {
            self.reply(format!(
                "{name} has not opened a private chat with me, so I cannot pass it on."
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::split_target;

    #[test]
    fn a_move_may_name_its_game() {
        assert_eq!(split_target("#12 Nf3"), (Some(12), "Nf3"));
        assert_eq!(split_target("#3   a1 3 b3"), (Some(3), "a1 3 b3"));
        assert_eq!(split_target("#12Nf3"), (None, "#12Nf3"));
        assert_eq!(split_target("#x e4"), (None, "#x e4"));
        assert_eq!(split_target("e4"), (None, "e4"));
    }
}
