//! `/new GAME [options]` read into a [`NewGame`]: the game found in the
//! registry, the core's own options typed (colour, days, rated, opponent)
//! and the game's own `key=value` settings set apart for its `create`.

use crate::i18n::Text;
use crate::message::Occupant;
use crate::rules::{self, GameKind};
use crate::text;

/// The seat the creator asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    White,
    Black,
    /// Drawn when the game is made.
    Random,
}

/// Who takes the other seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// A person who joins (by the group's button or the invite link).
    Person,
    /// The computer opponent at a level in [`Occupant::LEVELS`].
    Computer { level: u8 },
}

/// A `/new` command, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGame {
    pub kind: &'static GameKind,
    pub colour: Colour,
    /// `days=N`: the correspondence limit per move (1 to 14).
    pub days: Option<i64>,
    pub rated: bool,
    pub opponent: Opponent,
    /// The game's own settings, in the order given, for
    /// [`GameKind::create`], which checks them.
    pub settings: rules::Options,
}

/// Reads `/new`'s words (after the command, without `#N`): `Err` is the
/// refusal, in the words of the option at fault.
pub fn parse(words: &[&str], games: &[&'static GameKind]) -> Result<NewGame, Text> {
    let (kind, options) = find_game(words, games)?;
    let mut new = NewGame {
        kind,
        colour: Colour::White,
        days: None,
        rated: true,
        opponent: Opponent::Person,
        settings: Vec::new(),
    };
    let mut vs_bot = false;
    let mut level = None;
    for o in &paired_options(options) {
        let (k, v) = o.split_once('=').unwrap_or((o.as_str(), ""));
        let k = k.to_ascii_lowercase();
        match k.as_str() {
            "color" | "colour" if kind.correspondence_options => {
                new.colour = match v.to_ascii_lowercase().as_str() {
                    "white" => Colour::White,
                    "black" => Colour::Black,
                    "random" => Colour::Random,
                    _ => return Err(text!("new-bad-color", value = rules::shorten(v))),
                }
            }
            "days" if kind.correspondence_options => match v.parse::<i64>() {
                Ok(n) if (1..=14).contains(&n) => new.days = Some(n),
                _ => return Err(text!("new-bad-days", value = rules::shorten(v))),
            },
            "rated" => match v.to_ascii_lowercase().as_str() {
                "yes" | "y" | "true" | "1" => new.rated = true,
                "no" | "n" | "false" | "0" => new.rated = false,
                _ => return Err(text!("new-bad-rated", value = rules::shorten(v))),
            },
            "vs" => {
                if !v.eq_ignore_ascii_case("bot") {
                    return Err(text!("new-bad-vs", value = rules::shorten(v)));
                }
                vs_bot = true;
            }
            "level" => match v.parse::<u8>() {
                Ok(n) if Occupant::LEVELS.contains(&n) => level = Some(n),
                _ => return Err(text!("new-bad-level", value = rules::shorten(v))),
            },
            _ => new.settings.push((k, v.to_string())),
        }
    }
    new.opponent = match (vs_bot, level) {
        (true, level) => Opponent::Computer {
            level: level.unwrap_or(super::DEFAULT_LEVEL),
        },
        (false, None) => Opponent::Person,
        (false, Some(_)) => return Err(text!("new-level-without-bot")),
    };
    Ok(new)
}

/// The game named by the first words (a title of several words: `/new
/// szachy korpalskiego`, the longest run of words before the options that
/// names a game) and the words after it.
fn find_game<'w>(
    words: &'w [&'w str],
    games: &[&'static GameKind],
) -> Result<(&'static GameKind, &'w [&'w str]), Text> {
    let Some((name, options)) = words.split_first() else {
        let e = rules::find_in(games, "").err();
        let text = e.map_or_else(Text::default, |e| e.text());
        return Err(text.and_plain(" ").and(&text!("new-example")));
    };
    let plain = options.iter().take_while(|o| !o.contains('=')).count();
    let found = (0..=plain).rev().find_map(|n| {
        let full = words[..=n].join(" ");
        rules::find_in(games, &full).ok().map(|k| (k, n))
    });
    match found {
        Some((k, n)) => Ok((k, &options[n..])),
        None => {
            let e = rules::find_in(games, name).err();
            let text = e.map_or_else(Text::default, |e| e.text());
            Err(text.and_plain(" ").and(&text!("new-example")))
        }
    }
}

/// `/new` options as the player meant them: `size 9`, `size = 9` and
/// `size= 9` are `size=9` (a word without `=` followed by a value is that
/// option's key).
fn paired_options(words: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for &w in words {
        match out.last_mut() {
            Some(key) if key.ends_with('=') && !w.contains('=') => key.push_str(w),
            Some(key) if !key.contains('=') && w.starts_with('=') => key.push_str(w),
            Some(key)
                if !key.contains('=')
                    && !w.contains('=')
                    && key.chars().all(|c| c.is_alphabetic()) =>
            {
                key.push('=');
                key.push_str(w);
            }
            _ => out.push(w.to_string()),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn new(text: &str) -> Result<NewGame, Text> {
        let words: Vec<&str> = text.split_whitespace().collect();
        parse(&words, crate::rules::GAMES)
    }

    #[test]
    fn options_without_their_equals_sign_pair_up() {
        fn words(s: &str) -> Vec<&str> {
            s.split_whitespace().collect()
        }
        for (typed, meant) in [
            ("size 9", "size=9"),
            ("size = 9", "size=9"),
            ("size= 9", "size=9"),
            ("size =9", "size=9"),
            ("vs bot level 2", "vs=bot level=2"),
            ("size=9 days 3", "size=9 days=3"),
            ("chips 5 clocks off", "chips=5 clocks=off"),
            ("9 size", "9 size"),
            ("rated=no", "rated=no"),
        ] {
            assert_eq!(paired_options(&words(typed)), words(meant), "{typed}");
        }
    }

    #[test]
    fn options_are_typed() {
        let n = new("korpalski color=black days=3 rated=no").unwrap();
        assert_eq!(n.kind.name, "korpalski");
        assert_eq!(n.colour, Colour::Black);
        assert_eq!(n.days, Some(3));
        assert!(!n.rated);
        assert_eq!(n.opponent, Opponent::Person);
        assert!(n.settings.is_empty());
        let n = new("opok size 7 vs=bot level=2").unwrap();
        assert_eq!(n.settings, vec![("size".to_string(), "7".to_string())]);
        assert_eq!(n.opponent, Opponent::Computer { level: 2 });
        let n = new("opok vs=bot").unwrap();
        assert_eq!(
            n.opponent,
            Opponent::Computer {
                level: crate::core::DEFAULT_LEVEL
            }
        );
        // A title of several words.
        assert_eq!(new("korpalski chess").unwrap().kind.name, "korpalski");
    }

    #[test]
    fn bad_options_are_refused_in_their_words() {
        let en = |r: Result<NewGame, Text>| crate::i18n::en(&r.unwrap_err());
        assert!(en(new("korpalski color=green")).contains("'green'"));
        assert!(en(new("korpalski days=15")).contains("days must be"));
        assert!(en(new("opok rated=maybe")).contains("rated must be"));
        assert!(en(new("opok vs=alice")).contains("'alice'"));
        assert!(en(new("opok vs=bot level=9")).contains("level must be"));
        assert!(!en(new("opok level=2")).is_empty());
        assert!(en(new("nosuchgame")).contains("/new opok"));
        assert!(en(new("")).contains("/new opok"));
    }
}
