//! `--vs-bot N`: players against the computer at once, the bot thinking
//! on its pool of threads as in `serve`.

use super::*;

/// A game of `args.game` against level 5 for `user` (who has opened the
/// private chat); its id.
fn start_vs_bot(hub: &mut Hub, user: i64, game: &str) -> Result<i64, BenchError> {
    hub.handle(
        &private_message(user, &format!("/new {game} vs=bot level=5")),
        0,
    )?;
    crate::store::last_game_id(hub.conn())?.ok_or(BenchError::NoGameCreated)
}

/// `--vs-bot N`: N players against level 5 at once. Each player moves (a
/// random legal action) as soon as it is their turn; the bot's games go to
/// a pool of thinking threads as in `serve`. Measures from a player's move
/// committed to the bot's move committed (its illegal Kriegspiel attempts
/// on the way included).
pub(super) fn vs_bot_phase(dir: &Path, args: &BenchArgs, n: usize) -> Result<String, BenchError> {
    use crate::core::BotTask;
    use crate::engine::pool::{self, Pool};
    use std::collections::HashMap;
    let path = dir.join("vs-bot.db");
    let (mut hub, _checkpointer) = open_hub(&path, false)?;
    let mut rng = StdRng::seed_from_u64(5);
    let mut players: Vec<(i64, i64)> = Vec::with_capacity(n);
    for i in 0..n {
        let user = 100 + i as i64;
        hub.handle(&private_message(user, "/start"), 0)?;
        players.push((user, start_vs_bot(&mut hub, user, &args.game)?));
    }
    let workers = pool::workers();
    let pool: Pool<(BotTask, u64, Option<Incoming>)> = Pool::new(workers);
    let mut moved_at: HashMap<i64, Instant> = HashMap::new();
    let mut turns: HashMap<i64, Instant> = HashMap::new();
    let mut waits: Vec<u64> = Vec::with_capacity(args.replies);
    let mut budgets: Vec<u64> = Vec::new();
    let started = Instant::now();
    let mut seed = 0u64;
    while waits.len() < args.replies && started.elapsed().as_secs() < 3_600 {
        for (user, game) in players.iter_mut() {
            let row = crate::store::game(hub.conn(), *game)?.ok_or(BenchError::Vanished)?;
            let g = stored_game(&hub, *game)?;
            let Some(seat) = g.to_move() else {
                *game = start_vs_bot(&mut hub, *user, &args.game)?;
                continue;
            };
            if row.seats[seat.index()] != Some(*user) || moved_at.contains_key(game) {
                continue;
            }
            let texts = g.legal_texts();
            let Some(text) = texts.get(rng.random_range(0..texts.len().max(1))) else {
                continue;
            };
            hub.handle(&private_message(*user, text), 0)?;
            moved_at.insert(*game, Instant::now());
        }
        for t in hub.bot_tasks()? {
            if pool.busy(t.game_id) {
                continue;
            }
            seed += 1;
            let s = seed;
            let time = t.time();
            let since = pool::turn_start(&mut turns, t.game_id, t.mid_turn());
            pool.submit(t.game_id, since, time, move |budget| {
                let msg = t.think_within(s, budget);
                (t, budget.as_millis() as u64, msg)
            });
        }
        for (id, (task, budget, thought)) in pool.finished(std::time::Duration::from_millis(20)) {
            budgets.push(budget);
            let before = hub.game_version(id)?;
            for msg in [thought, task.fallback(seed)].into_iter().flatten() {
                hub.handle(&msg, 0)?;
                if hub.game_version(id)? != before {
                    break;
                }
            }
            // The reply is in when the bot's turn is over.
            let g = stored_game(&hub, id)?;
            if g.to_move() != Some(task.seat) {
                if let Some(t0) = moved_at.remove(&id) {
                    waits.push(t0.elapsed().as_millis() as u64);
                }
            }
        }
        drain(&mut hub)?;
    }
    waits.sort_unstable();
    budgets.sort_unstable();
    Ok(format!(
        "{n} games of {} against level 5 at once, {workers} thinking threads: {} replies, move to reply p50 {:.2} s, p99 {:.2} s, max {:.2} s; time given per decision p50 {} ms, min {} ms",
        args.game,
        waits.len(),
        percentile(&waits, 0.5) as f64 / 1000.0,
        percentile(&waits, 0.99) as f64 / 1000.0,
        waits.last().copied().unwrap_or(0) as f64 / 1000.0,
        percentile(&budgets, 0.5),
        budgets.first().copied().unwrap_or(0),
    ))
}
