//! The whole core under random message sequences: whatever users type, in
//! whatever order, nothing panics and the database stays consistent. The
//! invariants are checked after every message.

use boardbot::core::{Chat, ChatKind, Content, Hub, HubConfig, Incoming, Outgoing, User};
use boardbot::rules::opok::Opok;
use boardbot::rules::{Game, Viewer, GAMES};
use boardbot::store::Store;
use proptest::prelude::*;

const GROUPS: [i64; 2] = [-100, -200];

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
    /// The player to move in a running game plays a legal move (chosen by
    /// the number), so games get deep and end.
    Legal(usize),
    /// A game is opened in a group and another user joins it.
    Start {
        group: usize,
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

fn step() -> impl Strategy<Value = Step> {
    let chat = prop_oneof![Just(None), (0..GROUPS.len()).prop_map(Some)];
    prop_oneof![
        8 => (1..4i64, chat.clone(), text()).prop_map(|(user, chat, text)| Step::Say { user, chat, text }),
        1 => (1..4i64, chat, prop::sample::select(vec!["/join #1", "/join #2", "/draw #1", "/resign #2", "a1 3 b3", "/board #1"]))
            .prop_map(|(user, chat, d)| Step::Press { user, chat, data: d.to_string() }),
        1 => (0..200_000_000i64).prop_map(Step::Wait),
        6 => any::<usize>().prop_map(Step::Legal),
        1 => (0..GROUPS.len(), 1..4i64, 1..4i64).prop_map(|(group, a, b)| Step::Start { group, a, b }),
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
        user: User {
            id: user,
            name: format!("u{user}"),
        },
        content,
        reply_to: None,
    }
}

/// A legal move of the player to move in one of the running games, as the
/// message that player would send.
fn legal_move(hub: &Hub, pick: usize, update: i64) -> Option<Incoming> {
    let rows: Vec<(Option<i64>, [i64; 2], String)> = {
        let mut st = hub
            .conn()
            .prepare("SELECT chat_id, white, black, state FROM games WHERE status = 'active' ORDER BY id")
            .unwrap();
        let rows = st
            .query_map([], |r| Ok((r.get(0)?, [r.get(1)?, r.get(2)?], r.get(3)?)))
            .unwrap();
        rows.collect::<Result<_, _>>().unwrap()
    };
    if rows.is_empty() {
        return None;
    }
    let (chat, seats, state) = &rows[pick % rows.len()];
    let game = Opok::from_json(serde_json::from_str(state).ok()?).ok()?;
    let seat = game.to_move()?;
    let moves = game.legal_moves();
    let m = moves.get(pick / rows.len() % moves.len().max(1))?;
    let text = game.move_text(m.from, m.count, m.to);
    let user = seats[seat.index()];
    let chat = chat.and_then(|c| GROUPS.iter().position(|g| *g == c));
    Some(incoming(user, chat, Content::Text(text), update))
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
        let running: i64 = conn
            .query_row(
                "SELECT COUNT(*) FROM games WHERE chat_id = ?1 AND status IN ('open','active')",
                [g],
                |r| r.get(0),
            )
            .unwrap();
        assert!(running <= 1, "group {g} has {running} running games");
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

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_messages_keep_every_invariant(steps in prop::collection::vec(step(), 1..120)) {
        let mut hub = Hub::new(
            Store::in_memory().unwrap(),
            HubConfig { seed: Some(3), pictures: false, ..HubConfig::default() },
        );
        let mut now = 1_000_000_000_000i64;
        for (i, s) in steps.into_iter().enumerate() {
            match s {
                Step::Say { user, chat, text } => {
                    hub.handle(&incoming(user, chat, Content::Text(text), i as i64), now).unwrap();
                }
                Step::Press { user, chat, data } => {
                    let content = Content::Button { data, query_id: format!("q{i}") };
                    hub.handle(&incoming(user, chat, content, i as i64), now).unwrap();
                }
                Step::Legal(pick) => {
                    if let Some(msg) = legal_move(&hub, pick, i as i64) {
                        hub.handle(&msg, now).unwrap();
                    }
                }
                Step::Start { group, a, b } => {
                    let new = Content::Text("/new opok size=5".into());
                    hub.handle(&incoming(a, Some(group), new, 2 * i as i64 + 100_000), now).unwrap();
                    check_invariants(&hub);
                    let join = Content::Text("/join".into());
                    hub.handle(&incoming(b, Some(group), join, 2 * i as i64 + 100_001), now).unwrap();
                }
                Step::Wait(ms) => {
                    now += ms;
                    hub.fire_due(now).unwrap();
                }
            }
            check_invariants(&hub);
        }
    }
}
