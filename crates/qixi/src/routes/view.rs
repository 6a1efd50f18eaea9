//! What the Qixi calls answer, and the engine's answer to a pair's chances as kept.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_campaigns::{credited::CreditedChance, wins::masked};
use youzhe_core::{ApiError, ApiResult};

use super::QixiState;
use crate::{
    questions::{self, Asked, MAX_OPTIONS, MAX_QUESTIONS},
    share::{self, QixiShare},
    store::{self, Row},
};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QixiQuestion {
    pub id: String,
    pub question: String,
    pub options: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QixiQuestions {
    /// The campaign a completed pair earns chances in.
    pub campaign_id: String,
    /// Days an invitation stays open.
    pub days: i64,
    pub questions: Vec<QixiQuestion>,
}

pub fn questions_view(s: &QixiState) -> QixiQuestions {
    QixiQuestions {
        campaign_id: s.rules.campaign.clone(),
        days: s.rules.days,
        questions: question_list(&questions::live(&s.content)),
    }
}

pub fn question_list(asked: &[Asked]) -> Vec<QixiQuestion> {
    asked
        .iter()
        .map(|q| QixiQuestion {
            id: q.id.clone(),
            question: q.question.clone(),
            options: q.options.clone(),
        })
        .collect()
}

/// The questions an invitation was answered with; one made before invitations kept them
/// is shown with the questions published now.
pub fn kept(s: &QixiState, r: &Row) -> ApiResult<Vec<Asked>> {
    match &r.questions {
        Some(t) => Ok(serde_json::from_str(t).map_err(anyhow::Error::from)?),
        None => Ok(questions::live(&s.content)),
    }
}

youzhe_core::text_schema!(
    /// One option index (0–5) per question, at most 20 (`MAX_QUESTIONS`).
    QixiAnswersSchema,
    ::utoipa::openapi::schema::ArrayBuilder::new()
        .items(
            ::utoipa::openapi::ObjectBuilder::new()
                .schema_type(::utoipa::openapi::Type::Integer)
                .minimum(Some(0))
                .maximum(Some(MAX_OPTIONS as u32 - 1)),
        )
        .max_items(Some(MAX_QUESTIONS))
        .into()
);

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct QixiAnswers {
    /// The chosen option's index, one per question in the order of `/qixi/questions`.
    #[schema(value_type = QixiAnswersSchema)]
    pub answers: Vec<u8>,
}

impl QixiAnswers {
    /// 40000 naming `answers` or `answers[i]` unless they fit the questions asked; the
    /// JSON to store otherwise.
    pub fn checked(&self, asked: &[Asked]) -> ApiResult<String> {
        if let Some((field, msg)) = questions::misfit(asked, &self.answers) {
            return Err(ApiError::invalid(field, msg));
        }
        Ok(serde_json::to_string(&self.answers).map_err(anyhow::Error::from)?)
    }
}

youzhe_core::words_schema!(
    /// An invitation's state: `open` (waiting for a partner), `paired` or `expired`
    /// (no partner came in time).
    QixiStateWord,
    ["open", "paired", "expired"]
);

youzhe_core::words_schema!(
    /// The visitor's side of an invitation: `inviter` or `partner`.
    QixiRoleWord,
    ["inviter", "partner"]
);

youzhe_core::words_schema!(
    /// How alike a pair is: `soulmates` (78 and up), `in_tune` (45 and up) or
    /// `complementary`.
    QixiLevelWord,
    ["soulmates", "in_tune", "complementary"]
);

pub fn state_of(r: &Row, now: i64) -> &'static str {
    if r.partner_id.is_some() {
        "paired"
    } else if now >= r.expires_ms {
        "expired"
    } else {
        "open"
    }
}

/// One question with both answers, once the pair is made.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QixiItem {
    pub question: String,
    pub options: Vec<String>,
    /// The visitor's option index.
    pub mine: u8,
    /// The other's option index.
    pub theirs: u8,
    pub same: bool,
}

/// The shared result: the same score for both of the pair.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QixiResult {
    /// 0–100: the share of questions answered alike.
    pub score: i64,
    /// Questions answered alike.
    pub same: i64,
    pub total: i64,
    #[schema(value_type = QixiLevelWord)]
    pub level: String,
    pub items: Vec<QixiItem>,
    /// The visitor's chance from this pair; null until the engine has answered.
    pub chance: Option<CreditedChance>,
}

/// An invitation as one of its two people sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QixiPair {
    pub code: String,
    #[schema(value_type = QixiRoleWord)]
    pub role: String,
    #[schema(value_type = QixiStateWord)]
    pub state: String,
    /// The other person's masked nickname (`张**`), once paired.
    pub partner: Option<String>,
    pub created_at: i64,
    pub expires_at: i64,
    pub paired_at: Option<i64>,
    /// The invitation link and its QR code, while it is open (for the inviter).
    pub share: Option<QixiShare>,
    /// Only once both have answered.
    pub result: Option<QixiResult>,
}

fn answers_of(text: &str) -> ApiResult<Vec<u8>> {
    Ok(serde_json::from_str(text).map_err(anyhow::Error::from)?)
}

pub fn share_of(s: &QixiState, code: &str) -> Option<QixiShare> {
    share::code(
        &s.public_url,
        &format!("pages/custom/qixi/index?invite={code}"),
    )
}

/// The invitation for `uid`, who must be its inviter or partner (40400 otherwise).
pub async fn pair_view(s: &QixiState, r: &Row, uid: &str, now: i64) -> ApiResult<QixiPair> {
    let inviter = r.inviter_id == uid;
    if !inviter && r.partner_id.as_deref() != Some(uid) {
        return Err(super::not_found());
    }
    let state = state_of(r, now);
    let other = if inviter {
        r.partner_id.as_deref()
    } else {
        Some(r.inviter_id.as_str())
    };
    let partner = match (state, other) {
        ("paired", Some(o)) => Some(masked(
            store::nickname(&s.db, o)
                .await
                .map_err(anyhow::Error::from)?
                .as_deref(),
        )),
        _ => None,
    };
    let result = match (&r.partner_answers, r.score) {
        (Some(theirs_text), Some(score)) => {
            let a = answers_of(&r.inviter_answers)?;
            let b = answers_of(theirs_text)?;
            let (mine, theirs) = if inviter { (a, b) } else { (b, a) };
            let (same, _) = questions::compatibility(&mine, &theirs);
            let chance_text = if inviter {
                &r.inviter_chance
            } else {
                &r.partner_chance
            };
            let chance = match chance_text {
                Some(t) => Some(serde_json::from_str(t).map_err(anyhow::Error::from)?),
                None => None,
            };
            Some(QixiResult {
                score,
                same: same as i64,
                total: mine.len() as i64,
                level: questions::level(score).into(),
                items: kept(s, r)?
                    .iter()
                    .zip(mine.iter().zip(&theirs))
                    .map(|(q, (&m, &t))| QixiItem {
                        question: q.question.clone(),
                        options: q.options.clone(),
                        mine: m,
                        theirs: t,
                        same: m == t,
                    })
                    .collect(),
                chance,
            })
        }
        _ => None,
    };
    Ok(QixiPair {
        code: r.code.clone(),
        role: if inviter { "inviter" } else { "partner" }.into(),
        state: state.into(),
        partner,
        created_at: r.created_ms,
        expires_at: r.expires_ms,
        paired_at: r.paired_ms,
        share: (inviter && state == "open")
            .then(|| share_of(s, &r.code))
            .flatten(),
        result,
    })
}
