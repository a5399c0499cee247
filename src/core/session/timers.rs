//! Deadlines: the game's own clock, the correspondence limit `days=N` and
//! its reminder, fired by the transports' timer.

use rand::rngs::StdRng;
use rusqlite::Connection;

use crate::core::cache::GameCache;
use crate::core::deliver::{self, Players};
use crate::core::{CoreError, HubConfig, DAY_MS};
use crate::message::Outgoing;
use crate::rules::{Ctx, Game, Played};
use crate::store::{self, GameRow, Status};

/// Stores the game's new state in its row: over (with its result) or
/// running with the deadlines of the player to move. Only a move restarts
/// the correspondence limit: an action that leaves the board as it was (a
/// refused Kriegspiel attempt, a question) must not buy its player time.
pub(super) fn settle(
    game: &dyn Game,
    row: &mut GameRow,
    played: &Played,
    now: i64,
) -> Result<(), CoreError> {
    row.state = game.save()?.to_string();
    row.updated_ms = now;
    match played.outcome.clone().or_else(|| game.outcome()) {
        Some(o) => {
            row.status = Status::Over;
            row.result = Some(o.result.score().to_string());
            row.draw_offer = None;
            row.clock_ms = None;
            row.limit_ms = None;
            row.remind_ms = None;
        }
        None if played.board => schedule(game, row, now),
        None => row.clock_ms = game.deadline(),
    }
    Ok(())
}

/// The deadlines of a game for its player to move: the game's own clock and
/// the correspondence limit, with its reminder when 10% is left.
pub(super) fn schedule(game: &dyn Game, row: &mut GameRow, now: i64) {
    row.clock_ms = None;
    row.limit_ms = None;
    row.remind_ms = None;
    if row.status != Status::Active || game.to_move().is_none() {
        return;
    }
    row.clock_ms = game.deadline();
    if let Some(days) = row.days {
        let span = days * DAY_MS;
        row.limit_ms = Some(now + span);
        row.remind_ms = Some(now + span - span / 10);
    }
}

/// A deadline or reminder of `row` is due at `now`: remind the player to
/// move, or end the game on time as its rules say.
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
    let Some(seat) = game.to_move().filter(|_| row.status == Status::Active) else {
        row.clock_ms = None;
        row.limit_ms = None;
        row.remind_ms = None;
        store::update_game(tx, &row)?;
        return Ok(Vec::new());
    };
    let timed_out =
        row.clock_ms.is_some_and(|t| t <= now) || row.limit_ms.is_some_and(|t| t <= now);
    if !timed_out {
        // The reminder: once, to wherever the player reads the game.
        row.remind_ms = None;
        store::update_game(tx, &row)?;
        let left = row.limit_ms.map(|t| t - now).unwrap_or(0);
        let text = format!(
            "Reminder: {}, it is your move in {} #{} — {} left.",
            players.name(seat),
            kind.title,
            row.id,
            duration_words(left)
        );
        let chat = match row.chat_id {
            Some(group) if !game.private_views() => group,
            _ => row.seats[seat.index()].unwrap_or(0),
        };
        return Ok(vec![Outgoing::text(chat, text).about(row.id)]);
    }
    let mut ctx = Ctx {
        now_ms: now,
        rng,
        settings: &config.settings,
    };
    let played = game.timeout(seat, &mut ctx);
    let user = row.seats[seat.index()].unwrap_or(0);
    store::log_action(tx, row.id, user, "(time)", now)?;
    // Running out of time ends the player's turn as a move would.
    let ended_turn = Played {
        board: true,
        ..played.clone()
    };
    settle(game.as_ref(), &mut row, &ended_turn, now)?;
    store::update_game(tx, &row)?;
    games.put(row.id, &row.state, game.as_ref());
    let lead = vec![format!("{} ran out of time.", players.label(seat))];
    Ok(deliver::announce(
        &row,
        &*game,
        &players,
        &played.notes,
        played.board,
        &lead,
        config.pictures,
    ))
}

/// `2 days 3 h`, `5 h 10 min`, `40 s`.
pub fn duration_words(ms: i64) -> String {
    let s = (ms.max(0) + 999) / 1000;
    let (d, h, m) = (s / 86400, s % 86400 / 3600, s % 3600 / 60);
    if d > 0 {
        format!("{d} day{} {h} h", if d == 1 { "" } else { "s" })
    } else if h > 0 {
        format!("{h} h {m} min")
    } else if m > 0 {
        format!("{m} min {} s", s % 60)
    } else {
        format!("{s} s")
    }
}
