//! Reviews in the database. Reads show published reviews, plus the viewer's own pending
//! and rejected ones; writes are scoped to their author (deletion) or to one report per visitor.

use youzhe_core::{
    Db,
    report::{Reportable, Reported},
    reportable, with_db,
};

use crate::status::{PENDING, PUBLISHED};

/// A new review, checked.
pub struct NewReview<'a> {
    pub target_kind: &'a str,
    pub target_id: &'a str,
    pub author: &'a str,
    pub rating: i64,
    pub body: &'a str,
    pub media_ids: &'a [String],
    pub status: &'a str,
    pub reason: &'a str,
    pub at_ms: i64,
}

/// A review as the list shows it, with its author's name as the account has it now.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Row {
    pub id: i64,
    pub target_kind: String,
    pub target_id: String,
    pub author: String,
    pub rating: i64,
    pub body: String,
    pub media_ids: String,
    pub status: String,
    /// Why it waits (a code) or why a moderator rejected it (their words).
    pub reason: String,
    pub created_ms: i64,
    /// The author's nickname ('' when none, or the account is gone).
    pub nickname: String,
    /// The address of the author's picture ('' when none, or the account is gone).
    pub avatar: String,
    /// True when the author deleted their account (the visitor row is blank).
    pub author_gone: bool,
}

impl Row {
    pub fn media_ids(&self) -> Vec<String> {
        self.media_ids
            .split(',')
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect()
    }
}

const ROW: &str = "SELECT r.id, r.target_kind, r.target_id, r.author, r.rating, r.body, r.media_ids,
        r.status, r.reason, r.created_ms, COALESCE(v.nickname, '') AS nickname, COALESCE(v.avatar, '') AS avatar,
        (v.uid IS NOT NULL AND v.openid IS NULL AND v.unionid IS NULL AND v.phone IS NULL) AS author_gone
    FROM reviews r LEFT JOIN visitors v ON v.uid = r.author";

/// Which reviews a list holds and in what order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sort {
    Newest,
    Best,
    Photos,
}

impl Sort {
    fn filter(self) -> &'static str {
        match self {
            Sort::Photos => " AND r.photo_count > 0",
            _ => "",
        }
    }

    fn order(self) -> &'static str {
        match self {
            Sort::Best => " ORDER BY r.rating DESC, r.created_ms DESC, r.id DESC",
            _ => " ORDER BY r.created_ms DESC, r.id DESC",
        }
    }
}

// The queries below are assembled only from the constants in this file (never from
// input), which is why they may be marked `AssertSqlSafe`; values are bound.

/// Published reviews of a target, and `viewer`'s own pending and rejected ones ('' for
/// nobody): an author sees what became of what they wrote.
const VISIBLE: &str = " WHERE r.target_kind = $1 AND r.target_id = $2
    AND (r.status = 'published' OR (r.status IN ('pending', 'rejected') AND r.author = $3))";

/// Published reviews of several targets of one kind by target and rating:
/// (target, rating, count).
pub async fn ratings_of(
    db: &Db,
    kind: &str,
    targets: &[String],
) -> sqlx::Result<Vec<(String, i64, i64)>> {
    let mut out = Vec::new();
    for target in targets {
        let rows: Vec<(i64, i64)> = with_db!(db, pool => sqlx::query_as(
            "SELECT rating, COUNT(*) FROM reviews
             WHERE target_kind = $1 AND target_id = $2 AND status = 'published'
             GROUP BY rating")
            .bind(kind).bind(target).fetch_all(pool).await)?;
        out.extend(rows.into_iter().map(|(r, n)| (target.clone(), r, n)));
    }
    Ok(out)
}

pub async fn page(
    db: &Db,
    kind: &str,
    target: &str,
    viewer: &str,
    sort: Sort,
    limit: i64,
    offset: i64,
) -> sqlx::Result<Vec<Row>> {
    let sql = format!(
        "{ROW}{VISIBLE}{}{} LIMIT $4 OFFSET $5",
        sort.filter(),
        sort.order()
    );
    with_db!(db, pool => sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(kind).bind(target).bind(viewer).bind(limit).bind(offset)
        .fetch_all(pool).await)
}

pub async fn count(
    db: &Db,
    kind: &str,
    target: &str,
    viewer: &str,
    sort: Sort,
) -> sqlx::Result<i64> {
    let sql = format!("SELECT COUNT(*) FROM reviews r{VISIBLE}{}", sort.filter());
    with_db!(db, pool => sqlx::query_scalar(sqlx::AssertSqlSafe(sql))
        .bind(kind).bind(target).bind(viewer).fetch_one(pool).await)
}

/// Published reviews of a target by rating: (rating, count, with photos).
pub async fn by_rating(db: &Db, kind: &str, target: &str) -> sqlx::Result<Vec<(i64, i64, i64)>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT rating, COUNT(*),
                CAST(COALESCE(SUM(CASE WHEN photo_count > 0 THEN 1 ELSE 0 END), 0) AS BIGINT)
         FROM reviews WHERE target_kind = $1 AND target_id = $2 AND status = 'published'
         GROUP BY rating")
        .bind(kind).bind(target).fetch_all(pool).await)
}

/// One review, whatever its status.
pub async fn get(db: &Db, id: i64) -> sqlx::Result<Option<Row>> {
    let sql = format!("{ROW} WHERE r.id = $1");
    with_db!(db, pool => sqlx::query_as(sqlx::AssertSqlSafe(sql)).bind(id).fetch_optional(pool).await)
}

/// How many reviews `author` wrote since `since_ms`.
pub async fn written_since(db: &Db, author: &str, since_ms: i64) -> sqlx::Result<i64> {
    with_db!(db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM reviews WHERE author = $1 AND created_ms >= $2")
        .bind(author).bind(since_ms).fetch_one(pool).await)
}

/// The same review (author, target, text) written since `since_ms`: a repeated tap.
pub async fn same_since(db: &Db, r: &NewReview<'_>, since_ms: i64) -> sqlx::Result<Option<i64>> {
    with_db!(db, pool => sqlx::query_scalar(
        "SELECT id FROM reviews WHERE author = $1 AND target_kind = $2 AND target_id = $3
            AND body = $4 AND rating = $5 AND created_ms >= $6 AND status <> 'rejected'
         ORDER BY id DESC LIMIT 1")
        .bind(r.author).bind(r.target_kind).bind(r.target_id).bind(r.body).bind(r.rating)
        .bind(since_ms).fetch_optional(pool).await)
}

pub async fn insert(db: &Db, r: &NewReview<'_>) -> sqlx::Result<i64> {
    let media = r.media_ids.join(",");
    let photos = i64::try_from(r.media_ids.len()).unwrap_or(i64::MAX);
    with_db!(db, pool => sqlx::query_scalar(
        "INSERT INTO reviews (target_kind, target_id, author, rating, body, media_ids, photo_count,
                              status, reason, created_ms, decided_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id")
        .bind(r.target_kind).bind(r.target_id).bind(r.author).bind(r.rating).bind(r.body)
        .bind(&media).bind(photos).bind(r.status).bind(r.reason).bind(r.at_ms)
        .fetch_one(pool).await)
}

/// Deletes the review if `author` wrote it, with its reports, in one transaction. False
/// when there is no such review of theirs (nothing changed).
pub async fn delete(db: &Db, id: i64, author: &str) -> sqlx::Result<bool> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let gone = sqlx::query("DELETE FROM reviews WHERE id = $1 AND author = $2")
            .bind(id).bind(author).execute(&mut *tx).await?.rows_affected() > 0;
        if gone {
            sqlx::query("DELETE FROM review_reports WHERE review_id = $1")
                .bind(id).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok(gone)
    })
}

/// The reviews and their reports as reporting sees them (the shared report rule,
/// `youzhe_core::report`).
pub const REPORTS: Reportable = reportable! {
    table: "reviews", reports: "review_reports", key: "review_id",
    published: PUBLISHED, waiting: PENDING,
};

/// Records `reporter`'s report of a published review once, and sends the review back to
/// moderation when enough distinct visitors reported it since its last decision
/// (`youzhe_core::report::report`: one transaction behind the review's row).
pub async fn report(
    db: &Db,
    id: i64,
    reporter: &str,
    reason: &str,
    at_ms: i64,
) -> sqlx::Result<Reported> {
    youzhe_core::report::report(db, &REPORTS, id, reporter, reason, at_ms).await
}

/// One page of `author`'s own reviews of every target and status, newest first.
pub async fn mine(db: &Db, author: &str, limit: i64, offset: i64) -> sqlx::Result<Vec<Row>> {
    let sql = format!(
        "{ROW} WHERE r.author = $1 ORDER BY r.created_ms DESC, r.id DESC LIMIT $2 OFFSET $3"
    );
    with_db!(db, pool => sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(author).bind(limit).bind(offset).fetch_all(pool).await)
}

/// How many reviews `author` has, whatever their status.
pub async fn count_mine(db: &Db, author: &str) -> sqlx::Result<i64> {
    with_db!(db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM reviews WHERE author = $1")
        .bind(author).fetch_one(pool).await)
}
