//! Thinking for many games at once: a few worker threads (one per core)
//! take the games waiting for the computer in turn, and each decision gets
//! the level's time or, when many wait, a share of [`REPLY_WITHIN`] so the
//! last of them is still answered within it ([`share`]): the budget
//! shrinks rather than replies queue.
//!
//! `serve` hands the bot's games to a pool; `boardbot bench --vs-bot N`
//! measures it with N games against level 5 at once.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The longest a player should wait for the computer's reply.
pub const REPLY_WITHIN: Duration = Duration::from_secs(10);
/// Kept back from [`REPLY_WITHIN`] for reading the game and handling the
/// reply: with many games at once on a loaded machine the replies are
/// committed one after another, and 0.8 s gave a p99 of 10.5–11.1 s
/// (`bench --vs-bot 20`).
const MARGIN: Duration = Duration::from_millis(2_000);
/// The least a decision is given, however many wait.
pub const MIN_THINK: Duration = Duration::from_millis(50);

/// The time one decision may take: the level's own (`level_time`), or
/// less when `waiting` decisions (this one included) queue for `workers`
/// threads and this one has waited `waited` already, so that the last of
/// them is answered within [`REPLY_WITHIN`].
pub fn share(level_time: Duration, waited: Duration, waiting: usize, workers: usize) -> Duration {
    let rounds = waiting.div_ceil(workers.max(1)).max(1) as u32;
    let left = REPLY_WITHIN.saturating_sub(waited).saturating_sub(MARGIN);
    (left / rounds).clamp(MIN_THINK, level_time.max(MIN_THINK))
}

/// When the turn that game `id` waits for began: now for a new turn, the
/// turn's first decision's time while the bot is still on the same turn
/// (`mid_turn`: a refused Kriegspiel attempt), so the budget of each
/// further attempt shrinks and the whole reply keeps to [`REPLY_WITHIN`].
/// `turns` is the caller's record, one entry per game.
pub fn turn_start(turns: &mut HashMap<i64, Instant>, id: i64, mid_turn: bool) -> Instant {
    let now = Instant::now();
    match turns.get(&id) {
        Some(&t) if mid_turn => t,
        _ => {
            turns.insert(id, now);
            now
        }
    }
}

/// The number of worker threads: one per core.
pub fn workers() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

type Work<T> = Box<dyn FnOnce(Duration) -> T + Send>;

struct Job<T> {
    id: i64,
    since: Instant,
    level_time: Duration,
    work: Work<T>,
}

struct State<T> {
    waiting: VecDeque<Job<T>>,
    /// Ids queued or being thought about.
    busy: HashSet<i64>,
    done: Vec<(i64, T)>,
    stop: bool,
}

struct Shared<T> {
    state: Mutex<State<T>>,
    /// A job was queued (or the pool stops).
    queued: Condvar,
    /// A job finished.
    finished: Condvar,
}

impl<T> Shared<T> {
    fn lock(&self) -> MutexGuard<'_, State<T>> {
        // A worker that panicked left the state as it was: keep going.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// Worker threads thinking for games, each job keyed by its game's id.
pub struct Pool<T: Send + 'static> {
    shared: Arc<Shared<T>>,
    threads: Vec<JoinHandle<()>>,
    workers: usize,
}

impl<T: Send + 'static> Pool<T> {
    pub fn new(workers: usize) -> Pool<T> {
        let workers = workers.max(1);
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                waiting: VecDeque::new(),
                busy: HashSet::new(),
                done: Vec::new(),
                stop: false,
            }),
            queued: Condvar::new(),
            finished: Condvar::new(),
        });
        let threads = (0..workers)
            .map(|_| {
                let shared = Arc::clone(&shared);
                std::thread::spawn(move || work(&shared, workers))
            })
            .collect();
        Pool {
            shared,
            threads,
            workers,
        }
    }

    pub fn workers(&self) -> usize {
        self.workers
    }

    /// Queues `work` for game `id` unless that game is queued or being
    /// thought about already (then `false`). `work` gets its time, counted
    /// so that the reply comes within [`REPLY_WITHIN`] of `since` (when
    /// the player's move came: a Kriegspiel turn may take several
    /// decisions, see [`turn_start`]).
    pub fn submit(
        &self,
        id: i64,
        since: Instant,
        level_time: Duration,
        work: impl FnOnce(Duration) -> T + Send + 'static,
    ) -> bool {
        let mut s = self.shared.lock();
        if !s.busy.insert(id) {
            return false;
        }
        s.waiting.push_back(Job {
            id,
            since,
            level_time,
            work: Box::new(work),
        });
        self.shared.queued.notify_one();
        true
    }

    /// Whether the pool has nothing for its caller: no game queued or
    /// being thought about, and no finished thought left to collect. A
    /// job that ends between [`Pool::submit`] and this question is not
    /// busy any more but still waits in [`Pool::finished`]: counting it
    /// idle left a bot's reply uncollected until the next wake-up or
    /// sweep (a flaky `the_bot_opponent_moves_on_telegram`).
    pub fn idle(&self) -> bool {
        let s = self.shared.lock();
        s.busy.is_empty() && s.done.is_empty()
    }

    /// Whether game `id` is queued or being thought about.
    pub fn busy(&self, id: i64) -> bool {
        self.shared.lock().busy.contains(&id)
    }

    /// The finished jobs, waiting up to `timeout` for one if none is.
    pub fn finished(&self, timeout: Duration) -> Vec<(i64, T)> {
        let mut s = self.shared.lock();
        if s.done.is_empty() && !timeout.is_zero() {
            s = match self.shared.finished.wait_timeout(s, timeout) {
                Ok((s, _)) => s,
                Err(p) => p.into_inner().0,
            };
        }
        std::mem::take(&mut s.done)
    }
}

fn work<T>(shared: &Shared<T>, workers: usize) {
    loop {
        let (job, waiting) = {
            let mut s = shared.lock();
            loop {
                if s.stop {
                    return;
                }
                if let Some(job) = s.waiting.pop_front() {
                    let waiting = s.waiting.len() + 1;
                    break (job, waiting);
                }
                s = match shared.queued.wait(s) {
                    Ok(s) => s,
                    Err(p) => p.into_inner(),
                };
            }
        };
        let time = share(job.level_time, job.since.elapsed(), waiting, workers);
        let result = (job.work)(time);
        let mut s = shared.lock();
        s.busy.remove(&job.id);
        s.done.push((job.id, result));
        shared.finished.notify_all();
    }
}

impl<T: Send + 'static> Drop for Pool<T> {
    fn drop(&mut self) {
        self.shared.lock().stop = true;
        self.shared.queued.notify_all();
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_budget_shrinks_with_the_queue_not_below_the_floor() {
        let two = Duration::from_secs(2);
        // Alone, or two games on two cores: the level's own time.
        assert_eq!(share(two, Duration::ZERO, 1, 2), two);
        assert_eq!(share(two, Duration::ZERO, 2, 2), two);
        // 20 games on 2 cores: 10 rounds share what is left of 10 s.
        let t = share(two, Duration::ZERO, 20, 2);
        assert!(t < two && t * 10 <= REPLY_WITHIN, "{t:?}");
        // A game that already waited gets less.
        assert!(share(two, Duration::from_secs(5), 20, 2) < t);
        // Never below the floor, even past the limit.
        assert_eq!(share(two, Duration::from_secs(30), 500, 2), MIN_THINK);
    }

    /// A turn's later decisions count from its start: a job for a turn
    /// that began 9.5 s ago gets the floor, not the level's time.
    #[test]
    fn a_turn_of_several_decisions_keeps_its_start() {
        let mut turns = HashMap::new();
        let first = turn_start(&mut turns, 7, false);
        assert_eq!(turn_start(&mut turns, 7, true), first);
        let next = turn_start(&mut turns, 7, false);
        assert!(next >= first);
        assert_eq!(
            turn_start(&mut turns, 8, true),
            turns[&8],
            "a game unseen starts now"
        );
        let pool: Pool<Duration> = Pool::new(1);
        let long_ago = Instant::now() - Duration::from_millis(9_500);
        assert!(pool.submit(1, long_ago, Duration::from_secs(2), |t| t));
        let deadline = Instant::now() + Duration::from_secs(10);
        let mut got = Vec::new();
        while got.is_empty() && Instant::now() < deadline {
            got = pool.finished(Duration::from_millis(100));
        }
        assert_eq!(got, vec![(1, MIN_THINK)]);
    }

    /// A job that finished before anyone asked is still the caller's to
    /// collect: the pool is not idle until it is collected.
    #[test]
    fn a_finished_job_keeps_the_pool_from_idling_until_collected() {
        let pool: Pool<i64> = Pool::new(1);
        assert!(pool.idle());
        assert!(pool.submit(4, Instant::now(), Duration::from_millis(5), |_| 4));
        let deadline = Instant::now() + Duration::from_secs(10);
        while pool.busy(4) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(1));
        }
        assert!(!pool.busy(4), "the job never ran");
        assert!(!pool.idle(), "a finished, uncollected job was counted idle");
        assert_eq!(pool.finished(Duration::ZERO), vec![(4, 4)]);
        assert!(pool.idle());
    }

    #[test]
    fn jobs_run_once_each_and_report_their_time() {
        let pool: Pool<(i64, Duration)> = Pool::new(2);
        for id in 0..6 {
            let since = Instant::now();
            assert!(pool.submit(id, since, Duration::from_millis(5), move |t| (id, t)));
        }
        let mut seen = Vec::new();
        let deadline = Instant::now() + Duration::from_secs(10);
        while seen.len() < 6 && Instant::now() < deadline {
            for (id, (same, t)) in pool.finished(Duration::from_millis(100)) {
                assert_eq!(id, same);
                assert!(t <= Duration::from_millis(50), "{t:?}");
                seen.push(id);
            }
        }
        seen.sort_unstable();
        assert_eq!(seen, (0..6).collect::<Vec<_>>());
        assert!(!pool.busy(3));
    }
}
