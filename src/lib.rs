//! boardbot: turn-based board games by correspondence in Telegram chats.
//!
//! Data flows one way: a transport ([`console`], `telegram`) turns a chat
//! message into a [`core::Incoming`]; the [`core`] handles it in one SQLite
//! transaction ([`store`]) using the pure game rules ([`rules`]), which
//! describe boards as [`view::View`]s that the renderer ([`render`]) draws,
//! and queues [`core::Outgoing`] messages that the transport delivers once
//! they are committed. [`web`] serves the board as
//! a Telegram Mini App on the same runtime; [`ops`] holds what an operator
//! needs on a server: webhooks, health, metrics, backups.
pub mod bench;
pub mod config;
pub mod console;
pub mod core;
pub mod engine;
pub mod i18n;
pub mod message;
pub mod ops;
pub mod ratings;
pub mod records;
pub mod render;
pub mod rules;
pub mod store;
pub mod telegram;
pub mod view;
pub mod web;
