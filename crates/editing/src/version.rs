//! A version of a content record as the console reads it.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

/// Where a version stands. Only one version of a record is open (draft or submitted) at a
/// time; published is decided and never changes again. An open version its author gave up,
/// or a rejected one an editor of its region cleared away, is discarded (and stays, so its
/// number is never given again).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = ContentVersionState)]
pub enum State {
    Draft,
    Submitted,
    Published,
    Rejected,
    Discarded,
}

impl State {
    pub fn as_str(self) -> &'static str {
        match self {
            State::Draft => "draft",
            State::Submitted => "submitted",
            State::Published => "published",
            State::Rejected => "rejected",
            State::Discarded => "discarded",
        }
    }

    pub fn parse(s: &str) -> Option<State> {
        [
            State::Draft,
            State::Submitted,
            State::Published,
            State::Rejected,
            State::Discarded,
        ]
        .into_iter()
        .find(|x| x.as_str() == s)
    }

    pub fn is_open(self) -> bool {
        matches!(self, State::Draft | State::Submitted)
    }
}

/// Who wrote a version when no operator did: the body the record had before its first edit.
pub const IMPORT_AUTHOR: &str = "import";

/// One row of `content_versions` with the names of who wrote and who decided.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct VersionRow {
    pub entity: String,
    pub record_id: String,
    pub version: i64,
    pub state: String,
    pub body: String,
    pub author_id: Option<i64>,
    pub author_name: Option<String>,
    pub created_ms: i64,
    pub decided_by: Option<i64>,
    pub decided_by_name: Option<String>,
    pub decided_ms: Option<i64>,
    pub reason: Option<String>,
}

impl VersionRow {
    pub fn state(&self) -> State {
        // The table's CHECK allows only these five.
        State::parse(&self.state).unwrap_or(State::Rejected)
    }

    pub fn body_value(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or(Value::Null)
    }

    pub fn view(&self) -> Version {
        Version {
            version: self.version,
            state: self.state(),
            body: self.body_value(),
            author_id: self.author_id,
            author_name: match (&self.author_id, &self.author_name) {
                (None, _) => IMPORT_AUTHOR.to_string(),
                (Some(_), Some(n)) => n.clone(),
                (Some(id), None) => format!("#{id}"),
            },
            created_ms: self.created_ms,
            decided_by_name: self.decided_by_name.clone(),
            decided_ms: self.decided_ms,
            reason: self.reason.clone(),
        }
    }
}

/// A version of a content record.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ContentVersion)]
pub struct Version {
    /// 1, 2, … per record; never reused.
    pub version: i64,
    pub state: State,
    /// The record as it would be stored and exported (the fields of tools/data/SCHEMA.md).
    #[schema(value_type = Object)]
    pub body: Value,
    /// The author's operator id; null for the imported original (version 1).
    pub author_id: Option<i64>,
    /// The author's display name, or `import` for the imported original.
    pub author_name: String,
    pub created_ms: i64,
    /// Who published, rejected or discarded it.
    pub decided_by_name: Option<String>,
    pub decided_ms: Option<i64>,
    /// Why it was rejected.
    pub reason: Option<String>,
}
