//! Whether a text *looks like* a move: the test a group message passes
//! before the bot answers it (in a group, people talk; only move-shaped
//! texts from players get an answer, be it the move or a reason).
//!
//! The test is about shape, not legality: `e2e9`, `Nf9` or `a1 30 c1` look
//! like moves (and are answered with a reason), `ok`, `good luck!`, `👍` or
//! `what about e4?` do not. Each game's [`crate::rules::GameKind`] names its
//! own test, built from the pieces here.

use crate::rules::chess::notation::letters::file_of;

/// Whether `token` contains a square name: a file letter `a`–`l` (either
/// case, or its Cyrillic look-alike typed on a Cyrillic keyboard: `е4`,
/// `Кс3`) followed by a rank `1`–`12`, not inside a longer run of letters
/// (`e4`, `Nxe4`, `b2<>d4`, but not `abc4`… which still counts as a square
/// `c4` after other notation letters).
pub fn has_square(token: &str) -> bool {
    let chars: Vec<char> = token.chars().collect();
    chars
        .windows(2)
        .any(|w| file_of(w[0]).is_some() && w[1].is_ascii_digit() && w[1] != '0')
}

/// Check, mate and annotation signs that may follow a move.
fn strip_marks(token: &str) -> &str {
    token.trim_end_matches(['+', '#', '!', '?', 'X', '.', ','])
}

/// Castling as players write it: `O-O`, `0-0`, `O-O-O`, `о-о` (Cyrillic О).
pub fn is_castling(token: &str) -> bool {
    let t: String = token
        .chars()
        .map(|c| match c {
            'o' | 'O' | '0' | 'о' | 'О' => 'O',
            other => other,
        })
        .collect();
    t == "O-O" || t == "O-O-O"
}

/// Letters that may stand in chess-family notation beside squares: piece
/// letters in English (`K Q R B N P D`), Polish (`K H W G S p`), Ukrainian
/// and Russian (`Кр Ф Т Л С К п Д`, and Latin `T` for `Т`), Cyrillic
/// look-alikes of file letters (`а с е і`), and the signs of captures
/// (`x`, `:`, Cyrillic `х`), drops, promotions, swaps and long notation.
fn chess_char(c: char) -> bool {
    c.is_ascii_digit()
        || matches!(c, 'a'..='l' | 'A'..='L')
        || "KQRBNPDHWGSTpqrnswxXOo:-@/=<>()".contains(c)
        || "КрРФТЛСПДкфтлсдпхХаеіАЕІ".contains(c)
}

/// A chess-family move: the first word may be one of the game's `lead`
/// words (`remove e4`, `castle e1 h1`) or a move number (`1.`); every other
/// word is castling or made of notation letters around a square; and some
/// word names a square or castles. (`a1 3 c3`, a count between squares, is
/// an Opok move, not a chess one.) A text that is just one of the game's
/// `lone` words (`pass`) is a move too.
pub fn chess(text: &str, lead: &[&str], lone: &[&str]) -> bool {
    let tokens: Vec<&str> = text.split_whitespace().map(strip_marks).collect();
    if tokens.is_empty() || tokens.len() > 4 {
        return false;
    }
    if let [one] = tokens.as_slice() {
        if lone.contains(&one.to_lowercase().as_str()) {
            return true;
        }
    }
    let mut anchored = false;
    for (i, t) in tokens.iter().enumerate() {
        let lower = t.to_lowercase();
        if i == 0 && lead.contains(&lower.as_str()) {
            continue;
        }
        if i == 0 && !t.is_empty() && t.chars().all(|c| c.is_ascii_digit()) {
            continue; // a move number; a count between squares is Opok's
        }
        if is_castling(t) {
            anchored = true;
            continue;
        }
        if t.is_empty() || !t.chars().all(chess_char) || !has_square(t) {
            return false;
        }
        anchored = true;
    }
    anchored
}

/// An Opok move: squares and counts (`a1 3 c3`, `a1-a2-a3-b3`, `a1 30 c1`),
/// with at least one square.
pub fn stacks(text: &str) -> bool {
    let tokens: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == '-' || c == ',')
        .filter(|t| !t.is_empty())
        .map(strip_marks)
        .collect();
    if tokens.is_empty() || tokens.len() > 40 {
        return false;
    }
    let is_square = |t: &str| {
        let mut cs = t.chars();
        cs.next().and_then(file_of).is_some()
            && cs.as_str().len() <= 2
            && !cs.as_str().is_empty()
            && cs.as_str().chars().all(|c| c.is_ascii_digit())
    };
    let is_count = |t: &str| t.len() <= 3 && t.chars().all(|c| c.is_ascii_digit());
    tokens.iter().all(|t| is_square(t) || is_count(t)) && tokens.iter().any(|t| is_square(t))
}

#[cfg(test)]
mod tests {
    use super::*;

    const LEAD: &[&str] = &["remove", "castle"];
    const LONE: &[&str] = &["pass"];

    #[test]
    fn chess_moves_and_near_misses_look_like_moves() {
        for m in [
            "e4",
            "Nxe4+",
            "exd5",
            "e8=Q",
            "N@e4",
            "K/c2",
            "pa2-a1=H",
            "Wb5:c5",
            "O-O-O",
            "0-0",
            "о-о",
            "pass",
            "remove e4",
            "castle e1 h1",
            "e2e4!?",
            "l12-k11",
            "b2<>d4",
            "Nc3e4",
            "e2e9",
            "Nf9",
            "Кf3",
            "Крe2",
            "Кс3",
            "е4",
            "Фd1xd8",
            "Схf7+",
            "e8=Ф",
            "e8Ф",
            "п@e4",
            "Кр/c2",
            "Дxe6",
            "Лa1",
            "Тa1",
            "Ta1",
            "0-0-0",
            "О-О-О",
            "e2 e4",
            "Q@c3 R@d4",
            "e7e8q",
            "1. e4",
        ] {
            assert!(chess(m, LEAD, LONE), "{m:?} is a move");
        }
    }

    #[test]
    fn talk_is_not_a_move() {
        for t in [
            "lol",
            "ok",
            "OK",
            "👍",
            "good luck!",
            "thanks, you too",
            "nice one!",
            "what about e4?",
            "I think e4 was a mistake",
            "bad e4",
            "good game",
            "",
            "hmm",
            "удачі!",
            "дякую, і тобі",
            "powodzenia!",
            "dzięki",
            "спасибо, взаимно",
            "хорошая партия",
            "сейчас 5 минут",
            "дай 2 хвилини",
            "ха",
            "х2",
            "за 5",
            "на е4?",
            "Gra w szachy",
            "tak, 3",
            "a",
            "passed",
            "remove",
            "castle",
            "1",
            "2024",
        ] {
            assert!(!chess(t, LEAD, LONE), "{t:?} is talk");
            assert!(!stacks(t), "{t:?} is talk for Opok");
        }
    }

    #[test]
    fn a_count_between_squares_is_opok_not_chess() {
        for m in ["a1 3 a4", "e5 2 d4", "a1 30 c1"] {
            assert!(stacks(m), "{m:?} is an Opok move");
            assert!(!chess(m, LEAD, LONE), "{m:?} is not a chess move");
        }
        assert!(chess("1. e4", LEAD, LONE));
    }

    #[test]
    fn opok_moves() {
        for m in [
            "a1 3 c3",
            "a1-a2-a3-b3",
            "a1 30 c1",
            "e5 14 e3",
            "l12 1 l11",
            "а1 3 с3",
            "а1-а2-а3-b3",
        ] {
            assert!(stacks(m), "{m:?} is a move");
        }
        for t in ["e4 is nice", "Nf3", "3", "a1 b", "ok 3"] {
            assert!(!stacks(t), "{t:?} is not an Opok move");
        }
    }
}
