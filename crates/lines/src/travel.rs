//! The travel-time estimate between two stops: a rule of thumb over the straight-line
//! distance (SPEC §9's haversine), never a timetable. docs/LINES.md states the rule.

use serde::Serialize;
use utoipa::ToSchema;

/// Up to this straight-line distance the estimate is on foot.
pub const WALK_UP_TO_KM: f64 = 1.5;
/// Roads and paths are longer than the straight line by about this factor.
pub const DETOUR: f64 = 1.3;
pub const WALK_KMH: f64 = 4.5;
pub const DRIVE_KMH: f64 = 40.0;

/// How the estimate supposes the visitor goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    Walk,
    Drive,
}

/// The way from the previous stop of the same day.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct Leg {
    /// Straight-line distance, kilometres with two decimals.
    pub distance_km: f64,
    /// The estimate, whole minutes rounded up to 5 (at least 5); not a timetable.
    pub minutes: u32,
    pub mode: Mode,
}

/// The sentence the answer carries so no screen presents the estimate as a timetable.
pub const RULE: &str = "距离为两点间直线距离；用时为估算：直线距离乘以 1.3 作为路程，1.5 公里以内按步行每小时 4.5 公里，更远按驾车每小时 40 公里，向上取整到 5 分钟。不是时刻表，实际交通请自行安排。";

/// The leg for a straight-line distance of `km` kilometres.
pub fn leg(km: f64) -> Leg {
    let (mode, kmh) = if km <= WALK_UP_TO_KM {
        (Mode::Walk, WALK_KMH)
    } else {
        (Mode::Drive, DRIVE_KMH)
    };
    let raw = km * DETOUR / kmh * 60.0;
    // Finite and small: at most the width of the province over 4.5 km/h.
    let five = ((raw / 5.0).ceil().max(1.0)) as u32;
    Leg {
        distance_km: km,
        minutes: five * 5,
        mode,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_hops_walk_and_long_ones_drive() {
        let near = leg(1.0);
        assert_eq!((near.mode, near.minutes), (Mode::Walk, 20));
        let far = leg(40.0);
        assert_eq!((far.mode, far.minutes), (Mode::Drive, 80));
        assert_eq!(leg(0.0).minutes, 5);
    }
}
