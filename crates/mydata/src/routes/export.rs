//! `GET /ver3/api/v3/me/export`: everything the visitor has with us, as one document.

use axum::{Json, extract::State};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope,
    auth::AuthUser,
    ok,
    time::{now_ms, rfc3339_shanghai},
};

use super::MyDataState;
use crate::store::{
    self, MyCampingRow, MyCorrectionRow, MyEntryRow, MyLedgerRow, MyNoteLikeRow, MyNoteRow,
    MyPhotoRow, MyPrizeRow, MyProfile, MyReportRow, MyReviewRow, MySavedRow, MyStampRow, MyVoteRow,
};

/// The visitor's data: every row they wrote or earned, published or not.
#[derive(Debug, Serialize, ToSchema)]
pub struct MyData {
    /// When this document was made (`2026-11-25T08:00:00+08:00`).
    pub generated_at: String,
    pub profile: MyProfile,
    /// Every favourite, newest first.
    pub favourites: Vec<MySavedRow>,
    /// Every points ledger row, oldest first; the balance is their sum.
    pub points: Vec<MyLedgerRow>,
    pub points_balance: i64,
    /// Every review they wrote, oldest first, whatever its status.
    pub reviews: Vec<MyReviewRow>,
    /// Every review they reported.
    pub review_reports: Vec<MyReportRow>,
    /// Every correction they sent, with its answer.
    pub corrections: Vec<MyCorrectionRow>,
    /// Every photo they uploaded (the image itself at `/ver3/api/v3/media/<id>`).
    pub photos: Vec<MyPhotoRow>,
    /// Every prize they won in a campaign, with the delivery address they gave.
    pub prizes: Vec<MyPrizeRow>,
    /// Every camping sign-up, live or cancelled, with the contact number given.
    pub camping_signups: Vec<MyCampingRow>,
    /// Every photo contest entry they made, oldest first, whatever its status.
    pub photo_entries: Vec<MyEntryRow>,
    /// Every vote they cast for a contest entry.
    pub photo_votes: Vec<MyVoteRow>,
    /// Every travel note they wrote, oldest first, whatever its status.
    pub travel_notes: Vec<MyNoteRow>,
    /// Every travel note they liked.
    pub note_likes: Vec<MyNoteLikeRow>,
    /// Every stamp they collected, with where they checked in.
    pub stamps: Vec<MyStampRow>,
}

/// Download everything the signed-in visitor has with us: their account (number, linked
/// WeChat ids present or not, name, picture, style), favourites, points ledger, reviews,
/// reports, corrections, photos, prizes won (with delivery addresses), camping sign-ups, photo
/// contest entries and votes, travel notes and likes, and stamps. Only their own rows, never
/// anyone else's.
#[utoipa::path(get, path = "/ver3/api/v3/me/export", tag = "mydata",
    security(("bearer" = [])),
    responses((status = 200, description = "The visitor's data as one document", body = Envelope<MyData>)))]
pub async fn export(
    State(s): State<MyDataState>,
    user: AuthUser,
) -> ApiResult<Json<Envelope<MyData>>> {
    let profile = store::profile(&s.db, &user.uid)
        .await?
        // A live token always has its visitor; a row gone meanwhile is a token gone too.
        .ok_or(ApiError::SignInAgain)?;
    let favourites = store::favourites(&s.db, &user.uid).await?;
    let points = store::ledger(&s.db, &user.uid).await?;
    let points_balance = points.iter().map(|r| r.points).sum();
    let reviews = store::reviews(&s.db, &user.uid).await?;
    let review_reports = store::reports(&s.db, &user.uid).await?;
    let corrections = store::corrections(&s.db, &user.uid).await?;
    let photos = store::photos(&s.db, &user.uid).await?;
    let prizes = store::prizes(&s.db, &user.uid).await?;
    let camping_signups = store::camping_signups(&s.db, &user.uid).await?;
    let photo_entries = store::photo_entries(&s.db, &user.uid).await?;
    let photo_votes = store::photo_votes(&s.db, &user.uid).await?;
    let travel_notes = store::travel_notes(&s.db, &user.uid).await?;
    let note_likes = store::note_likes(&s.db, &user.uid).await?;
    let stamps = store::stamps(&s.db, &user.uid).await?;
    Ok(ok(MyData {
        generated_at: rfc3339_shanghai(now_ms()),
        profile,
        favourites,
        points,
        points_balance,
        reviews,
        review_reports,
        corrections,
        photos,
        prizes,
        camping_signups,
        photo_entries,
        photo_votes,
        travel_notes,
        note_likes,
        stamps,
    }))
}
