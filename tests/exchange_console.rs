//! Exchange Chess through `boardbot console`, as players would type it:
//! whole games on 5×5 and 8×8 with every kind of move, the refusals (each
//! with its reason and the board unchanged) and every way a game ends.

mod support;

use support::*;

/// The `/board text` of an answer: the grid and the reserve lines under it.
fn board(answer: &str) -> String {
    let lines: Vec<&str> = answer
        .lines()
        .map(|l| l.strip_prefix("   ").unwrap_or(l))
        .collect();
    let is_rank = |l: &str| {
        let t = l.trim_start();
        let digits = t.chars().take_while(char::is_ascii_digit).count();
        digits > 0 && t[digits..].starts_with(' ')
    };
    let Some(start) = lines.iter().position(|l| is_rank(l)) else {
        panic!("no board in:\n{answer}");
    };
    let end = lines[start..]
        .iter()
        .position(|l| l.starts_with("Black reserve:"))
        .map(|i| start + i)
        .unwrap_or_else(|| panic!("no reserve lines in:\n{answer}"));
    lines[start..=end].join("\n")
}

/// The bot's one-line refusal in a section: the text after `user: `.
fn refusal<'a>(out: &'a str, name: &str, user: &str) -> &'a str {
    let s = section(out, name);
    let marker = format!("{user}: ");
    let start = s
        .find(&marker)
        .unwrap_or_else(|| panic!("no answer to {user} in {name}:\n{s}"))
        + marker.len();
    s[start..].lines().next().unwrap_or_default()
}

const START_8X8: &str = "\
alice@#club: /new exchange size=8
bob@#club: /join
";

/// A whole 8×8 game: the kings, refused drops (next to a king, giving
/// check), a swap refused and one that gives check, a capture that gives
/// check, an ambiguous knight step and the step itself, and White taking
/// the Black king.
#[test]
fn an_8x8_game_from_the_kings_to_a_captured_king() {
    let bot = Bot::new();
    let script = format!(
        "{START_8X8}\
~echo kings
alice@#club: K@a1
~echo before_drops
alice@#club: /board text
~echo next_to_king
alice@#club: Q@b2
~echo gives_check
alice@#club: Q@a8
~echo after_drops
alice@#club: /board text
~echo opening
alice@#club: R@c3
bob@#club: r@f5
alice@#club: B@d2
bob@#club: n@g3
alice@#club: N@e6
bob@#club: b@b7
~echo before_swap
alice@#club: /board text
~echo bad_swap
alice@#club: c3<>e6
~echo after_bad_swap
alice@#club: /board text
~echo swap
alice@#club: d2<>c3
~echo after_swap
alice@#club: /board text
~echo block
bob@#club: r@e5
~echo capture
alice@#club: Bxe5
~echo recapture
bob@#club: Rxe5
alice@#club: N@e2
~echo black_check
bob@#club: q@a6
bob@#club: n@c6
~echo before_step
alice@#club: /board text
~echo which
alice@#club: Nd4
~echo after_which
alice@#club: /board text
~echo step
alice@#club: Ne6d4
~echo after_step
alice@#club: /board text
bob@#club: b@f8
alice@#club: Q@d5
bob@#club: b@a3
~echo check
alice@#club: Qxe5
bob@#club: q@a8
~echo take_king
alice@#club: Qxh8
~echo final
alice@#club: /board text
~echo late
bob@#club: q@c5
~echo moves
alice@#club: /moves
~echo export
alice@#club: /export
~echo end
"
    );
    let out = bot.run(&script);

    // The kings: White's choice and Black's forced reply, White to move.
    let kings = section(&out, "kings");
    assert!(
        kings.starts_with(">> #club: 1. White: K@a1 — the king goes to a1.\n"),
        "{out}"
    );
    assert!(
        kings.contains(
            "   1... Black: K@h8 — the Black king goes to the opposite corner by itself."
        ),
        "{out}"
    );
    assert!(kings.contains("alice (White) to move."), "{out}");
    let start = board(section(&out, "before_drops"));
    assert!(start.starts_with("8 .......k\n"), "{start}");
    assert!(start.contains("\n1 K.......\n  abcdefgh\n"), "{start}");
    assert!(
        start.ends_with(
            "White reserve: Q Q Q Q Q Q Q Q R R R R R R R R B B B B B B B B N N N N N N N N\n\
             Black reserve: q q q q q q q q r r r r r r r r b b b b b b b b n n n n n n n n"
        ),
        "8 of each on 8×8:\n{start}"
    );

    // Refused drops, with their reasons; nothing changes.
    assert_eq!(
        refusal(&out, "next_to_king", "alice"),
        "b2 is next to the White king on a1: nothing may be dropped on the squares around a king."
    );
    assert_eq!(
        refusal(&out, "gives_check", "alice"),
        "A queen on a8 would attack the Black king on h8: a drop may not give check."
    );
    assert_eq!(start, board(section(&out, "after_drops")));

    let opening = section(&out, "opening");
    for line in [
        "2. White: R@c3 — drops a rook on c3.",
        "2... Black: R@f5 — drops a rook on f5.",
        "4... Black: B@b7 — drops a bishop on b7.",
    ] {
        assert!(opening.contains(line), "{line}:\n{out}");
    }

    // A swap of two men that do not attack each other is refused.
    assert_eq!(
        refusal(&out, "bad_swap", "alice"),
        "Neither the rook on c3 nor the knight on e6 attacks the other's square, so they cannot swap."
    );
    assert_eq!(
        board(section(&out, "before_swap")),
        board(section(&out, "after_bad_swap"))
    );
    // The bishop d2 attacks the rook c3: they swap, and the bishop on c3
    // now sees h8.
    let swap = section(&out, "swap");
    assert!(
        swap.starts_with(
            ">> #club: 5. White: d2<>c3+ — the bishop on d2 and the rook on c3 swap squares.\n   Check: the Black king on h8 is attacked.\n"
        ),
        "{out}"
    );
    assert!(
        swap.contains("[photo IMAGES/"),
        "a picture with each move:\n{out}"
    );
    let after_swap = board(section(&out, "after_swap"));
    assert!(
        after_swap.contains("\n3 ..B...n.\n2 ...R....\n"),
        "{after_swap}"
    );

    // Black blocks; White captures the blocker and gives check again.
    assert!(section(&out, "block").contains("5... Black: R@e5"), "{out}");
    assert!(
        section(&out, "capture").starts_with(
            ">> #club: 6. White: Bxe5+ — the bishop on c3 takes the rook on e5.\n   Check: the Black king on h8 is attacked.\n"
        ),
        "{out}"
    );
    assert!(
        section(&out, "recapture")
            .contains("6... Black: Rxe5 — the rook on f5 takes the bishop on e5."),
        "{out}"
    );
    assert_eq!(
        refusal(&out, "black_check", "bob"),
        "A queen on a6 would attack the White king on a1: a drop may not give check."
    );

    // Two knights may step to d4: the bot asks which, with buttons.
    let which = section(&out, "which");
    assert!(
        which.starts_with(">> #club: alice: Which one: N2d4 or N6d4?\n   [buttons] N2d4 | N6d4\n"),
        "{out}"
    );
    assert_eq!(
        board(section(&out, "before_step")),
        board(section(&out, "after_which"))
    );
    let step = section(&out, "step");
    assert!(
        step.starts_with(">> #club: 8. White: N6d4 — the knight steps from e6 to d4.\n"),
        "{out}"
    );
    assert!(
        board(section(&out, "after_step")).contains("\n4 ...N....\n"),
        "{out}"
    );

    // A capture that gives check, ignored; then the king falls.
    assert!(
        section(&out, "check").contains("10. White: Qxe5+ — the queen on d5 takes the rook on e5.\n   Check: the Black king on h8 is attacked."),
        "{out}"
    );
    let end = section(&out, "take_king");
    assert!(
        end.starts_with(">> #club: 11. White: Qxh8 — the queen on e5 takes the Black king!\n"),
        "{out}"
    );
    assert!(
        end.contains("\n   Game over: 1-0, White wins by capturing the king.\n"),
        "{out}"
    );
    assert!(
        board(section(&out, "final")).starts_with("8 q....b.Q\n"),
        "{out}"
    );
    assert!(
        section(&out, "late").contains("is over"),
        "no move after the end:\n{out}"
    );

    let moves = section(&out, "moves");
    assert!(
        moves.contains(
            "   1. K@a1 K@h8\n   2. R@c3 R@f5\n   3. B@d2 N@g3\n   4. N@e6 B@b7\n   5. d2<>c3+ R@e5\n   6. Bxe5+ Rxe5\n   7. N@e2 N@c6\n   8. N6d4 B@f8\n   9. Q@d5 B@a3\n   10. Qxe5+ Q@a8\n   11. Qxh8\n"
        ),
        "{out}"
    );
    let export = document(&bot, section(&out, "export"));
    for tag in [
        "[Event \"Exchange Chess\"]",
        "[Variant \"Exchange\"]",
        "[BoardSize \"8x8\"]",
        "[Result \"1-0\"]",
        "[Termination \"White wins by capturing the king.\"]",
    ] {
        assert!(export.contains(tag), "{tag}:\n{out}");
    }
    assert!(
        export.contains("1. K@a1 K@h8 2. R@c3 R@f5 3. B@d2 N@g3 4. N@e6 B@b7 5. d2<>c3+ R@e5 6. Bxe5+\nRxe5 7. N@e2"),
        "{out}"
    );
    assert!(export.contains("11. Qxh8 1-0"), "{out}");
}

/// A 5×5 game (3 of each piece) that ends when White, with an empty
/// reserve and nothing to take, swap or step, has no legal move.
#[test]
fn a_5x5_game_lost_for_want_of_a_move() {
    let bot = Bot::new();
    let out = bot.run(
        "\
alice@#c: /new exchange size=5
bob@#c: /join
alice@#c: K@a1
~echo start
alice@#c: /board text
~echo near
alice@#c: N@d4
~echo check
alice@#c: Q@c3
~echo king_again
alice@#c: K@e1
~echo turn
bob@#c: q@c3
~echo still
alice@#c: /board text
alice@#c: N@b4
bob@#c: B@a3
alice@#c: R@d2
bob@#c: Q@e2
~echo before_swap
alice@#c: /board text
~echo bad_swap
alice@#c: d2<>b4
~echo bad_capture
alice@#c: Rxa3
~echo move_to_empty
alice@#c: Rd1
~echo pawn
alice@#c: e4
~echo after_swap
alice@#c: /board text
alice@#c: N@a4
bob@#c: B@c1
alice@#c: N@a5
bob@#c: B@e1
alice@#c: B@c5
bob@#c: Q@b5
alice@#c: Q@c2
bob@#c: R@c4
alice@#c: R@d3
bob@#c: Rxc2
alice@#c: R@c3
bob@#c: Rxc3
alice@#c: Q@c4
bob@#c: Rxc4
~echo swap
alice@#c: d3<>b4
bob@#c: Qxd3
alice@#c: B@d1
bob@#c: Rxb4
alice@#c: B@e3
bob@#c: Bcxd2
alice@#c: Q@e2
bob@#c: Qxe2
alice@#c: Bxe2
bob@#c: Qxa4
alice@#c: e3<>c5
bob@#c: Bxe3
alice@#c: Bxe3
~echo last
bob@#c: Qxa5
~echo final
bob@#c: /board text
~echo after
alice@#c: Be3xd2
~echo end
",
    );
    let start = board(section(&out, "start"));
    assert_eq!(
        start,
        "5 ....k\n4 .....\n3 .....\n2 .....\n1 K....\n  abcde\n\
         White reserve: Q Q Q R R R B B B N N N\n\
         Black reserve: q q q r r r b b b n n n"
    );
    assert_eq!(
        refusal(&out, "near", "alice"),
        "d4 is next to the Black king on e5: nothing may be dropped on the squares around a king."
    );
    assert_eq!(
        refusal(&out, "check", "alice"),
        "A queen on c3 would attack the Black king on e5: a drop may not give check."
    );
    assert_eq!(
        refusal(&out, "king_again", "alice"),
        "The kings are already on the board, and kings never move."
    );
    assert!(
        refusal(&out, "pawn", "alice").starts_with("There are no pawns in Exchange Chess"),
        "{out}"
    );
    assert!(
        refusal(&out, "turn", "bob").starts_with("Not your turn"),
        "{out}"
    );
    assert_eq!(start, board(section(&out, "still")));

    assert_eq!(
        refusal(&out, "bad_swap", "alice"),
        "Neither the rook on d2 nor the knight on b4 attacks the other's square, so they cannot swap."
    );
    assert_eq!(
        refusal(&out, "bad_capture", "alice"),
        "The rook on d2 does not attack the bishop on a3, so cannot capture it."
    );
    assert_eq!(
        refusal(&out, "move_to_empty", "alice"),
        "d1 is empty: pieces move only to capture (and a knight may step where another of your knights attacks). To put a rook there from your reserve, write R@d1."
    );
    assert_eq!(
        board(section(&out, "before_swap")),
        board(section(&out, "after_swap"))
    );
    // The knight b4 attacks the rook d3: they may swap.
    assert!(
        section(&out, "swap")
            .contains("11. White: d3<>b4+ — the rook on d3 and the knight on b4 swap squares.\n   Check: the Black king on e5 is attacked."),
        "{out}"
    );

    let last = section(&out, "last");
    assert!(
        last.starts_with(
            ">> #c: 17... Black: Qxa5 — the queen on a4 takes the knight on a5.\n   White has no legal move.\n"
        ),
        "{out}"
    );
    assert!(
        last.contains("\n   Game over: 0-1, Black wins: White has no legal move.\n"),
        "{out}"
    );
    assert_eq!(
        board(section(&out, "final")),
        "5 q...k\n4 .r...\n3 b...B\n2 ....B\n1 K...b\n  abcde\n\
         White reserve: -\n\
         Black reserve: q r r n n n"
    );
    assert!(section(&out, "after").contains("is over"), "{out}");
}

/// Two drops each, then 20 swaps by each player: the 40th quiet ply draws.
#[test]
fn twenty_moves_each_without_capture_or_drop_draw() {
    let bot = Bot::new();
    let mut script = format!(
        "{START_8X8}alice@#club: K@a1\nalice@#club: Q@c4\nbob@#club: q@f5\nalice@#club: R@c5\nbob@#club: r@f4\n~echo quiet\n"
    );
    for i in 1..=20 {
        if i == 20 {
            script += "~echo last_white\n";
        }
        script += "alice@#club: c4<>c5\n";
        if i == 20 {
            script += "~echo last_black\n";
        }
        script += "bob@#club: f5<>f4\n";
    }
    script += "~echo end\n";
    let out = bot.run(&script);
    let quiet = section(&out, "quiet");
    assert!(!quiet.contains("Game over"), "{out}");
    assert!(
        quiet.contains("No capture or drop for 10 plies (5 moves each); a draw at 20 moves each."),
        "{out}"
    );
    let white = section(&out, "last_white");
    assert!(white.contains("23. White: c4<>c5"), "{out}");
    assert!(
        white
            .contains("No capture or drop for 39 plies (19½ moves each); a draw at 20 moves each."),
        "{out}"
    );
    assert!(!white.contains("Game over"), "{out}");
    let black = section(&out, "last_black");
    assert!(black.contains("23... Black: f4<>f5"), "{out}");
    assert!(
        black.contains(
            "Game over: 1/2-1/2, Draw: 20 moves by each player without a capture or a drop."
        ),
        "{out}"
    );
}

/// A game by invite on 4×4 (2 of each piece): both private chats follow
/// it, the Black king's forced placement included.
#[test]
fn a_private_game_on_4x4_by_invite() {
    let bot = Bot::new();
    let out = bot.run("alice: /new exchange size=4\n");
    let code = invite_code(&out);
    let out = bot.run(&format!(
        "bob: /join {code}\n~echo king\nalice: K@d4\n~echo turn\nbob: N@a3\n~echo drop\nalice: N@a3\n~echo board\nbob: /board text\n~echo end\n"
    ));
    let king = section(&out, "king");
    for chat in ["alice", "bob"] {
        assert!(
            king.contains(&format!(
                ">> {chat}: Exchange Chess #1 vs {}: 1. White: K@d4 — the king goes to d4.\n   1... Black: K@a1",
                if chat == "alice" { "bob" } else { "alice" }
            )),
            "{chat}:\n{out}"
        );
    }
    assert!(section(&out, "turn").contains("Not your turn"), "{out}");
    assert!(
        section(&out, "drop")
            .contains(">> bob: Exchange Chess #1 vs alice: 2. White: N@a3 — drops a knight on a3."),
        "{out}"
    );
    assert_eq!(
        board(section(&out, "board")),
        "4 ...K\n3 N...\n2 ....\n1 k...\n  abcd\nWhite reserve: Q Q R R B B N\nBlack reserve: q q r r b b n n"
    );
}

#[test]
fn options_colour_and_draw_by_agreement() {
    let bot = Bot::new();
    let out = bot.run(
        "\
~echo big
alice@#a: /new exchange size=13
~echo unknown
alice@#a: /new exchange speed=3
~echo bare
alice@#a: /new exchange 7
~echo black
carol@#b: /new exch size=5 color=black
dave@#b: /join
~echo first
dave@#b: K@e5
~echo draw
carol@#b: /draw
dave@#b: /draw
~echo default
erin@#c: /new exchange
frank@#c: /join
erin@#c: /board text
~echo help
erin@#c: /help exchange
~echo end
",
    );
    assert!(
        section(&out, "big").contains("size must be a whole number from 4 to 12, not '13'."),
        "{out}"
    );
    assert!(
        section(&out, "unknown").contains("Exchange Chess has no option 'speed'"),
        "{out}"
    );
    assert!(
        section(&out, "bare").contains("Did you mean size=7?"),
        "{out}"
    );
    assert!(
        section(&out, "black").contains("carol (Black)"),
        "the creator plays Black:\n{out}"
    );
    let first = section(&out, "first");
    assert!(
        first.contains("1. White: K@e5") && first.contains("1... Black: K@a1"),
        "{out}"
    );
    assert!(first.contains("dave (White) to move."), "{out}");
    assert!(
        section(&out, "draw").contains("Game over: 1/2-1/2, Draw by agreement."),
        "{out}"
    );
    let default = board(section(&out, "default"));
    assert!(default.starts_with("6 ......\n"), "{default}");
    assert!(
        default.contains("White reserve: K Q Q Q Q R R R R B B B B N N N N\n"),
        "{default}"
    );
    let help = section(&out, "help");
    assert!(help.contains("b2<>d4") && help.contains("R@c3"), "{out}");
    // Q@c3 would check the king on the opposite corner: not an example.
    assert!(!help.contains("Q@c3"), "{out}");
}

/// Issue 21: refusals suggest only legal moves, quote what was typed, say
/// whose man is in the way; `/moves` ends with the result.
#[test]
fn refusals_suggest_only_legal_moves_and_moves_end_with_the_result() {
    let bot = Bot::new();
    let out = bot.run(
        "alice@#c: /new exchange\nbob@#c: /join\nalice@#c: K@a1\n\
         ~echo check\nalice@#c: Q@c3\n~echo two\nalice@#c: Q@c3 R@d4\n\
         alice@#c: N@c4\nbob@#c: R@d4\nalice@#c: N@e1\nbob@#c: R@c2\n\
         ~echo own\nalice@#c: c4xe1\n~echo whose\nalice@#c: R@d4\n~echo rook\nalice@#c: Rc6\n\
         ~echo resign\nalice@#c: /resign yes\n~echo moves\nalice@#c: /moves\n~echo end\n",
    );
    let check = section(&out, "check");
    assert!(
        check.contains(
            "A queen on c3 would attack the Black king on f6: a drop may not give check."
        ),
        "{check}"
    );
    let two = section(&out, "two");
    assert!(
        two.contains("'Q@c3 R@d4' holds more than one move: type one move at a time."),
        "{two}"
    );
    // c4<>e1 is no legal swap (the knights do not attack each other), so it
    // is not suggested.
    let own = section(&out, "own");
    assert!(
        own.contains("e1 holds your own knight: pieces move only to capture.")
            && !own.contains("<>"),
        "{own}"
    );
    assert!(
        section(&out, "whose").contains("d4 is not empty: Black's rook stands there."),
        "{out}"
    );
    // R@c6 would check the king on f6: not suggested.
    let rook = section(&out, "rook");
    assert!(
        rook.contains("You have no rook on the board.") && !rook.contains("R@c6"),
        "{rook}"
    );
    let moves = section(&out, "moves");
    assert!(
        moves.ends_with("3. N@e1 R@c2\n   Result: 0-1, Black wins by resignation.\n"),
        "{moves}"
    );
}
