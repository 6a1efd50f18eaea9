//! The visitor's account in their export and its deletion (docs/IDENTITY.md, "Your data").
//! Deleting revokes every sign-in chain, deletes the phone code of their number and their
//! Alipay link, and empties
//! the visitor row: it stays, holding only its random `uid` and its dates, so rows that
//! outlive the person (published reviews) point at an account that says nothing of who it
//! was, and no sign-in can reach it again (the same number, WeChat or Alipay account makes a new one).

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, Db,
    personal_data::{Exported, PersonalData, Section, Table, Tx, async_trait, section},
    with_db, with_tx,
};

/// The visitor's own record (`visitors`), in full: it is theirs.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyProfile {
    pub uid: String,
    /// The mobile number they signed in with, if any.
    pub phone: Option<String>,
    /// Whether a WeChat openid / unionid is linked to the account.
    pub has_openid: bool,
    pub has_unionid: bool,
    /// Whether an Alipay account is linked to the account.
    pub has_alipay: bool,
    pub nickname: String,
    pub avatar: String,
    /// `normal` or `elder`.
    pub usertype: String,
    /// The share code they first arrived with, if any.
    pub referrer: Option<String>,
    pub created_ms: i64,
    pub updated_ms: i64,
}

/// One agreement to the user agreement and privacy policy (docs/IDENTITY.md, "Consent").
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyConsent {
    /// The version of the texts agreed to (`2026-11-29`).
    pub version: String,
    pub consented_ms: i64,
}

pub struct IdentityData;

#[async_trait]
impl PersonalData for IdentityData {
    fn tables(&self) -> &'static [Table] {
        const TABLES: &[Table] = &[
            Table::kept(
                "visitors",
                "uid",
                "emptied: number, WeChat ids, name, picture and share code cleared",
            ),
            Table::kept("visitors", "openid", "cleared"),
            Table::kept("visitors", "unionid", "cleared"),
            Table::kept("visitors", "phone", "cleared"),
            Table::kept("visitors", "referrer", "cleared"),
            Table::kept("token_chains", "uid", "revoked: every token answers 40003"),
            Table::deleted("phone_codes", "phone"),
            Table::deleted("visitor_consents", "uid"),
            Table::deleted("visitor_alipay", "uid"),
        ];
        TABLES
    }

    fn sections(&self) -> Vec<Section> {
        vec![
            Section::one::<MyProfile>("profile"),
            Section::rows::<MyConsent>("consents", "every version they agreed to, oldest first"),
        ]
    }

    async fn export(&self, db: &Db, uid: &str) -> anyhow::Result<Vec<Exported>> {
        let profile: Option<MyProfile> = with_db!(db, pool => sqlx::query_as(
            "SELECT uid, phone, openid IS NOT NULL AS has_openid, unionid IS NOT NULL AS has_unionid,
                    EXISTS (SELECT 1 FROM visitor_alipay a WHERE a.uid = visitors.uid) AS has_alipay,
                    nickname, avatar, usertype, referrer, created_ms, updated_ms
             FROM visitors WHERE uid = $1")
            .bind(uid).fetch_optional(pool).await)?;
        // A live token always has its visitor; a row gone meanwhile is a token gone too.
        let profile = profile.ok_or(ApiError::SignInAgain)?;
        let consents: Vec<MyConsent> = with_db!(db, pool => sqlx::query_as(
            "SELECT version, consented_ms FROM visitor_consents WHERE uid = $1
             ORDER BY consented_ms, version")
            .bind(uid).fetch_all(pool).await)?;
        Ok(vec![
            section("profile", &profile)?,
            section("consents", &consents)?,
        ])
    }

    async fn erase(&self, tx: &mut Tx, uid: &str, now_ms: i64) -> sqlx::Result<()> {
        with_tx!(tx, c => {
            // A write first, so SQLite takes its write lock at the start of the transaction.
            sqlx::query(
                "UPDATE token_chains SET revoked_ms = $2, revoked_reason = 'account_deleted'
                 WHERE uid = $1 AND revoked_ms IS NULL")
                .bind(uid).bind(now_ms).execute(&mut *c).await?;
            let phone: Option<String> = sqlx::query_scalar("SELECT phone FROM visitors WHERE uid = $1")
                .bind(uid).fetch_optional(&mut *c).await?.flatten();
            if let Some(phone) = phone {
                sqlx::query("DELETE FROM phone_codes WHERE phone = $1")
                    .bind(phone).execute(&mut *c).await?;
            }
            sqlx::query("DELETE FROM visitor_consents WHERE uid = $1")
                .bind(uid).execute(&mut *c).await?;
            sqlx::query("DELETE FROM visitor_alipay WHERE uid = $1")
                .bind(uid).execute(&mut *c).await?;
            sqlx::query(
                "UPDATE visitors SET phone = NULL, openid = NULL, unionid = NULL, nickname = '',
                        avatar = '', referrer = NULL, usertype = 'normal', points = 0, updated_ms = $2
                 WHERE uid = $1")
                .bind(uid).bind(now_ms).execute(&mut *c).await?;
            Ok(())
        })
    }
}
