//! The search API: one endpoint, answered from the current content snapshot.

mod search;
mod suggest;

use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_content::Content;

use crate::SearchLog;

pub use search::{MAX_KEYWORD, SearchParams, results};

#[derive(Clone)]
pub struct SearchState {
    pub content: Content,
    pub log: SearchLog,
}

pub fn router(content: Content, log: SearchLog) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(search::search))
        .routes(routes!(suggest::suggest))
        .with_state(SearchState { content, log })
}
