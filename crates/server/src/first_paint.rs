//! The first HTML of a content page carries the page itself (docs/FRONTEND.md, "First
//! paint"): the above-the-fold words and cover, the page's own title, description,
//! canonical, Open Graph and schema.org JSON-LD, and the page's first API answer inlined
//! as JSON, which the app's request layer uses instead of fetching it again. Everything
//! is read from the same content snapshot the API answers from, through the places
//! crate's own view functions, so the HTML and the API cannot disagree.

mod cards;
mod cover;
mod dish;
mod food_theme;
mod head;
mod home;
mod html;
mod line;
mod person;
mod place;
mod ranklist;
mod results;
mod stays;
mod topic;

use std::sync::Arc;

use serde::Serialize;
use serde_json::json;
use youzhe_core::Envelope;

use youzhe_core::Config;
use youzhe_places::current::Catalogs;

pub use html::Html;

/// What the pages read: the places catalogs (shared with the places area) and the public
/// address for canonical and og:url.
#[derive(Clone)]
pub struct Pages {
    catalogs: Arc<Catalogs>,
    public_url: String,
}

/// One page's parts, spliced into the app shell by `Spa`.
pub struct Rendered {
    /// Per snapshot and page: the same page of the same content has the same tag.
    pub etag: String,
    /// `<title>`, description, canonical, Open Graph, JSON-LD.
    pub head: String,
    /// The server's markup, shown until the app has rendered the page.
    pub body: String,
    /// `<script type="application/json" id="youzhe-inline">`: the first API answer.
    pub inline: String,
}

/// The id of the inlined answer's element (read by web/src/api/firstPaint.ts).
pub const INLINE_ID: &str = "youzhe-inline";
/// The id of the server markup's container (removed by the app once its page rendered).
pub const FIRST_ID: &str = "yz-first";

/// The 收藏 button's place, the size of the app's `FavouriteHeart` (which holds the same
/// place while its words load), so nothing below moves when the button appears.
pub const HEART: &str = "<span class=\"yz-heart yz-heart--wait\" aria-hidden=\"true\"><svg viewBox=\"0 0 24 24\" width=\"22\" height=\"22\"></svg><span></span></span>";

impl Pages {
    pub fn new(catalogs: Arc<Catalogs>, config: &Config) -> Self {
        Self {
            catalogs,
            public_url: config.public_url.trim_end_matches('/').to_string(),
        }
    }

    /// The page at `rel` (the path after `/ver3/`) with `query`, or `None` when it is not
    /// a content page we render or its record does not exist (the plain shell answers and
    /// the app shows its not-found state).
    pub fn render(&self, rel: &str, query: Option<&str>) -> Option<Rendered> {
        let cur = self.catalogs.get();
        let url = &self.public_url;
        // The pages of no record: the home page under both of its addresses.
        if rel.is_empty() || rel == "pages/hotel/index" {
            return home::render(&cur, rel, url);
        }
        // The lists: their filter is in the address.
        match rel {
            "pages/ranklist/index" => return ranklist::render(&cur.catalog.snap, query, url),
            "pages/hotel/search" => return stays::render(&cur, query, url),
            "pages/cate/theme" => return food_theme::render(&cur, query, url),
            "pages/homesearch/result" => return results::render(&cur.catalog.snap, query, url),
            _ => {}
        }
        let id = query_param(query.unwrap_or(""), "id")?;
        let id = id.trim();
        match rel {
            "pages/newcate/newdetail" => dish::render(&cur, rel, id, url),
            "pages/line/lineDetail" => line::render(&cur.catalog.snap, rel, id, url),
            "pages/famous/peopledetail" => person::render(&cur.catalog.snap, rel, id, url),
            "pages/topic/detail" => topic::render(&cur.catalog.snap, rel, id, url),
            _ => {
                let kind = rel.strip_prefix("pages/poi/detail/")?;
                if !["scenic", "site", "food", "shop", "hotel", "canteen"].contains(&kind) {
                    return None;
                }
                place::render(&cur, rel, id, url)
            }
        }
    }
}

/// The page's address and its ETag (per snapshot and page).
fn page_and_tag(snapshot_tag: &str, rel: &str, id: &str) -> (String, String) {
    let page_path = format!("/ver3/{rel}?id={}", encode_query_value(id));
    let etag = tag(snapshot_tag, &page_path);
    (page_path, etag)
}

/// The ETag of the page at `page_path` of the snapshot tagged `snapshot_tag`.
fn tag(snapshot_tag: &str, page_path: &str) -> String {
    format!(
        "\"p{:016x}\"",
        fnv1a(format!("{snapshot_tag}\n{page_path}").as_bytes())
    )
}

/// The answer the app would get from `api_path?id=`: the envelope the handler sends.
fn answer<T: Serialize>(api_path: &str, id: &str, data: T) -> Option<String> {
    let body = serde_json::to_string(&Envelope::ok(data)).ok()?;
    Some(inline(
        &format!("{api_path}?id={}", encode_query_value(id)),
        &body,
    ))
}

/// The first answer, keyed by the URL the app asks for it.
fn inline(api_url: &str, body: &str) -> String {
    let mut h = Html::default();
    h.raw("<script type=\"application/json\" id=\"")
        .raw(INLINE_ID)
        .raw("\">");
    h.json(json!({ "url": api_url }).to_string().trim_end_matches('}'));
    h.raw(",\"body\":").json(body).raw("}</script>");
    h.into_string()
}

/// The server markup's container and the app's nav bar words (`title.*`).
fn open_first(h: &mut Html, nav: &'static str) {
    h.raw("<div id=\"")
        .raw(FIRST_ID)
        .raw("\" class=\"yz-first\">");
    h.raw("<div class=\"yz-first__nav\">")
        .raw(nav)
        .raw("</div>");
}

/// `a · b` of the non-empty parts, as the app's `[…].filter(Boolean).join(' · ')`.
fn dotted(parts: &[&str]) -> String {
    parts
        .iter()
        .filter(|s| !s.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The first value of `key` in a query string, percent-decoded (`+` is a space).
fn query_param(query: &str, key: &str) -> Option<String> {
    query.split('&').find_map(|pair| {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        (decode(k)? == key).then(|| decode(v)).flatten()
    })
}

fn decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).ok()
}

/// `id` written as the app's `URLSearchParams` writes it, so the inlined answer's URL is
/// the very URL the app asks for.
pub fn encode_query_value(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'*' | b'-' | b'.' | b'_' => {
                out.push(b as char)
            }
            b' ' => out.push('+'),
            b => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// A fast, stable hash for ETags (not for security).
pub fn fnv1a(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_values_round_trip_as_the_app_writes_them() {
        assert_eq!(
            query_param("a=1&id=scenic-hz-xihu", "id").as_deref(),
            Some("scenic-hz-xihu")
        );
        assert_eq!(query_param("id=%E8%A5%BF+x", "id").as_deref(), Some("西 x"));
        assert_eq!(query_param("ids=1", "id"), None);
        assert_eq!(encode_query_value("西 x/1"), "%E8%A5%BF+x%2F1");
    }
}
