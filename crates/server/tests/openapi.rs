//! The committed OpenAPI snapshot (`openapi/openapi.json`) must match what the handlers
//! generate; the web app's types are generated from it (checked by `npm test`).
//! Refresh both with `make openapi`.

#[tokio::test]
async fn committed_snapshot_matches_the_handlers() {
    let config = youzhe_core::Config::from_settings(Default::default()).unwrap();
    let doc = youzhe::cli::openapi_document(config).await.unwrap();
    let generated = youzhe::openapi::to_snapshot(&doc);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../openapi/openapi.json");
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        generated == committed,
        "openapi/openapi.json is stale: run `make openapi` and commit the result"
    );
}
