//! The players' names in a game record.
//!
//! The rules know seats, not people, so a game's `/export` names its seats
//! (`[White "White"]`, `Players: First, Second`). The core knows who sits
//! where and writes their names in: PGN records get `[White "…"]` and
//! `[Black "…"]` tags after `[Site]`; plain records a `Players:` line
//! after their first line.

/// `record` with `names` (seat 0 first) and the seats' labels written in.
pub fn with_players(record: &str, names: [&str; 2], seats: [&str; 2]) -> String {
    let lines: Vec<&str> = record.lines().collect();
    let mut out: Vec<String> = Vec::with_capacity(lines.len() + 2);
    if lines.iter().any(|l| l.starts_with("[Event ")) {
        let tags = [
            format!("[White \"{}\"]", pgn_escape(names[0])),
            format!("[Black \"{}\"]", pgn_escape(names[1])),
        ];
        let after = if lines.iter().any(|l| l.starts_with("[Site ")) {
            "[Site "
        } else {
            "[Event "
        };
        for l in lines {
            if l.starts_with("[White ") || l.starts_with("[Black ") {
                continue;
            }
            out.push(l.to_string());
            if l.starts_with(after) {
                out.extend(tags.iter().cloned());
            }
        }
    } else {
        let players = format!(
            "Players: {} ({}), {} ({})",
            names[0], seats[0], names[1], seats[1]
        );
        let mut placed = false;
        for (i, l) in lines.iter().enumerate() {
            if l.starts_with("Players:") {
                out.push(players.clone());
                placed = true;
                continue;
            }
            out.push(l.to_string());
            if i == 0 && !lines.iter().any(|l| l.starts_with("Players:")) {
                out.push(players.clone());
                placed = true;
            }
        }
        if !placed {
            out.push(players);
        }
    }
    let mut text = out.join("\n");
    if record.ends_with('\n') {
        text.push('\n');
    }
    text
}

/// A PGN tag value: quotes and backslashes escaped.
fn pgn_escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pgn_records_get_white_and_black_tags_after_site() {
        let pgn = "[Event \"Kriegspiel\"]\n[Site \"boardbot\"]\n[White \"White\"]\n[Black \"Black\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n";
        let got = with_players(pgn, ["alice", "bob \"the rook\""], ["White", "Black"]);
        assert_eq!(
            got,
            "[Event \"Kriegspiel\"]\n[Site \"boardbot\"]\n[White \"alice\"]\n\
             [Black \"bob \\\"the rook\\\"\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n"
        );
    }

    #[test]
    fn plain_records_get_a_players_line() {
        let opok = "Game: Opok\nSize: 5\nPlayers: First, Second\nResult: *\n\n1. a1 1 a2\n";
        assert_eq!(
            with_players(opok, ["alice", "bob"], ["First", "Second"]),
            "Game: Opok\nSize: 5\nPlayers: alice (First), bob (Second)\nResult: *\n\n1. a1 1 a2\n"
        );
        let chpok = "Chpok: 15 chips each, clocks on.\nBidding:\n(no bids)";
        assert_eq!(
            with_players(chpok, ["alice", "…"], ["Challenger", "Opponent"]),
            "Chpok: 15 chips each, clocks on.\nPlayers: alice (Challenger), … (Opponent)\nBidding:\n(no bids)"
        );
        assert_eq!(
            with_players("", ["a", "b"], ["First", "Second"]),
            "Players: a (First), b (Second)"
        );
    }
}
