//! The identity area's routes.

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{IdentityState, image_proxy, login, profile, tokens, wechat};

pub fn router(state: IdentityState) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(login::openid::openid_login))
        .routes(routes!(login::legacy::legacy_login))
        .routes(routes!(tokens::refresh::refresh))
        .routes(routes!(profile::get_user_info))
        .routes(routes!(profile::save_usertype))
        .routes(routes!(wechat::authorize::authorization))
        .routes(routes!(wechat::code_login::code_login))
        .routes(routes!(wechat::share_sign::wx_share))
        .routes(routes!(image_proxy::file_base64))
        .with_state(state)
}
