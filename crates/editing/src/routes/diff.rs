//! `GET /ver3/api/admin/v1/content/{entity}/{id}/versions/{version}/diff`: what a version
//! changes against the published record.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;
use youzhe_core::{ApiError, Envelope, ok};
use youzhe_operators::Operator;

use super::{EditingState, detail::readable, version_path};
use crate::{entity::EntityWord, error::EditResult};

/// One top-level field that differs.
#[derive(Debug, PartialEq, Serialize, ToSchema)]
#[schema(as = ContentFieldChange)]
pub struct FieldChange {
    pub field: String,
    /// As published; null when the record is not published or lacks the field.
    #[schema(value_type = Option<Object>)]
    pub before: Value,
    /// In the version; null when the version lacks the field.
    #[schema(value_type = Option<Object>)]
    pub after: Value,
}

/// The fields of `after` (then any only in `before`) whose values differ, by field name.
pub fn changes(before: &Value, after: &Value) -> Vec<FieldChange> {
    let empty = serde_json::Map::new();
    let b = before.as_object().unwrap_or(&empty);
    let a = after.as_object().unwrap_or(&empty);
    let mut out = Vec::new();
    for key in a.keys().chain(b.keys().filter(|k| !a.contains_key(*k))) {
        let (x, y) = (
            b.get(key).cloned().unwrap_or(Value::Null),
            a.get(key).cloned().unwrap_or(Value::Null),
        );
        if x != y {
            out.push(FieldChange {
                field: key.clone(),
                before: x,
                after: y,
            });
        }
    }
    out
}

/// The fields a version changes against what visitors see now, field by field (a nested
/// field such as `name` or `ticket` is one change holding both values), by field name. Empty when the
/// version matches the published record.
#[utoipa::path(get, path = "/ver3/api/admin/v1/content/{entity}/{id}/versions/{version}/diff", tag = "editing",
    security(("operator_session" = [])),
    params(("entity" = inline(EntityWord), Path, description = "What kind of content"),
        ("id" = String, Path, description = "The record's id", max_length = 128),
        ("version" = i64, Path, description = "The version's number", minimum = 1, maximum = 2_147_483_647)),
    extensions(("x-codes" = json!([40300, 40400]))),
    responses((status = 200, description = "The changed fields; 40400 for an unknown record or version, 40300 outside the editor's region",
        body = Envelope<Vec<FieldChange>>)))]
pub async fn version_diff(
    State(s): State<EditingState>,
    op: Operator,
    path: Result<Path<(String, String, i64)>, PathRejection>,
) -> EditResult<Json<Envelope<Vec<FieldChange>>>> {
    let (entity, id, number) = version_path(path)?;
    let (published, versions) = readable(&s, &op, entity, &id).await?;
    let Some(v) = versions.iter().find(|v| v.version == number) else {
        return Err(ApiError::NotFound("没有找到该版本".into()).into());
    };
    Ok(ok(changes(
        &published.unwrap_or(Value::Null),
        &v.body_value(),
    )))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn only_changed_fields_in_order() {
        let before = json!({"id": "a", "name": {"zh": "旧"}, "phone": null, "gone": 1});
        let after = json!({"id": "a", "name": {"zh": "新"}, "phone": "1"});
        let fields: Vec<String> = changes(&before, &after)
            .into_iter()
            .map(|c| c.field)
            .collect();
        assert_eq!(fields, ["name", "phone", "gone"]);
        assert!(changes(&after, &after).is_empty());
        assert_eq!(changes(&Value::Null, &json!({"id": "a"})).len(), 1);
    }
}
