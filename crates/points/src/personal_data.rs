//! A visitor's points ledger in their export, with its balance; the ledger and the
//! visitor's lock row are deleted with the account (the balance on the visitor row is
//! emptied by identity).

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    Db,
    personal_data::{Exported, PersonalData, Section, Table, Tx, async_trait, section},
    with_db, with_tx,
};

/// One credit or debit of their points ledger (`point_ledger`).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyLedgerRow {
    pub event: String,
    pub points: i64,
    /// The key that made the credit idempotent.
    pub key: String,
    /// The Asia/Shanghai day it counted on.
    pub day: String,
    pub at_ms: i64,
}

pub struct PointsData;

#[async_trait]
impl PersonalData for PointsData {
    fn tables(&self) -> &'static [Table] {
        const TABLES: &[Table] = &[
            Table::deleted("point_ledger", "user_id"),
            Table::deleted("point_locks", "user_id"),
        ];
        TABLES
    }

    fn sections(&self) -> Vec<Section> {
        vec![
            Section::rows::<MyLedgerRow>(
                "points",
                "Every points ledger row, oldest first; the balance is their sum.",
            ),
            Section::plain::<i64>("points_balance"),
        ]
    }

    async fn export(&self, db: &Db, uid: &str) -> anyhow::Result<Vec<Exported>> {
        let rows: Vec<MyLedgerRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT event, points, idempotency_key AS key, day, at_ms FROM point_ledger
             WHERE user_id = $1 ORDER BY id")
            .bind(uid).fetch_all(pool).await)?;
        let balance: i64 = rows.iter().map(|r| r.points).sum();
        Ok(vec![
            section("points", &rows)?,
            section("points_balance", &balance)?,
        ])
    }

    async fn erase(&self, tx: &mut Tx, uid: &str, _now_ms: i64) -> sqlx::Result<()> {
        with_tx!(tx, c => {
            for sql in [
                "DELETE FROM point_ledger WHERE user_id = $1",
                "DELETE FROM point_locks WHERE user_id = $1",
            ] {
                sqlx::query(sql).bind(uid).execute(&mut *c).await?;
            }
            Ok(())
        })
    }
}
