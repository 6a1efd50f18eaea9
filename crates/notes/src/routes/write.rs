//! `POST /ver3/api/v3/notes`: a signed-in visitor writes a travel note.

use axum::{Json, extract::State};
use serde::Deserialize;
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::AuthUser, envelope::ErrorEnvelope, extract::ApiJson, ok,
    time::now_ms,
};

use super::{
    Note, NotesState,
    list::{known_county, well_formed},
    view,
};
use crate::{
    MAX_PHOTOS, MAX_PLACES, MAX_TEXT_CHARS, MAX_TITLE_CHARS,
    store::{self, NewNote, WHY_NEW, WHY_SENSITIVE},
};

/// The same note again within this long is one note (a repeated tap, a retried call).
const SAME_WITHIN_MS: i64 = 10 * 60 * 1000;

youzhe_core::text_schema!(
    /// 1–40 characters with at least one that is not a space; kept trimmed.
    NoteTitle,
    ::utoipa::openapi::ObjectBuilder::new()
        .schema_type(::utoipa::openapi::Type::String)
        .min_length(Some(1))
        .max_length(Some(MAX_TITLE_CHARS))
        .pattern(Some(r"\S"))
        .into()
);

youzhe_core::text_schema!(
    /// 1–2000 characters with at least one that is not a space; kept trimmed.
    NoteText,
    ::utoipa::openapi::ObjectBuilder::new()
        .schema_type(::utoipa::openapi::Type::String)
        .min_length(Some(1))
        .max_length(Some(MAX_TEXT_CHARS))
        .pattern(Some(r"\S"))
        .into()
);

youzhe_core::text_schema!(
    /// A place's id in the content: 1–128 characters.
    PlaceId,
    ::utoipa::openapi::ObjectBuilder::new()
        .schema_type(::utoipa::openapi::Type::String)
        .min_length(Some(1))
        .max_length(Some(128))
        .into()
);

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoteBody {
    /// The county it is about (`331123`, 遂昌县).
    #[schema(min_length = 6, max_length = 6, pattern = "^[0-9]{6}$")]
    pub county_code: String,
    #[schema(value_type = NoteTitle)]
    pub title: String,
    #[schema(value_type = NoteText)]
    pub text: String,
    /// Ids of photos the visitor uploaded (`POST /ver3/api/v3/media`), at most 9.
    #[serde(default)]
    #[schema(max_items = 9, value_type = Vec<String>)]
    pub media_ids: Vec<String>,
    /// Ids of places of that county in the content, at most 10.
    #[serde(default)]
    #[schema(max_items = 10, value_type = Vec<PlaceId>)]
    pub place_ids: Vec<String>,
}

fn text(field: &str, raw: &str, max: usize, empty: &str, long: &str) -> ApiResult<String> {
    let t = raw.trim();
    if t.is_empty() {
        return Err(ApiError::invalid(field, empty));
    }
    if raw.chars().count() > max {
        return Err(ApiError::invalid(field, long));
    }
    Ok(t.to_string())
}

fn dedupe(ids: &mut Vec<String>) {
    let mut seen: Vec<String> = Vec::with_capacity(ids.len());
    ids.retain(|id| {
        let new = !seen.contains(id);
        if new {
            seen.push(id.clone());
        }
        new
    });
}

/// Write a travel note about a county: a title (1–40 characters), text (1–2000), up to 9
/// of the visitor's own photos and up to 10 of the county's places. Every note waits for
/// moderation (`pending`, 审核中, seen only by its author) until a moderator publishes or
/// rejects it in the console. The same note sent again within 10 minutes answers the
/// first one and writes nothing. A county the regions do not have, or a place that is not
/// one of the county's, or a photo that is not the visitor's, answers 40400 and writes
/// nothing. A place or photo named twice counts once.
#[utoipa::path(post, path = "/ver3/api/v3/notes", tag = "notes",
    security(("bearer" = [])), request_body = NoteBody,
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The new note (pending); 40400 for an unknown county, a place not of that county or a photo not the visitor's", body = Envelope<Note>),
        (status = 429, description = "Too many writes from this visitor", body = ErrorEnvelope)))]
pub async fn write_note(
    State(s): State<NotesState>,
    user: AuthUser,
    ApiJson(mut body): ApiJson<NoteBody>,
) -> ApiResult<Json<Envelope<Note>>> {
    // A place or a photo named twice is named once, in the order first named.
    dedupe(&mut body.place_ids);
    dedupe(&mut body.media_ids);
    s.limiter.check(&user.uid).await?;
    well_formed(&body.county_code)?;
    let title = text(
        "title",
        &body.title,
        MAX_TITLE_CHARS,
        "请写下游记标题",
        &format!("标题最多 {MAX_TITLE_CHARS} 字"),
    )?;
    let body_text = text(
        "text",
        &body.text,
        MAX_TEXT_CHARS,
        "请写下游记内容",
        &format!("游记内容最多 {MAX_TEXT_CHARS} 字"),
    )?;
    if body.media_ids.len() > MAX_PHOTOS {
        return Err(ApiError::invalid(
            "mediaIds",
            format!("最多 {MAX_PHOTOS} 张照片"),
        ));
    }
    if body.place_ids.len() > MAX_PLACES {
        return Err(ApiError::invalid(
            "placeIds",
            format!("最多提到 {MAX_PLACES} 个地点"),
        ));
    }
    if body
        .place_ids
        .iter()
        .any(|p| p.is_empty() || p.chars().count() > 128)
    {
        return Err(ApiError::invalid("placeIds", "地点 id 须是 1–128 个字符"));
    }
    if !known_county(&s, &body.county_code) {
        return Err(ApiError::NotFound(format!("没有县区 {}", body.county_code)));
    }
    {
        let snap = s.content.snapshot();
        for id in &body.place_ids {
            let here = snap
                .place_by_id
                .get(id)
                .and_then(|i| snap.places.get(*i as usize))
                .is_some_and(|p| p.county_code == body.county_code);
            if !here {
                return Err(ApiError::NotFound(format!("地点 {id} 不是这个县的地点")));
            }
        }
    }
    let err = |e: sqlx::Error| ApiError::Internal(e.into());
    if let Err(id) = youzhe_media::owned(&s.db, &user.uid, &body.media_ids)
        .await
        .map_err(err)?
    {
        return Err(ApiError::NotFound(format!(
            "照片 {id} 不存在或不是你上传的"
        )));
    }
    let at = now_ms();
    let reason = if s.words.find(&title).is_some() || s.words.find(&body_text).is_some() {
        WHY_SENSITIVE
    } else {
        WHY_NEW
    };
    let new = NewNote {
        county_code: &body.county_code,
        author: &user.uid,
        title: &title,
        body: &body_text,
        media_ids: &body.media_ids,
        place_ids: &body.place_ids,
        reason,
        at_ms: at,
    };
    let id = match store::same_since(&s.db, &new, at - SAME_WITHIN_MS)
        .await
        .map_err(err)?
    {
        Some(id) => id,
        None => store::insert(&s.db, &new).await.map_err(err)?,
    };
    let row = store::get(&s.db, id, Some(&user.uid))
        .await
        .map_err(err)?
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("note {id} vanished")))?;
    let mut notes = view(&s, vec![row], Some(&user.uid)).await?;
    Ok(ok(notes.remove(0)))
}
