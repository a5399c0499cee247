//! A small antialiased vector rasterizer: paths of lines and curves filled
//! into coverage masks, plus the few mask operations the piece art needs.
//!
//! Coverage is computed exactly per pixel by accumulating the signed area
//! each edge contributes, then a running sum along each row. Contours of the
//! same orientation add up (clamped to 1), so a union of shapes is drawn by
//! giving all of them the same orientation; opposite orientation cuts holes.

/// A grey coverage mask, 0.0 (empty) ..= 1.0 (covered), row-major.
#[derive(Clone, Debug)]
pub struct Mask {
    pub w: usize,
    pub h: usize,
    pub a: Vec<f32>,
}

impl Mask {
    pub fn new(w: usize, h: usize) -> Mask {
        Mask {
            w,
            h,
            a: vec![0.0; w * h],
        }
    }

    #[cfg(test)]
    pub fn at(&self, x: usize, y: usize) -> f32 {
        self.a[y * self.w + x]
    }

    /// Pixel-wise `self - other`, clamped at 0.
    pub fn minus(&self, other: &Mask) -> Mask {
        let a = self
            .a
            .iter()
            .zip(&other.a)
            .map(|(p, q)| (p - q).max(0.0))
            .collect();
        Mask {
            w: self.w,
            h: self.h,
            a,
        }
    }

    /// Pixel-wise maximum.
    pub fn union(&self, other: &Mask) -> Mask {
        let a = self
            .a
            .iter()
            .zip(&other.a)
            .map(|(p, q)| p.max(*q))
            .collect();
        Mask {
            w: self.w,
            h: self.h,
            a,
        }
    }

    /// The shape with its enclosed holes filled: every pixel that cannot be
    /// reached from the border through pixels below half coverage. Meant to be
    /// run on a supersampled mask (see [`Mask::downsample`]) so that thin
    /// strokes cannot leak.
    pub fn fill_holes(&self) -> Mask {
        let (w, h) = (self.w, self.h);
        let mut outside = vec![false; w * h];
        let mut stack = Vec::new();
        for x in 0..w {
            stack.push(x);
            stack.push((h - 1) * w + x);
        }
        for y in 0..h {
            stack.push(y * w);
            stack.push(y * w + w - 1);
        }
        while let Some(i) = stack.pop() {
            if outside[i] || self.a[i] >= 0.5 {
                continue;
            }
            outside[i] = true;
            let (x, y) = (i % w, i / w);
            if x > 0 {
                stack.push(i - 1);
            }
            if x + 1 < w {
                stack.push(i + 1);
            }
            if y > 0 {
                stack.push(i - w);
            }
            if y + 1 < h {
                stack.push(i + w);
            }
        }
        let a = self
            .a
            .iter()
            .zip(&outside)
            .map(|(&c, &out)| if out { c } else { 1.0 })
            .collect();
        Mask { w, h, a }
    }

    /// Box-filter down by an integer factor.
    pub fn downsample(&self, f: usize) -> Mask {
        let (w, h) = (self.w / f, self.h / f);
        let mut out = Mask::new(w, h);
        let norm = 1.0 / (f * f) as f32;
        for y in 0..h {
            for x in 0..w {
                let mut s = 0.0;
                for dy in 0..f {
                    let row = (y * f + dy) * self.w + x * f;
                    s += self.a[row..row + f].iter().sum::<f32>();
                }
                out.a[y * w + x] = s * norm;
            }
        }
        out
    }

    /// The inner band of the shape: covered pixels (coverage ≥ 0.5) whose
    /// distance to the nearest uncovered pixel is at most `width`. Exact
    /// Euclidean distances, in linear time, so wide outlines on large tiles
    /// stay cheap; run it on a supersampled mask for smooth edges.
    pub fn inner_band(&self, width: f32) -> Mask {
        let (w, h) = (self.w, self.h);
        const FAR: f64 = 1e12;
        let mut d: Vec<f64> = self
            .a
            .iter()
            .map(|&c| if c >= 0.5 { FAR } else { 0.0 })
            .collect();
        let n = w.max(h);
        let mut f = vec![0.0f64; n];
        let mut out = vec![0.0f64; n];
        let mut v = vec![0usize; n];
        let mut z = vec![0.0f64; n + 1];
        for x in 0..w {
            for y in 0..h {
                f[y] = d[y * w + x];
            }
            squared_distance_1d(&f[..h], &mut out[..h], &mut v, &mut z);
            for y in 0..h {
                d[y * w + x] = out[y];
            }
        }
        for y in 0..h {
            f[..w].copy_from_slice(&d[y * w..y * w + w]);
            squared_distance_1d(&f[..w], &mut out[..w], &mut v, &mut z);
            d[y * w..y * w + w].copy_from_slice(&out[..w]);
        }
        let limit = (width as f64) * (width as f64);
        let a = d
            .iter()
            .zip(&self.a)
            .map(|(&dd, &c)| if c >= 0.5 && dd <= limit { 1.0 } else { 0.0 })
            .collect();
        Mask { w, h, a }
    }
}

/// One pass of the Felzenszwalb–Huttenlocher distance transform: for each
/// index, the least `(q - p)² + f[p]` over all `p` (lower envelope of
/// parabolas).
fn squared_distance_1d(f: &[f64], d: &mut [f64], v: &mut [usize], z: &mut [f64]) {
    let n = f.len();
    if n == 0 {
        return;
    }
    let mut k = 0usize;
    v[0] = 0;
    z[0] = f64::NEG_INFINITY;
    z[1] = f64::INFINITY;
    for q in 1..n {
        let qf = q as f64;
        loop {
            let p = v[k] as f64;
            let s = ((f[q] + qf * qf) - (f[v[k]] + p * p)) / (2.0 * qf - 2.0 * p);
            if s <= z[k] && k > 0 {
                k -= 1;
                continue;
            }
            if s <= z[k] {
                // k == 0: the new parabola replaces the first one.
                v[0] = q;
                z[0] = f64::NEG_INFINITY;
                z[1] = f64::INFINITY;
                break;
            }
            k += 1;
            v[k] = q;
            z[k] = s;
            z[k + 1] = f64::INFINITY;
            break;
        }
    }
    k = 0;
    for (q, slot) in d.iter_mut().enumerate() {
        while z[k + 1] < q as f64 {
            k += 1;
        }
        let p = v[k] as f64;
        *slot = (q as f64 - p).powi(2) + f[v[k]];
    }
}

/// A path made of closed polygons (curves are flattened on the way in).
#[derive(Clone, Debug, Default)]
pub struct Path {
    /// Line segments (x0, y0, x1, y1).
    segs: Vec<[f32; 4]>,
    start: (f32, f32),
    cur: (f32, f32),
}

impl Path {
    pub fn new() -> Path {
        Path::default()
    }

    pub fn move_to(&mut self, x: f32, y: f32) {
        self.close();
        self.start = (x, y);
        self.cur = (x, y);
    }

    pub fn line_to(&mut self, x: f32, y: f32) {
        let (x0, y0) = self.cur;
        self.segs.push([x0, y0, x, y]);
        self.cur = (x, y);
    }

    pub fn quad_to(&mut self, cx: f32, cy: f32, x: f32, y: f32) {
        let (x0, y0) = self.cur;
        let len = (cx - x0).hypot(cy - y0) + (x - cx).hypot(y - cy);
        let n = ((len / 2.0).ceil() as usize).clamp(1, 64);
        for i in 1..=n {
            let t = i as f32 / n as f32;
            let u = 1.0 - t;
            self.line_to(
                u * u * x0 + 2.0 * u * t * cx + t * t * x,
                u * u * y0 + 2.0 * u * t * cy + t * t * y,
            );
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub fn cubic_to(&mut self, c1x: f32, c1y: f32, c2x: f32, c2y: f32, x: f32, y: f32) {
        let (x0, y0) = self.cur;
        let len =
            (c1x - x0).hypot(c1y - y0) + (c2x - c1x).hypot(c2y - c1y) + (x - c2x).hypot(y - c2y);
        let n = ((len / 2.0).ceil() as usize).clamp(1, 96);
        for i in 1..=n {
            let t = i as f32 / n as f32;
            let u = 1.0 - t;
            let (a, b, c, d) = (u * u * u, 3.0 * u * u * t, 3.0 * u * t * t, t * t * t);
            self.line_to(
                a * x0 + b * c1x + c * c2x + d * x,
                a * y0 + b * c1y + c * c2y + d * y,
            );
        }
    }

    /// Close the current contour back to its start.
    pub fn close(&mut self) {
        if self.cur != self.start {
            let (sx, sy) = self.start;
            self.line_to(sx, sy);
        }
        self.cur = self.start;
    }

    /// A closed polygon given counter-clockwise in screen terms (y down),
    /// whatever order the points come in, so that polygons unite.
    pub fn polygon(&mut self, pts: &[(f32, f32)]) {
        if pts.len() < 3 {
            return;
        }
        let area: f32 = pts
            .iter()
            .zip(pts.iter().cycle().skip(1))
            .map(|(a, b)| a.0 * b.1 - b.0 * a.1)
            .sum();
        let mut ordered: Vec<(f32, f32)> = pts.to_vec();
        if area < 0.0 {
            ordered.reverse();
        }
        self.move_to(ordered[0].0, ordered[0].1);
        for &(x, y) in &ordered[1..] {
            self.line_to(x, y);
        }
        self.close();
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32) {
        self.ellipse(cx, cy, r, r);
    }

    pub fn ellipse(&mut self, cx: f32, cy: f32, rx: f32, ry: f32) {
        let n = ((rx.max(ry) * 4.0) as usize).clamp(16, 256);
        let pts: Vec<(f32, f32)> = (0..n)
            .map(|i| {
                let t = i as f32 / n as f32 * std::f32::consts::TAU;
                (cx + rx * t.cos(), cy + ry * t.sin())
            })
            .collect();
        self.polygon(&pts);
    }

    /// A stroke of width `w` along a polyline, with round joins and caps.
    pub fn stroke(&mut self, pts: &[(f32, f32)], w: f32, closed: bool) {
        let r = w / 2.0;
        let n = pts.len();
        let segs = if closed { n } else { n.saturating_sub(1) };
        for i in 0..segs {
            let (a, b) = (pts[i], pts[(i + 1) % n]);
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            let len = dx.hypot(dy);
            if len < 1e-6 {
                continue;
            }
            let (nx, ny) = (-dy / len * r, dx / len * r);
            self.polygon(&[
                (a.0 + nx, a.1 + ny),
                (b.0 + nx, b.1 + ny),
                (b.0 - nx, b.1 - ny),
                (a.0 - nx, a.1 - ny),
            ]);
        }
        for &(x, y) in pts {
            self.circle(x, y, r);
        }
    }

    /// Map every point (for scaling art drawn in a unit box).
    pub fn transformed(&self, f: impl Fn(f32, f32) -> (f32, f32)) -> Path {
        let segs = self
            .segs
            .iter()
            .map(|s| {
                let (a, b) = (f(s[0], s[1]), f(s[2], s[3]));
                [a.0, a.1, b.0, b.1]
            })
            .collect();
        Path {
            segs,
            start: (0.0, 0.0),
            cur: (0.0, 0.0),
        }
    }

    /// Coverage of this path (non-zero-like: same-orientation overlaps are
    /// clamped) on a `w`×`h` mask, by `ab_glyph_rasterizer` (signed area
    /// per pixel, then a running sum; segments off the mask are skipped).
    pub fn fill(&self, w: usize, h: usize) -> Mask {
        let mut r = ab_glyph_rasterizer::Rasterizer::new(w, h);
        for s in &self.segs {
            r.draw_line(
                ab_glyph_rasterizer::point(s[0], s[1]),
                ab_glyph_rasterizer::point(s[2], s[3]),
            );
        }
        let mut out = Mask::new(w, h);
        r.for_each_pixel(|i, a| out.a[i] = a.min(1.0));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_covers_exactly() {
        let mut p = Path::new();
        p.polygon(&[(2.0, 2.0), (6.0, 2.0), (6.0, 6.0), (2.0, 6.0)]);
        let m = p.fill(8, 8);
        assert_eq!(m.at(3, 3), 1.0);
        assert_eq!(m.at(1, 3), 0.0);
        assert_eq!(m.at(6, 3), 0.0);
        let total: f32 = m.a.iter().sum();
        assert!((total - 16.0).abs() < 1e-3);
    }

    #[test]
    fn half_pixel_edges_and_circle_area() {
        let mut p = Path::new();
        p.polygon(&[(1.5, 1.0), (3.5, 1.0), (3.5, 3.0), (1.5, 3.0)]);
        let m = p.fill(5, 5);
        assert!((m.at(1, 1) - 0.5).abs() < 1e-4);
        assert!((m.at(3, 2) - 0.5).abs() < 1e-4);
        let mut c = Path::new();
        c.circle(20.0, 20.0, 10.0);
        let m = c.fill(40, 40);
        let total: f32 = m.a.iter().sum();
        assert!(
            (total - std::f32::consts::PI * 100.0).abs() < 3.0,
            "{total}"
        );
    }

    #[test]
    fn same_orientation_unites_and_holes_fill() {
        let mut p = Path::new();
        p.polygon(&[(0.0, 0.0), (6.0, 0.0), (6.0, 6.0), (0.0, 6.0)]);
        p.polygon(&[(3.0, 3.0), (9.0, 3.0), (9.0, 9.0), (3.0, 9.0)]);
        let m = p.fill(10, 10);
        assert_eq!(m.at(4, 4), 1.0);
        let total: f32 = m.a.iter().sum();
        assert!((total - 63.0).abs() < 1e-3);
        // A ring: its hole is filled by fill_holes.
        let mut ring = Path::new();
        ring.stroke(
            &[(5.0, 5.0), (15.0, 5.0), (15.0, 15.0), (5.0, 15.0)],
            2.0,
            true,
        );
        let r = ring.fill(20, 20);
        assert!(r.at(10, 10) < 1e-5);
        assert_eq!(r.fill_holes().at(10, 10), 1.0);
        assert_eq!(r.fill_holes().at(1, 1), 0.0);
    }

    #[test]
    fn inner_band_is_the_edge_of_the_shape() {
        let mut p = Path::new();
        p.polygon(&[(2.0, 2.0), (18.0, 2.0), (18.0, 18.0), (2.0, 18.0)]);
        let band = p.fill(20, 20).inner_band(2.0);
        // Pixels 2..18 are inside; those within 2 px of the edge are in the band.
        assert_eq!(band.at(2, 10), 1.0);
        assert_eq!(band.at(3, 10), 1.0);
        assert_eq!(band.at(4, 10), 0.0);
        assert_eq!(band.at(10, 10), 0.0);
        assert_eq!(band.at(1, 10), 0.0);
        assert_eq!(band.at(17, 17), 1.0);
    }
}
