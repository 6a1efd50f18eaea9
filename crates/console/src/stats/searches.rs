//! What visitors searched for in a range (the search log: normalised words per day), most
//! searched first; or only the searches that found nothing — the content's gaps.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{Db, with_db};

use crate::range::Range;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema, sqlx::FromRow)]
pub struct SearchRow {
    /// The words as logged: half-width, lower case, single spaces.
    pub query: String,
    /// Times searched in the range.
    pub searches: i64,
    /// Of those, the times it found nothing.
    pub empty: i64,
    /// Results found, as the day's latest search found them: the most of the range's days
    /// (in the list of gaps, the fewest — 0).
    pub results: i64,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchStats {
    pub from: String,
    pub to: String,
    /// True: only searches that found nothing, most often first.
    pub empty_only: bool,
    pub rows: Vec<SearchRow>,
}

pub async fn read(
    db: &Db,
    range: &Range,
    empty_only: bool,
    limit: i64,
) -> sqlx::Result<SearchStats> {
    let (from, to) = (range.from_day(), range.to_day());
    let rows: Vec<SearchRow> = if empty_only {
        with_db!(db, pool => sqlx::query_as(
            "SELECT query, CAST(SUM(searches) AS BIGINT) AS searches,
                    CAST(SUM(empty) AS BIGINT) AS empty, CAST(MIN(results) AS BIGINT) AS results
             FROM search_daily WHERE day >= $1 AND day <= $2
             GROUP BY query HAVING SUM(empty) > 0
             ORDER BY SUM(empty) DESC, query LIMIT $3")
            .bind(&from).bind(&to).bind(limit).fetch_all(pool).await)?
    } else {
        with_db!(db, pool => sqlx::query_as(
            "SELECT query, CAST(SUM(searches) AS BIGINT) AS searches,
                    CAST(SUM(empty) AS BIGINT) AS empty, CAST(MAX(results) AS BIGINT) AS results
             FROM search_daily WHERE day >= $1 AND day <= $2
             GROUP BY query ORDER BY SUM(searches) DESC, query LIMIT $3")
            .bind(&from).bind(&to).bind(limit).fetch_all(pool).await)?
    };
    Ok(SearchStats {
        from,
        to,
        empty_only,
        rows,
    })
}

pub fn csv(s: &SearchStats) -> (Vec<&'static str>, Vec<Vec<String>>) {
    let rows = s
        .rows
        .iter()
        .map(|r| {
            vec![
                r.query.clone(),
                r.searches.to_string(),
                r.empty.to_string(),
                r.results.to_string(),
            ]
        })
        .collect();
    (vec!["query", "searches", "empty", "results"], rows)
}
