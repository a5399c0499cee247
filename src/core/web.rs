//! The web board's side of the core (issue 31): a game as one user may
//! see it, and an action sent from the board, handled exactly as the same
//! text typed by that user in the game's chat.
//!
//! A board is named by its link token ([`crate::store::web`]), never by
//! the game's number. What a user gets is built the way their chat's
//! messages are: the [`View`] the PNG is drawn from, the caption lines,
//! the move list, all for the viewer they are (a player: their seat; anyone
//! else: the public), so a Kriegspiel player learns nothing their private
//! chat would not tell them.

use rand::rngs::StdRng;
use rusqlite::Connection;
use serde::Serialize;

use crate::i18n::{self, Lang};
use crate::message::{Chat, ChatKind, Content, Incoming, OpenBoard, Outgoing, User};
use crate::rules::taps::Tap;
use crate::rules::{Seat, Viewer};
use crate::store::{self, GameRow, Status};
use crate::t;
use crate::view::View;

use super::deliver::{self, Players};
use super::{queue, session, CoreError, Hub, HubConfig};

/// Why a board request was not answered with a board.
#[derive(Debug, thiserror::Error)]
pub enum WebError {
    /// No game has this link.
    #[error("no such game")]
    NotFound,
    /// The user may not do this (a spectator acting, a move out of turn,
    /// a private game's stranger); the reason in their language.
    #[error("forbidden: {0}")]
    Forbidden(String),
    /// The game refused the action (an illegal move); the refusal in the
    /// user's language. Nothing changed.
    #[error("refused: {0}")]
    Refused(String),
    #[error(transparent)]
    Core(#[from] CoreError),
}

impl From<rusqlite::Error> for WebError {
    fn from(e: rusqlite::Error) -> WebError {
        WebError::Core(e.into())
    }
}

/// A player as the board shows them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerLine {
    /// `alice`, `@bob`; `None` for an empty seat.
    pub name: Option<String>,
    /// The seat's name in the reader's language (`White`, `Перший`).
    pub seat: String,
}

/// A button: its label, and the text it sends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Action {
    pub label: String,
    pub text: String,
}

/// A game as one user may see it: what `GET /api/games/LINK` answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Board {
    /// The game's name and number (`Opok #3`).
    pub title: String,
    /// The game's kind (`opok`), for the page's layout.
    pub kind: &'static str,
    /// `open`, `active`, `over` or `aborted`.
    pub status: &'static str,
    /// The reader's language (`en`, `uk`, `pl`, `ru`).
    pub lang: &'static str,
    /// The reader's seat (0 White / First, 1 Black / Second), if they play.
    pub you: Option<usize>,
    pub players: [PlayerLine; 2],
    /// The seat to move, while the game runs.
    pub to_move: Option<usize>,
    /// The board as the PNG shows it to this reader; `None` where their
    /// chat gets no picture (Kriegspiel's public, Chpok's bidding).
    pub view: Option<View>,
    /// Where there is no picture but the position is no secret (Chpok's
    /// bidding table): the text board, as `/board text` shows it.
    pub table: Option<String>,
    /// The caption's lines: the game's status, whose turn, the result.
    pub caption: Vec<String>,
    /// `/moves` as this reader may know it.
    pub moves: String,
    /// The reader's actions now, with their squares (empty unless it is
    /// their turn).
    pub taps: Vec<Tap>,
    /// The game's buttons for the reader (bids, `Any?`).
    pub choices: Vec<Action>,
    /// The reader may offer (or accept) a draw, and resign.
    pub can_draw: bool,
    pub can_resign: bool,
    /// The seat that offered a draw, if one stands.
    pub draw_offer: Option<usize>,
    /// Changes whenever anything above does: the page asks for the board
    /// again when it differs (a hash of the rest, so it tells nothing the
    /// rest does not).
    pub version: String,
}

impl Hub {
    /// The game `link` names, as `user` may see it at `now_ms`.
    pub fn web_board(&mut self, link: &str, user: &User, now_ms: i64) -> Result<Board, WebError> {
        let row = self.web_row(link)?;
        let conn = self.store.conn();
        let lang = user_lang(conn, user)?;
        let seat = seat_of(&row, user.id);
        if row.chat_id.is_none() && seat.is_none() {
            return Err(WebError::Forbidden(i18n::render(
                &t!("web-private-game"),
                lang,
            )));
        }
        let game = self.games.load(&row)?;
        let conn = self.store.conn();
        let shown = game.at_time(now_ms);
        let game = shown.as_deref().unwrap_or(&*game);
        let viewer = match seat {
            Some(s) => Viewer::Seat(s),
            None => Viewer::Public,
        };
        let players = Players::load(conn, &row, game)?;
        let tr = |s: &str| i18n::render(s, lang);
        let mut caption: Vec<String> = Vec::new();
        let status = game.status(viewer);
        if !status.is_empty() {
            caption.extend(tr(&status).lines().map(str::to_string));
        }
        if row.status == Status::Open {
            caption.push(tr(&t!("web-waiting")));
        } else if let Some(line) = deliver::turn_line(game, &players, &row, now_ms) {
            caption.push(tr(&line));
        }
        let view = game.view(viewer).map(|mut v| {
            v.translate(lang);
            v
        });
        let table = (view.is_none() && !game.private_views()).then(|| tr(&game.board_text(viewer)));
        let active = row.status == Status::Active;
        let acting = seat.filter(|s| {
            active && row.left_seats & store::seat_bit(s.index()) == 0 && game.to_move() == Some(*s)
        });
        let taps = acting.map(|s| game.taps(s)).unwrap_or_default();
        let choices = acting
            .map(|s| game.choices(s))
            .unwrap_or_default()
            .into_iter()
            .map(|c| Action {
                label: tr(&c.label),
                text: c.command,
            })
            .collect();
        let playing = seat.is_some() && active;
        let seat_line = |s: Seat| PlayerLine {
            name: players.names[s.index()].clone(),
            seat: tr(&crate::rules::seat_word(players.seat_names[s.index()])),
        };
        let mut board = Board {
            title: tr(&format!("{} #{}", game.kind().title(), row.id)),
            kind: game.kind().name,
            status: status_word(row.status),
            lang: lang.code(),
            you: seat.map(Seat::index),
            players: [seat_line(Seat::White), seat_line(Seat::Black)],
            to_move: game.to_move().filter(|_| active).map(Seat::index),
            view,
            table,
            caption,
            moves: tr(&game.moves(viewer)),
            taps,
            choices,
            can_draw: playing && game.can_agree_draw().is_ok(),
            can_resign: playing,
            draw_offer: row.draw_offer.filter(|_| active),
            version: String::new(),
        };
        board.version = version_of(&board);
        Ok(board)
    }

    /// Something that changes when game `link`'s row does (cheap: no
    /// game is loaded); `None` for an unknown link.
    pub fn web_stamp(&self, link: &str) -> Result<Option<String>, CoreError> {
        match store::web::game_of_link(self.store.conn(), link)? {
            Some(id) => Ok(store::web::stamp(self.store.conn(), id)?),
            None => Ok(None),
        }
    }

    /// `user` sends `text` from game `link`'s board at `now_ms`: handled
    /// as if they had typed it in the game's chat (the group; their private
    /// chat for a private game or a Kriegspiel attempt), in one
    /// transaction with its replies. Its answer comes back here instead of
    /// the chat: `Ok` with a short note (often empty) or the refusal.
    pub fn web_act(
        &mut self,
        link: &str,
        user: &User,
        text: &str,
        now_ms: i64,
    ) -> Result<String, WebError> {
        let row = self.web_row(link)?;
        let conn = self.store.conn();
        let lang = user_lang(conn, user)?;
        let tr = |s: String| i18n::render(&s, lang);
        // Read before it becomes a message: through the gate first.
        let text = super::gate::text(text);
        let text = text.trim();
        let Some(seat) = seat_of(&row, user.id) else {
            return Err(WebError::Forbidden(tr(t!("find-not-playing"))));
        };
        match row.status {
            Status::Open => {
                return Err(WebError::Forbidden(tr(t!(
                    "play-still-waiting",
                    id = row.id
                ))))
            }
            Status::Over | Status::Aborted => {
                return Err(WebError::Forbidden(tr(t!("web-game-over", id = row.id))))
            }
            Status::Active => {}
        }
        let game = self.games.load(&row)?;
        let kind = self.games.kind_of(&row)?;
        let command = text.starts_with('/');
        if !command {
            if let Some(turn) = game.to_move().filter(|t| *t != seat) {
                let players = Players::load(self.store.conn(), &row, &*game)?;
                return Err(WebError::Forbidden(tr(t!(
                    "play-not-your-turn",
                    player = players.label(turn)
                ))));
            }
            if !(kind.looks_like_move)(text) {
                return Err(WebError::Refused(tr(t!(
                    "web-not-a-move",
                    text = crate::rules::shorten(text)
                ))));
            }
        }
        // The chat the same text would be typed in.
        let chat = match row.chat_id {
            Some(group) if !game.private_views() => {
                let title = store::chat(self.store.conn(), group)?
                    .map(|(_, t)| t)
                    .unwrap_or_default();
                Chat {
                    id: group,
                    kind: ChatKind::Group,
                    title,
                }
            }
            _ => {
                if !store::private_ok(self.store.conn(), user.id)? {
                    return Err(WebError::Forbidden(tr(t!(
                        "web-open-private-chat",
                        link = format!("https://t.me/{}?start", self.config.bot_username)
                    ))));
                }
                Chat {
                    id: user.id,
                    kind: ChatKind::Private,
                    title: user.name.clone(),
                }
            }
        };
        // `#N` names the game, as a player in several games would type it.
        let routed = if command {
            format!("{text} #{}", row.id)
        } else {
            format!("#{} {text}", row.id)
        };
        // A button press: its answer (a refusal, a note) goes to the
        // presser alone, which here is the board.
        let msg = Incoming {
            update_id: None,
            chat,
            user: user.clone(),
            content: Content::Button {
                data: routed,
                query_id: WEB_QUERY.into(),
            },
            reply_to: None,
            admin: false,
        };
        let answers = self.act_in_tx(&msg, now_ms)?;
        let mut note = String::new();
        for a in answers {
            if let Outgoing::Answer { text, alert, .. } = a {
                if alert {
                    return Err(WebError::Refused(text.into()));
                }
                if !text.is_empty() {
                    note = text.into();
                }
            }
        }
        Ok(note)
    }

    /// Game `id`'s link token (made the first time): for the console's
    /// `--web` links and tests.
    pub fn web_link(&mut self, id: i64) -> Result<String, CoreError> {
        Ok(store::web::link_of(self.store.conn(), id, &mut self.rng)?)
    }

    fn web_row(&self, link: &str) -> Result<GameRow, WebError> {
        // A link is hex digits; anything else names nothing.
        if link.is_empty() || link.len() > 64 || !link.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(WebError::NotFound);
        }
        let id = store::web::game_of_link(self.store.conn(), link)?.ok_or(WebError::NotFound)?;
        store::game(self.store.conn(), id)?.ok_or(WebError::NotFound)
    }

    /// One message in its own transaction, as [`Hub::handle`] does, but
    /// its answers to the press are returned instead of queued.
    fn act_in_tx(&mut self, msg: &Incoming, now_ms: i64) -> Result<Vec<Outgoing>, CoreError> {
        let tx = self.store.conn_mut().transaction()?;
        let msg = super::gate::admit(msg);
        let mut s = session::Session::new(
            &tx,
            now_ms,
            &mut self.rng,
            &self.config,
            &mut self.games,
            &msg,
        );
        s.run()?;
        let bot_games = s.bot_games().to_vec();
        let (answers, mut rest): (Vec<Outgoing>, Vec<Outgoing>) = s
            .finish()
            .into_iter()
            .partition(|o| matches!(o, Outgoing::Answer { .. }));
        add_board_links(&tx, &mut rest, &self.config, &mut self.rng)?;
        queue(&tx, &rest, now_ms)?;
        tx.commit()?;
        self.bot_watch.committed(&bot_games);
        Ok(answers)
    }
}

/// The query id of a press made on the web board (never Telegram's).
const WEB_QUERY: &str = "web";

/// With `[web]`: every board of a running game gets its "Open board"
/// button (the game's link made the first time).
pub(super) fn add_board_links(
    conn: &Connection,
    out: &mut [Outgoing],
    config: &HubConfig,
    rng: &mut StdRng,
) -> Result<(), CoreError> {
    if !config.web_links {
        return Ok(());
    }
    for o in out.iter_mut() {
        if let Outgoing::Message {
            board: true,
            game: Some(id),
            open_board,
            ..
        } = o
        {
            if store::web::is_active(conn, *id)? {
                *open_board = Some(OpenBoard {
                    label: crate::text!("web-open-board"),
                    link: store::web::link_of(conn, *id, rng)?,
                });
            }
        }
    }
    Ok(())
}

fn seat_of(row: &GameRow, user: i64) -> Option<Seat> {
    [Seat::White, Seat::Black]
        .into_iter()
        .find(|s| row.seats[s.index()] == Some(user))
}

/// The language the user reads: their choice, Telegram's, or English.
fn user_lang(conn: &Connection, user: &User) -> Result<Lang, CoreError> {
    if store::user_name(conn, user.id)?.is_some() {
        return Ok(store::user_lang(conn, user.id)?);
    }
    Ok(Lang::from_telegram(user.lang.as_deref()))
}

fn status_word(status: Status) -> &'static str {
    match status {
        Status::Open => "open",
        Status::Active => "active",
        Status::Over => "over",
        Status::Aborted => "aborted",
    }
}

/// A hash of the board's JSON (without the version).
fn version_of(board: &Board) -> String {
    use std::hash::{Hash, Hasher};
    let json = serde_json::to_string(board).unwrap_or_default();
    let mut h = std::hash::DefaultHasher::new();
    json.hash(&mut h);
    format!("{:016x}", h.finish())
}
