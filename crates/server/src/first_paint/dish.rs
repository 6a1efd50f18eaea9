//! A 百县千碗 dish page (`pages/newcate/newdetail?id=`): the cover and the head card the
//! app's `DishDetailPage` draws, with the same words, and the answer of
//! `GET /ver3/api/v3/dishes/detail?id=` as that handler sends it.

use serde_json::json;
use youzhe_places::{card, current::Current, view::DishDetail};

use super::{
    HEART, Html, Rendered, answer, cover::CoverImg, dotted, head::Head, open_first, page_and_tag,
};

pub fn render(cur: &Current, rel: &str, id: &str, public_url: &str) -> Option<Rendered> {
    let cat = &cur.catalog;
    let (i, _) = cat.dish(id)?;
    // Without the visitor's position, as the app's first ask is (`places.dishDetail(id)`).
    let dish = card::dish_detail(cat, i, None)?;
    let (page_path, etag) = page_and_tag(&cat.snap.etag, rel, id);
    Some(Rendered {
        etag,
        head: head(&dish, &page_path, public_url),
        body: body(&dish),
        inline: answer("/ver3/api/v3/dishes/detail", id, &dish)?,
    })
}

/// The cover the app's `DetailCover` shows: the first real photo, else the drawing.
fn cover_src(d: &DishDetail) -> Option<&str> {
    d.photos
        .iter()
        .find(|p| !p.illustrative)
        .map(|p| p.url.as_str())
        .or(Some(d.card.cover.as_str()).filter(|c| !c.is_empty()))
}

fn description(d: &DishDetail) -> String {
    let s = card::summary(&d.description);
    if s.is_empty() {
        format!(
            "{}{}百县千碗：{}",
            d.card.city_name, d.card.county_name, d.card.name
        )
    } else {
        s
    }
}

fn head(d: &DishDetail, page_path: &str, public_url: &str) -> String {
    let c = &d.card;
    let desc = description(d);
    // schema.org has no type for a region's dish as such: `Recipe` promises cooking steps,
    // `MenuItem` a restaurant's menu and price, `FoodEstablishment` a place to eat. A `Thing`
    // names it honestly; where to eat it is on the page, not claimed in the data.
    let mut ld = json!({
        "@context": "https://schema.org",
        "@type": "Thing",
        "name": c.name,
        "description": desc,
    });
    if !c.name_en.is_empty() {
        ld["alternateName"] = json!(c.name_en);
    }
    Head {
        name: &c.name,
        description: &desc,
        image: cover_src(d),
        page_path,
        public_url,
        ld,
    }
    .write()
}

/// The app's cover, head card and 风味与来历 section, in its classes.
fn body(d: &DishDetail) -> String {
    let c = &d.card;
    let mut h = Html::default();
    open_first(&mut h, "菜品详情");
    h.raw("<article class=\"dish-detail\">");
    match d.photos.iter().find(|p| !p.illustrative) {
        Some(ph) => CoverImg::photo(ph, &c.name, "dish-detail__cover").write(&mut h),
        None if !c.cover.is_empty() => {
            CoverImg::drawn(&c.cover, &c.name, "dish-detail__cover").write(&mut h)
        }
        None => {}
    }
    h.raw("<header class=\"dish-detail__head\"><p class=\"dish-detail__kicker\">百县千碗</p>");
    h.raw("<h1 class=\"dish-detail__name\">")
        .text(&c.name)
        .raw("</h1>");
    if !c.name_en.is_empty() {
        h.raw("<p class=\"dish-detail__en\" lang=\"en\">")
            .text(&c.name_en)
            .raw("</p>");
    }
    h.raw("<p class=\"dish-detail__where\">")
        .text(&dotted(&[&c.city_name, &c.county_name]))
        .raw("</p>");
    h.raw(HEART).raw("</header>");
    if !d.description.is_empty() {
        h.raw("<section class=\"cate-section\"><div class=\"cate-section__head\"><h2 class=\"cate-section__title\">风味与来历</h2></div><p class=\"dish-detail__text\">");
        h.text(&d.description).raw("</p></section>");
    }
    h.raw("</article></div>");
    h.into_string()
}
