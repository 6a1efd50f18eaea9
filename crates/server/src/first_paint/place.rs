//! A place page (`pages/poi/detail/{kind}?id=`): the hero the app's `PlaceHero` draws
//! (cover, name, badges, city), with the same words, and the detail answer of
//! `GET /ver3/api/poi/v1/details?id=` exactly as that handler sends it.

use serde_json::json;
use youzhe_content::model::PlaceKind;
use youzhe_geo::{LatLng, wgs84_to_gcj02};
use youzhe_places::{card, current::Current, view::PlaceDetail};

use super::{
    HEART, Html, Rendered, cover::CoverImg, encode_query_value, head::Head, inline, open_first,
    page_and_tag,
};

/// The same words as the app's `place.kind.*` (web/src/i18n/zh-CN/places.ts).
pub(super) fn kind_label(kind: PlaceKind) -> &'static str {
    match kind {
        PlaceKind::Scenic => "景区",
        PlaceKind::Site => "场馆古迹",
        PlaceKind::Hotel => "酒店",
        PlaceKind::Homestay => "民宿",
        PlaceKind::Restaurant => "餐厅",
        PlaceKind::Food => "小吃美食",
        PlaceKind::Shop => "特产好物",
        PlaceKind::Canteen => "食堂",
        PlaceKind::Camping => "露营地",
    }
}

/// The nav bar's words, as the app's `title.poi/detail/*` (web/src/i18n/zh-CN/titles.ts).
fn nav_title(rel: &str) -> &'static str {
    match rel.rsplit('/').next().unwrap_or("") {
        "site" => "场所详情",
        "canteen" => "食堂详情",
        "food" => "美食详情",
        "hotel" => "酒店详情",
        "shop" => "店铺详情",
        _ => "景区详情",
    }
}

/// The schema.org type a search engine files the place under.
pub(super) fn schema_type(kind: PlaceKind) -> &'static str {
    match kind {
        PlaceKind::Hotel => "Hotel",
        PlaceKind::Homestay => "LodgingBusiness",
        PlaceKind::Restaurant | PlaceKind::Food | PlaceKind::Canteen => "Restaurant",
        PlaceKind::Shop => "Store",
        PlaceKind::Camping => "Campground",
        PlaceKind::Scenic | PlaceKind::Site => "TouristAttraction",
    }
}

/// schema.org speaks WGS-84 and the content GCJ-02: a few steps back through the forward
/// shift land well within a metre (as the GPX export does).
fn to_wgs84(lat: f64, lng: f64) -> (f64, f64) {
    let (mut wlat, mut wlng) = (lat, lng);
    for _ in 0..4 {
        let shifted = wgs84_to_gcj02(LatLng::clamped(wlat, wlng));
        wlat -= shifted.lat() - lat;
        wlng -= shifted.lng() - lng;
    }
    (wlat, wlng)
}

pub fn render(cur: &Current, rel: &str, id: &str, public_url: &str) -> Option<Rendered> {
    let cat = &cur.catalog;
    let (i, _) = cat.place(id)?;
    let body = cur.answers.detail_json(cat, i)?.ok()?;
    let place = card::place_detail(cat, i, None)?;
    let (page_path, etag) = page_and_tag(&cat.snap.etag, rel, id);
    let api_url = format!("/ver3/api/poi/v1/details?id={}", encode_query_value(id));
    Some(Rendered {
        etag,
        head: head(&place, &page_path, public_url),
        body: hero(&place, nav_title(rel)),
        inline: inline(&api_url, &String::from_utf8_lossy(&body)),
    })
}

fn badges(p: &PlaceDetail) -> Vec<String> {
    let c = &p.card;
    let mut out = vec![kind_label(c.kind).to_string()];
    if let Some(a) = c.a_level.as_deref().filter(|a| !a.is_empty()) {
        out.push(format!("{a}景区"));
    } else if let Some(s) = c.star.filter(|s| *s > 0) {
        out.push(format!("{s}星级"));
    }
    let mut tags: Vec<&String> = Vec::new();
    for t in c.themes.iter().chain(c.tags.iter()) {
        if !tags.contains(&t) {
            tags.push(t);
        }
    }
    out.extend(tags.into_iter().take(6).cloned());
    out
}

fn description(p: &PlaceDetail) -> String {
    let s = card::summary(&p.description);
    if s.is_empty() {
        let where_ = [p.card.city_name.as_str(), p.card.county_name.as_str()]
            .iter()
            .filter(|s| !s.is_empty())
            .copied()
            .collect::<Vec<_>>()
            .join("");
        format!("{where_}{}：{}", kind_label(p.card.kind), p.card.name)
    } else {
        s
    }
}

fn head(p: &PlaceDetail, page_path: &str, public_url: &str) -> String {
    let c = &p.card;
    let desc = description(p);
    let cover = p
        .photos
        .first()
        .map_or(c.cover.as_str(), |ph| ph.url.as_str());
    let (lat, lng) = to_wgs84(c.location.lat, c.location.lng);
    let mut ld = json!({
        "@context": "https://schema.org",
        "@type": schema_type(c.kind),
        "name": c.name,
        "description": desc,
        "geo": {"@type": "GeoCoordinates", "latitude": (lat * 1e6).round() / 1e6, "longitude": (lng * 1e6).round() / 1e6},
    });
    if !c.address.is_empty() {
        ld["address"] = json!({"@type": "PostalAddress", "streetAddress": c.address,
            "addressLocality": c.city_name, "addressRegion": "浙江省", "addressCountry": "CN"});
    }
    if let Some(tel) = p.phone.as_deref().filter(|t| !t.is_empty()) {
        ld["telephone"] = json!(tel);
    }
    Head {
        name: &c.name,
        description: &desc,
        image: Some(cover),
        page_path,
        public_url,
        ld,
    }
    .write()
}

/// The hero, in the app's own classes and boxes (laid out by the shell's first-paint
/// style until the page's stylesheet arrives), so the switch to the app is invisible.
fn hero(p: &PlaceDetail, nav: &'static str) -> String {
    let c = &p.card;
    let first = p.photos.first();
    let illustrative = first.is_none_or(|ph| ph.illustrative);
    let count = p.photos.len().max(1);
    let mut h = Html::default();
    open_first(&mut h, nav);
    h.raw(
        "<article class=\"poi-page\"><section class=\"poi-hero\"><div class=\"poi-hero__photo\">",
    );
    // The app's hero draws the first photo with its crop and sizes (PlaceHero, Cover).
    let cover = match first {
        Some(ph) => CoverImg::photo(ph, &c.name, ""),
        None => CoverImg::drawn(&c.cover, &c.name, ""),
    };
    cover.write(&mut h);
    h.raw("<span class=\"poi-hero__count\" aria-hidden=\"true\">");
    if illustrative {
        h.raw("<span>示意图</span>");
    }
    h.text(&format!("{count}张")).raw("</span></div>");
    h.raw("<div class=\"poi-hero__body\"><h1 class=\"poi-hero__name\">")
        .text(&c.name)
        .raw("</h1>");
    if !c.name_en.is_empty() && c.name_en != c.name {
        h.raw("<p class=\"poi-hero__en\" lang=\"en\">")
            .text(&c.name_en)
            .raw("</p>");
    }
    h.raw("<p class=\"poi-hero__badges\">");
    for (n, b) in badges(p).iter().enumerate() {
        h.raw(match n {
            0 => "<span class=\"yz-badge\">",
            1 if c.a_level.is_some() || c.star.is_some_and(|s| s > 0) => {
                "<span class=\"yz-badge yz-badge--accent\">"
            }
            _ => "<span class=\"yz-badge yz-badge--soft\">",
        });
        h.text(b).raw("</span>");
    }
    h.raw("</p>");
    let where_: Vec<&str> = [c.city_name.as_str(), c.county_name.as_str()]
        .into_iter()
        .filter(|s| !s.is_empty())
        .collect();
    if !where_.is_empty() {
        h.raw("<p class=\"poi-hero__where\">")
            .text(&where_.join(" · "))
            .raw("</p>");
    }
    h.raw(HEART);
    h.raw("</div></section>");
    if !p.description.is_empty() {
        h.raw("<section class=\"poi-card\"><h3 class=\"poi-card__title\">简介</h3><p class=\"poi-about\">");
        h.text(&p.description).raw("</p></section>");
    }
    h.raw("</article></div>");
    h.into_string()
}
