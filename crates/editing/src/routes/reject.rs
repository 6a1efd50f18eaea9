//! `POST /ver3/api/admin/v1/content/{entity}/{id}/reject`: send a version back with a reason.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Deserialize;
use utoipa::ToSchema;
use youzhe_core::{Bounded, Envelope, extract::ApiJson, ok};
use youzhe_operators::Operator;

use super::{EditingState, record_path};
use crate::{entity::EntityWord, error::EditResult, version::Version};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = ContentRejection)]
pub struct RejectBody {
    #[schema(value_type = u32, minimum = 1, maximum = 2_147_483_647)]
    pub version: Bounded<1, 2_147_483_647>,
    /// Why, for the author: 1–500 characters (spaces at either end do not count).
    #[schema(min_length = 1, max_length = 500, pattern = "\\S")]
    pub reason: String,
}

/// Send an open version (submitted, or a draft left open) back to its author with a
/// reason; the record stays as published. Who may publish may reject (40300 otherwise);
/// 40900 for a version no longer open.
#[utoipa::path(post, path = "/ver3/api/admin/v1/content/{entity}/{id}/reject", tag = "editing",
    security(("operator_session" = [])), request_body = RejectBody,
    params(("entity" = inline(EntityWord), Path, description = "What kind of content"),
        ("id" = String, Path, description = "The record's id", max_length = 128),
        ("X-CSRF-Token" = Option<String>, Header, description = "The session's CSRF token; 40300 when missing or wrong")),
    extensions(("x-codes" = json!([40300, 40400, 40900]))),
    responses((status = 200, description = "The version, now rejected; 40300 for a role that does not publish or a region out of scope, 40400 for an unknown version, 40900 for a stale one",
        body = Envelope<Version>)))]
pub async fn reject_version(
    State(s): State<EditingState>,
    op: Operator,
    path: Result<Path<(String, String)>, PathRejection>,
    ApiJson(req): ApiJson<RejectBody>,
) -> EditResult<Json<Envelope<Version>>> {
    let (entity, id) = record_path(path)?;
    let v = i64::from(req.version.get());
    Ok(ok(s
        .editing
        .reject(&op, entity, &id, v, &req.reason)
        .await?))
}
