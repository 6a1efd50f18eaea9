//! The question bank: the published `quiz_questions` of the content (docs/QUIZ.md). The
//! shipped `quiz_questions.jsonl` (built by `tools/data/build_quiz.py` from the shipped
//! records) seeds it; operators add, edit and delete questions in the console through the
//! content workflow, so what is drawn is always what was last published.

use std::sync::Arc;

use rand::seq::index::sample;
use youzhe_content::Content;

pub use youzhe_content::model::QuizQuestion as Question;

pub const FILE: &str = "quiz_questions.jsonl";
pub const OPTIONS: usize = 4;

/// The published questions of one content snapshot.
#[derive(Debug, Default, Clone)]
pub struct Bank {
    all: Arc<Vec<Question>>,
}

impl Bank {
    /// The bank as published now.
    pub fn of(content: &Content) -> Self {
        Self::new(content.snapshot().quiz_questions.clone())
    }

    pub fn new(all: Arc<Vec<Question>>) -> Self {
        Self { all }
    }

    /// The questions that may be drawn: published and not deleted.
    pub fn live(&self) -> impl Iterator<Item = &Question> {
        self.all.iter().filter(|q| !q.retired)
    }

    pub fn size(&self) -> usize {
        self.live().count()
    }

    /// Any published question by id, deleted ones too: an attempt started before questions
    /// were held in the attempt finds its questions here.
    pub fn get(&self, id: &str) -> Option<&Question> {
        self.all.iter().find(|q| q.id == id)
    }

    /// `n` distinct live questions at random (all of them when the bank is smaller).
    pub fn draw(&self, n: usize, rng: &mut impl rand::Rng) -> Vec<&Question> {
        let live: Vec<&Question> = self.live().collect();
        let n = n.min(live.len());
        sample(rng, live.len(), n)
            .into_iter()
            .map(|i| live[i])
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    fn shipped() -> Bank {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../data/zhejiang")
            .join(FILE);
        let text = std::fs::read_to_string(&path).expect("the shipped bank");
        let all = text
            .lines()
            .enumerate()
            .map(|(n, l)| {
                youzhe_content::dataset::parse_line::<Question>(FILE, n + 1, l)
                    .unwrap_or_else(|p| panic!("{p}"))
            })
            .collect();
        Bank::new(Arc::new(all))
    }

    #[test]
    fn the_shipped_bank_has_two_hundred_sourced_questions_on_every_subject() {
        let bank = shipped();
        assert!(bank.size() >= 200, "{}", bank.size());
        for c in ["places", "food", "people", "history"] {
            assert!(bank.live().filter(|q| q.category == c).count() >= 20, "{c}");
        }
    }

    #[test]
    fn the_shipped_bank_asks_three_hundred_different_questions_each_with_its_source() {
        let bank = shipped();
        let texts: HashSet<&str> = bank.live().map(|q| q.question.as_str()).collect();
        assert_eq!(texts.len(), bank.size(), "a question text is repeated");
        assert!(texts.len() >= 300, "{}", texts.len());
        let kinds: HashSet<&str> = bank.live().map(|q| q.category.as_str()).collect();
        assert!(kinds.len() >= 6, "{kinds:?}");
        for q in bank.live() {
            assert!(q.explanation.contains("来源："), "{}", q.id);
            assert!(!q.explanation.contains("GCJ"), "{}", q.id);
        }
    }

    #[test]
    fn a_draw_has_distinct_questions() {
        let bank = shipped();
        let drawn = bank.draw(10, &mut rand::rng());
        let ids: HashSet<_> = drawn.iter().map(|q| &q.id).collect();
        assert_eq!(ids.len(), 10);
    }

    #[test]
    fn a_deleted_question_is_never_drawn_but_still_found() {
        let mut all: Vec<Question> = shipped().live().take(3).cloned().collect();
        all[1].retired = true;
        let bank = Bank::new(Arc::new(all));
        assert_eq!(bank.size(), 2);
        for _ in 0..20 {
            let drawn = bank.draw(3, &mut rand::rng());
            assert_eq!(drawn.len(), 2);
            assert!(drawn.iter().all(|q| !q.retired));
        }
        let id = bank.all[1].id.clone();
        assert!(bank.get(&id).is_some());
    }
}
