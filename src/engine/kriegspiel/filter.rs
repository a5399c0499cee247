//! Boards consistent with what the seat heard, drawn one enemy turn at a
//! time (a particle filter).
//!
//! Drawing a whole game's board at once and starting again at the first
//! contradiction almost never succeeds after some twenty moves: few enemy
//! moves fit what was heard, and the seat's own refused attempts and moves
//! must fit as well. The bot then played on loose boards, which ignore its
//! refused attempts, and left men where enemy men stood on the real board.
//! Here a population of boards goes through the game turn by turn: on each
//! board the enemy's moves are tried in random order until one fits what
//! was heard of it and everything the seat learnt until its own next move
//! (its refused attempts, the answers to `/any`, its move legal and heard
//! as it was). A board where no enemy move fits is replaced by one drawn
//! again from another board's turn before. Only when no board of the
//! population can go on does that turn go loose, as little as it can.
//!
//! The whole game is drawn again at every decision, and late in a long
//! game, where boards run into dead ends, that took up to 5 s. So the
//! drawing keeps to a deadline: before each turn it reckons what a board
//! costs per turn (the recent turns weigh most) and keeps only as many
//! boards as the turns left can afford, never fewer than [`FEWEST`].

use std::time::{Duration, Instant};

use rand::seq::SliceRandom;
use rand::{Rng, RngCore};

use crate::rules::chess::{Kind, Move, Position, Square};
use crate::rules::kriegspiel::referee::{self, Attempt};
use crate::rules::kriegspiel::{Knowledge, RuleSet, Seen};
use crate::rules::Seat;

use super::{attempt_named, checks_on, force, heard_from_notes, heard_on, taken_by_a_jump, Heard};

/// One enemy move as heard, and what the seat learnt until (and with) its
/// own next move.
struct Turn<'a> {
    /// `None` before the seat's first move when it moves first.
    enemy: Option<Heard>,
    after: Vec<&'a Seen>,
}

fn turns(known: &Knowledge) -> Vec<Turn<'_>> {
    let wild16 = known.rules == RuleSet::Wild16;
    let mut turns: Vec<Turn> = Vec::new();
    for s in &known.seen {
        match s {
            Seen::Move {
                own: None,
                capture,
                notes,
            } => turns.push(Turn {
                enemy: Some(heard_from_notes(*capture, notes, wild16)),
                after: Vec::new(),
            }),
            _ => {
                if turns.is_empty() {
                    turns.push(Turn {
                        enemy: None,
                        after: Vec::new(),
                    });
                }
                if let Some(t) = turns.last_mut() {
                    t.after.push(s);
                }
            }
        }
    }
    turns
}

/// How strictly a board must fit what the seat learnt.
#[derive(Clone, Copy, PartialEq)]
enum Fit {
    /// Everything.
    Strict,
    /// The seat's own move legal and heard as it was; its refused attempts
    /// and the answers to `/any` are let go.
    OwnMove,
}

/// `pos` (the seat to move) after what the seat learnt in `after`, or
/// `None` where it does not fit.
fn fits(pos: &Position, after: &[&Seen], fit: Fit, wild16: bool) -> Option<Position> {
    let mut pos = pos.clone();
    for s in after {
        match s {
            Seen::Move {
                own: Some(mv),
                capture,
                notes,
            } => {
                if !pos.moves().contains(mv) {
                    return None;
                }
                let want = heard_from_notes(*capture, notes, wild16);
                let next = pos.after(*mv);
                pos = if heard_on(&pos, *mv, &next, wild16) == want {
                    next
                } else {
                    of_the_kind_heard(&pos, *mv, &want)
                        .into_iter()
                        .find_map(|p| {
                            let next = p.after(*mv);
                            (heard_on(&p, *mv, &next, wild16) == want).then_some(next)
                        })?
                };
            }
            Seen::Illegal { tried } if fit == Fit::Strict => {
                if let Some(m) = attempt_named(&pos, tried) {
                    if referee::judge(&pos, &Attempt::Move(m)).is_some() {
                        return None;
                    }
                }
            }
            Seen::Any { tries }
                if fit == Fit::Strict && (referee::pawn_tries(&pos) > 0) != *tries =>
            {
                return None;
            }
            _ => {}
        }
    }
    Some(pos)
}

/// Where the seat's move `mv` takes a man on `pos` of the other kind than
/// heard taken (`want`), `pos` with that man and one of the kind heard
/// changed places, each way there is (none where the kind is right). The board's men elsewhere are guesses, and the kind heard is
/// worth more than where each man stood: boards that kept the wrong kind
/// gave the enemy a knight where it had only a blocked pawn, and the bot
/// stalemated its king (seed 77). Boards that had to fit the kind with
/// nothing changed ran out far more often: over seeds 1-12 of
/// `boards_consistent_with_what_was_heard_are_drawn`, 46 of the 480 first
/// 40 decisions had loose boards, against 33 with the kind not heard and
/// 27 with the men changing places.
fn of_the_kind_heard(pos: &Position, mv: Move, want: &Heard) -> Vec<Position> {
    let Some((sq, man)) = pos.captured_square(mv).zip(pos.captured_piece(mv)) else {
        return Vec::new();
    };
    if (man.kind == Kind::Pawn) == want.pawn_taken {
        return Vec::new();
    }
    let back = |s: Square| s.rank() == 0 || s.rank() == 7;
    pos.pieces()
        .filter(|&(at, m)| {
            m.color == man.color
                && m.kind != Kind::King
                && (m.kind == Kind::Pawn) == want.pawn_taken
                && !(man.kind == Kind::Pawn && back(at))
                && !(m.kind == Kind::Pawn && back(sq))
        })
        .filter_map(|(at, m)| {
            let mut p = pos.clone();
            p.put(sq, Some(m));
            p.put(at, Some(man));
            // Still the checks the seat heard before its move, and its
            // move legal there.
            (checks_on(&p) == checks_on(pos) && p.moves().contains(&mv)).then_some(p)
        })
        .collect()
}

/// The enemy moves on `prev` that capture where `want` was heard to (or
/// capture nothing, as heard), in random order: the cheap part of the fit,
/// before each is played and its announcement compared.
fn candidates(prev: &Position, want: &Heard, rng: &mut dyn RngCore) -> Vec<Move> {
    let mut moves: Vec<Move> = prev
        .moves()
        .into_iter()
        .filter(|&m| prev.captured_square(m) == want.capture)
        .collect();
    moves.shuffle(rng);
    moves
}

/// The enemy moves on `prev` heard as `want`, in random order.
fn heard_moves(
    prev: &Position,
    want: &Heard,
    wild16: bool,
    rng: &mut dyn RngCore,
) -> Vec<Position> {
    candidates(prev, want, rng)
        .into_iter()
        .filter_map(|m| {
            let after = prev.after(m);
            (heard_on(prev, m, &after, wild16) == *want).then_some(after)
        })
        .collect()
}

/// `prev` through `turn`, fitting as `fit` says.
fn step(
    prev: &Position,
    turn: &Turn,
    fit: Fit,
    wild16: bool,
    rng: &mut dyn RngCore,
) -> Option<Position> {
    let Some(want) = &turn.enemy else {
        return fits(prev, &turn.after, fit, wild16);
    };
    // Lazily: most boards take the first heard move that fits.
    for m in candidates(prev, want, rng) {
        let after = prev.after(m);
        if heard_on(prev, m, &after, wild16) != *want {
            continue;
        }
        if let Some(p) = fits(&after, &turn.after, fit, wild16) {
            return Some(p);
        }
    }
    None
}

/// `prev` through `turn` where nothing fits: an enemy move heard as it
/// was if there is one, else one that captured where it was heard, else a
/// man jumps there; the seat's own move is made over whatever stands in
/// its way, so its own men stay right.
fn loose_step(
    prev: &Position,
    turn: &Turn,
    seat: Seat,
    wild16: bool,
    rng: &mut dyn RngCore,
) -> Option<Position> {
    let mut pos = match &turn.enemy {
        None => prev.clone(),
        Some(want) => {
            let heard = heard_moves(prev, want, wild16, rng);
            match heard.into_iter().next() {
                Some(p) => p,
                None => {
                    let mut moves = prev.moves();
                    moves.shuffle(rng);
                    let near = moves
                        .iter()
                        .find(|&&m| prev.captured_square(m) == want.capture)
                        .map(|&m| prev.after(m));
                    near.or_else(|| {
                        want.capture
                            .and_then(|sq| taken_by_a_jump(prev, sq, None, rng))
                    })
                    .unwrap_or_else(|| {
                        // Nothing captures where it was heard: a move
                        // that takes nothing, and the announced man
                        // goes. Where the board leaves the enemy no
                        // move at all (its king hemmed in), it passes:
                        // late in a game every board of the population
                        // came here, none was left, and the bot tried
                        // at random.
                        let mut after =
                            match moves.iter().find(|&&m| prev.captured_square(m).is_none()) {
                                Some(&m) => prev.after(m),
                                None => {
                                    let mut passed = prev.clone();
                                    passed.set_en_passant(None);
                                    passed.set_side_to_move(prev.side_to_move().other());
                                    passed
                                }
                            };
                        if let Some(sq) = want.capture {
                            after.put(sq, None);
                        }
                        after
                    })
                }
            }
        }
    };
    for s in &turn.after {
        if let Seen::Move {
            own: Some(mv),
            capture,
            notes,
        } = s
        {
            let pawn = heard_from_notes(*capture, notes, wild16).pawn_taken;
            pos = own_move_loosely(&pos, *mv, capture.map(|sq| (sq, pawn)), seat, rng);
        }
    }
    Some(pos)
}

/// The seat's move `mv`, heard to capture on `capture` (and whether the man
/// taken was a pawn), made on a loose board, keeping the board's enemy men
/// as many as the seat knows (every capture is announced), and of the
/// kinds it heard taken where the board allows. Where a capture was heard
/// and the board has no enemy man there, one of its men (not the king) is
/// taken all the same, one of the kind heard and lining up with the square
/// where there is one; where the board's man there is of the other kind,
/// it changes places with one of the kind heard, so the man the board
/// loses is of that kind;
/// where none was heard and an enemy man stands where the move goes, that
/// man stood where the moving man came from. Before, such boards kept men
/// the seat had taken: late in one game every board gave the enemy a rook
/// and a knight it no longer had, and the bot, fearing them, stalemated
/// the king that was all the enemy had besides a blocked pawn (seed 69).
fn own_move_loosely(
    pos: &Position,
    mv: Move,
    capture: Option<(Square, bool)>,
    seat: Seat,
    rng: &mut dyn RngCore,
) -> Position {
    let them = seat.other();
    let enemy_man = |p: &Position, sq: Square| {
        p.piece_at(sq)
            .is_some_and(|m| m.color == them && m.kind != Kind::King)
    };
    // The board's enemy men (not the king) besides `but`, of the kind
    // heard taken if it has any.
    let others = |p: &Position, but: Square, pawn: bool| {
        let all: Vec<Square> = p
            .pieces()
            .filter(|&(at, m)| m.color == them && m.kind != Kind::King && at != but)
            .map(|(at, _)| at)
            .collect();
        let of_kind: Vec<Square> = all
            .iter()
            .copied()
            .filter(|&at| {
                p.piece_at(at)
                    .is_some_and(|m| (m.kind == Kind::Pawn) == pawn)
            })
            .collect();
        if of_kind.is_empty() {
            all
        } else {
            of_kind
        }
    };
    let mut pos = pos.clone();
    let mut put_back = None;
    match capture {
        Some((sq, pawn)) if !enemy_man(&pos, sq) => {
            // One that lines up with the square, where there is one.
            let mut theirs = pos.clone();
            theirs.set_side_to_move(them);
            if let Some(jumped) = (sq == mv.to)
                .then(|| taken_by_a_jump(&theirs, sq, Some(pawn), rng))
                .flatten()
            {
                pos = jumped;
            } else {
                let men = others(&pos, mv.to, pawn);
                if !men.is_empty() {
                    pos.put(men[rng.random_range(0..men.len())], None);
                }
            }
        }
        Some((sq, pawn))
            if pos
                .piece_at(sq)
                .is_some_and(|m| (m.kind == Kind::Pawn) != pawn) =>
        {
            // The board's man there is of the other kind: it changes
            // places with one of the kind heard (a pawn not onto a back
            // rank).
            let men: Vec<Square> = others(&pos, sq, pawn)
                .into_iter()
                .filter(|&at| {
                    pos.piece_at(at)
                        .is_some_and(|m| (m.kind == Kind::Pawn) == pawn)
                })
                .filter(|&at| {
                    let back = |s: Square| s.rank() == 0 || s.rank() == 7;
                    !(pos.piece_at(sq).is_some_and(|m| m.kind == Kind::Pawn) && back(at))
                })
                .collect();
            if !men.is_empty() {
                let at = men[rng.random_range(0..men.len())];
                let (here, there) = (pos.piece_at(sq), pos.piece_at(at));
                let mut swapped = pos.clone();
                swapped.put(sq, there);
                swapped.put(at, here);
                // Not where the man moved checks the seat's king.
                if !swapped.king_attacked(seat) || pos.king_attacked(seat) {
                    pos = swapped;
                }
            }
        }
        None if enemy_man(&pos, mv.to) => {
            put_back = pos.piece_at(mv.to);
            pos.put(mv.to, None);
        }
        _ => {}
    }
    let mut after = if pos.moves().contains(&mv) {
        pos.after(mv)
    } else {
        force(&pos, mv, seat)
    };
    if let Some(man) = put_back {
        if let Some(sq) = a_place_for(&after, man, mv.from, seat, rng) {
            after.put(sq, Some(man));
        }
    }
    after
}

/// An empty square on `pos` (the enemy of `seat` to move) for the enemy's
/// `man`, as near `near` as there is one: not a pawn on a back rank, and
/// neither checking the seat's king nor changing the checks the seat gave.
/// A man the board had where the seat's move went, which took nothing,
/// goes where the mover came from when it can; a pawn there (a back rank)
/// was dropped before, and with it the enemy's count (seed 73).
fn a_place_for(
    pos: &Position,
    man: crate::rules::chess::Piece,
    near: Square,
    seat: Seat,
    rng: &mut dyn RngCore,
) -> Option<Square> {
    let checks = checks_on(pos);
    let mut best: Option<(u8, Square)> = None;
    let mut ties = 0u32;
    for i in 0..64u8 {
        let Some(sq) = Square::new(i % 8, i / 8) else {
            continue;
        };
        if pos.piece_at(sq).is_some()
            || (man.kind == Kind::Pawn && (sq.rank() == 0 || sq.rank() == 7))
        {
            continue;
        }
        let far = sq
            .file()
            .abs_diff(near.file())
            .max(sq.rank().abs_diff(near.rank()));
        if best.is_some_and(|(d, _)| far > d) {
            continue;
        }
        let mut p = pos.clone();
        p.put(sq, Some(man));
        if p.king_attacked(seat) || checks_on(&p) != checks {
            continue;
        }
        // Equally near squares, one at random (reservoir).
        if best.is_some_and(|(d, _)| far == d) {
            ties += 1;
            if rng.random_range(0..ties + 1) != 0 {
                continue;
            }
        } else {
            ties = 0;
        }
        best = Some((far, sq));
    }
    best.map(|(_, sq)| sq)
}

/// One board of the population: where it stood before each turn so far
/// (the last is now), and whether some turn had to go loose.
#[derive(Clone)]
struct Particle {
    past: Vec<Position>,
    loose: bool,
}

impl Particle {
    fn now(&self) -> &Position {
        &self.past[self.past.len() - 1]
    }
}

/// How many enemy turns back a dead end is searched from, and how many
/// draws each board gets per depth.
const BACK: usize = 4;
const REDRAWS: usize = 8;

/// Boards through `turns[t]` where none of the population fitted it: the
/// last `d` turns drawn again from where each board stood before them,
/// `d` growing until some board fits.
fn back_off(
    population: &[Particle],
    turns: &[Turn],
    t: usize,
    wild16: bool,
    rng: &mut dyn RngCore,
) -> Vec<Particle> {
    let mut found = Vec::new();
    for d in 2..=BACK.min(t + 1) {
        for p in population {
            let from = p.past.len() - d;
            'draw: for _ in 0..REDRAWS {
                let mut past = p.past[..=from].to_vec();
                for turn in &turns[t + 1 - d..=t] {
                    let Some(q) = step(&past[past.len() - 1], turn, Fit::Strict, wild16, rng)
                    else {
                        continue 'draw;
                    };
                    past.push(q);
                }
                found.push(Particle {
                    past,
                    loose: p.loose,
                });
                break;
            }
        }
        if !found.is_empty() {
            break;
        }
    }
    found
}

/// The fewest boards the deadline leaves.
pub const FEWEST: usize = 4;

/// What drawing has cost so far, to share the time left among the turns
/// left.
struct Pace {
    deadline: Instant,
    /// Seconds per board and turn, weighted to the recent turns (dead
    /// ends come late and cost most).
    recent: f64,
    /// Boards times turns drawn so far, and the seconds they took.
    work: f64,
    spent: f64,
}

impl Pace {
    fn new(deadline: Instant) -> Pace {
        Pace {
            deadline,
            recent: 0.0,
            work: 0.0,
            spent: 0.0,
        }
    }

    /// A turn of `boards` boards took `took`.
    fn turn(&mut self, boards: usize, took: Duration) {
        let each = took.as_secs_f64() / boards.max(1) as f64;
        self.work += boards as f64;
        self.spent += took.as_secs_f64();
        self.recent = if self.work <= boards as f64 {
            each
        } else {
            0.7 * self.recent + 0.3 * each
        };
    }

    /// How many boards the `turns_left` turns can afford (at most `n`,
    /// at least [`FEWEST`]).
    fn affordable(&self, n: usize, turns_left: usize) -> usize {
        let left = self.deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return FEWEST.min(n);
        }
        if self.work == 0.0 {
            return n;
        }
        let each = (self.spent / self.work).max(self.recent) * turns_left as f64;
        if each <= 0.0 {
            return n;
        }
        let can = (left.as_secs_f64() / each) as usize;
        can.clamp(FEWEST.min(n), n)
    }
}

/// Up to `n` boards consistent with `known` (the seat to move on each),
/// and how many of them had to go loose somewhere; fewer (down to
/// [`FEWEST`]) where drawing `n` would run past `deadline`.
pub fn boards(
    known: &Knowledge,
    n: usize,
    deadline: Option<Instant>,
    rng: &mut dyn RngCore,
) -> (Vec<Position>, usize) {
    let wild16 = known.rules == RuleSet::Wild16;
    let mut n = n.max(1);
    let mut pace = deadline.map(Pace::new);
    let turns = turns(known);
    let mut population = vec![
        Particle {
            past: vec![known.start.clone()],
            loose: false,
        };
        n
    ];
    for (t, turn) in turns.iter().enumerate() {
        let began = Instant::now();
        if let Some(pace) = &pace {
            n = pace.affordable(n, turns.len() - t);
            // The boards are in no order that matters: those that went on
            // first, then their copies.
            population.truncate(n);
        }
        let mut grown: Vec<Particle> = Vec::with_capacity(n);
        let mut dead = 0;
        for p in &population {
            match step(p.now(), turn, Fit::Strict, wild16, rng) {
                Some(q) => {
                    let mut p = p.clone();
                    p.past.push(q);
                    grown.push(p);
                }
                None => dead += 1,
            }
        }
        if grown.is_empty() {
            grown = back_off(&population, &turns, t, wild16, rng);
        }
        if grown.is_empty() {
            // Nothing fits: the seat's own move at least, else loose.
            for p in &population {
                let q = step(p.now(), turn, Fit::OwnMove, wild16, rng)
                    .or_else(|| loose_step(p.now(), turn, known.seat, wild16, rng));
                if let Some(q) = q {
                    let mut p = p.clone();
                    p.past.push(q);
                    p.loose = true;
                    grown.push(p);
                }
            }
        } else {
            // The dead drawn again from boards that went on (their turn
            // before), so the population keeps its variety.
            let alive = grown.len();
            for _ in 0..dead.min(n - alive.min(n)) {
                let j = rng.random_range(0..alive);
                let from = &grown[j].past[grown[j].past.len() - 2];
                if let Some(q) = step(from, turn, Fit::Strict, wild16, rng) {
                    let mut p = grown[j].clone();
                    let last = p.past.len() - 1;
                    p.past[last] = q;
                    grown.push(p);
                }
            }
        }
        if grown.is_empty() {
            return (Vec::new(), 0);
        }
        // Refill to `n` from the boards that went on.
        let mut k = 0;
        while grown.len() < n {
            let b = grown[k].clone();
            grown.push(b);
            k += 1;
        }
        grown.truncate(n);
        if let Some(pace) = &mut pace {
            pace.turn(population.len(), began.elapsed());
        }
        population = grown;
    }
    let loose = population.iter().filter(|p| p.loose).count();
    let boards = population
        .into_iter()
        .map(|p| {
            let now = p.past[p.past.len() - 1].clone();
            if p.loose {
                with_the_kinds_heard(&now, known)
            } else {
                now
            }
        })
        .filter(|p| p.side_to_move() == known.seat)
        .collect();
    (boards, loose)
}

/// A loose board with the enemy's men of the kinds the seat heard taken:
/// the enemy started with so many pawns and pieces, and each capture of
/// the seat's said which it took (`Pawn at ...`, `Piece at ...`). Where
/// the board has more pieces than are left and fewer pawns, pieces
/// become pawns (a loose board's men are guesses, and this guesses no
/// promotion). Late in seed 77's game every board gave the enemy a knight
/// or a bishop where all its pieces had been taken, and the bot
/// stalemated its king beside the pawn that was left, blocked.
fn with_the_kinds_heard(board: &Position, known: &Knowledge) -> Position {
    let them = known.seat.other();
    let (mut pawns_left, mut pieces_left) = (0i32, 0i32);
    for (_, m) in known.start.pieces() {
        if m.color == them && m.kind != Kind::King {
            if m.kind == Kind::Pawn {
                pawns_left += 1;
            } else {
                pieces_left += 1;
            }
        }
    }
    for s in &known.seen {
        if let Seen::Move {
            own: Some(_),
            capture: Some(_),
            notes,
        } = s
        {
            if notes
                .iter()
                .any(|n| n.starts_with("Pawn at ") && n.ends_with(" captured"))
            {
                pawns_left -= 1;
            } else {
                pieces_left -= 1;
            }
        }
    }
    let count = |b: &Position, pawn: bool| {
        b.pieces()
            .filter(|(_, m)| m.color == them && m.kind != Kind::King)
            .filter(|(_, m)| (m.kind == Kind::Pawn) == pawn)
            .count() as i32
    };
    let mut b = board.clone();
    let mut extra = (count(&b, false) - pieces_left.max(0)).min(pawns_left - count(&b, true));
    if extra <= 0 {
        return b;
    }
    let checks = checks_on(&b);
    let pieces: Vec<Square> = b
        .pieces()
        .filter(|(at, m)| {
            m.color == them
                && !matches!(m.kind, Kind::King | Kind::Pawn)
                && at.rank() != 0
                && at.rank() != 7
        })
        .map(|(at, _)| at)
        .collect();
    for at in pieces {
        if extra == 0 {
            break;
        }
        let mut p = b.clone();
        p.put(at, Some(crate::rules::chess::Piece::new(them, Kind::Pawn)));
        // Not a pawn that changes the checks the seat heard.
        if checks_on(&p) == checks {
            b = p;
            extra -= 1;
        }
    }
    b
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::kriegspiel::Kriegspiel;
    use crate::rules::{Game, TestCtx};
    use rand::SeedableRng;

    fn board(fen: &str) -> Position {
        Position::from_fen(fen, crate::rules::chess::Rules::chess()).expect("a legal position")
    }

    fn men(p: &Position, color: crate::rules::chess::Color) -> usize {
        p.pieces().filter(|(_, m)| m.color == color).count()
    }

    /// On a loose board the seat's men move as they did and the enemy
    /// keeps as many men as the seat knows it has: a capture heard where
    /// the board has no enemy man takes one of its men all the same (the
    /// one lined up with the square), and a man standing where a move
    /// that took nothing went stood where the mover came from.
    #[test]
    fn a_loose_board_keeps_the_enemys_count() {
        use crate::rules::chess::{Color, Kind};
        let sq = |s: &str| Square::parse(s).expect("a square");
        let mut rng = rand::rngs::StdRng::seed_from_u64(1);
        // White's rook takes on d8, heard as a capture; the board has
        // nothing there, but a knight on c6 that could have gone there and
        // a pawn on h7 that could not.
        let pos = board("4k3/7p/2n5/8/8/8/8/3RK3 w - - 0 1");
        let rook_d8 = super::super::attempt_named(&pos, "d1d8").expect("a rook move");
        for _ in 0..10 {
            let after = own_move_loosely(
                &pos,
                rook_d8,
                Some((sq("d8"), false)),
                Seat::White,
                &mut rng,
            );
            assert_eq!(men(&after, Color::Black), 2, "the knight taken");
            assert_eq!(after.piece_at(sq("h7")).map(|p| p.kind), Some(Kind::Pawn));
            assert_eq!(after.piece_at(sq("d8")).map(|p| p.kind), Some(Kind::Rook));
        }
        // Heard as taking nothing, while the board has the knight on d8:
        // the knight was on d1 all along.
        let pos = board("3nk3/7p/8/8/8/8/8/3RK3 w - - 0 1");
        let after = own_move_loosely(&pos, rook_d8, None, Seat::White, &mut rng);
        assert_eq!(men(&after, Color::Black), 3);
        assert_eq!(after.piece_at(sq("d1")).map(|p| p.kind), Some(Kind::Knight));
        assert_eq!(after.piece_at(sq("d8")).map(|p| p.kind), Some(Kind::Rook));
        // A pawn there cannot have stood on the back rank the rook came
        // from: it stands on the nearest square it can (the board lost it
        // before), not checking the king.
        let pos = board("4k3/8/3p4/8/8/8/8/3RK3 w - - 0 1");
        let rook_d6 = super::super::attempt_named(&pos, "d1d6").expect("a rook move");
        for _ in 0..10 {
            let after = own_move_loosely(&pos, rook_d6, None, Seat::White, &mut rng);
            assert_eq!(men(&after, Color::Black), 2);
            let pawn = after
                .pieces()
                .find(|(_, m)| m.color == Color::Black && m.kind == Kind::Pawn)
                .map(|(at, _)| at)
                .expect("the pawn kept");
            assert!(pawn.rank() == 1, "{pawn}: next to d1, off the back rank");
            assert!(!after.king_attacked(Color::White), "{pawn} checks the king");
        }
    }

    /// The real game fits what each seat heard, turn by turn: the
    /// consistency rules never throw out the true board.
    /// The kind heard taken (`Pawn at d5 captured`, `Piece at ...`) is the
    /// kind a loose board loses: a man of that kind jumps to the square
    /// where it has none there, and where its man there is of the other
    /// kind, the two change places. Before, boards lost whatever stood
    /// there, and late in one game every board gave the enemy a knight
    /// where it had only a pawn, blocked beside its hemmed-in king, which
    /// the bot then stalemated (seed 77).
    #[test]
    fn a_loose_board_loses_the_kind_of_man_heard_taken() {
        use crate::rules::chess::{Color, Kind};
        let sq = |s: &str| Square::parse(s).expect("a square");
        let kinds = |p: &Position| {
            let mut k: Vec<Kind> = p
                .pieces()
                .filter(|(_, m)| m.color == Color::Black && m.kind != Kind::King)
                .map(|(_, m)| m.kind)
                .collect();
            k.sort_by_key(|k| format!("{k:?}"));
            k
        };
        let mut rng = rand::rngs::StdRng::seed_from_u64(2);
        // The rook takes on d5 where the board has nothing: the knight on
        // c7 and the pawn on e6 could both have gone there.
        let pos = board("4k3/2n5/4p3/8/8/8/8/3RK3 w - - 0 1");
        let rook_d5 = super::super::attempt_named(&pos, "d1d5").expect("a rook move");
        for _ in 0..10 {
            let pawn =
                own_move_loosely(&pos, rook_d5, Some((sq("d5"), true)), Seat::White, &mut rng);
            assert_eq!(kinds(&pawn), vec![Kind::Knight], "a pawn heard taken");
            let piece = own_move_loosely(
                &pos,
                rook_d5,
                Some((sq("d5"), false)),
                Seat::White,
                &mut rng,
            );
            assert_eq!(kinds(&piece), vec![Kind::Pawn], "a piece heard taken");
        }
        // The board has a knight on d5, and a pawn heard taken there.
        let pos = board("4k3/7p/8/3n4/8/8/8/3RK3 w - - 0 1");
        let after = own_move_loosely(&pos, rook_d5, Some((sq("d5"), true)), Seat::White, &mut rng);
        assert_eq!(kinds(&after), vec![Kind::Knight]);
        assert_eq!(after.piece_at(sq("h7")).map(|p| p.kind), Some(Kind::Knight));
        // Heard as a piece: the knight is taken, the pawn stays.
        let after = own_move_loosely(
            &pos,
            rook_d5,
            Some((sq("d5"), false)),
            Seat::White,
            &mut rng,
        );
        assert_eq!(kinds(&after), vec![Kind::Pawn]);
    }

    #[test]
    fn the_real_game_fits_every_turn() {
        for (seed, rules) in [
            (1, RuleSet::Wild16),
            (2, RuleSet::English),
            (3, RuleSet::Wild16),
        ] {
            let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
            let mut g = Kriegspiel::new(rules);
            for _ in 0..300 {
                if g.to_move().is_none() {
                    break;
                }
                let seat = g.turn();
                // The bot's attempts (illegal ones included) for both.
                let t = super::super::random_attempt(&g.knowledge(seat), &mut rng).unwrap();
                g.play(seat, &t, &mut TestCtx::new(seed).ctx()).unwrap();
            }
            let wild16 = rules == RuleSet::Wild16;
            let history = g.chess().history().to_vec();
            for seat in [Seat::White, Seat::Black] {
                let known = g.knowledge(seat);
                let mut pos = known.start.clone();
                let mut played = history.iter();
                for (t, turn) in turns(&known).iter().enumerate() {
                    if let Some(want) = &turn.enemy {
                        let mv = *played.next().unwrap();
                        let after = pos.after(mv);
                        assert_eq!(
                            heard_on(&pos, mv, &after, wild16),
                            *want,
                            "seed {seed} turn {t}"
                        );
                        pos = after;
                    }
                    let own = turn.after.iter().any(|s| matches!(s, Seen::Move { .. }));
                    let next = fits(&pos, &turn.after, Fit::Strict, wild16);
                    assert!(
                        next.is_some(),
                        "seed {seed} {seat:?} turn {t}: {:?}",
                        turn.after
                    );
                    if own {
                        played.next();
                        pos = next.unwrap();
                    }
                }
            }
        }
    }

    /// A game of random attempts (refused ones included) from both seats,
    /// `plies` attempts long, and what the seat to move knows.
    fn random_game(seed: u64, plies: usize) -> Knowledge {
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let mut g = Kriegspiel::new(RuleSet::Wild16);
        for _ in 0..plies {
            if g.to_move().is_none() {
                break;
            }
            let seat = g.turn();
            let t = super::super::random_attempt(&g.knowledge(seat), &mut rng).unwrap();
            g.play(seat, &t, &mut TestCtx::new(seed).ctx()).unwrap();
        }
        g.knowledge(g.turn())
    }

    /// With its deadline gone the drawing keeps only the fewest boards,
    /// each still with the seat's own men where they stand.
    #[test]
    fn a_deadline_gone_leaves_the_fewest_boards() {
        let known = random_game(4, 60);
        let own = super::super::own_men(&known).unwrap();
        let mut rng = rand::rngs::StdRng::seed_from_u64(4);
        let (all, _) = boards(&known, 40, None, &mut rng);
        assert_eq!(all.len(), 40);
        let (few, _) = boards(&known, 40, Some(Instant::now()), &mut rng);
        assert_eq!(few.len(), FEWEST);
        let mine = |p: &Position| {
            p.pieces()
                .filter(|(_, m)| m.color == own.side_to_move())
                .collect::<Vec<_>>()
        };
        for b in &few {
            assert_eq!(mine(b), mine(&own));
        }
    }

    /// With time to spare the deadline changes nothing: the same boards
    /// from the same draws.
    #[test]
    fn a_deadline_far_off_changes_nothing() {
        let known = random_game(5, 40);
        let far = Instant::now() + Duration::from_secs(3600);
        let (free, _) = boards(&known, 16, None, &mut rand::rngs::StdRng::seed_from_u64(5));
        let (timed, _) = boards(
            &known,
            16,
            Some(far),
            &mut rand::rngs::StdRng::seed_from_u64(5),
        );
        let fens = |v: &[Position]| v.iter().map(|p| p.to_fen()).collect::<Vec<_>>();
        assert_eq!(free.len(), 16);
        assert_eq!(fens(&free), fens(&timed));
    }
}
