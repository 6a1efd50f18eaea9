//! Building the answers' shapes from the snapshot: place cards and details, dish cards and
//! details, photos and cover URLs.

use youzhe_content::{model::Place, page::PageRoute, snapshot::Snapshot};
use youzhe_geo::{LatLng, haversine_m, round_km};

use crate::{
    catalog::Catalog,
    view::{
        Crop, DishCard, DishDetail, DishLink, GoodsLink, PersonLink, Photo, PlaceCard, PlaceDetail,
    },
};

/// Where generated covers are served (`/{id}`, `?n=1…3` for album views).
pub const COVER_PATH: &str = "/ver3/api/v3/media/cover/";
pub const COVER_WIDTH: u32 = 640;
pub const COVER_HEIGHT: u32 = 400;
/// Album views of a generated cover: n = 0…3.
pub const ILLUSTRATIONS: [&str; 4] = [
    "示意图 · 全景",
    "示意图 · 近景",
    "示意图 · 细节",
    "示意图 · 四时",
];

/// `s` percent-encoded for a path segment or query value. Ids are slugs and pass
/// unchanged; anything else is encoded so a URL cannot be bent by one.
pub fn encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The URL of an id's generated cover; `n` picks an album view.
pub fn cover_url(id: &str, n: Option<u8>) -> String {
    let mut url = format!("{COVER_PATH}{}", encode(id));
    if let Some(n) = n {
        url.push_str(&format!("?n={n}"));
    }
    url
}

pub fn location(p: &Place) -> Option<LatLng> {
    LatLng::new(p.location.lat, p.location.lng)
}

/// Kilometres (2 decimals) from `from` to the place, if both are known.
pub fn distance(p: &Place, from: Option<LatLng>) -> Option<f64> {
    Some(round_km(haversine_m(from?, location(p)?)))
}

/// The part of the photo its `crop` names, when it is a valid one (the import's check
/// refuses others, so a bad crop is only ever ignored here, never shown skewed).
fn crop_of(m: &serde_json::Value) -> Option<Crop> {
    let c = m.get("crop")?;
    let f = |k: &str| c.get(k).and_then(|v| v.as_f64());
    let crop = Crop {
        x: f("x")?,
        y: f("y")?,
        w: f("w")?,
        h: f("h")?,
    };
    let ok = [crop.x, crop.y, crop.w, crop.h]
        .iter()
        .all(|v| (0.0..=1.0).contains(v))
        && crop.w > 0.0
        && crop.h > 0.0
        && crop.x + crop.w <= 1.0 + 1e-6
        && crop.y + crop.h <= 1.0 + 1e-6;
    ok.then_some(crop)
}

/// Photos the operator attached in `media` (objects with an http(s) or site-relative `url`),
/// for any record that carries them (places, dishes, lines, people, topics).
pub fn real_photos(media: &[serde_json::Value]) -> Vec<Photo> {
    media
        .iter()
        .filter_map(|m| {
            let url = m.get("url")?.as_str()?.trim();
            let safe = url.starts_with("https://")
                || url.starts_with("http://")
                || (url.starts_with('/') && !url.starts_with("//"));
            if !safe {
                return None;
            }
            let dim = |k: &str| {
                m.get(k)
                    .and_then(|v| v.as_u64())
                    .and_then(|v| u32::try_from(v).ok())
                    .unwrap_or(0)
            };
            Some(Photo {
                url: url.to_string(),
                width: dim("width"),
                height: dim("height"),
                caption: m
                    .get("caption")
                    .and_then(|v| v.as_str())
                    .unwrap_or_default()
                    .to_string(),
                credit: m
                    .get("credit")
                    .and_then(|v| v.as_str())
                    .unwrap_or_default()
                    .to_string(),
                illustrative: false,
                crop: crop_of(m),
            })
        })
        .collect()
}

/// The operator's photos, in their order (the first is the cover); only a record without
/// any gets the four generated album views of `id`, each marked as an illustration (示意图),
/// so a photographed record never shows a drawing beside its photos.
pub fn photos_of(id: &str, media: &[serde_json::Value]) -> Vec<Photo> {
    let mut out = real_photos(media);
    if !out.is_empty() {
        return out;
    }
    out.extend(ILLUSTRATIONS.iter().enumerate().map(|(n, caption)| Photo {
        url: cover_url(id, Some(n as u8)),
        width: COVER_WIDTH,
        height: COVER_HEIGHT,
        caption: (*caption).to_string(),
        credit: String::new(),
        illustrative: true,
        crop: None,
    }));
    out
}

/// A place's photos (`photos_of` its `media`).
pub fn photos(p: &Place) -> Vec<Photo> {
    photos_of(&p.id, &p.media)
}

/// The first real photo of `media`, else the generated cover of `id`.
pub fn cover_of(id: &str, media: &[serde_json::Value]) -> String {
    first_photo(media).unwrap_or_else(|| cover_url(id, None))
}

/// The first real photo's address, if the record has one.
pub fn first_photo(media: &[serde_json::Value]) -> Option<String> {
    real_photos(media).into_iter().next().map(|ph| ph.url)
}

/// The crop of the first real photo of `media` (the cover's), if it has one: a list card
/// shows the same part of the cover as the detail.
pub fn cover_crop(media: &[serde_json::Value]) -> Option<Crop> {
    real_photos(media).into_iter().next().and_then(|ph| ph.crop)
}

/// The first real photo, else the generated cover.
pub fn cover(p: &Place) -> String {
    cover_of(&p.id, &p.media)
}

fn city_name(snap: &Snapshot, id: u32) -> String {
    snap.region_by_id
        .get(&id)
        .map(|r| r.name.zh.clone())
        .unwrap_or_default()
}

fn county_name(snap: &Snapshot, code: &str) -> String {
    snap.county_by_code
        .get(code)
        .map(|r| r.name.zh.clone())
        .unwrap_or_default()
}

/// A card whose `distance` is given (from the visitor, or from a centre place).
pub fn card_at(snap: &Snapshot, p: &Place, distance: Option<f64>) -> PlaceCard {
    PlaceCard {
        id: p.id.clone(),
        kind: p.kind,
        page: PageRoute::of_place(p.kind),
        name: p.name.zh.clone(),
        name_en: p.name.en.clone(),
        city_id: p.city_id,
        city_name: city_name(snap, p.city_id),
        county_code: p.county_code.clone(),
        county_name: county_name(snap, &p.county_code),
        address: p.address.clone(),
        location: p.location,
        themes: p.themes.clone(),
        tags: p.tags.clone(),
        price_level: p.price_level,
        avg_price: p.avg_price.clone(),
        a_level: p.a_level.clone(),
        star: p.star,
        opening_hours: p.opening_hours.clone(),
        popularity: p.popularity,
        cover: cover(p),
        crop: cover_crop(&p.media),
        distance,
    }
}

/// A card with its distance from the visitor (null without a position).
pub fn card(snap: &Snapshot, p: &Place, from: Option<LatLng>) -> PlaceCard {
    card_at(snap, p, distance(p, from))
}

/// Cards for place indexes, in the order given (unknown indexes skipped).
pub fn cards(snap: &Snapshot, idx: &[u32], from: Option<LatLng>) -> Vec<PlaceCard> {
    idx.iter()
        .filter_map(|&i| snap.places.get(i as usize))
        .map(|p| card(snap, p, from))
        .collect()
}

/// The items that `links[i]` names by index, in its order (unknown indexes skipped).
fn linked<'a, T>(links: &'a [Vec<u32>], i: u32, items: &'a [T]) -> impl Iterator<Item = &'a T> {
    links
        .get(i as usize)
        .into_iter()
        .flatten()
        .filter_map(|&j| items.get(j as usize))
}

pub fn place_detail(cat: &Catalog, i: u32, from: Option<LatLng>) -> Option<PlaceDetail> {
    let snap = &cat.snap;
    let p = snap.places.get(i as usize)?;
    let people = linked(&cat.people_of, i, &snap.people)
        .map(|f| PersonLink {
            id: f.id.clone(),
            page: PageRoute::Person,
            name: f.name.zh.clone(),
            title: f.title.clone(),
            era: f.era.clone(),
        })
        .collect();
    let dishes = linked(&cat.dishes_of, i, &snap.dishes)
        .map(|d| DishLink {
            id: d.id.clone(),
            name: d.name.zh.clone(),
            county_name: county_name(snap, &d.county_code),
        })
        .collect();
    let goods = snap
        .goods
        .iter()
        .filter(|g| g.place_ids.contains(&p.id))
        .map(|g| GoodsLink {
            id: g.id.clone(),
            name: g.name.zh.clone(),
            county_name: county_name(snap, &g.county_code),
            gi_list: g.gi_list,
        })
        .collect();
    Some(PlaceDetail {
        card: card(snap, p, from),
        description: p.description.clone(),
        phone: p.phone.clone(),
        facilities: p.facilities.clone().unwrap_or_default(),
        ticket: p.ticket.clone(),
        photos: photos(p),
        people,
        dishes,
        goods,
        source: p.source.clone(),
        accessibility: crate::view::Accessibility::of(p.accessibility.as_ref()),
    })
}

/// The first sentence (up to and including its closing mark), or the whole text.
pub fn summary(text: &str) -> String {
    let text = text.trim();
    match text
        .char_indices()
        .find(|(_, c)| matches!(c, '。' | '！' | '？' | '!' | '?'))
    {
        Some((at, c)) => text[..at + c.len_utf8()].to_string(),
        None => text.to_string(),
    }
}

pub fn dish_card(cat: &Catalog, i: u32) -> Option<DishCard> {
    let snap = &cat.snap;
    let d = snap.dishes.get(i as usize)?;
    Some(DishCard {
        id: d.id.clone(),
        name: d.name.zh.clone(),
        name_en: d.name.en.clone(),
        city_id: d.city_id,
        city_name: city_name(snap, d.city_id),
        county_code: d.county_code.clone(),
        county_name: county_name(snap, &d.county_code),
        summary: summary(&d.description),
        places: cat.dish_places.get(i as usize).map_or(0, Vec::len) as u32,
        cover: cover_of(&d.id, &d.media),
        crop: cover_crop(&d.media),
    })
}

pub fn dish_detail(cat: &Catalog, i: u32, from: Option<LatLng>) -> Option<DishDetail> {
    let d = cat.snap.dishes.get(i as usize)?;
    let places = cat.dish_places.get(i as usize)?;
    Some(DishDetail {
        card: dish_card(cat, i)?,
        description: d.description.clone(),
        source: d.source.clone(),
        photos: photos_of(&d.id, &d.media),
        where_to_eat: cards(&cat.snap, places, from),
    })
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::testdata::snapshot;

    #[test]
    fn cover_urls_stay_one_segment() {
        assert_eq!(
            cover_url("scenic-hz-xihu", None),
            "/ver3/api/v3/media/cover/scenic-hz-xihu"
        );
        assert_eq!(
            cover_url("a b/c", Some(2)),
            "/ver3/api/v3/media/cover/a%20b%2Fc?n=2"
        );
    }

    #[test]
    fn summary_is_the_first_sentence() {
        assert_eq!(summary("酸甜的鱼。很有名！"), "酸甜的鱼。");
        assert_eq!(summary("没有句号"), "没有句号");
        assert_eq!(summary(""), "");
    }

    #[test]
    fn a_card_names_its_city_and_county_and_measures_only_with_a_position() {
        let snap = snapshot();
        let p = &snap.places[snap.place_by_id["scenic-a"] as usize];
        let c = card(&snap, p, None);
        assert_eq!(
            (c.city_name.as_str(), c.county_name.as_str()),
            ("杭州市", "西湖区")
        );
        assert_eq!(c.cover, "/ver3/api/v3/media/cover/scenic-a");
        assert_eq!(c.distance, None);
        let at = LatLng::new(30.25, 120.15);
        let d = card(&snap, p, at).distance.unwrap();
        assert!((d - 1.11).abs() < 0.02, "{d}");
        // No description in cards: lists stay small.
        let json = serde_json::to_string(&c).unwrap();
        assert!(!json.contains("第一句"));
    }

    #[test]
    fn a_detail_carries_people_dishes_and_illustrations() {
        let cat = Catalog::build(Arc::new(snapshot()));
        let (i, _) = cat.place("scenic-a").unwrap();
        let d = place_detail(&cat, i, None).unwrap();
        assert_eq!(d.card.a_level.as_deref(), Some("5A"));
        // Listed twice by the person, linked once.
        assert_eq!(d.people.len(), 1);
        assert_eq!(d.people[0].name, "林逋");
        assert_eq!(d.photos.len(), 4);
        assert!(
            d.photos
                .iter()
                .all(|p| p.illustrative && p.width == 640 && p.height == 400)
        );
        assert_eq!(d.photos[3].url, "/ver3/api/v3/media/cover/scenic-a?n=3");
        assert!(d.photos[0].caption.starts_with("示意图"));
        assert!(d.facilities.is_empty());
        let (f, _) = cat.place("food-a").unwrap();
        let food = place_detail(&cat, f, None).unwrap();
        assert_eq!(food.dishes.len(), 1);
        assert_eq!(food.dishes[0].county_name, "西湖区");
    }

    #[test]
    fn real_photos_replace_the_drawings_and_unsafe_urls_are_dropped() {
        let mut snap = snapshot();
        let i = snap.place_by_id["hotel-a"] as usize;
        snap.places[i].media = vec![
            serde_json::json!({"url": "https://img.example/a.jpg", "width": 800, "height": 600, "caption": "大堂"}),
            serde_json::json!({"url": "javascript:alert(1)"}),
            serde_json::json!("not an object"),
            serde_json::json!({"url": "/ver3/api/v3/media/b", "width": 640, "height": 480, "caption": "客房", "credit": "游客 小王 摄"}),
        ];
        let cat = Catalog::build(Arc::new(snap));
        let d = place_detail(&cat, i as u32, None).unwrap();
        // Only the two photos: no drawn view beside them.
        assert_eq!(d.photos.len(), 2);
        assert!(d.photos.iter().all(|p| !p.illustrative));
        assert!(!d.photos.iter().any(|p| p.url.contains("/media/cover/")));
        assert_eq!(d.photos[0].caption, "大堂");
        assert_eq!(d.photos[1].credit, "游客 小王 摄");
        assert_eq!(d.card.cover, "https://img.example/a.jpg");
    }

    #[test]
    fn dishes_count_and_list_their_places_in_order() {
        let cat = Catalog::build(Arc::new(snapshot()));
        let (i, _) = cat.dish("dish-a").unwrap();
        let c = dish_card(&cat, i).unwrap();
        assert_eq!((c.places, c.summary.as_str()), (2, "酸甜的鱼。"));
        let d = dish_detail(&cat, i, None).unwrap();
        let ids: Vec<&str> = d.where_to_eat.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids, ["food-a", "restaurant-a"]);
    }
}
