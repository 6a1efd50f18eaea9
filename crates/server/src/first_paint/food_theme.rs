//! A food theme's list (`pages/cate/theme?theme=老字号&cityId=…`): what the app's
//! `CateThemePage` draws (the theme's name, where · 共N家, the city strip with the
//! address's city chosen) and the first page of food places as their cards, with the same
//! words, and the answer of `GET /ver3/api/v3/places` for the same theme and city as that
//! handler sends it (the visitor's position comes later and is the app's: it asks again).

use youzhe_content::model::PlaceKind;
use youzhe_core::{Envelope, page::Page};
use youzhe_places::{
    current::Current,
    filter::{Filter, Sort},
    routes::list_page,
    view::PlaceCard,
};

use super::{
    Html, Rendered, cards, encode_query_value, home::CITIES, inline, open_first, query_param, tag,
};

/// The kinds the food pages list (`FOOD_KINDS`), in the app's order.
const FOOD_KINDS: [PlaceKind; 3] = [PlaceKind::Restaurant, PlaceKind::Food, PlaceKind::Canteen];
const PAGE_SIZE: u32 = 20;

pub fn render(cur: &Current, query: Option<&str>, public_url: &str) -> Option<Rendered> {
    let query = query.unwrap_or("");
    // As the page reads its address: a theme (trimmed; none is the page's own "missing"
    // state) and a city that is one of the eleven, else the whole province.
    let theme = query_param(query, "theme")?.trim().to_string();
    if theme.is_empty() {
        return None;
    }
    let city = query_param(query, "cityId")
        .and_then(|c| c.trim().parse::<u32>().ok())
        .and_then(|id| CITIES.into_iter().find(|(c, _)| *c == id));
    let filter = Filter {
        kinds: FOOD_KINDS.to_vec(),
        city_id: city.map(|(id, _)| id),
        theme: Some(theme.clone()),
        ..Filter::default()
    };
    let list = list_page(
        &cur.catalog,
        &filter,
        "",
        Sort::Popular,
        Page {
            page: 1,
            size: PAGE_SIZE,
        },
    );
    let body = serde_json::to_string(&Envelope::ok(&list)).ok()?;
    let kinds = FOOD_KINDS.map(|k| k.as_str()).join(",");
    let t = encode_query_value(&theme);
    let mut api_url = format!(
        "/ver3/api/v3/places?kind={}&theme={t}",
        encode_query_value(&kinds)
    );
    let mut page_path = format!("/ver3/pages/cate/theme?theme={t}");
    if let Some((id, _)) = city {
        api_url.push_str(&format!("&cityId={id}"));
        page_path.push_str(&format!("&cityId={id}"));
    }
    api_url.push_str(&format!("&page=1&size={PAGE_SIZE}"));
    let where_ = city.map_or("全省", |(_, n)| n);
    Some(Rendered {
        etag: tag(&cur.catalog.snap.etag, &page_path),
        head: head(
            &theme, where_, &list.list, list.total, &page_path, public_url,
        ),
        body: page(
            &theme,
            where_,
            city.map(|(id, _)| id),
            &list.list,
            list.total,
        ),
        inline: inline(&api_url, &body),
    })
}

fn head(
    theme: &str,
    where_: &str,
    cards: &[PlaceCard],
    total: u64,
    page_path: &str,
    public_url: &str,
) -> String {
    let place = if where_ == "全省" { "浙江" } else { where_ };
    let name = format!("{place}美食 · {theme}");
    let desc = match total {
        0 => format!("{name}：还没有收录这个主题的美食"),
        _ => format!(
            "{name}，共{total}家：{}",
            cards
                .iter()
                .take(6)
                .map(|c| c.name.as_str())
                .collect::<Vec<_>>()
                .join("、")
        ),
    };
    cards::list_head(&name, &desc, cards, total, (page_path, public_url))
}

fn page(theme: &str, where_: &str, city: Option<u32>, cards: &[PlaceCard], total: u64) -> String {
    let mut h = Html::default();
    open_first(&mut h, "美食主题");
    h.raw("<div class=\"cate-theme\"><header class=\"cate-theme__head\"><h1 class=\"cate-theme__name\">")
        .text(theme)
        .raw("</h1><p class=\"cate-theme__meta\">")
        .text(&format!("{where_} · 共{total}家"))
        .raw("</p></header>");
    // The city strip (`CityStrip`): inert until the app takes over, the chosen one marked.
    h.raw("<div class=\"cate-city-strip\" role=\"group\" aria-label=\"选择城市\">");
    let tabs = std::iter::once((city.is_none(), "全省"))
        .chain(CITIES.iter().map(|(id, n)| (city == Some(*id), *n)));
    for (chosen, words) in tabs {
        h.raw(if chosen {
            "<span class=\"cate-city-strip__tab\" aria-current=\"true\">"
        } else {
            "<span class=\"cate-city-strip__tab\">"
        })
        .text(words)
        .raw("</span>");
    }
    h.raw("</div><div class=\"cate-list\">");
    for (n, c) in cards.iter().enumerate() {
        cards::write(&mut h, c, n == 0, false);
    }
    h.raw("</div></div></div>");
    h.into_string()
}
