//! A visitor's spot-the-difference rounds in their export; deleted with the account, with
//! the taps, hits and hints of each round.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    Db,
    personal_data::{Exported, PersonalData, Section, Table, Tx, async_trait, section},
    with_db, with_tx,
};

/// A round they played (`found_rounds`), with what they found.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyFoundRow {
    pub scene_id: String,
    pub started_ms: i64,
    /// When it ended; none while open.
    pub finished_ms: Option<i64>,
    pub score: Option<i64>,
    /// Differences found and hints used.
    pub found: i64,
    pub hints: i64,
}

pub struct FoundData;

#[async_trait]
impl PersonalData for FoundData {
    fn tables(&self) -> &'static [Table] {
        // found_taps, found_hits and found_hints name the round, and go with it.
        const TABLES: &[Table] = &[Table::deleted("found_rounds", "user_id")];
        TABLES
    }

    fn sections(&self) -> Vec<Section> {
        vec![Section::rows::<MyFoundRow>(
            "found_rounds",
            "Every spot-the-difference round they played, oldest first.",
        )]
    }

    async fn export(&self, db: &Db, uid: &str) -> anyhow::Result<Vec<Exported>> {
        let rows: Vec<MyFoundRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT r.scene_id, r.started_ms, r.finished_ms, r.score,
                    (SELECT COUNT(*) FROM found_hits h WHERE h.round_id = r.id) AS found,
                    (SELECT COUNT(*) FROM found_hints h WHERE h.round_id = r.id) AS hints
             FROM found_rounds r WHERE r.user_id = $1 ORDER BY r.started_ms, r.id")
            .bind(uid).fetch_all(pool).await)?;
        Ok(vec![section("found_rounds", &rows)?])
    }

    async fn erase(&self, tx: &mut Tx, uid: &str, _now_ms: i64) -> sqlx::Result<()> {
        with_tx!(tx, c => {
            for sql in [
                "DELETE FROM found_taps WHERE round_id IN (SELECT id FROM found_rounds WHERE user_id = $1)",
                "DELETE FROM found_hits WHERE round_id IN (SELECT id FROM found_rounds WHERE user_id = $1)",
                "DELETE FROM found_hints WHERE round_id IN (SELECT id FROM found_rounds WHERE user_id = $1)",
                "DELETE FROM found_rounds WHERE user_id = $1",
            ] {
                sqlx::query(sql).bind(uid).execute(&mut *c).await?;
            }
            Ok(())
        })
    }
}
