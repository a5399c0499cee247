//! Checking a typed move against the position: every refusal.

use super::*;

impl Opok {
    /// Checks a typed move for `seat` against the position.
    pub(super) fn check(&self, seat: Seat, text: &MoveText) -> Result<Move, String> {
        let b = &self.board;
        let name = |sq: usize| square_name(b, sq);
        let from = match text {
            MoveText::Count { from, .. } => *from,
            MoveText::Path(squares) => match squares.as_slice() {
                [] | [_] => {
                    return Err("A path needs at least two squares, e.g. a1-a2 or a1-a2-b2.".into())
                }
                [first, ..] => *first,
            },
        };
        let stack = match b.get(from) {
            None => return Err(format!("There is no stack on {}.", name(from))),
            Some(s) if s.owner != seat => {
                return Err(format!(
                    "The stack on {} is {}'s, not yours.",
                    name(from),
                    KIND.seat_name(s.owner)
                ))
            }
            Some(s) => s,
        };
        if stack.height < 2 {
            return Err(format!(
                "The stack on {} has only 1 checker; it cannot move, since one checker must stay.",
                name(from)
            ));
        }
        let max = i64::from(stack.height) - 1;
        match text {
            MoveText::Count { count, to, .. } => {
                let to = *to;
                if *count < 1 {
                    return Err("You must move at least 1 checker.".into());
                }
                if *count > max {
                    return Err(format!(
                        "The stack on {} has {} checkers; you can move at most {max}.",
                        name(from),
                        stack.height
                    ));
                }
                let k = *count as usize;
                if to == from {
                    return Err(format!(
                        "The checkers must leave {}: a move ends on an empty square.",
                        name(from)
                    ));
                }
                if let Some(s) = b.get(to) {
                    return Err(format!(
                        "{} holds a stack of {}; a move ends on an empty square.",
                        name(to),
                        KIND.seat_name(s.owner)
                    ));
                }
                let (f1, r1) = b.coords(from);
                let (f2, r2) = b.coords(to);
                let dist = usize::from(f1.abs_diff(f2)) + usize::from(r1.abs_diff(r2));
                if dist % 2 != k % 2 {
                    return Err(format!(
                        "{} is an {} number of steps from {}, so no path of exactly {} can end there.",
                        name(to),
                        if dist % 2 == 0 { "even" } else { "odd" },
                        name(from),
                        plural(k as u64, "step", "steps")
                    ));
                }
                if dist > k {
                    return Err(format!(
                        "{} is {dist} steps from {}; a path of {} cannot reach it.",
                        name(to),
                        name(from),
                        plural(k as u64, "step", "steps")
                    ));
                }
                if !b.path_exists(from, k, to) {
                    return Err(format!(
                        "No path of exactly {} from {} to {} avoids the stacks.",
                        plural(k as u64, "step", "steps"),
                        name(from),
                        name(to)
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
                    return Err(format!(
                        "The stack on {} has {} checkers; you can move at most {max}, but the path has {steps} steps.",
                        name(from),
                        stack.height
                    ));
                }
                for (i, pair) in squares.windows(2).enumerate() {
                    let (a, c) = (pair[0], pair[1]);
                    if b.direction(a, c).is_none() {
                        return Err(format!(
                            "{} to {} is not one orthogonal step.",
                            name(a),
                            name(c)
                        ));
                    }
                    if i > 0 && squares[i - 1] == c {
                        return Err(format!(
                            "The path steps from {} straight back to {}; a stack may not reverse a step.",
                            name(a),
                            name(c)
                        ));
                    }
                    if c == from {
                        return Err(format!(
                            "The path returns to {}, where the stack stands.",
                            name(c)
                        ));
                    }
                    if let Some(s) = b.get(c) {
                        return Err(format!(
                            "The path enters {}, which holds a stack of {}.",
                            name(c),
                            KIND.seat_name(s.owner)
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
