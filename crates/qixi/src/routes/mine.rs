//! `GET /ver3/api/v3/qixi/mine`: the visitor's invitations and pairs.

use axum::{Json, extract::State};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_campaigns::wins::masked;
use youzhe_core::{
    ApiResult, Envelope,
    auth::AuthUser,
    extract::ApiQuery,
    ok,
    page::{PageQuery, Paged},
    time::now_ms,
};

use super::{
    QixiState,
    view::{QixiRoleWord, QixiStateWord, state_of},
};
use crate::store;

/// One of the visitor's invitations or pairs.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QixiMine {
    pub code: String,
    #[schema(value_type = QixiRoleWord)]
    pub role: String,
    #[schema(value_type = QixiStateWord)]
    pub state: String,
    /// The other person's masked nickname, once paired.
    pub partner: Option<String>,
    /// The pair's score, once paired.
    pub score: Option<i64>,
    pub created_at: i64,
    pub expires_at: i64,
    pub paired_at: Option<i64>,
}

/// The visitor's invitations (open, paired, expired) and the invitations they accepted,
/// newest first.
#[utoipa::path(get, path = "/ver3/api/v3/qixi/mine", tag = "qixi",
    security(("bearer" = [])), params(PageQuery),
    responses((status = 200, description = "One page of the visitor's invitations and pairs", body = Envelope<Paged<QixiMine>>)))]
pub async fn my_pairs(
    State(s): State<QixiState>,
    user: AuthUser,
    ApiQuery(q): ApiQuery<PageQuery>,
) -> ApiResult<Json<Envelope<Paged<QixiMine>>>> {
    let page = q.page();
    let (rows, total) = store::mine(&s.db, &user.uid, page.offset() as i64, i64::from(page.size))
        .await
        .map_err(anyhow::Error::from)?;
    let now = now_ms();
    let mut list = Vec::with_capacity(rows.len());
    for r in rows {
        let inviter = r.inviter_id == user.uid;
        let other = if inviter {
            r.partner_id.clone()
        } else {
            Some(r.inviter_id.clone())
        };
        let partner = match (&r.partner_id, other) {
            (Some(_), Some(o)) => Some(masked(
                store::nickname(&s.db, &o)
                    .await
                    .map_err(anyhow::Error::from)?
                    .as_deref(),
            )),
            _ => None,
        };
        list.push(QixiMine {
            code: r.code.clone(),
            role: if inviter { "inviter" } else { "partner" }.into(),
            state: state_of(&r, now).into(),
            partner,
            score: r.score,
            created_at: r.created_ms,
            expires_at: r.expires_ms,
            paired_at: r.paired_ms,
        });
    }
    Ok(ok(Paged {
        list,
        total: total as u64,
        page: page.page,
        size: page.size,
    }))
}
