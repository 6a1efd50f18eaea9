//! Operators' reports in the database: every crowd level and weather reading with the time
//! it was observed and its time-to-live. Reads take the latest observation per place or
//! city; reports older than a week are pruned as new ones arrive.

use youzhe_core::{Db, with_db};

/// How long reports are kept (the pages only ever show the latest).
pub const KEEP_MS: i64 = 7 * 86_400_000;

#[derive(Clone, Debug, PartialEq)]
pub struct CrowdRow {
    pub place_id: String,
    pub level: String,
    pub observed_ms: i64,
    pub ttl_secs: i64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct WeatherRow {
    pub city_id: u32,
    pub text: String,
    pub temperature_c: f64,
    pub observed_ms: i64,
    pub ttl_secs: i64,
}

pub async fn insert_crowd(db: &Db, row: &CrowdRow, now_ms: i64) -> sqlx::Result<()> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        sqlx::query(
            "INSERT INTO live_crowd (place_id, level, observed_ms, ttl_secs, received_ms)
             VALUES ($1, $2, $3, $4, $5)")
            .bind(&row.place_id).bind(&row.level).bind(row.observed_ms).bind(row.ttl_secs).bind(now_ms)
            .execute(&mut *tx).await?;
        sqlx::query("DELETE FROM live_crowd WHERE place_id = $1 AND observed_ms < $2")
            .bind(&row.place_id).bind(now_ms - KEEP_MS)
            .execute(&mut *tx).await?;
        tx.commit().await
    })
}

pub async fn insert_weather(db: &Db, row: &WeatherRow, now_ms: i64) -> sqlx::Result<()> {
    let city = i64::from(row.city_id);
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        sqlx::query(
            "INSERT INTO live_weather (city_id, text, temperature_c, observed_ms, ttl_secs, received_ms)
             VALUES ($1, $2, $3, $4, $5, $6)")
            .bind(city).bind(&row.text).bind(row.temperature_c).bind(row.observed_ms).bind(row.ttl_secs).bind(now_ms)
            .execute(&mut *tx).await?;
        sqlx::query("DELETE FROM live_weather WHERE city_id = $1 AND observed_ms < $2")
            .bind(city).bind(now_ms - KEEP_MS)
            .execute(&mut *tx).await?;
        tx.commit().await
    })
}

/// The latest report of every place that has one.
pub async fn latest_crowd(db: &Db) -> sqlx::Result<Vec<CrowdRow>> {
    let rows: Vec<(String, String, i64, i64)> = with_db!(db, pool => sqlx::query_as(
        "SELECT c.place_id, c.level, c.observed_ms, c.ttl_secs FROM live_crowd c
         WHERE NOT EXISTS (SELECT 1 FROM live_crowd d WHERE d.place_id = c.place_id
             AND (d.observed_ms > c.observed_ms OR (d.observed_ms = c.observed_ms AND d.id > c.id)))")
        .fetch_all(pool).await)?;
    Ok(rows
        .into_iter()
        .map(|(place_id, level, observed_ms, ttl_secs)| CrowdRow {
            place_id,
            level,
            observed_ms,
            ttl_secs,
        })
        .collect())
}

/// The latest reading of every city that has one.
pub async fn latest_weather(db: &Db) -> sqlx::Result<Vec<WeatherRow>> {
    let rows: Vec<(i64, String, f64, i64, i64)> = with_db!(db, pool => sqlx::query_as(
        "SELECT w.city_id, w.text, w.temperature_c, w.observed_ms, w.ttl_secs FROM live_weather w
         WHERE NOT EXISTS (SELECT 1 FROM live_weather v WHERE v.city_id = w.city_id
             AND (v.observed_ms > w.observed_ms OR (v.observed_ms = w.observed_ms AND v.id > w.id)))")
        .fetch_all(pool).await)?;
    Ok(rows
        .into_iter()
        .map(
            |(city_id, text, temperature_c, observed_ms, ttl_secs)| WeatherRow {
                city_id: u32::try_from(city_id).unwrap_or(0),
                text,
                temperature_c,
                observed_ms,
                ttl_secs,
            },
        )
        .collect())
}

/// Reports stored (tests: nothing is written after a refusal).
pub async fn counts(db: &Db) -> sqlx::Result<(i64, i64)> {
    let crowd: i64 = with_db!(db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM live_crowd").fetch_one(pool).await)?;
    let weather: i64 = with_db!(db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM live_weather").fetch_one(pool).await)?;
    Ok((crowd, weather))
}
