//! The body of a news item or notice as visitors get it: the operator's Markdown rendered
//! to HTML, then cleaned by `ammonia` (an allow-list HTML sanitiser built on html5ever,
//! html5lib's parser rules) — on the server, once per snapshot, so no page ever receives
//! what an operator (or a stolen operator session) typed as markup. Markdown because a
//! plain textarea then reads well, and pasted HTML is still allowed through the same
//! allow-list.

use std::collections::HashSet;

use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

/// Tags a body may keep; anything else is dropped, its text kept (`<script>` and `<style>`
/// with their contents). Both lists, `ul` and `ol`: a list item left without its list draws
/// its marker outside the text's box.
const TAGS: [&str; 27] = [
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
    "u",
    "ul",
];

fn options() -> Options {
    Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH
}

/// `markdown` as safe HTML: only [`TAGS`], no attributes but a link's `href` (http, https,
/// mailto, tel; never `javascript:`), and links open without handing the page over
/// (`rel="noopener noreferrer nofollow"`, `target="_blank"`). No images: an image from
/// another host would tell it who reads the notice.
pub fn to_safe_html(markdown: &str) -> String {
    let mut raw = String::new();
    pulldown_cmark::html::push_html(&mut raw, Parser::new_ext(markdown, options()));
    ammonia::Builder::default()
        .tags(HashSet::from(TAGS))
        .generic_attributes(HashSet::new())
        .tag_attributes([("a", HashSet::from(["href"]))].into_iter().collect())
        .url_schemes(HashSet::from(["http", "https", "mailto", "tel"]))
        .url_relative(ammonia::UrlRelative::Deny)
        .link_rel(Some("noopener noreferrer nofollow"))
        .set_tag_attribute_value("a", "target", "_blank")
        .clean(&raw)
        .to_string()
}

/// The first `max` characters of the body's text, for a list: no markup, no raw HTML,
/// whitespace collapsed, `…` when cut.
pub fn summary(markdown: &str, max: usize) -> String {
    let mut text = String::new();
    for ev in Parser::new_ext(markdown, options()) {
        match ev {
            Event::Text(t) | Event::Code(t) => text.push_str(&t),
            Event::SoftBreak
            | Event::HardBreak
            | Event::End(TagEnd::Paragraph | TagEnd::Heading(_) | TagEnd::Item) => text.push(' '),
            Event::Start(Tag::Item) => {}
            _ => {}
        }
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    let flat = words.join(" ");
    if flat.chars().count() <= max {
        flat
    } else {
        let mut cut: String = flat.chars().take(max).collect();
        cut.push('…');
        cut
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_renders_and_scripts_do_not() {
        let html = to_safe_html(
            "**西湖**音乐喷泉暂停\n\n<script>alert(1)</script>\n\n\
             <img src=x onerror=alert(1)> [点我](javascript:alert(1)) \
             <a href=\"https://example.com\" onclick=\"x()\">官网</a>",
        );
        assert!(html.contains("<strong>西湖</strong>"), "{html}");
        assert!(!html.contains("script"), "{html}");
        assert!(
            !html.contains("onerror") && !html.contains("onclick"),
            "{html}"
        );
        assert!(!html.contains("javascript"), "{html}");
        assert!(!html.contains("<img"), "{html}");
        assert!(
            html.contains("<a href=\"https://example.com\" target=\"_blank\" rel=\"noopener noreferrer nofollow\">官网</a>"),
            "{html}"
        );
    }

    #[test]
    fn bulleted_and_numbered_lists_keep_their_list() {
        let html = to_safe_html("开放时间：\n\n- 周一闭馆\n- 周二至周日\n\n1. 预约\n2. 入园\n");
        assert!(
            html.contains("<ul>\n<li>周一闭馆</li>\n<li>周二至周日</li>\n</ul>"),
            "{html}"
        );
        assert!(
            html.contains("<ol>\n<li>预约</li>\n<li>入园</li>\n</ol>"),
            "{html}"
        );
    }

    #[test]
    fn summaries_are_plain_text() {
        assert_eq!(
            summary("# 标题\n\n第一段 **粗**\n\n<b>x</b>", 80),
            "标题 第一段 粗 x"
        );
        assert_eq!(summary("一二三四五", 3), "一二三…");
    }
}
