//! The console's moderation queue, dashboards and live form: every operation refused to the
//! wrong role and the wrong region with nothing changed, the queue's order and paging,
//! decisions as the visitor then sees them (review status, correction status, points),
//! decided twice refused, page views and searches made here counted by the dashboards, the
//! CSV downloads' shape, bad dates named, and crowd levels entered through a session.

mod dashboard;
mod live;
mod moderation;
mod notices;

use serde_json::Value;
use youzhe_core::{testing::Store, with_db};

use crate::helpers::{TestApp, spawn_app_with};

pub const WEST_LAKE: &str = "scenic-hz-xihu";
/// In 宁波 (1202), outside every 杭州 editor's region.
pub const DONGQIAN_LAKE: &str = "scenic-nb-dongqianhu";

/// The server with the shipped content and no per-visitor limits on what visitors write.
pub async fn app(store: Store) -> TestApp {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    spawn_app_with(
        store,
        &[
            ("YOUZHE_CONTENT_DIR", &dir),
            ("YOUZHE_RATE_REVIEWS", "off"),
            ("YOUZHE_RATE_CORRECTIONS", "off"),
        ],
    )
    .await
}

/// Rows in `table` (`audit_log` or `live_crowd`).
pub async fn rows(app: &TestApp, table: &str) -> i64 {
    let sql = match table {
        "audit_log" => "SELECT COUNT(*) FROM audit_log",
        "live_crowd" => "SELECT COUNT(*) FROM live_crowd",
        other => panic!("no count for {other}"),
    };
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(sql).fetch_one(pool).await)
        .expect("count")
}

/// The audit rows of `action`, oldest first: (actor, target id).
pub async fn audited(app: &TestApp, action: &str) -> Vec<(String, String)> {
    with_db!(&app.db, pool => sqlx::query_as::<_, (String, String)>(
        "SELECT actor, target_id FROM audit_log WHERE action = $1 ORDER BY id")
        .bind(action).fetch_all(pool).await)
    .expect("audit")
}

pub fn code(body: &Value) -> i64 {
    body["code"].as_i64().unwrap_or(-1)
}
