//! A content page's own head: `<title>`, description, canonical, Open Graph and one
//! schema.org JSON-LD object, written alike for every kind of page.

use serde_json::Value;

use super::Html;

/// `public_url` + `path`; a path alone when no public address is configured.
pub fn absolute(public_url: &str, path: &str) -> String {
    if path.starts_with("http://") || path.starts_with("https://") {
        path.to_string()
    } else {
        format!("{public_url}{path}")
    }
}

pub struct Head<'a> {
    /// The record's name (og:title; the `<title>` adds the site's).
    pub name: &'a str,
    pub description: &'a str,
    /// The cover's address (site-relative or absolute); none: no og:image.
    pub image: Option<&'a str>,
    /// `/ver3/…?id=…`, as the page is linked.
    pub page_path: &'a str,
    pub public_url: &'a str,
    /// The JSON-LD object (its `url` and `image` are filled in here).
    pub ld: Value,
}

impl Head<'_> {
    /// The head of a record's page: its name, then the site's.
    pub fn write(self) -> String {
        let title = format!("{} - 游浙", self.name);
        self.write_titled(&title)
    }

    /// The head with a `<title>` of its own (the home page's is the site's name and slogan).
    pub fn write_titled(self, title: &str) -> String {
        let url = absolute(self.public_url, self.page_path);
        let image = self.image.map(|i| absolute(self.public_url, i));
        let mut h = Html::default();
        h.raw("<title>").text(title).raw("</title>");
        h.raw("<meta name=\"description\" content=\"")
            .attr(self.description)
            .raw("\">");
        if !self.public_url.is_empty() {
            h.raw("<link rel=\"canonical\" href=\"")
                .attr(&url)
                .raw("\">");
        }
        h.raw("<meta property=\"og:type\" content=\"website\">");
        h.raw("<meta property=\"og:site_name\" content=\"游浙\">");
        h.raw("<meta property=\"og:title\" content=\"")
            .attr(self.name)
            .raw("\">");
        h.raw("<meta property=\"og:description\" content=\"")
            .attr(self.description)
            .raw("\">");
        if let Some(image) = &image {
            h.raw("<meta property=\"og:image\" content=\"")
                .attr(image)
                .raw("\">");
        }
        h.raw("<meta property=\"og:url\" content=\"")
            .attr(&url)
            .raw("\">");
        let mut ld = self.ld;
        if let Some(obj) = ld.as_object_mut() {
            obj.insert("url".into(), Value::String(url));
            if let Some(image) = image {
                obj.insert("image".into(), Value::String(image));
            }
        }
        h.raw("<script type=\"application/ld+json\">")
            .json(&ld.to_string())
            .raw("</script>");
        h.into_string()
    }
}
