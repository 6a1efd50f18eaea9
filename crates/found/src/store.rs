//! Rounds, taps, finds and hints in the database. A round is read only with its owner's
//! id; every write is one statement guarded by a unique key, so the same key twice (or two
//! taps on one difference at once) changes the state once.

use youzhe_core::{Db, with_db};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RoundRow {
    pub id: String,
    pub user_id: String,
    pub scene_id: String,
    pub started_ms: i64,
    pub deadline_ms: i64,
    pub finished_ms: Option<i64>,
    pub score: Option<i64>,
}

/// What a round holds besides its row.
#[derive(Debug, Clone, Default)]
pub struct Marks {
    /// Differences found, in the order found.
    pub found: Vec<usize>,
    /// Differences revealed by hints, in slot order.
    pub hints: Vec<usize>,
    pub misses: i64,
}

pub async fn insert_round(db: &Db, r: &RoundRow) -> sqlx::Result<()> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO found_rounds (id, user_id, scene_id, started_ms, deadline_ms) VALUES ($1, $2, $3, $4, $5)")
        .bind(&r.id).bind(&r.user_id).bind(&r.scene_id).bind(r.started_ms).bind(r.deadline_ms)
        .execute(pool).await.map(|_| ()))
}

/// The visitor's own round (another visitor's reads as missing).
pub async fn round(db: &Db, id: &str, user: &str) -> sqlx::Result<Option<RoundRow>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT id, user_id, scene_id, started_ms, deadline_ms, finished_ms, score
         FROM found_rounds WHERE id = $1 AND user_id = $2")
        .bind(id).bind(user).fetch_optional(pool).await)
}

pub async fn marks(db: &Db, id: &str) -> sqlx::Result<Marks> {
    let found: Vec<i64> = with_db!(db, pool => sqlx::query_scalar(
        "SELECT diff FROM found_hits WHERE round_id = $1 ORDER BY at_ms, diff")
        .bind(id).fetch_all(pool).await)?;
    let hints: Vec<i64> = with_db!(db, pool => sqlx::query_scalar(
        "SELECT diff FROM found_hints WHERE round_id = $1 ORDER BY slot")
        .bind(id).fetch_all(pool).await)?;
    let misses: i64 = with_db!(db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM found_taps WHERE round_id = $1 AND diff < 0")
        .bind(id).fetch_one(pool).await)?;
    Ok(Marks {
        found: found.into_iter().map(|d| d as usize).collect(),
        hints: hints.into_iter().map(|d| d as usize).collect(),
        misses,
    })
}

/// A tap as stored: (x, y, diff, fresh).
pub type TapRow = (i64, i64, i64, bool);

pub async fn tap(db: &Db, round: &str, key: &str) -> sqlx::Result<Option<TapRow>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT x, y, diff, fresh FROM found_taps WHERE round_id = $1 AND tap_key = $2")
        .bind(round).bind(key).fetch_optional(pool).await)
}

/// Records a tap under its key, in one transaction with the find it makes: `None` when the
/// key was used before (nothing written), else whether this tap found its difference first.
pub async fn record_tap(
    db: &Db,
    round: &str,
    key: &str,
    x: i64,
    y: i64,
    diff: Option<usize>,
    now: i64,
) -> sqlx::Result<Option<bool>> {
    let d = diff.map_or(-1, |d| d as i64);
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let new = sqlx::query(
            "INSERT INTO found_taps (round_id, tap_key, x, y, diff, fresh, at_ms)
             VALUES ($1, $2, $3, $4, $5, FALSE, $6) ON CONFLICT DO NOTHING")
            .bind(round).bind(key).bind(x).bind(y).bind(d).bind(now)
            .execute(&mut *tx).await?.rows_affected() == 1;
        if !new {
            tx.rollback().await?;
            return Ok(None);
        }
        let mut fresh = false;
        if d >= 0 {
            fresh = sqlx::query(
                "INSERT INTO found_hits (round_id, diff, at_ms) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING")
                .bind(round).bind(d).bind(now)
                .execute(&mut *tx).await?.rows_affected() == 1;
            if fresh {
                sqlx::query("UPDATE found_taps SET fresh = TRUE WHERE round_id = $1 AND tap_key = $2")
                    .bind(round).bind(key).execute(&mut *tx).await?;
            }
        }
        tx.commit().await?;
        Ok(Some(fresh))
    })
}

pub async fn hint_by_key(db: &Db, round: &str, key: &str) -> sqlx::Result<Option<i64>> {
    with_db!(db, pool => sqlx::query_scalar(
        "SELECT diff FROM found_hints WHERE round_id = $1 AND hint_key = $2")
        .bind(round).bind(key).fetch_optional(pool).await)
}

/// Takes hint `slot` for `diff`: false when the slot or the key was taken meanwhile.
pub async fn record_hint(
    db: &Db,
    round: &str,
    slot: usize,
    key: &str,
    diff: usize,
    now: i64,
) -> sqlx::Result<bool> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO found_hints (round_id, slot, hint_key, diff, at_ms) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING")
        .bind(round).bind(slot as i64).bind(key).bind(diff as i64).bind(now)
        .execute(pool).await.map(|r| r.rows_affected() == 1))
}

/// Ends the round unless it has ended: the first finish wins.
pub async fn finish(db: &Db, id: &str, user: &str, at: i64, score: i64) -> sqlx::Result<bool> {
    with_db!(db, pool => sqlx::query(
        "UPDATE found_rounds SET finished_ms = $1, score = $2
         WHERE id = $3 AND user_id = $4 AND finished_ms IS NULL")
        .bind(at).bind(score).bind(id).bind(user)
        .execute(pool).await.map(|r| r.rows_affected() == 1))
}

/// The visitor's rounds, newest first, and how many there are.
pub async fn mine(
    db: &Db,
    user: &str,
    offset: i64,
    limit: i64,
) -> sqlx::Result<(Vec<RoundRow>, i64)> {
    let rows = with_db!(db, pool => sqlx::query_as(
        "SELECT id, user_id, scene_id, started_ms, deadline_ms, finished_ms, score
         FROM found_rounds WHERE user_id = $1 ORDER BY started_ms DESC, id LIMIT $2 OFFSET $3")
        .bind(user).bind(limit).bind(offset).fetch_all(pool).await)?;
    let total = with_db!(db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM found_rounds WHERE user_id = $1")
        .bind(user).fetch_one(pool).await)?;
    Ok((rows, total))
}

/// The visitor's best finished score.
pub async fn best(db: &Db, user: &str) -> sqlx::Result<Option<i64>> {
    with_db!(db, pool => sqlx::query_scalar(
        "SELECT MAX(score) FROM found_rounds WHERE user_id = $1 AND score IS NOT NULL")
        .bind(user).fetch_one(pool).await)
}
