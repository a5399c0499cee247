//! Nothing a Kriegspiel player (or the group) is sent may depend on the
//! other side's hidden men beyond the announcements.
//!
//! The property is tested on pairs of games. Game A is random. Game B
//! follows it: the observed player types exactly the same texts in both,
//! while the opponent plays, in B, *different* moves that the referee
//! announces with exactly the same words (and, in wild16, makes different
//! illegal attempts, which nobody else hears). As long as the two games
//! are indistinguishable by what the observer heard, every byte the
//! observer and the group are sent must be the same in both: the notes,
//! the refusals (also of garbage and ambiguous texts), the status caption,
//! `/board text`, `/moves`, the buttons, the picture's `View` and its PNG
//! bytes. A few pairs are also played through the console binary and the
//! observer's and the group's transcripts compared byte for byte.

mod support;

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use boardbot::render;
use boardbot::rules::chess::{Kind, Move, MoveKind, Square};
use boardbot::rules::kriegspiel::{Kriegspiel, RuleSet};
use boardbot::rules::{Audience, Game, Played, Refusal, Seat, TestCtx, Viewer};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use support::*;

fn play(g: &mut Kriegspiel, seat: Seat, text: &str) -> Result<Played, Refusal> {
    g.play(seat, text, &mut TestCtx::new(3).ctx())
}

fn ask_any(g: &mut Kriegspiel, seat: Seat) -> Result<Played, Refusal> {
    g.command(seat, "any", "", &mut TestCtx::new(3).ctx())
}

/// What `viewer` is sent of an action's result: the notes it hears (or
/// the refusal, for the player who typed it), whether a board follows,
/// and the result.
fn heard(r: &Result<Played, Refusal>, viewer: Viewer) -> String {
    match r {
        Err(e) => format!("refused: {e}"),
        Ok(p) => {
            let notes: Vec<&str> = p
                .notes
                .iter()
                .filter(|n| match (n.to, viewer) {
                    (Audience::All, _) => true,
                    (Audience::Seat(s), Viewer::Seat(v)) => s == v,
                    (Audience::Seat(_), Viewer::Public) => false,
                })
                .map(|n| n.text.as_str())
                .collect();
            format!("{notes:?} board={} outcome={:?}", p.board, p.outcome)
        }
    }
}

fn long(m: Move) -> String {
    let promo = m
        .promotion()
        .map(|k| k.letter().to_ascii_lowercase().to_string())
        .unwrap_or_default();
    match m.kind {
        MoveKind::Castle => {
            if m.to.file() > m.from.file() {
                "O-O".into()
            } else {
                "O-O-O".into()
            }
        }
        _ => format!("{}{}{promo}", m.from, m.to),
    }
}

/// Texts that are never attempts or that the own board decides (garbage,
/// bad squares, ambiguous SAN): answered the same in both games.
const PROBES: &[&str] = &[
    "hello", "e9", "Nd2", "Nc3", "Rd1", "N@e4", "b2<>d4", "", "Qxx", "O-O-O-O", "e4",
];

/// A random text for the side to move in `g`: a legal move, a man sent
/// anywhere along its lines or to any square, a pawn diagonal, some SAN.
fn random_text(g: &Kriegspiel, rng: &mut StdRng) -> String {
    let pos = g.position();
    let me = pos.side_to_move();
    let roll = rng.random_range(0..100);
    if roll < 45 {
        let moves = pos.moves();
        if let Some(&m) = moves.get(rng.random_range(0..moves.len().max(1))) {
            return long(m);
        }
    }
    let own: Vec<(Square, Kind)> = pos
        .pieces()
        .filter(|(_, p)| p.color == me)
        .map(|(s, p)| (s, p.kind))
        .collect();
    let (from, kind) = own[rng.random_range(0..own.len())];
    if roll < 60 && kind == Kind::Pawn {
        let dr = if me == Seat::White { 1 } else { -1 };
        let df = if rng.random_bool(0.5) { 1 } else { -1 };
        if let Some(to) = from.offset(df, dr).filter(|s| s.file() < 8 && s.rank() < 8) {
            return format!("{from}{to}");
        }
    }
    if roll < 70 {
        return [
            "Nf3", "Nc6", "O-O", "O-O-O", "Qh5", "Bb5", "exd5", "e5", "Ke2", "Rd8",
        ][rng.random_range(0..10)]
        .to_string();
    }
    let to = Square::new(rng.random_range(0..8), rng.random_range(0..8)).unwrap_or(from);
    if to == from {
        return "a1a2".into();
    }
    format!("{from}{to}")
}

/// An illegal attempt for the side to move in `g`, if one is found.
fn illegal_text(g: &Kriegspiel, rng: &mut StdRng) -> Option<String> {
    let seat = g.to_move()?;
    for _ in 0..40 {
        let t = random_text(g, rng);
        let mut probe = g.clone();
        if let Ok(p) = play(&mut probe, seat, &t) {
            if !p.board {
                return Some(t);
            }
        }
    }
    None
}

/// Everything `viewer` may be shown of `g` now, as bytes to compare.
fn shown(g: &Kriegspiel, viewer: Viewer, png: bool) -> String {
    let mut out = format!(
        "status:\n{}\nboard:\n{}\nmoves:\n{}\nexport:\n{}\n",
        g.status(viewer),
        g.board_text(viewer),
        g.moves(viewer),
        g.export(""),
    );
    match g.view(viewer) {
        None => out += "view: none\n",
        Some(v) => {
            out += &format!("view: {v:?}\n");
            if png {
                let bytes = render::png(&v, 48);
                let mut h = DefaultHasher::new();
                bytes.hash(&mut h);
                out += &format!("png: {} bytes, hash {:x}\n", bytes.len(), h.finish());
            }
        }
    }
    if let Viewer::Seat(s) = viewer {
        out += &format!("choices: {:?}\n", g.choices(s));
        if g.to_move() == Some(s) {
            for probe in PROBES {
                let mut c = g.clone();
                let r = play(&mut c, s, probe);
                // Attempts may rightly be answered differently; refusals
                // and the buttons after them may not.
                if let Err(e) = &r {
                    out += &format!(
                        "probe {probe}: {e} {:?}\n",
                        g.choices_after_refusal(s, probe)
                    );
                } else {
                    out += &format!("probe {probe}: an attempt\n");
                }
            }
        }
    }
    out
}

#[derive(Default, Debug)]
struct Tally {
    steps: usize,
    hidden_differs: usize,
    opponent_moves_differ: usize,
    unheard_attempts: usize,
}

/// Builds the pair for `seed` and checks it; returns how far it went.
fn check_pair(seed: u64, english: bool, observer: Seat, max_plies: usize) -> Tally {
    let mut rng = StdRng::seed_from_u64(seed);
    let rules = if english {
        RuleSet::English
    } else {
        RuleSet::Wild16
    };
    let mut a = Kriegspiel::new(rules);
    let mut b = Kriegspiel::new(rules);
    let mut tally = Tally::default();
    let me = Viewer::Seat(observer);
    let compare = |a: &Kriegspiel, b: &Kriegspiel, step: usize, png: bool, what: &str| {
        for v in [me, Viewer::Public] {
            let (sa, sb) = (shown(a, v, png), shown(b, v, png));
            assert_eq!(
                sa,
                sb,
                "seed {seed}, step {step} ({what}), {v:?} sees a difference.\nA: {:?}\nB: {:?}",
                a.position(),
                b.position()
            );
        }
    };
    let mut plies = 0;
    let mut step = 0;
    while plies < max_plies && step < 4 * max_plies {
        let Some(turn) = a.to_move() else { break };
        step += 1;
        tally.steps += 1;
        tally.hidden_differs += (a.position() != b.position()) as usize;
        let png = step % 5 == 0;
        if turn == observer {
            // The observer types the same text in both games, one that
            // does not tell them apart (tried on copies first).
            let ask = english && rng.random_range(0..10) == 0;
            let mut text = random_text(&a, &mut rng);
            for _ in 0..30 {
                let (mut ca, mut cb) = (a.clone(), b.clone());
                if heard(&play(&mut ca, turn, &text), me) == heard(&play(&mut cb, turn, &text), me)
                {
                    break;
                }
                text = random_text(&a, &mut rng);
            }
            let (ra, rb) = if ask {
                (ask_any(&mut a, turn), ask_any(&mut b, turn))
            } else {
                (play(&mut a, turn, &text), play(&mut b, turn, &text))
            };
            let (ha, hb) = (heard(&ra, me), heard(&rb, me));
            if ra.is_err() || rb.is_err() {
                // Whether and why a text is refused is never hidden.
                assert_eq!(ha, hb, "seed {seed}, step {step}: refusal of {text}");
            }
            if ha != hb {
                // The observer learnt something that tells the games apart.
                break;
            }
            assert_eq!(heard(&ra, Viewer::Public), heard(&rb, Viewer::Public));
            if ra.as_ref().is_ok_and(|p| p.board) {
                plies += 1;
            }
            compare(&a, &b, step, png, &format!("observer typed {text}"));
            continue;
        }
        // The opponent: a few illegal attempts, then a legal move.
        let tries = rng.random_range(0..3);
        if english {
            // Heard by everybody: B must make as many.
            for _ in 0..tries {
                let (Some(ta), Some(tb)) = (illegal_text(&a, &mut rng), illegal_text(&b, &mut rng))
                else {
                    break;
                };
                let (ra, rb) = (play(&mut a, turn, &ta), play(&mut b, turn, &tb));
                assert_eq!(heard(&ra, me), heard(&rb, me), "seed {seed}");
                compare(&a, &b, step, png, "opponent's No");
            }
        } else {
            // Heard by nobody but the opponent: A and B differ freely.
            for _ in 0..tries {
                if let Some(ta) = illegal_text(&a, &mut rng) {
                    let ra = play(&mut a, turn, &ta);
                    assert_eq!(heard(&ra, me), heard(&Ok(Played::default()), me));
                    assert_eq!(heard(&ra, Viewer::Public), "[] board=false outcome=None");
                    tally.unheard_attempts += 1;
                }
            }
            for _ in 0..rng.random_range(0..3) {
                if let Some(tb) = illegal_text(&b, &mut rng) {
                    let rb = play(&mut b, turn, &tb);
                    assert_eq!(heard(&rb, Viewer::Public), "[] board=false outcome=None");
                }
            }
            compare(&a, &b, step, png, "opponent's unheard attempts");
        }
        let moves = a.position().moves();
        let ma = moves[rng.random_range(0..moves.len())];
        let ra = play(&mut a, turn, &long(ma));
        assert!(ra.as_ref().is_ok_and(|p| p.board), "seed {seed}: {ma:?}");
        let want = heard(&ra, me);
        // In B: a move announced with the same words, another one if any.
        let mut same: Vec<Move> = b
            .position()
            .moves()
            .into_iter()
            .filter(|&m| {
                let mut probe = b.clone();
                heard(&play(&mut probe, turn, &long(m)), me) == want
            })
            .collect();
        if same.is_empty() {
            break;
        }
        let differ: Vec<Move> = same
            .iter()
            .copied()
            .filter(|m| (m.from, m.to) != (ma.from, ma.to))
            .collect();
        if !differ.is_empty() {
            same = differ;
            tally.opponent_moves_differ += 1;
        }
        let mb = same[rng.random_range(0..same.len())];
        let rb = play(&mut b, turn, &long(mb));
        assert_eq!(heard(&rb, me), want);
        assert_eq!(heard(&rb, Viewer::Public), heard(&ra, Viewer::Public));
        plies += 1;
        compare(&a, &b, step, png, "opponent moved");
    }
    tally
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn what_a_player_is_sent_depends_only_on_what_they_heard(
        seed in any::<u64>(),
        english in any::<bool>(),
        black in any::<bool>(),
    ) {
        let observer = if black { Seat::Black } else { Seat::White };
        check_pair(seed, english, observer, 60);
    }
}

/// The pairs really differ in hidden facts, often and for long.
#[test]
fn the_pairs_hide_real_differences() {
    let mut total = Tally::default();
    for seed in 0..24u64 {
        let observer = if seed % 2 == 0 {
            Seat::White
        } else {
            Seat::Black
        };
        let t = check_pair(seed, seed % 3 == 0, observer, 60);
        total.steps += t.steps;
        total.hidden_differs += t.hidden_differs;
        total.opponent_moves_differ += t.opponent_moves_differ;
        total.unheard_attempts += t.unheard_attempts;
    }
    println!("{total:?}");
    assert!(total.steps > 600, "{total:?}");
    assert!(total.hidden_differs * 2 > total.steps, "{total:?}");
    assert!(total.opponent_moves_differ > 200, "{total:?}");
    assert!(total.unheard_attempts > 100, "{total:?}");
}

// ---------------------------------------------------------------- the console

/// A console transcript of `chat` only, with each picture replaced by a
/// digest of its bytes (file names count all pictures sent).
fn transcript(bot: &Bot, out: &str, chat: &str) -> String {
    let mut keep = false;
    let mut lines = Vec::new();
    for line in out.lines() {
        if let Some(rest) = line.strip_prefix(">> ") {
            keep = rest.starts_with(&format!("{chat}: "));
        } else if line.starts_with("~~ ") {
            lines.push(line.to_string());
            keep = false;
            continue;
        }
        if !keep {
            continue;
        }
        match line.trim_start().strip_prefix("[photo ") {
            Some(path) => {
                let path = path
                    .trim_end_matches(']')
                    .replace("IMAGES", &bot.images().display().to_string());
                let bytes = std::fs::read(&path).unwrap_or_default();
                let mut h = DefaultHasher::new();
                bytes.hash(&mut h);
                lines.push(format!("   [photo {} bytes {:x}]", bytes.len(), h.finish()));
            }
            None => lines.push(line.to_string()),
        }
    }
    lines.join("\n")
}

const START: &str = "\
alice: /start
bob: /start
alice@#club: /new kriegspiel
bob@#club: /join
";

/// Runs `START` then `moves` (one `user: text` per item, a marker after
/// each) and returns the bot and its output.
fn run(moves: &[&str]) -> (Bot, String) {
    let mut script = START.to_string();
    for (i, m) in moves.iter().enumerate() {
        script += &format!("{m}\n~echo {i}\n");
    }
    script += "alice: /board\nalice: /board text\nalice: /moves\nalice@#club: /board\nalice@#club: /moves\n";
    let bot = Bot::new();
    let out = run_plain(&bot, &script);
    (bot, out)
}

#[test]
fn a_players_chat_and_the_group_are_the_same_whatever_the_enemy_hides() {
    // Black develops a different knight and makes different (unheard)
    // illegal attempts; White hears only "Black moved" both times.
    let one = [
        "alice: e2e4",
        "bob: d8h4",
        "bob: g8f6",
        "alice: g1f3",
        "bob: Nc6",
        "alice: f1c4",
    ];
    let two = [
        "alice: e2e4",
        "bob: b8c6",
        "alice: g1f3",
        "bob: e7e4",
        "bob: Ng8f6",
        "alice: f1c4",
    ];
    // Black's illegal attempts come at different places: the markers are
    // left out of the comparison.
    let (bot1, out1) = run(&one);
    let (bot2, out2) = run(&two);
    let strip_markers = |t: String| {
        t.lines()
            .filter(|l| !l.starts_with("~~ "))
            .collect::<Vec<_>>()
            .join("\n")
    };
    for chat in ["alice", "#club"] {
        let a = strip_markers(transcript(&bot1, &out1, chat));
        let b = strip_markers(transcript(&bot2, &out2, chat));
        assert!(a.contains("White moved. Black's move."), "{a}");
        assert_eq!(a, b, "{chat}'s transcript differs");
    }
    // Bob's own chat does differ: he sees his own men and attempts.
    assert_ne!(
        transcript(&bot1, &out1, "bob"),
        transcript(&bot2, &out2, "bob")
    );
    // And nothing of Black's reaches White or the group.
    let alice = transcript(&bot1, &out1, "alice");
    for leak in ["g8f6", "d8h4", "Nc6", "Illegal move", "knight"] {
        assert!(!alice.contains(leak), "{leak} reached White:\n{alice}");
        assert!(
            !transcript(&bot1, &out1, "#club").contains(leak),
            "{leak} reached the group"
        );
    }
}

#[test]
fn private_boards_show_own_men_only() {
    let mut steps = Vec::new();
    for m in [
        "alice: e2e4",
        "bob: e7e5",
        "alice: g1f3",
        "bob: b8c6",
        "alice: f1b5",
    ] {
        steps.extend([m, "alice: /board text", "bob: /board text"]);
    }
    let (_bot, out) = run(&steps);
    let mut chat = String::new();
    let mut rows = 0;
    for line in out.lines() {
        if let Some(rest) = line.strip_prefix(">> ") {
            chat = rest.split(": ").next().unwrap_or_default().to_string();
            continue;
        }
        let Some(row) = line.strip_prefix("   ") else {
            continue;
        };
        let Some((rank, squares)) = row.split_once(' ') else {
            continue;
        };
        let grid = rank.len() == 1
            && squares.len() == 8
            && squares.chars().all(|c| ".PNBRQKpnbrqk".contains(c));
        if !grid {
            continue;
        }
        rows += 1;
        match chat.as_str() {
            "alice" => assert!(!squares.chars().any(|c| c.is_ascii_lowercase()), "{row}"),
            "bob" => assert!(!squares.chars().any(|c| c.is_ascii_uppercase()), "{row}"),
            _ => panic!("a board in {chat}: {row}"),
        }
    }
    assert!(rows >= 80, "{rows} rows:\n{out}");
}
