//! `GET /v3/homepage/rankList` (SPEC §7): the rank lists, in their own shape.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_content::model::PlaceKind;
use youzhe_core::{
    ApiError,
    cache::{CONTENT_CACHE, cached_with},
    extract::ApiQuery,
};

use super::RankingsState;
use crate::{
    answer::{self, RankListAnswer, RankListRefusal},
    build::{Query, has_list, rank_lists},
};

youzhe_core::words_schema!(
    /// A place kind as a query spells it (`food`); empty means every kind.
    KindWord,
    std::iter::once("").chain(PlaceKind::ALL.map(PlaceKind::as_str))
);

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct RankListParams {
    /// Only places in this city (1201 …): the city's own lists, and the whole province's
    /// lists narrowed to their places there with their ranks kept. An unknown city has none.
    #[param(value_type = Option<u64>, maximum = 4294967295.0)]
    #[serde(default, deserialize_with = "youzhe_core::bounded::optional_whole")]
    pub city_id: Option<u32>,
    /// Only lists of this kind of place; empty: every kind.
    #[param(value_type = Option<KindWord>, inline)]
    pub kind: Option<String>,
    /// One list by id (`rank-must-eat`); empty: every list. An unknown id answers 404.
    pub id: Option<String>,
}

impl RankListParams {
    fn query(self) -> Result<Query, ApiError> {
        let kind = match self.kind.as_deref().unwrap_or("") {
            "" => None,
            k => Some(
                PlaceKind::ALL
                    .into_iter()
                    .find(|p| p.as_str() == k)
                    .ok_or_else(|| ApiError::invalid("kind", "参数 kind 取值不在允许范围内"))?,
            ),
        };
        let id = self
            .id
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty());
        Ok(Query {
            city_id: self.city_id,
            kind,
            id,
        })
    }
}

/// The rank lists by city and kind, each with its evidence and its places as cards. The
/// rank list keeps its own shape `{result, status{code, message}}` rather than the
/// envelope, and is read without a token. A refusal comes with its HTTP status and the
/// same `status.code`: 400 for bad input (the message names the parameter), 404 for an
/// unknown list id.
#[utoipa::path(get, path = "/v3/homepage/rankList", tag = "rankings", params(RankListParams),
    responses(
        (status = 200, description = "The rank lists; `status.code` 200", body = RankListAnswer),
        (status = 400, description = "Bad input; the message names the parameter", body = RankListRefusal),
        (status = 404, description = "No list with that id", body = RankListRefusal),
    ))]
pub async fn rank_list(
    State(s): State<RankingsState>,
    headers: HeaderMap,
    q: Result<ApiQuery<RankListParams>, ApiError>,
) -> Response {
    let q = match q.and_then(|ApiQuery(p)| p.query()) {
        Ok(q) => q,
        Err(e) => return answer::bad_input(e),
    };
    let snap = s.content.snapshot();
    if q.id.as_deref().is_some_and(|id| !has_list(&snap, id)) {
        return answer::no_such_list();
    }
    let body = s
        .kept
        .get_or_build(&snap, &q, || answer::ok_json(&rank_lists(&snap, &q)));
    match body {
        Ok(body) => cached_with(&headers, &snap.etag, CONTENT_CACHE, || {
            answer::json_response(body)
        }),
        Err(_) => answer::failed(),
    }
}
