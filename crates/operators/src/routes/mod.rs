//! The operators' API under `/ver3/api/admin/v1/`, one file per action. Everything but
//! signing in takes an [`Operator`](crate::session::Operator): the session cookie, and the
//! CSRF header on writes, are checked before the body is read.

mod audit;
mod create;
mod list;
mod login;
mod logout;
mod me;
mod update;

use axum::extract::FromRef;
use utoipa::{
    Modify, OpenApi,
    openapi::security::{ApiKey, ApiKeyValue, SecurityScheme},
};
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_core::{client_ip::TrustedProxies, ratelimit::RateLimiter};

use crate::session::{COOKIE, Sessions};

/// Sign-in settings: the per-address limit and the per-account lockout.
#[derive(Clone, Debug)]
pub struct SignInRules {
    pub limiter: RateLimiter,
    /// Failures in a row that lock an account.
    pub attempts: i64,
    /// How long a lock lasts.
    pub lock_ms: i64,
}

#[derive(Clone)]
pub struct OperatorsState {
    pub sessions: Sessions,
    pub proxies: TrustedProxies,
    pub sign_in: SignInRules,
}

impl FromRef<OperatorsState> for Sessions {
    fn from_ref(s: &OperatorsState) -> Sessions {
        s.sessions.clone()
    }
}

impl FromRef<OperatorsState> for TrustedProxies {
    fn from_ref(s: &OperatorsState) -> TrustedProxies {
        s.proxies.clone()
    }
}

/// The name operations use in `security(("operator_session" = []))`.
pub const SCHEME: &str = "operator_session";

#[derive(OpenApi)]
#[openapi(
    modifiers(&SessionCookie),
    tags((name = "operators", description = "The operator console's accounts: signing in with a \
        session cookie, who may do what, the audit log. Apart from visitors: a visitor's token is \
        never accepted here. Every operation but signing in answers 40003 without a live session \
        and, when it changes something, 40300 without the session's X-CSRF-Token; see docs/OPERATORS.md"))
)]
struct OperatorsDoc;

struct SessionCookie;

impl Modify for SessionCookie {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            SCHEME,
            SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::with_description(
                COOKIE,
                "The operator session set by POST /ver3/api/admin/v1/session (HttpOnly, SameSite=Strict)",
            ))),
        );
    }
}

pub fn router(state: OperatorsState) -> OpenApiRouter {
    OpenApiRouter::with_openapi(OperatorsDoc::openapi())
        .routes(routes!(login::sign_in, logout::sign_out))
        .routes(routes!(me::me))
        .routes(routes!(audit::audit_log))
        .routes(routes!(list::list_operators, create::create_operator))
        .routes(routes!(update::update_operator))
        .with_state(state)
}
