//! `GET /ver3/api/v3/favourites/state`: which of some things the visitor has saved, so a
//! page shows its hearts with one call.

use axum::{Json, extract::State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::AuthUser, extract::ApiQuery, ok, words::comma_list,
};

use super::FavouritesState;
use crate::{
    kind::{FavouriteKindWord, Kind},
    store,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StateParams {
    #[param(value_type = FavouriteKindWord, inline)]
    pub kind: String,
    /// Comma-separated ids of that kind (a page's worth).
    #[param(max_length = 4000)]
    pub ids: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FavouriteState {
    pub kind: Kind,
    /// The ids asked about that the visitor has saved.
    pub saved: Vec<String>,
}

/// Which of `ids` (all of one `kind`) are among the visitor's favourites.
#[utoipa::path(get, path = "/ver3/api/v3/favourites/state", tag = "favourites",
    security(("bearer" = [])), params(StateParams),
    responses((status = 200, description = "The saved ones among the ids", body = Envelope<FavouriteState>)))]
pub async fn favourite_state(
    State(s): State<FavouritesState>,
    user: AuthUser,
    ApiQuery(q): ApiQuery<StateParams>,
) -> ApiResult<Json<Envelope<FavouriteState>>> {
    let kind = Kind::parse(&q.kind)?;
    if q.ids.chars().count() > 4000 {
        return Err(ApiError::invalid("ids", "参数 ids 过长"));
    }
    let mine = store::ids_of_kind(&s.db, &user.uid, kind.as_str())
        .await
        .map_err(anyhow::Error::from)?;
    let mut saved: Vec<String> = Vec::new();
    for id in comma_list(Some(&q.ids)) {
        if mine.iter().any(|m| m == id) && !saved.iter().any(|s| s == id) {
            saved.push(id.to_string());
        }
    }
    Ok(ok(FavouriteState { kind, saved }))
}
