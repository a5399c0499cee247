//! Games: their rows (`GameRow`), statuses and action logs.

use rusqlite::{params, Connection, OptionalExtension};

use super::Result;
use crate::message::Occupant;
use crate::rules::GameResult;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Waiting for a second player.
    Open,
    Active,
    Over,
    Aborted,
}

impl Status {
    fn as_str(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Active => "active",
            Status::Over => "over",
            Status::Aborted => "aborted",
        }
    }
    /// The status written as `s`; `None` for a word this build does not
    /// know (a newer build's, or a damaged row): never guessed.
    fn parse(s: &str) -> Option<Status> {
        match s {
            "open" => Some(Status::Open),
            "active" => Some(Status::Active),
            "over" => Some(Status::Over),
            "aborted" => Some(Status::Aborted),
            _ => None,
        }
    }
}

/// The name a game is stored under (`opok`), as its row holds it: a
/// registry entry's [`crate::rules::GameKind::name`]. The store does not
/// hold the registry (a game may be registered at run time,
/// [`crate::core::HubConfig::games`]), so the core resolves the name once
/// per row it loads; a name no registered game has is a typed error there
/// ([`crate::core::CoreError::UnknownGame`]), never a default.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameName(String);

impl GameName {
    pub fn new(name: &str) -> GameName {
        GameName(name.to_string())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for GameName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Read as the text it is (`standing(conn, user, &row.kind)`); a
/// `GameName` is made only by [`GameName::new`] or from a row.
impl std::ops::Deref for GameName {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl PartialEq<&str> for GameName {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl rusqlite::ToSql for GameName {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        self.0.to_sql()
    }
}

impl rusqlite::types::FromSql for GameName {
    fn column_result(value: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
        String::column_result(value).map(GameName)
    }
}

/// One row of `games`: everything about a game except its rules state,
/// which is the JSON in `state`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    pub id: i64,
    pub kind: GameName,
    pub chat_id: Option<i64>,
    pub creator: i64,
    /// User ids in the seats, White's first.
    pub seats: [Option<i64>; 2],
    pub status: Status,
    pub invite: Option<String>,
    pub days: Option<i64>,
    pub state: String,
    pub draw_offer: Option<usize>,
    pub clock_ms: Option<i64>,
    pub limit_ms: Option<i64>,
    pub remind_ms: Option<i64>,
    /// The result once the game is over (by colour; stored as `1-0`,
    /// `0-1` or `1/2-1/2`).
    pub result: Option<GameResult>,
    pub created_ms: i64,
    pub updated_ms: i64,
    /// When the player to move will have been silent for 30 days (games
    /// without `days=N`): the opponent may then claim the win.
    pub claim_ms: Option<i64>,
    /// Seats (bit 1 White, bit 2 Black) that may `/claim` the win now.
    pub claims: u8,
    /// Seats whose player left the group: they may not play any more.
    pub left_seats: u8,
}

/// The bit of a seat index in [`GameRow::claims`] and [`GameRow::left_seats`].
pub fn seat_bit(index: usize) -> u8 {
    1 << index
}

impl GameRow {
    /// A new game of `kind` made by `creator` at `now_ms`, waiting for its
    /// players: no seat taken, no deadline, no result. `chat_id` is its
    /// group (`None`: played in private chats); `state` the game's
    /// [`crate::rules::Game::save`]. The id is the store's to give
    /// ([`insert_game`]).
    pub fn new(
        kind: &str,
        chat_id: Option<i64>,
        creator: i64,
        state: String,
        now_ms: i64,
    ) -> GameRow {
        GameRow {
            id: 0,
            kind: GameName::new(kind),
            chat_id,
            creator,
            seats: [None, None],
            status: Status::Open,
            invite: None,
            days: None,
            state,
            draw_offer: None,
            clock_ms: None,
            limit_ms: None,
            remind_ms: None,
            result: None,
            created_ms: now_ms,
            updated_ms: now_ms,
            claim_ms: None,
            claims: 0,
            left_seats: 0,
        }
    }

    /// Who holds each seat, White's first.
    pub fn occupants(&self) -> [Option<Occupant>; 2] {
        self.seats.map(|s| s.map(Occupant::of))
    }

    /// The computer's level in each seat it holds (the `white_computer`
    /// and `black_computer` columns).
    fn computer_levels(&self) -> [Option<u8>; 2] {
        self.occupants().map(|o| o.and_then(Occupant::level))
    }

    /// The earliest moment the scheduler has to look at this game. For a
    /// game nobody joined yet, `limit_ms` is when it closes.
    pub fn due_ms(&self) -> Option<i64> {
        [self.clock_ms, self.limit_ms, self.remind_ms, self.claim_ms]
            .into_iter()
            .flatten()
            .min()
    }
}

pub(super) const GAME_COLUMNS: &str =
    "id, kind, chat_id, creator, white, black, status, invite, days, state, \
     draw_offer, clock_ms, limit_ms, remind_ms, result, created_ms, updated_ms, \
     claim_ms, claims, left_seats";

pub(super) fn game_from_row(r: &rusqlite::Row) -> Result<GameRow> {
    let status: String = r.get(6)?;
    let status = Status::parse(&status).ok_or_else(|| {
        rusqlite::Error::FromSqlConversionFailure(
            6,
            rusqlite::types::Type::Text,
            format!("unknown game status {status:?}").into(),
        )
    })?;
    let draw: Option<i64> = r.get(10)?;
    let result: Option<String> = r.get(14)?;
    let result = match result {
        None => None,
        Some(text) => Some(crate::ratings::parse_result(&text).ok_or_else(|| {
            rusqlite::Error::FromSqlConversionFailure(
                14,
                rusqlite::types::Type::Text,
                format!("unknown game result {text:?}").into(),
            )
        })?),
    };
    Ok(GameRow {
        id: r.get(0)?,
        kind: r.get(1)?,
        chat_id: r.get(2)?,
        creator: r.get(3)?,
        seats: [r.get(4)?, r.get(5)?],
        status,
        invite: r.get(7)?,
        days: r.get(8)?,
        state: r.get(9)?,
        draw_offer: draw.map(|d| d as usize),
        clock_ms: r.get(11)?,
        limit_ms: r.get(12)?,
        remind_ms: r.get(13)?,
        result,
        created_ms: r.get(15)?,
        updated_ms: r.get(16)?,
        claim_ms: r.get(17)?,
        claims: r.get(18)?,
        left_seats: r.get(19)?,
    })
}

fn query_games(
    conn: &Connection,
    filter: &str,
    args: impl rusqlite::Params,
) -> Result<Vec<GameRow>> {
    let sql = format!("SELECT {GAME_COLUMNS} FROM games {filter}");
    let mut st = conn.prepare_cached(&sql)?;
    let rows = st.query_map(args, game_from_row)?;
    rows.collect()
}

/// Inserts a new game; `row.id` is ignored and the new id returned.
pub fn insert_game(conn: &Connection, row: &GameRow) -> Result<i64> {
    conn.execute(
        "INSERT INTO games (kind, chat_id, creator, white, black, status, invite, days, state, \
         draw_offer, clock_ms, limit_ms, remind_ms, due_ms, result, created_ms, updated_ms, \
         claim_ms, claims, left_seats, white_computer, black_computer) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, \
         ?18, ?19, ?20, ?21, ?22)",
        params![
            row.kind,
            row.chat_id,
            row.creator,
            row.seats[0],
            row.seats[1],
            row.status.as_str(),
            row.invite,
            row.days,
            row.state,
            row.draw_offer.map(|d| d as i64),
            row.clock_ms,
            row.limit_ms,
            row.remind_ms,
            row.due_ms(),
            row.result.map(GameResult::score),
            row.created_ms,
            row.updated_ms,
            row.claim_ms,
            row.claims,
            row.left_seats,
            row.computer_levels()[0],
            row.computer_levels()[1]
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// Writes every field of `row` back.
pub fn update_game(conn: &Connection, row: &GameRow) -> Result<()> {
    let mut st = conn.prepare_cached(
        "UPDATE games SET white = ?2, black = ?3, status = ?4, invite = ?5, state = ?6, \
         draw_offer = ?7, clock_ms = ?8, limit_ms = ?9, remind_ms = ?10, due_ms = ?11, \
         result = ?12, updated_ms = ?13, claim_ms = ?14, claims = ?15, left_seats = ?16, \
         white_computer = ?17, black_computer = ?18, version = version + 1 WHERE id = ?1",
    )?;
    st.execute(params![
        row.id,
        row.seats[0],
        row.seats[1],
        row.status.as_str(),
        row.invite,
        row.state,
        row.draw_offer.map(|d| d as i64),
        row.clock_ms,
        row.limit_ms,
        row.remind_ms,
        row.due_ms(),
        row.result.map(GameResult::score),
        row.updated_ms,
        row.claim_ms,
        row.claims,
        row.left_seats,
        row.computer_levels()[0],
        row.computer_levels()[1]
    ])?;
    Ok(())
}

/// The version of game `id`: counted up by every [`update_game`], so a
/// message that changed the game (a move, a draw offer, a resignation)
/// changed it. `None`: no such game.
pub fn game_version(conn: &Connection, id: i64) -> Result<Option<i64>> {
    conn.prepare_cached("SELECT version FROM games WHERE id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()
}

pub fn game(conn: &Connection, id: i64) -> Result<Option<GameRow>> {
    Ok(query_games(conn, "WHERE id = ?1", [id])?.pop())
}

/// The group's games that are open or running, oldest first.
pub fn group_games(conn: &Connection, chat_id: i64) -> Result<Vec<GameRow>> {
    query_games(
        conn,
        "WHERE chat_id = ?1 AND status IN ('open', 'active') ORDER BY id",
        [chat_id],
    )
}

/// Whether the group has a running game other than `game` (captions then
/// name their game).
pub fn other_running_game(conn: &Connection, chat_id: i64, game: i64) -> Result<bool> {
    conn.prepare_cached(
        "SELECT EXISTS (SELECT 1 FROM games WHERE chat_id = ?1 AND status = 'active' \
         AND id != ?2)",
    )?
    .query_row(params![chat_id, game], |r| r.get(0))
}

/// The group's most recent game of any status except aborted.
pub fn last_group_game(conn: &Connection, chat_id: i64) -> Result<Option<GameRow>> {
    Ok(query_games(
        conn,
        "WHERE chat_id = ?1 AND status != 'aborted' ORDER BY id DESC LIMIT 1",
        [chat_id],
    )?
    .pop())
}

/// The user's games that are open or running, oldest first.
pub fn user_games(conn: &Connection, user: i64) -> Result<Vec<GameRow>> {
    query_games(
        conn,
        "WHERE (white = ?1 OR black = ?1) AND status IN ('open', 'active') ORDER BY id",
        [user],
    )
}

/// The user's most recent finished game.
pub fn last_user_game(conn: &Connection, user: i64) -> Result<Option<GameRow>> {
    Ok(query_games(
        conn,
        "WHERE (white = ?1 OR black = ?1) AND status = 'over' ORDER BY updated_ms DESC, id DESC LIMIT 1",
        [user],
    )?
    .pop())
}

/// The user's game that ended last (finished or aborted), in `group` if
/// given.
pub fn last_ended_game(
    conn: &Connection,
    user: i64,
    group: Option<i64>,
) -> Result<Option<GameRow>> {
    Ok(query_games(
        conn,
        "WHERE (white = ?1 OR black = ?1) AND status IN ('over', 'aborted') \
         AND (?2 IS NULL OR chat_id = ?2) ORDER BY updated_ms DESC, id DESC LIMIT 1",
        params![user, group],
    )?
    .pop())
}

/// The game with this invite code (codes are lower case; a phone's
/// capital first letter does not matter).
pub fn game_by_invite(conn: &Connection, code: &str) -> Result<Option<GameRow>> {
    let code = code.trim().to_lowercase();
    Ok(query_games(conn, "WHERE invite = ?1", [code])?.pop())
}

/// The game whose deadline or reminder is earliest and not later than `now`.
pub fn due_game(conn: &Connection, now_ms: i64) -> Result<Option<GameRow>> {
    Ok(query_games(
        conn,
        "WHERE due_ms IS NOT NULL AND due_ms <= ?1 ORDER BY due_ms, id LIMIT 1",
        [now_ms],
    )?
    .pop())
}

/// The earliest pending deadline or reminder of all games.
pub fn next_due(conn: &Connection) -> Result<Option<i64>> {
    conn.query_row("SELECT MIN(due_ms) FROM games", [], |r| r.get(0))
}

pub fn log_action(conn: &Connection, game: i64, user: i64, text: &str, now_ms: i64) -> Result<()> {
    conn.prepare_cached(
        "INSERT INTO actions (game_id, n, user_id, text, at_ms) VALUES (?1, \
         (SELECT COUNT(*) FROM actions WHERE game_id = ?1), ?2, ?3, ?4)",
    )?
    .execute(params![game, user, text, now_ms])?;
    Ok(())
}

/// Whether `user` has an action `text` in game `game`'s log.
pub fn has_action(conn: &Connection, game: i64, user: i64, text: &str) -> Result<bool> {
    conn.prepare_cached(
        "SELECT 1 FROM actions WHERE game_id = ?1 AND user_id = ?2 AND text = ?3 LIMIT 1",
    )?
    .query_row(params![game, user, text], |_| Ok(()))
    .optional()
    .map(|found| found.is_some())
}

/// The logged actions of a game, in order: (user, text). Accepted moves
/// and commands, and notes in parentheses (`(time)`).
pub fn actions(conn: &Connection, game: i64) -> Result<Vec<(i64, String)>> {
    let mut st =
        conn.prepare_cached("SELECT user_id, text FROM actions WHERE game_id = ?1 ORDER BY n")?;
    let rows = st.query_map([game], |r| Ok((r.get(0)?, r.get(1)?)))?;
    rows.collect()
}

/// A game's kind and saved state (benchmarks read games behind the core).
pub fn game_state(conn: &Connection, id: i64) -> Result<(String, String)> {
    conn.query_row("SELECT kind, state FROM games WHERE id = ?1", [id], |r| {
        Ok((r.get(0)?, r.get(1)?))
    })
}

/// The id of the newest game.
pub fn last_game_id(conn: &Connection) -> Result<Option<i64>> {
    conn.query_row("SELECT MAX(id) FROM games", [], |r| r.get(0))
}
