//! The Opok board: stacks on squares, the path search and captures.
//!
//! Squares are numbered `rank * size + file` from 0 (`a1` is 0), the same
//! order as [`crate::view::View::cells`].

use serde::{Deserialize, Serialize};

use crate::rules::Seat;

/// The smallest board side.
pub const MIN_SIZE: u8 = 5;
/// The largest board side (files `a`…`l`).
pub const MAX_SIZE: u8 = 12;
/// The board side when `/new opok` has no `size=`.
pub const DEFAULT_SIZE: u8 = 7;

/// Directions, as (file, rank) steps: up, right, down, left. The opposite
/// of direction `d` is `(d + 2) % 4`.
const DIRS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// The path search works on "states": a square together with the direction
/// of the step that entered it (`square * 4 + direction`). 12×12×4 = 576
/// states fit in nine 64-bit words.
const WORDS: usize = (MAX_SIZE as usize * MAX_SIZE as usize * 4).div_ceil(64);
type States = [u64; WORDS];

fn bit_set(s: &mut States, i: usize) {
    s[i / 64] |= 1 << (i % 64);
}

fn bit_get(s: &States, i: usize) -> bool {
    s[i / 64] & (1 << (i % 64)) != 0
}

fn is_empty_set(s: &States) -> bool {
    s.iter().all(|w| *w == 0)
}

/// The indices of the set bits.
fn bits(s: &States) -> impl Iterator<Item = usize> + '_ {
    s.iter().enumerate().flat_map(|(w, &word)| {
        let mut word = word;
        std::iter::from_fn(move || {
            if word == 0 {
                return None;
            }
            let b = word.trailing_zeros() as usize;
            word &= word - 1;
            Some(w * 64 + b)
        })
    })
}

/// One stack: whose it is and how many checkers it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stack {
    pub owner: Seat,
    pub height: u16,
}

/// A stack taken off the board by a capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Capture {
    pub square: u8,
    pub height: u16,
}

/// An N×N board of stacks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    size: u8,
    /// One entry per square: 0 empty, `+h` a First stack of height h,
    /// `-h` a Second stack of height h.
    cells: Vec<i16>,
}

impl Board {
    /// The starting position: N² checkers on `a1` for First and on the
    /// opposite corner for Second. `size` must be within
    /// [`MIN_SIZE`]..=[`MAX_SIZE`].
    pub fn new(size: u8) -> Board {
        let mut b = Board::empty(size);
        let all = i16::from(b.size) * i16::from(b.size);
        let last = b.cells.len() - 1;
        b.cells[0] = all;
        b.cells[last] = -all;
        b
    }

    /// A board with no stacks (for setting up positions).
    pub fn empty(size: u8) -> Board {
        let size = size.clamp(MIN_SIZE, MAX_SIZE);
        Board {
            size,
            cells: vec![0; usize::from(size) * usize::from(size)],
        }
    }

    /// Checks a board read from storage, so that nothing later can index
    /// out of range or overflow.
    pub fn validate(&self) -> Result<(), String> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&self.size) {
            return Err(format!("board size {} out of range", self.size));
        }
        let n = usize::from(self.size);
        if self.cells.len() != n * n {
            return Err(format!("{} cells on a {n}×{n} board", self.cells.len()));
        }
        let limit = (n * n) as i64;
        for seat in [Seat::White, Seat::Black] {
            let total: i64 = self
                .cells
                .iter()
                .map(|&c| i64::from(c))
                .filter(|&c| if seat == Seat::White { c > 0 } else { c < 0 })
                .map(i64::abs)
                .sum();
            if total > limit {
                return Err(format!("{total} checkers for one player, at most {limit}"));
            }
        }
        Ok(())
    }

    pub fn size(&self) -> u8 {
        self.size
    }

    /// The number of squares.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// (file, rank) from 0.
    pub fn coords(&self, sq: usize) -> (u8, u8) {
        let n = usize::from(self.size);
        ((sq % n) as u8, (sq / n) as u8)
    }

    /// The square at (file, rank) from 0, if on the board.
    pub fn square(&self, file: i32, rank: i32) -> Option<usize> {
        let n = i32::from(self.size);
        if (0..n).contains(&file) && (0..n).contains(&rank) {
            Some((rank * n + file) as usize)
        } else {
            None
        }
    }

    /// The neighbour of `sq` in direction `d` (0 up, 1 right, 2 down, 3 left).
    fn step(&self, sq: usize, d: usize) -> Option<usize> {
        let (f, r) = self.coords(sq);
        let (df, dr) = DIRS[d];
        self.square(i32::from(f) + i32::from(df), i32::from(r) + i32::from(dr))
    }

    /// The direction from `a` to its orthogonal neighbour `b`, if they are
    /// neighbours.
    pub fn direction(&self, a: usize, b: usize) -> Option<usize> {
        (0..4).find(|&d| self.step(a, d) == Some(b))
    }

    pub fn get(&self, sq: usize) -> Option<Stack> {
        let c = *self.cells.get(sq)?;
        match c {
            0 => None,
            h if h > 0 => Some(Stack {
                owner: Seat::White,
                height: h as u16,
            }),
            h => Some(Stack {
                owner: Seat::Black,
                height: h.unsigned_abs(),
            }),
        }
    }

    pub fn is_free(&self, sq: usize) -> bool {
        self.cells.get(sq) == Some(&0)
    }

    /// Puts a stack on `sq` (or empties it).
    pub fn set(&mut self, sq: usize, stack: Option<Stack>) {
        if let Some(c) = self.cells.get_mut(sq) {
            *c = match stack {
                None => 0,
                Some(s) => {
                    let h = s.height.min(i16::MAX as u16) as i16;
                    if s.owner == Seat::White {
                        h
                    } else {
                        -h
                    }
                }
            };
        }
    }

    /// The number of squares holding `seat`'s stacks (the score).
    pub fn squares(&self, seat: Seat) -> usize {
        (0..self.len())
            .filter(|&sq| self.get(sq).is_some_and(|s| s.owner == seat))
            .count()
    }

    /// The number of `seat`'s checkers on the board.
    pub fn checkers(&self, seat: Seat) -> u32 {
        (0..self.len())
            .filter_map(|sq| self.get(sq))
            .filter(|s| s.owner == seat)
            .map(|s| u32::from(s.height))
            .sum()
    }

    /// Whether the stack on `sq` can move at all: it has at least two
    /// checkers and an empty neighbour (a one-step move of one checker is
    /// then always legal, and every move starts with such a step).
    pub fn stack_can_move(&self, sq: usize) -> bool {
        self.get(sq).is_some_and(|s| s.height >= 2)
            && (0..4).any(|d| self.step(sq, d).is_some_and(|w| self.is_free(w)))
    }

    /// Whether `seat` has any legal move.
    pub fn can_move(&self, seat: Seat) -> bool {
        (0..self.len())
            .any(|sq| self.get(sq).is_some_and(|s| s.owner == seat) && self.stack_can_move(sq))
    }

    /// The states after the first step from `from`.
    fn first_states(&self, from: usize) -> States {
        let mut s = [0; WORDS];
        for d in 0..4 {
            if let Some(w) = self.step(from, d) {
                if self.is_free(w) {
                    bit_set(&mut s, w * 4 + d);
                }
            }
        }
        s
    }

    /// The states one step later: from each square, every direction but
    /// straight back, into an empty square only. A square whose only empty
    /// neighbour is the one the stack came from is a dead end: its state
    /// has no successor.
    fn next_states(&self, cur: &States) -> States {
        let mut next = [0; WORDS];
        for state in bits(cur) {
            let (v, came) = (state / 4, state % 4);
            for d in 0..4 {
                if d == (came + 2) % 4 {
                    continue;
                }
                if let Some(w) = self.step(v, d) {
                    if self.is_free(w) {
                        bit_set(&mut next, w * 4 + d);
                    }
                }
            }
        }
        next
    }

    /// The state sets after 1, 2, … `k` steps from `from` (fewer if the
    /// walks die out earlier).
    fn walk(&self, from: usize, k: usize) -> Vec<States> {
        let mut sets = Vec::with_capacity(k);
        if k == 0 || from >= self.len() {
            return sets;
        }
        let mut cur = self.first_states(from);
        loop {
            if is_empty_set(&cur) {
                break;
            }
            sets.push(cur);
            if sets.len() == k {
                break;
            }
            cur = self.next_states(&cur);
        }
        sets
    }

    /// Whether some path of exactly `k` steps leads from `from` to `to`
    /// through empty squares without an immediate reversal. Cost: `k`
    /// rounds over at most 4·N² states.
    pub fn path_exists(&self, from: usize, k: usize, to: usize) -> bool {
        if to >= self.len() || !self.is_free(to) {
            return false;
        }
        let sets = self.walk(from, k);
        sets.len() == k
            && sets
                .last()
                .is_some_and(|s| (0..4).any(|d| bit_get(s, to * 4 + d)))
    }

    /// One path of exactly `k` steps from `from` to `to` (the squares after
    /// `from`), if any.
    pub fn find_path(&self, from: usize, k: usize, to: usize) -> Option<Vec<usize>> {
        if k == 0 || to >= self.len() || !self.is_free(to) {
            return None;
        }
        let sets = self.walk(from, k);
        if sets.len() != k {
            return None;
        }
        let mut state = (0..4)
            .map(|d| to * 4 + d)
            .find(|&s| bit_get(&sets[k - 1], s))?;
        let mut path = vec![to];
        for j in (0..k - 1).rev() {
            // The square the stack came from to reach `state`, and a state
            // of step j on that square that may continue in this direction.
            let (v, came) = (state / 4, state % 4);
            let u = self.step(v, (came + 2) % 4)?;
            state = (0..4)
                .filter(|&d| d != (came + 2) % 4)
                .map(|d| u * 4 + d)
                .find(|&s| bit_get(&sets[j], s))?;
            path.push(u);
        }
        path.reverse();
        Some(path)
    }

    /// Every (count, target) the stack on `from` can move to.
    pub fn destinations(&self, from: usize) -> Vec<(u16, usize)> {
        let Some(stack) = self.get(from) else {
            return Vec::new();
        };
        let max = usize::from(stack.height.saturating_sub(1));
        let mut out = Vec::new();
        for (j, set) in self.walk(from, max).iter().enumerate() {
            let mut seen = 0usize;
            for state in bits(set) {
                let sq = state / 4;
                // States of one square are consecutive bits.
                if seen != sq + 1 {
                    out.push(((j + 1) as u16, sq));
                    seen = sq + 1;
                }
            }
        }
        out
    }

    /// The enemy stacks a stack of `seat` of height `arrived` standing on
    /// `at` captures: in each direction, a contiguous run of enemy stacks
    /// right next to it, closed by a stack of `seat`, whose total height is
    /// less than `arrived` + the closing stack's height.
    pub fn captures(&self, at: usize, seat: Seat, arrived: u16) -> Vec<Capture> {
        let mut out = Vec::new();
        for d in 0..4 {
            let mut run = Vec::new();
            let mut total = 0u32;
            let mut sq = at;
            while let Some(next) = self.step(sq, d) {
                sq = next;
                match self.get(sq) {
                    None => break,
                    Some(s) if s.owner != seat => {
                        run.push(Capture {
                            square: sq as u8,
                            height: s.height,
                        });
                        total += u32::from(s.height);
                    }
                    Some(far) => {
                        if !run.is_empty() && u32::from(arrived) + u32::from(far.height) > total {
                            out.append(&mut run);
                        }
                        break;
                    }
                }
            }
        }
        // By file, then rank: c4, d5, e4.
        let n = usize::from(self.size);
        out.sort_by_key(|c| (usize::from(c.square) % n, usize::from(c.square) / n));
        out
    }

    /// Plays a move already checked to be legal: `count` checkers of the
    /// stack on `from` go to `to`, then the captures are taken off.
    pub fn apply(&mut self, from: usize, count: u16, to: usize) -> Vec<Capture> {
        let Some(stack) = self.get(from) else {
            return Vec::new();
        };
        let count = count.min(stack.height.saturating_sub(1));
        self.set(
            from,
            Some(Stack {
                owner: stack.owner,
                height: stack.height - count,
            }),
        );
        self.set(
            to,
            Some(Stack {
                owner: stack.owner,
                height: count,
            }),
        );
        let captured = self.captures(to, stack.owner, count);
        for c in &captured {
            self.set(usize::from(c.square), None);
        }
        captured
    }
}
