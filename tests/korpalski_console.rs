//! Korpalski Chess through `boardbot console`, as players in a group would
//! type it: the seed's two sample games move by move in Polish notation,
//! refusals that change nothing, promotion buttons, draws by agreement,
//! records, and a game by invite.

mod support;

use support::*;

const START: &str = "alice@#club: /new korpalski\nbob@#club: /join\n";

/// §2 of the seed, full Polish notation, as printed.
const SEED_GAME_1: &str = "1.K/c2 K/e5 2.H/d3 G/e4 3.W/e3 W/d4 4.G/c3 H/d5 5.W/b5 S/c5 \
    6.Wb5:c5 Hd5:c5 7.Hd3:e4+ Ke5-d6 8.He4-e7+ Kd6-c6 9.He7:c5 Kc6:c5 \
    10.Gc3:d4+ Kc5:d4 11.S/g4 p/g2 12.G/f2 p/a2 13.S/d2 pa2-a1=H 14.We3-e5 p/e3 \
    15.Gf2:e3X";

/// §6 of the seed, short Polish notation, as printed.
const SEED_GAME_2: &str = "1.K/c3 K/f2 2.H/g4 S/e5 3.Hf5+ S/f3 4.W/f4 H/d6 5.W/d4 W/d5 \
    6.W:f3+ S:f3 7.W:d5 W/e5 8.W:e5 G/f6 9.G/e7 G:e7 10.S/d5 H:e5 11.H:e5 S:e5 \
    12.S:e7 p/e2 13.G/d2 pe1=H 14.G:e1+ K:e1 15.p/g7 G/g8 16.p/a7 p/a2 17.pa8=H p/f2 \
    18.S:g8 pf1=H 19.He4+ He2 20.H:e2+ K:e2 21.p/e7 pa1=H+ 22.Kb3 Ha8 23.Sf6 p/d2 \
    24.pe8=H H:e8 25.S:e8 pd1=H+ 26.Ka2 Sc4 27.pg8=H Hc2+ 28.S/b2 H:b2X";

/// The moves of a record as typed, White's and Black's alternating: the
/// tokens without their move numbers.
fn moves_of(record: &str) -> Vec<&str> {
    record
        .split_whitespace()
        .map(|t| t.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.'))
        .filter(|t| !t.is_empty())
        .collect()
}

/// A script typing `moves` (alice White, bob Black, from ply `first`), each
/// after a marker `ply<i>`.
fn script_of(moves: &[&str], first: usize) -> String {
    let mut s = String::new();
    for (i, m) in moves.iter().enumerate() {
        let ply = first + i;
        let who = if ply.is_multiple_of(2) {
            "alice"
        } else {
            "bob"
        };
        s += &format!("~echo ply{ply}\n{who}@#club: {m}\n");
    }
    s
}

/// The answer to ply `ply` must be the announcement of that move, not a
/// refusal (`>> #club: alice: …`).
fn assert_accepted(out: &str, ply: usize, typed: &str) {
    let answer = section(out, &format!("ply{ply}"));
    let number = ply / 2 + 1;
    let head = if ply.is_multiple_of(2) {
        format!(">> #club: {number}. ")
    } else {
        format!(">> #club: {number}... ")
    };
    assert!(
        answer.starts_with(&head),
        "ply {ply} ({typed}) was not accepted:\n{answer}"
    );
}

fn replay_seed_game(record: &str, game_over: &str) -> String {
    let moves = moves_of(record);
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{START}{}~echo board\nalice@#club: /board text\n~echo late\nbob@#club: Kb1\n~echo end\n",
        script_of(&moves, 0)
    ));
    for (ply, m) in moves.iter().enumerate() {
        assert_accepted(&out, ply, m);
        let answer = section(&out, &format!("ply{ply}"));
        // Only the last move ends the game.
        assert_eq!(
            answer.contains("Game over: "),
            ply + 1 == moves.len(),
            "ply {ply} ({m}):\n{answer}"
        );
    }
    let last = section(&out, &format!("ply{}", moves.len() - 1));
    assert!(last.contains(game_over), "{last}");
    assert!(
        section(&out, "board").contains(game_over),
        "{}",
        section(&out, "board")
    );
    assert!(
        section(&out, "late").contains("over"),
        "{}",
        section(&out, "late")
    );
    out
}

#[test]
fn seed_game_of_section_2_replays_to_mate() {
    let out = replay_seed_game(SEED_GAME_1, "Game over: 1-0, White wins by checkmate.");
    // The notes give both notations.
    assert!(
        section(&out, "ply10")
            .starts_with(">> #club: 6. Rxc5 (Wb5:c5): the black knight goes to Black's prison."),
        "{out}"
    );
    assert!(
        section(&out, "ply25").starts_with(
            ">> #club: 13... a1=Q (pa2-a1=H): the pawn becomes the queen from Black's prison and goes there in its place."
        ),
        "{out}"
    );
    assert!(section(&out, "ply28").starts_with(">> #club: 15. Bxe3# (Gf2:e3X)"));
    assert_eq!(
        grid(section(&out, "board")),
        "8 ........\n7 ........\n6 ........\n5 ....R...\n4 ...k..N.\n3 ....B...\n2 ..KN..p.\n1 q......."
    );
    let board = section(&out, "board");
    assert!(
        board.contains("White reserve: P P P P P P P P\n"),
        "{board}"
    );
    assert!(
        board.contains("Black reserve: r b n p p p p p\n"),
        "{board}"
    );
    assert!(board.contains("White prison: Q R B\n"), "{board}");
    // The black queen taken on move 9 became the pawn's queen on move 13,
    // and that pawn went into the prison in its place.
    assert!(board.contains("Black prison: r b n p p\n"), "{board}");
}

#[test]
fn seed_game_of_section_6_replays_to_mate() {
    let out = replay_seed_game(SEED_GAME_2, "Game over: 0-1, Black wins by checkmate.");
    assert!(
        section(&out, "ply42").starts_with(">> #club: 22. Kb3 (Kc3-b3)"),
        "{out}"
    );
    assert!(section(&out, "ply55").starts_with(">> #club: 28... Qxb2# (Hc2:b2X)"));
}

#[test]
fn records_in_english_and_polish() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{START}{}~echo pl\nbob@#club: /export lang=pl\n~echo en\nbob@#club: /export\n~echo moves\nalice@#club: /moves\n~echo end\n",
        script_of(&moves_of(SEED_GAME_1), 0)
    ));
    let pl = document(&bot, section(&out, "pl"));
    // The seed's record, with the two checks it leaves unmarked.
    let expected = "1.K/c2 K/e5 2.H/d3 G/e4 3.W/e3 W/d4 4.G/c3 H/d5 5.W/b5 S/c5 \
        6.Wb5:c5 Hd5:c5 7.Hd3:e4+ Ke5-d6 8.He4-e7+ Kd6-c6 9.He7:c5+ Kc6:c5 \
        10.Gc3:d4+ Kc5:d4 11.S/g4 p/g2 12.G/f2 p/a2 13.S/d2 pa2-a1=H 14.We3-e5+ p/e3 \
        15.Gf2:e3X 1-0";
    let body: Vec<&str> = pl
        .lines()
        .map(str::trim)
        .filter(|l| !l.starts_with('[') && !l.is_empty())
        .collect();
    assert_eq!(
        body.join(" ").split_whitespace().collect::<Vec<_>>(),
        expected.split_whitespace().collect::<Vec<_>>(),
        "{pl}"
    );
    assert!(pl.contains("[Result \"1-0\"]"), "{pl}");
    assert!(
        pl.contains("[Termination \"White wins by checkmate.\"]"),
        "{pl}"
    );
    let en = document(&bot, section(&out, "en"));
    let en: Vec<&str> = en
        .lines()
        .map(str::trim)
        .filter(|l| !l.starts_with('[') && !l.is_empty())
        .collect();
    let en = en.join(" ");
    assert!(en.starts_with("1. K@c2 K@e5 2. Q@d3 B@e4"), "{en}");
    assert!(en.contains("6. Rxc5 Qxc5 7. Qxe4+ Kd6"), "{en}");
    assert!(en.contains("15. Bxe3# 1-0"), "{en}");
    let moves = section(&out, "moves");
    assert!(
        moves.contains("\n   1. K@c2 K@e5\n   2. Q@d3 B@e4\n"),
        "{moves}"
    );
    assert!(moves.contains("\n   13. N@d2 a1=Q\n"), "{moves}");
    assert!(
        moves.contains("Result: 1-0, White wins by checkmate."),
        "{moves}"
    );
}

/// A position after 1.K/c3 K/e5 2.W/c4 W/c8 3.p/a7 S/h1: White's rook on c4
/// is pinned, White's a7 pawn has an empty prison behind it.
const SETUP: &str = "alice@#club: K/c3\nbob@#club: K/e5\nalice@#club: W/c4\nbob@#club: W/c8\n\
    alice@#club: p/a7\nbob@#club: S/h1\n";

#[test]
fn refusals_give_a_reason_and_change_nothing() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{START}~echo empty\nalice@#club: /board text\n\
         ~echo first\nalice@#club: H/d4\n\
         ~echo first_en\nalice@#club: Q@d4\n\
         ~echo empty_after\nalice@#club: /board text\n\
         ~echo king\nalice@#club: K/c3\n\
         ~echo black_first\nbob@#club: p/e5\n\
         ~echo setup\nbob@#club: K/e5\nalice@#club: W/c4\nbob@#club: W/c8\nalice@#club: p/a7\nbob@#club: S/h1\n\
         ~echo before\nalice@#club: /board text\n\
         ~echo check_drop\nalice@#club: G/d6\n\
         ~echo check_drop_en\nalice@#club: N@f3\n\
         ~echo rank8\nalice@#club: p/h8\n\
         ~echo rank1\nalice@#club: P@b1\n\
         ~echo occupied\nalice@#club: S/c4\n\
         ~echo promo\nalice@#club: pa8=H\n\
         ~echo promo_en\nalice@#club: a8=Q\n\
         ~echo pinned\nalice@#club: Wc4-h4\n\
         ~echo pinned_en\nalice@#club: Rh4\n\
         ~echo king_to_d4\nalice@#club: Kd4\n\
         ~echo turn\nbob@#club: S/a1\n\
         ~echo after\nalice@#club: /board text\n~echo end\n"
    ));
    let answer = |name: &str| section(&out, name).to_string();
    assert_eq!(answer("empty"), answer("empty_after"), "{out}");
    assert_eq!(
        answer("before"),
        answer("after"),
        "the board changed:\n{out}"
    );
    assert_eq!(
        grid(&answer("before")),
        "8 ..r.....\n7 P.......\n6 ........\n5 ....k...\n4 ..R.....\n3 ..K.....\n2 ........\n1 .......n"
    );
    let expect = [
        ("first", "alice: White's first move must drop the king: for example K@d4 (or K/d4)."),
        ("first_en", "alice: White's first move must drop the king"),
        ("black_first", "bob: Black's first move must drop the king: for example K@e5"),
        ("check_drop", "alice: A drop may not give check: a bishop on d6 would attack the black king."),
        ("check_drop_en", "alice: A drop may not give check: a knight on f3 would attack the black king."),
        ("rank8", "alice: Pawns may not be dropped on ranks 1 and 8."),
        ("rank1", "alice: Pawns may not be dropped on ranks 1 and 8."),
        ("occupied", "alice: c4 is occupied: a man may be dropped only on an empty square."),
        ("promo", "alice: The pawn cannot go to the last rank: your prison holds no queen, rook, bishop or knight"),
        ("promo_en", "alice: The pawn cannot go to the last rank: your prison holds no queen"),
        ("pinned", "alice: Rh4 would leave your king in check."),
        ("pinned_en", "alice: Rh4 would leave your king in check."),
        ("king_to_d4", "alice: Your king would be in check on d4."),
        ("turn", "bob: Not your turn"),
    ];
    for (name, text) in expect {
        let a = answer(name);
        assert!(
            a.starts_with(&format!(">> #club: {text}")),
            "{name}: expected '{text}', got:\n{a}"
        );
        assert_eq!(a.matches(">> ").count(), 1, "{name}: one answer:\n{a}");
        assert!(!a.contains("[photo"), "{name}: no board for a refusal");
        assert!(!a.contains("8 ........"), "{name}: no board for a refusal");
    }
}

#[test]
fn promotion_without_a_letter_offers_the_prison_as_buttons() {
    // §6 up to 16...p/a2: White's prison holds Q, R, R, B, B.
    let moves = moves_of(SEED_GAME_2);
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{START}{}~echo ask\nalice@#club: pa8\n~echo press\nalice@#club: a7a8q\n~echo board\nalice@#club: /board text\n~echo end\n",
        script_of(&moves[..32], 0)
    ));
    let ask = section(&out, "ask");
    assert!(
        // The reader's letters (English here; a Pole reads H, W, G).
        ask.starts_with(
            ">> #club: alice: Which piece from your prison should the pawn become: Q, R, B?"
        ),
        "{ask}"
    );
    assert!(ask.contains("[buttons] Queen | Rook | Bishop"), "{ask}");
    let press = section(&out, "press");
    assert!(
        press.starts_with(
            ">> #club: 17. a8=Q (pa7-a8=H): the pawn becomes the queen from White's prison and goes there in its place."
        ),
        "{press}"
    );
    let board = section(&out, "board");
    assert!(board.contains("\n   8 Q.....b.\n"), "{board}");
    // The promoted pawn is in White's prison in the queen's place.
    assert!(board.contains("White prison: R R B B P\n"), "{board}");
}

#[test]
fn draw_by_agreement_needs_empty_reserves() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{START}{SETUP}~echo offer\nalice@#club: /draw\n~echo end\n"
    ));
    let offer = section(&out, "offer");
    assert!(
        offer.starts_with(">> #club: alice: A draw by agreement is possible only once neither player has anything left to drop; both players still have men to drop."),
        "{offer}"
    );
}

/// Kings shuffling e1–f1 and e8–f8 after their drops: the position after
/// `K/e8` comes back every four plies.
fn shuffle(plies: usize) -> String {
    let moves = ["Kf1", "Kf8", "Ke1", "Ke8"];
    let mut s = String::from("alice@#club: K/e1\nbob@#club: K/e8\n");
    for i in 0..plies {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        s += &format!("~echo ply{i}\n{who}@#club: {}\n", moves[i % 4]);
    }
    s
}

#[test]
fn a_draw_by_repetition_is_claimed_with_draw() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{START}~echo early\nbob@#club: /draw\n{}~echo claim\nbob@#club: /draw\n~echo end\n",
        shuffle(8)
    ));
    // Not available yet: refused, with what a claim needs.
    let early = section(&out, "early");
    assert!(
        early.starts_with(">> #club: bob: A draw by agreement is possible only once")
            && early
                .contains("No draw can be claimed now either: that needs a threefold repetition"),
        "{early}"
    );
    // The third occurrence (after ply 7) does not end the game: it offers
    // the claim in the caption and as a button.
    for ply in 0..8 {
        let answer = section(&out, &format!("ply{ply}"));
        assert!(!answer.contains("Game over"), "ply {ply}:\n{answer}");
        assert_eq!(
            answer.contains("Either player may claim a draw by threefold repetition with /draw.")
                && answer.contains("Claim draw"),
            ply == 7,
            "ply {ply}:\n{answer}"
        );
    }
    // Black, who just moved into it, claims.
    let claim = section(&out, "claim");
    assert!(
        claim.starts_with(">> #club: bob (Black) claims a draw.")
            && claim
                .contains("Game over: 1/2-1/2, Draw by threefold repetition, claimed by Black."),
        "{claim}"
    );
}

#[test]
fn fivefold_repetition_ends_the_game_unclaimed() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{START}{}~echo after\nalice@#club: Kf1\n~echo end\n",
        shuffle(16)
    ));
    for ply in 0..15 {
        assert!(!section(&out, &format!("ply{ply}")).contains("Game over"));
    }
    let last = section(&out, "ply15");
    assert!(
        last.contains("Game over: 1/2-1/2, Draw by fivefold repetition."),
        "{last}"
    );
    assert!(
        section(&out, "after").contains("over"),
        "{}",
        section(&out, "after")
    );
}

#[test]
fn options_and_help() {
    let bot = Bot::new();
    let out = bot.run(
        "~echo size\nalice@#club: /new korpalski size=7\n~echo help\nalice@#club: /help korpalski\n~echo rules\nalice@#club: /rules korpalski\n~echo end\n",
    );
    let size = section(&out, "size");
    assert!(
        size.contains("Korpalski Chess has no option 'size'"),
        "{size}"
    );
    assert!(!size.contains("waiting for a second player"), "{size}");
    assert!(section(&out, "help").contains("K/c2"), "{out}");
    assert!(section(&out, "rules").contains("prison"), "{out}");
}

#[test]
fn a_game_by_invite_with_the_creator_as_black() {
    let bot = Bot::new();
    let out = bot.run("alice: /new korpalski color=black\n");
    assert!(out.contains("you play Black"), "{out}");
    let code = invite_code(&out);
    let out = bot.run(&format!(
        "bob: /join {code}\n~echo early\nalice: K/e8\n~echo move\nbob: K/e1\n~echo reply\nalice: K/e8\n~echo board\nalice: /board text\n~echo end\n"
    ));
    assert!(section(&out, "early").contains("Not your turn"), "{out}");
    let moved = section(&out, "move");
    // Each private chat is told which game and opponent.
    assert!(
        moved.contains(">> alice: Korpalski Chess #1 vs bob: 1. K@e1 (K/e1)."),
        "{moved}"
    );
    assert!(
        moved.contains(">> bob: Korpalski Chess #1 vs alice: 1. K@e1 (K/e1)."),
        "{moved}"
    );
    let board = section(&out, "board");
    assert_eq!(
        grid(board),
        "8 ....k...\n7 ........\n6 ........\n5 ........\n4 ........\n3 ........\n2 ........\n1 ....K..."
    );
    assert!(board.contains("bob (White) to move."), "{board}");
}

#[test]
fn capture_signs_bare_drops_long_texts_and_late_en_passant_are_refused_with_reasons() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{START}alice@#club: K/e1\nbob@#club: K/e8\nalice@#club: p/e5\nbob@#club: p/d7\n\
         alice@#club: W/a4\nbob@#club: S/h6\n\
         ~echo polish_capture\nalice@#club: Wa4:c4\n\
         ~echo san_capture\nalice@#club: Rxa7\n\
         ~echo bare_drop\nalice@#club: @e4\n\
         ~echo long\nalice@#club: Qa1b2c3d4e5f6g7h8a1b2c3d4\n\
         alice@#club: Kf1\nbob@#club: d5\n~echo in_time\nalice@#club: Ke1\nbob@#club: Kf8\n\
         ~echo late\nalice@#club: exd6\n~echo board\nalice@#club: /board text\n~echo end\n"
    ));
    let polish = section(&out, "polish_capture");
    assert!(
        polish.starts_with(">> #club: alice: There is nothing to capture on c4: without the capture sign that move is Rc4 (Wa4-c4)."),
        "{polish}"
    );
    let san = section(&out, "san_capture");
    assert!(
        san.starts_with(">> #club: alice: There is nothing to capture on a7: without the capture sign that move is Ra7 (Wa4-a7)."),
        "{san}"
    );
    let bare = section(&out, "bare_drop");
    assert!(
        bare.starts_with(
            ">> #club: alice: Name the man to drop before the square, e.g. Q@e4 or R@e4 (K, Q, R, B, N, P or in Polish K, H, W, G, S, p)."
        ),
        "{bare}"
    );
    let long = section(&out, "long");
    assert!(
        long.starts_with(">> #club: alice: 'Qa1b2c3d4e5f6g7h8a1b…' is not a move."),
        "{long}"
    );
    let late = section(&out, "late");
    assert!(
        late.starts_with(">> #club: alice: The chance to take the d5 pawn en passant has passed: it is possible only on the move right after its double step."),
        "{late}"
    );
    // None of the refusals moved anything: the rook is still on a4.
    let board = section(&out, "board");
    assert!(board.contains("\n   4 R.......\n"), "{board}");
}

/// Issue 21: 75 moves each without a capture, pawn move or drop end the
/// game by themselves (no claim needed). The kings are dropped, then the
/// white king walks ranks 1–3 up and down while the black one steps
/// e8–f8, so no position comes back five times.
#[test]
fn seventy_five_moves_end_the_game_unclaimed() {
    let mut path: Vec<String> = Vec::new();
    for rank in 1..=3 {
        let files: Vec<char> = if rank % 2 == 1 {
            ('a'..='h').collect()
        } else {
            ('a'..='h').rev().collect()
        };
        path.extend(files.into_iter().map(|f| format!("{f}{rank}")));
    }
    // a1 … h1 h2 … a2 a3 … h3, then back, and so on: 75 king moves.
    let mut walk = Vec::new();
    let mut at = 0usize;
    let mut step: isize = 1;
    while walk.len() < 75 {
        if (at == path.len() - 1 && step > 0) || (at == 0 && step < 0) {
            step = -step;
        }
        at = at.wrapping_add_signed(step);
        walk.push(path[at].clone());
    }
    let mut s = String::from("alice@#club: K/a1\nbob@#club: K/e8\n");
    for (i, to) in walk.iter().enumerate() {
        let black = if i % 2 == 0 { "f8" } else { "e8" };
        s += &format!("~echo w{i}\nalice@#club: K{to}\n~echo b{i}\nbob@#club: K{black}\n");
    }
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{START}{s}~echo after\nalice@#club: Kb2\n~echo end\n"
    ));
    for i in 0..75 {
        let white = section(&out, &format!("w{i}"));
        assert!(
            white.starts_with(&format!(">> #club: {}. ", i + 2)),
            "move {i}: {white}"
        );
        assert!(!white.contains("Game over"), "move {i}: {white}");
        if i < 74 {
            assert!(
                !section(&out, &format!("b{i}")).contains("Game over"),
                "move {i}"
            );
        }
    }
    // The 50-move rule only made a claim available on the way.
    assert!(
        out.contains("Either player may claim a draw by the 50-move rule with /draw."),
        "{out}"
    );
    let last = section(&out, "b74");
    assert!(
        last.contains("Game over: 1/2-1/2, Draw by the 75-move rule."),
        "{last}"
    );
    assert!(section(&out, "after").contains("over"), "{out}");
}
