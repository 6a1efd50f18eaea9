//! The console's content API under `/ver3/api/admin/v1/content/`, one file per action.
//! Every operation takes an [`Operator`](youzhe_operators::Operator): the session cookie,
//! and the CSRF header on writes, are checked before anything else.

mod album;
mod detail;
mod diff;
mod discard;
mod draft;
mod list;
mod publish;
mod queue;
mod reject;
mod revert;
mod submit;
mod versions;

use axum::extract::{FromRef, Path, rejection::PathRejection};
use serde::Deserialize;
use utoipa::{OpenApi, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_core::{ApiError, Bounded, client_ip::TrustedProxies};
use youzhe_operators::Sessions;

use crate::{entity::Entity, workflow::Editing};

#[derive(Clone)]
pub struct EditingState {
    pub editing: Editing,
    pub sessions: Sessions,
    pub proxies: TrustedProxies,
    /// Where a promoted review photo is copied (the media area's store).
    pub media: youzhe_media::MediaStore,
}

impl FromRef<EditingState> for Sessions {
    fn from_ref(s: &EditingState) -> Sessions {
        s.sessions.clone()
    }
}

impl FromRef<EditingState> for TrustedProxies {
    fn from_ref(s: &EditingState) -> TrustedProxies {
        s.proxies.clone()
    }
}

/// Record ids are short slugs; anything longer is not in the content.
pub const MAX_ID_CHARS: usize = 128;

/// `{entity}/{id}` from the path.
pub fn record_path(
    p: Result<Path<(String, String)>, PathRejection>,
) -> Result<(Entity, String), ApiError> {
    let Path((entity, id)) = p.map_err(|_| ApiError::invalid("id", "参数 id 格式不正确"))?;
    Ok((Entity::parse(&entity)?, checked_id(id)?))
}

/// `{entity}/{id}/…/{version}` from the path.
pub fn version_path(
    p: Result<Path<(String, String, i64)>, PathRejection>,
) -> Result<(Entity, String, i64), ApiError> {
    let Path((entity, id, version)) =
        p.map_err(|_| ApiError::invalid("version", "参数 version 须为正整数"))?;
    if !(1..=i64::from(i32::MAX)).contains(&version) {
        return Err(ApiError::invalid("version", "参数 version 须为正整数"));
    }
    Ok((Entity::parse(&entity)?, checked_id(id)?, version))
}

fn checked_id(id: String) -> Result<String, ApiError> {
    if id.is_empty() || id.chars().count() > MAX_ID_CHARS {
        return Err(ApiError::invalid("id", "参数 id 格式不正确"));
    }
    Ok(id)
}

/// The version an action is about: the number the console last read, so a stale page
/// answers 40900 instead of deciding on something it never showed.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = ContentVersionRef)]
pub struct VersionRef {
    #[schema(value_type = u32, minimum = 1, maximum = 2_147_483_647)]
    pub version: Bounded<1, 2_147_483_647>,
}

#[derive(OpenApi)]
#[openapi(tags((name = "editing", description = "Live content editing in the operator console: \
    every content record's versions, the draft → submitted → published workflow (a county \
    editor drafts and submits, the city or the province publishes or sends back with a reason), \
    the same validation as `youzhe import`, and publishing that swaps the visitor's snapshot \
    before it answers. Operator session cookie; X-CSRF-Token on writes; see docs/EDITING.md")))]
struct EditingDoc;

pub fn router(state: EditingState) -> OpenApiRouter {
    OpenApiRouter::with_openapi(EditingDoc::openapi())
        .routes(routes!(queue::review_queue))
        .routes(routes!(list::list_content))
        .routes(routes!(detail::content_detail))
        .routes(routes!(versions::content_versions))
        .routes(routes!(diff::version_diff))
        .routes(routes!(draft::save_draft))
        .routes(routes!(submit::submit_version))
        .routes(routes!(publish::publish_version))
        .routes(routes!(reject::reject_version))
        .routes(routes!(revert::revert_version))
        .routes(routes!(discard::discard_version))
        .routes(routes!(album::promote_review_photo))
        .with_state(state)
}
