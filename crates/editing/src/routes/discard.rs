//! `POST /ver3/api/admin/v1/content/{entity}/{id}/discard`: give up a draft, or clear away
//! a rejected version.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use youzhe_core::{Envelope, extract::ApiJson, ok};
use youzhe_operators::Operator;

use super::{EditingState, VersionRef, record_path};
use crate::{entity::EntityWord, error::EditResult, version::Version};

/// Discard a version: the author's own draft (or the version they submitted, withdrawing
/// it), or a rejected version — any editor of the record's region may clear that away.
/// The record stays as published; the version stays in the history as `discarded`.
/// 40300 for another operator's draft or submitted version, a role that does not edit, or
/// a region out of scope; 40900 for a version already published or discarded (or no
/// longer the one shown); 40400 for an unknown one. Nothing changes on a refusal.
#[utoipa::path(post, path = "/ver3/api/admin/v1/content/{entity}/{id}/discard", tag = "editing",
    security(("operator_session" = [])), request_body = VersionRef,
    params(("entity" = inline(EntityWord), Path, description = "What kind of content"),
        ("id" = String, Path, description = "The record's id", max_length = 128),
        ("X-CSRF-Token" = Option<String>, Header, description = "The session's CSRF token; 40300 when missing or wrong")),
    extensions(("x-codes" = json!([40300, 40400, 40900]))),
    responses((status = 200, description = "The version, now discarded; 40300 for another's open version or a region out of scope, 40400 for an unknown version, 40900 for a decided one",
        body = Envelope<Version>)))]
pub async fn discard_version(
    State(s): State<EditingState>,
    op: Operator,
    path: Result<Path<(String, String)>, PathRejection>,
    ApiJson(req): ApiJson<VersionRef>,
) -> EditResult<Json<Envelope<Version>>> {
    let (entity, id) = record_path(path)?;
    let v = i64::from(req.version.get());
    Ok(ok(s.editing.discard(&op, entity, &id, v).await?))
}
