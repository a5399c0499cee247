//! Every language has every message, with the same arguments, and every
//! `.ftl` file parses. A translation may leave out an argument only where
//! a comment right above the message says so (`# unused: $san`): Polish
//! writes Korpalski's moves in the seed's own notation alone.

mod support;

use std::collections::{BTreeMap, BTreeSet};

use boardbot::i18n::{Lang, LANGUAGES};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use support::{section, Bot};

/// Message id → the variables its value and attributes use, and those
/// its comment declares unused (`# unused: $san $polish`).
fn messages(code: &str, ftl: &str) -> BTreeMap<String, BTreeSet<String>> {
    messages_and_unused(code, ftl)
        .into_iter()
        .map(|(id, (vars, _))| (id, vars))
        .collect()
}

type Vars = BTreeSet<String>;

fn messages_and_unused(code: &str, ftl: &str) -> BTreeMap<String, (Vars, Vars)> {
    let resource = match fluent_syntax::parser::parse(ftl) {
        Ok(r) => r,
        Err((_, errors)) => panic!("{code}.ftl does not parse: {errors:?}"),
    };
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let Entry::Message(m) = entry {
            let mut vars = BTreeSet::new();
            if let Some(p) = &m.value {
                pattern_vars(p, &mut vars);
            }
            for a in &m.attributes {
                pattern_vars(&a.value, &mut vars);
            }
            let unused: Vars = m
                .comment
                .iter()
                .flat_map(|c| c.content.iter())
                .filter_map(|line| line.trim().strip_prefix("unused:"))
                .flat_map(|rest| rest.split_whitespace())
                .filter_map(|w| w.strip_prefix('$'))
                .map(|w| w.trim_end_matches([',', '.', ';']).to_string())
                .collect();
            let id = m.id.name.to_string();
            assert!(
                out.insert(id.clone(), (vars, unused)).is_none(),
                "{code}.ftl defines {id} twice"
            );
        }
    }
    out
}

fn pattern_vars(p: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(i) => inline_vars(i, vars),
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
    }
}

fn inline_vars(i: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
        }
        _ => {}
    }
}

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    // English's arguments: those it shows and those it declares unused
    // (`korpalski-notation` shows SAN; Polish shows the Polish notation).
    let english: BTreeMap<String, Vars> = messages_and_unused("en", LANGUAGES[0].ftl)
        .into_iter()
        .map(|(id, (vars, unused))| (id, vars.union(&unused).cloned().collect()))
        .collect();
    assert!(english.len() > 1, "English has its messages");
    let mut problems = Vec::new();
    for l in &LANGUAGES[1..] {
        let other = messages_and_unused(l.code, l.ftl);
        for (id, vars) in &english {
            match other.get(id) {
                None => problems.push(format!("{}: {id} is missing", l.code)),
                Some((v, unused)) => {
                    let declared: Vars = v.union(unused).cloned().collect();
                    if !v.is_subset(vars) || &declared != vars || !unused.is_disjoint(v) {
                        problems.push(format!(
                            "{}: {id} takes {v:?} (unused: {unused:?}), English takes {vars:?}",
                            l.code
                        ));
                    }
                }
            }
        }
        for id in other.keys() {
            if !english.contains_key(id) {
                problems.push(format!("{}: {id} is not in English", l.code));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_messages_the_check_reads_are_the_ones_the_bot_uses() {
    // The check above parses the same texts the bot loads.
    for lang in Lang::all() {
        let ids = boardbot::i18n::ids(lang);
        let parsed = messages(lang.code(), LANGUAGES[lang_index(lang)].ftl);
        assert_eq!(
            ids.iter().cloned().collect::<BTreeSet<_>>(),
            parsed.keys().cloned().collect::<BTreeSet<_>>(),
            "{}",
            lang.code()
        );
    }
}

fn lang_index(lang: Lang) -> usize {
    LANGUAGES
        .iter()
        .position(|l| l.code == lang.code())
        .expect("a listed language")
}

/// `/language` in private and in a group, as players would use it in the
/// console: a private chat reads its user's choice; a group reads its first
/// game creator's language until an administrator changes it.
#[test]
fn private_chats_read_their_users_language_and_groups_their_own() {
    let bot = Bot::new();
    let out = bot.run(
        "\
~echo english
alice: /help
~echo choose
olena: /language
olena: /language uk
~echo private
olena: /help
alice: /help
~echo group
olena@#club: /new korpalski days=2
alice@#club: /join
~echo refused
alice@#club: /language en
~echo admin
~admin #club alice
alice@#club: /language pl
alice@#club: /board
~echo unknown
olena: /language de
",
    );
    let english = section(&out, "english");
    assert!(english.contains("Games:"), "{english}");
    let choose = section(&out, "choose");
    assert!(
        choose.contains("[buttons] English | Українська | Polski | Русский"),
        "{choose}"
    );
    assert!(choose.contains("українською"), "{choose}");
    let private = section(&out, "private");
    let (olena, alice) = private.split_once(">> alice:").expect("both answered");
    assert!(!olena.contains("Games:"), "Olena reads Ukrainian: {olena}");
    assert!(olena.contains("/new"), "{olena}");
    assert!(
        alice.contains("Games:"),
        "Alice still reads English: {alice}"
    );
    // The group takes its first game's creator's language (Olena's).
    let group = section(&out, "group");
    assert!(!group.contains("waiting for a second player"), "{group}");
    assert!(!group.contains("to move"), "{group}");
    assert!(group.contains("2 дні"), "Ukrainian plural of days: {group}");
    let refused = section(&out, "refused");
    assert!(refused.contains("адміністратор"), "{refused}");
    let admin = section(&out, "admin");
    assert!(admin.contains("po polsku"), "{admin}");
    assert!(!admin.contains("to move"), "{admin}");
    let unknown = section(&out, "unknown");
    assert!(unknown.contains("«de»"), "{unknown}");
}

/// Moves typed with each language's piece letters are played (the reader's
/// language decides how a letter is read): the same Korpalski opening in
/// Ukrainian, Russian and Polish letters gives the same board.
#[test]
fn moves_in_each_languages_letters_are_played() {
    let games = [
        (
            "uk",
            [
                "Кр@e1", "Кр@e8", "Ф@d1", "К@c6", "Т@a1", "С@f8", "Фd2", "п@e5",
            ],
        ),
        (
            "ru",
            [
                "Кр@e1", "Кр@e8", "Ф@d1", "К@c6", "Л@a1", "С@f8", "Фd2", "п@e5",
            ],
        ),
        (
            "pl",
            [
                "K@e1", "K@e8", "H@d1", "S@c6", "W@a1", "G@f8", "Hd2", "p@e5",
            ],
        ),
    ];
    for (lang, moves) in games {
        let bot = Bot::new();
        let (w, b, club) = (format!("w{lang}"), format!("b{lang}"), format!("#{lang}"));
        let mut script = format!(
            "{w}: /language {lang}\n{b}: /language {lang}\n{w}@{club}: /new korpalski\n{b}@{club}: /join\n"
        );
        for (i, m) in moves.iter().enumerate() {
            let who = if i % 2 == 0 { &w } else { &b };
            script.push_str(&format!("{who}@{club}: {m}\n"));
        }
        script.push_str(&format!("~echo board\n{w}@{club}: /board text\n"));
        let out = bot.run(&script);
        let board = section(&out, "board");
        for row in [
            "8 ....kb..",
            "6 ..n.....",
            "5 ....p...",
            "2 ...Q....",
            "1 R...K...",
        ] {
            assert!(board.contains(row), "{lang}: {row} in\n{out}");
        }
    }
}
