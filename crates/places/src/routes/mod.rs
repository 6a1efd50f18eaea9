//! The places API (docs/PLACES.md). Every handler reads the catalog of the current content
//! snapshot: a lookup plus serialisation, never a query.

mod around;
mod boundaries;
mod detail;
mod dishes;
mod like;
mod list;
mod media;

use std::sync::Arc;

use axum::routing::{MethodRouter, get};
use utoipa_axum::{
    router::{OpenApiRouter, UtoipaMethodRouter},
    routes,
};
use youzhe_core::ApiError;

use crate::current::Catalogs;

pub use list::list_page;

#[derive(Clone)]
pub struct PlacesState {
    pub catalogs: Arc<Catalogs>,
    /// The public origin, for the absolute links a share card needs.
    pub public_url: Arc<str>,
}

pub fn router(state: PlacesState) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(list::places))
        .routes(routes!(list::themes))
        .routes(routes!(list::good_infos))
        .routes(routes!(detail::details))
        .routes(also_at(
            routes!(detail::brand_details),
            get(detail::details),
        ))
        .routes(routes!(detail::hotel_detail))
        .routes(routes!(detail::tickets))
        .routes(also_at(
            routes!(detail::brand_tickets),
            get(detail::tickets),
        ))
        .routes(routes!(detail::share))
        .routes(routes!(like::guess_you_like))
        .routes(also_at(
            routes!(like::you_may_also_like),
            get(like::guess_you_like),
        ))
        .routes(routes!(around::around))
        .routes(routes!(around::nearby))
        .routes(routes!(dishes::cate_recommend))
        .routes(routes!(dishes::dish_detail))
        .routes(routes!(dishes::cate_affiliation_shop))
        .routes(routes!(dishes::shop_cate))
        .routes(routes!(media::cover))
        .routes(routes!(boundaries::boundaries))
        .with_state(state)
}

/// One handler under a second path: the old app asks some things under two prefixes. The
/// path and its OpenAPI entry come from `doc`, a description-only item; `handler` answers.
fn also_at(
    doc: UtoipaMethodRouter<PlacesState>,
    handler: MethodRouter<PlacesState>,
) -> UtoipaMethodRouter<PlacesState> {
    let (schemas, paths, _) = doc;
    (schemas, paths, handler)
}

fn place_not_found() -> ApiError {
    ApiError::NotFound("地点不存在".into())
}

fn dish_not_found() -> ApiError {
    ApiError::NotFound("菜品不存在".into())
}

/// A blank optional value counts as absent (the old app sends `cityId=` and the like).
fn present(v: Option<&str>) -> Option<&str> {
    v.map(str::trim).filter(|s| !s.is_empty())
}
