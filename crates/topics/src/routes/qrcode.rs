//! `GET /ver3/api/v3/qrcode/applets`: a QR code for one of our own pages, drawn here. The
//! address is always this site's public URL + `/ver3/` + a page of the app, so a code can
//! never send anyone elsewhere.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{ApiError, Envelope, cache::cached_with, extract::ApiQuery, ok};

use super::TopicsState;
use crate::{qr, view::QrCode};

/// The pages a code may open: every record page the server names, and the topic list.
pub const PAGES: [&str; 12] = [
    "pages/hotel/detail",
    "pages/cate/detail",
    "pages/poi/detail/scenic",
    "pages/poi/detail/site",
    "pages/poi/detail/food",
    "pages/poi/detail/shop",
    "pages/poi/detail/canteen",
    "pages/newcate/newdetail",
    "pages/famous/peopledetail",
    "pages/line/lineDetail",
    "pages/topic/detail",
    "pages/topic/index",
];

youzhe_core::words_schema!(
    /// One of our pages (`pages/topic/detail`).
    PageWord,
    PAGES
);

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AppletParams {
    /// The page the code opens.
    #[param(value_type = PageWord, inline)]
    pub page: String,
    /// The record it shows (`topic-songyun`); empty for a page without one.
    #[param(max_length = 64, pattern = r"^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$")]
    pub id: Option<String>,
}

fn is_slug(s: &str) -> bool {
    s.split('-').all(|p| {
        !p.is_empty()
            && p.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
    })
}

/// The address a code for `page` and `id` holds, under `public_url`.
pub fn target(public_url: &str, page: &str, id: Option<&str>) -> Result<String, ApiError> {
    if !PAGES.contains(&page) {
        return Err(ApiError::invalid(
            "page",
            "参数 page 只能是本站的页面（pages/…）",
        ));
    }
    match id.unwrap_or("") {
        "" => Ok(format!("{public_url}/ver3/{page}")),
        id if id.len() <= 64 && is_slug(id) => Ok(format!("{public_url}/ver3/{page}?id={id}")),
        _ => Err(ApiError::invalid("id", "参数 id 格式不正确")),
    }
}

/// The code as SVG, with the address it holds. The same page always gives the same code,
/// so the answer carries an ETag of its address.
#[utoipa::path(get, path = "/ver3/api/v3/qrcode/applets", tag = "topics", params(AppletParams),
    responses((status = 200, description = "The QR code", body = Envelope<QrCode>)))]
pub async fn applet_code(
    State(s): State<TopicsState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<AppletParams>,
) -> Result<Response, ApiError> {
    let url = target(&s.public_url, &q.page, q.id.as_deref())?;
    let code = qr::code(&url).ok_or_else(|| ApiError::invalid("id", "参数 id 过长"))?;
    let etag = format!("\"qr-{:016x}\"", fnv(&url));
    Ok(cached_with(
        &headers,
        &etag,
        "public, max-age=86400",
        || axum::response::IntoResponse::into_response(ok(code)),
    ))
}

/// A stable 64-bit hash of the address (FNV-1a): the ETag must not change between builds.
fn fnv(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use youzhe_content::page::PageRoute;

    use super::*;

    #[test]
    fn only_our_pages_are_encoded() {
        let base = "https://trip.example.cn";
        assert_eq!(
            target(base, "pages/topic/detail", Some("topic-songyun")).unwrap(),
            "https://trip.example.cn/ver3/pages/topic/detail?id=topic-songyun"
        );
        assert_eq!(
            target(base, "pages/topic/index", None).unwrap(),
            "https://trip.example.cn/ver3/pages/topic/index"
        );
        for bad in [
            "https://evil.example/x",
            "pages/../../x",
            "/ver3/pages/topic/detail",
        ] {
            assert!(
                matches!(target(base, bad, None), Err(ApiError::Invalid { field, .. }) if field == "page")
            );
        }
        assert!(matches!(
            target(base, "pages/topic/detail", Some("x&next=https://evil.example")),
            Err(ApiError::Invalid { field, .. }) if field == "id"
        ));
    }

    #[test]
    fn every_record_page_can_be_shared() {
        for p in [
            PageRoute::Topic,
            PageRoute::Shop,
            PageRoute::Line,
            PageRoute::Hotel,
        ] {
            assert!(PAGES.contains(&p.as_str()));
        }
    }
}
