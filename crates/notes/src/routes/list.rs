//! `GET /ver3/api/v3/notes` (a county's published notes), `GET /ver3/api/v3/notes/mine`
//! (the visitor's own, with their states) and `GET /ver3/api/v3/notes/{id}` (one note).

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{
    ApiError, ApiResult, Envelope,
    auth::{AuthUser, MaybeAuthUser},
    extract::ApiQuery,
    ok,
    page::{PageQuery, Paged},
};

use super::{Note, NotesState, note_id, view};
use crate::store::{self, Sort};

pub const SORT_WORDS: [&str; 2] = ["newest", "liked"];

youzhe_core::words_schema!(
    /// `newest` (default) or `liked` (most liked first, then newest).
    NoteSort,
    SORT_WORDS
);

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct NotesParams {
    /// The county's code (`331123`, 遂昌县).
    #[param(min_length = 6, max_length = 6, pattern = "^[0-9]{6}$")]
    pub county_code: String,
    #[param(value_type = Option<NoteSort>, inline)]
    pub sort: Option<String>,
}

/// A county code as the document describes it: six digits, else 40000 naming `countyCode`.
pub(crate) fn well_formed(code: &str) -> ApiResult<()> {
    if code.len() == 6 && code.bytes().all(|b| b.is_ascii_digit()) {
        Ok(())
    } else {
        Err(ApiError::invalid(
            "countyCode",
            "参数 countyCode 须是 6 位数字的县区代码",
        ))
    }
}

/// Whether the shipped regions have this county (a well-formed code they do not have is
/// "not there": an empty list, a note refused with 40400).
pub(crate) fn known_county(s: &NotesState, code: &str) -> bool {
    s.content.snapshot().county_by_code.contains_key(code)
}

/// A county's published notes, newest or most liked first (a county the regions do not
/// have has none). A signed-in reader learns which they like.
#[utoipa::path(get, path = "/ver3/api/v3/notes", tag = "notes", params(NotesParams, PageQuery),
    responses((status = 200, description = "One page of published notes", body = Envelope<Paged<Note>>)))]
pub async fn notes(
    State(s): State<NotesState>,
    MaybeAuthUser(user): MaybeAuthUser,
    ApiQuery(q): ApiQuery<NotesParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> ApiResult<Json<Envelope<Paged<Note>>>> {
    well_formed(&q.county_code)?;
    let sort = match q.sort.as_deref() {
        None | Some("newest") => Sort::Newest,
        Some("liked") => Sort::Liked,
        Some(_) => return Err(ApiError::invalid("sort", "参数 sort 须是 newest 或 liked")),
    };
    let page = paging.page();
    if !known_county(&s, &q.county_code) {
        return Ok(ok(Paged {
            list: Vec::new(),
            total: 0,
            page: page.page,
            size: page.size,
        }));
    }
    let (rows, total) = store::published(
        &s.db,
        &q.county_code,
        sort,
        page.offset() as i64,
        i64::from(page.size),
    )
    .await
    .map_err(|e| ApiError::Internal(e.into()))?;
    let list = view(&s, rows, user.as_ref().map(|u| u.uid.as_str())).await?;
    Ok(ok(Paged {
        list,
        total: total.max(0) as u64,
        page: page.page,
        size: page.size,
    }))
}

/// The visitor's own notes, newest first, with their states: `pending` (审核中),
/// `published`, or `rejected` with the moderator's reason.
#[utoipa::path(get, path = "/ver3/api/v3/notes/mine", tag = "notes",
    security(("bearer" = [])), params(PageQuery),
    responses((status = 200, description = "One page of the visitor's notes", body = Envelope<Paged<Note>>)))]
pub async fn my_notes(
    State(s): State<NotesState>,
    user: AuthUser,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> ApiResult<Json<Envelope<Paged<Note>>>> {
    let page = paging.page();
    let (rows, total) = store::mine(&s.db, &user.uid, page.offset() as i64, i64::from(page.size))
        .await
        .map_err(|e| ApiError::Internal(e.into()))?;
    let list = view(&s, rows, Some(&user.uid)).await?;
    Ok(ok(Paged {
        list,
        total: total.max(0) as u64,
        page: page.page,
        size: page.size,
    }))
}

/// One note: a published one for anyone, the author's own whatever its state. Anything
/// else answers 40400 (another visitor's pending note is not there for them).
#[utoipa::path(get, path = "/ver3/api/v3/notes/{id}", tag = "notes",
    params(("id" = i64, Path, description = "The note's id", minimum = 1)),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The note; 40400 when there is none the reader may see", body = Envelope<Note>)))]
pub async fn note_detail(
    State(s): State<NotesState>,
    MaybeAuthUser(user): MaybeAuthUser,
    path: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<Note>>> {
    let id = note_id(path)?;
    let viewer = user.as_ref().map(|u| u.uid.as_str());
    let row = store::get(&s.db, id, viewer)
        .await
        .map_err(|e| ApiError::Internal(e.into()))?
        .ok_or_else(|| ApiError::NotFound("没有找到这篇游记".into()))?;
    let mut notes = view(&s, vec![row], viewer).await?;
    Ok(ok(notes.remove(0)))
}
