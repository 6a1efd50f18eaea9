//! `{phone, code}` at `POST /ver3/api/v3/user/login`: checks the code and answers the same
//! token record as the openid login. A WeChat visitor who is signed in keeps one account
//! (the rules are in `visitors::by_phone` and docs/IDENTITY.md). A number new to us that
//! arrives through a friend's share link (`user_id`) records the friend as its referrer, who
//! earns `share_visit` as from a WeChat sign-in: each credit needs a number that answered an
//! SMS code, as a WeChat one needs a WeChat account.

use youzhe_core::{ApiError, ApiResult, auth::AuthUser, time::now_ms};

use super::{
    codes::{self, Attempt},
    request_code::invalid_phone,
    valid_code, valid_phone,
};
use crate::{
    IdentityState,
    tokens::{TokenRecord, issue},
    visitors,
};

pub(crate) async fn phone_sign_in(
    s: &IdentityState,
    signed_in: Option<&AuthUser>,
    phone: &str,
    code: &str,
    referrer: Option<&str>,
) -> ApiResult<TokenRecord> {
    s.phone.sender()?;
    if !valid_phone(phone) {
        return Err(invalid_phone());
    }
    if !valid_code(code) {
        return Err(ApiError::invalid("code", "请输入6位数字验证码"));
    }
    match codes::attempt(&s.db, phone, code, now_ms()).await? {
        Attempt::Right => {}
        Attempt::Wrong { left } if left > 0 => {
            return Err(ApiError::Forbidden(format!(
                "验证码不正确，还可再试{left}次"
            )));
        }
        Attempt::Wrong { .. } => {
            return Err(ApiError::Forbidden(
                "验证码错误次数过多，请重新获取验证码".into(),
            ));
        }
        Attempt::NoCode => {
            return Err(ApiError::Forbidden("验证码已失效，请重新获取验证码".into()));
        }
    }
    let visitor =
        visitors::by_phone(&s.db, phone, signed_in.map(|u| u.uid.as_str()), referrer).await?;
    crate::wechat::referral::credit_sharer(&s.db, &visitor).await;
    issue::start_chain(s, &visitor.uid, visitor.openid.clone()).await
}
