//! `GET /ver3/api/admin/v1/content/queue`: what waits for this publisher, oldest first.

use axum::{Json, extract::State};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{Envelope, ok};
use youzhe_operators::{Action, Operator};

use super::EditingState;
use crate::{
    entity::Entity,
    error::EditResult,
    store,
    version::Version,
    workflow::{may_all, role_may},
};

/// A submitted version waiting for a decision.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ContentQueueItem)]
pub struct QueueItem {
    pub entity: Entity,
    pub id: String,
    pub title: String,
    pub city_id: Option<u32>,
    pub county_code: Option<String>,
    pub version: Version,
}

/// Submitted versions this operator may publish, oldest first: a city editor's city, all
/// of them for a province admin. 40300 for a role that never publishes.
#[utoipa::path(get, path = "/ver3/api/admin/v1/content/queue", tag = "editing",
    security(("operator_session" = [])),
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "The waiting versions, oldest first; 40300 for a role that does not publish",
        body = Envelope<Vec<QueueItem>>)))]
pub async fn review_queue(
    State(s): State<EditingState>,
    op: Operator,
) -> EditResult<Json<Envelope<Vec<QueueItem>>>> {
    role_may(&op, Action::PublishContent)?;
    let db = &s.editing.db;
    let mut out = Vec::new();
    for row in store::submitted(db).await? {
        let Ok(entity) = Entity::parse(&row.entity) else {
            continue;
        };
        let body = row.body_value();
        // Both where the record is now and where the version would put it.
        let stored = store::stored(db, &row.entity, &row.record_id).await?;
        let here = stored
            .and_then(|r| serde_json::from_str(&r.body).ok())
            .map_or(Ok(()), |b| may_all(&op, Action::PublishContent, entity, &b));
        if here.is_err() || may_all(&op, Action::PublishContent, entity, &body).is_err() {
            continue;
        }
        let sum = entity.summary(&body);
        out.push(QueueItem {
            entity,
            id: row.record_id.clone(),
            title: sum.title,
            city_id: sum.city_id,
            county_code: sum.county_code,
            version: row.view(),
        });
    }
    Ok(ok(out))
}
