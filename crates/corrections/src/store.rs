//! Corrections in the database. A visitor's reads are scoped to them; decisions are in
//! [`crate::moderation`].

use youzhe_core::{Db, with_db};

use crate::input::Checked;

/// A stored correction.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct Row {
    pub id: i64,
    pub reporter: String,
    pub target_kind: String,
    pub target_id: String,
    pub kind: String,
    pub body: String,
    pub lat: Option<f64>,
    pub lng: Option<f64>,
    pub phone: Option<String>,
    pub media_ids: String,
    pub status: String,
    pub reason: Option<String>,
    pub note: Option<String>,
    pub points: i64,
    pub created_ms: i64,
    pub decided_ms: Option<i64>,
}

impl Row {
    /// The photos' ids in the visitor's order.
    pub fn media(&self) -> Vec<String> {
        split_ids(&self.media_ids)
    }
}

pub(crate) fn split_ids(s: &str) -> Vec<String> {
    s.split(',')
        .filter(|v| !v.is_empty())
        .map(str::to_string)
        .collect()
}

/// `SELECT <every column> FROM corrections` followed by the rest, as one literal.
macro_rules! select {
    ($rest:literal) => {
        concat!(
            "SELECT id, reporter, target_kind, target_id, kind, body, lat, lng, phone, media_ids,
                    status, reason, note, points, created_ms, decided_ms FROM corrections ",
            $rest
        )
    };
}

/// The outcome of sending a correction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sent {
    /// Stored as received, with this id.
    Stored(i64),
    /// The visitor already has `MAX_OPEN_PER_TARGET` undecided corrections of this thing.
    TooManyOpen,
}

/// Stores a received correction, unless the visitor has `max_open` undecided ones about
/// the same thing already. One transaction: a refused one leaves nothing behind.
pub async fn insert(
    db: &Db,
    reporter: &str,
    c: &Checked,
    at_ms: i64,
    max_open: i64,
) -> sqlx::Result<Sent> {
    let (lat, lng) = c.location.map(|p| (p.lat(), p.lng())).unzip();
    // PostgreSQL runs concurrent transactions side by side: two sends that each count
    // two open corrections would both commit. A lock on (reporter, thing), held until the
    // transaction ends, makes them count one after the other. SQLite needs none: the
    // insert below takes its one write lock before the count.
    let lock = (db.kind() == "postgres")
        .then(|| format!("corrections:{reporter}:{}:{}", c.target_kind, c.target_id));
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        if let Some(key) = &lock {
            sqlx::query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))")
                .bind(key)
                .execute(&mut *tx)
                .await?;
        }
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO corrections (reporter, target_kind, target_id, kind, body, lat, lng,
                 phone, media_ids, status, created_ms)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'received', $10) RETURNING id")
            .bind(reporter).bind(c.target_kind).bind(&c.target_id).bind(c.kind).bind(&c.text)
            .bind(lat).bind(lng).bind(c.phone.as_deref()).bind(c.media_ids.join(","))
            .bind(at_ms)
            .fetch_one(&mut *tx).await?;
        let open: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM corrections
             WHERE reporter = $1 AND target_kind = $2 AND target_id = $3 AND status = 'received'")
            .bind(reporter).bind(c.target_kind).bind(&c.target_id)
            .fetch_one(&mut *tx).await?;
        if open > max_open {
            tx.rollback().await?;
            return Ok(Sent::TooManyOpen);
        }
        tx.commit().await?;
        Ok(Sent::Stored(id))
    })
}

/// One of the visitor's corrections; `None` for an id that is not theirs.
pub async fn own(db: &Db, reporter: &str, id: i64) -> sqlx::Result<Option<Row>> {
    with_db!(db, pool => sqlx::query_as(select!("WHERE id = $1 AND reporter = $2")).bind(id).bind(reporter).fetch_optional(pool).await)
}

/// One page of the visitor's corrections, newest first, and how many they have.
pub async fn page(
    db: &Db,
    reporter: &str,
    limit: i64,
    offset: i64,
) -> sqlx::Result<(Vec<Row>, i64)> {
    with_db!(db, pool => {
        let rows: Vec<Row> = sqlx::query_as(
            select!("WHERE reporter = $1 ORDER BY id DESC LIMIT $2 OFFSET $3"))
            .bind(reporter).bind(limit).bind(offset)
            .fetch_all(pool).await?;
        let total: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM corrections WHERE reporter = $1")
            .bind(reporter).fetch_one(pool).await?;
        Ok((rows, total))
    })
}
