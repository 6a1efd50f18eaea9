//! The stay search (`pages/hotel/search`, its state in the address: `cityId`, `keyword`,
//! `kind`, `sort`): what the app's `HotelSearchPage` draws at the top (the search bar, the
//! city, kind and order chips, 找到N家酒店民宿) and the first page of stays as its cards,
//! with the same words, and the answer of `GET /ver3/api/v3/places` for the same query
//! as that handler sends it.
//!
//! Nearest first waits for the visitor's position and the sheet's filters (price levels,
//! facilities, accessibility) add a line of their own: those addresses get the plain shell
//! and the app draws them as before.

use youzhe_content::model::PlaceKind;
use youzhe_core::{Envelope, page::Page};
use youzhe_places::{
    current::Current,
    filter::{Filter, Sort},
    routes::list_page,
    view::PlaceCard,
};

use super::{
    Html, Rendered, cards, encode_query_value,
    home::{CITIES, MAGNIFIER},
    inline, open_first, query_param, tag,
};

/// The list's page size (`PAGE_SIZE`).
const PAGE_SIZE: u32 = 20;
/// The app's `KEYWORD_MAX`: a longer keyword is refused by the API.
const KEYWORD_MAX: usize = 50;

/// The kind tab: its parameter, its chip's words, the kinds it lists.
#[derive(Clone, Copy, PartialEq)]
enum Tab {
    All,
    Hotel,
    Homestay,
}

impl Tab {
    const ALL: [Tab; 3] = [Tab::All, Tab::Hotel, Tab::Homestay];

    fn param(self) -> &'static str {
        match self {
            Tab::All => "all",
            Tab::Hotel => "hotel",
            Tab::Homestay => "homestay",
        }
    }

    fn words(self) -> &'static str {
        match self {
            Tab::All => "全部",
            Tab::Hotel => "酒店",
            Tab::Homestay => "民宿",
        }
    }

    /// What the list is of, in a title.
    fn what(self) -> &'static str {
        match self {
            Tab::All => "酒店民宿",
            Tab::Hotel => "酒店",
            Tab::Homestay => "民宿",
        }
    }

    fn kinds(self) -> Vec<PlaceKind> {
        match self {
            Tab::All => vec![PlaceKind::Hotel, PlaceKind::Homestay],
            Tab::Hotel => vec![PlaceKind::Hotel],
            Tab::Homestay => vec![PlaceKind::Homestay],
        }
    }
}

/// The order chips (`STAY_SORTS`): the parameter, the words, the list's order.
const SORTS: [(&str, &str); 3] = [
    ("popular", "热门优先"),
    ("nearest", "离我最近"),
    ("price", "价格从低到高"),
];

/// The search as the page reads it from its address (`parseStaySearch`).
struct Search {
    keyword: String,
    city: Option<(u32, &'static str)>,
    tab: Tab,
    /// `popular` or `price`.
    sort: &'static str,
}

fn parse(query: &str) -> Option<Search> {
    // The sheet's filters and nearest first: the app's own to draw.
    for key in ["priceLevel", "facilities", "accessibility"] {
        if query_param(query, key).is_some_and(|v| v.split(',').any(|s| !s.trim().is_empty())) {
            return None;
        }
    }
    let sort = match query_param(query, "sort").as_deref() {
        Some("nearest") => return None,
        Some("price") => "price",
        _ => "popular",
    };
    // `normaliseKeyword`: runs of white space are one space, trimmed.
    let keyword = query_param(query, "keyword")
        .unwrap_or_default()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    if keyword.chars().count() > KEYWORD_MAX {
        return None;
    }
    let city = query_param(query, "cityId")
        .and_then(|c| c.trim().parse::<u32>().ok())
        .and_then(|id| CITIES.into_iter().find(|(c, _)| *c == id));
    let tab = match query_param(query, "kind").as_deref() {
        Some("hotel") => Tab::Hotel,
        Some("homestay") => Tab::Homestay,
        _ => Tab::All,
    };
    Some(Search {
        keyword,
        city,
        tab,
        sort,
    })
}

pub fn render(cur: &Current, query: Option<&str>, public_url: &str) -> Option<Rendered> {
    let s = parse(query.unwrap_or(""))?;
    let filter = Filter {
        kinds: s.tab.kinds(),
        city_id: s.city.map(|(id, _)| id),
        ..Filter::default()
    };
    let sort = if s.sort == "price" {
        Sort::PriceAsc
    } else {
        Sort::Popular
    };
    let list = list_page(
        &cur.catalog,
        &filter,
        &s.keyword,
        sort,
        Page {
            page: 1,
            size: PAGE_SIZE,
        },
    );
    let body = serde_json::to_string(&Envelope::ok(&list)).ok()?;
    // The page's address as the app writes it (`staySearchParams`: only what differs from
    // the default, in its order), and the list call (`stayListQuery`).
    let mut params = Vec::new();
    if let Some((id, _)) = s.city {
        params.push(format!("cityId={id}"));
    }
    if !s.keyword.is_empty() {
        params.push(format!("keyword={}", encode_query_value(&s.keyword)));
    }
    if s.tab != Tab::All {
        params.push(format!("kind={}", s.tab.param()));
    }
    if s.sort != "popular" {
        params.push(format!("sort={}", s.sort));
    }
    let page_path = match params.is_empty() {
        true => "/ver3/pages/hotel/search".to_string(),
        false => format!("/ver3/pages/hotel/search?{}", params.join("&")),
    };
    let kinds = s
        .tab
        .kinds()
        .iter()
        .map(|k| k.as_str())
        .collect::<Vec<_>>()
        .join(",");
    let mut api_url = format!("/ver3/api/v3/places?kind={}", encode_query_value(&kinds));
    if let Some((id, _)) = s.city {
        api_url.push_str(&format!("&cityId={id}"));
    }
    if !s.keyword.is_empty() {
        api_url.push_str(&format!("&keyword={}", encode_query_value(&s.keyword)));
    }
    let sort_param = if s.sort == "price" {
        "price_asc"
    } else {
        "popular"
    };
    api_url.push_str(&format!("&sort={sort_param}&page=1&size={PAGE_SIZE}"));
    Some(Rendered {
        etag: tag(&cur.catalog.snap.etag, &page_path),
        head: head(&s, &list.list, list.total, &page_path, public_url),
        body: page(&s, &list.list, list.total),
        inline: inline(&api_url, &body),
    })
}

fn head(s: &Search, cards: &[PlaceCard], total: u64, page_path: &str, public_url: &str) -> String {
    let place = s.city.map_or("浙江", |(_, n)| n);
    let what = s.tab.what();
    let name = match s.keyword.is_empty() {
        true => format!("{place}{what}"),
        false => format!("“{}”的{place}{what}", s.keyword),
    };
    let names = cards
        .iter()
        .take(6)
        .map(|c| c.name.as_str())
        .collect::<Vec<_>>()
        .join("、");
    let desc = match total {
        0 => format!("{name}：没有找到相关的{what}"),
        _ => format!("{name}，共{total}家：{names}"),
    };
    cards::list_head(&name, &desc, cards, total, (page_path, public_url))
}

/// A row of chips (`StayChips`): inert until the app takes over, the chosen one marked.
fn chips<'a>(h: &mut Html, label: &'static str, chips: impl Iterator<Item = (bool, &'a str)>) {
    h.raw("<div class=\"stay-chips\" role=\"group\" aria-label=\"")
        .raw(label)
        .raw("\">");
    for (chosen, words) in chips {
        h.raw(if chosen {
            "<span class=\"stay-chip\" aria-current=\"true\">"
        } else {
            "<span class=\"stay-chip\">"
        })
        .text(words)
        .raw("</span>");
    }
    h.raw("</div>");
}

fn page(s: &Search, cards: &[PlaceCard], total: u64) -> String {
    let mut h = Html::default();
    open_first(&mut h, "搜索酒店");
    // The bar is a real form: a search sent before the app has started reloads the page
    // with its keyword, as the app's own search would show it.
    h.raw("<div class=\"hotel-search\"><form role=\"search\" class=\"hotel-search__bar\" action=\"/ver3/pages/hotel/search\">")
        .raw(MAGNIFIER)
        .raw("<input type=\"search\" name=\"keyword\" class=\"hotel-search__input\" value=\"")
        .attr(&s.keyword)
        .raw("\" placeholder=\"酒店民宿或地名，如西湖、xihu\" aria-label=\"搜索酒店、民宿\" enterkeyhint=\"search\" maxlength=\"50\">");
    if let Some((id, _)) = s.city {
        h.raw("<input type=\"hidden\" name=\"cityId\" value=\"")
            .num(id)
            .raw("\">");
    }
    if !s.keyword.is_empty() {
        // The clear button's place (the app draws it while there is a keyword).
        h.raw("<span class=\"hotel-search__clear\" aria-hidden=\"true\"><svg viewBox=\"0 0 24 24\" width=\"18\" height=\"18\"><circle cx=\"12\" cy=\"12\" r=\"9\" fill=\"currentColor\"></circle><path d=\"m9 9 6 6M15 9l-6 6\" stroke=\"#fff\" stroke-width=\"2\" stroke-linecap=\"round\"></path></svg></span>");
    }
    h.raw("<button type=\"submit\" class=\"hotel-search__submit\">搜索</button></form>");
    h.raw("<div class=\"hotel-search__filters\">");
    let city_id = s.city.map(|(id, _)| id);
    chips(
        &mut h,
        "城市",
        std::iter::once((city_id.is_none(), "全省"))
            .chain(CITIES.iter().map(|(id, n)| (city_id == Some(*id), *n))),
    );
    h.raw("<div class=\"hotel-search__row\">");
    chips(
        &mut h,
        "类型",
        Tab::ALL.iter().map(|t| (*t == s.tab, t.words())),
    );
    h.raw("<span class=\"hotel-search__sheet-btn\">筛选</span></div>");
    chips(
        &mut h,
        "排序",
        SORTS.iter().map(|(p, w)| (*p == s.sort, *w)),
    );
    h.raw("</div><div class=\"hotel-search__results\"><p class=\"hotel-search__count\">");
    if total > 0 {
        h.text(&format!("找到{total}家酒店民宿"));
    }
    h.raw("</p>");
    if !cards.is_empty() {
        h.raw("<div class=\"stay-cards\">");
        for (n, c) in cards.iter().enumerate() {
            cards::write(&mut h, c, n == 0, false);
        }
        h.raw("</div>");
    }
    h.raw("</div></div></div>");
    h.into_string()
}
