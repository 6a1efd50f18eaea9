//! The photos as other areas see them: [`MediaRef`], and the checks before they keep ids.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{Db, with_db};

/// A stored photo as other areas show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MediaRef {
    pub id: String,
    /// The re-encoded image, under the API prefix.
    pub url: String,
    /// Its thumbnail (at most 360 px on the long side).
    pub thumb_url: String,
    pub width: i64,
    pub height: i64,
}

/// The address a photo is served at.
pub fn url_of(id: &str) -> String {
    format!("/ver3/api/v3/media/{id}")
}

/// The address its thumbnail is served at.
pub fn thumb_url_of(id: &str) -> String {
    format!("/ver3/api/v3/media/{id}/thumb")
}

/// The photos `ids` if every one exists and belongs to `owner`, in the order given;
/// otherwise `Err(id)` naming the first that does not, so the caller can refuse the
/// request naming it (and store nothing).
pub async fn owned(
    db: &Db,
    owner: &str,
    ids: &[String],
) -> sqlx::Result<Result<Vec<MediaRef>, String>> {
    let mut found = Vec::with_capacity(ids.len());
    for id in ids {
        let row: Option<(i64, i64)> = with_db!(db, pool => sqlx::query_as(
            "SELECT width, height FROM media WHERE id = $1 AND owner = $2")
            .bind(id).bind(owner).fetch_optional(pool).await)?;
        match row {
            Some((width, height)) => found.push(MediaRef {
                id: id.clone(),
                url: url_of(id),
                thumb_url: thumb_url_of(id),
                width,
                height,
            }),
            None => return Ok(Err(id.clone())),
        }
    }
    Ok(Ok(found))
}

/// The photos `ids` as stored, in the order given, skipping any that are gone. For showing
/// what another area kept (a review's photos).
pub async fn refs(db: &Db, ids: &[String]) -> sqlx::Result<Vec<MediaRef>> {
    let mut found = Vec::with_capacity(ids.len());
    for id in ids {
        let row: Option<(i64, i64)> = with_db!(db, pool => sqlx::query_as(
            "SELECT width, height FROM media WHERE id = $1")
            .bind(id).fetch_optional(pool).await)?;
        if let Some((width, height)) = row {
            found.push(MediaRef {
                id: id.clone(),
                url: url_of(id),
                thumb_url: thumb_url_of(id),
                width,
                height,
            });
        }
    }
    Ok(found)
}
