//! Travel notes in the database. Public reads show published notes; the author also sees
//! their own pending and rejected ones; writes are scoped to the author (deletion) or to
//! one like per visitor.

use youzhe_core::{Db, report::Reportable, reportable, with_db};

/// Everyone sees it.
pub const PUBLISHED: &str = "published";
/// Waits for moderation: only its author sees it (审核中).
pub const PENDING: &str = "pending";
/// Moderation refused it, with a reason its author reads.
pub const REJECTED: &str = "rejected";
/// Why a note waits: every new note does.
pub const WHY_NEW: &str = "new";
/// Why a note waits: its text holds a word of the reviews' sensitive-word list.
pub const WHY_SENSITIVE: &str = "sensitive_word";

/// The notes and their reports as reporting sees them (the rule reviews follow,
/// `youzhe_core::report`): a published note that three visitors report waits again.
pub const REPORTS: Reportable = reportable! {
    table: "travel_notes", reports: "travel_note_reports", key: "note_id",
    published: PUBLISHED, waiting: PENDING,
};

/// A new note, checked.
pub struct NewNote<'a> {
    pub county_code: &'a str,
    pub author: &'a str,
    pub title: &'a str,
    pub body: &'a str,
    pub media_ids: &'a [String],
    pub place_ids: &'a [String],
    pub reason: &'a str,
    pub at_ms: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Row {
    pub id: i64,
    pub county_code: String,
    pub author: String,
    pub title: String,
    pub body: String,
    pub media_ids: String,
    pub place_ids: String,
    pub status: String,
    pub reason: String,
    pub created_ms: i64,
    pub nickname: String,
    /// The address of the author's picture ('' when none).
    pub avatar: String,
    pub likes: i64,
}

pub fn split(list: &str) -> Vec<String> {
    list.split(',')
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

/// The columns of a [`Row`]; a macro so each query is one literal built by `concat!`.
macro_rules! note_row {
    () => {
        "SELECT n.id, n.county_code, n.author, n.title, n.body, n.media_ids, n.place_ids,
        n.status, n.reason, n.created_ms, COALESCE(v.nickname, '') AS nickname, COALESCE(v.avatar, '') AS avatar,
        (SELECT COUNT(*) FROM travel_note_likes l WHERE l.note_id = n.id) AS likes
    FROM travel_notes n LEFT JOIN visitors v ON v.uid = n.author"
    };
}

/// Which order a public list has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sort {
    Newest,
    Liked,
}

pub async fn insert(db: &Db, n: &NewNote<'_>) -> sqlx::Result<i64> {
    with_db!(db, pool => sqlx::query_scalar(
        "INSERT INTO travel_notes (county_code, author, title, body, media_ids, place_ids,
                                   status, reason, created_ms, decided_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id")
        .bind(n.county_code).bind(n.author).bind(n.title).bind(n.body)
        .bind(n.media_ids.join(",")).bind(n.place_ids.join(",")).bind(PENDING).bind(n.reason)
        .bind(n.at_ms).fetch_one(pool).await)
}

/// The author's same note written since `since` (a repeated tap), if any.
pub async fn same_since(db: &Db, n: &NewNote<'_>, since: i64) -> sqlx::Result<Option<i64>> {
    with_db!(db, pool => sqlx::query_scalar(
        "SELECT id FROM travel_notes WHERE author = $1 AND county_code = $2 AND title = $3
           AND body = $4 AND media_ids = $5 AND place_ids = $6 AND created_ms >= $7
         ORDER BY id LIMIT 1")
        .bind(n.author).bind(n.county_code).bind(n.title).bind(n.body)
        .bind(n.media_ids.join(",")).bind(n.place_ids.join(",")).bind(since)
        .fetch_optional(pool).await)
}

/// One note as `viewer` may see it: published, or their own.
pub async fn get(db: &Db, id: i64, viewer: Option<&str>) -> sqlx::Result<Option<Row>> {
    let row: Option<Row> = with_db!(db, pool => sqlx::query_as(
        concat!(note_row!(), " WHERE n.id = $1"))
        .bind(id).fetch_optional(pool).await)?;
    Ok(row.filter(|r| r.status == PUBLISHED || viewer == Some(r.author.as_str())))
}

/// One page of a county's published notes, and how many there are.
pub async fn published(
    db: &Db,
    county: &str,
    sort: Sort,
    offset: i64,
    limit: i64,
) -> sqlx::Result<(Vec<Row>, i64)> {
    let sql = match sort {
        Sort::Newest => concat!(
            note_row!(),
            " WHERE n.county_code = $1 AND n.status = $2 ORDER BY n.created_ms DESC, n.id DESC LIMIT $3 OFFSET $4"
        ),
        Sort::Liked => concat!(
            note_row!(),
            " WHERE n.county_code = $1 AND n.status = $2 ORDER BY likes DESC, n.created_ms DESC, n.id DESC LIMIT $3 OFFSET $4"
        ),
    };
    let rows: Vec<Row> = with_db!(db, pool => sqlx::query_as(sql)
        .bind(county).bind(PUBLISHED).bind(limit).bind(offset).fetch_all(pool).await)?;
    let total: i64 = with_db!(db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM travel_notes WHERE county_code = $1 AND status = $2")
        .bind(county).bind(PUBLISHED).fetch_one(pool).await)?;
    Ok((rows, total))
}

/// The author's own notes, newest first, whatever their status.
pub async fn mine(db: &Db, author: &str, offset: i64, limit: i64) -> sqlx::Result<(Vec<Row>, i64)> {
    let rows: Vec<Row> = with_db!(db, pool => sqlx::query_as(concat!(note_row!(),
        " WHERE n.author = $1 ORDER BY n.created_ms DESC, n.id DESC LIMIT $2 OFFSET $3"))
        .bind(author).bind(limit).bind(offset).fetch_all(pool).await)?;
    let total: i64 = with_db!(db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM travel_notes WHERE author = $1")
        .bind(author).fetch_one(pool).await)?;
    Ok((rows, total))
}

/// Deletes the note if `author` wrote it, with its likes and reports. False when there is
/// no such note of theirs (nothing changed).
pub async fn delete(db: &Db, id: i64, author: &str) -> sqlx::Result<bool> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let gone = sqlx::query("DELETE FROM travel_notes WHERE id = $1 AND author = $2")
            .bind(id).bind(author).execute(&mut *tx).await?.rows_affected() > 0;
        if gone {
            sqlx::query("DELETE FROM travel_note_likes WHERE note_id = $1")
                .bind(id).execute(&mut *tx).await?;
            sqlx::query("DELETE FROM travel_note_reports WHERE note_id = $1")
                .bind(id).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok(gone)
    })
}

/// Sets whether `visitor` likes the note (the same answer twice changes nothing) and
/// answers how many visitors like it now.
pub async fn set_like(
    db: &Db,
    id: i64,
    visitor: &str,
    liked: bool,
    at_ms: i64,
) -> sqlx::Result<i64> {
    if liked {
        with_db!(db, pool => sqlx::query(
            "INSERT INTO travel_note_likes (note_id, visitor, at_ms) VALUES ($1, $2, $3)
             ON CONFLICT (note_id, visitor) DO NOTHING")
            .bind(id).bind(visitor).bind(at_ms).execute(pool).await.map(|r| r.rows_affected()))?;
    } else {
        with_db!(db, pool => sqlx::query(
            "DELETE FROM travel_note_likes WHERE note_id = $1 AND visitor = $2")
            .bind(id).bind(visitor).execute(pool).await.map(|r| r.rows_affected()))?;
    }
    likes(db, id).await
}

pub async fn likes(db: &Db, id: i64) -> sqlx::Result<i64> {
    with_db!(db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM travel_note_likes WHERE note_id = $1")
        .bind(id).fetch_one(pool).await)
}

/// Which of `ids` `visitor` likes.
pub async fn liked_by(db: &Db, ids: &[i64], visitor: &str) -> sqlx::Result<Vec<i64>> {
    let mut out = Vec::new();
    for id in ids {
        let yes: Option<i64> = with_db!(db, pool => sqlx::query_scalar(
            "SELECT note_id FROM travel_note_likes WHERE note_id = $1 AND visitor = $2")
            .bind(id).bind(visitor).fetch_optional(pool).await)?;
        out.extend(yes);
    }
    Ok(out)
}
