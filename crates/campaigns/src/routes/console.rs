//! The console's campaigns: every campaign with its window and each prize's stock left and
//! given, for operators who handle prizes or edit campaigns; and a province admin's edit
//! of one (title, window, rules, page layout, each prize's total stock, weight and daily
//! cap, prizes added and taken out), checked field by field and audited in the same
//! transaction (`crate::edit`).

use std::collections::HashMap;

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope, extract::ApiJson, ok, time::now_ms, time::rfc3339_shanghai,
};
use youzhe_operators::{Action, Operator, may};

use super::{CampaignsState, input::campaign_id};
use crate::{
    config::{Festival, check_festival, parse_instant},
    edit::{self, CampaignEdit, EditRefused, NewPrize, PrizeEdit},
    lifecycle::{self, CampaignStateWord},
    page::CampaignPage,
    photos,
    refusal::Refusal,
    store::{self, Campaign},
    words::{CampaignKindWord, CampaignStatusWord, PrizeKindWord},
};

/// Most stock a prize may hold.
const MAX_STOCK: i64 = 1_000_000;

/// A prize as the console shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsolePrize {
    pub id: String,
    pub name: String,
    #[schema(value_type = PrizeKindWord)]
    pub kind: String,
    /// Left plus given: what the console edits.
    pub stock: i64,
    /// Still to be drawn or bought.
    pub left: i64,
    /// Won or bought so far (promised to their winners: the stock never goes below it).
    pub given: i64,
    pub weight: i64,
    /// Given per Shanghai day at most; 0: no cap.
    pub daily_cap: i64,
    /// Points it costs (shop goods; 0 otherwise).
    pub price: i64,
    /// Won but not yet redeemed or shipped, and not expired: what the organiser still owes
    /// (listed when the campaign is closed).
    pub unclaimed: i64,
    /// Its picture's entry as the studio edits it; absent: none.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    pub picture: Option<serde_json::Value>,
}

/// A campaign as the console shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleCampaign {
    pub id: String,
    pub title: String,
    #[schema(value_type = CampaignKindWord)]
    pub kind: String,
    pub sample: bool,
    #[schema(value_type = CampaignStatusWord)]
    pub status: &'static str,
    /// Where it is in its life: a draft and one waiting for approval are the console's only.
    #[schema(value_type = CampaignStateWord)]
    pub state: String,
    /// Created in the console by this operator (their user name); null: loaded from the
    /// content folder.
    pub created_by: Option<String>,
    /// RFC 3339, Asia/Shanghai.
    pub starts_at: String,
    pub ends_at: String,
    pub rules: String,
    /// The generic page's layout: 1 poster (`actives/active1`), 2 task list (`active2`).
    #[schema(minimum = 1, maximum = 2)]
    pub layout: i64,
    /// A generic campaign's festival programme (`actives/suichang`), when it has one.
    pub festival: Option<Festival>,
    /// The page it opens on: by its kind, programme and layout, or the one the area built on
    /// it named (a stamp card's, the photo contest's), so the console can name it as visitors
    /// meet it.
    pub page: CampaignPage,
    pub prizes: Vec<ConsolePrize>,
    /// Its photos as the studio edits them (a content record's `media`); empty: none.
    #[serde(default)]
    pub media: Vec<serde_json::Value>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ConsoleCampaigns {
    /// Soonest ending first.
    pub list: Vec<ConsoleCampaign>,
}

/// One prize's new numbers.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct PrizeEditBody {
    /// A prize of this campaign.
    #[schema(pattern = "^[a-z0-9-]{1,64}$")]
    pub id: String,
    /// The total, left plus given: at least what is given, at most 1 000 000.
    #[schema(minimum = 0, maximum = 1_000_000)]
    pub stock: i64,
    #[schema(minimum = 0, maximum = 1_000_000)]
    pub weight: i64,
    /// 0: no daily cap.
    #[schema(minimum = 0, maximum = 1_000_000)]
    pub daily_cap: i64,
    /// Its picture, one entry as a content record's `media` (alt text required); `null`
    /// takes it away; absent: unchanged.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<Object>, nullable)]
    pub picture: Option<Option<serde_json::Value>>,
}

/// A field sent, `null` included (`Some(None)`); absent is the `default`, `None`.
fn present<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<Option<Option<serde_json::Value>>, D::Error> {
    Option::<serde_json::Value>::deserialize(d).map(Some)
}

/// A prize added to the pool.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct NewPrizeBody {
    /// New to this campaign.
    #[schema(pattern = "^[a-z0-9-]{1,64}$")]
    pub id: String,
    /// 1–60 characters.
    #[schema(min_length = 1, max_length = 60)]
    pub name: String,
    #[schema(value_type = PrizeKindWord)]
    pub kind: String,
    #[schema(minimum = 0, maximum = 1_000_000)]
    pub stock: i64,
    #[schema(minimum = 0, maximum = 1_000_000)]
    pub weight: i64,
    /// 0: no daily cap.
    #[schema(minimum = 0, maximum = 1_000_000)]
    pub daily_cap: i64,
    /// Points it costs: at least 1 for a shop's goods (which are not points), 0 otherwise.
    #[schema(minimum = 0, maximum = 1_000_000)]
    pub price: i64,
    /// Its picture, one entry as a content record's `media` (alt text required); absent: none.
    #[serde(default)]
    #[schema(value_type = Option<Object>)]
    pub picture: Option<serde_json::Value>,
}

/// A campaign's edit: title, window, rules and prizes are required (the console sends the
/// whole form); the layout, prizes to add and prizes to take out may be left out.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct CampaignEditBody {
    /// 1–60 characters.
    #[schema(min_length = 1, max_length = 60)]
    pub title: String,
    /// RFC 3339.
    pub starts_at: String,
    /// RFC 3339, after `startsAt`.
    pub ends_at: String,
    /// The rules page's text, 1–4000 characters.
    #[schema(min_length = 1, max_length = 4000)]
    pub rules: String,
    /// The prizes to change (others stay as they are).
    pub prizes: Vec<PrizeEditBody>,
    /// The generic page's layout (1 poster, 2 task list); absent: unchanged.
    #[serde(default)]
    #[schema(minimum = 1, maximum = 2)]
    pub layout: Option<i64>,
    /// A generic campaign's festival programme, whole (its rules: docs/CAMPAIGN_PAGES.md);
    /// absent: unchanged.
    #[serde(default)]
    pub festival: Option<Festival>,
    /// Prizes to add, at most 20.
    #[serde(default)]
    #[schema(max_items = 20)]
    pub add_prizes: Vec<NewPrizeBody>,
    /// Prizes to take out of the pool: only ones never given (a given prize is stopped
    /// with weight 0 instead).
    #[serde(default)]
    #[schema(max_items = 20, value_type = Vec<PrizeIdText>)]
    pub remove_prizes: Vec<String>,
    /// The campaign's photos, whole, as a content record's `media` (alt text required; the
    /// first is the cover); absent: unchanged; empty: none.
    #[serde(default)]
    #[schema(max_items = 20)]
    pub media: Option<Vec<serde_json::Value>>,
}

youzhe_core::text_schema!(
    /// A prize's id in its campaign.
    PrizeIdText,
    ::utoipa::openapi::ObjectBuilder::new()
        .schema_type(::utoipa::openapi::Type::String)
        .pattern(Some("^[a-z0-9-]{1,64}$"))
        .into()
);

/// What a campaign's prizes stand at: given and unclaimed, by prize id.
struct Counts {
    given: HashMap<String, i64>,
    unclaimed: HashMap<String, i64>,
}

#[allow(clippy::too_many_arguments)]
fn view(
    c: &Campaign,
    (layout, festival): (i64, Option<Festival>),
    named: Option<&str>,
    prizes: &[store::Prize],
    counts: &Counts,
    created_by: Option<String>,
    media: Vec<serde_json::Value>,
    now: i64,
) -> ConsoleCampaign {
    ConsoleCampaign {
        page: CampaignPage::resolve(named, &c.kind, festival.is_some(), layout),
        id: c.id.clone(),
        title: c.title.clone(),
        kind: c.kind.clone(),
        sample: c.sample,
        status: store::status(c, now),
        state: c.state.clone(),
        created_by,
        starts_at: rfc3339_shanghai(c.starts_ms),
        ends_at: rfc3339_shanghai(c.ends_ms),
        rules: c.rules.clone(),
        layout,
        festival,
        media,
        prizes: prizes
            .iter()
            .map(|p| {
                let g = counts.given.get(&p.id).copied().unwrap_or(0);
                ConsolePrize {
                    id: p.id.clone(),
                    name: p.name.clone(),
                    kind: p.kind.clone(),
                    stock: p.stock + g,
                    left: p.stock,
                    given: g,
                    weight: p.weight,
                    daily_cap: p.daily_cap,
                    price: p.price,
                    unclaimed: counts.unclaimed.get(&p.id).copied().unwrap_or(0),
                    picture: p
                        .picture
                        .as_deref()
                        .and_then(|t| serde_json::from_str(t).ok()),
                }
            })
            .collect(),
    }
}

pub(super) async fn one(s: &CampaignsState, c: &Campaign, now: i64) -> ApiResult<ConsoleCampaign> {
    let db = |e: sqlx::Error| ApiError::from(anyhow::Error::from(e));
    let prizes = store::prizes(&s.db, &c.id).await.map_err(db)?;
    let counts = Counts {
        given: edit::given(&s.db, &c.id)
            .await
            .map_err(db)?
            .into_iter()
            .collect(),
        unclaimed: edit::unclaimed(&s.db, &c.id, now)
            .await
            .map_err(db)?
            .into_iter()
            .collect(),
    };
    let page = store::page(&s.db, &c.id).await.map_err(db)?;
    let named = store::named_page(&s.db, &c.id).await.map_err(db)?;
    let created_by = match c.created_by {
        Some(op) => store::operator_name(&s.db, op).await.map_err(db)?,
        None => None,
    };
    let media = store::media(&s.db, &c.id).await.map_err(db)?;
    Ok(view(
        c,
        page,
        named.as_deref(),
        &prizes,
        &counts,
        created_by,
        media,
        now,
    ))
}

/// Which campaigns an operator reads in the console.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Reader {
    /// Prize handlers (they answer visitors about stock) and campaign editors: every one.
    All,
    /// A city or county editor: the campaigns they created.
    Own(i64),
}

impl Reader {
    pub(super) fn reads(self, c: &Campaign) -> bool {
        match self {
            Reader::All => true,
            Reader::Own(op) => c.created_by == Some(op),
        }
    }
}

/// The campaign the path names, when `op` reads it: 40400 otherwise, as for an unknown id
/// (an editor learns nothing of campaigns not theirs).
pub(super) async fn readable(
    s: &CampaignsState,
    op: &Operator,
    id: Result<Path<String>, PathRejection>,
) -> ApiResult<(Campaign, Reader)> {
    let reader = may_read(op)?;
    let id = campaign_id(id)?;
    let c = store::campaign(&s.db, &id)
        .await
        .map_err(anyhow::Error::from)?
        .filter(|c| reader.reads(c))
        .ok_or_else(|| ApiError::from(Refusal::NoCampaign))?;
    Ok((c, reader))
}

pub(super) fn may_read(op: &Operator) -> Result<Reader, ApiError> {
    may(op, Action::EditCampaigns, None)
        .or_else(|_| may(op, Action::HandlePrizes, None))
        .map(|()| Reader::All)
        .or_else(|_| may(op, Action::DraftCampaigns, None).map(|()| Reader::Own(op.id)))
        .map_err(ApiError::from)
}

/// Every campaign with its status, window, rules and prizes (stock, left, given, weight,
/// daily cap). Moderators and province admins (40300 for other roles).
#[utoipa::path(get, path = "/ver3/api/admin/v1/campaigns", tag = "operators",
    security(("operator_session" = [])),
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "Every campaign; 40300 for a role that neither handles prizes nor edits campaigns", body = Envelope<ConsoleCampaigns>)))]
pub async fn console_campaigns(
    State(s): State<CampaignsState>,
    op: Operator,
) -> ApiResult<Json<Envelope<ConsoleCampaigns>>> {
    let reader = may_read(&op)?;
    let now = now_ms();
    let all = store::campaigns(&s.db).await.map_err(anyhow::Error::from)?;
    let mut list = Vec::with_capacity(all.len());
    for c in all.iter().filter(|c| reader.reads(c)) {
        list.push(one(&s, c, now).await?);
    }
    Ok(ok(ConsoleCampaigns { list }))
}

/// One campaign as the list shows it.
#[utoipa::path(get, path = "/ver3/api/admin/v1/campaigns/{id}", tag = "operators",
    security(("operator_session" = [])),
    params(("id" = String, Path, description = "The campaign's id", pattern = "^[a-z0-9-]{1,64}$")),
    extensions(("x-codes" = json!([40300, 40400]))),
    responses((status = 200, description = "The campaign; 40300 without the role, 40400 unknown id", body = Envelope<ConsoleCampaign>)))]
pub async fn console_campaign(
    State(s): State<CampaignsState>,
    op: Operator,
    id: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<ConsoleCampaign>>> {
    let (c, _) = readable(&s, &op, id).await?;
    Ok(ok(one(&s, &c, now_ms()).await?))
}

/// A city or county editor changes only a campaign they created, and only until a province
/// admin publishes it.
async fn editors_own(s: &CampaignsState, op: &Operator, id: &str) -> ApiResult<()> {
    let c = store::campaign(&s.db, id)
        .await
        .map_err(anyhow::Error::from)?
        .filter(|c| c.created_by == Some(op.id))
        .ok_or_else(|| ApiError::from(Refusal::NoCampaign))?;
    if matches!(c.state.as_str(), lifecycle::DRAFT | lifecycle::PENDING) {
        Ok(())
    } else {
        Err(ApiError::Forbidden(
            "活动已发布，只能由省级管理员修改".into(),
        ))
    }
}

/// Checks the body field by field (40000 naming the first bad one, as `prizes[1].stock`).
fn checked(b: CampaignEditBody) -> Result<CampaignEdit, ApiError> {
    let blank_or_over = |s: &str, n: usize| s.trim().is_empty() || s.chars().count() > n;
    if blank_or_over(&b.title, 60) {
        return Err(ApiError::invalid("title", "请填写活动名称（最多 60 个字）"));
    }
    let starts = parse_instant(&b.starts_at)
        .ok_or_else(|| ApiError::invalid("startsAt", "开始时间格式不对"))?;
    let ends =
        parse_instant(&b.ends_at).ok_or_else(|| ApiError::invalid("endsAt", "结束时间格式不对"))?;
    if ends <= starts {
        return Err(ApiError::invalid("endsAt", "结束时间须晚于开始时间"));
    }
    if blank_or_over(&b.rules, 4000) {
        return Err(ApiError::invalid(
            "rules",
            "请填写活动规则（最多 4000 个字）",
        ));
    }
    let mut seen = std::collections::HashSet::new();
    let mut prizes = Vec::with_capacity(b.prizes.len());
    for (i, p) in b.prizes.into_iter().enumerate() {
        if !seen.insert(p.id.clone()) {
            return Err(ApiError::invalid(
                format!("prizes[{i}].id"),
                "同一奖品只能出现一次",
            ));
        }
        for (name, v, what) in [
            ("stock", p.stock, "库存"),
            ("weight", p.weight, "权重"),
            ("dailyCap", p.daily_cap, "每日上限"),
        ] {
            if !(0..=MAX_STOCK).contains(&v) {
                return Err(ApiError::invalid(
                    format!("prizes[{i}].{name}"),
                    format!("{what}须为 0 到 1000000 的整数"),
                ));
            }
        }
        let picture = match &p.picture {
            Some(Some(v)) => Some(Some(photos::picture_checked(
                &format!("prizes[{i}].picture"),
                v,
            )?)),
            Some(None) => Some(None),
            None => None,
        };
        prizes.push(PrizeEdit {
            id: p.id,
            total: p.stock,
            weight: p.weight,
            daily_cap: p.daily_cap,
            picture,
        });
    }
    if let Some(l) = b.layout
        && !(1..=2).contains(&l)
    {
        return Err(ApiError::invalid(
            "layout",
            "版式只能是 1（海报）或 2（任务列表）",
        ));
    }
    if let Some(f) = &b.festival {
        check_festival(f).map_err(|p| ApiError::invalid(p.field, p.message))?;
    }
    let media = b.media.as_deref().map(photos::checked).transpose()?;
    if b.add_prizes.len() > 20 {
        return Err(ApiError::invalid("addPrizes", "一次最多添加 20 个奖品"));
    }
    let mut add = Vec::with_capacity(b.add_prizes.len());
    for (i, p) in b.add_prizes.into_iter().enumerate() {
        let at = |f: &str| format!("addPrizes[{i}].{f}");
        if !crate::config::id_ok(&p.id) {
            return Err(ApiError::invalid(
                at("id"),
                "编号须为 1 到 64 个小写字母、数字或 -",
            ));
        }
        if !seen.insert(p.id.clone()) {
            return Err(ApiError::invalid(at("id"), "同一奖品只能出现一次"));
        }
        if blank_or_over(&p.name, 60) {
            return Err(ApiError::invalid(
                at("name"),
                "请填写奖品名称（最多 60 个字）",
            ));
        }
        if crate::words::word(&crate::words::PRIZE_KINDS, &p.kind).is_none() {
            return Err(ApiError::invalid(
                at("kind"),
                "奖品类型须为 physical、coupon 或 points",
            ));
        }
        for (name, v, what) in [
            ("stock", p.stock, "库存"),
            ("weight", p.weight, "权重"),
            ("dailyCap", p.daily_cap, "每日上限"),
            ("price", p.price, "积分价"),
        ] {
            if !(0..=MAX_STOCK).contains(&v) {
                return Err(ApiError::invalid(
                    at(name),
                    format!("{what}须为 0 到 1000000 的整数"),
                ));
            }
        }
        let picture = p
            .picture
            .as_ref()
            .map(|v| photos::picture_checked(&at("picture"), v))
            .transpose()?;
        add.push(NewPrize {
            id: p.id,
            name: p.name.trim().to_string(),
            kind: p.kind,
            stock: p.stock,
            weight: p.weight,
            daily_cap: p.daily_cap,
            price: p.price,
            picture,
        });
    }
    if b.remove_prizes.len() > 20 {
        return Err(ApiError::invalid("removePrizes", "一次最多移除 20 个奖品"));
    }
    for (i, id) in b.remove_prizes.iter().enumerate() {
        // Changed, added or named twice: which one was meant is not clear.
        if !crate::config::id_ok(id) || !seen.insert(id.clone()) {
            return Err(ApiError::invalid(
                format!("removePrizes[{i}]"),
                "要移除的奖品须是本活动的奖品，且不在本次修改或添加之列",
            ));
        }
    }
    Ok(CampaignEdit {
        title: b.title.trim().to_string(),
        rules: b.rules,
        starts_ms: starts,
        ends_ms: ends,
        layout: b.layout,
        festival: b.festival,
        media,
        prizes,
        add,
        remove: b.remove_prizes,
    })
}

/// A province admin changes a campaign: title, window, rules, the page layout, a generic
/// campaign's festival programme, each listed
/// prize's total stock (left plus given: never below what is given), weight and daily cap;
/// adds prizes and takes out prizes never given. Audited
/// as `campaign.edit` in the same transaction. 40000 names the bad field; nothing is
/// written then.
#[utoipa::path(put, path = "/ver3/api/admin/v1/campaigns/{id}", tag = "operators",
    security(("operator_session" = [])),
    params(("id" = String, Path, description = "The campaign's id", pattern = "^[a-z0-9-]{1,64}$")),
    request_body = CampaignEditBody,
    extensions(("x-codes" = json!([40000, 40300, 40400]))),
    responses((status = 200, description = "The campaign as changed; 40000 naming the field, 40300 not a province admin, 40400 unknown id", body = Envelope<ConsoleCampaign>)))]
pub async fn edit_campaign(
    State(s): State<CampaignsState>,
    op: Operator,
    id: Result<Path<String>, PathRejection>,
    ApiJson(body): ApiJson<CampaignEditBody>,
) -> ApiResult<Json<Envelope<ConsoleCampaign>>> {
    let id = campaign_id(id)?;
    if may(&op, Action::EditCampaigns, None).is_err() {
        may(&op, Action::DraftCampaigns, None)?;
        editors_own(&s, &op, &id).await?;
    }
    let e = checked(body)?;
    let outcome = {
        // Takes its turn beside the draws (one writer at a time on SQLite).
        let _turn = s.turns.turn(&id, "console").await?;
        edit::apply(&s.db, &op.actor(), &id, &e).await?
    };
    match outcome {
        Ok(()) => {}
        Err(EditRefused::NoCampaign) => return Err(Refusal::NoCampaign.into()),
        Err(EditRefused::UnknownPrize(i)) => {
            return Err(ApiError::invalid(
                format!("prizes[{i}].id"),
                "这个活动没有此奖品",
            ));
        }
        Err(EditRefused::BelowGiven(i, given)) => {
            return Err(ApiError::invalid(
                format!("prizes[{i}].stock"),
                format!("库存不能少于已发出的 {given} 件"),
            ));
        }
        Err(EditRefused::PrizeExists(i)) => {
            return Err(ApiError::invalid(
                format!("addPrizes[{i}].id"),
                "这个活动已有此编号的奖品",
            ));
        }
        Err(EditRefused::BadPrice(i, why)) => {
            return Err(ApiError::invalid(format!("addPrizes[{i}].price"), why));
        }
        Err(EditRefused::RemoveUnknown(i)) => {
            return Err(ApiError::invalid(
                format!("removePrizes[{i}]"),
                "这个活动没有此奖品",
            ));
        }
        Err(EditRefused::RemoveGiven(i, given)) => {
            return Err(ApiError::invalid(
                format!("removePrizes[{i}]"),
                format!("已发出 {given} 件，不能移除；可将权重设为 0、库存设为 {given} 停止发放"),
            ));
        }
        Err(EditRefused::FestivalNotGeneric) => {
            return Err(ApiError::invalid(
                "festival",
                "只有通用活动可以有音乐节节目单",
            ));
        }
        Err(EditRefused::NoPrizeLeft) => {
            return Err(ApiError::invalid("removePrizes", "活动至少要留一个奖品"));
        }
    }
    let c = store::campaign(&s.db, &id)
        .await
        .map_err(anyhow::Error::from)?
        .ok_or_else(|| ApiError::from(Refusal::NoCampaign))?;
    Ok(ok(one(&s, &c, now_ms()).await?))
}
