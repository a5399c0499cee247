//! The compile-time check of [`t!`](crate::t) references: `const fn`s that
//! read `assets/locales/en.ftl` (included in the binary) while the crate
//! compiles. `t!("id", name = value)` with a literal id expands to constant
//! assertions on [`find`], [`uses`] and [`given`], so a renamed message or
//! argument stops the build instead of breaking a saved game.
//!
//! English is the reference language; `cargo test --test languages` checks
//! every other language has the same messages and arguments.

/// One language's messages as bytes, and where its message lines start.
struct Ftl {
    text: &'static [u8],
    starts: &'static [usize],
}

const fn text(ftl: &'static str) -> &'static [u8] {
    ftl.as_bytes()
}

macro_rules! ftl {
    ($name:ident, $file:literal) => {
        const $name: Ftl = {
            const TEXT: &[u8] = text(include_str!($file));
            const STARTS: [usize; count(TEXT)] = starts(TEXT);
            Ftl {
                text: TEXT,
                starts: &STARTS,
            }
        };
    };
}

// The order of `LANGUAGES`: English first, the reference.
ftl!(EN, "../../assets/locales/en.ftl");
ftl!(UK, "../../assets/locales/uk.ftl");
ftl!(PL, "../../assets/locales/pl.ftl");
ftl!(RU, "../../assets/locales/ru.ftl");
const ALL: [Ftl; 4] = [EN, UK, PL, RU];

/// Whether a byte starts a message line (`id = …`); comments (`#`), terms
/// (`-term`) and continuation lines (indented) do not.
const fn opens_message(b: u8) -> bool {
    b.is_ascii_alphabetic()
}

/// How many lines of a file start a message.
const fn count(text: &[u8]) -> usize {
    let mut n = 0;
    let mut i = 0;
    let mut line_start = true;
    while i < text.len() {
        if line_start && opens_message(text[i]) {
            n += 1;
        }
        line_start = text[i] == b'\n';
        i += 1;
    }
    n
}

/// Where each message line starts: computed once per build, so a lookup
/// compares ids, not the whole file (1,700 references are checked).
const fn starts<const N: usize>(text: &[u8]) -> [usize; N] {
    let mut out = [0; N];
    let mut n = 0;
    let mut i = 0;
    let mut line_start = true;
    while i < text.len() {
        if line_start && opens_message(text[i]) {
            out[n] = i;
            n += 1;
        }
        line_start = text[i] == b'\n';
        i += 1;
    }
    out
}

/// Whether `b` may continue a Fluent identifier.
const fn ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'-' || b == b'_'
}

/// Whether `text[at..]` starts with `word`.
const fn at_word(text: &[u8], at: usize, word: &[u8]) -> bool {
    if at + word.len() > text.len() {
        return false;
    }
    let mut i = 0;
    while i < word.len() {
        if text[at + i] != word[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Whether the message line at `at` declares `id` (`id =`, `id=`).
const fn declares(text: &[u8], at: usize, id: &[u8]) -> bool {
    if !at_word(text, at, id) {
        return false;
    }
    let mut j = at + id.len();
    while j < text.len() && text[j] == b' ' {
        j += 1;
    }
    j < text.len() && text[j] == b'='
}

/// Where the message at `at` ends: the start of the next message, comment
/// or term line, or the end (a selector's closing `}` may start a line of
/// the message itself).
const fn message_end(text: &[u8], at: usize) -> usize {
    let mut i = at;
    while i + 1 < text.len() {
        if text[i] == b'\n' {
            let next = text[i + 1];
            if opens_message(next) || next == b'#' || next == b'-' {
                return i + 1;
            }
        }
        i += 1;
    }
    text.len()
}

/// The byte range of message `id` in a file (from its `=` line to its
/// end), if the file has it.
const fn find_in(ftl: &Ftl, id: &str) -> Option<(usize, usize)> {
    let id = id.as_bytes();
    let mut k = 0;
    while k < ftl.starts.len() {
        let at = ftl.starts[k];
        if declares(ftl.text, at, id) {
            return Some((at + id.len(), message_end(ftl.text, at)));
        }
        k += 1;
    }
    None
}

/// Whether message `id` exists in en.ftl.
pub const fn known(id: &str) -> bool {
    find_in(&EN, id).is_some()
}

/// Whether the variable `$name` occurs in `text[from..to]`.
const fn mentions(text: &[u8], from: usize, to: usize, name: &[u8]) -> bool {
    let mut i = from;
    while i + name.len() + 1 < to {
        if text[i] == b'$' && at_word(text, i + 1, name) && !ident_byte(text[i + 1 + name.len()])
        {
            return true;
        }
        i += 1;
    }
    false
}

/// Whether message `id` uses the argument `name` in some language (Polish
/// alone shows a move in Polish notation; an unknown message uses none:
/// [`known`] reports that first).
pub const fn uses(id: &str, name: &str) -> bool {
    if !known(id) {
        return true;
    }
    let mut l = 0;
    while l < ALL.len() {
        if let Some((from, to)) = find_in(&ALL[l], id) {
            if mentions(ALL[l].text, from, to, name.as_bytes()) {
                return true;
            }
        }
        l += 1;
    }
    false
}

/// Whether every variable message `id` uses in English is among `names` (a
/// message formatted without one of its arguments shows an error in its
/// place).
pub const fn given(id: &str, names: &[&str]) -> bool {
    let Some((from, to)) = find_in(&EN, id) else {
        return true;
    };
    let text = EN.text;
    let mut i = from;
    while i < to {
        if text[i] == b'$' {
            let start = i + 1;
            let mut end = start;
            while end < to && ident_byte(text[end]) {
                end += 1;
            }
            if !among(text, start, end, names) {
                return false;
            }
            i = end;
        } else {
            i += 1;
        }
    }
    true
}

/// Whether `text[start..end]` is one of `names`.
const fn among(text: &[u8], start: usize, end: usize, names: &[&str]) -> bool {
    let mut n = 0;
    while n < names.len() {
        let name = names[n].as_bytes();
        if name.len() == end - start && at_word(text, start, name) {
            return true;
        }
        n += 1;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{ids, Lang};

    #[test]
    fn the_constant_index_agrees_with_the_runtime_one() {
        for (lang, ftl) in Lang::all().zip(&ALL) {
            let ids = ids(lang);
            assert_eq!(ftl.starts.len(), ids.len(), "{}", lang.code());
            for id in &ids {
                assert!(find_in(ftl, id).is_some(), "{id} ({})", lang.code());
            }
        }
        assert!(!known("count-move"), "a prefix of an id is not the id");
        assert!(!known("no-such-message"));
    }

    #[test]
    fn arguments_are_read_from_the_message_body_only() {
        assert!(uses("count-moves", "n"));
        assert!(!uses("count-moves", "m"));
        assert!(!uses("count-moves", ""));
        assert!(given("count-moves", &["n"]));
        assert!(!given("count-moves", &[]));
        // `$piece` is named in the comment above `piece-letter` and used
        // in its body; the message after it does not use it.
        assert!(uses("piece-letter", "piece"));
        assert!(!uses("language-current", "piece"));
        assert!(uses("language-current", "name"));
        // A selector's closing brace at the start of a line is still the
        // message's (`stats-record`'s later arguments follow one).
        assert!(uses("stats-record", "streak"));
        // Only the Polish message shows the Polish notation.
        assert!(uses("korpalski-notation", "polish"));
        assert!(given("korpalski-notation", &["san"]));
    }
}
