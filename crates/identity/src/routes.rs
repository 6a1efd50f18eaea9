//! The identity area's routes, with the OpenAPI pieces they share: the `bearer` security
//! scheme signed-in endpoints name, and the descriptions of the two tags.

use utoipa::{
    Modify, OpenApi,
    openapi::security::{Http, HttpAuthScheme, SecurityScheme},
};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    IdentityState, alipay, consent, legal, login, phone, profile, profile_edit, tokens, wechat,
};

#[derive(OpenApi)]
#[openapi(
    modifiers(&Bearer),
    tags(
        (name = "identity", description = "Signing in, tokens and their refresh, the visitor's profile. \
            Signed-in endpoints answer code 40003 for a missing, forged, expired, \
            retired or revoked token; see docs/IDENTITY.md"),
        (name = "wechat", description = "WeChat authorization, code sign-in and JS-SDK share signatures"),
        (name = "alipay", description = "Alipay code sign-in, through the open platform gateway"),
    )
)]
struct IdentityDoc;

struct Bearer;

impl Modify for Bearer {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        let mut http = Http::new(HttpAuthScheme::Bearer);
        http.bearer_format = Some("JWT".into());
        http.description = Some("`Authorization: Bearer <ID_token>` from a token record".into());
        components.add_security_scheme("bearer", SecurityScheme::Http(http));
    }
}

pub fn router(state: IdentityState) -> OpenApiRouter {
    OpenApiRouter::with_openapi(IdentityDoc::openapi())
        .routes(routes!(login::openid::openid_login))
        .routes(routes!(login::legacy::legacy_login))
        .routes(routes!(phone::request_code::request_code))
        .routes(routes!(tokens::refresh::refresh))
        .routes(routes!(tokens::sign_out::logout))
        .routes(routes!(profile::get_user_info))
        .routes(routes!(profile::save_usertype))
        .routes(routes!(profile_edit::edit_profile))
        .routes(routes!(legal::legal))
        .routes(routes!(consent::get_consent, consent::give_consent))
        .routes(routes!(wechat::authorize::authorization))
        .routes(routes!(wechat::code_login::code_login))
        .routes(routes!(wechat::share_sign::wx_share))
        .routes(routes!(alipay::code_login::alipay_code_login))
        .with_state(state)
}
