//! Endgame trials: the bot mates a bare king blind from random positions
//! (`boardbot arena --endgame kqk|krk|kpk`, and the tests' seeded handful).
//!
//! A position is random and legal: the bot's king and men (a queen, a
//! rook, a pawn, or more) and the lone king anywhere, kings apart, the lone king not in check,
//! the bot to move, its colour at random, and won with the whole board
//! seen (a king and pawn can be a draw). The game is a real Kriegspiel
//! game ([`Kriegspiel::from_fen`]): the referee judges every attempt and
//! the 50-move rule draws. The bot plays from its knowledge only; with
//! `start_known` false it does not even know where the lone king starts.
//! The defender sees the whole board and plays the endgame table's best
//! defence: the longest way to mate, a hanging piece taken, a stalemate
//! whenever one is offered.

use std::time::Instant;

use rand::{Rng, RngCore, SeedableRng};

use crate::rules::chess::{Color, Kind, Piece, Position, Rules, Square};
use crate::rules::kriegspiel::{referee, Kriegspiel, RuleSet};
use crate::rules::{Game, GameResult, TestCtx};

use super::endgame::distance;
use crate::engine::Level;

/// How one trial ended.
#[derive(Clone, Debug, PartialEq)]
pub struct Trial {
    pub fen: String,
    /// The bot's moves until mate; `None`: not mated (a draw).
    pub mated_in: Option<u32>,
    /// The bot's illegal attempts.
    pub illegal: u32,
    /// Why it ended, in English.
    pub reason: String,
    /// Milliseconds per decision of the bot.
    pub times_ms: Vec<f64>,
    /// The game's record (`/export`), illegal attempts included.
    pub record: String,
}

/// A random legal position of a king and `men` against a lone king, the
/// strong side to move (pawns on neither last rank), won by the tables
/// with the whole board seen.
pub fn random_position(men: &[Kind], rng: &mut dyn RngCore) -> String {
    loop {
        let strong = if rng.random_bool(0.5) {
            Color::White
        } else {
            Color::Black
        };
        let kinds: Vec<Kind> = [Kind::King]
            .into_iter()
            .chain(men.iter().copied())
            .chain([Kind::King])
            .collect();
        let mut sqs: Vec<Square> = Vec::new();
        while sqs.len() < kinds.len() {
            let i = rng.random_range(0..64u8);
            let Some(sq) = Square::new(i % 8, i / 8) else {
                continue;
            };
            let pawn = kinds[sqs.len()] == Kind::Pawn;
            if !sqs.contains(&sq) && !(pawn && (sq.rank() == 0 || sq.rank() == 7)) {
                sqs.push(sq);
            }
        }
        let Ok(mut pos) = Position::empty(Rules::chess()) else {
            continue;
        };
        let lone = sqs.len() - 1;
        for (i, (&sq, &kind)) in sqs.iter().zip(&kinds).enumerate() {
            let color = if i == lone { strong.other() } else { strong };
            pos.put(sq, Some(Piece::new(color, kind)));
        }
        pos.set_side_to_move(strong);
        let apart = sqs[0].file().abs_diff(sqs[lone].file()) > 1
            || sqs[0].rank().abs_diff(sqs[lone].rank()) > 1;
        // Won on a seen board (a king and pawn can be a draw).
        if apart && !pos.king_attacked(strong.other()) && distance(&pos, strong, 0).is_some() {
            return pos.to_fen();
        }
    }
}

/// The men between the kings of an ending's name: `kqk` → queen, `krpk`
/// → rook and pawn.
pub fn men_of(name: &str) -> Option<Vec<Kind>> {
    let inner = name.to_ascii_lowercase();
    let inner = inner.strip_prefix('k')?.strip_suffix('k')?.to_string();
    let men: Option<Vec<Kind>> = inner
        .chars()
        .map(|c| match c {
            'q' => Some(Kind::Queen),
            'r' => Some(Kind::Rook),
            'b' => Some(Kind::Bishop),
            'n' => Some(Kind::Knight),
            'p' => Some(Kind::Pawn),
            _ => None,
        })
        .collect();
    men.filter(|m| !m.is_empty())
}

/// The defender's move: the longest way to mate, any draw at once.
fn defend(game: &Kriegspiel, rng: &mut dyn RngCore) -> Option<String> {
    let pos = game.position();
    let strong = pos.side_to_move().other();
    let mut best: Option<(f64, String)> = None;
    for m in &pos.moves() {
        let text = referee::own_long(*m);
        let after = pos.after(*m);
        let over = after.moves().is_empty() || after.insufficient_material();
        let value = match (over, after.in_check()) {
            (true, true) => -1.0,
            (true, false) => 1e9,
            _ => distance(&after, strong, 0).unwrap_or(1e9),
        } + rng.random_range(0.0..0.5);
        if best.as_ref().is_none_or(|(v, _)| value > *v) {
            best = Some((value, text));
        }
    }
    best.map(|(_, t)| t)
}

/// Plays one trial from `fen` (the strong side to move).
pub fn trial(fen: &str, rules: RuleSet, level: &Level, start_known: bool, seed: u64) -> Trial {
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut trial = Trial {
        fen: fen.to_string(),
        mated_in: None,
        illegal: 0,
        reason: String::new(),
        times_ms: Vec::new(),
        record: String::new(),
    };
    let mut game = match Kriegspiel::from_fen(fen, rules) {
        Ok(g) => g,
        Err(e) => {
            trial.reason = format!("bad position: {e}");
            return trial;
        }
    };
    let bot = game.turn();
    let mut moves = 0;
    let mut actions = 0;
    while let Some(seat) = game.to_move() {
        actions += 1;
        if actions > 5_000 {
            trial.reason = "stopped after 5,000 actions".into();
            return trial;
        }
        let text = if seat == bot {
            let started = Instant::now();
            let t = super::choose_with(&game.knowledge(bot), level, start_known, &mut rng);
            trial
                .times_ms
                .push(started.elapsed().as_secs_f64() * 1000.0);
            t
        } else {
            defend(&game, &mut rng)
        };
        let Some(text) = text else {
            trial.reason = format!("{seat:?} had nothing to play");
            return trial;
        };
        let before = game.chess().history().len();
        if game
            .play(seat, &text, &mut TestCtx::new(seed).ctx())
            .is_err()
        {
            trial.reason = format!("{seat:?}'s '{text}' was refused");
            return trial;
        }
        let moved = game.chess().history().len() > before;
        match (seat == bot, moved) {
            (true, true) => moves += 1,
            (true, false) => trial.illegal += 1,
            _ => {}
        }
    }
    trial.record = game.export("").into();
    if let Some(o) = game.outcome() {
        trial.reason = crate::i18n::en(&o.reason);
        if o.result == GameResult::win_for(bot) {
            trial.mated_in = Some(moves);
        }
    }
    trial
}

/// `count` trials of a king and `men` against a lone king from random
/// positions drawn with `seed`.
pub fn run(
    men: &[Kind],
    count: u32,
    rules: RuleSet,
    level: &Level,
    start_known: bool,
    seed: u64,
    mut each: impl FnMut(u32, &Trial),
) -> Vec<Trial> {
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    (0..count)
        .map(|i| {
            let fen = random_position(men, &mut rng);
            let t = trial(&fen, rules, level, start_known, rng.next_u64());
            each(i, &t);
            t
        })
        .collect()
}
