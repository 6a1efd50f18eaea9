//! The operator key that ingest requires (`X-Operator-Key`, configured as
//! `YOUZHE_LIVE_OPERATOR_KEY`). Checked before the body is read, after the per-address
//! limit, in constant time. Without a configured key every ingest is refused: never open.

use axum::{extract::FromRequestParts, http::request::Parts};
use sha2::{Digest, Sha256};
use youzhe_core::{ApiError, client_ip::ClientIp};

use super::LiveState;

pub const HEADER: &str = "x-operator-key";

/// Proof that the request carries the operator key.
pub struct OperatorKey;

pub fn digest(key: &str) -> [u8; 32] {
    Sha256::digest(key.as_bytes()).into()
}

/// Equal digests, compared without stopping at the first difference.
fn same(a: &[u8; 32], b: &[u8; 32]) -> bool {
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

impl FromRequestParts<LiveState> for OperatorKey {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, s: &LiveState) -> Result<Self, ApiError> {
        let ClientIp(ip) = ClientIp::from_request_parts(parts, s).await?;
        s.limiter.check(&ip.to_string()).await?;
        let Some(expected) = &s.operator_key else {
            return Err(ApiError::Forbidden("未配置运营密钥，实况上报已关闭".into()));
        };
        let sent = parts
            .headers
            .get(HEADER)
            .and_then(|v| v.to_str().ok())
            .map(digest);
        match sent {
            Some(d) if same(&d, expected) => Ok(OperatorKey),
            _ => Err(ApiError::Forbidden("运营密钥不正确".into())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compares_whole_digests() {
        assert!(same(&digest("k1"), &digest("k1")));
        assert!(!same(&digest("k1"), &digest("k2")));
        assert!(!same(&digest(""), &digest("k1")));
    }
}
