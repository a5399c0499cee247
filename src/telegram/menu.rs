//! The command menu Telegram shows next to the message field: one list for
//! private chats, one for groups (`setMyCommands` with a scope).

use teloxide::prelude::*;
use teloxide::types::{BotCommand, BotCommandScope};

use crate::i18n::{self, Lang};

/// Commands offered in a private chat with the bot: name and the message
/// id of its description.
pub const PRIVATE: &[(&str, &str)] = &[
    ("start", "menu-start"),
    ("new", "menu-new-private"),
    ("join", "menu-join-private"),
    ("games", "menu-games"),
    ("switch", "menu-switch"),
    ("board", "menu-board"),
    ("moves", "menu-moves"),
    ("draw", "menu-draw"),
    ("resign", "menu-resign"),
    ("export", "menu-export"),
    ("abort", "menu-abort"),
    ("stats", "menu-stats"),
    ("top", "menu-top-private"),
    ("history", "menu-history-private"),
    ("rules", "menu-rules"),
    ("language", "menu-language"),
    ("help", "menu-help"),
];

/// Commands offered in groups.
pub const GROUP: &[(&str, &str)] = &[
    ("new", "menu-new-group"),
    ("join", "menu-join-group"),
    ("board", "menu-board"),
    ("moves", "menu-moves"),
    ("draw", "menu-draw"),
    ("resign", "menu-resign"),
    ("export", "menu-export"),
    ("abort", "menu-abort"),
    ("games", "menu-games"),
    ("top", "menu-top-group"),
    ("stats", "menu-stats"),
    ("history", "menu-history-group"),
    ("rules", "menu-rules"),
    ("language", "menu-language"),
    ("help", "menu-help"),
];

/// A menu: the core's commands, then the games' own (`/bid`, `/any`) from
/// the registry, each once.
fn commands(list: &[(&str, &str)], lang: Lang) -> Vec<BotCommand> {
    let say = |id: &str| i18n::id_or_text(id).render(lang);
    let mut menu: Vec<BotCommand> = list
        .iter()
        .map(|(c, d)| BotCommand::new(*c, say(d)))
        .collect();
    for kind in crate::rules::GAMES {
        for c in kind.commands {
            if !menu.iter().any(|m| m.command == c.name) {
                menu.push(BotCommand::new(c.name, say(c.about)));
            }
        }
    }
    menu
}

/// Sets both menus in every language: English for users whose language
/// the bot does not speak (no `language_code`), and one per language code.
/// A failure is logged, not fatal: the bot works without a menu and the
/// menu survives from the last start.
pub async fn set_menus(bot: &Bot) {
    let lists = [
        (BotCommandScope::AllPrivateChats, PRIVATE),
        (BotCommandScope::AllGroupChats, GROUP),
    ];
    for (scope, list) in lists {
        for lang in Lang::all() {
            let mut request = bot
                .set_my_commands(commands(list, lang))
                .scope(scope.clone());
            if lang != Lang::EN {
                request = request.language_code(lang.code());
            }
            if let Err(e) = request.await {
                tracing::warn!(error = %e, ?scope, lang = lang.code(), "could not set the command menu");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_are_valid_for_telegram() {
        let menus: Vec<Vec<BotCommand>> = Lang::all()
            .flat_map(|l| [commands(PRIVATE, l), commands(GROUP, l)])
            .collect();
        for c in menus.iter().flatten() {
            let (name, desc) = (c.command.as_str(), c.description.as_str());
            // 1-32 characters: lower-case letters, digits and underscores.
            assert!((1..=32).contains(&name.len()), "{name}");
            assert!(name
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'));
            assert!((1..=256).contains(&desc.chars().count()), "{desc}");
            // Every command in the menu is one the core understands.
            let parsed = crate::core::Hub::knows_command(name);
            assert!(parsed, "/{name} is not a core command");
        }
    }
}
