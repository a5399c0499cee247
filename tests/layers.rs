//! Data flows one way (DESIGN.md): transport → core → (rules, store,
//! render) → outbox → transport. This test reads the sources and fails when
//! a lower layer imports a higher one, or when SQL is written outside
//! `src/store/`.

use std::path::{Path, PathBuf};

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

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

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
fn lower_layers_do_not_import_higher_ones() {
    let src = src();
    let mut bad = Vec::new();
    bad.extend(offenders(
        &src.join("rules"),
        &[
            "crate::engine",
            "crate::core",
            "crate::store",
            "crate::telegram",
            "crate::console",
            "crate::message",
            "rusqlite",
            "teloxide",
        ],
    ));
    // The computer opponents: pure like the rules (a game in, a text out).
    bad.extend(offenders(
        &src.join("engine"),
        &[
            "crate::core",
            "crate::store",
            "crate::telegram",
            "crate::console",
            "crate::message",
            "crate::render",
            "rusqlite",
            "teloxide",
            "tokio",
        ],
    ));
    bad.extend(offenders(
        &src.join("render"),
        &["crate::core", "crate::store", "crate::telegram", "rusqlite"],
    ));
    bad.extend(offenders(
        &src.join("store"),
        &[
            "crate::core",
            "crate::telegram",
            "crate::console",
            "teloxide",
        ],
    ));
    for leaf in ["message.rs", "records.rs"] {
        let code = code(&src.join(leaf));
        for n in ["crate::core", "crate::store", "crate::telegram", "rusqlite"] {
            if code.contains(n) {
                bad.push(format!("src/{leaf} uses {n}"));
            }
        }
    }
    // The languages: a leaf under everything (the rules write references
    // to its messages).
    let i18n = code(&src.join("i18n.rs")).replace("$crate::i18n", "");
    if i18n.contains("crate::") {
        bad.push("src/i18n.rs uses another module of the crate".to_string());
    }
    assert!(
        bad.is_empty(),
        "imports against the flow:\n{}",
        bad.join("\n")
    );
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

/// The checks above would pass on an empty tree: make sure they read code.
#[test]
fn the_checks_see_the_sources() {
    let src = src();
    assert!(sources(&src.join("rules")).len() > 20);
    assert!(sources(&src.join("engine")).len() >= 5);
    assert!(!offenders(&src.join("store"), &["rusqlite"]).is_empty());
    assert!(!offenders(&src.join("core"), &["crate::store"]).is_empty());
}
