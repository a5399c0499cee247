//! Versioned schema. Each entry upgrades the database by one version
//! (`PRAGMA user_version`); never edit a published entry, add a new one.

pub const MIGRATIONS: &[&str] = &[
    // 1: users, chats, games, the action log, the outbox, processed updates.
    r#"
    CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        -- the user has opened a private chat with the bot (it may write to them)
        private_ok INTEGER NOT NULL DEFAULT 0,
        -- the game chosen with /switch
        current_game INTEGER
    );
    CREATE TABLE chats (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        title TEXT NOT NULL
    );
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        -- the group the game is played in; NULL for a private-chat game
        chat_id INTEGER,
        creator INTEGER NOT NULL,
        white INTEGER,
        black INTEGER,
        -- open (waiting for a second player), active, over, aborted
        status TEXT NOT NULL,
        invite TEXT UNIQUE,
        -- correspondence limit per move, in days
        days INTEGER,
        state TEXT NOT NULL,
        -- seat index (0 White, 1 Black) of a standing draw offer
        draw_offer INTEGER,
        -- the game's own clock, the days limit, the reminder (ms since epoch)
        clock_ms INTEGER,
        limit_ms INTEGER,
        remind_ms INTEGER,
        -- the earliest of the three: what the scheduler looks at
        due_ms INTEGER,
        result TEXT,
        created_ms INTEGER NOT NULL,
        updated_ms INTEGER NOT NULL
    );
    CREATE INDEX games_by_chat ON games(chat_id, status);
    CREATE INDEX games_by_white ON games(white, status);
    CREATE INDEX games_by_black ON games(black, status);
    CREATE INDEX games_due ON games(due_ms) WHERE due_ms IS NOT NULL;
    CREATE TABLE actions (
        game_id INTEGER NOT NULL,
        n INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        text TEXT NOT NULL,
        at_ms INTEGER NOT NULL,
        PRIMARY KEY (game_id, n)
    ) WITHOUT ROWID;
    CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        created_ms INTEGER NOT NULL,
        payload TEXT NOT NULL,
        photo BLOB
    );
    CREATE TABLE updates (
        update_id INTEGER PRIMARY KEY,
        at_ms INTEGER NOT NULL
    );
    CREATE TABLE sent (
        chat_id INTEGER NOT NULL,
        message_id INTEGER NOT NULL,
        game_id INTEGER NOT NULL,
        PRIMARY KEY (chat_id, message_id)
    ) WITHOUT ROWID;
    "#,
    // 2: living in a group. Games: the 30-day silence deadline, the seats
    // that may claim the win, the seats whose player left the group. Users:
    // whether their name needs a mention link. Sent messages: whether they
    // still carry buttons (removed when a newer board of the game arrives)
    // and whether they are boards (a console reply goes to the latest).
    r#"
    ALTER TABLE games ADD COLUMN claim_ms INTEGER;
    ALTER TABLE games ADD COLUMN claims INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN left_seats INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE users ADD COLUMN link INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE sent ADD COLUMN buttons INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE sent ADD COLUMN board INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX sent_buttons ON sent(chat_id, game_id) WHERE buttons = 1;
    "#,
    // 3: ratings (issue 20). Games: whether a game counts for ratings
    // (`/new … rated=no` makes a friendly one), the order in which rated
    // games were rated (a recomputation follows it), and both players'
    // ratings before and after (rounded, for /history). Ratings: one
    // Glicko-2 rating and record per player and game kind. Group players:
    // who played a rated game of a kind in a group (/top there). The
    // users' games get indexes in time order (/history), replacing those
    // by seat alone; users are found by name (/stats @name).
    r#"
    ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE games ADD COLUMN rated_seq INTEGER;
    ALTER TABLE games ADD COLUMN white_before INTEGER;
    ALTER TABLE games ADD COLUMN white_after INTEGER;
    ALTER TABLE games ADD COLUMN black_before INTEGER;
    ALTER TABLE games ADD COLUMN black_after INTEGER;
    CREATE UNIQUE INDEX games_rated_seq ON games(rated_seq) WHERE rated_seq IS NOT NULL;
    DROP INDEX games_by_white;
    DROP INDEX games_by_black;
    CREATE INDEX games_of_white ON games(white, status, updated_ms);
    CREATE INDEX games_of_black ON games(black, status, updated_ms);
    CREATE INDEX users_by_name ON users(name COLLATE NOCASE);
    CREATE TABLE ratings (
        user_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        rating REAL NOT NULL,
        deviation REAL NOT NULL,
        volatility REAL NOT NULL,
        games INTEGER NOT NULL,
        wins INTEGER NOT NULL,
        draws INTEGER NOT NULL,
        losses INTEGER NOT NULL,
        -- wins (> 0) or losses (< 0) in a row; 0 after a draw
        streak INTEGER NOT NULL,
        -- the win over the highest-rated opponent, and that opponent's
        -- rating before the game
        best_win INTEGER,
        best_win_rating INTEGER,
        PRIMARY KEY (user_id, kind)
    ) WITHOUT ROWID;
    CREATE INDEX ratings_top ON ratings(kind, rating DESC);
    CREATE TABLE group_players (
        chat_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        PRIMARY KEY (chat_id, kind, user_id)
    ) WITHOUT ROWID;
    "#,
    // 4: languages. A user's choice (`/language`) and the language
    // Telegram reports for them; a group's language (its creator's, or an
    // administrator's choice). NULL: not known or not chosen.
    r#"
    ALTER TABLE users ADD COLUMN lang TEXT;
    ALTER TABLE users ADD COLUMN tg_lang TEXT;
    ALTER TABLE chats ADD COLUMN lang TEXT;
    "#,
    // 5: games against the computer opponent (user ids 1…5, see
    // message::BOT_USERS) found without reading a player's other games
    // (`/stats` shows their record per level).
    r#"
    CREATE INDEX games_white_vs_bot ON games(white) WHERE black BETWEEN 1 AND 5;
    CREATE INDEX games_black_vs_bot ON games(black) WHERE white BETWEEN 1 AND 5;
    "#,
    // 6: which of a rated game's ratings before and after were provisional
    // (/history shows them with `?`): bits 1 and 2 White's before and
    // after, 4 and 8 Black's. NULL for games rated before it was kept.
    r#"
    ALTER TABLE games ADD COLUMN provisional INTEGER;
    "#,
    // 7: the Mini App board (issue 31). A game's link token: the
    // unguessable name the "Open board" buttons and the web API use for
    // it (its number would let anyone read any game).
    r#"
    CREATE TABLE web_links (
        game_id INTEGER PRIMARY KEY,
        link TEXT NOT NULL UNIQUE
    );
    "#,
    // 8: results are written by colour (`1-0`: White wins), and a Chpok
    // game's seats (`white`: the challenger) get their colours in the
    // bidding, so a finished game remembers whether its seats played the
    // other way round (the challenger Black). Games finished before are
    // read from their saved state; `Store::open` then rates every finished
    // game again (see `RERATE_BEFORE`). Sent messages: those of a game
    // that still carry buttons, in every chat (an ending removes them).
    r#"
    ALTER TABLE games ADD COLUMN colors_swapped INTEGER NOT NULL DEFAULT 0;
    UPDATE games SET colors_swapped = 1
        WHERE kind = 'chpok' AND json_valid(state)
        AND json_extract(state, '$.board.white_seat') = 'Black';
    CREATE INDEX sent_game_buttons ON sent(game_id) WHERE buttons = 1;
    "#,
    // 9: who holds each seat, said by the schema (issue 29): the
    // computer's level when the computer opponent holds it, NULL for a
    // person (or nobody). Until now a seat held by user id 1…5 was the
    // computer's; that rule is applied here once, to the games already
    // played, and no query tests an id range any more. The games against
    // the computer are found through these columns (replacing migration
    // 5's indexes).
    r#"
    ALTER TABLE games ADD COLUMN white_computer INTEGER;
    ALTER TABLE games ADD COLUMN black_computer INTEGER;
    UPDATE games SET white_computer = white WHERE white BETWEEN 1 AND 5;
    UPDATE games SET black_computer = black WHERE black BETWEEN 1 AND 5;
    DROP INDEX games_white_vs_bot;
    DROP INDEX games_black_vs_bot;
    CREATE INDEX games_white_vs_computer ON games(white) WHERE black_computer IS NOT NULL;
    CREATE INDEX games_black_vs_computer ON games(black) WHERE white_computer IS NOT NULL;
    "#,
    // 10: a game's version, counted up by every write of its row: the
    // computer opponent sees whether its message changed the game by it
    // (issue 29), not by comparing saved states.
    r#"
    ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
    "#,
];

/// A database older than this version had its ratings computed with the
/// results of Chpok games whose challenger played Black read the wrong way
/// round: opening it rates every finished game again.
pub const RERATE_BEFORE: usize = 8;
