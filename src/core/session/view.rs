//! Looking at games: help and rules, boards, move lists, records and the
//! list of a user's games.

use crate::core::commands::Export;
use crate::i18n::Text;
use crate::message::Outgoing;
use crate::rules::{GameKind, Seat};
use crate::store::{self, GameRow, Status};
use crate::text;

use super::{refused, Session, R};
use crate::core::deliver::{self, Players};
use crate::core::text;
use crate::records;

impl Session<'_> {
    pub(super) fn help(&mut self, game: Option<&'static GameKind>) -> R<()> {
        match game {
            None => self.reply(text::help(&self.config.games, !self.private())),
            Some(kind) => self.reply(text::game_help(kind)),
        }
        Ok(())
    }

    pub(super) fn rules(&mut self, game: Option<&'static GameKind>) -> R<()> {
        let Some(kind) = game else {
            return refused(text!("rules-which-game"));
        };
        self.reply(Text::join(
            [
                text!("rules-title", game = kind.title()),
                crate::i18n::id_or_text(kind.rules),
            ],
            "\n",
        ));
        Ok(())
    }

    pub(super) fn board(&mut self, target: Option<i64>, as_text: bool) -> R<()> {
        let l = self.resolve(target, false)?;
        let viewer = self.viewer(&l.row);
        if !deliver::visible(&*l.game, viewer) {
            return refused(text!("view-position-hidden"));
        }
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        let head = vec![deliver::tag(l.kind, l.row.id)
            .and_plain(": ")
            .and(&players.versus())];
        if as_text {
            // The text board carries the game's figures under the grid.
            let mut lines = head;
            if l.row.status == Status::Open {
                lines.push(text!("view-waiting"));
            } else {
                lines.extend(deliver::turn_line(&*l.game, &players, &l.row, self.now));
            }
            let shown = l.game.at_time(self.now);
            let code = shown.as_deref().unwrap_or(&*l.game).board_text(viewer);
            self.reply_code(Text::join(lines, "\n"), code, Some(l.row.id));
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
                self.now,
            );
            self.out.extend(out);
        }
        Ok(())
    }

    pub(super) fn moves(&mut self, target: Option<i64>) -> R<()> {
        let l = self.resolve(target, false)?;
        let viewer = self.viewer(&l.row);
        let moves = l.game.moves(viewer);
        let game = format!("{} #{}", l.kind.title(), l.row.id);
        if moves.trim().is_empty() {
            self.reply(text!("view-moves-none", game = game));
        } else {
            self.reply_code(text!("view-moves", game = game), moves, Some(l.row.id));
        }
        Ok(())
    }

    /// `/export`: the record as a file; `/export gif`: the replay as an
    /// animation. A spectator's request in a group is answered in their
    /// private chat: the group is for the players' game.
    pub(super) fn export(&mut self, target: Option<i64>, what: Export) -> R<()> {
        let l = self.resolve(target, false)?;
        if l.game.private_views() && l.game.outcome().is_none() {
            return refused(text!("view-record-secret"));
        }
        let to = if self.private() || self.seat_of(&l.row).is_some() {
            self.msg.chat.id
        } else if store::private_ok(self.tx, self.user())? {
            self.user()
        } else {
            let text = Text::plain(&self.msg.user.name)
                .and_plain(": ")
                .and(&text!("view-record-in-private"));
            let m = Outgoing::text(self.msg.chat.id, text)
                .with_buttons(vec![vec![self.open_private_button()]])
                .mentioning(self.sender_mention());
            self.out.push(m);
            return Ok(());
        };
        let tag = format!("{} #{}", l.kind.title(), l.row.id);
        let args = match what {
            Export::Record(args) => args,
            Export::Gif => {
                let frames = l.game.replay();
                if frames.is_empty() {
                    return refused(text!("view-no-positions", game = &tag));
                }
                let caption = if l.game.outcome().is_some() {
                    text!("replay-caption", game = &tag, n = frames.len())
                } else {
                    text!("replay-caption-so-far", game = &tag, n = frames.len())
                };
                self.out.push(Outgoing::Animation {
                    chat: to,
                    caption,
                    frames,
                    gif: None,
                    game: Some(l.row.id),
                });
                return Ok(());
            }
        };
        let players = Players::load(self.tx, &l.row, &*l.game)?;
        let names = [players.name(Seat::White), players.name(Seat::Black)];
        let site = match l.row.chat_id {
            Some(chat) => store::chat(self.tx, chat)?.map(|(_, title)| title),
            None => None,
        };
        let header = records::Header {
            site: site.as_deref(),
            date_ms: l.row.created_ms,
            names: [&names[0], &names[1]],
            seats: [l.game.seat_name(Seat::White), l.game.seat_name(Seat::Black)],
        };
        let record = records::finish(&l.game.export(&args), &header);
        let name = records::file_name(l.kind.name, l.row.id, &record);
        self.out.push(Outgoing::Document {
            chat: to,
            caption: text!("view-record-file", game = &tag, file = &name),
            name,
            // Rendered in English already: plain text.
            content: Text::plain(&record),
            game: Some(l.row.id),
        });
        Ok(())
    }

    pub(super) fn games(&mut self) -> R<()> {
        if !self.private() {
            // In a group: the group's games, and never an invite code.
            let games = store::group_games(self.tx, self.msg.chat.id)?;
            if games.is_empty() {
                self.reply(text!("view-no-games-here"));
            } else {
                let list = self.game_list(&games)?;
                self.reply(text!("view-games-here", list = list));
            }
            return Ok(());
        }
        let games = store::user_games(self.tx, self.user())?;
        if games.is_empty() {
            self.reply(text!("find-none-running"));
        } else {
            let list = self.game_list(&games)?;
            self.reply(text!("view-your-games", list = list));
        }
        Ok(())
    }

    pub(super) fn switch(&mut self, id: Option<i64>) -> R<()> {
        let games = store::user_games(self.tx, self.user())?;
        match id {
            Some(id) if games.iter().any(|g| g.id == id) => {
                store::set_current_game(self.tx, self.user(), Some(id))?;
                self.reply(text!("view-switched", id = id));
            }
            _ => {
                let text = if games.is_empty() {
                    text!("view-switch-usage-none")
                } else {
                    text!("view-switch-usage", list = self.game_list(&games)?)
                };
                self.refuse(text);
            }
        }
        Ok(())
    }

    /// `#3 Opok in #club vs bob — your move`, one line per game.
    pub(super) fn game_list(&mut self, games: &[GameRow]) -> R<Text> {
        let current = store::current_game(self.tx, self.user())?;
        let mut lines = Vec::new();
        for row in games {
            let l = self.load(row.clone())?;
            let players = Players::load(self.tx, &l.row, &*l.game)?;
            let me = self.seat_of(&l.row);
            // A group's list is read by everyone there: both players.
            let opponent = match me.filter(|_| self.private()) {
                Some(s) => text!("list-vs", player = players.label(s.other())),
                None => players.versus(),
            };
            let place = match l.row.chat_id.filter(|c| *c != self.msg.chat.id) {
                Some(chat) => store::chat(self.tx, chat)?.map(|(_, title)| title),
                None => None,
            };
            // An invite code only ever shows in its creator's private chat.
            let code = l
                .row
                .invite
                .as_ref()
                .filter(|_| self.private() && l.row.creator == self.user());
            let left = deliver::time_left(&l.row, self.now);
            let state = match (l.row.status, l.game.to_move()) {
                (Status::Open, _) => match code {
                    Some(code) => text!("list-waiting-code", code = code),
                    None if l.row.chat_id.is_some() => text!("list-waiting-join", id = l.row.id),
                    None => text!("list-waiting"),
                },
                (_, Some(s)) if Some(s) == me => match left {
                    Some(left) => text!("list-your-move-left", left = left),
                    None => text!("list-your-move"),
                },
                (_, Some(s)) => match left {
                    Some(left) => text!(
                        "list-their-move-left",
                        player = players.name(s),
                        left = left
                    ),
                    None => text!("list-their-move", player = players.name(s)),
                },
                (_, None) => text!("list-over"),
            };
            let mark = if current == Some(l.row.id) {
                " ←"
            } else {
                ""
            };
            let game = format!("#{} {}", l.row.id, l.kind.title());
            let line = match place {
                Some(place) => text!(
                    "list-line-in",
                    game = game,
                    place = place,
                    opponent = opponent,
                    state = state
                ),
                None => text!("list-line", game = game, opponent = opponent, state = state),
            };
            lines.push(line.and_plain(mark));
        }
        Ok(Text::join(lines, "\n"))
    }
}
