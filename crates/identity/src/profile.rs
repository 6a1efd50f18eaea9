//! `GET /ver3/api/v3/http/getUserInfo`: the signed-in visitor's profile, and
//! `POST /ver3/api/v3/user/usertype`: saving the elder/normal style the government app
//! reports (SPEC §1).

use axum::{Json, extract::State};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::{ApiError, ApiResult, Envelope, auth::AuthUser, extract::ApiJson, ok};

use crate::{
    IdentityState,
    visitors::{self, Usertype, Visitor},
};

#[derive(Debug, Serialize, ToSchema)]
pub struct Profile {
    pub uid: String,
    /// The visitor's own openid, when they signed in with one.
    pub openid: Option<String>,
    /// The mobile number the visitor signed in with (theirs to see; pages show it masked).
    pub phone: Option<String>,
    pub nickname: String,
    /// Avatar address (from WeChat), or empty.
    pub avatar: String,
    pub usertype: Usertype,
    /// Tourism points balance.
    pub points: i64,
    /// Whether an Alipay account is linked (docs/IDENTITY.md, "Alipay").
    pub alipay: bool,
}

impl From<Visitor> for Profile {
    fn from(v: Visitor) -> Self {
        Self {
            usertype: if v.usertype == "elder" {
                Usertype::Elder
            } else {
                Usertype::Normal
            },
            uid: v.uid,
            openid: v.openid,
            phone: v.phone,
            nickname: v.nickname,
            avatar: v.avatar,
            points: v.points,
            alipay: v.alipay,
        }
    }
}

/// The signed-in visitor's profile.
#[utoipa::path(get, path = "/ver3/api/v3/http/getUserInfo", tag = "identity",
    security(("bearer" = [])),
    responses((status = 200, description = "The profile; code 40003 without a valid token", body = Envelope<Profile>)))]
pub async fn get_user_info(
    State(s): State<IdentityState>,
    user: AuthUser,
) -> ApiResult<Json<Envelope<Profile>>> {
    let visitor = visitors::by_uid(&s.db, &user.uid)
        .await?
        .ok_or(ApiError::SignInAgain)?;
    Ok(ok(visitor.into()))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SaveUsertype {
    pub usertype: Usertype,
}

/// Save the visitor's usertype (`elder` or `normal`).
#[utoipa::path(post, path = "/ver3/api/v3/user/usertype", tag = "identity",
    security(("bearer" = [])), request_body = SaveUsertype,
    responses((status = 200, description = "The updated profile; 40000 for another value; 40003 without a valid token",
        body = Envelope<Profile>)))]
pub async fn save_usertype(
    State(s): State<IdentityState>,
    user: AuthUser,
    ApiJson(body): ApiJson<SaveUsertype>,
) -> ApiResult<Json<Envelope<Profile>>> {
    if !visitors::set_usertype(&s.db, &user.uid, body.usertype).await? {
        return Err(ApiError::SignInAgain);
    }
    let visitor = visitors::by_uid(&s.db, &user.uid)
        .await?
        .ok_or(ApiError::SignInAgain)?;
    Ok(ok(visitor.into()))
}
