//! The OpenAPI 3.1 document, generated from the handlers of every area. A snapshot is
//! committed at `openapi/openapi.json`; the web app's types are generated from it and a
//! test fails when either side is stale.

use utoipa::OpenApi;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Youzhe API",
        description = "The API of Youzhe (游浙), a mobile web platform for regional tourism. \
            Our own endpoints answer the envelope {code, msg, data, extend:{code:2000}}: \
            code 0 is success, 40003 means sign in again; see docs/API.md.",
        license(name = "Apache-2.0")
    ),
    tags(
        (name = "health", description = "Liveness and readiness"),
        (name = "general", description = "SPEC §7's general calls the server answers itself \
            (the request loading settings)"),
    )
)]
pub struct ApiDoc;

/// Pretty JSON with a trailing newline, exactly as committed.
pub fn to_snapshot(doc: &utoipa::openapi::OpenApi) -> String {
    let mut s = serde_json::to_string_pretty(doc).unwrap_or_default();
    s.push('\n');
    s
}
