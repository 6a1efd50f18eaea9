//! Why the server refuses an earn, a draw or a redemption, and the business code each
//! answers with (docs/CAMPAIGNS.md, "Codes"). Nothing is written when one is returned.

use youzhe_core::ApiError;

use crate::store::minute;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// No such campaign (40400).
    NoCampaign,
    /// The window has not begun (40300), with its dates.
    NotStarted { starts_ms: i64, ends_ms: i64 },
    /// The window is over (40300), with its dates.
    Ended { starts_ms: i64, ends_ms: i64 },
    /// An operator paused it (40300): nothing is earned, drawn or redeemed until resumed.
    Paused,
    /// An operator closed it (40300).
    Closed,
    /// The visitor is on the organisers' block list (40300).
    Blocked,
    /// Too many new accounts joined this campaign from the visitor's network today (40300).
    AddressLimit,
    /// Needs a visitor signed in with a mobile number (40300).
    NeedsPhone,
    /// Needs at least this many points (40300).
    NeedsPoints { min: i64, balance: i64 },
    /// This campaign has no such task (40000 naming `task`).
    NoSuchTask,
    /// A task only the server credits (40300).
    ServerTask,
    /// No chance left to draw with (40900).
    NoChance,
    /// Today's draws or redemptions are used up (40900).
    DailyLimit { per_day: i64 },
    /// Every draw or redemption the campaign allows one visitor is used (40900).
    TotalLimit { in_all: i64 },
    /// A draw in a shop, or a redemption in a campaign that is not one (40900).
    WrongAction,
    /// No such goods in this shop (40400).
    NoGoods,
    /// The goods are gone, or today's are (40900).
    SoldOut,
    /// The points balance is below the price (40900).
    NotEnoughPoints { price: i64, balance: i64 },
}

impl From<Refusal> for ApiError {
    fn from(r: Refusal) -> Self {
        use Refusal::*;
        match r {
            NoCampaign => ApiError::NotFound("没有这个活动".into()),
            NotStarted { starts_ms, ends_ms } => ApiError::Forbidden(format!(
                "活动尚未开始（{} 至 {}）",
                minute(starts_ms),
                minute(ends_ms)
            )),
            Ended { starts_ms, ends_ms } => ApiError::Forbidden(format!(
                "活动已结束（{} 至 {}）",
                minute(starts_ms),
                minute(ends_ms)
            )),
            Paused => ApiError::Forbidden("活动已暂停，恢复后可继续参加".into()),
            Closed => ApiError::Forbidden("活动已结束".into()),
            Blocked => {
                ApiError::Forbidden("你的账号暂时不能参加活动，如有疑问请联系活动主办方".into())
            }
            AddressLimit => ApiError::Forbidden(
                "今天从你所在的网络参加本活动的新账号已经很多了，请明天再来，或用常用的账号参加"
                    .into(),
            ),
            NeedsPhone => ApiError::Forbidden("本活动仅限用手机号登录的用户参加".into()),
            NeedsPoints { min, balance } => {
                ApiError::Forbidden(format!("本活动需要至少 {min} 积分（你有 {balance} 积分）"))
            }
            NoSuchTask => ApiError::invalid("task", "参数 task 不是本活动的任务"),
            ServerTask => ApiError::Forbidden("答题通过的机会由系统发放，不能直接提交".into()),
            NoChance => ApiError::Conflict("抽奖机会已用完，完成任务可获得更多机会".into()),
            DailyLimit { per_day } => {
                ApiError::Conflict(format!("今天的 {per_day} 次已用完，明天再来"))
            }
            TotalLimit { in_all } => {
                ApiError::Conflict(format!("本活动每人最多 {in_all} 次，已全部用完"))
            }
            WrongAction => ApiError::Conflict("本活动不支持这个操作".into()),
            NoGoods => ApiError::NotFound("没有这件商品".into()),
            SoldOut => ApiError::Conflict("商品已兑完".into()),
            NotEnoughPoints { price, balance } => {
                ApiError::Conflict(format!("积分不足：需要 {price} 积分，你有 {balance} 积分"))
            }
        }
    }
}

/// A transaction's result: what it did, or why nothing was done.
pub type Decided<T> = Result<T, Refusal>;
