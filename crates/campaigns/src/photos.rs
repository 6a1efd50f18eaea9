//! A campaign's photos (docs/MEDIA.md, "Campaign photos"): the entries of a content record's
//! `media` (`{url, width, height, caption, credit?, crop?}`, the first is the cover), checked
//! by the content's own rule so a refusal names `media[i].caption` as it does for a place,
//! kept as JSON in the campaign's `media` column and shown to visitors with the places'
//! photo builder (`youzhe_places::card`), so a campaign's cover is drawn as a place's is.

use youzhe_core::ApiError;
use youzhe_places::{
    card::real_photos,
    view::{Crop, Photo},
};

/// Most photos a campaign keeps: a cover and an album's worth for its page.
pub const MAX_PHOTOS: usize = 20;

/// The studio's photos checked, as the column keeps them: `None` for none (the page shows
/// what it shows without a photo), else the JSON text. 40000 names the first bad entry.
pub fn checked(media: &[serde_json::Value]) -> Result<Option<String>, ApiError> {
    if media.len() > MAX_PHOTOS {
        return Err(ApiError::invalid(
            "media",
            format!("一个活动最多 {MAX_PHOTOS} 张图片"),
        ));
    }
    if let Some((field, why)) = youzhe_content::validate::media_list_problem(media) {
        return Err(ApiError::invalid(field, why));
    }
    if media.is_empty() {
        return Ok(None);
    }
    serde_json::to_string(media)
        .map(Some)
        .map_err(|e| ApiError::from(anyhow::Error::from(e)))
}

/// A prize's picture checked, as its column keeps it (the JSON text of the one entry).
/// 40000 names the bad part under `field` (`prizes[1].picture.caption`).
pub fn picture_checked(field: &str, picture: &serde_json::Value) -> Result<String, ApiError> {
    if let Some((at, why)) =
        youzhe_content::validate::media_list_problem(std::slice::from_ref(picture))
    {
        return Err(ApiError::invalid(at.replacen("media[0]", field, 1), why));
    }
    Ok(picture.to_string())
}

/// What visitors see of a prize's stored picture: the photo, or none when there is none
/// (or its text no longer reads as one).
pub fn picture(stored: Option<&str>) -> Option<Photo> {
    let v: serde_json::Value = serde_json::from_str(stored?).ok()?;
    real_photos(std::slice::from_ref(&v)).into_iter().next()
}

/// What visitors see of `media`: the photos in the operator's order, none drawn (a
/// campaign without a photo keeps its page's own look).
pub fn photos(media: &[serde_json::Value]) -> Vec<Photo> {
    real_photos(media)
}

/// The cover a list card shows, with the part of it the operator chose.
pub fn cover(media: &[serde_json::Value]) -> (Option<String>, Option<Crop>) {
    match real_photos(media).into_iter().next() {
        Some(p) => (Some(p.url), p.crop),
        None => (None, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_photo_without_its_alt_text_is_refused_naming_it() {
        let ok =
            json!({"url": "/ver3/api/v3/media/a", "width": 800, "height": 600, "caption": "断桥"});
        let bad =
            json!({"url": "/ver3/api/v3/media/b", "width": 800, "height": 600, "caption": " "});
        let err = checked(&[ok.clone(), bad]).unwrap_err();
        assert!(format!("{err:?}").contains("media[1].caption"), "{err:?}");
        assert_eq!(checked(&[]).unwrap(), None);
        assert!(checked(&[ok]).unwrap().unwrap().contains("断桥"));
    }

    #[test]
    fn a_prize_picture_is_checked_under_its_own_name_and_read_back() {
        let bad = json!({"url": "/ver3/api/v3/media/p", "caption": ""});
        let err = picture_checked("prizes[1].picture", &bad).unwrap_err();
        assert!(
            format!("{err:?}").contains("prizes[1].picture.caption"),
            "{err:?}"
        );
        let good = json!({"url": "/ver3/api/v3/media/p", "width": 800, "height": 800, "caption": "龙井茶礼盒"});
        let stored = picture_checked("prizes[0].picture", &good).unwrap();
        let photo = picture(Some(&stored)).unwrap();
        assert_eq!(
            (photo.url.as_str(), photo.caption.as_str()),
            ("/ver3/api/v3/media/p", "龙井茶礼盒")
        );
        assert!(picture(None).is_none());
        assert!(picture(Some("not json")).is_none());
    }

    #[test]
    fn the_cover_is_the_first_photo_with_its_crop() {
        let media = [
            json!({"url": "/ver3/api/v3/media/a", "width": 1600, "height": 1000, "caption": "封面",
                   "crop": {"x": 0.25, "y": 0.0, "w": 0.5, "h": 0.5}}),
            json!({"url": "/ver3/api/v3/media/b", "caption": "第二张"}),
        ];
        let (url, crop) = cover(&media);
        assert_eq!(url.as_deref(), Some("/ver3/api/v3/media/a"));
        assert_eq!(crop.map(|c| c.x), Some(0.25));
        assert_eq!(cover(&[]), (None, None));
        assert_eq!(photos(&media).len(), 2);
    }
}
