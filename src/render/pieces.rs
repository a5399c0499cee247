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

/// Points along a quadratic curve from `a` to `b` bent towards `c`
/// (excluding `a`).
fn quad_pts(a: (f32, f32), c: (f32, f32), b: (f32, f32), n: usize) -> Vec<(f32, f32)> {
    (1..=n)
        .map(|i| {
            let t = i as f32 / n as f32;
            let u = 1.0 - t;
            (
                u * u * a.0 + 2.0 * u * t * c.0 + t * t * b.0,
                u * u * a.1 + 2.0 * u * t * c.1 + t * t * b.1,
            )
        })
        .collect()
}

fn mirror(pts: &[(f32, f32)]) -> Vec<(f32, f32)> {
    pts.iter().map(|&(x, y)| (100.0 - x, y)).collect()
}

/// The Dragon's shapes in a 100×100 design box (y down): the silhouette
/// parts and the inner lines (wing fingers, eyes, nostrils).
pub(super) struct DragonDesign {
    pub parts: Vec<Vec<(f32, f32)>>,
    pub lines: Vec<Vec<(f32, f32)>>,
    pub dots: Vec<(f32, f32, f32)>,
}

pub(super) fn dragon_design() -> DragonDesign {
    let head = vec![
        (50.0, 16.0),
        (57.0, 17.5),
        (62.5, 22.0),
        (64.0, 29.0),
        (61.0, 37.0),
        (57.5, 44.0),
        (55.5, 50.5),
        (50.0, 53.0),
        (44.5, 50.5),
        (42.5, 44.0),
        (39.0, 37.0),
        (36.0, 29.0),
        (37.5, 22.0),
        (43.0, 17.5),
    ];
    // A horn sweeping up and out from the top of the head.
    let mut horn = vec![(54.0, 19.5)];
    horn.extend(quad_pts((54.0, 19.5), (60.0, 8.0), (70.0, 3.0), 6));
    horn.extend(quad_pts((70.0, 3.0), (64.0, 12.0), (62.5, 23.0), 6));
    let neck = vec![
        (44.0, 48.0),
        (56.0, 48.0),
        (59.0, 62.0),
        (63.0, 78.0),
        (37.0, 78.0),
        (41.0, 62.0),
    ];
    let collar = vec![(32.0, 76.0), (68.0, 76.0), (69.0, 81.5), (31.0, 81.5)];
    let base = vec![
        (29.0, 81.0),
        (71.0, 81.0),
        (75.0, 86.0),
        (76.0, 93.0),
        (24.0, 93.0),
        (25.0, 86.0),
    ];
    // A bat wing: arm up to the wrist, three finger tips joined by
    // scalloped membrane back to the body.
    let wrist = (78.0, 25.0);
    let tips = [(97.0, 13.0), (96.5, 42.0), (87.0, 61.0)];
    let mut wing = vec![(56.5, 50.0), (66.0, 36.0), wrist, (88.0, 16.0), tips[0]];
    wing.extend(quad_pts(tips[0], (88.5, 29.0), tips[1], 8));
    wing.extend(quad_pts(tips[1], (86.5, 49.0), tips[2], 8));
    wing.extend(quad_pts(tips[2], (73.0, 59.0), (60.0, 70.0), 8));
    wing.push((58.0, 64.0));

    let mut parts = vec![head, neck, collar, base];
    for p in [horn, wing] {
        parts.push(mirror(&p));
        parts.push(p);
    }
    let mut lines = Vec::new();
    for tip in &tips[1..] {
        let finger = vec![wrist, *tip];
        lines.push(mirror(&finger));
        lines.push(finger);
    }
    let eye = vec![(40.5, 29.5), (46.5, 33.5)];
    lines.push(mirror(&eye));
    lines.push(eye);
    // A line across the collar, as the chess pieces have.
    lines.push(vec![(33.0, 81.0), (67.0, 81.0)]);
    let dots = vec![(46.8, 46.0, 1.6), (53.2, 46.0, 1.6)];
    DragonDesign { parts, lines, dots }
}

fn min(a: &Mask, b: &Mask) -> Mask {
    Mask {
        w: a.w,
        h: a.h,
        a: a.a.iter().zip(&b.a).map(|(p, q)| p.min(*q)).collect(),
    }
}

/// The Dragon: horned head on a neck and pedestal, bat wings spread wide.
/// Drawn like the font's pieces: a black outline around a white or black
/// body, inner lines black on White's dragon and white on Black's.
pub fn dragon(white: bool, n: usize) -> PieceArt {
    let m = n * SS;
    let k = m as f32 / 100.0;
    let d = dragon_design();
    let mut body = Path::new();
    for part in &d.parts {
        body.polygon(part);
    }
    let silhouette = body.transformed(|x, y| (x * k, y * k)).fill(m, m);
    // The outline: the band of the silhouette within `ring` of its edge.
    let outline = silhouette.inner_band(3.7 * k);
    let mut inner = Path::new();
    for line in &d.lines {
        inner.stroke(line, 3.2, false);
    }
    for &(x, y, r) in &d.dots {
        inner.circle(x, y, r);
    }
    let inner = inner.transformed(|x, y| (x * k, y * k)).fill(m, m);
    let fill = silhouette.downsample(SS);
    if white {
        PieceArt {
            fill,
            ink: outline.union(&inner).downsample(SS),
            light: Mask::new(n, n),
        }
    } else {
        PieceArt {
            fill,
            ink: outline.downsample(SS),
            // Inner lines stop at the outline, so no white leaks outside.
            light: min(&inner, &silhouette.minus(&outline)).downsample(SS),
        }
    }
}
