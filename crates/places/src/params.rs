//! Checks of the query values the places endpoints share; each failure names its field
//! as the query spells it (`priceLevel`, `lat`).

use youzhe_content::{accessibility, validate::FACILITIES};
use youzhe_core::ApiError;

use crate::groups::comma_list;

/// Longest keyword accepted, in characters (the place list and search).
pub const MAX_KEYWORD: usize = 50;
pub const DEFAULT_RADIUS_KM: f64 = 5.0;
pub const MAX_RADIUS_KM: f64 = 50.0;

/// A search radius in km: [`DEFAULT_RADIUS_KM`] when absent, else above 0 and at most
/// [`MAX_RADIUS_KM`]. The nearby and "around" lists share it.
pub fn radius_km(radius: Option<f64>) -> Result<f64, ApiError> {
    let radius = radius.unwrap_or(DEFAULT_RADIUS_KM);
    if !radius.is_finite() || radius <= 0.0 || radius > MAX_RADIUS_KM {
        return Err(ApiError::invalid(
            "radius",
            format!("半径须大于 0 公里，且不超过 {MAX_RADIUS_KM} 公里"),
        ));
    }
    Ok(radius)
}

/// The price levels, one digit each, 0 (cheapest) to 4.
const PRICE_LEVELS: [&str; 5] = ["0", "1", "2", "3", "4"];

youzhe_core::comma_words_schema!(
    /// A comma list of price levels as a query spells it (`0,2`).
    PriceLevels,
    PRICE_LEVELS
);

youzhe_core::comma_words_schema!(
    /// A comma list of facility keys (`wifi,parking`): the content's own vocabulary.
    FacilityWords,
    FACILITIES
);

/// A comma list of price levels 0–4.
pub fn price_levels(s: Option<&str>) -> Result<Vec<u8>, ApiError> {
    let mut out = Vec::new();
    for v in comma_list(s) {
        // One digit exactly, as the document says (not `04` or `+1`).
        match v.parse::<u8>() {
            Ok(level) if PRICE_LEVELS.contains(&v) => out.push(level),
            _ => {
                return Err(ApiError::invalid(
                    "priceLevel",
                    format!("价格档位 {v} 无效（0–4）"),
                ));
            }
        }
    }
    Ok(out)
}

/// A comma list of facility keys, each one known.
pub fn facilities(s: Option<&str>) -> Result<Vec<String>, ApiError> {
    let mut out = Vec::new();
    for v in comma_list(s) {
        if !FACILITIES.contains(&v) {
            return Err(ApiError::invalid("facilities", format!("未知的设施 {v}")));
        }
        out.push(v.to_string());
    }
    Ok(out)
}

youzhe_core::comma_words_schema!(
    /// A comma list of accessibility fact keys (`step_free_entrance,accessible_toilet`).
    AccessibilityWords,
    accessibility::FACTS
);

/// A comma list of accessibility fact keys, each one known.
pub fn accessibility(s: Option<&str>) -> Result<Vec<String>, ApiError> {
    let mut out = Vec::new();
    for v in comma_list(s) {
        if !accessibility::FACTS.contains(&v) {
            return Err(ApiError::invalid(
                "accessibility",
                format!("未知的无障碍条件 {v}"),
            ));
        }
        out.push(v.to_string());
    }
    Ok(out)
}

/// A trimmed keyword of at most [`MAX_KEYWORD`] characters.
pub fn keyword(s: Option<&str>) -> Result<String, ApiError> {
    let k = s.unwrap_or("").trim();
    if k.chars().count() > MAX_KEYWORD {
        return Err(ApiError::invalid(
            "keyword",
            format!("关键词不能超过 {MAX_KEYWORD} 个字"),
        ));
    }
    Ok(k.to_string())
}

/// A count in 1…`max`, `default` when absent.
pub fn bounded(v: Option<u32>, default: u32, max: u32, field: &str) -> Result<usize, ApiError> {
    match v.unwrap_or(default) {
        n if (1..=max).contains(&n) => Ok(n as usize),
        _ => Err(ApiError::invalid(
            field,
            format!("参数 {field} 须在 1 到 {max} 之间"),
        )),
    }
}

/// A required id: present and not blank.
pub fn id<'a>(v: Option<&'a str>, field: &str) -> Result<&'a str, ApiError> {
    match v.map(str::trim) {
        Some(id) if !id.is_empty() => Ok(id),
        _ => Err(ApiError::invalid(field, format!("缺少参数 {field}"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testdata::invalid_field as field;

    #[test]
    fn price_levels_and_facilities_are_checked() {
        assert_eq!(price_levels(Some("0,4")).unwrap(), vec![0, 4]);
        assert_eq!(field(price_levels(Some("5")).unwrap_err()), "priceLevel");
        assert_eq!(field(price_levels(Some("-1")).unwrap_err()), "priceLevel");
        assert_eq!(facilities(Some("wifi,pool")).unwrap(), vec!["wifi", "pool"]);
        assert_eq!(field(facilities(Some("sauna")).unwrap_err()), "facilities");
        assert_eq!(
            accessibility(Some("lift, audio_guide")).unwrap(),
            vec!["lift", "audio_guide"]
        );
        assert_eq!(
            field(accessibility(Some("lift,ramp")).unwrap_err()),
            "accessibility"
        );
    }

    #[test]
    fn keyword_sizes_and_ids() {
        assert_eq!(keyword(Some(" 西湖 ")).unwrap(), "西湖");
        assert_eq!(
            field(keyword(Some(&"西".repeat(51))).unwrap_err()),
            "keyword"
        );
        assert_eq!(bounded(None, 6, 20, "size").unwrap(), 6);
        assert_eq!(field(bounded(Some(21), 6, 20, "size").unwrap_err()), "size");
        assert_eq!(field(bounded(Some(0), 6, 20, "size").unwrap_err()), "size");
        assert_eq!(id(Some("x"), "id").unwrap(), "x");
        assert_eq!(field(id(Some(" "), "id").unwrap_err()), "id");
    }
}
