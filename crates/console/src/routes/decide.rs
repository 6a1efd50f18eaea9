//! `POST /ver3/api/admin/v1/moderation/{kind}/{id}/accept` and `…/reject`: a moderator's
//! decision, through the reviews and corrections services (points and the audit row are
//! theirs, in the decision's transaction).

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::{ApiError, ApiResult, Envelope, extract::ApiJson, ok};
use youzhe_corrections::moderation as corrections;
use youzhe_notes::moderation as notes;
use youzhe_operators::{Action, Operator, may, moderation};
use youzhe_photocontest::moderation as contest;
use youzhe_reviews::moderation as reviews;

use super::ConsoleState;
use crate::queue::QueueKind;

/// The longest reason or note, characters.
pub const MAX_REASON: usize = 200;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ModerationAccept {
    /// A note kept with an accepted correction (not shown to the visitor); ignored for reviews.
    #[serde(default)]
    #[schema(max_length = 200)]
    pub note: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ModerationReject {
    /// Why, as the visitor will read it: 1–200 characters, not blank.
    #[schema(min_length = 1, max_length = 200, pattern = r"\S")]
    pub reason: String,
}

/// The item as it now is.
#[derive(Debug, Serialize, ToSchema)]
pub struct ModerationDecision {
    pub kind: QueueKind,
    pub id: i64,
    /// A review: `published` or `rejected`; a correction: `accepted` or `rejected`.
    pub status: String,
}

fn read_path(p: Result<Path<(String, i64)>, PathRejection>) -> ApiResult<(QueueKind, i64)> {
    let Path((kind, id)) = p.map_err(|_| ApiError::invalid("id", "参数 id 须是整数"))?;
    let kind = QueueKind::parse(&kind).ok_or_else(|| {
        ApiError::invalid(
            "kind",
            "参数 kind 须是 review、photo、report、correction、note 或 contest",
        )
    })?;
    Ok((kind, id))
}

fn text(field: &str, s: &str) -> ApiResult<String> {
    let t = s.trim();
    if t.chars().count() > MAX_REASON || t.chars().any(|c| c.is_control() && c != '\n') {
        return Err(ApiError::invalid(
            field,
            format!("参数 {field} 最多 {MAX_REASON} 个字，不含控制字符"),
        ));
    }
    Ok(t.to_string())
}

/// What a service said, as the console answers it.
fn answer(
    kind: QueueKind,
    id: i64,
    status: &str,
    d: Outcome,
) -> ApiResult<Json<Envelope<ModerationDecision>>> {
    match d {
        Outcome::Done => Ok(ok(ModerationDecision {
            kind,
            id,
            status: status.into(),
        })),
        Outcome::NotFound => Err(ApiError::NotFound("没有这条待审内容".into())),
        Outcome::Already(now) => Err(ApiError::Conflict(format!(
            "已经处理过（{}），不能再次处理",
            match now.as_str() {
                "published" => "已发布",
                "accepted" => "已采纳",
                "rejected" => "已驳回",
                _ => "已处理",
            }
        ))),
    }
}

enum Outcome {
    Done,
    NotFound,
    Already(String),
}

/// Reviews, travel notes and contest entries are decided the one shared way.
impl From<moderation::Decision> for Outcome {
    fn from(d: moderation::Decision) -> Self {
        match d {
            moderation::Decision::Done => Self::Done,
            moderation::Decision::NotFound => Self::NotFound,
            moderation::Decision::AlreadyDecided(s) => Self::Already(s),
        }
    }
}

impl From<corrections::Decision> for Outcome {
    fn from(d: corrections::Decision) -> Self {
        match d {
            corrections::Decision::Done => Self::Done,
            corrections::Decision::NotFound => Self::NotFound,
            corrections::Decision::AlreadyDecided(s) => Self::Already(s),
        }
    }
}

/// Accept an item: a photo contest entry (`contest`) joins its gallery (audited
/// `photo_entry.accept`); a travel note (`note`) is published (audited `note.publish`); a review (`review`, `photo`, `report`) is published and its author
/// credited once; a correction is taken up and its reporter credited once (points by the
/// usual rules). Audited as `review.publish` / `correction.accept`. 40400 for an unknown
/// id; 40900 when it was decided before (nothing changes).
#[utoipa::path(post, path = "/ver3/api/admin/v1/moderation/{kind}/{id}/accept", tag = "console",
    security(("operator_session" = [])),
    params(("kind" = QueueKind, Path, description = "The item's kind in the queue"),
        ("id" = i64, Path, description = "The review's or correction's id", minimum = 1)),
    request_body = ModerationAccept,
    extensions(("x-codes" = json!([40300, 40400, 40900]))),
    responses((status = 200, description = "ModerationDecision; 40300 for a role that does not moderate, 40400 for an unknown id, 40900 when decided before",
        body = Envelope<ModerationDecision>)))]
pub async fn moderation_accept(
    op: Operator,
    State(s): State<ConsoleState>,
    path: Result<Path<(String, i64)>, PathRejection>,
    ApiJson(input): ApiJson<ModerationAccept>,
) -> ApiResult<Json<Envelope<ModerationDecision>>> {
    may(&op, Action::Moderate, None)?;
    let (kind, id) = read_path(path)?;
    let note = input.note.as_deref().map(|n| text("note", n)).transpose()?;
    let actor = op.actor();
    if kind == QueueKind::Contest {
        let d = contest::accept(&s.db, &actor, id).await?;
        answer(kind, id, "accepted", d.into())
    } else if kind == QueueKind::Note {
        let d = notes::publish(&s.db, &actor, id).await?;
        answer(kind, id, "published", d.into())
    } else if kind.is_review() {
        let d = reviews::publish(&s.db, &actor, id).await?;
        answer(kind, id, "published", d.into())
    } else {
        let d = corrections::accept(&s.db, &actor, id, note.as_deref()).await?;
        answer(kind, id, "accepted", d.into())
    }
}

/// Reject an item with the reason its author reads: a photo contest entry stays out of
/// the gallery and frees its author's place (audited `photo_entry.reject`); a travel note is kept off its county's
/// list (its author sees the reason, audited `note.reject`); a review is taken off (or kept off) the
/// public list; a correction is answered 未采纳 with the reason. Audited as `review.reject` /
/// `correction.reject`. 40400 for an unknown id; 40900 when it was decided before.
#[utoipa::path(post, path = "/ver3/api/admin/v1/moderation/{kind}/{id}/reject", tag = "console",
    security(("operator_session" = [])),
    params(("kind" = QueueKind, Path, description = "The item's kind in the queue"),
        ("id" = i64, Path, description = "The review's or correction's id", minimum = 1)),
    request_body = ModerationReject,
    extensions(("x-codes" = json!([40300, 40400, 40900]))),
    responses((status = 200, description = "ModerationDecision; 40300 for a role that does not moderate, 40400 for an unknown id, 40900 when decided before",
        body = Envelope<ModerationDecision>)))]
pub async fn moderation_reject(
    op: Operator,
    State(s): State<ConsoleState>,
    path: Result<Path<(String, i64)>, PathRejection>,
    ApiJson(input): ApiJson<ModerationReject>,
) -> ApiResult<Json<Envelope<ModerationDecision>>> {
    may(&op, Action::Moderate, None)?;
    let (kind, id) = read_path(path)?;
    let reason = text("reason", &input.reason)?;
    if reason.is_empty() {
        return Err(ApiError::invalid("reason", "请填写驳回理由：作者会看到它"));
    }
    let actor = op.actor();
    let d: Outcome = if kind == QueueKind::Contest {
        contest::reject(&s.db, &actor, id, &reason).await?.into()
    } else if kind == QueueKind::Note {
        notes::reject(&s.db, &actor, id, &reason).await?.into()
    } else if kind.is_review() {
        reviews::reject(&s.db, &actor, id, &reason).await?.into()
    } else {
        corrections::reject(&s.db, &actor, id, &reason)
            .await?
            .into()
    };
    answer(kind, id, "rejected", d)
}
