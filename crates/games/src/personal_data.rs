//! A visitor's Monkey King games in their export: the rounds they played and the scores
//! refused; deleted with the account (their scores leave the day's board).

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    Db,
    personal_data::{Exported, PersonalData, Section, Table, Tx, async_trait, section},
    with_db, with_tx,
};

/// A round they played (`game_sessions`).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyGameRow {
    pub game: String,
    pub started_ms: i64,
    /// The score accepted for it; none if none was sent or it was refused.
    pub score: Option<i64>,
    /// The Asia/Shanghai day the score counted on.
    pub day: Option<String>,
    pub submitted_ms: Option<i64>,
}

/// A score of theirs that was refused (`game_refusals`), and why.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyGameRefusalRow {
    pub game: String,
    pub score: i64,
    pub reason: String,
    pub at_ms: i64,
}

pub struct GameData;

#[async_trait]
impl PersonalData for GameData {
    fn tables(&self) -> &'static [Table] {
        const TABLES: &[Table] = &[
            Table::deleted("game_sessions", "user_id"),
            Table::deleted("game_refusals", "user_id"),
        ];
        TABLES
    }

    fn sections(&self) -> Vec<Section> {
        vec![
            Section::rows::<MyGameRow>(
                "game_rounds",
                "Every game round they played, oldest first.",
            ),
            Section::rows::<MyGameRefusalRow>(
                "game_refusals",
                "Every game score of theirs that was refused, with why.",
            ),
        ]
    }

    async fn export(&self, db: &Db, uid: &str) -> anyhow::Result<Vec<Exported>> {
        let rounds: Vec<MyGameRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT game, started_ms, score, day, submitted_ms FROM game_sessions
             WHERE user_id = $1 ORDER BY started_ms, id")
            .bind(uid).fetch_all(pool).await)?;
        let refusals: Vec<MyGameRefusalRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT game, score, reason, at_ms FROM game_refusals WHERE user_id = $1
             ORDER BY at_ms, id")
            .bind(uid).fetch_all(pool).await)?;
        Ok(vec![
            section("game_rounds", &rounds)?,
            section("game_refusals", &refusals)?,
        ])
    }

    async fn erase(&self, tx: &mut Tx, uid: &str, _now_ms: i64) -> sqlx::Result<()> {
        with_tx!(tx, c => {
            for sql in [
                "DELETE FROM game_sessions WHERE user_id = $1",
                "DELETE FROM game_refusals WHERE user_id = $1",
            ] {
                sqlx::query(sql).bind(uid).execute(&mut *c).await?;
            }
            Ok(())
        })
    }
}
