//! Reviews written in a range: how many, how many were published, the average of the
//! published ones' stars and their histogram — overall and per day (Shanghai).

use std::collections::BTreeMap;

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_content::snapshot::Snapshot;
use youzhe_core::{Db, with_db};

use super::Seen;
use crate::{
    range::{Range, day_of_number, day_string},
    targets::Targets,
};

/// Counts of one day, or of the whole range.
#[derive(Clone, Debug, Default, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewCounts {
    /// Reviews written (published, waiting or rejected).
    pub written: i64,
    pub published: i64,
    /// Of the published ones: the average stars, 0 when none.
    pub average: f64,
    /// Of the published ones: how many gave 1, 2, 3, 4 and 5 stars.
    pub stars: [i64; 5],
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct ReviewDay {
    pub day: String,
    #[serde(flatten)]
    pub counts: ReviewCounts,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct ReviewStats {
    pub from: String,
    pub to: String,
    pub total: ReviewCounts,
    /// Every day of the range, in order.
    pub days: Vec<ReviewDay>,
}

impl ReviewCounts {
    fn add(&mut self, status: &str, rating: i64, n: i64) {
        self.written += n;
        if status == "published" {
            self.published += n;
            if let Some(s) = usize::try_from(rating - 1)
                .ok()
                .and_then(|i| self.stars.get_mut(i))
            {
                *s += n;
            }
        }
    }

    fn finish(&mut self) {
        let sum: i64 = self.stars.iter().zip(1..).map(|(n, s)| n * s).sum();
        let n: i64 = self.stars.iter().sum();
        self.average = if n == 0 {
            0.0
        } else {
            (sum as f64 / n as f64 * 100.0).round() / 100.0
        };
    }
}

type Row = (String, String, String, i64, i64, i64);

pub async fn read(
    db: &Db,
    snap: &Snapshot,
    seen: &Seen,
    range: &Range,
) -> sqlx::Result<ReviewStats> {
    let (start, end) = range.ms();
    // Grouped by target and Shanghai day in the database, so a year costs one row per
    // target, day, status and star count, not one per review.
    let rows: Vec<Row> = with_db!(db, pool => sqlx::query_as(
        "SELECT target_kind, target_id, status, rating,
                (created_ms + 28800000) / 86400000 AS d, COUNT(*)
         FROM reviews WHERE created_ms >= $1 AND created_ms < $2
         GROUP BY 1, 2, 3, 4, 5")
        .bind(start).bind(end).fetch_all(pool).await)?;
    let targets = Targets::new(snap);
    let mut per: BTreeMap<i64, ReviewCounts> = BTreeMap::new();
    let mut total = ReviewCounts::default();
    for (kind, id, status, rating, d, n) in rows {
        if let Seen::Region(_) = seen
            && !seen.sees(targets.get(&kind, &id).map(|t| t.region).as_ref())
        {
            continue;
        }
        per.entry(d).or_default().add(&status, rating, n);
        total.add(&status, rating, n);
    }
    total.finish();
    let days = range
        .days()
        .into_iter()
        .map(|date| {
            let key = (crate::range::start_ms(date) + 28_800_000) / 86_400_000;
            let mut counts = per.remove(&key).unwrap_or_default();
            counts.finish();
            debug_assert_eq!(day_of_number(key), Some(date));
            ReviewDay {
                day: day_string(date),
                counts,
            }
        })
        .collect();
    Ok(ReviewStats {
        from: range.from_day(),
        to: range.to_day(),
        total,
        days,
    })
}

pub fn csv(r: &ReviewStats) -> (Vec<&'static str>, Vec<Vec<String>>) {
    let rows = r
        .days
        .iter()
        .map(|d| {
            let c = &d.counts;
            let mut row = vec![
                d.day.clone(),
                c.written.to_string(),
                c.published.to_string(),
                format!("{:.2}", c.average),
            ];
            row.extend(c.stars.iter().map(i64::to_string));
            row
        })
        .collect();
    (
        vec![
            "day",
            "written",
            "published",
            "average",
            "stars_1",
            "stars_2",
            "stars_3",
            "stars_4",
            "stars_5",
        ],
        rows,
    )
}
