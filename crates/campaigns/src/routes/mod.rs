//! The campaigns API (docs/CAMPAIGNS.md), one file per group of actions: the public reads,
//! the visitor's earn, draw and redemption, their prizes and address, and prize staff.

mod checkin;
mod codes;
mod console;
mod current;
mod detail;
mod earn;
mod input;
mod play;
mod prizes;
mod risk;
mod staff;
mod studio;
mod view;
mod watch;

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
    /// New accounts joining one campaign from one address a day (`risk`); `None`: no cap.
    pub new_per_address: Option<i64>,
}

impl CampaignsState {
    /// The visitor's first taking part in a campaign, from `ip` (`risk::join`): refused
    /// when their network brought too many new accounts today. A campaign visitors cannot
    /// see is left to the engine's own refusal.
    pub(crate) async fn join(
        &self,
        campaign: &str,
        user: &str,
        ip: std::net::IpAddr,
        now: i64,
    ) -> youzhe_core::ApiResult<()> {
        let visible = crate::store::campaign(&self.db, campaign)
            .await
            .map_err(anyhow::Error::from)?
            .is_some_and(|c| c.visible());
        if visible {
            crate::risk::join(
                &self.db,
                campaign,
                user,
                &ip.to_string(),
                now,
                self.new_per_address,
            )
            .await
            .map_err(anyhow::Error::from)??;
        }
        Ok(())
    }
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
        .routes(routes!(
            checkin::daily_checkin_today,
            checkin::daily_check_in
        ))
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
        .routes(routes!(console::console_campaigns, studio::create_campaign))
        .routes(routes!(studio::publish_campaign))
        .routes(routes!(studio::pause_campaign))
        .routes(routes!(studio::resume_campaign))
        .routes(routes!(studio::close_campaign))
        .routes(routes!(watch::campaign_live))
        .routes(routes!(watch::campaign_winners_list))
        .routes(routes!(watch::campaign_winners_csv))
        .routes(routes!(risk::campaign_blocks, risk::block_visitor))
        .routes(routes!(risk::unblock_visitor))
        .routes(routes!(risk::campaign_suspicious))
        .routes(routes!(codes::add_prize_codes))
        .routes(routes!(console::console_campaign, console::edit_campaign))
        .with_state(state)
}
