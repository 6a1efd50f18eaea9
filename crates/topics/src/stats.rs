//! Topic figures read from the page views (crates/pageviews stores them; a topic page's
//! path keeps its id, `/ver3/pages/topic/detail?id=…`).

use youzhe_core::{Db, with_db};

use crate::view::Sharer;

/// The stored path of a topic's page.
pub fn topic_path(id: &str) -> String {
    format!("/ver3/pages/topic/detail?id={id}")
}

/// Views and distinct signed-in visitors of the page at `path`.
pub async fn views(db: &Db, path: &str) -> sqlx::Result<(i64, i64)> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT COUNT(*), COUNT(DISTINCT visitor_cookie) FROM page_views WHERE page_path = $1")
        .bind(path).fetch_one(pool).await)
}

/// Share codes by the views their links brought (of the page at `path`, or of every page),
/// most first, at most `limit`.
pub async fn sharers(db: &Db, path: Option<&str>, limit: i64) -> sqlx::Result<Vec<Sharer>> {
    let rows: Vec<(String, i64, i64)> = match path {
        Some(path) => with_db!(db, pool => sqlx::query_as(
            "SELECT share_code, COUNT(*) AS views, COUNT(DISTINCT visitor_cookie) AS visitors
             FROM page_views WHERE share_code IS NOT NULL AND page_path = $1
             GROUP BY share_code ORDER BY views DESC, visitors DESC, share_code LIMIT $2")
            .bind(path).bind(limit).fetch_all(pool).await)?,
        None => with_db!(db, pool => sqlx::query_as(
            "SELECT share_code, COUNT(*) AS views, COUNT(DISTINCT visitor_cookie) AS visitors
             FROM page_views WHERE share_code IS NOT NULL
             GROUP BY share_code ORDER BY views DESC, visitors DESC, share_code LIMIT $1")
            .bind(limit).fetch_all(pool).await)?,
    };
    Ok(rows
        .into_iter()
        .map(|(code, views, visitors)| Sharer {
            code: mask(&code),
            views,
            visitors,
        })
        .collect())
}

/// `user-12345` → `us***45`; codes of four characters or fewer show only `***`.
pub fn mask(code: &str) -> String {
    let chars: Vec<char> = code.chars().collect();
    if chars.len() <= 4 {
        return "***".into();
    }
    let head: String = chars[..2].iter().collect();
    let tail: String = chars[chars.len() - 2..].iter().collect();
    format!("{head}***{tail}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_masked() {
        assert_eq!(mask("user-12345"), "us***45");
        assert_eq!(mask("abcd"), "***");
        assert_eq!(mask("分享者一二三"), "分享***二三");
    }
}
