//! The sensitive-word list: a review, a travel note or a photo contest entry whose words
//! hold one waits for moderation (docs/OPERATORS.md). It lives here so each of those areas
//! reads the one list without depending on another. Matching is on normalised text, so
//! full-width letters, capitals and spaces between the characters do not slip past.

use std::sync::Arc;

use anyhow::Context;

/// The shipped list (`data/moderation/sensitive-words.txt`).
const SHIPPED: &str = include_str!("../../../data/moderation/sensitive-words.txt");

/// Names a file that replaces the shipped list, read once at start.
pub const FILE_KEY: &str = "YOUZHE_SENSITIVE_WORDS";

/// Normalised words; cheap to clone.
#[derive(Clone, Debug, Default)]
pub struct Words(Arc<Vec<String>>);

/// Full-width forms to half-width, lower case, every whitespace character removed.
pub fn normalise(text: &str) -> String {
    text.chars()
        .filter_map(|c| {
            let c = match c as u32 {
                // Full-width ASCII block: ！ (U+FF01) … ～ (U+FF5E).
                u @ 0xFF01..=0xFF5E => char::from_u32(u - 0xFEE0).unwrap_or(c),
                _ => c,
            };
            (!c.is_whitespace()).then_some(c)
        })
        .flat_map(char::to_lowercase)
        .collect()
}

impl Words {
    /// Words from a list's text: one a line, `#` starts a comment line, blanks skipped.
    pub fn parse(list: &str) -> Self {
        let mut words: Vec<String> = list
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(normalise)
            .filter(|w| !w.is_empty())
            .collect();
        words.sort();
        words.dedup();
        Self(Arc::new(words))
    }

    /// The shipped list.
    pub fn shipped() -> Self {
        Self::parse(SHIPPED)
    }

    /// The file named by `YOUZHE_SENSITIVE_WORDS`, or the shipped list.
    pub fn from_config(config: &crate::Config) -> anyhow::Result<Self> {
        match config.get(FILE_KEY) {
            Some(path) => {
                let text = std::fs::read_to_string(path)
                    .with_context(|| format!("{FILE_KEY}: cannot read {path}"))?;
                Ok(Self::parse(&text))
            }
            None => Ok(Self::shipped()),
        }
    }

    /// The first listed word `text` holds, if any.
    pub fn find(&self, text: &str) -> Option<&str> {
        let text = normalise(text);
        self.0
            .iter()
            .find(|w| text.contains(w.as_str()))
            .map(String::as_str)
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalised_text_matches() {
        let w = Words::shipped();
        assert!(w.len() > 20);
        assert_eq!(w.find("风景很好，加 微 信 领优惠"), Some("加微信"));
        assert_eq!(w.find("ＱＱ群 123"), Some("qq群"));
        assert_eq!(w.find("刷\n单"), Some("刷单"));
        assert_eq!(w.find("西湖的荷花开得正好，推荐早上去。"), None);
    }

    #[test]
    fn comments_and_blanks_are_not_words() {
        let w = Words::parse("# a comment\n\n  Ｆｏｏ  \nfoo\n");
        assert_eq!(w.len(), 1);
        assert_eq!(w.find("xFOOx"), Some("foo"));
    }

    #[test]
    fn full_width_to_half_width() {
        assert_eq!(normalise("ＡＢＣ　１２３！"), "abc123!");
    }
}
