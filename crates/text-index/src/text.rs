//! Text as the index sees it: lower case, full-width forms folded, split into terms.

/// Full-width ASCII (ｘｉｈｕ, ＡＢＣ) to ASCII, the ideographic space to a space, ASCII
/// upper case to lower case. Everything else is kept.
pub fn fold(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '\u{3000}' => ' ',
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
            _ => c,
        })
        .flat_map(char::to_lowercase)
        .collect()
}

/// A CJK ideograph (the blocks place names use).
pub fn is_han(c: char) -> bool {
    matches!(c, '\u{4E00}'..='\u{9FFF}' | '\u{3400}'..='\u{4DBF}' | '\u{F900}'..='\u{FAFF}' | '\u{20000}'..='\u{2EBEF}')
}

/// The terms of a query: split at spaces and punctuation, and between Chinese and Latin
/// runs (杭州minsu → 杭州, minsu). Digits stay with Latin letters.
pub fn terms(query: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut cur_han = false;
    for c in fold(query).chars() {
        let han = is_han(c);
        let word = han || c.is_ascii_alphanumeric();
        if (!word || han != cur_han) && !cur.is_empty() {
            out.push(std::mem::take(&mut cur));
        }
        if word {
            cur.push(c);
            cur_han = han;
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_queries_into_terms() {
        assert_eq!(terms("杭州 民宿"), vec!["杭州", "民宿"]);
        assert_eq!(terms("  西湖，断桥 "), vec!["西湖", "断桥"]);
        assert_eq!(terms("杭州minsu"), vec!["杭州", "minsu"]);
        assert_eq!(terms("ＸＩＨＵ"), vec!["xihu"]);
        assert_eq!(terms("West-Lake"), vec!["west", "lake"]);
        assert!(terms(" ,.!? ").is_empty());
    }
}
