//! `GET /ver3/api/v3/legal`: the version of the user agreement and privacy policy in force,
//! their dates and who runs the site (docs/IDENTITY.md, "Consent"). The server is the one
//! source: the pages show this version and date, and a consent names it.

use axum::{Json, extract::State};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{Envelope, ok};

use crate::IdentityState;

/// The version of the texts in force. Changing either text means a new version here (and
/// new dates below): every signed-in visitor is then asked to agree again.
pub const VERSION: &str = "2026-11-29";
/// When the user agreement last changed.
pub const AGREEMENT_UPDATED: &str = "2026-11-29";
/// When the privacy policy last changed.
pub const PRIVACY_UPDATED: &str = "2026-11-29";

youzhe_core::words_schema!(
    /// The version of the texts in force (the only one a visitor can agree to).
    LegalVersion,
    [VERSION]
);

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LegalInfo {
    /// The version a visitor agrees to (`POST /ver3/api/v3/me/consent`).
    pub version: &'static str,
    /// The user agreement's effective date (YYYY-MM-DD).
    pub agreement_updated: &'static str,
    /// The privacy policy's effective date (YYYY-MM-DD).
    pub privacy_updated: &'static str,
    /// Who runs this site (`YOUZHE_SITE_OPERATOR`); null when not set, and the pages say
    /// 本平台运营方.
    pub operator: Option<String>,
    /// How to reach them about personal data (`YOUZHE_SITE_CONTACT`); null when not set.
    pub contact: Option<String>,
}

impl LegalInfo {
    pub fn of(s: &IdentityState) -> Self {
        Self {
            version: VERSION,
            agreement_updated: AGREEMENT_UPDATED,
            privacy_updated: PRIVACY_UPDATED,
            operator: s.settings.site_operator.clone(),
            contact: s.settings.site_contact.clone(),
        }
    }
}

/// The texts' version and dates, and who runs the site.
#[utoipa::path(get, path = "/ver3/api/v3/legal", tag = "identity",
    responses((status = 200, description = "The version in force", body = Envelope<LegalInfo>)))]
pub async fn legal(State(s): State<IdentityState>) -> Json<Envelope<LegalInfo>> {
    ok(LegalInfo::of(&s))
}
