//! Opok and Exchange Chess in Ukrainian, Polish and Russian (issue 18): a
//! whole short game of each in a group, both players and the group reading
//! the language, and no English sentence of either game leaks into what the
//! bot writes: not the announcements, the captions' figures, the refusals,
//! the move list, the ends, `/help GAME` nor `/rules GAME`. `/board text`
//! and `/export` keep English by design and are not asked for here.

mod support;

use boardbot::i18n::{render, Lang};
use support::*;

/// English words and phrases of the two games' messages (and the core's
/// around them) that must not appear in another language. Notation stays:
/// moves (`a1 3 b3`, `K@a1`, `b2<>d4`), `size=N`, `FROM COUNT TO`.
const ENGLISH: &[&str] = &[
    "to move",
    "joins",
    "not your turn",
    "Not your turn",
    "captured",
    "captures",
    "Points",
    "waiting",
    "wins",
    "Draw",
    "draw",
    "move",
    "moves",
    "Move",
    "Moves",
    // Opok
    "First",
    "Second",
    "stack",
    "stacks",
    "checker",
    "checkers",
    "square",
    "squares",
    "passes",
    "pass",
    "Neither",
    "path",
    "steps",
    "Result",
    // Exchange Chess
    "White",
    "Black",
    "reserve",
    "king",
    "King on",
    "queen",
    "rook",
    "bishop",
    "knight",
    "drop",
    "drops",
    "takes",
    "swap",
    "Check",
    "attacked",
    "corner",
    "capture",
    "legal",
    "Which one",
    "Capture",
];

/// Opok on 5×5 in `#club` (the moves of `tests/transcripts/opok_5x5.txt`,
/// wrong inputs mixed in), then Exchange Chess on 8×8 in `#hall` from the
/// kings to a captured king (the moves of `tests/exchange_console.rs`).
fn script(lang: &str) -> String {
    format!(
        "\
alice: /language {lang}
bob: /language {lang}
~echo help
alice: /help opok
alice: /rules opok
bob: /help exchange
bob: /rules exchange
~echo opok
alice@#club: /new opok size=5
~admin #club alice
alice@#club: /language {lang}
bob@#club: /join
bob@#club: e5 2 e3
alice@#club: a1 20 b4
bob@#club: e5 25 e4
bob@#club: e5 2 f5
bob@#club: e5 15 b3
alice@#club: b4-c4-d4-d3-c3-c4-c5-b5-a5-a4-a3-a2-b2-b1-c1-d1-d2
bob@#club: e5-e4-d4-c4-b4
bob@#club: e5 2 e3
alice@#club: /draw
alice@#club: d2-c2-c3-c4-c5-b5-a5-a4-a3-a2-b2-b1-c1-c2-c3-d3
bob@#club: b3 4 c2
alice@#club: a1-b1-b2-a2
bob@#club: e5 4 d4
alice@#club: b4 1 c4
bob@#club: b3 4 b5
alice@#club: d3 1 c3
bob@#club: b3-b4
alice@#club: a1-b1
bob@#club: e5 3 c4
alice@#club: a2-b2
bob@#club: e3 1 e4
alice@#club: d3 1 c3
bob@#club: c2 3 e1
alice@#club: a2-a3
bob@#club: c4 2 d5
bob@#club: b5-c5
bob@#club: b5 1 a5
bob@#club: e1-e2
alice@#club: d3 1 d2
~echo opok_end
bob@#club: e1 1 d1
~echo opok_after
alice@#club: /moves
alice@#club: a1 1 a2
~echo exchange
alice@#hall: /new exchange size=8
~admin #hall alice
alice@#hall: /language {lang}
bob@#hall: /join
alice@#hall: e4
alice@#hall: K@a1
alice@#hall: Q@b2
alice@#hall: Q@a8
alice@#hall: R@c3
bob@#hall: r@f5
alice@#hall: B@d2
bob@#hall: n@g3
alice@#hall: N@e6
bob@#hall: b@b7
alice@#hall: c3<>e6
alice@#hall: d2<>c3
bob@#hall: r@e5
alice@#hall: Bxe5
bob@#hall: Rxe5
alice@#hall: N@e2
bob@#hall: q@a6
bob@#hall: n@c6
alice@#hall: Nd4
alice@#hall: Ne6d4
bob@#hall: b@f8
alice@#hall: Q@d5
bob@#hall: b@a3
alice@#hall: Qxe5
bob@#hall: /moves
bob@#hall: q@a8
~echo exchange_end
alice@#hall: Qxh8
~echo exchange_after
alice@#hall: /moves
bob@#hall: q@c5
~echo done
"
    )
}

/// The English words of [`ENGLISH`] found as whole words in `out`, with
/// the line each stands on; `own` are words the language shares with
/// English.
fn leaks(out: &str, own: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for line in out.lines() {
        // The console's markers and the kept format: `Game over: 1-0, `
        // (the reason after it is translated).
        if line.starts_with("~~ ") {
            continue;
        }
        // Commands are notation too: `/draw`, `swap b2 d4`.
        let text = line
            .replace("Game over:", "")
            .replace("/draw", "")
            .replace("swap b2 d4", "");
        for word in ENGLISH.iter().filter(|w| !own.contains(w)) {
            if has_word(&text, word) {
                found.push(format!("{word:?} in {line:?}"));
            }
        }
    }
    found
}

fn play_in(lang: &str, own: &[&str]) -> String {
    let out = Bot::new().run(&script(lang));
    let leaked = leaks(&out, own);
    assert!(
        leaked.is_empty(),
        "English in {lang}:\n{}\n\n{out}",
        leaked.join("\n")
    );
    // Both games were played to their ends, in the groups, in the language.
    assert!(
        section(&out, "opok_end").contains("Game over: 0-1, "),
        "{out}"
    );
    assert!(
        section(&out, "exchange_end").contains("Game over: 1-0, "),
        "{out}"
    );
    // The move list in the reader's letters.
    let queen = match lang {
        "pl" => "H",
        "uk" | "ru" => "Ф",
        _ => "Q",
    };
    let capture = format!("{queen}xh8");
    assert!(section(&out, "exchange_after").contains(&capture), "{out}");
    out
}

#[test]
fn both_games_in_ukrainian() {
    let out = play_in("uk", &[]);
    assert!(section(&out, "opok").contains("стопк"), "{out}");
    assert!(section(&out, "opok").contains("шаш"), "{out}");
    assert!(section(&out, "help").contains("стопк"), "{out}");
}

#[test]
fn both_games_in_polish() {
    play_in("pl", &[]);
}

#[test]
fn both_games_in_russian() {
    let out = play_in("ru", &[]);
    // The seed's word (002): a stack is a `столбик`.
    assert!(section(&out, "opok").contains("столбик"), "{out}");
    assert!(section(&out, "opok").contains("шаш"), "{out}");
}

/// The same script in English says what the English messages say (the
/// words the other languages must not show are really there to catch).
#[test]
fn the_english_games_show_the_words_checked() {
    let out = Bot::new().run(&script("en"));
    let leaked = leaks(&out, &[]);
    for word in [
        "\"First\"",
        "\"checkers\"",
        "\"stack\"",
        "\"passes\"",
        "\"Neither\"",
        "\"reserve\"",
        "\"takes\"",
        "\"Check\"",
        "\"Which one\"",
        "\"King on\"",
        "\"wins\"",
    ] {
        assert!(
            leaked.iter().any(|l| l.starts_with(word)),
            "{word} not seen in English:\n{out}"
        );
    }
}

/// The plural forms of the figures under an Opok board, for 1, 2, 5, 21,
/// 22 and 25 checkers and squares.
#[test]
fn opok_counts_take_each_languages_plural_forms() {
    let forms = |lang: Lang| {
        [1, 2, 5, 21, 22, 25]
            .map(|n| {
                let text = render(
                    &boardbot::t!("opok-figures", seat = "X", squares = n, checkers = n),
                    lang,
                );
                text.trim_start_matches("X: ").to_string()
            })
            .join("; ")
    };
    assert_eq!(
        forms(Lang::EN),
        "1 square, 1 checker; 2 squares, 2 checkers; 5 squares, 5 checkers; \
         21 squares, 21 checkers; 22 squares, 22 checkers; 25 squares, 25 checkers"
    );
    assert_eq!(
        forms(Lang::UK),
        "1 поле, 1 шашка; 2 поля, 2 шашки; 5 полів, 5 шашок; \
         21 поле, 21 шашка; 22 поля, 22 шашки; 25 полів, 25 шашок"
    );
    assert_eq!(
        forms(Lang::RU),
        "1 поле, 1 шашка; 2 поля, 2 шашки; 5 полей, 5 шашек; \
         21 поле, 21 шашка; 22 поля, 22 шашки; 25 полей, 25 шашек"
    );
    assert_eq!(
        forms(Lang::PL),
        "1 pole, 1 pionek; 2 pola, 2 pionki; 5 pól, 5 pionków; \
         21 pól, 21 pionków; 22 pola, 22 pionki; 25 pól, 25 pionków"
    );
}
