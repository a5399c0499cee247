//! GIF's variable-width LZW coding, written for the replay's frames.
//!
//! A frame after the first is a rectangle of mostly one index (the
//! transparent "unchanged" colour), and coding those long runs is most of
//! the cost of a replay. This coder keeps its dictionary as a dense table
//! (one slot per code and next byte) instead of a search tree, so each
//! input byte costs one table read; the table is kept between frames and
//! only the slots used are cleared. Runs of one byte, the bulk of those
//! rectangles, are followed in one step: the codes of `b`, `bb`, `bbb`…
//! are kept in order per byte, so the longest one that fits a run is
//! found by counting the run instead of walking the dictionary a byte at
//! a time (the codes written are the same).

/// Largest code GIF allows (12 bits).
const MAX_CODE: u16 = 4095;

/// An LZW coder for GIF image data; reuse it for many frames.
pub struct Lzw {
    /// `next[code << 8 | byte]`: the code of string `code` + `byte`, or 0.
    next: Vec<u16>,
    /// Slots of `next` in use, to clear them on a reset.
    used: Vec<u32>,
    /// `run[code]`: the length of the string of `code` if it repeats one
    /// byte (the byte is then `run_byte[code]`), else 0.
    run: Vec<u16>,
    run_byte: Vec<u8>,
    /// `runs[b][k - 1]`: the code of `b` repeated `k` times.
    runs: Vec<Vec<u16>>,
}

impl Default for Lzw {
    fn default() -> Self {
        Lzw::new()
    }
}

/// Packs codes of varying width, least significant bit first.
struct Bits<'a> {
    out: &'a mut Vec<u8>,
    acc: u64,
    n: u32,
}

impl Bits<'_> {
    fn put(&mut self, code: u16, width: u32) {
        self.acc |= u64::from(code) << self.n;
        self.n += width;
        while self.n >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.n -= 8;
        }
    }

    fn finish(mut self) {
        if self.n > 0 {
            self.out.push(self.acc as u8);
        }
        self.n = 0;
    }
}

impl Lzw {
    pub fn new() -> Lzw {
        Lzw {
            next: vec![0; (MAX_CODE as usize + 1) << 8],
            used: Vec::with_capacity(MAX_CODE as usize),
            run: vec![0; MAX_CODE as usize + 1],
            run_byte: vec![0; MAX_CODE as usize + 1],
            runs: vec![Vec::new(); 256],
        }
    }

    /// An empty dictionary: only the single bytes.
    fn reset(&mut self) {
        for &slot in &self.used {
            self.next[slot as usize] = 0;
        }
        self.used.clear();
        for (b, codes) in self.runs.iter_mut().enumerate() {
            codes.clear();
            codes.push(b as u16);
            self.run[b] = 1;
            self.run_byte[b] = b as u8;
        }
    }

    /// Codes `data` (palette indices) as a GIF image block's content: the
    /// minimum code size byte, then the packed codes (not yet cut into
    /// sub-blocks), as `gif`'s pre-encoded frames take them.
    pub fn encode(&mut self, data: &[u8], out: &mut Vec<u8>) {
        let max = data.iter().copied().max().unwrap_or(0);
        let min_size = (u32::BITS - u32::from(max).leading_zeros()).max(2);
        out.push(min_size as u8);
        let clear = 1u16 << min_size;
        let end = clear + 1;
        let first = clear + 2;
        let mut bits = Bits { out, acc: 0, n: 0 };
        let mut width = min_size + 1;
        let mut free = first;
        self.reset();
        bits.put(clear, width);
        let Some((&head, rest)) = data.split_first() else {
            bits.put(end, width);
            bits.finish();
            return;
        };
        let mut prefix = u16::from(head);
        let mut i = 0;
        while i < rest.len() {
            let byte = rest[i];
            let k = usize::from(self.run[usize::from(prefix)]);
            if k > 0 && self.run_byte[usize::from(prefix)] == byte {
                // `prefix` is `byte` k times and the run goes on: take the
                // longest known run code that the run fills.
                let chain = &self.runs[usize::from(byte)];
                // Only as far as the longest known run: the scan never
                // reads more than it skips.
                let ahead = &rest[i..rest.len().min(i + chain.len().saturating_sub(k))];
                let left = ahead.iter().position(|&b| b != byte).unwrap_or(ahead.len());
                let len = k + left;
                if len > k {
                    prefix = chain[len - 1];
                    i += len - k;
                    continue;
                }
            }
            let slot = (usize::from(prefix) << 8) | usize::from(byte);
            let found = self.next[slot];
            if found != 0 {
                prefix = found;
                i += 1;
                continue;
            }
            bits.put(prefix, width);
            if free <= MAX_CODE {
                self.next[slot] = free;
                self.used.push(slot as u32);
                let code = usize::from(free);
                if k > 0 && self.run_byte[usize::from(prefix)] == byte {
                    self.run[code] = (k + 1) as u16;
                    self.run_byte[code] = byte;
                    self.runs[usize::from(byte)].push(free);
                } else {
                    self.run[code] = 0;
                }
                // The decoder adds each entry one code later than this
                // coder does, so it widens its codes when the entry just
                // added here takes all of the current width.
                if free == 1 << width && width < 12 {
                    width += 1;
                }
                free += 1;
            } else {
                bits.put(clear, width);
                self.reset();
                width = min_size + 1;
                free = first;
            }
            prefix = u16::from(byte);
            i += 1;
        }
        bits.put(prefix, width);
        bits.put(end, width);
        bits.finish();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Codes `data` and reads it back through the `gif` crate's decoder.
    fn round_trip(data: &[u8], w: u16, h: u16) -> Vec<u8> {
        let mut lzw = Lzw::new();
        let mut coded = Vec::new();
        lzw.encode(data, &mut coded);
        let frame = gif::Frame {
            width: w,
            height: h,
            buffer: std::borrow::Cow::Owned(coded),
            ..gif::Frame::default()
        };
        let palette: Vec<u8> = (0..=255u8).flat_map(|i| [i, i, i]).collect();
        let mut out = Vec::new();
        {
            let mut enc = gif::Encoder::new(&mut out, w, h, &palette).unwrap();
            enc.write_lzw_pre_encoded_frame(&frame).unwrap();
        }
        let mut opts = gif::DecodeOptions::new();
        opts.set_color_output(gif::ColorOutput::Indexed);
        let mut dec = opts.read_info(out.as_slice()).unwrap();
        dec.read_next_frame().unwrap().unwrap().buffer.to_vec()
    }

    #[test]
    fn decodes_to_the_same_indices() {
        // Runs, noise (which fills the dictionary and forces resets),
        // few colours and all 256, one pixel.
        let mut seed = 12345u32;
        let mut noise = || {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (seed >> 16) as u8
        };
        let runs: Vec<u8> = (0..200 * 150).map(|i| ((i / 997) % 3) as u8 * 90).collect();
        let wild: Vec<u8> = (0..300 * 200).map(|_| noise()).collect();
        let few: Vec<u8> = (0..64 * 64).map(|_| noise() % 3).collect();
        let mixed: Vec<u8> = (0..256 * 256)
            .map(|i| if i % 700 < 500 { 170 } else { noise() % 40 })
            .collect();
        // Like a replay frame: mostly one index, blocks of others.
        let frame: Vec<u8> = (0..320 * 240)
            .map(|i| {
                let (x, y) = (i % 320, i / 320);
                if (x / 40 + y / 30) % 5 == 0 {
                    noise() % 4 + 10
                } else if (x / 7) % 9 == 0 {
                    (y % 3) as u8
                } else {
                    170
                }
            })
            .collect();
        for (data, w, h) in [
            (frame, 320, 240),
            (runs, 200, 150),
            (wild, 300, 200),
            (few, 64, 64),
            (mixed, 256, 256),
            (vec![7], 1, 1),
        ] {
            assert_eq!(round_trip(&data, w, h), data, "{w}x{h}");
        }
    }
}
