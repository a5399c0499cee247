//! Recently used games kept loaded between messages.
//!
//! A chess-family game is saved as its moves and replayed on load (so a
//! stored state can never hold an illegal position); in a long game that
//! replay is most of the cost of a message. The cache keeps the loaded game
//! beside the exact state text it was saved as: a game is reused only while
//! its row still holds that text, so a rolled-back transaction, another
//! connection's write or an edited row simply miss and replay.

use std::collections::HashMap;

use crate::rules::{Game, GameKind};
use crate::store::GameRow;

use super::{load_game, CoreError};

/// How many games stay loaded: the games being played right now (about
/// 10 KB each; `boardbot bench` reports the resident memory with 1,000).
pub const CAPACITY: usize = 1024;

struct Entry {
    state: String,
    game: Box<dyn Game>,
    used: u64,
}

pub struct GameCache {
    /// The registry games are loaded with.
    kinds: Vec<&'static GameKind>,
    games: HashMap<i64, Entry>,
    clock: u64,
    hits: u64,
    misses: u64,
}

impl GameCache {
    pub fn new(kinds: Vec<&'static GameKind>) -> GameCache {
        GameCache {
            kinds,
            games: HashMap::new(),
            clock: 0,
            hits: 0,
            misses: 0,
        }
    }

    /// The registry entry of a stored game.
    pub fn kind_of(&self, row: &GameRow) -> Result<&'static GameKind, CoreError> {
        super::kind_of(row, &self.kinds)
    }

    /// The game of `row`: a copy of the cached one if its state is the
    /// row's, else loaded from the row (and cached).
    pub fn load(&mut self, row: &GameRow) -> Result<Box<dyn Game>, CoreError> {
        self.clock += 1;
        if let Some(e) = self.games.get_mut(&row.id) {
            if e.state == row.state {
                e.used = self.clock;
                self.hits += 1;
                return Ok(e.game.clone_box());
            }
        }
        self.misses += 1;
        let game = load_game(row, &self.kinds)?;
        self.put(row.id, &row.state, game.as_ref());
        Ok(game)
    }

    /// Remembers `game` as saved in `state` (call after writing the row).
    pub fn put(&mut self, id: i64, state: &str, game: &dyn Game) {
        self.clock += 1;
        if self.games.len() >= CAPACITY && !self.games.contains_key(&id) {
            if let Some(oldest) = self
                .games
                .iter()
                .min_by_key(|(_, e)| e.used)
                .map(|(k, _)| *k)
            {
                self.games.remove(&oldest);
            }
        }
        self.games.insert(
            id,
            Entry {
                state: state.to_string(),
                game: game.clone_box(),
                used: self.clock,
            },
        );
    }

    /// (hits, misses) since the start, for tests and the benchmark.
    pub fn stats(&self) -> (u64, u64) {
        (self.hits, self.misses)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::opok::Opok;
    use crate::store::Status;

    fn row(id: i64, game: &dyn Game) -> GameRow {
        let state = game.save().expect("saves").to_string();
        let mut row = GameRow::new("opok", None, 1, state, 0);
        row.id = id;
        row.seats = [Some(1), Some(2)];
        row.status = Status::Active;
        row
    }

    #[test]
    fn a_game_is_reused_only_while_its_row_holds_the_same_state() {
        let mut cache = GameCache::new(crate::rules::GAMES.to_vec());
        let small = Opok::new(5);
        let r = row(1, &small);
        cache.load(&r).unwrap();
        assert_eq!(cache.stats(), (0, 1));
        cache.load(&r).unwrap();
        assert_eq!(cache.stats(), (1, 1));
        // The row changed behind the cache's back (a rolled-back move,
        // another connection): loaded from the row, not the cache.
        let other = row(1, &Opok::new(7));
        let got = cache.load(&other).unwrap();
        assert_eq!(cache.stats(), (1, 2));
        assert_eq!(
            got.save().expect("saves"),
            other.state.parse::<serde_json::Value>().unwrap()
        );
    }

    /// A row naming a game this hub does not host (another build's, a
    /// damaged row) is the typed error, named, not a panic or a default.
    #[test]
    fn an_unknown_game_kind_is_a_typed_error() {
        let mut cache = GameCache::new(crate::rules::GAMES.to_vec());
        let mut r = row(7, &Opok::new(5));
        r.kind = crate::store::GameName::new("chess960");
        let Err(e) = cache.load(&r) else {
            panic!("an unknown game kind loaded");
        };
        assert!(
            matches!(&e, CoreError::UnknownGame { id: 7, name } if *name == "chess960"),
            "{e:?}"
        );
        assert_eq!(
            e.to_string(),
            "game 7 cannot be loaded: unknown game kind chess960"
        );
        // Without Opok in the registry, an Opok row is unknown too.
        let fewer = GameCache::new(vec![&crate::rules::chpok::KIND]);
        let e = fewer.kind_of(&row(8, &Opok::new(5))).unwrap_err();
        assert!(matches!(e, CoreError::UnknownGame { id: 8, .. }), "{e:?}");
    }

    #[test]
    fn the_least_recently_used_game_leaves_first() {
        let mut cache = GameCache::new(crate::rules::GAMES.to_vec());
        let g = Opok::new(5);
        for id in 0..CAPACITY as i64 {
            cache.put(id, "s", &g);
        }
        cache.load(&row(0, &g)).unwrap(); // state differs: reloaded, used now
        cache.put(CAPACITY as i64, "s", &g);
        assert_eq!(cache.games.len(), CAPACITY);
        assert!(cache.games.contains_key(&0), "recently used");
        assert!(!cache.games.contains_key(&1), "the oldest is gone");
    }
}
