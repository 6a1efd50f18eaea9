//! `POST /ver3/api/v3/camping/events/{id}/signup`: sign up for a camping event.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Bounded, Envelope,
    auth::AuthUser,
    envelope::ErrorEnvelope,
    extract::ApiJson,
    ok,
    time::{now_ms, shanghai_day},
};

use super::{
    CampingState, event_of,
    view::{CampingEvent, MySignup, camping_event, my_signup},
};
use crate::{
    events::{Event, MAX_PARTY},
    store::{self, Signup, Taken},
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SignupBody {
    /// Names this press: the same key again answers the first sign-up and takes nothing.
    #[schema(pattern = "^[A-Za-z0-9._:-]{1,64}$", min_length = 1, max_length = 64)]
    pub key: String,
    /// People coming, the visitor included (at most the event's `maxParty`).
    #[schema(value_type = u32, minimum = 1, maximum = 10)]
    pub party: Bounded<1, MAX_PARTY>,
    /// A mainland mobile number the organiser can call.
    #[schema(pattern = "^1[3-9][0-9]{9}$", min_length = 11, max_length = 11)]
    pub phone: String,
}

fn key_ok(k: &str) -> bool {
    (1..=64).contains(&k.len())
        && k.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b".:_-".contains(&b))
}

fn phone_ok(p: &str) -> bool {
    let b = p.as_bytes();
    b.len() == 11
        && b[0] == b'1'
        && (b'3'..=b'9').contains(&b[1])
        && b.iter().all(u8::is_ascii_digit)
}

/// What a sign-up press came to.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignupAnswer {
    pub signup: MySignup,
    /// The event with its seats after this sign-up.
    pub event: CampingEvent,
    /// True when the key had been used: the first sign-up's answer again, nothing taken.
    pub replayed: bool,
}

async fn answer(
    s: &CampingState,
    e: &Event,
    row: &Signup,
    replayed: bool,
) -> ApiResult<SignupAnswer> {
    let taken = store::taken_of(&s.db, &e.id)
        .await
        .map_err(anyhow::Error::from)?;
    let active = store::active(&s.db, &row.user_id, &e.id)
        .await
        .map_err(anyhow::Error::from)?;
    let today = shanghai_day(now_ms());
    Ok(SignupAnswer {
        signup: my_signup(row),
        event: camping_event(&s.content.snapshot(), e, taken, &today, active.as_ref()),
        replayed,
    })
}

/// Sign up for a camping event with a party and a contact number: the seats are taken in
/// the same transaction that records the sign-up, only if that many are left, so the event
/// never overfills. One active sign-up per visitor per event; the same `key` again answers
/// the first sign-up. Refused with nothing taken: 40900 when the seats left are too few
/// (已满), the visitor has signed up already, the party is larger than the event allows, or
/// the key named another sign-up; 40300 after sign-ups closed; 40400 for an unknown event.
#[utoipa::path(post, path = "/ver3/api/v3/camping/events/{id}/signup", tag = "camping",
    security(("bearer" = [])), request_body = SignupBody,
    params(("id" = String, Path, description = "The event's id", pattern = "^[a-z0-9-]{1,64}$")),
    extensions(("x-codes" = json!([40300, 40400, 40900]))),
    responses((status = 200, description = "The sign-up and the event's seats; 40900 full, signed up already, party too large or key used for another sign-up; 40300 sign-ups closed; 40400 unknown event",
        body = Envelope<SignupAnswer>),
        (status = 429, description = "Too many sign-ups from this visitor", body = ErrorEnvelope)))]
pub async fn sign_up(
    State(s): State<CampingState>,
    user: AuthUser,
    id: Result<Path<String>, PathRejection>,
    ApiJson(body): ApiJson<SignupBody>,
) -> ApiResult<Json<Envelope<SignupAnswer>>> {
    let e = event_of(&s, id)?;
    if !key_ok(&body.key) {
        return Err(ApiError::invalid(
            "key",
            "参数 key 须为 1 到 64 个字母、数字或 . _ : -",
        ));
    }
    if !phone_ok(&body.phone) {
        return Err(ApiError::invalid("phone", "请填写 11 位手机号码"));
    }
    s.limiter.check(&user.uid).await?;
    let db_err = |e: sqlx::Error| ApiError::from(anyhow::Error::from(e));
    // A press seen before answers as it did, whatever the seats are now.
    if let Some(row) = store::by_key(&s.db, &user.uid, &body.key)
        .await
        .map_err(db_err)?
    {
        return replay(&s, e, &row).await;
    }
    if !e.open_on(&shanghai_day(now_ms())) {
        return Err(ApiError::Forbidden(format!(
            "报名已于 {} 截止",
            e.signup_until
        )));
    }
    let party = body.party.get();
    if party > e.max_party {
        return Err(ApiError::Conflict(format!(
            "每次报名最多 {} 人",
            e.max_party
        )));
    }
    if store::active(&s.db, &user.uid, &e.id)
        .await
        .map_err(db_err)?
        .is_some()
    {
        return Err(signed_up_already());
    }
    let taken = store::sign_up(
        &s.db,
        &e.id,
        &user.uid,
        &body.key,
        i64::from(party),
        &body.phone,
        now_ms(),
    )
    .await
    .map_err(db_err)?;
    match taken {
        Taken::Done(row) => Ok(ok(answer(&s, e, &row, false).await?)),
        Taken::Full => Err(ApiError::Conflict("已满：剩余名额不够这次报名".into())),
        // Lost a race: to the same press (answer it) or to another sign-up of theirs.
        Taken::Conflict => match store::by_key(&s.db, &user.uid, &body.key)
            .await
            .map_err(db_err)?
        {
            Some(row) => replay(&s, e, &row).await,
            None => Err(signed_up_already()),
        },
    }
}

async fn replay(
    s: &CampingState,
    e: &Event,
    row: &Signup,
) -> ApiResult<Json<Envelope<SignupAnswer>>> {
    if row.event_id != e.id {
        return Err(ApiError::Conflict("这个 key 已用于另一次报名".into()));
    }
    Ok(ok(answer(s, e, row, true).await?))
}

fn signed_up_already() -> ApiError {
    ApiError::Conflict("你已报名这个活动".into())
}
