//! Text to readings ([`parse`]): see the module documentation of
//! [`super`], and [`super::letters`] for the piece letters of each
//! language.

use super::letters::{self, Script};
use super::*;

/// Parses a move text into its readings, most likely first (see the module
/// doc), as an English reader means it. Usually one; two when an
/// upper-case letter may be a piece or a file (`B2C3`) or a lower-case `k`
/// a file or the king (`kf2`). `dragons`: the game has dragons, so `D` is
/// the Dragon. Never panics, on any input.
pub fn parse(text: &str, dragons: bool) -> Result<Vec<MoveText>, ParseError> {
    parse_as(text, dragons, Script::Latin)
}

/// [`parse`] as a reader of `lang` means the text: the letters of every
/// language are read, and where a letter means different pieces in two
/// languages the reader's decides, or both readings are given (marked with
/// [`MoveText::letter`]) so that [`resolve`] asks when both are legal (see
/// [`super::letters`]).
pub fn parse_in(text: &str, dragons: bool, lang: Lang) -> Result<Vec<MoveText>, ParseError> {
    parse_as(text, dragons, Script::of(lang))
}

/// Every reading any reader could mean (the readings of all languages
/// together), for finding the candidates of a refused text when the
/// reader's language is not known.
pub fn parse_any(text: &str, dragons: bool) -> Result<Vec<MoveText>, ParseError> {
    let latin = parse_as(text, dragons, Script::Latin);
    let cyrillic = parse_as(text, dragons, Script::Cyrillic);
    match (latin, cyrillic) {
        (Ok(mut a), Ok(b)) => {
            for t in b {
                if !a.contains(&t) {
                    a.push(t);
                }
            }
            Ok(a)
        }
        (Ok(a), Err(_)) | (Err(_), Ok(a)) => Ok(a),
        (Err(e), Err(_)) => Err(e),
    }
}

fn parse_as(text: &str, dragons: bool, script: Script) -> Result<Vec<MoveText>, ParseError> {
    let whole = parse_text(text, dragons, script);
    if matches!(whole, Ok(_) | Err(ParseError::Empty)) {
        return whole;
    }
    // `K@e4 please`, `Nf3 Nc6`: a move and words after it, which the
    // grammar would read as one (`e4please`). Say so instead.
    let t = text.trim();
    if let Some((first, rest)) = t.split_once(char::is_whitespace) {
        if rest.chars().any(char::is_alphabetic) && parse_text(first, dragons, script).is_ok() {
            return Err(ParseError::Trailing {
                moved: first.to_string(),
                extra: rest.trim().to_string(),
            });
        }
    }
    whole
}

/// [`parse_as`] of a whole text.
fn parse_text(text: &str, dragons: bool, script: Script) -> Result<Vec<MoveText>, ParseError> {
    let text = clean(text);
    if text.is_empty() {
        return Err(ParseError::Empty);
    }
    let not_a_move = || ParseError::NotAMove(text.clone());

    // Word forms: `castle e1 h1`, `swap b2 d4`.
    let lower = text.to_ascii_lowercase();
    for (word, form) in [("castle", Form::CastleSquares), ("swap", Form::Swap)] {
        if let Some(rest) = lower.strip_prefix(word) {
            if rest.starts_with(char::is_whitespace) {
                let (a, b) = two_squares(rest).ok_or_else(not_a_move)?;
                return Ok(vec![MoveText::squares(form, a, b)]);
            }
        }
    }

    let cs: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();

    // O-O, O-O-O (letter O, Cyrillic О or zero, dashes optional).
    if cs
        .iter()
        .all(|c| matches!(c, 'O' | 'o' | '0' | 'О' | 'о' | '-'))
    {
        let n = cs.iter().filter(|&&c| c != '-').count();
        if n == 2 || n == 3 {
            return Ok(vec![MoveText {
                form: Form::Castle { high: n == 2 },
                piece: Some(Kind::King),
                from_file: None,
                from_rank: None,
                to: None,
                capture: false,
                promotion: None,
                fallback: false,
                letter: None,
            }]);
        }
        return Err(not_a_move());
    }

    let compact: String = cs.iter().collect();
    if let Some((a, b)) = compact.split_once("<>") {
        let a = square_or_error(a)?;
        let b = square_or_error(b)?;
        return Ok(vec![MoveText::squares(Form::Swap, a, b)]);
    }

    // Drops: `N@e4`, `@e4`, `K/c2`, `Кр/c2`.
    let slash_after = if letters::is_kr(&cs) { 2 } else { 1 };
    let drop_split = compact
        .split_once('@')
        .or_else(|| {
            (cs.len() > slash_after + 1 && cs[slash_after] == '/').then(|| {
                let at: usize = cs[..slash_after].iter().map(|c| c.len_utf8()).sum();
                compact.split_at(at)
            })
        })
        .map(|(l, r)| (l, r.strip_prefix('/').unwrap_or(r)));
    if let Some((left, right)) = drop_split {
        let token: Vec<char> = left.chars().collect();
        let kinds = match token.as_slice() {
            [] => vec![Kind::Pawn],
            _ => letters::token_kinds(&token, script, dragons),
        };
        if kinds.is_empty() {
            return Err(match token.as_slice() {
                [c] => ParseError::BadPiece(*c),
                _ => not_a_move(),
            });
        }
        let to = square_or_error(right)?;
        let letter = (kinds.len() > 1).then(|| token[0]);
        return Ok(kinds
            .into_iter()
            .map(|kind| MoveText {
                form: Form::Drop,
                piece: Some(kind),
                from_file: None,
                from_rank: None,
                to: Some(to),
                capture: false,
                promotion: None,
                fallback: false,
                letter,
            })
            .collect());
    }

    parse_board_move(&cs, dragons, script).ok_or_else(not_a_move)?
}

/// Removes what never matters: a leading move number, check/mate/annotation
/// marks, `e.p.`, and typographic variants of `x` (Cyrillic `х` too) and `-`.
fn clean(text: &str) -> String {
    let mut s: String = text
        .chars()
        .map(|c| match c {
            '×' | 'х' | 'Х' => 'x',
            '–' | '—' | '−' => '-',
            c => c,
        })
        .collect();
    // A move number in front (`12.`, `3...`) as in a pasted record.
    let trimmed = s.trim_start();
    let digits = trimmed.len()
        - trimmed
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .len();
    if digits > 0 && trimmed[digits..].starts_with('.') {
        s = trimmed[digits..].trim_start_matches('.').to_string();
    }
    loop {
        let before = s.len();
        let mut t = s
            .trim_end()
            .trim_end_matches(['+', '#', '!', '?', '‡', '†']);
        // `X` is the Polish mate sign, but after `=` a promotion letter.
        if let Some(rest) = t.strip_suffix('X').filter(|r| !r.ends_with('=')) {
            t = rest;
        }
        s.truncate(t.len());
        let lower = s.to_ascii_lowercase();
        if lower.ends_with("e.p.") {
            s.truncate(s.len() - 4);
        } else if lower.ends_with(" ep") {
            s.truncate(s.len() - 3);
        }
        if s.len() == before {
            break;
        }
    }
    s.trim().to_string()
}

/// `e1 h1`, `e1h1`, `e1-h1` → two squares.
fn two_squares(s: &str) -> Option<(Square, Square)> {
    let compact: String = s
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .collect();
    let cs: Vec<char> = compact.chars().collect();
    // Split after the first square's rank digits.
    let first_digit = cs.iter().position(|c| c.is_ascii_digit())?;
    let split = cs[first_digit..]
        .iter()
        .position(|c| !c.is_ascii_digit())
        .map(|n| first_digit + n)?;
    let a: String = cs[..split].iter().collect();
    let b: String = cs[split..].iter().collect();
    Some((Square::parse(&a)?, Square::parse(&b)?))
}

/// A whole string that must be one square.
fn square_or_error(s: &str) -> Result<Square, ParseError> {
    Square::parse(s).ok_or_else(|| {
        if s.is_empty() {
            ParseError::NotAMove(s.to_string())
        } else {
            ParseError::BadSquare(s.to_string())
        }
    })
}

/// The board-move grammar, read from the end:
/// `[piece] [from-file] [from-rank] [x|:|-] to-square [[=|/]promotion | (promotion)]`.
/// `None` when the text does not have that shape.
fn parse_board_move(
    cs: &[char],
    dragons: bool,
    script: Script,
) -> Option<Result<Vec<MoveText>, ParseError>> {
    let mut end = cs.len();
    let mut promotion = None;
    // Cyrillic `Кр` is a king of two letters: `=Кр`, `(Кр)` (Chpok).
    let mut token_len = 1;
    let after_square = |c: char| c.is_ascii_digit() || matches!(c, '=' | '/');
    if end >= 4 && cs[end - 1] == ')' && cs[end - 4] == '(' && letters::is_kr(&cs[end - 3..end - 1])
    {
        promotion = Some(cs[end - 3]);
        token_len = 2;
        end -= 4;
    } else if end >= 3 && letters::is_kr(&cs[end - 2..end]) && after_square(cs[end - 3]) {
        promotion = Some(cs[end - 2]);
        token_len = 2;
        end -= 2;
    } else if end >= 3 && cs[end - 1] == ')' && cs[end - 3] == '(' {
        promotion = Some(cs[end - 2]);
        end -= 3;
    } else if end >= 2
        && cs[end - 1].is_alphabetic()
        && (cs[end - 2].is_ascii_digit() || matches!(cs[end - 2], '=' | '/'))
    {
        promotion = Some(cs[end - 1]);
        end -= 1;
    }
    if end >= 1 && matches!(cs[end - 1], '=' | '/') {
        end -= 1;
    }
    let promotions: Vec<Option<Kind>> = match promotion {
        None => vec![None],
        Some(_) if token_len == 2 => vec![Some(Kind::King)],
        Some(c) => {
            let kinds = letters::token_kinds(&[c], script, dragons);
            if kinds.is_empty() {
                if c.is_ascii_alphabetic() || letters::is_piece_letter(c) {
                    return Some(Err(ParseError::BadPiece(c)));
                }
                return None;
            }
            kinds.into_iter().map(Some).collect()
        }
    };

    // The destination square: a file letter and 1–2 rank digits.
    let digits_start = (0..end)
        .rev()
        .take_while(|&i| cs[i].is_ascii_digit())
        .last()?;
    if digits_start == 0 {
        return None;
    }
    let digits: String = cs[digits_start..end].iter().collect();
    let file_c = cs[digits_start - 1];
    let written = || format!("{file_c}{digits}");
    let to = match (letters::file_of(file_c), parse_rank(&digits)) {
        (Some(f), Some(r)) => Square::new(f, r)?,
        _ if file_c.is_ascii_alphabetic() => return Some(Err(ParseError::BadSquare(written()))),
        _ => return None,
    };
    end = digits_start - 1;

    let mut capture = false;
    if end >= 1 && matches!(cs[end - 1], 'x' | 'X' | ':' | '-') {
        capture = cs[end - 1] != '-';
        end -= 1;
    }

    let board = lead_readings(&cs[..end], to, dragons, script);
    if board.is_empty() {
        return None;
    }
    let promotion_letter = (promotions.len() > 1).then_some(promotion).flatten();
    let mut readings = Vec::with_capacity(board.len() * promotions.len());
    for r in &board {
        for &p in &promotions {
            readings.push(MoveText {
                capture,
                promotion: p,
                letter: r.letter.or(promotion_letter),
                ..*r
            });
        }
    }
    Some(Ok(readings))
}

/// The readings of what stands before the destination square (`N`, `Nb`,
/// `e2`, `Кр`, `Сc`, nothing) for a reader of `script`; see
/// [`super::letters`]. Readings from two languages' letters are marked
/// with the letter.
fn lead_readings(prefix: &[char], to: Square, dragons: bool, script: Script) -> Vec<MoveText> {
    let Some(&c0) = prefix.first() else {
        return vec![MoveText::board(None, (None, None), to)];
    };
    if c0.is_ascii() {
        let latin = latin_lead(prefix, to, dragons);
        let cyrillic = match letters::cyrillic_reading_of_latin(c0) {
            Some(k) if script == Script::Cyrillic && c0.is_ascii_uppercase() => {
                from_spec(&prefix[1..]).map(|from| MoveText::board(Some(k), from, to))
            }
            _ => None,
        };
        let Some(piece) = cyrillic else {
            return latin;
        };
        // `C`/`T` is the piece; the c-file only in a full from-square
        // (`C2d3`), and only second, as for `B2C3`.
        let mut out = vec![piece];
        out.extend(
            latin
                .into_iter()
                .filter(|t| t.from_square().is_some())
                .map(|mut t| {
                    t.fallback = true;
                    t
                }),
        );
        return out;
    }
    // A Cyrillic (or other) letter: what it means in Ukrainian and Russian…
    let (exact, used) = if letters::is_kr(prefix) {
        (Some(Kind::King), 2)
    } else {
        (
            letters::token_kinds(&[c0], Script::Cyrillic, dragons)
                .first()
                .copied(),
            1,
        )
    };
    let mut own: Vec<MoveText> = exact
        .and_then(|k| from_spec(&prefix[used..]).map(|from| MoveText::board(Some(k), from, to)))
        .into_iter()
        .collect();
    // …and what its Latin look-alike means: any reading for a Latin
    // reader; a file only, written in lower case, for a Cyrillic one (or
    // when the letter is no piece at all).
    let mut alike = Vec::new();
    if let (Some(l), false) = (letters::latin_lookalike(c0), used == 2) {
        let mut shifted = prefix.to_vec();
        shifted[0] = l;
        alike = latin_lead(&shifted, to, dragons);
        if script == Script::Cyrillic {
            let as_file = c0.is_lowercase() || exact.is_none();
            alike.retain(|t| as_file && t.piece.is_none());
        }
        alike.retain(|t| !own.contains(t));
    }
    let letter = (!own.is_empty() && !alike.is_empty()).then_some(c0);
    own.extend(alike);
    for t in &mut own {
        t.letter = letter;
    }
    own
}

/// The readings of a lead in Latin letters (English and Polish).
fn latin_lead(prefix: &[char], to: Square, dragons: bool) -> Vec<MoveText> {
    let mut readings = Vec::new();
    let Some(&c0) = prefix.first() else {
        return vec![MoveText::board(None, (None, None), to)];
    };
    let as_piece = piece_letter(c0, dragons)
        .and_then(|k| from_spec(&prefix[1..]).map(|from| MoveText::board(Some(k), from, to)));
    let as_file = from_spec(prefix).map(|from| MoveText::board(None, from, to));
    if c0.is_ascii_uppercase() {
        // An upper-case piece letter is the piece; as a file only in
        // a full upper-case from-square (`B2C3`), and only second.
        readings.extend(as_piece);
        if let Some(mut t) = as_file {
            if as_piece.is_none() {
                readings.push(t);
            } else if t.from_file.is_some() && t.from_rank.is_some() {
                t.fallback = true;
                readings.push(t);
            }
        }
    } else {
        readings.extend(as_file);
        // Lower-case `k` is the king only in the bare `kf2`; with a
        // from-square after it (`k10f10`) it is the k-file.
        if c0 != 'k' || prefix.len() == 1 {
            readings.extend(as_piece);
        }
    }
    readings
}

/// A leading piece letter: any upper-case piece letter; lower case only
/// where it cannot be a file (`n q r p s w`), and `k` (also file `k`).
fn piece_letter(c: char, dragons: bool) -> Option<Kind> {
    if c.is_ascii_uppercase() || matches!(c, 'n' | 'q' | 'r' | 'p' | 's' | 'w' | 'k') {
        Kind::from_letter(c, dragons)
    } else {
        None
    }
}

/// `""`, file, rank, or file + rank.
fn from_spec(cs: &[char]) -> Option<(Option<u8>, Option<u8>)> {
    let (file, rest) = match cs.first().and_then(|&c| letters::file_of(c)) {
        Some(f) => (Some(f), &cs[1..]),
        None => (None, cs),
    };
    if rest.is_empty() {
        return Some((file, None));
    }
    let digits: String = rest.iter().collect();
    Some((file, Some(parse_rank(&digits)?)))
}
