//! Corrections' time to answer: of those received in a range, how many were answered and
//! how long that took (median and 90th percentile, by nearest rank), how many are still
//! open; and how many are open now, whenever received. Per day too (by the day received).

use std::collections::BTreeMap;

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_content::snapshot::Snapshot;
use youzhe_core::{Db, with_db};

use super::{Seen, quantile};
use crate::{
    range::{Range, day_string, start_ms},
    targets::Targets,
};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnswerTimes {
    pub received: i64,
    /// Accepted or rejected.
    pub answered: i64,
    /// Received in the range and not answered yet.
    pub open: i64,
    /// Time from receipt to answer, milliseconds; null when none was answered.
    pub median_ms: Option<i64>,
    pub p90_ms: Option<i64>,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct CorrectionDay {
    pub day: String,
    #[serde(flatten)]
    pub times: AnswerTimes,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CorrectionStats {
    pub from: String,
    pub to: String,
    pub total: AnswerTimes,
    /// Corrections waiting for an answer now, whenever received.
    pub open_now: i64,
    /// Every day of the range, by the day corrections were received.
    pub days: Vec<CorrectionDay>,
}

#[derive(Default)]
struct Acc {
    received: i64,
    open: i64,
    waits: Vec<i64>,
}

impl Acc {
    fn finish(mut self) -> AnswerTimes {
        self.waits.sort_unstable();
        AnswerTimes {
            received: self.received,
            answered: self.waits.len() as i64,
            open: self.open,
            median_ms: quantile(&self.waits, 0.5),
            p90_ms: quantile(&self.waits, 0.9),
        }
    }
}

type Row = (String, String, String, i64, Option<i64>);

pub async fn read(
    db: &Db,
    snap: &Snapshot,
    seen: &Seen,
    range: &Range,
) -> sqlx::Result<CorrectionStats> {
    let (start, end) = range.ms();
    let rows: Vec<Row> = with_db!(db, pool => sqlx::query_as(
        "SELECT target_kind, target_id, status, created_ms, decided_ms FROM corrections
         WHERE created_ms >= $1 AND created_ms < $2")
        .bind(start).bind(end).fetch_all(pool).await)?;
    let open_rows: Vec<(String, String)> = with_db!(db, pool => sqlx::query_as(
        "SELECT target_kind, target_id FROM corrections WHERE status = 'received'")
        .fetch_all(pool).await)?;
    let targets = Targets::new(snap);
    let visible = |kind: &str, id: &str| match seen {
        Seen::All => true,
        Seen::Region(_) => seen.sees(targets.get(kind, id).map(|t| t.region).as_ref()),
    };
    let mut total = Acc::default();
    let mut per: BTreeMap<i64, Acc> = BTreeMap::new();
    for (kind, id, status, created, decided) in rows {
        if !visible(&kind, &id) {
            continue;
        }
        let day = (created + 28_800_000) / 86_400_000;
        let acc = per.entry(day).or_default();
        for a in [&mut total, acc] {
            a.received += 1;
            match decided {
                Some(d) if status != "received" => a.waits.push((d - created).max(0)),
                _ => a.open += 1,
            }
        }
    }
    let open_now = open_rows.iter().filter(|(k, i)| visible(k, i)).count() as i64;
    let days = range
        .days()
        .into_iter()
        .map(|date| {
            let key = (start_ms(date) + 28_800_000) / 86_400_000;
            CorrectionDay {
                day: day_string(date),
                times: per.remove(&key).unwrap_or_default().finish(),
            }
        })
        .collect();
    Ok(CorrectionStats {
        from: range.from_day(),
        to: range.to_day(),
        total: total.finish(),
        open_now,
        days,
    })
}

pub fn csv(c: &CorrectionStats) -> (Vec<&'static str>, Vec<Vec<String>>) {
    let opt = |v: Option<i64>| v.map(|n| n.to_string()).unwrap_or_default();
    let rows = c
        .days
        .iter()
        .map(|d| {
            let t = &d.times;
            vec![
                d.day.clone(),
                t.received.to_string(),
                t.answered.to_string(),
                t.open.to_string(),
                opt(t.median_ms),
                opt(t.p90_ms),
            ]
        })
        .collect();
    (
        vec!["day", "received", "answered", "open", "median_ms", "p90_ms"],
        rows,
    )
}
