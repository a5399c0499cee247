//! The games as their own communities speak them (issue 28), one whole game
//! per language through the console: a Polish group plays Korpalski Chess
//! (the seed's own sample game, in its notation), a Ukrainian group plays
//! Chpok, a Russian pair plays Exchange Chess and Opok. Each sees its
//! game's own name, its own piece letters in every echo, caption and
//! prompt, the seed's words (no word the glossary marks not to use) and no
//! English word in a sentence.

mod support;

use support::glossary::misuses_in_game;
use support::*;

/// The words of Latin letters in `out` that are neither notation nor
/// names: for Ukrainian and Russian readers, every such word is English
/// leaking. Kept: the console's own lines (`~~` markers, `Game over:`,
/// `[buttons …]`, the chat names before `: `), commands and their options
/// (`/bid white raise 2`, `size=5`), moves and squares (`e4`, `b2<>d4`,
/// `a1-a2`), and the `allowed` words (the players' names, typed keywords
/// the texts quote).
fn latin_words(out: &str, allowed: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for line in out.lines() {
        if line.starts_with("~~ ") {
            continue;
        }
        // The console's own frame: `>> chat: ` and `Game over: `.
        let text = match line.strip_prefix(">> ") {
            Some(rest) => rest.split_once(": ").map_or(rest, |(_, t)| t),
            None => line,
        };
        // The console's markup of what is not text: `[photo …]`,
        // `[buttons removed]`, `[animation …]`.
        if text.trim_start().starts_with('[') && !text.trim_start().starts_with("[buttons]") {
            continue;
        }
        let text = text.replace("Game over:", "").replace("[buttons]", "");
        for word in text.split(|c: char| c.is_whitespace() || ",;:.!?()«»„”\"—".contains(c))
        {
            let notation = word.starts_with('/')
                || word.chars().any(|c| !c.is_alphabetic())
                || word.chars().count() < 2;
            let latin = word.chars().any(|c| c.is_ascii_alphabetic());
            if latin && !notation && !allowed.contains(&word) {
                found.push(format!("{word:?} in {line:?}"));
            }
        }
    }
    found
}

fn assert_speaks(lang: &str, game: &str, out: &str, allowed: &[&str]) {
    let misused = misuses_in_game(lang, game, out);
    assert!(
        misused.is_empty(),
        "{lang} {game}: words the glossary marks not to use:\n{}\n\n{out}",
        misused.join("\n")
    );
    if lang != "pl" {
        let english = latin_words(out, allowed);
        assert!(
            english.is_empty(),
            "{lang} {game}: Latin words:\n{}\n\n{out}",
            english.join("\n")
        );
    }
}

/// The sample game of seed 001 (§2, the animated game), typed in the
/// seed's full Polish notation by a Polish group: it ends in mate.
const SEED_GAME: &[&str] = &[
    "K/c2", "K/e5", "H/d3", "G/e4", "W/e3", "W/d4", "G/c3", "H/d5", "W/b5", "S/c5", "Wb5:c5",
    "Hd5:c5", "Hd3:e4+", "Ke5-d6", "He4-e7+", "Kd6-c6", "He7:c5", "Kc6:c5", "Gc3:d4+", "Kc5:d4",
    "S/g4", "p/g2", "G/f2", "p/a2", "S/d2", "pa2-a1=H", "We3-e5", "p/e3", "Gf2:e3X",
];

#[test]
fn a_polish_group_plays_the_seeds_korpalski_game() {
    let mut script = String::from(
        "\
ola: /language pl
jan: /language pl
~echo new
ola@#klub: /new szachy korpalskiego
~admin #klub ola
ola@#klub: /language pl
jan@#klub: /join
~echo game
",
    );
    for (i, m) in SEED_GAME.iter().enumerate() {
        let who = if i % 2 == 0 { "ola" } else { "jan" };
        if i == 25 {
            // The promotion first without its letter: the question.
            script.push_str("~echo promotion\njan@#klub: pa2-a1\n~echo game2\n");
        }
        if i == 2 {
            // A drop without its man, and a drop on an occupied square.
            script.push_str("~echo hints\nola@#klub: @e4\nola@#klub: H/c2\n~echo game1\n");
        }
        script.push_str(&format!("{who}@#klub: {m}\n"));
    }
    script.push_str("~echo after\njan@#klub: /moves\nola@#klub: /rules korpalski\n~echo end\n");
    let out = Bot::new().run(&script);
    let game = section(&out, "game2");
    assert!(game.contains("Game over: 1-0, "), "{out}");
    // The game's own name.
    assert!(
        section(&out, "new").contains("Szachy Korpalskiego #1"),
        "{out}"
    );
    assert!(!out.contains("Korpalski Chess"), "{out}");
    // The seed's notation in every echo; captures and promotions worded.
    let all = section(&out, "game");
    assert!(all.contains("1. K/c2."), "{all}");
    assert!(
        section(&out, "game1").contains("6. Wb5:c5: zbito skoczka czarnych"),
        "{out}"
    );
    assert!(game.contains("pa2-a1=H"), "{game}");
    assert!(game.contains("15. Gf2:e3X"), "{game}");
    // Reserves counted, in Polish letters: the man still to drop.
    assert!(
        all.contains("Białe do dostawienia: H W×2 G×2 S×2 p×8"),
        "{all}"
    );
    assert!(!out.contains("P×8"), "{out}");
    // The prompts: the promotion asks in Polish letters, the drop hints
    // give the seed's form.
    let promotion = section(&out, "promotion");
    assert!(
        promotion.contains("straconą wcześniej figurę ma być promowany pionek: H, W, G, S?"),
        "{promotion}"
    );
    assert!(promotion.contains("=H"), "{promotion}");
    let hints = section(&out, "hints");
    assert!(hints.contains("/e4"), "{hints}");
    assert!(!hints.contains("Q@"), "{hints}");
    // The move list is in the seed's notation too.
    let after = section(&out, "after");
    assert!(after.contains("6. Wb5:c5 Hd5:c5"), "{after}");
    assert_speaks("pl", "Korpalski", &out, &[]);
}

#[test]
fn a_ukrainian_group_plays_chpok() {
    let out = Bot::new().run(
        "\
olena: /language uk
taras: /language uk
~echo new
olena@#klub: /new шпок chips=2
~admin #klub olena
olena@#klub: /language uk
taras@#klub: /join
~echo bidding
olena@#klub: /bid white raise 1
olena@#klub: /bid time call
taras@#klub: /bid time call
taras@#klub: /bid time raise 1 10+0
taras@#klub: /bid row raise 1 RNBQKBNR
olena@#klub: /bid row raise 1 RNBQKBNR
taras@#klub: /moves
taras@#klub: /bid x raise 1 superqueen
~echo board
olena@#klub: /undo
olena@#klub: e4
taras@#klub: e5
olena@#klub: Фh5
taras@#klub: Кc6
olena@#klub: Сc4
taras@#klub: Кf6
olena@#klub: Фxf7
taras@#klub: a6
taras@#klub: /moves
~echo end
olena@#klub: Фxe8
~echo over
taras@#klub: a5
olena@#klub: /rules шпок
olena@#klub: /help chpok
~echo done
",
    );
    assert!(section(&out, "end").contains("Game over: 1-0, "), "{out}");
    assert!(section(&out, "new").contains("Шпок #1"), "{out}");
    // The bids in the seed's words, the targets named in the sentence.
    let bidding = section(&out, "bidding");
    assert!(
        bidding.contains("Претендент робить рейз на мішень «Хто грає білими»"),
        "{bidding}"
    );
    assert!(
        bidding.contains("Колл на мішень «Контроль часу» неможливий"),
        "{bidding}"
    );
    assert!(
        bidding.contains("Суперник: рейз 1 на «Час» — 10+0"),
        "{bidding}"
    );
    // Moves echoed in Ukrainian letters.
    let board = section(&out, "board");
    assert!(board.contains("Фh5"), "{board}");
    assert!(board.contains("Фxf7"), "{board}");
    assert!(!board.contains("Qxf7"), "{board}");
    assert!(section(&out, "end").contains("Фxe8"), "{out}");
    // `/rules шпок` found the game by its local name.
    assert!(
        section(&out, "over").contains("Шпок — коротко про правила"),
        "{out}"
    );
    assert_speaks(
        "uk",
        "Chpok",
        &out,
        &[
            "olena",
            "taras",
            "white",
            "time",
            "row",
            "call",
            "raise",
            "CHIPS",
            "VALUE",
            "TARGET",
            "ROW",
            "FEATURES",
            "RNBQKBNR",
            "superqueen",
            "koth",
            "kingsrun",
            "cruelkings",
            "bishopstep",
            "pawnsback",
            "newborn",
            "remove",
            "pass",
            "nokingpromo",
            "noep",
            "default",
            "castle",
            "chpok",
            "clocks",
            "chips",
            "GAME",
        ],
    );
}

#[test]
fn a_russian_pair_plays_exchange_chess() {
    let bot = Bot::new();
    let out = bot.run("masha: /language ru\ngosha: /language ru\nmasha: /new обменные size=8\n");
    let code = invite_code(&out);
    assert!(out.contains("Обменные шахматы #1"), "{out}");
    let out = bot.run(&format!(
        "\
~echo join
gosha: /join {code}
masha: e4
masha: Кр@a1
masha: Ф@b2
~echo refused
masha: Ф@a8
~echo play
masha: Л@c3
gosha: л@f5
masha: С@d2
gosha: к@g3
masha: К@e6
gosha: с@b7
masha: c3<>e6
masha: d2<>c3
gosha: л@e5
masha: Сxe5
gosha: Лxe5
masha: К@e2
gosha: ф@a6
gosha: к@c6
~echo which
masha: Кd4
~echo play2
masha: Кe6d4
gosha: с@f8
masha: Ф@d5
gosha: с@a3
masha: Фxe5
gosha: /moves
gosha: ф@a8
~echo end
masha: Фxh8
~echo after
masha: /moves
masha: /rules обменные
~echo done
"
    ));
    assert!(section(&out, "end").contains("Game over: 1-0, "), "{out}");
    // The first caption counts the reserves in Russian letters, and the
    // hint names the corners in them.
    let join = section(&out, "join");
    assert!(
        join.contains("в запасе 33 (Кр 1, Ф 8, Л 8, С 8, К 8)"),
        "{join}"
    );
    assert!(join.contains("Кр@a1, Кр@h1, Кр@a8 или Кр@h8"), "{join}");
    let play = section(&out, "play");
    assert!(play.contains("Обменные шахматы #1"), "{play}");
    assert!(play.contains("в запасе"), "{play}");
    assert!(play.contains("Л@c3"), "{play}");
    assert!(play.contains("d2<>c3"), "{play}");
    assert!(section(&out, "play2").contains("Фxe5"), "{out}");
    assert!(section(&out, "which").contains("К2d4 или К6d4"), "{out}");
    assert!(section(&out, "after").contains("Фxh8"), "{out}");
    assert_speaks(
        "ru",
        "Exchange",
        &out,
        &["masha", "gosha", "swap", "size", "exchange"],
    );
}

#[test]
fn a_russian_pair_plays_opok() {
    let bot = Bot::new();
    let out = bot.run("masha: /language ru\ngosha: /language ru\nmasha: /new опок size=5\n");
    let code = invite_code(&out);
    assert!(out.contains("Опок #1"), "{out}");
    let out = bot.run(&format!(
        "\
gosha: /join {code}
~echo play
gosha: e5 2 e3
masha: a1 20 b4
gosha: e5 25 e4
gosha: e5 2 f5
gosha: e5 15 b3
masha: b4-c4-d4-d3-c3-c4-c5-b5-a5-a4-a3-a2-b2-b1-c1-d1-d2
gosha: e5-e4-d4-c4-b4
gosha: e5 2 e3
masha: /draw
masha: d2-c2-c3-c4-c5-b5-a5-a4-a3-a2-b2-b1-c1-c2-c3-d3
gosha: b3 4 c2
masha: a1-b1-b2-a2
gosha: e5 4 d4
masha: b4 1 c4
gosha: b3 4 b5
masha: d3 1 c3
gosha: b3-b4
masha: a1-b1
gosha: e5 3 c4
masha: a2-b2
gosha: e3 1 e4
masha: d3 1 c3
gosha: c2 3 e1
masha: a2-a3
gosha: c4 2 d5
gosha: b5-c5
gosha: b5 1 a5
gosha: e1-e2
masha: d3 1 d2
~echo end
gosha: e1 1 d1
~echo after
masha: /moves
masha: /rules опок
~echo done
"
    ));
    assert!(section(&out, "end").contains("Game over: 0-1, "), "{out}");
    let play = section(&out, "play");
    assert!(play.contains("Опок #1"), "{play}");
    assert!(play.contains("столбик"), "{play}");
    assert!(play.contains("срублено"), "{play}");
    assert!(section(&out, "after").contains("захвачен"), "{out}");
    assert_speaks(
        "ru",
        "Opok",
        &out,
        &["masha", "gosha", "FROM", "COUNT", "TO", "size", "opok"],
    );
}
