//! `GET /ver3/api/v3/campaigns/current`: the one campaign a page shows when its address names
//! none, so no campaign id is ever written in the web app. A page asks by the kind it plays
//! (`qixi`, `blindbox`) or by its own route (a stamp card's page), and the server answers.

use axum::{Json, extract::State};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{ApiError, ApiResult, Envelope, extract::ApiQuery, ok, time::now_ms};

use super::{CampaignsState, view::CampaignCard};
use crate::{
    page::CampaignPage,
    refusal::Refusal,
    store::{self, Campaign},
    words::{CampaignKindWord, KINDS},
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CurrentQuery {
    /// Only campaigns of this kind.
    #[param(value_type = Option<CampaignKindWord>)]
    pub kind: Option<String>,
    /// Only campaigns whose card opens this page (a stamp card names its own).
    pub page: Option<CampaignPage>,
}

/// The campaign to show among `candidates` at `now`: the running (or paused) one ending soonest; else
/// the one starting soonest; else the one that ended last. Ties go to the smaller id, so
/// every visitor is shown the same one.
pub fn pick(candidates: &[(Campaign, CampaignPage)], now: i64) -> Option<usize> {
    let all = || candidates.iter().enumerate().map(|(i, (c, _))| (i, c));
    let by = |key: fn(&Campaign) -> i64| {
        move |a: &(usize, &Campaign), b: &(usize, &Campaign)| {
            key(a.1).cmp(&key(b.1)).then_with(|| a.1.id.cmp(&b.1.id))
        }
    };
    all()
        // A paused campaign is still the one being run; its page says it is paused.
        .filter(|(_, c)| matches!(store::status(c, now), "running" | "paused"))
        .min_by(by(|c| c.ends_ms))
        .or_else(|| {
            all()
                .filter(|(_, c)| store::status(c, now) == "not_started")
                .min_by(by(|c| c.starts_ms))
        })
        .or_else(|| {
            all()
                .filter(|(_, c)| store::status(c, now) == "ended")
                .min_by(by(|c| -c.ends_ms))
        })
        .map(|(i, _)| i)
}

/// The one current campaign, of a kind or opening a page when asked: running first (the
/// soonest ending), else the next to start, else the one that ended last. A page whose
/// address names no campaign shows this one. 40400 when no campaign matches.
#[utoipa::path(get, path = "/ver3/api/v3/campaigns/current", tag = "campaigns",
    params(CurrentQuery),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The current campaign; 40400 when there is none", body = Envelope<CampaignCard>)))]
pub async fn current_campaign(
    State(s): State<CampaignsState>,
    ApiQuery(q): ApiQuery<CurrentQuery>,
) -> ApiResult<Json<Envelope<CampaignCard>>> {
    if let Some(kind) = q.kind.as_deref()
        && !KINDS.contains(&kind)
    {
        return Err(ApiError::invalid(
            "kind",
            "参数 kind 须为 quiz、persona、blindbox、qixi、shop 或 generic",
        ));
    }
    let now = now_ms();
    let all = store::campaigns(&s.db).await.map_err(anyhow::Error::from)?;
    let layouts = store::layouts(&s.db).await.map_err(anyhow::Error::from)?;
    let candidates: Vec<(Campaign, CampaignPage)> = all
        .into_iter()
        .filter(|c| c.visible())
        .filter(|c| q.kind.as_deref().is_none_or(|k| c.kind == k))
        .map(|c| {
            let (layout, festival, named) = layouts
                .get(&c.id)
                .map(|(l, f, p)| (*l, *f, p.as_deref()))
                .unwrap_or((1, false, None));
            let page = CampaignPage::resolve(named, &c.kind, festival, layout);
            (c, page)
        })
        .filter(|(_, p)| q.page.is_none_or(|want| *p == want))
        .collect();
    let i = pick(&candidates, now).ok_or_else(|| ApiError::from(Refusal::NoCampaign))?;
    let (c, _) = &candidates[i];
    let (layout, festival, named) = layouts
        .get(&c.id)
        .map(|(l, f, p)| (*l, *f, p.as_deref()))
        .unwrap_or((1, false, None));
    let media = store::media(&s.db, &c.id)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(ok(CampaignCard::of(c, now)
        .with_page(layout, festival, named)
        .with_photos(&media)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(id: &str, starts_ms: i64, ends_ms: i64) -> (Campaign, CampaignPage) {
        let c = Campaign {
            id: id.into(),
            title: id.into(),
            kind: "generic".into(),
            sample: false,
            starts_ms,
            ends_ms,
            rules: String::new(),
            eligibility: Default::default(),
            per_day: 1,
            in_all: 1,
            lose_weight: 0,
            claim_days: 30,
            tasks: vec![],
            state: "published".into(),
            created_by: None,
        };
        (c, CampaignPage::Poster)
    }

    #[test]
    fn running_first_soonest_ending_then_next_to_start_then_last_ended() {
        let now = 1_000;
        let ids = |cs: &[(Campaign, CampaignPage)]| pick(cs, now).map(|i| cs[i].0.id.clone());
        let all = [
            at("ended-late", 0, 900),
            at("ended-early", 0, 500),
            at("starts-late", 3_000, 9_000),
            at("starts-soon", 2_000, 9_000),
            at("runs-long", 0, 9_000),
            at("runs-short", 500, 5_000),
        ];
        assert_eq!(ids(&all).as_deref(), Some("runs-short"));
        assert_eq!(ids(&all[..4]).as_deref(), Some("starts-soon"));
        assert_eq!(ids(&all[..2]).as_deref(), Some("ended-late"));
        assert_eq!(ids(&[]), None);
        // The same ending: the smaller id, for every visitor alike.
        assert_eq!(
            ids(&[at("b", 0, 5_000), at("a", 0, 5_000)]).as_deref(),
            Some("a")
        );
    }
}
