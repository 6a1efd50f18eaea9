//! `POST /ver3/api/v3/media`: the visitor's 1–9 photos, as multipart `file` parts. All or
//! nothing: the first file that fails refuses the whole upload naming it (`file[i]`, and
//! its name in the message), and nothing is stored.

use axum::{
    Json,
    extract::{
        Multipart, State,
        multipart::{Field, MultipartRejection},
    },
    http::StatusCode,
};
use futures::future::try_join_all;
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::AuthUser, envelope::ErrorEnvelope, ok, time::now_ms,
};

use youzhe_operators::audit::Actor;

use super::MediaState;
use crate::{
    MAX_FILES, MediaRef, MediaStore,
    process::{self, Kind, MAX_BYTES, Processed, Refusal},
    rows::{self, Row},
    thumb_url_of, url_of,
};

/// The upload's form.
#[derive(ToSchema)]
#[allow(dead_code)] // describes the multipart body, which is read part by part
pub struct UploadForm {
    /// 1–9 images, each a JPEG, PNG or WebP (by its bytes, whatever its name), at most
    /// 10 MB and 40 megapixels.
    #[schema(value_type = Vec<String>, format = Binary, min_items = 1, max_items = 9)]
    file: Vec<Vec<u8>>,
}

/// Upload photos. Each is decoded and written again on the server (EXIF and GPS gone; a
/// camera's orientation applied), with a thumbnail; JPEG and WebP are kept as JPEG, PNG as
/// PNG. Code 40000 names the first file refused (`file[0]` is the first) and why — not an
/// image, over 10 MB, over 40 megapixels, unreadable — or `file` for a form with no file or
/// more than nine; nothing is stored then.
#[utoipa::path(post, path = "/ver3/api/v3/media", tag = "media",
    security(("bearer" = [])),
    request_body(content = UploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "The photos in the order sent", body = Envelope<Vec<MediaRef>>),
        (status = 413, description = "The body is over 91 MB", body = ErrorEnvelope),
        (status = 429, description = "Too many uploads from this visitor", body = ErrorEnvelope)))]
pub async fn upload_photos(
    State(s): State<MediaState>,
    user: Result<AuthUser, ApiError>,
    form: Result<Multipart, MultipartRejection>,
) -> ApiResult<Json<Envelope<Vec<MediaRef>>>> {
    Ok(ok(receive(&s, user.map(|u| u.uid), None, form).await?))
}

/// One upload for whoever `owner` says was admitted (or why not): the rate limit on the
/// owner, every file checked and re-encoded, all kept or none. `actor` (an operator) gets
/// an audit row per photo, written with the rows. Both the visitors' and the console's
/// upload go through here, so they cannot check differently.
pub(super) async fn receive(
    s: &MediaState,
    owner: Result<String, ApiError>,
    actor: Option<&Actor>,
    form: Result<Multipart, MultipartRejection>,
) -> ApiResult<Vec<MediaRef>> {
    let mut form = form.map_err(|_| {
        ApiError::invalid(
            "file",
            "请以 multipart/form-data 上传 1 到 9 张照片（字段 file）",
        )
    })?;
    // Someone signed out, refused or over the limit gets that answer the same way as a bad
    // file: after the body is read and dropped.
    let admitted = match owner {
        Ok(o) => s.limiter.check(&o).await.map(|()| o),
        Err(e) => Err(e),
    };
    let read = match admitted {
        Ok(o) => read_all(s, &mut form).await.map(|photos| (o, photos)),
        Err(e) => Err(e),
    };
    if read.is_err() {
        // Read what the client still sends (without keeping it), so it gets the answer
        // rather than a connection reset mid-upload.
        drain(&mut form).await;
    }
    let (owner, photos) = read?;
    keep(s, &owner, photos, actor).await
}

/// Every part, checked and re-encoded as it arrives; the first refusal ends the upload.
async fn read_all(s: &MediaState, form: &mut Multipart) -> ApiResult<Vec<Processed>> {
    let mut photos = Vec::new();
    while let Some(field) = form.next_field().await.map_err(broken)? {
        if field.name() != Some("file") {
            return Err(ApiError::invalid(
                "file",
                format!(
                    "未知的字段 {}：照片请放在 file 字段",
                    clean(field.name().unwrap_or(""))
                ),
            ));
        }
        let i = photos.len();
        if i >= MAX_FILES {
            return Err(ApiError::invalid(
                "file",
                format!("一次最多上传 {MAX_FILES} 张照片"),
            ));
        }
        let name = clean(field.file_name().unwrap_or(""));
        let refuse = |why: &str| {
            ApiError::invalid(
                format!("file[{i}]"),
                format!("第 {} 个文件“{name}”{why}", i + 1),
            )
        };
        let bytes = read_file(field).await?.map_err(|r| refuse(&r))?;
        let permit = s
            .decoding
            .clone()
            .acquire_owned()
            .await
            .map_err(anyhow::Error::from)?;
        let done = tokio::task::spawn_blocking(move || {
            let _permit = permit;
            process::process(&bytes)
        })
        .await
        .unwrap_or_else(|join| {
            // A decoder that panics on a crafted file refuses that file; the server goes on.
            tracing::warn!(error = %join, "decoding an upload panicked");
            Err(Refusal::Unreadable)
        });
        photos.push(done.map_err(|r| refuse(&r.words()))?);
    }
    if photos.is_empty() {
        return Err(ApiError::invalid(
            "file",
            "请选择 1 到 9 张照片（字段 file）",
        ));
    }
    Ok(photos)
}

/// One file's bytes, refused as soon as its first bytes are not an image or it passes
/// 10 MB (never buffering more than that). The inner error is the reason in words.
async fn read_file(mut field: Field<'_>) -> ApiResult<Result<Vec<u8>, String>> {
    let mut bytes = Vec::new();
    let mut sniffed = false;
    while let Some(chunk) = field.chunk().await.map_err(broken)? {
        if bytes.len() + chunk.len() > MAX_BYTES {
            return Ok(Err(format!("超过 {} MB", MAX_BYTES / 1024 / 1024)));
        }
        bytes.extend_from_slice(&chunk);
        if !sniffed && bytes.len() >= Kind::SNIFF_LEN {
            sniffed = true;
            if Kind::sniff(&bytes).is_none() {
                return Ok(Err(Refusal::NotAnImage.words()));
            }
        }
    }
    if Kind::sniff(&bytes).is_none() {
        return Ok(Err(Refusal::NotAnImage.words()));
    }
    Ok(Ok(bytes))
}

/// A body cut short or malformed, or over the upload's limit.
fn broken(e: axum::extract::multipart::MultipartError) -> ApiError {
    if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
        ApiError::TooLarge
    } else {
        ApiError::invalid("file", "上传的内容不完整，请重试")
    }
}

async fn drain(form: &mut Multipart) {
    while let Ok(Some(mut field)) = form.next_field().await {
        while let Ok(Some(_)) = field.chunk().await {}
    }
}

/// A file name as the message may quote it: printable, at most 60 characters.
fn clean(name: &str) -> String {
    let s: String = name.chars().filter(|c| !c.is_control()).take(60).collect();
    if s.is_empty() {
        "（无名）".into()
    } else {
        s
    }
}

/// Objects first, rows second: should any write fail, the objects already written are
/// deleted, so a refused or failed upload leaves nothing behind.
async fn keep(
    s: &MediaState,
    owner: &str,
    photos: Vec<Processed>,
    actor: Option<&Actor>,
) -> ApiResult<Vec<MediaRef>> {
    let created_ms = now_ms();
    let mut rows = Vec::with_capacity(photos.len());
    let mut writes = Vec::with_capacity(photos.len() * 2);
    for p in photos {
        let id = uuid::Uuid::new_v4().to_string();
        let row = Row {
            object_key: s.store.key("photos", &id, p.ext),
            thumb_key: s.store.key("thumbs", &id, p.ext),
            id,
            owner: owner.to_string(),
            content_type: p.content_type.to_string(),
            width: i64::from(p.width),
            height: i64::from(p.height),
            bytes: i64::try_from(p.image.len()).unwrap_or(i64::MAX),
            created_ms,
        };
        writes.push((row.object_key.clone(), p.image));
        writes.push((row.thumb_key.clone(), p.thumb));
        for (w, bytes) in p.sizes {
            writes.push((MediaStore::sized_key(&row.object_key, w), bytes));
        }
        rows.push(row);
    }
    let keys: Vec<String> = writes.iter().map(|(k, _)| k.clone()).collect();
    let written = try_join_all(
        writes
            .into_iter()
            .map(|(k, b)| async move { s.store.put(&k, b).await }),
    )
    .await;
    let stored = match written {
        Ok(_) => rows::insert_all(&s.db, &rows, actor)
            .await
            .map_err(anyhow::Error::from),
        Err(e) => Err(anyhow::Error::from(e)),
    };
    if let Err(e) = stored {
        if let Err(cleanup) = s.store.delete(&keys).await {
            tracing::error!(error = %cleanup, "objects of a failed upload were not deleted");
        }
        return Err(ApiError::Internal(e.context("storing an upload")));
    }
    Ok(rows
        .into_iter()
        .map(|r| MediaRef {
            url: url_of(&r.id),
            thumb_url: thumb_url_of(&r.id),
            width: r.width,
            height: r.height,
            id: r.id,
        })
        .collect())
}
