//! `GET /ver3/api/v3/stamps/{id}/me`: the visitor's stamps on a card.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{ApiResult, Envelope, auth::AuthUser, ok};

use youzhe_campaigns::credited::CreditedChance;

use super::{StampsState, card_of};
use crate::store;

/// One stamp the visitor has.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyStamp {
    pub place_id: String,
    /// When it was stamped (Unix milliseconds).
    pub stamped_at: i64,
    /// How far from the place the visitor was, in metres.
    pub distance_m: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyStamps {
    pub campaign_id: String,
    /// Places of the card stamped.
    pub collected: i64,
    /// Places on the card.
    pub total: i64,
    pub full: bool,
    /// Oldest first.
    pub stamps: Vec<MyStamp>,
    /// Only once the card is full: what its chance did.
    pub chance: Option<CreditedChance>,
}

pub fn chance_of(text: Option<&str>) -> Option<CreditedChance> {
    text.and_then(|t| serde_json::from_str(t).ok())
}

/// The visitor's stamps on a card, how many of its places they hold, and, once it is full,
/// what its draw chance did. 40400 for a campaign with no stamp card.
#[utoipa::path(get, path = "/ver3/api/v3/stamps/{id}/me", tag = "stamps",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The stamp campaign's id", pattern = "^[a-z0-9-]{1,64}$")),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The visitor's stamps; 40400 for a campaign with no stamp card", body = Envelope<MyStamps>)))]
pub async fn my_stamps(
    State(s): State<StampsState>,
    user: AuthUser,
    id: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<MyStamps>>> {
    let (id, card) = card_of(&s, id)?;
    let rows = store::mine(&s.db, &id, &user.uid)
        .await
        .map_err(anyhow::Error::from)?;
    let on_card: Vec<_> = rows
        .into_iter()
        .filter(|r| card.iter().any(|c| c.place == r.place_id))
        .collect();
    let chance = on_card.iter().find_map(|r| chance_of(r.chance.as_deref()));
    let collected = on_card.len() as i64;
    let total = card.len() as i64;
    Ok(ok(MyStamps {
        campaign_id: id,
        collected,
        total,
        full: collected >= total,
        stamps: on_card
            .into_iter()
            .map(|r| MyStamp {
                place_id: r.place_id,
                stamped_at: r.at_ms,
                distance_m: r.distance_m,
            })
            .collect(),
        chance,
    }))
}
