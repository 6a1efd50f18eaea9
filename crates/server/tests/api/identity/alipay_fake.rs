//! A fake Alipay open platform gateway on loopback. It checks every request's RSA2
//! signature with the app's public key (a request signed wrongly is refused as Alipay would)
//! and signs its answers with its own key, whose public half the app is given.
//! Codes: `ok-<digits>` belongs to `user_id` 2088<digits>; `forged-<digits>` is answered
//! with a signature that is not the gateway's; anything else is refused (isv.code-invalid).
//!
//! The keys were made for these tests with `openssl genrsa 2048` and are used nowhere else.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

use axum::{Form, Router, routing::post};
use serde_json::json;
use tokio::net::TcpListener;
use youzhe_identity::alipay::sign;

pub const APP_ID: &str = "2021000000000001";
/// The app's private key (PKCS#8): what `YOUZHE_ALIPAY_PRIVATE_KEY` holds.
pub const APP_PRIVATE_KEY: &str = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQDMzBwTuNRpHj34HrMe9/SfS/LR6I1XP7RB4G6aFkIWpPmNjBnkKWWiilZhqH0Gr9d9d2TbZnvvGVehT/poaY/KSNwgZkAqkux/KAiOtevZMx5TbuQcNQJWO7YhyeMLC6DdYNrncdBvi+N+/9nL4+SRQwbmD/YGXI/ez+3LIM6hTKbptlwEFFv8/VAm9VBKtAa5D8zLr5ZB50LXYAKXNCpJAmn4uQu0lH5WsvxmGQX7oOT33zhQj1C2VvKPQ7PsTrDX4xgo+yPwVkxGuX7eeRClawMs9tDW2+JoU5PZSIP6sJuCDDfemThfHO1PJh2nRW+MZ5EbIJJ5ppGw470Da+wRAgMBAAECggEABfRo9cjo2ctXjKqpLvsZ+QHFbMnJaG8SlrpOOcXfTu6Dz7qUTCU33Wnbc3eLutWciAxb+Z2OvMKGT9xWGYEsQaWBsdTw4hawBedp/Vnk3k4u97e+acFIbL66uWzaHFZoQMaJV/gKuIH9Efj3FVQqHnAWldRgxzzGW9/v73k9bis8Uzqeuf94k3G4AhBG2NWGAFuV2uQvuIiNeWUu3lNWBsdMRAAufCSQBvq4SnveAO8MTb1jji81+/442jlxxZ28dvQOa/f8lY86sxuMpwz2xCKWS56OpK3xzyp8dzTi6p9MIyYFDWod2d4CWqLa64l64viJpWUhkW9o3RkT2i4/WwKBgQD7i8n+P6QdF/Hrqcz9Bjojc3lP1Nr6QLI7Rc+QgzvpxXAVqdMdSW3A8+F6EV04ZhIUmbBp3xzT9h5MwmLFODDMBYe2pKj6M100MbSHovpW6VfhwWNZWkp4M9NUzafnFJoyWJLI4BccQnQDcuqFpIQ6StB3L8Bq7mHjkvJXEHA1IwKBgQDQbGrXzWUe/+Q3KxgASon6MqJAGve+NLINhuqjvA4O0YTMrOoH3UdKaxsDJKz6TEjbO8GSlDOtVVUb33DZsXAR126r5jz2BxoQGyptDk8G5aa6t+qOuj8j3bPQ/zPeLfIkv44Rjcj1RobJmAn23fnbfqHud+trbFhwDcjuiXzvOwKBgAWvNgRZ2dKSfPQPZUN+hYfRjzc/nycymRR/0l34qTzyKkNDEDNEOoe2uyywAcRJgjUW+AacdSFRGYQwjFzalTe3FEcLV4o36O5KBUNfanrWURcX8K/PO4mV2ju7XgT50TY8DC0f60XHNqnxSd11R0ut7yISYS3Jb0reQj23cGGzAoGAdlsa0TFyGwh1MF7oYkHx2IKoYH7v8LM76TKUTCaeVQvlvdTzkUO3GCt6S26oS/rF5LkqU3KVZfjvO8TG8NgyK++KiVNViuC9jCfhD8zwU5pV8/I84JAjCtr7IdPKQIEW4IdmxdEeLSq/n/sWrXmgSWS/0AuJRJdiIT+yusKYj8ECgYEAwTXrwhQuSYe6IT8MQVYnJkYy72fZrrmfnq/8BtJZDCdcYz/XRqS5MOC7hlB65HjrzE91aOfg9bqIg0D+02W14fmtnb1zhO1aj+1av2oItKdmYsAFH23rJUnCHV+DnhtFxCE/Cv6rgCE4TTbhsDWQwBnj2BhjrlY/l7PN16tHxi4=";
const APP_PUBLIC_KEY: &str = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAzMwcE7jUaR49+B6zHvf0n0vy0eiNVz+0QeBumhZCFqT5jYwZ5ClloopWYah9Bq/XfXdk22Z77xlXoU/6aGmPykjcIGZAKpLsfygIjrXr2TMeU27kHDUCVju2IcnjCwug3WDa53HQb4vjfv/Zy+PkkUMG5g/2BlyP3s/tyyDOoUym6bZcBBRb/P1QJvVQSrQGuQ/My6+WQedC12AClzQqSQJp+LkLtJR+VrL8ZhkF+6Dk9984UI9Qtlbyj0Oz7E6w1+MYKPsj8FZMRrl+3nkQpWsDLPbQ1tviaFOT2UiD+rCbggw33pk4XxztTyYdp0VvjGeRGyCSeaaRsOO9A2vsEQIDAQAB";
const GATEWAY_PRIVATE_KEY: &str = "MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQC4h0Doa1rdD8esYNr6q/zrWI0Hflbh5wqvzJoMV/5YHcqVrCof/SEioKEq9UFCM/6/BLmug/p+xwfFRItk7Ze4nhSHi48IIqwnFosL9IlMaUOGmrYhyBrPlgSxDOwn/JyhYU4sLIJr9iOx3DLz+TUmZrDCwy/MRhe0cW44LbRWCdQCorwtbt1kocwdeqSnGG3bMIzu87FzrF/PmpQjzpZEvBNAP5OUbFqWWhG71pRQIs65Y0g/WeEAXj6+BZgPuYOcpE6LtingnlLw7y9XGJmwWd/P4FINTsLxpnzwUzDuXLG9edOJMIgmJsM+GB6Tb3e/lKlla+PRQaywM1DgidxxAgMBAAECggEACy8p9UhX+Zb4sgtNDHVXCxvq8NfEy/SDKJ563gmJjUVRe37DzxxqWSkhmZsju1+vxpvChhgCW1Okhj2qQfnXWMGOkpxYJQzmcKhQcU8fEQA+jzKSfFPOwbMY2dMT33TTeMHPQVTJiyIAHfov5asOsFMYLrbSP2QmcMmw/bNR90auu64u54ElMbSBQCk58vo4f4eFf5N6Ac4aPPuDIvyCQClKOAX4n6+Iv2eaYZO3krTTW7w7IlBWLsSGmfROEm+uwoVoTVGE8QpAXYJvDz254yySTfOVFFJbDNtgSk3ROtxY5mKA7OsUZFBl8NfzH9MSFNY3JaGm8bct1ba9RvwUgQKBgQD6giSf6a0Ge7PBoo7IRxkO/TcQMZwo8wHWEpCdyQCzPRlKxs+kO1k05bCIaSOFrwVqvqmNLLfxKcqwbPeZTtwSFDHSCYA0zDvT1v6x98MzicvgJAYLjEtpHYpHbRXYKArGXgqeczyz4fmp1Al0ckSYkDTKpneT42TdLuIE7Fvl8QKBgQC8ktRYNqeoH0RU7mPBY+wFh6g5diok8LfgQjJeHcMzjQI11a++xrP0HxA9gBSoffkS6nVslpRzigwDjIzjQ0aFhNfsSIqNiz8ydbCyoKMq45FKfXQI12LEOxQwFmA0/ZAr7UI6DJx2OzUN5QwmLbTH3m29VNVU/BoGZMY7/hTegQKBgBY2Qe8X9iqT/11U/5oMi9FDbIV4EKOk4G3N2ZrT/sblzP9PX4vtYzyIfT2rLOYmnbFYVIpbA7hTf1BjaRTj5CmKNtyr0P1depSPBKhdEqbYOgaWyx5tAya/4snwhzZSXpo2LnTcPO6qQ8vmLCxyEVkBuFybpBCt4fymso3DM2bRAoGAKWEa4YSUw6qgxvZMw4oWp5v+CSXp15NO9hHwlYB4bh56JrAOUZGuuVn7qVMqtVJ3TnROchaU2smnGzxDSjdgCTp+WyYL6UVuB7eVn4zqYSXwouTmim4hCShhpK+0Ssx9T3ZPuwc7aiJR4Quq39HVwqoHcK1l5rEvUMnaSh3WHIECgYAe1ZPd45ORNRU66yjhm4KYRQnHSFN1atHxLf7Ifatck/mKj8vDlSuubDhqr2YGP5XjLmYfOt7XH9NGGs2L/au6jFE1a5M2kzG54KmA0DhFNw9zRxYLOH04BBoGvLp84GHIPXY9Ew5wdjm0AycqA8HGMkYT2mhaqacy4iaiJdrnvQ==";
/// The gateway's public key: what `YOUZHE_ALIPAY_PUBLIC_KEY` holds.
pub const GATEWAY_PUBLIC_KEY: &str = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAuIdA6Gta3Q/HrGDa+qv861iNB35W4ecKr8yaDFf+WB3KlawqH/0hIqChKvVBQjP+vwS5roP6fscHxUSLZO2XuJ4Uh4uPCCKsJxaLC/SJTGlDhpq2Icgaz5YEsQzsJ/ycoWFOLCyCa/Yjsdwy8/k1JmawwsMvzEYXtHFuOC20VgnUAqK8LW7dZKHMHXqkpxht2zCM7vOxc6xfz5qUI86WRLwTQD+TlGxalloRu9aUUCLOuWNIP1nhAF4+vgWYD7mDnKROi7Yp4J5S8O8vVxiZsFnfz+BSDU7C8aZ88FMw7lyxvXnTiTCIJibDPhgek293v5SpZWvj0UGssDNQ4InccQIDAQAB";

#[derive(Clone, Default)]
pub struct FakeAlipay {
    pub url: String,
    /// Every form received, in order.
    forms: Arc<Mutex<Vec<HashMap<String, String>>>>,
}

fn answer(node: serde_json::Value, key: &str) -> String {
    let node = node.to_string();
    let signature = sign::sign(&sign::private_key(key).unwrap(), &node);
    format!(r#"{{"alipay_system_oauth_token_response":{node},"sign":"{signature}"}}"#)
}

impl FakeAlipay {
    pub async fn start() -> Self {
        let forms: Arc<Mutex<Vec<HashMap<String, String>>>> = Arc::default();
        let seen = forms.clone();
        let app = Router::new().route(
            "/gateway.do",
            post(move |Form(f): Form<HashMap<String, String>>| async move {
                seen.lock().unwrap().push(f.clone());
                let pairs: Vec<(&str, &str)> =
                    f.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
                let signed = f.get("sign").is_some_and(|s| {
                    sign::verify(
                        &sign::public_key(APP_PUBLIC_KEY).unwrap(),
                        &sign::sign_content(&pairs),
                        s,
                    )
                });
                let get = |k: &str| f.get(k).map(String::as_str).unwrap_or("");
                if !signed
                    || get("app_id") != APP_ID
                    || get("sign_type") != "RSA2"
                    || get("method") != "alipay.system.oauth.token"
                    || get("grant_type") != "authorization_code"
                {
                    return json!({"error_response": {"code": "40002", "msg": "Invalid Arguments",
                        "sub_code": "isv.invalid-signature", "sub_msg": "验签出错"}})
                    .to_string();
                }
                let code = get("code");
                if let Some(n) = code.strip_prefix("ok-") {
                    // `ok-<digits>-<anything>`: another code of the same account.
                    let n = n.split('-').next().unwrap_or_default();
                    let node = json!({"user_id": format!("2088{n}"), "access_token": "never-stored",
                        "expires_in": 1296000, "refresh_token": "r", "re_expires_in": 2592000});
                    return answer(node, GATEWAY_PRIVATE_KEY);
                }
                if let Some(n) = code.strip_prefix("forged-") {
                    let node = json!({"user_id": format!("2088{n}"), "access_token": "a", "expires_in": 1});
                    return answer(node, APP_PRIVATE_KEY);
                }
                json!({"error_response": {"code": "40002", "msg": "Invalid Arguments",
                    "sub_code": "isv.code-invalid", "sub_msg": "授权码code无效"}})
                .to_string()
            }),
        );
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}/gateway.do", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, app).await });
        Self { url, forms }
    }

    /// How many exchanges reached the gateway.
    pub fn calls(&self) -> usize {
        self.forms.lock().unwrap().len()
    }

    pub fn last_form(&self) -> HashMap<String, String> {
        self.forms
            .lock()
            .unwrap()
            .last()
            .cloned()
            .unwrap_or_default()
    }

    /// Settings that point the app at this fake.
    pub fn settings(&self) -> Vec<(&'static str, String)> {
        vec![
            ("YOUZHE_ALIPAY_APP_ID", APP_ID.to_string()),
            ("YOUZHE_ALIPAY_PRIVATE_KEY", APP_PRIVATE_KEY.to_string()),
            ("YOUZHE_ALIPAY_PUBLIC_KEY", GATEWAY_PUBLIC_KEY.to_string()),
            ("YOUZHE_ALIPAY_GATEWAY", self.url.clone()),
        ]
    }
}
