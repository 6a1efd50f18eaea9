//! The Youzhe server: serves the built web app and every area's API from one binary.

pub mod areas;
pub mod cli;
pub mod first_paint;
pub mod load_shed;
pub mod middleware;
pub mod openapi;
pub mod personal_data;
pub mod router;
pub mod routes;
pub mod serve;
pub mod spa;
pub mod startup;
pub mod telemetry;

pub use startup::Application;
