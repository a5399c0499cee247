//! The piece letters of every language, as each reader reads them.

use super::*;
use crate::rules::chess::Rules;

const ALL: [Lang; 4] = [Lang::EN, Lang::UK, Lang::PL, Lang::RU];

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn pos(fen: &str) -> Position {
    Position::from_fen(fen, Rules::chess()).unwrap()
}

/// The move `text` names for a reader of `lang`, in SAN.
fn play(p: &Position, text: &str, lang: Lang) -> String {
    let readings = parse_in(text, p.rules().dragons, lang)
        .unwrap_or_else(|e| panic!("{text} ({}): {e}", lang.code()));
    let moves = p.moves();
    match resolve(p, &readings, &moves, None) {
        Ok(m) => san_with(p, m, &moves),
        Err(e) => panic!(
            "{text} ({}): {}",
            lang.code(),
            crate::i18n::en(&e.to_string())
        ),
    }
}

fn refused(p: &Position, text: &str, lang: Lang) -> MoveError {
    let readings = parse_in(text, p.rules().dragons, lang).unwrap();
    match resolve(p, &readings, &p.moves(), None) {
        Ok(m) => panic!("{text} ({}) was played as {}", lang.code(), p.san(m)),
        Err(e) => e,
    }
}

/// Every piece's letter in each language, for every reader: the piece
/// (for a Latin reader a Cyrillic `К` is also a king: asked below).
#[test]
fn every_letter_of_every_language_names_its_piece() {
    let table: [(&str, Kind); 22] = [
        ("K", Kind::King),
        ("Q", Kind::Queen),
        ("R", Kind::Rook),
        ("B", Kind::Bishop),
        ("N", Kind::Knight),
        ("D", Kind::Dragon),
        ("H", Kind::Queen),
        ("W", Kind::Rook),
        ("G", Kind::Bishop),
        ("S", Kind::Knight),
        ("Кр", Kind::King),
        ("кр", Kind::King),
        ("Ф", Kind::Queen),
        ("ф", Kind::Queen),
        ("Т", Kind::Rook),
        ("Л", Kind::Rook),
        ("л", Kind::Rook),
        ("С", Kind::Bishop),
        ("К", Kind::Knight),
        ("к", Kind::Knight),
        ("Д", Kind::Dragon),
        ("п", Kind::Pawn),
    ];
    for lang in ALL {
        for (letter, kind) in table {
            for text in [
                format!("{letter}f3"),
                format!("{letter}xf3"),
                format!("{letter}g1f3"),
            ] {
                let r = parse_in(&text, true, lang).unwrap();
                assert_eq!(r[0].piece, Some(kind), "{text} ({})", lang.code());
                assert_eq!(r[0].to, Some(sq("f3")), "{text}");
            }
        }
    }
    // The reader's own letters are settled: no second reading.
    for (text, lang) in [("Кf3", Lang::UK), ("Кf3", Lang::RU), ("Kf3", Lang::UK)] {
        let r = parse_in(text, false, lang).unwrap();
        assert_eq!(r.len(), 1, "{text}: {r:?}");
        assert_eq!(r[0].letter, None);
    }
    // A Latin reader's `К`: the knight, or the king it looks like.
    for lang in [Lang::EN, Lang::PL] {
        let r = parse_in("Кf3", false, lang).unwrap();
        let kinds: Vec<_> = r.iter().map(|t| t.piece).collect();
        assert_eq!(kinds, [Some(Kind::Knight), Some(Kind::King)]);
        assert!(r.iter().all(|t| t.letter == Some('К')));
    }
    // Latin look-alikes of Cyrillic letters, for Cyrillic readers.
    for lang in [Lang::UK, Lang::RU] {
        assert_eq!(
            parse_in("Cc4", false, lang).unwrap()[0].piece,
            Some(Kind::Bishop)
        );
        assert_eq!(
            parse_in("Ta1", false, lang).unwrap()[0].piece,
            Some(Kind::Rook)
        );
    }
    // No dragon letter in a game without dragons.
    assert!(parse_in("Дf3", false, Lang::UK).is_err());
    assert_eq!(
        parse_in("e8=Д", false, Lang::UK),
        Err(ParseError::BadPiece('Д'))
    );
}

#[test]
fn drops_in_every_language() {
    let cases: [(&str, Kind); 12] = [
        ("п@e4", Kind::Pawn),
        ("п/e4", Kind::Pawn),
        ("П@e4", Kind::Pawn),
        ("p/e4", Kind::Pawn),
        ("@e4", Kind::Pawn),
        ("Кр@c2", Kind::King),
        ("Кр/c2", Kind::King),
        ("Ф@d4", Kind::Queen),
        ("Т/d4", Kind::Rook),
        ("Л@d4", Kind::Rook),
        ("С@d4", Kind::Bishop),
        ("Д@d4", Kind::Dragon),
    ];
    for lang in ALL {
        for (text, kind) in cases {
            let r = parse_in(text, true, lang).unwrap();
            assert_eq!((r[0].form, r[0].piece), (Form::Drop, Some(kind)), "{text}");
        }
    }
    assert_eq!(parse_in("К/c2", false, Lang::UK).unwrap().len(), 1);
    let both = parse_in("К@c2", false, Lang::EN).unwrap();
    assert_eq!(both.len(), 2);
    // Korpalski: the king drop and the knight drop are both legal.
    let k = Position::from_fen(
        "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1",
        Rules::korpalski(),
    )
    .unwrap();
    assert_eq!(play(&k, "Кр/c2", Lang::EN), "K@c2");
    assert_eq!(play(&k, "К/c2", Lang::UK), "N@c2");
    assert_eq!(play(&k, "п@e4", Lang::RU), "P@e4");
    match refused(&k, "К/c2", Lang::EN) {
        MoveError::Ambiguous { texts, letter, .. } => {
            assert_eq!(letter, Some('К'));
            assert_eq!(texts, ["N@c2", "K@c2"]);
        }
        e => panic!("{e:?}"),
    }
}

#[test]
fn promotions_in_every_language() {
    let p = pos("8/4P3/8/8/8/8/k7/7K w - - 0 1");
    let cases: [(&str, &str); 16] = [
        ("e8=Ф", "e8=Q"),
        ("e8Ф", "e8=Q"),
        ("e8(Ф)", "e8=Q"),
        ("e8/Ф", "e8=Q"),
        ("e7e8ф", "e8=Q"),
        ("e8=Т", "e8=R"),
        ("e8=Л", "e8=R"),
        ("e7-e8л", "e8=R"),
        ("e8=С", "e8=B"),
        ("e8с", "e8=B"),
        ("e8=К", "e8=N"),
        ("e8к", "e8=N"),
        ("e8=H", "e8=Q"),
        ("e8=W", "e8=R"),
        ("e8G", "e8=B"),
        ("pe7-e8=S", "e8=N"),
    ];
    for lang in ALL {
        for (text, san) in cases {
            assert_eq!(play(&p, text, lang), san, "{text} ({})", lang.code());
        }
    }
    // The Dragon, where the game has dragons (Chpok).
    let chpok = Position::from_fen("8/4P3/8/8/8/8/k7/7K w - - 0 1", Rules::chpok(8)).unwrap();
    for lang in ALL {
        assert_eq!(play(&chpok, "e8=Д", lang), "e8=D");
        assert_eq!(play(&chpok, "e8=D", lang), "e8=D");
    }
}

#[test]
fn castling_with_zeros_and_cyrillic_o() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for lang in ALL {
        for (text, san) in [
            ("0-0", "O-O"),
            ("0-0-0", "O-O-O"),
            ("О-О", "O-O"),
            ("О-О-О", "O-O-O"),
            ("о-о", "O-O"),
            ("O-O", "O-O"),
        ] {
            assert_eq!(play(&p, text, lang), san, "{text} ({})", lang.code());
        }
    }
}

#[test]
fn squares_and_captures_typed_on_a_cyrillic_keyboard() {
    let p = Position::startpos();
    for lang in ALL {
        assert_eq!(play(&p, "е4", lang), "e4", "Cyrillic е");
        assert_eq!(play(&p, "Кс3", lang), "Nc3");
        assert_eq!(play(&p, "Кbс3", Lang::UK), "Nc3");
    }
    let p = pos("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    assert_eq!(play(&p, "ехd5", Lang::RU), "exd5");
}

/// Cyrillic `К` typed by an English or Polish reader: a knight (Ukrainian,
/// Russian) or a king (the Latin letter it looks like). Both legal: asked,
/// naming both; one legal: played.
#[test]
fn a_letter_read_two_ways_is_asked_when_both_are_legal() {
    // The king on e2 and the knight on g1 both reach f3.
    let p = pos("4k3/8/8/8/8/8/4K3/6N1 w - - 0 1");
    for lang in [Lang::UK, Lang::RU] {
        assert_eq!(play(&p, "Кf3", lang), "Nf3");
        assert_eq!(play(&p, "Крf3", lang), "Kf3");
    }
    for lang in [Lang::EN, Lang::PL] {
        let e = refused(&p, "Кf3", lang);
        match &e {
            MoveError::Ambiguous { texts, letter, .. } => {
                assert_eq!(*letter, Some('К'));
                assert_eq!(texts, &["Nf3", "Kf3"]);
            }
            e => panic!("{e:?}"),
        }
        assert_eq!(
            crate::i18n::en(&e.to_string()),
            "“К” can be read two ways. Which move: Nf3 or Kf3?"
        );
        assert_eq!(
            crate::i18n::render(&e.text(), Lang::UK),
            // Both moves in the reader's own letters.
            "«К» можна прочитати двояко. Який хід: Кf3 чи Крf3?"
        );
        // Latin letters are English (and Polish) for everyone.
        assert_eq!(play(&p, "Kf3", lang), "Kf3");
        assert_eq!(play(&p, "Sf3", lang), "Nf3");
        // Only one reading legal: played.
        assert_eq!(play(&p, "Кd3", lang), "Kd3");
        assert_eq!(play(&p, "Кh3", lang), "Nh3");
    }
    // Lower-case `с`: the bishop, or the c-file on a Cyrillic keyboard.
    let p = pos("4k3/8/8/3p4/2P5/5B2/8/4K3 w - - 0 1");
    for lang in ALL {
        match refused(&p, "сxd5", lang) {
            MoveError::Ambiguous { letter, texts, .. } => {
                assert_eq!(letter, Some('с'));
                assert_eq!(texts.len(), 2, "{texts:?}");
            }
            e => panic!("{e:?}"),
        }
        // Upper case is the bishop for Cyrillic readers.
        assert_eq!(play(&p, "Сxd5", Lang::UK), "Bxd5");
    }
    // Without the pawn only the bishop fits.
    let p = pos("4k3/8/8/3p4/8/5B2/8/4K3 w - - 0 1");
    for lang in ALL {
        assert_eq!(play(&p, "сxd5", lang), "Bxd5");
        assert_eq!(play(&p, "Сxd5", lang), "Bxd5");
    }
    // Two knights are asked about as before, without a letter.
    let p = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    match refused(&p, "Кd2", Lang::UK) {
        MoveError::Ambiguous { letter, texts, .. } => {
            assert_eq!(letter, None);
            assert_eq!(texts, ["Nbd2", "Nfd2"]);
        }
        e => panic!("{e:?}"),
    }
}

#[test]
fn english_moves_translate_into_each_language() {
    let cases: [(&str, [&str; 3]); 12] = [
        // English → Ukrainian, Polish, Russian
        ("Nf3", ["Кf3", "Sf3", "Кf3"]),
        ("Kxe2+", ["Крxe2+", "Kxe2+", "Крxe2+"]),
        ("Rxa1#", ["Тxa1#", "Wxa1#", "Лxa1#"]),
        ("Bb5", ["Сb5", "Gb5", "Сb5"]),
        ("e8=Q", ["e8=Ф", "e8=H", "e8=Ф"]),
        ("e7e8n", ["e7e8к", "e7e8s", "e7e8к"]),
        ("O-O", ["O-O", "O-O", "O-O"]),
        ("O-O-O+", ["O-O-O+", "O-O-O+", "O-O-O+"]),
        ("P@e4", ["п@e4", "p@e4", "п@e4"]),
        ("K@c2", ["Кр@c2", "K@c2", "Кр@c2"]),
        ("Dxe6", ["Дxe6", "Dxe6", "Дxe6"]),
        ("exd5", ["exd5", "exd5", "exd5"]),
    ];
    for (en, [uk, pl, ru]) in cases {
        assert_eq!(translate(en, Lang::EN), en);
        assert_eq!(translate(en, Lang::UK), uk);
        assert_eq!(translate(en, Lang::PL), pl);
        assert_eq!(translate(en, Lang::RU), ru);
    }
    for other in ["castle e1 h1", "b2<>d4", "remove e4", "pass", "e2e4"] {
        assert_eq!(translate(other, Lang::UK), other);
    }
    assert_eq!(letter_in(Kind::Dragon, Lang::PL), "D");
}

#[test]
fn export_options_name_a_language() {
    assert_eq!(export_lang(""), (Lang::EN, vec![]));
    assert_eq!(export_lang("lang=uk"), (Lang::UK, vec![]));
    assert_eq!(export_lang("language=RU"), (Lang::RU, vec![]));
    assert_eq!(export_lang("pl"), (Lang::PL, vec![]));
    assert_eq!(export_lang("polish"), (Lang::PL, vec![]));
    assert_eq!(
        export_lang("lang=de"),
        (Lang::EN, vec!["lang=de".to_string()])
    );
    assert_eq!(pgn_tag(Lang::EN), "");
    assert_eq!(pgn_tag(Lang::UK), "[PieceLetters \"uk\"]\n");
}

#[test]
fn readings_are_written_back_in_english() {
    for (text, lang, english) in [
        ("Кxe5", Lang::UK, "Nxe5"),
        ("Крe2", Lang::RU, "Ke2"),
        ("е4", Lang::UK, "e4"),
        ("Сb1c2", Lang::RU, "Bb1c2"),
        ("e8=Ф", Lang::UK, "e8=Q"),
        ("О-О-О", Lang::PL, "O-O-O"),
        ("п@e4", Lang::UK, "P@e4"),
        ("Кр/c2", Lang::EN, "K@c2"),
    ] {
        let r = parse_in(text, false, lang).unwrap();
        assert_eq!(r[0].english(), english, "{text}");
    }
}

/// A move in a text the bot writes (an echo, a prompt) is a reference:
/// each reader reads it in the letters `translate` writes for their
/// language, and the messages `piece-letter` agree with [`letter_in`].
#[test]
fn localized_moves_read_as_each_languages_letters() {
    use crate::i18n::render;
    for text in [
        "Nxe5",
        "e8=Q",
        "K@c2",
        "P@e4",
        "O-O-O",
        "Rxd8+",
        "e7e8q",
        "Dxe6#",
        "b2<>d4",
        "castle e1 h1",
        "a1=K",
    ] {
        for lang in ALL {
            assert_eq!(
                render(&localized(text), lang),
                translate(text, lang),
                "{text} ({})",
                lang.code()
            );
        }
    }
    for kind in Kind::ALL {
        for lang in ALL {
            assert_eq!(render(&letter_ref(kind), lang), letter_in(kind, lang));
        }
    }
    assert_eq!(render(&localized("Qxf7+"), Lang::RU), "Фxf7+");
    assert_eq!(render(&localized("e7e8q"), Lang::PL), "e7e8h");
    assert_eq!(
        render(&localized_words("1. Nf3 Nc6 2. Bb5"), Lang::UK),
        "1. Кf3 Кc6 2. Сb5"
    );
}

/// Reserves are counted: `п×8`, not eight `п`.
#[test]
fn counted_letters_for_reserves() {
    use crate::i18n::render;
    let reserve = counted([
        (Kind::King, 1),
        (Kind::Queen, 0),
        (Kind::Rook, 2),
        (Kind::Pawn, 8),
    ]);
    assert_eq!(render(&reserve, Lang::EN), "K R×2 P×8");
    assert_eq!(render(&reserve, Lang::RU), "Кр Л×2 п×8");
    assert_eq!(render(&reserve, Lang::PL), "K W×2 p×8");
    assert_eq!(counted([(Kind::Queen, 0)]), "-");
}

#[test]
fn two_letter_king_promotes() {
    // Chpok promotes to a king: `Кр` is two letters after the square.
    for text in ["dxe8=Кр", "dxe8=КР", "d7d8Кр", "e8(Кр)", "e7-e8/кр"] {
        for lang in ALL {
            let r = parse_in(text, false, lang).unwrap_or_else(|e| panic!("{text}: {e:?}"));
            assert_eq!(r[0].promotion, Some(Kind::King), "{text} ({})", lang.code());
        }
    }
    // One Cyrillic letter is still the knight.
    let r = parse_in("e8=К", false, Lang::UK).unwrap();
    assert_eq!(r[0].promotion, Some(Kind::Knight));
}
