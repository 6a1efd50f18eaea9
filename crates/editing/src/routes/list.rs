//! `GET /ver3/api/admin/v1/content/{entity}`: the records of one kind, with where each
//! stands in the workflow; a scoped editor sees only their region's.

use std::collections::HashMap;

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};
use youzhe_core::{
    ApiError, Bounded, Envelope,
    extract::ApiQuery,
    ok,
    page::{PageQuery, Paged},
};
use youzhe_operators::{Action, Operator};

use super::EditingState;
use crate::{
    entity::{Entity, EntityWord},
    error::EditResult,
    version::State as VersionState,
    workflow::may_all,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ListQuery {
    /// Part of the title or the id (any case).
    #[param(max_length = 40)]
    pub q: Option<String>,
    /// Only records in this city (a line: through it).
    #[param(inline)]
    pub city_id: Option<Bounded<1, 999_999>>,
    /// Only records in this county (official code).
    #[param(pattern = "^[0-9]{6}$")]
    pub county_code: Option<String>,
    /// Only this kind: a place's kind (`scenic` …), a ranking's kind, a line's theme, a
    /// product's category.
    #[param(max_length = 40)]
    pub kind: Option<String>,
    /// Only records whose newest version is in this state (`published` for one never edited).
    pub state: Option<VersionState>,
}

/// One record in the console's list.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContentRow {
    pub id: String,
    /// Its Chinese name or title.
    pub title: String,
    pub city_id: Option<u32>,
    pub county_code: Option<String>,
    pub kind: Option<String>,
    /// Its newest version's state; `published` for a record never edited.
    pub state: VersionState,
    /// When it last changed: published, or its newest version written or decided.
    pub updated_ms: i64,
}

fn bad_text(field: &str, v: &Option<String>, max: usize) -> Result<(), ApiError> {
    match v {
        Some(s) if s.chars().count() > max => Err(ApiError::invalid(
            field,
            format!("参数 {field} 最多 {max} 个字"),
        )),
        _ => Ok(()),
    }
}

/// The records of one kind, newest change first, with filters. Every role that reads
/// content reads here; a city or county editor sees only the records in their region.
#[utoipa::path(get, path = "/ver3/api/admin/v1/content/{entity}", tag = "editing",
    security(("operator_session" = [])),
    params(("entity" = inline(EntityWord), Path, description = "What kind of content"), ListQuery, PageQuery),
    responses((status = 200, description = "One page of records", body = Envelope<Paged<ContentRow>>)))]
pub async fn list_content(
    State(s): State<EditingState>,
    op: Operator,
    entity: Result<Path<String>, PathRejection>,
    ApiQuery(q): ApiQuery<ListQuery>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> EditResult<Json<Envelope<Paged<ContentRow>>>> {
    let Path(entity) = entity.map_err(|_| ApiError::invalid("entity", "参数 entity 格式不正确"))?;
    let entity = Entity::parse(&entity)?;
    bad_text("q", &q.q, 40)?;
    bad_text("kind", &q.kind, 40)?;
    if let Some(c) = &q.county_code
        && (c.len() != 6 || !c.bytes().all(|b| b.is_ascii_digit()))
    {
        return Err(ApiError::invalid("countyCode", "参数 countyCode 须为 6 位区县代码").into());
    }
    let db = &s.editing.db;
    let stored = crate::store::stored_all(db, entity.as_str()).await?;
    let newest: HashMap<String, crate::version::VersionRow> =
        crate::store::newest_of(db, entity.as_str())
            .await?
            .into_iter()
            .map(|v| (v.record_id.clone(), v))
            .collect();

    let needle =
        q.q.as_deref()
            .map(str::to_lowercase)
            .filter(|n| !n.is_empty());
    let mut rows = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let published = stored.iter().map(|r| {
        (
            r.id.clone(),
            Some(r),
            serde_json::from_str::<Value>(&r.body).ok(),
        )
    });
    // Records drafted but never published yet are listed from their newest version.
    let unpublished = newest
        .values()
        .filter(|v| !stored.iter().any(|r| r.id == v.record_id))
        .map(|v| (v.record_id.clone(), None, Some(v.body_value())));
    for (id, rec, body) in published.chain(unpublished) {
        if !seen.insert(id.clone()) {
            continue;
        }
        let Some(body) = body else { continue };
        if may_all(&op, Action::ReadContent, entity, &body).is_err() {
            continue;
        }
        let v = newest.get(&id);
        let sum = entity.summary(&body);
        // A discarded newest version leaves the record as it was: published, if it ever was.
        let state = match v.map(|v| v.state()) {
            None => VersionState::Published,
            Some(VersionState::Discarded) if rec.is_some() => VersionState::Published,
            Some(st) => st,
        };
        if needle
            .as_ref()
            .is_some_and(|n| !sum.title.to_lowercase().contains(n) && !id.contains(n.as_str()))
            || q.city_id.is_some_and(|c| !sum.cities.contains(&c.get()))
            || q.county_code
                .as_ref()
                .is_some_and(|c| sum.county_code.as_ref() != Some(c))
            || q.kind
                .as_ref()
                .is_some_and(|k| sum.kind.as_ref() != Some(k))
            || q.state.is_some_and(|st| st != state)
        {
            continue;
        }
        let updated_ms = [
            rec.map(|r| r.updated_ms),
            v.map(|v| v.created_ms),
            v.and_then(|v| v.decided_ms),
        ]
        .into_iter()
        .flatten()
        .max()
        .unwrap_or(0);
        rows.push(ContentRow {
            id,
            title: sum.title,
            city_id: sum.city_id,
            county_code: sum.county_code,
            kind: sum.kind,
            state,
            updated_ms,
        });
    }
    rows.sort_by(|a, b| {
        b.updated_ms
            .cmp(&a.updated_ms)
            .then_with(|| a.id.cmp(&b.id))
    });
    Ok(ok(paging.page().slice(&rows)))
}
