//! Favourites in the database, every query scoped to one visitor.

use youzhe_core::{Db, with_db};

/// The outcome of a save.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Saved {
    /// Newly saved, or saved before (kept once, with its first time).
    Kept,
    /// The visitor already has the most favourites allowed.
    Full,
}

/// Saves (user, kind, id) once; refuses a new one past `max`. One transaction, so a
/// refused save leaves nothing behind.
pub async fn save(
    db: &Db,
    user: &str,
    kind: &str,
    id: &str,
    at_ms: i64,
    max: i64,
) -> sqlx::Result<Saved> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let inserted = sqlx::query(
            "INSERT INTO favourites (user_id, kind, item_id, at_ms) VALUES ($1, $2, $3, $4)
             ON CONFLICT (user_id, kind, item_id) DO NOTHING")
            .bind(user).bind(kind).bind(id).bind(at_ms)
            .execute(&mut *tx).await?.rows_affected() > 0;
        if inserted {
            let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM favourites WHERE user_id = $1")
                .bind(user).fetch_one(&mut *tx).await?;
            if n > max {
                tx.rollback().await?;
                return Ok(Saved::Full);
            }
        }
        tx.commit().await?;
        Ok(Saved::Kept)
    })
}

/// Removes (user, kind, id) if it is there; removing what is not there is no error.
pub async fn remove(db: &Db, user: &str, kind: &str, id: &str) -> sqlx::Result<()> {
    with_db!(db, pool => sqlx::query(
        "DELETE FROM favourites WHERE user_id = $1 AND kind = $2 AND item_id = $3")
        .bind(user).bind(kind).bind(id).execute(pool).await.map(|_| ()))
}

/// How many visitors have saved this thing (a topic page's 收藏 figure).
pub async fn savers(db: &Db, kind: &str, id: &str) -> sqlx::Result<i64> {
    with_db!(db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM favourites WHERE kind = $1 AND item_id = $2")
        .bind(kind).bind(id).fetch_one(pool).await)
}

/// A saved row: kind, id, when.
pub type Row = (String, String, i64);

/// One page of the visitor's favourites (of one kind, or all), newest first.
pub async fn page(
    db: &Db,
    user: &str,
    kind: Option<&str>,
    limit: i64,
    offset: i64,
) -> sqlx::Result<Vec<Row>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT kind, item_id, at_ms FROM favourites
         WHERE user_id = $1 AND ($2 = '' OR kind = $2)
         ORDER BY at_ms DESC, kind, item_id LIMIT $3 OFFSET $4")
        .bind(user).bind(kind.unwrap_or("")).bind(limit).bind(offset)
        .fetch_all(pool).await)
}

/// How many favourites of each kind the visitor has.
pub async fn counts(db: &Db, user: &str) -> sqlx::Result<Vec<(String, i64)>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT kind, COUNT(*) FROM favourites WHERE user_id = $1 GROUP BY kind")
        .bind(user).fetch_all(pool).await)
}

/// Every id of one kind the visitor has saved (at most the per-visitor limit).
pub async fn ids_of_kind(db: &Db, user: &str, kind: &str) -> sqlx::Result<Vec<String>> {
    with_db!(db, pool => sqlx::query_scalar(
        "SELECT item_id FROM favourites WHERE user_id = $1 AND kind = $2")
        .bind(user).bind(kind).fetch_all(pool).await)
}
