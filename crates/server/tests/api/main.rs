//! API tests: the real application on port 0, against a fresh SQLite file and a fresh
//! PostgreSQL database. One test binary, so the workspace links it once.

// Test code fails loudly by design; unwrap is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod accessibility;
mod backup;
mod campaigns;
mod campaigns_console;
mod camping;
mod camping_console;
mod checkin;
mod consent_profile;
mod console;
mod content;
mod corrections;
mod editing;
mod famous;
mod favourites;
mod first_paint;
mod found;
mod foundation;
mod games;
mod helpers;
mod identity;
mod lines;
mod live;
mod media;
mod mine;
mod mydata;
mod notes;
mod operators;
mod overload;
mod ownership;
mod phone_login;
mod photocontest;
mod places;
mod points;
mod qixi;
mod quiz;
mod rankings;
mod reviews;
mod search;
mod stamps;
mod storage;
mod suggest;
mod tiles;
mod topics;
mod webview;
