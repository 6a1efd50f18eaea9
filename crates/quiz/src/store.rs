//! Quiz attempts and persona results in the database; attempts are read only with their
//! owner's id, persona results by their public id.

use youzhe_campaigns::{engine::TxConn, on_conn};
use youzhe_core::{Db, with_db};

/// An attempt as stored.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AttemptRow {
    pub id: String,
    pub user_id: String,
    pub campaign_id: String,
    pub questions: String,
    pub pass_score: i64,
    pub started_ms: i64,
    pub deadline_ms: i64,
    pub submitted_ms: Option<i64>,
    pub answers: Option<String>,
    pub score: Option<i64>,
    pub passed: Option<bool>,
    pub chance: Option<String>,
}

pub async fn insert_attempt(db: &Db, a: &AttemptRow) -> sqlx::Result<()> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO quiz_attempts (id, user_id, campaign_id, questions, pass_score, started_ms, deadline_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7)")
        .bind(&a.id).bind(&a.user_id).bind(&a.campaign_id).bind(&a.questions)
        .bind(a.pass_score).bind(a.started_ms).bind(a.deadline_ms)
        .execute(pool).await.map(|_| ()))
}

/// The visitor's own attempt (another visitor's reads as missing).
pub async fn attempt(db: &Db, id: &str, user: &str) -> sqlx::Result<Option<AttemptRow>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT id, user_id, campaign_id, questions, pass_score, started_ms, deadline_ms,
                submitted_ms, answers, score, passed, chance
         FROM quiz_attempts WHERE id = $1 AND user_id = $2")
        .bind(id).bind(user).fetch_optional(pool).await)
}

/// Records the submission unless one is recorded already, inside the caller's transaction
/// (the one that also earns the pass's chance): true when this call wrote it. The
/// `submitted_ms IS NULL` guard makes a second (or concurrent) submission a no-op.
#[allow(clippy::too_many_arguments)]
pub async fn submit_in(
    conn: TxConn<'_>,
    id: &str,
    user: &str,
    answers: &str,
    score: i64,
    passed: bool,
    now: i64,
) -> sqlx::Result<bool> {
    on_conn!(conn, c => sqlx::query(
        "UPDATE quiz_attempts SET submitted_ms = $1, answers = $2, score = $3, passed = $4
         WHERE id = $5 AND user_id = $6 AND submitted_ms IS NULL")
        .bind(now).bind(answers).bind(score).bind(passed).bind(id).bind(user)
        .execute(&mut *c).await.map(|r| r.rows_affected() == 1))
}

/// Keeps the campaign engine's answer to this attempt's pass, in the submission's
/// transaction.
pub async fn keep_chance_in(conn: TxConn<'_>, id: &str, chance: &str) -> sqlx::Result<()> {
    on_conn!(conn, c => sqlx::query(
        "UPDATE quiz_attempts SET chance = $1 WHERE id = $2 AND chance IS NULL")
        .bind(chance).bind(id).execute(&mut *c).await.map(|_| ()))
}

/// A persona result as stored: (id, persona id, answers JSON, at).
pub type PersonaRow = (String, String, String, i64);

pub async fn insert_persona(
    db: &Db,
    id: &str,
    user: &str,
    persona: &str,
    answers: &str,
    now: i64,
) -> sqlx::Result<()> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO persona_results (id, user_id, persona_id, answers, at_ms) VALUES ($1, $2, $3, $4, $5)")
        .bind(id).bind(user).bind(persona).bind(answers).bind(now)
        .execute(pool).await.map(|_| ()))
}

pub async fn persona_result(db: &Db, id: &str) -> sqlx::Result<Option<PersonaRow>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT id, persona_id, answers, at_ms FROM persona_results WHERE id = $1")
        .bind(id).fetch_optional(pool).await)
}
