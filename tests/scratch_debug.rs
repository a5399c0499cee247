use boardbot::engine::kriegspiel::drill;
use boardbot::engine::Level;
use boardbot::rules::kriegspiel::RuleSet;
#[test]
fn dbg() {
    let fen = std::env::var("FEN").unwrap();
    let t = drill::trial(&fen, RuleSet::Wild16, &Level::new(5), false, 1);
    println!("{:?} {}\n{}", t.mated_in, t.reason, t.record);
}
