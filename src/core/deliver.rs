//! Who receives what: turns a game's announcements and views into one
//! message per recipient chat, each with only what that recipient may see.

use crate::i18n::Text;
use crate::text;
use rusqlite::Connection;

use crate::ratings::Rating;
use crate::rules::{Audience, Choice, Game, GameKind, Outcome, Seat, Viewer};
use crate::store::ratings::Change as RatingChange;
use crate::store::{self, GameRow, Status};

use crate::message::{Button, Outgoing};

/// A chat that follows a game, and as whom it looks at the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recipient {
    pub chat: i64,
    pub viewer: Viewer,
}

/// The chats that follow a game: the group (if any) and, where the game is
/// played from private chats or has private views, each seated player's
/// private chat.
pub fn recipients(row: &GameRow, game: &dyn Game) -> Vec<Recipient> {
    let mut out = Vec::new();
    if let Some(group) = row.chat_id {
        out.push(Recipient {
            chat: group,
            viewer: Viewer::Public,
        });
        if !game.private_views() {
            return out;
        }
    }
    for seat in [Seat::White, Seat::Black] {
        if let Some(user) = row.seats[seat.index()] {
            out.push(Recipient {
                chat: user,
                viewer: Viewer::Seat(seat),
            });
        }
    }
    out
}

/// Whether a recipient hears an announcement meant for `to`.
pub fn hears(to: Audience, r: &Recipient, game: &dyn Game) -> bool {
    match to {
        Audience::All => true,
        Audience::Seat(s) => match r.viewer {
            Viewer::Seat(v) => v == s,
            // In a group game without private views the group sees everything.
            Viewer::Public => !game.private_views(),
        },
    }
}

/// Seat names with the players' names: `alice (White)`.
pub struct Players {
    pub names: [Option<String>; 2],
    /// The seats' names as the game calls them now.
    pub seat_names: [&'static str; 2],
    /// The user id of each player whose name needs a mention link.
    links: [Option<i64>; 2],
}

impl Players {
    pub fn load(conn: &Connection, row: &GameRow, game: &dyn Game) -> rusqlite::Result<Players> {
        let mut names = [None, None];
        let mut links = [None, None];
        for (i, user) in row.seats.iter().enumerate() {
            if let Some(u) = user {
                let (name, link) =
                    store::user_naming(conn, *u)?.unwrap_or_else(|| (format!("user {u}"), false));
                names[i] = Some(name);
                links[i] = link.then_some(*u);
            }
        }
        Ok(Players {
            names,
            seat_names: [game.seat_name(Seat::White), game.seat_name(Seat::Black)],
            links,
        })
    }

    /// The players named with a mention link (they have no @username), for
    /// [`Outgoing::mentioning`].
    pub fn mentions(&self) -> Vec<(String, i64)> {
        (0..2)
            .filter_map(|i| Some((self.names[i].clone()?, self.links[i]?)))
            .collect()
    }

    pub fn name(&self, seat: Seat) -> String {
        self.names[seat.index()]
            .clone()
            .unwrap_or_else(|| "…".into())
    }

    /// `alice (White)`
    pub fn label(&self, seat: Seat) -> Text {
        Text::plain(&self.name(seat))
            .and_plain(" (")
            .and(&crate::i18n::word_text(
                "seat",
                self.seat_names[seat.index()],
            ))
            .and_plain(")")
    }

    /// `alice (White) vs bob (Black)`
    pub fn versus(&self) -> Text {
        text!(
            "versus",
            first = self.label(Seat::White),
            second = self.label(Seat::Black)
        )
    }

    /// `alice (White, 1540) vs bob (Black, 1620?)`: with each player's
    /// rating in the game's kind.
    pub fn versus_rated(&self, ratings: [Rating; 2]) -> Text {
        let label = |seat: Seat| {
            Text::plain(&self.name(seat))
                .and_plain(" (")
                .and(&crate::i18n::word_text(
                    "seat",
                    self.seat_names[seat.index()],
                ))
                .and_plain(&format!(", {})", ratings[seat.index()].shown()))
        };
        text!(
            "versus",
            first = label(Seat::White),
            second = label(Seat::Black)
        )
    }

    /// `Ratings: alice 1540 → 1556, bob 1620? → 1604?`
    pub fn rating_line(&self, change: &RatingChange) -> Text {
        let part = |seat: Seat| {
            let i = seat.index();
            format!(
                "{} {} → {}",
                self.name(seat),
                change.before[i].shown(),
                change.after[i].shown()
            )
        };
        text!(
            "ratings-change",
            first = part(Seat::White),
            second = part(Seat::Black)
        )
    }
}

/// A game's name (`Korpalski Chess`).
pub fn title(kind: &GameKind) -> Text {
    kind.title()
}

/// `Korpalski Chess #3`: a game's name and number.
pub fn tag(kind: &GameKind, id: i64) -> Text {
    title(kind).and_plain(&format!(" #{id}"))
}

/// `Game over: 0-1, Black wins by checkmate.`
pub fn game_over_line(outcome: &Outcome) -> Text {
    Text::plain(&format!("Game over: {}, ", outcome.result.score())).and(&outcome.reason)
}

/// `bob (Black) to move.` (with the time left under `days=N`: `bob
/// (Black) to move, 2 days 4 h left.`), or the `Game over: ` line.
pub fn turn_line(game: &dyn Game, players: &Players, row: &GameRow, now: i64) -> Option<Text> {
    match (game.outcome(), game.to_move()) {
        (Some(outcome), _) => Some(game_over_line(&outcome)),
        (None, Some(seat)) => Some(match time_left(row, now) {
            Some(left) => text!("turn-time-left", player = players.label(seat), left = left),
            None => text!("turn", player = players.label(seat)),
        }),
        (None, None) => None,
    }
}

/// The time the player to move has left under `days=N`, in words.
pub fn time_left(row: &GameRow, now: i64) -> Option<Text> {
    let limit = row.limit_ms.filter(|_| row.status == Status::Active)?;
    Some(super::session::duration_words(limit - now))
}

/// Telegram allows 1024 characters in a caption; longer announcements go
/// into a message of their own before the picture.
const CAPTION_LIMIT: usize = 1000;

/// The board as one recipient sees it: a picture with a caption (lead lines,
/// the game's status, whose move, the result), or text where no picture can
/// be shown.
pub fn board_messages(
    r: &Recipient,
    row: &GameRow,
    game: &dyn Game,
    players: &Players,
    lead: &[Text],
    pictures: bool,
    now: i64,
) -> Vec<Outgoing> {
    // Shown as it stands now: a running clock counts down.
    let shown = game.at_time(now);
    let game = shown.as_deref().unwrap_or(game);
    let mut lines: Vec<Text> = lead.to_vec();
    let status = game.status(r.viewer);
    if !status.is_empty() {
        lines.push(status);
    }
    lines.extend(turn_line(game, players, row, now));
    let text = Text::join(lines, "\n");
    let mut out = Vec::new();
    let picture = game.view(r.viewer).filter(|_| pictures);
    match picture {
        Some(view) => {
            // Measured as read (the text holds message references, which
            // are longer); Telegram's transport splits a caption that is
            // still too long in the reader's language.
            let (first, caption) = if crate::i18n::en(&text).chars().count() > CAPTION_LIMIT {
                (Some(text), Text::default())
            } else {
                (None, text)
            };
            if let Some(first) = first {
                out.push(
                    Outgoing::text(r.chat, first)
                        .about(row.id)
                        .mentioning(players.mentions()),
                );
            }
            let board = Outgoing::text(r.chat, caption)
                .with_picture(view)
                .with_buttons(turn_buttons(r, row, game))
                .about(row.id)
                .as_board()
                .mentioning(players.mentions());
            out.push(board);
        }
        None => {
            // No picture: the text board is the board (hidden when the
            // viewer may not see the position).
            let code = visible(game, r.viewer).then(|| game.board_text(r.viewer));
            let mut m = Outgoing::text(r.chat, text)
                .with_buttons(turn_buttons(r, row, game))
                .about(row.id)
                .as_board()
                .mentioning(players.mentions());
            if let Some(code) = code {
                m = m.with_code(code);
            }
            out.push(m);
        }
    }
    out
}

/// Whether `viewer` may see the position: a game without a picture for a
/// viewer hides the position only when it has private views (Kriegspiel);
/// otherwise its text board stands in (Chpok's bidding table).
pub fn visible(game: &dyn Game, viewer: Viewer) -> bool {
    game.view(viewer).is_some() || !game.private_views()
}

/// The buttons under a board: the game's choices for the player to move,
/// then draw and resignation for the players of a running game.
fn turn_buttons(r: &Recipient, row: &GameRow, game: &dyn Game) -> Vec<Vec<Button>> {
    let Some(seat) = game.to_move() else {
        return Vec::new();
    };
    let reads = match r.viewer {
        Viewer::Seat(v) => v == seat,
        Viewer::Public => !game.private_views(),
    };
    let mut rows = if reads {
        buttons(&game.choices(seat), row.id)
    } else {
        Vec::new()
    };
    // Every player's board of a running game offers a draw (where the game
    // allows one) and resignation, which asks for confirmation.
    let player = matches!(r.viewer, Viewer::Seat(_)) || !game.private_views();
    if player && row.status == Status::Active {
        let mut controls = Vec::new();
        // A standing offer survives its offerer's move: the next board
        // offers to accept it (to the offerer's own private board nothing).
        let label = match (row.draw_offer.map(Seat::from_index), r.viewer) {
            (None, _) => Some(text!("button-offer-draw")),
            (Some(offerer), Viewer::Seat(v)) if v == offerer => None,
            (Some(_), _) => Some(text!("button-accept-draw")),
        };
        if let (Some(label), true) = (label, game.can_agree_draw().is_ok()) {
            controls.push(Button::new(label, format!("/draw #{}", row.id)));
        }
        controls.push(Button::new(
            text!("button-resign"),
            format!("/resign ? #{}", row.id),
        ));
        rows.push(controls);
    }
    rows
}

/// Buttons for choices, three to a row. A command gets the game's `#N` so
/// it acts on this game whatever the user's other games; a move is routed by
/// the message its button sits on.
pub fn buttons(choices: &[Choice], game: i64) -> Vec<Vec<Button>> {
    let all: Vec<Button> = choices
        .iter()
        .map(|c| Button {
            label: c.label.clone(),
            data: if c.command.starts_with('/') {
                format!("{} #{game}", c.command)
            } else {
                c.command.clone()
            },
        })
        .filter(|b| b.data.len() <= 64)
        .collect();
    all.chunks(3).map(<[Button]>::to_vec).collect()
}

/// What happened in a game, for [`announce`].
pub struct Event<'a> {
    pub notes: &'a [crate::rules::Note],
    /// The position changed: show the board.
    pub board: bool,
    /// Lines before the notes (`alice resigns.`).
    pub lead: &'a [Text],
    /// Lines after the game's status and result (the rating changes of a
    /// game that ends).
    pub after: &'a [Text],
    /// The seat whose action it was, if a player acted.
    pub actor: Option<Seat>,
}

/// The messages for an accepted action: each recipient gets the notes it may
/// hear, with the board if the position changed. A private chat is told
/// which game and opponent (`Korpalski #3 vs bob: …`); the group of a game
/// with private views, which game and whose action.
pub fn announce(
    row: &GameRow,
    game: &dyn Game,
    players: &Players,
    event: &Event,
    pictures: bool,
    now: i64,
) -> Vec<Outgoing> {
    let mut out = Vec::new();
    let tag = tag(game.kind(), row.id);
    for r in recipients(row, game) {
        let mut lines: Vec<Text> = event.lead.to_vec();
        lines.extend(
            event
                .notes
                .iter()
                .filter(|n| hears(n.to, &r, game))
                .map(|n| n.text.clone()),
        );
        let header = match r.viewer {
            Viewer::Seat(s) => Some(text!(
                "header-opponent",
                game = &tag,
                opponent = players.name(s.other())
            )),
            Viewer::Public if game.private_views() => Some(match event.actor {
                Some(a) => tag.clone().and_plain(", ").and(&players.label(a)),
                None => tag.clone(),
            }),
            Viewer::Public => None,
        };
        let board = event.board || game.outcome().is_some();
        match (header, lines.first_mut()) {
            (Some(header), Some(first))
                if !crate::i18n::en(first).starts_with(&crate::i18n::en(&tag)) =>
            {
                *first = header.and_plain(": ").and(first);
            }
            (Some(header), None) if board => lines.push(header),
            _ => {}
        }
        if board {
            let mut msgs = board_messages(&r, row, game, players, &lines, pictures, now);
            if let Some(Outgoing::Message { text, .. }) = msgs.last_mut() {
                for line in event.after {
                    if !text.is_empty() {
                        text.push_plain("\n");
                    }
                    text.push(line);
                }
            }
            out.extend(msgs);
        } else if !lines.is_empty() || !event.after.is_empty() {
            lines.extend(event.after.iter().cloned());
            out.push(
                Outgoing::text(r.chat, Text::join(lines, "\n"))
                    .about(row.id)
                    .mentioning(players.mentions()),
            );
        }
    }
    out
}

/// While a group has more than one running game, every board there (a
/// move's caption, `/board`) starts with its game's name and number
/// (`Korpalski Chess #2: 1. K@c2`), which players need for `#N`. Private
/// chats name the game in every board already (`… vs bob:`).
pub fn name_games(
    conn: &Connection,
    kinds: &[&'static GameKind],
    out: &mut [Outgoing],
) -> rusqlite::Result<()> {
    for m in out {
        let Outgoing::Message {
            chat,
            text,
            game: Some(id),
            board: true,
            ..
        } = m
        else {
            continue;
        };
        // Groups have negative ids, users positive ones.
        if *chat >= 0 || !store::other_running_game(conn, *chat, *id)? {
            continue;
        }
        let Some(row) = store::game(conn, *id)? else {
            continue;
        };
        let tag = match kinds.iter().find(|k| row.kind == k.name) {
            Some(kind) => tag(kind, *id),
            None => Text::plain(&format!("{} #{id}", row.kind)),
        };
        // Compared as read in English: the title is a reference.
        let named = crate::i18n::en(text)
            .strip_prefix(&crate::i18n::en(&tag))
            .is_some_and(|rest| !rest.starts_with(|c: char| c.is_ascii_digit()));
        if named {
            continue;
        }
        *text = if text.is_empty() {
            tag
        } else {
            tag.and_plain(": ").and(text)
        };
    }
    Ok(())
}

/// A game ended (a result, an abort, closing unjoined): the buttons of its
/// messages that still carry them (its last boards, pending prompts, the
/// Join button) are removed in every chat, leaving out `already` (those
/// being removed by the same message).
pub fn clear_ended(
    conn: &Connection,
    game: i64,
    already: &[Outgoing],
) -> rusqlite::Result<Vec<Outgoing>> {
    Ok(store::take_game_buttons(conn, game)?
        .into_iter()
        .map(|(chat, message_id)| Outgoing::ClearButtons { chat, message_id })
        .filter(|c| !already.contains(c))
        .collect())
}

/// The replay of a finished game, as an animated GIF for every chat that
/// follows it (Kriegspiel's full board too: the game is over).
pub fn replays(row: &GameRow, game: &dyn Game) -> Vec<Outgoing> {
    let frames = game.replay();
    if frames.len() < 2 {
        return Vec::new();
    }
    let caption = text!(
        "replay-caption",
        game = tag(game.kind(), row.id),
        n = frames.len()
    );
    recipients(row, game)
        .into_iter()
        .map(|r| Outgoing::Animation {
            chat: r.chat,
            caption: caption.clone(),
            frames: frames.clone(),
            gif: None,
            game: Some(row.id),
        })
        .collect()
}

pub use crate::rules::seat_word;
