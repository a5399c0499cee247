//! `boardbot arena`: engines play each other on the rules directly,
//! alternating seats, and the result is one line
//! `A vs B: W-D-L, score S%, median T ms per move, p99 U ms`.

use std::time::Instant;

use rand::SeedableRng;

use crate::rules::{self, Ctx, Game, GameResult, Seat, Settings};

use super::{submit, Spec, SpecError};

/// Why `boardbot arena` could not play (the operator reads
/// `boardbot: …`).
#[derive(Debug, thiserror::Error)]
pub enum ArenaError {
    #[error("arena: --game is needed (or --endgame)")]
    NoGame,
    #[error("arena: --a and --b are needed (or --ladder)")]
    NoEngines,
    #[error("{0}")]
    Engine(#[from] SpecError),
    /// The game refused `--game` as `/new` would (an unknown game, a bad
    /// option): its refusal as it is.
    #[error("{0}")]
    Game(String),
    /// A thread playing games panicked.
    #[error("a game panicked")]
    Panicked,
    #[error("a game was not played")]
    NotPlayed,
    /// `--endgame` names no men between the kings.
    #[error("--endgame must name the men between the kings (kqk, krk, kqrk, krpk…), not '{0}'")]
    Ending(String),
    #[error("--rules must be wild16 or english, not '{0}'")]
    Rules(String),
    /// `--regret` is for Kriegspiel levels only.
    #[error(
        "--regret takes --game kriegspiel (rules by --rules) and two levels (--a level=K --b level=J) or --ladder"
    )]
    RegretLevels,
}

#[derive(Debug, Clone)]
pub struct ArenaArgs {
    /// The game with its `/new` options, e.g. `"opok size=9"`.
    pub game: Option<String>,
    /// Engine A: random, greedy or level=1…5.
    pub a: Option<String>,
    /// Engine B.
    pub b: Option<String>,
    /// Every level against the next one down and against random and
    /// greedy, then each level's Elo (level 1 = 0) with a 95% interval.
    pub ladder: bool,
    /// Kriegspiel endgame trials instead of games: `kqk` or `krk` (the
    /// bot mates a lone king blind from random positions; `--games` of
    /// them).
    pub endgame: Option<String>,
    /// The Kriegspiel rules of the trials and of `--regret`: wild16 or
    /// english.
    pub rules: String,
    /// The trials' bot does not know where the lone king starts.
    pub forget_start: bool,
    /// The trials' level.
    pub level: u8,
    /// Kriegspiel: score A's and B's moves on the referee's board in the
    /// same positions instead of playing them against each other.
    pub regret: bool,
    /// Number of games (per pairing); A takes the first seat in
    /// even-numbered games.
    pub games: u32,
    pub seed: u64,
    /// Games played at once, each on its own thread.
    pub jobs: usize,
    /// Print one line per game as well.
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
    /// The fewest actions (moves, bids, attempts) of a game A lost.
    pub shortest_loss: Option<usize>,
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
    (kind.create)(&options, ctx).map_err(|r| r.0.into())
}

/// A result by seat: results are written by colour, and Chpok's seats get
/// their colours in the bidding ([`Game::color_of`]).
pub fn seat_result(game: &dyn Game, result: GameResult) -> GameResult {
    crate::ratings::by_seats(result, game.color_of(Seat::White) != Seat::White)
}

/// Most actions (moves, bids, Kriegspiel attempts) one game may take.
pub const MAX_ACTIONS: usize = 4_000;

/// One game between A and B.
#[derive(Clone, Debug, PartialEq)]
pub struct Bout {
    pub a_seat: Seat,
    /// From A's side.
    pub result: GameResult,
    pub reason: String,
    pub actions: usize,
    /// Milliseconds A spent on each of its decisions.
    pub times_ms: Vec<f64>,
    pub refused: u32,
    pub unfinished: bool,
    pub examples: Vec<String>,
    /// The game's record (`/export`), for looking at a loss.
    pub record: String,
}

impl Bout {
    /// `A wins`, `B wins` or `draw`.
    pub fn word(&self) -> &'static str {
        match self.result {
            GameResult::Draw => "draw",
            r if r == GameResult::win_for(self.a_seat) => "A wins",
            _ => "B wins",
        }
    }
}

/// The seed of game `i` of a run seeded `seed`.
pub fn game_seed(seed: u64, i: u32) -> u64 {
    seed.wrapping_mul(1_000_003).wrapping_add(u64::from(i))
}

/// Plays game `i` of a run seeded `seed` (A takes the first seat in
/// even-numbered games).
pub fn play_one(game_spec: &str, a: Spec, b: Spec, i: u32, seed: u64) -> Result<Bout, ArenaError> {
    let settings = Settings::default();
    let game_seed = game_seed(seed, i);
    let mut game_rng = rand::rngs::StdRng::seed_from_u64(game_seed);
    let mut rngs = [
        rand::rngs::StdRng::seed_from_u64(game_seed ^ 0xA),
        rand::rngs::StdRng::seed_from_u64(game_seed ^ 0xB),
    ];
    let mut now_ms = 0i64;
    let mut game = {
        let mut ctx = Ctx::new(now_ms, &mut game_rng, &settings);
        let mut g = new_game(game_spec, &mut ctx).map_err(ArenaError::Game)?;
        g.begin(&mut ctx);
        g
    };
    let a_seat = if i.is_multiple_of(2) {
        Seat::White
    } else {
        Seat::Black
    };
    let mut engines = [a.build(), b.build()];
    let mut played = Bout {
        a_seat,
        result: GameResult::Draw,
        reason: String::new(),
        actions: 0,
        times_ms: Vec::new(),
        refused: 0,
        unfinished: false,
        examples: Vec::new(),
        record: String::new(),
    };
    while let Some(seat) = game.to_move() {
        if played.actions >= MAX_ACTIONS {
            break;
        }
        played.actions += 1;
        now_ms += 100;
        let who = usize::from(seat != a_seat);
        let started = Instant::now();
        let choice = engines[who].choose(game.as_ref(), seat, &mut rngs[who]);
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        if who == 0 {
            played.times_ms.push(ms);
        }
        let mut ctx = Ctx::new(now_ms, &mut game_rng, &settings);
        let ok = match &choice {
            Some(text) => match submit(game.as_mut(), seat, text, &mut ctx) {
                Ok(_) => true,
                Err(r) => {
                    if played.refused < 5 {
                        tracing::warn!(text = %text, refusal = %r, "an engine's text was refused");
                        played.examples.push(format!("{text}: {r}"));
                    }
                    false
                }
            },
            None => false,
        };
        if !ok {
            played.refused += 1;
            let texts = game.legal_texts();
            let Some(text) = texts.first() else { break };
            if submit(game.as_mut(), seat, text, &mut ctx).is_err() {
                break;
            }
        }
    }
    played.record = crate::i18n::en(&game.export(""));
    played.result = match game.outcome() {
        Some(o) => {
            played.reason = crate::i18n::en(&o.reason);
            seat_result(game.as_ref(), o.result)
        }
        None => {
            played.unfinished = true;
            played.reason = "unfinished".into();
            GameResult::Draw
        }
    };
    Ok(played)
}

impl Tally {
    /// Adds one game.
    pub fn add(&mut self, p: &Bout) {
        match p.result {
            GameResult::Draw => self.draws += 1,
            r if r == GameResult::win_for(p.a_seat) => self.wins += 1,
            _ => {
                self.losses += 1;
                self.shortest_loss =
                    Some(self.shortest_loss.map_or(p.actions, |s| s.min(p.actions)));
            }
        }
        self.times_ms.extend_from_slice(&p.times_ms);
        self.refused += p.refused;
        self.unfinished += u32::from(p.unfinished);
        for e in &p.examples {
            if self.examples.len() < 5 {
                self.examples.push(e.clone());
            }
        }
    }
}

/// The line of game `i`.
pub fn game_line(i: u32, p: &Bout) -> String {
    format!(
        "game {}: A is {:?}, {} ({}), {} actions",
        i + 1,
        p.a_seat,
        p.word(),
        p.reason,
        p.actions
    )
}

/// Plays `games` games and returns A's tally. `each` sees one line per game.
pub fn play(
    game_spec: &str,
    a: Spec,
    b: Spec,
    games: u32,
    seed: u64,
    mut each: impl FnMut(u32, &str),
) -> Result<Tally, ArenaError> {
    let mut tally = Tally::default();
    for i in 0..games {
        let p = play_one(game_spec, a, b, i, seed)?;
        tally.add(&p);
        each(i, &game_line(i, &p));
    }
    Ok(tally)
}

/// `boardbot arena`.
pub fn run(args: &ArenaArgs) -> Result<(), ArenaError> {
    if let Some(ending) = &args.endgame {
        return super::ladder::run_endgame(args, ending);
    }
    let game = args.game.as_deref().ok_or(ArenaError::NoGame)?;
    if args.regret {
        // The rules come from `--rules`, as for the endgame trials.
        if !game.trim().eq_ignore_ascii_case("kriegspiel") {
            return Err(ArenaError::RegretLevels);
        }
        return super::ladder::run_regret(args);
    }
    if args.ladder {
        return super::ladder::run(game, args);
    }
    let (Some(a), Some(b)) = (&args.a, &args.b) else {
        return Err(ArenaError::NoEngines);
    };
    let a = Spec::parse(a)?;
    let b = Spec::parse(b)?;
    let tallies = super::ladder::run_pairings(game, &[(a, b)], args)?;
    let tally = &tallies[0];
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
