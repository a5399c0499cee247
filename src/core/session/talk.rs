//! Telling moves from conversation in a chat.

/// Words that start moves in some games.
const MOVE_WORDS: [&str; 4] = ["pass", "remove", "swap", "castle"];

/// Whether a text could be a move in one of the games: it names a square (a
/// letter a–l followed by a digit), castles (`O-O`, `0-0`) or starts with a
/// move word (`pass`, `remove e4`, `swap e4 d4`, `castle …`), and has no
/// other word of four letters or more (`what about e4?` is talk; `Nxe4`,
/// `b4-c4-d4-d3`, `pa2-a1=H` are moves).
pub(super) fn looks_like_move(text: &str) -> bool {
    let lower = text.trim().to_ascii_lowercase();
    let b = lower.as_bytes();
    let first = lower.split_whitespace().next().unwrap_or("");
    let shaped = b
        .windows(2)
        .any(|w| (b'a'..=b'l').contains(&w[0]) && w[1].is_ascii_digit())
        || lower.starts_with("o-o")
        || lower.starts_with("0-0")
        || MOVE_WORDS.contains(&first);
    let wordy = lower
        .split(|c: char| !c.is_alphabetic())
        .any(|w| w.chars().count() >= 4 && !MOVE_WORDS.contains(&w));
    shaped && !wordy
}

#[cfg(test)]
mod tests {
    use super::looks_like_move;

    #[test]
    fn moves_are_told_from_talk() {
        for m in [
            "e4",
            "Nxe4+",
            "exd5",
            "e8=Q",
            "N@e4",
            "K/c2",
            "pa2-a1=H",
            "a1 3 c3",
            "b4-c4-d4-d3-c3-c4-c5-b5-a5-a4-a3-a2-b2-b1-c1-d1-d2",
            "O-O-O",
            "0-0",
            "pass",
            "remove e4",
            "swap e4 d4",
            "castle e1 h1",
            "e2e4!?",
            "l12-k11",
        ] {
            assert!(looks_like_move(m), "{m:?} is a move");
        }
        for t in [
            "lol",
            "nice one!",
            "what about e4?",
            "I think e4 was a mistake",
            "good game",
            "",
            "hmm",
            "ok",
        ] {
            assert!(!looks_like_move(t), "{t:?} is talk");
        }
    }
}
