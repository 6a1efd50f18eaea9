//! A topic page (`pages/topic/detail?id=`): the cover and the intro the app's
//! `TopicDetailPage` draws, with the same words, and the answer of
//! `GET /ver3/api/v3/topic/template?id=` as that handler sends it.

use serde_json::json;
use youzhe_content::snapshot::Snapshot;
use youzhe_topics::{build, view::TopicDetail};

use super::{HEART, Html, Rendered, answer, cover::CoverImg, head::Head, open_first, page_and_tag};

pub fn render(snap: &Snapshot, rel: &str, id: &str, public_url: &str) -> Option<Rendered> {
    let t = build::topic(snap, id)?;
    let topic = build::detail(snap, t);
    let (page_path, etag) = page_and_tag(&snap.etag, rel, id);
    Some(Rendered {
        etag,
        head: head(&topic, &page_path, public_url),
        body: body(&topic),
        inline: answer("/ver3/api/v3/topic/template", id, &topic)?,
    })
}

fn cover(t: &TopicDetail) -> Option<&youzhe_places::view::Photo> {
    t.photos.iter().find(|p| !p.illustrative)
}

fn head(t: &TopicDetail, page_path: &str, public_url: &str) -> String {
    let c = &t.card;
    let desc = if c.summary.is_empty() {
        format!("{}：{}", c.title, c.city_names.join("、"))
    } else {
        c.summary.clone()
    };
    // A page gathering places around one subject: `CollectionPage`, its places a list.
    let places: Vec<_> = t
        .places
        .iter()
        .enumerate()
        .map(|(n, p)| {
            json!({"@type": "ListItem", "position": n + 1,
                "item": {"@type": "Place", "name": p.name}})
        })
        .collect();
    let mut ld = json!({
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        "name": c.title,
        "description": desc,
        "mainEntity": {"@type": "ItemList", "numberOfItems": places.len(), "itemListElement": places},
    });
    if !c.title_en.is_empty() {
        ld["alternateName"] = json!(c.title_en);
    }
    // The card's cover stands in (its first place's) when the topic has no photo of its own.
    let image = cover(t)
        .map(|p| p.url.as_str())
        .or(Some(c.cover.as_str()).filter(|s| !s.is_empty()));
    Head {
        name: &c.title,
        description: &desc,
        image,
        page_path,
        public_url,
        ld,
    }
    .write()
}

fn body(t: &TopicDetail) -> String {
    let c = &t.card;
    let mut h = Html::default();
    open_first(&mut h, "专题详情");
    h.raw("<article class=\"topic\">");
    if let Some(ph) = cover(t) {
        CoverImg::photo(ph, &c.title, "topic__cover").write(&mut h);
    }
    h.raw("<header class=\"topic__intro\"><h1 class=\"topic__title\">")
        .text(&c.title)
        .raw("</h1>");
    if !c.title_en.is_empty() {
        h.raw("<p class=\"topic__en\" lang=\"en\">")
            .text(&c.title_en)
            .raw("</p>");
    }
    h.raw("<p class=\"topic__lead\">")
        .text(&c.summary)
        .raw("</p>");
    h.raw(HEART).raw("</header>");
    h.raw("</article></div>");
    h.into_string()
}
