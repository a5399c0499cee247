//! Kriegspiel: the bot plays from what its seat knows
//! ([`Knowledge`]), never from the referee's board.
//!
//! It samples boards consistent with everything it heard: from the start
//! position, its own moves are replayed as they were, and each opponent
//! move is drawn at random among the moves that would have produced the
//! same announcements (capture square, checks, pawn tries); its own illegal
//! attempts must be illegal on the sample, and the answers to `/any` must
//! hold (levels 4 and 5 draw four times the boards they search and keep
//! some at random: [`filter::kept`]). Then every attempt that its own men
//! allow is scored on every sample by a short search (an attempt illegal on
//! a sample costs nothing but a little time), and the best on average is
//! tried. An attempt already refused this turn is never tried again, so the
//! bot always reaches a legal move.
//!
//! Each board's search scores the game's draws (insufficient material, the
//! 50-move rule) with the search's contempt, and in an ending each board
//! gets the terms of [`plan`]: the short search alone found no way forward
//! and let won endings run into the 50-move rule. Repetitions the boards
//! cannot count (their histories are drawn): a side ahead pays for putting
//! its men back where they already stood ([`repeat`]); and a stalemate a
//! board misses by a square of the enemy king's is charged too
//! ([`stalemate`]).
//!
//! Against a bare king, or a king whose other men are pawns blocked by the
//! seat's men, the boards give way to the exact set of squares the king
//! may stand on ([`belief`]) and an attempt chosen over all of them
//! ([`endgame`]).

mod belief;
pub mod drill;
mod endgame;
mod filter;
mod kpk;
mod loose;
mod pawn_king;
mod plan;
pub mod regret;
mod repeat;
mod safety;
mod stalemate;
pub mod tablebase;

use std::time::Instant;

use rand::{Rng, RngCore};

use crate::rules::chess::{Kind, Move, Position, Square};
use crate::rules::computer::Draws;
use crate::rules::kriegspiel::referee::{self, Attempt};
use crate::rules::kriegspiel::{Knowledge, Seen};

use super::chess::{Search, Tree, Variant, MATE};
use super::{Budget, Level};

/// What the announcements after a move say, in a comparable form.
#[derive(PartialEq, Eq, Debug)]
struct Heard {
    capture: Option<crate::rules::chess::Square>,
    /// The man captured was a pawn (`Pawn at d5 captured`, where others
    /// are `Piece at ...`).
    pawn_taken: bool,
    checks: Vec<String>,
    tries: Option<usize>,
}

fn heard_from_notes(
    capture: Option<crate::rules::chess::Square>,
    notes: &[String],
    wild16: bool,
) -> Heard {
    let mut checks: Vec<String> = notes
        .iter()
        .filter(|n| n.ends_with(" check"))
        .cloned()
        .collect();
    checks.sort();
    let tries = wild16.then(|| {
        notes
            .iter()
            .find_map(|n| {
                let (num, rest) = n.split_once(' ')?;
                rest.starts_with("pawn tr")
                    .then(|| num.parse::<usize>().ok())?
            })
            .unwrap_or(0)
    });
    Heard {
        pawn_taken: capture.is_some() && pawn_taken(notes),
        capture,
        checks,
        tries,
    }
}

/// Whether the announcements after a capture say a pawn was taken
/// (`Pawn at d5 captured`; any other man is `Piece at ...`).
fn pawn_taken(notes: &[String]) -> bool {
    notes
        .iter()
        .any(|n| n.starts_with("Pawn at ") && n.ends_with(" captured"))
}

/// `pos` with the man on `sq` and another of its side's men, a pawn if
/// `pawn` says so and a piece if not (not the king), changed places: one
/// board for each such man, in the board's order, and no pawn onto a
/// back rank. Where a capture of the seat's was heard to take the other
/// kind than the board has on `sq`, these are the boards that take the
/// kind heard.
fn kind_swaps(pos: &Position, sq: Square, pawn: bool) -> Vec<Position> {
    let Some(man) = pos.piece_at(sq) else {
        return Vec::new();
    };
    let back = |s: Square| s.rank() == 0 || s.rank() == 7;
    pos.pieces()
        .filter(|&(at, m)| {
            at != sq
                && m.color == man.color
                && m.kind != Kind::King
                && (m.kind == Kind::Pawn) == pawn
                && !(man.kind == Kind::Pawn && back(at))
                && !(m.kind == Kind::Pawn && back(sq))
        })
        .map(|(at, m)| {
            let mut p = pos.clone();
            p.put(sq, Some(m));
            p.put(at, Some(man));
            p
        })
        .collect()
}

/// The checks announced on `pos`, sorted.
fn checks_on(pos: &Position) -> Vec<String> {
    let mut checks: Vec<String> = pos
        .check_kinds()
        .into_iter()
        .map(|c| c.announcement().to_string())
        .collect();
    checks.sort();
    checks
}

/// What would be heard after `mv` on `pos` (played on `after`).
fn heard_on(pos: &Position, mv: Move, after: &Position, wild16: bool) -> Heard {
    Heard {
        capture: pos.captured_square(mv),
        pawn_taken: pos.captured_piece(mv).is_some_and(|p| p.kind == Kind::Pawn),
        checks: checks_on(after),
        tries: wild16.then(|| referee::pawn_tries(after)),
    }
}

/// A loose board where no enemy man can take on `sq`, the capture heard
/// there: one of the enemy's men (not its king) jumps there all the same,
/// one that lines up with `sq` where there is one. The seat then knows an
/// enemy man stands where its own was taken, which matters more than which
/// man it is (it may take it back, and must not leave men in its reach).
/// Where `pawn` says whether the man is to be a pawn (the seat took it and
/// heard its kind), one of that kind jumps, if the board has one.
fn taken_by_a_jump(
    pos: &Position,
    sq: Square,
    pawn: Option<bool>,
    rng: &mut dyn RngCore,
) -> Option<Position> {
    let mover = pos.side_to_move();
    let forward: i32 = if mover == crate::rules::chess::Color::White {
        1
    } else {
        -1
    };
    let lines_up = |from: Square, kind: Kind| {
        let dx = (i32::from(sq.file()) - i32::from(from.file())).abs();
        let dy = i32::from(sq.rank()) - i32::from(from.rank());
        match kind {
            Kind::Knight => (dx == 1 && dy.abs() == 2) || (dx == 2 && dy.abs() == 1),
            Kind::Bishop => dx == dy.abs(),
            Kind::Rook => dx == 0 || dy == 0,
            Kind::Queen => dx == dy.abs() || dx == 0 || dy == 0,
            Kind::Pawn => dx == 1 && dy == forward,
            _ => false,
        }
    };
    let last_rank = sq.rank() == 0 || sq.rank() == 7;
    let all: Vec<(Square, Kind)> = pos
        .pieces()
        .filter(|(_, p)| p.color == mover && p.kind != Kind::King)
        .filter(|(_, p)| !(p.kind == Kind::Pawn && last_rank))
        .map(|(s, p)| (s, p.kind))
        .collect();
    let of_kind: Vec<(Square, Kind)> = all
        .iter()
        .copied()
        .filter(|&(_, k)| pawn.is_none_or(|p| p == (k == Kind::Pawn)))
        .collect();
    let men = if of_kind.is_empty() { all } else { of_kind };
    let aligned: Vec<(Square, Kind)> = men
        .iter()
        .copied()
        .filter(|&(s, k)| lines_up(s, k))
        .collect();
    let pool = if aligned.is_empty() { &men } else { &aligned };
    if pool.is_empty() {
        return None;
    }
    let (from, _) = pool[rng.random_range(0..pool.len())];
    let mut after = pos.clone();
    let man = after.piece_at(from);
    after.put(from, None);
    after.put(sq, man);
    after.set_en_passant(None);
    after.set_halfmove_clock(0);
    after.set_side_to_move(mover.other());
    // Not a board where the seat could take the enemy king.
    (!after.king_attacked(mover)).then_some(after)
}

/// `mv` by `seat` made on `pos` even where it is not legal there: the
/// moving man goes to its square (taking whatever stands there), castling
/// and en passant as the kernel makes them on a board cleared for them.
fn force(pos: &Position, mv: Move, seat: crate::rules::Seat) -> Position {
    let mut p = pos.clone();
    p.set_side_to_move(seat);
    p.set_en_passant(None);
    let mut clear = vec![mv.to];
    if mv.is_castle() {
        let (k, r) = p.castle_destinations(mv.from, mv.to);
        clear.extend([k, r]);
    }
    for sq in clear {
        if sq != mv.from && sq != mv.to && p.piece_at(sq).is_some() {
            p.put(sq, None);
        }
    }
    if !mv.is_castle() {
        p.put(mv.to, None);
    }
    let mv = match mv.kind {
        crate::rules::chess::MoveKind::EnPassant => Move::normal(mv.from, mv.to),
        _ => mv,
    };
    p.play(mv);
    p
}

/// The attempt written `text` on `pos`'s own board.
fn attempt_named(pos: &Position, text: &str) -> Option<Move> {
    pos.blind_moves()
        .into_iter()
        .find(|&m| referee::own_long(m) == text)
}

/// The attempts refused since the seat's last move.
fn refused_this_turn(known: &Knowledge) -> Vec<String> {
    known
        .seen
        .iter()
        .rev()
        .take_while(|s| !matches!(s, Seen::Move { .. }))
        .filter_map(|s| match s {
            Seen::Illegal { tried } => Some(tried.clone()),
            _ => None,
        })
        .collect()
}

/// The attempts the seat can make, from its own men alone (known exactly):
/// each once, promotions to a queen only, none refused this turn, only
/// pawn captures after a Try.
fn attempts(known: &Knowledge) -> Option<Vec<Move>> {
    if known.over {
        return None;
    }
    let own = own_men(known)?;
    if own.side_to_move() != known.seat {
        return None;
    }
    let refused = refused_this_turn(known);
    let mut candidates: Vec<Move> = own
        .blind_moves()
        .into_iter()
        .filter(|&m| !refused.contains(&referee::own_long(m)))
        .filter(|&m| !known.must_capture || Attempt::Move(m).is_pawn_capture(&own))
        .collect();
    candidates.retain(|m| m.promotion().is_none_or(|k| k == Kind::Queen));
    candidates.sort_by_key(|&m| referee::own_long(m));
    candidates.dedup_by_key(|m| referee::own_long(*m));
    (!candidates.is_empty()).then_some(candidates)
}

/// An attempt at random from what the seat knows (never the referee's
/// board): the beginner's blunder and the bot's fallback.
pub fn random_attempt(known: &Knowledge, rng: &mut dyn RngCore) -> Option<String> {
    let candidates = attempts(known)?;
    let i = rng.random_range(0..candidates.len());
    Some(referee::own_long(candidates[i]))
}

/// The attempt to send, from `known` alone.
pub fn choose(known: &Knowledge, level: &Level, rng: &mut dyn RngCore) -> Option<String> {
    choose_with(known, level, true, rng)
}

/// [`choose`], where `start_known` says whether a set-up start's enemy
/// men count as known (as in a problem; the endgame trials ask the bot to
/// forget them).
pub fn choose_with(
    known: &Knowledge,
    level: &Level,
    start_known: bool,
    rng: &mut dyn RngCore,
) -> Option<String> {
    let candidates = attempts(known)?;
    let blunder = blunder(level);
    if blunder > 0.0 && rng.random_bool(blunder) {
        let i = rng.random_range(0..candidates.len());
        return Some(referee::own_long(candidates[i]));
    }
    // Against a bare king the exact set of its squares decides.
    if level.level >= 2 {
        if let Some(b) = belief::bare_king(known, start_known) {
            if let Some(m) = mate_in_sight(&b, &candidates, level, rng) {
                return Some(referee::own_long(m));
            }
            if let Some(m) = endgame::choose(&b, &candidates) {
                return Some(referee::own_long(m));
            }
        }
    }
    // Boards consistent with what was heard, drawn turn by turn in half
    // the time (the searches below take the other half).
    let draw_by = Instant::now() + level.budget.time / 2;
    let mut boards = filter::kept(known, level, Some(draw_by), rng);
    if boards.is_empty() {
        let i = rng.random_range(0..candidates.len());
        return Some(referee::own_long(candidates[i]));
    }
    if level.level >= 2 {
        if let Some(m) = against_blocked_pawns(known, start_known, &boards, &candidates, level, rng)
        {
            return Some(referee::own_long(m));
        }
    }
    // A king whose other men are all pawns (and not all blocked, above):
    // the boards' kings on the squares it may stand on, or with one pawn
    // left the boards that are none of the placements that fit what was
    // heard replaced by some of those.
    if level.level >= 2 {
        if let Some(enemy) = pawn_king::enemy(known) {
            match enemy.boards {
                Some(all) => pawn_king::keep_fitting(&mut boards, &all, known.seat, rng),
                None => pawn_king::place_kings(&mut boards, enemy.kings, known.seat, rng),
            }
        }
    }
    let per_search = Level {
        budget: Budget {
            // Level 3 two plies as well: at one ply, with only more
            // boards than level 2, it lost to level 2 (3-1-6, seed 204).
            max_depth: if level.level >= 3 { 2 } else { 1 },
            nodes: (level.budget.nodes / (boards.len() as u64 * candidates.len() as u64 + 1))
                .clamp(200, 20_000),
            time: level.budget.time / 4,
        },
        ..*level
    };
    let mut search = Search::new();
    // The game's draws count in each board's search: a side ahead does not
    // trade into insufficient material or let the 50-move rule run out
    // (the search's contempt).
    let tree = with_draws();
    // Each board's value now, for attempts illegal there.
    let base: Vec<i64> = boards
        .iter()
        .map(|b| Variant::Chess.evaluate_for(b, known.seat, [0, 0]))
        .collect();
    // An attempt's value on a board, squashed.
    let mut value = |b: &Position, base_value: i64, m: Move, per_search: &Level| {
        match referee::judge(b, &Attempt::Move(m)) {
            None => squash(base_value - 5 + plan::ending(b, known.seat)),
            Some(real) => {
                let after = b.after(real);
                let replies = after.moves();
                if replies.is_empty() {
                    if after.in_check() {
                        squash(MATED)
                    } else {
                        squash(draw_value(base_value))
                    }
                } else if after.insufficient_material() || after.halfmove_clock() >= 100 {
                    squash(draw_value(base_value))
                } else {
                    let v = squash(
                        match search.search_tree(&after, &tree, &replies, per_search, rng) {
                            // Not even one reply searched in the budget: the
                            // score is the search's minus infinity, not a mate.
                            Some(f) if i64::from(f.score).abs() <= i64::from(MATE) => {
                                -i64::from(f.score) + plan::ending(&after, known.seat)
                            }
                            _ => safety::static_value(b, m, known.seat),
                        },
                    );
                    // Where the board's king stood a step away, or its
                    // other men could not move, this might have been a
                    // stalemate: see [`stalemate`]. The expected value,
                    // taken after the squash: a mate the board's search
                    // saw (a king boxed in, its other men made to move)
                    // outweighed any charge taken before it.
                    let risk = stalemate::risk(b, real, known.seat);
                    if risk > 0.0 {
                        let draw = squash(draw_value(base_value));
                        ((1.0 - risk) * v as f64 + risk * draw as f64) as i64
                    } else {
                        v
                    }
                }
            }
        }
    };
    // First every attempt on every board one ply deep (the enemy's replies
    // and the captures after them: a man left where an enemy man takes it
    // shows), which is cheap; then two plies deep board by board while time
    // lasts. Under load the two-ply pass scored only a few boards, and an
    // average over a few boards put men where most boards had an enemy man
    // taking them.
    let shallow = Level {
        budget: Budget {
            max_depth: 1,
            ..per_search.budget
        },
        ..per_search
    };
    let stop_at = Instant::now() + level.budget.time / 2;
    let mut values: Vec<Vec<i64>> = Vec::with_capacity(boards.len());
    for (b, &base_value) in boards.iter().zip(&base) {
        values.push(
            candidates
                .iter()
                .map(|&m| value(b, base_value, m, &shallow))
                .collect(),
        );
        if Instant::now() >= stop_at {
            break;
        }
    }
    if per_search.budget.max_depth > 1 {
        'deep: for (row, (b, &base_value)) in values.iter_mut().zip(boards.iter().zip(&base)) {
            if Instant::now() >= stop_at {
                break 'deep;
            }
            // A board is replaced only whole, so all attempts are weighed
            // on the same boards at the same depth.
            *row = candidates
                .iter()
                .map(|&m| value(b, base_value, m, &per_search))
                .collect();
        }
    }
    // The boards no search reached (out of time) count too, by a static
    // value: see [`safety`].
    for b in &boards[values.len()..] {
        values.push(
            candidates
                .iter()
                .map(|&m| squash(safety::static_value(b, m, known.seat)))
                .collect(),
        );
    }
    // Ahead, putting the men back where they stood risks a repetition.
    let ahead = base.iter().sum::<i64>() / base.len().max(1) as i64;
    let charges: Vec<i64> = match repeat::times(known, &candidates) {
        Some(times) => times
            .into_iter()
            .map(|t| repeat::charge(t, ahead))
            .collect(),
        None => vec![0; candidates.len()],
    };
    best_of(&candidates, &values, &charges, rng).map(referee::own_long)
}

/// Against a king whose other men are pawns that most boards have on the
/// same squares, each blocked, and no more men than that (the seat knows
/// how many the enemy has left): the exact set of the king's squares
/// decides, as against a bare king ([`belief::king_and_blocked_pawns`]).
/// The boards alone place such a king only roughly, and level 5
/// stalemated it with all its men about (seeds 60, 62 and 65 against
/// random).
fn against_blocked_pawns(
    known: &Knowledge,
    start_known: bool,
    boards: &[Position],
    candidates: &[Move],
    level: &Level,
    rng: &mut dyn RngCore,
) -> Option<Move> {
    let them = known.seat.other();
    // The enemy's men are as many as the seat knows (every capture is
    // announced): where that is the king and the pawns most boards have,
    // those are all. (Late in a long game the boards can disagree on the
    // rest: the population went loose, and its men are guesses.)
    let mut pawns: Vec<Square> = Vec::new();
    for b in boards {
        for (sq, p) in b.pieces() {
            if p.color == them && p.kind == Kind::Pawn && !pawns.contains(&sq) {
                let on = boards.iter().filter(|o| o.piece_at(sq) == Some(p)).count();
                if 2 * on > boards.len() {
                    pawns.push(sq);
                }
            }
        }
    }
    let belief = belief::king_and_blocked_pawns(known, start_known, &pawns)?;
    // The tables mate with a queen or rook; with less (a pawn ending, say)
    // the boards' search and the ending's terms take the enemy pawns
    // first.
    let heavy = belief.own.pieces().any(|(sq, p)| {
        p.color == known.seat
            && matches!(p.kind, Kind::Queen | Kind::Rook)
            && belief.held & belief::bit(sq) == 0
    });
    if !heavy {
        return None;
    }
    mate_in_sight(&belief, candidates, level, rng).or_else(|| endgame::choose(&belief, candidates))
}

/// Where the seat knows the whole board (the king's square is the only one
/// it may stand on), a search of that board, and its move where the search
/// sees a mate. The tables score the king with one queen or rook at a
/// time; with three queens, a rook and minor pieces about a hemmed-in
/// king, every move they liked stalemated, and level 5 shuffled its rook
/// until the 50-move rule drew (seed 73, game 6).
fn mate_in_sight(
    belief: &belief::Belief,
    candidates: &[Move],
    level: &Level,
    rng: &mut dyn RngCore,
) -> Option<Move> {
    if belief.kings.count_ones() != 1 {
        return None;
    }
    let king = belief::squares(belief.kings).next()?;
    let mut board = belief.own.clone();
    board.put(
        king,
        Some(crate::rules::chess::Piece::new(
            belief.us.other(),
            Kind::King,
        )),
    );
    board.set_side_to_move(belief.us);
    let roots: Vec<Move> = board
        .moves()
        .into_iter()
        .filter(|&r| {
            candidates
                .iter()
                .any(|&c| referee::own_long(c) == referee::own_long(r))
        })
        .collect();
    let tree = with_draws();
    // Mates in three at most, in a quarter of the time.
    let short = Level {
        budget: Budget {
            max_depth: 5,
            nodes: level.budget.nodes.min(100_000),
            time: level.budget.time / 4,
        },
        ..*level
    };
    let found = Search::new().search_tree(&board, &tree, &roots, &short, rng)?;
    (found.score >= MATE - 1_000).then(|| roots[found.index])
}

/// The attempt best on average over the boards (`values[board][attempt]`),
/// less what each is `charged` (a repetition risked), with a little noise
/// to part ties.
fn best_of(
    candidates: &[Move],
    values: &[Vec<i64>],
    charged: &[i64],
    rng: &mut dyn RngCore,
) -> Option<Move> {
    let all = values.len().max(1) as i64;
    let mut best: Option<(i64, Move)> = None;
    for (i, &m) in candidates.iter().enumerate() {
        let sum: i64 = values.iter().map(|row| row[i]).sum();
        let avg = sum / all - charged[i] + rng.random_range(0..3);
        if best.is_none_or(|(s, _)| avg > s) {
            best = Some((avg, m));
        }
    }
    best.map(|(_, m)| m)
}

/// How often `level` tries an attempt at random. A refused attempt costs
/// nothing in Kriegspiel (the seat simply tries again), so random
/// attempts, often refused, weaken a level less than random moves do in
/// the other games: at its 25% level 1 held level 2 to 4-3-3 (seed 207).
/// Level 1 tries at random twice as often (level 2 then 5-5-0, seed 207).
fn blunder(level: &Level) -> f64 {
    if level.level == 1 {
        (2.0 * level.blunder).min(1.0)
    } else {
        level.blunder
    }
}

/// What a won (or lost) game is worth on one board, in centipawns: the
/// mean over the boards weighs a mate on a few of them against a queen
/// lost on the others. At the search's own mate score (10^8) a queen check
/// that mated on one board of 40 outweighed the queen lost on the other
/// 39, and level 5 gave its queen away so, again and again.
const WIN: i64 = 2_000;

/// A mate on a board before it is [`squash`]ed (anything this far from
/// zero is one).
const MATED: i64 = 1_000_000;

/// A chess search tree that scores the game's draws (the 50-move rule,
/// insufficient material) with the search's contempt; repetitions the
/// boards cannot count.
fn with_draws() -> Tree<'static> {
    Tree {
        draws: Draws {
            repetition: None,
            quiet_plies: Some(100),
            insufficient_material: true,
        },
        ..Tree::plain(Variant::Chess)
    }
}

/// A board's value as it counts in the mean over the boards: a mate is
/// worth [`WIN`]; any other value is squashed below it, kept as it is up
/// to 1,000 and ever less beyond, but kept in order. A hard clamp at
/// `WIN` made every attempt of a seat far ahead worth the same on almost
/// every board: with three queens more, level 5 took the last free pawn
/// of a king hemmed in beside a blocked one, stalemating it on most of
/// its boards, because every other attempt was worth no more (seed 67).
fn squash(v: i64) -> i64 {
    const EVEN: i64 = 1_000;
    const ROOM: i64 = WIN - EVEN - 100;
    let a = v.abs();
    let s = if a >= MATED / 20 {
        WIN
    } else if a <= EVEN {
        a
    } else {
        EVEN + (a - EVEN) * ROOM / (a - EVEN + ROOM)
    };
    s * v.signum()
}

/// A draw's value for the seat, whose board is worth `base`: below zero
/// when it is ahead (it should play on), above when behind.
fn draw_value(base: i64) -> i64 {
    -(base / 8).clamp(-100, 100)
}

/// The material balance as the seat knows it: 100 per enemy man taken
/// minus 100 per own man lost (every capture is announced).
pub fn material(known: &Knowledge) -> i64 {
    100 * (known.lost(known.seat.other()) as i64 - known.lost(known.seat) as i64)
}

/// The seat's own men, replayed from its own moves and the announced
/// captures.
fn own_men(known: &Knowledge) -> Option<Position> {
    own_men_with(known, |_| {})
}

/// [`own_men`], showing `after_own` the seat's men after each of its moves.
fn own_men_with(known: &Knowledge, mut after_own: impl FnMut(&Position)) -> Option<Position> {
    let mut own = referee::own_board(&known.start, known.seat);
    let mut mover = known.start.side_to_move();
    for s in &known.seen {
        if let Seen::Move {
            own: mv, capture, ..
        } = s
        {
            if mover == known.seat {
                let m = (*mv)?;
                own.set_side_to_move(known.seat);
                own.play(m);
                after_own(&own);
            } else if let Some(sq) = capture {
                own.put(*sq, None);
            }
            mover = mover.other();
        }
    }
    own.set_side_to_move(mover);
    Some(own)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::kriegspiel::{Kriegspiel, RuleSet};
    use crate::rules::{Game, TestCtx};
    use rand::SeedableRng;

    /// A capture heard where no enemy man of a loose board could take:
    /// an enemy man stands there after all (lined up with it where one
    /// can be), and the seat's man is gone.
    #[test]
    fn a_loose_board_puts_an_enemy_man_where_a_capture_was_heard() {
        let pos = Position::from_fen(
            "4k3/7r/8/8/b7/8/2P5/4K3 b - - 0 1",
            crate::rules::chess::Rules::chess(),
        )
        .unwrap();
        let c2 = Square::new(2, 1).unwrap();
        let mut rng = rand::rngs::StdRng::seed_from_u64(3);
        for _ in 0..10 {
            let after = taken_by_a_jump(&pos, c2, None, &mut rng).unwrap();
            let man = after.piece_at(c2).unwrap();
            assert_eq!(man.color, crate::rules::chess::Color::Black);
            // The bishop lines up with c2, the rook on h7 does not.
            assert_eq!(man.kind, Kind::Bishop);
            assert_eq!(after.side_to_move(), crate::rules::chess::Color::White);
        }
    }

    /// A lead of three queens is worth more than one of two on a board,
    /// both less than a mate, and small values are left as they are.
    #[test]
    fn values_far_ahead_stay_in_order_below_a_mate() {
        assert_eq!(squash(300), 300);
        assert_eq!(squash(-1_000), -1_000);
        let (two, three) = (squash(2_000), squash(2_900));
        assert!(1_000 < two && two < three && three < WIN, "{two} {three}");
        assert_eq!(squash(-2_900), -three);
        assert_eq!(squash(MATED), WIN);
        assert_eq!(squash(-MATED), -WIN);
    }

    /// The attempt best on the boards loses to the next best when a
    /// repetition's charge outweighs the difference, and only then.
    #[test]
    fn a_charged_attempt_gives_way_to_the_next_best() {
        let own = Position::from_fen(
            "8/8/8/8/8/8/8/R5K1 w - - 0 1",
            crate::rules::chess::Rules::chess(),
        )
        .unwrap();
        let moves = own.blind_moves();
        let (a, b) = (moves[0], moves[1]);
        // Over three boards `a` is worth 80 more than `b` on average.
        let values = vec![vec![500, 400], vec![520, 460], vec![480, 400]];
        let mut rng = rand::rngs::StdRng::seed_from_u64(1);
        for _ in 0..10 {
            assert_eq!(best_of(&[a, b], &values, &[0, 0], &mut rng), Some(a));
            assert_eq!(best_of(&[a, b], &values, &[40, 0], &mut rng), Some(a));
            assert_eq!(best_of(&[a, b], &values, &[900, 0], &mut rng), Some(b));
        }
    }

    /// Boards are drawn turn by turn through a whole game: every one with
    /// the seat to move and its own men where they are, and (the enemy
    /// moving at random, as the sampler assumes) few of them loose in the
    /// first 40 plies: the whole game drawn at once and drawn again on a
    /// contradiction rarely gave a strictly consistent board after the
    /// tenth ply.
    #[test]
    fn boards_consistent_with_what_was_heard_are_drawn() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(1);
        let mut g = Kriegspiel::new(RuleSet::Wild16);
        let mut loose_early = 0;
        for ply in 0..80 {
            if g.to_move().is_none() {
                break;
            }
            let seat = g.turn();
            let known = g.knowledge(seat);
            let (boards, loose) = filter::boards(&known, 20, None, &mut rng);
            assert_eq!(boards.len(), 20, "ply {ply}");
            if ply < 40 && loose > 0 {
                loose_early += 1;
            }
            let own = own_men(&known).unwrap();
            let color = own.side_to_move();
            for b in &boards {
                assert_eq!(b.side_to_move(), color);
                let mine = |p: &Position| {
                    p.pieces()
                        .filter(|(_, m)| m.color == color)
                        .collect::<Vec<_>>()
                };
                assert_eq!(mine(b), mine(&own), "ply {ply}");
            }
            // White tries at random (illegal attempts included), Black
            // plays legal moves at random.
            let t = if seat == crate::rules::Seat::White {
                random_attempt(&known, &mut rng).unwrap()
            } else {
                let texts = g.legal_texts();
                texts[rng.random_range(0..texts.len())].clone()
            };
            g.play(seat, &t, &mut TestCtx::new(1).ctx()).unwrap();
        }
        // Drawing whole games at once, strictly consistent boards were rare
        // after the tenth ply and most boards were loose.
        // Of the first 40 decisions (this seed, random attempts with many
        // refused ones) 4 had to go loose somewhere at d8430b9; none since
        // the move before a capture heard readies it (`filter::step`).
        // Over seeds 1-12 (a scratch edit making the seed a variable):
        // 19 such decisions of 480, against 31 before (35 and 37 in
        // earlier sessions, on other draws).
        assert!(
            loose_early <= 2,
            "{loose_early} loose decisions in 40 plies"
        );
    }
}
