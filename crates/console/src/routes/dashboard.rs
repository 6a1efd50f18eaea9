//! `GET /ver3/api/admin/v1/dashboard/…`: the dashboards, each for a date range (`from`,
//! `to`: YYYY-MM-DD, Shanghai days, both included, at most 366 days; the last 30 days by
//! default), as JSON or, with `format=csv`, a CSV download.

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use youzhe_core::{ApiResult, Bounded, Envelope, csv, extract::ApiQuery, ok, time::now_ms};
use youzhe_operators::Operator;

use super::ConsoleState;
use crate::{
    range::Range,
    stats::{
        self, Seen,
        corrections::CorrectionStats,
        pageviews::{PageViews, PageViewsBy},
        places::TopPlaces,
        province_wide,
        reviews::ReviewStats,
        searches::SearchStats,
    },
};

/// What the answer is: the envelope (default) or a CSV file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum DashboardFormat {
    #[default]
    Json,
    Csv,
}

/// Rows a ranked dashboard answers at most (default 50).
pub type Limit = Bounded<1, 500>;
const DEFAULT_LIMIT: u32 = 50;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageViewsQuery {
    /// First day (YYYY-MM-DD); 30 days before `to` when absent.
    #[param(pattern = r"^\d{4}-\d{2}-\d{2}$")]
    pub from: Option<String>,
    /// Last day (YYYY-MM-DD, included); today when absent.
    #[param(pattern = r"^\d{4}-\d{2}-\d{2}$")]
    pub to: Option<String>,
    /// Group by day (default), page, source (`PV_FROM_CODE`) or share code.
    #[param(inline)]
    pub by: Option<PageViewsBy>,
    /// Groups at most, most viewed first (not for `day`); default 50.
    #[param(inline)]
    pub limit: Option<Limit>,
    #[param(inline)]
    pub format: Option<DashboardFormat>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RankedQuery {
    /// First day (YYYY-MM-DD); 30 days before `to` when absent.
    #[param(pattern = r"^\d{4}-\d{2}-\d{2}$")]
    pub from: Option<String>,
    /// Last day (YYYY-MM-DD, included); today when absent.
    #[param(pattern = r"^\d{4}-\d{2}-\d{2}$")]
    pub to: Option<String>,
    /// Rows at most, default 50.
    #[param(inline)]
    pub limit: Option<Limit>,
    #[param(inline)]
    pub format: Option<DashboardFormat>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SearchesQuery {
    /// First day (YYYY-MM-DD); 30 days before `to` when absent.
    #[param(pattern = r"^\d{4}-\d{2}-\d{2}$")]
    pub from: Option<String>,
    /// Last day (YYYY-MM-DD, included); today when absent.
    #[param(pattern = r"^\d{4}-\d{2}-\d{2}$")]
    pub to: Option<String>,
    /// True: only the searches that found nothing (the content's gaps).
    pub empty: Option<bool>,
    /// Rows at most, default 50.
    #[param(inline)]
    pub limit: Option<Limit>,
    #[param(inline)]
    pub format: Option<DashboardFormat>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RangeQuery {
    /// First day (YYYY-MM-DD); 30 days before `to` when absent.
    #[param(pattern = r"^\d{4}-\d{2}-\d{2}$")]
    pub from: Option<String>,
    /// Last day (YYYY-MM-DD, included); today when absent.
    #[param(pattern = r"^\d{4}-\d{2}-\d{2}$")]
    pub to: Option<String>,
    #[param(inline)]
    pub format: Option<DashboardFormat>,
}

fn range(from: &Option<String>, to: &Option<String>) -> ApiResult<Range> {
    Range::parse(from.as_deref(), to.as_deref(), now_ms())
}

fn limit(l: Option<Limit>) -> u32 {
    l.map_or(DEFAULT_LIMIT, |l| l.get())
}

/// The envelope, or the CSV file named `<what>-<from>-<to>.csv`.
fn answer<T: Serialize>(
    format: Option<DashboardFormat>,
    what: &str,
    r: &Range,
    data: T,
    rows: impl FnOnce(&T) -> (Vec<&'static str>, Vec<Vec<String>>),
) -> Response {
    match format.unwrap_or_default() {
        DashboardFormat::Json => ok(data).into_response(),
        DashboardFormat::Csv => {
            let (header, rows) = rows(&data);
            let name = format!("{what}-{}-{}", r.from_day(), r.to_day());
            csv::download(&name, &header, &rows)
        }
    }
}

/// Page views by day, page, source (`PV_FROM_CODE`) or share code. Province-wide: province
/// admins and analysts (40300 for editors and other roles).
#[utoipa::path(get, path = "/ver3/api/admin/v1/dashboard/pageviews", tag = "console",
    security(("operator_session" = [])), params(PageViewsQuery),
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "The views grouped one way; with format=csv a text/csv attachment (UTF-8 with BOM, header row: the grouping, views). 40300 for a role without province-wide dashboards",
        body = Envelope<PageViews>)))]
pub async fn dashboard_pageviews(
    op: Operator,
    State(s): State<ConsoleState>,
    ApiQuery(q): ApiQuery<PageViewsQuery>,
) -> ApiResult<Response> {
    province_wide(&op)?;
    let r = range(&q.from, &q.to)?;
    let by = q.by.unwrap_or_default();
    let data = stats::pageviews::read(&s.db, &r, by, limit(q.limit) as usize).await?;
    let what = format!("pageviews-by-{}", by.word());
    Ok(answer(q.format, &what, &r, data, stats::pageviews::csv))
}

/// The most viewed places (views of each place's own page). Editors see the places of their
/// city or county; province admins and analysts every place.
#[utoipa::path(get, path = "/ver3/api/admin/v1/dashboard/top-places", tag = "console",
    security(("operator_session" = [])), params(RankedQuery),
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "Places, most viewed first; with format=csv a text/csv attachment (place_id, name, kind, city_id, county_code, views). 40300 for a role without dashboards",
        body = Envelope<TopPlaces>)))]
pub async fn dashboard_top_places(
    op: Operator,
    State(s): State<ConsoleState>,
    ApiQuery(q): ApiQuery<RankedQuery>,
) -> ApiResult<Response> {
    let seen = Seen::of(&op)?;
    let r = range(&q.from, &q.to)?;
    let snap = s.content.snapshot();
    let data = stats::places::read(&s.db, &snap, &seen, &r, limit(q.limit) as usize).await?;
    Ok(answer(q.format, "top-places", &r, data, stats::places::csv))
}

/// What visitors searched for, most often first; with `empty=true` only the searches that
/// found nothing. Province-wide (searches have no region): province admins and analysts.
#[utoipa::path(get, path = "/ver3/api/admin/v1/dashboard/searches", tag = "console",
    security(("operator_session" = [])), params(SearchesQuery),
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "SearchStats; with format=csv a text/csv attachment (query, searches, empty, results). 40300 for a role without province-wide dashboards",
        body = Envelope<SearchStats>)))]
pub async fn dashboard_searches(
    op: Operator,
    State(s): State<ConsoleState>,
    ApiQuery(q): ApiQuery<SearchesQuery>,
) -> ApiResult<Response> {
    province_wide(&op)?;
    let r = range(&q.from, &q.to)?;
    let empty = q.empty.unwrap_or(false);
    let data = stats::searches::read(&s.db, &r, empty, i64::from(limit(q.limit))).await?;
    let what = if empty { "searches-empty" } else { "searches" };
    Ok(answer(q.format, what, &r, data, stats::searches::csv))
}

/// Reviews written in the range and the published ones' stars (average and histogram),
/// overall and per day. Editors count the reviews of places and dishes in their region.
#[utoipa::path(get, path = "/ver3/api/admin/v1/dashboard/reviews", tag = "console",
    security(("operator_session" = [])), params(RangeQuery),
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "Review counts; with format=csv a text/csv attachment, one row a day (day, written, published, average, stars_1…stars_5). 40300 for a role without dashboards",
        body = Envelope<ReviewStats>)))]
pub async fn dashboard_reviews(
    op: Operator,
    State(s): State<ConsoleState>,
    ApiQuery(q): ApiQuery<RangeQuery>,
) -> ApiResult<Response> {
    let seen = Seen::of(&op)?;
    let r = range(&q.from, &q.to)?;
    let snap = s.content.snapshot();
    let data = stats::reviews::read(&s.db, &snap, &seen, &r).await?;
    Ok(answer(q.format, "reviews", &r, data, stats::reviews::csv))
}

/// Corrections' time to answer: of those received in the range, how many were answered,
/// the median and 90th percentile of the wait, how many are open; and all open now. Editors
/// count the corrections of places and dishes in their region.
#[utoipa::path(get, path = "/ver3/api/admin/v1/dashboard/corrections", tag = "console",
    security(("operator_session" = [])), params(RangeQuery),
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "Answer times; with format=csv a text/csv attachment, one row a day (day, received, answered, open, median_ms, p90_ms). 40300 for a role without dashboards",
        body = Envelope<CorrectionStats>)))]
pub async fn dashboard_corrections(
    op: Operator,
    State(s): State<ConsoleState>,
    ApiQuery(q): ApiQuery<RangeQuery>,
) -> ApiResult<Response> {
    let seen = Seen::of(&op)?;
    let r = range(&q.from, &q.to)?;
    let snap = s.content.snapshot();
    let data = stats::corrections::read(&s.db, &snap, &seen, &r).await?;
    Ok(answer(
        q.format,
        "corrections",
        &r,
        data,
        stats::corrections::csv,
    ))
}
