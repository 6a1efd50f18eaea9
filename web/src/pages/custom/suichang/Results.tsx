// A list of what the search found in Suichang: each row opens the sub-site's own page for it.
import type { JSX } from 'react';
import type { SearchItem } from '../../../api/search';
import { t } from '../../../i18n';
import { pageUrl } from '../../../lib/pageUrl';
import { Link } from '../../../ui/Link';
import { LoadMore } from '../../../ui/LoadMore';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../../ui/place/ListState';
import { usePagedList } from '../../../ui/query/usePagedList';
import { searchSuichang } from './county';

const FOOD = new Set(['restaurant', 'food', 'canteen']);

/** A dish or a place to eat opens the food page; anything else the place page. */
export function suichangPage(item: SearchItem): string {
  const food = item.type === 'dish' || FOOD.has(item.kind);
  return pageUrl(food ? 'pages/custom/suichang/cateDetail' : 'pages/custom/suichang/detail', { id: item.id });
}

export function SuichangResults({ keyword }: { keyword: string }): JSX.Element {
  const list = usePagedList<SearchItem>(['suichang-search', keyword], (page) => searchSuichang(keyword, page));
  if (list.phase === 'loading') return <PageSkeleton rows={4} />;
  if (list.phase === 'error') return <ErrorState onRetry={list.retry} text="suichang.result.failed" />;
  if (list.items.length === 0) return <EmptyState text="suichang.result.empty" />;
  return (
    <>
      <p className="sc-meta">{t('suichang.result.count', { n: list.total })}</p>
      {list.items.map((item) => (
        <Link key={`${item.type}-${item.id}`} className="sc-card sc-result" to={suichangPage(item)}>
          {item.place?.cover && <img src={item.place.cover} alt="" width={72} height={54} loading="lazy" />}
          <span>
            <h3>{item.name}</h3>
            <span className="sc-meta">{item.summary}</span>
          </span>
        </Link>
      ))}
      <LoadMore status={list.footer} onMore={list.loadMore} />
    </>
  );
}
