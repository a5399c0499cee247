//! boardbot: turn-based board games by correspondence in Telegram chats.
pub mod render;
pub mod rules;
