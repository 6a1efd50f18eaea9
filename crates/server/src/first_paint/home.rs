//! The home page (`/ver3/` and `pages/hotel/index`): what the app's `HotelIndexPage` paints
//! on a first visit's first screen (the slogan, the search bar, the line under it, the city
//! buttons with Hangzhou chosen, the first theme banner), with the same words, and the
//! answer of `GET /ver3/api/v3/places/themes?kind=hotel,homestay&cityId=1201` as that
//! handler sends it, which the page asks for first.
//!
//! A first visit has chosen no city (the choice lives in the tab's session) and its position
//! is not known before the app asks for it, so the app starts where the server does: on
//! Hangzhou, "正在定位…". A visitor who chose another city earlier in the same tab sees the
//! app switch to it, as it did before the server drew anything.

use serde_json::json;
use youzhe_content::model::PlaceKind;
use youzhe_places::{
    card,
    current::Current,
    filter::{Filter, tally_themes},
    view::ThemeCount,
};

use super::{Html, Rendered, cover::CoverImg, head::Head, inline, open_first, tag};

/// The cities of the home page's buttons, in the app's order (web/src/lib/cities.ts).
pub(super) const CITIES: [(u32, &str); 11] = [
    (1201, "杭州"),
    (1202, "宁波"),
    (1203, "温州"),
    (1204, "金华"),
    (1205, "绍兴"),
    (1209, "嘉兴"),
    (1224, "台州"),
    (1230, "丽水"),
    (1235, "衢州"),
    (1239, "湖州"),
    (1245, "舟山"),
];
/// The city shown before the visitor chooses one or is located (`DEFAULT_CITY_ID`).
const DEFAULT_CITY: (u32, &str) = CITIES[0];
/// The kinds the home page lists (`STAY_KINDS`), as the app writes them in the query.
const STAY_KINDS: &str = "hotel,homestay";
/// The product's own line under its name (the app's `hotel.slogan`).
pub const SLOGAN: &str = "住在浙里，看见诗画江南";
/// The shell's description, the home page's own.
const DESCRIPTION: &str =
    "游浙：浙江十一市的酒店民宿、百县千碗美食、A级景区与推荐线路，附近好去处一查便知，长辈也好用。";
/// The banner's tints (ThemeBanner.tsx `TINTS`): the first slide's is the one on screen.
const FIRST_TINT: &str = "#0b6e61";
/// The banner's scenery (ThemeBanner.tsx `Hills`), drawn without a request.
const HILLS: &str = "<svg class=\"theme-banner__hills\" viewBox=\"0 0 240 130\" preserveAspectRatio=\"xMaxYMax slice\" aria-hidden=\"true\"><path d=\"M0 130V92q40-34 80-16t70-30 90 24v60z\" fill=\"#fff\" opacity=\".1\"></path><path d=\"M40 130v-22q50-30 100-10t100-18v50z\" fill=\"#fff\" opacity=\".12\"></path><path d=\"M50 116h56M84 123h60\" stroke=\"#fff\" stroke-width=\"3\" stroke-linecap=\"round\" opacity=\".25\"></path><circle cx=\"206\" cy=\"30\" r=\"14\" fill=\"#fff\" opacity=\".18\"></circle></svg>";
/// The search bar's magnifier, as the page draws it.
pub(super) const MAGNIFIER: &str = "<svg viewBox=\"0 0 24 24\" width=\"20\" height=\"20\" aria-hidden=\"true\"><circle cx=\"11\" cy=\"11\" r=\"7\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\"></circle><path d=\"m16.5 16.5 4 4\" stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\"></path></svg>";
/// How many themes the banner strip shows (HomeSections.tsx `BANNERS`).
const BANNERS: usize = 5;

/// The themes answer, computed as the places handler computes it.
fn themes(cur: &Current, city_id: u32) -> Vec<ThemeCount> {
    let filter = Filter {
        kinds: vec![PlaceKind::Hotel, PlaceKind::Homestay],
        city_id: Some(city_id),
        ..Filter::default()
    };
    let places = &cur.catalog.snap.places;
    tally_themes(places, &filter, 2)
        .into_iter()
        .map(|t| ThemeCount {
            cover: places
                .get(t.top as usize)
                .map(card::cover)
                .unwrap_or_default(),
            theme: t.theme,
            count: t.count,
        })
        .collect()
}

pub fn render(cur: &Current, rel: &str, public_url: &str) -> Option<Rendered> {
    let (city_id, city) = DEFAULT_CITY;
    let themes = themes(cur, city_id);
    // Both addresses are the one page: search engines are told the shorter.
    let etag = tag(&cur.catalog.snap.etag, &format!("/ver3/{rel}"));
    let body = serde_json::to_string(&youzhe_core::Envelope::ok(&themes)).ok()?;
    let api_url = format!(
        "/ver3/api/v3/places/themes?kind={}&cityId={city_id}",
        super::encode_query_value(STAY_KINDS)
    );
    Some(Rendered {
        etag,
        head: head(&themes, public_url),
        body: page(&themes, city_id, city),
        inline: inline(&api_url, &body),
    })
}

fn head(themes: &[ThemeCount], public_url: &str) -> String {
    let mut ld = json!({
        "@context": "https://schema.org",
        "@type": "WebSite",
        "name": "游浙",
        "description": DESCRIPTION,
        "inLanguage": "zh-CN",
        "about": {"@type": "TouristDestination", "name": "浙江",
            "containsPlace": CITIES.iter().map(|(_, n)| json!({"@type": "City", "name": n})).collect::<Vec<_>>()},
    });
    if !public_url.is_empty() {
        // The search box a search engine may offer under the site's name.
        ld["potentialAction"] = json!({
            "@type": "SearchAction",
            "target": format!("{public_url}/ver3/pages/homesearch/result?keyword={{search_term_string}}"),
            "query-input": "required name=search_term_string",
        });
    }
    Head {
        name: "游浙",
        description: DESCRIPTION,
        image: themes
            .first()
            .map(|t| t.cover.as_str())
            .filter(|c| !c.is_empty()),
        page_path: "/ver3/",
        public_url,
        ld,
    }
    .write_titled(&format!("游浙 - {SLOGAN}"))
}

/// The page in the app's own classes and boxes (laid out by the shell's first-paint style).
fn page(themes: &[ThemeCount], city_id: u32, city: &str) -> String {
    let mut h = Html::default();
    open_first(&mut h, "游浙");
    h.raw("<div class=\"hotel-index\"><section class=\"hotel-index__hero\"><p class=\"hotel-index__slogan\">")
        .text(SLOGAN)
        .raw("</p>");
    // The bar leads to the search page; until the app has started it is a link there.
    h.raw("<a class=\"hotel-index__search\" href=\"/ver3/pages/hotel/search?cityId=")
        .num(city_id)
        .raw("\">")
        .raw(MAGNIFIER)
        .raw("<span>")
        .text(&format!("搜索{city}的酒店、民宿"))
        .raw("</span></a>");
    h.raw("<p class=\"hotel-index__where\" aria-live=\"polite\">正在定位…</p></section>");
    h.raw("<section class=\"hotel-index__card\" aria-labelledby=\"yz-first-cities\"><h2 id=\"yz-first-cities\" class=\"hotel-index__heading\">选择城市</h2><div class=\"hotel-index__cities\">");
    for (id, name) in CITIES {
        h.raw(if id == city_id {
            "<span class=\"yz-chip\" aria-current=\"true\">"
        } else {
            "<span class=\"yz-chip\">"
        });
        h.text(name).raw("</span>");
    }
    h.raw("</div></section>");
    banner(&mut h, &themes[..themes.len().min(BANNERS)]);
    h.raw("</div></div>");
    h.into_string()
}

/// The first slide of the banner strip (the one on screen) and the strip's dots.
fn banner(h: &mut Html, themes: &[ThemeCount]) {
    let Some(first) = themes.first() else {
        return;
    };
    h.raw("<section class=\"theme-banner\" aria-label=\"主题推荐\"><div class=\"theme-banner__track\">");
    h.raw("<span class=\"theme-banner__slide\" style=\"background:")
        .raw(FIRST_TINT)
        .raw("\"><span class=\"theme-banner__text\"><span class=\"theme-banner__kicker\">主题住宿</span><span class=\"theme-banner__theme\">")
        .text(&first.theme)
        .raw("</span><span class=\"theme-banner__count\">")
        .text(&format!("{}家酒店民宿", first.count))
        .raw("</span></span>")
        .raw(HILLS);
    CoverImg {
        src: &first.cover,
        name: &first.theme,
        alt: "",
        width: 320,
        height: 200,
        photo_width: 0,
        crop: None,
        class: "theme-banner__cover",
        sizes: "100vw",
        eager: true,
    }
    .write(h);
    h.raw("</span></div><div class=\"theme-banner__dots\" aria-hidden=\"true\">");
    for n in 0..themes.len() {
        h.raw(if n == 0 {
            "<span class=\"is-active\"></span>"
        } else {
            "<span></span>"
        });
    }
    h.raw("</div></section>");
}
