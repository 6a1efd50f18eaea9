import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { releaseFirstPaint } from '../../api/firstPaint';
import { Link } from '../../ui/Link';
import type { SearchItem } from '../../api/search';
import type { ReviewRating } from '../../api/reviews';
import { reviews } from '../../features/reviews';
import { pageOf } from '../../lib/pageUrl';
import { t, type MessageKey } from '../../i18n';
import { LOAD_MORE_FAR_PX } from '../../lib/constants';
import { search } from '../../services';
import { LoadMore } from '../../ui/LoadMore';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PlaceCard } from '../../ui/place/PlaceCard';
import { useVisitorPosition } from '../../ui/place/placeQuery';
import { useLoad } from '../../ui/query';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { usePagedList } from '../../ui/query/usePagedList';
import { FOOD_KINDS } from '../../ui/place/kinds';
import { searchHistory } from '../../lib/searchWords';
import { SearchBox } from './SearchBox';
import './homesearch.css';
import { pageUrl } from '../../lib/pageUrl';
import { typeLabel } from './labels';

/** Result tabs: each a set of kinds the search endpoint filters by. */
const TABS: { key: string; label: MessageKey; kind: string }[] = [
  { key: 'all', label: 'homesearch.tab.all', kind: '' },
  { key: 'sights', label: 'homesearch.tab.sights', kind: 'scenic,site' },
  { key: 'stay', label: 'homesearch.tab.stay', kind: 'hotel,homestay' },
  { key: 'food', label: 'homesearch.tab.food', kind: `${FOOD_KINDS},dish` },
  { key: 'shop', label: 'homesearch.tab.shop', kind: 'shop' },
  { key: 'person', label: 'homesearch.tab.person', kind: 'person' },
  { key: 'line', label: 'homesearch.tab.line', kind: 'line' },
];

/** Most ids the ratings call takes at once. */
const RATINGS_AT_ONCE = 50;

/**
 * The reviews' average and count of the places listed, by id (asked in batches as pages load),
 * and whether they have answered (or there was nothing to ask).
 */
function useRatings(items: SearchItem[]): { byId: Map<string, ReviewRating> | undefined; settled: boolean } {
  const ids = items.filter((i) => i.type === 'place').map((i) => i.id);
  const res = useLoad(
    ids.length ? ['search-ratings', ids.join(',')] : null,
    async () => {
      const batches: string[][] = [];
      for (let i = 0; i < ids.length; i += RATINGS_AT_ONCE) batches.push(ids.slice(i, i + RATINGS_AT_ONCE));
      const answers = await Promise.all(batches.map((b) => reviews.ratings('place', b)));
      return answers.every(Array.isArray) ? answers.flatMap((a) => a || []) : false;
    },
    { keepWithin: 'search-ratings' },
  );
  return { byId: res.data ? new Map(res.data.map((r) => [r.targetId, r])) : undefined, settled: ids.length === 0 || res.phase !== 'loading' };
}

function ResultRow({ item, rating }: { item: SearchItem; rating?: ReviewRating }) {
  // A place shows as the lists show it: picture, grade, rating, price level, distance.
  if (item.place) return <PlaceCard place={item.place} rating={rating ?? null} />;
  return (
    <Link className="homesearch__item" to={pageOf(item)}>
      <span className="homesearch__item-name">
        {item.name}
        <span className="yz-badge">{typeLabel(item)}</span>
      </span>
      {item.summary && <span className="homesearch__item-summary">{item.summary}</span>}
    </Link>
  );
}

/** Results of the global search, by tab, page after page. */
export default function HomeSearchResultPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const keyword = params.get('keyword')?.trim() ?? '';
  const tab = TABS.find((x) => x.key === params.get('tab')) ?? TABS[0];
  // Distances only from the visitor's own position, never from the default station.
  const at = useVisitorPosition();
  const list = usePagedList<SearchItem>(
    ['HomeSearchResultPage', `${keyword}|${tab.kind}|${at ? `${at.lat},${at.lng}` : ''}`],
    (page) =>
      keyword
        ? search.search({ keyword, kind: tab.kind, page, size: 20, lat: at?.lat, lng: at?.lng })
        : Promise.resolve({ list: [], total: 0, page: 1, size: 20 }),
    LOAD_MORE_FAR_PX,
  );
  const { byId: ratings, settled: rated } = useRatings(list.items);
  // The server's first-paint markup (box, tabs, total, the first page of results) gives way
  // once the app has the results and their ratings, so the cards do not grow under the eye.
  const settled = !keyword || (list.phase !== 'loading' && (list.phase === 'error' || rated));
  useEffect(() => {
    if (settled) releaseFirstPaint();
  }, [settled]);

  const submit = (word: string) => {
    searchHistory.add(localStorage, word);
    navigate(pageUrl('pages/homesearch/result', { keyword: word, tab: tab.key === 'all' ? undefined : tab.key }), { replace: true });
  };

  return (
    <div className="homesearch">
      <SearchBox
        key={keyword}
        initial={keyword}
        onSubmit={submit}
        onPick={(s) => {
          searchHistory.add(localStorage, s.name);
          navigate(pageOf(s));
        }}
      />
      <div className="homesearch__tabs" role="tablist" aria-label={t('homesearch.tabs')}>
        {TABS.map((x) => (
          <button
            key={x.key}
            type="button"
            role="tab"
            aria-selected={x.key === tab.key}
            className="homesearch__tab"
            onClick={() => {
              const next = new URLSearchParams(params);
              if (x.key === 'all') next.delete('tab');
              else next.set('tab', x.key);
              setParams(next, { replace: true });
            }}
          >
            {t(x.label)}
          </button>
        ))}
      </div>
      {!keyword && <EmptyState text="homesearch.empty" />}
      {keyword && list.phase === 'loading' && <PageSkeleton rows={5} />}
      {keyword && list.phase === 'error' && <ErrorState onRetry={list.retry} />}
      {keyword && list.phase === 'ready' && list.items.length === 0 && (
        <div className="yz-state" role="status">
          <p>{t('homesearch.none', { keyword })}</p>
        </div>
      )}
      {keyword && list.phase === 'ready' && list.items.length > 0 && (
        <>
          <p className="homesearch__total">{t('homesearch.total', { total: list.total })}</p>
          <div className="homesearch__list">
            {list.items.map((item) => (
              <ResultRow key={`${item.type}-${item.id}`} item={item} rating={ratings?.get(item.id)} />
            ))}
          </div>
          <LoadMore status={list.footer} onMore={list.loadMore} />
        </>
      )}
    </div>
  );
}
