//! Moves in the players' letters: every chess-family game takes moves
//! written with the Ukrainian, Russian or Polish piece letters, read as the
//! player's language reads them (`Ctx::lang`); a letter that two languages
//! read differently is asked about when both readings are legal, never
//! guessed; `/export lang=…` writes the moves in those letters and reads
//! back.

use boardbot::i18n::{self, Lang};
use boardbot::records;
use boardbot::rules::chess::notation::translate;
use boardbot::rules::{self, Game, Seat, TestCtx, Viewer};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

const LANGS: [Lang; 4] = [Lang::EN, Lang::UK, Lang::PL, Lang::RU];

/// The chess-family games, with the options played.
const GAMES: &[(&str, &[(&str, &str)])] = &[
    ("chpok", &[("chips", "3"), ("clocks", "off")]),
    ("korpalski", &[]),
    ("kriegspiel", &[]),
    ("kriegspiel", &[("rules", "english")]),
    ("exchange", &[("size", "4")]),
    ("exchange", &[]),
    ("exchange", &[("size", "12")]),
];

fn new_game(name: &str, options: &[(&str, &str)], env: &mut TestCtx) -> Box<dyn Game> {
    let kind = rules::find(name).expect("a game");
    let options: Vec<(String, String)> = options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let mut game = (kind.create)(&options, &mut env.ctx()).expect("the game starts");
    game.begin(&mut env.ctx());
    game
}

/// Plays `text` for the seat to move, read in `lang`.
fn play(game: &mut Box<dyn Game>, env: &mut TestCtx, text: &str, lang: Lang) -> Result<(), String> {
    let seat = game.to_move().ok_or("the game is over")?;
    let done = match text.strip_prefix('/') {
        Some(cmd) => {
            let (name, args) = cmd.split_once(' ').unwrap_or((cmd, ""));
            game.command(seat, name, args, &mut env.ctx().in_lang(lang))
        }
        None => game.play(seat, text, &mut env.ctx().in_lang(lang)),
    };
    done.map(|_| ()).map_err(|r| i18n::en(&r.0))
}

fn play_all(game: &mut Box<dyn Game>, env: &mut TestCtx, texts: &[&str], lang: Lang) {
    for t in texts {
        if let Err(e) = play(game, env, t, lang) {
            panic!("{} ({}): {t:?} refused: {e}", game.kind().name, lang.code());
        }
    }
}

// ------------------------------------------------------------ short games

#[test]
fn kriegspiel_in_ukrainian_and_russian_letters() {
    for (lang, rook) in [(Lang::UK, "Т"), (Lang::RU, "Л")] {
        let mut env = TestCtx::new(1);
        let mut g = new_game("kriegspiel", &[], &mut env);
        // An impossible attempt (the bishop is shut in) is recorded in
        // English letters.
        let tried = play(&mut g, &mut env, "Сc4", lang);
        assert!(tried.is_ok(), "{tried:?}");
        // Cyrillic е for the e-file, К the knight, С the bishop, Кр the
        // king, 0-0 with zeros; the rook's letter is the language's.
        play_all(
            &mut g,
            &mut env,
            &[
                "е4", "e5", "Кf3", "Кc6", "Сc4", "Кf6", "0-0", "Сc5", "Крh1", "О-О",
            ],
            lang,
        );
        play_all(&mut g, &mut env, &[&format!("{rook}e1")], lang);
        g.resign(Seat::Black);
        let pgn = g.export("").replace('\n', " ");
        assert!(
            pgn.contains("{White tried Bc4} 1. e4 e5 2. Nf3 Nc6 3. Bc4"),
            "{pgn}"
        );
        assert!(pgn.contains("4. O-O Bc5 5. Kh1 O-O 6. Re1"), "{pgn}");
        // In the language's letters, and back.
        let native = g.export(&format!("lang={}", lang.code()));
        assert!(
            native
                .replace('\n', " ")
                .contains(&format!("4. O-O Сc5 5. Крh1 O-O 6. {rook}e1")),
            "{native}"
        );
        let back = records::load(&native).expect("the record reads back");
        // (Tries are comments in a record: the moves are what reads back.)
        assert_eq!(
            back.board_text(Viewer::Public),
            g.board_text(Viewer::Public)
        );
        assert_eq!(back.outcome(), g.outcome());
    }
}

#[test]
fn korpalski_in_every_language() {
    let cases: [(Lang, [&str; 6]); 4] = [
        (Lang::EN, ["K@c2", "K@e5", "Q@d3", "B@e4", "Rxe4+", "Kxe4"]),
        (Lang::UK, ["Кр/c2", "Кр@e5", "Ф/d3", "С/e4", "Т@e1", "п/e2"]),
        (Lang::RU, ["Кр/c2", "Кр/e5", "Ф/d3", "С/e4", "Л/e1", "п/e2"]),
        (Lang::PL, ["K/c2", "K/e5", "H/d3", "G/e4", "W/e1", "p/e2"]),
    ];
    for (lang, moves) in cases {
        let mut env = TestCtx::new(2);
        let mut g = new_game("korpalski", &[], &mut env);
        play_all(&mut g, &mut env, &moves[..4], lang);
        if lang == Lang::EN {
            continue;
        }
        play_all(&mut g, &mut env, &moves[4..], lang);
        let en = g.export("");
        assert!(
            en.contains("1. K@c2 K@e5 2. Q@d3 B@e4 3. R@e1 P@e2"),
            "{en}"
        );
    }
    // An English reader's Cyrillic К: the king drop is the only legal
    // reading while the king is in the reserve, a knight drop afterwards.
    let mut env = TestCtx::new(3);
    let mut g = new_game("korpalski", &[], &mut env);
    play_all(&mut g, &mut env, &["К/c2", "К@e5", "К/a3"], Lang::EN);
    assert!(
        g.export("").contains("1. K@c2 K@e5 2. N@a3"),
        "{}",
        g.export("")
    );
}

/// Both readings legal: the player is asked, with the two moves named and
/// offered as buttons; nothing is played.
#[test]
fn a_letter_read_two_ways_is_asked_with_both_moves() {
    // Korpalski: only the king can go to b3 (no knight on the board). An
    // English reader's К is played as the king; a Ukrainian reader's К is
    // the knight, which they do not have.
    let mut env = TestCtx::new(4);
    let mut g = new_game("korpalski", &[], &mut env);
    play_all(
        &mut g,
        &mut env,
        &["K@c2", "K@e5", "Q@d3", "B@e4"],
        Lang::EN,
    );
    let before = g.save().unwrap();
    assert!(play(&mut g, &mut env, "Кb3", Lang::UK).is_err());
    assert_eq!(g.save().unwrap(), before);
    play_all(&mut g, &mut env, &["Кb3"], Lang::EN);
    assert!(g.export("").contains("3. Kb3"), "{}", g.export(""));

    // Kriegspiel: the king on e2 and the knight on g1 both reach f3.
    let mut env = TestCtx::new(5);
    let mut g = new_game("kriegspiel", &[], &mut env);
    play_all(&mut g, &mut env, &["e4", "e5", "Ke2", "Nc6"], Lang::EN);
    let before = g.save().unwrap();
    for lang in [Lang::EN, Lang::PL] {
        let err = g
            .play(Seat::White, "Кf3", &mut env.ctx().in_lang(lang))
            .expect_err("asked, not played");
        assert_eq!(
            i18n::en(&err.0),
            "“К” can be read two ways. Which move: g1f3 or e2f3?"
        );
        assert_eq!(
            i18n::render(&err.0, Lang::PL),
            "„К” można odczytać na dwa sposoby. Który ruch: g1f3 czy e2f3?"
        );
        assert_eq!(g.save().unwrap(), before);
        let buttons: Vec<String> = g
            .choices_after_refusal_in(Seat::White, "Кf3", lang)
            .into_iter()
            .map(|c| c.command)
            .collect();
        assert_eq!(buttons, ["g1f3", "e2f3"]);
        // Without the language every reading is offered.
        assert_eq!(g.choices_after_refusal(Seat::White, "Кf3").len(), 2);
    }
    // A Ukrainian reader's К is the knight; Кр the king.
    let mut k = g.clone_box();
    play_all(&mut k, &mut env, &["Кf3"], Lang::UK);
    let mut r = g.clone_box();
    play_all(&mut r, &mut env, &["Крf3"], Lang::RU);
    let mut n = g.clone_box();
    play_all(&mut n, &mut env, &["Nf3"], Lang::EN);
    assert_eq!(k.save().unwrap(), n.save().unwrap());
    assert_ne!(r.save().unwrap(), n.save().unwrap());
}

/// Exchange Chess and Chpok: a short game for each language's reader,
/// typing every move of a seeded random game in that language's letters.
#[test]
fn exchange_and_chpok_games_in_each_language() {
    for (name, options) in [GAMES[0], GAMES[5]] {
        for lang in LANGS {
            let mut rng = StdRng::seed_from_u64(7);
            // The same randomness for both (Chpok draws some bids).
            let (mut env, mut env_en) = (TestCtx::new(7), TestCtx::new(7));
            let mut native = new_game(name, options, &mut env);
            let mut english = new_game(name, options, &mut env_en);
            let mut typed = 0;
            for _ in 0..60 {
                let texts = english.legal_texts();
                if texts.is_empty() || english.to_move().is_none() {
                    break;
                }
                let pick = &texts[rng.random_range(0..texts.len())];
                let written = translate(pick, lang);
                play(&mut english, &mut env_en, pick, Lang::EN).expect("legal");
                play(&mut native, &mut env, &written, lang)
                    .unwrap_or_else(|e| panic!("{name} ({}): {written:?}: {e}", lang.code()));
                if &written != pick {
                    typed += 1;
                }
                assert_eq!(native.save().unwrap(), english.save().unwrap(), "{written}");
            }
            if lang != Lang::EN {
                assert!(typed > 3, "{name}: only {typed} moves had letters");
            }
        }
    }
}

// ------------------------------------------------------------ records

/// `/export lang=uk|pl|ru` writes the moves in that language's letters and
/// reads back into the same game.
#[test]
fn exports_in_each_language_read_back() {
    let cases: [(&str, &[(&str, &str)]); 4] = [
        ("korpalski", &[]),
        ("kriegspiel", &[]),
        ("exchange", &[("size", "6")]),
        ("exchange", &[("size", "12")]),
    ];
    for (name, options) in cases {
        for seed in 0..3u64 {
            let mut rng = StdRng::seed_from_u64(seed);
            let mut env = TestCtx::new(seed);
            let mut g = new_game(name, options, &mut env);
            for _ in 0..70 {
                let texts = g.legal_texts();
                if texts.is_empty() || g.to_move().is_none() {
                    break;
                }
                let pick = texts[rng.random_range(0..texts.len())].clone();
                play(&mut g, &mut env, &pick, Lang::EN).expect("legal");
            }
            if let Some(seat) = g.to_move() {
                g.resign(seat);
            }
            let english = g.export("");
            for lang in [Lang::UK, Lang::PL, Lang::RU] {
                let record = g.export(&format!("lang={}", lang.code()));
                let tag = format!("[PieceLetters \"{}\"]", lang.code());
                assert!(record.contains(&tag), "{record}");
                if lang != Lang::PL {
                    assert!(
                        record.contains('К') || record.contains('Ф') || record.contains('С'),
                        "{record}"
                    );
                }
                let back = records::load(&record)
                    .unwrap_or_else(|e| panic!("{name} {}: {e}\n{record}", lang.code()));
                assert_eq!(back.export(""), english, "{name} {}", lang.code());
                assert_eq!(
                    back.board_text(Viewer::Public),
                    g.board_text(Viewer::Public)
                );
            }
        }
    }
}

#[test]
fn chpok_export_writes_the_dragon_in_each_language() {
    let moves = |record: &str| -> Vec<String> {
        record
            .lines()
            .skip_while(|l| *l != "Moves:")
            .skip(1)
            .take_while(|l| !l.starts_with("Points:"))
            .map(str::to_string)
            .collect()
    };
    let mut dragons = 0;
    for seed in 0..12 {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut env = TestCtx::new(seed);
        let mut g = new_game("chpok", GAMES[0].1, &mut env);
        for _ in 0..150 {
            let texts = g.legal_texts();
            if texts.is_empty() || g.to_move().is_none() {
                break;
            }
            let pick = texts[rng.random_range(0..texts.len())].clone();
            play(&mut g, &mut env, &pick, Lang::EN).expect("legal");
        }
        let (en, uk, pl) = (g.export(""), g.export("lang=uk"), g.export("lang=pl"));
        // Polish keeps D for the Dragon and writes the other letters in
        // Polish.
        let moves_pl = moves(&pl).join("\n");
        assert!(!moves_pl.contains('Q') && !moves_pl.contains('N'), "{pl}");
        let (moves_en, moves_uk) = (moves(&en), moves(&uk));
        assert_eq!(moves_en.len(), moves_uk.len());
        for (e, u) in moves_en.iter().zip(&moves_uk) {
            let (e, u): (Vec<&str>, Vec<&str>) = (e.split(' ').collect(), u.split(' ').collect());
            assert_eq!(e.len(), u.len());
            for (a, b) in e.iter().zip(&u) {
                assert_eq!(translate(a, Lang::UK), *b, "{e:?} / {u:?}");
                dragons += usize::from(b.starts_with('Д'));
            }
        }
    }
    assert!(dragons > 0, "no dragon moved in these games");
}

// ------------------------------------------------------------ property

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// In random positions of every chess-family game, every English legal
    /// move written with each language's letters is accepted, for a reader
    /// of that language, as that same move; and the English and Polish
    /// (Latin) letters are that move for every reader. Each looks like a
    /// move to the filter that keeps the bot quiet on group chatter.
    #[test]
    fn every_legal_move_in_each_language_is_the_english_move(
        game in 0..GAMES.len(),
        seed in any::<u64>(),
        plies in 0usize..40,
    ) {
        let (name, options) = GAMES[game];
        let mut rng = StdRng::seed_from_u64(seed);
        let mut env = TestCtx::new(seed);
        let mut g = new_game(name, options, &mut env);
        for _ in 0..plies {
            let texts = g.legal_texts();
            if texts.is_empty() || g.to_move().is_none() {
                break;
            }
            let pick = texts[rng.random_range(0..texts.len())].clone();
            play(&mut g, &mut env, &pick, Lang::EN).expect("legal");
        }
        for text in g.legal_texts() {
            // The same randomness for each reading (Chpok draws some bids).
            let mut english = g.clone_box();
            play(&mut english, &mut TestCtx::new(seed), &text, Lang::EN).expect("legal");
            let want = english.save().unwrap();
            for lang in LANGS {
                let own = translate(&text, lang);
                let polish = translate(&text, Lang::PL);
                for written in [own, text.clone(), polish] {
                    // A group's chatter filter lets it through.
                    prop_assert!(
                        written.starts_with('/') || (g.kind().looks_like_move)(&written),
                        "{} {:?} looks like talk", name, written
                    );
                    let mut native = g.clone_box();
                    let done = play(&mut native, &mut TestCtx::new(seed), &written, lang);
                    prop_assert!(done.is_ok(), "{} ({}): {:?} for {:?}: {:?}", name, lang.code(), written, text, done);
                    prop_assert_eq!(native.save().unwrap(), want.clone(), "{} {}", name, written);
                }
            }
        }
    }
}
