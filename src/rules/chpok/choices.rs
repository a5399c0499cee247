//! Buttons offered after a refused text: a raise's values, the promotion
//! pieces, or the moves of a letter read two ways.

use super::bidding::{self, parse_bid, BidText};
use super::board_phase::BoardPhase;
use super::*;
use crate::i18n::Lang;
use crate::rules::chess::notation;
use crate::rules::chess::{Kind, MoveError};

impl BoardPhase {
    /// Promotion pieces for a text that lacks one: (piece, long move text).
    pub fn promotion_choices(&self, text: &str) -> Vec<(Kind, String)> {
        let Ok(readings) = notation::parse_any(text, true) else {
            return Vec::new();
        };
        let moves = self.pos.moves();
        match notation::resolve(&self.pos, &readings, &moves, None) {
            Err(MoveError::PromotionMissing { choices, .. }) => choices
                .iter()
                .filter_map(|k| {
                    let mv = notation::resolve(&self.pos, &readings, &moves, Some(k)).ok()?;
                    let letter = k.letter().to_ascii_lowercase();
                    Some((k, format!("{}{}{letter}", mv.from, mv.to)))
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The candidates of a text whose letter reads two ways, both legal
    /// (its letters read as in `lang`, or every way when `None`): their
    /// move texts, for buttons.
    pub fn letter_choices(&self, text: &str, lang: Option<Lang>) -> Vec<String> {
        let readings = match lang {
            Some(lang) => notation::parse_in(text, true, lang),
            None => notation::parse_any(text, true),
        };
        let Ok(readings) = readings else {
            return Vec::new();
        };
        let moves = self.pos.moves();
        match notation::resolve(&self.pos, &readings, &moves, None) {
            Err(MoveError::Ambiguous {
                moves: found,
                letter: Some(_),
                ..
            }) => found.iter().map(|&m| self.move_text(m, &moves)).collect(),
            _ => Vec::new(),
        }
    }
}

impl Chpok {
    /// Buttons after a refusal: a raise's values, the promotion pieces, or
    /// the moves a letter read two ways names (`lang`: the reader's
    /// language, when known).
    pub(super) fn refusal_choices(
        &self,
        seat: Seat,
        text: &str,
        lang: Option<crate::i18n::Lang>,
    ) -> Vec<Choice> {
        if let Some(args) = text.trim().strip_prefix("/bid ") {
            // A raise button's first step: the values to choose from.
            return match parse_bid(args) {
                Ok(BidText::Raise {
                    target,
                    chips,
                    value: Some(v),
                }) if v == bidding::ASK => self.raise_value_choices(seat, target, chips),
                _ => Vec::new(),
            };
        }
        match &self.board {
            Some(b) if self.outcome.is_none() && b.seat_of(b.side()) == seat => {
                let text = strip_move_marks(text);
                let promotions: Vec<Choice> = b
                    .promotion_choices(text)
                    .into_iter()
                    .map(|(k, command)| Choice::new(text::promotion_label(k), command))
                    .collect();
                if !promotions.is_empty() {
                    return promotions;
                }
                b.letter_choices(text, lang)
                    .into_iter()
                    .map(|t| Choice::new(super::board_phase::ply_words(&t), t))
                    .collect()
            }
            _ => Vec::new(),
        }
    }
}
