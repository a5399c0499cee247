//! The bot's fixed texts: greeting and help, for a group or a private chat.

use crate::rules::GameKind;

pub fn greeting(games: &[&'static GameKind], group: bool) -> String {
    let titles: Vec<_> = games.iter().map(|k| k.title).collect();
    format!(
        "Hello! I host board games by correspondence: {}.\n\n{}",
        titles.join(", "),
        help(games, group)
    )
}

/// `/help`: the commands as they work where it was asked.
pub fn help(games: &[&'static GameKind], group: bool) -> String {
    let names: Vec<_> = games.iter().map(|k| k.name).collect();
    let mut lines = vec![format!("Games: {}.", names.join(", "))];
    if group {
        lines.extend([
            "/new GAME [key=value …] — open a game in this group; everyone here watches"
                .to_string(),
            "/join — take the free seat (or press Join)".into(),
        ]);
    } else {
        lines.extend([
            "/new GAME [key=value …] — start a game and get an invite link for a friend"
                .to_string(),
            "/join CODE — join a friend's game with their invite code".into(),
        ]);
    }
    lines.extend([
        "/board — the board again (/board text: as text)".to_string(),
        "/moves — the moves so far; /export — the game record".into(),
    ]);
    if group {
        lines.push("/games — the games of this group".into());
    } else {
        lines.push("/games — your games; /switch N — play game N from this chat".into());
        lines.push("/say TEXT — send a message to your opponent".into());
    }
    lines.extend([
        "/draw — offer or accept a draw; /resign — give up (asks to confirm)".to_string(),
        "/claim — win a game whose opponent left or has been silent for 30 days".into(),
        if group {
            "/abort — cancel a game nobody has moved in yet (group administrators: any game)".into()
        } else {
            "/abort — cancel a game nobody has moved in yet".into()
        },
    ]);
    lines.push(if group {
        "/top [GAME] — the best-rated players of this group; /stats [@user] [GAME] — rating and results"
            .into()
    } else {
        "/top [GAME] — the best-rated players; /stats [@user] [GAME] — rating and results".into()
    });
    lines.push(if group {
        "/history [N] — your last finished games here, with their records".into()
    } else {
        "/history [N] — your last finished games, with their records".into()
    });
    for kind in games {
        for c in kind.commands {
            lines.push(format!("/{} — {}", c.name, c.about));
        }
    }
    lines.push("/rules GAME — the rules in short; /help GAME — its move syntax and options".into());
    let with: Vec<_> = games
        .iter()
        .filter(|k| k.correspondence_options)
        .map(|k| k.name)
        .collect();
    if !with.is_empty() {
        lines.push(format!(
            "Options of {}: color=white|black|random, days=N (1–14 days per move).",
            with.join(", ")
        ));
    }
    lines.push(
        "Games between two people are rated (Glicko-2, per game; ? marks a provisional rating); rated=no makes a friendly game."
            .into(),
    );
    lines.push(if group {
        "Type moves as plain messages. I answer only messages that look like a move, so talk freely. Commands accept #N to name a game; so does a move (#3 Nf3), or reply to the game's board.".into()
    } else {
        "Type moves as plain messages. Commands that act on a game accept #N to name it.".into()
    });
    lines.join("\n")
}
