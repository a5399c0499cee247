//! Users and chats: names, languages, private chats, current games.

use rusqlite::{params, Connection, OptionalExtension};

use super::Result;
use crate::i18n::Lang;
use crate::message::ChatKind;

/// Whether the user's name needs a mention link (they have no @username).
pub fn set_user_link(conn: &Connection, id: i64, link: bool) -> Result<()> {
    conn.prepare_cached("UPDATE users SET link = ?2 WHERE id = ?1 AND link != ?2")?
        .execute(params![id, link])?;
    Ok(())
}

/// The language Telegram reports for the user (`language_code`).
pub fn set_user_tg_lang(conn: &Connection, id: i64, code: Option<&str>) -> Result<()> {
    conn.prepare_cached("UPDATE users SET tg_lang = ?2 WHERE id = ?1 AND tg_lang IS NOT ?2")?
        .execute(params![id, code])?;
    Ok(())
}

/// The language a user chose with `/language`.
pub fn set_user_lang(conn: &Connection, id: i64, lang: Lang) -> Result<()> {
    conn.prepare_cached("UPDATE users SET lang = ?2 WHERE id = ?1")?
        .execute(params![id, lang.code()])?;
    Ok(())
}

/// The language a user reads: the one they chose, else Telegram's, else
/// English.
pub fn user_lang(conn: &Connection, id: i64) -> Result<Lang> {
    let code: Option<String> = conn
        .prepare_cached("SELECT COALESCE(lang, tg_lang) FROM users WHERE id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()?
        .flatten();
    Ok(code.as_deref().and_then(Lang::parse).unwrap_or_default())
}

/// Sets a group's language; with `only_if_unset`, only if it has none yet
/// (the first game's creator gives a group its language).
pub fn set_chat_lang(conn: &Connection, id: i64, lang: Lang, only_if_unset: bool) -> Result<()> {
    let sql = if only_if_unset {
        "UPDATE chats SET lang = ?2 WHERE id = ?1 AND lang IS NULL"
    } else {
        "UPDATE chats SET lang = ?2 WHERE id = ?1"
    };
    conn.prepare_cached(sql)?
        .execute(params![id, lang.code()])?;
    Ok(())
}

/// The language of a chat's messages: a group's own; for a private chat
/// (its id is the user's) the user's; English when none is known.
pub fn chat_lang(conn: &Connection, chat: i64) -> Result<Lang> {
    let code: Option<String> = conn
        .prepare_cached(
            "SELECT COALESCE((SELECT lang FROM chats WHERE id = ?1), \
             (SELECT COALESCE(lang, tg_lang) FROM users WHERE id = ?1))",
        )?
        .query_row([chat], |r| r.get(0))
        .optional()?
        .flatten();
    Ok(code.as_deref().and_then(Lang::parse).unwrap_or_default())
}

/// The user's name and whether it needs a mention link.
pub fn user_naming(conn: &Connection, id: i64) -> Result<Option<(String, bool)>> {
    conn.prepare_cached("SELECT name, link FROM users WHERE id = ?1")?
        .query_row([id], |r| Ok((r.get(0)?, r.get::<_, i64>(1)? != 0)))
        .optional()
}

pub fn upsert_user(conn: &Connection, id: i64, name: &str) -> Result<()> {
    conn.prepare_cached(
        "INSERT INTO users (id, name) VALUES (?1, ?2) \
         ON CONFLICT(id) DO UPDATE SET name = excluded.name WHERE name != excluded.name",
    )?
    .execute(params![id, name])?;
    Ok(())
}

pub fn user_name(conn: &Connection, id: i64) -> Result<Option<String>> {
    conn.prepare_cached("SELECT name FROM users WHERE id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()
}

/// Marks that the user has a private chat with the bot.
pub fn set_private_ok(conn: &Connection, id: i64) -> Result<()> {
    conn.prepare_cached("UPDATE users SET private_ok = 1 WHERE id = ?1 AND private_ok = 0")?
        .execute([id])?;
    Ok(())
}

/// Forgets that the user has a private chat with the bot (Telegram refuses
/// to deliver to it); their next private message sets it again.
pub fn clear_private_ok(conn: &Connection, id: i64) -> Result<()> {
    conn.prepare_cached("UPDATE users SET private_ok = 0 WHERE id = ?1")?
        .execute([id])?;
    Ok(())
}

pub fn private_ok(conn: &Connection, id: i64) -> Result<bool> {
    Ok(conn
        .prepare_cached("SELECT private_ok FROM users WHERE id = ?1")?
        .query_row([id], |r| r.get::<_, i64>(0))
        .optional()?
        .unwrap_or(0)
        != 0)
}

pub fn current_game(conn: &Connection, user: i64) -> Result<Option<i64>> {
    Ok(conn
        .prepare_cached("SELECT current_game FROM users WHERE id = ?1")?
        .query_row([user], |r| r.get(0))
        .optional()?
        .flatten())
}

pub fn set_current_game(conn: &Connection, user: i64, game: Option<i64>) -> Result<()> {
    conn.prepare_cached("UPDATE users SET current_game = ?2 WHERE id = ?1")?
        .execute(params![user, game])?;
    Ok(())
}

pub fn upsert_chat(conn: &Connection, id: i64, kind: ChatKind, title: &str) -> Result<()> {
    let kind = match kind {
        ChatKind::Private => "private",
        ChatKind::Group => "group",
    };
    conn.prepare_cached(
        "INSERT INTO chats (id, kind, title) VALUES (?1, ?2, ?3) ON CONFLICT(id) DO UPDATE \
         SET kind = excluded.kind, title = excluded.title \
         WHERE kind != excluded.kind OR title != excluded.title",
    )?
    .execute(params![id, kind, title])?;
    Ok(())
}

/// A group became a supergroup with a new chat id: its games and its
/// title follow.
pub fn migrate_chat(conn: &Connection, old: i64, new: i64) -> Result<()> {
    conn.execute(
        "UPDATE games SET chat_id = ?2 WHERE chat_id = ?1",
        params![old, new],
    )?;
    conn.execute(
        "INSERT OR IGNORE INTO chats (id, kind, title) SELECT ?2, kind, title FROM chats WHERE id = ?1",
        params![old, new],
    )?;
    conn.execute(
        "UPDATE OR IGNORE group_players SET chat_id = ?2 WHERE chat_id = ?1",
        params![old, new],
    )?;
    Ok(())
}

/// A chat's kind and title, as last seen.
pub fn chat(conn: &Connection, id: i64) -> Result<Option<(ChatKind, String)>> {
    conn.prepare_cached("SELECT kind, title FROM chats WHERE id = ?1")?
        .query_row([id], |r| {
            let kind: String = r.get(0)?;
            let kind = if kind == "group" {
                ChatKind::Group
            } else {
                ChatKind::Private
            };
            Ok((kind, r.get(1)?))
        })
        .optional()
}
