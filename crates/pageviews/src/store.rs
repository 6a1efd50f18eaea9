//! Page views in the database: the raw views and a per-day count by page and source.

use youzhe_core::{Db, time::shanghai_day, with_db};

use crate::PageView;

/// Writes a batch in one transaction: the views and their daily counts move together.
pub async fn insert_batch(db: &Db, views: &[PageView]) -> sqlx::Result<()> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        for v in views {
            let day = shanghai_day(v.at_ms);
            let source = v.source.clone().unwrap_or_default();
            sqlx::query(
                "INSERT INTO page_views (visitor_cookie, source, share_code, page_path, day, at_ms)
                 VALUES ($1, $2, $3, $4, $5, $6)")
                .bind(&v.visitor_cookie).bind(&v.source).bind(&v.share_code)
                .bind(&v.page_path).bind(&day).bind(v.at_ms)
                .execute(&mut *tx).await?;
            sqlx::query(
                "INSERT INTO page_view_daily (day, page_path, source, views) VALUES ($1, $2, $3, 1)
                 ON CONFLICT (day, page_path, source) DO UPDATE SET views = page_view_daily.views + 1")
                .bind(&day).bind(&v.page_path).bind(&source)
                .execute(&mut *tx).await?;
        }
        tx.commit().await
    })
}

/// One row of the daily counts.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
pub struct DailyCount {
    pub day: String,
    pub page_path: String,
    /// Empty when the view had no source.
    pub source: String,
    pub views: i64,
}

/// Counts for one Shanghai day (`YYYY-MM-DD`), most viewed first.
pub async fn daily_counts(db: &Db, day: &str) -> sqlx::Result<Vec<DailyCount>> {
    let rows: Vec<(String, String, String, i64)> = with_db!(db, pool => sqlx::query_as(
        "SELECT day, page_path, source, views FROM page_view_daily WHERE day = $1
         ORDER BY views DESC, page_path, source")
        .bind(day).fetch_all(pool).await)?;
    Ok(rows
        .into_iter()
        .map(|(day, page_path, source, views)| DailyCount {
            day,
            page_path,
            source,
            views,
        })
        .collect())
}

/// All views stored (tests and operators' sanity checks).
pub async fn total(db: &Db) -> sqlx::Result<i64> {
    with_db!(db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM page_views").fetch_one(pool).await)
}
