//! The shipped bank seeds the stored one, once (`youzhe_content::seed`): a new install
//! imports `quiz_questions.jsonl` with the rest of the content; an install that ran before
//! the bank was content imports it when the quiz starts. After that the console's workflow
//! owns the bank.

use std::path::Path;

use anyhow::Context;
use youzhe_content::{
    Content, Problems,
    dataset::{Dataset, Lines, parse_line},
};

use crate::bank::{FILE, Question};

/// Imports `dir/quiz_questions.jsonl` when the store has never held a question. True when
/// it did.
pub async fn seed_once(content: &Content, dir: &Path) -> anyhow::Result<bool> {
    let path = dir.join(FILE);
    youzhe_content::seed::seed_once(content, "quiz_questions", || {
        if !path.is_file() {
            return Ok(None);
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
        Ok(Some(Dataset {
            quiz_questions: Lines {
                present: true,
                items,
            },
            ..Dataset::default()
        }))
    })
    .await
}
