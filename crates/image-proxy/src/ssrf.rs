//! The SSRF policy of the image proxy: which addresses it may fetch from.
//!
//! 1. The URL is parsed once, by the same WHATWG parser the HTTP client uses, so every
//!    spelling of an IPv4 host (`2130706433`, `0177.0.0.1`, `0x7f.1`, `127.1`, a trailing
//!    dot) reaches us as the address it means; `[::ffff:127.0.0.1]` and friends are
//!    unwrapped to their IPv4 address before checking.
//! 2. Only `http` and `https`, no user info (`http://good@evil/`), and a host on the
//!    allow list (`YOUZHE_IMAGE_HOSTS`, plus our own public and media origins).
//! 3. An address literal must be a public unicast address. A name is resolved by
//!    [`GuardedResolver`], which refuses the whole name if any address it resolves to is
//!    not public; the client then connects to exactly the addresses that were checked, so
//!    a second DNS answer (rebinding) never reaches a socket.
//! 4. Every redirect goes through 2 and 3 again (the redirect policy and the resolver).
//!
//! `YOUZHE_IMAGE_ALLOWED_NETS` lets an operator allow a private network on purpose (an
//! intranet media server). Cloud metadata addresses are refused even then.

use std::{
    net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr},
    sync::Arc,
};

use ipnet::IpNet;
use reqwest::dns::{Addrs, Name, Resolve, Resolving};
use url::{Host, Url};

/// Why a URL or address was refused (logged; visitors see one message).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("not an http(s) URL")]
    Scheme,
    #[error("user info in the URL")]
    UserInfo,
    #[error("host not on the allow list")]
    Host,
    #[error("address not public: {0}")]
    Address(IpAddr),
    #[error("name does not resolve")]
    Unresolvable,
}

/// The networks a setting opens on purpose (comma-separated CIDR blocks or addresses), for
/// [`Policy::new`]; a word that is neither is a configuration error naming the setting.
pub fn nets_from(config: &youzhe_core::Config, key: &str) -> anyhow::Result<Vec<IpNet>> {
    let mut nets = Vec::new();
    for item in config
        .get(key)
        .unwrap_or("")
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        let net = match item.parse::<IpNet>() {
            Ok(n) => n,
            Err(_) => IpNet::from(
                item.parse::<IpAddr>()
                    .map_err(|_| anyhow::anyhow!("{key}: not a network: {item}"))?,
            ),
        };
        nets.push(net);
    }
    Ok(nets)
}

/// Metadata services of the clouds a deployment may run on; refused whatever is allowed.
const METADATA: [IpAddr; 5] = [
    IpAddr::V4(Ipv4Addr::new(169, 254, 169, 254)), // AWS, GCP, Azure, Huawei, OpenStack
    IpAddr::V4(Ipv4Addr::new(169, 254, 170, 2)),   // AWS ECS task metadata
    IpAddr::V4(Ipv4Addr::new(100, 100, 100, 200)), // Alibaba Cloud
    IpAddr::V4(Ipv4Addr::new(169, 254, 0, 23)),    // Tencent Cloud
    IpAddr::V6(Ipv6Addr::new(0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254)), // AWS over IPv6
];

fn v4_public(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    !(a == 0                                   // "this network"
        || a == 10                             // private
        || (a == 100 && (64..128).contains(&b)) // CGNAT 100.64/10 (incl. Alibaba metadata)
        || a == 127                            // loopback
        || (a == 169 && b == 254)              // link-local (incl. metadata)
        || (a == 172 && (16..32).contains(&b)) // private
        || (a == 192 && b == 0 && c == 0)      // IETF protocol assignments
        || (a == 192 && b == 0 && c == 2)      // TEST-NET-1
        || (a == 192 && b == 88 && c == 99)    // 6to4 relay anycast
        || (a == 192 && b == 168)              // private
        || (a == 198 && (b == 18 || b == 19))  // benchmarking
        || (a == 198 && b == 51 && c == 100)   // TEST-NET-2
        || (a == 203 && b == 0 && c == 113)    // TEST-NET-3
        || a >= 224) // multicast, reserved, broadcast
}

/// The IPv4 address an IPv6 address carries, for the forms that reach IPv4 hosts:
/// mapped `::ffff:a.b.c.d`, compatible `::a.b.c.d`, NAT64 `64:ff9b::/96` and 6to4 `2002::/16`.
fn embedded_v4(ip: Ipv6Addr) -> Option<Ipv4Addr> {
    let s = ip.segments();
    let tail = Ipv4Addr::new((s[6] >> 8) as u8, s[6] as u8, (s[7] >> 8) as u8, s[7] as u8);
    if let Some(v4) = ip.to_ipv4_mapped() {
        return Some(v4);
    }
    if s[..6] == [0, 0, 0, 0, 0, 0] && !(s[6] == 0 && s[7] <= 1) {
        return Some(tail);
    }
    if s[..6] == [0x64, 0xff9b, 0, 0, 0, 0] {
        return Some(tail);
    }
    if s[0] == 0x2002 {
        return Some(Ipv4Addr::new(
            (s[1] >> 8) as u8,
            s[1] as u8,
            (s[2] >> 8) as u8,
            s[2] as u8,
        ));
    }
    None
}

fn v6_public(ip: Ipv6Addr) -> bool {
    if let Some(v4) = embedded_v4(ip) {
        return v4_public(v4);
    }
    let s = ip.segments();
    !(ip.is_unspecified()
        || ip.is_loopback()
        || (s[0] & 0xfe00) == 0xfc00          // unique local fc00::/7 (incl. AWS metadata)
        || (s[0] & 0xffc0) == 0xfe80          // link-local fe80::/10
        || (s[0] & 0xffc0) == 0xfec0          // site-local (deprecated) fec0::/10
        || (s[0] & 0xff00) == 0xff00          // multicast
        || (s[0] == 0x64 && s[1] == 0xff9b && s[2] == 1) // local-use NAT64 64:ff9b:1::/48
        || (s[0] == 0x100 && s[1..4] == [0, 0, 0]) // discard 100::/64
        || (s[0] == 0x2001 && s[1] < 0x200)   // IETF protocol 2001::/23 (incl. Teredo)
        || (s[0] == 0x2001 && s[1] == 0xdb8)  // documentation
        || (s[0] & 0xfff0) == 0x3ff0) // documentation 3fff::/20
}

/// A public unicast address: the only kind the proxy connects to by default.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4_public(v4),
        IpAddr::V6(v6) => v6_public(v6),
    }
}

fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map(IpAddr::V4).unwrap_or(ip),
        v4 => v4,
    }
}

/// Which hosts and addresses the proxy may fetch from.
#[derive(Clone, Debug, Default)]
pub struct Policy {
    /// Exact host names (lower case), `*.suffix` rules stored as `.suffix`, or `*`.
    hosts: Vec<String>,
    allowed_nets: Vec<IpNet>,
}

impl Policy {
    /// `hosts`: `img.example.com`, `*.example.com` (subdomains) or `*` (any host; the
    /// address checks still apply). `nets`: networks allowed despite being private.
    pub fn new(hosts: &[String], nets: Vec<IpNet>) -> Self {
        let hosts = hosts
            .iter()
            .map(|h| h.trim().trim_end_matches('.').to_ascii_lowercase())
            .filter(|h| !h.is_empty())
            .map(|h| {
                if let Some(suffix) = h.strip_prefix("*.") {
                    format!(".{suffix}")
                } else {
                    h
                }
            })
            .collect();
        Self {
            hosts,
            allowed_nets: nets,
        }
    }

    pub fn address_allowed(&self, ip: IpAddr) -> Result<(), Refusal> {
        let ip = canonical(ip);
        if METADATA.contains(&ip) {
            return Err(Refusal::Address(ip));
        }
        if is_public(ip) || self.allowed_nets.iter().any(|n| n.contains(&ip)) {
            Ok(())
        } else {
            Err(Refusal::Address(ip))
        }
    }

    fn host_listed(&self, host: &str) -> bool {
        let host = host.trim_end_matches('.');
        self.hosts.iter().any(|rule| {
            rule == "*" || rule == host || (rule.starts_with('.') && host.ends_with(rule.as_str()))
        })
    }

    /// Everything about `url` that can be checked without DNS.
    pub fn check_url(&self, url: &Url) -> Result<(), Refusal> {
        if !matches!(url.scheme(), "http" | "https") {
            return Err(Refusal::Scheme);
        }
        if !url.username().is_empty() || url.password().is_some() {
            return Err(Refusal::UserInfo);
        }
        let host = url.host().ok_or(Refusal::Host)?;
        let name = match &host {
            Host::Domain(d) => d.to_ascii_lowercase(),
            Host::Ipv4(v4) => v4.to_string(),
            Host::Ipv6(v6) => format!("[{v6}]"),
        };
        if !self.host_listed(&name) {
            return Err(Refusal::Host);
        }
        match host {
            Host::Ipv4(v4) => self.address_allowed(IpAddr::V4(v4)),
            Host::Ipv6(v6) => self.address_allowed(IpAddr::V6(v6)),
            Host::Domain(d)
                if d.eq_ignore_ascii_case("localhost")
                    || d.to_ascii_lowercase().ends_with(".localhost") =>
            {
                Err(Refusal::Address(IpAddr::V4(Ipv4Addr::LOCALHOST)))
            }
            Host::Domain(_) => Ok(()),
        }
    }
}

/// The HTTP client's resolver: resolves with the system, then refuses the name unless
/// every address is allowed. What it returns is what the client connects to.
pub struct GuardedResolver {
    pub policy: Arc<Policy>,
}

impl Resolve for GuardedResolver {
    fn resolve(&self, name: Name) -> Resolving {
        let policy = self.policy.clone();
        let host = name.as_str().to_string();
        Box::pin(async move {
            let addrs: Vec<SocketAddr> =
                tokio::net::lookup_host((host.as_str(), 0)).await?.collect();
            if addrs.is_empty() {
                return Err(
                    Box::new(Refusal::Unresolvable) as Box<dyn std::error::Error + Send + Sync>
                );
            }
            for a in &addrs {
                policy.address_allowed(a.ip()).map_err(Box::new)?;
            }
            Ok(Box::new(addrs.into_iter()) as Addrs)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn any() -> Policy {
        Policy::new(&["*".to_string()], vec![])
    }

    fn refused(p: &Policy, u: &str) -> bool {
        match Url::parse(u) {
            Ok(url) => p.check_url(&url).is_err(),
            Err(_) => true,
        }
    }

    #[test]
    fn refuses_every_spelling_of_internal_addresses() {
        let p = any();
        for u in [
            "http://127.0.0.1/x.png",
            "http://127.1/x.png",
            "http://127.0.0.1./x.png",
            "http://2130706433/x.png",
            "http://0177.0.0.1/x.png",
            "http://0x7f.0.0.1/x.png",
            "http://0x7f000001/x.png",
            "http://017700000001/x.png",
            "http://0/x.png",
            "http://[::1]/x.png",
            "http://[::]/x.png",
            "http://[::ffff:127.0.0.1]/x.png",
            "http://[::ffff:7f00:1]/x.png",
            "http://[::ffff:a9fe:a9fe]/x.png",
            "http://[::127.0.0.1]/x.png",
            "http://[64:ff9b::a9fe:a9fe]/x.png",
            "http://[2002:7f00:1::]/x.png",
            "http://[fe80::1]/x.png",
            "http://[fd00::1]/x.png",
            "http://[fd00:ec2::254]/x.png",
            "http://10.0.0.1/x.png",
            "http://172.16.5.4/x.png",
            "http://192.168.1.1/x.png",
            "http://100.64.0.1/x.png",
            "http://100.100.100.200/x.png",
            "http://169.254.169.254/latest/meta-data/",
            "http://169.254.0.23/x.png",
            "http://224.0.0.1/x.png",
            "http://255.255.255.255/x.png",
            "http://localhost/x.png",
            "http://img.localhost/x.png",
            "http://example.com@127.0.0.1/x.png",
            "http://user:pw@example.com/x.png",
            "ftp://example.com/x.png",
            "file:///etc/passwd",
            "gopher://example.com/",
        ] {
            assert!(refused(&p, u), "{u} should be refused");
        }
    }

    #[test]
    fn allows_public_addresses_and_listed_hosts() {
        let p = any();
        for u in [
            "http://8.8.8.8/x.png",
            "https://[2400:3200::1]/x.png",
            "https://img.example.com/x.png",
        ] {
            assert!(!refused(&p, u), "{u} should pass");
        }
        let p = Policy::new(&["img.example.com".into(), "*.qpic.cn".into()], vec![]);
        assert!(!refused(&p, "https://img.example.com/a.png"));
        assert!(!refused(&p, "https://IMG.example.com./a.png"));
        assert!(!refused(&p, "https://wx.qpic.cn/a.png"));
        assert!(refused(&p, "https://qpic.cn/a.png"));
        assert!(refused(&p, "https://evilqpic.cn/a.png"));
        assert!(refused(&p, "https://img.example.com.evil.cn/a.png"));
        assert!(refused(&p, "https://8.8.8.8/a.png"));
    }

    #[test]
    fn allowed_nets_open_a_private_network_but_never_metadata() {
        let p = Policy::new(
            &["*".into()],
            vec![
                "10.1.0.0/16".parse().unwrap(),
                "169.254.0.0/16".parse().unwrap(),
            ],
        );
        assert!(!refused(&p, "http://10.1.2.3/x.png"));
        assert!(refused(&p, "http://10.2.0.1/x.png"));
        assert!(refused(&p, "http://169.254.169.254/x.png"));
        assert_eq!(
            p.address_allowed("::ffff:169.254.169.254".parse().unwrap()),
            Err(Refusal::Address("169.254.169.254".parse().unwrap()))
        );
    }

    #[tokio::test]
    async fn the_resolver_refuses_names_of_internal_addresses() {
        let r = GuardedResolver {
            policy: Arc::new(any()),
        };
        let name: Name = "localhost".parse().unwrap();
        assert!(r.resolve(name).await.is_err());
    }
}
