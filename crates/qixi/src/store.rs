//! Invitations and pairs in the database. An invitation pairs once: the partner is written
//! by one `UPDATE … WHERE partner_id IS NULL`, which only one of many racers can change,
//! in the transaction that also earns the pair's chances.

use youzhe_campaigns::{engine::TxConn, on_conn};
use youzhe_core::{Db, with_db};

/// An invitation as stored.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Row {
    pub code: String,
    pub inviter_id: String,
    pub campaign_id: String,
    pub inviter_answers: String,
    /// JSON: the questions as asked (`questions::Asked`); none on invitations made before
    /// invitations kept them.
    pub questions: Option<String>,
    pub created_ms: i64,
    pub expires_ms: i64,
    pub partner_id: Option<String>,
    pub partner_answers: Option<String>,
    pub paired_ms: Option<i64>,
    pub score: Option<i64>,
    pub inviter_chance: Option<String>,
    pub partner_chance: Option<String>,
}

/// The columns of [`Row`], for `concat!` (queries stay plain literals).
macro_rules! columns {
    () => {
        "code, inviter_id, campaign_id, inviter_answers, questions, created_ms, expires_ms, \
         partner_id, partner_answers, paired_ms, score, inviter_chance, partner_chance"
    };
}

pub async fn insert(db: &Db, r: &Row) -> sqlx::Result<()> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO qixi_invitations (code, inviter_id, campaign_id, inviter_answers, questions, created_ms, expires_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7)")
        .bind(&r.code).bind(&r.inviter_id).bind(&r.campaign_id).bind(&r.inviter_answers)
        .bind(&r.questions).bind(r.created_ms).bind(r.expires_ms)
        .execute(pool).await.map(|_| ()))
}

pub async fn get(db: &Db, code: &str) -> sqlx::Result<Option<Row>> {
    with_db!(db, pool => sqlx::query_as(
        concat!("SELECT ", columns!(), " FROM qixi_invitations WHERE code = $1"))
        .bind(code).fetch_optional(pool).await)
}

/// Makes the pair unless the invitation has a partner already, is the partner's own, or
/// has expired, inside the caller's transaction (the one that also earns both chances):
/// true when this call made it.
pub async fn pair_in(
    conn: TxConn<'_>,
    code: &str,
    partner: &str,
    answers: &str,
    score: i64,
    now: i64,
) -> sqlx::Result<bool> {
    on_conn!(conn, c => sqlx::query(
        "UPDATE qixi_invitations SET partner_id = $1, partner_answers = $2, score = $3, paired_ms = $4
         WHERE code = $5 AND partner_id IS NULL AND inviter_id <> $1 AND expires_ms > $4")
        .bind(partner).bind(answers).bind(score).bind(now).bind(code)
        .execute(&mut *c).await.map(|r| r.rows_affected() == 1))
}

/// Keeps the engine's answer for one of the two (`inviter` or the partner), in the
/// pairing's transaction.
pub async fn keep_chance_in(
    conn: TxConn<'_>,
    code: &str,
    inviter: bool,
    chance: &str,
) -> sqlx::Result<()> {
    let sql = if inviter {
        "UPDATE qixi_invitations SET inviter_chance = $1 WHERE code = $2 AND inviter_chance IS NULL"
    } else {
        "UPDATE qixi_invitations SET partner_chance = $1 WHERE code = $2 AND partner_chance IS NULL"
    };
    on_conn!(conn, c => sqlx::query(sql).bind(chance).bind(code).execute(&mut *c).await.map(|_| ()))
}

/// The visitor's invitations and pairs, either side, newest first: one page and the total.
pub async fn mine(db: &Db, uid: &str, offset: i64, limit: i64) -> sqlx::Result<(Vec<Row>, i64)> {
    with_db!(db, pool => {
        let rows = sqlx::query_as(concat!(
            "SELECT ", columns!(), " FROM qixi_invitations WHERE inviter_id = $1 OR partner_id = $1
             ORDER BY COALESCE(paired_ms, created_ms) DESC, code LIMIT $2 OFFSET $3"))
            .bind(uid).bind(limit).bind(offset).fetch_all(pool).await?;
        let total: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM qixi_invitations WHERE inviter_id = $1 OR partner_id = $1")
            .bind(uid).fetch_one(pool).await?;
        Ok((rows, total))
    })
}

/// A visitor's nickname, if they have one.
pub async fn nickname(db: &Db, uid: &str) -> sqlx::Result<Option<String>> {
    with_db!(db, pool => sqlx::query_scalar::<_, Option<String>>(
        "SELECT nickname FROM visitors WHERE uid = $1")
        .bind(uid).fetch_optional(pool).await.map(Option::flatten))
}
