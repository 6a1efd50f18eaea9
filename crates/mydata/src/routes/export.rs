//! `GET /ver3/api/v3/me/export`: everything the visitor has with us, as one document.

use axum::{Json, extract::State};
use serde::Serialize;
use utoipa::{
    PartialSchema, ToSchema,
    openapi::{OpenApi, RefOr, Schema},
};
use youzhe_core::{
    ApiError, ApiResult, Db, Envelope,
    auth::AuthUser,
    ok,
    personal_data::Section,
    time::{now_ms, rfc3339_shanghai},
};

use super::MyDataState;
use crate::Areas;

const DESCRIPTION: &str = "The visitor's data: every row they wrote or earned, published or not.";

/// The visitor's data: `generated_at`, then each area's sections. Its schema in the
/// OpenAPI document is written from the areas' sections ([`describe`]).
#[derive(Debug, Serialize)]
#[serde(transparent)]
pub struct MyData(pub serde_json::Map<String, serde_json::Value>);

impl PartialSchema for MyData {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        Section::document(&[], DESCRIPTION)
    }
}

impl ToSchema for MyData {}

/// Puts the full `MyData` schema, every area's sections, into the document.
pub fn describe(doc: &mut OpenApi, areas: &Areas) {
    let sections: Vec<Section> = areas.iter().flat_map(|a| a.sections()).collect();
    let schemas = &mut doc.components.get_or_insert_with(Default::default).schemas;
    for s in &sections {
        for (name, schema) in &s.schemas {
            schemas.insert(name.clone(), schema.clone());
        }
    }
    let document = Section::document(&sections, DESCRIPTION);
    // The envelope holds the document inline, as it held the placeholder.
    if let Some(RefOr::T(Schema::Object(envelope))) = schemas.get_mut("Envelope_MyData") {
        envelope.properties.insert("data".into(), document.clone());
    }
    schemas.insert("MyData".into(), document);
}

/// The visitor's export: every area's sections, in the areas' order.
pub async fn export_of(db: &Db, areas: &Areas, uid: &str) -> Result<MyData, ApiError> {
    let mut doc = serde_json::Map::new();
    doc.insert(
        "generated_at".into(),
        serde_json::Value::String(rfc3339_shanghai(now_ms())),
    );
    for area in areas.iter() {
        let sections = area
            .export(db, uid)
            .await
            // An area may refuse in the API's own words (identity: the visitor is gone).
            .map_err(|e| e.downcast::<ApiError>().unwrap_or_else(ApiError::Internal))?;
        for (key, value) in sections {
            doc.insert(key.into(), value);
        }
    }
    Ok(MyData(doc))
}

/// Download everything the signed-in visitor has with us: their account (number, linked
/// WeChat ids present or not, name, picture, style), the pages they viewed while signed in,
/// favourites, points ledger, reviews, reports, corrections, photos, prizes won (with
/// delivery addresses), campaign chances and draws, quizzes and persona tests, Qixi
/// invitations, Monkey King and spot-the-difference rounds, camping sign-ups, photo contest
/// entries and votes, travel notes and likes, and stamps. Only their own rows, never anyone
/// else's.
#[utoipa::path(get, path = "/ver3/api/v3/me/export", tag = "mydata",
    security(("bearer" = [])),
    responses((status = 200, description = "The visitor's data as one document", body = Envelope<MyData>)))]
pub async fn export(
    State(s): State<MyDataState>,
    user: AuthUser,
) -> ApiResult<Json<Envelope<MyData>>> {
    Ok(ok(export_of(&s.db, &s.areas, &user.uid).await?))
}
