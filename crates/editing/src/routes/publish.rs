//! `POST /ver3/api/admin/v1/content/{entity}/{id}/publish`: make a version what visitors see.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use youzhe_core::{Envelope, extract::ApiJson, ok};
use youzhe_operators::Operator;

use super::{EditingState, VersionRef, record_path};
use crate::{entity::EntityWord, error::EditResult, version::Version};

/// Publish a submitted version, or one's own draft (submitting and publishing at once).
/// A city editor in its city, a province admin anywhere (40300 otherwise). The body is
/// checked again against the content as it is now (40000 with data.problems), then the
/// record, the version and the audit row are written in one transaction and the visitor's
/// snapshot is rebuilt and swapped before the answer. 40900 for a version no longer open
/// or another operator's unsubmitted draft.
#[utoipa::path(post, path = "/ver3/api/admin/v1/content/{entity}/{id}/publish", tag = "editing",
    security(("operator_session" = [])), request_body = VersionRef,
    params(("entity" = inline(EntityWord), Path, description = "What kind of content"),
        ("id" = String, Path, description = "The record's id", max_length = 128),
        ("X-CSRF-Token" = Option<String>, Header, description = "The session's CSRF token; 40300 when missing or wrong")),
    extensions(("x-codes" = json!([40300, 40400, 40900]))),
    responses((status = 200, description = "The version, now published and live; 40300 for a role that does not publish or a region out of scope, 40400 for an unknown version, 40900 for a stale one",
        body = Envelope<Version>)))]
pub async fn publish_version(
    State(s): State<EditingState>,
    op: Operator,
    path: Result<Path<(String, String)>, PathRejection>,
    ApiJson(req): ApiJson<VersionRef>,
) -> EditResult<Json<Envelope<Version>>> {
    let (entity, id) = record_path(path)?;
    let v = i64::from(req.version.get());
    Ok(ok(s.editing.publish(&op, entity, &id, v).await?))
}
