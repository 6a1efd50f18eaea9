//! `POST /ver3/api/v3/games/wukong/scores`: submit a round's score, once.

use axum::{Json, extract::State};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_campaigns::{
    credited::CreditedChance, engine::EarnOutcome, locks::TurnTx, words::GAME_SCORE,
};
use youzhe_core::{
    ApiError, ApiResult, Envelope,
    auth::AuthUser,
    envelope::ErrorEnvelope,
    extract::ApiJson,
    ok,
    time::{now_ms, shanghai_day},
};
use youzhe_points::rules::{KeyText, key_ok};

use super::{GamesState, WUKONG};
use crate::{
    replay::{self, Play},
    rules, store, token,
};

/// The longest session token: 20 + 1 + 15 + 1 + 10 + 1 + 64.
const SESSION_MAX: usize = 112;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ScoreBody {
    /// The signed session from opening the round, as given.
    #[schema(
        pattern = r"^[A-Za-z0-9]{20}\.[0-9]{1,15}\.[0-9]{1,10}\.[0-9a-f]{64}$",
        max_length = 112
    )]
    pub session: String,
    /// The round's score as the page counted it: the replay of `play` must reach it.
    #[schema(minimum = 0, maximum = 100000)]
    pub score: i64,
    /// Names this submission: the same key again answers the first result and changes nothing.
    #[schema(value_type = KeyText)]
    pub key: String,
    /// What happened in the round, for the server to replay it.
    pub play: PlayBody,
}

/// A round as the page played it: the server steps the same world from the session's seed
/// with these aims and takes the score it reaches.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayBody {
    /// The canvas's height in world units (the world is 360 wide).
    #[schema(minimum = 240, maximum = 3000)]
    pub height: f64,
    /// Played in elder mode (things fall slower, the monkey reaches farther).
    pub elder: bool,
    /// The round's length in seconds (45; shorter rounds for tests).
    #[schema(minimum = 5, maximum = 45)]
    pub seconds: i64,
    /// Where the finger aimed: `[step, x]` pairs, `step` the 0-based 60 Hz step before
    /// which the aim was set (ascending, at most one per step), `x` in world units.
    #[schema(max_items = 2701)]
    pub aims: Vec<Vec<f64>>,
}

impl From<PlayBody> for Play {
    fn from(b: PlayBody) -> Self {
        Play {
            height: b.height,
            elder: b.elder,
            seconds: b.seconds,
            aims: replay::aims_of(&b.aims),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ScoreResult {
    pub session_id: String,
    /// The accepted score.
    pub score: i64,
    pub submitted_at: i64,
    /// The visitor's best of all time, this round included.
    pub best: i64,
    /// The visitor's best today (Asia/Shanghai).
    pub best_today: i64,
    /// Only for a score reaching a chance tier.
    pub chance: Option<CreditedChance>,
}

fn not_found() -> ApiError {
    ApiError::NotFound("这局游戏不存在或不是你开始的".into())
}

/// Submit a round with its signed session: what happened in it (`play`) and the score the
/// page counted. The server replays the round from the session's seed and records the
/// replay's score. Accepted once per session: the same key again answers the first result;
/// another key for a used session answers 40900, as does an expired session (30 minutes
/// after it opened). A session this visitor did not open answers 40400. Refused with 40300
/// and recorded: a score the replay does not reach (forged), a round submitted before its
/// length has passed since the session opened, or more than the game allows for that time
/// (`maxPointsPerSecond` per second, at most a round's). A score reaching a chance tier earns chances in the game's
/// campaign (`chance`), once per round.
#[utoipa::path(post, path = "/ver3/api/v3/games/wukong/scores", tag = "games",
    security(("bearer" = [])), request_body = ScoreBody,
    extensions(("x-codes" = json!([40300, 40400, 40900]))),
    responses((status = 200, description = "The accepted score; 40000 naming `session` (not a session's shape), `score` or `key`, 40300 for a score impossible in the time played, 40400 for a session this visitor did not open (or this server did not sign), 40900 for a used or expired session",
        body = Envelope<ScoreResult>),
        (status = 429, description = "Too many submissions from this visitor", body = ErrorEnvelope)))]
pub async fn submit_score(
    State(s): State<GamesState>,
    user: AuthUser,
    ApiJson(body): ApiJson<ScoreBody>,
) -> ApiResult<Json<Envelope<ScoreResult>>> {
    s.limiter.check(&user.uid).await?;
    if !key_ok(&body.key) {
        return Err(ApiError::invalid(
            "key",
            "参数 key 须为 1 到 64 个字母、数字或 . _ : -",
        ));
    }
    if !(0..=100_000).contains(&body.score) {
        return Err(ApiError::invalid("score", "参数 score 须为 0 到 100000"));
    }
    let play = Play::from(body.play);
    replay::check(&play).map_err(|b| ApiError::invalid(b.field, b.message))?;
    if body.session.len() > SESSION_MAX || !token::well_formed(&body.session) {
        return Err(ApiError::invalid(
            "session",
            "参数 session 不是游戏凭证的格式",
        ));
    }
    // Well formed but not signed here (forged, or opened before a restart without a fixed
    // secret): a session this server never opened, as an unknown one.
    let claims = token::verify(&s.secret, &body.session).ok_or_else(not_found)?;
    let now = now_ms();
    let db = |e: sqlx::Error| ApiError::from(anyhow::Error::from(e));
    // The same key answers the first result again.
    if let Some(row) = store::by_key(&s.db, &user.uid, &body.key)
        .await
        .map_err(db)?
    {
        return answer(&s, row, &user.uid, now).await;
    }
    let refuse = |reason: &'static str, elapsed: Option<i64>, max: Option<i64>| store::Refused {
        game: WUKONG,
        user: &user.uid,
        session: &claims.id,
        score: body.score,
        elapsed_ms: elapsed,
        max_score: max,
        reason,
        now,
    };
    let row = store::session(&s.db, &claims.id).await.map_err(db)?;
    let Some(row) = row.filter(|r| {
        r.game == WUKONG && r.started_ms == claims.started_ms && r.seed == i64::from(claims.seed)
    }) else {
        store::log_refusal(&s.db, &refuse("unknown", None, None))
            .await
            .map_err(db)?;
        return Err(not_found());
    };
    if row.user_id != user.uid {
        store::log_refusal(&s.db, &refuse("not_yours", None, None))
            .await
            .map_err(db)?;
        return Err(not_found());
    }
    if row.submitted_ms.is_some() && row.score_key.as_deref() == Some(body.key.as_str()) {
        // Accepted with this key since the look-up above (a concurrent submission).
        return answer(&s, row, &user.uid, now).await;
    }
    if row.submitted_ms.is_some() {
        store::log_refusal(&s.db, &refuse("used", None, None))
            .await
            .map_err(db)?;
        return Err(ApiError::Conflict(
            "这局的成绩已经提交过了，再开一局吧".into(),
        ));
    }
    if now >= row.expires_ms {
        store::log_refusal(&s.db, &refuse("expired", None, None))
            .await
            .map_err(db)?;
        return Err(ApiError::Conflict(
            "这局已过期，成绩不再计入，再开一局吧".into(),
        ));
    }
    let elapsed = now - row.started_ms;
    let round_ms = play.seconds * 1000;
    if elapsed < round_ms {
        store::log_refusal(&s.db, &refuse("too_soon", Some(elapsed), None))
            .await
            .map_err(db)?;
        return Err(ApiError::Forbidden(format!(
            "这一局 {} 秒，开局后 {} 秒就提交了，成绩未被记录",
            play.seconds,
            elapsed / 1000
        )));
    }
    let replayed = replay::score(claims.seed, &play);
    if replayed != body.score {
        store::log_refusal(&s.db, &refuse("forged", Some(elapsed), Some(replayed)))
            .await
            .map_err(db)?;
        tracing::warn!(
            user = %user.uid, session = %row.id, claimed = body.score, replayed,
            "wukong score refused: the replay does not reach it"
        );
        return Err(ApiError::Forbidden(format!(
            "成绩 {} 与这一局的操作记录不符（按记录应为 {} 分），未被记录",
            body.score, replayed
        )));
    }
    let max = rules::max_score(elapsed);
    if body.score > max {
        store::log_refusal(&s.db, &refuse("implausible", Some(elapsed), Some(max)))
            .await
            .map_err(db)?;
        tracing::warn!(
            user = %user.uid, session = %row.id, score = body.score, elapsed_ms = elapsed, max,
            "wukong score refused as implausible"
        );
        return Err(ApiError::Forbidden(format!(
            "成绩 {} 超出了这局 {} 秒内可能得到的分数，未被记录",
            body.score,
            elapsed / 1000
        )));
    }
    // The score and the chances it earns commit together, in one transaction taken within
    // the visitor's turn in the game's campaign.
    let day = shanghai_day(now);
    let mut t = s.turns.begin(&s.db, &s.campaign, &[&user.uid], now).await?;
    let wrote = match store::accept_in(
        t.conn(),
        &row.id,
        &user.uid,
        body.score,
        &body.key,
        &day,
        now,
    )
    .await
    {
        Ok(w) => w,
        // The key went to another of the visitor's sessions meanwhile: that one's answer stands.
        Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
            drop(t);
            if let Some(row) = store::by_key(&s.db, &user.uid, &body.key)
                .await
                .map_err(db)?
            {
                return answer(&s, row, &user.uid, now).await;
            }
            return Err(ApiError::Conflict(
                "这局的成绩已经提交过了，再开一局吧".into(),
            ));
        }
        Err(e) => return Err(db(e)),
    };
    if wrote && rules::tiers_reached(body.score) > 0 {
        let chance = earn(&s, &mut t, &row.id, body.score, &user.uid, now).await?;
        let text = serde_json::to_string(&chance).map_err(anyhow::Error::from)?;
        store::keep_chance_in(t.conn(), &row.id, &text)
            .await
            .map_err(db)?;
    }
    t.commit().await.map_err(db)?;
    if !wrote {
        // A concurrent submission won: with this key it is this one; else the session is used.
        if let Some(row) = store::by_key(&s.db, &user.uid, &body.key)
            .await
            .map_err(db)?
        {
            return answer(&s, row, &user.uid, now).await;
        }
        store::log_refusal(&s.db, &refuse("used", None, None))
            .await
            .map_err(db)?;
        return Err(ApiError::Conflict(
            "这局的成绩已经提交过了，再开一局吧".into(),
        ));
    }
    let row = store::session(&s.db, &row.id)
        .await
        .map_err(db)?
        .ok_or_else(not_found)?;
    answer(&s, row, &user.uid, now).await
}

/// The accepted session's result as stored, with the visitor's bests.
async fn answer(
    s: &GamesState,
    row: store::SessionRow,
    uid: &str,
    now: i64,
) -> ApiResult<Json<Envelope<ScoreResult>>> {
    let db = |e: sqlx::Error| ApiError::from(anyhow::Error::from(e));
    let score = row.score.unwrap_or(0);
    let chance = match &row.chance {
        Some(t) => Some(serde_json::from_str::<CreditedChance>(t).map_err(anyhow::Error::from)?),
        None => None,
    };
    let (best, best_today, _) = store::mine(&s.db, WUKONG, uid, &shanghai_day(now))
        .await
        .map_err(db)?;
    Ok(ok(ScoreResult {
        session_id: row.id,
        score,
        submitted_at: row.submitted_ms.unwrap_or(now),
        best: best.unwrap_or(score),
        best_today: best_today.unwrap_or(0),
        chance,
    }))
}

/// One earn per tier reached, the tier in the deed, in the score's transaction: the engine
/// gives each once per round however often asked.
async fn earn(
    s: &GamesState,
    t: &mut TurnTx<'_>,
    session: &str,
    score: i64,
    uid: &str,
    now: i64,
) -> ApiResult<CreditedChance> {
    let campaign = s.campaign.to_string();
    let mut added = 0;
    let mut outcome = "already";
    let mut left = None;
    let mut message = None;
    for tier in 1..=rules::tiers_reached(score) {
        let deed = format!("{session}:{tier}");
        let key = format!("wukong:{deed}");
        let answer = t
            .earn(uid, &campaign, GAME_SCORE, &deed, &key, now)
            .await
            .map_err(anyhow::Error::from)?;
        match answer {
            Ok(e) => {
                left = Some(e.chances_left);
                added += e.chances;
                match e.outcome {
                    EarnOutcome::Earned => outcome = "earned",
                    EarnOutcome::Capped if outcome != "earned" => {
                        outcome = "capped";
                        message = Some("今天玩游戏获得的抽奖机会已达上限".into());
                    }
                    _ => {}
                }
            }
            Err(refusal) => {
                return Ok(CreditedChance::refused(&campaign, refusal, added, left));
            }
        }
    }
    Ok(CreditedChance {
        campaign_id: campaign,
        outcome: outcome.into(),
        chances: added,
        chances_left: left,
        message,
    })
}
