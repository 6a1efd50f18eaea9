//! A famous person's page (`pages/famous/peopledetail?id=`): the cover, the intro and the
//! 生平 the app's `PersonPage` draws, with the same words, and the answer of
//! `GET /ver3/api/v3/famous/person?id=` as that handler sends it.

use serde_json::json;
use youzhe_content::snapshot::Snapshot;
use youzhe_famous::{build, view::PersonDetail};

use super::{
    HEART, Html, Rendered, answer, cover::CoverImg, dotted, head::Head, open_first, page_and_tag,
};

pub fn render(snap: &Snapshot, rel: &str, id: &str, public_url: &str) -> Option<Rendered> {
    let f = build::person(snap, id)?;
    let person = build::detail(snap, f);
    let (page_path, etag) = page_and_tag(&snap.etag, rel, id);
    Some(Rendered {
        etag,
        head: head(&person, &page_path, public_url),
        body: body(&person),
        inline: answer("/ver3/api/v3/famous/person", id, &person)?,
    })
}

fn cover(p: &PersonDetail) -> Option<&youzhe_places::view::Photo> {
    p.photos.iter().find(|ph| !ph.illustrative)
}

/// `1881—1936`, `1472年生`, or nothing, as the app's `years`.
fn years(p: &PersonDetail) -> String {
    match (p.card.born, p.card.died) {
        (Some(b), Some(d)) => format!("{b}—{d}"),
        (Some(b), None) => format!("{b}年生"),
        _ => String::new(),
    }
}

fn head(p: &PersonDetail, page_path: &str, public_url: &str) -> String {
    let c = &p.card;
    let desc = if c.summary.is_empty() {
        dotted(&[&c.era, &years(p), &c.title, &c.city_name])
    } else {
        c.summary.clone()
    };
    let mut ld = json!({
        "@context": "https://schema.org",
        "@type": "Person",
        "name": c.name,
        "description": desc,
    });
    if !c.name_en.is_empty() {
        ld["alternateName"] = json!(c.name_en);
    }
    if !c.title.is_empty() {
        ld["jobTitle"] = json!(c.title);
    }
    // Years only: schema.org dates accept a bare ISO year.
    if let Some(b) = c.born {
        ld["birthDate"] = json!(format!("{b:04}"));
    }
    if let Some(d) = c.died {
        ld["deathDate"] = json!(format!("{d:04}"));
    }
    Head {
        name: &c.name,
        description: &desc,
        image: cover(p).map(|ph| ph.url.as_str()),
        page_path,
        public_url,
        ld,
    }
    .write()
}

fn body(p: &PersonDetail) -> String {
    let c = &p.card;
    let mut h = Html::default();
    open_first(&mut h, "名人详情");
    h.raw("<article class=\"famous\">");
    if let Some(ph) = cover(p) {
        CoverImg::photo(ph, &c.name, "famous__cover").write(&mut h);
    }
    let initial: String = c.name.chars().take(1).collect();
    h.raw("<header class=\"famous__intro famous__intro--person\"><span class=\"famous-person__avatar famous-person__avatar--big\" aria-hidden=\"true\">")
        .text(&initial)
        .raw("</span><div><h1 class=\"famous__title\">")
        .text(&c.name)
        .raw("</h1>");
    if !c.name_en.is_empty() {
        h.raw("<p class=\"famous__en\" lang=\"en\">")
            .text(&c.name_en)
            .raw("</p>");
    }
    let hometown = p
        .hometown
        .as_deref()
        .filter(|t| !t.is_empty())
        .map(|t| format!("籍贯：{t}"))
        .unwrap_or_default();
    h.raw("<p class=\"famous__lead\">")
        .text(&dotted(&[&c.era, &years(p), &c.title]))
        .raw("</p><p class=\"famous__lead\">")
        .text(&dotted(&[&c.city_name, &hometown]))
        .raw("</p>");
    h.raw(HEART).raw("</div></header>");
    h.raw("<section class=\"famous__section\"><h2 class=\"famous__heading\">生平</h2><p class=\"famous__text\">")
        .text(&p.biography)
        .raw("</p></section>");
    h.raw("</article></div>");
    h.into_string()
}
