//! `PUT /ver3/api/admin/v1/content/{entity}/{id}/draft`: write a draft of a record.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;
use youzhe_core::{ApiError, Envelope, extract::ApiJson, ok};
use youzhe_operators::Operator;

use super::{EditingState, record_path};
use crate::{entity::EntityWord, error::EditResult, version::Version};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = ContentDraft)]
pub struct DraftBody {
    /// The whole record, every field of tools/data/SCHEMA.md, its `id` the one in the path.
    #[schema(value_type = Object)]
    pub body: Value,
}

/// Write a draft of a record — a new one, or a change to a published one. The body is
/// checked by the same code as `youzhe import`, laid over the stored content: any problem
/// is 40000 naming the first field, with `data.problems` listing each as import would
/// (file, field, message), and nothing is written. The editor needs the record's region
/// (as stored, and as the body would move it) in scope: 40300 otherwise. The operator's
/// own open version (draft or submitted) is replaced; another operator's open version
/// answers 40900. The first edit of a record keeps its original as version 1.
#[utoipa::path(put, path = "/ver3/api/admin/v1/content/{entity}/{id}/draft", tag = "editing",
    security(("operator_session" = [])), request_body = DraftBody,
    params(("entity" = inline(EntityWord), Path, description = "What kind of content"),
        ("id" = String, Path, description = "The record's id", max_length = 128),
        ("X-CSRF-Token" = Option<String>, Header, description = "The session's CSRF token; 40300 when missing or wrong")),
    extensions(("x-codes" = json!([40300, 40900]))),
    responses((status = 200, description = "The new draft; 40000 with data.problems for a body import would refuse, 40300 for a role that does not edit or a region out of scope, 40900 when another operator's version is open",
        body = Envelope<Version>)))]
pub async fn save_draft(
    State(s): State<EditingState>,
    op: Operator,
    path: Result<Path<(String, String)>, PathRejection>,
    ApiJson(req): ApiJson<DraftBody>,
) -> EditResult<Json<Envelope<Version>>> {
    let (entity, id) = record_path(path)?;
    if !req.body.is_object() {
        return Err(ApiError::invalid("body", "body 须为一条完整的记录（JSON 对象）").into());
    }
    Ok(ok(s.editing.draft(&op, entity, &id, &req.body).await?))
}
