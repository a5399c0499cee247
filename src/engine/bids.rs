//! Chpok's bidding: a fixed policy over the offered bids (no search).

/// Chpok's bidding: a simple policy over the offered bids. It values
/// White most, then time (raising it to a long control), spends chips on
/// calls where the opponent put few, and always bids (the bot answers at
/// once, so its bidding clock never runs out).
pub fn bid(texts: &[String]) -> Option<String> {
    let mut best: Option<(i64, String)> = None;
    for t in texts {
        let words: Vec<&str> = t.split_whitespace().collect();
        let (target, how, chips) = match words.as_slice() {
            ["/bid", target, "call"] => (*target, "call", 0),
            ["/bid", target, "raise", c] => (*target, "raise", c.parse::<i64>().unwrap_or(99)),
            _ => continue,
        };
        let (score, text) = match (target, how) {
            ("white", "raise") => (12 - 2 * chips, t.clone()),
            ("time", "raise") => (6 - 2 * chips, format!("{t} 30+10")),
            (_, "call") => (3, t.clone()),
            _ => (1 - chips, t.clone()),
        };
        if best.as_ref().is_none_or(|(s, _)| score > *s) {
            best = Some((score, text));
        }
    }
    best.map(|(_, t)| t)
}
