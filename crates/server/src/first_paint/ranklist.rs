//! The rank lists (`pages/ranklist/index`, with the page's `cityId` and `kind`): what the
//! app's `RankListPage` draws at the top (the intro, the city and kind chips, how many
//! lists, the first list's title, where and what, and its evidence), with the same words,
//! and the answer of `GET /v3/homepage/rankList` for the same filter as that handler sends
//! it. The places of the lists come with the app: the server's markup stops above them.

use youzhe_content::{model::PlaceKind, snapshot::Snapshot};
use youzhe_rankings::{
    answer::ok_json,
    build::{Query, rank_lists},
    view::RankLists,
};

use super::{
    Html, Rendered, encode_query_value, head::Head, inline, open_first, place::kind_label,
    query_param, tag,
};

const TITLE: &str = "浙江榜单";
const LEAD: &str = "编辑按知名度与代表性排出的榜单，每一榜都写明依据";

pub fn render(snap: &Snapshot, query: Option<&str>, public_url: &str) -> Option<Rendered> {
    let query = query.unwrap_or("");
    // As the app reads its address: a city id that is no number is no city; an unknown kind
    // is refused by the API, so the app shows its own error and the server draws nothing.
    let city_id = query_param(query, "cityId")
        .and_then(|c| c.trim().parse::<u32>().ok())
        .filter(|c| *c > 0);
    let kind = match query_param(query, "kind").unwrap_or_default().as_str() {
        "" => None,
        k => Some(PlaceKind::ALL.into_iter().find(|p| p.as_str() == k)?),
    };
    let lists = rank_lists(
        snap,
        &Query {
            city_id,
            kind,
            id: None,
        },
    );
    let body = ok_json(&lists).ok()?;
    // The URL the app asks: its filter's parameters, in the order it writes them.
    let mut api_url = String::from("/v3/homepage/rankList");
    let mut params = Vec::new();
    if let Some(c) = city_id {
        params.push(format!("cityId={c}"));
    }
    if let Some(k) = kind {
        params.push(format!("kind={}", encode_query_value(k.as_str())));
    }
    if !params.is_empty() {
        api_url.push('?');
        api_url.push_str(&params.join("&"));
    }
    let page_path = match params.is_empty() {
        true => "/ver3/pages/ranklist/index".to_string(),
        false => format!("/ver3/pages/ranklist/index?{}", params.join("&")),
    };
    Some(Rendered {
        etag: tag(&snap.etag, &page_path),
        head: head(&lists, &page_path, public_url),
        body: page(&lists, city_id, kind),
        inline: inline(&api_url, &String::from_utf8_lossy(&body)),
    })
}

fn head(lists: &RankLists, page_path: &str, public_url: &str) -> String {
    let items: Vec<_> = lists
        .lists
        .iter()
        .enumerate()
        .map(|(n, l)| {
            serde_json::json!({"@type": "ListItem", "position": n + 1,
                "item": {"@type": "ItemList", "name": l.title, "numberOfItems": l.total}})
        })
        .collect();
    let desc = format!(
        "{LEAD}：{}",
        lists
            .lists
            .iter()
            .take(6)
            .map(|l| l.title.as_str())
            .collect::<Vec<_>>()
            .join("、")
    );
    let ld = serde_json::json!({
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        "name": TITLE,
        "description": desc,
        "mainEntity": {"@type": "ItemList", "numberOfItems": items.len(), "itemListElement": items},
    });
    Head {
        name: TITLE,
        description: &desc,
        image: None,
        page_path,
        public_url,
        ld,
    }
    .write()
}

fn chip(h: &mut Html, pressed: bool, words: &str) {
    h.raw(if pressed {
        "<span class=\"cate-chip\" aria-current=\"true\">"
    } else {
        "<span class=\"cate-chip\">"
    });
    h.text(words).raw("</span>");
}

fn page(lists: &RankLists, city_id: Option<u32>, kind: Option<PlaceKind>) -> String {
    let mut h = Html::default();
    open_first(&mut h, "排行榜");
    h.raw(
        "<div class=\"ranklist\"><header class=\"ranklist__intro\"><h2 class=\"ranklist__title\">",
    )
    .text(TITLE)
    .raw("</h2><p class=\"ranklist__lead\">")
    .text(LEAD)
    .raw("</p></header>");
    h.raw("<div class=\"ranklist__filters\"><div class=\"cate-chips\" role=\"group\" aria-label=\"按城市看榜单\">");
    chip(&mut h, city_id.is_none(), "全省");
    for c in &lists.cities {
        chip(&mut h, city_id == Some(c.city_id), &c.city_name);
    }
    h.raw("</div>");
    if !lists.kinds.is_empty() || kind.is_some() {
        h.raw("<div class=\"cate-chips\" role=\"group\" aria-label=\"按类别看榜单\">");
        chip(&mut h, kind.is_none(), "全部类别");
        for k in &lists.kinds {
            chip(&mut h, kind == Some(k.kind), kind_label(k.kind));
        }
        h.raw("</div>");
    }
    h.raw("</div><div class=\"ranklist__body\">");
    if let Some(l) = lists.lists.first() {
        h.raw("<p class=\"ranklist__count\">")
            .text(&format!("共{}个榜单", lists.lists.len()))
            .raw("</p>");
        h.raw("<section class=\"ranklist__list\"><header class=\"ranklist__head\"><h3 class=\"ranklist__name\">")
            .text(&l.title)
            .raw("</h3><p class=\"ranklist__where\">")
            .text(&format!("{} · {}", l.city_name, kind_label(l.kind)));
        if (l.items.len() as u32) < l.total {
            let city = l.items.first().map_or("", |i| i.place.city_name.as_str());
            h.text(&format!(
                " · {city}上榜{}个，全榜{}个",
                l.items.len(),
                l.total
            ));
        }
        let e = &l.evidence;
        h.raw("</p></header><div class=\"ranklist__evidence\"><p class=\"ranklist__basis\">")
            .text(&format!("依据：{}", e.basis))
            .raw("</p><p class=\"ranklist__facts\"><span>")
            .text(&format!("更新于 {}", e.updated_at))
            .raw("</span>")
            .raw(if e.paid_placement {
                "<span class=\"ranklist__paid\">含付费上榜</span>"
            } else {
                "<span class=\"ranklist__free\">无付费上榜</span>"
            })
            .raw("</p></div></section>");
    }
    h.raw("</div></div></div>");
    h.into_string()
}
