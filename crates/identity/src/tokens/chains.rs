//! The chain check verification asks for (`youzhe_core::auth::TokenChains`): a token passes
//! while its sign-in chain lives and it is the chain's current token, or the one it just
//! replaced for a few seconds, so requests already in flight during a refresh still pass.

use youzhe_core::{
    Config, Db,
    auth::{Claims, TokenChains},
    with_db,
};

use crate::settings::secs;

/// A sign-in chain as verification reads it (`token_chains`, migration 0002).
#[derive(sqlx::FromRow)]
struct ChainRow {
    uid: String,
    current_jti: String,
    previous_jti: Option<String>,
    rotated_ms: Option<i64>,
    expires_ms: i64,
    revoked_ms: Option<i64>,
}

#[derive(Debug)]
pub struct Chains {
    db: Db,
    /// How long a replaced token still passes (`YOUZHE_TOKEN_RETIRED_GRACE_SECS`, 30 s).
    retired_grace_ms: i64,
}

impl Chains {
    pub fn new(config: &Config, db: Db) -> anyhow::Result<Self> {
        let retired_grace_ms = secs(config, "YOUZHE_TOKEN_RETIRED_GRACE_SECS", 30)? as i64 * 1000;
        Ok(Self {
            db,
            retired_grace_ms,
        })
    }
}

#[async_trait::async_trait]
impl TokenChains for Chains {
    async fn is_current(&self, claims: &Claims, now_ms: i64) -> anyhow::Result<bool> {
        let row: Option<ChainRow> = with_db!(&self.db, p =>
            sqlx::query_as("SELECT uid, current_jti, previous_jti, rotated_ms, expires_ms, revoked_ms
                            FROM token_chains WHERE id = $1")
                .bind(&claims.sid).fetch_optional(p).await)?;
        let Some(c) = row else {
            return Ok(false);
        };
        let fresh = claims.jti == c.current_jti
            || (c.previous_jti.as_deref() == Some(claims.jti.as_str())
                && c.rotated_ms
                    .is_some_and(|r| now_ms < r + self.retired_grace_ms));
        Ok(c.uid == claims.uid && c.revoked_ms.is_none() && c.expires_ms > now_ms && fresh)
    }
}
