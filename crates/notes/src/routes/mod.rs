//! The notes API (docs/NOTES.md), one file per action. Reading needs no token (a reader
//! sees published notes; an author also their own); writing and liking need one.

mod delete;
mod like;
mod list;
mod report;
mod write;

use axum::extract::FromRef;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_content::{Content, snapshot::Snapshot};
use youzhe_core::sensitive::Words;
use youzhe_core::{ApiError, ApiResult, Db, auth::Auth, ratelimit::RateLimiter};
use youzhe_media::MediaRef;

use crate::store::{self, Row, split};

#[derive(Clone)]
pub struct NotesState {
    pub db: Db,
    pub content: Content,
    pub auth: Auth,
    /// Writes, deletions and reports per visitor (`YOUZHE_RATE_NOTES`).
    pub limiter: RateLimiter,
    /// Likes and unlikes per visitor (`YOUZHE_RATE_NOTE_LIKES`).
    pub likes: RateLimiter,
    pub words: Words,
}

impl FromRef<NotesState> for Auth {
    fn from_ref(s: &NotesState) -> Auth {
        s.auth.clone()
    }
}

pub fn router(state: NotesState) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(list::notes, write::write_note))
        .routes(routes!(list::my_notes))
        .routes(routes!(list::note_detail, delete::delete_note))
        .routes(routes!(like::like_note))
        .routes(routes!(report::report_note))
        .with_state(state)
}

/// A place a note mentions.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NotePlace {
    pub id: String,
    pub name: String,
    /// `scenic`, `restaurant`, … (the place's kind in the content).
    pub kind: String,
}

/// A travel note.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Note {
    pub id: i64,
    /// The county it is about (`331123` for Suichang).
    pub county_code: String,
    pub title: String,
    pub text: String,
    pub photos: Vec<MediaRef>,
    /// The places mentioned that the content still has, in the author's order.
    pub places: Vec<NotePlace>,
    /// The author's nickname ('' when none).
    pub author_name: String,
    /// The address of the author's picture, or '' for none (pages draw the default).
    pub author_avatar: String,
    /// True when the viewer wrote it.
    pub mine: bool,
    /// `pending` (审核中, only its author sees it), `published` or `rejected`.
    pub status: String,
    /// Why it was rejected (only for its author; '' otherwise).
    pub reject_reason: String,
    pub likes: i64,
    /// True when the viewer likes it.
    pub liked: bool,
    pub at_ms: i64,
}

pub(crate) fn places_of(snap: &Snapshot, ids: &[String]) -> Vec<NotePlace> {
    ids.iter()
        .filter_map(|id| {
            let p = snap.places.get(*snap.place_by_id.get(id)? as usize)?;
            Some(NotePlace {
                id: p.id.clone(),
                name: p.name.zh.clone(),
                kind: serde_json::to_value(p.kind)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_string))
                    .unwrap_or_default(),
            })
        })
        .collect()
}

/// Notes as `viewer` sees them.
pub(crate) async fn view(
    s: &NotesState,
    rows: Vec<Row>,
    viewer: Option<&str>,
) -> ApiResult<Vec<Note>> {
    let err = |e: sqlx::Error| ApiError::Internal(e.into());
    let liked = match viewer {
        Some(v) => store::liked_by(&s.db, &rows.iter().map(|r| r.id).collect::<Vec<_>>(), v)
            .await
            .map_err(err)?,
        None => Vec::new(),
    };
    let snap = s.content.snapshot();
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        let mine = viewer == Some(r.author.as_str());
        out.push(Note {
            id: r.id,
            photos: youzhe_media::refs(&s.db, &split(&r.media_ids))
                .await
                .map_err(err)?,
            places: places_of(&snap, &split(&r.place_ids)),
            county_code: r.county_code,
            title: r.title,
            text: r.body,
            author_name: r.nickname,
            author_avatar: r.avatar,
            mine,
            reject_reason: if mine && r.status == store::REJECTED {
                r.reason
            } else {
                String::new()
            },
            liked: liked.contains(&r.id),
            status: r.status,
            likes: r.likes,
            at_ms: r.created_ms,
        });
    }
    Ok(out)
}

/// A note id from the path: a positive whole number, else 40000 naming `id`. A whole
/// number written with a zero fraction (`42.0`, as clients that hold numbers as doubles
/// write them) is that number: the document says integer, and JSON Schema counts 42.0 as one.
pub(crate) fn note_id(
    p: Result<axum::extract::Path<String>, axum::extract::rejection::PathRejection>,
) -> youzhe_core::ApiResult<i64> {
    let whole = |raw: &str| -> Option<i64> {
        let digits = match raw.split_once('.') {
            Some((w, frac)) if !frac.is_empty() && frac.bytes().all(|b| b == b'0') => w,
            Some(_) => return None,
            None => raw,
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        digits.parse::<i64>().ok().filter(|id| *id > 0)
    };
    match p {
        Ok(axum::extract::Path(raw)) => whole(&raw),
        Err(_) => None,
    }
    .ok_or_else(|| youzhe_core::ApiError::invalid("id", "参数 id 须为正整数"))
}
