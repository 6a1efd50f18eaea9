//! IP → region from an ip2region `xdb` file (format version 2, IPv4), read directly:
//! a 256-byte header, a 256×256 vector index of segment-block ranges keyed by the first two
//! octets, then 14-byte segment blocks `(start_ip u32, end_ip u32, len u16, ptr u32)`, all
//! little-endian, pointing at region strings `国家|区域|省份|城市|ISP` ("0" = unknown).

use std::{io::Read, net::Ipv4Addr};

use anyhow::{Context, bail, ensure};

const HEADER: usize = 256;
const VECTOR_COLS: usize = 256;
const VECTOR_ENTRY: usize = 8;
const SEGMENT: usize = 14;

/// The database shipped with the server (`data/ip2region/`, see SOURCE.md there).
pub static SHIPPED_GZ: &[u8] = include_bytes!("../../../data/ip2region/ip2region.xdb.gz");

pub struct IpDb {
    buf: Vec<u8>,
    /// Unix seconds the file was built, from its header.
    pub created_at: u64,
}

/// A region as the database names it; empty where unknown.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IpRegion {
    pub country: String,
    pub province: String,
    pub city: String,
    pub isp: String,
}

impl IpDb {
    pub fn from_bytes(buf: Vec<u8>) -> anyhow::Result<Self> {
        ensure!(
            buf.len() > HEADER + VECTOR_COLS * VECTOR_COLS * VECTOR_ENTRY,
            "too short for an xdb file"
        );
        let version = u16::from_le_bytes([buf[0], buf[1]]);
        if version != 2 {
            bail!("xdb format version {version} is not supported (expected 2)");
        }
        let created_at = u64::from(le32(&buf, 4).context("header")?);
        Ok(Self { buf, created_at })
    }

    /// Reads a gzip-compressed or plain xdb file's bytes.
    pub fn from_maybe_gz(bytes: &[u8]) -> anyhow::Result<Self> {
        if bytes.starts_with(&[0x1f, 0x8b]) {
            let mut out = Vec::with_capacity(bytes.len() * 3);
            flate2::read::GzDecoder::new(bytes)
                .read_to_end(&mut out)
                .context("decompressing the IP database")?;
            Self::from_bytes(out)
        } else {
            Self::from_bytes(bytes.to_vec())
        }
    }

    pub fn shipped() -> anyhow::Result<Self> {
        Self::from_maybe_gz(SHIPPED_GZ)
    }

    /// The raw region string, e.g. `中国|0|浙江省|杭州市|电信`.
    pub fn lookup_raw(&self, ip: Ipv4Addr) -> Option<&str> {
        let ip = u32::from(ip);
        let [a, b, _, _] = ip.to_be_bytes();
        let at = HEADER + (usize::from(a) * VECTOR_COLS + usize::from(b)) * VECTOR_ENTRY;
        let (start, end) = (
            le32(&self.buf, at)? as usize,
            le32(&self.buf, at + 4)? as usize,
        );
        if end < start {
            return None;
        }
        let (mut lo, mut hi) = (0usize, (end - start) / SEGMENT);
        while lo <= hi {
            let mid = (lo + hi) / 2;
            let p = start + mid * SEGMENT;
            let (sip, eip) = (le32(&self.buf, p)?, le32(&self.buf, p + 4)?);
            if ip < sip {
                hi = mid.checked_sub(1)?;
            } else if ip > eip {
                lo = mid + 1;
            } else {
                let len = usize::from(u16::from_le_bytes([
                    *self.buf.get(p + 8)?,
                    *self.buf.get(p + 9)?,
                ]));
                let ptr = le32(&self.buf, p + 10)? as usize;
                return std::str::from_utf8(self.buf.get(ptr..ptr.checked_add(len)?)?).ok();
            }
        }
        None
    }

    pub fn lookup(&self, ip: Ipv4Addr) -> Option<IpRegion> {
        let raw = self.lookup_raw(ip)?;
        let part = |i: usize| {
            raw.split('|')
                .nth(i)
                .filter(|s| *s != "0")
                .unwrap_or("")
                .to_string()
        };
        Some(IpRegion {
            country: part(0),
            province: part(2),
            city: part(3),
            isp: part(4),
        })
    }
}

fn le32(buf: &[u8], at: usize) -> Option<u32> {
    let b = buf.get(at..at + 4)?;
    Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shipped_database_answers() {
        let db = IpDb::shipped().unwrap();
        // Built 2022-06-22.
        assert_eq!(db.created_at, 1_655_863_922);
        let r = db.lookup("115.236.0.1".parse().unwrap()).unwrap();
        assert_eq!(
            (r.country.as_str(), r.province.as_str(), r.city.as_str()),
            ("中国", "浙江省", "杭州市")
        );
        assert_eq!(
            db.lookup("60.190.0.1".parse().unwrap()).unwrap().city,
            "宁波市"
        );
        assert_eq!(
            db.lookup("192.168.1.1".parse().unwrap()).unwrap().province,
            ""
        );
        assert_eq!(
            db.lookup("8.8.8.8".parse().unwrap()).unwrap().country,
            "美国"
        );
        for ip in [
            Ipv4Addr::UNSPECIFIED,
            Ipv4Addr::BROADCAST,
            Ipv4Addr::LOCALHOST,
        ] {
            let _ = db.lookup(ip);
        }
    }

    #[test]
    fn refuses_other_files() {
        assert!(IpDb::from_bytes(vec![0; 10]).is_err());
        assert!(IpDb::from_maybe_gz(&[0x1f, 0x8b, 1, 2, 3]).is_err());
        let mut v = vec![0u8; HEADER + VECTOR_COLS * VECTOR_COLS * VECTOR_ENTRY + 1];
        v[0] = 3;
        assert!(IpDb::from_bytes(v).is_err());
    }
}
