//! A visitor's camping sign-ups in their export, with the contact number given. Deleting
//! the account deletes them with their numbers; the seats of the live ones are given back
//! first, so the event can fill them again.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    Db,
    personal_data::{Exported, PersonalData, Section, Table, Tx, async_trait, section},
    with_db, with_tx,
};

/// One camping sign-up (docs/CAMPING.md), with the contact number given, in full.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyCampingRow {
    pub id: i64,
    pub event_id: String,
    pub party: i64,
    pub phone: String,
    /// `active` or `cancelled`.
    pub state: String,
    pub created_ms: i64,
    pub cancelled_ms: Option<i64>,
}

pub struct CampingData;

#[async_trait]
impl PersonalData for CampingData {
    fn tables(&self) -> &'static [Table] {
        const TABLES: &[Table] = &[
            Table::deleted("camping_signups", "user_id"),
            Table::deleted("camping_signups", "phone"),
        ];
        TABLES
    }

    fn sections(&self) -> Vec<Section> {
        vec![Section::rows::<MyCampingRow>(
            "camping_signups",
            "Every camping sign-up, live or cancelled, with the contact number given.",
        )]
    }

    async fn export(&self, db: &Db, uid: &str) -> anyhow::Result<Vec<Exported>> {
        let rows: Vec<MyCampingRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT id, event_id, party, phone, state, created_ms, cancelled_ms FROM camping_signups
             WHERE user_id = $1 ORDER BY id")
            .bind(uid).fetch_all(pool).await)?;
        Ok(vec![section("camping_signups", &rows)?])
    }

    async fn erase(&self, tx: &mut Tx, uid: &str, _now_ms: i64) -> sqlx::Result<()> {
        with_tx!(tx, c => {
            for sql in [
                "UPDATE camping_seats SET seats_taken = seats_taken - (
                    SELECT COALESCE(SUM(s.party), 0) FROM camping_signups s
                    WHERE s.event_id = camping_seats.event_id AND s.user_id = $1 AND s.state = 'active')
                 WHERE event_id IN (SELECT event_id FROM camping_signups WHERE user_id = $1 AND state = 'active')",
                "DELETE FROM camping_signups WHERE user_id = $1",
            ] {
                sqlx::query(sql).bind(uid).execute(&mut *c).await?;
            }
            Ok(())
        })
    }
}
