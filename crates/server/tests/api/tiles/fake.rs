//! A fake XYZ tile provider on loopback that counts what it is asked. Each path's first
//! segment says how it answers: `png` a PNG whose bytes end in the tile's `z/x/y` (so a test
//! sees which tile it got), `html` a web page, `lie` a web page labelled image/png, `big` a
//! PNG larger than any tile. Every answer records the `k` query (the operator's key).

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

use axum::{
    Router,
    extract::{Path, Query},
    http::header,
    response::IntoResponse,
    routing::get,
};
use tokio::net::TcpListener;

const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";

/// The bytes the fake answers for tile `z/x/y` in `png`.
pub fn png_of(z: u32, x: u32, y: u32) -> Vec<u8> {
    [PNG_SIGNATURE, format!("tile {z}/{x}/{y}").as_bytes()].concat()
}

#[derive(Clone, Default)]
struct Seen {
    hits: Arc<Mutex<usize>>,
    keys: Arc<Mutex<Vec<String>>>,
}

pub struct FakeTiles {
    pub base: String,
    seen: Seen,
}

impl FakeTiles {
    pub async fn start() -> Self {
        let seen = Seen::default();
        let s = seen.clone();
        let app = Router::new().route(
            "/{style}/{z}/{x}/{y}",
            get(
                move |Path((style, z, x, y)): Path<(String, u32, u32, u32)>,
                      Query(q): Query<HashMap<String, String>>| async move {
                    *s.hits.lock().unwrap() += 1;
                    s.keys
                        .lock()
                        .unwrap()
                        .push(q.get("k").cloned().unwrap_or_default());
                    let (ctype, body) = match style.as_str() {
                        "png" => ("image/png", png_of(z, x, y)),
                        "html" => ("text/html", b"<html>tiles moved</html>".to_vec()),
                        "lie" => ("image/png", b"<html>not a tile</html>".to_vec()),
                        "big" => {
                            let mut b = png_of(z, x, y);
                            b.resize(youzhe_tiles::MAX_TILE_BYTES + 1, 0);
                            ("image/png", b)
                        }
                        _ => ("text/plain", Vec::new()),
                    };
                    ([(header::CONTENT_TYPE, ctype)], body).into_response()
                },
            ),
        );
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, app).await });
        Self { base, seen }
    }

    /// How many tiles it was asked for.
    pub fn hits(&self) -> usize {
        *self.seen.hits.lock().unwrap()
    }

    /// The keys it was sent, in order.
    pub fn keys(&self) -> Vec<String> {
        self.seen.keys.lock().unwrap().clone()
    }

    /// Settings naming this fake as the provider, answering as `style`, in `crs`.
    pub fn settings(&self, style: &str, crs: &str) -> Vec<(&'static str, String)> {
        vec![
            (
                "YOUZHE_TILES_URL",
                format!("{}/{style}/{{z}}/{{x}}/{{y}}?k={{key}}", self.base),
            ),
            ("YOUZHE_TILES_KEY", "operator-key".to_string()),
            ("YOUZHE_TILES_CRS", crs.to_string()),
            (
                "YOUZHE_TILES_ATTRIBUTION",
                "测试底图 GS(2024)0000号".to_string(),
            ),
            // The fake is on loopback, which the fetch refuses unless opened on purpose.
            ("YOUZHE_TILES_ALLOWED_NETS", "127.0.0.1/32".to_string()),
        ]
    }
}
