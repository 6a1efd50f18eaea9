//! A visitor's Qixi invitations in their export: those they sent, and those they answered.
//! Deleting the account deletes the invitations they sent, with their answers; one they
//! answered stays with its inviter, whose result it is, by the emptied account's id.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    Db,
    personal_data::{Exported, PersonalData, Section, Table, Tx, async_trait, section},
    with_db, with_tx,
};

/// A Qixi invitation they sent or answered (`qixi_invitations`).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyQixiRow {
    pub code: String,
    pub campaign_id: String,
    /// True for one they sent, false for one they answered.
    pub sent: bool,
    /// Their answers (the option chosen per question), as JSON.
    pub answers: Option<String>,
    /// How well the pair matched (0–100), once paired.
    pub score: Option<i64>,
    pub created_ms: i64,
    pub paired_ms: Option<i64>,
}

pub struct QixiData;

#[async_trait]
impl PersonalData for QixiData {
    fn tables(&self) -> &'static [Table] {
        const TABLES: &[Table] = &[
            Table::deleted("qixi_invitations", "inviter_id"),
            Table::kept(
                "qixi_invitations",
                "partner_id",
                "the inviter's result; the partner's id names an emptied account",
            ),
        ];
        TABLES
    }

    fn sections(&self) -> Vec<Section> {
        vec![Section::rows::<MyQixiRow>(
            "qixi_invitations",
            "Every Qixi invitation they sent or answered, oldest first.",
        )]
    }

    async fn export(&self, db: &Db, uid: &str) -> anyhow::Result<Vec<Exported>> {
        let rows: Vec<MyQixiRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT code, campaign_id, inviter_id = $1 AS sent,
                    CASE WHEN inviter_id = $1 THEN inviter_answers ELSE partner_answers END AS answers,
                    score, created_ms, paired_ms
             FROM qixi_invitations WHERE inviter_id = $1 OR partner_id = $1
             ORDER BY created_ms, code")
            .bind(uid).fetch_all(pool).await)?;
        Ok(vec![section("qixi_invitations", &rows)?])
    }

    async fn erase(&self, tx: &mut Tx, uid: &str, _now_ms: i64) -> sqlx::Result<()> {
        with_tx!(tx, c => sqlx::query("DELETE FROM qixi_invitations WHERE inviter_id = $1")
            .bind(uid).execute(&mut *c).await.map(drop))
    }
}
