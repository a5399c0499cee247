//! The computer opponent's seat (`/new GAME vs=bot level=K`).
//!
//! The bot is a user like any other, with a fixed id per level
//! ([`bot_user`]: ids 1…5, which no Telegram user or console name has),
//! named `boardbot`. The core never thinks inside a transaction: a
//! transport asks which games wait for the bot, lets [`BotTask::think`] run
//! outside the hub (on a worker thread in `serve`; before the next input
//! line in the console), and hands the result to [`Hub::handle`] as an
//! ordinary incoming message from the bot's seat, checked like any other.
//! The console asks [`Hub::bot_tasks`] after every line. `serve` is told:
//! [`Hub::watch_bot_games`] wakes it after each commit that acted on a game
//! with a computer seat, and it asks [`Hub::bot_task`] about those games
//! only ([`Hub::bot_games_changed`]); a full [`Hub::bot_tasks`] runs at
//! start (a move lost in a restart is thought again) and now and then.

use std::collections::BTreeSet;

use rand::SeedableRng;

use crate::engine::{self, Engine, Level, Searcher, Spec};
use crate::message::{Chat, ChatKind, Incoming, Occupant, User};
use crate::rules::{Ctx, Game, Seat};
use crate::store::{self, GameRow, Status};

use super::{CoreError, Hub};

/// The bot's name in games and captions.
pub const BOT_NAME: &str = "boardbot";
/// The level when `/new … vs=bot` names none.
pub const DEFAULT_LEVEL: u8 = 3;

/// The user id of the bot playing at `level` (1…5; see [`Occupant`]).
pub fn bot_user(level: u8) -> i64 {
    Occupant::computer(level).user_id()
}

/// Whether the computer opponent holds a seat of `row`'s game.
pub fn has_bot_seat(row: &GameRow) -> bool {
    row.seats
        .iter()
        .flatten()
        .any(|u| Occupant::of(*u).is_computer())
}

/// The games with a computer seat that committed messages acted on, since
/// the computer opponent last asked. Filled only while someone listens
/// ([`Hub::watch_bot_games`]), so it holds at most the games with a
/// computer seat.
#[derive(Default)]
pub(super) struct Watch {
    changed: BTreeSet<i64>,
    wake: Option<Box<dyn Fn() + Send>>,
}

impl Watch {
    /// `ids` were committed: remembered, and the listener woken.
    pub(super) fn committed(&mut self, ids: &[i64]) {
        let Some(wake) = &self.wake else {
            return;
        };
        if !ids.is_empty() {
            self.changed.extend(ids.iter().copied());
            wake();
        }
    }
}

/// What the bot has to do in one game.
pub struct BotTask {
    pub game_id: i64,
    pub seat: Seat,
    pub level: u8,
    /// The game as it stands (a copy: thinking never touches the hub).
    pub game: Box<dyn Game>,
    /// Where the bot's message goes: the group of a group game with a
    /// shared board, otherwise the bot's own private chat.
    pub chat: Chat,
    /// The opponent offered a draw and the bot's evaluation says it is not
    /// better: it accepts instead of moving.
    pub accept_draw: bool,
}

impl BotTask {
    /// Thinks (pure: the engine only) and returns the bot's message, or
    /// `None` when it has nothing to send. `seed` makes it reproducible.
    pub fn think(&self, seed: u64) -> Option<Incoming> {
        self.think_within(seed, self.time())
    }

    /// The level's time to think.
    pub fn time(&self) -> std::time::Duration {
        Level::new(self.level).budget.time
    }

    /// Whether this decision continues the bot's turn (a refused
    /// Kriegspiel attempt): see [`engine::pool::turn_start`].
    pub fn mid_turn(&self) -> bool {
        engine::mid_turn(self.game.as_ref(), self.seat)
    }

    /// [`BotTask::think`] with at most `time` to think (less than the
    /// level's when many games wait: see [`engine::pool`]).
    pub fn think_within(&self, seed: u64, time: std::time::Duration) -> Option<Incoming> {
        let text = if self.accept_draw {
            format!("/draw #{}", self.game_id)
        } else {
            let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
            let mut engine = Searcher::new(Level::new(self.level).within(time));
            let choice = engine.choose(self.game.as_ref(), self.seat, &mut rng)?;
            let mut moves = vec![choice];
            self.moves_after_passes(&mut engine, &mut moves, &mut rng);
            self.addressed(&moves.join("\n"))
        };
        Some(Incoming::text(
            self.chat.clone(),
            User {
                id: bot_user(self.level),
                name: BOT_NAME.into(),
                link: false,
                lang: None,
            },
            text,
        ))
    }

    /// A random legal text (when the engine's choice was refused, which
    /// would be an engine bug: the bot must never stall a game).
    pub fn fallback(&self, seed: u64) -> Option<Incoming> {
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let mut random = Spec::Random.build();
        let choice = random.choose(self.game.as_ref(), self.seat, &mut rng)?;
        Some(Incoming::text(
            self.chat.clone(),
            User {
                id: bot_user(self.level),
                name: BOT_NAME.into(),
                link: false,
                lang: None,
            },
            self.addressed(&choice),
        ))
    }

    /// The bot's moves while its opponent has none and passes (Opok):
    /// thought ahead on a copy and sent with the first as one message, one
    /// line each, so that the players get one board for all of them, not
    /// one per pass. The core plays them one by one, each checked as usual.
    fn moves_after_passes(
        &self,
        engine: &mut dyn engine::Engine,
        moves: &mut Vec<String>,
        rng: &mut rand::rngs::StdRng,
    ) {
        /// A bound, far above any real run of passes.
        const MAX_MOVES: usize = 500;
        let settings = crate::rules::Settings::default();
        let mut game = self.game.clone_box();
        while moves.len() < MAX_MOVES {
            let Some(last) = moves.last().filter(|m| !m.starts_with('/')) else {
                return;
            };
            let mut ctx = Ctx::new(0, &mut *rng, &settings);
            let again = match game.play(self.seat, last, &mut ctx) {
                Ok(p) => p.board && p.outcome.is_none() && game.to_move() == Some(self.seat),
                Err(_) => false,
            };
            let next = again
                .then(|| engine.choose(game.as_ref(), self.seat, &mut *rng))
                .flatten();
            match next {
                Some(m) if !m.starts_with('/') => moves.push(m),
                _ => return,
            }
        }
    }

    /// `#N move`, or `/command args #N`.
    fn addressed(&self, text: &str) -> String {
        if text.starts_with('/') {
            format!("{text} #{}", self.game_id)
        } else {
            format!("#{} {text}", self.game_id)
        }
    }
}

impl Hub {
    /// The games where the bot is to act now: its move, or a draw offer it
    /// accepts. Read-only; reads every running game against the bot.
    pub fn bot_tasks(&mut self) -> Result<Vec<BotTask>, CoreError> {
        let mut tasks = Vec::new();
        for level in Occupant::LEVELS {
            for row in store::user_games(self.store.conn(), bot_user(level))? {
                tasks.extend(self.task_for(&row)?);
            }
        }
        Ok(tasks)
    }

    /// What the bot has to do in game `id` now, if anything. Read-only.
    pub fn bot_task(&mut self, id: i64) -> Result<Option<BotTask>, CoreError> {
        match store::game(self.store.conn(), id)? {
            Some(row) => self.task_for(&row),
            None => Ok(None),
        }
    }

    /// From now on `wake` is called after every commit that acted on a
    /// game with a computer seat (a move, a draw offer, the game's start),
    /// and [`Hub::bot_games_changed`] names those games: the computer
    /// opponent acts when a commit makes it its turn instead of reading
    /// every game again and again. `wake` runs while the hub is held: it
    /// must only signal (a `Notify`), never call the hub.
    pub fn watch_bot_games(&mut self, wake: impl Fn() + Send + 'static) {
        self.bot_watch.wake = Some(Box::new(wake));
    }

    /// The games with a computer seat that committed messages acted on
    /// since the last call (see [`Hub::watch_bot_games`]).
    pub fn bot_games_changed(&mut self) -> Vec<i64> {
        std::mem::take(&mut self.bot_watch.changed)
            .into_iter()
            .collect()
    }

    /// The bot's task in `row`'s game: the game is running, the bot holds
    /// a seat, and it is to move or accepts a draw offered to it.
    fn task_for(&mut self, row: &GameRow) -> Result<Option<BotTask>, CoreError> {
        if row.status != Status::Active {
            return Ok(None);
        }
        let Some((seat, level)) = [Seat::White, Seat::Black].into_iter().find_map(|s| {
            let level = Occupant::of(row.seats[s.index()]?).level()?;
            Some((s, level))
        }) else {
            return Ok(None);
        };
        let bot = bot_user(level);
        // From the cache: asked after every commit that touches the game,
        // it must not parse the game each time.
        let game = self.games.load(row)?;
        let offered = row.draw_offer == Some(seat.other().index());
        let accept_draw = offered
            && game.to_move().is_some()
            && game.can_agree_draw().is_ok()
            && engine::accepts_draw(game.as_ref(), seat);
        if game.to_move() != Some(seat) && !accept_draw {
            return Ok(None);
        }
        let chat = match row.chat_id {
            Some(group) if !game.private_views() => Chat {
                id: group,
                kind: ChatKind::Group,
                title: String::new(),
            },
            _ => Chat {
                id: bot,
                kind: ChatKind::Private,
                title: BOT_NAME.into(),
            },
        };
        Ok(Some(BotTask {
            game_id: row.id,
            seat,
            level,
            game,
            chat,
            accept_draw,
        }))
    }

    /// The version of game `id` ([`store::game_version`]): a bot message
    /// that leaves it unchanged changed nothing.
    pub fn game_version(&self, id: i64) -> Result<Option<i64>, CoreError> {
        Ok(store::game_version(self.store.conn(), id)?)
    }

    /// A number drawn from game `id`'s saved state, to vary the console
    /// bot's decisions reproducibly (the same game in the same state, the
    /// same seed).
    fn state_seed(&self, id: i64) -> Result<u64, CoreError> {
        let state = store::game(self.store.conn(), id)?
            .map(|r| format!("{}|{:?}", r.state, r.draw_offer))
            .unwrap_or_default();
        Ok(fnv(&state))
    }

    /// Lets the bot act until no game waits for it (the console's way:
    /// deterministic, before the next input line). `seed` varies each
    /// decision; `deliver` runs after every bot message so its replies are
    /// shown in order. Stops after `max` messages.
    pub fn run_bot(
        &mut self,
        now_ms: i64,
        seed: u64,
        max: usize,
        mut deliver: impl FnMut(&mut Hub) -> Result<(), CoreError>,
    ) -> Result<usize, CoreError> {
        let mut sent = 0;
        let mut stuck: Vec<i64> = Vec::new();
        while sent < max {
            let tasks: Vec<BotTask> = self
                .bot_tasks()?
                .into_iter()
                .filter(|t| !stuck.contains(&t.game_id))
                .collect();
            let Some(task) = tasks.into_iter().next() else {
                break;
            };
            let before = self.game_version(task.game_id)?;
            let decision_seed = seed ^ self.state_seed(task.game_id)?;
            let mut progressed = false;
            for msg in [task.think(decision_seed), task.fallback(decision_seed)]
                .into_iter()
                .flatten()
            {
                self.handle(&msg, now_ms)?;
                sent += 1;
                deliver(self)?;
                if self.game_version(task.game_id)? != before {
                    progressed = true;
                    break;
                }
            }
            if !progressed {
                tracing::error!(
                    game = task.game_id,
                    "the bot could not act; leaving the game"
                );
                stuck.push(task.game_id);
            }
        }
        Ok(sent)
    }
}

/// FNV-1a of `text`.
fn fnv(text: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x100_0000_01b3);
    }
    h
}
