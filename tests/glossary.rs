//! The glossary (`assets/locales/GLOSSARY.md`, issue 28): the Ukrainian,
//! Polish and Russian messages of each game use the words of its seed and
//! none the glossary marks not to use.

mod support;

use boardbot::i18n::{Lang, LANGUAGES};
use support::glossary::{entries, ftl_messages, matches, GAMES};

fn ftl(lang: &str) -> &'static str {
    LANGUAGES
        .iter()
        .find(|l| l.code == lang)
        .map(|l| l.ftl)
        .unwrap_or_else(|| panic!("no language {lang}"))
}

#[test]
fn the_glossary_reads_and_names_known_languages_and_games() {
    let rows = entries();
    assert!(rows.len() >= 40, "{} rows", rows.len());
    for e in &rows {
        assert!(
            ["uk", "pl", "ru"].contains(&e.lang.as_str()),
            "{}: language {}",
            e.term,
            e.lang
        );
        for g in &e.games {
            assert!(
                g == "all" || GAMES.iter().any(|(name, _)| name == g),
                "{}: game {g}",
                e.term
            );
        }
        assert!(!e.seed.is_empty(), "{}: no seed word", e.term);
    }
    // Every item of the issue is there.
    for (lang, word) in [
        ("uk", "домашній ряд"),
        ("uk", "мішень"),
        ("uk", "надзвичайні функції"),
        ("uk", "рокірування"),
        ("uk", "напівхід"),
        ("uk", "ще повернень"),
        ("pl", "dostawić"),
        ("pl", "brak materiału matującego"),
        ("pl", "Odbierz zwycięstwo"),
        ("ru", "столбик"),
        ("ru", "запас"),
        ("ru", "обменный ход"),
        ("ru", "Шах можно не отражать"),
    ] {
        assert!(
            rows.iter()
                .any(|e| e.lang == lang && e.seed.iter().any(|s| s == word)),
            "{lang}: {word} is not in the glossary"
        );
    }
}

#[test]
fn the_matcher_reads_stems_phrases_and_case() {
    let m =
        |text: &str, pattern: &str| !matches(&text.chars().collect::<Vec<_>>(), pattern).is_empty();
    assert!(m("на вихідному ряду", "вихідн…"));
    assert!(!m("напівхід", "півхід"));
    assert!(m("2 півходи", "півход…"));
    assert!(m("zgodnie z zasadą 50 ruchów", "zasad… 50"));
    assert!(!m("zasady gry", "zasad… 50"));
    assert!(m("Piszę do Ciebie", "Ciebie"));
    assert!(!m("ciebie", "Ciebie"));
    assert!(m("Стопка на a1", "стопк…"));
    assert!(!m("обменный ход", "обмен"));
    assert!(m("нужен обмен фигур", "обмен"));
    assert!(m("виставивши фігуру між.", "фігуру між."));
    assert!(!m("фігуру між королем", "фігуру між."));
}

/// No message of a game and language uses a word its rows mark not to use.
#[test]
fn no_message_uses_a_word_marked_not_to_use() {
    let mut problems = Vec::new();
    for e in entries() {
        for (id, text) in ftl_messages(ftl(&e.lang)) {
            if e.covers_id(&id) {
                for m in e.misuses(&text) {
                    problems.push(format!("{}: {id}: {m}", e.lang));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Each seed word of a row stands in a message of its game and language:
/// the glossary says what the texts say.
#[test]
fn every_seed_word_is_used() {
    let mut problems = Vec::new();
    for e in entries() {
        let texts: Vec<String> = ftl_messages(ftl(&e.lang))
            .into_iter()
            .filter(|(id, _)| e.covers_id(id))
            .map(|(_, t)| t)
            .collect();
        for word in &e.seed {
            let used = texts
                .iter()
                .any(|t| !matches(&t.chars().collect::<Vec<_>>(), word).is_empty());
            if !used {
                problems.push(format!("{}: {} ({})", e.lang, word, e.term));
            }
        }
    }
    assert!(problems.is_empty(), "not used:\n{}", problems.join("\n"));
}

/// The game's own name in each language, as the reader reads it.
#[test]
fn each_game_has_its_communitys_name() {
    use boardbot::i18n::render;
    let title = |name: &str, lang| {
        let kind = boardbot::rules::GAMES
            .iter()
            .find(|k| k.name == name)
            .expect("a game");
        render(&kind.title(), lang)
    };
    assert_eq!(title("chpok", Lang::UK), "Шпок");
    assert_eq!(title("korpalski", Lang::PL), "Szachy Korpalskiego");
    assert_eq!(title("opok", Lang::RU), "Опок");
    assert_eq!(title("exchange", Lang::RU), "Обменные шахматы");
    assert_eq!(title("kriegspiel", Lang::RU), "Кригшпиль");
    assert_eq!(title("korpalski", Lang::EN), "Korpalski Chess");
}

/// `/new` takes the games' local names and words of them, in any case;
/// English names and their prefixes work as before.
#[test]
fn local_names_find_their_games() {
    use boardbot::rules::find;
    for (name, game) in [
        ("шпок", "chpok"),
        ("Шпок", "chpok"),
        ("szpok", "chpok"),
        ("opok", "opok"),
        ("опок", "opok"),
        ("обменные", "exchange"),
        ("Обменные шахматы", "exchange"),
        ("обмінні", "exchange"),
        ("кригшпиль", "kriegspiel"),
        ("кригш", "kriegspiel"),
        ("szachy korpalskiego", "korpalski"),
        ("korpalskiego", "korpalski"),
        ("корпальского", "korpalski"),
        ("ch", "chpok"),
        ("ex", "exchange"),
        ("kr", "kriegspiel"),
    ] {
        assert_eq!(find(name).map(|k| k.name), Ok(game), "{name}");
    }
    // `szachy` is a word of two Polish names, `k` starts two English ones.
    for name in ["szachy", "шахматы", "k"] {
        assert!(
            matches!(find(name), Err(boardbot::rules::FindError::Ambiguous(..))),
            "{name}"
        );
    }
    assert!(matches!(
        find("шашки"),
        Err(boardbot::rules::FindError::Unknown(..))
    ));
}
