//! A per-user rate limit: a token bucket for reading boards and a smaller
//! one for actions, so one user (or a stolen init data) cannot flood the
//! core. Buckets of users idle for a while are forgotten.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// A bucket's size and how fast it fills.
#[derive(Clone, Copy, Debug)]
pub struct Rate {
    pub burst: f64,
    pub per_sec: f64,
}

/// What a user may ask: boards (including waits) and actions.
pub const READS: Rate = Rate {
    burst: 60.0,
    per_sec: 10.0,
};
pub const ACTIONS: Rate = Rate {
    burst: 10.0,
    per_sec: 2.0,
};

pub struct Limits {
    reads: Rate,
    actions: Rate,
    buckets: Mutex<HashMap<(i64, bool), (f64, Instant)>>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::new(READS, ACTIONS)
    }
}

impl Limits {
    pub fn new(reads: Rate, actions: Rate) -> Limits {
        Limits {
            reads,
            actions,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes one request of `user` (`action`: a POST) from its bucket;
    /// `false` if the bucket is empty.
    pub fn take(&self, user: i64, action: bool, now: Instant) -> bool {
        let rate = if action { self.actions } else { self.reads };
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        if buckets.len() > 10_000 {
            buckets.retain(|_, (_, at)| now.duration_since(*at) < Duration::from_secs(60));
        }
        let (level, at) = buckets.entry((user, action)).or_insert((rate.burst, now));
        let elapsed = now.duration_since(*at).as_secs_f64();
        *level = (*level + elapsed * rate.per_sec).min(rate.burst);
        *at = now;
        if *level >= 1.0 {
            *level -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_then_the_rate() {
        let l = Limits::default();
        let t = Instant::now();
        let taken = (0..20).filter(|_| l.take(1, true, t)).count();
        assert_eq!(taken, ACTIONS.burst as usize);
        // Another user and the reads have buckets of their own.
        assert!(l.take(2, true, t));
        assert!(l.take(1, false, t));
        // Half a second later: one more action.
        let later = t + Duration::from_millis(500);
        assert!(l.take(1, true, later));
        assert!(!l.take(1, true, later));
    }
}
