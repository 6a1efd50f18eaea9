//! `GET /ver3/api/admin/v1/moderation`: the moderation queue, oldest first.

use std::collections::HashMap;

use axum::{Json, extract::State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use youzhe_core::{
    ApiResult, Db, Envelope, extract::ApiQuery, ok, page::PageQuery, report::WHY_REPORTS,
};
use youzhe_notes::moderation as notes;
use youzhe_operators::{Action, Operator, may};
use youzhe_photocontest::moderation as contest;
use youzhe_reviews::moderation as reviews;

use super::ConsoleState;
use crate::{
    queue::{self, QueueKind, Waiting},
    targets::Targets,
};

/// Items each service lists at most for the queue: far more than a day's submissions. The
/// queue is merged and paged in memory from these (oldest first, so it is the oldest that
/// are always in).
pub const QUEUE_CAP: i64 = 5_000;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct QueueQuery {
    /// Only this kind (every kind when absent).
    #[param(inline)]
    pub kind: Option<QueueKind>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QueuePhoto {
    pub id: String,
    /// Where the console shows it.
    pub url: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QueueReport {
    /// The reporting visitor's reason.
    pub reason: String,
    pub at_ms: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QueueLatLng {
    pub lat: f64,
    pub lng: f64,
}

/// One item waiting for a decision.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QueueItem {
    pub kind: QueueKind,
    /// The review's or the correction's id (decide with `moderation/{kind}/{id}/…`).
    pub id: i64,
    /// `place` or `dish`; `note` for a travel note (its id is `target_id`, its title
    /// `target_name`, its county `county_code`); `photo_contest` for a contest entry
    /// (the contest's campaign id is `target_id`, the entry's title `target_name`, its
    /// caption and the place it was taken at `text`).
    pub target_kind: String,
    pub target_id: String,
    /// The target's name in the content; null when the content no longer has it.
    pub target_name: Option<String>,
    pub city_id: Option<u32>,
    pub county_code: Option<String>,
    /// The visitor who wrote it (their uid).
    pub author: String,
    /// The name visitors see them by: their nickname, else 游客 and their uid's last four
    /// characters; 已注销用户 once the account is gone. An album credit names them so
    /// (`游客 <authorName> 摄`), which the console shows before the operator confirms.
    pub author_name: String,
    /// When it was written.
    pub at_ms: i64,
    pub text: String,
    /// A review's stars (1–5); null for a correction.
    pub rating: Option<i64>,
    /// Why it waits: a review `sensitive_word`, `author_rate` or `reports`; a note or an
    /// entry `new`, `sensitive_word` or `reports`; null for a correction.
    pub waits_for: Option<String>,
    /// What a correction says is wrong (`moved`, `closed`, `phone`, …); null for a review.
    pub correction_kind: Option<String>,
    /// Where a `moved` correction says the place is now (GCJ-02).
    pub location: Option<QueueLatLng>,
    /// The right number a `phone` correction gives.
    pub phone: Option<String>,
    pub photos: Vec<QueuePhoto>,
    /// The reports that sent a published item back (a review of kind `report`, a note or
    /// an entry waiting for `reports`), oldest first; empty otherwise.
    pub reports: Vec<QueueReport>,
}

/// How many items of each kind wait (whatever `kind` asked for).
#[derive(Debug, Default, Serialize, ToSchema)]
pub struct QueueCounts {
    pub review: u64,
    pub photo: u64,
    pub report: u64,
    pub correction: u64,
    pub note: u64,
    pub contest: u64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct QueuePage {
    pub list: Vec<QueueItem>,
    /// Items of the asked kind(s) waiting.
    pub total: u64,
    pub page: u32,
    pub size: u32,
    pub counts: QueueCounts,
}

/// What waits for a moderator, oldest first: reviews held back (`review`), such reviews with
/// photos (`photo`), published reviews sent back by reports (`report`) and corrections
/// received (`correction`) and travel notes (`note`) and photo contest entries (`contest`). Moderators and province admins only (40300 otherwise).
#[utoipa::path(get, path = "/ver3/api/admin/v1/moderation", tag = "console",
    security(("operator_session" = [])), params(QueueQuery, PageQuery),
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "One page of the queue and the count of each kind; 40300 for a role that does not moderate",
        body = Envelope<QueuePage>)))]
pub async fn moderation_queue(
    op: Operator,
    State(s): State<ConsoleState>,
    ApiQuery(q): ApiQuery<QueueQuery>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> ApiResult<Json<Envelope<QueuePage>>> {
    may(&op, Action::Moderate, None)?;
    let page = paging.page();
    let all = queue::waiting(&s.db, &QueueKind::ALL, QUEUE_CAP).await?;
    let mut counts = QueueCounts::default();
    for w in &all {
        *match w.kind() {
            QueueKind::Review => &mut counts.review,
            QueueKind::Photo => &mut counts.photo,
            QueueKind::Report => &mut counts.report,
            QueueKind::Correction => &mut counts.correction,
            QueueKind::Note => &mut counts.note,
            QueueKind::Contest => &mut counts.contest,
        } += 1;
    }
    let chosen: Vec<Waiting> = all
        .into_iter()
        .filter(|w| q.kind.is_none_or(|k| k == w.kind()))
        .collect();
    let total = chosen.len() as u64;
    let shown: Vec<Waiting> = chosen
        .into_iter()
        .skip(page.offset())
        .take(page.size as usize)
        .collect();
    let mut reports = reports_of(&s.db, &shown).await?;
    let names = author_names(&s.db, &shown).await?;
    let snap = s.content.snapshot();
    let targets = Targets::new(&snap);
    let list = shown
        .into_iter()
        .map(|w| item(&targets, w, &mut reports))
        .map(|mut it| {
            it.author_name = names.get(&it.author).cloned().unwrap_or_default();
            it
        })
        .collect();
    Ok(ok(QueuePage {
        list,
        total,
        page: page.page,
        size: page.size,
        counts,
    }))
}

/// The reports of the page's items that reports sent back (reviews of kind `report`,
/// notes and contest entries waiting for `reports`), by kind and id, as each area lists them.
async fn reports_of(db: &Db, shown: &[Waiting]) -> sqlx::Result<Reports> {
    let mut out = HashMap::new();
    for w in shown {
        let rows = match w {
            Waiting::Review(QueueKind::Report, r) => reviews::reports(db, r.id).await?,
            Waiting::Note(n) if n.reason == WHY_REPORTS => notes::reports(db, n.id).await?,
            Waiting::Contest(e) if e.reason == WHY_REPORTS => contest::reports(db, e.id).await?,
            _ => continue,
        };
        out.insert(
            (w.kind(), w.id()),
            rows.into_iter()
                .map(|(reason, at_ms)| QueueReport { reason, at_ms })
                .collect(),
        );
    }
    Ok(out)
}

fn photos(ids: &[String]) -> Vec<QueuePhoto> {
    ids.iter()
        .map(|id| QueuePhoto {
            id: id.clone(),
            url: youzhe_media::url_of(id),
        })
        .collect()
}

/// The shown name of each author on the page, by uid, read as the reviews read theirs.
async fn author_names(db: &Db, shown: &[Waiting]) -> sqlx::Result<HashMap<String, String>> {
    let mut out = HashMap::new();
    for w in shown {
        let uid = match w {
            Waiting::Review(_, r) => &r.author,
            Waiting::Correction(c) => &c.reporter,
            Waiting::Note(n) => &n.author,
            Waiting::Contest(e) => &e.author,
        };
        if out.contains_key(uid) {
            continue;
        }
        let row: Option<(String, bool)> = youzhe_core::with_db!(db, pool => sqlx::query_as(
            "SELECT COALESCE(nickname, ''),
                    (openid IS NULL AND unionid IS NULL AND phone IS NULL)
             FROM visitors WHERE uid = $1")
            .bind(uid).fetch_optional(pool).await)?;
        let (nick, gone) = row.unwrap_or_default();
        out.insert(uid.clone(), youzhe_reviews::view::name_of(uid, &nick, gone));
    }
    Ok(out)
}

/// Reports by the queue kind and id of the item they sent back.
type Reports = HashMap<(QueueKind, i64), Vec<QueueReport>>;

fn item(targets: &Targets, w: Waiting, reports: &mut Reports) -> QueueItem {
    let kind = w.kind();
    let reports = reports.remove(&(kind, w.id())).unwrap_or_default();
    match w {
        Waiting::Review(_, r) => {
            let t = targets.get(&r.target_kind, &r.target_id);
            QueueItem {
                kind,
                id: r.id,
                target_name: t.as_ref().map(|t| t.name.clone()),
                city_id: t.as_ref().map(|t| t.region.city_id),
                county_code: t.and_then(|t| t.region.county_code),
                target_kind: r.target_kind,
                target_id: r.target_id,
                author: r.author,
                author_name: String::new(),
                at_ms: r.at_ms,
                text: r.text,
                rating: Some(r.rating),
                waits_for: Some(r.reason),
                correction_kind: None,
                location: None,
                phone: None,
                photos: photos(&r.media_ids),
                reports,
            }
        }
        Waiting::Correction(c) => {
            let t = targets.get(&c.target_kind, &c.target_id);
            QueueItem {
                kind,
                id: c.id,
                target_name: t.as_ref().map(|t| t.name.clone()),
                city_id: t.as_ref().map(|t| t.region.city_id),
                county_code: t.and_then(|t| t.region.county_code),
                target_kind: c.target_kind,
                target_id: c.target_id,
                author: c.reporter,
                author_name: String::new(),
                at_ms: c.at_ms,
                text: c.text,
                rating: None,
                waits_for: None,
                correction_kind: Some(c.kind),
                location: c.location.map(|(lat, lng)| QueueLatLng { lat, lng }),
                phone: c.phone,
                photos: photos(&c.media_ids),
                reports: Vec::new(),
            }
        }
        Waiting::Note(n) => QueueItem {
            kind,
            id: n.id,
            target_kind: "note".into(),
            target_id: n.id.to_string(),
            target_name: Some(n.title),
            city_id: targets.city_of_county(&n.county_code),
            county_code: Some(n.county_code),
            author: n.author,
            author_name: String::new(),
            at_ms: n.at_ms,
            text: n.text,
            rating: None,
            waits_for: Some(n.reason),
            correction_kind: None,
            location: None,
            phone: None,
            photos: photos(&n.media_ids),
            reports,
        },
        Waiting::Contest(e) => QueueItem {
            kind,
            id: e.id,
            target_kind: "photo_contest".into(),
            target_id: e.campaign_id,
            target_name: Some(e.title),
            city_id: None,
            county_code: None,
            author: e.author,
            author_name: String::new(),
            at_ms: e.at_ms,
            // The place it was taken at is part of what the moderator checks.
            text: match targets.get("place", &e.place_id) {
                Some(p) => format!("{}\n拍摄地点：{}", e.caption, p.name),
                None => e.caption,
            },
            rating: None,
            waits_for: Some(e.reason),
            correction_kind: None,
            location: None,
            phone: None,
            photos: photos(std::slice::from_ref(&e.media_id)),
            reports,
        },
    }
}
