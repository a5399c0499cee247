//! One incoming message, handled inside its transaction: commands, moves,
//! seats and turns. Everything the message causes is collected in `out` and
//! written to the outbox by the caller in the same transaction.

use rand::{rngs::StdRng, Rng};
use rusqlite::Connection;

use crate::rules::{self, Ctx, Game, GameKind, Played, Seat, Viewer};
use crate::store::{self, GameRow, Status};

use super::cache::GameCache;
use super::commands::{self, Command, Parse};
use super::deliver::{self, Players};
use super::message::{Button, ChatKind, Content, Incoming, Outgoing};
use super::records;
use super::{kind_of, text, CoreError, HubConfig, DAY_MS};

type R<T> = Result<T, CoreError>;

/// The `/start` parameter of a deep link that only opens the private chat.
const OPEN_LINK: &str = "hello";

pub struct Session<'a> {
    tx: &'a Connection,
    now: i64,
    rng: &'a mut StdRng,
    config: &'a HubConfig,
    games: &'a mut GameCache,
    msg: &'a Incoming,
    out: Vec<Outgoing>,
    /// The button press is answered (a toast or an alert) already.
    answered: bool,
}

/// A game the message acts on, loaded.
struct Loaded {
    row: GameRow,
    game: Box<dyn Game>,
    kind: &'static GameKind,
}

impl<'a> Session<'a> {
    pub fn new(
        tx: &'a Connection,
        now: i64,
        rng: &'a mut StdRng,
        config: &'a HubConfig,
        games: &'a mut GameCache,
        msg: &'a Incoming,
    ) -> Session<'a> {
        Session {
            tx,
            now,
            rng,
            config,
            games,
            msg,
            out: Vec::new(),
            answered: false,
        }
    }

    pub fn finish(mut self) -> Vec<Outgoing> {
        if let Content::Button { query_id, .. } = &self.msg.content {
            if !self.answered {
                self.out.push(Outgoing::Answer {
                    query_id: query_id.clone(),
                    text: String::new(),
                    alert: false,
                });
            }
        }
        self.out
    }

    fn private(&self) -> bool {
        self.msg.chat.kind == ChatKind::Private
    }

    fn user(&self) -> i64 {
        self.msg.user.id
    }

    /// A message to the chat the incoming message came from.
    fn reply(&mut self, text: impl Into<String>) {
        self.out.push(Outgoing::text(self.msg.chat.id, text));
    }

    fn reply_code(&mut self, text: impl Into<String>, code: String, game: Option<i64>) {
        self.out.push(deliver::message(
            self.msg.chat.id,
            text.into(),
            Some(code),
            game,
        ));
    }

    /// A refusal: nothing changed. A button press gets it as an alert; in a
    /// group the sender is named.
    fn refuse(&mut self, text: impl Into<String>) {
        let text = text.into();
        if let Content::Button { query_id, .. } = &self.msg.content {
            if !self.answered {
                self.answered = true;
                self.out.push(Outgoing::Answer {
                    query_id: query_id.clone(),
                    text,
                    alert: true,
                });
                return;
            }
        }
        if self.private() {
            self.reply(text);
        } else {
            let name = self.msg.user.name.clone();
            self.reply(format!("{name}: {text}"));
        }
    }

    pub fn run(&mut self) -> R<()> {
        let m = self.msg;
        store::upsert_user(self.tx, m.user.id, &m.user.name)?;
        store::upsert_chat(self.tx, m.chat.id, m.chat.kind, &m.chat.title)?;
        if self.private() && !store::private_ok(self.tx, m.user.id)? {
            store::set_private_ok(self.tx, m.user.id)?;
            self.private_chat_opened()?;
        }
        let text = match &m.content {
            Content::Text(t) => t.trim(),
            Content::Button { data, .. } => data.trim(),
        };
        if text.is_empty() {
            return Ok(());
        }
        if text.starts_with('/') {
            match commands::parse(text, &self.config.bot_username) {
                Parse::Command(p) => self.command(p.command, p.target),
                Parse::NotForUs => Ok(()),
                Parse::Unknown(name) => {
                    // In groups other bots' commands are common: stay quiet.
                    if self.private() {
                        self.refuse(format!(
                            "I don't know /{name}. /help lists what I understand."
                        ));
                    }
                    Ok(())
                }
            }
        } else {
            self.play(text)
        }
    }

    fn command(&mut self, command: Command, target: Option<i64>) -> R<()> {
        match command {
            // A deep link that only opens the private chat (see `ask_for_private_chat`).
            Command::Start(Some(code)) if code == OPEN_LINK => Ok(()),
            Command::Start(Some(code)) => self.join(Some(code)),
            Command::Start(None) => {
                self.reply(text::greeting());
                Ok(())
            }
            Command::Help(game) => {
                self.help(game);
                Ok(())
            }
            Command::Rules(game) => {
                self.rules(game);
                Ok(())
            }
            Command::New { game, options } => self.new_game(&game, &options),
            Command::Join(code) => self.join(code),
            Command::Board { text } => self.board(target, text),
            Command::Moves => self.moves(target),
            Command::Resign { ask } => self.resign(target, ask),
            Command::Draw => self.draw(target),
            Command::Games => self.games(),
            Command::Switch(arg) => self.switch(&arg),
            Command::Export(args) => self.export(target, &args),
            Command::Abort => self.abort(target),
            Command::Game { name, args } => self.game_command(target, &name, &args),
        }
    }

    // ------------------------------------------------------------ texts

    fn help(&mut self, game: Option<String>) {
        match game {
            None => self.reply(text::help()),
            Some(g) => match rules::find(&g) {
                Ok(kind) => self.reply(format!("{}\n{}", kind.title, kind.help)),
                Err(e) => self.refuse(e.to_string()),
            },
        }
    }

    fn rules(&mut self, game: Option<String>) {
        match game {
            None => self.refuse("Which game? /rules GAME, e.g. /rules opok."),
            Some(g) => match rules::find(&g) {
                Ok(kind) => self.reply(format!(
                    "{} — the rules in short\n{}",
                    kind.title, kind.rules
                )),
                Err(e) => self.refuse(e.to_string()),
            },
        }
    }

    // ------------------------------------------------------------ new and join

    fn new_game(&mut self, name: &str, options: &[String]) -> R<()> {
        let kind = match rules::find(name) {
            Ok(k) => k,
            Err(e) => {
                self.refuse(format!("{e} Example: /new opok size=7"));
                return Ok(());
            }
        };
        let group = (!self.private()).then_some(self.msg.chat.id);
        if let Some(chat) = group {
            if let Some(running) = store::group_game(self.tx, chat)? {
                self.refuse(format!(
                    "A game is already running in this chat ({} #{}). Finish it first, or /abort it if nobody has moved yet.",
                    kind_of(&running).map(|k| k.title).unwrap_or("a game"),
                    running.id
                ));
                return Ok(());
            }
        }
        let mut color = "white".to_string();
        let mut days = None;
        let mut opts = Vec::new();
        for o in options {
            let (k, v) = o.split_once('=').unwrap_or((o.as_str(), ""));
            let k = k.to_ascii_lowercase();
            match k.as_str() {
                "color" | "colour" if kind.correspondence_options => {
                    color = v.to_ascii_lowercase();
                    if !["white", "black", "random"].contains(&color.as_str()) {
                        self.refuse(format!("color must be white, black or random, not '{v}'."));
                        return Ok(());
                    }
                }
                "days" if kind.correspondence_options => match v.parse::<i64>() {
                    Ok(n) if (1..=14).contains(&n) => days = Some(n),
                    _ => {
                        self.refuse(format!(
                            "days must be a whole number from 1 to 14, not '{v}'."
                        ));
                        return Ok(());
                    }
                },
                _ => opts.push((k, v.to_string())),
            }
        }
        let mut ctx = Ctx {
            now_ms: self.now,
            rng: &mut *self.rng,
            settings: &self.config.settings,
        };
        let game = match (kind.create)(&opts, &mut ctx) {
            Ok(g) => g,
            Err(r) => {
                self.refuse(r.0);
                return Ok(());
            }
        };
        let seat = match color.as_str() {
            "black" => Seat::Black,
            "random" => Seat::from_index(self.rng.random_range(0..2)),
            _ => Seat::White,
        };
        let mut seats = [None, None];
        seats[seat.index()] = Some(self.user());
        let invite = match group {
            Some(_) => None,
            None => Some(self.invite_code()?),
        };
        let mut row = GameRow {
            id: 0,
            kind: kind.name.to_string(),
            chat_id: group,
            creator: self.user(),
            seats,
            status: Status::Open,
            invite: invite.clone(),
            days,
            state: game.save()?.to_string(),
            draw_offer: None,
            clock_ms: None,
            limit_ms: None,
            remind_ms: None,
            result: None,
            created_ms: self.now,
            updated_ms: self.now,
        };
        row.id = store::insert_game(self.tx, &row)?;
        self.games.put(row.id, &row.state, &*game);
        let players = Players::load(self.tx, &row, &*game)?;
        let clock = match days {
            Some(1) => " 1 day per move.".to_string(),
            Some(d) => format!(" {d} days per move."),
            None => String::new(),
        };
        match invite {
            None => {
                let text = format!(
                    "{} #{}: {} — waiting for a second player.{clock} Type /join or press Join.",
                    kind.title,
                    row.id,
                    players.versus()
                );
                self.out.push(Outgoing::Message {
                    chat: self.msg.chat.id,
                    text,
                    code: None,
                    photo: None,
                    picture: None,
                    buttons: vec![vec![Button {
                        label: "Join".into(),
                        data: format!("/join #{}", row.id),
                    }]],
                    game: Some(row.id),
                });
            }
            Some(code) => {
                let link = format!("https://t.me/{}?start={code}", self.config.bot_username);
                self.reply(format!(
                    "{} #{} created: you play {}.{clock}\nInvite a friend: send them {link}\nor let them type /join {code} in their private chat with me.",
                    kind.title,
                    row.id,
                    game.seat_name(seat)
                ));
            }
        }
        Ok(())
    }

    /// An invite code nobody can guess: 10 characters from 32 (50 bits).
    fn invite_code(&mut self) -> R<String> {
        const ALPHABET: &[u8] = b"abcdefghijkmnpqrstuvwxyz23456789";
        loop {
            let code: String = (0..10)
                .map(|_| ALPHABET[self.rng.random_range(0..ALPHABET.len())] as char)
                .collect();
            if store::game_by_invite(self.tx, &code)?.is_none() {
                return Ok(code);
            }
        }
    }

    fn join(&mut self, code: Option<String>) -> R<()> {
        let row = match (&code, self.private()) {
            (Some(code), _) if !code.starts_with('#') => {
                match store::game_by_invite(self.tx, code.trim())? {
                    Some(r) => r,
                    None => {
                        self.refuse(format!("No game has the invite code '{code}'. Check the code or ask your friend for a new link."));
                        return Ok(());
                    }
                }
            }
            (_, true) => {
                self.refuse("Send /join CODE with the invite code your friend got, or open their invite link.");
                return Ok(());
            }
            (_, false) => match store::group_game(self.tx, self.msg.chat.id)? {
                Some(r) => r,
                None => {
                    self.refuse("No game is waiting for a player here. Start one with /new GAME.");
                    return Ok(());
                }
            },
        };
        if row.seats.contains(&Some(self.user())) {
            self.refuse(format!("You already play in game #{}.", row.id));
            return Ok(());
        }
        if row.status != Status::Open {
            self.refuse(format!("Game #{} has both players already.", row.id));
            return Ok(());
        }
        let mut l = self.load(row)?;
        let Some(free) = [Seat::White, Seat::Black]
            .into_iter()
            .find(|s| l.row.seats[s.index()].is_none())
        else {
            self.refuse("Both seats are taken.");
            return Ok(());
        };
        l.row.seats[free.index()] = Some(self.user());
        l.row.status = Status::Active;
        l.row.updated_ms = self.now;
        let mut ctx = Ctx {
            now_ms: self.now,
            rng: &mut *self.rng,
            settings: &self.config.settings,
        };
        l.game.begin(&mut ctx);
        l.row.state = l.game.save()?.to_string();
        self.schedule(&mut l);
        store::update_game(self.tx, &l.row)?;
        self.games.put(l.row.id, &l.row.state, &*l.game);
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        let lead = vec![format!(
            "{} #{}: {} joins as {}. {}",
            l.kind.title,
            l.row.id,
            players.name(free),
            l.game.seat_name(free),
            players.versus()
        )];
        let out = deliver::announce(
            &l.row,
            &*l.game,
            &players,
            &[],
            true,
            &lead,
            self.config.pictures,
        );
        self.out.extend(out);
        self.ask_for_private_chat(&l)?;
        Ok(())
    }

    /// The players of a game with private views who have not opened a
    /// private chat with the bot (it cannot write to them).
    fn missing_private_chats(&self, l: &Loaded) -> R<Vec<Seat>> {
        let mut missing = Vec::new();
        if !l.game.private_views() {
            return Ok(missing);
        }
        for seat in [Seat::White, Seat::Black] {
            if let Some(user) = l.row.seats[seat.index()] {
                if !store::private_ok(self.tx, user)? {
                    missing.push(seat);
                }
            }
        }
        Ok(missing)
    }

    /// Tells the group which players must open a private chat with the bot
    /// before the game can go on.
    fn ask_for_private_chat(&mut self, l: &Loaded) -> R<()> {
        let missing = self.missing_private_chats(l)?;
        if missing.is_empty() {
            return Ok(());
        }
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        let names: Vec<String> = missing.iter().map(|s| players.name(*s)).collect();
        let link = format!(
            "https://t.me/{}?start={OPEN_LINK}",
            self.config.bot_username
        );
        let text = format!(
            "{}: I can only show you your board in our private chat. Open {link} and press Start; game #{} waits for you.",
            names.join(", "),
            l.row.id
        );
        let chat = l.row.chat_id.unwrap_or(self.msg.chat.id);
        self.out
            .push(deliver::message(chat, text, None, Some(l.row.id)));
        Ok(())
    }

    /// The user just opened their private chat with the bot: games with
    /// private views that waited for them can go on.
    fn private_chat_opened(&mut self) -> R<()> {
        for row in store::user_games(self.tx, self.user())? {
            let l = self.load(row)?;
            let Some(seat) = self.seat_of(&l.row) else {
                continue;
            };
            if l.row.status != Status::Active || !l.game.private_views() {
                continue;
            }
            let players = Players::load(self.tx, &l.row, &*l.game)?;
            let r = deliver::Recipient {
                chat: self.user(),
                viewer: Viewer::Seat(seat),
            };
            let head = vec![format!(
                "{} #{}: {}",
                l.kind.title,
                l.row.id,
                players.versus()
            )];
            let out = deliver::board_messages(
                &r,
                &l.row,
                &*l.game,
                &players,
                &head,
                self.config.pictures,
            );
            self.out.extend(out);
            if self.missing_private_chats(&l)?.is_empty() {
                let text = format!(
                    "{} is ready: game #{} goes on.",
                    players.label(seat),
                    l.row.id
                );
                for r in deliver::recipients(&l.row, &*l.game) {
                    if r.chat != self.user() {
                        self.out
                            .push(deliver::message(r.chat, text.clone(), None, Some(l.row.id)));
                    }
                }
            }
        }
        Ok(())
    }

    // ------------------------------------------------------------ finding the game

    fn load(&mut self, row: GameRow) -> R<Loaded> {
        let game = self.games.load(&row)?;
        let kind = kind_of(&row)?;
        Ok(Loaded { row, game, kind })
    }

    /// The game a command in this chat is about. `finished`: a finished game
    /// will do when nothing runs (for /board, /moves, /export).
    fn resolve(&mut self, target: Option<i64>, finished: bool) -> R<Option<Loaded>> {
        if let Some(id) = target {
            let row = store::game(self.tx, id)?.filter(|r| {
                r.status != Status::Aborted
                    && (r.seats.contains(&Some(self.user()))
                        || (!self.private() && r.chat_id == Some(self.msg.chat.id)))
            });
            return match row {
                Some(r) => Ok(Some(self.load(r)?)),
                None => {
                    self.refuse(format!(
                        "There is no game #{id} of yours here. /games lists yours."
                    ));
                    Ok(None)
                }
            };
        }
        if !self.private() {
            let chat = self.msg.chat.id;
            let row = match store::group_game(self.tx, chat)? {
                Some(r) => Some(r),
                None if finished => store::last_group_game(self.tx, chat)?,
                None => None,
            };
            return match row {
                Some(r) => Ok(Some(self.load(r)?)),
                None => {
                    self.refuse("No game is running in this chat. Start one with /new GAME.");
                    Ok(None)
                }
            };
        }
        let games = store::user_games(self.tx, self.user())?;
        let pick = self.pick_private(&games)?;
        match pick {
            Some(r) => Ok(Some(self.load(r)?)),
            None if games.is_empty() => {
                let last = if finished {
                    store::last_user_game(self.tx, self.user())?
                } else {
                    None
                };
                match last {
                    Some(r) => Ok(Some(self.load(r)?)),
                    None => {
                        self.refuse("You have no game running. Start one with /new GAME.");
                        Ok(None)
                    }
                }
            }
            None => {
                let list = self.game_list(&games)?;
                self.refuse(format!(
                    "Which game? You have several:\n{list}\nReply to its board, add #N, or choose one with /switch N."
                ));
                Ok(None)
            }
        }
    }

    /// Among a user's games: the one a reply points to, the one chosen with
    /// /switch, or the only one.
    fn pick_private(&self, games: &[GameRow]) -> R<Option<GameRow>> {
        if let Some(reply) = self.msg.reply_to {
            if let Some(id) = store::game_of_message(self.tx, self.msg.chat.id, reply)? {
                if let Some(g) = games.iter().find(|g| g.id == id) {
                    return Ok(Some(g.clone()));
                }
            }
        }
        if let Some(id) = store::current_game(self.tx, self.user())? {
            if let Some(g) = games.iter().find(|g| g.id == id) {
                return Ok(Some(g.clone()));
            }
        }
        Ok(match games {
            [one] => Some(one.clone()),
            _ => None,
        })
    }

    fn seat_of(&self, row: &GameRow) -> Option<Seat> {
        [Seat::White, Seat::Black]
            .into_iter()
            .find(|s| row.seats[s.index()] == Some(self.user()))
    }

    /// `#3 Opok in #club vs bob — your move`, one line per game.
    fn game_list(&mut self, games: &[GameRow]) -> R<String> {
        let current = store::current_game(self.tx, self.user())?;
        let mut lines = Vec::new();
        for row in games {
            let l = self.load(row.clone())?;
            let players = Players::load(self.tx, &l.row, &*l.game)?;
            let me = self.seat_of(&l.row);
            let opponent = match me {
                Some(s) => format!("vs {}", players.label(s.other())),
                None => players.versus(),
            };
            let place = match l.row.chat_id {
                Some(chat) => match store::chat(self.tx, chat)? {
                    Some((_, title)) => format!(" in {title}"),
                    None => String::new(),
                },
                None => String::new(),
            };
            let state = match (l.row.status, l.game.to_move()) {
                (Status::Open, _) => match &l.row.invite {
                    Some(code) => format!("waiting for a second player (invite code {code})"),
                    None => "waiting for a second player".into(),
                },
                (_, Some(s)) if Some(s) == me => "your move".into(),
                (_, Some(s)) => format!("{}'s move", players.name(s)),
                (_, None) => "over".into(),
            };
            let mark = if current == Some(l.row.id) {
                " ←"
            } else {
                ""
            };
            lines.push(format!(
                "#{} {}{place} {opponent} — {state}{mark}",
                l.row.id, l.kind.title
            ));
        }
        Ok(lines.join("\n"))
    }

    // ------------------------------------------------------------ moves

    fn play(&mut self, text: &str) -> R<()> {
        let l = if self.private() {
            self.private_move_target()?
        } else {
            match store::group_game(self.tx, self.msg.chat.id)? {
                Some(row) if row.status == Status::Active => Some(self.load(row)?),
                Some(_) => None, // people talk in groups: not every message is a move
                None => {
                    // A player of the game that just ended who types a move
                    // is told so; other talk is left alone.
                    if let Some(last) = store::last_group_game(self.tx, self.msg.chat.id)? {
                        if last.status == Status::Over
                            && self.seat_of(&last).is_some()
                            && looks_like_move(text)
                        {
                            self.refuse(format!(
                                "Game #{} is over. /new GAME starts another.",
                                last.id
                            ));
                        }
                    }
                    None
                }
            }
        };
        let Some(mut l) = l else { return Ok(()) };
        let seat = self.seat_of(&l.row);
        if !self.private() && l.game.private_views() {
            if seat.is_some() {
                self.refuse(
                    "Send your moves to me in our private chat: here everybody would see them.",
                );
            }
            return Ok(());
        }
        let Some(seat) = seat else {
            // A spectator: answer only what would have been a legal move,
            // and ignore chatter.
            if let Some(to_move) = l.game.to_move() {
                let mut probe = l.game.clone_box();
                let mut ctx = Ctx {
                    now_ms: self.now,
                    rng: &mut *self.rng,
                    settings: &self.config.settings,
                };
                if probe.play(to_move, text, &mut ctx).is_ok() {
                    self.refuse("You are not playing in this game.");
                }
            }
            return Ok(());
        };
        if !self.missing_private_chats(&l)?.is_empty() {
            self.ask_for_private_chat(&l)?;
            if self.private() {
                self.refuse(format!(
                    "Game #{} waits until both players have opened a private chat with me (the link is in the group). Send your move again then.",
                    l.row.id
                ));
            }
            return Ok(());
        }
        match l.game.to_move() {
            None => {
                self.refuse(format!("Game #{} is over.", l.row.id));
                return Ok(());
            }
            Some(s) if s != seat => {
                let players = Players::load(self.tx, &l.row, &*l.game)?;
                self.refuse(format!("Not your turn: it is {}'s move.", players.label(s)));
                return Ok(());
            }
            Some(_) => {}
        }
        let mut ctx = Ctx {
            now_ms: self.now,
            rng: &mut *self.rng,
            settings: &self.config.settings,
        };
        match l.game.play(seat, text, &mut ctx) {
            Ok(played) => self.apply(&mut l, played, text, Vec::new()),
            Err(refusal) => {
                let choices = l.game.choices_after_refusal(seat, text);
                self.refuse(refusal.0);
                if let (false, Some(Outgoing::Message { buttons, game, .. })) =
                    (choices.is_empty(), self.out.last_mut())
                {
                    *buttons = deliver::buttons(&choices, l.row.id);
                    *game = Some(l.row.id);
                }
                Ok(())
            }
        }
    }

    /// The game a move typed in a private chat is for.
    fn private_move_target(&mut self) -> R<Option<Loaded>> {
        let mut games = Vec::new();
        for row in store::user_games(self.tx, self.user())? {
            let l = self.load(row)?;
            // Group games take their moves in the group, except games with
            // private views, whose moves are secret.
            if l.row.chat_id.is_none() || l.game.private_views() {
                games.push(l);
            }
        }
        if games.is_empty() {
            self.refuse("You have no game to move in here. Start one with /new GAME, or /help.");
            return Ok(None);
        }
        let rows: Vec<GameRow> = games.iter().map(|l| l.row.clone()).collect();
        let waiting: Vec<GameRow> = games
            .iter()
            .filter(|l| {
                l.row.status == Status::Active
                    && l.game
                        .to_move()
                        .is_some_and(|s| Some(s) == self.seat_of(&l.row))
            })
            .map(|l| l.row.clone())
            .collect();
        // The one game waiting for this player's move takes it; with several,
        // a reply or /switch decides.
        let chosen = match waiting.as_slice() {
            [one] => Some(one.clone()),
            _ => self.pick_private(&rows)?,
        };
        match chosen {
            Some(row) => {
                let l = games.into_iter().find(|l| l.row.id == row.id);
                if let Some(l) = &l {
                    if l.row.status == Status::Open {
                        self.refuse(format!(
                            "Game #{} is still waiting for a second player.",
                            l.row.id
                        ));
                        return Ok(None);
                    }
                }
                Ok(l)
            }
            None => {
                let list = self.game_list(&rows)?;
                self.refuse(format!(
                    "Which game is this move for? You have several:\n{list}\nReply to its board, or choose one with /switch N."
                ));
                Ok(None)
            }
        }
    }

    /// Commits an accepted action: the log, the new state, the clocks, the
    /// announcements.
    fn apply(&mut self, l: &mut Loaded, played: Played, text: &str, lead: Vec<String>) -> R<()> {
        store::log_action(self.tx, l.row.id, self.user(), text, self.now)?;
        if played.board {
            l.row.draw_offer = None; // a move declines a standing draw offer
        }
        self.finish_or_schedule(l, &played)?;
        store::update_game(self.tx, &l.row)?;
        self.games.put(l.row.id, &l.row.state, &*l.game);
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        let out = deliver::announce(
            &l.row,
            &*l.game,
            &players,
            &played.notes,
            played.board,
            &lead,
            self.config.pictures,
        );
        self.out.extend(out);
        Ok(())
    }

    fn finish_or_schedule(&mut self, l: &mut Loaded, played: &Played) -> R<()> {
        settle(l.game.as_ref(), &mut l.row, played, self.now)
    }

    /// Sets the deadlines for the player to move.
    fn schedule(&self, l: &mut Loaded) {
        schedule(l.game.as_ref(), &mut l.row, self.now);
    }

    // ------------------------------------------------------------ game commands

    fn game_command(&mut self, target: Option<i64>, name: &str, args: &str) -> R<()> {
        let Some(mut l) = self.resolve(target, false)? else {
            return Ok(());
        };
        let Some(seat) = self.seat_of(&l.row) else {
            self.refuse("You are not playing in this game.");
            return Ok(());
        };
        if l.row.status == Status::Open {
            self.refuse("The game has not started: it waits for a second player.");
            return Ok(());
        }
        if !l.game.commands().contains(&name) {
            self.refuse(format!("/{name} is not used in {}.", l.kind.title));
            return Ok(());
        }
        let mut ctx = Ctx {
            now_ms: self.now,
            rng: &mut *self.rng,
            settings: &self.config.settings,
        };
        match l.game.command(seat, name, args, &mut ctx) {
            Ok(played) => self.apply(&mut l, played, &format!("/{name} {args}"), Vec::new()),
            Err(r) => {
                self.refuse(r.0);
                Ok(())
            }
        }
    }

    fn resign(&mut self, target: Option<i64>, ask: bool) -> R<()> {
        let Some(mut l) = self.resolve(target, false)? else {
            return Ok(());
        };
        let Some(seat) = self.seat_of(&l.row) else {
            self.refuse("You are not playing in this game.");
            return Ok(());
        };
        if l.row.status == Status::Open {
            self.refuse("Nobody has joined yet: /abort cancels the game.");
            return Ok(());
        }
        if ask {
            self.out.push(Outgoing::Message {
                chat: self.msg.chat.id,
                text: format!("Resign game #{}?", l.row.id),
                code: None,
                photo: None,
                picture: None,
                buttons: vec![vec![
                    Button {
                        label: "Yes, resign".into(),
                        data: format!("/resign #{}", l.row.id),
                    },
                    Button {
                        label: "No".into(),
                        data: format!("/board #{}", l.row.id),
                    },
                ]],
                game: Some(l.row.id),
            });
            return Ok(());
        }
        let outcome = l.game.resign(seat);
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        let lead = vec![format!("{} resigns.", players.label(seat))];
        let played = Played {
            notes: Vec::new(),
            board: false,
            outcome: Some(outcome),
        };
        self.apply(&mut l, played, "/resign", lead)
    }

    fn draw(&mut self, target: Option<i64>) -> R<()> {
        let Some(mut l) = self.resolve(target, false)? else {
            return Ok(());
        };
        let Some(seat) = self.seat_of(&l.row) else {
            self.refuse("You are not playing in this game.");
            return Ok(());
        };
        if l.row.status != Status::Active {
            self.refuse("The game has not started yet.");
            return Ok(());
        }
        if let Some(outcome) = l.game.claim_draw(seat) {
            let players = Players::load(self.tx, &l.row, &*l.game)?;
            let lead = vec![format!("{} claims a draw.", players.label(seat))];
            let played = Played {
                notes: Vec::new(),
                board: false,
                outcome: Some(outcome),
            };
            return self.apply(&mut l, played, "/draw", lead);
        }
        if let Err(r) = l.game.can_agree_draw() {
            self.refuse(r.0);
            return Ok(());
        }
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        match l.row.draw_offer.map(Seat::from_index) {
            Some(s) if s == seat => {
                self.refuse(format!(
                    "You have offered a draw already; {} can accept it with /draw.",
                    players.name(seat.other())
                ));
                Ok(())
            }
            Some(_) => {
                let outcome = l.game.agree_draw();
                let lead = vec![format!("{} accepts the draw.", players.label(seat))];
                let played = Played {
                    notes: Vec::new(),
                    board: false,
                    outcome: Some(outcome),
                };
                self.apply(&mut l, played, "/draw", lead)
            }
            None => {
                l.row.draw_offer = Some(seat.index());
                l.row.updated_ms = self.now;
                store::update_game(self.tx, &l.row)?;
                store::log_action(self.tx, l.row.id, self.user(), "/draw", self.now)?;
                let text = format!(
                    "{} offers a draw in game #{}. {}: /draw accepts; a move declines.",
                    players.label(seat),
                    l.row.id,
                    players.name(seat.other())
                );
                for r in deliver::recipients(&l.row, &*l.game) {
                    // The offerer's own chat gets no Accept button.
                    let buttons = if r.viewer == Viewer::Seat(seat) {
                        Vec::new()
                    } else {
                        vec![vec![Button {
                            label: "Accept draw".into(),
                            data: format!("/draw #{}", l.row.id),
                        }]]
                    };
                    self.out.push(Outgoing::Message {
                        chat: r.chat,
                        text: text.clone(),
                        code: None,
                        photo: None,
                        picture: None,
                        buttons,
                        game: Some(l.row.id),
                    });
                }
                Ok(())
            }
        }
    }

    fn abort(&mut self, target: Option<i64>) -> R<()> {
        let Some(mut l) = self.resolve(target, false)? else {
            return Ok(());
        };
        if l.row.creator != self.user() {
            self.refuse("Only the player who created the game can abort it.");
            return Ok(());
        }
        if l.row.status == Status::Active && !l.game.untouched() {
            let draw = if l.game.can_agree_draw().is_ok() {
                ", or /draw to offer a draw"
            } else {
                ""
            };
            self.refuse(format!(
                "The game has started: moves were made. /resign to give up{draw}."
            ));
            return Ok(());
        }
        let recipients = deliver::recipients(&l.row, &*l.game);
        l.row.status = Status::Aborted;
        l.row.invite = None;
        l.row.clock_ms = None;
        l.row.limit_ms = None;
        l.row.remind_ms = None;
        l.row.updated_ms = self.now;
        store::update_game(self.tx, &l.row)?;
        let text = format!(
            "{} #{} aborted by {}.",
            l.kind.title, l.row.id, self.msg.user.name
        );
        let mut told_here = false;
        for r in recipients {
            told_here |= r.chat == self.msg.chat.id;
            self.out.push(Outgoing::text(r.chat, text.clone()));
        }
        if !told_here {
            self.reply(text);
        }
        Ok(())
    }

    // ------------------------------------------------------------ looking

    fn viewer(&self, row: &GameRow) -> Viewer {
        match self.seat_of(row) {
            Some(seat) if self.private() => Viewer::Seat(seat),
            _ => Viewer::Public,
        }
    }

    fn board(&mut self, target: Option<i64>, as_text: bool) -> R<()> {
        let Some(l) = self.resolve(target, true)? else {
            return Ok(());
        };
        let viewer = self.viewer(&l.row);
        if !deliver::visible(&*l.game, viewer) {
            self.refuse("The position is hidden until the game ends: each player sees their own pieces in their private chat with me.");
            return Ok(());
        }
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        let head = vec![format!(
            "{} #{}: {}",
            l.kind.title,
            l.row.id,
            players.versus()
        )];
        if as_text {
            // The text board carries the game's figures under the grid.
            let mut lines = head;
            if l.row.status == Status::Open {
                lines.push("Waiting for a second player.".into());
            } else {
                lines.extend(deliver::turn_line(&*l.game, &players));
            }
            let code = l.game.board_text(viewer);
            self.reply_code(lines.join("\n"), code, Some(l.row.id));
        } else {
            let r = deliver::Recipient {
                chat: self.msg.chat.id,
                viewer,
            };
            let out = deliver::board_messages(
                &r,
                &l.row,
                &*l.game,
                &players,
                &head,
                self.config.pictures,
            );
            self.out.extend(out);
        }
        Ok(())
    }

    fn moves(&mut self, target: Option<i64>) -> R<()> {
        let Some(l) = self.resolve(target, true)? else {
            return Ok(());
        };
        let viewer = self.viewer(&l.row);
        let moves = l.game.moves(viewer);
        let head = format!("{} #{}: the moves so far", l.kind.title, l.row.id);
        if moves.trim().is_empty() {
            self.reply(format!("{head}: none yet."));
        } else {
            self.reply_code(head, moves, Some(l.row.id));
        }
        Ok(())
    }

    fn export(&mut self, target: Option<i64>, args: &str) -> R<()> {
        let Some(l) = self.resolve(target, true)? else {
            return Ok(());
        };
        if l.game.private_views() && l.game.outcome().is_none() {
            self.refuse(
                "The record is secret until the game ends: /moves shows what you may know.",
            );
            return Ok(());
        }
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        let names = [players.name(Seat::White), players.name(Seat::Black)];
        let record = records::with_players(
            &l.game.export(args),
            [&names[0], &names[1]],
            [l.game.seat_name(Seat::White), l.game.seat_name(Seat::Black)],
        );
        self.reply_code(
            format!("{} #{}: the record", l.kind.title, l.row.id),
            record,
            Some(l.row.id),
        );
        Ok(())
    }

    fn games(&mut self) -> R<()> {
        let games = store::user_games(self.tx, self.user())?;
        if games.is_empty() {
            self.reply("You have no game running. Start one with /new GAME.");
        } else {
            let list = self.game_list(&games)?;
            self.reply(format!(
                "Your games:\n{list}\n/switch N makes game N the one your moves here go to."
            ));
        }
        Ok(())
    }

    fn switch(&mut self, arg: &str) -> R<()> {
        let id = arg.trim().trim_start_matches('#').parse::<i64>();
        let games = store::user_games(self.tx, self.user())?;
        match id {
            Ok(id) if games.iter().any(|g| g.id == id) => {
                store::set_current_game(self.tx, self.user(), Some(id))?;
                self.reply(format!("Game #{id} chosen: moves you type here go to it."));
            }
            _ => {
                let list = if games.is_empty() {
                    "You have no game running.".to_string()
                } else {
                    format!("Your games:\n{}", self.game_list(&games)?)
                };
                self.refuse(format!(
                    "/switch N takes the number of one of your games. {list}"
                ));
            }
        }
        Ok(())
    }
}

/// Stores the game's new state in its row: over (with its result) or
/// running with the deadlines of the player to move. Only a move restarts
/// the correspondence limit: an action that leaves the board as it was (a
/// refused Kriegspiel attempt, a question) must not buy its player time.
fn settle(game: &dyn Game, row: &mut GameRow, played: &Played, now: i64) -> R<()> {
    row.state = game.save()?.to_string();
    row.updated_ms = now;
    match played.outcome.clone().or_else(|| game.outcome()) {
        Some(o) => {
            row.status = Status::Over;
            row.result = Some(o.result.score().to_string());
            row.draw_offer = None;
            row.clock_ms = None;
            row.limit_ms = None;
            row.remind_ms = None;
        }
        None if played.board => schedule(game, row, now),
        None => row.clock_ms = game.deadline(),
    }
    Ok(())
}

/// The deadlines of a game for its player to move: the game's own clock and
/// the correspondence limit, with its reminder when 10% is left.
fn schedule(game: &dyn Game, row: &mut GameRow, now: i64) {
    row.clock_ms = None;
    row.limit_ms = None;
    row.remind_ms = None;
    if row.status != Status::Active || game.to_move().is_none() {
        return;
    }
    row.clock_ms = game.deadline();
    if let Some(days) = row.days {
        let span = days * DAY_MS;
        row.limit_ms = Some(now + span);
        row.remind_ms = Some(now + span - span / 10);
    }
}

/// A deadline or reminder of `row` is due at `now`: remind the player to
/// move, or end the game on time as its rules say.
pub fn fire(
    tx: &Connection,
    mut row: GameRow,
    now: i64,
    rng: &mut StdRng,
    config: &HubConfig,
    games: &mut GameCache,
) -> R<Vec<Outgoing>> {
    let mut game = games.load(&row)?;
    let kind = kind_of(&row)?;
    let players = Players::load(tx, &row, &*game)?;
    let Some(seat) = game.to_move().filter(|_| row.status == Status::Active) else {
        row.clock_ms = None;
        row.limit_ms = None;
        row.remind_ms = None;
        store::update_game(tx, &row)?;
        return Ok(Vec::new());
    };
    let timed_out =
        row.clock_ms.is_some_and(|t| t <= now) || row.limit_ms.is_some_and(|t| t <= now);
    if !timed_out {
        // The reminder: once, to wherever the player reads the game.
        row.remind_ms = None;
        store::update_game(tx, &row)?;
        let left = row.limit_ms.map(|t| t - now).unwrap_or(0);
        let text = format!(
            "Reminder: {}, it is your move in {} #{} — {} left.",
            players.name(seat),
            kind.title,
            row.id,
            duration_words(left)
        );
        let chat = match row.chat_id {
            Some(group) if !game.private_views() => group,
            _ => row.seats[seat.index()].unwrap_or(0),
        };
        return Ok(vec![deliver::message(chat, text, None, Some(row.id))]);
    }
    let mut ctx = Ctx {
        now_ms: now,
        rng,
        settings: &config.settings,
    };
    let played = game.timeout(seat, &mut ctx);
    let user = row.seats[seat.index()].unwrap_or(0);
    store::log_action(tx, row.id, user, "(time)", now)?;
    // Running out of time ends the player's turn as a move would.
    let ended_turn = Played {
        board: true,
        ..played.clone()
    };
    settle(game.as_ref(), &mut row, &ended_turn, now)?;
    store::update_game(tx, &row)?;
    games.put(row.id, &row.state, game.as_ref());
    let lead = vec![format!("{} ran out of time.", players.label(seat))];
    Ok(deliver::announce(
        &row,
        &*game,
        &players,
        &played.notes,
        played.board,
        &lead,
        config.pictures,
    ))
}

/// Words that start moves in some games.
const MOVE_WORDS: [&str; 4] = ["pass", "remove", "swap", "castle"];

/// Whether a text could be a move in one of the games: it names a square (a
/// letter a–l followed by a digit), castles (`O-O`, `0-0`) or starts with a
/// move word (`pass`, `remove e4`, `swap e4 d4`, `castle …`), and has no
/// other word of four letters or more (`what about e4?` is talk; `Nxe4`,
/// `b4-c4-d4-d3`, `pa2-a1=H` are moves).
fn looks_like_move(text: &str) -> bool {
    let lower = text.trim().to_ascii_lowercase();
    let b = lower.as_bytes();
    let first = lower.split_whitespace().next().unwrap_or("");
    let shaped = b
        .windows(2)
        .any(|w| (b'a'..=b'l').contains(&w[0]) && w[1].is_ascii_digit())
        || lower.starts_with("o-o")
        || lower.starts_with("0-0")
        || MOVE_WORDS.contains(&first);
    let wordy = lower
        .split(|c: char| !c.is_alphabetic())
        .any(|w| w.chars().count() >= 4 && !MOVE_WORDS.contains(&w));
    shaped && !wordy
}

/// `2 days 3 h`, `5 h 10 min`, `40 s`.
pub fn duration_words(ms: i64) -> String {
    let s = (ms.max(0) + 999) / 1000;
    let (d, h, m) = (s / 86400, s % 86400 / 3600, s % 3600 / 60);
    if d > 0 {
        format!("{d} day{} {h} h", if d == 1 { "" } else { "s" })
    } else if h > 0 {
        format!("{h} h {m} min")
    } else if m > 0 {
        format!("{m} min {} s", s % 60)
    } else {
        format!("{s} s")
    }
}

#[cfg(test)]
mod tests {
    use super::looks_like_move;

    #[test]
    fn moves_are_told_from_talk() {
        for m in [
            "e4",
            "Nxe4+",
            "exd5",
            "e8=Q",
            "N@e4",
            "K/c2",
            "pa2-a1=H",
            "a1 3 c3",
            "b4-c4-d4-d3-c3-c4-c5-b5-a5-a4-a3-a2-b2-b1-c1-d1-d2",
            "O-O-O",
            "0-0",
            "pass",
            "remove e4",
            "swap e4 d4",
            "castle e1 h1",
            "e2e4!?",
            "l12-k11",
        ] {
            assert!(looks_like_move(m), "{m:?} is a move");
        }
        for t in [
            "lol",
            "nice one!",
            "what about e4?",
            "I think e4 was a mistake",
            "good game",
            "",
            "hmm",
            "ok",
        ] {
            assert!(!looks_like_move(t), "{t:?} is talk");
        }
    }
}
