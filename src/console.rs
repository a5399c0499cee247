//! `boardbot console`: the bot in a terminal (`specs/console.md`).
//!
//! One input line is one chat message (`USER@CHAT: TEXT`); each message the
//! bot sends is printed as a `>> CHAT: …` block once its transaction has
//! committed. Time is virtual: it starts at the real time of launch and moves
//! only with `~wait SECONDS`.

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};

use crate::core::{Chat, ChatKind, Content, CoreError, Hub, HubConfig, Incoming, Outgoing, User};

/// Why the console stopped (a bad input line is not one: it is answered
/// `ignored: …` and the console goes on).
#[derive(Debug, thiserror::Error)]
pub enum ConsoleError {
    /// The database could not be opened (`CoreError::Open`), or the core
    /// failed.
    #[error("{0}")]
    Core(#[from] CoreError),
    #[error("{0}")]
    Web(#[from] crate::web::WebError),
    /// The console's users are named in the page: never beyond this machine.
    #[error(
        "--web {0}: the console serves its board on a loopback address only (e.g. 127.0.0.1:8080)"
    )]
    NotLoopback(std::net::SocketAddr),
    /// The input (`the terminal`, `standard input`) could not be read.
    #[error("reading {what}: {source}")]
    Input {
        what: &'static str,
        source: Box<dyn std::error::Error + Send + Sync>,
    },
    /// The pictures' directory could not be made.
    #[error("cannot create {}: {source}", path.display())]
    Images {
        path: PathBuf,
        source: std::io::Error,
    },
    /// A picture or document could not be written.
    #[error("cannot write {}: {source}", path.display())]
    File {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The output is gone (a closed pipe).
    #[error("{0}")]
    Output(#[from] std::io::Error),
    /// A script's output that is not UTF-8.
    #[error("{0}")]
    NotText(#[from] std::string::FromUtf8Error),
}

fn cannot_write(path: &std::path::Path) -> impl FnOnce(std::io::Error) -> ConsoleError + '_ {
    move |source| ConsoleError::File {
        path: path.to_path_buf(),
        source,
    }
}

#[derive(Debug, Clone)]
pub struct ConsoleArgs {
    /// The SQLite database (default: boardbot.db, or BOARDBOT_DB).
    pub db: Option<PathBuf>,
    /// Where board pictures are written (default: a fresh temporary directory).
    pub images: Option<PathBuf>,
    /// Seed for every random choice, so a script gives the same output each run.
    pub seed: Option<u64>,
    /// Also serve the web board on this loopback address (e.g.
    /// 127.0.0.1:8080): boards get a link, and the page lets you play as
    /// any console user (no Telegram).
    pub web: Option<std::net::SocketAddr>,
}

/// A parsed input line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    Message {
        user: String,
        /// `None`: the user's private chat; `Some("#club")`: a group.
        group: Option<String>,
        text: String,
        /// Written `USER@CHAT> TEXT`: a reply to the chat's latest board.
        reply: bool,
    },
    Wait(i64),
    /// `~admin #GROUP USER`: USER is an administrator of the group.
    Admin {
        group: String,
        user: String,
    },
    /// `~leave #GROUP USER`: USER leaves the group.
    Leave {
        group: String,
        user: String,
    },
    Echo(String),
    Nothing,
}

fn is_name(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Why an input line was not understood (answered `ignored: …`; the
/// console goes on). Each carries the line, or the part of it at fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    #[error("~wait needs a number of seconds: {0}")]
    WaitNotANumber(String),
    #[error("~wait needs a number of seconds from 0: {0}")]
    WaitOutOfRange(String),
    /// `~admin` or `~leave` without `#GROUP USER`.
    #[error("{word} needs #GROUP USER: {line}")]
    NeedsGroupUser { word: &'static str, line: String },
    #[error("expected USER@CHAT: TEXT, got: {0}")]
    NoHead(String),
    #[error("a user name is letters, digits and _: '{0}'")]
    UserName(String),
    #[error("{user} cannot write in {chat}'s private chat")]
    OthersPrivateChat { user: String, chat: String },
    #[error("a chat is a user name or #group: '{0}'")]
    ChatName(String),
}

/// Parses one input line.
pub fn parse_line(line: &str) -> Result<Line, LineError> {
    let line = line.trim_end_matches(['\r', '\n']);
    let trimmed = line.trim();
    if trimmed.is_empty() || trimmed.starts_with("//") {
        return Ok(Line::Nothing);
    }
    if let Some(rest) = trimmed.strip_prefix("~wait") {
        let secs: f64 = rest
            .trim()
            .parse()
            .map_err(|_| LineError::WaitNotANumber(trimmed.to_string()))?;
        if !secs.is_finite() || !(0.0..=1e10).contains(&secs) {
            return Err(LineError::WaitOutOfRange(trimmed.to_string()));
        }
        return Ok(Line::Wait((secs * 1000.0).round() as i64));
    }
    if let Some(rest) = trimmed.strip_prefix("~echo") {
        return Ok(Line::Echo(rest.trim_start().to_string()));
    }
    for (word, admin) in [("~admin", true), ("~leave", false)] {
        if let Some(rest) = trimmed.strip_prefix(word) {
            let parts: Vec<&str> = rest.split_whitespace().collect();
            let (group, user) = match parts.as_slice() {
                [g, u] if g.strip_prefix('#').is_some_and(is_name) && is_name(u) => {
                    (g.to_string(), u.to_string())
                }
                _ => {
                    return Err(LineError::NeedsGroupUser {
                        word,
                        line: trimmed.to_string(),
                    })
                }
            };
            return Ok(if admin {
                Line::Admin { group, user }
            } else {
                Line::Leave { group, user }
            });
        }
    }
    // The head (`USER` or `USER@CHAT`) holds neither `:` nor `>`, so the
    // first of them ends it: `:` a message, `>` a reply to the latest board.
    let Some(at) = trimmed.find([':', '>']) else {
        return Err(LineError::NoHead(trimmed.to_string()));
    };
    let (head, text) = (&trimmed[..at], &trimmed[at + 1..]);
    let reply = trimmed[at..].starts_with('>');
    let text = text.trim().to_string();
    let (user, chat) = match head.split_once('@') {
        Some((u, c)) => (u.trim(), Some(c.trim())),
        None => (head.trim(), None),
    };
    if !is_name(user) {
        return Err(LineError::UserName(user.to_string()));
    }
    let group = match chat {
        None => None,
        Some(c) if c == user => None,
        Some(c) => match c.strip_prefix('#') {
            Some(g) if is_name(g) => Some(c.to_string()),
            _ if is_name(c) => {
                return Err(LineError::OthersPrivateChat {
                    user: user.to_string(),
                    chat: c.to_string(),
                });
            }
            _ => return Err(LineError::ChatName(c.to_string())),
        },
    };
    Ok(Line::Message {
        user: user.to_string(),
        group,
        text,
        reply,
    })
}

/// A stable positive id for a name (FNV-1a), below 2^40 like Telegram ids.
pub fn name_id(name: &str) -> i64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for b in name.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    (h % (1 << 40)) as i64 + 1
}

/// Where lines come from: a person at a terminal gets a greeting, line
/// editing and history; piped input is read as it is.
enum Input {
    Terminal(Box<rustyline::DefaultEditor>),
    Piped(Box<dyn BufRead>),
}

const BANNER: &str = "\
boardbot console: each line is a chat message, written USER@CHAT: TEXT.
  alice: /start            alice in her private chat with the bot
  alice@#club: /new opok   alice in the group #club
  bob@#club> e4            bob replies to the latest board in #club
~wait SECONDS moves the clock, ~admin #GROUP USER and ~leave #GROUP USER
change a group, /help lists the commands. Ctrl-D (or Ctrl-C) quits.";

impl Input {
    fn open() -> Input {
        use std::io::IsTerminal;
        if std::io::stdin().is_terminal() {
            if let Ok(editor) = rustyline::DefaultEditor::new() {
                eprintln!("{BANNER}");
                return Input::Terminal(Box::new(editor));
            }
        }
        Input::Piped(Box::new(std::io::stdin().lock()))
    }

    /// The next line, `None` at the end of the input.
    fn next_line(&mut self) -> Result<Option<String>, ConsoleError> {
        match self {
            Input::Terminal(editor) => match editor.readline("> ") {
                Ok(line) => {
                    if !line.trim().is_empty() {
                        let _ = editor.add_history_entry(line.as_str());
                    }
                    Ok(Some(line))
                }
                Err(
                    rustyline::error::ReadlineError::Eof
                    | rustyline::error::ReadlineError::Interrupted,
                ) => Ok(None),
                Err(e) => Err(ConsoleError::Input {
                    what: "the terminal",
                    source: Box::new(e),
                }),
            },
            Input::Piped(input) => {
                let mut buf = Vec::new();
                let n = input
                    .read_until(b'\n', &mut buf)
                    .map_err(|e| ConsoleError::Input {
                        what: "standard input",
                        source: Box::new(e),
                    })?;
                // Bytes that are not UTF-8 become U+FFFD: a bad line is
                // answered, not fatal.
                Ok((n > 0).then(|| String::from_utf8_lossy(&buf).into_owned()))
            }
        }
    }
}

/// The message a console line stands for.
pub fn incoming(user: &str, group: Option<&str>, text: &str) -> Incoming {
    let uid = name_id(user);
    let chat = match group {
        Some(g) => Chat {
            id: -name_id(g),
            kind: ChatKind::Group,
            title: g.to_string(),
        },
        None => Chat {
            id: uid,
            kind: ChatKind::Private,
            title: user.to_string(),
        },
    };
    Incoming {
        update_id: None,
        chat,
        user: User::new(uid, user),
        content: Content::Text(text.to_string()),
        reply_to: None,
        admin: false,
    }
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// Writes committed messages as `>> CHAT:` blocks.
pub(crate) struct Printer {
    /// The web board's address (`--web`): boards show their link.
    web: Option<std::net::SocketAddr>,
    images: PathBuf,
    next_image: usize,
    /// The id the next printed message gets (as Telegram numbers messages),
    /// so replies and edits can name it.
    next_message: i64,
}

impl Printer {
    fn new(images: PathBuf) -> Result<Printer, ConsoleError> {
        std::fs::create_dir_all(&images).map_err(|source| ConsoleError::Images {
            path: images.clone(),
            source,
        })?;
        // Continue the numbering of an existing directory.
        let next_image = std::fs::read_dir(&images)
            .map(|d| {
                d.filter_map(|e| e.ok())
                    .filter_map(|e| {
                        // `0007.png`, `0008.gif`, `0009-opok-1.txt`.
                        let name = e.file_name().to_str()?.to_string();
                        name.get(..4)?.parse::<usize>().ok()
                    })
                    .max()
                    .unwrap_or(0)
            })
            .unwrap_or(0)
            + 1;
        Ok(Printer {
            web: None,
            images,
            next_image,
            next_message: 1,
        })
    }

    fn label(&self, hub: &Hub, chat: i64) -> String {
        hub.chat_label(chat).unwrap_or_else(|| chat.to_string())
    }

    /// Prints and acknowledges every committed message.
    pub(crate) fn flush(
        &mut self,
        hub: &mut Hub,
        out: &mut impl Write,
    ) -> Result<(), ConsoleError> {
        loop {
            let pending = hub.pending(100)?;
            if pending.is_empty() {
                break;
            }
            for (id, msg) in pending {
                let chat = msg.chat().unwrap_or(0);
                let shown = msg.shown();
                let mut message_id = None;
                match &msg {
                    Outgoing::Message { .. } => {
                        let block = self.block(hub, &msg)?;
                        out.write_all(block.as_bytes())?;
                        message_id = Some(self.next_message);
                        self.next_message += 1;
                    }
                    Outgoing::Document {
                        chat,
                        caption,
                        name,
                        content,
                        ..
                    } => {
                        let path = self.images.join(format!("{:04}-{name}", self.next_image));
                        self.next_image += 1;
                        std::fs::write(&path, content.as_bytes()).map_err(cannot_write(&path))?;
                        let block = format!(
                            ">> {}: {caption}\n   [document {}]\n",
                            self.label(hub, *chat),
                            path.display()
                        );
                        out.write_all(block.as_bytes())?;
                        message_id = Some(self.next_message);
                        self.next_message += 1;
                    }
                    Outgoing::Animation {
                        chat, caption, gif, ..
                    } => {
                        let path = self.images.join(format!("{:04}.gif", self.next_image));
                        self.next_image += 1;
                        std::fs::write(&path, gif.as_deref().unwrap_or_default())
                            .map_err(cannot_write(&path))?;
                        let block = format!(
                            ">> {}: {caption}\n   [animation {}]\n",
                            self.label(hub, *chat),
                            path.display()
                        );
                        out.write_all(block.as_bytes())?;
                        message_id = Some(self.next_message);
                        self.next_message += 1;
                    }
                    Outgoing::ClearButtons { chat, .. } => {
                        let block =
                            format!(">> {} (edit): [buttons removed]\n", self.label(hub, *chat));
                        out.write_all(block.as_bytes())?;
                    }
                    // A button press has nobody to answer in a terminal.
                    Outgoing::Answer { .. } => {}
                }
                hub.delivered(id, chat, message_id, shown, now_ms())?;
            }
        }
        Ok(out.flush()?)
    }

    fn block(&mut self, hub: &Hub, msg: &Outgoing) -> Result<String, ConsoleError> {
        let Outgoing::Message {
            chat,
            text,
            code,
            photo,
            buttons,
            open_board,
            ..
        } = msg
        else {
            return Ok(String::new());
        };
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        if let Some(code) = code {
            lines.extend(code.lines().map(str::to_string));
        }
        if let Some(png) = photo {
            let path = self.images.join(format!("{:04}.png", self.next_image));
            self.next_image += 1;
            std::fs::write(&path, png).map_err(cannot_write(&path))?;
            lines.push(format!("[photo {}]", path.display()));
        }
        let labels: Vec<&str> = buttons.iter().flatten().map(|b| b.label.as_str()).collect();
        if !labels.is_empty() {
            lines.push(format!("[buttons] {}", labels.join(" | ")));
        }
        if let (Some(addr), Some(open)) = (self.web, open_board) {
            lines.push(format!(
                "[{}] http://{addr}/?startapp={}",
                open.label, open.link
            ));
        }
        if lines.is_empty() {
            lines.push(String::new());
        }
        let mut block = format!(">> {}: {}\n", self.label(hub, *chat), lines[0]);
        for l in &lines[1..] {
            block.push_str("   ");
            block.push_str(l);
            block.push('\n');
        }
        Ok(block)
    }
}

/// Runs the console on standard input and output.
pub fn run(args: &ConsoleArgs, config: &crate::config::Config) -> Result<(), ConsoleError> {
    let db = args
        .db
        .clone()
        .or_else(|| std::env::var_os("BOARDBOT_DB").map(PathBuf::from))
        .unwrap_or_else(|| PathBuf::from(crate::config::DEFAULT_DB));
    let images = match &args.images {
        Some(dir) => dir.clone(),
        None => std::env::temp_dir().join(format!("boardbot-{}-{}", std::process::id(), now_ms())),
    };
    if let Some(addr) = args.web {
        // The console's users are named in the page: never beyond this
        // machine.
        if !addr.ip().is_loopback() {
            return Err(ConsoleError::NotLoopback(addr));
        }
    }
    let hub_config = HubConfig {
        settings: config.settings(),
        bot_username: "boardbot".into(),
        seed: args.seed,
        pictures: true,
        web_links: args.web.is_some(),
        ..HubConfig::default()
    };
    let mut out = std::io::stdout();
    run_on(
        hub_config,
        &db,
        images,
        Input::open(),
        &mut out,
        true,
        args.web,
    )
}

/// The console on any input and output: `script` lines in, blocks out,
/// with the hub configured as given (a test registers an extra game this
/// way).
pub fn run_script(
    hub_config: HubConfig,
    db: &std::path::Path,
    images: PathBuf,
    script: &str,
) -> Result<String, ConsoleError> {
    run_script_with(hub_config, db, images, script, true)
}

/// [`run_script`], with the computer opponent asleep when `bot` is false
/// (as a process stopped while the bot thinks: tests of the restart).
pub fn run_script_with(
    hub_config: HubConfig,
    db: &std::path::Path,
    images: PathBuf,
    script: &str,
    bot: bool,
) -> Result<String, ConsoleError> {
    let input = Input::Piped(Box::new(std::io::Cursor::new(script.as_bytes().to_vec())));
    let mut out = Vec::new();
    run_on(hub_config, db, images, input, &mut out, bot, None)?;
    Ok(String::from_utf8(out)?)
}

/// Most messages the bot sends after one input line (a Kriegspiel turn
/// may take many attempts; a whole game of bots would be far fewer).
const BOT_MESSAGES_PER_LINE: usize = 5_000;

/// The computer opponent acts in every game that waits for it, its
/// replies printed as they come, before the next input line is read.
pub(crate) fn bot_turns(
    hub: &mut Hub,
    printer: &mut Printer,
    out: &mut impl Write,
    now: i64,
    seed: u64,
) -> Result<(), ConsoleError> {
    hub.run_bot(now, seed, BOT_MESSAGES_PER_LINE, |hub| {
        printer
            .flush(hub, out)
            .map_err(|e| CoreError::Batch(e.to_string()))
    })?;
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn run_on(
    hub_config: HubConfig,
    db: &std::path::Path,
    images: PathBuf,
    mut input: Input,
    out: &mut impl Write,
    bot: bool,
    web: Option<std::net::SocketAddr>,
) -> Result<(), ConsoleError> {
    let bot_seed = hub_config.seed.unwrap_or(0);
    let hub = Hub::open(db, hub_config)?;
    // Shared with the web board's server (`--web`); otherwise only this
    // thread takes them.
    let shared_hub = Arc::new(Mutex::new(hub));
    let mut printer = Printer::new(images)?;
    printer.web = web;
    let shared_printer = Arc::new(Mutex::new(printer));
    let clock = Arc::new(AtomicI64::new(now_ms()));
    let _server = match web {
        Some(addr) => Some(crate::web::console::start(
            addr,
            shared_hub.clone(),
            shared_printer.clone(),
            clock.clone(),
            bot.then_some(bot_seed),
        )?),
        None => None,
    };
    let lock_hub = || shared_hub.lock().unwrap_or_else(|e| e.into_inner());
    let lock_printer = || shared_printer.lock().unwrap_or_else(|e| e.into_inner());
    {
        let (mut hub, mut printer) = (lock_hub(), lock_printer());
        printer.next_message = hub.last_sent_id()?.unwrap_or(0) + 1;
        let now = clock.load(Ordering::SeqCst);
        // Messages committed before a crash are delivered first.
        printer.flush(&mut hub, out)?;
        // A bot move lost in a stop is thought again now.
        if bot {
            bot_turns(&mut hub, &mut printer, out, now, bot_seed)?;
        }
    }
    // Administrators of groups, as `~admin` made them (Telegram's
    // getChatMember in the real bot).
    let mut admins = std::collections::HashSet::new();
    while let Some(line) = input.next_line()? {
        let (mut hub_guard, mut printer_guard) = (lock_hub(), lock_printer());
        let (hub, printer) = (&mut *hub_guard, &mut *printer_guard);
        let mut now = clock.load(Ordering::SeqCst);
        match parse_line(&line) {
            Err(e) => eprintln!("ignored: {e}"),
            Ok(Line::Nothing) => {}
            Ok(Line::Echo(text)) => {
                writeln!(out, "~~ {text}")?;
            }
            Ok(Line::Wait(ms)) => {
                let until = now + ms;
                // Every deadline that passes fires at its own moment, in order.
                while let Some(due) = hub.next_due()? {
                    if due > until {
                        break;
                    }
                    now = now.max(due);
                    if let Err(e) = hub.fire_due(now) {
                        eprintln!("error: {e}");
                        break;
                    }
                    printer.flush(hub, out)?;
                }
                now = until;
            }
            Ok(Line::Admin { group, user }) => {
                admins.insert((-name_id(&group), name_id(&user)));
            }
            Ok(Line::Leave { group, user }) => {
                let mut msg = incoming(&user, Some(&group), "");
                msg.content = Content::Left;
                if let Err(e) = hub.handle(&msg, now) {
                    eprintln!("error: {e}");
                }
            }
            Ok(Line::Message {
                user,
                group,
                text,
                reply,
            }) => {
                let mut msg = incoming(&user, group.as_deref(), &text);
                msg.admin = admins.contains(&(msg.chat.id, msg.user.id));
                if reply {
                    msg.reply_to = hub.last_board_message(msg.chat.id)?;
                }
                if let Err(e) = hub.handle(&msg, now) {
                    eprintln!("error: {e}");
                }
            }
        }
        clock.store(now, Ordering::SeqCst);
        printer.flush(hub, out)?;
        if bot {
            bot_turns(hub, printer, out, now, bot_seed)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines() {
        assert_eq!(
            parse_line("alice@#club: /new opok"),
            Ok(Line::Message {
                user: "alice".into(),
                group: Some("#club".into()),
                text: "/new opok".into(),
                reply: false,
            })
        );
        assert_eq!(
            parse_line("bob: a1 3 b3"),
            Ok(Line::Message {
                user: "bob".into(),
                group: None,
                text: "a1 3 b3".into(),
                reply: false,
            })
        );
        assert_eq!(
            parse_line("bob@#club> b2<>d4: x"),
            Ok(Line::Message {
                user: "bob".into(),
                group: Some("#club".into()),
                text: "b2<>d4: x".into(),
                reply: true,
            })
        );
        assert_eq!(
            parse_line("~admin #club carol"),
            Ok(Line::Admin {
                group: "#club".into(),
                user: "carol".into()
            })
        );
        assert_eq!(
            parse_line("~leave #club bob"),
            Ok(Line::Leave {
                group: "#club".into(),
                user: "bob".into()
            })
        );
        assert!(parse_line("~admin club carol").is_err());
        assert!(parse_line("~leave #club").is_err());
        assert_eq!(
            parse_line("bob@bob: hi"),
            Ok(Line::Message {
                user: "bob".into(),
                group: None,
                text: "hi".into(),
                reply: false,
            })
        );
        assert_eq!(parse_line("~wait 90"), Ok(Line::Wait(90_000)));
        assert_eq!(parse_line("~echo done"), Ok(Line::Echo("done".into())));
        assert_eq!(parse_line("// note"), Ok(Line::Nothing));
        assert!(parse_line("no colon here").is_err());
        assert!(parse_line("bad name: hi").is_err());
        assert!(parse_line("alice@bob: hi").is_err());
        assert!(parse_line("~wait soon").is_err());
    }

    /// Each refusal names the part of the line at fault, in the words the
    /// console printed before the errors were typed.
    #[test]
    fn refused_lines_name_what_is_wrong() {
        let cases = [
            (
                "alice@bob: hi",
                LineError::OthersPrivateChat {
                    user: "alice".into(),
                    chat: "bob".into(),
                },
                "alice cannot write in bob's private chat",
            ),
            (
                "bad name: hi",
                LineError::UserName("bad name".into()),
                "a user name is letters, digits and _: 'bad name'",
            ),
            (
                "alice@#a b: hi",
                LineError::ChatName("#a b".into()),
                "a chat is a user name or #group: '#a b'",
            ),
            (
                "~leave #club",
                LineError::NeedsGroupUser {
                    word: "~leave",
                    line: "~leave #club".into(),
                },
                "~leave needs #GROUP USER: ~leave #club",
            ),
            (
                "~wait soon",
                LineError::WaitNotANumber("~wait soon".into()),
                "~wait needs a number of seconds: ~wait soon",
            ),
            (
                "~wait -5",
                LineError::WaitOutOfRange("~wait -5".into()),
                "~wait needs a number of seconds from 0: ~wait -5",
            ),
            (
                "no colon here",
                LineError::NoHead("no colon here".into()),
                "expected USER@CHAT: TEXT, got: no colon here",
            ),
        ];
        for (line, error, shown) in cases {
            let got = parse_line(line).unwrap_err();
            assert_eq!(got, error, "{line}");
            assert_eq!(got.to_string(), shown);
        }
    }

    #[test]
    fn ids_are_stable_and_distinct() {
        assert_eq!(name_id("alice"), name_id("alice"));
        assert_ne!(name_id("alice"), name_id("bob"));
        assert!(name_id("alice") > 0);
    }
}
