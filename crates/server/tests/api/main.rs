//! API tests: the real application on port 0, against a fresh SQLite file and a fresh
//! PostgreSQL database. One test binary, so the workspace links it once.

mod content;
mod foundation;
mod helpers;
mod storage;
