//! `PUT` and `DELETE /ver3/api/v3/favourites/{kind}/{id}`: save a thing, or remove it.
//! Both are idempotent: saving twice keeps one, removing what is not there is fine.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::AuthUser, envelope::ErrorEnvelope, ok, time::now_ms,
};

use super::FavouritesState;
use crate::{
    MAX_PER_VISITOR, card,
    kind::{FavouriteKindWord, Kind},
    store::{self, Saved},
};

/// Ids are short slugs; anything longer cannot be in the content.
const MAX_ID_CHARS: usize = 128;

/// Whether the thing is now among the visitor's favourites.
#[derive(Debug, Serialize, ToSchema)]
pub struct FavouriteSaved {
    pub kind: Kind,
    pub id: String,
    pub saved: bool,
}

fn read_path(p: Result<Path<(String, String)>, PathRejection>) -> ApiResult<(Kind, String)> {
    let Path((kind, id)) = p.map_err(|_| ApiError::invalid("id", "参数 id 格式不正确"))?;
    let kind = Kind::parse(&kind)?;
    if id.is_empty() || id.chars().count() > MAX_ID_CHARS {
        return Err(ApiError::invalid("id", "参数 id 格式不正确"));
    }
    Ok((kind, id))
}

/// Save a place, dish, line (a shipped line or a person's trail), person or topic. The id
/// must be in the content (40400 otherwise); a visitor keeps at most 1000 favourites
/// (40900 beyond).
#[utoipa::path(put, path = "/ver3/api/v3/favourites/{kind}/{id}", tag = "favourites",
    security(("bearer" = [])),
    params(("kind" = inline(FavouriteKindWord), Path, description = "What is saved"),
        ("id" = String, Path, description = "Its id in the content", max_length = 128)),
    extensions(("x-codes" = json!([40400, 40900]))),
    responses((status = 200, description = "Saved; 40400 for an id the content does not have, 40900 when the visitor has 1000 favourites",
        body = Envelope<FavouriteSaved>),
        (status = 429, description = "Too many saves from this visitor", body = ErrorEnvelope)))]
pub async fn save_favourite(
    State(s): State<FavouritesState>,
    user: AuthUser,
    path: Result<Path<(String, String)>, PathRejection>,
) -> ApiResult<Json<Envelope<FavouriteSaved>>> {
    s.limiter.check(&user.uid).await?;
    let (kind, id) = read_path(path)?;
    if card::find(&s.content.snapshot(), kind, &id).is_none() {
        return Err(ApiError::NotFound("没有找到要收藏的内容".into()));
    }
    match store::save(
        &s.db,
        &user.uid,
        kind.as_str(),
        &id,
        now_ms(),
        MAX_PER_VISITOR,
    )
    .await
    .map_err(anyhow::Error::from)?
    {
        Saved::Kept => Ok(ok(FavouriteSaved {
            kind,
            id,
            saved: true,
        })),
        Saved::Full => Err(ApiError::Conflict(format!(
            "收藏已达上限（{MAX_PER_VISITOR} 个），请先删除一些再收藏"
        ))),
    }
}

/// Remove a favourite. Removing one that is not there (or whose thing has left the
/// content) answers the same.
#[utoipa::path(delete, path = "/ver3/api/v3/favourites/{kind}/{id}", tag = "favourites",
    security(("bearer" = [])),
    params(("kind" = inline(FavouriteKindWord), Path, description = "What is removed"),
        ("id" = String, Path, description = "Its id", max_length = 128)),
    responses((status = 200, description = "Not among the favourites any more", body = Envelope<FavouriteSaved>),
        (status = 429, description = "Too many removals from this visitor", body = ErrorEnvelope)))]
pub async fn remove_favourite(
    State(s): State<FavouritesState>,
    user: AuthUser,
    path: Result<Path<(String, String)>, PathRejection>,
) -> ApiResult<Json<Envelope<FavouriteSaved>>> {
    s.limiter.check(&user.uid).await?;
    let (kind, id) = read_path(path)?;
    store::remove(&s.db, &user.uid, kind.as_str(), &id)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(ok(FavouriteSaved {
        kind,
        id,
        saved: false,
    }))
}
