//! `GET /ver3/api/v3/favourites`: the visitor's favourites, newest first, each with its card.

use axum::{Json, extract::State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use youzhe_core::{
    ApiResult, Envelope, auth::AuthUser, extract::ApiQuery, ok, page::PageQuery,
    time::rfc3339_shanghai,
};

use super::FavouritesState;
use crate::{
    card::{self, FavouriteItem},
    kind::{FavouriteKindWord, KINDS, Kind},
    store,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListParams {
    /// Only this kind (the list's group); absent: every kind.
    #[param(value_type = Option<FavouriteKindWord>, inline)]
    pub kind: Option<String>,
}

/// How many favourites the visitor has of one kind.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = FavouriteKindCount)]
pub struct KindCount {
    pub kind: Kind,
    pub count: u64,
}

/// One page of favourites, and the count of every kind (for the group chips).
#[derive(Debug, Serialize, ToSchema)]
pub struct FavouritePage {
    pub list: Vec<FavouriteItem>,
    /// All favourites of the kind asked for (every kind when none was).
    pub total: u64,
    pub page: u32,
    pub size: u32,
    /// Every kind, in the order the groups are shown, with its count (0 included).
    pub kinds: Vec<KindCount>,
}

/// The visitor's favourites, newest first: of one `kind` or all. Each item carries its
/// name, page and cover from the content; a thing the content no longer has is listed
/// with `gone: true` and can still be removed.
#[utoipa::path(get, path = "/ver3/api/v3/favourites", tag = "favourites",
    security(("bearer" = [])), params(ListParams, PageQuery),
    responses((status = 200, description = "One page of favourites", body = Envelope<FavouritePage>)))]
pub async fn favourites(
    State(s): State<FavouritesState>,
    user: AuthUser,
    ApiQuery(q): ApiQuery<ListParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> ApiResult<Json<Envelope<FavouritePage>>> {
    let kind = q
        .kind
        .as_deref()
        .filter(|k| !k.is_empty())
        .map(Kind::parse)
        .transpose()?;
    let page = paging.page();
    let counts = store::counts(&s.db, &user.uid)
        .await
        .map_err(anyhow::Error::from)?;
    let count_of = |k: Kind| {
        counts
            .iter()
            .find(|(w, _)| w == k.as_str())
            .map_or(0, |(_, n)| u64::try_from(*n).unwrap_or(0))
    };
    let total = kind.map_or_else(|| KINDS.iter().map(|k| count_of(*k)).sum(), count_of);
    let rows = store::page(
        &s.db,
        &user.uid,
        kind.map(Kind::as_str),
        i64::from(page.size),
        i64::try_from(page.offset()).unwrap_or(i64::MAX),
    )
    .await
    .map_err(anyhow::Error::from)?;
    let snap = s.content.snapshot();
    let list = rows
        .into_iter()
        .filter_map(|(k, id, at)| {
            let k = Kind::parse(&k).ok()?;
            let found = card::find(&snap, k, &id);
            Some(FavouriteItem {
                kind: k,
                name: found.as_ref().map(|f| f.name.clone()).unwrap_or_default(),
                page: found.as_ref().map(|f| f.page),
                cover: found.as_ref().and_then(|f| f.cover.clone()),
                gone: found.is_none(),
                id,
                saved_at: rfc3339_shanghai(at),
            })
        })
        .collect();
    Ok(ok(FavouritePage {
        list,
        total,
        page: page.page,
        size: page.size,
        kinds: KINDS
            .iter()
            .map(|k| KindCount {
                kind: *k,
                count: count_of(*k),
            })
            .collect(),
    }))
}
