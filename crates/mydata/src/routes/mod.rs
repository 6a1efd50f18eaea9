//! The "your data" API, one file per action; both need the visitor's token and touch only
//! their own rows.

mod delete;
pub mod export;

use axum::extract::FromRef;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_core::{Db, auth::Auth};
use youzhe_media::MediaStore;

use crate::Areas;

#[derive(Clone)]
pub struct MyDataState {
    pub db: Db,
    pub auth: Auth,
    /// Where the visitor's photos are kept, to remove them with the account.
    pub media: MediaStore,
    /// Every area's part of the visitor's data.
    pub areas: Areas,
}

impl FromRef<MyDataState> for Auth {
    fn from_ref(s: &MyDataState) -> Auth {
        s.auth.clone()
    }
}

pub fn router(state: MyDataState) -> OpenApiRouter {
    let areas = state.areas.clone();
    let mut router = OpenApiRouter::new()
        .routes(routes!(export::export))
        .routes(routes!(delete::delete_account))
        .with_state(state);
    export::describe(router.get_openapi_mut(), &areas);
    router
}
