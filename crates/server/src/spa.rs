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

use crate::first_paint::Pages;

/// Markers of web/index.html: the default title and description a content page replaces,
/// and the app's root, before which the page's own markup goes.
const HEAD_START: &str = "<!--page-head-->";
const HEAD_END: &str = "<!--/page-head-->";
const ROOT: &str = "<div id=\"root\">";

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
    /// `index.html` with the configuration inlined, the frame the first-paint pages fill.
    shell: Arc<String>,
    pages: Option<Pages>,
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
        let html = |name: &str| {
            let html = match Dist::get(name) {
                Some(f) => String::from_utf8_lossy(&f.data).into_owned(),
                None => NOT_BUILT.to_string(),
            };
            html.replace("<!--app-config-->", &config_script(config))
        };
        let shell = |name: &str| {
            Arc::new(Encoded::new(
                "text/html; charset=utf-8",
                html(name).into_bytes(),
            ))
        };
        Self {
            index: shell("index.html"),
            shell: Arc::new(html("index.html")),
            pages: None,
            admin: shell("admin.html"),
            cache: Arc::default(),
        }
    }

    /// Content pages answer HTML that already holds their words (docs/FRONTEND.md).
    pub fn with_pages(mut self, pages: Option<Pages>) -> Self {
        self.pages = pages;
        self
    }

    /// A content page's HTML: the shell with the page's head, its markup before the app's
    /// root and its first API answer inlined; `None` for any other page or an unknown id.
    fn first_paint(&self, rel: &str, uri: &Uri, headers: &HeaderMap) -> Option<Response> {
        let page = self.pages.as_ref()?.render(rel, uri.query())?;
        let shell = self.shell.as_str();
        let (before, rest) = shell.split_once(HEAD_START)?;
        let (_, after_head) = rest.split_once(HEAD_END)?;
        let (head_to_root, from_root) = after_head.split_once(ROOT)?;
        let mut html = String::with_capacity(
            shell.len() + page.head.len() + page.body.len() + page.inline.len(),
        );
        html.push_str(before);
        html.push_str(&page.head);
        html.push_str(head_to_root);
        html.push_str(&page.inline);
        html.push_str(&page.body);
        html.push_str(ROOT);
        html.push_str(from_root);
        Some(send_page(page.etag, html, headers))
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
        if let Some(res) = self.first_paint(rel, uri, headers) {
            return res;
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

/// A rendered page, revalidated by its ETag (per snapshot and page) and gzip'd at a fast
/// level when asked: pages are rendered per request (a few kilobytes, microseconds), unlike
/// the shell, compressed once at brotli's best.
fn send_page(etag: String, html: String, req: &HeaderMap) -> Response {
    let matched = req
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(',')
                .any(|t| t.trim().trim_start_matches("W/") == etag)
        });
    let res = Response::builder()
        .header(header::CACHE_CONTROL, "no-cache")
        .header(header::VARY, "Accept-Encoding")
        .header(header::ETAG, &etag);
    if matched {
        return res
            .status(StatusCode::NOT_MODIFIED)
            .body(Body::empty())
            .unwrap_or_default();
    }
    let gz = req
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|a| {
            a.split(',')
                .any(|e| e.split(';').next().is_some_and(|n| n.trim() == "gzip"))
        });
    let res = res.header(header::CONTENT_TYPE, "text/html; charset=utf-8");
    if gz {
        let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        if e.write_all(html.as_bytes()).is_ok()
            && let Ok(body) = e.finish()
        {
            return res
                .header(header::CONTENT_ENCODING, "gzip")
                .body(Body::from(body))
                .unwrap_or_default();
        }
    }
    res.body(Body::from(html)).unwrap_or_default()
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
        // Public (it is in every authorization request): the page asks Alipay for a code for it.
        "alipayAppId": config.get("YOUZHE_ALIPAY_APP_ID").unwrap_or("").trim(),
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
