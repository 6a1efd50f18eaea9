//! `GET …/photo-contests/{id}/entries` (the gallery), `GET …/photo-contests/{id}/entries/mine`
//! (the visitor's own, with their states) and `GET …/photo-entries/{id}` (one entry).

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

use super::{ContestState, Entry, contest_of, entry_id, view};
use crate::store::{self, Sort};

pub const SORT_WORDS: [&str; 2] = ["newest", "votes"];

youzhe_core::words_schema!(
    /// `newest` (default) or `votes` (most votes first, ties to the earlier entry).
    EntrySort,
    SORT_WORDS
);

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GalleryParams {
    #[param(value_type = Option<EntrySort>, inline)]
    pub sort: Option<String>,
}

/// A contest's gallery: its accepted entries, newest or most voted first, with their
/// votes; a signed-in reader learns which they voted for today. 40400 for an id that is
/// not a photo contest.
#[utoipa::path(get, path = "/ver3/api/v3/photo-contests/{id}/entries", tag = "photocontest",
    params(("id" = String, Path, description = "The contest's (campaign's) id", pattern = "^[a-z0-9-]{1,64}$"), GalleryParams, PageQuery),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "One page of accepted entries; 40400 when no photo contest has this id", body = Envelope<Paged<Entry>>)))]
pub async fn gallery(
    State(s): State<ContestState>,
    MaybeAuthUser(user): MaybeAuthUser,
    path: Result<Path<String>, PathRejection>,
    ApiQuery(q): ApiQuery<GalleryParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> ApiResult<Json<Envelope<Paged<Entry>>>> {
    let sort = match q.sort.as_deref() {
        None | Some("newest") => Sort::Newest,
        Some("votes") => Sort::Votes,
        Some(_) => return Err(ApiError::invalid("sort", "参数 sort 须是 newest 或 votes")),
    };
    let (c, _) = contest_of(&s, path).await?;
    let page = paging.page();
    let (rows, total) = store::gallery(
        &s.db,
        &c.id,
        sort,
        page.offset() as i64,
        i64::from(page.size),
    )
    .await?;
    let list = view(&s, rows, user.as_ref().map(|u| u.uid.as_str())).await?;
    Ok(ok(Paged {
        list,
        total: total.max(0) as u64,
        page: page.page,
        size: page.size,
    }))
}

/// The visitor's own entries in a contest, newest first, with their states: `submitted`
/// (审核中), `accepted`, or `rejected` with the moderator's reason. 40400 for an id that
/// is not a photo contest.
#[utoipa::path(get, path = "/ver3/api/v3/photo-contests/{id}/entries/mine", tag = "photocontest",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The contest's (campaign's) id", pattern = "^[a-z0-9-]{1,64}$"), PageQuery),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "One page of the visitor's entries; 40400 when no photo contest has this id", body = Envelope<Paged<Entry>>)))]
pub async fn my_entries(
    State(s): State<ContestState>,
    user: AuthUser,
    path: Result<Path<String>, PathRejection>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> ApiResult<Json<Envelope<Paged<Entry>>>> {
    let (c, _) = contest_of(&s, path).await?;
    let page = paging.page();
    let (rows, total) = store::mine(
        &s.db,
        &c.id,
        &user.uid,
        page.offset() as i64,
        i64::from(page.size),
    )
    .await?;
    let list = view(&s, rows, Some(&user.uid)).await?;
    Ok(ok(Paged {
        list,
        total: total.max(0) as u64,
        page: page.page,
        size: page.size,
    }))
}

/// One entry: an accepted one for anyone, the author's own whatever its state. Anything
/// else answers 40400 (another visitor's waiting entry is not there for them).
#[utoipa::path(get, path = "/ver3/api/v3/photo-entries/{id}", tag = "photocontest",
    params(("id" = i64, Path, description = "The entry's id", minimum = 1)),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The entry; 40400 when there is none the reader may see", body = Envelope<Entry>)))]
pub async fn entry_detail(
    State(s): State<ContestState>,
    MaybeAuthUser(user): MaybeAuthUser,
    path: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<Entry>>> {
    let id = entry_id(path)?;
    let viewer = user.as_ref().map(|u| u.uid.as_str());
    let row = store::get(&s.db, id, viewer)
        .await?
        .ok_or_else(|| ApiError::NotFound("没有找到这件作品".into()))?;
    let mut out = view(&s, vec![row], viewer).await?;
    Ok(ok(out.remove(0)))
}
