//! Key rotation, for the `youzhe rotate-key` command. The key ring itself (loading,
//! generating, reloading, verifying) is in `youzhe_core::auth`, next to verification.

use youzhe_core::Config;

/// Rotates the signing key in the data folder's key file; returns the new key id. Servers
/// sharing that folder pick it up within `YOUZHE_TOKEN_KEY_RELOAD_SECS`; tokens signed with
/// the old key keep working for `YOUZHE_TOKEN_KEY_GRACE_SECS`.
pub fn rotate(config: &Config) -> anyhow::Result<String> {
    youzhe_core::auth::rotate_key_file(config)
}
