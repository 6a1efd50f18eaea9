//! Paging for lists: `page` is 1-based, `size` is capped, and the answer is
//! `{list, total, page, size}` (DESIGN.md § API conventions).

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::Bounded;

pub const DEFAULT_SIZE: u32 = 20;
pub const MAX_SIZE: u32 = 50;
/// Far past any real list; stops `page * size` from overflowing or scanning forever.
pub const MAX_PAGE: u32 = 10_000;

/// A 1-based page number, at most [`MAX_PAGE`].
pub type PageNumber = Bounded<1, MAX_PAGE>;
/// Items per page, at most [`MAX_SIZE`].
pub type PageSize = Bounded<1, MAX_SIZE>;

/// `page` and `size` as a list's query (or body) carries them: each checked, and described in
/// the document with its bounds, by its type. Lists with their own fields build one of these.
#[derive(Debug, Clone, Copy, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// 1-based page number (default 1).
    #[param(inline)]
    pub page: Option<PageNumber>,
    /// Items per page (default 20, at most 50).
    #[param(inline)]
    pub size: Option<PageSize>,
}

/// A checked page request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    pub page: u32,
    pub size: u32,
}

impl PageQuery {
    /// The page asked for, with the defaults filled in; the bounds were checked when read.
    pub fn page(self) -> Page {
        Page {
            page: self.page.map_or(1, Bounded::get),
            size: self.size.map_or(DEFAULT_SIZE, Bounded::get),
        }
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
        let read = |q: &str| serde_urlencoded::from_str::<PageQuery>(q).map(PageQuery::page);
        assert_eq!(read("").ok(), Some(Page { page: 1, size: 20 }));
        assert_eq!(
            read("page=3&size=50").ok(),
            Some(Page { page: 3, size: 50 })
        );
        for bad in ["page=0", "size=51", "size=0", "page=10001", "page=x"] {
            assert!(read(bad).is_err(), "{bad}");
        }
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
