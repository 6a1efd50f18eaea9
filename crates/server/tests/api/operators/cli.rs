//! `youzhe operator`: the binary itself, run against the test server's database, creates the
//! first admin (a generated password printed once, or one from stdin), sets up TOTP, resets
//! and disables, each audited as `cli`; bad input ends with a message naming the option and
//! a non-zero exit.

use std::{
    io::Write,
    process::{Command, Output, Stdio},
};

use serde_json::json;

use super::{app, code, get, try_sign_in};
use crate::{both_stores, helpers::TestApp};

fn youzhe(app: &TestApp, args: &[&str], stdin: Option<&str>) -> Output {
    let data = app.testdb.scratch_dir().join("cli-data");
    let mut child = Command::new(env!("CARGO_BIN_EXE_youzhe"))
        .args(args)
        .env("DATABASE_URL", &app.testdb.url)
        .env("YOUZHE_DATA_DIR", &data)
        .env("YOUZHE_CONTENT_DIR", "none")
        .env("RUST_LOG", "warn")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the youzhe binary runs");
    if let Some(text) = stdin {
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
    }
    drop(child.stdin.take());
    child.wait_with_output().unwrap()
}

fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The password a command printed once.
fn printed_password(o: &Output) -> String {
    out(o)
        .lines()
        .find_map(|l| l.strip_prefix("password (shown once): "))
        .expect("a printed password")
        .to_string()
}

both_stores!(operator_commands_add_totp_reset_and_disable, |store| {
    let app = app(store, &[]).await;
    let o = youzhe(
        &app,
        &["operator", "add", "admin", "--role", "province-admin"],
        None,
    );
    assert!(o.status.success(), "{}", err(&o));
    let pw = printed_password(&o);
    assert_eq!(pw.len(), 20);
    let (_, _, ok) = try_sign_in(&app, json!({"username": "admin", "password": pw})).await;
    assert_eq!(code(&ok), 0, "{ok}");

    let o = youzhe(
        &app,
        &[
            "operator",
            "add",
            "ed-xihu",
            "--role",
            "county-editor",
            "--county",
            "330106",
            "--password-stdin",
        ],
        Some("a password from stdin\n"),
    );
    assert!(o.status.success(), "{}", err(&o));
    assert!(!out(&o).contains("shown once"));
    let (_, cookie, ed) = try_sign_in(
        &app,
        json!({"username": "ed-xihu", "password": "a password from stdin"}),
    )
    .await;
    assert_eq!(ed["data"]["operator"]["countyCode"], "330106");
    let ed_session = crate::operators::Session {
        cookie: cookie.unwrap().split(';').next().unwrap().to_string(),
        csrf: ed["data"]["csrf"].as_str().unwrap().to_string(),
    };

    // Refusals name the option and change nothing.
    let before = crate::operators::snapshot(&app).await;
    let o = youzhe(
        &app,
        &["operator", "add", "hz-editor", "--role", "city-editor"],
        None,
    );
    assert!(!o.status.success());
    assert!(err(&o).contains("--city"), "{}", err(&o));
    let o = youzhe(
        &app,
        &["operator", "add", "admin", "--role", "analyst"],
        None,
    );
    assert!(!o.status.success());
    assert!(err(&o).contains("用户名已存在"), "{}", err(&o));
    let o = youzhe(&app, &["operator", "reset", "nobody"], None);
    assert!(!o.status.success());
    let o = youzhe(
        &app,
        &[
            "operator",
            "add",
            "x-y",
            "--role",
            "analyst",
            "--password-stdin",
        ],
        Some("short\n"),
    );
    assert!(!o.status.success());
    assert!(err(&o).contains("password"), "{}", err(&o));
    assert_eq!(crate::operators::snapshot(&app).await, before);

    // TOTP: the address for the app, and sign-in asks for the code from then on.
    let o = youzhe(&app, &["operator", "totp", "admin"], None);
    assert!(o.status.success(), "{}", err(&o));
    let uri = out(&o);
    assert!(uri.starts_with("otpauth://totp/"), "{uri}");
    assert!(
        uri.contains("secret=") && uri.contains("digits=6&period=30"),
        "{uri}"
    );
    let (_, _, needs) = try_sign_in(&app, json!({"username": "admin", "password": pw})).await;
    assert_eq!(needs["data"]["field"], "totp");

    // Reset: a new password, the old one refused.
    let o = youzhe(&app, &["operator", "reset", "ed-xihu"], None);
    assert!(o.status.success(), "{}", err(&o));
    let new_pw = printed_password(&o);
    // The reset ended the editor's session.
    assert_eq!(code(&get(&app, &ed_session, "/me").await), 40003);
    let (_, _, old) = try_sign_in(
        &app,
        json!({"username": "ed-xihu", "password": "a password from stdin"}),
    )
    .await;
    assert_eq!(code(&old), 40003);
    let (_, _, ok) = try_sign_in(&app, json!({"username": "ed-xihu", "password": new_pw})).await;
    assert_eq!(code(&ok), 0);

    let o = youzhe(&app, &["operator", "disable", "ed-xihu"], None);
    assert!(o.status.success(), "{}", err(&o));
    let (_, _, gone) = try_sign_in(&app, json!({"username": "ed-xihu", "password": new_pw})).await;
    assert_eq!(code(&gone), 40003);

    let actions: Vec<(String, String)> = youzhe_core::with_db!(&app.db, pool => sqlx::query_as(
        "SELECT actor, action FROM audit_log ORDER BY id").fetch_all(pool).await)
    .unwrap();
    let want = [
        "operator.create",
        "operator.create",
        "operator.totp_enable",
        "operator.password_reset",
        "operator.disable",
    ];
    assert_eq!(
        actions.iter().map(|(_, a)| a.as_str()).collect::<Vec<_>>(),
        want
    );
    assert!(actions.iter().all(|(actor, _)| actor == "cli"));
});
