//! `GET /ver3/api/v3/camping/signups/mine`: my sign-ups.

use axum::{Json, extract::State};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    ApiResult, Envelope,
    auth::AuthUser,
    extract::ApiQuery,
    ok,
    page::{PageQuery, Paged},
};

use super::{
    CampingState,
    view::{MySignup, my_signup},
};
use crate::store;

/// One of my sign-ups with what it is for.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MySignupItem {
    #[serde(flatten)]
    pub signup: MySignup,
    /// The event's title; empty if the event is no longer listed.
    pub title: String,
    pub place_name: String,
    pub starts: String,
    pub ends: String,
}

/// The visitor's sign-ups, active and cancelled, newest first.
#[utoipa::path(get, path = "/ver3/api/v3/camping/signups/mine", tag = "camping",
    security(("bearer" = [])), params(PageQuery),
    responses((status = 200, description = "One page of my sign-ups", body = Envelope<Paged<MySignupItem>>)))]
pub async fn my_camping_signups(
    State(s): State<CampingState>,
    user: AuthUser,
    ApiQuery(q): ApiQuery<PageQuery>,
) -> ApiResult<Json<Envelope<Paged<MySignupItem>>>> {
    let page = q.page();
    let (rows, total) = store::mine(&s.db, &user.uid, page.offset() as i64, i64::from(page.size))
        .await
        .map_err(anyhow::Error::from)?;
    let snap = s.content.snapshot();
    let list = rows
        .iter()
        .map(|r| {
            let e = s.events.iter().find(|e| e.id == r.event_id);
            let place_name = e
                .and_then(|e| snap.place_by_id.get(&e.place_id))
                .map(|&i| snap.places[i as usize].name.zh.clone())
                .unwrap_or_default();
            MySignupItem {
                signup: my_signup(r),
                title: e.map(|e| e.title.clone()).unwrap_or_default(),
                place_name,
                starts: e.map(|e| e.starts.clone()).unwrap_or_default(),
                ends: e.map(|e| e.ends.clone()).unwrap_or_default(),
            }
        })
        .collect();
    Ok(ok(Paged {
        list,
        total: total as u64,
        page: page.page,
        size: page.size,
    }))
}
