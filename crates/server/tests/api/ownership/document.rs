//! The operations to cover, read from the OpenAPI document the running server serves (the
//! same document `youzhe openapi` prints): every operation whose `security` names the
//! visitor's bearer token or the operator's session.

use std::collections::{BTreeMap, BTreeSet};

use super::Case;
use crate::helpers::TestApp;

/// Operations the matrix does not cover yet, each with why. Empty means every secured
/// operation has a case; an entry here that also has a case, or that the document no
/// longer has, fails the test so the list cannot go stale.
pub const NOT_YET_COVERED: &[(&str, &str)] = &[];

/// (METHOD, path) → the security scheme it names.
pub async fn secured_operations(app: &TestApp) -> BTreeMap<(String, String), String> {
    let doc: serde_json::Value = app
        .client
        .get(app.url("/ver3/api/openapi.json"))
        .send()
        .await
        .expect("request")
        .json()
        .await
        .expect("the served document is JSON");
    let mut out = BTreeMap::new();
    for (path, ops) in doc["paths"].as_object().expect("paths") {
        for (method, op) in ops.as_object().expect("operations") {
            if !["get", "post", "put", "patch", "delete"].contains(&method.as_str()) {
                continue;
            }
            let schemes: BTreeSet<String> = op["security"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|s| s.as_object())
                .flat_map(|s| s.keys().cloned())
                .collect();
            for scheme in schemes {
                assert!(
                    scheme == "bearer" || scheme == "operator_session",
                    "{method} {path}: a security scheme the matrix does not know: {scheme}"
                );
                out.insert((method.to_uppercase(), path.clone()), scheme);
            }
        }
    }
    assert!(
        out.len() > 100,
        "the document lists only {} secured operations",
        out.len()
    );
    out
}

/// Fails naming every secured operation without a case (and every case or exception the
/// document does not have).
pub fn check_coverage(secured: &BTreeMap<(String, String), String>, cases: &[Case]) {
    let mut seen = BTreeSet::new();
    let mut problems = Vec::new();
    for c in cases {
        let key = c.key();
        if !secured.contains_key(&key) {
            problems.push(format!(
                "a case for {} {}, which the document does not list as secured",
                key.0, key.1
            ));
        }
        if !seen.insert(key.clone()) {
            problems.push(format!("two cases for {} {}", key.0, key.1));
        }
    }
    for (method_path, why) in NOT_YET_COVERED {
        let (m, p) = method_path.split_once(' ').expect("METHOD path");
        let key = (m.to_string(), p.to_string());
        assert!(!why.is_empty());
        if seen.contains(&key) {
            problems.push(format!(
                "{method_path} is listed as not yet covered but has a case"
            ));
        }
        if !secured.contains_key(&key) {
            problems.push(format!(
                "{method_path} is listed as not yet covered but is not secured"
            ));
        }
        seen.insert(key);
    }
    for ((m, p), scheme) in secured {
        if !seen.contains(&(m.clone(), p.clone())) {
            problems.push(format!(
                "no ownership case for {m} {p} ({scheme}): add one to \
                 crates/server/tests/api/ownership/"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn an_operation_without_a_case_fails_naming_it() {
    let mut secured = BTreeMap::new();
    secured.insert(
        (
            "POST".to_string(),
            "/ver3/api/v3/new-thing/{id}".to_string(),
        ),
        "bearer".to_string(),
    );
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        check_coverage(&secured, &[])
    }));
    let message = *outcome
        .expect_err("an uncovered operation fails")
        .downcast::<String>()
        .expect("a message");
    assert!(
        message.contains("no ownership case for POST /ver3/api/v3/new-thing/{id} (bearer)"),
        "{message}"
    );
}
