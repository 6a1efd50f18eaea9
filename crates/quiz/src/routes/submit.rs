//! `POST /ver3/api/v3/quiz/attempts/{id}/answers`: submit an attempt, once.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Deserialize;
use utoipa::ToSchema;
use youzhe_campaigns::{credited::CreditedChance, words::QUIZ_PASSED};
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::AuthUser, envelope::ErrorEnvelope, extract::ApiJson, ok,
    time::now_ms,
};

use super::{
    QuizState,
    attempt::not_found,
    path_id,
    view::{AttemptView, drawn_of, question, view},
};
use crate::{
    GRACE_MS,
    bank::{Bank, OPTIONS},
    store,
};

/// What a visitor reads when today's chances from the quiz are used up.
const QUIZ_CAPPED: &str = "今天答题获得的抽奖机会已达上限";

youzhe_core::text_schema!(
    /// One shown option index (0–3) or null per question, at most 50.
    QuizAnswersSchema,
    ::utoipa::openapi::schema::ArrayBuilder::new()
        .items(
            ::utoipa::openapi::ObjectBuilder::new()
                .schema_type(::utoipa::openapi::schema::SchemaType::from_iter([
                    ::utoipa::openapi::Type::Integer,
                    ::utoipa::openapi::Type::Null,
                ]))
                .minimum(Some(0))
                .maximum(Some(OPTIONS as u32 - 1)),
        )
        .max_items(Some(50))
        .into()
);

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SubmitBody {
    /// One entry per question, in the attempt's order: the index of the chosen option as
    /// shown (0–3), or null for a question left unanswered.
    #[schema(value_type = QuizAnswersSchema)]
    pub answers: Vec<Option<u8>>,
}

/// Submit the attempt's answers: checked on the server, scored, and answered with the
/// result (score, right answers, explanations). Once per attempt: a second submission
/// changes nothing and answers the first result again. After the deadline (counted from
/// the start, with two seconds for the network) the submission is refused with 40900 and
/// nothing is recorded. A pass earns a chance in the quiz campaign (`result.chance`).
#[utoipa::path(post, path = "/ver3/api/v3/quiz/attempts/{id}/answers", tag = "quiz",
    security(("bearer" = [])), request_body = SubmitBody,
    params(("id" = String, Path, description = "The attempt's id", pattern = "^[A-Za-z0-9]{20}$")),
    extensions(("x-codes" = json!([40400, 40900]))),
    responses((status = 200, description = "The submitted attempt with its result; 40000 naming `answers` for a list that does not fit the questions, 40400 for an attempt this visitor did not start, 40900 when its time is over",
        body = Envelope<AttemptView>),
        (status = 429, description = "Too many submissions from this visitor", body = ErrorEnvelope)))]
pub async fn submit_attempt(
    State(s): State<QuizState>,
    user: AuthUser,
    id: Result<Path<String>, PathRejection>,
    ApiJson(body): ApiJson<SubmitBody>,
) -> ApiResult<Json<Envelope<AttemptView>>> {
    s.limiter.check(&user.uid).await?;
    let id = path_id(id)?;
    let now = now_ms();
    let bank = Bank::of(&s.content);
    let mut row = store::attempt(&s.db, &id, &user.uid)
        .await
        .map_err(anyhow::Error::from)?
        .ok_or_else(not_found)?;
    if row.submitted_ms.is_none() {
        let drawn = drawn_of(&row)?;
        if body.answers.len() != drawn.len() {
            return Err(ApiError::invalid(
                "answers",
                format!("参数 answers 须为 {} 项，每题一项", drawn.len()),
            ));
        }
        if let Some(i) = body
            .answers
            .iter()
            .position(|a| a.is_some_and(|c| c as usize >= OPTIONS))
        {
            return Err(ApiError::invalid(
                format!("answers[{i}]"),
                format!("第 {} 题的选项须为 0 到 {}", i + 1, OPTIONS - 1),
            ));
        }
        if now > row.deadline_ms + GRACE_MS {
            return Err(ApiError::Conflict("答题时间已到，本次作答不计分".into()));
        }
        let mut score = 0i64;
        for (d, a) in drawn.iter().zip(&body.answers) {
            let q = question(&bank, d).ok_or_else(not_found)?;
            if a.is_some_and(|c| d.order.get(c as usize) == Some(&q.answer)) {
                score += 1;
            }
        }
        let passed = score >= row.pass_score;
        let chosen: Vec<i64> = body
            .answers
            .iter()
            .map(|a| a.map_or(-1, i64::from))
            .collect();
        let chosen = serde_json::to_string(&chosen).map_err(anyhow::Error::from)?;
        // The submission and a pass's chance commit together, in one transaction taken
        // within the visitor's turn in the quiz campaign. A concurrent submission may have
        // won: then this one writes nothing and the stored one is read back.
        let campaign = row.campaign_id.clone();
        let mut t = s.turns.begin(&s.db, &campaign, &[&user.uid], now).await?;
        let made = store::submit_in(t.conn(), &id, &user.uid, &chosen, score, passed, now)
            .await
            .map_err(anyhow::Error::from)?;
        if made && passed {
            let key = format!("quiz:{id}");
            let answer = t
                .earn(&user.uid, &campaign, QUIZ_PASSED, &id, &key, now)
                .await
                .map_err(anyhow::Error::from)?;
            let text = serde_json::to_string(&CreditedChance::of(&campaign, answer, QUIZ_CAPPED))
                .map_err(anyhow::Error::from)?;
            store::keep_chance_in(t.conn(), &id, &text)
                .await
                .map_err(anyhow::Error::from)?;
        }
        t.commit().await.map_err(anyhow::Error::from)?;
        row = store::attempt(&s.db, &id, &user.uid)
            .await
            .map_err(anyhow::Error::from)?
            .ok_or_else(not_found)?;
    }
    Ok(ok(view(&bank, &s.public_url, &row, now, GRACE_MS)?))
}
