//! The bundled fonts (see `assets/LICENSES.md`) and text
//! drawing: glyph coverage masks, cached per size, drawn into an indexed
//! canvas through a colour ramp.

use super::raster::Mask;
use ab_glyph::{point, Font, FontRef, PxScale, ScaleFont};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

static SYMBOLS_TTF: &[u8] = include_bytes!("../../assets/fonts/NotoSansSymbols2-Regular.ttf");
static SANS_BOLD_TTF: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// Noto Sans Symbols 2: the chess symbols U+2654–U+265F.
pub fn symbols() -> &'static FontRef<'static> {
    static F: OnceLock<FontRef<'static>> = OnceLock::new();
    F.get_or_init(|| {
        FontRef::try_from_slice(SYMBOLS_TTF).expect("bundled NotoSansSymbols2-Regular.ttf")
    })
}

/// DejaVu Sans Bold: all text (coordinates, labels, Opok heights).
pub fn bold() -> &'static FontRef<'static> {
    static F: OnceLock<FontRef<'static>> = OnceLock::new();
    F.get_or_init(|| FontRef::try_from_slice(SANS_BOLD_TTF).expect("bundled DejaVuSans-Bold.ttf"))
}

/// Coverage of one character at `px`, placed relative to its origin on the
/// baseline.
pub struct Glyph {
    pub mask: Mask,
    /// Offset of the mask's top-left corner from the pen position on the baseline.
    pub left: i32,
    pub top: i32,
    pub advance: f32,
}

/// Rasterize `c` from `font` at `px` pixels per em.
pub fn glyph(font: &FontRef<'static>, c: char, px: f32) -> Glyph {
    let scaled = font.as_scaled(PxScale::from(px));
    let id = font.glyph_id(c);
    let advance = scaled.h_advance(id);
    let g = id.with_scale_and_position(PxScale::from(px), point(0.0, 0.0));
    match font.outline_glyph(g) {
        Some(og) => {
            let b = og.px_bounds();
            let (w, h) = (b.width() as usize, b.height() as usize);
            let mut mask = Mask::new(w, h);
            og.draw(|x, y, c| {
                let (x, y) = (x as usize, y as usize);
                if x < w && y < h {
                    mask.a[y * w + x] = c.min(1.0);
                }
            });
            Glyph {
                mask,
                left: b.min.x as i32,
                top: b.min.y as i32,
                advance,
            }
        }
        None => Glyph {
            mask: Mask::new(0, 0),
            left: 0,
            top: 0,
            advance,
        },
    }
}

type GlyphKey = (char, u32);

pub fn cached_glyph(c: char, px: u32) -> Arc<Glyph> {
    static CACHE: OnceLock<Mutex<HashMap<GlyphKey, Arc<Glyph>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let key = (c, px);
    if let Some(g) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return g.clone();
    }
    let g = Arc::new(glyph(bold(), c, px as f32));
    let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
    // Odd sizes requested through the CLI must not grow the cache forever.
    if map.len() > 8192 {
        map.clear();
    }
    map.insert(key, g.clone());
    g
}

/// Text style: size in pixels (DejaVu Sans Bold).
#[derive(Clone, Copy, Debug)]
pub struct Style {
    pub px: u32,
}

impl Style {
    pub fn font(&self) -> &'static FontRef<'static> {
        bold()
    }
    /// Distance from the baseline up to the top of capitals and digits.
    pub fn cap_height(&self) -> f32 {
        let g = cached_glyph('8', self.px);
        -(g.top as f32)
    }
}

/// Width of `text` in pixels.
pub fn text_width(text: &str, style: Style) -> f32 {
    let font = style.font();
    let scaled = font.as_scaled(PxScale::from(style.px as f32));
    let mut w = 0.0;
    let mut prev = None;
    for c in text.chars() {
        let id = font.glyph_id(c);
        if let Some(p) = prev {
            w += scaled.kern(p, id);
        }
        w += scaled.h_advance(id);
        prev = Some(id);
    }
    w
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The letters of the bot's other languages: Polish, Ukrainian,
    /// Russian (and their capitals).
    pub const LETTERS: &str =
        "ąęłśżźćńó ĄĘŁŚŻŹĆŃÓ іїєґ ІЇЄҐ ыэё ЫЭЁ абвгдежзийклмнопрстуфхцчшщъьюя";

    #[test]
    fn the_label_font_has_polish_and_cyrillic_letters() {
        let font = bold();
        let missing = glyph(font, '\u{10FFFD}', 20.0);
        for c in LETTERS.chars().filter(|c| !c.is_whitespace()) {
            assert_ne!(font.glyph_id(c).0, 0, "DejaVu Sans Bold lacks {c:?}");
            let g = glyph(font, c, 20.0);
            let ink: f32 = g.mask.a.iter().sum();
            assert!(ink > 5.0, "{c:?} draws nothing");
            assert!(
                g.mask.a != missing.mask.a,
                "{c:?} draws the missing-glyph box"
            );
        }
    }
}
