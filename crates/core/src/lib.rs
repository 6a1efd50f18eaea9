//! What every Youzhe area shares: configuration, storage on SQLite or PostgreSQL, the
//! response envelope with its one error type, validated extractors, paging and time.
//!
//! Areas (identity, content, places, …) live in their own crates and hand the server an
//! [`area::Area`]: a router with its OpenAPI description and an optional stop hook.

pub mod area;
pub mod auth;
pub mod bounded;
pub mod cache;
pub mod client_ip;
pub mod config;
pub mod contract;
pub mod csv;
pub mod db;
pub mod envelope;
pub mod error;
pub mod extract;
pub mod kept;
pub mod kv;
pub mod mask;
pub mod page;
pub mod personal_data;
pub mod ratelimit;
pub mod report;
pub mod secret;
pub mod sensitive;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
pub mod time;
pub mod words;

pub use area::{Area, Core};
pub use bounded::Bounded;
pub use config::Config;
pub use db::Db;
pub use envelope::{Envelope, ok};
pub use error::{ApiError, ApiResult};
pub use secret::Secret;
