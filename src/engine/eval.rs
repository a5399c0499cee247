//! Each game's evaluation of a whole game, from one seat's side: what
//! `greedy` maximises and what `/draw` asks. The game hands over what may
//! be read ([`Game::reading`]); Kriegspiel only what the seat knows.

use crate::rules::computer::Reading;
use crate::rules::{Game, GameResult, Seat};

use super::chess::Variant;

/// Above every evaluation of a game still being played.
pub const WON: i64 = 1_000_000_000;

/// How good `game` is for `seat`: ±[`WON`] once it is over, otherwise the
/// game's own evaluation (0 = even).
pub fn evaluate(game: &dyn Game, seat: Seat) -> i64 {
    if let Some(o) = game.outcome() {
        return match o.result {
            GameResult::Draw => 0,
            r if r == GameResult::win_for(game.color_of(seat)) => WON,
            _ => -WON,
        };
    }
    match game.reading(seat) {
        Reading::Chess(r) => {
            let (variant, points) = Variant::of(r.family);
            let claims = Variant::claims_of(r.family).map_or(0, super::chess::claim_pressure);
            let sign = if r.color == crate::rules::chess::Color::White {
                1
            } else {
                -1
            };
            variant.evaluate_for(r.pos, r.color, points) + sign * claims
        }
        Reading::Opok(r) => super::opok::evaluate(r.board, seat),
        Reading::Hidden(known) => super::kriegspiel::material(&known),
        Reading::Bidding => 0,
        Reading::Texts { score } => score.clamp(-WON / 2, WON / 2),
    }
}

/// The side `seat` plays, as results are written: its colour in a chess
/// game (Chpok bids seats to colours), otherwise the seat itself.
pub fn side_of(game: &dyn Game, seat: Seat) -> Seat {
    match game.reading(seat) {
        Reading::Chess(r) => r.color,
        _ => seat,
    }
}
