//! A page view as the app reports it, checked before it is accepted.

use serde::Deserialize;
use utoipa::ToSchema;
use youzhe_core::ApiError;

/// Body of `POST /brand-api/common/v1/page-views/add`.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PageViewInput {
    /// The visitor's uid claim, when signed in.
    #[serde(default)]
    #[schema(max_length = 128, pattern = r"^[^\x00-\x1F\x7F-\x9F]*$")]
    pub visitor_cookie: Option<String>,
    /// Where the visitor came from (`PV_FROM_CODE`).
    #[serde(default)]
    #[schema(max_length = 128, pattern = r"^[^\x00-\x1F\x7F-\x9F]*$")]
    pub source: Option<String>,
    /// Who shared the link (`user_id`).
    #[serde(default)]
    #[schema(max_length = 128, pattern = r"^[^\x00-\x1F\x7F-\x9F]*$")]
    pub share_code: Option<String>,
    /// The page: a path (`/ver3/pages/…`) or an http(s) address, at most 2048 characters,
    /// no control characters.
    #[schema(
        pattern = r"^(?:https?://|/)[^\x00-\x1F\x7F-\x9F]*$",
        max_length = 2048
    )]
    pub page_url: String,
}

/// A checked view, ready to store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageView {
    pub visitor_cookie: Option<String>,
    pub source: Option<String>,
    pub share_code: Option<String>,
    /// The path only (no origin, no query, no fragment): what daily counts group by.
    pub page_path: String,
    pub at_ms: i64,
}

const MAX_TOKEN: usize = 128;
const MAX_URL: usize = 2048;

impl PageViewInput {
    pub fn check(self, at_ms: i64) -> Result<PageView, ApiError> {
        let token = |field: &str, v: Option<String>| -> Result<Option<String>, ApiError> {
            match v.map(|s| s.trim().to_string()).filter(|s| !s.is_empty()) {
                Some(s) if s.chars().count() > MAX_TOKEN => Err(ApiError::invalid(
                    field,
                    format!("参数 {field} 过长（最多 {MAX_TOKEN} 个字符）"),
                )),
                Some(s) if s.chars().any(char::is_control) => Err(ApiError::invalid(
                    field,
                    format!("参数 {field} 含有非法字符"),
                )),
                other => Ok(other),
            }
        };
        // Exactly as the document's pattern says: no trimming, characters counted.
        let url = self.page_url.as_str();
        if url.is_empty() {
            return Err(ApiError::invalid("page_url", "缺少参数 page_url"));
        }
        if url.chars().count() > MAX_URL || url.chars().any(char::is_control) {
            return Err(ApiError::invalid("page_url", "参数 page_url 格式不正确"));
        }
        Ok(PageView {
            visitor_cookie: token("visitor_cookie", self.visitor_cookie)?,
            source: token("source", self.source)?,
            share_code: token("share_code", self.share_code)?,
            page_path: page_path(url)
                .ok_or_else(|| ApiError::invalid("page_url", "参数 page_url 格式不正确"))?,
            at_ms,
        })
    }
}

/// Pages whose views are also counted per record: the path keeps `?id=<slug>` (a content
/// id, never a person's) so the topic statistics can count one topic's views and the
/// console's dashboard the most viewed places (a place's page of each kind).
pub const COUNTED_BY_ID: [&str; 8] = [
    "/ver3/pages/topic/detail",
    "/ver3/pages/hotel/detail",
    "/ver3/pages/cate/detail",
    "/ver3/pages/poi/detail/scenic",
    "/ver3/pages/poi/detail/site",
    "/ver3/pages/poi/detail/food",
    "/ver3/pages/poi/detail/shop",
    "/ver3/pages/poi/detail/canteen",
];

/// The `id` of a query when it is a content slug (`topic-songyun`), at most 64 characters.
fn slug_id(query: &str) -> Option<&str> {
    query
        .split('&')
        .find_map(|kv| kv.strip_prefix("id="))
        .filter(|id| {
            (1..=64).contains(&id.len())
                && id.split('-').all(|p| {
                    !p.is_empty()
                        && p.bytes()
                            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
                })
        })
}

/// `https://host/ver3/pages/x?a=1#f` → `/ver3/pages/x`; `/ver3/pages/x?a` → `/ver3/pages/x`;
/// a page of [`COUNTED_BY_ID`] keeps its id: `/ver3/pages/topic/detail?id=topic-x`.
fn page_path(url: &str) -> Option<String> {
    let rest = match url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))
    {
        Some(rest) => {
            let slash = rest.find('/').unwrap_or(rest.len());
            &rest[slash..]
        }
        None if url.starts_with('/') => url,
        None => return None,
    };
    let before_fragment = rest.split('#').next().unwrap_or("");
    let (path, query) = before_fragment
        .split_once('?')
        .unwrap_or((before_fragment, ""));
    let path = if path.is_empty() { "/" } else { path };
    if !path.starts_with('/') {
        return None;
    }
    match slug_id(query) {
        Some(id) if COUNTED_BY_ID.contains(&path) => Some(format!("{path}?id={id}")),
        _ => Some(path.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(url: &str) -> PageViewInput {
        PageViewInput {
            visitor_cookie: None,
            source: Some(" wx ".into()),
            share_code: Some("".into()),
            page_url: url.into(),
        }
    }

    #[test]
    fn a_topic_page_keeps_its_id_and_nothing_else() {
        let path = |u: &str| input(u).check(1).unwrap().page_path;
        assert_eq!(
            path("https://t.example.cn/ver3/pages/topic/detail?openid=o&id=topic-songyun#x"),
            "/ver3/pages/topic/detail?id=topic-songyun"
        );
        assert_eq!(
            path("/ver3/pages/topic/detail?id=Not%20a%20slug"),
            "/ver3/pages/topic/detail"
        );
        assert_eq!(
            path("/ver3/pages/poi/details?id=scenic-hz-xihu"),
            "/ver3/pages/poi/details"
        );
        assert_eq!(
            path("/ver3/pages/poi/detail/scenic?id=scenic-hz-xihu&from=share"),
            "/ver3/pages/poi/detail/scenic?id=scenic-hz-xihu"
        );
    }

    #[test]
    fn keeps_the_path_only() {
        let v = input("https://trip.example.cn/ver3/pages/hotel/index?openid=abc#top")
            .check(1)
            .unwrap();
        assert_eq!(v.page_path, "/ver3/pages/hotel/index");
        assert_eq!(v.source.as_deref(), Some("wx"));
        assert_eq!(v.share_code, None);
        assert_eq!(
            input("/ver3/pages/tour/live?x=1")
                .check(1)
                .unwrap()
                .page_path,
            "/ver3/pages/tour/live"
        );
    }

    #[test]
    fn refuses_odd_urls_naming_the_field() {
        for bad in ["", "javascript:alert(1)", "pages/x", "ftp://h/x"] {
            match input(bad).check(1) {
                Err(ApiError::Invalid { field, .. }) => assert_eq!(field, "page_url", "{bad}"),
                other => panic!("{bad}: {other:?}"),
            }
        }
        let mut long = input("/x");
        long.visitor_cookie = Some("a".repeat(129));
        assert!(
            matches!(long.check(1), Err(ApiError::Invalid { field, .. }) if field == "visitor_cookie")
        );
    }
}
