//! The `boardbot` binary: `console`, `serve`, `render`, `replay`, `bench`,
//! `arena`, `ratings`, `backup`.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use boardbot::config::Config;

mod cli;

#[derive(Parser)]
#[command(
    name = "boardbot",
    version,
    about = "Board games by correspondence in Telegram chats"
)]
struct Cli {
    /// Configuration file (default: bot.toml if it exists).
    #[arg(long, global = true)]
    config: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the bot in this terminal: one line per chat message (no token, no network).
    Console(cli::Console),
    /// Run the bot on Telegram (needs a token in bot.toml or TELOXIDE_TOKEN).
    Serve,
    /// Draw a board given in the `/board text` format as a PNG picture.
    Render(cli::Render),
    /// Draw a game record (`/export`) as an animated GIF of the whole game.
    Replay(cli::Replay),
    /// Measure the core under load: moves/s, latency, database size, memory.
    Bench(cli::Bench),
    /// Play computer opponents against each other: `--game "opok size=9" --a level=5 --b random`.
    Arena(cli::Arena),
    /// Ratings: `--recompute` rates every finished game again, in order.
    Ratings(RatingsArgs),
    /// Copy the database while the bot runs (SQLite's online backup), checked.
    Backup(BackupArgs),
}

#[derive(clap::Args)]
struct BackupArgs {
    /// Where the copy goes (replaced, once the copy is complete and checked).
    #[arg(long)]
    to: PathBuf,
    /// The SQLite database (default: from bot.toml, BOARDBOT_DB, or boardbot.db).
    #[arg(long)]
    db: Option<PathBuf>,
}

#[derive(clap::Args)]
struct RatingsArgs {
    /// Recompute every rating from the stored finished games.
    #[arg(long)]
    recompute: bool,
    /// The SQLite database (default: from bot.toml, BOARDBOT_DB, or boardbot.db).
    #[arg(long)]
    db: Option<PathBuf>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let config = match Config::load(cli.config.as_deref()) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("boardbot: configuration: {e}");
            return ExitCode::from(2);
        }
    };
    // Each command has its own error type; the operator reads one line.
    let result: Result<(), Failure> = match cli.command {
        Command::Console(args) => boardbot::console::run(&args.into(), &config).map_err(Into::into),
        Command::Serve => serve(&config),
        Command::Bench(args) => boardbot::bench::run(&args.into()).map_err(Into::into),
        Command::Arena(args) => boardbot::engine::arena::run(&args.into()).map_err(Into::into),
        Command::Render(args) => boardbot::render::cli::run(&args.into()).map_err(Into::into),
        Command::Replay(args) => {
            boardbot::render::cli::run_replay(&args.into()).map_err(Into::into)
        }
        Command::Ratings(args) => ratings(&args, &config),
        Command::Backup(args) => backup(&args, &config),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("boardbot: {e}");
            ExitCode::from(2)
        }
    }
}

/// Why a command failed, as `boardbot: …` shows it.
type Failure = Box<dyn std::error::Error>;

/// `boardbot ratings --recompute`: in one transaction, so a bot running on
/// the same database sees the old figures or the new ones, never a mix.
fn ratings(args: &RatingsArgs, config: &Config) -> Result<(), Failure> {
    if !args.recompute {
        return Err("ratings: nothing to do (did you mean --recompute?)".into());
    }
    let path = args.db.clone().unwrap_or_else(|| config.database());
    let mut store = boardbot::store::Store::open_named(&path)?;
    let recompute = |store: &mut boardbot::store::Store| -> rusqlite::Result<usize> {
        let tx = store.conn_mut().transaction()?;
        let n = boardbot::store::ratings::recompute(&tx)?;
        tx.commit()?;
        Ok(n)
    };
    let n = recompute(&mut store).map_err(|e| format!("recompute: {e}"))?;
    println!("Recomputed the ratings of {n} rated games.");
    Ok(())
}

/// `boardbot backup --to FILE`: a consistent copy of the live database.
fn backup(args: &BackupArgs, config: &Config) -> Result<(), Failure> {
    let from = args.db.clone().unwrap_or_else(|| config.database());
    let copied = boardbot::store::backup::backup(&from, &args.to)?;
    println!(
        "Backed up {} to {}: {} games, {:.1} MB, integrity ok, in {} ms.",
        from.display(),
        args.to.display(),
        copied.games,
        copied.bytes as f64 / 1e6,
        copied.millis
    );
    Ok(())
}

/// Runs the bot on Telegram until SIGINT or SIGTERM.
fn serve(config: &Config) -> Result<(), Failure> {
    config.require_token()?;
    let filter = std::env::var("RUST_LOG")
        .ok()
        .or_else(|| config.log.clone())
        .unwrap_or_else(|| "info".into());
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::new(filter))
        .with_writer(std::io::stderr)
        .init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the async runtime: {e}"))?;
    Ok(runtime.block_on(boardbot::telegram::run(
        config.clone(),
        boardbot::telegram::Options::default(),
        boardbot::telegram::shutdown_signal(),
    ))?)
}
