//! The visitor's rows across the identity, favourites, points, reviews, corrections,
//! media, prizes, photo contest, travel notes, stamps and camping tables: read for the export, removed for a deletion. Every query is scoped to one
//! visitor.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{Db, with_db};

/// The visitor's own record (`visitors`), in full: it is theirs.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyProfile {
    pub uid: String,
    /// The mobile number they signed in with, if any.
    pub phone: Option<String>,
    /// Whether a WeChat openid / unionid is linked to the account.
    pub has_openid: bool,
    pub has_unionid: bool,
    pub nickname: String,
    pub avatar: String,
    /// `normal` or `elder`.
    pub usertype: String,
    /// The share code they first arrived with, if any.
    pub referrer: Option<String>,
    pub created_ms: i64,
    pub updated_ms: i64,
}

/// One saved thing (`favourites`).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MySavedRow {
    pub kind: String,
    pub id: String,
    pub at_ms: i64,
}

/// One credit or debit of their points ledger (`point_ledger`).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyLedgerRow {
    pub event: String,
    pub points: i64,
    /// The key that made the credit idempotent.
    pub key: String,
    /// The Asia/Shanghai day it counted on.
    pub day: String,
    pub at_ms: i64,
}

/// A review they wrote (`reviews`), whatever its status.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyReviewRow {
    pub id: i64,
    pub target_kind: String,
    pub target_id: String,
    pub rating: i64,
    pub text: String,
    /// Its photos' ids (see `photos`), comma-separated in their order.
    pub media_ids: String,
    /// `published`, `pending` or `rejected`.
    pub status: String,
    /// Why it waits or was rejected, if it does or was.
    pub reason: String,
    pub created_ms: i64,
}

/// A review they reported (`review_reports`).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyReportRow {
    pub review_id: i64,
    pub reason: String,
    pub at_ms: i64,
}

/// A correction they sent (`corrections`), with its answer.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyCorrectionRow {
    pub id: i64,
    pub target_kind: String,
    pub target_id: String,
    pub kind: String,
    pub text: String,
    pub lat: Option<f64>,
    pub lng: Option<f64>,
    pub phone: Option<String>,
    pub media_ids: String,
    pub status: String,
    pub reason: Option<String>,
    pub note: Option<String>,
    pub points: i64,
    pub created_ms: i64,
    pub decided_ms: Option<i64>,
}

/// A photo they uploaded (`media`): the stored, re-encoded image is at `/ver3/api/v3/media/<id>`.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyPhotoRow {
    pub id: String,
    pub content_type: String,
    pub width: i64,
    pub height: i64,
    pub bytes: i64,
    pub created_ms: i64,
}

/// A prize they won (`campaign_wins`), with the delivery address they gave, if any.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyPrizeRow {
    pub id: i64,
    pub campaign_id: String,
    pub prize_id: String,
    pub code: String,
    pub state: String,
    pub won_ms: i64,
    pub address_name: Option<String>,
    pub address_mobile: Option<String>,
    pub address: Option<String>,
}

/// One camping sign-up (docs/CAMPING.md), with the contact number given, in full.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyCampingRow {
    pub id: i64,
    pub event_id: String,
    pub party: i64,
    pub phone: String,
    /// `active` or `cancelled`.
    pub state: String,
    pub created_ms: i64,
    pub cancelled_ms: Option<i64>,
}

/// A photo contest entry they made (`photo_entries`, docs/PHOTO_CONTEST.md), whatever
/// its status.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyEntryRow {
    pub id: i64,
    pub campaign_id: String,
    pub title: String,
    pub caption: String,
    /// The place it was taken at; '' when none.
    pub place_id: String,
    /// Its photo's id (see `photos`).
    pub media_id: String,
    /// `submitted`, `accepted` or `rejected`.
    pub status: String,
    /// Why it waits or was rejected, if it does or was.
    pub reason: String,
    /// Votes it received.
    pub votes: i64,
    pub created_ms: i64,
}

/// A vote they cast for a contest entry (`photo_votes`): one per entry per day.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyVoteRow {
    pub entry_id: i64,
    /// The Asia/Shanghai day it counted on (`2026-11-25`).
    pub day: String,
}

/// A travel note they wrote (`travel_notes`, docs/NOTES.md), whatever its status.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyNoteRow {
    pub id: i64,
    pub county_code: String,
    pub title: String,
    pub text: String,
    /// Its photos' ids (see `photos`), comma-separated in their order.
    pub media_ids: String,
    /// The places it mentions, comma-separated.
    pub place_ids: String,
    /// `published`, `pending` or `rejected`.
    pub status: String,
    /// Why it waits or was rejected, if it does or was.
    pub reason: String,
    pub created_ms: i64,
}

/// A travel note they liked (`travel_note_likes`).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyNoteLikeRow {
    pub note_id: i64,
    pub at_ms: i64,
}

/// A stamp they collected (`stamps`, docs/STAMPS.md), with where they stood when they
/// checked in.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyStampRow {
    pub campaign_id: String,
    pub place_id: String,
    pub lat: f64,
    pub lng: f64,
    /// How far that was from the place, metres.
    pub distance_m: i64,
    pub at_ms: i64,
}

/// Every photo contest entry, oldest first.
pub async fn photo_entries(db: &Db, uid: &str) -> sqlx::Result<Vec<MyEntryRow>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT id, campaign_id, title, caption, place_id, media_id, status, reason, votes,
                created_ms
         FROM photo_entries WHERE author = $1 ORDER BY id")
        .bind(uid).fetch_all(pool).await)
}

/// Every vote cast, oldest first.
pub async fn photo_votes(db: &Db, uid: &str) -> sqlx::Result<Vec<MyVoteRow>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT entry_id, day FROM photo_votes WHERE voter = $1 ORDER BY at_ms, entry_id")
        .bind(uid).fetch_all(pool).await)
}

/// Every travel note, oldest first.
pub async fn travel_notes(db: &Db, uid: &str) -> sqlx::Result<Vec<MyNoteRow>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT id, county_code, title, body AS text, media_ids, place_ids, status, reason,
                created_ms
         FROM travel_notes WHERE author = $1 ORDER BY id")
        .bind(uid).fetch_all(pool).await)
}

/// Every like given, oldest first.
pub async fn note_likes(db: &Db, uid: &str) -> sqlx::Result<Vec<MyNoteLikeRow>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT note_id, at_ms FROM travel_note_likes WHERE visitor = $1 ORDER BY at_ms, note_id")
        .bind(uid).fetch_all(pool).await)
}

/// Every stamp, oldest first.
pub async fn stamps(db: &Db, uid: &str) -> sqlx::Result<Vec<MyStampRow>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT campaign_id, place_id, lat, lng, distance_m, at_ms FROM stamps
         WHERE user_id = $1 ORDER BY at_ms, id")
        .bind(uid).fetch_all(pool).await)
}

/// Every camping sign-up, oldest first.
pub async fn camping_signups(db: &Db, uid: &str) -> sqlx::Result<Vec<MyCampingRow>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT id, event_id, party, phone, state, created_ms, cancelled_ms FROM camping_signups
         WHERE user_id = $1 ORDER BY id")
        .bind(uid).fetch_all(pool).await)
}

pub async fn profile(db: &Db, uid: &str) -> sqlx::Result<Option<MyProfile>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT uid, phone, openid IS NOT NULL AS has_openid, unionid IS NOT NULL AS has_unionid,
                nickname, avatar, usertype, referrer, created_ms, updated_ms
         FROM visitors WHERE uid = $1")
        .bind(uid).fetch_optional(pool).await)
}

/// Every favourite, newest first (at most the favourites area's per-visitor limit).
pub async fn favourites(db: &Db, uid: &str) -> sqlx::Result<Vec<MySavedRow>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT kind, item_id AS id, at_ms FROM favourites WHERE user_id = $1
         ORDER BY at_ms DESC, kind, item_id")
        .bind(uid).fetch_all(pool).await)
}

/// Every ledger row, oldest first, as the balance was built.
pub async fn ledger(db: &Db, uid: &str) -> sqlx::Result<Vec<MyLedgerRow>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT event, points, idempotency_key AS key, day, at_ms FROM point_ledger
         WHERE user_id = $1 ORDER BY id")
        .bind(uid).fetch_all(pool).await)
}

/// Every review they wrote, oldest first.
pub async fn reviews(db: &Db, uid: &str) -> sqlx::Result<Vec<MyReviewRow>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT id, target_kind, target_id, rating, body AS text, media_ids, status, reason, created_ms
         FROM reviews WHERE author = $1 ORDER BY id")
        .bind(uid).fetch_all(pool).await)
}

/// Every report they made, oldest first.
pub async fn reports(db: &Db, uid: &str) -> sqlx::Result<Vec<MyReportRow>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT review_id, reason, at_ms FROM review_reports WHERE reporter = $1 ORDER BY at_ms, review_id")
        .bind(uid).fetch_all(pool).await)
}

/// Every correction they sent, oldest first.
pub async fn corrections(db: &Db, uid: &str) -> sqlx::Result<Vec<MyCorrectionRow>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT id, target_kind, target_id, kind, body AS text, lat, lng, phone, media_ids, status,
                reason, note, points, created_ms, decided_ms
         FROM corrections WHERE reporter = $1 ORDER BY id")
        .bind(uid).fetch_all(pool).await)
}

/// Every prize they won, oldest first, with its delivery address.
pub async fn prizes(db: &Db, uid: &str) -> sqlx::Result<Vec<MyPrizeRow>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT w.id, w.campaign_id, w.prize_id, w.code, w.state, w.won_ms,
                a.name AS address_name, a.mobile AS address_mobile, a.address
         FROM campaign_wins w LEFT JOIN campaign_addresses a ON a.win_id = w.id
         WHERE w.user_id = $1 ORDER BY w.id")
        .bind(uid).fetch_all(pool).await)
}

/// Every photo they uploaded, oldest first.
pub async fn photos(db: &Db, uid: &str) -> sqlx::Result<Vec<MyPhotoRow>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT id, content_type, width, height, bytes, created_ms FROM media
         WHERE owner = $1 ORDER BY created_ms, id")
        .bind(uid).fetch_all(pool).await)
}

/// The photos that outlive the account: those of its published reviews (which stay,
/// anonymous) and of its corrections (which stay with the place they are about).
pub async fn photos_kept(db: &Db, uid: &str) -> sqlx::Result<Vec<String>> {
    let lists: Vec<String> = with_db!(db, pool => sqlx::query_scalar(
        "SELECT media_ids FROM reviews WHERE author = $1 AND status = 'published'
         UNION ALL SELECT media_ids FROM corrections WHERE reporter = $1")
        .bind(uid).fetch_all(pool).await)?;
    Ok(lists
        .iter()
        .flat_map(|l| l.split(','))
        .filter(|id| !id.is_empty())
        .map(str::to_string)
        .collect())
}

/// Deletes the visitor's personal data in one transaction: their sign-in chains are
/// revoked (every token they hold answers 40003 from then on), the phone code of their
/// number, their favourites, points ledger and points lock are deleted, and the visitor
/// row is blanked — phone, openid, unionid, nickname, avatar, referrer cleared, balance 0.
///
/// The row itself stays, holding only its random `uid` and its dates: `token_chains`
/// refers to it, and rows that outlive the person (published reviews) keep pointing at an
/// account that no longer says who it was, which is how they are anonymised. With every
/// identifier cleared no sign-in can reach it again; the same number or WeChat account
/// signing in later makes a new visitor.
///
/// Of what they wrote, published reviews stay and read 已注销用户 (the reviews area names an
/// author whose row is blanked so); reviews still waiting or rejected, which nobody else
/// ever saw, are deleted with their reports, and so are the reports they made. Corrections
/// stay: they are about the place, and the operator's answer still applies. Prizes won
/// stay without their delivery addresses, which are deleted. Their photos
/// are removed after this transaction (`youzhe_media::erase_owner`), except those the kept
/// rows show. Camping sign-ups are deleted, their seats given back. Photo contest entries
/// and travel notes are deleted with what they received; stamps are deleted.
pub async fn erase(db: &Db, uid: &str, now_ms: i64) -> sqlx::Result<()> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        // A write first, so SQLite takes its write lock at the start of the transaction.
        sqlx::query(
            "UPDATE token_chains SET revoked_ms = $2, revoked_reason = 'account_deleted'
             WHERE uid = $1 AND revoked_ms IS NULL")
            .bind(uid).bind(now_ms).execute(&mut *tx).await?;
        let phone: Option<String> = sqlx::query_scalar("SELECT phone FROM visitors WHERE uid = $1")
            .bind(uid).fetch_optional(&mut *tx).await?.flatten();
        if let Some(phone) = phone {
            sqlx::query("DELETE FROM phone_codes WHERE phone = $1")
                .bind(phone).execute(&mut *tx).await?;
        }
        for sql in [
            "DELETE FROM favourites WHERE user_id = $1",
            "DELETE FROM point_ledger WHERE user_id = $1",
            "DELETE FROM point_locks WHERE user_id = $1",
            "DELETE FROM review_reports WHERE reporter = $1",
            "DELETE FROM review_reports WHERE review_id IN
                (SELECT id FROM reviews WHERE author = $1 AND status <> 'published')",
            "DELETE FROM reviews WHERE author = $1 AND status <> 'published'",
            // Prizes stay (stock and the winners list count them) but say nothing of
            // who they went to: the delivery name, number and address go.
            "DELETE FROM campaign_addresses WHERE win_id IN
                (SELECT id FROM campaign_wins WHERE user_id = $1)",
            // Photo contest entries (docs/PHOTO_CONTEST.md) go, as their photos do, with
            // the votes they received; the votes they cast stay counted, by a blanked uid.
            "DELETE FROM photo_votes WHERE entry_id IN
                (SELECT id FROM photo_entries WHERE author = $1)",
            "DELETE FROM photo_entries WHERE author = $1",
            // Travel notes (docs/NOTES.md) go whatever their status, as contest entries
            // do: their photos go with the account, so a note kept would show none. The
            // likes on them go too; the likes they gave stay counted, by a blanked uid.
            "DELETE FROM travel_note_likes WHERE note_id IN
                (SELECT id FROM travel_notes WHERE author = $1)",
            "DELETE FROM travel_notes WHERE author = $1",
            // Stamps (docs/STAMPS.md) say where the visitor stood and when: they go.
            "DELETE FROM stamps WHERE user_id = $1",
            // Camping sign-ups (docs/CAMPING.md) go with their contact numbers; the seats of
            // the live ones are given back first, so the event can fill them again.
            "UPDATE camping_seats SET seats_taken = seats_taken - (
                SELECT COALESCE(SUM(s.party), 0) FROM camping_signups s
                WHERE s.event_id = camping_seats.event_id AND s.user_id = $1 AND s.state = 'active')
             WHERE event_id IN (SELECT event_id FROM camping_signups WHERE user_id = $1 AND state = 'active')",
            "DELETE FROM camping_signups WHERE user_id = $1",
        ] {
            sqlx::query(sql).bind(uid).execute(&mut *tx).await?;
        }
        sqlx::query(
            "UPDATE visitors SET phone = NULL, openid = NULL, unionid = NULL, nickname = '',
                    avatar = '', referrer = NULL, usertype = 'normal', points = 0, updated_ms = $2
             WHERE uid = $1")
            .bind(uid).bind(now_ms).execute(&mut *tx).await?;
        tx.commit().await
    })
}
