//! Driving the `boardbot console` binary from tests: each `Bot` is a fresh
//! database in a temporary directory; scripts go in whole, and the output is
//! cut into sections at `~echo` markers.
#![allow(dead_code)] // each test file uses a part of the harness

pub mod glossary;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

pub struct Bot {
    dir: tempfile::TempDir,
}

impl Bot {
    pub fn new() -> Bot {
        Bot {
            dir: tempfile::tempdir().expect("temp dir"),
        }
    }

    pub fn db(&self) -> PathBuf {
        self.dir.path().join("bot.db")
    }

    pub fn images(&self) -> PathBuf {
        self.dir.path().join("images")
    }

    pub fn command(&self) -> Command {
        let mut c = Command::new(env!("CARGO_BIN_EXE_boardbot"));
        c.arg("console")
            .arg("--db")
            .arg(self.db())
            .arg("--images")
            .arg(self.images())
            .arg("--seed")
            .arg("7")
            .env_remove("BOARDBOT_DB")
            .current_dir(self.dir.path());
        c
    }

    /// Runs a whole script and returns standard output, with the images
    /// directory written as `IMAGES`.
    pub fn run(&self, script: &str) -> String {
        let mut child = self
            .command()
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start console");
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(script.as_bytes())
            .expect("write script");
        let out = child.wait_with_output().expect("console output");
        assert!(
            out.status.success(),
            "console failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        normalize(&String::from_utf8_lossy(&out.stdout), &self.images())
    }
}

pub fn normalize(text: &str, images: &Path) -> String {
    text.replace(&images.display().to_string(), "IMAGES")
}

/// The blocks between `~~ name` markers: `section(out, "x")` is what the bot
/// answered to the lines after `~echo x` and before the next marker.
pub fn section<'a>(out: &'a str, name: &str) -> &'a str {
    let start_marker = format!("~~ {name}\n");
    let start = out
        .find(&start_marker)
        .unwrap_or_else(|| panic!("no marker {name} in:\n{out}"))
        + start_marker.len();
    let rest = &out[start..];
    match rest.find("~~ ") {
        Some(end) => &rest[..end],
        None => rest,
    }
}

/// The `/board text` grid inside an answer: the lines that start with a rank
/// number, and the file letters line.
pub fn grid(answer: &str) -> String {
    answer
        .lines()
        .map(|l| l.strip_prefix("   ").unwrap_or(l))
        .filter(|l| {
            let t = l.trim_start();
            t.chars().next().is_some_and(|c| c.is_ascii_digit()) || t.starts_with("a ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Reads the console's output until the marker line `~~ name` appears.
pub fn read_until(lines: &mut impl Iterator<Item = std::io::Result<String>>, name: &str) -> String {
    let mut seen = String::new();
    for line in lines {
        let line = line.expect("read");
        if line == format!("~~ {name}") {
            return seen;
        }
        seen.push_str(&line);
        seen.push('\n');
    }
    panic!("console ended before ~~ {name}:\n{seen}");
}

pub fn kill9(child: &mut Child) {
    // SIGKILL: no chance to clean up, as in a crash.
    child.kill().expect("kill");
    child.wait().expect("wait");
}

/// The invite codes the bot gave in `out` (`… /join CODE …`), in order.
pub fn invite_codes(out: &str) -> Vec<String> {
    out.split("/join ")
        .skip(1)
        .filter_map(|s| s.split_whitespace().next().map(str::to_string))
        .collect()
}

/// The first invite code in `out`.
pub fn invite_code(out: &str) -> String {
    invite_codes(out)
        .into_iter()
        .next()
        .unwrap_or_else(|| panic!("no invite code in {out}"))
}

/// `out` without what group life adds around the announcements: the game
/// header a private chat (`Kriegspiel #1 vs bob: `) or the group of a game
/// with private views (`Kriegspiel #1, alice (White): `) gets before the
/// first line, and the edits that remove old buttons. For tests about what
/// the games announce; `tests/group_life.rs` checks the headers themselves.
pub fn unheaded(out: &str) -> String {
    let mut lines = Vec::new();
    for line in out.lines() {
        if line.starts_with(">> ") && line.contains(" (edit): ") {
            continue;
        }
        let Some(rest) = line.strip_prefix(">> ") else {
            lines.push(line.to_string());
            continue;
        };
        let Some((chat, text)) = rest.split_once(": ") else {
            lines.push(line.to_string());
            continue;
        };
        lines.push(format!(">> {chat}: {}", strip_header(text)));
    }
    let mut joined = lines.join("\n");
    if out.ends_with('\n') {
        joined.push('\n');
    }
    joined
}

fn strip_header(text: &str) -> &str {
    for kind in boardbot::rules::GAMES {
        let Some(rest) = text
            .strip_prefix(kind.title_en)
            .and_then(|r| r.strip_prefix(" #"))
        else {
            continue;
        };
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let rest = &rest[digits..];
        if digits == 0 || !(rest.starts_with(" vs ") || rest.starts_with(", ")) {
            continue;
        }
        if let Some((_, after)) = rest.split_once(": ") {
            return after;
        }
    }
    text
}

/// [`Bot::run`] read through [`unheaded`].
pub fn run_plain(bot: &Bot, script: &str) -> String {
    unheaded(&bot.run(script))
}

/// The first message of an answer: its `>> ` block without the blocks that
/// follow (a record's text without the file sent after it).
pub fn first_block(answer: &str) -> &str {
    let start = answer.find(">> ").unwrap_or(0);
    match answer[start + 3..].find("\n>> ") {
        Some(end) => &answer[..start + 3 + end + 1],
        None => answer,
    }
}

/// Whether `word` stands in `text` as a word of its own: no letter or digit
/// before it, none (nor `=`, as in `e8=Q`) after it. For the tests that no
/// English leaks into another language's output.
pub fn has_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric)
            && !after.is_some_and(|c| c.is_alphanumeric() || c == '=')
    })
}

/// The text of the first file an answer sent as a document (`[document
/// PATH]`): a game record.
pub fn document(bot: &Bot, answer: &str) -> String {
    let path = answer
        .lines()
        .find_map(|l| l.trim().strip_prefix("[document ")?.strip_suffix(']'))
        .unwrap_or_else(|| panic!("no document in:\n{answer}"));
    let path = path.replace("IMAGES", &bot.images().display().to_string());
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}
