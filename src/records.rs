//! Game records as files: the header the core adds, and the reader.
//!
//! The rules know seats, not people, so a game's `/export` names its seats
//! (`[White "White"]`, `Players: First, Second`). The core knows who sits
//! where, the chat and the date, and writes them in:
//!
//! - [`finish`]: a PGN record gets the Seven Tag Roster in order (Event,
//!   Site = the group's title or `Telegram`, Date `YYYY.MM.DD`, Round `-`,
//!   White, Black, Result), then the game's other tags (Termination,
//!   SetUp/FEN, BoardSize...). Kriegspiel's rule set goes in a tag of its
//!   own, `[KriegspielRules "wild16"]`, not in `Variant`, so that chess
//!   tools read the record as the standard chess game it is. Plain records
//!   (Chpok, Opok) get a `Players:` line ([`with_players`]).
//! - [`file_name`]: `korpalski-12.pgn`, `opok-3.txt`.
//! - [`read_pgn`] and [`load`]: a record read back into a game by playing
//!   its moves through [`Game::play`] (PGN of Korpalski Chess, Kriegspiel
//!   and Exchange Chess; Opok's plain record).

use rand::SeedableRng;

use crate::rules::{self, Ctx, Game, Seat, Settings};

/// `record` with `names` (seat 0 first) and the seats' labels written in.
pub fn with_players(record: &str, names: [&str; 2], seats: [&str; 2]) -> String {
    let lines: Vec<&str> = record.lines().collect();
    let mut out: Vec<String> = Vec::with_capacity(lines.len() + 2);
    if lines.iter().any(|l| l.starts_with("[Event ")) {
        let tags = [
            format!("[White \"{}\"]", pgn_escape(names[0])),
            format!("[Black \"{}\"]", pgn_escape(names[1])),
        ];
        let after = if lines.iter().any(|l| l.starts_with("[Site ")) {
            "[Site "
        } else {
            "[Event "
        };
        for l in lines {
            if l.starts_with("[White ") || l.starts_with("[Black ") {
                continue;
            }
            out.push(l.to_string());
            if l.starts_with(after) {
                out.extend(tags.iter().cloned());
            }
        }
    } else {
        let players = format!(
            "Players: {} ({}), {} ({})",
            names[0], seats[0], names[1], seats[1]
        );
        let mut placed = false;
        for (i, l) in lines.iter().enumerate() {
            if l.starts_with("Players:") {
                out.push(players.clone());
                placed = true;
                continue;
            }
            out.push(l.to_string());
            if i == 0 && !lines.iter().any(|l| l.starts_with("Players:")) {
                out.push(players.clone());
                placed = true;
            }
        }
        if !placed {
            out.push(players);
        }
    }
    let mut text = out.join("\n");
    if record.ends_with('\n') {
        text.push('\n');
    }
    text
}

/// A PGN tag value: quotes and backslashes escaped.
fn pgn_escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

/// What the core knows about a game that its rules do not, for the
/// record's header.
#[derive(Clone, Copy, Debug)]
pub struct Header<'a> {
    /// The group's title; `None` for a game in a private chat (`Telegram`).
    pub site: Option<&'a str>,
    /// When the game began, in ms since the Unix epoch (UTC date).
    pub date_ms: i64,
    /// The players' names, seat 0 first.
    pub names: [&'a str; 2],
    /// How the game calls the seats (`White`, `First`, `Challenger`).
    pub seats: [&'a str; 2],
}

/// `record` (a game's `/export`) with `header` written in: see the module
/// documentation.
pub fn finish(record: &str, header: &Header) -> String {
    // Records are read by tools: English, whatever the reader's language.
    let record = &crate::i18n::en(record);
    let Some((tags, movetext)) = split_pgn(record) else {
        return with_players(record, header.names, header.seats);
    };
    let value = |name: &str| tags.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone());
    let site = header
        .site
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .unwrap_or("Telegram");
    let mut out: Vec<(String, String)> = vec![
        ("Event".into(), value("Event").unwrap_or_else(|| "?".into())),
        ("Site".into(), site.to_string()),
        ("Date".into(), pgn_date(header.date_ms)),
        ("Round".into(), "-".into()),
        ("White".into(), header.names[0].to_string()),
        ("Black".into(), header.names[1].to_string()),
        (
            "Result".into(),
            value("Result").unwrap_or_else(|| "*".into()),
        ),
    ];
    for (k, v) in &tags {
        if out.iter().any(|(o, _)| o == k) {
            continue;
        }
        match (k.as_str(), v.strip_prefix("Kriegspiel")) {
            ("Variant", Some(rest)) => {
                let rules = rest.trim().trim_start_matches('(').trim_end_matches(')');
                out.push(("KriegspielRules".into(), rules.trim().to_string()));
            }
            _ => out.push((k.clone(), v.clone())),
        }
    }
    let mut text: String = out
        .iter()
        .map(|(k, v)| format!("[{k} \"{}\"]\n", pgn_escape(v)))
        .collect();
    text.push('\n');
    text.push_str(movetext.trim_start_matches('\n'));
    if !text.ends_with('\n') {
        text.push('\n');
    }
    text
}

/// The file a record is sent as: `korpalski-12.pgn` for PGN records,
/// `opok-3.txt` for plain ones (`game` is the game's `/new` name, `number`
/// its number in the bot).
pub fn file_name(game: &str, number: i64, record: &str) -> String {
    let ext = if split_pgn(record).is_some() {
        "pgn"
    } else {
        "txt"
    };
    format!("{game}-{number}.{ext}")
}

/// `YYYY.MM.DD` (UTC) of a time in ms since the Unix epoch.
pub fn pgn_date(ms: i64) -> String {
    // Days to the civil date (the proleptic Gregorian calendar), after
    // Howard Hinnant's `civil_from_days`.
    let z = ms.div_euclid(86_400_000) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

/// A PGN record split into its tags (in order, values unescaped) and the
/// movetext; `None` if `record` does not start with tags.
fn split_pgn(record: &str) -> Option<(Vec<(String, String)>, String)> {
    let mut tags = Vec::new();
    let mut lines = record.lines().peekable();
    // Comment lines (`% …`) may come first.
    while lines.peek().is_some_and(|l| l.starts_with('%')) {
        lines.next();
    }
    while let Some(line) = lines.peek() {
        let line = line.trim();
        let Some(inner) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) else {
            break;
        };
        let (name, value) = inner.split_once(' ')?;
        let value = value.trim().strip_prefix('"')?.strip_suffix('"')?;
        tags.push((name.to_string(), unescape(value)));
        lines.next();
    }
    if tags.is_empty() {
        return None;
    }
    let movetext: Vec<&str> = lines.collect();
    Some((tags, movetext.join("\n")))
}

fn unescape(v: &str) -> String {
    let mut out = String::with_capacity(v.len());
    let mut chars = v.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(n) = chars.next() {
                out.push(n);
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// A PGN record as read: its tags and its moves as written (move numbers,
/// comments, annotations and the result left out).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pgn {
    pub tags: Vec<(String, String)>,
    pub moves: Vec<String>,
}

impl Pgn {
    /// The value of tag `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Why a record could not be read back into a game (`boardbot replay`
/// shows it). Moves are numbered from 1, as in the record.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("not a PGN record: no tags")]
    NotPgn,
    #[error("not a record: expected PGN tags or Opok's `Game: Opok`")]
    NotARecord,
    #[error("{0}")]
    Opok(#[from] rules::opok::OpokRecordError),
    /// The `Event` of a game the bot does not replay.
    #[error("cannot replay a record of `{0}`")]
    UnknownEvent(String),
    /// The game would not start as the record's tags say: its refusal.
    #[error("{0}")]
    Game(String),
    #[error("set-up starts cannot be replayed")]
    SetUp,
    #[error("move {number} `{text}` after the end")]
    AfterEnd { number: usize, text: String },
    /// The game refused the move: its refusal as it is.
    #[error("move {number} `{text}`: {why}")]
    Refused {
        number: usize,
        text: String,
        why: String,
    },
    /// The move was taken but the game records something else.
    #[error("move {number} `{text}` does not replay")]
    DoesNotReplay { number: usize, text: String },
}

/// Reads one PGN game: tags, then movetext with `{…}` and `;` comments,
/// `(…)` variations, `$n` annotations, move numbers (`12.`, `12...`,
/// `1.e4`) and the result skipped.
pub fn read_pgn(text: &str) -> Result<Pgn, RecordError> {
    let (tags, movetext) = split_pgn(text).ok_or(RecordError::NotPgn)?;
    let mut moves = Vec::new();
    let mut depth = 0usize;
    let mut chars = movetext.chars().peekable();
    let mut token = String::new();
    let flush = |token: &mut String, moves: &mut Vec<String>| {
        let t = std::mem::take(token);
        if t.starts_with('$') || matches!(t.as_str(), "*" | "1-0" | "0-1" | "1/2-1/2") {
            return;
        }
        // A move number, alone or glued to the move (`1.e4`, `12...Nf6`);
        // not the zeros of castling (`0-0`).
        let number = t.trim_start_matches(|c: char| c.is_ascii_digit());
        let t = if number.len() < t.len() && (number.is_empty() || number.starts_with('.')) {
            number.trim_start_matches('.')
        } else {
            t.as_str()
        };
        if t.is_empty() {
            return;
        }
        moves.push(t.to_string());
    };
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                flush(&mut token, &mut moves);
                for c in chars.by_ref() {
                    if c == '}' {
                        break;
                    }
                }
            }
            ';' => {
                flush(&mut token, &mut moves);
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            '(' => {
                flush(&mut token, &mut moves);
                depth += 1;
            }
            ')' => {
                token.clear();
                depth = depth.saturating_sub(1);
            }
            c if c.is_whitespace() => {
                if depth == 0 {
                    flush(&mut token, &mut moves);
                }
                token.clear();
            }
            c => {
                if depth == 0 {
                    token.push(c);
                }
            }
        }
    }
    flush(&mut token, &mut moves);
    Ok(Pgn { tags, moves })
}

/// The game a record describes, rebuilt by playing its moves through
/// [`Game::play`] from a new game: a PGN record of Korpalski Chess,
/// Kriegspiel or Exchange Chess (from the standard start), or Opok's plain
/// record. A result the moves do not reach (resignation, time, agreement)
/// is applied as the record states it. A record written in another
/// language's piece letters (tag `PieceLetters`) is read in them.
pub fn load(text: &str) -> Result<Box<dyn Game>, RecordError> {
    if split_pgn(text).is_none() {
        if text.lines().any(|l| l.trim() == "Game: Opok") {
            return Ok(Box::new(rules::opok::Opok::replay(text)?));
        }
        return Err(RecordError::NotARecord);
    }
    let pgn = read_pgn(text)?;
    let event = pgn.tag("Event").unwrap_or("");
    let variant = pgn.tag("Variant").unwrap_or("");
    let mut options: Vec<(String, String)> = Vec::new();
    let name = if event.starts_with("Korpalski") || variant == "Korpalski" {
        "korpalski"
    } else if event.starts_with("Kriegspiel") || variant.starts_with("Kriegspiel") {
        let rules = pgn.tag("KriegspielRules").map(str::to_string).or_else(|| {
            variant
                .strip_prefix("Kriegspiel")
                .map(|r| r.trim().trim_matches(|c| c == '(' || c == ')').to_string())
        });
        if let Some(r) = rules.filter(|r| !r.is_empty()) {
            options.push(("rules".into(), r));
        }
        "kriegspiel"
    } else if event.starts_with("Exchange") || variant == "Exchange" {
        if let Some(size) = pgn.tag("BoardSize").and_then(|s| s.split('x').next()) {
            options.push(("size".into(), size.to_string()));
        }
        "exchange"
    } else {
        return Err(RecordError::UnknownEvent(event.to_string()));
    };
    let kind = rules::find(name).map_err(|e| RecordError::Game(e.to_string()))?;
    let settings = Settings::default();
    // Nothing random happens when a record is replayed; games take a
    // generator all the same.
    let mut rng = rand::rngs::StdRng::seed_from_u64(0);
    // A record in another language's piece letters (`/export lang=uk`)
    // names them in a tag; its moves are read as a reader of it reads them.
    let lang = pgn
        .tag("PieceLetters")
        .and_then(crate::i18n::Lang::parse)
        .unwrap_or_default();
    let same_letters = if lang == crate::i18n::Lang::EN {
        String::new()
    } else {
        format!("lang={}", lang.code())
    };
    let mut ctx = Ctx::new(0, &mut rng, &settings).in_lang(lang);
    let mut game =
        (kind.create)(&options, &mut ctx).map_err(|e| RecordError::Game(e.to_string()))?;
    if pgn.tag("SetUp") == Some("1") {
        let fresh = read_pgn(&game.export(""))?;
        if fresh.tag("FEN") != pgn.tag("FEN") {
            return Err(RecordError::SetUp);
        }
    }
    game.begin(&mut ctx);
    let mut done = 0;
    while done < pgn.moves.len() {
        let text = &pgn.moves[done];
        let seat = game.to_move().ok_or_else(|| RecordError::AfterEnd {
            number: done + 1,
            text: text.clone(),
        })?;
        game.play(seat, text, &mut ctx)
            .map_err(|e| RecordError::Refused {
                number: done + 1,
                text: text.clone(),
                why: e.to_string(),
            })?;
        done += 1;
        // Moves the game made by itself (Exchange Chess places the Black
        // king) are in the record too: skip them. (Kriegspiel keeps its
        // record secret until the end: nothing to compare before.)
        if let Ok(made) = read_pgn(&game.export(&same_letters)) {
            if made.moves.len() < done || pgn.moves.get(..made.moves.len()) != Some(&made.moves[..])
            {
                return Err(RecordError::DoesNotReplay {
                    number: done,
                    text: text.clone(),
                });
            }
            done = made.moves.len();
        }
    }
    if game.outcome().is_none() {
        let termination = pgn.tag("Termination").unwrap_or("").to_ascii_lowercase();
        let loser = match pgn.tag("Result") {
            Some("1-0") => Some(Seat::Black),
            Some("0-1") => Some(Seat::White),
            Some("1/2-1/2") => {
                game.agree_draw();
                None
            }
            _ => None,
        };
        if let Some(loser) = loser {
            if termination.contains("on time") {
                game.timeout(loser, &mut ctx);
            } else {
                game.resign(loser);
            }
        }
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A record that does not read back says which move and why, as the
    /// operator read it before the errors were typed.
    #[test]
    fn records_that_do_not_replay_name_the_move() {
        assert_eq!(read_pgn("1. e4 e5").unwrap_err(), RecordError::NotPgn);
        assert_eq!(
            load("1. e4 e5").err(),
            Some(RecordError::NotARecord),
            "neither tags nor Opok's header"
        );
        let e = load("[Event \"Go\"]\n\n1. d4 *\n").err().unwrap();
        assert_eq!(e, RecordError::UnknownEvent("Go".into()));
        assert_eq!(e.to_string(), "cannot replay a record of `Go`");
        let e = load("[Event \"Korpalski Chess\"]\n\n1. Zz9 *\n")
            .err()
            .unwrap();
        match &e {
            RecordError::Refused { number, text, .. } => {
                assert_eq!((*number, text.as_str()), (1, "Zz9"));
            }
            other => panic!("not a refused move: {other:?}"),
        }
        assert!(e.to_string().starts_with("move 1 `Zz9`: "), "{e}");
    }

    #[test]
    fn pgn_records_get_white_and_black_tags_after_site() {
        let pgn = "[Event \"Kriegspiel\"]\n[Site \"boardbot\"]\n[White \"White\"]\n[Black \"Black\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n";
        let got = with_players(pgn, ["alice", "bob \"the rook\""], ["White", "Black"]);
        assert_eq!(
            got,
            "[Event \"Kriegspiel\"]\n[Site \"boardbot\"]\n[White \"alice\"]\n\
             [Black \"bob \\\"the rook\\\"\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n"
        );
    }

    #[test]
    fn plain_records_get_a_players_line() {
        let opok = "Game: Opok\nSize: 5\nPlayers: First, Second\nResult: *\n\n1. a1 1 a2\n";
        assert_eq!(
            with_players(opok, ["alice", "bob"], ["First", "Second"]),
            "Game: Opok\nSize: 5\nPlayers: alice (First), bob (Second)\nResult: *\n\n1. a1 1 a2\n"
        );
        let chpok = "Chpok: 15 chips each, clocks on.\nBidding:\n(no bids)";
        assert_eq!(
            with_players(chpok, ["alice", "…"], ["Challenger", "Opponent"]),
            "Chpok: 15 chips each, clocks on.\nPlayers: alice (Challenger), … (Opponent)\nBidding:\n(no bids)"
        );
        assert_eq!(
            with_players("", ["a", "b"], ["First", "Second"]),
            "Players: a (First), b (Second)"
        );
    }
}
