//! The body of a new correction and the rules it must keep. Every refusal names the field
//! (40000 with `data.field`), so the page can point at it; nothing is written before all pass.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::ApiError;
use youzhe_geo::LatLng;

use crate::kind::{CorrectionKindWord, CorrectionTargetWord, KIND_WORDS, TARGET_WORDS};

/// At most this many characters of text.
pub const MAX_TEXT: usize = 500;
/// At most this many photos.
pub const MAX_PHOTOS: usize = 9;
/// Content ids are short slugs; anything longer cannot be in the content.
pub const MAX_ID_CHARS: usize = 128;

/// "Something is wrong here". `location` goes with `moved` (required there), `phone` with
/// `phone` (required there); `text` is required for `hours` and `other`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct CorrectionBody {
    #[schema(value_type = CorrectionTargetWord)]
    pub target_kind: String,
    /// The place's or dish's id in the content.
    #[schema(min_length = 1, max_length = 128)]
    pub target_id: String,
    #[schema(value_type = CorrectionKindWord)]
    pub kind: String,
    /// What the visitor saw (at most 500 characters).
    #[serde(default)]
    #[schema(max_length = 500)]
    pub text: String,
    /// Where it is now (GCJ-02), inside Zhejiang: only for `moved`.
    pub location: Option<Pin>,
    /// The right number: a mainland mobile (13812345678), a landline with its area code
    /// (0571-87654321) or a 400/800 number. Only for `phone`.
    #[schema(max_length = 20)]
    pub phone: Option<String>,
    /// Photos the visitor uploaded (their ids from the media upload), at most 9.
    #[serde(default)]
    #[schema(max_items = 9)]
    pub media_ids: Vec<String>,
}

/// A point on the map (GCJ-02).
#[derive(Debug, Clone, Copy, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = CorrectionPin)]
pub struct Pin {
    #[schema(minimum = -90, maximum = 90)]
    pub lat: f64,
    #[schema(minimum = -180, maximum = 180)]
    pub lng: f64,
}

/// A body that keeps every rule that needs no lookup.
#[derive(Debug, Clone, PartialEq)]
pub struct Checked {
    pub target_kind: &'static str,
    pub target_id: String,
    pub kind: &'static str,
    pub text: String,
    pub location: Option<LatLng>,
    pub phone: Option<String>,
    pub media_ids: Vec<String>,
}

fn word(words: &[&'static str], s: &str) -> Option<&'static str> {
    words.iter().copied().find(|w| *w == s)
}

/// Checks the body's own rules (the target's existence, the pin's province and the photos'
/// owner are checked by the handler against the content and the database).
pub fn check(b: CorrectionBody) -> Result<Checked, ApiError> {
    let target_kind = word(&TARGET_WORDS, &b.target_kind)
        .ok_or_else(|| ApiError::invalid("targetKind", "参数 targetKind 须为 place 或 dish"))?;
    let target_id = b.target_id.trim().to_string();
    if target_id.is_empty() || target_id.chars().count() > MAX_ID_CHARS {
        return Err(ApiError::invalid("targetId", "参数 targetId 格式不正确"));
    }
    let kind = word(&KIND_WORDS, &b.kind).ok_or_else(|| {
        ApiError::invalid(
            "kind",
            "参数 kind 须为 closed、moved、phone、hours 或 other",
        )
    })?;
    let text = b.text.trim().to_string();
    if text.chars().count() > MAX_TEXT {
        return Err(ApiError::invalid(
            "text",
            format!("说明最多 {MAX_TEXT} 个字"),
        ));
    }
    if text.is_empty() && matches!(kind, "hours" | "other") {
        return Err(ApiError::invalid("text", "请写一写哪里不对"));
    }
    let location = match (kind, b.location) {
        ("moved", None) => {
            return Err(ApiError::invalid("location", "请在地图上标出新的位置"));
        }
        ("moved", Some(p)) => Some(
            LatLng::new(p.lat, p.lng)
                .ok_or_else(|| ApiError::invalid("location", "位置坐标不正确"))?,
        ),
        (_, Some(_)) => {
            return Err(ApiError::invalid("location", "只有“搬走了”需要标出位置"));
        }
        (_, None) => None,
    };
    let phone = match (kind, b.phone.as_deref().map(str::trim)) {
        ("phone", None | Some("")) => {
            return Err(ApiError::invalid("phone", "请填写正确的电话号码"));
        }
        ("phone", Some(p)) => Some(phone_number(p).ok_or_else(|| {
            ApiError::invalid(
                "phone",
                "电话号码格式不正确（手机、带区号的固话或 400/800 号码）",
            )
        })?),
        (_, Some(p)) if !p.is_empty() => {
            return Err(ApiError::invalid("phone", "只有“电话不对”需要填写电话"));
        }
        _ => None,
    };
    if b.media_ids.len() > MAX_PHOTOS {
        return Err(ApiError::invalid(
            "mediaIds",
            format!("最多 {MAX_PHOTOS} 张照片"),
        ));
    }
    for (i, id) in b.media_ids.iter().enumerate() {
        if id.is_empty() || id.len() > 64 || b.media_ids[..i].contains(id) {
            return Err(ApiError::invalid("mediaIds", "照片不正确或重复"));
        }
    }
    Ok(Checked {
        target_kind,
        target_id,
        kind,
        text,
        location,
        phone,
        media_ids: b.media_ids,
    })
}

/// A mainland phone number, written with or without spaces and hyphens, as its digits
/// (a landline keeps one hyphen after its area code): a mobile `1[3-9]` + 9 digits; a
/// landline `0` + a 2–3 digit area code + a 7–8 digit number; a 400/800 service number.
pub fn phone_number(s: &str) -> Option<String> {
    if s.chars().count() > 20
        || !s
            .chars()
            .all(|c| c.is_ascii_digit() || c == ' ' || c == '-')
    {
        return None;
    }
    let digits: String = s.chars().filter(char::is_ascii_digit).collect();
    let b = digits.as_bytes();
    let mobile = b.len() == 11 && b[0] == b'1' && (b'3'..=b'9').contains(&b[1]);
    let service = b.len() == 10 && (digits.starts_with("400") || digits.starts_with("800"));
    if mobile || service {
        return Some(digits);
    }
    if b.len() >= 10 && b.len() <= 12 && b[0] == b'0' && b[1] != b'0' {
        // Area codes: 010 and 02x are three digits, all others four.
        let area = if b[1] == b'1' || b[1] == b'2' { 3 } else { 4 };
        let rest = b.len() - area;
        if (7..=8).contains(&rest) {
            return Some(format!("{}-{}", &digits[..area], &digits[area..]));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(kind: &str) -> CorrectionBody {
        CorrectionBody {
            target_kind: "place".into(),
            target_id: "scenic-hz-xihu".into(),
            kind: kind.into(),
            text: String::new(),
            location: None,
            phone: None,
            media_ids: vec![],
        }
    }

    fn field(r: Result<Checked, ApiError>) -> String {
        match r {
            Err(ApiError::Invalid { field, .. }) => field,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn phone_numbers_as_visitors_write_them() {
        assert_eq!(
            phone_number("138 1234 5678").as_deref(),
            Some("13812345678")
        );
        assert_eq!(
            phone_number("0571-87654321").as_deref(),
            Some("0571-87654321")
        );
        assert_eq!(
            phone_number("057187654321").as_deref(),
            Some("0571-87654321")
        );
        assert_eq!(phone_number("010-1234567").as_deref(), Some("010-1234567"));
        assert_eq!(phone_number("4008123123").as_deref(), Some("4008123123"));
        for bad in [
            "12812345678",
            "1381234567",
            "+8613812345678",
            "0571-123",
            "abc",
            "00571-87654321",
            "",
        ] {
            assert_eq!(phone_number(bad), None, "{bad}");
        }
    }

    #[test]
    fn each_kind_needs_its_own_detail() {
        assert!(check(body("closed")).is_ok());
        assert_eq!(field(check(body("hours"))), "text");
        assert_eq!(field(check(body("other"))), "text");
        assert_eq!(field(check(body("moved"))), "location");
        assert_eq!(field(check(body("phone"))), "phone");
        let mut b = body("closed");
        b.location = Some(Pin {
            lat: 30.2,
            lng: 120.1,
        });
        assert_eq!(field(check(b)), "location");
        let mut b = body("closed");
        b.phone = Some("13812345678".into());
        assert_eq!(field(check(b)), "phone");
        let mut b = body("phone");
        b.phone = Some("12345".into());
        assert_eq!(field(check(b)), "phone");
        let mut b = body("moved");
        b.location = Some(Pin {
            lat: 91.0,
            lng: 120.1,
        });
        assert_eq!(field(check(b)), "location");
    }

    #[test]
    fn words_ids_text_and_photos_are_bounded() {
        let mut b = body("closed");
        b.target_kind = "line".into();
        assert_eq!(field(check(b)), "targetKind");
        let mut b = body("closed");
        b.target_id = "  ".into();
        assert_eq!(field(check(b)), "targetId");
        assert_eq!(field(check(body("gone"))), "kind");
        let mut b = body("closed");
        b.text = "字".repeat(501);
        assert_eq!(field(check(b)), "text");
        let mut b = body("closed");
        b.text = format!("  {}  ", "字".repeat(500));
        assert_eq!(check(b).map(|c| c.text.chars().count()).ok(), Some(500));
        let mut b = body("closed");
        b.media_ids = (0..10).map(|i| format!("m{i}")).collect();
        assert_eq!(field(check(b)), "mediaIds");
        let mut b = body("closed");
        b.media_ids = vec!["m1".into(), "m1".into()];
        assert_eq!(field(check(b)), "mediaIds");
    }
}
