//! A tour line page (`pages/line/lineDetail?id=`): the cover, the intro and the ways to go
//! the app's `LineDetailPage` draws, with the same words, and the answer of
//! `GET /ver3/api/v3/lines/detail?id=` as that handler sends it.

use serde_json::json;
use youzhe_content::snapshot::Snapshot;
use youzhe_lines::{build, view::LineDetail};

use super::{
    HEART, Html, Rendered, answer, cover::CoverImg, dotted, encode_query_value, head::Head,
    open_first, page_and_tag,
};

pub fn render(snap: &Snapshot, rel: &str, id: &str, public_url: &str) -> Option<Rendered> {
    let l = build::line(snap, id)?;
    let line = build::detail(snap, &l);
    let (page_path, etag) = page_and_tag(&snap.etag, rel, id);
    Some(Rendered {
        etag,
        head: head(&line, &page_path, public_url),
        body: body(&line),
        inline: answer("/ver3/api/v3/lines/detail", id, &line)?,
    })
}

fn cover(l: &LineDetail) -> Option<&youzhe_places::view::Photo> {
    l.photos.iter().find(|p| !p.illustrative)
}

/// `2天 · 经典 · 杭州、湖州`, as the app's intro line.
fn lead(l: &LineDetail) -> String {
    let days = format!("{}天", l.card.days);
    let cities = l.card.city_names.join("、");
    dotted(&[&days, &l.card.theme_name, &cities])
}

fn head(l: &LineDetail, page_path: &str, public_url: &str) -> String {
    let c = &l.card;
    let desc = if c.summary.is_empty() {
        format!("{}：{}", lead(l), c.stop_names.join("、"))
    } else {
        c.summary.clone()
    };
    // A trip of several stops in order: schema.org's `TouristTrip`, its stops an itinerary.
    let stops: Vec<_> = l
        .itinerary
        .iter()
        .flat_map(|d| d.stops.iter())
        .enumerate()
        .map(|(n, s)| {
            json!({"@type": "ListItem", "position": n + 1,
                "item": {"@type": "TouristAttraction", "name": s.place.name}})
        })
        .collect();
    let mut ld = json!({
        "@context": "https://schema.org",
        "@type": "TouristTrip",
        "name": c.name,
        "description": desc,
        "itinerary": {"@type": "ItemList", "numberOfItems": stops.len(), "itemListElement": stops},
    });
    if !c.name_en.is_empty() {
        ld["alternateName"] = json!(c.name_en);
    }
    Head {
        name: &c.name,
        description: &desc,
        image: cover(l).map(|p| p.url.as_str()),
        page_path,
        public_url,
        ld,
    }
    .write()
}

fn body(l: &LineDetail) -> String {
    let c = &l.card;
    let id = encode_query_value(&c.id);
    let mut h = Html::default();
    open_first(&mut h, "线路详情");
    h.raw("<article class=\"line\">");
    if let Some(ph) = cover(l) {
        CoverImg::photo(ph, &c.name, "line__cover").write(&mut h);
    }
    h.raw("<header class=\"line__intro\"><h1 class=\"line__title\">")
        .text(&c.name)
        .raw("</h1>");
    if !c.name_en.is_empty() {
        h.raw("<p class=\"line__en\" lang=\"en\">")
            .text(&c.name_en)
            .raw("</p>");
    }
    h.raw("<p class=\"line__lead\">").text(&lead(l)).raw("</p>");
    h.raw(HEART).raw("</header>");
    // 离线保存 needs the app; its place is kept so the ways below do not move.
    h.raw("<span class=\"yz-btn line__offline-save yz-first__wait\" aria-hidden=\"true\">离线保存</span>");
    h.raw("<nav class=\"line__ways\"><a class=\"yz-btn\" href=\"/ver3/pages/line/map?id=")
        .attr(&id)
        .raw("\">在地图上看线路</a><a class=\"yz-btn yz-btn--primary\" href=\"/ver3/pages/line/inTourLineInfo?id=")
        .attr(&id)
        .raw("\">出发了：下一站</a></nav>");
    h.raw("<section class=\"line__section\"><h2 class=\"line__heading\">线路介绍</h2><p class=\"line__text\">")
        .text(&l.description)
        .raw("</p></section>");
    h.raw("</article></div>");
    h.into_string()
}
