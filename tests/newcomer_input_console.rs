//! What new players type and the bot must take, or answer well (issue 27,
//! items 2, 12 and 14): squares typed on a Cyrillic keyboard in every move
//! form of every game, a board move of a piece still in the reserve, the
//! ways of naming a game before a move, words after a move, `/new` options
//! without `=`, a capture onto an empty square, and the promotion prompt's
//! example.

mod support;

use support::*;

/// The answer to the line after `~echo name` must be an accepted move (the
/// move's announcement starting with `head`), not a refusal.
fn accepted(out: &str, name: &str, head: &str) {
    let answer = section(out, name);
    assert!(
        answer.starts_with(&format!(">> {head}")),
        "{name} was not accepted:\n{answer}"
    );
}

/// Cyrillic `К р а с е` and `Ф` throughout: every square below is typed
/// with Cyrillic look-alikes of its file letter (`с2` is Cyrillic с).
#[test]
fn squares_typed_on_a_cyrillic_keyboard_work_in_every_move_form() {
    let out = Bot::new().run(
        "\
alice@#k: /new korpalski
bob@#k: /join
~echo k-king
alice@#k: Кр@с2
~echo k-king2
bob@#k: Кр@е5
~echo k-knight
alice@#k: К@а3
~echo k-slash
bob@#k: п/е6
carol@#x: /new exchange
dave@#x: /join
~echo x-king
carol@#x: Кр@а1
~echo x-queen
carol@#x: Ф@е1
erin@#o: /new opok size=5
fred@#o: /join
~echo o-count
erin@#o: а1 3 а4
~echo o-path
fred@#o: е5-е4-е3
alice@#c: /new chpok chips=1
bob@#c: /join
alice@#c: /bid white raise 1
bob@#c: /bid x raise 1 remove
~echo c-remove
alice@#c: remove е2
~echo c-remove2
bob@#c: remove Е7
alice@#c: a4
bob@#c: b5
alice@#c: axb5
bob@#c: a6
alice@#c: bxa6
bob@#c: Bb7
alice@#c: a7
bob@#c: Bc6
~echo c-promotion
alice@#c: ахb8=Ф
~echo end
",
    );
    accepted(&out, "k-king", "#k: 1. K@c2");
    accepted(&out, "k-king2", "#k: 1... K@e5");
    accepted(&out, "k-knight", "#k: 2. N@a3");
    accepted(&out, "k-slash", "#k: 2... P@e6");
    accepted(&out, "x-king", "#x: 1. White: K@a1");
    accepted(&out, "x-queen", "#x: 2. White: Q@e1");
    accepted(&out, "o-count", "#o: 1. First: a1 3 a4");
    accepted(&out, "o-path", "#o: 1. Second: e5 2 e3");
    accepted(&out, "c-remove", "#c: 1. White: remove e2");
    accepted(&out, "c-remove2", "#c: 1. Black: remove e7");
    accepted(&out, "c-promotion", "#c: 6. White: axb8=Q");
}

#[test]
fn a_piece_named_for_a_board_move_from_the_reserve_gets_its_drop() {
    let out = Bot::new().run(
        "alice@#k: /new korpalski\nbob@#k: /join\nalice@#k: K@a1\nbob@#k: K@h8\n\
         ~echo knight\nalice@#k: Nf3\n~echo queen\nalice@#k: Qd4\n~echo end\n",
    );
    assert_eq!(
        section(&out, "knight"),
        ">> #k: alice: You have no knight on the board; to drop one: N@f3.\n"
    );
    // Q@d4 would give check: another square where the queen may go.
    let queen = section(&out, "queen");
    assert!(
        queen.contains("You have no queen on the board; to drop one: Q@")
            && !queen.contains("Q@d4"),
        "{queen}"
    );
}

/// alice plays Korpalski #1 against bob and #2 against carol in #club.
const TWO_GAMES: &str = "\
alice@#club: /new korpalski
bob@#club: /join
alice@#club: /new korpalski
carol@#club: /join
";

#[test]
fn every_way_of_naming_the_game_before_a_move_is_taken() {
    let out = Bot::new().run(&format!(
        "{TWO_GAMES}\
~echo plain
alice@#club: K@a1
~echo colon
alice@#club: #2: K@a1
~echo glued
alice@#club: #1K@c2
carol@#club: K@h8
~echo spaced
alice@#club: # 2 N@c3
bob@#club: K@e5
~echo bare
alice@#club: 1 N@b3
~echo move-number
carol@#club: 7 N@f6
~echo talk
carol@#club: 5 minutes left
~echo end
"
    ));
    // Without a number the bot asks, with an example that works.
    assert!(
        section(&out, "plain").contains("Put #N before the move (#1 K@a1)"),
        "{out}"
    );
    accepted(&out, "colon", "#club: Korpalski Chess #2: 1. K@a1");
    accepted(&out, "glued", "#club: Korpalski Chess #1: 1. K@c2");
    accepted(&out, "spaced", "#club: Korpalski Chess #2: 2. N@c3");
    accepted(&out, "bare", "#club: Korpalski Chess #1: 2. N@b3");
    // carol plays no game #7: a move number, left out.
    accepted(&out, "move-number", "#club: Korpalski Chess #2: 2... N@f6");
    assert_eq!(section(&out, "talk"), "", "conversation stays unanswered");
}

#[test]
fn rough_input_gets_a_sensible_answer() {
    let out = Bot::new().run(
        "\
alice: /new korpalski vs=bot
~echo please
alice: K@e4 please
~echo two
alice: K@e4 Nf3
~echo size
bob: /new opok size 9 vs bot
~echo size-spaced
carol: /new opok size = 6 vs=bot
dave@#k: /new korpalski
erin@#k: /join
dave@#k: K@a1
erin@#k: K@h8
dave@#k: P@c7
erin@#k: P@d7
~echo capture
dave@#k: cxd8
~echo capture-q
dave@#k: cxd8=Q
~echo end
",
    );
    let please = section(&out, "please");
    assert!(
        please.contains("'please' after K@e4 is not part of a move: send the move alone."),
        "{please}"
    );
    assert!(!please.contains("e4please"), "{please}");
    assert!(
        section(&out, "two").contains("'Nf3' after K@e4 is not part of a move"),
        "{out}"
    );
    // 9×9: 81 checkers each.
    assert!(
        section(&out, "size").contains("First: 1 square, 81 checkers."),
        "{out}"
    );
    assert!(
        section(&out, "size-spaced").contains("First: 1 square, 36 checkers."),
        "{out}"
    );
    // c7 and d7 are no en passant: d8 is simply empty.
    for name in ["capture", "capture-q"] {
        assert_eq!(
            section(&out, name),
            ">> #k: dave: There is nothing to capture on d8.\n",
            "{out}"
        );
    }
}

/// Chpok lets a pawn become a king, but the prompt's example is a queen.
#[test]
fn the_promotion_prompt_suggests_a_queen() {
    let out = Bot::new().run(
        "\
alice@#c: /new chpok chips=1
bob@#c: /join
alice@#c: /bid white raise 1
bob@#c: /bid time raise 1 10+0
alice@#c: a4
bob@#c: b5
alice@#c: axb5
bob@#c: a6
alice@#c: bxa6
bob@#c: Bb7
alice@#c: a7
bob@#c: Bc6
~echo ask
alice@#c: axb8
~echo end
",
    );
    let ask = section(&out, "ask");
    assert!(
        ask.contains("Which piece should the pawn become: K, Q, R, B, N or D? For example axb8=Q."),
        "{ask}"
    );
}
