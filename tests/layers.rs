//! Data flows one way (DESIGN.md): transport → core → (rules, store,
//! render) → outbox → transport. This test parses every file of `src/` with
//! `syn`, following the `mod` declarations from `lib.rs`, and fails when a
//! lower layer names a higher one, however it is written: a `use` (grouped
//! `use crate::{a, b}` or not), a path in the code (`crate::store::x(…)`,
//! `super::super::store`), or a path in a macro's tokens. Violations known
//! today are listed with the issue item that removes them, so any new one
//! fails. It also fails when SQL is written outside `src/store/`, when clap
//! is named outside the binary (`src/main.rs`, `src/cli.rs`), and when a
//! file of `src/` grows over 700 lines before its unit tests.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::{self, Visit};

fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).expect("read src dir") {
            let path = entry.expect("dir entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn src() -> PathBuf {
    root().join("src")
}

/// `src/rules/mod.rs` for a file of the crate.
fn shown(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .to_string_lossy()
        .replace('\\', "/")
}

// ------------------------------------------------------------ the reading

/// A module file still to read: where it is, which module it is, and
/// whether its submodules' files sit beside it (`lib.rs`, `mod.rs`, a
/// `#[path]` file) or in a directory named after it.
struct Pending {
    file: PathBuf,
    module: Vec<String>,
    beside: bool,
}

/// Everything one file names, resolved where the path says where it goes
/// (`crate::`, `self::`, `super::`, a top module named in `lib.rs`):
/// `["crate", "store", "Store"]`; other paths as written
/// (`["rusqlite", "params"]`).
struct Reader<'a> {
    file: &'a Path,
    beside: bool,
    /// The file's module and the inline modules (`mod tests { … }`) around
    /// the code being read.
    module: Vec<String>,
    /// How many of `module`'s names are inline modules of this file.
    inline: usize,
    top: &'a BTreeSet<String>,
    /// The names this file's `use`s bring in (`store` for
    /// `use crate::store::{self, Store}`), resolved: `store::chat(…)` in the
    /// code is `crate::store::chat`. Found by a first reading of the file.
    imported: BTreeMap<String, Vec<String>>,
    /// The first reading: only gathering `imported`.
    gathering: bool,
    refs: BTreeSet<Vec<String>>,
    children: Vec<Pending>,
}

impl Reader<'_> {
    fn resolve(&self, segs: &[String]) -> Vec<String> {
        let crate_path = |module: &[String], rest: &[String]| {
            let mut p = vec!["crate".to_string()];
            p.extend_from_slice(module);
            p.extend_from_slice(rest);
            p
        };
        match segs[0].as_str() {
            "crate" => segs.to_vec(),
            "self" => crate_path(&self.module, &segs[1..]),
            "super" => {
                let ups = segs.iter().take_while(|s| *s == "super").count();
                let keep = self.module.len().saturating_sub(ups);
                crate_path(&self.module[..keep], &segs[ups..])
            }
            first if self.module.is_empty() && self.top.contains(first) => crate_path(&[], segs),
            first => match self.imported.get(first) {
                Some(path) if path.first() != Some(&segs[0]) => {
                    let mut p = path.clone();
                    p.extend_from_slice(&segs[1..]);
                    p
                }
                _ => segs.to_vec(),
            },
        }
    }

    fn note(&mut self, segs: Vec<String>) {
        if self.gathering {
            return;
        }
        let relative = matches!(segs[0].as_str(), "crate" | "self" | "super")
            || self.imported.contains_key(&segs[0]);
        if segs.len() >= 2 || relative {
            let path = self.resolve(&segs);
            self.refs.insert(path);
        }
    }

    /// Every path a `use` tree names, groups and renames included.
    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.use_tree(prefix, &p.tree);
                prefix.pop();
            }
            syn::UseTree::Name(n) => {
                let mut full = prefix.clone();
                if n.ident != "self" {
                    full.push(n.ident.to_string());
                }
                if let Some(name) = full.last().cloned() {
                    self.import(name, &full);
                    self.note(full);
                }
            }
            syn::UseTree::Rename(r) => {
                let mut full = prefix.clone();
                if r.ident != "self" {
                    full.push(r.ident.to_string());
                }
                if !full.is_empty() {
                    self.import(r.rename.to_string(), &full);
                    self.note(full);
                }
            }
            syn::UseTree::Glob(_) => {
                if !prefix.is_empty() {
                    self.note(prefix.clone());
                }
            }
            syn::UseTree::Group(g) => {
                for t in &g.items {
                    self.use_tree(prefix, t);
                }
            }
        }
    }

    /// Remembers the name a `use` brings in, in the first reading.
    fn import(&mut self, name: String, path: &[String]) {
        if self.gathering && name != "_" {
            let resolved = self.resolve(path);
            self.imported.insert(name, resolved);
        }
    }

    /// Paths written in a macro's tokens (`a::b::c`, `$crate::i18n::x`):
    /// the macro's input is not Rust syntax until it is expanded.
    fn tokens(&mut self, tokens: TokenStream) {
        let mut path: Vec<String> = Vec::new();
        let mut colons = 0;
        let flush = |me: &mut Self, path: &mut Vec<String>| {
            if !path.is_empty() {
                me.note(std::mem::take(path));
            }
        };
        for tt in tokens {
            match tt {
                TokenTree::Ident(i) => {
                    if colons == 2 && !path.is_empty() {
                        path.push(i.to_string());
                    } else {
                        flush(self, &mut path);
                        path.push(i.to_string());
                    }
                    colons = 0;
                }
                TokenTree::Punct(p) if p.as_char() == ':' && colons < 2 => colons += 1,
                TokenTree::Group(g) => {
                    flush(self, &mut path);
                    colons = 0;
                    self.tokens(g.stream());
                }
                _ => {
                    flush(self, &mut path);
                    colons = 0;
                }
            }
        }
        flush(self, &mut path);
    }
}

impl<'ast> Visit<'ast> for Reader<'_> {
    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        self.use_tree(&mut Vec::new(), &u.tree);
    }

    fn visit_path(&mut self, p: &'ast syn::Path) {
        let segs: Vec<String> = p.segments.iter().map(|s| s.ident.to_string()).collect();
        if !segs.is_empty() {
            self.note(segs);
        }
        visit::visit_path(self, p);
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        self.tokens(m.tokens.clone());
        visit::visit_macro(self, m);
    }

    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        let name = m.ident.to_string();
        if m.content.is_some() {
            self.module.push(name);
            self.inline += 1;
            visit::visit_item_mod(self, m);
            self.inline -= 1;
            self.module.pop();
            return;
        }
        let mut module = self.module.clone();
        module.push(name.clone());
        let explicit = m.attrs.iter().find_map(|a| match &a.meta {
            syn::Meta::NameValue(nv) if nv.path.is_ident("path") => match &nv.value {
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) => Some(s.value()),
                _ => None,
            },
            _ => None,
        });
        let here = self.file.parent().expect("a file's directory");
        let pending = if let Some(p) = explicit.filter(|_| self.inline == 0) {
            Pending {
                file: here.join(p),
                module,
                beside: true,
            }
        } else {
            let mut dir = here.to_path_buf();
            if !self.beside {
                dir.push(self.file.file_stem().expect("a file name"));
            }
            let depth = self.module.len();
            for inline in &self.module[depth - self.inline..] {
                dir.push(inline);
            }
            let flat = dir.join(format!("{name}.rs"));
            if flat.exists() {
                Pending {
                    file: flat,
                    module,
                    beside: false,
                }
            } else {
                Pending {
                    file: dir.join(&name).join("mod.rs"),
                    module,
                    beside: true,
                }
            }
        };
        self.children.push(pending);
        visit::visit_item_mod(self, m);
    }
}

/// Every file of the library reached from `lib.rs` (and `main.rs`, the
/// binary's root), with the paths it names.
fn read_crate() -> BTreeMap<String, BTreeSet<Vec<String>>> {
    let src = src();
    let lib = syn::parse_file(&std::fs::read_to_string(src.join("lib.rs")).expect("lib.rs"))
        .expect("lib.rs parses");
    let top: BTreeSet<String> = lib
        .items
        .iter()
        .filter_map(|i| match i {
            syn::Item::Mod(m) => Some(m.ident.to_string()),
            _ => None,
        })
        .collect();
    let mut out = BTreeMap::new();
    let mut pending: Vec<Pending> = ["lib.rs", "main.rs"]
        .iter()
        .map(|f| Pending {
            file: src.join(f),
            module: Vec::new(),
            beside: true,
        })
        .collect();
    while let Some(p) = pending.pop() {
        let text = std::fs::read_to_string(&p.file)
            .unwrap_or_else(|e| panic!("{}: {e}", p.file.display()));
        let ast = syn::parse_file(&text)
            .unwrap_or_else(|e| panic!("{} does not parse: {e}", p.file.display()));
        let mut reader = Reader {
            file: &p.file,
            beside: p.beside,
            module: p.module.clone(),
            inline: 0,
            top: &top,
            imported: BTreeMap::new(),
            gathering: true,
            refs: BTreeSet::new(),
            children: Vec::new(),
        };
        reader.visit_file(&ast);
        reader.gathering = false;
        reader.children.clear();
        reader.visit_file(&ast);
        pending.append(&mut reader.children);
        out.insert(shown(&p.file), reader.refs);
    }
    out
}

// ------------------------------------------------------------ the layers

/// Files under `under` (a directory ending in `/`, or one file) must not
/// name any of `not`: a module of the crate (`crate::store`) or another
/// crate (`rusqlite`).
struct Rule {
    under: &'static str,
    not: &'static [&'static str],
}

const RULES: &[Rule] = &[
    // The rules describe boards as `crate::view::View`s and never name the
    // renderer; the arrow goes the other way: `render/` may read the rules
    // (`boardbot render` checks a game's name against `rules::GAMES`). Their
    // unit tests too: drawing the views they build is tests/render.rs' job.
    Rule {
        under: "src/rules/",
        not: &[
            "crate::engine",
            "crate::core",
            "crate::store",
            "crate::telegram",
            "crate::console",
            "crate::message",
            "crate::web",
            "crate::render",
            "rusqlite",
            "teloxide",
        ],
    },
    // The computer opponents: pure like the rules (a game in, a text out).
    Rule {
        under: "src/engine/",
        not: &[
            "crate::core",
            "crate::store",
            "crate::telegram",
            "crate::console",
            "crate::message",
            "crate::render",
            "crate::web",
            "rusqlite",
            "teloxide",
            "tokio",
        ],
    },
    Rule {
        under: "src/render/",
        not: &[
            "crate::core",
            "crate::store",
            "crate::telegram",
            "crate::web",
            "rusqlite",
        ],
    },
    Rule {
        under: "src/store/",
        not: &[
            "crate::core",
            "crate::telegram",
            "crate::console",
            "crate::web",
            "teloxide",
        ],
    },
    // Plain data: what the core hands to a transport. It holds board views
    // (`crate::view`) but never draws them: the deliverer does
    // (`core::draw`).
    Rule {
        under: "src/message.rs",
        not: &[
            "crate::core",
            "crate::store",
            "crate::telegram",
            "crate::render",
            "rusqlite",
        ],
    },
    Rule {
        under: "src/records.rs",
        not: &["crate::core", "crate::store", "crate::telegram", "rusqlite"],
    },
    // A transport like Telegram: it talks to the core only.
    Rule {
        under: "src/console.rs",
        not: &["crate::store", "rusqlite"],
    },
];

/// Violations found today, each removed by an item of an issue: the file,
/// the path it names, and what removes it. Anything not listed fails.
const KNOWN: &[(&str, &str, &str)] = &[];

fn starts_with(path: &[String], prefix: &str) -> bool {
    let prefix: Vec<&str> = prefix.split("::").collect();
    path.len() >= prefix.len() && path.iter().zip(&prefix).all(|(a, b)| a == b)
}

fn applies(rule: &Rule, file: &str) -> bool {
    if rule.under.ends_with('/') {
        file.starts_with(rule.under)
    } else {
        file == rule.under
    }
}

/// Every `(file, item)` against the layers: the item of the forbidden
/// module the file names (`crate::store::chat` for `store::chat(…)`,
/// `crate::render::View` for `View::empty()` too).
fn violations(read: &BTreeMap<String, BTreeSet<Vec<String>>>) -> BTreeSet<(String, String)> {
    let mut bad = BTreeSet::new();
    for (file, refs) in read {
        for rule in RULES.iter().filter(|r| applies(r, file)) {
            for path in refs {
                if let Some(n) = rule.not.iter().find(|n| starts_with(path, n)) {
                    let item = n.split("::").count() + 1;
                    let shown = path[..item.min(path.len())].join("::");
                    bad.insert((file.clone(), shown));
                }
            }
        }
        // The leaves under everything: the languages (the rules write
        // references to its messages) and the board views (the rules fill
        // them in, the renderer draws them, the outbox stores them), which
        // may name only the languages. i18n's macros, `t!` and `text!`,
        // live at the crate's root and call each other there.
        let allowed: &[&str] = if file == "src/i18n.rs" || file.starts_with("src/i18n/") {
            &["crate::i18n", "crate::t", "crate::text"]
        } else if file == "src/view.rs" {
            &["crate::view", "crate::i18n", "crate::t", "crate::text"]
        } else {
            continue;
        };
        // (A bare `crate` is a visibility, `pub(crate)`: it names nothing.)
        for path in refs.iter().filter(|p| p.len() > 1) {
            if path[0] == "crate" && !allowed.iter().any(|a| starts_with(path, a)) {
                bad.insert((file.clone(), path.join("::")));
            }
        }
    }
    bad
}

#[test]
fn lower_layers_do_not_name_higher_ones() {
    let read = read_crate();
    let known: BTreeSet<(String, String)> = KNOWN
        .iter()
        .map(|(f, p, _)| (f.to_string(), p.to_string()))
        .collect();
    let new: Vec<String> = violations(&read)
        .into_iter()
        .filter(|v| !known.contains(v))
        .map(|(f, p)| format!("{f} names {p}"))
        .collect();
    assert!(
        new.is_empty(),
        "against the flow of the layers:\n{}",
        new.join("\n")
    );
}

/// A known violation that is gone is taken off the list, so it cannot come
/// back unnoticed.
#[test]
fn known_exceptions_still_exist() {
    let found = violations(&read_crate());
    let gone: Vec<String> = KNOWN
        .iter()
        .filter(|(f, p, _)| !found.contains(&(f.to_string(), p.to_string())))
        .map(|(f, p, why)| format!("{f} names {p} ({why})"))
        .collect();
    assert!(
        gone.is_empty(),
        "fixed: remove from KNOWN in tests/layers.rs:\n{}",
        gone.join("\n")
    );
}

/// The reader sees every file and every way of naming a module: the
/// checks above would pass on a reader that sees nothing.
#[test]
fn the_reader_sees_every_file_and_every_form_of_path() {
    let read = read_crate();
    let files: BTreeSet<String> = sources(&src()).iter().map(|p| shown(p)).collect();
    let reached: BTreeSet<String> = read.keys().cloned().collect();
    assert_eq!(
        reached, files,
        "every file of src/ is a module reached from lib.rs"
    );
    assert!(read.keys().filter(|f| f.starts_with("src/rules/")).count() > 20);
    assert!(read.keys().filter(|f| f.starts_with("src/engine/")).count() >= 5);

    let names = |file: &str, path: &str| {
        let want: Vec<String> = path.split("::").map(String::from).collect();
        read[file].contains(&want)
    };
    // A plain `use`, a grouped one, `super::`, a path inline in the code,
    // one inside a macro, and another crate.
    assert!(names(
        "src/rules/chpok/features.rs",
        "crate::rules::chess::Rules"
    ));
    assert!(names("src/core/transport.rs", "crate::store::Status"));
    assert!(names("src/core/transport.rs", "crate::store::chat"));
    assert!(names(
        "src/rules/chess/notation/letters_tests.rs",
        "crate::rules::chess::notation::letters"
    ));
    assert!(names("src/telegram/mod.rs", "crate::core::draw"));
    assert!(names("src/i18n.rs", "crate::i18n::Tr::new"));
    assert!(names("src/view.rs", "crate::i18n::word_text"));
    assert!(read["src/store/mod.rs"].iter().any(|p| p[0] == "rusqlite"));
}

// ------------------------------------------------------------ SQL

/// The code of a file without its comments (doc comments may name any
/// module).
fn code(path: &Path) -> String {
    let text = std::fs::read_to_string(path).expect("read source");
    text.lines()
        .map(|l| match l.find("//") {
            Some(i) => &l[..i],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every `(file, needle)` where a file under `dir` contains a needle.
fn offenders(dir: &Path, needles: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for file in sources(dir) {
        let code = code(&file);
        for n in needles {
            if code.contains(n) {
                found.push(format!("{} uses {n}", file.display()));
            }
        }
    }
    found
}

#[test]
fn sql_lives_in_the_store() {
    let src = src();
    let mut bad = Vec::new();
    for dir in ["core", "telegram", "rules", "render"] {
        bad.extend(offenders(
            &src.join(dir),
            &[
                "\"SELECT ",
                "\"UPDATE ",
                "\"INSERT ",
                "\"DELETE ",
                "PRAGMA ",
            ],
        ));
    }
    for file in ["console.rs", "bench.rs", "main.rs", "message.rs"] {
        let code = code(&src.join(file));
        for n in [
            "\"SELECT ",
            "\"UPDATE ",
            "\"INSERT ",
            "\"DELETE ",
            "PRAGMA ",
        ] {
            if code.contains(n) {
                bad.push(format!("src/{file} uses {n}"));
            }
        }
    }
    assert!(bad.is_empty(), "SQL outside src/store:\n{}", bad.join("\n"));
}

/// The command line is the binary's: clap's structs live in `src/main.rs`
/// and `src/cli.rs`, and the library's commands take plain option structs.
/// (Read as text: a derive's or an attribute's arguments are not paths to
/// the syntax reader above.)
#[test]
fn the_command_line_is_parsed_in_the_binary_only() {
    let src = src();
    let found = offenders(&src, &["clap", "#[arg(", "#[command("]);
    let binary = [src.join("main.rs"), src.join("cli.rs")].map(|f| format!("{} ", f.display()));
    let (seen, bad): (Vec<String>, Vec<String>) = found
        .into_iter()
        .partition(|o| binary.iter().any(|b| o.starts_with(b)));
    assert!(bad.is_empty(), "clap in the library:\n{}", bad.join("\n"));
    // The check reads the binary's files: it would pass on an empty tree.
    assert!(seen.iter().any(|o| o.starts_with(&binary[1])), "{seen:?}");
}

/// The SQL check above would pass on an empty tree: make sure it reads code.
#[test]
fn the_sql_check_sees_the_sources() {
    let src = src();
    assert!(!offenders(&src.join("store"), &["\"SELECT "]).is_empty());
}

// ------------------------------------------------------------ room sizes

/// Files over the limit today, each to be split by an item of an issue
/// (empty since #29 item 6: a file that grows past the limit is split, not
/// listed).
const LONG: &[(&str, &str)] = &[];

/// The most lines a file of `src/` holds before its unit-test module.
const MAX_LINES: usize = 700;

/// Lines of a file before its `#[cfg(test)]` module (all of them if it
/// has none), as `awk '/^#\[cfg\(test\)\]/{exit} {c++}'` counts them.
fn lines_before_tests(path: &Path) -> usize {
    let text = std::fs::read_to_string(path).expect("read source");
    text.lines()
        .take_while(|l| !l.starts_with("#[cfg(test)]"))
        .count()
}

/// Every file of `src/` over [`MAX_LINES`] before its unit tests, but the
/// chess kernel's (`src/rules/chess/`) and test files (`*tests.rs`).
fn long_files() -> BTreeMap<String, usize> {
    sources(&src())
        .iter()
        .map(|p| (shown(p), lines_before_tests(p)))
        .filter(|(f, n)| {
            *n > MAX_LINES && !f.starts_with("src/rules/chess/") && !f.ends_with("tests.rs")
        })
        .collect()
}

/// No room of `src/` over 700 lines outside the chess kernel and unit
/// tests: a longer file holds several things, each wanting a name.
#[test]
fn no_room_is_over_700_lines() {
    let long = long_files();
    let new: Vec<String> = long
        .iter()
        .filter(|(f, _)| !LONG.iter().any(|(l, _)| l == f))
        .map(|(f, n)| format!("{f}: {n} lines"))
        .collect();
    assert!(
        new.is_empty(),
        "over {MAX_LINES} lines before the unit tests (split into modules named for what they hold):\n{}",
        new.join("\n")
    );
    let split: Vec<String> = LONG
        .iter()
        .filter(|(f, _)| !long.contains_key(*f))
        .map(|(f, why)| format!("{f} ({why})"))
        .collect();
    assert!(
        split.is_empty(),
        "short now: remove from LONG in tests/layers.rs:\n{}",
        split.join("\n")
    );
}

/// The count above is the one the issue gives (`awk` up to the first
/// `#[cfg(test)]`), and it sees long files (the unit-test files are).
#[test]
fn the_size_check_counts_lines_before_the_tests() {
    let counted = sources(&src())
        .iter()
        .map(|p| lines_before_tests(p))
        .max()
        .unwrap_or(0);
    assert!(counted > MAX_LINES, "the longest file has {counted} lines");
    let send = src().join("telegram/send.rs");
    let all = std::fs::read_to_string(&send)
        .expect("send.rs")
        .lines()
        .count();
    assert!(
        lines_before_tests(&send) < all,
        "send.rs has unit tests after its code"
    );
}
