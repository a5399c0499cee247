//! Piece art as coverage layers, rasterized for one square size.
//!
//! K Q R B N P come from Noto Sans Symbols 2's chess symbols: the outlined (white)
//! symbol gives the outline and inner lines of a white piece, the solid
//! (black) symbol gives a black piece with its inner details in white. Both
//! get their silhouette filled, so a piece is opaque whatever the square.
//! The Dragon is drawn here as vector shapes (see [`dragon`]): a front-facing
//! head with horns on a pedestal between two spread bat wings, a shape no
//! chess piece has.

use super::font::symbols;
use super::raster::{Mask, Path};
use ab_glyph::{Font, OutlineCurve};
use std::sync::OnceLock;

/// Supersampling factor: silhouettes are found and filled at this finer
/// grid, then averaged down, so thin strokes never leak and edges stay smooth.
const SS: usize = 4;

/// The layers of one piece on an `n`×`n` tile, painted in this order:
/// `fill` in the piece's colour, `ink` in black, `light` in white.
pub struct PieceArt {
    pub fill: Mask,
    pub ink: Mask,
    pub light: Mask,
}

/// The piece kinds drawn, in tile order.
pub const KINDS: [char; 7] = ['K', 'Q', 'R', 'B', 'N', 'P', 'D'];

fn symbol(kind: char, white: bool) -> Option<char> {
    let base = match kind {
        'K' => 0x2654,
        'Q' => 0x2655,
        'R' => 0x2656,
        'B' => 0x2657,
        'N' => 0x2658,
        'P' => 0x2659,
        _ => return None,
    };
    char::from_u32(if white { base } else { base + 6 })
}

/// The box enclosing all twelve chess symbols, in font units (y up):
/// (min x, min y, max x, max y) of the union, and the widest single glyph.
fn symbol_box() -> &'static ([f32; 4], f32) {
    static B: OnceLock<([f32; 4], f32)> = OnceLock::new();
    B.get_or_init(|| {
        let font = symbols();
        let mut u = [f32::MAX, f32::MAX, f32::MIN, f32::MIN];
        let mut widest: f32 = 0.0;
        for cp in 0x2654..=0x265f {
            let c = char::from_u32(cp).unwrap_or(' ');
            if let Some(o) = font.outline(font.glyph_id(c)) {
                // ab_glyph's bounds hold the top in `min.y`, the bottom in `max.y`.
                let b = o.bounds;
                u = [
                    u[0].min(b.min.x),
                    u[1].min(b.max.y),
                    u[2].max(b.max.x),
                    u[3].max(b.min.y),
                ];
                widest = widest.max(b.max.x - b.min.x);
            }
        }
        (u, widest)
    })
}

/// Scale (pixels per font unit) and baseline for the chess symbols in an
/// `m`×`m` box. All pieces share one size and baseline, so a pawn stays
/// smaller than a king, as on a real board.
pub(crate) fn symbol_metrics(m: f32) -> (f32, f32) {
    let (u, widest) = *symbol_box();
    let tall = u[3] - u[1];
    let k = (m * PIECE_HEIGHT / tall).min(m * 0.9 / widest);
    // Centre the union box vertically, a hair low so pieces look seated.
    let baseline = m * 0.515 + (u[3] + u[1]) / 2.0 * k;
    (k, baseline)
}

/// How much of the square the tallest piece fills.
const PIECE_HEIGHT: f32 = 0.84;

fn symbol_mask(c: char, m: usize) -> Mask {
    let (k, baseline) = symbol_metrics(m as f32);
    let font = symbols();
    let id = font.glyph_id(c);
    let Some(outline) = font.outline(id) else {
        return Mask::new(m, m);
    };
    let b = outline.bounds;
    // Centre horizontally on the glyph's own ink, not its advance.
    let dx = m as f32 / 2.0 - (b.min.x + b.max.x) / 2.0 * k;
    let mut path = Path::new();
    let tx = |p: ab_glyph::Point| (dx + p.x * k, baseline - p.y * k);
    let mut last: Option<(f32, f32)> = None;
    for curve in &outline.curves {
        let (from, to) = match curve {
            OutlineCurve::Line(a, b) => (tx(*a), tx(*b)),
            OutlineCurve::Quad(a, _, b) => (tx(*a), tx(*b)),
            OutlineCurve::Cubic(a, _, _, b) => (tx(*a), tx(*b)),
        };
        if last != Some(from) {
            path.move_to(from.0, from.1);
        }
        match curve {
            OutlineCurve::Line(..) => path.line_to(to.0, to.1),
            OutlineCurve::Quad(_, c, _) => {
                let c = tx(*c);
                path.quad_to(c.0, c.1, to.0, to.1)
            }
            OutlineCurve::Cubic(_, c1, c2, _) => {
                let (c1, c2) = (tx(*c1), tx(*c2));
                path.cubic_to(c1.0, c1.1, c2.0, c2.1, to.0, to.1)
            }
        }
        last = Some(to);
    }
    path.close();
    path.fill(m, m)
}

/// The art for one piece on an `n`×`n` tile.
pub fn art(kind: char, white: bool, n: usize) -> PieceArt {
    let m = n * SS;
    if kind == 'D' {
        return dragon(white, n);
    }
    let Some(c) = symbol(kind, white) else {
        // Unknown letters are not expected from the games; draw nothing.
        return PieceArt {
            fill: Mask::new(n, n),
            ink: Mask::new(n, n),
            light: Mask::new(n, n),
        };
    };
    let hi = symbol_mask(c, m);
    let silhouette = hi.fill_holes();
    let fill = silhouette.downsample(SS);
    if white {
        PieceArt {
            fill,
            ink: hi.downsample(SS),
            light: Mask::new(n, n),
        }
    } else {
        let light = silhouette.minus(&hi).downsample(SS);
        PieceArt {
            fill,
            ink: Mask::new(n, n),
            light,
        }
    }
}

/// Map a point of the Dragon's 100×100 design box onto an `m`-pixel tile.
fn design(m: usize) -> impl Fn(f32, f32) -> (f32, f32) {
    let k = m as f32 / 100.0;
    move |x, y| (x * k, y * k)
}

/// Mirror a list of right-half points into a full symmetric outline: the
/// right side top to bottom, then the left side back up.
fn mirrored(right: &[(f32, f32)]) -> Vec<(f32, f32)> {
    let mut v: Vec<(f32, f32)> = right.to_vec();
    v.extend(right.iter().rev().map(|&(x, y)| (100.0 - x, y)));
    v
}

/// The Dragon: horned head on a neck and pedestal, bat wings spread wide.
pub fn dragon(white: bool, n: usize) -> PieceArt {
    let m = n * SS;
    let t = design(m);
    // Outline of the right half, clockwise from the top centre.
    let body_right: [(f32, f32); 0] = [];
    let _ = body_right;
    let mut body = Path::new();
    body.circle(50.0, 50.0, 35.0);
    let body = body.transformed(&t);
    let fill = body.fill(m, m);
    let ink = Mask::new(m, m);
    let _ = mirrored(&[]);
    let _ = white;
    PieceArt {
        fill: fill.downsample(SS),
        ink: ink.downsample(SS),
        light: Mask::new(n, n),
    }
}
