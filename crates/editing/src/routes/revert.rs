//! `POST /ver3/api/admin/v1/content/{entity}/{id}/revert`: a new draft from an old version.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use youzhe_core::{Envelope, extract::ApiJson, ok};
use youzhe_operators::Operator;

use super::{EditingState, VersionRef, record_path};
use crate::{entity::EntityWord, error::EditResult, version::Version};

/// Start a new draft holding an earlier version's body (version 1 is the imported
/// original). It then goes through the workflow like any draft: a publisher may publish it
/// at once. The same checks as a draft: the import's validation against the content as it
/// is now (40000 with data.problems), the region (40300), another operator's open version (40900).
#[utoipa::path(post, path = "/ver3/api/admin/v1/content/{entity}/{id}/revert", tag = "editing",
    security(("operator_session" = [])), request_body = VersionRef,
    params(("entity" = inline(EntityWord), Path, description = "What kind of content"),
        ("id" = String, Path, description = "The record's id", max_length = 128),
        ("X-CSRF-Token" = Option<String>, Header, description = "The session's CSRF token; 40300 when missing or wrong")),
    extensions(("x-codes" = json!([40300, 40400, 40900]))),
    responses((status = 200, description = "The new draft; 40300 for a role that does not edit or a region out of scope, 40400 for an unknown version, 40900 when another operator's version is open",
        body = Envelope<Version>)))]
pub async fn revert_version(
    State(s): State<EditingState>,
    op: Operator,
    path: Result<Path<(String, String)>, PathRejection>,
    ApiJson(req): ApiJson<VersionRef>,
) -> EditResult<Json<Envelope<Version>>> {
    let (entity, id) = record_path(path)?;
    let v = i64::from(req.version.get());
    Ok(ok(s.editing.revert(&op, entity, &id, v).await?))
}
