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
