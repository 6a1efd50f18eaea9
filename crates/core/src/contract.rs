//! The API contract as it really is. Business errors travel as HTTP 200 with a non-zero
//! `code` (SPEC §8), so an operation's 200 answer is the success envelope **or** the error
//! envelope. Handlers describe only their success body; [`complete`] rewrites every
//! operation's 200 response, once, for the whole document, so no area can forget it:
//!
//! - the success envelope's `code` is exactly 0 and `extend.code` exactly 2000;
//! - the 200 answer becomes `oneOf [success, error]`, where the error envelope's `code` is
//!   one of the business codes the operation can return, `data` is `null` or `{field}`.
//!
//! The codes an operation can return are derived where they follow from its shape
//! (parameters or a body: 40000; a security requirement: 40003) and declared by the
//! handler for the rest, as an operation extension that this pass consumes:
//! `#[utoipa::path(…, extensions(("x-codes" = json!([40400]))))]`.

use serde_json::{Map, Value, json};

use crate::envelope::{EXTEND_CODE, ErrorEnvelope, FieldError};
use crate::error::codes;

/// The operation extension that lists the business codes a handler returns besides the
/// derived ones.
pub const CODES_EXTENSION: &str = "x-codes";

/// The business codes sent with HTTP 200, the only ones a 200 answer can carry; the others
/// (41300, 42900, 50000, …) travel with their own HTTP status.
const IN_200: [i32; 7] = [
    codes::INVALID,
    codes::SIGN_IN_AGAIN,
    codes::FORBIDDEN,
    codes::NOT_FOUND,
    codes::CONFLICT,
    codes::UPSTREAM,
    codes::NOT_CONFIGURED,
];

/// Name of the component every error answer refines.
const ERROR_ENVELOPE: &str = "ErrorEnvelope";
const FIELD_ERROR: &str = "FieldError";
const METHODS: [&str; 8] = [
    "get", "put", "post", "delete", "options", "head", "patch", "trace",
];

/// Rewrites the document's 200 answers into what the server really sends. Fails on a
/// declaration that cannot be true (an unknown or zero code, or codes on an operation whose
/// 200 answer is not an envelope), so a mistake shows when the document is built.
pub fn complete(doc: &mut utoipa::openapi::OpenApi) -> Result<(), String> {
    let mut value = serde_json::to_value(&*doc).map_err(|e| e.to_string())?;
    complete_value(&mut value)?;
    *doc = serde_json::from_value(value).map_err(|e| e.to_string())?;
    Ok(())
}

/// [`complete`] on the document as JSON.
pub fn complete_value(doc: &mut Value) -> Result<(), String> {
    let mut envelopes = Vec::new();
    if let Some(paths) = doc.get_mut("paths").and_then(Value::as_object_mut) {
        for (path, item) in paths.iter_mut() {
            for method in METHODS {
                if let Some(op) = item.get_mut(method).and_then(Value::as_object_mut) {
                    let name = format!("{} {path}", method.to_uppercase());
                    complete_operation(&name, op, &mut envelopes)?;
                }
            }
        }
    }
    let schemas = doc
        .pointer_mut("/components/schemas")
        .and_then(Value::as_object_mut)
        .ok_or("the document has no components")?;
    for name in envelopes {
        if let Some(props) = schemas
            .get_mut(&name)
            .and_then(|s| s.get_mut("properties"))
            .and_then(Value::as_object_mut)
        {
            props.insert(
                "code".into(),
                json!({"type": "integer", "enum": [0], "description": "0: success"}),
            );
        }
    }
    if let Some(extend) = schemas
        .get_mut("Extend")
        .and_then(|s| s.get_mut("properties"))
        .and_then(Value::as_object_mut)
    {
        extend.insert(
            "code".into(),
            json!({"type": "integer", "enum": [EXTEND_CODE]}),
        );
    }
    schemas.insert(FIELD_ERROR.into(), component::<FieldError>());
    schemas.insert(ERROR_ENVELOPE.into(), component::<ErrorEnvelope>());
    Ok(())
}

fn complete_operation(
    name: &str,
    op: &mut Map<String, Value>,
    envelopes: &mut Vec<String>,
) -> Result<(), String> {
    let declared = match op.remove(CODES_EXTENSION) {
        None => Vec::new(),
        Some(v) => parse_codes(name, &v)?,
    };
    let mut codes = derived_codes(op);
    codes.extend(declared.iter().copied());
    codes.sort_unstable();
    codes.dedup();

    if let Some(responses) = op.get("responses").and_then(Value::as_object) {
        for (status, r) in responses {
            let success_body = r
                .pointer("/content/application~1json/schema")
                .and_then(envelope_ref)
                .is_some_and(|n| n.starts_with("Envelope_"));
            if !status.starts_with('2') && success_body {
                return Err(format!(
                    "{name}: answers {status} with the success envelope; errors send ErrorEnvelope"
                ));
            }
        }
    }
    let Some(answer) = op.get_mut("responses").and_then(|r| r.get_mut("200")) else {
        return if declared.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "{name}: declares business codes but has no 200 answer"
            ))
        };
    };
    let Some(schema) = answer.pointer_mut("/content/application~1json/schema") else {
        // A 200 that is not JSON (an image, say): its errors still come as the JSON envelope.
        if !codes.is_empty() {
            let content = answer
                .as_object_mut()
                .ok_or_else(|| format!("{name}: the 200 answer is not an object"))?
                .entry("content")
                .or_insert_with(|| json!({}));
            if let Some(content) = content.as_object_mut() {
                content.insert(
                    "application/json".into(),
                    json!({ "schema": error_for(&codes) }),
                );
            }
        }
        return Ok(());
    };
    let Some(component) = envelope_ref(schema) else {
        return if declared.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "{name}: declares business codes but its 200 answer is not an envelope"
            ))
        };
    };
    if !envelopes.contains(&component) {
        envelopes.push(component);
    }
    if codes.is_empty() {
        return Ok(());
    }
    let success = schema.take();
    *schema = json!({ "oneOf": [success, error_for(&codes)] });
    Ok(())
}

/// What follows from the operation's shape: input can be bad, a token can be missing.
fn derived_codes(op: &Map<String, Value>) -> Vec<i32> {
    let mut out = Vec::new();
    let has_params = op
        .get("parameters")
        .and_then(Value::as_array)
        .is_some_and(|p| !p.is_empty());
    if has_params || op.contains_key("requestBody") {
        out.push(codes::INVALID);
    }
    let secured = op
        .get("security")
        .and_then(Value::as_array)
        .is_some_and(|s| {
            s.iter()
                .any(|r| r.as_object().is_some_and(|o| !o.is_empty()))
        });
    if secured {
        out.push(codes::SIGN_IN_AGAIN);
    }
    out
}

fn parse_codes(name: &str, v: &Value) -> Result<Vec<i32>, String> {
    let list = v
        .as_array()
        .ok_or_else(|| format!("{name}: {CODES_EXTENSION} must be a list of business codes"))?;
    list.iter()
        .map(|c| match c.as_i64().and_then(|c| i32::try_from(c).ok()) {
            Some(c) if IN_200.contains(&c) => Ok(c),
            _ => Err(format!(
                "{name}: {c} is not a business code sent with HTTP 200 (see error::codes)"
            )),
        })
        .collect()
}

/// The component name when the schema is a reference to an envelope (`code`, `msg`,
/// `extend`); `None` for other shapes such as the rank list's.
fn envelope_ref(schema: &Value) -> Option<String> {
    let r = schema.get("$ref")?.as_str()?;
    let name = r.strip_prefix("#/components/schemas/")?;
    // Checked against the component when the document is complete; the naming rule of
    // generic envelopes (`Envelope_*`) and the share envelope are the two shapes we send.
    (name.starts_with("Envelope_") || name.ends_with("Envelope")).then(|| name.to_string())
}

fn error_for(codes: &[i32]) -> Value {
    json!({
        "allOf": [
            { "$ref": format!("#/components/schemas/{ERROR_ENVELOPE}") },
            {
                "type": "object",
                "required": ["code"],
                "properties": { "code": { "type": "integer", "enum": codes } }
            }
        ]
    })
}

/// Before two areas' descriptions are merged: a schema name or an operation that both
/// describe differently would silently replace one with the other (the document keeps one
/// per name), so it is refused instead, naming the clash.
pub fn no_clash(
    existing: &utoipa::openapi::OpenApi,
    incoming: &utoipa::openapi::OpenApi,
) -> Result<(), String> {
    let (a, b) = (
        serde_json::to_value(existing).map_err(|e| e.to_string())?,
        serde_json::to_value(incoming).map_err(|e| e.to_string())?,
    );
    if let (Some(mine), Some(theirs)) = (
        a.pointer("/components/schemas").and_then(Value::as_object),
        b.pointer("/components/schemas").and_then(Value::as_object),
    ) {
        for (name, schema) in theirs {
            if mine.get(name).is_some_and(|m| m != schema) {
                return Err(format!(
                    "two different schemas are named {name}: rename one (#[schema(as = …)])"
                ));
            }
        }
    }
    if let (Some(mine), Some(theirs)) = (
        a.get("paths").and_then(Value::as_object),
        b.get("paths").and_then(Value::as_object),
    ) {
        for (path, item) in theirs {
            let Some(existing) = mine.get(path) else {
                continue;
            };
            for method in METHODS {
                if item.get(method).is_some() && existing.get(method).is_some() {
                    return Err(format!(
                        "{} {path} is described twice",
                        method.to_uppercase()
                    ));
                }
            }
        }
    }
    Ok(())
}

/// A component's schema as its Rust type describes it.
fn component<T: utoipa::PartialSchema>() -> Value {
    serde_json::to_value(T::schema()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(op: Value) -> Value {
        json!({
            "paths": { "/x": { "get": op } },
            "components": { "schemas": {
                "Envelope_Thing": { "type": "object", "properties": {
                    "code": { "type": "integer" }, "msg": {}, "data": {}, "extend": {} } },
                "Extend": { "type": "object", "properties": { "code": { "type": "integer" } } }
            } }
        })
    }

    fn answer(schema: &str) -> Value {
        json!({ "200": { "content": { "application/json": { "schema": { "$ref": schema } } } } })
    }

    #[test]
    fn derived_and_declared_codes_make_the_error_branch() {
        let mut d = doc(json!({
            "parameters": [{ "name": "id", "in": "query" }],
            "security": [{ "bearer": [] }],
            "x-codes": [40400],
            "responses": answer("#/components/schemas/Envelope_Thing"),
        }));
        complete_value(&mut d).expect("complete");
        let op = &d["paths"]["/x"]["get"];
        assert!(
            op.get(CODES_EXTENSION).is_none(),
            "the extension is consumed"
        );
        let one_of = &op["responses"]["200"]["content"]["application/json"]["schema"]["oneOf"];
        assert_eq!(one_of[0]["$ref"], "#/components/schemas/Envelope_Thing");
        assert_eq!(
            one_of[1]["allOf"][1]["properties"]["code"]["enum"],
            json!([40000, 40003, 40400])
        );
        let schemas = &d["components"]["schemas"];
        assert_eq!(
            schemas["Envelope_Thing"]["properties"]["code"]["enum"],
            json!([0])
        );
        assert_eq!(
            schemas["Extend"]["properties"]["code"]["enum"],
            json!([2000])
        );
        assert!(schemas.get(ERROR_ENVELOPE).is_some());
    }

    #[test]
    fn an_operation_that_cannot_fail_keeps_its_success_answer() {
        let mut d = doc(json!({ "responses": answer("#/components/schemas/Envelope_Thing") }));
        complete_value(&mut d).expect("complete");
        let schema =
            &d["paths"]["/x"]["get"]["responses"]["200"]["content"]["application/json"]["schema"];
        assert_eq!(schema["$ref"], "#/components/schemas/Envelope_Thing");
    }

    #[test]
    fn other_shapes_are_left_alone_and_cannot_declare_codes() {
        let mut plain = doc(json!({
            "parameters": [{ "name": "n", "in": "query" }],
            "responses": answer("#/components/schemas/RankList"),
        }));
        complete_value(&mut plain).expect("complete");
        let schema = &plain["paths"]["/x"]["get"]["responses"]["200"]["content"]["application/json"]
            ["schema"];
        assert_eq!(schema["$ref"], "#/components/schemas/RankList");

        let mut wrong = doc(json!({
            "x-codes": [40400],
            "responses": answer("#/components/schemas/RankList"),
        }));
        assert!(complete_value(&mut wrong).is_err());
    }

    #[test]
    fn a_non_json_answer_gains_the_json_error() {
        let mut d = doc(json!({
            "parameters": [{ "name": "n", "in": "query" }],
            "responses": { "200": { "content": { "image/svg+xml": { "schema": { "type": "string" } } } } },
        }));
        complete_value(&mut d).expect("complete");
        let content = &d["paths"]["/x"]["get"]["responses"]["200"]["content"];
        assert_eq!(content["image/svg+xml"]["schema"]["type"], "string");
        assert_eq!(
            content["application/json"]["schema"]["allOf"][1]["properties"]["code"]["enum"],
            json!([40000])
        );
    }

    #[test]
    fn a_name_or_an_operation_described_twice_is_refused() {
        let doc = |v: Value| -> utoipa::openapi::OpenApi {
            serde_json::from_value(v).unwrap_or_else(|e| panic!("{e}"))
        };
        let info = json!({ "title": "t", "version": "1" });
        let with = |schema: Value, path: &str| {
            doc(json!({
                "openapi": "3.1.0", "info": info,
                "paths": { path: { "get": { "responses": {} } } },
                "components": { "schemas": { "ThemeCount": schema } }
            }))
        };
        let places = with(json!({ "type": "object" }), "/a");
        assert!(no_clash(&places, &with(json!({ "type": "object" }), "/b")).is_ok());
        assert!(no_clash(&places, &with(json!({ "type": "string" }), "/b")).is_err());
        assert!(no_clash(&places, &with(json!({ "type": "object" }), "/a")).is_err());
    }

    #[test]
    fn unknown_codes_are_refused() {
        for bad in [json!([12345]), json!([0]), json!([42900]), json!("40400")] {
            let mut d = doc(json!({
                "x-codes": bad,
                "responses": answer("#/components/schemas/Envelope_Thing"),
            }));
            assert!(complete_value(&mut d).is_err());
        }
    }
}
