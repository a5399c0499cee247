//! The command menu Telegram shows next to the message field: one list for
//! private chats, one for groups (`setMyCommands` with a scope).

use teloxide::prelude::*;
use teloxide::types::{BotCommand, BotCommandScope};

/// Commands offered in a private chat with the bot.
pub const PRIVATE: &[(&str, &str)] = &[
    (
        "start",
        "Greeting and help; with an invite code, join that game",
    ),
    ("new", "Start a game and get an invite link: /new opok"),
    ("join", "Join a friend's game: /join CODE"),
    ("games", "Your games and whose turn it is"),
    ("switch", "Play game N from this chat: /switch N"),
    ("board", "The board again (/board text: as text)"),
    ("moves", "The moves so far"),
    ("draw", "Offer or accept a draw"),
    ("resign", "Give up the game"),
    ("export", "The game record"),
    ("abort", "Cancel a game nobody has moved in yet"),
    ("stats", "Ratings and results: /stats [@user] [GAME]"),
    ("top", "The best-rated players: /top [GAME]"),
    ("history", "Your last finished games: /history [N]"),
    ("rules", "The rules of a game in short: /rules opok"),
    ("help", "Commands and games; /help GAME: its move syntax"),
];

/// Commands offered in groups.
pub const GROUP: &[(&str, &str)] = &[
    ("new", "Open a game in this group: /new opok"),
    ("join", "Take the free seat"),
    ("board", "The board again (/board text: as text)"),
    ("moves", "The moves so far"),
    ("draw", "Offer or accept a draw"),
    ("resign", "Give up the game"),
    ("export", "The game record"),
    ("abort", "Cancel a game nobody has moved in yet"),
    ("games", "Your games and whose turn it is"),
    ("top", "The best-rated players of this group: /top [GAME]"),
    ("stats", "Ratings and results: /stats [@user] [GAME]"),
    ("history", "Your last finished games here: /history [N]"),
    ("rules", "The rules of a game in short: /rules opok"),
    ("help", "Commands and games; /help GAME: its move syntax"),
];

/// A menu: the core's commands, then the games' own (`/bid`, `/any`) from
/// the registry, each once.
fn commands(list: &[(&str, &str)]) -> Vec<BotCommand> {
    let mut menu: Vec<BotCommand> = list.iter().map(|(c, d)| BotCommand::new(*c, *d)).collect();
    for kind in crate::rules::GAMES {
        for c in kind.commands {
            if !menu.iter().any(|m| m.command == c.name) {
                menu.push(BotCommand::new(c.name, c.about));
            }
        }
    }
    menu
}

/// Sets both menus. A failure is logged, not fatal: the bot works without
/// a menu and the menu survives from the last start.
pub async fn set_menus(bot: &Bot) {
    let lists = [
        (BotCommandScope::AllPrivateChats, PRIVATE),
        (BotCommandScope::AllGroupChats, GROUP),
    ];
    for (scope, list) in lists {
        if let Err(e) = bot
            .set_my_commands(commands(list))
            .scope(scope.clone())
            .await
        {
            tracing::warn!(error = %e, ?scope, "could not set the command menu");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_are_valid_for_telegram() {
        let menus = [commands(PRIVATE), commands(GROUP)];
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
