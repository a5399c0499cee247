//! A game is one folder and one line: this test defines a sixth game
//! (tic-tac-toe, drawn with Opok's discs) entirely here, registers it in the
//! hub's registry and plays it through the console loop, touching nothing
//! else. `rules/mod.rs` lists the steps this follows.

use boardbot::core::HubConfig;
use boardbot::i18n::Text;
use boardbot::render::{Cell, View};
use boardbot::rules::{
    save_json, shape, Ctx, Game, GameKind, GameResult, LoadError, Note, Options, Outcome, Played,
    Refusal, SaveError, Seat, Viewer, GAMES,
};
use serde::{Deserialize, Serialize};

/// Step 1: the state, serializable.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct TicTacToe {
    /// Row-major from a1: `None` empty, `Some(White)` X, `Some(Black)` O.
    cells: [Option<Seat>; 9],
    moves: Vec<String>,
    outcome: Option<Outcome>,
}

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

fn square(text: &str) -> Option<usize> {
    let b = text.trim().to_ascii_lowercase().into_bytes();
    match b.as_slice() {
        [f @ b'a'..=b'c', r @ b'1'..=b'3'] => Some(((r - b'1') * 3 + (f - b'a')) as usize),
        _ => None,
    }
}

fn name(i: usize) -> String {
    format!("{}{}", (b'a' + (i % 3) as u8) as char, i / 3 + 1)
}

/// Step 2: the game behind the `Game` trait.
impl Game for TicTacToe {
    fn kind(&self) -> &'static GameKind {
        &TICTACTOE
    }
    fn turn(&self) -> Seat {
        Seat::from_index(self.moves.len() % 2)
    }
    fn outcome_slot(&self) -> &Option<Outcome> {
        &self.outcome
    }
    fn outcome_slot_mut(&mut self) -> &mut Option<Outcome> {
        &mut self.outcome
    }
    fn play(&mut self, seat: Seat, text: &str, _ctx: &mut Ctx) -> Result<Played, Refusal> {
        let Some(i) = square(text) else {
            return Err(Refusal::new(Text::plain(&format!(
                "'{}' is not a square: a1 … c3.",
                text.trim()
            ))));
        };
        if self.cells[i].is_some() {
            return Err(Refusal::new(Text::plain(&format!("{} is taken.", name(i)))));
        }
        self.cells[i] = Some(seat);
        self.moves.push(name(i));
        let mark = self.seat_name(seat);
        let won = LINES
            .iter()
            .any(|l| l.iter().all(|&j| self.cells[j] == Some(seat)));
        if won {
            self.outcome = Some(Outcome {
                result: GameResult::win_for(seat),
                reason: Text::plain(&format!("{mark} wins with three in a row.")),
            });
        } else if self.cells.iter().all(Option::is_some) {
            self.outcome = Some(Outcome {
                result: GameResult::Draw,
                reason: Text::plain("Draw: the board is full."),
            });
        }
        Ok(Played {
            notes: vec![Note::all(Text::plain(&format!(
                "{}. {mark}: {}",
                self.moves.len(),
                name(i)
            )))],
            board: true,
            outcome: self.outcome.clone(),
        })
    }
    fn status(&self, _viewer: Viewer) -> Text {
        Text::plain(&format!("Move {}.", self.moves.len() + 1))
    }
    fn board_text(&self, _viewer: Viewer) -> Text {
        let mut rows = Vec::new();
        for r in (0..3).rev() {
            let row: Vec<&str> = (0..3)
                .map(|f| match self.cells[r * 3 + f] {
                    None => ".",
                    Some(Seat::White) => "X",
                    Some(Seat::Black) => "O",
                })
                .collect();
            rows.push(format!("{} {}", r + 1, row.join(" ")));
        }
        rows.push("  a b c".into());
        Text::plain(&rows.join("\n"))
    }
    fn view(&self, _viewer: Viewer) -> Option<View> {
        let cells = self
            .cells
            .iter()
            .map(|c| match c {
                None => Cell::Empty,
                Some(s) => Cell::Stack {
                    first: *s == Seat::White,
                    height: 1,
                },
            })
            .collect();
        let mut view = View::empty(3, 3);
        view.cells = cells;
        Some(view)
    }
    fn moves(&self, _viewer: Viewer) -> Text {
        Text::plain(&self.moves.join(" "))
    }
    fn export(&self, _args: &str) -> Text {
        Text::plain(&self.moves.join(" "))
    }
    fn save(&self) -> Result<serde_json::Value, SaveError> {
        save_json(self)
    }
    fn untouched(&self) -> bool {
        self.moves.is_empty()
    }
    fn legal_texts(&self) -> Vec<String> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        (0..9)
            .filter(|&i| self.cells[i].is_none())
            .map(name)
            .collect()
    }
}

fn create(_options: &Options, _ctx: &mut Ctx) -> Result<Box<dyn Game>, Refusal> {
    Ok(Box::new(TicTacToe {
        cells: [None; 9],
        moves: Vec::new(),
        outcome: None,
    }))
}

fn load(value: serde_json::Value) -> Result<Box<dyn Game>, LoadError> {
    let game: TicTacToe =
        serde_json::from_value(value).map_err(|e| LoadError::new("Tic-tac-toe", e))?;
    Ok(Box::new(game))
}

fn looks_like_move(text: &str) -> bool {
    let t = text.trim();
    t.len() == 2 && shape::has_square(t)
}

/// Step 3: the registry entry.
static TICTACTOE: GameKind = GameKind {
    name: "tictactoe",
    title_en: "Tic-tac-toe",
    seat_names: ["X", "O"],
    correspondence_options: true,
    create,
    load,
    help: "Moves: a square, a1 … c3.",
    rules: "Three in a row wins; a full board is a draw.",
    commands: &[],
    looks_like_move,
    pieces: &[],
    check_settings: boardbot::rules::no_settings,
};

/// Step 4: the bot with the game in its registry.
fn play(script: &str) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut games = GAMES.to_vec();
    games.push(&TICTACTOE);
    let config = HubConfig {
        games,
        seed: Some(1),
        ..HubConfig::default()
    };
    boardbot::console::run_script(
        config,
        &dir.path().join("bot.db"),
        dir.path().join("images"),
        script,
    )
    .expect("the console runs")
}

fn section<'a>(out: &'a str, name: &str) -> &'a str {
    let start = out
        .find(&format!("~~ {name}\n"))
        .unwrap_or_else(|| panic!("no marker {name} in {out}"))
        + name.len()
        + 4;
    let rest = &out[start..];
    &rest[..rest.find("~~ ").unwrap_or(rest.len())]
}

#[test]
fn a_sixth_game_registers_itself_and_is_played_through_the_console() {
    let out = play(
        "~echo help\nalice@#club: /help\n~echo rules\nalice: /rules tic\n\
         ~echo new\nalice@#club: /new tictactoe\nbob@#club: /join\n\
         ~echo talk\nalice@#club: good luck\nbob@#club: ok\n\
         ~echo game\nalice@#club: b2\nbob@#club: a1\nalice@#club: a3\n\
         bob@#club: a3\nbob@#club: c3\nalice@#club: c1\n\
         ~echo after\nalice@#club: /board text\n~echo end\n",
    );
    assert!(section(&out, "help").contains("tictactoe"), "{out}");
    assert!(
        section(&out, "rules").contains("Three in a row wins"),
        "{out}"
    );
    assert!(section(&out, "new").contains("bob joins as O"), "{out}");
    assert_eq!(
        section(&out, "talk"),
        "",
        "talk is not a tic-tac-toe move:\n{out}"
    );
    let game = section(&out, "game");
    assert!(game.contains("1. X: b2"), "{game}");
    assert!(game.contains("bob: a3 is taken."), "{game}");
    assert!(
        game.contains("Game over: 1-0, X wins with three in a row."),
        "{game}"
    );
    assert!(game.contains("[photo "), "{game}");
    let after = section(&out, "after");
    assert!(after.contains("3 X . O"), "{after}");
    assert!(after.contains("2 . X ."), "{after}");
    assert!(after.contains("1 O . X"), "{after}");
}

/// The engines know nothing of tic-tac-toe: it says nothing of how the
/// computer should read it (`Game::reading`'s default), so the levels play
/// it with the generic search through the `Game` trait. Level 5 takes a
/// win in one, blocks one, and never loses to random play in either seat.
#[test]
fn a_sixth_game_gets_the_generic_search() {
    use boardbot::engine::Spec;
    use boardbot::rules::TestCtx;
    use rand::SeedableRng;
    let new = || TicTacToe {
        cells: [None; 9],
        moves: Vec::new(),
        outcome: None,
    };
    let play = |g: &mut TicTacToe, text: &str| {
        let seat = g.turn();
        g.play(seat, text, &mut TestCtx::new(1).ctx()).unwrap();
    };
    let mut rng = rand::rngs::StdRng::seed_from_u64(3);
    // X: a1 b1, O: a2 b2, X to move: c1 wins.
    let mut g = new();
    for m in ["a1", "a2", "b1", "b2"] {
        play(&mut g, m);
    }
    let choice = Spec::Level(5).build().choose(&g, Seat::White, &mut rng);
    assert_eq!(choice.as_deref(), Some("c1"));
    // X: a1 b1 c3, O: a2 b2, O to move: c1 blocks (or c2 wins).
    let mut g = new();
    for m in ["a1", "a2", "b1", "b2", "c3"] {
        play(&mut g, m);
    }
    let choice = Spec::Level(5).build().choose(&g, Seat::Black, &mut rng);
    assert_eq!(choice.as_deref(), Some("c2"), "O wins at once");
    for seed in 0..6u64 {
        let bot = Seat::from_index((seed % 2) as usize);
        let mut engines = [Spec::Level(5).build(), Spec::Random.build()];
        let mut g = new();
        while let Some(seat) = g.to_move() {
            let who = usize::from(seat != bot);
            let text = engines[who].choose(&g, seat, &mut rng).unwrap();
            play(&mut g, &text);
        }
        let result = g.outcome().unwrap().result;
        assert_ne!(
            result,
            GameResult::win_for(bot.other()),
            "seed {seed}: the bot lost {:?}",
            g.moves
        );
    }
}
