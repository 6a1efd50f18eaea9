//! Structured JSON logs on stderr, so commands that print (e.g. `youzhe openapi`) keep
//! stdout for their output. `RUST_LOG` filters (default `info`).

use tracing_subscriber::{EnvFilter, fmt};

pub fn init() {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    // A second init (tests spawning several apps) is harmless: keep the first.
    let _ = fmt()
        .json()
        .with_current_span(true)
        .with_span_list(false)
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}
