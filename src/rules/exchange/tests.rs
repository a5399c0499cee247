use super::*;
use crate::rules::chess::Piece;
use rand::SeedableRng;

fn with_ctx<T>(f: impl FnOnce(&mut Ctx) -> T) -> T {
    f(&mut TestCtx::new(7).ctx())
}

const W: Seat = Seat::White;
const B: Seat = Seat::Black;

fn sq(name: &str) -> Square {
    Square::parse(name).expect("square")
}

/// A set-up game: `men` like `"a1=K f6=k c3=Q"` (upper case White), each
/// reserve given as letters (`"QQRN"`), `to_move` to move, `quiet` plies
/// since the last capture or drop.
fn setup(size: u8, men: &str, white: &str, black: &str, to_move: Seat, quiet: u32) -> Exchange {
    let mut pos = Position::empty(Rules::exchange(size)).expect("size");
    for item in men.split_whitespace() {
        let (s, p) = item.split_once('=').expect("square=piece");
        let c = p.chars().next().expect("letter");
        pos.put(sq(s), Piece::from_fen_char(c, false));
    }
    for (color, letters) in [(W, white), (B, black)] {
        for c in letters.chars() {
            let kind = Kind::from_letter(c, false).expect("kind");
            pos.set_reserve(color, kind, pos.reserve(color, kind) + 1);
        }
    }
    pos.set_side_to_move(to_move);
    pos.set_halfmove_clock(quiet);
    Exchange::from_position(pos).expect("valid set-up")
}

fn play(g: &mut Exchange, seat: Seat, text: &str) -> Result<Played, Refusal> {
    with_ctx(|ctx| g.play(seat, text, ctx))
}

fn ok(g: &mut Exchange, seat: Seat, text: &str) -> Played {
    play(g, seat, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The refusal of `text`, checking that it changed nothing.
fn refusal(g: &Exchange, seat: Seat, text: &str) -> String {
    let mut copy = g.clone();
    let r = play(&mut copy, seat, text).expect_err("must be refused");
    assert_eq!(&copy, g, "a refused move changed the game");
    r.to_string()
}

/// An outcome with its reason in English.
fn english(o: Option<Outcome>) -> Option<Outcome> {
    o.map(|o| Outcome {
        reason: crate::i18n::Text::plain(&crate::i18n::en(&o.reason)),
        ..o
    })
}

impl Exchange {
    fn status_en(&self) -> String {
        crate::i18n::en(&self.status(Viewer::Public))
    }
}

fn notes(p: &Played) -> Vec<String> {
    p.notes.iter().map(|n| crate::i18n::en(&n.text)).collect()
}

fn legal_texts(g: &Exchange) -> Vec<String> {
    let legal = g.legal_moves();
    let mut v: Vec<String> = legal
        .iter()
        .map(|&m| san_with(g.position(), m, &legal))
        .collect();
    v.sort();
    v
}

fn piece(g: &Exchange, name: &str) -> Option<char> {
    g.position().piece_at(sq(name)).map(|p| p.fen_char())
}

/// A new game after `K@a1` (Black king on the far corner).
fn after_kings(size: u8) -> Exchange {
    let mut g = Exchange::new(size);
    ok(&mut g, W, "K@a1");
    g
}

// ---------------------------------------------------------------- set-up

#[test]
fn reserves_follow_the_board_size() {
    for (n, q) in [(4, 2), (5, 3), (6, 4), (7, 6), (8, 8), (9, 10), (12, 18)] {
        assert_eq!(reserve_per_kind(n), q, "{n}×{n}");
        let g = Exchange::new(n);
        for color in [W, B] {
            assert_eq!(g.position().reserve(color, Kind::King), 1);
            for kind in RESERVE_KINDS {
                assert_eq!(g.position().reserve(color, kind), q);
            }
            assert_eq!(g.position().reserve(color, Kind::Pawn), 0);
        }
        assert_eq!(g.position().pieces().count(), 0);
    }
    // 5×5: 13 men each, as in the seed.
    assert_eq!(Exchange::new(5).reserve_list(W).len(), 13);
}

#[test]
fn create_takes_size_only() {
    let make = |opts: &[(&str, &str)]| {
        let opts: Options = opts
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        with_ctx(|ctx| create(&opts, ctx)).map(|g| g.board_text(Viewer::Public))
    };
    let default = make(&[]).expect("default");
    assert!(default.starts_with("6 ......\n"), "{default}");
    let five = make(&[("size", "5")]).expect("size=5");
    assert!(five.starts_with("5 .....\n"), "{five}");
    assert!(make(&[("SIZE", "12")]).expect("12").starts_with("12 "));
    for bad in ["3", "13", "six", "", "-4"] {
        let e = make(&[("size", bad)]).expect_err(bad);
        assert!(e.to_string().contains("from 4 to 12"), "{bad}: {e}");
    }
    let e = make(&[("rules", "fast")]).expect_err("unknown key");
    assert!(e.to_string().contains("no option 'rules'"), "{e}");
    let e = make(&[("8", "")]).expect_err("bare number");
    assert!(e.to_string().contains("Did you mean size=8?"), "{e}");
    let e = make(&[("size", "5"), ("size", "6")]).expect_err("twice");
    assert!(e.to_string().contains("twice"), "{e}");
}

// ---------------------------------------------------------------- kings

#[test]
fn white_king_goes_on_a_corner_and_black_king_opposite() {
    for (white, black) in [("a1", "f6"), ("f1", "a6"), ("a6", "f1"), ("f6", "a1")] {
        let mut g = Exchange::new(6);
        assert_eq!(g.to_move(), Some(W));
        let p = ok(&mut g, W, &format!("K@{white}"));
        assert_eq!(piece(&g, white), Some('K'));
        assert_eq!(piece(&g, black), Some('k'), "{white}");
        // Black's forced move is made and announced; White moves again.
        assert_eq!(g.to_move(), Some(W));
        assert_eq!(g.plies().len(), 2);
        assert!(g.plies()[1].auto);
        let n = notes(&p);
        assert_eq!(n.len(), 2, "{n:?}");
        assert_eq!(
            n[0],
            format!("1. White: K@{white} — the king goes to {white}.")
        );
        assert!(
            n[1].starts_with(&format!("1... Black: K@{black} — ")),
            "{n:?}"
        );
        assert!(p.board);
        assert_eq!(p.outcome, None);
    }
}

#[test]
fn only_a_corner_king_starts_the_game() {
    let g = Exchange::new(5);
    assert_eq!(legal_texts(&g), ["K@a1", "K@a5", "K@e1", "K@e5"]);
    let r = refusal(&g, W, "K@b1");
    assert_eq!(r, "The king goes on a corner: K@a1, K@e1, K@a5 or K@e5.");
    for text in ["Q@c3", "a1<>b2", "Nc3", "O-O"] {
        let r = refusal(&g, W, text);
        assert!(
            r.starts_with("First put your king on a corner"),
            "{text}: {r}"
        );
    }
    assert!(refusal(&g, W, "K@f6").contains("no square f6"));
    // Buttons for the corners.
    let choices = g.choices(W);
    assert_eq!(choices.len(), 4);
    assert_eq!(
        Choice::new(
            crate::i18n::Text::plain(&crate::i18n::en(&choices[0].label)),
            choices[0].command.clone()
        ),
        Choice::new(crate::i18n::Text::plain("King on a1"), "K@a1")
    );
    assert!(g.choices(B).is_empty());
    assert!(g.untouched());
    assert!(!after_kings(5).untouched());
}

#[test]
fn the_first_move_after_the_kings_is_a_drop() {
    for n in MIN_SIZE..=MAX_SIZE {
        let g = after_kings(n);
        let legal = g.legal_moves();
        assert!(!legal.is_empty());
        assert!(legal.iter().all(|m| m.is_drop()), "{n}");
        assert!(legal.iter().all(|m| m.dropped() != Some(Kind::King)));
    }
    let g = after_kings(6);
    // The example is a legal drop (Q@c3 would check the king on f6).
    assert_eq!(
        refusal(&g, W, "b2<>d4"),
        "The first move after the kings is a drop, e.g. Q@c1."
    );
    assert_eq!(
        refusal(&g, W, "Nc3"),
        "The first move after the kings is a drop, e.g. Q@c1."
    );
    assert!(refusal(&g, W, "Q@c3").contains("a drop may not give check"));
    ok(&mut g.clone(), W, "Q@c1");
    // Later, a player whose men were all taken is told to drop.
    let bare = setup(6, "a1=K f6=k c3=r", "Q", "", W, 0);
    assert_eq!(
        refusal(&bare, W, "Qxc3"),
        "You have no piece on the board: drop one from your reserve, e.g. Q@c1."
    );
    assert!(refusal(&g, W, "K@f1").contains("kings are already on the board"));
}

#[test]
fn kings_never_move_nor_capture() {
    // The white king next to a black rook: no king move, no king capture.
    let g = setup(5, "a1=K b2=r e5=k c3=Q", "", "Q", W, 0);
    assert!(!g.legal_moves().iter().any(|m| m.from == sq("a1")));
    assert_eq!(refusal(&g, W, "Kxb2"), "Kings never move or capture.");
    assert_eq!(refusal(&g, W, "a1xb2"), "Kings never move or capture.");
    assert_eq!(refusal(&g, W, "Kb1"), "Kings never move or capture.");
    assert_eq!(
        refusal(&g, W, "a1<>c3"),
        "The king on a1 never moves, so it cannot swap."
    );
}

// ---------------------------------------------------------------- drops

#[test]
fn drops_keep_away_from_kings() {
    let g = after_kings(6);
    for s in ["a2", "b1", "b2", "e6", "f5", "e5"] {
        let r = refusal(&g, W, &format!("N@{s}"));
        assert!(r.contains("next to the"), "{s}: {r}");
        assert!(r.contains("nothing may be dropped on the squares around a king"));
    }
    assert!(refusal(&g, W, "N@b2").contains("White king on a1"));
    assert!(refusal(&g, W, "N@e5").contains("Black king on f6"));
    // Exactly the six squares around the kings are closed to every kind.
    let legal = g.legal_moves();
    for s in ["a2", "b1", "b2", "e6", "f5", "e5"] {
        assert!(!legal.iter().any(|m| m.to == sq(s)), "{s}");
    }
}

#[test]
fn drops_may_not_give_check() {
    let g = after_kings(6);
    // Queen on the long diagonal, rook on the king's file, bishop on the
    // diagonal, knight a jump away.
    for (text, who) in [
        ("Q@c3", "A queen on c3"),
        ("R@f2", "A rook on f2"),
        ("B@d4", "A bishop on d4"),
        ("N@d5", "A knight on d5"),
        ("N@e4", "A knight on e4"),
    ] {
        let r = refusal(&g, W, text);
        assert_eq!(
            r,
            format!("{who} would attack the Black king on f6: a drop may not give check."),
            "{text}"
        );
    }
    // Not attacking: fine.
    let mut g2 = g.clone();
    ok(&mut g2, W, "Q@c4");
    // A line blocked by a man is no check: the black rook on f4 shields f6
    // from a rook on f2... the drop on f2 is then legal.
    let mut g3 = setup(6, "a1=K f6=k f4=r", "R", "", W, 0);
    ok(&mut g3, W, "R@f2");
    // Black may not check White either.
    let g4 = setup(6, "a1=K f6=k d4=Q", "", "RB", B, 0);
    assert!(refusal(&g4, B, "r@a4").contains("White king on a1"));
    assert!(refusal(&g4, B, "b@c3").contains("would attack the White king"));
}

#[test]
fn drops_need_an_empty_square_and_a_reserve_man() {
    let g = setup(6, "a1=K f6=k c4=Q d3=r", "R", "", W, 0);
    assert_eq!(
        refusal(&g, W, "R@c4"),
        "c4 is not empty: your queen stands there."
    );
    assert_eq!(
        refusal(&g, W, "R@d3"),
        "d3 is not empty: Black's rook stands there."
    );
    assert_eq!(
        refusal(&g, W, "Q@b4"),
        "You have no queen left in reserve. Your reserve: R."
    );
    assert!(refusal(&g, W, "@c3").starts_with("There are no pawns"));
    assert!(refusal(&g, W, "P@c3").starts_with("There are no pawns"));
    let empty = setup(6, "a1=K f6=k c4=Q d3=r", "", "", W, 0);
    assert_eq!(
        refusal(&empty, W, "N@b4"),
        "Your reserve is empty: capture, swap or step a knight instead."
    );
    // Both drop spellings.
    let mut a = g.clone();
    let mut b = g.clone();
    ok(&mut a, W, "R@b4");
    ok(&mut b, W, "R/b4");
    assert_eq!(a, b);
    assert_eq!(piece(&a, "b4"), Some('R'));
    assert_eq!(a.position().reserve(W, Kind::Rook), 0);
}

// ---------------------------------------------------------------- captures

#[test]
fn pieces_move_only_to_capture() {
    // White: rook b2, queen e2; Black: knight b5, bishop d4.
    let g = setup(6, "a6=K f1=k b2=R e3=Q b5=n d4=b", "Q", "", W, 0);
    let legal = legal_texts(&g);
    assert!(legal.contains(&"Rxb5".to_string()), "{legal:?}");
    assert!(legal.contains(&"Qxd4".to_string()), "{legal:?}");
    // No quiet move of a rook or queen.
    assert!(!g
        .legal_moves()
        .iter()
        .any(|m| m.kind == MoveKind::Normal && g.position().piece_at(m.to).is_none()));
    let r = refusal(&g, W, "Rb4");
    assert!(
        r.starts_with("b4 is empty: pieces move only to capture"),
        "{r}"
    );
    assert!(!r.contains("R@b4"), "no rook in reserve: {r}");
    let r = refusal(&g, W, "Qc3");
    assert!(r.contains("write Q@c3"), "{r}");
    ok(&mut g.clone(), W, "Q@c3");
    // The drop is suggested only where it is legal: Q@d3 would give check.
    let r = refusal(&g, W, "Qd3");
    assert!(r.starts_with("d3 is empty"), "{r}");
    assert!(!r.contains("Q@d3"), "{r}");
    assert!(refusal(&g, W, "Q@d3").contains("a drop may not give check"));
    // A capture blocked by a man between.
    let g2 = setup(6, "a6=K f1=k b1=R b3=n b5=n", "", "", W, 0);
    assert_eq!(
        refusal(&g2, W, "Rxb5"),
        "The rook on b1 does not attack the knight on b5, so cannot capture it."
    );
    // Every capture spelling.
    for text in ["Rxb5", "b2xb5", "b2b5", "Rb5", "Rb2xb5", "b2-b5", "Rxb5+!"] {
        let mut c = g.clone();
        ok(&mut c, W, text);
        assert_eq!(piece(&c, "b5"), Some('R'), "{text}");
        assert_eq!(piece(&c, "b2"), None, "{text}");
    }
}

#[test]
fn captures_name_what_is_wrong() {
    let g = setup(6, "a6=K f1=k b2=R c3=B d4=n", "", "", W, 0);
    assert_eq!(refusal(&g, W, "e4xd4"), "There is no piece on e4.");
    assert_eq!(refusal(&g, W, "d4xc3"), "The knight on d4 is not yours.");
    assert_eq!(
        refusal(&g, W, "b2xc3"),
        "c3 holds your own bishop: pieces move only to capture. To exchange the two, write b2<>c3."
    );
    assert_eq!(refusal(&g, W, "Qxd4"), "You have no queen on the board.");
    assert_eq!(refusal(&g, W, "Nxd4"), "You have no knight on the board.");
    assert_eq!(
        refusal(&g, W, "b2xd4"),
        "The rook on b2 does not attack the knight on d4, so cannot capture it."
    );
    assert_eq!(
        refusal(&g, W, "Bb2xd4"),
        "The piece on b2 is a rook, not a bishop."
    );
    assert!(refusal(&g, W, "xd4").starts_with("There are no pawns in Exchange Chess"));
    assert!(refusal(&g, W, "d4").starts_with("There are no pawns in Exchange Chess"));
}

#[test]
fn a_capture_may_give_check() {
    // Bishop c3 takes the knight on d4 and then sees f6 through e5.
    let mut g = setup(6, "a1=K f6=k c3=B d4=n", "", "Q", W, 5);
    let p = ok(&mut g, W, "Bxd4");
    let n = notes(&p);
    assert_eq!(
        n[0],
        "1. White: Bxd4+ — the bishop on c3 takes the knight on d4."
    );
    assert_eq!(n[1], "Check: the Black king on f6 is attacked.");
    assert_eq!(g.plies()[0].san, "Bxd4+");
    assert_eq!(g.position().halfmove_clock(), 0);
    assert!(p.outcome.is_none());
    assert_eq!(
        g.view(Viewer::Public).expect("view").check,
        vec![(5, 5)],
        "the attacked king is highlighted"
    );
}

#[test]
fn a_player_may_leave_the_king_attacked() {
    // Black's king f6 is attacked by the rook f1; Black drops elsewhere.
    let mut g = setup(6, "a1=K f6=k f1=R", "", "N", B, 0);
    assert!(g.position().king_attacked(B));
    ok(&mut g, B, "n@c4");
    assert_eq!(g.to_move(), Some(W));
    // And White takes the king.
    let p = ok(&mut g, W, "Rxf6");
    assert_eq!(
        english(p.outcome.clone()),
        Some(Outcome {
            result: GameResult::WhiteWins,
            reason: crate::i18n::Text::plain("White wins by capturing the king.")
        })
    );
    assert_eq!(
        notes(&p),
        ["2. White: Rxf6 — the rook on f1 takes the Black king!"]
    );
    assert_eq!(g.to_move(), None);
    assert_eq!(refusal(&g, B, "n@c5"), "The game is over.");
}

// ---------------------------------------------------------------- swaps

#[test]
fn swaps_under_friendly_fire() {
    // Rook b2 attacks the bishop b5 (the bishop does not attack b2): they
    // may swap. Rook b2 and knight e4 do not attack each other.
    let g = setup(6, "a6=K f1=k b2=R b5=B e4=N", "", "", W, 3);
    let legal = legal_texts(&g);
    assert!(legal.contains(&"b2<>b5".to_string()), "{legal:?}");
    for text in ["b2<>b5", "b5<>b2", "swap b2 b5", "SWAP b5 b2", "b2 <> b5"] {
        let mut s = g.clone();
        let p = ok(&mut s, W, text);
        assert_eq!(piece(&s, "b2"), Some('B'), "{text}");
        assert_eq!(piece(&s, "b5"), Some('R'), "{text}");
        assert_eq!(
            notes(&p)[0],
            "1. White: b2<>b5 — the rook on b2 and the bishop on b5 swap squares."
        );
        assert_eq!(s.position().halfmove_clock(), 4, "a swap is a quiet move");
    }
    assert_eq!(
        refusal(&g, W, "b2<>e4"),
        "Neither the rook on b2 nor the knight on e4 attacks the other's square, so they cannot swap."
    );
    assert_eq!(
        refusal(&g, W, "b2<>c3"),
        "c3 is empty: a swap exchanges two of your own pieces."
    );
    assert_eq!(
        refusal(&g, W, "b2<>b2"),
        "A swap needs two different squares."
    );
    let g2 = setup(6, "a6=K f1=k b2=R b5=b", "", "", W, 0);
    assert_eq!(
        refusal(&g2, W, "b2<>b5"),
        "The bishop on b5 is not yours: a swap exchanges two of your own pieces."
    );
}

#[test]
fn a_swap_may_give_check() {
    // The rook c1 attacks the bishop c3; after the swap the rook on c3
    // sees the king on f3 along the rank.
    let mut g = setup(6, "a6=K f3=k c1=R c3=B", "", "", W, 0);
    assert!(!g.position().king_attacked(B));
    let p = ok(&mut g, W, "c1<>c3");
    assert_eq!(g.plies()[0].san, "c1<>c3+");
    assert_eq!(notes(&p)[1], "Check: the Black king on f3 is attacked.");
}

// ---------------------------------------------------------------- knight steps

#[test]
fn knight_steps_under_another_knights_guard() {
    // Knights b1 and f1 both attack d2: either may step there.
    let g = setup(6, "a6=K f6=k b1=N f1=N", "", "", W, 0);
    assert_eq!(legal_texts(&g), ["Nbd2", "Nfd2"]);
    let r = refusal(&g, W, "Nd2");
    assert_eq!(r, "Which one: Nbd2 or Nfd2?");
    let labels: Vec<String> = g
        .choices_after_refusal(W, "Nd2")
        .into_iter()
        .map(|c| c.command)
        .collect();
    assert_eq!(labels, ["Nbd2", "Nfd2"]);
    for text in ["Nb1d2", "b1d2", "Nbd2", "b1-d2"] {
        let mut s = g.clone();
        let p = ok(&mut s, W, text);
        assert_eq!(piece(&s, "d2"), Some('N'), "{text}");
        assert_eq!(piece(&s, "b1"), None, "{text}");
        assert_eq!(
            notes(&p)[0],
            "1. White: Nbd2 — the knight steps from b1 to d2."
        );
        assert_eq!(s.position().halfmove_clock(), 1, "a step is a quiet move");
    }
    // Not guarded by another knight (the knight itself does not count).
    let lone = setup(6, "a6=K f6=k b1=N e4=R", "B", "", W, 0);
    assert_eq!(
        refusal(&lone, W, "Nd2"),
        "No other knight of yours attacks d2: a knight steps only to an empty square that another of your knights attacks."
    );
    assert_eq!(refusal(&g, W, "Nb1d3"), "A knight on b1 cannot jump to d3.");
    // An enemy knight's guard does not count.
    let enemy = setup(6, "a6=K f6=k b1=N f1=n", "B", "", W, 0);
    assert!(refusal(&enemy, W, "Nd2").starts_with("No other knight of yours"));
    // Other pieces never step.
    let rook = setup(6, "a6=K f6=k b1=R c1=N e1=N", "R", "", W, 0);
    let r = refusal(&rook, W, "Rb3");
    assert!(
        r.starts_with("b3 is empty: pieces move only to capture"),
        "{r}"
    );
    assert!(
        r.ends_with("To put a rook there from your reserve, write R@b3."),
        "{r}"
    );
}

// ---------------------------------------------------------------- the end

#[test]
fn no_legal_move_loses_right_after_the_previous_move() {
    // Black has an empty reserve and one bishop, which has nothing to
    // take and nobody to swap with; White's drop off its diagonal leaves
    // Black without a move.
    let mut g = setup(5, "a1=K e5=k a5=b", "N", "", W, 0);
    assert!(g.outcome().is_none());
    let p = ok(&mut g, W, "N@c2");
    assert_eq!(
        english(p.outcome.clone()),
        Some(Outcome {
            result: GameResult::WhiteWins,
            reason: crate::i18n::Text::plain("White wins: Black has no legal move.")
        })
    );
    assert_eq!(
        notes(&p).last().map(String::as_str),
        Some("Black has no legal move.")
    );
    assert_eq!(g.to_move(), None);
    // A set-up with the player to move already stuck ends at once.
    let stuck = setup(5, "a1=K e5=k", "", "", W, 0);
    assert_eq!(
        stuck.outcome().map(|o| o.result),
        Some(GameResult::BlackWins)
    );
}

#[test]
fn twenty_quiet_moves_each_draw() {
    // Two rooks each that attack each other swap back and forth.
    let mut g = setup(6, "a1=K f6=k c3=R c4=Q e1=r e2=q", "Q", "Q", W, 36);
    ok(&mut g, W, "c3<>c4");
    ok(&mut g, B, "e1<>e2");
    ok(&mut g, W, "c3<>c4");
    assert!(g.outcome().is_none());
    assert_eq!(
        g.quiet_line().map(|l| crate::i18n::en(&l)).as_deref(),
        Some("No capture or drop for 39 plies (19½ moves each); a draw at 20 moves each.")
    );
    let p = ok(&mut g, B, "e1<>e2");
    assert_eq!(
        english(p.outcome.clone()),
        Some(Outcome {
            result: GameResult::Draw,
            reason: crate::i18n::Text::plain(
                "Draw: 20 moves by each player without a capture or a drop."
            )
        })
    );
    // A drop resets the count.
    let mut d = setup(6, "a1=K f6=k c3=R c4=Q e1=r e2=q", "Q", "Q", W, 39);
    ok(&mut d, W, "Q@a4");
    assert_eq!(d.position().halfmove_clock(), 0);
    assert!(d.outcome().is_none());
    // So does a capture.
    let mut c = setup(6, "a1=K f6=k c3=R c5=n e1=r e2=q", "", "", W, 39);
    ok(&mut c, W, "Rxc5");
    assert!(c.outcome().is_none());
}

#[test]
fn no_move_beats_the_draw_on_the_last_quiet_ply() {
    // Black has only the king and an empty reserve: after White's 40th
    // quiet ply Black has no move and loses rather than draws.
    let mut g = setup(5, "a1=K e5=k c3=R c1=B", "", "", W, 39);
    let p = ok(&mut g, W, "c1<>c3");
    assert_eq!(p.outcome.map(|o| o.result), Some(GameResult::WhiteWins));
}

#[test]
fn resign_draw_and_time() {
    let mut g = after_kings(5);
    let o = g.resign(B);
    assert_eq!(o.result, GameResult::WhiteWins);
    assert_eq!(crate::i18n::en(&o.reason), "White wins by resignation.");
    assert_eq!(g.agree_draw(), o, "the first result stands");
    let mut d = after_kings(5);
    assert!(d.can_agree_draw().is_ok());
    assert_eq!(
        crate::i18n::en(&d.agree_draw().reason),
        "Draw by agreement."
    );
    let mut t = after_kings(5);
    let p = with_ctx(|ctx| t.timeout(W, ctx));
    assert_eq!(
        p.outcome.map(|o| crate::i18n::en(&o.reason)),
        Some("Black wins on time.".into())
    );
    assert_eq!(refusal(&t, W, "Q@c4"), "The game is over.");
}

#[test]
fn turns_are_checked() {
    let g = after_kings(5);
    assert_eq!(
        refusal(&g, B, "q@c3"),
        "It is not your turn: White is to move."
    );
}

#[test]
fn garbage_is_refused_with_a_reason() {
    let g = after_kings(6);
    for (text, start) in [
        ("", "Please type a move."),
        ("   ", "Please type a move."),
        ("hello", "'hello' is not a move."),
        (
            "Q@m4",
            "'m4' is not a square: the board is 6×6, files a–f, ranks 1–6.",
        ),
        ("Z@c3", "'Z' is not a piece here"),
        ("Q@g7", "There is no square g7 on this 6×6 board."),
        ("O-O", "The first move after the kings is a drop"),
    ] {
        let r = refusal(&g, W, text);
        assert!(r.starts_with(start), "{text:?}: {r}");
    }
    let long = "x".repeat(500);
    let r = refusal(&g, W, &long);
    assert!(r.len() < 200, "{r}");
    let mid = setup(6, "a1=K f6=k c3=R", "Q", "", W, 0);
    assert_eq!(
        refusal(&mid, W, "O-O"),
        "There is no castling in Exchange Chess."
    );
}

// ---------------------------------------------------------------- texts

#[test]
fn board_text_and_reserves() {
    let mut g = after_kings(5);
    ok(&mut g, W, "Q@c4");
    assert_eq!(
        g.board_text(Viewer::Public),
        "5 ....k\n4 ..Q..\n3 .....\n2 .....\n1 K....\n  abcde\n\
         White reserve: Q Q R R R B B B N N N\n\
         Black reserve: q q q r r r b b b n n n"
    );
    let empty = setup(5, "a1=K e5=k c3=N d1=n", "", "", W, 0);
    assert!(empty
        .board_text(Viewer::Public)
        .ends_with("White reserve: -\nBlack reserve: -"));
    // Labels line up from 10 ranks on.
    let big = after_kings(12);
    let text = big.board_text(Viewer::Public);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "12 ...........k");
    assert_eq!(lines[3], " 9 ............");
    assert_eq!(lines[11], " 1 K...........");
    assert_eq!(lines[12], "   abcdefghijkl");
}

#[test]
fn status_counts_the_reserves() {
    let mut g = after_kings(6);
    ok(&mut g, W, "Q@c4");
    assert_eq!(
        g.status_en(),
        "Move 2.\nWhite: 15 in reserve (Q 3, R 4, B 4, N 4), 2 on the board.\n\
         Black: 16 in reserve (Q 4, R 4, B 4, N 4), 1 on the board."
    );
    assert!(Exchange::new(6)
        .status_en()
        .starts_with("Move 1. White puts the king on a corner.\nWhite: 17 in reserve (K 1, Q 4"));
    let quiet = setup(6, "a1=K f6=k c3=R c4=Q", "", "", W, 12);
    assert!(quiet
        .status_en()
        .ends_with("\nNo capture or drop for 12 plies (6 moves each); a draw at 20 moves each."));
}

#[test]
fn view_shows_reserves_last_move_and_checks() {
    let mut g = after_kings(6);
    let v = g.view(Viewer::Public).expect("view");
    // After the opening both kings are the last move.
    assert_eq!(v.last_move, vec![(5, 5), (0, 0)]);
    assert!(!v.flipped);
    assert!(g.view(Viewer::Seat(B)).expect("view").flipped);
    assert_eq!(v.strips.len(), 2);
    assert_eq!(crate::i18n::en(&v.strips[0].label), "White reserve");
    assert_eq!(v.strips[0].pieces.len(), 16);
    assert_eq!(v.strips[1].pieces[0], (false, 'Q'));
    ok(&mut g, W, "R@d4");
    let v = g.view(Viewer::Public).expect("view");
    assert_eq!(v.last_move, vec![(3, 3)]);
    assert_eq!(
        v.get(3, 3),
        crate::view::Cell::Piece {
            white: true,
            kind: 'R'
        }
    );
    assert!(v.check.is_empty());
    // (tests/render.rs draws the views the rules build.)
}

#[test]
fn moves_and_export() {
    let mut g = after_kings(6);
    ok(&mut g, W, "R@d4");
    ok(&mut g, B, "n@b5");
    ok(&mut g, W, "R@c2");
    assert_eq!(
        crate::i18n::en(&g.text_moves()),
        "1. K@a1 K@f6\n2. R@d4 N@b5\n3. R@c2"
    );
    // Each reader reads the list in their own letters.
    assert_eq!(
        crate::i18n::render(&g.text_moves(), Lang::RU),
        "1. Кр@a1 Кр@f6\n2. Л@d4 К@b5\n3. Л@c2"
    );
    let record = crate::i18n::en(&g.export(""));
    assert!(record.starts_with(
        "[Event \"Exchange Chess\"]\n[Site \"boardbot\"]\n[Variant \"Exchange\"]\n[BoardSize \"6x6\"]\n[Result \"*\"]\n\
         [SetUp \"1\"]\n[FEN \"6/6/6/6/6/6[KQQQQRRRRBBBBNNNNkqqqqrrrrbbbbnnnn] w - - 0 1\"]\n\n"
    ), "{record}");
    assert!(
        record.ends_with("1. K@a1 K@f6 2. R@d4 N@b5 3. R@c2 *"),
        "{record}"
    );
    g.resign(W);
    let record = crate::i18n::en(&g.export(""));
    assert!(record.contains("[Result \"0-1\"]\n[Termination \"Black wins by resignation.\"]"));
    assert!(record.ends_with(" 0-1"));
    // A set-up game names its start, and Black's first move is `1...`.
    let mut s = setup(6, "a1=K f6=k c3=R", "", "N", B, 0);
    ok(&mut s, B, "n@e3");
    assert_eq!(crate::i18n::en(&s.text_moves()), "1... N@e3");
    assert!(s.export("").contains("[SetUp \"1\"]\n[FEN \""));
}

#[test]
fn long_records_wrap() {
    let mut g = setup(6, "a1=K f6=k c3=R c4=Q e1=r e2=q", "", "", W, 0);
    for _ in 0..12 {
        ok(&mut g, W, "c3<>c4");
        ok(&mut g, B, "e1<>e2");
    }
    let record = crate::i18n::en(&g.export(""));
    let body = record.split("\n\n").nth(1).expect("moves");
    assert!(body.lines().count() > 1);
    assert!(body.lines().all(|l| l.len() <= 80), "{body}");
}

// ---------------------------------------------------------------- storage

#[test]
fn save_and_load_round_trip() {
    let mut g = after_kings(7);
    ok(&mut g, W, "Q@c4");
    ok(&mut g, B, "r@d2");
    let json = g.save().expect("saves");
    let back = Exchange::from_json(json.clone()).expect("loads");
    assert_eq!(back, g);
    let boxed = (KIND.load)(json).expect("loads");
    assert_eq!(
        boxed.board_text(Viewer::Public),
        g.board_text(Viewer::Public)
    );
    // Set-up games too.
    let s = setup(6, "a1=K f6=k c3=R", "Q", "N", B, 4);
    assert_eq!(
        Exchange::from_json(s.save().expect("saves")).expect("loads"),
        s
    );
}

#[test]
fn load_rejects_tampered_states() {
    let mut g = after_kings(6);
    ok(&mut g, W, "Q@c4");
    let good = g.save().expect("saves");
    // A record that does not lead to the stored position.
    let mut v = good.clone();
    v["plies"][2]["move"]["to"] = serde_json::json!("d4");
    v["plies"][2]["move"]["from"] = serde_json::json!("d4");
    assert!(Exchange::from_json(v).is_err());
    // A position changed behind the record's back.
    let mut v = good.clone();
    let fen = v["position"]["fen"]
        .as_str()
        .expect("fen")
        .replace("2Q3", "3Q2");
    v["position"]["fen"] = serde_json::json!(fen);
    assert!(Exchange::from_json(v).is_err());
    // Wrong sizes and rules.
    let mut v = good.clone();
    v["size"] = serde_json::json!(13);
    assert!(Exchange::from_json(v).is_err());
    let mut v = good.clone();
    v["position"]["rules"]["check_rule"] = serde_json::json!(true);
    assert!(Exchange::from_json(v).is_err());
    // A king that moves.
    let mut v = good.clone();
    v["plies"][2]["move"] = serde_json::json!({"from": "a1", "to": "b1", "kind": "Normal"});
    assert!(Exchange::from_json(v).is_err());
    assert!(Exchange::from_json(serde_json::json!({"size": 6})).is_err());
    assert!(Exchange::from_json(good).is_ok());
}

#[test]
fn a_lower_case_b_is_a_bishop() {
    // No pawns: `bxd4` cannot be a pawn from file b, so it is the bishop.
    let g = setup(6, "a6=K f1=k b2=R c3=B d4=n e5=n", "", "", W, 0);
    let mut c = g.clone();
    ok(&mut c, W, "bxd4");
    assert_eq!(piece(&c, "d4"), Some('B'));
    assert_eq!(piece(&c, "c3"), None);
    assert_eq!(
        refusal(&g, W, "bxe5"),
        "The bishop on c3 does not attack the knight on e5, so cannot capture it."
    );
    // Black's bishops too.
    let mut b = setup(6, "a6=K f1=k c3=B d4=b", "", "", B, 0);
    ok(&mut b, B, "bxc3");
    assert_eq!(piece(&b, "c3"), Some('b'));
    // Without a bishop on the board it stays a pawn move, with its reason.
    let none = setup(6, "a6=K f1=k b2=R d4=n", "Q", "", W, 0);
    assert!(refusal(&none, W, "bxd4").starts_with("There are no pawns"));
    // A full square is still a square: b2xd4 is the rook's.
    assert_eq!(
        refusal(&g, W, "b2xd4"),
        "The rook on b2 does not attack the knight on d4, so cannot capture it."
    );
}

// ---------------------------------------------------------------- oracle

/// Whether a `kind` on `from` attacks `to` on `board` (`occupied` says
/// which squares hold a man), written out from the rules of chess.
fn oracle_attacks(
    kind: Kind,
    from: (i32, i32),
    to: (i32, i32),
    occupied: &dyn Fn(i32, i32) -> bool,
) -> bool {
    let (df, dr) = (to.0 - from.0, to.1 - from.1);
    if (df, dr) == (0, 0) {
        return false;
    }
    let clear = || {
        let (sf, sr) = (df.signum(), dr.signum());
        let mut f = from.0 + sf;
        let mut r = from.1 + sr;
        while (f, r) != to {
            if occupied(f, r) {
                return false;
            }
            f += sf;
            r += sr;
        }
        true
    };
    let straight = df == 0 || dr == 0;
    let diagonal = df.abs() == dr.abs();
    match kind {
        Kind::Knight => (df.abs(), dr.abs()) == (1, 2) || (df.abs(), dr.abs()) == (2, 1),
        Kind::Rook => straight && clear(),
        Kind::Bishop => diagonal && clear(),
        Kind::Queen => (straight || diagonal) && clear(),
        _ => false,
    }
}

/// Every move of the side to move by the rules as the spec states them,
/// as sorted texts (`Q@c3`, `b2xc5`, `b2<>d4`, `c3-e4`).
fn oracle_moves(g: &Exchange) -> Vec<String> {
    let pos = g.position();
    let n = i32::from(g.size());
    let side = pos.side_to_move();
    let at = |f: i32, r: i32| Square::new(f as u8, r as u8).and_then(|s| pos.piece_at(s));
    let occupied = |f: i32, r: i32| at(f, r).is_some();
    let name = |f: i32, r: i32| {
        Square::new(f as u8, r as u8)
            .map(|s| s.to_string())
            .unwrap_or_default()
    };
    let squares: Vec<(i32, i32)> = (0..n).flat_map(|r| (0..n).map(move |f| (f, r))).collect();
    let own: Vec<((i32, i32), Kind)> = squares
        .iter()
        .filter_map(|&(f, r)| {
            at(f, r)
                .filter(|p| p.color == side && p.kind != Kind::King)
                .map(|p| ((f, r), p.kind))
        })
        .collect();
    let kings: Vec<((i32, i32), Seat)> = squares
        .iter()
        .filter_map(|&(f, r)| {
            at(f, r)
                .filter(|p| p.kind == Kind::King)
                .map(|p| ((f, r), p.color))
        })
        .collect();
    let mut out = Vec::new();
    for &(from, kind) in &own {
        for &to in &squares {
            match at(to.0, to.1) {
                Some(p) if p.color != side => {
                    let attacks = oracle_attacks(kind, from, to, &occupied);
                    if attacks {
                        out.push(format!("{}x{}", name(from.0, from.1), name(to.0, to.1)));
                    }
                }
                Some(p) if p.kind != Kind::King && from < to => {
                    let friendly_fire = oracle_attacks(kind, from, to, &occupied)
                        || oracle_attacks(p.kind, to, from, &occupied);
                    if friendly_fire {
                        out.push(swap_text(name(from.0, from.1), name(to.0, to.1)));
                    }
                }
                None if kind == Kind::Knight
                    && oracle_attacks(Kind::Knight, from, to, &occupied) =>
                {
                    let guarded = own.iter().any(|&(k, kk)| {
                        kk == Kind::Knight
                            && k != from
                            && oracle_attacks(Kind::Knight, k, to, &occupied)
                    });
                    if guarded {
                        out.push(format!("{}-{}", name(from.0, from.1), name(to.0, to.1)));
                    }
                }
                _ => {}
            }
        }
    }
    for kind in RESERVE_KINDS {
        if pos.reserve(side, kind) == 0 {
            continue;
        }
        for &to in &squares {
            if occupied(to.0, to.1) {
                continue;
            }
            let near = kings
                .iter()
                .any(|&(k, _)| (k.0 - to.0).abs() <= 1 && (k.1 - to.1).abs() <= 1);
            let check = kings
                .iter()
                .any(|&(k, c)| c != side && oracle_attacks(kind, to, k, &occupied));
            if !near && !check {
                out.push(format!("{}@{}", kind.letter(), name(to.0, to.1)));
            }
        }
    }
    out.sort();
    out
}

/// `a<>b` with the names in a fixed order.
fn swap_text(a: String, b: String) -> String {
    if a <= b {
        format!("{a}<>{b}")
    } else {
        format!("{b}<>{a}")
    }
}

fn game_moves(g: &Exchange) -> Vec<String> {
    let pos = g.position();
    let mut v: Vec<String> = g
        .legal_moves()
        .into_iter()
        .map(|m| match m.kind {
            MoveKind::Drop(k) => format!("{}@{}", k.letter(), m.to),
            MoveKind::Swap => swap_text(m.from.to_string(), m.to.to_string()),
            _ if pos.piece_at(m.to).is_some() => format!("{}x{}", m.from, m.to),
            _ => format!("{}-{}", m.from, m.to),
        })
        .collect();
    v.sort();
    v
}

#[test]
fn moves_agree_with_the_rules_as_written() {
    use rand::Rng;
    let mut rng = rand::rngs::StdRng::seed_from_u64(2024);
    let mut compared = 0;
    for _ in 0..600 {
        let size: u8 = rng.random_range(MIN_SIZE..=MAX_SIZE);
        let n = size - 1;
        let mut pos = Position::empty(Rules::exchange(size)).expect("size");
        let corners = [(0, 0), (n, 0), (0, n), (n, n)];
        let (wf, wr) = corners[rng.random_range(0..4)];
        pos.put(
            Square::new(wf, wr).expect("sq"),
            Some(Piece::new(W, Kind::King)),
        );
        pos.put(
            Square::new(n - wf, n - wr).expect("sq"),
            Some(Piece::new(B, Kind::King)),
        );
        let men = rng.random_range(0..=(usize::from(size) * usize::from(size) / 2));
        for _ in 0..men {
            let s = Square::new(rng.random_range(0..size), rng.random_range(0..size)).expect("sq");
            if pos.piece_at(s).is_some() {
                continue;
            }
            let color = if rng.random_bool(0.5) { W } else { B };
            pos.put(
                s,
                Some(Piece::new(color, RESERVE_KINDS[rng.random_range(0..4)])),
            );
        }
        for color in [W, B] {
            for kind in RESERVE_KINDS {
                pos.set_reserve(color, kind, rng.random_range(0..3));
            }
        }
        pos.set_side_to_move(if rng.random_bool(0.5) { W } else { B });
        let Ok(g) = Exchange::from_position(pos) else {
            continue;
        };
        if g.outcome().is_some() {
            assert!(oracle_moves(&g).is_empty(), "no move, says the game");
            continue;
        }
        assert_eq!(game_moves(&g), oracle_moves(&g), "{:?}", g.position());
        compared += 1;
    }
    assert!(compared > 400, "{compared}");
}
