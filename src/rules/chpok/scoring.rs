//! Points (§2, §7.4, §7.6, §7.7) and the automatic claims of §4.

use serde::{Deserialize, Serialize};

use crate::rules::chess::{Color, Square};
use crate::rules::GameResult;

/// Points for each enemy king captured (and per enemy king for reaching
/// the hill or the enemy home row).
pub const KING_POINTS: i64 = 1000;

/// Moves of Black after which a claim may hold (the window is this many
/// moves, so this many + 1 samples).
pub const CLAIM_MOVES: usize = 20;

/// What one ply scored, by cause.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Score {
    /// Enemy kings captured, 1000 each.
    pub kings: i64,
    /// Where the moved piece ended: ranks 5…8 from its home row, 1…4.
    pub rank: i64,
    /// The piece points of §7.4 for the kind that moved.
    pub piece: i64,
    /// King of the hill / Kings run: 1000 per enemy king before the move
    /// (a king captured on that move is counted here, not in `kings`).
    pub goal: i64,
    /// Points the opponent scores: a removed own king (§7.13).
    pub opponent: i64,
}

impl Score {
    /// Points for the mover.
    pub fn total(&self) -> i64 {
        self.kings + self.rank + self.piece + self.goal
    }
}

/// The rank of `sq` counted from `color`'s home row, 1…8.
pub fn relative_rank(sq: Square, color: Color) -> u8 {
    match color {
        Color::White => sq.rank() + 1,
        Color::Black => 8 - sq.rank(),
    }
}

/// +1 … +4 for ending a move on rank 5 … 8 counted from the own home row.
pub fn rank_points(sq: Square, color: Color) -> i64 {
    match relative_rank(sq, color) {
        r @ 5..=8 => i64::from(r) - 4,
        _ => 0,
    }
}

/// The opponent's board centre that `color`'s king aims for (§7.6):
/// White rank 5, Black rank 4; files W/2 and W/2+1 (even W) or (W+1)/2
/// (odd W), counted from 1.
pub fn hill(width: u8, color: Color) -> Vec<Square> {
    let rank = match color {
        Color::White => 4,
        Color::Black => 3,
    };
    let files: Vec<u8> = if width.is_multiple_of(2) {
        vec![width / 2 - 1, width / 2]
    } else {
        vec![width.div_ceil(2) - 1]
    };
    files
        .into_iter()
        .filter_map(|f| Square::new(f, rank))
        .collect()
}

/// The claims rule (§4) on the samples D₀ … Dₙ (D = White's points −
/// Black's, after each Black move, D₀ = 0): with n ≥ 20, a draw when the
/// last 21 samples are all 0; White wins when Dₙ > 0 and D never fell over
/// them; Black wins when Dₙ < 0 and D never rose.
pub fn claim(samples: &[i64]) -> Option<GameResult> {
    if samples.len() < CLAIM_MOVES + 1 {
        return None;
    }
    let window = &samples[samples.len() - (CLAIM_MOVES + 1)..];
    let last = *window.last()?;
    if window.iter().all(|&d| d == 0) {
        return Some(GameResult::Draw);
    }
    if last > 0 && window.windows(2).all(|p| p[1] >= p[0]) {
        return Some(GameResult::WhiteWins);
    }
    if last < 0 && window.windows(2).all(|p| p[1] <= p[0]) {
        return Some(GameResult::BlackWins);
    }
    None
}

/// The claims rule carried forward one sample at a time (for the
/// computer's search, which cannot keep every sample): the last sample and
/// how many steps before it D has not fallen (`rising`) and not risen
/// (`falling`), each counted up to [`CLAIM_MOVES`]. [`Claims::result`]
/// agrees with [`claim`] on the samples it was built from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Claims {
    pub last: i64,
    pub rising: u8,
    pub falling: u8,
}

impl Claims {
    /// The runs at the end of the samples D₀ … Dₙ.
    pub fn of(samples: &[i64]) -> Claims {
        let mut c = Claims {
            last: samples.first().copied().unwrap_or(0),
            ..Claims::default()
        };
        for &d in samples.iter().skip(1) {
            c = c.after(d);
        }
        c
    }

    /// The runs after the next sample `d`.
    pub fn after(self, d: i64) -> Claims {
        let step = |run: u8, kept: bool| {
            if kept {
                (run + 1).min(CLAIM_MOVES as u8)
            } else {
                0
            }
        };
        Claims {
            last: d,
            rising: step(self.rising, d >= self.last),
            falling: step(self.falling, d <= self.last),
        }
    }

    /// The claim that holds now, if any (as [`claim`]).
    pub fn result(self) -> Option<GameResult> {
        let full = CLAIM_MOVES as u8;
        if self.last == 0 && self.rising >= full && self.falling >= full {
            Some(GameResult::Draw)
        } else if self.last > 0 && self.rising >= full {
            Some(GameResult::WhiteWins)
        } else if self.last < 0 && self.falling >= full {
            Some(GameResult::BlackWins)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn rank_points_from_each_side() {
        assert_eq!(rank_points(sq("e4"), Color::White), 0);
        assert_eq!(rank_points(sq("e5"), Color::White), 1);
        assert_eq!(rank_points(sq("a7"), Color::White), 3);
        assert_eq!(rank_points(sq("h8"), Color::White), 4);
        assert_eq!(rank_points(sq("e5"), Color::Black), 0);
        assert_eq!(rank_points(sq("e4"), Color::Black), 1);
        assert_eq!(rank_points(sq("c2"), Color::Black), 3);
        assert_eq!(rank_points(sq("c1"), Color::Black), 4);
    }

    #[test]
    fn claims_carried_forward_agree_with_the_samples() {
        // Pseudo-random walks of D with many flat and small steps.
        let mut state = 7u64;
        for _ in 0..300 {
            let mut samples = vec![0i64];
            for _ in 0..60 {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let step = match (state >> 33) % 10 {
                    0..=5 => 0,
                    6 | 7 => 1,
                    8 => -1,
                    _ => 3,
                };
                let d = samples.last().copied().unwrap_or(0) + step;
                samples.push(d);
                assert_eq!(
                    Claims::of(&samples).result(),
                    claim(&samples),
                    "{samples:?}"
                );
            }
        }
        let level = vec![0i64; 21];
        assert_eq!(Claims::of(&level).result(), Some(GameResult::Draw));
        assert_eq!(Claims::of(&level[..20]).result(), None);
    }

    #[test]
    fn hills() {
        let names = |w, c| -> Vec<String> { hill(w, c).iter().map(|s| s.to_string()).collect() };
        assert_eq!(names(8, Color::White), ["d5", "e5"]);
        assert_eq!(names(8, Color::Black), ["d4", "e4"]);
        assert_eq!(names(6, Color::White), ["c5", "d5"]);
        assert_eq!(names(10, Color::Black), ["e4", "f4"]);
        assert_eq!(names(7, Color::White), ["d5"]);
        assert_eq!(names(9, Color::Black), ["e4"]);
    }

    #[test]
    fn claims() {
        let mut s = vec![0i64; 20];
        assert_eq!(claim(&s), None, "only 19 moves");
        s.push(0);
        assert_eq!(claim(&s), Some(GameResult::Draw));
        // White ahead and never falling back over the last 20 moves.
        let mut w: Vec<i64> = vec![0, 3];
        w.extend(std::iter::repeat_n(1, 19));
        assert_eq!(w.len(), 21);
        assert_eq!(claim(&w), None, "fell from 3 to 1 inside the window");
        w.push(1);
        assert_eq!(claim(&w), None, "3 is still in the window");
        w.push(1);
        assert_eq!(claim(&w), Some(GameResult::WhiteWins));
        // Black: D below zero and never rising.
        let b: Vec<i64> = (0..=20).map(|k| -k).collect();
        assert_eq!(claim(&b), Some(GameResult::BlackWins));
        let mut b2 = b.clone();
        b2[15] = -3;
        assert_eq!(claim(&b2), None, "rose from -14 to -3");
        // Level at the end but not all zero: nothing.
        let mut z = vec![0i64; 21];
        z[10] = 5;
        assert_eq!(claim(&z), None);
    }
}
