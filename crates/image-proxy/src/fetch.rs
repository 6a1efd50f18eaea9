//! Fetching one image under the policy: at most [`MAX_BYTES`], within [`DEADLINE`]
//! (redirects included), `image/*` whose bytes are what the header says.

use std::{sync::Arc, time::Duration};

use url::Url;

use super::ssrf::{GuardedResolver, Policy, Refusal};

pub const MAX_BYTES: usize = 2 * 1024 * 1024;
pub const DEADLINE: Duration = Duration::from_secs(5);
pub const MAX_REDIRECTS: usize = 3;

#[derive(Debug, thiserror::Error)]
pub enum FetchError {
    #[error("refused: {0}")]
    Refused(#[from] Refusal),
    #[error("{0}")]
    Failed(String),
}

pub struct Image {
    pub mime: &'static str,
    pub bytes: Vec<u8>,
}

/// The image type the bytes are, by their first bytes.
pub fn sniff(bytes: &[u8]) -> Option<&'static str> {
    let starts = |p: &[u8]| bytes.starts_with(p);
    if starts(b"\x89PNG\r\n\x1a\n") {
        Some("image/png")
    } else if starts(&[0xff, 0xd8, 0xff]) {
        Some("image/jpeg")
    } else if starts(b"GIF87a") || starts(b"GIF89a") {
        Some("image/gif")
    } else if bytes.len() >= 12 && starts(b"RIFF") && &bytes[8..12] == b"WEBP" {
        Some("image/webp")
    } else if starts(b"BM") && bytes.len() >= 14 {
        Some("image/bmp")
    } else if starts(&[0, 0, 1, 0]) {
        Some("image/x-icon")
    } else if bytes.len() >= 12
        && &bytes[4..8] == b"ftyp"
        && matches!(&bytes[8..12], b"avif" | b"avis")
    {
        Some("image/avif")
    } else {
        None
    }
}

/// The declared type in the form [`sniff`] answers (aliases folded), if it is an image
/// type we accept. SVG is not: it can carry script.
fn declared(content_type: &str) -> Option<&'static str> {
    let mime = content_type.split(';').next()?.trim().to_ascii_lowercase();
    Some(match mime.as_str() {
        "image/png" | "image/x-png" => "image/png",
        "image/jpeg" | "image/jpg" | "image/pjpeg" => "image/jpeg",
        "image/gif" => "image/gif",
        "image/webp" => "image/webp",
        "image/bmp" | "image/x-ms-bmp" => "image/bmp",
        "image/x-icon" | "image/vnd.microsoft.icon" => "image/x-icon",
        "image/avif" => "image/avif",
        _ => return None,
    })
}

pub struct Fetcher {
    policy: Arc<Policy>,
    client: reqwest::Client,
    max_bytes: usize,
}

impl Fetcher {
    pub fn new(policy: Policy) -> anyhow::Result<Self> {
        Self::with_limit(policy, MAX_BYTES)
    }

    /// A fetcher that refuses images over `max_bytes` (the map tile proxy keeps tiles
    /// smaller than posters' pictures).
    pub fn with_limit(policy: Policy, max_bytes: usize) -> anyhow::Result<Self> {
        let policy = Arc::new(policy);
        let check = policy.clone();
        let redirects = reqwest::redirect::Policy::custom(move |attempt| {
            if attempt.previous().len() > MAX_REDIRECTS {
                return attempt.error(FetchError::Failed("too many redirects".into()));
            }
            match check.check_url(attempt.url()) {
                Ok(()) => attempt.follow(),
                Err(r) => attempt.error(r),
            }
        });
        let client = reqwest::Client::builder()
            .dns_resolver(Arc::new(GuardedResolver {
                policy: policy.clone(),
            }))
            .redirect(redirects)
            // An environment proxy would connect for us to addresses we never checked.
            .no_proxy()
            .timeout(DEADLINE)
            .connect_timeout(DEADLINE)
            .user_agent(concat!("youzhe-image-proxy/", env!("CARGO_PKG_VERSION")))
            .build()?;
        Ok(Self {
            policy,
            client,
            max_bytes,
        })
    }

    pub fn check(&self, url: &Url) -> Result<(), Refusal> {
        self.policy.check_url(url)
    }

    pub async fn fetch(&self, url: &Url) -> Result<Image, FetchError> {
        self.check(url)?;
        match tokio::time::timeout(DEADLINE, self.fetch_inner(url)).await {
            Ok(r) => r,
            Err(_) => Err(FetchError::Failed("took longer than 5 s".into())),
        }
    }

    async fn fetch_inner(&self, url: &Url) -> Result<Image, FetchError> {
        let mut res = self.client.get(url.clone()).send().await.map_err(|e| {
            // A refusal from the resolver or the redirect policy, or a network failure;
            // never with the URL (it may carry a visitor's parameters).
            let refusal = std::error::Error::source(&e).and_then(|mut s| {
                loop {
                    if let Some(r) = s.downcast_ref::<Refusal>() {
                        break Some(r.clone());
                    }
                    s = s.source()?;
                }
            });
            match refusal {
                Some(r) => FetchError::Refused(r),
                None => FetchError::Failed(e.without_url().to_string()),
            }
        })?;
        if !res.status().is_success() {
            return Err(FetchError::Failed(format!(
                "HTTP {}",
                res.status().as_u16()
            )));
        }
        let content_type = res
            .headers()
            .get(reqwest::header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        let mime = declared(content_type)
            .ok_or_else(|| FetchError::Failed("not an accepted image type".into()))?;
        let too_large = || FetchError::Failed(format!("larger than {} bytes", self.max_bytes));
        if res
            .content_length()
            .is_some_and(|n| n > self.max_bytes as u64)
        {
            return Err(too_large());
        }
        let mut bytes = Vec::new();
        while let Some(chunk) = res
            .chunk()
            .await
            .map_err(|e| FetchError::Failed(e.without_url().to_string()))?
        {
            if bytes.len() + chunk.len() > self.max_bytes {
                return Err(too_large());
            }
            bytes.extend_from_slice(&chunk);
        }
        if sniff(&bytes) != Some(mime) {
            return Err(FetchError::Failed(
                "the bytes are not the declared image type".into(),
            ));
        }
        Ok(Image { mime, bytes })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sniffs_images_and_folds_aliases() {
        assert_eq!(sniff(b"\x89PNG\r\n\x1a\nrest"), Some("image/png"));
        assert_eq!(sniff(&[0xff, 0xd8, 0xff, 0xe0]), Some("image/jpeg"));
        assert_eq!(sniff(b"GIF89a...."), Some("image/gif"));
        assert_eq!(sniff(b"RIFF\0\0\0\0WEBPVP8 "), Some("image/webp"));
        assert_eq!(sniff(b"<svg xmlns"), None);
        assert_eq!(sniff(b"<html>"), None);
        assert_eq!(declared("image/JPG; charset=binary"), Some("image/jpeg"));
        assert_eq!(declared("image/svg+xml"), None);
        assert_eq!(declared("text/html"), None);
    }
}
