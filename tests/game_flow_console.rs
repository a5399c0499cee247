//! A game's life in a group as new players met it (issue 27, items 3, 4
//! and 5): a draw offer stands through its offerer's own move, every ending
//! removes the buttons of the last board and of pending prompts, and while
//! a group has more than one running game every caption names its game.

mod support;

use support::*;

const EDIT: &str = "(edit): [buttons removed]";

#[test]
fn a_draw_offer_stands_through_the_offerers_own_move() {
    let out = Bot::new().run(
        "\
alice@#c: /new exchange
bob@#c: /join
alice@#c: K@a1
~echo offer
alice@#c: /draw
~echo move
alice@#c: N@c4
~echo accept
bob@#c: /draw
alice@#d: /new exchange
bob@#d: /join
alice@#d: K@a1
alice@#d: /draw
alice@#d: N@c4
~echo decline
bob@#d: R@d4
~echo new-offer
alice@#d: /draw
~echo end
",
    );
    assert!(
        section(&out, "offer").contains("alice (White) offers a draw"),
        "{out}"
    );
    // bob's board after alice's move accepts the standing offer.
    assert!(
        section(&out, "move").contains("[buttons] Accept draw | Resign"),
        "{out}"
    );
    let accept = section(&out, "accept");
    assert!(
        accept.contains("bob (Black) accepts the draw.")
            && accept.contains("Game over: 1/2-1/2, Draw by agreement."),
        "{accept}"
    );
    // bob's own move declines it: alice's next /draw is a new offer.
    assert!(
        section(&out, "decline").contains("[buttons] Offer draw | Resign"),
        "{out}"
    );
    let again = section(&out, "new-offer");
    assert!(
        again.contains("alice (White) offers a draw") && !again.contains("Game over"),
        "{again}"
    );
}

#[test]
fn every_ending_removes_the_buttons_of_the_last_board_and_of_prompts() {
    let out = Bot::new().run(
        "\
alice@#club: /new opok size=5
bob@#club: /join
~echo prompt
bob@#club: /resign
~admin #club zed
~echo admin-abort
zed@#club: /abort
~echo setup2
carol@#k: /new korpalski
dave@#k: /join
~echo prompt2
dave@#k: /resign
~echo creator-abort
carol@#k: /abort
~echo unjoined
erin@#u: /new opok
~echo closed
~wait 700000
~echo end
",
    );
    assert!(
        section(&out, "prompt").contains("[buttons] Yes, resign | No"),
        "{out}"
    );
    // The board (Resign) and the prompt (Yes, resign | No).
    let admin = section(&out, "admin-abort");
    assert!(admin.contains("Opok #1 aborted by zed"), "{admin}");
    assert_eq!(admin.matches(EDIT).count(), 2, "{admin}");
    assert!(
        section(&out, "prompt2").contains("[buttons] Yes, resign | No"),
        "{out}"
    );
    let creator = section(&out, "creator-abort");
    assert!(creator.contains("aborted by carol"), "{creator}");
    assert_eq!(creator.matches(EDIT).count(), 2, "{creator}");
    assert!(
        section(&out, "unjoined").contains("[buttons] Join"),
        "{out}"
    );
    let closed = section(&out, "closed");
    assert!(closed.contains("closed: nobody joined"), "{closed}");
    assert_eq!(closed.matches(EDIT).count(), 1, "the Join button: {closed}");
}

#[test]
fn captions_name_their_game_while_a_group_has_several() {
    let out = Bot::new().run(
        "\
alice@#club: /new korpalski
bob@#club: /join
~echo alone
alice@#club: K@c2
carol@#club: /new opok size=5
dave@#club: /join
~echo korpalski
bob@#club: K@e5
~echo opok
carol@#club: a1 3 b3
~echo board
dave@#club: /board
~echo resign
dave@#club: /resign yes
~echo alone-again
alice@#club: N@a3
~echo end
",
    );
    assert!(
        section(&out, "alone").starts_with(">> #club: 1. K@c2"),
        "one game: no name needed\n{out}"
    );
    assert!(
        section(&out, "korpalski").starts_with(">> #club: Korpalski Chess #1: 1... K@e5"),
        "{out}"
    );
    let opok = section(&out, "opok");
    assert!(
        opok.starts_with(">> #club: Opok #2: 1. First: a1 3 b3") && opok.contains("[photo "),
        "{out}"
    );
    assert!(
        section(&out, "board").starts_with(">> #club: Opok #2: "),
        "{out}"
    );
    // The last board of the game that ends names it too.
    assert!(
        section(&out, "resign").starts_with(">> #club: Opok #2: dave (Second) resigns."),
        "{out}"
    );
    assert!(
        section(&out, "alone-again").starts_with(">> #club: 2. N@a3"),
        "{out}"
    );
}
