//! Opok (placeholder until the module is written).
use super::*;

pub static KIND: GameKind = GameKind {
    name: "opok",
    title: "Opok",
    seat_names: ["First", "Second"],
    correspondence_options: true,
    create: |_, _| Err(Refusal::new("Opok is not ready yet.")),
    load: |_| Err("Opok is not ready yet.".into()),
    help: "",
    rules: "",
};
