//! The pieces as SVG, for the web board: the same outlines the PNG tiles
//! are rasterized from ([`super::pieces`]), in a 100×100 box, so the board
//! in the Mini App and the picture in the chat look alike.
//!
//! One `<symbol>` per piece (`wK`, `bN`, `wD`…). A chess piece is its
//! silhouette (the glyph's outer contours, filled: what `fill_holes` does
//! to the raster) under the glyph itself, exactly as the tiles paint
//! `fill` then `ink`/`light`. The Dragon is its vector design: the parts
//! filled, the outline band made by eroding the silhouette, the inner
//! lines and dots. The palette's colours ride along as `data-` attributes
//! of the root, for the page's squares, highlights and Opok's discs.

use std::fmt::Write;

use ab_glyph::{Font, OutlineCurve};

use super::font::symbols;
use super::palette::{color, Rgb};
use super::pieces::{symbol_metrics, KINDS};

/// The design box of every symbol.
const BOX: f32 = 100.0;

fn hex(c: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2])
}

/// One contour of a glyph: its path data and a polyline for containment.
struct Contour {
    d: String,
    poly: Vec<(f32, f32)>,
}

fn glyph_contours(c: char) -> Vec<Contour> {
    let (k, baseline) = symbol_metrics(BOX);
    let font = symbols();
    let Some(outline) = font.outline(font.glyph_id(c)) else {
        return Vec::new();
    };
    let b = outline.bounds;
    let dx = BOX / 2.0 - (b.min.x + b.max.x) / 2.0 * k;
    let tx = |p: ab_glyph::Point| (dx + p.x * k, baseline - p.y * k);
    let mut out: Vec<Contour> = Vec::new();
    let mut last: Option<(f32, f32)> = None;
    for curve in &outline.curves {
        let (from, to) = match curve {
            OutlineCurve::Line(a, b) => (tx(*a), tx(*b)),
            OutlineCurve::Quad(a, _, b) => (tx(*a), tx(*b)),
            OutlineCurve::Cubic(a, _, _, b) => (tx(*a), tx(*b)),
        };
        let near =
            |p: (f32, f32), q: (f32, f32)| (p.0 - q.0).abs() < 1e-3 && (p.1 - q.1).abs() < 1e-3;
        if last.is_none_or(|l| !near(l, from)) {
            out.push(Contour {
                d: format!("M{:.2} {:.2}", from.0, from.1),
                poly: vec![from],
            });
        }
        let Some(c) = out.last_mut() else { continue };
        match curve {
            OutlineCurve::Line(..) => {
                let _ = write!(c.d, "L{:.2} {:.2}", to.0, to.1);
            }
            OutlineCurve::Quad(_, p, _) => {
                let p = tx(*p);
                let _ = write!(c.d, "Q{:.2} {:.2} {:.2} {:.2}", p.0, p.1, to.0, to.1);
                c.poly.push(p);
            }
            OutlineCurve::Cubic(_, p1, p2, _) => {
                let (p1, p2) = (tx(*p1), tx(*p2));
                let _ = write!(
                    c.d,
                    "C{:.2} {:.2} {:.2} {:.2} {:.2} {:.2}",
                    p1.0, p1.1, p2.0, p2.1, to.0, to.1
                );
                c.poly.push(p1);
                c.poly.push(p2);
            }
        }
        c.poly.push(to);
        last = Some(to);
    }
    for c in &mut out {
        c.d.push('Z');
    }
    out
}

/// Even-odd ray casting against a closed polyline.
fn inside(p: (f32, f32), poly: &[(f32, f32)]) -> bool {
    let mut hit = false;
    let n = poly.len();
    for i in 0..n {
        let (a, b) = (poly[i], poly[(i + 1) % n]);
        if (a.1 > p.1) != (b.1 > p.1) {
            let x = a.0 + (p.1 - a.1) / (b.1 - a.1) * (b.0 - a.0);
            if p.0 < x {
                hit = !hit;
            }
        }
    }
    hit
}

/// The silhouette (outer contours) and the whole glyph of a chess symbol.
fn chess_paths(c: char) -> (String, String) {
    let contours = glyph_contours(c);
    let mut outer = String::new();
    let mut all = String::new();
    for (i, c) in contours.iter().enumerate() {
        all.push_str(&c.d);
        let p = c.poly[0];
        let enclosed = contours
            .iter()
            .enumerate()
            .any(|(j, o)| j != i && inside(p, &o.poly));
        if !enclosed {
            outer.push_str(&c.d);
        }
    }
    (outer, all)
}

fn chess_symbol(out: &mut String, kind: char, white: bool) {
    let base = match kind {
        'K' => 0x2654,
        'Q' => 0x2655,
        'R' => 0x2656,
        'B' => 0x2657,
        'N' => 0x2658,
        _ => 0x2659,
    };
    let glyph = char::from_u32(if white { base } else { base + 6 }).unwrap_or(' ');
    let (outer, all) = chess_paths(glyph);
    // White: the silhouette white, the glyph's lines black. Black: the
    // silhouette white, the solid glyph black over it (its holes stay
    // white: the inner details).
    let (body, ink) = if white {
        (color::WHITE, color::OUTLINE)
    } else {
        (color::WHITE, color::BLACK)
    };
    let _ = write!(
        out,
        r#"<symbol id="{}{kind}" viewBox="0 0 100 100"><path d="{outer}" fill="{}"/><path d="{all}" fill="{}"/></symbol>"#,
        if white { 'w' } else { 'b' },
        hex(body),
        hex(ink)
    );
}

fn points(pts: &[(f32, f32)]) -> String {
    pts.iter()
        .map(|(x, y)| format!("{x:.1},{y:.1}"))
        .collect::<Vec<_>>()
        .join(" ")
}

fn dragon_symbol(out: &mut String, white: bool) {
    let d = super::pieces::dragon_design();
    let parts: String = d
        .parts
        .iter()
        .map(|p| format!(r#"<polygon points="{}"/>"#, points(p)))
        .collect();
    let lines: String = d
        .lines
        .iter()
        .map(|l| format!(r#"<polyline points="{}"/>"#, points(l)))
        .collect();
    let dots: String = d
        .dots
        .iter()
        .map(|(x, y, r)| format!(r#"<circle cx="{x}" cy="{y}" r="{r}"/>"#))
        .collect();
    let c = if white { 'w' } else { 'b' };
    let (body, detail) = if white {
        (color::WHITE, color::OUTLINE)
    } else {
        (color::BLACK, color::WHITE)
    };
    // The outline: the silhouette in black, the body eroded by the
    // band's width over it; inner lines only inside the band.
    let _ = write!(
        out,
        r##"<symbol id="{c}D" viewBox="0 0 100 100"><mask id="{c}Dm" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="100"><g fill="#fff" filter="url(#erode)">{parts}</g></mask><g fill="{outline}">{parts}</g><g fill="{body}" filter="url(#erode)">{parts}</g><g mask="url(#{c}Dm)"><g fill="none" stroke="{detail}" stroke-width="3.2">{lines}</g><g fill="{detail}">{dots}</g></g></symbol>"##,
        outline = hex(color::OUTLINE),
        body = hex(body),
        detail = hex(detail),
    );
}

/// The SVG document of every piece, with the palette as `data-` attributes.
pub fn pieces() -> String {
    let mut out = String::with_capacity(64 * 1024);
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" data-light="{}" data-dark="{}" data-light-move="{}" data-dark-move="{}" data-check="{}" data-frame="{}" data-frame-text="{}" data-tray="{}" data-first="{}" data-second="{}" data-outline="{}" data-white="{}">"#,
        hex(color::LIGHT),
        hex(color::DARK),
        hex(color::LIGHT_MOVE),
        hex(color::DARK_MOVE),
        hex(color::CHECK),
        hex(color::FRAME),
        hex(color::FRAME_TEXT),
        hex(color::TRAY),
        hex(color::FIRST),
        hex(color::SECOND),
        hex(color::OUTLINE),
        hex(color::WHITE),
    );
    // The Dragon's outline band: 3.7 of 100, as `inner_band` draws it.
    out.push_str(r#"<defs><filter id="erode" x="0" y="0" width="100" height="100" filterUnits="userSpaceOnUse"><feMorphology operator="erode" radius="3.7"/></filter></defs>"#);
    for kind in KINDS {
        for white in [true, false] {
            if kind == 'D' {
                dragon_symbol(&mut out, white);
            } else {
                chess_symbol(&mut out, kind, white);
            }
        }
    }
    out.push_str("</svg>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_piece_has_a_symbol_with_a_silhouette() {
        let svg = pieces();
        for kind in KINDS {
            for c in ['w', 'b'] {
                assert!(svg.contains(&format!(r#"id="{c}{kind}""#)), "{c}{kind}");
            }
        }
        // A king's silhouette is its outer contour alone: shorter than the
        // whole glyph with its inner lines.
        let (outer, all) = chess_paths('\u{2654}');
        assert!(!outer.is_empty() && outer.len() < all.len());
        // Every coordinate lies in the design box (a little slack for
        // curve handles).
        for n in all
            .split(|c: char| c.is_ascii_alphabetic() || c == ' ')
            .filter_map(|s| s.parse::<f32>().ok())
        {
            assert!((-5.0..=105.0).contains(&n), "{n}");
        }
        assert!(svg.contains(r##"data-light="#f0d9b5""##));
    }
}
