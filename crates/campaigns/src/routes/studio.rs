//! The campaign studio's writes: a new campaign from the console (a draft, in the field
//! names of `campaigns.jsonl`), and the steps of its life: publish, pause, resume, close
//! (`crate::lifecycle`). Every write is audited in its own transaction.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use rand::Rng;
use serde::Deserialize;
use utoipa::ToSchema;
use youzhe_core::{ApiError, ApiResult, Envelope, extract::ApiJson, ok, time::now_ms, with_db};
use youzhe_operators::{
    Action, Operator,
    audit::{self, Target},
    may,
};

use super::{CampaignsState, console::ConsoleCampaign, console::one, input::campaign_id};
use crate::{
    config::{CampaignConfig, Eligibility, Festival, Limits, PrizeConfig, Task, check},
    lifecycle::{self, Step, StepRefused, Taker},
    photos,
    refusal::Refusal,
    seed::{Stored, insert_campaign},
    store,
    studio_check::{self, NewCampaign},
    words::{CampaignKindWord, PrizeKindWord},
};

/// A prize of a new campaign.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct NewCampaignPrize {
    /// Unique in the campaign; absent: `p1`, `p2` … in order.
    #[serde(default)]
    #[schema(pattern = "^[a-z0-9-]{1,64}$")]
    pub id: Option<String>,
    /// 1–60 characters.
    #[schema(min_length = 1, max_length = 60)]
    pub name: String,
    #[schema(value_type = PrizeKindWord)]
    pub kind: String,
    #[schema(minimum = 0, maximum = 1_000_000)]
    pub stock: i64,
    /// Relative chance among the pool (draws only).
    #[serde(default)]
    #[schema(minimum = 0, maximum = 1_000_000)]
    pub weight: i64,
    /// Given per Shanghai day at most; 0: no cap.
    #[serde(default)]
    #[schema(minimum = 0, maximum = 1_000_000)]
    pub daily_cap: i64,
    /// Points it costs: at least 1 for a shop's goods (which are not points), 0 otherwise.
    #[serde(default)]
    #[schema(minimum = 0, maximum = 1_000_000)]
    pub price: i64,
    /// Its picture, one entry as a content record's `media` (`{url, width, height, caption,
    /// crop?}`, alt text required); absent: none.
    #[serde(default)]
    #[schema(value_type = Option<Object>)]
    pub picture: Option<serde_json::Value>,
}

/// A new campaign, in the field names of `campaigns.jsonl`. It is stored as a draft:
/// visitors see it once it is published.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct NewCampaignBody {
    /// The campaign's id, 1–64 of `a–z 0–9 -`; absent: the server names it.
    #[serde(default)]
    #[schema(pattern = "^[a-z0-9-]{1,64}$")]
    pub id: Option<String>,
    #[schema(value_type = CampaignKindWord)]
    pub kind: String,
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
    /// Who may take part; absent: everyone signed in.
    #[serde(default)]
    pub eligibility: Eligibility,
    /// Draws (or shop redemptions) per visitor per Shanghai day and in all.
    pub limits: Limits,
    /// The weight of drawing nothing, beside the prizes' weights.
    #[serde(default)]
    #[schema(minimum = 0, maximum = 1_000_000)]
    pub lose_weight: i64,
    /// Days a winner has to claim a prize (default 30).
    #[serde(default)]
    #[schema(minimum = 1, maximum = 3650)]
    pub claim_days: Option<i64>,
    /// The tasks that earn chances, each at most once.
    #[serde(default)]
    #[schema(max_items = 10)]
    pub tasks: Vec<Task>,
    /// 1–20 prizes (a shop's goods).
    #[schema(min_items = 1, max_items = 20)]
    pub prizes: Vec<NewCampaignPrize>,
    /// A demonstration the pages mark as such (示例活动); the operator's choice.
    #[serde(default)]
    pub sample: bool,
    /// The generic page's layout: 1 poster (default), 2 task list.
    #[serde(default)]
    #[schema(minimum = 1, maximum = 2)]
    pub layout: Option<i64>,
    /// A generic campaign's festival programme.
    #[serde(default)]
    pub festival: Option<Festival>,
    /// Photos, as a content record's `media` (`{url, width, height, caption, credit?,
    /// crop?}`, alt text required; the first is the cover); absent or empty: none.
    #[serde(default)]
    #[schema(max_items = 20)]
    pub media: Option<Vec<serde_json::Value>>,
}

impl From<NewCampaignBody> for NewCampaign {
    fn from(b: NewCampaignBody) -> Self {
        NewCampaign {
            id: b.id,
            kind: b.kind,
            title: b.title,
            starts_at: b.starts_at,
            ends_at: b.ends_at,
            rules: b.rules,
            eligibility: b.eligibility,
            limits: b.limits,
            lose_weight: b.lose_weight,
            claim_days: b.claim_days,
            tasks: b.tasks,
            prizes: b
                .prizes
                .into_iter()
                .map(|p| {
                    (
                        p.id,
                        PrizeConfig {
                            id: String::new(),
                            name: p.name,
                            kind: p.kind,
                            stock: p.stock,
                            weight: p.weight,
                            daily_cap: p.daily_cap,
                            price: p.price,
                            picture: p.picture,
                        },
                    )
                })
                .collect(),
            sample: b.sample,
            layout: b.layout,
            festival: b.festival,
        }
    }
}

/// `c-` and ten random letters and digits: a name no one typed, unlikely to be taken.
fn new_id() -> String {
    const ABC: &[u8] = b"abcdefghijklmnopqrstuvwxyz0123456789";
    let mut rng = rand::rng();
    let tail: String = (0..10)
        .map(|_| char::from(ABC[rng.random_range(0..ABC.len())]))
        .collect();
    format!("c-{tail}")
}

/// Creates a campaign as a draft (nothing a visitor sees until it is published), from the
/// console: province admins, and city and county editors (whose drafts a province admin
/// approves). Audited as `campaign.create` in the same transaction. 40000 names the first
/// bad field (`prizes[1].stock`, `tasks[0].task`) and nothing is written; an id already
/// taken is 40000 naming `id`.
#[utoipa::path(post, path = "/ver3/api/admin/v1/campaigns", tag = "operators",
    security(("operator_session" = [])),
    request_body = NewCampaignBody,
    extensions(("x-codes" = json!([40000, 40300]))),
    responses((status = 200, description = "The draft, with its id; 40000 naming the field, 40300 for a role that does not make campaigns", body = Envelope<ConsoleCampaign>)))]
pub async fn create_campaign(
    State(s): State<CampaignsState>,
    op: Operator,
    ApiJson(body): ApiJson<NewCampaignBody>,
) -> ApiResult<Json<Envelope<ConsoleCampaign>>> {
    may(&op, Action::EditCampaigns, None).or_else(|_| may(&op, Action::DraftCampaigns, None))?;
    let named = body.id.is_some();
    let media = photos::checked(body.media.as_deref().unwrap_or_default())?;
    let snap = s.content.snapshot();
    let (mut config, window): (CampaignConfig, (i64, i64)) =
        studio_check::checked(body.into(), |place| snap.place_by_id.contains_key(place))?;
    if !named {
        config.id = new_id();
    }
    // The checks above name each field; this is the same rule set the content folder's
    // campaigns pass, kept as a guard that the two never drift apart.
    check(&config).map_err(|e| ApiError::invalid("body", e))?;
    let mut stored = Stored::new(&config, window, lifecycle::DRAFT, Some(op.id))?;
    stored.media = media;
    let now = now_ms();
    let actor = op.actor();
    let after = serde_json::json!({
        "kind": config.kind, "title": config.title, "state": lifecycle::DRAFT,
        "prizes": config.prizes.iter().map(|p| serde_json::json!({
            "id": p.id, "name": p.name, "stock": p.stock, "weight": p.weight})).collect::<Vec<_>>(),
        "media": stored.media.as_deref().and_then(|m| serde_json::from_str::<serde_json::Value>(m).ok()),
    });
    let new: bool = with_db!(&s.db, pool => {
        let mut tx = pool.begin().await?;
        let new = insert_campaign!(tx, &stored, now);
        if new {
            audit::record(&mut *tx, &actor, "campaign.create", Target::new("campaign", &config.id),
                None, Some(after)).await?;
            tx.commit().await?;
        } else {
            tx.rollback().await?;
        }
        Ok::<_, sqlx::Error>(new)
    })
    .map_err(anyhow::Error::from)?;
    if !new {
        return Err(ApiError::invalid("id", "已有此编号的活动，请换一个编号"));
    }
    let c = store::campaign(&s.db, &config.id)
        .await
        .map_err(anyhow::Error::from)?
        .ok_or_else(|| ApiError::from(Refusal::NoCampaign))?;
    Ok(ok(one(&s, &c, now).await?))
}

/// The console's words for a state, in a refusal.
fn state_name(state: &str) -> &'static str {
    match state {
        lifecycle::DRAFT => "草稿",
        lifecycle::PENDING => "待审核",
        lifecycle::PUBLISHED => "已发布",
        lifecycle::PAUSED => "已暂停",
        _ => "已结束",
    }
}

async fn step(
    s: &CampaignsState,
    op: &Operator,
    id: Result<Path<String>, PathRejection>,
    step: Step,
) -> ApiResult<Json<Envelope<ConsoleCampaign>>> {
    let taker = match may(op, Action::EditCampaigns, None) {
        Ok(()) => Taker::Admin,
        Err(refused) if step == Step::Publish => {
            may(op, Action::DraftCampaigns, None).map_err(|_| refused)?;
            Taker::Editor { operator_id: op.id }
        }
        Err(refused) => return Err(refused.into()),
    };
    let id = campaign_id(id)?;
    let outcome = {
        // Takes its turn beside the draws (one writer at a time on SQLite).
        let _turn = s.turns.turn(&id, "console").await?;
        lifecycle::take(&s.db, &op.actor(), taker, &id, step).await?
    };
    match outcome {
        Ok(_) => {}
        Err(StepRefused::NoCampaign | StepRefused::NotTheirs) => {
            return Err(Refusal::NoCampaign.into());
        }
        Err(StepRefused::AwaitingApproval) => {
            return Err(ApiError::Conflict("已提交审核，等待省级管理员发布".into()));
        }
        Err(StepRefused::WrongState(from)) => {
            let what = match step {
                Step::Publish => "发布",
                Step::Pause => "暂停",
                Step::Resume => "恢复",
                Step::Close => "结束",
            };
            return Err(ApiError::Conflict(format!(
                "活动当前{}，不能{what}",
                state_name(&from)
            )));
        }
    }
    let c = store::campaign(&s.db, &id)
        .await
        .map_err(anyhow::Error::from)?
        .ok_or_else(|| ApiError::from(Refusal::NoCampaign))?;
    Ok(ok(one(s, &c, now_ms()).await?))
}

/// Publishes a draft: a province admin's goes live (visitors see it at once); a city or
/// county editor's own draft waits for a province admin (`pending`), whose publish is the
/// approval. Audited as `campaign.publish`. 40900 when it is not a draft or waiting.
#[utoipa::path(post, path = "/ver3/api/admin/v1/campaigns/{id}/publish", tag = "operators",
    security(("operator_session" = [])),
    params(("id" = String, Path, description = "The campaign's id", pattern = "^[a-z0-9-]{1,64}$")),
    extensions(("x-codes" = json!([40000, 40300, 40400, 40900]))),
    responses((status = 200, description = "The campaign in its new state; 40300 for a role that does not make campaigns, 40400 unknown (or another editor's) campaign, 40900 not a draft, or already waiting for approval", body = Envelope<ConsoleCampaign>)))]
pub async fn publish_campaign(
    State(s): State<CampaignsState>,
    op: Operator,
    id: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<ConsoleCampaign>>> {
    step(&s, &op, id, Step::Publish).await
}

/// Pauses a published campaign: from the moment it commits no one earns, draws or redeems
/// on any replica (the engine reads the state in its transaction); the page says it is
/// paused. Province admins. Audited as `campaign.pause`.
#[utoipa::path(post, path = "/ver3/api/admin/v1/campaigns/{id}/pause", tag = "operators",
    security(("operator_session" = [])),
    params(("id" = String, Path, description = "The campaign's id", pattern = "^[a-z0-9-]{1,64}$")),
    extensions(("x-codes" = json!([40000, 40300, 40400, 40900]))),
    responses((status = 200, description = "The campaign, paused; 40300 not a province admin, 40400 unknown id, 40900 not published", body = Envelope<ConsoleCampaign>)))]
pub async fn pause_campaign(
    State(s): State<CampaignsState>,
    op: Operator,
    id: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<ConsoleCampaign>>> {
    step(&s, &op, id, Step::Pause).await
}

/// Resumes a paused campaign. Province admins. Audited as `campaign.resume`.
#[utoipa::path(post, path = "/ver3/api/admin/v1/campaigns/{id}/resume", tag = "operators",
    security(("operator_session" = [])),
    params(("id" = String, Path, description = "The campaign's id", pattern = "^[a-z0-9-]{1,64}$")),
    extensions(("x-codes" = json!([40000, 40300, 40400, 40900]))),
    responses((status = 200, description = "The campaign, published again; 40300 not a province admin, 40400 unknown id, 40900 not paused", body = Envelope<ConsoleCampaign>)))]
pub async fn resume_campaign(
    State(s): State<CampaignsState>,
    op: Operator,
    id: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<ConsoleCampaign>>> {
    step(&s, &op, id, Step::Resume).await
}

/// Closes a campaign for good (a draft or one waiting: withdrawn). Visitors see it ended;
/// prizes already won stay claimable until their deadline: each prize's `unclaimed` count
/// is what the organiser still owes. Province admins. Audited as `campaign.close`.
#[utoipa::path(post, path = "/ver3/api/admin/v1/campaigns/{id}/close", tag = "operators",
    security(("operator_session" = [])),
    params(("id" = String, Path, description = "The campaign's id", pattern = "^[a-z0-9-]{1,64}$")),
    extensions(("x-codes" = json!([40000, 40300, 40400, 40900]))),
    responses((status = 200, description = "The campaign, closed, with each prize's unclaimed count; 40300 not a province admin, 40400 unknown id, 40900 already closed", body = Envelope<ConsoleCampaign>)))]
pub async fn close_campaign(
    State(s): State<CampaignsState>,
    op: Operator,
    id: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<ConsoleCampaign>>> {
    step(&s, &op, id, Step::Close).await
}
