//! `POST /ver3/api/admin/v1/content/{entity}/{id}/submit`: hand a draft to the publishers.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use youzhe_core::{Envelope, extract::ApiJson, ok};
use youzhe_operators::Operator;

use super::{EditingState, VersionRef, record_path};
use crate::{entity::EntityWord, error::EditResult, version::Version};

/// Submit one's own draft for publishing. The author only (40300 for anyone else, or
/// outside the region); 40900 when the version is not the record's open draft any more;
/// 40400 for an unknown record or version.
#[utoipa::path(post, path = "/ver3/api/admin/v1/content/{entity}/{id}/submit", tag = "editing",
    security(("operator_session" = [])), request_body = VersionRef,
    params(("entity" = inline(EntityWord), Path, description = "What kind of content"),
        ("id" = String, Path, description = "The record's id", max_length = 128),
        ("X-CSRF-Token" = Option<String>, Header, description = "The session's CSRF token; 40300 when missing or wrong")),
    extensions(("x-codes" = json!([40300, 40400, 40900]))),
    responses((status = 200, description = "The version, now submitted; 40300 for another's draft or a region out of scope, 40400 for an unknown version, 40900 for a stale one",
        body = Envelope<Version>)))]
pub async fn submit_version(
    State(s): State<EditingState>,
    op: Operator,
    path: Result<Path<(String, String)>, PathRejection>,
    ApiJson(req): ApiJson<VersionRef>,
) -> EditResult<Json<Envelope<Version>>> {
    let (entity, id) = record_path(path)?;
    let v = i64::from(req.version.get());
    Ok(ok(s.editing.submit(&op, entity, &id, v).await?))
}
