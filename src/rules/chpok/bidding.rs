//! The bidding phase (§5): four targets, calls and raises, random draws,
//! skipped turns and forfeits, the end of the bidding and the table.

use serde::{Deserialize, Serialize};

use super::clocks::{self, TimeControl, BID_START_MS};
use super::features::{self, standard_row, Features};
use super::text::{wrap, COLUMNS};
use crate::i18n::Text;
use crate::rules::shorten;
use crate::rules::{Ctx, Seat};
use crate::text;

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

/// The value of a raise button's first step (`/bid time raise 2 ?`): the
/// raise is not made, the bidder is asked for the value (with buttons, see
/// [`value_choices`]).
pub const ASK: &str = "?";

/// The question of a raise's first step.
fn ask_value(t: Target, chips: u32) -> Text {
    match t {
        Target::White | Target::Time => text!("chpok-ask-time", chips = chips),
        Target::Row => text!("chpok-ask-row", chips = chips),
        Target::X => text!("chpok-ask-x", chips = chips),
    }
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
pub fn parse_bid(args: &str) -> Result<BidText, Text> {
    let mut words = args.split_whitespace();
    let Some(t) = words.next() else {
        return Err(text!("chpok-how-to-bid"));
    };
    let target = Target::parse(t).ok_or_else(|| text!("chpok-not-a-target", word = shorten(t)))?;
    let name = target.name();
    let Some(action) = words.next() else {
        return Err(text!("chpok-call-or-raise", target = name));
    };
    let rest: Vec<&str> = words.collect();
    match action.to_ascii_lowercase().as_str() {
        "call" | "c" => {
            if rest.is_empty() {
                Ok(BidText::Call(target))
            } else {
                Err(match target {
                    Target::White | Target::Time => {
                        text!("chpok-call-no-value-random", target = name)
                    }
                    Target::Row => text!("chpok-call-no-value-row"),
                    Target::X => text!("chpok-call-no-value-x"),
                })
            }
        }
        "raise" | "r" => {
            let Some(n) = rest.first() else {
                return Err(text!("chpok-how-many-chips", target = name));
            };
            let chips = n.parse::<u32>().map_err(|_| {
                text!(
                    "chpok-not-a-number-of-chips",
                    word = shorten(n),
                    target = name
                )
            })?;
            let value = (rest.len() > 1).then(|| rest[1..].join(" "));
            Ok(BidText::Raise {
                target,
                chips,
                value,
            })
        }
        other => Err(text!(
            "chpok-neither-call-nor-raise",
            word = shorten(other),
            target = name
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
    pub notes: Vec<Text>,
}

/// How the seats are called before colours are known.
pub fn seat_word(seat: Seat) -> &'static str {
    match seat {
        Seat::White => "Challenger",
        Seat::Black => "Opponent",
    }
}

/// How a seat is called before colours are known, as a word of the
/// reader's language.
pub fn seat_ref(seat: Seat) -> String {
    crate::rules::seat_word(seat_word(seat))
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
    pub fn apply(&mut self, seat: Seat, bid: &BidText, ctx: &mut Ctx) -> Result<Text, Text> {
        let who = seat_ref(seat);
        let have = self.chips_of(seat);
        match bid {
            BidText::Call(t) => {
                let t = *t;
                let gap = self.gap(t, seat);
                if gap < 1 {
                    let [mine, theirs] = self.pair(t, seat);
                    return Err(text!(
                        "chpok-cannot-call",
                        target = t.name(),
                        mine = mine,
                        theirs = theirs,
                        min = self.min_raise(t, seat)
                    ));
                }
                let gap = gap as u32;
                if gap > have {
                    return Err(text!(
                        "chpok-calling-takes",
                        target = t.name(),
                        chips = gap,
                        have = have
                    ));
                }
                self.put(seat, t, gap);
                let (value, said) = match t {
                    Target::White => {
                        use rand::Rng;
                        let white = Seat::from_index(ctx.rng.random_range(0..2));
                        self.white = Some(white);
                        let white = seat_ref(white);
                        (
                            crate::t!("chpok-value-drawn-white", seat = white.as_str()),
                            text!(
                                "chpok-calls-white",
                                who = who.as_str(),
                                chips = gap,
                                seat = white
                            ),
                        )
                    }
                    Target::Time => {
                        let tc = TimeControl::draw(ctx.rng, ctx.settings);
                        self.time = Some(tc);
                        let tc = tc.to_string();
                        (
                            crate::t!("chpok-value-drawn-time", time = tc.as_str()),
                            text!(
                                "chpok-calls-time",
                                who = who.as_str(),
                                chips = gap,
                                time = tc
                            ),
                        )
                    }
                    Target::Row => {
                        self.row = None;
                        (
                            crate::t!("chpok-value-back-standard-row"),
                            text!("chpok-calls-row", who = who.as_str(), chips = gap),
                        )
                    }
                    Target::X => {
                        self.x = Features::default();
                        (
                            crate::t!("chpok-value-back-defaults"),
                            text!("chpok-calls-x", who = who.as_str(), chips = gap),
                        )
                    }
                };
                self.history.push(BidRecord {
                    seat,
                    target: Some(t),
                    call: true,
                    chips: gap,
                    value,
                });
                Ok(said)
            }
            BidText::Raise {
                target,
                chips,
                value,
            } => {
                let t = *target;
                let min = self.min_raise(t, seat);
                if *chips < min {
                    return Err(match self.gap(t, seat) {
                        g if g > 0 => text!(
                            "chpok-raise-needs-behind",
                            target = t.name(),
                            chips = min,
                            behind = g
                        ),
                        _ => text!("chpok-raise-needs", target = t.name(), chips = min),
                    });
                }
                if *chips > have {
                    return Err(text!("chpok-only-chips-left", chips = have));
                }
                if value.as_deref() == Some(ASK) && t != Target::White {
                    return Err(ask_value(t, *chips));
                }
                // Work out the new value before changing anything.
                let mut next = self.clone();
                match (t, value) {
                    (Target::White, Some(_)) => return Err(text!("chpok-white-takes-no-value")),
                    (Target::White, None) => next.white = Some(seat),
                    (Target::Time, Some(v)) => next.time = Some(TimeControl::parse(v)?),
                    (Target::Row, Some(v)) => {
                        next.row = Some(features::parse_row(v, self.x.width)?)
                    }
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
                    value: value.clone().into(),
                });
                Ok(match t {
                    Target::White => text!("chpok-raises-white", who = who, chips = *chips),
                    _ => text!(
                        "chpok-raises",
                        who = who,
                        target = t.name(),
                        chips = *chips,
                        value = value
                    ),
                })
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
    pub fn advance(&mut self, last: Seat) -> (Vec<Text>, bool) {
        let mut notes = Vec::new();
        for seat in [last.other(), last] {
            if self.chips_of(seat) == 0 {
                continue;
            }
            if self.has_legal_bid(seat) {
                self.turn = seat;
                if seat == last {
                    notes.push(text!(
                        "chpok-no-chips-bids-again",
                        out = seat_ref(seat.other()),
                        seat = seat_ref(seat)
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
            notes.push(text!("chpok-forfeits", seat = seat_ref(seat), chips = lost));
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
                notes.push(text!("chpok-nobody-bid-white", seat = seat_ref(s)));
                s
            }
        };
        let time = match self.time {
            Some(tc) => tc,
            None => {
                let tc = TimeControl::draw(ctx.rng, ctx.settings);
                if clocks_on {
                    notes.push(text!("chpok-no-time-set", time = tc.to_string()));
                }
                tc
            }
        };
        let width = self.x.width;
        let row = match &self.row {
            Some(r) if r.chars().count() == usize::from(width) => r.clone(),
            Some(r) => {
                let std = standard_row(width);
                notes.push(text!(
                    "chpok-row-does-not-fit",
                    row = r.as_str(),
                    width = width,
                    standard = std
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
    pub fn value_text(&self, t: Target) -> Text {
        match t {
            Target::White => match self.white {
                Some(s) => text!("chpok-value-plays-white", seat = seat_ref(s)),
                None => text!("chpok-value-random"),
            },
            Target::Time => match self.time {
                Some(tc) => Text::plain(&tc.to_string()),
                None => text!("chpok-value-random"),
            },
            Target::Row => match &self.row {
                None => text!("chpok-value-row-standard", row = standard_row(self.x.width)),
                Some(r) if r.chars().count() != usize::from(self.x.width) => text!(
                    "chpok-value-row-unfit",
                    row = r.as_str(),
                    width = self.x.width
                ),
                Some(r) => Text::plain(r),
            },
            Target::X => self.x.describe_text(),
        }
    }

    /// The bidding table, 40 columns wide (a phone's screen): each
    /// target's totals (challenger, opponent) and value, the chips left and
    /// the bidding clocks (as [`Bidding`] holds them: the caller charges
    /// the running clock). A long value goes on under itself.
    ///
    /// Each line that holds words is one message whose every language
    /// keeps the columns: the label (5 characters) and the totals (6 each)
    /// come padded as raw text (`head`); values that are notation (a time
    /// control, a row, features) are wrapped here.
    pub fn table(&self, clocks_on: bool) -> Text {
        let mut lines = vec![text!("chpok-table-head")];
        for t in Target::ALL {
            let [a, b] = self.totals[t.index()];
            let head = format!("{:<5}{a:>6}{b:>6} ", t.name());
            let indent = head.chars().count();
            let line = |id: &str| crate::i18n::Tr::new(id).arg("head", head.as_str());
            let worded = match t {
                Target::White => Some(match self.white {
                    Some(s) => line("chpok-table-white").arg("seat", seat_ref(s)).text(),
                    None => line("chpok-table-random").text(),
                }),
                Target::Time => match (self.time, clocks_on) {
                    (None, true) => Some(line("chpok-table-random").text()),
                    (None, false) => Some(line("chpok-table-random-no-clocks").text()),
                    (Some(tc), false) => Some(
                        line("chpok-table-time-no-clocks")
                            .arg("time", tc.to_string())
                            .text(),
                    ),
                    (Some(_), true) => None,
                },
                Target::Row => match &self.row {
                    None => Some(
                        line("chpok-table-row-standard")
                            .arg("row", standard_row(self.x.width))
                            .text(),
                    ),
                    Some(r) if r.chars().count() != usize::from(self.x.width) => {
                        // The English words wrap after "fit" for rows of up
                        // to 8 letters, after "not" for longer ones.
                        let id = if r.chars().count() <= 8 {
                            "chpok-table-row-unfit"
                        } else {
                            "chpok-table-row-unfit-long"
                        };
                        Some(
                            line(id)
                                .arg("row", r.as_str())
                                .arg("width", self.x.width)
                                .arg("pad", " ".repeat(indent))
                                .text(),
                        )
                    }
                    Some(_) => None,
                },
                Target::X if self.x == Features::default() => {
                    Some(line("chpok-table-x-default").text())
                }
                Target::X => None,
            };
            if let Some(w) = worded {
                lines.push(w);
                continue;
            }
            let value = self.value_text(t);
            for (i, part) in wrap(&value, COLUMNS - indent).into_iter().enumerate() {
                let lead = if i == 0 {
                    head.clone()
                } else {
                    " ".repeat(indent)
                };
                lines.push(Text::plain(format!("{lead}{part}").trim_end()));
            }
        }
        let pad = |n: String| format!("{n:>6}");
        lines.push(text!(
            "chpok-table-chips",
            a = pad(self.chips[0].to_string()),
            b = pad(self.chips[1].to_string())
        ));
        if clocks_on {
            lines.push(text!(
                "chpok-table-clock",
                a = pad(clocks::clock_text(self.clock_ms[0])),
                b = pad(clocks::clock_text(self.clock_ms[1]))
            ));
        }
        Text::join(lines, "\n")
    }
}
