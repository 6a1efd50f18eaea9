//! `youzhe import DIR` with a photo library in `DIR/media/`: files named by a place's id (and
//! named in its `media` with their alt text) are checked and re-encoded like uploads, kept
//! once however often the folder is imported, and shown instead of the drawings; `youzhe
//! export` writes them back so the folder imports elsewhere with its photos.

use serde_json::Value;
use youzhe_media::{MediaStore, fixtures};

use super::{image_size, rows};
use crate::{both_stores, helpers::spawn_app_with};

const PLACE: &str = "scenic-hz-xihu";

/// The shipped folder's files, with West Lake's line naming one photo with its alt text.
fn folder_with_photos(to: &std::path::Path) {
    let from = youzhe_content::fixture::shipped_dir();
    for e in std::fs::read_dir(&from).expect("shipped").flatten() {
        let p = e.path();
        if p.extension().is_some_and(|x| x == "jsonl") {
            let text = std::fs::read_to_string(&p).expect("read");
            let text = if p.file_name().is_some_and(|n| n == "places.jsonl") {
                text.lines()
                    .map(|l| {
                        let mut v: Value = serde_json::from_str(l).expect("json");
                        if v["id"] == PLACE {
                            v["media"] = serde_json::json!([{"file": "scenic-hz-xihu/2.jpg", "caption": "断桥残雪"}]);
                        }
                        v.to_string()
                    })
                    .collect::<Vec<_>>()
                    .join("\n")
                    + "\n"
            } else {
                text
            };
            std::fs::write(to.join(e.file_name()), text).expect("write");
        }
    }
    let media = to.join("media").join(PLACE);
    std::fs::create_dir_all(&media).expect("media");
    // Made here, never shipped: a camera JPEG with GPS, and a plain one.
    std::fs::write(media.join("2.jpg"), fixtures::jpeg_with_gps(1400, 900)).expect("2");
    std::fs::write(media.join("10.jpg"), fixtures::jpeg(700, 500)).expect("10");
}

both_stores!(
    import_keeps_a_photo_library_and_export_writes_it_back,
    |store| {
        let app = spawn_app_with(store, &[]).await;
        let dir = tempfile::tempdir().expect("dir");
        folder_with_photos(dir.path());
        let media_dir = tempfile::tempdir().expect("media");
        let store = MediaStore::local(media_dir.path()).expect("store");

        let mut ds = youzhe_content::read_dir(dir.path()).expect("reads");
        let n = youzhe::cli::media_library::attach(&app.db, &store, dir.path(), &mut ds)
            .await
            .expect("attached");
        assert_eq!(n, 2);
        let place = ds.places.iter().find(|p| p.id == PLACE).expect("West Lake");
        // The named file first with its alt text, then the other by its number.
        assert_eq!(place.media[0]["caption"], "断桥残雪");
        assert_eq!(place.media[1]["caption"], "西湖风景名胜区");
        assert!(place.media[0].get("file").is_none());
        let url = place.media[0]["url"].as_str().expect("url").to_string();
        youzhe_content::store::import(&app.db, ds)
            .await
            .expect("imported");
        assert_eq!(rows(&app).await, 2);

        // Re-encoded like an upload: no EXIF, orientation applied (1400×900 is seen 900×1400).
        let id = url.rsplit('/').next().unwrap();
        let row = youzhe_media::rows::get(&app.db, id)
            .await
            .unwrap()
            .expect("row");
        assert_eq!(
            (row.width, row.height, row.owner.as_str()),
            (900, 1400, "import")
        );
        let bytes = store.get(&row.object_key).await.unwrap().expect("object");
        assert!(!fixtures::has_exif(&bytes));
        let sized = store
            .get(&MediaStore::sized_key(&row.object_key, 640))
            .await
            .unwrap()
            .expect("640");
        assert_eq!(image_size(&sized), (640, 995));

        // The same folder again keeps nothing twice and gives the same addresses.
        let mut again = youzhe_content::read_dir(dir.path()).expect("reads");
        youzhe::cli::media_library::attach(&app.db, &store, dir.path(), &mut again)
            .await
            .expect("again");
        let place = again
            .places
            .iter()
            .find(|p| p.id == PLACE)
            .expect("West Lake");
        assert_eq!(place.media[0]["url"], url.as_str());
        assert_eq!(rows(&app).await, 2);

        // A file that is not an image stops the import, naming it.
        std::fs::write(
            dir.path().join("media").join(PLACE).join("3.jpg"),
            b"words, not a photo",
        )
        .unwrap();
        let mut bad = youzhe_content::read_dir(dir.path()).expect("reads");
        let err = youzhe::cli::media_library::attach(&app.db, &store, dir.path(), &mut bad)
            .await
            .unwrap_err();
        assert!(format!("{err:#}").contains("3.jpg"), "{err:#}");

        // Export writes the originals back and names them as files.
        let out = tempfile::tempdir().expect("out");
        let mut ds = youzhe_content::store::load(&app.db).await.expect("load");
        let written = youzhe::cli::media_library::write_back(&app.db, &store, out.path(), &mut ds)
            .await
            .expect("export");
        assert_eq!(written, 2);
        let place = ds.places.iter().find(|p| p.id == PLACE).expect("West Lake");
        assert_eq!(place.media[0]["file"], "scenic-hz-xihu/1.jpg");
        assert_eq!(place.media[0]["caption"], "断桥残雪");
        assert!(out.path().join("media/scenic-hz-xihu/2.jpg").is_file());
    }
);
