//! The place list, its theme tallies and the local-goods shop list.

use axum::{
    Json,
    body::Bytes,
    extract::State,
    http::{HeaderMap, HeaderValue, header},
    response::{IntoResponse, Response},
};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};
use youzhe_content::{
    kind::{Kind, PlaceKindNames},
    model::PlaceKind,
    snapshot::Ref,
};
use youzhe_core::{
    ApiError, Envelope,
    cache::{CONTENT_CACHE, cached_with, content_cached},
    extract::{ApiJson, ApiQuery},
    ok,
    page::{Page, PageNumber, PageQuery, PageSize, Paged},
};
use youzhe_geo::LatLng;
use youzhe_text_index::Query;

use super::{PlacesState, present};
use crate::{
    answers::Answers,
    card,
    catalog::Catalog,
    filter::{self, Filter, ListKey, Sort, SortWord, tally_themes},
    groups::parse_kinds,
    params::{self, AccessibilityWords, FacilityWords, PriceLevels},
    position::Position,
    view::{PlaceCard, ThemeCount},
};

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct PlaceListParams {
    /// Comma-separated place kinds: scenic, site, hotel, homestay, restaurant, food, shop,
    /// canteen. Empty: every kind.
    #[param(value_type = Option<PlaceKindNames>, inline)]
    pub kind: Option<String>,
    /// Only this city (1201 …).
    #[param(value_type = Option<u64>, maximum = 4294967295.0)]
    #[serde(default, deserialize_with = "youzhe_core::bounded::optional_whole")]
    pub city_id: Option<u32>,
    /// Only this county (official code, `330106`).
    pub county_code: Option<String>,
    /// Only places with this theme.
    pub theme: Option<String>,
    /// Comma-separated price levels 0–4.
    #[param(value_type = Option<PriceLevels>, inline)]
    pub price_level: Option<String>,
    /// Comma-separated facility keys (wifi, parking …); all must be present.
    #[param(value_type = Option<FacilityWords>, inline)]
    pub facilities: Option<String>,
    /// Comma-separated accessibility facts (step_free_entrance, accessible_toilet, lift,
    /// wheelchair_loan, pram_friendly, guide_dogs, audio_guide, elder_concession); only places
    /// where each is known as yes. Unknown is not yes.
    #[param(value_type = Option<AccessibilityWords>, inline)]
    pub accessibility: Option<String>,
    /// Chinese, pinyin (`xihu`) or initials (`xh`), through the search index; at most 50
    /// characters.
    #[param(max_length = 50)]
    pub keyword: Option<String>,
    /// `popular` (default), `distance` (needs lat/lng), `price_asc`, `price_desc`.
    #[param(value_type = Option<SortWord>, inline)]
    pub sort: Option<String>,
}

/// Place indexes matching `keyword` (through the search index) of the given kinds and
/// city, in relevance order; every place when the keyword is empty.
fn matching(cat: &Catalog, keyword: &str, kinds: &[PlaceKind], city_id: Option<u32>) -> Vec<u32> {
    let snap = &cat.snap;
    if keyword.is_empty() {
        return (0..snap.places.len() as u32).collect();
    }
    let kinds: Vec<Kind> = if kinds.is_empty() {
        &PlaceKind::ALL[..]
    } else {
        kinds
    }
    .iter()
    .map(|&k| Kind::Place(k))
    .collect();
    let r = snap.search.search(&Query {
        text: keyword,
        kinds: &kinds,
        city_id,
        offset: 0,
        limit: snap.search_refs.len(),
    });
    r.hits
        .iter()
        .filter_map(|h| match snap.search_refs.get(h.doc as usize)? {
            Ref::Place(i) => Some(*i),
            _ => None,
        })
        .collect()
}

/// Filters, sorts and cuts one page of cards.
fn page_of(
    cat: &Catalog,
    filter: &Filter,
    keyword: &str,
    sort: Sort,
    from: Option<LatLng>,
    page: Page,
) -> Paged<PlaceCard> {
    let snap = &cat.snap;
    let mut idx: Vec<u32> = matching(cat, keyword, &filter.kinds, filter.city_id)
        .into_iter()
        .filter(|&i| snap.places.get(i as usize).is_some_and(|p| filter.keeps(p)))
        .collect();
    filter::sort(&snap.places, &mut idx, sort, from);
    page.slice_with(&idx, |idx| card::cards(snap, idx, from))
}

/// One page of the list without a visitor's position, as `GET /ver3/api/v3/places` answers
/// it: what the server's first HTML of a list page draws and inlines.
pub fn list_page(
    cat: &Catalog,
    filter: &Filter,
    keyword: &str,
    sort: Sort,
    page: Page,
) -> Paged<PlaceCard> {
    page_of(cat, filter, keyword, sort, None, page)
}

/// Places: hotels and homestays, food, scenic spots, shops and canteens, filtered and sorted.
#[utoipa::path(get, path = "/ver3/api/v3/places", tag = "places", params(PlaceListParams, PageQuery, Position),
    responses((status = 200, description = "One page of place cards; 304 when If-None-Match matches",
        body = Envelope<Paged<PlaceCard>>)))]
pub async fn places(
    State(s): State<PlacesState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<PlaceListParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
    ApiQuery(at): ApiQuery<Position>,
) -> Result<Response, ApiError> {
    let ListQuery {
        from,
        filter,
        keyword,
        sort,
        page,
    } = ListQuery::check(q, paging, at)?;
    let cur = s.catalogs.get();
    let cat = &cur.catalog;
    if from.is_some() {
        let data = page_of(cat, &filter, &keyword, sort, from, page);
        return Ok(content_cached(&headers, &cat.snap.etag, data));
    }
    // Without a position the answer only depends on the query and the content: the same
    // few lists (home, theme and food pages) are sent as serialised once.
    Ok(cached_with(
        &headers,
        &cat.snap.etag,
        CONTENT_CACHE,
        || match list_json(cat, &cur.answers, &filter, &keyword, sort, page) {
            Ok(body) => (
                [(
                    header::CONTENT_TYPE,
                    HeaderValue::from_static("application/json"),
                )],
                body,
            )
                .into_response(),
            Err(e) => ApiError::Internal(e.into()).into_response(),
        },
    ))
}

/// A checked place-list query.
struct ListQuery {
    from: Option<LatLng>,
    filter: Filter,
    keyword: String,
    sort: Sort,
    page: Page,
}

impl ListQuery {
    fn check(q: PlaceListParams, paging: PageQuery, at: Position) -> Result<Self, ApiError> {
        let page = paging.page();
        let from = at.parse()?;
        let filter = Filter {
            kinds: parse_kinds(q.kind.as_deref())?,
            city_id: q.city_id,
            county_code: present(q.county_code.as_deref()).map(str::to_string),
            theme: present(q.theme.as_deref()).map(str::to_string),
            price_levels: params::price_levels(q.price_level.as_deref())?,
            facilities: params::facilities(q.facilities.as_deref())?,
            accessibility: params::accessibility(q.accessibility.as_deref())?,
        };
        let keyword = params::keyword(q.keyword.as_deref())?;
        let sort = Sort::parse(q.sort.as_deref())?;
        if sort == Sort::Distance && from.is_none() {
            return Err(ApiError::invalid(
                "sort",
                "按距离排序需要同时给出 lat 和 lng",
            ));
        }
        Ok(Self {
            from,
            filter,
            keyword,
            sort,
            page,
        })
    }
}

/// The whole serialised answer of a list without a position, kept by the catalog under
/// the normalised query.
fn list_json(
    cat: &Catalog,
    answers: &Answers,
    filter: &Filter,
    keyword: &str,
    sort: Sort,
    page: Page,
) -> Result<Bytes, serde_json::Error> {
    answers.list_json(ListKey::new(filter, keyword, sort, page), || {
        let data = list_page(cat, filter, keyword, sort, page);
        serde_json::to_vec(&Envelope::ok(data)).map(Bytes::from)
    })
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ThemeParams {
    /// Comma-separated place kinds (empty: every kind).
    #[param(value_type = Option<PlaceKindNames>, inline)]
    pub kind: Option<String>,
    /// Only this city (1201 …).
    #[param(value_type = Option<u64>, maximum = 4294967295.0)]
    #[serde(default, deserialize_with = "youzhe_core::bounded::optional_whole")]
    pub city_id: Option<u32>,
}

/// The themes of the places of some kinds in a city, for the theme pages.
#[utoipa::path(get, path = "/ver3/api/v3/places/themes", tag = "places", params(ThemeParams),
    responses((status = 200, description = "Themes with at least 2 places, most places first, then by name",
        body = Envelope<Vec<ThemeCount>>)))]
pub async fn themes(
    State(s): State<PlacesState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<ThemeParams>,
) -> Result<Response, ApiError> {
    let filter = Filter {
        kinds: parse_kinds(q.kind.as_deref())?,
        city_id: q.city_id,
        ..Filter::default()
    };
    let cur = s.catalogs.get();
    let cat = &cur.catalog;
    let places = &cat.snap.places;
    let data: Vec<ThemeCount> = tally_themes(places, &filter, 2)
        .into_iter()
        .map(|t| ThemeCount {
            cover: places
                .get(t.top as usize)
                .map(card::cover)
                .unwrap_or_default(),
            theme: t.theme,
            count: t.count,
        })
        .collect();
    Ok(content_cached(&headers, &cat.snap.etag, data))
}

/// The local-goods shop list's filters (all optional; `{}` lists every shop).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GoodInfosBody {
    /// Only this city (1201 …).
    #[schema(value_type = Option<u64>, maximum = 4294967295.0)]
    #[serde(default, deserialize_with = "youzhe_core::bounded::optional_whole")]
    pub city_id: Option<u32>,
    /// Only this county (official code).
    pub county_code: Option<String>,
    /// Chinese, pinyin or initials; at most 50 characters.
    #[schema(max_length = 50)]
    pub keyword: Option<String>,
    /// 1-based page (default 1).
    #[schema(inline)]
    pub page: Option<PageNumber>,
    /// Page size (default 20, at most 50).
    #[schema(inline)]
    pub size: Option<PageSize>,
}

/// Local-goods shops (kind `shop`), most popular first.
#[utoipa::path(post, path = "/ver3/api/v3/http/goodInfos", tag = "places", request_body = GoodInfosBody,
    responses((status = 200, description = "One page of shop cards", body = Envelope<Paged<PlaceCard>>)))]
pub async fn good_infos(
    State(s): State<PlacesState>,
    ApiJson(b): ApiJson<GoodInfosBody>,
) -> Result<Json<Envelope<Paged<PlaceCard>>>, ApiError> {
    let page = PageQuery {
        page: b.page,
        size: b.size,
    }
    .page();
    let keyword = params::keyword(b.keyword.as_deref())?;
    let filter = Filter {
        kinds: vec![PlaceKind::Shop],
        city_id: b.city_id,
        county_code: present(b.county_code.as_deref()).map(str::to_string),
        ..Filter::default()
    };
    let cur = s.catalogs.get();
    let cat = &cur.catalog;
    // A POST answer is not cached; the list is small and cut from memory anyway.
    Ok(ok(page_of(
        cat,
        &filter,
        &keyword,
        Sort::Popular,
        None,
        page,
    )))
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use axum::{extract::Query, http::Uri};

    use super::*;
    use crate::testdata::snapshot;
    use crate::{answers::LIST_CACHE_CAP, current::Current};

    fn query(q: &str) -> ListQuery {
        let uri: Uri = format!("/ver3/api/v3/places?{q}").parse().unwrap();
        let Query(p) = Query::<PlaceListParams>::try_from_uri(&uri).unwrap();
        let Query(paging) = Query::<PageQuery>::try_from_uri(&uri).unwrap();
        let Query(at) = Query::<Position>::try_from_uri(&uri).unwrap();
        ListQuery::check(p, paging, at).unwrap_or_else(|e| panic!("{q}: {e:?}"))
    }

    fn key(q: &ListQuery) -> ListKey {
        ListKey::new(&q.filter, &q.keyword, q.sort, q.page)
    }

    fn answer(cur: &Current, q: &ListQuery) -> Bytes {
        let (cat, answers) = (&cur.catalog, &cur.answers);
        list_json(cat, answers, &q.filter, &q.keyword, q.sort, q.page).unwrap()
    }

    #[test]
    fn the_document_says_the_keyword_limit_the_check_applies() {
        use utoipa::IntoParams;
        let doc = serde_json::to_value(PlaceListParams::into_params(|| None)).unwrap();
        let keyword = doc
            .as_array()
            .and_then(|ps| ps.iter().find(|p| p["name"] == "keyword"))
            .unwrap();
        assert_eq!(keyword["schema"]["maxLength"], params::MAX_KEYWORD);
    }

    #[test]
    fn equivalent_lists_share_one_kept_answer() {
        let cur = Current::build(Arc::new(snapshot()));
        let a = query("kind=hotel,homestay&cityId=1201&priceLevel=2,1&facilities=wifi,parking");
        let b = query(
            "facilities=parking,wifi,wifi&priceLevel=1,2,2&cityId=1201&kind=homestay,hotel,hotel\
             &keyword=%20&sort=popular&page=1&size=20",
        );
        assert_eq!(key(&a), key(&b));
        let first = answer(&cur, &a);
        let second = answer(&cur, &b);
        assert_eq!(first.as_ptr(), second.as_ptr(), "one entry answers both");
        assert_eq!(cur.answers.lists_kept(), 1);
        // The kept answer is the envelope the list builds per request.
        let built = page_of(&cur.catalog, &a.filter, &a.keyword, a.sort, None, a.page);
        assert_eq!(first, serde_json::to_vec(&Envelope::ok(built)).unwrap());

        // Another page, size, sort or keyword is another entry.
        for q in [
            "kind=hotel,homestay&cityId=1201&page=2",
            "kind=hotel,homestay&cityId=1201&size=5",
            "kind=hotel,homestay&cityId=1201&sort=price_asc",
            "kind=hotel&cityId=1201",
            "keyword=xihu",
        ] {
            assert_ne!(key(&query(q)), key(&a), "{q}");
            answer(&cur, &query(q));
        }
        assert_eq!(cur.answers.lists_kept(), 6);
    }

    #[test]
    fn failed_answers_are_not_kept_and_the_cap_holds() {
        let cur = Current::build(Arc::new(snapshot()));
        let k = key(&query("cityId=1201"));
        let err = cur
            .answers
            .list_json(k.clone(), || Err(serde::ser::Error::custom("no answer")));
        assert!(err.is_err());
        assert_eq!(cur.answers.lists_kept(), 0);
        let ok = cur
            .answers
            .list_json(k, || Ok(Bytes::from_static(b"{}")))
            .unwrap();
        assert_eq!(ok, "{}");
        assert_eq!(cur.answers.lists_kept(), 1);

        for n in 0..LIST_CACHE_CAP + 100 {
            let q = query(&format!("keyword=k{n}"));
            answer(&cur, &q);
            assert!(cur.answers.lists_kept() <= LIST_CACHE_CAP);
        }
        assert_eq!(cur.answers.lists_kept(), LIST_CACHE_CAP);
        // The newest answer is kept, and answered without building again.
        let last = query(&format!("keyword=k{}", LIST_CACHE_CAP + 99));
        let kept = cur
            .answers
            .list_json(key(&last), || panic!("built again"))
            .unwrap();
        assert_eq!(kept, answer(&cur, &last));
    }
}
