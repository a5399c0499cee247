//! Looking at games: help and rules, boards, move lists, records and the
//! list of a user's games.

use crate::t;
use crate::message::Outgoing;
use crate::rules::{self, Seat};
use crate::store::{self, GameRow, Status};

use super::{refused, Session, R};
use crate::core::deliver::{self, Players};
use crate::core::text;
use crate::records;

impl Session<'_> {
    pub(super) fn help(&mut self, game: Option<String>) -> R<()> {
        match game {
            None => self.reply(text::help(&self.config.games, !self.private())),
            Some(g) => match rules::find_in(&self.config.games, &g) {
                Ok(kind) => self.reply(format!(
                    "{}\n{}",
                    kind.title,
                    crate::i18n::id_or_text(kind.help)
                )),
                Err(e) => return refused(e.to_string()),
            },
        }
        Ok(())
    }

    pub(super) fn rules(&mut self, game: Option<String>) -> R<()> {
        let Some(g) = game else {
            return refused(t!("rules-which-game"));
        };
        match rules::find_in(&self.config.games, &g) {
            Ok(kind) => self.reply(format!(
                "{}\n{}",
                t!("rules-title", game = kind.title),
                crate::i18n::id_or_text(kind.rules)
            )),
            Err(e) => return refused(e.to_string()),
        }
        Ok(())
    }

    pub(super) fn board(&mut self, target: Option<i64>, as_text: bool) -> R<()> {
        let l = self.resolve(target, true)?;
        let viewer = self.viewer(&l.row);
        if !deliver::visible(&*l.game, viewer) {
            return refused("The position is hidden until the game ends: each player sees their own pieces in their private chat with me.");
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
                lines.extend(deliver::turn_line(&*l.game, &players, &l.row, self.now));
            }
            let shown = l.game.at_time(self.now);
            let code = shown.as_deref().unwrap_or(&*l.game).board_text(viewer);
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
                self.now,
            );
            self.out.extend(out);
        }
        Ok(())
    }

    pub(super) fn moves(&mut self, target: Option<i64>) -> R<()> {
        let l = self.resolve(target, true)?;
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

    /// `/export`: the record as text and as a file; `/export gif`: the
    /// replay as an animation.
    pub(super) fn export(&mut self, target: Option<i64>, args: &str) -> R<()> {
        let l = self.resolve(target, true)?;
        if l.game.private_views() && l.game.outcome().is_none() {
            return refused(
                "The record is secret until the game ends: /moves shows what you may know.",
            );
        }
        let tag = format!("{} #{}", l.kind.title, l.row.id);
        if args.trim().eq_ignore_ascii_case("gif") {
            let frames = l.game.replay();
            if frames.is_empty() {
                return refused(format!("{tag} has no positions to show yet."));
            }
            let so_far = if l.game.outcome().is_some() {
                "the whole game"
            } else {
                "the game so far"
            };
            let caption = format!("{tag}: {so_far}, {} positions", frames.len());
            self.out.push(Outgoing::Animation {
                chat: self.msg.chat.id,
                caption,
                frames,
                gif: None,
                game: Some(l.row.id),
            });
            return Ok(());
        }
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
        let record = records::finish(&l.game.export(args), &header);
        let name = records::file_name(l.kind.name, l.row.id, &record);
        self.reply_code(format!("{tag}: the record"), record.clone(), Some(l.row.id));
        self.out.push(Outgoing::Document {
            chat: self.msg.chat.id,
            caption: format!("{tag}: the record ({name})"),
            name,
            content: record,
            game: Some(l.row.id),
        });
        Ok(())
    }

    pub(super) fn games(&mut self) -> R<()> {
        if !self.private() {
            // In a group: the group's games, and never an invite code.
            let games = store::group_games(self.tx, self.msg.chat.id)?;
            if games.is_empty() {
                self.reply("No game is running here. /new GAME starts one.");
            } else {
                let list = self.game_list(&games)?;
                self.reply(format!("Games here:\n{list}"));
            }
            return Ok(());
        }
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

    pub(super) fn switch(&mut self, arg: &str) -> R<()> {
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

    /// `#3 Opok in #club vs bob — your move`, one line per game.
    pub(super) fn game_list(&mut self, games: &[GameRow]) -> R<String> {
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
            let place = match l.row.chat_id.filter(|c| *c != self.msg.chat.id) {
                Some(chat) => match store::chat(self.tx, chat)? {
                    Some((_, title)) => format!(" in {title}"),
                    None => String::new(),
                },
                None => String::new(),
            };
            // An invite code only ever shows in its creator's private chat.
            let code = l
                .row
                .invite
                .as_ref()
                .filter(|_| self.private() && l.row.creator == self.user());
            let left = deliver::time_left(&l.row, self.now)
                .map(|t| format!(", {t} left"))
                .unwrap_or_default();
            let state = match (l.row.status, l.game.to_move()) {
                (Status::Open, _) => match code {
                    Some(code) => format!("waiting for a second player (invite code {code})"),
                    None if l.row.chat_id.is_some() => {
                        format!("waiting for a second player (/join #{})", l.row.id)
                    }
                    None => "waiting for a second player".into(),
                },
                (_, Some(s)) if Some(s) == me => format!("your move{left}"),
                (_, Some(s)) => format!("{}'s move{left}", players.name(s)),
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
}
