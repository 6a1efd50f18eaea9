//! The visitor's agreement to the user agreement and privacy policy (docs/IDENTITY.md,
//! "Consent"): `GET /ver3/api/v3/me/consent` says whether they agreed to the version in
//! force, `POST` records that they did. The sign-in page posts it right after sign-in; a
//! signed-in visitor whose last agreement is to an older version is asked again.

use axum::{Json, extract::State};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Db, Envelope,
    auth::AuthUser,
    extract::ApiJson,
    ok,
    time::{now_ms, rfc3339_shanghai},
    with_db,
};

use crate::{IdentityState, legal};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsentState {
    /// The version in force.
    pub current: &'static str,
    /// The latest version this visitor agreed to; null if none.
    pub version: Option<String>,
    /// When they agreed to it, RFC 3339 in Asia/Shanghai; null if never.
    pub consented_at: Option<String>,
    /// True when they agreed to the version in force (else the pages ask).
    pub up_to_date: bool,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct GiveConsent {
    /// The version shown to the visitor (`GET /ver3/api/v3/legal`); only the one in force.
    #[schema(value_type = legal::LegalVersion)]
    pub version: String,
}

/// Records that `uid` agreed to `version` now; agreeing again keeps the first time.
pub async fn record(db: &Db, uid: &str, version: &str) -> sqlx::Result<()> {
    with_db!(db, p => sqlx::query(
        "INSERT INTO visitor_consents (uid, version, consented_ms) VALUES ($1, $2, $3)
         ON CONFLICT (uid, version) DO NOTHING")
        .bind(uid).bind(version).bind(now_ms()).execute(p).await.map(|_| ()))?;
    Ok(())
}

/// Where `uid` stands: their latest agreement against the version in force.
pub async fn state(db: &Db, uid: &str) -> sqlx::Result<ConsentState> {
    // Versions are dates (YYYY-MM-DD), so the latest agreed is the last in text order too;
    // the time breaks no ties that matter, it is what the visitor sees.
    let latest: Option<(String, i64)> = with_db!(db, p => sqlx::query_as(
        "SELECT version, consented_ms FROM visitor_consents WHERE uid = $1
         ORDER BY consented_ms DESC, version DESC LIMIT 1")
        .bind(uid).fetch_optional(p).await)?;
    let current: Option<i64> = with_db!(db, p => sqlx::query_scalar(
        "SELECT consented_ms FROM visitor_consents WHERE uid = $1 AND version = $2")
        .bind(uid).bind(legal::VERSION).fetch_optional(p).await)?;
    Ok(ConsentState {
        current: legal::VERSION,
        up_to_date: current.is_some(),
        version: latest.as_ref().map(|(v, _)| v.clone()),
        consented_at: latest.map(|(_, ms)| rfc3339_shanghai(ms)),
    })
}

/// Whether the signed-in visitor agreed to the version in force.
#[utoipa::path(get, path = "/ver3/api/v3/me/consent", tag = "identity",
    security(("bearer" = [])),
    responses((status = 200, description = "Their agreement; 40003 without a valid token", body = Envelope<ConsentState>)))]
pub async fn get_consent(
    State(s): State<IdentityState>,
    user: AuthUser,
) -> ApiResult<Json<Envelope<ConsentState>>> {
    Ok(ok(state(&s.db, &user.uid).await?))
}

/// Records that the signed-in visitor agreed to the version in force (again is harmless).
#[utoipa::path(post, path = "/ver3/api/v3/me/consent", tag = "identity",
    security(("bearer" = [])), request_body = GiveConsent,
    responses((status = 200, description = "Their agreement, now up to date; 40000 naming `version` for any version but the one in force; 40003 without a valid token",
        body = Envelope<ConsentState>)))]
pub async fn give_consent(
    State(s): State<IdentityState>,
    user: AuthUser,
    ApiJson(body): ApiJson<GiveConsent>,
) -> ApiResult<Json<Envelope<ConsentState>>> {
    if body.version != legal::VERSION {
        return Err(ApiError::invalid(
            "version",
            "用户协议和隐私政策已更新，请阅读新版本后再同意",
        ));
    }
    record(&s.db, &user.uid, legal::VERSION).await?;
    Ok(ok(state(&s.db, &user.uid).await?))
}
