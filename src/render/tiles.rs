//! Square-sized tiles in palette indices, built once per size on first use
//! and then only copied: pieces on each kind of square, Opok discs, capture
//! marks. Composed in RGBA with the `image` crate (each layer a coverage
//! mask in one colour, `imageops::overlay` in order), then mapped to the
//! palette.

use super::font::{bold, glyph, Style};
use super::palette::{blend, color, Quantizer, Rgb};
use super::pieces::{art, PieceArt, KINDS};
use super::raster::{Mask, Path};
use image::{imageops, Rgba, RgbaImage};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// What is under a piece.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Bg {
    Light,
    Dark,
    LightMove,
    DarkMove,
    CheckLight,
    CheckDark,
    /// The tray behind reserves and prisons.
    Tray,
}

pub const BG_COUNT: usize = 7;

impl Bg {
    fn slot(self) -> usize {
        self as usize
    }

    /// The flat colour of this background (check squares are a gradient over it).
    pub fn base(self) -> Rgb {
        match self {
            Bg::Light | Bg::CheckLight => color::LIGHT,
            Bg::Dark | Bg::CheckDark => color::DARK,
            Bg::LightMove => color::LIGHT_MOVE,
            Bg::DarkMove => color::DARK_MOVE,
            Bg::Tray => color::TRAY,
        }
    }

    pub fn is_flat(self) -> bool {
        !matches!(self, Bg::CheckLight | Bg::CheckDark)
    }

    fn pixel(self, x: usize, y: usize, n: usize) -> Rgb {
        let base = self.base();
        if self.is_flat() {
            return base;
        }
        // A red glow around a checked king, strongest at the centre.
        let c = (n as f32 - 1.0) / 2.0;
        let d = ((x as f32 - c).hypot(y as f32 - c)) / (n as f32 * 0.62);
        let t = (1.0 - d).clamp(0.0, 1.0);
        blend(base, color::CHECK, (t * 1.35).min(1.0))
    }
}

fn slot_of(piece: Option<(bool, char)>) -> usize {
    match piece {
        None => 0,
        Some((white, kind)) => {
            let k = KINDS.iter().position(|&c| c == kind).unwrap_or(KINDS.len());
            1 + k * 2 + usize::from(!white)
        }
    }
}

const PIECE_SLOTS: usize = 1 + (KINDS.len() + 1) * 2;

/// An Opok disc: owner (First?), height, background.
type DiscKey = (bool, u16, Bg);

/// All tiles of one square size.
pub struct TileSet {
    pub n: usize,
    art: Vec<OnceLock<PieceArt>>,
    tiles: Vec<OnceLock<Vec<u8>>>,
    /// [`TileSet::capture_mark`] by background.
    marks: Vec<OnceLock<Vec<u8>>>,
    discs: Mutex<HashMap<DiscKey, Arc<Vec<u8>>>>,
}

/// The tile set for squares of `n` pixels, built on first use.
pub fn tileset(n: usize) -> Arc<TileSet> {
    static SETS: OnceLock<Mutex<HashMap<usize, Arc<TileSet>>>> = OnceLock::new();
    let sets = SETS.get_or_init(|| Mutex::new(HashMap::new()));
    let mut map = sets.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(t) = map.get(&n) {
        return t.clone();
    }
    // Sizes asked for through the CLI are arbitrary: keep the cache bounded.
    if map.len() >= 24 {
        map.clear();
    }
    let t = Arc::new(TileSet {
        n,
        art: (0..PIECE_SLOTS).map(|_| OnceLock::new()).collect(),
        tiles: (0..PIECE_SLOTS * BG_COUNT)
            .map(|_| OnceLock::new())
            .collect(),
        marks: (0..BG_COUNT).map(|_| OnceLock::new()).collect(),
        discs: Mutex::new(HashMap::new()),
    });
    map.insert(n, t.clone());
    t
}

impl TileSet {
    /// The `n`×`n` tile of `piece` (or of an empty square) on `bg`.
    pub fn piece(&self, piece: Option<(bool, char)>, bg: Bg) -> &[u8] {
        let slot = slot_of(piece);
        self.tiles[slot * BG_COUNT + bg.slot()].get_or_init(|| {
            let n = self.n;
            let base = background(bg, n);
            match piece {
                None => compose(base, &[]),
                Some((white, kind)) => {
                    let a = self.art[slot].get_or_init(|| art(kind, white, n));
                    let fill = if white { color::WHITE } else { color::BLACK };
                    compose(
                        base,
                        &[
                            (&a.fill, fill),
                            (&a.ink, color::OUTLINE),
                            (&a.light, color::WHITE),
                        ],
                    )
                }
            }
        })
    }

    /// An empty square on `bg` marked with a red ring: checkers were
    /// captured there by the last move.
    pub fn capture_mark(&self, bg: Bg) -> &[u8] {
        self.marks[bg.slot()].get_or_init(|| {
            let n = self.n;
            let nf = n as f32;
            let r = nf * 0.3;
            let line = (nf * 0.075).max(2.0);
            let mut outer = Path::new();
            outer.circle(nf / 2.0, nf / 2.0, r);
            let mut inner = Path::new();
            inner.circle(nf / 2.0, nf / 2.0, r - line);
            let ring = outer.fill(n, n).minus(&inner.fill(n, n));
            compose(background(bg, n), &[(&ring, color::CHECK)])
        })
    }

    /// An Opok stack: a disc in its owner's colour with its height on it.
    pub fn disc(&self, first: bool, height: u16, bg: Bg) -> Arc<Vec<u8>> {
        let key = (first, height, bg);
        if let Some(t) = self
            .discs
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&key)
        {
            return t.clone();
        }
        let t = Arc::new(self.build_disc(first, height, bg));
        let mut map = self.discs.lock().unwrap_or_else(|e| e.into_inner());
        map.insert(key, t.clone());
        t
    }

    fn build_disc(&self, first: bool, height: u16, bg: Bg) -> Vec<u8> {
        let n = self.n;
        let nf = n as f32;
        let r = nf * 0.41;
        let line = (nf * 0.04).max(1.2);
        // Taller stacks show more checkers' edges under the top disc: a
        // hint of height before the number is read.
        let under = match height {
            0 | 1 => 0,
            2..=4 => 1,
            5..=19 => 2,
            _ => 3,
        };
        let step = (nf * 0.045).max(2.0);
        let top_y = nf / 2.0 - step * under as f32 / 2.0;
        let (face, ink) = if first {
            (color::FIRST, color::OUTLINE)
        } else {
            (color::SECOND, color::WHITE)
        };
        // Bottom disc first, the top disc last.
        let layers: Vec<(Mask, Mask)> = (0..=under)
            .rev()
            .map(|k| {
                let cy = top_y + step * k as f32;
                let mut outer = Path::new();
                outer.circle(nf / 2.0, cy, r);
                let mut inner = Path::new();
                inner.circle(nf / 2.0, cy, r - line);
                (outer.fill(n, n), inner.fill(n, n))
            })
            .collect();
        let label = height.to_string();
        let px = match label.len() {
            1 | 2 => nf * 0.42,
            len => nf * 0.96 / len as f32,
        }
        .round()
        .max(7.0);
        // Height 0: a plain disc, for the key under the board.
        let text = (height > 0).then(|| text_mask(&label, Style { px: px as u32 }, n, top_y));
        let mut paint: Vec<(&Mask, Rgb)> = Vec::with_capacity(layers.len() * 2 + 1);
        for (outer, inner) in &layers {
            paint.push((outer, color::OUTLINE));
            paint.push((inner, face));
        }
        if let Some(t) = &text {
            paint.push((t, ink));
        }
        compose(background(bg, n), &paint)
    }
}

/// The `n`×`n` background of a tile.
fn background(bg: Bg, n: usize) -> RgbaImage {
    RgbaImage::from_fn(n as u32, n as u32, |x, y| {
        let [r, g, b] = bg.pixel(x as usize, y as usize, n);
        Rgba([r, g, b, 255])
    })
}

/// A coverage mask as a layer of colour `c`, opaque where fully covered.
fn layer(mask: &Mask, c: Rgb) -> RgbaImage {
    RgbaImage::from_fn(mask.w as u32, mask.h as u32, |x, y| {
        let a = mask.a[y as usize * mask.w + x as usize];
        Rgba([c[0], c[1], c[2], (a.clamp(0.0, 1.0) * 255.0).round() as u8])
    })
}

/// Paints `layers` over `base` in order (`image`'s alpha compositing) and
/// maps the result to palette indices: a tile.
fn compose(mut base: RgbaImage, layers: &[(&Mask, Rgb)]) -> Vec<u8> {
    for (mask, c) in layers {
        imageops::overlay(&mut base, &layer(mask, *c), 0, 0);
    }
    let mut q = Quantizer::new();
    base.pixels().map(|p| q.map([p[0], p[1], p[2]])).collect()
}

/// `text` on an `n`×`n` mask, centred horizontally and with the middle of
/// its capitals at height `cy`.
fn text_mask(text: &str, style: Style, n: usize, cy: f32) -> Mask {
    let glyphs: Vec<_> = text
        .chars()
        .map(|ch| glyph(bold(), ch, style.px as f32))
        .collect();
    let width: f32 = glyphs.iter().map(|g| g.advance).sum();
    let cap = style.cap_height();
    let mut pen = (n as f32 - width) / 2.0;
    let baseline = (cy + cap / 2.0).round() as i32;
    let mut m = Mask::new(n, n);
    for g in &glyphs {
        let gx = pen.round() as i32 + g.left;
        let gy = baseline + g.top;
        for yy in 0..g.mask.h {
            for xx in 0..g.mask.w {
                let (x, y) = (gx + xx as i32, gy + yy as i32);
                if x >= 0 && y >= 0 && (x as usize) < n && (y as usize) < n {
                    let i = y as usize * n + x as usize;
                    m.a[i] = m.a[i].max(g.mask.a[yy * g.mask.w + xx]);
                }
            }
        }
        pen += g.advance;
    }
    m
}
