//! The rank list's own shape (SPEC §7, §8): `{result, status{code, message}}`, not the
//! envelope. `status.code` 200 carries the result; a refusal carries `result: null`, the
//! same code as its HTTP status (400 bad input, 404 no such list, 500) and a message a
//! visitor can read, which the app shows as SPEC §8 says.

use axum::{
    body::Bytes,
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use serde::Serialize;
use utoipa::{
    ToSchema,
    openapi::{ObjectBuilder, RefOr, Type, schema::Schema},
};
use youzhe_core::ApiError;

use crate::view::RankLists;

/// The rank lists, with `status.code` 200.
#[derive(Serialize, ToSchema)]
pub struct RankListAnswer {
    pub result: RankLists,
    pub status: RankOk,
}

#[derive(Serialize, ToSchema)]
pub struct RankOk {
    /// Always 200.
    #[schema(minimum = 200, maximum = 200)]
    pub code: u16,
    pub message: String,
}

/// A refused rank-list request: no result, and why.
#[derive(Serialize, ToSchema)]
pub struct RankListRefusal {
    #[schema(schema_with = null)]
    pub result: Option<()>,
    pub status: RankRefused,
}

#[derive(Serialize, ToSchema)]
pub struct RankRefused {
    /// The HTTP status it came with: 400 bad input (the message names the parameter),
    /// 404 no such list, 500 a failure on our side.
    #[schema(minimum = 400, maximum = 599)]
    pub code: u16,
    pub message: String,
}

fn null() -> RefOr<Schema> {
    ObjectBuilder::new().schema_type(Type::Null).into()
}

/// The success answer, serialised once and kept.
pub fn ok_json(result: &RankLists) -> Result<Bytes, serde_json::Error> {
    serde_json::to_vec(&RankListAnswer {
        result: result.clone(),
        status: RankOk {
            code: 200,
            message: "ok".into(),
        },
    })
    .map(Bytes::from)
}

/// A kept JSON body as a 200 answer.
pub fn json_response(body: Bytes) -> Response {
    let mut res = body.into_response();
    res.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    res
}

/// A refusal in the rank list's shape.
pub fn refused(status: StatusCode, message: impl Into<String>) -> Response {
    let body = RankListRefusal {
        result: None,
        status: RankRefused {
            code: status.as_u16(),
            message: message.into(),
        },
    };
    (status, axum::Json(body)).into_response()
}

/// Bad input (the extractor's error, which names the parameter) in the rank list's shape.
pub fn bad_input(e: ApiError) -> Response {
    refused(StatusCode::BAD_REQUEST, e.to_string())
}

pub fn no_such_list() -> Response {
    refused(StatusCode::NOT_FOUND, "榜单不存在")
}

pub fn failed() -> Response {
    refused(
        StatusCode::INTERNAL_SERVER_ERROR,
        "服务器内部错误，无法完成请求",
    )
}
