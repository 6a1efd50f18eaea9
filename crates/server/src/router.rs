//! The one route table: every area's API, the server's own routes, the web app, and the
//! layers that wrap them all.

use std::sync::Arc;

use axum::{
    Router,
    extract::{DefaultBodyLimit, Path},
    http::{HeaderMap, Request, Uri, header},
    middleware::{from_fn_with_state, map_response},
    response::Redirect,
    routing::{any, get},
};
use tower::ServiceBuilder;
use tower_http::{
    catch_panic::CatchPanicLayer,
    compression::CompressionLayer,
    request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer},
    timeout::TimeoutLayer,
    trace::{DefaultOnResponse, TraceLayer},
};
use tracing::Level;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;
use youzhe_core::{Area, Core, area::StopHook};

use crate::{
    load_shed::{self, InFlight},
    middleware::{self as mw, REQUEST_ID, SecurityHeaders},
    openapi::{ApiDoc, to_snapshot},
    routes::{health, reqloading},
    serve,
    spa::Spa,
};

pub type StopFn = Box<dyn FnOnce() -> StopHook + Send>;

pub struct Built {
    pub router: Router,
    pub openapi: utoipa::openapi::OpenApi,
    pub stops: Vec<StopFn>,
}

/// Merges every area's routes and their OpenAPI descriptions.
pub fn api(core: &Core, areas: Vec<Area>) -> (OpenApiRouter, Vec<StopFn>) {
    let mut api = OpenApiRouter::with_openapi(ApiDoc::openapi())
        .merge(health::router(core.db.clone()))
        .merge(reqloading::router());
    let mut stops = Vec::new();
    for area in areas {
        // A clash would silently replace one area's description with another's.
        if let Err(e) =
            youzhe_core::contract::no_clash(api.get_openapi(), area.router.get_openapi())
        {
            panic!("the OpenAPI document is inconsistent: {e}");
        }
        api = api.merge(area.router);
        if let Some(stop) = area.stop {
            stops.push(stop);
        }
    }
    (api, stops)
}

/// The served document: every area's operations, with the envelope contract completed in
/// one place (`core::contract`), so no area can describe only its success answer.
pub fn finish(mut doc: utoipa::openapi::OpenApi) -> utoipa::openapi::OpenApi {
    // A false declaration is a programming error: it stops the server before it serves.
    if let Err(e) = youzhe_core::contract::complete(&mut doc) {
        panic!("the OpenAPI document is inconsistent: {e}");
    }
    doc
}

pub fn build(core: &Core, areas: Vec<Area>) -> Built {
    build_with_pages(core, areas, None)
}

/// As [`build`], with the pages whose first HTML carries their words (docs/FRONTEND.md).
pub fn build_with_pages(
    core: &Core,
    areas: Vec<Area>,
    pages: Option<crate::first_paint::Pages>,
) -> Built {
    let (api, stops) = api(core, areas);
    let (api_router, openapi) = api.split_for_parts();
    let openapi = finish(openapi);
    let doc = Arc::new(to_snapshot(&openapi));
    let spa = Spa::new(&core.config).with_pages(pages);
    if core.config.get("YOUZHE_PRECOMPRESS") != Some("false") {
        spa.warm();
    }
    let config = &core.config;
    // Both are checked when the application starts (`Application::build`), so a bad value
    // never reaches here from `youzhe serve`.
    let max_in_flight = serve::number(config, "YOUZHE_MAX_INFLIGHT", 512).unwrap_or(512) as usize;
    let request_timeout = std::time::Duration::from_secs(
        serve::number(
            config,
            "YOUZHE_REQUEST_TIMEOUT_SECS",
            mw::REQUEST_TIMEOUT.as_secs(),
        )
        .unwrap_or(mw::REQUEST_TIMEOUT.as_secs()),
    );

    let api_router = api_router
        .route(
            "/ver3/api/openapi.json",
            get(move || {
                let doc = doc.clone();
                async move {
                    (
                        [(header::CONTENT_TYPE, "application/json")],
                        doc.as_str().to_owned(),
                    )
                }
            }),
        )
        // Unknown routes under the API prefixes are JSON 404s, never the app shell.
        .route("/ver3/api/{*rest}", any(mw::api_not_found))
        .route("/brand-api/{*rest}", any(mw::api_not_found))
        .route("/v3/{*rest}", any(mw::api_not_found))
        .layer(CompressionLayer::new().gzip(true).br(true));

    let (asset_spa, page_spa, root_spa) = (spa.clone(), spa.clone(), spa);
    let web = Router::new()
        .route("/", get(|| async { Redirect::temporary("/ver3/") }))
        .route("/ver3", get(|| async { Redirect::temporary("/ver3/") }))
        .route(
            "/ver3/static/{*path}",
            get(move |Path(p): Path<String>, h: HeaderMap| async move { asset_spa.asset(&p, &h) }),
        )
        .route(
            "/ver3/",
            get(move |u: Uri, h: HeaderMap| async move { root_spa.page(&u, &h) }),
        )
        .route(
            "/ver3/{*rest}",
            get(move |u: Uri, h: HeaderMap| async move { page_spa.page(&u, &h) }),
        );

    let layers = ServiceBuilder::new()
        .layer(SetRequestIdLayer::new(REQUEST_ID.clone(), MakeRequestUuid))
        .layer(PropagateRequestIdLayer::new(REQUEST_ID.clone()))
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(|req: &Request<_>| {
                    let id = req.headers().get(&REQUEST_ID).and_then(|v| v.to_str().ok()).unwrap_or("-");
                    // The path only: query strings can carry openids and codes.
                    tracing::info_span!("request", request_id = %id, method = %req.method(), path = %req.uri().path())
                })
                .on_response(DefaultOnResponse::new().level(Level::INFO))
                .on_failure(log_failure),
        )
        .layer(CatchPanicLayer::custom(mw::panic_response))
        .layer(from_fn_with_state(SecurityHeaders::new(config), mw::security_headers))
        .layer(from_fn_with_state(InFlight::new(max_in_flight), load_shed::shed))
        .layer(map_response(mw::timeout_body))
        .layer(TimeoutLayer::with_status_code(axum::http::StatusCode::REQUEST_TIMEOUT, request_timeout))
        .layer(from_fn_with_state(config.body_limit, mw::content_length_limit))
        .layer(DefaultBodyLimit::max(config.body_limit));

    let router = Router::new()
        .merge(api_router)
        .merge(web)
        .fallback(mw::api_not_found)
        .method_not_allowed_fallback(mw::method_not_allowed)
        .layer(layers);
    Built {
        router,
        openapi,
        stops,
    }
}

/// A 5xx is an error in the log, except 503: that one is load shed or a database too busy
/// (each counted and logged once in a while where it is decided) or the readiness check
/// saying so; a line per request would bury the real errors while it lasts.
fn log_failure(
    class: tower_http::classify::ServerErrorsFailureClass,
    latency: std::time::Duration,
    _span: &tracing::Span,
) {
    use tower_http::classify::ServerErrorsFailureClass as Class;
    match class {
        Class::StatusCode(s) if s == axum::http::StatusCode::SERVICE_UNAVAILABLE => {}
        class => tracing::error!(
            classification = %class,
            latency = %format_args!("{} ms", latency.as_millis()),
            "response failed"
        ),
    }
}
