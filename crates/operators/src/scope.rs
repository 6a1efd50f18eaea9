//! Who may do what, and where: the one check every operator action goes through, on the
//! server, before anything is read for writing (docs/OPERATORS.md, "Roles").
//!
//! ```text
//! // content editing, in a handler taking `op: Operator`:
//! let place = snapshot.place(id)?;
//! may(&op, Action::EditContent, Some(&RegionRef::county(place.city_id, &place.county_code)))?;
//! // moderation:      may(&op, Action::Moderate, None)?;
//! // dashboards:      may(&op, Action::ReadDashboard, Some(&RegionRef::city(1201)))?;
//! ```
//!
//! A [`Refusal`] converts into 40300 (`?` in a handler). The target region is the record's
//! own, read from the record on the server, never taken from the request.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::ApiError;

use crate::role::Role;

/// A signed-in operator as the checks see them: who, which role, which scope.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OperatorCtx {
    pub id: i64,
    pub username: String,
    pub display_name: String,
    pub role: Role,
    /// The city a city or county editor works in (a county editor's is its county's city).
    pub city_id: Option<u32>,
    /// The county a county editor works in (official code, '330102').
    pub county_code: Option<String>,
}

/// Something an operator does. Later areas add their actions here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Create, change or disable operator accounts.
    ManageOperators,
    /// Read the audit log.
    ReadAudit,
    /// Read content records in the console (places, dishes, lines …).
    ReadContent,
    /// Create, change or remove content records.
    EditContent,
    /// Decide on visitors' reviews and corrections.
    Moderate,
    /// Read dashboards and statistics.
    ReadDashboard,
    /// Publish a submitted content version, or send it back with a reason. A county
    /// editor drafts and submits; the city (or province) publishes.
    PublishContent,
    /// Enter crowd levels and notices for the live pages.
    EditLive,
    /// Mark a visitor's prize redeemed or shipped; read the delivery address it goes to.
    HandlePrizes,
    /// Change a campaign's window, rules and its prizes' stock, weight and daily cap
    /// (province-wide: campaigns belong to no city).
    EditCampaigns,
    /// Create a campaign as a draft and submit it for a province admin's approval (city and
    /// county editors; the province admin publishes it). Campaigns belong to no city, so no
    /// region is checked: an editor moves only the drafts they created.
    DraftCampaigns,
    /// Read a camping event's sign-ups with the visitors' full contact numbers (the
    /// organiser, who calls them about weather and meeting points): the province, and the
    /// city editor of the campsite's city. Others who edit the region see them masked.
    HandleSignups,
}

/// Where a record is: a city, or a county in its city. `None` as a target means
/// province-wide (a record with no region, or an action on the whole province).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionRef {
    pub city_id: u32,
    pub county_code: Option<String>,
}

impl RegionRef {
    pub fn city(city_id: u32) -> Self {
        Self {
            city_id,
            county_code: None,
        }
    }

    pub fn county(city_id: u32, county_code: &str) -> Self {
        Self {
            city_id,
            county_code: Some(county_code.to_string()),
        }
    }
}

/// Why an action was refused (for logs and tests; the operator sees 40300 and the message).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The role never does this.
    Role,
    /// The role does this, but not in that place.
    Scope,
}

impl From<Refusal> for ApiError {
    fn from(r: Refusal) -> Self {
        ApiError::Forbidden(
            match r {
                Refusal::Role => "您的角色无权进行此操作",
                Refusal::Scope => "该记录不在您负责的地区",
            }
            .into(),
        )
    }
}

/// Whether `op` may take `action` on a record in `target` (`None`: province-wide).
///
/// | role | operators, audit | read/edit content | publish | moderate | dashboards | live | prizes | campaigns | draft campaigns | camping sign-ups |
/// |---|---|---|---|---|---|---|---|---|---|---|
/// | province admin | yes | anywhere | anywhere | yes | anywhere | anywhere | yes | yes | yes | anywhere |
/// | city editor | no | its city (and its counties) | its city | no | its city | its city | no | no | yes | its city |
/// | county editor | no | its county | no | no | its county | its county | no | no | yes | no |
/// | moderator | no | read anywhere, edit no | no | yes | no | no | yes | no | no | no |
/// | analyst | no | read anywhere, edit no | no | no | anywhere | no | no | no | no | no |
///
/// A scoped editor is refused a province-wide target: what belongs to no city is the
/// province's.
pub fn may(op: &OperatorCtx, action: Action, target: Option<&RegionRef>) -> Result<(), Refusal> {
    use Action::*;
    use Role::*;
    match (op.role, action) {
        (ProvinceAdmin, _) => Ok(()),
        (CityEditor, PublishContent | HandleSignups)
        | (CityEditor | CountyEditor, ReadContent | EditContent | ReadDashboard | EditLive) => {
            if in_scope(op, target) {
                Ok(())
            } else {
                Err(Refusal::Scope)
            }
        }
        (CityEditor | CountyEditor, DraftCampaigns) => Ok(()),
        (Moderator, ReadContent | Moderate | HandlePrizes) => Ok(()),
        (Analyst, ReadContent | ReadDashboard) => Ok(()),
        _ => Err(Refusal::Role),
    }
}

fn in_scope(op: &OperatorCtx, target: Option<&RegionRef>) -> bool {
    let Some(t) = target else { return false };
    match op.role {
        Role::CityEditor => op.city_id == Some(t.city_id),
        Role::CountyEditor => {
            op.city_id == Some(t.city_id)
                && op.county_code.is_some()
                && op.county_code == t.county_code
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    const ALL: [Action; 12] = [
        Action::ManageOperators,
        Action::ReadAudit,
        Action::ReadContent,
        Action::EditContent,
        Action::Moderate,
        Action::ReadDashboard,
        Action::PublishContent,
        Action::EditLive,
        Action::HandlePrizes,
        Action::EditCampaigns,
        Action::DraftCampaigns,
        Action::HandleSignups,
    ];

    #[test]
    fn admin_may_do_everything_everywhere() {
        let a = op(Role::ProvinceAdmin, None, None);
        for act in ALL {
            assert_eq!(may(&a, act, None), Ok(()));
            assert_eq!(
                may(&a, act, Some(&RegionRef::county(1202, "330203"))),
                Ok(())
            );
        }
    }

    #[test]
    fn county_editor_edits_only_its_county() {
        let e = op(Role::CountyEditor, Some(1201), Some("330102"));
        let own = RegionRef::county(1201, "330102");
        let sibling = RegionRef::county(1201, "330105");
        let other_city = RegionRef::county(1202, "330203");
        assert_eq!(may(&e, Action::EditContent, Some(&own)), Ok(()));
        assert_eq!(
            may(&e, Action::EditContent, Some(&sibling)),
            Err(Refusal::Scope)
        );
        assert_eq!(
            may(&e, Action::EditContent, Some(&other_city)),
            Err(Refusal::Scope)
        );
        // The city as a whole is wider than the county.
        assert_eq!(
            may(&e, Action::EditContent, Some(&RegionRef::city(1201))),
            Err(Refusal::Scope)
        );
        assert_eq!(may(&e, Action::EditContent, None), Err(Refusal::Scope));
        // A campaign belongs to no county: the editor drafts it, the province publishes.
        assert_eq!(may(&e, Action::DraftCampaigns, None), Ok(()));
        for act in [
            Action::ManageOperators,
            Action::ReadAudit,
            Action::Moderate,
            Action::PublishContent,
            Action::HandlePrizes,
            Action::EditCampaigns,
            Action::HandleSignups,
        ] {
            assert_eq!(may(&e, act, Some(&own)), Err(Refusal::Role));
        }
    }

    #[test]
    fn city_editor_edits_its_city_and_its_counties() {
        let e = op(Role::CityEditor, Some(1201), None);
        assert_eq!(
            may(&e, Action::EditContent, Some(&RegionRef::city(1201))),
            Ok(())
        );
        assert_eq!(
            may(
                &e,
                Action::EditContent,
                Some(&RegionRef::county(1201, "330105"))
            ),
            Ok(())
        );
        assert_eq!(
            may(
                &e,
                Action::EditContent,
                Some(&RegionRef::county(1202, "330203"))
            ),
            Err(Refusal::Scope)
        );
        assert_eq!(may(&e, Action::EditContent, None), Err(Refusal::Scope));
        assert_eq!(may(&e, Action::ManageOperators, None), Err(Refusal::Role));
    }

    #[test]
    fn the_city_publishes_what_its_counties_submit() {
        let city = op(Role::CityEditor, Some(1201), None);
        let county = op(Role::CountyEditor, Some(1201), Some("330102"));
        let own = RegionRef::county(1201, "330102");
        assert_eq!(may(&city, Action::PublishContent, Some(&own)), Ok(()));
        assert_eq!(
            may(
                &city,
                Action::PublishContent,
                Some(&RegionRef::county(1202, "330203"))
            ),
            Err(Refusal::Scope)
        );
        assert_eq!(
            may(&county, Action::PublishContent, Some(&own)),
            Err(Refusal::Role)
        );
        assert_eq!(may(&county, Action::EditLive, Some(&own)), Ok(()));
        // The city organises its camping events: full numbers there, nowhere else.
        assert_eq!(may(&city, Action::HandleSignups, Some(&own)), Ok(()));
        assert_eq!(
            may(
                &city,
                Action::HandleSignups,
                Some(&RegionRef::county(1202, "330203"))
            ),
            Err(Refusal::Scope)
        );
        assert_eq!(may(&city, Action::HandleSignups, None), Err(Refusal::Scope));
    }

    #[test]
    fn a_scoped_role_without_its_scope_is_refused() {
        // A row that lost its scope must not fall open.
        let e = op(Role::CountyEditor, Some(1201), None);
        assert_eq!(
            may(&e, Action::EditContent, Some(&RegionRef::city(1201))),
            Err(Refusal::Scope)
        );
        let c = op(Role::CityEditor, None, None);
        assert_eq!(
            may(&c, Action::EditContent, Some(&RegionRef::city(1201))),
            Err(Refusal::Scope)
        );
    }

    #[test]
    fn moderator_and_analyst_never_edit_or_manage() {
        let m = op(Role::Moderator, None, None);
        let a = op(Role::Analyst, None, None);
        let r = RegionRef::city(1201);
        assert_eq!(may(&m, Action::Moderate, None), Ok(()));
        assert_eq!(may(&a, Action::ReadDashboard, Some(&r)), Ok(()));
        for who in [&m, &a] {
            assert_eq!(may(who, Action::ReadContent, Some(&r)), Ok(()));
            for act in [
                Action::EditContent,
                Action::ManageOperators,
                Action::ReadAudit,
                Action::EditCampaigns,
                Action::HandleSignups,
            ] {
                assert_eq!(may(who, act, Some(&r)), Err(Refusal::Role));
            }
        }
        assert_eq!(may(&a, Action::Moderate, None), Err(Refusal::Role));
        assert_eq!(may(&m, Action::ReadDashboard, None), Err(Refusal::Role));
    }

    #[test]
    fn refusals_are_40300() {
        assert_eq!(ApiError::from(Refusal::Scope).code(), 40300);
        assert_eq!(ApiError::from(Refusal::Role).code(), 40300);
    }
}
