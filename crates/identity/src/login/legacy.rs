//! `POST /ver3/api/v3/user/login`: the legacy sign-in entry (the client sends it without a
//! token, SPEC §7). It is one door to both ways in, so older pages that post here keep
//! working: `{openid, ts?, sign?}` signs in like the openid login (same link rules, same
//! limits); `{code, user_id?, state?}` like the WeChat code login; `{phone, code}` signs in
//! by mobile number and SMS code (`crate::phone`), with `user_id?` as the code login's. Exactly one way must be given. The
//! answer is the same token record.

use axum::{Json, extract::State};
use serde::Deserialize;
use utoipa::{
    PartialSchema, ToSchema,
    openapi::{RefOr, schema::Schema},
};
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::MaybeAuthUser, client_ip::ClientIp, extract::ApiJson, ok,
};

use super::openid::{OpenidLogin, sign_in};
use crate::{
    IdentityState,
    phone::verify::phone_sign_in,
    tokens::TokenRecord,
    wechat::code_login::{CodeLogin, code_sign_in},
};

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LegacyLogin {
    /// Sign in by openid (as `/open-id/login`).
    pub openid: Option<String>,
    #[serde(default, deserialize_with = "super::int_or_string")]
    pub ts: Option<i64>,
    pub sign: Option<String>,
    /// Sign in by WeChat authorization code (as `/wechat/v1/code/login`).
    pub code: Option<String>,
    pub user_id: Option<String>,
    pub state: Option<String>,
    /// Sign in by mobile number, with the SMS code in `code`.
    pub phone: Option<String>,
}

/// Described by hand: the document must say "exactly one of `openid` and `code`", which
/// a derived schema cannot. The field rules are the two logins' own (their schemas).
impl PartialSchema for LegacyLogin {
    fn schema() -> RefOr<Schema> {
        use utoipa::openapi::{
            AllOfBuilder, ObjectBuilder, OneOfBuilder, Type,
            schema::{AdditionalProperties, SchemaType},
        };
        // The field as the login that owns it describes it.
        let field = |of: RefOr<Schema>, name: &str| -> RefOr<Schema> {
            match of {
                RefOr::T(Schema::Object(o)) => o.properties.get(name).cloned(),
                _ => None,
            }
            .unwrap_or_else(|| ObjectBuilder::new().schema_type(Type::String).into())
        };
        let text_or_null =
            || ObjectBuilder::new().schema_type(SchemaType::from_iter([Type::String, Type::Null]));
        let null = || ObjectBuilder::new().schema_type(Type::Null);
        let fields = ObjectBuilder::new()
            .schema_type(Type::Object)
            .additional_properties(Some(AdditionalProperties::FreeForm(false)))
            .property(
                "openid",
                text_or_null().description(Some("Sign in by openid (as `/open-id/login`).")),
            )
            .property(
                "ts",
                OneOfBuilder::new()
                    .item(ObjectBuilder::new().schema_type(Type::Null))
                    .item(super::UnixSeconds::schema()),
            )
            .property("sign", text_or_null())
            .property(
                "code",
                text_or_null().description(Some(
                    "Sign in by WeChat authorization code (as `/wechat/v1/code/login`).",
                )),
            )
            .property("user_id", text_or_null())
            .property("state", text_or_null())
            .property(
                "phone",
                text_or_null().description(Some(
                    "Sign in by mobile number; `code` is then the 6-digit SMS code \
                     (from `/ver3/api/v3/user/login/code`).",
                )),
            );
        let pattern = |p: &str| {
            ObjectBuilder::new()
                .schema_type(Type::String)
                .pattern(Some(p))
        };
        let exactly_one = OneOfBuilder::new()
            .item(
                ObjectBuilder::new()
                    .required("openid")
                    .property("openid", field(OpenidLogin::schema(), "openid"))
                    .property("code", null())
                    .property("phone", null()),
            )
            .item(
                ObjectBuilder::new()
                    .required("code")
                    .property("code", field(CodeLogin::schema(), "code"))
                    .property("openid", null())
                    .property("phone", null()),
            )
            .item(
                ObjectBuilder::new()
                    .required("phone")
                    .required("code")
                    .property("phone", pattern(crate::phone::PHONE_PATTERN))
                    .property("code", pattern(crate::phone::CODE_PATTERN))
                    .property("openid", null()),
            );
        AllOfBuilder::new().item(fields).item(exactly_one).into()
    }
}

impl ToSchema for LegacyLogin {}

/// Sign in: by openid, by WeChat code, or by mobile number and SMS code.
#[utoipa::path(post, path = "/ver3/api/v3/user/login", tag = "identity",
    request_body = LegacyLogin,
    extensions(("x-codes" = json!([40300, 40900, 50200, 50300]))),
    responses(
        (status = 200, description = "The token record; the codes of the openid or code login; \
            for a phone sign-in 40000 bad number or code format, 40300 wrong, expired or used code, \
            50300 SMS sign-in not configured", body = Envelope<TokenRecord>),
        (status = 429, description = "Too many sign-ins from this address"),
    ))]
pub async fn legacy_login(
    State(s): State<IdentityState>,
    ClientIp(ip): ClientIp,
    headers: axum::http::HeaderMap,
    MaybeAuthUser(signed_in): MaybeAuthUser,
    ApiJson(body): ApiJson<LegacyLogin>,
) -> ApiResult<Json<Envelope<TokenRecord>>> {
    if let Some(phone) = body.phone {
        if body.openid.is_some() {
            return Err(ApiError::invalid("openid", "openid 与 phone 只能传一个"));
        }
        let Some(code) = body.code else {
            return Err(ApiError::invalid("code", "请输入6位数字验证码"));
        };
        s.limits.login.check(&ip.to_string()).await?;
        // The share code, kept only when it could be a uid (as the code login does).
        let referrer = body
            .user_id
            .as_deref()
            .map(str::trim)
            .filter(|v| !v.is_empty() && v.len() <= 128);
        return Ok(ok(phone_sign_in(
            &s,
            signed_in.as_ref(),
            &phone,
            &code,
            referrer,
        )
        .await?));
    }
    match (body.openid, body.code) {
        (Some(openid), None) => {
            s.limits.login.check(&ip.to_string()).await?;
            let login = OpenidLogin {
                openid,
                ts: body.ts,
                sign: body.sign,
            };
            Ok(ok(sign_in(&s, &login).await?))
        }
        (None, Some(code)) => {
            s.limits.code_login.check(&ip.to_string()).await?;
            let login = CodeLogin {
                code,
                user_id: body.user_id,
                state: body.state,
            };
            Ok(ok(code_sign_in(&s, &headers, &login).await?))
        }
        (Some(_), Some(_)) => Err(ApiError::invalid("code", "openid 与 code 只能传一个")),
        (None, None) => Err(ApiError::invalid("openid", "缺少参数 openid 或 code")),
    }
}

#[cfg(test)]
mod schema_tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_document_says_exactly_one_of_openid_and_code() {
        let doc = serde_json::to_value(LegacyLogin::schema()).unwrap_or_default();
        let one_of = &doc["allOf"][1]["oneOf"];
        assert_eq!(one_of[0]["required"], json!(["openid"]));
        assert_eq!(one_of[1]["required"], json!(["code"]));
        assert_eq!(one_of[2]["required"], json!(["phone", "code"]));
        assert!(one_of[0]["properties"]["openid"]["pattern"].is_string());
    }
}
