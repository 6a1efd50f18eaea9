//! A visitor's quiz attempts and persona results in their export; deleted with the account
//! (a shared persona result's link then finds nothing).

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    Db,
    personal_data::{Exported, PersonalData, Section, Table, Tx, async_trait, section},
    with_db, with_tx,
};

/// A quiz they took (`quiz_attempts`).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyQuizRow {
    pub id: String,
    pub campaign_id: String,
    pub started_ms: i64,
    /// When they handed it in; none while open or if they never did.
    pub submitted_ms: Option<i64>,
    /// The option they chose per question, as JSON.
    pub answers: Option<String>,
    pub score: Option<i64>,
    pub passed: Option<bool>,
}

/// A travel-persona test they took (`persona_results`).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyPersonaRow {
    pub id: String,
    pub persona_id: String,
    /// The option they chose per question, as JSON.
    pub answers: String,
    pub at_ms: i64,
}

pub struct QuizData;

#[async_trait]
impl PersonalData for QuizData {
    fn tables(&self) -> &'static [Table] {
        const TABLES: &[Table] = &[
            Table::deleted("quiz_attempts", "user_id"),
            Table::deleted("persona_results", "user_id"),
        ];
        TABLES
    }

    fn sections(&self) -> Vec<Section> {
        vec![
            Section::rows::<MyQuizRow>("quiz_attempts", "Every quiz they took, oldest first."),
            Section::rows::<MyPersonaRow>(
                "persona_results",
                "Every travel-persona test they took, oldest first.",
            ),
        ]
    }

    async fn export(&self, db: &Db, uid: &str) -> anyhow::Result<Vec<Exported>> {
        let quizzes: Vec<MyQuizRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT id, campaign_id, started_ms, submitted_ms, answers, score, passed
             FROM quiz_attempts WHERE user_id = $1 ORDER BY started_ms, id")
            .bind(uid).fetch_all(pool).await)?;
        let personas: Vec<MyPersonaRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT id, persona_id, answers, at_ms FROM persona_results WHERE user_id = $1
             ORDER BY at_ms, id")
            .bind(uid).fetch_all(pool).await)?;
        Ok(vec![
            section("quiz_attempts", &quizzes)?,
            section("persona_results", &personas)?,
        ])
    }

    async fn erase(&self, tx: &mut Tx, uid: &str, _now_ms: i64) -> sqlx::Result<()> {
        with_tx!(tx, c => {
            for sql in [
                "DELETE FROM quiz_attempts WHERE user_id = $1",
                "DELETE FROM persona_results WHERE user_id = $1",
            ] {
                sqlx::query(sql).bind(uid).execute(&mut *c).await?;
            }
            Ok(())
        })
    }
}
