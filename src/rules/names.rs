//! Finding a game by what a player calls it: its `/new` name, or its
//! title in any language (`/new шпок`, `/new szachy korpalskiego`).

use super::{FindError, GameKind, GAMES};
use crate::i18n::Text;

/// The game named `name`, or by an unambiguous prefix of its name; see
/// [`find_in`].
pub fn find(name: &str) -> Result<&'static GameKind, FindError> {
    find_in(GAMES, name)
}

/// [`find`] among `games` (the bot's registry may hold more than [`GAMES`]).
///
/// A game is named by its `/new` name (`chpok`) or by its title in any
/// language (`шпок`, `szachy korpalskiego`, `обменные шахматы`) or one
/// word of a title (`обменные`, `кригшпиль`), in any case. In this order,
/// the first that names anything decides: the exact name, an exact title
/// or word of one, a prefix of a name (as ever: `/new ch` is Chpok even
/// though Korpalski *Chess* also starts so), a prefix of a title or word.
/// Several games at one step are ambiguous (`szachy`: Korpalski's and
/// Exchange Chess in Polish).
pub fn find_in(games: &[&'static GameKind], name: &str) -> Result<&'static GameKind, FindError> {
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    let name = name.to_lowercase();
    if name.is_empty() {
        return Err(FindError::NoName(game_list(games)));
    }
    let aliases: Vec<(&'static GameKind, Vec<String>)> =
        games.iter().map(|&k| (k, aliases(k))).collect();
    // The steps of the doc comment, in order.
    for step in 0..4 {
        let hits: Vec<_> = aliases
            .iter()
            .filter(|(k, a)| match step {
                0 => k.name == name,
                1 => a.contains(&name),
                2 => k.name.starts_with(name.as_str()),
                _ => a.iter().any(|w| w.starts_with(name.as_str())),
            })
            .collect();
        match hits.as_slice() {
            [] => continue,
            [(one, _)] => return Ok(one),
            _ => return Err(FindError::Ambiguous(name, game_list(games))),
        }
    }
    Err(FindError::Unknown(name, game_list(games)))
}

/// The lower-case titles of `kind` in every language, and each word of
/// them (of three letters or more).
fn aliases(kind: &GameKind) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for lang in crate::i18n::Lang::all() {
        let title = crate::i18n::render(&kind.title(), lang).to_lowercase();
        let words = title.split_whitespace().filter(|w| w.chars().count() >= 3);
        for alias in std::iter::once(title.as_str()).chain(words) {
            if !out.iter().any(|a| a == alias) {
                out.push(alias.to_string());
            }
        }
    }
    out
}

fn game_list(games: &[&'static GameKind]) -> Text {
    crate::text!("help-games", games = game_names(games))
}

/// `Opok (opok), Exchange Chess (exchange)`: each game's title in the
/// reader's language and the name `/new` takes.
pub fn game_names(games: &[&'static GameKind]) -> Text {
    let names: Vec<Text> = games
        .iter()
        .map(|k| crate::text!("game-and-name", title = k.title(), name = k.name))
        .collect();
    Text::join(names, ", ")
}
