//! A review and a target's summary as the API answers them.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{Db, time::rfc3339_shanghai};
use youzhe_media::MediaRef;

use crate::store::Row;

/// One review.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Review {
    pub id: i64,
    /// `place` or `dish`.
    pub target_kind: String,
    pub target_id: String,
    /// 1–5 stars.
    pub rating: i64,
    /// Plain text, exactly as written (show it as text, never as HTML).
    pub text: String,
    /// Its photos, in the author's order.
    pub photos: Vec<MediaRef>,
    /// The author's nickname; `游客` and the last 4 characters of their id when they set
    /// none; `已注销用户` when they deleted their account.
    pub author_name: String,
    /// The address of the author's picture (their own upload or WeChat's), or '' for
    /// none: pages then draw the default.
    pub author_avatar: String,
    /// True when the signed-in visitor wrote it (they may delete it).
    pub mine: bool,
    /// `published`; `pending` (审核中) or `rejected` (未通过) only its author sees.
    pub status: String,
    /// For its author, why a moderator rejected it (null otherwise).
    pub rejection_reason: Option<String>,
    /// When it was written, RFC 3339 in Asia/Shanghai.
    pub created_at: String,
}

/// The name shown for a review's author.
pub fn author_name(r: &Row) -> String {
    name_of(&r.author, &r.nickname, r.author_gone)
}

/// The name a visitor is shown by: their nickname (at most 32 characters), else 游客 and the
/// last four characters of their uid; 已注销用户 once the account is gone. Reviews, album
/// credits and the console's queue all name a visitor this one way.
pub fn name_of(author: &str, nickname: &str, gone: bool) -> String {
    if gone {
        return "已注销用户".into();
    }
    let nick = nickname.trim();
    if !nick.is_empty() {
        return nick.chars().take(32).collect();
    }
    let chars: Vec<char> = author.chars().collect();
    let tail: String = chars[chars.len().saturating_sub(4)..].iter().collect();
    format!("游客{tail}")
}

/// The review as `viewer` sees it (photos read from the media store).
pub async fn review(db: &Db, r: Row, viewer: &str) -> sqlx::Result<Review> {
    let photos = if r.media_ids.is_empty() {
        Vec::new()
    } else {
        youzhe_media::refs(db, &r.media_ids()).await?
    };
    let mine = !viewer.is_empty() && r.author == viewer;
    Ok(Review {
        author_name: author_name(&r),
        author_avatar: if r.author_gone {
            String::new()
        } else {
            r.avatar.clone()
        },
        mine,
        // A rejection without words is stored as `rejected`: no reason to show.
        rejection_reason: (mine && r.status == crate::status::REJECTED)
            .then(|| r.reason.trim().to_string())
            .filter(|w| !w.is_empty() && w != crate::status::REJECTED),
        id: r.id,
        target_kind: r.target_kind,
        target_id: r.target_id,
        rating: r.rating,
        text: r.body,
        photos,
        status: r.status,
        created_at: rfc3339_shanghai(r.created_ms),
    })
}

/// A target's published reviews at a glance.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewSummary {
    /// The average of the stars to one decimal; 0 when there are none.
    pub average: f64,
    pub count: i64,
    pub with_photos: i64,
    /// How many gave 1, 2, 3, 4 and 5 stars, in that order.
    pub stars: Vec<i64>,
}

/// The summary from (rating, count, with photos) rows.
pub fn summary(rows: &[(i64, i64, i64)]) -> ReviewSummary {
    let mut stars = vec![0; 5];
    let (mut count, mut sum, mut with_photos) = (0, 0, 0);
    for &(rating, n, photos) in rows {
        if let Some(slot) = usize::try_from(rating - 1)
            .ok()
            .and_then(|i| stars.get_mut(i))
        {
            *slot += n;
            count += n;
            sum += rating * n;
            with_photos += photos;
        }
    }
    #[allow(clippy::cast_precision_loss)]
    let average = if count == 0 {
        0.0
    } else {
        (sum as f64 * 10.0 / count as f64).round() / 10.0
    };
    ReviewSummary {
        average,
        count,
        with_photos,
        stars,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn average_to_one_decimal() {
        let s = summary(&[(5, 2, 1), (4, 1, 0)]);
        assert_eq!(s.average, 4.7);
        assert_eq!(s.count, 3);
        assert_eq!(s.with_photos, 1);
        assert_eq!(s.stars, vec![0, 0, 0, 1, 2]);
        assert_eq!(summary(&[]).average, 0.0);
    }

    fn row(nickname: &str, gone: bool) -> Row {
        Row {
            id: 1,
            target_kind: "place".into(),
            target_id: "p".into(),
            author: "u-abcdef12".into(),
            rating: 5,
            body: String::new(),
            media_ids: String::new(),
            status: "published".into(),
            reason: String::new(),
            created_ms: 0,
            nickname: nickname.into(),
            avatar: String::new(),
            author_gone: gone,
        }
    }

    #[test]
    fn author_names() {
        assert_eq!(author_name(&row("小王", false)), "小王");
        assert_eq!(author_name(&row("  ", false)), "游客ef12");
        assert_eq!(author_name(&row("小王", true)), "已注销用户");
    }
}
