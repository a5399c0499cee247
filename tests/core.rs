//! The core driven in-process: update ids, button presses, deadlines that
//! survive a restart, and the outbox contract.

use boardbot::core::{Chat, ChatKind, Content, Hub, HubConfig, Incoming, Outgoing, User};
use boardbot::store::Store;

const GROUP: i64 = -100;
// People's ids above the computer opponent's (1…5).
const ALICE: i64 = 101;
const BOB: i64 = 102;

fn user(id: i64) -> User {
    User {
        id,
        name: if id == ALICE {
            "alice".into()
        } else {
            format!("user{id}")
        },
        link: false,
        lang: None,
    }
}

fn group_msg(update: Option<i64>, from: i64, text: &str) -> Incoming {
    Incoming {
        update_id: update,
        chat: Chat {
            id: GROUP,
            kind: ChatKind::Group,
            title: "#club".into(),
        },
        user: user(from),
        content: Content::Text(text.into()),
        reply_to: None,
        admin: false,
    }
}

fn press(from: i64, data: &str) -> Incoming {
    Incoming {
        content: Content::Button {
            data: data.into(),
            query_id: format!("q{from}"),
        },
        ..group_msg(None, from, "")
    }
}

fn hub(path: &std::path::Path) -> Hub {
    Hub::new(
        Store::open(path).expect("open store"),
        HubConfig {
            seed: Some(1),
            ..HubConfig::default()
        },
    )
}

/// Takes every committed message out of the outbox.
fn drain(hub: &mut Hub) -> Vec<Outgoing> {
    let mut all = Vec::new();
    loop {
        let batch = hub.pending(50).expect("outbox");
        if batch.is_empty() {
            return all;
        }
        for (id, msg) in batch {
            hub.delivered(id, 0, None, Default::default(), 0)
                .expect("delivered");
            all.push(msg);
        }
    }
}

fn texts(out: &[Outgoing]) -> String {
    out.iter()
        .map(|o| match o {
            Outgoing::Message { chat, text, .. } => format!("{chat}: {text}\n"),
            Outgoing::Answer { text, alert, .. } => format!("answer(alert={alert}): {text}\n"),
            Outgoing::ClearButtons { chat, message_id } => {
                format!("{chat}: (buttons of {message_id} removed)\n")
            }
            Outgoing::Document { chat, caption, .. }
            | Outgoing::Animation { chat, caption, .. } => format!("{chat}: {caption}\n"),
        })
        .collect()
}

#[test]
fn a_redelivered_update_is_applied_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut hub = hub(&dir.path().join("db"));
    hub.handle(&group_msg(Some(10), ALICE, "/new opok size=5"), 0)
        .unwrap();
    hub.handle(&group_msg(Some(11), BOB, "/join"), 0).unwrap();
    drain(&mut hub);
    hub.handle(&group_msg(Some(12), ALICE, "a1 3 b3"), 0)
        .unwrap();
    let first = drain(&mut hub);
    assert!(
        texts(&first).contains("1. First: a1 3 b3"),
        "{}",
        texts(&first)
    );
    // Telegram sends the same update again (e.g. after a lost acknowledgement).
    hub.handle(&group_msg(Some(12), ALICE, "a1 3 b3"), 0)
        .unwrap();
    assert!(
        drain(&mut hub).is_empty(),
        "a redelivered update gets no answer"
    );
    hub.handle(&group_msg(Some(13), ALICE, "/board text"), 0)
        .unwrap();
    let board = texts(&drain(&mut hub));
    assert!(board.contains("user102 (Second) to move"), "{board}");
}

#[test]
fn a_button_press_by_the_wrong_user_gets_an_alert_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut hub = hub(&dir.path().join("db"));
    hub.handle(&group_msg(None, ALICE, "/new opok size=5"), 0)
        .unwrap();
    let created = drain(&mut hub);
    let join_data = created
        .iter()
        .find_map(|o| match o {
            Outgoing::Message { buttons, .. } => buttons
                .iter()
                .flatten()
                .find(|b| b.label == "Join")
                .map(|b| b.data.clone()),
            _ => None,
        })
        .expect("a Join button");
    assert!(join_data.len() <= 64);
    // The creator presses Join on their own game: refused, as an alert.
    hub.handle(&press(ALICE, &join_data), 0).unwrap();
    let out = drain(&mut hub);
    assert_eq!(out.len(), 1, "{}", texts(&out));
    assert!(
        matches!(&out[0], Outgoing::Answer { alert: true, text, .. } if text.contains("another member of the group must join"))
    );
    // Bob presses it: he joins, and his press is acknowledged without an alert.
    hub.handle(&press(BOB, &join_data), 0).unwrap();
    let out = drain(&mut hub);
    assert!(texts(&out).contains("joins as Second"), "{}", texts(&out));
    assert!(out
        .iter()
        .any(|o| matches!(o, Outgoing::Answer { alert: false, .. })));
}

#[test]
fn deadlines_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db");
    let day = 24 * 3600 * 1000;
    {
        let mut hub = hub(&path);
        hub.handle(&group_msg(None, ALICE, "/new opok size=5 days=2"), 0)
            .unwrap();
        hub.handle(&group_msg(None, BOB, "/join"), 0).unwrap();
        drain(&mut hub);
        assert_eq!(
            hub.next_due().unwrap(),
            Some(2 * day - 2 * day / 10),
            "the reminder comes first"
        );
    }
    let mut hub = hub(&path);
    assert_eq!(hub.next_due().unwrap(), Some(2 * day - 2 * day / 10));
    assert_eq!(hub.fire_due(day).unwrap(), 0, "nothing is due yet");
    assert_eq!(
        hub.fire_due(2 * day - 2 * day / 10).unwrap(),
        1,
        "the reminder"
    );
    let out = texts(&drain(&mut hub));
    assert!(
        out.contains("Reminder") && !out.contains("Game over"),
        "{out}"
    );
    assert_eq!(hub.next_due().unwrap(), Some(2 * day));
    assert_eq!(hub.fire_due(2 * day).unwrap(), 1, "the time limit");
    let out = texts(&drain(&mut hub));
    assert!(out.contains("Game over: 0-1"), "{out}");
    assert_eq!(hub.next_due().unwrap(), None);
}

#[test]
fn replies_exist_only_after_commit_and_leave_with_delivery() {
    let dir = tempfile::tempdir().unwrap();
    let mut hub = hub(&dir.path().join("db"));
    hub.handle(&group_msg(None, ALICE, "/help"), 0).unwrap();
    let pending = hub.pending(10).unwrap();
    assert_eq!(pending.len(), 1);
    // Not acknowledged: still there for the next delivery attempt.
    assert_eq!(hub.pending(10).unwrap().len(), 1);
    hub.delivered(pending[0].0, GROUP, Some(5), Default::default(), 0)
        .unwrap();
    assert!(hub.pending(10).unwrap().is_empty());
}

/// The outbox keeps a board's view, not its PNG: a queued move is a few
/// hundred bytes, and the picture drawn at delivery is the one of the
/// position when the move was answered, even after later moves and a
/// restart.
#[test]
fn queued_boards_are_small_and_drawn_at_delivery_as_they_were() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db");
    let mut hub = hub(&path);
    hub.handle(&group_msg(None, ALICE, "/new opok size=5"), 0)
        .unwrap();
    hub.handle(&group_msg(None, BOB, "/join"), 0).unwrap();
    drain(&mut hub);
    hub.handle(&group_msg(None, ALICE, "a1-a2"), 0).unwrap();
    let (stored, png_column): (i64, i64) = hub
        .conn()
        .query_row(
            "SELECT max(length(payload)), count(photo) FROM outbox",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert!(stored < 1500, "a queued board takes {stored} bytes");
    assert_eq!(png_column, 0, "no PNG bytes in the outbox");
    let queued: Vec<Outgoing> = hub
        .pending(10)
        .unwrap()
        .into_iter()
        .map(|(_, m)| m)
        .collect();
    let first: Vec<u8> = photos(&queued).remove(0);

    // A later move and a restart do not change the queued picture.
    hub.handle(&group_msg(None, BOB, "e5-e4"), 0).unwrap();
    drop(hub);
    let mut hub = self::hub(&path);
    let all = drain(&mut hub);
    let pictures = photos(&all);
    assert!(texts(&all).contains("Second: e5 1 e4"), "{}", texts(&all));
    assert_eq!(pictures.len(), 2, "{}", texts(&all));
    assert_eq!(pictures[0], first, "the first move's picture is as it was");
    assert_ne!(pictures[1], first, "the second move's picture shows it");
    for png in &pictures {
        assert_eq!(&png[1..4], b"PNG");
    }
}

fn photos(batch: &[Outgoing]) -> Vec<Vec<u8>> {
    batch
        .iter()
        .filter_map(|m| match m {
            Outgoing::Message {
                photo: Some(png), ..
            } => Some(png.clone()),
            _ => None,
        })
        .collect()
}

/// Records name the players, not only their seats.
#[test]
fn records_name_the_players() {
    let dir = tempfile::tempdir().unwrap();
    let mut hub = hub(&dir.path().join("db"));
    for (who, text) in [(ALICE, "/new korpalski"), (BOB, "/join"), (ALICE, "K/c2")] {
        hub.handle(&group_msg(None, who, text), 0).unwrap();
    }
    drain(&mut hub);
    hub.handle(&group_msg(None, BOB, "/export"), 0).unwrap();
    let out = drain(&mut hub);
    // The record comes as one file, nothing else.
    assert_eq!(out.len(), 1, "{out:?}");
    let record = match out.first() {
        Some(Outgoing::Document { name, content, .. }) => {
            assert_eq!(name, "korpalski-1.pgn");
            content.clone()
        }
        other => panic!("no record file: {other:?}"),
    };
    // The Seven Tag Roster: the group is the site, the players are named.
    assert!(record.contains("[Site \"#club\"]\n"), "{record}");
    assert!(
        record.contains("[Round \"-\"]\n[White \"alice\"]\n[Black \"user102\"]\n"),
        "{record}"
    );
    assert_eq!(record.matches("[White ").count(), 1, "{record}");
    assert!(record.contains("1. K@c2"), "{record}");
}

/// A message in another group, `#other`.
fn other_msg(update: Option<i64>, from: i64, text: &str) -> Incoming {
    Incoming {
        chat: Chat {
            id: OTHER,
            kind: ChatKind::Group,
            title: "#other".into(),
        },
        ..group_msg(update, from, text)
    }
}

const OTHER: i64 = -200;

/// How many moves the games of `chat` have recorded.
fn moves_in(hub: &Hub, chat: i64) -> i64 {
    hub.conn()
        .query_row(
            "SELECT COUNT(*) FROM actions JOIN games ON games.id = actions.game_id \
             WHERE games.chat_id = ?1",
            [chat],
            |r| r.get(0),
        )
        .unwrap()
}

/// Messages that arrived together are committed together (one write to
/// disk), yet each is handled as if alone: in order, later ones seeing the
/// earlier ones' moves; a failure of the machinery on one undoes that one
/// only, and its sender is told; a batch delivered again is applied once,
/// but for the message that failed.
#[test]
fn a_batch_is_handled_in_order_and_a_failure_undoes_only_its_message() {
    let dir = tempfile::tempdir().unwrap();
    let mut hub = hub(&dir.path().join("db"));
    hub.handle(&group_msg(None, ALICE, "/new opok size=5"), 0)
        .unwrap();
    hub.handle(&group_msg(None, BOB, "/join"), 0).unwrap();
    hub.handle(&other_msg(None, 3, "/new opok size=5"), 0)
        .unwrap();
    hub.handle(&other_msg(None, 4, "/join"), 0).unwrap();
    drain(&mut hub);
    // The game in #other is damaged, as a bad row on disk would be.
    let damaged = hub
        .conn()
        .execute(
            "UPDATE games SET state = 'not a game' WHERE chat_id = ?1",
            [OTHER],
        )
        .unwrap();
    assert_eq!(damaged, 1);

    let batch = [
        group_msg(Some(20), ALICE, "a1 3 b3"),
        other_msg(Some(21), 3, "a1 3 b3"),
        group_msg(Some(22), BOB, "/board text"),
    ];
    let results = hub.handle_batch(&batch, 0);
    assert_eq!(results.len(), 3);
    assert!(results[0].is_ok(), "{:?}", results[0]);
    assert!(results[1].is_err(), "the damaged game cannot take a move");
    assert!(results[2].is_ok(), "{:?}", results[2]);
    let out = texts(&drain(&mut hub));
    let move_at = out.find("1. First: a1 3 b3").expect(&out);
    let board_at = out.find("user102 (Second) to move").expect(&out);
    assert!(move_at < board_at, "the board follows the move: {out}");
    assert!(
        out.contains(&format!("{OTHER}: Sorry, something went wrong")),
        "{out}"
    );
    assert_eq!(
        out.matches("Sorry").count(),
        1,
        "only the failed message is refused: {out}"
    );
    let moves_in_group = moves_in(&hub, GROUP);
    assert_eq!(moves_in_group, 1, "Alice's move is recorded once");

    // Telegram sends the whole batch again: the two handled messages are
    // not applied twice; the failed one was undone, so it is tried again.
    let again = hub.handle_batch(&batch, 0);
    assert!(again[0].is_ok() && again[2].is_ok());
    assert!(again[1].is_err());
    let out = texts(&drain(&mut hub));
    assert!(!out.contains("a1 3 b3"), "{out}");
    assert!(!out.contains("to move"), "{out}");
    assert_eq!(out.matches("Sorry").count(), 1, "{out}");
    let after = moves_in(&hub, GROUP);
    assert_eq!(after, moves_in_group, "no move applied twice");
}

/// A game whose row names a game this hub does not host (written by a
/// build with another game, or damaged) is the typed error naming it: its
/// player is told something went wrong, nothing is recorded, and the other
/// games go on.
#[test]
fn a_game_of_an_unknown_kind_is_a_typed_error_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut hub = hub(&dir.path().join("db"));
    hub.handle(&group_msg(None, ALICE, "/new opok size=5"), 0)
        .unwrap();
    hub.handle(&group_msg(None, BOB, "/join"), 0).unwrap();
    drain(&mut hub);
    let renamed = hub
        .conn()
        .execute(
            "UPDATE games SET kind = 'chess960' WHERE chat_id = ?1",
            [GROUP],
        )
        .unwrap();
    assert_eq!(renamed, 1);

    let e = hub
        .handle(&group_msg(Some(30), ALICE, "a1 3 b3"), 0)
        .unwrap_err();
    assert!(
        matches!(&e, boardbot::core::CoreError::UnknownGame { name, .. } if *name == "chess960"),
        "{e:?}"
    );
    assert!(e.to_string().ends_with("unknown game kind chess960"), "{e}");
    let out = texts(&drain(&mut hub));
    assert!(out.contains("Sorry, something went wrong"), "{out}");
    assert_eq!(moves_in(&hub, GROUP), 0, "no move recorded");
    let kind: String = hub
        .conn()
        .query_row("SELECT kind FROM games WHERE chat_id = ?1", [GROUP], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(kind, "chess960", "the row is left as it was");

    // The hub goes on: a game elsewhere opens and takes its moves.
    hub.handle(&other_msg(None, 3, "/new opok size=5"), 0)
        .unwrap();
    hub.handle(&other_msg(None, 4, "/join"), 0).unwrap();
    hub.handle(&other_msg(None, 3, "a1 3 b3"), 0).unwrap();
    assert_eq!(moves_in(&hub, OTHER), 1);
}

/// A database that cannot be opened is the core's typed error naming the
/// file, in the words the console printed before.
#[test]
fn a_database_that_cannot_be_opened_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("no/such/dir/bot.db");
    let Err(e) = Hub::open(&path, HubConfig::default()) else {
        panic!("a database opened in a missing directory");
    };
    assert!(
        matches!(&e, boardbot::core::CoreError::Open(o) if o.path == path),
        "{e:?}"
    );
    assert!(
        e.to_string()
            .starts_with(&format!("cannot open {}: ", path.display())),
        "{e}"
    );
}

/// A move the computer opponent thought before the game changed arrives
/// late: it is refused without a word in the group (the bot reads no
/// answer), and nothing changes.
#[test]
fn a_stale_move_of_the_bot_is_refused_silently() {
    let dir = tempfile::tempdir().unwrap();
    let mut hub = hub(&dir.path().join("bot.db"));
    hub.handle(&group_msg(None, ALICE, "/new korpalski vs=bot level=3"), 0)
        .unwrap();
    let opened = texts(&drain(&mut hub));
    assert!(opened.contains("boardbot (level 3)"), "{opened}");
    let bot = boardbot::core::bot_user(3);
    // Not the bot's turn (White, alice, is to move), and not a move at all.
    for stale in ["#1 K@e8", "#1 frobnicate", "/draw #1"] {
        hub.handle(&group_msg(None, bot, stale), 0).unwrap();
        let out = drain(&mut hub);
        assert!(out.is_empty(), "{stale}: {}", texts(&out));
    }
    // A person's refusal is still answered.
    hub.handle(&group_msg(None, BOB, "/resign #1"), 0).unwrap();
    assert!(!drain(&mut hub).is_empty());
}

/// The computer opponent sees its progress by the game's version (counted
/// up by every write of the game), not by comparing saved states: after
/// each of alice's moves it sends exactly one message, which moves the
/// game on, and once it is alice's turn it sends nothing more.
#[test]
fn the_bot_moves_once_per_turn_and_never_twice() {
    let dir = tempfile::tempdir().unwrap();
    let mut hub = hub(&dir.path().join("bot.db"));
    hub.handle(&group_msg(None, ALICE, "/new korpalski vs=bot level=1"), 0)
        .unwrap();
    drain(&mut hub);
    let version = |hub: &Hub| hub.game_version(1).unwrap().expect("game #1");
    // alice (White) is to move: the bot waits.
    let start = version(&hub);
    assert_eq!(hub.run_bot(0, 7, 10, |_| Ok(())).unwrap(), 0);
    assert_eq!(version(&hub), start);
    let mut turns = 0;
    for t in 1..=4 {
        let game = stored(&hub, 1);
        if game.to_move() != Some(boardbot::rules::Seat::White) {
            break;
        }
        let text = game.legal_texts().into_iter().next().unwrap();
        let before = version(&hub);
        hub.handle(&group_msg(None, ALICE, &format!("#1 {text}")), t)
            .unwrap();
        let moved = version(&hub);
        assert!(moved > before, "alice's move is a new version");
        if stored(&hub, 1).to_move().is_none() {
            break;
        }
        assert_eq!(hub.run_bot(t, 7, 10, |_| Ok(())).unwrap(), 1, "turn {t}");
        assert!(version(&hub) > moved, "the bot's move is a new version");
        // Its turn is over: asked again, it sends nothing.
        let after = version(&hub);
        assert_eq!(hub.run_bot(t, 7, 10, |_| Ok(())).unwrap(), 0, "turn {t}");
        assert_eq!(version(&hub), after);
        turns += 1;
    }
    assert!(turns >= 2, "the game lasted {turns} turns");
    // A game that does not exist has no version.
    assert_eq!(hub.game_version(99).unwrap(), None);
}

/// The game `id` as stored.
fn stored(hub: &Hub, id: i64) -> Box<dyn boardbot::rules::Game> {
    let (kind, state) = boardbot::store::game_state(hub.conn(), id).unwrap();
    let kind = boardbot::rules::find(&kind).unwrap();
    (kind.load)(serde_json::from_str(&state).unwrap()).unwrap()
}

/// Plays the first legal action of whoever is to move in group game `id`
/// (seated `players`), until the game ends.
fn play_out(hub: &mut Hub, id: i64) {
    for _ in 0..500 {
        let game = stored(hub, id);
        let Some(seat) = game.to_move() else {
            return;
        };
        let row = boardbot::store::game(hub.conn(), id).unwrap().unwrap();
        let from = row.seats[seat.index()].unwrap();
        let text = game.legal_texts().into_iter().next().unwrap();
        hub.handle(&group_msg(None, from, &format!("#{id} {text}")), 0)
            .unwrap();
    }
    panic!("game {id} did not end");
}

/// `serve`'s deliverer takes the outbox with its pictures still views and
/// draws them outside the hub's lock: the hub hands out no PNG or GIF, and
/// what the deliverer draws is byte for byte what the hub drew before.
#[test]
fn pictures_are_handed_out_undrawn_and_drawn_the_same() {
    let dir = tempfile::tempdir().unwrap();
    let mut hub = hub(&dir.path().join("pictures.db"));
    hub.handle(&group_msg(None, ALICE, "/new opok size=5"), 0)
        .unwrap();
    hub.handle(&group_msg(None, BOB, "/join"), 0).unwrap();
    let id = boardbot::store::last_game_id(hub.conn()).unwrap().unwrap();
    play_out(&mut hub, id);
    let undrawn = hub
        .pending_undrawn(&std::collections::HashSet::new(), 10_000)
        .unwrap();
    let boards = undrawn
        .iter()
        .filter(|(_, m)| {
            matches!(
                m,
                Outgoing::Message {
                    picture: Some(_),
                    photo: None,
                    ..
                }
            )
        })
        .count();
    assert!(boards > 2, "boards are handed out as views");
    assert!(
        undrawn.iter().all(|(_, m)| !matches!(
            m,
            Outgoing::Message { photo: Some(_), .. } | Outgoing::Animation { gif: Some(_), .. }
        )),
        "nothing is drawn by the hub"
    );
    assert!(
        undrawn.iter().any(
            |(_, m)| matches!(m, Outgoing::Animation { frames, gif: None, .. } if frames.len() > 2)
        ),
        "the replay is handed out as its positions"
    );
    assert!(
        undrawn.iter().all(|(_, m)| match m {
            Outgoing::Message { text, .. } => !boardbot::i18n::has_refs(text),
            _ => true,
        }),
        "texts are translated already"
    );
    let drawn: Vec<(i64, Outgoing)> = undrawn
        .into_iter()
        .map(|(i, m)| (i, boardbot::core::draw(m)))
        .collect();
    assert!(drawn.iter().all(|(_, m)| !m.undrawn()));
    assert_eq!(drawn, hub.pending(10_000).unwrap(), "the same bytes");
}

/// The computer opponent is told of the commits that concern it (games
/// where it holds a seat), not of others, and only while it listens.
#[test]
fn commits_in_games_against_the_bot_wake_it() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;
    let dir = tempfile::tempdir().unwrap();
    let mut hub = hub(&dir.path().join("wake.db"));
    // Nobody listens: nothing is kept.
    hub.handle(
        &group_msg(None, ALICE, "/new opok size=5 vs=bot level=1"),
        0,
    )
    .unwrap();
    assert!(hub.bot_games_changed().is_empty());
    hub.handle(&group_msg(None, ALICE, "/abort #1"), 0).unwrap();

    let wakes = Arc::new(AtomicUsize::new(0));
    let counted = wakes.clone();
    hub.watch_bot_games(move || {
        counted.fetch_add(1, Ordering::SeqCst);
    });
    // Two people: the bot is not woken.
    hub.handle(&group_msg(None, ALICE, "/new opok size=5"), 0)
        .unwrap();
    hub.handle(&group_msg(None, BOB, "/join"), 0).unwrap();
    let people = boardbot::store::last_game_id(hub.conn()).unwrap().unwrap();
    hub.handle(&group_msg(None, ALICE, &format!("#{people} /abort")), 0)
        .unwrap();
    assert_eq!(wakes.load(Ordering::SeqCst), 0);
    assert!(hub.bot_games_changed().is_empty());

    // Against the bot, which plays White: the start wakes it, and it is to
    // move.
    hub.handle(
        &group_msg(None, ALICE, "/new opok size=5 vs=bot level=1 color=black"),
        0,
    )
    .unwrap();
    let id = boardbot::store::last_game_id(hub.conn()).unwrap().unwrap();
    assert_eq!(wakes.load(Ordering::SeqCst), 1);
    assert_eq!(hub.bot_games_changed(), vec![id]);
    assert!(hub.bot_games_changed().is_empty(), "handed out once");
    let task = hub.bot_task(id).unwrap().expect("the bot is to move");
    // Its own move is a commit in the game too; then alice is to move.
    hub.handle(&task.think(1).unwrap(), 0).unwrap();
    assert_eq!(hub.bot_games_changed(), vec![id]);
    assert!(hub.bot_task(id).unwrap().is_none(), "alice is to move");
    // Alice's move makes it the bot's turn again.
    let text = stored(&hub, id).legal_texts().into_iter().next().unwrap();
    hub.handle(&group_msg(None, ALICE, &format!("#{id} {text}")), 0)
        .unwrap();
    assert_eq!(hub.bot_games_changed(), vec![id]);
    assert!(hub.bot_task(id).unwrap().is_some());
    assert_eq!(wakes.load(Ordering::SeqCst), 3);
    assert_eq!(
        hub.bot_tasks()
            .unwrap()
            .iter()
            .map(|t| t.game_id)
            .collect::<Vec<_>>(),
        vec![id],
        "the full sweep finds the same game"
    );
}

/// A month after a game ended, its delivered messages without buttons and
/// its action log are forgotten (they would grow without bound); its
/// record, replay and the players' statistics stay the same, and a running
/// game keeps everything.
#[test]
fn ended_games_bookkeeping_is_pruned_and_exports_still_work() {
    const DAY: i64 = 24 * 3600 * 1000;
    let dir = tempfile::tempdir().unwrap();
    let mut hub = hub(&dir.path().join("db"));
    let mut next_message = 1;
    // Delivers like a transport: each message gets a Telegram id.
    let mut deliver = |hub: &mut Hub| loop {
        let batch = hub.pending(50).expect("outbox");
        if batch.is_empty() {
            return;
        }
        for (id, msg) in batch {
            let chat = msg.chat().unwrap_or(0);
            hub.delivered(id, chat, Some(next_message), msg.shown(), 0)
                .expect("delivered");
            next_message += 1;
        }
    };
    hub.handle(&group_msg(None, ALICE, "/new opok size=5"), 0)
        .unwrap();
    hub.handle(&group_msg(None, BOB, "/join"), 0).unwrap();
    hub.handle(&group_msg(None, ALICE, "a1 3 b3"), 1000)
        .unwrap();
    deliver(&mut hub);
    hub.handle(&group_msg(None, BOB, "/resign #1 yes"), 2000)
        .unwrap();
    hub.handle(&other_msg(None, ALICE, "/new opok size=5"), 3000)
        .unwrap();
    hub.handle(&other_msg(None, BOB, "/join"), 3000).unwrap();
    hub.handle(&other_msg(None, ALICE, "a1 3 b3"), 3000)
        .unwrap();
    deliver(&mut hub);
    let rows = |hub: &Hub, table: &str, game: i64| -> i64 {
        hub.conn()
            .query_row(
                &format!("SELECT COUNT(*) FROM {table} WHERE game_id = ?1"),
                [game],
                |r| r.get(0),
            )
            .unwrap()
    };
    let (ended, running) = (1, 2);
    for game in [ended, running] {
        assert!(rows(&hub, "sent", game) > 0, "game {game}");
        assert!(rows(&hub, "actions", game) > 0, "game {game}");
    }
    let views = |hub: &mut Hub| {
        for text in ["/export #1", "/export gif #1", "/stats", "/history"] {
            hub.handle(&group_msg(None, ALICE, text), 5000).unwrap();
        }
        let out = drain(hub);
        assert!(
            out.iter().any(|o| matches!(o, Outgoing::Document { .. }))
                && out.iter().any(|o| matches!(o, Outgoing::Animation { .. })),
            "{}",
            texts(&out)
        );
        out
    };
    let before = views(&mut hub);
    let kept = (rows(&hub, "sent", ended), rows(&hub, "actions", ended));

    // Within the month nothing goes.
    hub.prune(2000 + 29 * DAY).unwrap();
    assert_eq!(
        (rows(&hub, "sent", ended), rows(&hub, "actions", ended)),
        kept
    );
    let running_rows = (rows(&hub, "sent", running), rows(&hub, "actions", running));
    assert!(hub.prune(2000 + 31 * DAY).unwrap() > 0);
    assert_eq!(rows(&hub, "sent", ended), 0);
    assert_eq!(rows(&hub, "actions", ended), 0);
    assert_eq!(
        (rows(&hub, "sent", running), rows(&hub, "actions", running)),
        running_rows
    );
    assert_eq!(views(&mut hub), before);
}
