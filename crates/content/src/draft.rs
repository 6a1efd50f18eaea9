//! One record checked the way `youzhe import` checks a file: parsed with the import's rules
//! (required fields, unknown fields refused, the failing field named), laid over what is
//! stored, and run through [`validate::check`]. The console's editor calls this, so a
//! draft and an import can never disagree about what is valid.

use crate::{
    dataset::{self, Dataset, Lines, Problem, Record},
    for_each_entity, store, validate,
};

/// Checks `text` as the record `entity` would hold at `line` of its file, against `stored`
/// (what the database holds; references may point at any stored record). Returns the
/// record as the one line it would be stored as, or every problem the import would name —
/// including problems the change causes in other records (a place changed to a kind that
/// a local product may not point at). An unknown entity is one problem naming `entity`.
pub fn check_record(
    stored: &Dataset,
    entity: &str,
    line: usize,
    text: &str,
) -> Result<String, Vec<Problem>> {
    let file = format!("{entity}.jsonl");
    let mut incoming = Dataset::default();
    let mut canonical = None;
    macro_rules! one {
        ($field:ident, $t:ty) => {
            if entity == <$t as Record>::ENTITY {
                let r: $t = dataset::parse_line(&file, line, text).map_err(|p| vec![p])?;
                canonical = Some(dataset::to_line(&r).map_err(|e| {
                    vec![Problem {
                        file: file.clone(),
                        line,
                        field: String::new(),
                        message: e.to_string(),
                    }]
                })?);
                incoming.$field = Lines {
                    present: true,
                    items: vec![(line, r)],
                };
            }
        };
    }
    for_each_entity!(one);
    let Some(canonical) = canonical else {
        return Err(vec![Problem {
            file,
            line: 0,
            field: "entity".into(),
            message: format!("{entity:?} is not a kind of content"),
        }]);
    };
    let problems = validate::check(&store::overlay(stored, &incoming));
    if problems.is_empty() {
        Ok(canonical)
    } else {
        Err(problems)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stored() -> Dataset {
        let dir = tempfile::tempdir().expect("temp dir");
        crate::fixture::write(dir.path()).expect("fixture");
        dataset::read_dir(dir.path()).expect("the fixture reads")
    }

    #[test]
    fn a_record_is_checked_as_import_checks_it() {
        let ds = stored();
        let (line, place) = ds.places.items[0].clone();
        let text = dataset::to_line(&place).expect("a line");
        assert_eq!(
            check_record(&ds, "places", line, &text).ok(),
            Some(text.clone())
        );

        let bad = text.replace("\"popularity\":", "\"popularity\":0,\"was\":");
        let problems = check_record(&ds, "places", line, &bad).expect_err("refused");
        assert_eq!(problems[0].field, "was");

        let mut v: serde_json::Value = serde_json::from_str(&text).expect("json");
        v["popularity"] = 0.into();
        let problems = check_record(&ds, "places", line, &v.to_string()).expect_err("refused");
        let fields: Vec<&str> = problems.iter().map(|p| p.field.as_str()).collect();
        assert_eq!(fields, ["popularity"]);
        assert_eq!(problems[0].file, "places.jsonl");

        let problems = check_record(&ds, "regionz", 1, &text).expect_err("refused");
        assert_eq!(problems[0].field, "entity");
    }
}
