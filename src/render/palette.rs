//! The picture's colours and its indexed palette.
//!
//! Every picture uses one fixed palette: the base colours below plus a few
//! blends between the pairs that meet at antialiased edges (a piece outline
//! over a square, a label over the frame...). Tiles are composed in RGB once
//! and mapped to the nearest palette entry, so per-request work is copying
//! bytes.

use std::collections::HashMap;
use std::sync::OnceLock;

pub type Rgb = [u8; 3];

/// Base colours, by role.
pub mod color {
    use super::Rgb;
    pub const LIGHT: Rgb = [0xf0, 0xd9, 0xb5];
    pub const DARK: Rgb = [0xb5, 0x88, 0x63];
    pub const LIGHT_MOVE: Rgb = [0xcd, 0xd2, 0x6a];
    pub const DARK_MOVE: Rgb = [0xaa, 0xa2, 0x3a];
    pub const CHECK: Rgb = [0xe8, 0x10, 0x10];
    pub const FRAME: Rgb = [0x30, 0x2e, 0x2b];
    pub const FRAME_TEXT: Rgb = [0xd6, 0xd0, 0xc6];
    pub const TRAY: Rgb = [0xe4, 0xdf, 0xd6];
    pub const TRAY_TEXT: Rgb = [0x2a, 0x27, 0x24];
    pub const WHITE: Rgb = [0xff, 0xff, 0xff];
    pub const BLACK: Rgb = [0x10, 0x10, 0x10];
    pub const OUTLINE: Rgb = [0x00, 0x00, 0x00];
    /// Opok: the First player's discs and the Second player's.
    pub const FIRST: Rgb = [0xfa, 0xf6, 0xee];
    pub const SECOND: Rgb = [0x2c, 0x2a, 0x33];
}

/// Colour pairs that meet at antialiased edges, with how many blend steps.
fn blend_pairs() -> Vec<(Rgb, Rgb, usize)> {
    use color::*;
    let squares = [LIGHT, DARK, LIGHT_MOVE, DARK_MOVE, TRAY];
    let mut v = Vec::new();
    for sq in squares {
        v.push((sq, OUTLINE, 7));
        v.push((sq, WHITE, 3));
        v.push((sq, BLACK, 3));
    }
    v.push((FRAME, FRAME_TEXT, 7));
    v.push((TRAY, TRAY_TEXT, 7));
    v.push((WHITE, OUTLINE, 11));
    v.push((CHECK, LIGHT, 11));
    v.push((CHECK, DARK, 11));
    v.push((CHECK, OUTLINE, 5));
    v.push((CHECK, WHITE, 3));
    v.push((FIRST, OUTLINE, 7));
    v.push((SECOND, OUTLINE, 5));
    v.push((SECOND, WHITE, 7));
    v.push((FIRST, LIGHT, 3));
    v.push((FIRST, DARK, 3));
    v.push((FIRST, LIGHT_MOVE, 3));
    v.push((FIRST, DARK_MOVE, 3));
    v
}

pub struct Palette {
    pub rgb: Vec<Rgb>,
}

pub fn blend(a: Rgb, b: Rgb, t: f32) -> Rgb {
    let t = t.clamp(0.0, 1.0);
    let mix = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    [mix(a[0], b[0]), mix(a[1], b[1]), mix(a[2], b[2])]
}

pub fn palette() -> &'static Palette {
    static P: OnceLock<Palette> = OnceLock::new();
    P.get_or_init(|| {
        use color::*;
        let mut rgb: Vec<Rgb> = Vec::new();
        let add = |c: Rgb, rgb: &mut Vec<Rgb>| {
            if !rgb.contains(&c) {
                rgb.push(c);
            }
        };
        for c in [
            LIGHT, DARK, LIGHT_MOVE, DARK_MOVE, CHECK, FRAME, FRAME_TEXT, TRAY, TRAY_TEXT, WHITE,
            BLACK, OUTLINE, FIRST, SECOND,
        ] {
            add(c, &mut rgb);
        }
        for (a, b, steps) in blend_pairs() {
            for i in 1..=steps {
                add(blend(a, b, i as f32 / (steps + 1) as f32), &mut rgb);
            }
        }
        assert!(rgb.len() <= 256, "palette too large: {}", rgb.len());
        Palette { rgb }
    })
}

fn dist(a: Rgb, b: Rgb) -> u32 {
    let d = |i: usize| (a[i] as i32 - b[i] as i32).pow(2) as u32;
    // Weights roughly follow the eye's sensitivity to each channel.
    3 * d(0) + 4 * d(1) + 2 * d(2)
}

impl Palette {
    /// The palette entry closest to `c`.
    pub fn nearest(&self, c: Rgb) -> u8 {
        let mut best = (u32::MAX, 0usize);
        for (i, &p) in self.rgb.iter().enumerate() {
            let d = dist(c, p);
            if d < best.0 {
                best = (d, i);
                if d == 0 {
                    break;
                }
            }
        }
        best.1 as u8
    }

    /// The index of a base colour (exact).
    pub fn index(&self, c: Rgb) -> u8 {
        self.nearest(c)
    }

    /// 17 indices from `bg` (coverage 0) to `fg` (coverage 1), for drawing
    /// coverage masks straight into an indexed canvas.
    pub fn ramp(&self, bg: Rgb, fg: Rgb) -> [u8; 17] {
        let mut r = [0u8; 17];
        for (i, slot) in r.iter_mut().enumerate() {
            *slot = self.nearest(blend(bg, fg, i as f32 / 16.0));
        }
        r
    }

    /// Palette bytes for the PNG `PLTE` chunk.
    pub fn bytes(&self) -> Vec<u8> {
        self.rgb.iter().flatten().copied().collect()
    }
}

/// Maps many RGB pixels to palette indices, remembering earlier answers.
pub struct Quantizer {
    memo: HashMap<Rgb, u8>,
}

impl Quantizer {
    pub fn new() -> Quantizer {
        Quantizer {
            memo: HashMap::new(),
        }
    }
    pub fn map(&mut self, c: Rgb) -> u8 {
        *self.memo.entry(c).or_insert_with(|| palette().nearest(c))
    }
}

impl Default for Quantizer {
    fn default() -> Self {
        Quantizer::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_colours_are_exact_and_palette_fits() {
        let p = palette();
        // One index stays free: the GIF replay's transparent colour.
        assert!(p.rgb.len() < 256, "{} colours", p.rgb.len());
        for c in [
            color::LIGHT,
            color::DARK,
            color::WHITE,
            color::OUTLINE,
            color::CHECK,
        ] {
            assert_eq!(p.rgb[p.index(c) as usize], c);
        }
    }
}
