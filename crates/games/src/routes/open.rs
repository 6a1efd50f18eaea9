//! `GET …/games/wukong/rules` and `POST …/games/wukong/sessions`: the rules, and a play
//! session opened for a round.

use axum::{Json, extract::State};
use rand::Rng;
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{ApiResult, Envelope, auth::AuthUser, envelope::ErrorEnvelope, ok, time::now_ms};

use super::{GamesState, WUKONG, new_id};
use crate::{rules, store, token};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WukongRules {
    /// Seconds of play in a round.
    pub round_seconds: i64,
    /// A peach appears every this many milliseconds of play.
    pub spawn_ms: i64,
    /// Points of an ordinary peach.
    pub peach_points: i64,
    /// Points of a golden peach.
    pub golden_points: i64,
    /// The most a second of play can score; a score above it for the time since the
    /// session opened is refused.
    pub max_points_per_second: i64,
    /// The most a round can score.
    pub max_round_score: i64,
    /// Scores reaching each of these earn a chance.
    pub chance_tiers: Vec<i64>,
    /// The campaign the chances are earned in.
    pub campaign_id: String,
}

fn rules_of(s: &GamesState) -> WukongRules {
    WukongRules {
        round_seconds: rules::ROUND_SECONDS,
        spawn_ms: rules::SPAWN_MS,
        peach_points: rules::PEACH_POINTS,
        golden_points: rules::GOLDEN_POINTS,
        max_points_per_second: rules::MAX_POINTS_PER_SECOND,
        max_round_score: rules::MAX_ROUND_SCORE,
        chance_tiers: rules::CHANCE_TIERS.to_vec(),
        campaign_id: s.campaign.to_string(),
    }
}

/// The Monkey King game's rules: the round's length, the peaches' points, the most a
/// second can score, and the scores that earn chances.
#[utoipa::path(get, path = "/ver3/api/v3/games/wukong/rules", tag = "games",
    responses((status = 200, description = "The rules", body = Envelope<WukongRules>)))]
pub async fn wukong_rules(State(s): State<GamesState>) -> ApiResult<Json<Envelope<WukongRules>>> {
    Ok(ok(rules_of(&s)))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlaySession {
    /// The signed session the score is submitted with.
    pub session: String,
    pub session_id: String,
    /// Draws the round's peaches and clouds (the same seed plays the same round).
    pub seed: u32,
    pub started_at: i64,
    /// The score must be submitted before this.
    pub expires_at: i64,
    pub rules: WukongRules,
}

/// Opens a play session for one round: the server's id, start and seed, signed with the
/// server's secret. The score is submitted with it, once, before it expires (30 minutes).
#[utoipa::path(post, path = "/ver3/api/v3/games/wukong/sessions", tag = "games",
    security(("bearer" = [])),
    responses((status = 200, description = "The session, open", body = Envelope<PlaySession>),
        (status = 429, description = "Too many sessions from this visitor", body = ErrorEnvelope)))]
pub async fn open_session(
    State(s): State<GamesState>,
    user: AuthUser,
) -> ApiResult<Json<Envelope<PlaySession>>> {
    s.limiter.check(&user.uid).await?;
    let now = now_ms();
    let claims = token::Claims {
        id: new_id(),
        started_ms: now,
        seed: rand::rng().random(),
    };
    let row = store::SessionRow {
        id: claims.id.clone(),
        game: WUKONG.into(),
        user_id: user.uid.clone(),
        seed: i64::from(claims.seed),
        started_ms: now,
        expires_ms: now + rules::SESSION_TTL_MS,
        submitted_ms: None,
        score: None,
        score_key: None,
        day: None,
        chance: None,
    };
    store::insert_session(&s.db, &row)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(ok(PlaySession {
        session: token::sign(&s.secret, &claims),
        session_id: claims.id,
        seed: claims.seed,
        started_at: now,
        expires_at: row.expires_ms,
        rules: rules_of(&s),
    }))
}
