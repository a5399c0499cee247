//! Korpalski Chess and Kriegspiel in Ukrainian, Polish and Russian: both
//! players and the group choose a language first, then a whole short game
//! of each is played through the console (a mate in both), with refusals,
//! announcements, `/moves`, `/rules` and `/help`; no English sentence of
//! the games or of the bot may show up.

mod support;

use support::*;

/// Sets the players' and the group's language.
fn languages(lang: &str) -> String {
    format!(
        "alice: /language {lang}\nbob: /language {lang}\n~admin #club alice\nalice@#club: /language {lang}\n"
    )
}

/// A Korpalski game in the group: kings first, a refused check by drop, a
/// refused draw offer, a capture into the prison, then a mate by the queen
/// covered by a rook. `moves` are the eleven moves as typed.
fn korpalski(lang: &str, moves: [&str; 11]) -> String {
    let [k1, k2, r1, n2, r3, p3, x4, p4, q5, p5, m6] = moves;
    format!(
        "{}~echo korpalski
alice@#club: /new korpalski
bob@#club: /join
bob@#club: {k2}
alice@#club: {k1}
bob@#club: {k2}
alice@#club: Q@b7
alice@#club: /draw
alice@#club: {r1}
bob@#club: {n2}
alice@#club: {r3}
bob@#club: {p3}
alice@#club: {x4}
bob@#club: {p4}
alice@#club: {q5}
bob@#club: {p5}
alice@#club: {m6}
alice@#club: /moves
alice: /rules korpalski
alice: /help korpalski
~echo end
",
        languages(lang)
    )
}

/// A Kriegspiel game in the group, attempts in private chats: a pawn try,
/// a capture, an illegal attempt, then the fool's mate. With
/// `rules=english` also `/any` (answered Try, then No) and the refusal of
/// a non-capture after Try.
fn kriegspiel(lang: &str, english: bool) -> String {
    let (rules, any_white, any_black) = if english {
        (
            " rules=english",
            "alice: /any\nalice: f2f3\n",
            "bob: /any\n",
        )
    } else {
        ("", "", "")
    };
    format!(
        "{}~echo kriegspiel
alice: /start
bob: /start
alice@#club: /new kriegspiel{rules}
bob@#club: /join
bob: e7e5
alice: b2b4
bob: c7c5
{any_white}alice: b4c5
bob: e7e5
alice: c5d6
alice: f2f3
bob: a7a6
alice: g2g4
{any_black}bob: d8h4
alice@#club: /moves
alice: /rules kriegspiel
alice: /help kriegspiel
~echo end
",
        languages(lang)
    )
}

/// English words of these games and of the bot that must not be shown to a
/// reader of another language (checked case-sensitively, as whole words:
/// `Ranking` is Polish).
const ENGLISH: &[&str] = &[
    "to move",
    "joins",
    "not your turn",
    "Not your turn",
    "captured",
    "Points",
    "waiting",
    "wins",
    "Draw",
    "reserve",
    "prison",
    "check",
    "Check",
    "Illegal",
    "moved",
    "pawn",
    "Pawn",
    "piece",
    "Piece",
    "pieces left",
    "attempts",
    "Opponent",
    "asks",
    "Any?",
    "Result",
    "hidden",
    "drop",
    "king",
    "queen",
    "Move",
    "move",
];

/// The lines of `out` that still speak English.
fn english_lines(out: &str) -> Vec<&str> {
    out.lines()
        .filter(|line| {
            // The console's own notation of an edit stays English.
            let line = line.replace("[buttons removed]", "");
            ENGLISH.iter().any(|w| has_latin_word(&line, w))
        })
        .collect()
}

/// Like `support::has_word`, but only a Latin letter next to the word
/// joins it: an English word glued to Cyrillic text still counts.
fn has_latin_word(line: &str, word: &str) -> bool {
    line.match_indices(word).any(|(i, _)| {
        let before = line[..i].chars().next_back();
        let after = line[i + word.len()..].chars().next();
        !before.is_some_and(|c| c.is_ascii_alphabetic())
            && !after.is_some_and(|c| c.is_ascii_alphabetic())
    })
}

fn check(lang: &str, korpalski_moves: [&str; 11], english_rules: bool) {
    let bot = Bot::new();
    let out = bot.run(&korpalski(lang, korpalski_moves));
    let k = section(&out, "korpalski");
    assert!(k.contains("Game over: 1-0, "), "{lang}: no mate:\n{k}");
    let leaks = english_lines(k);
    assert!(
        leaks.is_empty(),
        "{lang}: English in Korpalski Chess:\n{}\n\n{k}",
        leaks.join("\n")
    );

    let bot = Bot::new();
    let out = bot.run(&kriegspiel(lang, english_rules));
    let k = section(&out, "kriegspiel");
    assert!(k.contains("Game over: 0-1, "), "{lang}: no mate:\n{k}");
    let leaks = english_lines(k);
    assert!(
        leaks.is_empty(),
        "{lang}: English in Kriegspiel:\n{}\n\n{k}",
        leaks.join("\n")
    );
}

const ENGLISH_NOTATION: [&str; 11] = [
    "K@e1", "K@a8", "R@b1", "N@d5", "R@d1", "P@h7", "Rxd5", "P@h6", "Q@c7", "P@g6", "Qb7",
];

const POLISH_NOTATION: [&str; 11] = [
    "K/e1", "K/a8", "W/b1", "S/d5", "W/d1", "p/h7", "Wd1:d5", "p/h6", "H/c7", "p/g6", "Hc7-b7X",
];

#[test]
fn the_english_script_mates_in_english() {
    // The same scripts read in English: the words the checks look for are
    // there, so their absence in the other languages means something.
    let bot = Bot::new();
    let out = bot.run(&korpalski("en", ENGLISH_NOTATION));
    let k = section(&out, "korpalski");
    assert!(
        k.contains("Game over: 1-0, White wins by checkmate."),
        "{k}"
    );
    assert!(k.contains("the black knight goes to Black's prison"), "{k}");
    assert!(k.contains("A drop may not give check"), "{k}");
    assert!(!english_lines(k).is_empty());
    for english in [false, true] {
        let bot = Bot::new();
        let out = bot.run(&kriegspiel("en", english));
        let k = section(&out, "kriegspiel");
        assert!(
            k.contains("Game over: 0-1, Black wins by checkmate."),
            "{k}"
        );
        assert!(k.contains("Pawn at c5 captured"), "{k}");
        assert!(k.contains("Short-diagonal check"), "{k}");
        if english {
            assert!(k.contains("White asks: Any?\n   Try"), "{k}");
            assert!(k.contains("The answer was Try"), "{k}");
        } else {
            assert!(k.contains("1 pawn try"), "{k}");
            assert!(
                k.contains(">> alice: Kriegspiel #1 vs bob: Illegal move"),
                "{k}"
            );
        }
    }
}

#[test]
fn ukrainian_players_read_both_games_in_ukrainian() {
    check("uk", ENGLISH_NOTATION, false);
}

#[test]
fn polish_players_read_both_games_in_polish() {
    check("pl", POLISH_NOTATION, true);
}

#[test]
fn russian_players_read_both_games_in_russian() {
    check("ru", ENGLISH_NOTATION, true);
}
