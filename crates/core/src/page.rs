//! Paging for lists: `page` is 1-based, `size` is capped, and the answer is
//! `{list, total, page, size}` (DESIGN.md § API conventions).

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::ApiError;

pub const DEFAULT_SIZE: u32 = 20;
pub const MAX_SIZE: u32 = 50;
/// Far past any real list; stops `page * size` from overflowing or scanning forever.
pub const MAX_PAGE: u32 = 10_000;

#[derive(Debug, Clone, Copy, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// 1-based page number (default 1).
    pub page: Option<u32>,
    /// Items per page (default 20, at most 50).
    pub size: Option<u32>,
}

/// A checked page request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    pub page: u32,
    pub size: u32,
}

impl PageQuery {
    pub fn parse(self) -> Result<Page, ApiError> {
        let page = self.page.unwrap_or(1);
        let size = self.size.unwrap_or(DEFAULT_SIZE);
        if page == 0 || page > MAX_PAGE {
            return Err(ApiError::invalid(
                "page",
                format!("参数 page 须在 1 到 {MAX_PAGE} 之间"),
            ));
        }
        if size == 0 || size > MAX_SIZE {
            return Err(ApiError::invalid(
                "size",
                format!("参数 size 须在 1 到 {MAX_SIZE} 之间"),
            ));
        }
        Ok(Page { page, size })
    }
}

impl Page {
    pub fn offset(&self) -> usize {
        (self.page as usize - 1) * self.size as usize
    }

    /// Cuts one page out of an in-memory list.
    pub fn slice<T: Clone>(&self, all: &[T]) -> Paged<T> {
        self.slice_with(all, <[T]>::to_vec)
    }

    /// Cuts one page out of an in-memory list and builds only that page's items with
    /// `items` (lists of indexes turned into cards, say); `total` counts the whole list.
    pub fn slice_with<T, U>(&self, all: &[T], items: impl FnOnce(&[T]) -> Vec<U>) -> Paged<U> {
        let start = self.offset().min(all.len());
        let end = (start + self.size as usize).min(all.len());
        Paged {
            list: items(&all[start..end]),
            total: all.len() as u64,
            page: self.page,
            size: self.size,
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Paged<T> {
    pub list: Vec<T>,
    pub total: u64,
    pub page: u32,
    pub size: u32,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_caps() {
        assert_eq!(
            PageQuery::default().parse().unwrap(),
            Page { page: 1, size: 20 }
        );
        assert!(
            PageQuery {
                page: Some(0),
                size: None
            }
            .parse()
            .is_err()
        );
        assert!(
            PageQuery {
                page: None,
                size: Some(51)
            }
            .parse()
            .is_err()
        );
        assert!(
            PageQuery {
                page: Some(MAX_PAGE + 1),
                size: None
            }
            .parse()
            .is_err()
        );
    }

    #[test]
    fn slices_past_the_end_to_an_empty_page() {
        let all: Vec<u32> = (0..45).collect();
        let p = Page { page: 3, size: 20 }.slice(&all);
        assert_eq!(p.list, (40..45).collect::<Vec<_>>());
        assert_eq!(p.total, 45);
        assert!(Page { page: 9, size: 20 }.slice(&all).list.is_empty());
        // Only the page's items are built; the total still counts the whole list.
        let built = Page { page: 2, size: 20 }.slice_with(&all, |ids| {
            assert_eq!(ids.len(), 20);
            ids.iter().map(|i| i * 10).collect()
        });
        assert_eq!((built.list[0], built.total), (200, 45));
    }
}
