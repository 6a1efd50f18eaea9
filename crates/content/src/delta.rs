//! Rebuilding after a small change without parsing every record again. Parsing the whole
//! store is most of a rebuild (the county outlines alone are 1.3 MB of JSON), yet a publish
//! changes one record: so the service keeps the records its snapshot was built from and,
//! when the store moved, lists the rows written since that build began (`updated_ms`, less a
//! margin for clocks and long transactions), reads and parses those whose `updated_ms` is not
//! the one it kept for them, lays them over the kept records and builds from that. Anything
//! it cannot account for — a row deleted, a row of an entity it does not know — makes it load
//! everything, as at start.
//!
//! Either way the records end in one order, by line and then id (bytewise), so a replica that
//! loaded everything and one that applied changes build the same snapshot, on either
//! database whatever its collation.

use std::collections::HashMap;

use anyhow::Context;
use youzhe_core::{Db, with_db};

use crate::{
    dataset::{Dataset, Lines, Record},
    store::Stamps,
};

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

/// Records rebuilt from the rows written since a build, and what those rows were.
pub struct Applied {
    pub records: Dataset,
    /// When each record was last written, the changed rows' stamps laid over the build's.
    pub stamps: Stamps,
    /// Whether any row that changed was a boundary: if none was, the county shapes are the
    /// ones of the build before and the snapshot may share them.
    pub boundaries_changed: bool,
}

/// `base` (written as `stamps` says) with the rows that changed since `since_ms` laid over
/// it, or `None` when the result would not hold exactly `stored_count` records (something
/// was deleted, or a row belongs to no known entity) or when more than a quarter of the
/// stored rows changed: the caller then loads everything.
///
/// Only the rows' stamps are listed first (no bodies): a row written since `since_ms` whose
/// `updated_ms` is the one `base` was built with is already in it — just after an import
/// every row is that recent, yet a publish changes one — so only the others are read and
/// parsed.
pub async fn apply_since(
    db: &Db,
    base: &Dataset,
    stamps: &Stamps,
    base_count: i64,
    stored_count: i64,
    since_ms: i64,
) -> anyhow::Result<Option<Applied>> {
    let listed: Vec<(String, String, i64)> = with_db!(db, pool =>
        sqlx::query_as("SELECT entity, id, updated_ms FROM content_records WHERE updated_ms >= $1")
            .bind(since_ms).fetch_all(pool).await)?;
    let changed: Vec<(String, String)> = listed
        .into_iter()
        .filter(|(entity, id, stamp)| stamps.get(&(entity.clone(), id.clone())) != Some(stamp))
        .map(|(entity, id, _)| (entity, id))
        .collect();
    // Right after a large import most rows changed: then reading everything is cheaper
    // than reading most of it one by one and laying it over a copy.
    if changed.len() as i64 * 4 > stored_count {
        return Ok(None);
    }
    let mut rows: Vec<(String, String, i64, String)> = Vec::with_capacity(changed.len());
    let mut stamps = stamps.clone();
    for (entity, id) in changed {
        let row: Option<(i64, String, i64)> = with_db!(db, pool =>
            sqlx::query_as("SELECT seq, body, updated_ms FROM content_records WHERE entity = $1 AND id = $2")
                .bind(&entity).bind(&id).fetch_optional(pool).await)?;
        // Deleted since it was listed: only a full load sees that.
        let Some((seq, body, stamp)) = row else {
            return Ok(None);
        };
        stamps.insert((entity.clone(), id.clone()), stamp);
        rows.push((entity, id, seq, body));
    }
    let boundaries_changed = rows
        .iter()
        .any(|r| r.0 == <crate::model::Boundary as Record>::ENTITY);
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
    Ok(Some(Applied {
        records: out,
        stamps,
        boundaries_changed,
    }))
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
