//! Reading what visitors and staff send: ids in the path, keys, bodies. Every refusal is
//! 40000 naming the field, before anything is read from or written to the database.

use axum::extract::{Path, rejection::PathRejection};
use serde::Deserialize;
use utoipa::ToSchema;
use youzhe_core::ApiError;
use youzhe_points::rules::{KeyText, key_ok};

use crate::config::{ID_PATTERN, id_ok};

youzhe_core::text_schema!(
    /// A campaign's or a prize's id: 1–64 of `a–z 0–9 -`.
    IdText,
    ::utoipa::openapi::ObjectBuilder::new()
        .schema_type(::utoipa::openapi::Type::String)
        .pattern(Some(ID_PATTERN))
        .min_length(Some(1))
        .max_length(Some(64))
        .into()
);

/// The campaign id in the path.
pub fn campaign_id(p: Result<Path<String>, PathRejection>) -> Result<String, ApiError> {
    match p {
        Ok(Path(id)) if id_ok(&id) => Ok(id),
        _ => Err(ApiError::invalid(
            "id",
            "参数 id 须为 1 到 64 个小写字母、数字或 -",
        )),
    }
}

/// A won prize's id in the path.
pub fn win_id(p: Result<Path<i64>, PathRejection>) -> Result<i64, ApiError> {
    match p {
        Ok(Path(id)) if id >= 1 => Ok(id),
        _ => Err(ApiError::invalid("id", "参数 id 须为正整数")),
    }
}

/// The idempotency key, as the points ledger takes it.
pub fn key(k: &str) -> Result<(), ApiError> {
    if key_ok(k) {
        Ok(())
    } else {
        Err(ApiError::invalid(
            "key",
            "参数 key 须为 1 到 64 个字母、数字或 . _ : -",
        ))
    }
}

/// A draw: only the key.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DrawBody {
    /// Names this draw: the same key answers the first draw again and spends nothing.
    #[schema(value_type = KeyText)]
    pub key: String,
}

/// A shop redemption.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct RedeemBody {
    /// The goods' id in this shop.
    #[schema(value_type = IdText)]
    pub goods_id: String,
    /// Names this redemption: the same key answers the first one again and takes nothing.
    #[schema(value_type = KeyText)]
    pub key: String,
}

/// A typed or scanned redemption code (`ABCDE-FGHJK`, any case, or the QR's text).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CodeBody {
    #[schema(min_length = 1, max_length = 40)]
    pub code: String,
}

/// Marking a physical prize shipped.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ShipBody {
    #[schema(min_length = 1, max_length = 40)]
    pub code: String,
    /// The carrier and waybill number the winner is shown (at most 60 characters).
    #[schema(min_length = 1, max_length = 60)]
    pub tracking: String,
}

/// The delivery address of a physical prize.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AddressBody {
    /// The recipient (1–20 characters, not only spaces).
    #[schema(min_length = 1, max_length = 20, pattern = "\\S")]
    pub name: String,
    /// A mainland mobile number.
    #[schema(pattern = "^1[3-9][0-9]{9}$")]
    pub mobile: String,
    /// Province, city, street and number (5–120 characters, not only spaces).
    #[schema(min_length = 5, max_length = 120, pattern = "\\S")]
    pub address: String,
}

/// The address with each field checked.
pub fn address(b: AddressBody) -> Result<crate::wins::Address, ApiError> {
    // Lengths are counted as sent (what the document says); spaces around are dropped.
    let name = b.name.trim().to_string();
    if name.is_empty() || b.name.chars().count() > 20 {
        return Err(ApiError::invalid(
            "name",
            "请填写收件人姓名（最多 20 个字）",
        ));
    }
    let mobile = b.mobile.clone();
    if !crate::wins::mobile_ok(&mobile) {
        return Err(ApiError::invalid(
            "mobile",
            "请填写正确的手机号（11 位，1 开头）",
        ));
    }
    let address = b.address.trim().to_string();
    if address.is_empty() || !(5..=120).contains(&b.address.chars().count()) {
        return Err(ApiError::invalid(
            "address",
            "请填写详细地址（5 到 120 个字）",
        ));
    }
    Ok(crate::wins::Address {
        name,
        mobile,
        address,
    })
}

/// A code as staff type it, in its stored form.
pub fn code(typed: &str) -> Result<String, ApiError> {
    crate::code::normalise(typed)
        .ok_or_else(|| ApiError::invalid("code", "兑奖码应为 10 位（如 ABCDE-FGHJK）"))
}
