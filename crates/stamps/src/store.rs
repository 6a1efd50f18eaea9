//! Stamps in the database. Every read and write names the visitor: a stamp is its owner's.

use youzhe_campaigns::{engine::TxConn, on_conn};
use youzhe_core::{Db, with_db};

/// A stamp as stored.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct StampRow {
    pub place_id: String,
    pub idempotency_key: String,
    pub distance_m: i64,
    pub at_ms: i64,
    pub chance: Option<String>,
}

macro_rules! stamp_sql {
    ($where:literal) => {
        concat!(
            "SELECT place_id, idempotency_key, distance_m, at_ms, chance FROM stamps
             WHERE campaign_id = $1 AND user_id = $2 AND ",
            $where
        )
    };
}

/// The visitor's stamp made with `key` in this campaign.
pub async fn by_key(
    db: &Db,
    campaign: &str,
    user: &str,
    key: &str,
) -> sqlx::Result<Option<StampRow>> {
    with_db!(db, pool => sqlx::query_as(stamp_sql!("idempotency_key = $3"))
        .bind(campaign).bind(user).bind(key).fetch_optional(pool).await)
}

/// The visitor's stamp at `place` in this campaign.
pub async fn at_place(
    db: &Db,
    campaign: &str,
    user: &str,
    place: &str,
) -> sqlx::Result<Option<StampRow>> {
    with_db!(db, pool => sqlx::query_as(stamp_sql!("place_id = $3"))
        .bind(campaign).bind(user).bind(place).fetch_optional(pool).await)
}

/// Every stamp of the visitor in this campaign, oldest first.
pub async fn mine(db: &Db, campaign: &str, user: &str) -> sqlx::Result<Vec<StampRow>> {
    with_db!(db, pool => sqlx::query_as(stamp_sql!("1 = 1 ORDER BY at_ms, id"))
        .bind(campaign).bind(user).fetch_all(pool).await)
}

/// A new stamp, in the caller's transaction: true when this call wrote it. A stamp at the
/// place already there, or the key already used, writes nothing (either unique index).
pub struct NewStamp<'a> {
    pub campaign: &'a str,
    pub user: &'a str,
    pub place: &'a str,
    pub key: &'a str,
    pub lat: f64,
    pub lng: f64,
    pub distance_m: i64,
    pub now: i64,
}

pub async fn insert_in(conn: TxConn<'_>, s: &NewStamp<'_>) -> sqlx::Result<bool> {
    on_conn!(conn, c => sqlx::query(
        "INSERT INTO stamps (campaign_id, user_id, place_id, idempotency_key, lat, lng, distance_m, at_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING")
        .bind(s.campaign).bind(s.user).bind(s.place).bind(s.key).bind(s.lat).bind(s.lng)
        .bind(s.distance_m).bind(s.now).execute(&mut *c).await.map(|r| r.rows_affected() == 1))
}

/// The places the visitor has stamped in this campaign, read in the caller's transaction.
pub async fn places_in(conn: TxConn<'_>, campaign: &str, user: &str) -> sqlx::Result<Vec<String>> {
    on_conn!(conn, c => sqlx::query_scalar(
        "SELECT place_id FROM stamps WHERE campaign_id = $1 AND user_id = $2")
        .bind(campaign).bind(user).fetch_all(&mut *c).await)
}

/// Keeps the campaign engine's answer on the stamp that filled the card.
pub async fn keep_chance_in(
    conn: TxConn<'_>,
    campaign: &str,
    user: &str,
    place: &str,
    chance: &str,
) -> sqlx::Result<()> {
    on_conn!(conn, c => sqlx::query(
        "UPDATE stamps SET chance = $1 WHERE campaign_id = $2 AND user_id = $3 AND place_id = $4 AND chance IS NULL")
        .bind(chance).bind(campaign).bind(user).bind(place).execute(&mut *c).await.map(|_| ()))
}
