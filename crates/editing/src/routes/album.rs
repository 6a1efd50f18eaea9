//! `POST /ver3/api/admin/v1/content/places/{id}/album`: a published review's photo into the
//! place's album, credited to the visitor (`crate::album`).

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Deserialize;
use utoipa::ToSchema;
use youzhe_core::{ApiError, Envelope, extract::ApiJson, ok};
use youzhe_operators::Operator;

use super::EditingState;
use crate::{album::Promote, error::EditResult, version::Version};

/// Which photo of which review.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct PromotePhoto {
    /// A published review of this place.
    pub review_id: i64,
    /// One of that review's photos (its media id).
    #[schema(max_length = 64)]
    pub media_id: String,
    /// Alt text for the album (at most 120 characters); `游客拍摄的<place>` when left out.
    #[schema(max_length = 120)]
    pub caption: Option<String>,
}

/// Put a visitor's review photo into the place's album. The photo (of a published review of
/// this place) is copied to the site's own photos, so it stays if the review or the account
/// goes, and appended to the operator's draft of the place (started from the published
/// record when they have none) with `credit` `游客 <nickname> 摄`; publish the draft as any
/// other. Editors of the place's region only (40300 otherwise); 40000 names `reviewId`
/// (not a published review of this place), `mediaId` (not its photo, or already in the
/// album) or `caption`; 40900 when another operator's version of the place is open.
#[utoipa::path(post, path = "/ver3/api/admin/v1/content/places/{id}/album", tag = "editing",
    security(("operator_session" = [])), request_body = PromotePhoto,
    params(("id" = String, Path, description = "The place's id", max_length = 128),
        ("X-CSRF-Token" = Option<String>, Header, description = "The session's CSRF token; 40300 when missing or wrong")),
    extensions(("x-codes" = json!([40300, 40400, 40900]))),
    responses((status = 200, description = "The operator's draft of the place with the photo last in `media`; 40300 out of role or region, 40400 for an unknown place, 40900 when another operator's version is open",
        body = Envelope<Version>)))]
pub async fn promote_review_photo(
    State(s): State<EditingState>,
    op: Operator,
    path: Result<Path<String>, PathRejection>,
    ApiJson(req): ApiJson<PromotePhoto>,
) -> EditResult<Json<Envelope<Version>>> {
    let Path(id) = path.map_err(|_| ApiError::invalid("id", "参数 id 格式不正确"))?;
    if id.is_empty() || id.chars().count() > super::MAX_ID_CHARS {
        return Err(ApiError::invalid("id", "参数 id 格式不正确").into());
    }
    let v = s
        .editing
        .promote_photo(
            &s.media,
            &op,
            &id,
            Promote {
                review_id: req.review_id,
                media_id: &req.media_id,
                caption: req.caption.as_deref(),
            },
        )
        .await?;
    Ok(ok(v))
}
