//! Text to readings ([`parse`]): see the module documentation of
//! [`super`].

use super::*;

/// Parses a move text into its readings, most likely first (see the module
/// doc). Usually one; two when an upper-case letter may be a piece or a
/// file (`B2C3`) or a lower-case `k` a file or the king (`kf2`). `dragons`: the
/// game has dragons, so `D` is the Dragon. Never panics, on any input.
pub fn parse(text: &str, dragons: bool) -> Result<Vec<MoveText>, ParseError> {
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

    // O-O, O-O-O (letter O or zero, dashes optional).
    if cs.iter().all(|c| matches!(c, 'O' | 'o' | '0' | '-')) {
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

    // Drops: `N@e4`, `@e4`, `K/c2`.
    let drop_split = compact
        .split_once('@')
        .or_else(|| (cs.len() > 2 && cs[1] == '/').then(|| compact.split_at(cs[0].len_utf8())))
        .map(|(l, r)| (l, r.strip_prefix('/').unwrap_or(r)));
    if let Some((left, right)) = drop_split {
        let mut letters = left.chars();
        let kind = match (letters.next(), letters.next()) {
            (None, _) => Kind::Pawn,
            (Some(c), None) => Kind::from_letter(c, dragons).ok_or(ParseError::BadPiece(c))?,
            _ => return Err(not_a_move()),
        };
        let to = square_or_error(right)?;
        return Ok(vec![MoveText {
            form: Form::Drop,
            piece: Some(kind),
            from_file: None,
            from_rank: None,
            to: Some(to),
            capture: false,
            promotion: None,
            fallback: false,
        }]);
    }

    parse_board_move(&cs, dragons).ok_or_else(not_a_move)?
}

/// Removes what never matters: a leading move number, check/mate/annotation
/// marks, `e.p.`, and typographic variants of `x` and `-`.
fn clean(text: &str) -> String {
    let mut s: String = text
        .chars()
        .map(|c| match c {
            '×' => 'x',
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
fn parse_board_move(cs: &[char], dragons: bool) -> Option<Result<Vec<MoveText>, ParseError>> {
    let mut end = cs.len();
    let mut promotion = None;
    if end >= 3 && cs[end - 1] == ')' && cs[end - 3] == '(' {
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
    let promotion = match promotion {
        None => None,
        Some(c) => match Kind::from_letter(c, dragons) {
            Some(k) => Some(k),
            None if c.is_ascii_alphabetic() => return Some(Err(ParseError::BadPiece(c))),
            None => return None,
        },
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
    let to = match (file_of_char(file_c), parse_rank(&digits)) {
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

    let prefix = &cs[..end];
    let mut readings = Vec::new();
    match prefix.first() {
        None => readings.push(MoveText::board(None, (None, None), to)),
        Some(&c0) => {
            let as_piece = piece_letter(c0, dragons).and_then(|k| {
                from_spec(&prefix[1..]).map(|from| MoveText::board(Some(k), from, to))
            });
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
        }
    }
    if readings.is_empty() {
        return None;
    }
    for r in &mut readings {
        r.capture = capture;
        r.promotion = promotion;
    }
    Some(Ok(readings))
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
    let (file, rest) = match cs.first().and_then(|&c| file_of_char(c)) {
        Some(f) => (Some(f), &cs[1..]),
        None => (None, cs),
    };
    if rest.is_empty() {
        return Some((file, None));
    }
    let digits: String = rest.iter().collect();
    Some((file, Some(parse_rank(&digits)?)))
}

