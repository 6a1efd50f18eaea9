//! The console's API under `/ver3/api/admin/v1/`, one file per group of actions. Every
//! operation takes an [`Operator`](youzhe_operators::Operator) first, so a request without a
//! live session is answered 40003 (and a write without the CSRF header 40300) before its
//! parameters are read.

mod dashboard;
mod decide;
mod live;
mod moderation;
mod notice;

use axum::extract::FromRef;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_content::Content;
use youzhe_core::{Db, client_ip::TrustedProxies};
use youzhe_live::events::Events;
use youzhe_operators::Sessions;

#[derive(Clone)]
pub struct ConsoleState {
    pub db: Db,
    pub content: Content,
    pub sessions: Sessions,
    pub proxies: TrustedProxies,
    pub live_events: Events,
}

impl FromRef<ConsoleState> for Sessions {
    fn from_ref(s: &ConsoleState) -> Sessions {
        s.sessions.clone()
    }
}

impl FromRef<ConsoleState> for TrustedProxies {
    fn from_ref(s: &ConsoleState) -> TrustedProxies {
        s.proxies.clone()
    }
}

pub fn router(state: ConsoleState) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(moderation::moderation_queue))
        .routes(routes!(decide::moderation_accept))
        .routes(routes!(decide::moderation_reject))
        .routes(routes!(dashboard::dashboard_pageviews))
        .routes(routes!(dashboard::dashboard_top_places))
        .routes(routes!(dashboard::dashboard_searches))
        .routes(routes!(dashboard::dashboard_reviews))
        .routes(routes!(dashboard::dashboard_corrections))
        .routes(routes!(live::live_crowd))
        .routes(routes!(notice::live_notice))
        .routes(routes!(notice::live_notices))
        .routes(routes!(notice::live_notice_withdraw))
        .with_state(state)
}
