//! The search API: one endpoint, answered from the current content snapshot.

mod search;

use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_content::Content;

pub use search::{MAX_KEYWORD, SearchParams};

pub fn router(content: Content) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(search::search))
        .with_state(content)
}
