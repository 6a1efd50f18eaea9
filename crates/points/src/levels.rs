//! Levels by balance (docs/POINTS.md).

use serde::Serialize;
use utoipa::ToSchema;

/// The lowest balance of each level, in order.
pub const LEVELS: [(i64, &str); 4] = [
    (0, "新游客"),
    (100, "浙行者"),
    (500, "浙游达人"),
    (2000, "浙里通"),
];

#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[schema(as = PointsLevel)]
pub struct Level {
    pub name: String,
    /// The balance the level starts at.
    pub min: i64,
}

/// The level a balance is at, and the next one (`None` at the top).
pub fn of(balance: i64) -> (Level, Option<Level>) {
    let i = LEVELS
        .iter()
        .rposition(|(min, _)| balance >= *min)
        .unwrap_or(0);
    let level = |j: usize| {
        LEVELS.get(j).map(|(min, name)| Level {
            name: (*name).to_string(),
            min: *min,
        })
    };
    (
        level(i).unwrap_or(Level {
            name: LEVELS[0].1.into(),
            min: 0,
        }),
        level(i + 1),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_by_balance() {
        assert_eq!(of(0).0.name, "新游客");
        assert_eq!(of(99).1.map(|l| l.min), Some(100));
        assert_eq!(of(100).0.name, "浙行者");
        assert_eq!(of(1999).0.name, "浙游达人");
        assert_eq!(of(5000).0.name, "浙里通");
        assert!(of(5000).1.is_none());
        assert_eq!(of(-5).0.name, "新游客");
    }
}
