//! What the engine did with a chance credited on the server, in Rust, by a game or page
//! (the quiz's pass, a Qixi pair, a Monkey King score tier, a full stamp card): the one
//! shape their answers carry, and their rows keep as JSON (a refusal too: the deed stands,
//! with the reason no chance was added).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::ApiError;

use crate::{
    engine::{EarnOutcome, Earned},
    refusal::{Decided, Refusal},
};

/// Describes `CreditedChance::outcome` in the OpenAPI document (the value is kept as text).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[allow(dead_code, reason = "only its schema is used")]
pub enum CreditedOutcome {
    /// Chances were added to the campaign.
    Earned,
    /// This deed's chances were added before.
    Already,
    /// Today's chances of the task are used up: `message` says so.
    Capped,
    /// The campaign took none (not running, not eligible, no such campaign): `message`
    /// says why.
    Refused,
}

/// What the campaign engine did with a deed that earns chances.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreditedChance {
    pub campaign_id: String,
    #[schema(value_type = CreditedOutcome)]
    pub outcome: String,
    /// Chances this deed added.
    pub chances: i64,
    /// Chances left in the campaign then (none when refused before any was added).
    pub chances_left: Option<i64>,
    pub message: Option<String>,
}

impl CreditedChance {
    /// The engine's answer to one earn; `capped` is what the visitor reads when today's
    /// chances of the task are used up (each game words it for itself).
    pub fn of(campaign: &str, answer: Decided<Earned>, capped: &str) -> Self {
        match answer {
            Ok(e) => Self {
                campaign_id: campaign.to_string(),
                outcome: outcome_word(e.outcome).into(),
                chances: e.chances,
                chances_left: Some(e.chances_left),
                message: (e.outcome == EarnOutcome::Capped).then(|| capped.to_string()),
            },
            Err(refusal) => Self::refused(campaign, refusal, 0, None),
        }
    }

    /// A refusal, after `chances` were added by earlier earns of the same deed.
    pub fn refused(
        campaign: &str,
        refusal: Refusal,
        chances: i64,
        chances_left: Option<i64>,
    ) -> Self {
        Self {
            campaign_id: campaign.to_string(),
            outcome: "refused".into(),
            chances,
            chances_left,
            message: Some(ApiError::from(refusal).to_string()),
        }
    }
}

pub fn outcome_word(o: EarnOutcome) -> &'static str {
    match o {
        EarnOutcome::Earned => "earned",
        EarnOutcome::Already => "already",
        EarnOutcome::Capped => "capped",
    }
}
