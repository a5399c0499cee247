//! The bot's fixed texts: greeting and help, for a group or a private chat.
//! Each line is a message of `assets/locales/*.ftl`.

use crate::i18n;
use crate::rules::GameKind;
use crate::t;

pub fn greeting(games: &[&'static GameKind], group: bool) -> String {
    let titles: Vec<_> = games.iter().map(|k| k.title()).collect();
    format!(
        "{}\n\n{}",
        t!("greeting", games = titles.join(", ")),
        help(games, group)
    )
}

/// `/help`: the commands as they work where it was asked.
pub fn help(games: &[&'static GameKind], group: bool) -> String {
    let mut lines = vec![t!("help-games", games = crate::rules::game_names(games))];
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
    lines.extend(ids.iter().map(|id| t!(id)));
    for kind in games {
        for c in kind.commands {
            lines.push(format!("/{} — {}", c.name, i18n::id_or_text(c.about)));
        }
    }
    lines.push(t!("help-rules"));
    lines.push(t!("help-language"));
    let with: Vec<_> = games
        .iter()
        .filter(|k| k.correspondence_options)
        .copied()
        .collect();
    if !with.is_empty() {
        lines.push(t!("help-options", games = crate::rules::game_names(&with)));
    }
    lines.push(t!("help-rated"));
    lines.push(t!(if group {
        "help-typing-group"
    } else {
        "help-typing-private"
    }));
    lines.join("\n")
}

/// `/help GAME`: the game's moves and own options, then the options every
/// game takes.
pub fn game_help(kind: &GameKind) -> String {
    let options = if kind.correspondence_options {
        t!("help-game-options-full")
    } else {
        t!("help-game-options")
    };
    format!(
        "{}\n{}\n{options}",
        kind.title(),
        i18n::id_or_text(kind.help)
    )
}
