//! The cases of the console's operations (operator session), by the role table of
//! docs/OPERATORS.md: `ed-xihu` (西湖区's county editor) owns a draft of a 西湖区 place and a
//! live notice; `ed-sc` is 上城区's county editor, `city-hz` 杭州's city editor, `mod` a
//! moderator, `analyst` an analyst, `admin` the province admin. Each case lists the roles
//! and regions the table refuses; all answer 40300.

use reqwest::Method;
use serde_json::json;

use super::{
    Actor::{self, FreshOperator, Operator},
    Case,
    world::{A_CODE, CAMPAIGN, EVENT, World, XIHU_PLACE},
};

const ED_SC: Actor = Operator("ed-sc");
const CITY: Actor = Operator("city-hz");
const MOD: Actor = Operator("mod");
const ANALYST: Actor = Operator("analyst");
const ED_X: Actor = Operator("ed-xihu");
const ADMIN: Actor = Operator("admin");

fn no(who: &[Actor]) -> Vec<(Actor, i64)> {
    who.iter().map(|a| (a.clone(), 40300)).collect()
}

pub fn cases(w: &World) -> Vec<Case> {
    use Method as M;
    let c = |m: Method, t: &'static str| Case::new(m, t, t);
    let at = |m: Method, t: &'static str, path: String| Case::new(m, t, path);
    let camp = |rest: &str| format!("/ver3/api/admin/v1/campaigns/{CAMPAIGN}{rest}");
    let place = |rest: &str| format!("/ver3/api/admin/v1/content/places/{XIHU_PLACE}{rest}");
    let v = json!({ "version": w.draft_version });
    let editors_and_readers = [ED_X, ED_SC, CITY, MOD, ANALYST];
    let not_prize_handlers = [ED_X, ED_SC, CITY, ANALYST];
    let not_campaign_editors = [ED_X, ED_SC, CITY, MOD, ANALYST];
    // Editors draft campaigns of their own (DraftCampaigns): another's is not found for
    // them; analysts hold no campaign role at all.
    let campaign_readers_refused = vec![
        (ED_X, 40400),
        (ED_SC, 40400),
        (CITY, 40400),
        (ANALYST, 40300),
    ];
    let campaign_editors_refused = vec![
        (ED_X, 40400),
        (ED_SC, 40400),
        (CITY, 40400),
        (MOD, 40300),
        (ANALYST, 40300),
    ];
    vec![
        // Operators and the audit log: admins only.
        c(M::GET, "/ver3/api/admin/v1/audit").refused_then_owner(no(&editors_and_readers), ADMIN),
        c(M::GET, "/ver3/api/admin/v1/operators")
            .refused_then_owner(no(&editors_and_readers), ADMIN),
        c(M::POST, "/ver3/api/admin/v1/operators")
            .body(json!({"username": "new-one", "role": "analyst", "password": "a long enough password"}))
            .refused(no(&editors_and_readers)),
        at(M::PATCH, "/ver3/api/admin/v1/operators/{id}", "/ver3/api/admin/v1/operators/2".into())
            .body(json!({"disabled": true}))
            .refused(no(&editors_and_readers)),
        c(M::GET, "/ver3/api/admin/v1/me").own_only(ED_SC),
        c(M::DELETE, "/ver3/api/admin/v1/session").own_only(FreshOperator),
        // Photos for content: editors and admins upload, moderators and analysts do not.
        c(M::POST, "/ver3/api/admin/v1/media")
            .upload()
            .refused_then_owner(no(&[MOD, ANALYST]), ADMIN),
        // Campaigns: read by admins and moderators, edited by admins.
        c(M::GET, "/ver3/api/admin/v1/campaign-blocks")
            .refused_then_owner(no(&not_campaign_editors), ADMIN),
        c(M::POST, "/ver3/api/admin/v1/campaign-blocks")
            .body(json!({"uid": w.a_uid, "reason": "刷奖"}))
            .refused(no(&not_campaign_editors)),
        at(
            M::DELETE,
            "/ver3/api/admin/v1/campaign-blocks/{uid}",
            format!("/ver3/api/admin/v1/campaign-blocks/{}", w.a_uid),
        )
        .refused(no(&not_campaign_editors)),
        // The list: an editor's holds their own drafts only (none here).
        c(M::GET, "/ver3/api/admin/v1/campaigns").refused_then_owner(
            vec![(ED_X, 0), (ED_SC, 0), (CITY, 0), (ANALYST, 40300)],
            MOD,
        ),
        // Editors of a city or county may draft a campaign; moderators and analysts not.
        c(M::POST, "/ver3/api/admin/v1/campaigns")
            .body(json!({
                "kind": "blindbox", "title": "西湖盲盒", "startsAt": "2020-01-01T00:00:00+08:00",
                "endsAt": "2099-01-01T00:00:00+08:00", "rules": "每天签到得一次机会",
                "limits": {"perDay": 100, "inAll": 100}, "loseWeight": 0,
                "tasks": [{"task": "checkin", "chances": 5, "perDay": 1}],
                "prizes": [{"name": "西湖书签", "kind": "physical", "stock": 3, "weight": 1, "dailyCap": 0}]
            }))
            .refused(no(&[MOD, ANALYST])),
        at(M::GET, "/ver3/api/admin/v1/campaigns/{id}", camp(""))
            .refused_then_owner(campaign_readers_refused.clone(), MOD),
        at(M::PUT, "/ver3/api/admin/v1/campaigns/{id}", camp(""))
            .body(json!({"title": "改名", "startsAt": "2026-01-01T00:00:00+08:00",
                "endsAt": "2027-01-01T00:00:00+08:00", "rules": "规则", "prizes": []}))
            .refused(campaign_editors_refused.clone()),
        at(M::POST, "/ver3/api/admin/v1/campaigns/{id}/close", camp("/close"))
            .refused(no(&not_campaign_editors)),
        at(M::POST, "/ver3/api/admin/v1/campaigns/{id}/pause", camp("/pause"))
            .refused(no(&not_campaign_editors)),
        at(M::POST, "/ver3/api/admin/v1/campaigns/{id}/publish", camp("/publish"))
            .refused(campaign_editors_refused.clone()),
        at(M::POST, "/ver3/api/admin/v1/campaigns/{id}/resume", camp("/resume"))
            .refused(no(&not_campaign_editors)),
        at(
            M::POST,
            "/ver3/api/admin/v1/campaigns/{id}/prizes/{prizeId}/codes",
            camp(&format!("/prizes/{}/codes", w.prize_id)),
        )
        .body(json!({"codes": ["OWN-NEW-CODE-1"]}))
        .refused(no(&not_campaign_editors)),
        at(M::GET, "/ver3/api/admin/v1/campaigns/{id}/live", camp("/live"))
            .refused_then_owner(campaign_readers_refused.clone(), MOD),
        at(M::GET, "/ver3/api/admin/v1/campaigns/{id}/suspicious", camp("/suspicious"))
            .refused_then_owner(campaign_readers_refused.clone(), MOD),
        at(M::GET, "/ver3/api/admin/v1/campaigns/{id}/winners", camp("/winners"))
            .refused_then_owner(campaign_readers_refused.clone(), MOD),
        at(M::GET, "/ver3/api/admin/v1/campaigns/{id}/winners.csv", camp("/winners.csv"))
            .refused(campaign_readers_refused.clone()),
        // Prizes: handled by admins and moderators.
        at(
            M::GET,
            "/ver3/api/admin/v1/prizes",
            format!("/ver3/api/admin/v1/prizes?code={A_CODE}"),
        )
        .refused_then_owner(no(&not_prize_handlers), MOD),
        c(M::POST, "/ver3/api/admin/v1/prizes/redeem")
            .body(json!({"code": A_CODE}))
            .refused(no(&not_prize_handlers)),
        c(M::POST, "/ver3/api/admin/v1/prizes/ship")
            .body(json!({"code": A_CODE, "tracking": "SF123"}))
            .refused(no(&not_prize_handlers)),
        // Camping sign-ups of an event in 湖州: not 杭州's editors', nor moderators' or
        // analysts'.
        c(M::GET, "/ver3/api/admin/v1/camping/events").refused_then_owner(no(&[MOD, ANALYST]), ADMIN),
        at(
            M::GET,
            "/ver3/api/admin/v1/camping/events/{id}/signups",
            format!("/ver3/api/admin/v1/camping/events/{EVENT}/signups"),
        )
        .refused_then_owner(no(&[ED_SC, CITY, MOD, ANALYST]), ADMIN),
        at(
            M::DELETE,
            "/ver3/api/admin/v1/camping/events/{id}/signups/{signupId}",
            format!("/ver3/api/admin/v1/camping/events/{EVENT}/signups/{}", w.signup_id),
        )
        .refused(no(&[ED_SC, CITY, MOD, ANALYST])),
        // Content: 西湖区's place and its editor's draft.
        c(M::GET, "/ver3/api/admin/v1/content/queue").refused_then_owner(no(&[ED_SC, MOD, ANALYST]), CITY),
        at(
            M::GET,
            "/ver3/api/admin/v1/content/{entity}",
            "/ver3/api/admin/v1/content/places?countyCode=330106".into(),
        )
        .refused_then_owner(vec![(ED_SC, 0)], ED_X),
        at(M::GET, "/ver3/api/admin/v1/content/{entity}/{id}", place(""))
            .refused_then_owner(no(&[ED_SC]), ED_X),
        at(M::GET, "/ver3/api/admin/v1/content/{entity}/{id}/versions", place("/versions"))
            .refused_then_owner(no(&[ED_SC]), ED_X),
        at(
            M::GET,
            "/ver3/api/admin/v1/content/{entity}/{id}/versions/{version}/diff",
            place(&format!("/versions/{}/diff", w.draft_version)),
        )
        .refused_then_owner(no(&[ED_SC]), ED_X),
        at(M::PUT, "/ver3/api/admin/v1/content/{entity}/{id}/draft", place("/draft"))
            .body(json!({"body": {"id": XIHU_PLACE}}))
            .refused(no(&[ED_SC, MOD, ANALYST])),
        at(M::POST, "/ver3/api/admin/v1/content/{entity}/{id}/submit", place("/submit"))
            .body(v.clone())
            .refused(no(&[ED_SC, MOD, ANALYST])),
        at(M::POST, "/ver3/api/admin/v1/content/{entity}/{id}/publish", place("/publish"))
            .body(v.clone())
            .refused(no(&[ED_X, ED_SC, MOD, ANALYST])),
        at(M::POST, "/ver3/api/admin/v1/content/{entity}/{id}/reject", place("/reject"))
            .body(json!({"version": w.draft_version, "reason": "不对"}))
            .refused(no(&[ED_X, ED_SC, MOD, ANALYST])),
        at(M::POST, "/ver3/api/admin/v1/content/{entity}/{id}/discard", place("/discard"))
            .body(v.clone())
            .refused(no(&[ED_SC, MOD, ANALYST])),
        at(M::POST, "/ver3/api/admin/v1/content/{entity}/{id}/revert", place("/revert"))
            .body(json!({"version": 1}))
            .refused(no(&[ED_SC, MOD, ANALYST])),
        at(
            M::POST,
            "/ver3/api/admin/v1/content/places/{id}/album",
            place("/album"),
        )
        .body(json!({"reviewId": w.review_id, "mediaId": w.media_id}))
        .refused(no(&[ED_SC, MOD, ANALYST])),
        // Dashboards: not moderators'.
        c(M::GET, "/ver3/api/admin/v1/dashboard/corrections").refused_then_owner(no(&[MOD]), ANALYST),
        c(M::GET, "/ver3/api/admin/v1/dashboard/pageviews").refused_then_owner(no(&[MOD]), ANALYST),
        c(M::GET, "/ver3/api/admin/v1/dashboard/reviews").refused_then_owner(no(&[MOD]), ANALYST),
        c(M::GET, "/ver3/api/admin/v1/dashboard/searches").refused_then_owner(no(&[MOD]), ANALYST),
        c(M::GET, "/ver3/api/admin/v1/dashboard/top-places").refused_then_owner(no(&[MOD]), ANALYST),
        // The live form: 西湖区's place and notice.
        c(M::POST, "/ver3/api/admin/v1/live/crowd")
            .body(json!({"place_id": XIHU_PLACE, "level": "较多",
                "observed_at": youzhe_core::time::rfc3339_shanghai(youzhe_core::time::now_ms()),
                "ttl_seconds": 600}))
            .refused(no(&[ED_SC, MOD, ANALYST])),
        c(M::POST, "/ver3/api/admin/v1/live/notice")
            .body(json!({"city_id": 1201, "county_code": "330106", "text": "别区的公告",
                "ends_at": youzhe_core::time::rfc3339_shanghai(youzhe_core::time::now_ms() + 86_400_000)}))
            .refused(no(&[ED_SC, MOD, ANALYST])),
        at(
            M::DELETE,
            "/ver3/api/admin/v1/live/notice/{id}",
            format!("/ver3/api/admin/v1/live/notice/{}", w.notice_id),
        )
        .refused(no(&[ED_SC, MOD, ANALYST])),
        c(M::GET, "/ver3/api/admin/v1/live/notices").refused_then_owner(no(&[MOD, ANALYST]), ED_X),
        // Moderation: moderators and admins.
        c(M::GET, "/ver3/api/admin/v1/moderation").refused_then_owner(no(&[ED_X, ED_SC, CITY, ANALYST]), MOD),
        at(
            M::POST,
            "/ver3/api/admin/v1/moderation/{kind}/{id}/accept",
            format!("/ver3/api/admin/v1/moderation/review/{}/accept", w.review_id),
        )
        .body(json!({}))
        .refused(no(&[ED_X, ED_SC, CITY, ANALYST])),
        at(
            M::POST,
            "/ver3/api/admin/v1/moderation/{kind}/{id}/reject",
            format!("/ver3/api/admin/v1/moderation/review/{}/reject", w.review_id),
        )
        .body(json!({"reason": "不实"}))
        .refused(no(&[ED_X, ED_SC, CITY, ANALYST])),
    ]
}
