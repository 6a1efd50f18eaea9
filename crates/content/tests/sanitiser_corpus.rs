//! The body of a news item or notice is the one place operators' words become HTML
//! (`rich::to_safe_html`). Every payload of the stored-XSS corpus the browser journey writes
//! (e2e/fixtures/xss-corpus.json), alone and all together, comes out with only the allowed
//! tags, no attribute but a link's `href` (http, https, mailto, tel), `rel` and `target`, and
//! nothing that runs.

// Test code fails loudly by design.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use serde_json::Value;
use youzhe_content::rich::to_safe_html;

/// Tags `to_safe_html` may keep (its allow-list).
const ALLOWED: [&str; 25] = [
    "a",
    "b",
    "blockquote",
    "br",
    "code",
    "del",
    "em",
    "h1",
    "h2",
    "h3",
    "h4",
    "hr",
    "i",
    "li",
    "ol",
    "p",
    "pre",
    "s",
    "strong",
    "table",
    "tbody",
    "td",
    "th",
    "thead",
    "tr",
];

fn corpus() -> Vec<(String, String)> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../e2e/fixtures/xss-corpus.json"
    );
    let text = std::fs::read_to_string(path).expect("the corpus file");
    let list: Vec<Value> = serde_json::from_str(&text).expect("the corpus is JSON");
    list.iter()
        .map(|c| {
            (
                c["label"].as_str().expect("a label").to_string(),
                c["payload"].as_str().expect("a payload").to_string(),
            )
        })
        .collect()
}

/// Every tag of `html` as (name, attributes as written), closing tags left out.
fn tags(html: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(at) = rest.find('<') {
        rest = &rest[at + 1..];
        let end = rest.find('>').expect("a tag ends");
        let inner = &rest[..end];
        rest = &rest[end + 1..];
        if inner.starts_with('/') {
            continue;
        }
        let name_end = inner
            .find(|c: char| c.is_whitespace() || c == '/')
            .unwrap_or(inner.len());
        out.push((
            inner[..name_end].to_ascii_lowercase(),
            inner[name_end..].to_string(),
        ));
    }
    out
}

/// The attributes of a tag as ammonia writes them: `name="value"` with `"` escaped.
fn attributes(written: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = written.trim().trim_end_matches('/');
    while !rest.trim().is_empty() {
        rest = rest.trim_start();
        let eq = rest.find('=').expect("an attribute has a value");
        let name = rest[..eq].to_string();
        let after = &rest[eq + 1..];
        assert!(after.starts_with('"'), "unquoted attribute in {written}");
        let close = after[1..].find('"').expect("a closing quote") + 1;
        out.push((name, after[1..close].to_string()));
        rest = &after[close + 1..];
    }
    out
}

fn assert_inert(label: &str, html: &str) {
    for (tag, written) in tags(html) {
        assert!(
            ALLOWED.contains(&tag.as_str()),
            "{label}: <{tag}> kept in {html}"
        );
        for (name, value) in attributes(&written) {
            match (tag.as_str(), name.as_str()) {
                ("a", "href") => {
                    let v = value.to_ascii_lowercase();
                    assert!(
                        ["http://", "https://", "mailto:", "tel:"]
                            .iter()
                            .any(|s| v.starts_with(s)),
                        "{label}: a link to {value} in {html}"
                    );
                }
                ("a", "rel") => assert_eq!(value, "noopener noreferrer nofollow"),
                ("a", "target") => assert_eq!(value, "_blank"),
                _ => panic!("{label}: attribute {name} on <{tag}> kept in {html}"),
            }
        }
    }
}

#[test]
fn the_corpus_is_large_enough() {
    assert!(corpus().len() >= 60);
}

#[test]
fn no_corpus_payload_survives_the_news_sanitiser() {
    for (label, payload) in corpus() {
        assert_inert(&label, &to_safe_html(&payload));
    }
}

#[test]
fn the_whole_corpus_as_one_body_is_inert() {
    let body: Vec<String> = corpus().into_iter().map(|(_, p)| p).collect();
    assert_inert("all", &to_safe_html(&body.join("\n\n")));
    // Run together without blank lines, payloads can close each other's markup.
    assert_inert("all, one paragraph", &to_safe_html(&body.join(" ")));
}
