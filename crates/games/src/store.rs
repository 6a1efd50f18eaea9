//! Play sessions and refused scores in the database. A session is read only with its
//! owner's id; the leaderboards read the best accepted score of each visitor.

use youzhe_campaigns::{engine::TxConn, on_conn};
use youzhe_core::{Db, with_db};

/// A session as stored.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SessionRow {
    pub id: String,
    pub game: String,
    pub user_id: String,
    pub seed: i64,
    pub started_ms: i64,
    pub expires_ms: i64,
    pub submitted_ms: Option<i64>,
    pub score: Option<i64>,
    pub score_key: Option<String>,
    pub day: Option<String>,
    pub chance: Option<String>,
}

macro_rules! session_sql {
    ($where:literal) => {
        concat!(
            "SELECT id, game, user_id, seed, started_ms, expires_ms, submitted_ms, score,
                score_key, day, chance FROM game_sessions WHERE ",
            $where
        )
    };
}

pub async fn insert_session(db: &Db, s: &SessionRow) -> sqlx::Result<()> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO game_sessions (id, game, user_id, seed, started_ms, expires_ms)
         VALUES ($1, $2, $3, $4, $5, $6)")
        .bind(&s.id).bind(&s.game).bind(&s.user_id).bind(s.seed).bind(s.started_ms)
        .bind(s.expires_ms).execute(pool).await.map(|_| ()))
}

/// The session by id, whoever opened it (the caller compares the owner).
pub async fn session(db: &Db, id: &str) -> sqlx::Result<Option<SessionRow>> {
    with_db!(db, pool => sqlx::query_as(session_sql!("id = $1")).bind(id).fetch_optional(pool).await)
}

/// The visitor's session whose score came with `key`.
pub async fn by_key(db: &Db, user: &str, key: &str) -> sqlx::Result<Option<SessionRow>> {
    with_db!(db, pool => sqlx::query_as(session_sql!("user_id = $1 AND score_key = $2")).bind(user).bind(key).fetch_optional(pool).await)
}

/// Records the accepted score unless the session has one, in the caller's transaction:
/// true when this call wrote it. The `submitted_ms IS NULL` guard makes a second (or
/// concurrent) submission a no-op; a key already used for another session of the visitor
/// fails the unique index.
pub async fn accept_in(
    conn: TxConn<'_>,
    id: &str,
    user: &str,
    score: i64,
    key: &str,
    day: &str,
    now: i64,
) -> sqlx::Result<bool> {
    on_conn!(conn, c => sqlx::query(
        "UPDATE game_sessions SET submitted_ms = $1, score = $2, score_key = $3, day = $4
         WHERE id = $5 AND user_id = $6 AND submitted_ms IS NULL")
        .bind(now).bind(score).bind(key).bind(day).bind(id).bind(user)
        .execute(&mut *c).await.map(|r| r.rows_affected() == 1))
}

/// Keeps the campaign engine's answer to this session's score, in the same transaction.
pub async fn keep_chance_in(conn: TxConn<'_>, id: &str, chance: &str) -> sqlx::Result<()> {
    on_conn!(conn, c => sqlx::query(
        "UPDATE game_sessions SET chance = $1 WHERE id = $2 AND chance IS NULL")
        .bind(chance).bind(id).execute(&mut *c).await.map(|_| ()))
}

/// A refused score, for the operators.
pub struct Refused<'a> {
    pub game: &'a str,
    pub user: &'a str,
    pub session: &'a str,
    pub score: i64,
    pub elapsed_ms: Option<i64>,
    pub max_score: Option<i64>,
    pub reason: &'a str,
    pub now: i64,
}

pub async fn log_refusal(db: &Db, r: &Refused<'_>) -> sqlx::Result<()> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO game_refusals (game, user_id, session_id, score, elapsed_ms, max_score, reason, at_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)")
        .bind(r.game).bind(r.user).bind(r.session).bind(r.score).bind(r.elapsed_ms)
        .bind(r.max_score).bind(r.reason).bind(r.now).execute(pool).await.map(|_| ()))
}

/// One line of a leaderboard: the visitor, their best score, when they first reached it,
/// and their nickname.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct BoardRow {
    pub user_id: String,
    pub score: i64,
    pub at_ms: i64,
    pub nickname: Option<String>,
}

/// The best score of each visitor (of `day`, or of all time for an empty `day`), highest
/// first; a tie goes to who reached it first.
pub async fn board(db: &Db, game: &str, day: &str, limit: i64) -> sqlx::Result<Vec<BoardRow>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT x.user_id, x.score, x.at_ms, v.nickname FROM (
             SELECT s.user_id, s.score, MIN(s.submitted_ms) AS at_ms
             FROM game_sessions s
             JOIN (SELECT user_id, MAX(score) AS best FROM game_sessions
                   WHERE game = $1 AND score IS NOT NULL AND ($2 = '' OR day = $2)
                   GROUP BY user_id) b ON b.user_id = s.user_id AND b.best = s.score
             WHERE s.game = $1 AND ($2 = '' OR s.day = $2)
             GROUP BY s.user_id, s.score) x
         LEFT JOIN visitors v ON v.uid = x.user_id
         ORDER BY x.score DESC, x.at_ms ASC, x.user_id ASC LIMIT $3")
        .bind(game).bind(day).bind(limit).fetch_all(pool).await)
}

/// The visitor's best of all time, best of `day`, and rounds scored.
pub async fn mine(
    db: &Db,
    game: &str,
    user: &str,
    day: &str,
) -> sqlx::Result<(Option<i64>, Option<i64>, i64)> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT MAX(score),
                MAX(CASE WHEN day = $3 THEN score END),
                COUNT(score)
         FROM game_sessions WHERE game = $1 AND user_id = $2 AND score IS NOT NULL")
        .bind(game).bind(user).bind(day).fetch_one(pool).await)
}
