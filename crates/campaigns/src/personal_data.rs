//! A visitor's campaign rows in their export: the chances they earned, their draws and
//! shop redemptions, the prizes they won with the delivery address given. Deleting the
//! account deletes the chances, draws and their lock rows; prizes stay (stock and the
//! winners list count them) but say nothing of who they went to: the address goes.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    Db,
    personal_data::{Exported, PersonalData, Section, Table, Tx, async_trait, section},
    with_db, with_tx,
};

/// A prize they won (`campaign_wins`), with the delivery address they gave, if any.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyPrizeRow {
    pub id: i64,
    pub campaign_id: String,
    pub prize_id: String,
    pub code: String,
    pub state: String,
    pub won_ms: i64,
    pub address_name: Option<String>,
    pub address_mobile: Option<String>,
    pub address: Option<String>,
}

/// Chances they earned in a campaign (`campaign_chances`).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyChanceRow {
    pub campaign_id: String,
    /// The task that earned them and what was done for it (a day, a place, a score).
    pub task: String,
    pub deed: String,
    pub chances: i64,
    /// The Asia/Shanghai day it counted on.
    pub day: String,
    pub at_ms: i64,
}

/// A draw or shop redemption they made (`campaign_draws`).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyDrawRow {
    pub campaign_id: String,
    /// `draw` or `redeem`.
    pub action: String,
    /// The prize it gave (see `prizes`); none for a draw that won nothing.
    pub prize_id: Option<String>,
    pub day: String,
    pub at_ms: i64,
}

/// Where they first took part in a campaign from (`campaign_joins`).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyJoinRow {
    pub campaign_id: String,
    /// The network address their first earn or draw came from.
    pub address: String,
    pub day: String,
    pub at_ms: i64,
}

/// The organisers' block on them, if any (`campaign_blocks`).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyBlockRow {
    /// The organisers' reason.
    pub reason: String,
    pub at_ms: i64,
}

pub struct CampaignData;

#[async_trait]
impl PersonalData for CampaignData {
    fn tables(&self) -> &'static [Table] {
        const TABLES: &[Table] = &[
            Table::kept(
                "campaign_wins",
                "user_id",
                "stock and the winners list count prizes; the address goes",
            ),
            Table::deleted("campaign_addresses", "mobile"),
            Table::deleted("campaign_chances", "user_id"),
            Table::deleted("campaign_draws", "user_id"),
            Table::deleted("campaign_locks", "user_id"),
            Table::deleted("campaign_joins", "user_id"),
            Table::deleted("campaign_blocks", "user_id"),
        ];
        TABLES
    }

    fn sections(&self) -> Vec<Section> {
        vec![
            Section::rows::<MyPrizeRow>(
                "prizes",
                "Every prize they won in a campaign, with the delivery address they gave.",
            ),
            Section::rows::<MyChanceRow>(
                "campaign_chances",
                "Every chance they earned in a campaign, oldest first.",
            ),
            Section::rows::<MyDrawRow>(
                "campaign_draws",
                "Every draw and shop redemption they made, oldest first.",
            ),
            Section::rows::<MyJoinRow>(
                "campaign_joins",
                "Where they first took part in each campaign from (the network address).",
            ),
            Section::rows::<MyBlockRow>(
                "campaign_blocks",
                "The organisers' block on taking part in campaigns, with its reason, if any.",
            ),
        ]
    }

    async fn export(&self, db: &Db, uid: &str) -> anyhow::Result<Vec<Exported>> {
        let prizes: Vec<MyPrizeRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT w.id, w.campaign_id, w.prize_id, w.code, w.state, w.won_ms,
                    a.name AS address_name, a.mobile AS address_mobile, a.address
             FROM campaign_wins w LEFT JOIN campaign_addresses a ON a.win_id = w.id
             WHERE w.user_id = $1 ORDER BY w.id")
            .bind(uid).fetch_all(pool).await)?;
        let chances: Vec<MyChanceRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT campaign_id, task, deed, chances, day, at_ms FROM campaign_chances
             WHERE user_id = $1 ORDER BY id")
            .bind(uid).fetch_all(pool).await)?;
        let draws: Vec<MyDrawRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT campaign_id, action, prize_id, day, at_ms FROM campaign_draws
             WHERE user_id = $1 ORDER BY id")
            .bind(uid).fetch_all(pool).await)?;
        let joins: Vec<MyJoinRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT campaign_id, address, day, at_ms FROM campaign_joins
             WHERE user_id = $1 ORDER BY at_ms, campaign_id")
            .bind(uid).fetch_all(pool).await)?;
        let blocks: Vec<MyBlockRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT reason, at_ms FROM campaign_blocks WHERE user_id = $1")
            .bind(uid).fetch_all(pool).await)?;
        Ok(vec![
            section("prizes", &prizes)?,
            section("campaign_chances", &chances)?,
            section("campaign_draws", &draws)?,
            section("campaign_joins", &joins)?,
            section("campaign_blocks", &blocks)?,
        ])
    }

    async fn erase(&self, tx: &mut Tx, uid: &str, _now_ms: i64) -> sqlx::Result<()> {
        with_tx!(tx, c => {
            for sql in [
                "DELETE FROM campaign_addresses WHERE win_id IN
                    (SELECT id FROM campaign_wins WHERE user_id = $1)",
                "DELETE FROM campaign_chances WHERE user_id = $1",
                "DELETE FROM campaign_draws WHERE user_id = $1",
                "DELETE FROM campaign_locks WHERE user_id = $1",
                "DELETE FROM campaign_joins WHERE user_id = $1",
                "DELETE FROM campaign_blocks WHERE user_id = $1",
            ] {
                sqlx::query(sql).bind(uid).execute(&mut *c).await?;
            }
            Ok(())
        })
    }
}
