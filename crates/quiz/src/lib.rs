//! The quiz and the travel-persona test (docs/QUIZ.md).
//!
//! Quiz: a signed-in visitor starts an attempt of N questions drawn at random from the bank
//! (the published `quiz_questions` of the content, edited in the console; the shipped
//! `quiz_questions.jsonl` seeds it), options shuffled per attempt; the attempt keeps the
//! questions as drawn, so a question edited or deleted meanwhile changes nothing for it.
//! The right answers stay on the server until the attempt is submitted, once, within its
//! time limit counted from the start. A pass earns a chance in the quiz campaign through
//! the campaign engine.
//!
//! Persona test: the visitor's answers (`persona.json`) are scored on the server to one of
//! a few personas, each recommending a shipped line and places; the result is stored under
//! a public id that anyone with the link can read.

pub mod bank;
pub mod persona;
pub mod personal_data;
mod routes;
pub mod seed;
pub mod share;
pub mod store;

use std::{path::PathBuf, sync::Arc};

use anyhow::Context;
use youzhe_campaigns::locks::Turns;
use youzhe_content::{CONTENT_DIR_KEY, Content, DEFAULT_CONTENT_DIR};
use youzhe_core::{
    Area, Config, Core,
    auth::Auth,
    ratelimit::{Rate, RateLimiter},
};

/// Questions per attempt (`YOUZHE_QUIZ_QUESTIONS`, 1–50).
pub const QUESTIONS_KEY: &str = "YOUZHE_QUIZ_QUESTIONS";
pub const DEFAULT_QUESTIONS: usize = 10;
/// Right answers needed to pass (`YOUZHE_QUIZ_PASS`, at most the questions per attempt).
pub const PASS_KEY: &str = "YOUZHE_QUIZ_PASS";
pub const DEFAULT_PASS: usize = 8;
/// Seconds an attempt may take from its start (`YOUZHE_QUIZ_SECONDS`, 1–3600).
pub const SECONDS_KEY: &str = "YOUZHE_QUIZ_SECONDS";
pub const DEFAULT_SECONDS: i64 = 180;
/// The campaign a pass earns a chance in (`YOUZHE_QUIZ_CAMPAIGN`).
pub const CAMPAIGN_KEY: &str = "YOUZHE_QUIZ_CAMPAIGN";
pub const DEFAULT_CAMPAIGN: &str = "sample-quiz";
/// Submissions arriving this long after the deadline still count: the answer to the last
/// question was given in time but travelled over a slow mobile network.
pub const GRACE_MS: i64 = 2_000;
/// How often one visitor may start, submit or take the persona test (COUNT/SECONDS or `off`).
pub const RATE_KEY: &str = "YOUZHE_RATE_QUIZ";
pub const DEFAULT_RATE: Rate = Rate::per_minute(30);

/// The quiz's settings, read once at start.
#[derive(Debug, Clone)]
pub struct QuizRules {
    pub questions: usize,
    pub pass: usize,
    pub seconds: i64,
    pub campaign: String,
}

impl QuizRules {
    pub fn from_config(config: &Config) -> anyhow::Result<Self> {
        fn num<T: std::str::FromStr>(config: &Config, key: &str, default: T) -> anyhow::Result<T> {
            match config.get(key) {
                None => Ok(default),
                Some(v) => v
                    .trim()
                    .parse()
                    .ok()
                    .with_context(|| format!("{key} must be a number")),
            }
        }
        let questions = num(config, QUESTIONS_KEY, DEFAULT_QUESTIONS)?;
        let pass = num(config, PASS_KEY, DEFAULT_PASS.min(questions))?;
        let seconds = num(config, SECONDS_KEY, DEFAULT_SECONDS)?;
        anyhow::ensure!(
            (1..=50).contains(&questions),
            "{QUESTIONS_KEY} must be 1–50"
        );
        anyhow::ensure!(
            (1..=questions).contains(&pass),
            "{PASS_KEY} must be 1–{questions}"
        );
        anyhow::ensure!(
            (1..=3600).contains(&seconds),
            "{SECONDS_KEY} must be 1–3600"
        );
        let campaign = config
            .get(CAMPAIGN_KEY)
            .unwrap_or(DEFAULT_CAMPAIGN)
            .to_string();
        Ok(Self {
            questions,
            pass,
            seconds,
            campaign,
        })
    }
}

/// The content folder, or `None` when the server runs without one.
fn content_dir(config: &Config) -> Option<PathBuf> {
    let dir = config.get(CONTENT_DIR_KEY).unwrap_or(DEFAULT_CONTENT_DIR);
    (!(dir.eq_ignore_ascii_case("none") || dir.eq_ignore_ascii_case("off")))
        .then(|| PathBuf::from(dir))
}

/// The quiz area. Without published questions starting answers 50300; without a content
/// folder (or its file) the persona test is empty. `turns` are the campaigns area's
/// (`youzhe_campaigns::area`).
pub async fn area(core: &Core, content: Content, auth: Auth, turns: Turns) -> anyhow::Result<Area> {
    let rules = QuizRules::from_config(&core.config)?;
    let dir = content_dir(&core.config);
    if let Some(d) = &dir {
        seed::seed_once(&content, d)
            .await
            .context("seeding the quiz bank")?;
    }
    let test = match &dir {
        Some(d) => persona::PersonaTest::load_dir(d).context("loading persona.json")?,
        None => persona::PersonaTest::default(),
    };
    let limiter = RateLimiter::local(Rate::from_config(&core.config, RATE_KEY, DEFAULT_RATE)?);
    Ok(Area::new(
        "quiz",
        routes::router(routes::QuizState {
            db: core.db.clone(),
            content,
            auth,
            limiter,
            public_url: core.config.public_url.as_str().into(),
            rules: Arc::new(rules),
            test: Arc::new(test),
            turns,
        }),
    ))
}
