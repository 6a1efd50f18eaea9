//! Sign-in by mainland mobile number and SMS code (SPEC §7 `/ver3/api/v3/user/login`,
//! §5/§9 the validator, the 6-digit code, the 60 s countdown):
//!
//! - `request_code`: `POST /ver3/api/v3/user/login/code` `{phone}` sends a code;
//! - `codes`: the one live code per number, kept as an HMAC, with its expiry and tries;
//! - `verify`: `{phone, code}` at the legacy entry answers the token record, linking the
//!   number to a WeChat visitor who is already signed in (one account);
//! - `sms`: the [`sms::SmsSender`] adapter (HTTP provider, or the server log under the
//!   development switch `YOUZHE_SMS_LOG_CODES=1`); with neither, phone sign-in is off.

pub mod codes;
pub mod request_code;
pub mod settings;
pub mod sms;
pub mod verify;

use std::sync::Arc;

use youzhe_core::{ApiError, ApiResult, ratelimit::RateLimiter};

pub use settings::PhoneSettings;

/// What phone sign-in needs at run time.
#[derive(Clone)]
pub struct PhoneLogin {
    pub settings: PhoneSettings,
    /// `None`: no SMS provider (and no development switch): phone sign-in is off and says so.
    pub sender: Option<Arc<dyn sms::SmsSender>>,
    /// Codes sent to one number (a visitor's phone must not be flooded).
    pub per_number: RateLimiter,
    /// Codes requested from one client address (one sender must not flood many phones).
    pub per_address: RateLimiter,
}

impl PhoneLogin {
    /// The sender, or the refusal every phone sign-in call answers without one (code 50300,
    /// as WeChat's calls answer when WeChat is not configured).
    pub fn sender(&self) -> ApiResult<&Arc<dyn sms::SmsSender>> {
        self.sender.as_ref().ok_or_else(not_configured)
    }
}

/// 50300: this server sends no SMS, so it offers no sign-in by SMS code.
pub fn not_configured() -> ApiError {
    ApiError::NotConfigured("本站未开通短信验证码登录，请使用其他方式登录".into())
}

/// Mainland China mobile numbers: 11 digits starting 13–19 (SPEC §5).
pub const PHONE_PATTERN: &str = r"^1[3-9][0-9]{9}$";
/// The SMS code: exactly six digits.
pub const CODE_PATTERN: &str = r"^[0-9]{6}$";

pub fn valid_phone(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 11
        && b[0] == b'1'
        && (b'3'..=b'9').contains(&b[1])
        && b.iter().all(u8::is_ascii_digit)
}

pub fn valid_code(s: &str) -> bool {
    s.len() == 6 && s.bytes().all(|b| b.is_ascii_digit())
}

/// `138****5678`: enough for an operator to tell numbers apart in logs.
pub fn masked(phone: &str) -> String {
    if phone.len() == 11 && phone.is_ascii() {
        format!("{}****{}", &phone[..3], &phone[7..])
    } else {
        "***".into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mainland_mobiles_only() {
        for good in ["13800138000", "19912345678", "15000000000"] {
            assert!(valid_phone(good), "{good}");
        }
        for bad in [
            "",
            "12800138000",
            "1380013800",
            "138001380000",
            "+8613800138000",
            "1380013800a",
            "１３８００１３８０００",
            " 13800138000",
        ] {
            assert!(!valid_phone(bad), "{bad}");
        }
        assert!(valid_code("012345"));
        assert!(!valid_code("12345") && !valid_code("1234567") && !valid_code("12345a"));
        assert_eq!(masked("13800138000"), "138****8000");
    }
}
