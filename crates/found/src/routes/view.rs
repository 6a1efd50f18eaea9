//! A round as the visitor sees it. While it is open only the differences found and those a
//! hint revealed carry a position; once it has ended (finished, or out of time) every one.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{ApiResult, Db};

use super::{FoundState, not_found};
use crate::{
    GRACE_MS,
    scenes::Scene,
    score,
    store::{self, Marks, RoundRow},
};

/// One difference's place, in picture units.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Region {
    /// Its number in the scene (0-based).
    pub index: usize,
    pub cx: i64,
    pub cy: i64,
    pub r: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RoundState {
    /// Time left and not finished: taps and hints count.
    Open,
    Finished,
    /// Its time ran out before a finish.
    TimedOut,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RoundView {
    pub round_id: String,
    pub scene_id: String,
    pub scene_name: String,
    /// The pictures' size in picture units; taps are sent in these units.
    pub width: i64,
    pub height: i64,
    /// The two pictures' addresses (PNG, `width` × `height` units at two pixels a unit,
    /// readable by an image tag): the scene's, the same for every round on it.
    pub picture_a: String,
    pub picture_b: String,
    pub state: RoundState,
    /// How many differences the pair has.
    pub differences: usize,
    pub started_at: i64,
    pub deadline_at: i64,
    /// The server's clock when this answer was made (the timer counts from it).
    pub now: i64,
    pub ended_at: Option<i64>,
    /// Found differences, in the order found.
    pub found: Vec<Region>,
    /// Differences a hint revealed (found or not).
    pub hinted: Vec<Region>,
    pub hints_left: usize,
    pub misses: i64,
    /// The score: so far while open, final once ended.
    pub score: i64,
    /// Every difference: only once the round has ended, null before.
    pub all: Option<Vec<Region>>,
}

/// One of the visitor's rounds in the records list.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RoundCard {
    pub round_id: String,
    pub scene_id: String,
    pub scene_name: String,
    pub state: RoundState,
    pub differences: usize,
    pub found: usize,
    pub hints_used: usize,
    pub misses: i64,
    pub score: i64,
    pub started_at: i64,
    /// Seconds from the start to the end (or so far).
    pub seconds: i64,
}

pub fn region(scene: &Scene, index: usize) -> Region {
    let [cx, cy, r] = scene.differences[index].circle;
    Region { index, cx, cy, r }
}

/// Has the round ended at `now`, and when.
pub fn ended_at(row: &RoundRow, now: i64) -> Option<i64> {
    row.finished_ms
        .or_else(|| (now > row.deadline_ms + GRACE_MS).then_some(row.deadline_ms))
}

pub fn state_of(row: &RoundRow, now: i64) -> RoundState {
    match (row.finished_ms, ended_at(row, now)) {
        (Some(_), _) => RoundState::Finished,
        (None, Some(_)) => RoundState::TimedOut,
        _ => RoundState::Open,
    }
}

/// The score the round has (its stored one once finished).
pub fn score_of(row: &RoundRow, scene: &Scene, marks: &Marks, now: i64) -> i64 {
    if let Some(s) = row.score {
        return s;
    }
    let at = ended_at(row, now).unwrap_or(now).min(row.deadline_ms);
    score(
        marks.found.len(),
        scene.differences.len(),
        marks.hints.len(),
        marks.misses,
        (row.deadline_ms - at) / 1000,
    )
}

pub fn scene_for<'a>(s: &'a FoundState, row: &RoundRow) -> ApiResult<&'a Scene> {
    s.scenes.get(&row.scene_id).ok_or_else(not_found)
}

pub async fn load(s: &FoundState, id: &str, user: &str) -> ApiResult<(RoundRow, Marks)> {
    let row = store::round(&s.db, id, user)
        .await
        .map_err(anyhow::Error::from)?
        .ok_or_else(not_found)?;
    let marks = marks(&s.db, id).await?;
    Ok((row, marks))
}

pub async fn marks(db: &Db, id: &str) -> ApiResult<Marks> {
    Ok(store::marks(db, id).await.map_err(anyhow::Error::from)?)
}

pub fn view(s: &FoundState, row: &RoundRow, marks: &Marks, now: i64) -> ApiResult<RoundView> {
    let scene = scene_for(s, row)?;
    let ended = ended_at(row, now);
    let base = format!("/ver3/api/v3/found/scenes/{}/picture", scene.id);
    let v = &s.pictures.version;
    Ok(RoundView {
        round_id: row.id.clone(),
        scene_id: scene.id.clone(),
        scene_name: scene.name.clone(),
        width: s.scenes.width,
        height: s.scenes.height,
        picture_a: format!("{base}/a?v={v}"),
        picture_b: format!("{base}/b?v={v}"),
        state: state_of(row, now),
        differences: scene.differences.len(),
        started_at: row.started_ms,
        deadline_at: row.deadline_ms,
        now,
        ended_at: ended,
        found: marks.found.iter().map(|&i| region(scene, i)).collect(),
        hinted: marks.hints.iter().map(|&i| region(scene, i)).collect(),
        hints_left: s.rules.hints.saturating_sub(marks.hints.len()),
        misses: marks.misses,
        score: score_of(row, scene, marks, now),
        all: ended.map(|_| {
            (0..scene.differences.len())
                .map(|i| region(scene, i))
                .collect()
        }),
    })
}

pub fn card(s: &FoundState, row: &RoundRow, marks: &Marks, now: i64) -> ApiResult<RoundCard> {
    let scene = scene_for(s, row)?;
    let end = ended_at(row, now).unwrap_or(now).min(row.deadline_ms);
    Ok(RoundCard {
        round_id: row.id.clone(),
        scene_id: scene.id.clone(),
        scene_name: scene.name.clone(),
        state: state_of(row, now),
        differences: scene.differences.len(),
        found: marks.found.len(),
        hints_used: marks.hints.len(),
        misses: marks.misses,
        score: score_of(row, scene, marks, now),
        started_at: row.started_ms,
        seconds: ((end - row.started_ms) / 1000).max(0),
    })
}

/// Whether taps and hints may still change the round.
pub fn open(row: &RoundRow, now: i64) -> bool {
    ended_at(row, now).is_none()
}
