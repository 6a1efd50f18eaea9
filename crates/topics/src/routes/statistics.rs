//! `GET /ver3/api/v3/topic-statistics`: a topic's views and visitors, from the page views
//! of its page, and how many visitors keep it among their favourites (docs/TOPICS.md).

use axum::{
    extract::State,
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
};
use youzhe_core::{ApiError, Envelope, extract::ApiQuery, ok};

use super::{TopicId, TopicsState, find_topic, sharers::FIGURES_CACHE};
use crate::{stats, view::TopicStatistics};

/// Views of the topic's page, distinct signed-in visitors among them, and its favourites.
#[utoipa::path(get, path = "/ver3/api/v3/topic-statistics", tag = "topics", params(TopicId),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The topic's figures; code 40400 for an unknown id", body = Envelope<TopicStatistics>)))]
pub async fn topic_statistics(
    State(s): State<TopicsState>,
    ApiQuery(q): ApiQuery<TopicId>,
) -> Result<Response, ApiError> {
    let topic_id = find_topic(&s.content.snapshot(), &q.id)?.id.clone();
    let (views, visitors) = stats::views(&s.db, &stats::topic_path(&topic_id)).await?;
    let favourites = youzhe_favourites::store::savers(&s.db, "topic", &topic_id).await?;
    let mut res = ok(TopicStatistics {
        topic_id,
        views,
        visitors,
        favourites,
    })
    .into_response();
    res.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(FIGURES_CACHE),
    );
    Ok(res)
}
