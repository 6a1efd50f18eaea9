//! `youzhe backup` and a restore, the way docs/OPERATIONS.md tells an operator to do them:
//! content and a visitor's favourite written, a backup taken while the server serves (and
//! while a visitor keeps writing), everything wiped, the file copied back, the server
//! started again, and the data read back. SQLite only: PostgreSQL is backed up by pg_dump.

use std::{
    collections::BTreeMap,
    path::Path,
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use serde_json::{Value, json};
use tokio::{sync::oneshot, task::JoinHandle};
use youzhe_core::Config;

const XIHU: &str = "/ver3/api/poi/v1/details?id=scenic-hz-xihu";
const SAVE: &str = "/ver3/api/v3/favourites/place/scenic-hz-xihu";
const LIST: &str = "/ver3/api/v3/favourites";
const LOGIN: &str = "/ver3/api/api-auth/v1/zlhw-center/open-id/login";

struct Server {
    base: String,
    client: reqwest::Client,
    stop: oneshot::Sender<()>,
    handle: JoinHandle<anyhow::Result<()>>,
}

/// `youzhe serve` on the SQLite file `db` with its data folder `data`.
async fn serve(db: &Path, data: &Path) -> Server {
    let mut s = BTreeMap::new();
    for (k, v) in [
        ("YOUZHE_ADDR", "127.0.0.1:0".to_string()),
        ("YOUZHE_DATA_DIR", data.display().to_string()),
        ("DATABASE_URL", format!("sqlite://{}", db.display())),
        ("YOUZHE_PRECOMPRESS", "false".into()),
        // The busy visitor below writes as fast as it can.
        ("YOUZHE_RATE_FAVOURITES", "off".into()),
        (
            "YOUZHE_CONTENT_DIR",
            youzhe_content::fixture::shipped_dir().display().to_string(),
        ),
    ] {
        s.insert(k.to_string(), v);
    }
    let app = youzhe::Application::build(Config::from_settings(s).unwrap())
        .await
        .unwrap();
    let base = format!("http://{}", app.local_addr());
    let (stop, rx) = oneshot::channel::<()>();
    let handle = tokio::spawn(app.run_until(async move {
        let _ = rx.await;
    }));
    Server {
        base,
        client: reqwest::Client::new(),
        stop,
        handle,
    }
}

impl Server {
    async fn send(
        &self,
        method: reqwest::Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> Value {
        let mut req = self.client.request(method, format!("{}{path}", self.base));
        if let Some(t) = token {
            req = req.header("Authorization", format!("Bearer {t}"));
        }
        if let Some(b) = body {
            req = req.json(&b);
        }
        let res = req.send().await.unwrap();
        assert_eq!(res.status(), 200, "{path}");
        res.json().await.unwrap()
    }

    async fn token(&self, openid: &str) -> String {
        let b = self
            .send(
                reqwest::Method::POST,
                LOGIN,
                None,
                Some(json!({ "openid": openid })),
            )
            .await;
        b["data"]["ID_token"].as_str().unwrap().to_string()
    }

    async fn xihu_name(&self) -> Value {
        self.send(reqwest::Method::GET, XIHU, None, None).await["data"]["name"].clone()
    }

    async fn saved(&self, token: &str) -> Vec<String> {
        let b = self
            .send(reqwest::Method::GET, LIST, Some(token), None)
            .await;
        b["data"]["list"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i["id"].as_str().unwrap().to_string())
            .collect()
    }

    async fn stop(self) {
        let _ = self.stop.send(());
        self.handle.await.unwrap().unwrap();
    }
}

/// A folder holding only West Lake, renamed `name`.
fn xihu_named(name: &str) -> tempfile::TempDir {
    let shipped = youzhe_content::fixture::shipped_dir();
    let line = std::fs::read_to_string(shipped.join("places.jsonl"))
        .unwrap()
        .lines()
        .find(|l| l.contains("\"scenic-hz-xihu\""))
        .unwrap()
        .to_string();
    let mut place: Value = serde_json::from_str(&line).unwrap();
    place["name"]["zh"] = name.into();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("places.jsonl"), format!("{place}\n")).unwrap();
    dir
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_while_serving_restores_content_and_favourites() {
    let root = tempfile::tempdir().unwrap();
    let (data, db) = (
        root.path().join("var"),
        root.path().join("var/youzhe.sqlite3"),
    );
    let url = format!("sqlite://{}", db.display());
    let server = serve(&db, &data).await;

    // Content changed after the first import, and a visitor's favourite.
    youzhe_content::Content::new(youzhe_core::Db::connect(&url).await.unwrap())
        .import_dir(xihu_named("西湖（备份前）").path())
        .await
        .unwrap();
    let t = server.token("oBackupVisitor").await;
    let saved = server
        .send(reqwest::Method::PUT, SAVE, Some(&t), None)
        .await;
    assert_eq!(saved["code"], 0, "{saved}");

    // The backup is taken while another visitor keeps writing.
    let done = Arc::new(AtomicBool::new(false));
    let writer = {
        let (client, base, done) = (server.client.clone(), server.base.clone(), done.clone());
        let t2 = server.token("oBusyVisitor").await;
        tokio::spawn(async move {
            let mut writes = 0;
            while !done.load(Ordering::Relaxed) {
                for m in [reqwest::Method::PUT, reqwest::Method::DELETE] {
                    let r = client
                        .request(m, format!("{base}{SAVE}"))
                        .bearer_auth(&t2)
                        .send()
                        .await
                        .unwrap();
                    assert_eq!(r.status(), 200);
                    writes += 1;
                }
            }
            writes
        })
    };
    tokio::time::sleep(Duration::from_millis(50)).await;
    let file = root.path().join("youzhe-backup.sqlite3");
    let b = youzhe::cli::backup::backup(&url, &file).await.unwrap();
    done.store(true, Ordering::Relaxed);
    assert!(b.content_records > 1000, "{b:?}");
    assert!(
        writer.await.unwrap() > 2,
        "the visitor kept writing meanwhile"
    );
    // A second backup to the same name is refused and leaves the first alone.
    let before = std::fs::read(&file).unwrap();
    let again = youzhe::cli::backup::backup(&url, &file).await.unwrap_err();
    assert!(again.to_string().contains("already exists"), "{again}");
    assert_eq!(std::fs::read(&file).unwrap(), before);
    server.stop().await;

    // Disaster: the whole data folder is gone. Restore: copy the file back, start.
    std::fs::remove_dir_all(&data).unwrap();
    std::fs::create_dir_all(&data).unwrap();
    std::fs::copy(&file, &db).unwrap();
    let server = serve(&db, &data).await;
    assert_eq!(server.xihu_name().await, "西湖（备份前）");
    // The signing keys went with the folder, so the visitor signs in again: same openid,
    // same visitor, the favourite is there.
    let t = server.token("oBackupVisitor").await;
    assert_eq!(server.saved(&t).await, vec!["scenic-hz-xihu".to_string()]);
    server.stop().await;
}
