//! `GET /ver3/api/v3/lines/detail`: one line day by day, or as GPX.

use axum::{
    body::Bytes,
    extract::State,
    http::{HeaderMap, HeaderValue, header},
    response::{IntoResponse, Response},
};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{
    ApiError, Envelope,
    cache::{CONTENT_CACHE, cached_with, content_kept},
    extract::ApiQuery,
};

use super::LinesState;
use crate::{build, gpx, view::LineDetail};

/// GPX's registered media type.
pub const GPX: &str = "application/gpx+xml";

youzhe_core::words_schema!(
    /// `json` (default, the envelope) or `gpx` (the line as a GPX 1.1 file).
    FormatWord,
    ["", "json", "gpx"]
);

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LineParams {
    /// The line id (`line-hz-classic-1d`).
    pub id: String,
    /// `gpx` answers the line as a GPX file; empty or `json`: the envelope.
    #[param(value_type = Option<FormatWord>, inline)]
    pub format: Option<String>,
}

/// A line day by day, each stop a place card with its stay, and the straight-line distance
/// and estimated travel time from the previous stop of the day (`estimate` says how). With
/// `format=gpx`: the stops as GPX waypoints in order, named `D<day>-<order> <name>`.
#[utoipa::path(get, path = "/ver3/api/v3/lines/detail", tag = "lines", params(LineParams),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The line; with format=gpx the GPX file (application/gpx+xml); code 40400 for an unknown id",
        content((Envelope<LineDetail> = "application/json"), (String = "application/gpx+xml")))))]
pub async fn line_detail(
    State(s): State<LinesState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<LineParams>,
) -> Result<Response, ApiError> {
    let as_gpx = match q.format.as_deref().unwrap_or("") {
        "" | "json" => false,
        "gpx" => true,
        _ => {
            return Err(ApiError::invalid(
                "format",
                "参数 format 取值不在允许范围内",
            ));
        }
    };
    let snap = s.content.snapshot();
    let l =
        build::line(&snap, q.id.trim()).ok_or_else(|| ApiError::NotFound("线路不存在".into()))?;
    if !as_gpx {
        // Only known lines reach here, so the kept answers are bounded by the content.
        let body = || {
            s.details.get_or_build(&snap, &l.id, || {
                serde_json::to_vec(&Envelope::ok(build::detail(&snap, &l))).map(Bytes::from)
            })
        };
        return Ok(content_kept(&headers, &snap.etag, body));
    }
    let body = gpx::document(&snap, &l);
    let file = format!("attachment; filename=\"{}.gpx\"", l.id);
    Ok(cached_with(&headers, &snap.etag, CONTENT_CACHE, || {
        let mut res = body.into_response();
        let h = res.headers_mut();
        h.insert(header::CONTENT_TYPE, HeaderValue::from_static(GPX));
        if let Ok(v) = HeaderValue::from_str(&file) {
            h.insert(header::CONTENT_DISPOSITION, v);
        }
        res
    }))
}
