//! The shipped `qixi.json` seeds the stored bank once (`youzhe_content::seed`): the file
//! is an object with the editors' `source` and the `questions`; each becomes a
//! `qixi_questions` record carrying that source. After that the console owns the bank.

use std::path::Path;

use anyhow::Context;
use serde::Deserialize;
use youzhe_content::{
    Content, Problems,
    dataset::{Dataset, Lines},
    validate,
};

use crate::questions::Question;

pub const FILE: &str = "qixi.json";

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Shipped {
    source: String,
    questions: Vec<ShippedQuestion>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ShippedQuestion {
    id: String,
    question: String,
    options: Vec<String>,
}

/// The questions of `dir/qixi.json` as records, checked as a console draft is; `None`
/// without the file.
pub fn shipped(dir: &Path) -> anyhow::Result<Option<Dataset>> {
    let path = dir.join(FILE);
    if !path.is_file() {
        return Ok(None);
    }
    let text = std::fs::read_to_string(&path).with_context(|| path.display().to_string())?;
    let file: Shipped = serde_json::from_str(&text).context(FILE)?;
    let items = file
        .questions
        .into_iter()
        .enumerate()
        .map(|(n, q)| {
            let q = Question {
                id: q.id,
                question: q.question,
                options: q.options,
                source: file.source.clone(),
                retired: false,
            };
            (n + 1, q)
        })
        .collect();
    let ds = Dataset {
        qixi_questions: Lines {
            present: true,
            items,
        },
        ..Dataset::default()
    };
    let problems = validate::check(&ds);
    if !problems.is_empty() {
        return Err(Problems(problems)).context(FILE);
    }
    Ok(Some(ds))
}

/// Imports `dir/qixi.json` when the store has never held a Qixi question. True when it did.
pub async fn seed_once(content: &Content, dir: &Path) -> anyhow::Result<bool> {
    youzhe_content::seed::seed_once(content, "qixi_questions", || shipped(dir)).await
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn the_shipped_questions_are_a_valid_bank_with_their_source() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/zhejiang");
        let ds = shipped(&dir).expect("qixi.json").expect("the file");
        let qs: Vec<&Question> = ds.qixi_questions.iter().collect();
        assert!((8..=10).contains(&qs.len()), "{}", qs.len());
        let ids: HashSet<&str> = qs.iter().map(|q| q.id.as_str()).collect();
        assert_eq!(ids.len(), qs.len(), "an id is repeated");
        assert!(qs.iter().all(|q| q.source.contains("游浙编辑部")));
    }
}
