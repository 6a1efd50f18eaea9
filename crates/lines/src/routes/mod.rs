//! The tour-lines API (docs/LINES.md): reads of the content snapshot, one file per action.

mod detail;
mod list;
mod themes;

use std::sync::Arc;

use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_content::{Content, snapshot::Snapshot};
use youzhe_core::kept::KeptPerSnapshot;

/// Most line details kept per snapshot: the 36 shipped lines and the trails (a handful of
/// people) fit; past it an arbitrary one makes room, so unknown ids cannot grow it.
pub const KEPT_DETAILS: usize = 128;

#[derive(Clone)]
pub struct LinesState {
    pub content: Content,
    /// Each line's detail envelope, serialised once per snapshot.
    pub details: Arc<KeptPerSnapshot<Snapshot, String>>,
}

pub fn router(content: Content) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(themes::line_themes))
        .routes(routes!(list::line_list))
        .routes(routes!(detail::line_detail))
        .with_state(LinesState {
            content,
            details: Arc::new(KeptPerSnapshot::new(KEPT_DETAILS)),
        })
}
