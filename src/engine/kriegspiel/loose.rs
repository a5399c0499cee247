//! Boards gone loose: where no board of the population fits a turn
//! ([`super::filter`]), each goes through it as little wrong as it can.
//! The enemy makes a move heard as it was if it has one, else one that
//! captured where a capture was heard, else a man jumps there; the seat's
//! own move is made over whatever stands in its way, so its own men stay
//! right; and the enemy keeps as many men as the seat knows it has, of
//! the kinds it heard taken.

use rand::seq::SliceRandom;
use rand::{Rng, RngCore};

use crate::rules::chess::{Kind, Move, Piece, Position, Square};
use crate::rules::kriegspiel::{Knowledge, Seen};
use crate::rules::Seat;

use super::filter::{heard_moves, Turn};
use super::{checks_on, force, heard_from_notes, kind_swaps, pawn_taken, taken_by_a_jump};

/// `prev` through `turn` where nothing fits: an enemy move heard as it
/// was if there is one, else one that captured where it was heard, else a
/// man jumps there; the seat's own move is made over whatever stands in
/// its way, so its own men stay right.
pub(super) fn loose_step(
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
            // places with one of the kind heard.
            let swaps = kind_swaps(&pos, sq, pawn);
            if !swaps.is_empty() {
                let swapped = swaps[rng.random_range(0..swaps.len())].clone();
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
    man: Piece,
    near: Square,
    seat: Seat,
    rng: &mut dyn RngCore,
) -> Option<Square> {
    let checks = checks_on(pos);
    let mut best: Option<(u8, Square)> = None;
    let mut ties = 0u32;
    for sq in pos.geometry().squares() {
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

/// How many pawns and how many pieces (the king aside) the enemy of the
/// seat has left, if no pawn of its promoted: it started with so many of
/// each, and each capture of the seat's said which it took (`Pawn at
/// ...`, `Piece at ...`).
pub(super) fn kinds_left(known: &Knowledge) -> (i32, i32) {
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
            if pawn_taken(notes) {
                pawns_left -= 1;
            } else {
                pieces_left -= 1;
            }
        }
    }
    (pawns_left, pieces_left)
}

/// A loose board with `them`'s men of the kinds the seat heard taken
/// (`left`, from [`kinds_left`]): where the board has more pieces than
/// are left and fewer pawns, pieces become pawns (a loose board's men are
/// guesses, and this guesses no promotion). Late in seed 77's game every
/// board gave the enemy a knight or a bishop where all its pieces had
/// been taken, and the bot stalemated its king beside the pawn that was
/// left, blocked.
pub(super) fn with_the_kinds_heard(board: &Position, them: Seat, left: (i32, i32)) -> Position {
    let (pawns_left, pieces_left) = left;
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
        p.put(at, Some(Piece::new(them, Kind::Pawn)));
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
    use rand::SeedableRng;

    fn board(fen: &str) -> Position {
        Position::from_fen(fen, crate::rules::chess::Rules::chess()).expect("a legal position")
    }

    fn sq(s: &str) -> Square {
        Square::parse(s).expect("a square")
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
}
