//! Ratings, records and leaderboards: what a rated game leaves behind when
//! it ends, and the questions `/stats`, `/top` and `/history` ask.
//!
//! A finished rated game updates, in the transaction that ends it, both
//! players' rows of `ratings` (Glicko-2 and record, per game kind), its own
//! `rated_seq` and rounded ratings before and after, and `group_players`.
//! [`recompute`] replays the same update over every finished game in
//! `rated_seq` order, so it must give the same figures.

use rusqlite::{params, Connection, OptionalExtension};

use super::games::{game_from_row, GAME_COLUMNS};
use super::{game, GameRow, Result, Status};
use crate::message::Occupant;
use crate::ratings::{self, Rating, Record, Score};
use crate::rules::Seat;

/// Whether a user id belongs to a person: positive, and not the computer
/// opponent ([`Occupant`]), so that games against it are never rated.
pub fn is_person(user: i64) -> bool {
    user > 0 && matches!(Occupant::of(user), Occupant::Person(_))
}

/// Whether a finished game counts for ratings: not a friendly game
/// (`rated` is its column), and between two different people. The one
/// place that decides.
pub fn is_rated(row: &GameRow, rated: bool) -> bool {
    match row.seats {
        [Some(white), Some(black)] => {
            rated && white != black && is_person(white) && is_person(black)
        }
        _ => false,
    }
}

/// Makes a game friendly (`rated = false`) or rated.
pub fn set_rated(conn: &Connection, game: i64, rated: bool) -> Result<()> {
    conn.prepare_cached("UPDATE games SET rated = ?2 WHERE id = ?1")?
        .execute(params![game, rated])?;
    Ok(())
}

/// Records whether a game's seats played the other colours (Chpok's
/// challenger as Black), so that its result (written by colour) is read
/// the right way round for its players: set when the game ends.
pub fn set_colors_swapped(conn: &Connection, game: i64, swapped: bool) -> Result<()> {
    conn.prepare_cached("UPDATE games SET colors_swapped = ?2 WHERE id = ?1")?
        .execute(params![game, swapped])?;
    Ok(())
}

/// Whether a game was created rated (`rated=no` makes it friendly).
pub fn rated_flag(conn: &Connection, game: i64) -> Result<bool> {
    Ok(conn
        .prepare_cached("SELECT rated FROM games WHERE id = ?1")?
        .query_row([game], |r| r.get::<_, bool>(0))
        .optional()?
        .unwrap_or(false))
}

/// One player's rating and record in one game kind.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Standing {
    pub rating: Rating,
    pub record: Record,
}

const STANDING_COLUMNS: &str = "rating, deviation, volatility, games, wins, draws, losses, \
     streak, best_win, best_win_rating";

/// A [`Standing`] from the columns `STANDING_COLUMNS`, starting at `at`.
fn standing_from(r: &rusqlite::Row, at: usize) -> Result<Standing> {
    let best: Option<i64> = r.get(at + 8)?;
    let best_rating: Option<i64> = r.get(at + 9)?;
    Ok(Standing {
        rating: Rating {
            rating: r.get(at)?,
            deviation: r.get(at + 1)?,
            volatility: r.get(at + 2)?,
        },
        record: Record {
            games: r.get(at + 3)?,
            wins: r.get(at + 4)?,
            draws: r.get(at + 5)?,
            losses: r.get(at + 6)?,
            streak: r.get(at + 7)?,
            best_win: best.zip(best_rating),
        },
    })
}

/// The user's standing in a game kind, if they played a rated game of it.
pub fn standing(conn: &Connection, user: i64, kind: &str) -> Result<Option<Standing>> {
    conn.prepare_cached(&format!(
        "SELECT {STANDING_COLUMNS} FROM ratings WHERE user_id = ?1 AND kind = ?2"
    ))?
    .query_row(params![user, kind], |r| standing_from(r, 0))
    .optional()
}

fn save_standing(conn: &Connection, user: i64, kind: &str, s: &Standing) -> Result<()> {
    let rec = &s.record;
    conn.prepare_cached(&format!(
        "INSERT OR REPLACE INTO ratings (user_id, kind, {STANDING_COLUMNS}) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)"
    ))?
    .execute(params![
        user,
        kind,
        s.rating.rating,
        s.rating.deviation,
        s.rating.volatility,
        rec.games,
        rec.wins,
        rec.draws,
        rec.losses,
        rec.streak,
        rec.best_win.map(|(g, _)| g),
        rec.best_win.map(|(_, r)| r),
    ])?;
    Ok(())
}

/// What a rated game did to its players' ratings, White's first.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Change {
    pub before: [Rating; 2],
    pub after: [Rating; 2],
}

/// Rates a game that just ended: both players' ratings and records, the
/// game's own figures, the group's players. Nothing for a game that is not
/// over, is friendly, is not between two people, or was rated already.
pub fn rate_game(conn: &Connection, row: &GameRow) -> Result<Option<Change>> {
    if row.status != Status::Over {
        return Ok(None);
    }
    let Some(result) = row.result else {
        return Ok(None);
    };
    let flags: Option<(bool, Option<i64>, bool)> = conn
        .prepare_cached("SELECT rated, rated_seq, colors_swapped FROM games WHERE id = ?1")?
        .query_row([row.id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .optional()?;
    let Some((rated, None, swapped)) = flags else {
        return Ok(None); // no such game, or rated already
    };
    // From here on, `White` and `Black` are the seats (the `white` and
    // `black` columns), whatever colours they played.
    let result = ratings::by_seats(result, swapped);
    if !is_rated(row, rated) {
        return Ok(None);
    }
    let [Some(white), Some(black)] = row.seats else {
        return Ok(None);
    };
    let users = [white, black];
    let mut standings = [Standing::default(); 2];
    for (s, user) in standings.iter_mut().zip(users) {
        if let Some(found) = standing(conn, user, row.kind.as_str())? {
            *s = found;
        }
    }
    let before = [standings[0].rating, standings[1].rating];
    let after = ratings::after_game(before[0], before[1], result);
    for seat in [Seat::White, Seat::Black] {
        let (i, o) = (seat.index(), seat.other().index());
        let s = &mut standings[i];
        s.rating = after[i];
        s.record
            .add(Score::of(result, seat), row.id, before[o].rounded());
        save_standing(conn, users[i], row.kind.as_str(), s)?;
    }
    conn.prepare_cached(
        "UPDATE games SET rated_seq = (SELECT COALESCE(MAX(rated_seq), 0) + 1 FROM games \
         WHERE rated_seq IS NOT NULL), white_before = ?2, white_after = ?3, \
         black_before = ?4, black_after = ?5 WHERE id = ?1",
    )?
    .execute(params![
        row.id,
        before[0].rounded(),
        after[0].rounded(),
        before[1].rounded(),
        after[1].rounded()
    ])?;
    save_provisional(conn, row.id, &before, &after)?;
    if let Some(chat) = row.chat_id {
        for user in users {
            conn.prepare_cached(
                "INSERT OR IGNORE INTO group_players (chat_id, kind, user_id) VALUES (?1, ?2, ?3)",
            )?
            .execute(params![chat, row.kind, user])?;
        }
    }
    Ok(Some(Change { before, after }))
}

/// Which of a game's ratings before and after were provisional (the
/// `provisional` bits: White's before and after, then Black's).
fn save_provisional(
    conn: &Connection,
    game: i64,
    before: &[Rating; 2],
    after: &[Rating; 2],
) -> Result<()> {
    let bits = [before[0], after[0], before[1], after[1]]
        .iter()
        .enumerate()
        .filter(|(_, r)| r.provisional())
        .fold(0i64, |bits, (i, _)| bits | (1 << i));
    conn.prepare_cached("UPDATE games SET provisional = ?2 WHERE id = ?1")?
        .execute(params![game, bits])?;
    Ok(())
}

/// Rates every finished game again from scratch, in the order they were
/// rated (games never rated, e.g. finished before ratings existed, after
/// them by the time they ended). Returns how many games were rated.
pub fn recompute(conn: &Connection) -> Result<usize> {
    let ids: Vec<i64> = conn
        .prepare(
            "SELECT id FROM games WHERE status = 'over' AND rated = 1 \
             ORDER BY rated_seq IS NULL, rated_seq, updated_ms, id",
        )?
        .query_map([], |r| r.get(0))?
        .collect::<Result<_>>()?;
    conn.execute_batch(
        "DELETE FROM ratings; DELETE FROM group_players; \
         UPDATE games SET rated_seq = NULL, white_before = NULL, white_after = NULL, \
         black_before = NULL, black_after = NULL WHERE rated_seq IS NOT NULL;",
    )?;
    let mut rated = 0;
    for id in ids {
        if let Some(row) = game(conn, id)? {
            if rate_game(conn, &row)?.is_some() {
                rated += 1;
            }
        }
    }
    Ok(rated)
}

/// Everything ratings keep, as text, in a fixed order: two databases with
/// the same snapshot have the same ratings (a recomputation must not
/// change it).
pub fn snapshot(conn: &Connection) -> Result<String> {
    let mut out = String::new();
    let mut st = conn.prepare(&format!(
        "SELECT user_id, kind, {STANDING_COLUMNS} FROM ratings ORDER BY user_id, kind"
    ))?;
    let mut rows = st.query([])?;
    while let Some(r) = rows.next()? {
        let user: i64 = r.get(0)?;
        let kind: String = r.get(1)?;
        let s = standing_from(r, 2)?;
        out.push_str(&format!("rating {user} {kind} {s:?}\n"));
    }
    let mut st = conn.prepare(
        "SELECT id, rated_seq, white_before, white_after, black_before, black_after \
         FROM games WHERE rated_seq IS NOT NULL ORDER BY id",
    )?;
    let mut rows = st.query([])?;
    while let Some(r) = rows.next()? {
        let figures: [Option<i64>; 6] = [
            r.get(0)?,
            r.get(1)?,
            r.get(2)?,
            r.get(3)?,
            r.get(4)?,
            r.get(5)?,
        ];
        out.push_str(&format!("game {figures:?}\n"));
    }
    let mut st =
        conn.prepare("SELECT chat_id, kind, user_id FROM group_players ORDER BY 1, 2, 3")?;
    let mut rows = st.query([])?;
    while let Some(r) = rows.next()? {
        let (chat, kind, user): (i64, String, i64) = (r.get(0)?, r.get(1)?, r.get(2)?);
        out.push_str(&format!("group {chat} {kind} {user}\n"));
    }
    Ok(out)
}

// ---------------------------------------------------------------- questions

/// One line of a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked {
    pub user: i64,
    pub name: String,
    pub rating: Rating,
    pub games: i64,
}

/// The best-rated players of a game kind: bot-wide, or (`group`) among
/// those who played a rated game of it in that group.
pub fn top(conn: &Connection, kind: &str, group: Option<i64>, limit: usize) -> Result<Vec<Ranked>> {
    let map = |r: &rusqlite::Row| -> Result<Ranked> {
        let user: i64 = r.get(0)?;
        let name: Option<String> = r.get(1)?;
        Ok(Ranked {
            user,
            name: name.unwrap_or_else(|| format!("user {user}")),
            rating: Rating {
                rating: r.get(2)?,
                deviation: r.get(3)?,
                volatility: r.get(4)?,
            },
            games: r.get(5)?,
        })
    };
    let limit = limit as i64;
    let Some(chat) = group else {
        return conn
            .prepare_cached(
                "SELECT r.user_id, u.name, r.rating, r.deviation, r.volatility, r.games \
                 FROM ratings r LEFT JOIN users u ON u.id = r.user_id \
                 WHERE r.kind = ?1 ORDER BY r.rating DESC, r.user_id LIMIT ?2",
            )?
            .query_map(params![kind, limit], map)?
            .collect();
    };
    // A group's board, two ways, each bounded: first down the bot-wide
    // board (its first TOP_SCAN players), keeping the group's; if that
    // finds fewer than asked, the group has few players there: from its
    // players (CROSS JOIN keeps that order).
    let found: Vec<Ranked> = conn
        .prepare_cached(
            "SELECT r.user_id, u.name, r.rating, r.deviation, r.volatility, r.games \
             FROM (SELECT * FROM ratings WHERE kind = ?2 \
                   ORDER BY rating DESC, user_id LIMIT ?4) r \
             LEFT JOIN users u ON u.id = r.user_id \
             WHERE EXISTS (SELECT 1 FROM group_players g \
                           WHERE g.chat_id = ?1 AND g.kind = ?2 AND g.user_id = r.user_id) \
             ORDER BY r.rating DESC, r.user_id LIMIT ?3",
        )?
        .query_map(params![chat, kind, limit, TOP_SCAN], map)?
        .collect::<Result<_>>()?;
    if found.len() as i64 >= limit {
        return Ok(found);
    }
    conn.prepare_cached(
        "SELECT r.user_id, u.name, r.rating, r.deviation, r.volatility, r.games \
         FROM group_players g \
         CROSS JOIN ratings r ON r.user_id = g.user_id AND r.kind = g.kind \
         LEFT JOIN users u ON u.id = g.user_id \
         WHERE g.chat_id = ?1 AND g.kind = ?2 \
         ORDER BY r.rating DESC, r.user_id LIMIT ?3",
    )?
    .query_map(params![chat, kind, limit], map)?
    .collect()
}

/// How far down the bot-wide board [`top`] looks for a group's players
/// before it asks the group's own list instead.
const TOP_SCAN: i64 = 300;

/// A player's standing in one game kind, with the name of the opponent of
/// their best win.
#[derive(Clone, Debug, PartialEq)]
pub struct KindStats {
    pub kind: String,
    pub standing: Standing,
    pub best_win_opponent: Option<String>,
}

/// A player's standings in every game kind they played rated, by kind.
pub fn stats(conn: &Connection, user: i64) -> Result<Vec<KindStats>> {
    conn.prepare_cached(&format!(
        "SELECT r.kind, {}, \
         (SELECT u.name FROM games g JOIN users u \
          ON u.id = CASE WHEN g.white = r.user_id THEN g.black ELSE g.white END \
          WHERE g.id = r.best_win) \
         FROM ratings r WHERE r.user_id = ?1 ORDER BY r.kind",
        STANDING_COLUMNS
            .split(", ")
            .map(|c| format!("r.{c}"))
            .collect::<Vec<_>>()
            .join(", ")
    ))?
    .query_map([user], |r| {
        Ok(KindStats {
            kind: r.get(0)?,
            standing: standing_from(r, 1)?,
            best_win_opponent: r.get(11)?,
        })
    })?
    .collect()
}

/// A player's results against the computer opponent at one level of one
/// game: kept apart from ratings (games against the bot are never rated).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BotRecord {
    pub kind: String,
    pub level: u8,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
}

/// A player's finished games against the computer opponent, with its
/// level: through the partial indexes of migration 9 (on the seats'
/// `…_computer` columns; a test checks they are used), never reading the
/// player's other games.
const BOT_GAMES: &str = "SELECT kind, black_computer, 1, result, colors_swapped FROM games \
     INDEXED BY games_white_vs_computer \
     WHERE white = ?1 AND black_computer IS NOT NULL AND status = 'over' \
     UNION ALL \
     SELECT kind, white_computer, 0, result, colors_swapped FROM games \
     INDEXED BY games_black_vs_computer \
     WHERE black = ?1 AND white_computer IS NOT NULL AND status = 'over'";

/// A player's finished games against the computer opponent, per game kind
/// and level (from the games themselves: the seat indexes find them).
pub fn bot_records(conn: &Connection, user: i64) -> Result<Vec<BotRecord>> {
    let rows: Vec<(String, i64, bool, Option<String>, bool)> = conn
        .prepare_cached(BOT_GAMES)?
        .query_map(params![user], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
        })?
        .collect::<Result<_>>()?;
    let mut out: Vec<BotRecord> = Vec::new();
    for (kind, level, user_is_white, result, swapped) in rows {
        let Some(result) = result.as_deref().and_then(ratings::parse_result) else {
            continue;
        };
        let result = ratings::by_seats(result, swapped);
        let seat = if user_is_white {
            Seat::White
        } else {
            Seat::Black
        };
        let level = u8::try_from(level).unwrap_or_default();
        let i = match out.iter().position(|b| b.kind == kind && b.level == level) {
            Some(i) => i,
            None => {
                out.push(BotRecord {
                    kind,
                    level,
                    ..BotRecord::default()
                });
                out.len() - 1
            }
        };
        let b = &mut out[i];
        match Score::of(result, seat) {
            Score::Win => b.wins += 1,
            Score::Draw => b.draws += 1,
            Score::Loss => b.losses += 1,
        }
    }
    out.sort_by(|a, b| (&a.kind, a.level).cmp(&(&b.kind, b.level)));
    Ok(out)
}

/// A finished game with what it did to ratings.
#[derive(Clone, Debug, PartialEq)]
pub struct Finished {
    pub row: GameRow,
    /// Not a friendly game (it may still be unrated: see [`is_rated`]).
    pub rated: bool,
    /// Each seat's rating before and after (rounded), if it was rated.
    pub ratings: [Option<(i64, i64)>; 2],
    /// Whether each seat's rating before and after was provisional.
    pub provisional: [(bool, bool); 2],
    /// The seats played the other colours (see [`set_colors_swapped`]).
    pub colors_swapped: bool,
}

impl Finished {
    /// How `seat` did, the result being written by colour.
    pub fn score_of(&self, seat: Seat) -> Option<Score> {
        let result = self.row.result?;
        Some(Score::of(
            ratings::by_seats(result, self.colors_swapped),
            seat,
        ))
    }
}

/// The user's last finished games, newest first (in `group`: only those
/// played there).
pub fn history(
    conn: &Connection,
    user: i64,
    group: Option<i64>,
    limit: usize,
) -> Result<Vec<Finished>> {
    // One index walk per seat, newest first, then the two merged.
    let cols = format!(
        "{GAME_COLUMNS}, rated, white_before, white_after, black_before, black_after, \
         provisional, colors_swapped"
    );
    let side = |seat: &str| {
        format!(
            "SELECT * FROM (SELECT {cols} FROM games WHERE {seat} = ?1 AND status = 'over' \
             AND (?2 IS NULL OR chat_id = ?2) ORDER BY updated_ms DESC, id DESC LIMIT ?3)"
        )
    };
    let sql = format!(
        "{} UNION ALL {} ORDER BY updated_ms DESC, id DESC LIMIT ?3",
        side("white"),
        side("black")
    );
    conn.prepare_cached(&sql)?
        .query_map(params![user, group, limit as i64], |r| {
            let pair = |a: Option<i64>, b: Option<i64>| a.zip(b);
            let bits: i64 = r.get::<_, Option<i64>>(25)?.unwrap_or(0);
            let bit = |i: u32| bits & (1 << i) != 0;
            Ok(Finished {
                row: game_from_row(r)?,
                rated: r.get(20)?,
                ratings: [pair(r.get(21)?, r.get(22)?), pair(r.get(23)?, r.get(24)?)],
                provisional: [(bit(0), bit(1)), (bit(2), bit(3))],
                colors_swapped: r.get(26)?,
            })
        })?
        .collect()
}

/// The user called `name` (`@alice` or `alice`, in any case), if the bot
/// has met them; the earliest such user if several share a name.
pub fn user_by_name(conn: &Connection, name: &str) -> Result<Option<(i64, String)>> {
    let bare = name.trim().trim_start_matches('@');
    conn.prepare_cached(
        "SELECT id, name FROM users WHERE name = ?1 COLLATE NOCASE \
         OR name = ?2 COLLATE NOCASE ORDER BY id LIMIT 1",
    )?
    .query_row(params![bare, format!("@{bare}")], |r| {
        Ok((r.get(0)?, r.get(1)?))
    })
    .optional()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameResult as GameResultOf;
    use crate::store::{insert_game, upsert_user, Store};

    /// People's ids in these tests start above the computer opponent's
    /// (see `Occupant`).
    const PERSON: i64 = 10;

    #[test]
    fn the_bot_game_query_uses_its_indexes() {
        let store = Store::in_memory().unwrap();
        let plan: Vec<String> = store
            .conn
            .prepare(&format!("EXPLAIN QUERY PLAN {BOT_GAMES}"))
            .unwrap()
            .query_map([11], |r| r.get::<_, String>(3))
            .unwrap()
            .collect::<Result<_>>()
            .unwrap();
        for index in ["games_white_vs_computer", "games_black_vs_computer"] {
            assert!(plan.iter().any(|p| p.contains(index)), "{plan:?}");
        }
        let c = &store.conn;
        finished(c, "opok", None, [11, 3], "1-0", 1);
        finished(c, "opok", None, [2, 11], "1-0", 2);
        finished(c, "opok", None, [11, 12], "1-0", 3);
        let r = bot_records(c, 11).unwrap();
        assert_eq!(r.len(), 2, "{r:?}");
        assert_eq!((r[0].level, r[0].wins, r[0].losses), (2, 0, 1));
        assert_eq!((r[1].level, r[1].wins, r[1].losses), (3, 1, 0));
    }

    /// A finished game between `white` and `black`, stored as the core
    /// stores one (the rules state does not matter here).
    fn finished(
        conn: &Connection,
        kind: &str,
        chat: Option<i64>,
        seats: [i64; 2],
        result: &str,
        t: i64,
    ) -> GameRow {
        let mut row = GameRow::new(kind, chat, seats[0], "{}".into(), t);
        row.seats = [Some(seats[0]), Some(seats[1])];
        row.status = Status::Over;
        row.result = ratings::parse_result(result);
        row.id = insert_game(conn, &row).unwrap();
        row
    }

    #[test]
    fn only_games_between_two_people_that_are_not_friendly_count() {
        let store = Store::in_memory().unwrap();
        let c = &store.conn;
        let rated = finished(c, "opok", Some(-5), [11, 12], "1-0", 1);
        let change = rate_game(c, &rated).unwrap().expect("rated");
        assert_eq!(change.after[0].rounded(), 1662);
        // Rated once only.
        assert_eq!(rate_game(c, &rated).unwrap(), None);
        // Friendly, against a computer seat, against oneself, unfinished.
        let friendly = finished(c, "opok", None, [11, 12], "1-0", 2);
        set_rated(c, friendly.id, false).unwrap();
        let bot = finished(c, "opok", None, [11, 0], "1-0", 3);
        let bot2 = finished(c, "opok", None, [-7, 12], "0-1", 3);
        let same = finished(c, "opok", None, [12, 12], "0-1", 4);
        let mut running = finished(c, "opok", None, [11, 12], "1-0", 5);
        running.status = Status::Active;
        for row in [friendly, bot, bot2, same, running] {
            assert_eq!(rate_game(c, &row).unwrap(), None, "{row:?}");
        }
        let one = standing(c, 11, "opok").unwrap().unwrap();
        assert_eq!(one.record.games, 1);
        assert_eq!(one.record.best_win, Some((rated.id, 1500)));
        assert_eq!(standing(c, 11, "chpok").unwrap(), None);
        // The group remembers who played there.
        upsert_user(c, 11, "alice").unwrap();
        upsert_user(c, 12, "bob").unwrap();
        let names: Vec<String> = top(c, "opok", Some(-5), 10)
            .unwrap()
            .into_iter()
            .map(|r| r.name)
            .collect();
        assert_eq!(names, ["alice", "bob"]);
        assert!(top(c, "opok", Some(-6), 10).unwrap().is_empty());
        assert_eq!(
            user_by_name(c, "@ALICE").unwrap(),
            Some((11, "alice".into()))
        );
    }

    #[test]
    fn recomputing_gives_the_incremental_figures() {
        let store = Store::in_memory().unwrap();
        let c = &store.conn;
        // Games ending in the same millisecond are rated in the order they
        // ended, not by id: the recomputation must follow that order.
        let late = finished(c, "korpalski", Some(-1), [11, 12], "1-0", 10);
        let early = finished(c, "korpalski", Some(-1), [12, 13], "1/2-1/2", 10);
        rate_game(c, &early).unwrap();
        rate_game(c, &late).unwrap();
        for i in 0..40 {
            let (w, b) = (11 + i % 4, 11 + (i * 3 + 1) % 5);
            let result = ["1-0", "0-1", "1/2-1/2"][(i % 3) as usize];
            let kind = ["korpalski", "opok"][(i % 2) as usize];
            let row = finished(c, kind, Some(-1 - i % 2), [w, b], result, 20 + i);
            rate_game(c, &row).unwrap();
        }
        let before = snapshot(c).unwrap();
        assert!(before.lines().count() > 40, "{before}");
        assert_eq!(recompute(c).unwrap(), 42 - 8); // 8 games against oneself
        assert_eq!(snapshot(c).unwrap(), before);
    }

    /// A group's board is the bot-wide board cut down to the group's
    /// players, whichever way `top` finds it: a big group whose players are
    /// found near the top, a small one of low-rated players found from its
    /// own list.
    #[test]
    fn a_group_board_is_the_bot_wide_board_of_its_players() {
        let store = Store::in_memory().unwrap();
        let c = &store.conn;
        let (big, small) = (-1, -2);
        for i in 0..1200_i64 {
            let (w, b) = (1 + i % 400, 1 + (i * 7 + 1) % 400);
            let b = if b == w { 1 + w % 400 } else { b };
            // Lower ids win: in the small group, players 398-400 lose.
            let result = if w < b { "1-0" } else { "0-1" };
            let chat = if w >= 398 && b >= 398 { small } else { big };
            let (w, b) = (w + PERSON, b + PERSON);
            let row = finished(c, "opok", Some(chat), [w, b], result, i);
            rate_game(c, &row).unwrap();
        }
        for [w, b] in [[398, 399], [399, 400], [400, 398]] {
            let row = finished(
                c,
                "opok",
                Some(small),
                [w + PERSON, b + PERSON],
                "1/2-1/2",
                2000,
            );
            rate_game(c, &row).unwrap();
        }
        let all = top(c, "opok", None, 1000).unwrap();
        assert_eq!(all.len(), 400);
        for (chat, limit) in [(big, 10), (small, 10), (small, 2), (big, 1000)] {
            let members: std::collections::HashSet<i64> = c
                .prepare("SELECT user_id FROM group_players WHERE chat_id = ?1 AND kind = 'opok'")
                .unwrap()
                .query_map([chat], |r| r.get(0))
                .unwrap()
                .collect::<Result<_>>()
                .unwrap();
            let want: Vec<i64> = all
                .iter()
                .filter(|r| members.contains(&r.user))
                .take(limit)
                .map(|r| r.user)
                .collect();
            let got: Vec<i64> = top(c, "opok", Some(chat), limit)
                .unwrap()
                .iter()
                .map(|r| r.user)
                .collect();
            assert_eq!(got, want, "group {chat}, {limit}");
            if chat == small {
                // Beyond the scan of the bot-wide board: the other way.
                let first = all.iter().position(|r| members.contains(&r.user));
                assert!(first.unwrap() >= TOP_SCAN as usize, "{first:?}");
            }
            assert!(!got.is_empty());
        }
    }

    /// A database from before ratings: opening it adds the schema and rates
    /// its finished games in the order they ended.
    #[test]
    fn an_old_database_gets_its_finished_games_rated() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("old.db");
        {
            let conn = Connection::open(&path).unwrap();
            for sql in &super::super::migrations::MIGRATIONS[..2] {
                conn.execute_batch(sql).unwrap();
            }
            conn.pragma_update(None, "user_version", 2).unwrap();
            let games = [("over", "0-1", 20), ("over", "1-0", 10), ("active", "", 5)];
            for (status, result, t) in games {
                conn.execute(
                    "INSERT INTO games (kind, chat_id, creator, white, black, status, state, \
                     result, created_ms, updated_ms) VALUES ('opok', -9, 11, 11, 12, ?1, '{}', ?2, ?3, ?3)",
                    params![status, result, t],
                )
                .unwrap();
            }
        }
        let store = Store::open(&path).unwrap();
        let c = &store.conn;
        // Game 2 (1-0 at t=10) first, then game 1 (0-1 at t=20).
        let [w1, b1] = ratings::after_game(
            Rating::default(),
            Rating::default(),
            GameResultOf::WhiteWins,
        );
        let [w2, _] = ratings::after_game(w1, b1, GameResultOf::BlackWins);
        let one = standing(c, 11, "opok").unwrap().unwrap();
        assert_eq!(one.rating, w2);
        assert_eq!(one.record.games, 2);
        assert_eq!(one.record.streak, -1);
        // Opening it again rates nothing twice.
        drop(store);
        let store = Store::open(&path).unwrap();
        assert_eq!(standing(&store.conn, 11, "opok").unwrap().unwrap(), one);
    }

    /// A database rated before migration 6 counted a Chpok game whose
    /// challenger (the `white` column) played Black by its seats: opening
    /// it reads the colours from the saved state and rates again.
    #[test]
    fn a_database_rated_before_chpok_colours_is_rated_again() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("v5.db");
        let swapped = r#"{"board": {"white_seat": "Black"}}"#;
        let straight = r#"{"board": {"white_seat": "White"}}"#;
        {
            let conn = Connection::open(&path).unwrap();
            for sql in &super::super::migrations::MIGRATIONS[..5] {
                conn.execute_batch(sql).unwrap();
            }
            conn.pragma_update(None, "user_version", 5).unwrap();
            // #1: bob (the opponent) won as White: 1-0. #2: a Chpok game
            // without a swap, #3 a Korpalski game; both won by seat 0.
            let games = [
                ("chpok", swapped, 10),
                ("chpok", straight, 20),
                ("korpalski", "{}", 30),
            ];
            for (kind, state, t) in games {
                conn.execute(
                    "INSERT INTO games (kind, chat_id, creator, white, black, status, state, \
                     result, created_ms, updated_ms) VALUES (?1, -9, 11, 11, 12, 'over', ?2, \
                     '1-0', ?3, ?3)",
                    params![kind, state, t],
                )
                .unwrap();
            }
            // As the old code rated them: every game a win of seat 0.
            let mut standings = [Standing::default(); 2];
            for (i, (kind, _, _)) in games.iter().enumerate() {
                if *kind != "chpok" {
                    continue;
                }
                let before = [standings[0].rating, standings[1].rating];
                let after = ratings::after_game(before[0], before[1], GameResultOf::WhiteWins);
                standings[0].rating = after[0];
                standings[1].rating = after[1];
                standings[0].record.add(Score::Win, i as i64 + 1, 1500);
                standings[1].record.add(Score::Loss, i as i64 + 1, 1500);
            }
            save_standing(&conn, 11, "chpok", &standings[0]).unwrap();
            save_standing(&conn, 12, "chpok", &standings[1]).unwrap();
        }
        let store = Store::open(&path).unwrap();
        let c = &store.conn;
        let flags: Vec<bool> = c
            .prepare("SELECT colors_swapped FROM games ORDER BY id")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_>>()
            .unwrap();
        assert_eq!(flags, [true, false, false]);
        // Game 1 as played: the opponent (12) won; then game 2: 11 won.
        let [o1, c1] = ratings::after_game(
            Rating::default(),
            Rating::default(),
            GameResultOf::WhiteWins,
        );
        let [c2, o2] = ratings::after_game(c1, o1, GameResultOf::WhiteWins);
        let challenger = standing(c, 11, "chpok").unwrap().unwrap();
        let opponent = standing(c, 12, "chpok").unwrap().unwrap();
        assert_eq!((challenger.rating, opponent.rating), (c2, o2));
        assert_eq!((challenger.record.wins, challenger.record.losses), (1, 1));
        assert_eq!(challenger.record.streak, 1);
        // Korpalski is rated as before.
        let k = standing(c, 11, "korpalski").unwrap().unwrap();
        assert_eq!((k.record.wins, k.record.losses), (1, 0));
        // Opening it again changes nothing.
        let before = snapshot(c).unwrap();
        drop(store);
        let store = Store::open(&path).unwrap();
        assert_eq!(snapshot(&store.conn).unwrap(), before);
    }

    /// What a rated game adds to the database beyond the game itself:
    /// the same games stored friendly and rated, compared after VACUUM.
    #[test]
    fn a_rated_game_costs_at_most_200_bytes() {
        const GAMES: i64 = 5000;
        let dir = tempfile::tempdir().unwrap();
        let size = |rated: bool| -> i64 {
            let path = dir.path().join(format!("size-{rated}.db"));
            let mut store = Store::open(&path).unwrap();
            let tx = store.conn.transaction().unwrap();
            for p in (1..=200).map(|p| p + PERSON) {
                upsert_user(&tx, p, &format!("player{p}")).unwrap();
            }
            for i in 0..GAMES {
                let kind =
                    ["chpok", "korpalski", "kriegspiel", "opok", "exchange"][(i % 5) as usize];
                let (w, b) = (1 + i % 200, 1 + (i * 7 + 3) % 200);
                let b = if b == w { 1 + (w % 200) } else { b };
                let (w, b) = (w + PERSON, b + PERSON);
                let result = ["1-0", "0-1", "1/2-1/2"][(i % 3) as usize];
                let row = finished(&tx, kind, Some(-1 - i % 20), [w, b], result, i);
                if rated {
                    rate_game(&tx, &row).unwrap().expect("rated");
                } else {
                    set_rated(&tx, row.id, false).unwrap();
                }
            }
            tx.commit().unwrap();
            store.conn.execute_batch("VACUUM").unwrap();
            store
                .conn
                .query_row(
                    "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()",
                    [],
                    |r| r.get(0),
                )
                .unwrap()
        };
        let (friendly, rated) = (size(false), size(true));
        let per_game = (rated - friendly) as f64 / GAMES as f64;
        eprintln!(
            "{GAMES} games: friendly {friendly} bytes, rated {rated} bytes: {per_game:.1} bytes per rated game"
        );
        assert!(per_game <= 200.0, "{per_game:.1} bytes per rated game");
    }

    /// A database of schema 8 knew the computer's seats by their user ids
    /// (1…5). Opening it writes each seat's occupant kind (migration 9);
    /// ratings, records against the computer and the rating of every game
    /// come out as before.
    #[test]
    fn a_schema_8_database_keeps_its_ratings_and_records_against_the_computer() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("v8.db");
        let table = |c: &Connection| -> Vec<String> {
            c.prepare(
                "SELECT user_id, kind, rating, deviation, volatility, games, wins, draws, \
                 losses, streak, best_win, best_win_rating FROM ratings ORDER BY user_id, kind",
            )
            .unwrap()
            .query_map([], |r| {
                Ok(format!(
                    "{:?}",
                    (0..12)
                        .map(|i| r.get::<_, rusqlite::types::Value>(i))
                        .collect::<Result<Vec<_>>>()?
                ))
            })
            .unwrap()
            .collect::<Result<_>>()
            .unwrap()
        };
        // (white, black, status, result): people 11, 12, 13; the computer
        // at levels 2, 3 and 5.
        let games = [
            (11, 12, "over", "1-0"),
            (11, 3, "over", "1-0"),
            (2, 11, "over", "1-0"),
            (12, 11, "over", "1/2-1/2"),
            (11, 3, "over", "0-1"),
            (13, 11, "over", "0-1"),
            (5, 11, "active", ""),
        ];
        let before = {
            let mut conn = Connection::open(&path).unwrap();
            for sql in &super::super::migrations::MIGRATIONS[..8] {
                conn.execute_batch(sql).unwrap();
            }
            conn.pragma_update(None, "user_version", 8).unwrap();
            for (t, (white, black, status, result)) in games.iter().enumerate() {
                conn.execute(
                    "INSERT INTO games (kind, chat_id, creator, white, black, status, state, \
                     result, created_ms, updated_ms) VALUES ('opok', NULL, ?1, ?1, ?2, ?3, \
                     '{}', NULLIF(?4, ''), ?5, ?5)",
                    params![white, black, status, result, t as i64],
                )
                .unwrap();
            }
            // Rated as schema 8 did when the games ended.
            let tx = conn.transaction().unwrap();
            recompute(&tx).unwrap();
            tx.commit().unwrap();
            table(&conn)
        };
        assert!(before.len() >= 3, "{before:?}");

        let store = Store::open(&path).unwrap();
        let c = &store.conn;
        let kinds: Vec<(Option<i64>, Option<i64>)> = c
            .prepare("SELECT white_computer, black_computer FROM games ORDER BY id")
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .collect::<Result<_>>()
            .unwrap();
        assert_eq!(
            kinds,
            [
                (None, None),
                (None, Some(3)),
                (Some(2), None),
                (None, None),
                (None, Some(3)),
                (None, None),
                (Some(5), None),
            ]
        );
        assert_eq!(table(c), before, "ratings kept");
        let tx = store.conn.unchecked_transaction().unwrap();
        recompute(&tx).unwrap();
        assert_eq!(table(&tx), before, "rated again: the same");
        drop(tx);
        let records = bot_records(c, 11).unwrap();
        let got: Vec<_> = records
            .iter()
            .map(|r| (r.level, r.wins, r.draws, r.losses))
            .collect();
        // Level 2 beat 11 (as White); level 3 lost once, won once; the
        // running game at level 5 does not count.
        assert_eq!(got, [(2, 0, 0, 1), (3, 1, 0, 1)]);
        for r in &records {
            assert_eq!(r.kind, "opok");
        }
        // A game written now says the same as the migration did.
        let mut row = game(c, 2).unwrap().unwrap();
        row.id = 0;
        let id = super::super::insert_game(c, &row).unwrap();
        let written: (Option<i64>, Option<i64>) = c
            .query_row(
                "SELECT white_computer, black_computer FROM games WHERE id = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap();
        assert_eq!(written, (None, Some(3)));
        assert_eq!(
            row.occupants(),
            [Some(Occupant::Person(11)), Some(Occupant::Computer(3))]
        );
    }
}
