//! Which addresses the web view may frame. Pure: no DNS, no network.
//!
//! 1. The address is parsed once by the WHATWG parser browsers use, so every spelling of an
//!    IPv4 host (`2130706433`, `0x7f.1`, `0177.0.0.1`, `127.1`) reaches us as the address
//!    the browser would open, and the normalized address is what the frame is given.
//! 2. Only `http` and `https` (never `javascript:`, `data:`, `file:` …), no user info.
//! 3. Never a local address, listed or not: `localhost`, a name without a dot, loopback,
//!    private, link-local and unspecified IPv4 and IPv6 literals (IPv4 inside IPv6 too).
//! 4. The host is on the list: an exact name, or `*.suffix` for the names under `suffix`
//!    (not `suffix` itself, as CSP reads `*.`).

use std::net::{Ipv4Addr, Ipv6Addr};

use serde::Serialize;
use url::{Host, Url};
use utoipa::ToSchema;

/// Why an address opens or not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// On the allow list: it opens in the frame.
    Allowed,
    /// A fine outside address that is not on the list: the visitor may open it outside.
    NotListed,
    /// Not http or https (`javascript:`, `data:`, `file:` …): never opened.
    Scheme,
    /// A local or private address, or a name without a dot: never opened.
    LocalAddress,
    /// Not an absolute address, or one with user info: never opened.
    Malformed,
}

/// What the check found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decision {
    pub reason: Reason,
    /// The host as the browser reads it (lower case, IPv4 in dotted form); empty when none.
    pub host: String,
    /// The normalized address; the input as given when it does not parse.
    pub url: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Pattern {
    Exact(String),
    Under(String),
}

/// The operator's list (`YOUZHE_WEBVIEW_HOSTS`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AllowList {
    patterns: Vec<Pattern>,
}

impl AllowList {
    /// Comma-separated hosts: `www.example.com`, `*.example.com`. Entries that name no
    /// usable public host (`*`, `localhost`, `10.0.0.1`, a URL) are ignored.
    pub fn parse(text: &str) -> Self {
        let patterns = text
            .split(',')
            .map(|s| s.trim().trim_end_matches('.').to_ascii_lowercase())
            .filter_map(|s| match s.strip_prefix("*.") {
                Some(rest) if usable(rest) && rest.contains('.') => {
                    Some(Pattern::Under(rest.into()))
                }
                Some(_) => None,
                None if usable(&s) && !is_local_name(&s) => Some(Pattern::Exact(s)),
                None => None,
            })
            .collect();
        Self { patterns }
    }

    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    fn lists(&self, host: &str) -> bool {
        self.patterns.iter().any(|p| match p {
            Pattern::Exact(h) => h == host,
            Pattern::Under(s) => host
                .strip_suffix(s.as_str())
                .is_some_and(|head| head.len() > 1 && head.ends_with('.')),
        })
    }

    /// The sources for CSP `frame-src`, each host over http and https.
    pub fn csp_sources(&self) -> Vec<String> {
        self.patterns
            .iter()
            .flat_map(|p| {
                let host = match p {
                    Pattern::Exact(h) if h.contains(':') => format!("[{h}]"),
                    Pattern::Exact(h) => h.clone(),
                    Pattern::Under(s) => format!("*.{s}"),
                };
                [format!("https://{host}"), format!("http://{host}")]
            })
            .collect()
    }

    /// The decision for one address as a visitor's link gives it.
    pub fn check(&self, input: &str) -> Decision {
        let input = input.trim();
        let refused = |reason, host: String, url: String| Decision { reason, host, url };
        let Ok(url) = Url::parse(input) else {
            return refused(Reason::Malformed, String::new(), input.to_string());
        };
        let host = url
            .host()
            .map(|h| match h {
                Host::Ipv6(ip) => ip.to_string(),
                other => other.to_string().trim_end_matches('.').to_ascii_lowercase(),
            })
            .unwrap_or_default();
        let text = url.to_string();
        if !matches!(url.scheme(), "http" | "https") {
            return refused(Reason::Scheme, host, text);
        }
        if !url.username().is_empty() || url.password().is_some() || host.is_empty() {
            return refused(Reason::Malformed, host, text);
        }
        let local = match url.host() {
            Some(Host::Ipv4(ip)) => is_local_v4(ip),
            Some(Host::Ipv6(ip)) => is_local_v6(ip),
            _ => is_local_name(&host),
        };
        let reason = if local {
            Reason::LocalAddress
        } else if self.lists(&host) {
            Reason::Allowed
        } else {
            Reason::NotListed
        };
        Decision {
            reason,
            host,
            url: text,
        }
    }
}

/// A host name or address as a list entry may hold one (no scheme, path, port or spaces).
fn usable(s: &str) -> bool {
    !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_' | b':'))
        && !s.starts_with('.')
        && Url::parse(&format!("http://{s}/")).is_ok_and(|u| u.port().is_none())
}

/// `localhost` and its names, a name without a dot, and any IP literal that is local.
fn is_local_name(host: &str) -> bool {
    if let Ok(Some(h)) =
        Url::parse(&format!("http://{host}/")).map(|u| u.host().map(|h| h.to_owned()))
    {
        match h {
            Host::Ipv4(ip) => return is_local_v4(ip),
            Host::Ipv6(ip) => return is_local_v6(ip),
            Host::Domain(_) => {}
        }
    }
    host == "localhost" || host.ends_with(".localhost") || !host.contains('.')
}

fn is_local_v4(ip: Ipv4Addr) -> bool {
    let [a, b, ..] = ip.octets();
    a == 0                                     // 0.0.0.0/8, "this network"
        || a == 10                             // private
        || a == 127                            // loopback
        || (a == 169 && b == 254)              // link-local
        || (a == 172 && (16..32).contains(&b)) // private
        || (a == 192 && b == 168)              // private
        || (a == 100 && (64..128).contains(&b)) // shared (carrier NAT)
        || ip.is_broadcast()
}

fn is_local_v6(ip: Ipv6Addr) -> bool {
    if let Some(v4) = ip.to_ipv4_mapped() {
        return is_local_v4(v4);
    }
    let s = ip.segments();
    ip.is_unspecified()
        || ip.is_loopback()
        || (s[0] & 0xfe00) == 0xfc00 // unique local fc00::/7
        || (s[0] & 0xffc0) == 0xfe80 // link-local fe80::/10
        || (s[0] & 0xffc0) == 0xfec0 // site-local (deprecated) fec0::/10
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list() -> AllowList {
        AllowList::parse(
            " www.zjtour.example , *.gov.example, localhost, 10.0.0.1, *, https://x.example/ ",
        )
    }

    fn reason(url: &str) -> Reason {
        list().check(url).reason
    }

    #[test]
    fn listed_hosts_open_others_are_named() {
        assert_eq!(reason("https://www.zjtour.example/a?b=1"), Reason::Allowed);
        assert_eq!(reason("http://WWW.ZJTOUR.EXAMPLE./"), Reason::Allowed);
        assert_eq!(reason("https://trip.gov.example/x"), Reason::Allowed);
        assert_eq!(reason("https://a.b.gov.example/x"), Reason::Allowed);
        assert_eq!(reason("https://gov.example/x"), Reason::NotListed);
        assert_eq!(reason("https://evilgov.example/x"), Reason::NotListed);
        assert_eq!(reason("https://zjtour.example/"), Reason::NotListed);
        let d = list().check("https://Other.Example:8443/p?q=1#h");
        assert_eq!(
            (d.reason, d.host.as_str(), d.url.as_str()),
            (
                Reason::NotListed,
                "other.example",
                "https://other.example:8443/p?q=1#h"
            )
        );
    }

    #[test]
    fn only_http_and_https() {
        for u in [
            "javascript:alert(1)",
            " JavaScript:alert(1)",
            "data:text/html,<b>x</b>",
            "file:///etc/passwd",
            "ftp://www.zjtour.example/",
            "blob:https://www.zjtour.example/1",
        ] {
            assert_eq!(reason(u), Reason::Scheme, "{u}");
        }
    }

    #[test]
    fn local_addresses_never_open_even_when_listed() {
        for u in [
            "http://localhost/",
            "http://app.localhost/",
            "http://intranet/",
            "http://127.0.0.1:8080/",
            "http://2130706433/",
            "http://0x7f.1/",
            "http://0177.0.0.1/",
            "http://127.1/",
            "http://10.0.0.1/",
            "http://172.16.5.4/",
            "http://172.31.255.255/",
            "http://192.168.1.1/",
            "http://169.254.169.254/latest/meta-data",
            "http://0.0.0.0/",
            "http://[::1]/",
            "http://[::ffff:127.0.0.1]/",
            "http://[fd00::1]/",
            "http://[fe80::1]/",
            "http://[::]/",
        ] {
            assert_eq!(reason(u), Reason::LocalAddress, "{u}");
        }
        assert_eq!(reason("http://172.32.0.1/"), Reason::NotListed);
        assert_eq!(reason("http://8.8.8.8/"), Reason::NotListed);
    }

    #[test]
    fn malformed_addresses() {
        for u in [
            "",
            "www.zjtour.example",
            "//www.zjtour.example/",
            "http://",
            "https://u:p@www.zjtour.example/",
            "http://a b.example/",
        ] {
            assert_eq!(reason(u), Reason::Malformed, "{u:?}");
        }
    }

    #[test]
    fn unusable_entries_are_ignored_and_the_frame_policy_follows_the_list() {
        assert_eq!(
            list().csp_sources(),
            [
                "https://www.zjtour.example",
                "http://www.zjtour.example",
                "https://*.gov.example",
                "http://*.gov.example"
            ]
        );
        assert!(AllowList::parse("").is_empty());
        assert!(AllowList::parse(" , *, *.com., localhost").is_empty());
    }
}
