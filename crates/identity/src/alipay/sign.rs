//! RSA2 as Alipay's open platform uses it: SHA256withRSA (PKCS#1 v1.5) over the request's
//! parameters sorted by name and joined as `k=v&k=v` (every parameter but `sign`, empty
//! values left out, values as they are, not percent-encoded), and over the exact text of the
//! answer's `<method>_response` object when checking what the gateway sent back.

use base64::{Engine, engine::general_purpose::STANDARD};
use rsa::{
    RsaPrivateKey, RsaPublicKey,
    pkcs1::{DecodeRsaPrivateKey, DecodeRsaPublicKey},
    pkcs1v15::{Signature, SigningKey, VerifyingKey},
    pkcs8::{DecodePrivateKey, DecodePublicKey},
    signature::{SignatureEncoding, Signer, Verifier},
};
use sha2::Sha256;

/// Base64 DER or PEM (the header lines are dropped) to DER bytes.
fn der(text: &str) -> anyhow::Result<Vec<u8>> {
    let b64: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("-----"))
        .flat_map(|l| l.chars())
        .filter(|c| !c.is_whitespace())
        .collect();
    STANDARD
        .decode(b64)
        .map_err(|_| anyhow::anyhow!("the key is not base64 or PEM"))
}

/// The app's private key, PKCS#8 (what Alipay's key tool makes for Java) or PKCS#1.
pub fn private_key(text: &str) -> anyhow::Result<RsaPrivateKey> {
    let der = der(text)?;
    RsaPrivateKey::from_pkcs8_der(&der)
        .or_else(|_| RsaPrivateKey::from_pkcs1_der(&der))
        .map_err(|_| anyhow::anyhow!("the key is not an RSA private key (PKCS#8 or PKCS#1)"))
}

/// Alipay's public key, as its console shows it (SubjectPublicKeyInfo) or PKCS#1.
pub fn public_key(text: &str) -> anyhow::Result<RsaPublicKey> {
    let der = der(text)?;
    RsaPublicKey::from_public_key_der(&der)
        .or_else(|_| RsaPublicKey::from_pkcs1_der(&der))
        .map_err(|_| anyhow::anyhow!("the key is not an RSA public key"))
}

/// The text that is signed: parameters sorted by name, empty ones and `sign` left out.
pub fn sign_content(params: &[(&str, &str)]) -> String {
    let mut kept: Vec<&(&str, &str)> = params
        .iter()
        .filter(|(k, v)| *k != "sign" && !v.is_empty())
        .collect();
    kept.sort_by(|a, b| a.0.cmp(b.0));
    kept.iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join("&")
}

/// Base64 SHA256withRSA signature of `content`.
pub fn sign(key: &RsaPrivateKey, content: &str) -> String {
    let signer = SigningKey::<Sha256>::new(key.clone());
    STANDARD.encode(signer.sign(content.as_bytes()).to_bytes())
}

/// Whether `signature` (base64) is `key`'s SHA256withRSA signature of `content`.
pub fn verify(key: &RsaPublicKey, content: &str, signature: &str) -> bool {
    let Ok(bytes) = STANDARD.decode(signature.trim()) else {
        return false;
    };
    let Ok(sig) = Signature::try_from(bytes.as_slice()) else {
        return false;
    };
    VerifyingKey::<Sha256>::new(key.clone())
        .verify(content.as_bytes(), &sig)
        .is_ok()
}

/// The exact text of the JSON object under `key` at the top of `body`: Alipay signs those
/// bytes, so they are cut out rather than parsed and written again.
pub fn raw_object<'a>(body: &'a str, key: &str) -> Option<&'a str> {
    let name = format!("\"{key}\"");
    let after = body.find(&name)? + name.len();
    let rest = &body[after..];
    let start = after + rest.find('{')?;
    if !body[after..start]
        .trim()
        .trim_start_matches(':')
        .trim()
        .is_empty()
    {
        return None;
    }
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    for (i, c) in body[start..].char_indices() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(&body[start..=start + i]);
                }
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A key made for this test with `openssl genrsa 2048` (PKCS#8, base64 DER); never used
    /// anywhere else.
    const KEY: &str = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQDMzBwTuNRpHj34HrMe9/SfS/LR6I1XP7RB4G6aFkIWpPmNjBnkKWWiilZhqH0Gr9d9d2TbZnvvGVehT/poaY/KSNwgZkAqkux/KAiOtevZMx5TbuQcNQJWO7YhyeMLC6DdYNrncdBvi+N+/9nL4+SRQwbmD/YGXI/ez+3LIM6hTKbptlwEFFv8/VAm9VBKtAa5D8zLr5ZB50LXYAKXNCpJAmn4uQu0lH5WsvxmGQX7oOT33zhQj1C2VvKPQ7PsTrDX4xgo+yPwVkxGuX7eeRClawMs9tDW2+JoU5PZSIP6sJuCDDfemThfHO1PJh2nRW+MZ5EbIJJ5ppGw470Da+wRAgMBAAECggEABfRo9cjo2ctXjKqpLvsZ+QHFbMnJaG8SlrpOOcXfTu6Dz7qUTCU33Wnbc3eLutWciAxb+Z2OvMKGT9xWGYEsQaWBsdTw4hawBedp/Vnk3k4u97e+acFIbL66uWzaHFZoQMaJV/gKuIH9Efj3FVQqHnAWldRgxzzGW9/v73k9bis8Uzqeuf94k3G4AhBG2NWGAFuV2uQvuIiNeWUu3lNWBsdMRAAufCSQBvq4SnveAO8MTb1jji81+/442jlxxZ28dvQOa/f8lY86sxuMpwz2xCKWS56OpK3xzyp8dzTi6p9MIyYFDWod2d4CWqLa64l64viJpWUhkW9o3RkT2i4/WwKBgQD7i8n+P6QdF/Hrqcz9Bjojc3lP1Nr6QLI7Rc+QgzvpxXAVqdMdSW3A8+F6EV04ZhIUmbBp3xzT9h5MwmLFODDMBYe2pKj6M100MbSHovpW6VfhwWNZWkp4M9NUzafnFJoyWJLI4BccQnQDcuqFpIQ6StB3L8Bq7mHjkvJXEHA1IwKBgQDQbGrXzWUe/+Q3KxgASon6MqJAGve+NLINhuqjvA4O0YTMrOoH3UdKaxsDJKz6TEjbO8GSlDOtVVUb33DZsXAR126r5jz2BxoQGyptDk8G5aa6t+qOuj8j3bPQ/zPeLfIkv44Rjcj1RobJmAn23fnbfqHud+trbFhwDcjuiXzvOwKBgAWvNgRZ2dKSfPQPZUN+hYfRjzc/nycymRR/0l34qTzyKkNDEDNEOoe2uyywAcRJgjUW+AacdSFRGYQwjFzalTe3FEcLV4o36O5KBUNfanrWURcX8K/PO4mV2ju7XgT50TY8DC0f60XHNqnxSd11R0ut7yISYS3Jb0reQj23cGGzAoGAdlsa0TFyGwh1MF7oYkHx2IKoYH7v8LM76TKUTCaeVQvlvdTzkUO3GCt6S26oS/rF5LkqU3KVZfjvO8TG8NgyK++KiVNViuC9jCfhD8zwU5pV8/I84JAjCtr7IdPKQIEW4IdmxdEeLSq/n/sWrXmgSWS/0AuJRJdiIT+yusKYj8ECgYEAwTXrwhQuSYe6IT8MQVYnJkYy72fZrrmfnq/8BtJZDCdcYz/XRqS5MOC7hlB65HjrzE91aOfg9bqIg0D+02W14fmtnb1zhO1aj+1av2oItKdmYsAFH23rJUnCHV+DnhtFxCE/Cv6rgCE4TTbhsDWQwBnj2BhjrlY/l7PN16tHxi4=";
    const PUBLIC: &str = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAzMwcE7jUaR49+B6zHvf0n0vy0eiNVz+0QeBumhZCFqT5jYwZ5ClloopWYah9Bq/XfXdk22Z77xlXoU/6aGmPykjcIGZAKpLsfygIjrXr2TMeU27kHDUCVju2IcnjCwug3WDa53HQb4vjfv/Zy+PkkUMG5g/2BlyP3s/tyyDOoUym6bZcBBRb/P1QJvVQSrQGuQ/My6+WQedC12AClzQqSQJp+LkLtJR+VrL8ZhkF+6Dk9984UI9Qtlbyj0Oz7E6w1+MYKPsj8FZMRrl+3nkQpWsDLPbQ1tviaFOT2UiD+rCbggw33pk4XxztTyYdp0VvjGeRGyCSeaaRsOO9A2vsEQIDAQAB";
    /// `printf 'app_id=2021000000000001&biz=x' | openssl dgst -sha256 -sign key.pem | base64`:
    /// an independent implementation's signature, so ours is checked against it.
    const OPENSSL_SIGNATURE: &str = "VnBAlUAMmojENhac55/PHz5EWcacwwCQrdox3AA9XNLbWzb2QG3qTuTCljGiacuwrwABGaS/mjmkGhjppHivueSZmioHpGV3gKNCdF/uvOoMIrZHeMl87okPB0QPW4+gEAqSEzK73Sdm3AIAOuenOmt2q+LUJZlXlZhGEyr74xDEWgxcSBRBXKTVTW8atiVSrohsnLGBi+dSFNzkkvJkSZ7fa55i7KGu08S+/4XIIey0SF1bkpi6nLXSSdeDaT6j8QScdUB8FQ/Aak49RDfyrJyqbnqYxA2/v13oZdI/pqTdCF053kJGH8QJyFgD/grXuoxSww75jZNpc5uuATLbOQ==";

    #[test]
    fn signs_as_openssl_does() {
        let key = private_key(KEY).unwrap();
        let content = sign_content(&[
            ("biz", "x"),
            ("sign", "old"),
            ("empty", ""),
            ("app_id", "2021000000000001"),
        ]);
        assert_eq!(content, "app_id=2021000000000001&biz=x");
        assert_eq!(sign(&key, &content), OPENSSL_SIGNATURE);
        let public = public_key(PUBLIC).unwrap();
        assert!(verify(&public, &content, OPENSSL_SIGNATURE));
        assert!(!verify(
            &public,
            "app_id=2021000000000001&biz=y",
            OPENSSL_SIGNATURE
        ));
        assert!(!verify(&public, &content, "not base64!"));
        let pem = format!(
            "-----BEGIN PRIVATE KEY-----\n{}\n-----END PRIVATE KEY-----\n",
            &KEY
        );
        assert!(private_key(&pem).is_ok());
        assert!(private_key("bm90IGEga2V5").is_err());
        assert!(public_key(KEY).is_err());
    }

    #[test]
    fn cuts_out_the_signed_object_as_sent() {
        let body = r#"{"alipay_system_oauth_token_response":{"user_id":"2088","msg":"a}\"{b","n":{"x":1}},"sign":"abc"}"#;
        assert_eq!(
            raw_object(body, "alipay_system_oauth_token_response"),
            Some(r#"{"user_id":"2088","msg":"a}\"{b","n":{"x":1}}"#)
        );
        assert_eq!(raw_object(body, "error_response"), None);
        assert_eq!(raw_object(r#"{"k": "v"}"#, "k"), None);
    }
}
