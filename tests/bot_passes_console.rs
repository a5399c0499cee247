//! Opok against the computer when the player has no move (issue 27, item
//! 19): the player passes automatically, again and again, while the bot
//! keeps moving. Those passes and the bot's moves come as one message with
//! one picture, not one board per bot move.

mod support;

use boardbot::rules::opok::{parse_square, Board, Opok, Stack};
use boardbot::rules::{Game, Seat};
use support::*;

/// alice (First) has one stack of two on a1 and nothing else; the bot
/// (Second) one stack of twelve on e5. Once alice splits her stack she has
/// only stacks of one: she cannot move again, and the bot moves on alone.
fn cornered() -> String {
    let mut board = Board::empty(5);
    let mut put = |square: &str, owner: Seat, height: u16| {
        let sq = parse_square(&board, square).expect("square");
        board.set(sq, Some(Stack { owner, height }));
    };
    put("a1", Seat::White, 2);
    put("e5", Seat::Black, 12);
    let game = Opok::from_position(board, Seat::White);
    game.save().expect("save").to_string()
}

#[test]
fn the_bots_moves_while_the_player_passes_come_as_one_board() {
    let bot = Bot::new();
    let start = bot.run("alice: /new opok size=5 vs=bot level=1\n");
    assert!(start.contains("alice (First) to move"), "{start}");
    // The game as a position where alice is about to be cornered.
    let conn = rusqlite::Connection::open(bot.db()).expect("open the database");
    let changed = conn
        .execute("UPDATE games SET state = ?1 WHERE id = 1", [cornered()])
        .expect("set the position");
    assert_eq!(changed, 1);
    drop(conn);

    let out = bot.run("~echo move\nalice: a1 1 a2\n~echo end\n");
    let answer = section(&out, "move");
    let photos = answer.matches("[photo ").count();
    let messages = answer.matches(">> alice: ").count();
    // alice's move, then the bot's moves with her passes between them.
    assert_eq!(photos, 2, "{answer}");
    assert!(messages <= 3, "one message for the bot's run:\n{answer}");
    let passes = answer.matches("First has no move and passes").count();
    let bot_moves = answer.matches(". Second: ").count();
    assert!(passes >= 2, "{answer}");
    assert!(bot_moves > passes, "{answer}");
    // Nothing lost: the game played on to its end (the bot's stacks are all
    // of one by then), and the board shows it.
    assert!(answer.contains("Game over: "), "{answer}");
}
