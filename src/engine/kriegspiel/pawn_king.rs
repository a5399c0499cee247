//! What the seat knows of the enemy once every piece of the enemy's is
//! taken and only its king and pawns are left (each capture of the seat's
//! said which kind it took: `Piece at ...`, `Pawn at ...`).
//!
//! The particle filter's boards place such a king loosely: late in a long
//! game they had it on d7, f7 or b7 while it stood on g8, and level 5
//! checked with its queen beside it (`79. Qh8+ Kxh8` on seed 88, `69…
//! Qh8+ 70. Kxh8` on seed 84, both stalemates). Against a bare king
//! ([`super::belief`]) the exact set of its squares is followed. Here two
//! things are:
//!
//! - **A set that holds the king's square.** The pawns are not followed,
//!   so each enemy move may have been a pawn's (the king stays) or the
//!   king's (a step), and a pawn may stand between one of the seat's men
//!   and the king, so a check heard or not heard rules a square out only
//!   where no pawn could have stood between. The boards' kings are put on
//!   it ([`place_kings`]).
//! - **With one pawn left, every placement of king and pawn** that fits
//!   everything heard since (illegal attempts and `/any` included), as
//!   against a bare king: these are then the boards. They start where the
//!   set is small (a check heard cuts it to a few squares) and are given
//!   up where they grow past [`MOST`].
//!
//! A pawn that promoted unheard can break both; where what was heard
//! leaves nothing, there is no belief.

use rand::{Rng, RngCore};

use crate::rules::chess::{adjacent, Color, Kind, Move, Piece, Position, Square};
use crate::rules::kriegspiel::referee::{self, Attempt};
use crate::rules::kriegspiel::{Knowledge, RuleSet, Seen};

use super::belief::{bit, index, men_key, squares, with_king, Squares};
use super::plan::distance;
use super::{attempt_named, checks_on, heard_from_notes, heard_on, pawn_taken, Heard};

/// The squares a pawn can stand on: ranks 2 to 7.
const PAWN_RANKS: Squares = 0x00ff_ffff_ffff_ff00;

/// `own` with `them`'s king on `sq` and an enemy pawn on every empty
/// square a pawn could stand on, but `open` and `sq`: the seat's men then
/// attack from `sq` only what no pawn could shield.
fn shielded(own: &Position, them: Color, sq: Square, open: Squares) -> Position {
    let mut p = own.clone();
    for s in squares(PAWN_RANKS & !open & !bit(sq)) {
        if p.piece_at(s).is_none() {
            p.put(s, Some(Piece::new(them, Kind::Pawn)));
        }
    }
    p.put(sq, Some(Piece::new(them, Kind::King)));
    p.set_side_to_move(them);
    p
}

/// Whether the king on `sq` fits the checks heard after the seat's move:
/// every check no pawn could shield was heard, and nothing heard that the
/// seat's men do not give with no pawn between.
fn fits_checks(own: &Position, them: Color, sq: Square, heard: &[String]) -> bool {
    let open = checks_on(&with_king(own, sq, them, them));
    let sure = checks_on(&shielded(own, them, sq, 0));
    sure.iter().all(|c| heard.contains(c)) && heard.iter().all(|c| open.contains(c))
}

/// Whether the king may step from `from` to `to` (empty now, or where it
/// took), as far as the seat's men can tell with pawns about.
fn may_step(own: &Position, us: Color, from: Square, to: Square) -> bool {
    adjacent(from, to)
        && !own.kings(us).iter().any(|&k| adjacent(k, to))
        && !shielded(own, us.other(), to, bit(from)).king_attacked(us.other())
}

/// The squares a move of the seat's passed over or came to: no king there.
fn passed(m: Move) -> Squares {
    if m.is_castle() || m.is_drop() {
        return bit(m.to);
    }
    let (df, dr) = (
        i32::from(m.to.file()) - i32::from(m.from.file()),
        i32::from(m.to.rank()) - i32::from(m.from.rank()),
    );
    let mut set = bit(m.to);
    if df == 0 || dr == 0 || df.abs() == dr.abs() {
        let (sf, sr) = (df.signum(), dr.signum());
        let mut at = m.from;
        while let Some(next) = at.offset(sf, sr) {
            if next == m.to {
                break;
            }
            set |= bit(next);
            at = next;
        }
    }
    set
}

/// Whether an enemy pawn could give the check `heard` to the seat's king
/// on `own`: a diagonal one, with an empty square for the pawn.
fn pawn_check(own: &Position, us: Color, heard: &str) -> bool {
    let forward = if us == Color::White { 1 } else { -1 };
    heard.contains("diagonal")
        && own.kings(us).iter().any(|k| {
            [-1, 1]
                .iter()
                .filter_map(|&df| k.offset(df, forward))
                .any(|sq| own.piece_at(sq).is_none())
        })
}

/// Every square the king could stand on with the seat's men, the enemy to
/// move, after the checks `heard`.
fn anywhere(own: &Position, us: Color, heard: &[String]) -> Squares {
    squares(!0)
        .filter(|&sq| {
            own.piece_at(sq).is_none()
                && !own.kings(us).iter().any(|&k| adjacent(k, sq))
                && fits_checks(own, us.other(), sq, heard)
        })
        .fold(0, |s, sq| s | bit(sq))
}

/// What the seat knows of an enemy with a king and pawns, no piece.
pub struct Enemy {
    /// Where the king may stand (every square it may stand on is here).
    pub kings: Squares,
    /// With one pawn left (or the man it promoted to), every placement of
    /// the two that fits what was heard since, each a whole board, the
    /// seat to move: the exact belief, as against a bare king; `None`
    /// where too many fit to follow.
    pub boards: Option<Vec<Position>>,
}

/// Placements followed at most (a few milliseconds a thing heard): more
/// and they are given up.
const MOST: usize = 6_000;

/// The king's set at most where the exact placements start (the set's
/// squares times the pawn's, about 48): a check heard cuts the set to a
/// few squares.
const SEED: u32 = 24;

/// What would be heard after the last move on `board` fits `heard`.
fn fits_heard(board: &Position, heard: &Heard, wild16: bool) -> bool {
    checks_on(board) == heard.checks && (!wild16 || heard.tries == Some(referee::pawn_tries(board)))
}

/// Every placement of the enemy king on `set` and one pawn on `own`, the
/// side to move as `own` has it, that is legal and fits what was last
/// heard.
fn placements(
    own: &Position,
    set: Squares,
    them: Color,
    last: Option<&Heard>,
    wild16: bool,
) -> Vec<Position> {
    let mut out = Vec::new();
    let pawn_squares = squares(PAWN_RANKS).filter(|&p| own.piece_at(p).is_none());
    let pawn_squares: Vec<Square> = pawn_squares.collect();
    for k in squares(set) {
        for &p in &pawn_squares {
            if p == k {
                continue;
            }
            let mut b = own.clone();
            b.put(k, Some(Piece::new(them, Kind::King)));
            b.put(p, Some(Piece::new(them, Kind::Pawn)));
            if b.king_attacked(b.side_to_move().other()) {
                continue;
            }
            if last.is_none_or(|h| fits_heard(&b, h, wild16)) {
                out.push(b);
            }
        }
    }
    out
}

/// Keeps the first of the boards with the same enemy men.
fn dedup(boards: Vec<Position>, them: Color) -> Vec<Position> {
    let mut seen = std::collections::HashSet::new();
    boards
        .into_iter()
        .filter(|b| seen.insert((men_key(b, them), b.en_passant())))
        .collect()
}

/// The following of an enemy's king (and its one pawn) through what the
/// seat heard, one thing at a time.
#[derive(Clone)]
struct Walk {
    /// The seat's men, the side to move, the halfmove clock.
    own: Position,
    us: Color,
    wild16: bool,
    /// The enemy's pawns and pieces left (by the kinds heard taken).
    pawns: i32,
    pieces: i32,
    /// Where the king may stand, once the enemy has no piece.
    set: Option<Squares>,
    /// The exact placements, while one pawn is left and they are few
    /// enough to follow.
    exact: Option<Vec<Position>>,
    /// Nothing can be followed any more.
    dead: bool,
}

impl Walk {
    fn new(known: &Knowledge) -> Walk {
        let us = known.seat;
        let them = us.other();
        let (mut pawns, mut pieces) = (0i32, 0i32);
        for (_, p) in known.start.pieces() {
            if p.color == them && p.kind == Kind::Pawn {
                pawns += 1;
            } else if p.color == them && p.kind != Kind::King {
                pieces += 1;
            }
        }
        let mut own = referee::own_board(&known.start, us);
        own.set_halfmove_clock(known.start.halfmove_clock());
        let mover = known.start.side_to_move();
        own.set_side_to_move(mover);
        let wild16 = known.rules == RuleSet::Wild16;
        let set = (pieces == 0).then(|| {
            let heard = if mover == them {
                checks_on(&known.start)
            } else {
                Vec::new()
            };
            anywhere(&own, us, &heard)
        });
        let exact = match set {
            Some(k) if pawns == 1 && k.count_ones() <= SEED => {
                Some(placements(&own, k, them, None, wild16))
            }
            _ => None,
        };
        Walk {
            own,
            us,
            wild16,
            pawns,
            pieces,
            set,
            exact,
            dead: false,
        }
    }

    /// Takes in one thing heard; `None` where nothing can be followed any
    /// more (or the seat's own move is not recorded).
    fn see(&mut self, s: &Seen) -> Option<()> {
        let (us, them, wild16) = (self.us, self.us.other(), self.wild16);
        let Seen::Move {
            own: mv,
            capture,
            notes,
        } = s
        else {
            // Illegal attempts and `/any`: a pawn may explain either, so
            // they tell only the exact placements something.
            if let Some(boards) = self.exact.as_mut() {
                match s {
                    Seen::Illegal { tried } => {
                        if let Some(m) = attempt_named(&self.own, tried) {
                            boards.retain(|b| referee::judge(b, &Attempt::Move(m)).is_none());
                        }
                    }
                    Seen::Any { tries } => {
                        boards.retain(|b| (referee::pawn_tries(b) > 0) == *tries);
                    }
                    Seen::Move { .. } => {}
                }
            }
            if self.exact.as_ref().is_some_and(|b| b.is_empty()) {
                self.exact = None;
            }
            return Some(());
        };
        let heard = heard_from_notes(*capture, notes, wild16);
        if self.own.side_to_move() == us {
            let m = (*mv)?;
            if let Some(boards) = self.exact.take() {
                self.exact = Some(
                    boards
                        .into_iter()
                        .filter(|b| b.is_legal(m))
                        .map(|b| (b.after(m), b))
                        .filter(|(after, b)| heard_on(b, m, after, wild16) == heard)
                        .map(|(after, _)| after)
                        .collect(),
                );
            }
            self.own.play(m);
            self.own.set_side_to_move(them);
            if capture.is_some() {
                self.own.set_halfmove_clock(0);
                if pawn_taken(notes) {
                    self.pawns -= 1;
                } else {
                    self.pieces -= 1;
                    if self.pieces == 0 && self.set.is_none() {
                        self.set = Some(anywhere(&self.own, us, &heard.checks));
                    }
                }
            }
            if let Some(k) = self.set {
                // Not where the move passed or came to, never beside the
                // seat's king, and where the checks heard fit.
                let kq = self.own.kings(us);
                let k = squares(k & !passed(m))
                    .filter(|&sq| !kq.iter().any(|&q| q == sq || adjacent(q, sq)))
                    .filter(|&sq| fits_checks(&self.own, them, sq, &heard.checks))
                    .fold(0, |s, sq| s | bit(sq));
                self.set = Some(k);
                // The exact placements start (again) where the king's set
                // is small: the pawn may stand on any square, so the
                // placements are the set's squares times those.
                if self.exact.is_none()
                    && self.pieces == 0
                    && self.pawns == 1
                    && k.count_ones() <= SEED
                {
                    self.exact = Some(placements(&self.own, k, them, Some(&heard), wild16));
                }
            }
        } else {
            if let Some(boards) = self.exact.take() {
                let mut next = Vec::new();
                for b in &boards {
                    for km in b.moves() {
                        if b.captured_square(km) != *capture {
                            continue;
                        }
                        let after = b.after(km);
                        if heard_on(b, km, &after, wild16) == heard {
                            next.push(after);
                        }
                    }
                }
                self.exact = Some(dedup(next, them));
            }
            match capture {
                Some(c) => {
                    self.own.put(*c, None);
                    self.own.set_halfmove_clock(0);
                }
                None => self.own.set_halfmove_clock(self.own.halfmove_clock() + 1),
            }
            self.own.set_side_to_move(us);
            if !heard.checks.iter().all(|c| pawn_check(&self.own, us, c)) {
                // A check no pawn gives: one promoted unheard.
                self.set = None;
            }
            if let Some(k) = self.set {
                self.set = Some(self.king_moved(k, *capture, heard.checks.is_empty()));
            }
        }
        if self.set == Some(0) {
            self.set = None;
        }
        // Too many placements to follow, or none left (a pawn promoted
        // unheard): given up, until the set is small again.
        if self
            .exact
            .as_ref()
            .is_some_and(|b| b.is_empty() || b.len() > MOST)
        {
            self.exact = None;
        }
        let followed = self.set.is_some() || self.exact.is_some();
        (followed || self.pieces > 0).then_some(())
    }

    /// The king's set after the enemy moved, its capture heard on
    /// `capture`, no check heard where `quiet`.
    fn king_moved(&self, k: Squares, capture: Option<Square>, quiet: bool) -> Squares {
        let (us, them, own) = (self.us, self.us.other(), &self.own);
        // Where the king stayed (a pawn moved), the enemy's move left it
        // out of check: no man of the seat's attacks it past every pawn.
        let mut next = squares(k)
            .filter(|&sq| !shielded(own, them, sq, 0).king_attacked(them))
            .fold(0, |s, sq| s | bit(sq));
        // A check heard came from a pawn (a king's step gives none and
        // uncovers none where the enemy has no piece): the king stayed.
        // Otherwise it may have stepped: onto the square of a capture
        // heard, or an empty one.
        if quiet {
            for from in squares(k) {
                let to_squares: Squares = match capture {
                    Some(c) => bit(c),
                    None => squares(!0)
                        .filter(|&t| adjacent(from, t) && own.piece_at(t).is_none())
                        .fold(0, |s, t| s | bit(t)),
                };
                for to in squares(to_squares & !next) {
                    if may_step(own, us, from, to) {
                        next |= bit(to);
                    }
                }
            }
        }
        next
    }
}

/// A few walks already taken, each with the start and what had been heard
/// when it was: a game's next decision goes on from its last one instead
/// of from the start (the exact placements cost a few milliseconds a
/// thing heard).
type Walked = Vec<(Position, Color, Vec<Seen>, Walk)>;

thread_local! {
    static WALKED: std::cell::RefCell<Walked> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Walks kept per thread: a thread plays a few games at once at most.
const KEPT: usize = 8;

/// Follows the enemy of `known`'s seat while it has a king and pawns and
/// no piece: `None` otherwise, or where what was heard leaves no square.
pub fn enemy(known: &Knowledge) -> Option<Enemy> {
    let us = known.seat;
    let them = us.other();
    let wild16 = known.rules == RuleSet::Wild16;
    // A walk of this game's so far: the same start, seat and rules, and
    // what it heard a beginning of what the seat has heard now.
    let this_game = |start: &Position, seat: Color, seen: &[Seen], walk: &Walk| {
        seat == us && walk.wild16 == wild16 && *start == known.start && known.seen.starts_with(seen)
    };
    let (mut walk, from) = WALKED
        .with(|w| {
            let w = w.borrow();
            w.iter()
                .filter(|(start, seat, seen, walk)| this_game(start, *seat, seen, walk))
                .max_by_key(|(_, _, seen, _)| seen.len())
                .map(|(_, _, seen, walk)| (walk.clone(), seen.len()))
        })
        .unwrap_or_else(|| (Walk::new(known), 0));
    for s in &known.seen[from..] {
        if walk.dead {
            break;
        }
        walk.dead = walk.see(s).is_none();
    }
    WALKED.with(|w| {
        let mut w = w.borrow_mut();
        w.retain(|(start, seat, seen, old)| !this_game(start, *seat, seen, old));
        if w.len() >= KEPT {
            w.remove(0);
        }
        w.push((known.start.clone(), us, known.seen.clone(), walk.clone()));
    });
    if walk.dead
        || walk.own.side_to_move() != us
        || known.over
        || walk.pieces != 0
        || walk.pawns <= 0
    {
        return None;
    }
    let boards = walk.exact;
    let kings = match &boards {
        Some(b) => b
            .iter()
            .filter_map(|p| p.kings(them).first().copied())
            .fold(0, |s, sq| s | bit(sq)),
        None => walk.set?,
    };
    Some(Enemy { kings, boards })
}

/// Replaces each board whose enemy men are none of the placements `exact`
/// (they fit what was heard since the placements began) by one of those,
/// at random. The boards that fit are kept: they were drawn from the whole
/// game, and the placements only from where they began (a pawn blocked
/// since the start may stand anywhere in them).
pub fn keep_fitting(boards: &mut [Position], exact: &[Position], us: Color, rng: &mut dyn RngCore) {
    let them = us.other();
    if exact.is_empty() {
        return;
    }
    let keys: std::collections::HashSet<u64> = exact.iter().map(|b| men_key(b, them)).collect();
    for b in boards.iter_mut() {
        if !keys.contains(&men_key(b, them)) {
            *b = exact[rng.random_range(0..exact.len())].clone();
        }
    }
}

/// Puts each board's enemy king on a square of `set` where it stands
/// elsewhere (the nearest one the board allows), and, where the set is
/// small beside the boards, a king on every square of it: a square no
/// board had was where level 5 checked beside the king.
pub fn place_kings(boards: &mut [Position], set: Squares, us: Color, rng: &mut dyn RngCore) {
    let them = us.other();
    // The board with its king on `sq`.
    let moved = |b: &Position, sq: Square| {
        let mut p = b.clone();
        for k in b.kings(them) {
            p.put(k, None);
        }
        p.put(sq, Some(Piece::new(them, Kind::King)));
        p
    };
    // Whether the board allows its king there: no other man on the square,
    // not beside the seat's king, not in check with the seat to move.
    let fits = |b: &Position, sq: Square| {
        b.piece_at(sq)
            .is_none_or(|p| p.color == them && p.kind == Kind::King)
            && !b.kings(us).iter().any(|&k| adjacent(k, sq))
            && !moved(b, sq).king_attacked(them)
    };
    for b in boards.iter_mut() {
        let Some(k) = b.kings(them).first().copied() else {
            continue;
        };
        if set & bit(k) != 0 {
            continue;
        }
        let mut best: Option<(i64, Square)> = None;
        let mut ties = 0u32;
        for sq in squares(set).filter(|&sq| fits(b, sq)) {
            let d = distance(sq, k);
            match best {
                Some((bd, _)) if d > bd => continue,
                Some((bd, _)) if d == bd => {
                    ties += 1;
                    if rng.random_range(0..=ties) != 0 {
                        continue;
                    }
                }
                _ => ties = 0,
            }
            best = Some((d, sq));
        }
        if let Some((_, sq)) = best {
            *b = moved(b, sq);
        }
    }
    if (set.count_ones() as usize) * 2 > boards.len() {
        return;
    }
    for sq in squares(set) {
        let on = |b: &Position| b.kings(them).first() == Some(&sq);
        if boards.iter().any(on) {
            continue;
        }
        // A board from the square the most boards share, if it allows.
        let mut count = [0usize; 64];
        for b in boards.iter() {
            if let Some(k) = b.kings(them).first() {
                count[index(*k)] += 1;
            }
        }
        let donor = boards
            .iter()
            .enumerate()
            .filter(|(_, b)| fits(b, sq))
            .filter_map(|(i, b)| {
                let k = *b.kings(them).first()?;
                let n = count[index(k)];
                (n > 1).then_some((n, i))
            })
            .max_by_key(|&(n, i)| (n, std::cmp::Reverse(i)));
        if let Some((_, i)) = donor {
            boards[i] = moved(&boards[i], sq);
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;
    use crate::rules::kriegspiel::Kriegspiel;
    use crate::rules::{Game, Seat, TestCtx};

    /// What one look at the seat's belief found: its set of king squares,
    /// the king's true square, every square a king could stand on beside
    /// the seat's men (for scale), and whether the exact placements (where
    /// followed) hold the true one.
    struct Look {
        set: Squares,
        king: Square,
        all: Squares,
        exact: Option<bool>,
        promoted: bool,
        fen: String,
    }

    /// Random attempts from both seats from `fen`, and a look at the
    /// belief of the seat `watch` at each of its turns where it has one.
    fn follow(fen: &str, rules: RuleSet, watch: Seat, seed: u64) -> Vec<Look> {
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let mut g = Kriegspiel::from_fen(fen, rules).unwrap();
        let mut out = Vec::new();
        for _ in 0..300 {
            if g.to_move().is_none() {
                break;
            }
            let seat = g.turn();
            if seat == watch {
                let pos = g.chess().position();
                let men = |b: &Position| {
                    b.pieces()
                        .filter(|(_, p)| p.color == watch.other())
                        .collect::<Vec<_>>()
                };
                if let Some(e) = enemy(&g.knowledge(seat)) {
                    let mut own = referee::own_board(pos, watch);
                    own.set_side_to_move(watch);
                    out.push(Look {
                        set: e.kings,
                        king: pos.kings(watch.other())[0],
                        all: anywhere(&own, watch, &[]),
                        exact: e.boards.map(|b| b.iter().any(|b| men(b) == men(pos))),
                        fen: pos.to_fen(),
                        promoted: pos.pieces().any(|(_, p)| {
                            p.color == watch.other() && !matches!(p.kind, Kind::King | Kind::Pawn)
                        }),
                    });
                }
            }
            let t = super::super::random_attempt(&g.knowledge(seat), &mut rng).unwrap();
            g.play(seat, &t, &mut TestCtx::new(seed).ctx()).unwrap();
        }
        out
    }

    /// The true square is always in the set, whatever the pawns did,
    /// under both rule sets and from either side; and the set is well
    /// short of the whole board, so it says something.
    #[test]
    fn the_king_is_always_where_the_set_says() {
        let starts = [
            ("4k3/pppp4/8/8/8/8/8/R3K2Q w - - 0 1", Seat::White),
            ("6k1/5ppp/8/3n4/8/8/2P5/R3K2Q w - - 0 1", Seat::White),
            ("r3k2q/8/8/8/8/8/1PPPP3/4K3 b - - 0 1", Seat::Black),
            ("4k3/8/2p5/8/5P2/8/8/1Q2K1R1 w - - 0 1", Seat::White),
        ];
        let (mut seen, mut size, mut whole, mut exact) = (0usize, 0usize, 0usize, 0usize);
        for (i, (fen, watch)) in starts.iter().enumerate() {
            for rules in [RuleSet::Wild16, RuleSet::English] {
                for seed in 0..6 {
                    for look in follow(fen, rules, *watch, 100 * i as u64 + seed) {
                        let at = format!("{fen} {rules:?} seed {seed}");
                        if let Some(held) = look.exact {
                            assert!(
                                held || look.promoted,
                                "{at}: the true placement left out ({})",
                                look.fen
                            );
                            exact += 1;
                        }
                        if !look.promoted {
                            assert!(
                                look.set & bit(look.king) != 0,
                                "{at}: {:?} left out",
                                look.king
                            );
                        }
                        seen += 1;
                        size += look.set.count_ones() as usize;
                        whole += look.all.count_ones() as usize;
                    }
                }
            }
        }
        assert!(seen > 200, "only {seen} sets");
        assert!(exact > 50, "only {exact} exact beliefs");
        let (mean, scale) = (size as f64 / seen as f64, whole as f64 / seen as f64);
        assert!(
            mean < 0.9 * scale,
            "the sets average {mean:.1} squares of {scale:.1}"
        );
    }

    /// A knight's check no pawn can block: the king was on a square the
    /// knight attacks, and after its answer (no capture heard, no check)
    /// it stands on none of them, since it cannot have stayed in check.
    #[test]
    fn a_check_no_pawn_can_block_moves_the_king() {
        let mut g =
            Kriegspiel::from_fen("4k3/p7/8/8/2N5/8/8/4K3 w - - 0 1", RuleSet::Wild16).unwrap();
        g.play(Seat::White, "c4d6", &mut TestCtx::new(1).ctx())
            .unwrap();
        let sq = |s: &str| Square::new(s.as_bytes()[0] - b'a', s.as_bytes()[1] - b'1').unwrap();
        let knight: Squares = ["b7", "c8", "e8", "f7", "f5", "e4", "c4", "b5"]
            .iter()
            .fold(0, |s, n| s | bit(sq(n)));
        g.play(Seat::Black, "e8e7", &mut TestCtx::new(1).ctx())
            .unwrap();
        let set = enemy(&g.knowledge(Seat::White)).unwrap().kings;
        assert!(set & bit(sq("e7")) != 0, "e7 left out");
        assert_eq!(set & knight, 0, "a square in the knight's check kept");
        // Only steps from the squares the check left: nothing far off.
        for s in squares(set) {
            assert!(
                squares(knight).any(|k| adjacent(k, s)),
                "{s:?} is no step from a checked square"
            );
        }
    }

    fn board(fen: &str) -> Position {
        Position::from_fen(fen, crate::rules::chess::Rules::chess()).unwrap()
    }

    /// Boards with the king off the set get it on the set's nearest square
    /// the board allows; with the set small, each square gets a king.
    #[test]
    fn kings_are_put_on_the_set() {
        let sq = |s: &str| Square::new(s.as_bytes()[0] - b'a', s.as_bytes()[1] - b'1').unwrap();
        let mut boards: Vec<Position> = ["3k4", "2k5", "k7", "3k4", "3k4", "3k4"]
            .iter()
            .map(|r| board(&format!("{r}/8/8/8/8/p7/8/1Q2K3 w - - 0 1")))
            .collect();
        let set = bit(sq("g8")) | bit(sq("h8")) | bit(sq("c8"));
        let mut rng = rand::rngs::StdRng::seed_from_u64(1);
        place_kings(&mut boards, set, Color::White, &mut rng);
        let kings: Vec<Square> = boards.iter().map(|b| b.kings(Color::Black)[0]).collect();
        for (b, k) in boards.iter().zip(&kings) {
            assert!(set & bit(*k) != 0, "{k:?} off the set");
            assert_eq!(b.pieces().count(), 4, "a man lost");
        }
        assert!(kings.contains(&sq("c8")), "c8's board kept its king");
        for s in ["g8", "h8"] {
            assert!(kings.contains(&sq(s)), "no king on {s}");
        }
    }

    /// Boards whose enemy men are one of the exact placements are kept;
    /// the others become placements.
    #[test]
    fn boards_that_fit_are_kept() {
        let exact = [
            board("6k1/8/8/8/8/p7/8/1Q2K3 w - - 0 1"),
            board("7k/8/8/8/8/p7/8/1Q2K3 w - - 0 1"),
        ];
        let mut boards = vec![
            board("7k/8/8/8/8/p7/8/1Q2K3 w - - 0 1"),
            board("3k4/8/8/8/8/p7/8/1Q2K3 w - - 0 1"),
            board("6k1/8/8/8/8/1p6/8/1Q2K3 w - - 0 1"),
        ];
        let mut rng = rand::rngs::StdRng::seed_from_u64(2);
        keep_fitting(&mut boards, &exact, Color::White, &mut rng);
        assert_eq!(boards[0].to_fen(), exact[1].to_fen());
        for b in &boards[1..] {
            assert!(
                exact.iter().any(|e| e.to_fen() == b.to_fen()),
                "{} kept",
                b.to_fen()
            );
        }
    }
}
