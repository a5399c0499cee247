//! The players' languages: English, Ukrainian, Polish and Russian.
//!
//! Every text the bot writes for a person is a Fluent message in
//! `assets/locales/LANG.ftl`. Code never writes a translated sentence
//! itself: it writes a *reference* to one, [`t!`]`("id", name = value, …)`,
//! which is an ordinary `String` with the message id and its arguments
//! wrapped in private-use characters. References travel through the rules,
//! the core and the outbox unchanged and are turned into the reader's
//! language once, when a message is taken out for delivery
//! ([`render`] with the chat's [`Lang`]). Text around references (names,
//! squares, boards) passes through as it is, so a caption may be several
//! whole sentences, each its own reference, joined by newlines. A move the
//! bot writes carries each piece letter as a reference too (`piece-letter`,
//! see `rules::chess::notation::localized`), so every reader reads it in
//! their own letters; a game's name is the reference `NAME-title`.
//!
//! Arguments are numbers (integers: Fluent picks the plural form by the
//! language's CLDR rules) or texts; a text argument may itself hold
//! references (a piece name inside a refusal), rendered in the same
//! language first.
//!
//! Adding a language is one `.ftl` file and one line of [`LANGUAGES`].
//!
//! This module is a leaf: it imports nothing from the rest of the crate.

pub mod check;
mod text;

pub use text::{from_data, to_data, with_markers, Text};

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// A language the bot speaks: an index into [`LANGUAGES`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Lang(u8);

/// One language: its code (Telegram's `language_code`, `/language CODE`),
/// its own name, and its messages.
pub struct Language {
    pub code: &'static str,
    pub name: &'static str,
    pub ftl: &'static str,
}

/// Every language, English first (the default and the fallback).
pub const LANGUAGES: &[Language] = &[
    Language {
        code: "en",
        name: "English",
        ftl: include_str!("../assets/locales/en.ftl"),
    },
    Language {
        code: "uk",
        name: "Українська",
        ftl: include_str!("../assets/locales/uk.ftl"),
    },
    Language {
        code: "pl",
        name: "Polski",
        ftl: include_str!("../assets/locales/pl.ftl"),
    },
    Language {
        code: "ru",
        name: "Русский",
        ftl: include_str!("../assets/locales/ru.ftl"),
    },
];

impl Lang {
    pub const EN: Lang = Lang(0);
    pub const UK: Lang = Lang(1);
    pub const PL: Lang = Lang(2);
    pub const RU: Lang = Lang(3);

    /// Every language, in the order of [`LANGUAGES`].
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..LANGUAGES.len()).map(|i| Lang(i as u8))
    }

    fn language(self) -> &'static Language {
        &LANGUAGES[usize::from(self.0).min(LANGUAGES.len() - 1)]
    }

    /// `en`, `uk`, `pl`, `ru`.
    pub fn code(self) -> &'static str {
        self.language().code
    }

    /// The language's own name (`Українська`).
    pub fn name(self) -> &'static str {
        self.language().name
    }

    /// The language a code names: `uk`, `UK`, `uk-UA`, `uk_UA`; `None` for
    /// a language the bot does not speak.
    pub fn parse(code: &str) -> Option<Lang> {
        let base = code
            .trim()
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        let base = match base.as_str() {
            "ua" => "uk", // the country, often typed for the language
            other => other,
        };
        Lang::all().find(|l| l.code() == base)
    }

    /// The language of a Telegram `language_code`: one the bot speaks, or
    /// English.
    pub fn from_telegram(code: Option<&str>) -> Lang {
        code.and_then(Lang::parse).unwrap_or(Lang::EN)
    }
}

// The reference format: START id (SEP name EQ value)* END, a number value
// led by NUM. Values may hold whole references (balanced START … END).
const START: char = '\u{E000}';
const END: char = '\u{E001}';
const SEP: char = '\u{E002}';
const EQ: char = '\u{E003}';
const NUM: char = '\u{E004}';

/// Whether a character belongs to the reference format (user text must
/// never carry one: see [`clean`]).
fn is_mark(c: char) -> bool {
    ('\u{E000}'..='\u{E004}').contains(&c)
}

/// A text from outside (a user's message, a name, a group title) with the
/// characters references are made of removed, so it can never be read as
/// one.
pub fn clean(text: &str) -> String {
    if text.chars().any(is_mark) {
        text.chars().filter(|c| !is_mark(*c)).collect()
    } else {
        text.to_string()
    }
}

/// Whether a text from outside carries a character references are made
/// of (and so needs [`clean`]).
pub fn is_dirty(text: &str) -> bool {
    text.chars().any(is_mark)
}

/// A reference under construction; [`t!`] builds one.
pub struct Tr(String);

/// A value a reference can carry.
pub trait ArgValue {
    fn put(&self, out: &mut String);
}

impl ArgValue for str {
    fn put(&self, out: &mut String) {
        out.push_str(self);
    }
}
impl ArgValue for String {
    fn put(&self, out: &mut String) {
        out.push_str(self);
    }
}
impl<T: ArgValue + ?Sized> ArgValue for &T {
    fn put(&self, out: &mut String) {
        (**self).put(out);
    }
}
impl ArgValue for char {
    fn put(&self, out: &mut String) {
        out.push(*self);
    }
}
macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl ArgValue for $t {
            fn put(&self, out: &mut String) {
                out.push(NUM);
                out.push_str(&self.to_string());
            }
        }
    )*};
}
number_arg!(i8, i16, i32, i64, u8, u16, u32, u64, usize, isize);

impl Tr {
    pub fn new(id: &str) -> Tr {
        let mut s = String::with_capacity(id.len() + 16);
        s.push(START);
        s.push_str(id);
        Tr(s)
    }

    /// Adds an argument, keeping the arguments in order by name (as the
    /// saved form's map keeps them): a reference is then one string
    /// whatever the order its arguments were given in, and a text read back
    /// from its saved state is the same string as the one made in memory.
    pub fn arg(mut self, name: &str, value: impl ArgValue) -> Tr {
        let mut piece = String::with_capacity(name.len() + 8);
        piece.push(SEP);
        piece.push_str(name);
        piece.push(EQ);
        value.put(&mut piece);
        match self.first_arg_after(name) {
            Some(at) => self.0.insert_str(at, &piece),
            None => self.0.push_str(&piece),
        }
        self
    }

    /// Where the first argument whose name sorts after `name` starts (its
    /// SEP), if any: scanned at the reference's own level, skipping the
    /// references nested in values.
    fn first_arg_after(&self, name: &str) -> Option<usize> {
        let mut depth = 0usize;
        // Past the START that opens this reference.
        for (i, c) in self.0.char_indices().skip(1) {
            match c {
                START => depth += 1,
                END => depth = depth.saturating_sub(1),
                SEP if depth == 0 => {
                    let rest = &self.0[i + SEP.len_utf8()..];
                    let other = rest.split(EQ).next().unwrap_or(rest);
                    if other > name {
                        return Some(i);
                    }
                }
                _ => {}
            }
        }
        None
    }

    pub fn done(mut self) -> String {
        self.0.push(END);
        self.0
    }
}

/// A reference to message `id` with its arguments, as a `String`:
/// `t!("refusal-not-your-turn", seat = …)`, `t!("count-moves", n = 5)`.
///
/// With a literal id the reference is checked while the crate compiles
/// (see [`check`]): the message must exist in `en.ftl`, every argument
/// given must be used by it, and every argument it uses must be given.
///
/// ```
/// let moves = boardbot::t!("count-moves", n = 5);
/// assert_eq!(boardbot::i18n::en(&moves), "5 moves");
/// ```
///
/// A message that does not exist (a renamed id) does not compile:
///
/// ```compile_fail,E0080
/// let moves = boardbot::t!("count-movez", n = 5);
/// ```
///
/// Nor does an argument the message does not use (a renamed argument):
///
/// ```compile_fail,E0080
/// let moves = boardbot::t!("count-moves", m = 5);
/// ```
///
/// Nor a message without an argument it uses:
///
/// ```compile_fail,E0080
/// let moves = boardbot::t!("count-moves");
/// ```
///
/// An id computed at run time (`t!(id, …)` with `id` a variable, a
/// `match` or an `if`) cannot be checked here; `tests/stored_references.rs`
/// and the games' tests render those.
#[macro_export]
macro_rules! t {
    (@tr $id:literal $(, $name:ident = $value:expr)* $(,)?) => {{
        // One constant per reference: evaluated while the crate compiles.
        const _: () = {
            let at = $crate::i18n::check::find($id);
            if at.is_none() {
                panic!(concat!("t!: en.ftl has no message `", $id, "`"))
            }
            $(if !$crate::i18n::check::uses(at, $id, stringify!($name)) {
                panic!(concat!(
                    "t!: message `", $id, "` does not use the argument `$",
                    stringify!($name), "`"
                ))
            })*
            if !$crate::i18n::check::given(at, &[$(stringify!($name)),*]) {
                panic!(concat!("t!: message `", $id, "` uses an argument not given here"))
            }
        };
        $crate::i18n::Tr::new($id)$(.arg(stringify!($name), $value))*
    }};
    (@tr $id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Tr::new($id)$(.arg(stringify!($name), $value))*
    };
    ($($reference:tt)*) => {
        $crate::t!(@tr $($reference)*).done()
    };
}

/// A word a game names (a seat: `White`, `Challenger`): the message
/// `PREFIX-word` (`seat-white`) where the languages have one, else the
/// English word as it is (a game added without translations still reads).
pub fn word(prefix: &str, english: &str) -> String {
    word_tr(prefix, english).done()
}

fn word_tr(prefix: &str, english: &str) -> Tr {
    let slug: String = english
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    Tr::new(&format!("{prefix}-{slug}")).arg("en", english)
}

/// [`word`] as a [`Text`].
pub fn word_text(prefix: &str, english: &str) -> Text {
    word_tr(prefix, english).text()
}

/// A text a game declares (its help, its rules, a command's line): a
/// message id (`opok-help`: no spaces) becomes a reference to it; anything
/// else is English text shown as it is (a game without translations).
pub fn id_or_text(s: &str) -> Text {
    if !s.is_empty() && !s.contains(char::is_whitespace) {
        Tr::new(s).text()
    } else {
        Text::plain(s)
    }
}

/// Whether a text holds any reference (a text without one is shown as is).
pub fn has_refs(text: &str) -> bool {
    text.contains(START)
}

/// The text in `lang`: every reference replaced by its message.
pub fn render(text: &str, lang: Lang) -> String {
    if !has_refs(text) {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + 32);
    let mut rest = text;
    while let Some(i) = rest.find(START) {
        out.push_str(&rest[..i]);
        let inner = &rest[i + START.len_utf8()..];
        match closing(inner) {
            Some(end) => {
                out.push_str(&remembered(&inner[..end], lang));
                rest = &inner[end + END.len_utf8()..];
            }
            None => {
                // Never made by [`Tr`]; show what can be read.
                out.push_str(&clean(inner));
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// The text in English (records, logs, and the tests of the rules).
pub fn en(text: &str) -> String {
    render(text, Lang::EN)
}

/// Where the reference whose inside starts `s` ends: the byte index of its
/// END, skipping nested references.
fn closing(s: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in s.char_indices() {
        match c {
            START => depth += 1,
            END if depth == 0 => return Some(i),
            END => depth -= 1,
            _ => {}
        }
    }
    None
}

/// Splits the inside of a reference at its top-level SEPs.
fn parts(s: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth = 0usize;
    let mut from = 0;
    for (i, c) in s.char_indices() {
        match c {
            START => depth += 1,
            END => depth = depth.saturating_sub(1),
            SEP if depth == 0 => {
                parts.push(&s[from..i]);
                from = i + SEP.len_utf8();
            }
            _ => {}
        }
    }
    parts.push(&s[from..]);
    parts
}

/// How many rendered references [`remembered`] keeps before it starts
/// afresh.
const REMEMBERED: usize = 4096;

/// [`message`], remembered: the same references come back all the time
/// (seat names, turn lines, counts), and rendering is pure.
fn remembered(inside: &str, lang: Lang) -> String {
    type Seen = std::collections::HashMap<(u8, String), String>;
    static SEEN: OnceLock<std::sync::Mutex<Seen>> = OnceLock::new();
    let seen = SEEN.get_or_init(Default::default);
    let key = (lang.0, inside.to_string());
    if let Ok(map) = seen.lock() {
        if let Some(text) = map.get(&key) {
            return text.clone();
        }
    }
    let text = message(inside, lang);
    if let Ok(mut map) = seen.lock() {
        if map.len() >= REMEMBERED {
            map.clear();
        }
        map.insert(key, text.clone());
    }
    text
}

/// One reference's message in `lang` (falling back to English, then to
/// the id itself, which a test keeps from ever happening).
fn message(inside: &str, lang: Lang) -> String {
    let parts = parts(inside);
    let id = parts[0];
    let mut args = FluentArgs::new();
    for part in &parts[1..] {
        let Some((name, value)) = part.split_once(EQ) else {
            continue;
        };
        match value.strip_prefix(NUM) {
            Some(n) => match n.parse::<i64>() {
                Ok(n) => args.set(name.to_string(), FluentValue::from(n)),
                Err(_) => args.set(name.to_string(), FluentValue::from(n.to_string())),
            },
            None => args.set(name.to_string(), FluentValue::from(render(value, lang))),
        }
    }
    for l in [lang, Lang::EN] {
        let bundle = bundle(l);
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
            if !errors.is_empty() {
                tracing::warn!(
                    id,
                    lang = l.code(),
                    ?errors,
                    "a message did not format cleanly"
                );
            }
            return text.into_owned();
        }
    }
    // A word a game names without a message of its own ([`word`]).
    if let Some(english) = parts[1..]
        .iter()
        .find_map(|p| p.strip_prefix(&format!("en{EQ}")))
    {
        return render(english, lang);
    }
    tracing::warn!(id, "no such message in any language");
    id.to_string()
}

/// What would not read right if `text` were rendered now, in any
/// language: a reference to a message no language has (a renamed id), or
/// one whose message uses an argument the reference does not carry (a
/// renamed argument). For the test of what games and the outbox store.
pub fn problems(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find(START) {
        let inner = &rest[i + START.len_utf8()..];
        let Some(end) = closing(inner) else {
            out.push(format!("an unclosed reference in {text:?}"));
            break;
        };
        reference_problems(&inner[..end], &mut out);
        rest = &inner[end + END.len_utf8()..];
    }
    out
}

fn reference_problems(inside: &str, out: &mut Vec<String>) {
    let parts = parts(inside);
    let id = parts[0];
    let mut args = FluentArgs::new();
    let mut english = false;
    for part in &parts[1..] {
        let Some((name, value)) = part.split_once(EQ) else {
            out.push(format!("{id}: an argument without a name"));
            continue;
        };
        english |= name == "en";
        match value.strip_prefix(NUM) {
            Some(n) => args.set(
                name.to_string(),
                FluentValue::from(n.parse::<i64>().unwrap_or(0)),
            ),
            None => {
                out.extend(problems(value));
                args.set(name.to_string(), FluentValue::from(en(value)));
            }
        }
    }
    for l in Lang::all() {
        let bundle = bundle(l);
        match bundle.get_message(id).and_then(|m| m.value()) {
            Some(pattern) => {
                let mut errors = Vec::new();
                let _ = bundle.format_pattern(pattern, Some(&args), &mut errors);
                if !errors.is_empty() {
                    out.push(format!("{id} ({}): {errors:?}", l.code()));
                }
            }
            // A game's word without a message reads as its English ([`word`]).
            None if english => {}
            None => out.push(format!("{id} ({}): no such message", l.code())),
        }
    }
}

type Bundle = FluentBundle<FluentResource>;

/// The Fluent function `CAP($seat)`: its text with the first letter upper
/// case. Seat and colour words are lower case in running text in
/// Ukrainian, Polish and Russian (`перемагають білі`); a sentence that
/// starts with one writes `{ CAP($seat) }`.
fn capitalized<'a>(positional: &[FluentValue<'a>], _: &FluentArgs) -> FluentValue<'a> {
    match positional.first() {
        Some(FluentValue::String(s)) => {
            let mut chars = s.chars();
            match chars.next() {
                Some(first) => {
                    FluentValue::from(first.to_uppercase().chain(chars).collect::<String>())
                }
                None => FluentValue::from(String::new()),
            }
        }
        Some(other) => other.clone(),
        None => FluentValue::from(String::new()),
    }
}

/// A language's messages, parsed the first time they are needed (a
/// process that only ever writes English never parses the others).
fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: OnceLock<Vec<OnceLock<Bundle>>> = OnceLock::new();
    let all = BUNDLES.get_or_init(|| LANGUAGES.iter().map(|_| OnceLock::new()).collect());
    let i = usize::from(lang.0).min(LANGUAGES.len() - 1);
    all[i].get_or_init(|| parse_bundle(&LANGUAGES[i]))
}

fn parse_bundle(l: &Language) -> Bundle {
    let id = l.code.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    if let Err(e) = bundle.add_function("CAP", capitalized) {
        tracing::error!(lang = l.code, ?e, "CAP could not be added");
    }
    let resource = match FluentResource::try_new(l.ftl.to_string()) {
        Ok(r) => r,
        Err((r, errors)) => {
            tracing::error!(lang = l.code, ?errors, "a .ftl file does not parse");
            r
        }
    };
    if let Err(errors) = bundle.add_resource(resource) {
        tracing::error!(lang = l.code, ?errors, "a .ftl file repeats a message");
    }
    bundle
}

/// Every message id of a language's file (for the completeness test and
/// the tools that list what is missing).
pub fn ids(lang: Lang) -> Vec<String> {
    ftl_ids(lang.language().ftl)
}

fn ftl_ids(ftl: &str) -> Vec<String> {
    ftl.lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_alphabetic()))
        .filter_map(|l| l.split_once('=').map(|(id, _)| id.trim().to_string()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn language_codes_are_read_like_telegram_writes_them() {
        assert_eq!(Lang::parse("uk"), Some(Lang::UK));
        assert_eq!(Lang::parse("uk-UA"), Some(Lang::UK));
        assert_eq!(Lang::parse("RU"), Some(Lang::RU));
        assert_eq!(Lang::parse("pl_PL"), Some(Lang::PL));
        assert_eq!(Lang::parse("ua"), Some(Lang::UK));
        assert_eq!(Lang::parse("de"), None);
        assert_eq!(Lang::from_telegram(Some("de")), Lang::EN);
        assert_eq!(Lang::from_telegram(None), Lang::EN);
        assert_eq!(Lang::all().count(), LANGUAGES.len());
    }

    #[test]
    fn text_without_references_passes_unchanged() {
        let text = "1. e4 e5 — alice (White)\n ♔ ";
        assert_eq!(render(text, Lang::UK), text);
    }

    #[test]
    fn references_render_with_numbers_and_nested_texts() {
        let nested = t!("language-current", name = t!("count-moves", n = 21));
        let line = format!("{}\n{}", t!("count-moves", n = 1), nested);
        assert_eq!(en(&line), "1 move\nLanguage: 21 moves.");
        assert_eq!(render(&nested, Lang::UK), "Мова: 21 хід.");
        let forms = |lang| {
            [1, 2, 5, 21, 22, 25]
                .map(|n| render(&t!("count-moves", n = n), lang))
                .join(", ")
        };
        assert_eq!(
            forms(Lang::UK),
            "1 хід, 2 ходи, 5 ходів, 21 хід, 22 ходи, 25 ходів"
        );
        assert_eq!(
            forms(Lang::RU),
            "1 ход, 2 хода, 5 ходов, 21 ход, 22 хода, 25 ходов"
        );
        assert_eq!(
            forms(Lang::PL),
            "1 ruch, 2 ruchy, 5 ruchów, 21 ruchów, 22 ruchy, 25 ruchów"
        );
        assert_eq!(
            forms(Lang::EN),
            "1 move, 2 moves, 5 moves, 21 moves, 22 moves, 25 moves"
        );
    }

    #[test]
    fn cap_capitalises_a_seat_word_that_starts_a_sentence() {
        // Seat words are lower case in running text (`перемагають білі`)
        // and capital where they start a sentence (`Білі під шахом.`).
        let check = t!("korpalski-status-check", seat = word("seat", "White"));
        assert_eq!(render(&check, Lang::UK), "Білі під шахом.");
        assert_eq!(render(&check, Lang::PL), "Białe dostały szacha.");
        let mate = t!(
            "korpalski-outcome-checkmate",
            winner = word("seat", "White")
        );
        assert_eq!(render(&mate, Lang::UK), "Мат: перемагають білі.");
        assert_eq!(render(&mate, Lang::EN), "White wins by checkmate.");
    }

    #[test]
    fn user_text_cannot_forge_a_reference() {
        let forged = format!("{START}count-moves{END}");
        assert_eq!(clean(&forged), "count-moves");
        // Unbalanced marks never panic.
        for s in [
            format!("{START}"),
            format!("{START}{START}x{END}"),
            format!("{END}{SEP}{START}a{SEP}b{END}"),
            format!("{START}count-moves{SEP}n{EQ}{NUM}zz{END}"),
        ] {
            let _ = render(&s, Lang::RU);
        }
    }
}
