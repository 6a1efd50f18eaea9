//! `PUT /ver3/api/v3/me/profile`: the visitor names themselves and picks a picture
//! (docs/IDENTITY.md, "Profile"). The nickname is what reviews and travel notes show for
//! their author, so it passes the sensitive-word list; the picture is one of their own
//! uploaded photos (`POST /ver3/api/v3/media`), shown by its thumbnail.

use axum::{Json, extract::State};
use serde::Deserialize;
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::AuthUser, extract::ApiJson, ok, time::now_ms, with_db,
};

use crate::{IdentityState, profile::Profile, visitors};

/// Longest nickname, in characters: a list's author line stays one line on a phone.
pub const NICKNAME_MAX: usize = 16;

/// Names pages use for others: a visitor may not take them.
const RESERVED: [&str; 2] = ["已注销用户", "游浙官方"];

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EditProfile {
    /// 1–16 characters, spaces around it trimmed; refused when it holds a word on the
    /// sensitive-word list (40000 naming `nickname`).
    #[schema(min_length = 1, max_length = 16, pattern = "\\S")]
    pub nickname: String,
    /// The id of a photo the visitor uploaded (`POST /ver3/api/v3/media`) to use as their
    /// picture, or `""` to go back to none; absent keeps the current one. Another's photo or
    /// an unknown id is refused (40000 naming `avatar`).
    #[schema(max_length = 64)]
    pub avatar: Option<String>,
}

/// Checks and trims a nickname: the text to store, or the refusal naming `nickname`.
pub fn checked_nickname(
    raw: &str,
    words: &youzhe_core::sensitive::Words,
) -> Result<String, ApiError> {
    let nick = raw.trim();
    let field = |msg: &str| ApiError::invalid("nickname", msg);
    if nick.is_empty() {
        return Err(field("请填写昵称"));
    }
    if nick.chars().count() > NICKNAME_MAX {
        return Err(field("昵称最多16个字"));
    }
    if nick.chars().any(char::is_control) {
        return Err(field("昵称不能含有换行等特殊字符"));
    }
    if words.find(nick).is_some() || RESERVED.contains(&nick) {
        return Err(field("昵称含有不宜使用的词语，请换一个"));
    }
    Ok(nick.to_string())
}

/// Sets the signed-in visitor's nickname and picture; answers their profile.
#[utoipa::path(put, path = "/ver3/api/v3/me/profile", tag = "identity",
    security(("bearer" = [])), request_body = EditProfile,
    responses((status = 200, description = "The updated profile; 40000 naming `nickname` (blank, too long, or holding a word on the sensitive-word list) or `avatar` (not a photo of theirs), nothing changed; 40003 without a valid token",
        body = Envelope<Profile>)))]
pub async fn edit_profile(
    State(s): State<IdentityState>,
    user: AuthUser,
    ApiJson(body): ApiJson<EditProfile>,
) -> ApiResult<Json<Envelope<Profile>>> {
    let nickname = checked_nickname(&body.nickname, &s.words)?;
    let avatar = match body.avatar.as_deref().map(str::trim) {
        None => None,
        Some("") => Some(String::new()),
        Some(id) => match youzhe_media::owned(&s.db, &user.uid, &[id.to_string()]).await? {
            Ok(photos) => photos.first().map(|p| p.thumb_url.clone()),
            Err(_) => {
                return Err(ApiError::invalid("avatar", "头像照片没有找到，请重新上传"));
            }
        },
    };
    // Owner-scoped: the row is the token's visitor, never one named in the body.
    let changed = with_db!(&s.db, p => sqlx::query(
        "UPDATE visitors SET nickname = $2, avatar = COALESCE($3, avatar), updated_ms = $4
         WHERE uid = $1")
        .bind(&user.uid).bind(&nickname).bind(avatar).bind(now_ms())
        .execute(p).await.map(|r| r.rows_affected()))?;
    if changed == 0 {
        return Err(ApiError::SignInAgain);
    }
    let visitor = visitors::by_uid(&s.db, &user.uid)
        .await?
        .ok_or(ApiError::SignInAgain)?;
    Ok(ok(visitor.into()))
}

#[cfg(test)]
mod tests {
    use youzhe_core::sensitive::Words;

    use super::*;

    fn refusal(raw: &str) -> Option<String> {
        match checked_nickname(raw, &Words::shipped()) {
            Ok(_) => None,
            Err(ApiError::Invalid { field, msg }) => Some(format!("{field}: {msg}")),
            Err(e) => panic!("{e}"),
        }
    }

    #[test]
    fn nicknames_are_trimmed_bounded_and_clean() {
        assert_eq!(
            checked_nickname("  西湖边的小王 ", &Words::shipped()).unwrap(),
            "西湖边的小王"
        );
        assert_eq!(refusal("   ").unwrap(), "nickname: 请填写昵称");
        assert!(refusal(&"游".repeat(16)).is_none());
        assert!(refusal(&"游".repeat(17)).unwrap().contains("16"));
        assert!(refusal("加 微 信").unwrap().contains("不宜"));
        assert!(refusal("已注销用户").is_some());
        assert!(refusal("小\n王").is_some());
    }
}
