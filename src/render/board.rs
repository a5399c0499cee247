//! Layout and drawing of a whole picture: the board with its coordinates,
//! then reserves/prisons (trays of small pieces) and text lines under it.

use super::canvas::Canvas;
use super::font::{text_width, Style};
use super::palette::{color, palette};
use super::tiles::{tileset, Bg};
use super::{Cell, View};
use crate::view::key_references;

/// Geometry of a picture for one square size.
pub struct Layout {
    /// Square side in pixels.
    pub s: usize,
    /// Width of the rank-number band on the left, height of the file-letter band below.
    pub coord: usize,
    /// Size of the coordinate labels.
    pub coord_px: u32,
    pub board_x: usize,
    pub board_y: usize,
    pub width: usize,
    pub height: usize,
    /// Everything under the board: trays and text lines.
    extras: Vec<Op>,
    extras_y: usize,
}

/// One drawing step of the part under the board, at coordinates relative
/// to the top of that part.
enum Op {
    Tray {
        x: usize,
        y: usize,
        w: usize,
        h: usize,
    },
    Text {
        x: f32,
        baseline: f32,
        text: String,
        style: Style,
        on_tray: bool,
    },
    Icon {
        x: usize,
        y: usize,
        white: bool,
        kind: char,
    },
    /// A plain Opok disc of the first or second player (the key).
    Disc { x: usize, y: usize, first: bool },
}

/// Opok's key: which disc colour is whose (`First: alice`), for views
/// with stacks: as [`View::translate`] left it, else in English.
fn key_labels(view: &View) -> Option<[String; 2]> {
    if let Some(key) = view.more.as_ref().and_then(|m| m.key.clone()) {
        return Some(key.map(String::from));
    }
    key_references(view).map(|key| key.map(|label| crate::i18n::en(&label)))
}

/// Size of the coordinate labels. It follows the whole board, not the
/// square, so that a 12×12 board (small squares) keeps labels a phone can
/// read: at the bot's sizes at least 21 px, digits about 15 px tall.
fn coord_px(files: usize, ranks: usize, s: usize) -> u32 {
    let side = (files.max(ranks) * s) as f32;
    let px = (side * 0.04).round().clamp(21.0, 30.0);
    // Tiny pictures (the CLI allows squares of 12 px) keep small labels.
    px.min((s as f32 * 0.75).max(9.0)) as u32
}

/// The band the labels of `px` pixels sit in.
fn coord_band(px: u32) -> usize {
    (px as f32 * 1.6).round() as usize
}

/// Side of the small pieces in reserves and prisons.
fn icon_px(s: usize) -> usize {
    ((s as f32 * 0.62).round() as usize).clamp(20, 46)
}

fn label_style(s: usize) -> Style {
    Style {
        px: ((s as f32 * 0.3).round() as u32).clamp(12, 20),
    }
}

impl Layout {
    pub fn new(view: &View, s: usize) -> Layout {
        let files = view.files.max(1) as usize;
        let ranks = view.ranks.max(1) as usize;
        let coord_px = coord_px(files, ranks, s);
        let coord = coord_band(coord_px);
        let pad = (coord / 3).max(4);
        let board_x = coord;
        let board_y = pad;
        let width = coord + files * s + pad;
        let below_board = board_y + ranks * s + coord;
        let (extras, extras_h) = extras(view, s, pad, width);
        let height = below_board + extras_h;
        Layout {
            s,
            coord,
            coord_px,
            board_x,
            board_y,
            width,
            height,
            extras,
            extras_y: below_board,
        }
    }

    pub fn longest_side(&self) -> usize {
        self.width.max(self.height)
    }
}

/// Group equal pieces so a reserve of 18 queens is one icon with "×18".
fn grouped(pieces: &[(bool, char)]) -> Vec<(bool, char, usize)> {
    let mut out: Vec<(bool, char, usize)> = Vec::new();
    for &(white, kind) in pieces {
        let kind = kind.to_ascii_uppercase();
        match out.iter_mut().find(|g| g.0 == white && g.1 == kind) {
            Some(g) => g.2 += 1,
            None => out.push((white, kind, 1)),
        }
    }
    out
}

/// Greedy word wrap to `max_w` pixels.
fn wrap(text: &str, style: Style, max_w: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut cur = String::new();
    for word in text.split_whitespace() {
        let candidate = if cur.is_empty() {
            word.to_string()
        } else {
            format!("{cur} {word}")
        };
        if !cur.is_empty() && text_width(&candidate, style) > max_w {
            lines.push(std::mem::replace(&mut cur, word.to_string()));
        } else {
            cur = candidate;
        }
    }
    if !cur.is_empty() || lines.is_empty() {
        lines.push(cur);
    }
    lines
}

/// Lay out the strips and lines under the board; returns the steps and
/// the height they take.
fn extras(view: &View, s: usize, pad: usize, width: usize) -> (Vec<Op>, usize) {
    let mut ops = Vec::new();
    let key = key_labels(view);
    if view.strips.is_empty() && view.lines.is_empty() && key.is_none() {
        return (ops, 0);
    }
    let style = label_style(s);
    let line_h = (style.px as f32 * 1.45).round() as usize;
    let icon = icon_px(s);
    let gap = (s / 16).max(4);
    let inner = (s / 14).max(3);
    let left = pad;
    let right = width - pad;
    let mut y = 0;
    let cap = style.cap_height();
    if let Some(labels) = key {
        // One tray: a disc and its owner for each player, side by side
        // when they fit.
        let start_x = (left + inner * 2) as f32;
        let limit = (right - inner) as f32;
        let mut x = start_x;
        let mut row_y = inner;
        for (i, label) in labels.into_iter().enumerate() {
            let text_x = x + icon as f32 + gap as f32 * 0.5;
            let item_w = text_x - x + text_width(&label, style);
            if x + item_w > limit && x > start_x {
                x = start_x;
                row_y += icon;
            }
            let text_x = x + icon as f32 + gap as f32 * 0.5;
            ops.push(Op::Disc {
                x: x.round() as usize,
                y: row_y,
                first: i == 0,
            });
            ops.push(Op::Text {
                x: text_x,
                baseline: row_y as f32 + (icon as f32 + cap) / 2.0,
                text: label,
                style,
                on_tray: true,
            });
            x += item_w + gap as f32 * 3.0;
        }
        let tray_h = row_y + icon + inner;
        ops.insert(
            0,
            Op::Tray {
                x: left,
                y: 0,
                w: right - left,
                h: tray_h,
            },
        );
        y = tray_h + gap;
    }
    for strip in &view.strips {
        let tray_x = left;
        let tray_w = right - left;
        let tray_y = y;
        let first_op = ops.len();
        let start_x = (tray_x + inner * 2) as f32;
        let mut x = start_x;
        let row_h = icon;
        let mut row_y = tray_y + inner;
        let text_baseline = |row_y: usize| row_y as f32 + (row_h as f32 + cap) / 2.0;
        // A view drawn without [`View::translate`] shows English.
        let label = format!("{}:", crate::i18n::en(&strip.label).trim_end_matches(':'));
        let groups = grouped(&strip.pieces);
        let item_width = |count: usize| {
            let count_w = if count > 1 {
                text_width(&format!("\u{d7}{count}"), style)
            } else {
                0.0
            };
            icon as f32 + count_w + gap as f32 * 0.6
        };
        let items_w: f32 = groups.iter().map(|g| item_width(g.2)).sum();
        let label_w = text_width(&label, style) + gap as f32;
        let limit = (tray_x + tray_w - inner) as f32;
        let label_baseline = if start_x + label_w + items_w <= limit || groups.is_empty() {
            // Label and pieces on one row.
            let b = text_baseline(row_y);
            x += label_w;
            b
        } else {
            // The label gets a row of its own and the pieces go under it.
            row_y += (style.px as f32 * 1.3).round() as usize;
            (tray_y + inner) as f32 + cap + style.px as f32 * 0.15
        };
        ops.push(Op::Text {
            x: start_x,
            baseline: label_baseline,
            text: label,
            style,
            on_tray: true,
        });
        let items_x = x;
        if groups.is_empty() {
            ops.push(Op::Text {
                x,
                baseline: text_baseline(row_y),
                text: "\u{2014}".to_string(),
                style,
                on_tray: true,
            });
        }
        for (white, kind, count) in groups {
            let count_text = if count > 1 {
                format!("\u{d7}{count}")
            } else {
                String::new()
            };
            let item_w = icon as f32 + text_width(&count_text, style);
            if x + item_w > limit && x > items_x {
                x = items_x;
                row_y += row_h;
            }
            ops.push(Op::Icon {
                x: x.round() as usize,
                y: row_y,
                white,
                kind,
            });
            x += icon as f32;
            if !count_text.is_empty() {
                ops.push(Op::Text {
                    x: x - icon as f32 * 0.06,
                    baseline: text_baseline(row_y),
                    text: count_text,
                    style,
                    on_tray: true,
                });
            }
            x = x - icon as f32 + item_width(count);
        }
        let tray_h = row_y + row_h + inner - tray_y;
        ops.insert(
            first_op,
            Op::Tray {
                x: tray_x,
                y: tray_y,
                w: tray_w,
                h: tray_h,
            },
        );
        y = tray_y + tray_h + gap;
    }
    for line in &view.lines {
        for part in wrap(&crate::i18n::en(line), style, (right - left) as f32) {
            ops.push(Op::Text {
                x: left as f32,
                baseline: y as f32 + (line_h as f32 + cap) / 2.0,
                text: part,
                style,
                on_tray: false,
            });
            y += line_h;
        }
    }
    (ops, y + pad)
}

fn file_letter(f: usize) -> char {
    char::from_u32('a' as u32 + f as u32).unwrap_or('?')
}

/// Draw `view` with squares of `s` pixels into a canvas.
pub fn draw(view: &View, layout: &Layout) -> Canvas {
    let pal = palette();
    let frame = pal.index(color::FRAME);
    let mut cv = Canvas::new(layout.width, layout.height, frame);
    let s = layout.s;
    let files = view.files as usize;
    let ranks = view.ranks as usize;
    let tiles = tileset(s);
    let light = pal.index(color::LIGHT);
    let dark = pal.index(color::DARK);
    let light_move = pal.index(color::LIGHT_MOVE);
    let dark_move = pal.index(color::DARK_MOVE);

    for row in 0..ranks {
        for col in 0..files {
            let (file, rank) = if view.flipped {
                (files - 1 - col, row)
            } else {
                (col, ranks - 1 - row)
            };
            let x = layout.board_x + col * s;
            let y = layout.board_y + row * s;
            let is_light = (file + rank) % 2 == 1;
            let at = (file as u8, rank as u8);
            let bg = if view.check.contains(&at) {
                if is_light {
                    Bg::CheckLight
                } else {
                    Bg::CheckDark
                }
            } else if view.last_move.contains(&at) {
                if is_light {
                    Bg::LightMove
                } else {
                    Bg::DarkMove
                }
            } else if is_light {
                Bg::Light
            } else {
                Bg::Dark
            };
            let cell = view
                .cells
                .get(rank * files + file)
                .copied()
                .unwrap_or(Cell::Empty);
            match cell {
                Cell::Piece { white, kind } => cv.blit(
                    x,
                    y,
                    s,
                    tiles.piece(Some((white, kind.to_ascii_uppercase())), bg),
                ),
                Cell::Stack { first, height } if height > 0 => {
                    cv.blit(x, y, s, &tiles.disc(first, height, bg))
                }
                _ if view.captured().contains(&at) => cv.blit(x, y, s, tiles.capture_mark(bg)),
                _ if bg.is_flat() => {
                    let idx = match bg {
                        Bg::Light => light,
                        Bg::Dark => dark,
                        Bg::LightMove => light_move,
                        _ => dark_move,
                    };
                    cv.fill_rect(x, y, s, s, idx);
                }
                _ => cv.blit(x, y, s, tiles.piece(None, bg)),
            }
        }
    }

    // Coordinates: rank numbers on the left, file letters below.
    let ramp = pal.ramp(color::FRAME, color::FRAME_TEXT);
    let cstyle = Style {
        px: layout.coord_px,
    };
    let cap = cstyle.cap_height();
    for row in 0..ranks {
        let rank = if view.flipped { row } else { ranks - 1 - row };
        let label = (rank + 1).to_string();
        let w = text_width(&label, cstyle);
        let x = (layout.coord as f32 - w) / 2.0;
        let baseline = (layout.board_y + row * s) as f32 + (s as f32 + cap) / 2.0;
        cv.text(x, baseline, &label, cstyle, &ramp);
    }
    let letters_baseline = (layout.board_y + ranks * s) as f32 + (layout.coord as f32 + cap) / 2.0;
    for col in 0..files {
        let file = if view.flipped { files - 1 - col } else { col };
        let label = file_letter(file).to_string();
        let w = text_width(&label, cstyle);
        let x = (layout.board_x + col * s) as f32 + (s as f32 - w) / 2.0;
        cv.text(x, letters_baseline, &label, cstyle, &ramp);
    }

    // Reserves, prisons and text lines.
    let tray_idx = pal.index(color::TRAY);
    let tray_ramp = pal.ramp(color::TRAY, color::TRAY_TEXT);
    let oy = layout.extras_y;
    let icon_size = icon_px(s);
    let icons = if layout
        .extras
        .iter()
        .any(|o| matches!(o, Op::Icon { .. } | Op::Disc { .. }))
    {
        Some(tileset(icon_size))
    } else {
        None
    };
    for op in &layout.extras {
        match op {
            Op::Tray { x, y, w, h } => cv.fill_rect(*x, oy + y, *w, *h, tray_idx),
            Op::Text {
                x,
                baseline,
                text,
                style,
                on_tray,
            } => {
                let r = if *on_tray { &tray_ramp } else { &ramp };
                cv.text(*x, oy as f32 + baseline, text, *style, r);
            }
            Op::Icon { x, y, white, kind } => {
                if let Some(t) = &icons {
                    cv.blit(
                        *x,
                        oy + y,
                        icon_size,
                        t.piece(Some((*white, *kind)), Bg::Tray),
                    );
                }
            }
            Op::Disc { x, y, first } => {
                if let Some(t) = &icons {
                    cv.blit(*x, oy + y, icon_size, &t.disc(*first, 0, Bg::Tray));
                }
            }
        }
    }
    cv
}
