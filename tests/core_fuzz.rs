//! The whole core under random message sequences: whatever users type, in
//! whatever order, nothing panics and the database stays consistent. The
//! invariants are checked after every message.

use boardbot::core::{Chat, ChatKind, Content, Hub, HubConfig, Incoming, Outgoing, User};
use boardbot::rules::{Game, Viewer, GAMES};
use boardbot::store::Store;
use proptest::prelude::*;

const GROUPS: [i64; 2] = [-100, -200];

/// The games `Step::Start` opens, every one of the five.
const NEW: [&str; 7] = [
    "/new opok size=5",
    "/new korpalski",
    "/new exchange size=5",
    "/new kriegspiel",
    "/new kriegspiel rules=english",
    "/new chpok chips=4",
    "/new chpok chips=3 clocks=off",
];

#[derive(Clone, Debug)]
enum Step {
    Say {
        user: i64,
        chat: Option<usize>,
        text: String,
    },
    Press {
        user: i64,
        chat: Option<usize>,
        data: String,
    },
    Wait(i64),
    /// Conversation in a group: it must get no answer at all.
    Talk {
        user: i64,
        group: usize,
        text: String,
    },
    /// The player to move in a running game plays a legal move (chosen by
    /// the number), so games get deep and end.
    Legal(usize),
    /// A game (`NEW[game]`) is opened in a group (or, with `None`, from a
    /// private chat with an invite code) and another user joins it.
    Start {
        group: Option<usize>,
        game: usize,
        a: i64,
        b: i64,
    },
}

fn text() -> impl Strategy<Value = String> {
    let square = ("[a-f]", 1..7u8).prop_map(|(f, r)| format!("{f}{r}"));
    let mv = (square.clone(), 0..30u8, square.clone()).prop_map(|(a, n, b)| format!("{a} {n} {b}"));
    let path = prop::collection::vec(square, 1..6).prop_map(|v| v.join("-"));
    let command = prop::sample::select(vec![
        "/new opok size=5",
        "/new opok size=5 days=1",
        "/new korpalski days=2",
        "/new exchange size=4",
        "/new kriegspiel",
        "/new chpok chips=2",
        "/bid white call",
        "/bid clock raise 1",
        "/any",
        "e2e4",
        "Nf3",
        "K/a1",
        "K@c2",
        "pass",
        "/new opok color=black size=6",
        "/new opok size=99",
        "/new op",
        "/new",
        "/join",
        "/join nosuchcode",
        "/start",
        "/start hello",
        "/board",
        "/board text",
        "/moves",
        "/resign",
        "/resign ?",
        "/draw",
        "/abort",
        "/games",
        "/switch 1",
        "/switch 2",
        "/switch x",
        "/export",
        "/undo",
        "/bid white raise 2",
        "/help",
        "/help opok",
        "/rules opok",
        "/frob",
        "/board@otherbot",
        "/resign #1",
        "/board #2",
    ])
    .prop_map(str::to_string);
    prop_oneof![
        3 => mv,
        1 => path,
        3 => command,
        1 => any::<String>(),
        1 => "[ -~]{0,20}",
    ]
}

/// What people say in a group around a game, in the players' languages.
const TALK: &[&str] = &[
    "good luck!",
    "thanks, you too",
    "ok",
    "lol",
    "👍",
    "nice move",
    "what about e4?",
    "I think e4 was a mistake",
    "удачі!",
    "гарна партія",
    "powodzenia",
    "dobra gra",
    "спасибо",
    "хороший ход",
    "brb",
    "",
];

fn step() -> impl Strategy<Value = Step> {
    let chat = prop_oneof![Just(None), (0..GROUPS.len()).prop_map(Some)];
    prop_oneof![
        8 => (1..4i64, chat.clone(), text()).prop_map(|(user, chat, text)| Step::Say { user, chat, text }),
        1 => (1..4i64, chat, prop::sample::select(vec!["/join #1", "/join #2", "/draw #1", "/resign #2", "a1 3 b3", "/board #1"]))
            .prop_map(|(user, chat, d)| Step::Press { user, chat, data: d.to_string() }),
        1 => (0..200_000_000i64).prop_map(Step::Wait),
        2 => (1..4i64, 0..GROUPS.len(), prop::sample::select(TALK.to_vec()))
            .prop_map(|(user, group, text)| Step::Talk { user, group, text: text.to_string() }),
        6 => any::<usize>().prop_map(Step::Legal),
        1 => (prop::option::weighted(0.7, 0..GROUPS.len()), 0..NEW.len(), 1..4i64, 1..4i64)
            .prop_map(|(group, game, a, b)| Step::Start { group, game, a, b }),
    ]
}

fn incoming(user: i64, chat: Option<usize>, content: Content, update: i64) -> Incoming {
    let chat = match chat {
        Some(g) => Chat {
            id: GROUPS[g],
            kind: ChatKind::Group,
            title: format!("#g{g}"),
        },
        None => Chat {
            id: user,
            kind: ChatKind::Private,
            title: format!("u{user}"),
        },
    };
    Incoming {
        update_id: Some(update),
        chat,
        user: User::new(user, format!("u{user}")),
        content,
        reply_to: None,
        admin: false,
    }
}

/// A running game: its id, group, seats, kind and state.
struct Running {
    id: i64,
    chat: Option<i64>,
    seats: [i64; 2],
    game: Box<dyn Game>,
}

fn running(hub: &Hub) -> Vec<Running> {
    let mut st = hub
        .conn()
        .prepare("SELECT id, chat_id, white, black, kind, state FROM games WHERE status = 'active' ORDER BY id")
        .unwrap();
    let rows = st
        .query_map([], |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                [r.get(2)?, r.get(3)?],
                r.get::<_, String>(4)?,
                r.get::<_, String>(5)?,
            ))
        })
        .unwrap();
    rows.map(|r| {
        let (id, chat, seats, kind, state) = r.unwrap();
        let kind = GAMES.iter().find(|k| k.name == kind).expect("known kind");
        let game = (kind.load)(serde_json::from_str(&state).unwrap()).expect("state loads");
        Running {
            id,
            chat,
            seats,
            game,
        }
    })
    .collect()
}

fn state_of(hub: &Hub, id: i64) -> String {
    hub.conn()
        .query_row("SELECT state FROM games WHERE id = ?1", [id], |r| r.get(0))
        .unwrap()
}

/// A message to send: from whom, in which group (`None`: their private
/// chat), what.
type Said = (i64, Option<usize>, String);

/// A legal action of the player to move in one of the running games, as
/// the messages that player would send: in a group game its group, else
/// (private games, and Kriegspiel's secret moves) their private chat,
/// after `/switch` to the game so the move cannot be taken for another.
fn legal_move(hub: &Hub, pick: usize) -> Option<(i64, Vec<Said>)> {
    let games = running(hub);
    if games.is_empty() {
        return None;
    }
    let r = &games[pick % games.len()];
    let seat = r.game.to_move()?;
    let texts = r.game.legal_texts();
    assert!(
        !texts.is_empty(),
        "game {}: {:?} to move has no legal text",
        r.id,
        seat
    );
    let text = texts[pick / games.len() % texts.len()].clone();
    let user = r.seats[seat.index()];
    let group = r.chat.and_then(|c| GROUPS.iter().position(|g| *g == c));
    let mut say = Vec::new();
    let chat = match group {
        Some(g) if !r.game.private_views() => Some(g),
        _ => {
            // Such a game waits until its players opened their private
            // chats (the mover opens theirs by writing).
            let other = r.seats[seat.other().index()];
            let opened: i64 = hub
                .conn()
                .query_row(
                    "SELECT COALESCE(MAX(private_ok), 0) FROM users WHERE id = ?1",
                    [other],
                    |r| r.get(0),
                )
                .unwrap();
            if opened == 0 {
                return None;
            }
            say.push((user, None, format!("/switch {}", r.id)));
            None
        }
    };
    // Several games may run in one group (and one player may sit in two):
    // the action names its game.
    let text = if text.starts_with('/') {
        format!("{text} #{}", r.id)
    } else {
        format!("#{} {text}", r.id)
    };
    say.push((user, chat, text));
    Some((r.id, say))
}

/// Everything that must hold between any two messages.
fn check_invariants(hub: &Hub) {
    let conn = hub.conn();
    let mut st = conn
        .prepare("SELECT id, kind, chat_id, white, black, status, state, result FROM games")
        .unwrap();
    let rows = st
        .query_map([], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, Option<i64>>(2)?,
                r.get::<_, Option<i64>>(3)?,
                r.get::<_, Option<i64>>(4)?,
                r.get::<_, String>(5)?,
                r.get::<_, String>(6)?,
                r.get::<_, Option<String>>(7)?,
            ))
        })
        .unwrap()
        .collect::<Result<Vec<_>, _>>()
        .unwrap();
    for (id, kind, _chat, white, black, status, state, result) in &rows {
        let kind = GAMES.iter().find(|k| k.name == kind).expect("known kind");
        let game =
            (kind.load)(serde_json::from_str(state).expect("state is JSON")).expect("state loads");
        if white.is_some() {
            assert_ne!(white, black, "game {id}: one user in both seats");
        }
        match status.as_str() {
            "over" => {
                let outcome = game.outcome().expect("a finished game has an outcome");
                assert_eq!(result.as_deref(), Some(outcome.result.score()), "game {id}");
            }
            "active" => {
                assert!(game.outcome().is_none(), "game {id} is active but over");
                assert!(
                    white.is_some() && black.is_some(),
                    "game {id} active without two players"
                );
            }
            "open" => assert!(
                white.is_none() || black.is_none(),
                "game {id} open with two players"
            ),
            "aborted" => {}
            other => panic!("game {id}: unknown status {other}"),
        }
        // Every view can be drawn.
        let _ = game.board_text(Viewer::Public);
    }
    for g in GROUPS {
        // Several games may run in a group, but each user has at most one
        // waiting for a player there.
        let most: i64 = conn
            .query_row(
                "SELECT COALESCE(MAX(n), 0) FROM (SELECT COUNT(*) AS n FROM games \
                 WHERE chat_id = ?1 AND status = 'open' GROUP BY creator)",
                [g],
                |r| r.get(0),
            )
            .unwrap();
        assert!(most <= 1, "a user of group {g} has {most} open games");
    }
    for (_, msg) in hub.pending(10_000).unwrap() {
        if let Outgoing::Message {
            chat,
            text,
            photo,
            buttons,
            ..
        } = msg
        {
            assert!(!text.is_empty() || photo.is_some(), "an empty message");
            for b in buttons.iter().flatten() {
                assert!(b.data.len() <= 64, "callback data too long: {}", b.data);
            }
            if chat > 0 {
                let ok: i64 = conn
                    .query_row(
                        "SELECT COALESCE(MAX(private_ok), 0) FROM users WHERE id = ?1",
                        [chat],
                        |r| r.get(0),
                    )
                    .unwrap();
                assert_eq!(ok, 1, "a message to a private chat the user never opened");
            }
        }
    }
}

/// A distinct update id for the `k`-th message of step `i`.
fn update(i: usize, k: usize) -> i64 {
    (i * 8 + k) as i64
}

/// The core under test and the time it is told.
struct Fuzz {
    hub: Hub,
    now: i64,
}

impl Fuzz {
    fn new() -> Fuzz {
        let hub = Hub::new(
            Store::in_memory().unwrap(),
            HubConfig {
                seed: Some(3),
                pictures: false,
                ..HubConfig::default()
            },
        );
        Fuzz {
            hub,
            now: 1_000_000_000_000,
        }
    }

    fn say(&mut self, i: usize, k: usize, user: i64, chat: Option<usize>, text: String) {
        let msg = incoming(user, chat, Content::Text(text), update(i, k));
        self.hub.handle(&msg, self.now).unwrap();
    }

    /// Applies step `i`, then checks every invariant. `Err` when a legal
    /// action was refused.
    fn step(&mut self, i: usize, s: Step) -> Result<(), String> {
        match s {
            Step::Say { user, chat, text } => self.say(i, 0, user, chat, text),
            Step::Press { user, chat, data } => {
                let content = Content::Button {
                    data,
                    query_id: format!("q{i}"),
                };
                let msg = incoming(user, chat, content, update(i, 0));
                self.hub.handle(&msg, self.now).unwrap();
            }
            Step::Legal(pick) => {
                if let Some((id, say)) = legal_move(&self.hub, pick) {
                    let before = state_of(&self.hub, id);
                    let tried = say.last().map(|m| m.2.clone()).unwrap_or_default();
                    for (k, (user, chat, text)) in say.into_iter().enumerate() {
                        self.say(i, k, user, chat, text);
                    }
                    // The game took the action (or, past a deadline not
                    // fired yet, ended on time): it changed.
                    if before == state_of(&self.hub, id) {
                        return Err(format!("game {id} refused its legal action {tried:?}"));
                    }
                }
            }
            Step::Start { group, game, a, b } => {
                self.say(i, 0, a, None, "/start".into());
                self.say(i, 1, b, None, "/start".into());
                self.say(i, 2, a, group, NEW[game].into());
                check_invariants(&self.hub);
                let id: i64 = self
                    .hub
                    .conn()
                    .query_row("SELECT MAX(id) FROM games", [], |r| r.get(0))
                    .unwrap_or(0);
                let join = match group {
                    Some(_) => format!("/join #{id}"),
                    None => {
                        let code: Option<String> = self
                            .hub
                            .conn()
                            .query_row(
                                "SELECT invite FROM games ORDER BY id DESC LIMIT 1",
                                [],
                                |r| r.get(0),
                            )
                            .unwrap_or(None);
                        format!("/join {}", code.unwrap_or_default())
                    }
                };
                self.say(i, 3, b, group, join);
            }
            Step::Wait(ms) => {
                self.now += ms;
                self.hub.fire_due(self.now).unwrap();
            }
            Step::Talk { user, group, text } => {
                let before = self.hub.pending(100_000).unwrap().len();
                self.say(i, 0, user, Some(group), text.clone());
                let after = self.hub.pending(100_000).unwrap().len();
                if after != before {
                    return Err(format!("conversation {text:?} in a group was answered"));
                }
            }
        }
        check_invariants(&self.hub);
        Ok(())
    }

    /// Marks every queued message delivered (long runs would otherwise
    /// check an ever longer outbox).
    fn deliver(&mut self) {
        for (id, _) in self.hub.pending(10_000).unwrap() {
            self.hub
                .delivered(id, 0, None, Default::default(), 0)
                .unwrap();
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_messages_keep_every_invariant(steps in prop::collection::vec(step(), 1..120)) {
        let mut fuzz = Fuzz::new();
        for (i, s) in steps.into_iter().enumerate() {
            fuzz.step(i, s).map_err(TestCaseError::fail)?;
        }
    }
}

/// Every game, in a group and between private chats, played to its end
/// through the core by random legal actions of the players (Chpok's bids
/// included), with the invariants checked after every message: the
/// games' own lists of legal actions are what the core accepts.
#[test]
fn every_game_is_played_to_its_end_through_the_core() {
    use rand::{rngs::StdRng, Rng, SeedableRng};
    let mut rng = StdRng::seed_from_u64(11);
    let mut fuzz = Fuzz::new();
    let mut i = 0;
    for (game, new) in NEW.iter().enumerate() {
        for group in [Some(0), None] {
            fuzz.step(
                i,
                Step::Start {
                    group,
                    game,
                    a: 1,
                    b: 2,
                },
            )
            .unwrap();
            i += 1;
            let id: i64 = fuzz
                .hub
                .conn()
                .query_row("SELECT MAX(id) FROM games", [], |r| r.get(0))
                .unwrap();
            let mut actions = 0;
            loop {
                let status: String = fuzz
                    .hub
                    .conn()
                    .query_row("SELECT status FROM games WHERE id = ?1", [id], |r| r.get(0))
                    .unwrap();
                if status != "active" {
                    assert_eq!(status, "over", "{new}: game {id}");
                    break;
                }
                assert!(actions < 5_000, "{new}: game {id} does not end");
                // Only this game runs, so any pick lands on it.
                fuzz.step(i, Step::Legal(rng.random::<u32>() as usize))
                    .unwrap();
                fuzz.deliver();
                i += 1;
                actions += 1;
            }
            assert!(actions > 0, "{new}: game {id} ended without a move");
            eprintln!("{new} {group:?}: {actions} actions");
        }
    }
}
