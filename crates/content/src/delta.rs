//! Rebuilding after a small change without parsing every record again. Parsing the whole
//! store is most of a rebuild (the county outlines alone are 1.3 MB of JSON), yet a publish
//! changes one record: so the service keeps the records its snapshot was built from and,
//! when the store moved, reads only the rows written since that build began (`updated_ms`,
//! less a margin for clocks and long transactions), lays them over
//! the kept records and builds from that. Anything it cannot account for — a row deleted, a
//! row of an entity it does not know — makes it load everything, as at start.
//!
//! Either way the records end in one order, by line and then id (bytewise), so a replica that
//! loaded everything and one that applied changes build the same snapshot, on either
//! database whatever its collation.

use std::collections::HashMap;

use anyhow::Context;
use youzhe_core::{Db, with_db};

use crate::dataset::{Dataset, Lines, Record};

/// Rows stamped up to this long before the last build began are read again: a replica whose
/// clock runs behind, or an import whose transaction took a while (rows are stamped before
/// the commit), cannot slip a change under the mark.
pub const CLOCK_MARGIN_MS: i64 = 5 * 60 * 1000;

/// Puts every entity's records in the one order (line, then id).
pub fn normalise(ds: &mut Dataset) {
    macro_rules! sort {
        ($field:ident, $t:ty) => {
            ds.$field.items.sort_by(|(a_seq, a), (b_seq, b)| {
                a_seq.cmp(b_seq).then_with(|| a.key().cmp(&b.key()))
            });
        };
    }
    crate::for_each_entity!(sort);
}

/// `base` with the rows written since `since_ms` laid over it, or `None` when the result
/// would not hold exactly `stored_count` records (something was deleted, or a row belongs to
/// no known entity) or when more than a quarter of the rows are that recent: the caller then
/// loads everything.
pub async fn apply_since(
    db: &Db,
    base: &Dataset,
    base_count: i64,
    stored_count: i64,
    since_ms: i64,
) -> anyhow::Result<Option<Dataset>> {
    // Right after a large import most rows are recent: then reading everything is cheaper
    // than reading most of it and laying it over a copy.
    let recent: i64 = with_db!(db, pool =>
        sqlx::query_scalar("SELECT COUNT(*) FROM content_records WHERE updated_ms >= $1")
            .bind(since_ms).fetch_one(pool).await)?;
    if recent * 4 > stored_count {
        return Ok(None);
    }
    let rows: Vec<(String, String, i64, String)> = with_db!(db, pool =>
        sqlx::query_as("SELECT entity, id, seq, body FROM content_records WHERE updated_ms >= $1")
            .bind(since_ms).fetch_all(pool).await)?;
    let mut out = base.clone();
    let mut added: i64 = 0;
    let mut known: usize = 0;
    macro_rules! lay {
        ($field:ident, $t:ty) => {
            let mine: Vec<&(String, String, i64, String)> = rows
                .iter()
                .filter(|r| r.0 == <$t as Record>::ENTITY)
                .collect();
            if !mine.is_empty() {
                known += mine.len();
                added += lay_over(&mut out.$field, &mine)?;
            }
        };
    }
    crate::for_each_entity!(lay);
    if known != rows.len() || base_count + added != stored_count {
        return Ok(None);
    }
    normalise(&mut out);
    Ok(Some(out))
}

/// Replaces or adds `rows` in `lines`; how many were new.
fn lay_over<T: Record>(
    lines: &mut Lines<T>,
    rows: &[&(String, String, i64, String)],
) -> anyhow::Result<i64> {
    let at: HashMap<String, usize> = lines
        .items
        .iter()
        .enumerate()
        .map(|(i, (_, r))| (r.key(), i))
        .collect();
    let mut added = 0;
    for (entity, id, seq, body) in rows.iter().copied() {
        let r: T = serde_json::from_str(body)
            .with_context(|| format!("stored {entity} {id} is unreadable"))?;
        match at.get(id) {
            Some(&i) => lines.items[i] = (*seq as usize, r),
            None => {
                lines.items.push((*seq as usize, r));
                added += 1;
            }
        }
    }
    lines.present = true;
    Ok(added)
}
