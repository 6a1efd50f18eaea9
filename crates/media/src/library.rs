//! A bureau's photo library loaded by `youzhe import DIR` (docs/MEDIA.md, "A photo library
//! with the content"): each file goes through the uploads' checks and re-encoding, and is
//! kept under an id made from its bytes, so importing the same folder again keeps nothing
//! twice and changes no record.

use sha2::{Digest, Sha256};

use crate::{
    MediaRef, MediaStore,
    process::{self, Refusal},
    rows::{self, Row},
    thumb_url_of, url_of,
};

/// Whose the imported photos are (never a visitor, never an operator).
pub const IMPORT_OWNER: &str = "import";

/// The id a file's bytes get: a v4-shaped uuid from their SHA-256, so the same file is the
/// same photo (the addresses stay unguessable to anyone without the file).
pub fn id_of(bytes: &[u8]) -> String {
    let hash = Sha256::digest(bytes);
    let mut b = [0u8; 16];
    b.copy_from_slice(&hash[..16]);
    uuid::Builder::from_random_bytes(b).into_uuid().to_string()
}

/// Keeps one file of the library: checked, re-encoded, stored with its thumbnail and sizes
/// (the uploads' code), unless the same bytes were kept before. The inner error is the
/// file's refusal in words.
pub async fn keep_file(
    db: &youzhe_core::Db,
    store: &MediaStore,
    bytes: Vec<u8>,
) -> anyhow::Result<Result<MediaRef, Refusal>> {
    if bytes.len() > process::MAX_BYTES {
        return Ok(Err(Refusal::Unreadable));
    }
    let id = id_of(&bytes);
    if let Some(row) = rows::get(db, &id).await? {
        return Ok(Ok(reference(&row)));
    }
    let done = tokio::task::spawn_blocking(move || process::process(&bytes)).await?;
    let p = match done {
        Ok(p) => p,
        Err(r) => return Ok(Err(r)),
    };
    let row = Row {
        object_key: store.key("photos", &id, p.ext),
        thumb_key: store.key("thumbs", &id, p.ext),
        id: id.clone(),
        owner: IMPORT_OWNER.into(),
        content_type: p.content_type.into(),
        width: i64::from(p.width),
        height: i64::from(p.height),
        bytes: i64::try_from(p.image.len()).unwrap_or(i64::MAX),
        created_ms: youzhe_core::time::now_ms(),
    };
    store.put(&row.object_key, p.image).await?;
    store.put(&row.thumb_key, p.thumb).await?;
    for (w, b) in p.sizes {
        store
            .put(&MediaStore::sized_key(&row.object_key, w), b)
            .await?;
    }
    rows::insert_all(db, std::slice::from_ref(&row), None).await?;
    Ok(Ok(reference(&row)))
}

fn reference(row: &Row) -> MediaRef {
    MediaRef {
        id: row.id.clone(),
        url: url_of(&row.id),
        thumb_url: thumb_url_of(&row.id),
        width: row.width,
        height: row.height,
    }
}

/// The original bytes and extension of a photo served at `url` (one of ours), for export.
pub async fn original(
    db: &youzhe_core::Db,
    store: &MediaStore,
    url: &str,
) -> anyhow::Result<Option<(bytes::Bytes, String)>> {
    let Some(id) = url.strip_prefix("/ver3/api/v3/media/") else {
        return Ok(None);
    };
    let Some(row) = rows::get(db, id).await? else {
        return Ok(None);
    };
    let ext = row
        .object_key
        .rsplit('.')
        .next()
        .unwrap_or("jpg")
        .to_string();
    Ok(store.get(&row.object_key).await?.map(|b| (b, ext)))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_same_bytes_get_the_same_uuid() {
        let a = super::id_of(b"one");
        assert_eq!(a, super::id_of(b"one"));
        assert_ne!(a, super::id_of(b"two"));
        assert!(uuid::Uuid::parse_str(&a).is_ok());
    }
}
