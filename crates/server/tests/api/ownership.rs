//! The ownership matrix, generated from the OpenAPI document the server serves: every
//! operation that needs a visitor token or an operator session is listed from the document,
//! and each must have a case here (an operation with none fails the test, with its method
//! and path, so a new one cannot slip past). For every case, on both stores:
//! - no token, a garbled one and an expired one (for operators: no cookie, a garbled one
//!   and a signed-out session) are refused with 40003;
//! - a resource visitor A (or an operator of 西湖区) owns is tried by visitor B (or by an
//!   operator of 上城区, a moderator, an analyst, a city editor — whichever the role table
//!   of docs/OPERATORS.md refuses) and refused with the documented code;
//! - and every refused attempt leaves the whole database as it was (every table's rows
//!   hashed before and after, see `fingerprint.rs`).
//!
//! Operations that act only on the caller's own rows by construction (no id of another's
//! in the path or body) are called by B and B's answer must not hold any of A's
//! distinctive strings (A's uid, phone number, address, texts, codes).
//!
//! One app per store for all cases: the world is built once (`world.rs`), the cases run in
//! order (`visitor_cases.rs`, `operator_cases.rs`).

mod document;
mod fingerprint;
mod operator_cases;
mod visitor_cases;
mod world;

use reqwest::Method;
use serde_json::Value;

use crate::both_stores;

/// Who sends a request.
#[derive(Clone, Debug)]
pub enum Actor {
    /// The visitor who owns the resources (only as the owner of a `Refused` case).
    VisitorA,
    /// The second visitor, who owns nothing of A's.
    VisitorB,
    /// A visitor made for this one request (for sign-out and account deletion, which end
    /// the caller's session).
    FreshVisitor,
    /// An operator signed in for this one request (for signing out).
    FreshOperator,
    /// A signed-in operator, by username (see `world.rs` for who is who).
    Operator(&'static str),
}

/// What a case expects.
pub enum Check {
    /// Each actor is refused with its code and nothing changes. `owner`, when given, then
    /// sends the same request and is answered 0: the resource was real, and the refusal
    /// was about who asked.
    Refused {
        by: Vec<(Actor, i64)>,
        owner: Option<Actor>,
    },
    /// Acts on the caller's own rows: the actor's answer holds none of A's strings.
    OwnOnly(Actor),
}

/// One operation of the document and how it is attacked.
pub struct Case {
    pub method: Method,
    /// The path as the document spells it (`{id}` and all).
    pub template: &'static str,
    /// The path sent, with A's ids (and a query where the operation needs one).
    pub path: String,
    pub body: Option<Value>,
    /// Sent as a multipart upload of one small photo (the photo uploads).
    pub multipart: bool,
    /// The code the caller's own call answers (`OwnOnly`): 0 unless the case says why not.
    pub own_code: i64,
    pub check: Check,
}

impl Case {
    pub fn new(method: Method, template: &'static str, path: impl Into<String>) -> Self {
        Case {
            method,
            template,
            path: path.into(),
            body: None,
            multipart: false,
            own_code: 0,
            check: Check::OwnOnly(Actor::VisitorB),
        }
    }

    pub fn body(mut self, body: Value) -> Self {
        self.body = Some(body);
        self
    }

    /// The caller's own call is answered `code` (a refusal about the caller alone).
    pub fn answering(mut self, code: i64) -> Self {
        self.own_code = code;
        self
    }

    pub fn upload(mut self) -> Self {
        self.multipart = true;
        self
    }

    pub fn refused(mut self, by: Vec<(Actor, i64)>) -> Self {
        self.check = Check::Refused { by, owner: None };
        self
    }

    /// Refused for `by`; then the owner's same request succeeds.
    pub fn refused_then_owner(mut self, by: Vec<(Actor, i64)>, owner: Actor) -> Self {
        self.check = Check::Refused {
            by,
            owner: Some(owner),
        };
        self
    }

    pub fn own_only(mut self, actor: Actor) -> Self {
        self.check = Check::OwnOnly(actor);
        self
    }

    pub fn key(&self) -> (String, String) {
        (self.method.to_string(), self.template.to_string())
    }
}

both_stores!(
    every_secured_operation_is_refused_to_others_and_changes_nothing,
    |store| {
        let w = world::World::build(store).await;
        let secured = document::secured_operations(&w.app).await;
        let mut cases = visitor_cases::cases(&w);
        cases.extend(operator_cases::cases(&w));
        document::check_coverage(&secured, &cases);
        // The fingerprint sees a single row: B saving one place changes the favourites only.
        let before = fingerprint::take(&w.app.db).await;
        let saved = world::send(
            &w.app,
            Method::PUT,
            "/ver3/api/v3/favourites/place/scenic-hz-xixi",
            world::Auth::Bearer(&w.b_token),
            None,
        )
        .await;
        assert_eq!(saved["code"], 0, "{saved}");
        let after = fingerprint::take(&w.app.db).await;
        assert_eq!(fingerprint::changed(&before, &after), ["favourites"]);
        let mut wrong = Vec::new();
        for case in &cases {
            wrong.extend(world::run(&w, case).await);
        }
        assert!(
            wrong.is_empty(),
            "{} problems:\n{}",
            wrong.len(),
            wrong.join("\n")
        );
    }
);
