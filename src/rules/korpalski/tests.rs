//! Unit tests of Korpalski Chess: the king first, drops, prisons and
//! promotion, mate with and without a blocking drop, every automatic draw,
//! the draw by agreement, the texts, and the seed's two sample games.

use super::*;
use crate::rules::chess::{Piece, Square};

fn with_ctx<T>(f: impl FnOnce(&mut Ctx) -> T) -> T {
    f(&mut TestCtx::new(1).ctx())
}

fn play(g: &mut Korpalski, text: &str) -> Result<Played, Refusal> {
    let seat = g.pos.side_to_move();
    with_ctx(|ctx| g.play(seat, text, ctx))
}

/// Plays `text`, which must be accepted; the notes and the result as an
/// English reader reads them.
fn ok(g: &mut Korpalski, text: &str) -> Played {
    let mut p = play(g, text).unwrap_or_else(|r| panic!("{text}: {r} in {:?}", g.pos));
    for n in &mut p.notes {
        n.text = crate::i18n::Text::plain(&crate::i18n::en(&n.text));
    }
    if let Some(o) = &mut p.outcome {
        o.reason = crate::i18n::Text::plain(&crate::i18n::en(&o.reason));
    }
    p
}

/// Buttons with their labels in English.
fn en_choices(choices: Vec<Choice>) -> Vec<Choice> {
    choices
        .into_iter()
        .map(|c| {
            Choice::new(
                crate::i18n::Text::plain(&crate::i18n::en(&c.label)),
                c.command,
            )
        })
        .collect()
}

/// Plays `text`, which must be refused without changing anything; returns
/// the reason.
fn refused(g: &mut Korpalski, text: &str) -> String {
    let before = g.clone();
    match play(g, text) {
        Ok(_) => panic!("{text} was accepted in {:?}", before.pos),
        Err(r) => {
            assert_eq!(*g, before, "{text} changed the game");
            r.to_string()
        }
    }
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// A game from a FEN under Korpalski rules (reserves in brackets) with
/// prisons given as `(seat, letters)`, e.g. `[(Seat::White, "QN")]`.
fn game(fen: &str, prisons: &[(Seat, &str)]) -> Korpalski {
    let pos = Position::from_fen(fen, Rules::korpalski()).unwrap();
    let mut p = [[0u8; Kind::COUNT]; 2];
    for (seat, letters) in prisons {
        for c in letters.chars() {
            let k = Kind::from_letter(c, false).unwrap();
            p[seat.index()][k.index()] += 1;
        }
    }
    Korpalski::from_position(pos, p)
}

/// Plays a record like the seed's: move numbers are dropped, the rest is
/// typed as it stands.
fn replay(g: &mut Korpalski, record: &str) -> Vec<Played> {
    record
        .split_whitespace()
        .map(|token| token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.'))
        .filter(|t| !t.is_empty())
        .map(|t| ok(g, t))
        .collect()
}

const SEED_GAME_1: &str = "1.K/c2 K/e5 2.H/d3 G/e4 3.W/e3 W/d4 4.G/c3 H/d5 5.W/b5 S/c5 \
    6.Wb5:c5 Hd5:c5 7.Hd3:e4+ Ke5-d6 8.He4-e7+ Kd6-c6 9.He7:c5 Kc6:c5 \
    10.Gc3:d4+ Kc5:d4 11.S/g4 p/g2 12.G/f2 p/a2 13.S/d2 pa2-a1=H 14.We3-e5 p/e3 \
    15.Gf2:e3X";

const SEED_GAME_2: &str = "1.K/c3 K/f2 2.H/g4 S/e5 3.Hf5+ S/f3 4.W/f4 H/d6 5.W/d4 W/d5 \
    6.W:f3+ S:f3 7.W:d5 W/e5 8.W:e5 G/f6 9.G/e7 G:e7 10.S/d5 H:e5 11.H:e5 S:e5 \
    12.S:e7 p/e2 13.G/d2 pe1=H 14.G:e1+ K:e1 15.p/g7 G/g8 16.p/a7 p/a2 17.pa8=H p/f2 \
    18.S:g8 pf1=H 19.He4+ He2 20.H:e2+ K:e2 21.p/e7 pa1=H+ 22.Kb3 Ha8 23.Sf6 p/d2 \
    24.pe8=H H:e8 25.S:e8 pd1=H+ 26.Ka2 Sc4 27.pg8=H Hc2+ 28.S/b2 H:b2X";

// ------------------------------------------------------------ the start

#[test]
fn new_game_has_full_reserves_and_an_empty_board() {
    let g = Korpalski::new();
    assert_eq!(g.to_move(), Some(Seat::White));
    assert!(g.untouched());
    assert_eq!(g.pos.pieces().count(), 0);
    assert_eq!(
        g.text_board().lines().skip(9).collect::<Vec<_>>(),
        [
            "White reserve: K Q R R B B N N P P P P P P P P",
            "Black reserve: k q r r b b n n p p p p p p p p",
            "White prison: -",
            "Black prison: -",
        ]
    );
    // Only king drops: 64 squares.
    assert_eq!(g.legal_moves().len(), 64);
    assert!(g
        .legal_moves()
        .iter()
        .all(|m| m.dropped() == Some(Kind::King)));
}

#[test]
fn create_refuses_every_option() {
    let r = with_ctx(|ctx| create(&vec![("size".into(), "7".into())], ctx)).err();
    let text = r.map(|r| r.to_string()).unwrap_or_default();
    assert!(text.contains("no option 'size'"), "{text}");
    assert!(with_ctx(|ctx| create(&Vec::new(), ctx)).is_ok());
}

#[test]
fn the_king_is_dropped_first_by_both_players() {
    let mut g = Korpalski::new();
    for text in ["Q@d4", "p/e4", "e4", "Nf3", "W/a1"] {
        let why = refused(&mut g, text);
        assert!(
            why.contains("first move must drop the king"),
            "{text}: {why}"
        );
    }
    assert!(
        refused(&mut g, "Q@d4").contains("K@d4"),
        "suggests the square"
    );
    ok(&mut g, "K/c2");
    let why = refused(&mut g, "H/d5");
    assert!(why.starts_with("Black's first move"), "{why}");
    // Next to the other king is a drop giving check.
    let why = refused(&mut g, "K@d3");
    assert!(why.contains("next to the other king"), "{why}");
    ok(&mut g, "K@e5");
    let why = refused(&mut g, "K@a1");
    assert!(why.contains("already on the board"), "{why}");
    // From now on everything may be dropped.
    assert!(g
        .legal_moves()
        .iter()
        .any(|m| m.dropped() == Some(Kind::Pawn)));
}

#[test]
fn drop_restrictions_have_reasons() {
    let mut g = Korpalski::new();
    replay(&mut g, "K/c2 K/e5");
    let why = refused(&mut g, "W/e1");
    assert!(why.contains("may not give check"), "{why}");
    assert!(why.contains("black king"), "{why}");
    assert!(refused(&mut g, "P@d4").contains("may not give check"));
    assert!(refused(&mut g, "S@d3").contains("may not give check"));
    assert!(refused(&mut g, "p/a8").contains("ranks 1 and 8"));
    assert!(refused(&mut g, "P@h1").contains("ranks 1 and 8"));
    assert!(refused(&mut g, "Q@c2").contains("c2 is occupied"));
    ok(&mut g, "H/h1");
    ok(&mut g, "H/a8");
    let why = refused(&mut g, "Q@b1");
    assert!(why.contains("no queen left"), "{why}");
    // Counted, not listed man by man.
    assert!(why.contains("Your reserve: R×2 B×2 N×2 P×8."), "{why}");
    // Bishops on both colours.
    ok(&mut g, "G/a2");
    ok(&mut g, "G/h8");
    ok(&mut g, "G/c1");
    assert_eq!(g.pos.reserve(Color::White, Kind::Bishop), 0);
}

#[test]
fn a_pawn_dropped_on_the_second_rank_may_double_step_and_be_taken_en_passant() {
    let mut g = game("4k3/8/8/8/3p4/8/8/4K3[P] w - - 0 1", &[]);
    ok(&mut g, "P@e2");
    ok(&mut g, "Kd7");
    ok(&mut g, "e4");
    assert_eq!(g.pos.en_passant(), Some(sq("e3")));
    let p = ok(&mut g, "dxe3");
    assert!(p.notes[0].text.contains("dxe3"), "{:?}", p.notes);
    assert_eq!(g.prison(Seat::White, Kind::Pawn), 1);
    assert!(g.pos.piece_at(sq("e4")).is_none());
    // Not from the third rank.
    let g = game("4k3/8/8/8/8/3P4/8/4K3 w - - 0 1", &[]);
    assert!(!g.legal_moves().iter().any(|m| m.to == sq("d5")));
}

#[test]
fn castling_does_not_exist() {
    let mut g = game("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", &[]);
    let why = refused(&mut g, "O-O");
    assert!(why.contains("no castling"), "{why}");
}

// ------------------------------------------------------------ check

#[test]
fn moves_leaving_the_king_in_check_are_refused() {
    // The rook on c4 is pinned by the rook on c8.
    let mut g = game("2r5/8/8/4k3/2R5/2K5/8/8 w - - 0 1", &[]);
    let why = refused(&mut g, "Rh4");
    assert_eq!(why, "Rh4 would leave your king in check.");
    assert!(refused(&mut g, "Wc4-h4").contains("leave your king in check"));
    let why = refused(&mut g, "Kd4");
    assert_eq!(why, "Your king would be in check on d4.");
    ok(&mut g, "Rc7");
    // In check: a move that does not answer it.
    let mut g = game("2r5/8/8/4k3/8/8/2K4R/8[N] w - - 0 1", &[]);
    assert!(g.pos.in_check());
    let why = refused(&mut g, "Rh5");
    assert!(why.contains("You are in check"), "{why}");
    let why = refused(&mut g, "N@a4");
    assert!(why.contains("You are in check"), "{why}");
    ok(&mut g, "N@c5");
}

#[test]
fn a_pawn_that_cannot_promote_still_attacks() {
    // Empty prisons: the g7 pawn cannot move, but it guards f8 and h8.
    let mut g = game("4k3/6P1/8/8/8/8/8/K7 w - - 0 1", &[]);
    assert!(!g.legal_moves().iter().any(|m| m.from == sq("g7")));
    assert!(refused(&mut g, "g8=Q").contains("prison holds no"));
    let mut g = game("4k3/6P1/8/8/8/8/8/K7 b - - 0 1", &[]);
    let why = refused(&mut g, "Kf8");
    assert_eq!(why, "Your king would be in check on f8.");
    ok(&mut g, "Kd8");
    // It may not be dropped with check either.
    let mut g = game("7k/8/8/8/8/8/8/K7[P] w - - 0 1", &[]);
    let why = refused(&mut g, "p/g7");
    assert!(why.contains("may not give check"), "{why}");
    ok(&mut g, "p/f7");
    // And it gives check when the king comes next to it diagonally.
    let mut g = game("8/4k3/6P1/8/8/8/8/K7 b - - 0 1", &[]);
    assert_eq!(refused(&mut g, "Kf7"), "Your king would be in check on f7.");
}

#[test]
fn checkmate_unless_a_drop_blocks() {
    // Back rank: Ra8-a1 mates White's king on h1 unless White can drop a
    // man between.
    let fen = |reserve: &str| format!("r3k3/8/8/8/8/8/6PP/7K{reserve} b - - 0 1");
    let mut g = game(&fen("[N]"), &[]);
    let p = ok(&mut g, "Ra1");
    assert_eq!(p.outcome, None, "a knight drop blocks");
    assert!(
        p.notes[0].text.starts_with("1... Ra1+ (Wa8-a1+)"),
        "{:?}",
        p.notes
    );
    let blocks: Vec<String> = g.legal_moves().iter().map(|m| m.to.to_string()).collect();
    assert_eq!(blocks, ["b1", "c1", "d1", "e1", "f1", "g1"]);
    assert!(g.legal_moves().iter().all(|m| m.is_drop()));
    assert!(crate::i18n::en(&g.status_text()).contains("White is in check."));
    ok(&mut g, "S/e1");
    // Without a reserve, or with only pawns (never on rank 1), it is mate.
    for reserve in ["", "[PP]"] {
        let mut g = game(&fen(reserve), &[]);
        let p = ok(&mut g, "Wa1");
        let o = p.outcome.expect("mate");
        assert_eq!(o.result, GameResult::BlackWins);
        assert_eq!(crate::i18n::en(&o.reason), "Black wins by checkmate.");
        assert_eq!(g.to_move(), None);
        assert!(g.plies[0].san.ends_with('#'));
        assert!(g.plies[0].polish.ends_with('X'));
        assert!(refused(&mut g, "Kg1").contains("over"));
    }
}

// ------------------------------------------------------------ prisons

#[test]
fn captured_men_go_to_their_owners_prison() {
    let mut g = game("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1", &[]);
    let p = ok(&mut g, "Rxd5");
    assert_eq!(
        p.notes[0].text,
        "1. Rxd5 (Wd2:d5): the black queen goes to Black's prison."
    );
    assert_eq!(g.prison(Seat::Black, Kind::Queen), 1);
    assert_eq!(g.prison(Seat::White, Kind::Queen), 0);
    assert!(g.text_board().ends_with("White prison: -\nBlack prison: q"));
    assert!(crate::i18n::en(&g.status_text()).contains("Black reserve: -; prison: Q"));
    // Prisoners are never dropped.
    assert_eq!(g.pos.reserve(Color::Black, Kind::Queen), 0);
}

#[test]
fn promotion_only_to_a_piece_from_the_own_prison() {
    let fen = "8/4P3/8/8/8/8/k7/6K1 w - - 0 1";
    // Empty prison: no promotion, with the reason.
    let mut g = game(fen, &[(Seat::Black, "QRBN")]);
    for text in ["e8=Q", "e8", "pe8=H", "e7e8q", "pe7-e8=H"] {
        let why = refused(&mut g, text);
        assert!(
            why.contains("your prison holds no queen, rook, bishop or knight"),
            "{text}: {why}"
        );
    }
    // A rook and a knight in prison: those two, chosen by letter.
    let mut g = game(fen, &[(Seat::White, "RN")]);
    let why = refused(&mut g, "e8");
    assert!(why.contains("Which piece from your prison"), "{why}");
    // The reader's letters (English here), not both languages'.
    assert!(
        why.contains("become: R, N? Add its letter, e.g. =R."),
        "{why}"
    );
    let buttons = en_choices(g.choices_after_refusal(Seat::White, "e8"));
    assert_eq!(
        buttons,
        [
            Choice::new(crate::i18n::Text::plain("Rook"), "e7e8r"),
            Choice::new(crate::i18n::Text::plain("Knight"), "e7e8n")
        ]
    );
    assert!(g.choices_after_refusal(Seat::White, "Kf1").is_empty());
    assert!(g.choices_after_refusal(Seat::Black, "e8").is_empty());
    let why = refused(&mut g, "e8=Q");
    assert_eq!(
        why,
        "Your prison holds no queen: the pawn can become a rook or knight (e.g. =R)."
    );
    let p = ok(&mut g, "pe8=W");
    assert!(
        p.notes[0].text.ends_with(
            "the pawn becomes the rook from White's prison and goes there in its place."
        ),
        "{:?}",
        p.notes
    );
    assert_eq!(
        g.pos.piece_at(sq("e8")),
        Some(Piece::new(Color::White, Kind::Rook))
    );
    assert_eq!(g.prison(Seat::White, Kind::Rook), 0);
    assert_eq!(g.prison(Seat::White, Kind::Knight), 1);
    // The pawn went into White's prison in the rook's place: shown there,
    // never to be dropped (the reserve is empty) nor promoted to.
    assert_eq!(g.prison(Seat::White, Kind::Pawn), 1);
    assert!(g.pos.piece_at(sq("e7")).is_none());
    assert!(
        g.text_board()
            .ends_with("White prison: N P\nBlack prison: -"),
        "{}",
        g.text_board()
    );
    assert!(crate::i18n::en(&g.status_text()).contains("White reserve: -; prison: N P"));
    let strip = &g.picture(false).strips[2];
    assert_eq!(crate::i18n::en(&strip.label), "White prison");
    assert_eq!(strip.pieces.len(), 2);
    assert_eq!(g.pos.reserve(Color::White, Kind::Pawn), 0);
    assert!(!g.pos.promotions(Color::White).contains(Kind::Pawn));
    assert_eq!(g.plies[0].san, "e8=R");
    assert_eq!(g.plies[0].polish, "pe7-e8=W");
    // The button command is a move too.
    let mut g = game(fen, &[(Seat::White, "RN")]);
    ok(&mut g, "e7e8n");
    assert_eq!(g.prison(Seat::White, Kind::Knight), 0);
    assert_eq!(g.pos.promotions(Color::White), KindSet::of(&[Kind::Rook]));
}

#[test]
fn a_capture_fills_the_pool_for_a_later_promotion() {
    // Black takes White's knight; White's e7 pawn can then promote to it.
    let mut g = game("8/4P3/8/8/8/2k5/3N4/6K1 b - - 0 1", &[]);
    ok(&mut g, "Kxd2");
    assert_eq!(g.pos.promotions(Color::White), KindSet::of(&[Kind::Knight]));
    let p = ok(&mut g, "e8");
    assert!(
        p.notes[0].text.starts_with("2. e8=N (pe7-e8=S)"),
        "{:?}",
        p.notes
    );
}

// ------------------------------------------------------------ draws

#[test]
fn stalemate_counts_the_reserve() {
    // Qd6-b6 leaves Black's king on a8 without a move.
    let mut g = game("k7/2K5/3Q4/8/8/8/8/8 w - - 0 1", &[]);
    let p = ok(&mut g, "Qb6");
    let o = p.outcome.expect("stalemate");
    assert_eq!(
        (o.result, o.reason.as_str()),
        (GameResult::Draw, "Draw by stalemate.")
    );
    // With a pawn to drop Black is not stalemated.
    let mut g = game("k7/2K5/3Q4/8/8/8/8/8[p] w - - 0 1", &[]);
    assert_eq!(ok(&mut g, "Qb6").outcome, None);
    assert!(g.legal_moves().iter().all(|m| m.is_drop()));
    ok(&mut g, "p/e5");
}

#[test]
fn stalemate_when_no_drop_is_legal() {
    // Black has a pawn to drop, but the only empty squares of ranks 2–7
    // are c2 and e2, where a black pawn would check the king on d1; the
    // black king on a8 is boxed in by defended knights.
    let fen = "kN6/NNPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/PP1P1PPP/3K4[p] b - - 0 1";
    let g = game(fen, &[]);
    assert_eq!(g.ending(), Ending::Stalemate);
    assert_eq!(g.to_move(), None);
    assert_eq!(
        g.outcome().map(|o| crate::i18n::en(&o.reason)),
        Some("Draw by stalemate.".into())
    );
    // With a knight to drop instead, Black has a move.
    let g = game(&fen.replace("[p]", "[n]"), &[]);
    assert_eq!(g.ending(), Ending::Ongoing);
}

#[test]
fn insufficient_material_counts_the_reserves() {
    let draw = |fen: &str| game(fen, &[]).ending() == Ending::InsufficientMaterial;
    assert!(draw("8/8/8/3k4/8/8/8/K7 w - - 0 1"), "K v K");
    assert!(draw("8/8/8/3k4/8/8/8/KN6 w - - 0 1"), "K+N v K");
    assert!(
        draw("8/8/8/3k4/8/8/8/K7[N] w - - 0 1"),
        "K v K, a knight to drop"
    );
    assert!(
        draw("8/8/8/3k4/8/8/8/K7[b] w - - 0 1"),
        "K v K, a bishop to drop"
    );
    assert!(draw("8/8/8/3k4/8/8/8/KB6 w - - 0 1"), "K+B v K");
    // Bishops on one colour (b1 and d3 are light): only with empty reserves.
    assert!(draw("8/8/8/3k4/8/3b4/8/KB6 w - - 0 1"));
    assert!(!draw("8/8/8/3k4/8/3b4/8/KB6[B] w - - 0 1"));
    assert!(!draw("8/8/8/3k4/8/3b4/8/KB6[n] w - - 0 1"));
    assert!(!draw("8/8/8/3k4/8/4b3/8/KB6 w - - 0 1"), "opposite colours");
    assert!(!draw("8/8/8/3k4/8/8/8/KN6[N] w - - 0 1"));
    assert!(!draw("8/8/8/3k4/8/8/8/K7[p] w - - 0 1"));
    assert!(!draw("8/8/8/3k4/8/8/8/KR6 w - - 0 1"));
    // Reached by a capture: the taken queen in prison does not count.
    let mut g = game("8/8/8/3k4/8/8/1q6/K7 w - - 0 1", &[]);
    let o = ok(&mut g, "Kxb2").outcome.expect("draw");
    assert_eq!(crate::i18n::en(&o.reason), "Draw by insufficient material.");
    assert_eq!(o.result, GameResult::Draw);
}

#[test]
fn threefold_repetition_makes_a_draw_claimable_not_automatic() {
    let start = "7k/8/8/8/8/8/8/KR6[n] w - - 0 1";
    let mut g = game(start, &[]);
    let shuffle = ["Rb2", "Kg8", "Rb1", "Kh8"];
    for (i, m) in shuffle.iter().chain(shuffle.iter()).enumerate() {
        assert_eq!(g.claimable(), None, "before ply {i}");
        assert_eq!(ok(&mut g, m).outcome, None, "ply {i}: never automatic");
    }
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.claimable(), Some(Claim::Repetition));
    assert_eq!(
        en_choices(g.choices(Seat::White)),
        [Choice::new(crate::i18n::Text::plain("Claim draw"), "/draw")]
    );
    assert!(crate::i18n::en(&g.status_text())
        .contains("Either player may claim a draw by threefold repetition with /draw."));
    // Not claimed: play goes on, and the chance passes with the position.
    let mut later = g.clone();
    ok(&mut later, "Rb3");
    assert_eq!(later.claimable(), None);
    assert!(later.choices(Seat::Black).is_empty());
    assert_eq!(later.claim_draw(Seat::Black), None);
    assert_eq!(later.outcome, None);
    // Claimed by the player who just moved into it (Black), or the player
    // to move.
    let mut by_white = g.clone();
    let o = g.claim_draw(Seat::Black).expect("claim accepted");
    assert_eq!(o.result, GameResult::Draw);
    assert_eq!(
        crate::i18n::en(&o.reason),
        "Draw by threefold repetition, claimed by Black."
    );
    assert_eq!(g.outcome(), Some(o));
    assert_eq!(g.to_move(), None);
    assert!(g.choices(Seat::White).is_empty());
    let o = by_white.claim_draw(Seat::White).expect("claim accepted");
    assert_eq!(
        crate::i18n::en(&o.reason),
        "Draw by threefold repetition, claimed by White."
    );
    // The same board with other prisons is another position.
    let a = game(start, &[]);
    let b = game(start, &[(Seat::White, "P")]);
    assert_eq!(a.pos, b.pos);
    assert_ne!(a.keys[0], b.keys[0]);
    // And with another reserve.
    let c = game("7k/8/8/8/8/8/8/KR6[nn] w - - 0 1", &[]);
    assert_ne!(a.keys[0].0, c.keys[0].0);
}

#[test]
fn fivefold_repetition_ends_the_game() {
    let mut g = game("7k/8/8/8/8/8/8/KR6[n] w - - 0 1", &[]);
    let shuffle = ["Rb2", "Kg8", "Rb1", "Kh8"];
    for i in 0..15 {
        assert_eq!(ok(&mut g, shuffle[i % 4]).outcome, None, "ply {i}");
    }
    assert_eq!(g.repetitions(), 4);
    let o = ok(&mut g, "Kh8").outcome.expect("fivefold");
    assert_eq!(crate::i18n::en(&o.reason), "Draw by fivefold repetition.");
    assert_eq!(o.result, GameResult::Draw);
    assert_eq!(g.to_move(), None);
}

#[test]
fn fifty_moves_make_a_draw_claimable_and_seventy_five_end_the_game() {
    let mut g = game("7k/8/8/8/8/8/8/KR6[n] w - - 99 80", &[]);
    assert_eq!(g.claimable(), None);
    assert_eq!(g.claim_draw(Seat::White), None, "not available yet");
    assert_eq!(ok(&mut g, "Rb2").outcome, None, "not automatic");
    assert_eq!(g.claimable(), Some(Claim::FiftyMoves));
    let mut claimed = g.clone();
    let o = claimed.claim_draw(Seat::Black).expect("claim accepted");
    assert_eq!(
        crate::i18n::en(&o.reason),
        "Draw by the 50-move rule, claimed by Black."
    );
    // A drop resets the count.
    let mut g = game("7k/8/8/8/8/8/8/KR6[n] b - - 99 80", &[]);
    ok(&mut g, "S/c6");
    assert_eq!(g.pos.halfmove_clock(), 0);
    assert_eq!(g.claimable(), None);
    // 75 moves each end the game.
    let mut g = game("7k/8/8/8/8/8/8/KR6[n] w - - 148 80", &[]);
    assert_eq!(ok(&mut g, "Rb2").outcome, None, "149 plies");
    let o = ok(&mut g, "Kg8").outcome.expect("75 moves");
    assert_eq!(crate::i18n::en(&o.reason), "Draw by the 75-move rule.");
}

#[test]
fn draw_by_agreement_only_without_anything_to_drop() {
    let g = game("7k/8/8/8/8/8/8/KR6[n] w - - 0 1", &[]);
    let why = g.can_agree_draw().unwrap_err().to_string();
    assert_eq!(
        why,
        "A draw by agreement is possible only once neither player has anything left to drop; Black still has men to drop. No draw can be claimed now either: that needs a threefold repetition or 50 moves each without a capture, pawn move or drop."
    );
    let why = Korpalski::new().can_agree_draw().unwrap_err().to_string();
    assert!(why.contains("both players still have men to drop"), "{why}");
    let mut g = game("7k/8/8/8/8/8/8/KR6 w - - 0 1", &[]);
    assert!(g.can_agree_draw().is_ok());
    let o = g.agree_draw();
    assert_eq!(
        (o.result, crate::i18n::en(&o.reason).as_str()),
        (GameResult::Draw, "Draw by agreement.")
    );
    assert_eq!(g.to_move(), None);
}

#[test]
fn resign_and_timeout() {
    let mut g = Korpalski::new();
    ok(&mut g, "K/e1");
    let o = g.resign(Seat::Black);
    assert_eq!(crate::i18n::en(&o.reason), "White wins by resignation.");
    assert_eq!(g.resign(Seat::White), o, "the first result stands");
    let mut g = Korpalski::new();
    let p = with_ctx(|ctx| g.timeout(Seat::White, ctx));
    assert_eq!(
        p.outcome.map(|o| crate::i18n::en(&o.reason)),
        Some("Black wins on time.".into())
    );
}

// ------------------------------------------------------------ the seed

#[test]
fn seed_game_one_replays_and_exports_as_printed() {
    let mut g = Korpalski::new();
    let played = replay(&mut g, SEED_GAME_1);
    assert_eq!(played.len(), 29);
    let o = g.outcome.clone().expect("mate");
    assert_eq!(crate::i18n::en(&o.reason), "White wins by checkmate.");
    assert_eq!(
        played.last().and_then(|p| p.outcome.clone()),
        Some(Outcome {
            reason: crate::i18n::Text::plain(&crate::i18n::en(&o.reason)),
            ..o
        })
    );
    // The Polish record is the seed's, word for word, except two checks
    // the seed leaves unmarked: 9.He7:c5+ (queen next to the king) and
    // 14.We3-e5+ (the rook uncovers the f2 bishop).
    let record = crate::i18n::en(&g.export("lang=pl"));
    let moves: String = record
        .lines()
        .filter(|l| !l.starts_with('[') && !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    let seed = format!("{SEED_GAME_1} 1-0")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace("9.He7:c5 ", "9.He7:c5+ ")
        .replace("14.We3-e5 ", "14.We3-e5+ ");
    assert_eq!(moves, seed);
    assert!(record.contains("[Result \"1-0\"]"));
    assert!(g.export("").contains("15. Bxe3# 1-0"), "{}", g.export(""));
}

#[test]
fn seed_game_two_replays_in_short_notation() {
    let mut g = Korpalski::new();
    let played = replay(&mut g, SEED_GAME_2);
    assert_eq!(played.len(), 56);
    assert_eq!(
        g.outcome.as_ref().map(|o| crate::i18n::en(&o.reason)),
        Some("Black wins by checkmate.".to_string())
    );
    let moves = crate::i18n::en(&g.text_moves());
    assert!(
        moves.starts_with("1. K@c3 K@f2\n2. Q@g4 N@e5\n3. Qf5+ N@f3\n"),
        "{moves}"
    );
    assert!(moves.contains("\n17. a8=Q P@f2\n"), "{moves}");
    assert!(moves.ends_with("28. N@b2 Qxb2#\nResult: 0-1, Black wins by checkmate."));
    // Every promotion took a piece out of a prison: after 27.pg8=H White's
    // prison has no queen left.
    assert_eq!(g.prison(Seat::White, Kind::Queen), 0);
    let record = crate::i18n::en(&g.export("lang=pl"));
    assert!(record.contains("17.pa7-a8=H p/f2"), "{record}");
    assert!(
        record.trim_end().ends_with("28.S/b2 Hc2:b2X 0-1"),
        "{record}"
    );
}

#[test]
fn save_and_load_round_trip() {
    let mut g = Korpalski::new();
    let all: Vec<&str> = SEED_GAME_2.split_whitespace().collect();
    for (i, token) in all.iter().enumerate() {
        let t = token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        ok(&mut g, t);
        if i % 7 == 0 || i + 1 == all.len() {
            let back = Korpalski::from_json(g.save().expect("saves")).unwrap();
            assert_eq!(back, g, "after ply {i}");
        }
    }
    // A resignation survives the round trip too.
    let mut g = Korpalski::new();
    ok(&mut g, "K@e1");
    g.resign(Seat::Black);
    assert_eq!(Korpalski::from_json(g.save().expect("saves")).unwrap(), g);
    // A set-up start is saved with the game.
    let mut g = game("8/4P3/8/8/8/8/k7/6K1[n] w - - 0 1", &[(Seat::White, "RN")]);
    ok(&mut g, "e8=N");
    let back = Korpalski::from_json(g.save().expect("saves")).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.prison(Seat::White, Kind::Rook), 1);
    // Bad saves are refused, not trusted.
    for bad in [
        serde_json::json!({"moves": ["Q@d4"]}),
        serde_json::json!({"moves": ["K@e1", "K@e2"]}),
        serde_json::json!({"moves": 3}),
        serde_json::json!(null),
        serde_json::json!({"start": {"fen": "8/8/8 w", "prisons": [[0,0,0,0,0,0,0],[0,0,0,0,0,0,0]]}, "moves": []}),
    ] {
        assert!(Korpalski::from_json(bad.clone()).is_err(), "{bad}");
    }
}

// ------------------------------------------------------------ texts

#[test]
fn ambiguous_texts_ask_and_offer_buttons() {
    let mut g = game("7k/8/8/8/8/8/8/KN3N2 w - - 0 1", &[]);
    let why = refused(&mut g, "Nd2");
    assert_eq!(why, "Which one: Nbd2 or Nfd2?");
    assert_eq!(
        en_choices(g.choices_after_refusal(Seat::White, "Nd2")),
        [
            Choice::new(crate::i18n::Text::plain("Nbd2"), "b1d2"),
            Choice::new(crate::i18n::Text::plain("Nfd2"), "f1d2")
        ]
    );
    ok(&mut g, "Sf1-d2");
}

#[test]
fn status_board_text_and_view() {
    let mut g = Korpalski::new();
    replay(&mut g, "K/c2 K/e5 H/d3");
    assert_eq!(
        crate::i18n::en(&g.status_text()),
        "Move 2.\nWhite reserve: R×2 B×2 N×2 P×8; prison: -\nBlack reserve: Q R×2 B×2 N×2 P×8; prison: -"
    );
    let text = g.text_board();
    assert!(text.starts_with("8 ........\n"), "{text}");
    assert!(text.contains("\n3 ...Q....\n2 ..K.....\n1 ........\n  abcdefgh\n"));
    let v = g.picture(true);
    assert!(v.flipped);
    assert_eq!(v.last_move, [(3, 2)], "a drop marks its square");
    assert_eq!(v.strips.len(), 4);
    assert_eq!(crate::i18n::en(&v.strips[0].label), "White reserve");
    assert_eq!(v.strips[0].pieces.len(), 14);
    assert!(v.strips[1].pieces.iter().all(|&(white, _)| !white));
    assert_eq!(g.view(Viewer::Public).map(|v| v.flipped), Some(false));
    // A check is marked on the checked king.
    let mut g = Korpalski::new();
    replay(&mut g, "K/c3 K/f2 H/g4 S/e5 Hf5+");
    let v = g.picture(false);
    assert_eq!(v.check, [(5, 1)]);
    assert_eq!(v.last_move, [(6, 3), (5, 4)]);
}

#[test]
fn export_languages_and_unknown_options() {
    let mut g = Korpalski::new();
    replay(&mut g, "K/c2 K/e5");
    let en = g.export("");
    assert!(en.contains("[Result \"*\"]"), "{en}");
    assert!(en.trim_end().ends_with("1. K@c2 K@e5 *"), "{en}");
    assert!(g.export("lang=pl").trim_end().ends_with("1.K/c2 K/e5 *"));
    let odd = g.export("lang=de");
    assert!(odd.starts_with("% Unknown option lang=de"), "{odd}");
    assert!(odd.trim_end().ends_with("1. K@c2 K@e5 *"));
    assert_eq!(
        crate::i18n::en(&Korpalski::new().moves(Viewer::Public)),
        "No moves yet."
    );
}

#[test]
fn odd_texts_are_refused_without_panic() {
    let mut g = Korpalski::new();
    replay(&mut g, "K/c2 K/e5");
    for text in [
        "",
        "   ",
        "+",
        "hello",
        "K/",
        "/",
        "@",
        "@@e4",
        "Q@z9",
        "e9",
        "Ke13",
        "pa2-a1=X",
        "0-0-0-0",
        "Ж@e4",
        "K/c2/d3",
        "♔e4",
        "e2<>e4",
        "swap a1 a2",
        "castle e1 h1",
    ] {
        let why = refused(&mut g, text);
        assert!(!why.is_empty(), "{text}");
    }
    // Not this seat's turn.
    let r = with_ctx(|ctx| g.play(Seat::Black, "K@a1", ctx)).unwrap_err();
    assert!(r.to_string().contains("not your turn"), "{}", r.0);
}
