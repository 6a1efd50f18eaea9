//! `POST /ver3/api/v3/photo-contests/{id}/entries`: a signed-in visitor enters a photo.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Deserialize;
use utoipa::ToSchema;
use youzhe_campaigns::store::{minute, status};
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::AuthUser, envelope::ErrorEnvelope, extract::ApiJson, ok,
    time::now_ms,
};

use super::{ContestState, Entry, contest_of, view};
use crate::{
    MAX_CAPTION_CHARS, MAX_ENTRIES, MAX_TITLE_CHARS,
    store::{self, Entered, NewEntry, WHY_NEW, WHY_SENSITIVE},
};

youzhe_core::text_schema!(
    /// 1–30 characters with at least one that is not a space; kept trimmed.
    EntryTitle,
    ::utoipa::openapi::ObjectBuilder::new()
        .schema_type(::utoipa::openapi::Type::String)
        .min_length(Some(1))
        .max_length(Some(MAX_TITLE_CHARS))
        .pattern(Some(r"\S"))
        .into()
);

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EntryBody {
    /// The id of a photo the visitor uploaded (`POST /ver3/api/v3/media`).
    #[schema(min_length = 1, max_length = 64)]
    pub media_id: String,
    #[schema(value_type = EntryTitle)]
    pub title: String,
    /// What the photo shows: at most 300 characters (kept trimmed).
    #[serde(default)]
    #[schema(max_length = 300)]
    pub caption: String,
    /// A place of the content where it was taken.
    #[serde(default)]
    #[schema(min_length = 1, max_length = 128)]
    pub place_id: Option<String>,
}

/// Enter a photo in a running contest: one of the visitor's own uploaded photos, a title
/// (1–30 characters), a caption (at most 300) and optionally the place it was taken at.
/// Every entry waits for a moderator (`submitted`, 审核中, seen only by its author) before
/// it joins the gallery. A photo is entered once per contest: sending it again answers its
/// entry and writes nothing. A visitor has at most 3 entries waiting or accepted (40900
/// beyond). 40300 outside the contest's window; 40400 for an id that is not a photo
/// contest, a photo that is not the visitor's or an unknown place.
#[utoipa::path(post, path = "/ver3/api/v3/photo-contests/{id}/entries", tag = "photocontest",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The contest's (campaign's) id", pattern = "^[a-z0-9-]{1,64}$")),
    request_body = EntryBody,
    extensions(("x-codes" = json!([40300, 40400, 40900]))),
    responses((status = 200, description = "The entry (submitted); 40300 outside the window, 40400 for an unknown contest, photo or place, 40900 at the cap", body = Envelope<Entry>),
        (status = 429, description = "Too many entries from this visitor", body = ErrorEnvelope)))]
pub async fn submit_entry(
    State(s): State<ContestState>,
    user: AuthUser,
    path: Result<Path<String>, PathRejection>,
    ApiJson(body): ApiJson<EntryBody>,
) -> ApiResult<Json<Envelope<Entry>>> {
    let title = body.title.trim().to_string();
    if title.is_empty() {
        return Err(ApiError::invalid("title", "请给作品起个标题"));
    }
    if body.title.chars().count() > MAX_TITLE_CHARS {
        return Err(ApiError::invalid(
            "title",
            format!("标题最多 {MAX_TITLE_CHARS} 字"),
        ));
    }
    if body.caption.chars().count() > MAX_CAPTION_CHARS {
        return Err(ApiError::invalid(
            "caption",
            format!("作品说明最多 {MAX_CAPTION_CHARS} 字"),
        ));
    }
    let caption = body.caption.trim().to_string();
    if body.media_id.is_empty() || body.media_id.chars().count() > 64 {
        return Err(ApiError::invalid("mediaId", "请先上传一张照片"));
    }
    if let Some(p) = &body.place_id
        && (p.is_empty() || p.chars().count() > 128)
    {
        return Err(ApiError::invalid("placeId", "地点 id 须是 1–128 个字符"));
    }
    let (c, _) = contest_of(&s, path).await?;
    s.limiter.check(&user.uid).await?;
    let now = now_ms();
    match status(&c, now) {
        "not_started" => {
            return Err(ApiError::Forbidden(format!(
                "大赛尚未开始（{} 开始投稿）",
                minute(c.starts_ms)
            )));
        }
        "ended" => {
            return Err(ApiError::Forbidden(format!(
                "大赛已于 {} 结束，不再接受投稿",
                minute(c.ends_ms)
            )));
        }
        _ => {}
    }
    if youzhe_media::owned(&s.db, &user.uid, std::slice::from_ref(&body.media_id))
        .await?
        .is_err()
    {
        return Err(ApiError::NotFound("这张照片不存在或不是你上传的".into()));
    }
    let place_id = body.place_id.unwrap_or_default();
    if !place_id.is_empty() && !s.content.snapshot().place_by_id.contains_key(&place_id) {
        return Err(ApiError::NotFound(format!("没有地点 {place_id}")));
    }
    let reason = if s.words.find(&title).is_some() || s.words.find(&caption).is_some() {
        WHY_SENSITIVE
    } else {
        WHY_NEW
    };
    let new = NewEntry {
        campaign_id: &c.id,
        author: &user.uid,
        media_id: &body.media_id,
        title: &title,
        caption: &caption,
        place_id: &place_id,
        reason,
        at_ms: now,
    };
    let id = match store::enter(&s.db, &new, MAX_ENTRIES).await? {
        Entered::New(id) | Entered::Again(id) => id,
        Entered::Full => {
            return Err(ApiError::Conflict(format!(
                "每人最多 {MAX_ENTRIES} 件作品在审核中或已入选；被驳回的作品不占名额"
            )));
        }
    };
    let row = store::get(&s.db, id, Some(&user.uid))
        .await?
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("photo entry {id} vanished")))?;
    let mut out = view(&s, vec![row], Some(&user.uid)).await?;
    Ok(ok(out.remove(0)))
}
