//! `boardbot arena`: engines play each other on the rules directly,
//! alternating seats, and the result is one line
//! `A vs B: W-D-L, score S%, median T ms per move, p99 U ms`.

use std::time::Instant;

use rand::SeedableRng;

use crate::rules::{self, Ctx, Game, GameResult, Seat, Settings};

use super::{submit, Spec};

#[derive(clap::Args, Debug, Clone)]
pub struct ArenaArgs {
    /// The game with its `/new` options, e.g. `"opok size=9"`.
    #[arg(long)]
    pub game: String,
    /// Engine A: random, greedy or level=1…5.
    #[arg(long)]
    pub a: String,
    /// Engine B.
    #[arg(long)]
    pub b: String,
    /// Number of games; A takes the first seat in even-numbered games.
    #[arg(long, default_value_t = 10)]
    pub games: u32,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print one line per game as well.
    #[arg(long)]
    pub verbose: bool,
}

/// The tally from A's side.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Milliseconds A spent on each of its decisions.
    pub times_ms: Vec<f64>,
    /// Texts an engine sent that the game refused (an engine bug; a random
    /// legal text was played instead).
    pub refused: u32,
    /// Games stopped at the action limit (counted as draws).
    pub unfinished: u32,
    /// The first refused texts, with the refusal.
    pub examples: Vec<String>,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// (W + D/2) / N in percent.
    pub fn score(&self) -> f64 {
        let n = self.games().max(1) as f64;
        100.0 * (self.wins as f64 + self.draws as f64 / 2.0) / n
    }

    /// The `q` quantile (0…1) of A's decision times.
    pub fn quantile_ms(&self, q: f64) -> f64 {
        if self.times_ms.is_empty() {
            return 0.0;
        }
        let mut t = self.times_ms.clone();
        t.sort_by(|a, b| a.total_cmp(b));
        let i = ((t.len() - 1) as f64 * q).round() as usize;
        t[i.min(t.len() - 1)]
    }

    /// The one-line summary.
    pub fn line(&self, a: &str, b: &str) -> String {
        format!(
            "{a} vs {b}: {}-{}-{}, score {:.1}%, median {:.0} ms per move, p99 {:.0} ms",
            self.wins,
            self.draws,
            self.losses,
            self.score(),
            self.quantile_ms(0.5),
            self.quantile_ms(0.99)
        )
    }
}

/// A new game from `spec` (`"opok size=9"`), as `/new` would make it.
pub fn new_game(spec: &str, ctx: &mut Ctx) -> Result<Box<dyn Game>, String> {
    let mut words = spec.split_whitespace();
    let name = words.next().unwrap_or("");
    let kind = rules::find(name).map_err(|e| e.to_string())?;
    let mut options = Vec::new();
    for w in words {
        match w.split_once('=') {
            Some((k, v)) => options.push((k.to_ascii_lowercase(), v.to_string())),
            None => options.push((w.to_ascii_lowercase(), String::new())),
        }
    }
    (kind.create)(&options, ctx).map_err(|r| r.0)
}

/// A result by seat: results are written by colour, and Chpok's seats get
/// their colours in the bidding ([`Game::color_of`]).
pub fn seat_result(game: &dyn Game, result: GameResult) -> GameResult {
    crate::ratings::by_seats(result, game.color_of(Seat::White) != Seat::White)
}

/// Most actions (moves, bids, Kriegspiel attempts) one game may take.
const MAX_ACTIONS: usize = 4_000;

/// Plays `games` games and returns A's tally. `each` sees one line per game.
pub fn play(
    game_spec: &str,
    a: Spec,
    b: Spec,
    games: u32,
    seed: u64,
    mut each: impl FnMut(u32, &str),
) -> Result<Tally, String> {
    let settings = Settings::default();
    let mut tally = Tally::default();
    for i in 0..games {
        let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(u64::from(i));
        let mut game_rng = rand::rngs::StdRng::seed_from_u64(game_seed);
        let mut rngs = [
            rand::rngs::StdRng::seed_from_u64(game_seed ^ 0xA),
            rand::rngs::StdRng::seed_from_u64(game_seed ^ 0xB),
        ];
        let mut now_ms = 0i64;
        let mut game = {
            let mut ctx = Ctx::new(now_ms, &mut game_rng, &settings);
            let mut g = new_game(game_spec, &mut ctx)?;
            g.begin(&mut ctx);
            g
        };
        let a_seat = if i % 2 == 0 { Seat::White } else { Seat::Black };
        let mut engines = [a.build(), b.build()];
        let mut actions = 0;
        while let Some(seat) = game.to_move() {
            if actions >= MAX_ACTIONS {
                break;
            }
            actions += 1;
            now_ms += 100;
            let who = usize::from(seat != a_seat);
            let started = Instant::now();
            let choice = engines[who].choose(game.as_ref(), seat, &mut rngs[who]);
            let ms = started.elapsed().as_secs_f64() * 1000.0;
            if who == 0 {
                tally.times_ms.push(ms);
            }
            let mut ctx = Ctx::new(now_ms, &mut game_rng, &settings);
            let ok = match &choice {
                Some(text) => match submit(game.as_mut(), seat, text, &mut ctx) {
                    Ok(_) => true,
                    Err(r) => {
                        if tally.refused < 5 {
                            tracing::warn!(text = %text, refusal = %r, "an engine's text was refused");
                            tally.examples.push(format!("{text}: {r}"));
                        }
                        false
                    }
                },
                None => false,
            };
            if !ok {
                tally.refused += 1;
                let texts = game.legal_texts();
                let Some(text) = texts.first() else { break };
                if submit(game.as_mut(), seat, text, &mut ctx).is_err() {
                    break;
                }
            }
        }
        let result = match game.outcome() {
            Some(o) => seat_result(game.as_ref(), o.result),
            None => {
                tally.unfinished += 1;
                GameResult::Draw
            }
        };
        let line = match result {
            GameResult::Draw => {
                tally.draws += 1;
                "draw"
            }
            r if r == GameResult::win_for(a_seat) => {
                tally.wins += 1;
                "A wins"
            }
            _ => {
                tally.losses += 1;
                "B wins"
            }
        };
        let reason = game
            .outcome()
            .map(|o| crate::i18n::en(&o.reason))
            .unwrap_or_else(|| "unfinished".into());
        each(
            i,
            &format!(
                "game {}: A is {:?}, {line} ({reason}), {actions} actions",
                i + 1,
                a_seat
            ),
        );
    }
    Ok(tally)
}

/// `boardbot arena`.
pub fn run(args: &ArenaArgs) -> Result<(), String> {
    let a = Spec::parse(&args.a)?;
    let b = Spec::parse(&args.b)?;
    let verbose = args.verbose;
    let tally = play(&args.game, a, b, args.games, args.seed, |_, line| {
        if verbose {
            eprintln!("{line}");
        }
    })?;
    if tally.refused > 0 || tally.unfinished > 0 {
        eprintln!(
            "note: {} refused texts, {} games stopped at {MAX_ACTIONS} actions (drawn)",
            tally.refused, tally.unfinished
        );
        for e in &tally.examples {
            eprintln!("  refused: {e}");
        }
    }
    println!("{}", tally.line(&a.name(), &b.name()));
    Ok(())
}
