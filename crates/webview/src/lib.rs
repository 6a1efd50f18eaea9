//! The web view (docs/WEBVIEW.md): `webview/webview?url=` shows an outside page inside a
//! sandboxed frame only when its host is on the operator's allow list
//! (`YOUZHE_WEBVIEW_HOSTS`). The server decides, so the app and the frame policy (CSP
//! `frame-src`, [`frame_sources`]) read one list.

pub mod allow;
pub mod routes;

use std::sync::Arc;

use youzhe_core::{Area, Config};

use crate::allow::AllowList;

/// The setting that lists the hosts the web view may frame.
pub const HOSTS_KEY: &str = "YOUZHE_WEBVIEW_HOSTS";

/// The allow list as configured (an empty list when unset).
pub fn allow_list(config: &Config) -> AllowList {
    AllowList::parse(config.get(HOSTS_KEY).unwrap_or(""))
}

/// The CSP `frame-src` sources besides `'self'`: the allowed hosts over http and https.
pub fn frame_sources(config: &Config) -> Vec<String> {
    allow_list(config).csp_sources()
}

pub fn area(config: &Config) -> Area {
    Area::new("webview", routes::router(Arc::new(allow_list(config))))
}
