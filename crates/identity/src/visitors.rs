//! Visitors: created on first sign-in, found again by openid (or WeChat unionid).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::{Db, time::now_ms, with_db};

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct Visitor {
    pub uid: String,
    pub openid: Option<String>,
    pub unionid: Option<String>,
    pub nickname: String,
    pub avatar: String,
    pub usertype: String,
    pub points: i64,
    pub referrer: Option<String>,
    /// The mobile number the visitor signed in with, if any (unique).
    pub phone: Option<String>,
    /// Whether an Alipay account is linked (`visitor_alipay`).
    pub alipay: bool,
}

/// The elder-friendly style reported by the government app, or not (SPEC §1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Usertype {
    Elder,
    Normal,
}

impl Usertype {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Elder => "elder",
            Self::Normal => "normal",
        }
    }
}

/// `points` is the balance: the sum of the visitor's points ledger (docs/POINTS.md), never a
/// stored total (the `visitors.points` column is not written).
const COLUMNS: &str = "uid, openid, unionid, nickname, avatar, usertype, \
    (SELECT CAST(COALESCE(SUM(l.points), 0) AS BIGINT) FROM point_ledger l WHERE l.user_id = visitors.uid) AS points, \
    referrer, phone, \
    EXISTS (SELECT 1 FROM visitor_alipay a WHERE a.uid = visitors.uid) AS alipay";

fn new_uid() -> String {
    uuid::Uuid::new_v4().simple().to_string()
}

pub async fn by_uid(db: &Db, uid: &str) -> sqlx::Result<Option<Visitor>> {
    let sql = format!("SELECT {COLUMNS} FROM visitors WHERE uid = $1");
    with_db!(db, p => sqlx::query_as(sqlx::AssertSqlSafe(sql)).bind(uid).fetch_optional(p).await)
}

async fn by_column(db: &Db, column: &'static str, value: &str) -> sqlx::Result<Option<Visitor>> {
    let sql = format!("SELECT {COLUMNS} FROM visitors WHERE {column} = $1");
    with_db!(db, p => sqlx::query_as(sqlx::AssertSqlSafe(sql)).bind(value).fetch_optional(p).await)
}

/// The visitor with this openid, created on first sight. Concurrent first sign-ins of the
/// same openid end with one visitor: the insert yields to the unique openid.
pub async fn by_openid_or_create(db: &Db, openid: &str) -> sqlx::Result<Visitor> {
    if let Some(v) = by_column(db, "openid", openid).await? {
        return Ok(v);
    }
    let now = now_ms();
    with_db!(db, p => sqlx::query(
        "INSERT INTO visitors (uid, openid, created_ms, updated_ms) VALUES ($1, $2, $3, $3)
         ON CONFLICT (openid) DO NOTHING")
        .bind(new_uid()).bind(openid).bind(now).execute(p).await.map(|r| r.rows_affected()))?;
    by_column(db, "openid", openid)
        .await?
        .ok_or(sqlx::Error::RowNotFound)
}

/// What WeChat told us about a visitor.
#[derive(Clone, Debug, Default)]
pub struct WechatIdentity {
    pub openid: String,
    pub unionid: Option<String>,
    pub nickname: Option<String>,
    pub avatar: Option<String>,
    /// The share code the visitor arrived with (`user_id`).
    pub referrer: Option<String>,
}

/// Finds the visitor by unionid (same person across our WeChat apps), else by openid,
/// else creates one; then records what is new: profile, unionid, first referrer.
pub async fn link_wechat(db: &Db, w: &WechatIdentity) -> sqlx::Result<Visitor> {
    let found = match &w.unionid {
        Some(u) => by_column(db, "unionid", u).await?,
        None => None,
    };
    let visitor = match found {
        Some(v) => v,
        None => by_openid_or_create(db, &w.openid).await?,
    };
    let now = now_ms();
    // COALESCE keeps what we have where WeChat sent nothing; a unionid already taken by
    // another row is left alone (the unique index would refuse it).
    let unionid = match &w.unionid {
        Some(u) if visitor.unionid.is_none() && by_column(db, "unionid", u).await?.is_none() => {
            Some(u.clone())
        }
        _ => None,
    };
    with_db!(db, p => sqlx::query(
        "UPDATE visitors SET
            nickname = COALESCE($2, nickname),
            avatar = COALESCE($3, avatar),
            unionid = COALESCE(unionid, $4),
            referrer = COALESCE(referrer, $5),
            updated_ms = $6
         WHERE uid = $1")
        .bind(&visitor.uid)
        .bind(w.nickname.as_deref().filter(|s| !s.is_empty()))
        .bind(w.avatar.as_deref().filter(|s| !s.is_empty()))
        .bind(unionid)
        .bind(w.referrer.as_deref().filter(|s| !s.is_empty()))
        .bind(now)
        .execute(p).await.map(|r| r.rows_affected()))?;
    by_uid(db, &visitor.uid)
        .await?
        .ok_or(sqlx::Error::RowNotFound)
}

/// The account of a mobile number after a correct SMS code, keeping one account per person:
///
/// - the number has an account: that one. If the visitor signed in (`signed_in`) is another
///   account known only by WeChat or Alipay (no number) and the number's account has no
///   openid (Alipay account) yet, the WeChat identity (openid, unionid) and the Alipay one
///   move to the number's account, so later WeChat and Alipay sign-ins find it. What the
///   WeChat-only account saved stays with its old `uid`;
/// - no account has the number: a signed-in visitor without a number gets it (the same
///   `uid`); otherwise a new account is created for it.
pub async fn by_phone(
    db: &Db,
    phone: &str,
    signed_in: Option<&str>,
    referrer: Option<&str>,
) -> sqlx::Result<Visitor> {
    let current = match signed_in {
        Some(uid) => by_uid(db, uid).await?,
        None => None,
    };
    let current = current.filter(|c| c.phone.is_none());
    if let Some(owner) = by_column(db, "phone", phone).await? {
        let Some(c) = current else {
            return Ok(owner);
        };
        if let Some(openid) = &c.openid
            && owner.openid.is_none()
        {
            move_wechat(db, &c, openid, &owner.uid).await?;
        }
        // An Alipay identity moves the same way, when the number's account has none.
        move_alipay(db, &c.uid, &owner.uid).await?;
        return by_uid(db, &owner.uid)
            .await?
            .ok_or(sqlx::Error::RowNotFound);
    }
    let now = now_ms();
    if let Some(c) = current {
        let linked = with_db!(db, p => sqlx::query(
            "UPDATE visitors SET phone = $2, updated_ms = $3 WHERE uid = $1 AND phone IS NULL")
            .bind(&c.uid).bind(phone).bind(now).execute(p).await.map(|r| r.rows_affected()));
        match linked {
            Ok(1) => return by_uid(db, &c.uid).await?.ok_or(sqlx::Error::RowNotFound),
            // Another request gave the number an account meanwhile: that one wins.
            Ok(_) => {}
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {}
            Err(e) => return Err(e),
        }
    }
    with_db!(db, p => sqlx::query(
        "INSERT INTO visitors (uid, phone, referrer, created_ms, updated_ms) VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (phone) DO NOTHING")
        .bind(new_uid()).bind(phone).bind(referrer.filter(|s| !s.is_empty())).bind(now)
        .execute(p).await.map(|r| r.rows_affected()))?;
    by_column(db, "phone", phone)
        .await?
        .ok_or(sqlx::Error::RowNotFound)
}

/// Moves `from`'s WeChat identity to `to` (which has none). Two steps because the openid
/// is unique; if the second loses a race the first is undone, so nothing is lost.
async fn move_wechat(db: &Db, from: &Visitor, openid: &str, to: &str) -> sqlx::Result<()> {
    let now = now_ms();
    let taken = with_db!(db, p => sqlx::query(
        "UPDATE visitors SET openid = NULL, unionid = NULL, updated_ms = $3
         WHERE uid = $1 AND openid = $2 AND phone IS NULL")
        .bind(&from.uid).bind(openid).bind(now).execute(p).await.map(|r| r.rows_affected()))?;
    if taken != 1 {
        return Ok(());
    }
    let moved = with_db!(db, p => sqlx::query(
        "UPDATE visitors SET openid = $2, unionid = COALESCE(unionid, $3), updated_ms = $4
         WHERE uid = $1 AND openid IS NULL")
        .bind(to).bind(openid).bind(from.unionid.as_deref()).bind(now)
        .execute(p).await.map(|r| r.rows_affected()));
    if !matches!(moved, Ok(1)) {
        with_db!(db, p => sqlx::query(
            "UPDATE visitors SET openid = $2, unionid = $3 WHERE uid = $1 AND openid IS NULL")
            .bind(&from.uid).bind(openid).bind(from.unionid.as_deref())
            .execute(p).await.map(|r| r.rows_affected()))?;
    }
    moved.map(|_| ())
}

/// Moves `from`'s Alipay identity to `to` when `to` has none: the phone sign-in of an
/// Alipay-only visitor into their number's account.
async fn move_alipay(db: &Db, from: &str, to: &str) -> sqlx::Result<()> {
    with_db!(db, p => sqlx::query(
        "UPDATE visitor_alipay SET uid = $2
         WHERE uid = $1 AND NOT EXISTS (SELECT 1 FROM visitor_alipay o WHERE o.uid = $2)")
        .bind(from).bind(to).execute(p).await.map(|r| r.rows_affected()))
    .map(|_| ())
    .or_else(|e| match e {
        // The other account gained one meanwhile: both keep their own.
        sqlx::Error::Database(d) if d.is_unique_violation() => Ok(()),
        e => Err(e),
    })
}

pub async fn set_usertype(db: &Db, uid: &str, usertype: Usertype) -> sqlx::Result<bool> {
    let n = with_db!(db, p => sqlx::query("UPDATE visitors SET usertype = $2, updated_ms = $3 WHERE uid = $1")
        .bind(uid).bind(usertype.as_str()).bind(now_ms()).execute(p).await.map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

#[cfg(test)]
mod tests {
    use youzhe_core::testing::{Store, TestDb};

    use super::*;

    async fn story(store: Store) {
        let t = TestDb::new(store).await.unwrap();
        let a = by_openid_or_create(&t.db, "o-1").await.unwrap();
        let again = by_openid_or_create(&t.db, "o-1").await.unwrap();
        assert_eq!(a.uid, again.uid);
        assert_eq!(a.usertype, "normal");
        let w = WechatIdentity {
            openid: "o-1".into(),
            unionid: Some("u-1".into()),
            nickname: Some("小明".into()),
            referrer: Some("share-7".into()),
            ..Default::default()
        };
        let linked = link_wechat(&t.db, &w).await.unwrap();
        assert_eq!(
            (linked.uid.as_str(), linked.nickname.as_str()),
            (a.uid.as_str(), "小明")
        );
        assert_eq!(linked.referrer.as_deref(), Some("share-7"));
        // Another app's openid with the same unionid is the same person; the first
        // referrer stays.
        let other = WechatIdentity {
            openid: "o-2".into(),
            unionid: Some("u-1".into()),
            referrer: Some("x".into()),
            ..Default::default()
        };
        let same = link_wechat(&t.db, &other).await.unwrap();
        assert_eq!(same.uid, a.uid);
        assert_eq!(same.referrer.as_deref(), Some("share-7"));
        assert!(set_usertype(&t.db, &a.uid, Usertype::Elder).await.unwrap());
        assert_eq!(
            by_uid(&t.db, &a.uid).await.unwrap().unwrap().usertype,
            "elder"
        );
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn visitors_sqlite() {
        story(Store::Sqlite).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn visitors_postgres() {
        story(Store::Postgres).await;
    }
}
