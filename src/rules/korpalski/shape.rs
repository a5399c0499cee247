//! Whether a group message looks like a move in this game (see
//! [`crate::rules::shape`]).

use crate::rules::shape;

pub fn looks_like_move(text: &str) -> bool {
    shape::chess(text, &["castle", "swap"], &[])
}
