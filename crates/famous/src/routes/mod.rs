//! The famous-people API (docs/FAMOUS.md): reads of the content snapshot, one file per action.

mod people;
mod person;
mod story;
mod themes;

use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_content::Content;
use youzhe_core::ApiError;

#[derive(Clone)]
pub struct FamousState {
    pub content: Content,
}

pub fn router(content: Content) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(themes::famous_themes))
        .routes(routes!(people::famous_people))
        .routes(routes!(person::famous_person))
        .routes(routes!(story::famous_story))
        .with_state(FamousState { content })
}

fn person_not_found() -> ApiError {
    ApiError::NotFound("人物不存在".into())
}
