//! Extractors that turn every kind of bad input into an [`ApiError::Invalid`] naming the
//! field, instead of axum's plain-text rejections: malformed JSON, wrong types, missing
//! fields, unknown enum values, and bodies over the limit (413).

use axum::{
    body::Bytes,
    extract::{FromRequest, FromRequestParts, Request},
    http::{StatusCode, header, request::Parts},
};
use serde::de::DeserializeOwned;

use crate::ApiError;

/// A JSON body, validated by serde with the failing field's path reported.
#[derive(Debug, Clone, Copy, Default)]
pub struct ApiJson<T>(pub T);

/// Query parameters, with the same field-naming errors.
#[derive(Debug, Clone, Copy, Default)]
pub struct ApiQuery<T>(pub T);

/// An `application/x-www-form-urlencoded` body (e.g. `/wxShare`).
#[derive(Debug, Clone, Copy, Default)]
pub struct ApiForm<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        if !has_content_type(&req, "application/json") {
            return Err(ApiError::invalid(
                "body",
                "请求体必须是 JSON（Content-Type: application/json）",
            ));
        }
        let bytes = read_body(req, state).await?;
        let mut value: serde_json::Value = serde_json::from_slice(&bytes)
            .map_err(|_| ApiError::invalid("body", "请求体不是合法的 JSON"))?;
        whole_numbers(&mut value);
        serde_path_to_error::deserialize(value)
            .map(Self)
            .map_err(|e| {
                let path = e.path().to_string();
                field_error(&path, &e.into_inner().to_string())
            })
    }
}

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for ApiQuery<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, ApiError> {
        let query = parts.uri.query().unwrap_or_default();
        parse_urlencoded(query.as_bytes()).map(Self)
    }
}

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for ApiForm<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        if !has_content_type(&req, "application/x-www-form-urlencoded") {
            return Err(ApiError::invalid(
                "body",
                "请求体必须是表单（application/x-www-form-urlencoded）",
            ));
        }
        let bytes = read_body(req, state).await?;
        parse_urlencoded(&bytes).map(Self)
    }
}

/// JSON has one kind of number: `14.0` is the integer 14 (as JSON Schema reads it), so an
/// integer field takes it. Only whole values a float holds exactly (below 2^53) are
/// rewritten; a larger one was rounded when read and stays a float, refused by an integer.
fn whole_numbers(v: &mut serde_json::Value) {
    use serde_json::Value;
    match v {
        Value::Number(n) if n.is_f64() => {
            const EXACT: f64 = 9_007_199_254_740_992.0; // 2^53
            if let Some(f) = n.as_f64().filter(|f| f.fract() == 0.0 && f.abs() < EXACT) {
                *n = (f as i64).into();
            }
        }
        Value::Array(items) => items.iter_mut().for_each(whole_numbers),
        Value::Object(map) => map.values_mut().for_each(whole_numbers),
        _ => {}
    }
}

fn has_content_type(req: &Request, expected: &str) -> bool {
    req.headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case(expected))
}

/// Buffers the body under the router's `DefaultBodyLimit`, mapping "too large" to 413.
async fn read_body<S: Send + Sync>(req: Request, state: &S) -> Result<Bytes, ApiError> {
    Bytes::from_request(req, state).await.map_err(|r| {
        if r.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::TooLarge
        } else {
            ApiError::invalid("body", "无法读取请求体")
        }
    })
}

fn parse_urlencoded<T: DeserializeOwned>(input: &[u8]) -> Result<T, ApiError> {
    let de = serde_urlencoded::Deserializer::new(form_urlencoded::parse(input));
    serde_path_to_error::deserialize(de).map_err(|e| {
        let path = e.path().to_string();
        field_error(&path, &e.into_inner().to_string())
    })
}

/// Builds the field error. serde reports a missing field at its parent's path with the name
/// only in the message, so the name is lifted out of "missing field `x`".
fn field_error(path: &str, detail: &str) -> ApiError {
    let parent = if path == "." { "" } else { path };
    if let Some(name) = backticked_after(detail, "missing field ") {
        let field = join_path(parent, &name);
        return ApiError::invalid(field.clone(), format!("缺少参数 {field}"));
    }
    let field = if parent.is_empty() {
        "body".to_string()
    } else {
        parent.to_string()
    };
    // A bounded value says itself what was wrong ("须在 1 到 50 之间"); serde_json adds where.
    if detail.starts_with(crate::bounded::OUT_OF_RANGE) {
        let why = detail.split(" at line ").next().unwrap_or(detail);
        return ApiError::invalid(field.clone(), format!("参数 {field} {why}"));
    }
    let why = if detail.starts_with("unknown variant") {
        "取值不在允许范围内"
    } else if detail.starts_with("unknown field") {
        "不是可接受的参数"
    } else {
        "格式不正确"
    };
    // For an unknown field serde already reports the field's own path.
    let field = match backticked_after(detail, "unknown field ") {
        Some(name) if !parent.ends_with(&name) => join_path(parent, &name),
        _ => field,
    };
    ApiError::invalid(field.clone(), format!("参数 {field} {why}"))
}

fn backticked_after(detail: &str, prefix: &str) -> Option<String> {
    let rest = detail.strip_prefix(prefix)?.strip_prefix('`')?;
    Some(rest.split('`').next()?.to_string())
}

fn join_path(parent: &str, name: &str) -> String {
    if parent.is_empty() {
        name.to_string()
    } else {
        format!("{parent}.{name}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Login {
        openid: String,
        inner: Option<Inner>,
    }

    #[derive(Debug, Deserialize)]
    #[allow(dead_code)]
    struct Inner {
        count: u32,
    }

    fn json_err(body: &str) -> (String, String) {
        let de = &mut serde_json::Deserializer::from_str(body);
        let e = serde_path_to_error::deserialize::<_, Login>(de).unwrap_err();
        match field_error(&e.path().to_string(), &e.into_inner().to_string()) {
            ApiError::Invalid { field, msg } => (field, msg),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn names_the_missing_field() {
        assert_eq!(json_err("{}").0, "openid");
        assert_eq!(json_err(r#"{"openid":"a","inner":{}}"#).0, "inner.count");
    }

    #[test]
    fn names_a_field_of_the_wrong_type() {
        let (field, msg) = json_err(r#"{"openid":1}"#);
        assert_eq!(field, "openid");
        assert!(msg.contains("openid"));
        assert_eq!(
            json_err(r#"{"openid":"a","inner":{"count":-1}}"#).0,
            "inner.count"
        );
    }

    #[test]
    fn a_whole_number_written_with_a_fraction_is_an_integer() {
        let mut v = serde_json::json!({"openid": "a", "inner": {"count": 14.0}, "x": [2.0, 2.5]});
        whole_numbers(&mut v);
        assert_eq!(
            v,
            serde_json::json!({"openid": "a", "inner": {"count": 14}, "x": [2, 2.5]})
        );
    }

    #[test]
    fn names_an_unknown_field() {
        assert_eq!(json_err(r#"{"openid":"a","admin":true}"#).0, "admin");
    }

    #[test]
    fn query_errors_name_the_field() {
        #[derive(Debug, Deserialize)]
        #[allow(dead_code)]
        struct Q {
            page: u32,
        }
        match parse_urlencoded::<Q>(b"page=abc") {
            Err(ApiError::Invalid { field, .. }) => assert_eq!(field, "page"),
            other => panic!("{other:?}"),
        }
        match parse_urlencoded::<Q>(b"") {
            Err(ApiError::Invalid { field, .. }) => assert_eq!(field, "page"),
            other => panic!("{other:?}"),
        }
    }
}
