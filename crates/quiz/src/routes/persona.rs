//! The travel-persona test: `GET /ver3/api/v3/persona/test` (the questions),
//! `POST /ver3/api/v3/persona/results` (answers scored to a persona, stored under a public
//! id) and `GET /ver3/api/v3/persona/results/{id}` (a result anyone with the link reads).

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::AuthUser, envelope::ErrorEnvelope, extract::ApiJson, ok,
    time::now_ms,
};

use super::{QuizState, new_id, path_id};
use crate::{
    persona::Persona,
    share::{self, ShareCode},
    store,
};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonaQuestionView {
    pub id: String,
    pub question: String,
    pub options: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonaBrief {
    pub id: String,
    pub name: String,
    pub tagline: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonaTestView {
    pub questions: Vec<PersonaQuestionView>,
    /// Every persona the test can give.
    pub personas: Vec<PersonaBrief>,
}

/// The persona test's questions (without their scoring) and the personas it can give.
#[utoipa::path(get, path = "/ver3/api/v3/persona/test", tag = "quiz",
    responses((status = 200, description = "The questions", body = Envelope<PersonaTestView>)))]
pub async fn persona_test(
    State(s): State<QuizState>,
) -> ApiResult<Json<Envelope<PersonaTestView>>> {
    Ok(ok(PersonaTestView {
        questions: s
            .test
            .questions
            .iter()
            .map(|q| PersonaQuestionView {
                id: q.id.clone(),
                question: q.question.clone(),
                options: q.options.iter().map(|o| o.text.clone()).collect(),
            })
            .collect(),
        personas: s
            .test
            .personas
            .iter()
            .map(|p| PersonaBrief {
                id: p.id.clone(),
                name: p.name.clone(),
                tagline: p.tagline.clone(),
            })
            .collect(),
    }))
}

youzhe_core::text_schema!(
    /// One option index (0–5) per question, at most 50.
    PersonaAnswersSchema,
    ::utoipa::openapi::schema::ArrayBuilder::new()
        .items(
            ::utoipa::openapi::ObjectBuilder::new()
                .schema_type(::utoipa::openapi::Type::Integer)
                .minimum(Some(0))
                .maximum(Some(5)),
        )
        .max_items(Some(50))
        .into()
);

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PersonaAnswers {
    /// The chosen option's index, one per question in order.
    #[schema(value_type = PersonaAnswersSchema)]
    pub answers: Vec<u8>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecommendedLine {
    pub id: String,
    pub name: String,
    pub days: i64,
    pub theme: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecommendedPlace {
    pub id: String,
    pub name: String,
    /// scenic, site, food, restaurant, …: which page shows it.
    pub kind: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonaResultView {
    /// The public id the result is shared by.
    pub id: String,
    pub persona_id: String,
    pub name: String,
    pub tagline: String,
    pub description: String,
    /// The recommended line; none if the content no longer has it.
    pub line: Option<RecommendedLine>,
    /// The recommended places the content has.
    pub places: Vec<RecommendedPlace>,
    pub at: i64,
    /// The share poster's code: this result's public page.
    pub share: Option<ShareCode>,
}

fn result_view(s: &QuizState, id: String, p: &Persona, at: i64) -> PersonaResultView {
    let snap = s.content.snapshot();
    let line = snap
        .lines
        .iter()
        .find(|l| l.id == p.line_id)
        .map(|l| RecommendedLine {
            id: l.id.clone(),
            name: l.name.zh.clone(),
            days: i64::from(l.days),
            theme: l.theme.clone(),
        });
    let places = p
        .place_ids
        .iter()
        .filter_map(|pid| snap.place_by_id.get(pid).map(|&i| &snap.places[i as usize]))
        .map(|pl| RecommendedPlace {
            id: pl.id.clone(),
            name: pl.name.zh.clone(),
            kind: pl.kind.as_str().into(),
        })
        .collect();
    let share = share::code(&s.public_url, &format!("pages/spring/result2?id={id}"));
    PersonaResultView {
        id,
        persona_id: p.id.clone(),
        name: p.name.clone(),
        tagline: p.tagline.clone(),
        description: p.description.clone(),
        line,
        places,
        at,
        share,
    }
}

/// Take the persona test: the answers are scored on the server to a persona, stored, and
/// answered with the result and its public id (for the share link). 50300 when this
/// server has no test.
#[utoipa::path(post, path = "/ver3/api/v3/persona/results", tag = "quiz",
    security(("bearer" = [])), request_body = PersonaAnswers,
    extensions(("x-codes" = json!([50300]))),
    responses((status = 200, description = "The result; 40000 naming `answers` for answers that do not fit the questions, 50300 without a test",
        body = Envelope<PersonaResultView>),
        (status = 429, description = "Too many tests from this visitor", body = ErrorEnvelope)))]
pub async fn take_persona_test(
    State(s): State<QuizState>,
    user: AuthUser,
    ApiJson(body): ApiJson<PersonaAnswers>,
) -> ApiResult<Json<Envelope<PersonaResultView>>> {
    s.limiter.check(&user.uid).await?;
    if s.test.questions.is_empty() {
        return Err(ApiError::NotConfigured("测试暂未开放".into()));
    }
    let n = s.test.questions.len();
    if body.answers.len() != n {
        return Err(ApiError::invalid(
            "answers",
            format!("参数 answers 须为 {n} 项，每题一项"),
        ));
    }
    if let Some(i) = s
        .test
        .questions
        .iter()
        .zip(&body.answers)
        .position(|(q, &a)| usize::from(a) >= q.options.len())
    {
        return Err(ApiError::invalid(
            format!("answers[{i}]"),
            format!("第 {} 题没有这个选项", i + 1),
        ));
    }
    let chosen: Vec<usize> = body.answers.iter().map(|&a| usize::from(a)).collect();
    let persona = s
        .test
        .score(&chosen)
        .ok_or_else(|| ApiError::invalid("answers", "参数 answers 与题目不符"))?;
    let id = new_id();
    let now = now_ms();
    let answers = serde_json::to_string(&body.answers).map_err(anyhow::Error::from)?;
    store::insert_persona(&s.db, &id, &user.uid, &persona.id, &answers, now)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(ok(result_view(&s, id, persona, now)))
}

/// A persona result by its public id: no sign-in needed, so a shared link opens for
/// anyone. 40400 for an unknown id.
#[utoipa::path(get, path = "/ver3/api/v3/persona/results/{id}", tag = "quiz",
    params(("id" = String, Path, description = "The result's public id", pattern = "^[A-Za-z0-9]{20}$")),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The result; 40400 for an unknown id", body = Envelope<PersonaResultView>)))]
pub async fn persona_result(
    State(s): State<QuizState>,
    id: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<PersonaResultView>>> {
    let id = path_id(id)?;
    let missing = || ApiError::NotFound("没有这个测试结果".into());
    let (id, persona_id, _, at) = store::persona_result(&s.db, &id)
        .await
        .map_err(anyhow::Error::from)?
        .ok_or_else(missing)?;
    let persona = s.test.persona(&persona_id).ok_or_else(missing)?;
    Ok(ok(result_view(&s, id, persona, at)))
}
