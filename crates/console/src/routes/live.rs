//! `POST /ver3/api/admin/v1/live/crowd`: the live form's crowd level, entered through an
//! operator session instead of the operator key.

use axum::{Json, extract::State};
use serde_json::json;
use youzhe_core::{ApiResult, Envelope, extract::ApiJson, ok, time::now_ms, with_db};
use youzhe_live::{
    build::crowd_of,
    events::LiveEvent,
    ingest::{CrowdInput, check_crowd},
    store::{self, KEEP_MS},
    view::Crowd,
};
use youzhe_operators::{
    Action, Operator, RegionRef,
    audit::{self, Target},
    may,
};

use super::ConsoleState;

/// Report the crowd at a scenic spot or site, as the key-based ingest does (the same body
/// and checks: 40000 naming the field), for a place in the operator's region: editors
/// their city or county, province admins anywhere (40300 otherwise, nothing stored).
/// Stored with its audit row (`live.crowd`) in one transaction and pushed to open pages.
#[utoipa::path(post, path = "/ver3/api/admin/v1/live/crowd", tag = "console",
    security(("operator_session" = [])), request_body = CrowdInput,
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "The level as pages now show it; 40300 for a role or region that may not report it",
        body = Envelope<Crowd>)))]
pub async fn live_crowd(
    op: Operator,
    State(s): State<ConsoleState>,
    ApiJson(input): ApiJson<CrowdInput>,
) -> ApiResult<Json<Envelope<Crowd>>> {
    let now = now_ms();
    let snap = s.content.snapshot();
    let (place, row) = check_crowd(&snap, &input, now)?;
    may(
        &op,
        Action::EditLive,
        Some(&RegionRef::county(place.city_id, &place.county_code)),
    )?;
    let before = store::latest_crowd(&s.db)
        .await?
        .into_iter()
        .find(|r| r.place_id == row.place_id);
    let after = json!({"level": row.level, "observedMs": row.observed_ms, "ttlSecs": row.ttl_secs});
    let before = before
        .map(|b| json!({"level": b.level, "observedMs": b.observed_ms, "ttlSecs": b.ttl_secs}));
    let actor = op.actor();
    // The live store's own insert, here in one transaction with the audit row.
    with_db!(&s.db, pool => {
        let mut tx = pool.begin().await?;
        sqlx::query(
            "INSERT INTO live_crowd (place_id, level, observed_ms, ttl_secs, received_ms)
             VALUES ($1, $2, $3, $4, $5)")
            .bind(&row.place_id).bind(&row.level).bind(row.observed_ms).bind(row.ttl_secs).bind(now)
            .execute(&mut *tx).await?;
        sqlx::query("DELETE FROM live_crowd WHERE place_id = $1 AND observed_ms < $2")
            .bind(&row.place_id).bind(now - KEEP_MS)
            .execute(&mut *tx).await?;
        audit::record(&mut *tx, &actor, "live.crowd", Target::new("place", &row.place_id),
            before, Some(after)).await?;
        tx.commit().await
    })?;
    let latest = store::latest_crowd(&s.db)
        .await?
        .into_iter()
        .find(|r| r.place_id == row.place_id);
    let crowd = crowd_of(place, latest.as_ref().or(Some(&row)), now);
    s.live_events.publish(LiveEvent::Crowd(crowd.clone()));
    Ok(ok(crowd))
}
