//! `DELETE /ver3/api/v3/camping/events/{id}/signup`: cancel my sign-up.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope,
    auth::AuthUser,
    envelope::ErrorEnvelope,
    ok,
    time::{now_ms, shanghai_day},
};

use super::{
    CampingState, event_of,
    view::{CampingEvent, MySignup, camping_event, my_signup},
};
use crate::store;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CancelAnswer {
    /// The sign-up, now cancelled.
    pub signup: MySignup,
    /// The event with the seats given back.
    pub event: CampingEvent,
}

/// Cancel the visitor's active sign-up for the event: its seats are given back in the same
/// transaction. 40400 when they have no active sign-up for it (or the event is unknown);
/// 40300 once the event has ended.
#[utoipa::path(delete, path = "/ver3/api/v3/camping/events/{id}/signup", tag = "camping",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The event's id", pattern = "^[a-z0-9-]{1,64}$")),
    extensions(("x-codes" = json!([40300, 40400]))),
    responses((status = 200, description = "The cancelled sign-up and the event's seats; 40400 no active sign-up or unknown event; 40300 the event is over",
        body = Envelope<CancelAnswer>),
        (status = 429, description = "Too many requests from this visitor", body = ErrorEnvelope)))]
pub async fn cancel_sign_up(
    State(s): State<CampingState>,
    user: AuthUser,
    id: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<CancelAnswer>>> {
    let e = event_of(&s, id)?;
    s.limiter.check(&user.uid).await?;
    let today = shanghai_day(now_ms());
    if today.as_str() > e.ends.as_str() {
        return Err(ApiError::Forbidden("活动已结束".into()));
    }
    let row = store::cancel(&s.db, &e.id, &user.uid, now_ms())
        .await
        .map_err(anyhow::Error::from)?
        .ok_or_else(|| ApiError::NotFound("你没有报名这个活动".into()))?;
    let taken = store::taken_of(&s.db, &e.id)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(ok(CancelAnswer {
        signup: my_signup(&row),
        event: camping_event(&s.content.snapshot(), e, taken, &today, None),
    }))
}
