//! `GET /ver3/api/admin/v1/content/{entity}/{id}`: a record as published and its newest version.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;
use youzhe_core::{ApiError, Envelope, ok};
use youzhe_operators::{Action, Operator};

use super::{EditingState, record_path};
use crate::{
    entity::{Entity, EntityWord},
    error::EditResult,
    store,
    version::Version,
    workflow::may_all,
};

/// A record in the console: what visitors see, and the newest version (which may be a
/// draft or a submitted version waiting, or the published one).
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = ContentDetail)]
pub struct Detail {
    pub entity: Entity,
    pub id: String,
    /// The record as published (what visitors see); null for a record not published yet.
    #[schema(value_type = Option<Object>)]
    pub published: Option<Value>,
    /// The newest version; null for a record never edited.
    pub latest: Option<Version>,
}

/// A record as published and its newest version. 40400 when the record is neither
/// published nor drafted; 40300 for a city or county editor outside its region.
#[utoipa::path(get, path = "/ver3/api/admin/v1/content/{entity}/{id}", tag = "editing",
    security(("operator_session" = [])),
    params(("entity" = inline(EntityWord), Path, description = "What kind of content"),
        ("id" = String, Path, description = "The record's id", max_length = 128)),
    extensions(("x-codes" = json!([40300, 40400]))),
    responses((status = 200, description = "The record; 40400 for an unknown one, 40300 outside the editor's region",
        body = Envelope<Detail>)))]
pub async fn content_detail(
    State(s): State<EditingState>,
    op: Operator,
    path: Result<Path<(String, String)>, PathRejection>,
) -> EditResult<Json<Envelope<Detail>>> {
    let (entity, id) = record_path(path)?;
    let (published, versions) = readable(&s, &op, entity, &id).await?;
    Ok(ok(Detail {
        entity,
        id,
        published,
        latest: versions.first().map(|v| v.view()),
    }))
}

/// The published body and every version (newest first) of a record the operator may read.
pub async fn readable(
    s: &EditingState,
    op: &Operator,
    entity: Entity,
    id: &str,
) -> EditResult<(Option<Value>, Vec<crate::version::VersionRow>)> {
    let db = &s.editing.db;
    let published = store::stored(db, entity.as_str(), id)
        .await?
        .and_then(|r| serde_json::from_str::<Value>(&r.body).ok());
    let versions = store::versions(db, entity.as_str(), id).await?;
    if published.is_none() && versions.is_empty() {
        return Err(ApiError::NotFound("没有找到该内容".into()).into());
    }
    for body in published
        .iter()
        .chain(versions.first().map(|v| v.body_value()).iter())
    {
        may_all(op, Action::ReadContent, entity, body)?;
    }
    Ok((published, versions))
}
