//! Points (docs/POINTS.md): a ledger, never a counter. Every credit is one row that is
//! never changed, the balance is the sum of the visitor's rows, and every credit goes
//! through [`credit`]: by rule (`point_rules`), idempotent by a key, within a daily cap,
//! decided in one transaction.
//!
//! Other areas credit their visitors through [`credit`] with their own event and a key
//! that names the deed (`review-<id>`), so a retried call never credits twice.

pub mod ledger;
pub mod levels;
mod routes;
pub mod rules;

use youzhe_core::{Area, Core, auth::Auth};

pub use ledger::{Credit, Outcome, credit};

/// The points area: the visitor's balance, records, and the check-in they post.
pub fn area(core: &Core, auth: Auth) -> Area {
    Area::new(
        "points",
        routes::router(routes::PointsState {
            db: core.db.clone(),
            auth,
        }),
    )
}
