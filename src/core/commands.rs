//! Commands as typed: `/name[@bot] args…`, parsed into [`Command`].

use crate::i18n::Lang;
use crate::i18n::Text;
use crate::rules::{self, GameKind};
use crate::text;

pub use super::new_game::{Colour, NewGame, Opponent};

/// `/history` shows at most this many games.
pub const MAX_HISTORY: usize = 30;

/// A command with its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Start(Option<String>),
    /// `/help [GAME]`
    Help(Option<&'static GameKind>),
    /// `/rules [GAME]`
    Rules(Option<&'static GameKind>),
    New(NewGame),
    Join(Option<String>),
    Board {
        text: bool,
    },
    Moves,
    /// `/resign` asks; `/resign yes` resigns; `asker` is the user a
    /// confirmation button was made for (`u123` in its data).
    Resign {
        confirm: Option<Confirm>,
        asker: Option<i64>,
    },
    Draw,
    Games,
    /// `/switch N` (or `#N`); `None`: no game number given.
    Switch(Option<i64>),
    Export(Export),
    Abort,
    Claim,
    Say(String),
    /// `/stats [@user] [GAME]`
    Stats {
        /// The player asked about, as typed (`@bob` or `bob`); `None`:
        /// the sender.
        who: Option<String>,
        game: Option<&'static GameKind>,
    },
    /// `/top [GAME]`
    Top(Option<&'static GameKind>),
    /// `/history [N]`: `N` is in `1..=MAX_HISTORY`.
    History(Option<usize>),
    /// `/language [CODE]`
    Language(Option<Lang>),
    /// A command a game handles itself (`/bid`, `/any`, `/undo`).
    Game {
        name: String,
        args: String,
    },
}

/// What `/export` sends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Export {
    /// The game record (PGN for the chess family), with the game's own
    /// export options as typed (`lang=pl`: the piece letters).
    Record(String),
    /// `/export gif`: the replay as an animation.
    Gif,
}

/// The answer to a confirmation question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirm {
    Yes,
    No,
}

/// A parsed command and the game it names with `#N`, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    pub command: Command,
    pub target: Option<i64>,
}

/// What a text starting with `/` is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Parse {
    Command(Parsed),
    /// Addressed to another bot (`/cmd@otherbot`): not ours to answer.
    NotForUs,
    Unknown(String),
    /// One of our commands with arguments that do not read: the refusal.
    Refused(Text),
}

/// Parses a command text (it starts with `/`). `bot` is the bot's username;
/// `games` the registry, whose games may have commands of their own.
pub fn parse(text: &str, bot: &str, games: &[&'static GameKind]) -> Parse {
    let text = text.trim();
    let body = text.strip_prefix('/').unwrap_or(text);
    let (head, rest) = match body.find(char::is_whitespace) {
        Some(i) => (&body[..i], body[i..].trim()),
        None => (body, ""),
    };
    let (name, addressee) = match head.split_once('@') {
        Some((n, a)) => (n, Some(a)),
        None => (head, None),
    };
    if let Some(a) = addressee {
        if !a.eq_ignore_ascii_case(bot) {
            return Parse::NotForUs;
        }
    }
    let name = name.to_ascii_lowercase();
    // `#N` anywhere in the arguments names the game the command is for.
    let mut target = None;
    let mut words = Vec::new();
    for w in rest.split_whitespace() {
        match w.strip_prefix('#') {
            // `#` and digits names a game; one too large to exist names none.
            Some(n)
                if target.is_none() && !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) =>
            {
                target = Some(n.parse::<i64>().unwrap_or(-1))
            }
            _ => words.push(w),
        }
    }
    let first = words.first().map(|w| w.to_string());
    let args = words.join(" ");
    match command(&name, &words, first, args, rest, games) {
        Ok(Some(command)) => Parse::Command(Parsed { command, target }),
        Ok(None) => Parse::Unknown(name),
        Err(refusal) => Parse::Refused(refusal),
    }
}

/// The command `name` with its words typed; `Ok(None)`: no such command.
fn command(
    name: &str,
    words: &[&str],
    first: Option<String>,
    args: String,
    rest: &str,
    games: &[&'static GameKind],
) -> Result<Option<Command>, Text> {
    // A game named by a title of several words (`/rules szachy korpalskiego`).
    let game = || -> Result<Option<&'static GameKind>, Text> {
        match args.is_empty() {
            true => Ok(None),
            false => rules::find_in(games, &args).map(Some).map_err(|e| e.text()),
        }
    };
    let command = match name {
        "start" => Command::Start(first),
        "help" => Command::Help(game()?),
        "rules" => Command::Rules(game()?),
        "new" => Command::New(super::new_game::parse(words, games)?),
        "join" => Command::Join(first),
        "board" => Command::Board {
            text: first.is_some_and(|w| w.eq_ignore_ascii_case("text")),
        },
        "moves" => Command::Moves,
        "resign" => Command::Resign {
            confirm: words
                .iter()
                .find_map(|w| match w.to_ascii_lowercase().as_str() {
                    "yes" | "y" => Some(Confirm::Yes),
                    "no" | "n" => Some(Confirm::No),
                    _ => None,
                }),
            asker: words
                .iter()
                .find_map(|w| w.strip_prefix('u').and_then(|n| n.parse::<i64>().ok())),
        },
        "draw" => Command::Draw,
        "games" => Command::Games,
        // A number that does not read is no game: the handler answers
        // with the list to choose from.
        "switch" => Command::Switch(args.trim_start_matches('#').parse::<i64>().ok()),
        "export" => Command::Export(match args.eq_ignore_ascii_case("gif") {
            true => Export::Gif,
            false => Export::Record(args),
        }),
        "abort" => Command::Abort,
        "claim" => Command::Claim,
        // The text as typed (a `#N` in it is the game's number, not text).
        "say" => Command::Say(rest.to_string()),
        "stats" => stats(words, games)?,
        "top" => Command::Top(game()?),
        "history" => Command::History(match first {
            None => None,
            Some(n) => match n.parse::<usize>() {
                Ok(n) if (1..=MAX_HISTORY).contains(&n) => Some(n),
                _ => return Err(text!("history-usage", max = MAX_HISTORY)),
            },
        }),
        "language" | "lang" => Command::Language(match first {
            None => None,
            Some(code) => match Lang::parse(&code) {
                Some(lang) => Some(lang),
                None => {
                    let list = Lang::all().map(|l| l.code()).collect::<Vec<_>>();
                    return Err(text!(
                        "language-unknown",
                        code = rules::shorten(&code),
                        list = list.join(", ")
                    ));
                }
            },
        }),
        _ if games
            .iter()
            .any(|k| k.commands.iter().any(|c| c.name == name)) =>
        {
            Command::Game {
                name: name.to_string(),
                args,
            }
        }
        _ => return Ok(None),
    };
    Ok(Some(command))
}

/// `/stats`'s words: a word that names a game (and is no `@mention`) is
/// the game, the other the player; more is a usage error.
fn stats(words: &[&str], games: &[&'static GameKind]) -> Result<Command, Text> {
    let mut who = None;
    let mut game = None;
    for &w in words {
        let named = rules::find_in(games, w).ok();
        match (named, w.starts_with('@')) {
            (Some(k), false) if game.is_none() => game = Some(k),
            _ if who.is_none() => who = Some(w.to_string()),
            _ => return Err(text!("stats-usage")),
        }
    }
    Ok(Command::Stats { who, game })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cmd(text: &str) -> Command {
        match parse(text, "boardbot", crate::rules::GAMES) {
            Parse::Command(p) => p.command,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn commands_and_arguments() {
        let opok = crate::rules::find("opok").unwrap();
        match cmd("/new opok size=7 days=3") {
            Command::New(n) => {
                assert_eq!(n.kind.name, "opok");
                assert_eq!(n.settings, vec![("size".into(), "7".into())]);
                // Opok takes correspondence days like the chess family.
                assert_eq!(n.days, Some(3));
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(cmd("/board text"), Command::Board { text: true });
        assert_eq!(
            cmd("/stats @bob opok"),
            Command::Stats {
                who: Some("@bob".into()),
                game: Some(opok)
            }
        );
        assert_eq!(cmd("/top"), Command::Top(None));
        assert_eq!(
            cmd("/top korpalski"),
            Command::Top(Some(crate::rules::find("korpalski").unwrap()))
        );
        assert_eq!(cmd("/history 5"), Command::History(Some(5)));
        assert_eq!(cmd("/language pl"), Command::Language(Some(Lang::PL)));
        assert_eq!(cmd("/switch 12"), Command::Switch(Some(12)));
        assert_eq!(cmd("/switch"), Command::Switch(None));
        assert_eq!(cmd("/export GIF"), Command::Export(Export::Gif));
        assert_eq!(
            cmd("/export"),
            Command::Export(Export::Record(String::new()))
        );
        assert_eq!(
            cmd("/export lang=pl"),
            Command::Export(Export::Record("lang=pl".into()))
        );
        assert_eq!(cmd("/BOARD"), Command::Board { text: false });
        assert_eq!(cmd("/join@boardbot abc"), Command::Join(Some("abc".into())));
        assert_eq!(
            cmd("/bid white raise 3"),
            Command::Game {
                name: "bid".into(),
                args: "white raise 3".into()
            }
        );
    }

    #[test]
    fn bad_arguments_are_refused_at_the_gate() {
        let refusal = |text: &str| match parse(text, "boardbot", crate::rules::GAMES) {
            Parse::Refused(r) => crate::i18n::en(&r),
            other => panic!("{text}: {other:?}"),
        };
        assert!(refusal("/history 0").contains("/history N"));
        assert!(refusal("/history many").contains("/history N"));
        assert!(refusal("/language xx").contains("'xx'"));
        assert!(refusal("/top nosuchgame").contains("nosuchgame"));
        assert!(refusal("/help nosuchgame").contains("nosuchgame"));
        assert!(refusal("/stats @a @b").contains("/stats [@user]"));
        assert!(refusal("/new opok color=green").contains("'green'"));
    }

    #[test]
    fn target_and_addressee() {
        assert_eq!(
            parse("/resign #12", "boardbot", crate::rules::GAMES),
            Parse::Command(Parsed {
                command: Command::Resign {
                    confirm: None,
                    asker: None
                },
                target: Some(12)
            })
        );
        assert_eq!(
            parse("/board@otherbot", "boardbot", crate::rules::GAMES),
            Parse::NotForUs
        );
        assert_eq!(
            parse("/frobnicate", "boardbot", crate::rules::GAMES),
            Parse::Unknown("frobnicate".into())
        );
    }
}
