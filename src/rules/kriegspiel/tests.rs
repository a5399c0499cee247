use super::*;
use crate::view::Cell;
use rand::SeedableRng;

const W: Seat = Seat::White;
const B: Seat = Seat::Black;

fn with_ctx<T>(f: impl FnOnce(&mut Ctx) -> T) -> T {
    f(&mut TestCtx::new(7).ctx())
}

fn play(g: &mut Kriegspiel, seat: Seat, text: &str) -> Result<Played, Refusal> {
    with_ctx(|ctx| g.play(seat, text, ctx))
}

fn ask_any(g: &mut Kriegspiel, seat: Seat) -> Result<Played, Refusal> {
    with_ctx(|ctx| g.command(seat, "any", "", ctx))
}

/// The notes of an accepted attempt as `(audience, text)`.
fn heard(p: &Played) -> Vec<(Audience, String)> {
    p.notes
        .iter()
        .map(|n| (n.to, crate::i18n::en(&n.text)))
        .collect()
}

/// The texts of an accepted attempt's notes, all of which must go to all.
fn public(p: &Played) -> Vec<String> {
    assert!(
        p.notes.iter().all(|n| n.to == Audience::All),
        "{:?}",
        p.notes
    );
    p.notes.iter().map(|n| crate::i18n::en(&n.text)).collect()
}

fn refused(g: &Kriegspiel, seat: Seat, text: &str) -> String {
    let mut copy = g.clone();
    let r = play(&mut copy, seat, text).expect_err("must be refused");
    assert_eq!(&copy, g, "a refusal changed the game");
    r.to_string()
}

fn fen(f: &str) -> Kriegspiel {
    Kriegspiel::from_fen(f, RuleSet::Wild16).expect("fen")
}

/// Plays `moves` (all legal) alternately from the start.
fn game(rules: RuleSet, moves: &[&str]) -> Kriegspiel {
    let mut g = Kriegspiel::new(rules);
    for m in moves {
        let seat = g.to_move().expect("running");
        let p = play(&mut g, seat, m).expect("accepted");
        assert!(p.board, "{m} was not legal");
    }
    g
}

// ---------------------------------------------------------------- announcements

#[test]
fn a_legal_move_is_announced_to_all_without_saying_what_it_was() {
    let mut g = Kriegspiel::new(RuleSet::Wild16);
    let p = play(&mut g, W, "e2e4").unwrap();
    assert!(p.board);
    assert_eq!(public(&p), ["White moved. Black's move."]);
    assert_eq!(p.outcome, None);
    let p = play(&mut g, B, "d5").unwrap();
    assert_eq!(public(&p), ["Black moved. White's move.", "1 pawn try"]);
    let p = play(&mut g, W, "exd5").unwrap();
    assert_eq!(
        public(&p),
        ["White moved. Black's move.", "Pawn at d5 captured"]
    );
    let p = play(&mut g, B, "Qd8d5").unwrap();
    assert_eq!(
        public(&p),
        ["Black moved. White's move.", "Pawn at d5 captured"]
    );
}

#[test]
fn an_illegal_attempt_is_told_to_the_mover_only_in_wild16() {
    let mut g = game(RuleSet::Wild16, &["e4", "e5"]);
    let before = g.clone();
    // Blocked on the real board: the black pawn stands on e5.
    let p = play(&mut g, W, "e4e5").unwrap();
    assert_eq!(heard(&p), [(Audience::Seat(W), "Illegal move".into())]);
    assert!(!p.board);
    assert_eq!(p.outcome, None);
    assert_eq!(g.position(), before.position(), "nothing was played");
    assert_eq!(g.to_move(), Some(W), "White tries again");
    // Impossible even on the own board: a bishop moving straight, nothing
    // on the square, own men in the way, castling through own men.
    for text in ["f1f3", "Bf1f3", "a3a4", "Nd4", "Qd1d3", "O-O", "Kf1f3"] {
        let p = play(&mut g, W, text).unwrap();
        assert_eq!(
            heard(&p),
            [(Audience::Seat(W), "Illegal move".into())],
            "{text}"
        );
    }
    let tried: Vec<String> = g
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::Illegal { seat, tried } if *seat == W => Some(tried.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(
        tried,
        ["e4e5", "f1f3", "Bf1f3", "a3a4", "Nd4", "Qd1d3", "O-O", "Kf1f3"]
    );
}

#[test]
fn garbage_is_refused_and_changes_nothing() {
    let g = game(RuleSet::Wild16, &["e4"]);
    for text in [
        "", "hello", "e9", "z2z4", "N@e4", "b2<>d4", "/any", "e2e4e5",
    ] {
        let r = refused(&g, B, text);
        assert!(!r.is_empty(), "{text}");
    }
    assert!(refused(&g, W, "e2e3").contains("not your turn"));
}

#[test]
fn ambiguity_is_asked_from_the_own_board() {
    // Knights b1 and f3 can both reach d2 on White's own board.
    let g = game(RuleSet::Wild16, &["Nf3", "e5", "d3", "d5"]);
    let r = refused(&g, W, "Nd2");
    assert_eq!(r, "Which one: b1d2 or f3d2?");
    let choices = g.choices_after_refusal(W, "Nd2");
    assert_eq!(
        choices,
        [
            Choice::new(crate::i18n::Text::plain("b1d2"), "b1d2"),
            Choice::new(crate::i18n::Text::plain("f3d2"), "f3d2")
        ]
    );
}

#[test]
fn attempts_in_every_syntax() {
    let g = game(RuleSet::Wild16, &["e4", "d5"]);
    for (text, legal) in [
        ("e4d5", true),
        ("exd5", true),
        ("e4xd5", true),
        ("Nf3", true),
        ("g1f3", true),
        ("Ng1-f3", true),
        ("e4e5", true),
        ("e4f5", false), // a pawn capture with nothing to take
        ("Bb5+", true),
        ("Bb5!?", true),
    ] {
        let mut copy = g.clone();
        let p = play(&mut copy, W, text).unwrap();
        assert_eq!(p.board, legal, "{text}");
    }
}

#[test]
fn castling_and_promotion_are_not_announced() {
    let mut g = fen("r3k3/1P6/8/8/8/8/8/4K2R w K - 0 1");
    let p = play(&mut g, W, "O-O").unwrap();
    assert_eq!(public(&p), ["White moved. Black's move."]);
    let p = play(&mut g, B, "Kd7").unwrap();
    assert_eq!(public(&p), ["Black moved. White's move.", "1 pawn try"]);
    // No letter: a queen. The capture on a8 is announced, the promotion not.
    let p = play(&mut g, W, "b7a8").unwrap();
    assert_eq!(
        public(&p),
        ["White moved. Black's move.", "Piece at a8 captured"]
    );
    assert_eq!(
        g.position().piece_at(chess::Square::parse("a8").unwrap()),
        Some(chess::Piece::new(W, chess::Kind::Queen))
    );
    // e7e8 under promotion to a knight by SAN.
    let mut g = fen("4k3/P7/8/8/8/8/7p/4K3 w - - 0 1");
    let p = play(&mut g, W, "a8=N").unwrap();
    assert_eq!(public(&p), ["White moved. Black's move."]);
    assert_eq!(
        g.position().piece_at(chess::Square::parse("a8").unwrap()),
        Some(chess::Piece::new(W, chess::Kind::Knight))
    );
}

#[test]
fn castling_through_an_attacked_square_is_illegal() {
    let mut g = fen("5rk1/8/8/8/8/8/8/4K2R w K - 0 1");
    let p = play(&mut g, W, "e1g1").unwrap();
    assert_eq!(heard(&p), [(Audience::Seat(W), "Illegal move".into())]);
    let p = play(&mut g, W, "Kd1").unwrap();
    assert!(p.board);
}

// ---------------------------------------------------------------- ICC cases

fn tries_after(fen_text: &str) -> usize {
    referee::pawn_tries(&Position::from_fen(fen_text, chess::Rules::chess()).unwrap())
}

#[test]
fn pawn_tries_ignore_pinned_pawns() {
    // e4xd5 would leave the e-file, along which the rook pins the pawn.
    assert_eq!(tries_after("4r2k/8/8/3p4/4P3/8/8/4K3 w - - 0 1"), 0);
    // Without the pin it is a try.
    assert_eq!(tries_after("r6k/8/8/3p4/4P3/8/8/4K3 w - - 0 1"), 1);
    // A pinned pawn may still take the pinner along the pin line.
    assert_eq!(tries_after("7k/8/8/8/8/2b5/3P4/4K3 w - - 0 1"), 1);
}

#[test]
fn pawn_tries_count_only_captures_that_answer_a_check() {
    // The knight on d3 checks e1: only c2xd3 answers; g2xf3 does not.
    assert_eq!(tries_after("7k/8/8/8/8/3n1p2/2P3P1/4K3 w - - 0 1"), 1);
    // Double check: no pawn capture can answer it.
    assert_eq!(tries_after("4r2k/8/8/8/8/3n1p2/2P3P1/4K3 w - - 0 1"), 0);
}

#[test]
fn a_capturing_promotion_counts_once() {
    // b7xa8 and b7xc8, each with four pieces to choose: two tries.
    assert_eq!(tries_after("r1r4k/1P6/8/8/8/8/8/4K3 w - - 0 1"), 2);
    let mut g = fen("r1r4k/1P6/8/8/8/8/8/7K b - - 0 1");
    let p = play(&mut g, B, "h8g8").unwrap();
    assert_eq!(public(&p), ["Black moved. White's move.", "2 pawn tries"]);
}

#[test]
fn en_passant_names_the_captured_pawns_square() {
    let mut g = game(RuleSet::Wild16, &["e4", "a6", "e5"]);
    let p = play(&mut g, B, "d7d5").unwrap();
    // The en passant capture is a pawn try.
    assert_eq!(public(&p), ["Black moved. White's move.", "1 pawn try"]);
    let p = play(&mut g, W, "exd6").unwrap();
    // The pawn now on d6 may take c7 or e7.
    assert_eq!(
        public(&p),
        [
            "White moved. Black's move.",
            "Pawn at d5 captured",
            "2 pawn tries"
        ]
    );
    // Also when typed as a plain diagonal step.
    let mut g = game(RuleSet::Wild16, &["e4", "a6", "e5", "f5"]);
    let p = play(&mut g, W, "e5f6").unwrap();
    assert_eq!(
        public(&p),
        [
            "White moved. Black's move.",
            "Pawn at f5 captured",
            "2 pawn tries"
        ]
    );
    // The chance lapses after one move.
    let mut g = game(RuleSet::Wild16, &["e4", "a6", "e5", "f5", "a3", "a5"]);
    let p = play(&mut g, W, "e5f6").unwrap();
    assert_eq!(heard(&p), [(Audience::Seat(W), "Illegal move".into())]);
}

#[test]
fn a_double_check_names_both_kinds() {
    // Nf6 discovers the e-file rook and checks with the knight.
    let mut g = fen("4k3/8/8/8/4N3/8/8/4RK2 w - - 0 1");
    let p = play(&mut g, W, "Nf6").unwrap();
    assert_eq!(
        public(&p),
        ["White moved. Black's move.", "File check", "Knight check"]
    );
    // The bishop leaves the h-file and checks on the long diagonal.
    let mut g = fen("7k/8/8/8/7B/8/8/K6R w - - 0 1");
    let p = play(&mut g, W, "Bf6").unwrap();
    assert_eq!(
        public(&p),
        [
            "White moved. Black's move.",
            "File check",
            "Long-diagonal check"
        ]
    );
}

#[test]
fn long_and_short_diagonals() {
    // King on e8: the e8–h5 diagonal has 4 squares, e8–a4 has 5.
    let mut g = fen("4k3/8/8/8/8/8/7P/K3B3 w - - 0 1");
    let p = play(&mut g, W, "Be1h4").unwrap();
    assert_eq!(public(&p), ["White moved. Black's move."]);
    let mut g = fen("4k3/8/8/8/8/8/7P/K2B4 w - - 0 1");
    let p = play(&mut g, W, "Ba4").unwrap();
    assert_eq!(
        public(&p),
        ["White moved. Black's move.", "Long-diagonal check"]
    );
    let mut g = fen("4k3/8/8/8/8/8/7P/K6B w - - 0 1");
    let p = play(&mut g, W, "Bh1c6").unwrap();
    assert_eq!(
        public(&p),
        ["White moved. Black's move.", "Long-diagonal check"]
    );
    let mut g = fen("4k3/8/8/8/8/8/7P/K2B4 w - - 0 1");
    let p = play(&mut g, W, "Bh5").unwrap();
    assert_eq!(
        public(&p),
        ["White moved. Black's move.", "Short-diagonal check"]
    );
    // A pawn's check is a diagonal check: d7 on the e8 king's long side,
    // f7 on the short side.
    let mut g = fen("4k3/8/3P4/8/8/8/8/K7 w - - 0 1");
    let p = play(&mut g, W, "d7").unwrap();
    assert_eq!(
        public(&p),
        ["White moved. Black's move.", "Long-diagonal check"]
    );
    let mut g = fen("4k3/8/5P2/8/8/8/8/K7 w - - 0 1");
    let p = play(&mut g, W, "f7").unwrap();
    assert_eq!(
        public(&p),
        ["White moved. Black's move.", "Short-diagonal check"]
    );
    // Rank, file and knight.
    let mut g = fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    let p = play(&mut g, W, "Ra8").unwrap();
    assert_eq!(public(&p), ["White moved. Black's move.", "Rank check"]);
    let mut g = fen("4k3/8/8/8/8/8/8/K2R4 w - - 0 1");
    let p = play(&mut g, W, "Re1").unwrap();
    assert_eq!(public(&p), ["White moved. Black's move.", "File check"]);
    let mut g = fen("3k4/8/8/8/8/8/8/K3R3 w - - 0 1");
    let p = play(&mut g, W, "Rd1").unwrap();
    assert_eq!(public(&p), ["White moved. Black's move.", "File check"]);
    let mut g = fen("4k3/8/8/8/8/8/7P/K5N1 w - - 0 1");
    let p = play(&mut g, W, "Nf3").unwrap();
    assert_eq!(public(&p), ["White moved. Black's move."]);
    let mut g = fen("4k3/8/8/8/4N3/8/7P/K7 w - - 0 1");
    let p = play(&mut g, W, "Nd6").unwrap();
    assert_eq!(public(&p), ["White moved. Black's move.", "Knight check"]);
}

// ---------------------------------------------------------------- endings

#[test]
fn checkmate_ends_the_game_with_the_report() {
    let mut g = game(RuleSet::Wild16, &["f3", "e5"]);
    let p = play(&mut g, W, "g2g5").unwrap(); // illegal: recorded
    assert!(!p.board);
    play(&mut g, W, "g4").unwrap();
    let p = play(&mut g, B, "Qh4").unwrap();
    let lines = public(&p);
    assert_eq!(
        &lines[..3],
        [
            "Black moved. White's move.",
            "Short-diagonal check",
            "Checkmate"
        ]
    );
    assert_eq!(lines[3], "Moves: 1. f3 e5 2. g4 Qh4# 0-1");
    assert_eq!(lines[4], "White's illegal attempts: 2. g2g5.");
    assert_eq!(lines[5], "Black's illegal attempts: none.");
    let outcome = p.outcome.expect("over");
    assert_eq!(outcome.result, GameResult::BlackWins);
    assert_eq!(crate::i18n::en(&outcome.reason), "Black wins by checkmate.");
    assert_eq!(g.to_move(), None);
    assert!(refused(&g, W, "e2e4").contains("over"));
    // Everybody sees the whole board now, and the record.
    let full = g.position().board_text();
    for v in [Viewer::Public, Viewer::Seat(W), Viewer::Seat(B)] {
        assert!(
            crate::i18n::en(&g.board_text(v)).starts_with(&full),
            "{v:?}"
        );
        let view = g.view(v).expect("a picture");
        assert_eq!(
            view.get(7, 3),
            Cell::Piece {
                white: false,
                kind: 'Q'
            }
        );
        assert_eq!(
            view.get(4, 0),
            Cell::Piece {
                white: true,
                kind: 'K'
            }
        );
        assert!(crate::i18n::en(&g.moves(v)).contains("d8h4"), "{v:?}");
    }
    assert!(g
        .export("")
        .contains("1. f3 e5 {White tried g2g5} 2. g4 Qh4# 0-1"));
}

#[test]
fn stalemate_and_draws_are_decided_by_the_referee() {
    let mut g = fen("7k/5Q2/8/6K1/8/8/8/8 w - - 0 1");
    let p = play(&mut g, W, "Kg6").unwrap();
    assert_eq!(
        &public(&p)[..2],
        ["White moved. Black's move.", "Stalemate"]
    );
    assert_eq!(
        crate::i18n::en(&p.outcome.unwrap().reason),
        "Draw by stalemate."
    );

    let mut g = fen("7k/8/8/8/8/8/6q1/7K w - - 0 1");
    let p = play(&mut g, W, "Kxg2").unwrap();
    assert_eq!(
        &public(&p)[..3],
        [
            "White moved. Black's move.",
            "Piece at g2 captured",
            "Draw by insufficient material"
        ]
    );
    assert_eq!(p.outcome.unwrap().result, GameResult::Draw);

    let mut g = fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    let p = play(&mut g, W, "Ra2").unwrap();
    assert_eq!(
        &public(&p)[..2],
        ["White moved. Black's move.", "Draw by the 50-move rule"]
    );

    let mut g = Kriegspiel::new(RuleSet::Wild16);
    let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let mut last = None;
    for m in shuffle.iter().chain(shuffle.iter()) {
        let seat = g.to_move().unwrap();
        last = Some(play(&mut g, seat, m).unwrap());
    }
    let p = last.unwrap();
    assert_eq!(
        &public(&p)[..2],
        ["Black moved. White's move.", "Draw by threefold repetition"]
    );
    assert_eq!(
        crate::i18n::en(&p.outcome.unwrap().reason),
        "Draw by threefold repetition."
    );
}

#[test]
fn resignation_draws_and_time() {
    let mut g = game(RuleSet::Wild16, &["e4"]);
    let o = g.resign(W);
    assert_eq!(o.result, GameResult::BlackWins);
    assert_eq!(crate::i18n::en(&o.reason), "Black wins by resignation.");
    // The report is in the status (the core sends no notes with it).
    assert!(crate::i18n::en(&g.status(Viewer::Public)).contains("Moves: 1. e4 0-1"));
    assert_eq!(g.resign(B), o, "a second resignation changes nothing");

    let mut g = game(RuleSet::Wild16, &["e4"]);
    assert!(g.can_agree_draw().is_ok());
    assert_eq!(
        crate::i18n::en(&g.agree_draw().reason),
        "Draw by agreement."
    );

    let mut g = game(RuleSet::Wild16, &["e4"]);
    let p = with_ctx(|ctx| g.timeout(B, ctx));
    assert_eq!(
        crate::i18n::en(&p.outcome.unwrap().reason),
        "White wins on time."
    );
    assert!(p
        .notes
        .iter()
        .any(|n| crate::i18n::en(&n.text).starts_with("Moves: 1. e4 1-0")));
    assert!(
        !crate::i18n::en(&g.status(Viewer::Public)).contains("Moves:"),
        "reported once"
    );

    let mut g = fen("7k/8/8/8/8/8/8/K6q w - - 0 1");
    let p = with_ctx(|ctx| g.timeout(W, ctx));
    assert_eq!(p.outcome.unwrap().result, GameResult::BlackWins);
    let mut g = fen("7k/8/8/8/8/8/8/K5Q1 w - - 0 1");
    let p = with_ctx(|ctx| g.timeout(W, ctx));
    assert_eq!(p.outcome.unwrap().result, GameResult::Draw);
}

// ---------------------------------------------------------------- english

#[test]
fn english_any_and_its_obligation() {
    let mut g = game(RuleSet::English, &["e4", "d5"]);
    assert_eq!(
        g.choices(W)
            .into_iter()
            .map(|c| Choice::new(
                crate::i18n::Text::plain(&crate::i18n::en(&c.label)),
                c.command
            ))
            .collect::<Vec<_>>(),
        [Choice::new(crate::i18n::Text::plain("Any?"), "/any")]
    );
    assert!(g.choices(B).is_empty());
    let p = ask_any(&mut g, W).unwrap();
    assert_eq!(public(&p), ["White asks: Any?", "Try"]);
    assert!(!p.board);
    assert!(g.choices(W).is_empty(), "asked already");
    assert!(ask_any(&mut g.clone(), W)
        .unwrap_err()
        .to_string()
        .contains("Try"));
    // The next attempt must be a pawn capture.
    let r = refused(&g, W, "Nf3");
    assert!(r.contains("pawn capture"), "{r}");
    // An illegal pawn capture: No to everybody, and the obligation ends.
    let p = play(&mut g, W, "e4f5").unwrap();
    assert_eq!(public(&p), ["No"]);
    let p = play(&mut g, W, "Nf3").unwrap();
    assert!(p.board);
    assert_eq!(
        public(&p),
        ["White moved. Black's move."],
        "no pawn tries in english"
    );
    // No when there is none; Black is not bound then.
    let p = ask_any(&mut g, B).unwrap();
    assert_eq!(public(&p), ["Black asks: Any?", "Try"]);
    let r = refused(&g, B, "Qd6");
    assert!(r.contains("pawn capture"), "{r}");
    let p = play(&mut g, B, "c7d6").unwrap();
    assert_eq!(public(&p), ["No"]);
    let p = play(&mut g, B, "dxe4").unwrap();
    assert_eq!(
        public(&p),
        ["Black moved. White's move.", "Pawn at e4 captured"]
    );
    let p = ask_any(&mut g, W).unwrap();
    assert_eq!(public(&p), ["White asks: Any?", "No"]);
    assert!(play(&mut g, W, "Nc3").unwrap().board);
    // Only the player to move asks.
    assert!(ask_any(&mut g, W).is_err());
    let moves = crate::i18n::en(&g.moves(Viewer::Seat(W)));
    assert!(moves.contains("White tried e4f5: No"), "{moves}");
    assert!(moves.contains("Black: No"), "{moves}");
    assert!(moves.contains("White asks: Any? Try"), "{moves}");
}

/// After Try only a pawn capture is accepted, so the legal actions offered
/// to tests and the benchmark are the legal pawn captures, each accepted.
#[test]
fn after_try_the_legal_texts_are_the_pawn_captures() {
    let mut g = game(RuleSet::English, &["e4", "d5"]);
    assert!(g.legal_texts().contains(&"g1f3".to_string()));
    ask_any(&mut g, W).unwrap();
    assert_eq!(g.legal_texts(), ["e4d5"]);
    for text in g.legal_texts() {
        assert!(play(&mut g.clone(), W, &text).unwrap().board, "{text}");
    }
}

#[test]
fn wild16_has_no_any() {
    let mut g = Kriegspiel::new(RuleSet::Wild16);
    let r = ask_any(&mut g, W).unwrap_err();
    assert!(r.to_string().contains("english"), "{r}");
    assert!(g.untouched());
    assert!(g.choices(W).is_empty());
}

// ---------------------------------------------------------------- views

#[test]
fn a_player_sees_only_their_own_men() {
    let g = game(RuleSet::Wild16, &["e4", "d5", "exd5"]);
    let white = crate::i18n::en(&g.board_text(Viewer::Seat(W)));
    assert!(white.starts_with(
        "8 ........\n7 ........\n6 ........\n5 ...P....\n4 ........\n3 ........\n2 PPPP.PPP\n1 RNBQKBNR\n  abcdefgh\n"
    ), "{white}");
    assert!(white.contains("Opponent pieces left: 15"));
    let black = crate::i18n::en(&g.board_text(Viewer::Seat(B)));
    assert!(
        black.starts_with("8 rnbqkbnr\n7 ppp.pppp\n6 ........\n5 ........\n"),
        "{black}"
    );
    assert!(black.contains("Opponent pieces left: 16"));
    assert!(black.contains("Pawn tries: 0"));
    assert_eq!(
        crate::i18n::en(&g.board_text(Viewer::Public)),
        "The position is hidden until the game ends."
    );
    assert!(g.view(Viewer::Public).is_none());
    let v = g.view(Viewer::Seat(B)).unwrap();
    assert!(v.flipped);
    assert!(v
        .cells
        .iter()
        .all(|c| !matches!(c, Cell::Piece { white: true, .. })));
    // Black lost the pawn on d5: that square is marked, nothing else.
    assert_eq!(v.last_move, [(3, 4)]);
    let v = g.view(Viewer::Seat(W)).unwrap();
    assert!(!v.flipped);
    assert!(v
        .cells
        .iter()
        .all(|c| !matches!(c, Cell::Piece { white: false, .. })));
    assert_eq!(v.last_move, [(4, 3), (3, 4)]);
    assert_eq!(
        v.lines
            .iter()
            .map(|l| crate::i18n::en(l))
            .collect::<Vec<_>>(),
        [
            "White moved: Pawn at d5 captured",
            "Opponent pieces left: 15",
            "Pawn tries: 0"
        ]
    );
    assert_eq!(
        crate::i18n::en(&g.status(Viewer::Seat(W))),
        "Move 2.\nOpponent pieces left: 15.\nPawn tries: 0."
    );
    assert_eq!(
        crate::i18n::en(&g.status(Viewer::Public)),
        "Move 2.\nWhite pieces left: 16.\nBlack pieces left: 15.\nPawn tries: 0."
    );
    assert_eq!(g.export(""), "The record is secret until the game ends.");
}

#[test]
fn move_lists_by_viewer() {
    let mut g = game(RuleSet::Wild16, &["e4", "d5"]);
    play(&mut g, W, "e4f5").unwrap();
    play(&mut g, W, "exd5").unwrap();
    // Open on Black's own board, blocked by White's pawn on d5.
    play(&mut g, B, "Qd1").unwrap();
    let white = crate::i18n::en(&g.moves(Viewer::Seat(W)));
    let black = crate::i18n::en(&g.moves(Viewer::Seat(B)));
    let public = crate::i18n::en(&g.moves(Viewer::Public));
    assert_eq!(
        white,
        "1. e2e4\n1... Black moved — 1 pawn try\n2. White tried e4f5: Illegal move\n2. e4d5 — Pawn at d5 captured"
    );
    assert_eq!(
        black,
        "1. White moved\n1... d7d5 — 1 pawn try\n2. White moved — Pawn at d5 captured\n2... Black tried d8d1: Illegal move"
    );
    assert_eq!(
        public,
        "1. White moved\n1... Black moved — 1 pawn try\n2. White moved — Pawn at d5 captured"
    );
}

#[test]
fn a_player_in_check_sees_their_king_marked() {
    let mut g = fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    play(&mut g, W, "Ra8").unwrap();
    let v = g.view(Viewer::Seat(B)).unwrap();
    assert_eq!(v.check, [(4, 7)]);
    assert!(g.view(Viewer::Seat(W)).unwrap().check.is_empty());
}

// ---------------------------------------------------------------- options, storage

#[test]
fn options() {
    let opts = |v: &[(&str, &str)]| -> Options {
        v.iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    };
    let make = |o: Options| with_ctx(|ctx| (KIND.create)(&o, ctx));
    let g = make(opts(&[])).unwrap();
    assert_eq!(g.save().expect("saves")["rules"], "wild16");
    let g = make(opts(&[("rules", "English")])).unwrap();
    assert_eq!(g.save().expect("saves")["rules"], "english");
    assert!(make(opts(&[("rules", "fide")])).is_err());
    assert!(make(opts(&[("size", "8")])).is_err());
    assert!(make(opts(&[("rules", "wild16"), ("rules", "english")])).is_err());
    assert!(g.private_views());
    assert_eq!(
        g.kind().commands.iter().map(|c| c.name).collect::<Vec<_>>(),
        ["any"]
    );
}

#[test]
fn save_and_load_round_trip() {
    let mut g = game(RuleSet::English, &["e4", "d5"]);
    ask_any(&mut g, W).unwrap();
    play(&mut g, W, "e4f5").unwrap();
    play(&mut g, W, "exd5").unwrap();
    let json = g.save().expect("saves");
    let back = Kriegspiel::from_json(json.clone()).unwrap();
    assert_eq!(back, g);
    let boxed = (KIND.load)(json.clone()).unwrap();
    assert_eq!(boxed.save().expect("saves"), json);
    let mut bad = json;
    bad["events"] = serde_json::json!([]);
    assert!(Kriegspiel::from_json(bad).is_err());
}

// ---------------------------------------------------------------- properties

mod props {
    use super::*;
    use proptest::prelude::*;

    /// A game after `n` random legal moves from `seed` (fewer if it ends).
    fn random_game(seed: u64, n: usize, rules: RuleSet) -> Kriegspiel {
        use rand::Rng;
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let mut g = Kriegspiel::new(rules);
        for _ in 0..n {
            let Some(seat) = g.to_move() else { break };
            let moves = g.position().moves();
            let m = moves[rng.random_range(0..moves.len())];
            let p = play(&mut g, seat, &referee::own_long(m)).expect("legal");
            assert!(p.board);
        }
        g
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 200, failure_persistence: None, ..ProptestConfig::default() })]

        /// Any text: no panic; a refusal changes nothing; an accepted text
        /// is either a recorded illegal attempt or a move.
        #[test]
        fn any_text_is_refused_cleanly_or_is_an_attempt(
            seed in 0u64..1000,
            plies in 0usize..40,
            english in any::<bool>(),
            text in "\\PC{0,12}|[a-hxKQRBNO0=+#@<>/ -]{1,8}|[a-l][0-9]{1,2}[a-l][0-9]{1,2}[qrbnk]?",
        ) {
            let rules = if english { RuleSet::English } else { RuleSet::Wild16 };
            let g = random_game(seed, plies, rules);
            let Some(seat) = g.to_move() else { return Ok(()) };
            let mut copy = g.clone();
            match play(&mut copy, seat, &text) {
                Err(_) => prop_assert_eq!(&copy, &g),
                Ok(p) if p.board => {
                    prop_assert_eq!(copy.chess().history().len(), g.chess().history().len() + 1);
                }
                Ok(p) => {
                    prop_assert_eq!(copy.position(), g.position());
                    prop_assert_eq!(copy.events().len(), g.events().len() + 1);
                    prop_assert_eq!(p.notes.len(), 1);
                }
            }
            // The other player is refused and nothing changes.
            let mut other = g.clone();
            prop_assert!(play(&mut other, seat.other(), &text).is_err());
            prop_assert_eq!(&other, &g);
        }

        /// Save and load give the same game, at any point.
        #[test]
        fn save_load_round_trip(seed in 0u64..1000, plies in 0usize..80, english in any::<bool>()) {
            let rules = if english { RuleSet::English } else { RuleSet::Wild16 };
            let mut g = random_game(seed, plies, rules);
            if let Some(seat) = g.to_move() {
                let _ = play(&mut g, seat, "a1a8");
                if english {
                    let _ = ask_any(&mut g, seat);
                }
            }
            let back = Kriegspiel::from_json(g.save().expect("saves")).expect("load");
            prop_assert_eq!(&back, &g);
            prop_assert_eq!(back.save().expect("saves"), g.save().expect("saves"));
        }
    }

    /// Random games end: the referee decides every ending by itself.
    #[test]
    fn random_games_end() {
        let mut ended = 0;
        for seed in 0..30 {
            let g = random_game(seed, 600, RuleSet::Wild16);
            if let Some(o) = g.outcome() {
                ended += 1;
                assert!(crate::i18n::en(&g.status(Viewer::Public)).contains("pieces left"));
                assert!(!o.reason.is_empty());
            }
        }
        assert!(ended >= 28, "{ended} of 30 ended");
    }
}

#[test]
fn every_announcement_is_spoken_as_a_message() {
    use crate::rules::chess::{CheckKind, Status};
    let mut notes: Vec<String> = vec![
        "White moved. Black's move.".into(),
        "Black moved. White's move.".into(),
        "Pawn at d5 captured".into(),
        "Piece at c1 captured".into(),
        referee::tries_text(1),
        referee::tries_text(2),
        referee::tries_text(21),
    ];
    notes.extend(
        [
            CheckKind::Rank,
            CheckKind::File,
            CheckKind::LongDiagonal,
            CheckKind::ShortDiagonal,
            CheckKind::Knight,
        ]
        .map(|k| k.announcement().to_string()),
    );
    notes.extend(
        [
            Status::Checkmate,
            Status::Stalemate,
            Status::InsufficientMaterial,
            Status::ThreefoldRepetition,
            Status::FiftyMoves,
        ]
        .map(|s| s.announcement().to_string()),
    );
    for note in notes {
        let spoken = referee::spoken(&note);
        assert!(crate::i18n::has_refs(&spoken), "{note} has no message");
        assert_eq!(crate::i18n::en(&spoken), note);
        assert_ne!(
            crate::i18n::render(&spoken, crate::i18n::Lang::UK),
            note,
            "{note} is not translated"
        );
    }
}
