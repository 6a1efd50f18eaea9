//! How an area (identity, content, places, …) plugs into the server: it is built from the
//! shared [`Core`] and returns an [`Area`] — its routes with their OpenAPI description, and
//! an optional hook the server awaits after it stops taking requests (to flush buffers).

use std::{future::Future, pin::Pin, sync::Arc};

use utoipa_axum::router::OpenApiRouter;

use crate::{Config, Db};

/// What every area gets: configuration and the database.
#[derive(Clone, Debug)]
pub struct Core {
    pub config: Arc<Config>,
    pub db: Db,
}

pub type StopHook = Pin<Box<dyn Future<Output = ()> + Send>>;

pub struct Area {
    pub name: &'static str,
    pub router: OpenApiRouter,
    pub stop: Option<Box<dyn FnOnce() -> StopHook + Send>>,
}

impl Area {
    pub fn new(name: &'static str, router: OpenApiRouter) -> Self {
        Self {
            name,
            router,
            stop: None,
        }
    }

    /// Adds a hook run once after the server has drained its requests.
    pub fn on_stop<F, Fut>(mut self, f: F) -> Self
    where
        F: FnOnce() -> Fut + Send + 'static,
        Fut: Future<Output = ()> + Send + 'static,
    {
        self.stop = Some(Box::new(move || Box::pin(f())));
        self
    }
}
