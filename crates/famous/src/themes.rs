//! The themes people are grouped by. The data has no theme field: a person belongs to a
//! theme when their `title` (`文学家、思想家`) names one of the theme's callings, so a person
//! may be in several, and one whose title names none is in `others`.

/// A theme: its id (the query word), its name, and the callings in a title that place a
/// person in it.
pub struct Theme {
    pub id: &'static str,
    pub name: &'static str,
    callings: &'static [&'static str],
}

/// Every theme, in the order the chips show them.
pub const THEMES: [Theme; 8] = [
    Theme {
        id: "literature",
        name: "文学名家",
        callings: &[
            "诗人",
            "作家",
            "文学家",
            "散文家",
            "词人",
            "小说家",
            "戏剧家",
            "评论家",
            "红学家",
        ],
    },
    Theme {
        id: "thought",
        name: "思想学者",
        callings: &[
            "思想家",
            "史学家",
            "经学家",
            "国学家",
            "国学大师",
            "学者",
            "语言学家",
            "法学家",
            "经济学家",
            "美学家",
        ],
    },
    Theme {
        id: "science",
        name: "科学家",
        callings: &["科学家", "数学家", "气象学家", "药学家"],
    },
    Theme {
        id: "revolution",
        name: "革命先驱与英雄",
        callings: &["革命家", "民族英雄", "抗清英雄", "民主人士"],
    },
    Theme {
        id: "art",
        name: "书画艺术",
        callings: &["书法家", "画家", "篆刻家", "艺术家"],
    },
    Theme {
        id: "education",
        name: "教育家",
        callings: &["教育家"],
    },
    Theme {
        id: "statecraft",
        name: "政治与治世",
        callings: &["政治家", "军事家", "官员", "君主"],
    },
    Theme {
        id: "others",
        name: "其他人物",
        callings: &[],
    },
];

/// The theme ids as a query spells them; empty means every theme.
pub fn words() -> impl Iterator<Item = &'static str> {
    std::iter::once("").chain(THEMES.iter().map(|t| t.id))
}

/// The theme with this id.
pub fn by_id(id: &str) -> Option<&'static Theme> {
    THEMES.iter().find(|t| t.id == id)
}

/// The ids of the themes a title places a person in, in theme order; `others` alone when
/// it names no calling.
pub fn of_title(title: &str) -> Vec<&'static str> {
    let named: Vec<&'static str> = THEMES
        .iter()
        .filter(|t| t.callings.iter().any(|c| title.contains(c)))
        .map(|t| t.id)
        .collect();
    if named.is_empty() {
        vec!["others"]
    } else {
        named
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_name_their_themes() {
        assert_eq!(of_title("文学家、思想家"), ["literature", "thought"]);
        assert_eq!(of_title("科学家、政治家"), ["science", "statecraft"]);
        assert_eq!(of_title("漫画家、散文家"), ["literature", "art"]);
        assert_eq!(of_title("国学大师、革命家"), ["thought", "revolution"]);
        assert_eq!(of_title("商人"), ["others"]);
        assert!(by_id("science").is_some() && by_id("x").is_none());
        assert_eq!(words().count(), THEMES.len() + 1);
    }
}
