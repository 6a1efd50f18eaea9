//! The moderation queue: everything visitors wrote that waits for an operator, in one list,
//! oldest first. The console's `GET moderation` and `youzhe moderate list` both read it
//! here, from the reviews and corrections services' own lists; the decisions are those
//! services' too (`publish`/`reject`, `accept`/`reject`), which keep the points rules and
//! write the audit row in the decision's transaction.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::Db;
use youzhe_corrections::moderation::{self as corrections, PendingCorrection};
use youzhe_notes::moderation::{self as notes, PendingNote};
use youzhe_photocontest::moderation::{self as contest, PendingEntry};
use youzhe_reviews::moderation::{self as reviews, PendingReview};

/// What kind of item waits:
/// - `review`: a review held back (a sensitive word, or its author wrote many in an hour);
/// - `photo`: such a review with photos (the photos are seen before it is published);
/// - `report`: a published review that three visitors' reports sent back;
/// - `correction`: a correction received and not answered yet;
/// - `note`: a travel note (every new one waits, docs/NOTES.md);
/// - `contest`: a photo contest entry (every new one waits, docs/PHOTO_CONTEST.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum QueueKind {
    Review,
    Photo,
    Report,
    Correction,
    Note,
    Contest,
}

impl QueueKind {
    pub const ALL: [QueueKind; 6] = [
        Self::Review,
        Self::Photo,
        Self::Report,
        Self::Correction,
        Self::Note,
        Self::Contest,
    ];
    pub const REVIEWS: [QueueKind; 3] = [Self::Review, Self::Photo, Self::Report];

    pub fn word(self) -> &'static str {
        match self {
            Self::Review => "review",
            Self::Photo => "photo",
            Self::Report => "report",
            Self::Correction => "correction",
            Self::Note => "note",
            Self::Contest => "contest",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.word() == s)
    }

    /// Whether the item is a review (decided by the reviews service).
    pub fn is_review(self) -> bool {
        !matches!(self, Self::Correction | Self::Note | Self::Contest)
    }
}

/// Why a review waits when reports sent it back (`youzhe_reviews`' reason).
const REPORTS: &str = "reports";

/// The queue kind of a waiting review.
pub fn kind_of(r: &PendingReview) -> QueueKind {
    if r.reason == REPORTS {
        QueueKind::Report
    } else if !r.media_ids.is_empty() {
        QueueKind::Photo
    } else {
        QueueKind::Review
    }
}

/// One waiting item, as its service lists it.
#[derive(Clone, Debug)]
pub enum Waiting {
    Review(QueueKind, PendingReview),
    Correction(PendingCorrection),
    Note(PendingNote),
    Contest(PendingEntry),
}

impl Waiting {
    pub fn kind(&self) -> QueueKind {
        match self {
            Self::Review(k, _) => *k,
            Self::Correction(_) => QueueKind::Correction,
            Self::Note(_) => QueueKind::Note,
            Self::Contest(_) => QueueKind::Contest,
        }
    }

    pub fn id(&self) -> i64 {
        match self {
            Self::Review(_, r) => r.id,
            Self::Correction(c) => c.id,
            Self::Note(n) => n.id,
            Self::Contest(e) => e.id,
        }
    }

    /// When the visitor wrote it.
    pub fn at_ms(&self) -> i64 {
        match self {
            Self::Review(_, r) => r.at_ms,
            Self::Correction(c) => c.at_ms,
            Self::Note(n) => n.at_ms,
            Self::Contest(e) => e.at_ms,
        }
    }
}

/// The items of `kinds` that wait, oldest first (ties: reviews before corrections, then by
/// id). `limit` bounds what each service lists, so a kind's oldest `limit` items are all in.
pub async fn waiting(db: &Db, kinds: &[QueueKind], limit: i64) -> sqlx::Result<Vec<Waiting>> {
    let mut all = Vec::new();
    if kinds.iter().any(|k| k.is_review()) {
        for r in reviews::pending(db, limit).await? {
            let k = kind_of(&r);
            if kinds.contains(&k) {
                all.push(Waiting::Review(k, r));
            }
        }
    }
    if kinds.contains(&QueueKind::Correction) {
        all.extend(
            corrections::pending(db, limit)
                .await?
                .into_iter()
                .map(Waiting::Correction),
        );
    }
    if kinds.contains(&QueueKind::Note) {
        all.extend(
            notes::pending(db, limit)
                .await?
                .into_iter()
                .map(Waiting::Note),
        );
    }
    if kinds.contains(&QueueKind::Contest) {
        all.extend(
            contest::pending(db, limit)
                .await?
                .into_iter()
                .map(Waiting::Contest),
        );
    }
    all.sort_by_key(|w| (w.at_ms(), !w.kind().is_review(), w.id()));
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn review(reason: &str, photos: usize) -> PendingReview {
        PendingReview {
            id: 1,
            target_kind: "place".into(),
            target_id: "scenic-hz-xihu".into(),
            author: "u".into(),
            rating: 3,
            text: String::new(),
            reason: reason.into(),
            at_ms: 0,
            media_ids: vec!["m".into(); photos],
        }
    }

    #[test]
    fn reports_come_first_then_photos() {
        assert_eq!(kind_of(&review("sensitive_word", 0)), QueueKind::Review);
        assert_eq!(kind_of(&review("author_rate", 2)), QueueKind::Photo);
        assert_eq!(kind_of(&review("reports", 2)), QueueKind::Report);
    }

    #[test]
    fn words_round_trip() {
        for k in QueueKind::ALL {
            assert_eq!(QueueKind::parse(k.word()), Some(k));
            assert_eq!(serde_json::to_value(k).unwrap(), k.word());
        }
        assert_eq!(QueueKind::parse("reviews"), None);
    }
}
