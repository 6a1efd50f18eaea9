//! `POST /ver3/api/v3/stamps/{id}/checkins`: a check-in at a place of the card, stamped
//! once when the visitor is within 500 m of it.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_campaigns::{
    credited::CreditedChance,
    engine::open_at,
    locks::TurnTx,
    refusal::Refusal,
    store as campaigns,
    words::{CARD_FULL, CHECKIN_RADIUS_M},
};
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::AuthUser, envelope::ErrorEnvelope, extract::ApiJson, ok,
    time::now_ms,
};
use youzhe_geo::{LatLng, haversine_m};
use youzhe_points::rules::{KeyText, key_ok};

use super::{StampsState, card_of, me::chance_of};
use crate::{cards::StopConfig, store};

/// The deed a full card earns by: one per card and visitor.
const CARD_DEED: &str = "card";

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct CheckinBody {
    /// The place of the card checked in at (its id in the content).
    #[schema(min_length = 1, max_length = 128)]
    pub place_id: String,
    /// Where the visitor is (GCJ-02, from the app's location chain).
    #[schema(minimum = -90, maximum = 90)]
    pub lat: f64,
    #[schema(minimum = -180, maximum = 180)]
    pub lng: f64,
    /// Names this press: the same key again answers the first result and changes nothing.
    #[schema(value_type = KeyText)]
    pub key: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[allow(dead_code, reason = "only its schema is used")]
pub enum CheckinOutcome {
    /// This check-in stamped the place.
    Stamped,
    /// The place was stamped before (by another press): nothing changed.
    Already,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckinAnswer {
    /// The place stamped (for a replayed key, the place of the first press).
    pub place_id: String,
    #[schema(value_type = CheckinOutcome)]
    pub outcome: String,
    /// True when the key was seen before: the first press's stamp, nothing new.
    pub replayed: bool,
    pub stamped_at: i64,
    /// How far from the place the stamping check-in was, in metres.
    pub distance_m: i64,
    pub collected: i64,
    pub total: i64,
    pub full: bool,
    /// Only on the stamp that filled the card: what its draw chance did.
    pub chance: Option<CreditedChance>,
}

/// Check in at a place of the card with the visitor's position. Stamped once per place:
/// a place stamped before answers `already`, the same key again answers the first result
/// (`replayed`). When this stamp fills the card, the campaign's `card_full` chance is
/// credited in the same transaction (`chance`). 40300 when the position is farther than
/// 500 m from the place (the message gives the distance), for a place not on the card, or
/// outside the campaign's window; 40400 for a campaign with no card or an unknown place.
#[utoipa::path(post, path = "/ver3/api/v3/stamps/{id}/checkins", tag = "stamps",
    security(("bearer" = [])), request_body = CheckinBody,
    params(("id" = String, Path, description = "The stamp campaign's id", pattern = "^[a-z0-9-]{1,64}$")),
    extensions(("x-codes" = json!([40300, 40400]))),
    responses((status = 200, description = "The stamp; 40000 naming `placeId`, `lat`, `lng` or `key`, 40300 when too far (with the distance), for a place not on the card or outside the window, 40400 for a campaign with no card or an unknown place",
        body = Envelope<CheckinAnswer>),
        (status = 429, description = "Too many check-ins from this visitor", body = ErrorEnvelope)))]
pub async fn check_in(
    State(s): State<StampsState>,
    user: AuthUser,
    id: Result<Path<String>, PathRejection>,
    ApiJson(body): ApiJson<CheckinBody>,
) -> ApiResult<Json<Envelope<CheckinAnswer>>> {
    s.limiter.check(&user.uid).await?;
    let (id, card) = card_of(&s, id)?;
    if !key_ok(&body.key) {
        return Err(ApiError::invalid(
            "key",
            "参数 key 须为 1 到 64 个字母、数字或 . _ : -",
        ));
    }
    if !(1..=128).contains(&body.place_id.chars().count()) {
        return Err(ApiError::invalid(
            "placeId",
            "参数 placeId 须为 1 到 128 个字",
        ));
    }
    if !(-90.0..=90.0).contains(&body.lat) {
        return Err(ApiError::invalid("lat", "纬度须在 −90 到 90 之间"));
    }
    if !(-180.0..=180.0).contains(&body.lng) {
        return Err(ApiError::invalid("lng", "经度须在 −180 到 180 之间"));
    }
    let here = LatLng::new(body.lat, body.lng)
        .ok_or_else(|| ApiError::invalid("lat", "位置坐标不正确"))?;
    let db = |e: sqlx::Error| ApiError::from(anyhow::Error::from(e));
    let snap = s.content.snapshot();
    let place = snap
        .place_by_id
        .get(&body.place_id)
        .and_then(|&i| snap.places.get(i as usize))
        .ok_or_else(|| ApiError::NotFound("没有这个地点".into()))?;
    if !card.iter().any(|c| c.place == place.id) {
        return Err(ApiError::Forbidden(format!(
            "{}不在这张集章卡上",
            place.name.zh
        )));
    }
    // The same key answers the first press's stamp, whatever it is asked now.
    if let Some(row) = store::by_key(&s.db, &id, &user.uid, &body.key)
        .await
        .map_err(db)?
    {
        return answer(&s, &id, &card, &user.uid, row, "stamped", true).await;
    }
    let now = now_ms();
    let c = campaigns::campaign(&s.db, &id)
        .await
        .map_err(anyhow::Error::from)?
        .ok_or(Refusal::NoCampaign)?;
    open_at(&c, now)?;
    let at = LatLng::new(place.location.lat, place.location.lng)
        .ok_or_else(|| ApiError::Forbidden(format!("{}没有位置，无法打卡", place.name.zh)))?;
    let d = haversine_m(here, at);
    if d > CHECKIN_RADIUS_M {
        return Err(ApiError::Forbidden(format!(
            "距离{}约 {}，需在 {:.0} 米内打卡",
            place.name.zh,
            distance_text(d),
            CHECKIN_RADIUS_M
        )));
    }
    // Stamped before under another key: nothing to write.
    if let Some(row) = store::at_place(&s.db, &id, &user.uid, &place.id)
        .await
        .map_err(db)?
    {
        return answer(&s, &id, &card, &user.uid, row, "already", false).await;
    }
    // The stamp and the full card's chance commit together, within the visitor's turn in
    // the campaign (shared with its draws).
    let mut t = s.turns.begin(&s.db, &id, &[&user.uid], now).await?;
    let new = store::NewStamp {
        campaign: &id,
        user: &user.uid,
        place: &place.id,
        key: &body.key,
        lat: body.lat,
        lng: body.lng,
        distance_m: d.round() as i64,
        now,
    };
    let wrote = store::insert_in(t.conn(), &new).await.map_err(db)?;
    if wrote {
        let have = store::places_in(t.conn(), &id, &user.uid)
            .await
            .map_err(db)?;
        if card.iter().all(|c| have.contains(&c.place)) {
            let chance = earn(&mut t, &id, &user.uid, now).await?;
            let text = serde_json::to_string(&chance).map_err(anyhow::Error::from)?;
            store::keep_chance_in(t.conn(), &id, &user.uid, &place.id, &text)
                .await
                .map_err(db)?;
        }
    }
    t.commit().await.map_err(db)?;
    // Not written: a concurrent press took the key or the place first.
    if let Some(row) = store::by_key(&s.db, &id, &user.uid, &body.key)
        .await
        .map_err(db)?
    {
        let replayed = !wrote;
        return answer(&s, &id, &card, &user.uid, row, "stamped", replayed).await;
    }
    let row = store::at_place(&s.db, &id, &user.uid, &place.id)
        .await
        .map_err(db)?
        .ok_or_else(|| anyhow::anyhow!("a stamp neither written nor found"))?;
    answer(&s, &id, &card, &user.uid, row, "already", false).await
}

/// A distance as a visitor reads it: metres below 10 km (`1668 米`), kilometres beyond
/// (`141.7 公里`).
fn distance_text(m: f64) -> String {
    if m < 10_000.0 {
        format!("{m:.0} 米")
    } else {
        format!("{:.1} 公里", m / 1000.0)
    }
}

/// The answer for a stamp as stored, with the visitor's count on the card.
async fn answer(
    s: &StampsState,
    campaign: &str,
    card: &[StopConfig],
    uid: &str,
    row: store::StampRow,
    outcome: &str,
    replayed: bool,
) -> ApiResult<Json<Envelope<CheckinAnswer>>> {
    let rows = store::mine(&s.db, campaign, uid)
        .await
        .map_err(anyhow::Error::from)?;
    let collected = rows
        .iter()
        .filter(|r| card.iter().any(|c| c.place == r.place_id))
        .count() as i64;
    let total = card.len() as i64;
    Ok(ok(CheckinAnswer {
        chance: if outcome == "stamped" {
            chance_of(row.chance.as_deref())
        } else {
            None
        },
        place_id: row.place_id,
        outcome: outcome.into(),
        replayed,
        stamped_at: row.at_ms,
        distance_m: row.distance_m,
        collected,
        total,
        full: collected >= total,
    }))
}

/// The full card's chance through the campaign engine, in the stamp's transaction: once per
/// card (the deed), however often asked.
async fn earn(
    t: &mut TurnTx<'_>,
    campaign: &str,
    uid: &str,
    now: i64,
) -> ApiResult<CreditedChance> {
    let key = format!("stamps:{CARD_DEED}");
    let answer = t
        .earn(uid, campaign, CARD_FULL, CARD_DEED, &key, now)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(CreditedChance::of(
        campaign,
        answer,
        "今天集章获得的抽奖机会已达上限",
    ))
}

#[cfg(test)]
mod tests {
    use super::distance_text;

    #[test]
    fn far_distances_read_in_kilometres() {
        assert_eq!(distance_text(1668.4), "1668 米");
        assert_eq!(distance_text(141_707.0), "141.7 公里");
    }
}
