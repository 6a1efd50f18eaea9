//! The words a correction is made of: what it is about, what is wrong, where it stands.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_content::snapshot::Snapshot;

/// What a correction can be about.
pub const TARGET_WORDS: [&str; 2] = ["place", "dish"];
youzhe_core::words_schema!(
    /// `place` (a scenic spot, hotel, restaurant…) or `dish` (百县千碗).
    CorrectionTargetWord,
    TARGET_WORDS
);

/// What is wrong, in the order the page offers them.
pub const KIND_WORDS: [&str; 5] = ["closed", "moved", "phone", "hours", "other"];
youzhe_core::words_schema!(
    /// `closed` (关门了), `moved` (搬走了, with a pin), `phone` (电话不对, with the number),
    /// `hours` (营业时间不对) or `other` (其他).
    CorrectionKindWord,
    KIND_WORDS
);

/// Where a correction stands. Only `received` may change, once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = CorrectionStatus)]
pub enum Status {
    /// Waiting for an operator.
    Received,
    /// Taken up: the content will be corrected; points credited.
    Accepted,
    /// Not taken up; `reason` says why.
    Rejected,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Received => "received",
            Self::Accepted => "accepted",
            Self::Rejected => "rejected",
        }
    }

    /// The stored word; anything unknown reads as received (never shown as decided).
    pub fn parse(s: &str) -> Self {
        match s {
            "accepted" => Self::Accepted,
            "rejected" => Self::Rejected,
            _ => Self::Received,
        }
    }
}

/// The name of the thing a correction is about, if the content has it.
pub fn target_name(snap: &Snapshot, target_kind: &str, id: &str) -> Option<String> {
    match target_kind {
        "place" => {
            let p = snap.places.get(*snap.place_by_id.get(id)? as usize)?;
            Some(p.name.zh.clone())
        }
        "dish" => snap
            .dishes
            .iter()
            .find(|d| d.id == id)
            .map(|d| d.name.zh.clone()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_read_back() {
        for s in [Status::Received, Status::Accepted, Status::Rejected] {
            assert_eq!(Status::parse(s.as_str()), s);
        }
    }
}
