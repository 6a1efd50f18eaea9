//! The Alipay identity of a visitor (`visitor_alipay`: one Alipay account to one visitor and
//! back). It joins the visitor who is signed in when it is new to us, so a visitor who signed
//! in by phone or WeChat and then by Alipay keeps one account; a phone sign-in moves it the
//! other way (`visitors::by_phone`).

use youzhe_core::{Db, time::now_ms, with_db};

use crate::visitors::{self, Visitor};

async fn owner(db: &Db, alipay_id: &str) -> sqlx::Result<Option<String>> {
    with_db!(db, p => sqlx::query_scalar("SELECT uid FROM visitor_alipay WHERE alipay_id = $1")
        .bind(alipay_id).fetch_optional(p).await)
}

/// Whether `uid` has an Alipay identity linked.
pub async fn is_linked(db: &Db, uid: &str) -> sqlx::Result<bool> {
    let n: Option<String> = with_db!(db, p => sqlx::query_scalar(
        "SELECT alipay_id FROM visitor_alipay WHERE uid = $1")
        .bind(uid).fetch_optional(p).await)?;
    Ok(n.is_some())
}

/// Links `alipay_id` to `uid` unless either is linked already. True when it did.
async fn attach(db: &Db, alipay_id: &str, uid: &str) -> sqlx::Result<bool> {
    // Either unique key refusing is a race lost or an account that has its own Alipay.
    let n = with_db!(db, p => sqlx::query(
        "INSERT INTO visitor_alipay (alipay_id, uid, created_ms) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING")
        .bind(alipay_id).bind(uid).bind(now_ms()).execute(p).await.map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

/// The visitor of an Alipay account: the one it is linked to; else the signed-in visitor
/// when they have no Alipay account yet; else a new visitor. Concurrent first sign-ins of
/// one account end with one visitor.
pub async fn link_alipay(
    db: &Db,
    alipay_id: &str,
    signed_in: Option<&str>,
) -> sqlx::Result<Visitor> {
    if let Some(uid) = owner(db, alipay_id).await? {
        return visitors::by_uid(db, &uid)
            .await?
            .ok_or(sqlx::Error::RowNotFound);
    }
    if let Some(uid) = signed_in
        && attach(db, alipay_id, uid).await?
    {
        return visitors::by_uid(db, uid)
            .await?
            .ok_or(sqlx::Error::RowNotFound);
    }
    let fresh = uuid::Uuid::new_v4().simple().to_string();
    let now = now_ms();
    with_db!(db, p => sqlx::query(
        "INSERT INTO visitors (uid, created_ms, updated_ms) VALUES ($1, $2, $2)")
        .bind(&fresh).bind(now).execute(p).await.map(|r| r.rows_affected()))?;
    if !attach(db, alipay_id, &fresh).await? {
        // Another request linked this account first: ours was never used, so it goes.
        with_db!(db, p => sqlx::query("DELETE FROM visitors WHERE uid = $1")
            .bind(&fresh).execute(p).await.map(|r| r.rows_affected()))?;
    }
    let uid = owner(db, alipay_id)
        .await?
        .ok_or(sqlx::Error::RowNotFound)?;
    visitors::by_uid(db, &uid)
        .await?
        .ok_or(sqlx::Error::RowNotFound)
}

#[cfg(test)]
mod tests {
    use youzhe_core::testing::{Store, TestDb};

    use super::*;

    async fn story(store: Store) {
        let t = TestDb::new(store).await.unwrap();
        let db = &t.db;
        // Signed in by phone, then Alipay: the same visitor.
        let by_phone = visitors::by_phone(db, "13800138000", None, None)
            .await
            .unwrap();
        let linked = link_alipay(db, "2088001", Some(&by_phone.uid))
            .await
            .unwrap();
        assert_eq!(linked.uid, by_phone.uid);
        assert_eq!(
            link_alipay(db, "2088001", None).await.unwrap().uid,
            by_phone.uid
        );
        // A visitor with an Alipay account of their own cannot take a second one.
        let other = link_alipay(db, "2088002", Some(&by_phone.uid))
            .await
            .unwrap();
        assert_ne!(other.uid, by_phone.uid);

        // Alipay first, then the number of an account we know: the Alipay identity moves
        // to the number's account, so both ways in reach one visitor.
        let owner = visitors::by_phone(db, "13900139000", None, None)
            .await
            .unwrap();
        let alipay_only = link_alipay(db, "2088003", None).await.unwrap();
        assert_ne!(alipay_only.uid, owner.uid);
        let signed = visitors::by_phone(db, "13900139000", Some(&alipay_only.uid), None)
            .await
            .unwrap();
        assert_eq!(signed.uid, owner.uid);
        assert_eq!(
            link_alipay(db, "2088003", None).await.unwrap().uid,
            owner.uid
        );
        assert!(!is_linked(db, &alipay_only.uid).await.unwrap());

        // Alipay first, then a number new to us: the number joins the Alipay visitor.
        let fresh = link_alipay(db, "2088004", None).await.unwrap();
        let joined = visitors::by_phone(db, "13700137000", Some(&fresh.uid), None)
            .await
            .unwrap();
        assert_eq!(joined.uid, fresh.uid);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn one_account_sqlite() {
        story(Store::Sqlite).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn one_account_postgres() {
        story(Store::Postgres).await;
    }
}
