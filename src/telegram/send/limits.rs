//! Telegram's flood limits: the pacing of the messages the bot sends, per
//! chat, per group and overall, and the pause Telegram asks for.

use std::collections::{HashMap, VecDeque};
use std::time::Duration;

use tokio::time::Instant;

/// Telegram's limits on sending.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Time between two messages to one chat.
    pub per_chat: Duration,
    /// Messages to one group per minute.
    pub per_group_minute: usize,
    /// Messages per second over all chats.
    pub per_second: usize,
}

impl Default for Limits {
    /// Telegram's published limits: about one message per second in a
    /// chat, 20 per minute in a group, 30 per second overall.
    fn default() -> Self {
        Limits {
            per_chat: Duration::from_secs(1),
            per_group_minute: 20,
            per_second: 30,
        }
    }
}

impl Limits {
    /// No pacing at all (0 means no limit): for tests against the fake
    /// Bot API, which only the pacing tests run with Telegram's limits.
    pub fn unpaced() -> Limits {
        Limits {
            per_chat: Duration::ZERO,
            per_group_minute: 0,
            per_second: 0,
        }
    }
}

const SECOND: Duration = Duration::from_secs(1);
const MINUTE: Duration = Duration::from_secs(60);

/// Keeps the sending within [`Limits`], and holds everything back while
/// Telegram asked to wait (`retry_after`).
#[derive(Debug)]
pub struct Limiter {
    limits: Limits,
    last: HashMap<i64, Instant>,
    groups: HashMap<i64, VecDeque<Instant>>,
    all: VecDeque<Instant>,
    frozen_until: Option<Instant>,
}

impl Limiter {
    pub fn new(limits: Limits) -> Limiter {
        Limiter {
            limits,
            last: HashMap::new(),
            groups: HashMap::new(),
            all: VecDeque::new(),
            frozen_until: None,
        }
    }

    /// Takes a slot for one message to `chat` at `now`, or tells when to
    /// ask again.
    pub fn reserve(&mut self, chat: i64, now: Instant) -> Result<(), Instant> {
        let mut ready = self.frozen_until.unwrap_or(now).max(now);
        if let Some(last) = self.last.get(&chat) {
            ready = ready.max(*last + self.limits.per_chat);
        }
        while self.all.front().is_some_and(|t| *t + SECOND <= now) {
            self.all.pop_front();
        }
        if self.limits.per_second > 0 && self.all.len() >= self.limits.per_second {
            ready = ready.max(self.all[self.all.len() - self.limits.per_second] + SECOND);
        }
        // Groups and supergroups have negative ids.
        if chat < 0 && self.limits.per_group_minute > 0 {
            let q = self.groups.entry(chat).or_default();
            while q.front().is_some_and(|t| *t + MINUTE <= now) {
                q.pop_front();
            }
            if q.len() >= self.limits.per_group_minute {
                ready = ready.max(q[q.len() - self.limits.per_group_minute] + MINUTE);
            }
        }
        if ready > now {
            return Err(ready);
        }
        self.last.insert(chat, now);
        self.all.push_back(now);
        if chat < 0 {
            self.groups.entry(chat).or_default().push_back(now);
        }
        if self.last.len() > 4096 {
            let per_chat = self.limits.per_chat;
            self.last.retain(|_, t| *t + per_chat > now);
            self.groups
                .retain(|_, q| q.back().is_some_and(|t| *t + MINUTE > now));
        }
        Ok(())
    }

    /// Nothing is sent before `until` (Telegram's `retry_after`).
    pub fn freeze(&mut self, until: Instant) {
        self.frozen_until = Some(self.frozen_until.map_or(until, |f| f.max(until)));
    }

    /// When sending may resume after a freeze.
    pub fn frozen_until(&self, now: Instant) -> Option<Instant> {
        self.frozen_until.filter(|f| *f > now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limiter() -> Limiter {
        Limiter::new(Limits::default())
    }

    #[test]
    fn one_message_per_second_per_chat() {
        let mut l = limiter();
        let t0 = Instant::now();
        assert_eq!(l.reserve(5, t0), Ok(()));
        assert_eq!(l.reserve(5, t0), Err(t0 + SECOND));
        assert_eq!(l.reserve(6, t0), Ok(()), "other chats are not held up");
        assert_eq!(l.reserve(5, t0 + SECOND), Ok(()));
    }

    #[test]
    fn twenty_per_minute_in_a_group() {
        let mut l = limiter();
        let t0 = Instant::now();
        for i in 0..20 {
            assert_eq!(l.reserve(-7, t0 + SECOND * i), Ok(()), "message {i}");
        }
        let t = t0 + SECOND * 20;
        assert_eq!(l.reserve(-7, t), Err(t0 + MINUTE));
        assert_eq!(l.reserve(-7, t0 + MINUTE), Ok(()));
        // Private chats have no per-minute limit.
        for i in 0..30 {
            assert_eq!(l.reserve(9, t0 + MINUTE * 2 + SECOND * i), Ok(()));
        }
    }

    #[test]
    fn thirty_per_second_overall() {
        let mut l = limiter();
        let t0 = Instant::now();
        for chat in 1..=30 {
            assert_eq!(l.reserve(chat, t0), Ok(()));
        }
        assert_eq!(l.reserve(31, t0), Err(t0 + SECOND));
        assert_eq!(l.reserve(31, t0 + SECOND), Ok(()));
    }

    #[test]
    fn retry_after_holds_everything() {
        let mut l = limiter();
        let t0 = Instant::now();
        l.freeze(t0 + SECOND * 5);
        assert_eq!(l.reserve(1, t0), Err(t0 + SECOND * 5));
        assert_eq!(l.frozen_until(t0), Some(t0 + SECOND * 5));
        assert_eq!(l.reserve(1, t0 + SECOND * 5), Ok(()));
        assert_eq!(l.frozen_until(t0 + SECOND * 5), None);
    }
}
