//! Zobrist keys of kernel positions (the table's keys and repetition).

use std::sync::OnceLock;

use crate::rules::chess::{Color, Kind, Position};

struct Keys {
    piece: Vec<u64>,
    side: u64,
    castling: [u64; 16],
    ep: [u64; 12],
    reserve: [u64; 14],
    castles_left: [u64; 2],
    points: u64,
}

fn keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        Keys {
            piece: (0..14 * 144).map(|_| next()).collect(),
            side: next(),
            castling: std::array::from_fn(|_| next()),
            ep: std::array::from_fn(|_| next()),
            reserve: std::array::from_fn(|_| next()),
            castles_left: std::array::from_fn(|_| next()),
            points: next(),
        }
    })
}

pub(super) fn hash(pos: &Position, points: [i64; 2]) -> u64 {
    let k = keys();
    let mut h = 0u64;
    for (sq, p) in pos.pieces() {
        let i = (p.color.index() * 7 + p.kind.index()) * 144
            + usize::from(sq.file()) * 12
            + usize::from(sq.rank());
        h ^= k.piece[i];
    }
    if pos.side_to_move() == Color::Black {
        h ^= k.side;
    }
    h ^= k.castling[usize::from(pos.castling_rights() & 15)];
    if let Some(ep) = pos.en_passant() {
        h ^= k.ep[usize::from(ep.file()).min(11)];
    }
    for c in [Color::White, Color::Black] {
        for kind in Kind::ALL {
            let n = u64::from(pos.reserve(c, kind));
            if n > 0 {
                h ^= k.reserve[c.index() * 7 + kind.index()].wrapping_mul(n + 1);
            }
        }
        let n = u64::from(pos.castles_left(c));
        h ^= k.castles_left[c.index()].wrapping_mul(n + 1);
    }
    let d = points[0] - points[1];
    if d != 0 {
        h ^= k.points.wrapping_mul(d as u64);
    }
    h
}
