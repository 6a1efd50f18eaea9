//! `GET /ver3/api/v3/stamps/{id}`: a stamp campaign's card, for everyone.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_campaigns::{refusal::Refusal, store, words::CARD_FULL};
use youzhe_content::page::PageRoute;
use youzhe_core::{
    ApiResult, Envelope, ok,
    time::{now_ms, rfc3339_shanghai},
};

use super::{StampsState, card_of};

/// A dish of 百县千碗 the food trail eats at a stop.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StopDish {
    pub id: String,
    pub name: String,
    pub description: String,
}

/// One place of the card, in the card's order.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StampStop {
    pub place_id: String,
    /// The app page that shows the place (open it with `?id=`).
    pub page: PageRoute,
    pub name: String,
    pub city: String,
    pub county: String,
    pub address: String,
    /// The place's stored location (GCJ-02): the check-in is measured from here.
    pub lat: f64,
    pub lng: f64,
    pub dish: Option<StopDish>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StampCard {
    pub campaign_id: String,
    pub title: String,
    pub rules: String,
    /// A shipped sample: its prizes are not really given.
    pub sample: bool,
    #[schema(value_type = youzhe_campaigns::words::CampaignStatusWord)]
    pub status: String,
    pub starts_at: String,
    pub ends_at: String,
    /// How near a check-in must be, in metres.
    pub radius_m: i64,
    /// Draw chances a full card earns.
    pub chances_when_full: i64,
    pub stops: Vec<StampStop>,
}

/// A stamp campaign's card: the campaign's window and rules, the draw chances a full card
/// earns, and its places in order with their location (and, on the food trail, the dish
/// eaten there). 40400 for a campaign with no stamp card.
#[utoipa::path(get, path = "/ver3/api/v3/stamps/{id}", tag = "stamps",
    params(("id" = String, Path, description = "The stamp campaign's id", pattern = "^[a-z0-9-]{1,64}$")),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The card; 40400 for a campaign with no stamp card", body = Envelope<StampCard>)))]
pub async fn stamp_card(
    State(s): State<StampsState>,
    id: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<StampCard>>> {
    let (id, card) = card_of(&s, id)?;
    let c = store::campaign(&s.db, &id)
        .await
        .map_err(anyhow::Error::from)?
        .filter(|c| c.visible())
        .ok_or(Refusal::NoCampaign)?;
    let snap = s.content.snapshot();
    let stops = card
        .iter()
        .filter_map(|stop| {
            let p = snap
                .places
                .get(*snap.place_by_id.get(&stop.place)? as usize)?;
            let region = |code: &str| snap.county_by_code.get(code).map(|r| r.name.zh.clone());
            Some(StampStop {
                place_id: p.id.clone(),
                page: PageRoute::of_place(p.kind),
                name: p.name.zh.clone(),
                city: snap
                    .region_by_id
                    .get(&p.city_id)
                    .map(|r| r.name.zh.clone())
                    .unwrap_or_default(),
                county: region(&p.county_code).unwrap_or_default(),
                address: p.address.clone(),
                lat: p.location.lat,
                lng: p.location.lng,
                dish: stop.dish.as_ref().and_then(|d| {
                    snap.dishes.iter().find(|x| &x.id == d).map(|x| StopDish {
                        id: x.id.clone(),
                        name: x.name.zh.clone(),
                        description: x.description.clone(),
                    })
                }),
            })
        })
        .collect();
    Ok(ok(StampCard {
        campaign_id: c.id.clone(),
        title: c.title.clone(),
        rules: c.rules.clone(),
        sample: c.sample,
        status: store::status(&c, now_ms()).into(),
        starts_at: rfc3339_shanghai(c.starts_ms),
        ends_at: rfc3339_shanghai(c.ends_ms),
        radius_m: youzhe_campaigns::words::CHECKIN_RADIUS_M as i64,
        chances_when_full: c
            .tasks
            .iter()
            .find(|t| t.task == CARD_FULL)
            .map_or(0, |t| t.chances),
        stops,
    }))
}
