//! The command line's options (clap), one struct per subcommand, each
//! turned into the plain option struct the library's command takes: the
//! library names no command-line parser.

use std::path::PathBuf;

/// `boardbot console`.
#[derive(clap::Args, Debug, Clone)]
pub struct Console {
    /// The SQLite database (default: boardbot.db, or BOARDBOT_DB).
    #[arg(long)]
    db: Option<PathBuf>,
    /// Where board pictures are written (default: a fresh temporary directory).
    #[arg(long)]
    images: Option<PathBuf>,
    /// Seed for every random choice, so a script gives the same output each run.
    #[arg(long)]
    seed: Option<u64>,
    /// Also serve the web board on this loopback address (e.g.
    /// 127.0.0.1:8080): boards get a link, and the page lets you play as
    /// any console user (no Telegram).
    #[arg(long, value_name = "ADDR")]
    web: Option<std::net::SocketAddr>,
}

impl From<Console> for boardbot::console::ConsoleArgs {
    fn from(a: Console) -> Self {
        boardbot::console::ConsoleArgs {
            db: a.db,
            images: a.images,
            seed: a.seed,
            web: a.web,
        }
    }
}

/// `boardbot render`.
#[derive(clap::Args, Debug, Clone)]
pub struct Render {
    /// The board, in the `/board text` format (`-` reads standard input).
    #[arg(long)]
    board: PathBuf,
    /// chess, chpok, korpalski, kriegspiel, exchange or opok. Only Opok reads
    /// differently (stack tokens); guessed from the text when absent.
    #[arg(long)]
    game: Option<String>,
    /// Where to write the picture. The extension picks the format: `.png`
    /// (the bot's own palette PNG), `.webp` (lossless), `.jpg`/`.jpeg`,
    /// `.gif`.
    #[arg(long, default_value = "board.png")]
    out: PathBuf,
    /// Longest side of the whole picture, in pixels (at most 1280). Default:
    /// the bot's own size, about 512 px for an 8×8 board.
    #[arg(long)]
    size: Option<u32>,
    /// Render (and encode) this many times, write the last picture and
    /// print the time per render.
    #[arg(long, default_value_t = 1)]
    repeat: u32,
    /// Draw from the second seat's side (rank 1 at the top).
    #[arg(long)]
    flip: bool,
    /// Squares to highlight as the last move, e.g. `e2,e4`.
    #[arg(long, value_delimiter = ',')]
    last_move: Vec<String>,
    /// Squares of checked kings, e.g. `e8`.
    #[arg(long, value_delimiter = ',')]
    check: Vec<String>,
}

impl From<Render> for boardbot::render::cli::RenderArgs {
    fn from(a: Render) -> Self {
        boardbot::render::cli::RenderArgs {
            board: a.board,
            game: a.game,
            out: a.out,
            size: a.size,
            repeat: a.repeat,
            flip: a.flip,
            last_move: a.last_move,
            check: a.check,
        }
    }
}

/// `boardbot replay`.
#[derive(clap::Args, Debug, Clone)]
pub struct Replay {
    /// The record as `/export` gives it: PGN (Korpalski Chess, Kriegspiel,
    /// Exchange Chess) or Opok's record (`-` reads standard input).
    #[arg(long)]
    record: PathBuf,
    /// Where to write the GIF.
    #[arg(long, default_value = "game.gif")]
    out: PathBuf,
    /// Longest side of the picture, in pixels (at most 1280). Default: the
    /// bot's own size, about 512 px for an 8×8 board.
    #[arg(long)]
    size: Option<u32>,
}

impl From<Replay> for boardbot::render::cli::ReplayArgs {
    fn from(a: Replay) -> Self {
        boardbot::render::cli::ReplayArgs {
            record: a.record,
            out: a.out,
            size: a.size,
        }
    }
}

/// `boardbot bench`.
#[derive(clap::Args, Debug, Clone)]
pub struct Bench {
    /// Games played at once.
    #[arg(long, default_value_t = 1000)]
    games: usize,
    /// The game of the load phase, as `/new` takes it (e.g. `korpalski`,
    /// `kriegspiel`, `chpok clocks=off`, `exchange size=8`).
    #[arg(long, default_value = "opok size=7")]
    game: String,
    /// Moves measured in all.
    #[arg(long, default_value_t = 20_000)]
    moves: usize,
    /// Messages committed together in the second and third load phases
    /// (the first commits each message alone), as a transport commits the
    /// messages of one `getUpdates` answer.
    #[arg(long, default_value_t = 16)]
    batch: usize,
    /// Games played to the end to size the database.
    #[arg(long, default_value_t = 1000)]
    finished: usize,
    /// Games stored for the memory and start-up measurement.
    #[arg(long, default_value_t = 10_000)]
    stored: usize,
    /// Moves of the phase with a deliverer beside them (each way).
    #[arg(long, default_value_t = 3000)]
    beside_moves: usize,
    /// Moves per second arriving in that phase (Telegram lets a bot send
    /// about 30 messages a second).
    #[arg(long, default_value_t = 100)]
    beside_rate: u32,
    /// Directory for the databases (default: a temporary directory).
    #[arg(long)]
    dir: Option<PathBuf>,
    /// Only measure opening this database and answering one message
    /// (used by the benchmark itself in a fresh process).
    #[arg(long, hide = true)]
    startup: Option<PathBuf>,
    /// Instead of the load phases: N players each playing `--game`
    /// against level 5 at once, thinking on one thread per core as
    /// `serve` does; measures the time from a player's move to the bot's
    /// reply.
    #[arg(long)]
    vs_bot: Option<usize>,
    /// With `--vs-bot`: the replies measured.
    #[arg(long, default_value_t = 200)]
    replies: usize,
}

impl From<Bench> for boardbot::bench::BenchArgs {
    fn from(a: Bench) -> Self {
        boardbot::bench::BenchArgs {
            games: a.games,
            game: a.game,
            moves: a.moves,
            batch: a.batch,
            finished: a.finished,
            stored: a.stored,
            beside_moves: a.beside_moves,
            beside_rate: a.beside_rate,
            dir: a.dir,
            startup: a.startup,
            vs_bot: a.vs_bot,
            replies: a.replies,
        }
    }
}

/// `boardbot arena`.
#[derive(clap::Args, Debug, Clone)]
pub struct Arena {
    /// The game with its `/new` options, e.g. `"opok size=9"`.
    #[arg(long)]
    game: Option<String>,
    /// Engine A: random, greedy or level=1…5.
    #[arg(long)]
    a: Option<String>,
    /// Engine B.
    #[arg(long)]
    b: Option<String>,
    /// Every level against the next one down and against random and
    /// greedy, then each level's Elo (level 1 = 0) with a 95% interval.
    #[arg(long)]
    ladder: bool,
    /// Kriegspiel endgame trials instead of games: `kqk`, `krk` or `kpk` (the
    /// bot mates a lone king blind from random positions; `--games` of
    /// them).
    #[arg(long)]
    endgame: Option<String>,
    /// The Kriegspiel rules of the trials and of --regret: wild16 or english.
    #[arg(long, default_value = "wild16")]
    rules: String,
    /// The trials' bot does not know where the lone king starts.
    #[arg(long)]
    forget_start: bool,
    /// The trials' level.
    #[arg(long, default_value_t = 5)]
    level: u8,
    /// Kriegspiel: A's and B's moves (with --ladder: levels 1-5) scored
    /// on the referee's board in the same positions, taken from `--games`
    /// games of level 2 under --rules, instead of games between them.
    #[arg(long)]
    regret: bool,
    /// Number of games (per pairing); A takes the first seat in
    /// even-numbered games.
    #[arg(long, default_value_t = 10)]
    games: u32,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once, each on its own thread.
    #[arg(long, default_value_t = 1)]
    jobs: usize,
    /// Print one line per game as well, and the record of each game A
    /// did not win.
    #[arg(long)]
    verbose: bool,
}

impl From<Arena> for boardbot::engine::arena::ArenaArgs {
    fn from(a: Arena) -> Self {
        boardbot::engine::arena::ArenaArgs {
            game: a.game,
            a: a.a,
            b: a.b,
            ladder: a.ladder,
            endgame: a.endgame,
            rules: a.rules,
            forget_start: a.forget_start,
            level: a.level,
            regret: a.regret,
            games: a.games,
            seed: a.seed,
            jobs: a.jobs,
            verbose: a.verbose,
        }
    }
}
