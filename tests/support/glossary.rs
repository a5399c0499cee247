//! `assets/locales/GLOSSARY.md` read: the words of the games' own rule
//! texts (the seeds) per language and game, and the words not to use. See
//! the file's head for how a row is read.

/// The games a row may name, by the prefix of their messages' ids.
pub const GAMES: &[(&str, &str)] = &[
    ("Chpok", "chpok-"),
    ("Korpalski", "korpalski-"),
    ("Kriegspiel", "kriegspiel-"),
    ("Opok", "opok-"),
    ("Exchange", "exchange-"),
];

/// One row of the table.
#[derive(Clone, Debug)]
pub struct Entry {
    pub term: String,
    pub lang: String,
    /// Game names of [`GAMES`], or `all`.
    pub games: Vec<String>,
    pub seed: Vec<String>,
    pub avoid: Vec<String>,
}

impl Entry {
    /// Whether the row speaks of `game` (a name of [`GAMES`]).
    pub fn covers(&self, game: &str) -> bool {
        self.games.iter().any(|g| g == "all" || g == game)
    }

    /// Whether the row speaks of the message `id`.
    pub fn covers_id(&self, id: &str) -> bool {
        self.games.iter().any(|g| {
            g == "all"
                || GAMES
                    .iter()
                    .any(|(name, prefix)| name == g && id.starts_with(prefix))
        })
    }

    /// The words of this row not to use that `text` holds (after the
    /// seed's words are masked), each with a little of its context.
    pub fn misuses(&self, text: &str) -> Vec<String> {
        let mut masked: Vec<char> = text.chars().collect();
        for s in &self.seed {
            for (from, to) in matches(&masked, s) {
                for c in &mut masked[from..to] {
                    *c = ' ';
                }
            }
        }
        let mut found = Vec::new();
        for word in &self.avoid {
            for (from, to) in matches(&masked, word) {
                let start = from.saturating_sub(30);
                let end = (to + 30).min(masked.len());
                let context: String = text.chars().skip(start).take(end - start).collect();
                found.push(format!("{:?} ({}): …{context}…", word, self.term));
            }
        }
        found
    }
}

/// The rows of the glossary.
pub fn entries() -> Vec<Entry> {
    let md = include_str!("../../assets/locales/GLOSSARY.md");
    let mut out = Vec::new();
    for line in md.lines() {
        let Some(row) = line.strip_prefix('|') else {
            continue;
        };
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        if cells.len() < 5 || cells[0] == "term" || cells[0].starts_with("---") {
            continue;
        }
        out.push(Entry {
            term: cells[0].to_string(),
            lang: cells[1].to_string(),
            games: cells[2].split(',').map(|g| g.trim().to_string()).collect(),
            seed: ticked(cells[3]),
            avoid: ticked(cells[4]),
        });
    }
    out
}

/// The items in backticks of a cell.
fn ticked(cell: &str) -> Vec<String> {
    cell.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// Where `pattern` stands in `text` (char ranges): its words in order,
/// separated by white space, the first at the start of a word; a word
/// ending in `…` is a stem (any letters may follow), any other must end
/// where a word ends (if it ends in a letter or digit). A pattern with a
/// capital letter matches in that case only, any other in any case.
pub fn matches(text: &[char], pattern: &str) -> Vec<(usize, usize)> {
    let exact = pattern.chars().any(char::is_uppercase);
    let fold = |c: char| {
        if exact {
            c
        } else {
            c.to_lowercase().next().unwrap_or(c)
        }
    };
    let text_f: Vec<char> = text.iter().map(|&c| fold(c)).collect();
    let words: Vec<(Vec<char>, bool)> = pattern
        .split(' ')
        .filter(|w| !w.is_empty())
        .map(|w| {
            let stem = w.ends_with('…');
            (w.trim_end_matches('…').chars().map(fold).collect(), stem)
        })
        .collect();
    let word_char = |c: char| c.is_alphanumeric() || c == '\'' || c == '’';
    let mut out = Vec::new();
    for start in 0..text_f.len() {
        if start > 0 && word_char(text_f[start - 1]) {
            continue;
        }
        let mut pos = start;
        let mut ok = true;
        for (k, (lit, stem)) in words.iter().enumerate() {
            if text_f.len() < pos + lit.len() || text_f[pos..pos + lit.len()] != lit[..] {
                ok = false;
                break;
            }
            pos += lit.len();
            if *stem {
                while pos < text_f.len() && word_char(text_f[pos]) {
                    pos += 1;
                }
            } else if lit.last().is_some_and(|&c| word_char(c))
                && text_f.get(pos).is_some_and(|&c| word_char(c))
            {
                ok = false;
                break;
            }
            if k + 1 < words.len() {
                let before = pos;
                while pos < text_f.len() && text_f[pos].is_whitespace() {
                    pos += 1;
                }
                if pos == before {
                    ok = false;
                    break;
                }
            }
        }
        if ok {
            out.push((start, pos));
        }
    }
    out
}

/// The words the rows of `lang` about `game` mark not to use that `text`
/// (what the bot wrote in a game) holds.
pub fn misuses_in_game(lang: &str, game: &str, text: &str) -> Vec<String> {
    entries()
        .iter()
        .filter(|e| e.lang == lang && e.covers(game))
        .flat_map(|e| e.misuses(text))
        .collect()
}

/// Every message of a `.ftl` file: its id and its source text (the value,
/// its variants and placeables as written).
pub fn ftl_messages(ftl: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut open = false;
    for line in ftl.lines() {
        if line.starts_with(|c: char| c.is_ascii_lowercase()) && line.contains(" =") {
            let (id, rest) = line.split_once(" =").unwrap_or((line, ""));
            out.push((id.trim().to_string(), rest.to_string()));
            open = true;
        } else if open && line.starts_with([' ', '}']) {
            if let Some((_, text)) = out.last_mut() {
                text.push('\n');
                text.push_str(line);
            }
        } else {
            // A blank line or a comment ends a message.
            open = false;
        }
    }
    out
}
