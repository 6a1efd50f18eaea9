//! A campaign's life in the console (docs/CAMPAIGNS.md, "Running a campaign"):
//!
//! ```text
//! draft ──publish──▶ published ◀──resume── paused
//!   │  (a city or county      │ ──pause──────▲
//!   │   editor's: pending,    │
//!   │   then a province       └──close──▶ closed
//!   │   admin's publish)
//!   └──close (withdrawn)──▶ closed
//! ```
//!
//! Each step is one conditional update (`WHERE state = <the state it was read in>`) with its
//! audit row in the same transaction, so two operators pressing at once cannot both move
//! it. The engine reads the state inside every earn, draw and redemption, so a pause holds
//! on every replica from the moment it commits.

use serde_json::json;
use youzhe_core::{Db, time::now_ms, with_db};
use youzhe_operators::audit::{self, Actor, Target};

pub const DRAFT: &str = "draft";
pub const PENDING: &str = "pending";
pub const PUBLISHED: &str = "published";
pub const PAUSED: &str = "paused";
pub const CLOSED: &str = "closed";

/// Every state, in the order a campaign lives them.
pub const STATES: [&str; 5] = [DRAFT, PENDING, PUBLISHED, PAUSED, CLOSED];

youzhe_core::words_schema!(
    /// Where a campaign is in its life: `draft` (the console's only), `pending` (a city or
    /// county editor's, waiting for a province admin), `published`, `paused` (no earn,
    /// draw or redemption) or `closed` (over for good).
    CampaignStateWord,
    STATES
);

/// Whether visitors see a campaign in this state.
pub fn visible(state: &str) -> bool {
    matches!(state, PUBLISHED | PAUSED | CLOSED)
}

/// A step an operator takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Publish,
    Pause,
    Resume,
    Close,
}

impl Step {
    /// The audit log's action.
    pub fn action(self) -> &'static str {
        match self {
            Step::Publish => "campaign.publish",
            Step::Pause => "campaign.pause",
            Step::Resume => "campaign.resume",
            Step::Close => "campaign.close",
        }
    }
}

/// Why a step was not taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StepRefused {
    NoCampaign,
    /// The step does not apply in the campaign's state (which it names).
    WrongState(String),
    /// A city or county editor's campaign is waiting for a province admin.
    AwaitingApproval,
    /// A city or county editor may only move the campaigns they created.
    NotTheirs,
}

/// Who takes a step: a province admin approves and runs campaigns; a city or county
/// editor only submits the drafts they created.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Taker {
    Admin,
    Editor { operator_id: i64 },
}

/// The state `step` leads to from `from` for `taker`, or why not.
pub fn next(
    step: Step,
    from: &str,
    taker: Taker,
    created_by: Option<i64>,
) -> Result<&'static str, StepRefused> {
    if let Taker::Editor { operator_id } = taker {
        if created_by != Some(operator_id) {
            return Err(StepRefused::NotTheirs);
        }
        return match (step, from) {
            (Step::Publish, DRAFT) => Ok(PENDING),
            (Step::Publish, PENDING) => Err(StepRefused::AwaitingApproval),
            _ => Err(StepRefused::WrongState(from.to_string())),
        };
    }
    match (step, from) {
        (Step::Publish, DRAFT | PENDING) => Ok(PUBLISHED),
        (Step::Pause, PUBLISHED) => Ok(PAUSED),
        (Step::Resume, PAUSED) => Ok(PUBLISHED),
        // A draft never published is withdrawn by closing it.
        (Step::Close, DRAFT | PENDING | PUBLISHED | PAUSED) => Ok(CLOSED),
        _ => Err(StepRefused::WrongState(from.to_string())),
    }
}

/// Takes `step` on campaign `id` in one transaction with its audit row (`campaign.publish`
/// …, the state before and after); the state it left the campaign in.
pub async fn take(
    db: &Db,
    actor: &Actor,
    taker: Taker,
    id: &str,
    step: Step,
) -> anyhow::Result<Result<&'static str, StepRefused>> {
    let now = now_ms();
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let row: Option<(String, Option<i64>)> =
            sqlx::query_as("SELECT state, created_by FROM campaigns WHERE id = $1")
                .bind(id).fetch_optional(&mut *tx).await?;
        let Some((from, created_by)) = row else {
            tx.rollback().await?;
            return Ok(Err(StepRefused::NoCampaign));
        };
        let to = match next(step, &from, taker, created_by) {
            Ok(to) => to,
            Err(r) => {
                tx.rollback().await?;
                return Ok(Err(r));
            }
        };
        let moved = sqlx::query(
            "UPDATE campaigns SET state = $2, updated_ms = $3,
                    closed_ms = CASE WHEN $2 = 'closed' THEN $3 ELSE closed_ms END
             WHERE id = $1 AND state = $4")
            .bind(id).bind(to).bind(now).bind(&from)
            .execute(&mut *tx).await?.rows_affected();
        if moved == 0 {
            // Another operator moved it between the read and the write.
            tx.rollback().await?;
            return Ok(Err(StepRefused::WrongState(from)));
        }
        audit::record(&mut *tx, actor, step.action(), Target::new("campaign", id),
            Some(json!({"state": from})), Some(json!({"state": to}))).await?;
        tx.commit().await?;
        Ok(Ok(to))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const ADMIN: Taker = Taker::Admin;
    const ED: Taker = Taker::Editor { operator_id: 7 };

    #[test]
    fn an_admin_runs_a_campaign_through_its_life() {
        assert_eq!(next(Step::Publish, DRAFT, ADMIN, None), Ok(PUBLISHED));
        assert_eq!(next(Step::Publish, PENDING, ADMIN, Some(7)), Ok(PUBLISHED));
        assert_eq!(next(Step::Pause, PUBLISHED, ADMIN, None), Ok(PAUSED));
        assert_eq!(next(Step::Resume, PAUSED, ADMIN, None), Ok(PUBLISHED));
        assert_eq!(next(Step::Close, PAUSED, ADMIN, None), Ok(CLOSED));
        assert_eq!(next(Step::Close, DRAFT, ADMIN, None), Ok(CLOSED));
        for (step, from) in [
            (Step::Publish, PUBLISHED),
            (Step::Pause, DRAFT),
            (Step::Resume, PUBLISHED),
            (Step::Close, CLOSED),
            (Step::Publish, CLOSED),
        ] {
            assert_eq!(
                next(step, from, ADMIN, None),
                Err(StepRefused::WrongState(from.into())),
                "{step:?} from {from}"
            );
        }
    }

    #[test]
    fn an_editor_only_submits_their_own_draft() {
        assert_eq!(next(Step::Publish, DRAFT, ED, Some(7)), Ok(PENDING));
        assert_eq!(
            next(Step::Publish, PENDING, ED, Some(7)),
            Err(StepRefused::AwaitingApproval)
        );
        assert_eq!(
            next(Step::Publish, DRAFT, ED, Some(8)),
            Err(StepRefused::NotTheirs)
        );
        assert_eq!(
            next(Step::Publish, DRAFT, ED, None),
            Err(StepRefused::NotTheirs)
        );
        assert!(next(Step::Pause, PUBLISHED, ED, Some(7)).is_err());
        assert!(next(Step::Close, DRAFT, ED, Some(7)).is_err());
    }

    #[test]
    fn visitors_see_only_what_was_published() {
        assert!(!visible(DRAFT) && !visible(PENDING));
        assert!(visible(PUBLISHED) && visible(PAUSED) && visible(CLOSED));
    }
}
