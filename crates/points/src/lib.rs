//! Points (docs/POINTS.md): a ledger, never a counter. Every credit is one row that is
//! never changed, the balance is the sum of the visitor's rows, and every credit goes
//! through [`credit`]: by rule (`point_rules`), idempotent by a key, within a daily cap,
//! decided in one transaction.
//!
//! Other areas credit their visitors through [`credit`] with their own event and a key
//! that names the deed (`review-<id>`), so a retried call never credits twice.

pub mod ledger;
pub mod levels;
pub mod personal_data;
mod routes;
pub mod rules;

use youzhe_core::{
    Area, Core,
    auth::Auth,
    ratelimit::{Rate, RateLimiter},
};

pub use ledger::{Credit, Debit, Outcome, TxConn, credit, credit_in, debit_in};

/// How often one visitor may post to `Open/integral` (COUNT/SECONDS or `off`).
pub const RATE_KEY: &str = "YOUZHE_RATE_POINTS";
pub const DEFAULT_RATE: Rate = Rate::per_minute(30);

/// The points area: the visitor's balance, records, and the check-in they post.
pub fn area(core: &Core, auth: Auth) -> anyhow::Result<Area> {
    let limiter = RateLimiter::local(Rate::from_config(&core.config, RATE_KEY, DEFAULT_RATE)?);
    Ok(Area::new(
        "points",
        routes::router(routes::PointsState {
            db: core.db.clone(),
            auth,
            limiter,
        }),
    ))
}
