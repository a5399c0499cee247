//! Piece letters in the players' languages.
//!
//! | piece  | English | Polish | Ukrainian | Russian |
//! |--------|---------|--------|-----------|---------|
//! | king   | `K`     | `K`    | `Кр`      | `Кр`    |
//! | queen  | `Q`     | `H`    | `Ф`       | `Ф`     |
//! | rook   | `R`     | `W`    | `Т`       | `Л`     |
//! | bishop | `B`     | `G`    | `С`       | `С`     |
//! | knight | `N`     | `S`    | `К`       | `К`     |
//! | pawn   | `P`     | `p`    | `п`       | `п`     |
//! | dragon | `D`     | `D`    | `Д`       | `Д`     |
//!
//! The pawn's letter matters only for drops (`п@e4`, `p/e4`, `@e4`) and is
//! optional before a pawn move (`пe4`). Polish has no word for Chpok's
//! Dragon that does not clash (`smok` would be `S`, the knight), so it
//! keeps the English `D`. Castling is `O-O`, `0-0` or `О-О` (Cyrillic О);
//! a capture sign may be `x`, `:` or Cyrillic `х`.
//!
//! Every reader gets every language's letters. The Latin letters of the
//! table mean the same for everyone (English and Polish do not clash, and
//! the bot's own records and buttons are English), and so do the Cyrillic
//! ones for a reader of Ukrainian or Russian (the two do not clash either).
//! A letter written in the *other* script may be a look-alike of one of the
//! reader's own, and then the reader's language decides:
//!
//! - for a Ukrainian or Russian reader, Latin `C` and `T` are `С` (bishop)
//!   and `Т` (rook); a lower-case `с` (or `а`, `е`, `к`…) may also be a
//!   file written on a Cyrillic keyboard (`сxd4`);
//! - for an English or Polish reader, a Cyrillic letter means what it
//!   means in Ukrainian and Russian *or* what its Latin look-alike means:
//!   `К` is a knight or a king, `С` a bishop or the c-file.
//!
//! When a text has two such readings and both are legal moves, the bot
//! asks ([`MoveError::Ambiguous`] with the letter set), never guesses;
//! when only one is legal, that one is played.

use crate::i18n::Lang;

use super::*;

/// Which letters a reader calls their own.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Script {
    /// English and Polish readers.
    Latin,
    /// Ukrainian and Russian readers.
    Cyrillic,
}

impl Script {
    /// The script of a reader of `lang`.
    pub fn of(lang: Lang) -> Script {
        if lang == Lang::UK || lang == Lang::RU {
            Script::Cyrillic
        } else {
            Script::Latin
        }
    }
}

/// Cyrillic `Кр` (either case): the king.
pub(super) fn is_kr(cs: &[char]) -> bool {
    matches!(cs, [k, r, ..] if matches!(k, 'К' | 'к') && matches!(r, 'р' | 'Р'))
}

/// The piece a one-letter Cyrillic token means in Ukrainian or Russian,
/// either case: `К` knight, `Ф` queen, `Т`/`Л` rook, `С` bishop, `П` pawn,
/// `Д` dragon (with `dragons`).
fn cyrillic_kind(c: char, dragons: bool) -> Option<Kind> {
    Some(match c {
        'К' | 'к' => Kind::Knight,
        'Ф' | 'ф' => Kind::Queen,
        'Т' | 'т' | 'Л' | 'л' => Kind::Rook,
        'С' | 'с' => Kind::Bishop,
        'П' | 'п' => Kind::Pawn,
        'Д' | 'д' if dragons => Kind::Dragon,
        _ => return None,
    })
}

/// Whether `c` is a piece letter in some language, whatever the game:
/// a letter the bot should call "not a piece here" rather than "not a
/// move" (`Д` in a game without dragons).
pub(super) fn is_piece_letter(c: char) -> bool {
    Kind::from_letter(c, true).is_some() || cyrillic_kind(c, true).is_some()
}

/// The Latin letter a Cyrillic one looks like.
pub(super) fn latin_lookalike(c: char) -> Option<char> {
    Some(match c {
        'А' => 'A',
        'а' => 'a',
        'В' => 'B',
        'С' => 'C',
        'с' => 'c',
        'Е' => 'E',
        'е' => 'e',
        'Н' => 'H',
        'І' => 'I',
        'і' => 'i',
        'К' => 'K',
        'к' => 'k',
        'Р' => 'P',
        'р' => 'p',
        'Т' => 'T',
        _ => return None,
    })
}

/// The piece a Latin letter means to a Ukrainian or Russian reader as the
/// look-alike of their own letter (`C` = `С`, `T` = `Т`), where it means
/// nothing in English or Polish.
pub(super) fn cyrillic_reading_of_latin(c: char) -> Option<Kind> {
    match c {
        'C' | 'c' => Some(Kind::Bishop),
        'T' | 't' => Some(Kind::Rook),
        _ => None,
    }
}

/// A file letter: Latin `a`…`l` in either case, or a Cyrillic look-alike
/// of one (`е4`, `Кс3` typed on a Cyrillic keyboard).
pub fn file_of(c: char) -> Option<u8> {
    file_of_char(c).or_else(|| {
        latin_lookalike(c)
            .filter(char::is_ascii_alphabetic)
            .and_then(file_of_char)
    })
}

/// The kinds a whole piece token (a drop's letter, a promotion letter:
/// `N`, `К`, `Кр`, `п`) may mean to a reader of `script`, their own reading
/// first. Empty: no piece.
pub(super) fn token_kinds(token: &[char], script: Script, dragons: bool) -> Vec<Kind> {
    if token.len() == 2 && is_kr(token) {
        return vec![Kind::King];
    }
    let [c] = token else {
        return Vec::new();
    };
    let c = *c;
    let mut out = Vec::new();
    if c.is_ascii() {
        out.extend(Kind::from_letter(c, dragons));
        if out.is_empty() && script == Script::Cyrillic {
            out.extend(cyrillic_reading_of_latin(c));
        }
        return out;
    }
    out.extend(cyrillic_kind(c, dragons));
    if script == Script::Latin {
        if let Some(k) = latin_lookalike(c).and_then(|l| Kind::from_letter(l, dragons)) {
            if !out.contains(&k) {
                out.push(k);
            }
        }
    }
    out
}

/// A piece's letter in `lang` (the pawn's as written in a drop).
pub fn letter_in(kind: Kind, lang: Lang) -> &'static str {
    let cyrillic = Script::of(lang) == Script::Cyrillic;
    match kind {
        Kind::King if cyrillic => "Кр",
        Kind::Queen if cyrillic => "Ф",
        Kind::Rook if lang == Lang::UK => "Т",
        Kind::Rook if cyrillic => "Л",
        Kind::Bishop if cyrillic => "С",
        Kind::Knight if cyrillic => "К",
        Kind::Pawn if cyrillic => "п",
        Kind::Dragon if cyrillic => "Д",
        Kind::Pawn if lang == Lang::PL => "p",
        _ if lang == Lang::PL => polish(kind),
        _ => english(kind),
    }
}

fn english(kind: Kind) -> &'static str {
    match kind {
        Kind::King => "K",
        Kind::Queen => "Q",
        Kind::Rook => "R",
        Kind::Bishop => "B",
        Kind::Knight => "N",
        Kind::Pawn => "P",
        Kind::Dragon => "D",
    }
}

fn polish(kind: Kind) -> &'static str {
    match kind {
        Kind::King => "K",
        Kind::Queen => "H",
        Kind::Rook => "W",
        Kind::Bishop => "G",
        Kind::Knight => "S",
        Kind::Pawn => "p",
        Kind::Dragon => "D",
    }
}

/// The kind an English letter names (`K Q R B N P D`, upper case).
fn english_kind(c: char) -> Option<Kind> {
    Kind::ALL.into_iter().find(|&k| english(k).starts_with(c))
}

/// A move written by the bot in English (SAN `Nxe5`, `e8=Q`, `O-O`,
/// `N@e4`; long `e7e8q`, `g1f3`; Chpok's `castle e1 h1`, `remove e4`,
/// `b2<>d4`) with the piece letters of `lang`: `Кxe5`, `e8=Ф`, `К@e4`,
/// `e7e8ф` in Ukrainian. Squares stay Latin, castling stays `O-O` (with
/// the letter O, as PGN readers expect; `0-0` and `О-О` are read too), and
/// check marks stay. English text comes back unchanged, and so does
/// anything else.
pub fn translate(text: &str, lang: Lang) -> String {
    if lang == Lang::EN {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + 4);
    for piece in with_letters(text) {
        match piece {
            Piece::Plain(s) => out.push_str(s),
            Piece::Chars(cs) => out.extend(cs),
            Piece::Letter(k, lower) => {
                let letter = letter_in(k, lang);
                match lower {
                    true => out.push_str(&letter.to_lowercase()),
                    false => out.push_str(letter),
                }
            }
        }
    }
    out
}

/// A move written by the bot in English, as [`translate`] reads it, with
/// each piece letter a reference to the message `piece-letter` (or
/// `piece-letter-lower`, a long form's promotion): every reader reads it
/// in the letters of their own language, rendered at delivery. For move
/// echoes, captions, prompts and hints; records and `/board text` keep
/// English letters.
pub fn localized(text: &str) -> String {
    localized_text(text).into()
}

/// [`localized`] as a [`Text`] (a button's label, a line of a note).
pub fn localized_text(text: &str) -> Text {
    let mut out = Text::default();
    for piece in with_letters(text) {
        match piece {
            Piece::Plain(s) => out.push_plain(s),
            Piece::Chars(cs) => out.push_plain(&cs.iter().collect::<String>()),
            Piece::Letter(k, lower) => {
                let id = if lower {
                    "piece-letter-lower"
                } else {
                    "piece-letter"
                };
                out.push(&crate::text!(id, piece = k.name()));
            }
        }
    }
    out
}

/// A piece's letter in the reader's language (a reference, see
/// [`localized`]).
pub fn letter_ref(kind: Kind) -> String {
    crate::t!("piece-letter", piece = kind.name())
}

/// `Ф Т×2 п×8` in the reader's letters: each kind with its count (none for
/// one), in the order given, `-` for none. Reserves and prisons read so.
pub fn counted(counts: impl IntoIterator<Item = (Kind, usize)>) -> String {
    let parts: Vec<String> = counts
        .into_iter()
        .filter(|&(_, n)| n > 0)
        .map(|(k, n)| match n {
            1 => letter_ref(k),
            n => format!("{}×{n}", letter_ref(k)),
        })
        .collect();
    if parts.is_empty() {
        "-".to_string()
    } else {
        parts.join(" ")
    }
}

/// Each whitespace-separated word of `text` [`localized`] (a line of a
/// record: `1. e4 e5 2. Nf3`).
pub fn localized_words(text: &str) -> String {
    text.split(' ').map(localized).collect::<Vec<_>>().join(" ")
}

/// A piece of an English move as [`with_letters`] splits it.
enum Piece<'a> {
    Plain(&'a str),
    Chars(Vec<char>),
    /// A piece letter: the kind, and whether a long form's lower-case
    /// promotion letter.
    Letter(Kind, bool),
}

/// The English move `text` split into its piece letters and the rest, for
/// writing each letter another way.
fn with_letters(text: &str) -> Vec<Piece<'_>> {
    let body = text.trim_end_matches(['+', '#']);
    let marks = &text[body.len()..];
    let cs: Vec<char> = body.chars().collect();
    if cs.iter().any(|c| c.is_whitespace() || *c == '<') || cs.is_empty() {
        return vec![Piece::Plain(text)];
    }
    let mut out = Vec::new();
    let mut rest = &cs[..];
    // A leading piece letter (upper case: files are lower case).
    if let Some(k) = rest.first().and_then(|&c| english_kind(c)) {
        out.push(Piece::Letter(k, false));
        rest = &rest[1..];
    }
    // A promotion: `=Q` or a long form's trailing `q`.
    let n = rest.len();
    let promo = match rest {
        [.., '=', p] => english_kind(*p).map(|k| (k, n - 1, false)),
        [.., d, p] if d.is_ascii_digit() && p.is_ascii_lowercase() => {
            english_kind(p.to_ascii_uppercase()).map(|k| (k, n - 1, true))
        }
        _ => None,
    };
    match promo {
        Some((k, at, lower)) => {
            out.push(Piece::Chars(rest[..at].to_vec()));
            out.push(Piece::Letter(k, lower));
        }
        None => out.push(Piece::Chars(rest.to_vec())),
    }
    out.push(Piece::Plain(marks));
    out
}

impl MoveText {
    /// This reading in English letters, for a record: `Кxe5` read as a
    /// knight is `Nxe5`, `е4` is `e4`, `О-О` is `O-O`.
    pub fn english(&self) -> String {
        let to = self.to.map_or(String::new(), |s| s.to_string());
        let from = format!(
            "{}{}",
            self.from_file
                .map_or(String::new(), |f| file_char(f).to_string()),
            self.from_rank
                .map_or(String::new(), |r| (r + 1).to_string())
        );
        match self.form {
            Form::Castle { high: true } => "O-O".into(),
            Form::Castle { high: false } => "O-O-O".into(),
            Form::CastleSquares => format!("castle {from} {to}"),
            Form::Swap => format!("{from}<>{to}"),
            Form::Drop => format!("{}@{to}", english(self.piece.unwrap_or(Kind::Pawn))),
            Form::Board => {
                let piece = match self.piece {
                    None | Some(Kind::Pawn) => "",
                    Some(k) => english(k),
                };
                let capture = if self.capture { "x" } else { "" };
                let promo = self
                    .promotion
                    .map_or(String::new(), |k| format!("={}", english(k)));
                format!("{piece}{from}{capture}{to}{promo}")
            }
        }
    }
}

/// The language `/export` options ask for (`lang=uk`, `language=pl`,
/// `ru`, `polish`…; the last one given counts, English by default), and
/// the words that are no such option.
pub fn export_lang(args: &str) -> (Lang, Vec<String>) {
    let mut lang = Lang::EN;
    let mut unknown = Vec::new();
    for word in args.split_whitespace() {
        let lower = word.to_lowercase();
        let value = lower
            .strip_prefix("lang=")
            .or_else(|| lower.strip_prefix("language="))
            .unwrap_or(&lower);
        let named = match value {
            "english" => Some(Lang::EN),
            "polish" | "polski" => Some(Lang::PL),
            "ukrainian" | "українська" => Some(Lang::UK),
            "russian" | "русский" => Some(Lang::RU),
            code => Lang::parse(code).filter(|_| !code.contains(['-', '_'])),
        };
        match named {
            Some(l) => lang = l,
            None => unknown.push(crate::rules::shorten(word)),
        }
    }
    (lang, unknown)
}

/// The PGN tag naming the piece letters of a record not in English
/// (`[PieceLetters "uk"]`), so that reading it back reads them so.
pub fn pgn_tag(lang: Lang) -> String {
    if lang == Lang::EN {
        String::new()
    } else {
        format!("[PieceLetters \"{}\"]\n", lang.code())
    }
}

/// `'К' can be read two ways: Kf3 or Nf3. Which one?` — the question
/// asked when a letter's readings in two languages are both legal moves.
pub fn which_reading(letter: char, texts: &[String]) -> crate::i18n::Text {
    let texts: Vec<String> = texts.iter().map(|t| localized(t)).collect();
    let (last, init) = match texts.split_last() {
        Some((last, init)) if !init.is_empty() => (last.clone(), init.join(", ")),
        Some((last, _)) => (last.clone(), String::new()),
        None => (String::new(), String::new()),
    };
    crate::text!(
        "move-letter-two-ways",
        letter = letter,
        moves = init,
        last = last
    )
}

#[cfg(test)]
#[path = "letters_tests.rs"]
mod tests;
