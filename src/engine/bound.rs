//! What a search result says about a position's true value, as a
//! transposition table keeps it: alpha-beta with a window (`alpha`, `beta`)
//! finds the value exactly, or only that it is at least `beta` (a cut) or
//! at most `alpha` (nothing beat the window). Shared by the chess and Opok
//! searches.

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    Exact,
    Lower,
    Upper,
}

impl Bound {
    /// The bound of `best`, searched with the window (`alpha`, `beta`).
    pub(crate) fn of<T: PartialOrd>(best: T, alpha: T, beta: T) -> Bound {
        if best <= alpha {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        }
    }

    /// Whether a stored `value` with this bound settles a search of the
    /// window (`alpha`, `beta`) without searching again.
    pub(crate) fn settles<T: PartialOrd>(self, value: T, alpha: T, beta: T) -> bool {
        match self {
            Bound::Exact => true,
            Bound::Lower => value >= beta,
            Bound::Upper => value <= alpha,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Bound;

    #[test]
    fn a_value_inside_the_window_is_exact_and_outside_a_bound() {
        assert_eq!(Bound::of(5, 0, 10), Bound::Exact);
        assert_eq!(Bound::of(0, 0, 10), Bound::Upper);
        assert_eq!(Bound::of(10, 0, 10), Bound::Lower);
        assert!(Bound::Lower.settles(12, 0, 10));
        assert!(!Bound::Lower.settles(5, 0, 10));
        assert!(Bound::Upper.settles(-1, 0, 10));
        assert!(!Bound::Upper.settles(5, 0, 10));
        assert!(Bound::Exact.settles(5, 0, 10));
    }
}
