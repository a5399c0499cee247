use super::*;

fn with_ctx<T>(f: impl FnOnce(&mut Ctx) -> T) -> T {
    f(&mut TestCtx::new(7).ctx())
}

const FIRST: Seat = Seat::White;
const SECOND: Seat = Seat::Black;

/// A board from `"a1=A10 e5=b3"` (upper case owner letter: First).
fn board(size: u8, stacks: &str) -> Board {
    let mut b = Board::empty(size);
    for item in stacks.split_whitespace() {
        let (sq, st) = item.split_once('=').expect("square=stack");
        let sq = parse_square(&b, sq).expect("square");
        let owner = if st.starts_with('A') { FIRST } else { SECOND };
        let height: u16 = st[1..].parse().expect("height");
        b.set(sq, Some(Stack { owner, height }));
    }
    b
}

fn sq(b: &Board, name: &str) -> usize {
    parse_square(b, name).expect("square")
}

fn play(g: &mut Opok, seat: Seat, text: &str) -> Result<Played, Refusal> {
    with_ctx(|ctx| g.play(seat, text, ctx))
}

fn refusal(g: &Opok, seat: Seat, text: &str) -> String {
    let mut copy = g.clone();
    let r = play(&mut copy, seat, text).expect_err("must be refused");
    assert_eq!(&copy, g, "a refused move changed the game");
    r.to_string()
}

fn notes(p: &Played) -> Vec<String> {
    p.notes.iter().map(|n| crate::i18n::en(&n.text)).collect()
}

// ---------------------------------------------------------------- captures

/// One diagram of the seed, laid out on a 9×9 board from c3 to the right
/// (or up): `R` the mover's stacks (First), `B` the enemy's, `.` a gap.
/// The mover's stack at index `arrive` arrives by a real move from a
/// stack beside the line; returns the captured squares.
fn diagram(cells: &str, vertical: bool, arrive: usize) -> Vec<String> {
    let mut b = Board::empty(9);
    let items: Vec<&str> = cells.split_whitespace().collect();
    let at = |i: usize| {
        let (f, r) = if vertical {
            (2, 2 + i as i32)
        } else {
            (2 + i as i32, 2)
        };
        b.square(f, r).expect("on board")
    };
    let squares: Vec<usize> = (0..items.len()).map(at).collect();
    let mut arrived = 0;
    for (i, item) in items.iter().enumerate() {
        if *item == "." {
            continue;
        }
        let owner = if item.starts_with('R') { FIRST } else { SECOND };
        let height: u16 = item[1..].parse().expect("height");
        if i == arrive {
            assert_eq!(owner, FIRST);
            arrived = height;
        } else {
            b.set(squares[i], Some(Stack { owner, height }));
        }
    }
    // The source: beside the line, 1 square away for an odd count (a
    // detour of 3 steps still ends there), 2 for an even one.
    let target = squares[arrive];
    let (f, r) = b.coords(target);
    let dist = if arrived % 2 == 1 { 1 } else { 2 };
    let src = if vertical {
        b.square(i32::from(f) - dist, i32::from(r))
    } else {
        b.square(i32::from(f), i32::from(r) - dist)
    }
    .expect("source on board");
    b.set(
        src,
        Some(Stack {
            owner: FIRST,
            height: arrived + 1,
        }),
    );
    b.set(
        sq(&b, "i9"),
        Some(Stack {
            owner: SECOND,
            height: 5,
        }),
    );
    let mut g = Opok::from_position(b.clone(), FIRST);
    let text = format!(
        "{} {arrived} {}",
        square_name(&b, src),
        square_name(&b, target)
    );
    play(&mut g, FIRST, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let Some(Ply::Move { captured, .. }) = g.plies().last() else {
        panic!("no move recorded")
    };
    // The board agrees with the record.
    for c in captured {
        assert_eq!(g.board().get(usize::from(c.square)), None);
    }
    captured
        .iter()
        .map(|c| square_name(g.board(), usize::from(c.square)))
        .collect()
}

#[test]
fn seed_captures() {
    for vertical in [false, true] {
        // 1|1|1: the lone enemy checker between two of the mover's.
        assert_eq!(diagram("R1 B1 R1", vertical, 0).len(), 1);
        assert_eq!(diagram("R1 B1 R1", vertical, 2).len(), 1);
        // 1|2|3
        assert_eq!(diagram("R1 B2 R3", vertical, 0).len(), 1);
        assert_eq!(diagram("R1 B2 R3", vertical, 2).len(), 1);
        // 2|2|2|3: 2 + 3 > 4
        assert_eq!(diagram("R2 B2 B2 R3", vertical, 0).len(), 2);
        assert_eq!(diagram("R2 B2 B2 R3", vertical, 3).len(), 2);
        // 1|1|1|1|3: 1 + 3 > 3
        assert_eq!(diagram("R1 B1 B1 B1 R3", vertical, 0).len(), 3);
        assert_eq!(diagram("R1 B1 B1 B1 R3", vertical, 4).len(), 3);
    }
    assert_eq!(diagram("R1 B1 R1", false, 0), vec!["d3"]);
    assert_eq!(diagram("R1 B1 B1 B1 R3", true, 0), vec!["c4", "c5", "c6"]);
}

#[test]
fn seed_non_captures() {
    for vertical in [false, true] {
        // 1|2|1: 1 + 1 is not more than 2.
        assert!(diagram("R1 B2 R1", vertical, 0).is_empty());
        assert!(diagram("R1 B2 R1", vertical, 2).is_empty());
        // 1|2|1|1: only the neighbour 1 counts, not the stack behind it.
        assert!(diagram("R1 B2 R1 R1", vertical, 0).is_empty());
        assert!(diagram("R1 B2 R1 R1", vertical, 2).is_empty());
        assert!(diagram("R1 B2 R1 R1", vertical, 3).is_empty());
        // 2|2|4|3: 2 + 3 is not more than 6.
        assert!(diagram("R2 B2 B4 R3", vertical, 0).is_empty());
        assert!(diagram("R2 B2 B4 R3", vertical, 3).is_empty());
        // 1|1|gap|1|3: the run is not contiguous.
        assert!(diagram("R1 B1 . B1 R3", vertical, 0).is_empty());
        assert!(diagram("R1 B1 . B1 R3", vertical, 4).is_empty());
    }
}

#[test]
fn captures_in_several_directions_and_note() {
    // d4 arrives (1 checker from d3) between b-stacks on c4 and e4, closed
    // by b4 and f4, and d5 closed by d6.
    let b = board(7, "d3=A2 c4=b1 b4=A1 e4=b1 f4=A1 d5=b1 d6=A1 g7=b9");
    let mut g = Opok::from_position(b, FIRST);
    let p = play(&mut g, FIRST, "d3 1 d4").expect("legal");
    assert_eq!(
        notes(&p)[0],
        "1. First: d3 1 d4, captures 3 checkers on c4, d5, e4"
    );
    assert_eq!(g.board().checkers(SECOND), 9);
    // Only the mover captures: Second moving into an enclosure is safe.
    let b = board(7, "a1=A5 c3=A1 e3=A1 d5=b3 g7=b9");
    let mut g = Opok::from_position(b, SECOND);
    let p = play(&mut g, SECOND, "d5 2 d3").expect("legal");
    assert_eq!(notes(&p), vec!["1. Second: d5 2 d3"]);
    assert_eq!(g.board().checkers(SECOND), 12);
}

#[test]
fn corner_stacks_cannot_be_enclosed() {
    // Second on a1, First arrives on a2 with b1 (and more) around it.
    let b = board(5, "a1=b1 b1=A5 a3=A3 e5=b9");
    let mut g = Opok::from_position(b, FIRST);
    play(&mut g, FIRST, "a3 1 a2").expect("legal");
    assert_eq!(g.board().get(0).map(|s| s.owner), Some(SECOND));
    // The same check straight on the board, from every neighbour.
    let b = board(5, "e5=b1 e4=A9 d5=A9");
    let e5 = sq(&b, "e5");
    assert!(b.captures(sq(&b, "e4"), FIRST, 9).is_empty());
    assert!(b.captures(sq(&b, "d5"), FIRST, 9).is_empty());
    assert!(b.get(e5).is_some());
}

#[test]
fn edge_stacks_can_be_enclosed_along_the_edge() {
    let b = board(5, "a2=b1 a3=A1 b1=A2 e5=b9");
    let mut g = Opok::from_position(b, FIRST);
    let p = play(&mut g, FIRST, "b1 1 a1").expect("legal");
    assert_eq!(notes(&p)[0], "1. First: b1 1 a1, captures 1 checker on a2");
}

// ---------------------------------------------------------------- paths

#[test]
fn dead_end_corridor() {
    // a1 opens only onto a2-a3; a3's only other exits are stacks.
    let b = board(5, "a1=A10 b1=b1 b2=b1 b3=b1 a4=b1");
    let a1 = sq(&b, "a1");
    assert_eq!(
        b.destinations(a1),
        vec![(1, sq(&b, "a2")), (2, sq(&b, "a3"))]
    );
    for k in 3..10 {
        assert!((0..b.len()).all(|t| !b.path_exists(a1, k, t)), "k = {k}");
    }
    let g = Opok::from_position(b, FIRST);
    // 3 steps to a2 would need a3-a2, a reversal.
    assert_eq!(
        refusal(&g, FIRST, "a1 3 a2"),
        "No path of exactly 3 steps from a1 to a2 avoids the stacks."
    );
    assert_eq!(
        refusal(&g, FIRST, "a1-a2-a3-a2"),
        "The path steps from a3 straight back to a2; a stack may not reverse a step."
    );
}

#[test]
fn reversal_rule_versus_open_board() {
    let g = Opok::new(7);
    // On the open board 3 steps to a neighbour go round a square.
    let b = g.board();
    assert!(b.path_exists(0, 3, sq(b, "a2")));
    assert_eq!(b.find_path(0, 3, sq(b, "a2")).map(|p| p.len()), Some(3));
    // But a single free square beside the start cannot be reached in 3.
    let b = board(5, "a1=A9 b1=b1 b2=b1 a3=b1");
    assert!(!b.path_exists(0, 3, sq(&b, "a2")));
    assert!(b.path_exists(0, 1, sq(&b, "a2")));
    assert!(b.destinations(0) == vec![(1, sq(&b, "a2"))]);
}

#[test]
fn parity_and_distance() {
    let g = Opok::new(7);
    assert_eq!(
        refusal(&g, FIRST, "a1 2 b1"),
        "b1 is an odd number of steps from a1, so no path of exactly 2 steps can end there."
    );
    assert_eq!(
        refusal(&g, FIRST, "a1 3 c3"),
        "c3 is an even number of steps from a1, so no path of exactly 3 steps can end there."
    );
    assert_eq!(
        refusal(&g, FIRST, "a1 2 e1"),
        "e1 is 4 steps from a1; a path of 2 steps cannot reach it."
    );
    // Long walks on the largest board are found quickly.
    let g = Opok::new(12);
    let b = g.board();
    let start = std::time::Instant::now();
    assert!(b.path_exists(0, 143, sq(b, "l11")));
    assert!(b.path_exists(0, 142, sq(b, "b1")) || b.path_exists(0, 143, sq(b, "b1")));
    assert!(!b.path_exists(0, 142, sq(b, "b1")));
    let path = b.find_path(0, 143, sq(b, "l11")).expect("path");
    assert_eq!(path.len(), 143);
    let moves = Opok::new(12).legal_moves();
    assert!(moves.len() > 100);
    assert!(start.elapsed().as_millis() < 2000);
}

#[test]
fn revisiting_own_squares() {
    let mut g = Opok::new(7);
    // a2 is visited twice: a loop round b2... then on to b3.
    let p = play(&mut g, FIRST, "a1-a2-a3-b3-b2-a2-a3").expect("legal");
    assert_eq!(notes(&p), vec!["1. First: a1 6 a3"]);
    assert_eq!(
        g.board().get(sq(g.board(), "a3")).map(|s| s.height),
        Some(6)
    );
    // A walk round an enemy stack and back: the ring c2..c4 round d3.
    let b = board(7, "a1=A30 d3=b1 g7=b9");
    let g = Opok::from_position(b, FIRST);
    let mut copy = g.clone();
    play(&mut copy, FIRST, "a1-b1-c1-c2-c3-c4-d4-e4-e3-e2-d2-c2-c3").expect("loop round d3");
    let mut copy = g.clone();
    play(&mut copy, FIRST, "a1 12 c3").expect("same by count");
}

// ---------------------------------------------------------------- refusals

#[test]
fn refusals() {
    let mut g = Opok::new(7);
    assert_eq!(refusal(&g, FIRST, "k9 3 b3"), "k9 is not on a 7×7 board.");
    assert_eq!(refusal(&g, FIRST, "a1 3 a8"), "a8 is not on a 7×7 board.");
    assert_eq!(refusal(&g, FIRST, "a1-a0"), "a0 is not on a 7×7 board.");
    assert_eq!(refusal(&g, FIRST, "b2 1 b3"), "There is no stack on b2.");
    assert_eq!(
        refusal(&g, FIRST, "g7 1 g6"),
        "The stack on g7 is Second's, not yours."
    );
    assert_eq!(
        refusal(&g, FIRST, "a1 49 b3"),
        "The stack on a1 has 49 checkers; you can move at most 48."
    );
    assert_eq!(
        refusal(&g, FIRST, "a1 0 b3"),
        "You must move at least 1 checker."
    );
    assert_eq!(
        refusal(&g, FIRST, "a1 -2 b3"),
        "You must move at least 1 checker."
    );
    assert_eq!(
        refusal(&g, FIRST, "a1 99999999999999999999999 b3"),
        "The stack on a1 has 49 checkers; you can move at most 48."
    );
    assert_eq!(
        refusal(&g, FIRST, "a1 3 g7"),
        "g7 holds a stack of Second; a move ends on an empty square."
    );
    assert_eq!(
        refusal(&g, FIRST, "a1 2 a1"),
        "The checkers must leave a1: a move ends on an empty square."
    );
    assert_eq!(
        refusal(&g, FIRST, "a1-b2"),
        "a1 to b2 is not one orthogonal step."
    );
    assert_eq!(
        refusal(&g, FIRST, "a1-a3"),
        "a1 to a3 is not one orthogonal step."
    );
    assert_eq!(
        refusal(&g, FIRST, "a1-a2-a1"),
        "The path steps from a2 straight back to a1; a stack may not reverse a step."
    );
    assert_eq!(
        refusal(&g, FIRST, "a1-a2-b2-b1-a1"),
        "The path returns to a1, where the stack stands."
    );
    assert_eq!(
        refusal(&g, FIRST, "a1"),
        format!(
            "A square alone is not a move. {}",
            crate::i18n::en(&notation::syntax())
        )
    );
    assert_eq!(
        refusal(&g, FIRST, "a1-"),
        "'a1-' has an empty step. Write a path as squares joined by dashes, e.g. a1-a2-a3-b3."
    );
    assert_eq!(
        refusal(&g, FIRST, "a1 b3"),
        format!(
            "How many checkers? {}",
            crate::i18n::en(&notation::syntax())
        )
    );
    assert_eq!(
        refusal(&g, FIRST, "a1 x b3"),
        format!(
            "'x' is not a number of checkers. {}",
            crate::i18n::en(&notation::syntax())
        )
    );
    assert_eq!(
        refusal(&g, FIRST, "hello"),
        format!(
            "'hello' is not a move. {}",
            crate::i18n::en(&notation::syntax())
        )
    );
    assert_eq!(
        refusal(&g, FIRST, "   "),
        crate::i18n::en(&notation::syntax())
    );
    assert_eq!(
        refusal(&g, FIRST, "zz 3 b3"),
        "'zz' is not a square: squares are written like a1 or c5."
    );
    assert_eq!(
        refusal(&g, SECOND, "g7 1 g6"),
        "It is not your turn: First is to move."
    );
    // The path cannot enter a stack.
    play(&mut g, FIRST, "a1 1 a2").expect("legal");
    play(&mut g, SECOND, "g7 1 g6").expect("legal");
    assert_eq!(
        refusal(&g, FIRST, "a1-b1-b2-a2-a3"),
        "The path enters a2, which holds a stack of First."
    );
    assert_eq!(
        refusal(&g, FIRST, "a2 1 a3"),
        "The stack on a2 has only 1 checker; it cannot move, since one checker must stay."
    );
    let b = board(5, "a1=A3 e5=b3");
    let g = Opok::from_position(b, FIRST);
    assert_eq!(
        refusal(&g, FIRST, "a1-a2-a3-a4"),
        "The stack on a1 has 3 checkers; you can move at most 2, but the path has 3 steps."
    );
}

#[test]
fn tolerant_input() {
    for text in [
        "a1 3 b3",
        "  A1   3  B3  ",
        "a1 3 b3!",
        "a1 +3 b3",
        "a1-a2-a3-b3",
        "A1 - A2 - A3 - B3+",
    ] {
        let mut g = Opok::new(7);
        let p = play(&mut g, FIRST, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(notes(&p), vec!["1. First: a1 3 b3"], "{text}");
        assert!(p.board);
        assert_eq!(p.outcome, None);
    }
}

// ---------------------------------------------------------------- turns, end

#[test]
fn automatic_pass() {
    // Second's only stack is a single checker: it can never move.
    let b = board(5, "a1=A10 e5=b1");
    let mut g = Opok::from_position(b, FIRST);
    assert_eq!(g.to_move(), Some(FIRST));
    let p = play(&mut g, FIRST, "a1 1 a2").expect("legal");
    assert_eq!(
        notes(&p),
        vec!["1. First: a1 1 a2", "Second has no move and passes."]
    );
    assert_eq!(g.to_move(), Some(FIRST));
    assert_eq!(g.plies().last(), Some(&Ply::Pass));
    let p = play(&mut g, FIRST, "a1 3 c2").expect("legal");
    assert_eq!(
        notes(&p),
        vec!["2. First: a1 3 c2", "Second has no move and passes."]
    );
    // First walls its own home in; c2 can still move.
    let p = play(&mut g, FIRST, "a1 1 b1").expect("legal");
    assert_eq!(
        notes(&p),
        vec!["3. First: a1 1 b1", "Second has no move and passes."]
    );
    assert_eq!(g.to_move(), Some(FIRST));
    assert_eq!(
        refusal(&g, FIRST, "a1 2 b2"),
        "No path of exactly 2 steps from a1 to b2 avoids the stacks."
    );
    assert_eq!(
        crate::i18n::en(&g.moves(Viewer::Public)),
        "1. a1 1 a2, pass\n2. a1 3 c2, pass\n3. a1 1 b1, pass"
    );
    // A position where First is to move but cannot: First passes at once.
    let b = board(5, "a1=A1 e5=b3");
    let g = Opok::from_position(b, FIRST);
    assert_eq!(g.to_move(), Some(SECOND));
    assert_eq!(g.plies(), &[Ply::Pass]);
}

#[test]
fn end_and_scoring() {
    // After a1 1 b1 nobody can move.
    let b = board(5, "a1=A2 a2=b1 e5=b1");
    let mut g = Opok::from_position(b.clone(), FIRST);
    let p = play(&mut g, FIRST, "a1 1 b1").expect("legal");
    assert_eq!(
        notes(&p),
        vec!["1. First: a1 1 b1", "Neither player can move."]
    );
    let draw = Outcome {
        result: GameResult::Draw,
        reason: crate::i18n::Text::plain("Draw, 2 squares each."),
    };
    let english = |o: Option<Outcome>| {
        o.map(|o| Outcome {
            reason: crate::i18n::Text::plain(&crate::i18n::en(&o.reason)),
            ..o
        })
    };
    assert_eq!(english(p.outcome), Some(draw.clone()));
    assert_eq!(g.to_move(), None);
    assert_eq!(english(g.outcome()), Some(draw));
    assert_eq!(refusal(&g, FIRST, "a1 1 c1"), "The game is over.");
    assert_eq!(
        crate::i18n::en(&g.status(Viewer::Public)),
        "First: 2 squares, 2 checkers.\nSecond: 2 squares, 2 checkers."
    );

    let mut b2 = b.clone();
    b2.set(
        sq(&b, "e4"),
        Some(Stack {
            owner: SECOND,
            height: 1,
        }),
    );
    let mut g = Opok::from_position(b2, FIRST);
    let p = play(&mut g, FIRST, "a1 1 b1").expect("legal");
    assert_eq!(
        p.outcome.map(|o| crate::i18n::en(&o.reason)),
        Some("Second wins, 3 squares to 2.".into())
    );
    assert_eq!(g.outcome().map(|o| o.result), Some(GameResult::BlackWins));

    let mut b3 = b.clone();
    b3.set(
        sq(&b, "c5"),
        Some(Stack {
            owner: FIRST,
            height: 1,
        }),
    );
    let mut g = Opok::from_position(b3, FIRST);
    let p = play(&mut g, FIRST, "a1 1 b1").expect("legal");
    assert_eq!(
        p.outcome.map(|o| crate::i18n::en(&o.reason)),
        Some("First wins, 3 squares to 2.".into())
    );
    assert!(crate::i18n::en(&g.moves(Viewer::Public))
        .ends_with("\nResult: 1-0, First wins, 3 squares to 2."));
}

#[test]
fn resign_timeout_draw() {
    let mut g = Opok::new(7);
    assert!(g.untouched());
    assert!(g.can_agree_draw().is_err());
    let o = g.resign(FIRST);
    assert_eq!(o.result, GameResult::BlackWins);
    assert_eq!(crate::i18n::en(&o.reason), "Second wins by resignation.");
    assert_eq!(g.to_move(), None);

    let mut g = Opok::new(7);
    play(&mut g, FIRST, "a1 1 a2").expect("legal");
    assert!(!g.untouched());
    let p = with_ctx(|ctx| g.timeout(SECOND, ctx));
    let o = p.outcome.expect("over");
    assert_eq!(o.result, GameResult::WhiteWins);
    assert_eq!(crate::i18n::en(&o.reason), "First wins on time.");
    assert_eq!(g.to_move(), None);
}

// ---------------------------------------------------------------- texts

#[test]
fn board_text_5x5() {
    let mut g = Opok::new(5);
    play(&mut g, FIRST, "a1 3 c2").expect("legal");
    play(&mut g, SECOND, "e5 12 d4").expect("legal");
    let expected = "\
5 .   .   .   .   b13
4 .   .   .   b12 .
3 .   .   .   .   .
2 .   .   A3  .   .
1 A22 .   .   .   .
  a   b   c   d   e
First: 2 squares, 25 checkers
Second: 2 squares, 25 checkers";
    assert_eq!(g.board_text(Viewer::Public), expected);
    let b = board(5, "a1=A1 e5=b1 c3=A2");
    let g = Opok::from_position(b, FIRST);
    let expected = "\
5 .  .  .  .  b1
4 .  .  .  .  .
3 .  .  A2 .  .
2 .  .  .  .  .
1 A1 .  .  .  .
  a  b  c  d  e
First: 2 squares, 3 checkers
Second: 1 square, 1 checker";
    assert_eq!(g.board_text(Viewer::Seat(SECOND)), expected);
}

#[test]
fn board_text_10x10_labels() {
    let g = Opok::new(10);
    let text = g.board_text(Viewer::Public);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "10 .    .    .    .    .    .    .    .    .    b100"
    );
    assert_eq!(
        lines[1],
        " 9 .    .    .    .    .    .    .    .    .    ."
    );
    assert_eq!(
        lines[9],
        " 1 A100 .    .    .    .    .    .    .    .    ."
    );
    assert_eq!(
        lines[10],
        "   a    b    c    d    e    f    g    h    i    j"
    );
    assert_eq!(lines[11], "First: 1 square, 100 checkers");
}

#[test]
fn status_view_moves_export() {
    let mut g = Opok::new(7);
    assert_eq!(
        crate::i18n::en(&g.status(Viewer::Public)),
        "Move 1.\nFirst: 1 square, 49 checkers.\nSecond: 1 square, 49 checkers."
    );
    assert_eq!(crate::i18n::en(&g.moves(Viewer::Public)), "No moves yet.");
    play(&mut g, FIRST, "a1 3 b3").expect("legal");
    assert_eq!(
        crate::i18n::en(&g.status(Viewer::Public)),
        "Move 1.\nFirst: 2 squares, 49 checkers.\nSecond: 1 square, 49 checkers."
    );
    play(&mut g, SECOND, "g7 2 f6").expect("legal");
    let p = play(&mut g, FIRST, "b3 1 b4").expect("legal");
    assert_eq!(notes(&p), vec!["2. First: b3 1 b4"]);
    let v = g.view(Viewer::Public).expect("view");
    assert_eq!(v.files, 7);
    assert_eq!(
        v.get(1, 3),
        Cell::Stack {
            first: true,
            height: 1
        }
    );
    assert_eq!(
        v.get(6, 6),
        Cell::Stack {
            first: false,
            height: 47
        }
    );
    assert_eq!(v.get(2, 2), Cell::Empty);
    assert_eq!(v.last_move, vec![(1, 2), (1, 3)]);
    assert!(!v.flipped);
    assert!(g.view(Viewer::Seat(SECOND)).expect("view").flipped);
    assert_eq!(
        v.lines
            .iter()
            .map(|l| crate::i18n::en(l))
            .collect::<Vec<_>>(),
        vec![
            "First: 3 squares, 49 checkers",
            "Second: 2 squares, 49 checkers"
        ]
    );
    assert_eq!(
        crate::i18n::en(&g.moves(Viewer::Public)),
        "1. a1 3 b3, g7 2 f6\n2. b3 1 b4"
    );
    let record = crate::i18n::en(&g.export(""));
    assert_eq!(
        record,
        "Game: Opok\nSize: 7\nPlayers: First, Second\nResult: *\n\n\
         1. First: a1 3 b3\n1. Second: g7 2 f6\n2. First: b3 1 b4\n"
    );
    let replayed = Opok::replay(&record).expect("replay");
    assert_eq!(replayed, g);
    assert!(crate::i18n::en(&crate::t!(KIND.help)).starts_with("Opok moves:"));
    assert!(crate::i18n::en(&crate::t!(KIND.rules)).contains("N²"));
}

#[test]
fn export_with_passes_captures_and_result_replays() {
    let b = board(5, "a1=A10 a3=b1 a4=A1 e5=b1");
    let mut g = Opok::from_position(b, FIRST);
    play(&mut g, FIRST, "a1 1 a2").expect("legal");
    let record = crate::i18n::en(&g.export(""));
    assert!(record
        .contains("1. First: a1 1 a2 ; captures 1 checker on a3\n1. Second: pass ; no move\n"));
    // from_position is not a standard start, so replay a real game instead.
    let mut g = Opok::new(5);
    for (seat, m) in [(FIRST, "a1 4 c3"), (SECOND, "e5 2 d4"), (FIRST, "c3 1 d3")] {
        play(&mut g, seat, m).expect("legal");
    }
    g.resign(SECOND);
    let record = crate::i18n::en(&g.export(""));
    assert!(record.contains("Result: 1-0, First wins by resignation.\n"));
    // The record carries the reason in English.
    if let Some(o) = &mut g.outcome {
        o.reason = crate::i18n::Text::plain(&crate::i18n::en(&o.reason));
    }
    assert_eq!(Opok::replay(&record).expect("replay"), g);
    // Tools read the replay's errors: English.
    let e = Opok::replay("Size: 5\n1. First: a1 9 e5\n").unwrap_err();
    assert!(
        matches!(e, OpokRecordError::Refused { line: 2, .. }),
        "{e:?}"
    );
    assert_eq!(
        e.to_string(),
        "line 2: e5 holds a stack of Second; a move ends on an empty square."
    );
    assert_eq!(
        Opok::replay("1. First: a1 1 a2\n"),
        Err(OpokRecordError::NoSize)
    );
    assert_eq!(
        Opok::replay("Size: 99\n"),
        Err(OpokRecordError::SizeOutOfRange { line: 1, size: 99 })
    );
}

#[test]
fn save_load_round_trip() {
    let mut g = Opok::new(6);
    play(&mut g, FIRST, "a1 3 b3").expect("legal");
    play(&mut g, SECOND, "f6 5 f3").expect("legal");
    let saved = g.save().expect("saves");
    let loaded = (KIND.load)(saved.clone()).expect("load");
    assert_eq!(loaded.save().expect("saves"), saved);
    assert_eq!(
        loaded.board_text(Viewer::Public),
        g.board_text(Viewer::Public)
    );
    assert!((KIND.load)(serde_json::json!({"nonsense": 1})).is_err());
    let mut bad = saved.clone();
    bad["board"]["size"] = serde_json::json!(40);
    assert!((KIND.load)(bad).is_err());
    let mut bad = saved;
    bad["plies"][0]["move"]["to"] = serde_json::json!(200);
    assert!((KIND.load)(bad).is_err());
}

#[test]
fn create_options() {
    let opts = |list: &[(&str, &str)]| -> Options {
        list.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    };
    let make = |o: Options| with_ctx(|ctx| (KIND.create)(&o, ctx));
    let g = make(opts(&[])).expect("default");
    assert!(g.board_text(Viewer::Public).starts_with("7 "));
    let g = make(opts(&[("size", "12")])).expect("12");
    assert!(g.board_text(Viewer::Public).starts_with("12 "));
    let g = make(opts(&[("size", "5")])).expect("5");
    assert!(g.board_text(Viewer::Public).starts_with("5 "));
    let err = |o| make(o).err().map(|r| r.to_string()).unwrap_or_default();
    assert_eq!(
        err(opts(&[("size", "4")])),
        "size must be a whole number from 5 to 12, not '4'."
    );
    assert_eq!(
        err(opts(&[("size", "13")])),
        "size must be a whole number from 5 to 12, not '13'."
    );
    assert_eq!(
        err(opts(&[("size", "big")])),
        "size must be a whole number from 5 to 12, not 'big'."
    );
    assert_eq!(
        err(opts(&[("rules", "x")])),
        "Opok has no option 'rules'. Options: size=N (N from 5 to 12), color=white|black|random, days=N."
    );
    assert_eq!(
        err(opts(&[("size", "6"), ("size", "7")])),
        "size is given twice."
    );
    assert_eq!(KIND.name, "opok");
    assert_eq!(KIND.seat_names, ["First", "Second"]);
    assert!(KIND.correspondence_options);
}

#[test]
fn draw_by_agreement_is_refused() {
    let mut g = Opok::new(5);
    assert_eq!(
        g.can_agree_draw()
            .map_err(|r| Refusal::new(crate::i18n::Text::plain(&r.to_string()))),
        Err(Refusal::new(crate::i18n::Text::plain(
            "Draws by agreement are not part of Opok: the game ends when neither player can move."
        )))
    );
    // Should the core call it anyway, the game ends as a draw.
    let o = g.agree_draw();
    assert_eq!(o.result, GameResult::Draw);
    assert_eq!(g.to_move(), None);
    assert_eq!(g.resign(FIRST), o);
}

#[test]
fn capture_then_pass() {
    // Second's only movable stack (d2) is captured: Second then passes.
    let b = board(5, "a1=A9 e2=A2 d2=b2 e5=b1");
    let mut g = Opok::from_position(b, FIRST);
    let p = play(&mut g, FIRST, "a1 3 c2").expect("legal");
    assert_eq!(
        notes(&p),
        vec![
            "1. First: a1 3 c2, captures 2 checkers on d2",
            "Second has no move and passes."
        ]
    );
    assert_eq!(g.to_move(), Some(FIRST));
    assert_eq!(g.board().checkers(SECOND), 1);
    assert_eq!(
        crate::i18n::en(&g.status(Viewer::Public)),
        "Move 2.\nFirst: 3 squares, 11 checkers.\nSecond: 1 square, 1 checker."
    );
}

#[test]
fn degenerate_calls_do_not_panic() {
    let g = Opok::new(200);
    assert_eq!(g.board().size(), MAX_SIZE);
    assert_eq!(g.board().checkers(FIRST), 144);
    let b = Opok::new(5).board().clone();
    assert!(!b.path_exists(0, 0, 1));
    assert_eq!(b.find_path(0, 0, 1), None);
    assert_eq!(b.find_path(0, 1, 99), None);
    assert!(!b.path_exists(99, 1, 1));
    assert!(b.destinations(3).is_empty());
    assert!(b.get(999).is_none());
}
