//! Every change to an operator account, each in one transaction with its audit row: the
//! API's admins and the `youzhe operator` commands call these and nothing else writes
//! `operators` (sign-in bookkeeping — failure counts, the last one-time-code step — aside,
//! which is not an operator's write).

use serde_json::json;
use youzhe_core::{ApiError, Db, time::now_ms, with_db};

use crate::{
    audit::{self, Actor, Target},
    operator_columns, password, regions,
    role::Role,
    store::{OperatorRow, OperatorView},
};

/// A new account as asked for (scope not yet checked).
pub struct NewOperator {
    pub username: String,
    pub display_name: Option<String>,
    pub role: Role,
    pub city_id: Option<u32>,
    pub county_code: Option<String>,
    pub password: String,
}

/// What an admin changes; absent fields stay. A new role, city or county recomputes the
/// whole scope from the role (new or current) and the city and county given.
#[derive(Default)]
pub struct Changes {
    pub display_name: Option<String>,
    pub role: Option<Role>,
    pub city_id: Option<u32>,
    pub county_code: Option<String>,
    pub disabled: Option<bool>,
    pub password: Option<String>,
}

/// `^[a-z0-9][a-z0-9_.-]{2,31}$`: what a username may be.
pub const USERNAME_PATTERN: &str = "^[a-z0-9][a-z0-9_.-]{2,31}$";

pub fn check_username(u: &str) -> Result<(), ApiError> {
    let ok = (3..=32).contains(&u.len())
        && u.bytes().enumerate().all(|(i, b)| {
            b.is_ascii_lowercase()
                || b.is_ascii_digit()
                || (i > 0 && matches!(b, b'_' | b'.' | b'-'))
        });
    if ok {
        Ok(())
    } else {
        Err(ApiError::invalid(
            "username",
            "用户名须为 3–32 位小写字母、数字或 _ . -，以字母或数字开头",
        ))
    }
}

fn check_display_name(n: &str) -> Result<String, ApiError> {
    let n = n.trim();
    if n.is_empty() || n.chars().count() > 40 {
        return Err(ApiError::invalid("displayName", "显示名称须为 1–40 个字符"));
    }
    Ok(n.to_string())
}

/// The scope a role takes: none for the province-wide roles, a real city for a city
/// editor, a real county (and its city) for a county editor. Errors name the API field.
pub fn scope_for(
    role: Role,
    city_id: Option<u32>,
    county_code: Option<&str>,
) -> Result<(Option<u32>, Option<String>), ApiError> {
    match role {
        Role::ProvinceAdmin | Role::Moderator | Role::Analyst => {
            if city_id.is_some() {
                return Err(ApiError::invalid("cityId", "该角色不限地区，不能指定城市"));
            }
            if county_code.is_some() {
                return Err(ApiError::invalid(
                    "countyCode",
                    "该角色不限地区，不能指定区县",
                ));
            }
            Ok((None, None))
        }
        Role::CityEditor => {
            if county_code.is_some() {
                return Err(ApiError::invalid(
                    "countyCode",
                    "市级编辑只指定城市，不指定区县",
                ));
            }
            match city_id {
                Some(c) if regions::is_city(c) => Ok((Some(c), None)),
                Some(_) => Err(ApiError::invalid("cityId", "没有这个城市")),
                None => Err(ApiError::invalid("cityId", "市级编辑须指定城市 cityId")),
            }
        }
        Role::CountyEditor => {
            let Some(code) = county_code else {
                return Err(ApiError::invalid(
                    "countyCode",
                    "县级编辑须指定区县 countyCode",
                ));
            };
            let Some(city) = regions::city_of_county(code) else {
                return Err(ApiError::invalid("countyCode", "没有这个区县"));
            };
            if city_id.is_some_and(|c| c != city) {
                return Err(ApiError::invalid("cityId", "该区县不属于这个城市"));
            }
            Ok((Some(city), Some(code.to_string())))
        }
    }
}

fn username_taken() -> ApiError {
    ApiError::Conflict("用户名已存在".into())
}

fn no_such_operator() -> ApiError {
    ApiError::NotFound("运营账号不存在".into())
}

/// Creates an account; 40000 naming the field for bad input, 40900 for a taken username.
pub async fn create(db: &Db, actor: &Actor, new: NewOperator) -> Result<OperatorView, ApiError> {
    check_username(&new.username)?;
    let display = check_display_name(new.display_name.as_deref().unwrap_or(&new.username))?;
    let (city, county) = scope_for(new.role, new.city_id, new.county_code.as_deref())?;
    password::check_new("password", &new.password)?;
    if crate::store::by_username(db, &new.username)
        .await?
        .is_some()
    {
        return Err(username_taken());
    }
    let hash = password::hash_blocking(new.password).await?;
    let now = now_ms();
    let sql = concat!(
        "INSERT INTO operators (username, display_name, password_hash, role, city_id, county_code,
            disabled, failed_attempts, created_ms, updated_ms)
         VALUES ($1, $2, $3, $4, $5, $6, FALSE, 0, $7, $7) RETURNING ",
        operator_columns!()
    );
    let row: OperatorRow = with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let row: Result<OperatorRow, sqlx::Error> = sqlx::query_as(sql)
            .bind(&new.username).bind(&display).bind(&hash).bind(new.role.as_str())
            .bind(city.map(i64::from)).bind(&county).bind(now)
            .fetch_one(&mut *tx).await;
        let row = match row {
            Ok(r) => r,
            // Two admins creating the same name at once: the unique index decides.
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => return Err(username_taken()),
            Err(e) => return Err(e.into()),
        };
        audit::record(&mut *tx, actor, "operator.create", Target::new("operator", row.id),
            None, Some(json!(row.view()))).await?;
        tx.commit().await?;
        row
    });
    tracing::info!(operator = %row.username, role = row.role, by = %actor.name, "operator created");
    Ok(row.view())
}

/// Applies `changes` to operator `id`. A password change also clears the lockout; a
/// disable, a password change or a new role or scope ends the operator's sessions (they
/// sign in again under the new terms). `self_id` is the acting admin's id: they may not
/// disable themselves or change their own role.
pub async fn update(
    db: &Db,
    actor: &Actor,
    id: i64,
    changes: Changes,
) -> Result<OperatorView, ApiError> {
    let Some(cur) = crate::store::by_id(db, id).await? else {
        return Err(no_such_operator());
    };
    let display = match &changes.display_name {
        Some(n) => check_display_name(n)?,
        None => cur.display_name.clone(),
    };
    let rescope =
        changes.role.is_some() || changes.city_id.is_some() || changes.county_code.is_some();
    let role = changes.role.unwrap_or(cur.role());
    let (city, county) = if rescope {
        scope_for(role, changes.city_id, changes.county_code.as_deref())?
    } else {
        (
            cur.city_id.and_then(|c| u32::try_from(c).ok()),
            cur.county_code.clone(),
        )
    };
    if let Some(pw) = &changes.password {
        password::check_new("password", pw)?;
    }
    if actor.operator_id == Some(id) {
        if changes.disabled == Some(true) {
            return Err(ApiError::Forbidden("不能停用自己的账号".into()));
        }
        if role != cur.role() {
            return Err(ApiError::Forbidden("不能更改自己的角色".into()));
        }
    }
    let hash = match changes.password.clone() {
        Some(pw) => Some(password::hash_blocking(pw).await?),
        None => None,
    };
    let disabled = changes.disabled.unwrap_or(cur.disabled);
    let ends_sessions = hash.is_some()
        || (disabled && !cur.disabled)
        || role != cur.role()
        || city.map(i64::from) != cur.city_id
        || county != cur.county_code;
    let action = match (&changes, hash.is_some()) {
        (c, _) if c.disabled == Some(true) && !cur.disabled => "operator.disable",
        (c, _) if c.disabled == Some(false) && cur.disabled => "operator.enable",
        (c, true) if c.display_name.is_none() && !rescope && c.disabled.is_none() => {
            "operator.password_reset"
        }
        _ => "operator.update",
    };
    let now = now_ms();
    let sql = concat!(
        "SELECT ",
        operator_columns!(),
        " FROM operators WHERE id = $1"
    );
    let after: OperatorRow = with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let before: OperatorRow = sqlx::query_as(sql).bind(id).fetch_one(&mut *tx).await?;
        sqlx::query(
            "UPDATE operators SET display_name = $2, role = $3, city_id = $4, county_code = $5,
                disabled = $6, password_hash = COALESCE($7, password_hash),
                failed_attempts = CASE WHEN $7 IS NULL THEN failed_attempts ELSE 0 END,
                locked_until_ms = CASE WHEN $7 IS NULL THEN locked_until_ms ELSE NULL END,
                updated_ms = $8
             WHERE id = $1")
            .bind(id).bind(&display).bind(role.as_str()).bind(city.map(i64::from)).bind(&county)
            .bind(disabled).bind(&hash).bind(now)
            .execute(&mut *tx).await?;
        if ends_sessions {
            sqlx::query("UPDATE operator_sessions SET revoked = TRUE WHERE operator_id = $1")
                .bind(id).execute(&mut *tx).await?;
        }
        let after: OperatorRow = sqlx::query_as(sql).bind(id).fetch_one(&mut *tx).await?;
        audit::record(&mut *tx, actor, action, Target::new("operator", id),
            Some(json!(before.view())), Some(json!(after.view()))).await?;
        tx.commit().await?;
        after
    });
    tracing::info!(operator = %after.username, action, by = %actor.name, "operator changed");
    Ok(after.view())
}

/// Sets a new one-time-code secret (base32-free raw bytes, stored hex); the previous one
/// stops working. Audited without the secret.
pub async fn enable_totp(
    db: &Db,
    actor: &Actor,
    id: i64,
    secret: &[u8],
) -> Result<OperatorView, ApiError> {
    let sql = concat!(
        "SELECT ",
        operator_columns!(),
        " FROM operators WHERE id = $1"
    );
    let secret = hex::encode(secret);
    let now = now_ms();
    let after: OperatorRow = with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let Some(before): Option<OperatorRow> = sqlx::query_as(sql).bind(id).fetch_optional(&mut *tx).await? else {
            return Err(no_such_operator());
        };
        sqlx::query("UPDATE operators SET totp_secret = $2, totp_last_step = NULL, updated_ms = $3 WHERE id = $1")
            .bind(id).bind(&secret).bind(now).execute(&mut *tx).await?;
        let after: OperatorRow = sqlx::query_as(sql).bind(id).fetch_one(&mut *tx).await?;
        audit::record(&mut *tx, actor, "operator.totp_enable", Target::new("operator", id),
            Some(json!(before.view())), Some(json!(after.view()))).await?;
        tx.commit().await?;
        after
    });
    Ok(after.view())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames() {
        for ok in ["admin", "ed.hz-1", "a_b", "0ab"] {
            assert!(check_username(ok).is_ok(), "{ok}");
        }
        for bad in ["ab", "Admin", "_ab", "名字名字", "a b c", &"a".repeat(33)] {
            assert!(check_username(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn scopes_follow_the_role() {
        assert_eq!(
            scope_for(Role::CountyEditor, None, Some("330102")).unwrap(),
            (Some(1201), Some("330102".into()))
        );
        assert_eq!(
            scope_for(Role::CityEditor, Some(1202), None).unwrap(),
            (Some(1202), None)
        );
        assert_eq!(
            scope_for(Role::Moderator, None, None).unwrap(),
            (None, None)
        );
        let field = |r: Result<_, ApiError>| match r {
            Err(ApiError::Invalid { field, .. }) => field,
            _ => String::new(),
        };
        assert_eq!(
            field(scope_for(Role::CountyEditor, Some(1202), Some("330102"))),
            "cityId"
        );
        assert_eq!(
            field(scope_for(Role::CountyEditor, None, Some("999999"))),
            "countyCode"
        );
        assert_eq!(
            field(scope_for(Role::CountyEditor, None, None)),
            "countyCode"
        );
        assert_eq!(
            field(scope_for(Role::CityEditor, Some(9999), None)),
            "cityId"
        );
        assert_eq!(field(scope_for(Role::CityEditor, None, None)), "cityId");
        assert_eq!(field(scope_for(Role::Analyst, Some(1201), None)), "cityId");
        assert_eq!(
            field(scope_for(Role::ProvinceAdmin, None, Some("330102"))),
            "countyCode"
        );
    }
}
