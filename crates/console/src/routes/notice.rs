//! The live form's notices: `POST live/notice` puts one on a city's live pages, `GET
//! live/notices` lists those shown now, `DELETE live/notice/{id}` takes one down. A notice
//! belongs to its city, or to a county of it; editors act in their region only.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Serialize;
use serde_json::json;
use utoipa::ToSchema;
use youzhe_core::{ApiError, ApiResult, Envelope, extract::ApiJson, ok, time::now_ms, with_db};
use youzhe_live::{
    build::notice_of,
    ingest::{NoticeInput, check_notice},
    store::{self, NoticeRow},
    view::LiveNotice,
};
use youzhe_operators::{
    Action, Operator, OperatorCtx, RegionRef,
    audit::{self, Target},
    may,
};

use super::ConsoleState;

fn region(city_id: u32, county: Option<&str>) -> RegionRef {
    match county {
        Some(c) => RegionRef::county(city_id, c),
        None => RegionRef::city(city_id),
    }
}

fn region_of(n: &NoticeRow) -> RegionRef {
    region(
        u32::try_from(n.city_id).unwrap_or_default(),
        n.county_code.as_deref(),
    )
}

fn audit_json(n: &LiveNotice) -> serde_json::Value {
    json!({"cityId": n.city_id, "countyCode": n.county_code, "text": n.text,
           "startsAt": n.starts_at, "endsAt": n.ends_at})
}

/// Put a notice on a city's live pages (or about one county of it) until `ends_at`: the
/// province page's city and the city page show it. City editors for their city and its
/// counties, county editors for their county, province admins anywhere (40300 otherwise,
/// nothing stored). Audited as `live.notice`.
#[utoipa::path(post, path = "/ver3/api/admin/v1/live/notice", tag = "console",
    security(("operator_session" = [])), request_body = NoticeInput,
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "The notice as pages show it; 40300 for a role or region that may not post it",
        body = Envelope<LiveNotice>)))]
pub async fn live_notice(
    op: Operator,
    State(s): State<ConsoleState>,
    ApiJson(input): ApiJson<NoticeInput>,
) -> ApiResult<Json<Envelope<LiveNotice>>> {
    let now = now_ms();
    let snap = s.content.snapshot();
    let n = check_notice(&snap, &input, now)?;
    may(
        &op,
        Action::EditLive,
        Some(&region(n.city_id, n.county_code.as_deref())),
    )?;
    let actor = op.actor();
    let row: NoticeRow = with_db!(&s.db, pool => {
        let mut tx = pool.begin().await?;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO live_notices (city_id, county_code, text, starts_ms, ends_ms)
             VALUES ($1, $2, $3, $4, $5) RETURNING id")
            .bind(i64::from(n.city_id)).bind(&n.county_code).bind(&n.text).bind(now).bind(n.ends_ms)
            .fetch_one(&mut *tx).await?;
        let row = NoticeRow {
            id,
            city_id: i64::from(n.city_id),
            county_code: n.county_code.clone(),
            text: n.text.clone(),
            starts_ms: now,
            ends_ms: n.ends_ms,
            withdrawn_ms: None,
        };
        audit::record(&mut *tx, &actor, "live.notice", Target::new("live_notice", id),
            None, Some(audit_json(&notice_of(&row)))).await?;
        tx.commit().await?;
        Ok::<_, sqlx::Error>(row)
    })?;
    Ok(ok(notice_of(&row)))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LiveNotices {
    /// Shown now, newest first: every one for province admins, those of their region for
    /// editors.
    pub list: Vec<LiveNotice>,
}

fn sees(op: &OperatorCtx, n: &NoticeRow) -> bool {
    may(op, Action::EditLive, Some(&region_of(n))).is_ok()
}

/// The notices shown now that this operator may take down. Roles without the live form:
/// 40300.
#[utoipa::path(get, path = "/ver3/api/admin/v1/live/notices", tag = "console",
    security(("operator_session" = [])),
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "Notices shown now; 40300 for a role without the live form",
        body = Envelope<LiveNotices>)))]
pub async fn live_notices(
    op: Operator,
    State(s): State<ConsoleState>,
) -> ApiResult<Json<Envelope<LiveNotices>>> {
    // Any region: a role that never edits live pages is refused, an editor filtered below.
    if let Err(youzhe_operators::Refusal::Role) = may(&op, Action::EditLive, None) {
        return Err(youzhe_operators::Refusal::Role.into());
    }
    let list = store::current_notices(&s.db, now_ms())
        .await?
        .iter()
        .filter(|n| sees(&op, n))
        .map(notice_of)
        .collect();
    Ok(ok(LiveNotices { list }))
}

/// Take a notice down before it ends, in the same region rules as posting it. Audited as
/// `live.notice_withdraw`. 40400 for an unknown id; 40900 when it is already down (withdrawn
/// or ended), nothing changes.
#[utoipa::path(delete, path = "/ver3/api/admin/v1/live/notice/{id}", tag = "console",
    security(("operator_session" = [])),
    params(("id" = i64, Path, description = "The notice's id", minimum = 1)),
    extensions(("x-codes" = json!([40300, 40400, 40900]))),
    responses((status = 200, description = "Taken down; 40300 outside the operator's region, 40400 for an unknown id, 40900 when already down",
        body = Envelope<LiveNotice>)))]
pub async fn live_notice_withdraw(
    op: Operator,
    State(s): State<ConsoleState>,
    path: Result<Path<i64>, PathRejection>,
) -> ApiResult<Json<Envelope<LiveNotice>>> {
    let Path(id) = path.map_err(|_| ApiError::invalid("id", "参数 id 须是整数"))?;
    let now = now_ms();
    let n = store::notice(&s.db, id)
        .await?
        .ok_or_else(|| ApiError::NotFound("没有这条公告".into()))?;
    may(&op, Action::EditLive, Some(&region_of(&n)))?;
    let actor = op.actor();
    let before = audit_json(&notice_of(&n));
    let moved = with_db!(&s.db, pool => {
        let mut tx = pool.begin().await?;
        let moved = sqlx::query(
            "UPDATE live_notices SET withdrawn_ms = $2
             WHERE id = $1 AND withdrawn_ms IS NULL AND ends_ms > $2")
            .bind(id).bind(now).execute(&mut *tx).await?.rows_affected() > 0;
        if moved {
            audit::record(&mut *tx, &actor, "live.notice_withdraw", Target::new("live_notice", id),
                Some(before), None).await?;
        }
        tx.commit().await?;
        Ok::<_, sqlx::Error>(moved)
    })?;
    if !moved {
        return Err(ApiError::Conflict("该公告已经撤下或已过期".into()));
    }
    Ok(ok(notice_of(&n)))
}
