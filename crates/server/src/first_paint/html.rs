//! A tiny HTML writer: markup is only ever `&'static str` written in our source, every
//! other string goes through [`Html::text`] or [`Html::attr`], so a record's words
//! (a place named `<script>…`) always come out as text. Compiled with the server, no
//! template files and no new dependency.

#[derive(Default)]
pub struct Html(String);

impl Html {
    /// Markup written in our source (never a record's words).
    pub fn raw(&mut self, markup: &'static str) -> &mut Self {
        self.0.push_str(markup);
        self
    }

    /// Words as text content.
    pub fn text(&mut self, s: &str) -> &mut Self {
        escape_into(&mut self.0, s);
        self
    }

    /// An attribute value (the caller writes the surrounding quotes).
    pub fn attr(&mut self, s: &str) -> &mut Self {
        escape_into(&mut self.0, s);
        self
    }

    /// A number (width, height).
    pub fn num(&mut self, n: u32) -> &mut Self {
        self.0.push_str(&n.to_string());
        self
    }

    /// JSON inside a non-executed `<script type="application/…json">`: `<` is written as
    /// `\u003c`, so neither `</script` nor `<!--` can end or change the element.
    pub fn json(&mut self, json: &str) -> &mut Self {
        for c in json.chars() {
            match c {
                '<' => self.0.push_str("\\u003c"),
                '>' => self.0.push_str("\\u003e"),
                '&' => self.0.push_str("\\u0026"),
                // JSON allows these raw; JavaScript source did not (harmless, but tidy).
                '\u{2028}' => self.0.push_str("\\u2028"),
                '\u{2029}' => self.0.push_str("\\u2029"),
                c => self.0.push(c),
            }
        }
        self
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

fn escape_into(out: &mut String, s: &str) {
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_text_and_json_cannot_close_its_script() {
        let mut h = Html::default();
        h.raw("<h1>")
            .text("<script>alert('x')</script>&")
            .raw("</h1>");
        h.json(r#"{"name":"</script><!--x"}"#);
        let s = h.into_string();
        assert!(s.starts_with("<h1>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</h1>"));
        assert!(!s.contains("</script>"));
        assert!(!s.contains("<!--"));
        let json = s.split("</h1>").nth(1).unwrap();
        let v: serde_json::Value = serde_json::from_str(json).unwrap();
        assert_eq!(v["name"], "</script><!--x");
    }
}
