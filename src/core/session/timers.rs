//! Deadlines: the game's own clock, the correspondence limit `days=N` and
//! its reminder, fired by the transports' timer.

use crate::i18n::Text;
use crate::text;
use rand::rngs::StdRng;
use rusqlite::Connection;

use crate::core::cache::GameCache;
use crate::core::deliver::{self, Players};
use crate::core::{CoreError, HubConfig, DAY_MS};
use crate::message::{Button, Outgoing};
use crate::rules::{Ctx, Game, Played, Seat};
use crate::store::ratings::Change as RatingChange;
use crate::store::{self, seat_bit, GameRow, Status};

/// How long a game nobody joined stays open.
pub const OPEN_FOR_MS: i64 = 7 * DAY_MS;
/// How long the player to move of a game without `days=N` may stay silent
/// before the opponent may claim the win.
pub const SILENCE_MS: i64 = 30 * DAY_MS;

/// Stores the game's new state in its row: over (with its result) or
/// running with the deadlines of the player to move. Only a move restarts
/// the correspondence limit: an action that leaves the board as it was (a
/// refused Kriegspiel attempt, a question) must not buy its player time.
///
/// The game that ends here is rated in the same transaction (the one place
/// a game becomes over): the rating changes come back for the announcement.
pub(super) fn settle(
    tx: &Connection,
    game: &dyn Game,
    row: &mut GameRow,
    played: &Played,
    now: i64,
) -> Result<Option<RatingChange>, CoreError> {
    row.state = game.save()?.to_string();
    row.updated_ms = now;
    match played.outcome.clone().or_else(|| game.outcome()) {
        Some(o) => {
            let ends_now = row.status != Status::Over;
            row.status = Status::Over;
            row.result = Some(o.result);
            row.draw_offer = None;
            clear_deadlines(row);
            row.claims = 0;
            if ends_now {
                let swapped = game.color_of(Seat::White) != Seat::White;
                store::ratings::set_colors_swapped(tx, row.id, swapped)?;
                return Ok(store::ratings::rate_game(tx, row)?);
            }
        }
        None if played.board => schedule(game, row, now),
        None => row.clock_ms = game.deadline(),
    }
    Ok(None)
}

fn clear_deadlines(row: &mut GameRow) {
    row.clock_ms = None;
    row.limit_ms = None;
    row.remind_ms = None;
    row.claim_ms = None;
}

/// The deadlines of a game for its player to move: the game's own clock,
/// the correspondence limit with its reminder when 10% is left, or (without
/// a limit) the 30 days of silence after which the opponent may claim. A
/// move takes back a claim for silence; one for leaving the group stays.
pub(super) fn schedule(game: &dyn Game, row: &mut GameRow, now: i64) {
    clear_deadlines(row);
    row.claims = [Seat::White, Seat::Black]
        .into_iter()
        .filter(|s| row.left_seats & seat_bit(s.index()) != 0)
        .fold(0, |claims, s| claims | seat_bit(s.other().index()));
    if row.status != Status::Active || game.to_move().is_none() {
        return;
    }
    row.clock_ms = game.deadline();
    match row.days {
        Some(days) => {
            let span = days * DAY_MS;
            row.limit_ms = Some(now + span);
            row.remind_ms = Some(now + span - span / 10);
        }
        None => row.claim_ms = Some(now + SILENCE_MS),
    }
}

/// A deadline of `row` is due at `now`: close a game nobody joined, remind
/// the player to move, offer the claim for silence, or end the game on time
/// as its rules say.
pub fn fire(
    tx: &Connection,
    mut row: GameRow,
    now: i64,
    rng: &mut StdRng,
    config: &HubConfig,
    games: &mut GameCache,
) -> Result<Vec<Outgoing>, CoreError> {
    let mut game = games.load(&row)?;
    let kind = games.kind_of(&row)?;
    let players = Players::load(tx, &row, &*game)?;
    if row.status == Status::Open {
        // Nobody joined in time: the game closes.
        row.status = Status::Aborted;
        row.invite = None;
        clear_deadlines(&mut row);
        row.updated_ms = now;
        store::update_game(tx, &row)?;
        let text = text!(
            "timer-closed-nobody",
            game = format!("{} #{}", kind.title(), row.id)
        );
        let chat = row.chat_id.unwrap_or(row.creator);
        let mut out = vec![Outgoing::text(chat, text).about(row.id)];
        out.extend(deliver::clear_ended(tx, row.id, &out)?);
        return Ok(out);
    }
    let Some(seat) = game.to_move().filter(|_| row.status == Status::Active) else {
        clear_deadlines(&mut row);
        store::update_game(tx, &row)?;
        return Ok(Vec::new());
    };
    let timed_out =
        row.clock_ms.is_some_and(|t| t <= now) || row.limit_ms.is_some_and(|t| t <= now);
    if !timed_out && row.claim_ms.is_some_and(|t| t <= now) {
        // Thirty days of silence: the opponent may claim the win.
        row.claim_ms = None;
        row.claims |= seat_bit(seat.other().index());
        store::update_game(tx, &row)?;
        let text = text!(
            "timer-silent",
            player = players.label(seat),
            game = format!("{} #{}", kind.title(), row.id),
            opponent = players.name(seat.other())
        );
        let claim = vec![vec![Button::new(
            text!("button-claim-win"),
            format!("/claim #{}", row.id),
        )]];
        let chats: Vec<i64> = match row.chat_id {
            Some(group) if !game.private_views() => vec![group],
            _ => row.seats[seat.other().index()].into_iter().collect(),
        };
        return Ok(chats
            .into_iter()
            .map(|chat| {
                Outgoing::text(chat, text.clone())
                    .with_buttons(claim.clone())
                    .about(row.id)
                    .mentioning(players.mentions())
            })
            .collect());
    }
    if !timed_out {
        // The reminder: once, to the player privately, and to the group
        // of a group game.
        row.remind_ms = None;
        store::update_game(tx, &row)?;
        let left = duration_words(row.limit_ms.map(|t| t - now).unwrap_or(0));
        let game = format!("{} #{}", kind.title(), row.id);
        // The player's private chat names the game and the opponent, as
        // every private notification does.
        let private = text!(
            "header-opponent",
            game = &game,
            opponent = players.name(seat.other())
        )
        .and_plain(": ")
        .and(&text!("timer-reminder-private", left = &left));
        let mut out: Vec<Outgoing> = row.seats[seat.index()]
            .map(|user| Outgoing::text(user, private).about(row.id))
            .into_iter()
            .collect();
        if let Some(group) = row.chat_id {
            let text = text!(
                "timer-reminder",
                player = players.name(seat),
                game = &game,
                left = &left
            );
            out.push(
                Outgoing::text(group, text)
                    .about(row.id)
                    .mentioning(players.mentions()),
            );
        }
        return Ok(out);
    }
    let mut ctx = Ctx::new(now, rng, &config.settings);
    let played = game.timeout(seat, &mut ctx);
    let user = row.seats[seat.index()].unwrap_or(0);
    store::log_action(tx, row.id, user, "(time)", now)?;
    // Running out of time ends the player's turn as a move would.
    let ended_turn = Played {
        board: true,
        ..played.clone()
    };
    let change = settle(tx, game.as_ref(), &mut row, &ended_turn, now)?;
    store::update_game(tx, &row)?;
    games.put(row.id, &row.state, game.as_ref());
    let lead = vec![text!("timer-out-of-time", player = players.label(seat))];
    let after: Vec<Text> = change
        .map(|c| players.rating_line(&c))
        .into_iter()
        .collect();
    let event = deliver::Event {
        notes: &played.notes,
        board: played.board,
        lead: &lead,
        after: &after,
        actor: None,
    };
    let mut out = deliver::announce(&row, &*game, &players, &event, config.pictures, now);
    if row.status == Status::Over {
        if config.pictures {
            out.extend(deliver::replays(&row, &*game));
        }
        out.extend(deliver::clear_ended(tx, row.id, &out)?);
    }
    Ok(out)
}

/// `2 days 3 h`, `5 h 10 min`, `40 s`.
pub fn duration_words(ms: i64) -> Text {
    let s = (ms.max(0) + 999) / 1000;
    let (d, h, m) = (s / 86400, s % 86400 / 3600, s % 3600 / 60);
    if d > 0 {
        text!("duration-days-hours", d = d, h = h)
    } else if h > 0 {
        text!("duration-hours-minutes", h = h, m = m)
    } else if m > 0 {
        text!("duration-minutes-seconds", m = m, s = s % 60)
    } else {
        text!("duration-seconds", s = s)
    }
}
