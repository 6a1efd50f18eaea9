//! The console's camping events (docs/CAMPING.md, "The organiser's console"): every event an
//! operator answers for, with its seats; and one event's sign-ups with the contact numbers.
//!
//! Who sees what, by the campsite's region (read from the content, never the request):
//! - full numbers: operators who may `HandleSignups` there — province admins, and the city
//!   editor of the campsite's city (the organiser). Each page of full numbers shown is
//!   audited (`camping.signups_read`, the sign-ups' ids) before it is sent;
//! - masked numbers (`138****5678`): the county editor of the campsite's county, who answers
//!   for the site locally but does not call the campers;
//! - nothing (40300): moderators, analysts and editors of other regions. The numbers are
//!   personal data the visitor gave to be called about the event, nothing else.

use std::collections::HashMap;

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Serialize;
use serde_json::json;
use utoipa::ToSchema;
use youzhe_content::snapshot::Snapshot;
use youzhe_core::{
    ApiError, ApiResult, Envelope,
    extract::ApiQuery,
    ok,
    page::PageQuery,
    time::{now_ms, rfc3339_shanghai, shanghai_day},
};
use youzhe_operators::{
    Action, Operator, Refusal, RegionRef,
    audit::{self, Target},
    may,
};

use super::{
    CampingState, event_of,
    view::{SignupState, masked},
};
use crate::{events::Event, store};

/// How an operator sees an event's contact numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Phones {
    /// In full: the organiser; every read is audited.
    Full,
    /// `138****5678`.
    Masked,
}

/// Where an event is: its campsite's county (province-wide if the content lost the place).
fn region(snap: &Snapshot, e: &Event) -> Option<RegionRef> {
    snap.place_by_id.get(&e.place_id).map(|&i| {
        let p = &snap.places[i as usize];
        RegionRef::county(p.city_id, &p.county_code)
    })
}

/// How `op` may see the sign-ups of an event in `region`, or why not.
fn phones(op: &Operator, region: Option<&RegionRef>) -> Result<Phones, Refusal> {
    match may(op, Action::HandleSignups, region) {
        Ok(()) => Ok(Phones::Full),
        Err(full) => may(op, Action::EditContent, region)
            .map(|()| Phones::Masked)
            // A role refused both is refused as a role; otherwise the region was wrong.
            .map_err(|masked| {
                if full == Refusal::Role && masked == Refusal::Role {
                    Refusal::Role
                } else {
                    Refusal::Scope
                }
            }),
    }
}

/// Where an event stands today.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum EventState {
    /// Taking sign-ups, seats left.
    Open,
    /// Taking sign-ups, but no seat left (a cancel frees some).
    Full,
    /// Sign-ups closed; the event is still to come or under way.
    Closed,
    /// Over.
    Ended,
}

/// A camping event as the console lists it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleCampingEvent {
    pub id: String,
    pub title: String,
    pub place_id: String,
    /// Empty if the content no longer has the campsite.
    pub place_name: String,
    pub county_name: String,
    /// First and last day, `YYYY-MM-DD`.
    pub starts: String,
    pub ends: String,
    /// Sign-ups close at the end of this day (Shanghai).
    pub signup_until: String,
    /// Seats (people).
    pub capacity: u32,
    /// People in live sign-ups.
    pub seats_taken: i64,
    pub seats_left: i64,
    /// Live sign-ups (parties).
    pub signups: i64,
    pub max_party: u32,
    pub state: EventState,
    /// How this operator sees its contact numbers.
    pub phones: Phones,
}

fn console_event(
    snap: &Snapshot,
    e: &Event,
    taken: i64,
    signups: i64,
    today: &str,
    phones: Phones,
) -> ConsoleCampingEvent {
    let place = snap
        .place_by_id
        .get(&e.place_id)
        .map(|&i| &snap.places[i as usize]);
    let seats_left = (i64::from(e.capacity) - taken).max(0);
    let state = if e.open_on(today) {
        if seats_left == 0 {
            EventState::Full
        } else {
            EventState::Open
        }
    } else if today <= e.ends.as_str() {
        EventState::Closed
    } else {
        EventState::Ended
    };
    ConsoleCampingEvent {
        id: e.id.clone(),
        title: e.title.clone(),
        place_id: e.place_id.clone(),
        place_name: place.map(|p| p.name.zh.clone()).unwrap_or_default(),
        county_name: place
            .and_then(|p| snap.county_by_code.get(&p.county_code))
            .map(|c| c.name.zh.clone())
            .unwrap_or_default(),
        starts: e.starts.clone(),
        ends: e.ends.clone(),
        signup_until: e.signup_until.clone(),
        capacity: e.capacity,
        seats_taken: taken,
        seats_left,
        signups,
        max_party: e.max_party,
        state,
        phones,
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ConsoleCampingEvents {
    /// The events this operator answers for, soonest first.
    pub list: Vec<ConsoleCampingEvent>,
}

async fn counts(s: &CampingState) -> ApiResult<(HashMap<String, i64>, HashMap<String, i64>)> {
    let taken = store::taken(&s.db)
        .await
        .map_err(anyhow::Error::from)?
        .into_iter()
        .collect();
    let signups = store::active_counts(&s.db)
        .await
        .map_err(anyhow::Error::from)?
        .into_iter()
        .collect();
    Ok((taken, signups))
}

/// The camping events this operator answers for (all for a province admin, those at
/// campsites in their city or county for an editor), with capacity, seats taken and left,
/// live sign-ups and where each stands. 40300 for moderators and analysts.
#[utoipa::path(get, path = "/ver3/api/admin/v1/camping/events", tag = "operators",
    security(("operator_session" = [])),
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "The events; 40300 for a role that reads no sign-ups", body = Envelope<ConsoleCampingEvents>)))]
pub async fn console_camping_events(
    State(s): State<CampingState>,
    op: Operator,
) -> ApiResult<Json<Envelope<ConsoleCampingEvents>>> {
    if phones(&op, None) == Err(Refusal::Role) {
        return Err(Refusal::Role.into());
    }
    let (taken, signups) = counts(&s).await?;
    let snap = s.content.snapshot();
    let today = shanghai_day(now_ms());
    let list = s
        .events
        .iter()
        .filter_map(|e| {
            let p = phones(&op, region(&snap, e).as_ref()).ok()?;
            Some(console_event(
                &snap,
                e,
                taken.get(&e.id).copied().unwrap_or(0),
                signups.get(&e.id).copied().unwrap_or(0),
                &today,
                p,
            ))
        })
        .collect();
    Ok(ok(ConsoleCampingEvents { list }))
}

/// One sign-up as the console shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleSignup {
    pub id: i64,
    /// People in the party.
    pub party: i64,
    /// In full for the organiser, else `138****5678`.
    pub phone: String,
    pub state: SignupState,
    /// RFC 3339, Shanghai.
    pub created_at: String,
    pub cancelled_at: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ConsoleSignups {
    pub event: ConsoleCampingEvent,
    /// Live and cancelled, in the order they came.
    pub list: Vec<ConsoleSignup>,
    pub total: u64,
    pub page: u32,
    pub size: u32,
}

/// One event's sign-ups, live and cancelled, in the order they came, a page at a time:
/// party, contact number, when made and cancelled. The number is in full for province
/// admins and the city editor of the campsite's city, each such page audited as
/// `camping.signups_read`; masked for the county editor of its county. 40300 for other
/// roles and regions, 40400 for an unknown event.
#[utoipa::path(get, path = "/ver3/api/admin/v1/camping/events/{id}/signups", tag = "operators",
    security(("operator_session" = [])),
    params(("id" = String, Path, description = "The event's id", pattern = "^[a-z0-9-]{1,64}$"), PageQuery),
    extensions(("x-codes" = json!([40300, 40400]))),
    responses((status = 200, description = "One page of the event's sign-ups; 40300 without the role or outside the region, 40400 unknown event", body = Envelope<ConsoleSignups>)))]
pub async fn console_camping_signups(
    State(s): State<CampingState>,
    op: Operator,
    id: Result<Path<String>, PathRejection>,
    ApiQuery(q): ApiQuery<PageQuery>,
) -> ApiResult<Json<Envelope<ConsoleSignups>>> {
    if phones(&op, None) == Err(Refusal::Role) {
        return Err(Refusal::Role.into());
    }
    let e = event_of(&s, id)?;
    let snap = s.content.snapshot();
    let shown = phones(&op, region(&snap, e).as_ref()).map_err(ApiError::from)?;
    let page = q.page();
    let (rows, total) = store::of_event(&s.db, &e.id, page.offset() as i64, i64::from(page.size))
        .await
        .map_err(anyhow::Error::from)?;
    if shown == Phones::Full && !rows.is_empty() {
        // Before the numbers leave: no full number is ever shown without its row.
        let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
        audit::record(
            &s.db,
            &op.actor(),
            "camping.signups_read",
            Target::new("camping_event", &e.id),
            None,
            Some(json!({"signups": ids, "page": page.page, "size": page.size})),
        )
        .await
        .map_err(anyhow::Error::from)?;
    }
    let (taken, signups) = counts(&s).await?;
    let event = console_event(
        &snap,
        e,
        taken.get(&e.id).copied().unwrap_or(0),
        signups.get(&e.id).copied().unwrap_or(0),
        &shanghai_day(now_ms()),
        shown,
    );
    let list = rows
        .iter()
        .map(|r| ConsoleSignup {
            id: r.id,
            party: r.party,
            phone: match shown {
                Phones::Full => r.phone.clone(),
                Phones::Masked => masked(&r.phone),
            },
            state: if r.state == "active" {
                SignupState::Active
            } else {
                SignupState::Cancelled
            },
            created_at: rfc3339_shanghai(r.created_ms),
            cancelled_at: r.cancelled_ms.map(rfc3339_shanghai),
        })
        .collect();
    Ok(ok(ConsoleSignups {
        event,
        list,
        total: total as u64,
        page: page.page,
        size: page.size,
    }))
}

/// The sign-up named in the path: 40000 naming `signupId` unless 1–18 digits (a well-formed
/// id nobody has is 40400 later).
fn signup_id(p: Result<Path<(String, String)>, PathRejection>) -> Result<(String, i64), ApiError> {
    let Ok(Path((event, id))) = p else {
        return Err(ApiError::invalid(
            "id",
            "参数 id 须为 1 到 64 个小写字母、数字或 -",
        ));
    };
    match id.parse::<i64>() {
        Ok(n)
            if n >= 1 && (1..=18).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_digit()) =>
        {
            Ok((event, n))
        }
        _ => Err(ApiError::invalid("signupId", "参数 signupId 须为正整数")),
    }
}

/// The organiser cancels a sign-up (the visitor cannot come, a double booking, a wrong
/// number): marked cancelled, its seats given back and the audit row
/// (`camping.signup_cancel`) written in one transaction. The organiser only (province admins,
/// the city editor of the campsite's city). 40300 for others and once the event has ended,
/// 40400 unknown event or sign-up, 40900 already cancelled.
#[utoipa::path(delete, path = "/ver3/api/admin/v1/camping/events/{id}/signups/{signupId}", tag = "operators",
    security(("operator_session" = [])),
    params(
        ("id" = String, Path, description = "The event's id", pattern = "^[a-z0-9-]{1,64}$"),
        ("signupId" = String, Path, description = "The sign-up's id", pattern = "^[1-9][0-9]{0,17}$")),
    extensions(("x-codes" = json!([40300, 40400, 40900]))),
    responses((status = 200, description = "The cancelled sign-up and the event's seats; 40300 not the organiser or the event is over, 40400 unknown event or sign-up, 40900 already cancelled", body = Envelope<CancelledSignup>)))]
pub async fn console_cancel_camping_signup(
    State(s): State<CampingState>,
    op: Operator,
    ids: Result<Path<(String, String)>, PathRejection>,
) -> ApiResult<Json<Envelope<CancelledSignup>>> {
    if phones(&op, None) == Err(Refusal::Role) {
        return Err(Refusal::Role.into());
    }
    let (event, id) = signup_id(ids)?;
    let e = event_of(&s, Ok(Path(event)))?;
    let snap = s.content.snapshot();
    may(&op, Action::HandleSignups, region(&snap, e).as_ref())?;
    let today = shanghai_day(now_ms());
    if today.as_str() > e.ends.as_str() {
        return Err(ApiError::Forbidden("活动已结束".into()));
    }
    let r = match store::cancel_by_organiser(&s.db, &e.id, id, &op.actor(), now_ms())
        .await
        .map_err(anyhow::Error::from)?
    {
        store::OrganiserCancel::Done(r) => r,
        store::OrganiserCancel::AlreadyCancelled => {
            return Err(ApiError::Conflict("这条报名已取消".into()));
        }
        store::OrganiserCancel::Unknown => {
            return Err(ApiError::NotFound("这个活动没有这条报名".into()));
        }
    };
    let (taken, signups) = counts(&s).await?;
    Ok(ok(CancelledSignup {
        signup: ConsoleSignup {
            id: r.id,
            party: r.party,
            phone: r.phone.clone(),
            state: SignupState::Cancelled,
            created_at: rfc3339_shanghai(r.created_ms),
            cancelled_at: r.cancelled_ms.map(rfc3339_shanghai),
        },
        event: console_event(
            &snap,
            e,
            taken.get(&e.id).copied().unwrap_or(0),
            signups.get(&e.id).copied().unwrap_or(0),
            &today,
            Phones::Full,
        ),
    }))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CancelledSignup {
    /// The sign-up, now cancelled.
    pub signup: ConsoleSignup,
    /// The event with the seats given back.
    pub event: ConsoleCampingEvent,
}
