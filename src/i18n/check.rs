//! The compile-time check of [`t!`](crate::t) references: `const fn`s that
//! read `assets/locales/en.ftl` (included in the binary) while the crate
//! compiles. `t!("id", name = value)` with a literal id expands to constant
//! assertions on [`find`], [`uses`] and [`given`], so a renamed message or
//! argument stops the build instead of breaking a saved game.
//!
//! Constant evaluation is slow (an interpreter), and the crate holds
//! some 1,700 references: each file is indexed once per build into a hash
//! table of its ids, so a check costs a hash and a comparison or two.
//!
//! English is the reference language; `cargo test --test languages` checks
//! every other language has the same messages and arguments.

/// One language's messages as bytes, where its message lines start, and
/// the hash table of their ids (slot → index into `starts` + 1; 0 empty).
struct Ftl {
    text: &'static [u8],
    starts: &'static [usize],
    table: &'static [u16; SLOTS],
}

/// The hash table's size: a power of two, well over twice the messages.
const SLOTS: usize = 4096;

const fn text(ftl: &'static str) -> &'static [u8] {
    ftl.as_bytes()
}

macro_rules! ftl {
    ($name:ident, $file:literal) => {
        const $name: Ftl = {
            const TEXT: &[u8] = text(include_str!($file));
            const STARTS: [usize; count(TEXT)] = starts(TEXT);
            const TABLE: [u16; SLOTS] = table(TEXT, &STARTS);
            Ftl {
                text: TEXT,
                starts: &STARTS,
                table: &TABLE,
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

/// FNV-1a of `bytes[from..to]`, as a slot.
const fn slot(bytes: &[u8], from: usize, to: usize) -> usize {
    let mut h: u32 = 0x811c_9dc5;
    let mut i = from;
    while i < to {
        h ^= bytes[i] as u32;
        h = h.wrapping_mul(0x0100_0193);
        i += 1;
    }
    h as usize & (SLOTS - 1)
}

/// The hash table of the ids declared at `starts`.
const fn table(text: &[u8], starts: &[usize]) -> [u16; SLOTS] {
    let mut out = [0u16; SLOTS];
    let mut k = 0;
    while k < starts.len() {
        let at = starts[k];
        let mut end = at;
        while end < text.len() && ident_byte(text[end]) {
            end += 1;
        }
        let mut h = slot(text, at, end);
        while out[h] != 0 {
            h = (h + 1) & (SLOTS - 1);
        }
        out[h] = (k + 1) as u16;
        k += 1;
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
    let mut h = slot(id, 0, id.len());
    loop {
        let entry = ftl.table[h] as usize;
        if entry == 0 {
            return None;
        }
        let at = ftl.starts[entry - 1];
        if declares(ftl.text, at, id) {
            return Some((at + id.len(), message_end(ftl.text, at)));
        }
        h = (h + 1) & (SLOTS - 1);
    }
}

/// Where message `id` is in en.ftl (`None`: no such message). `t!`
/// finds it once and hands the place to [`uses`] and [`given`].
pub const fn find(id: &str) -> Option<(usize, usize)> {
    find_in(&EN, id)
}

/// Whether message `id` exists in en.ftl.
pub const fn known(id: &str) -> bool {
    find(id).is_some()
}

/// Whether the variable `$name` occurs in `text[from..to]`.
const fn mentions(text: &[u8], from: usize, to: usize, name: &[u8]) -> bool {
    let mut i = from;
    while i + name.len() + 1 < to {
        if text[i] == b'$' && at_word(text, i + 1, name) && !ident_byte(text[i + 1 + name.len()]) {
            return true;
        }
        i += 1;
    }
    false
}

/// Whether message `id` uses the argument `name` in some language (Polish
/// alone shows a move in Polish notation; an unknown message uses none:
/// [`known`] reports that first).
pub const fn uses(at: Option<(usize, usize)>, id: &str, name: &str) -> bool {
    let Some((from, to)) = at else {
        return true;
    };
    if mentions(EN.text, from, to, name.as_bytes()) {
        return true;
    }
    let mut l = 1;
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
pub const fn given(at: Option<(usize, usize)>, names: &[&str]) -> bool {
    let Some((from, to)) = at else {
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
        let uses = |id, name| uses(find(id), id, name);
        let given = |id, names| given(find(id), names);
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
