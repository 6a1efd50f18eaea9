//! The shipped bank seeds the stored one. A new install imports `quiz_questions.jsonl` with
//! the rest of the content; an install that ran before the bank was content has content
//! but no question, so the quiz imports the shipped file once at start. After that the
//! console's workflow owns the bank: the file is never read again, so an operator's
//! deletion or edit is not undone by a restart.

use std::path::Path;

use anyhow::Context;
use youzhe_content::{
    Content, Problems,
    dataset::{Dataset, Lines, parse_line},
    store,
};
use youzhe_core::with_db;

use crate::bank::{FILE, Question};

/// Imports `dir/quiz_questions.jsonl` when the store has never held a question. True when
/// it did.
pub async fn seed_once(content: &Content, dir: &Path) -> anyhow::Result<bool> {
    let db = content.db();
    let known: i64 = with_db!(db, pool => sqlx::query_scalar(
        "SELECT (SELECT COUNT(*) FROM content_records WHERE entity = 'quiz_questions')
              + (SELECT COUNT(*) FROM content_versions WHERE entity = 'quiz_questions')")
        .fetch_one(pool).await)?;
    let path = dir.join(FILE);
    if known > 0 || !path.is_file() {
        return Ok(false);
    }
    let text = std::fs::read_to_string(&path).with_context(|| path.display().to_string())?;
    let mut items = Vec::new();
    let mut problems = Vec::new();
    for (n, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        match parse_line::<Question>(FILE, n + 1, line) {
            Ok(q) => items.push((n + 1, q)),
            Err(p) => problems.push(p),
        }
    }
    if !problems.is_empty() {
        return Err(Problems(problems).into());
    }
    let ds = Dataset {
        quiz_questions: Lines {
            present: true,
            items,
        },
        ..Dataset::default()
    };
    let report = store::import(db, ds).await?;
    content.reload().await?;
    tracing::info!(%report, "quiz bank seeded from the shipped questions");
    Ok(true)
}
