//! The photos beside a content folder (docs/MEDIA.md, "A photo library with the content"):
//! `youzhe import DIR` keeps the files under `DIR/media/` and points the places at them;
//! `youzhe export DIR` writes each place's photos back there. A place's photos are
//!
//! - the entries of its `media` that name a file, `{"file": "scenic-hz-xihu/1.jpg",
//!   "caption": "断桥残雪"}` (the path is under `media/`): the alt text stays in the JSON;
//! - then every other file named by the place's id, `media/<id>.jpg` or `media/<id>/*`
//!   (in name order, numbers by value), with the place's name as its alt text.
//!
//! Each file goes through the uploads' checks and re-encoding (`youzhe_media::library`).

use std::path::{Component, Path, PathBuf};

use anyhow::{Context, bail};
use serde_json::{Value, json};
use youzhe_content::Dataset;
use youzhe_core::Db;
use youzhe_media::{MediaStore, library};

const EXTS: [&str; 4] = ["jpg", "jpeg", "png", "webp"];

fn is_image(p: &Path) -> bool {
    p.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| EXTS.contains(&e.to_ascii_lowercase().as_str()))
}

/// `media/<id>.<ext>` and the images in `media/<id>/`, in name order (numbers by value).
fn files_of(media: &Path, id: &str) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = EXTS
        .iter()
        .map(|e| media.join(format!("{id}.{e}")))
        .filter(|p| p.is_file())
        .collect();
    let mut inner: Vec<PathBuf> = std::fs::read_dir(media.join(id))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_file() && is_image(p))
        .collect();
    let key = |p: &PathBuf| {
        let stem = p
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("")
            .to_string();
        (stem.parse::<u64>().unwrap_or(u64::MAX), stem)
    };
    inner.sort_by_key(key);
    out.extend(inner);
    out
}

/// A `file` entry's path under `media/`, refusing anything that climbs out of it.
fn inside(media: &Path, file: &str) -> Option<PathBuf> {
    let rel = Path::new(file);
    rel.components()
        .all(|c| matches!(c, Component::Normal(_)))
        .then(|| media.join(rel))
}

/// Keeps the library's photos and points the places at them; how many photos were attached.
/// A file that is not an acceptable image stops the import naming it (nothing of the
/// content is written then; photos already kept are found again by their bytes next time).
pub async fn attach(
    db: &Db,
    store: &MediaStore,
    dir: &Path,
    ds: &mut Dataset,
) -> anyhow::Result<usize> {
    let media = dir.join("media");
    if !media.is_dir() {
        return Ok(0);
    }
    let mut attached = 0;
    for (line, place) in ds.places.items.iter_mut() {
        let mut used: Vec<PathBuf> = Vec::new();
        let mut list = Vec::with_capacity(place.media.len());
        for entry in std::mem::take(&mut place.media) {
            let Some(file) = entry.get("file").and_then(Value::as_str) else {
                list.push(entry);
                continue;
            };
            let Some(path) = inside(&media, file) else {
                bail!("places.jsonl line {line}: media file {file:?} must be a path inside media/");
            };
            let mut e = entry.clone();
            let r = keep(db, store, &path).await?;
            if let Some(obj) = e.as_object_mut() {
                obj.remove("file");
                obj.insert("url".into(), json!(r.url));
                obj.insert("width".into(), json!(r.width));
                obj.insert("height".into(), json!(r.height));
            }
            used.push(path);
            list.push(e);
            attached += 1;
        }
        for path in files_of(&media, &place.id) {
            if used.contains(&path) {
                continue;
            }
            let r = keep(db, store, &path).await?;
            if list
                .iter()
                .any(|m| m.get("url").and_then(Value::as_str) == Some(r.url.as_str()))
            {
                continue; // already in the record (a second import of the same folder)
            }
            list.push(json!({"url": r.url, "width": r.width, "height": r.height, "caption": place.name.zh}));
            attached += 1;
        }
        place.media = list;
    }
    Ok(attached)
}

async fn keep(db: &Db, store: &MediaStore, path: &Path) -> anyhow::Result<youzhe_media::MediaRef> {
    let bytes = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
    match library::keep_file(db, store, bytes).await? {
        Ok(r) => Ok(r),
        Err(why) => bail!("{} was refused: {}", path.display(), why.words()),
    }
}

/// Writes each place's own photos to `DIR/media/<id>/<n>.<ext>` and names them as `file` in
/// its `media`, so the folder imports into another server with its photos. Photos at other
/// addresses stay as they are. How many files were written.
pub async fn write_back(
    db: &Db,
    store: &MediaStore,
    dir: &Path,
    ds: &mut Dataset,
) -> anyhow::Result<usize> {
    let media = dir.join("media");
    let mut written = 0;
    for (_, place) in ds.places.items.iter_mut() {
        for (n, entry) in place.media.iter_mut().enumerate() {
            let Some(url) = entry.get("url").and_then(Value::as_str) else {
                continue;
            };
            let Some((bytes, ext)) = library::original(db, store, url).await? else {
                continue;
            };
            let rel = format!("{}/{}.{ext}", place.id, n + 1);
            let path = media.join(&rel);
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(&path, &bytes).with_context(|| format!("writing {}", path.display()))?;
            if let Some(obj) = entry.as_object_mut() {
                obj.remove("url");
                obj.remove("width");
                obj.remove("height");
                obj.insert("file".into(), json!(rel));
            }
            written += 1;
        }
    }
    Ok(written)
}
