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
    // One entry past the palette is free (the palette has fewer than 256
    // colours, checked by its own test): it is the transparent index.
    let clear = pal.rgb.len() as u8;
    let mut table = pal.bytes();
    table.resize(256 * 3, 0);
    let frame_bg = pal.index(color::FRAME);

    let mut out = Vec::with_capacity(16 * 1024 + frames.len() * 2048);
    {
        // Writing into a Vec fails only on malformed frames, which the
        // sizes computed here exclude.
        let mut enc = gif::Encoder::new(&mut out, w as u16, h as u16, &table).expect("GIF header");
        enc.set_repeat(gif::Repeat::Infinite).expect("GIF loop");
        let mut shown: Option<Canvas> = None;
        let mut rect_buf = Vec::new();
        for (i, (view, layout)) in frames.iter().zip(&layouts).enumerate() {
            let drawn = board::draw(view, layout);
            let next = if drawn.w == w && drawn.h == h {
                drawn
            } else {
                let mut c = Canvas::new(w, h, frame_bg);
                c.blit(0, 0, drawn.w, &drawn.px);
                c
            };
            let delay = if i + 1 == frames.len() {
                LAST_DELAY_CS
            } else {
                PLY_DELAY_CS
            };
            let frame = match &shown {
                None => gif::Frame {
                    width: w as u16,
                    height: h as u16,
                    buffer: Cow::Borrowed(&next.px),
                    delay,
                    ..gif::Frame::default()
                },
                Some(prev) => {
                    let (x0, y0, rw, rh) = changed_rect(prev, &next).unwrap_or((0, 0, 1, 1));
                    rect_buf.clear();
                    for y in y0..y0 + rh {
                        let row = y * w + x0;
                        let old = &prev.px[row..row + rw];
                        let new = &next.px[row..row + rw];
                        rect_buf.extend(
                            old.iter()
                                .zip(new)
                                .map(|(&o, &n)| if o == n { clear } else { n }),
                        );
                    }
                    gif::Frame {
                        left: x0 as u16,
                        top: y0 as u16,
                        width: rw as u16,
                        height: rh as u16,
                        buffer: Cow::Borrowed(&rect_buf),
                        transparent: Some(clear),
                        delay,
                        ..gif::Frame::default()
                    }
                }
            };
            enc.write_frame(&frame).expect("GIF frame");
            shown = Some(next);
        }
        enc.into_inner().expect("GIF end");
    }
    out
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
