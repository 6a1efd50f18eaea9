//! The visitor's own prizes: the list, one prize with its delivery address, and giving
//! the address. Another visitor's prize answers 40400, as one that does not exist.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use youzhe_core::{
    ApiError, ApiResult, Envelope,
    auth::AuthUser,
    envelope::ErrorEnvelope,
    extract::{ApiJson, ApiQuery},
    ok,
    page::{PageQuery, Paged},
    time::now_ms,
};

use super::{
    CampaignsState,
    input::{self, AddressBody, win_id},
    view::MyPrize,
};
use crate::wins::{self, Change, WinRow};

fn not_found() -> ApiError {
    ApiError::NotFound("没有这个奖品".into())
}

/// The visitor's prize `id`, or 40400 (also for another visitor's).
async fn own(s: &CampaignsState, uid: &str, id: i64) -> ApiResult<WinRow> {
    wins::by_id(&s.db, id)
        .await
        .map_err(anyhow::Error::from)?
        .filter(|w| w.user_id == uid)
        .ok_or_else(not_found)
}

/// The visitor's prizes from every campaign and shop, newest first, each with its code,
/// QR payload and state (`won` → `address_given` → `shipped`, or `redeemed`; `expired`).
/// Addresses are not in the list: read one prize for its address. Each names the page its
/// campaign opens on.
#[utoipa::path(get, path = "/ver3/api/v3/prizes/mine", tag = "campaigns",
    security(("bearer" = [])), params(PageQuery),
    responses((status = 200, description = "One page of the visitor's prizes", body = Envelope<Paged<MyPrize>>)))]
pub async fn my_prizes(
    State(s): State<CampaignsState>,
    user: AuthUser,
    ApiQuery(q): ApiQuery<PageQuery>,
) -> ApiResult<Json<Envelope<Paged<MyPrize>>>> {
    let page = q.page();
    let (rows, total) = wins::mine(
        &s.db,
        &user.uid,
        i64::from(page.size),
        i64::try_from(page.offset()).unwrap_or(i64::MAX),
    )
    .await
    .map_err(anyhow::Error::from)?;
    let now = now_ms();
    let pages = crate::page::of_all(&s.db)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(ok(Paged {
        list: rows
            .iter()
            .map(|w| MyPrize {
                page: pages.get(&w.campaign_id).copied(),
                ..MyPrize::of(w, None, now)
            })
            .collect(),
        total: u64::try_from(total).unwrap_or(0),
        page: page.page,
        size: page.size,
    }))
}

/// One of the visitor's prizes with its delivery address (only its winner reads it here;
/// prize staff read it through the operators' API). 40400 for any other id.
#[utoipa::path(get, path = "/ver3/api/v3/prizes/{id}", tag = "campaigns",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The prize's id from my prizes", minimum = 1)),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The prize; 40400 when it is not the visitor's", body = Envelope<MyPrize>)))]
pub async fn my_prize(
    State(s): State<CampaignsState>,
    user: AuthUser,
    id: Result<Path<i64>, PathRejection>,
) -> ApiResult<Json<Envelope<MyPrize>>> {
    let w = own(&s, &user.uid, win_id(id)?).await?;
    let a = wins::address(&s.db, w.id)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(ok(MyPrize::of(&w, a, now_ms())))
}

/// Give (or correct, until it is shipped) the delivery address of a physical prize: name,
/// mainland mobile, address; the prize moves to `address_given`. 40400 when the prize is
/// not the visitor's; 40900 when it is not physical, already shipped or redeemed, or
/// expired. Bad fields: 40000 naming the field, nothing written.
#[utoipa::path(put, path = "/ver3/api/v3/prizes/{id}/address", tag = "campaigns",
    security(("bearer" = [])), request_body = AddressBody,
    params(("id" = i64, Path, description = "The prize's id from my prizes", minimum = 1)),
    extensions(("x-codes" = json!([40400, 40900]))),
    responses((status = 200, description = "The prize with its address; 40400 not the visitor's, 40900 takes no address now",
        body = Envelope<MyPrize>),
        (status = 429, description = "Too many requests from this visitor", body = ErrorEnvelope)))]
pub async fn give_prize_address(
    State(s): State<CampaignsState>,
    user: AuthUser,
    id: Result<Path<i64>, PathRejection>,
    ApiJson(body): ApiJson<AddressBody>,
) -> ApiResult<Json<Envelope<MyPrize>>> {
    s.limiter.check(&user.uid).await?;
    let id = win_id(id)?;
    let a = input::address(body)?;
    let w = own(&s, &user.uid, id).await?;
    if wins::give_address(&s.db, &user.uid, w.id, &a)
        .await
        .map_err(anyhow::Error::from)?
        == Change::NotNow
    {
        return Err(ApiError::Conflict(
            "这个奖品现在不能填写地址（不是实物、已发货或已兑换、或已过期）".into(),
        ));
    }
    let w = own(&s, &user.uid, id).await?;
    Ok(ok(MyPrize::of(&w, Some(a), now_ms())))
}
