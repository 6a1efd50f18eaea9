//! The five operator roles, as stored (`operators.role`) and sent (`role` in the API).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// What an operator is for; docs/OPERATORS.md says what each may do, and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = OperatorRole)]
pub enum Role {
    /// 省级管理员: everything, everywhere; the only role that manages operators and reads the audit log.
    ProvinceAdmin,
    /// 市级编辑: edits content in one city (its counties included).
    CityEditor,
    /// 县级编辑: edits content in one county.
    CountyEditor,
    /// 审核员: decides on visitors' reviews and corrections, province-wide.
    Moderator,
    /// 分析员: reads dashboards, writes nothing.
    Analyst,
}

impl Role {
    pub const ALL: [Role; 5] = [
        Role::ProvinceAdmin,
        Role::CityEditor,
        Role::CountyEditor,
        Role::Moderator,
        Role::Analyst,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Role::ProvinceAdmin => "province_admin",
            Role::CityEditor => "city_editor",
            Role::CountyEditor => "county_editor",
            Role::Moderator => "moderator",
            Role::Analyst => "analyst",
        }
    }

    pub fn parse(s: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.as_str() == s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_match_serde() {
        for r in Role::ALL {
            assert_eq!(Role::parse(r.as_str()), Some(r));
            assert_eq!(
                serde_json::to_value(r).unwrap_or_default(),
                serde_json::Value::String(r.as_str().into())
            );
        }
        assert_eq!(Role::parse("admin"), None);
    }
}
