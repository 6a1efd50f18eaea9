//! Deleting an account: every area's erase in one transaction, then the photos.

use youzhe_core::{Db, personal_data::Tx};
use youzhe_media::MediaStore;

use crate::Areas;

/// Deletes the visitor's personal data in one transaction: each area deletes or empties its
/// rows (`PersonalData::erase`; what each does is in its crate's `personal_data.rs` and in
/// docs/IDENTITY.md). Should any area fail, nothing is deleted.
pub async fn erase(db: &Db, areas: &Areas, uid: &str, now_ms: i64) -> sqlx::Result<()> {
    let mut tx = Tx::begin(db).await?;
    for area in areas.iter() {
        area.erase(&mut tx, uid, now_ms).await?;
    }
    tx.commit().await
}

/// Removes the deleted account's photos, except those rows kept after the deletion still
/// show. Objects cannot join a database transaction, so this runs after [`erase`].
pub async fn erase_photos(
    db: &Db,
    media: &MediaStore,
    areas: &Areas,
    uid: &str,
) -> anyhow::Result<u64> {
    let mut keep = Vec::new();
    for area in areas.iter() {
        keep.extend(area.photos_kept(db, uid).await?);
    }
    youzhe_media::erase_owner(db, media, uid, &keep).await
}
