//! The themes a line can carry: the content's words (`经典`) with a stable id for addresses.

pub struct Theme {
    pub id: &'static str,
    /// The word the content uses, shown on the chip.
    pub name: &'static str,
}

pub const THEMES: [Theme; 10] = [
    Theme {
        id: "classic",
        name: "经典",
    },
    Theme {
        id: "family",
        name: "亲子",
    },
    Theme {
        id: "landscape",
        name: "山水",
    },
    Theme {
        id: "red",
        name: "红色",
    },
    Theme {
        id: "elder",
        name: "康养适老",
    },
    Theme {
        id: "old-town",
        name: "古镇",
    },
    Theme {
        id: "island",
        name: "海岛",
    },
    Theme {
        id: "poetry",
        name: "诗路",
    },
    Theme {
        id: "food",
        name: "美食",
    },
    Theme {
        id: "culture",
        name: "人文",
    },
];

/// The words the `theme` parameter accepts: empty (every theme) and each id.
pub fn words() -> impl Iterator<Item = &'static str> {
    std::iter::once("").chain(THEMES.iter().map(|t| t.id))
}

pub fn by_id(id: &str) -> Option<&'static Theme> {
    THEMES.iter().find(|t| t.id == id)
}

/// The theme of a line by the content's word; `None` for a word the vocabulary lacks.
pub fn by_name(name: &str) -> Option<&'static Theme> {
    THEMES.iter().find(|t| t.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_names_are_unique() {
        for (i, t) in THEMES.iter().enumerate() {
            assert!(
                THEMES[i + 1..]
                    .iter()
                    .all(|u| u.id != t.id && u.name != t.name)
            );
            assert_eq!(by_id(t.id).map(|u| u.name), Some(t.name));
            assert_eq!(by_name(t.name).map(|u| u.id), Some(t.id));
        }
        assert_eq!(words().count(), THEMES.len() + 1);
    }
}
