//! Page views for a range: by day (every day of the range, zeros included), by page (the
//! path, a place's views summed over its ids), by source (`PV_FROM_CODE`) or by share code.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::{Db, with_db};

use crate::range::{Range, day_string};

/// How page views are grouped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PageViewsBy {
    #[default]
    Day,
    Page,
    Source,
    Share,
}

impl PageViewsBy {
    pub fn word(self) -> &'static str {
        match self {
            Self::Day => "day",
            Self::Page => "page",
            Self::Source => "source",
            Self::Share => "share",
        }
    }
}

/// One group: its key (a day `YYYY-MM-DD`, a path, a source code — empty for none — or a
/// share code) and its views.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct ViewsRow {
    pub key: String,
    pub views: i64,
}

/// Page views for a range, grouped one way.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PageViews {
    pub from: String,
    pub to: String,
    pub by: PageViewsBy,
    /// Views in the range (all groups; for `share`, the views that came with a share code).
    pub total: i64,
    /// PageViewsBy day: every day in order. Otherwise the most viewed first, at most `limit`.
    pub rows: Vec<ViewsRow>,
}

pub async fn read(
    db: &Db,
    range: &Range,
    by: PageViewsBy,
    limit: usize,
) -> sqlx::Result<PageViews> {
    let (from, to) = (range.from_day(), range.to_day());
    let grouped: Vec<(String, i64)> = match by {
        PageViewsBy::Day => with_db!(db, pool => sqlx::query_as(
            "SELECT day, CAST(SUM(views) AS BIGINT) FROM page_view_daily
             WHERE day >= $1 AND day <= $2 GROUP BY day")
            .bind(&from).bind(&to).fetch_all(pool).await)?,
        PageViewsBy::Page => with_db!(db, pool => sqlx::query_as(
            "SELECT page_path, CAST(SUM(views) AS BIGINT) FROM page_view_daily
             WHERE day >= $1 AND day <= $2 GROUP BY page_path")
            .bind(&from).bind(&to).fetch_all(pool).await)?,
        PageViewsBy::Source => with_db!(db, pool => sqlx::query_as(
            "SELECT source, CAST(SUM(views) AS BIGINT) FROM page_view_daily
             WHERE day >= $1 AND day <= $2 GROUP BY source")
            .bind(&from).bind(&to).fetch_all(pool).await)?,
        PageViewsBy::Share => with_db!(db, pool => sqlx::query_as(
            "SELECT share_code, COUNT(*) FROM page_views
             WHERE day >= $1 AND day <= $2 AND share_code IS NOT NULL GROUP BY share_code")
            .bind(&from).bind(&to).fetch_all(pool).await)?,
    };
    let total = grouped.iter().map(|(_, v)| v).sum();
    let rows = match by {
        PageViewsBy::Day => {
            let per: HashMap<String, i64> = grouped.into_iter().collect();
            range
                .days()
                .into_iter()
                .map(|d| {
                    let key = day_string(d);
                    let views = per.get(&key).copied().unwrap_or(0);
                    ViewsRow { key, views }
                })
                .collect()
        }
        PageViewsBy::Page => {
            // A place's page keeps its id (`…/scenic?id=x`); by page they count as one path.
            let mut per: HashMap<String, i64> = HashMap::new();
            for (path, v) in grouped {
                let p = path.split('?').next().unwrap_or_default().to_string();
                *per.entry(p).or_default() += v;
            }
            top(per.into_iter().collect(), limit)
        }
        _ => top(grouped, limit),
    };
    Ok(PageViews {
        from,
        to,
        by,
        total,
        rows,
    })
}

fn top(mut v: Vec<(String, i64)>, limit: usize) -> Vec<ViewsRow> {
    v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    v.truncate(limit);
    v.into_iter()
        .map(|(key, views)| ViewsRow { key, views })
        .collect()
}

pub fn csv(p: &PageViews) -> (Vec<&'static str>, Vec<Vec<String>>) {
    let rows = p
        .rows
        .iter()
        .map(|r| vec![r.key.clone(), r.views.to_string()])
        .collect();
    (vec![p.by.word(), "views"], rows)
}
