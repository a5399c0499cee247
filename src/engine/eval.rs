//! Each game's evaluation of a whole game, from one seat's side: what
//! `greedy` maximises and what `/draw` asks.

use crate::rules::chpok::Chpok;
use crate::rules::exchange::Exchange;
use crate::rules::korpalski::Korpalski;
use crate::rules::kriegspiel::Kriegspiel;
use crate::rules::opok::Opok;
use crate::rules::{Game, GameResult, Seat};

use super::chess::Variant;

/// Above every evaluation of a game still being played.
pub const WON: i64 = 1_000_000_000;

/// How good `game` is for `seat`: ±[`WON`] once it is over, otherwise the
/// game's own evaluation (0 = even). Kriegspiel uses only what `seat` knows.
pub fn evaluate(game: &dyn Game, seat: Seat) -> i64 {
    if let Some(o) = game.outcome() {
        return match o.result {
            GameResult::Draw => 0,
            r if r == GameResult::win_for(game.color_of(seat)) => WON,
            _ => -WON,
        };
    }
    let any = game.as_any();
    if let Some(k) = any.downcast_ref::<Korpalski>() {
        return Variant::Korpalski.evaluate_for(k.position(), seat, [0, 0]);
    }
    if let Some(x) = any.downcast_ref::<Exchange>() {
        return Variant::Exchange.evaluate_for(x.position(), seat, [0, 0]);
    }
    if let Some(c) = any.downcast_ref::<Chpok>() {
        let Some(b) = &c.board else { return 0 };
        let variant = Variant::chpok(b);
        return variant.evaluate_for(&b.pos, b.color_of(seat), b.points);
    }
    if let Some(o) = any.downcast_ref::<Opok>() {
        return super::opok::evaluate(o.board(), seat);
    }
    if let Some(k) = any.downcast_ref::<Kriegspiel>() {
        let known = k.knowledge(seat);
        return 100 * (known.lost(seat.other()) as i64 - known.lost(seat) as i64);
    }
    0
}
