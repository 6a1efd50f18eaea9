//! Contest entries and votes in the database. Public reads show accepted entries; the
//! author also sees their own waiting and rejected ones; a vote is one row per visitor,
//! entry and Asia/Shanghai day, so the database itself refuses a second one that day.

use youzhe_core::{Db, report::Reportable, reportable, with_db};

/// Waits for a moderator: only its author sees it (审核中).
pub const SUBMITTED: &str = "submitted";
/// In the gallery: everyone sees it and may vote for it.
pub const ACCEPTED: &str = "accepted";
/// A moderator refused it, with a reason its author reads.
pub const REJECTED: &str = "rejected";
/// Why an entry waits: every new one does.
pub const WHY_NEW: &str = "new";
/// Why an entry waits: its words hold a word of the reviews' sensitive-word list.
pub const WHY_SENSITIVE: &str = "sensitive_word";

/// The entries and their reports as reporting sees them (the rule reviews follow,
/// `youzhe_core::report`): an accepted entry that three visitors report waits again
/// (`submitted`, reason `reports`), out of the gallery until a moderator decides.
pub const REPORTS: Reportable = reportable! {
    table: "photo_entries", reports: "photo_entry_reports", key: "entry_id",
    published: ACCEPTED, waiting: SUBMITTED,
};

/// A new entry, checked.
pub struct NewEntry<'a> {
    pub campaign_id: &'a str,
    pub author: &'a str,
    pub media_id: &'a str,
    pub title: &'a str,
    pub caption: &'a str,
    pub place_id: &'a str,
    pub reason: &'a str,
    pub at_ms: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Row {
    pub id: i64,
    pub campaign_id: String,
    pub author: String,
    pub media_id: String,
    pub title: String,
    pub caption: String,
    pub place_id: String,
    pub status: String,
    pub reason: String,
    pub votes: i64,
    pub created_ms: i64,
    pub nickname: String,
}

/// The columns of a [`Row`]; a macro so each query is one literal built by `concat!`.
macro_rules! entry_row {
    () => {
        "SELECT e.id, e.campaign_id, e.author, e.media_id, e.title, e.caption, e.place_id,
        e.status, e.reason, e.votes, e.created_ms, COALESCE(v.nickname, '') AS nickname
    FROM photo_entries e LEFT JOIN visitors v ON v.uid = e.author"
    };
}

/// The theme of the contest run as this campaign; `None` when it is not a photo contest.
pub async fn theme(db: &Db, campaign: &str) -> sqlx::Result<Option<String>> {
    with_db!(db, pool => sqlx::query_scalar(
        "SELECT theme FROM photo_contests WHERE campaign_id = $1")
        .bind(campaign).fetch_optional(pool).await)
}

/// Every photo contest's campaign id and theme.
pub async fn contests(db: &Db) -> sqlx::Result<Vec<(String, String)>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT campaign_id, theme FROM photo_contests ORDER BY campaign_id")
        .fetch_all(pool).await)
}

/// Which order the gallery has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sort {
    Newest,
    Votes,
}

/// What entering a photo did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entered {
    /// The new entry's id.
    New(i64),
    /// This photo is already entered in this contest by its author: that entry's id
    /// (a repeated tap, a retried call).
    Again(i64),
    /// The author has [`crate::MAX_ENTRIES`] entries waiting or accepted already.
    Full,
}

fn unique_violation(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(d) if d.is_unique_violation())
}

/// Enters a photo. Each of the author's live entries (waiting or accepted) holds one of
/// `max` slots, and the database keeps a slot to one live entry (a partial unique index),
/// so however many submissions arrive at once the author never has more than `max`.
pub async fn enter(db: &Db, n: &NewEntry<'_>, max: i64) -> sqlx::Result<Entered> {
    // A slot taken by a submission that raced this one: look again (bounded; each round
    // means another entry was made, and there are only `max` slots).
    for _ in 0..=max {
        if let Some(id) = by_media(db, n.campaign_id, n.media_id).await? {
            return Ok(Entered::Again(id));
        }
        let taken: Vec<i64> = with_db!(db, pool => sqlx::query_scalar(
            "SELECT slot FROM photo_entries WHERE campaign_id = $1 AND author = $2 AND status <> $3")
            .bind(n.campaign_id).bind(n.author).bind(REJECTED).fetch_all(pool).await)?;
        let Some(slot) = (1..=max).find(|s| !taken.contains(s)) else {
            return Ok(Entered::Full);
        };
        let made: sqlx::Result<i64> = with_db!(db, pool => sqlx::query_scalar(
            "INSERT INTO photo_entries (campaign_id, author, media_id, title, caption, place_id,
                                        slot, status, reason, votes, created_ms, decided_ms)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $10, $10) RETURNING id")
            .bind(n.campaign_id).bind(n.author).bind(n.media_id).bind(n.title).bind(n.caption)
            .bind(n.place_id).bind(slot).bind(SUBMITTED).bind(n.reason).bind(n.at_ms)
            .fetch_one(pool).await);
        match made {
            Ok(id) => return Ok(Entered::New(id)),
            Err(e) if unique_violation(&e) => continue,
            Err(e) => return Err(e),
        }
    }
    Ok(Entered::Full)
}

/// The entry of this photo in this contest, if any (a photo is entered once).
async fn by_media(db: &Db, campaign: &str, media: &str) -> sqlx::Result<Option<i64>> {
    with_db!(db, pool => sqlx::query_scalar(
        "SELECT id FROM photo_entries WHERE campaign_id = $1 AND media_id = $2")
        .bind(campaign).bind(media).fetch_optional(pool).await)
}

/// One entry as `viewer` may see it: accepted, or their own.
pub async fn get(db: &Db, id: i64, viewer: Option<&str>) -> sqlx::Result<Option<Row>> {
    let row: Option<Row> = with_db!(db, pool => sqlx::query_as(
        concat!(entry_row!(), " WHERE e.id = $1"))
        .bind(id).fetch_optional(pool).await)?;
    Ok(row.filter(|r| r.status == ACCEPTED || viewer == Some(r.author.as_str())))
}

/// One page of a contest's accepted entries, and how many there are.
pub async fn gallery(
    db: &Db,
    campaign: &str,
    sort: Sort,
    offset: i64,
    limit: i64,
) -> sqlx::Result<(Vec<Row>, i64)> {
    let sql = match sort {
        Sort::Newest => concat!(
            entry_row!(),
            " WHERE e.campaign_id = $1 AND e.status = $2 ORDER BY e.created_ms DESC, e.id DESC LIMIT $3 OFFSET $4"
        ),
        // The winners' order: most votes, then the earlier entry.
        Sort::Votes => concat!(
            entry_row!(),
            " WHERE e.campaign_id = $1 AND e.status = $2 ORDER BY e.votes DESC, e.created_ms, e.id LIMIT $3 OFFSET $4"
        ),
    };
    let rows: Vec<Row> = with_db!(db, pool => sqlx::query_as(sql)
        .bind(campaign).bind(ACCEPTED).bind(limit).bind(offset).fetch_all(pool).await)?;
    let total: i64 = with_db!(db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM photo_entries WHERE campaign_id = $1 AND status = $2")
        .bind(campaign).bind(ACCEPTED).fetch_one(pool).await)?;
    Ok((rows, total))
}

/// The author's own entries in a contest, newest first, whatever their state.
pub async fn mine(
    db: &Db,
    campaign: &str,
    author: &str,
    offset: i64,
    limit: i64,
) -> sqlx::Result<(Vec<Row>, i64)> {
    let rows: Vec<Row> = with_db!(db, pool => sqlx::query_as(concat!(entry_row!(),
        " WHERE e.campaign_id = $1 AND e.author = $2 ORDER BY e.created_ms DESC, e.id DESC LIMIT $3 OFFSET $4"))
        .bind(campaign).bind(author).bind(limit).bind(offset).fetch_all(pool).await)?;
    let total: i64 = with_db!(db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM photo_entries WHERE campaign_id = $1 AND author = $2")
        .bind(campaign).bind(author).fetch_one(pool).await)?;
    Ok((rows, total))
}

/// The author's entries waiting or accepted (what counts against the cap).
pub async fn live_count(db: &Db, campaign: &str, author: &str) -> sqlx::Result<i64> {
    with_db!(db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM photo_entries WHERE campaign_id = $1 AND author = $2 AND status <> $3")
        .bind(campaign).bind(author).bind(REJECTED).fetch_one(pool).await)
}

/// Records `voter`'s vote for the entry on `day` and adds it to the entry's count, in one
/// transaction. `None` when they have voted for it that day already (nothing changed);
/// otherwise the entry's votes now.
pub async fn vote(
    db: &Db,
    entry: i64,
    voter: &str,
    day: &str,
    at_ms: i64,
) -> sqlx::Result<Option<i64>> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        // The primary key (entry, voter, day) is the rule: of any number of votes at once,
        // one inserts and the others change nothing.
        let new = sqlx::query(
            "INSERT INTO photo_votes (entry_id, voter, day, at_ms) VALUES ($1, $2, $3, $4)
             ON CONFLICT (entry_id, voter, day) DO NOTHING")
            .bind(entry).bind(voter).bind(day).bind(at_ms)
            .execute(&mut *tx).await?.rows_affected() == 1;
        if !new {
            tx.rollback().await?;
            return Ok(None);
        }
        let votes: i64 = sqlx::query_scalar(
            "UPDATE photo_entries SET votes = votes + 1 WHERE id = $1 RETURNING votes")
            .bind(entry).fetch_one(&mut *tx).await?;
        tx.commit().await?;
        Ok(Some(votes))
    })
}

/// Which of `ids` `voter` has voted for on `day`.
pub async fn voted_on(db: &Db, ids: &[i64], voter: &str, day: &str) -> sqlx::Result<Vec<i64>> {
    let mut out = Vec::new();
    for id in ids {
        let yes: Option<i64> = with_db!(db, pool => sqlx::query_scalar(
            "SELECT entry_id FROM photo_votes WHERE entry_id = $1 AND voter = $2 AND day = $3")
            .bind(id).bind(voter).bind(day).fetch_optional(pool).await)?;
        out.extend(yes);
    }
    Ok(out)
}
