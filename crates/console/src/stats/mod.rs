//! The dashboards' figures for a date range, read from what the other areas store: page
//! views (`page_view_daily`, `page_views`), the search log (`search_daily`), reviews and
//! corrections. Each module answers its JSON shape and its CSV rows.
//!
//! Who sees what: figures with a region (places, reviews, corrections — the region of the
//! place or dish in the content) are filtered to a scoped editor's city or county; figures
//! without one (page views by day, page, source and share code; searches) are
//! province-wide, and a scoped editor is refused them (40300).

pub mod corrections;
pub mod pageviews;
pub mod places;
pub mod reviews;
pub mod searches;

use youzhe_core::ApiError;
use youzhe_operators::{Action, OperatorCtx, Refusal, RegionRef, may};

/// Which records of a regional figure an operator sees.
#[derive(Clone, Debug)]
pub enum Seen {
    /// Province admins and analysts: everything.
    All,
    /// City and county editors: records in their region only.
    Region(OperatorCtx),
}

impl Seen {
    /// The operator's view of a regional dashboard; 40300 for a role without dashboards.
    pub fn of(op: &OperatorCtx) -> Result<Self, ApiError> {
        match may(op, Action::ReadDashboard, None) {
            Ok(()) => Ok(Self::All),
            Err(Refusal::Scope) => Ok(Self::Region(op.clone())),
            Err(r) => Err(r.into()),
        }
    }

    /// Whether a record in `region` (none: the content does not place it) counts.
    pub fn sees(&self, region: Option<&RegionRef>) -> bool {
        match self {
            Self::All => true,
            Self::Region(op) => {
                region.is_some_and(|r| may(op, Action::ReadDashboard, Some(r)).is_ok())
            }
        }
    }
}

/// A province-wide dashboard: 40300 for a role without dashboards and for scoped editors.
pub fn province_wide(op: &OperatorCtx) -> Result<(), ApiError> {
    may(op, Action::ReadDashboard, None).map_err(|r| match r {
        Refusal::Scope => ApiError::Forbidden("该统计不分地区，仅省级管理员和分析员可查看".into()),
        r => r.into(),
    })
}

/// The value at fraction `q` of sorted `v` (nearest rank); `None` when empty.
pub fn quantile(v: &[i64], q: f64) -> Option<i64> {
    if v.is_empty() {
        return None;
    }
    let rank = (q * v.len() as f64).ceil().max(1.0) as usize;
    v.get(rank.min(v.len()) - 1).copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use youzhe_operators::Role;

    fn op(role: Role, city: Option<u32>, county: Option<&str>) -> OperatorCtx {
        OperatorCtx {
            id: 1,
            username: "u".into(),
            display_name: "U".into(),
            role,
            city_id: city,
            county_code: county.map(Into::into),
        }
    }

    #[test]
    fn editors_see_their_region_and_are_refused_the_province() {
        let e = op(Role::CountyEditor, Some(1201), Some("330106"));
        let seen = Seen::of(&e).unwrap();
        assert!(seen.sees(Some(&RegionRef::county(1201, "330106"))));
        assert!(!seen.sees(Some(&RegionRef::county(1201, "330102"))));
        assert!(!seen.sees(None));
        assert_eq!(province_wide(&e).unwrap_err().code(), 40300);
        let a = op(Role::Analyst, None, None);
        assert!(Seen::of(&a).unwrap().sees(None));
        assert!(province_wide(&a).is_ok());
        let m = op(Role::Moderator, None, None);
        assert_eq!(Seen::of(&m).unwrap_err().code(), 40300);
        assert_eq!(province_wide(&m).unwrap_err().code(), 40300);
    }

    #[test]
    fn quantiles_by_nearest_rank() {
        let v: Vec<i64> = (1..=10).collect();
        assert_eq!(quantile(&v, 0.5), Some(5));
        assert_eq!(quantile(&v, 0.9), Some(9));
        assert_eq!(quantile(&[7], 0.9), Some(7));
        assert_eq!(quantile(&[], 0.5), None);
    }
}
