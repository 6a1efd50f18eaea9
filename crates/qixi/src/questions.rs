//! The questions both of a pair answer: `qixi.json` in the content folder, written by us
//! (travel preferences in Zhejiang, no right answers). Scoring is how many answers match.

use std::path::Path;

use anyhow::{Context, ensure};
use serde::Deserialize;

pub const FILE: &str = "qixi.json";

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Question {
    pub id: String,
    pub question: String,
    pub options: Vec<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Questions {
    #[serde(default)]
    pub source: String,
    pub questions: Vec<Question>,
}

/// The most options a question may have (the API's bound on an answer).
pub const MAX_OPTIONS: usize = 6;

impl Questions {
    /// Reads and checks `qixi.json` in `dir`; a folder without one gives no questions.
    pub fn load_dir(dir: &Path) -> anyhow::Result<Self> {
        let path = dir.join(FILE);
        if !path.exists() {
            return Ok(Self::default());
        }
        let text = std::fs::read_to_string(&path).with_context(|| path.display().to_string())?;
        let q: Self = serde_json::from_str(&text).context(FILE)?;
        q.check()?;
        Ok(q)
    }

    fn check(&self) -> anyhow::Result<()> {
        ensure!(
            (3..=20).contains(&self.questions.len()),
            "{FILE}: 3–20 questions"
        );
        let mut ids = std::collections::HashSet::new();
        for q in &self.questions {
            ensure!(ids.insert(q.id.as_str()), "{FILE}: {} twice", q.id);
            ensure!(
                !q.question.trim().is_empty(),
                "{FILE}: {} has no text",
                q.id
            );
            ensure!(
                (2..=MAX_OPTIONS).contains(&q.options.len()),
                "{FILE}: {} needs 2–{MAX_OPTIONS} options",
                q.id
            );
            ensure!(
                q.options.iter().all(|o| !o.trim().is_empty()),
                "{FILE}: {} has an empty option",
                q.id
            );
        }
        Ok(())
    }

    /// `None` when the answers fit; otherwise the field to name and why.
    pub fn misfit(&self, answers: &[u8]) -> Option<(String, String)> {
        let n = self.questions.len();
        if answers.len() != n {
            return Some((
                "answers".into(),
                format!("参数 answers 须为 {n} 项，每题一项"),
            ));
        }
        self.questions
            .iter()
            .zip(answers)
            .position(|(q, &a)| usize::from(a) >= q.options.len())
            .map(|i| {
                (
                    format!("answers[{i}]"),
                    format!(
                        "第 {} 题的选项须为 0 到 {}",
                        i + 1,
                        self.questions[i].options.len() - 1
                    ),
                )
            })
    }
}

/// How alike two sets of answers are: the questions answered alike, and that share of all
/// questions as a whole percentage (rounded half up).
pub fn compatibility(a: &[u8], b: &[u8]) -> (usize, i64) {
    let n = a.len().min(b.len());
    if n == 0 {
        return (0, 0);
    }
    let same = a.iter().zip(b).filter(|(x, y)| x == y).count();
    (same, ((same * 200 + n) / (2 * n)) as i64)
}

/// The word for a score the page turns into its line: `soulmates` (78 and up), `in_tune`
/// (45 and up) or `complementary`.
pub fn level(score: i64) -> &'static str {
    if score >= 78 {
        "soulmates"
    } else if score >= 45 {
        "in_tune"
    } else {
        "complementary"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_score_is_the_share_of_answers_alike() {
        assert_eq!(compatibility(&[0, 1, 2, 3], &[0, 1, 2, 3]), (4, 100));
        assert_eq!(compatibility(&[0, 1, 2, 3], &[1, 1, 2, 0]), (2, 50));
        assert_eq!(compatibility(&[0, 0, 0], &[0, 1, 1]), (1, 33));
        assert_eq!(compatibility(&[0, 0, 0], &[0, 0, 1]), (2, 67));
        assert_eq!(compatibility(&[0, 1], &[1, 0]), (0, 0));
        assert_eq!(level(100), "soulmates");
        assert_eq!(level(78), "soulmates");
        assert_eq!(level(56), "in_tune");
        assert_eq!(level(22), "complementary");
    }

    #[test]
    fn the_shipped_questions_load_and_answers_are_checked() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/zhejiang");
        let q = Questions::load_dir(&dir).expect("qixi.json");
        assert!((8..=10).contains(&q.questions.len()));
        assert!(!q.source.is_empty());
        let n = q.questions.len();
        assert!(q.misfit(&vec![0; n]).is_none());
        assert_eq!(q.misfit(&vec![0; n - 1]).unwrap().0, "answers");
        let mut bad = vec![0; n];
        bad[2] = 9;
        assert_eq!(q.misfit(&bad).unwrap().0, "answers[2]");
    }
}
