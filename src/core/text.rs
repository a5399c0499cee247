//! The bot's fixed texts: greeting and help.

use crate::rules::GAMES;

pub fn greeting() -> String {
    format!(
        "Hello! I host board games by correspondence: {}.\n\n{}",
        game_titles(),
        help()
    )
}

fn game_titles() -> String {
    GAMES.iter().map(|k| k.title).collect::<Vec<_>>().join(", ")
}

pub fn help() -> String {
    let names: Vec<_> = GAMES.iter().map(|k| k.name).collect();
    format!(
        "Games: {}.\n\
         /new GAME [key=value …] — start a game (in a group: the group watches; here: you get an invite code)\n\
         /join [code] — take the free seat\n\
         /board — the board again (/board text: as text)\n\
         /moves — the moves so far\n\
         /games — your games; /switch N — play game N from this chat\n\
         /draw — offer or accept a draw; /resign — give up\n\
         /export — the game record\n\
         /abort — cancel a game nobody has moved in yet\n\
         /rules GAME — the rules in short; /help GAME — its move syntax\n\
         Options for every game: color=white|black|random, days=N (1–14 days per move).\n\
         Type a move as a plain message. Commands that act on a game accept #N to name it.",
        names.join(", ")
    )
}
