//! `GET /ver3/api/admin/v1/content/{entity}/{id}/versions`: a record's history.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use youzhe_core::{Envelope, ok};
use youzhe_operators::Operator;

use super::{EditingState, detail::readable, record_path};
use crate::{entity::EntityWord, error::EditResult, version::Version};

/// Every version of a record, newest first: the imported original (version 1, author
/// `import`) once the record has been edited, then each draft with its outcome. A draft
/// replaced by its author's next one is not kept (the audit log has it).
#[utoipa::path(get, path = "/ver3/api/admin/v1/content/{entity}/{id}/versions", tag = "editing",
    security(("operator_session" = [])),
    params(("entity" = inline(EntityWord), Path, description = "What kind of content"),
        ("id" = String, Path, description = "The record's id", max_length = 128)),
    extensions(("x-codes" = json!([40300, 40400]))),
    responses((status = 200, description = "The versions, newest first (empty for a record never edited); 40400 for an unknown record, 40300 outside the editor's region",
        body = Envelope<Vec<Version>>)))]
pub async fn content_versions(
    State(s): State<EditingState>,
    op: Operator,
    path: Result<Path<(String, String)>, PathRejection>,
) -> EditResult<Json<Envelope<Vec<Version>>>> {
    let (entity, id) = record_path(path)?;
    let (_, versions) = readable(&s, &op, entity, &id).await?;
    Ok(ok(versions.iter().map(|v| v.view()).collect()))
}
