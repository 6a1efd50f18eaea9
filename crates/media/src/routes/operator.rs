//! `POST /ver3/api/admin/v1/media`: content images from the console. The visitors' upload
//! (the same reading, checks, re-encoding and storage: `upload::receive`) with an operator's
//! session instead of a visitor's token, for the roles that edit content; each photo kept
//! is audited as `media.upload`.

use axum::{
    Json,
    extract::{Multipart, State, multipart::MultipartRejection},
};
use youzhe_core::{ApiError, ApiResult, Envelope, envelope::ErrorEnvelope, ok};
use youzhe_operators::{Action, Operator, Refusal, may};

use super::{MediaState, upload::receive};
use crate::{MediaRef, operator_owner};

/// Upload content images (a place's photos) from the console: 1–9 files in `file` parts,
/// each checked by its bytes (JPEG, PNG or WebP), at most 10 MB and 40 megapixels,
/// decoded and written again without EXIF, with a thumbnail — exactly as a visitor's
/// upload. Only roles that edit content (province admin, city and county editors; 40300
/// otherwise, and without the session's X-CSRF-Token); the region is checked when the
/// image's address is put into a draft. 40000 names the first file refused (`file[0]`
/// is the first) and why; nothing is stored then. Uploads per operator share the visitors'
/// limit (`YOUZHE_RATE_MEDIA`).
#[utoipa::path(post, path = "/ver3/api/admin/v1/media", tag = "media",
    security(("operator_session" = [])),
    request_body(content = super::upload::UploadForm, content_type = "multipart/form-data"),
    params(("X-CSRF-Token" = Option<String>, Header, description = "The session's CSRF token; 40300 when missing or wrong")),
    extensions(("x-codes" = json!([40300]))),
    responses(
        (status = 200, description = "The images in the order sent: put `url` (with `width`, `height`) into the draft; 40300 for a role that does not edit content", body = Envelope<Vec<MediaRef>>),
        (status = 413, description = "The body is over 91 MB", body = ErrorEnvelope),
        (status = 429, description = "Too many uploads from this operator", body = ErrorEnvelope)))]
pub async fn upload_content_images(
    State(s): State<MediaState>,
    op: Result<Operator, ApiError>,
    form: Result<Multipart, MultipartRejection>,
) -> ApiResult<Json<Envelope<Vec<MediaRef>>>> {
    let admitted = op.and_then(|op| match may(&op, Action::EditContent, None) {
        // A scoped editor may upload: the region is the draft's to check.
        Err(Refusal::Role) => Err(Refusal::Role.into()),
        _ => Ok(op),
    });
    let actor = admitted.as_ref().ok().map(Operator::actor);
    let owner = admitted.map(|op| operator_owner(op.id));
    Ok(ok(receive(&s, owner, actor.as_ref(), form).await?))
}
