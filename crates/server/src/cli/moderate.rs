//! `youzhe moderate`: the operators' decisions from the command line until the console
//! exists, through the same services it will call (docs/CORRECTIONS.md, "Moderation").
//!
//! ```text
//! youzhe moderate list [--kind reviews|corrections] [--limit 50]
//! youzhe moderate accept review|correction <id> [--note TEXT]
//! youzhe moderate reject review|correction <id> --reason TEXT
//! ```
//! The list is the console's moderation queue (`youzhe_console::queue`), oldest first.
//! Accepting a review publishes it (its author credited once); accepting a correction takes
//! it up (its reporter credited once). The note is kept with a correction only. Every
//! decision is audited with the actor `cli`.
//! An unknown id, or one decided before, ends with a message and a non-zero exit.

use clap::{Subcommand, ValueEnum};
use youzhe_console::queue::{self, QueueKind, Waiting};
use youzhe_core::{Db, time::rfc3339_shanghai};
use youzhe_corrections::moderation::{self as corrections, PendingCorrection};
use youzhe_operators::audit::Actor;
use youzhe_reviews::moderation::{self as reviews, PendingReview};

#[derive(Subcommand)]
pub enum Moderate {
    /// List what waits for a decision, oldest first.
    List {
        /// Only this kind of submission (every kind when absent).
        #[arg(long, value_enum)]
        kind: Option<Kinds>,
        /// At most this many of each kind.
        #[arg(long, default_value_t = 50)]
        limit: u32,
    },
    /// Accept a submission: a review is published, a correction taken up; either way its
    /// author is credited points once.
    Accept {
        #[arg(value_enum)]
        what: What,
        id: i64,
        /// A note for the record (not shown to the visitor).
        #[arg(long)]
        note: Option<String>,
    },
    /// Reject a submission with the reason its author will read.
    Reject {
        #[arg(value_enum)]
        what: What,
        id: i64,
        /// Why (shown to the author); required and not blank.
        #[arg(long)]
        reason: String,
    },
}

/// What `list --kind` shows.
#[derive(Clone, Copy, ValueEnum)]
pub enum Kinds {
    Reviews,
    Corrections,
}

/// What `accept` and `reject` decide.
#[derive(Clone, Copy, ValueEnum)]
pub enum What {
    Review,
    Correction,
}

impl What {
    fn noun(self) -> &'static str {
        match self {
            Self::Review => "review",
            Self::Correction => "correction",
        }
    }
}

/// A decision, whichever service made it.
enum Decision {
    Done,
    NotFound,
    AlreadyDecided(String),
}

impl From<reviews::Decision> for Decision {
    fn from(d: reviews::Decision) -> Self {
        match d {
            reviews::Decision::Done => Self::Done,
            reviews::Decision::NotFound => Self::NotFound,
            reviews::Decision::AlreadyDecided(s) => Self::AlreadyDecided(s),
        }
    }
}

impl From<corrections::Decision> for Decision {
    fn from(d: corrections::Decision) -> Self {
        match d {
            corrections::Decision::Done => Self::Done,
            corrections::Decision::NotFound => Self::NotFound,
            corrections::Decision::AlreadyDecided(s) => Self::AlreadyDecided(s),
        }
    }
}

/// Runs one `moderate` command against the database and prints what it did.
pub async fn run(db: &Db, command: Moderate) -> anyhow::Result<()> {
    match command {
        Moderate::List { kind, limit } => {
            // The console's queue, oldest first, whatever the kind.
            let kinds: &[QueueKind] = match kind {
                Some(Kinds::Reviews) => &QueueKind::REVIEWS,
                Some(Kinds::Corrections) => &[QueueKind::Correction],
                None => &QueueKind::ALL,
            };
            let list = queue::waiting(db, kinds, i64::from(limit)).await?;
            for w in &list {
                match w {
                    Waiting::Review(_, r) => print!("{}", review_lines(r)),
                    Waiting::Correction(c) => print!("{}", correction_lines(c)),
                    // Travel notes are decided in the console (docs/NOTES.md).
                    Waiting::Note(n) => println!(
                        "note {} county {} by {} ({}): {}",
                        n.id, n.county_code, n.author, n.reason, n.title
                    ),
                    // So are photo contest entries (docs/PHOTO_CONTEST.md).
                    Waiting::Contest(e) => println!(
                        "contest entry {} in {} by {} ({}): {}",
                        e.id, e.campaign_id, e.author, e.reason, e.title
                    ),
                }
            }
            if kinds.iter().any(|k| k.is_review()) && !list.iter().any(|w| w.kind().is_review()) {
                println!("no reviews waiting");
            }
            if kinds.contains(&QueueKind::Correction)
                && !list.iter().any(|w| w.kind() == QueueKind::Correction)
            {
                println!("no corrections waiting");
            }
            Ok(())
        }
        Moderate::Accept { what, id, note } => {
            let d: Decision = match what {
                What::Review => reviews::publish(db, &Actor::cli(), id).await?.into(),
                What::Correction => corrections::accept(db, &Actor::cli(), id, note.as_deref())
                    .await?
                    .into(),
            };
            let done = match what {
                What::Review => "published",
                What::Correction => "accepted",
            };
            outcome(what, id, done, d)
        }
        Moderate::Reject { what, id, reason } => {
            let reason = reason.trim();
            if reason.is_empty() {
                anyhow::bail!("--reason must not be blank: the author reads it");
            }
            let d: Decision = match what {
                What::Review => reviews::reject(db, &Actor::cli(), id, reason).await?.into(),
                What::Correction => corrections::reject(db, &Actor::cli(), id, reason)
                    .await?
                    .into(),
            };
            outcome(what, id, "rejected", d)
        }
    }
}

fn outcome(what: What, id: i64, done: &str, d: Decision) -> anyhow::Result<()> {
    let noun = what.noun();
    match d {
        Decision::Done => {
            println!("{noun} {id} {done}");
            Ok(())
        }
        Decision::NotFound => anyhow::bail!("no {noun} has id {id}"),
        Decision::AlreadyDecided(status) => {
            anyhow::bail!("{noun} {id} was already {status}; a decision is final")
        }
    }
}

/// One pending review as a few lines: the header, then its text indented.
fn review_lines(r: &PendingReview) -> String {
    let mut out = format!(
        "review {}  {} {}  {}★  waits for {}  {}  by {}\n",
        r.id,
        r.target_kind,
        r.target_id,
        r.rating,
        r.reason,
        rfc3339_shanghai(r.at_ms),
        r.author
    );
    if !r.text.is_empty() {
        out.push_str(&format!("    text: {}\n", r.text.replace('\n', " ")));
    }
    out
}

/// One pending correction as a few lines: the header, then its details indented.
fn correction_lines(c: &PendingCorrection) -> String {
    let mut out = format!(
        "correction {}  {} {}  {}  {}  by {}\n",
        c.id,
        c.target_kind,
        c.target_id,
        c.kind,
        rfc3339_shanghai(c.at_ms),
        c.reporter
    );
    if !c.text.is_empty() {
        out.push_str(&format!("    text: {}\n", c.text.replace('\n', " ")));
    }
    if let Some((lat, lng)) = c.location {
        out.push_str(&format!("    location: {lat},{lng}\n"));
    }
    if let Some(p) = &c.phone {
        out.push_str(&format!("    phone: {p}\n"));
    }
    if !c.media_ids.is_empty() {
        out.push_str(&format!("    photos: {}\n", c.media_ids.join(" ")));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pending_correction_reads_on_a_few_lines() {
        let c = PendingCorrection {
            id: 7,
            target_kind: "place".into(),
            target_id: "scenic-hz-xihu".into(),
            reporter: "u1".into(),
            kind: "moved".into(),
            text: "搬到\n北山街".into(),
            at_ms: 0,
            location: Some((30.26, 120.15)),
            phone: None,
            media_ids: vec!["a".into(), "b".into()],
        };
        let s = correction_lines(&c);
        assert!(
            s.starts_with("correction 7  place scenic-hz-xihu  moved  "),
            "{s}"
        );
        assert!(s.contains("    text: 搬到 北山街\n"), "{s}");
        assert!(s.contains("    location: 30.26,120.15\n"), "{s}");
        assert!(s.contains("    photos: a b\n"), "{s}");
        assert!(!s.contains("phone"), "{s}");
    }

    #[test]
    fn a_pending_review_reads_on_a_few_lines() {
        let r = PendingReview {
            id: 3,
            target_kind: "place".into(),
            target_id: "scenic-hz-xihu".into(),
            author: "u2".into(),
            rating: 4,
            text: "很好".into(),
            reason: "sensitive_word".into(),
            at_ms: 0,
            media_ids: Vec::new(),
        };
        let s = review_lines(&r);
        assert!(
            s.starts_with("review 3  place scenic-hz-xihu  4★  waits for sensitive_word  "),
            "{s}"
        );
        assert!(s.ends_with("    text: 很好\n"), "{s}");
    }
}
