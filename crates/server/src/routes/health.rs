//! Liveness and readiness for load balancers and orchestrators.

use axum::{Json, extract::State, response::IntoResponse};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_core::{ApiError, Db, Envelope, ok};

#[derive(Serialize, ToSchema)]
pub struct Health {
    /// `ok` when the check passed.
    pub status: String,
    /// `sqlite` or `postgres` (readiness only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub database: Option<String>,
}

pub fn router(db: Db) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(healthz))
        .routes(routes!(readyz))
        .with_state(db)
}

/// The process is alive (no dependency is checked).
#[utoipa::path(get, path = "/healthz", tag = "health",
    responses((status = 200, body = Envelope<Health>)))]
async fn healthz() -> Json<Envelope<Health>> {
    ok(Health {
        status: "ok".into(),
        database: None,
    })
}

/// The process can serve: the database answers.
#[utoipa::path(get, path = "/readyz", tag = "health",
    responses((status = 200, body = Envelope<Health>), (status = 503, description = "database unreachable")))]
async fn readyz(State(db): State<Db>) -> axum::response::Response {
    if db.ping().await {
        ok(Health {
            status: "ok".into(),
            database: Some(db.kind().into()),
        })
        .into_response()
    } else {
        ApiError::Unavailable("数据库不可用".into()).into_response()
    }
}
