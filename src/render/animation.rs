//! A whole game as an animated GIF: a pure function from the positions of
//! a game ([`crate::rules::Game::replay`]) to GIF bytes.
//!
//! Made the way lila-gif makes its replays, without any per-frame colour
//! work: every frame is drawn on the same indexed canvas as the PNG
//! pictures, the GIF's one global colour table is the PNG palette (plus one
//! transparent entry), and each frame after the first encodes only the
//! rectangle that changed, with the unchanged pixels inside it transparent
//! (long runs that LZW packs into almost nothing). So the first frame is
//! exactly the first position's PNG and each later frame, composed over
//! the earlier ones, exactly that position's PNG.
//!
//! About one second per ply, the final position held [`LAST_DELAY_CS`].

use std::borrow::Cow;

use super::board::{self, Layout};
use super::canvas::Canvas;
use super::lzw::Lzw;
use super::palette::{color, palette};
use super::{default_square_px, fit_square, View};

/// How long each position but the last is shown, in hundredths of a second.
pub const PLY_DELAY_CS: u16 = 100;

/// How long the final position is shown before the replay starts again.
pub const LAST_DELAY_CS: u16 = 400;

/// The replay of `frames` (the start position first, then the position
/// after each ply, as [`crate::rules::Game::replay`] gives them) as an
/// animated GIF at the bot's picture size ([`default_square_px`] of the
/// first frame, about 512 px for 8×8). Loops forever. Empty `frames`: an
/// empty vector.
pub fn gif(frames: &[View]) -> Vec<u8> {
    match frames.first() {
        Some(first) => gif_with(frames, default_square_px(first)),
        None => Vec::new(),
    }
}

/// As [`gif`], with squares of `square_px` pixels (capped as
/// [`super::png`] caps them, by the first frame).
///
/// Frames whose pictures differ in size (strips that wrap onto another row)
/// are drawn at the top left of a screen as large as the largest one, on
/// the frame colour.
pub fn gif_with(frames: &[View], square_px: u32) -> Vec<u8> {
    let Some(first) = frames.first() else {
        return Vec::new();
    };
    let s = fit_square(first, square_px) as usize;
    let layouts: Vec<Layout> = frames.iter().map(|v| Layout::new(v, s)).collect();
    let w = layouts
        .iter()
        .map(|l| l.width)
        .max()
        .unwrap_or(1)
        .min(0xffff);
    let h = layouts
        .iter()
        .map(|l| l.height)
        .max()
        .unwrap_or(1)
        .min(0xffff);
    let pal = palette();
    let screen = Screen {
        w,
        h,
        // One entry past the palette is free (the palette has fewer than
        // 256 colours, checked by its own test): the transparent index.
        clear: pal.rgb.len() as u8,
        background: pal.index(color::FRAME),
    };

    let work: Vec<(&View, &Layout)> = frames.iter().zip(&layouts).collect();
    let coded = screen.code_run(&work, 0, frames.len());

    let mut table = pal.bytes();
    table.resize(256 * 3, 0);
    let mut out = Vec::with_capacity(16 * 1024 + frames.len() * 2048);
    {
        // Writing into a Vec fails only on malformed frames, which the
        // sizes computed here exclude.
        let mut enc = gif::Encoder::new(&mut out, w as u16, h as u16, &table).expect("GIF header");
        enc.set_repeat(gif::Repeat::Infinite).expect("GIF loop");
        for frame in &coded {
            enc.write_lzw_pre_encoded_frame(frame).expect("GIF frame");
        }
        enc.into_inner().expect("GIF end");
    }
    out
}

/// The GIF's screen: its size and the indices it needs.
struct Screen {
    w: usize,
    h: usize,
    /// The transparent index: "unchanged" inside a frame's rectangle.
    clear: u8,
    /// The frame colour, under pictures smaller than the screen.
    background: u8,
}

impl Screen {
    /// `view` drawn on the whole screen.
    fn draw(&self, view: &View, layout: &Layout) -> Canvas {
        let drawn = board::draw(view, layout);
        if drawn.w == self.w && drawn.h == self.h {
            return drawn;
        }
        let mut c = Canvas::new(self.w, self.h, self.background);
        c.blit(0, 0, drawn.w, &drawn.px);
        c
    }

    /// Frames `from..to` of `work`, LZW-coded: the first frame of the
    /// replay whole, every later one as the rectangle that changed since
    /// the frame before it. (A run may start anywhere: it draws the frame
    /// before its first to compare against, so runs could be coded on
    /// several threads; one thread meets the time budget.)
    fn code_run(
        &self,
        work: &[(&View, &Layout)],
        from: usize,
        to: usize,
    ) -> Vec<gif::Frame<'static>> {
        let mut out = Vec::with_capacity(to - from);
        let mut lzw = Lzw::new();
        let mut shown = from.checked_sub(1).map(|i| self.draw(work[i].0, work[i].1));
        for (i, &(view, layout)) in work.iter().enumerate().take(to).skip(from) {
            let next = self.draw(view, layout);
            let delay = if i + 1 == work.len() {
                LAST_DELAY_CS
            } else {
                PLY_DELAY_CS
            };
            let frame = match &shown {
                None => gif::Frame {
                    width: self.w as u16,
                    height: self.h as u16,
                    buffer: Cow::Owned(next.px.clone()),
                    delay,
                    ..gif::Frame::default()
                },
                Some(prev) => {
                    let (x0, y0, rw, rh) = changed_rect(prev, &next).unwrap_or((0, 0, 1, 1));
                    let mut rect = Vec::with_capacity(rw * rh);
                    for y in y0..y0 + rh {
                        let row = y * self.w + x0;
                        let old = &prev.px[row..row + rw];
                        let new = &next.px[row..row + rw];
                        rect.extend(
                            old.iter()
                                .zip(new)
                                .map(|(&o, &n)| if o == n { self.clear } else { n }),
                        );
                    }
                    gif::Frame {
                        left: x0 as u16,
                        top: y0 as u16,
                        width: rw as u16,
                        height: rh as u16,
                        buffer: Cow::Owned(rect),
                        transparent: Some(self.clear),
                        delay,
                        ..gif::Frame::default()
                    }
                }
            };
            let mut coded = Vec::with_capacity(frame.buffer.len() / 8 + 64);
            lzw.encode(&frame.buffer, &mut coded);
            out.push(gif::Frame {
                buffer: Cow::Owned(coded),
                ..frame
            });
            shown = Some(next);
        }
        out
    }
}

/// The smallest rectangle (x, y, width, height) holding every pixel that
/// differs between two canvases of one size; `None` if none does.
fn changed_rect(a: &Canvas, b: &Canvas) -> Option<(usize, usize, usize, usize)> {
    let w = a.w;
    let rows = a.px.chunks_exact(w).zip(b.px.chunks_exact(w));
    let mut top = None;
    let mut bottom = 0;
    let (mut left, mut right) = (w, 0);
    for (y, (ra, rb)) in rows.enumerate() {
        if ra == rb {
            continue;
        }
        top.get_or_insert(y);
        bottom = y;
        let l = ra.iter().zip(rb).position(|(p, q)| p != q).unwrap_or(0);
        let r = w - ra
            .iter()
            .zip(rb)
            .rev()
            .position(|(p, q)| p != q)
            .unwrap_or(0);
        left = left.min(l);
        right = right.max(r);
    }
    top.map(|t| (left, t, right - left, bottom + 1 - t))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::Cell;

    fn king_walk(steps: u8) -> Vec<View> {
        (0..=steps)
            .map(|i| {
                let mut v = View::empty(8, 8);
                v.set(
                    i % 8,
                    0,
                    Cell::Piece {
                        white: true,
                        kind: 'K',
                    },
                );
                if i > 0 {
                    v.last_move = vec![((i - 1) % 8, 0), (i % 8, 0)];
                }
                v
            })
            .collect()
    }

    #[test]
    fn changed_rect_is_tight() {
        let a = Canvas::new(10, 6, 1);
        let mut b = Canvas::new(10, 6, 1);
        assert_eq!(changed_rect(&a, &b), None);
        b.px[2 * 10 + 3] = 7;
        b.px[4 * 10 + 8] = 7;
        assert_eq!(changed_rect(&a, &b), Some((3, 2, 6, 3)));
    }

    #[test]
    fn one_frame_per_view_and_later_frames_are_small() {
        let views = king_walk(6);
        let bytes = gif(&views);
        assert_eq!(&bytes[..6], b"GIF89a");
        let mut opts = gif::DecodeOptions::new();
        opts.set_color_output(gif::ColorOutput::Indexed);
        let mut dec = opts.read_info(bytes.as_slice()).unwrap();
        let (w, h) = (dec.width() as usize, dec.height() as usize);
        let mut sizes = Vec::new();
        let mut delays = Vec::new();
        while let Some(f) = dec.read_next_frame().unwrap() {
            sizes.push(f.width as usize * f.height as usize);
            delays.push(f.delay);
        }
        assert_eq!(sizes.len(), views.len());
        assert_eq!(sizes[0], w * h);
        assert!(sizes[1..].iter().all(|&n| n * 4 < w * h), "{sizes:?}");
        assert_eq!(delays.last(), Some(&LAST_DELAY_CS));
        assert!(delays[..delays.len() - 1]
            .iter()
            .all(|&d| d == PLY_DELAY_CS));
        assert!(gif(&[]).is_empty());
    }

    #[test]
    fn an_unchanged_position_still_gets_its_frame() {
        let mut views = king_walk(1);
        views.push(views[1].clone());
        let bytes = gif(&views);
        let mut dec = gif::DecodeOptions::new()
            .read_info(bytes.as_slice())
            .unwrap();
        let mut n = 0;
        while dec.read_next_frame().unwrap().is_some() {
            n += 1;
        }
        assert_eq!(n, 3);
    }
}
