//! The campaigns API (docs/CAMPAIGNS.md), one file per group of actions: the public reads,
//! the visitor's earn, draw and redemption, their prizes and address, and prize staff.

mod console;
mod current;
mod detail;
mod earn;
mod input;
mod play;
mod prizes;
mod staff;
mod view;

use axum::extract::FromRef;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_content::Content;
use youzhe_core::{Db, auth::Auth, client_ip::TrustedProxies, ratelimit::RateLimiter};
use youzhe_operators::Sessions;

#[derive(Clone)]
pub struct CampaignsState {
    pub db: Db,
    /// Places' stored locations, for check-ins.
    pub content: Content,
    pub auth: Auth,
    pub sessions: Sessions,
    pub trusted: TrustedProxies,
    /// Earns, draws, redemptions and address changes per visitor (`YOUZHE_RATE_CAMPAIGNS`).
    pub limiter: RateLimiter,
    /// Waiting for a turn in memory, not in the pool (`locks`).
    pub turns: crate::locks::Turns,
}

impl FromRef<CampaignsState> for Auth {
    fn from_ref(s: &CampaignsState) -> Auth {
        s.auth.clone()
    }
}
impl FromRef<CampaignsState> for Sessions {
    fn from_ref(s: &CampaignsState) -> Sessions {
        s.sessions.clone()
    }
}
impl FromRef<CampaignsState> for TrustedProxies {
    fn from_ref(s: &CampaignsState) -> TrustedProxies {
        s.trusted.clone()
    }
}

pub fn router(state: CampaignsState) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(detail::campaigns))
        // Before `/campaigns/{id}` in the reading order; axum prefers the fixed segment anyway.
        .routes(routes!(current::current_campaign))
        .routes(routes!(detail::campaign))
        .routes(routes!(detail::my_campaign_progress))
        .routes(routes!(detail::campaign_winners))
        .routes(routes!(earn::earn_chance))
        .routes(routes!(play::draw_prize))
        .routes(routes!(play::redeem_goods))
        .routes(routes!(prizes::my_prizes))
        .routes(routes!(prizes::my_prize))
        .routes(routes!(prizes::give_prize_address))
        .routes(routes!(staff::find_prize))
        .routes(routes!(staff::redeem_prize))
        .routes(routes!(staff::ship_prize))
        .routes(routes!(console::console_campaigns))
        .routes(routes!(console::console_campaign, console::edit_campaign))
        .with_state(state)
}
