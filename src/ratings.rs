//! Players' ratings and records, one per game kind: the arithmetic only.
//! The store keeps them ([`crate::store::ratings`]) and the core shows them.
//!
//! Ratings are Glicko-2 (computed by the `skillratings` crate), updated
//! after every rated game, each game being one rating period as on lichess:
//! a new player starts at 1500 with a deviation of 350 and volatility 0.06,
//! τ = 0.5. There is no decay with time (a player's deviation does not grow
//! while they do not play).

use skillratings::glicko2::{glicko2, glicko2_rating_period, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

use crate::rules::{GameResult, Seat};

/// A rating stays provisional (shown with `?`) while its deviation is at
/// least this. Lichess's threshold: a new player passes it after about ten
/// games (each game lowers the deviation less as it falls).
pub const PROVISIONAL_RD: f64 = 110.0;

/// One player's Glicko-2 rating in one game kind.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    /// A new player's rating: 1500, deviation 350, volatility 0.06.
    fn default() -> Rating {
        Rating::from(Glicko2Rating::new())
    }
}

impl From<Glicko2Rating> for Rating {
    fn from(g: Glicko2Rating) -> Rating {
        Rating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
        }
    }
}

impl From<Rating> for Glicko2Rating {
    fn from(r: Rating) -> Glicko2Rating {
        Glicko2Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl Rating {
    pub fn provisional(&self) -> bool {
        self.deviation >= PROVISIONAL_RD
    }

    /// The rating as players see it: a whole number.
    pub fn rounded(&self) -> i64 {
        self.rating.round() as i64
    }

    /// `1540`, or `1620?` while provisional.
    pub fn shown(&self) -> String {
        shown(self.rounded(), self.provisional())
    }
}

/// `1540`, or `1620?` when provisional.
pub fn shown(rating: i64, provisional: bool) -> String {
    if provisional {
        format!("{rating}?")
    } else {
        rating.to_string()
    }
}

/// The result of a game from one player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    Win,
    Draw,
    Loss,
}

impl Score {
    /// The score of `seat` in a game that ended with `result`.
    pub fn of(result: GameResult, seat: Seat) -> Score {
        match (result, seat) {
            (GameResult::Draw, _) => Score::Draw,
            (GameResult::WhiteWins, Seat::White) | (GameResult::BlackWins, Seat::Black) => {
                Score::Win
            }
            _ => Score::Loss,
        }
    }

    fn outcome(self) -> Outcomes {
        match self {
            Score::Win => Outcomes::WIN,
            Score::Draw => Outcomes::DRAW,
            Score::Loss => Outcomes::LOSS,
        }
    }
}

/// The result a game's row stores (`1-0`, `0-1`, `1/2-1/2`).
pub fn parse_result(score: &str) -> Option<GameResult> {
    [
        GameResult::WhiteWins,
        GameResult::BlackWins,
        GameResult::Draw,
    ]
    .into_iter()
    .find(|r| r.score() == score)
}

/// A result (written by colour, `1-0` White's win) as the game's seats got
/// it: the same, or the other way round when the seats played the other
/// colours (Chpok's challenger, seated first, as Black).
pub fn by_seats(result: GameResult, colors_swapped: bool) -> GameResult {
    match (result, colors_swapped) {
        (GameResult::WhiteWins, true) => GameResult::BlackWins,
        (GameResult::BlackWins, true) => GameResult::WhiteWins,
        (r, _) => r,
    }
}

/// Both players' ratings after one game between them (one rating period).
pub fn after_game(white: Rating, black: Rating, result: GameResult) -> [Rating; 2] {
    let (w, b) = glicko2(
        &white.into(),
        &black.into(),
        &Score::of(result, Seat::White).outcome(),
        &Glicko2Config::new(),
    );
    [w.into(), b.into()]
}

/// A player's rating after several games in one rating period, each against
/// an opponent as rated at its start (Glickman's worked example).
pub fn after_period(player: Rating, games: &[(Rating, Score)]) -> Rating {
    let results: Vec<(Glicko2Rating, Outcomes)> = games
        .iter()
        .map(|(opponent, score)| ((*opponent).into(), score.outcome()))
        .collect();
    glicko2_rating_period(&player.into(), &results, &Glicko2Config::new()).into()
}

/// A player's record in one game kind (rated games only).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub games: i64,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
    /// Wins in a row (> 0) or losses in a row (< 0) up to the last game;
    /// 0 after a draw.
    pub streak: i64,
    /// The win over the highest-rated opponent: the game, and the
    /// opponent's rating before it (the earlier game on a tie).
    pub best_win: Option<(i64, i64)>,
}

impl Record {
    /// Adds one game: `opponent` is the opponent's rating before it.
    pub fn add(&mut self, score: Score, game: i64, opponent: i64) {
        self.games += 1;
        match score {
            Score::Win => {
                self.wins += 1;
                self.streak = self.streak.max(0) + 1;
                if self.best_win.is_none_or(|(_, best)| opponent > best) {
                    self.best_win = Some((game, opponent));
                }
            }
            Score::Draw => {
                self.draws += 1;
                self.streak = 0;
            }
            Score::Loss => {
                self.losses += 1;
                self.streak = self.streak.min(0) - 1;
            }
        }
    }

    /// `3 wins`, `1 loss`, or `none` (no game, or a draw last).
    /// The current streak in words: `3 wins`, `1 loss`, `none` (a
    /// reference, see [`crate::i18n`]).
    pub fn streak_words(&self) -> String {
        match self.streak {
            0 => crate::t!("stats-streak-none"),
            n if n > 0 => crate::t!("stats-streak-wins", n = n),
            n => crate::t!("stats-streak-losses", n = -n),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    /// Glickman, "Example of the Glicko-2 system" (glicko2.pdf): a player
    /// rated 1500 (RD 200) beats 1400 (RD 30) and loses to 1550 (RD 100) and
    /// 1700 (RD 300) in one period: 1464.06, RD 151.52, σ 0.05999.
    #[test]
    fn glickmans_worked_example() {
        let games = [
            (r(1400.0, 30.0), Score::Win),
            (r(1550.0, 100.0), Score::Loss),
            (r(1700.0, 300.0), Score::Loss),
        ];
        let after = after_period(r(1500.0, 200.0), &games);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
        assert_eq!(after.shown(), "1464?");
    }

    /// One game as one period: the same arithmetic as a period of one game
    /// for each side, and what a first game between two new players gives.
    #[test]
    fn one_game_is_one_period_for_each_side() {
        let white = r(1540.0, 120.0);
        let black = r(1620.0, 80.0);
        let [w, b] = after_game(white, black, GameResult::WhiteWins);
        assert_eq!(w, after_period(white, &[(black, Score::Win)]));
        assert_eq!(b, after_period(black, &[(white, Score::Loss)]));
        assert!(w.rating > white.rating && b.rating < black.rating);
        // The surprise moves the less certain rating more.
        assert!(w.rating - white.rating > black.rating - b.rating);

        let [w, b] = after_game(Rating::default(), Rating::default(), GameResult::BlackWins);
        assert_eq!((w.rounded(), b.rounded()), (1338, 1662));
        assert_eq!(w.deviation.round(), 290.0);
        let [w, b] = after_game(Rating::default(), Rating::default(), GameResult::Draw);
        assert_eq!((w.rounded(), b.rounded()), (1500, 1500));
        assert!(w.deviation < 350.0 && b.deviation < 350.0);
    }

    #[test]
    fn provisional_until_the_deviation_falls_below_110() {
        assert!(Rating::default().provisional());
        assert_eq!(r(1620.4, 110.0).shown(), "1620?");
        assert_eq!(r(1539.6, 109.9).shown(), "1540");
        // Two established players stay established after a game.
        let [w, b] = after_game(r(1500.0, 60.0), r(1500.0, 60.0), GameResult::Draw);
        assert!(!w.provisional() && !b.provisional());
    }

    #[test]
    fn results_parse_back() {
        for result in [
            GameResult::WhiteWins,
            GameResult::BlackWins,
            GameResult::Draw,
        ] {
            assert_eq!(parse_result(result.score()), Some(result));
        }
        assert_eq!(parse_result("1-1"), None);
        assert_eq!(Score::of(GameResult::BlackWins, Seat::Black), Score::Win);
        assert_eq!(Score::of(GameResult::BlackWins, Seat::White), Score::Loss);
        assert_eq!(Score::of(GameResult::Draw, Seat::White), Score::Draw);
        let swapped = by_seats(GameResult::BlackWins, true);
        assert_eq!(Score::of(swapped, Seat::White), Score::Win);
        assert_eq!(
            by_seats(GameResult::BlackWins, false),
            GameResult::BlackWins
        );
        assert_eq!(by_seats(GameResult::Draw, true), GameResult::Draw);
    }

    #[test]
    fn records_count_streaks_and_the_best_win() {
        let mut rec = Record::default();
        assert_eq!(crate::i18n::en(&rec.streak_words()), "none");
        rec.add(Score::Win, 1, 1500);
        rec.add(Score::Win, 2, 1600);
        assert_eq!(crate::i18n::en(&rec.streak_words()), "2 wins");
        rec.add(Score::Loss, 3, 1400);
        assert_eq!(crate::i18n::en(&rec.streak_words()), "1 loss");
        rec.add(Score::Loss, 4, 1700);
        rec.add(Score::Win, 5, 1600); // a tie keeps the earlier game
        assert_eq!(crate::i18n::en(&rec.streak_words()), "1 win");
        rec.add(Score::Draw, 6, 1900);
        assert_eq!(crate::i18n::en(&rec.streak_words()), "none");
        assert_eq!((rec.games, rec.wins, rec.draws, rec.losses), (6, 3, 1, 2));
        assert_eq!(rec.best_win, Some((2, 1600)));
        rec.add(Score::Loss, 7, 1300);
        rec.add(Score::Loss, 8, 1300);
        assert_eq!(crate::i18n::en(&rec.streak_words()), "2 losses");
    }
}
