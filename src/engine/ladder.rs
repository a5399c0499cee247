//! `boardbot arena --ladder`: every level against the next one down and
//! against `random` and `greedy`, games spread over `--jobs` threads, one
//! line per pairing, then each level's Elo with level 1 at 0.
//!
//! A level's Elo is the sum of the differences up the ladder, each from
//! the score `s` of level k against level k−1 (`400·log10(s / (1−s))`, with
//! `s` kept half a game from 0 and 1 so a clean sweep stays finite). The
//! 95% interval is ±1.96 standard errors, from each pairing's per-game
//! score variance carried through that formula and added up the ladder.
//!
//! Also `boardbot arena --endgame kqk|krk`: the Kriegspiel endgame trials
//! ([`super::kriegspiel::drill`]); and `boardbot arena --regret`: two
//! Kriegspiel levels' moves scored on the referee's board
//! ([`super::kriegspiel::regret`]).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use crate::rules::kriegspiel::RuleSet;

use super::arena::{game_line, play_one, ArenaArgs, ArenaError, Bout, Tally};
use super::{Level, Spec};

/// The pairings of the ladder, in the order printed.
pub fn pairings() -> Vec<(Spec, Spec)> {
    let mut out: Vec<(Spec, Spec)> = (2..=5)
        .map(|k| (Spec::Level(k), Spec::Level(k - 1)))
        .collect();
    for k in 1..=5 {
        out.push((Spec::Level(k), Spec::Random));
        out.push((Spec::Level(k), Spec::Greedy));
    }
    out
}

/// The seed of pairing `p` of a run seeded `seed` (pairing 0 uses the
/// run's seed itself, so a single pairing replays as before).
fn pairing_seed(seed: u64, p: usize) -> u64 {
    seed.wrapping_add(1_000 * p as u64)
}

/// Plays `args.games` games of each pairing on `args.jobs` threads and
/// returns each pairing's tally (games in order, whatever thread played
/// them).
pub fn run_pairings(
    game: &str,
    pairings: &[(Spec, Spec)],
    args: &ArenaArgs,
) -> Result<Vec<Tally>, ArenaError> {
    let games = args.games as usize;
    let total = games * pairings.len();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<Bout, ArenaError>>>> =
        Mutex::new((0..total).map(|_| None).collect());
    let jobs = args.jobs.clamp(1, 64);
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| loop {
                let t = next.fetch_add(1, Ordering::Relaxed);
                if t >= total {
                    return;
                }
                let (p, i) = (t / games, t % games);
                let (a, b) = pairings[p];
                let played = play_one(game, a, b, i as u32, pairing_seed(args.seed, p));
                if args.verbose {
                    if let Ok(g) = &played {
                        eprintln!("{} vs {}: {}", a.name(), b.name(), game_line(i as u32, g));
                        // The games A did not win, to read why.
                        if g.word() != "A wins" {
                            eprintln!("{}", g.record);
                        }
                    }
                }
                if let Ok(mut r) = results.lock() {
                    r[t] = Some(played);
                }
            });
        }
    });
    let results = results.into_inner().map_err(|_| ArenaError::Panicked)?;
    let mut tallies = vec![Tally::default(); pairings.len()];
    for (t, r) in results.into_iter().enumerate() {
        let played = r.ok_or(ArenaError::NotPlayed)??;
        tallies[t / games].add(&played);
    }
    Ok(tallies)
}

/// An Elo difference and its standard error, from a tally of A against B.
pub fn elo(t: &Tally) -> (f64, f64) {
    let n = f64::from(t.games().max(1));
    let s = (f64::from(t.wins) + f64::from(t.draws) / 2.0) / n;
    let half = 0.5 / n;
    let sc = s.clamp(half, 1.0 - half);
    let var = (f64::from(t.wins) * (1.0 - s).powi(2)
        + f64::from(t.draws) * (0.5 - s).powi(2)
        + f64::from(t.losses) * s.powi(2))
        / n;
    // A sweep has no spread of its own: take a binomial floor.
    let var = var.max(sc * (1.0 - sc) / 2.0);
    let se_s = (var / n).sqrt();
    let diff = 400.0 * (sc / (1.0 - sc)).log10();
    let se = se_s * 400.0 / (std::f64::consts::LN_10 * sc * (1.0 - sc));
    (diff, se)
}

/// Each level's Elo (level 1 = 0) with its 95% interval, from the
/// tallies of level k against k−1 (k = 2…5, in order).
pub fn ladder(steps: &[Tally]) -> Vec<(f64, f64, f64)> {
    let mut out = vec![(0.0, 0.0, 0.0)];
    let (mut sum, mut var) = (0.0, 0.0);
    for t in steps {
        let (d, se) = elo(t);
        sum += d;
        var += se * se;
        let half = 1.96 * var.sqrt();
        out.push((sum, sum - half, sum + half));
    }
    out
}

/// `boardbot arena --ladder --game GAME`.
pub fn run(game: &str, args: &ArenaArgs) -> Result<(), ArenaError> {
    let pairings = pairings();
    println!(
        "ladder of {game}: {} games per pairing, seed {}, {} jobs",
        args.games, args.seed, args.jobs
    );
    let tallies = run_pairings(game, &pairings, args)?;
    for ((a, b), t) in pairings.iter().zip(&tallies) {
        let mut line = t.line(&a.name(), &b.name());
        if let Some(n) = t.shortest_loss {
            line += &format!(", shortest loss {n} actions");
        }
        if t.refused > 0 || t.unfinished > 0 {
            line += &format!(", {} refused, {} unfinished", t.refused, t.unfinished);
        }
        println!("{line}");
    }
    let elos = ladder(&tallies[..4]);
    println!("Elo (level 1 = 0, 95% interval):");
    for (k, (e, lo, hi)) in elos.iter().enumerate() {
        println!("  level {}: {e:+.0} [{lo:+.0}, {hi:+.0}]", k + 1);
    }
    let monotone = elos.windows(2).all(|w| w[1].0 > w[0].0);
    println!("monotone: {}", if monotone { "yes" } else { "no" });
    Ok(())
}

/// `boardbot arena --endgame kqk|krk`.
pub fn run_endgame(args: &ArenaArgs, ending: &str) -> Result<(), ArenaError> {
    let men = super::kriegspiel::drill::men_of(ending)
        .ok_or_else(|| ArenaError::Ending(ending.to_string()))?;
    let rules = rule_set(args)?;
    let level = Level::new(args.level);
    let verbose = args.verbose;
    let trials = super::kriegspiel::drill::run(
        &men,
        args.games,
        rules,
        &level,
        !args.forget_start,
        args.seed,
        |i, t| {
            if verbose {
                eprintln!(
                    "trial {}: {} — {} ({} illegal attempts)",
                    i + 1,
                    t.fen,
                    match t.mated_in {
                        Some(n) => format!("mate in {n} moves"),
                        None => format!("no mate: {}", t.reason),
                    },
                    t.illegal
                );
                if t.mated_in.is_none() {
                    eprintln!("{}", crate::i18n::en(&t.record));
                }
            }
        },
    );
    let mated: Vec<u32> = trials.iter().filter_map(|t| t.mated_in).collect();
    let n = trials.len().max(1);
    let mut times: Vec<f64> = trials.iter().flat_map(|t| t.times_ms.clone()).collect();
    times.sort_by(|a, b| a.total_cmp(b));
    let q = |p: f64| {
        times
            .get(((times.len().max(1) - 1) as f64 * p).round() as usize)
            .copied()
            .unwrap_or(0.0)
    };
    let mean = |v: &[u32]| v.iter().map(|&x| f64::from(x)).sum::<f64>() / v.len().max(1) as f64;
    let illegal: Vec<u32> = trials.iter().map(|t| t.illegal).collect();
    println!(
        "{ending} ({}, level {}, start {}): mated {} of {} ({:.1}%), mean {:.1} moves (max {}), {:.1} illegal attempts per game, decision p50 {:.0} ms, p99 {:.0} ms",
        rules.name(),
        args.level,
        if args.forget_start { "unknown" } else { "known" },
        mated.len(),
        trials.len(),
        100.0 * mated.len() as f64 / n as f64,
        mean(&mated),
        mated.iter().max().copied().unwrap_or(0),
        mean(&illegal),
        q(0.5),
        q(0.99)
    );
    Ok(())
}

/// The Kriegspiel rules of `--rules` (the endgame trials and `--regret`).
fn rule_set(args: &ArenaArgs) -> Result<RuleSet, ArenaError> {
    match args.rules.to_ascii_lowercase().as_str() {
        "wild16" => Ok(RuleSet::Wild16),
        "english" => Ok(RuleSet::English),
        r => Err(ArenaError::Rules(r.to_string())),
    }
}

/// `boardbot arena --game kriegspiel --regret --a level=K --b level=J`
/// (or `--ladder` for levels 1–5): every level plays its turn in the same
/// positions (`--games` games of level 2 under `--rules`, every third
/// turn from the sixth), and each move is scored against the best on the referee's
/// board ([`super::kriegspiel::regret`]). One line per level: its mean
/// regret, the share of its moves that threw away 3 pawns or more, and
/// the paired difference from the level before it with a 95% interval.
pub fn run_regret(args: &ArenaArgs) -> Result<(), ArenaError> {
    use super::kriegspiel::regret;
    let specs: Vec<String> = if args.ladder {
        (1..=5).map(|k| format!("level={k}")).collect()
    } else {
        match (&args.a, &args.b) {
            (Some(a), Some(b)) => vec![a.clone(), b.clone()],
            _ => return Err(ArenaError::NoEngines),
        }
    };
    let levels = specs
        .iter()
        .map(|s| match Spec::parse(s)? {
            Spec::Level(k) => Ok(Level::new(k)),
            _ => Err(ArenaError::RegretLevels),
        })
        .collect::<Result<Vec<Level>, ArenaError>>()?;
    let positions = regret::positions(rule_set(args)?, args.games, 3, 6, 400, args.seed);
    let next = AtomicUsize::new(0);
    let rows: Mutex<Vec<Vec<i64>>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..args.jobs.clamp(1, 64) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(game) = positions.get(i) else { return };
                let seed = args.seed ^ (i as u64).wrapping_mul(0x9E37_79B9);
                let values = regret::values(game.position());
                let row: Option<Vec<i64>> = levels
                    .iter()
                    .map(|l| {
                        regret::turn_of(game, l, seed).and_then(|m| regret::regret(&values, m))
                    })
                    .collect();
                let Some(row) = row else { continue };
                if args.verbose {
                    eprintln!("position {}: {} {row:?}", i + 1, game.position().to_fen());
                }
                if let Ok(mut r) = rows.lock() {
                    r.push(row);
                }
            });
        }
    });
    let rows = rows.into_inner().map_err(|_| ArenaError::Panicked)?;
    println!(
        "{} positions (seed {}, {} games of level 2):",
        rows.len(),
        args.seed,
        args.games
    );
    for (k, spec) in specs.iter().enumerate() {
        let column: Vec<f64> = rows.iter().map(|r| r[k] as f64).collect();
        let (mean, _) = mean_and_half(&column);
        let blunders = 100.0 * column.iter().filter(|&&v| v >= 300.0).count() as f64
            / column.len().max(1) as f64;
        let against = match k {
            0 => String::new(),
            _ => {
                let diff: Vec<f64> = rows.iter().map(|r| (r[k] - r[k - 1]) as f64).collect();
                let (d, half) = mean_and_half(&diff);
                format!(
                    ", minus {}: {d:.0} ({:.0}…{:.0})",
                    specs[k - 1],
                    d - half,
                    d + half
                )
            }
        };
        println!("{spec}: mean regret {mean:.0} centipawns, moves losing 300 or more {blunders:.1}%{against}");
    }
    Ok(())
}

/// The mean of `v` and the half-width of its 95% interval.
fn mean_and_half(v: &[f64]) -> (f64, f64) {
    let n = v.len().max(1) as f64;
    let mean = v.iter().sum::<f64>() / n;
    let var = v.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, 1.96 * (var / n).sqrt())
}
