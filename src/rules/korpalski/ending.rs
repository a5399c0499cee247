//! How a game stands after a move: checkmate, or one of the automatic
//! draws of §15 (stalemate, insufficient material, fivefold repetition,
//! the 75-move rule); and the draws a player may claim (threefold
//! repetition, the 50-move rule).

use super::*;

/// Plies without a capture, pawn move or drop after which either player
/// may claim a draw: 50 moves by each player.
pub const FIFTY_MOVES_PLIES: u32 = 100;

/// Plies without a capture, pawn move or drop that end the game: 75 moves
/// by each player.
pub const SEVENTY_FIVE_MOVES_PLIES: u32 = 150;

/// A draw that either player may claim in the current position (§15.3,
/// §15.4: the seed says a player *may claim* it).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Claim {
    /// The position occurred for the third (or fourth) time.
    Repetition,
    /// 50 moves by each player without a capture, a pawn move or a drop.
    FiftyMoves,
}

impl Claim {
    /// `threefold repetition`, `the 50-move rule`.
    pub fn name(self) -> &'static str {
        match self {
            Claim::Repetition => "threefold repetition",
            Claim::FiftyMoves => "the 50-move rule",
        }
    }

    /// The outcome's message: `Draw by threefold repetition, claimed by
    /// White.`
    pub fn claimed_id(self) -> &'static str {
        match self {
            Claim::Repetition => "korpalski-claimed-repetition",
            Claim::FiftyMoves => "korpalski-claimed-fifty",
        }
    }

    /// The caption line while the claim is available.
    pub fn status_id(self) -> &'static str {
        match self {
            Claim::Repetition => "korpalski-status-claim-repetition",
            Claim::FiftyMoves => "korpalski-status-claim-fifty",
        }
    }
}

/// The state of the game after the last move, checked in this order.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ending {
    Ongoing,
    /// The side to move is in check and has no legal move or drop.
    Checkmate,
    /// The side to move is not in check and has no legal move and no legal
    /// drop (the reserve counts).
    Stalemate,
    /// Neither side can ever mate, counting the board and the reserves.
    InsufficientMaterial,
    /// The position (with side to move, en-passant right, reserves and
    /// prisons) occurred for the fifth time.
    FivefoldRepetition,
    /// 75 moves by each player without a capture, a pawn move or a drop.
    SeventyFiveMoves,
}

impl Ending {
    /// The outcome, given the side to move in the final position.
    pub fn outcome(self, to_move: Color) -> Option<Outcome> {
        let draw = |id: &str| {
            Some(Outcome {
                result: GameResult::Draw,
                reason: crate::text!(id),
            })
        };
        match self {
            Ending::Ongoing => None,
            Ending::Checkmate => Some(Outcome {
                result: GameResult::win_for(to_move.other()),
                reason: crate::text!(
                    "korpalski-outcome-checkmate",
                    winner = seat_word(KIND.seat_name(to_move.other()))
                ),
            }),
            Ending::Stalemate => draw("korpalski-outcome-stalemate"),
            Ending::InsufficientMaterial => draw("korpalski-outcome-insufficient"),
            Ending::FivefoldRepetition => draw("korpalski-outcome-fivefold"),
            Ending::SeventyFiveMoves => draw("korpalski-outcome-seventy-five"),
        }
    }
}

impl Korpalski {
    /// How the game stands now, by the rules alone (a resignation, a
    /// timeout or an agreement is in `outcome`, not here).
    pub fn ending(&self) -> Ending {
        let pos = &self.pos;
        if self.legal.is_empty() {
            return if pos.in_check() {
                Ending::Checkmate
            } else {
                Ending::Stalemate
            };
        }
        if self.insufficient_material() {
            Ending::InsufficientMaterial
        } else if self.repetitions() >= 5 {
            Ending::FivefoldRepetition
        } else if pos.halfmove_clock() >= SEVENTY_FIVE_MOVES_PLIES {
            Ending::SeventyFiveMoves
        } else {
            Ending::Ongoing
        }
    }

    /// The draw either player may claim now, if any: the player to move, or
    /// the one who just moved into the position. Repetition first.
    pub fn claimable(&self) -> Option<Claim> {
        if self.outcome.is_some() {
            None
        } else if self.repetitions() >= 3 {
            Some(Claim::Repetition)
        } else if self.pos.halfmove_clock() >= FIFTY_MOVES_PLIES {
            Some(Claim::FiftyMoves)
        } else {
            None
        }
    }

    /// §15.1 counting the board and the reserves: K v K, K+N v K, K+B v K,
    /// and K+B v K+B with the bishops on squares of one colour only when
    /// neither player has anything left to drop. (The kernel's rule also
    /// covers same-coloured bishops of one side, which cannot mate either.)
    /// Prisons do not count: a prisoner returns only by promotion, and a
    /// pawn anywhere is mating material.
    pub fn insufficient_material(&self) -> bool {
        self.pos.insufficient_material()
    }

    /// How many times the current position has occurred (1 = first time).
    pub fn repetitions(&self) -> usize {
        let now = self.keys.last();
        self.keys.iter().filter(|k| Some(*k) == now).count()
    }
}
