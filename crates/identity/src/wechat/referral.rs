//! A friend brought by a share link: the sharer earns `share_visit` points (docs/POINTS.md).
//!
//! A shared page carries the sharer's uid as `user_id`; WeChat sign-in records it once as
//! the visitor's referrer (`visitors.referrer`, never changed afterwards). The sharer is
//! credited when the visitor signs in, keyed by the visitor's uid, so one visitor credits
//! one sharer once, however often they sign in. Counting sign-ins rather than page views
//! means a share cannot be farmed by reloading a link: each credit needs a WeChat account.

use youzhe_core::Db;

use crate::visitors::{self, Visitor};

/// Credits the visitor's referrer for bringing them, if the referrer is another live
/// visitor. A failure is logged: the sign-in stands without the sharer's points.
pub async fn credit_sharer(db: &Db, visitor: &Visitor) {
    let Some(code) = visitor.referrer.as_deref() else {
        return;
    };
    if code == visitor.uid {
        return;
    }
    let sharer = match visitors::by_uid(db, code).await {
        // A deleted account (every identifier cleared) earns nothing.
        Ok(Some(s)) if s.openid.is_some() || s.unionid.is_some() || s.phone.is_some() => s,
        Ok(_) => return,
        Err(e) => {
            tracing::warn!(error = %e, "share referrer not read");
            return;
        }
    };
    let key = format!("share-{}", visitor.uid);
    if let Err(e) = youzhe_points::credit(db, &sharer.uid, "share_visit", &key).await {
        tracing::warn!(error = %e, "share_visit not credited");
    }
}
