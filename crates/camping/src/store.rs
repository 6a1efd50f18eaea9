//! Seats and sign-ups in the database. A sign-up's seats are taken by one conditional
//! UPDATE (`seats_taken + party <= capacity`) inside the transaction that writes it: the
//! row lock (PostgreSQL) or the write lock (SQLite, which the UPDATE takes first, so the
//! transaction never has to upgrade a read lock) makes concurrent sign-ups take turns,
//! and each sees the seats the one before left.

use serde_json::json;
use youzhe_core::{Db, with_db};
use youzhe_operators::audit::{self, Actor, Target};

use crate::events::Event;

/// A sign-up as stored.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Signup {
    pub id: i64,
    pub event_id: String,
    pub user_id: String,
    pub idem_key: String,
    pub party: i64,
    pub phone: String,
    pub state: String,
    pub created_ms: i64,
    pub cancelled_ms: Option<i64>,
}

/// The columns of [`Signup`], for `concat!` (queries stay plain literals).
macro_rules! columns {
    () => {
        "id, event_id, user_id, idem_key, party, phone, state, created_ms, cancelled_ms"
    };
}

/// Makes sure every event has its seats row, with the capacity the content gives now (a
/// lowered capacity takes no seats back; it only stops new sign-ups until seats free up).
pub async fn seed(db: &Db, events: &[Event]) -> sqlx::Result<()> {
    for e in events {
        with_db!(db, pool => sqlx::query(
            "INSERT INTO camping_seats (event_id, capacity, seats_taken) VALUES ($1, $2, 0)
             ON CONFLICT (event_id) DO UPDATE SET capacity = excluded.capacity")
            .bind(&e.id).bind(i64::from(e.capacity)).execute(pool).await.map(|_| ()))?;
    }
    Ok(())
}

/// Seats taken per event, for the events given.
pub async fn taken(db: &Db) -> sqlx::Result<Vec<(String, i64)>> {
    with_db!(db, pool => sqlx::query_as("SELECT event_id, seats_taken FROM camping_seats")
        .fetch_all(pool).await)
}

pub async fn taken_of(db: &Db, event: &str) -> sqlx::Result<i64> {
    with_db!(db, pool => sqlx::query_scalar(
        "SELECT seats_taken FROM camping_seats WHERE event_id = $1")
        .bind(event).fetch_optional(pool).await)
    .map(Option::unwrap_or_default)
}

/// The visitor's sign-up made with `key`, if any.
pub async fn by_key(db: &Db, user: &str, key: &str) -> sqlx::Result<Option<Signup>> {
    with_db!(db, pool => sqlx::query_as(concat!(
        "SELECT ", columns!(), " FROM camping_signups WHERE user_id = $1 AND idem_key = $2"))
        .bind(user).bind(key).fetch_optional(pool).await)
}

/// The visitor's live sign-up for the event, if any.
pub async fn active(db: &Db, user: &str, event: &str) -> sqlx::Result<Option<Signup>> {
    with_db!(db, pool => sqlx::query_as(concat!(
        "SELECT ", columns!(), " FROM camping_signups
         WHERE user_id = $1 AND event_id = $2 AND state = 'active'"))
        .bind(user).bind(event).fetch_optional(pool).await)
}

/// The visitor's live sign-ups, for the events list.
pub async fn active_of(db: &Db, user: &str) -> sqlx::Result<Vec<Signup>> {
    with_db!(db, pool => sqlx::query_as(concat!(
        "SELECT ", columns!(), " FROM camping_signups WHERE user_id = $1 AND state = 'active'"))
        .bind(user).fetch_all(pool).await)
}

/// What a sign-up attempt came to.
#[derive(Debug)]
pub enum Taken {
    Done(Signup),
    /// Not enough seats left for the party.
    Full,
    /// The visitor has a live sign-up for the event, or the key was used in a race: the
    /// caller reads which.
    Conflict,
}

/// Takes `party` seats and writes the sign-up, in one transaction; nothing is written
/// unless both succeed.
pub async fn sign_up(
    db: &Db,
    event: &str,
    user: &str,
    key: &str,
    party: i64,
    phone: &str,
    now: i64,
) -> sqlx::Result<Taken> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let seated = sqlx::query(
            "UPDATE camping_seats SET seats_taken = seats_taken + $2
             WHERE event_id = $1 AND seats_taken + $2 <= capacity")
            .bind(event).bind(party).execute(&mut *tx).await?.rows_affected();
        if seated == 0 {
            tx.rollback().await?;
            return Ok(Taken::Full);
        }
        let row: Option<Signup> = sqlx::query_as(concat!(
            "INSERT INTO camping_signups (event_id, user_id, idem_key, party, phone, state, created_ms)
             VALUES ($1, $2, $3, $4, $5, 'active', $6)
             ON CONFLICT DO NOTHING RETURNING ", columns!()))
            .bind(event).bind(user).bind(key).bind(party).bind(phone).bind(now)
            .fetch_optional(&mut *tx).await?;
        match row {
            Some(r) => {
                tx.commit().await?;
                Ok(Taken::Done(r))
            }
            None => {
                tx.rollback().await?;
                Ok(Taken::Conflict)
            }
        }
    })
}

/// Cancels the visitor's live sign-up for the event and gives its seats back, in one
/// transaction: the cancelled sign-up, or `None` when there was none.
pub async fn cancel(db: &Db, event: &str, user: &str, now: i64) -> sqlx::Result<Option<Signup>> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let row: Option<Signup> = sqlx::query_as(concat!(
            "UPDATE camping_signups SET state = 'cancelled', cancelled_ms = $3
             WHERE event_id = $1 AND user_id = $2 AND state = 'active' RETURNING ", columns!()))
            .bind(event).bind(user).bind(now).fetch_optional(&mut *tx).await?;
        let Some(r) = row else {
            tx.rollback().await?;
            return Ok(None);
        };
        sqlx::query(
            "UPDATE camping_seats SET seats_taken = seats_taken - $2
             WHERE event_id = $1 AND seats_taken >= $2")
            .bind(event).bind(r.party).execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(Some(r))
    })
}

/// The visitor's sign-ups, live and cancelled, newest first: one page and the total.
pub async fn mine(
    db: &Db,
    user: &str,
    offset: i64,
    limit: i64,
) -> sqlx::Result<(Vec<Signup>, i64)> {
    with_db!(db, pool => {
        let rows = sqlx::query_as(concat!(
            "SELECT ", columns!(), " FROM camping_signups WHERE user_id = $1
             ORDER BY created_ms DESC, id DESC LIMIT $2 OFFSET $3"))
            .bind(user).bind(limit).bind(offset).fetch_all(pool).await?;
        let total: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM camping_signups WHERE user_id = $1")
            .bind(user).fetch_one(pool).await?;
        Ok((rows, total))
    })
}

/// Live sign-ups per event (the console's list), as `(event_id, count)`.
pub async fn active_counts(db: &Db) -> sqlx::Result<Vec<(String, i64)>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT event_id, COUNT(*) FROM camping_signups WHERE state = 'active' GROUP BY event_id")
        .fetch_all(pool).await)
}

/// An event's sign-ups, live and cancelled, in the order they came (the organiser calls
/// down the list): one page and the total.
pub async fn of_event(
    db: &Db,
    event: &str,
    offset: i64,
    limit: i64,
) -> sqlx::Result<(Vec<Signup>, i64)> {
    with_db!(db, pool => {
        let rows = sqlx::query_as(concat!(
            "SELECT ", columns!(), " FROM camping_signups WHERE event_id = $1
             ORDER BY created_ms, id LIMIT $2 OFFSET $3"))
            .bind(event).bind(limit).bind(offset).fetch_all(pool).await?;
        let total: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM camping_signups WHERE event_id = $1")
            .bind(event).fetch_one(pool).await?;
        Ok((rows, total))
    })
}

/// What an organiser's cancel came to.
#[derive(Debug)]
pub enum OrganiserCancel {
    /// Cancelled now, its seats given back.
    Done(Signup),
    /// Already cancelled (by its visitor, or by another organiser first).
    AlreadyCancelled,
    /// No such sign-up for this event.
    Unknown,
}

/// An organiser cancels sign-up `id` of `event`: marked cancelled, its seats given back and
/// the audit row written, all in one transaction (the same order of statements as the
/// visitor's own cancel, so the two take turns on the row and only one gives seats back).
pub async fn cancel_by_organiser(
    db: &Db,
    event: &str,
    id: i64,
    actor: &Actor,
    now: i64,
) -> sqlx::Result<OrganiserCancel> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let row: Option<Signup> = sqlx::query_as(concat!(
            "UPDATE camping_signups SET state = 'cancelled', cancelled_ms = $3
             WHERE id = $1 AND event_id = $2 AND state = 'active' RETURNING ", columns!()))
            .bind(id).bind(event).bind(now).fetch_optional(&mut *tx).await?;
        let Some(r) = row else {
            let known: Option<i64> = sqlx::query_scalar(
                "SELECT id FROM camping_signups WHERE id = $1 AND event_id = $2")
                .bind(id).bind(event).fetch_optional(&mut *tx).await?;
            tx.rollback().await?;
            return Ok(if known.is_some() {
                OrganiserCancel::AlreadyCancelled
            } else {
                OrganiserCancel::Unknown
            });
        };
        sqlx::query(
            "UPDATE camping_seats SET seats_taken = seats_taken - $2
             WHERE event_id = $1 AND seats_taken >= $2")
            .bind(event).bind(r.party).execute(&mut *tx).await?;
        // The number stays out of the log: the row names the sign-up, its party and states.
        let state = |s: &str| json!({"event": event, "party": r.party, "state": s});
        audit::record(&mut *tx, actor, "camping.signup_cancel", Target::new("camping_signup", r.id),
            Some(state("active")), Some(state("cancelled"))).await?;
        tx.commit().await?;
        Ok(OrganiserCancel::Done(r))
    })
}
