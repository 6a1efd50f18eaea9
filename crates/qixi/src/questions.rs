//! The questions both of a pair answer: the published `qixi_questions` of the content
//! (七夕题库, edited in the console; the shipped `qixi.json` seeds it, `seed.rs`), about
//! travel preferences in Zhejiang, with no right answers. Scoring is how many answers match.
//! An invitation keeps the questions it was answered with, so its partner answers the
//! same ones whatever is published meanwhile.

use serde::{Deserialize, Serialize};
use youzhe_content::Content;

pub use youzhe_content::model::QixiQuestion as Question;

/// The most options a question may have (the API's bound on an answer).
pub const MAX_OPTIONS: usize = *youzhe_content::validate::QIXI_OPTIONS.end();
/// The most questions a pair answers: the first ones published when the bank holds more.
pub const MAX_QUESTIONS: usize = 20;

/// One question as a pair is asked it, and as an invitation keeps it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Asked {
    pub id: String,
    pub question: String,
    pub options: Vec<String>,
}

/// The questions a new invitation asks: the published ones not deleted, in the order
/// they were written, at most [`MAX_QUESTIONS`].
pub fn live(content: &Content) -> Vec<Asked> {
    content
        .snapshot()
        .qixi_questions
        .iter()
        .filter(|q| !q.retired)
        .take(MAX_QUESTIONS)
        .map(|q| Asked {
            id: q.id.clone(),
            question: q.question.clone(),
            options: q.options.clone(),
        })
        .collect()
}

/// `None` when the answers fit the questions; otherwise the field to name and why.
pub fn misfit(questions: &[Asked], answers: &[u8]) -> Option<(String, String)> {
    let n = questions.len();
    if answers.len() != n {
        return Some((
            "answers".into(),
            format!("参数 answers 须为 {n} 项，每题一项"),
        ));
    }
    questions
        .iter()
        .zip(answers)
        .position(|(q, &a)| usize::from(a) >= q.options.len())
        .map(|i| {
            (
                format!("answers[{i}]"),
                format!(
                    "第 {} 题的选项须为 0 到 {}",
                    i + 1,
                    questions[i].options.len() - 1
                ),
            )
        })
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
    fn answers_must_fit_the_questions_asked() {
        let q = |n: usize| Asked {
            id: format!("qx-{n}"),
            question: "去哪？".into(),
            options: vec!["山".into(), "海".into(), "城".into()],
        };
        let asked: Vec<Asked> = (0..4).map(q).collect();
        assert!(misfit(&asked, &[0, 1, 2, 0]).is_none());
        assert_eq!(misfit(&asked, &[0, 1, 2]).unwrap().0, "answers");
        assert_eq!(misfit(&asked, &[0, 1, 3, 0]).unwrap().0, "answers[2]");
    }
}
