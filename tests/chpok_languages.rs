//! Chpok in Ukrainian, Polish and Russian (issue 18): a whole short game in
//! a group, both players and the group reading the language, and no English
//! sentence of the game leaks into what the bot writes: not the bids, the
//! bidding table, the board's figures, the move announcements, the
//! refusals, the end, `/help chpok` nor `/rules chpok`.

mod support;

use support::*;

/// English words and phrases of the bot's Chpok messages (and the core's
/// around them) that must not appear in another language. Notation stays:
/// `/bid TARGET call`, the targets `white time row x`, features, moves.
const ENGLISH: &[&str] = &[
    "to move",
    "joins",
    "not your turn",
    "Not your turn",
    "captured",
    "Points",
    "points",
    "waiting",
    "wins",
    "Draw",
    "move",
    "moves",
    "chip",
    "chips",
    "bidding",
    "bids",
    "raises",
    "calls",
    "Raise",
    "Challenger",
    "Opponent",
    "plays White",
    "Clocks",
    "clock",
    "random",
    "standard",
    "Features",
    "castlings",
    "left",
    "Chal.",
    "Opp.",
    "Home row",
    "home row",
    "Undo",
    "allowed",
    "Live",
    "Correspondence",
    "rank",
    "king",
];

/// The game: chips=2; alice (the challenger) raises white, bob raises time,
/// alice raises row, bob raises x; refusals on the way; then White captures
/// Black's only king on move 5.
fn script(lang: &str) -> String {
    format!(
        "\
alice: /language {lang}
bob: /language {lang}
~echo help
alice: /help chpok
alice: /rules chpok
~echo new
alice@#club: /new chpok chips=2
~admin #club alice
alice@#club: /language {lang}
bob@#club: /join
~echo table
bob@#club: /board text
~echo bidding
alice@#club: /bid white raise 1
alice@#club: /bid time call
bob@#club: /bid time call
bob@#club: /bid time raise 1 10+0
bob@#club: /bid row raise 1 RNBQKBNR
alice@#club: /bid row raise 1 RNBQKBNR
bob@#club: /moves
bob@#club: /board text
bob@#club: /bid x raise 1 superqueen
~echo board
alice@#club: /undo
alice@#club: pass
alice@#club: e4
bob@#club: e5
alice@#club: /board text
alice@#club: Qh5
bob@#club: Nc6
alice@#club: Bc4
bob@#club: Nf6
alice@#club: Qxf7
bob@#club: a6
bob@#club: /moves
~echo end
alice@#club: Qxe8
~echo over
bob@#club: a5
~echo done
"
    )
}

/// The English words of [`ENGLISH`] found as whole words in `out`, with
/// the line each stands on; `own` are words the language shares with
/// English (Polish `standard`). Notation is not a word: `points=…`,
/// `chips=N`.
fn leaks(out: &str, own: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for line in out.lines() {
        // The console's markers and the kept format: `Game over: 1-0, `
        // (the reason after it is translated).
        if line.starts_with("~~ ") {
            continue;
        }
        let text = line.replace("Game over:", "");
        for word in ENGLISH.iter().filter(|w| !own.contains(w)) {
            if has_word(&text, word) {
                found.push(format!("{word:?} in {line:?}"));
            }
        }
    }
    found
}

/// `lang`'s queen letter: moves are echoed in the reader's letters.
fn queen(lang: &str) -> &'static str {
    match lang {
        "pl" => "H",
        "uk" | "ru" => "Ф",
        _ => "Q",
    }
}

fn play_in(lang: &str, own: &[&str]) -> String {
    let out = Bot::new().run(&script(lang));
    let leaked = leaks(&out, own);
    assert!(
        leaked.is_empty(),
        "English in {lang}:\n{}\n\n{out}",
        leaked.join("\n")
    );
    // The tables keep within a phone's 40 columns in every language: the
    // bidding table and the figures under the /board text grid, and the
    // sides' figures stay under their colours' names.
    for name in ["table", "board"] {
        for line in section(&out, name).lines() {
            let line = line.strip_prefix("   ").unwrap_or(line);
            if !line.starts_with(">>") && !line.starts_with("[") {
                assert!(
                    line.chars().count() <= 40,
                    "{lang}: {line:?} is wider than 40"
                );
            }
        }
    }
    let board: Vec<&str> = section(&out, "board").lines().collect();
    let head = board
        .iter()
        .position(|l| l.trim_start().starts_with("abcdefgh"))
        .expect("a grid");
    let ends = |l: &str| -> Vec<usize> {
        let chars: Vec<char> = l.chars().collect();
        (0..chars.len())
            .filter(|&i| chars[i] != ' ' && chars.get(i + 1).is_none_or(|c| *c == ' '))
            .collect()
    };
    let (names, points) = (ends(board[head + 1]), ends(board[head + 2]));
    assert_eq!(
        names[names.len() - 2..],
        points[points.len() - 2..],
        "{lang}: the colours' names stand over their figures:\n{}\n{}",
        board[head + 1],
        board[head + 2]
    );
    // The game was played to its end, in the group, in the language.
    assert!(section(&out, "end").contains("Game over: 1-0, "), "{out}");
    assert!(section(&out, "table").contains("RNBQKBNR"), "{out}");
    let capture = format!("{}xf7", queen(lang));
    assert!(section(&out, "board").contains(&capture), "{out}");
    out
}

#[test]
fn a_whole_game_in_ukrainian() {
    let out = play_in("uk", &[]);
    assert!(out.contains("торг") || out.contains("Торг"), "{out}");
    assert!(out.contains("фіш"), "{out}");
}

#[test]
fn a_whole_game_in_polish() {
    play_in("pl", &["standard"]);
}

#[test]
fn a_whole_game_in_russian() {
    play_in("ru", &[]);
}

/// The same script in English says what the English messages say (the
/// words the other languages must not show are really there to catch).
#[test]
fn the_english_game_shows_the_words_checked() {
    let out = Bot::new().run(&script("en"));
    let leaked = leaks(&out, &[]);
    for word in [
        "\"raises\"",
        "\"Chal.\"",
        "\"Points\"",
        "\"plays White\"",
        "\"castlings\"",
        "\"captured\"",
    ] {
        assert!(
            leaked.iter().any(|l| l.starts_with(word)),
            "{word} not seen in English:\n{out}"
        );
    }
}

/// Chips in each language's plural forms: 1 and 21 alike (not in Polish),
/// 2 and 22 alike, 5 and 25 alike, as CLDR says.
#[test]
fn chips_take_each_language_plural_forms() {
    use boardbot::i18n::{render, Lang};
    let form = |lang, n: u32| {
        let text = render(&boardbot::t!("chpok-only-chips-left", chips = n), lang);
        text.replace(&n.to_string(), "N")
    };
    for lang in [Lang::UK, Lang::RU] {
        assert_eq!(form(lang, 1), form(lang, 21), "{}", lang.code());
        assert_eq!(form(lang, 2), form(lang, 22), "{}", lang.code());
        assert_eq!(form(lang, 5), form(lang, 25), "{}", lang.code());
        assert_ne!(form(lang, 1), form(lang, 2), "{}", lang.code());
        assert_ne!(form(lang, 2), form(lang, 5), "{}", lang.code());
        assert_ne!(form(lang, 1), form(lang, 5), "{}", lang.code());
    }
    let pl = Lang::PL;
    assert_eq!(form(pl, 2), form(pl, 22));
    assert_eq!(form(pl, 5), form(pl, 25));
    assert_eq!(form(pl, 21), form(pl, 25), "21 żetonów");
    assert_ne!(form(pl, 1), form(pl, 21));
    assert_ne!(form(pl, 2), form(pl, 5));
    assert_eq!(
        render(
            &boardbot::t!("chpok-only-chips-left", chips = 21u32),
            Lang::EN
        ),
        "You have only 21 chips left."
    );
}
