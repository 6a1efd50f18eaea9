//! `GET /ver3/api/v3/qixi/questions`: the questions both of a pair answer.

use axum::{Json, extract::State};
use youzhe_core::{ApiResult, Envelope, ok};

use super::{
    QixiState,
    view::{QixiQuestions, questions_view},
};

/// The questions an inviter and their partner both answer (no right answers: they are
/// about travel preferences), the campaign a pair earns chances in, and how many days an
/// invitation stays open. Public.
#[utoipa::path(get, path = "/ver3/api/v3/qixi/questions", tag = "qixi",
    responses((status = 200, description = "The questions", body = Envelope<QixiQuestions>)))]
pub async fn qixi_questions(
    State(s): State<QixiState>,
) -> ApiResult<Json<Envelope<QixiQuestions>>> {
    Ok(ok(questions_view(&s)))
}
