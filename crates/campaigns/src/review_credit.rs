//! A published review earns its author the `review_published` task's chances in every
//! running campaign that lists the task (for a review written after the campaign began),
//! credited by the server the moment the review is published — at once when written, or
//! when a moderator publishes it — so the visitor never has to claim it from the campaign
//! page. Idempotent by the review: the task's deed is the review's id, so publishing again
//! (after reports sent it back) or a visitor's own claim adds nothing.

use youzhe_core::Db;

use crate::{
    engine::{self, Earned},
    lifecycle::PUBLISHED,
    refusal::Decided,
    store,
    words::REVIEW_PUBLISHED,
};

/// Credits review `review` (written at `written_ms` by `author`) in each running campaign
/// with the task; what each campaign did.
pub async fn review_published(
    db: &Db,
    author: &str,
    review: i64,
    written_ms: i64,
    now: i64,
) -> sqlx::Result<Vec<(String, Decided<Earned>)>> {
    let mut out = Vec::new();
    for c in store::campaigns(db).await? {
        let lists_it = c.tasks.iter().any(|t| t.task == REVIEW_PUBLISHED);
        let running = c.state == PUBLISHED && c.starts_ms <= now && now < c.ends_ms;
        if lists_it && running && written_ms >= c.starts_ms {
            let deed = review.to_string();
            let key = format!("review-{review}");
            let answer =
                engine::earn(db, author, &c.id, REVIEW_PUBLISHED, &deed, &key, now).await?;
            out.push((c.id, answer));
        }
    }
    Ok(out)
}
