//! `POST /ver3/api/v3/quiz/attempts`: start an attempt.

use axum::{Json, extract::State};
use rand::seq::SliceRandom;
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::AuthUser, envelope::ErrorEnvelope, ok, time::now_ms,
};

use super::{
    QuizState, new_id,
    view::{AttemptView, Drawn, view},
};
use crate::{GRACE_MS, bank::Bank, store};

/// Start a quiz attempt: questions drawn at random from the published bank, each with its
/// options in a random order, and the deadline counted from now. The attempt keeps its
/// questions as drawn: an edit or a deletion published meanwhile changes nothing for it. The right answers are not sent; they
/// come with the result once the attempt is submitted. 50300 when this server has no bank.
#[utoipa::path(post, path = "/ver3/api/v3/quiz/attempts", tag = "quiz",
    security(("bearer" = [])),
    extensions(("x-codes" = json!([50300]))),
    responses((status = 200, description = "The attempt, open; 50300 without a question bank", body = Envelope<AttemptView>),
        (status = 429, description = "Too many starts from this visitor", body = ErrorEnvelope)))]
pub async fn start_attempt(
    State(s): State<QuizState>,
    user: AuthUser,
) -> ApiResult<Json<Envelope<AttemptView>>> {
    s.limiter.check(&user.uid).await?;
    let bank = Bank::of(&s.content);
    if bank.size() == 0 {
        return Err(ApiError::NotConfigured("答题暂未开放".into()));
    }
    let drawn: Vec<Drawn> = {
        let mut rng = rand::rng();
        bank.draw(s.rules.questions, &mut rng)
            .into_iter()
            .map(|q| {
                let mut order: Vec<usize> = (0..q.options.len()).collect();
                order.shuffle(&mut rng);
                Drawn {
                    q: q.id.clone(),
                    order,
                    held: Some(q.clone()),
                }
            })
            .collect()
    };
    let now = now_ms();
    let row = store::AttemptRow {
        id: new_id(),
        user_id: user.uid.clone(),
        campaign_id: s.rules.campaign.clone(),
        questions: serde_json::to_string(&drawn).map_err(anyhow::Error::from)?,
        pass_score: s.rules.pass.min(drawn.len()) as i64,
        started_ms: now,
        deadline_ms: now + s.rules.seconds * 1000,
        submitted_ms: None,
        answers: None,
        score: None,
        passed: None,
        chance: None,
    };
    store::insert_attempt(&s.db, &row)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(ok(view(&bank, &s.public_url, &row, now, GRACE_MS)?))
}
