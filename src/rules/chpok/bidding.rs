//! The bidding phase (§5): four targets, calls and raises, random draws,
//! skipped turns and forfeits, the end of the bidding and the table.

use serde::{Deserialize, Serialize};

use super::clocks::{self, TimeControl, BID_START_MS};
use super::features::{self, standard_row, Features};
use super::text::{wrap, COLUMNS};
use crate::rules::shorten;
use crate::rules::{Ctx, Seat};

/// What the players bid for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Target {
    /// Who plays White (and moves first).
    White,
    /// The board-phase time control.
    Time,
    /// The home row.
    Row,
    /// The extraordinary features.
    X,
}

impl Target {
    pub const ALL: [Target; 4] = [Target::White, Target::Time, Target::Row, Target::X];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Target::White => "white",
            Target::Time => "time",
            Target::Row => "row",
            Target::X => "x",
        }
    }

    /// A target by its name or a prefix of it (`w`, `ti`, `row`, `x`;
    /// `features` for `x`).
    pub fn parse(word: &str) -> Option<Target> {
        let w = word.to_ascii_lowercase();
        if w.is_empty() {
            return None;
        }
        if "features".starts_with(&w) && w.len() >= 2 {
            return Some(Target::X);
        }
        Target::ALL.into_iter().find(|t| t.name().starts_with(&w))
    }
}

/// A bid as typed: `TARGET call` or `TARGET raise C [VALUE]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BidText {
    Call(Target),
    Raise {
        target: Target,
        chips: u32,
        value: Option<String>,
    },
}

pub const SYNTAX: &str = "/bid TARGET call, or /bid TARGET raise CHIPS [VALUE]. \
Targets: white (raising it makes you White), time (VALUE M+S, e.g. 10+5), \
row (VALUE the home row, e.g. RNBQKBNR), x (VALUE features, e.g. width=10 koth -pass)";

/// The value of a raise button's first step (`/bid time raise 2 ?`): the
/// raise is not made, the bidder is asked for the value (with buttons, see
/// [`value_choices`]).
pub const ASK: &str = "?";

/// The question of a raise's first step.
fn ask_value(t: Target, chips: u32) -> String {
    let (what, example) = match t {
        Target::White => ("", ""),
        Target::Time => ("which time control", "M+S"),
        Target::Row => ("which home row", "ROW"),
        Target::X => ("which change of the features", "FEATURES"),
    };
    format!(
        "Raise {} with {}: {what}? Press a button, or type /bid {} raise {chips} {example}.",
        t.name(),
        chips_word(chips),
        t.name()
    )
}

/// Time controls offered as buttons for a raise on `time`.
pub const COMMON_TIMES: [&str; 9] = [
    "1+0", "2+1", "3+0", "3+2", "5+0", "5+3", "10+0", "10+5", "15+10",
];

/// The values offered as buttons for a raise on `t` (not `white`, which
/// takes none), each as `(label, value)`, given the current values: common
/// time controls; the standard home row for the current width and a few
/// variants of it; one change of the features at a time.
pub fn value_choices(b: &Bidding, t: Target) -> Vec<(String, String)> {
    match t {
        Target::White => Vec::new(),
        Target::Time => COMMON_TIMES
            .iter()
            .map(|v| (v.to_string(), v.to_string()))
            .collect(),
        Target::Row => {
            let std = standard_row(b.x.width);
            let swap = |from: char, to: char| -> String {
                std.chars()
                    .map(|c| if c == from { to } else { c })
                    .collect()
            };
            let reversed: String = std.chars().rev().collect();
            let mut rows = vec![
                std.to_string(),
                reversed,
                swap('Q', 'D'),
                swap('B', 'D'),
                swap('N', 'D'),
                swap('Q', 'K'),
            ];
            let mut seen = std::collections::HashSet::new();
            rows.retain(|r| seen.insert(r.clone()));
            rows.retain(|r| features::parse_row(r, b.x.width).is_ok());
            rows.into_iter().map(|r| (r.clone(), r)).collect()
        }
        Target::X => {
            let x = &b.x;
            let d = Features::default();
            let mut out: Vec<String> = (features::MIN_WIDTH..=features::MAX_WIDTH)
                .filter(|w| *w != x.width)
                .map(|w| format!("width={w}"))
                .collect();
            for (key, value, now) in [
                ("limit", 40, u32::from(x.limit)),
                ("limit", 100, u32::from(x.limit)),
                ("undo", 1, u32::from(x.undo)),
                ("castles", 0, u32::from(x.castles)),
                ("castles", 2, u32::from(x.castles)),
            ] {
                if value != now {
                    out.push(format!("{key}={value}"));
                }
            }
            for name in features::FLAGS {
                let on = x.with_changes(name).ok() == Some(*x);
                out.push(if on {
                    format!("-{name}")
                } else {
                    name.to_string()
                });
            }
            if *x != d {
                out.push("default".to_string());
            }
            out.into_iter().map(|v| (v.clone(), v)).collect()
        }
    }
}

/// Reads the arguments of `/bid`.
pub fn parse_bid(args: &str) -> Result<BidText, String> {
    let mut words = args.split_whitespace();
    let Some(t) = words.next() else {
        return Err(format!("How to bid: {SYNTAX}."));
    };
    let target = Target::parse(t).ok_or_else(|| {
        format!(
            "'{}' is not a target: white, time, row or x. {SYNTAX}.",
            shorten(t)
        )
    })?;
    let name = target.name();
    let Some(action) = words.next() else {
        return Err(format!(
            "Call or raise? /bid {name} call, or /bid {name} raise CHIPS [VALUE]."
        ));
    };
    let rest: Vec<&str> = words.collect();
    match action.to_ascii_lowercase().as_str() {
        "call" | "c" => {
            if rest.is_empty() {
                Ok(BidText::Call(target))
            } else {
                Err(format!(
                    "A call takes no value (/bid {name} call): calling {}. To set a value, raise.",
                    match target {
                        Target::White | Target::Time => "draws the value at random",
                        Target::Row => "puts back the standard row",
                        Target::X => "puts back all the defaults",
                    }
                ))
            }
        }
        "raise" | "r" => {
            let Some(n) = rest.first() else {
                return Err(format!(
                    "How many chips? /bid {name} raise CHIPS [VALUE], e.g. /bid {name} raise 1."
                ));
            };
            let chips = n.parse::<u32>().map_err(|_| {
                format!(
                    "'{}' is not a number of chips: /bid {name} raise CHIPS [VALUE].",
                    shorten(n)
                )
            })?;
            let value = (rest.len() > 1).then(|| rest[1..].join(" "));
            Ok(BidText::Raise {
                target,
                chips,
                value,
            })
        }
        other => Err(format!(
            "'{}' is neither call nor raise: /bid {name} call, or /bid {name} raise CHIPS [VALUE].",
            shorten(other)
        )),
    }
}

/// One line of the bidding history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BidRecord {
    pub seat: Seat,
    /// `None` for a forfeit.
    pub target: Option<Target>,
    /// A call (or a forfeit) rather than a raise.
    pub call: bool,
    pub chips: u32,
    /// The target's value after the bid, in words.
    pub value: String,
}

/// The bidding: chips, totals per target, the targets' values, whose turn,
/// the bidding clocks, the history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bidding {
    /// Chips left, by seat.
    pub chips: [u32; 2],
    /// Chips put on each target, by target then seat.
    pub totals: [[u32; 2]; 4],
    /// Who plays White, once a bid set it.
    pub white: Option<Seat>,
    /// The time control, once a bid set it.
    pub time: Option<TimeControl>,
    /// The home row; `None`: the standard row for the final width.
    pub row: Option<String>,
    pub x: Features,
    /// Whose bid it is.
    pub turn: Seat,
    /// Bidding clocks by seat, as at the start of the current turn.
    pub clock_ms: [i64; 2],
    pub history: Vec<BidRecord>,
}

/// The targets' values when the bidding is over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settled {
    pub white: Seat,
    pub time: TimeControl,
    pub row: String,
    pub features: Features,
    pub notes: Vec<String>,
}

/// How the seats are called before colours are known.
pub fn seat_word(seat: Seat) -> &'static str {
    match seat {
        Seat::White => "Challenger",
        Seat::Black => "Opponent",
    }
}

fn chips_word(n: u32) -> String {
    format!("{n} chip{}", if n == 1 { "" } else { "s" })
}

impl Bidding {
    pub fn new(chips: u32) -> Bidding {
        Bidding {
            chips: [chips; 2],
            totals: [[0; 2]; 4],
            white: None,
            time: None,
            row: None,
            x: Features::default(),
            turn: Seat::White,
            clock_ms: [BID_START_MS; 2],
            history: Vec::new(),
        }
    }

    /// Opponent's total minus `seat`'s total on `t`.
    pub fn gap(&self, t: Target, seat: Seat) -> i64 {
        let tot = self.totals[t.index()];
        i64::from(tot[seat.other().index()]) - i64::from(tot[seat.index()])
    }

    pub fn chips_of(&self, seat: Seat) -> u32 {
        self.chips[seat.index()]
    }

    pub fn can_call(&self, t: Target, seat: Seat) -> bool {
        let g = self.gap(t, seat);
        g >= 1 && g <= i64::from(self.chips_of(seat))
    }

    /// The fewest chips a raise on `t` needs.
    pub fn min_raise(&self, t: Target, seat: Seat) -> u32 {
        (self.gap(t, seat).max(0) + 1)
            .try_into()
            .unwrap_or(u32::MAX)
    }

    pub fn can_raise(&self, t: Target, seat: Seat) -> bool {
        self.min_raise(t, seat) <= self.chips_of(seat)
    }

    pub fn has_legal_bid(&self, seat: Seat) -> bool {
        self.chips_of(seat) > 0
            && Target::ALL
                .into_iter()
                .any(|t| self.can_call(t, seat) || self.can_raise(t, seat))
    }

    /// Whether anyone bid on `t`.
    pub fn was_bid(&self, t: Target) -> bool {
        self.totals[t.index()].iter().any(|&n| n > 0)
    }

    /// Applies `bid` by `seat` (whose turn it is) and returns its
    /// announcement; on an error nothing changed.
    pub fn apply(&mut self, seat: Seat, bid: &BidText, ctx: &mut Ctx) -> Result<String, String> {
        let who = seat_word(seat);
        let have = self.chips_of(seat);
        match bid {
            BidText::Call(t) => {
                let t = *t;
                let gap = self.gap(t, seat);
                if gap < 1 {
                    let [mine, theirs] = self.pair(t, seat);
                    return Err(format!(
                        "You cannot call on {}: you are not behind there ({mine} to {theirs}). Raise instead: /bid {} raise {}.",
                        t.name(),
                        t.name(),
                        self.min_raise(t, seat)
                    ));
                }
                let gap = gap as u32;
                if gap > have {
                    return Err(format!(
                        "Calling {} takes {}; you have {}.",
                        t.name(),
                        chips_word(gap),
                        chips_word(have)
                    ));
                }
                self.put(seat, t, gap);
                let value = match t {
                    Target::White => {
                        use rand::Rng;
                        let white = Seat::from_index(ctx.rng.random_range(0..2));
                        self.white = Some(white);
                        format!("drawn at random, the {} plays White", seat_word(white))
                    }
                    Target::Time => {
                        let tc = TimeControl::draw(ctx.rng, ctx.settings);
                        self.time = Some(tc);
                        format!("drawn at random, {tc}")
                    }
                    Target::Row => {
                        self.row = None;
                        "back to the standard row".to_string()
                    }
                    Target::X => {
                        self.x = Features::default();
                        "back to all defaults".to_string()
                    }
                };
                self.history.push(BidRecord {
                    seat,
                    target: Some(t),
                    call: true,
                    chips: gap,
                    value: value.clone(),
                });
                Ok(format!(
                    "{who} calls {} with {}; {value}.",
                    t.name(),
                    chips_word(gap)
                ))
            }
            BidText::Raise {
                target,
                chips,
                value,
            } => {
                let t = *target;
                let min = self.min_raise(t, seat);
                if *chips < min {
                    let why = match self.gap(t, seat) {
                        g if g > 0 => format!(" (you are {} behind)", chips_word(g as u32)),
                        _ => String::new(),
                    };
                    return Err(format!(
                        "A raise on {} needs at least {}{why}.",
                        t.name(),
                        chips_word(min)
                    ));
                }
                if *chips > have {
                    return Err(format!("You have only {} left.", chips_word(have)));
                }
                if value.as_deref() == Some(ASK) && t != Target::White {
                    return Err(ask_value(t, *chips));
                }
                // Work out the new value before changing anything.
                let mut next = self.clone();
                match (t, value) {
                    (Target::White, Some(_)) => {
                        return Err(
                            "The white target takes no value: whoever raises it plays White. /bid white raise CHIPS."
                                .to_string(),
                        )
                    }
                    (Target::White, None) => next.white = Some(seat),
                    (Target::Time, Some(v)) => next.time = Some(TimeControl::parse(v)?),
                    (Target::Row, Some(v)) => next.row = Some(features::parse_row(v, self.x.width)?),
                    (Target::X, Some(v)) => next.x = self.x.with_changes(v)?,
                    (_, None) => {}
                }
                *self = next;
                self.put(seat, t, *chips);
                let value = self.value_text(t);
                self.history.push(BidRecord {
                    seat,
                    target: Some(t),
                    call: false,
                    chips: *chips,
                    value: value.clone(),
                });
                Ok(format!(
                    "{who} raises {} with {}: {value}.",
                    t.name(),
                    chips_word(*chips)
                ))
            }
        }
    }

    /// `seat`'s and the opponent's totals on `t`.
    fn pair(&self, t: Target, seat: Seat) -> [u32; 2] {
        let tot = self.totals[t.index()];
        [tot[seat.index()], tot[seat.other().index()]]
    }

    fn put(&mut self, seat: Seat, t: Target, chips: u32) {
        let c = &mut self.chips[seat.index()];
        *c = c.saturating_sub(chips);
        self.totals[t.index()][seat.index()] += chips;
    }

    /// After `last` bid: the next bidder (the other player, or `last` again
    /// when the other has no chips), forfeiting the chips of a player who
    /// has no legal bid. Returns the announcements and whether the bidding
    /// is over.
    pub fn advance(&mut self, last: Seat) -> (Vec<String>, bool) {
        let mut notes = Vec::new();
        for seat in [last.other(), last] {
            if self.chips_of(seat) == 0 {
                continue;
            }
            if self.has_legal_bid(seat) {
                self.turn = seat;
                if seat == last {
                    notes.push(format!(
                        "{} has no chips left: {} bids again.",
                        seat_word(seat.other()),
                        seat_word(seat)
                    ));
                }
                return (notes, false);
            }
            let lost = self.chips_of(seat);
            self.chips[seat.index()] = 0;
            self.history.push(BidRecord {
                seat,
                target: None,
                call: true,
                chips: lost,
                value: String::new(),
            });
            notes.push(format!(
                "{} has no legal bid and forfeits {}.",
                seat_word(seat),
                chips_word(lost)
            ));
        }
        (notes, true)
    }

    /// The targets' final values (§5.4): `white` and `time` drawn when
    /// unset, the row checked against the final width.
    /// With `clocks_on` false the drawn time control is not announced (it
    /// is not used).
    pub fn settle(&self, ctx: &mut Ctx, clocks_on: bool) -> Settled {
        let mut notes = Vec::new();
        let white = match self.white {
            Some(s) => s,
            None => {
                use rand::Rng;
                let s = Seat::from_index(ctx.rng.random_range(0..2));
                notes.push(format!(
                    "Nobody bid for White: drawn at random, the {} plays White.",
                    seat_word(s)
                ));
                s
            }
        };
        let time = match self.time {
            Some(tc) => tc,
            None => {
                let tc = TimeControl::draw(ctx.rng, ctx.settings);
                if clocks_on {
                    notes.push(format!("No time control was set: drawn at random, {tc}."));
                }
                tc
            }
        };
        let width = self.x.width;
        let row = match &self.row {
            Some(r) if r.chars().count() == usize::from(width) => r.clone(),
            Some(r) => {
                let std = standard_row(width);
                notes.push(format!(
                    "The home row {r} does not fit the width {width}: the standard row {std} is used."
                ));
                std.to_string()
            }
            None => standard_row(width).to_string(),
        };
        Settled {
            white,
            time,
            row,
            features: self.x,
            notes,
        }
    }

    /// The value of `t` in words.
    pub fn value_text(&self, t: Target) -> String {
        match t {
            Target::White => match self.white {
                Some(s) => format!("{} plays White", seat_word(s)),
                None => "random".to_string(),
            },
            Target::Time => match self.time {
                Some(tc) => tc.to_string(),
                None => "random".to_string(),
            },
            Target::Row => match &self.row {
                None => format!("{} (standard)", standard_row(self.x.width)),
                Some(r) if r.chars().count() != usize::from(self.x.width) => format!(
                    "{r} (does not fit width {}: the standard row would be used)",
                    self.x.width
                ),
                Some(r) => r.clone(),
            },
            Target::X => self.x.describe(),
        }
    }

    /// The bidding table, 40 columns wide (a phone's screen): each
    /// target's totals (challenger, opponent) and value, the chips left and
    /// the bidding clocks (as [`Bidding`] holds them: the caller charges
    /// the running clock). A long value goes on under itself.
    pub fn table(&self, clocks_on: bool) -> String {
        let mut lines = Vec::new();
        let mut row = |label: &str, a: &str, b: &str, value: &str| {
            let head = format!("{label:<5}{a:>6}{b:>6} ");
            let indent = head.chars().count();
            let wrapped = wrap(value, COLUMNS - indent);
            let mut first = true;
            for part in if wrapped.is_empty() {
                vec![String::new()]
            } else {
                wrapped
            } {
                let lead = if first {
                    head.clone()
                } else {
                    " ".repeat(indent)
                };
                first = false;
                lines.push(format!("{lead}{part}").trim_end().to_string());
            }
        };
        row("", "Chal.", "Opp.", "value");
        for t in Target::ALL {
            let [a, b] = self.totals[t.index()];
            let mut value = self.value_text(t);
            if t == Target::Time && !clocks_on {
                value += " (clocks off)";
            }
            row(t.name(), &a.to_string(), &b.to_string(), &value);
        }
        row(
            "chips",
            &self.chips[0].to_string(),
            &self.chips[1].to_string(),
            "left",
        );
        if clocks_on {
            row(
                "clock",
                &clocks::clock_text(self.clock_ms[0]),
                &clocks::clock_text(self.clock_ms[1]),
                "to bid",
            );
        }
        lines.join("\n")
    }
}
