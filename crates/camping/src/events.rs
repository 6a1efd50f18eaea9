//! Camping events as content: `camping_events.jsonl` in the content folder (or the file
//! `YOUZHE_CAMPING_EVENTS` names), one event a line, checked when the server starts so a
//! bad line stops it instead of showing a broken card.

use std::{collections::HashSet, path::Path};

use anyhow::{Context, bail, ensure};
use serde::Deserialize;
use youzhe_content::{model::PlaceKind, snapshot::Snapshot};

/// The most seats one event may have; also bounds a sign-up's arithmetic.
pub const MAX_CAPACITY: u32 = 10_000;
/// The most people one sign-up may bring.
pub const MAX_PARTY: u32 = 10;

/// One camping event at a campsite.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Event {
    /// `[a-z0-9-]{1,64}`, stable: the seats and sign-ups are stored under it.
    pub id: String,
    pub title: String,
    /// A place of kind `camping`.
    pub place_id: String,
    /// First and last day, `YYYY-MM-DD` (Shanghai).
    pub starts: String,
    pub ends: String,
    /// Sign-ups are taken until the end of this day (Shanghai), at the latest `starts`.
    pub signup_until: String,
    /// Seats: people, not sign-ups.
    pub capacity: u32,
    /// The most people one sign-up may bring.
    pub max_party: u32,
    pub description: String,
    /// Who organises it and where its facts come from.
    pub source: String,
}

impl Event {
    /// Open for sign-ups on Shanghai day `today` (`YYYY-MM-DD`, which orders as text).
    pub fn open_on(&self, today: &str) -> bool {
        today <= self.signup_until.as_str()
    }
}

fn id_ok(id: &str) -> bool {
    (1..=64).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

fn day_ok(d: &str) -> bool {
    let b = d.as_bytes();
    b.len() == 10
        && b[4] == b'-'
        && b[7] == b'-'
        && b.iter()
            .enumerate()
            .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit())
        && (1..=12).contains(&d[5..7].parse::<u8>().unwrap_or(0))
        && (1..=31).contains(&d[8..10].parse::<u8>().unwrap_or(0))
}

/// Reads and checks the events of `path`; none when the file does not exist.
pub fn load(path: &Path, snap: &Snapshot) -> anyhow::Result<Vec<Event>> {
    if !path.exists() {
        return Ok(Vec::new());
    }
    let text = std::fs::read_to_string(path).with_context(|| format!("reading {path:?}"))?;
    parse(&text, snap).with_context(|| format!("in {path:?}"))
}

/// The events of a JSONL text, each checked: ids unique, dates in order, sizes in range,
/// the campsite a place of kind camping (when the content has places at all).
pub fn parse(text: &str, snap: &Snapshot) -> anyhow::Result<Vec<Event>> {
    let mut out: Vec<Event> = Vec::new();
    let mut ids = HashSet::new();
    for (n, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        let line_no = n + 1;
        let e: Event =
            serde_json::from_str(line).with_context(|| format!("line {line_no}: not an event"))?;
        let at = |what: &str| format!("line {line_no} ({}): {what}", e.id);
        ensure!(id_ok(&e.id), at("id is 1–64 of a–z 0–9 -"));
        ensure!(ids.insert(e.id.clone()), at("id used twice"));
        ensure!(
            (1..=40).contains(&e.title.chars().count()),
            at("title is 1–40 characters")
        );
        ensure!(
            (1..=400).contains(&e.description.chars().count()),
            at("description is 1–400 characters")
        );
        ensure!(!e.source.trim().is_empty(), at("source is required"));
        for d in [&e.starts, &e.ends, &e.signup_until] {
            ensure!(day_ok(d), at(&format!("{d:?} is not YYYY-MM-DD")));
        }
        ensure!(e.starts <= e.ends, at("starts after it ends"));
        ensure!(
            e.signup_until <= e.starts,
            at("sign-ups close after it starts")
        );
        ensure!(
            (1..=MAX_CAPACITY).contains(&e.capacity),
            at(&format!("capacity is 1–{MAX_CAPACITY}"))
        );
        ensure!(
            (1..=MAX_PARTY).contains(&e.max_party) && e.max_party <= e.capacity,
            at(&format!(
                "max_party is 1–{MAX_PARTY} and at most the capacity"
            ))
        );
        if !snap.places.is_empty() {
            match snap.place_by_id.get(&e.place_id) {
                Some(&i) if snap.places[i as usize].kind == PlaceKind::Camping => {}
                Some(_) => bail!(at("place_id is not a campsite")),
                None => bail!(at(&format!("place {} does not exist", e.place_id))),
            }
        }
        out.push(e);
    }
    // Soonest first: the order the page lists them in.
    out.sort_by(|a, b| (&a.starts, &a.id).cmp(&(&b.starts, &b.id)));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"{"id":"e1","title":"（示例）星空露营","place_id":"camping-x","starts":"2027-05-01","ends":"2027-05-02","signup_until":"2027-04-28","capacity":37,"max_party":4,"description":"一晚","source":"示例"}"#;

    fn with(field: &str, value: &str) -> String {
        let mut v: serde_json::Value = serde_json::from_str(GOOD).unwrap();
        v[field] = serde_json::from_str(value).unwrap();
        v.to_string()
    }

    #[test]
    fn reads_an_event_and_refuses_bad_ones() {
        let snap = Snapshot::empty();
        let e = parse(GOOD, &snap).unwrap();
        assert_eq!((e[0].capacity, e[0].max_party), (37, 4));
        assert!(e[0].open_on("2027-04-28") && !e[0].open_on("2027-04-29"));
        for (field, value) in [
            ("id", r#""Bad Id""#),
            ("starts", r#""2027-5-1""#),
            ("ends", r#""2027-04-30""#),
            ("signup_until", r#""2027-05-02""#),
            ("capacity", "0"),
            ("max_party", "11"),
            ("title", r#""""#),
        ] {
            assert!(parse(&with(field, value), &snap).is_err(), "{field}");
        }
        assert!(parse(&format!("{GOOD}\n{GOOD}"), &snap).is_err(), "twice");
        assert!(parse(&GOOD.replace("\"source\"", "\"extra\":1,\"source\""), &snap).is_err());
    }
}
