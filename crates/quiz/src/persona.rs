//! The travel-persona test: `persona.json` in the content folder holds the questions (each
//! option adds points to personas) and the personas (each recommends a shipped line and
//! places by id). Scoring is a sum; a tie goes to the persona listed first.

use std::{collections::HashMap, path::Path};

use anyhow::{Context, ensure};
use serde::Deserialize;

pub const FILE: &str = "persona.json";

#[derive(Debug, Clone, Deserialize)]
pub struct Persona {
    pub id: String,
    pub name: String,
    pub tagline: String,
    pub description: String,
    pub line_id: String,
    pub place_ids: Vec<String>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct PersonaOption {
    pub text: String,
    pub scores: HashMap<String, u32>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct PersonaQuestion {
    pub id: String,
    pub question: String,
    pub options: Vec<PersonaOption>,
}

#[derive(Debug, Default, Deserialize)]
pub struct PersonaTest {
    #[serde(default)]
    pub source: String,
    pub personas: Vec<Persona>,
    pub questions: Vec<PersonaQuestion>,
}

impl PersonaTest {
    /// Reads and checks `persona.json` in `dir`; a folder without one gives an empty test.
    pub fn load_dir(dir: &Path) -> anyhow::Result<Self> {
        let path = dir.join(FILE);
        if !path.exists() {
            return Ok(Self::default());
        }
        let text = std::fs::read_to_string(&path).with_context(|| path.display().to_string())?;
        let test: Self = serde_json::from_str(&text).context(FILE)?;
        test.check()?;
        Ok(test)
    }

    fn check(&self) -> anyhow::Result<()> {
        ensure!(
            (4..=6).contains(&self.personas.len()),
            "{FILE}: 4–6 personas"
        );
        ensure!(!self.questions.is_empty(), "{FILE}: no questions");
        for p in &self.personas {
            ensure!(
                !p.place_ids.is_empty(),
                "{FILE}: persona {} recommends no place",
                p.id
            );
        }
        for q in &self.questions {
            ensure!(
                (2..=6).contains(&q.options.len()),
                "{FILE}: {} needs 2–6 options",
                q.id
            );
            for o in &q.options {
                for k in o.scores.keys() {
                    ensure!(
                        self.persona(k).is_some(),
                        "{FILE}: {} scores unknown persona {k}",
                        q.id
                    );
                }
            }
        }
        Ok(())
    }

    pub fn persona(&self, id: &str) -> Option<&Persona> {
        self.personas.iter().find(|p| p.id == id)
    }

    /// The persona the chosen options (one per question, in order) add up to; `None` when
    /// the answers do not fit the questions.
    pub fn score(&self, chosen: &[usize]) -> Option<&Persona> {
        if chosen.len() != self.questions.len() {
            return None;
        }
        let mut sums = vec![0u32; self.personas.len()];
        for (q, &c) in self.questions.iter().zip(chosen) {
            for (k, v) in &q.options.get(c)?.scores {
                let i = self.personas.iter().position(|p| &p.id == k)?;
                sums[i] += v;
            }
        }
        let best = sums.iter().copied().max()?;
        self.personas
            .iter()
            .zip(&sums)
            .find(|(_, s)| **s == best)
            .map(|(p, _)| p)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    fn shipped_dir() -> std::path::PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/zhejiang")
    }

    fn ids_in(file: &str) -> HashSet<String> {
        std::fs::read_to_string(shipped_dir().join(file))
            .expect("shipped file")
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| {
                let v: serde_json::Value = serde_json::from_str(l).expect("json");
                v["id"].as_str().expect("id").to_string()
            })
            .collect()
    }

    #[test]
    fn every_recommended_line_and_place_is_shipped() {
        let test = PersonaTest::load_dir(&shipped_dir()).expect("loads");
        let (lines, places) = (ids_in("lines.jsonl"), ids_in("places.jsonl"));
        for p in &test.personas {
            assert!(lines.contains(&p.line_id), "{}: line {}", p.id, p.line_id);
            for id in &p.place_ids {
                assert!(places.contains(id), "{}: place {id}", p.id);
            }
        }
    }

    #[test]
    fn every_persona_can_be_reached() {
        let test = PersonaTest::load_dir(&shipped_dir()).expect("loads");
        for p in &test.personas {
            // Per question, the option that gives this persona most.
            let chosen: Vec<usize> = test
                .questions
                .iter()
                .map(|q| {
                    (0..q.options.len())
                        .max_by_key(|&i| {
                            (
                                q.options[i].scores.get(&p.id).copied().unwrap_or(0),
                                usize::MAX - i,
                            )
                        })
                        .expect("options")
                })
                .collect();
            assert_eq!(test.score(&chosen).map(|x| &x.id), Some(&p.id));
        }
    }

    #[test]
    fn answers_that_do_not_fit_score_nothing() {
        let test = PersonaTest::load_dir(&shipped_dir()).expect("loads");
        assert!(test.score(&[0]).is_none());
        assert!(test.score(&vec![9; test.questions.len()]).is_none());
    }
}
