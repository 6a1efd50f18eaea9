//! The question bank: `quiz.jsonl` in the content folder, one question a line (built by
//! `tools/data/build_quiz.py` from the shipped records, each with its record's source).

use std::{collections::HashMap, path::Path};

use anyhow::{Context, bail, ensure};
use rand::seq::index::sample;
use serde::Deserialize;

pub const FILE: &str = "quiz.jsonl";
pub const OPTIONS: usize = 4;

#[derive(Debug, Clone, Deserialize)]
pub struct Question {
    pub id: String,
    pub category: String,
    pub question: String,
    pub options: Vec<String>,
    /// The index of the right option in `options` as stored (never sent before submission).
    pub answer: usize,
    pub explanation: String,
    /// The shipped record the question was made from.
    pub record: String,
    pub source: String,
}

#[derive(Debug, Default)]
pub struct Bank {
    pub questions: Vec<Question>,
    by_id: HashMap<String, usize>,
}

impl Bank {
    /// Reads and checks `quiz.jsonl` in `dir`; a folder without one gives an empty bank.
    pub fn load_dir(dir: &Path) -> anyhow::Result<Self> {
        let path = dir.join(FILE);
        if !path.exists() {
            return Ok(Self::default());
        }
        let text = std::fs::read_to_string(&path).with_context(|| path.display().to_string())?;
        Self::parse(&text)
    }

    pub fn parse(text: &str) -> anyhow::Result<Self> {
        let mut bank = Self::default();
        for (n, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let q: Question =
                serde_json::from_str(line).with_context(|| format!("{FILE}:{}", n + 1))?;
            check(&q).with_context(|| format!("{FILE}:{} ({})", n + 1, q.id))?;
            if bank
                .by_id
                .insert(q.id.clone(), bank.questions.len())
                .is_some()
            {
                bail!("{FILE}:{}: id {} used twice", n + 1, q.id);
            }
            bank.questions.push(q);
        }
        Ok(bank)
    }

    pub fn get(&self, id: &str) -> Option<&Question> {
        self.by_id.get(id).map(|&i| &self.questions[i])
    }

    /// `n` distinct questions at random (all of them when the bank is smaller).
    pub fn draw(&self, n: usize, rng: &mut impl rand::Rng) -> Vec<&Question> {
        let n = n.min(self.questions.len());
        sample(rng, self.questions.len(), n)
            .into_iter()
            .map(|i| &self.questions[i])
            .collect()
    }
}

fn check(q: &Question) -> anyhow::Result<()> {
    ensure!(
        !q.id.is_empty() && q.id.len() <= 128,
        "id must be 1–128 characters"
    );
    ensure!(!q.question.trim().is_empty(), "empty question");
    ensure!(q.options.len() == OPTIONS, "needs {OPTIONS} options");
    ensure!(
        q.options.iter().all(|o| !o.trim().is_empty()),
        "an empty option"
    );
    let mut distinct = q.options.clone();
    distinct.sort();
    distinct.dedup();
    ensure!(distinct.len() == OPTIONS, "options repeat");
    ensure!(q.answer < OPTIONS, "answer out of range");
    ensure!(!q.explanation.trim().is_empty(), "no explanation");
    ensure!(!q.source.trim().is_empty(), "no source");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shipped() -> Bank {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/zhejiang");
        Bank::load_dir(&dir).expect("the shipped bank loads")
    }

    #[test]
    fn the_shipped_bank_has_two_hundred_sourced_questions_on_every_subject() {
        let bank = shipped();
        assert!(bank.questions.len() >= 200, "{}", bank.questions.len());
        for c in ["places", "food", "people", "history"] {
            assert!(
                bank.questions.iter().filter(|q| q.category == c).count() >= 20,
                "{c}"
            );
        }
    }

    #[test]
    fn the_shipped_bank_asks_three_hundred_different_questions_each_with_its_source() {
        let bank = shipped();
        let texts: std::collections::HashSet<&str> =
            bank.questions.iter().map(|q| q.question.as_str()).collect();
        assert_eq!(
            texts.len(),
            bank.questions.len(),
            "a question text is repeated"
        );
        assert!(texts.len() >= 300, "{}", texts.len());
        let kinds: std::collections::HashSet<&str> =
            bank.questions.iter().map(|q| q.category.as_str()).collect();
        assert!(kinds.len() >= 6, "{kinds:?}");
        for q in &bank.questions {
            assert!(q.explanation.contains("来源："), "{}", q.id);
            assert!(!q.explanation.contains("GCJ"), "{}", q.id);
        }
    }

    #[test]
    fn a_bad_line_is_named() {
        let line = r#"{"id":"q1","category":"food","question":"?","options":["a","b","c","c"],"answer":0,"explanation":"e","record":"r","source":"s"}"#;
        let e = Bank::parse(line).expect_err("repeated options");
        assert!(format!("{e:#}").contains("q1"), "{e:#}");
    }

    #[test]
    fn a_draw_has_distinct_questions() {
        let bank = shipped();
        let drawn = bank.draw(10, &mut rand::rng());
        let mut ids: Vec<_> = drawn.iter().map(|q| &q.id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), 10);
    }
}
