//! What an editing request can fail with: any [`ApiError`], or a body the import's
//! validator refuses — 40000 like any bad input, naming the first field, with every
//! problem the import would list (`data.problems`).

use axum::{
    Json,
    response::{IntoResponse, Response},
};
use serde::Serialize;
use serde_json::json;
use utoipa::ToSchema;
use youzhe_content::Problem;
use youzhe_core::{ApiError, envelope::EXTEND_CODE};
use youzhe_operators::Refusal;

#[derive(Debug)]
pub enum EditError {
    Api(ApiError),
    /// The body breaks the import's rules; never empty.
    Invalid(Vec<Problem>),
}

pub type EditResult<T> = Result<T, EditError>;

impl From<ApiError> for EditError {
    fn from(e: ApiError) -> Self {
        EditError::Api(e)
    }
}

impl From<Refusal> for EditError {
    fn from(r: Refusal) -> Self {
        EditError::Api(r.into())
    }
}

impl From<sqlx::Error> for EditError {
    fn from(e: sqlx::Error) -> Self {
        // Two editors racing for one record: the table's unique keys decide, the loser
        // hears 40900 rather than a server error.
        if let sqlx::Error::Database(d) = &e
            && d.is_unique_violation()
        {
            return EditError::Api(stale());
        }
        EditError::Api(e.into())
    }
}

impl From<anyhow::Error> for EditError {
    fn from(e: anyhow::Error) -> Self {
        EditError::Api(ApiError::Internal(e))
    }
}

/// The version asked for is not the record's open one any more (or never was).
pub fn stale() -> ApiError {
    ApiError::Conflict("该版本已不是待处理的版本，请刷新后重试".into())
}

/// One problem as the console shows it: the import's file, field and message.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = ContentProblem)]
pub struct ProblemView {
    /// The content file the record belongs to (`places.jsonl`); another file when the
    /// change breaks a record that refers to this one.
    pub file: String,
    /// The field as the import names it (`name.zh`, `stops[2].place_id`), or empty.
    pub field: String,
    /// The import's message.
    pub message: String,
}

impl IntoResponse for EditError {
    fn into_response(self) -> Response {
        match self {
            EditError::Api(e) => e.into_response(),
            EditError::Invalid(problems) => {
                let first = problems.first();
                let field = match first.map(|p| p.field.as_str()) {
                    Some("") | None => "body".to_string(),
                    Some(f) => format!("body.{f}"),
                };
                let msg = match first {
                    Some(p) if !p.field.is_empty() => {
                        format!("字段 {} 不符合导入规则：{}", p.field, p.message)
                    }
                    Some(p) => format!("内容不符合导入规则：{}", p.message),
                    None => "内容不符合导入规则".into(),
                };
                let list: Vec<ProblemView> = problems
                    .into_iter()
                    .map(|p| ProblemView {
                        file: p.file,
                        field: p.field,
                        message: p.message,
                    })
                    .collect();
                Json(json!({
                    "code": 40000,
                    "msg": msg,
                    "data": {"field": field, "problems": list},
                    "extend": {"code": EXTEND_CODE},
                }))
                .into_response()
            }
        }
    }
}
