//! Indexed PNG encoding of a canvas.

use super::canvas::Canvas;
use super::palette::palette;

/// How hard to compress.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Effort {
    /// zlib level 2 with the Up filter: an 8×8 board at 512 px comes out
    /// under 20 KB in about half a millisecond. (fdeflate's ultra-fast mode
    /// only codes runs of zeros and gives twice the size on these pictures.)
    Fast,
    /// Unfiltered rows at zlib level 6: slower, but LZ matches whole piece
    /// tiles, which wins on boards crowded with pieces.
    Crowded,
    /// As `Crowded`, at level 9.
    Max,
}

/// Encode `cv` as an 8-bit palette PNG.
pub fn encode(cv: &Canvas, effort: Effort) -> Vec<u8> {
    let (level, filter) = match effort {
        Effort::Fast => (2, png::Filter::Up),
        Effort::Crowded => (6, png::Filter::NoFilter),
        Effort::Max => (9, png::Filter::NoFilter),
    };
    let mut out = Vec::with_capacity(cv.w * cv.h / 12 + 1024);
    {
        let mut enc = png::Encoder::new(&mut out, cv.w as u32, cv.h as u32);
        enc.set_color(png::ColorType::Indexed);
        enc.set_depth(png::BitDepth::Eight);
        enc.set_palette(palette().bytes());
        enc.set_deflate_compression(png::DeflateCompression::Level(level));
        enc.set_filter(filter);
        // Writing into a Vec cannot fail once the header is well formed,
        // which the canvas guarantees (non-zero size, 8-bit palette).
        let mut w = enc.write_header().expect("PNG header");
        w.write_image_data(&cv.px).expect("PNG data");
        w.finish().expect("PNG end");
    }
    out
}
