//! The bot's fixed texts: greeting and help, for a group or a private chat.
//! Each line is a message of `assets/locales/*.ftl`.

use crate::i18n::{self, Text};
use crate::rules::GameKind;
use crate::text;

pub fn greeting(games: &[&'static GameKind], group: bool) -> Text {
    let titles: Vec<_> = games.iter().map(|k| k.title()).collect();
    text!("greeting", games = Text::join(titles, ", "))
        .and_plain("\n\n")
        .and(&help(games, group))
}

/// `/help`: the commands as they work where it was asked.
pub fn help(games: &[&'static GameKind], group: bool) -> Text {
    let mut lines = vec![text!("help-games", games = crate::rules::game_names(games))];
    let ids: &[&str] = if group {
        &[
            "help-new-group",
            "help-join-group",
            "help-vs-bot",
            "help-board",
            "help-moves",
            "help-games-group",
            "help-draw-resign",
            "help-claim",
            "help-abort-group",
            "help-top-group",
            "help-history-group",
        ]
    } else {
        &[
            "help-new-private",
            "help-join-private",
            "help-vs-bot",
            "help-board",
            "help-moves",
            "help-games-private",
            "help-say",
            "help-draw-resign",
            "help-claim",
            "help-abort-private",
            "help-top-private",
            "help-history-private",
        ]
    };
    lines.extend(ids.iter().map(|id| text!(id)));
    for kind in games {
        for c in kind.commands {
            lines.push(Text::plain(&format!("/{} — ", c.name)).and(&i18n::id_or_text(c.about)));
        }
    }
    lines.push(text!("help-rules"));
    lines.push(text!("help-language"));
    let with: Vec<_> = games
        .iter()
        .filter(|k| k.correspondence_options)
        .copied()
        .collect();
    if !with.is_empty() {
        lines.push(text!(
            "help-options",
            games = crate::rules::game_names(&with)
        ));
    }
    lines.push(text!("help-rated"));
    lines.push(text!(if group {
        "help-typing-group"
    } else {
        "help-typing-private"
    }));
    Text::join(lines, "\n")
}

/// `/help GAME`: the game's moves and own options, then the options every
/// game takes.
pub fn game_help(kind: &GameKind) -> Text {
    let options = if kind.correspondence_options {
        text!("help-game-options-full")
    } else {
        text!("help-game-options")
    };
    Text::join(
        [
            super::deliver::title(kind),
            i18n::id_or_text(kind.help),
            options,
        ],
        "\n",
    )
}
