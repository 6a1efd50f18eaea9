//! A visitor's review photo promoted into a place's album (docs/MEDIA.md, "Review photos in
//! the album"): an editor of the place's region picks a photo of a published review of that
//! place; the photo is copied to the site (so it stays when the review or the account goes),
//! credited `游客 某某 摄`, and appended to the operator's draft of the place, which then goes
//! through the workflow like any edit. Audited as `content.promote_photo` with the draft.

use serde_json::{Value, json};
use youzhe_core::ApiError;
use youzhe_media::MediaStore;
use youzhe_operators::{Action, Operator};

use crate::{
    entity::Entity,
    error::EditResult,
    store,
    version::{State, Version},
    workflow::{Editing, may_all},
};

/// The longest alt text, as the import's check allows.
pub const MAX_CAPTION_CHARS: usize = 120;

/// What to promote.
pub struct Promote<'a> {
    pub review_id: i64,
    pub media_id: &'a str,
    /// The alt text; the place's name with 游客拍摄 when not given.
    pub caption: Option<&'a str>,
}

impl Editing {
    pub async fn promote_photo(
        &self,
        store_: &MediaStore,
        op: &Operator,
        place_id: &str,
        req: Promote<'_>,
    ) -> EditResult<Version> {
        let entity = Entity::Places;
        let Some(stored) = store::stored(&self.db, entity.as_str(), place_id).await? else {
            return Err(ApiError::NotFound("地点不存在".into()).into());
        };
        let stored_body: Value = serde_json::from_str(&stored.body).unwrap_or(Value::Null);
        // The region first: an operator out of scope learns nothing about the review.
        may_all(op, Action::EditContent, entity, &stored_body)?;

        let review = youzhe_reviews::store::get(&self.db, req.review_id).await?;
        let review = match review {
            Some(r) if r.target_kind == "place" && r.target_id == place_id => r,
            _ => return Err(ApiError::invalid("reviewId", "这条点评不是对该地点的点评").into()),
        };
        if review.status != "published" {
            return Err(
                ApiError::invalid("reviewId", "只有已通过审核的点评照片可以放入相册").into(),
            );
        }
        if !review.media_ids().iter().any(|m| m == req.media_id) {
            return Err(ApiError::invalid("mediaId", "这张照片不属于该点评").into());
        }
        let caption = match req.caption.map(str::trim) {
            Some(c) if c.chars().count() > MAX_CAPTION_CHARS => {
                return Err(ApiError::invalid("caption", "图片说明最多 120 个字").into());
            }
            Some(c) if !c.is_empty() => c.to_string(),
            _ => {
                let name = stored_body
                    .pointer("/name/zh")
                    .and_then(Value::as_str)
                    .unwrap_or("该地点");
                format!("游客拍摄的{name}")
            }
        };
        let credit = format!("游客 {} 摄", youzhe_reviews::view::author_name(&review));

        // The operator's own open version carries their unsaved work on; else the record.
        let versions = store::versions(&self.db, entity.as_str(), place_id).await?;
        let mut body = versions
            .iter()
            .find(|v| v.state().is_open() && v.author_id == Some(op.id))
            .map(|v| v.body_value())
            .unwrap_or(stored_body);
        let promoted_from =
            |m: &Value| m.get("promotedFrom").and_then(Value::as_str) == Some(req.media_id);
        if body
            .get("media")
            .and_then(Value::as_array)
            .is_some_and(|list| list.iter().any(promoted_from))
        {
            return Err(ApiError::invalid("mediaId", "这张照片已在相册中").into());
        }
        // Another operator's open version refuses the draft (40900) before anything is copied.
        if let Some(v) = versions
            .iter()
            .find(|v| v.state().is_open() && v.author_id != Some(op.id))
        {
            return Err(ApiError::Conflict(if v.state() == State::Submitted {
                "该记录已有他人提交的版本等待审核，请等其发布或退回后再编辑".to_string()
            } else {
                "该记录已有他人正在编辑的草稿".to_string()
            })
            .into());
        }
        let copy = youzhe_media::copy(
            &self.db,
            store_,
            req.media_id,
            &youzhe_media::operator_owner(op.id),
        )
        .await?
        .ok_or_else(|| ApiError::invalid("mediaId", "这张照片已不存在"))?;
        let item = json!({
            "url": copy.url, "width": copy.width, "height": copy.height,
            "caption": caption, "credit": credit, "promotedFrom": req.media_id,
        });
        match body.get_mut("media").and_then(Value::as_array_mut) {
            Some(list) => list.push(item),
            None => body["media"] = json!([item]),
        }
        let photo = json!({"reviewId": req.review_id, "mediaId": req.media_id, "copy": copy.id, "credit": credit});
        self.write_draft(
            op,
            entity,
            place_id,
            &body,
            "content.promote_photo",
            None,
            Some(photo),
        )
        .await
    }
}
