//! The visitor's address, for rate limits and logs. It is the TCP peer, unless the peer is
//! one of our own proxies (`YOUZHE_TRUSTED_PROXIES`), in which case `X-Forwarded-For` is
//! read from the right: each proxy appends the address it saw, so the rightmost entry not
//! belonging to a trusted proxy is the first one nobody we trust could have made up.
//! Without trusted proxies the header is ignored entirely, so a visitor cannot pick the key
//! their requests are limited under.
//!
//! Use the [`ClientIp`] extractor in a handler whose state can give a [`TrustedProxies`]
//! (`impl FromRef<YourState> for TrustedProxies`), or call [`TrustedProxies::client_ip`].

use std::{
    net::{IpAddr, Ipv4Addr, SocketAddr},
    sync::Arc,
};

use anyhow::Context;
use axum::{
    extract::{ConnectInfo, FromRef, FromRequestParts},
    http::{HeaderMap, request::Parts},
};
use ipnet::IpNet;

use crate::{ApiError, Config};

/// The setting naming our proxies: comma-separated addresses or CIDR blocks.
pub const TRUSTED_PROXIES_KEY: &str = "YOUZHE_TRUSTED_PROXIES";

/// The proxies whose `X-Forwarded-For` we believe. Cheap to clone.
#[derive(Clone, Debug, Default)]
pub struct TrustedProxies(Arc<Vec<IpNet>>);

impl TrustedProxies {
    /// Reads `YOUZHE_TRUSTED_PROXIES` (`10.0.0.0/8, 192.168.1.7`); unset trusts nobody.
    pub fn from_config(config: &Config) -> anyhow::Result<Self> {
        Self::parse(config.get(TRUSTED_PROXIES_KEY).unwrap_or(""))
            .with_context(|| format!("{TRUSTED_PROXIES_KEY} must list addresses or CIDR blocks"))
    }

    pub fn parse(list: &str) -> anyhow::Result<Self> {
        let mut nets = Vec::new();
        for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let net = match item.parse::<IpNet>() {
                Ok(n) => n,
                Err(_) => IpNet::from(
                    item.parse::<IpAddr>()
                        .with_context(|| format!("not an address: {item}"))?,
                ),
            };
            nets.push(net);
        }
        Ok(Self(Arc::new(nets)))
    }

    pub fn is_trusted(&self, ip: IpAddr) -> bool {
        let ip = canonical(ip);
        self.0.iter().any(|n| n.contains(&ip))
    }

    /// The client address for a request that arrived from `peer` with `headers`.
    pub fn client_ip(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        let peer = canonical(peer);
        if !self.is_trusted(peer) {
            return peer;
        }
        // Every X-Forwarded-For line, in order, as one list.
        let hops: Vec<&str> = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .map(str::trim)
            .collect();
        let mut client = peer;
        for hop in hops.iter().rev() {
            match parse_hop(hop) {
                Some(ip) if self.is_trusted(ip) => client = ip,
                Some(ip) => return ip,
                // Garbage from a hop we trust: stop at the last address we could vouch for.
                None => return client,
            }
        }
        client
    }
}

/// `1.2.3.4`, `1.2.3.4:567`, `2001:db8::1` or `[2001:db8::1]:567`.
fn parse_hop(hop: &str) -> Option<IpAddr> {
    if let Ok(ip) = hop.parse::<IpAddr>() {
        return Some(canonical(ip));
    }
    hop.parse::<SocketAddr>().ok().map(|s| canonical(s.ip()))
}

/// IPv4 peers on a dual-stack socket show up as `::ffff:a.b.c.d`; compare them as IPv4.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map(IpAddr::V4).unwrap_or(ip),
        v4 => v4,
    }
}

/// The visitor's address (see the module documentation). Requests served without
/// connection information (unit tests calling the router directly) get `0.0.0.0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClientIp(pub IpAddr);

impl<S> FromRequestParts<S> for ClientIp
where
    S: Send + Sync,
    TrustedProxies: FromRef<S>,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        let trusted = TrustedProxies::from_ref(state);
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0.ip())
            .unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
        Ok(Self(trusted.client_ip(peer, &parts.headers)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(xff: &[&str]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for v in xff {
            h.append("x-forwarded-for", v.parse().unwrap());
        }
        h
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn ignores_the_header_from_untrusted_peers() {
        let t = TrustedProxies::parse("").unwrap();
        assert_eq!(
            t.client_ip(ip("203.0.113.9"), &headers(&["1.1.1.1"])),
            ip("203.0.113.9")
        );
        let t = TrustedProxies::parse("10.0.0.0/8").unwrap();
        assert_eq!(
            t.client_ip(ip("203.0.113.9"), &headers(&["1.1.1.1"])),
            ip("203.0.113.9")
        );
    }

    #[test]
    fn takes_the_rightmost_untrusted_hop() {
        let t = TrustedProxies::parse("10.0.0.0/8, 192.168.1.7").unwrap();
        // The visitor claims 6.6.6.6; our edge proxy (10.1.1.1) saw 198.51.100.4.
        let h = headers(&["6.6.6.6, 198.51.100.4", "10.1.1.1"]);
        assert_eq!(t.client_ip(ip("192.168.1.7"), &h), ip("198.51.100.4"));
        assert_eq!(
            t.client_ip(ip("10.0.0.2"), &headers(&["[2001:db8::5]:443"])),
            ip("2001:db8::5")
        );
        assert_eq!(
            t.client_ip(ip("10.0.0.2"), &headers(&["198.51.100.4:5555"])),
            ip("198.51.100.4")
        );
    }

    #[test]
    fn falls_back_to_the_last_trusted_address() {
        let t = TrustedProxies::parse("10.0.0.0/8").unwrap();
        assert_eq!(t.client_ip(ip("10.0.0.2"), &headers(&[])), ip("10.0.0.2"));
        assert_eq!(
            t.client_ip(ip("10.0.0.2"), &headers(&["10.0.0.3"])),
            ip("10.0.0.3")
        );
        assert_eq!(
            t.client_ip(ip("10.0.0.2"), &headers(&["1.1.1.1, nonsense"])),
            ip("10.0.0.2")
        );
    }

    #[test]
    fn treats_mapped_ipv4_peers_as_ipv4() {
        let t = TrustedProxies::parse("127.0.0.1").unwrap();
        assert_eq!(
            t.client_ip(ip("::ffff:127.0.0.1"), &headers(&["198.51.100.4"])),
            ip("198.51.100.4")
        );
    }

    #[test]
    fn refuses_bad_lists() {
        assert!(TrustedProxies::parse("10.0.0.0/8, nope").is_err());
        assert!(TrustedProxies::parse("10.0.0.0/33").is_err());
    }
}
