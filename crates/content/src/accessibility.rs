//! Accessibility facts of a place (docs/PLACES.md, "Accessibility facts"): each fact is
//! yes, no or unknown, with the name of the source it was read from and that source's
//! address. A fact that is not stated is unknown, never no: the shipped data says nothing it
//! cannot name an official source for.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The facts a place may carry, in the order pages show them. The keys of a place's
/// `accessibility` object and the words of the place list's `accessibility` filter.
pub const FACTS: [&str; 8] = [
    "step_free_entrance",
    "accessible_toilet",
    "lift",
    "wheelchair_loan",
    "pram_friendly",
    "guide_dogs",
    "audio_guide",
    "elder_concession",
];

/// Longest source name accepted, in characters: a name, not a paragraph.
pub const MAX_SOURCE: usize = 60;

/// What is known of one fact.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Known {
    Yes,
    No,
    #[default]
    Unknown,
}

/// One fact as the data and the console hold it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Fact {
    pub value: Known,
    /// Who says so, in plain Chinese (`西湖风景名胜区管委会官网`); needed for yes and no.
    #[serde(default)]
    pub source: String,
    /// The page it was read from (http or https); needed for yes and no.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
}

/// A place's facts by key (one of [`FACTS`]); a key that is absent is unknown.
pub type Facts = BTreeMap<String, Fact>;

/// The problems of one place's facts, as (field under `accessibility`, message).
pub fn problems(facts: &Facts) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (key, f) in facts {
        let at = |sub: &str| format!("accessibility.{key}{sub}");
        if !FACTS.contains(&key.as_str()) {
            out.push((
                at(""),
                format!(
                    "{key:?} is not an accessibility fact ({})",
                    FACTS.join(", ")
                ),
            ));
            continue;
        }
        let known = f.value != Known::Unknown;
        let source = f.source.trim();
        if known && source.is_empty() {
            out.push((
                at(".source"),
                "a yes or no needs the name of its source".into(),
            ));
        }
        if source.chars().count() > MAX_SOURCE {
            out.push((
                at(".source"),
                format!("at most {MAX_SOURCE} characters: the source's name"),
            ));
        }
        match f.url.as_deref().map(str::trim) {
            None | Some("") if known => out.push((
                at(".url"),
                "a yes or no needs the address of the page it was read from".into(),
            )),
            Some(u) if !u.is_empty() && !is_web_address(u) => {
                out.push((at(".url"), format!("{u:?} is not an http(s) address")))
            }
            _ => {}
        }
    }
    out
}

fn is_web_address(u: &str) -> bool {
    let rest = u
        .strip_prefix("https://")
        .or_else(|| u.strip_prefix("http://"));
    rest.is_some_and(|r| {
        let host = r.split('/').next().unwrap_or("");
        host.contains('.') && !r.chars().any(char::is_whitespace)
    })
}

/// True when the place's fact `key` is known as yes.
pub fn has(facts: Option<&Facts>, key: &str) -> bool {
    facts
        .and_then(|f| f.get(key))
        .is_some_and(|f| f.value == Known::Yes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fact(value: Known, source: &str, url: Option<&str>) -> Fact {
        Fact {
            value,
            source: source.into(),
            url: url.map(str::to_string),
        }
    }

    #[test]
    fn a_known_fact_names_its_source_and_page() {
        let mut f = Facts::new();
        f.insert(
            "lift".into(),
            fact(Known::Yes, "某景区官网", Some("https://example.gov.cn/a")),
        );
        f.insert("audio_guide".into(), fact(Known::Unknown, "", None));
        assert!(problems(&f).is_empty());
        assert!(has(Some(&f), "lift"));
        assert!(!has(Some(&f), "audio_guide"));
        assert!(!has(None, "lift"));

        let mut bad = Facts::new();
        bad.insert("lift".into(), fact(Known::No, " ", None));
        bad.insert(
            "guide_dogs".into(),
            fact(Known::Yes, "官网", Some("ftp://x.cn")),
        );
        bad.insert("ramp".into(), fact(Known::Yes, "官网", None));
        let fields: Vec<String> = problems(&bad).into_iter().map(|(f, _)| f).collect();
        assert_eq!(
            fields,
            [
                "accessibility.guide_dogs.url",
                "accessibility.lift.source",
                "accessibility.lift.url",
                "accessibility.ramp",
            ]
        );
    }
}
