//! `GET /ver3/api/v3/photo-contests` (every contest) and `GET …/photo-contests/{id}` (one,
//! with its winners once it has ended).

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_campaigns::store::{Campaign, campaign, status};
use youzhe_core::{
    ApiResult, Envelope,
    auth::MaybeAuthUser,
    ok,
    time::{now_ms, rfc3339_shanghai},
};

use super::{ContestState, Entry, contest_of, view};
use crate::{
    MAX_ENTRIES, WINNERS,
    store::{self, Sort},
};

/// Where a contest is in its window, by the server's clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ContestStatus {
    NotStarted,
    Running,
    Ended,
}

impl ContestStatus {
    /// The campaign's status at `now` (the engine's own rule).
    pub fn of(c: &Campaign, now: i64) -> Self {
        match status(c, now) {
            "not_started" => Self::NotStarted,
            "running" => Self::Running,
            _ => Self::Ended,
        }
    }
}

/// A contest as a list shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContestCard {
    /// The campaign's id.
    pub id: String,
    /// The contest's (campaign's) title.
    pub title: String,
    /// What the photos are to show.
    pub theme: String,
    /// A shipped sample (its prizes are not really given).
    pub sample: bool,
    /// `not_started`, `running` or `ended`, by the server's clock.
    pub status: ContestStatus,
    /// RFC 3339, Asia/Shanghai.
    pub starts_at: String,
    pub ends_at: String,
}

fn card(c: &Campaign, theme: &str, now: i64) -> ContestCard {
    ContestCard {
        id: c.id.clone(),
        title: c.title.clone(),
        theme: theme.into(),
        sample: c.sample,
        status: ContestStatus::of(c, now),
        starts_at: rfc3339_shanghai(c.starts_ms),
        ends_at: rfc3339_shanghai(c.ends_ms),
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ContestList {
    pub list: Vec<ContestCard>,
}

/// Every photo contest: running ones first (soonest ending first), then those not started
/// (soonest starting first), then ended ones (latest ended first). A page showing "the"
/// contest shows the first.
#[utoipa::path(get, path = "/ver3/api/v3/photo-contests", tag = "photocontest",
    responses((status = 200, description = "Every photo contest", body = Envelope<ContestList>)))]
pub async fn contests(State(s): State<ContestState>) -> ApiResult<Json<Envelope<ContestList>>> {
    let now = now_ms();
    let mut all: Vec<(Campaign, String)> = Vec::new();
    for (id, theme) in store::contests(&s.db).await? {
        // A contest whose campaign is not loaded (a content folder without it) is not shown.
        if let Some(c) = campaign(&s.db, &id).await? {
            all.push((c, theme));
        }
    }
    let rank = |c: &Campaign| match status(c, now) {
        "running" => (0, c.ends_ms),
        "not_started" => (1, c.starts_ms),
        _ => (2, -c.ends_ms),
    };
    all.sort_by_key(|(c, _)| (rank(c), c.id.clone()));
    Ok(ok(ContestList {
        list: all.iter().map(|(c, t)| card(c, t, now)).collect(),
    }))
}

/// One contest with its rules and figures.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Contest {
    #[serde(flatten)]
    pub card: ContestCard,
    /// The contest's rules, as its campaign states them.
    pub rules: String,
    /// A visitor's entries waiting or accepted, at most (a rejected one frees its place).
    pub max_entries: i64,
    /// How many entries win once it has ended.
    pub winners_count: i64,
    /// Entries in the gallery (accepted).
    pub entries: i64,
    /// The signed-in viewer's entries still allowed (null when not signed in).
    pub entries_left: Option<i64>,
    /// When it has ended: the winners, most votes first, ties to the earlier entry; empty before.
    pub winners: Vec<Entry>,
}

/// A photo contest: its theme, window and rules, how many entries its gallery holds, how
/// many more the viewer may enter, and once it has ended its winners — the `winnersCount`
/// accepted entries with the most votes (at least one), a tie going to the earlier entry. An id that is
/// not a photo contest answers 40400.
#[utoipa::path(get, path = "/ver3/api/v3/photo-contests/{id}", tag = "photocontest",
    params(("id" = String, Path, description = "The contest's (campaign's) id", pattern = "^[a-z0-9-]{1,64}$")),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The contest; 40400 when no photo contest has this id", body = Envelope<Contest>)))]
pub async fn contest_detail(
    State(s): State<ContestState>,
    MaybeAuthUser(user): MaybeAuthUser,
    path: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<Contest>>> {
    let (c, theme) = contest_of(&s, path).await?;
    let now = now_ms();
    let viewer = user.as_ref().map(|u| u.uid.as_str());
    let (top, entries) = store::gallery(&s.db, &c.id, Sort::Votes, 0, WINNERS).await?;
    let winners = if ContestStatus::of(&c, now) == ContestStatus::Ended {
        // An entry nobody voted for wins nothing.
        view(
            &s,
            top.into_iter().filter(|r| r.votes > 0).collect(),
            viewer,
        )
        .await?
    } else {
        Vec::new()
    };
    let entries_left = match viewer {
        Some(v) => Some((MAX_ENTRIES - store::live_count(&s.db, &c.id, v).await?).max(0)),
        None => None,
    };
    Ok(ok(Contest {
        card: card(&c, &theme, now),
        rules: c.rules,
        max_entries: MAX_ENTRIES,
        winners_count: WINNERS,
        entries,
        entries_left,
        winners,
    }))
}
