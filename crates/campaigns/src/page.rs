//! Which app page a campaign's card opens: the one answer to it (the hub, share links), so
//! the web app never guesses. An area built on the engine that has a page of its own for its
//! campaigns (the photo contest, the stamp cards) names it with [`set`] when it registers
//! them at start; every other campaign opens the page its kind, festival programme and
//! layout give ([`CampaignPage::of_kind`]). The dependency runs one way: those areas know
//! the engine, the engine never knows them.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::{Db, with_db};

/// An app page a campaign opens, as its route path without the leading slash. `active1`,
/// `active2` and `suichang` show one campaign and are opened with `?id=`; the others are
/// the pages of one area and take no query.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum CampaignPage {
    #[serde(rename = "pages/custom/answer/index")]
    Quiz,
    #[serde(rename = "pages/spring/banner")]
    Persona,
    #[serde(rename = "pages/custom/huawei/index")]
    Blindbox,
    #[serde(rename = "pages/custom/qixi/index")]
    Qixi,
    #[serde(rename = "pages/actives/shop")]
    Shop,
    #[serde(rename = "pages/actives/active1")]
    Poster,
    #[serde(rename = "pages/actives/active2")]
    TaskList,
    #[serde(rename = "pages/actives/suichang")]
    Festival,
    #[serde(rename = "pages/actives/huawei")]
    PhotoContest,
    #[serde(rename = "pages/custom/ninghai/activestart")]
    StampsNinghai,
    #[serde(rename = "pages/custom/yunhe/active")]
    StampsYunhe,
    #[serde(rename = "pages/custom/food/index")]
    StampsFood,
}

impl CampaignPage {
    pub const ALL: [Self; 12] = [
        Self::Quiz,
        Self::Persona,
        Self::Blindbox,
        Self::Qixi,
        Self::Shop,
        Self::Poster,
        Self::TaskList,
        Self::Festival,
        Self::PhotoContest,
        Self::StampsNinghai,
        Self::StampsYunhe,
        Self::StampsFood,
    ];

    /// The route path, as serialised and stored.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Quiz => "pages/custom/answer/index",
            Self::Persona => "pages/spring/banner",
            Self::Blindbox => "pages/custom/huawei/index",
            Self::Qixi => "pages/custom/qixi/index",
            Self::Shop => "pages/actives/shop",
            Self::Poster => "pages/actives/active1",
            Self::TaskList => "pages/actives/active2",
            Self::Festival => "pages/actives/suichang",
            Self::PhotoContest => "pages/actives/huawei",
            Self::StampsNinghai => "pages/custom/ninghai/activestart",
            Self::StampsYunhe => "pages/custom/yunhe/active",
            Self::StampsFood => "pages/custom/food/index",
        }
    }

    pub fn parse(route: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.as_str() == route)
    }

    /// The page a campaign no area has named opens: its kind's page; a generic campaign its
    /// festival page when it has a programme, else its layout's (2 the task list, else the
    /// poster).
    pub fn of_kind(kind: &str, festival: bool, layout: i64) -> Self {
        match kind {
            "quiz" => Self::Quiz,
            "persona" => Self::Persona,
            "blindbox" => Self::Blindbox,
            "qixi" => Self::Qixi,
            "shop" => Self::Shop,
            _ if festival => Self::Festival,
            _ if layout == 2 => Self::TaskList,
            _ => Self::Poster,
        }
    }

    /// The stored page when it is one of ours, else the kind's. A stored route this build
    /// does not know (written by a newer one) reads as the kind's page rather than a dead link.
    pub fn resolve(stored: Option<&str>, kind: &str, festival: bool, layout: i64) -> Self {
        stored
            .and_then(Self::parse)
            .unwrap_or_else(|| Self::of_kind(kind, festival, layout))
    }
}

/// The page every stored campaign opens on, by id (a list of prizes from many campaigns
/// names each one's page with one read).
pub async fn of_all(db: &Db) -> sqlx::Result<std::collections::HashMap<String, CampaignPage>> {
    let rows: Vec<(String, String, i64, bool, Option<String>)> = with_db!(db, pool =>
        sqlx::query_as("SELECT id, kind, layout, festival IS NOT NULL, page FROM campaigns")
            .fetch_all(pool).await)?;
    Ok(rows
        .into_iter()
        .map(|(id, kind, layout, festival, page)| {
            let opens = CampaignPage::resolve(page.as_deref(), &kind, festival, layout);
            (id, opens)
        })
        .collect())
}

/// Names the page `campaign`'s card opens; whether a campaign of that id is stored (an
/// area registering a campaign that `campaigns.jsonl` does not hold changes nothing).
pub async fn set(db: &Db, campaign: &str, page: CampaignPage) -> sqlx::Result<bool> {
    let n = with_db!(db, pool => sqlx::query("UPDATE campaigns SET page = $1 WHERE id = $2")
        .bind(page.as_str()).bind(campaign).execute(pool).await.map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_serialised_route_is_the_stored_path() {
        for p in CampaignPage::ALL {
            assert_eq!(
                serde_json::to_value(p).expect("a route"),
                serde_json::Value::from(p.as_str())
            );
            assert_eq!(CampaignPage::parse(p.as_str()), Some(p));
        }
    }

    #[test]
    fn a_stored_page_wins_over_the_kind_and_an_unknown_one_falls_back() {
        use CampaignPage as P;
        assert_eq!(P::resolve(None, "generic", false, 1), P::Poster);
        assert_eq!(P::resolve(None, "generic", false, 2), P::TaskList);
        assert_eq!(P::resolve(None, "generic", true, 2), P::Festival);
        assert_eq!(P::resolve(None, "shop", false, 1), P::Shop);
        assert_eq!(
            P::resolve(Some("pages/actives/huawei"), "generic", false, 1),
            P::PhotoContest
        );
        assert_eq!(P::resolve(Some("pages/gone"), "quiz", false, 1), P::Quiz);
    }
}
