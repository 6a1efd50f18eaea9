//! `POST /ver3/api/v3/corrections`: "something is wrong here".

use axum::{Json, extract::State};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::AuthUser, envelope::ErrorEnvelope, extract::ApiJson, ok,
    time::now_ms,
};

use super::CorrectionsState;
use crate::{
    MAX_OPEN_PER_TARGET,
    input::{self, CorrectionBody},
    kind::{Status, target_name},
    store::{self, Sent},
};

/// A pin this far outside the simplified county outlines still counts (the coast).
const COAST_TOLERANCE_M: f64 = 5_000.0;

/// The correction as stored.
#[derive(Debug, Serialize, ToSchema)]
pub struct CorrectionSent {
    pub id: i64,
    /// Always `received` for a new one.
    pub status: Status,
}

/// Report that a place or dish is closed, has moved (with a pin inside Zhejiang), has
/// another phone number, other hours, or anything else, with text and up to 9 of the
/// visitor's own photos. Every refusal is 40000 naming the field, with nothing written:
/// besides the body's own rules, a `targetId` the content does not have, a pin outside
/// Zhejiang and a photo that is not the visitor's. 40900 when the visitor already has 3
/// undecided corrections of the same thing.
#[utoipa::path(post, path = "/ver3/api/v3/corrections", tag = "corrections",
    security(("bearer" = [])), request_body = CorrectionBody,
    extensions(("x-codes" = json!([40900]))),
    responses((status = 200, description = "Received; 40900 with 3 undecided corrections of the same thing",
        body = Envelope<CorrectionSent>),
        (status = 429, description = "Too many corrections from this visitor", body = ErrorEnvelope)))]
pub async fn send_correction(
    State(s): State<CorrectionsState>,
    user: AuthUser,
    ApiJson(body): ApiJson<CorrectionBody>,
) -> ApiResult<Json<Envelope<CorrectionSent>>> {
    let c = input::check(body)?;
    {
        let snap = s.content.snapshot();
        if target_name(&snap, c.target_kind, &c.target_id).is_none() {
            return Err(ApiError::invalid("targetId", "没有找到要纠错的地点或美食"));
        }
        if let Some(p) = c.location
            && snap.polygons.locate_near(p, COAST_TOLERANCE_M).is_none()
        {
            return Err(ApiError::invalid("location", "新位置须在浙江省内"));
        }
    }
    if let Err(id) = youzhe_media::owned(&s.db, &user.uid, &c.media_ids)
        .await
        .map_err(anyhow::Error::from)?
    {
        return Err(ApiError::invalid(
            "mediaIds",
            format!("照片 {id} 不存在或不是你上传的"),
        ));
    }
    // Counted only for a correction that could be stored, so a typo costs no attempt.
    s.limiter.check(&user.uid).await?;
    match store::insert(&s.db, &user.uid, &c, now_ms(), MAX_OPEN_PER_TARGET)
        .await
        .map_err(anyhow::Error::from)?
    {
        Sent::Stored(id) => Ok(ok(CorrectionSent {
            id,
            status: Status::Received,
        })),
        Sent::TooManyOpen => Err(ApiError::Conflict(format!(
            "你对这里已有 {MAX_OPEN_PER_TARGET} 条纠错在处理中，请等处理后再提交"
        ))),
    }
}
