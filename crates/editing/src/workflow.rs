//! The review workflow's writes (docs/EDITING.md): draft, submit, publish, reject, revert.
//! Each checks who may act where against the record's own regions read here on the server
//! (the stored record's and the version's body's), then writes the version, the record when
//! publishing, and the audit row in one transaction. Publishing then rebuilds the
//! visitor's snapshot before it returns.

use serde_json::{Value, json};
use youzhe_content::Content;
use youzhe_core::{ApiError, Db, time::now_ms, with_db};
use youzhe_operators::{
    Action, Operator,
    audit::{self, Target},
    may,
};

use crate::{
    entity::Entity,
    error::{EditError, EditResult, stale},
    store::{self, Stored},
    version::{State, Version, VersionRow},
};

/// The longest reason a rejection may give, in characters.
pub const MAX_REASON_CHARS: usize = 500;

#[derive(Clone)]
pub struct Editing {
    pub db: Db,
    pub content: Content,
}

/// `may` for every region a body is in.
pub fn may_all(op: &Operator, action: Action, entity: Entity, body: &Value) -> EditResult<()> {
    for region in entity.regions(body) {
        may(op, action, region.as_ref())?;
    }
    Ok(())
}

fn parse(body: &str) -> Value {
    serde_json::from_str(body).unwrap_or(Value::Null)
}

fn not_found() -> ApiError {
    ApiError::NotFound("没有找到该内容或该版本".into())
}

impl Editing {
    /// Checks `body` as import would check it laid over the stored content; the record as
    /// it would be stored, or every problem.
    async fn validate(&self, entity: Entity, id: &str, body: &Value) -> EditResult<String> {
        if body.get("id").and_then(Value::as_str) != Some(id) {
            return Err(ApiError::invalid("body.id", "body.id 须与地址中的记录 id 相同").into());
        }
        let line = store::line_for(&self.db, entity.as_str(), id).await?;
        // The records the snapshot was built from (brought up to date first if the store
        // moved), not a second load and parse of everything stored.
        let stored = self.content.records().await?;
        let text = body.to_string();
        let entity_name = entity.as_str();
        let line = usize::try_from(line).unwrap_or(1);
        tokio_blocking(move || {
            youzhe_content::draft::check_record(&stored, entity_name, line, &text)
        })
        .await?
        .map_err(EditError::Invalid)
    }

    /// The stored record and the version asked for, after checking `action` on both their
    /// regions. 40400 when the record has neither.
    async fn target(
        &self,
        op: &Operator,
        action: Action,
        entity: Entity,
        id: &str,
        version: i64,
    ) -> EditResult<(Option<Stored>, VersionRow)> {
        let stored = store::stored(&self.db, entity.as_str(), id).await?;
        let row = store::version(&self.db, entity.as_str(), id, version).await?;
        if let Some(s) = &stored {
            may_all(op, action, entity, &parse(&s.body))?;
        }
        let Some(row) = row else {
            return Err(not_found().into());
        };
        may_all(op, action, entity, &row.body_value())?;
        Ok((stored, row))
    }

    /// A new draft of a record (new or stored), replacing the operator's own open version.
    pub async fn draft(
        &self,
        op: &Operator,
        entity: Entity,
        id: &str,
        body: &Value,
    ) -> EditResult<Version> {
        self.write_draft(op, entity, id, body, "content.draft", None, None)
            .await
    }

    /// A new draft holding an earlier version's body.
    pub async fn revert(
        &self,
        op: &Operator,
        entity: Entity,
        id: &str,
        version: i64,
    ) -> EditResult<Version> {
        let (_, row) = self
            .target(op, Action::EditContent, entity, id, version)
            .await?;
        self.write_draft(
            op,
            entity,
            id,
            &row.body_value(),
            "content.revert",
            Some(version),
            None,
        )
        .await
    }

    /// Writes `body` as the operator's draft (replacing their open version), audited as
    /// `action`; `photo` (a promoted review photo) is added to the audit row.
    #[allow(clippy::too_many_arguments)]
    pub(crate) async fn write_draft(
        &self,
        op: &Operator,
        entity: Entity,
        id: &str,
        body: &Value,
        action: &str,
        from: Option<i64>,
        photo: Option<Value>,
    ) -> EditResult<Version> {
        let stored = store::stored(&self.db, entity.as_str(), id).await?;
        if let Some(s) = &stored {
            may_all(op, Action::EditContent, entity, &parse(&s.body))?;
        } else {
            // A new record: its region is only in the body, checked below once it parses;
            // a role that never edits is refused before the body is looked at.
            role_may(op, Action::EditContent)?;
        }
        let canonical = self.validate(entity, id, body).await?;
        let value = parse(&canonical);
        may_all(op, Action::EditContent, entity, &value)?;

        let e = entity.as_str();
        let now = now_ms();
        let before = stored.as_ref().map(|s| parse(&s.body));
        let number: i64 = with_db!(&self.db, pool => {
            let mut tx = pool.begin().await?;
            // The imported original becomes version 1 the first time the record is edited.
            // A write first, so SQLite takes the write lock before anything is read.
            sqlx::query(
                "INSERT INTO content_versions (entity, record_id, version, state, body, author_id, created_ms)
                 SELECT entity, id, 1, 'published', body, NULL, updated_ms FROM content_records
                 WHERE entity = $1 AND id = $2
                   AND NOT EXISTS (SELECT 1 FROM content_versions WHERE entity = $1 AND record_id = $2)")
                .bind(e).bind(id).execute(&mut *tx).await?;
            // Numbered before the replaced draft goes, so a number is never given twice.
            let number: i64 = sqlx::query_scalar(
                "SELECT COALESCE(MAX(version), 0) + 1 FROM content_versions WHERE entity = $1 AND record_id = $2")
                .bind(e).bind(id).fetch_one(&mut *tx).await?;
            let open: Option<(i64, String, Option<i64>)> = sqlx::query_as(
                "SELECT version, state, author_id FROM content_versions
                 WHERE entity = $1 AND record_id = $2 AND state IN ('draft', 'submitted')")
                .bind(e).bind(id).fetch_optional(&mut *tx).await?;
            if let Some((v, state, author)) = open {
                if author != Some(op.id) {
                    return Err(ApiError::Conflict(if state == "submitted" {
                        "该记录已有他人提交的版本等待审核，请等其发布或退回后再编辑".to_string()
                    } else {
                        "该记录已有他人正在编辑的草稿".to_string()
                    }).into());
                }
                // The operator's own open version gives way to the new one (a submitted
                // one is withdrawn); the audit log keeps what it held.
                sqlx::query("DELETE FROM content_versions WHERE entity = $1 AND record_id = $2 AND version = $3")
                    .bind(e).bind(id).bind(v).execute(&mut *tx).await?;
            }
            sqlx::query(
                "INSERT INTO content_versions (entity, record_id, version, state, body, author_id, created_ms)
                 VALUES ($1, $2, $3, 'draft', $4, $5, $6)")
                .bind(e).bind(id).bind(number).bind(&canonical).bind(op.id).bind(now)
                .execute(&mut *tx).await?;
            let mut after = json!({"version": number, "state": "draft", "from": from, "body": value});
            if let (Some(photo), Some(obj)) = (&photo, after.as_object_mut()) {
                obj.insert("photo".into(), photo.clone());
            }
            audit::record(&mut *tx, &op.actor(), action, Target::new(e, id), before, Some(after)).await?;
            tx.commit().await?;
            number
        });
        self.version_view(entity, id, number).await
    }

    async fn version_view(&self, entity: Entity, id: &str, number: i64) -> EditResult<Version> {
        store::version(&self.db, entity.as_str(), id, number)
            .await?
            .map(|r| r.view())
            .ok_or_else(|| not_found().into())
    }

    /// The author hands their draft to the publishers.
    pub async fn submit(
        &self,
        op: &Operator,
        entity: Entity,
        id: &str,
        version: i64,
    ) -> EditResult<Version> {
        let (_, row) = self
            .target(op, Action::EditContent, entity, id, version)
            .await?;
        if row.author_id != Some(op.id) {
            return Err(ApiError::Forbidden("只能提交自己的草稿".into()).into());
        }
        if row.state() != State::Draft {
            return Err(stale().into());
        }
        let e = entity.as_str();
        with_db!(&self.db, pool => {
            let mut tx = pool.begin().await?;
            let n = sqlx::query(
                "UPDATE content_versions SET state = 'submitted'
                 WHERE entity = $1 AND record_id = $2 AND version = $3 AND state = 'draft'")
                .bind(e).bind(id).bind(version).execute(&mut *tx).await?.rows_affected();
            if n == 0 {
                return Err(stale().into());
            }
            audit::record(&mut *tx, &op.actor(), "content.submit", Target::new(e, id),
                Some(json!({"version": version, "state": "draft"})),
                Some(json!({"version": version, "state": "submitted"}))).await?;
            tx.commit().await?;
        });
        self.version_view(entity, id, version).await
    }

    /// Writes a submitted version (or the publisher's own draft) into the content, then
    /// swaps the visitor's snapshot.
    pub async fn publish(
        &self,
        op: &Operator,
        entity: Entity,
        id: &str,
        version: i64,
    ) -> EditResult<Version> {
        let (stored, row) = self
            .target(op, Action::PublishContent, entity, id, version)
            .await?;
        let from = match row.state() {
            State::Submitted => "submitted",
            // Publishing one's own draft is submitting and publishing at once.
            State::Draft if row.author_id == Some(op.id) => "draft",
            State::Draft => {
                return Err(ApiError::Conflict("该草稿尚未提交，作者提交后才能发布".into()).into());
            }
            State::Published | State::Rejected | State::Discarded => return Err(stale().into()),
        };
        // The content may have changed since the draft was checked (another record
        // published): check again against what is stored now.
        let body = self.validate(entity, id, &row.body_value()).await?;
        let e = entity.as_str();
        let now = now_ms();
        let before = stored.map(|s| parse(&s.body));
        with_db!(&self.db, pool => {
            let mut tx = pool.begin().await?;
            let n = sqlx::query(
                "UPDATE content_versions SET state = 'published', decided_by = $4, decided_ms = $5
                 WHERE entity = $1 AND record_id = $2 AND version = $3 AND state = $6")
                .bind(e).bind(id).bind(version).bind(op.id).bind(now).bind(from)
                .execute(&mut *tx).await?.rows_affected();
            if n == 0 {
                return Err(stale().into());
            }
            // Replicas notice a change by the newest updated_ms: make sure it moves even
            // when two publishes fall in the same millisecond.
            let newest: i64 = sqlx::query_scalar("SELECT COALESCE(MAX(updated_ms), 0) FROM content_records")
                .fetch_one(&mut *tx).await?;
            sqlx::query(
                "INSERT INTO content_records (entity, id, seq, body, updated_ms)
                 VALUES ($1, $2, (SELECT COALESCE(MAX(seq), 0) + 1 FROM content_records WHERE entity = $1), $3, $4)
                 ON CONFLICT (entity, id) DO UPDATE SET body = excluded.body, updated_ms = excluded.updated_ms")
                .bind(e).bind(id).bind(&body).bind(now.max(newest + 1))
                .execute(&mut *tx).await?;
            audit::record(&mut *tx, &op.actor(), "content.publish", Target::new(e, id), before,
                Some(json!({"version": version, "state": "published", "body": parse(&body)}))).await?;
            tx.commit().await?;
        });
        self.content.reload().await?;
        tracing::info!(entity = e, id, version, by = %op.username, "content published");
        self.version_view(entity, id, version).await
    }

    /// Sends an open version back with a reason; the record stays as published.
    pub async fn reject(
        &self,
        op: &Operator,
        entity: Entity,
        id: &str,
        version: i64,
        reason: &str,
    ) -> EditResult<Version> {
        let (_, row) = self
            .target(op, Action::PublishContent, entity, id, version)
            .await?;
        let reason = reason.trim();
        let chars = reason.chars().count();
        if chars == 0 || chars > MAX_REASON_CHARS {
            return Err(ApiError::invalid("reason", "退回理由须为 1–500 个字").into());
        }
        let state = row.state();
        if !state.is_open() {
            return Err(stale().into());
        }
        let e = entity.as_str();
        let now = now_ms();
        with_db!(&self.db, pool => {
            let mut tx = pool.begin().await?;
            let n = sqlx::query(
                "UPDATE content_versions SET state = 'rejected', decided_by = $4, decided_ms = $5, reason = $6
                 WHERE entity = $1 AND record_id = $2 AND version = $3 AND state = $7")
                .bind(e).bind(id).bind(version).bind(op.id).bind(now).bind(reason).bind(state.as_str())
                .execute(&mut *tx).await?.rows_affected();
            if n == 0 {
                return Err(stale().into());
            }
            audit::record(&mut *tx, &op.actor(), "content.reject", Target::new(e, id),
                Some(json!({"version": version, "state": state.as_str()})),
                Some(json!({"version": version, "state": "rejected", "reason": reason}))).await?;
            tx.commit().await?;
        });
        self.version_view(entity, id, version).await
    }
}

impl Editing {
    /// Discards a version: the author's own open one (a draft, or one they submitted), or
    /// a rejected one by any editor of its region. The record stays as published; the
    /// version stays in the history as discarded, so its number is never given again.
    pub async fn discard(
        &self,
        op: &Operator,
        entity: Entity,
        id: &str,
        version: i64,
    ) -> EditResult<Version> {
        let (_, row) = self
            .target(op, Action::EditContent, entity, id, version)
            .await?;
        let state = row.state();
        match state {
            State::Draft | State::Submitted if row.author_id != Some(op.id) => {
                return Err(ApiError::Forbidden(
                    "只能放弃自己的草稿；他人的版本请等其提交后由审核人退回".into(),
                )
                .into());
            }
            State::Draft | State::Submitted | State::Rejected => {}
            State::Published | State::Discarded => return Err(stale().into()),
        }
        let e = entity.as_str();
        let now = now_ms();
        with_db!(&self.db, pool => {
            let mut tx = pool.begin().await?;
            let n = sqlx::query(
                "UPDATE content_versions SET state = 'discarded', decided_by = $4, decided_ms = $5
                 WHERE entity = $1 AND record_id = $2 AND version = $3 AND state = $6")
                .bind(e).bind(id).bind(version).bind(op.id).bind(now).bind(state.as_str())
                .execute(&mut *tx).await?.rows_affected();
            if n == 0 {
                return Err(stale().into());
            }
            audit::record(&mut *tx, &op.actor(), "content.discard", Target::new(e, id),
                Some(json!({"version": version, "state": state.as_str()})),
                Some(json!({"version": version, "state": "discarded"}))).await?;
            tx.commit().await?;
        });
        self.version_view(entity, id, version).await
    }
}

/// Refuses a role that never takes `action`, before anything is read: `may` with no
/// place answers `Role` for such a role whatever the place.
pub fn role_may(op: &Operator, action: Action) -> Result<(), EditError> {
    match may(op, action, None) {
        Err(youzhe_operators::Refusal::Role) => Err(youzhe_operators::Refusal::Role.into()),
        _ => Ok(()),
    }
}

async fn tokio_blocking<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> EditResult<T> {
    // Checking walks every record and the county boundaries: off the async threads.
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| EditError::Api(ApiError::Internal(e.into())))
}
