//! Clocks: the bidding clock of §5.2 and the board phase's Fischer clock
//! (the `time` target), and how they are written.

use crate::i18n::Text;
use serde::{Deserialize, Serialize};

use crate::rules::shorten;
use crate::rules::{Settings, SettingsError};

/// Chpok's table in `bot.toml` (`[chpok]`): the sets random time controls
/// of the bidding are drawn from.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ChpokSettings {
    /// Minutes per player (1–180).
    pub minutes: Vec<u32>,
    /// Bonus seconds per move (0–60).
    pub bonus: Vec<u32>,
}

impl Default for ChpokSettings {
    fn default() -> Self {
        ChpokSettings {
            minutes: vec![1, 2, 3, 5, 10, 15, 30],
            bonus: vec![0, 1, 2, 3, 5, 10],
        }
    }
}

/// [`crate::rules::GameKind::check_settings`] for Chpok.
pub fn check_settings(table: &serde_json::Value) -> Result<(), SettingsError> {
    let s: ChpokSettings = serde_json::from_value(table.clone())?;
    if s.minutes.is_empty() || s.minutes.iter().any(|m| !(1..=180).contains(m)) {
        return Err(SettingsError::OutOfRange {
            key: "minutes",
            expected: "minutes from 1 to 180",
        });
    }
    if s.bonus.is_empty() || s.bonus.iter().any(|b| *b > 60) {
        return Err(SettingsError::OutOfRange {
            key: "bonus",
            expected: "seconds from 0 to 60",
        });
    }
    Ok(())
}

/// A bidding clock starts with this much.
pub const BID_START_MS: i64 = 100_000;
/// Gained after each own bid.
pub const BID_BONUS_MS: i64 = 100_000;
/// Gained after each own bid while the opponent has no chips.
pub const BID_BONUS_ALONE_MS: i64 = 20_000;
/// A bidding clock never holds more.
pub const BID_CAP_MS: i64 = 200_000;
/// Points lost for running out of time in the board phase.
pub const TIME_PENALTY: i64 = 5000;

pub const MAX_MINUTES: u32 = 180;
pub const MAX_BONUS: u32 = 60;

/// The `time` target: minutes per player and bonus seconds per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TimeControl {
    pub minutes: u32,
    pub bonus: u32,
}

impl TimeControl {
    /// `M+S` (M 1…180, S 0…60); a plain `M` means no bonus.
    pub fn parse(text: &str) -> Result<TimeControl, Text> {
        let t = text.trim();
        let (m, s) = t.split_once('+').unwrap_or((t, "0"));
        let minutes = m.trim().parse::<u32>().ok();
        let bonus = s.trim().parse::<u32>().ok();
        match (minutes, bonus) {
            (Some(minutes), Some(bonus))
                if (1..=MAX_MINUTES).contains(&minutes) && bonus <= MAX_BONUS =>
            {
                Ok(TimeControl { minutes, bonus })
            }
            _ => Err(crate::text!("chpok-time-syntax", value = shorten(t))),
        }
    }

    /// A random time control from the configured sets (the defaults when a
    /// set is empty).
    pub fn draw(rng: &mut dyn rand::RngCore, settings: &Settings) -> TimeControl {
        let s: ChpokSettings = settings.table("chpok");
        let d = ChpokSettings::default();
        let minutes = pick(rng, &s.minutes)
            .or_else(|| pick(rng, &d.minutes))
            .unwrap_or(5)
            .clamp(1, MAX_MINUTES);
        let bonus = pick(rng, &s.bonus)
            .or_else(|| pick(rng, &d.bonus))
            .unwrap_or(0)
            .min(MAX_BONUS);
        TimeControl { minutes, bonus }
    }

    pub fn start_ms(self) -> i64 {
        i64::from(self.minutes) * 60_000
    }

    pub fn bonus_ms(self) -> i64 {
        i64::from(self.bonus) * 1000
    }
}

impl std::fmt::Display for TimeControl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}+{}", self.minutes, self.bonus)
    }
}

/// One element of `set` at random.
fn pick(rng: &mut dyn rand::RngCore, set: &[u32]) -> Option<u32> {
    use rand::Rng;
    if set.is_empty() {
        return None;
    }
    set.get(rng.random_range(0..set.len())).copied()
}

/// `1:40`, `12:05`, `1:02:03` (rounded up to the second, never negative).
pub fn clock_text(ms: i64) -> String {
    let s = (ms.max(0) + 999) / 1000;
    let (h, m, s) = (s / 3600, s % 3600 / 60, s % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// The bidding clock after a bid that took `elapsed` ms: what was left,
/// less the time taken, plus the bonus, capped.
pub fn after_bid(left: i64, elapsed: i64, opponent_has_chips: bool) -> i64 {
    let bonus = if opponent_has_chips {
        BID_BONUS_MS
    } else {
        BID_BONUS_ALONE_MS
    };
    (left - elapsed.max(0) + bonus).min(BID_CAP_MS)
}
