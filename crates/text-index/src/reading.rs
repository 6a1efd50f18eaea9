//! How a name is read aloud: toneless pinyin syllables, with place-name readings that the
//! everyday (most frequent) reading gets wrong.

use pinyin::ToPinyin;

use crate::text::is_han;

/// Place names and words whose characters are read differently than usual. Longest match
/// wins; the rest of the name takes each character's everyday reading.
const OVERRIDES: &[(&str, &[&str])] = &[
    ("台州", &["tai", "zhou"]), // tāi, not tái
    ("天台", &["tian", "tai"]), // 天台县, tāi
    ("乐清", &["yue", "qing"]), // yuè, not lè
    ("丽水", &["li", "shui"]),  // lí
    ("嵊州", &["sheng", "zhou"]),
    ("嵊泗", &["sheng", "si"]),
    ("鄞州", &["yin", "zhou"]),
    ("衢州", &["qu", "zhou"]),
    ("衢江", &["qu", "jiang"]),
    ("蚌埠", &["beng", "bu"]), // the city is bèng; 蚌 alone (a clam) stays bàng
    ("会稽", &["kuai", "ji"]), // 会稽山, kuài
    ("天姥", &["tian", "mu"]), // 天姥山, mǔ
    ("廿八都", &["nian", "ba", "du"]),
    ("都江", &["du", "jiang"]),
    ("枸杞", &["gou", "qi"]),
    ("百丈漈", &["bai", "zhang", "ji"]),
    ("长兴", &["chang", "xing"]),
    ("长街", &["chang", "jie"]),
    ("六和塔", &["liu", "he", "ta"]),
    ("曲院", &["qu", "yuan"]),
    ("栖霞", &["qi", "xia"]),
    ("雪窦", &["xue", "dou"]),
    ("大堰", &["da", "yan"]),
    ("石柱", &["shi", "zhu"]),
    ("厦门", &["xia", "men"]),
    ("银行", &["yin", "hang"]),
    ("便宜", &["pian", "yi"]),
    ("佛堂", &["fo", "tang"]),
    ("东阳", &["dong", "yang"]),
    ("解放", &["jie", "fang"]),
    ("单位", &["dan", "wei"]),
];

/// Readings of single characters used in Zhejiang names where the everyday reading is a
/// different one.
fn char_override(c: char) -> Option<&'static str> {
    match c {
        '嵊' => Some("sheng"),
        '鄞' => Some("yin"),
        '衢' => Some("qu"),
        '瓯' => Some("ou"),
        '婺' => Some("wu"),
        '暨' => Some("ji"),
        '浔' => Some("xun"),
        '岙' => Some("ao"),
        '漈' => Some("ji"),
        _ => None,
    }
}

/// One unit of a name as read: a syllable for a Chinese character, or a lower-case run of
/// Latin letters and digits.
pub fn syllables(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if is_han(c) {
            if let Some((w, readings)) = OVERRIDES
                .iter()
                .filter(|(w, _)| starts_with_at(&chars, i, w))
                .max_by_key(|(w, _)| w.chars().count())
            {
                out.extend(readings.iter().map(|r| r.to_string()));
                i += w.chars().count();
                continue;
            }
            if let Some(r) = char_override(c) {
                out.push(r.to_string());
            } else if let Some(p) = c.to_pinyin() {
                out.push(p.plain().replace('ü', "v"));
            }
            i += 1;
        } else if c.is_ascii_alphanumeric() {
            let mut w = String::new();
            while i < chars.len() && chars[i].is_ascii_alphanumeric() {
                w.push(chars[i].to_ascii_lowercase());
                i += 1;
            }
            out.push(w);
        } else {
            i += 1;
        }
    }
    out
}

/// Characters that join two words of a name (灵隐寺与飞来峰): the word after one starts anew.
const JOINERS: &[char] = &['与', '和', '及'];

/// The syllables of [`syllables`], each with whether a word of the name starts there. A
/// word starts at the name's first syllable, after a space, punctuation or a joiner
/// (与 和 及), at a Latin run and after it, and at and after each of `words` found in the
/// name (the index passes city, county and kind words: 杭州|西溪|酒店). Pinyin of two or
/// more syllables found inside a name must start at a word (docs/CONTENT.md § Search).
pub fn syllables_with_starts(text: &str, words: &[String]) -> Vec<(String, bool)> {
    let chars: Vec<char> = text.chars().collect();
    let mut starts = vec![false; chars.len() + 1];
    let mut first = true;
    for i in 0..chars.len() {
        let c = chars[i];
        if is_han(c) || c.is_ascii_alphanumeric() {
            if first {
                starts[i] = true;
                first = false;
            }
        } else {
            starts[i + 1] = true;
            continue;
        }
        if JOINERS.contains(&c) {
            starts[i + 1] = true;
        }
        if c.is_ascii_alphanumeric() != chars.get(i + 1).is_some_and(char::is_ascii_alphanumeric) {
            starts[i + 1] = true;
        }
        for w in words {
            if starts_with_at(&chars, i, w) {
                starts[i] = true;
                starts[i + w.chars().count()] = true;
            }
        }
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let at = starts[i];
        if is_han(c) {
            if let Some((w, readings)) = OVERRIDES
                .iter()
                .filter(|(w, _)| starts_with_at(&chars, i, w))
                .max_by_key(|(w, _)| w.chars().count())
            {
                for (k, r) in readings.iter().enumerate() {
                    out.push((r.to_string(), starts[i + k]));
                }
                i += w.chars().count();
                continue;
            }
            if let Some(r) = char_override(c) {
                out.push((r.to_string(), at));
            } else if let Some(p) = c.to_pinyin() {
                out.push((p.plain().replace('ü', "v"), at));
            }
            i += 1;
        } else if c.is_ascii_alphanumeric() {
            let mut w = String::new();
            while i < chars.len() && chars[i].is_ascii_alphanumeric() {
                w.push(chars[i].to_ascii_lowercase());
                i += 1;
            }
            out.push((w, at));
        } else {
            i += 1;
        }
    }
    out
}

fn starts_with_at(chars: &[char], i: usize, word: &str) -> bool {
    word.chars()
        .enumerate()
        .all(|(k, w)| chars.get(i + k) == Some(&w))
}

/// Full pinyin without spaces: 西湖 → `xihu`.
pub fn full(text: &str) -> String {
    syllables(text).concat()
}

/// First letters: 西湖 → `xh`.
pub fn initials(text: &str) -> String {
    syllables(text)
        .iter()
        .filter_map(|s| s.chars().next())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn everyday_readings() {
        assert_eq!(full("西湖"), "xihu");
        assert_eq!(initials("西湖"), "xh");
        assert_eq!(full("乌镇"), "wuzhen");
        assert_eq!(full("绿茶"), "lvcha");
        assert_eq!(
            syllables("西湖5A景区"),
            vec!["xi", "hu", "5a", "jing", "qu"]
        );
    }

    #[test]
    fn place_names_read_as_locals_say_them() {
        assert_eq!(full("台州市"), "taizhoushi");
        assert_eq!(full("乐清市"), "yueqingshi");
        assert_eq!(full("丽水"), "lishui");
        assert_eq!(full("嵊州"), "shengzhou");
        assert_eq!(full("鄞州区"), "yinzhouqu");
        assert_eq!(full("衢州"), "quzhou");
        assert_eq!(full("天台山"), "tiantaishan");
        assert_eq!(full("会稽山"), "kuaijishan");
        assert_eq!(full("天姥山"), "tianmushan");
        assert_eq!(full("长兴县"), "changxingxian");
        assert_eq!(full("蚌埠"), "bengbu");
        assert_eq!(full("婺城"), "wucheng");
        assert_eq!(initials("乐清"), "yq");
    }

    #[test]
    fn words_start_at_the_head_joiners_and_known_words() {
        let starts = |t: &str, words: &[&str]| -> Vec<bool> {
            let words: Vec<String> = words.iter().map(|w| w.to_string()).collect();
            syllables_with_starts(t, &words)
                .into_iter()
                .map(|(_, s)| s)
                .collect()
        };
        assert_eq!(starts("西泠印社", &[]), vec![true, false, false, false]);
        assert_eq!(
            starts("灵隐寺与飞来峰", &[]),
            vec![true, false, false, false, true, false, false]
        );
        assert_eq!(
            starts("杭州西溪酒店", &["杭州", "酒店"]),
            vec![true, false, true, false, true, false]
        );
        assert_eq!(
            starts("西湖5A景区", &[]),
            vec![true, false, true, true, false]
        );
        let syl: Vec<String> = syllables_with_starts("台州府城", &[])
            .into_iter()
            .map(|(s, _)| s)
            .collect();
        assert_eq!(syl, syllables("台州府城"));
    }
}
