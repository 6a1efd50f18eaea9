//! What the quiz answers: an attempt as the visitor sees it, before and after submission.
//! Before, the questions carry only their text and options (in the attempt's order); the
//! right answers and explanations appear only in `result`.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_campaigns::credited::CreditedChance;

use crate::{
    bank::{Bank, Question},
    share::{self, ShareCode},
    store::AttemptRow,
};

/// The page a quiz poster's code opens: the quiz itself, for a friend to try.
pub const QUIZ_PAGE: &str = "pages/custom/answer/index";

/// One question of an attempt as stored: its id, the order its options were shown in
/// (`order[shown] = stored index`) and the question as it was drawn.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Drawn {
    pub q: String,
    pub order: Vec<usize>,
    /// Held so an operator's edit or deletion published while the attempt is open changes
    /// nothing for it; absent in attempts started before the bank was edited in the
    /// console, which read the published bank.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub held: Option<Question>,
}

/// The question of one drawn entry: as held, or as published.
pub fn question<'a>(bank: &'a Bank, d: &'a Drawn) -> Option<&'a Question> {
    d.held.as_ref().or_else(|| bank.get(&d.q))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShownQuestion {
    pub id: String,
    pub category: String,
    pub question: String,
    /// In this attempt's order; answers name an option by its index here.
    pub options: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum AttemptState {
    /// Started, not submitted, time left.
    Open,
    Submitted,
    /// Its time ran out before a submission: nothing counts.
    Expired,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResultItem {
    pub question_id: String,
    pub question: String,
    pub options: Vec<String>,
    /// The option the visitor chose (shown index), none if unanswered.
    pub chosen: Option<usize>,
    /// The right option (shown index).
    pub answer: usize,
    pub right: bool,
    pub explanation: String,
    /// Where the fact comes from (the shipped record's source).
    pub source: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuizResult {
    pub score: i64,
    pub total: i64,
    pub passed: bool,
    pub submitted_at: i64,
    pub items: Vec<ResultItem>,
    /// Only for a pass.
    pub chance: Option<CreditedChance>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttemptView {
    pub attempt_id: String,
    pub state: AttemptState,
    pub campaign_id: String,
    pub pass_score: i64,
    pub started_at: i64,
    /// Submissions after this instant are refused.
    pub deadline_at: i64,
    /// The server's clock when it answered, so the page's timer can correct its own.
    pub now: i64,
    pub questions: Vec<ShownQuestion>,
    /// Only once submitted.
    pub result: Option<QuizResult>,
    /// The share poster's code (the quiz's page), once submitted.
    pub share: Option<ShareCode>,
}

pub fn drawn_of(row: &AttemptRow) -> anyhow::Result<Vec<Drawn>> {
    Ok(serde_json::from_str(&row.questions)?)
}

fn shown(bank: &Bank, d: &Drawn) -> anyhow::Result<(String, String, String, Vec<String>)> {
    let q = question(bank, d).ok_or_else(|| anyhow::anyhow!("question {} left the bank", d.q))?;
    let options = d.order.iter().map(|&i| q.options[i].clone()).collect();
    Ok((
        q.id.clone(),
        q.category.clone(),
        q.question.clone(),
        options,
    ))
}

pub fn view(
    bank: &Bank,
    public_url: &str,
    row: &AttemptRow,
    now: i64,
    grace: i64,
) -> anyhow::Result<AttemptView> {
    let drawn = drawn_of(row)?;
    let mut questions = Vec::with_capacity(drawn.len());
    for d in &drawn {
        let (id, category, question, options) = shown(bank, d)?;
        questions.push(ShownQuestion {
            id,
            category,
            question,
            options,
        });
    }
    let result = match (row.submitted_ms, row.score, row.passed, &row.answers) {
        (Some(at), Some(score), Some(passed), Some(answers)) => {
            let chosen: Vec<i64> = serde_json::from_str(answers)?;
            let mut items = Vec::with_capacity(drawn.len());
            for (d, c) in drawn.iter().zip(chosen) {
                let q = question(bank, d)
                    .ok_or_else(|| anyhow::anyhow!("question {} left the bank", d.q))?;
                let answer = d.order.iter().position(|&i| i == q.answer).unwrap_or(0);
                let chosen = usize::try_from(c).ok();
                items.push(ResultItem {
                    question_id: q.id.clone(),
                    question: q.question.clone(),
                    options: d.order.iter().map(|&i| q.options[i].clone()).collect(),
                    chosen,
                    answer,
                    right: chosen == Some(answer),
                    explanation: q.explanation.clone(),
                    source: q.source.clone(),
                });
            }
            let chance = match &row.chance {
                Some(c) => Some(serde_json::from_str(c)?),
                None => None,
            };
            Some(QuizResult {
                score,
                total: drawn.len() as i64,
                passed,
                submitted_at: at,
                items,
                chance,
            })
        }
        _ => None,
    };
    let state = if result.is_some() {
        AttemptState::Submitted
    } else if now > row.deadline_ms + grace {
        AttemptState::Expired
    } else {
        AttemptState::Open
    };
    Ok(AttemptView {
        attempt_id: row.id.clone(),
        state,
        campaign_id: row.campaign_id.clone(),
        pass_score: row.pass_score,
        started_at: row.started_ms,
        deadline_at: row.deadline_ms,
        now,
        questions,
        share: result
            .as_ref()
            .and_then(|_| share::code(public_url, QUIZ_PAGE)),
        result,
    })
}
