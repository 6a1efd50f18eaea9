//! Operators: the people who run the site, a kind of account apart from visitors
//! (docs/OPERATORS.md). Passwords are argon2id; a session is a random id in an HttpOnly,
//! SameSite=Strict cookie, kept (hashed) in the database so every replica checks it, with
//! a CSRF token required on every write; repeated failures lock the account; TOTP is
//! optional. Five roles, scoped to a city or county where the role is an editor's.
//!
//! What other areas use:
//! - [`session::Operator`], the extractor for a signed-in operator (40003 without a live
//!   session, 40300 without the CSRF header on a write);
//! - [`scope::may`], the one check of who may do what where (40300 when refused);
//! - [`audit::record`], the audit row every operator write appends in its transaction;
//! - [`moderation`] and [`moderated!`], the one way to list and decide what visitors wrote
//!   that waits for a moderator (reviews, travel notes, photo contest entries).

pub mod accounts;
pub mod audit;
pub mod moderation;
pub mod password;
pub mod regions;
pub mod role;
mod routes;
pub mod scope;
pub mod session;
pub mod store;
pub mod totp;

use anyhow::Context;
use youzhe_core::{
    Area, Config, Core,
    client_ip::TrustedProxies,
    ratelimit::{Rate, RateLimiter},
};

pub use role::Role;
pub use routes::SCHEME;
pub use scope::{Action, OperatorCtx, Refusal, RegionRef, may};
pub use session::{Operator, Sessions};

/// Failures in a row before an account locks, unless `YOUZHE_OPERATOR_LOCKOUT_ATTEMPTS`.
pub const DEFAULT_LOCKOUT_ATTEMPTS: i64 = 5;
/// How long a lock lasts, unless `YOUZHE_OPERATOR_LOCKOUT_SECS`.
pub const DEFAULT_LOCKOUT_SECS: i64 = 15 * 60;

fn number(
    config: &Config,
    key: &str,
    default: i64,
    range: std::ops::RangeInclusive<i64>,
) -> anyhow::Result<i64> {
    match config.get(key) {
        None => Ok(default),
        Some(v) => v
            .parse::<i64>()
            .ok()
            .filter(|n| range.contains(n))
            .with_context(|| format!("{key} must be a whole number in {range:?}")),
    }
}

/// The operators area: sign-in, the signed-in operator, the audit log, account management.
pub fn area(core: &Core) -> anyhow::Result<Area> {
    let config = &core.config;
    let sign_in = routes::SignInRules {
        limiter: RateLimiter::shared(
            "operator_login",
            Rate::from_config(config, "YOUZHE_RATE_OPERATOR_LOGIN", Rate::per_minute(20))?,
            core.db.clone(),
        ),
        attempts: number(
            config,
            "YOUZHE_OPERATOR_LOCKOUT_ATTEMPTS",
            DEFAULT_LOCKOUT_ATTEMPTS,
            1..=100,
        )?,
        lock_ms: number(
            config,
            "YOUZHE_OPERATOR_LOCKOUT_SECS",
            DEFAULT_LOCKOUT_SECS,
            1..=86_400,
        )? * 1000,
    };
    let state = routes::OperatorsState {
        sessions: Sessions::from_core(core)?,
        proxies: TrustedProxies::from_config(config)?,
        sign_in,
    };
    Ok(Area::new("operators", routes::router(state)))
}
