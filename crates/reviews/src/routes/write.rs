//! `POST /ver3/api/v3/reviews`: a signed-in visitor reviews a place or a dish.

use axum::{Json, extract::State};
use serde::Deserialize;
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Bounded, Envelope, auth::AuthUser, envelope::ErrorEnvelope,
    extract::ApiJson, ok, time::now_ms,
};

use super::ReviewsState;
use crate::{
    HELD_AFTER_PER_HOUR, MAX_PHOTOS, MAX_TEXT_CHARS, moderation,
    status::{PENDING, PUBLISHED, WHY_RATE, WHY_SENSITIVE},
    store::{self, NewReview},
    target::{self, ReviewTargetKind},
    view::{self, Review},
};

/// The same review again within this long is one review (a repeated tap, a retried call).
const SAME_WITHIN_MS: i64 = 10 * 60 * 1000;
const HOUR_MS: i64 = 60 * 60 * 1000;

youzhe_core::text_schema!(
    /// 1–1000 characters with at least one that is not a space; kept trimmed.
    ReviewText,
    ::utoipa::openapi::ObjectBuilder::new()
        .schema_type(::utoipa::openapi::Type::String)
        .min_length(Some(1))
        .max_length(Some(MAX_TEXT_CHARS))
        .pattern(Some(r"\S"))
        .into()
);

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewBody {
    #[schema(value_type = ReviewTargetKind)]
    pub target_kind: String,
    /// The place's or dish's id in the content.
    #[schema(min_length = 1, max_length = 128)]
    pub target_id: String,
    /// 1–5 stars.
    #[schema(value_type = u32, minimum = 1, maximum = 5)]
    pub rating: Bounded<1, 5>,
    #[schema(value_type = ReviewText)]
    pub text: String,
    /// Ids of photos the visitor uploaded (`POST /ver3/api/v3/media`), at most 9.
    #[serde(default)]
    #[schema(max_items = 9, value_type = Vec<String>)]
    pub media_ids: Vec<String>,
}

/// Review a place or a dish: 1–5 stars, 1–1000 characters of text, up to 9 of the
/// visitor's own photos. The answer is the new review: `published` at once, or `pending`
/// (审核中, seen only by its author) when the text holds a sensitive word or the author
/// wrote more than 5 reviews in the last hour. A published review credits the author's
/// points (`review_published`). The same review sent again within 10 minutes answers the
/// first one and writes nothing.
#[utoipa::path(post, path = "/ver3/api/v3/reviews", tag = "reviews",
    security(("bearer" = [])), request_body = ReviewBody,
    responses((status = 200, description = "The new review (its id and status)", body = Envelope<Review>),
        (status = 429, description = "Too many writes from this visitor", body = ErrorEnvelope)))]
pub async fn write_review(
    State(s): State<ReviewsState>,
    user: AuthUser,
    ApiJson(body): ApiJson<ReviewBody>,
) -> ApiResult<Json<Envelope<Review>>> {
    s.limiter.check(&user.uid).await?;
    let kind = target::kind(&body.target_kind)?;
    if target::name(&s.content.snapshot(), kind, &body.target_id).is_none() {
        return Err(ApiError::invalid(
            "targetId",
            "参数 targetId 不是已有的地点或菜品",
        ));
    }
    let text = body.text.trim();
    if text.is_empty() {
        return Err(ApiError::invalid("text", "请写下点评内容"));
    }
    if body.text.chars().count() > MAX_TEXT_CHARS {
        return Err(ApiError::invalid(
            "text",
            format!("点评内容最多 {MAX_TEXT_CHARS} 字"),
        ));
    }
    if body.media_ids.len() > MAX_PHOTOS {
        return Err(ApiError::invalid(
            "mediaIds",
            format!("最多 {MAX_PHOTOS} 张照片"),
        ));
    }
    for (i, id) in body.media_ids.iter().enumerate() {
        if body.media_ids[..i].contains(id) {
            return Err(ApiError::invalid("mediaIds", format!("照片 {id} 重复")));
        }
    }
    let err = |e: sqlx::Error| ApiError::Internal(e.into());
    if let Err(id) = youzhe_media::owned(&s.db, &user.uid, &body.media_ids)
        .await
        .map_err(err)?
    {
        return Err(ApiError::invalid(
            "mediaIds",
            format!("照片 {id} 不存在或不是你上传的"),
        ));
    }
    let at = now_ms();
    let mut new = NewReview {
        target_kind: kind,
        target_id: &body.target_id,
        author: &user.uid,
        rating: i64::from(body.rating.get()),
        body: text,
        media_ids: &body.media_ids,
        status: PUBLISHED,
        reason: "",
        at_ms: at,
    };
    let id = match store::same_since(&s.db, &new, at - SAME_WITHIN_MS)
        .await
        .map_err(err)?
    {
        Some(id) => id,
        None => {
            let recent = store::written_since(&s.db, &user.uid, at - HOUR_MS)
                .await
                .map_err(err)?;
            if s.words.find(text).is_some() {
                (new.status, new.reason) = (PENDING, WHY_SENSITIVE);
            } else if recent >= HELD_AFTER_PER_HOUR {
                (new.status, new.reason) = (PENDING, WHY_RATE);
            }
            store::insert(&s.db, &new).await.map_err(err)?
        }
    };
    let row = store::get(&s.db, id)
        .await
        .map_err(err)?
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("review {id} vanished")))?;
    // Credited for the new review, and again (idempotently, by the review's key) for a
    // repeated one, so a credit that failed the first time is made on the retry.
    if row.status == PUBLISHED {
        moderation::credit_author(&s.db, &user.uid, id)
            .await
            .map_err(err)?;
    }
    Ok(ok(view::review(&s.db, row, &user.uid)
        .await
        .map_err(err)?))
}
