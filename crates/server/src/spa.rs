//! The built web app, embedded in the binary and served in history mode under `/ver3/`:
//! hashed assets under `/ver3/static/` are immutable and compressed once (brotli, gzip);
//! every other page path answers `index.html` with the runtime configuration inlined, so a
//! deep link like `/ver3/pages/tour/nearby?lat=…` opens the right page. The operator
//! console is a second shell: `/ver3/admin` and every path under it answer `admin.html`,
//! so the console's code never reaches a visitor's page.

use std::{
    collections::HashMap,
    io::Write,
    sync::{Arc, Mutex},
};

use axum::{
    body::Body,
    http::{HeaderMap, HeaderValue, StatusCode, Uri, header},
    response::{IntoResponse, Response},
};
use rust_embed::RustEmbed;
use serde_json::json;
use youzhe_core::{ApiError, Config};

#[derive(RustEmbed)]
#[folder = "$CARGO_MANIFEST_DIR/../../web/dist"]
#[allow_missing = true]
struct Dist;

/// Shown when the binary was built before the web app (`make build` builds both).
const NOT_BUILT: &str = "<!doctype html><html lang=\"zh-CN\"><meta charset=\"utf-8\"><title>游浙</title>\
<p>网页应用尚未构建：请运行 <code>make build</code>。</p></html>";

#[derive(Clone)]
pub struct Spa {
    index: Arc<Encoded>,
    admin: Arc<Encoded>,
    cache: Arc<Mutex<HashMap<String, Arc<Encoded>>>>,
}

/// One file in every encoding we may send.
struct Encoded {
    content_type: String,
    etag: String,
    identity: Vec<u8>,
    gzip: Option<Vec<u8>>,
    brotli: Option<Vec<u8>>,
}

impl Spa {
    pub fn new(config: &Config) -> Self {
        let shell = |name: &str| {
            let html = match Dist::get(name) {
                Some(f) => String::from_utf8_lossy(&f.data).into_owned(),
                None => NOT_BUILT.to_string(),
            };
            let html = html.replace("<!--app-config-->", &config_script(config));
            Arc::new(Encoded::new("text/html; charset=utf-8", html.into_bytes()))
        };
        Self {
            index: shell("index.html"),
            admin: shell("admin.html"),
            cache: Arc::default(),
        }
    }

    /// Compresses every asset on a background thread, so the first visitors after a start
    /// do not wait for brotli's best (slow) level.
    pub fn warm(&self) {
        let spa = self.clone();
        std::thread::spawn(move || {
            for path in Dist::iter().filter(|p| p.starts_with("static/")) {
                spa.file(&path);
            }
        });
    }

    /// `/ver3/static/…`: a hashed asset, or a real 404 (never `index.html`, which would
    /// be cached as JavaScript by a browser and break the app until the cache expires).
    pub fn asset(&self, path: &str, headers: &HeaderMap) -> Response {
        match self.file(&format!("static/{path}")) {
            Some(f) => send(&f, headers, "public, max-age=31536000, immutable"),
            None => ApiError::NoRoute.into_response(),
        }
    }

    /// Any other path under `/ver3/`: a file at the root of the build (icons, manifest),
    /// or the app shell for client-side routing (the console's for `admin` and below).
    pub fn page(&self, uri: &Uri, headers: &HeaderMap) -> Response {
        let rel = uri.path().strip_prefix("/ver3/").unwrap_or("");
        if rel == "admin" || rel == "admin.html" || rel.starts_with("admin/") {
            return send(&self.admin, headers, "no-cache");
        }
        if !rel.is_empty() && !rel.contains('/') && rel.contains('.') && rel != "index.html" {
            return match self.file(rel) {
                Some(f) => send(&f, headers, "public, max-age=3600"),
                None => ApiError::NoRoute.into_response(),
            };
        }
        send(&self.index, headers, "no-cache")
    }

    fn file(&self, path: &str) -> Option<Arc<Encoded>> {
        if let Some(hit) = self.cache.lock().ok()?.get(path) {
            return Some(hit.clone());
        }
        let f = Dist::get(path)?;
        let mime = mime_guess::from_path(path).first_or_octet_stream();
        let ct =
            if mime.type_() == "text" || mime.subtype() == "javascript" || mime.subtype() == "json"
            {
                format!("{mime}; charset=utf-8")
            } else {
                mime.to_string()
            };
        // The console's chunks are several times the visitors' and fetched by a few
        // operators: brotli's level 9 compresses them in a tenth of level 11's time.
        let quality = if path.starts_with("static/js/admin-") {
            9
        } else {
            11
        };
        let enc = Arc::new(Encoded::with_quality(&ct, f.data.into_owned(), quality));
        self.cache
            .lock()
            .ok()?
            .insert(path.to_string(), enc.clone());
        Some(enc)
    }
}

impl Encoded {
    fn new(content_type: &str, identity: Vec<u8>) -> Self {
        Self::with_quality(content_type, identity, 11)
    }

    fn with_quality(content_type: &str, identity: Vec<u8>, quality: i32) -> Self {
        let etag = format!("\"{:016x}\"", fnv1a(&identity));
        let compressible = content_type.starts_with("text/")
            || ["javascript", "json", "svg", "wasm", "xml"]
                .iter()
                .any(|t| content_type.contains(t));
        let (gzip, brotli) = if compressible && identity.len() > 512 {
            (gzip(&identity), brotli(&identity, quality))
        } else {
            (None, None)
        };
        Self {
            content_type: content_type.to_string(),
            etag,
            identity,
            gzip,
            brotli,
        }
    }
}

fn send(f: &Encoded, req: &HeaderMap, cache_control: &'static str) -> Response {
    let mut res = Response::builder()
        .header(header::CACHE_CONTROL, cache_control)
        .header(header::ETAG, &f.etag)
        .header(header::VARY, "Accept-Encoding");
    let matched = req
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(',')
                .any(|t| t.trim().trim_start_matches("W/") == f.etag)
        });
    if matched {
        return res
            .status(StatusCode::NOT_MODIFIED)
            .body(Body::empty())
            .unwrap_or_default();
    }
    let accepts = req
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let wants = |enc: &str| {
        accepts
            .split(',')
            .any(|e| e.split(';').next().is_some_and(|n| n.trim() == enc))
    };
    let body = match (&f.brotli, &f.gzip) {
        (Some(br), _) if wants("br") => {
            res = res.header(header::CONTENT_ENCODING, "br");
            br.clone()
        }
        (_, Some(gz)) if wants("gzip") => {
            res = res.header(header::CONTENT_ENCODING, "gzip");
            gz.clone()
        }
        _ => f.identity.clone(),
    };
    res.header(
        header::CONTENT_TYPE,
        HeaderValue::from_str(&f.content_type)
            .unwrap_or(HeaderValue::from_static("application/octet-stream")),
    )
    .body(Body::from(body))
    .unwrap_or_default()
}

/// The runtime configuration the web app reads at start. `<` is escaped so no value can
/// close the script element.
fn config_script(config: &Config) -> String {
    let json = client_config(config).to_string().replace('<', "\\u003c");
    format!("<script id=\"youzhe-config\" type=\"application/json\">{json}</script>")
}

pub fn client_config(config: &Config) -> serde_json::Value {
    let list = |k: &str| -> Vec<String> {
        config
            .get(k)
            .map(|v| {
                v.split(',')
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty())
                    .collect()
            })
            .unwrap_or_default()
    };
    json!({
        "apiBase": config.get("YOUZHE_API_BASE").unwrap_or(""),
        "brandBase": config.get("YOUZHE_BRAND_BASE").unwrap_or("/brand-api"),
        "wxSdkUrl": sdk_url(config, "YOUZHE_WX_SDK_URL"),
        "zwSdkUrl": sdk_url(config, "YOUZHE_ZW_SDK_URL"),
        "alipaySdkUrl": sdk_url(config, "YOUZHE_ALIPAY_SDK_URL"),
        "partnerDomains": list("YOUZHE_PARTNER_DOMAINS"),
        "publicUrl": config.public_url,
    })
}

/// Default addresses of the platform bridges' scripts (each loaded only inside its app).
pub fn sdk_url(config: &Config, key: &str) -> String {
    let default = match key {
        "YOUZHE_WX_SDK_URL" => "https://res.wx.qq.com/open/js/jweixin-1.6.0.js",
        "YOUZHE_ZW_SDK_URL" => "https://assets.zjzwfw.gov.cn/assets/ZWJSBridge/1.1.0/zwjsbridge.js",
        "YOUZHE_ALIPAY_SDK_URL" => {
            "https://gw.alipayobjects.com/as/g/h5-lib/alipayjsapi/3.1.1/alipayjsapi.inc.min.js"
        }
        _ => "",
    };
    config.get(key).unwrap_or(default).to_string()
}

fn gzip(data: &[u8]) -> Option<Vec<u8>> {
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    e.write_all(data).ok()?;
    e.finish().ok()
}

fn brotli(data: &[u8], quality: i32) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    let params = brotli::enc::BrotliEncoderParams {
        quality,
        lgwin: 22,
        ..Default::default()
    };
    brotli::BrotliCompress(&mut &data[..], &mut out, &params).ok()?;
    Some(out)
}

/// A fast, stable content hash for ETags (not for security).
fn fnv1a(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    })
}
