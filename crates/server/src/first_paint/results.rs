//! The search results (`pages/homesearch/result?keyword=…&tab=…`): what the app's
//! `HomeSearchResultPage` draws (the search box with the keyword, the tabs, 共找到N个结果
//! and the first page of results: places as their cards, the others as name, type and
//! summary), with the same words, and the answer of `GET /ver3/api/v3/http/search` for the
//! same keyword and tab as that handler sends it.
//!
//! The keyword is the visitor's own text: it is only ever written escaped (an attribute,
//! text, or JSON with `<` written as `\u003c`). The server does not count the search in
//! the hot words (only the API does, when asked); a visitor reaches this page from the
//! search box inside the app, so only a reload or a shared link is answered here.

use serde_json::{Value, json};
use youzhe_content::{kind::Kind, snapshot::Snapshot};
use youzhe_core::{Envelope, page::Page};
use youzhe_search::{routes::results, view::SearchItem};

use super::{
    Html, Rendered, cards, encode_query_value,
    head::{Head, absolute},
    inline, open_first,
    place::kind_label,
    query_param, tag,
};

/// The list's page size, as the page asks.
const PAGE_SIZE: u32 = 20;
/// Longer keywords are refused by the API (the app's `KEYWORD_MAX`).
const KEYWORD_MAX: usize = 50;

/// The result tabs (`TABS`): the address's `tab`, the words, the kinds searched.
const TABS: [(&str, &str, &str); 7] = [
    ("all", "全部", ""),
    ("sights", "景点", "scenic,site"),
    ("stay", "住宿", "hotel,homestay"),
    ("food", "美食", "restaurant,food,canteen,dish"),
    ("shop", "好物", "shop"),
    ("person", "人物", "person"),
    ("line", "线路", "line"),
];

pub fn render(snap: &Snapshot, query: Option<&str>, public_url: &str) -> Option<Rendered> {
    let query = query.unwrap_or("");
    // As the page reads it: trimmed; without a keyword it asks nothing (its own words).
    let keyword = query_param(query, "keyword")?.trim().to_string();
    if keyword.is_empty() || keyword.chars().count() > KEYWORD_MAX {
        return None;
    }
    let tab = query_param(query, "tab")
        .and_then(|t| TABS.iter().position(|(k, _, _)| *k == t))
        .unwrap_or(0);
    let (tab_key, _, kind) = TABS[tab];
    let kinds = Kind::parse_list(Some(kind)).ok()?;
    let found = results(
        snap,
        &keyword,
        &kinds,
        None,
        Page {
            page: 1,
            size: PAGE_SIZE,
        },
        None,
    );
    let body = serde_json::to_string(&Envelope::ok(&found)).ok()?;
    let kw = encode_query_value(&keyword);
    let mut api_url = format!("/ver3/api/v3/http/search?keyword={kw}");
    if !kind.is_empty() {
        api_url.push_str(&format!("&kind={}", encode_query_value(kind)));
    }
    api_url.push_str(&format!("&page=1&size={PAGE_SIZE}"));
    let page_path = match tab {
        0 => format!("/ver3/pages/homesearch/result?keyword={kw}"),
        _ => format!("/ver3/pages/homesearch/result?keyword={kw}&tab={tab_key}"),
    };
    Some(Rendered {
        etag: tag(&snap.etag, &page_path),
        head: head(&keyword, &found.list, found.total, &page_path, public_url),
        body: page(&keyword, tab, &found.list, found.total),
        inline: inline(&api_url, &body),
    })
}

/// What a result is, in the visitor's words (`typeLabel`).
fn type_label(item: &SearchItem) -> &'static str {
    match (item.place.as_ref(), item.type_) {
        (Some(p), _) => kind_label(p.kind),
        (None, "dish") => "百县千碗",
        (None, "person") => "名人",
        (None, "line") => "线路",
        _ => "专题",
    }
}

fn href(item: &SearchItem) -> String {
    cards::href(item.page.as_str(), &item.id)
}

fn list_item(item: &SearchItem, position: usize, public_url: &str) -> Value {
    if let Some(p) = &item.place {
        return cards::list_item(p, position, public_url);
    }
    // A dish is a `Thing` (see docs/FRONTEND.md), a line a trip, a topic a collection.
    let kind = match item.type_ {
        "person" => "Person",
        "line" => "TouristTrip",
        "topic" => "CollectionPage",
        _ => "Thing",
    };
    json!({"@type": "ListItem", "position": position, "item": {
        "@type": kind, "name": item.name, "description": item.summary,
        "url": absolute(public_url, &href(item)),
    }})
}

fn head(
    keyword: &str,
    items: &[SearchItem],
    total: u64,
    page_path: &str,
    public_url: &str,
) -> String {
    let name = format!("“{keyword}”的搜索结果");
    let desc = match total {
        0 => format!("没有找到“{keyword}”相关的内容"),
        _ => format!(
            "在游浙搜索“{keyword}”，共找到 {total} 个结果：{}",
            items
                .iter()
                .take(6)
                .map(|i| i.name.as_str())
                .collect::<Vec<_>>()
                .join("、")
        ),
    };
    let list: Vec<_> = items
        .iter()
        .enumerate()
        .map(|(n, i)| list_item(i, n + 1, public_url))
        .collect();
    let ld = json!({
        "@context": "https://schema.org",
        "@type": "SearchResultsPage",
        "name": name,
        "description": desc,
        "mainEntity": {"@type": "ItemList", "numberOfItems": total, "itemListElement": list},
    });
    Head {
        name: &name,
        description: &desc,
        image: items
            .iter()
            .find_map(|i| i.place.as_ref())
            .map(|p| p.cover.as_str()),
        page_path,
        public_url,
        ld,
    }
    .write()
}

fn page(keyword: &str, tab: usize, items: &[SearchItem], total: u64) -> String {
    let mut h = Html::default();
    open_first(&mut h, "搜索结果");
    // The box is a real form: a search sent before the app has started loads its results.
    h.raw("<div class=\"homesearch\"><div class=\"homesearch__field\"><form class=\"homesearch__box\" role=\"search\" action=\"/ver3/pages/homesearch/result\"><input type=\"search\" name=\"keyword\" enterkeyhint=\"search\" aria-label=\"搜索景点、酒店、美食、人物\" placeholder=\"试试“西湖”或“xihu”\" value=\"")
        .attr(keyword)
        .raw("\" maxlength=\"50\" autocomplete=\"off\"><button type=\"submit\" class=\"yz-btn yz-btn--primary\">搜索</button></form></div>");
    h.raw("<div class=\"homesearch__tabs\" role=\"group\" aria-label=\"结果分类\">");
    for (n, (_, words, _)) in TABS.iter().enumerate() {
        h.raw(if n == tab {
            "<span class=\"homesearch__tab\" aria-current=\"true\">"
        } else {
            "<span class=\"homesearch__tab\">"
        })
        .text(words)
        .raw("</span>");
    }
    h.raw("</div>");
    if items.is_empty() {
        h.raw("<div class=\"yz-state\" role=\"status\"><p>")
            .text(&format!("没有找到“{keyword}”相关的内容"))
            .raw("</p></div>");
    } else {
        h.raw("<p class=\"homesearch__total\">")
            .text(&format!("共找到 {total} 个结果"))
            .raw("</p><div class=\"homesearch__list\">");
        // The first picture of the list is the one fetched at once.
        let first = items.iter().position(|i| i.place.is_some());
        for (n, item) in items.iter().enumerate() {
            match &item.place {
                // Each place's rating follows from the reviews: its line's place is held.
                Some(p) => cards::write(&mut h, p, first == Some(n), true),
                None => {
                    h.raw("<a class=\"homesearch__item\" href=\"")
                        .attr(&href(item))
                        .raw("\"><span class=\"homesearch__item-name\">")
                        .text(&item.name)
                        .raw("<span class=\"yz-badge\">")
                        .text(type_label(item))
                        .raw("</span></span>");
                    if !item.summary.is_empty() {
                        h.raw("<span class=\"homesearch__item-summary\">")
                            .text(&item.summary)
                            .raw("</span>");
                    }
                    h.raw("</a>");
                }
            }
        }
        h.raw("</div>");
    }
    h.raw("</div></div>");
    h.into_string()
}
