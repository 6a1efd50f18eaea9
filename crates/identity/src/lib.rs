//! Identity and platform services (SPEC §4, §6–§9; DESIGN.md § Identity): who the visitor
//! is and the few services that need to know.
//!
//! - `login/`: openid sign-in (with signed links when a secret is configured) and the
//!   legacy `/ver3/api/v3/user/login` entry;
//! - `tokens/`: the token record, issuing a chain, refresh with reuse detection;
//! - `links/`: signed openid links (`youzhe link`);
//! - `openid`: what an openid may look like (one rule for sign-in and links);
//! - `wechat/`: the authorize address, code sign-in and JS-SDK share signatures, over a
//!   [`wechat::client::WechatApi`] with a shared, single-flight token and ticket cache;
//! - `alipay/`: sign-in by Alipay authorization code, over an
//!   [`alipay::client::AlipayApi`] that signs its requests RSA2;
//! - `phone/`: sign-in by mobile number and SMS code, over an [`phone::sms::SmsSender`];
//! - `profile`: `getUserInfo` and the elder/normal usertype; `profile_edit`: the nickname
//!   and picture a visitor sets;
//! - `legal`, `consent`: the version of the user agreement and privacy policy in force and
//!   the visitor's agreement to it;
//!
//! Token verification and the `AuthUser` extractor live in `youzhe_core::auth`, so every
//! area can require a signed-in visitor without depending on this crate.

pub mod alipay;
pub mod consent;
pub mod legal;
pub mod links;
pub mod login;
pub mod openid;
pub mod personal_data;
pub mod phone;
pub mod profile;
pub mod profile_edit;
mod routes;
pub mod settings;
mod spent;
mod state;
pub mod tokens;
pub mod visitors;
pub mod wechat;

use youzhe_core::{Area, Core};

pub use state::IdentityState;

/// The identity area, ready to mount.
pub fn area(core: &Core) -> anyhow::Result<Area> {
    let state = IdentityState::build(core)?;
    Ok(Area::new("identity", routes::router(state)))
}

/// The identity area and the token verifier that other areas' signed-in handlers share
/// (one key ring and one chain store for the whole server).
pub fn area_with_auth(core: &Core) -> anyhow::Result<(Area, youzhe_core::auth::Auth)> {
    let state = IdentityState::build(core)?;
    let auth = state.auth.clone();
    Ok((Area::new("identity", routes::router(state)), auth))
}
