//! A visitor's personal data, declared by the area that stores it (docs/IDENTITY.md, "Your
//! data"). Each area with rows about a visitor implements [`PersonalData`] in its own crate
//! (`personal_data.rs`): which of its tables name a visitor and what deletion does to them,
//! the sections it adds to the visitor's export, and how it deletes. The `mydata` area only
//! walks the list the server assembles: the export is every area's sections, a deletion is
//! every area's `erase` in one transaction, so an account is never half deleted.

use serde::Serialize;
use utoipa::{
    ToSchema,
    openapi::{ArrayBuilder, Ref, RefOr, Schema, schema::ObjectBuilder},
};

use crate::Db;

pub use async_trait::async_trait;

/// One transaction on either store, shared by every area's [`PersonalData::erase`].
pub enum Tx {
    Sqlite(sqlx::Transaction<'static, sqlx::Sqlite>),
    Postgres(sqlx::Transaction<'static, sqlx::Postgres>),
}

impl Tx {
    pub async fn begin(db: &Db) -> sqlx::Result<Self> {
        Ok(match db {
            Db::Sqlite(p) => Tx::Sqlite(p.begin().await?),
            Db::Postgres(p) => Tx::Postgres(p.begin().await?),
        })
    }

    pub async fn commit(self) -> sqlx::Result<()> {
        match self {
            Tx::Sqlite(t) => t.commit().await,
            Tx::Postgres(t) => t.commit().await,
        }
    }
}

/// Runs `$body` with `$c` bound to the transaction's connection (`&mut SqliteConnection` or
/// `&mut PgConnection`), as `with_db!` does for a pool.
#[macro_export]
macro_rules! with_tx {
    ($tx:expr, $c:ident => $body:expr) => {
        match $tx {
            $crate::personal_data::Tx::Sqlite(t) => {
                let $c: &mut sqlx::SqliteConnection = &mut **t;
                $body
            }
            $crate::personal_data::Tx::Postgres(t) => {
                let $c: &mut sqlx::PgConnection = &mut **t;
                $body
            }
        }
    };
}

/// What deleting an account does to a table's rows of that visitor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fate {
    /// Every row of the visitor is deleted.
    Deleted,
    /// The rows stay, for the reason given, pointing at the emptied account (its random id
    /// says nothing of who it was) or emptied themselves.
    Kept(&'static str),
}

/// A table holding a visitor's rows, by the column that names the visitor.
#[derive(Clone, Copy, Debug)]
pub struct Table {
    pub name: &'static str,
    pub column: &'static str,
    pub fate: Fate,
}

impl Table {
    pub const fn deleted(name: &'static str, column: &'static str) -> Self {
        Self {
            name,
            column,
            fate: Fate::Deleted,
        }
    }

    pub const fn kept(name: &'static str, column: &'static str, why: &'static str) -> Self {
        Self {
            name,
            column,
            fate: Fate::Kept(why),
        }
    }
}

/// One top-level field of the export and its schema, for the OpenAPI document.
pub struct Section {
    pub key: &'static str,
    pub schema: RefOr<Schema>,
    /// The named schemas it refers to.
    pub schemas: Vec<(String, RefOr<Schema>)>,
}

impl Section {
    /// A list of `T`, in the order the description gives.
    pub fn rows<T: ToSchema>(key: &'static str, description: &str) -> Self {
        let mut schemas = vec![(T::name().into_owned(), T::schema())];
        T::schemas(&mut schemas);
        let schema = ArrayBuilder::new()
            .items(Ref::from_schema_name(T::name()))
            .description(Some(description))
            .build();
        Self {
            key,
            schema: RefOr::T(Schema::Array(schema)),
            schemas,
        }
    }

    /// One `T`.
    pub fn one<T: ToSchema>(key: &'static str) -> Self {
        let mut schemas = vec![(T::name().into_owned(), T::schema())];
        T::schemas(&mut schemas);
        Self {
            key,
            schema: RefOr::Ref(Ref::from_schema_name(T::name())),
            schemas,
        }
    }

    /// A value without a named schema of its own (a number).
    pub fn plain<T: utoipa::PartialSchema>(key: &'static str) -> Self {
        Self {
            key,
            schema: T::schema(),
            schemas: Vec::new(),
        }
    }

    /// The export document: `generated_at`, then every section, all required.
    pub fn document(sections: &[Section], description: &str) -> RefOr<Schema> {
        let mut doc = ObjectBuilder::new()
            .description(Some(description))
            .property(
                "generated_at",
                ObjectBuilder::new()
                    .schema_type(utoipa::openapi::Type::String)
                    .description(Some(
                        "When this document was made (`2026-11-25T08:00:00+08:00`).",
                    )),
            )
            .required("generated_at");
        for s in sections {
            doc = doc.property(s.key, s.schema.clone()).required(s.key);
        }
        RefOr::T(Schema::Object(doc.build()))
    }
}

/// A section's value, as it goes into the export.
pub fn section<T: Serialize>(key: &'static str, value: &T) -> anyhow::Result<Exported> {
    Ok((key, serde_json::to_value(value)?))
}

pub type Exported = (&'static str, serde_json::Value);

/// An area's part of a visitor's export and of their account's deletion.
#[async_trait]
pub trait PersonalData: Send + Sync {
    /// Every table of this area with a column naming a visitor, and what deletion does to
    /// its rows (a test checks that the migrations have no other such table).
    fn tables(&self) -> &'static [Table];

    /// The export sections this area fills, in the order of [`PersonalData::export`].
    fn sections(&self) -> Vec<Section>;

    /// The visitor's rows, one value per section.
    async fn export(&self, db: &Db, uid: &str) -> anyhow::Result<Vec<Exported>>;

    /// Deletes (or empties) the visitor's rows inside the account's one transaction.
    async fn erase(&self, tx: &mut Tx, uid: &str, now_ms: i64) -> sqlx::Result<()>;

    /// The ids of the visitor's photos that rows kept after deletion still show (a published
    /// review's): the photos go after the transaction, except these.
    async fn photos_kept(&self, _db: &Db, _uid: &str) -> sqlx::Result<Vec<String>> {
        Ok(Vec::new())
    }
}

/// A comma-separated list of photo ids, as the reviews and corrections store them.
pub fn photo_ids(lists: &[String]) -> Vec<String> {
    lists
        .iter()
        .flat_map(|l| l.split(','))
        .filter(|id| !id.is_empty())
        .map(str::to_string)
        .collect()
}
