//! Ratings as players see them: `/stats`, `/top`, `/history`, and the
//! players' ratings in the header of a game that starts. (A game that ends
//! is rated by `timers::settle`.)

use crate::i18n::Text;
use crate::message::{Button, Outgoing};
use crate::ratings::{self, Score};
use crate::rules::{self, GameKind};
use crate::store::{self, ratings as stored, GameRow};
use crate::text;

use super::{refused, Session, R};
use crate::core::deliver::Players;

/// `/history` without a number shows this many games; at most
/// [`crate::core::commands::MAX_HISTORY`].
const HISTORY: usize = 10;
/// `/top GAME` shows this many players; `/top` this many per game.
const TOP_ONE: usize = 10;
const TOP_EACH: usize = 5;

impl Session<'_> {
    /// `alice (White, 1540) vs bob (Black, 1620?)` for a rated game, the
    /// plain `alice (White) vs bob (Black)` for a friendly one.
    pub(super) fn versus_with_ratings(&self, row: &GameRow, players: &Players) -> R<Text> {
        if !stored::is_rated(row, stored::rated_flag(self.tx, row.id)?) {
            return Ok(players.versus());
        }
        let mut shown = [ratings::Rating::default(); 2];
        for (r, user) in shown.iter_mut().zip(row.seats) {
            if let Some(s) = user.and_then(|u| stored::standing(self.tx, u, &row.kind).transpose())
            {
                *r = s?.rating;
            }
        }
        Ok(players.versus_rated(shown))
    }

    fn title_of(&self, kind: &str) -> Text {
        self.config
            .games
            .iter()
            .find(|k| k.name == kind)
            .map_or_else(|| Text::plain(kind), |k| k.title())
    }

    /// `/stats [@user] [GAME]`: a player's rating, deviation and record in
    /// each game kind they played rated.
    pub(super) fn stats(&mut self, who: Option<&str>, kind: Option<&'static GameKind>) -> R<()> {
        let (user, name) = match who {
            None => (self.user(), self.msg.user.name.clone()),
            Some(w) => match stored::user_by_name(self.tx, w)? {
                Some(found) => found,
                None => return refused(text!("stats-unknown-user", name = rules::shorten(w))),
            },
        };
        let all = stored::stats(self.tx, user)?;
        let shown: Vec<_> = all
            .iter()
            .filter(|s| kind.is_none_or(|k| k.name == s.kind))
            .collect();
        let against_bot: Vec<stored::BotRecord> = stored::bot_records(self.tx, user)?
            .into_iter()
            .filter(|b| kind.is_none_or(|k| k.name == b.kind))
            .collect();
        if shown.is_empty() && against_bot.is_empty() {
            self.reply(match kind {
                Some(k) => text!("stats-none-of-game", name = &name, game = k.title()),
                None => text!("stats-none", name = &name),
            });
            return Ok(());
        }
        let mut lines = Vec::new();
        if !shown.is_empty() {
            lines.push(text!("stats-heading", name = &name));
        }
        for s in shown {
            let (r, rec) = (&s.standing.rating, &s.standing.record);
            lines.push(text!(
                "stats-rating",
                game = self.title_of(&s.kind),
                rating = r.shown(),
                deviation = r.deviation.round() as i64
            ));
            lines.push(Text::plain("   ").and(&text!(
                "stats-record",
                games = rec.games,
                wins = rec.wins,
                draws = rec.draws,
                losses = rec.losses,
                streak = rec.streak_words()
            )));
            if let Some((game, rating)) = rec.best_win {
                let opponent = s.best_win_opponent.as_deref().unwrap_or("…");
                lines.push(Text::plain("   ").and(&text!(
                    "stats-best-win",
                    opponent = opponent,
                    rating = rating,
                    id = game
                )));
            }
        }
        // Games against the computer opponent: a record per level, apart.
        if !against_bot.is_empty() {
            lines.push(text!(
                "stats-bot-heading",
                name = &name,
                bot = crate::core::BOT_NAME
            ));
            for b in &against_bot {
                lines.push(text!(
                    "stats-bot-record",
                    game = self.title_of(&b.kind),
                    level = b.level,
                    wins = b.wins,
                    draws = b.draws,
                    losses = b.losses
                ));
            }
        }
        self.reply(Text::join(lines, "\n"));
        Ok(())
    }

    /// `/top [GAME]`: in a group, its players who played a rated game
    /// there; in a private chat, the whole bot's.
    pub(super) fn top(&mut self, game: Option<&'static GameKind>) -> R<()> {
        let kinds: Vec<&'static GameKind> = match game {
            Some(kind) => vec![kind],
            None => self.config.games.clone(),
        };
        let limit = if game.is_some() { TOP_ONE } else { TOP_EACH };
        let group = (!self.private()).then_some(self.msg.chat.id);
        let mut lines = vec![match group {
            Some(_) => text!("top-heading-group", group = &self.msg.chat.title),
            None => text!("top-heading"),
        }];
        for kind in &kinds {
            let ranked = stored::top(self.tx, kind.name, group, limit)?;
            if ranked.is_empty() {
                continue;
            }
            lines.push(crate::core::deliver::title(kind).and_plain(":"));
            for (i, p) in ranked.iter().enumerate() {
                let rank = format!("{}. {} {} — ", i + 1, p.name, p.rating.shown());
                lines.push(Text::plain(&rank).and(&text!("count-games", n = p.games)));
            }
        }
        if lines.len() == 1 {
            self.reply(match (game, group) {
                (Some(_), Some(_)) => text!("top-none-of-game-here", game = kinds[0].title()),
                (Some(_), None) => text!("top-none-of-game", game = kinds[0].title()),
                (None, Some(_)) => text!("top-none-here"),
                (None, None) => text!("top-none"),
            });
        } else {
            self.reply(Text::join(lines, "\n"));
        }
        Ok(())
    }

    /// `/history [N]`: the sender's last finished games (in a group: those
    /// played there), each with its record and replay a tap away.
    pub(super) fn history(&mut self, n: Option<usize>) -> R<()> {
        // The gate kept `n` within `1..=MAX_HISTORY`.
        let limit = n.unwrap_or(HISTORY);
        let group = (!self.private()).then_some(self.msg.chat.id);
        let games = stored::history(self.tx, self.user(), group, limit)?;
        let name = &self.msg.user.name;
        if games.is_empty() {
            self.reply(match group {
                Some(_) => text!("history-none-here", name = name),
                None => text!("history-none", name = name),
            });
            return Ok(());
        }
        let mut lines = vec![match group {
            Some(_) => text!("history-heading-here", name = name),
            None => text!("history-heading", name = name),
        }];
        let mut buttons = Vec::new();
        for f in &games {
            let id = f.row.id;
            let Some(seat) = self.seat_of(&f.row) else {
                continue;
            };
            let opponent = match f.row.seats[seat.other().index()] {
                Some(u) => store::user_name(self.tx, u)?.unwrap_or_else(|| format!("user {u}")),
                None => "…".into(),
            };
            let score = f.row.result.map_or("?", |r| r.score());
            let result = match f.score_of(seat) {
                Some(Score::Win) => text!("history-won", score = score),
                Some(Score::Draw) => text!("history-drew", score = score),
                Some(Score::Loss) => text!("history-lost", score = score),
                None => text!("history-ended", score = score),
            };
            let rating = match (f.ratings[seat.index()], f.rated) {
                (Some((before, after)), _) => {
                    let (was, is) = f.provisional[seat.index()];
                    Text::plain(&format!(
                        "{} → {} ({:+})",
                        ratings::shown(before, was),
                        ratings::shown(after, is),
                        after - before
                    ))
                }
                (None, false) => text!("history-friendly"),
                (None, true) => text!("history-not-rated"),
            };
            lines.push(text!(
                "history-line",
                id = id,
                game = self.title_of(&f.row.kind),
                opponent = opponent,
                result = result,
                rating = rating
            ));
            buttons.push(vec![
                Button::new(text!("button-record", id = id), format!("/export #{id}")),
                Button::new(
                    text!("button-replay", id = id),
                    format!("/export gif #{id}"),
                ),
            ]);
        }
        let m = Outgoing::text(self.msg.chat.id, Text::join(lines, "\n")).with_buttons(buttons);
        self.out.push(m);
        Ok(())
    }
}
