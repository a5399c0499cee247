//! The `x` target: the extraordinary features of §7, their `/bid` syntax
//! (`width=10 koth -pass points=1,0,0,2,3,4,0`, `default`) and the kernel
//! [`Rules`] they make.

use serde::{Deserialize, Serialize};

use crate::i18n::Text;
use crate::rules::chess::{Kind, Rules};
use crate::rules::shorten;
use crate::text;

pub const MIN_WIDTH: u8 = 6;
pub const MAX_WIDTH: u8 = 10;
pub const DEFAULT_WIDTH: u8 = 8;
pub const MIN_LIMIT: u16 = 10;
pub const MAX_LIMIT: u16 = 888;
pub const MAX_UNDO: u8 = 5;
pub const MAX_CASTLES: u8 = 5;
pub const MAX_PIECE_POINTS: u8 = 9;

/// The on/off features, in the order of §7 (7.6 … 7.16).
pub const FLAGS: [&str; 11] = [
    "koth",
    "kingsrun",
    "cruelkings",
    "superqueen",
    "bishopstep",
    "pawnsback",
    "newborn",
    "remove",
    "pass",
    "nokingpromo",
    "noep",
];

/// The value of the `x` target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Features {
    /// 7.1 board width.
    pub width: u8,
    /// 7.2 moves per player.
    pub limit: u16,
    /// 7.3 undos per player.
    pub undo: u8,
    /// 7.4 extra points per move by the piece that moved, in the order
    /// pawn, knight, bishop, rook, queen, king, dragon.
    pub points: [u8; 7],
    /// 7.5 castlings per player.
    pub castles: u8,
    /// 7.6 … 7.16, in [`FLAGS`] order.
    pub flags: [bool; 11],
}

impl Default for Features {
    fn default() -> Self {
        Features {
            width: DEFAULT_WIDTH,
            limit: MAX_LIMIT,
            undo: 0,
            points: [0; 7],
            castles: 1,
            flags: [false; 11],
        }
    }
}

/// One of the on/off features.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flag {
    Koth,
    KingsRun,
    CruelKings,
    SuperQueen,
    BishopStep,
    PawnsBack,
    Newborn,
    Remove,
    Pass,
    NoKingPromo,
    NoEp,
}

impl Flag {
    const ALL: [Flag; 11] = [
        Flag::Koth,
        Flag::KingsRun,
        Flag::CruelKings,
        Flag::SuperQueen,
        Flag::BishopStep,
        Flag::PawnsBack,
        Flag::Newborn,
        Flag::Remove,
        Flag::Pass,
        Flag::NoKingPromo,
        Flag::NoEp,
    ];

    fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        FLAGS[self.index()]
    }

    fn from_name(name: &str) -> Option<Flag> {
        FLAGS
            .iter()
            .position(|f| *f == name)
            .and_then(|i| Flag::ALL.get(i).copied())
    }
}

/// Index of a piece kind in [`Features::points`] (P N B R Q K D).
pub fn points_index(kind: Kind) -> usize {
    match kind {
        Kind::Pawn => 0,
        Kind::Knight => 1,
        Kind::Bishop => 2,
        Kind::Rook => 3,
        Kind::Queen => 4,
        Kind::King => 5,
        Kind::Dragon => 6,
    }
}

impl Features {
    pub fn has(&self, flag: Flag) -> bool {
        self.flags[flag.index()]
    }

    pub fn set(&mut self, flag: Flag, on: bool) {
        self.flags[flag.index()] = on;
    }

    /// Extra points for a move by `kind` (7.4).
    pub fn piece_points(&self, kind: Kind) -> u8 {
        self.points[points_index(kind)]
    }

    /// These features with the changes of `text` applied (`default` anywhere
    /// starts from the defaults). Errors are sentences for the player.
    pub fn with_changes(&self, text: &str) -> Result<Features, Text> {
        let words: Vec<&str> = text.split_whitespace().collect();
        if words.is_empty() {
            return Err(text!("chpok-which-features"));
        }
        let mut f = if words.iter().any(|w| w.eq_ignore_ascii_case("default")) {
            Features::default()
        } else {
            *self
        };
        for word in words {
            let w = word.to_ascii_lowercase();
            if w == "default" {
                continue;
            }
            f.change(&w, word)?;
        }
        Ok(f)
    }

    /// Applies one change; `w` is `word` in lower case.
    fn change(&mut self, w: &str, word: &str) -> Result<(), Text> {
        let shown = shorten(word);
        let unknown = || text!("chpok-unknown-feature", word = shown.as_str());
        if let Some(name) = w.strip_prefix('-') {
            let d = Features::default();
            match name {
                "width" => self.width = d.width,
                "limit" => self.limit = d.limit,
                "undo" => self.undo = d.undo,
                "points" => self.points = d.points,
                "castles" => self.castles = d.castles,
                _ => self.set(Flag::from_name(name).ok_or_else(unknown)?, false),
            }
            return Ok(());
        }
        let (key, value) = match w.split_once('=') {
            Some((k, v)) => (k.strip_prefix('+').unwrap_or(k), Some(v)),
            None => (w.strip_prefix('+').unwrap_or(w), None),
        };
        let number = |lo: u32, hi: u32| -> Result<u32, Text> {
            let v = value.ok_or_else(|| text!("chpok-needs-value", key = key, lo = lo, hi = hi))?;
            match v.parse::<u32>() {
                Ok(n) if (lo..=hi).contains(&n) => Ok(n),
                _ => Err(text!(
                    "chpok-number-range",
                    key = key,
                    lo = lo,
                    hi = hi,
                    value = shorten(v)
                )),
            }
        };
        match key {
            "width" => self.width = number(MIN_WIDTH.into(), MAX_WIDTH.into())? as u8,
            "limit" => self.limit = number(MIN_LIMIT.into(), MAX_LIMIT.into())? as u16,
            "undo" => self.undo = number(0, MAX_UNDO.into())? as u8,
            "castles" => self.castles = number(0, MAX_CASTLES.into())? as u8,
            "points" => self.points = parse_points(value)?,
            _ => {
                let flag = Flag::from_name(key).ok_or_else(unknown)?;
                let on = match value {
                    None => true,
                    Some("on" | "yes" | "1" | "true") => true,
                    Some("off" | "no" | "0" | "false") => false,
                    Some(v) => return Err(text!("chpok-on-or-off", key = key, value = shorten(v))),
                };
                self.set(flag, on);
            }
        }
        Ok(())
    }

    /// `all defaults`, or the changes from the defaults in the `/bid`
    /// syntax, e.g. `width=10 undo=2 koth superqueen`.
    pub fn describe(&self) -> String {
        let d = Features::default();
        let mut parts = Vec::new();
        if self.width != d.width {
            parts.push(format!("width={}", self.width));
        }
        if self.limit != d.limit {
            parts.push(format!("limit={}", self.limit));
        }
        if self.undo != d.undo {
            parts.push(format!("undo={}", self.undo));
        }
        if self.points != d.points {
            let p: Vec<String> = self.points.iter().map(u8::to_string).collect();
            parts.push(format!("points={}", p.join(",")));
        }
        if self.castles != d.castles {
            parts.push(format!("castles={}", self.castles));
        }
        for flag in Flag::ALL {
            if self.has(flag) {
                parts.push(flag.name().to_string());
            }
        }
        if parts.is_empty() {
            crate::t!("chpok-value-all-defaults")
        } else {
            parts.join(" ")
        }
    }

    /// [`Features::describe`] as a text for a person.
    pub fn describe_text(&self) -> Text {
        if *self == Features::default() {
            text!("chpok-value-all-defaults")
        } else {
            Text::plain(&self.describe())
        }
    }

    /// The kernel rules of the board phase with these features.
    pub fn rules(&self) -> Rules {
        let mut r = Rules::chpok(self.width);
        r.super_queen = self.has(Flag::SuperQueen);
        r.bishop_corner_step = self.has(Flag::BishopStep);
        r.pawns_back = self.has(Flag::PawnsBack);
        r.cruel_kings = self.has(Flag::CruelKings);
        r.en_passant = !self.has(Flag::NoEp);
        if self.has(Flag::NoKingPromo) {
            r.promotion = r.promotion.without(Kind::King);
        }
        r
    }

    /// Whether the values are in range (for a loaded game).
    pub fn is_valid(&self) -> bool {
        (MIN_WIDTH..=MAX_WIDTH).contains(&self.width)
            && (MIN_LIMIT..=MAX_LIMIT).contains(&self.limit)
            && self.undo <= MAX_UNDO
            && self.castles <= MAX_CASTLES
            && self.points.iter().all(|&p| p <= MAX_PIECE_POINTS)
    }
}

fn parse_points(value: Option<&str>) -> Result<[u8; 7], Text> {
    let v = value
        .filter(|v| !v.trim().is_empty())
        .ok_or_else(|| text!("chpok-points-help"))?;
    let parts: Vec<&str> = v.split(',').collect();
    if parts.len() != 7 {
        return Err(text!(
            "chpok-points-count",
            value = shorten(v),
            n = parts.len()
        ));
    }
    let mut out = [0u8; 7];
    for (slot, p) in out.iter_mut().zip(&parts) {
        match p.trim().parse::<u8>() {
            Ok(n) if n <= MAX_PIECE_POINTS => *slot = n,
            _ => return Err(text!("chpok-points-digit", value = shorten(p))),
        }
    }
    Ok(out)
}

/// The standard order of the home row for `width` (§6.1).
pub fn standard_row(width: u8) -> &'static str {
    match width {
        6 => "RNQKNR",
        7 => "RNBKBNR",
        9 => "RNBQKDBNR",
        10 => "RNBDQKDBNR",
        _ => "RNBQKBNR",
    }
}

/// Checks a home row for `width`: exactly `width` letters from `KQRBNDP`
/// with at least one K. Returns it in upper case.
pub fn parse_row(text: &str, width: u8) -> Result<String, Text> {
    let t = text.trim();
    if t.eq_ignore_ascii_case("default") || t.eq_ignore_ascii_case("standard") {
        return Ok(standard_row(width).to_string());
    }
    let row: String = t.chars().map(|c| c.to_ascii_uppercase()).collect();
    if let Some(bad) = row.chars().find(|c| !"KQRBNDP".contains(*c)) {
        return Err(text!(
            "chpok-row-bad-piece",
            letter = bad,
            example = standard_row(width)
        ));
    }
    let n = row.chars().count();
    if n != usize::from(width) {
        return Err(text!(
            "chpok-row-length",
            width = width,
            n = n,
            example = standard_row(width)
        ));
    }
    if !row.contains('K') {
        return Err(text!("chpok-row-no-king"));
    }
    Ok(row)
}
