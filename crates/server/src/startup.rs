//! Building and running the application. `Application::build` binds the listener first
//! (port 0 picks a free one), so `main` and the tests share exactly the same start-up.

use std::{future::Future, net::SocketAddr, sync::Arc};

use anyhow::Context;
use tokio::net::TcpListener;
use youzhe_core::{Config, Core, Db};

use crate::{
    areas,
    router::{self, StopFn},
    serve::{self, ConnLimits},
};

pub struct Application {
    listener: TcpListener,
    limits: ConnLimits,
    router: axum::Router,
    stops: Vec<StopFn>,
    core: Core,
}

impl Application {
    /// Opens and migrates the database, builds every area and binds the address.
    pub async fn build(config: Config) -> anyhow::Result<Self> {
        let limits = ConnLimits::from_config(&config)?;
        for (key, default) in [
            ("YOUZHE_MAX_INFLIGHT", 512),
            ("YOUZHE_REQUEST_TIMEOUT_SECS", 60),
        ] {
            serve::number(&config, key, default)?;
        }
        let core = open_core(config).await?;
        let (areas, pages) = areas::build_all_with_pages(&core).await?;
        let built = router::build_with_pages(&core, areas, Some(pages));
        let listener = TcpListener::bind(core.config.addr)
            .await
            .with_context(|| format!("binding {}", core.config.addr))?;
        Ok(Self {
            listener,
            limits,
            router: built.router,
            stops: built.stops,
            core,
        })
    }

    pub fn local_addr(&self) -> SocketAddr {
        self.listener.local_addr().unwrap_or(self.core.config.addr)
    }

    pub fn core(&self) -> &Core {
        &self.core
    }

    /// Serves until `shutdown` resolves, then lets in-flight requests finish, runs the
    /// areas' stop hooks (flushing buffers) and closes the database.
    pub async fn run_until(
        self,
        shutdown: impl Future<Output = ()> + Send + 'static,
    ) -> anyhow::Result<()> {
        tracing::info!(addr = %self.local_addr(), database = self.core.db.kind(), "listening");
        serve::serve(self.listener, self.router, self.limits, shutdown).await?;
        for stop in self.stops {
            stop().await;
        }
        self.core.db.close().await;
        tracing::info!("stopped");
        Ok(())
    }
}

/// The database connected and migrated, and the data folder in place.
pub async fn open_core(config: Config) -> anyhow::Result<Core> {
    std::fs::create_dir_all(&config.data_dir)
        .with_context(|| format!("creating the data folder {}", config.data_dir.display()))?;
    let db = Db::connect(config.database_url.expose()).await?;
    db.migrate().await?;
    Ok(Core {
        config: Arc::new(config),
        db,
    })
}

/// Resolves on SIGINT or SIGTERM.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = term => {} }
    tracing::info!("shutdown requested; finishing in-flight requests");
}
