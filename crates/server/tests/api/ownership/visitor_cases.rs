//! The cases of the visitor's operations (bearer token), area by area. A's resources are
//! in `world.rs`; B tries them. The codes are the areas' own (docs/API.md): 40400 where
//! another's row is simply not found for B (a prize, a correction, a round), 40300 where
//! the area says who may not.

use reqwest::Method;
use serde_json::json;

use super::{
    Actor::{FreshVisitor, VisitorA, VisitorB},
    Case,
    world::{CAMPAIGN, EVENT, World},
};

pub fn cases(w: &World) -> Vec<Case> {
    use Method as M;
    let c = |m: Method, t: &'static str| Case::new(m, t, t);
    let at = |m: Method, t: &'static str, path: String| Case::new(m, t, path);
    let key = |k: &str| json!({ "key": format!("own-b-{k}") });
    vec![
        // Points and check-in: the caller's own ledger.
        c(M::POST, "/ver3/api/Open/integral")
            .body(json!({"event": "checkin", "key": "own-b-integral"})),
        c(M::GET, "/ver3/api/v3/points"),
        c(M::GET, "/ver3/api/v3/points/records"),
        c(M::GET, "/ver3/api/v3/checkin"),
        c(M::POST, "/ver3/api/v3/checkin"),
        // Campaigns: chances, draws and the shop act for the caller; their page of
        // the campaign is theirs.
        at(
            M::POST,
            "/ver3/api/v3/campaigns/{id}/chances",
            format!("/ver3/api/v3/campaigns/{CAMPAIGN}/chances"),
        )
        .body(json!({"task": "checkin", "key": "own-b-chance"})),
        at(
            M::POST,
            "/ver3/api/v3/campaigns/{id}/draws",
            format!("/ver3/api/v3/campaigns/{CAMPAIGN}/draws"),
        )
        .body(key("draw")),
        at(
            M::GET,
            "/ver3/api/v3/campaigns/{id}/me",
            format!("/ver3/api/v3/campaigns/{CAMPAIGN}/me"),
        ),
        at(
            M::POST,
            "/ver3/api/v3/campaigns/{id}/redemptions",
            "/ver3/api/v3/campaigns/sample-shop/redemptions".into(),
        )
        .body(json!({"goodsId": "no-such-goods", "key": "own-b-redeem"}))
        // B's own basket: the goods asked for is not in the shop.
        .answering(40400),
        // Prizes: A's won prize and its delivery address.
        c(M::GET, "/ver3/api/v3/prizes/mine"),
        at(
            M::GET,
            "/ver3/api/v3/prizes/{id}",
            format!("/ver3/api/v3/prizes/{}", w.win_id),
        )
        .refused_then_owner(vec![(VisitorB, 40400)], VisitorA),
        at(
            M::PUT,
            "/ver3/api/v3/prizes/{id}/address",
            format!("/ver3/api/v3/prizes/{}/address", w.win_id),
        )
        .body(json!({"name": "乙", "mobile": "13800000002", "address": "乙的地址一号"}))
        .refused(vec![(VisitorB, 40400)]),
        // Camping: A's sign-up on an event cannot be cancelled by B.
        at(
            M::POST,
            "/ver3/api/v3/camping/events/{id}/signup",
            "/ver3/api/v3/camping/events/sample-camping-shengsi-beach/signup".into(),
        )
        .body(json!({"key": "own-b-signup", "party": 1, "phone": "13800000002"})),
        at(
            M::DELETE,
            "/ver3/api/v3/camping/events/{id}/signup",
            format!("/ver3/api/v3/camping/events/{EVENT}/signup"),
        )
        .refused(vec![(VisitorB, 40400)]),
        c(M::GET, "/ver3/api/v3/camping/signups/mine"),
        // Corrections: A's report, with A's phone number.
        c(M::GET, "/ver3/api/v3/corrections"),
        c(M::POST, "/ver3/api/v3/corrections").body(json!({
            "targetKind": "place", "targetId": "scenic-hz-xihu", "kind": "closed",
            "text": "乙说关了", "mediaIds": []
        })),
        at(
            M::GET,
            "/ver3/api/v3/corrections/{id}",
            format!("/ver3/api/v3/corrections/{}", w.correction_id),
        )
        .refused_then_owner(vec![(VisitorB, 40400)], VisitorA),
        // Favourites: B removing the place A saved removes nothing of A's.
        c(M::GET, "/ver3/api/v3/favourites"),
        at(
            M::GET,
            "/ver3/api/v3/favourites/state",
            "/ver3/api/v3/favourites/state?kind=place&ids=scenic-hz-xihu".into(),
        ),
        at(
            M::PUT,
            "/ver3/api/v3/favourites/{kind}/{id}",
            "/ver3/api/v3/favourites/place/scenic-hz-xixi".into(),
        ),
        at(
            M::DELETE,
            "/ver3/api/v3/favourites/{kind}/{id}",
            "/ver3/api/v3/favourites/place/scenic-hz-xihu".into(),
        )
        .refused(vec![(VisitorB, 0)]),
        // 找不同: A's round.
        c(M::GET, "/ver3/api/v3/found/best"),
        c(M::GET, "/ver3/api/v3/found/rounds"),
        c(M::POST, "/ver3/api/v3/found/rounds"),
        at(
            M::GET,
            "/ver3/api/v3/found/rounds/{id}",
            format!("/ver3/api/v3/found/rounds/{}", w.round_id),
        )
        .refused_then_owner(vec![(VisitorB, 40400)], VisitorA),
        at(
            M::POST,
            "/ver3/api/v3/found/rounds/{id}/finish",
            format!("/ver3/api/v3/found/rounds/{}/finish", w.round_id),
        )
        .refused(vec![(VisitorB, 40400)]),
        at(
            M::POST,
            "/ver3/api/v3/found/rounds/{id}/hints",
            format!("/ver3/api/v3/found/rounds/{}/hints", w.round_id),
        )
        .body(key("hint"))
        .refused(vec![(VisitorB, 40400)]),
        at(
            M::POST,
            "/ver3/api/v3/found/rounds/{id}/taps",
            format!("/ver3/api/v3/found/rounds/{}/taps", w.round_id),
        )
        .body(json!({"x": 10, "y": 10, "key": "own-b-tap"}))
        .refused(vec![(VisitorB, 40400)]),
        // 悟空摘仙桃: a score against A's session.
        c(M::GET, "/ver3/api/v3/games/wukong/me"),
        c(M::POST, "/ver3/api/v3/games/wukong/scores")
            .body(json!({"session": w.game_session, "score": 0, "key": "own-b-score",
                "play": {"height": 640.0, "elder": false, "seconds": 5, "aims": []}}))
            .refused(vec![(VisitorB, 40400)]),
        c(M::POST, "/ver3/api/v3/games/wukong/sessions"),
        // The account: B's own.
        c(M::GET, "/ver3/api/v3/http/getUserInfo"),
        c(M::DELETE, "/ver3/api/v3/me")
            .body(json!({"confirm": "DELETE"}))
            .own_only(FreshVisitor),
        c(M::GET, "/ver3/api/v3/me/consent"),
        c(M::POST, "/ver3/api/v3/me/consent").body(json!({"version": "2026-11-29"})),
        c(M::GET, "/ver3/api/v3/me/export"),
        c(M::PUT, "/ver3/api/v3/me/profile").body(json!({"nickname": "乙"})),
        c(M::POST, "/ver3/api/v3/user/logout").own_only(FreshVisitor),
        c(M::POST, "/ver3/api/v3/user/usertype").body(json!({"usertype": "elder"})),
        // Uploads are the caller's; attaching A's photo is refused where it is used.
        c(M::POST, "/ver3/api/v3/media").upload(),
        // Travel notes: A's pending note.
        c(M::POST, "/ver3/api/v3/notes")
            .body(json!({"countyCode": "331123", "title": "乙的游记", "text": "乙写的游记正文",
                "mediaIds": [w.media_id], "placeIds": []}))
            .refused(vec![(VisitorB, 40400)]),
        c(M::GET, "/ver3/api/v3/notes/mine"),
        at(
            M::DELETE,
            "/ver3/api/v3/notes/{id}",
            format!("/ver3/api/v3/notes/{}", w.note_id),
        )
        .refused(vec![(VisitorB, 40400)]),
        at(
            M::POST,
            "/ver3/api/v3/notes/{id}/like",
            format!("/ver3/api/v3/notes/{}/like", w.note_id),
        )
        .body(json!({"liked": true}))
        .refused(vec![(VisitorB, 40400)]),
        at(
            M::POST,
            "/ver3/api/v3/notes/{id}/report",
            format!("/ver3/api/v3/notes/{}/report", w.note_id),
        )
        .body(json!({"reason": "spam"}))
        .refused(vec![(VisitorB, 40400)]),
        c(M::POST, "/ver3/api/v3/persona/results").body(json!({"answers": [0, 1, 2, 3, 0, 1]})),
        // Photo contest: A's entry is not yet public; A's photo is not B's to enter.
        at(
            M::POST,
            "/ver3/api/v3/photo-contests/{id}/entries",
            format!("/ver3/api/v3/photo-contests/{}/entries", w.contest_id),
        )
        .body(json!({"mediaId": w.media_id, "title": "乙的参赛", "caption": ""}))
        .refused(vec![(VisitorB, 40400)]),
        at(
            M::GET,
            "/ver3/api/v3/photo-contests/{id}/entries/mine",
            format!("/ver3/api/v3/photo-contests/{}/entries/mine", w.contest_id),
        ),
        at(
            M::POST,
            "/ver3/api/v3/photo-entries/{id}/report",
            format!("/ver3/api/v3/photo-entries/{}/report", w.entry_id),
        )
        .body(json!({"reason": "spam"}))
        .refused(vec![(VisitorB, 40400)]),
        at(
            M::POST,
            "/ver3/api/v3/photo-entries/{id}/votes",
            format!("/ver3/api/v3/photo-entries/{}/votes", w.entry_id),
        )
        .refused(vec![(VisitorB, 40400)]),
        // 七夕: A's invitation, already answered by A's partner: B can neither pair with it
        // again nor read the pair.
        c(M::POST, "/ver3/api/v3/qixi/invitations").body(json!({"answers": [0, 1, 2, 0, 1, 2, 0, 1, 2]})),
        at(
            M::POST,
            "/ver3/api/v3/qixi/invitations/{code}/pair",
            format!("/ver3/api/v3/qixi/invitations/{}/pair", w.qixi_code),
        )
        .body(json!({"answers": [0, 1, 2, 0, 1, 2, 0, 1, 2]}))
        .refused(vec![(VisitorB, 40900)]),
        // (40900: it has been answered already; B is not one of its two people.)
        c(M::GET, "/ver3/api/v3/qixi/mine"),
        at(
            M::GET,
            "/ver3/api/v3/qixi/pairs/{code}",
            format!("/ver3/api/v3/qixi/pairs/{}", w.qixi_code),
        )
        .refused(vec![(VisitorB, 40400)]),
        // Quiz: A's attempt.
        c(M::POST, "/ver3/api/v3/quiz/attempts"),
        at(
            M::GET,
            "/ver3/api/v3/quiz/attempts/{id}",
            format!("/ver3/api/v3/quiz/attempts/{}", w.quiz_id),
        )
        .refused(vec![(VisitorB, 40400)]),
        at(
            M::POST,
            "/ver3/api/v3/quiz/attempts/{id}/answers",
            format!("/ver3/api/v3/quiz/attempts/{}/answers", w.quiz_id),
        )
        .body(json!({"answers": [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]}))
        .refused(vec![(VisitorB, 40400)]),
        // Reviews: A's pending review; A's photo.
        c(M::POST, "/ver3/api/v3/reviews")
            .body(json!({"targetKind": "place", "targetId": "scenic-hz-xihu", "rating": 5,
                "text": "乙写的点评正文", "mediaIds": [w.media_id]}))
            .refused(vec![(VisitorB, 40000)]),
        c(M::GET, "/ver3/api/v3/reviews/mine"),
        at(
            M::DELETE,
            "/ver3/api/v3/reviews/{id}",
            format!("/ver3/api/v3/reviews/{}", w.review_id),
        )
        .refused(vec![(VisitorB, 40400)]),
        at(
            M::POST,
            "/ver3/api/v3/reviews/{id}/report",
            format!("/ver3/api/v3/reviews/{}/report", w.review_id),
        )
        .body(json!({"reason": "spam"}))
        .refused(vec![(VisitorB, 40400)]),
        // Stamps: the caller's own card.
        at(
            M::POST,
            "/ver3/api/v3/stamps/{id}/checkins",
            "/ver3/api/v3/stamps/sample-stamps-ninghai/checkins".into(),
        )
        .body(json!({"placeId": "scenic-nb-qiantong", "lat": 29.284, "lng": 121.365, "key": "own-b-stamp"})),
        at(
            M::GET,
            "/ver3/api/v3/stamps/{id}/me",
            "/ver3/api/v3/stamps/sample-stamps-ninghai/me".into(),
        ),
    ]
}
