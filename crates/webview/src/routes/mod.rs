//! The web view's API (docs/WEBVIEW.md): one check, one file.

mod check;

pub use check::{Verdict, WebviewUrl};

use std::sync::Arc;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::allow::AllowList;

#[derive(Clone)]
pub struct WebviewState {
    pub allow: Arc<AllowList>,
}

pub fn router(allow: Arc<AllowList>) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(check::webview_check))
        .with_state(WebviewState { allow })
}
