//! Uploading a coupon prize's code pool from the console (`crate::pool`): the console reads
//! the partner's file (one code a line) and sends the codes; the server checks each.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::{ApiError, ApiResult, Envelope, extract::ApiJson, ok, time::now_ms};
use youzhe_operators::{Action, Operator, may};

use super::CampaignsState;
use crate::{
    config::id_ok,
    pool::{self, MAX_UPLOAD, PoolRefused},
};

/// Codes to add to a coupon prize's pool.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CodesBody {
    /// 1–5000 codes, each 1–64 letters, digits, `-` or `_`, none twice and none already in
    /// the pool.
    #[schema(min_items = 1, max_items = 5000)]
    pub codes: Vec<String>,
}

/// The pool after the upload.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PrizeCodes {
    pub prize_id: String,
    pub added: i64,
    /// Codes not given yet: the prize's stock left follows them.
    pub free: i64,
    /// Codes given with wins.
    pub given: i64,
}

fn code_ok(c: &str) -> bool {
    (1..=64).contains(&c.len())
        && c.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Adds codes to a coupon prize's pool: each win of the prize then gives the next free code
/// (the visitor's prize shows it as `couponCode`), and the prize's stock left becomes the
/// free codes. Province admins. Audited as `campaign.codes`. 40000 names the bad code
/// (`codes[i]`), one already in the pool, or a prize that is not a coupon; nothing is
/// written then.
#[utoipa::path(post, path = "/ver3/api/admin/v1/campaigns/{id}/prizes/{prizeId}/codes", tag = "operators",
    security(("operator_session" = [])),
    params(("id" = String, Path, description = "The campaign's id", pattern = "^[a-z0-9-]{1,64}$"),
        ("prizeId" = String, Path, description = "The prize's id", pattern = "^[a-z0-9-]{1,64}$")),
    request_body = CodesBody,
    extensions(("x-codes" = json!([40000, 40300, 40400]))),
    responses((status = 200, description = "The pool; 40000 naming `codes[i]`, `codes` or `prizeId`, 40300 not a province admin, 40400 unknown campaign or prize", body = Envelope<PrizeCodes>)))]
pub async fn add_prize_codes(
    State(s): State<CampaignsState>,
    op: Operator,
    ids: Result<Path<(String, String)>, PathRejection>,
    ApiJson(b): ApiJson<CodesBody>,
) -> ApiResult<Json<Envelope<PrizeCodes>>> {
    may(&op, Action::EditCampaigns, None)?;
    let Ok(Path((id, prize))) = ids else {
        return Err(ApiError::invalid(
            "id",
            "参数 id 须为 1 到 64 个小写字母、数字或 -",
        ));
    };
    if !id_ok(&id) {
        return Err(ApiError::invalid(
            "id",
            "参数 id 须为 1 到 64 个小写字母、数字或 -",
        ));
    }
    if !id_ok(&prize) {
        return Err(ApiError::invalid(
            "prizeId",
            "参数 prizeId 须为 1 到 64 个小写字母、数字或 -",
        ));
    }
    if b.codes.is_empty() || b.codes.len() > MAX_UPLOAD {
        return Err(ApiError::invalid("codes", "一次上传 1 到 5000 个券码"));
    }
    let mut seen = std::collections::HashSet::new();
    let mut codes = Vec::with_capacity(b.codes.len());
    for (i, c) in b.codes.iter().enumerate() {
        let c = c.trim();
        if !code_ok(c) {
            return Err(ApiError::invalid(
                format!("codes[{i}]"),
                "券码须为 1 到 64 个字母、数字、- 或 _",
            ));
        }
        if !seen.insert(c) {
            return Err(ApiError::invalid(
                format!("codes[{i}]"),
                "文件中这个券码出现了两次",
            ));
        }
        codes.push(c.to_string());
    }
    let outcome = {
        let _turn = s.turns.turn(&id, "console").await?;
        pool::add(&s.db, &op.actor(), &id, &prize, &codes, now_ms())
            .await
            .map_err(anyhow::Error::from)?
    };
    match outcome {
        Ok(p) => Ok(ok(PrizeCodes {
            prize_id: prize,
            added: p.added,
            free: p.free,
            given: p.given,
        })),
        Err(PoolRefused::NoPrize) => Err(ApiError::NotFound("这个活动没有此奖品".into())),
        Err(PoolRefused::NotCoupon) => {
            Err(ApiError::invalid("prizeId", "只有券类奖品可以上传券码"))
        }
        Err(PoolRefused::InPool(i)) => Err(ApiError::invalid(
            format!("codes[{i}]"),
            "这个券码已在券码库中",
        )),
    }
}
