//! Content in the database: one row per record (`content_records`). Import is an upsert by
//! stable id inside one transaction, writing only what changed; a folder with any problem
//! writes nothing.

use std::collections::HashMap;

use anyhow::Context;
use youzhe_core::{Db, time::now_ms, with_db};

use crate::{
    dataset::{self, Dataset, Lines, Problem, Problems, Record},
    for_each_entity, validate,
};

/// What an import did, per entity.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportReport {
    pub inserted: usize,
    pub updated: usize,
    pub unchanged: usize,
    pub by_entity: Vec<(&'static str, usize, usize, usize)>,
}

impl ImportReport {
    pub fn changed(&self) -> bool {
        self.inserted + self.updated > 0
    }
}

impl std::fmt::Display for ImportReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} new, {} updated, {} unchanged",
            self.inserted, self.updated, self.unchanged
        )?;
        for (e, i, u, s) in &self.by_entity {
            write!(f, "; {e}: {i}/{u}/{s}")?;
        }
        Ok(())
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error(transparent)]
    Invalid(#[from] Problems),
    #[error(transparent)]
    Storage(#[from] anyhow::Error),
}

/// One row to write.
struct Row {
    entity: &'static str,
    id: String,
    seq: i64,
    body: String,
}

/// Reads, checks and imports a folder. Nothing is written unless every file is valid.
pub async fn import_dir(db: &Db, dir: &std::path::Path) -> Result<ImportReport, ImportError> {
    let incoming = dataset::read_dir(dir)?;
    import(db, incoming).await
}

/// Checks `incoming` against what is stored (references may point at stored records) and
/// writes the records that are new or changed, all in one transaction.
pub async fn import(db: &Db, incoming: Dataset) -> Result<ImportReport, ImportError> {
    let stored = load(db).await?;
    let merged = overlay(&stored, &incoming);
    let problems: Vec<Problem> = validate::check(&merged);
    if !problems.is_empty() {
        return Err(Problems(problems).into());
    }

    let existing = stored_bodies(db).await?;
    let mut rows = Vec::new();
    let mut report = ImportReport::default();
    macro_rules! diff {
        ($field:ident, $t:ty) => {
            let (mut i, mut u, mut s) = (0, 0, 0);
            for (line, r) in &incoming.$field.items {
                let body = dataset::to_line(r)?;
                let key = (<$t as Record>::ENTITY, r.key());
                match existing.get(&key) {
                    Some((seq, old)) if *old == body && *seq == *line as i64 => s += 1,
                    Some(_) => u += 1,
                    None => i += 1,
                }
                if existing
                    .get(&key)
                    .is_none_or(|(seq, old)| *old != body || *seq != *line as i64)
                {
                    rows.push(Row {
                        entity: key.0,
                        id: key.1,
                        seq: *line as i64,
                        body,
                    });
                }
            }
            report.inserted += i;
            report.updated += u;
            report.unchanged += s;
            if incoming.$field.present {
                report.by_entity.push((<$t as Record>::ENTITY, i, u, s));
            }
        };
    }
    for_each_entity!(diff);
    write_rows(db, rows).await?;
    Ok(report)
}

async fn write_rows(db: &Db, rows: Vec<Row>) -> anyhow::Result<()> {
    if rows.is_empty() {
        return Ok(());
    }
    let now = now_ms();
    const UPSERT: &str = "INSERT INTO content_records (entity, id, seq, body, updated_ms) VALUES ($1, $2, $3, $4, $5)
        ON CONFLICT (entity, id) DO UPDATE SET seq = excluded.seq, body = excluded.body, updated_ms = excluded.updated_ms";
    with_db!(db, pool => {
        let mut tx = pool.begin().await.context("starting the import transaction")?;
        for r in &rows {
            sqlx::query(UPSERT)
                .bind(r.entity)
                .bind(&r.id)
                .bind(r.seq)
                .bind(&r.body)
                .bind(now)
                .execute(&mut *tx)
                .await
                .with_context(|| format!("writing {} {}", r.entity, r.id))?;
        }
        tx.commit().await.context("committing the import")?;
        Ok::<(), anyhow::Error>(())
    })
}

async fn stored_bodies(db: &Db) -> anyhow::Result<HashMap<(&'static str, String), (i64, String)>> {
    let rows: Vec<(String, String, i64, String)> = with_db!(db, pool =>
        sqlx::query_as("SELECT entity, id, seq, body FROM content_records").fetch_all(pool).await)?;
    Ok(rows
        .into_iter()
        .filter_map(|(e, id, seq, body)| {
            let e = dataset::ENTITIES.iter().find(|x| **x == e)?;
            Some(((*e, id), (seq, body)))
        })
        .collect())
}

/// True when no content has been imported yet.
pub async fn is_empty(db: &Db) -> anyhow::Result<bool> {
    let n: i64 = with_db!(db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM content_records").fetch_one(pool).await)?;
    Ok(n == 0)
}

/// A cheap fingerprint of the stored content: replicas compare it to notice an import
/// made elsewhere.
pub async fn fingerprint(db: &Db) -> anyhow::Result<(i64, i64)> {
    let row: (i64, Option<i64>) = with_db!(db, pool =>
        sqlx::query_as("SELECT COUNT(*), MAX(updated_ms) FROM content_records").fetch_one(pool).await)?;
    Ok((row.0, row.1.unwrap_or(0)))
}

/// Everything stored, in export order. A stored body that no longer parses (a record
/// type changed under it) is an error naming the record.
pub async fn load(db: &Db) -> anyhow::Result<Dataset> {
    Ok(load_stamped(db).await?.0)
}

/// When each stored record was last written (`updated_ms`), by entity and id.
pub(crate) type Stamps = HashMap<(String, String), i64>;

/// [`load`], with when each record was last written: what the next rebuild compares the
/// rows written since with, so it parses only those that really changed (`delta.rs`).
pub(crate) async fn load_stamped(db: &Db) -> anyhow::Result<(Dataset, Stamps)> {
    let rows: Vec<(String, String, i64, String, i64)> = with_db!(db, pool =>
        sqlx::query_as("SELECT entity, id, seq, body, updated_ms FROM content_records ORDER BY entity, seq, id").fetch_all(pool).await)?;
    let mut ds = Dataset::default();
    macro_rules! take {
        ($field:ident, $t:ty) => {
            for (entity, id, seq, body, _) in rows.iter().filter(|r| r.0 == <$t as Record>::ENTITY)
            {
                let r: $t = serde_json::from_str(body)
                    .with_context(|| format!("stored {entity} {id} is unreadable"))?;
                ds.$field.items.push((*seq as usize, r));
                ds.$field.present = true;
            }
        };
    }
    for_each_entity!(take);
    let stamps = rows
        .into_iter()
        .map(|(entity, id, _, _, stamp)| ((entity, id), stamp))
        .collect();
    Ok((ds, stamps))
}

/// `stored` with `incoming` laid over it by id: what the database will hold after import.
pub(crate) fn overlay(stored: &Dataset, incoming: &Dataset) -> Dataset {
    fn merge<T: Record>(stored: &Lines<T>, incoming: &Lines<T>) -> Lines<T> {
        if !incoming.present {
            return stored.clone();
        }
        let new_ids: std::collections::HashSet<String> = incoming.iter().map(Record::key).collect();
        let mut items: Vec<(usize, T)> = stored
            .items
            .iter()
            .filter(|(_, r)| !new_ids.contains(&r.key()))
            .cloned()
            .collect();
        // Incoming lines keep their own numbers so problems point into the new file.
        items.extend(incoming.items.iter().cloned());
        Lines {
            present: true,
            items,
        }
    }
    let mut out = Dataset::default();
    macro_rules! m {
        ($field:ident, $t:ty) => {
            out.$field = merge(&stored.$field, &incoming.$field);
        };
    }
    for_each_entity!(m);
    out
}
