//! The rankings API (docs/RANKINGS.md): one read of the content snapshot, kept serialised.

mod list;

use std::sync::Arc;

use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_content::Content;

use crate::kept::Kept;

#[derive(Clone)]
pub struct RankingsState {
    pub content: Content,
    pub kept: Arc<Kept>,
}

pub fn router(content: Content) -> OpenApiRouter {
    let state = RankingsState {
        content,
        kept: Arc::new(Kept::default()),
    };
    OpenApiRouter::new()
        .routes(routes!(list::rank_list))
        .with_state(state)
}
