//! The rankings API (docs/RANKINGS.md): one read of the content snapshot, kept serialised.

mod list;

use std::sync::Arc;

use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_content::{Content, snapshot::Snapshot};
use youzhe_core::kept::KeptPerSnapshot;

use crate::build::Query;

/// Most answers kept per snapshot; past it, an arbitrary one makes room. The queries a page
/// asks are few (11 cities × 7 kinds, a dozen ids), but `cityId` is any number.
pub const KEPT: usize = 256;

#[derive(Clone)]
pub struct RankingsState {
    pub content: Content,
    /// Each query's answer, serialised once per snapshot.
    pub kept: Arc<KeptPerSnapshot<Snapshot, Query>>,
}

pub fn router(content: Content) -> OpenApiRouter {
    let state = RankingsState {
        content,
        kept: Arc::new(KeptPerSnapshot::new(KEPT)),
    };
    OpenApiRouter::new()
        .routes(routes!(list::rank_list))
        .with_state(state)
}
