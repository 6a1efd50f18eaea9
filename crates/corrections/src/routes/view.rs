//! A correction as its reporter sees it.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_content::snapshot::Snapshot;
use youzhe_core::{Db, time::rfc3339_shanghai};
use youzhe_media::MediaRef;

use crate::{
    input::Pin,
    kind::{Status, target_name},
    store::Row,
};

/// One of the visitor's corrections.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Correction {
    pub id: i64,
    /// `place` or `dish`.
    pub target_kind: String,
    pub target_id: String,
    /// The thing's name; empty when the content no longer has it.
    pub target_name: String,
    /// `closed`, `moved`, `phone`, `hours` or `other`.
    pub kind: String,
    pub text: String,
    pub location: Option<Pin>,
    pub phone: Option<String>,
    pub photos: Vec<MediaRef>,
    pub status: Status,
    /// Why it was not taken up (rejected only).
    pub reason: Option<String>,
    /// Points the acceptance credited (0 otherwise, or past the day's cap).
    pub points: i64,
    /// When it was sent, RFC 3339 in Asia/Shanghai.
    pub created_at: String,
    /// When it was decided.
    pub decided_at: Option<String>,
}

pub async fn correction(db: &Db, snap: &Snapshot, r: Row) -> sqlx::Result<Correction> {
    let photos = youzhe_media::refs(db, &r.media()).await?;
    let status = Status::parse(&r.status);
    Ok(Correction {
        target_name: target_name(snap, &r.target_kind, &r.target_id).unwrap_or_default(),
        location: r.lat.zip(r.lng).map(|(lat, lng)| Pin { lat, lng }),
        reason: (status == Status::Rejected).then(|| r.reason.clone().unwrap_or_default()),
        id: r.id,
        target_kind: r.target_kind,
        target_id: r.target_id,
        kind: r.kind,
        text: r.body,
        phone: r.phone,
        photos,
        status,
        points: r.points,
        created_at: rfc3339_shanghai(r.created_ms),
        decided_at: r.decided_ms.map(rfc3339_shanghai),
    })
}
