//! The tour-lines API (docs/LINES.md): reads of the content snapshot, one file per action.

mod detail;
mod list;
mod themes;

use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_content::Content;

#[derive(Clone)]
pub struct LinesState {
    pub content: Content,
}

pub fn router(content: Content) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(themes::line_themes))
        .routes(routes!(list::line_list))
        .routes(routes!(detail::line_detail))
        .with_state(LinesState { content })
}
