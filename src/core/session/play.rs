//! Moves and the actions of a running game: game commands, resignation,
//! draws, claims and messages between the players of a private game.

use crate::i18n::Text;
use crate::message::{Button, Outgoing};
use crate::rules::{self, GameResult, Outcome, Played, Seat, Viewer};
use crate::store::ratings::Change as RatingChange;
use crate::store::{self, seat_bit, Status};
use crate::text;

use super::route::starts_like_move;
use super::timers::{schedule, settle};
use super::{refused, rules_refusal, Loaded, Session, R};
use crate::core::commands::Confirm;
use crate::core::deliver::{self, Players};

/// `#12 Nf3` → (`Some(12)`, `Nf3`): a move names its game with a `#N`
/// prefix, however it is written (`#12: Nf3`, `#12Nf3`, `# 12 Nf3`).
fn split_target(text: &str) -> (Option<i64>, &str) {
    if let Some(rest) = text.strip_prefix('#') {
        let rest = rest.trim_start();
        let (id, tail) = leading_number(rest);
        let tail = tail.trim_start_matches([':', ',']).trim();
        if let (Some(id), false) = (id, tail.is_empty()) {
            return (Some(id), tail);
        }
    }
    (None, text)
}

/// `2 K@a1` → (`Some(2)`, `K@a1`): a number before a move, which names
/// the sender's game #2 if they have one there (else it is a move number).
fn split_number(text: &str) -> (Option<i64>, &str) {
    match leading_number(text) {
        (Some(n), rest) if rest.starts_with(char::is_whitespace) && !rest.trim().is_empty() => {
            (Some(n), rest.trim())
        }
        _ => (None, text),
    }
}

/// The digits at the start of `text` as a number, and what follows them.
fn leading_number(text: &str) -> (Option<i64>, &str) {
    let digits = text.len() - text.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    match text[..digits].parse::<i64>() {
        Ok(n) if digits > 0 => (Some(n), &text[digits..]),
        _ => (None, text),
    }
}

impl Session<'_> {
    /// A plain message: a move in private chats (every message is
    /// answered there); in a group only if it looks like a move from a
    /// seated player (see [`Session::group_move_target`]).
    pub(super) fn play(&mut self, text: &str) -> R<()> {
        let (mut target, mut text) = split_target(text);
        if let (None, (Some(n), rest)) = (target, split_number(text)) {
            // `2 K@a1`: game #2 if the sender plays it here, otherwise a
            // move number as in a record (`2. K@a1`), left out. Only before
            // a move: `5 minutes` stays conversation.
            if self.config.games.iter().any(|k| (k.looks_like_move)(rest)) {
                target = self.plays_here(n)?.then_some(n);
                text = rest;
            }
        }
        // The computer opponent sends its moves while its opponent passes
        // as one message, one a line: the first finds the game.
        let first = if self.sent_by_bot() {
            text.lines().next().unwrap_or(text)
        } else {
            text
        };
        match self.move_target(target, first)? {
            Some(route) => self.play_in(route.game, text, route.several),
            None => Ok(()), // conversation: not ours to answer
        }
    }

    fn sent_by_bot(&self) -> bool {
        crate::message::Occupant::of(self.user()).is_computer()
    }

    /// Whether the sender is seated in game `id`, open or running, and it
    /// is played from this chat (this group's, or one of theirs in private).
    fn plays_here(&self, id: i64) -> R<bool> {
        Ok(store::game(self.tx, id)?.is_some_and(|r| {
            matches!(r.status, Status::Open | Status::Active)
                && self.seat_of(&r).is_some()
                && (self.private() || r.chat_id == Some(self.msg.chat.id))
        }))
    }

    /// A move in game `l`; `several`: the sender has other games here, so a
    /// refusal names this one.
    fn play_in(&mut self, mut l: Loaded, text: &str, several: bool) -> R<()> {
        let Some(seat) = self.seat_of(&l.row) else {
            return refused(self.not_playing(&l));
        };
        match l.row.status {
            Status::Open => return refused(text!("play-still-waiting", id = l.row.id)),
            Status::Over => return refused(self.over_text(&l)),
            Status::Aborted => return refused(text!("play-aborted", id = l.row.id)),
            Status::Active => {}
        }
        if l.row.left_seats & seat_bit(seat.index()) != 0 {
            return refused(text!("play-you-left", id = l.row.id));
        }
        if !self.private() && l.game.private_views() {
            return self.attempt_in_group(&l);
        }
        if !self.missing_private_chats(&l)?.is_empty() {
            self.ask_for_private_chat(&l)?;
            if self.private() {
                return refused(text!("play-waits-for-private-chats", id = l.row.id));
            }
            return Ok(());
        }
        match l.game.to_move() {
            None => return refused(self.over_text(&l)),
            Some(s) if s != seat => {
                let players = Players::load(self.tx, &l.row, &*l.game)?;
                return refused(if several {
                    text!(
                        "play-not-your-turn-in",
                        game = format!("{} #{}", l.kind.title(), l.row.id),
                        player = players.label(s)
                    )
                } else {
                    text!("play-not-your-turn", player = players.label(s))
                });
            }
            Some(_) => {}
        }
        let (first, more): (&str, Vec<&str>) = if self.sent_by_bot() {
            let mut lines = text.lines();
            (lines.next().unwrap_or(text), lines.collect())
        } else {
            (text, Vec::new())
        };
        let mut ctx = self.ctx();
        match l.game.play(seat, first, &mut ctx) {
            Ok(mut played) => {
                // The bot's further moves (its opponent passed meanwhile):
                // one announcement and one board for all of them.
                for line in more {
                    if played.outcome.is_some() || l.game.to_move() != Some(seat) {
                        break;
                    }
                    let Ok(next) = l.game.play(seat, line, &mut ctx) else {
                        break;
                    };
                    played.notes.extend(next.notes);
                    played.board |= next.board;
                    played.outcome = next.outcome.or(played.outcome);
                }
                self.apply(&mut l, played, text, Vec::new())
            }
            Err(_) if self.private() && !starts_like_move(&l, first) => {
                // Not a move at all (`#2 hello`): perhaps a word for the
                // opponent. A move followed by words (`K@e4 please`) gets
                // the game's own answer instead.
                refused(self.not_a_move(std::slice::from_ref(&l), text)?)
            }
            Err(refusal) => {
                let choices = l.game.choices_after_refusal_in(seat, text, self.lang);
                self.refuse(rules_refusal(refusal));
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
        lead: Vec<Text>,
    ) -> R<()> {
        store::log_action(self.tx, l.row.id, self.user(), text, self.now)?;
        metrics::counter!("boardbot_actions_total", "game" => l.kind.name).increment(1);
        let was_running = l.row.status == Status::Active;
        let actor = self.seat_of(&l.row);
        if played.board && l.row.draw_offer != actor.map(Seat::index) {
            // The opponent's move declines a standing draw offer; the
            // offerer's own move does not (offer, then move, as on lichess).
            l.row.draw_offer = None;
        }
        let change = self.finish_or_schedule(l, &played)?;
        store::update_game(self.tx, &l.row)?;
        self.games.put(l.row.id, &l.row.state, &*l.game);
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        let after: Vec<Text> = change
            .map(|c| players.rating_line(&c))
            .into_iter()
            .collect();
        let event = deliver::Event {
            notes: &played.notes,
            board: played.board,
            lead: &lead,
            after: &after,
            actor,
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
        if was_running && l.row.status == Status::Over {
            if self.config.pictures {
                self.out.extend(deliver::replays(&l.row, &*l.game));
            }
            let clears = deliver::clear_ended(self.tx, l.row.id, &self.out)?;
            self.out.extend(clears);
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
            return refused(text!("play-not-started-waiting"));
        }
        if !l.kind.commands.iter().any(|c| c.name == name) {
            return refused(text!(
                "play-command-not-used",
                command = name,
                game = l.kind.title()
            ));
        }
        let mut ctx = self.ctx();
        let typed = format!("/{name} {args}");
        match l.game.command(seat, name, args, &mut ctx) {
            Ok(played) => self.apply(&mut l, played, &typed, Vec::new()),
            Err(r) => {
                let choices = l.game.choices_after_refusal_in(seat, &typed, self.lang);
                let refusal = rules_refusal(r);
                if choices.is_empty() {
                    return refused(refusal);
                }
                // A question with buttons (Chpok's raise asks for its
                // value): a message, also after a button press, since an
                // alert cannot carry buttons.
                let text = if self.private() {
                    refusal
                } else {
                    Text::plain(&self.msg.user.name)
                        .and_plain(": ")
                        .and(&refusal)
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
            return refused(match store::user_name(self.tx, asker)? {
                Some(name) => text!("play-only-asker", name = name),
                None => text!("play-only-asker-unknown"),
            });
        }
        let (mut l, seat) = self.resolve_seated(target)?;
        if l.row.status == Status::Open {
            return refused(text!("play-nobody-joined-abort"));
        }
        match confirm {
            None => {
                let who = self.user();
                let id = l.row.id;
                let buttons = vec![vec![
                    Button::new(
                        text!("button-yes-resign"),
                        format!("/resign #{id} yes u{who}"),
                    ),
                    Button::new(text!("button-no"), format!("/resign #{id} no u{who}")),
                ]];
                let ask = Outgoing::text(
                    self.msg.chat.id,
                    text!(
                        "play-resign-question",
                        player = &self.msg.user.name,
                        game = format!("{} #{id}", l.kind.title())
                    ),
                )
                .with_buttons(buttons)
                .about(id)
                .mentioning(self.sender_mention());
                self.out.push(ask);
                Ok(())
            }
            Some(Confirm::No) => {
                self.clear_pressed_buttons();
                self.toast(text!("play-not-resigned"));
                Ok(())
            }
            Some(Confirm::Yes) => {
                self.clear_pressed_buttons();
                let outcome = l.game.resign(seat);
                let players = Players::load(self.tx, &l.row, &*l.game)?;
                let lead = vec![text!("play-resigns", player = players.label(seat))];
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
            return refused(text!("play-not-started"));
        }
        if let Some(outcome) = l.game.claim_draw(seat) {
            // A draw the rules let this player claim (Korpalski's
            // repetition and 50-move rule) ends the game at once.
            let players = Players::load(self.tx, &l.row, &*l.game)?;
            let lead = vec![text!("play-claims-draw", player = players.label(seat))];
            let played = Played {
                notes: Vec::new(),
                board: false,
                outcome: Some(outcome),
            };
            return self.apply(&mut l, played, "/draw", lead);
        }
        if let Err(r) = l.game.can_agree_draw() {
            return refused(rules_refusal(r));
        }
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        match l.row.draw_offer.map(Seat::from_index) {
            Some(s) if s == seat => refused(text!(
                "play-draw-offered-already",
                opponent = players.name(seat.other())
            )),
            Some(_) => {
                let outcome = l.game.agree_draw();
                let lead = vec![text!("play-accepts-draw", player = players.label(seat))];
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
                let game = format!("{} #{}", l.kind.title(), l.row.id);
                for r in deliver::recipients(&l.row, &*l.game) {
                    // A private chat hears which game and opponent, and
                    // only the opponent is told how to accept; the
                    // offerer's own chat gets no Accept button.
                    let text = match r.viewer {
                        Viewer::Public => text!(
                            "play-offers-draw",
                            player = players.label(seat),
                            game = &game,
                            opponent = players.name(seat.other())
                        ),
                        Viewer::Seat(s) => {
                            let line = if s == seat {
                                text!(
                                    "play-draw-offer-sent",
                                    opponent = players.name(seat.other())
                                )
                            } else {
                                text!("play-draw-offered", player = players.label(seat))
                            };
                            let header = text!(
                                "header-opponent",
                                game = &game,
                                opponent = players.name(s.other())
                            );
                            header.and_plain(": ").and(&line)
                        }
                    };
                    let buttons = if r.viewer == Viewer::Seat(seat) {
                        Vec::new()
                    } else {
                        vec![vec![Button::new(
                            text!("button-accept-draw"),
                            format!("/draw #{}", l.row.id),
                        )]]
                    };
                    let offer = Outgoing::text(r.chat, text)
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
            return refused(text!("play-not-started"));
        }
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        let opponent = players.name(seat.other());
        if l.row.claims & seat_bit(seat.index()) == 0 {
            return refused(match (l.row.days, l.row.claim_ms) {
                (Some(_), _) => text!(
                    "play-claim-nothing-time-limit",
                    opponent = opponent,
                    id = l.row.id
                ),
                (None, Some(at)) if l.game.to_move() == Some(seat.other()) => text!(
                    "play-claim-nothing-yet",
                    opponent = opponent,
                    left = super::timers::duration_words(at - self.now)
                ),
                _ => text!("play-claim-nothing", opponent = opponent),
            });
        }
        let winner = rules::seat_word(l.game.seat_name(seat));
        let reason = if l.row.left_seats & seat_bit(seat.other().index()) != 0 {
            crate::text!(
                "outcome-opponent-left",
                winner = winner,
                opponent = &opponent
            )
        } else {
            crate::text!(
                "outcome-opponent-silent",
                winner = winner,
                opponent = &opponent
            )
        };
        let result = GameResult::win_for(l.game.color_of(seat));
        let outcome = rules::conclude(l.game.outcome_slot_mut(), Outcome { result, reason });
        let lead = vec![text!("play-claims-win", player = players.label(seat))];
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
            return refused(text!("say-usage"));
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
            return refused(self.not_playing(&l));
        };
        if let Some(group) = l.row.chat_id.filter(|_| !l.game.private_views()) {
            return refused(match store::chat(self.tx, group)? {
                Some((_, place)) => text!("say-played-in", id = l.row.id, place = place),
                None => text!("say-played-in-its-group", id = l.row.id),
            });
        }
        if l.game.private_views() && l.row.status == Status::Active {
            return refused(text!("say-no-talk-kriegspiel"));
        }
        let Some(to) = l.row.seats[seat.other().index()] else {
            return refused(text!("say-nobody-joined"));
        };
        if crate::message::Occupant::of(to).is_computer() {
            return refused(text!("say-to-bot", bot = crate::core::BOT_NAME));
        }
        let line = text!(
            "say-relayed",
            player = &self.msg.user.name,
            text = text.trim(),
            game = format!("{} #{}", l.kind.title(), l.row.id)
        );
        self.out.push(Outgoing::text(to, line).about(l.row.id));
        let name = self.opponent_name(&l, seat)?;
        if store::private_ok(self.tx, to)? {
            self.reply(text!("say-sent", name = name));
        } else {
            self.reply(text!("say-not-opened", name = name));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{split_number, split_target};

    #[test]
    fn a_move_may_name_its_game() {
        assert_eq!(split_target("#12 Nf3"), (Some(12), "Nf3"));
        assert_eq!(split_target("#3   a1 3 b3"), (Some(3), "a1 3 b3"));
        assert_eq!(split_target("#12Nf3"), (Some(12), "Nf3"));
        assert_eq!(split_target("#2: K@a1"), (Some(2), "K@a1"));
        assert_eq!(split_target("# 2 K@a1"), (Some(2), "K@a1"));
        assert_eq!(split_target("#2"), (None, "#2"));
        assert_eq!(split_target("#x e4"), (None, "#x e4"));
        assert_eq!(split_target("e4"), (None, "e4"));
        assert_eq!(split_number("2 K@a1"), (Some(2), "K@a1"));
        assert_eq!(split_number("12. e4"), (None, "12. e4"));
        assert_eq!(split_number("2"), (None, "2"));
        assert_eq!(split_number("a1 3 b3"), (None, "a1 3 b3"));
    }
}
