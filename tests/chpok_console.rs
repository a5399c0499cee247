//! Chpok through the console, as players in a group would play it: the
//! bidding with every kind of bid and refusal, the bidding clock, games
//! won by the last king, by the claims rule and on points at the move
//! limit, and each extraordinary feature seen on the board.

mod support;

use support::*;

const NEW: &str = "alice@#club: /new chpok chips=1\nbob@#club: /join\n";

/// A group game whose bidding is over at once: alice (the challenger)
/// raises white, bob raises x with `features` (or time when empty).
fn start(features: &str) -> String {
    let second = if features.is_empty() {
        "bob@#club: /bid time raise 1 10+0".to_string()
    } else {
        format!("bob@#club: /bid x raise 1 {features}")
    };
    format!("{NEW}alice@#club: /bid white raise 1\n{second}\n")
}

/// Runs moves alternately by alice (White) and bob (Black), from White;
/// separated by spaces, or by commas where a move has a space.
fn moves(list: &str) -> String {
    let items: Vec<&str> = if list.contains(',') {
        list.split(',').map(str::trim).collect()
    } else {
        list.split_whitespace().collect()
    };
    items
        .into_iter()
        .enumerate()
        .map(|(i, m)| {
            let who = if i % 2 == 0 { "alice" } else { "bob" };
            format!("{who}@#club: {m}\n")
        })
        .collect()
}

/// Runs `script` and returns the output, failing on a console error.
fn run(script: &str) -> String {
    Bot::new().run(script)
}

fn lines_of(text: &str) -> Vec<&str> {
    text.lines()
        .map(|l| l.strip_prefix("   ").unwrap_or(l))
        .collect()
}

/// The values of the bidding table's row `label` in an answer.
fn table_row(answer: &str, label: &str) -> Vec<String> {
    lines_of(answer)
        .into_iter()
        .find(|l| l.starts_with(label))
        .map(|l| l.split_whitespace().map(str::to_string).collect())
        .unwrap_or_else(|| panic!("no row {label} in:\n{answer}"))
}

#[test]
fn bidding_with_every_kind_of_bid() {
    let out = run("alice@#club: /new chpok chips=5\n\
         ~echo joined\nbob@#club: /join\n\
         ~echo table\nbob@#club: /board text\n\
         ~echo raise-white\nalice@#club: /bid white raise 2\n\
         ~echo not-your-turn\nalice@#club: /bid time raise 1 5+0\n\
         ~echo not-behind\nbob@#club: /bid time call\n\
         ~echo too-few\nbob@#club: /bid white raise 2\n\
         ~echo bad-row\nbob@#club: /bid row raise 1 RNBQKBN\n\
         ~echo bad-x\nbob@#club: /bid x raise 1 wings\n\
         ~echo stranger\ncarol@#club: /bid white call\n\
         ~echo early-move\nbob@#club: e5\n\
         ~echo call-white\nbob@#club: /bid white call\n\
         ~echo raise-x\nalice@#club: /bid x raise 1 width=10 koth\n\
         ~echo call-x\nbob@#club: /bid x call\n\
         ~echo raise-time\nalice@#club: /bid time raise 2 5+3\n\
         ~echo alone\nbob@#club: /bid row raise 1 RNBKQBNR\n\
         ~echo last\nbob@#club: /bid x raise 1 pass\n\
         ~echo board\nbob@#club: /board text\n\
         ~echo after\nalice@#club: /bid white raise 1\n~echo end\n");
    // The table after the join and with /board text.
    let joined = section(&out, "joined");
    assert!(joined.contains("alice (Challenger) to move."), "{out}");
    assert!(
        joined.contains("[buttons] White: raise 1 | White: raise 2 | Time: raise 1"),
        "{out}"
    );
    let table = section(&out, "table");
    assert_eq!(table_row(table, "white"), ["white", "0", "0", "random"]);
    assert_eq!(
        table_row(table, "row"),
        ["row", "0", "0", "RNBQKBNR", "(standard)"]
    );
    assert_eq!(table_row(table, "x"), ["x", "0", "0", "all", "defaults"]);
    assert_eq!(table_row(table, "chips"), ["chips", "5", "5", "left"]);
    assert_eq!(
        table_row(table, "clock"),
        ["clock", "1:40", "1:40", "to", "bid"]
    );
    // Whose bid it is, once: the turn line, not the table as well.
    assert!(table.contains("alice (Challenger) to move."), "{out}");
    assert!(!table.contains("to bid."), "{out}");

    let raised = section(&out, "raise-white");
    assert!(
        raised
            .starts_with(">> #club: Challenger raises white with 2 chips: Challenger plays White."),
        "{out}"
    );
    assert_eq!(
        table_row(raised, "white"),
        ["white", "2", "0", "Challenger", "plays", "White"]
    );
    assert_eq!(table_row(raised, "chips"), ["chips", "3", "5", "left"]);
    assert_eq!(
        table_row(raised, "clock"),
        ["clock", "3:20", "1:40", "to", "bid"],
        "+100 s after the bid"
    );
    assert!(raised.contains("bob (Opponent) to move."), "{out}");
    assert!(
        raised.contains("White: call 2 | White: raise 3 | White: raise 4"),
        "{out}"
    );

    for (name, why) in [
        ("not-your-turn", "Not your turn to bid"),
        ("not-behind", "You cannot call on time"),
        ("too-few", "A raise on white needs at least 3 chips"),
        ("bad-row", "The home row needs exactly 8 pieces"),
        ("bad-x", "Unknown feature 'wings'"),
        ("stranger", "You are not playing in Chpok #1."),
        ("early-move", "The board phase begins after the bidding"),
    ] {
        let answer = section(&out, name);
        assert!(answer.contains(why), "{name}: {out}");
        assert_eq!(answer.matches(">> ").count(), 1, "{name}: one answer");
        assert!(!answer.contains("Chal."), "{name}: no new table");
    }

    let call = section(&out, "call-white");
    assert!(
        call.contains("Opponent calls white with 2 chips; drawn at random, the "),
        "{out}"
    );
    let white_is = if table_row(call, "white").contains(&"Challenger".to_string()) {
        "Challenger"
    } else {
        "Opponent"
    };
    assert_eq!(table_row(call, "chips"), ["chips", "3", "3", "left"]);

    let x = section(&out, "raise-x");
    assert_eq!(table_row(x, "x"), ["x", "1", "0", "width=10", "koth"]);
    assert_eq!(
        table_row(x, "row"),
        ["row", "0", "0", "RNBDQKDBNR", "(standard)"],
        "the standard row follows the width"
    );
    let reset = section(&out, "call-x");
    assert!(
        reset.contains("Opponent calls x with 1 chip; back to all defaults."),
        "{out}"
    );
    assert_eq!(table_row(reset, "x"), ["x", "1", "1", "all", "defaults"]);

    let time = section(&out, "raise-time");
    assert_eq!(table_row(time, "time"), ["time", "2", "0", "5+3"]);
    assert_eq!(table_row(time, "chips"), ["chips", "0", "2", "left"]);
    let alone = section(&out, "alone");
    assert!(
        alone.contains("Challenger has no chips left: Opponent bids again."),
        "{out}"
    );
    assert!(alone.contains("bob (Opponent) to move."), "{out}");

    let last = section(&out, "last");
    assert!(last.contains("The bidding is over."), "{out}");
    assert!(
        last.contains("Time 5+3. Home row RNBKQBNR. Features: pass."),
        "{out}"
    );
    let white_player = if white_is == "Challenger" {
        "alice"
    } else {
        "bob"
    };
    assert!(
        last.contains(&format!("The {white_is} plays White")),
        "{out}"
    );
    assert!(
        last.contains(&format!("{white_player} (White) to move.")),
        "{out}"
    );
    assert!(
        last.contains("[photo "),
        "the board is a picture now: {out}"
    );
    assert_eq!(
        grid(section(&out, "board")),
        "8 rnbkqbnr\n7 pppppppp\n6 ........\n5 ........\n4 ........\n3 ........\n2 PPPPPPPP\n1 RNBKQBNR"
    );
    assert!(
        section(&out, "after").contains("The bidding is over"),
        "{out}"
    );
}

#[test]
fn a_bidding_clock_runs_out() {
    let out = run("alice@#club: /new chpok\n~wait 3600\nbob@#club: /join\n\
         ~echo bid\n~wait 60\nalice@#club: /bid time raise 1 3+2\n\
         ~echo waiting\n~wait 99\n\
         ~echo flag\n~wait 2\n\
         ~echo after\nbob@#club: /bid time call\nalice@#club: /board text\n~echo end\n");
    let bid = section(&out, "bid");
    // The clock started at the join, not at /new an hour earlier.
    assert!(
        bid.contains("Challenger raises time with 1 chip: 3+2."),
        "{out}"
    );
    assert_eq!(
        table_row(bid, "clock"),
        ["clock", "2:20", "1:40", "to", "bid"],
        "100 − 60 + 100"
    );
    assert_eq!(section(&out, "waiting").trim(), "", "99 s are not 100");
    let flag = section(&out, "flag");
    assert!(flag.contains("bob (Opponent) ran out of time."), "{out}");
    assert!(
        flag.contains("Game over: 1-0, Challenger wins: the Opponent's bidding clock ran out."),
        "{out}"
    );
    let after = section(&out, "after");
    // Finished is finished: a late bid names the result.
    assert!(after.contains("Game #1 is over: 1-0"), "{out}");
    assert_eq!(
        table_row(after, "clock"),
        ["clock", "2:20", "0:00", "to", "bid"]
    );
}

#[test]
fn the_last_king_is_captured() {
    let bot = Bot::new();
    let out = bot.run(&format!(
        "{}~echo game\n{}~echo end\nbob@#club: a5\n~echo board\nalice@#club: /board text\n\
         ~echo moves\nbob@#club: /moves\n~echo export\nbob@#club: /export\n~echo done\n",
        start(""),
        moves("e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7 a6 Qxe8")
    ));
    let game = section(&out, "game");
    assert!(game.contains(">> #club: 1. White: e4 — 0 points."), "{out}");
    assert!(
        game.contains(">> #club: 2. White: Qh5 — +1 (rank 5 +1).\n   Points: White 1, Black 0.\n   Clocks: White 10:00, Black 10:00.\n   bob (Black) to move."),
        "{out}"
    );
    assert!(game.contains("4. White: Qxf7 — +3 (rank 7 +3)."), "{out}");
    assert!(
        game.contains("5. White: Qxe8 — +1004 (king +1000, rank 8 +4)."),
        "{out}"
    );
    assert!(
        game.contains(
            "Game over: 1-0, White wins on points, 1008 to 0: the last black king was captured."
        ),
        "{out}"
    );
    assert!(section(&out, "end").contains("is over"), "{out}");
    assert_eq!(
        grid(section(&out, "board")),
        "8 r.bqQb.r\n7 .ppp..pp\n6 p.n..n..\n5 ....p...\n4 ..B.P...\n3 ........\n2 PPPP.PPP\n1 RNB.K.NR"
    );
    assert!(
        table_row(section(&out, "board"), "points") == ["points", "1008", "0"]
            && table_row(section(&out, "board"), "castlings left")
                == ["castlings", "left", "1", "1"],
        "{out}"
    );
    assert!(
        section(&out, "moves").contains(
            "1. e4 (0)  e5 (0)\n   2. Qh5 (+1)  Nc6 (0)\n   3. Bc4 (0)  Nf6 (0)\n   4. Qxf7 (+3)  a6 (0)\n   5. Qxe8 (+1004)\n   Points: White 1008, Black 0."
        ),
        "{out}"
    );
    let export = document(&bot, section(&out, "export"));
    assert!(
        export.contains("Bidding:\n1. Challenger: white raise 1 — Challenger plays White\n2. Opponent: time raise 1 — 10+0"),
        "{out}"
    );
    assert!(export.contains("5. Qxe8 (+1004)"), "{out}");
    assert!(
        export.contains("Result: 1-0, White wins on points, 1008 to 0"),
        "{out}"
    );
}

#[test]
fn the_claims_rule_ends_a_game() {
    // White's d-pawn reaches rank 5 (+1); then only knights shuffle, so the
    // difference stays 1 and never falls: White wins at Black's 20th move.
    let shuffle: Vec<&str> = ["Nc6", "Nc3", "Nb8", "Nb1"]
        .iter()
        .cycle()
        .take(36)
        .copied()
        .collect();
    let list = format!("d4 Nf6 d5 {}", shuffle.join(" "));
    let out = run(&format!(
        "{}{}~echo last\n{}~echo end\n",
        start(""),
        moves(&list),
        "bob@#club: Nc6\n"
    ));
    assert!(
        !out[..out.find("~~ last").unwrap()].contains("Game over"),
        "{out}"
    );
    let last = section(&out, "last");
    assert!(last.contains("20. Black: Nc6 — 0 points."), "{out}");
    assert!(
        last.contains("Game over: 1-0, White wins on points, 1 to 0: White's lead did not shrink over Black's last 20 moves."),
        "{out}"
    );
}

#[test]
fn level_points_for_20_moves_draw() {
    let list: Vec<&str> = ["Nc3", "Nc6", "Nb1", "Nb8"]
        .iter()
        .cycle()
        .take(39)
        .copied()
        .collect();
    let out = run(&format!(
        "{}{}~echo last\nbob@#club: Nb8\n~echo end\n",
        start(""),
        moves(&list.join(" "))
    ));
    assert!(
        section(&out, "last").contains("Game over: 1/2-1/2, Draw on points, 0 each: the points were level after each of Black's last 20 moves."),
        "{out}"
    );
}

#[test]
fn the_move_limit_decides_on_points() {
    let shuffle: Vec<&str> = ["Nf3", "Nf6", "Ng1", "Ng8"]
        .iter()
        .cycle()
        .take(16)
        .copied()
        .collect();
    let list = format!("e4 d5 exd5 Qxd5 {}", shuffle.join(" "));
    let out = run(&format!(
        "{}{}~echo board\nalice@#club: /board text\n~echo end\n",
        start("limit=10 points=1,0,0,0,0,0,0"),
        moves(&list)
    ));
    // White: e4 +1, exd5 +1 (pawn) +1 (rank 5). Black: d5 +1; Qxd5 ends on
    // Black's rank 4: nothing. Knights score nothing.
    assert!(out.contains("10. Black: Ng8 — 0 points."), "{out}");
    assert!(
        out.contains(
            "Game over: 1-0, White wins on points, 3 to 1: each player made the limit of 10 moves."
        ),
        "{out}"
    );
    let board = section(&out, "board");
    assert!(board.contains("Game over: 1-0"), "{out}");
    assert_eq!(table_row(board, "points"), ["points", "3", "1"], "{out}");
}

/// The board after `list` in a game with `features`.
fn board_after(features: &str, list: &str) -> (String, String) {
    let out = run(&format!(
        "{}{}~echo board\nalice@#club: /board text\n~echo end\n",
        start(features),
        moves(list)
    ));
    (grid(section(&out, "board")), out)
}

#[test]
fn width_changes_the_board() {
    let (g, out) = board_after("width=10", "e4");
    assert_eq!(
        g,
        "8 rnbdqkdbnr\n7 pppppppppp\n6 ..........\n5 ..........\n4 ....P.....\n3 ..........\n2 PPPP.PPPPP\n1 RNBDQKDBNR",
        "{out}"
    );
    assert!(out.contains("  abcdefghij"), "{out}");
    let (g, _) = board_after("width=6", "");
    assert_eq!(g.lines().last(), Some("1 RNQKNR"));
    // The Dragon of the 10-file row jumps two squares over its pawn.
    let (g, out) = board_after("width=10", "Dd3 Dxd6");
    assert_eq!(g.lines().nth(5), Some("3 ...D......"), "{out}");
    assert_eq!(g.lines().nth(2), Some("6 ...d......"), "{out}");
    assert!(out.contains("1. Black: Dd6 — 0 points."), "{out}");
}

#[test]
fn super_queen_jumps() {
    let (g, out) = board_after("superqueen", "Qc3");
    assert_eq!(g.lines().nth(5), Some("3 ..Q....."), "{out}");
    let (_, out) = board_after("", "Qc3");
    assert!(out.contains("alice: No legal move: queen to c3."), "{out}");
}

#[test]
fn bishops_step_off_corners() {
    let out = run(&format!(
        "{NEW}alice@#club: /bid row raise 1 BNRQKRNB\nbob@#club: /bid x raise 1 bishopstep\n{}\
         ~echo board\nalice@#club: /board text\n~echo end\n",
        moves("a4 h5 Ba2 Bh7")
    ));
    let g = grid(section(&out, "board"));
    assert_eq!(
        g,
        "8 bnrqkrn.\n7 pppppppb\n6 ........\n5 .......p\n4 P.......\n3 ........\n2 BPPPPPPP\n1 .NRQKRNB",
        "{out}"
    );
}

#[test]
fn pawns_go_back() {
    let (g, out) = board_after("pawnsback", "e4 d5 e3 d6");
    assert_eq!(
        g,
        "8 rnbqkbnr\n7 ppp.pppp\n6 ...p....\n5 ........\n4 ........\n3 ....P...\n2 PPPP.PPP\n1 RNBQKBNR",
        "{out}"
    );
}

#[test]
fn cruel_kings_take_own_pieces() {
    let (g, out) = board_after("cruelkings", "Kxd1");
    assert_eq!(g.lines().last(), Some("1 RNBK.BNR"), "{out}");
    assert!(
        out.contains("1. White: Kxd1 — 0 points. The king takes its own queen."),
        "{out}"
    );
}

#[test]
fn newborn_pawns() {
    let (g, out) = board_after("newborn", "e4 e5 P@e2 d6");
    assert_eq!(g.lines().nth(6), Some("2 PPPPPPPP"), "{out}");
    assert_eq!(g.lines().nth(4), Some("4 ....P..."), "{out}");
    assert_eq!(
        table_row(&out, "newborn pawn"),
        ["newborn", "pawn", "used", "unused"],
        "{out}"
    );
}

#[test]
fn remove_and_pass() {
    let (g, out) = board_after("remove pass", "remove b1, pass, e4");
    assert_eq!(g.lines().last(), Some("1 R.BQKBNR"), "{out}");
    assert_eq!(g.lines().nth(4), Some("4 ....P..."), "{out}");
    assert!(out.contains("1. Black: pass — 0 points."), "{out}");
    // Removing the only king ends the game: the opponent scores it.
    let out = run(&format!(
        "{}{}~echo end\n",
        start("remove"),
        moves("e4, remove e8")
    ));
    assert!(
        out.contains(
            "Game over: 1-0, White wins on points, 1000 to 0: Black removed their last king."
        ),
        "{out}"
    );
}

#[test]
fn no_king_promotion_and_the_promotion_buttons() {
    let list = "a4 b5 axb5 a6 bxa6 Bb7 a7 Bc6";
    let out = run(&format!(
        "{}{}~echo ask\nalice@#club: axb8\n~echo king\nalice@#club: axb8=K\n\
         ~echo queen\nalice@#club: axb8=Q\n~echo board\nalice@#club: /board text\n~echo end\n",
        start("nokingpromo"),
        moves(list)
    ));
    let ask = section(&out, "ask");
    assert!(
        ask.contains("Which piece should the pawn become: Q, R, B, N or D?"),
        "{out}"
    );
    assert!(
        ask.contains("[buttons] Queen | Rook | Bishop | Knight | Dragon"),
        "{out}"
    );
    assert!(
        section(&out, "king").contains("The pawn cannot become a king here."),
        "{out}"
    );
    let queen = section(&out, "queen");
    assert!(
        queen.contains("5. White: axb8=Q — +4 (rank 8 +4)."),
        "{out}"
    );
    assert_eq!(
        grid(section(&out, "board")).lines().next(),
        Some("8 rQ.qkbnr"),
        "{out}"
    );
}

#[test]
fn en_passant_can_be_switched_off() {
    let list = "e4 a6 e5 d5 exd6";
    let (g, out) = board_after("", list);
    assert_eq!(g.lines().nth(2), Some("6 p..P...."), "{out}");
    assert_eq!(
        g.lines().nth(3),
        Some("5 ........"),
        "taken en passant: {out}"
    );
    let (g, out) = board_after("noep", list);
    assert!(
        out.contains("alice: En passant is off in this game (noep)"),
        "{out}"
    );
    assert_eq!(g.lines().nth(3), Some("5 ...pP..."), "{out}");
}

#[test]
fn king_of_the_hill_and_kings_run() {
    let out = run(&format!(
        "{}{}~echo end\n",
        start("koth"),
        moves("e4 a6 Ke2 a5 Ke3 a4 Kd4 Na6 Kd5")
    ));
    assert!(
        out.contains("5. White: Kd5 — +1001 (hill +1000, rank 5 +1)."),
        "{out}"
    );
    assert!(
        out.contains(
            "Game over: 1-0, White wins on points, 1001 to 1: the white king reached the hill."
        ),
        "{out}"
    );
    let out = run(&format!(
        "{}{}~echo end\n",
        start("kingsrun"),
        moves("e4 Na6 Ke2 Nb8 Ke3 Na6 Kf4 Nb8 Kf5 Na6 Kf6 Nb8 Kxg7 Na6 Kxf8")
    ));
    assert!(
        out.contains("Game over: 1-0, White wins on points, 1010 to 0: the white king reached Black's home row."),
        "{out}"
    );
}

#[test]
fn castling_twice_and_undo() {
    let list = "Nf3 Nf6 e3 e6 Be2 Be7 O-O O-O g1f1";
    let (g, out) = board_after("castles=2 undo=1", list);
    assert_eq!(g.lines().last(), Some("1 RNBQ.KR."), "{out}");
    assert_eq!(g.lines().next(), Some("8 rnbq.rk."), "{out}");
    assert_eq!(
        table_row(&out, "castlings left"),
        ["castlings", "left", "0", "1"],
        "{out}"
    );
    assert_eq!(
        table_row(&out, "undos left"),
        ["undos", "left", "1", "1"],
        "{out}"
    );
    assert!(out.contains("5. White: castle g1 f1 — 0 points."), "{out}");
    let (g, out) = board_after("", "Nf3, Nf6, e3, e6, Be2, Be7, castle e1 h1, O-O, O-O");
    assert_eq!(g.lines().last(), Some("1 RNBQ.RK."), "{out}");
    assert!(out.contains("4. White: O-O — 0 points."), "{out}");
    assert!(
        out.contains("alice: You have no castlings left (1 per game)."),
        "{out}"
    );
    let out = run(&format!(
        "{}{}~echo again\nalice@#club: g1f1\n~echo end\n",
        start(""),
        moves("Nf3, Nf6, e3, e6, Be2, Be7, O-O, d6")
    ));
    assert_eq!(
        section(&out, "again"),
        ">> #club: alice: You have no castlings left (1 per game).\n",
        "{out}"
    );
    let out = run(&format!(
        "{}{}~echo undo\nbob@#club: /undo\n~echo undone\nbob@#club: /board text\n\
         ~echo again\nbob@#club: /undo\n\
         ~echo white\nalice@#club: /undo\n~echo white-board\nalice@#club: /board text\n~echo end\n",
        start("undo=1"),
        moves("e4 d5 exd5")
    ));
    let undo = section(&out, "undo");
    assert!(
        undo.contains("Black takes back their last move and the reply (1 of 1 undos used). Points: White 0, Black 0."),
        "{out}"
    );
    assert_eq!(
        grid(section(&out, "undone")),
        "8 rnbqkbnr\n7 pppppppp\n6 ........\n5 ........\n4 ....P...\n3 ........\n2 PPPP.PPP\n1 RNBQKBNR",
        "{out}"
    );
    assert!(undo.contains("bob (Black) to move."), "{out}");
    assert!(
        section(&out, "again").contains("You have used all your undos (1 per game)."),
        "{out}"
    );
    let white = section(&out, "white");
    assert!(
        white.contains("White takes back their last move (1 of 1"),
        "{out}"
    );
    assert_eq!(
        grid(section(&out, "white-board")).lines().nth(6),
        Some("2 PPPPPPPP"),
        "{out}"
    );
}

#[test]
fn board_clock_runs_out() {
    let out = run(&format!(
        "{NEW}alice@#club: /bid white raise 1\nbob@#club: /bid time raise 1 1+0\n\
         alice@#club: e4\n~echo wait\n~wait 61\n~echo end\n"
    ));
    let flag = section(&out, "wait");
    assert!(flag.contains("bob (Black) ran out of time."), "{out}");
    assert!(
        flag.contains(
            "Game over: 1-0, White wins on points, 0 to -5000: Black ran out of time (−5000)."
        ),
        "{out}"
    );
}

/// Issue 21: castling off, en passant off, a promotion to X, an empty
/// points= and Black's castling example each get their own reason.
#[test]
fn refusals_name_the_rule_that_forbids() {
    let out = run(&format!(
        "{}~echo castle\nalice@#club: O-O\n{}~echo ep\nalice@#club: exd6\n~echo x\nalice@#club: dxc8=X\n~echo end\n",
        start("castles=0 noep"),
        moves("e4 a6 e5 d5")
    ));
    assert!(
        section(&out, "castle")
            .contains("alice: Castling is not allowed in this game (castles=0)."),
        "{out}"
    );
    assert!(
        section(&out, "ep").contains("alice: En passant is off in this game (noep)"),
        "{out}"
    );
    assert!(
        section(&out, "x").contains("alice: 'X' is not a piece: a pawn promotes to"),
        "{out}"
    );
    let out = run(&format!(
        "{NEW}~echo points\nalice@#club: /bid x raise 1 points=\n~echo end\n"
    ));
    let points = section(&out, "points");
    assert!(
        points.contains("points takes seven numbers 0…9") && !points.contains("''"),
        "{points}"
    );
    // Black's castling example is on Black's home row.
    let out = run(&format!(
        "{}{}~echo black\nbob@#club: O-O\n~echo end\n",
        start("castles=1"),
        moves("e4 e5 Ke2 Ke7 Ke1")
    ));
    let black = section(&out, "black");
    assert!(black.contains("e.g. castle e8 h8."), "{black}");
}

/// Issue 21: a game that ends on Black's move shows the number of that
/// move, not the next one, where a move limit makes the number count.
#[test]
fn a_finished_game_shows_the_last_move_number_played() {
    let out = run(&format!(
        "{}{}~echo last\nbob@#club: Qxe1\n~echo end\n",
        start("limit=10"),
        moves("f3 e5 g4 Qh4 a3")
    ));
    let last = section(&out, "last");
    assert!(last.contains("3. Black: Qxe1"), "{last}");
    assert!(last.contains("Game over: 0-1"), "{last}");
    assert!(last.contains("Move 3 of 10."), "{last}");
    assert!(!last.contains("Move 4 of"), "{last}");
}

/// The lines of an answer from the first that starts with `first` to the
/// end of its message (the buttons excepted), without the console's indent.
fn block_from<'a>(answer: &'a str, first: &str) -> Vec<&'a str> {
    lines_of(answer)
        .into_iter()
        .skip_while(|l| !l.trim_start().starts_with(first))
        .take_while(|l| !l.starts_with("[buttons]") && !l.starts_with(">> "))
        .collect()
}

/// Issue 21: `/board` and `/board text` show the clock of the player to
/// move running, in the bidding and on the board.
#[test]
fn board_shows_the_running_clock() {
    let out = run(&format!(
        "{NEW}~wait 30\n~echo bidding\nbob@#club: /board text\n~echo bidding-picture\nbob@#club: /board\n\
         alice@#club: /bid white raise 1\nbob@#club: /bid time raise 1 10+0\n\
         alice@#club: e4\nbob@#club: e5\n~wait 25\n\
         ~echo board\nbob@#club: /board\n~echo board-text\nbob@#club: /board text\n\
         ~echo move\nalice@#club: Nf3\n~echo end\n"
    ));
    // Alice's bidding clock ran 30 s of her 100.
    for name in ["bidding", "bidding-picture"] {
        assert_eq!(
            table_row(section(&out, name), "clock"),
            ["clock", "1:10", "1:40", "to", "bid"],
            "{name}: {out}"
        );
    }
    let board = section(&out, "board");
    assert!(
        board.contains("Clocks: White 9:35, Black 10:00.\n   alice (White) to move."),
        "{board}"
    );
    assert!(
        section(&out, "board-text").contains("Clocks 10+0: White 9:35, Black 10:00."),
        "{out}"
    );
    // The move charges what the clock showed.
    assert!(
        section(&out, "move").contains("Clocks: White 9:35, Black 10:00."),
        "{out}"
    );
}

/// Issue 21: each message says what changed and what the player needs,
/// once: no repeated terms on every move, no second copy of the chips and
/// clocks over the bidding table; the opening message says live or
/// correspondence and how to choose.
#[test]
fn captions_say_things_once() {
    let out = run(&format!(
        "~echo open\n{NEW}~echo bid\nalice@#club: /bid white raise 1\n\
         ~echo last-bid\nbob@#club: /bid x raise 1 koth\n{}~echo end\n",
        moves("e4 e5 Nf3")
    ));
    let open = section(&out, "open");
    assert!(
        open.contains("Live: a bidding clock of 100 s each (running out loses), then the board clocks bid for (the time target). For correspondence without clocks: /new chpok clocks=off."),
        "{open}"
    );
    let bid = section(&out, "bid");
    assert_eq!(
        bid.matches("Challenger plays White").count(),
        2,
        "note and table: {bid}"
    );
    assert_eq!(
        bid.matches("chips").count(),
        1,
        "the table's row only: {bid}"
    );
    assert_eq!(
        bid.matches("1:40").count(),
        1,
        "the table's row only: {bid}"
    );
    assert!(!bid.contains("Bidding."), "{bid}");
    assert_eq!(bid.matches("to move").count(), 1, "{bid}");
    assert!(!bid.contains("to bid."), "{bid}");
    // The terms are told once, when the bidding ends.
    let last = section(&out, "last-bid");
    assert_eq!(last.matches("Features: koth.").count(), 1, "{last}");
    let after = &out[out
        .find("~~ end")
        .map_or(0, |_| out.find("~~ last-bid").unwrap_or(0))..];
    let moves_part = &after[after.find("1. White: e4").expect("e4 announced")..];
    assert_eq!(
        moves_part.matches("Points: White 0, Black 0.").count(),
        3,
        "{moves_part}"
    );
    for repeated in ["Move ", "of 888", "No clocks", "Features:", "Clocks ("] {
        assert!(!moves_part.contains(repeated), "{repeated}: {moves_part}");
    }
    // Correspondence: said at the opening, and once at the end of the bidding.
    let out = run(
        "~echo open\nalice@#club: /new chpok chips=1 clocks=off\nbob@#club: /join\n\
         alice@#club: /bid white raise 1\n~echo last\nbob@#club: /bid x raise 1 koth\n\
         ~echo move\nalice@#club: e4\n~echo end\n",
    );
    assert!(
        section(&out, "open").contains(
            "Correspondence (clocks=off): no clocks in the bidding or on the board. For a live game on clocks: /new chpok."
        ),
        "{out}"
    );
    assert_eq!(
        section(&out, "last").matches("No clocks").count(),
        1,
        "{out}"
    );
    let mv = section(&out, "move");
    assert!(!mv.contains("lock"), "{mv}");
    assert!(!mv.contains("Features"), "{mv}");
}

/// Issue 21: the Time, Row and X raise buttons ask for the value first,
/// with buttons for the common ones; asking spends nothing.
#[test]
fn raise_buttons_ask_for_the_value() {
    let out = run(&format!(
        "{NEW}~echo ask-time\nalice@#club: /bid time raise 1 ? #1\n\
         ~echo table\nalice@#club: /board text\n\
         ~echo time\nalice@#club: /bid time raise 1 5+3 #1\n\
         ~echo ask-row\nbob@#club: /bid row raise 1 ? #1\n\
         ~echo ask-x\nbob@#club: /bid x raise 1 ? #1\n\
         ~echo x\nbob@#club: /bid x raise 1 superqueen #1\n~echo end\n"
    ));
    let joined = &out[..out.find("~~ ask-time").expect("marker")];
    assert!(
        joined.contains("White: raise 1 | Time: raise 1 | Row: raise 1 | X: raise 1 | Resign"),
        "{joined}"
    );
    let ask = section(&out, "ask-time");
    assert!(
        ask.starts_with(">> #club: alice: Raise time with 1 chip: which time control? Press a button, or type /bid time raise 1 M+S.\n   [buttons] 1+0 | 2+1 | 3+0 | 3+2 | 5+0 | 5+3 | 10+0 | 10+5 | 15+10\n"),
        "{ask}"
    );
    let table = section(&out, "table");
    assert_eq!(
        table_row(table, "time"),
        ["time", "0", "0", "random"],
        "{out}"
    );
    assert_eq!(
        table_row(table, "chips"),
        ["chips", "1", "1", "left"],
        "{out}"
    );
    let time = section(&out, "time");
    assert!(
        time.contains("Challenger raises time with 1 chip: 5+3."),
        "{time}"
    );
    let row = section(&out, "ask-row");
    assert!(
        row.contains("bob: Raise row with 1 chip: which home row?")
            && row.contains(
                "[buttons] RNBQKBNR | RNBKQBNR | RNBDKBNR | RNDQKDNR | RDBQKBDR | RNBKKBNR\n"
            ),
        "{row}"
    );
    let x = section(&out, "ask-x");
    assert!(
        x.contains("[buttons] width=6 | width=7 | width=9 | width=10 | limit=40 | limit=100 | undo=1 | castles=0 | castles=2 | koth | kingsrun | cruelkings | superqueen |"),
        "{x}"
    );
    assert!(
        section(&out, "x").contains("Opponent raises x with 1 chip: superqueen.")
            && section(&out, "x").contains("The bidding is over."),
        "{out}"
    );
}

/// Issue 21: Chpok's text tables fit a phone's 40 columns: the bidding
/// table with long values, the board of 10 files with every figure, the
/// move list with long entries.
#[test]
fn text_tables_fit_40_columns() {
    let x = "width=10 limit=500 undo=2 points=1,2,3,4,5,6,7 castles=3 koth kingsrun cruelkings superqueen newborn remove pass noep";
    let out = run(&format!(
        "alice@#club: /new chpok chips=3\nbob@#club: /join\n\
         alice@#club: /bid x raise 1 {x}\nbob@#club: /bid row raise 1 RNBQKBNRRR\n\
         alice@#club: /bid x raise 2 -width\n\
         ~echo bidding\nbob@#club: /board text\n\
         bob@#club: /bid white raise 1\nbob@#club: /bid time raise 1 180+60\n\
         bob@#club: e4\n~echo board\nalice@#club: /board text\n~echo end\n"
    ));
    let bidding = block_from(section(&out, "bidding"), "Chal.");
    assert!(bidding.len() >= 10, "{out}");
    for l in &bidding {
        assert!(l.chars().count() <= 40, "{l:?} is wider than 40:\n{out}");
    }
    assert!(
        bidding
            .iter()
            .any(|l| l.starts_with("row       0     1 RNBQKBNRRR (does not")),
        "{bidding:?}"
    );
    assert!(
        bidding
            .iter()
            .any(|l| l.starts_with("x         3     0 limit=500")),
        "{bidding:?}"
    );
    let board = block_from(section(&out, "board"), "8 ");
    assert!(board.len() >= 15, "{out}");
    for l in &board {
        assert!(l.chars().count() <= 40, "{l:?} is wider than 40:\n{out}");
    }
    assert!(
        board.contains(&"Clocks 180+60: White 3:01:00, Black"),
        "{board:?}"
    );
}
