//! Board pictures: a pure function from a [`View`] (the leaf module
//! [`crate::view`], which the rules fill in) to PNG bytes.
//!
//! - [`png`]`(view, square_px)`: the picture, an 8-bit palette PNG;
//!   [`default_square_px`] picks the bot's size (about 512 px for 8×8, squares
//!   of at least 48 px), [`square_px_for_side`] fits a whole-picture size.
//! - [`picture_size`], [`square_rect`]: the geometry of that picture.
//! - [`animation::gif`]`(frames)`: a whole game (the views of
//!   [`crate::rules::Game::replay`]) as an animated GIF in the same palette.
//! - [`text_board`]: the `/board text` format read back into a `View`;
//!   [`cli`]: `boardbot render`.
//!
//! Piece tiles are rasterized once per square size (on first use) and then
//! copied, so a picture costs about half a millisecond, mostly compression.
//! Layout: rank numbers on the left, file letters below, then reserves and
//! prisons as trays of small pieces, then the text lines.

pub use crate::view::{Cell, More, Strip, View};

pub mod animation;
mod board;
mod canvas;
pub mod cli;
mod font;
mod lzw;
mod palette;
mod pieces;
mod png_encode;
mod raster;
pub mod svg;
pub mod text_board;
mod tiles;

/// The largest picture side allowed, in pixels.
pub const MAX_SIDE: u32 = 1280;

/// Smallest square drawn, whatever is asked.
const MIN_SQUARE: u32 = 12;

/// The largest picture [`png`] returns, in bytes.
pub const MAX_BYTES: usize = 60 * 1024;

/// Above this size a picture is worth a slower, tighter encoding.
const RETRY_BYTES: usize = 36 * 1024;

/// Draw `view` with squares of `square_px` pixels and encode it as an
/// indexed PNG.
///
/// The square size is reduced if the picture would otherwise be longer than
/// [`MAX_SIDE`] on a side, or (only for very large, crowded pictures) bigger
/// than [`MAX_BYTES`] even at the tightest compression.
pub fn png(view: &View, square_px: u32) -> Vec<u8> {
    let mut s = fit_square(view, square_px);
    loop {
        let layout = board::Layout::new(view, s as usize);
        let canvas = board::draw(view, &layout);
        let mut bytes = png_encode::encode(&canvas, png_encode::Effort::Fast);
        for (effort, above) in [
            (png_encode::Effort::Crowded, RETRY_BYTES),
            (png_encode::Effort::Max, MAX_BYTES),
        ] {
            if bytes.len() > above {
                let tighter = png_encode::encode(&canvas, effort);
                if tighter.len() < bytes.len() {
                    bytes = tighter;
                }
            }
        }
        if bytes.len() <= MAX_BYTES || s <= MIN_SQUARE {
            return bytes;
        }
        s = (s * 9 / 10).max(MIN_SQUARE);
    }
}

/// Width and height of the picture [`png`] makes for this square size
/// (unless it had to shrink it to stay under [`MAX_BYTES`], which only very
/// large crowded pictures need).
pub fn picture_size(view: &View, square_px: u32) -> (u32, u32) {
    let layout = board::Layout::new(view, fit_square(view, square_px) as usize);
    (layout.width as u32, layout.height as u32)
}

/// A square size giving a picture of about 512 px for 8×8 boards, never
/// squares under 48 px (unless the 1280 px limit forces it).
pub fn default_square_px(view: &View) -> u32 {
    let longest = view.files.max(view.ranks).max(1) as u32;
    let s = (480 / longest).clamp(48, 100);
    fit_square(view, s)
}

/// The largest square size whose picture's longest side is at most `side`
/// pixels (and at most [`MAX_SIDE`]).
pub fn square_px_for_side(view: &View, side: u32) -> u32 {
    let side = side.min(MAX_SIDE) as usize;
    let mut s = (side / view.files.max(view.ranks).max(1) as usize).max(MIN_SQUARE as usize);
    while s > MIN_SQUARE as usize && board::Layout::new(view, s).longest_side() > side {
        s -= 1;
    }
    s as u32
}

fn fit_square(view: &View, square_px: u32) -> u32 {
    let s = square_px.max(MIN_SQUARE);
    if board::Layout::new(view, s as usize).longest_side() <= MAX_SIDE as usize {
        s
    } else {
        square_px_for_side(view, MAX_SIDE)
    }
}

/// Where square (`file`, `rank`) (from 0, on the board) lies in the picture
/// [`png`] makes for this square size: (left, top, side) in pixels.
pub fn square_rect(view: &View, square_px: u32, file: u8, rank: u8) -> (u32, u32, u32) {
    let layout = board::Layout::new(view, fit_square(view, square_px) as usize);
    let (files, ranks) = (view.files as usize, view.ranks as usize);
    let (col, row) = if view.flipped {
        (files.saturating_sub(1 + file as usize), rank as usize)
    } else {
        (file as usize, ranks.saturating_sub(1 + rank as usize))
    };
    let s = layout.s;
    (
        (layout.board_x + col * s) as u32,
        (layout.board_y + row * s) as u32,
        s as u32,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pixels of `view` drawn with squares of 40 px.
    fn pixels(view: &View) -> Vec<u8> {
        let layout = board::Layout::new(view, 40);
        board::draw(view, &layout).px
    }

    fn labelled(label: &str, line: &str) -> View {
        let mut v = View::empty(4, 4);
        v.strips = vec![Strip {
            label: crate::i18n::Text::plain(label),
            pieces: vec![(true, 'Q')],
        }];
        v.lines = vec![crate::i18n::Text::plain(line)];
        v
    }

    #[test]
    fn labels_in_polish_and_cyrillic_letters_are_drawn() {
        // Each word against as many spaces and as many characters the font
        // lacks (drawn as its missing-glyph box): real letters differ from
        // both.
        for word in [
            "ąęłśżźćńó",
            "ĄĘŁŚŻŹĆŃÓ",
            "іїєґ",
            "ІЇЄҐ",
            "ыэё",
            "Резерв білих",
            "Rezerwa białych",
            "Запас чёрных",
        ] {
            let n = word.chars().count();
            let spaces = " ".repeat(n);
            let missing = "\u{10FFFD}".repeat(n);
            let drawn = pixels(&labelled(word, word));
            assert_ne!(drawn, pixels(&labelled(&spaces, &spaces)), "{word}: blank");
            assert_ne!(
                drawn,
                pixels(&labelled(&missing, &missing)),
                "{word}: missing-glyph boxes"
            );
            for c in word.chars().filter(|c| !c.is_whitespace()) {
                let alone = pixels(&labelled(&c.to_string(), &c.to_string()));
                assert_ne!(alone, pixels(&labelled(" ", " ")), "{c:?} draws nothing");
                assert_ne!(
                    alone,
                    pixels(&labelled("\u{10FFFD}", "\u{10FFFD}")),
                    "{c:?} draws the missing-glyph box"
                );
            }
        }
    }

    #[test]
    fn opoks_key_is_translated_before_drawing_and_names_stay() {
        let mut v = View::empty(5, 5);
        v.set(
            0,
            0,
            Cell::Stack {
                first: true,
                height: 25,
            },
        );
        v.set_players(["alice".into(), String::new()]);
        // Drawn without translation: English.
        assert_eq!(
            crate::view::key_references(&v).map(|k| k.map(|l| crate::i18n::en(&l))),
            Some(["First: alice".to_string(), "Second".to_string()])
        );
        let english = pixels(&v);
        let mut uk = v.clone();
        uk.translate(crate::i18n::Lang::UK);
        let key = uk.more.as_ref().and_then(|m| m.key.clone()).unwrap();
        assert!(key[0].ends_with(": alice"), "{key:?}");
        assert!(
            !key[0].contains("First") && !key[1].contains("Second"),
            "{key:?}"
        );
        assert_eq!(uk.players(), v.players());
        assert_ne!(pixels(&uk), english);
        // English translated is drawn as before.
        let mut en = v.clone();
        en.translate(crate::i18n::Lang::EN);
        assert_eq!(pixels(&en), english);
    }
}
