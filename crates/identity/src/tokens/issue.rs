//! Signing tokens and starting sign-in chains.

use jsonwebtoken::Header;
use youzhe_core::{
    ApiResult,
    auth::{ALGORITHM, Claims},
    time::now_ms,
    with_db,
};

use super::TokenRecord;
use crate::{IdentityState, settings::Settings};

pub(crate) fn new_id() -> String {
    uuid::Uuid::new_v4().simple().to_string()
}

/// Signs an `ID_token` for `uid` in chain `sid` with id `jti`.
pub(crate) fn sign(
    s: &IdentityState,
    uid: &str,
    sid: &str,
    jti: &str,
    now_ms: i64,
) -> ApiResult<String> {
    let iat = now_ms / 1000;
    let claims = Claims {
        uid: uid.to_string(),
        sid: sid.to_string(),
        jti: jti.to_string(),
        iat,
        exp: iat + s.settings.token_ttl.as_secs() as i64,
        iss: s.auth.issuer().to_string(),
        aud: s.auth.audience().to_string(),
    };
    let (kid, key) = s.keys.signing_key();
    let mut header = Header::new(ALGORITHM);
    header.kid = Some(kid);
    jsonwebtoken::encode(&header, &claims, &key)
        .map_err(|e| anyhow::anyhow!("signing a token: {e}").into())
}

pub(crate) fn record(
    settings: &Settings,
    id_token: String,
    uid: &str,
    openid: Option<String>,
    chain_expires_ms: i64,
    now_ms: i64,
) -> TokenRecord {
    TokenRecord {
        id_token,
        token_type: "Bearer".into(),
        expires_in: settings.token_ttl.as_secs(),
        refresh_expires_in: ((chain_expires_ms - now_ms).max(0) / 1000) as u64,
        uid: uid.to_string(),
        openid,
    }
}

/// A new sign-in: a fresh chain and its first token.
pub async fn start_chain(
    s: &IdentityState,
    uid: &str,
    openid: Option<String>,
) -> ApiResult<TokenRecord> {
    let (db, settings) = (&s.db, &s.settings);
    let now = now_ms();
    let (sid, jti) = (new_id(), new_id());
    let expires = now + settings.chain_lifetime.as_millis() as i64;
    with_db!(db, p => sqlx::query(
        "INSERT INTO token_chains (id, uid, current_jti, created_ms, expires_ms) VALUES ($1, $2, $3, $4, $5)")
        .bind(&sid).bind(uid).bind(&jti).bind(now).bind(expires).execute(p).await.map(|r| r.rows_affected()))?;
    let token = sign(s, uid, &sid, &jti, now)?;
    Ok(record(settings, token, uid, openid, expires, now))
}
