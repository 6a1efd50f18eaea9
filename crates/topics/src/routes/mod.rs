//! The topics API (docs/TOPICS.md): reads of the content snapshot, and of the page views
//! for the figures.

mod banner;
mod goods;
mod hot;
mod news;
mod qrcode;
mod sharers;
mod statistics;
mod topics;

use std::sync::Arc;

use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_content::{Content, model::Topic, snapshot::Snapshot};
use youzhe_core::{ApiError, Db};

#[derive(Clone)]
pub struct TopicsState {
    pub content: Content,
    pub db: Db,
    /// The site's public origin, without a trailing slash: every QR code points under it.
    pub public_url: Arc<str>,
}

pub fn router(state: TopicsState) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(topics::topic_data_list))
        .routes(routes!(topics::topic_template))
        .routes(routes!(topics::topic_list))
        .routes(routes!(topics::topic_play))
        .routes(routes!(banner::banners))
        .routes(routes!(hot::city_hot_hotels))
        .routes(routes!(hot::city_hot_scenic))
        .routes(routes!(hot::hot_hotels))
        .routes(routes!(hot::hot_scenic))
        .routes(routes!(goods::goods_list))
        .routes(routes!(news::news))
        .routes(routes!(sharers::sharers))
        .routes(routes!(statistics::topic_statistics))
        .routes(routes!(qrcode::applet_code))
        .with_state(state)
}

/// `?id=` of one topic.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TopicId {
    /// The topic id (`topic-songyun`).
    pub id: String,
}

pub(crate) fn topic_not_found() -> ApiError {
    ApiError::NotFound("专题不存在".into())
}

/// The topic named by `id`, or 40400.
pub(crate) fn find_topic<'a>(snap: &'a Snapshot, id: &str) -> Result<&'a Topic, ApiError> {
    crate::build::topic(snap, id.trim()).ok_or_else(topic_not_found)
}
