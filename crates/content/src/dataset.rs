//! A content folder in memory: one JSON Lines file per entity (`tools/data/SCHEMA.md`),
//! read with every problem named by file, line and field, and written back the same way.

use std::{
    collections::HashSet,
    fmt,
    path::{Path, PathBuf},
};

use serde::{Serialize, de::DeserializeOwned};

use crate::model::*;

/// One thing wrong with the input, where a person can find it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub file: String,
    /// 1-based; 0 when the problem is about the file as a whole.
    pub line: usize,
    /// The JSON path of the field (`location.lat`, `stops[2].place_id`), or empty.
    pub field: String,
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if self.line > 0 {
            write!(f, ":{}", self.line)?;
        }
        if !self.field.is_empty() {
            write!(f, ": field `{}`", self.field)?;
        }
        write!(f, ": {}", self.message)
    }
}

/// Every problem found, so one run shows them all.
#[derive(Debug, thiserror::Error)]
pub struct Problems(pub Vec<Problem>);

impl fmt::Display for Problems {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const SHOWN: usize = 50;
        writeln!(f, "{} problem(s) in the content:", self.0.len())?;
        for p in self.0.iter().take(SHOWN) {
            writeln!(f, "  {p}")?;
        }
        if self.0.len() > SHOWN {
            writeln!(f, "  … and {} more", self.0.len() - SHOWN)?;
        }
        Ok(())
    }
}

/// A record type with its file.
pub trait Record: Serialize + DeserializeOwned + Clone {
    /// File stem under the content folder (also the entity name in the database).
    const ENTITY: &'static str;
    /// Fields that must be present, even when null (SCHEMA.md lists them all).
    const FIELDS: &'static [&'static str];
    /// The stable id, as text.
    fn key(&self) -> String;
}

macro_rules! record {
    ($t:ty, $entity:literal, |$s:ident| $key:expr, [$($f:literal),* $(,)?]) => {
        impl Record for $t {
            const ENTITY: &'static str = $entity;
            const FIELDS: &'static [&'static str] = &[$($f),*];
            fn key(&self) -> String {
                let $s = self;
                $key
            }
        }
    };
}

record!(
    Region,
    "regions",
    |s| s.id.to_string(),
    [
        "id",
        "code",
        "level",
        "parent_id",
        "name",
        "short_name",
        "centroid",
        "source"
    ]
);
record!(
    Boundary,
    "boundaries",
    |s| s.code.clone(),
    ["code", "level", "crs", "multipolygon", "source"]
);
record!(
    Place,
    "places",
    |s| s.id.clone(),
    [
        "id",
        "kind",
        "name",
        "city_id",
        "county_code",
        "address",
        "location",
        "themes",
        "tags",
        "opening_hours",
        "price_level",
        "avg_price",
        "phone",
        "a_level",
        "ticket",
        "facilities",
        "star",
        "description",
        "popularity",
        "media",
        "source"
    ]
);
record!(
    FamousPerson,
    "famous_people",
    |s| s.id.clone(),
    [
        "id",
        "name",
        "era",
        "born",
        "died",
        "title",
        "city_id",
        "hometown_county",
        "biography",
        "place_ids",
        "source"
    ]
);
record!(
    Dish,
    "dishes",
    |s| s.id.clone(),
    [
        "id",
        "name",
        "city_id",
        "county_code",
        "description",
        "where_to_eat",
        "source"
    ]
);
record!(
    Line,
    "lines",
    |s| s.id.clone(),
    [
        "id",
        "name",
        "theme",
        "days",
        "city_ids",
        "stops",
        "description",
        "source"
    ]
);
record!(
    Topic,
    "topics",
    |s| s.id.clone(),
    ["id", "title", "summary", "city_id", "place_ids", "source"]
);
record!(
    Ranking,
    "rankings",
    |s| s.id.clone(),
    ["id", "title", "kind", "city_id", "items", "source"]
);
record!(
    Suggestion,
    "suggestions",
    |s| s.id.clone(),
    [
        "id",
        "title",
        "summary",
        "body",
        "city_id",
        "place_ids",
        "themes",
        "published_at",
        "source"
    ]
);
record!(
    Goods,
    "goods",
    |s| s.id.clone(),
    [
        "id",
        "name",
        "category",
        "gi_list",
        "city_id",
        "county_code",
        "description",
        "place_ids",
        "source"
    ]
);

record!(
    News,
    "news",
    |s| s.id.clone(),
    [
        "id",
        "title",
        "body",
        "city_id",
        "county_code",
        "pinned",
        "starts_at",
        "ends_at",
        "source"
    ]
);
record!(
    Notice,
    "notices",
    |s| s.id.clone(),
    [
        "id",
        "title",
        "body",
        "level",
        "city_id",
        "county_code",
        "pinned",
        "starts_at",
        "ends_at",
        "source"
    ]
);

record!(
    QuizQuestion,
    "quiz_questions",
    |s| s.id.clone(),
    [
        "id",
        "category",
        "question",
        "options",
        "answer",
        "explanation",
        "source"
    ]
);

record!(
    QixiQuestion,
    "qixi_questions",
    |s| s.id.clone(),
    ["id", "question", "options", "source"]
);

/// Records with the line each came from (export keeps this order).
#[derive(Clone, Debug)]
pub struct Lines<T> {
    /// Whether the folder had this file at all (an absent file leaves the stored
    /// records of its entity untouched on import).
    pub present: bool,
    pub items: Vec<(usize, T)>,
}

impl<T> Default for Lines<T> {
    fn default() -> Self {
        Self {
            present: false,
            items: Vec::new(),
        }
    }
}

impl<T> Lines<T> {
    pub fn iter(&self) -> impl Iterator<Item = &T> {
        self.items.iter().map(|(_, t)| t)
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

/// Everything in a content folder.
#[derive(Clone, Debug, Default)]
pub struct Dataset {
    pub regions: Lines<Region>,
    pub boundaries: Lines<Boundary>,
    pub places: Lines<Place>,
    pub famous_people: Lines<FamousPerson>,
    pub dishes: Lines<Dish>,
    pub lines: Lines<Line>,
    pub topics: Lines<Topic>,
    pub rankings: Lines<Ranking>,
    pub suggestions: Lines<Suggestion>,
    pub goods: Lines<Goods>,
    pub news: Lines<News>,
    pub notices: Lines<Notice>,
    pub quiz_questions: Lines<QuizQuestion>,
    pub qixi_questions: Lines<QixiQuestion>,
}

/// The entities in the order they are read, checked and written.
pub const ENTITIES: [&str; 14] = [
    "regions",
    "boundaries",
    "places",
    "famous_people",
    "dishes",
    "lines",
    "topics",
    "rankings",
    "suggestions",
    "goods",
    "news",
    "notices",
    "quiz_questions",
    "qixi_questions",
];

/// Calls `$f!(field, Type)` for each entity.
#[macro_export]
#[doc(hidden)]
macro_rules! for_each_entity {
    ($m:ident) => {
        $m!(regions, $crate::model::Region);
        $m!(boundaries, $crate::model::Boundary);
        $m!(places, $crate::model::Place);
        $m!(famous_people, $crate::model::FamousPerson);
        $m!(dishes, $crate::model::Dish);
        $m!(lines, $crate::model::Line);
        $m!(topics, $crate::model::Topic);
        $m!(rankings, $crate::model::Ranking);
        $m!(suggestions, $crate::model::Suggestion);
        $m!(goods, $crate::model::Goods);
        $m!(news, $crate::model::News);
        $m!(notices, $crate::model::Notice);
        $m!(quiz_questions, $crate::model::QuizQuestion);
        $m!(qixi_questions, $crate::model::QixiQuestion);
    };
}

/// Parses one line into a record, naming the field at fault.
pub fn parse_line<T: Record>(file: &str, line: usize, text: &str) -> Result<T, Problem> {
    let problem = |field: &str, message: String| Problem {
        file: file.to_string(),
        line,
        field: field.to_string(),
        message,
    };
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| problem("", format!("not valid JSON ({e})")))?;
    let Some(obj) = value.as_object() else {
        return Err(problem("", "not a JSON object".into()));
    };
    if let Some(missing) = T::FIELDS.iter().find(|f| !obj.contains_key(**f)) {
        return Err(problem(
            missing,
            "missing (required, may be null where SCHEMA.md allows)".into(),
        ));
    }
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner().to_string();
        // The path already ends at an unknown field; at the top it is "." and the name is
        // only in the message.
        let field = match inner
            .strip_prefix("unknown field `")
            .and_then(|r| r.split('`').next())
        {
            Some(name) if path == "." => name.to_string(),
            _ if path == "." => String::new(),
            _ => path,
        };
        problem(&field, inner)
    })
}

/// Reads `DIR/<entity>.jsonl` for every entity. Missing files are fine (the entity is
/// left as it is); any bad line makes the whole read fail with every problem listed.
pub fn read_dir(dir: &Path) -> Result<Dataset, Problems> {
    if !dir.is_dir() {
        return Err(Problems(vec![Problem {
            file: dir.display().to_string(),
            line: 0,
            field: String::new(),
            message: "is not a folder".into(),
        }]));
    }
    let mut ds = Dataset::default();
    let mut problems = Vec::new();
    macro_rules! read {
        ($field:ident, $t:ty) => {
            ds.$field = read_file::<$t>(dir, &mut problems);
        };
    }
    for_each_entity!(read);
    // Duplicate ids within a file.
    macro_rules! dups {
        ($field:ident, $t:ty) => {
            let mut seen = std::collections::HashMap::new();
            for (line, r) in &ds.$field.items {
                if let Some(first) = seen.insert(r.key(), *line) {
                    problems.push(Problem {
                        file: format!("{}.jsonl", <$t as Record>::ENTITY),
                        line: *line,
                        field: "id".into(),
                        message: format!("id {} already used on line {first}", r.key()),
                    });
                }
            }
        };
    }
    for_each_entity!(dups);
    if problems.is_empty() {
        Ok(ds)
    } else {
        Err(Problems(problems))
    }
}

fn read_file<T: Record>(dir: &Path, problems: &mut Vec<Problem>) -> Lines<T> {
    let name = format!("{}.jsonl", T::ENTITY);
    let path = dir.join(&name);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Lines::default(),
        Err(e) => {
            problems.push(Problem {
                file: name,
                line: 0,
                field: String::new(),
                message: format!("cannot be read: {e}"),
            });
            return Lines::default();
        }
    };
    let mut out = Lines {
        present: true,
        items: Vec::new(),
    };
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        match parse_line::<T>(&name, i + 1, line) {
            Ok(r) => out.items.push((i + 1, r)),
            Err(p) => problems.push(p),
        }
    }
    out
}

/// One record as the single line it is stored and exported as.
pub fn to_line<T: Record>(r: &T) -> anyhow::Result<String> {
    Ok(serde_json::to_string(r)?)
}

/// Writes every entity that has records (or whose file was present) to `DIR`, one
/// record per line in stored order, atomically per file.
pub fn write_dir(ds: &Dataset, dir: &Path) -> anyhow::Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir)?;
    let mut written = Vec::new();
    macro_rules! write {
        ($field:ident, $t:ty) => {
            if ds.$field.present || !ds.$field.is_empty() {
                let mut text = String::new();
                for r in ds.$field.iter() {
                    text.push_str(&to_line(r)?);
                    text.push('\n');
                }
                let path = dir.join(format!("{}.jsonl", <$t as Record>::ENTITY));
                let tmp = path.with_extension("jsonl.tmp");
                std::fs::write(&tmp, text)?;
                std::fs::rename(&tmp, &path)?;
                written.push(path);
            }
        };
    }
    for_each_entity!(write);
    Ok(written)
}

/// Ids of every place, for reference checks.
pub fn place_ids(ds: &Dataset) -> HashSet<&str> {
    ds.places.iter().map(|p| p.id.as_str()).collect()
}
