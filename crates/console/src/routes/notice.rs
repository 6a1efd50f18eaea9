//! The live form's notices, written as the content's notices (one kind of notice for the
//! whole product, docs/LIVE.md): `POST live/notice` writes a notice for a city, or a county
//! of it, through the editing workflow; `GET live/notices` lists those shown now; `DELETE
//! live/notice/{id}` takes one down by publishing it with `ends_at` now. The paths and the
//! request body are the live form's as before, so clients calling them keep working.
//!
//! A publisher's post (a city editor, a province admin) is a draft published at once; a
//! county editor's is a draft submitted for approval, shown once the city publishes it,
//! like any edit of theirs. The workflow checks the region again and audits every step.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Serialize;
use serde_json::{Value, json};
use utoipa::ToSchema;
use youzhe_content::bulletin::parse_instant;
use youzhe_core::{
    ApiError, ApiResult, Envelope,
    extract::ApiJson,
    ok,
    time::{now_ms, rfc3339_shanghai},
};
use youzhe_editing::{
    Editing,
    entity::Entity,
    error::{EditError, EditResult},
    store as records,
    version::Version,
};
use youzhe_live::{
    build::live_notices as shown_now,
    ingest::{NoticeInput, check_notice},
    view::LiveNotice,
};
use youzhe_operators::{Action, Operator, OperatorCtx, RegionRef, may};

use super::ConsoleState;

/// The id prefix of notices posted from the live form (and of those moved over from its
/// old table by migration 0035, `notice-live-<old id>`).
const LIVE_PREFIX: &str = "notice-live-";
/// Where a notice posted from the live form says it comes from.
const SOURCE: &str = "实况运营";
/// The longest title a notice may have (the content's rule); a longer live text is cut
/// there for the title and kept whole in the body.
const TITLE_CHARS: usize = youzhe_content::validate::BULLETIN_TITLE_CHARS;

fn region(city_id: u32, county: Option<&str>) -> RegionRef {
    match county {
        Some(c) => RegionRef::county(city_id, c),
        None => RegionRef::city(city_id),
    }
}

fn editing(s: &ConsoleState) -> Editing {
    Editing {
        db: s.db.clone(),
        content: s.content.clone(),
    }
}

/// `text` as a title: whole when it fits, else cut with an ellipsis.
fn title_of(text: &str) -> String {
    if text.chars().count() <= TITLE_CHARS {
        return text.to_string();
    }
    let mut t: String = text.chars().take(TITLE_CHARS - 1).collect();
    t.push('…');
    t
}

/// What the live form answers for a notice it wrote: the notice as pages show it, and the
/// state of the version written (`published`, or `submitted` when it waits for approval).
#[derive(Debug, Serialize, ToSchema)]
pub struct PostedNotice {
    #[serde(flatten)]
    pub notice: LiveNotice,
    /// `published`: on the live pages now (or off them, for a take-down); `submitted`:
    /// waiting for a publisher of the region.
    pub state: String,
}

fn live_of(body: &Value) -> LiveNotice {
    let s = |k: &str| body[k].as_str().map(str::to_string);
    LiveNotice {
        id: s("id").unwrap_or_default(),
        city_id: body["city_id"]
            .as_u64()
            .and_then(|c| u32::try_from(c).ok())
            .unwrap_or_default(),
        county_code: s("county_code"),
        text: s("title").unwrap_or_default(),
        level: s("level").unwrap_or_else(|| "info".into()),
        starts_at: s("starts_at").unwrap_or_default(),
        ends_at: s("ends_at"),
    }
}

/// Writes `body` as the operator's draft of notice `id`, then publishes it when they may
/// publish in its region, or submits it for approval.
async fn write(ed: &Editing, op: &Operator, id: &str, body: &Value) -> EditResult<PostedNotice> {
    let draft = ed.draft(op, Entity::Notices, id, body).await?;
    let city = body["city_id"].as_u64().and_then(|c| u32::try_from(c).ok());
    let place = city.map(|c| region(c, body["county_code"].as_str()));
    let v: Version = if may(op, Action::PublishContent, place.as_ref()).is_ok() {
        ed.publish(op, Entity::Notices, id, draft.version).await?
    } else {
        ed.submit(op, Entity::Notices, id, draft.version).await?
    };
    Ok(PostedNotice {
        notice: live_of(&v.body),
        state: v.state.as_str().to_string(),
    })
}

/// Put a notice on a city's live pages (or about one county of it) until `ends_at`: the
/// province page's city and the city page show it, and so do the content's lists of
/// notices (tour/classic). It is a content notice (`notices`, level `info`, titled with
/// the text) written through the editing workflow: published at once by city editors and
/// province admins, submitted for approval by county editors (`state`). City editors for
/// their city and its counties, county editors for their county, province admins anywhere
/// (40300 otherwise, nothing stored).
#[utoipa::path(post, path = "/ver3/api/admin/v1/live/notice", tag = "console",
    security(("operator_session" = [])), request_body = NoticeInput,
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "The notice as pages show it and the state of its version; 40300 for a role or region that may not post it",
        body = Envelope<PostedNotice>)))]
pub async fn live_notice(
    op: Operator,
    State(s): State<ConsoleState>,
    ApiJson(input): ApiJson<NoticeInput>,
) -> EditResult<Json<Envelope<PostedNotice>>> {
    let now = now_ms();
    let snap = s.content.snapshot();
    let n = check_notice(&snap, &input, now)?;
    may(
        &op,
        Action::EditLive,
        Some(&region(n.city_id, n.county_code.as_deref())),
    )?;
    let id = format!(
        "{LIVE_PREFIX}{}",
        &uuid::Uuid::new_v4().simple().to_string()[..12]
    );
    let body = json!({
        "id": id,
        "title": title_of(&n.text),
        "body": n.text,
        "level": "info",
        "city_id": n.city_id,
        "county_code": n.county_code,
        "pinned": false,
        "starts_at": rfc3339_shanghai(now),
        "ends_at": rfc3339_shanghai(n.ends_ms),
        "source": SOURCE,
    });
    Ok(ok(write(&editing(&s), &op, &id, &body).await?))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LiveNotices {
    /// Shown now on the live pages, newest first: every one for province admins, those of
    /// their region for editors.
    pub list: Vec<LiveNotice>,
}

fn sees(op: &OperatorCtx, n: &LiveNotice) -> bool {
    may(
        op,
        Action::EditLive,
        Some(&region(n.city_id, n.county_code.as_deref())),
    )
    .is_ok()
}

/// The notices the live pages show now that this operator may take down, whether posted
/// here or written in 通知公告. Roles without the live form: 40300.
#[utoipa::path(get, path = "/ver3/api/admin/v1/live/notices", tag = "console",
    security(("operator_session" = [])),
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "Notices shown now; 40300 for a role without the live form",
        body = Envelope<LiveNotices>)))]
pub async fn live_notices(
    op: Operator,
    State(s): State<ConsoleState>,
) -> ApiResult<Json<Envelope<LiveNotices>>> {
    // Any region: a role that never edits live pages is refused, an editor filtered below.
    if let Err(youzhe_operators::Refusal::Role) = may(&op, Action::EditLive, None) {
        return Err(youzhe_operators::Refusal::Role.into());
    }
    let list = shown_now(&s.content.snapshot(), now_ms())
        .into_iter()
        .filter(|n| sees(&op, n))
        .collect();
    Ok(ok(LiveNotices { list }))
}

/// The record id a path names: a notice's id, or the number a notice of the old live form
/// had (`17`, now `notice-live-17`).
fn record_id(raw: &str) -> Result<String, ApiError> {
    let bad = || ApiError::invalid("id", "参数 id 须是公告编号");
    if raw.is_empty() || raw.len() > 128 {
        return Err(bad());
    }
    if raw.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(format!("{LIVE_PREFIX}{raw}"));
    }
    if !raw
        .bytes()
        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
    {
        return Err(bad());
    }
    Ok(raw.to_string())
}

/// Take a notice down before it ends, in the same region rules as posting it: the notice
/// is written again with `ends_at` now, published at once by a publisher (submitted for
/// approval by a county editor, `state`). 40400 for an unknown notice; 40900 when it is
/// already down (ended), nothing changes.
#[utoipa::path(delete, path = "/ver3/api/admin/v1/live/notice/{id}", tag = "console",
    security(("operator_session" = [])),
    params(("id" = String, Path, description = "The notice's id (`notice-…`), or the number of one posted before notices were content", max_length = 128)),
    extensions(("x-codes" = json!([40300, 40400, 40900]))),
    responses((status = 200, description = "Taken down (or the take-down submitted); 40300 outside the operator's region, 40400 for an unknown notice, 40900 when already down",
        body = Envelope<PostedNotice>)))]
pub async fn live_notice_withdraw(
    op: Operator,
    State(s): State<ConsoleState>,
    path: Result<Path<String>, PathRejection>,
) -> EditResult<Json<Envelope<PostedNotice>>> {
    let Path(raw) = path.map_err(|_| ApiError::invalid("id", "参数 id 须是公告编号"))?;
    let id = record_id(&raw)?;
    let now = now_ms();
    let stored = records::stored(&s.db, Entity::Notices.as_str(), &id)
        .await
        .map_err(EditError::from)?
        .ok_or_else(|| ApiError::NotFound("没有这条公告".into()))?;
    let mut body: Value = serde_json::from_str(&stored.body).unwrap_or(Value::Null);
    let notice = live_of(&body);
    if body["city_id"].is_u64() {
        may(
            &op,
            Action::EditLive,
            Some(&region(notice.city_id, notice.county_code.as_deref())),
        )?;
    } else {
        // A province-wide notice: province admins only, as in 通知公告.
        may(&op, Action::EditLive, None)?;
    }
    let starts = parse_instant(&notice.starts_at).unwrap_or(i64::MIN);
    let ended = notice
        .ends_at
        .as_deref()
        .and_then(parse_instant)
        .is_some_and(|e| e <= now);
    if ended {
        return Err(ApiError::Conflict("该公告已经撤下或已过期".into()).into());
    }
    // The content requires an end after the start: one not started yet ends a moment
    // after it would have.
    body["ends_at"] = json!(rfc3339_shanghai(now.max(starts.saturating_add(1))));
    Ok(ok(write(&editing(&s), &op, &id, &body).await?))
}
