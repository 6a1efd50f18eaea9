//! The kinds of content the console edits, and what the workflow needs from a record's
//! body: where it is (the regions a scoped editor must hold) and a line for the list.

use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;
use youzhe_core::ApiError;
use youzhe_operators::RegionRef;

/// A kind of content record, named as its file and its rows in `content_records` are.
/// Regions and boundaries are administrative and not edited here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = ContentEntity)]
pub enum Entity {
    Places,
    Dishes,
    Goods,
    FamousPeople,
    Lines,
    Topics,
    Rankings,
    Suggestions,
    News,
    Notices,
    QuizQuestions,
    QixiQuestions,
}

pub const ENTITIES: [Entity; 12] = [
    Entity::Places,
    Entity::Dishes,
    Entity::Goods,
    Entity::FamousPeople,
    Entity::Lines,
    Entity::Topics,
    Entity::Rankings,
    Entity::Suggestions,
    Entity::News,
    Entity::Notices,
    Entity::QuizQuestions,
    Entity::QixiQuestions,
];
pub const ENTITY_WORDS: [&str; 12] = [
    "places",
    "dishes",
    "goods",
    "famous_people",
    "lines",
    "topics",
    "rankings",
    "suggestions",
    "news",
    "notices",
    "quiz_questions",
    "qixi_questions",
];

youzhe_core::words_schema!(
    /// `places`, `dishes`, `goods`, `famous_people`, `lines`, `topics`, `rankings`,
    /// `suggestions`, `news`, `notices`, `quiz_questions` or `qixi_questions`.
    EntityWord,
    ENTITY_WORDS
);

impl Entity {
    pub fn as_str(self) -> &'static str {
        ENTITY_WORDS[self as usize]
    }

    /// The entity a path names; anything else is 40000 naming `entity`.
    pub fn parse(s: &str) -> Result<Self, ApiError> {
        ENTITY_WORDS
            .iter()
            .position(|w| *w == s)
            .map(|i| ENTITIES[i])
            .ok_or_else(|| {
                ApiError::invalid(
                    "entity",
                    format!("参数 entity 须为 {}", ENTITY_WORDS.join("、")),
                )
            })
    }

    /// Every region the record is in. A scoped editor must hold all of them: a line through
    /// two cities is the province's to edit unless one editor holds both. `None` is
    /// province-wide (a topic or ranking for the whole province, a line with no city).
    pub fn regions(self, body: &Value) -> Vec<Option<RegionRef>> {
        let city = |v: &Value| v.as_u64().and_then(|c| u32::try_from(c).ok());
        let county = |c: Option<u32>, code: &Value| match (c, code.as_str()) {
            (Some(c), Some(code)) => Some(RegionRef::county(c, code)),
            _ => None,
        };
        match self {
            Entity::Places | Entity::Dishes | Entity::Goods => {
                vec![county(city(&body["city_id"]), &body["county_code"])]
            }
            Entity::FamousPeople => {
                let c = city(&body["city_id"]);
                vec![match (c, &body["hometown_county"]) {
                    (Some(_), Value::String(_)) => county(c, &body["hometown_county"]),
                    (Some(c), _) => Some(RegionRef::city(c)),
                    (None, _) => None,
                }]
            }
            Entity::Lines => {
                let cities: Vec<Option<RegionRef>> = body["city_ids"]
                    .as_array()
                    .map(|a| a.iter().map(|c| city(c).map(RegionRef::city)).collect())
                    .unwrap_or_default();
                if cities.is_empty() {
                    vec![None]
                } else {
                    cities
                }
            }
            Entity::Topics | Entity::Rankings | Entity::Suggestions => {
                vec![city(&body["city_id"]).map(RegionRef::city)]
            }
            // A county's item is its county editor's; otherwise the city's, or the province's.
            Entity::News | Entity::Notices => {
                let c = city(&body["city_id"]);
                vec![match (c, &body["county_code"]) {
                    (Some(_), Value::String(_)) => county(c, &body["county_code"]),
                    (Some(c), _) => Some(RegionRef::city(c)),
                    (None, _) => None,
                }]
            }
            // The games are the province's: each bank is one for every visitor.
            Entity::QuizQuestions | Entity::QixiQuestions => vec![None],
        }
    }

    /// What the console's list shows of a record.
    pub fn summary(self, body: &Value) -> Summary {
        let title = [
            &body["name"]["zh"],
            &body["title"]["zh"],
            &body["title"],
            &body["question"],
        ]
        .into_iter()
        .find_map(Value::as_str)
        .unwrap_or_default()
        .to_string();
        let kind = match self {
            Entity::Places | Entity::Rankings => &body["kind"],
            Entity::Lines => &body["theme"],
            Entity::Goods => &body["category"],
            Entity::Notices => &body["level"],
            Entity::QuizQuestions => &body["category"],
            _ => &Value::Null,
        };
        let city_id = body["city_id"]
            .as_u64()
            .or_else(|| body["city_ids"][0].as_u64())
            .and_then(|c| u32::try_from(c).ok());
        let county_code = body["county_code"]
            .as_str()
            .or_else(|| body["hometown_county"].as_str())
            .map(str::to_string);
        let cities = match body["city_ids"].as_array() {
            Some(a) => a
                .iter()
                .filter_map(|c| c.as_u64().and_then(|c| u32::try_from(c).ok()))
                .collect(),
            None => city_id.into_iter().collect(),
        };
        Summary {
            title,
            kind: kind.as_str().map(str::to_string),
            city_id,
            county_code,
            cities,
        }
    }
}

/// A record as the list shows it.
pub struct Summary {
    pub title: String,
    pub kind: Option<String>,
    pub city_id: Option<u32>,
    pub county_code: Option<String>,
    /// Every city it is in (a line's several), for the city filter.
    pub cities: Vec<u32>,
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn words_and_entities_agree() {
        for e in ENTITIES {
            assert_eq!(Entity::parse(e.as_str()).ok(), Some(e));
            assert_eq!(
                serde_json::to_value(e).ok(),
                Some(Value::String(e.as_str().into()))
            );
        }
        assert!(Entity::parse("regions").is_err());
    }

    #[test]
    fn regions_follow_the_record() {
        let place = json!({"city_id": 1201, "county_code": "330106"});
        assert_eq!(
            Entity::Places.regions(&place),
            [Some(RegionRef::county(1201, "330106"))]
        );
        let person = json!({"city_id": 1201, "hometown_county": null});
        assert_eq!(
            Entity::FamousPeople.regions(&person),
            [Some(RegionRef::city(1201))]
        );
        let notice = json!({"city_id": 1201, "county_code": "330106"});
        assert_eq!(
            Entity::Notices.regions(&notice),
            [Some(RegionRef::county(1201, "330106"))]
        );
        assert_eq!(
            Entity::News.regions(&json!({"city_id": 1202, "county_code": null})),
            [Some(RegionRef::city(1202))]
        );
        assert_eq!(Entity::News.regions(&json!({"city_id": null})), [None]);
        let line = json!({"city_ids": [1201, 1202]});
        assert_eq!(
            Entity::Lines.regions(&line),
            [Some(RegionRef::city(1201)), Some(RegionRef::city(1202))]
        );
        assert_eq!(Entity::Lines.regions(&json!({"city_ids": []})), [None]);
        assert_eq!(Entity::Topics.regions(&json!({"city_id": null})), [None]);
        assert_eq!(
            Entity::QuizQuestions.regions(&json!({"category": "food"})),
            [None]
        );
        assert_eq!(
            Entity::QixiQuestions.regions(&json!({"question": "去哪？"})),
            [None]
        );
        // A body without its place is the province's, never nobody's.
        assert_eq!(Entity::Dishes.regions(&json!({})), [None]);
    }

    #[test]
    fn summaries_read_names_and_titles() {
        let s = Entity::Places.summary(&json!({"name": {"zh": "西湖"}, "kind": "scenic", "city_id": 1201, "county_code": "330106"}));
        assert_eq!(
            (s.title.as_str(), s.kind.as_deref()),
            ("西湖", Some("scenic"))
        );
        let s = Entity::Suggestions.summary(&json!({"title": "春游", "city_id": null}));
        assert_eq!((s.title.as_str(), s.city_id), ("春游", None));
        let s = Entity::Lines
            .summary(&json!({"name": {"zh": "线"}, "theme": "t", "city_ids": [1202, 1201]}));
        assert_eq!((s.city_id, s.cities), (Some(1202), vec![1202, 1201]));
    }
}
