//! A place in a list as the app's `PlaceCard` draws it (web/src/ui/place/PlaceCard.tsx and
//! format.ts): cover, name, kind and grade badges, two themes, county, and the price line,
//! with the same words, so the app's cards land where the server's were. The distance is
//! the app's alone (it shows only from the visitor's own position, which the server never
//! knows), and so are a review rating's words (not part of the content snapshot): where a
//! list shows ratings, the card holds an unseen line of the rating's size, so the words
//! land in it and nothing below moves (as the 收藏 button's place does on a detail page).

use serde_json::{Value, json};
use youzhe_content::model::PlaceKind;
use youzhe_places::view::PlaceCard;

use super::{
    Html,
    cover::CoverImg,
    encode_query_value,
    head::{Head, absolute},
    place::kind_label,
};

/// The address the card opens (`pageOf`: the page its answer names, with its id).
pub fn href(page: &str, id: &str) -> String {
    format!("/ver3/{page}?id={}", encode_query_value(id))
}

/// "5A景区" / "四星级"-style badge, or none (`gradeLabel`).
fn grade(c: &PlaceCard) -> Option<String> {
    match (c.a_level.as_deref(), c.star) {
        (Some(a), _) if !a.is_empty() => Some(format!("{a}景区")),
        (_, Some(s)) if s > 0 => Some(format!("{s}星级")),
        _ => None,
    }
}

/// The price line and whether it is an amount (`priceLabel`, `priceIsAmount`).
fn price(
    kind: PlaceKind,
    avg_price: Option<f64>,
    price_level: Option<u8>,
) -> Option<(String, bool)> {
    if let Some(avg) = avg_price {
        if avg == 0.0 {
            return Some(("免费".to_string(), true));
        }
        // JavaScript's Math.round: halves go up.
        let p = (avg + 0.5).floor();
        let words = match kind {
            PlaceKind::Hotel | PlaceKind::Homestay => format!("¥{p}起/晚"),
            PlaceKind::Scenic | PlaceKind::Site => format!("门票¥{p}"),
            _ => format!("人均¥{p}"),
        };
        return Some((words, true));
    }
    let level = match price_level? {
        0 => "免费",
        1 => "经济",
        2 => "舒适",
        3 => "高档",
        4 => "豪华",
        _ => return None,
    };
    Some((level.to_string(), false))
}

/// One card; the first of the page is its largest image, fetched at once. `rated`: the
/// list shows each place's review rating (the search results do).
pub fn write(h: &mut Html, c: &PlaceCard, first: bool, rated: bool) {
    h.raw("<a class=\"yz-place\" href=\"")
        .attr(&href(c.page.as_str(), &c.id))
        .raw("\">");
    CoverImg::card(c, first).write(h);
    h.raw("<span class=\"yz-place__body\"><span class=\"yz-place__name\">")
        .text(&c.name)
        .raw("</span><span class=\"yz-place__badges\"><span class=\"yz-badge\">")
        .text(kind_label(c.kind))
        .raw("</span>");
    if let Some(g) = grade(c) {
        h.raw("<span class=\"yz-badge yz-badge--accent\">")
            .text(&g)
            .raw("</span>");
    }
    for t in c.themes.iter().take(2) {
        h.raw("<span class=\"yz-badge yz-badge--soft\">")
            .text(t)
            .raw("</span>");
    }
    h.raw("</span>");
    if rated {
        h.raw("<span class=\"yz-place__rating yz-place__rating--wait\" aria-hidden=\"true\">暂无评分</span>");
    }
    h.raw("<span class=\"yz-place__where\">")
        .text(&c.county_name)
        .raw("</span>");
    let avg = c.avg_price.as_ref().and_then(|n| n.as_f64());
    if let Some((words, amount)) = price(c.kind, avg, c.price_level) {
        h.raw(if amount {
            "<span class=\"yz-place__price\">"
        } else {
            "<span class=\"yz-place__level\">"
        })
        .text(&words)
        .raw("</span>");
    }
    h.raw("</span></a>");
}

/// A place as an `ItemList` entry: its schema.org type, name, page and picture.
pub fn list_item(c: &PlaceCard, position: usize, public_url: &str) -> Value {
    json!({"@type": "ListItem", "position": position, "item": {
        "@type": super::place::schema_type(c.kind),
        "name": c.name,
        "url": absolute(public_url, &href(c.page.as_str(), &c.id)),
        "image": absolute(public_url, &c.cover),
        "address": {"@type": "PostalAddress", "addressLocality": c.city_name,
            "addressRegion": "浙江省", "addressCountry": "CN"},
    }})
}

/// A list page's head: its own title and description, the first card's cover as the share
/// picture, and the cards as a schema.org `ItemList`.
pub fn list_head(
    name: &str,
    description: &str,
    cards: &[PlaceCard],
    total: u64,
    (page_path, public_url): (&str, &str),
) -> String {
    let items: Vec<_> = cards
        .iter()
        .enumerate()
        .map(|(n, c)| list_item(c, n + 1, public_url))
        .collect();
    let ld = json!({
        "@context": "https://schema.org",
        "@type": "ItemList",
        "name": name,
        "description": description,
        "numberOfItems": total,
        "itemListElement": items,
    });
    Head {
        name,
        description,
        image: cards.first().map(|c| c.cover.as_str()),
        page_path,
        public_url,
        ld,
    }
    .write()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(kind: PlaceKind, avg: Option<f64>, level: Option<u8>) -> Option<(String, bool)> {
        price(kind, avg, level)
    }

    #[test]
    fn the_price_line_reads_as_the_apps() {
        let w = |s: &str, amount| Some((s.to_string(), amount));
        assert_eq!(
            words(PlaceKind::Hotel, Some(680.0), None),
            w("¥680起/晚", true)
        );
        assert_eq!(
            words(PlaceKind::Scenic, Some(79.5), None),
            w("门票¥80", true)
        );
        assert_eq!(
            words(PlaceKind::Food, Some(44.4), Some(1)),
            w("人均¥44", true)
        );
        assert_eq!(words(PlaceKind::Site, Some(0.0), None), w("免费", true));
        // A level's word is no amount (it does not wear the price colour).
        assert_eq!(
            words(PlaceKind::Restaurant, None, Some(2)),
            w("舒适", false)
        );
        assert_eq!(words(PlaceKind::Shop, None, Some(9)), None);
        assert_eq!(words(PlaceKind::Shop, None, None), None);
    }
}
