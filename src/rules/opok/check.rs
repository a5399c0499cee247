//! Checking a typed move against the position: every refusal.

use super::*;
use crate::i18n::Text;

impl Opok {
    /// Checks a typed move for `seat` against the position.
    pub(super) fn check(&self, seat: Seat, text: &MoveText) -> Result<Move, Text> {
        let b = &self.board;
        let name = |sq: usize| square_name(b, sq);
        let from = match text {
            MoveText::Count { from, .. } => *from,
            MoveText::Path(squares) => match squares.as_slice() {
                [] | [_] => return Err(crate::text!("opok-path-too-short")),
                [first, ..] => *first,
            },
        };
        let stack = match b.get(from) {
            None => return Err(crate::text!("opok-no-stack", square = name(from))),
            Some(s) if s.owner != seat => {
                return Err(crate::text!(
                    "opok-not-yours",
                    square = name(from),
                    seat = seat_word(KIND.seat_name(s.owner))
                ))
            }
            Some(s) => s,
        };
        if stack.height < 2 {
            return Err(crate::text!("opok-single-checker", square = name(from)));
        }
        let max = i64::from(stack.height) - 1;
        match text {
            MoveText::Count { count, to, .. } => {
                let to = *to;
                if *count < 1 {
                    return Err(crate::text!("opok-count-zero"));
                }
                if *count > max {
                    return Err(crate::text!(
                        "opok-too-many",
                        square = name(from),
                        height = stack.height,
                        max = max
                    ));
                }
                let k = *count as usize;
                if to == from {
                    return Err(crate::text!("opok-must-leave", square = name(from)));
                }
                if let Some(s) = b.get(to) {
                    return Err(crate::text!(
                        "opok-target-occupied",
                        square = name(to),
                        seat = seat_word(KIND.seat_name(s.owner))
                    ));
                }
                let (f1, r1) = b.coords(from);
                let (f2, r2) = b.coords(to);
                let dist = usize::from(f1.abs_diff(f2)) + usize::from(r1.abs_diff(r2));
                if dist % 2 != k % 2 {
                    return Err(crate::text!(
                        if dist % 2 == 0 {
                            "opok-parity-even"
                        } else {
                            "opok-parity-odd"
                        },
                        to = name(to),
                        from = name(from),
                        k = k
                    ));
                }
                if dist > k {
                    return Err(crate::text!(
                        "opok-too-far",
                        to = name(to),
                        dist = dist,
                        from = name(from),
                        k = k
                    ));
                }
                if !b.path_exists(from, k, to) {
                    return Err(crate::text!(
                        "opok-no-path",
                        k = k,
                        from = name(from),
                        to = name(to)
                    ));
                }
                Ok(Move {
                    from,
                    count: k as u16,
                    to,
                })
            }
            MoveText::Path(squares) => {
                let steps = squares.len() - 1;
                if steps as i64 > max {
                    return Err(crate::text!(
                        "opok-path-too-long",
                        square = name(from),
                        height = stack.height,
                        max = max,
                        steps = steps
                    ));
                }
                for (i, pair) in squares.windows(2).enumerate() {
                    let (a, c) = (pair[0], pair[1]);
                    if b.direction(a, c).is_none() {
                        return Err(crate::text!(
                            "opok-not-a-step",
                            from = name(a),
                            to = name(c)
                        ));
                    }
                    if i > 0 && squares[i - 1] == c {
                        return Err(crate::text!(
                            "opok-path-reverses",
                            from = name(a),
                            to = name(c)
                        ));
                    }
                    if c == from {
                        return Err(crate::text!("opok-path-returns", square = name(c)));
                    }
                    if let Some(s) = b.get(c) {
                        return Err(crate::text!(
                            "opok-path-blocked",
                            square = name(c),
                            seat = seat_word(KIND.seat_name(s.owner))
                        ));
                    }
                }
                let to = squares[steps];
                Ok(Move {
                    from,
                    count: steps as u16,
                    to,
                })
            }
        }
    }
}
