//! `GET /ver3/api/v3/quiz/rules`: how the quiz goes, for its index page.

use axum::{Json, extract::State};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{ApiResult, Envelope, ok};

use super::QuizState;
use crate::bank::Bank;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuizRulesView {
    /// Questions per attempt.
    pub questions: i64,
    /// Right answers needed to pass.
    pub pass_score: i64,
    /// Seconds an attempt may take from its start.
    pub seconds: i64,
    /// Questions in the bank.
    pub bank_size: i64,
    /// The campaign a pass earns a chance in.
    pub campaign_id: String,
}

/// The quiz's rules: questions per attempt, the pass mark, the time limit, the bank's size.
#[utoipa::path(get, path = "/ver3/api/v3/quiz/rules", tag = "quiz",
    responses((status = 200, description = "The rules", body = Envelope<QuizRulesView>)))]
pub async fn quiz_rules(State(s): State<QuizState>) -> ApiResult<Json<Envelope<QuizRulesView>>> {
    let size = Bank::of(&s.content).size();
    Ok(ok(QuizRulesView {
        questions: s.rules.questions.min(size) as i64,
        pass_score: s.rules.pass as i64,
        seconds: s.rules.seconds,
        bank_size: size as i64,
        campaign_id: s.rules.campaign.clone(),
    }))
}
