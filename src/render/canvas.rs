//! The indexed canvas a picture is drawn on: one palette index per pixel.

use super::font::{cached_glyph, Style};
use ab_glyph::{Font, PxScale, ScaleFont};

/// An indexed canvas: one palette index per pixel.
pub struct Canvas {
    pub w: usize,
    pub h: usize,
    pub px: Vec<u8>,
}

impl Canvas {
    pub fn new(w: usize, h: usize, fill: u8) -> Canvas {
        Canvas {
            w,
            h,
            px: vec![fill; w * h],
        }
    }

    pub fn fill_rect(&mut self, x: usize, y: usize, w: usize, h: usize, idx: u8) {
        let x1 = (x + w).min(self.w);
        for yy in y..(y + h).min(self.h) {
            if x < x1 {
                self.px[yy * self.w + x..yy * self.w + x1].fill(idx);
            }
        }
    }

    /// Copy a `tw`-wide tile with its top-left corner at (x, y), clipped.
    pub fn blit(&mut self, x: usize, y: usize, tw: usize, tile: &[u8]) {
        if tw == 0 || x >= self.w {
            return;
        }
        let th = tile.len() / tw;
        let cw = tw.min(self.w - x);
        for ty in 0..th.min(self.h.saturating_sub(y)) {
            let dst = (y + ty) * self.w + x;
            self.px[dst..dst + cw].copy_from_slice(&tile[ty * tw..ty * tw + cw]);
        }
    }

    /// Draw `text` with its pen starting at `x` on baseline `y`, through
    /// `ramp` (17 indices from background to ink). The background under the
    /// text is assumed to be the ramp's first colour.
    pub fn text(&mut self, x: f32, y: f32, text: &str, style: Style, ramp: &[u8; 17]) {
        let font = style.font();
        let scaled = font.as_scaled(PxScale::from(style.px as f32));
        let mut pen = x;
        let mut prev = None;
        for c in text.chars() {
            let id = font.glyph_id(c);
            if let Some(p) = prev {
                pen += scaled.kern(p, id);
            }
            prev = Some(id);
            let g = cached_glyph(c, style.px);
            let gx = pen.round() as i32 + g.left;
            let gy = y.round() as i32 + g.top;
            for my in 0..g.mask.h {
                let cy = gy + my as i32;
                if cy < 0 || cy as usize >= self.h {
                    continue;
                }
                for mx in 0..g.mask.w {
                    let cx = gx + mx as i32;
                    if cx < 0 || cx as usize >= self.w {
                        continue;
                    }
                    let cov = g.mask.a[my * g.mask.w + mx];
                    if cov > 0.03 {
                        let i = (cov * 16.0).round() as usize;
                        self.px[cy as usize * self.w + cx as usize] = ramp[i.min(16)];
                    }
                }
            }
            pen += g.advance;
        }
    }
}
