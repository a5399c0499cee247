//! What transports hand to the core and what the core hands back.
//!
//! `Incoming` is one chat message or one button press; `Outgoing` is one
//! message for a chat. Transports (console, Telegram) only translate between
//! these and their own world.

use serde::{Deserialize, Serialize};

use crate::i18n::{Lang, Text};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChatKind {
    /// The private chat between one user and the bot; its id is the user's id.
    Private,
    /// A group or supergroup.
    Group,
}

/// Who holds a game's seat: a person, or the computer opponent at a level
/// (`/new GAME vs=bot level=K`). The store keeps the kind in the games'
/// rows (`white_computer`, `black_computer`); the computer still plays
/// under a user id of its own per level, so its moves come through the
/// core as a person's do. This type is the one place that knows those ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Occupant {
    /// A Telegram user or console name, by user id.
    Person(i64),
    /// The computer opponent at a level in [`Occupant::LEVELS`].
    Computer(u8),
}

impl Occupant {
    /// The computer opponent's levels.
    pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=5;

    /// The computer at `level` (clamped to [`Occupant::LEVELS`]).
    pub fn computer(level: u8) -> Occupant {
        Occupant::Computer(level.clamp(*Self::LEVELS.start(), *Self::LEVELS.end()))
    }

    /// Who plays under user id `user`: the computer's ids are its levels,
    /// which no Telegram user or console name has.
    pub fn of(user: i64) -> Occupant {
        match u8::try_from(user) {
            Ok(level) if Self::LEVELS.contains(&level) => Occupant::Computer(level),
            _ => Occupant::Person(user),
        }
    }

    /// The user id the occupant plays under.
    pub fn user_id(self) -> i64 {
        match self {
            Occupant::Person(id) => id,
            Occupant::Computer(level) => i64::from(level),
        }
    }

    /// The computer's level, if the computer it is.
    pub fn level(self) -> Option<u8> {
        match self {
            Occupant::Person(_) => None,
            Occupant::Computer(level) => Some(level),
        }
    }

    pub fn is_computer(self) -> bool {
        matches!(self, Occupant::Computer(_))
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chat {
    pub id: i64,
    pub kind: ChatKind,
    /// Group title (console: `#club`); for a private chat the user's name.
    pub title: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: i64,
    /// How the bot names the user to others (`alice`, `@alice`, a first name).
    pub name: String,
    /// The user has no @username: a group notifies them only through a
    /// mention link on their name (`tg://user?id=…`).
    pub link: bool,
    /// Telegram's `language_code` for the user (`uk`, `en-GB`), if known.
    pub lang: Option<String>,
}

impl User {
    /// A user named `name` who has a username (or needs no link).
    pub fn new(id: i64, name: impl Into<String>) -> User {
        User {
            id,
            name: name.into(),
            link: false,
            lang: None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Content {
    /// A typed message.
    Text(String),
    /// An inline button was pressed: its callback data, and the id the
    /// transport needs to answer the press.
    Button { data: String, query_id: String },
    /// The user left the group (or was removed from it).
    Left,
    /// The bot itself was removed from the group.
    BotRemoved,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Incoming {
    /// Telegram's `update_id`: a redelivered update is not applied twice.
    pub update_id: Option<i64>,
    pub chat: Chat,
    pub user: User,
    pub content: Content,
    /// The id of the bot message this one replies to, if any.
    pub reply_to: Option<i64>,
    /// The sender is an administrator of the group (Telegram's
    /// `getChatMember`, asked by the transport for commands that need it).
    pub admin: bool,
}

impl Incoming {
    /// A typed message (no update id, no reply, not from an administrator).
    pub fn text(chat: Chat, user: User, text: impl Into<String>) -> Incoming {
        Incoming {
            update_id: None,
            chat,
            user,
            content: Content::Text(text.into()),
            reply_to: None,
            admin: false,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Button {
    /// Saved in the outbox as data (ids and arguments, see [`Text`]).
    pub label: Text,
    /// Callback data, at most 64 bytes; or, for a button that opens a link
    /// ([`Button::link`]), the `https://` address.
    pub data: String,
}

impl Button {
    pub fn new(label: Text, data: impl Into<String>) -> Button {
        Button {
            label,
            data: data.into(),
        }
    }

    /// A button that opens `url` (a deep link into the private chat with
    /// the bot) instead of sending a press back.
    pub fn link(label: Text, url: impl Into<String>) -> Button {
        Button::new(label, url)
    }

    /// The address a link button opens (no command starts with it).
    pub fn url(&self) -> Option<&str> {
        self.data
            .starts_with("https://")
            .then_some(self.data.as_str())
    }
}

/// The "Open board" button of a running game's board (with `[web]`).
/// Each transport makes it its own way: on Telegram a Mini App button in a
/// private chat and a `t.me` link in a group (which allows no Mini App
/// buttons); the console prints the local address.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenBoard {
    pub label: Text,
    /// The game's link token (see `store::web`).
    pub link: String,
}

/// What a delivered message showed: the bookkeeping after delivery (which
/// game a reply to it is about; whose buttons to remove later).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shown {
    pub game: Option<i64>,
    /// It carries buttons (on its last part).
    pub buttons: bool,
    /// It is a board of `game`: older buttons of the game in the chat go.
    pub board: bool,
}

/// One message the bot sends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outgoing {
    /// A message to a chat: text, or a photo with the text as caption.
    Message {
        chat: i64,
        /// Saved in the outbox as data: ids and arguments, not the marker
        /// characters of `t!` (see [`Text`], which reads both forms).
        text: Text,
        /// A preformatted block shown after the text in a fixed-width font
        /// (`/board text`, records).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        code: Option<Text>,
        /// PNG bytes; the text (and code) is its caption.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        photo: Option<Vec<u8>>,
        /// The board to draw as the photo. The core queues the view (a few
        /// hundred bytes) and [`crate::core::Hub::pending`] draws it into
        /// `photo` when the message is taken out for delivery, so
        /// transports only ever see `photo`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        picture: Option<Box<crate::view::View>>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        buttons: Vec<Vec<Button>>,
        /// The game it shows, so a reply to it can be routed to that game.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        game: Option<i64>,
        /// A board of `game`: once delivered, the buttons of the game's
        /// earlier messages in the chat are removed (only the latest board
        /// acts).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        board: bool,
        /// Players named in the text who have no @username, with their user
        /// ids: Telegram turns each name into a mention link.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        mentions: Vec<(String, i64)>,
        /// The "Open board" button, after the others.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        open_board: Option<OpenBoard>,
    },
    /// Removes the buttons of a message delivered earlier.
    ClearButtons { chat: i64, message_id: i64 },
    /// A file: a game record (`korpalski-12.pgn`) with a one-line caption.
    Document {
        chat: i64,
        caption: Text,
        /// The file's name as the reader sees it.
        name: String,
        content: Text,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        game: Option<i64>,
    },
    /// A game's replay as an animated GIF: the outbox keeps the positions
    /// (`frames`) and [`crate::core::draw`] turns them into `gif` bytes when
    /// the message is taken out for delivery, as it does for pictures.
    Animation {
        chat: i64,
        caption: Text,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        frames: Vec<crate::view::View>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        gif: Option<Vec<u8>>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        game: Option<i64>,
    },
    /// The answer to a button press (a toast, or an alert box).
    Answer {
        query_id: String,
        text: Text,
        alert: bool,
    },
}

impl Outgoing {
    pub fn text(chat: i64, text: Text) -> Outgoing {
        Outgoing::Message {
            chat,
            text,
            code: None,
            photo: None,
            picture: None,
            buttons: Vec::new(),
            game: None,
            board: false,
            mentions: Vec::new(),
            open_board: None,
        }
    }

    /// What the message shows, for [`Shown`].
    pub fn shown(&self) -> Shown {
        match self {
            Outgoing::Message {
                game,
                buttons,
                board,
                open_board,
                ..
            } => Shown {
                game: *game,
                buttons: buttons.iter().any(|r| !r.is_empty()) || open_board.is_some(),
                board: *board,
            },
            Outgoing::Document { game, .. } | Outgoing::Animation { game, .. } => Shown {
                game: *game,
                ..Shown::default()
            },
            _ => Shown::default(),
        }
    }

    /// The chat a message goes to (`None` for the answer to a button press).
    pub fn chat(&self) -> Option<i64> {
        match self {
            Outgoing::Message { chat, .. }
            | Outgoing::ClearButtons { chat, .. }
            | Outgoing::Document { chat, .. }
            | Outgoing::Animation { chat, .. } => Some(*chat),
            Outgoing::Answer { .. } => None,
        }
    }

    /// The same message with a preformatted block after its text.
    pub fn with_code(mut self, block: Text) -> Outgoing {
        if let Outgoing::Message { code, .. } = &mut self {
            *code = Some(block);
        }
        self
    }

    /// The same message with a board to draw as its photo.
    pub fn with_picture(mut self, view: crate::view::View) -> Outgoing {
        if let Outgoing::Message { picture, .. } = &mut self {
            *picture = Some(Box::new(view));
        }
        self
    }

    /// The same message with rows of inline buttons.
    pub fn with_buttons(mut self, rows: Vec<Vec<Button>>) -> Outgoing {
        if let Outgoing::Message { buttons, .. } = &mut self {
            *buttons = rows;
        }
        self
    }

    /// The same message marked as showing game `id` (a reply to it is
    /// routed to that game).
    pub fn about(mut self, id: i64) -> Outgoing {
        if let Outgoing::Message { game, .. } = &mut self {
            *game = Some(id);
        }
        self
    }

    /// The same message marked as a board (see `board`).
    pub fn as_board(mut self) -> Outgoing {
        if let Outgoing::Message { board, .. } = &mut self {
            *board = true;
        }
        self
    }

    /// The same message with mention links for these players.
    pub fn mentioning(mut self, names: Vec<(String, i64)>) -> Outgoing {
        if let Outgoing::Message { mentions, .. } = &mut self {
            *mentions = names;
        }
        self
    }

    /// Every text in `lang`, the queued board view and the replay's frames
    /// included, but nothing drawn yet: that is [`crate::core::draw`], the
    /// costly part, which `serve`'s deliverer does outside the hub's lock.
    pub fn translated(mut self, lang: Lang) -> Outgoing {
        let tr = |s: &mut Text| s.translate(lang);
        match &mut self {
            Outgoing::Message {
                text,
                code,
                picture,
                buttons,
                open_board,
                ..
            } => {
                tr(text);
                if let Some(open) = open_board {
                    tr(&mut open.label);
                }
                if let Some(code) = code {
                    tr(code);
                }
                for b in buttons.iter_mut().flatten() {
                    tr(&mut b.label);
                }
                if let Some(view) = picture {
                    view.translate(lang);
                }
            }
            Outgoing::Document {
                caption, content, ..
            } => {
                tr(caption);
                tr(content);
            }
            Outgoing::Animation {
                caption, frames, ..
            } => {
                tr(caption);
                for f in frames.iter_mut() {
                    f.translate(lang);
                }
            }
            Outgoing::Answer { text, .. } => tr(text),
            Outgoing::ClearButtons { .. } => {}
        }
        self
    }

    /// Whether [`crate::core::draw`] has a picture to draw.
    pub fn undrawn(&self) -> bool {
        match self {
            Outgoing::Message { picture, .. } => picture.is_some(),
            Outgoing::Animation { frames, .. } => !frames.is_empty(),
            _ => false,
        }
    }

    /// The message without what was to be drawn (sent when drawing it
    /// failed: the text still goes, the chat's queue goes on).
    pub fn without_pictures(&self) -> Outgoing {
        let mut m = self.clone();
        match &mut m {
            Outgoing::Message { picture, .. } => *picture = None,
            Outgoing::Animation { frames, .. } => frames.clear(),
            _ => {}
        }
        m
    }
}
