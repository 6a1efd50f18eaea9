//! Where the photos' bytes live: a folder under the data folder by default, or an
//! S3-compatible bucket named by `YOUZHE_MEDIA_URL`, which every replica then shares
//! (docs/MEDIA.md, "Storage"). Both go through `object_store`, so the handlers never know.

use std::sync::Arc;

use anyhow::{Context, bail};
use bytes::Bytes;
use object_store::{
    ObjectStore, PutPayload,
    aws::{AmazonS3Builder, AmazonS3ConfigKey},
    local::LocalFileSystem,
    path::Path,
};
use youzhe_core::Config;

/// `s3://bucket[/prefix][?endpoint=…&region=…]`: the bucket the photos go to.
pub const URL_KEY: &str = "YOUZHE_MEDIA_URL";
/// The S3 credentials (also read from the configuration file, never from the URL's log line).
pub const ACCESS_KEY_ID: &str = "YOUZHE_MEDIA_ACCESS_KEY_ID";
pub const SECRET_ACCESS_KEY: &str = "YOUZHE_MEDIA_SECRET_ACCESS_KEY";

/// The photos' store and the prefix their keys start with.
#[derive(Clone, Debug)]
pub struct MediaStore {
    inner: Arc<dyn ObjectStore>,
    prefix: String,
    /// What the operator's log may say about it (no credentials).
    pub describe: String,
}

impl MediaStore {
    /// The store the configuration names: S3 when `YOUZHE_MEDIA_URL` is set, otherwise the
    /// `media` folder under `YOUZHE_DATA_DIR` (created if missing).
    pub fn from_config(config: &Config) -> anyhow::Result<Self> {
        match config.get(URL_KEY) {
            Some(url) => Self::s3(
                url,
                config.get(ACCESS_KEY_ID),
                config
                    .secret(SECRET_ACCESS_KEY)
                    .as_ref()
                    .map(|s| s.expose().as_str()),
            ),
            None => Self::local(&config.data_dir.join("media")),
        }
    }

    pub fn local(dir: &std::path::Path) -> anyhow::Result<Self> {
        std::fs::create_dir_all(dir)
            .with_context(|| format!("creating the media folder {}", dir.display()))?;
        let fs = LocalFileSystem::new_with_prefix(dir)
            .with_context(|| format!("opening the media folder {}", dir.display()))?;
        Ok(Self {
            inner: Arc::new(fs),
            prefix: String::new(),
            describe: format!("folder {}", dir.display()),
        })
    }

    /// An S3-compatible bucket: `s3://bucket/prefix?endpoint=http://127.0.0.1:9000&region=us-east-1`.
    /// Query keys are object_store's S3 settings (`endpoint`, `region`, `aws_allow_http`,
    /// `virtual_hosted_style_request`, …); a plain-http endpoint allows plain http.
    pub fn s3(url: &str, key_id: Option<&str>, secret: Option<&str>) -> anyhow::Result<Self> {
        let parsed = url::Url::parse(url).with_context(|| format!("{URL_KEY} is not a URL"))?;
        if parsed.scheme() != "s3" {
            bail!("{URL_KEY} must start with s3:// (or be unset for the local folder)");
        }
        let bucket = parsed
            .host_str()
            .filter(|b| !b.is_empty())
            .with_context(|| format!("{URL_KEY} names no bucket (s3://bucket/…)"))?;
        let mut b = AmazonS3Builder::new().with_bucket_name(bucket);
        for (k, v) in parsed.query_pairs() {
            let key: AmazonS3ConfigKey = k
                .parse()
                .with_context(|| format!("{URL_KEY}: unknown S3 setting {k}"))?;
            if matches!(key, AmazonS3ConfigKey::Endpoint) && v.starts_with("http://") {
                b = b.with_allow_http(true);
            }
            b = b.with_config(key, v.as_ref());
        }
        match (key_id, secret) {
            (Some(id), Some(secret)) => {
                b = b.with_access_key_id(id).with_secret_access_key(secret);
            }
            (None, None) => {} // the instance's role, or the AWS environment variables
            _ => bail!("{ACCESS_KEY_ID} and {SECRET_ACCESS_KEY} go together"),
        }
        let s3 = b
            .build()
            .with_context(|| format!("{URL_KEY} does not describe a usable bucket"))?;
        let prefix = parsed.path().trim_matches('/').to_string();
        Ok(Self {
            inner: Arc::new(s3),
            describe: format!("s3://{bucket}/{prefix}"),
            prefix: if prefix.is_empty() {
                prefix
            } else {
                format!("{prefix}/")
            },
        })
    }

    /// The key a photo's object is stored under (written in its row).
    pub fn key(&self, folder: &str, id: &str, ext: &str) -> String {
        format!("{}{folder}/{id}.{ext}", self.prefix)
    }

    /// The key of a photo's responsive size `width` (`w640/<id>.<ext>` beside
    /// `photos/<id>.<ext>`), from the photo's own key, so the row needs no column per size.
    pub fn sized_key(object_key: &str, width: u32) -> String {
        match object_key.rfind("photos/") {
            Some(at) => format!(
                "{}w{width}/{}",
                &object_key[..at],
                &object_key[at + "photos/".len()..]
            ),
            None => format!("w{width}/{object_key}"),
        }
    }

    pub async fn put(&self, key: &str, bytes: Vec<u8>) -> object_store::Result<()> {
        self.inner
            .put(&Path::from(key), PutPayload::from(Bytes::from(bytes)))
            .await
            .map(|_| ())
    }

    /// The object's bytes; `Ok(None)` when it is not there.
    pub async fn get(&self, key: &str) -> object_store::Result<Option<Bytes>> {
        match self.inner.get(&Path::from(key)).await {
            Ok(r) => r.bytes().await.map(Some),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Deletes the objects; one already gone counts as deleted.
    pub async fn delete(&self, keys: &[String]) -> object_store::Result<()> {
        for key in keys {
            match self.inner.delete(&Path::from(key.as_str())).await {
                Ok(()) | Err(object_store::Error::NotFound { .. }) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }
}
