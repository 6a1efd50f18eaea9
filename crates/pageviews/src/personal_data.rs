//! A signed-in visitor's page views name them (`visitor_cookie` is their uid, `share_code`
//! the uid of whoever shared the link): the export lists the pages they viewed; deleting
//! the account clears their uid from every view, which stays counted.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    Db,
    personal_data::{Exported, PersonalData, Section, Table, Tx, async_trait, section},
    with_db, with_tx,
};

/// A page they viewed while signed in (`page_views`).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyPageViewRow {
    /// The page's path.
    pub page_path: String,
    /// Where they came from, if the page said.
    pub source: Option<String>,
    pub at_ms: i64,
}

pub struct PageViewData;

#[async_trait]
impl PersonalData for PageViewData {
    fn tables(&self) -> &'static [Table] {
        const TABLES: &[Table] = &[
            Table::kept(
                "page_views",
                "visitor_cookie",
                "the view stays counted, without their uid",
            ),
            Table::kept(
                "page_views",
                "share_code",
                "the view stays counted, without the sharer's uid",
            ),
        ];
        TABLES
    }

    fn sections(&self) -> Vec<Section> {
        vec![Section::rows::<MyPageViewRow>(
            "page_views",
            "Every page they viewed while signed in, oldest first.",
        )]
    }

    async fn export(&self, db: &Db, uid: &str) -> anyhow::Result<Vec<Exported>> {
        let rows: Vec<MyPageViewRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT page_path, source, at_ms FROM page_views WHERE visitor_cookie = $1
             ORDER BY at_ms, id")
            .bind(uid).fetch_all(pool).await)?;
        Ok(vec![section("page_views", &rows)?])
    }

    async fn erase(&self, tx: &mut Tx, uid: &str, _now_ms: i64) -> sqlx::Result<()> {
        with_tx!(tx, c => {
            sqlx::query("UPDATE page_views SET visitor_cookie = NULL WHERE visitor_cookie = $1")
                .bind(uid).execute(&mut *c).await?;
            sqlx::query("UPDATE page_views SET share_code = NULL WHERE share_code = $1")
                .bind(uid).execute(&mut *c).await?;
            Ok(())
        })
    }
}
