//! Commands as typed: `/name[@bot] args…`, parsed into [`Command`].

use crate::rules::GameKind;

/// A command with its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Start(Option<String>),
    Help(Option<String>),
    Rules(Option<String>),
    New {
        game: String,
        options: Vec<String>,
    },
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
    Switch(String),
    Export(String),
    Abort,
    Claim,
    Say(String),
    /// `/stats [@user] [GAME]`: the words after the command.
    Stats(Vec<String>),
    /// `/top [GAME]`
    Top(Option<String>),
    /// `/history [N]`
    History(Option<String>),
    /// `/language [CODE]`
    Language(Option<String>),
    /// A command a game handles itself (`/bid`, `/any`, `/undo`).
    Game {
        name: String,
        args: String,
    },
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
    // A game named by a title of several words (`/rules szachy korpalskiego`).
    let game = (!args.is_empty()).then(|| args.clone());
    let command = match name.as_str() {
        "start" => Command::Start(first),
        "help" => Command::Help(game),
        "rules" => Command::Rules(game),
        "new" => match words.split_first() {
            Some((game, opts)) => Command::New {
                game: game.to_string(),
                options: opts.iter().map(|s| s.to_string()).collect(),
            },
            None => Command::New {
                game: String::new(),
                options: Vec::new(),
            },
        },
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
        "switch" => Command::Switch(args),
        "export" => Command::Export(args),
        "abort" => Command::Abort,
        "claim" => Command::Claim,
        // The text as typed (a `#N` in it is the game's number, not text).
        "say" => Command::Say(rest.to_string()),
        "stats" => Command::Stats(words.iter().map(|w| w.to_string()).collect()),
        "top" => Command::Top(game),
        "history" => Command::History(first),
        "language" | "lang" => Command::Language(first),
        _ if games
            .iter()
            .any(|k| k.commands.iter().any(|c| c.name == name)) =>
        {
            Command::Game { name, args }
        }
        _ => return Parse::Unknown(name),
    };
    Parse::Command(Parsed { command, target })
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
        assert_eq!(
            cmd("/new opok size=7 days=3"),
            Command::New {
                game: "opok".into(),
                options: vec!["size=7".into(), "days=3".into()]
            }
        );
        assert_eq!(cmd("/board text"), Command::Board { text: true });
        assert_eq!(
            cmd("/stats @bob opok"),
            Command::Stats(vec!["@bob".into(), "opok".into()])
        );
        assert_eq!(cmd("/top"), Command::Top(None));
        assert_eq!(
            cmd("/top korpalski"),
            Command::Top(Some("korpalski".into()))
        );
        assert_eq!(cmd("/history 5"), Command::History(Some("5".into())));
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
