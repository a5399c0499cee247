//! `boardbot render`: draw a board given in the `/board text` format.

use super::text_board::{self, Format};
use super::{default_square_px, png, square_px_for_side, View};
use image::ImageFormat;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

#[derive(Debug, Clone)]
pub struct RenderArgs {
    /// The board, in the `/board text` format (`-` reads standard input).
    pub board: PathBuf,
    /// chess, chpok, korpalski, kriegspiel, exchange or opok. Only Opok reads
    /// differently (stack tokens); guessed from the text when absent.
    pub game: Option<String>,
    /// Where to write the picture. The extension picks the format: `.png`
    /// (the bot's own palette PNG), `.webp` (lossless), `.jpg`/`.jpeg`,
    /// `.gif`.
    pub out: PathBuf,
    /// Longest side of the whole picture, in pixels (at most 1280). Default:
    /// the bot's own size, about 512 px for an 8×8 board.
    pub size: Option<u32>,
    /// Render (and encode) this many times, write the last picture and
    /// print the time per render.
    pub repeat: u32,
    /// Draw from the second seat's side (rank 1 at the top).
    pub flip: bool,
    /// Squares to highlight as the last move, e.g. `e2,e4`.
    pub last_move: Vec<String>,
    /// Squares of checked kings, e.g. `e8`.
    pub check: Vec<String>,
}

/// Why `boardbot render` or `boardbot replay` made no picture.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// `--game` names no game: the names it may be.
    #[error("unknown game `{game}`: expected chess, {expected}")]
    UnknownGame { game: String, expected: String },
    #[error("empty square name")]
    EmptySquare,
    #[error("`{0}` is not a square")]
    NotASquare(String),
    #[error("`{0}` is not on this board")]
    OffBoard(String),
    #[error("{0}")]
    Stdin(std::io::Error),
    #[error("cannot read {}: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{0}")]
    Board(#[from] text_board::ParseError),
    #[error("{0}")]
    Record(#[from] crate::records::RecordError),
    #[error("the record has no board to show")]
    NoBoard,
    /// An extension no picture format has.
    #[error("cannot write .{0} pictures: use .png, .webp, .jpg or .gif")]
    Extension(String),
    #[error("reading the picture back: {0}")]
    ReadBack(image::ImageError),
    #[error("writing .{ext}: {source}")]
    Encode {
        ext: String,
        source: image::ImageError,
    },
    #[error("cannot write {}: {source}", path.display())]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
}

fn format_for(game: Option<&str>, text: &str) -> Result<Format, RenderError> {
    let Some(game) = game else {
        return Ok(text_board::guess_format(text));
    };
    let game = game.to_ascii_lowercase();
    if game == "chess" {
        return Ok(Format::Chess);
    }
    // A registered game with chess pieces reads as chess; one without
    // (Opok's stacks) as stacks.
    match crate::rules::GAMES.iter().find(|k| k.name == game) {
        Some(k) if k.pieces.is_empty() => Ok(Format::Opok),
        Some(_) => Ok(Format::Chess),
        None => {
            let names: Vec<&str> = crate::rules::GAMES.iter().map(|k| k.name).collect();
            Err(RenderError::UnknownGame {
                game,
                expected: names.join(", "),
            })
        }
    }
}

/// A square name like `e4` or `j10`, as (file, rank) from 0, on this board.
fn square(name: &str, view: &View) -> Result<(u8, u8), RenderError> {
    let name = name.trim().to_ascii_lowercase();
    let mut chars = name.chars();
    let f = chars.next().ok_or(RenderError::EmptySquare)?;
    let Ok(rank) = chars.as_str().parse::<u8>() else {
        return Err(RenderError::NotASquare(name));
    };
    let file = (f as u32).wrapping_sub('a' as u32);
    if file >= view.files as u32 || rank == 0 || rank > view.ranks {
        return Err(RenderError::OffBoard(name));
    }
    Ok((file as u8, rank - 1))
}

/// Build the view `args` describe.
pub fn view_from_args(args: &RenderArgs) -> Result<View, RenderError> {
    let text = read_input(&args.board)?;
    let format = format_for(args.game.as_deref(), &text)?;
    let mut view = text_board::parse_as(&text, format)?;
    if args.flip {
        view.flipped = !view.flipped;
    }
    for sq in &args.last_move {
        view.last_move.push(square(sq, &view)?);
    }
    for sq in &args.check {
        view.check.push(square(sq, &view)?);
    }
    Ok(view)
}

/// The text of `path`, or of standard input for `-`.
fn read_input(path: &Path) -> Result<String, RenderError> {
    if path.as_os_str() == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s).map_err(RenderError::Stdin)?;
        Ok(s)
    } else {
        std::fs::read_to_string(path).map_err(|source| RenderError::Read {
            path: path.to_path_buf(),
            source,
        })
    }
}

/// `path` written with `bytes`.
fn write_output(path: &Path, bytes: &[u8]) -> Result<(), RenderError> {
    std::fs::write(path, bytes).map_err(|source| RenderError::Write {
        path: path.to_path_buf(),
        source,
    })
}

/// Run `boardbot render`.
pub fn run(args: &RenderArgs) -> Result<(), RenderError> {
    let view = view_from_args(args)?;
    let s = match args.size {
        Some(side) => square_px_for_side(&view, side),
        None => default_square_px(&view),
    };
    let repeat = args.repeat.max(1);
    let mut times: Vec<Duration> = Vec::with_capacity(repeat as usize);
    let mut bytes = Vec::new();
    for _ in 0..repeat {
        let t = Instant::now();
        bytes = png(&view, s);
        times.push(t.elapsed());
    }
    let bytes = convert(&bytes, &args.out)?;
    write_output(&args.out, &bytes)?;
    let (w, h) = super::picture_size(&view, s);
    if repeat > 1 {
        times.sort();
        let median = times[times.len() / 2].as_secs_f64() * 1e3;
        let total: Duration = times.iter().sum();
        let mean = total.as_secs_f64() * 1e3 / repeat as f64;
        println!(
            "{}: {w}x{h} px, {} bytes; {repeat} renders: median {median:.3} ms, mean {mean:.3} ms, slowest {:.3} ms",
            args.out.display(),
            bytes.len(),
            // The first render builds the tiles for this size.
            times.iter().max().map(|d| d.as_secs_f64() * 1e3).unwrap_or(0.0),
        );
    } else {
        println!("{}: {w}x{h} px, {} bytes", args.out.display(), bytes.len());
    }
    Ok(())
}

/// The picture `png` (the bot's palette PNG) in the format `path`'s
/// extension names: PNG bytes as they are, or re-encoded with `image`
/// for WebP (lossless), JPEG and GIF.
pub fn convert(png: &[u8], path: &Path) -> Result<Vec<u8>, RenderError> {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("png")
        .to_ascii_lowercase();
    let format = match ext.as_str() {
        "png" => return Ok(png.to_vec()),
        "webp" => ImageFormat::WebP,
        "jpg" | "jpeg" => ImageFormat::Jpeg,
        "gif" => ImageFormat::Gif,
        other => return Err(RenderError::Extension(other.to_string())),
    };
    let picture = image::load_from_memory_with_format(png, ImageFormat::Png)
        .map_err(RenderError::ReadBack)?
        .into_rgb8();
    let mut out = std::io::Cursor::new(Vec::new());
    picture
        .write_to(&mut out, format)
        .map_err(|source| RenderError::Encode { ext, source })?;
    Ok(out.into_inner())
}

/// `boardbot replay`: a game record drawn as an animated GIF.
#[derive(Debug, Clone)]
pub struct ReplayArgs {
    /// The record as `/export` gives it: PGN (Korpalski Chess, Kriegspiel,
    /// Exchange Chess) or Opok's record (`-` reads standard input).
    pub record: PathBuf,
    /// Where to write the GIF.
    pub out: PathBuf,
    /// Longest side of the picture, in pixels (at most 1280). Default: the
    /// bot's own size, about 512 px for an 8×8 board.
    pub size: Option<u32>,
}

/// Run `boardbot replay`: read the record, play it through the game's own
/// rules, write the replay GIF ([`super::animation::gif`]).
pub fn run_replay(args: &ReplayArgs) -> Result<(), RenderError> {
    let text = read_input(&args.record)?;
    let game = crate::records::load(&text)?;
    let frames = game.replay();
    let Some(first) = frames.first() else {
        return Err(RenderError::NoBoard);
    };
    let s = match args.size {
        Some(side) => square_px_for_side(first, side),
        None => default_square_px(first),
    };
    let t = Instant::now();
    let bytes = super::animation::gif_with(&frames, s);
    let ms = t.elapsed().as_secs_f64() * 1e3;
    write_output(&args.out, &bytes)?;
    println!(
        "{}: {} positions, {} bytes in {ms:.1} ms",
        args.out.display(),
        frames.len(),
        bytes.len()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each refusal is the variant naming what is wrong, in the words the
    /// operator read before the errors were typed.
    #[test]
    fn refusals_name_the_game_and_the_format() {
        let e = format_for(Some("Go"), "").unwrap_err();
        assert!(
            matches!(&e, RenderError::UnknownGame { game, .. } if game == "go"),
            "{e:?}"
        );
        assert!(
            e.to_string()
                .starts_with("unknown game `go`: expected chess, chpok"),
            "{e}"
        );
        let e = convert(&[], Path::new("board.bmp")).unwrap_err();
        assert!(
            matches!(&e, RenderError::Extension(x) if x == "bmp"),
            "{e:?}"
        );
        assert_eq!(
            e.to_string(),
            "cannot write .bmp pictures: use .png, .webp, .jpg or .gif"
        );
        let e = convert(b"not a png", Path::new("board.webp")).unwrap_err();
        assert!(matches!(e, RenderError::ReadBack(_)), "{e:?}");
        let missing = PathBuf::from("/nonexistent/board.txt");
        let e = read_input(&missing).unwrap_err();
        assert!(
            matches!(&e, RenderError::Read { path, .. } if *path == missing),
            "{e:?}"
        );
    }
}
