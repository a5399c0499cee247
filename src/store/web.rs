//! The web board's links: one unguessable token per game (the "Open
//! board" buttons and `/api/games/LINK` name a game by it, never by its
//! number), and the stamp that tells an open board the game changed.

use rusqlite::{params, Connection, OptionalExtension};

use super::Result;

/// A link token: 96 random bits as 24 hex digits (the issue asks ≥ 64).
pub fn new_link(rng: &mut impl rand::RngCore) -> String {
    let mut bytes = [0u8; 12];
    rng.fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Game `game`'s link, made (from `rng`) and stored the first time it is
/// asked for.
pub fn link_of(conn: &Connection, game: i64, rng: &mut impl rand::RngCore) -> Result<String> {
    if let Some(link) = conn
        .prepare_cached("SELECT link FROM web_links WHERE game_id = ?1")?
        .query_row([game], |r| r.get::<_, String>(0))
        .optional()?
    {
        return Ok(link);
    }
    let link = new_link(rng);
    conn.prepare_cached("INSERT INTO web_links (game_id, link) VALUES (?1, ?2)")?
        .execute(params![game, link])?;
    Ok(link)
}

/// The game a link names, if any.
pub fn game_of_link(conn: &Connection, link: &str) -> Result<Option<i64>> {
    conn.prepare_cached("SELECT game_id FROM web_links WHERE link = ?1")?
        .query_row([link], |r| r.get(0))
        .optional()
}

/// Whether game `game` is being played (its boards get the button).
pub fn is_active(conn: &Connection, game: i64) -> Result<bool> {
    Ok(conn
        .prepare_cached("SELECT status FROM games WHERE id = ?1")?
        .query_row([game], |r| r.get::<_, String>(0))
        .optional()?
        .is_some_and(|s| s == "active"))
}

/// Something that changes whenever the game's row does (a move, an
/// attempt, a draw offer, a player leaving): an open board asks again
/// when it differs.
pub fn stamp(conn: &Connection, game: i64) -> Result<Option<String>> {
    conn.prepare_cached(
        "SELECT updated_ms, length(state), status, ifnull(draw_offer, -1), left_seats,
                ifnull(white, 0), ifnull(black, 0)
         FROM games WHERE id = ?1",
    )?
    .query_row([game], |r| {
        Ok(format!(
            "{}.{}.{}.{}.{}.{}.{}",
            r.get::<_, i64>(0)?,
            r.get::<_, i64>(1)?,
            r.get::<_, String>(2)?,
            r.get::<_, i64>(3)?,
            r.get::<_, i64>(4)?,
            r.get::<_, i64>(5)?,
            r.get::<_, i64>(6)?
        ))
    })
    .optional()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;
    use rand::SeedableRng;

    #[test]
    fn links_are_made_once_and_found() {
        let store = Store::in_memory().unwrap();
        let mut rng = rand::rngs::StdRng::seed_from_u64(1);
        let a = link_of(&store.conn, 7, &mut rng).unwrap();
        assert_eq!(a.len(), 24);
        assert!(a.bytes().all(|b| b.is_ascii_hexdigit()));
        assert_eq!(link_of(&store.conn, 7, &mut rng).unwrap(), a);
        let b = link_of(&store.conn, 8, &mut rng).unwrap();
        assert_ne!(a, b);
        assert_eq!(game_of_link(&store.conn, &a).unwrap(), Some(7));
        assert_eq!(game_of_link(&store.conn, "7").unwrap(), None);
        assert_eq!(stamp(&store.conn, 7).unwrap(), None);
    }
}
